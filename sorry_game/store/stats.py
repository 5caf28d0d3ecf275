"""The statistics: per game, per player name (and per computer level), how many games,
wins, the current and best win streak and the average length of a game.

Kept in `paths.data_dir()/stats.json`, written through `guarded.write_text` (compact,
atomic, never more than the reader takes: `kinds.STATS.max_bytes`) while holding the
file's lock, so two windows never lose each other's games. Each finished game is counted
once: it is keyed by its identity (game, seed, start time), so Results shown again, a
take-back after the end or a reload never counts it twice. Every number and size of the
file has its range in `stats_ranges` (one place); the largest table those
ranges allow fits the byte limit (a test builds it), so whatever is written can be read.
A file that cannot be read is moved aside as `stats.corrupt-<time>.json` (never deleted
or overwritten) and a fresh one is started; the caller shows the message, which names
what is wrong in player words.

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
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from sorry_game.store import health, kinds
from sorry_game.store.guarded import (
    Busy,
    NotAFile,
    corrupt_name,
    locked,
    read_limited,
    write_text,
)
from sorry_game.store.paths import data_file
from sorry_game.store.stats_ranges import (
    FIELD_WORDS,
    GAME_ID_LEN,
    KEY_LEN,
    MAX_COUNT,
    MAX_GAME_IDS,
    MAX_LENGTH,
    MAX_ROWS,
    MAX_SEEN,
    MAX_STATS_BYTES,
    NAME_LEN,
    RANGES,
    TALLY_FIELDS,
    UNIT_LEN,
    VERSION,
    StatsError,
    fits,
    number,
    parse,
    shown_text,
    words,
)

if TYPE_CHECKING:  # types only: the session is above the statistics
    from sorry_game.session import Session


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
        """Wins per game, 0..1; never raises, whatever the numbers."""
        return ratio(self.wins, self.games, 1)

    @property
    def average_length(self) -> float:
        """The average length of a game, 0..MAX_LENGTH; never raises."""
        return ratio(self.length_total, self.games, MAX_LENGTH)

    def add(self, won: bool, length: int) -> list[str]:
        """Count one game of `length` (kept within 0..MAX_LENGTH). A field at the top of
        its range stays there; returns those fields (empty: all counted)."""
        full = [name for name in ("games", "wins") if getattr(self, name) >= MAX_COUNT]
        if not won:
            full = full[:1]
        self.games = min(self.games + 1, MAX_COUNT)
        length = min(max(0, length), MAX_LENGTH)
        self.length_total = max(0, min(self.length_total + length, self.games * MAX_LENGTH))
        if won:
            self.wins = min(self.wins + 1, MAX_COUNT)
            self.streak = min(self.streak + 1, MAX_COUNT)
            self.best_streak = max(self.best_streak, self.streak)
        else:
            self.streak = 0
        return full


def ratio(part: int, whole: int, top: int) -> float:
    """part / whole within 0..top (0 without a whole), in whole numbers until the
    quotient is known to fit a float: never raises, whatever the numbers."""
    if not isinstance(whole, int) or not isinstance(part, int) or whole <= 0 or part <= 0:
        return 0.0
    if part >= top * whole:
        return float(top)
    return part / whole


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
        if not sep or kind not in ("human", "computer") or not fits(name, NAME_LEN):
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
            return Who("computer", shown_text(self.level, NAME_LEN) or "normal")
        return Who("human", shown_text(self.name, NAME_LEN) or "Player")


def title_of(game_id: str) -> str:
    """The game's title ('Sorry!'), or its id quoted when this version does not know it."""
    from sorry_game.games.catalogue import get_game

    try:
        return get_game(game_id).title
    except Exception:  # noqa: BLE001 - an unknown or broken game is named by its id
        return repr(game_id[:GAME_ID_LEN])


def whose(label: str, name: str, game_id: str) -> str:
    """'Ann's games in Sorry!'."""
    return f"{label}'s {FIELD_WORDS.get(name, name)} in {title_of(game_id)}"


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
        """Stats from the file's JSON (read by `parse`); StatsError naming what is wrong
        or out of range."""
        if not isinstance(data, dict):
            raise StatsError("it is not a table of statistics")
        if data.get("version") != VERSION:
            raise StatsError(f"it is not version {VERSION} of the statistics")
        games, units, seen = data.get("games"), data.get("units", {}), data.get("seen", [])
        if not isinstance(games, dict) or not isinstance(units, dict) or not isinstance(seen, list):
            raise StatsError("its games, units or counted games are not in the right form")
        if len(games) > MAX_GAME_IDS or len(units) > MAX_GAME_IDS:
            raise StatsError(f"it holds more than {MAX_GAME_IDS} games")
        stats = cls()
        for game_id, rows in games.items():
            check_game_id(game_id)
            if not isinstance(rows, dict):
                raise StatsError(f"the players of {title_of(game_id)} are not a table")
            if len(rows) > MAX_ROWS:
                raise StatsError(f"{title_of(game_id)} has more than {MAX_ROWS} players")
            table = stats.games[game_id] = {}
            for key, value in rows.items():
                who = Who.from_key(key)
                table[who.key] = tally_of(value, who.label, game_id)
        for game_id, unit in units.items():
            check_game_id(game_id)
            if not fits(unit, UNIT_LEN):
                raise StatsError(f"the unit of length of {title_of(game_id)} is not a short word")
            stats.units[game_id] = unit
        if len(seen) > MAX_SEEN:
            raise StatsError(f"its list of counted games is longer than {words(MAX_SEEN)}")
        if not all(fits(k, KEY_LEN) and k.isascii() for k in seen):
            raise StatsError("the list of counted games holds something else")
        stats.seen = list(seen)
        return stats


