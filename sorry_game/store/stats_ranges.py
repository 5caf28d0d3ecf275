"""The ranges of the statistics file, stated once: every number, count and length it
may hold, and the parse that keeps a number it must not hold (huge, a fraction, NaN,
Infinity) unread so that the check can name its field. The largest table these ranges
allow fits `kinds.STATS.max_bytes` (tests/test_stats_limits.py builds it): whatever the
statistics write, they can read.

>>> number(parse('{"games": 12}')["games"], "Ann's games", MAX_COUNT)
12
>>> number(parse('{"games": 1e999}')["games"], "Ann's games", MAX_COUNT)
Traceback (most recent call last):
...
sorry_game.store.stats_ranges.StatsError: Ann's games is not a whole number
"""

from __future__ import annotations

import json
from typing import Any

from sorry_game.store import kinds

VERSION = 1

# --- the ranges: every number and size of the file, stated once ----------------------------
#: the most games, wins and wins in a row one row counts (a row at the top stays there)
MAX_COUNT = 1_000_000_000
#: the longest one game is counted as (in its unit); a row's total length is at most
#: its games times this
MAX_LENGTH = 1_000_000
#: the largest value of each field of a row (the total length: per game counted)
RANGES = {
    "games": MAX_COUNT,
    "wins": MAX_COUNT,
    "streak": MAX_COUNT,
    "best_streak": MAX_COUNT,
    "length_total": MAX_LENGTH,
}
TALLY_FIELDS = tuple(RANGES)
#: each field in player words ("Ann's best streak in Sorry!")
FIELD_WORDS = {
    "games": "games",
    "wins": "wins",
    "streak": "current streak",
    "best_streak": "best streak",
    "length_total": "total length of games",
}
#: games with statistics (the catalogue has far fewer); a game id's length
MAX_GAME_IDS = 12
GAME_ID_LEN = 32
#: rows kept per game (players and levels); beyond this the least played are dropped
MAX_ROWS = 200
#: a player's name or a computer level; a game's unit of length ("turns")
NAME_LEN = 32
UNIT_LEN = 16
#: the identities of counted games that are remembered (oldest forgotten first), each
#: at most KEY_LEN characters of printable ASCII (a longer identity is kept as a digest)
MAX_SEEN = 2000
KEY_LEN = 64
#: a number written with more digits than this is refused unread (no 4,300-digit parse)
MAX_DIGITS = 20
#: the file's size, both ways (the reader refuses more, the writer never writes more)
MAX_STATS_BYTES = kinds.STATS.max_bytes


def words(value: int) -> str:
    """'1,000,000,000'."""
    return f"{value:,}"


def shown_text(text: str, limit: int) -> str:
    """`text` cleaned to what can be shown and written: whitespace runs as one space,
    no control or unprintable character, at most `limit` characters."""
    text = "".join(ch for ch in " ".join(text.split()) if ch.isprintable())
    return text[:limit].strip()


def fits(text: Any, limit: int) -> bool:
    """A non-empty printable string of at most `limit` characters."""
    return isinstance(text, str) and 0 < len(text) <= limit and text.isprintable()


class StatsError(ValueError):
    """The statistics file cannot be used; the reason is in player words."""


class Odd:
    """A number the statistics never hold (a fraction, NaN, Infinity, or more than
    MAX_DIGITS digits), kept unread so that the field that holds it is named."""

    def __init__(self, text: str, huge: bool = False) -> None:
        self.text = text[:20]
        self.huge = huge


def parse_int(text: str) -> int | Odd:
    return Odd(text, True) if len(text.lstrip("-")) > MAX_DIGITS else int(text)


def parse(text: str) -> Any:
    """The file's JSON: whole numbers of at most MAX_DIGITS digits; any other number
    (huge, a fraction, NaN, Infinity) is an `Odd` for the checks to name."""
    try:
        return json.loads(text, parse_int=parse_int, parse_float=Odd, parse_constant=Odd)
    except (ValueError, RecursionError):
        raise StatsError("it is not valid JSON") from None


def number(value: Any, what: str, top: int) -> int:
    """`value` as a whole number in 0..top; StatsError naming `what` otherwise."""
    if isinstance(value, Odd) and value.huge:
        raise StatsError(f"{what} is beyond {words(top)}")
    if not isinstance(value, int) or isinstance(value, bool):
        raise StatsError(f"{what} is not a whole number")
    if value < 0:
        raise StatsError(f"{what} is below 0")
    if value > top:
        raise StatsError(f"{what} is beyond {words(top)}")
    return value
