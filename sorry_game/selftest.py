"""`sorry-game --selftest`: a quick smoke test of this installation or frozen build.

It checks the parts a broken package would lose, headless and in a few seconds:

- data: themes/ and assets/ are found (sorry_game.resources), the icon is there;
- games: every available game starts, computer players play a few turns, its typed
  view (`engine.view.View`) describes every seat, and the save of that game loads back
  to the same position;
- worker: one computer decision per game runs in a spawn-started worker process (the
  path the window uses; in a frozen build this needs `multiprocessing.freeze_support()`);
- frames: one frame of each available game's table is drawn into memory;
- themes: every theme in themes/ loads without warnings;
- phones: the phones' server serves its page on 127.0.0.1 and a socket joins a seat with
  its link (the page's files and aiohttp are in the build).

Prints one line, e.g. `selftest ok: 1 game, 3 themes, 12 turns, 1 frame, worker ok (0.84 s)`,
and returns 0; on any failure prints what failed (and why) and returns 1.
Set SORRY_SELFTEST_OUT=FILE to also append the report to a file (useful for windowed
Windows builds, which have no console); SORRY_SELFTEST_VERBOSE=1 for details.
"""

from __future__ import annotations

import importlib
import os
import sys
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

TURNS_PER_GAME = 12
FRAME_SIZE = (960, 640)
WORKER_TIMEOUT = 120.0
LEVELS = ("normal", "easy")


@dataclass
class Report:
    games: int = 0
    themes: int = 0
    turns: int = 0
    frames: int = 0
    worker: str = "not run"
    phones: str = "not run"
    failures: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)

    def check(self, what: str, step: Callable[[], Any], verbose: bool = False) -> Any:
        """Run one step; a failure is recorded with its reason (and the traceback if verbose)."""
        try:
            return step()
        except Exception as exc:  # noqa: BLE001 - the self-test reports everything
            detail = f"{type(exc).__name__}: {exc}"
            if verbose:
                detail += "\n" + traceback.format_exc()
            self.failures.append(f"{what}: {detail}")
            return None


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def _module(name: str):
    """Import an optional module; None if it is not there (a part not written yet)."""
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name and (name == exc.name or name.startswith(exc.name + ".")):
            return None
        raise


def _console() -> None:
    """A windowed Windows build has no stdout: attach to the console that started it."""
    if sys.stdout is not None and sys.stderr is not None:
        return
    if sys.platform == "win32":
        try:
            import ctypes

            if ctypes.windll.kernel32.AttachConsole(-1):  # ATTACH_PARENT_PROCESS
                stream = open("CONOUT$", "w", encoding="utf-8", errors="replace")  # noqa: SIM115
                sys.stdout = sys.stdout or stream
                sys.stderr = sys.stderr or stream
        except Exception:  # noqa: BLE001 - best effort; the exit status still tells
            pass
    if sys.stdout is None:
        sys.stdout = open(os.devnull, "w")  # noqa: SIM115
    if sys.stderr is None:
        sys.stderr = sys.stdout


# --- steps ---------------------------------------------------------------------------
def check_data(report: Report) -> list[str]:
    """themes/ and assets/ are found; returns the theme ids."""
    from sorry_game.resources import data_root, resource_files, resource_path

    root = data_root()
    themes = [p.stem for p in resource_files("themes", "*.yaml")]
    if not themes:
        raise FileNotFoundError(f"no themes/*.yaml in {root}")
    icon = resource_path("assets", "icons", "sorry-game.png")
    if not icon.is_file():
        raise FileNotFoundError(f"{icon} is missing")
    report.notes.append(f"data: {root}")
    return themes


