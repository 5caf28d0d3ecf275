"""The statistics' round-trip guarantee (issue 31): the largest table the ranges of
`store/stats_ranges.py` allow is written through the guarded write and read back equal,
within the reader's byte limit; so is any random table within the ranges (hypothesis)."""

from __future__ import annotations

import string

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sorry_game.store.stats import Stats, Tally
from sorry_game.store.stats_file import load_stats, save_stats, stats_path, to_text
from sorry_game.store.stats_ranges import (
    GAME_ID_LEN,
    KEY_LEN,
    MAX_COUNT,
    MAX_GAME_IDS,
    MAX_LENGTH,
    MAX_ROWS,
    MAX_SEEN,
    MAX_STATS_BYTES,
    NAME_LEN,
    UNIT_LEN,
)

#: characters that cost the most in the file: four bytes of UTF-8 (printable), and the
#: two ASCII characters JSON escapes (two bytes each) for the ASCII-only identities
WIDE = "\U0001f600"
ESCAPED = '"\\'


def wide(n: int, width: int) -> str:
    """A distinct string of `width` four-byte characters (number `n` in a wide alphabet)."""
    chars = []
    for _ in range(width):
        chars.append(chr(0x1F600 + n % 64))
        n //= 64
    return "".join(chars)


def worst_case() -> Stats:
    """The largest table the ranges allow: every game, row, name, number and identity
    at its limit, written in the costliest characters."""
    top = Tally(MAX_COUNT, MAX_COUNT, MAX_COUNT, MAX_COUNT, MAX_COUNT * MAX_LENGTH)
    stats = Stats()
    for g in range(MAX_GAME_IDS):
        game_id = wide(g, GAME_ID_LEN)
        stats.games[game_id] = {
            f"computer:{wide(r, NAME_LEN)}": Tally(**vars(top)) for r in range(MAX_ROWS)
        }
        stats.units[game_id] = wide(g, UNIT_LEN)
    stats.seen = [f"{n:08d}" + ESCAPED * ((KEY_LEN - 8) // 2) for n in range(MAX_SEEN)]
    return stats


def test_the_largest_table_the_ranges_allow_is_written_and_read_back_equal():
    stats = worst_case()
    assert Stats.from_dict(stats.to_dict()).to_dict() == stats.to_dict()  # within range
    size = len(to_text(stats).encode("utf-8"))
    assert size <= MAX_STATS_BYTES, f"{size:,} bytes > {MAX_STATS_BYTES:,}"
    assert save_stats(stats) is None
    assert stats_path().stat().st_size == size
    loaded = load_stats()
    assert loaded.problem is None and loaded.stats == stats
    print(f"the largest statistics file: {size:,} bytes of {MAX_STATS_BYTES:,}")


def test_one_more_of_anything_is_refused_by_the_reader():
    """The worst case is the edge: one more row, game, identity or character is refused."""
    import json

    from sorry_game.store.stats import StatsError

    base = worst_case().to_dict()
    game_id = next(iter(base["games"]))
    tweaks = {
        "a row": lambda d: d["games"][game_id].update({"human:extra": {}}),
        "a game": lambda d: d["games"].update({"extra": {}}),
        "an identity": lambda d: d["seen"].append("extra"),
        "a longer name": lambda d: d["games"][game_id].update({"human:" + "x" * 33: {}}),
    }
    for what, tweak in tweaks.items():
        data = json.loads(json.dumps(base))
        tweak(data)
        try:
            Stats.from_dict(data)
        except StatsError:
            continue
        raise AssertionError(f"{what} beyond the ranges was read")


names = st.text(
    st.characters(blacklist_categories=("C", "Z")) | st.sampled_from(' "\\'), min_size=1
).map(lambda s: s.strip()[:NAME_LEN] or "x")
tallies = st.integers(0, MAX_COUNT).flatmap(
    lambda games: st.integers(0, games).flatmap(
        lambda wins: st.builds(
            Tally,
            st.just(games),
            st.just(wins),
            st.integers(0, wins),
            st.integers(0, wins),
            st.integers(0, games * MAX_LENGTH),
        )
    )
)
game_ids = st.text(st.characters(blacklist_categories=("C", "Z")), min_size=1, max_size=GAME_ID_LEN)
keys = st.text(st.sampled_from(string.printable[:-5]), min_size=1, max_size=KEY_LEN)


@st.composite
def tables(draw) -> Stats:
    stats = Stats()
    for game_id in draw(st.lists(game_ids, max_size=MAX_GAME_IDS, unique=True)):
        rows = draw(
            st.dictionaries(
                st.sampled_from(["human", "computer"]).flatmap(
                    lambda kind: names.map(lambda name: f"{kind}:{name}")
                ),
                tallies,
                max_size=6,
            )
        )
        stats.games[game_id] = rows
        if draw(st.booleans()):
            stats.units[game_id] = draw(names)[:UNIT_LEN]
    stats.seen = draw(st.lists(keys, max_size=40))
    return stats


@settings(
    max_examples=80, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(tables())
def test_any_table_within_the_ranges_is_written_and_read_back_equal(stats):
    assert save_stats(stats) is None
    data = stats_path().read_bytes()
    assert len(data) <= MAX_STATS_BYTES
    loaded = load_stats()
    assert loaded.problem is None, loaded.problem
    assert loaded.stats == stats
