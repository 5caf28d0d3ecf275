"""The list of the reviewed seat's decisions: one row each, in the order played (the
turn, the choice made, its mark and cost, the better choice), the mark's word in its
colour beside a stripe of it. One Tab stop: Up/Down (Page Up/Down, Home/End) move the
selection, Enter or Space opens the replay at that decision, as a click on a row does;
the wheel scrolls it. Rows that do not fit are counted under the rows ('▼ 3 more',
'▲ 2 above') beside a scroll bar, as the app's other long lists have.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from sorry_game.app.draw import PlacedLines, darken, draw_scrollbar, draw_triangle, mix, wrap
from sorry_game.app.review.compare import cost_words, shows_better
from sorry_game.app.widgets import Widget, draw_focus
from sorry_game.app.widgets.base import UI
from sorry_game.review import DecisionReview, Mark
from sorry_game.review.marks import charged

#: a mark's word, capitalised, and the theme colour its stripe takes
MARK_LOOKS: dict[Mark, tuple[str, str]] = {
    Mark.BEST: ("Best", "selected"),
    Mark.GOOD: ("Good", "muted_text"),
    Mark.INACCURACY: ("Inaccuracy", "highlight"),
    Mark.MISTAKE: ("Mistake", "accent"),
    Mark.BLUNDER: ("Blunder", "danger"),
}
MOVE_KEYS = {
    pygame.K_UP: -1,
    pygame.K_DOWN: 1,
    pygame.K_PAGEUP: -5,
    pygame.K_PAGEDOWN: 5,
}


def verdict(d: DecisionReview) -> str:
    """The whole of what is said of the choice, for the selected row's detail: 'Mistake:
    lost at least 4.2 % chance to win against the best move, maybe 5.2 % (4.2 to 6.2 %)',
    'All choices equal', 'Best': the mark and the part of the cost it was given from
    first, the estimate an aside (`cost_words`)."""
    if d.equal:
        return "All choices equal"
    word = MARK_LOOKS[d.mark][0]
    if d.mark is Mark.BEST or d.cost < 0.05:
        return word
    return f"{word}: {cost_words(d, doubt=True)}"


def short_verdict(d: DecisionReview, unit: bool = True) -> str:
    """The row's mark and the loss it was given from, read at a glance: 'Mistake −8.2 %'
    (the part of the cost the review is sure of, in % of the chance to win, as the
    moment's legend and the detail say it: "lost 8.2 %"), 'Best', 'All choices equal'.
    A row that said the estimate ('Good −23 ± 22') read as "good" beside a big loss
    (fresh eyes); the detail says the estimate. The figure carries its unit: 'Good −0.5'
    alone read as a score (`unit` False: the figure alone, where a row's one line needs
    the room).

    >>> d = DecisionReview(3, 0, 2, "a", "b", "play a 5", "play a 7", (0.3,), (0.2,),
    ...     17.3, 9.1, Mark.MISTAKE, False, 252)
    >>> short_verdict(d)
    'Mistake −8.2 %'
    """
    if d.equal:
        return "All choices equal"
    word = MARK_LOOKS[d.mark][0]
    sure = charged(d.cost, d.error)
    if d.mark is Mark.BEST or sure < 0.05:
        return word
    figure = f"{sure:.1f}" if sure < 10 else f"{sure:.0f}"
    return f"{word} −{figure}" + (" %" if unit else "")


def row_words(d: DecisionReview) -> tuple[str, str]:
    """(what was played, the mark and cost) of a decision's row: 'Move 252 · play a 5',
    'Mistake −8.2 %'."""
    # the replay's numbering: 'Move 252 of 549'
    return f"Move {d.number} · {d.chosen_words}", short_verdict(d)


#: between the row's move and its mark on one line
SEP = " · "


#: where a move's words go on from what it is to its details: 'split the 7: pawn 2
#: forward 1, …', 'switch pawn 1 with Yellow's pawn 4 with the 11', 'play SORRY! to flip …'
DETAILS = (": ", " with ", " to ")


def head_words(words: str) -> str:
    """A move's words before its details, for a row short of room (the detail under the
    list says the whole): up to the first of `DETAILS`.

    >>> head_words("split the 7: pawn 2 forward 1, then pawn 3 forward 6")
    'split the 7'
    >>> head_words("switch pawn 1 with Yellow's pawn 4 with the 11"), head_words("play a 5")
    ('switch pawn 1', 'play a 5')
    """
    cuts = [words.find(sep) for sep in DETAILS if words.find(sep) > 0]
    return words[: min(cuts)] if cuts else words


def row_lines(
    font_: pygame.font.Font, bold: pygame.font.Font, d: DecisionReview, width: int
) -> list[tuple[str, str]]:
    """A row's lines as (the plain words, the mark's words in bold after them): one line
    where it fits, with the move's head alone (`head_words`) where that makes it fit
    (the detail says the whole), else the move on its lines and the mark after it,
    never cut."""
    played, mark = row_words(d)
    short = played.replace(d.chosen_words, head_words(d.chosen_words))
    bare = short_verdict(d, unit=False)  # (the figure's unit: where one line needs its room)
    for said, marked in ((played, mark), (short, mark), (short, bare)):
        if font_.size(said + SEP)[0] + bold.size(marked)[0] <= width:
            return [(said + SEP, marked)]
    lines = [(text, "") for text in wrap(font_, short, width)]
    last = lines[-1][0]
    if font_.size(last + SEP)[0] + bold.size(mark)[0] <= width:
        return lines[:-1] + [(last + SEP, mark)]
    return lines + [("", text) for text in wrap(bold, mark, width)]


def shortened(
    font_: pygame.font.Font, bold: pygame.font.Font, d: DecisionReview, width: int
) -> bool:
    """The row says less of the move than its words (the detail then says them)."""
    return d.chosen_words not in " ".join(p for p, _m in row_lines(font_, bold, d, width))


def detail_lines(
    font_: pygame.font.Font,
    bold: pygame.font.Font,
    d: DecisionReview,
    width: int,
    played: bool = False,
) -> list[tuple[str, str]]:
    """The selected decision's detail under the list, as lines of (the mark's words in
    bold, plain words): the whole sentence (`verdict`), the better choice, (with
    `played`) the whole move where its row said its head alone, never cut."""
    lines = [(text, "") for text in wrap(bold, verdict(d), width)]
    if played:
        lines = [("", text) for text in wrap(font_, f"Played: {d.chosen_words}", width)] + lines
    if shows_better(d):  # a choice judged best (within the noise) has none better
        lines += [("", text) for text in wrap(font_, f"Better: {d.best_words}", width)]
    return lines


class DecisionList(Widget):
    """The seat's decisions (see the module docstring)."""

    own_keys = (pygame.K_UP, pygame.K_DOWN)

    def __init__(self, on_choose: Callable[[DecisionReview], Any], name: str = "decisions") -> None:
        super().__init__(name=name)
        self.on_choose = on_choose
        self.items: list[DecisionReview] = []
        self.selected = 0
        self.first = 0
        #: the rows' fonts (plain, bold), set by the scene's layout
        self.fonts: tuple[pygame.font.Font, pygame.font.Font] | None = None
        self.lines = PlacedLines(valign="top")
        #: the rows drawn last: (index, rect)
        self.shown: list[tuple[int, pygame.Rect]] = []
        self.heading = "Decisions"
        #: the line that counts the rows hidden (None when all are shown), and below
        self.cue_rect: pygame.Rect | None = None
        self.cue_below = 0
        #: new items: the scene chooses the row selected first
        self.fresh = True
        #: the rows drawn last, each its lines' words (index: lines), and the detail's
        self.drawn_rows: dict[int, list[str]] = {}
        self.detail_words: list[str] = []
        #: where the selected decision's detail was drawn last (None: no room for it)
        self.detail_rect: pygame.Rect | None = None
        #: the width the rows' words were given in the last draw
        self.row_width = 0
        #: the detail says the whole move too, where the rows keep room
        self.detail_played = False

    def set_items(self, items: Sequence[DecisionReview]) -> None:
        self.items = list(items)
        self.selected = max(0, min(self.selected, len(self.items) - 1))
        self.first = 0

    @property
    def focusable(self) -> bool:  # type: ignore[override]
        return bool(self.items)

    # --- keys and the mouse ------------------------------------------------------------
    def move(self, delta: int) -> None:
        if self.items:
            self.selected = max(0, min(len(self.items) - 1, self.selected + delta))
            self._follow()

    def key(self, event: pygame.event.Event) -> bool:
        if event.key in MOVE_KEYS:
            self.move(MOVE_KEYS[event.key])
            return True
        if event.key == pygame.K_HOME:
            self.move(-len(self.items))
            return True
        if event.key == pygame.K_END:
            self.move(len(self.items))
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            return self.activate()
        return False

    def activate(self) -> bool:
        if not self.items:
            return False
        self.on_choose(self.items[self.selected])
        return True

    def row_at(self, pos: tuple[int, int]) -> int | None:
        return next((i for i, r in self.shown if r.collidepoint(pos)), None)

    def mouse_down(self, pos: tuple[int, int]) -> bool:
        if self.cue_rect and self.cue_rect.collidepoint(pos) and self.cue_below:
            self.selected = min(len(self.items) - 1, self.shown[-1][0] + 1)
            return True
        row = self.row_at(pos)
        if row is None:
            return True
        self.selected = row
        return True

    def mouse_up(self, pos: tuple[int, int], inside: bool) -> bool:
        row = self.row_at(pos) if inside else None
        if row is not None and row == self.selected:
            return self.activate()
        return False

    def scroll(self, rows: int) -> None:
        self.first = max(0, min(max(0, len(self.items) - 1), self.first + rows))

    def _follow(self) -> None:
        """Keep the selected row in sight (the next draw places the rows)."""
        if self.selected < self.first:
            self.first = self.selected
        elif self.shown and self.selected > self.shown[-1][0]:
            self.first += self.selected - self.shown[-1][0]

    # --- drawing -----------------------------------------------------------------------
    def row_height(self, font_: pygame.font.Font, width: int, d: DecisionReview) -> int:
        bold = self.fonts[1] if self.fonts else font_
        line = font_.get_linesize()
        return len(row_lines(font_, bold, d, width)) * line + line // 2

    def fit(self, font_: pygame.font.Font, width: int, top: int, bottom: int) -> int:
        """Choose the first row shown (the selected one in sight; rows before it while
        they fit, when the list ends in the box) and return the last that fits."""
        n = len(self.items)
        heights = [self.row_height(font_, width, d) for d in self.items]

        def last_from(first: int) -> int:
            used, last = top + heights[first], first  # the first row is always drawn
            while last + 1 < n and used + heights[last + 1] <= bottom:
                last += 1
                used += heights[last]
            return last

        self.first = max(0, min(self.first, self.selected, n - 1))
        while self.first < self.selected and last_from(self.first) < self.selected:
            self.first += 1
        if last_from(self.first) == n - 1:
            used = sum(heights[self.first :])
            while self.first > 0 and used + heights[self.first - 1] <= bottom - top:
                self.first -= 1
                used += heights[self.first]
        return last_from(self.first)

    def draw_cue(self, surface: pygame.Surface, ui: UI, font_: pygame.font.Font, last: int) -> None:
        """The line under the rows: '▲ 2 above', '▼ 3 more' below, in the order of the
        list (the font has no arrows: drawn triangles). A click on it selects the first
        row hidden below."""
        assert self.cue_rect is not None
        ink = ui.theme.colour("muted_text")
        line = font_.get_linesize()
        x, y = self.cue_rect.topleft
        self.cue_below = len(self.items) - 1 - last
        for n, word, way in ((self.first, "above", "up"), (self.cue_below, "more", "down")):
            if not n:
                continue
            size = line // 2
            draw_triangle(surface, ink, (x + size // 2, y + line // 2), size, way)
            x += size + line // 3
            room = self.cue_rect.right - x
            drawn = self.lines.draw(surface, f"{n} {word}", font_, ink, (x, y), room, "left", "top")
            x = drawn.right + line

    def draw(self, surface: pygame.Surface, ui: UI, focused: bool = False) -> None:
        theme = ui.theme
        font_, bold = self.fonts or (ui.fonts.get(16), ui.fonts.get(16, True))
        self.lines.start(self.rect)
        line = font_.get_linesize()
        rect = self.rect
        pygame.draw.rect(surface, darken(theme.colour("panel"), 0.2), rect, border_radius=line // 3)
        pad = max(4, line // 3)
        stripe = max(4, line // 4)
        text_x = rect.x + pad + stripe + pad
        width = rect.right - pad - text_x
        self.lines.draw(
            surface,
            self.heading,
            bold,
            theme.colour("muted_text"),
            (rect.x + pad, rect.y + pad),
            rect.w - 2 * pad,
            "left",
            "top",
        )
        y = rect.y + pad + line + pad // 2
        self.shown = []
        self.cue_rect = None
        self.drawn_rows = {}
        self.detail_words = []
        self.detail_rect = None
        if not self.items:
            return
        bottom = rect.bottom - pad
        inner = rect.inflate(-2 * pad, -2 * pad)
        narrow = width - max(3, line // 5) - pad // 2  # (the rows beside a scroll bar)
        detail = self.detail_height((font_, bold), inner.w, narrow, bottom - y)
        bottom -= detail
        last = self.fit(font_, width, y, bottom)
        lane = max(3, line // 5)
        if self.first > 0 or last < len(self.items) - 1:
            # rows hidden: a bar at the right and a line under the rows that counts them
            width -= lane + pad // 2
            bottom -= line
            last = self.fit(font_, width, y, bottom)
            self.cue_rect = pygame.Rect(text_x, bottom, width, line)
        top = y
        self.row_width = width
        for i in range(self.first, last + 1):
            d = self.items[i]
            h = self.row_height(font_, width, d)
            row = pygame.Rect(rect.x + pad, y, text_x + width - rect.x - pad, h - line // 4)
            self.shown.append((i, row))
            tone = self.tone(ui, d)
            if i == self.selected:
                pygame.draw.rect(
                    surface,
                    mix(theme.colour("panel"), theme.colour("highlight"), 0.22),
                    row,
                    border_radius=line // 3,
                )
            elif self.hover_row == i:
                pygame.draw.rect(
                    surface,
                    mix(theme.colour("panel"), theme.colour("panel_edge"), 0.35),
                    row,
                    border_radius=line // 3,
                )
            pygame.draw.rect(
                surface,
                tone,
                (row.x + pad // 2, row.y + 2, stripe, row.h - 4),
                border_radius=stripe // 2,
            )
            said = row_lines(font_, bold, d, width)
            ty = row.y + (row.h - len(said) * line) // 2
            self.drawn_rows[i] = [plain + mark for plain, mark in said]
            for plain, mark in said:
                self.two_tones(
                    surface,
                    (font_, theme.colour("text")),
                    (bold, tone),
                    plain,
                    mark,
                    (text_x, ty),
                    width,
                )
                ty += line
            y += h
        if detail:  # under the rows, or at the foot under the line that counts the hidden
            at = self.cue_rect.bottom if self.cue_rect else y
            self.draw_detail(surface, ui, pygame.Rect(inner.x, at, inner.w, detail))
        if self.cue_rect is not None:
            track = pygame.Rect(rect.right - pad // 2 - lane, top, lane, bottom - top)
            edge = theme.colour("panel_edge")
            colours = (mix(theme.colour("panel"), edge, 0.4), edge)
            draw_scrollbar(
                surface, track, self.first, last + 1 - self.first, len(self.items), colours, line
            )
            self.draw_cue(surface, ui, font_, last)
        if focused:
            draw_focus(surface, ui, rect)

    def tone(self, ui: UI, d: DecisionReview) -> tuple[int, int, int]:
        """The colour of a decision's mark (its stripe and words)."""
        key = "muted_text" if d.equal else MARK_LOOKS[d.mark][1]
        return ui.theme.colour(key)

    def two_tones(
        self,
        surface: pygame.Surface,
        plain: tuple[pygame.font.Font, Any],
        marked: tuple[pygame.font.Font, Any],
        words: str,
        mark: str,
        at: tuple[int, int],
        width: int,
    ) -> None:
        """One line: plain words, then the mark's words in bold in its colour."""
        x, y = at
        if words:
            drawn = self.lines.draw(
                surface, words, plain[0], plain[1], (x, y), width, "left", "top"
            )
            x = drawn.right
        if mark:
            room = at[0] + width - x
            self.lines.draw(surface, mark, marked[0], marked[1], (x, y), room, "left", "top")

    def detail_height(
        self, fonts: tuple[pygame.font.Font, pygame.font.Font], width: int, rows: int, room: int
    ) -> int:
        """The selected decision's detail's height (`detail_lines`; its rows `rows` wide):
        the whole move where its row says its head and two rows keep their room, else
        less; 0 where even its sentence would leave no row's room (the row itself says
        the mark and its loss)."""
        font_, bold = fonts
        line = font_.get_linesize()
        d = self.items[self.selected]
        played = shortened(font_, bold, d, rows)
        two = min(2, len(self.items)) * (line + line // 2) + line  # and the hidden's count
        for self.detail_played, least in ((played, two), (False, line + line // 2 + line)):
            h = len(detail_lines(font_, bold, d, width, self.detail_played)) * line + line // 2
            if room - h >= least:
                return h
        return 0

    def content_height(self, fonts: tuple[pygame.font.Font, pygame.font.Font], width: int) -> int:
        """The height of a box `width` wide that shows its heading, every row and the
        tallest of their details (with the whole move) and a line to spare: a short
        list's box ends under its words rather than standing empty to the window's foot
        (Sorry, King!'s two decisions left a third of the column an empty panel)."""
        font_, bold = fonts
        line = font_.get_linesize()
        pad, stripe = max(4, line // 3), max(4, line // 4)
        rows_w = width - pad - (pad + stripe + pad)
        inner = width - 2 * pad
        rows = sum(self.row_height(font_, rows_w, d) for d in self.items)
        detail = max(
            (
                len(detail_lines(font_, bold, d, inner, shortened(font_, bold, d, rows_w))) * line
                + line // 2
                for d in self.items
            ),
            default=0,
        )
        return pad + line + pad // 2 + rows + detail + line + pad

    def draw_detail(self, surface: pygame.Surface, ui: UI, box: pygame.Rect) -> None:
        """The selected decision's whole words (`detail_lines`) in `box`, over a rule."""
        font_, bold = self.fonts or (ui.fonts.get(16), ui.fonts.get(16, True))
        line = font_.get_linesize()
        d = self.items[self.selected]
        said = detail_lines(font_, bold, d, box.w, self.detail_played)
        y = box.bottom - len(said) * line
        edge = ui.theme.colour("panel_edge")
        pygame.draw.line(surface, edge, (box.x, y - line // 4), (box.right, y - line // 4))
        muted = (font_, ui.theme.colour("muted_text"))
        for mark, plain in said:
            self.two_tones(surface, muted, (bold, self.tone(ui, d)), "", mark, (box.x, y), box.w)
            if plain:
                self.lines.draw(surface, plain, *muted, (box.x, y), box.w, "left", "top")
            y += line
        self.detail_words = [mark or plain for mark, plain in said]
        self.detail_rect = box

    hover_row: int | None = None

    def mouse_move(self, pos: tuple[int, int]) -> None:
        self.hover_row = self.row_at(pos) if self.rect.collidepoint(pos) else None


__all__ = [
    "MARK_LOOKS",
    "DecisionList",
    "cost_words",
    "detail_lines",
    "row_lines",
    "row_words",
    "short_verdict",
    "verdict",
]