def check_game_id(game_id: str) -> None:
    if not fits(game_id, GAME_ID_LEN):
        raise StatsError(f"{game_id[:40]!r} is not a game of the statistics")


def tally_of(data: Any, label: str = "A player", game_id: str = "") -> Tally:
    """A Tally from JSON: every field a whole number within its range, wins ≤ games,
    streaks ≤ wins, and no game longer than MAX_LENGTH."""
    if not isinstance(data, dict):
        raise StatsError(f"{label}'s record in {title_of(game_id)} is not a table")
    values: dict[str, int] = {}
    for name in TALLY_FIELDS:
        top = RANGES[name]
        if name == "length_total":
            top *= values["games"]
        values[name] = number(data.get(name, 0), whose(label, name, game_id), top)
    tally = Tally(**values)
    if tally.wins > tally.games or tally.best_streak > tally.wins or tally.streak > tally.wins:
        raise StatsError(f"{label} has more wins than games in {title_of(game_id)}")
    return tally


def game_key_of(game_id: str, seed: int, started: Any, actions: Sequence[str]) -> str:
    """The identity of a game: the game, its seed and when it started (a game saved
    before start times were kept: its actions' fingerprint instead); printable ASCII of
    at most KEY_LEN characters (else a digest of it). The same from a live session and
    from its record (`started` as Session.from_text reads it).

    >>> game_key_of("classic", 3, 1_700_000_000, ["pass"])
    'classic|3|1700000000'
    """
    if isinstance(started, int) and not isinstance(started, bool) and started > 0:
        mark = str(started) if started < 10**20 else "x" + hex(started)[-16:]
    else:
        mark = hashlib.sha1("\n".join(actions).encode("utf-8")).hexdigest()[:16]
    return bounded_key(f"{game_id}|{seed}|{mark}")


def bounded_key(key: str) -> str:
    """`key` when it is printable ASCII of at most KEY_LEN characters, else a digest."""
    if fits(key, KEY_LEN) and key.isascii():
        return key
    return "#" + hashlib.sha256(key.encode("utf-8", "replace")).hexdigest()[:32]


def record_game(
    stats: Stats,
    key: str,
    game_id: str,
    seats: Sequence[SeatResult],
    length: int,
    unit: str,
    full: list[str] | None = None,
) -> bool:
    """Count one finished game (each seat once) unless `key` was counted before.
    Returns True when it was counted now; a row at the top of a range stays there and
    is said in `full` (player words). StatsError for a game beyond MAX_GAME_IDS."""
    key = bounded_key(key)
    if key in stats.seen:
        return False
    check_game_id(game_id)
    if game_id not in stats.games and len(stats.games) >= MAX_GAME_IDS:
        raise StatsError(f"the statistics already hold {MAX_GAME_IDS} games")
    rows = stats.games.setdefault(game_id, {})
    for seat in seats:
        who = seat.who
        for name in rows.setdefault(who.key, Tally()).add(seat.won, length):
            if full is not None:
                full.append(f"{whose(who.label, name, game_id)} stay at {words(MAX_COUNT)}.")
    if len(rows) > MAX_ROWS:  # keep the most played
        keep = sorted(rows, key=lambda k: -rows[k].games)[:MAX_ROWS]
        stats.games[game_id] = {k: rows[k] for k in keep}
    if len(stats.units) < MAX_GAME_IDS or game_id in stats.units:
        stats.units[game_id] = shown_text(unit, UNIT_LEN) or "turns"
    stats.seen.append(key)
    del stats.seen[:-MAX_SEEN]
    return True


# --- the file ------------------------------------------------------------------------------
def stats_path() -> Path:
    return data_file("stats.json")


def to_text(stats: Stats) -> str:
    """The file's text: compact JSON (the largest table the ranges allow fits)."""
    data = stats.to_dict()
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"), sort_keys=True) + "\n"


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
        return data.decode("utf-8-sig")  # a BOM an editor added is no harm
    except UnicodeDecodeError:
        raise StatsError("it is not a text file") from None


