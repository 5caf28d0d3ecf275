"""Results: the ranking (names, colours, pawns home), turns played, Rematch and Menu.

Rematch: the same seats and options, a new seed (`seed_for_rematch`) and the winner
plays first (C-3: option `first_player` = the winner's seat)."""

from __future__ import annotations

from typing import Any

import pygame

from sorry_game.app.scenes import ShellScene, draw_heading, draw_pawn, ordinal
from sorry_game.app.widgets import Button, contrast_text, darken, draw_panel, draw_text, mix


def rematch_seed(session: Any, number: int) -> int:
    """The seed of the n-th rematch (classic: `seed_for_rematch`; other games alike)."""
    try:
        import importlib

        module = importlib.import_module(f"sorry_game.games.{session.game_id}.game")
        return module.seed_for_rematch(session.seed, number)
    except (ImportError, AttributeError):
        from sorry_game.engine.rng import derive_seed

        return derive_seed(session.seed, number) & 0x7FFFFFFF


def rematch_session(session: Any, number: int, save_path=None) -> Any:
    """A new Session: same game, seats and options; new seed; the winner goes first."""
    from copy import deepcopy

    from sorry_game.engine import GameConfig
    from sorry_game.session import Session

    options = dict(session.config.options)
    ranking = session.state.ranking()
    if ranking:
        options["first_player"] = ranking[0]
    config = GameConfig(session.config.players, options)
    seats = deepcopy(session.seats)
    return Session.new(
        session.game_id, config, rematch_seed(session, number), seats, save_path=save_path
    )


