"""The storage soak (`python bench/soak.py --storage`): two windows on one user folder
play games while the disk fails under them at random moments, then a later start
looks for every finished game and every move. It prints exactly

    storage: games G, faults F, lost L, unreported U, crashes X

- two windows: two processes, each with the real App (its window and storage banner,
  dummy video) and the real store, on one SORRY_GAME_HOME; each plays random legal
  moves of every game through a Session (the autosave after every move, as the table
  does) and files each finished game as Results does (`store.finished.file_finished`);
- faults: episodes of failing writes (a full disk, a read-only disk, no permission, an
  I/O error), each failing the writes of one kind of file (the autosave, statistics,
  history) for a few writes, started at random moments (`guarded.fault_hook`);
- L counts finished games that the later start does not find in the history or does
  not count in the statistics, and games whose last moves its autosave lacks, unless
  the window showed the fault when they happened (a move made while the banner is up
  counts as reported);
- U counts faults the window's banner did not show within one second of the failed
  write; X counts exceptions in a window.
"""

from __future__ import annotations

import errno
import logging
import multiprocessing
import os
import random
import tempfile
import time
import traceback
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

#: the kinds of fault injected: (errno, words)
ERRNOS = (errno.ENOSPC, errno.EROFS, errno.EACCES, errno.EIO)
#: the files a fault may hit, by a part of their name
TARGETS = ("autosave", "stats", "history")
#: the chance that a write of each kind starts a fault episode, and its length in writes
START_CHANCE = {"autosave": 0.01, "stats": 0.25, "history": 0.25}
EPISODE_WRITES = (1, 6)
#: a fault the banner shows later than this is unreported
SHOW_WITHIN_S = 1.0
#: no random game is played longer than this many moves (they end far sooner)
MAX_MOVES = 20_000


@dataclass
class Ledger:
    """What one window did and saw."""

    games: int = 0
    faults: int = 0
    unreported: int = 0
    crashes: int = 0
    #: finished games: (statistics key, game id, seed, started, reported)
    finished: list[tuple[str, str, int, int, bool]] = field(default_factory=list)
    #: the game left in play: (autosave path, whether the banner was up at each move)
    in_play: tuple[str, list[bool]] | None = None
    errors: list[str] = field(default_factory=list)


