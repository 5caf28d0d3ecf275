"""Fuzzing the settings file and the theme files (issue 17): seeded broken files — bad
YAML, wrong types, NUL and control characters, alias bombs, huge and deep documents,
unknown keys, non-UTF-8 — built from good files for every registered game.

Each one loads with a message and defaults for what was bad: it never raises, never
hangs (a time limit per case), never writes the player's file, and what it gives is
sound (every value in range, a few printable lines of message); the settings saved
from it load back the same without a word. A sample starts the app with the file,
draws the title (the message), the setup screen and leaves Settings."""

from __future__ import annotations

import os
import random
import time
from pathlib import Path

import pygame
import pytest
import yaml

from sorry_game.app.scenes.setup.choices import LEVEL_CHOICES
from sorry_game.app.settings import (
    MAX_SETTINGS_BYTES,
    MAX_SIZE,
    MIN_SIZE,
    SPEEDS,
    THINK_SECONDS,
    UI_SCALES,
    Settings,
    clean_last_setup,
)
from sorry_game.app.theme import (
    CARD_DEFAULTS,
    COLOUR_DEFAULTS,
    FONT_SCALE_RANGE,
    LAYOUTS,
    MAX_THEME_BYTES,
    PLAYER_DEFAULTS,
    is_theme_id,
    list_themes,
    load_theme,
    theme_title,
)
from sorry_game.games.catalogue import all_games

GAMES = all_games()
SEED = 1717
#: a hang guard, not a speed target: each case loads in this long (a real file takes
#: about a millisecond, an unbounded alias bomb minutes; a loaded 2-core machine has
#: taken more than 1 s for a case)
CASE_SECONDS = 5.0
#: every APP_EVERY-th case also starts the app with the file
APP_EVERY = 12

#: values a player (or a damaged file) may put anywhere, as YAML text
HOSTILE = [
    '"classic-round\\0"',
    '"\\x07\\x1b[31mred"',
    '"\\ud800"',
    '"\\u202eevil"',
    '"a\\nb"',
    "!!binary aGVsbG8=",
    "!!set {a, b}",
    "!!omap [a: 1, b: 2]",
    "!!python/object/apply:os.system [ls]",
    "!!timestamp 2020-99-99",
    "2001-12-14t21:59:43.10-05:00",
    "!!int abc",
    "!!float x",
    "!custom x",
    "1e400",
    ".inf",
    "-.inf",
    ".nan",
    "0x" + "f" * 200,
    "9" * 5000,
    "-" + "9" * 50,
    "'" + "x" * 5000 + "'",
    "[" * 60 + "]" * 60,
    "*undefined",
    "&r [*r]",
    "{<<: *nope}",
    "~",
    "[]",
    "{}",
    "yes",
    "0o777",
    "1_000",
    "[1, 2, 3]",
    "[true, false]",
    "{a: 1}",
    "-1",
    "0",
    "2",
    "0.5",
    "''",
]
#: raw pieces inserted into the text (some are not even YAML)
RAW = [
    "\0",
    "\t",
    "[",
    "{",
    "&",
    "*",
    "!",
    "%",
    ": :",
    "\n- - -\n",
    "\x1b",
    "\x85",
    "\ufeff",
    "'",
    '"',
    "\n---\n",
    "\n...\n",
    "? ",
    "|",
    ">",
    "#",
    "\\",
]


def bomb(rng: random.Random, key: str, indent: str = "") -> str:
    levels, width = rng.randint(6, 10), rng.randint(5, 10)
    lines = [f"{indent}b0: &b0 [{', '.join(['lol'] * width)}]"]
    for i in range(1, levels):
        lines.append(f"{indent}b{i}: &b{i} [{', '.join([f'*b{i - 1}'] * width)}]")
    lines.append(f"{indent}{key}: *b{levels - 1}")
    return "\n".join(lines) + "\n"


def deep(rng: random.Random, key: str) -> str:
    n = rng.choice([41, 100, 1000, 5000])
    if rng.random() < 0.5:
        return f"{key}: " + "[" * n + "]" * n + "\n"
    return f"{key}:\n" + "".join("  " * i + "k:\n" for i in range(1, n))


