"""Widgets that choose a value: Cycler (one of several), Slider (a number), TextField
(a name)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from sorry_game.app.draw import (
    darken,
    draw_text,
    draw_triangle,
    ellipsize,
    lighten,
    mix,
    radius_for,
    rounded_rect,
)
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
        if focused:
            ring = Rect(0, 0, knob_r * 2 + 2, knob_r * 2 + 2)
            ring.center = (kx, track.centery)
            pygame.draw.circle(
                surface,
                theme.colour("highlight"),
                ring.center,
                knob_r + max(3, knob_r // 3),
                max(2, knob_r // 4),
            )
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


class TextField(Widget):
    """One line of text. Typing when focused (TEXTINPUT), Backspace, Ctrl+Backspace clears.

    `allowed(ch) -> bool` filters characters (e.g. digits only); `max_len` caps the length."""

    def __init__(
        self,
        text: str = "",
        on_change: Callable[[str], Any] | None = None,
        rect: Rect | tuple | None = None,
        placeholder: str = "",
        max_len: int = 16,
        allowed: Callable[[str], bool] | None = None,
        name: str = "",
    ) -> None:
        super().__init__(rect, name=name)
        self.text = text
        self.on_change = on_change
        self.placeholder = placeholder
        self.max_len = max_len
        self.allowed = allowed

    def set_text(self, text: str) -> None:
        text = text[: self.max_len]
        if text != self.text:
            self.text = text
            if self.on_change:
                self.on_change(text)

    def mouse_down(self, pos: tuple[int, int]) -> bool:
        return True

    def text_input(self, text: str) -> bool:
        if not self.enabled:
            return False
        chars = "".join(
            ch for ch in text if ch.isprintable() and (self.allowed is None or self.allowed(ch))
        )
        if chars:
            self.set_text(self.text + chars)
        return True

    def key(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_BACKSPACE:
            if event.mod & pygame.KMOD_CTRL:
                self.set_text("")
            else:
                self.set_text(self.text[:-1])
            return True
        if event.key == pygame.K_DELETE:
            self.set_text("")
            return True
        if event.key == pygame.K_SPACE:  # typed as text (TEXTINPUT); never activates
            return True
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_HOME, pygame.K_END):
            return True
        # letters and digits arrive as TEXTINPUT: swallow their KEYDOWN so scene
        # shortcuts (P, H, 1-9 …) do not fire while typing
        return bool(getattr(event, "unicode", "") and event.unicode.isprintable())

    def draw(self, surface: pygame.Surface, ui: UI, focused: bool = False) -> None:
        theme = ui.theme
        rect = self.rect
        bg = mix(theme.colour("panel"), (0, 0, 0), 0.25)
        rounded_rect(surface, bg, rect, max(3, rect.h // 5))
        edge = (
            theme.colour("highlight")
            if focused
            else theme.colour("button_hover")
            if self.hover
            else theme.colour("panel_edge")
        )
        rounded_rect(
            surface, edge, rect, max(3, rect.h // 5), max(1, rect.h // 16) + (1 if focused else 0)
        )
        pad = rect.h // 3
        font = ui.fonts.get(rect.h * 0.44 * 1.25 * ui.fonts.scale)
        inner_w = rect.w - 2 * pad
        if self.text:
            text = self.text
            while text and font.size(text)[0] > inner_w - 4:  # show the end while typing
                text = text[1:]
            r = draw_text(surface, text, font, theme.colour("text"), (rect.x + pad, rect.centery))
            caret_x = r.right + 2
        else:
            if self.placeholder:
                ph = ellipsize(font, self.placeholder, inner_w)
                draw_text(
                    surface, ph, font, theme.colour("muted_text"), (rect.x + pad, rect.centery)
                )
            caret_x = rect.x + pad
        if focused and (pygame.time.get_ticks() // 500) % 2 == 0:
            h = int(rect.h * 0.55)
            pygame.draw.line(
                surface,
                theme.colour("text"),
                (caret_x, rect.centery - h // 2),
                (caret_x, rect.centery + h // 2),
                max(1, rect.h // 20),
            )
