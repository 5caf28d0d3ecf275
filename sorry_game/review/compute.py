"""Computing the review of a finished game (issue 42): every decision weighed, each
seat's chance followed through the game and split into skill, luck and the others'
decisions.

1. **The decisions** (`decisions_of`): the record is replayed; every position where
   the seat to decide had more than one choice is a decision to weigh.
2. **Weighing** (`weigh`): the game's judge (`ai.judging.judge_for`, the game's own
   part) weighs the decision's choices from the deciding seat's view, seeded by the
   review's seed and the action's number (so a review is the same whatever order, or
   whichever process, weighs its decisions). Out of it come the seat's chance before
   (the best choice's), the chosen choice's, the cost and its uncertainty, and every
   other seat's chance with the best choice and with the one made.
3. **Assembling** (`assemble`): each seat's chance is followed through the game.
   Across a decision it moves from the best choice's chance to the chosen one's: the
   seat's own *skill* when it decided (never a gain), the *others'* decisions
   otherwise. Between the chosen choice and the next decision it moves on what
   chance brought (the card drawn after the move, the deal, a forced move's draw),
   each against the average of what could have come, which is what the chosen
   choice's chance is: *luck*, as GNU Backgammon rates a roll. A seat starts at even
   chances (the seating and the first deal are luck) and ends at its result, so

       start + skill + luck + others = result          (in points, exactly)

   A game that hides cards is judged by each decider on its own view, so a seat's
   chance is known (its own belief) at its own decisions; between two of them, what
   the others' decisions did to it is what each decider saw its choice do, and luck
   is the rest: the cards that came and what they showed. In a game without chance
   nothing is luck: all that a seat's own decisions do not explain is the others'
   (their choices, and what the search saw only later), and the start is the chance
   of the first position.

`iter_review` does it all in this process and yields a `Progress` after every
decision; `review/background.py` spreads the weighing over worker processes.
"""

from __future__ import annotations

import random
import time
from collections.abc import Generator, Iterable, Sequence
from dataclasses import dataclass, replace

from sorry_game.ai.judging import Judge, judge_for, result_values
from sorry_game.engine.actions import Action
from sorry_game.engine.errors import SaveError
from sorry_game.engine.interface import Game, State
from sorry_game.engine.rng import derive_seed
from sorry_game.engine.savefile import SaveRecord
from sorry_game.engine.timeline import Timeline
from sorry_game.games.catalogue import get_game
from sorry_game.review.marks import NEGLIGIBLE_POINTS, Mark, mark_of
from sorry_game.review.model import (
    MAX_DECISIONS,
    MAX_TEXT,
    DecisionReview,
    GameReview,
    SeatReview,
    Weighing,
    seat_accuracy,
)
from sorry_game.review.swings import biggest_swings
from sorry_game.session import seats_of
from sorry_game.story import game_length


@dataclass(frozen=True)
class ReviewSettings:
    """How a review is computed: its seed, its effort (1: the review's own; the bench
    checks blunders at 4) and how many swings it names per seat."""

    seed: int = 1
    effort: float = 1.0
    swings: int = 3


@dataclass(frozen=True)
class Progress:
    """How far a review is: decisions weighed of all, seconds so far and (once a
    decision is done) the seconds left, estimated from the choices still to weigh."""

    done: int
    total: int
    seconds: float
    seconds_left: float | None

    @property
    def fraction(self) -> float:
        """0..1 for a progress bar (before the decisions are counted: 0; a game without
        any decision: 1 once done)."""
        if self.total:
            return self.done / self.total
        return 1.0 if self.seconds_left == 0.0 else 0.0


@dataclass(frozen=True)
class Decision:
    """A position with more than one choice: what to weigh."""

    number: int
    seat: int
    state: State
    action: Action


class NotReviewable(ValueError):
    """A record that has no review: not over, or longer than a review may be."""


def game_of(record: SaveRecord) -> Game:
    """The record's game (SaveError when this version has none of that name)."""
    try:
        return get_game(record.game_id)
    except KeyError:
        raise SaveError(3, f"there is no game {record.game_id!r}") from None


