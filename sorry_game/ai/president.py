"""The computer player of Sorry My Ass! (issue 9): a fast heuristic, and searches over it.

Judgement, in the words of the rule book's tips:
- each card's pawn move is scored by what it changes on the board: progress, SAFETY
  and HOME, opponents bumped back, own pawns bumped, the risk a pawn runs where it lands
  (only players still holding cards can hit it this round);
- a play is worth the moves its cards make plus the cards it sheds (fewer cards is
  nearer to President, and a player out of cards is safe); every card played is a pawn
  move, so a high card kept back is a move not made this round (the review's judge and
  full games agree: holding the 1s, 2s and SORRY!s back cost the normal player, `KEEP`
  is now the hard search's value of a hand only);
- low singles and pairs go first; a play whose moves would hurt is passed instead;
- the President gives the Asshole their lowest card.
`evaluate(state, seat)` is the same judgement over a whole position, for the
tree searches (`ai/search.py`): normal's few iterations and hard's many, both with the
heuristic (`PresidentAgent`, the "policy") playing the moves they look through.
"""

from __future__ import annotations

import random

from sorry_game.ai.agents import EasyAgent, ScoringAgent
from sorry_game.ai.board import (
    HOME_BONUS,
    RISK_WEIGHT,
    SAFE_BONUS,
    START_PENALTY,
    THREAT,
    THREAT_AHEAD,
)
from sorry_game.ai.board import board_score as board_evaluate
from sorry_game.ai.budget import Budget
from sorry_game.ai.judging import Judge, RolloutJudge, evaluation_chances
from sorry_game.ai.search import SearchAgent
from sorry_game.engine.actions import Action
from sorry_game.games.board.board import Board
from sorry_game.games.board.geometry import HOME, PROGRESS, SAFETY_BASE, START, TRACK_LEN
from sorry_game.games.board.moves import execute
from sorry_game.games.president.actions import CardMove, GiveCard, PassTurn, PlayCards
from sorry_game.games.president.cards import N_RANKS, RANK_OF
from sorry_game.games.president.moves import card_moves
from sorry_game.games.president.phases import MOVE, OVER, PLAY, TRADE


def _pawn_value(colour: int, pos: int) -> float:
    if pos == START:
        return -START_PENALTY
    steps = PROGRESS[colour][pos]
    if pos == HOME:
        return steps + HOME_BONUS + SAFE_BONUS
    if pos >= SAFETY_BASE:
        return steps + SAFE_BONUS
    return float(steps)


#: PAWN_VALUE[colour][pos]: what one pawn standing there is worth to its owner
PAWN_VALUE = tuple(tuple(_pawn_value(c, p) for p in range(START + 1)) for c in range(4))

#: weights of the card play (in steps of progress)
SHED = 2.5  # one card fewer in hand
#: KEEP[rank index]: the value of holding on to a card of that rank (3 … 2), in
#: `evaluate` (the hard search's hand) and in the review's rollouts (`review_judge`)
KEEP = (0.0, 0.0, 0.0, 0.0, 0.0, 0.5, 0.5, 1.0, 4.0, 5.0, 6.0)
#: what the normal player counts for keeping a card when it plays: nothing. Weighed by
#: the review's judge (each choice played on to the round's end in dealt worlds), its
#: plays that kept the high cards back cost 6.0 points a decision on average (1,008
#: plays of 10 games); with none kept, 3.7, and it beats three easy players 80 games of
#: 100 (56 before) and two normal players of before 131 of 200
PLAY_KEEP = (0.0,) * N_RANKS
LEAD_PASS = 6.0  # giving the lead away for nothing
OUT_BONUS = 12.0  # emptying the hand: safe for the round, maybe President
HAND_WEIGHT = 3.0  # evaluate(): one card fewer than the others, in steps


#: AHEAD[d]: THREAT_AHEAD as a table (0 where no card hits backwards from d ahead)
AHEAD = tuple(THREAT_AHEAD.get(d, 0.0) for d in range(TRACK_LEN))


def risk(pos: list[int], pawn: int, hitters: tuple[int, ...]) -> float:
    """How likely a pawn on the track is hit by the colours in `hitters`, weighted by
    what it would lose (as in board.colour_value). (The review's rollouts call it most
    of all: its tables are read as locals.)"""
    p = pos[pawn]
    if p >= TRACK_LEN:
        return 0.0
    colour = pawn >> 2
    threat, ahead, span = THREAT, AHEAD, TRACK_LEN
    r = 0.0
    for other in hitters:
        if other == colour:
            continue
        b = other * 4
        for t in pos[b : b + 4]:
            if t < span:
                r += threat[(p - t) % span]
                back = ahead[(t - p) % span]
                if back:
                    r += back
    return RISK_WEIGHT * r * (PROGRESS[colour][p] + 4)


