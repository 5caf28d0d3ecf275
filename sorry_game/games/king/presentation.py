"""How Sorry, King! speaks to the table: refusals, picks, descriptions and the view
(RULES §K). Plain functions of a state; the state's methods call them."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import chess

from sorry_game.engine.actions import Action
from sorry_game.engine.picking import Choice, Entry
from sorry_game.engine.view import SeatView, View
from sorry_game.games.king.actions import CheckerMove, ChessMove, ColourChange
from sorry_game.games.king.checkers import EMPTY, steps_travelled
from sorry_game.games.king.chessboard import PIECE_NAMES
from sorry_game.games.king.control import controlled_lines
from sorry_game.games.king.events import squares
from sorry_game.games.king.ring import RING_SIZE, ring_name
from sorry_game.games.king.rules import (
    CHANGE,
    CHECKER,
    CHESS,
    COLOUR_WORDS,
    OVER,
    SEAT_NAMES,
    colour_of,
)

if TYPE_CHECKING:
    from sorry_game.games.king.state import KingState

PROMOTION_NAMES = {
    chess.QUEEN: "Queen",
    chess.ROOK: "Rook",
    chess.BISHOP: "Bishop",
    chess.KNIGHT: "Knight",
}


# --- refusals ------------------------------------------------------------------
def explain_illegal(state: KingState, action: Action) -> tuple[str, str]:
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


# --- how actions are picked and told ---------------------------------------------
def picks(state: KingState) -> list[Entry]:
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
            square = action.square  # type: ignore[attr-defined]
            tours = steps_travelled(state.rules, state.mover, square) + d >= RING_SIZE
            label = "tour!" if tours else f"+{d}"
            out.append(((Choice("checker", square, label, prompt),), action))
        return out
    if phase == CHANGE:
        change = state.pending[0]
        becomes = COLOUR_WORDS[1 - change.owner]
        prompt = (
            f"{change.line.title} is controlled: choose which of your pieces on it turns {becomes}."
        )
        return [
            ((Choice("square", chess.square_name(a.square), f"turns {becomes}", prompt),), a)  # type: ignore[attr-defined]
            for a in legal
        ]
    return []


def _chess_picks(state: KingState, legal: list[Action]) -> list[Entry]:
    board = state.board
    values = state.rules.value_of
    out: list[Entry] = []
    for action in legal:
        move: chess.Move = action.move  # type: ignore[attr-defined]
        piece = board.piece_type_at(move.from_square)
        name = PIECE_NAMES[piece]
        src = Choice(
            "square",
            chess.square_name(move.from_square),
            name.capitalize(),
            "Choose a piece to move.",
        )
        also: tuple = ()
        if board.is_castling(move):
            rook_file = 7 if chess.square_file(move.to_square) > 4 else 0
            rook = chess.square(rook_file, chess.square_rank(move.from_square))
            also = (("square", chess.square_name(rook)),)
        dest = Choice(
            "square",
            chess.square_name(move.to_square),
            f"+{values[piece]}",
            f"Move the {name} where? Then a checker moves {values[piece]}.",
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


def describe_action(state: KingState, action: Action) -> str:
    """'move the knight g1–f3', 'castle kingside', 'move the checker right of h4
    4 squares', 'turn the rook on a1 black'."""
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
        text = f"move the {PIECE_NAMES[piece]} {move.uci()[:2]}–{move.uci()[2:4]}"
        taken = board.piece_type_at(move.to_square)
        if board.is_en_passant(move):
            taken = chess.PAWN
        if taken and board.color_at(move.to_square) != board.color_at(move.from_square):
            text += f", taking the {PIECE_NAMES[taken]}"
        if move.promotion:
            text += f", promoting to a {PIECE_NAMES[move.promotion]}"
        return text
    if isinstance(action, CheckerMove):
        d = state.distance
        return f"move the checker on {ring_name(action.square)} {squares(d)}"
    if isinstance(action, ColourChange):
        piece = board.piece_at(action.square)
        name = PIECE_NAMES[piece.piece_type] if piece else "piece"
        now = "white" if piece is not None and not piece.color else "black"
        return f"turn the {name} on {chess.square_name(action.square)} {now}"
    return str(action)


