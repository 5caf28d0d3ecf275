"""UI benchmarks of the table (run: `python bench/ui.py`). Prints medians of several runs:

- frame time of the Sorry! table with 16 pawns and an animation running, 1280x800,
  SDL dummy driver (target <= 4 ms);
- per game, the frames while something moves (walks, slides, bumps, cards, checkers,
  the HOME and win celebrations): median and 95th percentile (target <= 4 ms);
- time from `python main.py` to the first title frame (target <= 1.0 s);
- idle CPU while nothing moves, as % of one core (target < 5 %);
- peak memory (RSS) of a window playing a game (target <= 120 MB);
- frames per second while a Hard computer thinks in the worker process (target >= 50)
  and the longest frame then; the window must never wait on the search (counted).
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


def _env(home: str, inline: bool = True) -> dict[str, str]:
    env = dict(os.environ)
    env.update(
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        PYGAME_HIDE_SUPPORT_PROMPT="1",
        SORRY_GAME_HOME=home,
        SORRY_GAME_INLINE_AI="1" if inline else "0",
        PYTHONPATH=str(ROOT) + os.pathsep + env.get("PYTHONPATH", ""),
    )
    return env


def _child(code: str, home: str, timeout: float = 120, inline: bool = True) -> str:
    out = subprocess.run(
        [sys.executable, "-c", textwrap.dedent(code)],
        env=_env(home, inline),
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

ANIM_CODE = """
import statistics, time
from sorry_game.app.app import App
from sorry_game.ai import make_agent
from sorry_game.engine.interface import GameConfig
from sorry_game.games.catalogue import get_game
from sorry_game.session import Seat, Session
gid = GAME_ID
game = get_game(gid)
players = max(game.min_players, min(4, game.max_players))
colours = game.default_colours(players)
app = App(size=(1280, 800), audio=False)
app.settings.speed = "normal"
seats = [Seat(f"P{i}", "computer", "normal", colours[i]) for i in range(players)]
session = Session.new(gid, GameConfig(players), 12, seats)
agent = make_agent("random", gid, 3)
table = app.open_table(session)
times = []
def measure(frames):
    # the frames while something moves on the table (no computer plays meanwhile)
    for _ in range(frames):
        if not table.animator.lively or app.top is not table:
            return
        t = time.perf_counter()
        app.step([], 1 / 60)
        times.append(time.perf_counter() - t)
for n in range(3000):
    if session.state.is_over():
        break
    action = agent.choose(session.state)
    probe = session.state.clone()
    probe.apply(action)
    if probe.is_over():  # the last move and the win's confetti, all measured
        table.apply(action)
        measure(600)
        break
    table.apply(action)
    if (n < 40 or n % 3 == 0) and len(times) < 1200:  # some moves watched, the rest
        measure(240)  # land at once
    else:
        table.animator.skip()
    if app.top is not table:  # a summary between rounds: closed, on with the game
        app.pop()
        if app.top is not table:
            break
times.sort()
print(statistics.median(times) * 1000, times[int(len(times) * 0.95)] * 1000, len(times))
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

