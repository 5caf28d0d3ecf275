"""The command line: --simulate runs headless, bad values print usage and exit 2."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from sorry_game.cli import main

ROOT = Path(__file__).resolve().parent.parent


def test_simulate_prints_wins_turns_and_speed(capsys):
    assert main(["--simulate", "classic", "--games", "20", "--players", "4", "--seed", "5"]) == 0
    out = capsys.readouterr().out
    assert "classic: 20 games" in out
    assert out.count("wins") == 4
    assert "average turns per game" in out
    assert "games per second" in out


def test_simulate_with_seats_and_options(capsys):
    args = ["--simulate", "classic", "--games", "6", "--seats", "normal,easy,random,random"]
    assert main(args + ["--options", "hand=1,partners=1"]) == 0
    out = capsys.readouterr().out
    assert "(normal)" in out and "(  easy)" in out


@pytest.mark.parametrize(
    "argv",
    [
        ["--simulate", "nosuchgame"],
        ["--simulate", "classic", "--seats", "normal,genius"],
        ["--simulate", "classic", "--players", "7"],
        ["--simulate", "classic", "--options", "partners=1", "--players", "2"],
        ["--simulate", "king"],
        ["--size", "huge"],
        ["--games", "-3"],
        ["--no-such-flag"],
    ],
)
def test_unknown_values_print_usage_and_exit_2(argv, capsys):
    with pytest.raises(SystemExit) as exc:
        main(argv)
    assert exc.value.code == 2
    assert "usage:" in capsys.readouterr().err


def test_simulate_does_not_import_pygame():
    code = (
        "import sys; from sorry_game.cli import main; "
        "main(['--simulate','classic','--games','3']); "
        "assert 'pygame' not in sys.modules, 'pygame imported'"
    )
    proc = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    assert "games per second" in proc.stdout


def test_version_flag(capsys):
    with pytest.raises(SystemExit) as exc:
        main(["--version"])
    assert exc.value.code == 0
    assert "sorry-game" in capsys.readouterr().out
