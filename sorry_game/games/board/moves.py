"""Board moves as actions, their generation per card and their execution.

One function per move kind, each naming its rule (RULES §C). Used by the classic
game and by Sorry My Ass! (which sets `Board.safe_mask` for its safe players).

>>> board = Board.initial()
>>> moves_for_card(board, 0, 1), moves_for_card(board, 0, 5)   # only a 1 or 2 leaves START
([Leave()], [])
>>> execute(board, 0, LEAVE, None); board.pos[0]
4
>>> [str(m) for m in moves_for_card(board, 0, 4)]
['move R0 -4']
>>> parse_board_move("move R0 -4".split())
Move(pawn=0, steps=-4)
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from sorry_game.engine.actions import Action
from sorry_game.games.board.board import Board, EventSink
from sorry_game.games.board.cards import CARD_FEATURES, SORRY
from sorry_game.games.board.events import pawn_label
from sorry_game.games.board.geometry import (
    BACKWARD,
    EXIT,
    FORWARD,
    HOME,
    START,
    TRACK_LEN,
    parse_pawn,
    pawn_name,
)


@dataclass(frozen=True, slots=True)
class Leave(Action):
    """C-4: a pawn from START to its exit square (the lowest-numbered START pawn)."""

    def __str__(self) -> str:
        return "start"


@dataclass(frozen=True, slots=True)
class Move(Action):
    """One pawn forward (steps > 0) or backward (steps < 0)."""

    pawn: int
    steps: int

    def __str__(self) -> str:
        return f"move {pawn_name(self.pawn)} {self.steps:+d}"


@dataclass(frozen=True, slots=True)
class Split(Action):
    """C-10: a 7 split; the first part is complete before the second."""

    pawn: int
    steps: int
    pawn2: int
    steps2: int

    def __str__(self) -> str:
        return f"split {pawn_name(self.pawn)}+{self.steps} {pawn_name(self.pawn2)}+{self.steps2}"


@dataclass(frozen=True, slots=True)
class Switch(Action):
    """C-11: exchange one of your track pawns with an opponent's track pawn."""

    pawn: int
    other: int

    def __str__(self) -> str:
        return f"switch {pawn_name(self.pawn)} {pawn_name(self.other)}"


@dataclass(frozen=True, slots=True)
class SorryBump(Action):
    """C-12: a pawn from START replaces an opponent's track pawn."""

    target: int

    def __str__(self) -> str:
        return f"sorry {pawn_name(self.target)}"


@dataclass(frozen=True, slots=True)
class Pass(Action):
    """Forfeit the turn (C-4, C-6), or decline an 11 switch (C-11)."""

    def __str__(self) -> str:
        return "pass"


LEAVE = Leave()
PASS = Pass()
BoardMove = Leave | Move | Split | Switch | SorryBump


def parse_board_move(words: list[str]) -> BoardMove | Pass | None:
    """Inverse of the `str` of the board moves above; None when not one of them."""
    head = words[0]
    if head == "start" and len(words) == 1:
        return LEAVE
    if head == "pass" and len(words) == 1:
        return PASS
    if head == "move" and len(words) == 3:
        steps = int(words[2])
        if steps == 0:
            raise ValueError("a move needs a non-zero step count")
        return Move(parse_pawn(words[1]), steps)
    if head == "split" and len(words) == 3:
        a, _, n = words[1].partition("+")
        b, _, m = words[2].partition("+")
        return Split(parse_pawn(a), int(n), parse_pawn(b), int(m))
    if head == "switch" and len(words) == 3:
        return Switch(parse_pawn(words[1]), parse_pawn(words[2]))
    if head == "sorry" and len(words) == 2:
        return SorryBump(parse_pawn(words[1]))
    return None


# --- generation: one function per card feature ---------------------------------


def leave_moves(board: Board, colour: int, out: list[BoardMove]) -> None:
    """C-4: a 1 or 2 brings a START pawn to the exit square unless an own pawn is there."""
    if board.in_start(colour) >= 0 and board.can_land(colour, EXIT[colour]):
        out.append(LEAVE)


