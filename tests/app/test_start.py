"""The window starts with what its first screen needs (issue 41): the title's first
frame is drawn before the phone server (aiohttp), the QR codes (segno), the games, their
computers and plugins and the other scenes are imported; the check of every game's
parts runs right after that frame and a broken part still stops the start."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from sorry_game import cli
from sorry_game.games import catalogue

ROOT = Path(__file__).resolve().parents[2]

FIRST_FRAME = """
import sys
import sorry_game.app.app as appmod
drawn = appmod.App.draw
def draw(self):
    drawn(self)
    names = sorted(sys.modules)
    print(" ".join(names))
    raise SystemExit(0)
appmod.App.draw = draw
from sorry_game.cli import main
main([])
"""


def _modules_at_the_first_frame() -> set[str]:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    proc = subprocess.run(
        [sys.executable, "-c", textwrap.dedent(FIRST_FRAME)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stderr
    return set(proc.stdout.split())


def test_the_title_s_first_frame_imports_no_phone_server_qr_code_game_or_other_scene() -> None:
    modules = _modules_at_the_first_frame()
    assert "sorry_game.app.scenes.title" in modules  # the frame was the title's
    for heavy in ("aiohttp", "segno", "chess", "sorry_game.phones.server", "sorry_game.phones.qr"):
        assert heavy not in modules, heavy
    games = {m.split(".")[2] for m in modules if m.startswith("sorry_game.games.")}
    assert games <= {"catalogue"}, games  # read, not imported (catalogue.game_count)
    scenes = {m for m in modules if m.startswith("sorry_game.app.scenes.")}
    assert scenes == {"sorry_game.app.scenes.title"}, scenes
    assert not any(m.startswith("sorry_game.app.plugins.") for m in modules)
    assert "sorry_game.app.ai_worker" not in modules


def test_the_games_are_counted_for_the_title_without_importing_them() -> None:
    catalogue.reset()
    read = catalogue.game_count()
    assert not catalogue._found  # nothing imported to count them
    assert read == len(catalogue.all_games()) == catalogue.game_count()


def test_a_broken_part_still_stops_the_window_right_after_its_first_frame(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    checked: list[bool] = []

    def broken(plugins: bool) -> str:
        checked.append(plugins)
        return "the game 'lost' has no usable table plugin: it does not import"

    monkeypatch.setattr(cli, "check_parts", broken)
    assert cli.main([]) == 1
    assert checked == [True]
    assert "sorry-game cannot start: the game 'lost'" in capsys.readouterr().err
