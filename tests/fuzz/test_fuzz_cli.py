"""Fuzzing the command line (issue 17): every option of the parser with empty, negative,
huge, non-ASCII, control-character and wrong-type values, and the file options with
files that are no regular files (a folder, a pipe, /dev/zero, /dev/null, a link to a
device, a path through a file), each with a command for every registered game.

Each run ends in status 2 with one error line of at most 300 characters (after the
usage), or takes the normal path (the window, a screenshot, a simulation: stubbed
here, the real ones are the CLI tests'); never a traceback, never a hang (a time limit
per case). A few cases also run as a process, where a hang is caught by a timeout."""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path

import pytest

import sorry_game.app.app as app_mod
import sorry_game.app.screenshot as screenshot_mod
import sorry_game.selftest as selftest_mod
import sorry_game.simulate as simulate_mod
from sorry_game import cli
from sorry_game.engine import GameConfig
from sorry_game.games.catalogue import all_games
from sorry_game.session import Seat, Session

ROOT = Path(__file__).resolve().parents[2]
GAMES = [g.id for g in all_games() if g.available]
MAX_LINE = 300

#: values for any option, by what is wrong with them
VALUES = {
    "empty": "",
    "blank": "   ",
    "zero": "0",
    "negative": "-1",
    "very-negative": "-" + "9" * 60,
    "huge": "9" * 400,
    "1e12": "1e12",
    "googol": "1" + "0" * 100,
    "arabic-digits": "\u0661\u0662",
    "wide-size": "\uff18\uff10\uff10x\uff16\uff10\uff10",
    "float": "1.5",
    "word": "abc",
    "list": "[1, 2]",
    "bool": "true",
    "spaces": " 3 ",
    "underscores": "1_000",
    "plus": "+5",
    "hex": "0x10",
    "escape": "\x1b[31mred",
    "newline": "a\nb",
    "long": "x" * 100_000,
    "surrogates": "\udcff\udcfe",
    "accents": "é" * 50,
    "dash": "-",
    "big-size": "800X600",
    "size": "800x600",
    "tiny-size": "2x2",
    "huge-size": "99999x99999",
    "options": "hand=1,partners=0",
    "bad-options": "=,k=,=v,,",
    "long-option": "k" * 5000 + "=" + "v" * 5000,
    "levels": "normal,random",
    "many-levels": ",".join(["random"] * 10_000),
}


def file_values(tmp: Path) -> dict[str, str]:
    (tmp / "file.txt").write_text("hello\n", encoding="utf-8")
    (tmp / "folder").mkdir()
    values = {
        "folder": str(tmp / "folder"),
        "folder-slash": str(tmp / "folder") + "/",
        "missing": str(tmp / "missing.sorry"),
        "missing-folder": str(tmp / "no" / "such" / "shot.png"),
        "through-a-file": str(tmp / "file.txt" / "shot.png"),
        "text-file": str(tmp / "file.txt"),
        "dot": ".",
        "good-save": str(tmp / "game.sorry"),
    }
    game = all_games()[0]
    n = max(game.min_players, min(4, game.max_players))
    colours = game.default_colours(n)
    seats = [Seat(f"P{i}", "computer", "easy", colours[i]) for i in range(n)]
    Session.new(game.id, GameConfig(n, {}), 5, seats, tmp / "game.sorry").save()
    if hasattr(os, "mkfifo"):
        os.mkfifo(tmp / "pipe")
        values["pipe"] = str(tmp / "pipe")
    for device in ("/dev/zero", "/dev/null", "/dev/urandom"):
        if Path(device).exists():
            values[device.rpartition("/")[2]] = device
            (tmp / f"link-{device[5:]}").symlink_to(device)
            values[f"link-{device[5:]}"] = str(tmp / f"link-{device[5:]}")
    return values


PARSER = cli.build_parser()
#: every option of the command line but --help and --version (they print and exit 0)
ACTIONS = [
    a
    for a in PARSER._actions
    if a.option_strings and not isinstance(a, (argparse._HelpAction, argparse._VersionAction))
]
FILE_OPTIONS = ("--load", "--screenshot")
FILE_KINDS = [
    "folder",
    "folder-slash",
    "missing",
    "missing-folder",
    "through-a-file",
    "text-file",
    "dot",
    "pipe",
    "zero",
    "null",
    "urandom",
    "link-zero",
    "link-null",
    "good-save",
]


def context(option: str, n: int) -> list[str]:
    """A command around `option` that never opens a window: a simulation of a game (every
    game in turn), a screenshot, or nothing (the window: stubbed)."""
    game = GAMES[n % len(GAMES)]
    if option in ("--simulate", "--load", "--screenshot"):
        return []
    if option in ("--game", "--turns", "--size", "--theme"):
        return ["--screenshot", "{tmp}/shot.png"]
    return ["--simulate", game, "--games", "1"] if option != "--games" else ["--simulate", game]


def cases() -> list[tuple[str, list[str]]]:
    out = []
    n = 0
    for action in ACTIONS:
        option = action.option_strings[-1]
        if action.nargs == 0:  # a flag: only `--flag=value` can be wrong
            for name in ("empty", "word", "long"):
                out.append((f"{option}={name}", [f"{option}={VALUES[name]}"]))
            continue
        for name, value in VALUES.items():
            out.append((f"{option}-{name}", [*context(option, n), option, value]))
            n += 1
        if option in FILE_OPTIONS:
            for kind in FILE_KINDS:
                out.append((f"{option}-{kind}", [option, "{" + kind + "}"]))
    for game in GAMES:  # every game: a good command takes the normal path
        out.append((f"{game}-simulate", ["--simulate", game, "--games", "1", "--seed", "0"]))
        out.append((f"{game}-screenshot", ["--screenshot", "{tmp}/s.png", "--game", game]))
        out.append((f"{game}-bad-option", ["--simulate", game, "--options", "zz=1"]))
        budget = ["--jobs", "2", "--think", "0.5", "--iterations", "3"]
        out.append((f"{game}-budget", ["--simulate", game, "--games", "1", *budget]))
    return out


