"""The tools never touch the player's settings: `--screenshot` draws with the default
settings (or a file it is given, read only), never reads the player's `settings.yaml`
and never writes it; the benches' apps (`Settings.for_tool`) save nothing. Helpers'
screenshots once wrote ~/.config/sorry-game/settings.yaml on the machine they ran on."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from sorry_game.cli import main

#: a player's settings: another theme (the picture's corner shows it) and large text
PLAYERS = b"# my settings\ntheme: classic-square\nui_scale: 200\nspeed: slow\n"


@pytest.fixture()
def players_file() -> Path:
    """The player's settings file in the fake home (the suite's SORRY_GAME_HOME)."""
    path = Path(os.environ["SORRY_GAME_HOME"]) / "config" / "settings.yaml"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(PLAYERS)
    os.utime(path, (1_000_000_000, 1_000_000_000))
    return path


def corner(path: Path) -> tuple[int, int, int]:
    import pygame

    return tuple(pygame.image.load(str(path)).get_at((3, 3)))[:3]  # type: ignore[return-value]


def untouched(path: Path) -> bool:
    """The file is byte for byte what the player wrote, not even written again."""
    return (
        path.read_bytes() == PLAYERS
        and path.stat().st_mtime == 1_000_000_000
        and [p.name for p in path.parent.iterdir()] == ["settings.yaml"]
    )


@pytest.mark.timeout(180)
def test_a_screenshot_neither_reads_nor_writes_the_player_s_settings(players_file, tmp_path):
    plain, mine = tmp_path / "plain.png", tmp_path / "mine.png"
    args = ["--game", "classic", "--seed", "7", "--turns", "8", "--size", "800x600"]
    assert main(["--screenshot", str(plain), *args]) == 0
    assert untouched(players_file)
    own = tmp_path / "own.yaml"  # the same settings, named: drawn with them
    own.write_bytes(PLAYERS)
    assert main(["--screenshot", str(mine), *args, "--settings", str(own)]) == 0
    assert own.read_bytes() == PLAYERS and untouched(players_file)
    players_file.unlink()  # no player's file at all: the same picture as with one
    again = tmp_path / "again.png"
    assert main(["--screenshot", str(again), *args]) == 0
    assert corner(plain) == corner(again)  # the default theme, not the player's
    assert corner(mine) != corner(plain)  # the named file's theme
    assert not players_file.exists()


@pytest.mark.timeout(120)
def test_a_scene_s_screenshot_leaves_the_player_s_settings(players_file, tmp_path):
    assert main(["--screenshot", str(tmp_path / "r.png"), "--scene", "rules"]) == 0
    assert untouched(players_file)


def test_a_settings_file_that_is_missing_or_broken_is_said(players_file, tmp_path, capsys):
    with pytest.raises(SystemExit):
        main(["--screenshot", str(tmp_path / "x.png"), "--settings", str(tmp_path / "no.yaml")])
    assert "--settings" in capsys.readouterr().err
    broken = tmp_path / "broken.yaml"
    broken.write_text("ui_scale: [\n")
    shot = tmp_path / "b.png"
    assert main(["--screenshot", str(shot), "--scene", "rules", "--settings", str(broken)]) == 0
    err = capsys.readouterr().err
    assert "--settings: settings file" in err and "using defaults" in err
    assert "kept beside" not in err  # nothing is moved aside: it is not the player's
    assert broken.read_text() == "ui_scale: [\n" and shot.exists() and untouched(players_file)


def test_a_tool_s_app_saves_nothing_even_when_closed(players_file):
    """bench/flow.py changed the text size and closed its app: the player's file was
    written with it."""
    from sorry_game.app.app import App
    from sorry_game.app.settings import Settings

    app = App(size=(800, 600), audio=False, settings=Settings.for_tool()[0])
    assert app.settings.theme != "classic-square"  # the defaults, not the player's
    app.settings.ui_scale = 150
    app.save_settings()
    app.close()
    assert untouched(players_file) and not app.notices
    assert Settings.load()[0].theme == "classic-square"  # the player's own still reads
