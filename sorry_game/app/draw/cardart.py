"""Designed cards: a patterned back and the face's frame, centre motif and corner indices.

Why: plain rectangles with a number read as buttons, not cards. Backs carry a lattice
and a centre medallion; faces a thin inner frame, a soft motif behind the big label and
the label again in two corners, as printed cards have.
Backs are drawn once per size and colour (cached); faces are drawn in place, so every
card is crisp at the window's resolution.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from sorry_game.app.draw import (
    Colour,
    Palette,
    aa_circle,
    blit_text,
    darken,
    fit_wrapped,
    font,
    lighten,
    mix,
    render_text,
    text_scale,
    text_width,
)
from sorry_game.app.draw.layers import Stamps
from sorry_game.app.draw.surfcache import surface_cache

#: a card narrower than this gets no corner indices or motif (too small to read)
MIN_DECOR_WIDTH = 40
#: a back's "SORRY!" is written only where its line is this tall (px) or more: smaller
#: it is a smudge, not a word
MIN_MARK_TEXT = 14
#: the SORRY! card's short label, on a face too narrow for the word at `LABEL_LEAST`
SORRY_SHORT = "S!"
#: a card's label is drawn at least this many pixels tall (as drawn, at any Text size)
#: where it is "SORRY!", else in its short form
LABEL_LEAST = 11
#: corner indices are shown for labels this short ("7", "10"), not for "SORRY!"
MAX_INDEX_LEN = 2


#: card backs kept, in bytes of pixels: a back at 1920x1080 takes up to 0.15 MB, and a
#: table shows two or three sizes (the deck, a hand, a card in flight)
BACK_CACHE_BYTES = 4 << 20


@surface_cache(max_bytes=BACK_CACHE_BYTES)
def card_back(size: tuple[int, int], back: Colour, radius: int, mark: bool) -> pygame.Surface:
    """A card back: the back colour, a diagonal lattice inside a light frame and a
    centre medallion (with "SORRY!" on it when `mark` and the card is large enough)."""
    w, h = size
    image = pygame.Surface(size, pygame.SRCALPHA)
    rect = image.get_rect()
    pygame.draw.rect(image, back, rect, border_radius=radius)
    inset = max(3, round(w * 0.08))
    inner = rect.inflate(-2 * inset, -2 * inset)
    if inner.width > 4 and inner.height > 4:
        if w >= MIN_DECOR_WIDTH:  # a small back (a fanned hand) keeps its plain colour
            step = max(6, round(w / 6))
            line = lighten(back, 0.18)
            image.set_clip(inner)
            for k in range(-h, w + h, step):
                pygame.draw.aaline(image, line, (k, inner.top), (k + inner.height, inner.bottom))
                pygame.draw.aaline(image, line, (k + inner.height, inner.top), (k, inner.bottom))
            image.set_clip(None)
        frame_w = max(1, w // 30)
        pygame.draw.rect(
            image, lighten(back, 0.35), inner, frame_w, border_radius=max(1, radius // 2)
        )
    if w >= MIN_DECOR_WIDTH:
        oval = pygame.Rect(0, 0, round(w * 0.74), round(min(h * 0.34, w * 0.5)))
        oval.center = rect.center
        pygame.draw.ellipse(image, darken(back, 0.25), oval.inflate(4, 4))
        pygame.draw.ellipse(image, back, oval)
        pygame.draw.ellipse(image, lighten(back, 0.45), oval, max(1, w // 40))
        size_ = max(9, w // 5)
        if mark and font(size_, True).get_height() >= MIN_MARK_TEXT:  # else too small to read
            blit_text(image, "SORRY!", size_, lighten(back, 0.8), rect.center, "center", True)
    return image


def draw_back(
    surface: pygame.Surface, rect: pygame.Rect, back: Sequence[int], radius: int, mark: bool
) -> None:
    if rect.width <= 0 or rect.height <= 0:  # squeezed out of its room: nothing to show
        return
    colour = (int(back[0]), int(back[1]), int(back[2]))
    surface.blit(card_back((rect.width, rect.height), colour, radius, mark), rect)


def draw_face_decor(
    surface: pygame.Surface,
    rect: pygame.Rect,
    face: Sequence[int],
    ink: Sequence[int],
    label: str,
    colour: Sequence[int],
    centred: bool,
    index_scale: float = 1.0,
) -> None:
    """What is printed on a face besides its words: a thin inner frame, a soft disc
    behind a centred label and, for a short label, its corner indices."""
    if rect.width < MIN_DECOR_WIDTH:
        return
    frame = rect.inflate(-max(4, rect.width // 9), -max(4, rect.width // 9))
    pygame.draw.rect(
        surface, mix(face, ink, 0.14), frame, 1, border_radius=max(2, rect.width // 14)
    )
    if centred:
        motif = mix(face, colour, 0.09)
        aa_circle(surface, motif, rect.center, min(rect.width, rect.height) * 0.36)
        aa_circle(surface, mix(face, colour, 0.04), rect.center, min(rect.width, rect.height) * 0.3)
    if len(label) > MAX_INDEX_LEN or not centred:
        return
    # (at most 0.34 of the card's width: clear of the centred label)
    px = max(11, round(rect.width * 0.24 * min(index_scale, 1.4) * text_scale()))
    index = render_text(label, px, (colour[0], colour[1], colour[2]), True)
    pad = max(3, rect.width // 14)
    surface.blit(index, index.get_rect(topleft=(rect.left + pad, rect.top + pad // 2)))
    # upright in both corners: a 6 turned over would read as a 9
    surface.blit(index, index.get_rect(bottomright=(rect.right - pad, rect.bottom - pad // 2)))


def index_end(label: str, width: int, index_scale: float = 1.0) -> int:
    """How far from a face's left edge its top-left corner number reaches (its padding
    and the number, as `draw_face_decor` prints it on a card `width` wide); 0 where it
    prints none. A card laid over it further left hides part of the number ("11" read
    "1")."""
    if width < MIN_DECOR_WIDTH or len(label) > MAX_INDEX_LEN:
        return 0
    px = max(11, round(width * 0.24 * min(index_scale, 1.4) * text_scale()))
    return max(3, width // 14) + render_text(label, px, (0, 0, 0), True).get_width()


def _fits(label: str, size: int, width: int) -> bool:
    """Is `label` at `size` (its drawn size at least `LABEL_LEAST`) no wider than `width`?"""
    return size * text_scale() >= LABEL_LEAST - 0.5 and text_width(label, size, True) <= width


def draw_card(
    surface: pygame.Surface,
    palette: Palette,
    rect: pygame.Rect,
    label: str | None,
    body: str = "",
    face_up: bool = True,
    highlight=None,
    min_body: int = 10,
    mark: bool = True,
    accent=None,
    index_scale: float = 1.0,
) -> None:
    """A card: face (big label in `accent` ink, optional text) or back. A face is kept as
    a stamp (`draw.layers`): a card lying still is drawn once on its ground.
    `index_scale`: the corner indices this much larger, up to 1.4 (large text: a card
    no larger than at 100 % still draws its rank larger)."""
    rect = pygame.Rect(rect)
    if not face_up:  # a back is one blit of its kept image: cheaper than a stamp
        _paint_card(surface, palette, rect, label, body, face_up, highlight, min_body, mark, accent)
        return
    shadow = rect.move(max(1, rect.width // 30), max(2, rect.width // 24))
    inks = tuple(palette[k] for k in ("card_face", "card_text", "card_edge", "card_back"))
    key = (
        inks,
        palette.player(0),
        tuple(rect),
        label,
        body,
        face_up,
        None if highlight is None else tuple(highlight),
        min_body,
        mark,
        None if accent is None else tuple(accent),
        text_scale(),
        index_scale,
    )
    CARDS.draw(
        surface,
        key,
        rect.union(shadow),
        lambda s: _paint_card(
            s, palette, rect, label, body, face_up, highlight, min_body, mark, accent, index_scale
        ),
    )


#: cards kept as stamps, by their ground: a hand, the piles, the face-up card
CARDS = Stamps(max_bytes=2 << 20)


def _paint_card(
    surface: pygame.Surface,
    palette: Palette,
    rect: pygame.Rect,
    label: str | None,
    body: str,
    face_up: bool,
    highlight,
    min_body: int,
    mark: bool,
    accent,
    index_scale: float = 1.0,
) -> None:
    radius = max(3, rect.width // 10)
    shadow = rect.move(max(1, rect.width // 30), max(2, rect.width // 24))
    pygame.draw.rect(surface, (0, 0, 0), shadow, border_radius=radius)
    if not face_up:
        draw_back(surface, rect, palette["card_back"], radius, mark)
        edge = highlight or palette["card_edge"]
        width = max(1, rect.width // 50) if highlight is None else max(3, rect.width // 18)
        pygame.draw.rect(surface, edge, rect, width, border_radius=radius)
        return
    face = palette["card_face"]
    ink = palette["card_text"]
    pygame.draw.rect(surface, face, rect, border_radius=radius)
    edge = highlight or palette["card_edge"]
    width = max(1, rect.width // 40) if highlight is None else max(3, rect.width // 18)
    pygame.draw.rect(surface, edge, rect, width, border_radius=radius)
    if label is None:
        return
    is_sorry = label.startswith("SORRY")
    pad = max(3, rect.width // 12)
    inner_w = rect.width - 2 * pad
    label_h = rect.height * (0.22 if is_sorry else 0.3) if body else rect.height * 0.5
    size = int(label_h)
    # down to 8 pixels as drawn, not 8 before the Text size: at 200 % a narrow card's
    # "SORRY!" stopped at 16 px, ran past its edges and read "SO RRY!"
    while size * text_scale() > 8 and text_width(label, size, True) > inner_w:
        size -= 1
    if is_sorry and not _fits(label, size, inner_w):
        # too narrow for the word at a size one reads (the review moment's 30 px cards
        # and pile at 800x600 200 %: at 8 px its letters ran apart, "SO RRY!"): the
        # card's short label, whole and larger; the word is never broken
        label, size = SORRY_SHORT, int(label_h)
        while size * text_scale() > 8 and text_width(label, size, True) > inner_w:
            size -= 1
    colour = accent if accent is not None else (palette.player(0) if is_sorry else ink)
    draw_face_decor(surface, rect, face, ink, label, colour, not body, index_scale)
    label_centre = (rect.centerx, rect.top + pad + label_h / 2 if body else rect.centery)
    blit_text(surface, label, size, colour, label_centre, "center", bold=True)
    if body:
        top = rect.top + pad + label_h + pad * 0.6
        box_h = rect.bottom - pad - top
        max_size = max(min_body, int(rect.height * 0.095))
        bsize, lines = fit_wrapped(body, max_size, inner_w, int(box_h), min_body)
        if bsize >= min_body:
            lh = font(bsize).get_linesize()
            y = top + max(0, (box_h - lh * len(lines)) / 2)
            for line in lines:
                blit_text(surface, line, bsize, ink, (rect.centerx, y), "midtop")
                y += lh
