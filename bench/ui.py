"""UI benchmarks of the table (run: `python bench/ui.py`). Prints medians of several runs:

- frame time of the Sorry! table with 16 pawns and an animation running, 1280x800,
  SDL dummy driver (target <= 4 ms);
- time from `python main.py` to the first title frame (target <= 1.0 s);
- idle CPU while nothing moves, as % of one core (target < 5 %);
- peak memory (RSS) of a window playing a game (target < 150 MB).
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import textwrap
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RUNS = 5


def _env(home: str) -> dict[str, str]:
    env = dict(os.environ)
    env.update(
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        PYGAME_HIDE_SUPPORT_PROMPT="1",
        SORRY_GAME_HOME=home,
        SORRY_GAME_INLINE_AI="1",
        PYTHONPATH=str(ROOT) + os.pathsep + env.get("PYTHONPATH", ""),
    )
    return env


def _child(code: str, home: str, timeout: float = 120) -> str:
    out = subprocess.run(
        [sys.executable, "-c", textwrap.dedent(code)],
        env=_env(home),
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=timeout,
    )
    if out.returncode != 0:
        raise RuntimeError(out.stderr.strip().splitlines()[-1] if out.stderr else "child failed")
    return out.stdout.strip().splitlines()[-1]


FRAME_CODE = """
import time, statistics, pygame
from sorry_game.app.app import App
from sorry_game.ai import make_agent
from sorry_game.engine.interface import GameConfig
from sorry_game.session import Seat, Session
app = App(size=(1280, 800), audio=False)
app.settings.speed = "slow"
seats = [Seat(f"P{i}", "computer", "normal", i) for i in range(4)]
session = Session.new("classic", GameConfig(4), 12, seats)
table = app.open_table(session)
agent = make_agent("random", "classic", 3)
for _ in range(60):          # spread the 16 pawns over the board
    table.apply(agent.choose(session.state))
    table.animator.skip()
times = []
for frame in range(400):
    if not table.animator.busy:
        if session.state.is_over():
            break
        table.apply(agent.choose(session.state))
    t = time.perf_counter()
    app.step([], 1 / 60)
    times.append(time.perf_counter() - t)
print(statistics.median(times) * 1000)
"""

IDLE_CODE = """
import os, time, threading, pygame
from sorry_game.app.app import App
from sorry_game.engine.interface import GameConfig
from sorry_game.session import Seat, Session
app = App(size=(1280, 800), audio=False)
seats = [Seat("You", "human", "normal", 0)] + [Seat(f"C{i}", "computer", "normal", i) for i in (1, 2, 3)]
session = Session.new("classic", GameConfig(4, {"first_player": 0}), 3, seats)
table = app.open_table(session)
for _ in range(30):
    app.step([], 1 / 60)
while table.busy:
    app.step([], 0.1)
assert not table.busy
def stop():
    time.sleep(3.0)
    pygame.event.post(pygame.event.Event(pygame.QUIT))
t0, c0 = time.perf_counter(), sum(os.times()[:2])
threading.Thread(target=stop, daemon=True).start()
app.run()
t1, c1 = time.perf_counter(), sum(os.times()[:2])
print(100 * (c1 - c0) / (t1 - t0))
"""

MEMORY_CODE = """
import resource, sys, pygame
from sorry_game.app.app import App
from sorry_game.ai import make_agent
from sorry_game.engine.interface import GameConfig
from sorry_game.session import Seat, Session
app = App(size=(1920, 1080), audio=True)
app.settings.speed = "fast"
for theme in ("classic-square", "classic-round"):
    app.set_theme(theme, persist=False)
    seats = [Seat(f"P{i}", "computer", "normal", i) for i in range(4)]
    session = Session.new("classic", GameConfig(4, {"hand": theme == "classic-square"}), 5, seats)
    table = app.open_table(session)
    for _ in range(3000):
        if session.state.is_over() and not table.busy:
            break
        app.step([], 1 / 30)
    for size in ((800, 600), (1280, 800), (1920, 1080)):
        table.resize(size)
        app.step([], 1 / 60)
rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
print(rss / 1024 if sys.platform != "darwin" else rss / 1024 / 1024)
"""

STARTUP_CODE = """
import runpy, sys, time
import sorry_game.app.app as appmod
orig = appmod.App.draw
def draw(self):
    orig(self)
    print(time.time(), flush=True)
    raise SystemExit(0)
appmod.App.draw = draw
sys.argv = ["main.py"]
runpy.run_path("main.py", run_name="__main__")
"""


def median_of(label: str, fn, unit: str, target: str) -> None:
    values = []
    try:
        for _ in range(RUNS):
            values.append(fn())
    except Exception as exc:  # noqa: BLE001
        print(f"{label:<44} skipped: {exc}")
        return
    med = statistics.median(values)
    spread = ", ".join(f"{v:.2f}" for v in values)
    print(f"{label:<44} {med:8.2f} {unit:<4} (target {target}; runs: {spread})")


def frame_time(home: str) -> float:
    return float(_child(FRAME_CODE, home))


def startup(home: str) -> float:
    """Seconds from starting `python main.py` to the end of its first title frame (the
    child prints the time when that frame is drawn and exits)."""
    start = time.time()
    return float(_child(STARTUP_CODE, home, timeout=60)) - start


def idle_cpu(home: str) -> float:
    return float(_child(IDLE_CODE, home))


def peak_memory(home: str) -> float:
    return float(_child(MEMORY_CODE, home, timeout=300))


def main() -> int:
    print(f"sorry-game UI benchmark — medians of {RUNS} runs, SDL dummy driver")
    with tempfile.TemporaryDirectory() as home:
        median_of(
            "table frame, 16 pawns + animation, 1280x800", lambda: frame_time(home), "ms", "<= 4 ms"
        )
        median_of("python main.py -> first title frame", lambda: startup(home), "s", "<= 1.0 s")
        median_of("idle CPU (nothing moving)", lambda: idle_cpu(home), "%", "< 5 %")
        median_of("peak memory (RSS)", lambda: peak_memory(home), "MB", "< 150 MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
