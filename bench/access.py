"""Can every player play? Every scene of every registered game walked with keys only, at
800x600 and 1280x800, text size 100 % and 200 %, in the default and the high-contrast
themes (and the colour-safe one where it exists). One line per game:

    access GAME: controls N, unreachable U, focus contrast min C:1, greyscale clashes G, text scale S x

- N counts the controls met (a scene's buttons, choosers and fields; the table's targets
  and buttons; the storage banner's buttons while it shows), once per scene, size, text
  size and theme; U those that no key reached. The walk presses only Tab, Shift+Tab, the
  arrows and F6 (never Enter, which would leave the scene), each once from every control
  reached, and a control is reached when it shows the keyboard focus.
- C is the lowest, over every control reached, of the focus ring's contrast as WCAG 2.2
  measures a focus indicator (2.4.13): the colour of each pixel with the focus shown
  against the same pixel without it; the ring's C is the contrast that an area as large
  as a 2 px thick outline of the control reaches.
- G counts the pairs of seats, per part (pawns, START, HOME, rings, …: the game plugin's
  `seat_looks`), that cannot be told apart without colour: greyscale (luma) differs by
  under 20 % and their shape marks are the same or under 12 px — counted once per pair
  and part, over every size, text size and theme.
- S is the height of body text (the median pixel size of the text a screen draws) at
  200 % over 100 % at 1280x800 in the default theme, the median over the screens.

Targets: U = 0, C >= 3, G = 0, S >= 1.8 for every game.

    python bench/access.py                     # every game, the whole walk
    python bench/access.py --game king --quick # one size, 100 % and 200 %, default theme
    python bench/access.py --details           # what was unreachable, low or clashing
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SORRY_GAME_INLINE_AI", "1")
os.environ.setdefault("SORRY_GAME_HOME", tempfile.mkdtemp(prefix="sorry-access-"))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import pygame  # noqa: E402
from flow import click, options_offered  # noqa: E402  (bench/flow.py: the same clicks)

from sorry_game.engine.interface import GameConfig  # noqa: E402
from sorry_game.games.catalogue import all_games, get_game  # noqa: E402
from sorry_game.session import Seat, Session  # noqa: E402

SIZES = ((800, 600), (1280, 800))
SCALES = (100, 200)
THEMES = ("classic-round", "high-contrast", "colour-safe")
#: the size at which S is measured
TEXT_SIZE = (1280, 800)
#: the table's frames walked per configuration (decisions of a seeded game)
DECISIONS = 3
#: focus rings measured per screen (spread over its controls: each costs two draws)
RINGS = 8
#: greyscale luma under this difference (0–1) and marks under this many px: a clash
LUMA_APART = 0.20
MARK_PX = 12
#: the area of a 2 px outline: WCAG's minimum focus indicator (2.4.13)
RING_THICKNESS = 2


@dataclass
class Access:
    game_id: str
    controls: int = 0
    unreachable: int = 0
    contrasts: list[float] = field(default_factory=list)
    clashes: set[tuple[str, int, int]] = field(default_factory=set)
    ratios: list[float] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)

    @property
    def contrast(self) -> float:
        return min(self.contrasts) if self.contrasts else 0.0

    @property
    def text_scale(self) -> float:
        return statistics.median(self.ratios) if self.ratios else 0.0

    def line(self) -> str:
        return (
            f"access {self.game_id}: controls {self.controls}, unreachable {self.unreachable}, "
            f"focus contrast min {self.contrast:.1f}:1, greyscale clashes {len(self.clashes)}, "
            f"text scale {self.text_scale:.2f} x"
        )


# --- keys ------------------------------------------------------------------------------
def key_event(key: int, shift: bool = False) -> pygame.event.Event:
    mod = pygame.KMOD_SHIFT if shift else 0
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)


TAB, BACKTAB = key_event(pygame.K_TAB), key_event(pygame.K_TAB, shift=True)
ARROWS = tuple(key_event(k) for k in (pygame.K_DOWN, pygame.K_RIGHT, pygame.K_UP, pygame.K_LEFT))


def table_ident(item: tuple[str, pygame.Rect, Any]) -> tuple[Any, ...]:
    """A table control's identity: its kind, its choice (or button name) and place."""
    kind, rect, what = item
    ident = what.choice.ident if kind == "target" else what[0] + repr(what[1])
    return ("table", kind, ident, tuple(rect))


