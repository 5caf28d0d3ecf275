"""The middle of the Sorry! Revenge felt: the draw pile and the discard (counts), the
play pile (its last cards face up, shaking on a bust, or how the last round ended when
it is empty), and the running total in a badge with a gauge to 21 (counting up,
sliding, ringing at 21, flashing on a bust).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from sorry_game.app.draw import (
    Colour,
    aa_circle,
    aa_polygon,
    blit_text,
    contrast_text,
    darken,
    draw_triangle,
    lighten,
    mix,
    ring,
    text_scale,
    text_width,
)
from sorry_game.app.draw.layers import Stamps
from sorry_game.app.plugins.revenge.frame import Frame, flash
from sorry_game.app.plugins.revenge.layout import Tableau
from sorry_game.engine.events import Event
from sorry_game.games.revenge.events import Busted, CardPlayed, TotalSlid

#: the dial's words ("TOTAL", "of 21") at most this share of its radius: they keep
#: clear of the number and inside the ring
DIAL_WORDS = 0.34


def draw_piles(f: Frame) -> None:
    """The draw pile, the discard and the play pile (the cards under its top one
    without words: a card over them would cut them)."""
    pal = f.pal
    tab = f.tab
    surface = f.surface
    props = f.props
    small = tab.pile_label_px / text_scale()
    # draw pile
    n = props.get("draw", 0)
    draw_stack(f, tab.draw_rect, n, pal["card_back"], True)
    d = props.get("discard", 0)
    faded = mix(pal["card_back"], pal["table"], 0.45)
    draw_stack(f, tab.discard_rect, d, faded, False)
    for count, words, r in ((n, "Draw", tab.draw_rect), (d, "Discard", tab.discard_rect)):
        if count > 0:  # an empty pile is not drawn, nor named
            at = (r.centerx, r.bottom + 2)
            blit_text(surface, f"{words} {count}", small, pal["muted_text"], at, "midtop")
    # play pile: its last four cards, the top one whole
    pile = props.get("pile", ())
    bust = flash(f.moving, "bust")
    shake = 0
    if bust is not None:
        shake = round(math.sin(bust * math.pi * 6) * tab.pad * 0.8 * (1 - bust))
    if not pile:  # nothing drawn: an empty box labelled "Play pile" said nothing, and
        return  # how the last round ended is the news's (for its moment) and the log's
    shown = pile[-4:]
    for depth, code in zip(range(len(shown) - 1, -1, -1), shown, strict=True):
        r = tab.pile_slot(depth).move(shake, 0)
        # the cards under the top one show their edge, no cut words
        f.cards.draw_face(surface, code, r, words=not depth)
        if depth:
            veil = pygame.Surface(r.size, pygame.SRCALPHA)
            pygame.draw.rect(
                veil,
                (0, 0, 0, 40 + 15 * depth),
                veil.get_rect(),
                border_radius=max(3, r.width // 10),
            )
            surface.blit(veil, r)
    if len(pile) > 4:
        words = f"{len(pile)} cards"
        top = (tab.pile_rect.centerx, tab.pile_rect.bottom + 2)
        px = count_size(tab, words, top)
        if px is not None:
            blit_text(surface, words, px, pal["muted_text"], top, "midtop")


def count_size(tab: Tableau, words: str, top: tuple[int, int]) -> float | None:
    """The play pile's count: as large as the piles' counts beside it ("Draw 47") as
    far as it keeps clear of the total's dial and its ring under it (grown, "9 cards"
    touched the ring at 1280x800 200 %), else the small words' size; None where even
    that would touch it (the pile's depth shows it holds many)."""
    cx, cy = tab.total_centre
    clear = tab.total_radius * 1.2  # the dial and the highlight ring round it
    for px in (tab.pile_label_px, tab.small_px):
        w, h = text_width(words, px / text_scale()), px * 1.3
        near_x = min(max(cx, top[0] - w / 2), top[0] + w / 2)
        near_y = min(max(cy, top[1]), top[1] + h)
        if math.hypot(cx - near_x, cy - near_y) > clear:
            return px / text_scale()
    return None


def draw_stack(f: Frame, rect: pygame.Rect, n: int, colour: Colour, mark: bool) -> None:
    """A pile of `n` backs (a few layers); nothing for none (an empty outline meant
    nothing)."""
    pal = f.pal
    surface = f.surface
    if n <= 0:
        return
    layers = 1 + min(2, n // 15)
    off = max(1, rect.width // 24)
    for k in range(layers - 1, -1, -1):
        r = rect.move(-off * k, -off * k)
        radius = max(3, r.width // 10)
        pygame.draw.rect(surface, darken(colour, 0.35), r.move(1, 2), border_radius=radius)
        pygame.draw.rect(surface, colour, r, border_radius=radius)
        inner = r.inflate(-r.width * 0.16, -r.width * 0.16)
        pygame.draw.rect(
            surface,
            lighten(colour, 0.3),
            inner,
            max(1, r.width // 30),
            border_radius=radius // 2,
        )
        pygame.draw.rect(surface, pal["card_edge"], r, 1, border_radius=radius)
    px = max(8, round(rect.width * f.tab.word_scale) // 5)  # the 100 % size at least
    if mark and rect.width >= 40 and px >= BACK_WORD_PX:  # smaller: a smudge, not a word
        blit_text(
            surface,
            "SORRY!",
            px / text_scale(),
            lighten(colour, 0.75),
            rect.center,
            "center",
            bold=True,
        )


#: the draw pile's back says SORRY! where it can be read (px)
BACK_WORD_PX = 11


def draw_total(f: Frame) -> None:
    """The running total in its badge, with the gauge to 21."""
    pal = f.pal
    tab = f.tab
    surface = f.surface
    busy = f.busy
    cx, cy = tab.total_centre
    R = tab.total_radius
    total = f.props.get("total", 0)
    mv = f.moving.get("total")
    style = ""
    t = 1.0
    if mv is not None:
        tween, t = mv
        a, b = tween.path[0], tween.path[-1]
        total = round(a + (b - a) * t)
        style = tween.style
    ask = f.view.game.pending
    steal = not busy and ask is not None and ask.kind == "steal"
    colour = total_colour(f, total)
    base = mix(pal["background"], pal["table"], 0.35)
    # the badge and its gauge (how far to 21): a stamp, drawn once per total and ground
    frac = min(total, 21) / 21
    thick = max(4, R * 0.14)
    track = mix(base, pal["text"], 0.15)
    half = math.ceil(R) + 6
    bounds = pygame.Rect(int(cx) - half, int(cy) - half, half * 2 + 1, half * 2 + 1)
    DIALS.draw(
        surface,
        (cx, cy, R, base, track, colour, frac),
        bounds,
        lambda s: draw_dial(s, (cx, cy), R, base, track, colour, frac),
    )
    # the dial's words grow with the whole Text size as the piles' counts do, as far as
    # the ring holds them over and under the number (at 800x600 they stayed ~11 px)
    least = max(11, R * 0.2)
    grown = min(least * f.tab.label_scale, R * DIAL_WORDS)
    label = max(least * f.tab.word_scale, grown) / text_scale()
    blit_text(surface, "TOTAL", label, pal["muted_text"], (cx, cy - R * 0.42), "center", bold=True)
    px = R * (0.95 if total < 100 else 0.7)
    pop = 1.0
    if style in ("count", "slide"):
        pop = 1.0 + 0.18 * math.sin(math.pi * t)
    number_colour = colour if total >= 15 else pal["text"]
    blit_text(
        surface,
        str(total),
        px * pop / text_scale(),
        number_colour,
        (cx, cy + R * 0.12),
        "center",
        bold=True,
    )
    if mv is not None and style == "slide":  # motion marks beside the number while it slides
        up = tween.path[-1] >= tween.path[0]
        for k in range(3):
            y = cy + R * (0.5 - 0.35 * k) * (1 if up else -1) * (1 - t)
            draw_triangle(surface, colour, (cx - R * 0.72, y), R * 0.18, "up" if up else "down")
    ringing = flash(f.moving, "21")
    if ringing is not None:
        glow = pal["highlight"]
        ring(surface, glow, (cx, cy), R * (1.05 + 0.6 * ringing), max(2, R * 0.12 * (1 - ringing)))
    if steal or (not busy and total == 21):
        ring(surface, pal["highlight"], (cx, cy), R + thick * 0.6, max(3, thick * 0.6))
    ahead = None if busy or mv is not None else preview_total(f.ui.preview, total)
    if ahead is not None:
        draw_ahead(f, total, ahead, base, thick)
        return
    bust = flash(f.moving, "bust")
    if bust is not None:
        layer = pygame.Surface((int(R * 2 + 4), int(R * 2 + 4)), pygame.SRCALPHA)
        aa_circle(layer, (*pal["danger"], int(230 * (1 - bust * 0.6))), (R + 2, R + 2), R)
        surface.blit(layer, (cx - R - 2, cy - R - 2))
        blit_text(
            surface,
            "BUST!",
            R * 0.5 / text_scale(),
            contrast_text(pal["danger"]),
            (cx, cy),
            "center",
            bold=True,
        )
    elif not busy and total > 21:
        blit_text(surface, "BUST", label, pal["danger"], (cx, cy + R * 0.62), "center", bold=True)
    elif steal:
        blit_text(surface, "21!", label, pal["highlight"], (cx, cy + R * 0.62), "center", bold=True)
    else:
        blit_text(surface, "of 21", label, pal["muted_text"], (cx, cy + R * 0.62), "center")


def preview_total(events: Sequence[Event], total: int) -> int | None:
    """The total the hovered card would make (its events, applied to a copy of the
    game), or None when it leaves the total as it is or there is no preview.

    >>> from sorry_game.games.revenge.events import CardPlayed, TotalSlid
    >>> preview_total([CardPlayed(0, "5", 16)], 11), preview_total([], 11)
    (16, None)
    >>> preview_total([CardPlayed(0, "slide15", 9), TotalSlid(0, 9, 15)], 9)
    15
    """
    after: int | None = None
    for ev in events:
        if isinstance(ev, CardPlayed) and after is None:
            after = ev.total
        elif isinstance(ev, TotalSlid):
            after = ev.after
        elif isinstance(ev, Busted):
            after = ev.total
    return after if after is not None and after != total else None


def draw_ahead(f: Frame, total: int, after: int, base: Colour, thick: float) -> None:
    """What the hovered card would make, on the dial: the gauge's part it adds (or
    takes away) striped in the new total's ink, and under the number an arrow and the
    new total, "21!" (ringed) or "BUST" (the gauge in the danger colour). In a still
    picture (the review's moment) in its one colour, the legend's (`TableUI.mark`):
    whose choice makes that total."""
    pal = f.pal
    cx, cy = f.tab.total_centre
    R = f.tab.total_radius
    radius = R - thick / 2 - 2
    ink = f.ui.mark or total_colour(f, after)
    lo, hi = sorted((min(total, 21), min(after, 21)))
    surface = f.surface
    if after > 21:  # over the top: the whole gauge warns
        draw_arc(surface, mix(base, ink, 0.55), (cx, cy), radius, thick, 1.0)
    # the part that changes, in short strokes (it is not there yet)
    steps = max(1, hi - lo) * 3
    for k in range(steps):
        if k % 3 == 2:
            continue
        a = (lo + (hi - lo) * k / steps) / 21
        b = (lo + (hi - lo) * (k + 1) / steps) / 21
        _arc_part(surface, ink, (cx, cy), radius, thick * 0.7, a, b)
    label = max(12, R * 0.26) * f.tab.more / text_scale()
    y = cy + R * 0.6
    if after == 21:
        ring(surface, pal["highlight"], (cx, cy), R + thick * 0.6, max(3, thick * 0.6))
        words = "21!"
    elif after > 21:
        ring(surface, pal["danger"], (cx, cy), R + thick * 0.6, max(3, thick * 0.6))
        words = f"BUST {after}"
    else:
        words = str(after)
    w = text_width(words, label, True)
    tri = R * 0.16
    x0 = cx - (w + tri * 1.3) / 2
    draw_triangle(surface, ink, (x0 + tri / 2, y), tri, "right")
    blit_text(surface, words, label, ink, (x0 + tri * 1.3, y), "midleft", bold=True)


def _arc_part(
    surface: pygame.Surface,
    colour: Colour,
    centre: tuple[float, float],
    radius: float,
    thick: float,
    a: float,
    b: float,
) -> None:
    """A piece of a thick arc from fraction `a` to `b` of the circle (from the top)."""
    if b <= a:
        return
    n = max(2, int(48 * (b - a)) + 2)
    ro, ri = radius + thick / 2, radius - thick / 2
    angles = [-math.pi / 2 + 2 * math.pi * (a + (b - a) * k / (n - 1)) for k in range(n)]
    outer = [(centre[0] + ro * math.cos(t), centre[1] + ro * math.sin(t)) for t in angles]
    inner = [(centre[0] + ri * math.cos(t), centre[1] + ri * math.sin(t)) for t in angles]
    aa_polygon(surface, colour, outer + inner[::-1])


def total_colour(f: Frame, total: int) -> Colour:
    """The total's ink: danger over 21, highlight at 21, accent from 15."""
    pal = f.pal
    if total > 21:
        return pal["danger"]
    if total == 21:
        return pal["highlight"]
    if total >= 15:
        return pal["accent"]
    return mix(pal["text"], pal["selected"], 0.5)


#: the total's badge and gauge, kept as stamps (`draw.layers`)
DIALS = Stamps(max_bytes=1 << 20)


def draw_dial(
    surface: pygame.Surface,
    centre: tuple[float, float],
    R: float,
    base: Colour,
    track: Colour,
    colour: Colour,
    frac: float,
) -> None:
    """The total's badge (a disc and its shadow) and its gauge, `frac` of the way to 21."""
    cx, cy = centre
    thick = max(4, R * 0.14)
    aa_circle(surface, darken(base, 0.3), (cx + 2, cy + 3), R)
    aa_circle(surface, base, (cx, cy), R)
    draw_arc(surface, track, (cx, cy), R - thick / 2 - 2, thick, 1.0)
    if frac > 0:
        draw_arc(surface, colour, (cx, cy), R - thick / 2 - 2, thick, frac)


def draw_arc(
    surface: pygame.Surface,
    colour: Colour,
    centre: tuple[float, float],
    radius: float,
    thick: float,
    frac: float,
) -> None:
    """An antialiased thick arc from the top, clockwise, `frac` of the circle."""
    steps = max(8, int(72 * frac))
    a0 = -math.pi / 2
    a1 = a0 + 2 * math.pi * min(1.0, frac)
    ro, ri = radius + thick / 2, radius - thick / 2
    outer = [
        (
            centre[0] + ro * math.cos(a0 + (a1 - a0) * k / steps),
            centre[1] + ro * math.sin(a0 + (a1 - a0) * k / steps),
        )
        for k in range(steps + 1)
    ]
    inner = [
        (
            centre[0] + ri * math.cos(a0 + (a1 - a0) * k / steps),
            centre[1] + ri * math.sin(a0 + (a1 - a0) * k / steps),
        )
        for k in range(steps, -1, -1)
    ]
    if frac >= 0.999:
        ring(surface, colour, centre, ro, thick)
        return
    aa_polygon(surface, colour, outer + inner)


__all__ = [
    "draw_ahead",
    "draw_arc",
    "draw_piles",
    "draw_stack",
    "draw_total",
    "preview_total",
    "total_colour",
]
