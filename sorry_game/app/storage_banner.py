"""The storage banner: a strip across the top of the window, above every scene, while
the store cannot write a file the player would lose (`store.health`).

It says what is at risk, why and what to do ("Your moves are not being saved: the disk
is full. Free some space on the disk. Or save this game elsewhere with Save as…"), offers
Save as… (to another folder) while a game is in play and Try again, and goes away by
itself when a write of that kind works again. Every kind clears when its cause does:
Try again (and, every RETRY_S seconds, the banner itself) tries each kind shown again
(`RETRIES`: the game in play, the Save as… that failed, the games not kept, the
statistics, the settings, the folders, the locks), and a kind with nothing at risk
any more (no game in play, no game waiting) is over. A notice (the autosave moved to
a file of its own) goes after its time. The scenes are laid out in the rest of the
window, so the banner covers nothing of the game.

Keys: F6 moves the keyboard focus into the banner's buttons (the banner shows "F6"
beside them) and back to the screen; there Tab or the arrows go from button to button,
Enter or Space presses one, Esc goes back to the screen.
"""

from __future__ import annotations

import time
from typing import Any

import pygame

from sorry_game.app import draw
from sorry_game.app.input import ACTIVATE_KEYS
from sorry_game.app.widgets import Button
from sorry_game.store import health, kinds, locks, paths, saves
from sorry_game.store.finished import catch_up
from sorry_game.store.health import Fault
from sorry_game.store.history import keep_pending

#: faults spelled out (the rest are counted: "and 2 more")
MAX_SHOWN = 3
#: kinds whose remedy is to save the game in play elsewhere
SAVE_ELSEWHERE = frozenset({kinds.AUTOSAVE.id, kinds.SAVE.id, kinds.FOLDER.id})
#: while a kind fails, it is tried again this often (seconds), so the banner goes soon
#: after the disk has room again, even while nobody moves
RETRY_S = 10.0
#: how each kind shown is tried again: the banner's method (Try again, and every RETRY_S)
RETRIES = {
    kinds.AUTOSAVE.id: "retry_autosave",
    kinds.SAVE.id: "retry_save",
    kinds.HISTORY.id: "retry_history",
    kinds.STATS.id: "retry_stats",
    kinds.SETTINGS.id: "retry_settings",
    kinds.FOLDER.id: "retry_folders",
    kinds.LOCKS.id: "retry_locks",
    kinds.SLOT.id: "retry_slot",
}
#: the key that moves the keyboard focus into the banner's buttons and back
FOCUS_KEY = pygame.K_F6
#: its name, shown beside the buttons
FOCUS_KEY_NAME = "F6"
#: keys that go from one of the banner's buttons to the next (+1) or back (-1)
STEP_KEYS = {pygame.K_RIGHT: 1, pygame.K_DOWN: 1, pygame.K_LEFT: -1, pygame.K_UP: -1}


def shown_faults(faults: list[Fault]) -> list[Fault]:
    """The faults worth a line: while the folder itself cannot be made, the files in it
    failing for the same reason say nothing more."""
    folder = next((f for f in faults if f.kind.id == kinds.FOLDER.id), None)
    if folder is None:
        return faults
    return [f for f in faults if f is folder or f.reason != folder.reason]