# --- what the table shows -------------------------------------------------------
def view(state: KingState, player: int | None) -> View:
    """Everything: the game hides nothing. `game` holds plain data for the table:

    fen, board          the chess position (FEN; square name -> piece symbol, "K" white)
    ring, ring_steps    per ring square 0-35 (ring.py): owner seat or None; steps run
    red_squares         each seat's red square; direction, step (+1 / -1 on the ring)
    values              checker distance per piece letter; reserve, tours per seat
    phase, to_move      "chess" / "checker" / "change" / "over"; whose turn it is
    last_move           this (or the last) turn's chess move; last_value its distance
    distance, movable   the pending checker distance and the checkers that can go it
    controls            lines that became controlled this turn (ends, owners, squares)
    controlled          every line both of whose ends hold checkers now
    changed             squares whose piece changed colour this turn
    pending_change      the colour change being decided (line, owner, candidates)
    check               the square of a king in check, or None
    quiet_turns         turns without capture, change, pawn move or tour
    """
    board, checkers, rules = state.board, state.checkers, state.rules
    ring = checkers.ring
    turn = state.turn_player()
    pending = state.pending[0] if state.phase == CHANGE else None
    check = None
    king = board.king(board.turn)
    if king is not None and board.is_check():
        check = chess.square_name(king)
    last = state.last
    game: dict[str, Any] = {
        # python-chess's move counters mean nothing here: the game's own instead
        "fen": " ".join(board.fen().split()[:4] + [str(state.quiet), str(state.turns // 2 + 1)]),
        "board": {chess.square_name(sq): p.symbol() for sq, p in board.piece_map().items()},
        "ring": [None if o == EMPTY else o for o in ring],
        "ring_steps": [
            None if o == EMPTY else steps_travelled(rules, o, i) for i, o in enumerate(ring)
        ],
        "red_squares": list(rules.red),
        "direction": rules.direction,
        "step": rules.step,
        "values": {chess.piece_symbol(t).upper(): rules.value_of[t] for t in PIECE_NAMES},
        "reserve": list(checkers.reserve),
        "tours": list(checkers.finished),
        "phase": state.phase,
        "to_move": turn,
        "last_move": None
        if last is None
        else {
            "player": last.player,
            "uci": last.uci,
            "from": last.uci[:2],
            "to": last.uci[2:4],
            "piece": PIECE_NAMES[last.piece],
            "value": last.value,
            "captured": PIECE_NAMES[last.captured] if last.captured else None,
            "special": last.special or None,
        },
        "last_value": None if last is None else last.value,
        "distance": state.distance if state.phase == CHECKER else None,
        "movable": [a.square for a in state.legal_actions()] if state.phase == CHECKER else [],  # type: ignore[attr-defined]
        "controls": [
            {
                "line": c.line.name,
                "kind": c.line.kind,
                "index": c.line.index,
                "ends": list(c.ends),
                "owners": list(c.owners),
                "squares": [chess.square_name(s) for s in c.line.squares],
            }
            for c in state.controls
        ],
        "controlled": [line.name for line in controlled_lines(checkers)],
        "changed": [chess.square_name(s) for s in state.changed],
        "pending_change": None
        if pending is None
        else {
            "line": pending.line.name,
            "owner": pending.owner,
            "to": 1 - pending.owner,
            "candidates": [chess.square_name(s) for s in pending.candidates],
        },
        "check": check,
        "quiet_turns": state.quiet,
    }
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


def _turn_note(state: KingState) -> str:
    if state.phase == CHESS:
        return "makes a chess move"
    if state.phase == CHECKER:
        return f"moves a checker {state.distance}"
    if state.phase == CHANGE:
        return "waits for a colour change"
    return ""


def _status(state: KingState, check: str | None) -> str:
    if state.phase == OVER:
        return state.reason[0].upper() + state.reason[1:] + "."
    if state.phase == CHANGE:
        change = state.pending[0]
        return (
            f"{change.line.title} is controlled: {SEAT_NAMES[change.owner]} chooses a "
            f"piece to turn {COLOUR_WORDS[1 - change.owner]}."
        )
    if check is not None and state.phase == CHESS:
        return f"{SEAT_NAMES[state.mover]} is in check."
    return ""
