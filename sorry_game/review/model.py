"""The review of a finished game, as data (issue 42): what the screens draw, what the
store keeps, what `--review` prints.

Units, the same everywhere: a *chance* is a fraction 0..1 (a seat's chance to win;
a finished game's result is 1 for a win, 0 for a loss, a shared win split, a draw
1/seats); *points* are percentage points of a chance (a cost of 3.5 points takes a
seat from 27.5 % to 24 %). An action's `number` is its place in the record, 1 for the
first, as the replay's `Timeline.steps` and Results' moments count; the position it
was chosen in is the replay's position `number - 1`.

Everything is frozen and plain (numbers, strings, tuples), so a review pickles to and
from a worker process and saves as JSON (`to_dict` / `from_dict`). `from_dict` trusts
nothing: every field is checked against its range and refused by name (`ReviewError`).
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from sorry_game.review.marks import Mark, accuracy, charged, move_accuracy, staked_loss

#: the review's format and method: a stored review of another version is computed again
#: (2: a decision counts in the parts only beyond its uncertainty; within it, it is best;
#: 3: the chances calibrated on many games: each judge's fitted power or curve;
#: 4: Sorry My Ass!'s judge plays each choice on to the round's end; 5: Sorry, King!'s
#: score-to-chance curve bent to fit its outcomes; 6: and scaled by the chessmen on the
#: board; 7: the bend and its scale fitted again on 320 games; 8: the accuracy counts a
#: loss at its stake, a share of the seat's chance; 9: the choices' words name another
#: seat's pieces by its player, "Cy's pawn 1", not "Green's pawn 1"; 10: Sorry My Ass!'s
#: chances sharpened by their fitted power, its normal level now a search; 11: Sorry!
#: Revenge weighs a decision in 128 worlds, not 192; 12: Sorry, King!'s search keys its
#: table without the int hash's aliasing of f8-h8 and a1-c1; 13: a jump of the line
#: in a game without chance names the move before it)
VERSION = 13
#: the most decisions a review holds (a long Sorry My Ass! game has about 600)
MAX_DECISIONS = 3000
#: the most seats of any game, and the longest text of a review
MAX_SEATS = 8
MAX_TEXT = 200
#: the most actions of a record (`engine.savefile.MAX_ACTIONS`)
MAX_NUMBER = 100_000
#: how closely a seat's parts must add up to its result less its start, in points
SUM_TOLERANCE = 0.05
#: the kinds of a swing: a chance event, the seat's own choice, another seat's choice,
#: and in a game without chance a jump between two decisions: what the search saw only
#: then (`swings.py`)
KINDS = ("luck", "skill", "others", "later")
#: the largest a seat's part may be, in points (each decision moves its seat's chance
#: by at most 100 points, and the parts of a game may cancel out)
MAX_PART = 100.0 * MAX_DECISIONS


class ReviewError(ValueError):
    """A stored review that cannot be used: `field` names what is wrong (`decisions[3].
    cost`), `reason` says how."""

    def __init__(self, field: str, reason: str) -> None:
        super().__init__(f"{field}: {reason}")
        self.field = field
        self.reason = reason


@dataclass(frozen=True)
class DecisionReview:
    """One decision that had more than one choice, judged on what its seat knew."""

    #: the action's number in the record (1 = the first)
    number: int
    seat: int
    #: the turn it was made in, as the game counts its length (1 = the first)
    turn: int
    #: the choice made and the best one, as the record writes actions
    chosen: str
    best: str
    #: the same in player words ("move Red pawn 1 forward 3")
    chosen_words: str
    best_words: str
    #: every seat's chance before the decision: the best choice's (0..1)
    before: tuple[float, ...]
    #: every seat's chance after the choice made, before the chance it brings (0..1)
    after: tuple[float, ...]
    #: what the choice gave away, and its uncertainty (points)
    cost: float
    error: float
    mark: Mark
    #: every choice came out equal: nothing to choose
    equal: bool
    #: how many choices there were
    choices: int

    @property
    def chance_before(self) -> float:
        """The seat's chance before the decision (the best choice's chance)."""
        return self.before[self.seat]

    @property
    def chance_chosen(self) -> float:
        """The seat's chance after the choice made."""
        return self.after[self.seat]

    @property
    def loss(self) -> float:
        """The points an accuracy counts: the cost beyond its uncertainty."""
        return charged(self.cost, self.error)

    @property
    def even(self) -> float:
        """A seat's even chance in this game: the seats' chances shared out alike (a
        quarter of four seats; with partners each seat holds its team's chance)."""
        total = sum(self.before)
        return total / len(self.before) if total > 0 else 1.0 / len(self.before)

    @property
    def staked(self) -> float:
        """The loss an accuracy counts: `loss` at its stake, a share of the seat's chance
        restated at the even chance (`marks.staked_loss`)."""
        return staked_loss(self.loss, self.chance_before, self.even)

    @property
    def accuracy(self) -> float:
        """This choice's accuracy, 0..100 (Lichess's curve on the staked loss, `marks.py`)."""
        return move_accuracy(self.staked)


