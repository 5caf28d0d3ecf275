"""The command line: --simulate runs headless, bad values print usage and exit 2."""

from __future__ import annotations

import os
import re
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
    assert out.count(" wins,") == 1  # one level: its four seats pooled
    assert "random (4 seats): 20.0 wins, 25.0 %" in out
    assert "average turns per game" in out
    assert "games per second" in out


def test_simulate_with_seats_and_options(capsys):
    args = ["--simulate", "classic", "--games", "6", "--seats", "normal,easy,random,random"]
    assert main(args + ["--options", "hand=1,partners=1"]) == 0
    out = capsys.readouterr().out
    assert "normal (1 seat):" in out and "easy   (1 seat):" in out
    assert "random (2 seats):" in out and "seats rotate between games" in out


@pytest.mark.parametrize(
    "argv",
    [
        ["--simulate", "nosuchgame"],
        ["--simulate", "classic", "--seats", "normal,genius"],
        ["--simulate", "classic", "--players", "7"],
        ["--simulate", "classic", "--options", "partners=1", "--players", "2"],
        ["--simulate", "king", "--players", "4"],
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


# --- faults a new user found (issue 8 §3) ---------------------------------------------------
@pytest.mark.parametrize(
    ("argv", "says"),
    [
        (["--simulate", "classic", "--players", "-3"], "--players: expected a number >= 1, not -3"),
        (["--simulate", "classic", "--seed", "-1"], "a seed is a whole number from 0 to"),
        (["--simulate", "classic", "--games", "0"], "--games: expected a number >= 1, not 0"),
        (["--simulate", "classic", "--options", "hand=maybe"], "option hand cannot be 'maybe'"),
        (["--simulate", "classic", "--seats", ""], "--seats needs a level per seat"),
        (["--simulate", "classic", "--seats", "normal,,easy"], "an empty level in --seats"),
        (["--simulate", "classic", "--options", "=1"], "must look like key=value"),
        (["--size", "500x400"], "from 800x600"),
        (["--screenshot", ""], "--screenshot: needs a file name"),
    ],
)
def test_bad_values_are_clear_usage_errors(argv, says, capsys):
    with pytest.raises(SystemExit) as exc:
        main(argv)
    assert exc.value.code == 2
    err = capsys.readouterr().err
    assert "usage:" in err and says in err


def run_cli(*argv: str, cwd=ROOT, timeout: float = 120) -> subprocess.CompletedProcess:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    return subprocess.run(
        [sys.executable, "main.py", *argv],
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=timeout,
        env=env,
    )


@pytest.mark.parametrize(
    ("argv", "says"),
    [
        (["--screenshot", "{tmp}"], "is a folder"),
        (["--screenshot", "{tmp}/shot.png", "--options", "hand=maybe"], "cannot be 'maybe'"),
        (["--screenshot", "{tmp}/shot.png", "--options", "sparkle=1"], "unknown option"),
        (["--screenshot", "{tmp}/shot.png", "--game", "king", "--players", "4"], "players"),
        (["--screenshot", "{tmp}/file.txt/shot.png"], "--screenshot"),
        (["--load", "/dev/zero"], "is a device; give a saved game file"),
        (["--load", "{tmp}/missing.sorry"], "cannot read"),
        (["--load", "{tmp}/file.txt"], "line 1"),
    ],
)
def test_bad_files_end_in_a_message_and_exit_2_never_a_traceback(argv, says, tmp_path):
    if "/dev/zero" in argv and not Path("/dev/zero").exists():
        pytest.skip("no /dev/zero here")
    (tmp_path / "file.txt").write_text("hello\n", encoding="utf-8")
    argv = [a.replace("{tmp}", str(tmp_path)) for a in argv]
    proc = run_cli(*argv)
    assert proc.returncode == 2, proc.stderr
    assert "Traceback" not in proc.stderr
    assert says in proc.stderr and "usage:" in proc.stderr


def test_seed_0_is_a_game_of_its_own(capsys):
    """`args.seed or 1` once made seed 0 replay seed 1."""

    def report(seed: str) -> list[str]:
        assert main(["--simulate", "classic", "--games", "5", "--seed", seed]) == 0
        lines = capsys.readouterr().out.splitlines()
        # the games, not the clock: thinking times differ from run to run
        return [re.sub(r"think median .*? over", "over", s) for s in lines if "second" not in s]

    assert report("0") == report("0")
    assert report("0") != report("1")


def test_screenshot_of_a_two_player_game_and_seed_0(tmp_path):
    shot = tmp_path / "king.png"
    proc = run_cli("--screenshot", str(shot), "--game", "king", "--seed", "0", "--size", "800x600")
    assert proc.returncode == 0, proc.stderr
    assert shot.stat().st_size > 1000


def test_simulate_takes_the_game_s_usual_number_of_players(capsys):
    assert main(["--simulate", "king", "--games", "1", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    assert "seats random,random" in out


def test_simulate_in_parallel_with_a_fixed_budget_plays_the_same_games(capsys):
    """--jobs plays in processes, --iterations makes hard replay: the same wins and turns."""
    base = ["--simulate", "classic", "--games", "3", "--seats", "hard,normal", "--seed", "2"]

    def report(*more: str) -> list[str]:
        assert main([*base, "--iterations", "2", *more]) == 0
        return capsys.readouterr().out.splitlines()

    one, two = report(), report("--jobs", "2")
    assert one[0] == "classic: 4 games, seats hard,normal, seed 2"
    assert "(3 asked, rounded up to a multiple of 2" in one[1]
    wins = [line.split("think")[0] for line in one if " wins," in line]
    assert len(wins) == 2 and wins == [line.split("think")[0] for line in two if " wins," in line]
    assert [line for line in one if "turns" in line] == [line for line in two if "turns" in line]
    assert two[-1].endswith("(2 jobs)")


@pytest.mark.parametrize(("value", "seconds"), [("0.5", 0.5), ("2", 2.0), (".25", 0.25)])
def test_think_takes_plain_seconds(value, seconds, monkeypatch, capsys):
    import sorry_game.simulate as simulate_mod

    asked = {}
    real = simulate_mod.run_tournament

    def run_tournament(*args, **kwargs):
        asked.update(kwargs)
        return real(*args, **kwargs)

    monkeypatch.setattr(simulate_mod, "run_tournament", run_tournament)
    assert main(["--simulate", "classic", "--games", "1", "--think", value]) == 0
    assert asked["think"] == seconds and asked["iterations"] is None and asked["jobs"] == 1


# --- faults of issue 17 (fault 4): every bad value is one short line and status 2 -----------
def error_lines(capsys, argv: list[str]) -> list[str]:
    """Run the command line in-process; it must stop with status 2 and one short error
    line (after the usage)."""
    with pytest.raises(SystemExit) as exc:
        main(argv)
    assert exc.value.code == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err
    lines = [line for line in err.splitlines() if "error:" in line]
    assert len(lines) == 1, err
    assert all(len(line) <= 300 for line in err.splitlines()), err
    return lines


HUGE = "9" * 400


@pytest.mark.timeout(60)
@pytest.mark.parametrize(
    ("argv", "says"),
    [
        (["--simulate", "classic", "--players", HUGE], "--players: expected a number <= 99"),
        (["--simulate", "classic", "--players", "1000000000000"], "<= 99, not '1000000000000'"),
        (["--simulate", "classic", "--seed", "1" + "0" * 400], "from 0 to 9223372036854775807"),
        (["--simulate", "classic", "--games", HUGE], "--games: expected a number <= 1000000"),
        (["--turns", HUGE], "--turns: expected a number <= 100000"),
        (["--simulate", "classic", "--players", "-" + HUGE], ">= 1"),
        (["--size", "800X600"], "digits 0-9, a small x and digits, like 1280x800"),
        (["--size", "\uff18\uff10\uff10x600"], "digits 0-9"),
        (["--simulate", "classic", "--players", "\u0664"], "digits 0-9"),
        (["--simulate", "classic", "--seed", "1_000"], "a seed is a whole number"),
        (["--simulate", "classic", "--options", "k" * 100_000 + "=1"], "option 'kkk"),
        (["--simulate", "classic", "--options", "hand=" + "x" * 100_000], "option hand:"),
        (["--simulate", "x" * 100_000], "--simulate:"),
        (["--simulate", "classic", "--jobs", "0"], "--jobs: expected a number >= 1, not 0"),
        (["--simulate", "classic", "--jobs", "65"], "--jobs: expected a number <= 64, not 65"),
        (["--simulate", "classic", "--jobs", "2.5"], "--jobs: expected a whole number"),
        (["--simulate", "classic", "--jobs", HUGE], "--jobs: expected a number <= 64"),
        (["--simulate", "classic", "--think", "0"], "--think: expected seconds above 0"),
        (["--simulate", "classic", "--think", "601"], "at most 600, not '601'"),
        (["--simulate", "classic", "--think", "-1"], "--think: expected seconds like 0.5"),
        (["--simulate", "classic", "--think", "1e3"], "--think: expected seconds like 0.5"),
        (["--simulate", "classic", "--think", "nan"], "--think: expected seconds like 0.5"),
        (["--simulate", "classic", "--think", "inf"], "--think: expected seconds like 0.5"),
        (["--simulate", "classic", "--think", "0.0001"], "--think: expected seconds like 0.5"),
        (["--simulate", "classic", "--think", HUGE], "--think: expected seconds like 0.5"),
        (["--simulate", "classic", "--iterations", "0"], "--iterations: expected a number >= 1"),
        (["--simulate", "classic", "--iterations", "many"], "--iterations: expected a whole"),
        (["--simulate", "classic", "--iterations", HUGE], "--iterations: expected a number <="),
        (["--" + "x" * 100_000], "unrecognized arguments"),
        # found by the fuzzer: an empty name was taken as none (`--simulate ""` opened the
        # window, `--game ""` took the first game, `--theme ""` the saved theme)
        (["--simulate", ""], "--simulate: expected a name"),
        (["--screenshot", "shot.png", "--game", ""], "--game: expected a name"),
        (["--theme", ""], "--theme: expected a name"),
        (["--theme", "no-such-theme"], "--theme: no theme 'no-such-theme' (choose classic-round"),
    ],
)
def test_bad_numbers_and_long_values_are_one_short_line(argv, says, capsys):
    (line,) = error_lines(capsys, argv)
    assert says in line


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
@pytest.mark.timeout(60)
@pytest.mark.parametrize("option", ["--load", "--screenshot"])
def test_a_pipe_is_refused_never_opened(option, tmp_path, capsys):
    pipe = tmp_path / "pipe"
    os.mkfifo(pipe)
    (line,) = error_lines(capsys, [option, str(pipe)])
    assert "is a pipe" in line


@pytest.mark.timeout(120)
def test_a_screenshot_may_be_a_new_file_in_an_existing_folder(tmp_path, capsys):
    assert main(["--screenshot", str(tmp_path / "new" / "shot.png"), "--size", "800x600"]) == 0
    assert (tmp_path / "new" / "shot.png").stat().st_size > 1000
    (line,) = error_lines(capsys, ["--screenshot", "/dev/null"])
    assert "is a device" in line


@pytest.mark.parametrize("scene", ["rules", "replay", "stats", "results"])
def test_screenshot_of_every_scene_draws_it_and_leaves_the_player_s_files(scene, tmp_path, capsys):
    """--scene: the README's pictures of the rules, replay, statistics and results (issue
    19), drawn without reading or writing the player's statistics or history."""
    import pygame

    shot = tmp_path / f"{scene}.png"
    assert main(["--screenshot", str(shot), "--scene", scene, "--game", "revenge"]) == 0
    picture = pygame.image.load(str(shot))
    assert picture.get_size() == (1280, 800)
    colours = {tuple(picture.get_at((x, y))) for x in range(0, 1280, 16) for y in range(0, 800, 16)}
    assert len(colours) > 20
    home = Path(os.environ["SORRY_GAME_HOME"])
    assert not (home / "data" / "stats.json").exists()
    assert not list((home / "data").glob("history/*"))


def test_an_unknown_scene_is_refused_with_the_choices(capsys):
    (line,) = error_lines(capsys, ["--screenshot", "x.png", "--scene", "credits"])
    assert "'credits' is not a screen; choose one of table, rules" in line
