"""Weighing the choices of one decision, for the game review (issue 42).

A `Judge` tells, for a decision of a finished game, what each choice was worth: every
seat's chance to win after it, as the deciding seat could know it then. Each game's
computer player gives the review its judge, by convention:

    review_judge(state) -> Judge       in `ai/<id>.py` (the game's computer module)

called once per reviewed game with its first position (`judge_for`; a computer module
without one is a `PartError` naming it). A judge answers

    judge.weigh(state, chosen, effort, rng) -> Judgement
    judge.chance: bool                 whether the game has chance at all

`state` is the real position of the decision. A judge looks at it only as its seat
could: a game that hides cards is `determinize`d for the seat first, every time, so
the real deck and the other hands are never read (the hard player's information).
`effort` scales the work: 1 for the review, 4 for the deeper check of its blunders.
Work is counted, never timed, so a judgement follows from its `rng` alone.

Two kinds of judges serve the games:

- `RolloutJudge` (every game with chance): in many *worlds* — what the seat cannot
  see dealt again, the future shuffles reseeded — each choice is played, then the
  game goes on for a few decisions (or on to the end of a `stage`, a round) by the game's
  normal player, and the game's chances to win (`Chances`: a learned model, or
  `evaluation_chances`, a softmax of the evaluation with a fitted temperature) judge
  where it stops. Every choice meets
  the same worlds (common random numbers), so the difference between two choices is
  measured world by world, far more sharply than either alone; two of its standard
  errors are the judgement's uncertainty. Choices the worlds show to be worse early are set
  aside (never the chosen one), and the weighing ends when one choice is left.
- a search's scores mapped to chances by a curve fitted on the project's own games,
  the way chess sites map an engine's score to Win% (Sorry, King!: `ai/king.py`).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

from sorry_game.ai.agents import Agent, Evaluator, Reseedable
from sorry_game.ai.budget import interrupted
from sorry_game.ai.levels import computer_module
from sorry_game.ai.rollouts import softmax
from sorry_game.engine.actions import Action
from sorry_game.engine.errors import PartError
from sorry_game.engine.interface import Game, State
from sorry_game.engine.outcome import Outcome
from sorry_game.engine.parts import import_part

#: every seat's chance to win from a world (every hidden card dealt), adding up to the
#: number of winners a game has (1; a team's seats each have the team's chance)
Chances = Callable[[Any], Sequence[float]]

#: worlds every choice meets before any is set aside, and between two lookings
LOOK = 16
#: a choice is set aside when it falls behind the leader by this many standard errors
#: of the world-by-world difference...
SURE = 2.5
#: ...or when it can be ahead of the leader by this much at most (a fifth of a point)
NEGLIGIBLE = 0.002
#: a rollout judgement's uncertainty: this many standard errors (about 95 %)
SPREAD = 2.0


class Stopped(Exception):
    """The stop signal came while a judge was weighing (`budget.interrupted`)."""


@dataclass(frozen=True)
class Weighed:
    """One choice as a judge found it."""

    action: Action
    #: every seat's chance to win after this choice (before the chance it brings)
    chances: tuple[float, ...]
    #: the uncertainty of the deciding seat's (best − this choice), as a chance: how
    #: far the true difference may lie from the estimate (0 for the best)
    error: float
    #: the worlds (or searched positions) behind it
    samples: int


@dataclass(frozen=True)
class Judgement:
    """Every choice of one decision weighed, the best first (for the deciding `seat`)."""

    seat: int
    choices: tuple[Weighed, ...]
    #: the work done: worlds played (or positions searched)
    work: int

    @property
    def best(self) -> Weighed:
        return self.choices[0]

    def of(self, action: Action) -> Weighed:
        """The weighed choice `action` (KeyError when it was not weighed)."""
        for choice in self.choices:
            if choice.action == action:
                return choice
        raise KeyError(str(action))


@runtime_checkable
class Judge(Protocol):
    """What the review asks of a game's computer player (see the module docstring)."""

    chance: bool

    def weigh(self, state: Any, chosen: Action, effort: float, rng: random.Random) -> Judgement:
        """Every choice of the decision in `state` (the chosen one among them)."""
        ...


