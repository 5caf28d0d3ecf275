"""Themes, settings and the setup screen's memory (headless)."""

from __future__ import annotations

import pygame
import pytest
from shell_helpers import SOON, click, key, make_app, register_games

import sorry_game.app.theme as theme_mod
from sorry_game.app.app import App
from sorry_game.app.scenes.setup import SetupScene
from sorry_game.app.scenes.title import TitleScene
from sorry_game.app.settings import Settings
from sorry_game.app.theme import DEFAULT_THEME, list_themes, load_theme, parse_theme
from sorry_game.store.paths import autosave_path, config_dir


def type_text(app: App, text: str) -> None:
    app.step([pygame.event.Event(pygame.TEXTINPUT, text=text)])


# --- themes -------------------------------------------------------------------------------
def test_shipped_themes_load_cleanly():
    names = list_themes()
    assert names[0] == DEFAULT_THEME
    assert {"classic-round", "classic-square", "high-contrast"} <= set(names)
    layouts = {}
    for name in names:
        theme, warnings = load_theme(name)
        assert warnings == [], (name, warnings)
        layouts[name] = theme.layout
        for name_ in ("background", "text", "accent", "panel", "button", "card.face"):
            rgb = theme.colour(name_)
            assert len(rgb) == 3 and all(0 <= v <= 255 for v in rgb)
        assert len({theme.player_colour(c) for c in range(4)}) == 4
    assert layouts["classic-round"] == "round" and layouts["classic-square"] == "square"


def test_default_theme_file_matches_builtin_defaults():
    theme, _ = load_theme(DEFAULT_THEME)
    assert theme.colours == theme_mod.Theme().colours


def test_theme_warnings_name_file_line_and_key():
    text = "name: Mine\nlayout: hexagon\ntext: '#12345'\nsparkle: 3\nplayers:\n  red: [300, 0, 0]\n"
    theme, warnings = parse_theme(text, "mine", "themes/mine.yaml")
    assert theme.name == "Mine"
    assert theme.layout == "round"  # default for the broken part
    assert theme.colour("text") == theme_mod.Theme().colour("text")
    joined = "\n".join(warnings)
    assert "themes/mine.yaml line 2: layout" in joined
    assert "line 3: text" in joined
    assert "line 4: sparkle: unknown key" in joined
    assert "line 6: players.red" in joined


def test_bad_yaml_theme_falls_back_to_default():
    theme, warnings = parse_theme("text: [1, 2\nbad", "x", "themes/x.yaml")
    assert len(warnings) == 1 and "not valid YAML" in warnings[0] and "line" in warnings[0]
    assert theme.colours == theme_mod.Theme().colours


def test_broken_theme_shows_a_message_and_the_app_starts(tmp_path, monkeypatch):
    folder = tmp_path / "themes"
    folder.mkdir()
    (folder / "classic-round.yaml").write_text("name: Classic\n", encoding="utf-8")
    (folder / "broken.yaml").write_text("name: Broken\naccent: pink\n", encoding="utf-8")
    monkeypatch.setattr(theme_mod, "themes_dir", lambda: folder)
    app = make_app(theme="broken")
    assert isinstance(app.top, TitleScene)
    assert app.theme.name == "Broken"
    assert app.notices and "broken" in app.notices[0].title
    assert "themes/broken.yaml line 2: accent" in app.notices[0].lines[0]
    click(app, app.top.ok_button)
    assert not app.notices
    app.step([])
    app.close()


def test_unknown_theme_name():
    app = make_app(theme="no-such-theme")
    assert app.theme.id == DEFAULT_THEME
    assert "no such theme" in app.notices[0].lines[0]
    app.close()


# --- settings -------------------------------------------------------------------------------
def test_settings_persist_through_the_settings_scene():
    app = make_app()
    click(app, app.top.buttons["settings"])
    scene = app.top
    assert type(scene).__name__ == "SettingsScene"
    click(app, scene.speed)  # clicking the middle steps forward: normal → fast
    assert app.settings.speed == "fast"
    scene.form.set_focus(scene.volume)
    for _ in range(2):
        key(app, pygame.K_LEFT)
    assert app.settings.volume == pytest.approx(0.6)
    click(app, scene.mute)
    assert app.settings.muted and app.audio.muted
    click(app, scene.theme)
    assert app.settings.theme == list_themes()[1]
    key(app, pygame.K_ESCAPE)
    app.close()
    loaded, warnings = Settings.load()
    assert warnings == []
    assert loaded.speed == "fast"
    assert loaded.volume == pytest.approx(0.6)
    assert loaded.muted is True
    assert loaded.theme == list_themes()[1]
    app2 = make_app()
    assert app2.theme.id == list_themes()[1]
    app2.close()


def test_broken_settings_file_gives_defaults_and_a_message():
    (config_dir() / "settings.yaml").write_text("volume: [oops\n", encoding="utf-8")
    app = make_app()
    assert app.settings.volume == Settings().volume
    assert app.notices and "Settings" in app.notices[0].title
    app.close()


