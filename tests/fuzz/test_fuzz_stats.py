"""The statistics fuzzer (issue 31): a statistics file written by the game is mutated
(truncated, flipped bytes, not UTF-8, a BOM, huge, deeply nested, wrong types, numbers
out of range or beyond what a float holds, odd names and identities, misspelt and
missing keys), at least 300 mutants in all. Each mutant, read with `load_stats` as the
Statistics screen and Results read it:

- is read to a table within the statistics' ranges (written and read back equal), the
  file left byte for byte as it was, and the Statistics screen draws it; or
- is refused: the file is moved aside unchanged (never overwritten, never deleted), the
  message is player words, and a number out of range is refused by its field's name.

Nothing raises, and no case takes longer than its time limit. A failure names the case
and the mutation (replay: SORRY_FUZZ_SEED, deeper: SORRY_FUZZ_CASES=5000).
"""

from __future__ import annotations

import json
import os
import random
import time

import pygame
import pytest
from fuzz_mutations import mutate_data, odd_value, player_words

from sorry_game.app.app import App
from sorry_game.app.scenes.stats import StatsScene
from sorry_game.store.stats import SeatResult, Stats, Tally, record_game
from sorry_game.store.stats_file import load_stats, save_stats, stats_path, to_text
from sorry_game.store.stats_ranges import (
    FIELD_WORDS,
    MAX_GAME_IDS,
    MAX_ROWS,
    MAX_SEEN,
    MAX_STATS_BYTES,
    RANGES,
)

MUTANTS, CHUNKS = int(os.environ.get("SORRY_FUZZ_CASES", 300)), 4
RUN = os.environ.get("SORRY_FUZZ_SEED", "")
CASE_SECONDS = 2.0


def base_stats() -> Stats:
    """A file the game wrote: two games, humans and levels, streaks, many counted games."""
    stats = Stats()
    rng = random.Random(31)
    for n in range(60):
        game_id = "classic" if n % 3 else "revenge"
        winner = rng.randrange(3)
        seats = [
            SeatResult("Ann", "human", "", winner == 0),
            SeatResult("Bo Élan", "human", "", winner == 1),
            SeatResult("", "computer", rng.choice(["easy", "hard"]), winner == 2),
        ]
        record_game(stats, f"{game_id}|{n}|17000000{n:02d}", game_id, seats, 20 + n, "turns")
    return stats


def mutate_bytes(data: bytes, rng: random.Random) -> tuple[bytes, str, str | None]:
    """A change of the file's bytes; the words a refusal must contain, if any."""
    mutant, what = bytes_mutant(data, rng)
    if what.startswith("a number of"):
        at = data.index(b"human:") + len(b"human:")
        name = data[at : data.index(b'"', at)].decode("utf-8")
        return mutant, what, f"{name}'s games in"
    return mutant, what, None


def bytes_mutant(data: bytes, rng: random.Random) -> tuple[bytes, str]:
    kind = rng.randrange(8)
    if kind == 0:
        cut = rng.randrange(len(data))
        return data[:cut], f"truncated at {cut}"
    if kind == 1:
        out = bytearray(data)
        for _ in range(rng.randrange(1, 6)):
            out[rng.randrange(len(out))] ^= 1 << rng.randrange(8)
        return bytes(out), "flipped bits"
    if kind == 2:
        at = rng.randrange(len(data))
        junk = bytes(rng.randrange(256) for _ in range(rng.randrange(1, 9)))
        return data[:at] + junk + data[at:], f"{len(junk)} bytes inserted at {at}"
    if kind == 3:
        return b"\xef\xbb\xbf" + data, "a BOM"
    if kind == 4:
        return data.rstrip(b"\n") + b" " * (MAX_STATS_BYTES + 1 - len(data)), "huge"
    if kind == 5:
        depth = rng.choice([100, 5_000, 200_000])
        at = data.index(b'"games":') + len(b'"games":')
        return data[:at] + b"[" * depth + data[at:], f"nested {depth} deep"
    if kind == 6:
        digits = rng.choice([21, 400, 4301, 100_000])
        at = data.index(b'"games":', data.index(b"human:")) + len(b'"games":')
        end = data.index(b",", at)
        return data[:at] + b"9" * digits + data[end:], f"a number of {digits} digits"
    return data.replace(b":", b"=", 1), "not JSON"