CASES = cases()


@pytest.fixture
def stubs(monkeypatch):
    """The normal paths, without a window, a real screenshot or a long simulation."""
    taken: list[str] = []

    def run_app(load=None, theme=None, size=None, check=None):
        taken.append("window")
        return 0

    def render_screenshot(path, **table):
        taken.append("screenshot")
        Path(path).parent.mkdir(parents=True, exist_ok=True)
        Path(path).write_bytes(b"png")
        return Path(path)

    real_tournament = simulate_mod.run_tournament

    def run_tournament(game_id, seats, games, seed=1, options=None, **budget):
        budget["jobs"] = 1  # no processes: the real --jobs are the CLI and simulate tests'
        result = real_tournament(game_id, seats, min(games, 1), seed, options, **budget)
        taken.append("simulate")
        return result

    monkeypatch.setattr(app_mod, "run_app", run_app)
    monkeypatch.setattr(screenshot_mod, "render_screenshot", render_screenshot)
    monkeypatch.setattr(simulate_mod, "run_tournament", run_tournament)
    monkeypatch.setattr(selftest_mod, "run_selftest", lambda: taken.append("selftest") or 0)
    return taken


def test_every_option_and_game_is_fuzzed():
    options = {a.option_strings[-1] for a in ACTIONS}
    assert {"--players", "--seed", "--size", "--load", "--screenshot", "--options"} <= options
    assert {"--jobs", "--think", "--iterations"} <= options
    fuzzed = {name.split("-")[0] for name, _ in CASES}
    assert len(CASES) >= 400 and all(game in fuzzed for game in GAMES)


@pytest.mark.timeout(20)
@pytest.mark.parametrize(("name", "argv"), CASES, ids=[name for name, _ in CASES])
def test_a_bad_value_is_one_short_line_and_status_2(
    name, argv, tmp_path, stubs, capsys, monkeypatch
):
    monkeypatch.chdir(tmp_path)  # a screenshot named like a value is written here
    files = file_values(tmp_path)
    kinds = [a[1:-1] for a in argv if a.startswith("{") and a.endswith("}")]
    if any(kind not in files for kind in kinds):
        pytest.skip("no such file kind here")
    argv = [files[a[1:-1]] if a[1:-1] in kinds else a.replace("{tmp}", str(tmp_path)) for a in argv]
    code = None
    try:
        code = cli.main(argv)
    except SystemExit as exc:
        code = exc.code
    out, err = capsys.readouterr()
    assert "Traceback" not in err
    assert all(len(line) <= MAX_LINE for line in err.splitlines()), err[:2000]
    if name.endswith(("-empty", "-blank")) and not name.startswith("--options"):
        assert code == 2, (
            name,
            stubs,
        )  # nothing is not a value (`--simulate ""` opened the window)
    if code == 2:
        errors = [line for line in err.splitlines() if "error:" in line]
        assert len(errors) == 1, err[:2000]
        assert "usage:" in err
        assert not stubs, (name, stubs)  # refused before anything ran
    else:
        assert code == 0, (name, code, err[:2000])
        assert stubs, name  # the normal path
        assert all(len(line) <= MAX_LINE for line in out.splitlines())
    if "pipe" in files:
        assert Path(files["pipe"]).exists()  # never replaced, never opened


# --- as a process: a hang is caught by the timeout ------------------------------------------------
PROCESS_CASES = [
    ["--load", "{pipe}"],
    ["--screenshot", "{pipe}"],
    ["--load", "/dev/zero"],
    ["--screenshot", "/dev/zero"],
    ["--simulate", "classic", "--players", "9" * 400],
    ["--simulate", "classic", "--players", "1000000000000"],
    ["--size", "800X600"],
    [b"--load", b"\xff\xfe.sorry"],
    [b"--theme", b"caf\xe9"],
    [b"--screenshot", b"{tmp}/\xff\xfe.png"],  # pygame would write another name
    ["--seed", "1" + "0" * 400],
    ["--simulate", "classic", "--options", "k" * 100_000 + "=1"],
]


@pytest.mark.timeout(120)
@pytest.mark.parametrize("argv", PROCESS_CASES, ids=range(len(PROCESS_CASES)))
def test_as_a_process_a_bad_value_never_hangs(argv, tmp_path):
    if any("{pipe}" == a for a in argv):
        if not hasattr(os, "mkfifo"):
            pytest.skip("named pipes are POSIX")
        os.mkfifo(tmp_path / "pipe")
        argv = [str(tmp_path / "pipe") if a == "{pipe}" else a for a in argv]
    if "/dev/zero" in argv and not Path("/dev/zero").exists():
        pytest.skip("no /dev/zero here")
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    args = [os.fsencode(a) if isinstance(a, str) else a for a in argv]
    args = [a.replace(b"{tmp}", os.fsencode(tmp_path)) for a in args]
    proc = subprocess.run(
        [os.fsencode(sys.executable), b"main.py", *args],
        cwd=ROOT,
        capture_output=True,
        timeout=60,
        env=env,
    )
    err = proc.stderr.decode("utf-8", "replace")
    assert proc.returncode == 2, err
    assert list(tmp_path.glob("*.png")) == []
    assert "Traceback" not in err
    errors = [line for line in err.splitlines() if "error:" in line]
    assert len(errors) == 1 and all(len(line) <= MAX_LINE for line in err.splitlines()), err