def focus_items(app) -> list[tuple[Any, pygame.Rect]]:
    """The controls of the top scene and the banner now: (identity, rect)."""
    scene = app.top
    items: list[tuple[Any, pygame.Rect]] = []
    options = getattr(scene, "options", None)
    if options is not None and hasattr(options, "focus_order"):
        items += [(table_ident(item), pygame.Rect(item[1])) for item in options.focus_order()]
    form = getattr(scene, "form", None)
    widgets = form.focusables() if form is not None else []
    if app.banner.height(app.window_pixels) > 0:
        widgets += app.banner.buttons()
    return items + [(("widget", id(w)), pygame.Rect(w.rect)) for w in widgets]


def focused_node(app) -> tuple[Any, tuple[str, Any]] | None:
    """(identity, where) of what shows the keyboard focus now: where is ("banner",
    button), ("table", index into the focus order) or ("form", widget)."""
    banner = app.banner
    if banner.focus is not None:
        return ("widget", id(banner.focus)), ("banner", banner.focus)
    scene = app.top
    options = getattr(scene, "options", None)
    item = options.focused() if options is not None and hasattr(options, "focused") else None
    if item is not None:
        return table_ident(item), ("table", options.focus)
    form = getattr(scene, "form", None)
    if form is not None and form.focus is not None and form.focus_visible:
        return ("widget", id(form.focus)), ("form", form.focus)
    return None


def put_focus(app, where: tuple[str, Any]) -> None:
    """Give the focus back to a control the keys reached before (to explore on from it)."""
    kind, what = where
    scene = app.top
    app.banner.focus = what if kind == "banner" else None
    if kind == "table":
        scene.options.focus, scene.options.focus_visible = what, True
    elif kind == "form":
        scene.form.set_focus(what, visible=True)


def keeps(where: tuple[str, Any], event: pygame.event.Event) -> bool:
    """A widget's own arrow (a chooser's Left/Right changes its value, not the focus)."""
    from sorry_game.app.widgets.form import keeps_key

    kind, what = where
    return kind == "form" and event.key != pygame.K_TAB and keeps_key(what, event.key)


#: the keys explored from every control reached: Tab, Shift+Tab, the arrows, F6 (banner)
EXPLORE = (TAB, BACKTAB, *ARROWS, key_event(pygame.K_F6))


def walk(app) -> tuple[set[Any], dict[Any, tuple[str, Any]]]:
    """Explore by keys (never Enter): from the scene as it opens, then from every control
    reached, press each of Tab, Shift+Tab, the arrows and F6 once (all real key events
    through the window; between them the focus is put back on the control explored).
    Returns (controls met, controls reached: where each one is)."""
    scene = app.top
    met = {ident for ident, _ in focus_items(app)}
    reached: dict[Any, tuple[str, Any]] = {}
    todo: list[tuple[str, Any] | None] = [None]
    start = focused_node(app)
    if start is not None:
        reached[start[0]] = start[1]
        todo.append(start[1])
    explored: set[Any] = set()
    while todo and len(explored) < 400:
        where = todo.pop(0)
        for event in EXPLORE:
            if app.top is not scene:
                return met, reached  # a key left the scene (it should not)
            if where is not None:
                put_focus(app, where)
                if keeps(where, event):
                    continue
            app.handle(event)
            now = focused_node(app)
            met |= {ident for ident, _ in focus_items(app)}
            if now is not None:
                reached.setdefault(now[0], now[1])
                if now[0] not in explored:
                    explored.add(now[0])
                    todo.append(now[1])
    app.banner.focus = None
    final = {ident for ident, _ in focus_items(app)}
    return met & (final | set(reached)), reached


# --- the focus ring's contrast -------------------------------------------------------------
def luminance(rgb: tuple[int, int, int]) -> float:
    def channel(c: int) -> float:
        v = c / 255
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4

    r, g, b = rgb
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)


