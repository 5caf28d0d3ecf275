"""Pause: an overlay over the table with Resume, Take back my move, "Show the phones'
codes" (while a phone seat has no phone: the join screen), for each seat on a phone
"Play Ana on this screen" and "Give Ana to the computer", Restart, New game, Save as…,
Rules, Settings, Save & quit to menu.

Restart plays the same deal again from the start (asked first: the game so far is
lost); New game goes to the setup through the title, which asks before the game in
progress is replaced."""

from __future__ import annotations

from copy import deepcopy
from functools import partial
from typing import Any

import pygame

from sorry_game.app.draw import wrap
from sorry_game.app.scenes import ShellScene, dim
from sorry_game.app.widgets import Button, draw_panel, draw_text
from sorry_game.session import Session
from sorry_game.store.paths import autosave_path


class PauseScene(ShellScene):
    overlay = True

    def __init__(self, app, session: Any = None) -> None:
        self.game_session = session
        super().__init__(app)

    def create(self) -> None:
        self.buttons = [
            Button("Resume", self.resume_game, style="primary", name="resume"),
        ]
        table = self.table()
        if table is not None and table.can_undo():  # one's own last move (and the replies)
            self.buttons.append(Button("Take back my last move (U)", self.undo, name="undo"))
        phones = getattr(table, "phones", None)
        if phones is not None and phones.waiting():  # a phone dropped, or never came
            self.buttons.append(Button("Show the phones' codes", self.show_codes, name="codes"))
        for seat in getattr(phones, "seats", []):
            name = table.session.seats[seat].name
            self.buttons += [
                Button(
                    f"Play {name} on this screen",
                    partial(self.phone_seat, seat, "screen"),
                    name=f"phone-screen-{seat}",
                ),
                Button(
                    f"Give {name} to the computer",
                    partial(self.phone_seat, seat, "computer"),
                    name=f"phone-computer-{seat}",
                ),
            ]
        if self.the_session is not None:
            self.buttons += [
                Button("Restart this game", self.ask_restart, name="restart"),
                Button("New game", self.new_game, name="new"),
                Button("Save as…", self.open_save_as, name="save_as"),
            ]
        self.buttons += [
            Button("Rules", self.open_rules, name="rules"),
            Button("Settings", self.open_settings, name="settings"),
            Button("Save & quit to menu", self.save_and_quit, style="quiet", name="menu"),
        ]
        self.confirm = [
            Button("Yes, restart", self.restart, style="danger", name="restart_yes"),
            Button("Cancel", self.cancel_restart, style="primary", name="restart_no"),
        ]
        self.asking = False
        self.show_buttons(self.buttons)
        self.message = ""

    def show_buttons(self, buttons: list[Button], focus: Button | None = None) -> None:
        """Show `buttons` with the focus on `focus` (else the first: the safe choice);
        the ring shows when it showed before (always at open: `show_focus`)."""
        self.form.clear()
        for b in buttons:
            self.form.add(b)
        self.form.set_focus(focus if focus in buttons else buttons[0])
        self.shown = buttons
        self.layout()

    @property
    def the_session(self) -> Any:
        return self.game_session if self.game_session is not None else self.app.session

    def resume_game(self) -> None:
        if self.app.top is self:
            self.app.pop()

    def table(self) -> Any:
        """The table scene playing this session (under this overlay, maybe under a curtain)."""
        session = self.the_session
        for scene in reversed(self.app.scenes):
            if scene is not self and getattr(scene, "session", None) is session:
                if hasattr(scene, "request_undo"):
                    return scene
        return None

    def undo(self) -> None:
        """Resume with the last move taken back: the table's one undo path."""
        table = self.table()
        while self.app.top is not table and len(self.app.scenes) > 1:
            self.app.pop()  # this overlay, and a curtain if one is up
        if table is not None:
            table.screen.curtain_up = False
            table.request_undo()

    def phone_seat(self, seat: int, to: str) -> None:
        """A seat on a phone comes back to the screen, or a computer plays it (its link
        stops working; the save says so); back to the table."""
        table = self.table()
        if table is not None:
            if to == "screen":
                table.phones.to_screen(table, seat)
            else:
                table.phones.to_computer(table, seat)
        self.resume_game()

    def show_codes(self) -> None:
        """The join screen over the table (Play there goes back to the game)."""
        table = self.table()
        self.resume_game()
        if table is not None:  # over a curtain, if one is up: it is there after
            self.app.go("phones", table)

    def ask_restart(self) -> None:
        """Restart loses the game so far: asked first (Cancel is the default)."""
        self.asking = True
        self.show_buttons(self.confirm[::-1])

    def cancel_restart(self) -> None:
        """Back to the menu, the focus on Restart (where it was before the question)."""
        self.asking = False
        self.show_buttons(self.buttons, focus=self.by_name("restart"))

    def by_name(self, name: str) -> Button | None:
        return next((b for b in self.buttons if b.name == name), None)

    def restart(self) -> None:
        """The same game from its first move: same players, same deal (seed)."""
        session = self.the_session
        if session is None:
            return
        fresh = Session.new(
            session.game_id,
            session.config,
            session.seed,
            deepcopy(session.seats),
            save_path=autosave_path(),
        )
        self.app.go("title", how="reset")
        self.app.open_table(fresh)

    def new_game(self) -> None:
        """To the setup, through the title (which asks before the game is replaced)."""
        title = self.app.go("title", how="reset")
        on_new = getattr(title, "on_new", None)
        if on_new is not None:
            on_new()

    def open_rules(self) -> None:
        session = self.the_session
        self.app.go("rules", session.game_id if session is not None else None)

    def open_save_as(self) -> None:
        """A named save besides the autosave (the save_as card over this menu)."""
        self.app.go("save_as", self.the_session)

    def open_settings(self) -> None:
        self.app.go("settings")

    def save_and_quit(self) -> None:
        session = self.the_session
        if session is not None and not session.save() and session.save_path is not None:
            self.message = session.save_error or "The game could not be saved."
            self.app.notify("The game could not be saved", [self.message], "error")
        self.app.go("title", how="reset")

    def back(self) -> None:
        if self.asking:
            self.cancel_restart()
        else:
            self.resume_game()

    def title(self) -> str:
        return "Restart from the first move?" if self.asking else "Paused"

    def layout(self) -> None:
        """The buttons in a column, the panel sized to them and to its title: a title
        wider than the buttons widens the panel, and one wider than the window allows
        wraps onto more lines (never past the panel's edge). The dialog stays in the
        window (large text: the page is taller than the window): buttons that do not
        fit in one column take two, and only then get thinner."""
        w, h = self.window
        bw = int(min(w * 0.8, self.px(0.5)))
        bh = self.px(0.075)
        gap = self.px(0.022)
        pad = self.px(0.05)
        font = self.app.fonts.get(self.font_px("title"), True)
        room = max(bw, w - 2 * gap - 2 * pad)  # the widest the title may be
        lines = wrap(font, self.title(), room)
        text_w = max(font.size(line)[0] for line in lines)
        line_h = font.get_linesize()
        title_h = max(self.px(0.1), len(lines) * line_h + self.px(0.02))
        shown = getattr(self, "shown", self.buttons)
        columns = 1
        ph = title_h + len(shown) * (bh + gap) - gap + 2 * pad
        if ph > h - 2 * gap and len(shown) > 2:  # two columns, each as wide as room allows
            columns = 2
            bw = min(bw, (w - 4 * gap - 2 * pad) // 2)
        rows = -(-len(shown) // columns)
        ph = title_h + rows * (bh + gap) - gap + 2 * pad
        if ph > h - 2 * gap:  # still too tall: the buttons get thinner
            fit = (h - 2 * gap - title_h - 2 * pad + gap) / (rows * (bh + gap))
            bh, gap = int(bh * fit), int(gap * fit)
            ph = title_h + rows * (bh + gap) - gap + 2 * pad
        row_w = columns * bw + (columns - 1) * gap
        self.panel = pygame.Rect(0, 0, min(w - 2 * gap, max(row_w, text_w) + 2 * pad), ph)
        self.panel.center = (w // 2, self.page_y + h // 2)
        top = self.panel.y + pad + (title_h - self.px(0.02) - len(lines) * line_h) // 2
        #: the title's lines and where each is drawn (inside the panel's padding)
        self.title_lines: list[tuple[str, pygame.Rect]] = []
        for i, line in enumerate(lines):
            rect = pygame.Rect(0, 0, font.size(line)[0], line_h)
            rect.midtop = (self.panel.centerx, top + i * line_h)
            self.title_lines.append((line, rect))
        y = self.panel.y + pad + title_h
        left = self.panel.centerx - row_w // 2
        for i, b in enumerate(shown):
            col, row = i % columns, i // columns
            b.rect = pygame.Rect(left + col * (bw + gap), y + row * (bh + gap), bw, bh)

    def paint(self, surface: pygame.Surface) -> None:
        dim(surface, 150)
        draw_panel(surface, self.app, self.panel)
        font = self.app.fonts.get(self.font_px("title"), True)
        for line, rect in self.title_lines:
            draw_text(surface, line, font, self.app.theme.colour("text"), rect.center, "center")
        self.form.draw(surface)
