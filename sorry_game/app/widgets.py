"""Widgets drawn from the theme: Button, Toggle, Cycler, Slider, TextField, Label, panels,
and `Form`, which routes mouse and keyboard to them (DESIGN §4: one small module of our own).

Each widget has a `rect` that the scene sets in its `resize()` from the window size; text
is sized from the widget's height, so everything scales with the window. Keyboard: Tab /
Shift+Tab / Up / Down move the focus, Left / Right change a value, Enter / Space activate.
Arrows are drawn as triangles (the default font has no arrow glyphs).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol

import pygame

from sorry_game.app.draw import (
    Fonts,
    contrast_text,
    darken,
    draw_panel,
    draw_text,
    draw_triangle,
    ellipsize,
    lighten,
    luminance,
    mix,
    radius_for,
    rounded_rect,
)
from sorry_game.app.input import ACTIVATE_KEYS, arrow_step, focus_step
from sorry_game.app.theme import RGB, Theme

Rect = pygame.Rect


class UI(Protocol):
    """What widgets need from the app: the theme, fonts, and (optionally) audio."""

    theme: Theme
    fonts: Fonts


def fit_text_font(
    ui: UI, text: str, rect: Rect, ratio: float = 0.46, bold: bool = False, pad: float = 0.9
):
    """A font sized from the rect height (times the theme scale), shrunk to fit its width."""
    px = rect.h * ratio * 1.25 * ui.fonts.scale
    return ui.fonts.fit(text, int(rect.w * pad), int(px), bold)


def draw_focus(surface: pygame.Surface, ui: UI, rect: Rect) -> None:
    w = max(2, rect.h // 14)
    ring = rect.inflate(w * 3, w * 3)
    rounded_rect(surface, ui.theme.colour("highlight"), ring, radius_for(ring), w)


def draw_swatch(
    surface: pygame.Surface,
    colour: Sequence[int],
    center: tuple[int, int],
    r: int,
    edge: Sequence[int],
) -> None:
    pygame.draw.circle(surface, colour, center, r)
    pygame.draw.circle(surface, edge, center, r, max(1, r // 6))


# --- widgets ------------------------------------------------------------------------------
class Widget:
    focusable = True

    def __init__(
        self, rect: Rect | tuple | None = None, enabled: bool = True, name: str = ""
    ) -> None:
        self.rect = Rect(rect) if rect is not None else Rect(0, 0, 0, 0)
        self.enabled = enabled
        self.visible = True
        self.hover = False
        self.name = name

    @property
    def interactive(self) -> bool:
        return self.visible and self.enabled and self.focusable

    def hit(self, pos: tuple[int, int]) -> bool:
        return self.visible and self.rect.collidepoint(pos)

    # mouse (called by Form with the event); return True when used
    def mouse_down(self, pos: tuple[int, int]) -> bool:
        return False

    def mouse_up(self, pos: tuple[int, int], inside: bool) -> bool:
        return False

    def mouse_drag(self, pos: tuple[int, int]) -> None:
        pass

    def mouse_move(self, pos: tuple[int, int]) -> None:
        pass

    # keyboard, when focused
    def key(self, event: pygame.event.Event) -> bool:
        return False

    def text_input(self, text: str) -> bool:
        return False

    def activate(self) -> bool:
        return False

    def draw(self, surface: pygame.Surface, ui: UI, focused: bool = False) -> None:
        pass


class Label(Widget):
    """Text in a rect; font size from the rect height (ratio), shrunk to fit its width."""

    focusable = False

    def __init__(
        self,
        text: str = "",
        rect: Rect | tuple | None = None,
        colour: str = "text",
        align: str = "left",
        ratio: float = 0.62,
        bold: bool = False,
        name: str = "",
    ) -> None:
        super().__init__(rect, name=name)
        self.text = text
        self.colour = colour
        self.align = align
        self.ratio = ratio
        self.bold = bold

    def draw(self, surface: pygame.Surface, ui: UI, focused: bool = False) -> None:
        if not self.text:
            return
        font = fit_text_font(ui, self.text, self.rect, self.ratio, self.bold, pad=1.0)
        text = ellipsize(font, self.text, self.rect.w)
        colour = ui.theme.colour(self.colour) if isinstance(self.colour, str) else self.colour
        x = {"left": self.rect.left, "center": self.rect.centerx, "right": self.rect.right}[
            self.align
        ]
        draw_text(surface, text, font, colour, (x, self.rect.centery), self.align)


class Button(Widget):
    """A push button; `style`: normal | primary | danger | quiet. Optional second line."""

    def __init__(
        self,
        text: str,
        on_click: Callable[[], Any] | None = None,
        rect: Rect | tuple | None = None,
        style: str = "normal",
        subtext: str = "",
        enabled: bool = True,
        name: str = "",
    ) -> None:
        super().__init__(rect, enabled, name)
        self.text = text
        self.on_click = on_click
        self.style = style
        self.subtext = subtext
        self.pressed = False

    def mouse_down(self, pos: tuple[int, int]) -> bool:
        if not self.enabled:
            return True
        self.pressed = True
        return True

    def mouse_up(self, pos: tuple[int, int], inside: bool) -> bool:
        was = self.pressed
        self.pressed = False
        if was and inside and self.enabled:
            return self.activate()
        return False

    def key(self, event: pygame.event.Event) -> bool:
        if event.key in ACTIVATE_KEYS:
            return self.activate()
        return False

    def activate(self) -> bool:
        if not self.enabled:
            return False
        if self.on_click:
            self.on_click()
        return True

    def colours(self, ui: UI) -> tuple[RGB, RGB]:
        theme = ui.theme
        if not self.enabled:
            return theme.colour("disabled"), theme.colour("muted_text")
        if self.style == "primary":
            bg = theme.colour("accent")
            bg = lighten(bg, 0.15) if self.hover else bg
            return bg, contrast_text(bg)
        if self.style == "danger":
            bg = theme.colour("danger")
            bg = lighten(bg, 0.15) if self.hover else bg
            return bg, contrast_text(bg)
        if self.style == "quiet":
            bg = theme.colour("panel")
            bg = mix(bg, theme.colour("button_hover"), 0.6) if self.hover else bg
            return bg, theme.colour("text")
        bg = theme.colour("button_hover") if self.hover else theme.colour("button")
        return bg, theme.colour("button_text")

    def draw(self, surface: pygame.Surface, ui: UI, focused: bool = False) -> None:
        if not self.visible or self.rect.w <= 0:
            return
        bg, fg = self.colours(ui)
        rect = self.rect.move(0, 1) if self.pressed and self.hover else self.rect
        radius = radius_for(rect)
        depth = max(2, rect.h // 14)
        if self.enabled:
            pygame.draw.rect(surface, darken(bg, 0.35), rect.move(0, depth), border_radius=radius)
        pygame.draw.rect(surface, bg, rect, border_radius=radius)
        if self.style == "quiet":
            pygame.draw.rect(
                surface,
                ui.theme.colour("panel_edge"),
                rect,
                max(1, rect.h // 24),
                border_radius=radius,
            )
        if focused:
            draw_focus(surface, ui, rect)
        if self.subtext:
            main = fit_text_font(ui, self.text, rect, 0.36, True)
            sub = fit_text_font(ui, self.subtext, rect, 0.24)
            th = main.get_height() + sub.get_height() * 0.9
            top = rect.centery - th / 2
            draw_text(
                surface,
                ellipsize(main, self.text, int(rect.w * 0.92)),
                main,
                fg,
                (rect.centerx, top),
                "center",
                "top",
            )
            subc = mix(fg, bg, 0.3)
            draw_text(
                surface,
                ellipsize(sub, self.subtext, int(rect.w * 0.92)),
                sub,
                subc,
                (rect.centerx, top + main.get_height() * 0.95),
                "center",
                "top",
            )
        else:
            font = fit_text_font(ui, self.text, rect, 0.44, True)
            draw_text(
                surface,
                ellipsize(font, self.text, int(rect.w * 0.92)),
                font,
                fg,
                rect.center,
                "center",
            )


class Toggle(Widget):
    """An on/off switch (drawn as a pill) with the words On/Off beside it."""

    def __init__(
        self,
        value: bool = False,
        on_change: Callable[[bool], Any] | None = None,
        rect: Rect | tuple | None = None,
        labels: tuple[str, str] = ("Off", "On"),
        name: str = "",
    ) -> None:
        super().__init__(rect, name=name)
        self.value = value
        self.on_change = on_change
        self.labels = labels

    def set(self, value: bool) -> None:
        if value != self.value:
            self.value = value
            if self.on_change:
                self.on_change(value)

    def mouse_down(self, pos: tuple[int, int]) -> bool:
        if self.enabled:
            self.set(not self.value)
        return True

    def key(self, event: pygame.event.Event) -> bool:
        if event.key in ACTIVATE_KEYS:
            return self.activate()
        step = arrow_step(event)
        if step:
            self.set(step > 0)
            return True
        return False

    def activate(self) -> bool:
        self.set(not self.value)
        return True

    def draw(self, surface: pygame.Surface, ui: UI, focused: bool = False) -> None:
        theme = ui.theme
        h = self.rect.h
        pill = Rect(self.rect.x, self.rect.y + h * 0.12, int(h * 1.9), int(h * 0.76))
        on = self.value
        track = (
            theme.colour("accent")
            if on
            else mix(theme.colour("panel_edge"), theme.colour("panel"), 0.3)
        )
        if self.hover:
            track = lighten(track, 0.12)
        pygame.draw.rect(surface, track, pill, border_radius=pill.h // 2)
        pygame.draw.rect(
            surface, theme.colour("panel_edge"), pill, max(1, h // 20), border_radius=pill.h // 2
        )
        r = pill.h // 2 - max(2, h // 12)
        cx = pill.right - pill.h // 2 if on else pill.left + pill.h // 2
        pygame.draw.circle(surface, (255, 255, 255), (cx, pill.centery), r)
        if focused:
            draw_focus(surface, ui, pill)
        text = self.labels[1] if on else self.labels[0]
        font = ui.fonts.get(h * 0.5 * 1.25 * ui.fonts.scale)
        draw_text(
            surface, text, font, theme.colour("text"), (pill.right + h * 0.35, self.rect.centery)
        )


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


# --- routing ---------------------------------------------------------------------------
class Form:
    """A scene's widgets: hover, clicks, keyboard focus (Tab / arrows), Enter / Space.

    Clicks play the "click" sound through `ui.audio` when the UI has one."""

    def __init__(self, ui: UI) -> None:
        self.ui = ui
        self.widgets: list[Widget] = []
        self.focus: Widget | None = None
        self.pressed: Widget | None = None
        self.focus_visible = False

    def add(self, widget: Widget) -> Any:
        self.widgets.append(widget)
        return widget

    def clear(self) -> None:
        self.widgets.clear()
        self.focus = None
        self.pressed = None

    def remove(self, widget: Widget) -> None:
        if widget in self.widgets:
            self.widgets.remove(widget)
        if self.focus is widget:
            self.focus = None

    def focusables(self) -> list[Widget]:
        return [w for w in self.widgets if w.interactive]

    def set_focus(self, widget: Widget | None, visible: bool | None = None) -> None:
        self.focus = widget
        if visible is not None:
            self.focus_visible = visible

    def move_focus(self, delta: int) -> None:
        items = self.focusables()
        if not items:
            return
        if self.focus not in items:
            self.focus = items[0] if delta > 0 else items[-1]
        else:
            i = items.index(self.focus)
            self.focus = items[(i + delta) % len(items)]
        self.focus_visible = True

    def widget_at(self, pos: tuple[int, int]) -> Widget | None:
        for w in reversed(self.widgets):
            if w.hit(pos) and w.focusable:
                return w
        return None

    def _click(self) -> None:
        audio = getattr(self.ui, "audio", None)
        if audio is not None:
            audio.play("click")

    def update_hover(self, pos: tuple[int, int]) -> None:
        top = self.widget_at(pos)
        for w in self.widgets:
            w.hover = w is top and w.enabled
            w.mouse_move(pos)

    def handle(self, event: pygame.event.Event) -> bool:
        """Route one event; True when a widget used it."""
        et = event.type
        if et == pygame.MOUSEMOTION:
            self.update_hover(event.pos)
            if self.pressed is not None:
                self.pressed.mouse_drag(event.pos)
            return False
        if et == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.update_hover(event.pos)
            w = self.widget_at(event.pos)
            self.focus_visible = False
            if w is None:
                if isinstance(self.focus, TextField):
                    self.focus = None
                return False
            if not w.enabled:
                return True
            self.focus = w
            self.pressed = w
            used = w.mouse_down(event.pos)
            if not isinstance(w, Button) and not isinstance(w, TextField):
                self._click()
            return used
        if et == pygame.MOUSEBUTTONUP and event.button == 1:
            w, self.pressed = self.pressed, None
            if w is None:
                return False
            inside = w.hit(event.pos)
            used = w.mouse_up(event.pos, inside)
            if used and isinstance(w, Button):
                self._click()
            return used
        if et == pygame.TEXTINPUT:
            if self.focus is not None and self.focus.visible:
                return self.focus.text_input(event.text)
            return False
        if et == pygame.KEYDOWN:
            focus = self.focus if self.focus is not None and self.focus.interactive else None
            if focus is not None and event.key != pygame.K_TAB:
                if focus.key(event):
                    self.focus_visible = True
                    if event.key in ACTIVATE_KEYS and not isinstance(focus, TextField):
                        self._click()
                    return True
            step = focus_step(event)
            if step:
                self.move_focus(step)
                return True
            if focus is None and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
                self.move_focus(1)
                return True
            if isinstance(focus, TextField) and event.key in ACTIVATE_KEYS:
                self.move_focus(1)
                return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        for w in self.widgets:
            if w.visible:
                w.draw(
                    surface,
                    self.ui,
                    focused=w is self.focus and (self.focus_visible or isinstance(w, TextField)),
                )


#: the drawing helpers come from the shared stack (app/draw.py); scenes import them here
__all__ = [
    "UI",
    "Button",
    "Cycler",
    "Form",
    "Label",
    "Slider",
    "TextField",
    "Toggle",
    "Widget",
    "contrast_text",
    "darken",
    "draw_focus",
    "draw_panel",
    "draw_swatch",
    "draw_text",
    "draw_triangle",
    "fit_text_font",
    "lighten",
    "luminance",
    "mix",
    "radius_for",
    "rounded_rect",
]