def mutate_range(data: dict, rng: random.Random) -> tuple[dict, str, str]:
    """A tally field set out of its range or to another type; the words that must
    name it ("Ann's wins")."""
    game_id = rng.choice(list(data["games"]))
    key = rng.choice(list(data["games"][game_id]))
    name = rng.choice(list(RANGES))
    games = data["games"][game_id][key]["games"]
    top = RANGES[name] * (games if name == "length_total" else 1)
    value = rng.choice([-1, top + 1, 10**30, 10**4000, 0.5, 1e308, "7", None, True, [1]])
    data["games"][game_id][key][name] = value
    kind, _sep, who = key.partition(":")
    label = who if kind == "human" else f"Computer ({who})"
    return data, f"{game_id}/{key}/{name} = {str(value)[:30]}", f"{label}'s {FIELD_WORDS[name]}"


def mutate_names(data: dict, rng: random.Random) -> tuple[dict, str]:
    """A player, game or identity that is not one."""
    odd = rng.choice(["", "\x00", "\u202e", "x" * 33, "é" * 40, "a\nb", "\ud800", "\U0001f600"])
    where = rng.randrange(4)
    if where == 0:
        game_id = rng.choice(list(data["games"]))
        rows = data["games"][game_id]
        rows[rng.choice(["human:", "computer:", "robot:", ""]) + odd] = rows.pop(next(iter(rows)))
        return data, f"a player named {odd!r}"
    if where == 1:
        data["games"][odd] = data["games"].pop(next(iter(data["games"])))
        return data, f"a game named {odd!r}"
    if where == 2:
        data["seen"][rng.randrange(len(data["seen"]))] = odd
        return data, f"a counted game {odd!r}"
    data["units"][next(iter(data["units"]))] = odd or odd_value(rng)
    return data, "an odd unit"


