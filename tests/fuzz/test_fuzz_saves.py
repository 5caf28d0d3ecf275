"""The save fuzzer (issue 17): for every registered game, seeded random games are saved
through `Session.save` and each save file is mutated (truncations, flipped bytes, deep
nesting, huge numbers, wrong types, reordered / illegal / unknown actions, missing and
misspelt keys, non-UTF-8, CRLF, a BOM …), at least 300 mutants per game. Each mutant,
opened with `Session.load` as the title opens the autosave:

- loads to exactly the saved game (the same state `to_dict()` and seats), or
- loads to exactly what the mutant file says (a mutation can make another valid save:
  a game cut short, another seed): checked against an independent reading of the file,
  so nothing is changed silently (who plays, the setup, the actions), or
- is refused with a SaveError whose message is player words;

nothing else is raised, no case takes longer than its time limit, and the file on disk
is byte for byte what was written. A failure names the game, the case and the mutation.
"""

from __future__ import annotations

import functools
import json
import os
import random
import time
from dataclasses import dataclass

import pytest
from fuzz_mutations import SaveSamples, mutate_save, player_words

from sorry_game.engine import GameConfig, SaveError
from sorry_game.games.catalogue import all_games, get_game
from sorry_game.session import Seat, Session, clean_name

#: mutants per game, in chunks (one test each, so a hang fails its chunk fast); a deeper
#: run outside CI: SORRY_FUZZ_CASES=5000 SORRY_FUZZ_SEED=2 python -m pytest tests/fuzz
MUTANTS, CHUNKS = int(os.environ.get("SORRY_FUZZ_CASES", 300)), 5
RUN = os.environ.get("SORRY_FUZZ_SEED", "")
#: the most one case may take (loading replays the whole game)
CASE_SECONDS = 3.0
LEVELS = ("easy", "normal", "hard")


def game_ids() -> list[str]:
    return [g.id for g in all_games() if g.available]


@dataclass
class Base:
    """A saved game: its file's bytes and what loading it must give."""

    text: bytes
    state: dict
    seats: list[tuple[str, str, str, int, str]]


def seats_of(session: Session) -> list[tuple[str, str, str, int, str]]:
    return [(s.name, s.kind, s.level, s.colour, s.where) for s in session.seats]


def configs(game) -> list[GameConfig]:
    """The fewest players with the default options; the most with each option's last
    choice (where it applies)."""
    most = game.max_players
    options = {spec.key: spec.choices[-1] for spec in game.options() if spec.applies_to(most)}
    return [GameConfig(game.min_players), GameConfig(most, options)]


@functools.cache
def bases(game_id: str, folder: str) -> tuple[list[Base], SaveSamples]:
    """Two or three saved games of `game_id` (one played to its end when that is short),
    written by `Session.save`, and action texts of other positions."""
    from pathlib import Path

    game = get_game(game_id)
    out: list[Base] = []
    foreign: set[str] = set()
    for k, config in enumerate(configs(game) + [configs(game)[0]]):
        rng = random.Random(f"{game_id}-base-{k}")
        colours = game.default_colours(config.players)
        seats = [
            Seat(
                f"Seat {i}",
                "computer" if i % 2 else "human",
                LEVELS[i % 3],
                colours[i],
                "phone" if i == 2 else "screen",  # a seat played from a phone too
            )
            for i in range(config.players)
        ]
        path = Path(folder) / f"{game_id}-{k}.sorry"
        session = Session.new(game_id, config, 100 + k, seats, save_path=path)
        length = 400 if k == 2 else rng.randrange(15, 60)
        while not session.state.is_over() and len(session.actions) < length:
            legal = session.state.legal_actions()
            foreign.update(str(a) for a in legal[:3])
            session.apply(rng.choice(legal))
        if k == 2 and not session.state.is_over():
            continue  # no short finished game of this one
        out.append(Base(path.read_bytes(), session.state.to_dict(), seats_of(session)))
    for other in game_ids():  # a few actions of other games too
        if other != game_id:
            state = get_game(other).new_state(configs(get_game(other))[0], 1)
            foreign.update(str(a) for a in state.legal_actions()[:2])
    return out, SaveSamples(sorted(foreign))


