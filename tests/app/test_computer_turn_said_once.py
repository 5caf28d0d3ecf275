"""Issue 39: a computer's turn was said two or three times in one frame — the header's
"computer", the prompt's "The computer is playing." and, in Sorry, King!, the panel's
"Chess move" under the header's "makes a chess move". The header says it once: the
prompt is empty, and King's panel keeps its title's room but draws no title then."""

from __future__ import annotations

import pytest
from table_helpers import drawn_parts, make_app, make_session, step_idle

from sorry_game.games.catalogue import all_games


def at_computers_turn(game_id: str, size: tuple[int, int]):
    """A table where you play seat 1, stepped to the computers' first decision (seat 0
    plays first), no move landing."""
    app = make_app(size)
    app.settings.speed = "normal"
    table = app.open_table(make_session(game_id, seed=5, humans=(1,)))
    for _ in range(400):
        seat = table.state.current_player()
        if seat is not None and seat != 1 and not table.landing:
            return app, table
        step_idle(app, 0.05)
    raise AssertionError("no computer's turn")


@pytest.mark.parametrize("game_id", [g.id for g in all_games() if g.available])
def test_a_computers_turn_is_said_once_in_the_header(game_id: str) -> None:
    app, table = at_computers_turn(game_id, (800, 600))
    drawn = drawn_parts(table)
    head = " ".join(drawn["header"])
    assert "computer" in head, head
    assert not "".join(drawn.get("prompt", [])).strip(), drawn.get("prompt")
    words = " ".join(w for ws in drawn.values() for w in ws)
    assert "computer is playing" not in words.lower(), words
    note = table.view.turn_note  # what the computer does: the header's alone
    if note:
        assert note.split()[-1] in head, head
        said = [w for part, ws in drawn.items() if part != "header" for w in ws]
        assert not any(w.lower().rstrip(":") in note for w in said if " " in w), said
    app.close()


def test_king_s_phase_title_waits_for_the_player_at_the_screen() -> None:
    """The header says "makes a chess move" on the computer's turn: the panel's "Chess
    move" is not drawn then; on your own turn (the header's "your turn") it is."""
    app, table = at_computers_turn("king", (800, 600))
    words = sum(drawn_parts(table).values(), [])
    assert "Chess move" not in words and "makes a chess move" in " ".join(words), words
    for _ in range(2000):
        if table.human_input() and table.view.game.phase == "chess":
            break
        step_idle(app, 0.05)
    else:
        raise AssertionError("never your chess move")
    assert "Chess move" in sum(drawn_parts(table).values(), [])
    app.close()


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
@pytest.mark.parametrize("scale", [100, 200])
def test_k5_king_s_legend_keeps_one_caption_through_a_game(size, scale) -> None:
    """Issue 39: at one size the legend's caption read "A move sends a checker:" at a
    decision and "Checker moves:" while a two-line title ("Rank 1 controlled") was up:
    one game at one size keeps one caption's words, above the values or beside them."""
    from sorry_game.app.plugins.king import panel as king_panel

    forms = [
        {king_panel.CAPTIONS[k], *king_panel.SIDE_CAPTIONS[k]}
        for k in range(len(king_panel.CAPTIONS))
    ]
    app = make_app(size)
    app.set_ui_scale(scale)
    app.settings.speed = "normal"
    table = app.open_table(make_session("king", seed=3, humans=()))
    seen: set[int] = set()
    phases: set[str] = set()
    for frame in range(900):
        step_idle(app, 0.05)
        if table.state.is_over():
            break
        if frame % 3:
            continue
        words = sum(drawn_parts(table).values(), [])
        seen |= {k for k, form in enumerate(forms) if form & set(words)}
        phases.add(table.told.game.phase)
    assert len(seen) == 1, seen
    assert {"chess", "checker"} <= phases, phases
    app.set_ui_scale(100)
    app.close()
