"""Events: what an applied action did, for animation, sound, banners and the move log.

Games subclass `Event` with frozen dataclasses. `kind` is a short stable name (the sound
table and the animations use it); `describe()` is a sentence for the move log;
`headline()` is the few words worth a banner on the table, or None; `summary()` is the
panel the table shows between rounds when the event ends one, or None; `effect()` the
few words a hint gives for it ("bumps Blue"), or None. None of them ever contains a
rule id.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Summary:
    """What happened in a round, shown between rounds until the player goes on: a title
    ("Round 2 is over") and a few short lines in player words."""

    title: str
    lines: tuple[str, ...]


class Event:
    """Base class of every event."""

    __slots__ = ()
    kind: str = "event"

    def describe(self, names: list[str] | None = None) -> str:
        return str(self)

    def headline(self, names: list[str] | None = None) -> str | None:
        """A short line for a banner when this event is news (a forfeit, a win), else None."""
        return None

    def summary(self, names: list[str] | None = None) -> Summary | None:
        """The round's summary when this event ends a round (and the game goes on)."""
        return None

    def effect(self, names: list[str] | None = None) -> str | None:
        """A few words on why this matters, for a hint ("lands on your slide", "bumps
        Blue"), or None when it is not worth saying."""
        return None


def who(player: int | None, names: list[str] | None) -> str:
    """A seat's name, or 'Player N' without names."""
    if player is None:
        return "Nobody"
    return names[player] if names and 0 <= player < len(names) else f"Player {player + 1}"


def acts(player: int | None, names: list[str] | None, verb: str) -> str:
    """'Ann plays', but 'You play' for a seat named You (verb given in the 3rd person).

    >>> acts(0, ["Ann", "You"], "plays"), acts(1, ["Ann", "You"], "passes")
    ('Ann plays', 'You pass')
    >>> acts(1, None, "has")
    'Player 2 has'
    """
    name = who(player, names)
    if name != "You":
        return f"{name} {verb}"
    return f"You {_IRREGULAR.get(verb) or _plain(verb)}"


_IRREGULAR = {"has": "have", "is": "are", "does": "do", "cannot": "cannot"}


def _plain(verb: str) -> str:
    """The plain form of a 3rd-person verb: plays → play, passes → pass, goes → go."""
    if verb.endswith("es") and verb[:-2].endswith(("s", "sh", "ch", "x", "z", "o")):
        return verb[:-2]
    return verb[:-1] if verb.endswith("s") else verb


def wins_text(names: list[str]) -> str:
    """Who won, in a line for the header and the results.

    >>> wins_text(["Ada"]), wins_text(["You"]), wins_text(["Ada", "Cy"])
    ('Ada wins!', 'You win!', 'Ada and Cy win!')
    """
    if len(names) == 1 and names[0] != "You":
        return f"{names[0]} wins!"
    return " and ".join(names) + " win!"
