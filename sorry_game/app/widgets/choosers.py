"""Widgets that choose a value: Cycler (one of several), Slider (a number), TextField
(a name)."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from typing import Any

import pygame

from sorry_game.app.draw import (
    darken,
    draw_text,
    draw_triangle,
    drawable,
    ellipsize,
    lighten,
    mix,
    radius_for,
    rounded_rect,
)
from sorry_game.app.draw.uifont import verbatim
from sorry_game.app.input import ACTIVATE_KEYS, arrow_step
from sorry_game.app.widgets.base import UI, Rect, Widget, draw_focus, draw_swatch


class Cycler(Widget):
    """A choice among labels, with < > triangles; click an arrow (or Left/Right) to change.

    `swatches` (optional, one RGB per choice) draws a colour dot before the label;
    `disabled_choices` are shown but skipped."""

    def __init__(
        self,
        choices: Sequence[str],
        index: int = 0,
        on_change: Callable[[int], Any] | None = None,
        rect: Rect | tuple | None = None,
        swatches: Sequence[Sequence[int] | None] | None = None,
        name: str = "",
        wrap: bool = True,
    ) -> None:
        super().__init__(rect, name=name)
        self.choices = list(choices)
        self.index = max(0, min(index, len(self.choices) - 1))
        self.on_change = on_change
        self.swatches = list(swatches) if swatches else None
        self.hover_side = 0
        self.wrap = wrap
        #: shorter labels used when the full ones would have to shrink to fit
        self.short_choices: list[str] | None = None

    @property
    def value_label(self) -> str:
        return self.choices[self.index] if self.choices else ""

    def set_index(self, index: int, notify: bool = True) -> None:
        index = max(0, min(index, len(self.choices) - 1))
        if index != self.index:
            self.index = index
            if notify and self.on_change:
                self.on_change(index)

    def step(self, delta: int) -> None:
        if not self.choices or not self.enabled:
            return
        n = len(self.choices)
        target = self.index + delta
        if self.wrap:
            target %= n
        self.set_index(target)

    def _arrow_w(self) -> int:
        return min(int(self.rect.h * 0.85), self.rect.w // 4)

    def _side(self, pos: tuple[int, int]) -> int:
        aw = self._arrow_w()
        if pos[0] < self.rect.left + aw:
            return -1
        if pos[0] >= self.rect.right - aw:
            return 1
        return 0

    def mouse_move(self, pos: tuple[int, int]) -> None:
        self.hover_side = self._side(pos) if self.hover else 0

    def mouse_down(self, pos: tuple[int, int]) -> bool:
        side = self._side(pos)
        self.step(side if side else 1)
        return True

    def key(self, event: pygame.event.Event) -> bool:
        step = arrow_step(event)
        if step:
            self.step(step)
            return True
        if event.key in ACTIVATE_KEYS:
            return self.activate()
        return False

    def activate(self) -> bool:
        self.step(1)
        return True

    def draw(self, surface: pygame.Surface, ui: UI, focused: bool = False) -> None:
        theme = ui.theme
        rect = self.rect
        bg = mix(theme.colour("panel"), theme.colour("button"), 0.45 if self.hover else 0.3)
        if not self.enabled:
            bg = theme.colour("disabled")
        rounded_rect(surface, bg, rect)
        rounded_rect(
            surface, theme.colour("panel_edge"), rect, radius_for(rect), max(1, rect.h // 24)
        )
        if focused:
            draw_focus(surface, ui, rect)
        aw = self._arrow_w()
        tri = rect.h * 0.34
        for side, cx in ((-1, rect.left + aw / 2), (1, rect.right - aw / 2)):
            colour = (
                theme.colour("highlight")
                if self.hover_side == side and self.enabled
                else theme.colour("muted_text")
            )
            draw_triangle(surface, colour, (cx, rect.centery), tri, "left" if side < 0 else "right")
        inner = Rect(rect.left + aw, rect.top, rect.w - 2 * aw, rect.h)
        label = self.value_label
        swatch = (
            self.swatches[self.index] if self.swatches and self.index < len(self.swatches) else None
        )
        text_colour = theme.colour("text") if self.enabled else theme.colour("muted_text")
        sr = int(rect.h * 0.2)
        avail = inner.w - (sr * 2 + rect.h // 5 if swatch else 0)
        want = int(rect.h * 0.44 * 1.25 * ui.fonts.scale)
        font = ui.fonts.fit(label, max(10, avail), want)
        if self.short_choices and font.get_height() < ui.fonts.get(want).get_height() * 0.9:
            label = self.short_choices[self.index]
            font = ui.fonts.fit(label, max(10, avail), want)
        label = ellipsize(font, label, max(10, avail))
        tw = font.size(label)[0]
        total = tw + (sr * 2 + rect.h // 5 if swatch else 0)
        x = inner.centerx - total // 2
        if swatch:
            draw_swatch(surface, swatch, (x + sr, rect.centery), sr, darken(swatch, 0.45))
            x += sr * 2 + rect.h // 5
        draw_text(surface, label, font, text_colour, (x, rect.centery))


class Slider(Widget):
    """A value from 0 to 1; drag, click, or Left/Right in `step`s."""

    def __init__(
        self,
        value: float = 0.5,
        on_change: Callable[[float], Any] | None = None,
        rect: Rect | tuple | None = None,
        step: float = 0.05,
        name: str = "",
        show_percent: bool = True,
    ) -> None:
        super().__init__(rect, name=name)
        self.value = value
        self.on_change = on_change
        self.step_size = step
        self.dragging = False
        self.show_percent = show_percent

    def _track(self) -> Rect:
        h = self.rect.h
        label_w = int(h * 1.9) if self.show_percent else 0
        pad = h // 3
        return Rect(
            self.rect.x + pad,
            self.rect.centery - max(2, h // 10),
            self.rect.w - 2 * pad - label_w,
            max(4, h // 5),
        )

    def set(self, value: float) -> None:
        value = round(max(0.0, min(1.0, value)), 4)
        if value != self.value:
            self.value = value
            if self.on_change:
                self.on_change(value)

    def _value_at(self, x: int) -> float:
        track = self._track()
        return (x - track.left) / max(1, track.w)

    def mouse_down(self, pos: tuple[int, int]) -> bool:
        self.dragging = True
        self.set(self._value_at(pos[0]))
        return True

    def mouse_drag(self, pos: tuple[int, int]) -> None:
        if self.dragging:
            self.set(self._value_at(pos[0]))

    def mouse_up(self, pos: tuple[int, int], inside: bool) -> bool:
        self.dragging = False
        return True

    def key(self, event: pygame.event.Event) -> bool:
        step = arrow_step(event)
        if step:
            self.set(round((self.value + step * self.step_size) / self.step_size) * self.step_size)
            return True
        if event.key == pygame.K_HOME:
            self.set(0.0)
            return True
        if event.key == pygame.K_END:
            self.set(1.0)
            return True
        return False

    def draw(self, surface: pygame.Surface, ui: UI, focused: bool = False) -> None:
        theme = ui.theme
        track = self._track()
        pygame.draw.rect(
            surface,
            mix(theme.colour("panel_edge"), theme.colour("panel"), 0.3),
            track,
            border_radius=track.h // 2,
        )
        filled = Rect(track.x, track.y, int(track.w * self.value), track.h)
        colour = theme.colour("accent") if self.enabled else theme.colour("disabled")
        if filled.w > 0:
            pygame.draw.rect(surface, colour, filled, border_radius=track.h // 2)
        knob_r = max(6, int(self.rect.h * 0.3))
        kx = track.x + int(track.w * self.value)
        knob = lighten(colour, 0.5) if self.hover or self.dragging else (255, 255, 255)
        pygame.draw.circle(surface, darken(colour, 0.4), (kx, track.centery + 2), knob_r)
        pygame.draw.circle(surface, knob, (kx, track.centery), knob_r)
        pygame.draw.circle(surface, colour, (kx, track.centery), knob_r, max(2, knob_r // 4))
        if focused:  # around the whole control: a ring on the knob alone is too small to see
            draw_focus(surface, ui, self.rect)
        if self.show_percent:
            font = ui.fonts.get(self.rect.h * 0.5 * 1.25 * ui.fonts.scale)
            draw_text(
                surface,
                f"{int(round(self.value * 100))}%",
                font,
                theme.colour("text"),
                (self.rect.right, self.rect.centery),
                "right",
            )


#: how long a field's edge flashes after it refused a character (seconds)
REFUSE_FLASH = 0.6


class TextField(Widget):
    """One line of text with a caret and a selection.

    Typing (TEXTINPUT) replaces the selection, else goes in at the caret; Backspace and
    Delete remove the selection, else one character (Ctrl+Backspace clears the field);
    Ctrl+A selects everything; Left/Right/Home/End move the caret and drop the selection
    (Shift extends it); a click places the caret, a drag selects. `select_all()` offers
    a suggested text that the first key typed replaces.

    `allowed(ch) -> bool` filters characters (e.g. digits only). A refused character is
    never dropped silently: the field's edge flashes (REFUSE_FLASH) and
    `on_refuse(ch)` is called, for the scene to say why. `max_len` caps the length."""

    def __init__(
        self,
        text: str = "",
        on_change: Callable[[str], Any] | None = None,
        rect: Rect | tuple | None = None,
        placeholder: str = "",
        max_len: int = 16,
        allowed: Callable[[str], bool] | None = None,
        name: str = "",
        on_refuse: Callable[[str], Any] | None = None,
    ) -> None:
        super().__init__(rect, name=name)
        self.on_change = on_change
        self.placeholder = placeholder
        self.max_len = max_len
        self.allowed = allowed
        self.on_refuse = on_refuse
        #: where typing goes (0..len(text)); the selection runs from `anchor` to it
        self.caret = 0
        self.anchor: int | None = None
        #: when a character was last refused (time.monotonic()), for the flash
        self.refused_at: float | None = None
        #: pixels of text scrolled out on the left (a long text keeps the caret shown)
        self.scroll = 0
        #: the x of each caret place, as last drawn (a click picks the nearest)
        self.stops: list[int] = []
        self.text = text

    # --- the text, the caret and the selection -------------------------------------------
    @property
    def text(self) -> str:
        return self._text

    @text.setter
    def text(self, value: str) -> None:
        """Set from outside: the caret goes to the end, nothing is selected."""
        self._text = value
        self.caret = len(value)
        self.anchor = None

    @property
    def selection(self) -> tuple[int, int] | None:
        """(start, end) of the selected characters, None when none is."""
        if self.anchor is None or self.anchor == self.caret:
            return None
        return min(self.anchor, self.caret), max(self.anchor, self.caret)

    def select_all(self) -> None:
        self.anchor, self.caret = 0, len(self._text)

    def set_text(self, text: str) -> None:
        text = text[: self.max_len]
        if text != self.text:
            self.text = text
            if self.on_change:
                self.on_change(text)

    def replace(self, start: int, end: int, insert: str) -> None:
        """Put `insert` in place of text[start:end] (cut to `max_len`: what does not fit
        flashes as refused); the caret follows it."""
        room = self.max_len - (len(self._text) - (end - start))
        if len(insert) > room:
            insert = insert[: max(0, room)]
            self.refused_at = time.monotonic()
        changed = self._text[start:end] != insert
        self._text = self._text[:start] + insert + self._text[end:]
        self.caret, self.anchor = start + len(insert), None
        if changed and self.on_change:
            self.on_change(self._text)

    def refuse(self, ch: str) -> None:
        """A character the field does not take: shown (a flash, `on_refuse`), not lost."""
        self.refused_at = time.monotonic()
        if self.on_refuse:
            self.on_refuse(ch)

    def flashing(self) -> bool:
        return self.refused_at is not None and time.monotonic() - self.refused_at < REFUSE_FLASH

    # --- input -------------------------------------------------------------------------------
    def mouse_down(self, pos: tuple[int, int]) -> bool:
        self.caret, self.anchor = self.stop_at(pos[0]), None
        return True

    def mouse_drag(self, pos: tuple[int, int]) -> None:
        caret = self.stop_at(pos[0])
        if caret != self.caret:
            if self.anchor is None:
                self.anchor = self.caret
            self.caret = caret

    def stop_at(self, x: int) -> int:
        """The caret place nearest `x` (the end before the field was drawn)."""
        if not self.stops:
            return len(self._text)
        return min(range(len(self.stops)), key=lambda i: abs(self.stops[i] - x))

    def text_input(self, text: str) -> bool:
        if not self.enabled:
            return False
        ok = [ch.isprintable() and (self.allowed is None or self.allowed(ch)) for ch in text]
        kept = "".join(ch for ch, good in zip(text, ok, strict=True) if good)
        if kept:
            start, end = self.selection or (self.caret, self.caret)
            self.replace(start, end, kept)
        for ch in (ch for ch, good in zip(text, ok, strict=True) if not good):
            self.refuse(ch)  # after the change: what the scene says of it stays
        return True

    def key(self, event: pygame.event.Event) -> bool:
        mod = getattr(event, "mod", 0)
        ctrl = bool(mod & (pygame.KMOD_CTRL | pygame.KMOD_META))
        selection = self.selection
        if event.key == pygame.K_a and ctrl:
            self.select_all()
            return True
        if event.key in (pygame.K_BACKSPACE, pygame.K_DELETE):
            if event.key == pygame.K_BACKSPACE and ctrl:
                self.replace(0, len(self._text), "")
            elif selection is not None:
                self.replace(*selection, "")
            elif event.key == pygame.K_BACKSPACE and self.caret > 0:
                self.replace(self.caret - 1, self.caret, "")
            elif event.key == pygame.K_DELETE and self.caret < len(self._text):
                self.replace(self.caret, self.caret + 1, "")
            return True
        if event.key == pygame.K_SPACE:  # typed as text (TEXTINPUT); never activates
            return True
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_HOME, pygame.K_END):
            self.move_caret(event.key, bool(mod & pygame.KMOD_SHIFT))
            return True
        # letters and digits arrive as TEXTINPUT: swallow their KEYDOWN so scene
        # shortcuts (P, H, 1-9 …) do not fire while typing
        return bool(getattr(event, "unicode", "") and event.unicode.isprintable())

    def move_caret(self, key: int, extend: bool) -> None:
        """Left/Right/Home/End: the caret moves and the selection goes (Left/Right to
        its start/end), unless `extend` (Shift) grows it."""
        selection = self.selection
        if not extend and selection is not None and key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.caret, self.anchor = selection[0 if key == pygame.K_LEFT else 1], None
            return
        target = {
            pygame.K_LEFT: self.caret - 1,
            pygame.K_RIGHT: self.caret + 1,
            pygame.K_HOME: 0,
            pygame.K_END: len(self._text),
        }[key]
        if extend and self.anchor is None:
            self.anchor = self.caret
        elif not extend:
            self.anchor = None
        self.caret = max(0, min(len(self._text), target))

    # --- drawing -------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, ui: UI, focused: bool = False) -> None:
        with verbatim():  # what was typed, as typed (never a theme's colour word)
            self._draw(surface, ui, focused)

    def _draw(self, surface: pygame.Surface, ui: UI, focused: bool = False) -> None:
        theme = ui.theme
        rect = self.rect
        flash = self.flashing()
        bg = mix(theme.colour("panel"), (0, 0, 0), 0.25)
        if flash:
            bg = mix(bg, theme.colour("danger"), 0.3)
        rounded_rect(surface, bg, rect, max(3, rect.h // 5))
        edge = (
            theme.colour("danger")
            if flash
            else theme.colour("highlight")
            if focused
            else theme.colour("button_hover")
            if self.hover
            else theme.colour("panel_edge")
        )
        thick = max(1, rect.h // 16) + (1 if focused or flash else 0)
        rounded_rect(surface, edge, rect, max(3, rect.h // 5), thick)
        if focused:  # the same two-tone ring as every control: the edge alone is too faint
            draw_focus(surface, ui, rect)
        pad = rect.h // 3
        font = ui.fonts.get(rect.h * 0.44 * 1.25 * ui.fonts.scale)
        inner = pygame.Rect(rect.x + pad, rect.y, max(1, rect.w - 2 * pad), rect.h)
        if not self.text:
            self.stops, self.scroll = [inner.x], 0
            if self.placeholder:
                ph = ellipsize(font, self.placeholder, inner.w)
                draw_text(surface, ph, font, theme.colour("muted_text"), (inner.x, rect.centery))
            if focused and (pygame.time.get_ticks() // 500) % 2 == 0:
                self.draw_caret(surface, ui, inner.x)
            return
        text = drawable(self.text)
        widths = [font.size(text[:i])[0] for i in range(len(text) + 1)]
        room = inner.w - 4
        at = widths[min(self.caret, len(text))]
        if at - self.scroll > room:  # keep the caret shown
            self.scroll = at - room
        self.scroll = max(0, min(self.scroll, at, widths[-1] - room))
        self.stops = [inner.x + w - self.scroll for w in widths]
        clip = surface.get_clip()
        surface.set_clip(inner.clip(clip))
        selection = self.selection
        colour = theme.colour("text")
        if selection is None:
            draw_text(surface, text, font, colour, (self.stops[0], rect.centery))
        else:
            lo, hi = selection
            band = pygame.Rect(self.stops[lo], 0, self.stops[hi] - self.stops[lo], 0)
            band.height = font.get_linesize()
            band.centery = rect.centery
            pygame.draw.rect(surface, theme.colour("selected"), band)
            parts = ((0, lo, colour), (lo, hi, theme.colour("panel")), (hi, len(text), colour))
            for start, end, ink in parts:
                if end > start:
                    draw_text(
                        surface, text[start:end], font, ink, (self.stops[start], rect.centery)
                    )
        surface.set_clip(clip)
        if focused and selection is None and (pygame.time.get_ticks() // 500) % 2 == 0:
            self.draw_caret(surface, ui, self.stops[min(self.caret, len(text))])

    def draw_caret(self, surface: pygame.Surface, ui: UI, x: int) -> None:
        h = int(self.rect.h * 0.55)
        top = self.rect.centery - h // 2
        width = max(1, self.rect.h // 20)
        pygame.draw.line(surface, ui.theme.colour("text"), (x, top), (x, top + h), width)