@dataclass(frozen=True)
class Swing:
    """A big move of one seat's chance, named in player words."""

    #: whose chance moved
    seat: int
    #: the action it came with (1 = the first; 0: before any, the deal)
    number: int
    turn: int
    #: the seat whose choice or whose card it was (-1: no seat's: the deal, a shuffle)
    actor: int
    #: "luck" (a chance event), "skill" (the seat's own choice), "others" (another's),
    #: "later" (no chance: a jump the search saw only at move `number`)
    kind: str
    #: points of the seat's chance, + for better
    points: float
    #: what happened ("Bo draws a SORRY!", "Bo's choice: SORRY! Red pawn 1")
    what: str

    def text(self, names: Sequence[str], you: int | None = None) -> str:
        """'Bo draws a SORRY! on move 41: your chance to win −22 %' (`you`: the
        reviewed seat), numbered as the replay numbers its moves, in the chart's unit
        (points of the chance to win, said as its axis says them). For a decision it
        says that this is the part its seat's decisions count (the cost less the
        estimate's doubt), where the list's '−43.2 % chance to win against the best
        move' is the whole estimate: the two must not seem to disagree.

        >>> Swing(0, 7, 41, 1, "luck", -21.6, "Bo draws a SORRY!").text(["Ann", "Bo"], 0)
        'Bo draws a SORRY! on move 7: your chance to win −22 %'
        >>> Swing(0, 7, 41, 1, "luck", 8.0, "Bo draws a 1").text(["Ann", "Bo"])
        "Bo draws a 1 on move 7: Ann's chance to win +8 %"
        >>> Swing(0, 0, 0, -1, "luck", 12.0, "the deal; Bo draws a 1").text(["Ann", "Bo"], 0)
        'The deal; Bo draws a 1: your chance to win +12 %'
        >>> Swing(0, 9, 5, 0, "skill", -5.0, "Your choice: pawn e4").text(["You", "Bo"], 0)
        'Your choice: pawn e4 on move 9: your chance to win −5 % (at least)'
        >>> Swing(0, 9, 5, -1, "later", -70.0, "").text(["You", "Bo"], 0)
        'On move 9 your position proved worse than it had looked: your chance to win −70 %'
        >>> Swing(0, 9, 5, -1, "later", -70.0, "Bo's choice on move 8 (pawn e4)").text(
        ...     ["You", "Bo"], 0)
        "After Bo's choice on move 8 (pawn e4) your position proved worse than it had looked: your chance to win −70 %"
        """
        whom = "your" if you == self.seat else possessive(_name(names, self.seat))
        if self.kind == "later":  # no event: the search's look, after the move before it
            how = "worse" if self.points < 0 else "better"
            if self.what:  # 'Your choice …' inside the sentence: 'After your choice …'
                after = "your" + self.what[4:] if self.what.startswith("Your ") else self.what
                when = f"After {after}"
            else:
                when = f"On move {self.number}"
            return (
                f"{when} {whom} position proved {how} than it had looked:"
                f" {whom} chance to win {signed(self.points)} %"
            )
        when = f" on move {self.number}" if self.number > 0 else ""
        what = self.what[:1].upper() + self.what[1:]  # a line of its own: sentence case
        said = f"{what}{when}: {whom} chance to win {signed(self.points)} %"
        return said if self.kind == "luck" else f"{said} {SURE_PART}"


#: what a decision's swing is, beside the list's cost against the best move: the part
#: the seat's decisions count (the cost less the estimate's uncertainty), in the list's
#: own words for it ("lost at least 6.3 % …")
SURE_PART = "(at least)"


