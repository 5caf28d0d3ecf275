"""Drawing Sorry My Ass! on the board: the trick pile in the board's centre (the play to
beat fanned, earlier plays turned under it, the cards of a play already moved shaded),
the shields of the safe players' pawns, the cards in flight; and the small pieces the
other parts share (a seat's colour and name, a chip).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any

import pygame

from sorry_game.app.draw import (
    Colour,
    Palette,
    blit_text,
    font,
    mix,
    readable_on,
    text_width,
)
from sorry_game.app.draw.cardart import draw_card
from sorry_game.app.draw.figures import draw_pawn
from sorry_game.app.plugins.board.layout import BoardLayout, Point
from sorry_game.app.plugins.president.layout import fan_rects
from sorry_game.app.table.animator import along, lift
from sorry_game.app.table.plugin import TableUI
from sorry_game.engine.interface import Game
from sorry_game.engine.view import View
from sorry_game.games.board.cards import card_label
from sorry_game.games.board.geometry import COLOUR_NAMES, HOME
from sorry_game.games.president.view import Moving, PresidentView, TrickPlay


def seat_rgb(pal: Palette, game: Game, view: View[PresidentView], seat: int) -> Colour:
    """The colour of a seat's pawns."""
    return pal.player(game.colours[view.colours[seat]].key)


def seat_name(names: Sequence[str], view: View[PresidentView], seat: int) -> str:
    """A seat in player words: its player's name, else its colour."""
    return names[seat] if 0 <= seat < len(names) else COLOUR_NAMES[view.colours[seat] % 4]


