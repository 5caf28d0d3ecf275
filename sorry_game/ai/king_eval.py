"""The judgement of a Sorry, King! position (RULES §K): what the search of `ai/king.py`
weighs at its leaves, in centipawns.

`evaluate(state, seat)` (the registry's evaluator) judges a position in centipawns:
material, mobility, king safety, checker progress towards four tours, the colour
changes each side's checkers threaten (an enemy king alone on a line is a win) and
the loose piece the side to move can take.
"""

from __future__ import annotations

import chess

from sorry_game.games.king.checkers import EMPTY
from sorry_game.games.king.ring import OTHER_END, RING_SIZE
from sorry_game.games.king.rules import TOURS_TO_WIN, colour_of
from sorry_game.games.king.state import KingState

WIN = 100_000.0
#: a draw, seen from the searching seat: slightly worse than an even game (play on)
DRAW = -60.0
#: centipawns by python-chess piece type (index 0 unused; the king is not material)
PIECE_CP = (0, 100, 300, 320, 500, 900, 0)
#: a king alone on a line that the other side can control: as good as the game
KING_ALONE = 20_000
TOUR_CP = 300
STEP_CP = 7
MOBILITY_CP = 3
CHECK_CP = 40
KING_ZONE_CP = 12
#: how much of a threatened colour change counts: for the side to move / the other
THREAT_NOW, THREAT_LATER = 0.5, 0.15
#: how much of a loose piece the side to move could take counts
LOOSE_SHARE = 0.6

#: bitboard of the chess line each ring square ends (0 for the corners)
_LINE_MASK: tuple[int, ...] = tuple(
    0
    if OTHER_END[i] < 0
    else (
        chess.BB_RANKS[i - 1]
        if 1 <= i <= 8
        else chess.BB_RANKS[26 - i]
        if 19 <= i <= 26
        else chess.BB_FILES[17 - i]
        if 10 <= i <= 17
        else chess.BB_FILES[i - 28]
    )
    for i in range(RING_SIZE)
)


# --- evaluation -----------------------------------------------------------------------
def evaluate(state: KingState, seat: int) -> float:
    """How good the position is for `seat`, in centipawns (±WIN when decided)."""
    if state.is_over():
        outcome = state.outcome()
        assert outcome is not None
        if not outcome.winners:
            return DRAW
        # a quicker win (or a slower loss) is better
        return WIN - state.turns if seat in outcome.winners else -WIN + state.turns
    return _score(state, seat)


def _score(state: KingState, seat: int) -> float:
    board = state.board
    me = colour_of(seat)
    mine, theirs = _side(board, me), _side(board, not me)
    lead = mine[0] - theirs[0]
    score: float = lead + MOBILITY_CP * (mine[1] - theirs[1])
    score += _king_danger(board, not me, mine[2]) - _king_danger(board, me, theirs[2])
    ring = state.checkers.ring
    on_ring: tuple[list[int], list[int]] = ([], [])  # each seat's checkers
    for sq, owner in enumerate(ring):
        if owner >= 0:
            on_ring[owner].append(sq)
    score += _checkers(state, seat, on_ring[seat]) - _checkers(state, 1 - seat, on_ring[1 - seat])
    mover = 0 if board.turn else 1  # at the start of a turn: who moves next
    lines: dict[int, int] = {}
    held = [e for e, o in _ENDS if ring[o] != EMPTY]  # ends whose other end is held
    for side in (seat, 1 - seat):
        weight = THREAT_NOW if side == mover else THREAT_LATER
        threat = weight * _threat(state, side, on_ring[side], held, lines) if held else 0.0
        score += threat if side == seat else -threat
    if abs(lead) >= 300:
        score += _mop_up(board, me if lead > 0 else not me) * (1 if lead > 0 else -1)
    movers, waiters = (mine, theirs) if board.turn == me else (theirs, mine)
    loot = LOOSE_SHARE * _loot(board, board.turn, movers, waiters[2])
    return score + loot if board.turn == me else score - loot


def _loot(
    board: chess.Board, colour: chess.Color, side: tuple[int, int, int, int], defended: int
) -> int:
    """What the side to move (`colour`, its `_side`) wins by taking the best loose
    enemy piece: one not `defended`, or one a pawn attacks (the search's horizon)."""
    best = 0
    for sq in chess.scan_forward(board.occupied_co[not colour] & side[2] & ~board.kings):
        bb = chess.BB_SQUARES[sq]
        value = PIECE_CP[board.piece_type_at(sq) or 0]
        gain = value if not bb & defended else value - 100 if bb & side[3] else 0
        best = max(best, gain)
    return best


def _side(board: chess.Board, colour: chess.Color) -> tuple[int, int, int, int]:
    """(material, mobility, attacked squares, pawn attacks) of one side. Mobility counts the squares
    the pieces (not pawns or king) attack that their own side does not occupy. (The
    attack tables are read directly: this is the search's hottest function.)"""
    own = board.occupied_co[colour]
    occupied = board.occupied
    pawns = board.pawns & own
    knights, bishops, rooks = board.knights & own, board.bishops & own, board.rooks & own
    queens = board.queens & own
    material = (
        100 * pawns.bit_count()
        + 300 * knights.bit_count()
        + 320 * bishops.bit_count()
        + 500 * rooks.bit_count()
        + 900 * queens.bit_count()
    )
    if colour:
        attacked = (
            (pawns << 7) & ~chess.BB_FILE_H | (pawns << 9) & ~chess.BB_FILE_A
        ) & chess.BB_ALL
    else:
        attacked = (pawns >> 9) & ~chess.BB_FILE_H | (pawns >> 7) & ~chess.BB_FILE_A
    by_pawns = attacked
    king = board.kings & own
    if king:
        attacked |= chess.BB_KING_ATTACKS[chess.msb(king)]
    mobility = 0
    free = ~own
    for sq in chess.scan_forward(knights):
        reach = _KNIGHT[sq]
        attacked |= reach
        mobility += (reach & free).bit_count()
    for sq in chess.scan_forward(bishops | queens):
        reach = _DIAG[sq][_DIAG_MASK[sq] & occupied]
        attacked |= reach
        mobility += (reach & free).bit_count()
    for sq in chess.scan_forward(rooks | queens):
        reach = _RANK[sq][_RANK_MASK[sq] & occupied] | _FILE[sq][_FILE_MASK[sq] & occupied]
        attacked |= reach
        mobility += (reach & free).bit_count()
    return material, mobility, attacked, by_pawns