def play_games(report: Report, verbose: bool) -> list[tuple[Any, Any, str]]:
    """Start every available game, play a few computer turns, round-trip the save.
    Returns (game, state, save text) per game."""
    from sorry_game.ai import make_agent
    from sorry_game.engine.interface import GameConfig
    from sorry_game.engine.savefile import SaveRecord, load
    from sorry_game.engine.view import View
    from sorry_game.games.catalogue import all_games, get_game

    played = []
    games = [g for g in all_games() if getattr(g, "available", False)]
    if not games:
        raise RuntimeError("no game is available")
    for n, game in enumerate(games):

        def one(game=game, seed=n + 1):
            players = max(game.min_players, min(4, game.max_players))
            config = game.validate_config(GameConfig(players=players))
            state = game.new_state(config, seed)
            agents = [
                make_agent(LEVELS[i % len(LEVELS)], game.id, seed + i) for i in range(players)
            ]
            actions: list[str] = []
            for _ in range(TURNS_PER_GAME):
                player = state.current_player()
                if player is None:
                    break
                action = agents[player].choose(state)
                state.apply(action)
                actions.append(str(action))
            view = state.view(None)
            if not isinstance(view, View):
                raise AssertionError(f"view() gave a {type(view).__name__}, not a View")
            if view.players != players or len(view.seats) != players:
                raise AssertionError("the view does not describe every seat")
            if len(view.colours) != players or not all(
                0 <= c < len(game.colours) for c in view.colours
            ):
                raise AssertionError("the view's seat colours are not colours of the game")
            text = SaveRecord(game.id, config, seed, actions).dumps()
            _, loaded = load(text, get_game)
            if loaded.view(None) != view:
                raise AssertionError("the save does not load back to the same position")
            report.turns += len(actions)
            report.games += 1
            played.append((game, state, text))

        report.check(f"game {game.id}", one, verbose)
    return played


def _choose_in_worker(save_text: str, level: str, seed: int) -> str:
    """Worker body used when sorry_game.ai.worker is not there: same contract."""
    from sorry_game.ai import make_agent
    from sorry_game.engine.savefile import load
    from sorry_game.games.catalogue import get_game

    record, state = load(save_text, get_game)
    return str(make_agent(level, record.game_id, seed).choose(state))


def run_workers(report: Report, played: list[tuple[Any, Any, str]]) -> None:
    """One computer decision per game in the worker process (one process for all)."""
    app_worker = _module("sorry_game.app.ai_worker")
    try:
        for game, state, save_text in played:
            if not state.is_over():
                run_worker(report, game, state, save_text, keep=True)
    finally:
        if app_worker is not None:
            app_worker.shutdown()


def run_worker(report: Report, game: Any, state: Any, save_text: str, keep: bool = False) -> None:
    """One computer decision in a spawn-started worker process, checked for legality.
    Uses the window's own path (sorry_game.app.ai_worker) when it is there; `keep`
    leaves its process running for the next decision."""
    started = time.perf_counter()
    inline = os.environ.pop("SORRY_GAME_INLINE_AI", None)  # the process path, not inline
    try:
        app_worker = _module("sorry_game.app.ai_worker")
        if app_worker is not None:
            text, pid, path = _app_worker_choice(app_worker, save_text, keep)
        else:
            text, pid, path = _pool_choice(save_text)
    finally:
        if inline is not None:
            os.environ["SORRY_GAME_INLINE_AI"] = inline
    if pid is not None and pid == os.getpid():
        raise AssertionError("the decision was not made in another process")
    legal = {str(a) for a in state.legal_actions()}
    if str(game.parse_action(text)) not in legal:
        raise AssertionError(f"worker chose {text!r} in {game.id}, which is not legal here")
    report.worker = "ok"
    report.notes.append(
        f"worker {game.id}: {path}, pid {pid}, {time.perf_counter() - started:.2f} s"
    )


