"""The table's side panel, the same for every game: whose turn it is, the game's own part
(drawn by its plugin), the prompt, the game's answers, the messages the table had no
place for, the move log (`movelog.py`), the players and the table's own buttons.

Sizes come from one unit `u` derived from the panel size, so the panel reads the same at
800x600 and 1920x1080. Each part takes the room its words need; the move log takes the
rest.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from sorry_game.app.draw import (
    Palette,
    aa_circle,
    blit_text,
    fit_text,
    font,
    mix,
    ring,
    text_width,
    wrap_balanced,
    wrap_text,
)
from sorry_game.app.draw.figures import draw_pawn


@dataclass
class PanelLayout:
    """Rectangles of the side panel's parts (computed on resize and whenever what the
    panel holds changes: the game's part, the words, the buttons, a message)."""

    panel: pygame.Rect
    u: int
    pad: int
    header: pygame.Rect
    plugin: pygame.Rect
    status: pygame.Rect
    prompt: pygame.Rect
    #: the game's answers (Pass, Continue, Steal …), the whole width (empty without)
    buttons: pygame.Rect
    players: pygame.Rect
    row_h: int
    log: pygame.Rect
    #: the table's own buttons (Hint, Undo, Menu), at the bottom of the panel
    footer: pygame.Rect
    #: the messages the play area had no free place for, above the move log
    notice: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    #: the rows the game's answers take (two when their words need the width)
    button_rows: int = 1
    #: the two-column panel's unit (`window_plan`), 0 for the usual panel
    wide: int = 0


@dataclass(frozen=True)
class PanelParts:
    """What the panel holds now, besides its fixed parts (header, players, footer)."""

    #: the height the game's part asks for at (width, unit)
    plugin_height: Callable[[int, int], int] = lambda _w, _u: 0
    #: the game's status line ("Total 10"), "" for none
    status: str = ""
    #: the prompt (the question, the hint, an error)
    prompt: str = ""
    #: the rows of the game's answers under the prompt (0: none offered)
    buttons: int = 0
    #: the height of the messages that go in the panel at (width, unit)
    notice_height: Callable[[int, int], int] = lambda _w, _u: 0