@dataclass(frozen=True)
class SeatReview:
    """One seat over the whole game: start + skill + luck + others = result."""

    seat: int
    name: str
    #: the chance it started with and what it got (0..1)
    start: float
    result: float
    #: points of its chance moved by its own decisions (never above 0), by chance
    #: events, and by the other seats' decisions
    skill: float
    luck: float
    others: float
    #: its accuracy 0..100 over its decisions with something to choose (None: none)
    accuracy: float | None
    #: its decisions with more than one choice
    decisions: int

    @property
    def gained(self) -> float:
        """The result less the start, in points: what the three parts add up to."""
        return 100.0 * (self.result - self.start)


@dataclass(frozen=True)
class GameReview:
    """Every seat's review of one finished game (see the module docstring)."""

    game_id: str
    #: the actions of the record
    length: int
    #: the seed the review was computed from, and its effort (1: the review's own)
    seed: int
    effort: float
    #: the game has chance: luck is told (a game without has none to tell)
    chance: bool
    #: the game hides cards: each seat's chance is its own belief, known at its own
    #: decisions (another seat's `before` is what the deciding seat believed)
    hidden: bool
    seats: tuple[SeatReview, ...]
    decisions: tuple[DecisionReview, ...]
    swings: tuple[Swing, ...]
    #: how long the computing took, in seconds of one core
    seconds: float = 0.0
    version: int = VERSION

    # --- what the screens ask ----------------------------------------------------------
    def names(self) -> list[str]:
        return [s.name for s in self.seats]

    def chart(self, seat: int) -> list[tuple[int, float]]:
        """The seat's chance over the game, as (position, chance): its start at
        position 0, its chance before each decision it is known at (every decision;
        in a game that hides cards, the seat's own), its result at the end (the
        winner's line ends on top)."""
        line = [(0, self.seats[seat].start)]
        for d in self.decisions:
            if not self.hidden or d.seat == seat:
                line.append((d.number - 1, d.before[seat]))
        line.append((self.length, self.seats[seat].result))
        return line

    def of_seat(self, seat: int) -> list[DecisionReview]:
        """The seat's reviewed decisions, in the order played."""
        return [d for d in self.decisions if d.seat == seat]

    def marked(self, seat: int) -> list[DecisionReview]:
        """The seat's inaccuracies, mistakes and blunders, in the order played."""
        return [d for d in self.decisions if d.seat == seat and d.mark.marked]

    def mark_counts(self, seat: int) -> dict[Mark, int]:
        """How many of each mark the seat's decisions got."""
        counts = dict.fromkeys(Mark, 0)
        for d in self.of_seat(seat):
            counts[d.mark] += 1
        return counts

    def swings_of(self, seat: int) -> list[Swing]:
        """The seat's biggest swings, biggest first."""
        return [s for s in self.swings if s.seat == seat]

    # --- saving --------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        """Plain data for JSON (numbers rounded: a few kilobytes a game)."""
        return {
            "version": self.version,
            "game": self.game_id,
            "length": self.length,
            "seed": self.seed,
            "effort": self.effort,
            "chance": self.chance,
            "hidden": self.hidden,
            "seconds": round(self.seconds, 2),
            "seats": [
                {
                    "seat": s.seat,
                    "name": s.name,
                    "start": _r(s.start, 4),
                    "result": _r(s.result, 4),
                    "skill": _r(s.skill, 2),
                    "luck": _r(s.luck, 2),
                    "others": _r(s.others, 2),
                    "accuracy": None if s.accuracy is None else _r(s.accuracy, 2),
                    "decisions": s.decisions,
                }
                for s in self.seats
            ],
            "decisions": [
                [
                    d.number,
                    d.seat,
                    d.turn,
                    d.chosen,
                    d.best,
                    d.chosen_words,
                    d.best_words,
                    [_r(x, 4) for x in d.before],
                    [_r(x, 4) for x in d.after],
                    _r(d.cost, 2),
                    _r(d.error, 2),
                    d.mark.value,
                    d.equal,
                    d.choices,
                ]
                for d in self.decisions
            ],
            "swings": [
                [s.seat, s.number, s.turn, s.actor, s.kind, _r(s.points, 2), s.what]
                for s in self.swings
            ],
        }

    @classmethod
    def from_dict(cls, data: Any) -> GameReview:
        """The review of `to_dict` data; ReviewError naming the first field that is
        missing, of the wrong type or out of its range."""
        root = _Fields(data, "review")
        version = root.whole("version", 0, 10**6)
        if version != VERSION:
            raise ReviewError("version", f"made by another version of the review ({version})")
        seats_data = root.items("seats", 1, MAX_SEATS)
        count = len(seats_data)
        seats = tuple(_seat(_Fields(s, f"seats[{i}]"), i) for i, s in enumerate(seats_data))
        length = root.whole("length", 1, MAX_NUMBER)
        decisions = tuple(
            _decision(d, f"decisions[{i}]", count, length)
            for i, d in enumerate(root.items("decisions", 0, MAX_DECISIONS))
        )
        swings = tuple(
            _swing(s, f"swings[{i}]", count, length)
            for i, s in enumerate(root.items("swings", 0, MAX_SEATS * 10))
        )
        review = cls(
            game_id=root.text("game"),
            length=length,
            seed=root.whole("seed", 0, 2**64),
            effort=root.number("effort", 0.0, 100.0),
            chance=root.flag("chance"),
            hidden=root.flag("hidden"),
            seats=seats,
            decisions=decisions,
            swings=swings,
            seconds=root.number("seconds", 0.0, 10**7),
            version=version,
        )
        for s in seats:
            if abs(100 * s.start + s.skill + s.luck + s.others - 100 * s.result) > SUM_TOLERANCE:
                raise ReviewError(f"seats[{s.seat}]", "its parts do not add up to its result")
        return review


