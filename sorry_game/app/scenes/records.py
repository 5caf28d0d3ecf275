"""Lists of record files: History (finished games, to watch again) and Load game
(named saves, to resume or delete).

    HistoryScene(app)      route "history"
    LoadScene(app)         route "load"

Rows come from `records.describe` (game, date, players, winner), read only as they are
drawn (a `records.Listing`: a folder of thousands opens at once); an unreadable file is
a row that says so and is never written to. Up/Down choose a row, Enter opens it, the
wheel scrolls; a click chooses, a second click opens. Deleting a save asks first.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from sorry_game.app.draw import wrap
from sorry_game.app.scenes import ENTER_KEYS, ShellScene, dim, draw_heading
from sorry_game.app.widgets import Button, Form, draw_panel, draw_scrollbar, draw_text, mix
from sorry_game.engine.errors import SaveError
from sorry_game.engine.timeline import Timeline
from sorry_game.games.catalogue import get_game
from sorry_game.session import Session
from sorry_game.store import health, kinds
from sorry_game.store.finished import join_names
from sorry_game.store.history import finished_games
from sorry_game.store.paths import autosave_path
from sorry_game.store.places import loadable
from sorry_game.store.records import RecordInfo
from sorry_game.store.saves import delete

log = logging.getLogger(__name__)


#: rows looked at for the first one to choose, and for the height of large text's rows:
#: opening a list never reads more files than a page or two
FIRST_PAGE = 24


@dataclass(frozen=True)
class Question:
    """A yes/no card over the list (Cancel is the default)."""

    title: str
    note: str
    yes: str
    on_yes: Callable[[], None]


@dataclass(frozen=True)
class Mode:
    """What a list is for: its heading, its open button, what it says when empty."""

    title: str
    open_label: str
    empty: str
    #: a named save may be deleted, and watched as well as loaded
    saves: bool


MODES = {
    "history": Mode("History", "Watch replay", "No finished games yet: they appear here.", False),
    "load": Mode(
        "Load game",
        "Load",
        "No saved games yet. Save one from the pause menu (Save as…).",
        True,
    ),
}


def game_in_progress() -> str:
    """'Your game of Sorry! with Ann and Bo (turn 12) will be lost.' when the autosave
    holds a game still running; "" otherwise (a broken autosave is the title's to
    report)."""
    path = autosave_path()
    if not path.exists():
        return ""
    try:
        session = Session.load(path)
    except Exception:  # noqa: BLE001 - only a question's words
        return ""
    if session.state.is_over():
        return ""
    title = session.game.title
    return f"Your game of {title} with {join_names(session.names())} will be replaced."


def not_kept() -> str:
    """'Finished games are not being kept in History: the disk is full.' while the
    history cannot be written ("" otherwise): the list says why a game is missing."""
    fault = next((f for f in health.faults() if f.kind is kinds.HISTORY), None)
    return fault.headline if fault is not None else ""


class RecordsScene(ShellScene):
    #: which list (a key of MODES)
    mode_id = "history"

    def __init__(self, app) -> None:
        self.mode = MODES[self.mode_id]
        super().__init__(app)

    def create(self) -> None:
        self.rows: Sequence[RecordInfo] = []
        self.selected = 0
        self.first = 0
        self.message = ""
        self.open_button = self.form.add(
            Button(self.mode.open_label, self.open_selected, style="primary", name="open")
        )
        self.watch_button = self.form.add(Button("Watch replay", self.watch_selected, name="watch"))
        self.watch_button.visible = self.mode.saves
        self.delete_button = self.form.add(Button("Delete", self.ask_delete, name="delete"))
        self.delete_button.visible = self.mode.saves
        self.back_button = self.form.add(Button("Back", self.back, style="quiet", name="back"))
        self.primary = self.open_button
        self.question: Question | None = None
        self.confirm_form = Form(self.app)
        self.keep_button = self.confirm_form.add(
            Button("Cancel", self.cancel_delete, style="primary", name="keep")
        )
        self.yes_button = self.confirm_form.add(
            Button("Delete", self.answer_yes, style="danger", name="delete_yes")
        )
        self.refresh()
        self.listed = True  # (entering now lists nothing again)

    def refresh(self) -> None:
        first = not self.rows
        self.rows = finished_games() if self.mode_id == "history" else loadable()
        if first:  # the newest file that can be opened (on the first page) is chosen
            page = range(min(len(self.rows), FIRST_PAGE))
            self.selected = next((i for i in page if self.rows[i].ok), 0)
        self.selected = max(0, min(self.selected, len(self.rows) - 1))
        if self.mode_id == "history" and not self.message:
            self.message = not_kept()
        self.update_buttons()

    def enter(self) -> None:
        super().enter()
        if not self.listed:
            self.refresh()
        self.listed = False
        self.layout()

    def resume(self) -> None:
        super().resume()
        self.refresh()
        self.layout()

    def current(self) -> RecordInfo | None:
        return self.rows[self.selected] if 0 <= self.selected < len(self.rows) else None

    def update_buttons(self) -> None:
        row = self.current()
        self.open_button.enabled = row is not None and row.ok
        self.watch_button.enabled = row is not None and row.ok
        self.delete_button.enabled = row is not None

    # --- actions ----------------------------------------------------------------------------
    def select(self, index: int) -> None:
        if not self.rows:
            return
        self.selected = max(0, min(len(self.rows) - 1, index))
        self.message = ""
        self.update_buttons()
        self.scroll_to_selected()

    def open_selected(self) -> None:
        row = self.current()
        if row is None:
            return
        if not row.ok or row.record is None:
            self.message = f"This file cannot be used: {row.error}"
            return
        if self.mode_id == "history":
            self.watch(row)
        else:
            self.load(row)

    def watch_selected(self) -> None:
        row = self.current()
        if row is not None and row.ok:
            self.watch(row)

    def watch(self, row: RecordInfo) -> None:
        assert row.record is not None
        try:
            timeline = Timeline(get_game(row.record.game_id), row.record)
        except (SaveError, KeyError) as exc:
            self.message = f"This game cannot be replayed: {exc}"
            return
        except Exception:  # noqa: BLE001 - a file must never break the list
            log.exception("the record %s could not be replayed", row.path)
            self.message = "This game cannot be replayed: this version could not read it."
            return
        self.app.go("replay", row.record, timeline=timeline)

    def load(self, row: RecordInfo) -> None:
        """Resume the save: it becomes the game in play (autosaved from now on; the
        named file is never written by play)."""
        try:
            session = Session.load(row.path, autosave_to=autosave_path())
        except SaveError as exc:
            self.message = f"This save cannot be loaded: {exc}"
            return
        except Exception:  # noqa: BLE001 - a file must never break the list
            log.exception("the save %s could not be loaded", row.path)
            self.message = "This save cannot be loaded: this version could not read it."
            return
        if session.state.is_over():
            self.message = "This game is over: watch its replay instead."
            return
        running = game_in_progress()
        if running:
            self.ask(
                Question("Load this game?", running, "Load", lambda: self.resume_game(session))
            )
            return
        self.resume_game(session)

    def resume_game(self, session: Session) -> None:
        session.save()
        self.app.go("title", how="reset")
        self.app.open_table(session)

    @property
    def confirming(self) -> bool:
        return self.question is not None

    def ask(self, question: Question) -> None:
        self.question = question
        self.yes_button.text = question.yes
        self.confirm_form.set_focus(self.keep_button, True)
        self.layout()

    def answer_yes(self) -> None:
        question, self.question = self.question, None
        if question is not None:
            question.on_yes()

    def cancel_delete(self) -> None:
        self.question = None

    def ask_delete(self) -> None:
        row = self.current()
        if row is None:
            return
        self.ask(
            Question(
                f"Delete the save {row.name}?",
                "It cannot be brought back.",
                "Delete",
                self.delete_selected,
            )
        )

    def delete_selected(self) -> None:
        row = self.current()
        if row is None:
            return
        if delete(row.path):
            self.message = f"Deleted {row.name}."
        else:
            self.message = f"{row.name} could not be deleted."
        self.refresh()

    # --- input ------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if self.confirming:
            if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                self.cancel_delete()
                return True
            if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
                self.confirm_form.move_focus(1)
                return True
            return self.confirm_form.handle(event) or event.type in (
                pygame.MOUSEBUTTONDOWN,
                pygame.MOUSEBUTTONUP,
                pygame.KEYDOWN,
            )
        if event.type == pygame.KEYDOWN:
            step = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -5, pygame.K_PAGEDOWN: 5}
            if event.key in step:
                self.select(self.selected + step[event.key])
                return True
            if event.key in ENTER_KEYS and not self.focus_shown():
                self.open_selected()  # an unreadable row says why it cannot be opened
                return True
            if event.key == pygame.K_DELETE and self.mode.saves:
                self.ask_delete()
                return True
        if event.type == pygame.MOUSEWHEEL:
            self.first = max(0, min(self.first - int(event.y), len(self.rows) - self.visible()))
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            index = self.row_at(event.pos)
            if index is not None:
                if index == self.selected:
                    self.open_selected()
                else:
                    self.select(index)
                return True
        return super().handle(event)

    # --- layout -----------------------------------------------------------------------------
    def layout(self) -> None:
        w, h = self.size
        m = self.px(0.04)
        pw = int(min(w - 2 * m, self.s * 1.25))
        bh = self.px(0.075)
        self.heading_y = m
        top = m + self.px(0.11)
        bottom = h - m - bh - self.px(0.07)
        self.panel = pygame.Rect((w - pw) // 2, top, pw, max(self.px(0.2), bottom - top))
        self.row_h = max(self.px(0.1), 30)
        shown = (self.open_button, self.watch_button, self.delete_button, self.back_button)
        buttons = [b for b in shown if b.visible]
        gap = self.px(0.03)
        # one row of buttons, or two when a label would shrink to fit (large text)
        per_row = len(buttons)
        bw = min(self.px(0.32), (pw - gap * (per_row - 1)) // per_row)
        if self.zoom > 1 and not labels_fit(self, buttons, bw, bh):
            per_row = -(-per_row // 2)
            bw = min(max(self.px(0.32), pw // 2), (pw - gap * (per_row - 1)) // per_row)
            self.panel.height -= bh + gap
        rows = -(-len(buttons) // per_row)
        by = h - m - bh - (rows - 1) * (bh + gap)
        for i, b in enumerate(buttons):
            line, col = divmod(i, per_row)
            n = min(per_row, len(buttons) - line * per_row)
            x = w // 2 - (bw * n + gap * (n - 1)) // 2 + col * (bw + gap)
            b.rect = pygame.Rect(x, by + line * (bh + gap), bw, bh)
        if self.zoom > 1:
            self.row_h = max(self.row_h, row_height(self))
        self.scroll_to_selected()
        # the delete question
        cw = int(min(w * 0.9, self.s * 0.9))
        self.card = pygame.Rect(0, 0, cw, self.px(0.27))
        self.card.center = (w // 2, h // 2)
        cbw = min(self.px(0.28), (cw - 3 * m) // 2)
        cy = self.card.bottom - m - bh
        self.keep_button.rect = pygame.Rect(self.card.centerx - gap // 2 - cbw, cy, cbw, bh)
        self.yes_button.rect = pygame.Rect(self.card.centerx + gap // 2, cy, cbw, bh)

    def visible(self) -> int:
        inner = self.panel.height - 2 * self.px(0.02)
        return max(1, inner // self.row_h)

    def scroll_to_selected(self) -> None:
        n = self.visible()
        if self.selected < self.first:
            self.first = self.selected
        elif self.selected >= self.first + n:
            self.first = self.selected - n + 1
        self.first = max(0, min(self.first, max(0, len(self.rows) - n)))

    def row_rect(self, index: int) -> pygame.Rect:
        pad = self.px(0.02)
        y = self.panel.y + pad + (index - self.first) * self.row_h
        return pygame.Rect(self.panel.x + pad, y, self.panel.w - 2 * pad, self.row_h - 2)

    def row_at(self, pos: tuple[int, int]) -> int | None:
        for index in range(self.first, min(len(self.rows), self.first + self.visible())):
            if self.row_rect(index).collidepoint(pos):
                return index
        return None

    # --- drawing ----------------------------------------------------------------------------
    def row_text(self, row: RecordInfo) -> tuple[str, str, str]:
        """(first line, its right-hand date, second line) of a row."""
        if not row.ok:
            return row.path.name, row.date_text(), f"Unreadable: {row.error}"
        players = ", ".join(row.players)
        if self.mode_id == "history":
            won = f"  ·  {row.winner} won" if row.winner else ""
            return row.game, row.date_text(), f"{players}{won}  ·  {row.moves} moves"
        return row.name, row.date_text(), f"{row.game}  ·  {players}  ·  {row.moves} moves"

    def draw_content(self, surface: pygame.Surface) -> None:
        theme = self.app.theme
        w, _h = self.size
        draw_heading(
            surface,
            self.app,
            self.mode.title,
            (w // 2, self.heading_y),
            self.font_px("title"),
            "center",
        )
        draw_panel(surface, self.app, self.panel)
        if not self.rows and self.zoom > 1:  # large text: the words wrap, not shrink
            font = self.app.fonts.get(self.font_px("body"))
            lines = wrap(font, self.mode.empty, self.panel.w - self.px(0.06))
            y = self.panel.centery - len(lines) * font.get_linesize() // 2
            for line in lines:
                muted = theme.colour("muted_text")
                draw_text(surface, line, font, muted, (self.panel.centerx, y), "center", "top")
                y += font.get_linesize()
        elif not self.rows:
            font = self.app.fonts.fit(
                self.mode.empty, self.panel.w - self.px(0.06), self.font_px("body")
            )
            draw_text(
                surface,
                self.mode.empty,
                font,
                theme.colour("muted_text"),
                self.panel.center,
                "center",
            )
        big_px = min(self.font_px("body"), int(self.row_h * 0.36 * 1.25))
        small_px = min(self.font_px("small"), int(self.row_h * 0.28 * 1.25))
        for index in range(self.first, min(len(self.rows), self.first + self.visible())):
            self.draw_row(surface, index, big_px, small_px)
        track = pygame.Rect(
            self.panel.right - self.px(0.014),
            self.panel.y + self.px(0.02),
            max(3, self.px(0.006)),
            self.panel.h - 2 * self.px(0.02),
        )
        bar = (None, self.app.theme.colour("panel_edge"))
        draw_scrollbar(
            surface, track, self.first, self.visible(), len(self.rows), bar, self.px(0.04)
        )
        if self.message:
            font = self.app.fonts.fit(self.message, self.panel.w, self.font_px("small"))
            draw_text(
                surface,
                self.message,
                font,
                theme.colour("highlight"),
                (w // 2, self.panel.bottom + self.px(0.035)),
                "center",
            )

    def draw_row(self, surface: pygame.Surface, index: int, big_px: int, small_px: int) -> None:
        theme = self.app.theme
        row = self.rows[index]
        rect = self.row_rect(index)
        radius = self.px(0.015)
        if index == self.selected:
            pygame.draw.rect(
                surface,
                mix(theme.colour("panel"), theme.colour("highlight"), 0.2),
                rect,
                border_radius=radius,
            )
            pygame.draw.rect(
                surface,
                theme.colour("highlight"),
                rect,
                max(1, self.px(0.004)),
                border_radius=radius,
            )
        pad = self.px(0.02)
        if self.zoom > 1:
            draw_row_lines(self, surface, row, rect, pad)
            return
        head, date, sub = self.row_text(row)
        small = self.app.fonts.get(small_px)
        date_w = small.size(date)[0] if date else 0
        big = self.app.fonts.fit(head, rect.w - 3 * pad - date_w, big_px, True)
        sub_font = self.app.fonts.fit(sub, rect.w - 2 * pad, small_px)
        stack = big.get_height() + sub_font.get_height()
        top = rect.centery - stack // 2
        colour = theme.colour("text") if row.ok else theme.colour("danger")
        draw_text(surface, head, big, colour, (rect.x + pad, top), "left", "top")
        if date:
            draw_text(
                surface,
                date,
                small,
                theme.colour("muted_text"),
                (rect.right - pad, top + big.get_height() // 2),
                "right",
            )
        tone = theme.colour("muted_text") if row.ok else theme.colour("danger")
        draw_text(
            surface, sub, sub_font, tone, (rect.x + pad, top + big.get_height()), "left", "top"
        )

    def paint(self, surface: pygame.Surface) -> None:
        super().paint(surface)
        if self.confirming:
            draw_question(self, surface)


# --- large text: a row's words wrapped at their size ------------------------------------
def labels_fit(self: RecordsScene, buttons: list[Button], bw: int, bh: int) -> bool:
    px = int(bh * 0.46 * 1.25 * self.app.fonts.scale)
    return all(self.app.fonts.get(px).size(b.text)[0] <= bw * 0.9 for b in buttons)


def row_lines(self: RecordsScene, row: RecordInfo, width: int) -> tuple[list[str], str, list[str]]:
    """A row's words at full size (large text): its first line's lines, the date
    (beside them when it fits, else first under them) and the second line's."""
    big = self.app.fonts.get(self.font_px("body"), True)
    small = self.app.fonts.get(self.font_px("small"))
    head, date, sub = self.row_text(row)
    heads = wrap(big, head, width)
    beside = date and big.size(heads[-1])[0] + small.size(date)[0] + self.px(0.03) <= width
    subs = wrap(small, sub, width)
    if date and not beside:
        subs = [date, *subs]
    return heads, date if beside else "", subs


