"""The Results page's layout (`ResultsScene.lay_out`): the places, the story, the
buttons and the note on the page, and the frame hugging the buttons' band. Apart from
the scene so that the scene's class stays one screen's job."""

from __future__ import annotations

from typing import Any

import pygame


def button_row(fonts: Any, most: int, full: int, gap: int, bh: int, row: Any) -> tuple[int, int]:
    """(width, per row) of the buttons: four in a row while their words keep their size,
    else two rows of two (large text)."""
    for per_row in (4, 2):
        bw = min(most, (full - (per_row - 1) * gap) // per_row)
        font = fonts.get(bh * 0.4 * 1.25 * fonts.scale, True)
        if all(font.size(b.text)[0] <= bw * 0.9 for b in row):
            break
    return bw, per_row


def _story_on(scene: Any) -> bool:
    """Whether the story is laid out (before `layout` has decided, where it has one)."""
    return (
        getattr(scene, "story_panel", None) is not None and getattr(scene, "story_room", None) != 0
    )


def lay_out(self: Any) -> None:
    """The places and the story fill the page between the title and the buttons:
    side by side while each row keeps its words whole beside the chart (three or
    more seats), else the places above the story (two seats side by side in one
    row). Large text makes rows of three lines and a page that scrolls, never
    smaller words."""
    w = self.size[0]
    h = max(self.window[1], round(self.window[1] * self.zoom))
    self.size = (w, h)  # laid out again (the review's strip changed): from the start
    m = self.px(0.04 / (self.zoom if self.compact else 1.0))
    story = _story_on(self)
    gap = self.px(0.03)
    full = int(min(w - 2 * m, self.s * (1.7 if story else 1.0)))
    n = max(1, len(self.rows))
    bh = self.px(0.075)
    heading = self.standings().heading_h() if self.compact else self.px(0.17)
    heading = max(heading, self.standings().title_need(self.head(), full))
    note_h = self.px(0.07)
    pad = self.panel_pad()
    # the room between the title and the buttons, filled
    room = h - 2 * m - heading - self.px(0.05) - bh - note_h
    beside_w = (full - gap) * 11 // 20 if story else full
    least = self.px(0.32)  # the story's chart and a few moments

    def plan(stacked: bool, cols: int) -> tuple[int, int, int]:
        """(rows' lines, the places' natural height, the height both parts need)."""
        width = (full if stacked else beside_w) - 2 * pad
        lines = self.row_lines((width - (cols - 1) * gap) // cols)
        places_h = -(-n // cols) * self.row_height(lines) + 2 * pad
        if not story:
            return lines, places_h, places_h
        return lines, places_h, places_h + gap + least if stacked else max(places_h, least)

    # the first that fits the page: beside the story while its rows keep two lines
    # (three or more seats), else above it (two seats side by side), else any
    # that fits; with none, at 100 % text the places beside the story with their
    # rows pressed into the window, at large text the last (the page scrolls)
    if not story or self.compact:
        plans = [(story and self.compact, 1)]
    elif n >= 3:
        plans = [(False, 1), (True, 1)]
    else:
        plans = [(True, 2), (True, 1)]
    fits = [p for p in plans if plan(*p)[2] <= room]
    two = [p for p in fits if plan(*p)[0] == 2]
    # pressed: the rows lose their padding, never their words' room
    pressed = n * self.words_height(plan(False, 1)[0]) + 2 * pad
    press = not fits and self.zoom <= 1.0 and pressed <= room
    stacked, cols = (two or fits or [(False, 1) if press else plans[-1]])[0]
    lines, places_h, _need = plan(stacked, cols)
    if press:  # the window's room, the rows as tall as it gives them
        places_h = min(places_h, room)
    self.stacked = stacked
    pw = full if stacked else beside_w
    per_col = -(-n // cols)
    natural = self.row_height(lines)
    if stacked:
        story_h = max(least, room - places_h - gap)
        cap = getattr(self, "story_room", None)
        story_h = min(story_h, cap) if cap else story_h
        ph, content = places_h, places_h + gap + story_h
    else:
        story_h = ph = max(places_h, room if story else places_h)
        content = ph
    # rows share a box taller than they need, up to half again their height
    self.row_h = min(int(natural * 1.5), (ph - 2 * pad) // per_col)
    total = heading + content + self.px(0.05) + bh + note_h
    top = m if self.compact else max(m, (h - total) // 2)
    self.top = top
    left = (w - full) // 2
    self.panel = pygame.Rect(left, top + heading, pw, ph)
    self.wide = pygame.Rect(left, self.panel.y, full, ph)
    if not story:  # none, or left out: an empty line under the places
        self.story_rect = pygame.Rect(left, self.panel.bottom, full, 0)
    elif self.stacked:
        self.story_rect = pygame.Rect(left, self.panel.bottom + gap, full, story_h)
    else:
        self.story_rect = pygame.Rect(self.panel.right + gap, self.panel.y, full - pw - gap, ph)
    inner = self.panel.inflate(-2 * pad, -2 * pad)
    col_w = (inner.w - (cols - 1) * gap) // cols
    block = per_col * self.row_h
    y0 = inner.y + max(0, (inner.h - block) // 2)
    self.row_rects = [
        pygame.Rect(
            inner.x + (i // per_col) * (col_w + gap),
            y0 + (i % per_col) * self.row_h,
            col_w,
            self.row_h,
        )
        for i in range(len(self.rows))
    ]
    bottom = max(self.panel.bottom, self.story_rect.bottom if story else 0)
    row = (self.rematch_button, self.review.open_button, self.replay_button, self.menu_button)
    bw, per_row = button_row(self.app.fonts, self.px(0.3), full, gap, bh, row)
    by = bottom + self.px(0.05)
    x = w // 2 - (per_row * bw + (per_row - 1) * gap) // 2
    for i, button in enumerate(row):
        at = (x + (i % per_row) * (bw + gap), by + (i // per_row) * (bh + gap))
        button.rect = pygame.Rect(at, (bw, bh))
    by = row[-1].rect.y
    self.note_rect = pygame.Rect(x, by + bh + gap // 2, w - 2 * x, note_h)
    self.pin_foot([], 0)
    for button in row:
        button.text_px = 0  # fitted to its rect, unless pinned in the band
    self.note_pinned = by + bh + note_h + self.px(0.04) > self.window[1]
    if self.note_pinned:
        # all four in sight in a band at the foot; under the page's parts only the
        # review's progress while it is computed (and the page scrolls to it), never
        # Rematch's note: it stood there cut by the band or scrolled to in three
        # games and above it in Sorry, King!'s; no game says it at this size
        y, band = self.standings().pin_buttons(row, bw, per_row, bottom + self.px(0.05), w)
        self.note_rect.y = y
        top = self.window[1] - band  # the band's, in the window
        if not self.review.computing():
            bottom = self.hug_band(bottom, top)
        end = self.note_rect.bottom if self.review.computing() else bottom
        # the margin under the parts as the window allows: a page that fits the
        # window does not scroll (it did by its margin alone)
        end = top if end <= top else end + self.px(0.04)
        self.pin_foot(list(row), band, end)
    else:
        # the page as tall as what it shows: a bar at the right only where its parts
        # do not fit the window (at 200 % the page was twice the window's height
        # whatever it held, and a bar offered nothing to scroll to)
        self.size = (w, self.window[1])
        self.grow_page(by + bh + note_h)
    self.review.layout(self.note_rect, gap)


def hug_band(self: Any, bottom: int, top: int) -> int:
    """The places' frame ends above the band's `top`, giving up some of its margin
    under the rows (it stood 7 px under the band and the page scrolled for it)."""
    over = self.panel.bottom - (top - self.px(0.005))
    least = self.row_rects[-1].bottom + self.panel_pad() // 3
    if over <= 0 or bottom != self.panel.bottom or least > top:
        return bottom
    self.panel.h -= over
    self.wide.h = self.panel.h
    if self.story_rect.h == 0:
        self.story_rect.y = self.panel.bottom
    return self.panel.bottom
