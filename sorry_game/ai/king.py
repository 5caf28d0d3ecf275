"""The computer player of Sorry, King!: alpha-beta search over whole turns (RULES §K).

A turn is several decisions (chess move, checker move, colour-change choices, the
last possibly by the other player), so the search is plain minimax over decisions:
it maximises where the searching seat decides and minimises elsewhere, and its depth
counts whole turns. Iterative deepening fills a time budget; a fixed depth (budget
None) makes a deterministic player for tests.

`evaluate(state, seat)` (the registry's evaluator) judges a position in centipawns:
material, mobility, king safety, checker progress towards four tours, and the colour
changes each side's checkers threaten (an enemy king alone on a line is a win).
"""

from __future__ import annotations

import random
import time

import chess

from sorry_game.ai.budget import Budget
from sorry_game.engine.actions import Action
from sorry_game.games.king.checkers import EMPTY
from sorry_game.games.king.ring import OTHER_END, RING_SIZE
from sorry_game.games.king.rules import CHESS, TOURS_TO_WIN, colour_of
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
    score += _checkers(state, seat) - _checkers(state, 1 - seat)
    mover = 0 if board.turn else 1  # at the start of a turn: who moves next
    lines: dict[int, int] = {}
    for side in (seat, 1 - seat):
        weight = THREAT_NOW if side == mover else THREAT_LATER
        threat = weight * _threat(state, side, lines)
        score += threat if side == seat else -threat
    if abs(lead) >= 300:
        score += _mop_up(board, me if lead > 0 else not me) * (1 if lead > 0 else -1)
    return score


def _side(board: chess.Board, colour: chess.Color) -> tuple[int, int, int]:
    """(material, mobility, attacked squares) of one side. Mobility counts the squares
    the pieces (not pawns or king) attack that their own side does not occupy."""
    own = board.occupied_co[colour]
    pawns = board.pawns & own
    material = 100 * pawns.bit_count()
    material += 300 * (board.knights & own).bit_count()
    material += 320 * (board.bishops & own).bit_count()
    material += 500 * (board.rooks & own).bit_count()
    material += 900 * (board.queens & own).bit_count()
    if colour:
        attacked = (
            (pawns << 7) & ~chess.BB_FILE_H | (pawns << 9) & ~chess.BB_FILE_A
        ) & chess.BB_ALL
    else:
        attacked = (pawns >> 9) & ~chess.BB_FILE_H | (pawns >> 7) & ~chess.BB_FILE_A
    king = board.kings & own
    if king:
        attacked |= chess.BB_KING_ATTACKS[chess.msb(king)]
    mobility = 0
    for sq in chess.scan_forward(own & ~board.pawns & ~board.kings):
        reach = board.attacks_mask(sq)
        attacked |= reach
        mobility += (reach & ~own).bit_count()
    return material, mobility, attacked


def _king_danger(board: chess.Board, colour: chess.Color, enemy_attacks: int) -> float:
    """Check, and enemy attacks on the squares around `colour`'s king."""
    king = board.kings & board.occupied_co[colour]
    if not king:
        return 0.0
    zone = chess.BB_KING_ATTACKS[chess.msb(king)]
    danger = KING_ZONE_CP * (zone & enemy_attacks).bit_count()
    return danger + (CHECK_CP if king & enemy_attacks else 0.0)


def _checkers(state: KingState, seat: int) -> float:
    """K-7, K-11d: finished tours and the steps of the checkers on the ring; the
    lead checker counts more when it would bring the winning tour."""
    checkers, rules = state.checkers, state.rules
    red, step = rules.red[seat], rules.step
    steps = [(sq - red) * step % RING_SIZE for sq, o in enumerate(checkers.ring) if o == seat]
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
    for value, kind in _CHEAPEST_FIRST:
        if others & kind(board):
            return value
    return 0


_CHEAPEST_FIRST = (
    (100, lambda b: b.pawns),
    (300, lambda b: b.knights),
    (320, lambda b: b.bishops),
    (500, lambda b: b.rooks),
    (900, lambda b: b.queens),
)


def _threat(state: KingState, seat: int, lines: dict[int, int]) -> float:
    """K-8, K-9: the best colour change `seat` could force with one checker move next
    turn (0 when none helps). `lines` caches what a side gives up on a line."""
    board, checkers, rules = state.board, state.checkers, state.rules
    ring = checkers.ring
    # the line ends a checker could complete a control on: the other end is held
    targets = [
        e for e, o in enumerate(OTHER_END) if o >= 0 and ring[o] != EMPTY and ring[e] != seat
    ]
    if not targets:
        return 0.0
    red, step = rules.red[seat], rules.step
    colour = colour_of(seat)
    own = board.occupied_co[colour]
    values = rules.value_of
    distances = {values[t] for t, kind in _KINDS if own & kind(board)}
    distances.add(values[chess.KING])
    best = 0.0
    for sq, owner in enumerate(ring):
        if owner != seat:
            continue
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


