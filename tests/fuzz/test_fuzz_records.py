"""The record fuzzer (issue 31): the History and Load game lists over folders of broken
record files. For every registered game, a finished game as History keeps it and a
running game as Save as… writes it are mutated (the save fuzzer's mutations: cut,
flipped bytes, deep nesting, huge numbers, wrong types …, plus numbers out of their
range: players, seed, the meta line's times), and with a few files no list expects (too
large, a folder, a pipe) fill the history and saves folders. Then:

- `finished_games()`, `named_saves()` and the History and Load game screens list every
  file once, never raise, and draw;
- a file that cannot be used is a row that says why in player words (opening it says
  so too); one out of range names its field; a row that can be used has every number
  in range (checked here, independently of the reader) and a date;
- keeping another finished game beside them works, and no file on disk is changed or
  deleted (History moves the ones it cannot read to its `unreadable` folder, whole).

A failure names the game, the chunk, the file and the mutation.
"""

from __future__ import annotations

import functools
import json
import os
import random
import time
from pathlib import Path

import pytest
from fuzz_mutations import SaveSamples, mutate_save, player_words

from sorry_game.ai import make_agent
from sorry_game.app.app import App
from sorry_game.app.scenes.records import RecordsScene
from sorry_game.engine import GameConfig
from sorry_game.engine.savefile import MAX_SAVE_BYTES, SaveRecord, loads
from sorry_game.games.catalogue import all_games, get_game
from sorry_game.session import Seat, Session
from sorry_game.store import history, saves
from sorry_game.store.records import RecordInfo

#: mutants per game and folder (300 per game, as the save fuzzer), in chunks; a deeper
#: run: SORRY_FUZZ_CASES=5000 SORRY_FUZZ_SEED=2 python -m pytest tests/fuzz
MUTANTS, CHUNKS = int(os.environ.get("SORRY_FUZZ_CASES", 300)) // 2, 3
RUN = os.environ.get("SORRY_FUZZ_SEED", "")
#: the most listing both folders and drawing both screens may take (a chunk's files)
LIST_SECONDS = 3.0
#: a number of each kind out of its range, with the words that name its field
OUT_OF_RANGE = {
    "players": (["0", "9", "100000000", "-2"], "number of players"),
    "seed": ([str(2**64), str(-(2**63) - 1), "99999999999999999999"], "seed"),
    "finished": (["1e20", "100000000000000000000", "5", "1764000000.5", "true"], "finished"),
    "saved": (["-1", "7258118400", '"1764000000"', "null"], "saved"),
    "started": (["-7", "1e300", "99999999999"], "began"),
}
TIME_MIN, TIME_MAX = 946_684_800, 7_258_118_400


def game_ids() -> list[str]:
    return [g.id for g in all_games() if g.available]


@functools.cache
def bases(game_id: str) -> tuple[bytes, bytes, SaveSamples]:
    """(a finished game as History keeps it, a running game as Save as… writes it,
    action texts to borrow)."""
    game = get_game(game_id)
    players = game.min_players
    colours = game.default_colours(players)
    seats = [Seat(f"P{i}", "computer", "easy", colours[i]) for i in range(players)]
    session = Session.new(game_id, GameConfig(players), 7, seats)
    agents = [make_agent("random", game_id, 7 + i) for i in range(players)]
    running = b""
    foreign: set[str] = set()
    while not session.state.is_over() and len(session.actions) < 600:
        legal = session.state.legal_actions()
        foreign.update(str(a) for a in legal[:3])
        player = session.state.current_player()
        assert player is not None
        if len(session.actions) <= 20:  # the game as it ran: 20 moves in, or its last but one
            running = session.record().dumps().encode("utf-8")
        session.apply(agents[player].choose(session.state))
    record = session.record()
    meta = history.finished_meta(record, "P0", 1_764_000_000)
    kept = SaveRecord(record.game_id, record.config, record.seed, record.actions, meta)
    return kept.dumps().encode("utf-8"), running, SaveSamples(sorted(foreign))


def out_of_range(data: bytes, rng: random.Random) -> tuple[bytes, str, str]:
    """One number put out of its range: (mutant, what was done, the field's words)."""
    lines = data.decode("utf-8").split("\n")
    key = rng.choice(sorted(OUT_OF_RANGE))
    values, words = OUT_OF_RANGE[key]
    value = rng.choice(values)
    if key == "seed":
        lines[3] = f"seed {value}"
    elif key == "players":
        config = json.loads(lines[4].partition(" ")[2])
        lines[4] = "config " + json.dumps(config).replace(
            f'"players": {config["players"]}', f'"players": {value}'
        )
    else:
        meta = json.loads(lines[5].partition(" ")[2])
        meta[key] = 0
        lines[5] = "meta " + json.dumps(meta).replace(f'"{key}": 0', f'"{key}": {value}')
    return "\n".join(lines).encode("utf-8"), f"{key} -> {value}", words


def odd_files(folder: Path) -> list[str]:
    """Files no list expects: too large, nested too deep, a folder, a pipe."""
    (folder / "huge.sorry").write_bytes(b"sorry-game save\n" + b"x" * (MAX_SAVE_BYTES + 10))
    deep = 'sorry-game save\nformat 1\ngame classic\nseed 1\nconfig {"players": 2}\nmeta '
    (folder / "deep.sorry").write_text(deep + "[" * 100_000 + "]" * 100_000 + "\n")
    (folder / "folder.sorry").mkdir()
    names = ["huge", "deep", "folder"]
    if hasattr(os, "mkfifo"):
        os.mkfifo(folder / "pipe.sorry")
        names.append("pipe")
    return names


