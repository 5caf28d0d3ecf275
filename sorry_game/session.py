"""A game being played: state, seats, the action log, and autosave (DESIGN §3).

The session is the only caller of `state.apply`: mouse, keyboard and computer seats
all end in `Session.apply(action)`, which records the action and saves at once.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from sorry_game.engine.actions import Action
from sorry_game.engine.errors import SaveError
from sorry_game.engine.events import Event
from sorry_game.engine.interface import GameConfig, State
from sorry_game.engine.registry import get_game
from sorry_game.engine.savefile import SaveRecord, load
from sorry_game.paths import atomic_write_text

LEVELS = ("easy", "normal", "hard")


@dataclass
class Seat:
    """Who sits at a seat: a human or a computer of some level, with a name and colour."""

    name: str
    kind: str = "human"  # "human" | "computer"
    level: str = "normal"  # for computers: easy | normal | hard
    colour: int = 0

    @property
    def is_human(self) -> bool:
        return self.kind == "human"

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Seat:
        kind = data.get("kind", "human")
        level = data.get("level", "normal")
        if kind not in ("human", "computer"):
            raise ValueError(f"seat kind {kind!r} is not human or computer")
        if level not in LEVELS:
            raise ValueError(f"computer level {level!r} is not one of {', '.join(LEVELS)}")
        return cls(str(data.get("name", "Player")), kind, level, int(data.get("colour", 0)))


@dataclass
class LogEntry:
    """One line of the move log: the turn number, who acted, and what happened."""

    turn: int
    player: int | None
    text: str


def describe_events(events: list[Event], names: list[str]) -> str:
    """One log line for one action: 'Ann plays 7: Red pawn 1 moves …; Blue pawn 2 is bumped …'."""
    parts = [e.describe(names) for e in events if e.kind not in ("draw", "shuffle")]
    if len(parts) > 1 and events and any(e.kind == "play" for e in events):
        head = next(e.describe(names) for e in events if e.kind == "play")
        rest = [p for p in parts if p != head]
        return f"{head}: " + "; ".join(rest)
    return "; ".join(parts)


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
        state = game.new_state(config, seed)
        session = cls(game_id, config, seed, seats, state, save_path=save_path)
        session.save()
        return session

    @classmethod
    def from_text(cls, text: str, save_path: Path | None = None) -> Session:
        """Rebuild a session from save text; raises SaveError (nothing half-loaded)."""
        record, state = load(text)
        try:
            seats = [Seat.from_dict(s) for s in record.meta.get("seats", [])]
        except (ValueError, TypeError, AttributeError) as exc:
            raise SaveError(6, f"seats are not valid: {exc}") from None
        if not seats:
            seats = [Seat(f"Player {i + 1}") for i in range(record.config.players)]
        if len(seats) != record.config.players:
            raise SaveError(6, f"{len(seats)} seats for {record.config.players} players")
        session = cls(
            record.game_id,
            record.config,
            record.seed,
            seats,
            state,
            list(record.actions),
            save_path,
        )
        session.log.append(LogEntry(0, None, f"Game resumed after {len(record.actions)} moves"))
        return session

    @classmethod
    def load(cls, path: Path, autosave_to: Path | None = None) -> Session:
        """Open a save file. Later autosaves go to `autosave_to` (never over `path`
        unless it is given as `autosave_to`)."""
        try:
            text = Path(path).read_text(encoding="utf-8")
        except UnicodeDecodeError:
            raise SaveError(0, f"{path} is not a text save file") from None
        except OSError as exc:
            raise SaveError(0, f"cannot read {path}: {exc.strerror or exc}") from None
        return cls.from_text(text, autosave_to)

    # --- play ----------------------------------------------------------------------
    @property
    def game(self):
        return get_game(self.game_id)

    def current_seat(self) -> Seat | None:
        player = self.state.current_player()
        return None if player is None else self.seats[player]

    def is_human_turn(self) -> bool:
        seat = self.current_seat()
        return seat is not None and seat.is_human

    def names(self) -> list[str]:
        return [seat.name for seat in self.seats]

    def apply(self, action: Action) -> list[Event]:
        """Apply a legal action (raises IllegalAction otherwise), log it and autosave."""
        player = self.state.current_player()
        events = self.state.apply(action)
        self.actions.append(str(action))
        self.log.append(LogEntry(len(self.actions), player, describe_events(events, self.names())))
        self.save()
        for listener in self.listeners:
            listener(action, events)
        return events

    def can_undo(self) -> bool:
        """Undo is offered only when every seat is human (nobody gains hidden knowledge
        against a computer) and something has been played."""
        return bool(self.actions) and all(seat.is_human for seat in self.seats)

    def undo(self) -> bool:
        """Take back the last action: replay the game without it (chance comes from the
        seed, so the same cards come again). Returns False when undo is not allowed."""
        if not self.can_undo():
            return False
        record = self.record()
        record.actions.pop()
        self.state = record.replay()
        self.actions = record.actions
        self.log.append(LogEntry(len(self.actions), None, "Last move taken back"))
        self.save()
        return True

    def record(self) -> SaveRecord:
        meta = {"seats": [asdict(s) for s in self.seats], "saved": int(time.time())}
        return SaveRecord(self.game_id, self.config, self.seed, list(self.actions), meta)

    def save(self, path: Path | None = None) -> bool:
        """Atomic write of the save; a failure is kept in `save_error`, never raised."""
        target = path or self.save_path
        if target is None:
            return False
        try:
            atomic_write_text(Path(target), self.record().dumps())
        except OSError as exc:
            self.save_error = f"could not save to {target}: {exc.strerror or exc}"
            return False
        self.save_error = None
        return True
