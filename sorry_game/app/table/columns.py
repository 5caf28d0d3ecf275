"""Where the side panel's parts go (`panel.py` draws them): the window split between the
play area and the panel, the panel's unit from its size and the player's Text size, and
each part's rectangle — whose turn, the game's part, the prompt, the game's answers, the
messages, the move log (the rest), the players and the table's own buttons.

Sizes come from one unit `u` derived from the panel size, so the panel reads the same at
800x600 and 1920x1080. At a text size one column beside the play area cannot hold, the
panel widens into two columns (`window_plan`'s `wide`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import NamedTuple

import pygame

from sorry_game.app.draw import font, px_width, wrap_text


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
    #: the rows the table's own buttons take (two where three labels would shrink)
    footer_rows: int = 1
    #: the drawer panel's unit (`window_plan`), 0 for none: the move log and the players
    #: slide over the play area on demand (`handle` opens it; `drawer` while it is open)
    drawer_u: int = 0
    handle: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    drawer: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    #: the unit the panel has at 100 % text in this window (0: this one): what a part
    #: may give back of its growth before its words are cut (the move log's newest entry)
    base_u: int = 0
    #: the two-column panel stacked (`layout_panel`): the players and the game's part
    #: beside the header, the words and the move log across the whole width
    stacked: bool = False


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
    #: the message goes above the prompt, which goes on from it ("Click or press Space
    #: to go on." under the news it ends), not under the answers
    notice_first: bool = False
    #: the labels of the table's own buttons (Hint, Undo, Menu): they take two rows
    #: where one row would draw them smaller than the text size says (`footer_rows`)
    foot: tuple[str, ...] = ()
    #: the stacked panel fits the game's part beside the header, under the players (its
    #: words give way: Sorry, King!'s legend); else it goes whole under the header (a
    #: card and its words: `TablePlugin.stacked_part_fits`)
    part_fits: bool = False
    #: the game is over and its last move has landed: the drawer panel's column keeps
    #: the move log in the room the game's part gave up (its foot where it was), not
    #: the players' rows (Results say the standings a moment later)
    over: bool = False
    #: a guided game's script runs in the drawer's column (200 % text at 800x600): the
    #: header takes a one-column panel's height, its room the tip's (`places.py`)
    guided: bool = False


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
#: the two-column panel's left column (the header, the game's part, the prompt, the
#: answers) takes this share of its width, the move log and the players the rest: with
#: half of it the log's column set a card game's move ("12", then "⬤1 moves 12") on two
#: lines at 150 % text in 1280x800; the words beside it wrap a little more (0.42 broke
#: a result after "of")
WORDS_SHARE = 0.45
#: the two-column panel is this many units wide (two columns and three pads) and
#: needs this many units of height (its fuller column and the footer)
WIDE_UNITS = 15
WIDE_HEIGHT_UNITS = 17
#: the stacked panel (`stacked_layout`) is up to this many units wide: its move log's
#: entries one line each where the play area leaves the room (at 1920x1080 the board,
#: as tall as the window, needs no more width)
STACKED_UNITS = 18
#: and up to this share of the window's width (a move and its checker, at 200 % text in
#: 1280x800, one line: the board a little narrower, its squares still about 56 px)
STACKED_SHARE = 0.52
#: the smallest side the play area keeps when the panel widens, in pixels
MIN_PLAY_SIDE = 500


#: where even two columns cannot hold the text beside a play area that keeps its
#: targets (200 % at 800x600), the panel keeps its place and one column at the unit the
#: text size asks for, this many times the one-column unit or more, and its move log
#: and players go in a drawer over the play area; the column holds this many units of
#: width and of height at least
DRAWER_GAIN = 1.3
#: the drawer is this many units wide (as far as the play area goes): a move and its
#: seat's name on one line, as the stacked panel's log has them at 1280x800
DRAWER_LOG_UNITS = 21
#: a one-column panel at most `NARROW_PANEL` px wide (800x600) keeps this share of its
#: pad at the move log's sides (the other parts the whole pad): a name and a move on
#: one line
LOG_MARGIN = 0.3
NARROW_PANEL = 300
DRAWER_UNITS_WIDE = 9.0
DRAWER_UNITS_HIGH = 20


class Plan(NamedTuple):
    """How the window is shared (`window_plan`)."""

    area: pygame.Rect
    panel: pygame.Rect
    landscape: bool
    #: the two-column panel's unit, 0 for none
    wide: int = 0
    #: the drawer panel's unit, 0 for none
    drawer: int = 0


def window_plan(
    size: tuple[int, int],
    aspect: float,
    scale: float = 1.0,
    stacked: bool = False,
    tall: float = 0.0,
) -> Plan:
    """(play area, panel, landscape, wide, drawer): `split_window`, except where the
    text size asks for a larger unit than one column of the panel's height holds (200 %
    text at 1280x800): then the panel widens (up to `WIDE_SHARE` of the window) and
    `wide` is its unit for two columns, the prompt beside the move log. Where the play
    area cannot give that room (800x600), `drawer` is the unit of a one-column panel
    whose move log and players slide over the play area on demand. Both 0 (one column,
    as at 100 %) where neither applies. `stacked` (`TablePlugin.stacked_panel` where it
    `stacked_widens`): the panel, stacked at large text, takes the width the play area does not need, up to
    `STACKED_UNITS` and `STACKED_SHARE` (its move log across it). `tall`
    (`TablePlugin.tall_aspect`): where the panel widens, the play area takes the
    height beside it, as narrow as this width / height (its cards as large as at 100 %)."""
    area, panel, landscape = split_window(size, aspect)
    if not landscape or scale <= 1.0:
        return Plan(area, panel, landscape)
    one = panel_unit(panel, True, scale)
    want = int(panel_unit(panel, True) * scale)
    if one >= want:
        return Plan(area, panel, landscape)
    # the play area keeps its smaller side at MIN_PLAY_SIDE or more: its targets stay
    # large enough to hit (a Sorry! square about 24 px)
    side_now = min(area.size)
    keep = min(side_now, MIN_PLAY_SIDE) * max(1.0, aspect)
    room = size[0] - int(keep) - 3 * (panel.left - area.right)
    share = STACKED_SHARE if stacked else WIDE_SHARE
    limit = max(panel.width, min(int(size[0] * share), room))
    panel_w = min(limit, max(panel.width, want * (STACKED_UNITS if stacked else WIDE_UNITS)))
    # (the stacked panel's room beyond the two columns' goes to its move log, not its unit)
    unit_w = min(panel_w, max(panel.width, int(size[0] * WIDE_SHARE)))
    u = int(min(want, unit_w / WIDE_UNITS, panel.height / WIDE_HEIGHT_UNITS))
    if u > one:
        if tall:
            m = panel.left - area.right
            beside = (size[0] - panel_w - 3 * m) / max(1, size[1] - 2 * m)
            aspect = max(tall, min(aspect, beside))
        area, panel, landscape = split_window(size, aspect, panel_w)
        return Plan(area, panel, landscape, u)
    drawer = int(min(want, panel.width / DRAWER_UNITS_WIDE, panel.height / DRAWER_UNITS_HIGH))
    if want >= one * DRAWER_GAIN and drawer > one:
        return Plan(area, panel, landscape, 0, drawer)
    if room > panel.width:  # one column at large text (150 % at 800x600): as wide as the
        # play area gives, its side kept at MIN_PLAY_SIDE (a move and its seat's name
        # on one line of the log)
        area, panel, landscape = split_window(size, aspect, min(room, int(size[0] * WIDE_SHARE)))
    return Plan(area, panel, landscape)


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


#: a foot button's row is this many units high; its label is this share of the row's
#: height (the key under the word: "Menu" over "(Esc)"), at that size or not at all
FOOT_UNITS = 2.0
FOOT_LABEL = 0.5


def footer_rows(labels: tuple[str, ...], width: int, u: int) -> int:
    """The rows the table's own buttons take: one while each label's word (its key
    under it) fits its share of the row at the size the text size says, else two (800x600
    at 200 %: "Menu" at 26 px does not fit a third of the column) — the row wraps before
    a label shrinks."""
    if not labels:
        return 1
    h, gap = int(u * FOOT_UNITS), panel_pad(u) // 2
    px = max(11, int(h * FOOT_LABEL))
    bw = (width - gap * (len(labels) - 1)) // len(labels)
    words = [label.rpartition(" (")[0] or label for label in labels]
    return 1 if all(px_width(w, px, True) <= int(bw * 0.9) for w in words) else 2


def words_height(text: str, size: int, width: int, bold: bool = False, most: int = 0) -> int:
    """The height `text` takes wrapped to `width` (0 for no text; at most `most` lines)."""
    if not text:
        return 0
    lines = len(wrap_text(text, size, width, bold))
    return min(lines, most or lines) * font(size).get_linesize()


def words_stack(
    x: int, y: int, w: int, pad: int, heights: tuple[int, int, int, int], notice_first: bool
) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect, pygame.Rect, int]:
    """The panel's words from `y` down, as wide as `w`: the status line, the prompt, its
    answers and the message (above the prompt when the game puts it `notice_first`);
    `heights` are (status, notice, prompt, answers). Returns their rects (status,
    notice, prompt, answers) and where the next part starts. One stack for the
    two-column and the stacked panel."""
    status_h, notice_h, prompt_h, buttons_h = heights
    status = pygame.Rect(x, y, w, status_h)
    y = status.bottom + (pad // 3 if status_h else 0)
    first = notice_first and notice_h > 0
    notice = pygame.Rect(x, y, w, 0)
    if first:
        notice = pygame.Rect(x, y, w, notice_h)
        y = notice.bottom + pad // 2
    prompt = pygame.Rect(x, y, w, prompt_h)
    y = prompt.bottom if prompt_h else prompt.top - pad // 2
    buttons = pygame.Rect(x, y + (pad // 2 if buttons_h else 0), w, buttons_h)
    y = buttons.bottom
    if not first:
        notice = pygame.Rect(x, y + (pad // 2 if notice_h else 0), w, notice_h)
        y = notice.bottom
    return status, notice, prompt, buttons, y + pad


def layout_panel(
    panel: pygame.Rect,
    landscape: bool,
    parts: PanelParts,
    players: int,
    scale: float = 1.0,
    wide: int = 0,
    drawer: int = 0,
    drawer_open: bool = False,
    stacked: bool = False,
) -> PanelLayout:
    """Every part gets the room it needs and the move log the rest. Landscape: one
    column beside the play area — whose turn, the game's part, its status, the prompt,
    the game's answers, the messages, the log (filling), the players, the table's own
    buttons. Otherwise two columns under it: the same on the left, the log and the
    players on the right. `wide` (a unit, `window_plan`): two columns beside the play
    area, the table's buttons across both at the bottom. `drawer` (a unit): one column
    without the players, the log what room is left above a handle that opens the
    drawer — over the play area at the panel's left, the players and the whole log —
    while `drawer_open`. The log ends just above the players, so the newest entry stays
    in its place when the parts above it grow or shrink. `stacked` (with `wide`): the
    two columns only beside the header (`stacked_layout`)."""
    p = panel
    drawer = 0 if wide or not landscape else drawer
    u = wide or drawer or panel_unit(p, landscape, scale)
    pad = panel_pad(u)
    foot_w = (p.width if wide else (p.width if landscape else int(p.width * 0.52))) - 2 * pad
    foot_rows = footer_rows(parts.foot, foot_w, u)
    footer_h = int(u * FOOT_UNITS) * foot_rows + (foot_rows - 1) * (pad // 2)
    if wide and stacked:
        return stacked_layout(p, parts, players, u)
    if wide:
        split = p.left + int((p.width - pad) * WORDS_SHARE)
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
    tall = wide or (drawer and not parts.guided)  # (a name and two lines under it)
    header = pygame.Rect(x, y, w, int(u * (4.4 if tall else 3.2)))
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
    # the players and a few lines of the move log always keep their room (the drawer's
    # handle in their place)
    handle_h = int(u * 1.8) if drawer else 0
    below = row_h * players + pad * 2 + int(u * 5.5) if col2 is None else 0
    below = handle_h + pad if drawer else below
    room = (min(footer.top, col1.bottom) - pad - y) - words - below
    need = int(parts.plugin_height(w, u))
    # the words need the handle's room too: L still opens it (a guided game's tip takes
    # it before the game's part is squeezed: the tip's words are about that part)
    if drawer and room < (need if parts.guided else 0):
        room, below, handle_h = room + below, 0, 0
    # the game's part shows whole, or (a little short of it) fitted; squeezed to a
    # sliver it would draw its words tiny: then it gives way to the words
    ph = max(0, min(need, room)) if room >= need * 0.4 else 0
    plugin = pygame.Rect(x, y, w, ph)
    y = plugin.bottom + (pad if ph else 0)
    status, notice, prompt, buttons, y = words_stack(
        x, y, w, pad, (status_h, notice_h, prompt_h, buttons_h), parts.notice_first
    )
    if drawer and parts.guided and p.width <= NARROW_PANEL:  # the guided tip as wide as
        # the log's box there (`LOG_MARGIN`): a line or two shorter in its 200 px
        notice = notice.inflate(2 * (pad - int(pad * LOG_MARGIN)), 0)
    if col2 is not None:
        bottom = col2.bottom - pad
        x, y, w = col2.left + pad, col2.top + pad, col2.width - 2 * pad
        if side_h:
            notice, y = pygame.Rect(x, y, w, side_h), y + side_h + pad
    else:
        bottom = footer.top - pad
    players_rect = pygame.Rect(x, bottom - row_h * players, w, row_h * players)
    log = pygame.Rect(x, y, w, max(0, players_rect.top - pad - y))
    if col2 is None and p.width <= NARROW_PANEL:  # a small window's one column: the
        # log's box takes the panel's margins (a name and a move on one line)
        log = log.inflate(2 * (pad - int(pad * LOG_MARGIN)), 0)
    handle, drawn = pygame.Rect(x, bottom, w, 0), pygame.Rect(0, 0, 0, 0)
    if drawer:
        handle = pygame.Rect(x, bottom - handle_h, w, handle_h) if handle_h else handle
        # the whole move log is the drawer's (a move and its seat's name on one line);
        # the column's room left holds the players' rows where they fit, else the log's
        # newest entries, named (`movelog.draw_log` shows them only when the newest fits)
        log = pygame.Rect(x, y, w, max(0, handle.top - pad - y))
        players_rect = pygame.Rect(x, handle.top, w, 0)
        if drawer_open or log.height < u * 2:
            log.height = 0
        elif log.height >= row_h * players and not parts.over:
            players_rect = pygame.Rect(x, handle.top - pad - row_h * players, w, row_h * players)
            log.height = 0
        if drawer_open:
            dw = min(p.left - 2 * pad, max(p.width, int(u * DRAWER_LOG_UNITS)))
            drawn = pygame.Rect(p.left - pad - dw, p.top, dw, p.height)
            inner = drawn.inflate(-2 * pad, -2 * pad)
            players_rect = pygame.Rect(inner.left, inner.top, inner.width, row_h * players)
            log = pygame.Rect(inner.left, players_rect.bottom + pad, inner.width, 0)
            log.height = max(0, inner.bottom - log.top)
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
        foot_rows,
        drawer,
        handle,
        drawn,
    )


#: the stacked panel's players' rows, one line each, in units
STACKED_ROW = 1.3


class Band(NamedTuple):
    """The stacked panel's top band (`stacked_band`)."""

    header: pygame.Rect
    players: pygame.Rect
    plugin: pygame.Rect
    #: where the band ends (the parts across the panel start a pad below)
    bottom: int


