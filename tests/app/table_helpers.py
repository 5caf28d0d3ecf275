"""Shared pieces of the table tests: open any game on the real table, see what can be
clicked, and play to the results scene by synthetic input only."""

from __future__ import annotations

import pygame

from sorry_game.engine.interface import GameConfig
from sorry_game.games.catalogue import get_game
from sorry_game.session import Seat, Session


def make_app(size=(800, 600)):
    from sorry_game.app.app import App

    app = App(size=size, audio=False)
    app.settings.speed = "instant"
    return app


def make_session(game_id="classic", seed=7, options=None, humans=(0,), players=None):
    game = get_game(game_id)
    players = players or max(game.min_players, min(4, game.max_players))
    colours = game.default_colours(players)
    seats = [
        Seat(f"P{i}", "human" if i in humans else "computer", "normal", colours[i])
        for i in range(players)
    ]
    return Session.new(game_id, GameConfig(players, options or {}), seed, seats)


def open_game(size=(1280, 800), **session):
    """An app showing a table for `make_session(**session)`, stepped until the first
    real decision (decisions with one way to go play themselves)."""
    app = make_app(size)
    table = app.open_table(make_session(**session))
    app.step([])
    settle_forced(app, table)
    return app, table, table.session


def settle_forced(app, table, frames: int = 200) -> None:
    """Step while the table plays decisions that have one way to go (and while a move
    and its news land)."""
    for _ in range(frames):
        if table.forced_in is None and not table.landing:
            return
        step_idle(app)


def human_decision(game_id, seed, found, humans=(0,), frames=6000, size=(1280, 800), scale=None):
    """An app at the first human decision of a seeded table where `found(table)` (its
    text at `scale` %, when given); the other decisions take the last option."""
    app = make_app(size)
    if scale is not None:
        app.settings.ui_scale = scale
    table = app.open_table(make_session(game_id, seed=seed, humans=humans))
    for _ in range(frames):
        if app.top is not table:
            app.step([press(pygame.K_RETURN, text="\r")])
            continue
        settle_forced(app, table)
        if table.state.is_over():
            break
        if table.human_input() and found(table):
            return app, table
        if table.human_input():
            table.take(table.controller.options()[-1])
        app.step([], dt=0.1)
    raise AssertionError("no such decision")


def clickables(table) -> list[tuple[pygame.Rect, object]]:
    """Every place a human may click now: the options on the board, the pills and the
    game's buttons (with what each picks)."""
    out = [(t.rect, t.choice) for t in table.options.targets + table.options.pills]
    out += [(r, c) for name, _l, r, c in table.options.buttons if name == "choice"]
    return out


def click_at(pos) -> list[pygame.event.Event]:
    pos = (round(pos[0]), round(pos[1]))
    return [
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1),
    ]


def press(key, mod=0, text="") -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=text, scancode=0)


def step_idle(app, dt=0.1) -> None:
    """One frame without input — but a round's summary between rounds waits for the
    player: it is answered with Enter."""
    if type(app.top).__name__ == "SummaryScene":
        app.step([press(pygame.K_RETURN, text="\r")])
    else:
        app.step([], dt=dt)


def results_type():
    from sorry_game.app.scenes.results import ResultsScene

    return ResultsScene


def play(app, table, choose, max_frames=60000, on_curtain=None):
    """Step the app; on a human's decision `choose(table)` returns the events to send
    (a decision with one way to go is left to the table, which plays it itself);
    a pass-and-play curtain is answered by `on_curtain(scene)` (default: Enter).
    Returns the number of human actions, once the results scene shows."""
    session = table.session
    results = results_type()
    human_actions = 0
    curtains = 0
    for _ in range(max_frames):
        top = app.top
        if isinstance(top, results):
            table.curtains_seen = curtains
            return human_actions
        if top is table and table.human_input() and table.forced_in is not None:
            app.step([], dt=0.1)  # a decision with one way to go plays itself
        elif top is table and table.human_input():
            before = len(session.actions)
            app.step(choose(table))
            if len(session.actions) > before:
                human_actions += 1
        elif top is not table and type(top).__name__ == "PassScreenScene":
            curtains += 1
            app.step(on_curtain(top) if on_curtain else [press(pygame.K_RETURN, text="\r")])
        else:
            step_idle(app)
    raise AssertionError(f"game did not finish: {len(session.actions)} actions")


def drawn_parts(table) -> dict[str, list[str]]:
    """The words of one frame of the table, by the part that drew them."""
    from sorry_game.app.draw import record

    surface = pygame.Surface(table.size)
    with record.recorded_text() as rec:
        table.draw(surface)
    out: dict[str, list[str]] = {}
    for part, _px, text in rec.lines:
        out.setdefault(part, []).append(text)
    return out