class ResultsScene(ShellScene):
    def __init__(self, app, session: Any) -> None:
        self.game_session = session
        super().__init__(app)

    def create(self) -> None:
        self.rematch_button = self.form.add(
            Button("Rematch", self.rematch, style="primary", name="rematch")
        )
        self.menu_button = self.form.add(Button("Menu", self.menu, name="menu"))
        self.form.set_focus(self.rematch_button)
        session = self.game_session
        state = session.state
        try:
            self.view = state.view(None)
        except Exception:  # noqa: BLE001 - results still show without the view
            self.view = {}
        self.ranking = list(state.ranking())
        self.winners = list(self.view.get("winners") or self.ranking[:1])

    def rematch(self) -> None:
        from sorry_game.app.scenes.title import TitleScene
        from sorry_game.paths import autosave_path

        self.app.rematches += 1
        number = self.app.rematches
        session = rematch_session(self.game_session, number, save_path=autosave_path())
        self.app.reset(TitleScene(self.app))
        self.app.rematches = number
        self.app.open_table(session)

    def menu(self) -> None:
        from sorry_game.app.scenes.title import TitleScene

        self.app.reset(TitleScene(self.app))

    def back(self) -> None:
        self.menu()

    def layout(self) -> None:
        w, h = self.size
        m = self.px(0.04)
        pw = int(min(w - 2 * m, self.s * 1.0))
        n = max(1, len(self.ranking))
        self.row_h = self.px(0.085)
        bh = self.px(0.075)
        self.top = m + self.px(0.05)
        heading = self.px(0.16)
        ph = n * self.row_h + self.px(0.11)
        total = heading + ph + self.px(0.05) + bh
        top = max(m, (h - total) // 2)
        self.top = top
        self.panel = pygame.Rect((w - pw) // 2, top + heading, pw, ph)
        bw = min(self.px(0.3), (pw - self.px(0.03)) // 2)
        by = self.panel.bottom + self.px(0.05)
        gap = self.px(0.03)
        self.rematch_button.rect = pygame.Rect(w // 2 - gap // 2 - bw, by, bw, bh)
        self.menu_button.rect = pygame.Rect(w // 2 + gap // 2, by, bw, bh)

    def draw_content(self, surface: pygame.Surface) -> None:
        theme = self.app.theme
        session = self.game_session
        seats = session.seats
        w, _h = self.size
        names = [seats[i].name for i in self.winners if i < len(seats)]
        title = (
            (" & ".join(names) + (" win!" if len(names) > 1 else " wins!"))
            if names
            else "Game over"
        )
        font = self.app.fonts.fit(
            title, int(self.panel.w * 0.85), self.font_px("title") * 1.15, True
        )
        colours = self.view.get("colours") or [seat.colour for seat in seats]
        tw, th = font.size(title)
        pill = pygame.Rect(0, 0, tw + th * 1.2, int(th * 1.25))
        pill.midtop = (w // 2, self.top - int(th * 0.12))
        if self.winners and self.winners[0] < len(colours):
            fill = theme.player_colour(colours[self.winners[0]])
            pygame.draw.rect(
                surface,
                darken(fill, 0.5),
                pill.move(0, max(2, th // 12)),
                border_radius=pill.h // 2,
            )
            pygame.draw.rect(surface, fill, pill, border_radius=pill.h // 2)
            pygame.draw.rect(
                surface, (255, 255, 255), pill, max(2, th // 16), border_radius=pill.h // 2
            )
            draw_text(surface, title, font, contrast_text(fill), pill.center, "center")
        else:
            draw_heading(surface, self.app, title, (w // 2, self.top), font.get_height(), "center")
        turns = self.view.get("turns")
        sub = f"{session.game.title}  ·  {turns} turns" if turns is not None else session.game.title
        small = self.app.fonts.get(self.font_px("small"))
        draw_text(
            surface,
            sub,
            small,
            theme.colour("muted_text"),
            (w // 2, pill.bottom + self.px(0.035)),
            "center",
        )
        if self.winners and self.winners[0] < len(seats):
            note = f"Rematch: same players, a new shuffle, and {seats[self.winners[0]].name} plays first."
            tiny = self.app.fonts.fit(note, w - 2 * self.px(0.04), self.font_px("tiny"))
            draw_text(
                surface,
                note,
                tiny,
                theme.colour("muted_text"),
                (w // 2, self.rematch_button.rect.bottom + self.px(0.045)),
                "center",
            )
        draw_panel(surface, self.app, self.panel)
        pad = self.px(0.04)
        y = self.panel.y + self.px(0.055)
        body = self.app.fonts.get(self.font_px("heading"), True)
        detail = self.app.fonts.get(self.font_px("small"))
        homes = self.view.get("home")
        for place, seat_index in enumerate(self.ranking, 1):
            row = pygame.Rect(self.panel.x + pad, y, self.panel.w - 2 * pad, self.row_h)
            winner = seat_index in self.winners
            if winner:
                pygame.draw.rect(
                    surface,
                    mix(theme.colour("panel"), theme.colour("highlight"), 0.16),
                    row.inflate(pad, -self.px(0.01)),
                    border_radius=self.px(0.02),
                )
            # a winning team shares first place; the others rank after the whole team
            place_text = ordinal(1 if winner else place)
            draw_text(
                surface,
                place_text,
                body,
                theme.colour("highlight") if winner else theme.colour("muted_text"),
                (row.x, row.centery),
            )
            colour = colours[seat_index] if seat_index < len(colours) else seats[seat_index].colour
            px = row.x + body.size("4th")[0] + self.px(0.05)
            draw_pawn(surface, theme.player_colour(colour), (px, row.centery), self.row_h * 0.7)
            seat = seats[seat_index]
            nx = px + self.px(0.05)
            who = "Human" if seat.is_human else f"Computer · {seat.level}"
            right_text = f"{homes[seat_index]}/4 home" if homes and seat_index < len(homes) else ""
            rw = detail.size(right_text)[0] if right_text else 0
            name_font = self.app.fonts.fit(
                seat.name,
                max(20, row.right - nx - rw - self.px(0.05)),
                self.font_px("heading"),
                True,
            )
            stack = name_font.get_height() + detail.get_height()
            top = row.centery - stack // 2
            draw_text(
                surface,
                seat.name,
                name_font,
                theme.colour("text"),
                (nx, top),
                "left",
                "top",
            )
            draw_text(
                surface,
                who,
                detail,
                theme.colour("muted_text"),
                (nx, top + name_font.get_height()),
                "left",
                "top",
            )
            if right_text:
                draw_text(
                    surface,
                    right_text,
                    detail,
                    theme.colour("text"),
                    (row.right, row.centery),
                    "right",
                )
            y += self.row_h
