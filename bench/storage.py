"""The storage soak (`python bench/soak.py --storage`): two windows on one user folder
play games while the disk fails under them, their lock files are broken and they are
killed, then a later start looks for every finished game and every move. It prints

    storage: games G, faults F, kills K, lost L, unreported U, crashes X, temp left T, miscounted M

- two windows: two processes at a time, each the real App (its window and storage
  banner, dummy video) and the real store, on one SORRY_GAME_HOME, playing random legal
  moves of every game through a Session (the autosave after every move, as the table
  does), filing each finished game as Results does (`store.finished.file_finished`);
- kills: a window is SIGKILLed at a random moment while it writes the autosave, a
  kept game or the statistics (a thread of its own sends the signal a fraction of a
  millisecond into the write); a new window process starts on the folder, as a player
  would, and plays on (the game its slot holds, else a new one);
- faults: episodes of failing writes (a full disk, a read-only disk, no permission, an
  I/O error) of one kind of file at random moments (`guarded.fault_hook`); lock files
  removed, replaced by folders or by links out of the folder (a chaos thread of the
  soak); some windows on a file system without locks (flock says ENOLCK);
- L counts what a later start cannot find and the window did not report: moves missing
  from a killed or closed window's autosave (a move made while the banner showed an
  autosave fault is reported), finished games missing from History (among the newest
  kept), and files made outside the folder through a link;
- U counts faults the banner did not show within a second; X exceptions in a window
  (or an exit that was no kill); T temporary files left after the later start; M the
  finished games not counted exactly once in the statistics (by each game's identity
  in the ledger, and by the players' totals).

`python bench/soak.py --storage --lists` also times History and Load game opening on
folders of 5,000 files each (`lists`): `lists: history H files S s, load L files S s`.
"""

from __future__ import annotations

import errno
import logging
import multiprocessing
import os
import random
import shutil
import signal
import tempfile
import threading
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
#: a window is killed at this write of its kind (drawn at random)
KILL_AT = {"autosave": (5, 500), "history": (1, 3), "stats": (1, 3)}
#: the chance that a window starts on a file system without locks
NO_LOCKS_CHANCE = 0.25
#: the chaos thread breaks a lock file every so often (seconds)
CHAOS_EVERY = (0.1, 0.5)
#: a fault the banner shows later than this is unreported
SHOW_WITHIN_S = 1.0
#: no random game is played longer than this many moves (they end far sooner)
MAX_MOVES = 20_000
#: the banner's kinds that report a lost move, and a finished game not kept
MOVE_KINDS = frozenset({"autosave", "folder"})
FILING_KINDS = frozenset({"history", "stats", "folder"})


class Faults:
    """The fault hook: random episodes of failing writes, each of one kind of file (the
    autosave is written at every move, the others once a game: each kind has its own
    chance per write, so that every kind fails now and then), and the kill: at its
    chosen write, a thread of its own SIGKILLs the window a moment later."""

    def __init__(self, rng: random.Random, kill: tuple[str, int] | None = None) -> None:
        self.rng = rng
        #: per target: (writes still to fail, errno)
        self.episodes: dict[str, tuple[int, int]] = {}
        #: episodes that failed at least one write
        self.started = 0
        self.kill = kill
        self.writes: dict[str, int] = {}

    def __call__(self, path: Path) -> OSError | None:
        target = next((t for t in TARGETS if t in f"{path.parent.name}/{path.name}"), "")
        if not target:
            return None
        self.writes[target] = self.writes.get(target, 0) + 1
        if self.kill is not None and self.kill == (target, self.writes[target]):
            # half the kills wait for the temporary file (mid-write), half a moment
            tmp = (
                path.with_name(f".{path.name}.{os.getpid()}.tmp")
                if self.rng.random() < 0.5
                else None
            )
            delay = self.rng.random() * 0.0005
            threading.Thread(target=_die, args=(delay, tmp), daemon=True).start()
        left, code = self.episodes.get(target, (0, 0))
        if left <= 0 and self.rng.random() < START_CHANCE[target]:
            left, code = self.rng.randint(*EPISODE_WRITES), self.rng.choice(ERRNOS)
            self.started += 1
        if left <= 0:
            return None
        self.episodes[target] = (left - 1, code)
        return OSError(code, os.strerror(code))


def _die(delay: float, tmp: Path | None) -> None:
    """SIGKILL this process after `delay`, or once `tmp` exists (within a second)."""
    if tmp is not None:
        end = time.monotonic() + 1.0
        while not tmp.exists() and time.monotonic() < end:
            pass
    elif delay:
        time.sleep(delay)
    os.kill(os.getpid(), signal.SIGKILL)