def decisions_of(game: Game, record: SaveRecord) -> list[Decision]:
    """Every decision of the record with more than one choice, in order (the record is
    replayed; SaveError when it is not a legal game)."""
    try:
        state = game.new_state(record.config, record.seed)
    except ValueError as exc:
        raise SaveError(5, f"config is not valid: {exc}") from None
    out: list[Decision] = []
    for number, text in enumerate(record.actions, 1):
        legal = state.legal_actions()
        action = next((a for a in legal if str(a) == text), None)
        if action is None:
            action = _parsed(game, text)
        if action is None or action not in legal:
            raise SaveError(0, f"move {number} ({text[:40]!r}) is not legal there")
        if len(legal) > 1:
            if len(out) == MAX_DECISIONS:
                raise NotReviewable(
                    f"the game is too long to review (over {MAX_DECISIONS} decisions)"
                )
            seat = state.current_player()
            assert seat is not None
            out.append(Decision(number, seat, state.clone(), action))
        state.apply_fast(action)
    if not state.is_over():
        raise NotReviewable("the game has not ended: only a finished game is reviewed")
    return out


def _parsed(game: Game, text: str) -> Action | None:
    try:
        return game.parse_action(text)
    except ValueError:
        return None


def weigh(
    game: Game,
    judge: Judge,
    decision: Decision,
    settings: ReviewSettings,
    names: Sequence[str] | None = None,
) -> Weighing:
    """One decision weighed by `judge` (seeded by the settings' seed and the action's
    number: the same whoever weighs it, in whatever order); its choices in player
    words, another seat's pieces by its player's name (`names`, the seats': "switch
    pawn 1 with Cy's pawn 1", as every other screen names seats; by colour without)."""
    start = time.perf_counter()
    rng = random.Random(derive_seed(settings.seed, decision.number))
    judgement = judge.weigh(decision.state, decision.action, settings.effort, rng)
    seat = judgement.seat
    best = judgement.best
    chosen = judgement.of(decision.action)
    cost = 0.0 if chosen is best else max(0.0, 100.0 * (best.chances[seat] - chosen.chances[seat]))
    error = 100.0 * chosen.error
    legal = decision.state.legal_actions()
    equal = len(judgement.choices) == len(legal) and all(
        100.0 * (best.chances[seat] - c.chances[seat]) <= max(100.0 * c.error, NEGLIGIBLE_POINTS)
        for c in judgement.choices
    )
    if mark_of(cost, error) is Mark.BEST:
        # nothing was shown to be better: no other choice is called best, nothing lost
        best, cost = chosen, 0.0
    state = decision.state
    return Weighing(
        number=decision.number,
        seat=seat,
        turn=game_length(game, state)[0] + 1,
        chosen=str(decision.action),
        best=str(best.action),
        chosen_words=_line(state.describe_action(decision.action, names)),
        best_words=_line(state.describe_action(best.action, names)),
        before=tuple(best.chances),
        after=tuple(chosen.chances),
        cost=cost,
        error=error,
        equal=equal,
        choices=len(legal),
        work=judgement.work,
        seconds=time.perf_counter() - start,
    )


def weigh_all(
    record: SaveRecord, settings: ReviewSettings, numbers: Iterable[int] | None = None
) -> Generator[Weighing, None, None]:
    """The weighings of the record's decisions (those of `numbers` only, when given),
    one by one: what a worker process runs."""
    game = game_of(record)
    decisions = decisions_of(game, record)
    wanted = None if numbers is None else set(numbers)
    judge = judge_for(game, game.new_state(record.config, record.seed))
    names = names_of(game, record)
    for decision in decisions:
        if wanted is None or decision.number in wanted:
            yield weigh(game, judge, decision, settings, names)


def iter_review(
    record: SaveRecord, settings: ReviewSettings | None = None
) -> Generator[Progress, None, GameReview]:
    """The review of a finished game, computed here, a `Progress` after each decision;
    the generator's return value is the review. Stop iterating to cancel.

    SaveError (not a legal game), NotReviewable (not over, too long), PartError (the
    game's computer gives no judge)."""
    settings = settings or ReviewSettings()
    started = time.perf_counter()
    game = game_of(record)
    decisions = decisions_of(game, record)
    judge = judge_for(game, game.new_state(record.config, record.seed))
    names = names_of(game, record)
    work = [len(d.state.legal_actions()) for d in decisions]
    total_work = sum(work)
    done_work = 0
    weighings: list[Weighing] = []
    yield Progress(0, len(decisions), 0.0, None)
    for decision, size in zip(decisions, work, strict=True):
        weighings.append(weigh(game, judge, decision, settings, names))
        done_work += size
        elapsed = time.perf_counter() - started
        left = elapsed * (total_work - done_work) / done_work if done_work else None
        yield Progress(len(weighings), len(decisions), elapsed, left)
    review = assemble(record, weighings, settings, judge.chance)
    return replace(review, seconds=time.perf_counter() - started)


