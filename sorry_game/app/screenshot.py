"""Render a screen to a PNG without showing a window (`main.py --screenshot PATH
[--scene NAME]`): for the README's pictures and for checks.

    render_screenshot(path, game_id=None, seed=1, turns=0, size=(1280, 800),
                      theme=None, options=None) -> Path      (None: the menu's first game)
    render_screenshot(path, scene="rules", game_id="king", size=(1280, 800))

The table: plays `turns` moves with computer agents (seat 0 "normal", the others
"random"), finishes every animation and draws one frame offscreen (SDL dummy video
driver). Another scene of `SCENES`: its module's `screenshot_scene(app, game_id)` builds
a representative one (a seeded game, made-up statistics; the player's files untouched).
Both draw with the default settings, or those of a file named (`settings_file`, read
only): never the player's settings, never written (`Settings.for_tool`).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

#: the screens `--scene` draws besides the table: name -> the module whose
#: `screenshot_scene(app, game_id)` builds it
SCENES: dict[str, str] = {
    "rules": "sorry_game.app.scenes.rules",
    "replay": "sorry_game.app.scenes.replay",
    "stats": "sorry_game.app.scenes.stats",
    "results": "sorry_game.app.scenes.results",
    "review": "sorry_game.app.scenes.review",
    "moment": "sorry_game.app.review.moment",
    "tutorial": "sorry_game.app.tutorial",
    "phones": "sorry_game.app.scenes.phones_join",
}
#: every name `--scene` takes, the table first
SCENE_NAMES = ("table", *SCENES)


def render_screenshot(path, scene: str = "table", **table: Any) -> Path:
    """Draw `scene` (the table: see `render_surface` for the keywords) to the PNG `path`."""
    import pygame

    if scene == "table":
        surface = render_surface(**table)
    else:
        surface = render_scene(
            scene,
            table.get("game_id"),
            table.get("size", (1280, 800)),
            table.get("theme"),
            table.get("settings_file"),
        )
    out = Path(path)
    out.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(surface, str(out))
    return out


def render_surface(
    game_id: str | None = None,
    seed: int = 1,
    turns: int = 0,
    size: tuple[int, int] = (1280, 800),
    theme: str | None = None,
    options: dict | None = None,
    human_seat: int | None = 0,
    players: int = 4,
    phones: int = 0,
    settings_file: Path | None = None,
):
    """The table after `turns` computer moves, drawn into a new Surface (in memory)."""
    import pygame

    if not pygame.display.get_init():
        os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("SORRY_GAME_INLINE_AI", "1")
    from sorry_game.ai import make_agent
    from sorry_game.engine.interface import GameConfig
    from sorry_game.games.catalogue import default_game, get_game
    from sorry_game.session import Seat, Session

    options = dict(options or {})
    game = get_game(game_id) if game_id is not None else default_game()
    game_id = game.id
    players = int(options.pop("players", players))
    players = max(game.min_players, min(game.max_players, players))
    config = GameConfig(players, options)
    game.validate_config(config)
    names = ["You", "Ada", "Bo", "Cy"]
    colours = game.default_colours(players)
    seats = []
    for i in range(players):
        human = human_seat is not None and i == human_seat
        phone = 0 < i <= phones  # the seats after yours, played from phones
        seats.append(
            Seat(
                names[i] if human or phone else names[i] if i else "Computer",
                "human" if human or phone else "computer",
                "normal",
                colours[i],
                "phone" if phone else "screen",
            )
        )
    session = Session.new(game_id, config, seed, seats, save_path=None)

    from sorry_game.app.app import App
    from sorry_game.app.scenes.table import TableScene

    app = App(size=size, theme=theme, audio=False, settings=tool_settings(settings_file))
    table = app.open_table(session)
    if not isinstance(table, TableScene):  # the table could not be built: the notice says why
        notice = app.notices[-1]
        raise ValueError(f"{notice.title}: {' '.join(notice.lines)}")
    agents = [
        make_agent("normal" if i == 0 else "random", game_id, seed + i) for i in range(players)
    ]
    for _ in range(max(0, turns)):
        state = session.state
        if state.is_over():
            break
        player = state.current_player()
        assert player is not None
        table.apply(agents[player].choose(state))
        table.land_now()
    surface = pygame.Surface(size)
    table.resize(size)
    table.draw(surface)
    table.phones.stop()  # the phones' server, if any, closes with the picture
    return surface


def tool_settings(path: Path | None = None) -> Any:
    """The settings a picture is drawn with: the defaults, or the file `path`'s (read
    only); never the player's file, never written."""
    from sorry_game.app.settings import Settings

    return Settings.for_tool(path)[0]


def render_scene(
    scene: str,
    game_id: str | None,
    size: tuple[int, int] = (1280, 800),
    theme: str | None = None,
    settings_file: Path | None = None,
):
    """One of `SCENES` for `game_id`, drawn into a new Surface (ValueError: no such scene)."""
    import importlib

    import pygame

    if scene not in SCENES:
        raise ValueError(f"no scene {scene!r}; choose one of {', '.join(SCENE_NAMES)}")
    if not pygame.display.get_init():
        os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("SORRY_GAME_INLINE_AI", "1")
    from sorry_game.app.app import App
    from sorry_game.games.catalogue import default_game, get_game

    game = get_game(game_id) if game_id is not None else default_game()
    app = App(size=size, theme=theme, audio=False, settings=tool_settings(settings_file))
    built = importlib.import_module(SCENES[scene]).screenshot_scene(app, game.id)
    app.push(built)
    app.step([])
    surface = pygame.Surface(size)
    built.draw(surface)
    for opened in app.scenes:  # a table with phone seats: its server closes
        phones = getattr(opened, "phones", None)
        if phones is not None:
            phones.stop()
    return surface