def _app_worker_choice(
    app_worker: Any, save_text: str, keep: bool = False
) -> tuple[str, int | None, str]:
    """Through the app's worker pool; it falls back to thinking inline when a process
    cannot start, which the self-test reports as a failure."""
    try:
        text = app_worker.submit(save_text, "normal", 7).result(timeout=WORKER_TIMEOUT)
        if app_worker.inline_mode():
            raise RuntimeError("no worker process could start (the app fell back to inline)")
        pid = None
        get_executor = getattr(app_worker, "_get_executor", None)
        executor = get_executor() if get_executor else None
        if executor is not None:
            pid = executor.submit(os.getpid).result(timeout=WORKER_TIMEOUT)
        return text, pid, "sorry_game.app.ai_worker"
    finally:
        if not keep:
            app_worker.shutdown()


def _pool_choice(save_text: str) -> tuple[str, int, str]:
    import concurrent.futures
    import multiprocessing

    worker = _module("sorry_game.ai.worker")
    func = getattr(worker, "choose_from_save", None) if worker else None
    path = "sorry_game.ai.worker" if func else "selftest fallback"
    func = func or _choose_in_worker
    ctx = multiprocessing.get_context("spawn")
    with concurrent.futures.ProcessPoolExecutor(max_workers=1, mp_context=ctx) as pool:
        text = pool.submit(func, save_text, "normal", 7).result(timeout=WORKER_TIMEOUT)
        pid = pool.submit(os.getpid).result(timeout=WORKER_TIMEOUT)
    return text, pid, path