def review_game(record: SaveRecord, settings: ReviewSettings | None = None) -> GameReview:
    """`iter_review` run to its end."""
    steps = iter_review(record, settings)
    while True:
        try:
            next(steps)
        except StopIteration as stop:
            review: GameReview = stop.value
            return review


def names_of(game: Game, record: SaveRecord) -> list[str]:
    """The seats' names as the record keeps them, else the colours' names."""
    players = record.config.players
    try:
        return [s.name for s in seats_of(record.meta, players, len(game.colours))]
    except SaveError:
        colours = game.default_colours(players)
        return [
            game.colours[c].name if c < len(game.colours) else f"Player {i + 1}"
            for i, c in enumerate(colours)
        ]


def assemble(
    record: SaveRecord, weighings: Sequence[Weighing], settings: ReviewSettings, chance: bool
) -> GameReview:
    """The review from every decision's weighing (see the module docstring)."""
    game = game_of(record)
    timeline = Timeline(game, record)
    outcome = timeline.final.outcome()
    if outcome is None:
        raise NotReviewable("the game has not ended: only a finished game is reviewed")
    result = result_values(outcome)
    seats = len(result)
    ws = sorted(weighings, key=lambda w: w.number)
    if not ws:
        start = tuple(sum(result) / seats for _ in range(seats))
    elif chance:
        start = tuple(sum(ws[0].before) / seats for _ in range(seats))
    else:
        start = ws[0].before
    names = names_of(game, record)
    reviews = []
    moves = [w.counted for w in ws]
    for seat in range(seats):
        skill = sum(m[seat] for w, m in zip(ws, moves, strict=True) if w.seat == seat)
        gained = 100.0 * (result[seat] - start[seat])
        if chance:
            others = sum(m[seat] for w, m in zip(ws, moves, strict=True) if w.seat != seat)
            luck = gained - skill - others
        else:
            others, luck = gained - skill, 0.0
        reviews.append((seat, skill, luck, others))
    decisions = tuple(_decision(w) for w in ws)
    seat_reviews = tuple(
        SeatReview(
            seat=seat,
            name=_line(names[seat] if seat < len(names) else f"Player {seat + 1}"),
            start=start[seat],
            result=result[seat],
            skill=min(0.0, skill),
            luck=luck,
            others=others + max(0.0, skill),
            accuracy=seat_accuracy([d for d in decisions if d.seat == seat]),
            decisions=sum(1 for d in decisions if d.seat == seat),
        )
        for seat, skill, luck, others in reviews
    )
    hidden = game.hides(record.config)
    swings = biggest_swings(timeline, ws, start, result, names, chance, hidden, settings.swings)
    return GameReview(
        game_id=game.id,
        length=len(record.actions),
        seed=settings.seed,
        effort=settings.effort,
        chance=chance,
        hidden=hidden,
        seats=seat_reviews,
        decisions=decisions,
        swings=tuple(swings),
        seconds=sum(w.seconds for w in ws),
    )


def _decision(w: Weighing) -> DecisionReview:
    return DecisionReview(
        number=w.number,
        seat=w.seat,
        turn=w.turn,
        chosen=_line(w.chosen),
        best=_line(w.best),
        chosen_words=w.chosen_words,
        best_words=w.best_words,
        before=tuple(_chance(x) for x in w.before),
        after=tuple(_chance(x) for x in w.after),
        cost=min(100.0, w.cost),
        error=min(100.0, w.error),
        mark=mark_of(w.cost, w.error),
        equal=w.equal,
        choices=w.choices,
    )


def _chance(x: float) -> float:
    return max(0.0, min(1.0, float(x)))


def _line(text: str) -> str:
    """A text as a review keeps it: one printable line, cut to MAX_TEXT."""
    line = "".join(ch if ch.isprintable() else " " for ch in " ".join(str(text).split()))
    return line if len(line) <= MAX_TEXT else line[: MAX_TEXT - 1] + "…"
