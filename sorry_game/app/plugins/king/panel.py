"""Sorry, King!'s part of the side panel (RULES K-5): what is being decided ("Chess
move", "Rank 5 controlled") and the value legend, how far each piece sends a checker.
The checker's distance is said once, where the player looks: the prompt's "Choose a
checker to move 1 square." (a computer's: the header's "moves 1 with a checker"); the
panel's "Checker move: 1" and the moved piece's value framed in the legend said it
twice more (fresh eyes).
"""

from __future__ import annotations

import pygame

from sorry_game.app.draw import blit_text, font, mix, text_width, wrap_balanced
from sorry_game.app.plugins.king.paint import KingColours
from sorry_game.app.plugins.king.pieces import draw_piece
from sorry_game.app.table.plugin import TableUI
from sorry_game.engine.view import View
from sorry_game.games.king.view import KingView

#: the value legend's order
LEGEND = ("P", "N", "B", "R", "Q", "K")
#: the legend's grids, tried in turn: (columns, the number's size over its box's
#: height, the box's tallest in units). Two rows of three where they draw the values
#: larger: a narrow panel at large text drew six boxes' numbers smaller at 200 % than
#: at 100 % (issue 39 item 6); a wide, short box holds a taller number beside its piece
LEGEND_GRIDS = ((6, 0.42, 2.6), (3, 0.85, 1.3))
#: the gap between the legend's rows
ROW_GAP = 3
#: the legend's caption, long then short (a narrow panel): the values read as dice
#: without it (RULES K-5). The short one says "values", not "moves": under the phase
#: title "Checker move: 1" it read as the same words twice (issue 39)
CAPTIONS = ("A move sends a checker:", "Checker values:")
#: the caption in two lines beside the values, long then short
SIDE_CAPTIONS = (("A move sends", "a checker:"), ("Checker", "values:"))
#: the colour change's title while the player at the screen chooses: the prompt names
#: the line ("Choose which of your pieces on rank 2 turns black."), the board lights it
LINE_HELD = "Line controlled"
PIECE_WORDS = {"P": "pawn", "N": "knight", "B": "bishop", "R": "rook", "Q": "queen", "K": "king"}


def panel_height(unit: int, width: int = 0, view: View[KingView] | None = None) -> int:
    """The title, the detail (wrapped: never cut short) and the legend's boxes."""
    if view is None or width <= 0:
        return int(unit * 4.9)
    title, detail = panel_text(view, ["White", "Black"])
    big, small = max(11, int(unit * 1.15)), max(10, int(unit * 0.85))
    lines = len(wrap_balanced(detail, small, width)) if detail else 0
    words = font(big).get_linesize() * len(wrap_balanced(title, big, width, True)) if title else 0
    words += font(small).get_linesize() * lines
    cols, _cell, box_h, _num = legend_grid(width, unit * 9, unit)  # (room unbounded)
    rows = len(LEGEND) // cols
    caption, px = legend_caption(width, unit)
    words += font(px).get_linesize() if caption else 0
    return int(words + unit * 0.3 + rows * box_h + (rows - 1) * ROW_GAP)


def caption_form(width: float, u: int) -> int:
    """Which words of `CAPTIONS` (and `SIDE_CAPTIONS`) the legend's caption takes in a
    panel part `width` wide: the long ones where they fit at the panel's small size
    both in a line above the values and in two lines beside them (`side_caption`'s
    three tenths), else the short ones. Chosen by the part's width and the text size
    alone, so one game at one size keeps one caption from moment to moment (issue 39:
    "A move sends a checker:" above the values, then "Checker values:" beside them
    while a two-line title left less room)."""
    small = max(10, int(u * 0.85))
    above = text_width(CAPTIONS[0], small) <= width
    beside = max(text_width(line, small) for line in SIDE_CAPTIONS[0]) <= width * 0.3
    return 0 if above and beside else 1


def legend_caption(width: float, u: int, height: float = 0) -> tuple[str, int]:
    """(the legend's caption, its size): the words `caption_form` picks at the panel's
    small size, smaller down to 9 px where they do not fit `width` ("", 0 when even
    that does not fit). In a panel part only `height` tall (the stacked panel's,
    beside the header) the caption takes a third of it at most: the values first."""
    small = max(10, int(u * 0.85))
    text = CAPTIONS[caption_form(width, u)]
    if height > 0:
        while small > 9 and font(small).get_linesize() > height / 3:
            small -= 1
    for size in range(small, 8, -1):
        if text_width(text, size) <= width:
            return text, size
    return "", 0


