"""Drawing a Sorry My Ass! seat tag at its colour's corner of the board: the player's
pawn mark and name, the cards in hand (backs and the count; the viewer's own hand is in
the strip below the board, so theirs is only counted), and chips for the last round's
title, safe (out of cards) and a pass in this trick.

A tag shows backs only: no card face is ever drawn in a seat tag.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from sorry_game.app.draw import (
    Colour,
    Palette,
    blit_text,
    fit_text,
    mix,
    readable_on,
    text_scale,
    text_width,
)
from sorry_game.app.draw.cardart import draw_card
from sorry_game.app.draw.figures import draw_pawn
from sorry_game.app.draw.layers import Stamps
from sorry_game.app.plugins.president.layout import tag_parts
from sorry_game.app.plugins.president.paint import seat_name
from sorry_game.engine.view import View
from sorry_game.games.president.view import PresidentView, Titles

#: the seats' tags as drawn, kept as stamps (`draw.layers`)
SEATS = Stamps(max_bytes=2 << 20, told=True)


def badge_radius(r: pygame.Rect) -> float:
    """The radius of the seat's pawn mark in its tag `r` (`figures.disc_mark_px` gives
    the height of its shape)."""
    return tag_parts(r)[0].height * 0.42


def draw_seat(
    surface: pygame.Surface,
    pal: Palette,
    r: pygame.Rect,
    rgb: Colour,
    view: View[PresidentView],
    props: dict[str, Any],
    seat: int,
    names: Sequence[str],
    you_here: bool = True,
    words: float = 1.0,
    floor: float = 1.0,
    told: View[PresidentView] | None = None,
) -> None:
    """The tag of `seat` in `r` (`rgb`: its colour), from the animator's public props;
    the viewer's own tag reads "You" when `you_here` (the viewer is at the screen). Its
    words `words` times larger than the tag's own scale (`TablePlugin.label_scale`), as
    far as its rows hold them."""
    you = view.viewer is not None and seat == view.viewer
    lit = told if told is not None else view  # the moment the panel tells: its seat lit
    turn = lit.turn == seat and lit.outcome is None
    name = "You" if you and you_here else seat_name(names, view, seat)
    sizes = props.get("sizes") or []
    n = sizes[seat] if seat < len(sizes) else 0
    # chips: the title from the last round, out of cards (safe), passed this trick
    chips: list[tuple[str, Colour]] = []
    titles: Titles | None = props.get("titles")
    if titles is not None and titles.president == seat:
        chips.append(("President", pal["accent"]))
    elif titles is not None and titles.asshole == seat:
        chips.append(("Asshole", mix(pal["danger"], pal["panel"], 0.2)))
    out_order = props.get("out") or []
    if seat in (props.get("safe") or []):
        chips.append(("Safe 1st" if out_order[:1] == [seat] else "Safe", pal["selected"]))
    elif seat in (props.get("passed") or []):
        chips.append(("Pass", mix(pal["muted_text"], pal["panel"], 0.2)))
    # the tag kept as a stamp (`draw.layers`) while it says the same (issue 41: its
    # backs, name and chips were drawn again each frame)
    shape = view.colours[seat]
    said = (tuple(r), tuple(rgb), turn, shape, name, n, you, words, floor, tuple(chips))
    SEATS.draw(
        surface,
        (*said, pal, text_scale()),
        r.union(r.move(0, 2)),
        lambda s: _paint_seat(s, pal, r, rgb, turn, shape, name, n, you, chips, words, floor),
        corners=max(4, r.height // 6) + 3,  # (the tag's and its shadow's rounded corners)
    )


def _paint_seat(
    surface: pygame.Surface,
    pal: Palette,
    r: pygame.Rect,
    rgb: Colour,
    turn: bool,
    shape: int,
    name: str,
    n: int,
    you: bool,
    chips: list[tuple[str, Colour]],
    words: float,
    floor: float,
) -> None:
    radius = max(4, r.height // 6)
    pygame.draw.rect(
        surface, mix(pal["background"], (0, 0, 0), 0.3), r.move(0, 2), border_radius=radius
    )
    pygame.draw.rect(surface, mix(rgb, pal["panel"], 0.72), r, border_radius=radius)
    edge_w = max(2, r.height // 18) if turn else max(1, r.height // 40)
    pygame.draw.rect(
        surface, rgb if turn else mix(rgb, pal["panel"], 0.3), r, edge_w, border_radius=radius
    )
    name_r, cards_r, chips_r = tag_parts(r)
    # name row: the colour's pawn mark and name
    pr = badge_radius(r)
    draw_pawn(surface, rgb, (name_r.left + pr + 1, name_r.centery), pr, "", shape)
    size = grown(max(8, name_r.height * 0.74), words, name_r.height * 0.9, floor)
    tx = name_r.left + 2 * pr + max(3, pr * 0.5)
    tw = name_r.right - tx
    blit_text(
        surface,
        fit_text(name, size, int(tw), True),
        size,
        pal["text"],
        (tx, name_r.centery),
        "midleft",
        bold=True,
    )
    _draw_cards_row(surface, pal, cards_r, n, words, floor)
    _draw_chips(surface, chips, chips_r, words, floor)


def grown(size: float, words: float, most: float, floor: float = 1.0) -> float:
    """`size` grown `words` times, up to `most` (the room of its row), never below
    `size` times `floor` (its 100 % size where the board was made smaller)."""
    return max(size * floor, min(size * words, most))


def _draw_cards_row(
    surface: pygame.Surface,
    pal: Palette,
    cards_r: pygame.Rect,
    n: int,
    grow: float = 1.0,
    floor: float = 1.0,
) -> None:
    """Backs fanned and the count, one format for every seat the viewer's too (issue
    39: "11" beside the backs for the others, "6 cards" for You); "no cards" once a
    hand is empty."""
    h = cards_r.height
    cw = max(6, round(h / 1.4))
    count_size = grown(max(9, h * 0.6), grow, h * 0.75, floor)
    label = str(n)
    count_w = text_width(label, count_size, True)
    if n:
        room = cards_r.width - count_w - h * 0.5 - cw
        k = min(n, 12)
        step = 0 if k == 1 else min(cw * 0.42, max(1.0, room / (k - 1)))
        for i in range(k):
            cr = pygame.Rect(round(cards_r.left + h * 0.2 + i * step), cards_r.top, cw, h)
            draw_card(surface, pal, cr, None, face_up=False, mark=False)
        x = cards_r.left + h * 0.2 + (k - 1) * step + cw + h * 0.25
        blit_text(
            surface, label, count_size, pal["text"], (x, cards_r.centery), "midleft", bold=True
        )
    else:
        words = "no cards"
        small = grown(max(8, h * 0.5), grow, h * 0.62, floor)
        blit_text(
            surface,
            fit_text(words, small, cards_r.width - 4),
            small,
            pal["text"],
            (cards_r.left + h * 0.2, cards_r.centery),
            "midleft",
        )


#: a chip's short form, where its words do not fit the tag at their size: at large
#: text a tag of 800x600 holds "1st" where "Safe 1st" drew at its 100 % size
CHIP_SHORT = {"Safe 1st": "1st", "President": "Pres."}


def _draw_chips(
    surface: pygame.Surface,
    chips: list[tuple[str, Colour]],
    rect: pygame.Rect,
    words: float = 1.0,
    floor: float = 1.0,
) -> None:
    if not chips:
        return
    base = max(7.5, rect.height * 0.7)
    top = grown(base, words, rect.height * 0.86, floor)
    least = min(top, base * floor)  # its size at 100 %: large text never goes below it
    gap = max(2, rect.height // 5)

    def widths_at(size: float) -> list[float]:
        return [text_width(t, size, True) + size * 0.8 for t, _c in chips]

    def fits(widths: list[float]) -> bool:
        return sum(widths) + gap * (len(widths) - 1) <= rect.width

    def settled(lowest: float) -> tuple[float, list[float]]:
        """The largest size from `top` down to `lowest` that the chips fit at."""
        size = top
        widths = widths_at(size)
        while not fits(widths) and size > lowest:
            size -= 0.5
            widths = widths_at(size)
        return size, widths

    # the short forms before smaller words (issue 39 item 6), one chip at a time, in
    # `CHIP_SHORT`'s order, while the row does not fit ("Pres." was said beside "1st"
    # where the tag held "President" beside it: fresh eyes)
    for long in CHIP_SHORT:
        if fits(widths_at(top)):
            break
        chips = [(CHIP_SHORT[t] if t == long else t, c) for t, c in chips]
    size, widths = settled(least)
    while len(chips) > 1 and not fits(widths):
        chips = chips[1:]  # the newest news stays whole (the title is in the panel's rows)
        size, widths = settled(least)
    if not fits(widths):
        size, widths = settled(7.5 * floor)
    x: float = rect.left
    h = rect.height
    for (text, bg), w in zip(chips, widths, strict=True):
        w = min(w, rect.right - x)
        if w < size * 2:
            break
        r = pygame.Rect(round(x), rect.top, round(w), h)
        pygame.draw.rect(surface, bg, r, border_radius=h // 2)
        blit_text(
            surface,
            fit_text(text, size, r.width - 2, True),
            size,
            readable_on(bg),
            r.center,
            "center",
            bold=True,
        )
        x += w + gap


__all__ = ["draw_seat"]
