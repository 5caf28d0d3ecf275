"""A Sorry, King! game in progress: a turn as a sequence of decisions (RULES §K).

A turn (K-4) is: the mover's chess move; then the mover's checker move (compulsory
when any checker can move, skipped without a decision when none can, K-6a); then each
colour change a new line control asks for (K-8, K-9), decided by the owner of the
piece that changes, the mover's side first, and only when there is a real choice;
then the end-of-turn checks (K-11). `current_player()` is whoever decides now.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

import chess

import sorry_game.games.king.save as saves
import sorry_game.games.king.view as king_view
from sorry_game.engine.actions import Action
from sorry_game.engine.events import Event
from sorry_game.engine.outcome import Outcome
from sorry_game.engine.picking import Entry
from sorry_game.engine.savefile import fields
from sorry_game.engine.state_base import RulesState
from sorry_game.engine.view import View
from sorry_game.games.king.actions import CheckerMove, ChessMove, ColourChange
from sorry_game.games.king.checkers import (
    EMPTY,
    Checkers,
    enter_checkers,
    movable,
    move_checker,
)
from sorry_game.games.king.chessboard import (
    PIECE_NAMES,
    LastMove,
    change_colour,
    king_attacked,
    moved_piece,
    position_key,
    special_of,
)
from sorry_game.games.king.control import (
    Change,
    Control,
    changes_for,
    control_formed,
)
from sorry_game.games.king.events import Check as CheckEvent
from sorry_game.games.king.events import (
    CheckerCaptured,
    CheckerEntered,
    CheckerMoved,
    CheckerSkipped,
    ChessMoved,
    GameEnded,
    LineControlled,
    PieceChanged,
    TourCompleted,
)
from sorry_game.games.king.rules import (
    CHANGE,
    CHECKER,
    CHESS,
    OVER,
    QUIET_TURNS,
    REPEATS,
    SEAT_NAMES,
    TOURS_TO_WIN,
    KingRules,
    colour_of,
)

#: K-11f: the whole position (chess part, ring, reserves, finished tours)
PositionKey = saves.PositionKey


class KingState(RulesState):
    """A Sorry, King! game in progress. Only `apply` changes it."""

    __slots__ = (
        "rules",
        "seed",
        "board",
        "checkers",
        "phase",
        "mover",
        "distance",
        "pending",
        "turns",
        "quiet",
        "history",
        "winner",
        "reason",
        "last",
        "controls",
        "changed",
        "zeroing",
    )

    def __init__(self, rules: KingRules, seed: int) -> None:
        self.rules = rules
        self.seed = seed
        self.board = chess.Board()
        self.checkers = Checkers.initial(rules)
        self.phase = CHESS
        self.mover = 0  # K-2: White moves first
        self.distance = 0  # the checker distance while the checker move is pending
        self.pending: tuple[Change, ...] = ()  # colour changes still to make (K-9)
        self.turns = 0
        self.quiet = 0  # turns since a capture, conversion, pawn move or tour (K-11f)
        self.history: list[PositionKey] = [self.position_key()]  # K-11f: turn starts
        self.winner: int | None = None
        self.reason = ""
        self.last: LastMove | None = None
        self.controls: tuple[Control, ...] = ()  # lines that became controlled this turn
        self.changed: tuple[int, ...] = ()  # chess squares that changed colour this turn
        self.zeroing = False  # this turn had a capture, conversion, pawn move or tour
        self._legal: list[Action] | None = None

    # --- the State protocol ---------------------------------------------------------
    def current_player(self) -> int | None:
        if self.phase == OVER:
            return None
        if self.phase == CHANGE:
            return self.pending[0].owner
        return self.mover

    def turn_player(self) -> int | None:
        return None if self.phase == OVER else self.mover

    def is_over(self) -> bool:
        return self.phase == OVER

    def outcome(self) -> Outcome | None:
        """K-11: a win for one side, or a draw (K-11e/f)."""
        if self.phase != OVER:
            return None
        if self.winner is None:
            return Outcome.draw(2, self.reason)
        return Outcome.win(2, (self.winner,), self.reason)

    def ranking(self) -> list[int]:
        if self.winner is not None:
            return [self.winner, 1 - self.winner]
        return sorted((0, 1), key=lambda s: (-self.checkers.finished[s], s))

    def _compute_legal(self) -> list[Action]:
        phase = self.phase
        if phase == CHESS:
            return [ChessMove(m) for m in self.board.legal_moves]
        if phase == CHECKER:
            return [
                CheckerMove(s)
                for s in movable(self.checkers, self.rules, self.mover, self.distance)
            ]
        if phase == CHANGE:
            return [ColourChange(s) for s in self.pending[0].candidates]
        return []

    def _perform(self, action: Action, events: list[Event] | None) -> None:
        kind = type(action)
        if kind is ChessMove:
            self._chess_move(action.move, events)  # type: ignore[attr-defined]
        elif kind is CheckerMove:
            self._checker_move(action.square, events)  # type: ignore[attr-defined]
        else:
            self._change(action.square, True, events)  # type: ignore[attr-defined]
            if self.phase != OVER:
                self._resolve_changes(events)

    # --- the steps of a turn ---------------------------------------------------------
    def _chess_move(self, move: chess.Move, events: list[Event] | None) -> None:
        """K-4, K-5: the chess move sets the checker's distance by the piece moved."""
        board = self.board
        mover = self.mover
        piece = moved_piece(board, move)
        value = self.rules.value_of[piece]
        if board.is_en_passant(move):
            captured = chess.PAWN
        else:
            captured = board.piece_type_at(move.to_square) or 0
        special = special_of(board, move)
        board.push(move)
        self.last = LastMove(mover, move.uci(), piece, value, captured, special)
        self.controls = ()
        self.changed = ()
        self.zeroing = bool(captured) or piece == chess.PAWN
        if events is not None:
            events.append(
                ChessMoved(
                    mover,
                    move.uci(),
                    PIECE_NAMES[piece],
                    value,
                    PIECE_NAMES[captured] if captured else "",
                    special,
                )
            )
        if movable(self.checkers, self.rules, mover, value):
            self.distance = value
            self.phase = CHECKER
            return
        if events is not None:  # K-6: no checker can move the distance
            events.append(CheckerSkipped(mover, value))
        self._end_turn(events)

    def _checker_move(self, src: int, events: list[Event] | None) -> None:
        """K-6, K-7: move the chosen checker; entries follow (K-6a); a control it forms
        asks for colour changes (K-8, K-9)."""
        checkers, rules, mover = self.checkers, self.rules, self.mover
        distance = self.distance
        moved = move_checker(checkers, rules, mover, src, distance)
        self.distance = 0
        if moved.captured != EMPTY or moved.toured:
            self.zeroing = True
        if events is not None:
            events.append(CheckerMoved(mover, src, moved.dest, moved.path, distance))
            if moved.captured != EMPTY:
                events.append(CheckerCaptured(mover, moved.captured, moved.dest))
            if moved.toured:
                events.append(TourCompleted(mover, checkers.finished[mover]))
        for entry in enter_checkers(checkers, rules, mover):
            if entry.captured != EMPTY:
                self.zeroing = True
            if events is not None:
                events.append(CheckerEntered(entry.seat, entry.square))
                if entry.captured != EMPTY:
                    events.append(CheckerCaptured(entry.seat, entry.captured, entry.square, True))
        control = None if moved.toured else control_formed(checkers, moved.dest)  # K-7a
        if control is None:
            self._end_turn(events)
            return
        self.controls = (control,)
        if events is not None:
            events.append(LineControlled(mover, control.line.name, control.ends, control.owners))
        self.pending = tuple(changes_for(control, self.board, mover))
        self._resolve_changes(events)

    def _resolve_changes(self, events: list[Event] | None) -> None:
        """K-9: make the pending changes in order; a change with one candidate happens
        at once, a real choice waits for its owner's decision."""
        while self.pending:
            candidates = self.pending[0].candidates
            if len(candidates) > 1:
                self.phase = CHANGE
                return
            self._change(candidates[0], False, events)
            if self.phase == OVER:
                return
        self._end_turn(events)

    def _change(self, square: int, chosen: bool, events: list[Event] | None) -> None:
        """K-9, K-10: the piece on `square` changes colour; a king that changes ends the
        game at once and its former owner loses (K-11a)."""
        change, self.pending = self.pending[0], self.pending[1:]
        piece_type = change_colour(self.board, square).piece_type
        self.changed += (square,)
        self.zeroing = True
        if events is not None:
            events.append(
                PieceChanged(
                    change.owner, square, PIECE_NAMES[piece_type], change.line.name, chosen
                )
            )
        if piece_type == chess.KING:  # K-11a: the game ends at once
            self.turns += 1
            reason = f"{SEAT_NAMES[change.owner]}'s king changed colour"
            self._finish(1 - change.owner, reason, events)

    def _end_turn(self, events: list[Event] | None) -> None:
        """K-11, K-11a: the end-of-turn checks (b)-(f) in order ((a) ends the game as
        the king changes); the first that holds decides. Otherwise the other side moves."""
        self.turns += 1
        board, mover = self.board, self.mover
        other = 1 - mover
        self.pending = ()
        # (b) the mover's own king attacked after the conversions
        if self.changed and king_attacked(board, colour_of(mover)):
            self._finish(other, f"{SEAT_NAMES[mover]}'s own king was left in check", events)
            return
        # whether any legal move exists (the list itself is made when asked for)
        can_move = next(iter(board.generate_legal_moves()), None) is not None
        in_check = board.is_check()
        # (c) the player to move is checkmated
        if not can_move and in_check:
            self._finish(mover, "checkmate", events)
            return
        # (d) four tours
        for seat in (mover, other):
            if self.checkers.finished[seat] >= TOURS_TO_WIN:
                self._finish(seat, "four checker tours completed", events)
                return
        # (e) stalemate
        if not can_move:
            self._finish(None, "stalemate", events)
            return
        # (f) threefold repetition of the whole position, or 150 quiet turns
        self.quiet = 0 if self.zeroing else self.quiet + 1
        self.mover = other
        self.phase = CHESS
        key = self.position_key()
        self.history.append(key)
        if self.history.count(key) >= REPEATS:
            self._finish(None, "the same position came up a third time", events)
            return
        if self.quiet >= QUIET_TURNS:
            self._finish(
                None,
                f"{QUIET_TURNS} turns without a capture, colour change, pawn move or tour",
                events,
            )
            return
        if in_check and events is not None:
            events.append(CheckEvent(other))

    def _finish(self, winner: int | None, reason: str, events: list[Event] | None) -> None:
        self.phase = OVER
        self.winner = winner
        self.reason = reason
        self.pending = ()
        self.distance = 0
        self._legal = None
        if events is not None:
            events.append(GameEnded(winner, reason))

    def position_key(self) -> PositionKey:
        """K-11f: the whole position (chess, checkers, reserves, side to move)."""
        checkers = self.checkers
        return (
            position_key(self.board),
            tuple(checkers.ring),
            tuple(checkers.reserve),
            tuple(checkers.finished),
        )

    # --- what the table reads (view.py) -------------------------------------------------
    def explain_illegal(self, action: Action) -> tuple[str, str]:
        """(why `action` is not legal now, in player words; the rule id)."""
        return king_view.explain_illegal(self, action)

    def picks(self) -> list[Entry]:
        return king_view.picks(self)

    def describe_action(self, action: Action, names: Sequence[str] | None = None) -> str:
        return king_view.describe_action(self, action, names)

    def view(self, player: int | None) -> View[king_view.KingView]:
        return king_view.build_view(self, player)

    # --- copies and saves -------------------------------------------------------------
    def clone(self) -> KingState:
        new = KingState.__new__(KingState)
        new.rules = self.rules
        new.seed = self.seed
        new.board = self.board.copy(stack=False)
        new.checkers = self.checkers.copy()
        new.phase = self.phase
        new.mover = self.mover
        new.distance = self.distance
        new.pending = self.pending
        new.turns = self.turns
        new.quiet = self.quiet
        new.history = self.history[:]
        new.winner = self.winner
        new.reason = self.reason
        new.last = self.last
        new.controls = self.controls
        new.changed = self.changed
        new.zeroing = self.zeroing
        new._legal = self._legal  # never changed in place
        return new

    def determinize(self, player: int, rng: random.Random) -> KingState:
        """Nothing is hidden in this game: a copy."""
        return self.clone()

    def to_dict(self) -> dict[str, Any]:
        return saves.to_dict(self)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> KingState:
        """The position of `to_dict` data; a ValueError names the first invariant the
        data breaks (save.py), so a state made from data is one a game can reach."""
        checked = fields(data, saves.KEYS)
        state = cls(saves.rules_from_dict(checked["rules"]), saves.seed_from_dict(checked))
        saves.load(state, checked)
        return state

    def __eq__(self, other: object) -> bool:
        return isinstance(other, KingState) and self.to_dict() == other.to_dict()

    __hash__ = None  # type: ignore[assignment]
