"""Text size that means it (issue 32): at 200 % the menus' text is drawn about twice as
tall as at 100 % (measured from the lines drawn, `draw.recorded_sizes`), no label is
shrunk or cut to fit where the layout can change instead, and a page taller than the
window scrolls to what has the focus."""

from __future__ import annotations

import pygame
import pytest
from shell_helpers import drawn_lines, key, make_app

from sorry_game.app import draw


@pytest.fixture(autouse=True)
def _inline_ai(monkeypatch):
    monkeypatch.setenv("SORRY_GAME_INLINE_AI", "1")


def test_body_px_weighs_lines_by_their_words() -> None:
    lines = [(60, "Settings"), (20, "Computer speed"), (20, "How fast computers move")]
    assert draw.body_px(lines) == 20
    assert draw.text_size_ratio([(40, "a b c")], [(20, "a b c")]) == 2.0
    assert draw.body_px([]) == 0 and draw.text_size_ratio([], []) == 0


@pytest.mark.parametrize("scene", ["title", "settings", "learn", "stats", "history"])
def test_menus_text_is_twice_as_tall_at_200(scene: str) -> None:
    normal, _ = drawn_lines(scene, "", (1280, 800), 100)
    large, cuts = drawn_lines(scene, "", (1280, 800), 200)
    assert draw.text_size_ratio(large, normal) >= 1.8
    assert cuts == []


@pytest.mark.parametrize("size", [(1280, 800), (800, 600)])
@pytest.mark.parametrize("scene", ["title", "settings", "learn"])
def test_no_label_shrinks_to_fit_at_200(scene: str, size) -> None:
    """Every line drawn at both sizes is drawn at least 1.8 times as tall at 200 %: the
    layout made room (rows stack, a page scrolls) rather than shrink the words."""
    normal, _ = drawn_lines(scene, "", size, 100)
    large, cuts = drawn_lines(scene, "", size, 200)
    at_100 = {words: px for px, words in normal}
    shrunk = [(w, at_100[w], px) for px, w in large if w in at_100 and px < 1.8 * at_100[w]]
    assert shrunk == [] and cuts == []


def test_the_page_scrolls_to_the_focus_and_the_wheel_scrolls_it() -> None:
    app = make_app(size=(800, 600))
    app.set_ui_scale(200)
    app.go("settings")
    scene = app.top
    assert scene.size[0] == 800 and scene.size[1] >= 1200 and scene.page_y == 0
    for _ in range(len(scene.form.focusables())):
        key(app, pygame.K_TAB)
        focus = scene.form.focus
        assert scene.page_y <= focus.rect.top and focus.rect.bottom <= scene.page_y + 600
    assert scene.page_y > 0
    app.step([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=100, flipped=False)])
    assert scene.page_y == 0
    # a click lands on what the window shows there, the page scrolled
    key(app, pygame.K_END)
    scene.page_to(scene.page_room)
    done = scene.done.rect
    pos = (done.centerx, done.centery - scene.page_y)
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)])
    app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])
    assert app.top is not scene
    app.set_ui_scale(100)
    app.close()


def test_a_page_taller_than_the_window_opens_at_its_top_with_the_focus_there() -> None:
    """Setup at 200 % in 800x600 is a page 2,000 px taller than the window: its Start
    was focused far down the page, out of sight (Enter pressed what nobody saw). It
    opens at its top, the focus on its first control, in sight."""
    app = make_app(size=(800, 600))
    app.set_ui_scale(200)
    app.go("setup")
    app.step([])
    setup = app.top
    assert setup.page_room > 0
    focus = setup.form.focus
    assert setup.page_y == 0 and setup.form.focus_visible
    assert focus is not None and focus.rect.bottom <= setup.window[1]
    app.set_ui_scale(100)
    app.close()


def test_the_focused_setting_stays_in_view_as_the_text_size_changes() -> None:
    """Issue 39: Right on Text size laid the page out again twice as tall and left the
    focused row far below the window; going up showed a control without its label."""
    app = make_app(size=(800, 600))
    app.go("settings")
    scene = app.top
    while scene.form.focus is not scene.ui_scale:
        key(app, pygame.K_DOWN)
    for _ in range(5):  # 100 % up to 200 %, the row always in view
        key(app, pygame.K_RIGHT)
        row = scene.focus_area(scene.ui_scale)
        assert scene.page_y <= row.top and row.bottom <= scene.page_y + 600
    assert scene.page_room > 0
    for _ in range(len(scene.rows)):  # up the page: each row's label and control in view
        key(app, pygame.K_UP)
        focus = scene.form.focus
        row = scene.focus_area(focus)
        assert row.height > focus.rect.height or focus is scene.done
        assert scene.page_y <= row.top and row.bottom <= scene.page_y + 600
    app.set_ui_scale(100)
    app.close()
