"""The shell's scenes (title, setup, settings, rules, pause, pass-the-screen, results)
and what they share: `ShellScene` (a scene with a widget `Form`) and the backdrop.

`TableScene(app, session)` lives in `scenes/table.py` (written separately).
"""

from __future__ import annotations

from typing import Any

import pygame

from sorry_game.app.draw.figures import draw_pawn as paint_pawn
from sorry_game.app.draw.shapes import draw_scrollbar
from sorry_game.app.draw.surfcache import SurfaceCache
from sorry_game.app.scene import Scene
from sorry_game.app.widgets import Form, TextField, darken, draw_text, lighten, mix

#: the backdrops drawn (about 8 MB each at 1920x1080): two windows' worth, so that
#: resizing on the title screen never piles them up
_backdrop_cache = SurfaceCache(max_bytes=20 << 20)


def scale_of(size: tuple[int, int]) -> float:
    """The layout scale: the window height, limited by its width (4:3 at most)."""
    w, h = size
    return float(max(240, min(h, w * 0.75)))


def draw_backdrop(surface: pygame.Surface, app, quiet: bool = False) -> None:
    """The shell background: a soft vertical gradient with faint board-like rings in
    the four player colours in the corners (cached per size and theme)."""
    size = surface.get_size()
    theme = app.theme
    key = (size, theme.id, theme.name, tuple(theme.colour("background")), quiet)
    image = _backdrop_cache.get(key)
    if image is None:
        image = pygame.Surface(size)
        w, h = size
        top = lighten(theme.colour("background"), 0.06)
        bottom = darken(theme.colour("background"), 0.25)
        bands = 48
        for i in range(bands):
            c = mix(top, bottom, i / (bands - 1))
            y0 = h * i // bands
            y1 = h * (i + 1) // bands
            pygame.draw.rect(image, c, (0, y0, w, y1 - y0 + 1))
        if not quiet:
            layer = pygame.Surface(size, pygame.SRCALPHA)
            r = int(max(w, h) * 0.34)
            corners = [(0, 0), (w, 0), (w, h), (0, h)]
            for colour, (cx, cy) in enumerate(corners):
                c = theme.player_colour(colour)
                for k in range(4):
                    rr = int(r * (1 - k * 0.2))
                    pygame.draw.circle(layer, (*c, 20), (cx, cy), rr, max(2, int(r * 0.06)))
            image.blit(layer, (0, 0))
        _backdrop_cache.put(key, image)
    surface.blit(image, (0, 0))


def dim(surface: pygame.Surface, alpha: int = 150) -> None:
    """Darken everything already drawn (behind an overlay)."""
    layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    layer.fill((0, 0, 0, alpha))
    surface.blit(layer, (0, 0))


def draw_pawn(
    surface: pygame.Surface, colour, center: tuple[float, float], height: float, shape=None
) -> None:
    """A pawn `height` pixels tall, by the one pawn painter of the table (`figures.draw_pawn`)."""
    paint_pawn(surface, colour, center, height * 0.42, "", shape, figure=True)


def draw_heading(
    surface: pygame.Surface, app, text: str, pos: tuple[float, float], size: float, align="left"
):
    """A scene heading with a soft shadow."""
    font = app.fonts.get(size, True)
    shadow = darken(app.theme.colour("background"), 0.5)
    off = max(1, int(size / 22))
    draw_text(surface, text, font, shadow, (pos[0] + off, pos[1] + off), align, "top")
    return draw_text(surface, text, font, app.theme.colour("text"), pos, align, "top")


def ordinal(n: int) -> str:
    return {1: "1st", 2: "2nd", 3: "3rd"}.get(n, f"{n}th")


ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)


def zoom_of(app) -> float:
    """How much larger than fitted to the window a menu's text and rows are: the
    player's Text size (Settings), 1 for a host without one."""
    return float(getattr(app, "ui_scale", 1.0) or 1.0)