def mutate(rng: random.Random, text: str, keys: list[str]) -> tuple[str, bytes, bool | None]:
    """(kind, file bytes, must the file be reported?) — None: it may still be sound."""
    kind = rng.choice(
        [
            "truncate",
            "flip",
            "insert",
            "hostile",
            "hostile",
            "hostile",
            "bomb",
            "deep",
            "huge",
            "many-keys",
            "unknown",
            "latin-1",
            "utf-16",
            "bytes",
            "lines",
            "not-a-mapping",
            "documents",
        ]
    )
    key = rng.choice(keys)
    lines = text.splitlines(keepends=True)
    if kind == "truncate":
        cut = rng.randrange(1, len(text))
        return kind, text[:cut].encode(), None
    if kind == "flip":
        data = bytearray(text.encode())
        for _ in range(rng.randint(1, 6)):
            data[rng.randrange(len(data))] = rng.randrange(256)
        return kind, bytes(data), None
    if kind == "insert":
        at = rng.randrange(len(text))
        return kind, (text[:at] + rng.choice(RAW) + text[at:]).encode("utf-8", "replace"), None
    if kind == "hostile":
        value = rng.choice(HOSTILE)
        return kind, (text + f"{key}: {value}\n").encode(), None
    if kind == "bomb":
        return kind, (text + bomb(rng, key)).encode(), True
    if kind == "deep":
        return kind, (text + deep(rng, key)).encode(), True
    if kind == "huge":
        pad = max(MAX_SETTINGS_BYTES, MAX_THEME_BYTES) + rng.randint(1, 5000)
        filler = rng.choice(["# " + "x" * pad + "\n", f"{key}: '" + "x" * pad + "'\n"])
        return kind, (text + filler).encode(), True
    if kind == "many-keys":
        n = rng.choice([1_100, 3_000, 6_000])
        return kind, (text + "".join(f"k{i}: {i}\n" for i in range(n))).encode(), True
    if kind == "unknown":
        extra = "".join(f"{rng.choice(['x', 'Key', 'ünï', '_'])}{i}: 1\n" for i in range(3))
        return kind, (text + extra).encode(), True
    if kind == "latin-1":
        return kind, (text + f"{key}: café\n").encode("latin-1"), True
    if kind == "utf-16":
        return kind, text.encode("utf-16"), True
    if kind == "bytes":
        return kind, bytes(rng.randrange(256) for _ in range(rng.randint(1, 400))), None
    if kind == "lines":
        rng.shuffle(lines)
        return kind, "".join(lines * rng.randint(1, 3)).encode(), None
    if kind == "not-a-mapping":
        return kind, rng.choice([b"- a\n- b\n", b"just words\n", b"42\n", b"[1, 2]\n"]), True
    return kind, (text + "---\n" + text).encode(), True


# --- settings ------------------------------------------------------------------------------
def good_settings(rng: random.Random, game) -> dict:
    players = rng.randint(game.min_players, game.max_players)
    options = {}
    for spec in game.options():
        options[spec.key] = rng.choice(spec.choices)
    return {
        "speed": rng.choice(SPEEDS),
        "volume": round(rng.random(), 2),
        "muted": rng.random() < 0.5,
        "theme": rng.choice(list_themes()),
        "fullscreen": False,
        "confirm_forced": rng.random() < 0.5,
        "take_backs": rng.random() < 0.5,
        "hard_seconds": rng.choice(THINK_SECONDS),
        "ui_scale": rng.choice(UI_SCALES),
        "tips": rng.random() < 0.5,
        "window_size": [rng.randint(800, 2000), rng.randint(600, 1200)],
        "last_setup": {
            "game": game.id,
            "players": players,
            "seats": [
                {
                    "name": rng.choice(["Ann", "Bo", "Zoë", ""]),
                    "kind": rng.choice(["human", "computer"]),
                    "level": rng.choice(LEVEL_CHOICES),
                    "colour": i,
                }
                for i in range(players)
            ],
            "options": options,
            "colours_picked": rng.random() < 0.5,
        },
    }


SETTINGS_KEYS = [
    "speed",
    "volume",
    "muted",
    "theme",
    "fullscreen",
    "window_size",
    "last_setup",
    "take_backs",
    "hard_seconds",
    "ui_scale",
    "tips",
    "confirm_forced",
]


