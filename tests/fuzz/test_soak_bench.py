"""bench/soak.py (not in CI itself) keeps working: two games of every registered game
with every check, and a failing check is reported with its seed."""

from __future__ import annotations

import pytest
from bench_scripts import bench_script

from sorry_game.games.catalogue import all_games, get_game

soak = bench_script("soak")


@pytest.mark.timeout(120)
@pytest.mark.parametrize("game_id", [g.id for g in all_games() if g.available])
def test_the_soak_plays_every_game_without_a_failure(game_id):
    tally = soak.soak(get_game(game_id), 2, 3, 5, verbose=False)
    assert tally.games == 2 and tally.actions > 0
    assert tally.failures == 0, tally.first
    assert tally.line() == f"{game_id}: games 2, actions {tally.actions}, failures 0"


def test_a_broken_invariant_is_reported_with_its_seed(monkeypatch, capsys):
    game = get_game("toy")
    real = game.state_from_dict

    def forgetful(data):
        state = real(data)
        state.turns += 1  # the loaded position differs from the one saved
        return state

    monkeypatch.setattr(game, "state_from_dict", forgetful)
    assert soak.main(["--games", "3", "--game", "toy", "--seed", "4"]) == 1
    out = capsys.readouterr().out
    assert "toy: games 3, actions 0, failures 3" in out
    assert "first failing game: seed 4000012" in out and "changes the position" in out