class Faults:
    """The fault hook: random episodes of failing writes, each of one kind of file (the
    autosave is written at every move, the others once a game: each kind has its own
    chance per write, so that every kind fails now and then)."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        #: per target: (writes still to fail, errno)
        self.episodes: dict[str, tuple[int, int]] = {}
        #: episodes that failed at least one write
        self.started = 0

    def __call__(self, path: Path) -> OSError | None:
        target = next((t for t in TARGETS if t in f"{path.parent.name}/{path.name}"), "")
        if not target:
            return None
        left, code = self.episodes.get(target, (0, 0))
        if left <= 0 and self.rng.random() < START_CHANCE[target]:
            left, code = self.rng.randint(*EPISODE_WRITES), self.rng.choice(ERRNOS)
            self.started += 1
        if left <= 0:
            return None
        self.episodes[target] = (left - 1, code)
        return OSError(code, os.strerror(code))


def window(home: str, seed: int, games: int, out: Any) -> None:
    """One window: play `games` games on `home` with faults; put its Ledger on `out`."""
    os.environ["SORRY_GAME_HOME"] = home
    logging.disable(logging.WARNING)  # a thousand faults are a thousand log lines
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    ledger = Ledger()
    try:
        play_window(seed, games, ledger)
    except Exception:  # noqa: BLE001 - a crash is a figure
        ledger.crashes += 1
        ledger.errors.append(traceback.format_exc(limit=6))
    out.put(ledger)


def play_window(seed: int, games: int, ledger: Ledger) -> None:
    from sorry_game.app.app import App
    from sorry_game.engine.interface import GameConfig
    from sorry_game.games.catalogue import all_games
    from sorry_game.session import Seat, Session
    from sorry_game.store import guarded, health
    from sorry_game.store.finished import file_finished
    from sorry_game.store.paths import autosave_path
    from sorry_game.store.stats import game_key

    rng = random.Random(seed)
    faults = Faults(random.Random(seed * 7 + 1))
    guarded.fault_hook = faults
    app = App(size=(800, 600), audio=False)
    app.step([])
    playable = [g for g in all_games() if g.available]
    seen_version = health.version()

    def watch() -> bool:
        """Step the window until it shows every fault there is (or a second passes);
        True while the banner is up."""
        nonlocal seen_version
        if health.version() == seen_version:
            return app.banner.shown
        seen_version = health.version()
        for fault in health.faults():
            while fault.kind.id not in app.banner.first_drawn:
                app.step([])
                if time.monotonic() - fault.since > SHOW_WITHIN_S:
                    break
            shown_at = app.banner.first_drawn.get(fault.kind.id)
            if shown_at is None or shown_at - fault.since > SHOW_WITHIN_S:
                ledger.unreported += 1
        app.step([])
        return app.banner.shown

    for n in range(games + 1):  # and one more, left in play
        game = playable[n % len(playable)]
        players = game.max_players if n % 2 else game.min_players
        config = GameConfig(players)
        seats = [Seat(f"P{i}", "computer", "easy", i % len(game.colours)) for i in range(players)]
        game_seed = rng.randrange(1, 2**31)
        session = Session.new(game.id, config, game_seed, seats, save_path=autosave_path())
        session.started = int(time.time())  # with the seed, one identity per game
        before = faults.started
        watch()
        moves = 0
        up_at: list[bool] = []
        last = n == games
        while not session.state.is_over() and moves < MAX_MOVES:
            legal = session.state.legal_actions()
            session.apply(legal[int(rng.random() * len(legal))])
            moves += 1
            up_at.append(watch())
            if last and moves >= 8:
                break  # the last game stays in play, in the autosave
        if session.state.is_over():
            filed_reported = watch()
            file_finished(session)
            filed_reported = watch() or filed_reported
            key = game_key(session)
            ledger.finished.append((key, game.id, game_seed, session.started, filed_reported))
            ledger.games += 1
        else:
            ledger.in_play = (str(autosave_path()), up_at)
        ledger.faults += faults.started - before
    guarded.fault_hook = None
    app.close()


def later_start(home: str, ledgers: list[Ledger], why: list[str] | None = None) -> int:
    """What a later start of the game sees: the finished games and moves it lacks (and
    why each is counted, in `why`)."""
    why = [] if why is None else why
    os.environ["SORRY_GAME_HOME"] = home
    from sorry_game.session import Session
    from sorry_game.store import finished, history, stats

    catch_up = getattr(finished, "catch_up", None)
    if catch_up is not None:
        catch_up()  # what the next filing of a later start does first
    counted = set(stats.load_stats().stats.seen)
    kept = set()
    for row in history.finished_games():
        record = row.record
        if record is not None:
            kept.add((record.game_id, record.seed, record.meta.get("started")))
    lost = 0
    for ledger in ledgers:
        for key, game_id, seed, started, reported in ledger.finished:
            if reported:
                continue
            if key not in counted or (game_id, seed, started) not in kept:
                lost += 1
                why.append(
                    f"{key}: counted {key in counted}, kept {(game_id, seed, started) in kept}"
                )
        if ledger.in_play is not None:
            path, up_at = ledger.in_play
            try:
                saved = len(Session.load(Path(path)).actions)
            except Exception:  # noqa: BLE001 - an unreadable autosave lost them all
                saved = 0
            if not all(up_at[saved:]):  # a move not seen later, and no banner when made
                lost += 1
                why.append(f"{path}: {saved} of {len(up_at)} moves, banner {up_at[saved:][:8]}")
    return lost


def run(games: int = 200, seed: int = 1, windows: int = 2) -> tuple[str, list[Ledger]]:
    """Play `games` games over `windows` windows on one fresh folder; the figures' line."""
    base = "/dev/shm" if Path("/dev/shm").is_dir() else None
    home = tempfile.mkdtemp(prefix="sorry-storage-", dir=base)
    ctx = multiprocessing.get_context("spawn")
    out = ctx.Queue()
    share = [games // windows + (1 if i < games % windows else 0) for i in range(windows)]
    procs = [
        ctx.Process(target=window, args=(home, seed * 1000 + i, share[i], out))
        for i in range(windows)
    ]
    for proc in procs:
        proc.start()
    ledgers = [out.get() for _ in procs]
    for proc in procs:
        proc.join(60)
    why: list[str] = []
    lost = later_start(home, ledgers, why)
    ledgers[0].errors += why
    total = sum(ledger.games for ledger in ledgers)
    faults = sum(ledger.faults for ledger in ledgers)
    unreported = sum(ledger.unreported for ledger in ledgers)
    crashes = sum(ledger.crashes for ledger in ledgers)
    line = (
        f"storage: games {total}, faults {faults}, lost {lost}, "
        f"unreported {unreported}, crashes {crashes}"
    )
    return line, ledgers
