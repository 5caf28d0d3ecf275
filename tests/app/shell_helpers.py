"""Shared pieces of the shell tests: a stand-in table scene, synthetic input, and games
made up for the tests (registered for one test only) that prove the shell screens work
from a game's metadata alone."""

from __future__ import annotations

import pygame

from sorry_game.app.app import App
from sorry_game.app.scene import Scene
from sorry_game.engine import GameConfig, OptionSpec, RuleSection, SeatColour
from sorry_game.games.catalogue import _GAMES, PlannedGame
from sorry_game.games.toy.game import ToyGame


class FakeTable(Scene):
    """Stands in for TableScene: holds the session; Esc opens Pause (Scene.back)."""

    def __init__(self, app, session) -> None:
        super().__init__(app)
        self.session = session

    def draw(self, surface) -> None:
        surface.fill((0, 80, 0))


def make_app(table: str = "fake", size=(800, 600), **kwargs) -> App:
    """An app (800x600 unless told) stepped once; `table="real"` uses the real table."""
    routes = {"table": FakeTable} if table == "fake" else None
    app = App(size=size, routes=routes, **kwargs)
    app.step([])
    return app


def key(app: App, k: int, mod: int = 0, text: str = "") -> None:
    app.step([pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=text, scancode=0)])


def click(app: App, widget) -> None:
    pos = widget.rect.center
    app.step(
        [
            pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1),
        ]
    )


def drawn_lines(scene: str, game_id: str, size: tuple[int, int], scale: int):
    """The lines a screen draws at `scale` % text (its whole page: a page taller than
    the window included) and the ones cut short: (draw.recorded_sizes, recorded_cuts).
    With a `game_id`, results, rules and stats are their seeded pictures of that game
    (made-up statistics); without one, the screen as it opens."""
    import importlib

    from sorry_game.app import draw

    app = App(size=size, audio=False)
    app.set_ui_scale(scale)
    if game_id and scene in ("results", "rules", "stats"):
        module = importlib.import_module(f"sorry_game.app.scenes.{scene}")
        app.push(module.screenshot_scene(app, game_id))
    elif scene != "title":
        app.go(scene)
    app.step([])
    top = app.top
    surface = pygame.Surface(top.size)
    with draw.recorded_sizes() as sizes, draw.recorded_cuts() as cuts:
        top.draw(surface)
    app.set_ui_scale(100)
    app.close()
    return sizes, cuts


def type_text(app: App, text: str) -> None:
    app.step([pygame.event.Event(pygame.TEXTINPUT, text=text)])


# --- games made up for the tests ---------------------------------------------------------
class DuelGame(ToyGame):
    """The toy game dressed as a two-colour game with options, like a chess variant:
    White and Black (and a spare Grey), two options with rule ids and help, its own
    progress, rules, turn order and rematch (the loser starts; seeds + 1000 each)."""

    id, title, subtitle = "duel", "Duel", "White against Black"
    #: its parts are the toy's, named in its metadata (not found by the convention)
    computer, plugin = "sorry_game.ai.toy", "sorry_game.app.plugins.toy"
    colours = (SeatColour("White", "white"), SeatColour("Black", "black"), SeatColour("Grey", "x"))
    progress_label, progress_goal = "points", 30
    rules = (
        RuleSection("D-1", "Goal", "Score more points than the other player."),
        RuleSection("D-2", "Counting", "The other player says whether a card counts double."),
    )

    def options(self) -> list[OptionSpec]:
        return [
            OptionSpec(
                "speed",
                "Clock",
                ("calm", "blitz"),
                ("Calm", "Blitz"),
                rule="D-7",
                help="Blitz: a short clock.",
            ),
            OptionSpec(
                "cards",
                "Cards",
                (6, 8),
                ("Six", "Eight"),
                rule="D-8",
                help="How many cards are dealt.",
                min_players=2,
                max_players=2,
            ),
        ]

    def default_colours(self, players: int) -> tuple[int, ...]:
        return (0, 1)

    def turn_order_text(self, players: int, colours=None) -> str:
        return "White begins; then turns alternate."

    def rematch_config(self, config: GameConfig, outcome) -> GameConfig:
        options = dict(config.options)
        losers = [s for s in range(config.players) if outcome and s not in outcome.winners]
        if losers:
            options["first_player"] = losers[0]
        return GameConfig(config.players, options)

    def rematch_seed(self, seed: int, number: int) -> int:
        return seed + 1000 * number


SOON = PlannedGame("soon", "Coming Later", "A game not written yet", 2, 4)


def register_games(monkeypatch, *games) -> None:
    """Register `games` for this test only (the registry is restored afterwards)."""
    from sorry_game.games.catalogue import all_games

    all_games()  # the real games first
    for game in games:
        monkeypatch.setitem(_GAMES, game.id, game)


def drawn(scene, size) -> pygame.Surface:
    """The scene drawn into a fresh surface."""
    surface = pygame.Surface(size)
    scene.draw(surface)
    return surface
