"""Faults of issue 17 in the settings, the themes and the window size, each pinned by a
regression test: a NUL in the settings (fault 2), YAML alias bombs and huge themes
(fault 3), a window size larger than any screen (fault 5)."""

from __future__ import annotations

import os
import time

import pygame
import pytest
from shell_helpers import click, key, make_app

import sorry_game.app.app as app_mod
import sorry_game.app.theme as theme_mod
from sorry_game.app.app import App, largest_window
from sorry_game.app.scenes.settings import SettingsScene
from sorry_game.app.scenes.title import TitleScene
from sorry_game.app.settings import Settings
from sorry_game.app.theme import list_themes, load_theme, theme_title
from sorry_game.store.paths import config_dir


def settings_file():
    return config_dir() / "settings.yaml"


def bomb(levels: int = 9, top: str = "x", indent: str = "") -> str:
    """'Billion laughs': 9 levels of 9 aliases each name 9**9 strings once expanded."""
    lines = [f'{indent}a0: &a0 ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]']
    for i in range(1, levels):
        lines.append(f"{indent}a{i}: &a{i} [{', '.join([f'*a{i - 1}'] * 9)}]")
    lines.append(f"{indent}{top}: *a{levels - 1}")
    return "\n".join(lines) + "\n"


def start_and_draw(frames: int = 3) -> App:
    """The app as a player starts it, a few frames drawn (the notice among them)."""
    app = make_app()
    for _ in range(frames):
        app.step([])
    return app


# --- fault 2: a NUL (or any bad value) in the settings ----------------------------------------
@pytest.mark.timeout(60)
def test_text_with_a_nul_or_a_lone_surrogate_is_drawn():
    from sorry_game.app.draw import blit_text, drawable, px_width

    assert drawable("classic-round\x00") == "classic-round\ufffd"
    assert drawable("caf\udce9") == "caf?" and drawable("Zoë") == "Zoë"
    surface = pygame.Surface((200, 40))
    for text in ("a\x00b", "\ud800", "caf\udce9"):
        assert px_width(text, 14) > 0
        blit_text(surface, text, 12, (255, 255, 255), (0, 0))


@pytest.mark.timeout(60)
def test_a_nul_in_the_settings_theme_is_named_and_the_game_starts():
    settings_file().write_text('theme: "classic-round\\0"\nvolume: 0.3\n', encoding="utf-8")
    settings, warnings = Settings.load()
    assert settings.theme == Settings().theme and settings.volume == 0.3
    assert warnings[0] == (
        "settings: theme 'classic-round\\x00' is not a theme name; using the default"
    )
    app = start_and_draw()
    assert isinstance(app.top, TitleScene) and app.theme.id == "classic-round"
    assert app.notices[0].title == "Settings were reset"
    app.close()


BAD_VALUES = [
    ("speed", "3"),
    ("speed", "[fast]"),
    ("volume", "loud"),
    ("volume", ".nan"),
    ("volume", "-0.5"),
    ("volume", "true"),
    ("muted", "'yes'"),
    ("fullscreen", "1"),
    ("confirm_forced", "null"),
    ("take_backs", "[]"),
    ("hard_seconds", "2"),
    ("hard_seconds", "true"),
    ("hard_seconds", ".nan"),
    ("hard_seconds", "'0.8'"),
    ("theme", "[classic-round]"),
    ("theme", "'../classic-round'"),
    ("theme", "'classic round'"),
    ("theme", "'" + "a" * 100 + "'"),
    ("theme", '"classic-round\\t"'),
    ("theme", "''"),
    ("window_size", "[0, 600]"),
    ("window_size", "[800, 600, 1]"),
    ("window_size", "'1280x800'"),
    ("window_size", "[true, 600]"),
    ("window_size", "[100000, 600]"),
    ("last_setup", "classic"),
    ("last_setup", "[1, 2]"),
    # every number has its range (issue 31)
    ("volume", "1.01"),
    ("volume", ".inf"),
    ("hard_seconds", "-.inf"),
    ("hard_seconds", "0"),
    ("ui_scale", "99"),
    ("ui_scale", "150.0"),
    ("ui_scale", "true"),
    ("ui_scale", "-100"),
    ("ui_scale", "10000"),
    ("tips", "'on'"),
    ("window_size", "[800, -600]"),
    ("window_size", "[800, 0]"),
    ("window_size", "[800.5, 600]"),
    ("window_size", "[800, 100000]"),
    ("window_size", "[.nan, 600]"),
]