def test_bad_settings_values_are_reported_one_by_one():
    (config_dir() / "settings.yaml").write_text(
        "volume: 7\nspeed: warp\nmuted: true\nwindow_size: [900, 700]\n", encoding="utf-8"
    )
    settings, warnings = Settings.load()
    assert settings.muted is True and settings.window_size == (900, 700)
    assert settings.volume == Settings().volume and settings.speed == "normal"
    assert [w.split()[1] for w in warnings[:2]] == ["volume", "speed"]
    assert len(warnings) == 3 and "kept" in warnings[2]  # the file is kept at the next save


def test_window_size_is_remembered():
    app = make_app()
    pygame.display.set_mode((1000, 700), pygame.RESIZABLE)
    app.step([pygame.event.Event(pygame.VIDEORESIZE, size=(1000, 700), w=1000, h=700)])
    assert app.top.size == (1000, 700)
    app.step([pygame.event.Event(pygame.QUIT)])
    app.close()
    assert Settings.load()[0].window_size == (1000, 700)
    app2 = App()
    assert app2.size == (1000, 700)
    app2.close()


# --- setup ----------------------------------------------------------------------------------
def test_setup_remembers_last_choices():
    app = make_app()
    click(app, app.top.buttons["new"])
    setup = app.top
    assert isinstance(setup, SetupScene)
    setup.form.set_focus(setup.players)
    key(app, pygame.K_LEFT)  # 4 → 3 players
    assert setup.choices.players == 3
    click(app, setup.rows[0].name)
    type_text(app, "Zoe")
    assert setup.choices.seats[0].name == "Zoe"
    setup.form.set_focus(setup.rows[1].who)
    key(app, pygame.K_RIGHT)  # computer normal → hard
    assert (setup.choices.seats[1].kind, setup.choices.seats[1].level) == ("computer", "hard")
    option = setup.option_cyclers["hand"]
    click(app, option)
    assert setup.choices.options["hand"] is True
    key(app, pygame.K_ESCAPE)  # Back also remembers
    app.close()

    app = make_app()
    click(app, app.top.buttons["new"])
    setup = app.top
    assert setup.choices.players == 3
    assert setup.rows[0].name.text == "Zoe"
    assert setup.rows[1].who.index == 4  # human, on a phone, easy, normal, hard
    assert setup.option_cyclers["hand"].index == 1
    assert not setup.option_cyclers["partners"].enabled  # only for 4 players: greyed
    app.close()


def test_start_orders_seats_by_colour_and_uses_the_seed():
    app = make_app()
    click(app, app.top.buttons["new"])
    setup = app.top
    setup.set_players_count(3)
    setup.rebuild()
    for i in range(3):
        setup.set_who(i, 0)  # all human
        setup.set_name(i, f"P{i}")
    # seat 0 takes Green, which belonged to nobody; then seat 1 takes Red (swaps)
    setup.rows[0].colour.set_index(3)
    setup.rows[1].colour.set_index(3)  # P1 takes Green; P0 gets P1's old colour
    colours = [seat.colour for seat in setup.choices.seats[:3]]
    assert len(set(colours)) == 3
    setup.seed.text = "4242"
    click(app, setup.start_button)
    session = app.top.session
    assert session.seed == 4242
    assert [s.colour for s in session.seats] == sorted(colours)
    assert session.config.option("colours") == sorted(colours)
    by_colour = {seat.colour: f"P{i}" for i, seat in enumerate(setup.choices.seats[:3])}
    assert [s.name for s in session.seats] == [by_colour[c] for c in sorted(colours)]
    assert session.save_path == autosave_path() and autosave_path().exists()
    app.close()


def test_blank_seed_is_random_and_names_default():
    app = make_app()
    click(app, app.top.buttons["new"])
    setup = app.top
    setup.set_players_count(2)
    setup.rebuild()
    for i in range(2):
        setup.set_name(i, "")
    click(app, setup.start_button)
    session = app.top.session
    assert session.seed > 0
    assert all(seat.name for seat in session.seats)
    app.close()


def test_unavailable_games_are_shown_but_not_startable(monkeypatch):
    register_games(monkeypatch, SOON)
    app = make_app()
    click(app, app.top.buttons["new"])
    setup = app.top
    soon = [t for t in setup.tiles if not t.game.available]
    assert [t.game.id for t in soon] == ["soon"]
    before = setup.choices.game
    click(app, soon[0])
    assert setup.choices.game == before
    assert not soon[0].enabled and not soon[0].interactive  # not reached by Tab either
    app.close()


def test_seed_field_takes_digits_only():
    app = make_app()
    click(app, app.top.buttons["new"])
    setup = app.top
    click(app, setup.seed)
    type_text(app, "12ab3")
    assert setup.seed.text == "123"
    key(app, pygame.K_BACKSPACE)
    assert setup.seed.text == "12"
    app.close()
