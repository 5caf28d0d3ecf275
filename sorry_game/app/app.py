"""The application shell: the window, the scene stack, settings, theme, audio, fonts.

    run_app(load=None, theme=None, size=None) -> exit code     (called by sorry_game.cli)

`App` can be stepped frame by frame without a real loop (tests):

    app = App(size=(800, 600))
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0)])

Stack: Title → Setup → Table ⇄ Pause / Rules / Pass-the-screen → Results.
Closing the window saves any game in progress (`session.save()`) and the settings;
SIGTERM (and SIGHUP) do the same as closing the window.

The window asks not to be smaller than `settings.MIN_SIZE` (every screen fits it) and is
never opened larger than the desktop (`largest_window`); a smaller one (down to 1x1)
shows the scenes laid out at the minimum and scaled down, with clicks scaled back
(`viewport.py`). F11 or the Settings toggle switch full screen. `fullscreen` is what the
window is now; the settings keep the player's choice and the last size of the window
when not full screen.
"""

from __future__ import annotations

import signal
import sys
import threading
import warnings
from collections.abc import Callable, Iterable, Mapping
from functools import cached_property
from pathlib import Path
from typing import Any

import pygame

from sorry_game.app.audio import Audio
from sorry_game.app.draw import set_seat_words
from sorry_game.app.draw.fonts import Fonts
from sorry_game.app.router import Router, SceneFactory
from sorry_game.app.routes import ROUTES
from sorry_game.app.scene import How, Notice, Scene
from sorry_game.app.settings import MIN_SIZE, Settings, fit_size, ui_scale_of
from sorry_game.app.storage_banner import StorageBanner
from sorry_game.app.theme import Theme, is_theme_id, load_theme
from sorry_game.app.viewport import Viewport, canvas_size
from sorry_game.engine.errors import PartError, SaveError
from sorry_game.resources import resource_path
from sorry_game.session import Session
from sorry_game.store.log import start_log
from sorry_game.store.paths import autosave_path

FPS = 60
IDLE_WAIT_MS = 500  # when nothing moves, wake at least this often (caret blink)
#: the largest window where the desktop's size is unknown or not a screen's (the dummy
#: video driver of tests and screenshots says 1024x768)
FALLBACK_LARGEST = (3840, 2160)


#: what an input says of the last one: a key (True) or a click (False)
KEY_LAST = {pygame.KEYDOWN: True, pygame.MOUSEBUTTONDOWN: False}


def say_seat_colours(theme: Theme) -> None:
    """Every text says the seats' colours as `theme` names them ("Orange", not "Red",
    where the theme's red seat is vermillion): `draw.set_seat_words`."""
    if not theme.seat_names:  # (the games are not imported before the first frame)
        set_seat_words({})
        return
    from sorry_game.games.catalogue import all_games

    seat_colours = [(c.name, c.key) for game in all_games() for c in game.colours]
    set_seat_words(theme.seat_words(seat_colours))


def largest_window() -> tuple[int, int]:
    """The largest window to open: the biggest desktop (a window asked for larger, e.g.
    a settings file saying 16384x16384, would take seconds per frame)."""
    if pygame.display.get_driver() in ("dummy", "offscreen"):
        return FALLBACK_LARGEST
    try:
        sizes = [(w, h) for w, h in pygame.display.get_desktop_sizes() if w > 0 and h > 0]
    except (pygame.error, AttributeError, TypeError, ValueError):
        sizes = []
    return max(sizes, key=lambda s: s[0] * s[1]) if sizes else FALLBACK_LARGEST


