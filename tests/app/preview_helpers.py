"""Shared pieces of the move-preview tests: a real table at a size and theme, played to
a human decision where an option leads to exactly one action whose events (applied to
a copy of the game) are what a test wants; the `TableUI` with that preview, and a
drawing of the play area with and without it.

The table does not fill `TableUI.preview` itself in these tests: they build it from
`state.clone().apply(action)`, as the table does."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence

import pygame

from sorry_game.app.table import frame
from sorry_game.engine.events import Event
from sorry_game.engine.interface import GameConfig
from sorry_game.games.catalogue import get_game
from sorry_game.session import Seat, Session

Want = Callable[[list[Event]], bool]


def open_table(game_id, size=(1280, 800), theme="classic-round", seed=3, players=None):
    """An app showing `game_id` with a human in seat 0 and computers elsewhere."""
    from sorry_game.app.app import App

    app = App(size=size, theme=theme, audio=False)
    app.settings.speed = "instant"
    game = get_game(game_id)
    players = players or max(game.min_players, min(4, game.max_players))
    colours = game.default_colours(players)
    seats = [
        Seat(f"P{i}", "human" if i == 0 else "computer", "normal", colours[i])
        for i in range(players)
    ]
    session = Session.new(game_id, GameConfig(players, {}), seed, seats)
    table = app.open_table(session)
    return app, table


def one_action(table, choice) -> object | None:
    """The action `choice` leads to when it leads to exactly one, else None."""
    picker = table.controller.picker
    if picker is None:
        return None
    n = len(picker.chosen)
    actions = []
    for pick, action in picker.live():
        if pick[n].ident == choice.ident and action not in actions:
            actions.append(action)
    return actions[0] if len(actions) == 1 else None


def _settle(table) -> None:
    table.land_now()
    table.news.banner = None


def find_preview(table, want: Want, depth: int = 2):
    """At the human's decision: the target (on the play area) of an option that leads
    to one action whose events satisfy `want`, after taking the choices before it (at
    most `depth` - 1 of them); (target, events) or None."""

    def search(level: int):
        for target in list(table.options.targets):
            if target.kind != "board":
                continue
            action = one_action(table, target.choice)
            if action is not None:
                events = table.state.clone().apply(action)
                if want(events):
                    return target, events
            elif level + 1 < depth:
                table.take(target.choice)
                found = search(level + 1)
                if found is not None:
                    return found
                table.controller.back()
                table.build_targets()
        return None

    return search(0)


def play_to_preview(table, want: Want, max_actions=3000, agent_seed=1, depth=2):
    """Play (the computers and the human at random) until the human may pick an option
    whose action's events satisfy `want`; (target, events). Fails when none comes."""
    from sorry_game.ai import make_agent

    agent = make_agent("random", table.game.id, agent_seed)
    _settle(table)
    for _ in range(max_actions):
        state = table.state
        if state.is_over():
            break
        if table.human_input():
            table.build_targets()
            found = find_preview(table, want, depth)
            if found is not None:
                return found
            table.controller.sync(state, True)
        table.apply(agent.choose(state))
        _settle(table)
    raise AssertionError("no decision with such a preview came")


def ui_with(table, target, events: Sequence[Event]):
    """The table's `TableUI` with `target` hovered and `events` as the preview."""
    ui = frame.table_ui(table)
    return dataclasses.replace(ui, hover=target, preview=list(events))


def draw_play_area(table, ui) -> pygame.Surface:
    """The plugin's drawing of the play area alone (no table marks over it)."""
    surface = pygame.Surface(table.size)
    surface.fill(table.palette["background"])
    table.plugin.draw(surface, table.view, ui)
    return surface


def diff_box(a: pygame.Surface, b: pygame.Surface, rect: pygame.Rect, tol: int = 40) -> int:
    """How many pixels of `rect` differ between two drawings by more than `tol`."""
    rect = rect.clip(a.get_rect())
    count = 0
    for x in range(rect.left, rect.right):
        for y in range(rect.top, rect.bottom):
            p, q = a.get_at((x, y)), b.get_at((x, y))
            if sum(abs(int(p[i]) - int(q[i])) for i in range(3)) > tol:
                count += 1
    return count


def box(point, radius) -> pygame.Rect:
    r = round(radius)
    return pygame.Rect(round(point[0]) - r, round(point[1]) - r, 2 * r, 2 * r)


__all__ = [
    "box",
    "diff_box",
    "draw_play_area",
    "find_preview",
    "one_action",
    "open_table",
    "play_to_preview",
    "ui_with",
]
