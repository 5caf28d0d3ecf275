"""The game tiles of the setup screen: title, subtitle and player count of each game;
a game not yet playable is greyed "coming soon"."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from sorry_game.app.widgets import UI, Widget, contrast_text, darken, draw_focus, draw_text, mix


def players_text(game: Any) -> str:
    """'2-4 players', '2 players'."""
    if game.min_players == game.max_players:
        return f"{game.min_players} players"
    return f"{game.min_players}-{game.max_players} players"


class GameTile(Widget):
    """One game to choose: title and subtitle; unavailable games are greyed ("coming soon")."""

    def __init__(self, game: Any, on_pick: Callable[[Any], None], name: str = "") -> None:
        super().__init__(name=name or f"game:{game.id}")
        self.game = game
        self.on_pick = on_pick
        self.selected = False
        self.enabled = bool(getattr(game, "available", True))

    def mouse_down(self, pos: tuple[int, int]) -> bool:
        return self.activate()

    def key(self, event: pygame.event.Event) -> bool:
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            return self.activate()
        return False

    def activate(self) -> bool:
        if self.enabled:
            self.on_pick(self.game)
        return True

    def draw(self, surface: pygame.Surface, ui: UI, focused: bool = False) -> None:
        theme = ui.theme
        r = self.rect
        radius = max(6, r.h // 6)
        if self.selected:
            bg = mix(theme.colour("panel"), theme.colour("accent"), 0.22)
            edge = theme.colour("accent")
        elif self.enabled:
            bg = mix(theme.colour("panel"), theme.colour("button"), 0.5 if self.hover else 0.25)
            edge = theme.colour("panel_edge")
        else:
            bg = mix(theme.colour("panel"), theme.colour("disabled"), 0.5)
            edge = mix(theme.colour("panel_edge"), theme.colour("panel"), 0.5)
        pygame.draw.rect(
            surface,
            darken(theme.colour("background"), 0.4),
            r.move(0, max(2, r.h // 24)),
            border_radius=radius,
        )
        pygame.draw.rect(surface, bg, r, border_radius=radius)
        pygame.draw.rect(
            surface, edge, r, max(2, r.h // 28) + (1 if self.selected else 0), border_radius=radius
        )
        if focused:
            draw_focus(surface, ui, r)
        pad = max(6, r.h // 8)
        tick_room = max(5, r.h // 9) * 2 + pad // 2 if self.selected else 0
        title_c = theme.colour("text") if self.enabled else theme.colour("muted_text")
        tfont = ui.fonts.fit(
            self.game.title,
            r.w - 2 * pad - tick_room,
            int(r.h * 0.3 * 1.25 * ui.fonts.scale),
            True,
        )
        draw_text(surface, self.game.title, tfont, title_c, (r.x + pad, r.y + pad), "left", "top")
        sub = getattr(self.game, "subtitle", "")
        sfont = ui.fonts.fit(sub, r.w - 2 * pad, int(r.h * 0.2 * 1.25 * ui.fonts.scale))
        draw_text(
            surface,
            sub,
            sfont,
            theme.colour("muted_text"),
            (r.x + pad, r.y + pad + tfont.get_linesize()),
            "left",
            "top",
        )
        if not self.enabled:
            label = "COMING SOON"
            badge_font = ui.fonts.fit(
                label, r.w - 3 * pad, int(r.h * 0.17 * 1.25 * ui.fonts.scale), True
            )
            bw, bh = badge_font.size(label)
            badge = pygame.Rect(0, 0, bw + bh, int(bh * 1.35))
            badge.bottomleft = (r.x + pad, r.bottom - pad * 0.8)
            if badge.right > r.right - pad:
                badge.w = r.w - 2 * pad
            pygame.draw.rect(surface, theme.colour("disabled"), badge, border_radius=badge.h // 2)
            draw_text(
                surface, label, badge_font, theme.colour("muted_text"), badge.center, "center"
            )
        else:
            text = players_text(self.game)
            pfont = ui.fonts.fit(text, r.w - 2 * pad, int(r.h * 0.18 * 1.25 * ui.fonts.scale))
            draw_text(
                surface,
                text,
                pfont,
                theme.colour("highlight") if self.selected else theme.colour("muted_text"),
                (r.x + pad, r.bottom - pad),
                "left",
                "bottom",
            )
        if self.selected:
            cr = max(5, r.h // 9)
            c = (r.right - pad - cr, r.y + pad + cr)
            pygame.draw.circle(surface, theme.colour("accent"), c, cr)
            tick = contrast_text(theme.colour("accent"))
            pygame.draw.lines(
                surface,
                tick,
                False,
                [
                    (c[0] - cr * 0.5, c[1]),
                    (c[0] - cr * 0.1, c[1] + cr * 0.4),
                    (c[0] + cr * 0.5, c[1] - cr * 0.4),
                ],
                max(2, cr // 3),
            )
