"""The table's side panel, the same for every game: whose turn it is, the game's own part
(drawn by its plugin), the prompt, the game's answers, the messages the table had no
place for, the move log, the players and the table's own buttons.

Where each part goes is `columns.py` (re-exported here): each part takes the room its
words need and the move log the rest. The log keeps the whole game (rebuilt from the
save on resume), wraps long entries, follows each new move and scrolls with the wheel.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from sorry_game.app.draw import (
    Palette,
    aa_circle,
    blit_text,
    draw_scrollbar,
    fit_text,
    font,
    mix,
    ring,
    text_width,
    wrap_balanced,
    wrap_text,
)
from sorry_game.app.draw.figures import draw_pawn
from sorry_game.app.table.columns import (
    DRAWER_GAIN,
    DRAWER_UNITS_HIGH,
    DRAWER_UNITS_WIDE,
    MAX_UNIT,
    MIN_PLAY_SIDE,
    MIN_UNITS_LANDSCAPE,
    MIN_UNITS_UNDER,
    PROMPT_LINES,
    WIDE_HEIGHT_UNITS,
    WIDE_SHARE,
    WIDE_UNITS,
    PanelLayout,
    PanelParts,
    Plan,
    answer_height,
    layout_panel,
    panel_pad,
    panel_unit,
    prompt_size,
    split_window,
    status_size,
    window_plan,
    words_height,
)


def draw_frame(surface: pygame.Surface, pal: Palette, lay: PanelLayout) -> None:
    p, u = lay.panel, lay.u
    pygame.draw.rect(surface, mix(pal["background"], (0, 0, 0), 0.3), p.move(0, 3), border_radius=u)
    pygame.draw.rect(surface, pal["panel"], p, border_radius=u)
    pygame.draw.rect(surface, pal["panel_edge"], p, max(1, u // 10), border_radius=u)


def draw_header(
    surface: pygame.Surface,
    pal: Palette,
    lay: PanelLayout,
    colour,
    title: str,
    sub: str,
    shape: int | str | None,
) -> None:
    """A band in the turn player's colour: their token, name and a line below."""
    r, u = lay.header, lay.u
    pygame.draw.rect(surface, mix(colour, pal["panel"], 0.55), r, border_radius=u // 2)
    pygame.draw.rect(
        surface,
        colour,
        pygame.Rect(r.left, r.top, max(4, u // 3), r.height),
        border_top_left_radius=u // 2,
        border_bottom_left_radius=u // 2,
    )
    # a narrow band (two columns) keeps a smaller token, its words the room
    tr = r.height * 0.34 if r.width >= u * 10 else u * 0.75
    draw_pawn(surface, colour, (r.left + u * 0.6 + tr + 4, r.centery), tr, "", shape)
    tx = r.left + u * 0.6 + 2 * tr + u * 0.8
    tw = int(r.right - tx - u * 0.4)
    big = int(u * 1.45)
    # the line below the name wraps (two lines, or as many as a taller band holds,
    # smaller if need be) rather than lose the end of what the player is doing
    small = max(11, int(u * 0.95))
    lines = wrap_balanced(sub, small, tw)
    while len(lines) > 1 and small > 11:
        small -= 1
        lines = wrap_balanced(sub, small, tw)
        if len(lines) <= (2 if r.height < u * 4 else 3) and small <= int(u * 0.8):
            break
    lh = font(small).get_linesize()
    gap = u * 0.35
    most = max(2, int((r.height - u * 0.2 - gap - font(small, True).get_height()) // lh))
    if len(lines) > most:
        lines = [*lines[: most - 1], fit_text(" ".join(lines[most - 1 :]), small, tw)]
    while big > small and font(big, True).get_height() + gap + lh * len(lines) > r.height - u * 0.2:
        big -= 1  # two lines below: the name gives way, never past the band's edge
    while big > 11 and text_width(title, big, True) > tw:
        big -= 1  # a long name in a narrow band (two columns) gives way before it is cut
    block = font(big, True).get_height() + gap + lh * len(lines)
    name_bottom = r.centery - block / 2 + font(big, True).get_height()
    if len(lines) == 1:
        name_bottom = r.centery - u * 0.15  # as it always stood
    blit_text(
        surface,
        fit_text(title, big, tw, True),
        big,
        pal["text"],
        (tx, name_bottom),
        "bottomleft",
        bold=True,
    )
    for k, line in enumerate(lines):
        blit_text(
            surface,
            line,
            small,
            mix(pal["text"], colour, 0.2),
            (tx, name_bottom + gap + k * lh if len(lines) > 1 else r.centery + u * 0.2),
            "topleft",
        )


def draw_lines(
    surface: pygame.Surface, rect: pygame.Rect, text: str, size: int, colour, bold=False
) -> None:
    """Wrapped text in a box, its lines balanced, shrinking the size until it fits (down
    to 11)."""
    if not text or rect.height <= 0:
        return
    lines = wrap_balanced(text, size, rect.width, bold)
    lh = font(size).get_linesize()
    while len(lines) * lh > rect.height and size > 11:
        size -= 1
        lines = wrap_balanced(text, size, rect.width, bold)
        lh = font(size).get_linesize()
    y = rect.top
    for line in lines[: max(1, rect.height // lh)]:
        blit_text(surface, line, size, colour, (rect.left, y), bold=bold)
        y += lh


@dataclass
class PlayerRow:
    name: str
    detail: str  # "(normal)" for computers
    colour: tuple[int, int, int]
    shape: int | str | None
    progress: int
    goal: int
    extra: str  # its notes and cards in hand: "President · 5 cards"
    current: bool
    deciding: bool


def draw_players(
    surface: pygame.Surface, pal: Palette, lay: PanelLayout, rows: list[PlayerRow]
) -> None:
    """One row per seat: its token, name and notes, and its progress (pips, or "3/10").
    The two-column panel's rows put the name on a line of its own and the progress and
    notes under it."""
    r, u, rh = lay.players, lay.u, lay.row_h
    if r.height <= 0:  # in the drawer, closed
        return
    two_lines = bool(getattr(lay, "wide", 0))
    for i, row_info in enumerate(rows):
        row = pygame.Rect(r.left, r.top + i * rh, r.width, rh - 2)
        col = row_info.colour
        if row_info.current or row_info.deciding:
            pygame.draw.rect(surface, mix(col, pal["panel"], 0.72), row, border_radius=u // 2)
            width = max(1, u // 8) if row_info.current else max(1, u // 5)
            edge = col if row_info.current else pal["highlight"]
            pygame.draw.rect(surface, edge, row, width, border_radius=u // 2)
        tr = u * 1.6 * 0.32 if two_lines else rh * 0.32
        draw_pawn(surface, col, (row.left + u * 0.4 + tr, row.centery), tr, "", row_info.shape)
        name_x = row.left + u * 0.4 + 2 * tr + u * 0.5
        if two_lines:
            _two_line_row(surface, pal, row, row_info, int(name_x), u)
            continue
        size = max(11, int(u * 0.95))
        small = max(10, int(u * 0.8))
        pips_w = _progress_width(row_info, u, small)
        room = int(row.right - name_x - pips_w - u * 0.6)
        # a narrow window keeps the last note (the cards in hand) before the others,
        # and the name before any note
        notes = row_info.extra.split(" · ") if row_info.extra else []
        for extra in (" · ".join(notes), notes[-1] if notes else "", ""):
            extra_w = text_width(extra, small) + u * 0.5 if extra else 0
            name_w = int(room - extra_w)
            if name_w >= u * 3 or not extra:
                break
        label = row_info.name + row_info.detail
        if text_width(label, size) > name_w:
            label = row_info.name  # the name matters more than the level
        blit_text(
            surface,
            fit_text(label, size, name_w),
            size,
            pal["text"],
            (name_x, row.centery),
            "midleft",
        )
        px = row.right - u * 0.4 - pips_w
        _draw_progress(surface, pal, row_info, px, row.centery, u, small)
        if extra:
            blit_text(
                surface, extra, small, pal["muted_text"], (px - u * 0.4, row.centery), "midright"
            )


def _progress_width(row_info: PlayerRow, u: int, small: int) -> int:
    goal = max(1, row_info.goal)
    if goal <= 6:
        return goal * (max(3, int(u * 0.28)) * 2 + 3)
    return text_width(f"{row_info.progress}/{goal}", small, True) + 4


def _draw_progress(
    surface: pygame.Surface, pal: Palette, row_info: PlayerRow, x: float, cy: int, u: int, small
) -> None:
    """The seat's progress from `x`: a pip per step of a short goal, else "3/10"."""
    goal = max(1, row_info.goal)
    pip_r = max(3, int(u * 0.28))
    if goal > 6:  # right-aligned where the pips would end
        right = x + _progress_width(row_info, u, small)
        blit_text(
            surface,
            f"{row_info.progress}/{goal}",
            small,
            pal["text"],
            (right, cy),
            "midright",
            bold=True,
        )
        return
    for k in range(goal):
        cx = x + k * (pip_r * 2 + 3) + pip_r
        if k < row_info.progress:
            aa_circle(surface, row_info.colour, (cx, cy), pip_r)
        else:
            ring(surface, pal["muted_text"], (cx, cy), pip_r, 1)


def _two_line_row(
    surface: pygame.Surface, pal: Palette, row: pygame.Rect, row_info: PlayerRow, x: int, u: int
) -> None:
    """A narrow column's row: the name (its level where it fits, a smaller size before
    it is cut) on the first line; the progress and the notes that fit on the second."""
    room = int(row.right - x - u * 0.3)
    size, small = max(11, int(u * 0.95)), max(10, int(u * 0.8))
    label = row_info.name + row_info.detail
    if text_width(label, size) > room:
        label = row_info.name  # the name matters more than the level
    while size > small and text_width(label, size) > room:
        size -= 1
    top = row.top + row.height * 0.3
    blit_text(surface, fit_text(label, size, room), size, pal["text"], (x, top), "midleft")
    low = int(row.top + row.height * 0.72)
    _draw_progress(surface, pal, row_info, x, low, u, small)
    left = room - _progress_width(row_info, u, small) - int(u * 0.4)
    notes = row_info.extra.split(" · ") if row_info.extra else []
    for extra in (" · ".join(notes), notes[-1] if notes else ""):
        if extra and text_width(extra, small) <= left:
            blit_text(
                surface, extra, small, pal["muted_text"], (row.right - u * 0.3, low), "midright"
            )
            break


@dataclass
class MoveLog:
    """The wrapped lines of the move log, rebuilt only when the log or the width changes;
    `scroll` counts lines up from the newest (0 = follow the game)."""

    scroll: int = 0
    _shape: tuple = ()
    _done: list = field(default_factory=list)  # the entries already wrapped
    lines: list[tuple[int | None, str, bool]] = field(default_factory=list)
    #: how many entries the last frame showed (whole ones)
    entries_shown: int = 0

    def build(self, entries, width: int, size: int) -> None:
        """Wrap what is new; a new width or a shorter log (undo) wraps everything again."""
        n = len(self._done)
        same = (
            self._shape == (width, size)
            and n <= len(entries)
            and all(
                a is b for a, b in zip(self._done[-3:], entries[max(0, n - 3) : n], strict=False)
            )
        )
        if not same:
            self._shape, self._done, self.lines = (width, size), [], []
            n = 0
        if len(entries) > n and n:
            self.scroll = 0  # a new move: the log shows it
        for entry in entries[n:]:
            text = entry.text.replace(" → ", " to ").replace("→", "to")
            for k, line in enumerate(wrap_text(text, size, width)):
                self.lines.append((entry.player, line, k == 0))
            self._done.append(entry)

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
    start = max(0, end - n)
    while start < end and not lines[start][2]:
        start += 1  # begin with a whole entry, not the tail of one
    if start < end:
        return lines[start:end]
    first = max((i for i in range(end) if lines[i][2]), default=0)
    shown = lines[first : first + n]
    if first + n < len(lines) and not lines[first + n][2] and shown:
        player, line, head = shown[-1]
        shown[-1] = (player, line.rstrip(" .;,:") + "…", head)  # said to go on, not cut
    return shown


#: at large text the move log keeps this much of its growth (times its 100 % size)
#: when it gives some back to show its newest entry whole
LOG_KEEPS = 1.85


def newest_fits(log: MoveLog, n: int) -> bool:
    """Whether the newest entry of `log` shows whole in `n` lines."""
    lines = log.lines
    last = max((i for i, (_p, _line, first) in enumerate(lines) if first), default=0)
    return n > 0 and len(lines) - last <= n


def draw_log(
    surface: pygame.Surface,
    pal: Palette,
    lay: PanelLayout,
    log: MoveLog,
    entries,
    seat_colours,
) -> int:
    """Draw the log box; returns how many lines fit (for scrolling)."""
    r, u = lay.log, lay.u
    if r.height < u * 2:
        return 0
    size = max(11, int(u * 0.78))
    least = max(11, int((lay.base_u or u) * 0.78 * LOG_KEEPS))  # most of its growth
    x0 = r.left + u * 0.5
    text_x = x0 + u * 0.75
    width = int(r.right - text_x - u * 0.9)
    while True:  # the newest entry whole: the words give back their growth first
        lh = font(size).get_linesize() + 1
        log.build(entries, max(40, width), size)
        top = int(r.top + u * 0.3 + lh + 2)
        if size <= least or newest_fits(log, int((r.bottom - u * 0.3 - top) // lh)):
            break
        size -= 1
    if lay.drawer_u and not newest_fits(log, int((r.bottom - u * 0.3 - top) // lh)):
        return 0  # the column's room: the whole log is in the drawer (L), never a cut entry
    pygame.draw.rect(surface, mix(pal["panel"], (0, 0, 0), 0.25), r, border_radius=u // 2)
    blit_text(
        surface, "Moves", size, pal["muted_text"], (r.left + u * 0.5, r.top + u * 0.3), bold=True
    )
    n = int((r.bottom - u * 0.3 - top) // lh)
    if n <= 0:
        return 0
    log.scroll = max(0, min(log.scroll, max(0, len(log.lines) - n)))
    end = len(log.lines) - log.scroll
    shown = whole_entries(log.lines, end, n)
    log.entries_shown = sum(1 for _p, _line, first in shown if first)
    y = top
    for player, line, first in shown:
        if player is not None and first and 0 <= player < len(seat_colours):
            dot = (x0 + u * 0.25, y + lh / 2)
            aa_circle(surface, pal["muted_text"], dot, max(3, u * 0.22) + 1)  # reads on dark
            aa_circle(surface, seat_colours[player], dot, max(2, u * 0.22))
        blit_text(surface, line, size, pal["text"], (text_x, y))
        y += lh
    # a scroll bar: where the visible lines are in the whole log
    track = pygame.Rect(r.right - int(u * 0.55), top, max(3, u // 5), n * lh)
    top_line = len(log.lines) - n - log.scroll
    bar = (mix(pal["panel"], pal["panel_edge"], 0.4), pal["panel_edge"])
    draw_scrollbar(surface, track, top_line, n, len(log.lines), bar, int(u))
    return n


#: the panel's drawing, and its layout (`columns.py`) re-exported: side.layout_panel …
__all__ = [
    "DRAWER_GAIN",
    "DRAWER_UNITS_HIGH",
    "DRAWER_UNITS_WIDE",
    "Plan",
    "MAX_UNIT",
    "MIN_PLAY_SIDE",
    "MIN_UNITS_LANDSCAPE",
    "MIN_UNITS_UNDER",
    "MoveLog",
    "PROMPT_LINES",
    "PanelLayout",
    "PanelParts",
    "PlayerRow",
    "WIDE_HEIGHT_UNITS",
    "WIDE_SHARE",
    "WIDE_UNITS",
    "answer_height",
    "draw_frame",
    "draw_header",
    "draw_lines",
    "draw_log",
    "draw_players",
    "layout_panel",
    "panel_pad",
    "panel_unit",
    "prompt_size",
    "split_window",
    "status_size",
    "whole_entries",
    "window_plan",
    "words_height",
]