def move_gain(
    before: list[int],
    after: list[int],
    colour: int,
    hitters: tuple[int, ...],
    was: dict[int, float] | None = None,
) -> float:
    """What a board change is worth to `colour`: own pawns' value up, opponents' down,
    and the change in risk of the own pawns that moved. `was`: the risks on `before`
    met so far (`best_move` weighs many boards after one)."""
    gain = 0.0
    for pawn in range(16):
        a = before[pawn]
        b = after[pawn]
        if a == b:
            continue
        c = pawn >> 2
        dv = PAWN_VALUE[c][b] - PAWN_VALUE[c][a]
        if c == colour:
            if was is None:
                old = risk(before, pawn, hitters)
            elif pawn in was:
                old = was[pawn]
            else:
                old = was[pawn] = risk(before, pawn, hitters)
            gain += dv - risk(after, pawn, hitters) + old
        else:
            gain -= dv
    return gain


def hitters_of(state, seat: int) -> tuple[int, ...]:
    """The colours that can still move this round: players holding cards (not `seat`)."""
    colours = state.rules.colours
    return tuple(colours[s] for s in range(4) if s != seat and state.sizes[s])


def best_move(board: Board, colour: int, moves: list, hitters: tuple[int, ...]):
    """(gain, move, board after) of the best move among `moves` (one-ply)."""
    best = None
    before = board.pos
    was: dict[int, float] = {}
    for move in moves:
        after = board.copy()
        execute(after, colour, move, None)
        g = move_gain(before, after.pos, colour, hitters, was)
        if best is None or g > best[0]:
            best = (g, move, after)
    return best


def play_gains(board: Board, colour: int, card: int, count: int, hitters) -> list[float]:
    """Cumulative gains of moving 1 … `count` cards of value `card`, greedily."""
    out: list[float] = []
    total = 0.0
    for _ in range(count):
        moves = card_moves(board, colour, card)
        if not moves:
            out.extend([total] * (count - len(out)))
            break
        g, _, board = best_move(board, colour, moves, hitters)
        total += g
        out.append(total)
    return out


class PresidentAgent(ScoringAgent):
    """Normal level: heuristic card play and one-ply pawn moves (module docstring)."""

    name = "normal"

    def __init__(
        self, seed: int | None = None, noise: float = 0.0, keep: tuple[float, ...] = PLAY_KEEP
    ) -> None:
        self.rng = random.Random(seed)
        self.noise = noise
        #: the value of keeping a card of each rank rather than playing it
        self.keep = keep

    def scored(self, state) -> list[tuple[float, Action]]:
        """Every legal action with this player's score for it (higher is better)."""
        phase = state.phase
        legal = state.legal_actions()
        if phase == MOVE:
            return self._score_moves(state, legal)
        if phase == PLAY:
            return self._score_plays(state, legal)
        if phase == TRADE:
            return [(-float(RANK_OF[a.card]), a) for a in legal if isinstance(a, GiveCard)]
        return [(0.0, a) for a in legal]

    def _score_moves(self, state, legal) -> list[tuple[float, Action]]:
        seat = state.turn
        colour = state.rules.colours[seat]
        hitters = hitters_of(state, seat)
        board = state.board
        out: list[tuple[float, Action]] = []
        was: dict[int, float] = {}
        for action in legal:
            if type(action) is not CardMove:
                out.append((0.0, action))
                continue
            after = board.copy()
            execute(after, colour, action.move, None)
            out.append((move_gain(board.pos, after.pos, colour, hitters, was), action))
        return out

    def _score_plays(self, state, legal) -> list[tuple[float, Action]]:
        seat = state.turn
        colour = state.rules.colours[seat]
        hitters = hitters_of(state, seat)
        size = state.sizes[seat]
        leading = state.trick_count == 0
        most: dict[int, int] = {}
        for a in legal:
            if type(a) is PlayCards:
                most[a.card] = max(most.get(a.card, 0), a.count)
        gains = {
            card: play_gains(state.board, colour, card, n, hitters) for card, n in most.items()
        }
        low = min((RANK_OF[c] for c in most), default=0)
        out: list[tuple[float, Action]] = []
        for a in legal:
            if type(a) is PassTurn:
                out.append((-LEAD_PASS if leading else 0.0, a))
                continue
            r = RANK_OF[a.card]
            n = a.count
            score = gains[a.card][n - 1] + SHED * n
            if n == size:
                score += OUT_BONUS
            else:
                score -= self.keep[r] * n
                if leading:
                    score -= 0.8 * (r - low)  # lead the low cards first
            if self.noise:
                score += self.rng.gauss(0.0, self.noise)
            out.append((score, a))
        return out