class ShellScene(Scene):
    """A scene made of widgets: `create()` builds them once, `layout()` places them
    from the window size on every resize; the form gets events first, then Esc = back.

    Enter is the same everywhere: it activates the control that shows the keyboard
    focus; when no control shows it, the scene's `primary` button (when it sets one).

    Text size: the layout scale `s` (every row, gap and font) is the window's times the
    player's Text size, so 200 % draws text and rows twice as tall. Above 100 % the
    scene lays out on a page taller than the window by as much (`self.size`; its width
    stays the window's, so a wide row wraps or stacks rather than spill) and the window
    shows a part of it: the wheel, the focus and a bar at the right scroll it. A
    scene draws in `paint`."""

    #: the button Enter presses when no control shows the keyboard focus
    primary: Any = None

    def __init__(self, app) -> None:
        super().__init__(app)
        self.form = Form(app)
        self.window = tuple(app.size)
        self.zoom = zoom_of(app)
        self.s = scale_of(app.size) * self.zoom
        #: how far down the page the window shows (pixels), and the page drawn on
        self.page_y = 0
        self._page: pygame.Surface | None = None
        self._followed: Any = None
        #: widgets pinned at the window's foot while the page scrolls (`pin_foot`),
        #: each with its rect in a band that starts at 0, and the band's height
        self._foot: list[tuple[Any, pygame.Rect]] = []
        self.foot_h = 0
        self.create()

    def create(self) -> None:
        pass

    def layout(self) -> None:
        pass

    def resize(self, size: tuple[int, int]) -> None:
        self.window = (int(size[0]), int(size[1]))
        self.zoom = zoom_of(self.app)
        self.s = scale_of(self.window) * self.zoom
        w, h = self.window
        super().resize((w, max(h, round(h * self.zoom))))
        self.page_y = max(0, min(self.page_y, self.page_room))
        self.layout()
        # the rows moved (a new text size, a new window): the focused one stays in view
        self._followed = None
        self._follow_focus()

    @property
    def page_room(self) -> int:
        """How far the page scrolls (0 when it is the window)."""
        return max(0, self.size[1] - self.window[1])

    def grow_page(self, bottom: int) -> None:
        """Make the page reach `bottom` (and a margin): a layout that stacks its rows
        where they do not fit side by side needs more than the window's height."""
        need = int(bottom) + self.px(0.04)
        if need > self.size[1]:
            self.size = (self.size[0], need)

    def page_to(self, y: int) -> None:
        self.page_y = max(0, min(int(y), self.page_room))
        self._place_foot()

    def pin_foot(self, widgets: list[Any], height: int, bottom: int = 0) -> None:
        """Keep `widgets` (their rects laid out in a band from y = 0, `height` tall) at
        the window's foot whatever the scroll: a page taller than the window (large
        text) never hides its way forward below the bottom edge. The page is as tall
        as its content (down to `bottom`) and the band, so that everything above the
        band scrolls into view; [] unpins."""
        self._foot = [(widget, pygame.Rect(widget.rect)) for widget in widgets]
        self.foot_h = height if widgets else 0
        if widgets:
            self.size = (self.size[0], max(self.window[1], int(bottom) + height))
        self.page_y = max(0, min(self.page_y, self.page_room))
        self._place_foot()

    @property
    def foot_rect(self) -> pygame.Rect:
        """The band at the window's foot, on the page (empty when nothing is pinned)."""
        top = self.page_y + self.window[1] - self.foot_h
        return pygame.Rect(0, top, self.size[0], self.foot_h)

    def _under_foot(self, event: pygame.event.Event) -> bool:
        """A click on the pinned band but on none of its widgets: what scrolled under
        the band is hidden, so it takes no click."""
        pos = getattr(event, "pos", None)
        if not self.foot_h or pos is None or not self.foot_rect.collidepoint(pos):
            return False
        if event.type not in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            return False
        return not any(w.rect.collidepoint(pos) for w, _rect in self._foot)

    def _place_foot(self) -> None:
        top = self.foot_rect.y
        for widget, rect in self._foot:
            widget.rect = rect.move(0, top)

    def show_rect(self, rect: pygame.Rect) -> None:
        """Scroll the least that shows `rect` (a control getting the focus)."""
        margin = self.px(0.02)
        h = self.window[1]
        if rect.bottom + margin > self.page_y + h:
            self.page_to(rect.bottom + margin - h)
        if rect.top - margin < self.page_y:
            self.page_to(rect.top - margin)

    def _on_page(self, event: pygame.event.Event) -> pygame.event.Event:
        """A mouse event at its place on the page (the window shows it scrolled)."""
        pos = getattr(event, "pos", None)
        if not self.page_y or pos is None:
            return event
        return pygame.event.Event(
            event.type, {**event.__dict__, "pos": (pos[0], pos[1] + self.page_y)}
        )

    def focus_area(self, widget: Any) -> pygame.Rect:
        """What must be in view while `widget` has the focus: the control, and in a
        scene that says so its row's words too (Settings: the label above it)."""
        return pygame.Rect(widget.rect)

    def _follow_focus(self) -> None:
        """The page scrolls to the focus when it changes or its ring shows."""
        shown = self.form.focus if self.form.focus_visible else None
        if shown is not self._followed:
            self._followed = shown
            pinned = any(shown is widget for widget, _rect in self._foot)  # always in sight
            if shown is not None and self.page_room and not pinned:
                self.show_rect(self.focus_area(shown))

    def enter(self) -> None:
        self.show_focus()
        self._hover_now()

    def resume(self) -> None:
        self.show_focus()
        self._hover_now()

    def first_focus(self) -> Any:
        """The likeliest choice, focused when the screen opens: the primary button (the
        one Enter presses), else the first Tab stop. On a page taller than the window
        (large text) a primary button below the first screenful gives way to the first
        Tab stop: the screen opens at its top, and the focus is where the eyes are."""
        primary = self.primary
        if primary is not None and primary.interactive and primary in self.form.widgets:
            if not self.page_room or primary.rect.bottom <= self.window[1]:
                return primary
        stops = self.form.tab_stops()
        return stops[0] if stops else None

    def show_focus(self) -> None:
        """The focus ring shows from the first frame (at open and when the screen is on
        top again): on the control that had the focus when it is still there (back from
        a dialog or another screen), else on the likeliest choice — unless that is
        below the first screenful of a page that scrolls: then its ring waits for a
        key, and the screen opens at its top. A click hides it until the next key
        (`Form`)."""
        focus = self.form.focus
        kept = focus is not None and focus.interactive and focus in self.form.widgets
        if not kept:
            focus = self.first_focus()
        # a first focus below the first screenful (large text: Results' buttons under
        # the places and the story) waits for a key: the screen opens at its top
        below = (
            not kept
            and focus is not None
            and self.page_room > 0
            and focus.rect.bottom > self.page_y + self.window[1]
        )
        self.form.set_focus(focus, focus is not None and not below)
        self._follow_focus()  # on a page that scrolls, the focus is in sight

    def _hover_now(self) -> None:
        try:
            if pygame.mouse.get_focused():
                pos = pygame.mouse.get_pos()
                viewport = getattr(self.app, "viewport", None)  # a small window: scaled
                window = pygame.display.get_surface()
                if viewport is not None and window is not None:
                    pos = viewport.canvas_pos(pos, window.get_size())
                self.form.update_hover((pos[0], pos[1] + self.page_y))
        except pygame.error:
            pass

    def focus_shown(self) -> bool:
        """True when a control shows the keyboard focus (Enter goes to it)."""
        focus = self.form.focus
        if focus is None or not focus.interactive or focus not in self.form.widgets:
            return False
        return self.form.focus_visible or isinstance(focus, TextField)

    def handle(self, event: pygame.event.Event) -> bool:
        event = self._on_page(event)
        if self._under_foot(event):
            return True
        used = self._handle(event)
        if event.type == pygame.KEYDOWN:  # keys move the focus: the page follows it
            self._follow_focus()
        if not used and event.type == pygame.MOUSEWHEEL and self.page_room:
            self.page_to(self.page_y - int(event.y) * self.px(0.08))
            return True
        if not used and event.type == pygame.KEYDOWN and self.page_room:
            step = {pygame.K_PAGEDOWN: 1, pygame.K_PAGEUP: -1}.get(event.key)
            if step:
                self.page_to(self.page_y + step * self.window[1] * 3 // 4)
                return True
        return used

    def _handle(self, event: pygame.event.Event) -> bool:
        if (
            event.type == pygame.KEYDOWN
            and event.key in ENTER_KEYS
            and self.primary is not None
            and not self.focus_shown()
        ):
            if self.primary.visible and self.primary.enabled:
                self.primary.activate()
                self.form._click()
            return True
        if self.form.handle(event):
            return True
        return super().handle(event)

    def update(self, dt: float) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        """Paint the page; a page taller than the window is painted whole and shown
        from `scroll` down, with a bar at the right that says where."""
        if surface.get_size() == self.size:
            self.paint(surface)
            return
        page = self._page
        if page is None or page.get_size() != self.size:
            page = self._page = pygame.Surface(self.size)
        if self.overlay:  # what is beneath shows where the window shows the page
            page.fill(self.app.theme.colour("background"))
            page.blit(surface, (0, self.page_y))
        self.paint(page)
        w, h = surface.get_size()
        surface.blit(page, (0, 0), pygame.Rect(0, self.page_y, w, h))
        if self.page_room:  # (above a pinned band: it ran on behind the band's buttons)
            track = pygame.Rect(w - self.px(0.012) - 2, 2, self.px(0.012), h - 4 - self.foot_h)
            ink = self.app.theme.colour("muted_text")
            draw_scrollbar(surface, track, self.page_y, h, self.size[1], (None, ink))

    def paint(self, surface: pygame.Surface) -> None:
        """Draw the scene on its page (the window's size, or taller: see the class)."""
        draw_backdrop(surface, self.app)
        if not self.foot_h:
            self.draw_content(surface)
            self.form.draw(surface)
            return
        # the pinned band masks what scrolls under it: the page and its controls are
        # drawn above the band only, then the band, then its own controls in it
        band = self.foot_rect
        clip = surface.get_clip()
        surface.set_clip(clip.clip(pygame.Rect(0, 0, self.size[0], band.y)))
        self.draw_content(surface)
        self.form.draw(surface)
        surface.set_clip(clip.clip(band))
        self.draw_foot(surface, band)
        self.form.draw(surface, [widget for widget, _rect in self._foot])
        surface.set_clip(clip)

    def draw_foot(self, surface: pygame.Surface, band: pygame.Rect) -> None:
        """The band of pinned widgets: the page's colour, a line at its top."""
        theme = self.app.theme
        surface.fill(darken(theme.colour("background"), 0.25), band)
        edge = pygame.Rect(band.x, band.y, band.w, max(1, self.px(0.003)))
        surface.fill(theme.colour("panel_edge"), edge)

    def draw_content(self, surface: pygame.Surface) -> None:
        pass

    # small helpers for layouts
    def px(self, fraction: float) -> int:
        """A length as a fraction of the layout scale."""
        return max(1, int(self.s * fraction))

    def font_px(self, role: str) -> int:
        return self.app.fonts.px(role, int(self.s))


__all__ = [
    "ENTER_KEYS",
    "ShellScene",
    "dim",
    "draw_backdrop",
    "draw_heading",
    "draw_pawn",
    "ordinal",
    "scale_of",
    "zoom_of",
]
