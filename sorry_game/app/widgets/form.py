"""`Form`: routes mouse and keyboard to a scene's widgets (focus, hover, clicks).

Keys: Tab / Shift+Tab go through the Tab stops in the order the scene added the widgets
(which it writes in reading order: top to bottom, left to right, a panel at a time); a
`group` (a row of game tiles, a column of seat choices) is one Tab stop and the arrows
move inside it. The arrows move spatially: to the nearest widget in that direction by
the rects (one that overlaps on the other axis first, the smallest gap, then the nearest
centre); Up/Down wrap round to the far end of the column. A widget that uses an arrow
itself keeps it (a Cycler's, Slider's, Toggle's or text field's Left/Right).
`reachable()` lists every widget the keys reach (bench/access.py counts the rest).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

import pygame

from sorry_game.app.input import ACTIVATE_KEYS, ARROW_KEYS, arrow_direction
from sorry_game.app.widgets.base import UI, Widget
from sorry_game.app.widgets.buttons import Button, Toggle
from sorry_game.app.widgets.choosers import Cycler, Slider, TextField

#: widgets whose Left/Right change their own value (the Form does not move on them)
OWN_LEFT_RIGHT = (Cycler, Slider, TextField, Toggle)


def keeps_key(widget: Widget, key: int) -> bool:
    """Whether `widget`, focused, uses the arrow `key` itself. A widget may say so with
    an `own_keys` attribute; else Left/Right belong to the value choosers."""
    own = getattr(widget, "own_keys", None)
    if own is not None:
        return key in own
    return key in (pygame.K_LEFT, pygame.K_RIGHT) and isinstance(widget, OWN_LEFT_RIGHT)


def _overlap(a0: int, a1: int, b0: int, b1: int) -> int:
    return min(a1, b1) - max(a0, b0)


def _gap(a0: int, a1: int, b0: int, b1: int) -> int:
    """The distance between two ranges (0 when they overlap)."""
    return max(0, b0 - a1, a0 - b1)


class Group:
    """Widgets that are one Tab stop (`Form.group`); Tab enters on the selected one (a
    tile's `selected`), else the one focused last, else the first."""

    def __init__(self, name: str, members: Sequence[Widget]) -> None:
        self.name = name
        self.members = list(members)


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
        self.groups: list[Group] = []
        #: the member of each group (by name) focused last: kept over `clear()`
        self.group_memory: dict[str, Widget] = {}

    def add(self, widget: Widget) -> Any:
        self.widgets.append(widget)
        return widget

    def group(self, name: str, widgets: Iterable[Widget]) -> None:
        """Make `widgets` one Tab stop named `name` (the arrows move inside it)."""
        members = list(widgets)
        self.groups = [g for g in self.groups if g.name != name]
        if members:
            self.groups.append(Group(name, members))

    def clear(self) -> None:
        self.widgets.clear()
        self.groups.clear()
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
        group = self.group_of(widget)
        if group is not None and widget is not None:
            self.group_memory[group.name] = widget
        if visible is not None:
            self.focus_visible = visible

    # --- Tab: the stops in order ------------------------------------------------------
    def group_of(self, widget: Widget | None) -> Group | None:
        if widget is None:
            return None
        return next((g for g in self.groups if any(m is widget for m in g.members)), None)

    def entry(self, group: Group, focus: Widget | None = None) -> Widget | None:
        """Where Tab enters `group`: the focus when it is inside, else the selected
        member, else the one focused last, else the first."""
        live = [m for m in group.members if m.interactive and m in self.widgets]
        if not live:
            return None
        if focus in live:
            return focus
        selected = [m for m in live if getattr(m, "selected", False)]
        if selected:
            return selected[0]
        last = self.group_memory.get(group.name)
        return last if last in live else live[0]

    def tab_stops(self, focus: Widget | None = None) -> list[Widget]:
        """The Tab stops in order: every interactive widget, a group once (at its first
        member's place, as the widget Tab enters it on; `focus` when it is inside)."""
        stops: list[Widget] = []
        done: set[str] = set()
        for w in self.focusables():
            group = self.group_of(w)
            if group is None:
                stops.append(w)
            elif group.name not in done:
                done.add(group.name)
                entry = self.entry(group, focus)
                if entry is not None:
                    stops.append(entry)
        return stops

    def tab_target(self, focus: Widget | None, delta: int) -> Widget | None:
        """The widget Tab (+1) or Shift+Tab (-1) moves to from `focus`."""
        stops = self.tab_stops(focus)
        if not stops:
            return None
        if focus not in stops:
            return stops[0] if delta > 0 else stops[-1]
        return stops[(stops.index(focus) + delta) % len(stops)]

    def move_focus(self, delta: int) -> None:
        target = self.tab_target(self.focus, delta)
        if target is not None:
            self.set_focus(target, True)

    # --- arrows: by the rects ---------------------------------------------------------
    def arrow_target(self, focus: Widget, dx: int, dy: int) -> Widget | None:
        """The nearest widget from `focus` in the direction (dx, dy), by the rects:
        one that overlaps it on the other axis first (smallest gap, then nearest
        centre), else the nearest by gap and offset. Up/Down with nothing that way
        wrap to the far end of what overlaps (the top or bottom of the column).
        Inside a group the arrows go to its members first (a group is one Tab stop:
        the arrows are the only way to its other members, however the layout stacks
        them); past its last member, they leave it."""
        group = self.group_of(focus)
        if group is not None:
            live = [m for m in group.members if m.interactive and m in self.widgets]
            inside = self._nearest(focus, dx, dy, live, wrap=False)
            if inside is not None:
                return inside
        return self._nearest(focus, dx, dy, self.focusables())

    def _nearest(
        self, focus: Widget, dx: int, dy: int, candidates: list[Widget], wrap: bool = True
    ) -> Widget | None:
        r = focus.rect
        ranked: list[tuple[tuple[int, int, int, int], Widget]] = []
        behind: list[tuple[tuple[int, int], Widget]] = []
        for order, c in enumerate(candidates):
            if c is focus:
                continue
            cr = c.rect
            if dx:
                ahead = cr.left - r.right if dx > 0 else r.left - cr.right
                cross = _overlap(r.top, r.bottom, cr.top, cr.bottom)
                cross_gap = _gap(r.top, r.bottom, cr.top, cr.bottom)
                offset = abs(cr.centery - r.centery)
                tol = max(2, min(r.w, cr.w) // 8)
            else:
                ahead = cr.top - r.bottom if dy > 0 else r.top - cr.bottom
                cross = _overlap(r.left, r.right, cr.left, cr.right)
                cross_gap = _gap(r.left, r.right, cr.left, cr.right)
                offset = abs(cr.centerx - r.centerx)
                tol = max(2, min(r.h, cr.h) // 8)
            if ahead >= -tol:
                gap = max(0, ahead)
                if cross > 0:
                    ranked.append(((0, gap, offset, order), c))
                else:
                    ranked.append(((1, gap + 2 * cross_gap, offset, order), c))
            elif wrap and dy and cross > 0 and ahead < -r.h // 2:  # behind, same column
                behind.append(((ahead, offset), c))
        if ranked:
            return min(ranked, key=lambda item: item[0])[1]
        if behind:
            return min(behind, key=lambda item: item[0])[1]
        return None

    def move_spatial(self, dx: int, dy: int) -> bool:
        """Move the focus by an arrow; False when nothing lies that way."""
        if self.focus is None or not self.focus.interactive:
            stops = self.tab_stops()
            if not stops:
                return False
            self.set_focus(stops[0], True)
            return True
        target = self.arrow_target(self.focus, dx, dy)
        if target is None:
            return False
        self.set_focus(target, True)
        return True

    def reachable(self, arrows: Iterable[int] = ARROW_KEYS) -> list[Widget]:
        """Every interactive widget the keys reach, in the order found: Tab from
        nothing focused until it comes round, then from every widget reached, Tab,
        Shift+Tab and each of `arrows` it does not keep for itself. Nothing is pressed
        (values and the focus stay as they are). For bench/access.py: an interactive
        widget not in this list is a control no key sequence reaches. (A scene's own
        keys, such as Rules turning pages with Left/Right, are not modelled: pass the
        arrows the scene leaves to its form.)"""
        arrows = tuple(arrows)
        found: list[Widget] = []
        todo: list[Widget] = []

        def reach(widget: Widget | None) -> None:
            if widget is not None and all(widget is not w for w in found):
                found.append(widget)
                todo.append(widget)

        reach(self.tab_target(None, 1))
        while todo:
            widget = todo.pop(0)
            reach(self.tab_target(widget, 1))
            reach(self.tab_target(widget, -1))
            for key in arrows:
                if not keeps_key(widget, key):
                    direction = arrow_direction(key)
                    if direction is not None:
                        reach(self.arrow_target(widget, *direction))
        return found

    # --- the mouse ---------------------------------------------------------------------
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
            self.set_focus(w)
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
            return self.key(event)
        return False

    def key(self, event: pygame.event.Event) -> bool:
        """A key: the focused widget's first, then Tab / the arrows move the focus."""
        focus = self.focus if self.focus is not None and self.focus.interactive else None
        if focus is not None and event.key != pygame.K_TAB:
            if focus.key(event):
                self.focus_visible = True
                if event.key in ACTIVATE_KEYS and not isinstance(focus, TextField):
                    self._click()
                return True
        if event.key == pygame.K_TAB:
            shift = bool(getattr(event, "mod", 0) & pygame.KMOD_SHIFT)
            self.move_focus(-1 if shift else 1)
            return True
        direction = arrow_direction(event.key)
        if direction is not None:
            return self.move_spatial(*direction)
        if isinstance(focus, TextField) and event.key in ACTIVATE_KEYS:
            self.move_focus(1)
            return True
        return False

    def keys_elsewhere(self) -> bool:
        """The window's keys are elsewhere, on the storage banner's buttons (F6): this
        form shows no ring meanwhile, so only one ring is on the screen."""
        banner = getattr(self.ui, "banner", None)
        return getattr(banner, "focus", None) is not None

    def draw(self, surface: pygame.Surface, only: Sequence[Widget] | None = None) -> None:
        """Draw the visible widgets (`only` these, where given: a scene's pinned band)."""
        away = self.keys_elsewhere()
        for w in self.widgets if only is None else only:
            if w.visible:
                w.draw(
                    surface,
                    self.ui,
                    focused=w is self.focus
                    and not away
                    and (self.focus_visible or isinstance(w, TextField)),
                )
