"""Record files in the user's folders (finished games, named saves): read one without
trusting it, and describe it for a list (game, date, players, winner).

A list must never break on one bad file: `describe` turns any fault into an
unreadable entry with the reason in player words (`lasting` when the file itself is
at fault, not the disk), and never writes to the file. A list is a `Listing`: the
files in order from their names and times alone, each read only when a row is
drawn, so that a folder of thousands opens at once; reading only parses the header
and the action lines (no replay): the rules check the moves when one is opened.
Every number of a record is checked against its range where the file is parsed
(`savefile.loads`: players, seed, moves, the meta line's times), so a row never makes
room for a hundred million players nor dates a game in the year 3 billion.
"""

from __future__ import annotations

import os
import time
import unicodedata
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import overload

from sorry_game.engine.errors import SaveError
from sorry_game.engine.savefile import MAX_PLAYERS, SaveRecord, loads, time_ok
from sorry_game.games.catalogue import get_game
from sorry_game.store import kinds
from sorry_game.store.guarded import Unreadable, read_bytes
from sorry_game.store.seats import Seat, seats_of

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
    #: the file itself cannot be read by this version (not the disk failing for now)
    lasting: bool = field(default=False, compare=False)

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


def read_save_text(path: Path, devices: bool = False) -> str:
    """The text of the record file `path` (`guarded.read_bytes`: within a save's limit,
    never waiting); SaveError (line 0) naming what is wrong. `devices`: a device is read
    too (bounded), as a file given on the command line may be."""
    try:
        data = read_bytes(kinds.SAVE, Path(path), devices)
    except Unreadable as exc:
        if exc.what == "missing":
            raise SaveError(0, f"cannot read {path}: no such file") from None
        if exc.error is not None:
            raise SaveError(0, f"cannot read {path}: {exc.error.strerror or exc.error}") from None
        raise SaveError(0, f"{path} is {exc.reason}") from None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise SaveError(0, f"{path} is not a text save file") from None


def read_record(path: Path) -> SaveRecord:
    """The record in `path`, parsed (not replayed); SaveError in words otherwise."""
    return loads(read_save_text(path))


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
        data = read_bytes(kinds.SAVE, path)
    except Unreadable as exc:
        return RecordInfo(path, when=when, error=f"it is {exc.reason}", lasting=exc.lasting)
    try:
        record = loads(data.decode("utf-8"))
        title = get_game(record.game_id).title
    except UnicodeDecodeError:
        return RecordInfo(path, when=when, error="it is not a text save file", lasting=True)
    except SaveError as exc:
        reason = exc.reason if exc.reason else str(exc)
        return RecordInfo(path, when=when, error=reason, lasting=True)
    except KeyError:
        error = "this version does not know its game"
        return RecordInfo(path, when=when, error=error, lasting=True)
    except Exception as exc:  # noqa: BLE001 - one bad file never breaks a list
        error = f"it could not be read ({type(exc).__name__})"
        return RecordInfo(path, when=when, error=error, lasting=True)
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


class Listing(Sequence[RecordInfo]):
    """Record files in the order given, each described (`describe`) the first time its
    row is asked for: a list of thousands draws its first page after reading a page.
    Compares equal to the list of its rows."""

    def __init__(self, paths: Iterable[Path]) -> None:
        self.paths = list(paths)
        self._rows: dict[int, RecordInfo] = {}

    def __len__(self) -> int:
        return len(self.paths)

    @overload
    def __getitem__(self, index: int) -> RecordInfo: ...
    @overload
    def __getitem__(self, index: slice) -> list[RecordInfo]: ...
    def __getitem__(self, index: int | slice) -> RecordInfo | list[RecordInfo]:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        if index < 0:
            index += len(self)
        if not 0 <= index < len(self):
            raise IndexError(index)
        row = self._rows.get(index)
        if row is None:
            row = self._rows[index] = describe(self.paths[index])
        return row

    def __iter__(self) -> Iterator[RecordInfo]:
        return (self[i] for i in range(len(self)))

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Listing | list):
            return list(self) == list(other)
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def __add__(self, other: Sequence[RecordInfo]) -> list[RecordInfo]:
        return list(self) + list(other)

    @property
    def described(self) -> int:
        """How many of its files have been read (what opening a list costs)."""
        return len(self._rows)


def record_entries(folder: Path) -> list[os.DirEntry[str]]:
    """The record files of `folder` as the folder lists them (not the hidden ones:
    temporary files, locks); none for a folder that is missing or cannot be read."""
    try:
        with os.scandir(folder) as entries:
            return [e for e in entries if e.name.endswith(SUFFIX) and not e.name.startswith(".")]
    except OSError:
        return []


def record_files(folder: Path) -> list[Path]:
    """The record files of `folder` (`record_entries`) as paths."""
    return [Path(e.path) for e in record_entries(folder)]


def entry_time(entry: os.DirEntry[str]) -> float:
    """A listed file's own time (0.0 when it cannot be had)."""
    try:
        return entry.stat(follow_symlinks=False).st_mtime
    except OSError:
        return 0.0


def list_folders(folders: Iterable[Path], more: Iterable[Path] = ()) -> Listing:
    """Every record file of `folders` (and the files `more`), newest first by the files'
    own times (a stat each, no file read); each read only when its row is."""
    timed = [(entry_time(e), e.name, e.path) for f in folders for e in record_entries(f)]
    timed += [(file_time(p), p.name, str(p)) for p in more]
    timed.sort(reverse=True)
    return Listing(Path(path) for _when, _name, path in timed)


def list_folder(folder: Path) -> Listing:
    """Every record file of `folder`, newest first by the files' times (a missing
    folder: none); each read only when its row is."""
    return list_folders([folder])
