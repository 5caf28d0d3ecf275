"""Record files in the user's folders (finished games, named saves): read one without
trusting it, and describe it for a list (game, date, players, winner).

A list must never break on one bad file: `describe` turns any fault into an
unreadable entry with the reason in player words, and never writes to the file.
Reading only parses the header and the action lines (no replay), so a list of
hundreds of games opens at once; the rules check the moves when one is opened.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from pathlib import Path

from sorry_game.engine.errors import SaveError
from sorry_game.engine.savefile import MAX_SAVE_BYTES, SaveRecord, loads
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
        """'25 Nov 2026 19:40' in local time."""
        return time.strftime("%d %b %Y %H:%M", time.localtime(self.when)) if self.when else ""


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
    try:
        colours = len(get_game(record.game_id).colours)
        return seats_of(record.meta, record.config.players, colours)
    except (SaveError, KeyError):
        return [Seat(f"Player {i + 1}", colour=i % 4) for i in range(max(1, record.config.players))]


def describe(path: Path) -> RecordInfo:
    """A row for `path`; any fault gives an unreadable row (the reason), never raises."""
    try:
        when = path.stat().st_mtime
    except OSError:
        when = 0.0
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
        if isinstance(stamp, (int, float)) and not isinstance(stamp, bool) and stamp > 0:
            when = float(stamp)
            break
    names = tuple(seat.name for seat in seats_or_default(record))
    winner = record.meta.get("winner", "")
    return RecordInfo(
        path,
        title,
        when,
        names,
        winner if isinstance(winner, str) else "",
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
