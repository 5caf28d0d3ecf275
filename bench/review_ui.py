"""The window while a game's review is computed (issue 42: never below 50 fps).

    python bench/review_ui.py [--game classic] [--seconds 40] [--size 1280x800]

Results of a finished game (four computers, seeded) is shown in a window (SDL's dummy
driver: the drawing is real, the screen is not), and the review starts at once in its
worker processes (two on two cores, at a lower priority), as for a player. The loop is
the app's own (`App.step`, paced by the clock at 60 fps) until the review is done or
the time is up; each second's frames are counted:

`review ui GAME WxH: fps F (slowest second M), longest frame L ms, decisions D, review S s`

Target: M >= 50 (the slowest second of the window while the review computes).
`--baseline`: the same window without a review, for the machine's load now.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--game", default="classic")
    p.add_argument("--seed", type=int, default=3)
    p.add_argument("--seconds", type=float, default=40.0)
    p.add_argument("--size", default="1280x800")
    p.add_argument(
        "--baseline", action="store_true", help="the same window with no review (the load now)"
    )
    args = p.parse_args()
    os.environ.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    os.environ["SORRY_GAME_HOME"] = tempfile.mkdtemp(prefix="review-ui-")
    os.environ.pop("SORRY_GAME_INLINE_AI", None)
    import pygame

    from sorry_game.app.app import FPS, App
    from sorry_game.app.review import job as jobs
    from sorry_game.app.review.samples import sample_game
    from sorry_game.app.scenes.results import ResultsScene

    w, h = (int(x) for x in args.size.split("x"))
    session = sample_game(args.game, args.seed)
    app = App(size=(w, h), audio=False)
    results = ResultsScene(app, session)
    app.push(results)
    job = results.review.job
    if args.baseline:
        job.cancel()
    clock = pygame.time.Clock()
    frames: list[float] = []
    started = time.perf_counter()
    last = started
    while time.perf_counter() - started < args.seconds and (
        job.state == jobs.COMPUTING or args.baseline
    ):
        app.step([])
        clock.tick(FPS)
        now = time.perf_counter()
        frames.append(now - last)
        last = now
    took = time.perf_counter() - started
    end_state = job.state
    decisions = (
        len(job.review.decisions)
        if job.review is not None
        else job.background.progress.done
        if job.background
        else 0
    )
    app.close()
    per_second: list[int] = []
    t, count = 0.0, 0
    for dt in frames:
        t += dt
        count += 1
        if t >= 1.0:
            per_second.append(count)
            t, count = t - 1.0, 0
    fps = statistics.median(per_second) if per_second else 0
    slowest = min(per_second) if per_second else 0
    longest = max(frames) * 1000 if frames else 0.0
    state = "review" if end_state == jobs.READY else f"review not done ({end_state}) after"
    if args.baseline:
        state = "no review,"
    print(
        f"review ui {args.game} {w}x{h}: fps {fps:.0f} (slowest second {slowest}), "
        f"longest frame {longest:.0f} ms, decisions {decisions}, {state} {took:.1f} s"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