def row_height(self: RecordsScene) -> int:
    """The height of the tallest row's words at full size, and its padding."""
    width = self.panel.w - 4 * self.px(0.02)
    big = self.app.fonts.get(self.font_px("body"), True).get_linesize()
    small = self.app.fonts.get(self.font_px("small")).get_linesize()
    most = 0
    for i in range(min(len(self.rows), FIRST_PAGE)):  # a row taller still is cut
        heads, _date, subs = row_lines(self, self.rows[i], width)
        most = max(most, len(heads) * big + len(subs) * small)
    return most + 2 * self.px(0.02)


def draw_row_lines(
    self: RecordsScene, surface: pygame.Surface, row: RecordInfo, rect: pygame.Rect, pad: int
) -> None:
    """A row at large text: its words wrapped at their size, never shrunk."""
    theme = self.app.theme
    big = self.app.fonts.get(self.font_px("body"), True)
    small = self.app.fonts.get(self.font_px("small"))
    heads, date, subs = row_lines(self, row, rect.w - 2 * pad)
    stack = len(heads) * big.get_linesize() + len(subs) * small.get_linesize()
    y = rect.centery - stack // 2
    colour = theme.colour("text") if row.ok else theme.colour("danger")
    for line in heads:
        draw_text(surface, line, big, colour, (rect.x + pad, y), "left", "top")
        y += big.get_linesize()
    if date:
        mid = y - big.get_linesize() + big.get_height() // 2
        muted = theme.colour("muted_text")
        draw_text(surface, date, small, muted, (rect.right - pad, mid), "right")
    tone = theme.colour("muted_text") if row.ok else theme.colour("danger")
    for line in subs:
        draw_text(surface, line, small, tone, (rect.x + pad, y), "left", "top")
        y += small.get_linesize()


def draw_question(self: RecordsScene, surface: pygame.Surface) -> None:
    """The yes/no card over the list."""
    question = self.question
    if question is None:
        return
    dim(surface, 140)
    draw_panel(surface, self.app, self.card)
    pad = self.px(0.04)
    theme = self.app.theme
    title = question.title
    head = self.app.fonts.fit(title, self.card.w - 2 * pad, self.font_px("heading"), True)
    draw_text(
        surface,
        title,
        head,
        theme.colour("text"),
        (self.card.centerx, self.card.y + pad),
        "center",
        "top",
    )
    note = question.note
    body = self.app.fonts.fit(note, self.card.w - 2 * pad, self.font_px("small"))
    draw_text(
        surface,
        note,
        body,
        theme.colour("muted_text"),
        (self.card.centerx, self.card.y + pad + head.get_height() + pad // 2),
        "center",
        "top",
    )
    self.confirm_form.focus_visible = True
    self.confirm_form.draw(surface)


class HistoryScene(RecordsScene):
    """The finished games (route "history")."""

    mode_id = "history"


class LoadScene(RecordsScene):
    """The named saves (route "load")."""

    mode_id = "load"


__all__ = ["MODES", "HistoryScene", "LoadScene", "RecordsScene"]
