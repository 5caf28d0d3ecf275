"""The statistics, the model: per game, per player name (and per computer level), how
many games, wins, the current and best win streak and the average length of a game;
and the ledger of the games counted. No file here (`stats_file.py` keeps it).

Each finished game is counted once: the ledger (`Stats.seen`) holds the digest of every
game counted (`history.digest`: the game, its setup, seed, seats, start and moves), so
Results shown again, a take-back after the end, a reload or a catch-up from History
never counts it twice, whatever the clock said. Every number and size has its range in
`stats_ranges` (one place); the largest table those ranges allow fits the file's byte
limit (a test builds it), so whatever is written can be read.

>>> stats = Stats()
>>> seats = [SeatResult("Ann", "human", "", True), SeatResult("Bot", "computer", "hard", False)]
>>> record_game(stats, "k1", "demo", seats, 30, "turns"), record_game(stats, "k1", "demo", seats, 30, "turns")
(True, False)
>>> [(who.label, tally.games, tally.wins) for who, tally in stats.rows("demo")]
[('Ann', 1, 1), ('Computer (hard)', 1, 0)]
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from sorry_game.store.stats_ranges import (
    FIELD_WORDS,
    GAME_ID_LEN,
    KEY_LEN,
    MAX_COUNT,
    MAX_GAME_IDS,
    MAX_LENGTH,
    MAX_ROWS,
    MAX_SEEN,
    NAME_LEN,
    RANGES,
    TALLY_FIELDS,
    UNIT_LEN,
    VERSION,
    StatsError,
    fits,
    number,
    shown_text,
    words,
)


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
    its length in, and the ledger: the identities of the games already counted (their
    digests; an older version's `game_key_of` keys stay in it, and still count)."""

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
    also: Sequence[str] = (),
) -> bool:
    """Count one finished game (each seat once) unless `key` (its digest) or one of
    `also` (its identity: game, seed and start, which a take-back after the end keeps;
    what an older version counted by) is in the ledger; then they all are. Returns True
    when it was counted now; a row at the top of a range stays there and is said in
    `full` (player words). StatsError for a game beyond MAX_GAME_IDS."""
    keys = list(dict.fromkeys(bounded_key(k) for k in (key, *also)))
    if keys[0] in stats.seen:
        return False
    if any(k in stats.seen for k in keys[1:]):
        stats.seen.append(keys[0])  # counted already: its digest joins the ledger
        del stats.seen[:-MAX_SEEN]
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
    stats.seen.extend(keys)
    del stats.seen[:-MAX_SEEN]
    return True


@dataclass(frozen=True)
class Finished:
    """A finished game as the statistics count it: its digest (`key`), its identity
    (`also`: game, seed and start, `game_key_of`), and how each seat did."""

    key: str
    game_id: str
    seats: tuple[SeatResult, ...]
    length: int
    unit: str
    also: tuple[str, ...] = ()


def count(stats: Stats, games: Sequence[Finished], full: list[str] | None = None) -> int:
    """Count each of `games` not in the ledger; how many were counted now."""
    return sum(
        record_game(stats, g.key, g.game_id, g.seats, g.length, g.unit, full, g.also) for g in games
    )