def judge_for(game: Game, state: State) -> Judge:
    """The review's judge of `game` for the table of `state` (its first position):
    `review_judge(state)` of the game's computer module; PartError when the module is
    missing, broken or gives no judge."""
    module_name = computer_module(game)
    module = import_part(game.id, "computer", module_name)
    make = getattr(module, "review_judge", None)
    if not callable(make):
        raise PartError(game.id, "review", module_name, "it defines no review_judge(state)")
    judge = make(state)
    if not isinstance(judge, Judge):
        raise PartError(game.id, "review", module_name, "its review_judge(state) gave no judge")
    return judge


def result_values(outcome: Outcome) -> tuple[float, ...]:
    """What a finished game is worth to each seat, on the scale of a chance to win: 1 to
    the winner (to each seat of a winning team), a win shared by seats of no one team
    split between them, a draw 1/seats to every seat.

    >>> result_values(Outcome.win(4, (2,))), result_values(Outcome.draw(2))
    ((0.0, 0.0, 1.0, 0.0), (0.5, 0.5))
    >>> result_values(Outcome.win(4, (0, 2), teams=((0, 2), (1, 3))))
    (1.0, 0.0, 1.0, 0.0)
    >>> result_values(Outcome.win(3, (0, 1)))
    (0.5, 0.5, 0.0)
    """
    seats = len(outcome.results)
    winners = outcome.winners
    if not winners:
        return (1.0 / seats,) * seats
    share = 1.0 / len(winners) if outcome.shared else 1.0
    return tuple(share if s in winners else 0.0 for s in range(seats))


def evaluation_chances(
    evaluate: Evaluator,
    seats: int,
    temperature: float,
    teams: Sequence[Sequence[int]] = (),
) -> Chances:
    """Chances to win from a game's evaluation: the softmax of every seat's evaluation
    over `temperature` (fitted on the project's own games: `bench/fit_review.py`); a
    team's seats each get the team's chance; a finished game its `result_values`.

    >>> class S:
    ...     def outcome(self): return None
    >>> [round(p, 3) for p in evaluation_chances(lambda s, seat: 10.0 * seat, 2, 10.0)(S())]
    [0.269, 0.731]
    """
    team_of = {seat: tuple(team) for team in teams for seat in team}

    def chances(state: Any) -> list[float]:
        outcome = state.outcome()
        if outcome is not None:
            return list(result_values(outcome))
        odds = softmax([evaluate(state, s) / temperature for s in range(seats)])
        if not team_of:
            return odds
        return [sum(odds[m] for m in team_of.get(s, (s,))) for s in range(seats)]

    return chances


def sharpened(chances: Sequence[float], power: float) -> tuple[float, ...]:
    """Chances made sharper (`power` > 1) or flatter (< 1): each raised to `power`, then
    scaled back to the same total (one winner: 1; a team's seats share its chance, so
    the teams' chances are sharpened alike). Temperature scaling, as classifiers are
    calibrated: a judge whose chances come out too timid or too bold against the
    outcomes of many games is given the power fitted on them (`bench/calibration.py
    --fit`). A sure chance stays sure.

    >>> sharpened((0.5, 0.25, 0.25), 2.0)
    (0.666666666667, 0.166666666667, 0.166666666667)
    >>> sharpened((0.0, 1.0), 3.0), sharpened((0.3, 0.7), 1.0)
    ((0.0, 1.0), (0.3, 0.7))
    """
    total = sum(chances)
    if power == 1.0 or total <= 0.0:
        return tuple(chances)
    raised = [max(0.0, p) ** power for p in chances]
    scale = total / sum(raised)
    return tuple(round(p * scale, 12) for p in raised)


def through(row: Sequence[float], seat: int, error: float, power: float) -> float:
    """An uncertainty of `seat`'s chance in `row` carried through `sharpened`: how far
    the sharpened chance moves when the raw one moves across the uncertainty (the
    others' chances scaled to keep the total).

    >>> through((0.5, 0.5), 0, 0.1, 1.0), through((0.5, 0.5), 0, 0.0, 2.0)
    (0.1, 0.0)
    >>> round(through((0.5, 0.5), 0, 0.1, 2.0), 3)   # steeper in the middle
    0.198
    """
    if power == 1.0 or error <= 0.0:
        return error

    def moved(x: float) -> float:
        x = max(0.0, min(1.0, x))
        rest = sum(row) - row[seat]
        scale = (sum(row) - x) / rest if rest > 0 else 0.0
        return sharpened([x if s == seat else p * scale for s, p in enumerate(row)], power)[seat]

    return round(moved(row[seat] + error / 2) - moved(row[seat] - error / 2), 12)


