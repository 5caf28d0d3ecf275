"""A page's words fitted to a column: the largest type (down to a floor) at which the
heading and paragraphs fit the column's height, wrapped to its width. Only whole lines
are ever drawn: lines that do not fit even at the floor are left off, never cut in half
(a half-drawn line shows as a stray glyph fragment)."""

from __future__ import annotations

from dataclasses import dataclass

from sorry_game.app.draw import get_font, wrap_px


@dataclass(frozen=True)
class Line:
    """One line of a page: its text, whether it is the heading, and its top."""

    text: str
    heading: bool
    y: int


@dataclass(frozen=True)
class PageText:
    """The lines of a page at one type size."""

    px: int
    head_px: int
    lines: tuple[Line, ...]
    height: int
    #: every line fitted (nothing was left off)
    complete: bool


def set_page(heading: str, paragraphs: tuple[str, ...], width: int, px: int) -> PageText:
    """The page's lines at body size `px` (the heading a size larger), tops from 0."""
    head_px = int(px * 1.3)
    head_lh = get_font(head_px, True).get_linesize()
    lh = get_font(px).get_linesize()
    lines: list[Line] = []
    y = 0
    for text in wrap_px(heading, head_px, width, True) if heading else []:
        lines.append(Line(text, True, y))
        y += head_lh
    y += lh // 2 if heading else 0
    for i, para in enumerate(paragraphs):
        if i:
            y += lh // 2
        for text in wrap_px(para, px, width):
            lines.append(Line(text, False, y))
            y += lh
    return PageText(px, head_px, tuple(lines), y, True)


def fit_page(
    heading: str, paragraphs: tuple[str, ...], width: int, height: int, px: int, floor: int
) -> PageText:
    """The page at the largest size from `px` down to `floor` that fits `height`; at
    the floor, only the lines that fit whole."""
    size = max(floor, px)
    while True:
        page = set_page(heading, paragraphs, width, size)
        if page.height <= height or size <= floor:
            break
        size = max(floor, size - max(1, size // 12))
    if page.height <= height:
        return page
    keep = tuple(
        line
        for line in page.lines
        if line.y + get_font(page.head_px if line.heading else page.px).get_linesize() <= height
    )
    return PageText(page.px, page.head_px, keep, height, False)


__all__ = ["Line", "PageText", "fit_page", "set_page"]