#: what to tell the player: (title, lines)
Problem = tuple[str, list[str]]


@dataclass
class Loaded:
    """The statistics read from disk, and what went wrong (player words), if anything."""

    stats: Stats
    #: None, or (title, lines) of the message to show
    problem: Problem | None = None


def read_stats(path: Path) -> Stats:
    """The statistics in `path` (a fresh table without a file); StatsError naming what
    is wrong. Nothing is moved or written."""
    if not (path.exists() or path.is_symlink()):
        return Stats()
    return Stats.from_dict(parse(read_text_bounded(path)))


def load_stats(path: Path | None = None) -> Loaded:
    """The statistics in `path` (default: stats.json in the data folder); a fresh table
    when there is no file yet. A broken file is moved aside and explained."""
    path = path or stats_path()
    try:
        return Loaded(read_stats(path))
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
    """Write through `guarded.write_text` (a failure is reported to the store's health);
    the reason in player words when it failed, else None. A table the reader would
    refuse is not written."""
    path = path or stats_path()
    text = to_text(stats)
    try:
        Stats.from_dict(parse(text))
    except StatsError as exc:  # pragma: no cover - record_game keeps every range
        return f"The statistics were not saved: {exc}"
    try:
        write_text(kinds.STATS, path, text)
    except OSError as exc:
        return f"The statistics could not be saved to {path}: {health.reason_of(exc)}"
    return None


#: said when a game could not be counted now (it is counted at a later filing)
LATER = "The game is kept in History and will be counted next time."


def update_stats(
    change: Callable[[Stats], bool], path: Path | None = None
) -> tuple[bool, Problem | None]:
    """Reread, change and write the statistics holding the file's lock (two windows
    never lose each other's games). `change` returns whether it changed anything.
    Returns (changed and written, the message to show, if any); a lock that stays busy
    or cannot be made is reported to the store's health."""
    path = path or stats_path()
    try:
        with locked(path):
            loaded = load_stats(path)
            problem = loaded.problem
            try:
                changed = change(loaded.stats)
            except StatsError as exc:
                return False, ("The game could not be counted", [f"Reason: {exc}."])
            if not changed and problem is None:
                return False, None
            error = save_stats(loaded.stats, path)
            if error is None:
                return changed, problem
            lines = (problem[1] if problem else []) + [error, LATER]
            return False, ("The statistics could not be saved", lines)
    except OSError as exc:  # Busy, or the lock file cannot be made
        health.failed(kinds.STATS, exc, path)
        if isinstance(exc, Busy):
            reason = "another window kept them busy"
        else:
            reason = health.reason_of(exc)
        return False, ("The statistics could not be saved", [f"Reason: {reason}.", LATER])


# --- a finished game -----------------------------------------------------------------------
@dataclass(frozen=True)
class Finished:
    """A finished game as the statistics count it."""

    key: str
    game_id: str
    seats: tuple[SeatResult, ...]
    length: int
    unit: str


def game_key(session: Session) -> str:
    """The identity of a session's game (`game_key_of`)."""
    return game_key_of(
        session.game_id, session.seed, getattr(session, "started", 0), session.actions
    )


def seat_results(session: Session) -> list[SeatResult]:
    """Each seat of a finished game and whether it won (a shared or team win counts)."""
    outcome = session.state.outcome()
    winners = set(outcome.winners) if outcome is not None else set()
    return [
        SeatResult(seat.name, seat.kind, seat.level, i in winners)
        for i, seat in enumerate(session.seats)
    ]


def finished_of(session: Session, length: int, unit: str) -> Finished:
    return Finished(game_key(session), session.game_id, tuple(seat_results(session)), length, unit)


def record_all(games: Sequence[Finished], path: Path | None = None) -> tuple[int, Problem | None]:
    """Count each of `games` once, in one locked update. Returns (how many were counted
    now, the message to show, if any)."""
    counted = 0
    full: list[str] = []

    def change(stats: Stats) -> bool:
        nonlocal counted
        full.clear()
        counted = 0
        for game in games:
            if record_game(stats, game.key, game.game_id, game.seats, game.length, game.unit, full):
                counted += 1
        return counted > 0

    written, problem = update_stats(change, path)
    if not written:
        return 0, problem
    if full and problem is None:
        problem = ("Some statistics are at their largest", full[:4])
    return counted, problem


def record_session(
    session: Session, length: int, unit: str, path: Path | None = None
) -> tuple[bool, Problem | None]:
    """Count a finished session once in the statistics file. Returns (counted now, the
    message to show when the file was broken or could not be saved)."""
    if not session.state.is_over():
        return False, None
    counted, problem = record_all([finished_of(session, length, unit)], path)
    return counted > 0, problem