def faithful(session: Session, mutant: bytes) -> str | None:
    """None when the loaded session is exactly what the mutant file says, read here
    independently of the loader; else what was changed."""
    try:
        text = mutant.decode("utf-8").removeprefix("\ufeff").replace("\r\n", "\n")
        lines = text.split("\n")
        seed = int(lines[3].partition(" ")[2])
        config = json.loads(lines[4].partition(" ")[2])
        meta = json.loads(lines[5].partition(" ")[2])
        end = next(i for i in range(7, len(lines)) if lines[i].strip().startswith("end"))
        actions = [line.strip() for line in lines[7:end]]
    except (ValueError, IndexError, StopIteration, RecursionError) as exc:
        return f"a file this test cannot read was loaded ({exc!r})"
    if session.seed != seed:
        return f"seed {seed} loaded as {session.seed}"
    if not isinstance(config, dict) or set(config) - {"players", "options"}:
        return f"config {str(config)[:80]} loaded, fields ignored"
    want_config = {"players": config.get("players"), "options": config.get("options", {})}
    if session.config.to_dict() != want_config:
        return f"config {config} loaded as {session.config.to_dict()}"
    if session.actions != actions:
        return "the actions were changed"
    raw = meta.get("seats") if isinstance(meta, dict) else None
    if not isinstance(raw, list) or len(raw) != len(session.seats):
        return "seats were made up"
    for i, (seat, saved) in enumerate(zip(session.seats, raw, strict=True)):
        if not isinstance(saved, dict) or set(saved) - {"name", "kind", "level", "colour", "where"}:
            return f"seat {i + 1} {str(saved)[:80]} loaded, fields ignored"
        kind = saved.get("kind")
        want = (
            clean_name(saved.get("name"), f"Player {i + 1}"),
            kind,
            saved.get("level", "normal" if kind == "human" else None),
            saved.get("colour"),
            saved.get("where", "screen"),
        )
        if (seat.name, seat.kind, seat.level, seat.colour, seat.where) != want:
            return f"seat {i + 1} {saved} loaded as {seat}"
    return None


@pytest.mark.timeout(90)
@pytest.mark.parametrize("chunk", range(CHUNKS))
@pytest.mark.parametrize("game_id", game_ids())
def test_mutated_saves_load_exactly_or_are_refused_in_words(game_id, chunk, tmp_path_factory):
    folder = tmp_path_factory.getbasetemp() / "fuzz-bases"
    folder.mkdir(exist_ok=True)
    saves, samples = bases(game_id, str(folder))
    rng = random.Random(f"{game_id}-mutants-{chunk}{RUN}")
    path = tmp_path_factory.mktemp("fuzz") / "autosave.sorry"
    counts = {"same": 0, "other": 0, "refused": 0}
    for case in range(MUTANTS // CHUNKS):
        base = rng.choice(saves)
        mutant, what = mutate_save(base.text, rng, samples)
        label = f"{game_id} chunk {chunk} case {case}: {what}"
        path.write_bytes(mutant)
        start = time.perf_counter()
        try:
            session = Session.load(path, autosave_to=path)
        except SaveError as exc:
            problem = player_words(str(exc))
            assert problem is None, f"{label}: {problem}: {str(exc)[:400]!r}"
            counts["refused"] += 1
        except Exception as exc:  # noqa: BLE001 - the fault the fuzzer looks for
            raise AssertionError(f"{label}: raised {exc!r}") from exc
        else:
            if session.state.to_dict() == base.state and seats_of(session) == base.seats:
                counts["same"] += 1
            else:
                problem = faithful(session, mutant)
                assert problem is None, f"{label}: loaded but {problem}"
                counts["other"] += 1
        took = time.perf_counter() - start
        assert took < CASE_SECONDS, f"{label}: took {took:.1f} s"
        assert path.read_bytes() == mutant, f"{label}: the file was changed"
    assert counts["refused"], counts
    print(f"{game_id} chunk {chunk}: {counts}")


def test_every_game_is_fuzzed_at_least_300_times():
    assert MUTANTS >= 300 and len(game_ids()) >= 5  # the four games and the toy
