"""A Sorry, King! position as plain data and back, checked (RULES §K).

`load` refuses data that no game can reach, naming the first broken invariant: a field
missing, unknown or of the wrong type; a chess position python-chess cannot play
(a side without its king, a pawn on a back rank, castling rights or an en passant
square that do not fit the pieces, the side that just moved in check); five checkers
each that do not add up, a checker left out of its empty red square (K-6a); a phase
whose decider has nothing to decide; a win or draw that is not one (K-11). This module
sets a state's fields through `Saved` and never imports the state.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Hashable, Mapping
from typing import Any, Protocol

import chess

from sorry_game.engine.savefile import fields, flag, items, whole, wholes, word
from sorry_game.games.king.checkers import EMPTY, Checkers, movable
from sorry_game.games.king.chessboard import PIECE_NAMES, LastMove, board_to_dict
from sorry_game.games.king.control import Change, Control
from sorry_game.games.king.ring import RING_SIZE, Line
from sorry_game.games.king.rules import (
    CHANGE,
    CHECKER,
    CHECKERS_EACH,
    CHESS,
    DIRECTIONS,
    OVER,
    QUIET_TURNS,
    REPEATS,
    TOURS_TO_WIN,
    VALUE_SETS,
    KingRules,
    colour_of,
)

#: K-11f: the whole position (chess part, ring, reserves, finished tours)
PositionKey = tuple[tuple[Hashable, ...], tuple[int, ...], tuple[int, ...], tuple[int, ...]]

KEYS = (
    "rules",
    "seed",
    "board",
    "ring",
    "reserve",
    "finished",
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
PHASES = (CHESS, CHECKER, CHANGE, OVER)
#: a seed is at most 20 digits (savefile.SEED_PATTERN); a count at most this
SEED_LIMIT = 10**20
COUNT_LIMIT = 10**9
BITBOARD = (1 << 64) - 1
UCI = re.compile(r"[a-h][1-8][a-h][1-8][qrbn]?")
#: what `chessboard.special_of` can say of a move
SPECIALS = frozenset(
    {"", "en passant", "castles kingside", "castles queenside"}
    | {f"promotes to a {name}" for name in PIECE_NAMES.values()}
)
#: python-chess's objections that no position of a game in progress has
NEVER = (
    chess.STATUS_NO_WHITE_KING
    | chess.STATUS_NO_BLACK_KING
    | chess.STATUS_TOO_MANY_KINGS
    | chess.STATUS_PAWNS_ON_BACKRANK
    | chess.STATUS_BAD_CASTLING_RIGHTS
    | chess.STATUS_INVALID_EP_SQUARE
)
#: ... and those no position has at all, even after a king changed colour (K-11a)
NEVER_EVEN_OVER = (
    chess.STATUS_PAWNS_ON_BACKRANK
    | chess.STATUS_BAD_CASTLING_RIGHTS
    | chess.STATUS_INVALID_EP_SQUARE
)
STATUS_WORDS = {
    chess.STATUS_NO_WHITE_KING: "White has no king",
    chess.STATUS_NO_BLACK_KING: "Black has no king",
    chess.STATUS_TOO_MANY_KINGS: "a side has two kings",
    chess.STATUS_PAWNS_ON_BACKRANK: "a pawn stands on a back rank",
    chess.STATUS_BAD_CASTLING_RIGHTS: "the castling rights do not fit the pieces",
    chess.STATUS_INVALID_EP_SQUARE: "the en passant square does not fit the pieces",
}


class Saved(Protocol):
    """The fields of a Sorry, King! position (`KingState`)."""

    rules: KingRules
    seed: int
    board: chess.Board
    checkers: Checkers
    phase: str
    mover: int
    distance: int
    pending: tuple[Change, ...]
    turns: int
    quiet: int
    history: list[PositionKey]
    winner: int | None
    reason: str
    last: LastMove | None
    controls: tuple[Control, ...]
    changed: tuple[int, ...]
    zeroing: bool

    def position_key(self) -> PositionKey: ...


# --- to plain data ---------------------------------------------------------------------------
def key_to_json(key: PositionKey) -> list[list[Any]]:
    chess_part, ring, reserve, finished = key
    return [list(chess_part), list(ring), list(reserve), list(finished)]


def _line_to_json(line: Line) -> list[Any]:
    return [line.kind, line.index]


def to_dict(state: Saved) -> dict[str, Any]:
    """The position as JSON-ready data."""
    checkers = state.checkers
    return {
        "rules": state.rules.to_dict(),
        "seed": state.seed,
        "board": board_to_dict(state.board),
        "ring": list(checkers.ring),
        "reserve": list(checkers.reserve),
        "finished": list(checkers.finished),
        "phase": state.phase,
        "mover": state.mover,
        "distance": state.distance,
        "pending": [
            {"owner": c.owner, "line": _line_to_json(c.line), "candidates": list(c.candidates)}
            for c in state.pending
        ],
        "turns": state.turns,
        "quiet": state.quiet,
        "history": [key_to_json(k) for k in state.history],
        "winner": state.winner,
        "reason": state.reason,
        "last": None if state.last is None else state.last.to_dict(),
        "controls": [
            {"line": _line_to_json(c.line), "ends": list(c.ends), "owners": list(c.owners)}
            for c in state.controls
        ],
        "changed": list(state.changed),
        "zeroing": state.zeroing,
    }


# --- from plain data, each field checked --------------------------------------------------------
def rules_from_dict(data: object) -> KingRules:
    """The setup of a saved position (K-3, K-5); ValueError when it is none."""
    r = fields(data, ("direction", "values"), "rules")
    return KingRules(
        word(r["direction"], "rules.direction", DIRECTIONS),
        word(r["values"], "rules.values", VALUE_SETS),
    )


def seed_from_dict(data: Mapping[str, Any]) -> int:
    return whole(data["seed"], "seed", -SEED_LIMIT, SEED_LIMIT)


def board_from_dict(data: object) -> chess.Board:
    """The chess position: pieces (a FEN board part), side to move, castling rights (a
    python-chess bit mask) and the en passant square (or None)."""
    b = fields(data, ("pieces", "turn", "castling", "ep"), "board")
    pieces = b["pieces"]
    if type(pieces) is not str or len(pieces) > 100:
        raise ValueError("board.pieces must be the pieces of a chess board (FEN)")
    board = chess.Board(None)
    try:
        board.set_board_fen(pieces)
    except ValueError:
        raise ValueError("board.pieces is not a chess board (FEN)") from None
    if board.board_fen() != pieces:
        raise ValueError("board.pieces is not a chess board as python-chess writes it (FEN)")
    board.turn = word(b["turn"], "board.turn", ("w", "b")) == "w"
    board.castling_rights = whole(b["castling"], "board.castling", 0, BITBOARD)
    ep = b["ep"]
    board.ep_square = None if ep is None else whole(ep, "board.ep", 0, 63)
    return board


def line_from(value: object, what: str) -> Line:
    kind, index = items(value, what, 2)
    kind = word(kind, what, ("rank", "file"))
    return Line(kind, whole(index, what, 1, 8) if kind == "rank" else whole(index, what, 0, 7))


def _squares(value: object, what: str, most: int) -> tuple[int, ...]:
    squares = wholes(value, what, 0, 63, most=most)
    if len(set(squares)) != len(squares):
        raise ValueError(f"{what}: a square is named twice")
    return tuple(squares)


def change_from(value: object, what: str) -> Change:
    c = fields(value, ("owner", "line", "candidates"), what)
    line = line_from(c["line"], f"{what}.line")
    candidates = _squares(c["candidates"], f"{what}.candidates", 8)
    if not candidates or not set(candidates) <= set(line.squares):
        raise ValueError(f"{what}.candidates: not squares of {line.name}")
    return Change(whole(c["owner"], f"{what}.owner", 0, 1), line, candidates)


def control_from(value: object, what: str) -> Control:
    c = fields(value, ("line", "ends", "owners"), what)
    line = line_from(c["line"], f"{what}.line")
    a, b = wholes(c["ends"], f"{what}.ends", 0, RING_SIZE - 1, 2)
    if {a, b} != set(line.ends):
        raise ValueError(f"{what}.ends: not the ends of {line.name}")
    x, y = wholes(c["owners"], f"{what}.owners", 0, 1, 2)
    return Control(line, (a, b), (x, y))


def last_from(value: object, rules: KingRules) -> LastMove | None:
    if value is None:
        return None
    m = fields(value, ("player", "uci", "piece", "value", "captured", "special"), "last")
    uci = m["uci"]
    if type(uci) is not str or not UCI.fullmatch(uci):
        raise ValueError("last.uci is not a chess move")
    piece = whole(m["piece"], "last.piece", chess.PAWN, chess.KING)
    value_ = whole(m["value"], "last.value", 0, 100)
    if value_ != rules.value_of[piece]:
        raise ValueError("last.value is not the distance of the piece moved")
    special = m["special"]
    if type(special) is not str or special not in SPECIALS:
        raise ValueError("last.special is not what a chess move can be")
    return LastMove(
        whole(m["player"], "last.player", 0, 1),
        uci,
        piece,
        value_,
        whole(m["captured"], "last.captured", 0, chess.QUEEN),
        special,
    )


def key_from_json(value: object, what: str) -> PositionKey:
    chess_part, ring, reserve, finished = items(value, what, 4)
    part = items(chess_part, f"{what}[0]", 11)
    for i in range(8):
        whole(part[i], f"{what}[0][{i}]", 0, BITBOARD)
    flag(part[8], f"{what}[0][8]")
    whole(part[9], f"{what}[0][9]", 0, BITBOARD)
    if part[10] is not None:
        whole(part[10], f"{what}[0][10]", 0, 63)
    return (
        tuple(part),
        tuple(wholes(ring, f"{what}[1]", EMPTY, 1, RING_SIZE)),
        tuple(wholes(reserve, f"{what}[2]", 0, CHECKERS_EACH, 2)),
        tuple(wholes(finished, f"{what}[3]", 0, CHECKERS_EACH, 2)),
    )


def load(state: Saved, data: Mapping[str, Any]) -> None:
    """Set every field of `state` (made with the saved rules and seed) from `data`,
    checking each invariant of RULES §K (`check`); ValueError names the first broken."""
    state.board = board_from_dict(data["board"])
    state.checkers = Checkers(
        wholes(data["ring"], "ring", EMPTY, 1, RING_SIZE),
        wholes(data["reserve"], "reserve", 0, CHECKERS_EACH, 2),
        wholes(data["finished"], "finished", 0, CHECKERS_EACH, 2),
    )
    state.phase = word(data["phase"], "phase", PHASES)
    state.mover = whole(data["mover"], "mover", 0, 1)
    state.distance = whole(data["distance"], "distance", 0, 100)
    pending = items(data["pending"], "pending", most=2)
    state.pending = tuple(change_from(c, f"pending[{i}]") for i, c in enumerate(pending))
    state.turns = whole(data["turns"], "turns", 0, COUNT_LIMIT)
    state.quiet = whole(data["quiet"], "quiet", 0, QUIET_TURNS)
    history = items(data["history"], "history")
    state.history = [key_from_json(k, f"history[{i}]") for i, k in enumerate(history)]
    winner = data["winner"]
    state.winner = None if winner is None else whole(winner, "winner", 0, 1)
    reason = data["reason"]
    if type(reason) is not str or len(reason) > 200 or not reason.isprintable():
        raise ValueError("reason must be a short line of text")
    state.reason = reason
    state.last = last_from(data["last"], state.rules)
    controls = items(data["controls"], "controls", most=1)
    state.controls = tuple(control_from(c, f"controls[{i}]") for i, c in enumerate(controls))
    state.changed = _squares(data["changed"], "changed", 2)
    state.zeroing = flag(data["zeroing"], "zeroing")
    check(state)


# --- the invariants of a position (RULES §K) ---------------------------------------------------
def check(state: Saved) -> None:
    """Raise ValueError naming the first invariant of a reachable position `state`
    breaks."""
    _check_board(state)
    _check_checkers(state)
    _check_turn(state)
    _check_end(state)


def _check_board(state: Saved) -> None:
    """K-4, K-10: a chess position python-chess can play; the side that moved last is
    not in check when the next chess move is due (K-11b)."""
    board = state.board
    status = board.status()
    bad = status & (NEVER_EVEN_OVER if state.phase == OVER else NEVER)
    if bad:
        first = next(flag for flag in STATUS_WORDS if bad & flag)
        raise ValueError(f"board: {STATUS_WORDS[first]}")
    if state.phase in (CHESS, CHECKER) and status & chess.STATUS_OPPOSITE_CHECK:
        raise ValueError("board: the side that just moved is in check")
    for square in state.changed:
        if board.piece_at(square) is None:
            raise ValueError("changed: no piece stands on a square that changed colour")


def _check_checkers(state: Saved) -> None:
    """K-2/K-6/K-6a: five checkers each (ring, reserve, finished tours); a checker in
    reserve enters its red square as soon as that holds none of its owner's."""
    checkers, rules = state.checkers, state.rules
    for seat in (0, 1):
        if checkers.total(seat) != CHECKERS_EACH:
            raise ValueError(f"ring: seat {seat} has not {CHECKERS_EACH} checkers in all")
        if checkers.reserve[seat] and checkers.ring[rules.red[seat]] != seat:
            raise ValueError(f"reserve: seat {seat} left a checker out of its red square")
    for i, control in enumerate(state.controls):
        if tuple(checkers.ring[e] for e in control.ends) != control.owners:
            raise ValueError(f"controls[{i}]: the checkers are not on the line's ends")


