"""The table's side panel, the same for every game: whose turn it is, the game's own part
(drawn by its plugin), the prompt, the game's answers, the messages the table had no
place for, the move log (`movelog.py`), the players and the table's own buttons.

Where each part goes is `columns.py` (re-exported here): each part takes the room its
words need and the move log the rest.
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass

import pygame

from sorry_game.app.draw import (
    Palette,
    aa_circle,
    blit_text,
    fit_text,
    font,
    mix,
    note_lines,
    ring,
    text_scale,
    text_width,
    wrap_balanced,
    wrap_phrases,
)
from sorry_game.app.draw.figures import draw_pawn
from sorry_game.app.draw.layers import Stamps
from sorry_game.app.draw.typeset import PHRASE_SEPARATOR, lone_lines, wrap_balanced_words
from sorry_game.app.table.columns import (
    DRAWER_GAIN,
    DRAWER_UNITS_HIGH,
    DRAWER_UNITS_WIDE,
    MAX_UNIT,
    MIN_PLAY_SIDE,
    MIN_UNITS_LANDSCAPE,
    MIN_UNITS_UNDER,
    PROMPT_LINES,
    STACKED_ROW,
    STACKED_SHARE,
    STACKED_UNITS,
    WIDE_HEIGHT_UNITS,
    WIDE_SHARE,
    WIDE_UNITS,
    WORDS_SHARE,
    PanelLayout,
    PanelParts,
    Plan,
    answer_height,
    layout_panel,
    panel_pad,
    panel_unit,
    prompt_size,
    split_window,
    stacked_band,
    stacked_layout,
    status_size,
    window_plan,
    words_height,
)

#: the header and the players' rows as drawn, kept as stamps (`draw.layers`)
PANEL = Stamps(max_bytes=4 << 20, told=True)


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
    brief: str = "",
) -> None:
    """A band in the turn player's colour: their token, name and a line below; kept as
    a stamp (`draw.layers`) while they stay the same (issue 41: its wraps and its
    sizes tried in turn were laid out again each frame)."""
    r, u = lay.header, lay.u
    key = ("header", tuple(colour), title, sub, brief, shape, u, pal, text_scale())
    PANEL.draw(
        surface,
        key,
        pygame.Rect(r),
        lambda s: _paint_header(s, pal, lay, colour, title, sub, shape, brief),
        corners=u // 2 + 1,  # (the band's rounded corners: the ground shows only there)
    )


def header_margin(u: int) -> int:
    """The header's words keep this far inside its band, above and below (a name
    pressed against the band's top edge reads as cut)."""
    return max(2, round(u * 0.12))


#: the header's name stays at least this much larger than its line below: a way whose
#: lines would squeeze it to their size gives way to a smaller or a shorter one
NAME_OVER = 1.2