def mutant_of(base: bytes, rng: random.Random) -> tuple[bytes, str, str | None]:
    """(mutant, what was done, the words a refusal must contain or None)."""
    choice = rng.randrange(4)
    if choice == 0:
        return mutate_bytes(base, rng)
    data = json.loads(base)
    if choice == 1:
        data, what, words = mutate_range(data, rng)
    elif choice == 2:
        data, what = mutate_names(data, rng)
        words = None
    else:
        data, what = mutate_data(data, rng, [])
        words = None
    try:
        text = json.dumps(data, ensure_ascii=rng.random() < 0.5, indent=rng.choice([None, 1]))
    except (ValueError, RecursionError):
        return base[: len(base) // 2], f"{what} (not writable: truncated instead)", None
    return text.encode("utf-8", "surrogatepass"), what, words


@pytest.fixture(scope="module")
def app():
    app = App(size=(1280, 800), audio=False)
    app.step([])
    return app


def draw_screen(app, stats: Stats) -> None:
    surface = pygame.Surface(app.size)
    for game_id in ("classic", "revenge"):
        scene = StatsScene(app, game_id, stats)
        app.push(scene)
        scene.draw(surface)
        app.pop()


@pytest.mark.timeout(120)
@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_mutated_statistics_are_read_within_range_or_moved_aside_in_words(chunk, tmp_path, app):
    base = to_text(base_stats()).encode("utf-8")
    rng = random.Random(f"stats-{chunk}{RUN}")
    counts = {"read": 0, "refused": 0}
    for case in range(MUTANTS // CHUNKS):
        mutant, what, words = mutant_of(base, rng)
        label = f"chunk {chunk} case {case}: {what}"
        folder = tmp_path / f"case{case}"
        folder.mkdir()
        path = folder / "stats.json"
        path.write_bytes(mutant)
        start = time.perf_counter()
        try:
            loaded = load_stats(path)
        except Exception as exc:  # noqa: BLE001 - the fault the fuzzer looks for
            raise AssertionError(f"{label}: raised {exc!r}") from exc
        if loaded.problem is None:
            assert path.read_bytes() == mutant, f"{label}: the file was changed"
            assert words is None, f"{label}: read, not refused"
            problem = out_of_range(loaded.stats)
            assert problem is None, f"{label}: read with {problem}"
            copy = folder / "again.json"
            assert save_stats(loaded.stats, copy) is None, label
            assert load_stats(copy).stats == loaded.stats, f"{label}: not read back equal"
            draw_screen(app, loaded.stats)
            counts["read"] += 1
        else:
            title, lines = loaded.problem
            if os.environ.get("SORRY_FUZZ_SHOW"):
                print(f"{what[:50]:50} {lines[0]}")
            assert not path.exists(), f"{label}: left in place"
            (aside,) = folder.glob("stats.corrupt-*.json")
            assert aside.read_bytes() == mutant, f"{label}: the original was changed"
            for line in [title, *lines]:
                problem = player_words(line)
                assert problem is None, f"{label}: {problem}: {line[:300]!r}"
            assert lines[0].startswith("Reason: "), label
            if words is not None:
                assert words in lines[0], f"{label}: {lines[0]!r} does not name {words!r}"
            assert loaded.stats == Stats()
            counts["refused"] += 1
        took = time.perf_counter() - start
        assert took < CASE_SECONDS, f"{label}: took {took:.1f} s"
        if case % 15 == 0:  # the screen reads the player's own file
            screen_reads(app, mutant, label)
    assert counts["read"] and counts["refused"], counts
    print(f"chunk {chunk}: {counts}")


def out_of_range(stats: Stats) -> str | None:
    """What of `stats` is beyond the statistics' ranges (checked here on its own)."""
    if len(stats.games) > MAX_GAME_IDS or len(stats.units) > MAX_GAME_IDS:
        return "too many games"
    if len(stats.seen) > MAX_SEEN:
        return "too many counted games"
    texts = [*stats.games, *stats.units.values(), *stats.units, *stats.seen]
    for rows in stats.games.values():
        if len(rows) > MAX_ROWS:
            return f"{len(rows)} rows"
        for key, tally in rows.items():
            texts.append(key.partition(":")[2])
            for name, top in RANGES.items():
                value = getattr(tally, name)
                top *= tally.games if name == "length_total" else 1
                if type(value) is not int or not 0 <= value <= top:
                    return f"{key}'s {name} = {str(value)[:30]}"
    for text in texts:
        if not text or not text.isprintable() or len(text) > 64:
            return f"the text {text[:70]!r}"
    return None


def screen_reads(app, mutant: bytes, label: str) -> None:
    """The Statistics screen opened over `mutant` as the player's file draws, and a
    refused file is explained and kept."""
    path = stats_path()
    path.write_bytes(mutant)
    app.notices.clear()
    scene = app.go("stats", "classic")
    assert isinstance(scene, StatsScene), label
    scene.draw(pygame.Surface(app.size))
    app.pop()
    if app.notices:
        assert not path.exists(), label
        asides = list(path.parent.glob("stats.corrupt-*.json"))
        assert any(p.read_bytes() == mutant for p in asides), f"{label}: the original was lost"
    else:
        assert path.read_bytes() == mutant, f"{label}: the file was changed"
        path.unlink()


def test_the_screen_draws_numbers_beyond_any_range(app):
    """A table made in code is not checked: the screen still draws it (no OverflowError
    in an average, no 5,000-digit number turned into text)."""
    stats = Stats()
    stats.games["classic"] = {
        "human:Ann": Tally(games=1, wins=10**400, length_total=10**400),
        "human:Bo": Tally(games=10**5000, wins=-3, streak=10**5000, best_streak=10**5000),
        "computer:hard": Tally(games=10**5000, wins=3, length_total=10**400),
        "computer:easy": Tally(games=0, length_total=10**400),
    }
    draw_screen(app, stats)
    scene = StatsScene(app, "classic", stats)
    app.push(scene)
    scene.draw(pygame.Surface(app.size))
    assert "1B+" in scene.words and "100%" in scene.words
    for rect, bounds in scene.texts:
        assert bounds.contains(rect), (rect, bounds)
    app.pop()


def test_the_statistics_are_fuzzed_at_least_300_times():
    assert MUTANTS >= 300
