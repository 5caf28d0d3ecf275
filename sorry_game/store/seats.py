"""Who sits at each seat of a game, as a record's meta line keeps them: a human or a
computer of some level, a name and a colour, the screen or a phone. Read exactly as
saved (`seats_of`): who plays is never guessed. Here, below the session, so that the
store can describe and replay a record without the session.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from typing import Any

from sorry_game.ai.levels import LEVEL_NAMES
from sorry_game.engine.errors import SaveError
from sorry_game.engine.savefile import shown

#: the computer levels a save may name: the table of levels (`ai.levels`), never a copy
LEVELS = LEVEL_NAMES
#: the fields of a seat in a save (`Seat.to_dict`: "where" only for a seat on a phone)
SEAT_FIELDS = ("name", "kind", "level", "colour", "where")
#: where a human plays: at the table's screen, or from a phone (docs/PHONES.md)
WHERES = ("screen", "phone")
NAME_LEN = 14


def clean_name(value: Any, fallback: str) -> str:
    """A seat name safe to show and save: text only, no control characters (a NUL in a
    name once broke every later start), trimmed to NAME_LEN; `fallback` when empty."""
    if not isinstance(value, str):
        return fallback
    text = "".join(ch for ch in value if unicodedata.category(ch)[0] != "C")
    text = " ".join(text.split())[:NAME_LEN].strip()
    return text or fallback


def unique_names(names: Sequence[str]) -> list[str]:
    """The names with a number added to each repeat (case aside), so that the log,
    Results and the statistics can tell two players apart.

    >>> unique_names(["Ann", "Bo", "ann", "Ann"])
    ['Ann', 'Bo', 'ann 2', 'Ann 3']
    """
    seen: set[str] = set()
    out = []
    for name in names:
        given, n = name, 1
        while name.casefold() in seen:
            n += 1
            name = f"{given[: NAME_LEN - len(str(n)) - 1].rstrip()} {n}"
        seen.add(name.casefold())
        out.append(name)
    return out


@dataclass
class Seat:
    """Who sits at a seat: a human or a computer of some level, with a name and colour;
    a human plays at the screen or from a phone (`where`: still a human for take-backs,
    statistics and everything that asks `is_human`)."""

    name: str
    kind: str = "human"  # "human" | "computer"
    level: str = "normal"  # for computers: a name of `LEVELS` (easy … expert)
    colour: int = 0
    where: str = "screen"  # for humans: a name of `WHERES`

    @property
    def is_human(self) -> bool:
        return self.kind == "human"

    @property
    def on_phone(self) -> bool:
        """A human playing this seat from a phone."""
        return self.kind == "human" and self.where == "phone"

    def to_dict(self) -> dict[str, Any]:
        """The seat as a save keeps it: "where" only when it is a phone, so a save of a
        game without phones is what it always was."""
        data = asdict(self)
        if not self.on_phone:
            del data["where"]
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any], index: int = 0, colours: int = 4) -> Seat:
        """A seat from save data, exactly as saved: who plays is never guessed. A field
        that is missing (a human may leave out the level, any seat its name), misspelt,
        unknown or not what a seat can be is refused with a ValueError naming it."""
        which = f"seat {index + 1}"
        if not isinstance(data, dict):
            raise ValueError(f"{which} is not a seat (a name, kind, level and colour)")
        for key in data:
            if key not in SEAT_FIELDS:
                raise ValueError(
                    f"{which} has an unknown field {shown(key)} "
                    "(a seat has a name, kind, level, colour and where)"
                )
        if "kind" not in data:
            raise ValueError(f"{which} does not say its kind (human or computer)")
        kind = data["kind"]
        if kind not in ("human", "computer"):
            raise ValueError(f"{which}: kind {shown(kind)} is not human or computer")
        if "level" not in data and kind == "computer":
            raise ValueError(f"{which} does not say its computer level")
        level = data.get("level", "normal")
        if level not in LEVELS:
            raise ValueError(
                f"{which}: computer level {shown(level)} is not one of {', '.join(LEVELS)}"
            )
        if "colour" not in data:
            raise ValueError(f"{which} does not say its colour")
        colour = data["colour"]
        if not isinstance(colour, int) or isinstance(colour, bool) or not 0 <= colour < colours:
            raise ValueError(f"{which}: colour {shown(colour)} is not a colour of this game")
        where = data.get("where", "screen")
        if where not in WHERES or (where == "phone" and kind != "human"):
            raise ValueError(f"{which}: where {shown(where)} is not the screen or a phone")
        name = clean_name(data.get("name"), f"Player {index + 1}")
        return cls(name, kind, level, colour, where)


def seats_of(meta: dict[str, Any], players: int, colours: int) -> list[Seat]:
    """The seats of a save's meta line, exactly as saved; SaveError (line 6) naming what
    is missing or wrong. A save that does not say who plays is refused, never filled in
    with humans."""
    if "seats" not in meta:
        raise SaveError(6, "the save does not say who plays (its seats are missing)")
    raw = meta["seats"]
    if not isinstance(raw, list):
        raise SaveError(6, "the seats are not valid: expected a list of seats")
    if not raw:
        raise SaveError(6, "the save does not say who plays (its list of seats is empty)")
    if len(raw) != players:
        raise SaveError(6, f"{len(raw)} seats for {players} players")
    try:
        return [Seat.from_dict(s, i, colours) for i, s in enumerate(raw)]
    except ValueError as exc:
        raise SaveError(6, f"the seats are not valid: {exc}") from None