@pytest.mark.parametrize(("key_", "value"), BAD_VALUES)
def test_every_settings_value_is_checked_and_named(key_, value):
    good, good_value = ("volume", 0.25) if key_ == "speed" else ("speed", "fast")
    settings_file().write_text(f"{good}: {good_value}\n{key_}: {value}\n", encoding="utf-8")
    before = settings_file().read_bytes()
    settings, warnings = Settings.load()
    assert warnings and warnings[0].startswith(f"settings: {key_} "), warnings
    assert all(len(w) < 200 and w.isprintable() for w in warnings)
    assert getattr(settings, key_) == getattr(Settings(), key_)
    assert getattr(settings, good) == good_value  # the good values are kept
    assert settings_file().read_bytes() == before  # loading never writes


@pytest.mark.parametrize(
    ("last_setup", "says", "kept"),
    [
        ({"game": "classic\x00"}, "last_setup.game", {}),
        ({"players": 10**40}, "last_setup.players", {}),
        ({"seats": [{"name": "A\x07nn", "kind": "human"}]}, "seats[0].name", {"kind": "human"}),
        ({"seats": [{"level": "x" * 100}]}, "seats[0].level", {}),
        ({"seats": [{"colour": 1.5}]}, "seats[0].colour", {}),
        ({"seats": [{"colour": 64}]}, "seats[0].colour", {}),
        ({"seats": [{"colour": -1}]}, "seats[0].colour", {}),
        ({"seats": [{"colour": True}]}, "seats[0].colour", {}),
        ({"players": 0}, "last_setup.players", {}),
        ({"players": 17}, "last_setup.players", {}),
        ({"options": {"hand": 2**31}}, "last_setup.options.hand", None),
        ({"options": {"hand": float("nan")}}, "last_setup.options.hand", None),
        ({"options": {"colours": list(range(17))}}, "last_setup.options.colours", None),
        ({"options": {"colours": [0, 2**40]}}, "last_setup.options.colours", None),
        ({"options": {f"o{i}": 1 for i in range(33)}}, "last_setup.options", None),
        ({"seats": [{"kind": "human", "soul": 1}]}, "'soul' is not a seat", {"kind": "human"}),
        ({"options": {"hand": "x" * 1000}}, "last_setup.options.hand", None),
        ({"options": {"a b": 1}}, "is not an option name", None),
        ({"colours_picked": "yes"}, "last_setup.colours_picked", None),
        ({"seats": [{}] * 100}, "last_setup.seats", None),
        ({"sparkle": 1}, "'sparkle' is not a setup setting", None),
    ],
)
def test_last_setup_is_checked_value_by_value(last_setup, says, kept):
    import yaml

    settings_file().write_text(yaml.safe_dump({"last_setup": last_setup}), encoding="utf-8")
    settings, warnings = Settings.load()
    assert warnings and says in warnings[0], warnings
    assert "\x00" not in repr(settings.last_setup) and "\x07" not in repr(settings.last_setup)
    if kept is not None:
        assert settings.last_setup.get("seats", [kept])[0] == kept


def test_unknown_settings_are_named_and_ignored():
    settings_file().write_text("volme: 0.2\nmuted: true\n", encoding="utf-8")
    settings, warnings = Settings.load()
    assert warnings[0] == "settings: setting 'volme' is unknown; ignored"
    assert settings.muted is True


@pytest.mark.timeout(60)
def test_a_broken_settings_file_is_kept_aside_never_lost():
    text = b"volume: 7\nmuted: true\n# my notes\n"
    settings_file().write_bytes(text)
    app = start_and_draw()
    assert settings_file().read_bytes() == text  # starting never writes
    assert "kept" in app.notices[0].lines[-1]
    app.close()  # quitting saves the settings: the old file is moved aside first
    kept = list(config_dir().glob("settings.corrupt-*.yaml"))
    assert len(kept) == 1 and kept[0].read_bytes() == text
    assert Settings.load() == (Settings(muted=True), [])
    app = start_and_draw()  # a sound file is not moved again
    app.close()
    assert len(list(config_dir().glob("settings.corrupt-*.yaml"))) == 1


# --- fault 3: alias bombs, huge and many-keyed files -----------------------------------------


#: a hang guard, not a speed target (bench/ scripts time things): an expanded bomb takes
#: hours, a busy machine a second
HANG = 5.0

THEME_BOMBS = {
    "bomb": bomb(top="accent"),
    "bomb-key": bomb() + "? *a8\n: 1\n",
    "bomb-name": bomb(top="name"),
    "bomb-group": "players:\n" + bomb(top="red", indent="  "),
    "self": "name: &a [*a]\naccent: &b {x: *b}\n",
    "many-keys": "".join(f"k{i}: 1\n" for i in range(20_000)),  # 180 kB
    "5000-keys": "".join(f"k{i}: 1\n" for i in range(5_000)),  # 40 kB
    "many-colours": "players:\n" + "".join(f"  p{i}: 1\n" for i in range(20_000)),
}


