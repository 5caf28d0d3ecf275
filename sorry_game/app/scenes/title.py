"""The title screen of the whole collection: Continue (when an autosave exists),
New game, Load game and History (one row), Learn to play and Rules (one row), Statistics
and Settings (one row), Quit.

Messages for the player (a broken theme, settings or save) are shown here as a card
that is dismissed with OK / Enter / Esc before the menu takes input again.
New game while a game is in progress asks first (the autosave would be replaced by the
new game); Cancel is the default, so Enter never throws a game away.
"""

from __future__ import annotations

import logging
import os
from pathlib import Path

import pygame

from sorry_game.app.draw.fonts import wrap
from sorry_game.app.scene import Host
from sorry_game.app.scenes import ShellScene, dim, draw_backdrop, draw_pawn
from sorry_game.app.widgets import Button, Form, darken, draw_panel, draw_text, draw_triangle
from sorry_game.engine.errors import SaveError
from sorry_game.games.catalogue import game_count
from sorry_game.session import Session
from sorry_game.store.finished import catch_up, file_finished, join_names
from sorry_game.store.guarded import corrupt_name
from sorry_game.store.paths import autosave_path
from sorry_game.store.tidy import sweep_leftovers

log = logging.getLogger(__name__)

#: buttons that share one row of the menu, left to right
PAIRED = ("load", "history")
#: every pair of buttons that shares a row, (left, right): they follow each other
PAIRS = (PAIRED, ("learn", "rules"), ("stats", "settings"))
LEFT = {left for left, _ in PAIRS}
RIGHT = {right for _, right in PAIRS}
NUMBER_WORDS = ("No", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine")


def collection_subtitle() -> str:
    """'Four games in one box': the logo's line, from the registry (names no game)."""
    try:
        n = game_count()  # read, not imported: the first frame waits for no game
    except Exception:  # noqa: BLE001 - only a caption
        return "Race, bump and say sorry"
    word = NUMBER_WORDS[n] if n < len(NUMBER_WORDS) else str(n)
    return f"{word} games in one box" if n != 1 else "One game in the box"


def caught_up(app: Host) -> None:
    """Count the kept games the statistics missed; a problem is said."""
    problem = catch_up()
    if problem is not None:
        app.notify(problem[0], problem[1], "error")


class TitleScene(ShellScene):
    def create(self) -> None:
        #: the autosaved game, when there is one to continue
        self.saved: Session | None = None
        self.saved_info = ""
        self.subtitle = collection_subtitle()
        self.notice_form = Form(self.app)
        self.ok_button = self.notice_form.add(
            Button("OK", self.dismiss, style="primary", name="ok")
        )
        #: "Start a new game?" asked when a game is in progress (None: not asking)
        self.confirming = False
        self.confirm_form = Form(self.app)
        self.keep_button = self.confirm_form.add(
            Button("Cancel", self.cancel_new, style="primary", name="keep")
        )
        self.discard_button = self.confirm_form.add(
            Button("New game", self.confirm_new, style="danger", name="discard")
        )
        self.buttons: dict[str, Button] = {}
        self.buttons["continue"] = Button(
            "Continue", self.on_continue, style="primary", name="continue"
        )
        self.buttons["new"] = Button("New game", self.on_new, name="new")
        self.buttons["load"] = Button("Load game", self.on_load, name="load")
        self.buttons["history"] = Button("History", self.on_history, name="history")
        self.buttons["learn"] = Button("Learn to play", self.on_learn, name="learn")
        self.buttons["rules"] = Button("Rules", self.on_rules, name="rules")
        self.buttons["stats"] = Button("Statistics", self.on_stats, name="stats")
        self.buttons["settings"] = Button("Settings", self.on_settings, name="settings")
        self.buttons["quit"] = Button("Quit", self.on_quit, style="quiet", name="quit")
        for b in self.buttons.values():
            self.form.add(b)
        self.buttons["continue"].visible = False

    def enter(self) -> None:
        # after the stack was cleared (and any game in it saved), so the file is current
        self.check_autosave()
        # kept games the statistics missed (another window, a full disk), once the
        # window's first frame is shown
        self.app.later(lambda: caught_up(self.app))
        super().enter()

    # --- the autosave ----------------------------------------------------------------
    def check_autosave(self) -> None:
        """Load the autosave (if any) so Continue can offer it; a broken one is moved
        aside as autosave.corrupt-<time>.sorry and explained."""
        self.saved = None
        path = autosave_path()
        sweep_leftovers()  # half-written files of a process that was killed
        if path.exists() or path.is_symlink():
            try:
                session = Session.load(path, autosave_to=path)
            except SaveError as exc:
                self.move_aside(path, corrupt_name(path), str(exc))
            except Exception:  # noqa: BLE001 - a file must never stop the title opening
                log.exception("the autosave %s could not be loaded", path)
                self.move_aside(path, corrupt_name(path), "this version could not read it")
            else:
                if not session.state.is_over():
                    self.saved = session
                    self.saved_info = describe_session(session)
                else:
                    self.count_finished(session)
        self.buttons["continue"].visible = self.saved is not None
        self.buttons["new"].style = "normal" if self.saved is not None else "primary"
        self.layout()

    def count_finished(self, session: Session) -> None:
        """A game that ended before its Results were shown (the window was closed) is
        still kept in the history and counted in the statistics, once each."""
        problem = file_finished(session)
        if problem is not None:
            self.app.notify(problem[0], problem[1], "error")

    @property
    def primary(self) -> Button:
        """Continue when there is a game to continue, else New game."""
        return self.buttons["continue" if self.saved is not None else "new"]

    def move_aside(self, path: Path, target: Path, reason: str) -> None:
        try:
            os.replace(path, target)
            where = f"It was kept as {target.name} in {target.parent}."
        except OSError as exc:
            where = f"It could not be moved aside ({exc.strerror or exc})."
        self.app.notify(
            "The saved game could not be loaded",
            [f"Reason: {reason}", where, "Start a new game from the menu."],
            "error",
        )

    # --- actions ---------------------------------------------------------------------
    def on_continue(self) -> None:
        if self.saved is None:
            return
        session, self.saved = self.saved, None
        if self.app.open_table(session) is None:
            self.saved = session

    def on_new(self) -> None:
        """New game: asks first while a game is in progress (its autosave would be
        replaced when the new game starts)."""
        if self.saved is not None:
            self.confirming = True
            self.confirm_form.set_focus(self.keep_button, True)
            self.layout_notice()
            return
        self.open_setup()

    def open_setup(self) -> None:
        self.app.go("setup")

    def cancel_new(self) -> None:
        self.confirming = False
        self.form.set_focus(self.buttons["new"], self.form.focus_visible)

    def confirm_new(self) -> None:
        self.confirming = False
        self.open_setup()

    def on_rules(self) -> None:
        game = self.app.settings.last_setup.get("game") if self.app.settings.last_setup else None
        self.app.go("rules", game if isinstance(game, str) else None)

    def on_learn(self) -> None:  # choose a game for its guided first game
        self.app.go("learn")

    def on_load(self) -> None:
        self.app.go("load")

    def on_history(self) -> None:
        self.app.go("history")

    def on_stats(self) -> None:
        game = self.app.settings.last_setup.get("game") if self.app.settings.last_setup else None
        self.app.go("stats", game if isinstance(game, str) else None)

    def on_settings(self) -> None:
        self.app.go("settings")

    def on_quit(self) -> None:
        self.app.quit()

    def dismiss(self) -> None:
        if self.app.notices:
            self.app.notices.pop(0)
        self.layout_notice()

    def resume(self) -> None:
        if self.saved is None:
            self.check_autosave()
        super().resume()  # the focus stays on the button that opened the other screen

    # --- layout ----------------------------------------------------------------------
    def layout(self) -> None:
        w, h = self.size
        s = self.s
        bw = int(min(w * 0.8, s * 0.52))
        bh = self.px(0.078)
        gap = self.px(0.022)
        self.buttons["continue"].subtext = self.saved_info
        visible = [b for b in self.buttons.values() if b.visible]
        total = len(visible) * bh + (len(visible) - 1) * gap + int(bh * 0.22)
        top = int(h * 0.43)
        top = min(top, h - total - self.px(0.06))
        total -= sum(bh + gap for b in visible if b.name in RIGHT)
        top = min(int(h * 0.43), h - total - self.px(0.06))
        y = top
        for b in visible:
            height = int(bh * 1.22) if b.subtext and b.name == "continue" else bh
            if b.name in LEFT | RIGHT:  # side by side, half as wide: one row for the pair
                half = (bw - gap) // 2
                left = b.name in LEFT
                b.rect = pygame.Rect((w - bw) // 2 + (0 if left else half + gap), y, half, height)
                if left:
                    continue
            else:
                b.rect = pygame.Rect((w - bw) // 2, y, bw, height)
            y += height + gap
        self.menu_top = top
        self.layout_notice()

    # --- the message card (a notice, or "Start a new game?") ---------------------------
    def card(self) -> tuple[str, list[str], str] | None:
        """(title, lines, kind) of the card on top of the menu, or None."""
        if self.app.notices:
            notice = self.app.notices[0]
            return notice.title, notice.lines, notice.kind
        if self.confirming:
            lost = lost_game_text(self.saved) if self.saved is not None else ""
            return (
                "Start a new game?",
                [lost or "The game in progress will be lost.", "Cancel keeps it for Continue."],
                "warning",
            )
        return None

    def card_form(self) -> Form:
        return self.notice_form if self.app.notices else self.confirm_form

    def notice_lines(self, width: int) -> list[str]:
        body = self.app.fonts.get(self.font_px("small"))
        lines: list[str] = []
        card = self.card()
        for text in card[1] if card else []:
            lines.extend(wrap(body, text, width))
        return lines

    def layout_notice(self) -> None:
        """Size the message card to its text (at most 85% of the window)."""
        w, h = self.size
        pad = self.px(0.04)
        cw = int(min(w * 0.9, self.s * 1.05))
        body = self.app.fonts.get(self.font_px("small"))
        n = len(self.notice_lines(cw - 2 * pad))
        oh = self.px(0.075)
        want = pad + self.px(0.05) + int(pad * 0.6) + n * body.get_linesize() + pad + oh + pad
        ch = int(min(h * 0.85, max(self.s * 0.32, want)))
        self.notice_rect = pygame.Rect(0, 0, cw, ch)
        self.notice_rect.center = (w // 2, h // 2)
        bottom = self.notice_rect.bottom - pad
        self.ok_button.rect = pygame.Rect(0, 0, self.px(0.22), oh)
        self.ok_button.rect.midbottom = (self.notice_rect.centerx, bottom)
        bw = min(self.px(0.3), (cw - 3 * pad) // 2)
        gap = self.px(0.03)
        self.keep_button.rect = pygame.Rect(0, 0, bw, oh)
        self.keep_button.rect.bottomright = (self.notice_rect.centerx - gap // 2, bottom)
        self.discard_button.rect = pygame.Rect(0, 0, bw, oh)
        self.discard_button.rect.bottomleft = (self.notice_rect.centerx + gap // 2, bottom)

    # --- events ----------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if self.app.notices:
            self.layout_notice()
            if self.notice_form.focus is None:
                self.notice_form.set_focus(self.ok_button, True)
            if event.type == pygame.KEYDOWN and event.key in (
                pygame.K_ESCAPE,
                pygame.K_RETURN,
                pygame.K_KP_ENTER,
                pygame.K_SPACE,
            ):
                self.dismiss()
                return True
            return self.notice_form.handle(event) or event.type in (
                pygame.MOUSEBUTTONDOWN,
                pygame.MOUSEBUTTONUP,
                pygame.KEYDOWN,
            )
        if self.confirming:
            self.layout_notice()
            form = self.confirm_form
            if event.type == pygame.KEYDOWN:
                if event.key == pygame.K_ESCAPE:
                    self.cancel_new()
                    return True
                if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
                    form.move_focus(1 if event.key == pygame.K_RIGHT else -1)
                    return True
                if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and (
                    form.focus is None or not form.focus.interactive
                ):
                    self.cancel_new()  # the default never throws a game away
                    return True
            return form.handle(event) or event.type in (
                pygame.MOUSEBUTTONDOWN,
                pygame.MOUSEBUTTONUP,
                pygame.KEYDOWN,
            )
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            return True  # Esc on the title does nothing (Quit is a button)
        return super().handle(event)

    # --- drawing ---------------------------------------------------------------------
    def paint(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface, self.app)
        self.draw_logo(surface)
        self.form.draw(surface)
        w, h = self.size
        hint = "Enter to choose  ·  Tab or arrow keys to move  ·  F11 full screen"
        foot = self.app.fonts.fit(hint, int(w * 0.96), self.font_px("tiny"))
        draw_text(
            surface,
            hint,
            foot,
            self.app.theme.colour("muted_text"),
            (w // 2, h - self.px(0.03)),
            "center",
        )
        if self.card() is not None:
            self.draw_notice(surface)

    def draw_logo(self, surface: pygame.Surface) -> None:
        theme = self.app.theme
        w, h = self.size
        s = self.s
        title_px = self.font_px("display")
        font = self.app.fonts.get(title_px, True)
        text = "SORRY!"
        tw, th = font.size(text)
        cy = int(self.menu_top * 0.5)
        cy = max(cy, int(th * 0.55 + s * 0.09))
        # a pill behind the word, like the box lid
        pill = pygame.Rect(0, 0, int(tw + th * 1.0), int(th * 1.2))
        pill.center = (w // 2, cy)
        pygame.draw.rect(
            surface,
            darken(theme.colour("background"), 0.45),
            pill.move(0, max(3, th // 12)),
            border_radius=pill.h // 2,
        )
        pygame.draw.rect(surface, theme.player_colour("red"), pill, border_radius=pill.h // 2)
        pygame.draw.rect(
            surface, (255, 255, 255), pill, max(2, th // 18), border_radius=pill.h // 2
        )
        off = max(2, th // 20)
        draw_text(
            surface,
            text,
            font,
            darken(theme.player_colour("red"), 0.5),
            (w // 2 + off, cy + off),
            "center",
        )
        draw_text(surface, text, font, (255, 255, 255), (w // 2, cy), "center")
        # four pawns, one per colour, around the title
        ph = th * 0.95
        for key, x in zip(
            ("red", "blue", "yellow", "green"),
            (
                pill.left - ph * 0.95,
                pill.left - ph * 0.35,
                pill.right + ph * 0.35,
                pill.right + ph * 0.95,
            ),
            strict=True,
        ):
            if x - ph * 0.35 < 0 or x + ph * 0.35 > w:
                continue
            draw_pawn(surface, theme.player_colour(key), (x, cy + ph * 0.05), ph, key)
        sub = self.app.fonts.fit(self.subtitle, int(w * 0.9), self.font_px("heading"))
        draw_text(
            surface,
            self.subtitle,
            sub,
            theme.colour("muted_text"),
            (w // 2, pill.bottom + s * 0.045),
            "center",
        )

    def draw_notice(self, surface: pygame.Surface) -> None:
        theme = self.app.theme
        card = self.card()
        if card is None:
            return
        title, _lines, kind = card
        dim(surface, 140)
        self.layout_notice()
        rect = self.notice_rect
        draw_panel(surface, self.app, rect)
        pad = self.px(0.04)
        form = self.card_form()
        buttons = [w for w in form.widgets if w.visible]
        button_top = min(b.rect.top for b in buttons)
        # a warning triangle drawn as a shape
        tri = self.px(0.05)
        colour = theme.colour("danger") if kind == "error" else theme.colour("highlight")
        tx, ty = rect.x + pad + tri / 2, rect.y + pad + tri / 2
        draw_triangle(surface, colour, (tx, ty), tri, "up")
        bang = self.app.fonts.get(tri * 0.75, True)
        draw_text(surface, "!", bang, (20, 20, 20), (tx, ty + tri * 0.12), "center")
        head = self.app.fonts.fit(title, rect.w - 3 * pad - tri, self.font_px("heading"), True)
        draw_text(surface, title, head, theme.colour("text"), (rect.x + pad + tri + pad // 2, ty))
        body = self.app.fonts.get(self.font_px("small"))
        y = ty + tri / 2 + pad * 0.6
        bottom = button_top - pad * 0.5
        lines = self.notice_lines(rect.w - 2 * pad)
        lh = body.get_linesize()
        max_lines = max(1, int((bottom - y) // lh))
        if len(lines) > max_lines:
            lines = lines[: max_lines - 1] + [f"... and {len(lines) - max_lines + 1} more lines"]
        for line in lines:
            draw_text(surface, line, body, theme.colour("text"), (rect.x + pad, y), "left", "top")
            y += lh
        if self.app.notices and len(self.app.notices) > 1:
            small = self.app.fonts.get(self.font_px("tiny"))
            draw_text(
                surface,
                f"1 of {len(self.app.notices)} messages",
                small,
                theme.colour("muted_text"),
                (rect.right - pad, self.ok_button.rect.centery),
                "right",
            )
        form.focus_visible = True
        form.draw(surface)


def session_parts(session) -> tuple[str, list[str], str]:
    """(game title, seat names, 'turn 12') of a saved game, for captions."""
    try:
        title = session.game.title
    except KeyError:
        title = session.game_id
    try:
        turns = int(session.state.view(None).turns)
        progress = f"turn {turns + 1}"
    except Exception:  # noqa: BLE001 - only a caption
        progress = f"{len(session.actions)} moves"
    return title, session.names(), progress


def describe_session(session) -> str:
    """'Sorry!  ·  Ann, Bo, Cy  ·  turn 12' for the Continue button."""
    title, names, progress = session_parts(session)
    shown = ", ".join(names[:3]) + (f" +{len(names) - 3}" if len(names) > 3 else "")
    return f"{title}  ·  {shown}  ·  {progress}"


def lost_game_text(session) -> str:
    """'Your game of Sorry! with Ann and Bo (turn 12) will be lost.'"""
    title, names, progress = session_parts(session)
    shown = names[:4] + ([f"{len(names) - 4} more"] if len(names) > 4 else [])
    who = join_names(shown)
    with_whom = f" with {who}" if who else ""
    return f"Your game of {title}{with_whom} ({progress}) will be lost."