THINKING_CODE = """
import concurrent.futures, time, pygame
from sorry_game.ai import make_agent
from sorry_game.app import ai_worker
from sorry_game.app.app import App, FPS
from sorry_game.engine.interface import GameConfig
from sorry_game.session import Seat, Session
waits = []  # a result() asked of a future that has not come: the window would wait
real_result = concurrent.futures.Future.result
def result(self, timeout=None):
    if not self.done():
        waits.append(1)
    return real_result(self, timeout)
concurrent.futures.Future.result = result
app = App(size=(1280, 800), audio=False)
app.settings.speed = "fast"
app.settings.hard_seconds = 3.0  # one think lasts the whole measurement
ai_worker.start()
ai_worker.run(int, 0).result(timeout=60)  # the worker is up and warm (not measured)
waits.clear()
seats = [Seat(f"C{i}", "computer", "hard", i) for i in range(4)]
session = Session.new("classic", GameConfig(4), 21, seats)
agent = make_agent("random", "classic", 3)
for _ in range(60):  # pawns spread over the board: real choices for the computer
    session.apply(agent.choose(session.state))
table = app.open_table(session)
frames, longest, thinking, began = 0, 0.0, 0.0, time.perf_counter()
other_frames, other = 0, 0.0
last = time.perf_counter()
while thinking < 3.0 and time.perf_counter() - began < 30:  # 3 s of thinking, or 30 s
    dt = min(app.clock.tick(FPS) / 1000, 0.1)
    app.step([], dt)
    move = table.computers.move
    now = time.perf_counter()
    searching = (
        move is not None and not move.future.done() and len(session.state.legal_actions()) > 1
    )
    if searching:  # the frame's time: from the end of the last frame to the end of this
        frames += 1
        thinking += now - last
        longest = max(longest, now - last)
    else:  # the same window when no search runs: the figure to compare with
        other_frames += 1
        other += now - last
    last = now
ai_worker.shutdown()
assert thinking > 0, "the computer never thought"
print(frames / thinking, longest * 1000, len(waits), thinking, other_frames / max(other, 1e-9))
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


def animation_frames(home: str, runs: int = 3) -> None:
    """Per game: the frames while something moves on its table, median and 95th
    percentile over the runs (each run watches a whole game, its win included)."""
    for game_id in ("classic", "president", "king", "revenge"):
        label = f"frame while animating, {game_id}, 1280x800"
        code = ANIM_CODE.replace("GAME_ID", repr(game_id))
        try:
            figures = [[float(v) for v in _child(code, home).split()] for _ in range(runs)]
        except Exception as exc:  # noqa: BLE001
            print(f"{label:<44} skipped: {exc}")
            continue
        med = statistics.median(f[0] for f in figures)
        p95 = statistics.median(f[1] for f in figures)
        frames = int(sum(f[2] for f in figures))
        print(f"{label:<44} {med:8.2f} ms   (target <= 4 ms; p95 {p95:.2f} ms; {frames} frames)")


def startup(home: str) -> float:
    """Seconds from starting `python main.py` to the end of its first title frame (the
    child prints the time when that frame is drawn and exits)."""
    start = time.time()
    return float(_child(STARTUP_CODE, home, timeout=60)) - start


def idle_cpu(home: str) -> float:
    return float(_child(IDLE_CODE, home))


def peak_memory(home: str) -> float:
    return float(_child(MEMORY_CODE, home, timeout=300))


def thinking_frames(home: str, runs: int = 3) -> None:
    """Frames per second while a Hard computer thinks in its worker process (a real
    process; 3 s of thinking per run, gathered over several moves when each think is
    shorter, at most 30 s of play), the longest frame, and how many times the window
    asked for the computer's answer before it had come (must be 0)."""
    label = "fps while a hard computer thinks, 1280x800"
    try:
        figures = [
            [float(v) for v in _child(THINKING_CODE, home, inline=False).split()]
            for _ in range(runs)
        ]
    except Exception as exc:  # noqa: BLE001
        print(f"{label:<44} skipped: {exc}")
        return
    fps = statistics.median(f[0] for f in figures)
    longest = max(f[1] for f in figures)
    waits = int(sum(f[2] for f in figures))
    spread = ", ".join(f"{f[0]:.1f}" for f in figures)
    thought = ", ".join(f"{f[3]:.1f}" for f in figures)
    print(f"{label:<44} {fps:8.2f} fps  (target >= 50; runs: {spread})")
    print(
        f"{'  seconds of thinking measured':<44} {thought:>8}      (3 s each, if it thinks so long)"
    )
    calm = statistics.median(f[4] for f in figures)
    print(f"{'  fps of the same window when nothing thinks':<44} {calm:8.2f} fps  (to compare)")
    print(f"{'  longest frame while it thinks':<44} {longest:8.2f} ms   (all runs)")
    print(f"{'  waits on the search in the window':<44} {waits:8d}      (target 0)")


def main() -> int:
    print(f"sorry-game UI benchmark — medians of {RUNS} runs, SDL dummy driver")
    with tempfile.TemporaryDirectory() as home:
        median_of(
            "table frame, 16 pawns + animation, 1280x800", lambda: frame_time(home), "ms", "<= 4 ms"
        )
        animation_frames(home)
        median_of("python main.py -> first title frame", lambda: startup(home), "s", "<= 1.0 s")
        median_of("idle CPU (nothing moving)", lambda: idle_cpu(home), "%", "< 5 %")
        median_of("peak memory (RSS)", lambda: peak_memory(home), "MB", "<= 120 MB")
        thinking_frames(home)
    return 0


if __name__ == "__main__":
    sys.exit(main())