def _check_turn(state: Saved) -> None:
    """K-4: who decides what in each phase of a turn."""
    phase, board = state.phase, state.board
    moved = phase in (CHECKER, CHANGE)
    if phase != OVER and board.turn != (colour_of(state.mover) ^ moved):
        raise ValueError("board.turn: not the side the phase expects to move")
    if phase == CHECKER:
        if state.distance not in state.rules.value_of[1:] or not movable(
            state.checkers, state.rules, state.mover, state.distance
        ):
            raise ValueError("distance: no checker can move it")
        if state.controls or state.changed:
            raise ValueError("controls: no line is controlled before the checker moves")
    elif state.distance:
        raise ValueError("distance: only the checker move has a distance")
    if phase == CHANGE:
        if not state.pending or len(state.pending[0].candidates) < 2 or not state.controls:
            raise ValueError("pending: a colour change waits with nothing to choose")
    elif state.pending:
        raise ValueError("pending: colour changes wait only in their phase")
    owners = [c.owner for c in state.pending]
    if len(set(owners)) != len(owners) or len({c.line for c in state.pending}) > 1:
        raise ValueError("pending: more than one change for one owner")
    for i, change in enumerate(state.pending):
        colour = colour_of(change.owner)
        if any(board.color_at(sq) is not colour for sq in change.candidates):
            raise ValueError(f"pending[{i}].candidates: not the owner's pieces")
    if phase == CHESS and not any(True for _ in board.generate_legal_moves()):
        raise ValueError("board: the side to move has no move, but the game goes on")


def _check_end(state: Saved) -> None:
    """K-11: the game goes on while nobody has won (four tours, checkmate, a changed
    king) or drawn (stalemate, a third repetition, 150 quiet turns); the history of
    turn starts ends with the position now when a chess move is due."""
    over = state.phase == OVER
    if over != bool(state.reason):
        raise ValueError("reason: only a game that is over has a reason why")
    if not over and state.winner is not None:
        raise ValueError("winner: the game goes on but has a winner")
    if not state.history or len(state.history) > state.turns + 1:
        raise ValueError("history: not one position per turn")
    if over:
        return
    if max(state.checkers.finished) >= TOURS_TO_WIN:
        raise ValueError("finished: four tours win, but the game goes on")
    if state.quiet >= QUIET_TURNS:
        raise ValueError(f"quiet: {QUIET_TURNS} quiet turns draw, but the game goes on")
    if max(Counter(state.history).values()) >= REPEATS:
        raise ValueError("history: a third repetition draws, but the game goes on")
    if state.phase == CHESS and state.history[-1] != state.position_key():
        raise ValueError("history: the last turn start is not the position now")