def split_window(
    size: tuple[int, int], aspect: float, panel_w: int | None = None
) -> tuple[pygame.Rect, pygame.Rect, bool]:
    """(play area, side panel, landscape) for a window: the play area as large as its
    `aspect` (width / height) allows, the panel beside it (landscape; `panel_w` wide
    when given) or under it."""
    w, h = size
    m = max(6, round(min(w, h) * 0.02))
    landscape = w >= h * 0.95
    if landscape:
        if panel_w is None:
            panel_w = max(236, min(int(w * 0.36), w - int((h - 2 * m) * aspect) - 3 * m))
        area_w = min(int((h - 2 * m) * aspect), w - panel_w - 3 * m)
        area_h = min(h - 2 * m, int(area_w / aspect))
        left = (w - (area_w + panel_w + m)) // 2
        area = pygame.Rect(left, (h - area_h) // 2, area_w, area_h)
        return area, pygame.Rect(area.right + m, m, panel_w, h - 2 * m), True
    area_h = min(int((w - 2 * m) / aspect), int(h * 0.62))
    area_w = min(w - 2 * m, int(area_h * aspect))
    area = pygame.Rect((w - area_w) // 2, m, area_w, area_h)
    return area, pygame.Rect(m, area.bottom + m, w - 2 * m, h - area.bottom - 2 * m), False


#: at a text size one column beside the play area cannot hold, the panel widens up to
#: this share of the window's width (the play area shrinks) and holds two columns
WIDE_SHARE = 0.5
#: the two-column panel is this many units wide (two columns and three pads) and
#: needs this many units of height (its fuller column and the footer)
WIDE_UNITS = 15
WIDE_HEIGHT_UNITS = 17
#: the smallest side the play area keeps when the panel widens, in pixels
MIN_PLAY_SIDE = 500


def window_plan(
    size: tuple[int, int], aspect: float, scale: float = 1.0
) -> tuple[pygame.Rect, pygame.Rect, bool, int]:
    """(play area, panel, landscape, wide): `split_window`, except where the text size
    asks for a larger unit than one column of the panel's height holds (200 % text at
    1280x800): then the panel widens (up to `WIDE_SHARE` of the window) and `wide` is
    its unit for two columns, the prompt beside the move log (0: one column, as at
    100 %, where this never applies)."""
    area, panel, landscape = split_window(size, aspect)
    if not landscape or scale <= 1.0:
        return area, panel, landscape, 0
    one = panel_unit(panel, True, scale)
    want = int(panel_unit(panel, True) * scale)
    if one >= want:
        return area, panel, landscape, 0
    # the play area keeps its smaller side at MIN_PLAY_SIDE or more: its targets stay
    # large enough to hit (a Sorry! square about 24 px)
    side_now = min(area.size)
    keep = min(side_now, MIN_PLAY_SIDE) * max(1.0, aspect)
    room = size[0] - int(keep) - 3 * (panel.left - area.right)
    limit = max(panel.width, min(int(size[0] * WIDE_SHARE), room))
    panel_w = min(limit, max(panel.width, want * WIDE_UNITS))
    u = int(min(want, panel_w / WIDE_UNITS, panel.height / WIDE_HEIGHT_UNITS))
    if u <= one:
        return area, panel, landscape, 0
    area, panel, landscape = split_window(size, aspect, panel_w)
    return area, panel, landscape, u


#: the panel's unit (text and controls grow with it): largest at 100 %, in pixels, and
#: the fewest units the panel's column must hold (so a large UI scale still fits)
MAX_UNIT = 27
MIN_UNITS_LANDSCAPE = 30
MIN_UNITS_UNDER = 15
#: the prompt never takes more lines than this (a longer one shrinks to fit)
PROMPT_LINES = 4


def panel_unit(panel: pygame.Rect, landscape: bool, scale: float = 1.0) -> int:
    """The panel's unit: from its size, times the player's UI scale as far as the
    panel's height allows."""
    p = panel
    if landscape:
        fit = min(p.height / 34, p.width / 15)
        room = p.height / MIN_UNITS_LANDSCAPE
    else:
        fit = min(p.height / 19, p.width * 0.55 / 15)
        room = p.height / MIN_UNITS_UNDER
    return max(11, int(min(min(MAX_UNIT, fit) * scale, max(room, min(MAX_UNIT, fit)))))


def panel_pad(u: int) -> int:
    """The space between the panel's parts (half of it between the game's answers)."""
    return max(6, int(u * 0.7))


def answer_height(u: int) -> int:
    """The height of a row of the game's answers (Pass, Continue …)."""
    return int(u * 2.3)


def status_size(u: int) -> int:
    return max(11, int(u * 0.95))


def prompt_size(u: int) -> int:
    return max(11, u)


def words_height(text: str, size: int, width: int, bold: bool = False, most: int = 0) -> int:
    """The height `text` takes wrapped to `width` (0 for no text; at most `most` lines)."""
    if not text:
        return 0
    lines = len(wrap_text(text, size, width, bold))
    return min(lines, most or lines) * font(size).get_linesize()


def layout_panel(
    panel: pygame.Rect,
    landscape: bool,
    parts: PanelParts,
    players: int,
    scale: float = 1.0,
    wide: int = 0,
) -> PanelLayout:
    """Every part gets the room it needs and the move log the rest. Landscape: one
    column beside the play area — whose turn, the game's part, its status, the prompt,
    the game's answers, the messages, the log (filling), the players, the table's own
    buttons. Otherwise two columns under it: the same on the left, the log and the
    players on the right. `wide` (a unit, `window_plan`): two columns beside the play
    area, the table's buttons across both at the bottom. The log ends just above the
    players, so the newest entry stays in its place when the parts above it grow or
    shrink."""
    p = panel
    u = wide or panel_unit(p, landscape, scale)
    pad = panel_pad(u)
    footer_h = int(u * 2.0)
    if wide:
        split = p.left + (p.width - pad) // 2
        high = p.height - footer_h - pad  # the columns end above the footer
        col1 = pygame.Rect(p.left, p.top, split - p.left + pad, high)
        col2 = pygame.Rect(split, p.top, p.right - split, high)
        footer = pygame.Rect(p.left + pad, p.bottom - pad - footer_h, p.width - 2 * pad, footer_h)
    elif landscape:
        col1, col2 = p, None
    else:
        col1 = pygame.Rect(p.left, p.top, int(p.width * 0.52), p.height)
        col2 = pygame.Rect(col1.right - pad, p.top, p.right - col1.right + pad, p.height)
    x, y, w = col1.left + pad, col1.top + pad, col1.width - 2 * pad
    if not wide:
        footer = pygame.Rect(x, col1.bottom - pad - footer_h, w, footer_h)
    header = pygame.Rect(x, y, w, int(u * (4.4 if wide else 3.2)))  # narrow: 3 lines
    y = header.bottom + pad
    row_h = int(u * (2.2 if wide else 1.6))  # two columns: a row in two lines
    status_h = words_height(parts.status, status_size(u), w)
    prompt_h = words_height(parts.prompt, prompt_size(u), w, True, PROMPT_LINES)
    rows = max(0, int(parts.buttons))
    buttons_h = rows * answer_height(u) + max(0, rows - 1) * (pad // 2)
    # a message (a tip) goes in the words' column; with two columns above the move log
    side_h, notice_h = (parts.notice_height(w, u), 0) if wide else (0, parts.notice_height(w, u))
    words = (status_h + pad // 3 if status_h else 0) + prompt_h
    words += (pad // 2 + buttons_h if buttons_h else 0) + (pad // 2 + notice_h if notice_h else 0)
    # the players and a few lines of the move log always keep their room
    below = row_h * players + pad * 2 + int(u * 5.5) if col2 is None else 0
    room = (min(footer.top, col1.bottom) - pad - y) - words - below
    ph = max(0, min(int(parts.plugin_height(w, u)), room))
    plugin = pygame.Rect(x, y, w, ph)
    y = plugin.bottom + (pad if ph else 0)
    status = pygame.Rect(x, y, w, status_h)
    y = status.bottom + (pad // 3 if status_h else 0)
    prompt = pygame.Rect(x, y, w, prompt_h)
    y = prompt.bottom if prompt_h else prompt.top - pad // 2
    buttons = pygame.Rect(x, y + (pad // 2 if buttons_h else 0), w, buttons_h)
    y = buttons.bottom
    notice = pygame.Rect(x, y + (pad // 2 if notice_h else 0), w, notice_h)
    y = notice.bottom + pad
    if col2 is not None:
        bottom = col2.bottom - pad
        x, y, w = col2.left + pad, col2.top + pad, col2.width - 2 * pad
        if side_h:
            notice, y = pygame.Rect(x, y, w, side_h), y + side_h + pad
    else:
        bottom = footer.top - pad
    players_rect = pygame.Rect(x, bottom - row_h * players, w, row_h * players)
    log = pygame.Rect(x, y, w, max(0, players_rect.top - pad - y))
    return PanelLayout(
        p,
        u,
        pad,
        header,
        plugin,
        status,
        prompt,
        buttons,
        players_rect,
        row_h,
        log,
        footer,
        notice,
        max(1, rows),
        wide,
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
