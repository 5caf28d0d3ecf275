"""The statistics: per game, per player name (and per computer level), how many games,
wins, the current and best win streak and the average length of a game.

Kept in `paths.data_dir()/stats.json`, written atomically. Each finished game is
counted once: it is keyed by its identity (game, seed, start time), so Results shown
again, a take-back after the end or a reload never counts it twice. A file that cannot
be read is moved aside as `stats.corrupt-<time>.json` (never deleted or overwritten)
and a fresh one is started; the caller shows the message. Reading is bounded like the
other user files.

>>> stats = Stats()
>>> seats = [SeatResult("Ann", "human", "", True), SeatResult("Bot", "computer", "hard", False)]
>>> record_game(stats, "k1", "demo", seats, 30, "turns"), record_game(stats, "k1", "demo", seats, 30, "turns")
(True, False)
>>> [(who.label, tally.games, tally.wins) for who, tally in stats.rows("demo")]
[('Ann', 1, 1), ('Computer (hard)', 1, 0)]
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from sorry_game.store.guarded import NotAFile, atomic_write_text, corrupt_name, read_limited
from sorry_game.store.paths import data_file

if TYPE_CHECKING:  # types only: the session is above the statistics
    from sorry_game.session import Session

VERSION = 1
#: a statistics file is a few kilobytes; anything larger is not ours
MAX_STATS_BYTES = 1024 * 1024
#: the identities of counted games that are remembered (oldest forgotten first)
MAX_SEEN = 2000
#: rows kept per game (players and levels); beyond this the least played are dropped
MAX_ROWS = 200
NAME_LEN = 32
TALLY_FIELDS = ("games", "wins", "streak", "best_streak", "length_total")


class StatsError(ValueError):
    """The statistics file cannot be used; the reason is in player words."""


@dataclass
class Tally:
    """One player's (or computer level's) record in one game."""

    games: int = 0
    wins: int = 0
    #: wins in a row up to the last game (0 after a loss)
    streak: int = 0
    best_streak: int = 0
    #: the lengths of all counted games added up (in the game's unit)
    length_total: int = 0

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def average_length(self) -> float:
        return self.length_total / self.games if self.games else 0.0

    def add(self, won: bool, length: int) -> None:
        self.games += 1
        self.length_total += max(0, length)
        if won:
            self.wins += 1
            self.streak += 1
            self.best_streak = max(self.best_streak, self.streak)
        else:
            self.streak = 0


@dataclass(frozen=True)
class Who:
    """Whom a tally counts: a human by name, or a computer level."""

    kind: str  # "human" | "computer"
    name: str  # the player's name, or the computer's level

    @property
    def key(self) -> str:
        return f"{self.kind}:{self.name}"

    @property
    def label(self) -> str:
        return self.name if self.kind == "human" else f"Computer ({self.name})"

    @classmethod
    def from_key(cls, key: str) -> Who:
        kind, sep, name = key.partition(":")
        if not sep or kind not in ("human", "computer") or not name or len(name) > NAME_LEN:
            raise StatsError(f"{key[:40]!r} is not a player of the statistics")
        return cls(kind, name)


@dataclass(frozen=True)
class SeatResult:
    """How one seat did in a finished game."""

    name: str
    kind: str
    level: str
    won: bool

    @property
    def who(self) -> Who:
        if self.kind == "computer":
            return Who("computer", self.level[:NAME_LEN] or "normal")
        return Who("human", " ".join(self.name.split())[:NAME_LEN] or "Player")


@dataclass
class Stats:
    """Every game's tallies (game id → player key → Tally), the unit each game counts
    its length in, and the identities of the games already counted."""

    games: dict[str, dict[str, Tally]] = field(default_factory=dict)
    units: dict[str, str] = field(default_factory=dict)
    seen: list[str] = field(default_factory=list)

    def rows(self, game_id: str) -> list[tuple[Who, Tally]]:
        """The game's players, humans first, most games first, then by name."""
        rows = [(Who.from_key(k), t) for k, t in self.games.get(game_id, {}).items()]
        rows.sort(key=lambda r: (r[0].kind != "human", -r[1].games, r[0].name.lower()))
        return rows

    def unit(self, game_id: str) -> str:
        return self.units.get(game_id, "turns")

    def total_games(self, game_id: str) -> int:
        """Finished games of this game counted (the most any one row has played)."""
        return max((t.games for t in self.games.get(game_id, {}).values()), default=0)

    def to_dict(self) -> dict[str, Any]:
        return {
            "version": VERSION,
            "games": {
                g: {k: {f: getattr(t, f) for f in TALLY_FIELDS} for k, t in rows.items()}
                for g, rows in self.games.items()
            },
            "units": dict(self.units),
            "seen": list(self.seen),
        }

    @classmethod
    def from_dict(cls, data: Any) -> Stats:
        """Stats from the file's JSON; StatsError saying what is wrong."""
        if not isinstance(data, dict):
            raise StatsError("it is not a table of statistics")
        if data.get("version") != VERSION:
            raise StatsError(f"it is not version {VERSION} of the statistics")
        games, units, seen = data.get("games"), data.get("units", {}), data.get("seen", [])
        if not isinstance(games, dict) or not isinstance(units, dict) or not isinstance(seen, list):
            raise StatsError("its games, units or counted games are not in the right form")
        stats = cls()
        for game_id, rows in games.items():
            if not isinstance(rows, dict) or len(rows) > MAX_ROWS:
                raise StatsError(f"the players of {str(game_id)[:40]!r} are not a table")
            stats.games[str(game_id)] = {Who.from_key(k).key: tally_of(v) for k, v in rows.items()}
        for game_id, unit in units.items():
            if not isinstance(unit, str) or len(unit) > NAME_LEN:
                raise StatsError("a game's unit of length is not a short word")
            stats.units[str(game_id)] = unit
        if not all(isinstance(k, str) for k in seen):
            raise StatsError("the list of counted games holds something else")
        stats.seen = seen[-MAX_SEEN:]
        return stats


