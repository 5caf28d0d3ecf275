"""The rules of a game: `game.rules` (RuleSection: heading + text; the rule ids are for
code only and never shown), as headings and paragraphs wrapped to the window and
scrollable (wheel, Up/Down, Page Up/Down, Space, Home/End, dragging the bar).

A cycler at the top switches between the games of the collection; a game whose rules
are not written yet shows a friendly line instead.
"""

from __future__ import annotations

from typing import Any

import pygame

from sorry_game.app.fonts import wrap
from sorry_game.app.scenes import ShellScene, draw_heading
from sorry_game.app.widgets import Button, Cycler, draw_panel, draw_text, mix
from sorry_game.games.catalogue import all_games


def rule_sections(game: Any) -> list[tuple[str, str]]:
    """(heading, text) of each section of a game's rules page (never the rule id)."""
    sections = []
    for section in getattr(game, "rules", ()) or ():
        heading = getattr(section, "heading", "")
        text = getattr(section, "text", "")
        if isinstance(heading, str) and isinstance(text, str) and (heading or text):
            sections.append((heading.strip(), text.strip()))
    return sections


def missing_rules_text(game: Any) -> str:
    if not getattr(game, "available", True):
        return f"{game.title} is coming soon. Its rules will be here when it is ready to play."
    return f"The rules of {game.title} are not written down yet."


class RulesScene(ShellScene):
    def __init__(self, app, game_id: str | None = None) -> None:
        self.game_id = game_id
        self.scroll = 0.0
        self.content_h = 0
        self.dragging = False
        super().__init__(app)

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
            Cycler(
                [g.title for g in self.games],
                ids.index(game_id),
                self.set_game,
                name="game",
            )
        )
        self.back_button = self.form.add(Button("Back", self.back, style="primary", name="back"))
        self.primary = self.back_button
        self.load_sections()

    def load_sections(self) -> None:
        self.sections = rule_sections(self.game)
        self.missing = "" if self.sections else missing_rules_text(self.game)

    def set_game(self, index: int) -> None:
        self.game = self.games[index]
        self.game_id = self.game.id
        self.scroll = 0.0
        self.load_sections()
        self.layout()

    def layout(self) -> None:
        w, h = self.size
        m = self.px(0.04)
        pw = int(min(w - 2 * m, self.s * 1.3))
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
        self.panel = pygame.Rect(x0, top, pw, h - top - m - bh - self.px(0.03))
        self.back_button.rect = pygame.Rect(0, 0, self.px(0.28), bh)
        self.back_button.rect.midbottom = (w // 2, h - m)
        pad = self.px(0.04)
        self.view = self.panel.inflate(-2 * pad, -2 * pad)
        self.view.w -= self.px(0.02)  # room for the scroll bar
        self.font = self.app.fonts.get(self.font_px("body"))
        self.head_font = self.app.fonts.get(self.font_px("body"), True)
        lh = self.font.get_linesize()
        self.blocks: list[tuple[list[str], list[str]]] = []
        y = 0
        if self.missing:
            self.blocks.append(([], wrap(self.font, self.missing, self.view.w)))
            y = lh
        for heading_text, text in self.sections:
            heads = wrap(self.head_font, heading_text, self.view.w) if heading_text else []
            lines = wrap(self.font, text, self.view.w) if text else []
            self.blocks.append((heads, lines))
            y += self.block_height(heads, lines)
        self.content_h = y
        self.clamp()

    def block_height(self, heads: list[str], lines: list[str]) -> int:
        lh = self.font.get_linesize()
        return (
            len(heads) * self.head_font.get_linesize()
            + int(lh * 0.15)
            + len(lines) * lh
            + int(lh * 0.8)
        )

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
        room = self.game_cycler.rect.x - self.heading_pos[0] - self.px(0.02)
        font = self.app.fonts.fit(self.heading_text, room, self.font_px("title"), True)
        draw_heading(surface, self.app, self.heading_text, self.heading_pos, font.get_height())
        draw_panel(surface, self.app, self.panel)
        clip = surface.get_clip()
        surface.set_clip(self.view.inflate(0, 2))
        lh = self.font.get_linesize()
        hh = self.head_font.get_linesize()
        y = self.view.y - int(self.scroll)
        colour = theme.colour("muted_text") if self.missing else theme.colour("text")
        for heads, lines in self.blocks:
            block_h = self.block_height(heads, lines)
            if y + block_h >= self.view.y and y <= self.view.bottom:
                ty = y
                for text in heads:
                    draw_text(
                        surface,
                        text,
                        self.head_font,
                        theme.colour("highlight"),
                        (self.view.x, ty),
                        "left",
                        "top",
                    )
                    ty += hh
                ty += int(lh * 0.15) if heads else 0
                for text in lines:
                    draw_text(surface, text, self.font, colour, (self.view.x, ty), "left", "top")
                    ty += lh
            y += block_h
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
            hint = "Scroll with the wheel or the arrow keys"
            room = self.back_button.rect.left - self.panel.x - self.px(0.03)
            small = self.app.fonts.fit(hint, room, self.font_px("tiny"))
            if small.size(hint)[0] <= room:
                draw_text(
                    surface,
                    hint,
                    small,
                    theme.colour("muted_text"),
                    (self.panel.x, self.back_button.rect.centery),
                )
