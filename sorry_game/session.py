"""A game being played: state, seats, the action log, and autosave (DESIGN §3).

The session is the only caller of `state.apply`: mouse, keyboard and computer seats
all end in `Session.apply(action)`, which records the action and saves at once. The
move log is part of the game: it is rebuilt from the save's actions on resume.

Take-backs are decided here alone (`Session.take_back`): Undo returns the asking human
to their last real choice — the last position where they had more than one legal
action — with everything after it (their forced steps, the computers' replies). A step
with one way to go is no choice: going back to it would only see the table play it
again, and the seeded computers answer the same way.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from sorry_game.engine.actions import Action
from sorry_game.engine.events import Event, agree
from sorry_game.engine.interface import Game, GameConfig, State
from sorry_game.engine.logline import LogLine, entries, seat_line, table_line
from sorry_game.engine.savefile import SaveRecord, load, time_ok
from sorry_game.games.catalogue import get_game
from sorry_game.store import kinds
from sorry_game.store.autosave import still_mine
from sorry_game.store.guarded import write_text
from sorry_game.store.records import read_save_text
from sorry_game.store.seats import LEVELS as LEVELS
from sorry_game.store.seats import NAME_LEN as NAME_LEN
from sorry_game.store.seats import SEAT_FIELDS as SEAT_FIELDS
from sorry_game.store.seats import WHERES as WHERES
from sorry_game.store.seats import Seat as Seat
from sorry_game.store.seats import clean_name as clean_name
from sorry_game.store.seats import seats_of as seats_of
from sorry_game.store.seats import unique_names as unique_names


@dataclass
class LogEntry:
    """One entry of the move log: the action number, who it is about (None: the table),
    and what happened: `line` in words and small pictures (`engine/logline.py`), `text`
    in words alone (the phone page, hints)."""

    turn: int
    player: int | None
    text: str
    line: LogLine | None = None

    @classmethod
    def of(cls, turn: int, line: LogLine) -> LogEntry:
        return cls(turn, line.seat, line.text(), line)


#: the table's entry when a saved game is opened again
RESUMED = "Game resumed"


#: why Undo is refused, in the asker's words (the table's prompt line)
WAIT_FOR_COMPUTER = "Wait for the computer's move, then undo."
NOTHING_TO_TAKE_BACK = "Nothing to take back yet."


@dataclass(frozen=True)
class TakeBack:
    """What Undo would do for seat `by` now: take back the last `count` actions (the
    seat's last real choice and everything after it), or nothing (`count` 0) and `why`."""

    by: int | None
    count: int
    why: str = ""


def decisions_of(record: SaveRecord, game: Game) -> list[bool]:
    """For each action of a legal record, whether it was a real choice: its decider
    had more than one legal action (replayed from the seed, so a resumed game knows)."""
    state = game.new_state(record.config, record.seed)
    out = []
    for text in record.actions:
        out.append(len(state.legal_actions()) > 1)
        state.apply_fast(game.parse_action(text))
    return out


def describe_events(events: list[Event], names: list[str], player: int | None = None) -> str:
    """An action in the move log's words (`engine/logline.py`): who acted, what they
    played, then what followed ("Ann plays a 7: Red 1 moves 4 · Red 2 moves 3"); the
    entries said apart (a round's end, a win) after it.

    >>> from sorry_game.engine.events import Event
    >>> class Said(Event):
    ...     def __init__(self, text, kind="move"):
    ...         self.text, self.kind = text, kind
    ...     def describe(self, names=None):
    ...         return self.text
    >>> describe_events([Said("You play a 2", "play"), Said("You go again")], ["You"], 0)
    'You play a 2 · go again'
    >>> describe_events([Said("Red pawn 1 leaves START")], ["Ann", "Bo"], player=1)
    'Bo Red pawn 1 leaves START'
    """
    return " · ".join(line.text() for line in entries(events, names, player))


@dataclass
class Session:
    game_id: str
    config: GameConfig
    seed: int
    seats: list[Seat]
    state: State
    actions: list[str] = field(default_factory=list)
    save_path: Path | None = None
    log: list[LogEntry] = field(default_factory=list)
    listeners: list[Callable[[Action, list[Event]], None]] = field(default_factory=list)
    save_error: str | None = None
    #: the seat that made each action (undo: only one's own last action)
    actors: list[int | None] = field(default_factory=list)
    #: whether each action was a real choice (more than one legal action); kept by
    #: `apply`, rebuilt by replay when out of step with `actions` (see `decisions`)
    decided: list[bool] = field(default_factory=list)
    #: when the game began (seconds since 1970): with the seed, the game's identity (statistics)
    started: int = field(default_factory=lambda: int(time.time()))

    # --- creation ------------------------------------------------------------------
    @classmethod
    def new(
        cls,
        game_id: str,
        config: GameConfig,
        seed: int,
        seats: list[Seat],
        save_path: Path | None = None,
    ) -> Session:
        game = get_game(game_id)
        if len(seats) != config.players:
            raise ValueError(f"{len(seats)} seats for {config.players} players")
        for i, seat in enumerate(seats):
            seat.name = clean_name(seat.name, f"Player {i + 1}")
        state = game.new_state(config, seed)
        session = cls(game_id, config, seed, seats, state, save_path=save_path)
        session.save()
        return session

    @classmethod
    def from_text(cls, text: str, save_path: Path | None = None) -> Session:
        """Rebuild a session from save text, move log included; raises SaveError
        (nothing half-loaded)."""
        steps: list[tuple[int | None, list[Event]]] = []
        record, state = load(
            text, get_game, on_step=lambda player, _a, events: steps.append((player, events))
        )
        game = get_game(record.game_id)
        seats = seats_of(record.meta, record.config.players, len(game.colours))
        session = cls(
            record.game_id,
            record.config,
            record.seed,
            seats,
            state,
            list(record.actions),
            save_path,
        )
        started = record.meta.get("started")  # 0: not known (an older save)
        if isinstance(started, int) and not isinstance(started, bool) and started > 0:
            session.started = started
        else:
            session.started = 0
        names = session.names()
        for i, (player, events) in enumerate(steps, 1):
            session.actors.append(player)
            session.log += [LogEntry.of(i, line) for line in entries(events, names, player)]
        if record.actions:
            session.log.append(LogEntry.of(len(record.actions), table_line(RESUMED)))
        return session

    @classmethod
    def load(cls, path: Path, autosave_to: Path | None = None) -> Session:
        """Open a save file. Later autosaves go to `autosave_to` (never over `path`
        unless it is given as `autosave_to`)."""
        return cls.from_text(read_save_text(Path(path), devices=True), autosave_to)

    # --- play ----------------------------------------------------------------------
    @property
    def game(self) -> Game:
        return get_game(self.game_id)

    def current_seat(self) -> Seat | None:
        player = self.state.current_player()
        return None if player is None else self.seats[player]

    def names(self) -> list[str]:
        return [seat.name for seat in self.seats]

    def apply(self, action: Action) -> list[Event]:
        """Apply a legal action (raises IllegalAction otherwise), log it and autosave."""
        player = self.state.current_player()
        choice = len(self.state.legal_actions()) > 1
        in_step = len(self.decided) == len(self.actions)
        events = self.state.apply(action)
        self.actions.append(str(action))
        self.actors.append(player)
        if in_step:
            self.decided.append(choice)
        turn = len(self.actions)
        self.log += [LogEntry.of(turn, line) for line in entries(events, self.names(), player)]
        self.save()
        for listener in self.listeners:
            listener(action, events)
        return events

    def decisions(self) -> list[bool]:
        """`decided`, for every action: rebuilt by replaying the record when it is out of
        step (a game resumed from a save, a session built by hand)."""
        if len(self.decided) != len(self.actions):
            self.decided = decisions_of(self.record(), self.game)
        return self.decided

    def take_back(self, by: int | None = None) -> TakeBack:
        """What Undo does for `by` (default: the seat deciding now): back to `by`'s last
        real choice, with `by`'s forced steps and the computers' replies after it (and
        another human's forced steps: they decided nothing). Refused (`why`) while a
        computer decides, for a computer, when `by` has made no real choice, and when
        another human has made one since: a player never takes back another's move."""
        if by is None:
            by = self.state.current_player()
        if by is None:
            return TakeBack(by, 0, NOTHING_TO_TAKE_BACK)
        deciding = self.state.current_player()
        if not self.seats[by].is_human or (
            deciding is not None and not self.seats[deciding].is_human
        ):
            return TakeBack(by, 0, WAIT_FOR_COMPUTER)
        decided = self.decisions()
        for i in range(len(self.actors) - 1, -1, -1):
            seat = self.actors[i]
            if seat is None:
                break
            if not decided[i] or (seat != by and not self.seats[seat].is_human):
                continue  # a step with one way to go, or a computer's reply
            if seat == by:
                return TakeBack(by, len(self.actors) - i)
            name = self.seats[seat].name
            return TakeBack(by, 0, f"{name} has moved since: your last move stays.")
        return TakeBack(by, 0, NOTHING_TO_TAKE_BACK)

    def takeback(self, by: int | None = None) -> int:
        """How many actions Undo takes back for `by` (0: none; see `take_back`)."""
        return self.take_back(by).count

    def can_undo(self, by: int | None = None) -> bool:
        return self.takeback(by) > 0

    def undo(self, by: int | None = None) -> bool:
        """Take back `by`'s last real choice and everything after it (`take_back`):
        replay the game without them (chance comes from the seed, so the same cards come
        again), and say in the log what was taken back. False when `by` may not."""
        if by is None:
            by = self.state.current_player()
        count = self.takeback(by)
        if by is None or not count:
            return False
        record = self.record()
        del record.actions[-count:]
        self.state = record.replay(self.game)
        choice = self.game.parse_action(self.actions[-count])
        self.actions = record.actions
        del self.actors[-count:]
        del self.decided[-count:]
        while self.log and self.log[-1].turn > len(self.actions):
            self.log.pop()
        names = self.names()
        said = f"{agree(by, names, 'takes')} back: {self.state.describe_action(choice, names)}"
        if count > 1:  # one fact: "· and the move after it" began a fact with "and"
            said += (
                " and the move after it" if count == 2 else f" and the {count - 1} moves after it"
            )
        self.log.append(LogEntry.of(len(self.actions), seat_line(by, names, said)))
        self.save()
        return True

    def record(self) -> SaveRecord:
        """The game as a record; a time the clock got wrong (before 2000, after 2199) is
        left out rather than written as a file no list could read."""
        now = int(time.time())
        meta: dict[str, Any] = {"seats": [s.to_dict() for s in self.seats]}
        if time_ok(now):
            meta["saved"] = now
        meta["started"] = self.started if time_ok(self.started) else 0
        return SaveRecord(self.game_id, self.config, self.seed, list(self.actions), meta)

    def save(self, path: Path | None = None) -> bool:
        """Atomic write of the save (the autosave unless `path` is another file); a
        failure is kept in `save_error` and reported to the store's health (the window
        shows it), never raised."""
        target = path or self.save_path
        if target is None:
            return False
        kind = kinds.AUTOSAVE if path is None or path == self.save_path else kinds.SAVE
        if kind is kinds.AUTOSAVE:  # this window's slot, checked before each write
            target = self.save_path = still_mine(Path(target))
        try:
            write_text(kind, Path(target), self.record().dumps())
        except OSError as exc:
            self.save_error = f"could not save to {target}: {exc.strerror or exc}"
            return False
        self.save_error = None
        return True


#: the most actions a sample game may take (random players finish far sooner)
SAMPLE_ACTIONS = 20_000


def sample_session(game_id: str, seed: int, actions: int = SAMPLE_ACTIONS) -> Session:
    """A seeded game of random moves for pictures and checks: "You" (a human) against
    computers Ada, Bo and Cy, played for `actions` actions or to its end. Never saved."""
    from sorry_game.ai import make_agent

    game = get_game(game_id)
    players = max(game.min_players, min(game.max_players, 4))
    colours = game.default_colours(players)
    names = ("You", "Ada", "Bo", "Cy")
    seats = [
        Seat(names[i], "human" if i == 0 else "computer", "normal", colours[i])
        for i in range(players)
    ]
    session = Session.new(game_id, GameConfig(players), seed, seats, save_path=None)
    agents = [make_agent("random", game_id, seed + i) for i in range(players)]
    for _ in range(actions):
        player = session.state.current_player()
        if player is None:
            break
        session.apply(agents[player].choose(session.state))
    return session
