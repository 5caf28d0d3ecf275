"""Issue 31, the whole program: every start path (the window, --screenshot, --simulate)
starts when the player's folder cannot be made (the home is a file, `~/.config` is a
file) and when the log file is a pipe: exit status 0, no traceback, never a hang."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def env_for(**extra: str) -> dict[str, str]:
    env = dict(
        os.environ,
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        PYGAME_HIDE_SUPPORT_PROMPT="1",
        **extra,
    )
    env.pop("SORRY_GAME_INLINE_AI", None)
    return env


def run_main(
    args: list[str], env: dict[str, str], timeout: float = 90
) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "main.py", *args],
        cwd=ROOT,
        env=env,
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=timeout,
    )


def a_file(tmp_path: Path) -> Path:
    path = tmp_path / "home-file"
    path.write_text("not a folder\n", encoding="utf-8")
    return path


def home_of_files(tmp_path: Path) -> dict[str, str]:
    """HOME whose ~/.config and ~/.local are files: platformdirs' folders cannot be made."""
    home = tmp_path / "home"
    home.mkdir()
    (home / ".config").write_text("a file", encoding="utf-8")
    (home / ".local").write_text("a file", encoding="utf-8")
    env = env_for(HOME=str(home))
    for name in ("SORRY_GAME_HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME"):
        env.pop(name, None)
    return env


@pytest.mark.timeout(120)
@pytest.mark.parametrize("where", ["SORRY_GAME_HOME", "HOME"])
def test_a_screenshot_starts_when_the_folders_cannot_be_made(where, tmp_path):
    if where == "HOME" and sys.platform != "linux":
        pytest.skip("~/.config and ~/.local are platformdirs' folders on Linux")
    env = env_for(SORRY_GAME_HOME=str(a_file(tmp_path))) if where != "HOME" else None
    env = env or home_of_files(tmp_path)
    shot = tmp_path / "shot.png"
    done = run_main(["--screenshot", str(shot), "--size", "800x600"], env)
    assert done.returncode == 0, done.stderr[-2000:]
    assert "Traceback" not in done.stderr, done.stderr[-2000:]
    assert shot.stat().st_size > 1000


@pytest.mark.timeout(120)
def test_simulate_starts_when_the_folders_cannot_be_made(tmp_path):
    env = env_for(SORRY_GAME_HOME=str(a_file(tmp_path)))
    done = run_main(["--simulate", "classic", "--games", "4"], env)
    assert done.returncode == 0, done.stderr[-2000:]
    assert "Traceback" not in done.stderr and "games per second" in done.stdout


def catches_sigterm(pid: int) -> bool:
    """Whether process `pid` has its own SIGTERM handler yet (the window's loop runs)."""
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return False
    for line in status.splitlines():
        if line.startswith("SigCgt:"):
            return bool(int(line.split()[1], 16) >> (signal.SIGTERM - 1) & 1)
    return False


def run_window(env: dict[str, str], most: float = 60.0) -> tuple[int, str]:
    """`python main.py` (the window, on the dummy driver) until its loop runs (it
    catches SIGTERM; however slow a loaded machine is), then asked to stop as the
    system asks (SIGTERM): (its exit status, its stderr)."""
    proc = subprocess.Popen(
        [sys.executable, "main.py", "--size", "800x600"],
        cwd=ROOT,
        env=env,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        deadline = time.monotonic() + most
        while not catches_sigterm(proc.pid) and proc.poll() is None:
            assert time.monotonic() < deadline, "the window never started its loop"
            time.sleep(0.05)
        time.sleep(0.5)  # a few frames of the title
        assert proc.poll() is None, proc.stderr.read()[-2000:] if proc.stderr else ""
        proc.send_signal(signal.SIGTERM)
        _out, err = proc.communicate(timeout=30)
        return proc.returncode, err
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()


@pytest.mark.timeout(120)
@pytest.mark.skipif(sys.platform != "linux", reason="waits for the loop through /proc")
def test_the_window_starts_when_the_folders_cannot_be_made(tmp_path):
    home = a_file(tmp_path)
    code, err = run_window(env_for(SORRY_GAME_HOME=str(home)))
    assert code == 0 and "Traceback" not in err, err[-2000:]
    assert home.read_text(encoding="utf-8") == "not a folder\n"


@pytest.mark.timeout(180)
@pytest.mark.skipif(sys.platform != "linux", reason="a named pipe; waits through /proc")
def test_a_log_that_is_a_pipe_never_hangs_the_start(tmp_path):
    home = tmp_path / "home"
    (home / "data").mkdir(parents=True)
    os.mkfifo(home / "data" / "sorry-game.log")
    env = env_for(SORRY_GAME_HOME=str(home))
    shot = tmp_path / "shot.png"
    done = run_main(["--screenshot", str(shot), "--size", "800x600"], env, timeout=60)
    assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr[-2000:]
    assert shot.is_file()
    code, err = run_window(env)
    assert code == 0 and "Traceback" not in err, err[-2000:]
