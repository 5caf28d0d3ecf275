"""Computer players of Sorry! Revenge (RULES §R).

Normal: a one-ply judge of each legal action, using only what its seat may know (its
hand, the table, the cards seen played, and what was shown or asked about). Values are
in "flips": a pawn card the player turns is +1, one an opponent turns costs more the
closer that opponent is to winning. A card that leaves the total below 21 is judged by
what the next player can then do: make 21 (bad) or be forced to bust (good); both are
estimated from the cards not yet seen. Steals and blocks are always played.

Easy mixes random moves with the normal judgement. Hard, at four players, plays each
move on in many worlds (`ai/rollouts.py`: the unseen hands and the pile dealt again,
the same worlds for every move) for a few turns — every seat, its own included, playing
the normal player's move (`SELF_IN_ROLLOUTS`) — and asks `win_chances`, each seat's
chance to win learned from games between normal players, what the position is then
worth. At other tables it is the tree search (`ai/search.py`) with the normal player
as its policy and `evaluate` as the value of the positions it reaches.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from sorry_game.ai import judging
from sorry_game.ai.agents import Agent, RandomAgent, ScoringAgent
from sorry_game.ai.budget import Budget
from sorry_game.ai.judging import RolloutJudge, evaluation_chances
from sorry_game.ai.rollouts import softmax
from sorry_game.engine.actions import Action
from sorry_game.games.revenge.actions import (
    Accept,
    Block,
    Discard,
    FlipBack,
    LetGo,
    Steal,
)
from sorry_game.games.revenge.cards import (
    CARDS,
    DONTBE,
    FLIPBACK,
    IS_NUMBER,
    IS_SLIDE,
    PLAY2,
    SLIDE21,
    STEAL,
    SWITCH,
    TAKE2,
    VALUE,
)
from sorry_game.games.revenge.phases import PLAY2_PHASE

DECK_COUNTS = tuple(c.count for c in CARDS)
#: what keeping a card in hand is worth, in flips (card id -> value)
KEEP: tuple[float, ...] = tuple(
    {
        SLIDE21: 0.55,
        STEAL: 0.6,
        DONTBE: 0.45,
        FLIPBACK: 0.3,
        TAKE2: 0.06,
        SWITCH: 0.1,
        PLAY2: 0.1,
    }.get(k, 0.12 if IS_SLIDE[k] else 0.03)
    for k in range(len(CARDS))
)
#: a seat reaching its goal decides the game
WIN_VALUE = 12.0


class Judge:
    """What `seat` knows and how it values outcomes, for one decision."""

    def __init__(self, state: Any, seat: int) -> None:
        self.state = state
        self.seat = seat
        self.n = state.rules.players
        self.goal = state.rules.goal
        unseen = list(DECK_COUNTS)
        for c in state.hands[seat]:
            unseen[c] -= 1
        for c in state.play:
            unseen[c] -= 1
        for c in state.discard:
            unseen[c] -= 1
        for s, known in enumerate(state.known):
            if s != seat:
                for c in known:
                    unseen[c] -= 1
        self.unseen = unseen
        self.unseen_total = max(1, sum(unseen))
        #: the unseen number cards above each value (index v: of values v+1..10), for
        #: "only cards that bust" (`leave`); whole numbers, so the sums are exact
        above = [0] * 12
        for v in range(10, -1, -1):
            above[v] = above[v + 1] + (unseen[v + 1] if v < 10 else 0)
        self.above = above
        self.dead = unseen[STEAL] + unseen[DONTBE]
        # One decision asks the same values again and again (every card's total left
        # for the next seat, a Play 2's every order): each is worked out once.
        self.gains = [self._gain(s) for s in range(self.n)]
        self.busts: dict[int, float] = {}
        self.leaves: dict[tuple[int, int], float] = {}
        self.scored_21: dict[int, float] = {}

    # --- values ------------------------------------------------------------------
    def _gain(self, s: int) -> float:
        flips = self.state.flips[s]
        if s == self.seat:
            return WIN_VALUE if flips + 1 >= self.goal else 1.0 + 0.1 * flips
        if flips + 1 >= self.goal:
            return -WIN_VALUE
        return -(1.0 + 1.5 * flips / self.goal) / (self.n - 1)

    def gain(self, s: int) -> float:
        """What seat `s` turning one pawn card its way is worth to us."""
        return self.gains[s]

    def bust_value(self, buster: int) -> float:
        """Everybody but `buster` gains one (R-6)."""
        value = self.busts.get(buster)
        if value is None:
            gains = self.gains
            value = self.busts[buster] = sum(gains[s] for s in range(self.n) if s != buster)
        return value

    # --- what another seat may hold ----------------------------------------------------
    def p_holds(self, s: int, kinds: list[int]) -> float:
        """Chance that seat `s` holds at least one card of `kinds`."""
        state = self.state
        known = state.known[s]
        if any(k in known for k in kinds):
            return 1.0
        mask = state.absent[s]
        share = sum(self.unseen[k] for k in kinds if not (mask >> k) & 1) / self.unseen_total
        free = len(state.hands[s]) - len(known)
        return 1.0 - (1.0 - min(1.0, share)) ** max(0, free)

    def p_only(self, s: int, kinds: list[int]) -> float:
        """Chance that every unknown card of seat `s` is one of `kinds`."""
        return self._p_only(s, sum(self.unseen[k] for k in kinds))

    def _p_only(self, s: int, count: int) -> float:
        """`p_only` of kinds that `count` unseen cards make up."""
        free = len(self.state.hands[s]) - len(self.state.known[s])
        return min(1.0, count / self.unseen_total) ** max(0, free)

    # --- judging a total left for the next player --------------------------------------
    def leave(self, total: int, nxt: int) -> float:
        """Value of ending our turn with `total` on the pile and `nxt` to play: they
        make 21 (bad for us) or, holding only cards that bust, go over (good)."""
        key = (total, nxt)
        value = self.leaves.get(key)
        if value is not None:
            return value
        need = 21 - total
        makers = [SLIDE21] + ([need] if 0 <= need <= 10 else [])
        p21 = self.p_holds(nxt, makers)
        big = (
            self.above[need]
            if 0 <= need <= 10
            else (0 if need > 10 else self.above[0] + self.unseen[0])
        )
        dead = self.dead
        p_bust = max(0.0, self._p_only(nxt, big + dead) - self._p_only(nxt, dead))
        value = p21 * self.gain(nxt) + (1.0 - p21) * p_bust * self.bust_value(nxt)
        self.leaves[key] = value
        return value

    def made_21(self, scorer: int) -> float:
        """Our 21: it may be stolen unless we can block."""
        value = self.scored_21.get(scorer)
        if value is None:
            value = self.scored_21[scorer] = self._made_21(scorer)
        return value

    def _made_21(self, scorer: int) -> float:
        if DONTBE in self.state.hands[scorer]:
            return self.gain(scorer)
        p_steal = 1.0
        for s in range(self.n):
            if s != scorer:
                p_steal *= 1.0 - self.p_holds(s, [STEAL])
        p_steal = 1.0 - p_steal
        thief = max((s for s in range(self.n) if s != scorer), key=lambda s: self.state.flips[s])
        return (1.0 - p_steal) * self.gain(scorer) + p_steal * self.gain(thief)

    def after_number(self, total: int, numbers: list[int], left: int, nxt: int) -> float:
        """Best value of playing `left` more number cards from `numbers` onto `total`
        (a Play 2), the round ending as soon as one makes 21 or busts."""
        if left <= 0 or not numbers:
            return self.leave(total, nxt)
        best = -1e9
        for v in set(numbers):
            t = total + v
            if t == 21:
                value = self.made_21(self.seat)
            elif t > 21:
                value = self.bust_value(self.seat)
            else:
                rest = numbers[:]
                rest.remove(v)
                value = self.after_number(t, rest, left - 1, nxt)
            best = max(best, value - KEEP[v])
        return best

    # --- one action ----------------------------------------------------------------------
    def score(self, action: Action) -> float:
        state = self.state
        me = self.seat
        if isinstance(action, (Steal, Block)):
            return 10.0
        if isinstance(action, (LetGo, Accept)):
            return 0.0
        if isinstance(action, Discard):
            return -KEEP[action.card]
        nxt = (state.turn + state.direction) % self.n
        hand = state.hands[me]
        if isinstance(action, FlipBack):
            t = action.target
            p_block = self.p_holds(t, [DONTBE])
            return (1.0 - p_block) * -self.gain(t) * 0.9 + self.leave(0, nxt) * 0.5 - KEEP[FLIPBACK]
        card = action.card  # type: ignore[attr-defined]
        total = state.total
        if IS_NUMBER[card] or IS_SLIDE[card]:
            new = total + card if IS_NUMBER[card] else VALUE[card]
            if state.phase == PLAY2_PHASE:  # the number cards of a Play 2
                rest = hand[:]
                rest.remove(card)
                numbers = [c for c in rest if IS_NUMBER[c]]
                if new == 21:
                    return self.made_21(me) - KEEP[card]
                if new > 21:
                    return self.bust_value(me) - KEEP[card]
                return self.after_number(new, numbers, state.left - 1, nxt) - KEEP[card]
            if new == 21:
                return self.made_21(me) - KEEP[card]
            if new > 21:
                return self.bust_value(me) - KEEP[card]
            return self.leave(new, nxt) - KEEP[card]
        if card == TAKE2:
            return self.leave(total, nxt) + 0.1 - KEEP[TAKE2]
        if card == SWITCH:
            back = (state.turn - state.direction) % self.n
            return self.leave(total, back) - KEEP[SWITCH]
        if card == PLAY2:
            rest = hand[:]
            rest.remove(PLAY2)
            numbers = [c for c in rest if IS_NUMBER[c]]
            return self.after_number(total, numbers, 2, nxt) - KEEP[PLAY2]
        return 0.0


class RevengeAgent(ScoringAgent):
    """Normal level: the legal action the judge values most (ties at random)."""

    name = "normal"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def scored(self, state: Any) -> list[tuple[float, Action]]:
        seat = state.current_player()
        judge = Judge(state, seat)
        return [(judge.score(a), a) for a in state.legal_actions()]


class EasyRevengeAgent:
    """Easy level: mostly random, sometimes the normal player's choice."""

    name = "easy"

    def __init__(self, seed: int | None = None, sense: float = 0.35) -> None:
        self.normal = RevengeAgent(seed)
        self.random = RandomAgent(None if seed is None else seed + 1)
        self.rng = random.Random(None if seed is None else seed + 2)
        self.sense = sense

    def choose(self, state: Any) -> Action:
        if self.rng.random() < self.sense:
            return self.normal.choose(state)
        return self.random.choose(state)