class App:
    """Owns the window and the scene stack; `run()` loops, `step()` does one frame."""

    def __init__(
        self,
        size: tuple[int, int] | None = None,
        theme: str | None = None,
        load: str | Path | None = None,
        audio: bool = True,
        routes: Mapping[str, SceneFactory] | None = None,
        settings: Settings | None = None,
    ) -> None:
        """`routes` replace scenes of the routing table by name (tests: a fake table);
        `settings`: a tool's (`Settings.for_tool`), else the player's file is read."""
        pygame.display.init()
        pygame.font.init()
        self.notices: list[Notice] = []
        self.settings, warnings = (settings, []) if settings is not None else Settings.load()
        if warnings:
            self.notify("Settings were reset", warnings)
        self.theme_override = theme  # --theme: this run only, not saved
        self.theme: Theme = Theme()
        self.fonts = Fonts()
        self._load_theme(theme or self.settings.theme)
        self.audio = Audio(self.settings.volume, self.settings.muted, enabled=audio)
        self.router = Router(self, {**ROUTES, **(routes or {})})
        self.running = True
        self.exit_code = 0
        self.clock = pygame.time.Clock()
        self.frames = 0
        self.rematches = 0
        #: the last input was a key (not a click): a table shows its focus ring at once
        self.key_last = False
        self.first_frame = FirstFrame()  # what waits for the title to show (`later`)
        #: a stop was asked for from outside (SIGTERM): the loop quits like a closed window
        self.stop_requested = False
        #: whether the window is full screen now (the settings keep the player's choice;
        #: --size opens a window of that size for this run)
        self.fullscreen = False
        self.window_size = fit_size(size or self.settings.window_size, largest_window())
        self.screen: pygame.Surface | None = self._open_window(
            self.window_size, self.settings.fullscreen and size is None
        )
        pygame.key.set_repeat(400, 35)
        pygame.key.start_text_input()
        self.go("title", how="reset")
        if load:
            self.open_save(Path(load), notice_title="Could not open the saved game")

    # --- window ----------------------------------------------------------------------
    def _open_window(self, size: tuple[int, int], fullscreen: bool) -> pygame.Surface:
        pygame.display.set_caption("Sorry!")
        try:
            icon = resource_path("assets", "icons", "sorry-game-64.png")
            if icon.exists():
                pygame.display.set_icon(pygame.image.load(str(icon)))
        except (FileNotFoundError, pygame.error, OSError):
            pass
        screen = None
        if fullscreen:
            try:
                screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            except pygame.error:
                screen = None  # no full screen here: a window (and the toggle says so)
        if screen is None:
            screen = pygame.display.set_mode(fit_size(size, largest_window()), pygame.RESIZABLE)
        self.fullscreen = bool(screen.get_flags() & pygame.FULLSCREEN)
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore", DeprecationWarning)
                pygame.Window.from_display_module().minimum_size = MIN_SIZE
        except (AttributeError, pygame.error, ValueError):
            pass
        return screen

    @property
    def size(self) -> tuple[int, int]:
        """The size the scenes lay out for: the window's below the storage banner, never
        below MIN_SIZE (a smaller window shows the scenes scaled down: see viewport.py)."""
        return canvas_size(self.scene_pixels)

    @property
    def scene_pixels(self) -> tuple[int, int]:
        """The window's size less the storage banner's strip (the scenes' room)."""
        w, h = self.window_pixels
        return (w, max(1, h - self.banner.height((w, h))))

    @cached_property
    def banner(self) -> StorageBanner:
        """The strip that says when a file cannot be written (`store.health`)."""
        return StorageBanner(self)

    @property
    def window_pixels(self) -> tuple[int, int]:
        """The window's real size in pixels (any size, 1x1 up)."""
        surface = pygame.display.get_surface()
        return surface.get_size() if surface is not None else self.window_size

    def set_fullscreen(self, on: bool) -> None:
        """Full screen on or off (F11, Settings). The player's choice is kept in the
        settings only as far as it worked; leaving full screen restores the window's
        last size."""
        on = bool(on)
        if on != self.fullscreen:
            if not self.fullscreen:
                self._remember_window_size()
            self.screen = self._open_window(self.window_size, on)
        self.settings.fullscreen = self.fullscreen
        self._resized()

    def _window_is_fullscreen(self) -> bool:
        surface = pygame.display.get_surface()
        return self.fullscreen or bool(
            surface is not None and surface.get_flags() & pygame.FULLSCREEN
        )

    def _remember_window_size(self) -> None:
        """Keep the size of the window (never the size of the full screen)."""
        if self._window_is_fullscreen():
            return
        size = fit_size(self.window_pixels)
        self.window_size = size
        self.settings.window_size = size

    def _resized(self) -> None:
        self.screen = pygame.display.get_surface()
        self._remember_window_size()
        size = self.size
        for scene in self.scenes:
            scene.resize(size)

    # --- theme, sound, messages -------------------------------------------------------
    def _load_theme(self, name: str) -> None:
        theme, warnings = load_theme(name)
        self.theme = theme
        self.fonts.scale = float(self.theme.font_scale)
        self.fonts.steps = dict(theme.type_scale)
        say_seat_colours(theme)
        if warnings:
            title = f"Theme '{name}'" if is_theme_id(name) else "The theme"
            self.notify(f"{title} has problems", warnings)

    def set_theme(self, name: str, persist: bool = True) -> None:
        """Switch theme now (every scene re-lays out); `persist` saves it in Settings."""
        self._load_theme(name)
        if persist:
            self.settings.theme = name
            self.theme_override = None
        for scene in self.scenes:
            scene.resize(self.size)

    @property
    def ui_scale(self) -> float:
        """The player's UI scale (Settings, 75-200 %) as a factor."""
        return ui_scale_of(self.settings.ui_scale)

    def text_scale(self) -> float:
        """How much larger than fitted to the window the screens' text is drawn: the
        theme's font scale times the UI scale. The fonts carry the theme's part only:
        the menus grow their layout scale by the UI scale (`scenes.ShellScene`: rows
        and text together, on a page that scrolls), and the table its side panel's
        unit (`table.panel.layout_panel`)."""
        return float(self.theme.font_scale) * self.ui_scale

    def set_ui_scale(self, percent: int) -> None:
        """Scale text and controls now (every scene re-lays out)."""
        self.settings.ui_scale = percent
        self.fonts.scale = float(self.theme.font_scale)
        for scene in self.scenes:
            scene.resize(self.size)

    def apply_audio_settings(self) -> None:
        self.audio.set_volume(self.settings.volume, self.settings.muted)

    def notify(self, title: str, lines: Iterable[str] = (), kind: str = "warning") -> None:
        self.notices.append(Notice(title, list(lines), kind))

    def save_settings(self) -> None:
        error = self.settings.save()
        if error:
            self.notify("Settings not saved", [error])

    # --- scene stack (the router's) ------------------------------------------------------
    @property
    def scenes(self) -> list[Scene]:
        return self.router.stack

    @property
    def top(self) -> Scene | None:
        return self.router.top

    def go(self, name: str, *args: Any, how: How = "push", **kwargs: Any) -> Scene | None:
        """Show the scene routed as `name` (see routes.py), built with these arguments;
        a reset saves the games on the stack first."""
        if name == "table":
            return self.open_table(args[0], replace=how == "replace")
        if how == "reset":
            self.save_games()
        return self.router.go(name, *args, how=how, **kwargs)

    def push(self, scene: Scene) -> Scene:
        return self.router.push(scene)

    def pop(self) -> Scene | None:
        """Remove the top scene (never the last one); the one beneath resumes."""
        return self.router.pop()

    def replace(self, scene: Scene) -> Scene:
        return self.router.replace(scene)

    def reset(self, scene: Scene) -> Scene:
        """Clear the stack (games in it are saved) and show `scene` alone."""
        self.save_games()
        return self.router.reset(scene)

    def _close_scenes(self) -> None:
        self.save_games()
        self.router.clear()

    def sessions(self) -> list[Any]:
        seen: list[Any] = []
        for scene in self.scenes:
            session = getattr(scene, "session", None)
            if session is not None and all(session is not s for s in seen):
                seen.append(session)
        return seen

    @property
    def session(self) -> Any:
        """The game in play (the topmost scene holding a session), or None."""
        for scene in reversed(self.scenes):
            if getattr(scene, "session", None) is not None:
                return scene.session
        return None

    def save_games(self) -> None:
        for session in self.sessions():
            try:
                session.save()
            except Exception as exc:  # noqa: BLE001 - quitting must never crash
                self.notify("The game could not be saved", [str(exc)], "error")

    # --- games ------------------------------------------------------------------------
    def open_table(self, session: Session, replace: bool = False) -> Scene | None:
        """Show the table for `session` (on top of the current scene, or replacing it).
        A game whose table cannot be built (a broken part) becomes a notice."""
        try:
            table = self.router.build("table", session)
        except (PartError, ImportError) as exc:
            self.notify("The game table is not available", [str(exc)], "error")
            return None
        return self.replace(table) if replace else self.push(table)

    def open_save(self, path: Path, notice_title: str = "Could not open the saved game") -> bool:
        """Open a save file into the table; autosaves go to the autosave path (never
        over `path`). A broken file becomes a notice on the title screen."""
        try:
            session = Session.load(path, autosave_to=autosave_path())
        except SaveError as exc:
            self.notify(notice_title, [f"{path}: {exc}"], "error")
            return False
        session.save()
        return self.open_table(session) is not None

    # --- loop -------------------------------------------------------------------------
    def quit(self, code: int = 0) -> None:
        """Stop: save any game in progress and the settings, close every scene."""
        if not self.running:
            return
        self._close_scenes()
        self.save_settings()
        stop_worker()  # a computer may be mid-think: stop its process now
        self.running = False
        self.exit_code = code

    def busy(self) -> bool:
        top = self.top
        return bool(top is not None and top.busy)

    def handle(self, event: pygame.event.Event) -> None:
        self.key_last = KEY_LAST.get(event.type, self.key_last)  # a key, or a click
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self._resized()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.set_fullscreen(not self.fullscreen)
            self.save_settings()
            return
        if (
            event.type == pygame.KEYDOWN
            and event.key == pygame.K_q
            and getattr(event, "mod", 0) & (pygame.KMOD_CTRL | pygame.KMOD_META)
        ):
            self.quit()  # Ctrl+Q: like closing the window (the game is saved)
            return
        if self.banner.handle(event):
            return
        top = self.top
        if top is not None:
            event = self.banner.below(event)
            top.handle(self.viewport.to_canvas(event, self.scene_pixels))

    def step(self, events: Iterable[pygame.event.Event] | None = None, dt: float = 1 / FPS) -> bool:
        """One frame: handle `events` (default: the pygame queue), update, draw.
        Returns False once the app has quit."""
        if events is None:
            events = pygame.event.get()
        for event in events:
            if not self.running:
                break
            self.handle(event)
        if not self.running:
            return False
        if self.banner.refresh():
            self._resized()  # the scenes' room grew or shrank
        top = self.top
        if top is not None:
            top.update(dt)
        self.draw()
        self.frames += 1
        self.first_frame.shown(lambda: self.running)
        return self.running

    def later(self, job: Callable[[], None]) -> None:
        """Run `job` once the first frame is shown (`FirstFrame`)."""
        self.first_frame.later(job)

    @cached_property
    def viewport(self) -> Viewport:
        """How the scenes reach a window of any size (scaled below MIN_SIZE)."""
        return Viewport()

    def draw(self) -> None:
        window = pygame.display.get_surface()
        if window is None or not self.scenes:
            return
        area = self.banner.scene_surface(window)
        surface = self.viewport.target(area)
        for scene in self.router.drawn():
            scene.draw(surface)
        self.viewport.present(area, self.theme.colour("background"))
        self.banner.draw(window)
        pygame.display.flip()

    def next_events(self) -> list[pygame.event.Event]:
        """The events of the next frame; sleeps until one arrives when nothing is busy."""
        if self.busy():
            return pygame.event.get()
        first = pygame.event.wait(IDLE_WAIT_MS)
        events = [] if first.type == pygame.NOEVENT else [first]
        events.extend(pygame.event.get())
        return events

    def run(self) -> int:
        self.clock.tick(FPS)
        previous = catch_stop_signals(self.request_stop)
        try:
            while self.running:
                if self.stop_requested:
                    self.quit()
                    break
                events = self.next_events()
                dt = min(self.clock.tick(FPS) / 1000, 0.1)
                self.step(events, dt)
        except KeyboardInterrupt:
            self.quit()
        finally:
            for signum, handler in previous.items():
                try:
                    signal.signal(signum, handler)
                except (OSError, ValueError, TypeError):
                    pass
        return self.exit_code

    def request_stop(self, signum: int | None = None, _frame: Any = None) -> None:
        """Quit at the next frame as if the window were closed (the game is saved,
        the computer's worker stopped). Safe to call from a signal handler."""
        self.stop_requested = True
        try:
            pygame.event.post(pygame.event.Event(pygame.QUIT))  # wake an idle loop
        except pygame.error:
            pass

    def close(self) -> None:
        """Release the window and the audio device (after `run()` or in tests)."""
        if self.running:
            self.quit()
        self.audio.quit()
        pygame.display.quit()


