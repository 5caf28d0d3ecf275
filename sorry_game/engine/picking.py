"""How a player picks an action, one choice at a time (the engine says; the UI asks).

Every legal action comes with one or more *picks*: the sequence of choices a player
makes to reach it, e.g. (card 7, pawn R1, square 23, pawn R3) for a 7 split. A choice
names *what* is picked (`kind`: card, piece, square, seat, option, button …) and *which
one* (`key`, in the game's own terms; the game's UI plugin finds it on the screen), with
the short `label` drawn on the target and the `prompt` that asks for it.

`Picker` narrows the legal actions as choices are made: it offers only continuations
of legal actions, so a player can never build an illegal one, and the UI never
re-derives a rule. Picks must be *prefix-free*: no complete pick is the start of
another; `disambiguate` appends an "option" choice where two actions would clash.

>>> a, b = "move +11", "switch"
>>> sq = Choice("square", 23, "+11")
>>> entries = disambiguate(
...     [((Choice("piece", 1), sq), a), ((Choice("piece", 1), Choice("square", 23, "switch")), b)],
...     label_of=str,
... )
>>> p = Picker(entries)
>>> [c.key for c in p.options()]
[1]
>>> p.choose(p.options()[0]) is None
True
>>> p.options()[0].label
'+11 / switch'
>>> p.choose(p.options()[0]) is None
True
>>> [c.label for c in p.options()]
['move +11', 'switch']
>>> p.choose(p.options()[1])
'switch'
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, replace
from typing import Any

#: prompt shown when one target stands for several actions
CLASH_PROMPT = "This choice means more than one move: pick one."


@dataclass(frozen=True, slots=True)
class Choice:
    """One step of picking an action. Two choices are the same step when their
    `kind` and `key` are equal (`ident`); labels and prompts are only words."""

    kind: str
    key: Hashable
    label: str = ""
    prompt: str = ""
    #: may be taken without asking when it is the only option (and completes nothing)
    auto: bool = False
    #: other (kind, key) targets that pick the same (e.g. the square a second pawn lands on)
    also: tuple[tuple[str, Hashable], ...] = ()

    @property
    def ident(self) -> tuple[str, Hashable]:
        return (self.kind, self.key)


Pick = tuple[Choice, ...]
Entry = tuple[Pick, Any]  # (pick, action)
#: the identities of a pick's choices, in order
Path = tuple[tuple[str, Hashable], ...]


def disambiguate(entries: Sequence[Entry], label_of: Callable[[Any], str]) -> list[Entry]:
    """Make picks prefix-free: where several actions share a whole pick, or one pick is
    the start of another, append an "option" choice labelled `label_of(action)`."""
    paths = [tuple(c.ident for c in pick) for pick, _ in entries]
    by_path: dict[Path, list[int]] = {}
    for i, path in enumerate(paths):
        by_path.setdefault(path, []).append(i)
    prefixes: set[Path] = set()
    for path in by_path:
        for n in range(1, len(path)):
            prefixes.add(path[:n])
    out: list[Entry] = []
    for i, (pick, action) in enumerate(entries):
        path = paths[i]
        distinct: list[Any] = []
        for j in by_path[path]:
            if entries[j][1] not in distinct:
                distinct.append(entries[j][1])
        clash = len(distinct) > 1 or path in prefixes
        if clash:
            label = label_of(action)
            pick = (*pick, Choice("option", label, label, CLASH_PROMPT))
        out.append((pick, action))
    return out


def is_prefix_free(entries: Sequence[Entry]) -> bool:
    """True when no complete pick is a start (or a copy) of another action's pick."""
    seen: dict[Path, Any] = {}
    for pick, action in entries:
        path = tuple(c.ident for c in pick)
        if path in seen and seen[path] != action:
            return False
        seen[path] = action
    prefixes = {path[:n] for path in seen for n in range(1, len(path))}
    return not any(path in prefixes for path in seen)


