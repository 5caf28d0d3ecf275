"""Keys in the menus and screens (issue 32): the arrows move the focus across the screen
(Left/Right in the title's two columns), Tab follows reading order, Setup is a few Tabs
from the games to Start, every screen opens with its likeliest choice focused and shown,
the focus comes back where it was after a dialog, the storage banner's buttons are
reached with F6, prompts say "click or press Enter", and `Form.reachable()` counts what
keys reach."""

from __future__ import annotations

import ast
import errno
from pathlib import Path

import pygame
import pytest
from shell_helpers import key, make_app

from sorry_game.app.scenes.learn import LearnScene
from sorry_game.app.scenes.pass_screen import PassScreenScene
from sorry_game.app.scenes.pause import PauseScene
from sorry_game.app.scenes.records import HistoryScene, LoadScene
from sorry_game.app.scenes.results import ResultsScene
from sorry_game.app.scenes.rules import RulesScene
from sorry_game.app.scenes.save_as import SaveAsScene
from sorry_game.app.scenes.settings import SettingsScene
from sorry_game.app.scenes.setup import SetupScene
from sorry_game.app.scenes.stats import StatsScene
from sorry_game.app.scenes.title import TitleScene
from sorry_game.app.widgets import Button, Cycler, Form
from sorry_game.engine import GameConfig
from sorry_game.games.catalogue import get_game
from sorry_game.session import Seat, Session
from sorry_game.store import health, kinds
from sorry_game.store.paths import autosave_path

SIZES = [(800, 600), (1280, 800)]


def game_in_progress(save: bool = True) -> Session:
    seats = [Seat("Ann", "human", "normal", 0), Seat("Bob", "computer", "easy", 2)]
    path = autosave_path() if save else None
    session = Session.new("classic", GameConfig(2, {"colours": [0, 2]}), 9, seats, path)
    session.apply(session.state.legal_actions()[0])
    return session


def finished_session() -> Session:
    game = get_game("classic")
    seats = [Seat(f"P{i}", "computer", "easy", c) for i, c in enumerate(game.default_colours(4))]
    session = Session.new("classic", GameConfig(4, {}), 5, seats)
    while not session.state.is_over():
        session.apply(session.state.legal_actions()[0])
    return session


def ring_drawn(scene, widget) -> bool:
    """Whether drawing the scene with `widget` focused and shown differs, around it,
    from drawing it with nothing focused (the focus ring is on screen)."""
    size = scene.size
    form = scene.form
    was = (form.focus, form.focus_visible)
    form.set_focus(None, False)
    plain = pygame.Surface(size)
    scene.draw(plain)
    form.set_focus(*was)
    shown = pygame.Surface(size)
    scene.draw(shown)
    area = widget.rect.inflate(12, 12).clip(pygame.Rect((0, 0), size))
    return any(
        plain.get_at((x, y)) != shown.get_at((x, y))
        for x in range(area.left, area.right, 2)
        for y in range(area.top, area.bottom, 2)
    )


# --- 1. the arrows move across the screen ---------------------------------------------------
@pytest.mark.parametrize("size", SIZES)
def test_left_and_right_move_in_the_titles_two_columns_and_up_down_keep_the_column(size):
    app = make_app(size=size)
    title = app.top
    b = title.buttons
    title.form.set_focus(b["load"], True)
    key(app, pygame.K_RIGHT)
    assert title.form.focus is b["history"]
    key(app, pygame.K_DOWN)
    assert title.form.focus is b["rules"]  # the right column, one row down
    key(app, pygame.K_LEFT)
    assert title.form.focus is b["learn"]
    key(app, pygame.K_DOWN)
    assert title.form.focus is b["stats"]
    key(app, pygame.K_UP)
    key(app, pygame.K_UP)
    key(app, pygame.K_UP)
    assert title.form.focus is b["new"]  # the full-width button above both columns
    key(app, pygame.K_UP)  # nothing above: round to the bottom of the column
    assert title.form.focus is b["quit"]
    app.close()


def test_a_cycler_keeps_left_right_and_up_down_still_move_down_the_column():
    app = make_app(size=(1280, 800))
    setup = app.push(SetupScene(app))
    app.step([])
    who = [row.who for row in setup.rows[: setup.choices.players]]
    setup.form.set_focus(who[0], True)
    before = who[0].index
    key(app, pygame.K_RIGHT)
    assert setup.form.focus is who[0] and who[0].index != before
    key(app, pygame.K_DOWN)
    assert setup.form.focus is who[1]  # the seat below, same column
    key(app, pygame.K_DOWN)
    assert setup.form.focus is who[2]
    app.close()