def recalibrated(judged: Judgement, power: float) -> Judgement:
    """Every weighed choice's chances `sharpened` by `power`, each uncertainty carried
    through (`through`); the order of the choices stays (the map keeps a seat's order)."""
    if power == 1.0:
        return judged
    seat = judged.seat
    choices = tuple(
        Weighed(
            c.action,
            sharpened(c.chances, power),
            through(c.chances, seat, c.error, power),
            c.samples,
        )
        for c in judged.choices
    )
    return Judgement(seat, choices, judged.work)


class RolloutJudge:
    """A decision weighed in dealt worlds by rollouts (see the module docstring)."""

    chance = True

    def __init__(
        self,
        chances: Chances,
        policy: Agent,
        *,
        worlds: int = 64,
        plies: int = 12,
        stage: Callable[[Any], object] | None = None,
        least: int = 0,
        power: float = 1.0,
    ) -> None:
        #: every seat's chance to win from a world where the rollout stops
        self.chances = chances
        #: who plays every seat in the rollouts: the game's normal player, reseeded per
        #: world so that every choice meets the same replies to the same cards
        self.policy = policy
        #: the most worlds of one weighing at effort 1
        self.worlds = worlds
        #: decisions played after the choice before the chances judge (with `stage`:
        #: the most played)
        self.plies = plies
        #: the stage of a world (a round's number): given, a rollout goes on until the
        #: stage changes, for a game whose chances read a position rightly only there
        #: (Sorry My Ass!: mid-round, the cards still in hand are moves to come, and a
        #: seat that played first only looks ahead)
        self.stage = stage
        #: with `stage`: the decisions played before a change of stage ends a rollout
        #: (it then ends at the next change)
        self.least = least
        #: the calibration's power on the weighed chances (`sharpened`; 1: none)
        self.power = power

    def weigh(self, state: Any, chosen: Action, effort: float, rng: random.Random) -> Judgement:
        seat = state.current_player()
        if seat is None:
            raise ValueError("the game is over: there is no decision to weigh")
        legal = state.legal_actions()
        if chosen not in legal:
            raise ValueError(f"{chosen} is not a choice of this decision")
        keep = legal.index(chosen)
        most = max(2, round(self.worlds * effort))
        rows: list[list[tuple[float, ...]]] = [[] for _ in legal]
        alive = list(range(len(legal)))
        look = step = min(LOOK, most)
        tried = 0
        while tried < most and (len(alive) > 1 or not rows[keep]):
            tried += 1
            if interrupted():
                raise Stopped
            seed = rng.getrandbits(64)
            world = state.determinize(seat, random.Random(seed))
            here = world.legal_actions()
            if any(legal[i] not in here for i in alive):
                continue  # this seat's choices depend on what it cannot see: a world unlike it
            for i in alive:
                rows[i].append(self._worth(world, legal[i], seed))
            if len(rows[keep]) >= look:
                alive = survivors(alive, rows, seat, keep)
                look += step
        return recalibrated(judgement(seat, legal, rows, alive, tried, keep), self.power)

    def _worth(self, world: Any, action: Action, seed: int) -> tuple[float, ...]:
        """Every seat's chance once `action` is played in `world` and the game goes on
        for `plies` decisions by the policy (seeded by `seed`)."""
        if isinstance(self.policy, Reseedable):
            self.policy.reseed(seed)
        after = world.clone()
        staged = self.stage
        stage = None if staged is None else staged(world)
        after.apply_fast(action)
        for ply in range(self.plies):
            if after.is_over():
                break
            if staged is not None:
                now = staged(after)
                if now != stage:
                    if ply >= self.least:
                        break
                    stage = now
            legal = after.legal_actions()
            after.apply_fast(legal[0] if len(legal) == 1 else self.policy.choose(after))
        outcome = after.outcome()
        if outcome is not None:
            return result_values(outcome)
        return tuple(self.chances(after))


def _mean(values: Sequence[float]) -> float:
    return sum(values) / len(values) if values else 0.0


def paired(lead: Sequence[tuple[float, ...]], other: Sequence[tuple[float, ...]], seat: int):
    """(mean, standard error) of the seat's lead − other, world by world, over the
    worlds both met (`other`'s are the first of `lead`'s).

    >>> paired([(0.5,), (0.7,)], [(0.4,), (0.5,)], 0)
    (0.15, 0.05)
    """
    n = min(len(lead), len(other))
    if n == 0:
        return 0.0, 0.0
    diffs = [lead[k][seat] - other[k][seat] for k in range(n)]
    mean = sum(diffs) / n
    if n < 2:
        return round(mean, 12), 0.0
    spread = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return round(mean, 12), round(math.sqrt(spread / n), 12)