class FirstFrame:
    """Work that waits for the window's first frame: the start draws the title, then
    checks the games' parts and catches the statistics up (issue 41)."""

    def __init__(self) -> None:
        self.jobs: list[Callable[[], None]] = []
        self.done = False

    def later(self, job: Callable[[], None]) -> None:
        """Run `job` once the first frame is shown (at once when it is)."""
        if self.done:
            job()
        else:
            self.jobs.append(job)

    def shown(self, running: Callable[[], bool]) -> None:
        """A frame is shown: the jobs waiting run (while the window still runs)."""
        self.done = True
        while self.jobs and running():
            self.jobs.pop(0)()


def stop_worker() -> None:
    """Stop the computers' worker process, if one was started (its module is imported
    when a computer is first asked)."""
    worker = sys.modules.get("sorry_game.app.ai_worker")
    if worker is not None:
        worker.shutdown()


def catch_stop_signals(handler: Any) -> dict[int, Any]:
    """SIGTERM / SIGHUP (a logout, `kill`) quit like closing the window.
    Returns the previous handlers (only the main thread may set them)."""
    previous: dict[int, Any] = {}
    if threading.current_thread() is not threading.main_thread():
        return previous
    for name in ("SIGTERM", "SIGHUP"):
        signum = getattr(signal, name, None)
        if signum is None:
            continue
        try:
            previous[signum] = signal.signal(signum, handler)
        except (OSError, ValueError, RuntimeError):
            pass
    return previous


def run_app(
    load: str | None = None,
    theme: str | None = None,
    size: tuple[int, int] | None = None,
    check: Callable[[], str | None] | None = None,
) -> int:
    """Open the window and play until it is closed; returns the exit code. Warnings and
    errors are logged to `paths.log_path()` (two files of at most 256 kB).

    `check` (the parts of every game, `cli.check_parts`) runs once the title's first
    frame is drawn, before any input is taken: a problem closes the window, is printed
    and exits with status 1 (the start imports only what the first screen needs)."""
    start_log()
    app = App(size=size, theme=theme, load=load)
    if check is not None:

        def checked() -> None:
            problem = check()
            if problem is not None:
                print(f"sorry-game cannot start: {problem}", file=sys.stderr)
                app.quit(1)

        app.later(checked)
    try:
        return app.run()
    finally:
        app.close()
