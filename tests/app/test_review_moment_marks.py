"""The review's moment reads at first sight (issue 42): each choice's marks on the
board are in its legend's colour ("You played": the words' light colour, "Better":
the highlight), never the table's own preview colours (the selection's cyan ring
round the pawn played, a "Better" yellow ring round the ghost of the move played);
and in Sorry, King! the square a move goes to is ticked at its corners, not ringed
like a checker standing there — on the moment's board and on the table's own
preview."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest
from test_review_moment import bare_board, open_moment

from sorry_game.app.draw.colour import darken
from sorry_game.app.review.compare import CHANGED
from sorry_game.games.king.events import ChessMoved

GAMES = ("classic", "president", "king", "revenge")
SIZES = ((1280, 800), (800, 600))
#: a pixel within this of a colour (any channel) is drawn in it
NEAR = 20


def changed(drawn: pygame.Surface, bare: pygame.Surface) -> pygame.mask.Mask:
    """The pixels the choices' previews changed on the board."""
    same = pygame.mask.from_threshold(drawn, (0, 0, 0), (CHANGED, CHANGED, CHANGED, 255), bare)
    same.invert()
    return same


def in_colour(drawn: pygame.Surface, colour: tuple[int, int, int]) -> pygame.mask.Mask:
    return pygame.mask.from_threshold(drawn, colour, (NEAR, NEAR, NEAR, 255))


def where(mask: pygame.mask.Mask) -> list[pygame.Rect]:
    return mask.get_bounding_rects()[:5]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game_id", GAMES)
def test_each_choice_is_marked_in_its_legend_colour_only(game_id, size):
    """No pixel a preview drew is in the table's selection colour (it is in no
    legend), and the highlight's only inside the "Better" frame: the marks of the move
    played are in its own colour, the light one of its tag and dashed frame."""
    app, scene, _surface = open_moment(game_id, size, 100)
    compare = scene.compare
    pal = scene.palette
    drawn = compare._drawn
    assert drawn is not None
    marks = changed(drawn, bare_board(scene))
    assert marks.count() > 0
    cyan = marks.overlap_mask(in_colour(drawn, pal["selected"]), (0, 0))
    assert cyan.count() == 0, where(cyan)
    yellow = marks.overlap_mask(in_colour(drawn, pal["highlight"]), (0, 0))
    for m in compare.marks:
        if m.kind == "better":
            box = m.frame.inflate(8, 8)
            yellow.erase(pygame.mask.Mask(box.size, fill=True), box.topleft)
    assert yellow.count() == 0, where(yellow)
    # the move played is marked in its own colour, inside its frame: the light one, or
    # where it stands on a square of nearly that colour (King's light squares) the dark
    # edge it is drawn on, the same colour darkened (`king/paint.square_ticks`)
    played = compare.marks[0]
    light = marks.overlap_mask(in_colour(drawn, pal["text"]), (0, 0))
    light.draw(marks.overlap_mask(in_colour(drawn, darken(pal["text"], 0.75)), (0, 0)), (0, 0))
    inside = pygame.mask.Mask(drawn.get_size())
    box = played.frame.inflate(8, 8)
    inside.draw(pygame.mask.Mask(box.size, fill=True), box.topleft)
    assert light.overlap_area(inside, (0, 0)) >= 20, played.frame
    app.close()


def _untouched_middle(
    drawn: pygame.Surface, bare: pygame.Surface, square: pygame.Rect
) -> list[tuple[int, int]]:
    """The pixels of the square's centre row and column that a mark changed: a ring
    of a checker's size crosses them, a tick at each corner leaves them clear."""
    cx, cy = square.center
    half = square.w // 2 - 2
    points = [(x, cy) for x in range(cx - half, cx + half + 1)]
    points += [(cx, y) for y in range(cy - half, cy + half + 1)]
    return [
        p
        for p in points
        if max(abs(drawn.get_at(p)[i] - bare.get_at(p)[i]) for i in range(3)) > CHANGED
    ]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_king_a_move_s_square_is_ticked_not_ringed_like_a_checker(size):
    """The square a chess move goes to: its middle left clear, on the moment's board
    and on the table's own preview (a ring there read as a checker)."""
    app, scene, _surface = open_moment("king", size, 100)
    compare = scene.compare
    played = compare.marks[0]
    move = next(ev for ev in played.preview if isinstance(ev, ChessMoved))
    lay = compare.plugin.orient(scene.view)
    square = lay.square_rect(move.uci[2:4])
    bare = bare_board(scene)
    drawn = compare._drawn
    assert drawn is not None
    # ticked: the square's corners changed, its middle not
    corner = pygame.Rect(square.topleft, (square.w // 4, square.h // 4))
    ticks = changed(drawn, bare).overlap_area(
        pygame.mask.Mask(corner.size, fill=True), corner.topleft
    )
    assert ticks >= 10, square
    assert _untouched_middle(drawn, bare, square) == []
    # the table's own preview of that move (its highlight): the same shape
    table_ui = replace(compare._ui(scene.table_ui(), [], played.preview), mark=None)
    own = compare._board(scene.size, scene.view, table_ui, scene.palette["background"])
    assert _untouched_middle(own, bare, square) == []
    app.close()