def _paint_header(
    surface: pygame.Surface,
    pal: Palette,
    lay: PanelLayout,
    colour,
    title: str,
    sub: str,
    shape: int | str | None,
    brief: str = "",
) -> None:
    r, u = lay.header, lay.u
    pygame.draw.rect(surface, mix(colour, pal["panel"], 0.55), r, border_radius=u // 2)
    pygame.draw.rect(
        surface,
        colour,
        pygame.Rect(r.left, r.top, max(4, u // 3), r.height),
        border_top_left_radius=u // 2,
        border_bottom_left_radius=u // 2,
    )
    # a narrow band (two columns) keeps a smaller token, its words the room; the line
    # below at the header's size, broken only between its phrases; when it does not fit
    # so, its short form (the colour left out: the token says it), a size smaller, a
    # smaller token; at large text, its phrases broken where a typesetter would; never
    # a word cut (issue 39)
    first = r.height * 0.34 if r.width >= u * 10 else u * 0.75
    inner = r.height - 2 * header_margin(u)  # (the words' room, its margin above and below)
    gap = u * 0.35
    room = inner - gap
    got = None
    # first a way that reads (two lines at most, no word of a phrase alone on a line),
    # then one that reads in the shortest wording, then any that fits
    tokens = (first, min(first, u * 0.5))
    for reads, split, tr in itertools.product(("reads", "shortest", ""), (False, True), tokens):
        tx = r.left + u * 0.6 + 2 * tr + u * 0.8
        tw = int(r.right - tx - u * 0.4)
        got = _sub_lines(sub, brief, u, tw, room, split, reads)
        if got is not None:
            break
    least = max(11, int(u * 0.6))  # (none fits: the smallest, as many lines as it holds)
    short = (brief or sub).split(PHRASE_SEPARATOR)
    # (a last resort: any word may begin a line rather than a word be cut)
    small, lines = got or (least, _pack(short, least, tw, any_word=True))
    draw_pawn(surface, colour, (r.left + u * 0.6 + tr + 4, r.centery), tr, "", shape)
    big = int(u * 1.45)
    lh = font(small).get_linesize()
    # (a line is drawn as tall as its font's line: its height, not the glyphs', is
    # what must stay inside the margins; a short band, the guided game's in the drawer,
    # keeps the lines that fit under the name, none rather than one past its edge)
    most = max(0, int((inner - gap - font(small, True).get_linesize()) // lh))
    if len(lines) > most:
        rest = fit_text(" ".join(lines[most - 1 :]), small, tw) if most else ""
        lines = [*lines[: most - 1], rest] if most else []
    note_lines(lines, small, tw)  # (its breaks as drawn, read by bench/layout.py)
    below = gap + lh * len(lines) if lines else 0
    while big > small and font(big, True).get_linesize() + below > inner:
        big -= 1  # two lines below: the name gives way, never past the band's margin
    while big > 11 and text_width(title, big, True) > tw:
        big -= 1  # a long name in a narrow band (two columns) gives way before it is cut
    name_h = font(big, True).get_linesize()
    name_bottom = r.centery - (name_h + below) / 2 + name_h  # (the block centred)
    margin = header_margin(u)
    stood = (  # one line below: as it always stood, where that keeps inside the margins
        len(lines) == 1
        and math.floor(r.centery - u * 0.15 + 0.5) - name_h >= r.top + margin
        and r.centery + u * 0.2 + lh <= r.bottom - margin
    )
    if stood:
        name_bottom = r.centery - u * 0.15
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
            fit_text(line, small, tw),  # (a line past the band: cut and counted, not clipped)
            small,
            mix(pal["text"], colour, 0.2),
            (tx, r.centery + u * 0.2 if stood else name_bottom + gap + k * lh),
            "topleft",
        )


def _sub_lines(
    sub: str, brief: str, u: int, tw: int, room: float, split: bool, reads: str = ""
) -> tuple[int, list[str]] | None:
    """The header's line below and its size: the phrases (between " · ") whole on each
    line, as many lines as `room` holds under the name at that size, at the largest
    size from the header's own down to 0.7 of a unit (0.6 with `split`); its short form
    (`brief`; else the colour, its first phrase, left out) before the size goes below
    0.8 of one. `split` (large text in a narrow band): the short form's phrases may
    break between words where a typesetter would ("make / a chess move", never "a
    chess / move"). `reads` (issue 39): only a way that reads, on two lines at most
    with no word of a phrase alone on one ("computer / makes / a chess move"), a
    phrase broken inside at 0.8 of a unit or more; "shortest": the short form's first
    phrase alone ("computer") at 0.8 of a unit or more.
    None: no way fits the band."""
    if not sub.strip():
        return max(11, int(u * 0.95)), []  # (a name alone: centred)
    phrases = sub.split(PHRASE_SEPARATOR)
    short = brief.split(PHRASE_SEPARATOR) if brief else phrases[1:] or phrases
    top, mid, floor = max(11, int(u * 0.95)), max(11, int(u * 0.8)), max(11, int(u * 0.7))
    if split:  # (phrases broken inside: not below 0.8 of a unit in a way that reads,
        # the shorter wording first)
        floor = mid if reads else max(11, int(u * 0.6))
    tries = [] if split else [(phrases, size) for size in range(top, mid - 1, -1)]
    tries += [(short, size) for size in range(top, floor - 1, -1)]
    if reads == "shortest":
        tries = [(short[:1], size) for size in range(top, mid - 1, -1)] if short[1:] else []
    lone: tuple[int, list[str]] | None = None
    for form, size in tries:
        if split:
            lines = _pack(form, size, tw)
        else:
            lines = wrap_phrases(PHRASE_SEPARATOR.join(form), size, tw)
        held = all(text_width(line, size) <= tw for line in lines) and (
            split or all(p in form for line in lines for p in line.split(PHRASE_SEPARATOR))
        )
        name = font(size * NAME_OVER, True).get_linesize()
        fits = name + font(size).get_linesize() * len(lines) <= room
        if held and fits:
            if reads and not _reads(lines, form, size, tw):
                continue
            if len(lines) > 1 and " " not in lines[-1]:
                # a word alone on the last line ("Green · normal computer / passes"): a
                # smaller size or the short form first, as a typesetter would
                lone = lone or (size, lines)
                continue
            return size, lines
    return lone


def _reads(lines: list[str], form: list[str], size: int, width: int) -> bool:
    """Whether the header's line below reads as one: two lines at most, none a short
    word of a longer phrase alone ("makes" of "makes a chess move"; the colour "Red" is
    a phrase of its own)."""
    if len(lines) > 2:
        return False
    alone = lone_lines(lines, lambda t: text_width(t, size), width, ends=True)
    return all(lines[k].strip() in form for k in alone)


#: the words a phrase may break before at large text: each begins the group it leads
_LEADS = frozenset("a an the with to on in into at by for from of".split())


def _pack(phrases: list[str], size: int, width: int, any_word: bool = False) -> list[str]:
    """`phrases` in as few lines of `width` as can be, each broken only before a word
    that leads its group ("make / a chess move", "moves 2 / with a checker"; before any
    word with `any_word`), the " · " between two phrases on one line."""
    lines: list[str] = []
    for phrase in phrases:
        chunks: list[str] = []
        for word in phrase.split(" "):
            if chunks and not any_word and word.lower() not in _LEADS:
                chunks[-1] += " " + word
            else:
                chunks.append(word)
        for k, chunk in enumerate(chunks):
            glue = " " if k else PHRASE_SEPARATOR
            if lines and text_width(lines[-1] + glue + chunk, size) <= width:
                lines[-1] += glue + chunk
            else:
                lines.append(chunk)
    return lines


def draw_lines(
    surface: pygame.Surface, rect: pygame.Rect, text: str, size: int, colour, bold=False
) -> None:
    """Wrapped text in a box, its lines balanced, shrinking the size until it fits (down
    to 11); a size a little smaller (down to 0.85) where the lines at its own would
    leave one short word alone between two ("SORRY!: / choose / a pawn": issue 39)."""
    if not text or rect.height <= 0:
        return
    size = _without_lone_words(text, size, rect.width, bold)
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


def _without_lone_words(text: str, size: int, width: int, bold: bool) -> int:
    """`size`, or the largest down to 0.85 of it whose balanced lines leave no short
    word alone mid-paragraph (tried unrecorded: only the lines drawn are told)."""
    for tried in range(size, max(11, int(size * 0.85)) - 1, -1):

        def measure(t: str, px: int = tried) -> int:
            return text_width(t, px, bold)

        lines = wrap_balanced_words(text, measure, width)
        if not lone_lines(lines, measure, width):
            return tried
    return size


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
    notes under it (not the stacked panel's: one line each)."""
    r, u, rh = lay.players, lay.u, lay.row_h
    if r.height <= 0:  # in the drawer, closed
        return
    two_lines = bool(getattr(lay, "wide", 0)) and not getattr(lay, "stacked", False)
    # kept as a stamp (`draw.layers`) while the rows say the same (issue 41)
    said = tuple(_said(row) for row in rows)
    key = ("players", said, u, rh, two_lines, pal, text_scale())
    PANEL.draw(
        surface,
        key,
        pygame.Rect(r.left, r.top, r.width, rh * len(rows)),
        lambda s: _paint_players(s, pal, lay, rows, two_lines),
    )


def _said(row: PlayerRow) -> tuple:
    """All a row shows, as a key (a dataclass' `astuple` copies deep: ten times slower)."""
    shown = (row.name, row.detail, tuple(row.colour), row.shape, row.progress, row.goal)
    return (*shown, row.extra, row.current, row.deciding)


def _paint_players(
    surface: pygame.Surface, pal: Palette, lay: PanelLayout, rows: list[PlayerRow], two_lines: bool
) -> None:
    r, u, rh = lay.players, lay.u, lay.row_h
    tr = u * 1.6 * 0.32 if two_lines else rh * 0.32
    name_x = r.left + u * 0.4 + 2 * tr + u * 0.5
    # every row alike (the guided game's had pips for two seats, a smaller "Green"):
    # the smallest size any name needs, and the pips for all or for none — smaller
    # pips before none (the guided game's "Yellow" and "Green" at 200 % in 1280x800
    # left no seat its pips, where a table of short names showed them)
    fits: list[RowFit] = []
    for pip in PIP_UNITS:
        fits = [_fit_row(row_info, name_x, r.right, u, pip) for row_info in rows]
        if all(f.progress for f in fits):
            break
    size = min((f.size for f in fits), default=0)
    progress = all(f.progress for f in fits)
    for i, row_info in enumerate(rows):
        row = pygame.Rect(r.left, r.top + i * rh, r.width, rh - 2)
        col = row_info.colour
        if row_info.current or row_info.deciding:
            pygame.draw.rect(surface, mix(col, pal["panel"], 0.72), row, border_radius=u // 2)
            width = max(1, u // 8) if row_info.current else max(1, u // 5)
            edge = col if row_info.current else pal["highlight"]
            pygame.draw.rect(surface, edge, row, width, border_radius=u // 2)
        draw_pawn(surface, col, (row.left + u * 0.4 + tr, row.centery), tr, "", row_info.shape)
        if two_lines:
            _two_line_row(surface, pal, row, row_info, int(name_x), u)
            continue
        fit = fits[i]
        name_w = fit.name_w if progress else int(row.right - name_x - u * 0.4)
        blit_text(
            surface,
            fit_text(fit.label, size, name_w),
            size,
            pal["text"],
            (name_x, row.centery),
            "midleft",
        )
        px = row.right - u * 0.4 - fit.pips_w
        if progress:
            _draw_progress(surface, pal, row_info, px, row.centery, u, fit.small, fit.pip)
        if fit.extra:
            blit_text(
                surface,
                fit.extra,
                fit.small,
                pal["muted_text"],
                (px - u * 0.4, row.centery),
                "midright",
            )


@dataclass
class RowFit:
    """How one seat's one-line row fits: its label and size, the name's room, the note
    kept, the pips' width, whether the pips stay."""

    label: str
    size: int
    small: int
    name_w: int
    extra: str
    pips_w: int
    progress: bool
    #: the pips' radius, in units
    pip: float = 0.28


def _fit_row(row_info: PlayerRow, name_x: float, right: int, u: int, pip: float = 0.28) -> RowFit:
    """The row's own fit with pips `pip` units in radius (`_paint_players` then makes
    the rows alike)."""
    size = max(11, int(u * 0.95))
    small = max(10, int(u * 0.8))
    pips_w = _progress_width(row_info, u, small, pip)
    room = int(right - name_x - pips_w - u * 0.6)
    # a narrow window keeps the last note (the cards in hand) before the others,
    # and the name before any note
    notes = row_info.extra.split(" · ") if row_info.extra else []
    extra, name_w = "", room
    for extra in (" · ".join(notes), notes[-1] if notes else "", ""):
        extra_w = text_width(extra, small) + u * 0.5 if extra else 0
        name_w = int(room - extra_w)
        if name_w >= u * 3 or not extra:
            break
    label = row_info.name + row_info.detail
    if text_width(label, size) > name_w:
        label = row_info.name  # the name matters more than the level
    while size > small and text_width(label, size) > name_w:
        size -= 1  # a smaller size before a cut name
    # the pips stay beside a long name, cut with "…", while a few letters of it show
    # (a seat's progress is the row's news; its token and colour tell whose it is)
    progress = bool(extra) or name_w >= u * NAME_UNITS or text_width(label, size) <= name_w
    return RowFit(label, size, small, name_w, extra, pips_w, progress, pip)


#: a one-line row keeps its progress beside the name while this many units are left for
#: the name (cut with "…" where it is longer)
NAME_UNITS = 3
#: the pips' radius in units, largest first: a row's name that leaves them no room
#: takes smaller pips before the rows drop them
PIP_UNITS = (0.28, 0.22, 0.18)


def _progress_width(row_info: PlayerRow, u: int, small: int, pip: float = 0.28) -> int:
    if row_info.goal <= 0:  # the board says it (`TablePlugin.board_says`)
        return 0
    goal = row_info.goal
    if goal <= 6:
        return goal * (max(3, int(u * pip)) * 2 + 3)
    return text_width(f"{row_info.progress}/{goal}", small, True) + 4


def _draw_progress(
    surface: pygame.Surface,
    pal: Palette,
    row_info: PlayerRow,
    x: float,
    cy: int,
    u: int,
    small: int,
    pip: float = 0.28,
) -> None:
    """The seat's progress from `x`: a pip (`pip` units in radius) per step of a short
    goal, else "3/10" (nothing for goal 0: the board says it)."""
    if row_info.goal <= 0:
        return
    goal = row_info.goal
    pip_r = max(3, int(u * pip))
    if goal > 6:  # right-aligned where the pips would end
        right = x + _progress_width(row_info, u, small, pip)
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
    "PROMPT_LINES",
    "PanelLayout",
    "PanelParts",
    "PlayerRow",
    "STACKED_ROW",
    "STACKED_SHARE",
    "STACKED_UNITS",
    "WIDE_HEIGHT_UNITS",
    "WIDE_SHARE",
    "WORDS_SHARE",
    "WIDE_UNITS",
    "answer_height",
    "draw_frame",
    "draw_header",
    "draw_lines",
    "draw_players",
    "layout_panel",
    "panel_pad",
    "panel_unit",
    "prompt_size",
    "split_window",
    "stacked_band",
    "stacked_layout",
    "status_size",
    "window_plan",
    "words_height",
]