def test_the_nearest_widget_that_way_wins_and_overlap_comes_first():
    app = make_app()
    form = Form(app)
    top = form.add(Button("top", None, (100, 0, 100, 30)))
    left = form.add(Button("left", None, (0, 50, 90, 30)))
    mid = form.add(Button("mid", None, (100, 50, 100, 30)))
    far = form.add(Button("far", None, (400, 50, 100, 30)))
    below_right = form.add(Button("below right", None, (210, 100, 100, 30)))
    assert form.arrow_target(mid, 1, 0) is far  # the same row first, however far
    assert form.arrow_target(mid, -1, 0) is left
    assert form.arrow_target(mid, 0, -1) is top
    assert form.arrow_target(mid, 0, 1) is below_right  # nothing overlaps below: nearest
    assert form.arrow_target(left, -1, 0) is None  # Left/Right never wrap
    app.close()


# --- 2. Tab in reading order, and few Tabs in Setup ------------------------------------------
def open_scene(app, name):
    if name == "title":
        return app.top
    if name == "pause":
        return app.push(PauseScene(app, game_in_progress(save=False)))
    if name == "curtain":
        return app.push(PassScreenScene(app, "Ann", on_undo=lambda: None, undo_name="Bob"))
    if name == "save_as":
        return app.push(SaveAsScene(app, game_in_progress(save=False)))
    if name == "results":
        return app.push(ResultsScene(app, finished_session(), count=False))
    factories = {
        "setup": SetupScene,
        "settings": SettingsScene,
        "rules": RulesScene,
        "stats": StatsScene,
        "load": LoadScene,
        "history": HistoryScene,
        "learn": LearnScene,
    }
    return app.push(factories[name](app))


SCENE_NAMES = [
    "title",
    "setup",
    "settings",
    "rules",
    "pause",
    "curtain",
    "results",
    "stats",
    "load",
    "history",
    "learn",
    "save_as",
]


def reads_after(a: pygame.Rect, b: pygame.Rect) -> bool:
    """Whether `b` comes after `a` in reading order: on a later row, further right on
    the same row, or at the top of a column to the right."""
    tol = 4
    if b.top >= a.bottom - tol:
        return True
    return b.left >= a.right - tol


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("name", SCENE_NAMES)
def test_tab_goes_in_reading_order(name, size):
    app = make_app(size=size)
    scene = open_scene(app, name)
    app.step([])
    stops = scene.form.tab_stops()
    assert stops
    for a, b in zip(stops, stops[1:], strict=False):
        assert reads_after(a.rect, b.rect), (name, a.name, b.name)
    app.close()