#: what counts as a clear lead in `evaluate` (the tree search's value scale)
VALUE_SCALE = 8.0


def evaluate(state: Any, seat: int) -> float:
    """A position for `seat`: pawn cards against the leading opponent, the hand's worth,
    and the game's result when it is over."""
    outcome = state.outcome()
    if outcome is not None:
        return 100.0 if seat in outcome.winners else -100.0
    flips = state.flips
    goal = state.rules.goal
    scale = 4.0 / goal
    best_other = max(f for s, f in enumerate(flips) if s != seat) * scale
    others = sum(f for s, f in enumerate(flips) if s != seat) * scale / (len(flips) - 1)
    hand = sum(KEEP[c] for c in state.hands[seat])
    return 3.0 * flips[seat] * scale - 2.0 * best_other - 1.0 * others + hand


# --- hard: each seat's chance to win (the judgement at the end of its rollouts) ----------
#: in a rollout the searching seat plays the normal player's move too: its judgement of
#: a total left to the next player beats one look ahead on the chances (hard vs 3
#: normal: 41.0 % of 400 games against 34.0 % of 200; over all 800 games measured
#: 39.1 %, where the tree search won 36.7 % of 312)
SELF_IN_ROLLOUTS = "normal"

#: the cards that turn a round, counted one by one in a hand
TURNING = (SLIDE21, STEAL, DONTBE, FLIPBACK)