def chip(
    surface: pygame.Surface,
    text: str,
    centre: Point,
    size: float,
    bg: Colour,
    clamp: pygame.Rect | None = None,
) -> pygame.Rect:
    """A rounded label (a count, "2 of 3") centred on `centre`, kept inside `clamp`."""
    w = text_width(text, size, True) + size
    h = int(font(size, True).get_linesize() * 1.05)
    r = pygame.Rect(0, 0, w, h)
    r.center = (round(centre[0]), round(centre[1]))
    if clamp is not None:
        r.clamp_ip(clamp)
    pygame.draw.rect(surface, mix(bg, (0, 0, 0), 0.5), r.inflate(2, 2), border_radius=h // 2)
    pygame.draw.rect(surface, bg, r, border_radius=h // 2)
    blit_text(surface, text, size, readable_on(bg), r.center, "center", bold=True)
    return r


def badge_centre(card: pygame.Rect, radius: float) -> tuple[float, float]:
    """Where the owner's badge of the trick's front card goes: inside its top right
    corner, clear of the corner numbers (top left, bottom right)."""
    return (card.right - radius * 1.15, card.top + radius * 1.15)


class TrickPainter:
    """The trick pile in the board's centre (earlier plays cached as turned images)."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self._turned: dict[tuple[Any, ...], pygame.Surface] = {}
        #: how wide the pile may be (`layout.pile_room`; 0: no limit)
        self.room = 0
        #: its words' scale (`TablePlugin.word_scale`)
        self.words = 1.0
        #: its cards' corner ranks this much larger (the Text size's growth beyond
        #: what keeps them at their 100 % size: `draw_card`'s `index_scale`)
        self.index = 1.0
        #: the least step between a fanned play's cards: each one's corner number whole
        #: (`cardart.index_end`; 0: the fan's own spread)
        self.least = 0

    def turn_within(self, angle: float, count: int, base: pygame.Rect, k: int) -> float:
        """`angle`, or less, so that an earlier play turned under the pile stays within
        its room (`self.room`) beside the HOME tags."""
        if not self.room:
            return angle
        fan = fan_rects(base, count, room=self.room, least=self.least)
        width, height = fan[-1].right - fan[0].left, base.height
        room = self.room - 2 * (k + 1) * 3
        turned = abs(angle)
        while turned > 0:
            a = math.radians(turned)
            if width * math.cos(a) + height * math.sin(a) <= room:
                break
            turned -= 1
        return math.copysign(max(0.0, turned), angle)

    def clear(self) -> None:
        """Forget the cached images (a new layout)."""
        self._turned.clear()

    def draw(
        self,
        surface: pygame.Surface,
        pal: Palette,
        view: View[PresidentView],
        props: dict[str, Any],
        base: pygame.Rect,
        lay: BoardLayout,
        names: Sequence[str],
    ) -> None:
        """The pile at `base` (one card's place): the plays of the trick from the props
        (nothing before the first)."""
        trick: list[TrickPlay] = props.get("trick") or []
        moving: Moving | None = props.get("moving")
        small = max(9, int(base.width * 0.17 * self.words))
        if not trick:  # nothing on the table yet: nothing drawn (who leads is the
            return  # header's and the prompt's to say; an empty outline meant nothing)
        # earlier plays of this trick, turned a little under the play to beat
        for k, play in enumerate(trick[-3:-1][::-1]):
            angle = self.turn_within((-13, 11)[k % 2] * (1 + k * 0.4), play.count, base, k)
            img = self._turned_play(pal, view, play, angle, base)
            rect = img.get_rect(center=(base.centerx - (k + 1) * 3, base.centery - (k + 1) * 3))
            surface.blit(img, rect)
        top = trick[-1]
        seat, card, n = top.seat, top.card, top.count
        rgb = seat_rgb(pal, self.game, view, seat)
        rects = fan_rects(base, n, room=self.room, least=self.least)
        done = -1
        if moving and moving.player == seat and moving.card == card:
            done = moving.total - moving.left
        for i, r in enumerate(rects):
            edge = rgb
            if done >= 0 and i == done:
                edge = pal["selected"]
            draw_card(surface, pal, r, card_label(card), "", highlight=edge, index_scale=self.index)
            if done >= 0 and i < done:  # this card's move is made
                shade = pygame.Surface(r.size, pygame.SRCALPHA)
                pygame.draw.rect(
                    shade, (0, 0, 0, 120), shade.get_rect(), border_radius=max(3, r.width // 10)
                )
                surface.blit(shade, r)
        # who played it: their pawn colour (with its shape) at the front card's top
        # right corner, the one without a corner number (at the bottom right it sat on
        # the rank: "11" read "1")
        right = rects[-1]
        pr = max(5, base.width * 0.16)
        draw_pawn(
            surface,
            rgb,
            badge_centre(right, pr),
            pr,
            "",
            view.colours[seat],
        )
        if moving is not None and done >= 0 and moving.total > 1:
            label = f"{min(done + 1, moving.total)} of {moving.total}"
            chip(
                surface,
                label,
                (base.centerx, rects[0].bottom + small * 0.9),
                small,
                pal["selected"],
                lay.rect,
            )

    def _turned_play(
        self,
        pal: Palette,
        view: View[PresidentView],
        play: TrickPlay,
        angle: float,
        base: pygame.Rect,
    ) -> pygame.Surface:
        """An earlier play of the trick, shaded and turned by `angle` degrees (cached)."""
        seat, card, n = play.seat, play.card, play.count
        key = (seat, view.colours[seat], card, n, angle, base.size, id(pal), self.index)
        img = self._turned.get(key)
        if img is None:
            rects = fan_rects(
                pygame.Rect(0, 0, base.width, base.height), n, room=self.room, least=self.least
            )
            w = rects[-1].right + 6
            surf = pygame.Surface((w, base.height + 6), pygame.SRCALPHA)
            rgb = mix(seat_rgb(pal, self.game, view, seat), pal["card_edge"], 0.3)
            for r in rects:
                draw_card(surf, pal, r, card_label(card), "", highlight=rgb, index_scale=self.index)
            shade = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
            shade.fill((0, 0, 0, 70))
            surf.blit(shade, (0, 0), special_flags=pygame.BLEND_RGBA_SUB)
            img = pygame.transform.rotozoom(surf, angle, 1.0)
            if len(self._turned) > 64:
                self._turned.clear()
            self._turned[key] = img
        return img


def draw_safe_pawns(
    surface: pygame.Surface,
    pal: Palette,
    lay: BoardLayout,
    view: View[PresidentView],
    ui: TableUI,
) -> None:
    """A safe player's pawns cannot be displaced: a small shield on each one on the
    track (RULES P-11)."""
    safe = ui.anim.props.get("safe") or []
    if not safe:
        return
    colours = {view.colours[s] for s in safe}
    moving = ui.anim.moving()
    r = lay.pawn_radius
    for pawn, pos in ui.anim.shown.items():
        if not isinstance(pawn, int):
            continue  # a card in flight
        if pawn in moving or (pawn >> 2) not in colours or pos >= HOME:
            continue
        x, y = lay.pawn_point(pawn, pos)
        _shield(surface, pal, (x + r * 0.78, y - r * 0.72), max(4, r * 0.58))


def _shield(surface: pygame.Surface, pal: Palette, centre: Point, s: float) -> None:
    x, y = centre
    pts = [
        (x - s, y - s * 0.8),
        (x + s, y - s * 0.8),
        (x + s * 0.9, y + s * 0.2),
        (x, y + s * 1.1),
        (x - s * 0.9, y + s * 0.2),
    ]
    pygame.draw.polygon(surface, (0, 0, 0), [(px + 1, py + 1) for px, py in pts])
    pygame.draw.polygon(surface, pal["panel"], pts)
    pygame.draw.polygon(surface, pal["text"], pts, max(1, round(s / 4)))


def draw_flights(
    surface: pygame.Surface,
    pal: Palette,
    ui: TableUI,
    rect_of: Callable[[Any], pygame.Rect],
) -> None:
    """The cards on their way (face up or backs), growing or shrinking between their
    places (`rect_of`: a flight position → its card-sized rectangle)."""
    for token, (tween, t) in ui.anim.moving().items():
        if isinstance(token, int):
            continue
        rects = [rect_of(p) for p in tween.path]
        pts = [(float(r.centerx), float(r.centery)) for r in rects]
        x, y = along(pts, t)
        a, b = rects[0], rects[-1]
        k = lift(t)
        w = (a.width + (b.width - a.width) * t) * k
        h = (a.height + (b.height - a.height) * t) * k
        r = pygame.Rect(0, 0, max(4, round(w)), max(6, round(h)))
        r.center = (round(x), round(y))
        style = tween.style
        if style.startswith("face:"):
            card = int(style[5:])
            draw_card(surface, pal, r, card_label(card), "")
        else:
            draw_card(surface, pal, r, None, face_up=False, mark=r.width >= 40)


__all__ = [
    "TrickPainter",
    "chip",
    "draw_flights",
    "draw_safe_pawns",
    "seat_name",
    "seat_rgb",
]