@dataclass(frozen=True)
class Weighing:
    """One decision as the judge weighed it, in plain data (it crosses from a worker
    process); `compute.assemble` makes the review of them."""

    number: int
    seat: int
    turn: int
    chosen: str
    best: str
    chosen_words: str
    best_words: str
    #: every seat's chance with the best choice, and with the choice made (0..1)
    before: tuple[float, ...]
    after: tuple[float, ...]
    cost: float
    error: float
    equal: bool
    choices: int
    #: the judge's work and the seconds it took
    work: int
    seconds: float

    @property
    def counted(self) -> tuple[float, ...]:
        """What this decision moved each seat's chance, in points, as a seat's parts
        count it: the measured move shrunk by the share of the cost beyond its
        uncertainty (`marks.charged`), so a decision the review cannot tell from the
        best moves no one. Each measured move carries the noise of its worlds (the
        others' also the favour of a best picked by the same worlds); summed over a
        long game's hundreds of decisions that noise, not the play, would be a seat's
        skill and others.

        >>> w = Weighing(1, 0, 1, "a", "b", "a", "b", (0.5, 0.5), (0.4, 0.6), 10.0, 4.0,
        ...     False, 2, 8, 0.0)
        >>> [round(x, 3) for x in w.counted]
        [-6.0, 6.0]
        """
        if self.cost <= 0.0:
            return tuple(0.0 for _ in self.before)
        share = charged(self.cost, self.error) / self.cost
        return tuple(100.0 * share * (a - b) for a, b in zip(self.after, self.before, strict=True))


def seat_accuracy(decisions: Sequence[DecisionReview]) -> float | None:
    """A seat's accuracy over its decisions whose choices were not all equal."""
    return accuracy([d.staked for d in decisions if not d.equal])


def signed(points: float) -> str:
    """Points as a player reads them: '+5', '−22' (a real minus sign), '0'.

    >>> signed(4.6), signed(-21.6), signed(0.2)
    ('+5', '−22', '0')
    """
    whole = round(points)
    if whole == 0:
        return "0"
    return f"+{whole}" if whole > 0 else f"−{-whole}"


def possessive(name: str) -> str:
    """'Bo's', and 'Your' for the seat called You.

    >>> possessive("Bo"), possessive("You"), possessive("Ross")
    ("Bo's", 'Your', "Ross's")
    """
    return "Your" if name == "You" else f"{name}'s"


def _name(names: Sequence[str], seat: int) -> str:
    return names[seat] if 0 <= seat < len(names) else f"Player {seat + 1}"


def _r(value: float, digits: int) -> float:
    return round(float(value), digits)


# --- reading stored data, field by field ----------------------------------------------------
class _Fields:
    """An object's fields, each read with its type and range or refused by name."""

    def __init__(self, data: Any, where: str) -> None:
        if not isinstance(data, Mapping):
            raise ReviewError(where, "is not an object")
        self.data = data
        self.where = where

    def _get(self, key: str) -> Any:
        if key not in self.data:
            raise ReviewError(f"{self.where}.{key}", "is missing")
        return self.data[key]

    def whole(self, key: str, low: int, high: int) -> int:
        return _whole(self._get(key), f"{self.where}.{key}", low, high)

    def number(self, key: str, low: float, high: float) -> float:
        return _number(self._get(key), f"{self.where}.{key}", low, high)

    def text(self, key: str) -> str:
        return _text(self._get(key), f"{self.where}.{key}")

    def flag(self, key: str) -> bool:
        return _flag(self._get(key), f"{self.where}.{key}")

    def items(self, key: str, least: int, most: int) -> list[Any]:
        return _items(self._get(key), f"{self.where}.{key}", least, most)