def contrast(a: tuple[int, int, int], b: tuple[int, int, int]) -> float:
    la, lb = luminance(a), luminance(b)
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)


def ring_contrast(shown: pygame.Surface, hidden: pygame.Surface, rect: pygame.Rect) -> float:
    """WCAG 2.4.13: the contrast, focused against unfocused, that the best pixels as many
    as a 2 px outline of `rect` reach (1.0: the focus changes too little)."""
    around = rect.inflate(max(24, rect.h // 2), max(24, rect.h // 2)).clip(shown.get_rect())
    if around.w <= 0 or around.h <= 0:
        return 1.0
    a = pygame.image.tobytes(shown.subsurface(around), "RGB")
    b = pygame.image.tobytes(hidden.subsurface(around), "RGB")
    changed: list[float] = []
    cache: dict[tuple[bytes, bytes], float] = {}
    for i in range(0, len(a), 3):
        pa, pb = a[i : i + 3], b[i : i + 3]
        if pa != pb:
            got = cache.get((pa, pb))
            if got is None:
                got = cache[(pa, pb)] = contrast(tuple(pa), tuple(pb))  # type: ignore[arg-type]
            changed.append(got)
    need = RING_THICKNESS * 2 * (min(rect.w, around.w) + min(rect.h, around.h))
    if len(changed) < need:
        return 1.0
    changed.sort(reverse=True)
    return changed[need - 1]


@contextmanager
def focus_hidden(app) -> Iterator[None]:
    """The top scene with its focus ring hidden for one draw."""
    scene = app.top
    holders = [getattr(scene, "options", None), getattr(scene, "form", None)]
    saved = [(h, h.focus, h.focus_visible) for h in holders if h is not None]
    for holder, _, _ in saved:
        holder.focus, holder.focus_visible = None, False  # a text field shows it always
    banner, in_banner = app.banner, app.banner.focus
    banner.focus = None
    try:
        yield
    finally:
        for holder, was, visible in saved:
            holder.focus, holder.focus_visible = was, visible
        banner.focus = in_banner


def draw_scenes(app, surface: pygame.Surface) -> None:
    for scene in app.router.drawn():
        scene.draw(surface)


def on_screen(app, where: tuple[str, Any], rect: pygame.Rect) -> pygame.Rect:
    """Where a control's rect is in the drawing: a menu page scrolled to show it. A
    widget pinned at the window's foot (`pin_foot`) is always in sight and scrolls
    nothing; its rect moves with the scroll, so it is read now, not from before."""
    scene = app.top
    pinned = where[0] == "form" and any(where[1] is w for w, _r in getattr(scene, "_foot", []))
    if pinned:
        rect = pygame.Rect(where[1].rect)
    elif where[0] == "form" and getattr(scene, "page_room", 0):
        scene.show_rect(rect)
    return rect.move(0, -getattr(scene, "page_y", 0)) if where[0] != "banner" else rect


def draw_window(app, surface: pygame.Surface, banner: bool) -> None:
    """The scenes as drawn (scrolled), or the whole window for the storage banner."""
    if not banner:
        draw_scenes(app, surface)
        return
    app.draw()
    surface.blit(pygame.display.get_surface(), (0, 0))


def rings(app, reached: dict[Any, tuple[str, Any]], figures: Access, where: str) -> None:
    """The contrast of the focus ring on up to RINGS of the reached controls, each given
    the focus as the keys gave it."""
    scene = app.top
    rects = dict(focus_items(app))
    items = [ident for ident in rects if ident in reached]
    step = max(1, len(items) // RINGS)
    for ident in items[::step][:RINGS]:
        if app.top is not scene:
            return
        put_focus(app, reached[ident])
        kind = reached[ident][0]
        rect = on_screen(app, reached[ident], rects[ident])
        size = pygame.display.get_surface().get_size() if kind == "banner" else app.size
        shown, hidden = pygame.Surface(size), pygame.Surface(size)
        draw_window(app, shown, kind == "banner")
        with focus_hidden(app):
            draw_window(app, hidden, kind == "banner")
        c = ring_contrast(shown, hidden, rect)
        figures.contrasts.append(c)
        if c < 3:
            figures.notes.append(f"{where}: focus ring {c:.1f}:1 at {tuple(rect)}")
    app.banner.focus = None


# --- greyscale ---------------------------------------------------------------------------------
def luma(rgb: tuple[int, int, int]) -> float:
    """The grey a colour becomes in a greyscale picture (0–1; Rec. 601 luma)."""
    r, g, b = rgb
    return (0.299 * r + 0.587 * g + 0.114 * b) / 255


def clashes(looks: list[Any]) -> set[tuple[str, int, int]]:
    """Pairs of seats whose looks of one part only colour tells apart."""
    out: set[tuple[str, int, int]] = set()
    by_part: dict[str, dict[int, Any]] = {}
    for look in looks:
        by_part.setdefault(look.part, {})[look.seat] = look
    for part, seats in by_part.items():
        for a in seats.values():
            for b in seats.values():
                if a.seat >= b.seat:
                    continue
                apart = abs(luma(a.colour) - luma(b.colour)) >= LUMA_APART
                marked = a.shape != b.shape and min(a.mark_px, b.mark_px) >= MARK_PX
                if not apart and not marked:
                    out.add((part, a.seat, b.seat))
    return out


# --- text size -------------------------------------------------------------------------------
def text_px(app) -> float | None:
    """The body text's pixel size on the top scenes (`draw.body_px`: the median size of
    the lines drawn, weighted by their characters); drawn on a surface of the scene's
    own size (a menu's page at large text is taller than the window)."""
    from sorry_game.app import draw

    size = getattr(app.top, "size", app.size)
    surface = pygame.Surface(size)
    with draw.recorded_sizes() as sizes:
        draw_scenes(app, surface)
    return draw.body_px(sizes) or None


# --- the screens -----------------------------------------------------------------------------
def new_app(size: tuple[int, int], scale: int, theme: str):
    from sorry_game.app.app import App
    from sorry_game.app.settings import Settings

    app = App(size=size, audio=False, settings=Settings.for_tool()[0])
    app.settings.speed = "instant"
    app.settings.tips = False
    app.set_theme(theme, persist=False)
    app.set_ui_scale(scale)
    return app


def sample(game_id: str, moves: int = 24):
    from sorry_game.session import sample_session

    return sample_session(game_id, 3, moves)


def new_table(app, game_id: str, seed: int):
    game = get_game(game_id)
    players = max(game.min_players, min(4, game.max_players))
    colours = game.default_colours(players)
    names = ["You", "Ada", "Bo", "Cy"]
    seats = [
        Seat(names[i], "human" if i == 0 else "computer", "normal", colours[i])
        for i in range(players)
    ]
    return app.open_table(Session.new(game_id, GameConfig(players), seed, seats))


def shot(module: str) -> Callable[[Any, str], Any]:
    def open_(app, game_id: str) -> None:
        import importlib

        app.push(importlib.import_module(module).screenshot_scene(app, game_id))

    return open_


def over_table(route: str) -> Callable[[Any, str], Any]:
    def open_(app, game_id: str) -> None:
        session = sample(game_id)
        app.open_table(session)
        app.go(route, session)

    return open_


def route(name: str, with_game: bool = False) -> Callable[[Any, str], Any]:
    def open_(app, game_id: str) -> None:
        app.go(name, *((game_id,) if with_game else ()))

    return open_


def banner(app, game_id: str) -> None:
    """A game in play while the disk is full: the storage banner shows its buttons."""
    import errno

    from sorry_game.store import health, kinds

    app.open_table(sample(game_id))
    full = OSError(errno.ENOSPC, "No space left on device")
    health.failed(kinds.AUTOSAVE, full, Path(os.environ["SORRY_GAME_HOME"]) / "autosave.json")


#: the scenes walked besides the table in play: name -> how it is opened
SCREENS: dict[str, Callable[[Any, str], Any]] = {
    "title": route("title"),
    "setup": route("setup"),
    "settings": route("settings"),
    "learn": route("learn"),
    "history": route("history"),
    "load": route("load"),
    "rules": shot("sorry_game.app.scenes.rules"),
    "stats": shot("sorry_game.app.scenes.stats"),
    "tutorial": shot("sorry_game.app.tutorial"),
    "replay": shot("sorry_game.app.scenes.replay"),
    "results": shot("sorry_game.app.scenes.results"),
    "review": shot("sorry_game.app.scenes.review"),
    "moment": shot("sorry_game.app.review.moment"),
    "pause": over_table("pause"),
    "save_as": over_table("save_as"),
    "banner": banner,
}


def screen(game_id: str, name: str, size, scale: int, theme: str, figures: Access) -> None:
    from sorry_game.store import health

    app = new_app(size, scale, theme)
    try:
        SCREENS[name](app, game_id)
        app.step([])
        where = f"{name} {size[0]}x{size[1]} {scale}% {theme}"
        measure(app, figures, where)
    finally:
        app.close()
        health.reset()


def measure(app, figures: Access, where: str) -> None:
    met, reached = walk(app)
    figures.controls += len(met)
    missed = met - set(reached)
    figures.unreachable += len(missed)
    if missed:
        figures.notes.append(f"{where}: {len(missed)} of {len(met)} controls unreachable")
    rings(app, reached, figures, where)


def table(game_id: str, size, scale: int, theme: str, figures: Access, seed: int) -> None:
    """The table of a seeded game at its first DECISIONS human decisions: walked, its
    rings measured and its seats' looks compared; the human then takes an option by
    keys (Tab to it, Enter) and the computers play."""
    app = new_app(size, scale, theme)
    try:
        table = new_table(app, game_id, seed)
        rng = random.Random(seed)
        decisions = 0
        for _ in range(20_000):
            top = app.top
            if top is not table:
                if type(top).__name__ == "ResultsScene":
                    break
                app.step([key_event(pygame.K_RETURN)])
                continue
            if table.human_input() and table.forced_in is None and not table.animator.busy:
                where = f"table {size[0]}x{size[1]} {scale}% {theme} decision {decisions}"
                measure(app, figures, where)
                found = clashes(table.plugin.seat_looks(table.view))
                figures.clashes |= found
                for part, a, b in sorted(found)[:2]:
                    figures.notes.append(f"{where}: seats {a} and {b} alike in {part}")
                decisions += 1
                if decisions >= DECISIONS:
                    break
                rect, _choice = rng.choice(options_offered(table))
                app.step(click(rect.center))
            else:
                app.step([], dt=0.1)
    finally:
        app.close()


def text_ratios(game_id: str, figures: Access) -> None:
    """S: the median text size of each screen (and the table) at 200 % over 100 %."""
    for name in ("table", *(n for n in SCREENS if n != "banner")):  # its text: the table's
        sizes = []
        for scale in SCALES:
            app = new_app(TEXT_SIZE, scale, THEMES[0])
            try:
                if name == "table":
                    app.open_table(sample(game_id))
                else:
                    SCREENS[name](app, game_id)
                app.step([])
                sizes.append(text_px(app))
            finally:
                app.close()
        low, high = sizes
        if low and high:
            figures.ratios.append(high / low)
            if high / low < 1.8:
                figures.notes.append(f"text {name}: {low:g} px at 100 %, {high:g} px at 200 %")


def themes() -> list[str]:
    from sorry_game.app.theme import list_themes

    known = set(list_themes())
    return [t for t in THEMES if t in known]


def run(game_id: str, quick: bool = False, seed: int = 1) -> Access:
    figures = Access(game_id)
    sizes = SIZES[1:] if quick else SIZES
    shown = themes()[:1] if quick else themes()
    for theme in shown:
        for size in sizes:
            for scale in SCALES:
                table(game_id, size, scale, theme, figures, seed)
                for name in SCREENS:
                    screen(game_id, name, size, scale, theme, figures)
    text_ratios(game_id, figures)
    return figures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", help="one game id (default: every game)")
    parser.add_argument("--quick", action="store_true", help="1280x800, default theme")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--details", action="store_true", help="what missed its target")
    args = parser.parse_args(argv)
    games = [args.game] if args.game else [g.id for g in all_games()]
    for game_id in games:
        figures = run(game_id, args.quick, args.seed)
        print(figures.line(), flush=True)
        if args.details:
            for note in dict.fromkeys(figures.notes):
                print("   ", note)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
