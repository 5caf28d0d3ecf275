"""Play flow: is every click a decision, and does pass-and-play keep hands private?

Plays seeded games of every registered game through the real table (SDL dummy driver)
with one or two scripted human seats that click at random among what the table offers,
against easy computers, and prints one line per game:

    GAME: games G, inputs N, choices C (P %), auto A, leaks L

N counts the humans' inputs; C those made while the table offered more than one option
(P = C / N: 100 % means no click without a choice); A the decisions with one way to go
that the table played itself; L the settled frames in pass-and-play, while somebody
other than the human holding the screen decides, that differ from the same frame drawn
from a spectator's view (a hand of a human who does not hold the screen would be such a
difference). Targets: P = 100, L = 0.

    python bench/flow.py                 # every game, 4 games each
    python bench/flow.py --games 10 --game president --seed 3
"""

from __future__ import annotations

import argparse
import os
import random
import sys
from dataclasses import dataclass
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SORRY_GAME_INLINE_AI", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from sorry_game.engine.interface import GameConfig  # noqa: E402
from sorry_game.games.catalogue import all_games, get_game  # noqa: E402
from sorry_game.session import Seat, Session  # noqa: E402

#: at most this many frames per game (a game that never ends is a failure)
MAX_FRAMES = 200_000


@dataclass
class Flow:
    game_id: str
    games: int = 0
    inputs: int = 0
    choices: int = 0
    auto: int = 0
    leaks: int = 0
    checked: int = 0

    @property
    def percent(self) -> float:
        return 100.0 * self.choices / self.inputs if self.inputs else 100.0

    def line(self) -> str:
        return (
            f"{self.game_id}: games {self.games}, inputs {self.inputs}, choices {self.choices} "
            f"({self.percent:.0f} %), auto {self.auto}, leaks {self.leaks}"
        )

    def details(self) -> str:
        return f"  ({self.checked} frames decided by others than the screen's holder compared)"


def options_offered(table) -> list:
    """What a human may pick now: board targets (not aliases), pills, answer buttons."""
    opts = table.options
    out = [(t.rect, t.choice) for t in opts.targets if t.kind != "alias"] + [
        (t.rect, t.choice) for t in opts.pills
    ]
    out += [(b.rect, b.choice) for b in opts.buttons if b.name == "choice"]
    return out


def click(pos) -> list[pygame.event.Event]:
    pos = (int(pos[0]), int(pos[1]))
    return [
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1),
    ]


def you_against_computers(game_id: str, size: tuple[int, int], scale: int, seed: int):
    """(app, table): an app at `size` and text size `scale` %, speed instant, no tips,
    showing a seeded game of `game_id` — you (seat 0) against normal computers (Ada, Bo,
    Cy) at the game's usual table (up to four seats)."""
    from sorry_game.app.app import App
    from sorry_game.app.settings import Settings

    app = App(size=size, audio=False, settings=Settings.for_tool()[0])  # never the player's
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
    return app, app.open_table(Session.new(game_id, GameConfig(players), seed, seats))


def leaked(table, surface: pygame.Surface) -> bool:
    """The settled frame, drawn as the table draws it, differs from the same frame
    drawn from a spectator's view (animations set to that view, unless steps are held
    for after a move's news: then the board keeps the public table that news is about)."""
    table.draw(surface)
    drawn = pygame.image.tobytes(surface, "RGB")
    view, shown, props = table.view, dict(table.animator.shown), dict(table.animator.props)
    spectator = table.state.view(None)
    try:
        table.view = spectator
        if not table.animator.held:  # (held: the board shows the public table the news is
            # about, before the steps held for after it — a pile, a total, not a hand: the
            # hands are the view's, and the view is the spectator's here)
            table.animator.shown, table.animator.props = table.plugin.shown(spectator)
        table.draw(surface)
        return pygame.image.tobytes(surface, "RGB") != drawn
    finally:
        table.view = view
        table.animator.shown, table.animator.props = shown, props


def setup(game_id: str, hidden: bool) -> GameConfig:
    """The usual number of players; with `hidden`, options under which the game hides
    cards, when it has such (pass-and-play is about hidden hands)."""
    game = get_game(game_id)
    players = max(game.min_players, min(4, game.max_players))
    config = GameConfig(players)
    if hidden and not game.hides(config):
        for spec in game.options():
            for choice in spec.choices:
                other = GameConfig(players, {spec.key: choice})
                if spec.applies_to(players) and game.hides(other):
                    return other
    return config


def play_one(app, flow: Flow, game_id: str, seed: int, humans: tuple[int, ...]) -> None:
    game = get_game(game_id)
    config = setup(game_id, hidden=len(humans) > 1)
    players = config.players
    colours = game.default_colours(players)
    seats = [
        Seat(
            f"H{i}" if i in humans else f"C{i}",
            "human" if i in humans else "computer",
            "easy",
            colours[i],
        )
        for i in range(players)
    ]
    session = Session.new(game_id, config, seed, seats)
    table = app.open_table(session)
    played = table.play_forced
    counter = {"auto": 0}

    def play_forced() -> None:
        counter["auto"] += 1
        played()

    table.play_forced = play_forced
    rng = random.Random(seed)
    surface = pygame.Surface(app.size)
    passing = table.screen.passing
    for _ in range(MAX_FRAMES):
        top = app.top
        name = type(top).__name__
        if name == "ResultsScene":
            break
        if name == "PassScreenScene":
            app.step(click(top.reveal.rect.center))
            continue
        if name == "SummaryScene":
            app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r")])
            continue
        deciding = table.state.current_player()
        if top is table and passing and not table.animator.busy and deciding != table.screen.holder:
            flow.checked += 1  # somebody else decides: the screen must show no one's hand
            flow.leaks += leaked(table, surface)
        if top is table and table.human_input() and table.forced_in is None:
            offered = options_offered(table)
            distinct = {choice.ident for _rect, choice in offered}
            rect, _choice = rng.choice(offered)
            flow.inputs += 1
            flow.choices += len(distinct) > 1
            app.step(click(rect.center))
        else:
            app.step([], dt=0.1)
    else:
        raise AssertionError(f"{game_id} seed {seed}: the game did not finish")
    flow.auto += counter["auto"]
    flow.games += 1


def run(game_id: str, games: int, seed: int, size=(1024, 700)) -> Flow:
    """`games` games of `game_id`: one human, then two (pass-and-play), in turn."""
    from sorry_game.app.app import App
    from sorry_game.app.settings import Settings

    app = App(size=size, audio=False, settings=Settings.for_tool()[0])  # never the player's
    app.settings.speed = "instant"
    flow = Flow(game_id)
    game = get_game(game_id)
    try:
        for k in range(games):
            two = k % 2 == 1 and game.max_players >= 2
            play_one(app, flow, game_id, seed + k, (0, 1) if two else (0,))
    finally:
        app.close()
    return flow


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=4, help="games per game (4)")
    parser.add_argument("--game", help="one game id (default: every game)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--details", action="store_true", help="also the frames compared")
    args = parser.parse_args(argv)
    ids = [args.game] if args.game else [g.id for g in all_games() if g.available]
    worst = 0
    for game_id in ids:
        flow = run(game_id, args.games, args.seed)
        print(flow.line(), flush=True)
        if args.details:
            print(flow.details(), flush=True)
        worst = max(worst, flow.leaks, int(flow.percent < 100))
    return 1 if worst else 0


if __name__ == "__main__":
    sys.exit(main())