def render_frames(report: Report, played: list[tuple[Any, Any, str]], verbose: bool) -> None:
    """Draw one frame of each game's table into an off-screen surface."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    display_was_up = pygame.display.get_init()
    try:
        pygame.display.init()
        pygame.font.init()
        # Some code converts surfaces to the display format, which needs a (hidden) display.
        if pygame.display.get_surface() is None:
            pygame.display.set_mode((64, 64), pygame.HIDDEN)
        _render_each(report, played, verbose)
    finally:
        if not display_was_up:  # leave pygame as we found it (in-process callers, tests)
            pygame.display.quit()


def _render_each(report: Report, played: list[tuple[Any, Any, str]], verbose: bool) -> None:
    import pygame

    renderer = _frame_renderer()
    for game, state, save_text in played:

        def one(game=game, state=state, save_text=save_text):
            surface = pygame.Surface(FRAME_SIZE)
            how = renderer(surface, game, state, save_text)
            # A drawn frame is not one flat colour.
            small = pygame.transform.scale(surface, (32, 32))
            colours = {small.get_at((x, y))[:3] for x in range(32) for y in range(32)}
            if len(colours) < 3:
                raise AssertionError(f"the {how} frame is blank")
            report.frames += 1
            report.notes.append(f"frame {game.id}: {how}")

        report.check(f"frame {game.id}", one, verbose)


def _frame_renderer() -> Callable[..., str]:
    """Draw a game's table in memory through the app's own table scene."""
    from sorry_game.app.screenshot import render_surface

    def table_surface(surface, game, state, save_text) -> str:
        saved = {k: os.environ.get(k) for k in ("SORRY_GAME_INLINE_AI", "SDL_VIDEODRIVER")}
        try:
            frame = render_surface(game_id=game.id, seed=1, turns=4, size=surface.get_size())
        finally:
            for key, value in saved.items():
                if value is None:
                    os.environ.pop(key, None)
                else:
                    os.environ[key] = value
        surface.blit(frame, (0, 0))
        return "table"

    return table_surface


def load_themes(report: Report, names: list[str], verbose: bool) -> None:
    theme_mod = _module("sorry_game.app.theme")
    for name in names:

        def one(name=name):
            if theme_mod is not None:
                _, warnings = theme_mod.load_theme(name)
                if warnings:
                    raise ValueError("; ".join(warnings))
            else:
                import yaml

                from sorry_game.resources import resource_path

                data = yaml.safe_load(resource_path("themes", f"{name}.yaml").read_text("utf-8"))
                if not isinstance(data, dict):
                    raise ValueError("not a mapping")
            report.themes += 1

        report.check(f"theme {name}", one, verbose)


def check_phones(report: Report, played: list[tuple[Any, Any, str]]) -> None:
    """Serve the first game to one phone seat and join it over a real socket."""
    import asyncio
    import json
    import urllib.request

    import aiohttp

    from sorry_game.engine.interface import GameConfig
    from sorry_game.phones.host import PhoneHost
    from sorry_game.session import Seat, Session

    game = played[0][0]
    config = game.validate_config(GameConfig(game.min_players))
    colours = game.seat_colours(config)
    seats = [Seat(f"P{i + 1}", colour=c) for i, c in enumerate(colours)]
    session = Session.new(game.id, config, 1, seats)
    host = PhoneHost(session, [0], "127.0.0.1")
    host.start()
    try:
        with urllib.request.urlopen(host.server.url, timeout=10) as page:  # noqa: S310
            if b"phone.js" not in page.read():
                raise ValueError("the phone page is not the game's")
        token = host.link(0).split("#", 1)[1]

        async def join() -> str:
            async with aiohttp.ClientSession() as http:
                async with http.ws_connect(host.server.url.replace("http", "ws") + "ws") as ws:
                    await ws.send_str(json.dumps({"v": 1, "type": "hello", "token": token}))
                    return str(json.loads(await ws.receive_str(timeout=10))["type"])

        if asyncio.run(join()) != "welcome":
            raise ValueError("a phone could not join its seat")
    finally:
        host.stop()
    report.phones = "ok"


# --- entry ---------------------------------------------------------------------------
def run_selftest(verbose: bool | None = None) -> int:
    """Run every check; print a one-line summary; 0 if all passed, else 1.
    Verbose (also SORRY_SELFTEST_VERBOSE=1): where the data was found, how each part ran,
    and tracebacks of failures."""
    started = time.perf_counter()
    if verbose is None:
        verbose = os.environ.get("SORRY_SELFTEST_VERBOSE", "") not in ("", "0")
    _console()
    if "pygame" not in sys.modules:  # headless unless the caller chose a video driver
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    report = Report()
    # The player's saves and settings are never touched: a throw-away home unless set.
    own_home = None
    if not os.environ.get("SORRY_GAME_HOME"):
        import tempfile

        own_home = tempfile.TemporaryDirectory(prefix="sorry-selftest-", ignore_cleanup_errors=True)
        os.environ["SORRY_GAME_HOME"] = own_home.name
    try:
        themes = report.check("data files", lambda: check_data(report), verbose) or []
        played = report.check("games", lambda: play_games(report, verbose), verbose) or []
        if played:
            report.check("worker process", lambda: run_workers(report, played), verbose)
            report.check("frames", lambda: render_frames(report, played, verbose), verbose)
            report.check("phones", lambda: check_phones(report, played), verbose)
        load_themes(report, themes, verbose)
    finally:
        if own_home is not None:
            os.environ.pop("SORRY_GAME_HOME", None)
            own_home.cleanup()
    elapsed = time.perf_counter() - started

    summary = (
        f"{_plural(report.games, 'game')}, {_plural(report.themes, 'theme')}, "
        f"{_plural(report.turns, 'turn')}, {_plural(report.frames, 'frame')}, "
        f"worker {report.worker}, phones {report.phones} ({elapsed:.2f} s)"
    )
    lines = [f"  {n}" for n in report.notes] if verbose else []
    if report.failures:
        lines += [f"selftest FAILED: {f}" for f in report.failures]
        lines.append(f"selftest failed: {summary}")
    else:
        lines.append(f"selftest ok: {summary}")
    text = "\n".join(lines)
    print(text, file=sys.stderr if report.failures else sys.stdout, flush=True)
    out = os.environ.get("SORRY_SELFTEST_OUT")
    if out:
        with open(out, "a", encoding="utf-8") as fh:
            fh.write(text + "\n")
    return 1 if report.failures else 0


if __name__ == "__main__":
    sys.exit(run_selftest(verbose=True if "-v" in sys.argv[1:] else None))