#: the terms of a seat's score, in the order of `features`
TERMS = (
    "turned 0",
    "turned 1",
    "turned 2",
    "turned 3",
    "worth of the hand",
    "cards in hand / 5",
    "slide to 21",
    "steal 21",
    "don't be sorry",
    "flip back",
    "plays 1st after the turn",
    "plays 2nd after the turn",
    "plays 3rd after the turn",
    "total / 21, on turn",
    "total / 21, next",
)

#: four players, the usual goal: a multinomial logistic regression on the winners of
#: 708,348 positions of 60,000 games between normal players (`bench/train_revenge.py`
#: fits them again), so the chances are those of winning against the normal player
FOUR_PLAYERS: dict[str, float] = {
    "turned 0": -1.743,
    "turned 1": -0.8696,
    "turned 2": 0.3713,
    "turned 3": 2.2413,
    "worth of the hand": -0.2643,
    "cards in hand / 5": -0.5902,
    "slide to 21": 0.8872,
    "steal 21": 1.0555,
    "don't be sorry": 0.483,
    "flip back": 0.4043,
    "plays 1st after the turn": -0.0422,
    "plays 2nd after the turn": -0.0838,
    "plays 3rd after the turn": -0.1044,
    "total / 21, on turn": 0.088,
    "total / 21, next": -0.0225,
}