_KNIGHT, _DIAG, _DIAG_MASK = chess.BB_KNIGHT_ATTACKS, chess.BB_DIAG_ATTACKS, chess.BB_DIAG_MASKS
_RANK, _RANK_MASK = chess.BB_RANK_ATTACKS, chess.BB_RANK_MASKS
_FILE, _FILE_MASK = chess.BB_FILE_ATTACKS, chess.BB_FILE_MASKS


def _king_danger(board: chess.Board, colour: chess.Color, enemy_attacks: int) -> float:
    """Check, and enemy attacks on the squares around `colour`'s king."""
    king = board.kings & board.occupied_co[colour]
    if not king:
        return 0.0
    zone = chess.BB_KING_ATTACKS[chess.msb(king)]
    danger = KING_ZONE_CP * (zone & enemy_attacks).bit_count()
    return danger + (CHECK_CP if king & enemy_attacks else 0.0)


def _checkers(state: KingState, seat: int, squares: list[int]) -> float:
    """K-7, K-11d: finished tours and the steps of the checkers on the ring (on
    `squares`); the lead checker counts more when it would bring the winning tour."""
    checkers, rules = state.checkers, state.rules
    red, step = rules.red[seat], rules.step
    steps = [(sq - red) * step % RING_SIZE for sq in squares]
    tours = checkers.finished[seat]
    score = TOUR_CP * tours + STEP_CP * sum(steps)
    if tours == TOURS_TO_WIN - 1 and steps:
        score += 15 * max(steps)
    return score


def _cheapest(board: chess.Board, mask: int, colour: chess.Color) -> int:
    """K-9: the value of the piece `colour` would give up on a line (its cheapest; its
    king when the king stands there alone); 0 when it has nothing there."""
    pieces = board.occupied_co[colour] & mask
    if not pieces:
        return 0
    others = pieces & ~board.kings
    if not others:
        return KING_ALONE
    kinds = (board.pawns, board.knights, board.bishops, board.rooks, board.queens)
    for kind, bitboard in enumerate(kinds, 1):  # the cheapest first
        if others & bitboard:
            return PIECE_CP[kind]
    return 0


#: (line end, its other end) for every ring square that ends a line
_ENDS = tuple((e, o) for e, o in enumerate(OTHER_END) if o >= 0)


def _threat(
    state: KingState, seat: int, squares: list[int], held: list[int], lines: dict[int, int]
) -> float:
    """K-8, K-9: the best colour change `seat` (checkers on `squares`) could force
    with one checker move next turn (0 when none helps). `held`: the line ends whose
    other end holds a checker; `lines` caches what a side gives up on a line."""
    board, checkers, rules = state.board, state.checkers, state.rules
    ring = checkers.ring
    # the line ends a checker could complete a control on
    targets = [e for e in held if ring[e] != seat]
    if not targets:
        return 0.0
    red, step = rules.red[seat], rules.step
    colour = colour_of(seat)
    own = board.occupied_co[colour]
    values = rules.value_of
    kinds = (board.pawns, board.knights, board.bishops, board.rooks, board.queens)
    distances = {values[kind] for kind, pieces in enumerate(kinds, 1) if own & pieces}
    distances.add(values[chess.KING])
    best = 0.0
    for sq in squares:
        left = RING_SIZE - (sq - red) * step % RING_SIZE  # steps before the tour ends
        for end in targets:
            d = (end - sq) * step % RING_SIZE
            if d >= left or d not in distances or OTHER_END[end] == sq:
                continue
            gain = 2 * _gives_up(board, end, not colour, lines)
            if ring[OTHER_END[end]] != seat:  # white + black: the mover's piece changes too
                mine = _gives_up(board, end, colour, lines)
                if mine >= KING_ALONE:
                    continue
                gain -= 2 * mine
            if gain > best:
                best = gain
    return best


def _gives_up(board: chess.Board, end: int, colour: chess.Color, lines: dict[int, int]) -> int:
    key = 2 * min(end, OTHER_END[end]) + colour
    value = lines.get(key)
    if value is None:
        value = lines[key] = _cheapest(board, _LINE_MASK[end], colour)
    return value


def _mop_up(board: chess.Board, strong: chess.Color) -> float:
    """Ahead in material: drive the weak king to the edge, bring the strong king near."""
    weak_king, strong_king = board.king(not strong), board.king(strong)
    if weak_king is None or strong_king is None:
        return 0.0
    f, r = chess.square_file(weak_king), chess.square_rank(weak_king)
    edge = max(3 - f, f - 4) + max(3 - r, r - 4)
    return 10.0 * edge + 4.0 * (14 - chess.square_manhattan_distance(weak_king, strong_king))
