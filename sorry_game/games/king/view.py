"""How Sorry, King! speaks to the table (RULES §K): the view (`KingView`, built by
`build_view`), refusals, picks and descriptions in player words.

Plain functions of a state, read through `KingStateView` (what they need of it), so
this module never imports state.py; the state's methods call them. The game hides
nothing, so every seat's view is the same.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from typing import Protocol

import chess

from sorry_game.engine.actions import Action
from sorry_game.engine.outcome import Outcome
from sorry_game.engine.picking import Choice, Entry
from sorry_game.engine.view import SeatView, View
from sorry_game.games.king.actions import CheckerMove, ChessMove, ColourChange
from sorry_game.games.king.checkers import EMPTY, Checkers, steps_travelled
from sorry_game.games.king.chessboard import PIECE_NAMES, LastMove
from sorry_game.games.king.control import Change, Control, controlled_lines
from sorry_game.games.king.events import squares
from sorry_game.games.king.ring import RING_SIZE, ring_name
from sorry_game.games.king.rules import (
    CHANGE,
    CHECKER,
    CHESS,
    COLOUR_WORDS,
    OVER,
    SEAT_NAMES,
    KingRules,
    colour_of,
)

PROMOTION_NAMES = {
    chess.QUEEN: "Queen",
    chess.ROOK: "Rook",
    chess.BISHOP: "Bishop",
    chess.KNIGHT: "Knight",
}


class KingStateView(Protocol):
    """What the table's functions read of a Sorry, King! state (state.KingState)."""

    @property
    def rules(self) -> KingRules: ...
    @property
    def board(self) -> chess.Board: ...
    @property
    def checkers(self) -> Checkers: ...
    @property
    def phase(self) -> str: ...
    @property
    def mover(self) -> int: ...
    @property
    def distance(self) -> int: ...
    @property
    def pending(self) -> tuple[Change, ...]: ...
    @property
    def turns(self) -> int: ...
    @property
    def quiet(self) -> int: ...
    @property
    def reason(self) -> str: ...
    @property
    def last(self) -> LastMove | None: ...
    @property
    def controls(self) -> tuple[Control, ...]: ...
    @property
    def changed(self) -> tuple[int, ...]: ...

    def legal_actions(self) -> list[Action]: ...
    def current_player(self) -> int | None: ...
    def turn_player(self) -> int | None: ...
    def outcome(self) -> Outcome | None: ...


# --- the view ----------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class MoveView:
    """This (or the last) turn's chess move."""

    player: int
    uci: str
    #: square names, "g1" and "f3"
    from_square: str
    to_square: str
    #: the piece moved, in words ("knight"); K-5: it sets the checker distance `value`
    piece: str
    value: int
    #: the piece taken, in words, or None
    captured: str | None
    #: "castles kingside", "en passant", "promotes to a queen", or None
    special: str | None


@dataclass(frozen=True, slots=True)
class ControlView:
    """A line that became controlled this turn (K-8)."""

    #: "rank 5" / "file e"; `kind` "rank" or "file", `index` as ring.Line
    line: str
    kind: str
    index: int
    #: its two ring squares, the moved checker's first, and their owners
    ends: tuple[int, int]
    owners: tuple[int, int]
    #: the chess squares of the line, by name
    squares: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class ChangeView:
    """The colour change being decided (K-9): `owner` chooses which of `candidates`
    turns to seat `becomes`' colour."""

    line: str
    owner: int
    becomes: int
    candidates: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class KingView:
    """The whole position as the table draws it (nothing is hidden)."""

    #: the chess position in FEN, with the game's own counters (quiet turns, turn)
    fen: str
    #: (square name, piece symbol) of every piece, "K" white, "k" black
    board: tuple[tuple[str, str], ...]
    #: per ring square 0-35 (ring.py): owner seat or None, and how far it has come
    ring: tuple[int | None, ...]
    ring_steps: tuple[int | None, ...]
    #: each seat's red square; the direction ("anticlockwise"), step +1 / -1 on the ring
    red_squares: tuple[int, int]
    direction: str
    step: int
    #: (piece letter, checker distance), P N B R Q K
    values: tuple[tuple[str, int], ...]
    #: per seat: checkers in reserve, tours completed
    reserve: tuple[int, int]
    tours: tuple[int, int]
    #: "chess" / "checker" / "change" / "over"; whose turn it is
    phase: str
    to_move: int | None
    #: this (or the last) turn's chess move, and its checker distance
    last_move: MoveView | None
    last_value: int | None
    #: the pending checker distance and the checkers that can go it
    distance: int | None
    movable: tuple[int, ...]
    #: lines that became controlled this turn; every line controlled now (names)
    controls: tuple[ControlView, ...]
    controlled: tuple[str, ...]
    #: squares whose piece changed colour this turn
    changed: tuple[str, ...]
    pending_change: ChangeView | None
    #: the square of a king in check, or None
    check: str | None
    #: turns without capture, change, pawn move or tour (K-11f)
    quiet_turns: int


