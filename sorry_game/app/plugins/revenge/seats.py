"""The seats of the Sorry! Revenge tableau: each seat's block with its name, its four
pawn cards (START / HOME, turning mid-flip), the backs and count of its hand as the
others see it, a tag for the moment ("21!", "may steal" …), and the frame of
a seat a SORRY! flip-back may aim at.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from functools import lru_cache

import pygame

from sorry_game.app.draw import (
    SHAPES,
    Colour,
    blit_text,
    fit_text,
    mix,
    pill,
    text_scale,
    text_width,
)
from sorry_game.app.draw.figures import disc_mark_px, draw_pawn
from sorry_game.app.draw.layers import Stamps
from sorry_game.app.plugins.revenge.cards import pawn_card_mark_px
from sorry_game.app.plugins.revenge.frame import Frame, mark_flip_back, tag
from sorry_game.app.plugins.revenge.layout import SeatSpot
from sorry_game.app.table.plugin import SeatLook


def badge_radius(spot: SeatSpot) -> float:
    """The radius of the seat's token by its name (its shape mark: `disc_mark_px`)."""
    return spot.name.height * 0.36


def seat_looks(
    spots: Iterable[SeatSpot],
    colour_of: Callable[[int], Colour],
    shape_of: Callable[[int], int | None],
) -> list[SeatLook]:
    """Each seat's token and its pawn cards (HOME filled with its colour, START framed in
    it) as `draw_seat` draws them: the colour and the shape mark's height."""
    out: list[SeatLook] = []
    for spot in spots:
        seat = spot.seat
        colour = colour_of(seat)
        index = shape_of(seat)
        shape = SHAPES[index % 4] if index is not None else ""
        badge = disc_mark_px(badge_radius(spot)) if shape else 0.0
        out.append(SeatLook(seat, "badge", colour, shape, badge))
        if spot.pawns:
            w, h = spot.pawns[0].size
            card = pawn_card_mark_px(w, h) if shape and min(w * 0.3, h * 0.24) >= 6 else 0.0
            out.append(SeatLook(seat, "home card", colour, shape, card))
            out.append(SeatLook(seat, "start card", colour, shape, card * 0.8))
    return out


#: the fans of backs of the others' hands, kept as stamps
FANS = Stamps(max_bytes=1 << 20)


@lru_cache(maxsize=8)
def glow(size: tuple[int, int], colour: tuple[int, ...], radius: int) -> pygame.Surface:
    """The light round the seat whose turn it is (made once per size and colour)."""
    out = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(out, (*colour, 70), out.get_rect(), border_radius=radius)
    return out