class Journal:
    """What a window did, a line at a time, flushed at once (a kill loses nothing the
    window wrote here): read back by the soak."""

    def __init__(self, path: Path) -> None:
        self.fh = open(path, "a", encoding="utf-8")  # noqa: SIM115 - open for the life

    def __call__(self, *words: object) -> None:
        self.fh.write(" ".join(str(w) for w in (time.time(), *words)) + "\n")
        self.fh.flush()


def identity(session: Any) -> str:
    """The game's identity (`stats.game_key_of`: game, seed, start)."""
    from sorry_game.store.stats import game_key_of

    record = session.record()
    return game_key_of(record.game_id, record.seed, record.meta.get("started"), record.actions)


def window(home: str, journal: str, seed: int, games: int, plan: dict[str, Any]) -> None:
    """One window process: play `games` games on `home`, with faults and maybe a kill."""
    os.environ["SORRY_GAME_HOME"] = home
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    logging.disable(logging.WARNING)  # a thousand faults are a thousand log lines
    note = Journal(Path(journal))
    if plan.get("nolocks"):
        import fcntl

        def flock(fd: int, op: int) -> None:
            raise OSError(errno.ENOLCK, "No locks available")

        fcntl.flock = flock  # type: ignore[assignment]
        note("nolocks")
    try:
        play_window(seed, games, note, plan.get("kill"))
    except Exception:  # noqa: BLE001 - a crash is a figure
        note("crash", traceback.format_exc(limit=8).replace("\n", " | "))


def play_window(seed: int, games: int, note: Any, kill: tuple[str, int] | None = None) -> None:
    """Play in this process: the App's start (which files what a killed window left,
    resumes the game its slot holds), then `games` games and one more left in play."""
    from sorry_game.app.app import App
    from sorry_game.engine.interface import GameConfig
    from sorry_game.games.catalogue import all_games
    from sorry_game.session import Seat, Session
    from sorry_game.store import guarded, health
    from sorry_game.store.finished import file_finished
    from sorry_game.store.paths import autosave_path

    rng = random.Random(seed)
    faults = Faults(random.Random(seed * 7 + 1), kill)
    guarded.fault_hook = faults
    app = App(size=(800, 600), audio=False)
    shown_from = time.monotonic()  # the window's first frame
    app.step([])
    note("start", autosave_path().name)
    playable = [g for g in all_games() if g.available]
    seen_version = -1

    def watch(kinds: frozenset[str]) -> bool:
        """Step the window until it shows every fault there is (or a second passes);
        True while it shows one of `kinds`."""
        nonlocal seen_version
        if health.version() != seen_version:
            seen_version = health.version()
            for fault in health.faults():
                while fault.kind.id not in app.banner.first_drawn:
                    app.step([])
                    if time.monotonic() - fault.since > SHOW_WITHIN_S:
                        break
                shown_at = app.banner.first_drawn.get(fault.kind.id)
                since = max(fault.since, shown_from)  # a fault of the start: its first frame
                if shown_at is None or shown_at - since > SHOW_WITHIN_S:
                    late = "never" if shown_at is None else f"{shown_at - since:.2f} s"
                    note("unreported", fault.kind.id, fault.reason.replace(" ", "_"), late)
            app.step([])
        return any(f.kind.id in kinds for f in app.banner.faults)

    resumed = getattr(app.top, "saved", None)
    if resumed is None:  # a finished game in the slot: the start has filed it
        try:
            left = Session.load(autosave_path())
        except Exception:  # noqa: BLE001 - no game there (or a broken one, moved aside)
            left = None
        if left is not None and left.state.is_over():
            note("game", identity(left), left.game_id, len(left.actions))
            note("over", identity(left), left.game_id)
            note("filed", identity(left), int(watch(FILING_KINDS)))
    played = 0
    while played <= games:  # and one more, left in play
        if resumed is not None:
            session, resumed = resumed, None
            session.save_path = autosave_path()
            note("game", identity(session), session.game_id, len(session.actions))
        else:
            game = playable[rng.randrange(len(playable))]
            players = game.max_players if rng.random() < 0.5 else game.min_players
            seats = [
                Seat(f"P{i}", "human", "normal", i % len(game.colours)) for i in range(players)
            ]
            session = Session.new(
                game.id, GameConfig(players), rng.randrange(1, 2**31), seats, autosave_path()
            )
            note("game", identity(session), game.id, 0)
        before = faults.started
        last = played == games
        moves = 0
        while not session.state.is_over() and moves < MAX_MOVES:
            legal = session.state.legal_actions()
            session.apply(legal[int(rng.random() * len(legal))])
            moves += 1
            up = watch(MOVE_KINDS)
            note("move", session.save_path.name, len(session.actions), int(up))
            if session.state.is_over():
                note("over", identity(session), session.game_id)
            if last and moves >= 8:
                break  # the last game stays in play, in the autosave
        if session.state.is_over():
            reported = watch(FILING_KINDS)
            file_finished(session)
            reported = watch(FILING_KINDS) or reported
            note("filed", identity(session), int(reported))
            played += 1
        else:
            played += 1  # left in play
        for _ in range(faults.started - before):
            note("episode")
    guarded.fault_hook = None
    note("closed")
    app.close()