#: what counts as a clear lead in `evaluate` (the tree search's value scale)
VALUE_SCALE = 200.0


def evaluate(state, seat: int) -> float:
    """How good the position is for `seat`: the board (progress, SAFETY, risk, the
    leader) and the cards in hand against the others' (higher is better)."""
    if state.phase == OVER:
        return 10_000.0 if state.winner == seat else -10_000.0
    colours = state.rules.colours
    value = board_evaluate(state.board.pos, (colours[seat],), tuple(colours))
    sizes = state.sizes
    others = [sizes[s] for s in range(4) if s != seat]
    value += HAND_WEIGHT * (sum(others) / len(others) - sizes[seat])
    hand = state.hands[seat]
    value += sum(KEEP[r] * hand[r] for r in range(N_RANKS)) * 0.5
    return value


#: normal's look-ahead: iterations of the shared tree search (ISMCTS over dealt hands)
#: with `PresidentAgent` playing the moves it looks through. Real games (issue 42): a
#: pair of it beat a pair of the plain heuristic 17 of 20 games (24 iterations: 19 of
#: 20) at about 13 ms a decision; the heuristic alone plays its high cards into tricks
#: and leads with them, which a full game's outcome shows costly
NORMAL_ITERATIONS = 8


def build_agent(level: str, seed: int | None = None, budget: Budget | None = None):
    """policy (the searches' quick player of later moves): PresidentAgent; normal: a
    small fixed search over it (`NORMAL_ITERATIONS`, no clock: it replays); easy:
    mostly random with the heuristic's sense. Other levels: None (the default: the tree
    search, with the policy playing its rollouts)."""
    if level == "policy":
        return PresidentAgent(seed)
    if level == "normal":
        return SearchAgent(
            evaluate,
            PresidentAgent(None if seed is None else seed + 7),
            seed,
            Budget(0.0, NORMAL_ITERATIONS),
            name="normal",
            scale=VALUE_SCALE,
        )
    if level == "easy":
        easy = EasyAgent(evaluate, seed)
        easy.greedy = PresidentAgent(seed)  # type: ignore[assignment]
        return easy
    return None


#: the review's chances: a softmax of `evaluate` over this temperature, fitted on
#: 32,000 positions of 190 games between normal players (`bench/fit_review.py`)
REVIEW_TEMPERATURE = 174.0


def review_judge(state) -> Judge:
    """The game review's judge (issue 42): each choice played on in many deals of the
    unseen hands by the normal player for `ROUND_LEAST` decisions and on to the end of
    the round then, judged there by a softmax of `evaluate`. Mid-round the cards still
    in hand are moves to come, which `evaluate` does not count: stopped there, a seat
    that won a trick and shed its cards at once looked far ahead, and keeping the 1s and
    2s (the normal player's way) looked costly. Stopped at the first round's end, a
    choice just before it was judged on the board of a few moves on (a pawn moved that
    full games show 5 to 13 points worse was called as good)."""
    chances = evaluation_chances(evaluate, state.rules.players, REVIEW_TEMPERATURE)
    # the rollouts keep the player the chances were fitted with (`KEEP`): the yardstick
    # stays where it was when the normal player changes
    policy = PresidentAgent(keep=KEEP)
    return RolloutJudge(
        chances,
        policy,
        plies=ROUND_PLIES,
        stage=round_of,
        least=ROUND_LEAST,
        power=REVIEW_POWER,
        worlds=REVIEW_WORLDS,
    )


#: the most worlds a review weighs a decision in (the judge's default is 64): a Sorry
#: My Ass! rollout plays to the round's end, about 100 decisions of the heuristic, and
#: a decision took 0.47 s (median, two games) at 64 worlds, 0.33 s at 40, past the 0.3 s
#: a review may spend on one; the error of 32 worlds is 1.41 times 64's, and a decision
#: is marked only beyond it
REVIEW_WORLDS = 32


#: the power that calibrates the review's chances (`judging.sharpened`), fitted on 100
#: games between easy and normal players (normal a small search), four decisions each
#: (`bench/calibration.py --fit --seed 9000`: other games than the bench measures): the
#: chances at a round's end came out too timid — a seat judged at 35 % won 44 %, at
#: 15 % won 8 % (log loss 1.0584, 1.0021 with it; calibration error 7.0 → 1.9 points)
REVIEW_POWER = 1.79


#: the most decisions a review's rollout plays: past the longest round
ROUND_PLIES = 400
#: the decisions a review's rollout plays before the round's end may end it
ROUND_LEAST = 24


def round_of(state) -> int:
    """The round a position is in: the review's rollouts play to the round's end."""
    return int(state.round)
