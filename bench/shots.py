"""Every screen a reviewer looks at, as PNGs: each game's table played through a seeded
game (you against normal computers, clicking through the real table) drawn at its
moments — your decision, a computer's turn, the news of a move up, the end — and the
Results of that same game (its seed and moves: the winner and the counts agree with
the end's), its review and a reviewed decision (the same game again, reviewed here
with the pictures' small effort, once for every size: ~30 s a game), then its other
screens (rules, the guided game, the replay), at the sizes and text sizes asked: for a
fresh-eyes review of every screen and to pick README pictures from.

    python bench/shots.py --out /tmp/shots                     # 1280x800 and 800x600, 100 %
    python bench/shots.py --out /tmp/shots --size 1920x1080 --scale 200 --game king
"""

from __future__ import annotations

import argparse
import importlib
import os
import random
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SORRY_GAME_INLINE_AI", "1")
os.environ.setdefault("SORRY_GAME_HOME", tempfile.mkdtemp(prefix="sorry-shots-"))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import pygame  # noqa: E402
from flow import click, options_offered, you_against_computers  # noqa: E402  (bench/flow.py: the same clicks)

from sorry_game.engine.savefile import SaveRecord  # noqa: E402
from sorry_game.games.catalogue import all_games  # noqa: E402
from sorry_game.review import GameReview  # noqa: E402

#: the other screens drawn once each per game and size (Results, the review and the
#: moment: the table's game's)
SCREENS = ("rules", "tutorial", "replay")
#: your decisions skipped before the one pictured (a game under way, not its first move)
SKIP_DECISIONS = 6
MAX_STEPS = 60_000


def _size(text: str) -> tuple[int, int]:
    w, _, h = text.partition("x")
    return int(w), int(h)


def table_shots(
    game_id: str, size: tuple[int, int], scale: int, seed: int, out: Path
) -> tuple[list[Path], SaveRecord | None]:
    """One seeded game at `size`: a PNG at each moment the first time it comes, and its
    Results once it is over. Returns the PNGs and the game's record (None: not over)."""
    app, table = you_against_computers(game_id, size, scale, seed)
    rng = random.Random(seed)
    surface = pygame.Surface(size)
    tag = f"{game_id}_{size[0]}x{size[1]}_{scale}"
    saved: dict[str, Path] = {}
    decisions = 0
    record: SaveRecord | None = None

    def shot(moment: str) -> None:
        if moment in saved:
            return
        for scene in app.router.drawn():
            scene.draw(surface)
        path = out / f"{tag}_{moment}.png"
        pygame.image.save(surface, str(path))
        saved[moment] = path

    for _ in range(MAX_STEPS):
        if app.top is not table:  # (a round's summary, a curtain: on)
            app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r")])
            continue
        if table.state.is_over() and not table.landing:  # the last move landed, its news over
            shot("end")
            path = out / f"{tag}_results.png"
            results_shot(table.session, size, scale, path)
            saved["results"] = path
            record = table.session.record()
            break
        if decisions > SKIP_DECISIONS and table.news.banner is not None:
            shot("news")
        if table.human_input() and table.forced_in is None:
            decisions += 1
            if decisions > SKIP_DECISIONS:
                shot("decision")
            rect, _choice = rng.choice(options_offered(table))
            app.step(click(rect.center))
        else:
            computer = table.state.current_player() != 0 and not table.landing  # thinking
            if decisions > SKIP_DECISIONS and computer:
                shot("computer")
            app.step([], 0.1)
    app.close()
    return list(saved.values()), record


#: the reviews of the tables' games, by their text (the same game at every size)
_reviews: dict[str, GameReview] = {}


def review_shots(record: SaveRecord, size: tuple[int, int], scale: int, out: Path) -> list[Path]:
    """The review of the table's own game (`record`: the game its Results showed) and
    its pictured decision (reviewers read the sample game's review beside the table's
    Results as a contradiction: another winner, other counts)."""
    from sorry_game.app.app import App
    from sorry_game.app.review.moment import moment_scene
    from sorry_game.app.review.samples import EFFORT
    from sorry_game.app.scenes.review import reviewed_scene
    from sorry_game.app.settings import Settings
    from sorry_game.review import ReviewSettings, review_game

    key = record.dumps()
    if key not in _reviews:
        _reviews[key] = review_game(record, ReviewSettings(effort=EFFORT))
    review = _reviews[key]
    paths = []
    surface = pygame.Surface(size)
    for name, build in (("review", reviewed_scene), ("moment", moment_scene)):
        app = App(size=size, audio=False, settings=Settings.for_tool()[0])
        app.settings.ui_scale = scale
        app.push(build(app, record, review))
        app.step([])
        drawn(app).draw(surface)
        path = out / f"{record.game_id}_{size[0]}x{size[1]}_{scale}_{name}.png"
        pygame.image.save(surface, str(path))
        paths.append(path)
        app.close()
    return paths


def drawn(app):
    """The scene on top (one was just pushed)."""
    top = app.top
    assert top is not None
    return top


def results_shot(session, size: tuple[int, int], scale: int, path: Path) -> None:
    """The Results of `session` (the table's own game, over), drawn as the screenshot
    scene draws them: neither counted in the statistics nor reviewed in the background."""
    from sorry_game.app.app import App
    from sorry_game.app.screenshot import SCENES
    from sorry_game.app.settings import Settings

    app = App(size=size, audio=False, settings=Settings.for_tool()[0])
    app.settings.ui_scale = scale
    app.push(importlib.import_module(SCENES["results"]).ResultsScene(app, session, count=False))
    app.step([])
    surface = pygame.Surface(size)
    drawn(app).draw(surface)
    pygame.image.save(surface, str(path))
    app.close()


def screen_shots(game_id: str, size: tuple[int, int], scale: int, out: Path) -> list[Path]:
    """The game's other screens, each drawn once."""
    from sorry_game.app.app import App
    from sorry_game.app.screenshot import SCENES
    from sorry_game.app.settings import Settings

    paths = []
    surface = pygame.Surface(size)
    for name in SCREENS:
        app = App(size=size, audio=False, settings=Settings.for_tool()[0])
        app.settings.ui_scale = scale
        app.push(importlib.import_module(SCENES[name]).screenshot_scene(app, game_id))
        app.step([])
        drawn(app).draw(surface)
        path = out / f"{game_id}_{size[0]}x{size[1]}_{scale}_{name}.png"
        pygame.image.save(surface, str(path))
        paths.append(path)
        app.close()
    return paths


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--out", type=Path, default=Path("/tmp/shots"))
    p.add_argument("--game", help="one game id (default: every game)")
    p.add_argument("--size", type=_size, action="append", help="WxH (default 1280x800, 800x600)")
    p.add_argument("--scale", type=int, default=100, help="text size in %% (100)")
    p.add_argument("--seed", type=int, default=3)
    p.add_argument("--no-screens", action="store_true", help="the tables only")
    args = p.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    games = [args.game] if args.game else [g.id for g in all_games()]
    for game_id in games:
        for size in args.size or [(1280, 800), (800, 600)]:
            paths, record = table_shots(game_id, size, args.scale, args.seed, args.out)
            if not args.no_screens:
                if record is not None:
                    paths += review_shots(record, size, args.scale, args.out)
                paths += screen_shots(game_id, size, args.scale, args.out)
            for path in paths:
                print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
