"""Results as a fresh-eyes reviewer saw it at 1280x800 and 800x600, 100 and 200 % text:
a bar at the right offered nothing to scroll to; only Sorry, King!'s screen said
'Rematch: the same players…' at 200 %, and its rows said '2 in reserve' (the checkers
waiting off the ring: no part of who won); Sorry!'s amounts ('4/4') said nothing of
what they counted where Sorry My Ass!'s said 'pawns HOME' (and lost it at 800x600)."""

from __future__ import annotations

import pygame
import pytest
from test_results_screen import layout_of

from sorry_game.app import standings as standings_module
from sorry_game.app.scenes import results as results_module
from sorry_game.games.catalogue import all_games

GAMES = [g.id for g in all_games() if g.available and g.id != "toy"]
SIZES = [(1280, 800), (800, 600)]
size_ids = {"ids": lambda s: f"{s[0]}x{s[1]}"}


def close(app) -> None:
    app.set_ui_scale(100)
    app.close()


def bar_pixels(results, size) -> int:
    """The pixels of the page's bar colour in the bar's track at the window's right."""
    window = pygame.Surface(size)
    results.draw(window)
    ink = tuple(results.app.theme.colour("muted_text"))[:3]
    w, h = size
    x0 = w - results.px(0.012) - 2
    return sum(
        tuple(window.get_at((x, y)))[:3] == ink
        for x in range(x0, w - 2)
        for y in range(2, h - 2, 2)
    )


def drawn_words(results, monkeypatch) -> list[str]:
    """Every line of words Results draws (its own and its standings')."""
    said: list[str] = []
    for module in (results_module, standings_module):
        real = module.draw_text

        def spy(surface, text, *args, _real=real, **kwargs):
            said.append(text)
            return _real(surface, text, *args, **kwargs)

        monkeypatch.setattr(module, "draw_text", spy)
    results.draw(pygame.Surface(results.window))
    return said


@pytest.mark.parametrize("scale", [100, 200])
@pytest.mark.parametrize("size", SIZES, **size_ids)
@pytest.mark.parametrize("game_id", GAMES)
def test_no_bar_where_everything_fits_the_window(game_id, size, scale) -> None:
    """Every game's Results at 200 % showed a bar at the right: the page was twice the
    window's height (or its margin under the band's) whatever it held. Where every
    part stands in the window the page is the window, and no bar is drawn."""
    app, results = layout_of(game_id, size, scale)
    window = pygame.Rect(0, 0, *size)
    parts = [results.panel, *results.row_rects]
    if results.story_shown:
        parts.append(results.story_rect)
    for part in parts:
        assert window.contains(part), part
        if results.foot_h:
            assert part.bottom <= results.foot_rect.top, part
    assert results.page_room == 0, results.size
    assert bar_pixels(results, size) == 0
    close(app)


@pytest.mark.parametrize("size", SIZES, **size_ids)
def test_the_bar_shows_where_something_stands_below_the_window(size, monkeypatch) -> None:
    """While the review is computed its progress stands under the places, below the
    band at 200 %: the page is taller than the window and the bar says so."""
    app, results = layout_of("classic", size, 200)
    monkeypatch.setattr(results.review, "computing", lambda: True)
    results.layout()
    assert results.page_room > 0
    assert results.note_rect.bottom > size[1] - results.foot_h
    assert bar_pixels(results, size) > 0
    close(app)


@pytest.mark.parametrize("scale", [100, 200])
@pytest.mark.parametrize("size", SIZES, **size_ids)
def test_every_games_rematch_explains_itself_alike(size, scale, monkeypatch) -> None:
    """Sorry, King!'s note said 'a new game.' where the others said who plays first,
    and at 200 % only its note was in sight (the others' stood under the band). Every
    game's note says the same things — who plays first the rematch's own first state's
    player (King: White) — and every game shows it where its buttons follow the page,
    none where they stand in the band."""
    shown = set()
    for game_id in GAMES:
        app, results = layout_of(game_id, size, scale)
        note = results.note
        assert note.startswith("Rematch: the same players, a new game, and "), note
        assert note.endswith(" plays first.") or note.endswith("you play first."), note
        with monkeypatch.context() as patch:
            said = drawn_words(results, patch)
        shown.add(note in said)
        assert (note in said) == (not results.note_pinned), (game_id, said)
        close(app)
    assert len(shown) == 1, "every game alike"


def test_the_king_rematch_names_white_as_the_first_player() -> None:
    app, results = layout_of("king", (1280, 800), 100)
    session = results.game_session
    white = session.state.view(None).colours.index(0)  # White: colour 0
    name = session.names()[white]
    said = "you play" if name == "You" else f"{name} plays"
    assert results.note.endswith(f"and {said} first."), results.note
    close(app)


@pytest.mark.parametrize("scale", [100, 200])
@pytest.mark.parametrize("size", SIZES, **size_ids)
def test_king_rows_say_nothing_of_the_checkers_in_reserve(size, scale, monkeypatch) -> None:
    """'2 in reserve' (the checkers waiting to enter the ring) meant nothing on Results:
    a King row says who played, in the words every game's rows use."""
    app, results = layout_of("king", size, scale)
    said = drawn_words(results, monkeypatch)
    assert not any("reserve" in line for line in said), said
    for _place, seat in results.rows:
        _name, who, _progress = results.row_words(seat)
        assert who in ("Human", "Computer · normal"), who
    assert "in reserve" in results.view.seats[0].note  # the table's strip still says it
    close(app)


@pytest.mark.parametrize("size", SIZES, **size_ids)
@pytest.mark.parametrize("game_id", ["classic", "president"])
def test_the_amounts_say_pawns_home_at_both_sizes(game_id, size, monkeypatch) -> None:
    """Sorry!'s compact rows at 200 % said a bare '4/4' (their tie-break's words did
    not fit, and the label went with them) where Sorry My Ass!'s said '4/4 pawns HOME';
    at 800x600 both said '4/4'. Each row says 'N/4 pawns HOME' where that fits, else
    the amounts stand under 'pawns HOME' on the places' frame over their column."""
    app, results = layout_of(game_id, size, 200)
    assert results.compact
    said = drawn_words(results, monkeypatch)
    amounts = [results.progress_text(seat).split(" ")[0] for _p, seat in results.rows]
    per_row = [line for line in said if line.split(" ")[0] in amounts and "/" in line]
    assert len(per_row) >= len(results.rows), said
    if results.column_label is None:
        assert all(line.startswith(tuple(amounts)) and "pawns HOME" in line for line in per_row)
    else:
        assert said.count("pawns HOME") == 1, said
        label = results.column_label
        column = results.row_rects[0]
        assert label.right >= column.right and label.left > column.centerx
        assert label.top < results.row_rects[0].top and label.colliderect(results.panel)
    assert any("pawns HOME" in line for line in said), said
    close(app)


@pytest.mark.parametrize("game_id", ["classic", "president"])
def test_at_1280x800_the_rows_say_pawns_home_as_sorry_my_ass_does(game_id, monkeypatch) -> None:
    """At 1280x800 and 200 % every row says its 'N/4 pawns HOME' (Sorry! dropped it with
    the tie-break's words)."""
    app, results = layout_of(game_id, (1280, 800), 200)
    said = drawn_words(results, monkeypatch)
    assert results.column_label is None
    for _place, seat in results.rows:
        amount = results.progress_text(seat).split(" ")[0]
        assert f"{amount} pawns HOME" in [line.split(" · ")[0] for line in said], said
    close(app)
