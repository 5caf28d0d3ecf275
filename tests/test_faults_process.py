"""Killing the program leaves nothing behind (issue 8 §3), checked with real processes.

The app is started headless (SDL dummy drivers) with computer seats thinking in the
worker process, then killed with SIGTERM (it quits like a closed window: the game is
saved, the worker stopped) or SIGKILL (nothing runs in it: the worker notices that its
parent is gone and ends itself, and multiprocessing's resource tracker follows). No
process of the run survives, and no temporary file is left beside the autosave (one
from a write that SIGKILL cut short is removed by the next start).

Processes of a run are found by a marker in their environment (Linux /proc).
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import textwrap
import time
import uuid
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PROC = Path("/proc")

pytestmark = pytest.mark.skipif(
    not (PROC / "self" / "environ").exists() or not hasattr(signal, "SIGKILL"),
    reason="finds the processes of a run through /proc (Linux)",
)

#: the app with a stand-in table whose computers think in the real worker process and
#: apply their moves through the session (an autosave per move), as the table does
THINKING_APP = textwrap.dedent(
    """
    import sys
    from sorry_game.app import ai_worker
    from sorry_game.app.app import App
    from sorry_game.app.scene import Scene
    from sorry_game.engine import GameConfig
    from sorry_game.store.paths import autosave_path
    from sorry_game.session import Seat, Session

    def new_session(seed):
        seats = [Seat(f"C{i}", "computer", "hard", i) for i in range(4)]
        return Session.new("classic", GameConfig(4), seed, seats, save_path=autosave_path())

    class ThinkingTable(Scene):
        busy = True

        def __init__(self, app, session):
            super().__init__(app)
            self.session, self.future, self.n = session, None, 0

        def update(self, dt):
            if self.future is not None and self.future.done():
                action = self.session.game.parse_action(self.future.result())
                self.session.apply(action)
                self.future = None
                if self.session.state.is_over():
                    self.session = new_session(self.n)
            if self.future is None:
                self.n += 1
                text = self.session.record().dumps()
                self.future = ai_worker.submit(text, "hard", self.n)

    app = App(size=(800, 600), routes={"table": ThinkingTable})
    app.open_table(new_session(1))
    sys.exit(app.run())
    """
)


def run_processes(marker: str) -> list[tuple[int, str]]:
    """(pid, command) of the live processes (not zombies) whose environment has `marker`."""
    found = []
    needle = f"SORRY_KILL_TEST={marker}".encode()
    for entry in PROC.iterdir():
        if not entry.name.isdigit():
            continue
        try:
            environ = (entry / "environ").read_bytes()
            stat = (entry / "stat").read_text()
            command = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
        except OSError:
            continue
        if needle in environ.split(b"\0") and stat.rpartition(")")[2].split()[:1] != ["Z"]:
            found.append((int(entry.name), command[:100]))
    return found


def wait_until(check, timeout: float) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if check():
            return True
        time.sleep(0.05)
    return check()


def survivors(marker: str, timeout: float) -> list[tuple[int, str]]:
    """The processes of the run still alive after waiting up to `timeout` seconds."""
    wait_until(lambda: not run_processes(marker), timeout)
    return run_processes(marker)


def temp_files(home: Path) -> list[Path]:
    return sorted(home.rglob("*.tmp"))


def start(home: Path, marker: str, argv: list[str]) -> subprocess.Popen:
    env = dict(
        os.environ,
        SORRY_KILL_TEST=marker,
        SORRY_GAME_HOME=str(home),
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        PYGAME_HIDE_SUPPORT_PROMPT="1",
    )
    env.pop("SORRY_GAME_INLINE_AI", None)
    return subprocess.Popen(
        [sys.executable, *argv],
        cwd=ROOT,
        env=env,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )


def kill_and_check(home: Path, argv: list[str], signum: int, seed: int) -> None:
    marker = uuid.uuid4().hex
    proc = start(home, marker, argv)
    try:
        # thinking: a worker process runs and computer moves are being saved
        def thinking() -> bool:
            workers = [c for _, c in run_processes(marker) if "spawn_main" in c]
            save = home / "data" / "autosave.sorry"
            return bool(workers) and save.exists() and save.stat().st_size > 300

        assert wait_until(thinking, 60), (
            "the app never started thinking",
            proc.poll(),
            proc.stderr.read().decode()[-2000:] if proc.poll() is not None else "",
        )
        time.sleep(random.Random(seed).uniform(0.0, 0.6))  # at any moment of a move
        proc.send_signal(signum)
        code = proc.wait(30)
        if signum == signal.SIGTERM:
            assert code == 0, proc.stderr.read().decode()[-2000:]
        assert survivors(marker, 15) == []
        if signum == signal.SIGTERM:
            assert temp_files(home) == []
    finally:
        for pid, _ in run_processes(marker):
            os.kill(pid, signal.SIGKILL)
        if proc.poll() is None:
            proc.kill()
        proc.stderr.close()


def next_start_cleans(home: Path) -> None:
    """A stale temporary file of the killed process is removed when the app starts."""
    code = (
        "from sorry_game.app.app import App; app = App(size=(800, 600), audio=False); "
        "app.step([]); app.close()"
    )
    marker = uuid.uuid4().hex
    proc = start(home, marker, ["-c", code])
    assert proc.wait(60) == 0, proc.stderr.read().decode()[-2000:]
    proc.stderr.close()
    assert temp_files(home) == []


@pytest.mark.parametrize("signame", ["SIGTERM", "SIGKILL"])
@pytest.mark.parametrize("run", range(3))
def test_killing_the_app_leaves_no_process_and_no_temp_file(signame, run, tmp_path):
    home = tmp_path / "home"
    kill_and_check(home, ["-c", THINKING_APP], getattr(signal, signame), run)
    next_start_cleans(home)


@pytest.mark.parametrize("signame", ["SIGTERM", "SIGKILL"])
def test_killing_main_py_mid_game_leaves_nothing(signame, tmp_path):
    """The real program (`main.py --load`), computers only, at instant speed."""
    from sorry_game.engine import GameConfig
    from sorry_game.session import Seat, Session

    home = tmp_path / "home"
    (home / "config").mkdir(parents=True)
    (home / "config" / "settings.yaml").write_text("speed: instant\n", encoding="utf-8")
    seats = [Seat(f"C{i}", "computer", "hard", i) for i in range(4)]
    save = tmp_path / "game.sorry"
    Session.new("classic", GameConfig(4), 8, seats, save_path=save)
    kill_and_check(home, ["main.py", "--load", str(save)], getattr(signal, signame), 7)
    next_start_cleans(home)


def test_a_worker_ends_itself_when_its_parent_dies(tmp_path):
    """The worker's watcher (ai.worker.watch_parent) alone: a parent that starts the
    pool and is then killed before it can stop anything."""
    code = textwrap.dedent(
        """
        import multiprocessing, sys, time
        from concurrent.futures import ProcessPoolExecutor
        from sorry_game.ai.worker import warm_up, watch_parent
        if __name__ == "__main__":
            ctx = multiprocessing.get_context("spawn")
            pool = ProcessPoolExecutor(1, mp_context=ctx, initializer=watch_parent)
            pool.submit(warm_up).result()
            print("ready", flush=True)
            time.sleep(60)
        """
    )
    script = tmp_path / "parent.py"
    script.write_text(code, encoding="utf-8")
    marker = uuid.uuid4().hex
    env = dict(os.environ, SORRY_KILL_TEST=marker)
    proc = subprocess.Popen(
        [sys.executable, str(script)], cwd=ROOT, env=env, stdout=subprocess.PIPE
    )
    try:
        assert proc.stdout.readline().strip() == b"ready"
        assert len(run_processes(marker)) >= 2  # the parent and its worker
        proc.kill()
        proc.wait(10)
        assert survivors(marker, 10) == []
    finally:
        for pid, _ in run_processes(marker):
            os.kill(pid, signal.SIGKILL)
        proc.stdout.close()
