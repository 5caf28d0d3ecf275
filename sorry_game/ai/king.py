"""The computer player of Sorry, King!: alpha-beta search over whole turns (RULES §K).

A turn is several decisions (chess move, checker move, colour-change choices, the
last possibly by the other player), so the search is plain minimax over decisions:
it maximises where the searching seat decides and minimises elsewhere, and its depth
counts whole turns. Iterative deepening with a transposition table fills the time of
a `Budget`; its iterations (nodes) make a deterministic player for tests.

`evaluate(state, seat)` (the registry's evaluator, `ai/king_eval.py`) judges a
position in centipawns: material, mobility, king safety, checker progress towards
four tours, the colour changes each side's checkers threaten and the loose piece the
side to move can take.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable

import chess

from sorry_game.ai.budget import Budget, interrupted
from sorry_game.ai.judging import Judge, Judgement, Weighed
from sorry_game.ai.king_eval import DRAW, PIECE_CP, WIN, _score, evaluate
from sorry_game.engine.actions import Action
from sorry_game.games.king.checkers import EMPTY
from sorry_game.games.king.ring import OTHER_END, RING_SIZE
from sorry_game.games.king.rules import CHANGE, CHECKER, CHESS, OVER, KingRules
from sorry_game.games.king.state import KingState

__all__ = ["DRAW", "WIN", "KingAgent", "_score", "build_agent", "evaluate", "tt_key"]

# --- search -----------------------------------------------------------------------------
#: what a transposition-table value is: the true value, at least it, or at most it
EXACT, LOWER, UPPER = 0, 1, 2
#: nodes between looks at the clock and the stop signal
CHECK_EVERY = 64
#: the table is emptied when it holds more positions than this (memory stays bounded)
TT_LIMIT = 200_000
#: a new depth is not begun once this share of the time is gone: it could not finish
START_SHARE = 0.45
#: a checker move or colour change was mostly weighed with the chess move: less time
AFTER_CHESS_SHARE = 0.25

#: (whole turns searched below, value, EXACT/LOWER/UPPER, best action's code or -1):
#: numbers only, so the garbage collector never walks the table
Entry = tuple[int, float, int, int]


#: a bitboard enters the key in halves (bits 0-59, 60-63): Python hashes an int modulo
#: 2**61 - 1, f8-h8 aliased a1-c1, and a colour change's swap of the rooks on a1 and h8
#: and the bishops on c1 and f8 kept the key (the search read the other's score)
_LOW = (1 << 60) - 1


def tt_key(state: KingState) -> int:
    """Everything that decides a position's legal actions and value: the chess position
    (pieces, side to move, castling rights, an en passant that can be taken), the ring,
    reserves and tours, the rules, and whose decision it is (phase, mover, distance,
    changes pending). The move history (repetitions, quiet turns) is left out, as in
    chess engines; `tests/games/test_king_ai.py` checks equal keys mean equal actions.
    The 64-bit hash of all that is the key (each bitboard in two halves: `_LOW`): a
    collision is vanishingly rare, and a table move is only tried when it is legal."""
    board, checkers = state.board, state.checkers
    ep = board.ep_square if board.ep_square is not None and board.has_legal_en_passant() else None
    bbs = (board.pawns, board.knights, board.bishops, board.rooks, board.queens, board.kings)
    white, black = board.occupied_co[chess.WHITE], board.occupied_co[chess.BLACK]
    pieces = tuple(bb & _LOW for bb in (*bbs, white, black))
    sides = (tuple(bb >> 60 for bb in (*bbs, white, black)), board.turn, ep)
    ring = (tuple(checkers.ring), tuple(checkers.reserve), tuple(checkers.finished))
    decision = (state.phase, state.mover, state.distance, state.pending, state.rules)
    return hash((pieces, sides, board.clean_castling_rights(), ring, decision))


def _code(action: Action) -> int:
    """A number naming an action among those of its phase (the table stores it)."""
    move: chess.Move | None = getattr(action, "move", None)
    if move is not None:
        return move.from_square | move.to_square << 6 | (move.promotion or 0) << 12
    return action.square  # type: ignore[attr-defined]


def _to_tt(value: float, turns: int) -> float:
    """A win's value counts the turns from the game start; stored, from this node
    (and back with -turns)."""
    if abs(value) > WIN / 2:
        return value + turns if value > 0 else value - turns
    return value


class _Stop(Exception):
    """The time, the node budget or the stop signal ended the search."""


class KingAgent:
    """Alpha-beta over whole turns: iterative deepening, a transposition table and
    move ordering (table move, captures by MVV-LVA, promotions, killers, history).

    Searches 1, 2, … up to `depth` whole turns within `budget`: its seconds (a deadline
    for each decision; a checker move or colour change gets a quarter) and its
    iterations, which count search nodes (decisions looked at) per decision, so that
    `Budget(0, iterations=N)` is fully deterministic. `budget` None: exactly `depth`
    turns. When time runs out the last finished depth's best move is played, or the
    unfinished depth's best when it beat the principal move. `noise` adds centipawns
    of randomness to the root scores (the easy player)."""

    def __init__(
        self,
        seed: int | None = None,
        depth: int = 4,
        budget: Budget | None = None,
        noise: float = 0.0,
        name: str = "normal",
    ) -> None:
        self.rng = random.Random(seed)
        self.depth = depth
        self.budget = budget
        self.noise = noise
        self.name = name
        self.nodes = 0
        #: the deepest whole-turn search finished in the last decision (for benchmarks)
        self.depth_done = 0
        self.tt: dict[int, Entry] = {}
        self.leaves: dict[int, float] = {}  # where a search stopped, by key: `keep_leaves`
        self._owner: tuple[int, KingRules] | None = None
        self._history: dict[tuple[bool, int, int], int] = {}
        self._killers: dict[int, list[chess.Move]] = {}
        self._moves: dict[int, list[Action]] = {}  # each position's legal actions, by key
        self._seat = self._end = self._root_turns = 0
        self._deadline = float("inf")
        self._max_nodes: int | None = None
        #: the root's moves, best first by the last depth `principal` finished
        self.ranked: list[Action] = []

    def keep_leaves(self, leaves: dict[int, float], seat: int, rules: KingRules) -> None:
        """Search with the evaluations earlier searches for `seat` under `rules` found (the
        review's judge keeps them from decision to decision: a leaf's value is its key's)."""
        self.leaves, self._owner = leaves, (seat, rules)

    # --- the decision ---------------------------------------------------------------
    def choose(self, state: KingState) -> Action:
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        seat = state.current_player()
        assert seat is not None, "the game is over"
        start = time.perf_counter()
        seconds = self._prepare(state, seat, start)
        entry = self.tt.get(tt_key(state))
        order = self._ordered(state, entry[3] if entry else -1)
        best, best_score = order[0], -float("inf")
        self.depth_done = 0
        try:
            self._poll()
            for depth in range(1, self.depth + 1):
                if depth > 1 and time.perf_counter() - start > START_SHARE * seconds:
                    break
                self._end = state.turns + depth
                scores: list[float] = []
                try:
                    self._root(state, order, scores)
                except _Stop:
                    # the unfinished depth: a move that beat the principal one is better
                    if len(scores) > 1 and max(scores) > scores[0]:
                        best = order[scores.index(max(scores))]
                    raise
                if self.noise:
                    scores = [s + self.rng.gauss(0.0, self.noise) for s in scores]
                ranked = sorted(range(len(order)), key=lambda i: -scores[i])  # stable
                best, best_score = order[ranked[0]], scores[ranked[0]]
                order = [order[i] for i in ranked]
                self.depth_done = depth
                if abs(best_score) >= WIN / 2:
                    break  # the result is decided either way
        except _Stop:
            pass
        return best

    def principal(self, state: KingState, growth: int = 8) -> list[tuple[int, Action, float]]:
        """(depth, best action, its score) of every whole-turn depth the budget lets the
        search finish, shallowest first: the review's judge reads them (no noise). A
        depth is begun only while the nodes spent are at most 1/`growth` of the node
        budget (one turn deeper costs many times more: a depth cut off is wasted)."""
        seat = state.current_player()
        assert seat is not None, "the game is over"
        self._prepare(state, seat, time.perf_counter())
        order = self._ordered(state, -1)
        found: list[tuple[int, Action, float]] = []
        most = self._max_nodes
        try:
            for depth in range(1, self.depth + 1):
                if found and most is not None and self.nodes * growth > most:
                    break
                self._end = state.turns + depth
                scores: list[float] = []
                self._root(state, order, scores)
                ranked = sorted(range(len(order)), key=lambda i: -scores[i])  # stable
                order = [order[i] for i in ranked]
                found.append((depth, order[0], scores[ranked[0]]))
                self.ranked = order
                if abs(scores[ranked[0]]) >= WIN / 2:
                    break  # the result is decided either way
        except _Stop:
            pass
        return found

    def exact(self, state: KingState, action: Action, depth: int) -> float | None:
        """`action`'s exact score at `depth` whole turns, after `principal` on `state`
        (its tables help), within a budget of its own; None when that ran out."""
        self.nodes = 0
        self._end = state.turns + depth
        child = state.clone()
        child.apply_fast(action)
        try:
            return self._search(child, -float("inf"), float("inf"))
        except _Stop:
            return None

    def _prepare(self, state: KingState, seat: int, start: float) -> float:
        """Reset the per-decision tables and set the deadline; the seconds allowed."""
        if self._owner != (seat, state.rules) or len(self.tt) > TT_LIMIT:
            self.tt.clear()  # values are the searching seat's
            self.leaves.clear()
            self._owner = (seat, state.rules)
        elif len(self.leaves) > TT_LIMIT:
            self.leaves.clear()  # (alone: the table's moves, and so the play, stay)
        self._history.clear()
        self._killers.clear()
        self._moves.clear()
        self._seat = seat
        self._root_turns = state.turns
        self.nodes = 0
        budget = self.budget
        if budget is None:
            self._deadline, self._max_nodes = float("inf"), None
            return float("inf")
        seconds = budget.seconds if state.phase == CHESS else budget.seconds * AFTER_CHESS_SHARE
        timed = budget.seconds > 0 or budget.iterations is None
        self._deadline = start + seconds if timed else float("inf")
        self._max_nodes = budget.iterations
        return seconds if timed else float("inf")

    def _poll(self) -> None:
        """Stop at the deadline or when whoever asked no longer wants the answer."""
        if interrupted() or time.perf_counter() >= self._deadline:
            raise _Stop

    def _root(self, state: KingState, order: list[Action], scores: list[float]) -> None:
        """Score every root action into `scores` (exact for the best; the others are
        searched with the best so far as bound unless noise wants them all exact)."""
        alpha = -float("inf")
        best: Action | None = None
        for action in order:
            child = state.clone()
            child.apply_fast(action)
            score = self._search(child, -float("inf") if self.noise else alpha, float("inf"))
            scores.append(score)
            if score > alpha:
                alpha, best = score, action
        self._store(tt_key(state), self._end - state.turns, alpha, EXACT, best, state.turns)

    # --- the tree ---------------------------------------------------------------------
    def _search(self, state: KingState, alpha: float, beta: float) -> float:
        self.nodes += 1
        if self._max_nodes is not None and self.nodes >= self._max_nodes:
            raise _Stop
        if self.nodes % CHECK_EVERY == 0:
            self._poll()
        if state.phase == OVER:
            return evaluate(state, self._seat)
        turns = state.turns
        left = self._end - turns
        key = tt_key(state)
        if left <= 0:
            leaves = self.leaves
            value = leaves.get(key)
            if value is None:
                value = leaves[key] = _score(state, self._seat)
            return value
        entry = self.tt.get(key)
        tt_move = -1
        if entry is not None:
            tt_move = entry[3]
            if entry[0] >= left:
                value, flag = _to_tt(entry[1], -turns), entry[2]
                if (
                    flag == EXACT
                    or (flag == LOWER and value >= beta)
                    or (flag == UPPER and value <= alpha)
                ):
                    return value
        maximise = state.current_player() == self._seat
        alpha0, beta0 = alpha, beta
        value = -float("inf") if maximise else float("inf")
        best: Action | None = None
        known = self._moves.get(key)  # (met before: iterative deepening's depths)
        if known is not None:
            state.take_legal(known)
        elif len(self._moves) < TT_LIMIT // 4:  # (memory stays bounded)
            self._moves[key] = state.legal_actions()
        for action in self._ordered(state, tt_move):
            child = state.clone()
            child.apply_fast(action)
            score = self._search(child, alpha, beta)
            if maximise:
                if score > value:
                    value, best = score, action
                    alpha = max(alpha, value)
            elif score < value:
                value, best = score, action
                beta = min(beta, value)
            if alpha >= beta:
                self._cutoff(state, action, left)
                break
        flag = UPPER if value <= alpha0 else LOWER if value >= beta0 else EXACT
        self._store(key, left, value, flag, best, turns)
        return value

    def _store(
        self, key: int, left: int, value: float, flag: int, best: Action | None, turns: int
    ) -> None:
        self.tt[key] = (left, _to_tt(value, turns), flag, -1 if best is None else _code(best))

    def _cutoff(self, state: KingState, action: Action, left: int) -> None:
        """A quiet chess move that cut the search off: a killer for this turn of the
        search, and history credit for its squares."""
        if state.phase != CHESS:
            return
        move: chess.Move = action.move  # type: ignore[attr-defined]
        board = state.board
        if board.occupied_co[not board.turn] & chess.BB_SQUARES[move.to_square]:
            return
        killers = self._killers.setdefault(state.turns - self._root_turns, [])
        if move not in killers:
            killers.insert(0, move)
            del killers[2:]
        hkey = (board.turn, move.from_square, move.to_square)
        self._history[hkey] = self._history.get(hkey, 0) + left * left

    def _ordered(self, state: KingState, first: int) -> list[Action]:
        """The legal actions, the likely best first: the table's move (its code;
        -1 none), then by phase."""
        legal = state.legal_actions()
        order = _ORDER_BY_PHASE.get(state.phase)
        if order is not None:
            legal.sort(key=order(self, state))
        if first >= 0:
            for i, action in enumerate(legal):
                if _code(action) == first:
                    legal.insert(0, legal.pop(i))
                    break
        return legal

    def _chess_order(self, state: KingState) -> Callable[[Action], int]:
        """Captures (most valuable victim, then least valuable attacker), promotions,
        killer moves, then quiet moves by history."""
        board = state.board
        theirs = board.occupied_co[not board.turn]
        killers = self._killers.get(state.turns - self._root_turns, ())
        history = self._history
        colour = board.turn

        def key(action: Action) -> int:
            move: chess.Move = action.move  # type: ignore[attr-defined]
            to = move.to_square
            if theirs & chess.BB_SQUARES[to]:
                victim = board.piece_type_at(to) or 0
                attacker = board.piece_type_at(move.from_square) or 0
                return -(10_000_000 + 10 * PIECE_CP[victim] - attacker)
            if move.promotion:
                return -(9_000_000 + PIECE_CP[move.promotion])
            if move in killers:
                return -8_000_000 + killers.index(move)
            return -history.get((colour, move.from_square, to), 0)

        return key

    def _checker_order(self, state: KingState) -> Callable[[Action], int]:
        """A checker that forms a control, captures or finishes its tour first."""
        ring, rules, mover = state.checkers.ring, state.rules, state.mover
        red, step, distance = rules.red[mover], rules.step, state.distance

        def key(action: Action) -> int:
            square: int = action.square  # type: ignore[attr-defined]
            if (square - red) * step % RING_SIZE + distance >= RING_SIZE:
                return -2
            dest = (square + step * distance) % RING_SIZE
            other = OTHER_END[dest]
            control = 3 if other >= 0 and ring[other] != EMPTY else 0
            return -(control + (2 if ring[dest] == 1 - mover else 0))

        return key

    def _change_order(self, state: KingState) -> Callable[[Action], int]:
        """The owner gives up the cheapest piece first."""
        board = state.board
        return lambda action: PIECE_CP[board.piece_type_at(action.square) or 0]  # type: ignore[attr-defined]


_ORDER_BY_PHASE: dict[str, Callable[[KingAgent, KingState], Callable[[Action], int]]] = {
    CHESS: KingAgent._chess_order,
    CHECKER: KingAgent._checker_order,
    CHANGE: KingAgent._change_order,
}


#: level -> (most whole turns searched, its seconds per decision when the budget it is
#: given names none, noise in centipawns)
LEVELS: dict[str, tuple[int, float, float]] = {
    "easy": (1, 0.1, 150.0),
    "normal": (2, 0.3, 0.0),
    "hard": (8, 0.8, 0.0),
    "expert": (12, 3.0, 0.0),
}
#: Setup offers Expert here: it beat Hard in 10 of 10 games (issue 18; elsewhere unmeasured)
OFFERED_LEVELS = ("easy", "normal", "hard", "expert")


def build_agent(
    level: str, seed: int | None = None, budget: Budget | None = None
) -> KingAgent | None:
    """The computer player for `level` (None for a level this module does not know,
    e.g. random: the registry's default is used). A budget with neither seconds nor
    iterations (the levels' default for easy and normal) means the level's own time."""
    if level not in LEVELS:
        return None
    depth, seconds, noise = LEVELS[level]
    if budget is None or (budget.seconds <= 0 and budget.iterations is None):
        budget = Budget(seconds)
    return KingAgent(seed, depth=depth, budget=budget, noise=noise, name=level)


# --- the game review (issue 42) ----------------------------------------------------------
#: positions the review's search may look at per decision (at effort 1): two whole
#: turns in nearly every position
REVIEW_NODES = 3000
#: the depths the review follows one turn deeper for the moves that matter (it must see
#: further than the normal player, who looks two whole turns ahead, to judge it)
DEEPER = 2
#: the scale, per centipawn, of the search's score in the curve that makes it a chance to
#: win (first a chess site's logistic slope, fitted by `bench/fit_review.py --game king`)
CHANCE_SLOPE = 0.0024
#: the curve's bend: a chance to win is logistic(A · ((|s|·SLOPE + KNEE)^P − KNEE^P)),
#: signed as the score s: one slope could not fit both ends (given 65 %, won 87 %). KNEE
#: keeps ten centipawns near equal under two points (never a mark). The fits and their
#: figures: docs/ARCHITECTURE.md, "Calibrated chances".
CHANCE_A, CHANCE_P, CHANCE_KNEE = 7.06, 0.186, 0.5
#: the bend's scale by the chessmen on the board (n): CHANCE_MATERIAL[0] +
#: CHANCE_MATERIAL[1] · (n − 28) / 6, within CHANCE_SCALES: one bend for every phase was
#: too timid with a full board and too sure with a bare one (fitted with the bend by
#: `bench/fit_king.py --material`). The scale stops at 1.2, where ten centipawns near
#: even still cost under an inaccuracy (a fit on a few dozen games reached 1.4)
CHANCE_MATERIAL = (1.111, 0.179)
CHANCE_SCALES = (0.5, 1.2)


def chance_of(score: float, pieces: int = 28) -> float:
    """The searching seat's chance to win from its search's score in centipawns (a
    chess site's Win% curve, bent to fit this game's outcomes) with `pieces` chessmen
    on the board (the bend's scale: `CHANCE_MATERIAL`).

    >>> chance_of(0.0), round(chance_of(100.0), 2), round(chance_of(500.0), 2)
    (0.5, 0.63, 0.85)
    >>> round(chance_of(500.0, pieces=32), 2), round(chance_of(500.0, pieces=18), 2)
    (0.87, 0.78)
    >>> chance_of(WIN) > 0.999, chance_of(WIN, pieces=4) > 0.999
    (True, True)
    >>> chance_of(-300.0) + chance_of(300.0)
    1.0
    """
    low, high = CHANCE_SCALES
    scale = max(low, min(high, CHANCE_MATERIAL[0] + CHANCE_MATERIAL[1] * (pieces - 28) / 6))
    if abs(score) >= WIN / 2:  # a forced win is sure whatever the chessmen left: the
        scale = max(scale, 1.0)  # scale reads an evaluation's doubt, a mate has none
    bent = (
        scale
        * CHANCE_A
        * ((abs(score) * CHANCE_SLOPE + CHANCE_KNEE) ** CHANCE_P - CHANCE_KNEE**CHANCE_P)
    )
    x = max(-50.0, min(50.0, math.copysign(bent, score)))
    return 1.0 / (1.0 + math.exp(-x))


class KingJudge:
    """The review's judge (issue 42): the search's scores of the best move and of the
    one chosen, made chances by `chance_of`. Every move is searched as deep as the
    budget finishes (two whole turns in most positions, as deep as the normal player
    looks); the moves that matter, the best and the chosen one (or, when the chosen one
    is the best, the runner-up), are searched one turn deeper, so that a move that only
    looks best two turns ahead is found out. The uncertainty is how far each score
    moved from one turn less deep (a forced win or loss found is sure). The game has no
    chance and hides nothing: the position is searched as it is."""

    chance = False

    def __init__(self, nodes: int = REVIEW_NODES, deeper: int = DEEPER) -> None:
        self.nodes = nodes
        #: the depths that are followed by one more turn for the moves that matter
        self.deeper = deeper
        #: the searches' evaluations by seat and rules, kept from decision to decision (the
        #: same judgements, 20-30 % faster; at most `TT_LIMIT` a seat: see `_prepare`)
        self.leaves: dict[tuple[int, KingRules], dict[int, float]] = {}

    def weigh(
        self, state: KingState, chosen: Action, effort: float, rng: random.Random
    ) -> Judgement:
        seat = state.current_player()
        assert seat is not None, "the game is over"
        budget = Budget(0.0, max(100, round(self.nodes * effort)))
        agent = KingAgent(rng.getrandbits(32), depth=12, budget=budget)
        agent.keep_leaves(self.leaves.setdefault((seat, state.rules), {}), seat, state.rules)
        found = agent.principal(state)
        work = agent.nodes
        known: dict[tuple[int, Action], float | None] = {(d, a): v for d, a, v in found}

        def exact(action: Action, depth: int) -> float | None:
            nonlocal work
            if (depth, action) not in known:
                known[depth, action] = agent.exact(state, action, depth)
                work += agent.nodes
            return known[depth, action]

        scored: tuple[int, Action, float, float] | None = None
        while found and scored is None:  # the deepest depth that scores the chosen move too
            depth, best, score = found[-1]
            mine = exact(chosen, depth)
            if mine is None:
                found.pop()
            else:
                scored = (depth, best, score, min(score, mine))
        if scored is None:  # not one whole turn deep: one look ahead at the evaluation
            scored = (0, *self._one_look(state, seat, chosen))
        elif scored[0] <= self.deeper and abs(scored[2]) < WIN / 2:
            scored = self._one_turn_deeper(scored, chosen, agent.ranked, exact)
        depth, best, score, mine = scored
        pieces = len(state.board.piece_map())

        def chance(value: float) -> float:
            return chance_of(value, pieces)

        cost = chance(score) - chance(mine)
        error = 0.0
        if best != chosen:
            error = cost
            was_best, was_mine = (
                (exact(best, depth - 1), exact(chosen, depth - 1)) if depth >= 2 else (None, None)
            )
            if was_best is not None and was_mine is not None:
                error = sum(
                    0.0 if abs(now) >= WIN / 2 else abs(chance(now) - chance(then))
                    for now, then in ((score, was_best), (mine, was_mine))
                )

        def pair(value: float) -> tuple[float, ...]:
            return tuple(chance(value) if s == seat else 1.0 - chance(value) for s in (0, 1))

        choices = [Weighed(best, pair(score), 0.0, work)]
        if best != chosen:
            choices.append(Weighed(chosen, pair(mine), error, work))
        return Judgement(seat, tuple(choices), work)

    @staticmethod
    def _one_turn_deeper(
        scored: tuple[int, Action, float, float],
        chosen: Action,
        ranked: list[Action],
        exact: Callable[[Action, int], float | None],
    ) -> tuple[int, Action, float, float]:
        """The best and the chosen move (or the runner-up) searched one turn deeper: the
        deeper verdict when both finish within the budget, else the one already found."""
        depth, best, _, _ = scored
        rival = chosen if chosen != best else next((a for a in ranked if a != best), None)
        if rival is None:
            return scored
        top, other = exact(best, depth + 1), exact(rival, depth + 1)
        if top is None or other is None:
            return scored
        if other > top:
            best, top = rival, other
        mine = top if chosen == best else exact(chosen, depth + 1)
        return scored if mine is None else (depth + 1, best, top, min(top, mine))

    @staticmethod
    def _one_look(state: KingState, seat: int, chosen: Action) -> tuple[Action, float, float]:
        """(the best move, its evaluation, the chosen move's) one look ahead."""
        scored = []
        for action in state.legal_actions():
            child = state.clone()
            child.apply_fast(action)
            scored.append((evaluate(child, seat), action))
        top = max(scored, key=lambda x: x[0])
        return top[1], top[0], next(v for v, a in scored if a == chosen)


def review_judge(state: KingState) -> Judge:
    """The game review's judge of Sorry, King!: `KingJudge`."""
    return KingJudge()
