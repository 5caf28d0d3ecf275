"""Faults a new user found in the shell (issue 8 §3), each pinned by a regression test:
Enter and Tab in every shell screen, F11 and the window size, the smallest window,
broken theme and settings files, stale temporary files, and broken seat data."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pygame
import pytest
from shell_helpers import DuelGame, click, key, make_app, register_games

import sorry_game.app.theme as theme_mod
from sorry_game import cli
from sorry_game.app.app import App
from sorry_game.app.scenes.results import ResultsScene
from sorry_game.app.scenes.rules import RulesScene
from sorry_game.app.scenes.settings import SettingsScene
from sorry_game.app.scenes.setup import SetupScene
from sorry_game.app.scenes.title import TitleScene
from sorry_game.app.settings import MIN_SIZE, Settings
from sorry_game.app.theme import list_themes, load_theme, parse_theme, theme_title
from sorry_game.engine import GameConfig
from sorry_game.games.catalogue import all_games, get_game
from sorry_game.session import Seat, Session
from sorry_game.store.guarded import atomic_write_text, remove_stale_temp
from sorry_game.store.paths import autosave_path, config_dir


def finished_session(game_id: str = "classic", save_path=None) -> Session:
    game = get_game(game_id)
    n = max(game.min_players, min(4, game.max_players))
    colours = game.default_colours(n)
    seats = [Seat(f"P{i}", "computer", "easy", colours[i]) for i in range(n)]
    session = Session.new(game_id, GameConfig(n, {}), 5, seats, save_path)
    while not session.state.is_over():
        session.apply(session.state.legal_actions()[0])
    return session


def game_in_progress() -> Session:
    seats = [Seat("Ann", "human", "normal", 0), Seat("Bob", "human", "normal", 2)]
    session = Session.new(
        "classic", GameConfig(2, {"colours": [0, 2]}), 9, seats, save_path=autosave_path()
    )
    session.apply(session.state.legal_actions()[0])
    return session


# --- Enter and Tab: the same everywhere ----------------------------------------------------
SCENES = {
    "title": lambda app: app.top,
    "setup": lambda app: app.push(SetupScene(app)),
    "settings": lambda app: app.push(SettingsScene(app)),
    "rules": lambda app: app.push(RulesScene(app, "classic")),
    "results": lambda app: app.push(ResultsScene(app, finished_session())),
}
PRIMARY = {
    "title": "new",
    "setup": "start",
    "settings": "done",
    "rules": "back",
    "results": "rematch",
}


@pytest.mark.parametrize("name", list(SCENES))
def test_enter_presses_the_primary_button_focused_at_open_or_with_nothing_focused(name):
    app = make_app()
    scene = SCENES[name](app)
    app.step([])
    assert scene.primary is not None and scene.primary.name == PRIMARY[name]
    assert scene.primary.style == "primary"
    # the likeliest choice has the focus, shown from the first frame (issue 32)
    assert scene.form.focus is scene.primary and scene.focus_shown()
    pressed = []
    scene.primary.on_click = lambda: pressed.append(scene.primary.name)
    key(app, pygame.K_RETURN)
    scene.form.set_focus(None, False)  # nothing shows the focus (after a click)
    key(app, pygame.K_KP_ENTER)
    assert pressed == [PRIMARY[name]] * 2
    app.close()


def test_enter_on_the_title_continues_a_game_in_progress():
    session = game_in_progress()
    app = make_app()
    assert app.top.primary is app.top.buttons["continue"]
    key(app, pygame.K_RETURN)
    assert app.top.session.actions == session.actions
    app.close()


@pytest.mark.parametrize("name", list(SCENES))
def test_enter_activates_the_focused_control_and_keys_reach_every_control(name):
    app = make_app()
    scene = SCENES[name](app)
    app.step([])
    interactive = [w for w in scene.form.widgets if w.interactive]
    stops = scene.form.tab_stops()
    seen = []
    for _ in range(len(stops)):
        key(app, pygame.K_TAB)
        seen.append(scene.form.focus)
        assert scene.focus_shown()
    assert {id(w) for w in seen} == {id(w) for w in stops}
    # Tab goes from stop to stop (a group is one); the arrows reach the rest
    assert {id(w) for w in scene.form.reachable()} == {id(w) for w in interactive}
    # Enter on a focused control that is not the primary button activates that control
    others = [w for w in interactive if w is not scene.primary and not hasattr(w, "placeholder")]
    if others:
        target = others[-1]
        used = []
        target.activate = lambda: used.append(target) or True
        scene.primary.on_click = lambda: used.append("primary")
        scene.form.set_focus(target, True)
        key(app, pygame.K_RETURN)
        assert used == [target]
    app.close()


@pytest.mark.parametrize("name", list(SCENES))
def test_the_focused_control_is_drawn_visibly(name):
    app = make_app()
    scene = SCENES[name](app)
    app.step([])
    size = app.size
    for widget in [w for w in scene.form.widgets if w.interactive]:
        scene.form.set_focus(None, False)
        plain = pygame.Surface(size)
        scene.draw(plain)
        scene.form.set_focus(widget, True)
        focused = pygame.Surface(size)
        scene.draw(focused)
        area = widget.rect.inflate(12, 12).clip(pygame.Rect((0, 0), size))
        differs = any(
            plain.get_at((x, y)) != focused.get_at((x, y))
            for x in range(area.left, area.right, 2)
            for y in range(area.top, area.bottom, 2)
        )
        assert differs, (name, widget.name)
    app.close()


def test_enter_in_the_new_game_question_never_throws_the_game_away():
    game_in_progress()
    app = make_app()
    title = app.top
    click(app, title.buttons["new"])
    assert title.confirm_form.focus is title.keep_button
    key(app, pygame.K_TAB)
    assert title.confirm_form.focus is title.discard_button
    key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    assert not title.confirming and isinstance(app.top, TitleScene)
    app.close()


# --- F11 and the window size ----------------------------------------------------------------
def test_f11_keeps_the_window_size_and_the_choice():
    app = make_app(size=(1000, 700))
    key(app, pygame.K_F11)
    assert app.fullscreen and app.settings.fullscreen
    assert app.size != (1000, 700)
    # size events while full screen never become the window size
    app.step([pygame.event.Event(pygame.VIDEORESIZE, size=app.size, w=app.size[0], h=app.size[1])])
    assert app.settings.window_size == (1000, 700)
    assert Settings.load()[0].fullscreen is True
    assert Settings.load()[0].window_size == (1000, 700)
    key(app, pygame.K_F11)
    assert not app.fullscreen and not app.settings.fullscreen
    assert app.size == (1000, 700)
    app.step([pygame.event.Event(pygame.QUIT)])
    loaded = Settings.load()[0]
    assert loaded.fullscreen is False and loaded.window_size == (1000, 700)
    app.close()


def test_the_settings_toggle_follows_f11():
    app = make_app()
    scene = app.push(SettingsScene(app))
    app.step([])
    assert scene.fullscreen.value is False
    key(app, pygame.K_F11)
    assert scene.fullscreen.value is True
    click(app, scene.fullscreen)  # one click turns it off (not on again)
    assert not app.fullscreen and scene.fullscreen.value is False
    app.close()


def test_full_screen_that_fails_is_not_remembered(monkeypatch):
    app = make_app()
    real = pygame.display.set_mode

    def no_fullscreen(size=(0, 0), flags=0, *args, **kwargs):
        if flags & pygame.FULLSCREEN:
            raise pygame.error("no full screen here")
        return real(size, flags, *args, **kwargs)

    monkeypatch.setattr(pygame.display, "set_mode", no_fullscreen)
    key(app, pygame.K_F11)
    assert not app.fullscreen and not app.settings.fullscreen
    assert app.size == (800, 600)
    app.close()


def test_size_option_opens_a_window_this_run_and_keeps_the_full_screen_choice():
    settings = Settings(fullscreen=True, window_size=(1100, 750))
    settings.save()
    app = App(size=(900, 650))
    assert not app.fullscreen and app.size == (900, 650)
    app.close()
    assert Settings.load()[0].fullscreen is True  # --size did not change the choice
    app = App(size=(900, 650))
    key(app, pygame.K_F11)  # one press goes full screen (the window was not)
    assert app.fullscreen
    app.close()
    app = App()
    assert app.fullscreen  # the saved choice
    key(app, pygame.K_F11)
    assert app.size == (900, 650)  # the last window the player had
    app.close()


# --- the smallest window --------------------------------------------------------------------
def test_a_window_is_never_smaller_than_the_minimum():
    assert cli.MIN_WINDOW == MIN_SIZE
    app = App(size=(500, 400))
    assert app.size == MIN_SIZE
    app.close()
    (config_dir() / "settings.yaml").write_text("window_size: [500, 400]\n", encoding="utf-8")
    settings, warnings = Settings.load()
    assert settings.window_size == MIN_SIZE and warnings == []
    app = App()
    assert app.size == MIN_SIZE
    import warnings as warnings_mod

    with warnings_mod.catch_warnings():
        warnings_mod.simplefilter("ignore", DeprecationWarning)
        assert tuple(pygame.Window.from_display_module().minimum_size) == MIN_SIZE
    app.close()


@pytest.mark.parametrize("text", ["500x400", "799x600", "800x599"])
def test_size_option_below_the_minimum_is_a_usage_error(text, capsys):
    with pytest.raises(SystemExit) as exc:
        cli.main(["--size", text])
    assert exc.value.code == 2
    assert "800x600" in capsys.readouterr().err


@pytest.mark.parametrize("game_id", [g.id for g in all_games() if g.available] + ["duel"])
def test_setup_and_results_fit_the_smallest_window_for_every_game(game_id, monkeypatch):
    register_games(monkeypatch, DuelGame())
    app = App(size=MIN_SIZE)
    app.settings.last_setup = {"game": game_id}
    bounds = pygame.Rect((0, 0), MIN_SIZE)
    for scene in (
        app.push(SetupScene(app)),
        app.push(ResultsScene(app, finished_session(game_id))),
        app.push(RulesScene(app, game_id)),
    ):
        app.step([])
        rects = [(w.name, w.rect) for w in scene.form.widgets if w.visible and w.rect.w > 0]
        for name, rect in rects:
            assert bounds.contains(rect), (type(scene).__name__, name, rect)
        for i, (n1, r1) in enumerate(rects):
            for n2, r2 in rects[i + 1 :]:
                assert not r1.colliderect(r2), (type(scene).__name__, n1, n2)
    app.close()


# --- broken themes ----------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "where"),
    [
        ("name: Mine\naccent: !!int abc\n", "line 2: accent"),
        ("name: !!int abc\n", "line 1: name"),
        ("font:\n  scale: !!float x\n", "line 2: font.scale"),
        ("players:\n  red: !!int zz\n", "line 2: players.red"),
        ("name: !!timestamp 2020-99-99\n", "line 1: name"),
        ("name: &a [*a]\n", "line 1: not valid YAML (an alias refers to"),
        ("name: x\ntext: " + "[" * 5000 + "]" * 5000 + "\n", "line 2"),
        ("name: x\ntext:\n" + "".join("  " * i + "k:\n" for i in range(1, 3000)), "x.yaml"),
        ("accent: " + "#" * 100000 + "\n", "line 1: accent"),
    ],
)
def test_broken_theme_values_are_warnings_naming_file_and_line(text, where):
    started = time.perf_counter()
    theme, warnings = parse_theme(text, "x", "themes/x.yaml")
    assert time.perf_counter() - started < 5
    assert warnings and any(where in w for w in warnings), warnings
    assert all("themes/x.yaml" in w and "\n" not in w and len(w) < 400 for w in warnings)
    assert theme.colour("accent") == theme_mod.Theme().colour("accent")


def test_broken_theme_files_never_crash_or_hang(themes_folder):
    (themes_folder / "latin1.yaml").write_bytes("name: Caf\xe9\naccent: '#fff'\n".encode("latin-1"))
    (themes_folder / "typed.yaml").write_text("name: Typed\naccent: !!int abc\n", encoding="utf-8")
    (themes_folder / "deep.yaml").write_text("name: " + "[" * 3000 + "]" * 3000, encoding="utf-8")
    (themes_folder / "huge.yaml").write_bytes(b"# " + b"x" * (theme_mod.MAX_THEME_BYTES + 10))
    (themes_folder / "folder.yaml").mkdir()
    if hasattr(os, "mkfifo"):
        os.mkfifo(themes_folder / "pipe.yaml")
    if Path("/dev/zero").exists():
        (themes_folder / "zero.yaml").symlink_to("/dev/zero")
    started = time.perf_counter()
    names = list_themes()
    assert "folder" not in names and "pipe" not in names and "zero" not in names
    for name in [*names, "folder", "pipe", "zero"]:
        assert theme_title(name)
        theme, warnings = load_theme(name)
        if name in ("latin1", "typed", "deep", "huge", "folder", "pipe", "zero"):
            assert warnings and f"themes/{name}.yaml" in warnings[0], (name, warnings)
    assert "themes/latin1.yaml line 1: not UTF-8" in load_theme("latin1")[1][0]
    assert theme_title("latin1") == "Latin1"
    assert load_theme("typed")[0].name == "Typed"
    assert time.perf_counter() - started < 10
    # Setup and Settings list the themes (and their titles) without breaking
    app = make_app()
    setup = app.push(SetupScene(app))
    app.step([])
    settings = app.push(SettingsScene(app))
    app.step([])
    for cycler in (setup.theme_cycler, settings.theme):
        assert "Latin1" in cycler.choices and "Typed" in cycler.choices
    app.pop()
    setup.set_theme(setup.theme_ids.index("latin1"))
    assert app.notices and "themes/latin1.yaml" in app.notices[-1].lines[0]
    app.close()


# --- broken settings files ---------------------------------------------------------------------
@pytest.mark.parametrize(
    "content",
    [
        b"volume: !!int abc\n",
        b"speed: fast\nvolume: " + b"[" * 3000 + b"]" * 3000 + b"\n",
        b"theme: caf\xe9\n",
        b"# big\n" + b"x" * (2 * 1024 * 1024),
        b"last_setup:\n" + b"".join(b"  " * i + b"k:\n" for i in range(1, 3000)),
    ],
)
def test_broken_settings_files_give_defaults_and_a_message(content):
    (config_dir() / "settings.yaml").write_bytes(content)
    settings, warnings = Settings.load()
    assert warnings and "settings" in warnings[0]
    assert settings.volume == Settings().volume
    app = make_app()
    assert isinstance(app.top, TitleScene)
    assert app.notices and app.notices[0].title == "Settings were reset"
    app.close()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_a_settings_pipe_does_not_hang_the_start():
    os.mkfifo(config_dir() / "settings.yaml")
    settings, warnings = Settings.load()
    assert warnings and "not a regular file" in warnings[0]


# --- stale temporary files -----------------------------------------------------------------------
def dead_pid() -> int:
    import subprocess
    import sys

    proc = subprocess.Popen([sys.executable, "-c", "pass"])
    proc.wait()
    return proc.pid


def test_a_temp_file_of_a_dead_process_is_removed_by_the_next_save():
    path = autosave_path()
    stale = path.with_name(f".{path.name}.{dead_pid()}.tmp")
    stale.write_text("half a save", encoding="utf-8")
    live = path.with_name(f".{path.name}.{os.getppid()}.tmp")  # a process that is running
    live.write_text("being written", encoding="utf-8")
    old_live = path.with_name(f".{path.name}.1.tmp")
    old_live.write_text("very old", encoding="utf-8")
    os.utime(old_live, (time.time() - 3600, time.time() - 3600))
    other = path.with_name(".settings.yaml.123.tmp")
    other.write_text("not ours", encoding="utf-8")
    atomic_write_text(path, "sorry-game save\n")
    assert not stale.exists() and not old_live.exists()
    assert live.exists() and other.exists()
    assert remove_stale_temp(path) == []


def test_the_title_clears_stale_temp_files_of_the_autosave():
    path = autosave_path()
    stale = path.with_name(f".{path.name}.{dead_pid()}.tmp")
    stale.write_text("half a save", encoding="utf-8")
    app = make_app()
    assert not stale.exists()
    app.close()


def test_a_failed_write_leaves_no_temp_file(monkeypatch):
    path = autosave_path()

    def broken(*args):
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", broken)
    with pytest.raises(OSError):
        atomic_write_text(path, "text")
    assert list(path.parent.glob("*.tmp")) == []


# --- broken seat data (fixed in the session; pinned here at the screens) ----------------------
def test_a_control_character_in_a_remembered_name_never_reaches_a_game():
    app = make_app()
    app.settings.last_setup = {
        "game": "classic",
        "players": 2,
        "seats": [
            {"name": "Ann\x00\x07", "kind": "human", "colour": 0},
            {"name": ["not", "text"], "kind": "human", "colour": 2},
        ],
    }
    click(app, app.top.buttons["new"])
    setup = app.top
    assert setup.rows[0].name.text == "Ann"
    click(app, setup.start_button)
    assert [s.name for s in app.top.session.seats] == ["Ann", "Player 2"]
    app.close()


@pytest.mark.parametrize(
    ("change", "reason"),
    [
        (lambda text: text.replace('"colour": 2', '"colour": 99'), "colour"),
        (lambda text: text.replace('"name": "Bob"', '"name": 42'), None),
        (lambda text: text + "x" * 500 + "\n", "line"),
    ],
)
def test_a_broken_autosave_is_explained_or_cleaned_at_the_title(change, reason):
    game_in_progress()
    path = autosave_path()
    path.write_text(change(path.read_text(encoding="utf-8")), encoding="utf-8")
    app = make_app()
    title = app.top
    if reason is None:  # a name that is not text: the seat gets a default name
        assert title.buttons["continue"].visible
        assert "Player 2" in title.saved_info[0]
    else:
        assert not title.buttons["continue"].visible
        assert app.notices and reason in " ".join(app.notices[0].lines)
    app.close()


def test_a_save_with_a_byte_order_mark_continues():
    session = game_in_progress()
    path = autosave_path()
    path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes())
    app = make_app()
    assert app.top.buttons["continue"].visible
    key(app, pygame.K_RETURN)
    assert app.top.session.actions == session.actions
    app.close()