class Picker:
    """The choices made so far towards one legal action, and what may come next.

    With `lone`, no click carries no decision: an option that is the only one at its
    step is taken by itself, even when it completes the action (one pawn with one move:
    one click). A decision that has only one way to go is then picked entirely by
    itself: `forced` is its action (the table plays it after a visible beat). Without
    `lone`, only a lone option marked `auto` that completes nothing is taken.

    >>> entries = [((Choice("pawn", 1), Choice("square", 5)), "move"),
    ...            ((Choice("pawn", 2), Choice("square", 9)), "other")]
    >>> Picker(entries, lone=True).choose(Choice("pawn", 2))   # one click
    'other'
    >>> Picker(entries[:1], lone=True).forced
    'move'
    >>> Picker(entries[:1]).forced is None
    True
    """

    def __init__(self, entries: Sequence[Entry], lone: bool = False) -> None:
        self.entries: list[Entry] = list(entries)
        self.lone = lone
        self.chosen: list[Choice] = []
        self._auto: list[bool] = []
        #: the action of a decision with one way to go (only with `lone`), else None
        self.forced: Any | None = self._take_auto()

    # --- queries ---------------------------------------------------------------------
    def live(self) -> list[Entry]:
        """The entries that continue the choices made so far."""
        n = len(self.chosen)
        ids = [c.ident for c in self.chosen]
        return [
            (pick, action)
            for pick, action in self.entries
            if len(pick) > n and all(pick[i].ident == ids[i] for i in range(n))
        ]

    def actions(self) -> list[Any]:
        """The legal actions still reachable (in the engine's order, without repeats)."""
        out: list[Any] = []
        for _, action in self.live():
            if action not in out:
                out.append(action)
        return out

    def options(self) -> list[Choice]:
        """The next choices, one per distinct step, with the labels of every action
        they lead to merged ("+11 / switch")."""
        n = len(self.chosen)
        merged: dict[tuple[str, Hashable], Choice] = {}
        for pick, _ in self.live():
            c = pick[n]
            have = merged.get(c.ident)
            if have is None:
                merged[c.ident] = c
                continue
            label = have.label
            if c.label and c.label not in label.split(" / "):
                label = f"{label} / {c.label}" if label else c.label
            also = have.also + tuple(k for k in c.also if k not in have.also)
            if label != have.label or also != have.also:
                merged[c.ident] = replace(have, label=label, also=also)
        return list(merged.values())

    def find(self, kind: str, key: Hashable) -> Choice | None:
        """The option picked by (kind, key), also through an option's `also` targets."""
        for c in self.options():
            if c.ident == (kind, key) or (kind, key) in c.also:
                return c
        return None

    def alternatives(self) -> list[Choice]:
        """The other options of the last choice the player made (not an automatic one):
        picking one of those means stepping back first."""
        if not self.chosen or self._auto[-1]:
            return []
        last = self.chosen.pop()
        flag = self._auto.pop()
        try:
            return [c for c in self.options() if c.ident != last.ident]
        finally:
            self.chosen.append(last)
            self._auto.append(flag)

    def prompt(self) -> str:
        """The question for the next choice (a board choice before a button)."""
        options = self.options()
        for c in options:
            if c.kind != "button" and c.prompt:
                return c.prompt
        for c in options:
            if c.prompt:
                return c.prompt
        return ""

    @property
    def depth(self) -> int:
        return len(self.chosen)

    # --- changes ---------------------------------------------------------------------
    def choose(self, choice: Choice) -> Any | None:
        """Take one option; returns the action when the pick is complete, else None.
        A choice that is not an option now raises ValueError."""
        ident = choice.ident
        option = next((c for c in self.options() if c.ident == ident), None)
        if option is None:
            raise ValueError(f"{choice.kind} {choice.key!r} is not a choice now")
        self.chosen.append(option)
        self._auto.append(False)
        done = self._complete()
        if done is not None:
            return done
        return self._take_auto()

    def back(self) -> bool:
        """Undo the last choice the player made (and the automatic ones after it);
        False when there is nothing the player chose."""
        if not any(not auto for auto in self._auto):
            return False
        while self.chosen:
            self.chosen.pop()
            if not self._auto.pop():
                break
        return True

    def reset(self) -> None:
        self.chosen.clear()
        self._auto.clear()
        self.forced = self._take_auto()

    def _complete(self) -> Any | None:
        n = len(self.chosen)
        ids = [c.ident for c in self.chosen]
        for pick, action in self.entries:
            if len(pick) == n and all(pick[i].ident == ids[i] for i in range(n)):
                return action
        return None

    def _take_auto(self) -> Any | None:
        """Take lone options by themselves (see the class); returns the action when that
        completes it."""
        while True:
            options = self.options()
            if len(options) != 1 or not (options[0].auto or self.lone):
                return None
            n = len(self.chosen)
            ident = options[0].ident
            completes = any(len(p) == n + 1 and p[n].ident == ident for p, _ in self.live())
            if completes and not self.lone:
                return None
            self.chosen.append(options[0])
            self._auto.append(True)
            if completes:
                return self._complete()