def stacked_band(
    p: pygame.Rect, u: int, players: int, need: Callable[[int, int], int], fits: bool
) -> Band:
    """The stacked panel's top band (the table's and the replay's): whose turn on the
    left, the players' rows (one line each) on the right, and the game's part — under
    the players, fitted to the header's height where it `fits` (its words give way:
    Sorry, King!'s legend), else whole under the header (a card and its words: four
    players' rows leave it no room beside the header)."""
    pad = panel_pad(u)
    split = p.left + (p.width - pad) // 2
    x = p.left + pad
    header = pygame.Rect(x, p.top + pad, split - x, int(u * 4.4))
    row_h = int(u * STACKED_ROW)
    side = pygame.Rect(split + pad, header.top, p.right - split - 2 * pad, header.height)
    players_rect = pygame.Rect(side.left, side.top, side.width, row_h * players)
    if fits:
        top = players_rect.bottom + pad // 2
        h = max(0, min(int(need(side.width, u)), side.bottom - top))
        plugin = pygame.Rect(side.left, top, side.width, h)
    else:
        h = int(need(header.width, u))
        plugin = pygame.Rect(x, header.bottom + pad // 2, header.width, max(0, h))
    bottom = max(header.bottom, players_rect.bottom, plugin.bottom if plugin.height else 0)
    return Band(header, players_rect, plugin, bottom)


def stacked_layout(p: pygame.Rect, parts: PanelParts, players: int, u: int) -> PanelLayout:
    """The two-column panel at large text for a game whose move log needs the width
    (`TablePlugin.stacked_panel`: a chess move and its checker, a card and its pawn's
    move, in one line): the top band (`stacked_band`: whose turn, the players, the
    game's part); under it, across the whole width, the status, the prompt, the
    game's answers, the messages and the move log (the rest); the table's buttons at
    the bottom. Two columns give the log a quarter of the window's width, where an
    entry takes two or three lines; across the panel it takes one."""
    pad = panel_pad(u)
    footer_h = int(u * 2.0)
    x, w = p.left + pad, p.width - 2 * pad
    footer = pygame.Rect(x, p.bottom - pad - footer_h, w, footer_h)
    header, players_rect, plugin, band = stacked_band(
        p, u, players, parts.plugin_height, parts.part_fits
    )
    row_h = int(u * STACKED_ROW)
    y = band + pad
    # under the players, beside the game's part (a card game's); a message that does
    # not go on into the prompt (a tip) under the game's part, above the log
    beside = not parts.part_fits and plugin.height > 0
    under_part = beside and not parts.notice_first
    if beside:
        x, w, y = players_rect.left, players_rect.width, players_rect.bottom + pad
    status_h = words_height(parts.status, status_size(u), w)
    prompt_h = words_height(parts.prompt, prompt_size(u), w, True, PROMPT_LINES)
    notice_h = 0 if under_part else parts.notice_height(w, u)
    rows = max(0, int(parts.buttons))
    buttons_h = rows * answer_height(u) + max(0, rows - 1) * (pad // 2)
    news_across = beside and parts.notice_first  # the news: across the panel (below)
    status, notice, prompt, buttons, y = words_stack(
        x, y, w, pad, (status_h, 0 if news_across else notice_h, prompt_h, buttons_h), True
    )
    if not news_across:
        status, notice, prompt, buttons, y = words_stack(
            x, status.top, w, pad, (status_h, notice_h, prompt_h, buttons_h), parts.notice_first
        )
    y = max(y, band + pad)
    if news_across and (tall := parts.notice_height(footer.width, u)):
        # the news beside a card game's part goes across the panel at the top of the
        # move log's room, the log keeping its place below it (issue 39: set in the
        # column beside the card it stood four lines tall and pushed the log out,
        # leaving a large empty area); its newest entries stay where they were
        notice = pygame.Rect(footer.left, y, footer.width, tall)
        y = notice.bottom + pad
    if under_part and (tall := parts.notice_height(footer.width, u)):
        # across the panel under the part and the words beside it, in the log's room
        # (set in the first column's width its words took half the panel's size);
        # in that column under the part when the words beside it leave less room
        across = pygame.Rect(footer.left, max(plugin.bottom + pad, y), footer.width, 0)
        column = pygame.Rect(header.left, plugin.bottom + pad, header.width, 0)
        end = footer.top - pad
        notice = max(across, column, key=lambda r: (end - r.top) * r.width)
        if notice is across:
            notice.height = min(tall, max(0, end - notice.top))
        else:
            notice.height = parts.notice_height(header.width, u)
        y = max(y, notice.bottom + pad)
    x, w = footer.left, footer.width
    log = pygame.Rect(x, y, w, max(0, footer.top - pad - y))
    lay = PanelLayout(
        p, u, pad, header, plugin, status, prompt, buttons, players_rect, row_h, log, footer
    )
    lay.notice, lay.button_rows, lay.wide, lay.stacked = notice, max(1, rows), u, True
    return lay
