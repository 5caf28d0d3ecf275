"""What stands on the Sorry! board that a message must not cover: every square of the
track and the SAFETY lanes, the START and HOME circles with their tags, the draw pile
with its count, the card in play and the pawns (a standing figure reaches above its
square)."""

from __future__ import annotations

from collections.abc import Mapping

import pygame

from sorry_game.app.plugins.board.layout import BoardLayout
from sorry_game.app.plugins.board.paint import pile_label, tag_rect
from sorry_game.app.table.plugin import Region


def _bounds(points: list[tuple[float, float]]) -> pygame.Rect:
    xs = [x for x, _y in points]
    ys = [y for _x, y in points]
    left, top = int(min(xs)), int(min(ys))
    return pygame.Rect(left, top, int(max(xs)) + 1 - left, int(max(ys)) + 1 - top)


def board_regions(lay: BoardLayout, pawns: Mapping[int, int]) -> list[Region]:
    """The board's squares, circles, tags and pawns (`pawns`: pawn → position)."""
    out = [Region(_bounds(tile.poly), "square") for tile in lay.track]
    out += [Region(_bounds(tile.poly), "square") for lane in lay.safety for tile in lane]
    for colour in range(4):
        for kind, centre in (("HOME", lay.home[colour]), ("START", lay.start[colour])):
            out.append(Region(lay.circle_rect(kind.lower(), colour), "square"))
            out.append(Region(tag_rect(kind, centre, lay), "label"))
    r = lay.pawn_radius
    for pawn, pos in pawns.items():
        x, y = lay.pawn_point(pawn, pos)
        figure = pygame.Rect(round(x - r), round(y - r * 1.5), round(2 * r), round(2.6 * r))
        out.append(Region(figure, "piece"))
    return out


def centre_regions(lay: BoardLayout, pile: int, card: bool) -> list[Region]:
    """The draw pile (its stacked backs reach up and left), its count, and the card in
    play when one is face up."""
    out = [Region(lay.pile_extent(), "pile")]
    label = pile_label(lay, pile)
    if label is not None:
        out.append(Region(label[1], "label"))
    if card:
        out.append(Region(lay.card_rect, "card"))
    return out


__all__ = ["board_regions", "centre_regions"]
