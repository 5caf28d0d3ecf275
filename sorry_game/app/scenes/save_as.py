"""Save as…: the game in play written under a name the player types, besides the
autosave (data_dir()/saves/<name>.sorry).

    SaveAsScene(app, session)      route "save_as" (an overlay over the pause menu)

The suggested name is selected when the card opens (the first key typed replaces it).
The name is made safe for a file (`saves.safe_name`; the card shows what it becomes);
a character no file name may hold is refused where it is typed, and said so under
the field. An existing name asks before it is replaced (Cancel is the default); a
failed write says why and changes nothing, and the storage banner's Try again writes
it once the disk has room (the card then says it is saved).
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pygame

from sorry_game.app.scenes import ENTER_KEYS, ShellScene, dim
from sorry_game.app.storage_banner import SAVE_ELSEWHERE
from sorry_game.app.widgets import Button, Cycler, TextField, draw_panel, draw_text
from sorry_game.store import health
from sorry_game.store.places import Place, all_places
from sorry_game.store.saves import NAME_LEN, exists, safe_name, save_as, save_path, waiting

#: characters no file name may hold (on some system): refused as they are typed
REFUSED = frozenset('/\\:*?"<>|')


def refusal(ch: str) -> str:
    """What the card says of a refused character."""
    shown = f"“{ch}”" if ch.isprintable() else "That character"
    return f"{shown} can't be in a file name."


def place_label(place: Place, writable: bool) -> str:
    """'Documents: /home/ann/Documents/Sorry saves', with a warning when it cannot be
    written now."""
    text = f"{place.label}: {place.shown()}"
    return text if writable else f"{text} (cannot be written now)"


def default_name(session: Any) -> str:
    """'Sorry! 25 Nov 19-40' (a new name each minute)."""
    try:
        title = session.game.title
    except Exception:  # noqa: BLE001 - only a suggestion
        title = "Game"
    return safe_name(f"{title} {time.strftime('%d %b %H-%M')}")


class SaveAsScene(ShellScene):
    overlay = True

    def __init__(self, app, session: Any, elsewhere: bool = False) -> None:
        self.game_session = session
        #: offer the other folders (the storage banner's Save as…, or any storage fault)
        self.elsewhere = elsewhere or any(f.kind.id in SAVE_ELSEWHERE for f in health.faults())
        super().__init__(app)

    def create(self) -> None:
        #: "name" (typing), "replace" (asked: the name exists) or "done"
        self.stage = "name"
        #: the save that failed and waits for the banner's Try again (None: none)
        self.failed: Path | None = None
        self.message = ""
        #: why the last character typed was refused (under the field), else ""
        self.refused = ""
        self.field = TextField(
            default_name(self.game_session),
            self.on_type,
            max_len=NAME_LEN,
            allowed=lambda ch: ch not in REFUSED,
            name="name",
            on_refuse=self.on_refuse,
        )
        self.field.select_all()  # typing replaces the suggestion
        self.places = all_places() if self.elsewhere else []
        ok = [place.writable() for place in self.places]
        first = next((i for i, good in enumerate(ok) if good), 0)
        self.where = Cycler(
            [place_label(p, good) for p, good in zip(self.places, ok, strict=True)],
            first,
            self.on_where,
            name="where",
        )
        self.save_button = Button("Save", self.on_save, style="primary", name="save")
        self.cancel_button = Button("Cancel", self.close, style="quiet", name="cancel")
        self.replace_button = Button("Replace it", self.on_replace, style="danger", name="replace")
        self.keep_button = Button("Cancel", self.back_to_name, style="primary", name="keep")
        self.done_button = Button("OK", self.close, style="primary", name="done")
        self.show()

    def show(self) -> None:
        """The widgets of the stage."""
        self.form.clear()
        stages: dict[str, list[Any]] = {
            "name": [self.field]
            + ([self.where] if self.places else [])
            + [self.cancel_button, self.save_button],  # as drawn: Tab in reading order
            "replace": [self.keep_button, self.replace_button],
            "done": [self.done_button],
        }
        widgets = stages[self.stage]
        for widget in widgets:
            self.form.add(widget)
        self.form.set_focus(widgets[0], True)
        self.primary = {"name": self.save_button, "replace": self.keep_button}.get(
            self.stage, self.done_button
        )
        self.layout()

    def on_type(self, _text: str) -> None:
        self.message = self.refused = ""

    def on_where(self, _index: int) -> None:
        self.message = ""

    @property
    def folder(self) -> Path | None:
        """The folder chosen (None: the usual saves folder)."""
        if not self.places or self.where.index == 0 and self.places[0].label == "Saves folder":
            return None
        return self.places[self.where.index].folder

    def on_refuse(self, ch: str) -> None:
        self.refused = refusal(ch)

    def on_save(self) -> None:
        if not safe_name(self.field.text):
            self.message = "Type a name with a letter or a digit."
            return
        if exists(self.field.text, self.folder):
            self.stage = "replace"
            self.show()
            return
        self.write(overwrite=False)

    def on_replace(self) -> None:
        self.write(overwrite=True)

    def back_to_name(self) -> None:
        self.stage = "name"
        self.show()

    def write(self, overwrite: bool) -> None:
        try:
            path = save_as(self.game_session, self.field.text, overwrite, self.folder)
        except (OSError, ValueError) as exc:
            self.stage = "name"
            self.show()
            self.message = f"Not saved: {exc}"
            if waiting():  # the banner's Try again writes it once the disk has room
                self.failed = save_path(self.field.text, self.folder)
            return
        self.saved(path)

    def saved(self, path: Path) -> None:
        self.saved_name = path.stem
        self.saved_where = "" if self.folder is None else f" in {path.parent}"
        self.failed = None
        self.message = ""
        self.stage = "done"
        self.show()

    def close(self) -> None:
        if self.app.top is self:
            self.app.pop()

    def back(self) -> None:
        if self.stage == "replace":
            self.back_to_name()
        else:
            self.close()

    def update(self, dt: float) -> None:
        self.busy = self.field.flashing()  # frames until a refusal's flash is over
        if self.failed is not None and not waiting():  # the banner's Try again wrote it
            path, self.failed = self.failed, None
            if path.exists():
                self.saved(path)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in ENTER_KEYS and self.stage == "name":
            if self.form.focus is self.field:
                self.on_save()
                return True
        return super().handle(event)

    # --- layout and drawing ---------------------------------------------------------------
    def layout(self) -> None:
        w, h = self.size
        pad = self.px(0.045)
        cw = int(min(w * 0.92, self.s * 0.95))
        bh = self.px(0.075)
        # under the field: room for the line that says why a character was refused
        field_h = bh + self.px(0.075) if self.stage == "name" else self.px(0.03)
        where_h = bh + self.px(0.03) if self.stage == "name" and self.places else 0
        ch = pad + self.px(0.07) + self.px(0.06) + field_h + where_h + bh + pad
        self.card = pygame.Rect(0, 0, cw, ch)
        self.card.center = (w // 2, h // 2)
        y = self.card.y + pad + self.px(0.07) + self.px(0.06)
        self.field.rect = pygame.Rect(self.card.x + pad, y, cw - 2 * pad, bh)
        self.where.rect = pygame.Rect(self.card.x + pad, y + field_h, cw - 2 * pad, bh)
        by = self.card.bottom - pad - bh
        gap = self.px(0.03)
        bw = min(self.px(0.3), (cw - 2 * pad - gap) // 2)
        pairs = {
            "name": (self.cancel_button, self.save_button),
            "replace": (self.keep_button, self.replace_button),
        }
        if self.stage in pairs:
            left, right = pairs[self.stage]
            left.rect = pygame.Rect(self.card.centerx - gap // 2 - bw, by, bw, bh)
            right.rect = pygame.Rect(self.card.centerx + gap // 2, by, bw, bh)
        self.done_button.rect = pygame.Rect(self.card.centerx - bw // 2, by, bw, bh)

    def lines(self) -> tuple[str, str]:
        """(heading, the line under it) of the stage."""
        name = safe_name(self.field.text)
        if self.stage == "replace":
            return "Replace the save?", f"A save called {name} exists already."
        if self.stage == "done":
            return "Game saved", (
                f"Saved as {self.saved_name}{self.saved_where}. Load it from the title screen."
            )
        if self.message:
            return "Save as…", self.message
        shown = f"File name: {name}" if name else "Letters, digits, spaces, - and _"
        return "Save as…", shown

    def paint(self, surface: pygame.Surface) -> None:
        dim(surface, 150)
        draw_panel(surface, self.app, self.card)
        theme = self.app.theme
        pad = self.px(0.045)
        heading, line = self.lines()
        width = self.card.w - 2 * pad
        head = self.app.fonts.fit(heading, width, self.font_px("heading"), True)
        draw_text(
            surface,
            heading,
            head,
            theme.colour("text"),
            (self.card.x + pad, self.card.y + pad),
            "left",
            "top",
        )
        tone = "danger" if self.message and self.stage == "name" else "muted_text"
        body = self.app.fonts.fit(line, width, self.font_px("small"))
        y = self.card.y + pad + self.px(0.075)
        draw_text(surface, line, body, theme.colour(tone), (self.card.x + pad, y), "left", "top")
        if self.refused and self.stage == "name":
            under = self.app.fonts.fit(self.refused, width, self.font_px("small"))
            at = (self.field.rect.x, self.field.rect.bottom + self.px(0.012))
            draw_text(surface, self.refused, under, theme.colour("danger"), at, "left", "top")
        self.form.draw(surface)


__all__ = ["REFUSED", "SaveAsScene", "default_name", "refusal"]