def leader(alive: Sequence[int], rows: Sequence[Sequence[tuple[float, ...]]], seat: int) -> int:
    """The choice with the best average so far for `seat`; of equal ones the first."""
    return max(alive, key=lambda i: (_mean([r[seat] for r in rows[i]]), -i))


def survivors(
    alive: Sequence[int], rows: Sequence[Sequence[tuple[float, ...]]], seat: int, keep: int
) -> list[int]:
    """The choices still worth weighing: the leader, the chosen one (`keep`), and every
    choice the worlds so far do not show to be worse (by `SURE` standard errors) and
    that could be ahead by more than `NEGLIGIBLE`."""
    best = leader(alive, rows, seat)
    out = []
    for i in alive:
        if i not in (best, keep):
            mean, error = paired(rows[best], rows[i], seat)
            if mean >= SURE * error or mean + SURE * error < NEGLIGIBLE:
                continue
        out.append(i)
    return out


def judgement(
    seat: int,
    legal: Sequence[Action],
    rows: Sequence[Sequence[tuple[float, ...]]],
    alive: Sequence[int],
    work: int,
    keep: int | None = None,
) -> Judgement:
    """The weighed choices, the best (the leader of those still in the race) first.

    The chosen choice (`keep`) is charged what the best was worth more without the
    favour of picking it: the best of the even worlds is measured against it in the odd
    ones, and the best of the odd worlds in the even ones (cross-fitting). Picking the
    best by the same worlds that measure it would find a cost in every close decision
    (the largest of several noisy means is too large), and a seat's skill would be the
    sum of that noise. The best choice's chance is the chosen one's plus that cost."""
    weighed = [i for i in range(len(legal)) if rows[i]]
    if not weighed:
        raise ValueError("no world was dealt in which this seat had these choices")
    racing = [i for i in alive if rows[i]] or weighed
    best = leader(racing, rows, seat)
    seats = len(rows[best][0])
    means = {i: tuple(_mean([r[s] for r in rows[i]]) for s in range(seats)) for i in weighed}
    top = means[best]
    fitted = None if keep is None or keep == best else crossed(racing, rows, seat, keep)
    if keep is not None and fitted is not None:
        cost, error = fitted
        top = tuple(means[keep][s] + cost if s == seat else top[s] for s in range(seats))
    out = [Weighed(legal[best], top, 0.0, len(rows[best]))]
    for i in weighed:
        if i != best:
            error = SPREAD * paired(rows[best], rows[i], seat)[1]
            if i == keep and fitted is not None:
                error = fitted[1]
            out.append(Weighed(legal[i], means[i], error, len(rows[i])))
    return Judgement(seat, tuple(out), work)


def crossed(
    racing: Sequence[int], rows: Sequence[Sequence[tuple[float, ...]]], seat: int, keep: int
) -> tuple[float, float] | None:
    """(cost, uncertainty) of choice `keep` for `seat` by cross-fitting (see `judgement`);
    None with fewer than four worlds.

    >>> rows = [[(0.6,), (0.5,), (0.6,), (0.5,)], [(0.5,), (0.5,), (0.5,), (0.5,)]]
    >>> crossed([0, 1], rows, 0, 1)   # the best's edge shows in half the worlds
    (0.05, 0.0)
    """
    n = min(len(rows[i]) for i in racing)
    if n < 4:
        return None
    halves = (range(0, n, 2), range(1, n, 2))
    costs, spreads = [], []
    for pick, measure in (halves, halves[::-1]):
        lead = max(racing, key=lambda i: (sum(rows[i][k][seat] for k in pick), -i))
        diffs = [rows[lead][k][seat] - rows[keep][k][seat] for k in measure]
        mean = sum(diffs) / len(diffs)
        costs.append(mean)
        spreads.append(sum((d - mean) ** 2 for d in diffs) / max(1, len(diffs) - 1) / len(diffs))
    cost = max(0.0, (costs[0] + costs[1]) / 2)
    return round(cost, 12), round(SPREAD * math.sqrt(spreads[0] + spreads[1]) / 2, 12)
