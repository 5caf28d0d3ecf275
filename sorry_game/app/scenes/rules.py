"""The rules of a game as pages (`rulebook.pages_of`): each page a heading, a few short
paragraphs and a diagram of a real position drawn by the game's own table plugin.

Pages turn with the buttons beside "Page 2 of 7", with Left/Right (Page Up/Down),
Home/End and the mouse wheel; "Contents" (C) lists the pages to jump to; Esc or Back
returns. A cycler at the top switches between the games of the collection; a game
whose rules are not written yet shows a friendly line instead. The scene names no
game: the pages live with each game's plugin. Words are only ever drawn as whole
lines that fit the column (never a line cut by a clip: a stray glyph fragment).

    screenshot_scene(app, game_id)  the scene for `--screenshot --scene rules`
"""

from __future__ import annotations

from typing import Any

import pygame

from sorry_game.app.draw import Palette, draw_triangle, get_font, wrap_px
from sorry_game.app.rulebook.diagram import render_position
from sorry_game.app.rulebook.pages import RulePage, pages_of
from sorry_game.app.rulebook.text import PageText, fit_page, set_page
from sorry_game.app.scenes import ShellScene, draw_heading
from sorry_game.app.table.plugin import plugin_class
from sorry_game.app.widgets import Button, Cycler, draw_panel, draw_text
from sorry_game.games.catalogue import all_games

#: keys that turn the page: key → pages to move (None: first / last)
PAGE_KEYS: dict[int, int] = {
    pygame.K_RIGHT: 1,
    pygame.K_PAGEDOWN: 1,
    pygame.K_SPACE: 1,
    pygame.K_LEFT: -1,
    pygame.K_PAGEUP: -1,
}
#: diagrams kept drawn (per game, page, size and theme)
CACHE_SIZE = 12


#: the narrowest column of words beside a page's diagram, in ems of the body text
MEASURE_EMS = 12


def missing_rules_text(game: Any) -> str:
    if not getattr(game, "available", True):
        return f"{game.title} is coming soon. Its rules will be here when it is ready to play."
    return f"The rules of {game.title} are not written down yet."


def page_label(index: int, count: int) -> str:
    """What the page counter says (pages count from 1 for players).

    >>> page_label(1, 7)
    'Page 2 of 7'
    """
    return f"Page {index + 1} of {count}"


