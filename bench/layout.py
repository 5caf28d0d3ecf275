"""Does the table read at a glance? Every registered game's table, played through a
seeded game (you against normal computers, clicking through the real table), drawn
at its moments — the start, mid-game decisions, a forced step, the news of a move, a
tip (F1), the end — and its other screens (the guided game, the rules, the
pause menu, the replay, the results), at 800x600, 1280x800 and 1920x1080, text size
100 % and 150 %. One line per game and size:

    GAME WxH: frames F, covered C, cut T, log lines L, idle panel I %

C counts frames in which a message on the table (the news, a tip) touches a piece, a
card, a pile, a badge, a label (the plugin's `regions`) or an option to click; T the
texts drawn shorter than their words ("…"); L is the median number of moves the log
shows at text size 100 % (larger text shows fewer, as it should); I the largest share of the panel's height that holds nothing (between and
around its parts, the usual padding aside). Targets: C = 0 and T = 0 everywhere, L >= 4
at 1280x800 and >= 8 at 1920x1080, I <= 15 %.

    python bench/layout.py                       # every game, every size
    python bench/layout.py --game king --size 800x600 --scale 150
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SORRY_GAME_INLINE_AI", "1")
os.environ.setdefault("SORRY_GAME_HOME", tempfile.mkdtemp(prefix="sorry-layout-"))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import pygame  # noqa: E402
from flow import click, options_offered  # noqa: E402  (bench/flow.py: the same clicks)

from sorry_game.app import draw  # noqa: E402
from sorry_game.engine.interface import GameConfig  # noqa: E402
from sorry_game.games.catalogue import all_games, get_game  # noqa: E402
from sorry_game.session import Seat, Session  # noqa: E402

SIZES = ((800, 600), (1280, 800), (1920, 1080))
SCALES = (100, 150)
#: table frames drawn per game and size (besides the start, the end and the screens)
MID_FRAMES = 6
#: at most this many app steps per game (a game that never ends is a failure)
MAX_STEPS = 60_000
#: the other screens of a game drawn for cut words
SCREENS = ("tutorial", "rules", "replay", "results")


@dataclass
class Figures:
    game_id: str
    size: tuple[int, int]
    frames: int = 0
    covered: int = 0
    cut: int = 0
    #: moves the log showed, per frame at text size 100 %
    log: list[int] = field(default_factory=list)
    idle: list[float] = field(default_factory=list)
    #: what was covered or cut, for --details
    notes: list[str] = field(default_factory=list)

    def add(self, other: Figures) -> None:
        self.frames += other.frames
        self.covered += other.covered
        self.cut += other.cut
        self.log += other.log
        self.idle += other.idle
        self.notes += other.notes

    @property
    def log_lines(self) -> float:
        return statistics.median(self.log) if self.log else 0.0

    @property
    def idle_percent(self) -> float:
        return 100 * max(self.idle) if self.idle else 0.0

    def line(self) -> str:
        w, h = self.size
        return (
            f"{self.game_id} {w}x{h}: frames {self.frames}, covered {self.covered}, "
            f"cut {self.cut}, log lines {self.log_lines:g}, idle panel {self.idle_percent:.0f} %"
        )


def idle_share(lay) -> float:
    """The largest share of the panel's height that holds nothing: the panel's parts
    (the header, the game's part, the words, the answers, the messages, the log, the
    players, the table's buttons) stand out by half the panel's padding above and
    below; what no part reaches is idle."""
    parts = [
        lay.header,
        lay.plugin,
        lay.status,
        lay.prompt,
        lay.buttons,
        lay.notice,
        lay.log,
        lay.players,
        lay.footer,
    ]
    half = lay.pad
    column = lay.panel if lay.log.left < lay.panel.centerx else lay.panel
    spans = sorted((r.top - half, r.bottom + half) for r in parts if r.height > 0 and r.width > 0)
    idle, reach = 0, column.top
    for top, bottom in spans:
        if top > reach:
            idle += top - reach
        reach = max(reach, bottom)
    idle += max(0, column.bottom - reach)
    return idle / max(1, column.height)


def covered(table) -> list[str]:
    """What the messages on the table touch this frame (nothing, as it should be)."""
    things = [(r.rect, r.kind) for r in table.plugin.regions(table.view)]
    opts = table.options
    things += [(t.rect, "target") for t in [*opts.targets, *opts.pills, *opts.alternates]]
    out = []
    for placed in table.overlays.in_panel():
        if not table.lay.notice.contains(placed.rect):
            out.append(
                f"{placed.message.kind} '{placed.message.text[:30]}' out of the panel's slot"
            )
    for placed in table.overlays.on_table():
        for rect, kind in things:
            if placed.rect.colliderect(rect):
                out.append(f"{placed.message.kind} '{placed.message.text[:30]}' on a {kind}")
    return out


def table_frame(
    table, surface: pygame.Surface, figures: Figures, moment: str, scale: int = 100
) -> None:
    """Draw the table now and count what the frame shows."""
    with draw.recorded_cuts() as cuts:
        table.draw(surface)
    figures.frames += 1
    hits = covered(table)
    if hits:
        figures.covered += 1
        figures.notes += [f"{moment}: {h}" for h in hits[:2]]
    figures.cut += len(cuts)
    figures.notes += [f"{moment}: cut '{words}' to {width}px" for words, width in cuts[:3]]
    if scale == 100:
        figures.log.append(table.log.entries_shown)
    figures.idle.append(idle_share(table.lay))


def screen_frames(game_id: str, size, scale: int, figures: Figures) -> None:
    """The game's other screens and the pause menu over its table, drawn once each:
    only their words are counted."""
    import importlib

    from sorry_game.app.app import App
    from sorry_game.app.screenshot import SCENES
    from sorry_game.session import sample_session

    surface = pygame.Surface(size)
    for name in (*SCREENS, "pause"):
        app = App(size=size, audio=False)
        app.settings.ui_scale = scale
        if name == "pause":
            session = sample_session(game_id, 3, 40)
            app.open_table(session)
            app.go("pause", session)
        else:
            app.push(importlib.import_module(SCENES[name]).screenshot_scene(app, game_id))
        app.step([])
        with draw.recorded_cuts() as cuts:
            app.top.draw(surface)
        figures.frames += 1
        figures.cut += len(cuts)
        figures.notes += [f"{name}: cut '{words}' to {width}px" for words, width in cuts[:3]]
        app.close()


def play(
    game_id: str,
    size: tuple[int, int],
    scale: int,
    seed: int,
    screens: bool,
    max_actions: int | None = None,
) -> Figures:
    """One seeded game through the real table at `size` and text size `scale` % (to its
    end, or its first `max_actions` moves)."""
    from sorry_game.app.app import App

    figures = Figures(game_id, size)
    app = App(size=size, audio=False)
    app.settings.speed = "instant"
    app.settings.tips = False
    app.settings.ui_scale = scale
    game = get_game(game_id)
    players = max(game.min_players, min(4, game.max_players))
    colours = game.default_colours(players)
    names = ["You", "Ada", "Bo", "Cy"]
    seats = [
        Seat(names[i], "human" if i == 0 else "computer", "normal", colours[i])
        for i in range(players)
    ]
    session = Session.new(game_id, GameConfig(players), seed, seats)
    table = app.open_table(session)
    surface = pygame.Surface(size)
    rng = random.Random(seed)
    decisions = forced = news = 0
    table_frame(table, surface, figures, scale=scale, moment="start")
    last_news = None
    for _ in range(MAX_STEPS):
        top = app.top
        if top is not table:
            name = type(top).__name__
            if name == "ResultsScene":
                break
            app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r")])
            continue
        done = max_actions is not None and len(session.actions) >= max_actions
        if (table.state.is_over() or done) and not table.animator.busy:
            table_frame(table, surface, figures, scale=scale, moment="end")
            break
        banner = table.news.banner
        if banner is not None and banner is not last_news and not table.animator.busy:
            last_news = banner
            if news < MID_FRAMES // 2 or rng.random() < 0.1:
                news += 1
                table_frame(table, surface, figures, scale=scale, moment="news")
        if table.human_input() and table.forced_in is not None and forced < 2:
            forced += 1
            table_frame(table, surface, figures, scale=scale, moment="forced")
        if table.human_input() and table.forced_in is None:
            decisions += 1
            if decisions % 3 == 1 and decisions // 3 < MID_FRAMES:
                table_frame(table, surface, figures, scale=scale, moment=f"decision {decisions}")
            if decisions % 5 == 2 and decisions // 5 < MID_FRAMES // 2:
                table.coach.on = True  # the tips overlay (F1) for this frame
                table_frame(table, surface, figures, scale=scale, moment=f"tip {decisions}")
                table.coach.on = False
            rect, _choice = rng.choice(options_offered(table))
            app.step(click(rect.center))
        else:
            app.step([], dt=0.1)
    app.close()
    if screens:
        screen_frames(game_id, size, scale, figures)
    return figures


def measure(game_id: str, size: tuple[int, int], scales=SCALES, seed: int = 1) -> Figures:
    total = Figures(game_id, size)
    for scale in scales:
        total.add(play(game_id, size, scale, seed, screens=True))
    return total


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", help="one game id (default: every game)")
    parser.add_argument("--size", help="one size, e.g. 1280x800 (default: all three)")
    parser.add_argument("--scale", type=int, help="one text size in % (default: 100 and 150)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--details", action="store_true", help="what was covered or cut")
    args = parser.parse_args(argv)
    games = [args.game] if args.game else [g.id for g in all_games()]
    sizes = [tuple(int(v) for v in args.size.split("x"))] if args.size else list(SIZES)
    scales = (args.scale,) if args.scale else SCALES
    for game_id in games:
        for size in sizes:
            figures = measure(game_id, size, scales, args.seed)
            print(figures.line(), flush=True)
            if args.details:
                for note in dict.fromkeys(figures.notes):
                    print("   ", note)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