def seat_features(state: Any, seat: int) -> list[float]:
    """The terms of `seat`'s score (`TERMS`), read from a whole position: a world of
    the search, where every hand is dealt."""
    out = [0.0] * len(TERMS)
    out[min(3, state.flips[seat] * 4 // state.rules.goal)] = 1.0
    hand = state.hands[seat]
    out[4] = sum(KEEP[card] for card in hand)
    out[5] = len(hand) / 5
    for k, card in enumerate(TURNING):
        out[6 + k] = float(hand.count(card))
    after = ((seat - state.turn) * state.direction) % state.rules.players
    if after:
        out[9 + min(after, 3)] = 1.0
    if after <= 1:
        out[13 + after] = state.total / 21
    return out


def features(state: Any) -> list[list[float]]:
    """Every seat's terms, in seat order."""
    return [seat_features(state, seat) for seat in range(state.rules.players)]


def as_vector(weights: dict[str, float]) -> list[float]:
    return [weights[term] for term in TERMS]


#: (players, goal) -> the weights fitted for that table, in `TERMS` order
WEIGHTS: dict[tuple[int, int], list[float]] = {(4, 4): as_vector(FOUR_PLAYERS)}


def scores(rows: Sequence[Sequence[float]], weights: Sequence[float]) -> list[float]:
    return [sum(a * b for a, b in zip(row, weights, strict=True)) for row in rows]


def win_chances(state: Any) -> list[float] | None:
    """Each seat's chance to win from `state` (a world: every hand dealt), or None for a
    table the chances were not fitted for (the tree search decides there).

    >>> from sorry_game.engine.interface import GameConfig
    >>> from sorry_game.games.catalogue import get_game
    >>> odds = win_chances(get_game("revenge").new_state(GameConfig(4), 1))
    >>> round(sum(odds), 6), all(0.1 < p < 0.5 for p in odds)
    (1.0, True)
    >>> win_chances(get_game("revenge").new_state(GameConfig(3), 1)) is None
    True
    """
    weights = WEIGHTS.get((state.rules.players, state.rules.goal))
    return None if weights is None else softmax(scores(features(state), weights))


def build_agent(level: str, seed: int | None = None, budget: Budget | None = None) -> Agent | None:
    """Normal: RevengeAgent; easy: mostly random. Other levels: None (the default: the
    tree search for hard and expert, with RevengeAgent as its policy)."""
    if level == "normal":
        return RevengeAgent(seed)
    if level == "easy":
        return EasyRevengeAgent(seed)
    return None


#: the review's chances where `win_chances` knows none (two or three players): a
#: softmax of `evaluate` over a temperature, by players, fitted on 200 games between
#: normal players each (`bench/fit_review.py`)
REVIEW_TEMPERATURE = {2: 6.6, 3: 4.4}


#: the most worlds a review weighs a decision in: Revenge's worlds differ the most (the
#: whole pile dealt again), and at 64 a choice's uncertainty was 5 to 10 points, larger
#: than what the normal player's slips cost; the hard player, which wins two games of
#: three against normal, was told from normal by none of them. At 128 the levels stand
#: apart (12 games of `bench/review.py`: easy 91.7, normal 97.9, hard 99.7 %) in 0.28 s
#: a decision; 192 took 0.57 s
REVIEW_WORLDS = 128


#: the power that calibrates the four-player review's chances (`judging.sharpened`),
#: fitted on 240 games between easy and normal players, four decisions each
#: (`bench/calibration.py --fit --seed 9000`: other games than the bench measures): the
#: chances came out too timid (log loss 1.1508, 1.1473 with it). Other tables: not fitted.
REVIEW_POWER = {4: 1.17}


def review_judge(state: Any) -> judging.Judge:
    """The game review's judge (issue 42): each choice played on in many deals of the
    unseen cards by the normal player, judged by `win_chances` (four players, calibrated
    by `REVIEW_POWER`) or a softmax of `evaluate`."""
    players = state.rules.players
    fallback = evaluation_chances(evaluate, players, REVIEW_TEMPERATURE.get(players, 4.4))
    if WEIGHTS.get((state.rules.players, state.rules.goal)) is None:
        return RolloutJudge(fallback, RevengeAgent(), worlds=REVIEW_WORLDS)
    power = REVIEW_POWER.get(players, 1.0)
    return RolloutJudge(
        lambda s: win_chances(s) or fallback(s),
        RevengeAgent(),
        worlds=REVIEW_WORLDS,
        power=power,
    )