@pytest.mark.timeout(60)  # the hang guard: an alias bomb expanded would never end
@pytest.mark.parametrize("name", list(THEME_BOMBS))
def test_any_theme_loads_at_once_with_a_few_lines(name, themes_folder):
    """A hostile theme is refused or trimmed, never expanded: it loads, and its notice
    is a few short lines. (How fast is not timed here: the machine may be busy.)"""
    (themes_folder / f"{name}.yaml").write_text(THEME_BOMBS[name], encoding="utf-8")
    theme, warnings = load_theme(name)
    title = theme_title(name)
    assert title and theme.colour("accent") == theme_mod.Theme().colour("accent")
    assert 1 <= len(warnings) <= 4 and all(len(w) < 200 for w in warnings), warnings
    assert name in list_themes()
    app = make_app(theme=name)
    for _ in range(3):
        app.step([])
    assert app.notices and len(app.notices[0].lines) <= 4
    app.close()


@pytest.mark.timeout(60)
@pytest.mark.parametrize(
    "text",
    [
        bomb(top="theme"),
        "last_setup:\n" + bomb(top="seats", indent="  "),
        "last_setup:\n  options:\n" + bomb(top="hand", indent="    "),
        "muted: true\n" + "".join(f"k{i}: {i}\n" for i in range(20_000)),
    ],
    ids=["top", "last_setup", "options", "many-keys"],
)
def test_a_settings_bomb_neither_hangs_the_start_nor_leaving_settings(text):
    settings_file().write_text(text, encoding="utf-8")
    started = time.perf_counter()
    settings, warnings = Settings.load()
    assert time.perf_counter() - started < HANG
    assert 1 <= len(warnings) <= 5 and all(len(w) < 300 for w in warnings), warnings
    app = start_and_draw()
    click(app, app.top.ok_button)  # the notice
    click(app, app.top.buttons["settings"])
    assert isinstance(app.top, SettingsScene)
    started = time.perf_counter()
    key(app, pygame.K_ESCAPE)  # leaving Settings saves them (Settings.to_dict)
    assert time.perf_counter() - started < HANG
    assert isinstance(app.top, TitleScene)
    app.close()
    assert Settings.load()[1] == []


def test_to_dict_is_bounded_whatever_last_setup_holds():
    shared: list = ["lol"] * 9
    for _ in range(9):
        shared = [shared] * 9  # 9**10 strings if expanded
    settings = Settings(last_setup={"seats": shared, "options": {"hand": shared}})
    started = time.perf_counter()
    data = settings.to_dict()
    assert time.perf_counter() - started < HANG
    assert data["last_setup"] == {"seats": [{}] * 9, "options": {}}


# --- fault 5: a window larger than the screen ------------------------------------------------
@pytest.mark.timeout(60)
def test_a_huge_window_size_in_the_settings_opens_within_the_desktop():
    settings_file().write_text("window_size: [16384, 16384]\n", encoding="utf-8")
    settings, warnings = Settings.load()
    assert warnings == []  # a size a screen may have: kept, and the window fits the desktop
    app = App()
    started = time.perf_counter()
    app.step([])
    assert time.perf_counter() - started < 2
    largest = largest_window()
    assert app.size[0] <= largest[0] and app.size[1] <= largest[1]
    app.close()


def test_the_largest_window_is_the_biggest_desktop(monkeypatch):
    monkeypatch.setattr(pygame.display, "get_driver", lambda: "x11")
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1920, 1080), (2560, 1440)])
    assert largest_window() == (2560, 1440)
    app = App(size=(4000, 3000))  # --size too: never beyond the desktop
    assert app.size == (2560, 1440)
    app.close()
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [])
    assert largest_window() == app_mod.FALLBACK_LARGEST
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(640, 480)])
    app = App()  # a desktop smaller than every screen needs: the minimum window
    assert app.size == (800, 600)
    app.close()


# --- found by the fuzzers ----------------------------------------------------------------------
@pytest.mark.timeout(60)
def test_a_theme_file_whose_name_is_not_text_is_no_choice_and_never_crashes(themes_folder):
    """A theme file named with bytes that are not UTF-8 was offered in Settings; choosing
    it crashed the drawing (UnicodeEncodeError), and at every start after that."""
    odd = os.fsdecode(b"caf\xe9")
    (themes_folder / f"{odd}.yaml").write_text("name: Odd\n", encoding="utf-8")
    assert odd not in list_themes()
    settings_file().write_text('theme: "caf\\udce9"\n', encoding="utf-8")
    settings, warnings = Settings.load()
    assert settings.theme == "classic-round" and "theme" in warnings[0]
    app = start_and_draw()
    app.set_theme(odd)  # even when asked for by name: a notice, drawn
    app.step([])
    assert app.theme.id == "classic-round"
    app.close()
    assert Settings.load() == (Settings(), [])  # the bad name was not saved
