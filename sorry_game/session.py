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
import unicodedata
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from sorry_game.ai.levels import LEVEL_NAMES
from sorry_game.engine.actions import Action
from sorry_game.engine.errors import SaveError
from sorry_game.engine.events import Event, agree
from sorry_game.engine.interface import Game, GameConfig, State
from sorry_game.engine.logline import LogLine, entries, seat_line, table_line
from sorry_game.engine.savefile import MAX_SAVE_BYTES, SaveRecord, load, shown, time_ok
from sorry_game.games.catalogue import get_game
from sorry_game.store import kinds
from sorry_game.store.guarded import NotAFile, read_limited, write_text

#: the computer levels a save may name: the table of levels (`ai.levels`), never a copy
LEVELS = LEVEL_NAMES
#: the fields of a seat in a save (`Seat.to_dict`: "where" only for a seat on a phone)
SEAT_FIELDS = ("name", "kind", "level", "colour", "where")
#: where a human plays: at the table's screen, or from a phone (docs/PHONES.md)
WHERES = ("screen", "phone")
NAME_LEN = 14


def clean_name(value: Any, fallback: str) -> str:
    """A seat name safe to show and save: text only, no control characters (a NUL in a
    name once broke every later start), trimmed to NAME_LEN; `fallback` when empty."""
    if not isinstance(value, str):
        return fallback
    text = "".join(ch for ch in value if unicodedata.category(ch)[0] != "C")
    text = " ".join(text.split())[:NAME_LEN].strip()
    return text or fallback


def unique_names(names: Sequence[str]) -> list[str]:
    """The names with a number added to each repeat (case aside), so that the log,
    Results and the statistics can tell two players apart.

    >>> unique_names(["Ann", "Bo", "ann", "Ann"])
    ['Ann', 'Bo', 'ann 2', 'Ann 3']
    """
    seen: set[str] = set()
    out = []
    for name in names:
        given, n = name, 1
        while name.casefold() in seen:
            n += 1
            name = f"{given[: NAME_LEN - len(str(n)) - 1].rstrip()} {n}"
        seen.add(name.casefold())
        out.append(name)
    return out


@dataclass
class Seat:
    """Who sits at a seat: a human or a computer of some level, with a name and colour;
    a human plays at the screen or from a phone (`where`: still a human for take-backs,
    statistics and everything that asks `is_human`)."""

    name: str
    kind: str = "human"  # "human" | "computer"
    level: str = "normal"  # for computers: a name of `LEVELS` (easy … expert)
    colour: int = 0
    where: str = "screen"  # for humans: a name of `WHERES`

    @property
    def is_human(self) -> bool:
        return self.kind == "human"

    @property
    def on_phone(self) -> bool:
        """A human playing this seat from a phone."""
        return self.kind == "human" and self.where == "phone"

    def to_dict(self) -> dict[str, Any]:
        """The seat as a save keeps it: "where" only when it is a phone, so a save of a
        game without phones is what it always was."""
        data = asdict(self)
        if not self.on_phone:
            del data["where"]
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any], index: int = 0, colours: int = 4) -> Seat:
        """A seat from save data, exactly as saved: who plays is never guessed. A field
        that is missing (a human may leave out the level, any seat its name), misspelt,
        unknown or not what a seat can be is refused with a ValueError naming it."""
        which = f"seat {index + 1}"
        if not isinstance(data, dict):
            raise ValueError(f"{which} is not a seat (a name, kind, level and colour)")
        for key in data:
            if key not in SEAT_FIELDS:
                raise ValueError(
                    f"{which} has an unknown field {shown(key)} "
                    "(a seat has a name, kind, level, colour and where)"
                )
        if "kind" not in data:
            raise ValueError(f"{which} does not say its kind (human or computer)")
        kind = data["kind"]
        if kind not in ("human", "computer"):
            raise ValueError(f"{which}: kind {shown(kind)} is not human or computer")
        if "level" not in data and kind == "computer":
            raise ValueError(f"{which} does not say its computer level")
        level = data.get("level", "normal")
        if level not in LEVELS:
            raise ValueError(
                f"{which}: computer level {shown(level)} is not one of {', '.join(LEVELS)}"
            )
        if "colour" not in data:
            raise ValueError(f"{which} does not say its colour")
        colour = data["colour"]
        if not isinstance(colour, int) or isinstance(colour, bool) or not 0 <= colour < colours:
            raise ValueError(f"{which}: colour {shown(colour)} is not a colour of this game")
        where = data.get("where", "screen")
        if where not in WHERES or (where == "phone" and kind != "human"):
            raise ValueError(f"{which}: where {shown(where)} is not the screen or a phone")
        name = clean_name(data.get("name"), f"Player {index + 1}")
        return cls(name, kind, level, colour, where)


def read_bounded(path: Path) -> bytes:
    """At most MAX_SAVE_BYTES + 1 bytes of `path`, never waiting (`paths.read_limited`):
    a folder, a pipe or a socket is refused, a device read without waiting. SaveError
    (line 0) otherwise."""
    try:
        return read_limited(path, MAX_SAVE_BYTES)
    except NotAFile as exc:
        if exc.kind == "folder":
            raise SaveError(0, f"{path} is a folder, not a saved game") from None
        raise SaveError(0, f"{path} is not a saved game file (not a regular file)") from None
    except OSError as exc:
        raise SaveError(0, f"cannot read {path}: {exc.strerror or exc}") from None


def seats_of(meta: dict[str, Any], players: int, colours: int) -> list[Seat]:
    """The seats of a save's meta line, exactly as saved; SaveError (line 6) naming what
    is missing or wrong. A save that does not say who plays is refused, never filled in
    with humans."""
    if "seats" not in meta:
        raise SaveError(6, "the save does not say who plays (its seats are missing)")
    raw = meta["seats"]
    if not isinstance(raw, list):
        raise SaveError(6, "the seats are not valid: expected a list of seats")
    if not raw:
        raise SaveError(6, "the save does not say who plays (its list of seats is empty)")
    if len(raw) != players:
        raise SaveError(6, f"{len(raw)} seats for {players} players")
    try:
        return [Seat.from_dict(s, i, colours) for i, s in enumerate(raw)]
    except ValueError as exc:
        raise SaveError(6, f"the seats are not valid: {exc}") from None


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
        data = read_bounded(Path(path))
        if len(data) > MAX_SAVE_BYTES:
            raise SaveError(0, f"{path} is too large to be a saved game")
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError:
            raise SaveError(0, f"{path} is not a text save file") from None
        return cls.from_text(text, autosave_to)

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
        said = [f"{agree(by, names, 'takes')} back: {self.state.describe_action(choice)}"]
        if count > 1:
            said.append(
                "and the move after it" if count == 2 else f"and the {count - 1} moves after it"
            )
        self.log.append(LogEntry.of(len(self.actions), seat_line(by, names, *said)))
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
