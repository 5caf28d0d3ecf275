"""The signs of a reviewed decision's board (`compare.Compare`): each choice's frame and
the sign on its corner, its tag on the board, a choice with no place on the board as its
words on a plaque, and the tests of free room they are placed by. Apart from the
composing of the board, which is `compare.py`'s one job."""

from __future__ import annotations

import math
from typing import Any

import pygame

from sorry_game.app.draw import Palette, aa_circle, aa_polygon, blit_text, text_width
from sorry_game.app.review.shapes import corners, dashed_rect, star
from sorry_game.engine.view import View

#: the board's composer (`compare.Compare`, not imported: it imports this module)
Compare = Any
#: one choice marked (`compare.Marked`)
Marked = Any
RGB = tuple[int, int, int]
Point = tuple[int, int]
#: a pixel a preview changed by more than this (0-255, any channel) is its mark
CHANGED = 12


def plaque(
    compare: Compare, drawn: pygame.Surface, view: View[Any], m: Marked, clip: pygame.Rect
) -> pygame.mask.Mask:
    """Draw a choice that changes nothing on the board as its words on a plaque in its
    mark's colour, beside the deciding seat's badge (else the board's middle), clear
    of the plugin's things where there is room; the mask of what it drew."""
    d = compare.decision
    words = (d.best_words if m.kind == "better" else d.chosen_words) or m.action
    words = words[:1].upper() + words[1:]
    px = max(compare.tag_least, compare.text_px)
    ink = compare.ink(m.kind)
    dark = _dark(compare.plugin.palette)
    pad = max(4, px // 3)
    box = pygame.Rect(0, 0, text_width(words, px, True) + 2 * pad, px + 2 * pad)
    badges = [r.rect for r in compare.plugin.regions(view) if r.kind == "badge"]
    things = [r.rect for r in compare.plugin.regions(view) if r.kind != "square"]
    seat = badges[d.seat] if d.seat < len(badges) else None
    spots = []
    if seat is not None:
        gap = max(4, pad)
        spots = [
            box.copy().move_to(midbottom=(seat.centerx, seat.top - gap)),
            box.copy().move_to(midtop=(seat.centerx, seat.bottom + gap)),
            box.copy().move_to(midleft=(seat.right + gap, seat.centery)),
            box.copy().move_to(midright=(seat.left - gap, seat.centery)),
        ]
    spots.append(box.copy().move_to(center=clip.center))
    # inside the play area by its frame's room (`Compare._frames`), so the frame goes
    # round it whole (at the area's edge the frame was cut onto the plaque)
    edge = 2 * (2 * compare.line_width() + compare.gap() // 2 + 1)
    room = compare.rect.clip(clip).inflate(-edge, -edge)
    inside = [r.clamp(room) for r in spots]
    place = next((r for r in inside if r.collidelist(things) < 0), inside[0])
    before = drawn.copy()
    pygame.draw.rect(drawn, ink, place, border_radius=pad)
    pygame.draw.rect(drawn, dark, place, width=max(2, pad // 3), border_radius=pad)
    words_ink = dark if m.kind == "better" else compare.plugin.palette["background"]
    blit_text(drawn, words, px, words_ink, place.center, anchor="center", bold=True)
    mask = pygame.mask.from_threshold(drawn, (0, 0, 0), (CHANGED, CHANGED, CHANGED, 255), before)
    mask.invert()
    return mask


def frame(compare: Compare, surface: pygame.Surface, palette: Palette, m: Marked) -> None:
    """The frame round a choice's mark: dashed (or corners) for the one played,
    solid for the better, and a line from it to its tag."""
    width = compare.line_width()
    ink = palette["highlight"] if m.kind == "better" else palette["text"]
    for box in m.frames or [m.frame]:
        if m.kind == "better":
            pygame.draw.rect(surface, _dark(palette), box.inflate(4, 4), width + 2, 8)
            pygame.draw.rect(surface, ink, box, width, 8)
            continue
        dash = min(compare.text_px // 2 + 2, max(3, min(box.size) // 4))
        if m.corners:
            corners(surface, _dark(palette), box, width + 2, 2 * dash)
            corners(surface, ink, box, width, 2 * dash)
        else:
            dashed_rect(surface, _dark(palette), box, width + 2, dash)
            dashed_rect(surface, ink, box, width, dash)
    for centre in m.badges:
        badge(compare, surface, palette, m, centre)
    if not m.tag_rect.w:
        return
    near = min(m.frames or [m.frame], key=lambda f: _gap(m.tag_rect, f))
    a, b = _leader(m.tag_rect, near)
    pygame.draw.line(surface, _dark(palette), a, b, width + 2)
    pygame.draw.line(surface, ink, a, b, width)


def badge(
    compare: Compare, surface: pygame.Surface, palette: Palette, m: Marked, centre: tuple[int, int]
) -> None:
    """The legend tag's sign on a frame's corner, so that the two frames differ in
    shape as well as colour (Sorry!'s played corners round the better's square read
    as one mark): a ring on a dark disc for the one played, a star on a highlight
    disc for the better."""
    r = compare.badge_radius()
    if m.kind == "better":
        aa_circle(surface, _dark(palette), centre, r + 1)
        aa_circle(surface, palette["highlight"], centre, r)
        aa_polygon(surface, _dark(palette), star(centre, r * 0.78))
    else:
        aa_circle(surface, palette["text"], centre, r + 1)
        aa_circle(surface, _dark(palette), centre, r - 1)
        aa_circle(surface, palette["text"], centre, r * 0.62)
        aa_circle(surface, _dark(palette), centre, r * 0.62 * 0.55)


def tag(
    compare: Compare,
    surface: pygame.Surface,
    palette: Palette,
    m: Marked,
    rect: pygame.Rect,
    px: int,
) -> None:
    """A tag: for the choice played a dark one with a light edge and a ring; for the
    better a highlight one with dark words and a star."""
    r = rect.h // 2
    if m.kind == "better":
        fill, ink, edge = palette["highlight"], _dark(palette), _dark(palette)
    else:
        fill, ink, edge = _dark(palette), palette["text"], palette["text"]
    pygame.draw.rect(surface, fill, rect, border_radius=r)
    pygame.draw.rect(surface, edge, rect, max(1, rect.h // 12), border_radius=r)
    centre = (rect.x + r + px // 4, rect.centery)
    size = rect.h * 0.32
    if m.kind == "better":
        aa_polygon(surface, ink, star(centre, size))
    else:
        aa_circle(surface, ink, centre, size)
        aa_circle(surface, fill, centre, size * 0.55)
    x = centre[0] + size + px // 3
    blit_text(surface, m.tag, px, ink, (x, rect.centery), "midleft", True)


def place_badges(compare: Compare) -> None:
    """Where each frame's sign stands: on one of its corners, the top left first
    for the one played, the top right for the better (apart where they nest), the
    first whose disc stays on the board and covers none of the plugin's things
    beside the frame, no tag, no other sign (the played's no line of the better's
    frames: the better's may stand on the played's corner bracket, where they nest);
    none where no corner is free (the frame's pattern and the legend still say
    which is which). (On the top left of Revenge's 9 the ring covered the seat's
    row of pawn cards.)"""
    r = compare.badge_radius() + 2
    room = compare.rect.clip(compare.area)
    taken = [m.tag_rect.inflate(4, 4) for m in compare.marks if m.tag_rect.w]
    for m in compare.marks:
        m.badges = []
        if not m.changed:
            continue
        others = [f for o in compare.marks if o is not m and o.changed for f in o.frames]
        w = compare.line_width() + 2
        for box in m.frames or [m.frame]:
            tl, tr = box.topleft, (box.right, box.top)
            bl, br = (box.left, box.bottom), box.bottomright
            order = [tr, br, tl, bl] if m.kind == "better" else [tl, bl, tr, br]
            beside = [t for t in compare._things if not t.collidepoint(box.center)]
            for x, y in order:
                disc = pygame.Rect(x - r, y - r, 2 * r, 2 * r)
                if not room.contains(disc) or disc.collidelist(beside + taken) != -1:
                    continue
                if m.kind == "played" and any(_crosses(disc, f, w) for f in others):
                    continue  # (the better's sign may stand on the played's corner)
                m.badges.append((x, y))
                taken.append(disc)
                break


def _around(
    box: pygame.Rect, w: int, h: int, pad: int, most: int, room: pygame.Rect
) -> list[pygame.Rect]:
    """Places for a `w`×`h` tag in `room` at least `pad` and at most `most` pixels from
    `box`, on a grid of half its height, nearest first (level with the box first)."""
    step = max(4, h // 2)
    out: list[tuple[int, int, pygame.Rect]] = []
    for y in range(room.y, room.bottom - h + 1, step):
        for x in range(room.x, room.right - w + 1, step):
            dx = max(box.x - (x + w), x - box.right, 0)
            dy = max(box.y - (y + h), y - box.bottom, 0)
            far = max(dx, dy)
            if pad <= far <= most:
                out.append((far, min(dx, dy), pygame.Rect(x, y, w, h)))
    return [r for _f, _s, r in sorted(out, key=lambda t: (t[0], t[1]))]


def _crosses(disc: pygame.Rect, frame: pygame.Rect, width: int) -> bool:
    """Whether `disc` reaches over a line of `frame` (`width` wide with its edge)."""
    if not disc.colliderect(frame.inflate(2 * width, 2 * width)):
        return False
    return not frame.inflate(-2 * width, -2 * width).contains(disc)


def _gap(a: pygame.Rect, b: pygame.Rect) -> int:
    """How far apart two boxes are (0: they touch or overlap)."""
    return max(b.x - a.right, a.x - b.right, b.y - a.bottom, a.y - b.bottom, 0)


def _leader(tag: pygame.Rect, box: pygame.Rect) -> tuple[Point, Point]:
    """The line from a tag's edge to the nearest point of its frame."""
    b = (min(max(tag.centerx, box.x), box.right), min(max(tag.centery, box.y), box.bottom))
    a = (min(max(b[0], tag.x), tag.right), min(max(b[1], tag.y), tag.bottom))
    return a, b


def _clear_line(surface: pygame.Surface, a: Point, b: Point, ground: pygame.Color) -> bool:
    """Does the line a-b cross only `ground` (within `CHANGED`), its ends aside?"""
    steps = int(math.dist(a, b) // 2)
    for k in range(1, steps - 1):
        x = round(a[0] + (b[0] - a[0]) * k / steps)
        y = round(a[1] + (b[1] - a[1]) * k / steps)
        c = surface.get_at((x, y))
        if max(abs(c[i] - ground[i]) for i in range(3)) > CHANGED:
            return False
    return True


def _near(colour: pygame.Color, ground: RGB) -> bool:
    """Is `colour` the `ground` (within `CHANGED`)?"""
    return max(abs(colour[i] - ground[i]) for i in range(3)) <= CHANGED


def _plain(surface: pygame.Surface, rect: pygame.Rect) -> bool:
    """Is `surface` one colour (within `CHANGED`) all over `rect`: free room, nothing
    the board draws under it."""
    rect = rect.clip(surface.get_rect())
    if not rect.w or not rect.h:
        return False
    part = surface.subsurface(rect)
    ground = part.get_at((0, 0))
    same = pygame.mask.from_threshold(part, ground, (CHANGED, CHANGED, CHANGED, 255))
    return bool(same.count() == rect.w * rect.h)


def _dark(palette: Palette) -> RGB:
    r, g, b = palette["background"]
    return (r // 2, g // 2, b // 2)