def forward_moves(board: Board, colour: int, n: int, out: list[BoardMove]) -> None:
    """C-5/C-8/C-9: any pawn out of START forward n, exact count into HOME."""
    table = FORWARD[colour]
    pos = board.pos
    for pawn in range(colour * 4, colour * 4 + 4):
        dest = table[pos[pawn]][n]
        if dest >= 0 and board.can_land(colour, dest):
            out.append(Move(pawn, n))


def backward_moves(board: Board, colour: int, n: int, out: list[BoardMove]) -> None:
    """C-8/C-9 (4) and C-10a (10 backward 1): backward, never into SAFETY."""
    table = BACKWARD[colour]
    pos = board.pos
    for pawn in range(colour * 4, colour * 4 + 4):
        dest = table[pos[pawn]][n]
        if dest >= 0 and board.can_land(colour, dest):
            out.append(Move(pawn, -n))


def split_moves(board: Board, colour: int, out: list[BoardMove]) -> None:
    """C-10: 7 split between two pawns out of START, in either order, each result once."""
    pos = board.pos
    table = FORWARD[colour]
    movable = [p for p in range(colour * 4, colour * 4 + 4) if pos[p] < HOME]
    if len(movable) < 2:
        return
    seen: set[tuple[int, ...]] = set()
    for a in movable:
        row_a = table[pos[a]]
        for k in range(1, 7):
            dest_a = row_a[k]
            if dest_a < 0 or not board.can_land(colour, dest_a):
                continue
            after: Board | None = None
            for b in movable:
                if b == a:
                    continue
                if after is None:
                    after = board.copy()
                    after.place(a, dest_a, None)
                pb = after.pos[b]
                if pb >= HOME:  # bumped to START by the first part's slide
                    continue
                dest_b = FORWARD[colour][pb][7 - k]
                if dest_b < 0 or not after.can_land(colour, dest_b):
                    continue
                result = after.copy()
                result.place(b, dest_b, None)
                key = tuple(result.pos)
                if key not in seen:
                    seen.add(key)
                    out.append(Split(a, k, b, 7 - k))


def switch_moves(board: Board, colour: int, out: list[BoardMove]) -> None:
    """C-11: switch an own track pawn with an opponent's track pawn."""
    pos = board.pos
    own = [p for p in range(colour * 4, colour * 4 + 4) if pos[p] < TRACK_LEN]
    if not own:
        return
    safe = board.safe_mask
    others = [p for p in board.track if p >= 0 and p >> 2 != colour and not (safe >> (p >> 2) & 1)]
    for a in own:
        for b in others:
            if safe and not _switch_keeps_safe(board, a, b):
                continue
            out.append(Switch(a, b))


def _switch_keeps_safe(board: Board, pawn: int, other: int) -> bool:
    """P-11: a switch whose slide would bump a safe player's pawn is not allowed."""
    trial = board.copy()
    trial.swap(pawn, other, None)
    return all(
        trial.pos[p] == board.pos[p] or p in (pawn, other)
        for p in range(16)
        if board.safe_mask >> (p >> 2) & 1
    )


def sorry_moves(board: Board, colour: int, out: list[BoardMove]) -> None:
    """C-12: with a pawn in START, bump any opponent pawn on the track (not SAFETY/HOME)."""
    if board.in_start(colour) < 0:
        return
    for sq in range(TRACK_LEN):
        p = board.track[sq]
        if p >= 0 and p >> 2 != colour:
            if board.safe_mask and not _sorry_keeps_safe(board, colour, p):
                continue
            out.append(SorryBump(p))


def _sorry_keeps_safe(board: Board, colour: int, target: int) -> bool:
    if board.safe_mask >> (target >> 2) & 1:
        return False
    return board.can_land(colour, board.pos[target])


#: a generator of one card feature's moves: (board, colour, card, out) appends to `out`
MoveGenerator = Callable[[Board, int, int, list[BoardMove]], None]