def build_view(state: KingStateView, player: int | None) -> View[KingView]:
    """Everything, for any `player`: the game hides nothing."""
    board, checkers, rules = state.board, state.checkers, state.rules
    ring = checkers.ring
    turn = state.turn_player()
    check = None
    king = board.king(board.turn)
    if king is not None and board.is_check():
        check = chess.square_name(king)
    game = KingView(
        # python-chess's move counters mean nothing here: the game's own instead
        fen=" ".join(board.fen().split()[:4] + [str(state.quiet), str(state.turns // 2 + 1)]),
        board=tuple((chess.square_name(sq), p.symbol()) for sq, p in board.piece_map().items()),
        ring=tuple(None if o == EMPTY else o for o in ring),
        ring_steps=tuple(
            None if o == EMPTY else steps_travelled(rules, o, i) for i, o in enumerate(ring)
        ),
        red_squares=rules.red,
        direction=rules.direction,
        step=rules.step,
        values=tuple((chess.piece_symbol(t).upper(), rules.value_of[t]) for t in PIECE_NAMES),
        reserve=(checkers.reserve[0], checkers.reserve[1]),
        tours=(checkers.finished[0], checkers.finished[1]),
        phase=state.phase,
        to_move=turn,
        last_move=_move_view(state.last),
        last_value=None if state.last is None else state.last.value,
        distance=state.distance if state.phase == CHECKER else None,
        movable=tuple(a.square for a in state.legal_actions() if isinstance(a, CheckerMove))
        if state.phase == CHECKER
        else (),
        controls=tuple(_control_view(c) for c in state.controls),
        controlled=tuple(line.name for line in controlled_lines(checkers)),
        changed=tuple(chess.square_name(s) for s in state.changed),
        pending_change=_change_view(state.pending[0]) if state.phase == CHANGE else None,
        check=check,
        quiet_turns=state.quiet,
    )
    seats = tuple(
        SeatView(progress=checkers.finished[s], note=f"{checkers.reserve[s]} in reserve")
        for s in (0, 1)
    )
    return View(
        players=2,
        viewer=player,
        colours=(0, 1),
        turn=turn,
        decider=state.current_player(),
        seats=seats,
        turns=state.turns,
        turn_note=_turn_note(state),
        status=_status(state, check),
        outcome=state.outcome(),
        game=game,
    )


def _move_view(last: LastMove | None) -> MoveView | None:
    if last is None:
        return None
    return MoveView(
        player=last.player,
        uci=last.uci,
        from_square=last.uci[:2],
        to_square=last.uci[2:4],
        piece=PIECE_NAMES[last.piece],
        value=last.value,
        captured=PIECE_NAMES[last.captured] if last.captured else None,
        special=last.special or None,
    )


def _control_view(c: Control) -> ControlView:
    return ControlView(
        line=c.line.name,
        kind=c.line.kind,
        index=c.line.index,
        ends=c.ends,
        owners=c.owners,
        squares=tuple(chess.square_name(s) for s in c.line.squares),
    )


def _change_view(c: Change) -> ChangeView:
    return ChangeView(
        line=c.line.name,
        owner=c.owner,
        becomes=1 - c.owner,
        candidates=tuple(chess.square_name(s) for s in c.candidates),
    )


def _turn_note(state: KingStateView) -> str:
    """What the seat deciding now does: the mover's move, or the owner's choice of the
    piece that changes colour (K-9: the owner decides, out of turn)."""
    if state.phase == CHESS:
        return "makes a chess move"
    if state.phase == CHECKER:  # (the log says "moves a checker 4 squares")
        return f"moves {state.distance} with a checker"
    if state.phase == CHANGE:
        return f"chooses a piece to turn {COLOUR_WORDS[1 - state.pending[0].owner]}"
    return ""


def _status(state: KingStateView, check: str | None) -> str:
    """The line under the prompt: a check. How the game ended is the outcome's (the
    table's header says it), a colour change the panel's: neither is said twice."""
    if check is not None and state.phase == CHESS:
        return f"{SEAT_NAMES[state.mover]}'s king in check"
    return ""


# --- refusals ------------------------------------------------------------------------
def explain_illegal(state: KingStateView, action: Action) -> tuple[str, str]:
    """(why `action` is not legal now, in player words; the rule id)."""
    phase = state.phase
    if phase == OVER:
        return ("the game is over", "K-11")
    if phase == CHESS:
        if not isinstance(action, ChessMove):
            return ("make your chess move first", "K-4")
        move = action.move
        piece = state.board.piece_at(move.from_square)
        if piece is None or piece.color != state.board.turn:
            return ("choose one of your own chess pieces", "K-4")
        if state.board.is_pseudo_legal(move):
            return ("that move would leave your king in check", "K-4")
        return ("that piece cannot move there", "K-4")
    if phase == CHECKER:
        if not isinstance(action, CheckerMove):
            return (f"move a checker {squares(state.distance)} first", "K-4")
        if state.checkers.ring[action.square] != state.mover:
            return ("there is none of your checkers there", "K-6")
        return ("a checker may not land on one of your own checkers", "K-6")
    change = state.pending[0]
    if not isinstance(action, ColourChange):
        return (f"choose which piece on {change.line.name} changes colour", "K-9")
    board = state.board
    square = action.square
    if (
        square in change.line.squares
        and board.piece_type_at(square) == chess.KING
        and board.color_at(square) == colour_of(change.owner)
    ):
        return ("the king may change only when it is your only piece on the line", "K-9")
    return (f"choose one of your pieces on {change.line.name}", "K-9")


# --- how actions are picked and told ---------------------------------------------------
def picks(state: KingStateView) -> list[Entry]:
    """Chess move: from-square, to-square (and the promotion piece); checker move:
    the checker; colour change: the piece. Castling may also be picked by the rook."""
    phase = state.phase
    legal = state.legal_actions()
    if phase == CHESS:
        return _chess_picks(state, legal)
    if phase == CHECKER:
        d = state.distance
        prompt = f"Choose a checker to move {squares(d)}."
        out: list[Entry] = []
        for action in legal:
            assert isinstance(action, CheckerMove)
            square = action.square
            tours = steps_travelled(state.rules, state.mover, square) + d >= RING_SIZE
            label = "tour!" if tours else f"+{d}"
            out.append(((Choice("checker", square, label, prompt),), action))
        return out
    if phase == CHANGE:
        change = state.pending[0]
        becomes = COLOUR_WORDS[1 - change.owner]
        prompt = f"Choose which of your pieces on {change.line.name} turns {becomes}."
        out = []
        for action in legal:
            assert isinstance(action, ColourChange)
            name = chess.square_name(action.square)
            out.append(((Choice("square", name, f"turns {becomes}", prompt),), action))
        return out
    return []


def _chess_picks(state: KingStateView, legal: list[Action]) -> list[Entry]:
    board = state.board
    values = state.rules.value_of
    out: list[Entry] = []
    for action in legal:
        assert isinstance(action, ChessMove)
        move = action.move
        piece = board.piece_type_at(move.from_square)
        assert piece is not None
        name = PIECE_NAMES[piece]
        src = Choice(
            "square",
            chess.square_name(move.from_square),
            name.capitalize(),
            "Choose a piece to move.",
        )
        also: tuple[tuple[str, Hashable], ...] = ()
        if board.is_castling(move):
            rook_file = 7 if chess.square_file(move.to_square) > 4 else 0
            rook = chess.square(rook_file, chess.square_rank(move.from_square))
            also = (("square", chess.square_name(rook)),)
        dest = Choice(
            "square",
            chess.square_name(move.to_square),
            f"+{values[piece]}",
            f"Choose where the {name} goes.",  # what it is worth: the panel's legend
            also=also,
        )
        pick: tuple[Choice, ...] = (src, dest)
        if move.promotion:
            label = PROMOTION_NAMES[move.promotion]
            pick += (
                Choice(
                    "option",
                    chess.piece_symbol(move.promotion),
                    label,
                    "Promote the pawn to which piece?",
                ),
            )
        out.append((pick, action))
    return out


def describe_action(
    state: KingStateView, action: Action, names: Sequence[str] | None = None
) -> str:
    """'knight g1–f3', 'pawn e4–d5 takes the knight', 'castle kingside', 'move the
    checker by h4 4 squares', 'turn the rook on a1 black' (no seat named: `names`
    changes nothing)."""
    board = state.board
    if isinstance(action, ChessMove):
        move = action.move
        piece = board.piece_type_at(move.from_square)
        if piece is None:
            return f"move {move.uci()}"
        if piece == chess.KING and board.is_castling(move):
            return "castle " + (
                "kingside" if chess.square_file(move.to_square) > 4 else "queenside"
            )
        # the piece and its squares, then what it does (the log says "moves the
        # knight g1–f3, taking the pawn": a prompt or a hint never says it alike)
        text = f"{PIECE_NAMES[piece]} {move.uci()[:2]}–{move.uci()[2:4]}"
        taken = board.piece_type_at(move.to_square)
        if board.is_en_passant(move):
            taken = chess.PAWN
        if taken and board.color_at(move.to_square) != board.color_at(move.from_square):
            text += f" takes the {PIECE_NAMES[taken]}"
        if move.promotion:
            text += f" and becomes a {PIECE_NAMES[move.promotion]}"
        return text
    if isinstance(action, CheckerMove):
        d = state.distance  # the square it stands by, as on the board's edge
        return f"move the checker by {ring_name(action.square).split()[-1]} {squares(d)}"
    if isinstance(action, ColourChange):
        changing = board.piece_at(action.square)
        name = PIECE_NAMES[changing.piece_type] if changing else "piece"
        now = "white" if changing is not None and not changing.color else "black"
        return f"turn the {name} on {chess.square_name(action.square)} {now}"
    return str(action)


__all__ = [
    "ChangeView",
    "ControlView",
    "KingStateView",
    "KingView",
    "MoveView",
    "build_view",
    "describe_action",
    "explain_illegal",
    "picks",
]