def side_caption(width: float, room: float, u: int) -> tuple[tuple[str, ...], int, int]:
    """(lines, size, width with its gap) of the legend's caption in two lines at its
    left, for a part too short for a line above the values (the stacked panel's at
    200 %: a line above drew the numbers smaller than at 100 %), three tenths of the
    width at most, the words `caption_form` picks as large as they fit; ((), 0, 0) if
    they do not."""
    lines = SIDE_CAPTIONS[caption_form(width, u)]
    for px in range(max(10, int(u * 0.85)), 8, -1):  # the largest that fits
        wide = max(text_width(line, px) for line in lines)
        if wide <= width * 0.3 and len(lines) * font(px).get_linesize() <= room:
            return lines, px, wide + max(4, px // 2)
    return (), 0, 0


def legend_grid(width: float, room: float, u: int) -> tuple[int, float, int, float]:
    """(columns, cell width, box height, number size) of the value legend in `width`
    by `room`: the grid of `LEGEND_GRIDS` that draws the values largest (the first
    unless another's are a seventh larger)."""
    best: tuple[int, float, int, float] | None = None
    for cols, share, tall in LEGEND_GRIDS:
        rows = len(LEGEND) // cols
        cell = width / cols
        box = int(min((room - ROW_GAP * (rows - 1)) / rows, cell * 0.9, u * tall))
        num = min(u * 1.05, box * share)
        if best is None or num >= best[3] * 1.15:
            best = (cols, cell, box, num)
    assert best is not None
    return best


def fitted_words(
    height: int,
    u: int,
    titles: list[str],
    details: list[str],
    sizes: tuple[int, int],
    cell_w: float,
    caption: int = 0,
) -> tuple[list[str], list[str]]:
    """The title's and the detail's lines that leave the value legend its room (RULES
    K-5: the values are the fact; at 200 % in a small window the legend was dropped
    and 'How far each piece sends a checker:' ended on its colon): the detail gives
    way first, then the title (the prompt under the panel says what to do). With no
    room for the legend at all, the title alone: never the legend's caption without it.
    `caption` is the height of the legend's own caption line (`legend_caption`)."""
    legend = min(cell_w * 0.9, u * 1.2) + caption
    big, small = (font(px).get_linesize() for px in sizes)
    for keep_title, keep_detail in ((True, True), (True, False), (False, False)):
        t, d = (titles if keep_title else []), (details if keep_detail else [])
        words = len(t) * big + len(d) * small
        # with no words the legend takes what is left (boxes of 12 px at least)
        if words + (u * 0.3 + legend if words else caption + 12) <= height:
            return t, d
    return titles, []  # no room for the legend: never its caption alone


def draw_panel(
    surface: pygame.Surface,
    r: pygame.Rect,
    colours: KingColours,
    view: View[KingView],
    ui: TableUI,
) -> None:
    """The panel's title and detail lines, then the value legend in `r`."""
    if r.height <= 0:
        return
    pal = colours.palette
    u = ui.unit
    game = view.game
    title, detail = panel_text(view, [c.name for c in colours.game.colours])
    if game.phase == "change" and ui.active:  # the prompt names the line to choose on
        title = LINE_HELD
    elif game.phase == "change":  # (the news of the change up: `panel_text`)
        title, detail = "", ""
    big = max(11, int(u * 1.15))
    small = max(10, int(u * 0.85))
    titles = wrap_balanced(title, big, r.width, True) if title else []
    details = wrap_balanced(detail, small, r.width) if detail else []
    n = len(LEGEND)
    cell_w = r.width / n
    caption, caption_px = legend_caption(r.width, u, r.height)
    caption_h = font(caption_px).get_linesize() if caption else 0
    titles, details = fitted_words(r.height, u, titles, details, (big, small), cell_w, caption_h)
    y: float = r.top
    # on another seat's turn the header says the phase ("makes a chess move"), and the
    # checker's distance is the prompt's or the header's: the title keeps its room, so
    # the legend stays put, but is not said twice (issue 39)
    said = ui.noted or game.phase == "checker"
    for line in titles:
        if not said:
            blit_text(surface, line, big, pal["highlight"], (r.left, y), bold=True)
        y += font(big).get_linesize()
    for line in details:
        blit_text(surface, line, small, pal["text"], (r.left, y))
        y += font(small).get_linesize()
    y += u * 0.3 if titles or details else 0
    # the value legend: how far each piece sends a checker
    values = dict(game.values)
    room = r.bottom - y
    cols, cell_w, box_h, nsize = legend_grid(r.width, room - caption_h, u)
    left = float(r.left)
    side, side_px, side_w = side_caption(r.width, room, u)
    if side and legend_grid(r.width, room, u)[3] > nsize:  # a caption above shrinks them
        grid = legend_grid(r.width - side_w, room, u)
        if grid[2] >= 12 and grid[3] >= nsize:  # beside them, the values keep their size
            caption, caption_h = "", 0
            cols, cell_w, box_h, nsize = grid
            left += side_w
            rows = len(LEGEND) // cols
            top = (
                y
                + (rows * box_h + (rows - 1) * ROW_GAP) / 2
                - len(side) * font(side_px).get_linesize() / 2
            )
            for k, line in enumerate(side):
                at = (r.left, top + k * font(side_px).get_linesize())
                blit_text(surface, line, side_px, pal["text"], at)
    if caption and box_h < 12:  # no room for the caption too: the values alone
        caption, caption_h = "", 0
        cols, cell_w, box_h, nsize = legend_grid(r.width, room, u)
    if box_h < 12:  # a panel too short for the legend at all: the words only
        return
    if caption:  # what the values are: not dice (RULES K-5)
        blit_text(surface, caption, caption_px, pal["text"], (r.left, y))
        y += caption_h
    seat = view.turn if view.turn is not None else 0
    fill = colours.body_fill(seat)
    for k, letter in enumerate(LEGEND):
        row, col = divmod(k, cols)
        top = round(y + row * (box_h + ROW_GAP))
        box = pygame.Rect(round(left + col * cell_w), top, round(cell_w) - 3, box_h)
        bg = mix(pal["panel"], pal["track"], 0.12)
        edge = mix(bg, pal["panel_edge"], 0.6)  # none framed: the prompt says the distance
        pygame.draw.rect(surface, bg, box, border_radius=max(3, box_h // 5))
        pygame.draw.rect(surface, edge, box, 1, border_radius=max(3, box_h // 5))
        glyph = min(box.height * 0.8, box.width * 0.6)
        num = str(values.get(letter, ""))
        size = max(10, int(nsize))
        # a wide box (two rows of three) keeps the piece and its value together
        spare = box.width - 6 - glyph * 1.4 - text_width(num, size, True)
        inset = max(0.0, spare) / 2
        draw_piece(
            surface,
            letter if seat == 0 else letter.lower(),
            (box.left + glyph * 0.55 + 2 + inset, box.centery),
            int(glyph),
            fill,
        )
        blit_text(
            surface,
            num,
            size,
            pal["text"],
            (box.right - 4 - inset, box.centery),
            "midright",
            bold=True,
        )


def panel_text(view: View[KingView], names: list[str]) -> tuple[str, str]:
    """(title, detail) for the phase of the turn: what is on the table now. Who decides
    and what they must do are the header's and the prompt's, the last move the log's
    (and the board's marks), how the game ended the header's: none is said here too.
    `names` are the seats' colour names."""
    game = view.game
    phase = game.phase
    if phase == "checker":
        return f"Checker move: {game.distance}", ""
    if phase == "change" and view.decider != view.viewer:
        # a line controlled, someone else choosing (a move's news up): the log says it
        # ("controls rank 1"), the board lights it and the news what came of it; said
        # here too it read as an instruction, and only where the part had room for it
        # (800x600, not the stacked panel at 1280x800): one set of words at every size
        return "", ""
    if phase == "change":
        pending = game.pending_change
        line = "a line" if pending is None else pending.line
        return f"{line[0].upper()}{line[1:]} controlled", "checkers hold both its ends"
    if phase == "over":
        return "", ""
    return "Chess move", ""


__all__ = [
    "CAPTIONS",
    "LEGEND",
    "LINE_HELD",
    "SIDE_CAPTIONS",
    "PIECE_WORDS",
    "caption_form",
    "draw_panel",
    "panel_height",
    "panel_text",
]