class StorageBanner:
    """What the window shows of the store's faults; polled once a frame (cheap: it only
    reads `health.version()` until something changes)."""

    def __init__(self, app: Any) -> None:
        self.app = app
        self.faults: list[Fault] = []
        self._version = -1
        self._in_game = False
        #: the window size the lines and height below were laid out for (None: stale)
        self._laid_for: tuple[int, int] | None = None
        #: the banner's lines, each (text, bold), and its height in pixels
        self.shown_lines: list[tuple[str, bool]] = []
        self._height = 0
        #: when each fault (by kind id) was first drawn, time.monotonic()
        self.first_drawn: dict[str, float] = {}
        self.save_button = Button("Save as…", self.save_as, style="primary", name="banner_save_as")
        self.retry_button = Button("Try again", self.retry, style="normal", name="banner_retry")
        self.rect = pygame.Rect(0, 0, 0, 0)
        self._last_retry = time.monotonic()
        #: the banner's button with the keyboard focus (None: the keys go to the scene)
        self.focus: Button | None = None

    # --- what its buttons do --------------------------------------------------------------
    def can_save(self) -> bool:
        return self.app.session is not None

    def save_as(self) -> None:
        """Save as…, with the folders that can still be written offered first."""
        session = self.app.session
        if session is not None and getattr(self.app.top, "elsewhere", None) is None:
            self.app.go("save_as", session, elsewhere=True)

    def retry(self) -> None:
        """Try every kind of file that failed again now (Try again)."""
        self.retry_kinds({f.kind.id for f in health.faults()})

    def retry_kinds(self, ids: set[str]) -> None:
        for kind_id in sorted(ids):
            method = RETRIES.get(kind_id)
            if method is not None:
                getattr(self, method)()

    def retry_autosave(self) -> None:
        """The games in play saved again; with none, no move is at risk any more."""
        if self.app.sessions():
            self.app.save_games()
        else:
            health.worked(kinds.AUTOSAVE)

    def retry_save(self) -> None:
        saves.retry()  # the Save as… that failed, written again

    def retry_history(self) -> None:
        keep_pending()  # the finished games not kept yet

    def retry_stats(self) -> None:
        catch_up(always=True)  # the games the ledger lacks; the file written again

    def retry_settings(self) -> None:
        self.app.settings.save()

    def retry_folders(self) -> None:
        for make in (paths.data_dir, paths.config_dir):
            try:
                make()
            except OSError:
                pass  # still cannot be made: the fault stays, with its reason

    def retry_locks(self) -> None:
        locks.probe(paths.folder("data"))

    def retry_slot(self) -> None:
        health.worked(kinds.SLOT)  # a notice: seen

    # --- state --------------------------------------------------------------------------
    def refresh(self) -> bool:
        """Take the store's faults if they changed; True when they did. While a kind
        fails, it is tried again every RETRY_S seconds."""
        now = time.monotonic()
        health.expire(now)  # a notice shown long enough goes
        if now - self._last_retry >= RETRY_S:
            self._last_retry = now
            self.retry_kinds({f.kind.id for f in self.faults} - {kinds.SLOT.id})
        in_game = self.can_save()
        if in_game != self._in_game:  # Save as… comes or goes with the game in play
            self._in_game = in_game
            self._laid_for = None
            if self.faults:
                return True
        version = health.version()
        if version == self._version:
            return False
        self._version = version
        faults = shown_faults(health.faults())
        changed = faults != self.faults
        self.faults = faults
        self._laid_for = None
        kept = {f.kind.id for f in faults}
        self.first_drawn = {k: t for k, t in self.first_drawn.items() if k in kept}
        return changed

    @property
    def shown(self) -> bool:
        return bool(self.faults)

    def buttons(self) -> list[Button]:
        wanted = self.can_save() and any(f.kind.id in SAVE_ELSEWHERE for f in self.faults)
        return [self.save_button, self.retry_button] if wanted else [self.retry_button]

    # --- layout -------------------------------------------------------------------------
    def text_px(self, size: tuple[int, int]) -> int:
        scale = self.app.text_scale()
        return max(13, min(30, round(min(size) * 0.026 * scale)))

    def lines(self, width: int, px: int) -> list[tuple[str, bool]]:
        """The banner's lines, each (text, bold), wrapped to `width`."""
        out: list[tuple[str, bool]] = []
        in_game = self.can_save()
        for fault in self.faults[:MAX_SHOWN]:
            out += [(line, True) for line in draw.wrap_px(fault.headline, px, width, True)]
            advice = fault.advice_text(own=in_game or fault.kind.id not in SAVE_ELSEWHERE)
            if advice:
                out += [(line, False) for line in draw.wrap_px(advice, px, width)]
        more = len(self.faults) - MAX_SHOWN
        if more > 0:
            out.append((f"and {more} more", False))
        return out

    def height(self, size: tuple[int, int]) -> int:
        """The banner's height in a window of `size` (0 when nothing is wrong); at most
        a third of the window."""
        if not self.faults:
            return 0
        w, h = size
        if self._laid_for != (w, h):
            px = self.text_px(size)
            pad = max(6, px // 2)
            text_w = max(80, w - 2 * pad - self.buttons_width(px, pad))
            lines = self.lines(text_w, px)
            line_h = draw.get_font(px).get_linesize()
            need = max(len(lines) * line_h + self.gaps(lines, line_h), round(px * 2.1))
            self.shown_lines, self._height = lines, min(h // 3, need + 2 * pad)
            self._laid_for = (w, h)
        return self._height

    @staticmethod
    def gaps(lines: list[tuple[str, bool]], line_h: int) -> int:
        """The room between one fault and the next (a third of a line each)."""
        starts = sum(1 for i, (_t, bold) in enumerate(lines) if bold and i and not lines[i - 1][1])
        return starts * (line_h // 3)

    def button_width(self, px: int) -> int:
        font = draw.get_font(px, True)
        return max(font.size(b.text)[0] for b in (self.save_button, self.retry_button)) + 2 * px

    def buttons_width(self, px: int, pad: int) -> int:
        """The room of the buttons, side by side at the right (with a gap before), and
        of the key that reaches them ("F6") before them."""
        return len(self.buttons()) * (self.button_width(px) + pad) + self.key_width(px, pad)

    @staticmethod
    def key_width(px: int, pad: int) -> int:
        return draw.get_font(px).size(FOCUS_KEY_NAME)[0] + pad

    def scene_surface(self, window: pygame.Surface) -> pygame.Surface:
        """The part of `window` below the banner, where the scenes draw."""
        w, h = window.get_size()
        top = self.height((w, h))
        return window.subsurface(pygame.Rect(0, top, w, max(1, h - top))) if top else window

    def below(self, event: pygame.event.Event) -> pygame.event.Event:
        """A mouse event in the scenes' pixels (the banner's height taken off)."""
        top = self._height if self.faults else 0
        if not top or not hasattr(event, "pos"):
            return event
        data = dict(event.dict)
        data["pos"] = (event.pos[0], event.pos[1] - top)
        return pygame.event.Event(event.type, data)

    # --- drawing and input --------------------------------------------------------------
    def draw(self, window: pygame.Surface) -> None:
        size = window.get_size()
        height = self.height(size)
        if not height:
            return
        now = time.monotonic()
        for fault in self.faults:
            self.first_drawn.setdefault(fault.kind.id, now)
        theme = self.app.theme
        w = size[0]
        px = self.text_px(size)
        pad = max(6, px // 2)
        self.rect = pygame.Rect(0, 0, w, height)
        bg = draw.darken(theme.colour("danger"), 0.45)
        window.fill(bg, self.rect)
        pygame.draw.line(window, theme.colour("danger"), (0, height - 2), (w, height - 2), 3)
        ink = draw.contrast_text(bg)
        line_h = draw.get_font(px).get_linesize()
        lines = self.shown_lines
        y = max(pad, (height - len(lines) * line_h - self.gaps(lines, line_h)) // 2)
        soft = draw.mix(ink, bg, 0.18)
        for i, (text, bold) in enumerate(lines):
            if bold and i and not lines[i - 1][1]:
                y += line_h // 3  # a new fault
            if y + line_h > height:
                break
            window.blit(draw.render_text(text, px, ink if bold else soft, bold), (pad, y))
            y += line_h
        bw = self.button_width(px)
        bh = round(px * 2.1)
        x = w - self.buttons_width(px, pad)
        hint = draw.render_text(FOCUS_KEY_NAME, px, soft)
        window.blit(hint, (x, (height - hint.get_height()) // 2))
        x += self.key_width(px, pad)
        for button in self.buttons():
            button.rect = pygame.Rect(x, (height - bh) // 2, bw, bh)
            button.draw(window, self.app, focused=button is self.focus)
            x += bw + pad

    def handle(self, event: pygame.event.Event) -> bool:
        """A click on the banner (window pixels), or a key for it; True when it was
        the banner's."""
        if event.type == pygame.KEYDOWN:
            return self.key(event)
        pos = getattr(event, "pos", None)
        if not self.faults or pos is None or not self.rect.collidepoint(pos):
            if event.type == pygame.MOUSEMOTION:
                for button in self.buttons():
                    button.hover = False
            return False
        for button in self.buttons():
            if event.type == pygame.MOUSEMOTION:
                button.hover = button.hit(pos)
            elif button.hit(pos):
                if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
                    button.mouse_down(pos)
                elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
                    button.mouse_up(pos, True)
        return True

    def key(self, event: pygame.event.Event) -> bool:
        """F6 into the buttons and back; while one has the focus, Tab and the arrows go
        from button to button, Enter/Space press it, Esc leaves. Other keys go on to
        the scene."""
        buttons = self.buttons() if self.faults else []
        if not buttons:
            self.focus = None
            return False
        if event.key == FOCUS_KEY:
            self.focus = None if self.focus is not None else buttons[0]
            return True
        if self.focus is None:
            return False
        if self.focus not in buttons:
            self.focus = buttons[0]
        shift = bool(getattr(event, "mod", 0) & pygame.KMOD_SHIFT)
        step = (-1 if shift else 1) if event.key == pygame.K_TAB else STEP_KEYS.get(event.key, 0)
        if step:
            self.focus = buttons[(buttons.index(self.focus) + step) % len(buttons)]
            return True
        if event.key in ACTIVATE_KEYS:
            pressed = self.focus
            if pressed is self.save_button:
                self.focus = None  # the keys go to Save as… (a screen of its own)
            pressed.activate()
            return True
        if event.key == pygame.K_ESCAPE:
            self.focus = None
            return True
        return False


__all__ = ["FOCUS_KEY", "SAVE_ELSEWHERE", "StorageBanner"]