def test_setup_is_a_few_tabs_from_the_games_to_start():
    """It took 24 Tabs (every tile, every seat's three controls); now the tiles are one
    stop, each column of the seats is one, and the options with the theme are one."""
    app = make_app(size=(1280, 800))
    setup = app.push(SetupScene(app))
    app.step([])
    assert setup.form.focus is setup.start_button and setup.focus_shown()
    key(app, pygame.K_TAB)  # round to the games, on the one chosen
    chosen = next(t for t in setup.tiles if t.selected)
    assert setup.form.focus is chosen
    key(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert setup.form.focus is setup.start_button  # and back in one
    setup.form.set_focus(setup.tiles[0], True)
    tabs = 0
    while setup.form.focus is not setup.start_button and tabs < 50:
        key(app, pygame.K_TAB)
        tabs += 1
    assert tabs <= 9
    app.close()


def test_the_arrows_go_along_the_games_and_enter_picks_one():
    app = make_app(size=(1280, 800))
    setup = app.push(SetupScene(app))
    app.step([])
    setup.form.set_focus(setup.tiles[0], True)
    key(app, pygame.K_RIGHT)
    assert setup.form.focus is setup.tiles[1]
    key(app, pygame.K_RETURN)
    assert setup.choices.game == setup.tiles[1].game.id
    key(app, pygame.K_TAB)
    assert setup.form.focus is setup.form.tab_stops()[1]
    key(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert setup.form.focus is setup.tiles[1]  # back on the game chosen
    app.close()


def test_enter_on_a_choice_in_setup_starts_the_game_and_space_still_steps_it():
    """From the seats, Enter starts: no walk to Start (it took 13 more Tabs)."""
    app = make_app(size=(1280, 800))
    setup = app.push(SetupScene(app))
    app.step([])
    who = setup.rows[1].who
    setup.form.set_focus(who, True)
    before = who.index
    key(app, pygame.K_SPACE)
    assert who.index != before and app.top is setup
    key(app, pygame.K_RETURN)
    assert app.top is not setup and app.session is not None
    assert app.session.seats[1].kind == "computer"
    app.close()


# --- 3. the likeliest choice is focused, and shown, when a screen opens ------------------
def test_every_screen_opens_with_its_likeliest_choice_focused_and_shown():
    game_in_progress()  # an autosave: the title offers Continue
    app = make_app(size=(1280, 800))
    title = app.top
    assert title.form.focus is title.buttons["continue"] and ring_drawn(title, title.primary)
    expected = {
        "setup": "start",
        "pause": "resume",
        "results": "rematch",
        "settings": "done",
        "rules": "back",
        "curtain": "reveal",
        "load": "back",  # no saves: nothing to open
    }
    for name, widget in expected.items():
        scene = open_scene(app, name)
        app.step([])
        assert scene.form.focus is not None and scene.form.focus.name == widget, name
        assert scene.focus_shown() and ring_drawn(scene, scene.form.focus), name
        app.pop()
    app.close()


def test_the_new_game_question_opens_on_cancel_shown():
    game_in_progress()
    app = make_app()
    title = app.top
    key(app, pygame.K_DOWN)  # Continue -> New game
    assert title.form.focus is title.buttons["new"]
    key(app, pygame.K_RETURN)
    assert title.confirming and title.confirm_form.focus is title.keep_button
    key(app, pygame.K_ESCAPE)
    assert title.form.focus is title.buttons["new"] and title.focus_shown()
    app.close()


# --- 4. the focus comes back where it was -------------------------------------------------------
def test_cancelling_restart_puts_the_focus_back_on_restart():
    app = make_app()
    pause = app.push(PauseScene(app, game_in_progress(save=False)))
    app.step([])
    restart = pause.by_name("restart")
    while pause.form.focus is not restart:
        key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    assert pause.asking and pause.form.focus.name == "restart_no"  # the safe choice
    key(app, pygame.K_RETURN)  # Cancel
    assert not pause.asking and pause.form.focus is restart and pause.focus_shown()
    app.close()


@pytest.mark.parametrize("button", ["settings", "stats", "rules", "load"])
def test_back_from_another_screen_the_focus_is_on_the_button_that_opened_it(button):
    app = make_app()
    title = app.top
    title.form.set_focus(title.buttons[button], True)
    key(app, pygame.K_RETURN)
    assert app.top is not title
    key(app, pygame.K_ESCAPE)
    assert app.top is title
    assert title.form.focus is title.buttons[button] and title.focus_shown()
    app.close()


def test_setup_keeps_its_focus_over_the_rules():
    app = make_app()
    setup = app.push(SetupScene(app))
    app.step([])
    setup.form.set_focus(setup.rules_button, True)
    key(app, pygame.K_RETURN)
    assert isinstance(app.top, RulesScene)
    key(app, pygame.K_ESCAPE)
    assert app.top is setup and setup.form.focus is setup.rules_button
    app.close()


# --- 5. the storage banner by keys ------------------------------------------------------------------
def test_f6_reaches_the_storage_banners_buttons_and_esc_goes_back(monkeypatch):
    app = make_app(size=(1280, 800))
    title = app.top
    health.failed(kinds.STATS, OSError(errno.ENOSPC, "No space left on device"))
    app.step([])
    banner = app.banner
    assert banner.shown and banner.buttons() == [banner.retry_button]
    tried = []
    monkeypatch.setattr(banner, "retry", lambda: tried.append(1))
    banner.retry_button.on_click = banner.retry
    before = title.form.focus
    assert ring_drawn(title, before)
    key(app, pygame.K_F6)
    assert banner.focus is banner.retry_button
    assert not ring_drawn(title, before)  # one ring on the screen: the banner's
    window = pygame.display.get_surface()
    with_ring = window.copy()
    key(app, pygame.K_TAB)  # one button: Tab stays on it, the title's focus stays put
    assert banner.focus is banner.retry_button and title.form.focus is before
    key(app, pygame.K_RETURN)
    assert tried == [1] and isinstance(app.top, TitleScene)
    key(app, pygame.K_ESCAPE)
    assert banner.focus is None
    app.step([])
    without = pygame.display.get_surface().copy()
    area = banner.retry_button.rect.inflate(10, 10)
    differs = any(
        with_ring.get_at((x, y)) != without.get_at((x, y))
        for x in range(area.left, area.right, 2)
        for y in range(area.top, min(area.bottom, banner.rect.bottom), 2)
    )
    assert differs  # the ring was drawn on the banner's button
    key(app, pygame.K_DOWN)  # the keys are the title's again
    assert title.form.focus is not before
    app.close()


def test_f6_goes_between_save_as_and_try_again_in_a_game(monkeypatch):
    app = make_app(size=(1280, 800))
    session = game_in_progress()
    app.open_table(session)
    health.failed(kinds.AUTOSAVE, OSError(errno.ENOSPC, "No space left on device"))
    app.step([])
    banner = app.banner
    assert banner.buttons() == [banner.save_button, banner.retry_button]
    key(app, pygame.K_F6)
    assert banner.focus is banner.save_button
    key(app, pygame.K_RIGHT)
    assert banner.focus is banner.retry_button
    key(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert banner.focus is banner.save_button
    key(app, pygame.K_RETURN)
    assert type(app.top).__name__ == "SaveAsScene" and banner.focus is None
    key(app, pygame.K_F6)
    key(app, pygame.K_F6)  # F6 again: back to the screen
    assert banner.focus is None
    app.close()


# --- 6. words ----------------------------------------------------------------------------------------
SHELL = Path(__file__).parents[2] / "sorry_game" / "app" / "scenes"


def player_strings(path: Path) -> list[str]:
    """The string constants of a module that are not docstrings."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docs = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                docs.add(id(body[0].value))
    return [
        node.value
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs
    ]


def test_the_screens_never_say_click_where_keys_work_too():
    said = [
        (path.name, text)
        for path in sorted(SHELL.rglob("*.py"))
        if path.name != "table.py"  # the table's prompts are the table's
        for text in player_strings(path)
        if "click" in text.lower() and "enter" not in text.lower() and text != "click"
    ]
    assert said == []


def test_the_curtain_says_click_or_press_enter(monkeypatch):
    app = make_app()
    said = []
    import sorry_game.app.scenes.pass_screen as curtain

    real = curtain.draw_text
    monkeypatch.setattr(
        curtain, "draw_text", lambda s, text, *a, **k: said.append(text) or real(s, text, *a, **k)
    )
    scene = app.push(PassScreenScene(app, "Ann"))
    app.step([])
    assert "Pass to Ann: click or press Enter when ready" in said
    key(app, pygame.K_RETURN)
    assert app.top is not scene
    app.close()


# --- 7. what the keys reach -----------------------------------------------------------------
def test_reachable_counts_group_members_reached_by_arrows_and_presses_nothing():
    app = make_app(size=(1280, 800))
    setup = app.push(SetupScene(app))
    app.step([])
    form = setup.form
    interactive = form.focusables()
    values = [w.index for w in interactive if isinstance(w, Cycler)]
    focus = form.focus
    by_tab = form.reachable(arrows=())
    assert len(by_tab) == len(form.tab_stops()) < len(interactive)
    reached = form.reachable()
    assert {id(w) for w in reached} == {id(w) for w in interactive}
    assert [w.index for w in interactive if isinstance(w, Cycler)] == values
    assert form.focus is focus
    app.close()


def test_arrows_in_a_group_go_to_its_members_first():
    """Setup's seat colours stacked at 200 % text, each with its name below it: Down
    from a colour goes to the next seat's colour (the colours are one Tab stop: the
    arrows are the only way to them), and from the last one on to the name below."""
    app = make_app()
    form = Form(app)
    colours, names = [], []
    for i in range(3):
        colours.append(form.add(Cycler(["Red", "Blue"], 0, None, (0, i * 100, 200, 30))))
        names.append(form.add(Button(f"name{i}", None, (0, i * 100 + 40, 200, 30))))
    form.group("colours", colours)
    form.group("names", names)
    assert form.arrow_target(colours[0], 0, 1) is colours[1]
    assert form.arrow_target(colours[1], 0, -1) is colours[0]
    assert form.arrow_target(colours[2], 0, 1) is names[2]
    assert all(c in form.reachable() for c in colours)
    app.close()


def test_reachable_misses_a_control_only_a_cyclers_own_arrow_would_lead_to():
    """A group's second member lies right of its first, a Cycler: Right there changes the
    value (the Cycler keeps it), so no key reaches that member; with a Button there,
    Right does."""
    app = make_app()
    form = Form(app)
    form.add(Button("entry", None, (0, 0, 100, 30)))
    middle = form.add(Cycler(["a", "b"], 0, None, (110, 0, 80, 30)))
    last = form.add(Button("last", None, (200, 0, 100, 30)))
    form.group("pair", [middle, last])
    assert [w.text if isinstance(w, Button) else "cycler" for w in form.reachable()] == [
        "entry",
        "cycler",
    ]
    form.set_focus(middle, True)
    form.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode=""))
    assert form.focus is middle and middle.index == 1  # what the keys really do
    button = Button("middle", None, (110, 0, 80, 30))
    form.widgets[1] = button
    form.group("pair", [button, last])
    assert last in form.reachable()
    app.close()
