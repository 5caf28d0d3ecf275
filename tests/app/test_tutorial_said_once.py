"""The guided game says its step once (fresh eyes at 1280x800 and 800x600, 200 %):
Sorry My Ass!'s first step said it three times at once — the heading "A new trick",
the prompt "Choose cards of one rank to lead, or pass." and the tip "You lead… choose
your 2s". While a step's tip points at its choice, the prompt gives way to it at every
size (the tip names the choice); the game's heading says where the game is, not what
to do."""

from __future__ import annotations

import pytest
from test_tip_large_text import GAMES, tip_at


@pytest.mark.parametrize("scale", [100, 200])
@pytest.mark.parametrize("size", [(1280, 800), (800, 600)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game_id", GAMES)
def test_the_guided_step_is_said_by_its_tip_alone(game_id: str, size, scale: int) -> None:
    app, table, tips = tip_at(game_id, size, scale)
    assert tips and table.coach.pointed is not None  # the first step's tip, pointing
    asked = table.controller.prompt()
    assert asked  # what the prompt would have said beside the tip
    assert table.prompt_line()[0] == "" and table.lay.prompt.height == 0, asked
    if game_id == "president":
        assert "choose your 2s" in tips[0].message.text
    app.set_ui_scale(100)
    app.close()


def test_a_tip_that_points_at_nothing_keeps_the_prompt() -> None:
    """A game without a guide (tips on or off) keeps its prompt: only a guided step's
    tip stands in for it."""
    from table_helpers import make_app

    from sorry_game.session import sample_session

    app = make_app((1280, 800))
    table = app.open_table(sample_session("president", 7, 0))
    for _ in range(600):
        if table.human_input() and not table.animator.busy:
            break
        app.step([], dt=0.1)
    assert table.human_input()
    assert table.prompt_line()[0] == table.controller.prompt() != ""
    app.close()
