"""Draw a rules diagram: a real position of the game, painted by the game's own table
plugin into a surface of the size asked (laid out at that size, so it is as crisp as
the table; never a bitmap scaled up).

The plugin is told what the table would tell it with nothing more to click: the moves
just played (`TableUI.last_events`: where the last move came from) and, for the move
the page explains, its choices as made (`TableUI.chosen`: a card raised, a pawn
marked) and its preview (`TableUI.preview`: the way it goes, where it ends, what it
bumps or changes) — the same marks a player sees when pointing at that move.
"""

from __future__ import annotations

from typing import Any

import pygame

from sorry_game.app.draw import Palette
from sorry_game.app.rulebook.pages import Position
from sorry_game.app.table.animator import Animator
from sorry_game.app.table.plugin import TablePlugin, TableUI, plugin_class
from sorry_game.engine.events import Event
from sorry_game.engine.interface import Game, State
from sorry_game.engine.picking import Choice


def reach(game: Game, position: Position) -> tuple[State, list[Event]]:
    """The position's state after its moves, and the events of the last move."""
    state = position.state(game)
    for _ in range(position.autoplay):
        state.apply(state.legal_actions()[0])
    return state, played(game, state, position.moves)


def played(game: Game, state: State, moves: tuple[str, ...]) -> list[Event]:
    """Play `moves` (action text) on `state`; the events of the last one."""
    events: list[Event] = []
    for text in moves:
        events = state.apply(game.parse_action(text))
    return events


def choices_of(game: Game, state: State, text: str | None) -> list[Choice]:
    """The choices a player makes to pick the move `text` (the engine's picks): the
    plugin draws them as chosen (a card raised in a hand)."""
    if text is None:
        return []
    action = game.parse_action(text)
    return next((list(picks) for picks, act in state.picks() if act == action), [])


def previewed(game: Game, state: State, text: str | None) -> list[Event]:
    """The events of the move `text`, played on a copy (the position stays as it is)."""
    if text is None:
        return []
    return state.clone().apply(game.parse_action(text))


def draw_position(
    surface: pygame.Surface,
    rect: pygame.Rect,
    palette: Palette,
    game: Game,
    position: Position,
    time: float = 0.0,
    text: float = 1.0,
) -> None:
    """Paint `position` with the game's plugin into `rect` of `surface`, its words and
    labels grown with the Text size `text` (1: 100 %) as the table's are (at 200 % a
    tableau's seat names and counts stayed at their 100 % size, tiny beside the page's
    words)."""
    state, last = reach(game, position)
    preview = previewed(game, state, position.show)
    view = state.view(position.viewer)
    plugin: TablePlugin[Any] = plugin_class(game)(palette, game)
    plugin.set_scales(text, pygame.Rect(rect), pygame.Rect(rect))
    plugin.layout(pygame.Rect(rect))
    shown, props = plugin.shown(view)
    anim = Animator()
    anim.reset(shown, props)
    seats = [palette.player(game.colours[c].key) for c in view.colours]
    ui = TableUI.watching(
        chosen=choices_of(game, state, position.show),
        anim=anim,
        time=time,
        last_events=last,
        viewer=position.viewer,
        seat_colours=seats,
        unit=max(8, min(rect.w, rect.h) // 28),
        names=[game.colours[c].name for c in view.colours],
        preview=preview,
    )
    clip = surface.get_clip()
    surface.set_clip(rect)
    plugin.draw(surface, view, ui)
    surface.set_clip(clip)


def render_position(
    size: tuple[int, int], palette: Palette, game: Game, position: Position, text: float = 1.0
) -> pygame.Surface:
    """A new surface of `size` with the diagram drawn at that size (transparent around
    the play area), its words grown with the Text size `text`."""
    image = pygame.Surface((max(1, size[0]), max(1, size[1])), pygame.SRCALPHA)
    draw_position(image, image.get_rect(), palette, game, position, text=text)
    return image


__all__ = ["choices_of", "draw_position", "played", "previewed", "reach", "render_position"]
