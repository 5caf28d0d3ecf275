"""The timeline (replay viewer, statistics): every position of a record, forward and back."""

from __future__ import annotations

import random

import pytest

from sorry_game.engine.errors import SaveError
from sorry_game.engine.interface import GameConfig
from sorry_game.engine.savefile import SaveRecord
from sorry_game.engine.timeline import KEEP_EVERY, Timeline
from sorry_game.games.catalogue import all_games


def played(game_id: str, moves: int, seed: int = 5) -> tuple[SaveRecord, list[dict]]:
    """A record of `moves` random actions and the position after each (0 = the deal)."""
    from sorry_game.games.catalogue import get_game

    game = get_game(game_id)
    config = GameConfig(min(4, game.max_players))
    state = game.new_state(config, seed)
    rng = random.Random(seed)
    positions = [state.to_dict()]
    actions: list[str] = []
    while len(actions) < moves and not state.is_over():
        action = rng.choice(state.legal_actions())
        actions.append(str(action))
        state.apply(action)
        positions.append(state.to_dict())
    return SaveRecord(game_id, config, seed, actions), positions


@pytest.mark.parametrize("game_id", [g.id for g in all_games() if g.available])
def test_every_position_forward_and_back(game_id: str) -> None:
    from sorry_game.games.catalogue import get_game

    record, positions = played(game_id, 3 * KEEP_EVERY + 5)
    timeline = Timeline(get_game(game_id), record)
    assert len(timeline) == len(positions) - 1
    for n in [*range(len(positions)), *reversed(range(len(positions)))]:
        assert timeline.state_at(n).to_dict() == positions[n], n
    assert timeline.state_at(len(positions) + 9).to_dict() == positions[-1]
    assert [s.number for s in timeline.steps] == list(range(1, len(positions)))


def test_a_position_is_a_copy() -> None:
    from sorry_game.games.catalogue import get_game

    record, positions = played("classic", 10)
    timeline = Timeline(get_game("classic"), record)
    first = timeline.state_at(3)
    first.apply(first.legal_actions()[0])
    assert timeline.state_at(3).to_dict() == positions[3]


def test_an_illegal_record_is_refused_with_its_line() -> None:
    from sorry_game.games.catalogue import get_game

    record, _ = played("classic", 4)
    record.actions.append("move R0 +99")
    with pytest.raises(SaveError):
        Timeline(get_game("classic"), record)