class RulesScene(ShellScene):
    def __init__(self, app, game_id: str | None = None, page: int = 0) -> None:
        self.game_id = game_id
        self.page = page
        self.contents = False
        self.diagrams: dict[tuple[Any, ...], pygame.Surface] = {}
        super().__init__(app)

    # --- building -------------------------------------------------------------------------
    def create(self) -> None:
        self.games = all_games()
        game_id = self.game_id
        if game_id is None and self.app.session is not None:
            game_id = self.app.session.game_id
        ids = [g.id for g in self.games]
        if game_id not in ids:
            playable = [g.id for g in self.games if getattr(g, "available", True)]
            game_id = playable[0] if playable else ids[0]
        self.game = self.games[ids.index(game_id)]
        self.game_cycler = self.form.add(
            Cycler([g.title for g in self.games], ids.index(game_id), self.set_game, name="game")
        )
        self.prev_button = self.form.add(Button("", lambda: self.turn(-1), name="prev"))
        self.next_button = self.form.add(Button("", lambda: self.turn(1), name="next"))
        self.contents_button = self.form.add(
            Button("Contents", self.toggle_contents, name="contents")
        )
        self.back_button = self.form.add(Button("Back", self.back, style="primary", name="back"))
        self.primary = self.back_button
        self.entries: list[Button] = []
        self.load_pages(self.page)

    def load_pages(self, page: int = 0) -> None:
        """Read the game's pages and make one contents entry per page."""
        self.game_id = self.game.id
        self.pages: tuple[RulePage, ...] = pages_of(self.game)
        self.missing = "" if self.pages else missing_rules_text(self.game)
        self.page = max(0, min(page, len(self.pages) - 1))
        self.contents = False
        for entry in self.entries:
            self.form.remove(entry)
        self.entries = [
            self.form.add(
                Button(f"{i + 1}. {p.heading}", self._opener(i), style="quiet", name=f"page{i}")
            )
            for i, p in enumerate(self.pages)
        ]
        self.aspect = 1.0  # width / height of the play area the diagrams show
        if any(p.diagram is not None for p in self.pages):
            plugin = plugin_class(self.game)(Palette(self.app.theme), self.game)
            self.aspect = plugin.preferred_aspect()

    def _opener(self, index: int):
        return lambda: self.open_page(index)

    # --- moving about ---------------------------------------------------------------------
    def set_game(self, index: int) -> None:
        self.game = self.games[index]
        self.load_pages()
        self.layout()

    def turn(self, delta: int) -> None:
        """Go `delta` pages on (stopping at the first and the last)."""
        self.open_page(self.page + delta)

    def open_page(self, index: int) -> None:
        if self.pages:
            self.page = max(0, min(index, len(self.pages) - 1))
        self.contents = False
        self.layout()

    def toggle_contents(self) -> None:
        self.contents = not self.contents and bool(self.pages)
        self.layout()

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL and self.pages and not self.contents:
            self.turn(-1 if event.y > 0 else 1)  # the wheel turns the page
            return True
        if event.type == pygame.KEYDOWN and not self._cycler_has_keys():
            if event.key in PAGE_KEYS and self.pages:
                self.turn(PAGE_KEYS[event.key])
                return True
            if event.key in (pygame.K_HOME, pygame.K_END) and self.pages:
                self.open_page(0 if event.key == pygame.K_HOME else len(self.pages) - 1)
                return True
            if event.key == pygame.K_c:
                self.toggle_contents()
                return True
            if event.key == pygame.K_ESCAPE and self.contents:
                self.toggle_contents()
                return True
        return super().handle(event)

    def _cycler_has_keys(self) -> bool:
        """The game cycler shows the keyboard focus: Left/Right change the game."""
        return self.form.focus is self.game_cycler and self.form.focus_visible

    # --- layout ---------------------------------------------------------------------------
    def layout(self) -> None:
        # the page as tall as the text size makes it; a page's words may grow it
        self.size = (self.window[0], max(self.window[1], round(self.window[1] * self.zoom)))
        self._layout()
        self.page_to(self.page_y)

    def _layout(self) -> None:
        w, h = self.size
        m = self.px(0.04)
        pw = int(min(w - 2 * m, max(self.s * 1.3, w * 0.8)))
        x0 = (w - pw) // 2
        rh = self.px(0.065)
        heading = self.app.fonts.get(self.font_px("title"), True)
        self.heading_pos = (x0, m + max(0, (rh - heading.get_height()) // 2))
        self.heading_text = "Rules"
        hw = heading.size(self.heading_text)[0] + self.px(0.04)
        cw = min(pw - hw, self.px(0.55))
        self.game_cycler.rect = pygame.Rect(x0 + pw - cw, m, cw, rh)
        top = m + max(rh, heading.get_linesize()) + self.px(0.03)
        bh = self.px(0.075)
        gap = self.px(0.02)
        self.panel = pygame.Rect(x0, top, pw, h - top - m - bh - self.px(0.03))
        bottom = h - m - bh
        # Contents and Back beside the page buttons, or in a row of their own under
        # them when their words do not fit there (large text)
        words = self.app.fonts.get(self.font_px("button"), True)
        need = max(words.size(t)[0] for t in ("Contents", "Close list", "Back")) + self.px(0.05)
        turn_w = bh * 4 + min(self.px(0.3), pw - bh * 4 - 2 * gap) + 2 * gap
        side = min(self.px(0.28), (pw - turn_w - 2 * gap) // 2)
        two_rows = side < need
        if two_rows:
            side = min(max(need, self.px(0.28)), (pw - gap) // 2)
            self.panel.height -= bh + gap
            bottom -= bh + gap
        self.prev_button.rect = pygame.Rect(x0, bottom, bh * 2, bh)
        label_w = max(bh, min(self.px(0.3), pw - bh * 4 - 2 * gap))
        self.label_rect = pygame.Rect(x0 + bh * 2 + gap, bottom, label_w, bh)
        self.next_button.rect = pygame.Rect(self.label_rect.right + gap, bottom, bh * 2, bh)
        row = bottom + (bh + gap if two_rows else 0)
        self.back_button.rect = pygame.Rect(x0 + pw - side, row, side, bh)
        self.contents_button.rect = pygame.Rect(self.back_button.rect.x - gap - side, row, side, bh)
        many = len(self.pages) > 1
        for button in (self.prev_button, self.next_button, self.contents_button):
            button.visible = many
        self.prev_button.enabled = self.page > 0
        self.next_button.enabled = self.page < len(self.pages) - 1
        self.contents_button.text = "Close list" if self.contents else "Contents"
        pad = self.px(0.035)
        self.inner = self.panel.inflate(-2 * pad, -2 * pad)
        self._layout_contents()
        more = self._layout_page()
        if more > 0:  # large text: the page grows by what its words and diagram need
            self.grow_page(self.size[1] + more - self.px(0.04))
            self._layout()

    def _layout_contents(self) -> None:
        count = len(self.entries)
        cols = 1 if count <= 6 else 2
        rows = max(1, -(-count // cols))
        gap = self.px(0.012)
        ew = (self.inner.w - gap * (cols - 1)) // cols
        eh = min(self.px(0.075), (self.inner.h - gap * (rows - 1)) // rows)
        for i, entry in enumerate(self.entries):
            col, row = divmod(i, rows)
            entry.rect = pygame.Rect(
                self.inner.x + col * (ew + gap), self.inner.y + row * (eh + gap), ew, eh
            )
            entry.visible = self.contents
            entry.style = "primary" if i == self.page else "quiet"

    def _layout_page(self) -> int:
        """Lay the page out in `inner`; returns how much taller the page must be (0
        when it fits: large text sets the diagram under the words, at full size)."""
        inner = self.inner
        page = self.pages[self.page] if self.pages else None
        # a little larger than body text where the column has room (a large window)
        body = int(self.font_px("body") * 1.2)
        self.caption_px = self.font_px("small")
        self.diagram_rect = pygame.Rect(0, 0, 0, 0)
        self.caption: list[str] = []
        text_w = inner.w
        if page is not None and page.diagram is not None:
            lh = get_font(self.caption_px).get_linesize()
            for lines in (1, 2):  # the caption on one line, or two when it is long
                dh = inner.h - lh * lines - self.px(0.01)
                dw = min(int(inner.w * 0.6), int(dh * self.aspect))
                dh = min(dh, int(dw / self.aspect))
                self.caption = wrap_px(page.caption, self.caption_px, dw) if page.caption else []
                if len(self.caption) <= lines:
                    break
            self.caption = self.caption[:2]
            self.diagram_rect = pygame.Rect(inner.right - dw, inner.y, dw, dh)
            text_w = inner.w - dw - self.px(0.04)
        else:
            text_w = min(inner.w, int(body * 32))
        self.text_rect = pygame.Rect(inner.x, inner.y, text_w, inner.h)
        words = self.missing if page is None else ""
        heading, paragraphs = (page.heading, page.paragraphs) if page else ("", (words,))
        self.text: PageText = fit_page(
            heading, paragraphs, text_w, inner.h, body, self.app.fonts.MIN_PX
        )
        # large text: the diagram under the words where beside it they would shrink or
        # be left a column narrower than a readable measure ("START side / up. Be")
        narrow = text_w < MEASURE_EMS * body
        if self.zoom > 1 and page is not None and page.diagram is not None:
            if self.text.px < body or narrow:
                return self._stack_page(page, body)
        return 0

    def _stack_page(self, page: RulePage, body: int) -> int:
        """The words the whole width at their size, the diagram under them (at most
        as tall as the window's share at 100 %); returns the height the page lacks."""
        inner = self.inner
        text_w = min(inner.w, int(body * 32))
        self.text = set_page(page.heading, page.paragraphs, text_w, body)
        self.text_rect = pygame.Rect(inner.x, inner.y, text_w, self.text.height)
        gap = self.px(0.02)
        dw = min(inner.w, int(self.window[1] * 0.6 * self.aspect))
        dh = int(dw / self.aspect)
        self.caption = wrap_px(page.caption, self.caption_px, dw) if page.caption else []
        top = self.text_rect.bottom + gap
        self.diagram_rect = pygame.Rect(inner.centerx - dw // 2, top, dw, dh)
        lh = get_font(self.caption_px).get_linesize()
        bottom = self.diagram_rect.bottom + self.px(0.01) + lh * len(self.caption)
        return max(0, bottom - inner.bottom)

    # --- drawing --------------------------------------------------------------------------
    def diagram(self, index: int, size: tuple[int, int]) -> pygame.Surface:
        """Page `index`'s diagram drawn at `size` (kept for the next frames)."""
        theme = self.app.theme
        key = (self.game.id, index, size, theme.id, theme.name, self.zoom)
        image = self.diagrams.get(key)
        if image is None:
            position = self.pages[index].diagram
            assert position is not None
            if len(self.diagrams) >= CACHE_SIZE:
                self.diagrams.clear()
            image = render_position(size, Palette(theme), self.game, position, self.zoom)
            self.diagrams[key] = image
        return image

    def paint(self, surface: pygame.Surface) -> None:
        super().paint(surface)
        colour = self.app.theme.colour("text")
        for button, way in ((self.prev_button, "left"), (self.next_button, "right")):
            if button.visible:
                tint = colour if button.enabled else self.app.theme.colour("muted_text")
                draw_triangle(surface, tint, button.rect.center, button.rect.h * 0.4, way)

    def draw_content(self, surface: pygame.Surface) -> None:
        theme = self.app.theme
        room = self.game_cycler.rect.x - self.heading_pos[0] - self.px(0.02)
        font = self.app.fonts.fit(self.heading_text, room, self.font_px("title"), True)
        draw_heading(surface, self.app, self.heading_text, self.heading_pos, font.get_height())
        draw_panel(surface, self.app, self.panel)
        if len(self.pages) > 1:
            label = page_label(self.page, len(self.pages))
            small = self.app.fonts.fit(label, self.label_rect.w, self.font_px("button"))
            draw_text(surface, label, small, theme.colour("text"), self.label_rect.center, "center")
        if self.contents:
            return
        body = theme.colour("muted_text") if self.missing else theme.colour("text")
        head = theme.colour("highlight")
        x, y = self.text_rect.topleft
        for line in self.text.lines:
            font = get_font(self.text.head_px if line.heading else self.text.px, line.heading)
            draw_text(
                surface,
                line.text,
                font,
                head if line.heading else body,
                (x, y + line.y),
                "left",
                "top",
            )
        if self.diagram_rect.w > 0:
            image = self.diagram(self.page, self.diagram_rect.size)
            surface.blit(image, self.diagram_rect)
            small = get_font(self.caption_px)
            y = self.diagram_rect.bottom + self.px(0.01)
            for words in self.caption:
                x = self.diagram_rect.centerx
                draw_text(
                    surface, words, small, theme.colour("muted_text"), (x, y), "center", "top"
                )
                y += small.get_linesize()


def screenshot_scene(app, game_id: str) -> RulesScene:
    """The rules of `game_id` at their first diagram page, for `--screenshot --scene rules`."""
    scene = RulesScene(app, game_id)
    first = next((i for i, p in enumerate(scene.pages) if p.diagram is not None), 0)
    scene.open_page(first)
    return scene


__all__ = ["RulesScene", "missing_rules_text", "page_label", "screenshot_scene"]
