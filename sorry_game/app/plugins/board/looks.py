"""How each seat is told on the Sorry! board without its colour: the sizes of its shape
marks (on its pawns, on its START and HOME tags, in the ring round its START, at the end
of its slides) and `seat_looks`, which reports them.

The painters draw every mark at the size these functions give, and `seat_looks` reports
the same numbers: what a check measures is what is drawn. Every mark is at least
MIN_MARK_PX tall and grows with the Text size (`BoardLayout.mark_scale`) as far as its
place holds it.
"""

from __future__ import annotations

from collections.abc import Sequence

from sorry_game.app.draw import MIN_MARK_PX, SHAPES, Palette, mix, text_width
from sorry_game.app.draw.figures import figure_mark_px
from sorry_game.app.plugins.board.layout import BoardLayout
from sorry_game.app.table.plugin import SeatLook


def grown(px: float, scale: float, most: float) -> float:
    """A mark `px` tall at 100 % text, grown with the Text size `scale` up to `most`
    pixels (the room of its place), and never under MIN_MARK_PX; to half pixels.

    >>> grown(9.4, 1.0, 30), grown(13.8, 2.0, 27.5), grown(13.8, 1.5, 99)
    (12.0, 27.5, 20.5)
    """
    return round(max(MIN_MARK_PX, min(px * scale, most)) * 2) / 2


def pawn_mark_px(lay: BoardLayout) -> float:
    """The shape mark on a pawn's body (`figures.figure_mark_px`)."""
    return figure_mark_px(lay.pawn_radius, lay.mark_scale)


def tag_text_px(lay: BoardLayout, scale: float | None = None) -> int:
    """The text size of the START and HOME tags at `scale` (by default the board's tag
    scale, `tag_scale`: at its 100 % size or more where the board was made smaller for
    large text, and grown with the Text size where the board has room)."""
    scale = tag_scale(lay) if scale is None else scale
    return max(8, int(max(8, int(lay.cell * 0.4)) * 0.95 * scale))


def tag_scale(lay: BoardLayout) -> float:
    """How much larger than the board's own scale its START and HOME tags are drawn:
    the largest the board's free places hold (`paint.tag_places` sets it)."""
    got = lay.__dict__.get("_tag_scale")
    return lay.word_scale if got is None else float(got)


def tag_mark_px(lay: BoardLayout, scale: float | None = None) -> float:
    """The shape mark at the left of a START or HOME tag."""
    return grown(tag_text_px(lay, scale) * 1.05, lay.mark_scale, lay.circle_radius * 0.6)


def ring_mark_px(lay: BoardLayout) -> float:
    """The shape marks on the ring round the START of the colour that moves."""
    return grown(lay.cell * 0.4, lay.mark_scale, lay.cell * 0.8)


def slide_mark_px(lay: BoardLayout) -> float:
    """The shape mark in the disc at the end of a slide."""
    return grown(lay.cell * 0.4, lay.mark_scale, lay.cell * 0.82)


def tag_width(kind: str, lay: BoardLayout, scale: float | None = None) -> int:
    """The width of a START or HOME tag: the mark, a gap, the word and the ends."""
    size = tag_text_px(lay, scale)
    mark = tag_mark_px(lay, scale)
    return round(text_width(kind, size, True) + size + mark + size * 0.35)


def board_looks(lay: BoardLayout, pal: Palette, colours: Sequence[int]) -> list[SeatLook]:
    """Each seat's pawns, START, HOME and slides as the board draws them (`colours`:
    seat → Sorry! colour), and the ring drawn round its START when it moves."""
    out: list[SeatLook] = []
    track = pal["track"]
    for seat, colour in enumerate(colours):
        col = pal.player(colour)
        shape = SHAPES[colour % 4]
        out.append(SeatLook(seat, "pawn", col, shape, pawn_mark_px(lay)))
        out.append(SeatLook(seat, "start", mix(col, track, 0.15), shape, tag_mark_px(lay)))
        out.append(SeatLook(seat, "home", mix(col, track, 0.35), shape, tag_mark_px(lay)))
        out.append(SeatLook(seat, "slide", col, shape, slide_mark_px(lay)))
        out.append(SeatLook(seat, "ring", col, shape, ring_mark_px(lay)))
    return out


__all__ = [
    "board_looks",
    "grown",
    "pawn_mark_px",
    "ring_mark_px",
    "slide_mark_px",
    "tag_mark_px",
    "tag_scale",
    "tag_text_px",
    "tag_width",
]
