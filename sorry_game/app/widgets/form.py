"""`Form`: routes mouse and keyboard to a scene's widgets (focus, hover, clicks)."""

from __future__ import annotations

from typing import Any

import pygame

from sorry_game.app.input import ACTIVATE_KEYS, focus_step
from sorry_game.app.widgets.base import UI, Widget
from sorry_game.app.widgets.buttons import Button
from sorry_game.app.widgets.choosers import TextField


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
