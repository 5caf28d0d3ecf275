"""Keys 1–4 pick the pawn with that number on it (the Sorry! board's pawns are numbered
1–4 per colour), in Sorry! and in Sorry My Ass! once its cards are played; a pawn still
in START picks START; a pawn that cannot move is not picked."""

from __future__ import annotations

import random

import pytest
from table_helpers import open_game

from sorry_game.engine.picking import Picker
from sorry_game.games.board.geometry import START


def pawn_decisions(game_id: str, seed: int, want: int = 12):
    """Positions where the decider picks among pawns (random play from `seed`)."""
    from sorry_game.engine.interface import GameConfig
    from sorry_game.games.catalogue import get_game

    game = get_game(game_id)
    state = game.new_state(GameConfig(4), seed)
    rng = random.Random(seed)
    found = []
    while not state.is_over() and len(found) < want:
        options = Picker(state.picks()).options()
        kinds = {c.kind for c in options}
        if "pawn" in kinds and "card" not in kinds:
            found.append((state.view(state.current_player()), options))
        legal = state.legal_actions()
        state.apply(legal[int(rng.random() * len(legal))])
    return found


@pytest.mark.parametrize("game_id", ["classic", "president"])
def test_a_number_key_picks_the_pawn_with_that_number(game_id):
    app, table, _session = open_game(size=(1280, 800), game_id=game_id, seed=3)
    plugin = table.plugin
    decisions = pawn_decisions(game_id, 5)
    assert decisions, "no pawn decision in the game played"
    for view, options in decisions:
        colour = view.game.board.moving_colour
        pawns = view.game.board.pawns
        for n in range(1, 5):
            pid = colour * 4 + n - 1
            own = next((c for c in options if c.kind == "pawn" and c.key == pid), None)
            start = next((c for c in options if c.kind == "start"), None)
            if own is not None:
                expected = own
            elif pawns[pid] == START and start is not None:
                expected = start
            else:
                expected = None  # it cannot move now
            assert plugin.hotkey(n, options, view) == expected, (n, pid, options)
    app.close()
