"""The double-clickable build: its size and how fast it starts.

    python bench/build.py                 # build one-folder with PyInstaller into a temp dir
    python bench/build.py --dist dist     # measure an existing build (dist/sorry-game/)
    python bench/build.py --runs 7

Prints
- the size of the one-folder build (MiB), target <= 80;
- start-up to the first frame: the built binary is started normally on an X display
  (DISPLAY, e.g. Xvfb; needs xwininfo) and timed until its window ("Sorry!") is mapped,
  and until the window shows a painted (non-black) frame, polled with ImageMagick's
  `import` (each grab takes ~0.1 s, so this is an upper bound); the app has no
  first-frame flag of its own;
- the time of `--selftest` (start, play, one worker process, one frame per game, themes,
  exit), headless — an upper bound of start-up, available everywhere.
Each as the median of --runs runs. Target: <= 2 s.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NAME = "sorry-game"
SIZE_TARGET_MB = 80
START_TARGET_S = 2.0
WINDOW_TITLE = "Sorry!"


def build(work: Path) -> tuple[Path, float]:
    """One-folder PyInstaller build into `work`; returns (dist folder, seconds)."""
    started = time.perf_counter()
    cmd = [sys.executable, "-m", "PyInstaller", str(ROOT / "build.spec"), "--noconfirm"]
    cmd += ["--log-level", "WARN", "--distpath", str(work / "dist"), "--workpath", str(work / "w")]
    env = dict(os.environ, SORRY_ONEFILE="0")
    subprocess.run(cmd, check=True, cwd=ROOT, env=env)
    return work / "dist", time.perf_counter() - started


def folder_mib(path: Path) -> float:
    total = sum(p.lstat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())
    return total / 2**20


def executable(dist: Path) -> Path:
    exe = dist / NAME / (NAME + (".exe" if sys.platform == "win32" else ""))
    if not exe.is_file():
        raise SystemExit(f"no built game at {exe}")
    return exe


def headless_env(home: Path) -> dict[str, str]:
    return dict(
        os.environ,
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        SORRY_GAME_HOME=str(home),
        PYGAME_HIDE_SUPPORT_PROMPT="1",
    )


def time_selftest(exe: Path, runs: int, home: Path) -> tuple[list[float], str]:
    times, summary = [], ""
    for _ in range(runs):
        started = time.perf_counter()
        done = subprocess.run(
            [str(exe), "--selftest"],
            env=headless_env(home),
            cwd=home,
            capture_output=True,
            text=True,
            timeout=300,
        )
        times.append(time.perf_counter() - started)
        summary = (done.stdout + done.stderr).strip().splitlines()[-1:] or ["(no output)"]
        summary = summary[0]
        if done.returncode != 0:
            raise SystemExit(f"--selftest failed ({done.returncode}):\n{done.stdout}{done.stderr}")
    return times, summary


def find_window(title: str) -> str | None:
    """The X window id of the viewable (mapped) window called `title`, or None."""
    out = subprocess.run(
        ["xwininfo", "-root", "-tree"], capture_output=True, text=True, timeout=10
    ).stdout
    for line in out.splitlines():
        if f'"{title}"' in line:
            window = line.split()[0]
            info = subprocess.run(
                ["xwininfo", "-id", window], capture_output=True, text=True, timeout=10
            ).stdout
            if "IsViewable" in info:
                return window
    return None


def painted(window: str) -> bool:
    """True once the window shows something other than black (ImageMagick `import`)."""
    try:
        out = subprocess.run(
            ["import", "-window", window, "-resize", "1x1!", "txt:-"],
            capture_output=True,
            text=True,
            timeout=5,
        ).stdout
    except subprocess.TimeoutExpired:
        return False
    return bool(out.strip()) and "#000000" not in out and "black" not in out


def time_first_window(exe: Path, runs: int, home: Path) -> list[tuple[float, float]] | str:
    """Seconds from process start to (window mapped, first frame painted) — X11 only.
    The painted time includes one screen grab (~0.1 s): an upper bound."""
    if sys.platform.startswith(("win", "darwin")) or not os.environ.get("DISPLAY"):
        return "needs an X display (DISPLAY), e.g. Xvfb"
    if not shutil.which("xwininfo"):
        return "needs xwininfo (x11-utils)"
    grab = shutil.which("import") is not None
    if find_window(WINDOW_TITLE):
        return f"a {WINDOW_TITLE!r} window is already open on this display"
    env = dict(
        os.environ,
        SORRY_GAME_HOME=str(home),
        SDL_AUDIODRIVER="dummy",
        PYGAME_HIDE_SUPPORT_PROMPT="1",
    )
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        proc = subprocess.Popen([str(exe)], env=env, cwd=home)
        try:
            while (window := find_window(WINDOW_TITLE)) is None:
                if proc.poll() is not None:
                    return f"the game exited with status {proc.returncode} before showing a window"
                if time.perf_counter() - started > 60:
                    return "no window within 60 s"
                time.sleep(0.005)
            mapped = time.perf_counter() - started
            first = float("nan")
            while grab and time.perf_counter() - started < 60:
                if painted(window):
                    first = time.perf_counter() - started
                    break
            time.sleep(0.5)  # a window that vanishes at once is a crash, not a start-up
            if proc.poll() is not None:
                return f"the game exited with status {proc.returncode} after showing its window"
            times.append((mapped, first))
        finally:
            proc.terminate()
            try:
                proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
        while find_window(WINDOW_TITLE):
            time.sleep(0.05)
    return times


def verdict(ok: bool) -> str:
    return "ok" if ok else "OVER TARGET"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", type=Path, help="measure this existing dist folder")
    parser.add_argument("--runs", type=int, default=5, help="runs per timing (median)")
    args = parser.parse_args(argv)

    with tempfile.TemporaryDirectory(prefix="sorry-bench-") as tmp:
        work = Path(tmp)
        if args.dist:
            dist = args.dist.resolve()
        else:
            dist, seconds = build(work)
            print(f"build:        {seconds:.1f} s (PyInstaller one-folder)")
        exe = executable(dist)
        home = work / "home"
        home.mkdir()

        size = folder_mib(dist / NAME)
        ok = size <= SIZE_TARGET_MB
        print(f"size:         {size:.1f} MiB  (target <= {SIZE_TARGET_MB}: {verdict(ok)})")

        first = time_first_window(exe, args.runs, home)
        if isinstance(first, str):
            print(f"first frame:  not measured: {first}")
        else:
            for label, values in (
                ("window shown", [m for m, _ in first]),
                ("first frame", [f for _, f in first]),
            ):
                if any(v != v for v in values):  # NaN: no screen grabber
                    print(f"{label + ':':13} not measured (needs ImageMagick `import`)")
                    continue
                med = statistics.median(values)
                print(
                    f"{label + ':':13} {med:.2f} s median of {len(values)} (runs: "
                    f"{', '.join(f'{t:.2f}' for t in values)}; target <= {START_TARGET_S:.0f} s: "
                    f"{verdict(med <= START_TARGET_S)})"
                )

        times, summary = time_selftest(exe, args.runs, home)
        med = statistics.median(times)
        print(
            f"--selftest:   {med:.2f} s median of {len(times)} (process start to exit; runs: "
            f"{', '.join(f'{t:.2f}' for t in times)}; target <= {START_TARGET_S:.0f} s: "
            f"{verdict(med <= START_TARGET_S)})"
        )
        print(f"              {summary}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