_KINDS = (
    (chess.PAWN, lambda b: b.pawns),
    (chess.KNIGHT, lambda b: b.knights),
    (chess.BISHOP, lambda b: b.bishops),
    (chess.ROOK, lambda b: b.rooks),
    (chess.QUEEN, lambda b: b.queens),
)


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


# --- search -----------------------------------------------------------------------------
class _OutOfTime(Exception):
    pass


def _ordered(state: KingState) -> list[Action]:
    """Captures (most valuable victim first) and promotions before quiet chess moves."""
    legal = state.legal_actions()
    if state.phase != CHESS:
        return legal
    board = state.board

    def key(action: Action) -> int:
        move: chess.Move = action.move  # type: ignore[attr-defined]
        victim = board.piece_type_at(move.to_square) or 0
        attacker = board.piece_type_at(move.from_square) or 0
        gain = 10 * PIECE_CP[victim] - PIECE_CP[attacker] // 10 if victim else 0
        if move.promotion:
            gain += PIECE_CP[move.promotion]
        return -gain

    legal.sort(key=key)
    return legal


class KingAgent:
    """Alpha-beta over whole turns with iterative deepening.

    Searches 1, 2, … up to `depth` whole turns while `budget` seconds last (None:
    exactly `depth` turns); the first `min_depth` iterations always finish. `noise`
    adds centipawns of randomness to the root scores (the easy player)."""

    def __init__(
        self,
        seed: int | None = None,
        depth: int = 4,
        budget: float | None = 0.5,
        noise: float = 0.0,
        name: str = "normal",
        min_depth: int = 1,
    ) -> None:
        self.rng = random.Random(seed)
        self.depth = depth
        self.min_depth = min_depth
        self.budget = budget
        self.noise = noise
        self.name = name
        self.nodes = 0
        self._deadline = 0.0

    def choose(self, state: KingState) -> Action:
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        seat = state.current_player()
        assert seat is not None, "the game is over"
        start = time.perf_counter()
        self.nodes = 0
        # the checker move and colour changes were mostly weighed with the chess move
        budget = self.budget if state.phase == CHESS or self.budget is None else self.budget / 4
        order = _ordered(state)
        best = order[0]
        for depth in range(1, self.depth + 1):
            if depth <= self.min_depth or budget is None:
                self._deadline = float("inf")
            else:
                self._deadline = start + budget
            try:
                scores = self._root(state, order, seat, depth)
            except _OutOfTime:
                break
            if self.noise:
                scores = [s + self.rng.gauss(0.0, self.noise) for s in scores]
            top = max(scores)
            ties = [a for a, s in zip(order, scores, strict=True) if s >= top - 1e-6]
            best = ties[int(self.rng.random() * len(ties))]
            ranked = sorted(
                zip(scores, range(len(order)), order, strict=True), key=lambda t: (-t[0], t[1])
            )
            order = [a for _, _, a in ranked]
            if top >= WIN / 2 or top <= -WIN / 2:
                break  # the result is decided either way
        return best

    def _root(self, state: KingState, order: list[Action], seat: int, depth: int) -> list[float]:
        end = state.turns + depth
        alpha = -float("inf")
        scores = []
        for action in order:
            child = state.clone()
            child.apply_fast(action)
            score = self._search(child, seat, end, alpha, float("inf"))
            scores.append(score)
            alpha = max(alpha, score)
        return scores

    def _search(self, state: KingState, seat: int, end: int, alpha: float, beta: float) -> float:
        self.nodes += 1
        if self.nodes & 255 == 0 and time.perf_counter() > self._deadline:
            raise _OutOfTime
        if state.is_over() or state.turns >= end:
            return evaluate(state, seat)
        maximise = state.current_player() == seat
        value = -float("inf") if maximise else float("inf")
        for action in _ordered(state):
            child = state.clone()
            child.apply_fast(action)
            score = self._search(child, seat, end, alpha, beta)
            if maximise:
                if score > value:
                    value = score
                alpha = max(alpha, value)
            else:
                if score < value:
                    value = score
                beta = min(beta, value)
            if alpha >= beta:
                break
        return value


#: level -> (most whole turns searched, seconds per decision, turns always searched,
#: noise in centipawns)
LEVELS: dict[str, tuple[int, float, int, float]] = {
    "easy": (1, 0.2, 1, 150.0),
    "normal": (4, 0.5, 2, 0.0),
    "hard": (6, 2.0, 2, 0.0),
    "expert": (8, 3.0, 2, 0.0),
}


def build_agent(
    level: str, seed: int | None = None, budget: Budget | None = None
) -> KingAgent | None:
    """The computer player for `level` (None for a level this module does not know,
    e.g. random: the registry's default is used)."""
    if level not in LEVELS:
        return None
    depth, seconds, min_depth, noise = LEVELS[level]
    return KingAgent(
        seed, depth=depth, budget=seconds, noise=noise, name=level, min_depth=min_depth
    )
