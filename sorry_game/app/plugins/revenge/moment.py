"""The Sorry! Revenge tableau's moment and motion: an out-of-turn question (the
attacker's arrow, the pawn card at stake, a callout for the viewer), the thick bent
arrows of a SORRY!, and the cards in flight (faces, backs, the swept pile).
"""

from __future__ import annotations

import math
from collections.abc import Hashable

import pygame

from sorry_game.app.draw import (
    Colour,
    aa_polygon,
    blit_text,
    contrast_text,
    darken,
    font,
    pill,
    text_scale,
    text_width,
    wrap_text,
)
from sorry_game.app.plugins.revenge.frame import Frame, answer_card, mark_flip_back
from sorry_game.app.plugins.revenge.layout import Tableau
from sorry_game.app.table.animator import lift

Point = tuple[float, float]


def draw_moment(f: Frame) -> None:
    """An out-of-turn question, also while a computer decides: the attacker's arrow
    and the pawn card at stake (a flip-back); for the viewer, a callout in the
    felt's top strip that sends the eye to the question (the prompt asks it; banners
    go to the bottom edge)."""
    pal = f.pal
    tab = f.tab
    ask = f.view.game.pending
    kind = ask.kind if ask is not None else None
    if ask is not None and kind == "block":
        attacker, target = ask.attacker, ask.seat
        draw_arrow(f, attacker, target, pal["danger"], 1.0, "", 190)
        spot = tab.seats.get(target)
        if ask.what == "flipback" and spot is not None:
            mark_flip_back(f, spot, pal["danger"])
    answer = answer_card(f.view)
    if answer is None or ask is None:
        return
    # the question is the prompt's (in the panel): the felt only calls the eye to it
    text = "Your answer? Use the buttons."
    size = tab.name_px * 0.9 / text_scale()
    felt = tab.felt
    room = pygame.Rect(
        felt.left + tab.pad * 3,
        felt.top + tab.pad // 2,
        felt.width - tab.pad * 6,
        tab.strip_h - tab.pad,
    )
    # one line, or two, before the type gets smaller
    lines = wrap_text(text, size, room.width - tab.pad * 2, True)
    lh = font(size, True).get_linesize()
    while size > 8 and (len(lines) > 2 or lh * len(lines) > room.height):
        size -= 0.5
        lines = wrap_text(text, size, room.width - tab.pad * 2, True)
        lh = font(size, True).get_linesize()
    lines = lines[:2]
    h = min(room.height, lh * len(lines) + tab.pad // 2)
    w = max(text_width(line, size, True) for line in lines) + tab.pad * 2
    r = pygame.Rect(0, 0, w, h)
    r.center = room.center
    hi = pal["highlight"]
    pygame.draw.rect(f.surface, darken(hi, 0.5), r.inflate(4, 4), border_radius=h // 3)
    pygame.draw.rect(f.surface, hi, r, border_radius=h // 3)
    y = r.centery - lh * len(lines) / 2
    for line in lines:
        blit_text(f.surface, line, size, contrast_text(hi), (r.centerx, y), "midtop", bold=True)
        y += lh


def seat_point(tab: Tableau, seat: int | None) -> Point | None:
    """Where an arrow starts or ends: a seat's block, or the total (None)."""
    if seat is None:
        return tab.total_centre
    spot = tab.seats.get(seat)
    if spot is None:
        return None
    return spot.rect.center


def inside(tab: Tableau, end: int | None, point: Point) -> bool:
    """Whether `point` is still within the thing an arrow starts or ends at (a seat's
    block, or the total's badge for None)."""
    if end is None:
        cx, cy = tab.total_centre
        return math.hypot(point[0] - cx, point[1] - cy) < tab.total_radius * 1.12
    spot = tab.seats.get(end)
    return spot is not None and spot.rect.inflate(tab.pad, tab.pad).collidepoint(point)


def draw_arrow(
    f: Frame,
    a: int | None,
    b: int | None,
    colour: Colour,
    t: float,
    label: str,
    alpha: int = 255,
) -> None:
    """A thick arrow from `a` to `b` (a seat's block, or None: the total), bent
    through the felt so that neighbouring blocks get one too; drawn up to `t`. With
    `alpha` < 255 what it crosses shows through."""
    tab = f.tab
    surface = f.surface
    p0 = seat_point(tab, a)
    p2 = seat_point(tab, b)
    if p0 is None or p2 is None or p0 == p2:
        return
    fc = tab.felt.center
    mid = ((p0[0] + p2[0]) / 2, (p0[1] + p2[1]) / 2)
    c = (mid[0] + (fc[0] - mid[0]) * 0.7, mid[1] + (fc[1] - mid[1]) * 0.7)

    def at(u: float) -> Point:
        v = 1 - u
        return (
            v * v * p0[0] + 2 * v * u * c[0] + u * u * p2[0],
            v * v * p0[1] + 2 * v * u * c[1] + u * u * p2[1],
        )

    n = 48
    pts = [at(k / n) for k in range(n + 1)]
    first = next((k for k, q in enumerate(pts) if not inside(tab, a, q)), n)
    last = next((k for k in range(n, -1, -1) if not inside(tab, b, pts[k])), 0)
    pts = pts[first : last + 1]
    if len(pts) < 3:
        return
    pts = pts[: max(3, round(len(pts) * min(1.0, t)))]
    width = max(3, tab.pad * 0.8)
    head = width * 3.2
    # the arrowhead along the last stretch of the curve
    e = pts[-1]
    back = next((q for q in reversed(pts) if math.dist(q, e) >= head), pts[0])
    dist = math.dist(back, e)
    if dist < 1:
        return
    ux, uy = (e[0] - back[0]) / dist, (e[1] - back[1]) / dist
    shaft_pts = [q for q in pts if math.dist(q, e) >= head * 0.9]
    if len(shaft_pts) < 2:  # a short arrow: the head and a stub
        shaft_pts = [back, (e[0] - ux * head * 0.9, e[1] - uy * head * 0.9)]
    left, right = [], []
    for k, q in enumerate(shaft_pts):
        nxt = shaft_pts[min(k + 1, len(shaft_pts) - 1)]
        prv = shaft_pts[max(k - 1, 0)]
        dx, dy = nxt[0] - prv[0], nxt[1] - prv[1]
        d = math.hypot(dx, dy) or 1.0
        nx, ny = -dy / d, dx / d
        left.append((q[0] + nx * width / 2, q[1] + ny * width / 2))
        right.append((q[0] - nx * width / 2, q[1] - ny * width / 2))
    base = (e[0] - ux * head, e[1] - uy * head)
    nx, ny = -uy, ux
    shaft = left + right[::-1]
    tip = [
        e,
        (base[0] + nx * head * 0.6, base[1] + ny * head * 0.6),
        (base[0] - nx * head * 0.6, base[1] - ny * head * 0.6),
    ]
    dark = darken(colour, 0.5)
    if alpha < 255:
        every = shaft + tip
        box = pygame.Rect(
            math.floor(min(x for x, _ in every)) - 4,
            math.floor(min(y for _, y in every)) - 4,
            0,
            0,
        )
        box.width = math.ceil(max(x for x, _ in every)) + 8 - box.left
        box.height = math.ceil(max(y for _, y in every)) + 8 - box.top
        key = (255, 0, 255)
        layer = pygame.Surface(box.size)
        layer.fill(key)
        layer.set_colorkey(key)
        for poly, col, (ox, oy) in (
            (shaft, dark, (1, 2)),
            (tip, dark, (1, 2)),
            (shaft, colour, (0, 0)),
            (tip, colour, (0, 0)),
        ):
            pygame.draw.polygon(
                layer, col, [(x - box.left + ox, y - box.top + oy) for x, y in poly]
            )
        layer.set_alpha(alpha)
        surface.blit(layer, box)
    else:
        aa_polygon(surface, dark, [(x + 1, y + 2) for x, y in shaft])
        aa_polygon(surface, dark, [(x + 1, y + 2) for x, y in tip])
        aa_polygon(surface, colour, shaft)
        aa_polygon(surface, colour, tip)
    if label and t > 0.4:
        mid_pt = shaft_pts[len(shaft_pts) // 2]
        pill(surface, f.pal, label, mid_pt, tab.small_px / text_scale(), f.area)


def draw_moving(f: Frame) -> None:
    """What is in flight: SORRY! arrows, cards (faces or backs), the swept pile."""
    pal = f.pal
    tab = f.tab
    surface = f.surface
    for token, (tween, t) in f.moving.items():
        if not isinstance(token, tuple):
            continue
        kind = token[0]
        if kind == "aim":
            colour = {
                "steal": pal["highlight"],
                "block": pal["selected"],
                "flipback": pal["danger"],
            }.get(tween.style, pal["accent"])
            label = {"steal": "SORRY!", "block": "Don't Be SORRY!", "flipback": "SORRY!"}.get(
                tween.style, ""
            )
            draw_arrow(f, tween.path[0], tween.path[-1], colour, min(1.0, t * 1.4), label)
            continue
        if kind not in ("fly", "back", "sweep"):
            continue
        a = tab.pos_rect(tween.path[0])
        b = tab.pos_rect(tween.path[-1])
        k = lift(t)
        w = (a.width + (b.width - a.width) * t) * k
        h = (a.height + (b.height - a.height) * t) * k
        cx = a.centerx + (b.centerx - a.centerx) * t
        cy = a.centery + (b.centery - a.centery) * t
        r = pygame.Rect(0, 0, max(4, round(w)), max(4, round(h)))
        r.center = (round(cx), round(cy))
        if tween.style == "face" and kind in ("fly", "sweep"):
            code = face_code(token)
            ref = tab.pile_rect
            image = f.cards.face(code, ref.width, ref.height)
            if r.size != ref.size:
                image = pygame.transform.smoothscale(image, r.size)
            f.cards.shadow(surface, r)
            surface.blit(image, r)
        else:
            f.cards.draw_back(surface, r, r.width >= 40)


def face_code(token: tuple[Hashable, ...]) -> str:
    """The card code a face-up token carries: ("fly" | "sweep", code, …)."""
    return str(token[1])


__all__ = ["draw_arrow", "draw_moment", "draw_moving", "inside", "seat_point"]
