"""Widgets that show and do one thing: Label, Button, Toggle."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from sorry_game.app.draw import (
    contrast_text,
    darken,
    draw_text,
    ellipsize,
    lighten,
    mix,
    px_width,
    radius_for,
)
from sorry_game.app.input import ACTIVATE_KEYS, arrow_step
from sorry_game.app.theme import RGB
from sorry_game.app.widgets.base import UI, Rect, Widget, draw_focus, fit_text_font


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


#: the smallest font (px) of a button's second line while the button is tall enough
SUBTEXT_MIN_PX = 19
#: a key hint under its word is at least this share of the word's size, or not written
KEY_HINT_LEAST = 0.8
#: a label one line would shrink under this share of the size its button's height
#: gives is said short (`Button.short`), else broken in two
CRAMPED = 0.75


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
        short: str = "",
    ) -> None:
        super().__init__(rect, enabled, name)
        self.text = text
        #: the label's short form, said on one line where the button is too narrow for
        #: the whole ("Review" for "Review the game": it broke in two in the replay's
        #: panel at 800x600); "": the whole, broken in two where it must be
        self.short = short
        self.on_click = on_click
        self.style = style
        self.subtext = subtext
        self.pressed = False
        #: the first line's pixel size, when the buttons of a row share one (0: fitted)
        self.text_px = 0
        #: the second line is the key that presses the button ("(H)" under "Hint"): it
        #: grows with the text as far as the button's height holds it, up to the first
        #: line's size (issue 39: at 200 % it stayed at its 100 % size)
        self.key_hint = False
        #: how the key hint goes, when the row decides it for all its buttons alike
        #: ("beside", "under", "none"; "": as this button's room allows, `key_mode`)
        self.key_place = ""

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
        if self.subtext and self.key_hint:
            self._draw_key_hint(surface, ui, rect, fg, bg)
        elif self.subtext:
            # the second line ("four 4s" under "Play 4") stays readable: never below
            # SUBTEXT_MIN_PX, shortened with "..." rather than shrunk to a smudge
            sub_px = min(SUBTEXT_MIN_PX, int(rect.h * 0.5))
            main = self._main_font(ui, rect, 0.4)
            sub = fit_text_font(ui, self.subtext, rect, 0.3, min_px=sub_px)
            self._draw_two(surface, rect, main, sub, fg, bg)
        else:
            words = self.said(ui, rect, 0.44)
            font = self._main_font(ui, rect, 0.44, words)
            two = None if self.text_px or words != self.text else self._two_lines(ui, rect, font)
            if two is not None:
                font, lines = two
                step = font.get_linesize()
                for i, line in enumerate(lines):
                    y = rect.centery + (i - 0.5) * step
                    draw_text(surface, line, font, fg, (rect.centerx, int(y)), "center")
                return
            draw_text(
                surface,
                ellipsize(font, words, int(rect.w * 0.92)),
                font,
                fg,
                rect.center,
                "center",
            )

    def said(self, ui: UI, rect: Rect, ratio: float) -> str:
        """The words drawn: the whole label, or its `short` form where the whole on one
        line would shrink under `CRAMPED` of the size the button's height gives."""
        if not self.short or self.text_px:
            return self.text
        want = int(rect.h * ratio * 1.25 * ui.fonts.scale)
        fitted = self._main_font(ui, rect, ratio).get_height()
        return (
            self.text if fitted >= CRAMPED * ui.fonts.get(want, True).get_height() else self.short
        )

    def _two_lines(
        self, ui: UI, rect: Rect, fitted: pygame.font.Font
    ) -> tuple[pygame.font.Font, tuple[str, str]] | None:
        """A label of several words that one line would shrink to under three quarters
        of its size ("Review the game" in a narrow column at 200 % text) breaks in two
        at the size the button's height gives, as a typesetter would, rather than shrink."""
        words = self.text.split(" ")
        want = int(rect.h * 0.44 * 1.25 * ui.fonts.scale)
        small = fitted.get_height()
        if len(words) < 2 or small >= CRAMPED * ui.fonts.get(want, True).get_height():
            return None
        width = int(rect.w * 0.9)
        best: tuple[pygame.font.Font, tuple[str, str]] | None = None
        best_px = 0
        for cut in range(1, len(words)):
            lines = (" ".join(words[:cut]), " ".join(words[cut:]))
            px = want
            while px > 1 and (
                2 * ui.fonts.get(px, True).get_linesize() > rect.h * 0.95
                or max(px_width(line, px, True) for line in lines) > width
            ):
                px = int(px * 0.92)
            font = ui.fonts.get(px, True)
            if font.get_height() > small and (best is None or px > best_px):
                best, best_px = (font, lines), px
        return best

    def _draw_two(
        self,
        surface: pygame.Surface,
        rect: Rect,
        main: pygame.font.Font,
        sub: pygame.font.Font | None,
        fg: RGB,
        bg: RGB,
        said: str = "",
    ) -> None:
        """The first line (`said`, else the label), and `sub`'s second line under it
        (the pair centred; the second starts below the first's descenders: never over
        it)."""
        th = main.get_linesize() + (sub.get_height() if sub else 0)
        top = rect.centery - th / 2 if sub else rect.centery - main.get_height() / 2
        words = ellipsize(main, said or self.text, int(rect.w * 0.92))
        draw_text(surface, words, main, fg, (rect.centerx, top), "center", "top")
        if sub is None:
            return
        subc = mix(fg, bg, 0.3)
        line = ellipsize(sub, self.subtext, int(rect.w * 0.92))
        draw_text(
            surface, line, sub, subc, (rect.centerx, top + main.get_linesize()), "center", "top"
        )

    def _draw_key_hint(self, surface: pygame.Surface, ui: UI, rect: Rect, fg: RGB, bg: RGB) -> None:
        """A label and the key that presses it ("Hint", "(H)"): the key beside the word
        at the word's size where the button's width holds both, else under it at
        KEY_HINT_LEAST of its size or more, else not written (the key still works, and
        the help lists it): a hint a reader must squint at helps nobody."""
        said = self.said(ui, rect, 0.4)
        main = self._main_font(ui, rect, 0.4, said)
        place = self.key_place or self.key_mode(ui, rect)
        if place == "beside":
            draw_text(surface, f"{said} {self.subtext}", main, fg, rect.center, "center")
            return
        key = self._key_font(ui, rect, main) if place == "under" else None
        self._draw_two(surface, rect, main, key, fg, bg, said)

    def key_mode(self, ui: UI, rect: Rect) -> str:
        """Where this button's key hint goes: "beside" its word, "under" it, or "none"."""
        said = self.said(ui, rect, 0.4)
        main = self._main_font(ui, rect, 0.4, said)
        if main.size(f"{said} {self.subtext}")[0] <= rect.w * 0.92:
            return "beside"
        return "under" if self._key_font(ui, rect, main) is not None else "none"

    def _key_font(self, ui: UI, rect: Rect, main: pygame.font.Font) -> pygame.font.Font | None:
        """The key hint's font under the first line: the first line's size at most, as
        large as the button's height (under the first line) and width hold; None where
        that is under KEY_HINT_LEAST of the first line's size."""
        top = main.get_height()
        room = rect.h * 0.94 - main.get_linesize()
        px = 2 * top  # (a font's height is about two thirds of its pixel size)
        while px > 1:
            font = ui.fonts.get(px, True)
            if font.get_height() < KEY_HINT_LEAST * top:
                break
            if font.get_height() <= min(top, room) and font.size(self.subtext)[0] <= rect.w * 0.92:
                return font
            px -= 1
        return None

    def _main_font(self, ui: UI, rect: Rect, ratio: float, words: str = "") -> pygame.font.Font:
        """The first line's font: the row's shared size, else fitted to the button (with
        `words`, else the label)."""
        if self.text_px:
            return ui.fonts.get(self.text_px, True)
        return fit_text_font(ui, words or self.text, rect, ratio, True)


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
        text = self.labels[1] if on else self.labels[0]
        font = ui.fonts.get(h * 0.5 * 1.25 * ui.fonts.scale)
        draw_text(
            surface, text, font, theme.colour("text"), (pill.right + h * 0.35, self.rect.centery)
        )
        if focused:  # around the whole control, as on a chooser's row
            draw_focus(surface, ui, self.rect)
