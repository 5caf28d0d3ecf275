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
    """What the row says of the choice: 'Mistake: −5.2 % chance to win against the
    best move', 'All choices equal', 'Best': in the chart's unit, against the best
    choice (the big moments' 'your chance to win −30 %' is the move of the chance, for
    a decision the part of its cost beyond doubt)."""
    if d.equal:
        return "All choices equal"
    word = MARK_LOOKS[d.mark][0]
    if d.mark is Mark.BEST or d.cost < 0.05:
        return word
    return f"{word}: {cost_words(d)}"


def row_words(d: DecisionReview) -> tuple[str, str]:
    """(the first line, the better choice or "") of a decision's row."""
    first = f"Move {d.number}: {d.chosen_words}"  # the replay's numbering: 'Before move 46'

    # a choice judged best (any difference within the estimate's noise) has none better
    better = f"Better: {d.best_words}" if shows_better(d) else ""
    return first, better


def verdict_lines(
    font_: pygame.font.Font, bold: pygame.font.Font, d: DecisionReview, width: int
) -> list[tuple[str, str]]:
    """The rows' second part as lines of (the mark's words in bold, the words after
    them): the better choice beside the mark where it fits whole, else on lines of its
    own below it, never cut."""
    said = verdict(d)
    _first, better = row_words(d)
    # the mark's words wrapped too: 'Inaccuracy: −13.7 % chance to win against the
    # best move' was cut at 800x600
    marks = [(text, "") for text in wrap(bold, said, width)]
    if not better:
        return marks
    if (
        len(marks) == 1
        and bold.size(said)[0] + font_.size("  ")[0] + font_.size(better)[0] <= width
    ):
        return [(said, better)]
    return marks + [("", text) for text in wrap(font_, better, width)]


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
        first, _better = row_words(d)
        line = font_.get_linesize()
        bold = self.fonts[1] if self.fonts else font_
        count = len(wrap(font_, first, width)) + len(verdict_lines(font_, bold, d, width))
        return count * line + line // 2

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
        """The line under the rows: '▼ 3 more' below, '▲ 2 above' (the font has no arrows:
        drawn triangles). A click on it selects the first row hidden below."""
        assert self.cue_rect is not None
        ink = ui.theme.colour("muted_text")
        line = font_.get_linesize()
        x, y = self.cue_rect.topleft
        self.cue_below = len(self.items) - 1 - last
        for n, word, way in ((self.cue_below, "more", "down"), (self.first, "above", "up")):
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
        if not self.items:
            return
        bottom = rect.bottom - pad
        last = self.fit(font_, width, y, bottom)
        lane = max(3, line // 5)
        if self.first > 0 or last < len(self.items) - 1:
            # rows hidden: a bar at the right and a line under the rows that counts them
            width -= lane + pad // 2
            bottom -= line
            last = self.fit(font_, width, y, bottom)
            self.cue_rect = pygame.Rect(text_x, bottom, width, line)
        top = y
        for i in range(self.first, last + 1):
            d = self.items[i]
            h = self.row_height(font_, width, d)
            row = pygame.Rect(rect.x + pad, y, text_x + width - rect.x - pad, h - line // 4)
            self.shown.append((i, row))
            word, key = MARK_LOOKS[d.mark]
            tone = theme.colour("muted_text") if d.equal else theme.colour(key)
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
            first, _better = row_words(d)
            ty = row.y
            for text in wrap(font_, first, width):
                self.lines.draw(
                    surface, text, font_, theme.colour("text"), (text_x, ty), width, "left", "top"
                )
                ty += line
            gap = font_.size("  ")[0]
            mark_tone = tone if not d.equal else theme.colour("muted_text")
            for said, tail in verdict_lines(font_, bold, d, width):
                x = text_x
                if said:  # the mark's word in its colour, the better choice after it
                    drawn = self.lines.draw(
                        surface, said, bold, mark_tone, (x, ty), width, "left", "top"
                    )
                    x = drawn.right + gap
                if tail:
                    room = text_x + width - x
                    self.lines.draw(
                        surface,
                        tail,
                        font_,
                        theme.colour("muted_text"),
                        (x, ty),
                        room,
                        "left",
                        "top",
                    )
                ty += line
            y += h
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

    hover_row: int | None = None

    def mouse_move(self, pos: tuple[int, int]) -> None:
        self.hover_row = self.row_at(pos) if self.rect.collidepoint(pos) else None


__all__ = ["MARK_LOOKS", "DecisionList", "cost_words", "row_words", "verdict"]
