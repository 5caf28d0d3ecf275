"""The position fuzzer (issue 17): for every registered game, positions of seeded random
games are turned into data (`to_dict`) and mutated (a field deleted, misspelt or added;
a value of the wrong type, huge, nudged by one, or copied from another position; a card
moved to another list; lists shortened, lengthened, reordered …). `state_from_dict`
either refuses a mutant with a ValueError naming what is wrong, or returns a state that
is exactly the data (`to_dict()` gives it back) and that plays: legal actions while it
goes on and none after, every view, pick and determinization, a few random actions.
Nothing else is raised.
"""

from __future__ import annotations

import functools
import os
import random
import time

import pytest
from fuzz_mutations import mutate_data, player_words

from sorry_game.engine import GameConfig
from sorry_game.games.catalogue import all_games, get_game

MUTANTS, CHUNKS = int(os.environ.get("SORRY_FUZZ_CASES", 400)), 4
RUN = os.environ.get("SORRY_FUZZ_SEED", "")
CASE_SECONDS = 3.0


def game_ids() -> list[str]:
    return [g.id for g in all_games() if g.available]


@functools.cache
def samples(game_id: str) -> list[dict]:
    """Positions of seeded random games at every player count and option choice: a few
    from each game and its last (a finished game)."""
    game = get_game(game_id)
    configs = [GameConfig(n) for n in range(game.min_players, game.max_players + 1)]
    for spec in game.options():
        n = max(c for c in range(game.min_players, game.max_players + 1) if spec.applies_to(c))
        configs += [GameConfig(n, {spec.key: choice}) for choice in spec.choices[1:]]
    out = []
    for k, config in enumerate(configs):
        rng = random.Random(f"{game_id}-positions-{k}")
        state = game.new_state(config, 200 + k)
        marks = {0, 1, 5, 17, 40, 90}
        step = 0
        while not state.is_over() and step < 600:
            if step in marks:
                out.append(state.to_dict())
            state.apply(rng.choice(state.legal_actions()))
            step += 1
        out.append(state.to_dict())
    return out


def plays(game, state) -> None:
    """An accepted position is one the game can go on from."""
    players = state.view(None).players
    legal = state.legal_actions()
    assert bool(legal) != state.is_over(), "legal actions do not fit the end of the game"
    rng = random.Random(5)
    for p in range(players):
        view = state.view(p)
        other = state.determinize(p, rng)
        assert other.view(p) == view, f"view({p}) shows what seat {p} cannot know"
        assert other.legal_actions() or other.is_over()
    entries = state.picks()
    assert {str(a) for _, a in entries} == {str(a) for a in legal}
    for action in legal[:4]:
        state.describe_action(action)
    twin = state.clone()
    for _ in range(6):
        if twin.is_over():
            assert twin.outcome() is not None and sorted(twin.ranking()) == list(range(players))
            break
        choices = twin.legal_actions()
        assert choices, "no legal action while the game goes on"
        twin.apply(rng.choice(choices))
        twin.view(None)


@pytest.mark.timeout(90)
@pytest.mark.parametrize("chunk", range(CHUNKS))
@pytest.mark.parametrize("game_id", game_ids())
def test_mutated_positions_are_refused_or_exact_and_playable(game_id, chunk):
    game = get_game(game_id)
    donors = samples(game_id)
    rng = random.Random(f"{game_id}-data-{chunk}{RUN}")
    counts = {"refused": 0, "accepted": 0}
    for case in range(MUTANTS // CHUNKS):
        data, what = mutate_data(rng.choice(donors), rng, donors)
        if rng.random() < 0.3:
            try:
                data, more = mutate_data(data, rng, donors)
                what += f"; {more}"
            except RecursionError:  # the first made it too deep to copy: test it as it is
                pass
        label = f"{game_id} chunk {chunk} case {case}: {what}"
        start = time.perf_counter()
        try:
            state = game.state_from_dict(data)
        except ValueError as exc:
            problem = player_words(str(exc))
            assert problem is None, f"{label}: {problem}: {str(exc)[:400]!r}"
            counts["refused"] += 1
        except Exception as exc:  # noqa: BLE001 - the fault the fuzzer looks for
            raise AssertionError(f"{label}: raised {exc!r}") from exc
        else:
            assert state.to_dict() == data, f"{label}: accepted, but not as given"
            try:
                plays(game, state)
            except Exception as exc:  # noqa: BLE001
                raise AssertionError(f"{label}: accepted, but then {exc!r}") from exc
            counts["accepted"] += 1
        took = time.perf_counter() - start
        assert took < CASE_SECONDS, f"{label}: took {took:.1f} s"
    assert counts["refused"], counts
    print(f"{game_id} chunk {chunk}: {counts}")