def draw_seat(f: Frame, spot: SeatSpot) -> None:
    """One seat's block: lit for the turn (or the seat deciding out of turn)."""
    pal = f.pal
    tab = f.tab
    view = f.view
    surface = f.surface
    seat = spot.seat
    seat_colours = f.ui.seat_colours
    colour = seat_colours[seat] if seat < len(seat_colours) else pal["accent"]
    r = spot.rect
    bg = mix(pal["background"], colour, 0.16)
    radius = max(4, tab.pad * 2)
    told = f.ui.tells(view)  # the moment the panel tells: its seat is lit
    turn = told.turn == seat
    deciding = told.decider == seat and not turn
    if turn and not f.busy:
        around = r.inflate(tab.pad * 2, tab.pad * 2)
        surface.blit(glow(around.size, tuple(colour[:3]), radius + tab.pad), around)
    pygame.draw.rect(surface, bg, r, border_radius=radius)
    if turn:
        edge, width = colour, max(3, tab.pad // 2)
    elif deciding and not f.busy:
        edge, width = pal["highlight"], max(3, tab.pad // 2)
    else:
        edge, width = mix(bg, colour, 0.5), max(1, tab.pad // 4)
    pygame.draw.rect(surface, edge, r, width, border_radius=radius)
    # name with the seat's token
    nr = spot.name
    tr = badge_radius(spot)
    shape = f.names.seat_shape(seat)
    draw_pawn(surface, colour, (nr.left + tr, nr.centery), tr, "", shape)
    name_x = nr.left + 2 * tr + tab.pad * 0.6
    size = tab.name_px / text_scale()
    room = int(nr.right - name_x)
    full = f.names.seat_name(seat)
    least = 10 / text_scale()  # a long name (the tutorial's colours) gives way before a cut
    while size > least and text_width(full, size, True) > room:
        size = max(least, size * 0.94)
    name = fit_text(full, size, room, True)
    blit_text(surface, name, size, pal["text"], (name_x, nr.centery), "midleft", bold=True)
    # pawn cards
    pawns = f.props["pawns"]
    faces = pawns[seat] if seat < len(pawns) else ("START",) * 4
    for i, pr in enumerate(spot.pawns):
        mv = f.moving.get(("pawn", seat, i))
        if mv is not None:
            tween, t = mv
            face = tween.path[0] if t < 0.5 else tween.path[-1]
            squeeze = abs(math.cos(math.pi * t))
            big = pr.inflate(round(pr.width * 0.2 * math.sin(math.pi * t)), 0)
            f.cards.draw_pawn_card(surface, big, colour, face, shape, max(0.04, squeeze))
            continue
        face = faces[i] if i < len(faces) else "START"
        f.cards.draw_pawn_card(surface, pr, colour, face, shape)
    # the hand as others see it: backs and a count
    if spot.side != "bottom":
        sizes = f.props["sizes"]
        draw_backs(f, spot, sizes[seat] if seat < len(sizes) else 0)
    draw_seat_target(f, spot)
    if not f.busy:
        label = seat_tag(f, seat)
        if label:
            text, colour_tag = label
            small = tab.small_px / text_scale()
            tag(f, text, small, colour_tag, (r.right - tab.pad, r.top), r)


def draw_backs(f: Frame, spot: SeatSpot, n: int) -> None:
    """Another seat's hand: a fan of `n` backs and the count, never a face."""
    pal = f.pal
    tab = f.tab
    fan = spot.fan(n)
    if fan:  # the fan as one stamp (`draw.layers`): drawn once per place and ground
        bounds = fan[0].unionall([r.move(max(1, r.w // 30), max(2, r.w // 24)) for r in fan])
        key = (tuple(tuple(r) for r in fan), pal["card_back"], pal["card_edge"])

        def backs(surface: pygame.Surface) -> None:
            for r in fan:
                f.cards.draw_back(surface, r, False)

        FANS.draw(f.surface, key, bounds, backs)
    if not fan:
        pygame.draw.rect(
            f.surface, mix(pal["background"], pal["text"], 0.2), spot.backs, 1, border_radius=4
        )
    words = "1 card" if n == 1 else f"{n} cards"
    pos: tuple[float, float] = spot.count_pos
    room: tuple[float, float]
    if spot.count_anchor == "midleft":  # beside the fan, right after its last card
        right = fan[-1].right if fan else spot.backs.right
        pos = (right + tab.pad, spot.backs.centery)
        room = (spot.rect.right - tab.pad - pos[0], spot.rect.height)
    else:  # under the fan
        room = (spot.rect.width - 2 * tab.pad, spot.rect.bottom - pos[1])
    size = count_px(words, tab.small_px, tab.label_px, room)
    blit_text(f.surface, words, size / text_scale(), pal["muted_text"], pos, spot.count_anchor)


def count_px(words: str, least: float, most: float, room: tuple[float, float]) -> float:
    """A hand's count ("5 cards") at the labels' size, as the piles' counts beside it
    (it stayed at the board's smaller size: ~11 px at 800x600), as far as its place
    holds it (`room`: width and height), never under the board's size `least`."""
    size = float(most)
    while size > least and (
        text_width(words, size / text_scale()) > room[0] or size * LINE > room[1]
    ):
        size -= 1
    return max(least, size)


#: a line's height per pixel of its size (a font of 20 px is ~15 px high)
LINE = 0.8


def seat_tag(f: Frame, seat: int) -> tuple[str, Colour] | None:
    """The words on a seat's block for the moment, and their colour, or None. (No tag
    for the game's winner: the header says who won, once — issue 39.)"""
    pal = f.pal
    g = f.view.game
    tie = g.tiebreak
    if tie and seat < len(tie) and tie[seat] >= 0:
        return f"tie: {tie[seat]}", pal["accent"]
    ask = g.pending
    if ask is not None:
        if ask.kind == "steal":
            if seat == ask.scorer:
                return "21!", pal["highlight"]
            if seat == ask.seat:
                return "may steal", pal["accent"]
        elif ask.kind == "block":
            if seat == ask.attacker:
                return "SORRY!", pal["danger"]
            if seat == ask.seat:
                return "may block", pal["accent"]
        elif ask.kind == "play2" and seat == ask.seat:
            return f"Play 2: {ask.left} to go", pal["accent"]
    return None


def draw_seat_target(f: Frame, spot: SeatSpot) -> None:
    """A seat a flip-back may aim at (or the hint's seat): its frame, the pawn card at
    stake and its label."""
    pal = f.pal
    tab = f.tab
    ui = f.ui
    seat = spot.seat
    r = spot.rect
    radius = max(4, tab.pad * 2)
    width = max(3, tab.pad // 2)
    target = next((t for t in ui.targets if t.choice.kind == "seat" and t.choice.key == seat), None)
    hinted = any(c.kind == "seat" and c.key == seat for c in ui.hint)
    if hinted:
        pygame.draw.rect(
            f.surface,
            pal["accent"],
            r.inflate(width * 4, width * 4),
            width,
            border_radius=radius + width * 2,
        )
    if target is None or not ui.active:
        return
    hover = ui.hover is not None and ui.hover.choice.ident == target.choice.ident
    colour = pal["selected"] if hover else pal["highlight"]
    pygame.draw.rect(
        f.surface,
        colour,
        r.inflate(width * 2, width * 2),
        width + 1,
        border_radius=radius + width,
    )
    mark_flip_back(f, spot, pal["danger"])
    size = tab.small_px / text_scale()
    label = target.choice.label or f.names.colour_name(seat)
    pill(f.surface, pal, label, (r.centerx, r.bottom), size, f.area)


__all__ = ["draw_backs", "draw_seat", "draw_seat_target", "seat_tag"]
