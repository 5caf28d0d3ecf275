"""The replay viewer's own pieces: its buttons drawn as shapes (the default font has no
media glyphs), its layout from the window size, and the move log with the current
move highlighted, which a click jumps through (its entries laid out and drawn as the
table's, `table/movelog.py`)."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from sorry_game.app.draw import Palette, blit_text, font, mix, record, text_width
from sorry_game.app.table import movelog
from sorry_game.app.table import panel as side
from sorry_game.app.table.columns import LOG_MARGIN, NARROW_PANEL
from sorry_game.app.widgets import Button, draw_triangle
from sorry_game.app.widgets.base import UI
from sorry_game.engine.logline import LogLine, table_line

RGB = tuple[int, int, int]


class IconButton(Button):
    """A button showing a media icon: "start", "back", "play", "pause", "forward", "end"."""

    def __init__(self, icon: str, on_click, name: str, style: str = "normal") -> None:
        super().__init__("", on_click, style=style, name=name)
        self.icon = icon

    def draw(self, surface: pygame.Surface, ui: UI, focused: bool = False) -> None:
        super().draw(surface, ui, focused)
        if not self.visible or self.rect.w <= 0:
            return
        _bg, fg = self.colours(ui)
        draw_icon(surface, self.icon, fg, self.rect.center, self.rect.h * 0.36)


def draw_icon(surface: pygame.Surface, icon: str, colour: RGB, centre, size: float) -> None:
    """A media icon `size` px tall centred at `centre`."""
    cx, cy = centre
    bar = max(2, int(size * 0.22))
    half = size / 2
    if icon == "pause":
        for dx in (-size * 0.22, size * 0.22):
            pygame.draw.rect(surface, colour, (cx + dx - bar / 2, cy - half, bar, size))
        return
    if icon == "play":
        draw_triangle(surface, colour, (cx + size * 0.08, cy), size, "right")
        return
    # a step is a triangle against a bar (|◀, ▶|), a jump to an end two of them (|◀◀,
    # ▶▶|): never the play button's lone triangle
    direction = "left" if icon in ("back", "start") else "right"
    sign = -1 if direction == "left" else 1
    tips = (-0.42, 0.14) if icon in ("start", "end") else (-0.05,)
    for dx in tips:
        draw_triangle(surface, colour, (cx + sign * size * dx, cy), size * 0.72, direction)
    x = cx + sign * size * 0.55
    pygame.draw.rect(surface, colour, (x - bar / 2, cy - half, bar, size))


@dataclass
class ReplayLayout:
    """Where everything of the viewer goes (computed on resize)."""

    area: pygame.Rect
    lay: side.PanelLayout
    #: "Move 12 of 87"
    label: pygame.Rect
    controls: list[pygame.Rect]
    back: pygame.Rect
    #: Review the game (a finished game; empty when not offered)
    review: pygame.Rect = dataclasses.field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))


#: the units of height of its least a narrow column's log gives a moment's game part
LOG_GIVES = 4
#: the units of height a stacked panel's log keeps under a moment's legend and part
LOG_LEAST = 5
#: the units of height the viewer's panel holds besides the players' rows: whose turn,
#: the move label, the controls, a few lines of the log and the pads
REPLAY_UNITS = 17


def layout(
    size: tuple[int, int],
    aspect: float,
    players: int,
    plugin_height,
    scale: float = 1.0,
    review: bool = False,
    stacked: bool = False,
    fits: bool = False,
    widens: bool = True,
    tall: float = 0.0,
    part_first: bool = False,
    head=None,
) -> ReplayLayout:
    """The play area as the table has it at this text size (`panel.window_plan`); the
    panel holds, top to bottom: whose turn, the game's part, the players, the move
    label (Back beside it), the controls and the move log, which takes the rest. The
    text grows with the Text size as the table's does: where one column cannot hold it
    (200 % at 1280x800), the panel widens into two, the players and the log in the
    second; `stacked` (`TablePlugin.stacked_panel`; `fits`, `widens`: its
    `stacked_part_fits`, `stacked_widens`): as the table's, stacked (`stacked_layout`);
    `tall`: its `tall_aspect`, as the table's. `part_first` (a reviewed decision's
    moment): in a narrow column the game's part (the card played and what it does)
    before a few of the log's moves (at 800x600 200 % it was dropped, and nothing said
    which card the decision was about). `head(width, u)`: the header's height
    (a reviewed decision's legend stands there, `review/compare.py`)."""
    plan = side.window_plan(size, aspect, scale, stacked and widens, tall)
    area, panel, landscape, wide, _drawer = plan
    p = panel
    if wide and stacked:
        return stacked_layout(area, p, wide, players, plugin_height, review, fits, head)
    row_h_units = 2.2 if wide else 1.55
    if wide:
        u = wide
    elif landscape:
        fit = min(24.0, p.height / 30, p.width / 15)
        # the text grows as far as the panel holds its fixed parts (the players' rows
        # give way to the log in a narrow column, below) and its width nine units
        room = min(p.height / REPLAY_UNITS, p.width / 9)
        u = max(11, int(min(fit * scale, max(room, fit))))
    else:
        u = max(11, min(20, int(min(p.height / 16, p.width / 30) * scale)))
        u = min(u, max(11, int(p.height / 10)))
    pad = max(6, int(u * 0.7))
    if wide:
        split = p.left + (p.width - pad) // 2
        col1 = pygame.Rect(p.left, p.top, split - p.left + pad, p.height)
        col2 = pygame.Rect(split, p.top, p.right - split, p.height)
    else:
        col1, col2 = p, None
    x, w = col1.left + pad, col1.width - 2 * pad
    # a move's words: three lines; a narrow band (large text) names who moved, no more
    header = pygame.Rect(x, col1.top + pad, w, int(u * (2.8 if w < u * 12 else 4.4)))
    if head is not None:
        header.height = int(head(w, u))
    y = header.bottom + pad
    row_h = int(u * row_h_units)
    label_h = int(u * 2.2)
    gap = max(4, u // 3)
    cw = (w - 4 * gap) // 5
    ch = min(int(u * 2.6), max(int(u * 1.6), int(cw * 1.2)))  # narrow buttons: not towers
    below = label_h + ch + 2 * pad
    # a narrow column (large text in a small window) keeps the log a few moves tall:
    # the players' rows give way (the board shows their progress too)
    log_least = int(u * 9)
    narrow = col2 is None and col1.bottom - y - below - row_h * players - 2 * pad < log_least
    players = 0 if narrow else players
    fixed = below + (0 if col2 else row_h * players + int(u * (9 if narrow else 5)) + 2 * pad)
    room = col1.bottom - pad - y - fixed
    if part_first and narrow:
        room += LOG_GIVES * u
    # the game's part (the card played…) gives the move log room to read a few moves
    room = room if col2 else min(room, int(p.height * 0.18))
    ph = max(0, min(int(plugin_height(w, u)), room)) if room > u * 3 else 0
    plugin = pygame.Rect(x, y, w, ph)
    y = plugin.bottom + (pad if ph else 0)
    if col2 is None:
        players_rect = pygame.Rect(x, y, w, row_h * players)
        y = players_rect.bottom + pad // 2
    else:  # the controls at the foot of the first column, the players atop the second
        y = max(y, col1.bottom - pad - label_h - pad // 2 - ch)
        players_rect = pygame.Rect(col2.left + pad, col2.top + pad, col2.width - 2 * pad, 0)
        players_rect.height = row_h * players
    back_w = min(w // 3, int(u * 6))
    # "Move 120 of 240" beside Back where it fits, else Back under the log
    beside = w - back_w - pad >= text_width("Move 000 of 000", label_size(u), True)
    if col2 is None and beside:
        label = pygame.Rect(x, y, w - back_w - pad, label_h)
        back = pygame.Rect(x + w - back_w, y, back_w, label_h)
    elif col2 is None:
        label = pygame.Rect(x, y, w, label_h)
        back = pygame.Rect(x + w - back_w, p.bottom - pad - label_h, back_w, label_h)
    else:  # two columns: the label the first's width, Back under the log
        label = pygame.Rect(x, y, w, label_h)
        back_w = min(players_rect.width // 2, int(u * 6))
        back = pygame.Rect(
            players_rect.right - back_w, col2.bottom - pad - label_h, back_w, label_h
        )
    y = label.bottom + pad // 2
    controls = [pygame.Rect(x + i * (cw + gap), y, cw, ch) for i in range(5)]
    y += ch + pad
    bottom = p.bottom - pad if beside else back.top - pad // 2
    review_rect = pygame.Rect(0, 0, 0, 0)
    if review and col2 is None and beside:
        review_rect = pygame.Rect(x, p.bottom - pad - label_h, w, label_h)
        bottom = review_rect.top - pad // 2
    elif review:  # beside Back, under the log
        left = x if col2 is None else players_rect.left
        review_rect = pygame.Rect(left, back.y, back.x - pad - left, label_h)
    if col2 is not None:
        x, w, y = players_rect.left, players_rect.width, players_rect.bottom + pad
        bottom = back.top - pad
    log = pygame.Rect(x, y, w, max(0, bottom - y))
    if col2 is None and p.width <= NARROW_PANEL:  # a small window's one column: the
        # log's box takes the panel's margins, as the table's (a move on one line)
        log = log.inflate(2 * (pad - int(pad * LOG_MARGIN)), 0)
    empty = pygame.Rect(x, y, w, 0)
    lay = side.PanelLayout(
        p,
        u,
        pad,
        header,
        plugin,
        empty,
        empty,
        empty,
        players_rect,
        row_h,
        log,
        back,
        wide=wide,
    )
    return ReplayLayout(area, lay, label, controls, back, review_rect)


def stacking(plugin) -> tuple[bool, bool, bool, float]:
    """`layout`'s `stacked`, `fits`, `widens` and `tall`: the game's
    `TablePlugin.stacked_panel`, `stacked_part_fits`, `stacked_widens` and `tall_aspect`."""
    return (
        plugin.stacked_panel,
        plugin.stacked_part_fits,
        plugin.stacked_widens,
        plugin.tall_aspect,
    )


def stacked_layout(
    area: pygame.Rect,
    p: pygame.Rect,
    u: int,
    players: int,
    plugin_height,
    review: bool,
    fits: bool = True,
    head=None,
) -> ReplayLayout:
    """The viewer's panel stacked as the table's (`columns.stacked_layout`): who moved
    on the left of the top band, the players (one line each) and the game's part on
    its right; under it, across the panel, the move label, the controls and the move
    log; Review the game and Back at the foot. A game's part that does not `fit` beside
    the header (a card and its words) goes under it, and the label and the controls
    under the players beside it, as the table's words do: the log keeps its rows."""
    pad = max(6, int(u * 0.7))
    x, w = p.left + pad, p.width - 2 * pad
    header, players_rect, plugin, band = side.stacked_band(p, u, players, plugin_height, fits)
    if head is not None:  # (a reviewed decision's legend)
        header.height = int(head(header.width, u))
        if not fits and plugin.height:
            # under the legend, as tall as leaves the log a few moves (a part of four
            # lines under it left the log no row: "To beat: two SORRY!s …")
            plugin.top = header.bottom + pad // 2
            foot = p.bottom - pad - int(u * 2.2) - pad // 2
            room = foot - int(u * LOG_LEAST) - pad - plugin.top
            plugin.height = min(plugin.height, room) if room > u * 3 else 0
        band = max(header.bottom, players_rect.bottom, plugin.bottom if plugin.height else 0)
    row_h = int(u * side.STACKED_ROW)
    label = pygame.Rect(x, band + pad // 2, w, int(u * 1.6))
    if not fits and plugin.height:
        label = pygame.Rect(players_rect.left, players_rect.bottom + pad // 2, 0, label.h)
        label.width = players_rect.width
    gap = max(4, u // 3)
    cw = (label.w - 4 * gap) // 5
    ch = min(int(u * 1.9), int(cw * 1.2))  # wide buttons, not towers
    controls = [pygame.Rect(label.x + i * (cw + gap), label.bottom, cw, ch) for i in range(5)]
    label_h = int(u * 2.2)
    back_w = min(w // 3, int(u * 6))
    back = pygame.Rect(x + w - back_w, p.bottom - pad - label_h, back_w, label_h)
    review_rect = pygame.Rect(0, 0, 0, 0)
    if review:
        review_rect = pygame.Rect(x, back.y, back.x - pad - x, label_h)
    y = max(label.bottom + ch, band) + pad
    log = pygame.Rect(x, y, w, max(0, back.top - pad // 2 - y))
    empty = pygame.Rect(x, y, w, 0)
    lay = side.PanelLayout(
        p, u, pad, header, plugin, empty, empty, empty, players_rect, row_h, log, back, wide=u
    )
    lay.stacked = True
    return ReplayLayout(area, lay, label, controls, back, review_rect)


def label_size(u: int) -> int:
    """The size of "Move 12 of 87"."""
    return max(11, int(u * 1.1))


#: the log's first row: the position before any move
DEAL_TEXT = "The game begins"


@dataclass
class LogRows:
    """The visible rows of the move log: (step number, rect, its drawn lines: each the
    seat whose mark begins it, None for a line that goes on an entry), for drawing and
    clicks."""

    rows: list[tuple[int, pygame.Rect, list[tuple[int | None | str, movelog.Row]]]]
    #: the first row shown (the log scrolls to keep the current move in sight)
    first: int = 0
    #: a narrow column's log (`log_rows`): no move numbers
    bare: bool = False


def log_metrics(
    rect: pygame.Rect, u: int, total: int, bare: bool = False
) -> tuple[int, int, int, int]:
    """(text size, line height, top of the first row, the text's room) of the log;
    `bare`: without the move numbers' column."""
    size = max(11, int(u * 0.85))
    lh = movelog.row_height(size) + 1
    top = rect.top + int(u * 0.3) + font(size).get_linesize() + 4
    num_w = 0 if bare else font(size).size(f"{total}.")[0] + u // 2
    room = int(rect.width - 4 - u * 0.4 - num_w - u * 0.75 - u * 0.3)
    return size, lh, top, max(40, room)


#: a step's lines as the log reads them: the step's own entries, and whether the first
#: goes on the entry of the step before (the move after the card)
StepLines = tuple[tuple[LogLine, ...], bool]


def step_lines(steps: Sequence[Sequence[LogLine]]) -> list[StepLines]:
    """Each step's entries, the first marked where it goes on the step before's (the
    same seat's `joins`: the move after the card, the checker after the chess move)."""
    out: list[StepLines] = []
    for k, lines in enumerate(steps):
        before = steps[k - 1][0] if k and steps[k - 1] else None
        goes_on = bool(
            lines
            and before is not None
            and lines[0].joins
            and lines[0].seat is not None
            and before.seat == lines[0].seat
        )
        out.append((tuple(lines), goes_on))
    return out


def log_rows(
    rect: pygame.Rect,
    u: int,
    steps: Sequence[StepLines],
    current: int,
    first: int | None,
    looks: movelog.Looks,
    columns: bool = False,
) -> LogRows:
    """Rows 0 (the deal) .. len(steps), each as tall as its laid-out lines (a move is
    never cut short); `first` None: the current move in the middle. In two `columns`
    (large text), as the table's log: a column too narrow for a name and a move on one
    line says them in the short form, each row still naming its seat (by tokens alone the
    moment's rows read "5", "8": issue 42). So does one such
    column (200 % text at 800x600), `bare`: no move numbers (the label and the lit row
    say which move), so that a move takes about one line as in the table's log there
    (issue 39)."""
    total = len(steps)
    size, lh, top, room = log_metrics(rect, u, total)
    narrow = room < movelog.NAMED_UNITS * u
    bare = narrow and not columns
    if bare:
        size, lh, top, room = log_metrics(rect, u, total, bare)
    bottom = rect.bottom - int(u * 0.3)
    if bottom - top < lh:
        return LogRows([], 0, bare)

    def wrapped(k: int) -> list[tuple[int | None | str, movelog.Row]]:
        if not k:
            return [
                ("table", row)
                for row in movelog.layout_entry(table_line(DEAL_TEXT), size, room, looks)
            ]
        lines, _goes_on = steps[k - 1]
        out: list[tuple[int | None | str, movelog.Row]] = []
        for line in lines:  # (a step that goes on the one before names its seat too,
            # as every entry does: "Cy ⬤1 moves 5" under "Cy [5]", one form of the name;
            # in a narrow column too, in the short form: the tokens alone read "5", "8")
            rows = movelog.layout_entry(line, size, room, looks, short=narrow)
            mark: int | None | str = line.seat if line.seat is not None else "table"
            out += [(mark if j == 0 else None, row) for j, row in enumerate(rows)]
        return out or [("table", movelog.Row((), 0, ""))]

    if first is None:  # back from the current move until half the box is used
        first, used = current, len(wrapped(current)) * lh
        while first > 0 and used + len(wrapped(first - 1)) * lh <= (bottom - top) // 2 + lh:
            first -= 1
            used += len(wrapped(first)) * lh
    last_first, used = total, len(wrapped(total)) * lh  # the latest start that fills the box
    while last_first > 0 and used + len(wrapped(last_first - 1)) * lh <= bottom - top:
        last_first -= 1
        used += len(wrapped(last_first)) * lh
    first = max(0, min(first, last_first))
    shown: list[int] = []
    used = 0
    for k in range(first, total + 1):
        height = len(wrapped(k)) * lh
        if used + height > bottom - top and shown:
            break
        shown.append(k)
        used += height
    # the next move too long for the room left: earlier moves fill it instead
    while first > 0 and shown and used + len(wrapped(first - 1)) * lh <= bottom - top:
        first -= 1
        shown.insert(0, first)
        used += len(wrapped(first)) * lh
    rows: list[tuple[int, pygame.Rect, list[tuple[int | None | str, movelog.Row]]]] = []
    y = top
    for k in shown:
        words = wrapped(k)
        height = len(words) * lh
        rows.append((k, pygame.Rect(rect.left + 2, y, rect.width - 4, height), words))
        y += height
    return LogRows(rows, first, bare)


def draw_log(
    surface: pygame.Surface,
    pal: Palette,
    rect: pygame.Rect,
    u: int,
    rows: LogRows,
    total: int,
    looks: movelog.Looks,
    current: int,
    hover: int | None,
) -> None:
    """The log box: "Moves", then one row per move (0: the deal), the current one lit;
    each line of an entry begins with its seat's mark (the table's for the deal and a
    round's start); a move's second step is a row of its own, its seat named as every
    entry's is."""
    if rect.height < u * 2:
        return
    pygame.draw.rect(surface, mix(pal["panel"], (0, 0, 0), 0.25), rect, border_radius=u // 2)
    size = log_metrics(rect, u, total, rows.bare)[0]
    blit_text(
        surface,
        "Moves",
        size,
        pal["muted_text"],
        (rect.left + u * 0.5, rect.top + u * 0.3),
        bold=True,
    )
    num_w = 0 if rows.bare else font(size).size(f"{total}.")[0] + u // 2
    lh = movelog.row_height(size) + 1
    mark_r = max(4.0, u * 0.3)
    if record.recording():  # bench/layout.py: each entry drawn, as the lines it took
        drawn: list[list[str]] = []
        for k, _row, lines in rows.rows:
            for mark, line in lines if k else ():
                if mark is not None or not drawn:
                    drawn.append([])
                drawn[-1].append(line.text)
        record.note_entries(drawn)
        record.note_faults(
            f for k, _row, lines in rows.rows for _m, line in lines for f in line.faults
        )
    for k, row, lines in rows.rows:
        if k == current:
            pygame.draw.rect(surface, mix(pal["panel"], pal["highlight"], 0.35), row, 0, u // 3)
            pygame.draw.rect(surface, pal["highlight"], row, max(1, u // 10), u // 3)
        elif k == hover:
            pygame.draw.rect(surface, mix(pal["panel"], pal["panel_edge"], 0.35), row, 0, u // 3)
        x = row.left + u * 0.4
        first_y = row.top + lh / 2
        if k and not rows.bare:
            blit_text(surface, f"{k}.", size, pal["muted_text"], (x, first_y), "midleft")
        mark_x = x + num_w + mark_r - u * 0.2
        tx = mark_x + mark_r + u * 0.45
        for i, (mark, line) in enumerate(lines):
            cy = first_y + i * lh
            if mark is not None:
                seat = mark if isinstance(mark, int) else None
                movelog.draw_entry_mark(surface, pal, looks, seat, (mark_x, cy), mark_r)
            colour = pal["text"] if k <= current else pal["muted_text"]
            movelog.draw_row(surface, line, tx, cy, size, colour, looks, bold=k == current)
