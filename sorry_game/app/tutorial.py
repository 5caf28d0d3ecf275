"""Opening a guided first game: the game's script (`plugins/<id>/tutorial.py`) played
at the table from its fixed seed, you against computers, with the tips on.

    open_tutorial(app, "classic")        # Learn to play → a game
    screenshot_scene(app, "classic")     # the same table, shown at its first tip

A guided game is never autosaved: it does not replace the game kept for Continue.
"""

from __future__ import annotations

import time

from sorry_game.app.scene import Host, Scene
from sorry_game.app.table.guide import Guide, Tutorial, tutorial_for
from sorry_game.engine.interface import Game, GameConfig
from sorry_game.games.catalogue import all_games, get_game
from sorry_game.session import Seat, Session

#: seconds a screenshot waits at most for the first tip (the computers play first)
SCREENSHOT_SECONDS = 20.0


def tutorial_games() -> list[Game]:
    """The games that have a guided first game, in menu order."""
    return [g for g in all_games() if getattr(g, "available", True) and tutorial_for(g)]


def tutorial_session(game: Game, script: Tutorial) -> Session:
    """The guided game's session: you at the script's seat, computers elsewhere."""
    colours = game.default_colours(script.players)
    seats = [
        Seat("You", "human", "normal", colours[i])
        if i == script.seat
        else Seat(game.colours[colours[i]].name, "computer", script.level, colours[i])
        for i in range(script.players)
    ]
    config = GameConfig(script.players, dict(script.options))
    return Session.new(game.id, config, script.seed, seats, save_path=None)


def guided_game(game_id: str) -> tuple[Session, Guide]:
    """The session and the script of `game_id`'s guided game; LookupError without one."""
    game = get_game(game_id)
    script = tutorial_for(game)
    if script is None:
        raise LookupError(f"{game.title} has no guided first game.")
    return tutorial_session(game, script), Guide(script)


def open_tutorial(app: Host, game_id: str) -> Scene | None:
    """Show the guided first game of `game_id` (the route "tutorial"); a game without
    one is a notice, never a crash."""
    try:
        return app.go("tutorial", game_id)
    except LookupError as exc:
        app.notify("No guided game", [str(exc)], "info")
        return None


def screenshot_scene(app: Host, game_id: str) -> Scene:
    """The guided game of `game_id` at its first tip (for `--screenshot --scene
    tutorial`): the computers' first turns are played at once (waiting at most
    SCREENSHOT_SECONDS for a computer thinking in its worker process). Like every
    `screenshot_scene`, it returns the scene off the stack, for the caller to show."""
    speed = app.settings.speed
    app.settings.speed = "instant"
    try:
        scene = open_tutorial(app, game_id)
        if scene is None:
            raise LookupError(f"{game_id} has no guided first game")
        step = getattr(app, "step", None)
        until = time.monotonic() + SCREENSHOT_SECONDS
        while time.monotonic() < until:
            if app.top is scene and scene.human_input() and scene.forced_in is None:  # type: ignore[attr-defined]
                break
            if step is None:
                scene.update(0.1)
            else:
                step([], dt=0.1)
            time.sleep(0.002)  # a computer thinking in the worker: let it
    finally:
        app.settings.speed = speed
    if app.top is scene and len(app.scenes) > 1:
        app.pop()
    return scene


__all__ = ["guided_game", "open_tutorial", "screenshot_scene", "tutorial_games", "tutorial_session"]