def _whole(value: Any, where: str, low: int, high: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise ReviewError(where, "is not a whole number")
    if not low <= value <= high:
        raise ReviewError(where, f"is out of range ({low} to {high})")
    return value


def _number(value: Any, where: str, low: float, high: float) -> float:
    if not isinstance(value, (int, float)) or isinstance(value, bool):
        raise ReviewError(where, "is not a number")
    if not math.isfinite(value) or not low <= value <= high:
        raise ReviewError(where, f"is out of range ({low:g} to {high:g})")
    return float(value)


def _text(value: Any, where: str) -> str:
    if not isinstance(value, str):
        raise ReviewError(where, "is not text")
    if len(value) > MAX_TEXT or not value.isprintable():
        raise ReviewError(where, "is not a line of text")
    return value


def _flag(value: Any, where: str) -> bool:
    if not isinstance(value, bool):
        raise ReviewError(where, "is not true or false")
    return value


def _items(value: Any, where: str, least: int, most: int) -> list[Any]:
    if not isinstance(value, list):
        raise ReviewError(where, "is not a list")
    if not least <= len(value) <= most:
        raise ReviewError(where, f"has {len(value)} entries ({least} to {most} expected)")
    return value


def _chances(value: Any, where: str, seats: int) -> tuple[float, ...]:
    items = _items(value, where, seats, seats)
    return tuple(_number(x, f"{where}[{i}]", 0.0, 1.0) for i, x in enumerate(items))


def _seat(f: _Fields, index: int) -> SeatReview:
    acc = f._get("accuracy")
    return SeatReview(
        seat=f.whole("seat", index, index),
        name=f.text("name"),
        start=f.number("start", 0.0, 1.0),
        result=f.number("result", 0.0, 1.0),
        skill=f.number("skill", -MAX_PART, 0.0),
        luck=f.number("luck", -MAX_PART, MAX_PART),
        others=f.number("others", -MAX_PART, MAX_PART),
        accuracy=None if acc is None else _number(acc, f"{f.where}.accuracy", 0.0, 100.0),
        decisions=f.whole("decisions", 0, MAX_DECISIONS),
    )


def _decision(value: Any, where: str, seats: int, length: int) -> DecisionReview:
    row = _items(value, where, 14, 14)
    mark = _text(row[11], f"{where}.mark")
    if mark not in {m.value for m in Mark}:
        raise ReviewError(f"{where}.mark", f"{mark!r} is not a mark")
    return DecisionReview(
        number=_whole(row[0], f"{where}.number", 1, length),
        seat=_whole(row[1], f"{where}.seat", 0, seats - 1),
        turn=_whole(row[2], f"{where}.turn", 0, MAX_NUMBER),
        chosen=_text(row[3], f"{where}.chosen"),
        best=_text(row[4], f"{where}.best"),
        chosen_words=_text(row[5], f"{where}.chosen_words"),
        best_words=_text(row[6], f"{where}.best_words"),
        before=_chances(row[7], f"{where}.before", seats),
        after=_chances(row[8], f"{where}.after", seats),
        cost=_number(row[9], f"{where}.cost", 0.0, 100.0),
        error=_number(row[10], f"{where}.error", 0.0, 100.0),
        mark=Mark(mark),
        equal=_flag(row[12], f"{where}.equal"),
        choices=_whole(row[13], f"{where}.choices", 2, 100_000),
    )


def _swing(value: Any, where: str, seats: int, length: int) -> Swing:
    row = _items(value, where, 7, 7)
    kind = _text(row[4], f"{where}.kind")
    if kind not in KINDS:
        raise ReviewError(f"{where}.kind", f"{kind!r} is not one of {', '.join(KINDS)}")
    return Swing(
        seat=_whole(row[0], f"{where}.seat", 0, seats - 1),
        number=_whole(row[1], f"{where}.number", 0, length),
        turn=_whole(row[2], f"{where}.turn", 0, MAX_NUMBER),
        actor=_whole(row[3], f"{where}.actor", -1, seats - 1),
        kind=kind,
        points=_number(row[5], f"{where}.points", -100.0, 100.0),
        what=_text(row[6], f"{where}.what"),
    )
