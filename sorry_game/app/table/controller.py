"""The generic pick controller: clicks and keys → exactly one legal action (DESIGN §3).

It wraps the engine's `Picker` over `state.picks()`: the options are only continuations
of legal actions, so a player can never build an illegal one, and no rule is re-derived
here. No click carries no decision (unless the player asked to confirm forced moves):
a lone option is taken by itself, and a decision with one way to go is `forced` (the
table plays it after a visible beat). Pass — any answer that is a whole action by itself
— stays on offer while the player is part-way through another pick. A click may also
take an *alternate*: another option of the step just made (a different pawn), which
steps back first.
"""

from __future__ import annotations

from typing import Any

from sorry_game.engine.interface import State
from sorry_game.engine.picking import Choice, Picker


class PickController:
    def __init__(self) -> None:
        self.picker: Picker | None = None
        #: answers that are a whole action by themselves (Pass), offered at every step
        self.standing: list[Choice] = []
        #: the choices of the hinted action (drawn as marks), empty without a hint
        self.hint: list[Choice] = []
        self.hint_action: Any = None

    def sync(self, state: State, active: bool, lone: bool = True) -> None:
        """Start picking afresh for the state's decider (when `active`: a human decides);
        `lone`: lone options are taken by themselves (no click without a choice)."""
        entries = state.picks() if active and not state.is_over() else None
        self.picker = Picker(entries, lone=lone) if entries is not None else None
        self.standing = []
        for pick, _action in entries or []:
            if len(pick) == 1 and pick[0].kind == "button" and pick[0] not in self.standing:
                self.standing.append(pick[0])
        self.hint = []
        self.hint_action = None

    @property
    def active(self) -> bool:
        return self.picker is not None

    @property
    def forced(self) -> Any | None:
        """The action of a decision that has only one way to go (picked by itself)."""
        return self.picker.forced if self.picker is not None else None

    def options(self) -> list[Choice]:
        if self.picker is None:
            return []
        options = self.picker.options()
        if self.picker.depth and options:
            have = {c.ident for c in options}
            options += [c for c in self.standing if c.ident not in have]
        return options

    @property
    def chosen(self) -> list[Choice]:
        return list(self.picker.chosen) if self.picker is not None else []

    def prompt(self) -> str:
        """The question asked now; for a forced decision, what it is."""
        picker = self.picker
        if picker is None:
            return ""
        if picker.forced is not None:
            return next((c.prompt for c in picker.chosen if c.prompt), "")
        return picker.prompt()

    def choose(self, choice: Choice) -> Any | None:
        """Take an option (or an alternate, or a standing answer); returns the action
        once it is complete."""
        picker = self.picker
        if picker is None:
            return None
        ident = choice.ident
        if any(c.ident == ident for c in picker.options()):
            return picker.choose(choice)
        if any(c.ident == ident for c in self.alternates()):
            picker.back()
            return picker.choose(choice)
        if any(c.ident == ident for c in self.standing):
            picker.reset()
            return picker.choose(choice)
        return None

    def leads_to(self, choice: Choice) -> list[Any]:
        """The legal actions taking `choice` now could still end in (in the engine's
        order, without repeats); empty for a choice that is not an option now."""
        picker = self.picker
        if picker is None:
            return []
        n = picker.depth
        if any(c.ident == choice.ident for c in picker.options()):
            out: list[Any] = []
            for pick, action in picker.live():
                if pick[n].ident == choice.ident and action not in out:
                    out.append(action)
            return out
        return [
            a
            for pick, a in picker.entries
            if len(pick) == 1 and pick[0] in self.standing and pick[0].ident == choice.ident
        ][:1]

    def back(self) -> bool:
        """Step back one choice; False when nothing was chosen (Esc then pauses)."""
        return self.picker.back() if self.picker is not None else False

    def alternates(self) -> list[Choice]:
        """The other options of the last step the player made (clicking one re-picks)."""
        if self.picker is None:
            return []
        return [c for c in self.picker.alternatives() if c.kind != "button"]

    def set_hint(self, action: Any) -> None:
        """Show `action` as marks: the first pick that leads to it."""
        self.hint_action = action
        self.hint = []
        if self.picker is None:
            return
        for pick, act in self.picker.entries:
            if act == action:
                self.hint = list(pick)
                return