def importable(function: Any) -> Any:
    """`function` as a spawned process can import it: from the module `storage` of
    bench/ (also when this file was loaded under another name, as the tests do)."""
    import sys

    bench = str(Path(__file__).resolve().parent)
    if bench not in sys.path:
        sys.path.insert(0, bench)
    import storage  # noqa: PLC0415 - bench/ as a folder of modules

    return getattr(storage, function.__name__)


# --- the soak ----------------------------------------------------------------------------------
@dataclass
class Figures:
    games: int = 0
    faults: int = 0
    kills: int = 0
    lost: int = 0
    unreported: int = 0
    crashes: int = 0
    temp_left: int = 0
    miscounted: int = 0
    why: list[str] = field(default_factory=list)
    #: temporary files the kills left (found before the later start swept them)
    temp_found: int = 0

    def line(self) -> str:
        return (
            f"storage: games {self.games}, faults {self.faults}, kills {self.kills}, "
            f"lost {self.lost}, unreported {self.unreported}, crashes {self.crashes}, "
            f"temp left {self.temp_left}, miscounted {self.miscounted}"
        )


@dataclass
class Game:
    """A game as the journals tell it (the same game may be played on by two windows:
    one resumed what the other left, each its own copy, one identity)."""

    ident: str
    game_id: str
    over_at: float = 0.0
    filed: bool = False
    reported: bool = False


@dataclass
class Playing:
    """A game as one window process played it: where its autosave went, and for each
    move it made (by number) whether the banner showed an autosave fault then."""

    game: Game
    slot: str = ""
    moves: dict[int, bool] = field(default_factory=dict)