def numbers_in_range(row: RecordInfo) -> str | None:
    """None when every number of a usable row is in range, read here from the file
    itself (not by the reader under test); else which is not."""
    text = row.path.read_bytes().decode("utf-8").removeprefix("\ufeff").replace("\r\n", "\n")
    lines = text.split("\n")
    seed = int(lines[3].partition(" ")[2])
    config = json.loads(lines[4].partition(" ")[2])
    meta = json.loads(lines[5].partition(" ")[2])
    if not -(2**63) <= seed < 2**64:
        return f"seed {seed}"
    if not 1 <= config["players"] <= 8 or len(row.players) > 8:
        return f"players {config['players']}"
    for key in ("saved", "finished", "started"):
        value = meta.get(key, TIME_MIN)
        if key == "started" and value == 0 and type(value) is int:
            continue
        if type(value) is not int or not TIME_MIN <= value < TIME_MAX:
            return f"{key} {value!r}"
    if not isinstance(row.date_text(), str) or not isinstance(row.winner, str):
        return "no date"
    return None


def fill(folder: Path, base: bytes, samples: SaveSamples, rng: random.Random) -> dict[str, tuple]:
    """MUTANTS // CHUNKS mutants of `base` in `folder`: {name: (what, field words)}."""
    folder.mkdir(parents=True, exist_ok=True)
    made: dict[str, tuple] = {}
    for case in range(MUTANTS // CHUNKS):
        words = ""
        if rng.random() < 0.25:
            mutant, what, words = out_of_range(base, rng)
        else:
            mutant, what = mutate_save(base, rng, samples)
        name = f"{rng.choice(['2150', '1999', '2026', 'zz', 'a'])}-{case:03d}"
        (folder / f"{name}.sorry").write_bytes(mutant)
        made[name] = (what, words)
    for name in odd_files(folder):
        made[name] = ("an odd file", "")
    return made


def snapshot(folder: Path) -> dict[str, bytes]:
    """The record files of `folder` (not the folder's lock, `.history.lock`), and of its
    `unreadable` folder (where History moves what it cannot read: moved, never changed)."""
    aside = folder / history.UNREADABLE
    files = [*folder.iterdir(), *(aside.iterdir() if aside.is_dir() else [])]
    return {p.name: p.read_bytes() for p in files if p.suffix == ".sorry" and p.is_file()}


def check_rows(rows: list[RecordInfo], made: dict[str, tuple], label: str) -> None:
    assert sorted(r.name for r in rows) == sorted(made), f"{label}: files listed wrongly"
    for row in rows:
        what, words = made[row.name]
        where = f"{label} {row.name} ({what})"
        if row.ok:
            assert not words, f"{where}: out of range, listed as usable"
            problem = numbers_in_range(row)
            assert problem is None, f"{where}: listed with {problem}"
        else:
            problem = player_words(row.error)
            assert problem is None, f"{where}: {problem}: {row.error[:300]!r}"
            assert words in row.error, f"{where}: {row.error!r} does not name {words!r}"
        row.date_text()


def check_screen(app: App, mode: str, label: str) -> None:
    app.go(mode)
    scene = app.top
    assert isinstance(scene, RecordsScene)
    scene.draw(app.screen)
    for index, row in enumerate(scene.rows):
        if row.ok:
            continue
        scene.select(index)
        scene.open_selected()
        assert "cannot be used" in scene.message, f"{label} {row.name}: {scene.message!r}"
        scene.draw(app.screen)
    scene.back()


@pytest.mark.timeout(180)
@pytest.mark.parametrize("chunk", range(CHUNKS))
@pytest.mark.parametrize("game_id", game_ids())
def test_mutated_records_are_listed_in_words_and_never_touched(game_id, chunk):
    kept, running, samples = bases(game_id)
    rng = random.Random(f"{game_id}-records-{chunk}{RUN}")
    label = f"{game_id} chunk {chunk}"
    made_history = fill(history.history_dir(), kept, samples, rng)
    made_saves = fill(saves.saves_dir(), running, samples, rng)
    before = (snapshot(history.history_dir()), snapshot(saves.saves_dir()))
    start = time.perf_counter()
    check_rows(history.finished_games(), made_history, f"{label} history")
    check_rows(saves.named_saves(), made_saves, f"{label} saves")
    app = App(size=(800, 600), audio=False)
    app.step([])
    check_screen(app, "history", label)
    check_screen(app, "load", label)
    took = time.perf_counter() - start
    assert took < LIST_SECONDS, f"{label}: listing took {took:.1f} s"
    another = another_game(kept, rng)
    new = history.keep_finished(another)
    assert new.ok, f"{label}: {new.problem}"
    assert new.path is not None
    after = snapshot(history.history_dir())
    assert after.pop(new.path.name) and new.path.name not in before[0], f"{label}: not new"
    changed = sorted(n for n in set(after) | set(before[0]) if after.get(n) != before[0].get(n))
    assert not changed, f"{label}: {changed} changed"
    assert snapshot(saves.saves_dir()) == before[1], f"{label}: a save was changed"
    bad = sum(not r.ok for r in history.finished_games() + saves.named_saves())
    print(f"{label}: {len(made_history) + len(made_saves)} files, {bad} unreadable, {took:.2f} s")


def another_game(kept: bytes, rng: random.Random) -> SaveRecord:
    """Another finished game to keep beside the mutants (another seed)."""
    record = loads(kept.decode("utf-8"))
    record.seed = rng.randrange(1, 2**31)
    return record


def test_every_game_is_fuzzed_in_both_lists():
    assert MUTANTS * 2 >= 300 and len(game_ids()) >= 5  # the four games and the toy
