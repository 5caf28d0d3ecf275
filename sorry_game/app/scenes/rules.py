"""The rules of a game: `game.rules_summary` ((rule id, text) pairs), wrapped to the
window and scrollable (wheel, arrows, Page Up/Down, Home/End, dragging the bar)."""

from __future__ import annotations

import pygame

from sorry_game.app.fonts import wrap
from sorry_game.app.scenes import ShellScene, draw_heading
from sorry_game.app.widgets import Button, draw_panel, draw_text, mix


class RulesScene(ShellScene):
    def __init__(self, app, game_id: str | None = None) -> None:
        self.game_id = game_id
        self.scroll = 0.0
        self.content_h = 0
        self.dragging = False
        super().__init__(app)

    def create(self) -> None:
        from sorry_game.engine import get_game

        game_id = self.game_id
        if game_id is None and self.app.session is not None:
            game_id = self.app.session.game_id
        try:
            self.game = get_game(game_id or "classic")
        except KeyError:
            self.game = get_game("classic")
        self.entries = list(getattr(self.game, "rules_summary", ()) or ())
        if not self.entries:
            self.entries = [
                ("", f"{self.game.title} is coming soon; its rules are not written yet.")
            ]
        self.back_button = self.form.add(Button("Back", self.back, style="primary", name="back"))
        self.form.set_focus(self.back_button)

    def layout(self) -> None:
        w, h = self.size
        m = self.px(0.04)
        pw = int(min(w - 2 * m, self.s * 1.3))
        self.heading_pos = ((w - pw) // 2, m)
        top = m + self.px(0.1)
        bh = self.px(0.075)
        self.panel = pygame.Rect((w - pw) // 2, top, pw, h - top - m - bh - self.px(0.03))
        self.back_button.rect = pygame.Rect(0, 0, self.px(0.28), bh)
        self.back_button.rect.midbottom = (w // 2, h - m)
        pad = self.px(0.04)
        self.view = self.panel.inflate(-2 * pad, -2 * pad)
        self.view.w -= self.px(0.02)  # room for the scroll bar
        self.font = self.app.fonts.get(self.font_px("body"))
        self.id_font = self.app.fonts.get(self.font_px("small"), True)
        self.id_w = max(self.id_font.size(rid)[0] for rid, _ in self.entries) + self.px(0.03)
        self.id_w = min(self.id_w, self.view.w // 4)
        self.lines: list[tuple[str, list[str]]] = []
        y = 0
        lh = self.font.get_linesize()
        for rid, text in self.entries:
            lines = wrap(self.font, text, self.view.w - self.id_w)
            self.lines.append((rid, lines))
            y += len(lines) * lh + int(lh * 0.55)
        self.content_h = y
        self.clamp()

    @property
    def max_scroll(self) -> float:
        return max(0.0, self.content_h - self.view.h)

    def clamp(self) -> None:
        self.scroll = max(0.0, min(self.scroll, self.max_scroll))

    def scroll_by(self, dy: float) -> None:
        self.scroll += dy
        self.clamp()

    def _bar(self) -> tuple[pygame.Rect, pygame.Rect]:
        track = pygame.Rect(
            self.view.right + self.px(0.012), self.view.y, max(4, self.px(0.01)), self.view.h
        )
        frac = self.view.h / max(1, self.content_h)
        th = max(self.px(0.05), int(track.h * min(1.0, frac)))
        span = track.h - th
        ty = track.y + (int(span * self.scroll / self.max_scroll) if self.max_scroll else 0)
        return track, pygame.Rect(track.x, ty, track.w, th)

    def handle(self, event: pygame.event.Event) -> bool:
        lh = self.font.get_linesize()
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * lh * 2)
            return True
        if event.type == pygame.KEYDOWN:
            page = self.view.h * 0.9
            delta = {
                pygame.K_DOWN: lh,
                pygame.K_UP: -lh,
                pygame.K_PAGEDOWN: page,
                pygame.K_PAGEUP: -page,
                pygame.K_SPACE: page,
            }.get(event.key)
            if delta is not None:
                self.scroll_by(delta)
                return True
            if event.key == pygame.K_HOME:
                self.scroll = 0
                return True
            if event.key == pygame.K_END:
                self.scroll = self.max_scroll
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.max_scroll:
            track, thumb = self._bar()
            hit = track.inflate(self.px(0.03), 0)
            if hit.collidepoint(event.pos):
                if thumb.collidepoint(event.pos):
                    self.dragging = True
                    self.drag_from = (event.pos[1], self.scroll)
                else:
                    self.scroll_by(self.view.h * (1 if event.pos[1] > thumb.centery else -1))
                return True
        if event.type == pygame.MOUSEMOTION and self.dragging:
            track, thumb = self._bar()
            y0, s0 = self.drag_from
            span = max(1, track.h - thumb.h)
            self.scroll = s0 + (event.pos[1] - y0) * self.max_scroll / span
            self.clamp()
            return True
        if event.type == pygame.MOUSEBUTTONUP and self.dragging:
            self.dragging = False
            return True
        return super().handle(event)

    def draw_content(self, surface: pygame.Surface) -> None:
        theme = self.app.theme
        title = f"{self.game.title}: rules"
        font = self.app.fonts.fit(title, self.panel.w, self.font_px("title"), True)
        draw_heading(surface, self.app, title, self.heading_pos, font.get_height())
        draw_panel(surface, self.app, self.panel)
        clip = surface.get_clip()
        surface.set_clip(self.view.inflate(0, 2))
        lh = self.font.get_linesize()
        y = self.view.y - int(self.scroll)
        for rid, lines in self.lines:
            block_h = len(lines) * lh
            if y + block_h >= self.view.y and y <= self.view.bottom:
                if rid:
                    draw_text(
                        surface,
                        rid,
                        self.id_font,
                        theme.colour("accent"),
                        (self.view.x, y + (lh - self.id_font.get_linesize()) // 2 + 1),
                        "left",
                        "top",
                    )
                for i, line in enumerate(lines):
                    draw_text(
                        surface,
                        line,
                        self.font,
                        theme.colour("text"),
                        (self.view.x + self.id_w, y + i * lh),
                        "left",
                        "top",
                    )
            y += block_h + int(lh * 0.55)
        surface.set_clip(clip)
        if self.max_scroll:
            track, thumb = self._bar()
            pygame.draw.rect(
                surface,
                mix(theme.colour("panel"), theme.colour("panel_edge"), 0.5),
                track,
                border_radius=track.w // 2,
            )
            pygame.draw.rect(
                surface,
                theme.colour("highlight") if self.dragging else theme.colour("panel_edge"),
                thumb,
                border_radius=track.w // 2,
            )
            small = self.app.fonts.get(self.font_px("tiny"))
            draw_text(
                surface,
                "Scroll with the wheel or the arrow keys",
                small,
                theme.colour("muted_text"),
                (self.panel.right, self.heading_pos[1] + self.px(0.05)),
                "right",
            )