def settings_cases() -> list[tuple[str, bytes, bool | None]]:
    rng = random.Random(SEED)
    per_game = max(32, -(-170 // len(GAMES)))
    cases = []
    for game in GAMES:
        for i in range(per_game):
            text = yaml.safe_dump(good_settings(rng, game), sort_keys=rng.random() < 0.5)
            kind, data, must = mutate(rng, text, SETTINGS_KEYS)
            cases.append((f"{game.id}-{i:02d}-{kind}", data, must))
        # last_setup broken for this game: seats, players and options it does not take
        bad = good_settings(rng, game)
        bad["last_setup"].update(
            players=game.max_players + 1,
            seats=[{"kind": "robot", "level": "genius", "colour": 99, "name": "x" * 30}] * 9,
            options={spec.key: "nonsense" for spec in game.options()} | {"zz": [1, 2]},
        )
        cases.append((f"{game.id}-setup", yaml.safe_dump(bad).encode(), None))
    return cases


SETTINGS_CASES = settings_cases()


def check_settings(settings: Settings) -> None:
    """Every value is one the game can use."""
    assert settings.speed in SPEEDS
    assert isinstance(settings.volume, float) and 0 <= settings.volume <= 1
    for flag in ("muted", "fullscreen", "confirm_forced", "take_backs", "tips"):
        assert isinstance(getattr(settings, flag), bool)
    assert type(settings.ui_scale) is int and settings.ui_scale in UI_SCALES
    assert is_theme_id(settings.theme)
    assert type(settings.hard_seconds) is float and settings.hard_seconds in THINK_SECONDS
    w, h = settings.window_size
    assert type(w) is int and type(h) is int
    assert MIN_SIZE[0] <= w <= MAX_SIZE[0] and MIN_SIZE[1] <= h <= MAX_SIZE[1]
    assert clean_last_setup(settings.last_setup) == settings.last_setup
    assert 1 <= settings.last_setup.get("players", 1) <= 16
    for seat in settings.last_setup.get("seats", []):
        assert seat.get("colour") is None or 0 <= seat["colour"] < 64, seat
    assert len(repr(settings.last_setup)) < 20_000


def check_lines(lines: list[str], most: int) -> None:
    assert isinstance(lines, list) and len(lines) <= most, lines
    for line in lines:
        assert isinstance(line, str) and line.isprintable() and len(line) < 300, line


def test_there_are_enough_cases():
    assert len(SETTINGS_CASES) >= 150 and len(THEME_CASES) >= 150


@pytest.mark.timeout(30)
@pytest.mark.parametrize(
    ("name", "data", "must"), SETTINGS_CASES, ids=[c[0] for c in SETTINGS_CASES]
)
def test_a_broken_settings_file_loads_with_a_message_and_defaults(name, data, must, tmp_path):
    path = tmp_path / "settings.yaml"
    path.write_bytes(data)
    started = time.perf_counter()
    settings, warnings = Settings.load(path)
    assert time.perf_counter() - started < CASE_SECONDS, name
    assert path.read_bytes() == data  # loading never writes
    check_settings(settings)
    check_lines(warnings, 5)
    if must:
        assert warnings, name
    assert (settings.keep_file is not None) == bool(warnings)
    # what is saved from it loads back the same, without a word
    again = tmp_path / "again.yaml"
    assert settings.save(again) is None
    assert Settings.load(again) == (settings, [])
    if SETTINGS_CASES.index((name, data, must)) % APP_EVERY == 0:
        start_the_app_with(path, data, warnings)


def start_the_app_with(path: Path, data: bytes, warnings: list[str]) -> None:
    """The app starts with this settings file, draws the title and its message, the
    setup screen and Settings, and on closing keeps the player's file."""
    from sorry_game.app.app import App
    from sorry_game.app.scenes.settings import SettingsScene
    from sorry_game.app.scenes.setup import SetupScene
    from sorry_game.store.paths import config_dir

    target = config_dir() / "settings.yaml"
    target.write_bytes(data)
    started = time.perf_counter()
    app = App(size=(800, 600))
    app.step([])
    assert bool(app.notices) == bool(warnings)
    for scene in (SetupScene(app), SettingsScene(app)):
        app.push(scene)
        app.step([])
        app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")])
    app.close()
    assert time.perf_counter() - started < 10
    if warnings:
        kept = list(config_dir().glob("settings.corrupt-*.yaml"))
        assert len(kept) == 1 and kept[0].read_bytes() == data
    assert Settings.load()[1] == []


@pytest.mark.timeout(30)
@pytest.mark.parametrize("kind", ["folder", "pipe", "device", "dangling", "unreadable"])
def test_a_settings_path_that_is_no_file_is_a_message(kind, tmp_path):
    path = tmp_path / "settings.yaml"
    if kind == "folder":
        path.mkdir()
    elif kind == "pipe":
        if not hasattr(os, "mkfifo"):
            pytest.skip("named pipes are POSIX")
        os.mkfifo(path)
    elif kind == "device":
        if not Path("/dev/zero").exists():
            pytest.skip("no /dev/zero")
        path.symlink_to("/dev/zero")
    elif kind == "dangling":
        path.symlink_to(tmp_path / "nowhere")
    else:
        path.write_text("volume: 0.1\n", encoding="utf-8")
        path.chmod(0)
        if os.access(path, os.R_OK):  # root reads anything
            pytest.skip("running as root: a file without read permission is still readable")
    started = time.perf_counter()
    settings, warnings = Settings.load(path)
    assert time.perf_counter() - started < CASE_SECONDS
    assert settings == Settings()
    check_lines(warnings, 5)
    assert warnings or kind == "dangling"


@pytest.mark.timeout(60)
def test_every_hostile_value_in_every_setting_is_refused_or_sound(tmp_path):
    """Not left to the seed: each setting gets each hostile value once, and what loads
    is always in range."""
    path = tmp_path / "settings.yaml"
    rng = random.Random(SEED)
    base = yaml.safe_dump(good_settings(rng, GAMES[0]))
    for key in SETTINGS_KEYS:
        for value in HOSTILE:
            text = "".join(line for line in base.splitlines(True) if not line.startswith(key))
            path.write_text(text + f"{key}: {value}\n", encoding="utf-8")
            started = time.perf_counter()
            settings, warnings = Settings.load(path)
            assert time.perf_counter() - started < CASE_SECONDS, (key, value)
            check_settings(settings)
            check_lines(warnings, 5)


@pytest.mark.parametrize("extra", [0, 1])
def test_a_settings_file_at_its_limit_is_read_and_one_byte_more_is_refused(extra, tmp_path):
    """The limit is the settings kind's (`kinds.SETTINGS.max_bytes`), to the byte."""
    from sorry_game.store import kinds

    head = b"volume: 0.25\n#"
    path = tmp_path / "settings.yaml"
    path.write_bytes(head + b"x" * (kinds.SETTINGS.max_bytes - len(head) + extra))
    settings, warnings = Settings.load(path)
    assert (settings.volume, bool(warnings)) == ((0.7, True) if extra else (0.25, False))
    if extra:
        assert warnings[0].endswith("is too large; using defaults")


# --- themes --------------------------------------------------------------------------------
def good_theme(rng: random.Random, game) -> dict:
    def colour():
        if rng.random() < 0.5:
            return f"#{rng.randrange(1 << 24):06x}"
        return [rng.randrange(256) for _ in range(3)]

    data: dict = {"name": rng.choice(["Mine", "Night sky", "Café"]), "layout": rng.choice(LAYOUTS)}
    data.update({k: colour() for k in COLOUR_DEFAULTS if rng.random() < 0.7})
    keys = [c.key for c in game.colours if c.key in PLAYER_DEFAULTS] or list(PLAYER_DEFAULTS)
    data["players"] = {k: colour() for k in keys}
    data["card"] = {k: colour() for k in CARD_DEFAULTS}
    data["font"] = {"scale": round(rng.uniform(*FONT_SCALE_RANGE), 2)}
    return data


THEME_KEYS = ["name", "layout", "accent", "text", "players", "card", "font", "background"]


def theme_cases() -> list[tuple[str, bytes, bool | None]]:
    rng = random.Random(SEED + 1)
    per_game = max(32, -(-170 // len(GAMES)))
    cases = []
    for game in GAMES:
        for i in range(per_game):
            text = yaml.safe_dump(good_theme(rng, game), sort_keys=rng.random() < 0.5)
            kind, data, must = mutate(rng, text, THEME_KEYS)
            cases.append((f"{game.id}-{i:02d}-{kind}", data, must))
    return cases


THEME_CASES = theme_cases()


def check_theme(theme) -> None:
    assert theme.layout in LAYOUTS
    assert FONT_SCALE_RANGE[0] <= theme.font_scale <= FONT_SCALE_RANGE[1]
    assert isinstance(theme.name, str) and theme.name.isprintable() and len(theme.name) <= 64
    for key in COLOUR_DEFAULTS:
        rgb = theme.colour(key)
        assert len(rgb) == 3 and all(type(v) is int and 0 <= v <= 255 for v in rgb)
    for group, keys in (("players", PLAYER_DEFAULTS), ("card", CARD_DEFAULTS)):
        for key in keys:
            rgb = theme.colour(f"{group}.{key}")
            assert len(rgb) == 3 and all(type(v) is int and 0 <= v <= 255 for v in rgb)


@pytest.mark.timeout(30)
@pytest.mark.parametrize(("name", "data", "must"), THEME_CASES, ids=[c[0] for c in THEME_CASES])
def test_a_broken_theme_loads_with_a_message_and_defaults(name, data, must, themes_folder):
    theme_id = "fuzzed"
    path = themes_folder / f"{theme_id}.yaml"
    path.write_bytes(data)
    started = time.perf_counter()
    theme, warnings = load_theme(theme_id)
    title = theme_title(theme_id)
    assert theme_id in list_themes()
    assert time.perf_counter() - started < CASE_SECONDS, name
    assert path.read_bytes() == data
    check_theme(theme)
    check_lines(warnings, 4)
    if must:
        assert warnings, name
    assert isinstance(title, str) and title.isprintable() and 0 < len(title) <= 64
    if THEME_CASES.index((name, data, must)) % APP_EVERY == 0:
        from sorry_game.app.app import App

        app = App(size=(800, 600), theme=theme_id)
        assert bool(app.notices) == bool(warnings)
        app.step([])
        app.step([])
        app.close()


@pytest.mark.parametrize("extra", [0, 1])
def test_a_theme_file_at_its_limit_is_read_and_one_byte_more_is_refused(extra, themes_folder):
    """The limit is the theme kind's (`kinds.THEME.max_bytes`), to the byte."""
    from sorry_game.store import kinds

    head = b"name: Edge\n#"
    path = themes_folder / "edge.yaml"
    path.write_bytes(head + b"x" * (kinds.THEME.max_bytes - len(head) + extra))
    theme, warnings = load_theme("edge")
    assert (theme.name, bool(warnings)) == (("Classic (round)", True) if extra else ("Edge", False))


@pytest.mark.timeout(30)
@pytest.mark.parametrize("kind", ["folder", "pipe", "device", "dangling", "pipe-late"])
def test_a_theme_path_that_is_no_file_is_a_message(kind, themes_folder, monkeypatch):
    """A theme that is not a regular file is refused unread, never waited on: also a
    pipe that takes the file's place after the folder was listed and looked at."""
    path = themes_folder / "odd.yaml"
    if kind == "folder":
        path.mkdir()
    elif kind.startswith("pipe"):
        if not hasattr(os, "mkfifo"):
            pytest.skip("named pipes are POSIX")
        os.mkfifo(path)
        if kind == "pipe-late":  # every look before the read sees a file
            monkeypatch.setattr(Path, "is_file", lambda self: True)
            monkeypatch.setattr(Path, "exists", lambda self: True)
    elif kind == "device":
        if not Path("/dev/zero").exists():
            pytest.skip("no /dev/zero")
        path.symlink_to("/dev/zero")
    else:
        path.symlink_to(themes_folder / "nowhere.yaml")
    started = time.perf_counter()
    theme, warnings = load_theme("odd")
    title = theme_title("odd")
    assert time.perf_counter() - started < CASE_SECONDS
    check_theme(theme)
    check_lines(warnings, 4)
    assert warnings and warnings[0].startswith("themes/odd.yaml: ")
    assert title == "Odd"
