"""The move log, at the table and in the replay: each entry (`engine/logline.py`) laid
out in rows of words and small pictures and drawn.

A row begins with the seat's token (the table's own entries have a mark of the table's:
a ring round a diamond), then the seat's name in bold, what they played as a small
picture — a card's face, a pawn as a disc of its colour with its number, a seat's token,
or a game's own picture its plugin draws (a chess piece) — and what followed, set in
rows as a typesetter sets them (`logrows`), which hang under the name. The table's `MoveLog` keeps the rows of the whole game
(rebuilt from the save on resume), lays out only what is new, follows each new move
and scrolls with the mouse wheel.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import pygame

from sorry_game.app.draw import (
    Palette,
    aa_circle,
    aa_polygon,
    blit_text,
    contrast_text,
    darken,
    draw_mark,
    draw_scrollbar,
    font,
    mix,
    ring,
    shape_of,
    text_scale,
    text_width,
)
from sorry_game.app.draw.figures import draw_pawn, mark_colour
from sorry_game.app.draw.layers import Stamps
from sorry_game.app.draw.shapes import SHAPES
from sorry_game.app.table.logrows import Piece, Row, layout_entry, picture_height, row_height
from sorry_game.engine.events import Mark
from sorry_game.engine.logline import LogLine, joined, table_line

RGB = tuple[int, int, int]

#: the log's words are at least this many units wide to name each entry's seat
NAMED_UNITS = 8
#: how a card's label is sized against the log's words, and a fanned card's offset
CARD_TEXT = 1.0
#: a card's longer label ("SORRY!", "Slide 15") a little smaller than its words
CARD_WORDS = 0.82
PAWN_TEXT = 0.84
FAN = 0.42
#: the log's box as drawn, kept as a stamp (`draw.layers`) while its rows stay the same:
#: a log at 1920x1080 takes about 1.5 MB with its ground
LOGS = Stamps(max_bytes=8 << 20, told=True)
_VERSIONS = itertools.count(1)


@dataclass
class Looks:
    """How a game's pictures look at this table: the seats' colours (indexes of
    `colours`, the game's colours as theme keys) and the plugin that draws the game's
    own kinds of picture (`TablePlugin.mark_width`, `draw_mark`)."""

    palette: Palette
    keys: Sequence[str]
    seats: Sequence[int]
    plugin: Any = None

    def colour_index(self, mark: Mark) -> int | None:
        if mark.colour >= 0:
            return mark.colour
        if 0 <= mark.seat < len(self.seats):
            return self.seats[mark.seat]
        return None

    def rgb(self, index: int | None) -> RGB:
        if index is None or not 0 <= index < len(self.keys):
            return self.palette["muted_text"]
        return self.palette.player(self.keys[index])

    def key(self, index: int | None) -> str | None:
        return self.keys[index] if index is not None and 0 <= index < len(self.keys) else None

    def seat_rgb(self, seat: int) -> RGB:
        return self.rgb(self.seats[seat] if 0 <= seat < len(self.seats) else None)

    def seat_key(self, seat: int) -> str | None:
        return self.key(self.seats[seat] if 0 <= seat < len(self.seats) else None)

    # --- a picture's width and its drawing -----------------------------------------------
    def width(self, mark: Mark, size: int, height: int) -> int | None:
        """The width of `mark` drawn `height` px tall beside words of `size`; None: said
        in words (a kind nobody draws)."""
        own = self.plugin.mark_width(mark, height) if self.plugin is not None else None
        if own is not None:
            return int(own)
        if mark.kind == "card":
            label_w = text_width(mark.label, card_text_size(mark.label, size), True)
            one = max(int(height * 0.72), label_w + 8)
            return one + int(height * FAN) * (max(1, mark.count) - 1)
        if mark.kind == "pawn":
            return int(height * 1.12) + text_width(mark.label, size * PAWN_TEXT, True)
        if mark.kind in ("seat", "checker"):
            return height
        return None

    def draw(self, surface: pygame.Surface, mark: Mark, rect: pygame.Rect, size: int) -> None:
        if self.plugin is not None and self.plugin.draw_mark(surface, mark, rect, size):
            return
        pal = self.palette
        if mark.kind == "card":
            draw_card_mark(surface, pal, mark, rect, size)
        elif mark.kind == "pawn":
            index = self.colour_index(mark)
            draw_pawn_mark(surface, self.rgb(index), self.key(index), mark.label, rect, size)
        else:
            index = self.colour_index(mark)
            r = rect.height / 2
            draw_pawn(surface, self.rgb(index), rect.center, r, "", self.key(index))


def draw_card_mark(
    surface: pygame.Surface,
    pal: Palette,
    mark: Mark,
    rect: pygame.Rect,
    size: int,
    fill: RGB | None = None,
    ink: RGB | None = None,
) -> None:
    """A small card face, in `fill` (the theme's card face) with its label in `ink`;
    cards alike played together fan out to the right."""
    count = max(1, mark.count)
    step = int(rect.height * FAN)
    one = pygame.Rect(rect.left, rect.top, rect.width - step * (count - 1), rect.height)
    radius = max(2, rect.height // 6)
    face = fill or pal["card_face"]
    edge = pal["card_edge"] if fill is None else darken(fill, 0.35)
    for k in range(count - 1, -1, -1):
        card = one.move(step * k, 0)
        shade = mix(face, edge, 0.12 * min(k, 2))  # the fan's back cards
        pygame.draw.rect(surface, shade, card, border_radius=radius)
        pygame.draw.rect(surface, edge, card, 1, border_radius=radius)
    # a SORRY! in red, as on the card's own face (draw.cardart)
    label = ink or (pal.player(0) if mark.label.startswith("SORRY") else pal["card_text"])
    px = card_text_size(mark.label, size)
    blit_text(surface, mark.label, px, label, one.center, "center", True)


def card_text_size(label: str, size: int) -> float:
    """A card's value as large as the words beside it; a longer label a little smaller."""
    return size * (CARD_TEXT if len(label) <= 2 else CARD_WORDS)


def draw_pawn_mark(
    surface: pygame.Surface, fill: RGB, key: str | None, label: str, rect: pygame.Rect, size: int
) -> None:
    """A pawn: a chip of its colour with its colour's shape mark and its number, as the
    board tells pawns apart (colour, shape and number)."""
    chip = rect.inflate(0, -max(2, rect.height // 9))
    pygame.draw.rect(surface, darken(fill, 0.45), chip, border_radius=chip.height // 2)
    pygame.draw.rect(surface, fill, chip.inflate(-2, -2), border_radius=chip.height // 2)
    ink = contrast_text(fill)
    shape = shape_of(key)
    mark_h = chip.height * 0.52
    cx = chip.left + chip.height * 0.5
    if shape is not None:
        name = SHAPES[shape]
        draw_mark(surface, name, mark_colour(fill), darken(fill, 0.55), (cx, chip.centery), mark_h)
    else:
        aa_circle(surface, ink, (cx, chip.centery), mark_h * 0.3)
    right = (chip.right - chip.height * 0.3, chip.centery)
    blit_text(surface, label, size * PAWN_TEXT, ink, right, "midright", True)


def draw_entry_mark(
    surface: pygame.Surface, pal: Palette, looks: Looks, seat: int | None, centre, r: float
) -> None:
    """The mark an entry begins with: the seat's token, as in the players' rows, or
    the table's own (a ring round a diamond) for what no seat did."""
    if seat is not None and 0 <= seat < len(looks.seats):
        aa_circle(surface, pal["muted_text"], centre, r + 1)  # reads on a dark panel
        draw_pawn(surface, looks.seat_rgb(seat), centre, r, "", looks.seat_key(seat))
        return
    x, y = centre
    colour = pal["muted_text"]
    ring(surface, colour, centre, r, max(1.0, r * 0.18))
    k = r * 0.5
    aa_polygon(surface, colour, [(x, y - k), (x + k, y), (x, y + k), (x - k, y)])


def draw_row(
    surface: pygame.Surface,
    row: Row,
    x: float,
    cy: float,
    size: int,
    colour,
    looks: Looks,
    bold: bool = False,
) -> None:
    """A row's words and pictures from `x`, centred on `cy`."""
    height = picture_height(size)
    for piece in row.pieces:
        if piece.mark is not None:
            rect = pygame.Rect(int(x + piece.x), int(cy - height / 2), piece.width, height)
            looks.draw(surface, piece.mark, rect, size)
        else:
            blit_text(
                surface, piece.text, size, colour, (x + piece.x, cy), "midleft", piece.bold or bold
            )


def entry_line(entry: Any) -> LogLine:
    """A log entry's `LogLine`; an entry of words alone is said as they are (the
    table's, or its seat's with the seat's mark)."""
    line = getattr(entry, "line", None)
    if isinstance(line, LogLine):
        return line
    player = getattr(entry, "player", None)
    return table_line(entry.text) if player is None else LogLine(player, "", (), ((entry.text,),))


# --- the table's log -------------------------------------------------------------------------
@dataclass
class MoveLog:
    """The laid-out rows of the move log, laid out again only when the log, the width or
    the size changes; `scroll` counts rows up from the newest (0 = follow the game).
    `lines` are (seat, the row's words, whether it begins an entry), `rows` the rows."""

    scroll: int = 0
    _shape: tuple = ()
    _done: list = field(default_factory=list)  # the log entries laid out
    #: per entry as read (`joined`): how many log entries and rows it holds
    _groups: list[tuple[int, int]] = field(default_factory=list)
    lines: list[tuple[int | None, str, bool]] = field(default_factory=list)
    rows: list[Row] = field(default_factory=list)
    #: how many entries the last frame showed (whole ones)
    entries_shown: int = 0
    #: a new number each time the rows change (unique over every log: the drawn box's key)
    version: int = field(default_factory=lambda: next(_VERSIONS))

    def build(
        self, entries: Sequence[Any], width: int, size: int, looks: Looks, named: bool = True
    ) -> None:
        """Lay out what is new (with the entry it may continue); a new width or size, or
        a shorter log (undo), lays out everything again. Not `named`: each entry's seat
        is told by its token alone (a narrow column at a large text size)."""
        n = len(self._done)
        same = (
            self._shape == (width, size, named)
            and n <= len(entries)
            and all(
                a is b for a, b in zip(self._done[-3:], entries[max(0, n - 3) : n], strict=False)
            )
        )
        if not same:
            self.version = next(_VERSIONS)
            self._shape, self._done, self._groups, self.lines, self.rows = (
                (width, size, named),
                [],
                [],
                [],
                [],
            )
            n = 0
        if len(entries) <= n:
            return
        self.version = next(_VERSIONS)
        if n:
            self.scroll = 0  # a new move: the log shows it
        if self._groups:  # the newest entry again: what is new may continue it
            count, held = self._groups.pop()
            del self._done[-count:]
            del self.lines[len(self.lines) - held :]
            del self.rows[len(self.rows) - held :]
        new = list(entries[len(self._done) :])
        for line, count in joined([entry_line(e) for e in new]):
            # the game's end is the header's (who won, and how), not a row of the log
            rows = [] if line.ends else layout_entry(line, size, width, looks, named, not named)
            self._groups.append((count, len(rows)))
            self.rows += rows
            self.lines += [(line.seat, row.text, k == 0) for k, row in enumerate(rows)]
        self._done += new

    def scroll_by(self, lines: int, visible: int) -> None:
        self.scroll = max(0, min(self.scroll + lines, max(0, len(self.lines) - visible)))


def whole_entries(
    lines: list[tuple[int | None, str, bool]], end: int, n: int
) -> list[tuple[int | None, str, bool]]:
    """At most `n` lines ending at `end` that hold whole entries only (an entry's lines
    are never cut at the top); when not even the last entry fits, its first `n` lines,
    the last of them ending in "…".

    >>> log = [(0, "a1", True), (0, "a2", False), (1, "b1", True), (1, "b2", False)]
    >>> [line for _p, line, _f in whole_entries(log, 4, 3)]
    ['b1', 'b2']
    >>> [line for _p, line, _f in whole_entries(log, 4, 1)]
    ['b1…']
    """
    return [
        lines[k] if text is None else (lines[k][0], text, lines[k][2])
        for k, text in shown_rows(lines, end, n)
    ]


def shown_rows(
    lines: list[tuple[int | None, str, bool]], end: int, n: int
) -> list[tuple[int, str | None]]:
    """The indexes of the rows `whole_entries` shows, each with None, or the words the
    last one ends in when the entry goes on below."""
    start = max(0, end - n)
    while start < end and not lines[start][2]:
        start += 1  # begin with a whole entry, not the tail of one
    if start < end:
        return [(k, None) for k in range(start, end)]
    first = max((i for i in range(end) if lines[i][2]), default=0)
    shown: list[tuple[int, str | None]] = [
        (k, None) for k in range(first, min(len(lines), first + n))
    ]
    if first + n < len(lines) and not lines[first + n][2] and shown:
        k = shown[-1][0]
        shown[-1] = (k, lines[k][1].rstrip(" .;,:·") + "…")  # said to go on, not cut
    return shown


def draw_log(
    surface: pygame.Surface,
    pal: Palette,
    rect: pygame.Rect,
    u: int,
    log: MoveLog,
    entries: Sequence[Any],
    looks: Looks,
    base_u: int = 0,
    drawer: bool = False,
) -> int:
    """Draw the log box; returns how many rows fit (for scrolling). At large text
    (`base_u`: the unit at 100 %) the words give back a little of their growth to show
    the newest entry whole; in a column that has the whole log in a drawer (`drawer`)
    the log shows only when its newest entry fits, never cut."""
    r = rect
    if r.height < u * 2:
        return 0
    size = log_size(u)
    least = least_size(base_u or u)  # most of its growth kept
    # the marks' column, the words, the scroll bar: little room lost in a narrow column
    text_x, width = words_room(r, u)
    while True:  # the newest entry whole: the words give back their growth first
        lh = row_height(size)
        # every entry names its seat, in every width (the drawer holds the log where
        # the column cannot: 200 % text at 800x600)
        log.build(entries, max(40, width), size, looks)
        top = int(r.top + u * 0.3 + font(size).get_linesize() + 3)
        n = int((r.bottom - u * 0.3 - top) // lh)
        if size <= least or newest_fits(log, n):
            break
        size -= 1
    if n <= 0 or (drawer and not newest_fits(log, n)):
        return 0  # (the drawer's column: the whole log is in the drawer, L)
    log.scroll = max(0, min(log.scroll, max(0, len(log.lines) - n)))
    end = len(log.lines) - log.scroll
    shown = shown_rows(log.lines, end, n)
    log.entries_shown = sum(1 for k, _t in shown if log.lines[k][2])
    # the box drawn again only when its rows, place, size or looks change (issue 41)
    shape = (log.version, log.scroll, n, size, u)
    key = (*shape, pal, tuple(looks.keys), tuple(looks.seats), looks.plugin, text_scale())
    LOGS.draw(
        surface,
        key,
        pygame.Rect(r),
        lambda s: _paint_log(s, pal, r, u, log, looks, shown, (n, size, top, width)),
        corners=u // 2 + 1,  # (the box's rounded corners: the ground shows only there)
    )
    return n


def _paint_log(
    surface: pygame.Surface,
    pal: Palette,
    r: pygame.Rect,
    u: int,
    log: MoveLog,
    looks: Looks,
    shown: list[tuple[int, str | None]],
    fit: tuple[int, int, int, int],
) -> None:
    """The log box's back, title, `shown` rows and scroll bar, all within `r`. `fit`:
    the rows that fit, the words' size, the first row's top and the words' width."""
    n, size, top, width = fit
    lh = row_height(size)
    mark_r = mark_radius(u)
    x0 = r.left + u * margins(r)[0]
    text_x, _width = words_room(r, u)
    pygame.draw.rect(surface, mix(pal["panel"], (0, 0, 0), 0.25), r, border_radius=u // 2)
    blit_text(
        surface, "Moves", size, pal["muted_text"], (r.left + u * 0.5, r.top + u * 0.3), bold=True
    )
    y = top
    for k, cut in shown:
        player, _text, first = log.lines[k]
        cy = y + lh / 2
        if first:
            draw_entry_mark(surface, pal, looks, player, (x0 + mark_r, cy), mark_r)
        colour = pal["text"] if player is not None else pal["muted_text"]
        row = log.rows[k] if cut is None else _cut_row(log.rows[k], cut, size, width)
        draw_row(surface, row, text_x, cy, size, colour, looks)
        y += lh
    # a scroll bar: where the visible rows are in the whole log
    track = pygame.Rect(r.right - int(u * margins(r)[1]), top, max(3, u // 5), n * lh)
    top_line = len(log.lines) - n - log.scroll
    bar = (mix(pal["panel"], pal["panel_edge"], 0.4), pal["panel_edge"])
    draw_scrollbar(surface, track, top_line, n, len(log.lines), bar, int(u))


#: the log box's margins in units — its left edge to the marks, the scroll bar's place
#: from the right edge, the words' end before it — and in a narrow box (at most
#: `NARROW` px: a small window's one column) less, so a name and a move fit one line
MARGINS = (0.4, 0.55, 0.75)
NARROW_MARGINS = (0.3, 0.45, 0.6)
NARROW = 300


def margins(r: pygame.Rect) -> tuple[float, float, float]:
    return NARROW_MARGINS if r.width <= NARROW else MARGINS


def mark_radius(u: int) -> float:
    return max(4.0, u * 0.3)


def words_room(r: pygame.Rect, u: int) -> tuple[float, int]:
    """Where the log's words start in its box `r`, and how wide they may be set."""
    edge, _bar, end = margins(r)
    text_x = r.left + u * edge + 2 * mark_radius(u) + u * 0.3
    return text_x, int(r.right - text_x - u * end)


def _cut_row(row: Row, said: str, size: int, width: int) -> Row:
    """The last row shown of an entry that goes on below: "…" after its pieces."""
    dots = Piece(row.width + 1, text_width("…", size), "…")
    if row.width + dots.width > width and row.pieces:
        return Row(row.pieces[:-1] + (dots,), row.width, said)
    return Row(row.pieces + (dots,), row.width + dots.width, said)


def log_size(u: int) -> int:
    """The size of the log's words at the panel's unit."""
    return max(11, int(u * 0.78))


#: at large text the move log keeps this much of its growth (times its 100 % size)
#: when it gives some back to show its newest entry whole
LOG_KEEPS = 1.85


def least_size(base_u: int) -> int:
    """The smallest the log's words become to show the newest entry whole, at the
    panel's unit at 100 % text (`base_u`): most of their growth kept."""
    return max(11, int(base_u * 0.78 * LOG_KEEPS))


def newest_fits(log: MoveLog, n: int) -> bool:
    """Whether the newest entry of `log` shows whole in `n` rows."""
    lines = log.lines
    last = max((i for i, (_p, _line, first) in enumerate(lines) if first), default=0)
    return n > 0 and len(lines) - last <= n