def tally_of(data: Any) -> Tally:
    """A Tally from JSON, every field a whole number ≥ 0 and wins ≤ games."""
    if not isinstance(data, dict):
        raise StatsError("a player's record is not a table")
    values = {}
    for name in TALLY_FIELDS:
        value = data.get(name, 0)
        if not isinstance(value, int) or isinstance(value, bool) or value < 0:
            raise StatsError(f"a player's {name.replace('_', ' ')} is not a whole number")
        values[name] = value
    tally = Tally(**values)
    if tally.wins > tally.games or tally.best_streak > tally.wins or tally.streak > tally.wins:
        raise StatsError("a player has more wins than games")
    return tally


def record_game(
    stats: Stats,
    key: str,
    game_id: str,
    seats: Sequence[SeatResult],
    length: int,
    unit: str,
) -> bool:
    """Count one finished game (each seat once) unless `key` was counted before.
    Returns True when it was counted now."""
    if key in stats.seen:
        return False
    rows = stats.games.setdefault(game_id, {})
    for seat in seats:
        rows.setdefault(seat.who.key, Tally()).add(seat.won, length)
    if len(rows) > MAX_ROWS:  # keep the most played
        keep = sorted(rows, key=lambda k: -rows[k].games)[:MAX_ROWS]
        stats.games[game_id] = {k: rows[k] for k in keep}
    stats.units[game_id] = unit
    stats.seen.append(key)
    del stats.seen[:-MAX_SEEN]
    return True


# --- the file ------------------------------------------------------------------------------
def stats_path() -> Path:
    return data_file("stats.json")


def read_text_bounded(path: Path) -> str:
    """The file's text, refusing a folder, a pipe, a device or more than MAX_STATS_BYTES."""
    try:
        data = read_limited(path, MAX_STATS_BYTES, devices=False)
    except NotAFile:
        raise StatsError("it is not a regular file") from None
    except OSError as exc:
        raise StatsError(f"it cannot be read ({exc.strerror or exc})") from None
    if len(data) > MAX_STATS_BYTES:
        raise StatsError("it is too large to be the statistics")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise StatsError("it is not a text file") from None


@dataclass
class Loaded:
    """The statistics read from disk, and what went wrong (player words), if anything."""

    stats: Stats
    #: None, or (title, lines) of the message to show
    problem: tuple[str, list[str]] | None = None


def load_stats(path: Path | None = None) -> Loaded:
    """The statistics in `path` (default: stats.json in the data folder); a fresh table
    when there is no file yet. A broken file is moved aside and explained."""
    path = path or stats_path()
    if not (path.exists() or path.is_symlink()):
        return Loaded(Stats())
    try:
        text = read_text_bounded(path)
        try:
            data = json.loads(text)
        except (ValueError, RecursionError):
            raise StatsError("it is not valid JSON") from None
        return Loaded(Stats.from_dict(data))
    except StatsError as exc:
        reason = str(exc)
    target = corrupt_name(path)
    try:
        os.replace(path, target)
        where = f"It was kept as {target.name} in {target.parent}."
    except OSError as exc:
        where = f"It could not be moved aside ({exc.strerror or exc}); it was left as it is."
        return Loaded(Stats(), ("The statistics could not be read", [f"Reason: {reason}", where]))
    lines = [f"Reason: {reason}", where, "New statistics start with the next game."]
    return Loaded(Stats(), ("The statistics could not be read", lines))


def save_stats(stats: Stats, path: Path | None = None) -> str | None:
    """Write atomically; the reason in player words when it failed, else None."""
    path = path or stats_path()
    try:
        atomic_write_text(path, json.dumps(stats.to_dict(), indent=1, sort_keys=True) + "\n")
    except OSError as exc:
        return f"The statistics could not be saved to {path}: {exc.strerror or exc}"
    return None


# --- a finished game -----------------------------------------------------------------------
def game_key(session: Session) -> str:
    """The identity of a session's game: the game, its seed and when it started (a game
    saved before start times were kept: its actions' fingerprint instead)."""
    started = getattr(session, "started", None)
    if isinstance(started, int) and started > 0:
        mark = str(started)
    else:
        mark = hashlib.sha1("\n".join(session.actions).encode("utf-8")).hexdigest()[:16]
    return f"{session.game_id}|{session.seed}|{mark}"


def seat_results(session: Session) -> list[SeatResult]:
    """Each seat of a finished game and whether it won (a shared or team win counts)."""
    outcome = session.state.outcome()
    winners = set(outcome.winners) if outcome is not None else set()
    return [
        SeatResult(seat.name, seat.kind, seat.level, i in winners)
        for i, seat in enumerate(session.seats)
    ]


def record_session(
    session: Session, length: int, unit: str, path: Path | None = None
) -> tuple[bool, tuple[str, list[str]] | None]:
    """Count a finished session once in the statistics file. Returns (counted now, the
    message to show when the file was broken or could not be saved)."""
    if not session.state.is_over():
        return False, None
    loaded = load_stats(path)
    counted = record_game(
        loaded.stats, game_key(session), session.game_id, seat_results(session), length, unit
    )
    problem = loaded.problem
    if counted or problem is not None:
        error = save_stats(loaded.stats, path)
        if error is not None:
            problem = ("The statistics could not be saved", [error])
    return counted, problem
