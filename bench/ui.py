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

Side by side: `python bench/ui.py --against REV` checks REV out in a temporary git
worktree and runs the same measurements on it and on this tree, interleaved (each round
runs every probe on both, the order swapped every round, so a machine that gets busier
or quieter meanwhile weighs on both alike), and prints per figure the medians over the
rounds and their ratio:

    table frame, 16 pawns + animation: d82b4f1 3.01 ms, HEAD 2.60 ms, ratio 0.86

`--rounds N` (default 5), `--only TEXT` (the probes whose name holds TEXT),
`--background NAME` adds a "frame while NAME computes in the background" figure
(`BACKGROUNDS`; `--background all` adds them all).

The hook for work done in the background (a computer's search, later the game review):
a `Background(name, setup, stop, needs)` in `BACKGROUNDS`. `setup` is code run in the
child once `app` (an `App` at 1280x800) exists: it opens the scene, starts the work and
defines `busy()`, true while the work still computes; `stop` ends it. The child steps
the window at 60 fps and times the frames drawn while `busy()` (at most 30 s, until 3 s
of them): median and p95 of a frame's own work, and the frames per second the window
kept. `needs` names a module the work lives in: a tree without it (an older release)
prints n/a for that figure. The review's figure is one entry, e.g.

    Background("a review", needs="sorry_game.review", setup='''
    ...open Results of a finished game, start its review...
    busy = lambda: results.review_running''')
"""

from __future__ import annotations

import argparse
import math
import os
import signal
import statistics
import subprocess
import sys
import tempfile
import textwrap
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RUNS = 5


def _env(home: str, inline: bool = True, tree: Path = ROOT) -> dict[str, str]:
    env = dict(os.environ)
    env.update(
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        PYGAME_HIDE_SUPPORT_PROMPT="1",
        SORRY_GAME_HOME=home,
        SORRY_GAME_INLINE_AI="1" if inline else "0",
        PYTHONPATH=str(tree) + os.pathsep + env.get("PYTHONPATH", ""),
    )
    return env


def _child(
    code: str, home: str, timeout: float = 120, inline: bool = True, tree: Path = ROOT
) -> str:
    """Run `code` in a fresh Python in `tree` (its `sorry_game` imported); its last line."""
    out = subprocess.run(
        [sys.executable, "-c", textwrap.dedent(code)],
        env=_env(home, inline, tree),
        cwd=tree,
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


BACKGROUND_CODE = """
import importlib.util, statistics, time
if NEEDS and importlib.util.find_spec(NEEDS) is None:
    print("nan nan nan")  # this tree has no such work: n/a
    raise SystemExit(0)
from sorry_game.app.app import App, FPS
app = App(size=(1280, 800), audio=False)
SETUP
times, busy_time, began = [], 0.0, time.perf_counter()
last = time.perf_counter()
while busy_time < 3.0 and time.perf_counter() - began < 30:  # 3 s of work, or 30 s
    t = time.perf_counter()
    app.step([], 1 / FPS)
    took = time.perf_counter() - t
    app.clock.tick(FPS)
    now = time.perf_counter()
    if busy():
        times.append(took)
        busy_time += now - last
    last = now
STOP
assert times, "the work never ran"
times.sort()
print(statistics.median(times) * 1000, times[int(len(times) * 0.95)] * 1000, len(times) / busy_time)
"""


@dataclass(frozen=True)
class Background:
    """Work that computes while the window runs (see the module's doc): `setup` defines
    `busy()`, `stop` ends the work, `needs` is the module the work lives in."""

    name: str
    setup: str
    stop: str = ""
    needs: str = ""


BACKGROUNDS = {
    "thinking": Background(
        "a hard computer thinks",
        setup="""
from sorry_game.ai import make_agent
from sorry_game.app import ai_worker
from sorry_game.engine.interface import GameConfig
from sorry_game.session import Seat, Session
app.settings.speed = "fast"
app.settings.hard_seconds = 3.0
ai_worker.start()
ai_worker.run(int, 0).result(timeout=60)  # the worker is up and warm (not measured)
session = Session.new("classic", GameConfig(4), 21, [Seat(f"C{i}", "computer", "hard", i) for i in range(4)])
agent = make_agent("random", "classic", 3)
for _ in range(60):
    session.apply(agent.choose(session.state))
table = app.open_table(session)
def busy():
    move = table.computers.move
    return move is not None and not move.future.done() and len(session.state.legal_actions()) > 1
""",
        stop="ai_worker.shutdown()",
    ),
}


@dataclass(frozen=True)
class Probe:
    """One child run and the figures its printed numbers give (name → value)."""

    name: str
    code: str
    figures: Callable[[list[float], float], dict[str, float]]
    units: dict[str, str]
    timeout: float = 120
    inline: bool = True


def _anim_probe(game_id: str) -> Probe:
    med, p95 = f"frame while animating, {game_id}, median", f"frame while animating, {game_id}, p95"
    return Probe(
        f"animating {game_id}",
        ANIM_CODE.replace("GAME_ID", repr(game_id)),
        lambda v, _t: {med: v[0], p95: v[1]},
        {med: "ms", p95: "ms"},
    )


def _background_probe(key: str) -> Probe:
    work = BACKGROUNDS[key]
    names = [f"frame while {work.name}, {what}" for what in ("median", "p95", "fps")]
    code = (
        BACKGROUND_CODE.replace("NEEDS", repr(work.needs))
        .replace("SETUP", textwrap.dedent(work.setup))
        .replace("STOP", work.stop)
    )
    return Probe(
        f"background {key}",
        code,
        lambda v, _t: dict(zip(names, v, strict=True)),
        dict(zip(names, ("ms", "ms", "fps"), strict=True)),
        timeout=120,
        inline=False,
    )


TABLE_FRAME = "table frame, 16 pawns + animation"
STARTUP = "python main.py -> first title frame"


def probes(background: list[str]) -> list[Probe]:
    """What `--against` measures, in order: the figures of issue 41 and the backgrounds
    asked for."""
    out = [
        Probe("table frame", FRAME_CODE, lambda v, _t: {TABLE_FRAME: v[0]}, {TABLE_FRAME: "ms"}),
        *(_anim_probe(g) for g in ("classic", "president", "king", "revenge")),
        Probe(
            "start-up",
            STARTUP_CODE,
            lambda v, t: {STARTUP: v[0] - t},
            {STARTUP: "s"},
            timeout=60,
        ),
        Probe("idle CPU", IDLE_CODE, lambda v, _t: {"idle CPU": v[0]}, {"idle CPU": "%"}),
        Probe(
            "peak RSS",
            MEMORY_CODE,
            lambda v, _t: {"peak RSS": v[0]},
            {"peak RSS": "MB"},
            timeout=900,  # two whole games at 1920x1080: minutes on a busy machine
        ),
    ]
    keys = list(BACKGROUNDS) if "all" in background else background
    return out + [_background_probe(k) for k in keys]


class Tree:
    """A tree measured: its root, its name in the figures, its own home folder."""

    def __init__(self, root: Path, label: str, home: str) -> None:
        self.root, self.label, self.home = root, label, home

    def run(self, probe: Probe) -> dict[str, float]:
        began = time.time()
        line = _child(probe.code, self.home, probe.timeout, probe.inline, self.root)
        return probe.figures([float(v) for v in line.split()], began)


def _git(*args: str) -> str:
    return subprocess.run(
        ["git", *args], cwd=ROOT, check=True, capture_output=True, text=True
    ).stdout.strip()


def _compile(root: Path) -> None:
    """Byte-compile a tree first, so neither start-up pays for writing its .pyc files."""
    subprocess.run(
        [sys.executable, "-m", "compileall", "-q", str(root / "sorry_game"), str(root / "main.py")],
        check=False,
        capture_output=True,
    )


def _load() -> str:
    one, five, _ = os.getloadavg()
    return f"load {one:.2f} (1 min), {five:.2f} (5 min) on {os.cpu_count()} cores"


def side_by_side(rev: str, rounds: int, only: str, background: list[str]) -> int:
    """Measure REV and this tree, interleaved, and print each figure for both."""
    try:
        commit = _git("rev-parse", "--verify", f"{rev}^{{commit}}")
    except subprocess.CalledProcessError:
        print(f"--against: {rev!r} is not a commit of this repository")
        return 2
    chosen = [p for p in probes(background) if only.lower() in p.name.lower()]
    if not chosen:
        print(f"--only: no probe's name holds {only!r}")
        return 2
    # a bench stopped (Ctrl+C, kill) still removes its worktree (the `finally` below)
    try:
        previous = signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    except ValueError:  # not the main thread: a kill leaves the worktree to `git worktree prune`
        return _side_by_side(rev, commit, rounds, chosen)
    try:
        return _side_by_side(rev, commit, rounds, chosen)
    finally:
        signal.signal(signal.SIGTERM, previous)


def _side_by_side(rev: str, commit: str, rounds: int, chosen: list[Probe]) -> int:
    head = _git("rev-parse", "--short", "HEAD")
    dirty = (
        " (with uncommitted changes)" if _git("status", "--porcelain", "--", "sorry_game") else ""
    )
    with tempfile.TemporaryDirectory(prefix="sorry-against-") as tmp:
        where = Path(tmp) / "rev"
        _git("worktree", "add", "--detach", str(where), commit)
        try:
            os.makedirs(Path(tmp) / "home-rev")
            os.makedirs(Path(tmp) / "home-head")
            trees = [
                Tree(where, rev, str(Path(tmp) / "home-rev")),
                Tree(ROOT, "HEAD", str(Path(tmp) / "home-head")),
            ]
            for tree in trees:
                _compile(tree.root)
            print(
                f"side by side: {rev} ({commit[:10]}) against HEAD ({head}{dirty}), "
                f"{rounds} rounds interleaved, SDL dummy driver; {_load()}"
            )
            values = _interleave(trees, chosen, rounds)
        finally:
            subprocess.run(
                ["git", "worktree", "remove", "--force", str(where)],
                cwd=ROOT,
                check=False,
                capture_output=True,
            )
    units = {k: u for p in chosen for k, u in p.units.items()}
    print(f"medians of {rounds} rounds; {_load()}")
    for name in units:
        old, new = (values[t.label].get(name, []) for t in trees)
        print(_line(name, rev, old, new, units[name]))
    return 0


def _interleave(
    trees: list[Tree], chosen: list[Probe], rounds: int
) -> dict[str, dict[str, list[float]]]:
    """Every probe on both trees each round, the order swapped every round."""
    values: dict[str, dict[str, list[float]]] = {t.label: {} for t in trees}
    for n in range(rounds):
        for probe in chosen:
            for tree in trees if n % 2 == 0 else trees[::-1]:
                try:
                    got = tree.run(probe)
                except (RuntimeError, subprocess.TimeoutExpired) as exc:
                    print(f"  round {n + 1}, {probe.name}, {tree.label}: failed ({exc})")
                    continue
                for name, value in got.items():
                    values[tree.label].setdefault(name, []).append(value)
        print(f"  round {n + 1} of {rounds} done; {_load()}", flush=True)
    return values


def _line(name: str, rev: str, old: list[float], new: list[float], unit: str) -> str:
    """`FIGURE: REV X, HEAD Y, ratio R` (n/a where a tree has no such figure)."""
    a = statistics.median(old) if old else math.nan
    b = statistics.median(new) if new else math.nan
    if math.isnan(a) or math.isnan(b) or a == 0:
        ratio = "n/a"
    else:
        ratio = f"{b / a:.2f}"

    def shown(v: float) -> str:
        return "n/a" if math.isnan(v) else f"{v:.2f} {unit}"

    return f"{name}: {rev} {shown(a)}, HEAD {shown(b)}, ratio {ratio}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--against", metavar="REV", help="measure REV and this tree side by side")
    parser.add_argument("--rounds", type=int, default=RUNS, help="rounds of --against (default 5)")
    parser.add_argument("--only", default="", help="only the probes whose name holds this")
    parser.add_argument(
        "--background",
        action="append",
        default=[],
        choices=[*BACKGROUNDS, "all"],
        help="also the frames while this computes in the background",
    )
    args = parser.parse_args(argv)
    if args.against:
        return side_by_side(args.against, max(1, args.rounds), args.only, args.background)
    return report()


def report() -> int:
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
