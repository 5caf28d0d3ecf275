"""Record files in the user's folders (finished games, named saves): read one without
trusting it, and describe it for a list (game, date, players, winner).

A list must never break on one bad file: `describe` turns any fault into an
unreadable entry with the reason in player words, and never writes to the file.
Reading only parses the header and the action lines (no replay), so a list of
hundreds of games opens at once; the rules check the moves when one is opened.
Every number of a record is checked against its range where the file is parsed
(`savefile.loads`: players, seed, moves, the meta line's times), so a row never makes
room for a hundred million players nor dates a game in the year 3 billion.
"""

from __future__ import annotations

import time
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path

from sorry_game.engine.errors import SaveError
from sorry_game.engine.savefile import MAX_PLAYERS, MAX_SAVE_BYTES, SaveRecord, loads, time_ok
from sorry_game.games.catalogue import get_game
from sorry_game.session import Seat, read_bounded, seats_of

#: the extension of every record file
SUFFIX = ".sorry"


@dataclass(frozen=True)
class RecordInfo:
    """One row of a list of records."""

    path: Path
    #: the game's title ("" when unreadable)
    game: str = ""
    #: when it was saved or finished, seconds since the epoch (the file's time otherwise)
    when: float = 0.0
    players: tuple[str, ...] = ()
    #: who won ("" while a game runs or when the file does not say)
    winner: str = ""
    moves: int = 0
    #: why the file cannot be used ("" when it can)
    error: str = ""
    record: SaveRecord | None = field(default=None, compare=False, repr=False)

    @property
    def ok(self) -> bool:
        return not self.error

    @property
    def name(self) -> str:
        """The file's name without its extension (a named save's name)."""
        return self.path.stem

    def date_text(self) -> str:
        """'25 Nov 2026 19:40' in local time ("" for a time no calendar shows: a file's
        own time can be anything)."""
        if not self.when:
            return ""
        try:
            return time.strftime("%d %b %Y %H:%M", time.localtime(self.when))
        except (OverflowError, OSError, ValueError):
            return ""


def read_record(path: Path) -> SaveRecord:
    """The record in `path`, parsed (not replayed); SaveError in words otherwise."""
    data = read_bounded(Path(path))
    if len(data) > MAX_SAVE_BYTES:
        raise SaveError(0, "the file is too large to be a saved game")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise SaveError(0, "the file is not a text save file") from None
    return loads(text)


def seats_or_default(record: SaveRecord) -> list[Seat]:
    """The record's seats; numbered players when its meta does not say (a record
    written by hand can still be watched)."""
    colours = 4
    try:
        colours = max(1, len(get_game(record.game_id).colours))
        return seats_of(record.meta, record.config.players, colours)
    except (SaveError, KeyError):
        players = max(1, min(record.config.players, MAX_PLAYERS))
        return [Seat(f"Player {i + 1}", colour=i % colours) for i in range(players)]


#: a winner's words longer than this are cut (the meta line allows 20,000 characters)
WINNER_LEN = 60


def shown_words(value: object, limit: int = WINNER_LEN) -> str:
    """Text from a file as a row may show it: no control or invisible characters, one
    line, at most `limit` characters ("" for anything but text).

    >>> shown_words("Ann\\u202e and\\n Bo"), shown_words(7), len(shown_words("x" * 500))
    ('Ann and Bo', '', 60)
    """
    if not isinstance(value, str):
        return ""
    text = "".join(ch for ch in value[: limit * 4] if unicodedata.category(ch)[0] != "C")
    return " ".join(text.split())[:limit].strip()


def file_time(path: Path) -> float:
    """The file's own time (0.0 when it cannot be read or is not a number a list can sort)."""
    try:
        when = path.stat().st_mtime
    except (OSError, ValueError):
        return 0.0
    return when if when == when else 0.0  # NaN never sorts


def describe(path: Path) -> RecordInfo:
    """A row for `path`; any fault gives an unreadable row (the reason), never raises."""
    when = file_time(path)
    try:
        record = read_record(path)
        title = get_game(record.game_id).title
    except SaveError as exc:
        return RecordInfo(path, when=when, error=exc.reason if exc.reason else str(exc))
    except KeyError:
        return RecordInfo(path, when=when, error="this version does not know its game")
    except Exception as exc:  # noqa: BLE001 - one bad file never breaks a list
        return RecordInfo(path, when=when, error=f"it could not be read ({type(exc).__name__})")
    for key in ("finished", "saved"):
        stamp = record.meta.get(key)
        if time_ok(stamp):  # checked by `loads`: a time in range or absent
            when = float(stamp)
            break
    names = tuple(seat.name for seat in seats_or_default(record))
    winner = record.meta.get("winner", "")
    return RecordInfo(
        path,
        title,
        when,
        names,
        shown_words(winner),
        len(record.actions),
        record=record,
    )


def list_folder(folder: Path) -> list[RecordInfo]:
    """Every record file of `folder`, newest first (a missing folder: none)."""
    try:
        paths = [p for p in folder.iterdir() if p.suffix == SUFFIX and not p.name.startswith(".")]
    except OSError:
        return []
    rows = [describe(p) for p in paths]
    rows.sort(key=lambda r: (r.when, r.path.name), reverse=True)
    return rows