class Soak:
    """The parent: runs the windows, kills and breaks, reads the journals, accounts."""

    def __init__(self, games: int, seed: int, windows: int, kills: int) -> None:
        base = "/dev/shm" if Path("/dev/shm").is_dir() else None
        self.root = Path(tempfile.mkdtemp(prefix="sorry-storage-", dir=base))
        self.home = self.root / "home"
        self.data = self.home / "data"
        self.outside = self.root / "outside"
        self.journals = self.root / "journals"
        for folder in (self.home, self.outside, self.journals):
            folder.mkdir()
        self.rng = random.Random(seed)
        self.chaos_rng = random.Random(seed + 1)
        self.seed = seed
        self.windows = windows
        self.share = [games // windows + (1 if i < games % windows else 0) for i in range(windows)]
        self.wanted = games
        self.kills_wanted = kills
        self.figures = Figures()
        self.games: dict[str, Game] = {}
        self.chaos_made: list[Path] = []
        self.stop = threading.Event()

    # --- windows ------------------------------------------------------------------------
    def start(self, index: int, incarnation: int, games: int) -> tuple[Any, Path, bool]:
        """A window process (armed with a kill while kills are still wanted)."""
        ctx = multiprocessing.get_context("spawn")
        journal = self.journals / f"w{index}-{incarnation}.txt"
        plan: dict[str, Any] = {"nolocks": self.rng.random() < NO_LOCKS_CHANCE}
        armed = self.figures.kills + self.armed < self.kills_wanted
        if armed:
            kind = self.rng.choice(TARGETS)
            plan["kill"] = (kind, self.rng.randint(*KILL_AT[kind]))
            self.armed += 1
        if plan["nolocks"]:
            self.figures.faults += 1
        seed = self.seed * 1000 + index * 100 + incarnation
        proc = ctx.Process(
            target=importable(window), args=(str(self.home), str(journal), seed, games, plan)
        )
        proc.start()
        return proc, journal, armed

    def run(self) -> Figures:
        self.armed = 0
        chaos = threading.Thread(target=self.chaos, daemon=True)
        chaos.start()
        left = list(self.share)
        incarnations = [0] * self.windows
        running = {i: self.start(i, 0, left[i]) for i in range(self.windows)}
        while running:
            time.sleep(0.05)
            for i, (proc, journal, armed) in list(running.items()):
                if proc.is_alive():
                    continue
                proc.join()
                done, playing = self.read(journal)
                self.armed -= armed
                self.check(playing, f"window {i}'s end ({proc.exitcode})")
                if proc.exitcode == -signal.SIGKILL:
                    self.figures.kills += 1
                    left[i] = max(0, left[i] - done)
                    incarnations[i] += 1
                    running[i] = self.start(i, incarnations[i], left[i])
                    continue
                if proc.exitcode != 0:
                    self.figures.crashes += 1
                    self.figures.why.append(f"window {i} exited with {proc.exitcode}")
                short = self.wanted - sum(1 for g in self.games.values() if g.over_at)
                if short > 0 and len(running) == 1 and proc.exitcode == 0:
                    incarnations[i] += 1  # games lost to kills are played again
                    running[i] = self.start(i, incarnations[i], short)
                    continue
                del running[i]
        self.stop.set()
        chaos.join(5)
        self.later_start()
        return self.figures

    def read(self, journal: Path) -> tuple[int, Playing | None]:
        """Take a window's journal in: how many games it finished (or left in play), and
        the game it was playing when it ended (None: none)."""
        done = 0
        playing: Playing | None = None
        for line in journal.read_text(encoding="utf-8", errors="replace").splitlines():
            stamp, _sep, rest = line.partition(" ")
            word, _sep, args = rest.partition(" ")
            parts = args.split()
            if word == "game":
                game = self.games.setdefault(parts[0], Game(parts[0], parts[1]))
                playing = Playing(game)
            elif word == "move" and playing is not None:
                playing.slot, playing.moves[int(parts[1])] = parts[0], parts[2] == "1"
            elif word == "over" and playing is not None:
                done += not playing.game.over_at
                playing.game.over_at = playing.game.over_at or float(stamp)
            elif word == "filed" and playing is not None:
                playing.game.filed = True
                playing.game.reported = playing.game.reported or parts[1] == "1"
                playing = None
            elif word == "episode":
                self.figures.faults += 1
            elif word == "unreported":
                self.figures.unreported += 1
                self.figures.why.append(f"unreported: {args}")
            elif word == "crash":
                self.figures.crashes += 1
                self.figures.why.append(args[:2000])
            elif word == "closed":
                done += 1  # the game left in play
        return done, playing

    def check(self, playing: Playing | None, when: str) -> None:
        """The game a window was playing when it ended has all its moves in its autosave
        (or their loss was shown); if that game is over there, it counts as finished."""
        from sorry_game.session import Session

        self.figures.temp_found += len(list(self.data.rglob("*.tmp")))
        if playing is None or not playing.moves:
            return
        game, path = playing.game, self.data / playing.slot
        try:
            saved = Session.load(path)
            same = identity(saved) == game.ident
            count = len(saved.actions) if same else 0
            if same and saved.state.is_over() and not game.over_at:
                game.over_at = path.stat().st_mtime
        except Exception:  # noqa: BLE001 - an unreadable autosave lost them all
            count = 0
        missing = [up for n, up in playing.moves.items() if n > count]
        if missing and not all(missing):
            self.figures.lost += 1
            self.figures.why.append(f"{when}: {game.ident} in {playing.slot}: {count} moves")

    # --- the chaos of lock files -----------------------------------------------------------
    def chaos(self) -> None:
        while not self.stop.wait(self.chaos_rng.uniform(*CHAOS_EVERY)):
            try:
                self.break_a_lock()
            except OSError:
                pass  # a window made or removed it meanwhile

    def break_a_lock(self) -> None:
        names = [
            p
            for folder in (self.data, self.data / "history")
            if folder.is_dir()
            for p in folder.iterdir()
            if p.name.startswith(".")
            and (".lock" in p.name or p.name.endswith((".window", ".owner")))
        ]
        if self.chaos_made and self.chaos_rng.random() < 0.3:
            made = self.chaos_made.pop(self.chaos_rng.randrange(len(self.chaos_made)))
            if made.is_dir() and not made.is_symlink():
                made.rmdir()  # the player tidies up
            elif made.is_symlink():
                made.unlink()
            return
        if not names:
            return
        path = self.chaos_rng.choice(names)
        how = self.chaos_rng.choice(("remove", "folder", "link"))
        if path.is_dir() and not path.is_symlink():
            return
        path.unlink()
        self.figures.faults += 1
        if how == "folder":
            path.mkdir()
            self.chaos_made.append(path)
        elif how == "link":
            path.symlink_to(self.outside / f"{path.name}-{self.chaos_rng.randrange(10**6)}")
            self.chaos_made.append(path)

    # --- what a later start sees -----------------------------------------------------------
    def later_start(self) -> None:
        os.environ["SORRY_GAME_HOME"] = str(self.home)
        from sorry_game.store import autosave, history
        from sorry_game.store.finished import catch_up, missed_games
        from sorry_game.store.stats_file import load_stats
        from sorry_game.store.tidy import sweep_leftovers

        for made in self.chaos_made:  # the player tidies up before the last start
            if made.is_symlink():
                made.unlink()
            elif made.is_dir():
                made.rmdir()
        sweep_leftovers()
        starts = 1
        catch_up()  # a start counts what it has time for (CATCH_UP_S), the next ones the rest
        while missed_games(set()) and starts < 50:
            catch_up()
            starts += 1
        self.figures.why.append(f"starts that counted what the windows missed: {starts}")
        figures = self.figures
        figures.temp_left = len(list(self.home.rglob("*.tmp")))
        outside = list(self.outside.iterdir())
        if outside:
            figures.lost += len(outside)
            figures.why.append(f"files made outside the folder: {[p.name for p in outside]}")
        finished = sorted((g for g in self.games.values() if g.over_at), key=lambda g: g.over_at)
        figures.games = len(finished)
        kept = set()
        for row in history.finished_games():
            if row.record is not None:
                from sorry_game.store.stats import game_key_of

                r = row.record
                kept.add(game_key_of(r.game_id, r.seed, r.meta.get("started"), r.actions))
        stats = load_stats().stats
        ledger = set(stats.seen)
        newest = finished[-(history.KEEP - 20) :] if len(finished) > history.KEEP else finished
        for game in newest:
            if game.ident not in kept and not game.reported:
                figures.lost += 1
                figures.why.append(f"{game.ident} ({game.game_id}) not in History")
        counted = {g.ident for g in finished if g.ident in ledger}
        for game in finished:
            if game.ident not in ledger and not (game.reported and game.ident not in kept):
                figures.miscounted += 1
                figures.why.append(f"{game.ident} ({game.game_id}) not counted")
        for game_id in {g.game_id for g in finished}:
            totals = stats.total_games(game_id)
            ours = sum(1 for g in finished if g.game_id == game_id and g.ident in counted)
            if totals != ours:
                figures.miscounted += abs(totals - ours)
                figures.why.append(f"{game_id}: counted {totals} games, finished {ours}")
        autosave.release_all()


def run(
    games: int = 200, seed: int = 1, windows: int = 2, kills: int = 30
) -> tuple[str, list[str]]:
    """The soak on a fresh folder: its line, and why each thing lost was counted."""
    soak = Soak(games, seed, windows, kills)
    try:
        figures = soak.run()
    finally:
        soak.stop.set()
        shutil.rmtree(soak.root, ignore_errors=True)
    why = figures.why + [f"temporary files found after kills: {figures.temp_found}"]
    return figures.line(), why


# --- big folders -------------------------------------------------------------------------------
def lists(files: int = 5000) -> str:
    """History and Load game opened on folders of `files` record files each (a real
    finished game's record in every one): the time from asking for the list to its
    first frame drawn. Target: 0.3 s each."""
    base = "/dev/shm" if Path("/dev/shm").is_dir() else None
    root = Path(tempfile.mkdtemp(prefix="sorry-lists-", dir=base))
    os.environ["SORRY_GAME_HOME"] = str(root)
    from sorry_game.app.app import App
    from sorry_game.session import sample_session
    from sorry_game.store import history, saves

    text = sample_session("classic", 7).record().dumps()
    for folder in (history.history_dir(), saves.saves_dir()):
        folder.mkdir(parents=True)
        for n in range(files):
            name = (
                f"g{n + 1:08d}-20260101-000000-{n:016x}"
                if folder.name == "history"
                else f"Game {n}"
            )
            (folder / f"{name}.sorry").write_text(text, encoding="utf-8")
    app = App(size=(1280, 800), audio=False)
    app.step([])
    took = {}
    for route in ("history", "load"):
        start = time.perf_counter()
        app.go(route)
        app.step([])
        took[route] = time.perf_counter() - start
        app.go("title", how="reset")
        app.step([])
    app.close()
    shutil.rmtree(root, ignore_errors=True)
    return (
        f"lists: history {files} files {took['history']:.2f} s, "
        f"load {files} files {took['load']:.2f} s"
    )