#: each card feature (cards.CARD_FEATURES) and the generator of its moves
FEATURE_MOVES: dict[str, MoveGenerator] = {
    "leave": lambda board, colour, card, out: leave_moves(board, colour, out),
    "forward": forward_moves,
    "backward": backward_moves,
    "backward1": lambda board, colour, card, out: backward_moves(board, colour, 1, out),
    "split": lambda board, colour, card, out: split_moves(board, colour, out),
    "switch": lambda board, colour, card, out: switch_moves(board, colour, out),
    "sorry": lambda board, colour, card, out: sorry_moves(board, colour, out),
}


def moves_for_card(board: Board, colour: int, card: int) -> list[BoardMove]:
    """Every legal move of `colour` with `card`, without duplicates (C-9 … C-12)."""
    out: list[BoardMove] = []
    for feature in CARD_FEATURES[card]:
        FEATURE_MOVES[feature](board, colour, card, out)
    return out


# --- execution -----------------------------------------------------------------


def execute(board: Board, colour: int, move: Action, sink: EventSink | None) -> None:
    """Carry out a board move known to be legal (bumps and slides included); TypeError
    for an action that is not a board move."""
    if isinstance(move, Move):
        pawn, n = move.pawn, move.steps
        dest = (
            FORWARD[colour][board.pos[pawn]][n] if n > 0 else BACKWARD[colour][board.pos[pawn]][-n]
        )
        board.place(pawn, dest, sink)
    elif isinstance(move, Leave):
        board.place(board.in_start(colour), EXIT[colour], sink, "leave")
    elif isinstance(move, Split):
        board.place(move.pawn, FORWARD[colour][board.pos[move.pawn]][move.steps], sink)
        board.place(move.pawn2, FORWARD[colour][board.pos[move.pawn2]][move.steps2], sink)
    elif isinstance(move, Switch):
        board.swap(move.pawn, move.other, sink)
    elif isinstance(move, SorryBump):
        pawn = board.in_start(colour)
        target = move.target
        square = board.pos[target]
        board.bump(target, sink)
        board.place(pawn, square, sink, "sorry")
    else:
        raise TypeError(f"not a board move: {move!r}")


def explain_illegal(board: Board, colour: int, card: int, move: Action) -> tuple[str, str]:
    """Why `move` is not legal with `card`: (a reason a player can read, the rule id)."""
    features = CARD_FEATURES.get(card, ())
    if isinstance(move, Pass):
        return ("you must move when you can", "C-6")
    if isinstance(move, Leave):
        if "leave" not in features:
            return ("only a 1, a 2 or a SORRY! brings a pawn out of START", "C-4")
        if board.in_start(colour) < 0:
            return ("you have no pawn in START", "")
        return ("your own pawn is on your START exit square", "C-4")
    if isinstance(move, SorryBump):
        if card != SORRY:
            return ("only a SORRY! card bumps from START", "C-12")
        if board.in_start(colour) < 0:
            return ("you have no pawn in START", "C-12")
        return ("SORRY! needs an opponent's pawn on the track", "C-12")
    if isinstance(move, Switch):
        if "switch" not in features:
            return ("only an 11 switches pawns", "C-11")
        return ("a switch needs your pawn and an opponent's pawn, both on the track", "C-11")
    if isinstance(move, Split):
        if "split" not in features:
            return ("only a 7 can be split", "C-10")
        return ("both parts of a 7 split must be legal forward moves adding up to 7", "C-10")
    if isinstance(move, Move):
        pawn = move.pawn
        if pawn >> 2 != colour:
            return (f"{pawn_label(pawn)} is not one of the pawns you move", "")
        p = board.pos[pawn]
        if p == START:
            return ("a pawn in START can only come out with a 1, 2 or SORRY!", "C-4")
        if p == HOME:
            return ("a pawn at HOME never moves again", "C-8")
        n = move.steps
        allowed = (
            (n == card and "forward" in features)
            or (n == -card and "backward" in features)
            or (n == -1 and "backward1" in features)
        )
        if not allowed:
            return ("this card does not move that way", "C-9")
        dest = FORWARD[colour][p][n] if n > 0 else BACKWARD[colour][p][-n]
        if dest < 0:
            return ("HOME needs the exact count", "C-8")
        if board.own_at(colour, dest):
            return ("a move may never end on your own pawn", "C-5")
        return ("that move would displace a safe player's pawn", "P-11")
    return ("not a move of this game", "")
