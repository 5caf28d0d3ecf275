"""Each colour's chance to win a Sorry! race from a board: the judgement of the hard
Sorry! player, learned from games rather than written by hand (issue 18).

Every colour gets a score from what a player would look at — where each pawn stands
(one weight per step of its path), the chance an opponent's next card lands on it
(split by whether that opponent moves before this colour does again, and by how far
the pawn has come), the SORRY! and 11 cards still in the pile against its pawns on the
track, the 1s and 2s left to bring its pawns out of START, its START exit blocked, how
soon it moves, its last pawn's progress — and the chances are the softmax of the
scores: P(colour wins) = exp(score) / sum of exp(every live colour's score).

The weights are a multinomial logistic regression on the winners of 120,000 games
between normal players (`bench/train_race.py` fits them again): the chances are the
chances of winning *against the normal player*, the opponent the hard player plans
against. They are fitted for four players without partners; `odds_for` says None for
any other table, and the hard player uses the tree search on `board.py` there.

>>> from sorry_game.games.board.cards import full_deck
>>> from sorry_game.games.board.geometry import START
>>> [round(p, 2) for p in chances([START] * 16, 0, (0, 1, 2, 3), full_deck())]
[0.26, 0.25, 0.25, 0.24]
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from sorry_game.ai.board import RISK
from sorry_game.ai.rollouts import softmax
from sorry_game.games.board.cards import SORRY
from sorry_game.games.board.geometry import EXIT, HOME, PROGRESS, START, TRACK_LEN

#: the steps of a quarter of the path, for the risk by how far a pawn has come
QUARTER = 16


@dataclass(frozen=True)
class RaceWeights:
    """The learned weights (see the module docstring for what each term reads)."""

    #: by steps advanced (0 START, 1 the exit square … 65 HOME)
    steps: tuple[float, ...]
    #: chance of being hit by an opponent who moves before this colour, and × steps/10
    risk_before: float
    risk_before_steps: float
    #: the same for opponents who move after it
    risk_after: float
    risk_after_steps: float
    #: opponents with a pawn in START (a SORRY! away) × pawns on the track, × their steps/10
    sorry_pawns: float
    sorry_steps: float
    #: own pawn on the START exit square while others wait in START
    blocked_exit: float
    #: 0, 1, 2, 3 turns until this colour moves (0: it moves now)
    tempo: tuple[float, float, float, float]
    #: opponents with pawns on the track (an 11 away) × own track steps/10
    switch_steps: float
    #: own pawn in START × the opponents' track steps/10 (what a SORRY! could take)
    bump_steps: float
    #: the last pawn's steps/10 (the race is won by the last pawn HOME)
    last_pawn: float
    #: sum of (steps/10)²: a pawn nearly HOME is worth more than its steps
    steps_squared: float
    #: (pawns in START)²
    start_squared: float
    #: the risk before / after, by the quarter of the path the pawn stands in
    risk_before_by_quarter: tuple[float, float, float, float]
    risk_after_by_quarter: tuple[float, float, float, float]
    #: share of SORRY!s in the pile × `sorry_steps`'s term
    sorry_left: float
    #: share of 11s in the pile × `switch_steps`'s term
    elevens_left: float
    #: share of 1s and 2s in the pile × own pawns in START
    leavers_left: float
    #: (pawns between START and HOME)²: more pawns out, more ways to use a card
    movable_squared: float
    #: 0, 1, 2, 3 turns until this colour moves × the last pawn's steps/10
    tempo_last: tuple[float, float, float, float]


#: the terms after the 66 steps weights, in the order of `features`: a field, or a
#: field and an index into its tuple (index 0 of the tempo terms is the mover: zero)
TERMS: tuple[tuple[str, int | None], ...] = (
    ("risk_before", None),
    ("risk_before_steps", None),
    ("risk_after", None),
    ("risk_after_steps", None),
    ("sorry_pawns", None),
    ("sorry_steps", None),
    ("blocked_exit", None),
    ("tempo", 1),
    ("tempo", 2),
    ("tempo", 3),
    ("switch_steps", None),
    ("bump_steps", None),
    ("last_pawn", None),
    ("steps_squared", None),
    ("start_squared", None),
    *(("risk_before_by_quarter", q) for q in range(4)),
    *(("risk_after_by_quarter", q) for q in range(4)),
    ("sorry_left", None),
    ("elevens_left", None),
    ("leavers_left", None),
    ("movable_squared", None),
    ("tempo_last", 1),
    ("tempo_last", 2),
    ("tempo_last", 3),
)
N_STEPS = HOME + 1  # steps 0 (START) … 65 (HOME)
N_FEATURES = N_STEPS + len(TERMS)
_TUPLES = ("tempo", "risk_before_by_quarter", "risk_after_by_quarter", "tempo_last")


#: four players, no partners: fitted on 2,880,000 positions of 120,000 normal games
FOUR_PLAYERS = RaceWeights(
    steps=(
        0.04274,
        0.18507,
        0.08816,
        0.09601,
        0.04104,
        0.04065,
        0.04994,
        0.00596,
        0.02714,
        0.03461,
        0.00768,
        0.03986,
        -0.00317,
        -0.01268,
        0.00537,
        -0.01909,
        0.01363,
        0.00132,
        0.01471,
        0.00837,
        -0.01053,
        -0.01149,
        -0.02229,
        0.00000,
        -0.01008,
        -0.02544,
        -0.02131,
        -0.03625,
        -0.00021,
        -0.02512,
        -0.03796,
        -0.03155,
        -0.03716,
        -0.06595,
        -0.03586,
        -0.05057,
        -0.02455,
        -0.04245,
        -0.05738,
        -0.04420,
        -0.04248,
        -0.03829,
        -0.06079,
        -0.00256,
        -0.06888,
        -0.03244,
        -0.08997,
        -0.04590,
        -0.02430,
        -0.01742,
        0.01087,
        0.00649,
        0.03282,
        0.05232,
        0.02632,
        0.01218,
        -0.08320,
        -0.03385,
        -0.07654,
        -0.13541,
        0.06934,
        0.00156,
        0.09134,
        0.07421,
        0.13262,
        0.16498,
    ),  # fmt: skip
    risk_before=0.02841,
    risk_before_steps=-0.07063,
    risk_after=0.01854,
    risk_after_steps=0.00622,
    sorry_pawns=0.02996,
    sorry_steps=-0.00063,
    blocked_exit=-0.11811,
    tempo=(0.00000, -0.01463, -0.03095, -0.04850),
    switch_steps=0.00177,
    bump_steps=0.00281,
    last_pawn=0.13983,
    steps_squared=0.01524,
    start_squared=0.00273,
    risk_before_by_quarter=(0.02928, 0.01532, 0.00093, -0.01712),
    risk_after_by_quarter=(0.04499, -0.03316, -0.02383, 0.03054),
    sorry_left=-0.04108,
    elevens_left=-0.01432,
    leavers_left=0.02965,
    movable_squared=-0.02019,
    tempo_last=(0.00000, -0.00877, -0.01441, -0.02280),
)


#: the fitted tables by number of players
WEIGHTS: dict[int, RaceWeights] = {4: FOUR_PLAYERS}


def as_vector(w: RaceWeights) -> list[float]:
    """The weights in the order of `features`."""
    rest = [getattr(w, f) if i is None else getattr(w, f)[i] for f, i in TERMS]
    return [*w.steps, *rest]


def from_vector(v: Sequence[float]) -> RaceWeights:
    """Weights from a vector in the order of `features` (what the trainer fits)."""
    fields: dict[str, list[float] | float] = {name: [0.0, 0.0, 0.0, 0.0] for name in _TUPLES}
    for (name, i), value in zip(TERMS, v[N_STEPS:], strict=True):
        if i is None:
            fields[name] = value
        else:
            fields[name][i] = value  # type: ignore[index]
    tuples = {name: tuple(fields.pop(name)) for name in _TUPLES}  # type: ignore[arg-type]
    return RaceWeights(steps=tuple(v[:N_STEPS]), **tuples, **fields)  # type: ignore[arg-type]


def pile_shares(held: Sequence[int]) -> tuple[float, float, float]:
    """Shares of SORRY!s, 11s, and 1s and 2s among the cards still to be drawn."""
    n = max(len(held), 1)
    sorry = elevens = leavers = 0
    for card in held:
        if card == SORRY:
            sorry += 1
        elif card == 11:
            elevens += 1
        elif card <= 2:
            leavers += 1
    return sorry / n, elevens / n, leavers / n


def features(
    pos: Sequence[int], mover: int, colours: tuple[int, ...], held: Sequence[int]
) -> list[list[float]]:
    """What each seat's score reads, term by term: `scores` is the dot product of these
    with `as_vector(weights)` (the readable definition; `scores` is the fast one, and a
    test holds them equal). The trainer fits the weights on these. `held`: the cards
    still to be drawn (the pile and the face-up card)."""
    n = len(colours)
    sorry_share, eleven_share, leave_share = pile_shares(held)
    in_start = [sum(1 for p in pos[4 * c : 4 * c + 4] if p == START) for c in colours]
    track = [[p for p in pos[4 * c : 4 * c + 4] if p < TRACK_LEN] for c in colours]
    track_steps = [
        sum(PROGRESS[c][p] / 10.0 for p in t) for c, t in zip(colours, track, strict=True)
    ]
    index = {term: N_STEPS + k for k, term in enumerate(TERMS)}
    rows = []
    for i, c in enumerate(colours):
        row = [0.0] * N_FEATURES

        def add(name: str, value: float, at: int | None = None, row: list[float] = row) -> None:
            row[index[(name, at)]] += value

        order = (i - mover) % n
        own = pos[4 * c : 4 * c + 4]
        steps = [PROGRESS[c][p] for p in own]
        for s in steps:
            row[s] += 1.0
        last = min(steps) / 10.0
        if order:
            add("tempo", 1.0, order)
            add("tempo_last", last, order)
        add("last_pawn", last)
        add("steps_squared", sum((s / 10.0) ** 2 for s in steps))
        add("movable_squared", sum(1 for p in own if p not in (START, HOME)) ** 2)
        for p in track[i]:
            s = PROGRESS[c][p]
            for j, opponent in enumerate(track):
                if j != i:
                    when = "before" if (j - mover) % n < order else "after"
                    hit = sum(RISK[(p - t) % TRACK_LEN] for t in opponent)
                    add(f"risk_{when}", hit)
                    add(f"risk_{when}_steps", hit * s / 10.0)
                    add(f"risk_{when}_by_quarter", hit, min(s // QUARTER, 3))
        sorry = sum(1 for j in range(n) if j != i and in_start[j])
        add("sorry_pawns", sorry * len(track[i]))
        add("sorry_steps", sorry * track_steps[i])
        add("sorry_left", sorry_share * sorry * track_steps[i])
        switch = sum(1 for j in range(n) if j != i and track[j])
        add("switch_steps", switch * track_steps[i])
        add("elevens_left", eleven_share * switch * track_steps[i])
        if in_start[i]:
            add("bump_steps", sum(track_steps) - track_steps[i])
            add("blocked_exit", 1.0 if EXIT[c] in own else 0.0)
        add("start_squared", in_start[i] ** 2)
        add("leavers_left", leave_share * in_start[i])
        rows.append(row)
    return rows


def scores(
    pos: Sequence[int],
    mover: int,
    colours: tuple[int, ...],
    held: Sequence[int],
    w: RaceWeights,
) -> list[float]:
    """Each seat's score (seat i plays `colours[i]`; `mover` is the seat to move; `held`
    the cards still to be drawn): `features` · `as_vector(w)`, computed directly."""
    n = len(colours)
    steps_w = w.steps
    sorry_share, eleven_share, leave_share = pile_shares(held)
    in_start = [0] * n
    track_steps = [0.0] * n
    on_track = [False] * n
    for i, c in enumerate(colours):
        prog = PROGRESS[c]
        for p in pos[4 * c : 4 * c + 4]:
            if p == START:
                in_start[i] += 1
            elif p < TRACK_LEN:
                on_track[i] = True
                track_steps[i] += prog[p] / 10.0
    with_start = sum(1 for k in in_start if k)
    with_track = sum(on_track)
    all_track_steps = sum(track_steps)
    before_q, after_q = w.risk_before_by_quarter, w.risk_after_by_quarter
    out = []
    for i, c in enumerate(colours):
        order = (i - mover) % n
        prog = PROGRESS[c]
        own = pos[4 * c : 4 * c + 4]
        score = w.tempo[order]
        pawns_on_track = 0
        movable = 0
        last = 99.0
        for p in own:
            s = prog[p]
            st = s / 10.0
            score += steps_w[s] + w.steps_squared * st * st
            if st < last:
                last = st
            if p != START and p != HOME:
                movable += 1
            if p >= TRACK_LEN:
                continue
            pawns_on_track += 1
            before = after = 0.0
            for j, o in enumerate(colours):
                if j == i:
                    continue
                first = (j - mover) % n < order
                for t in pos[4 * o : 4 * o + 4]:
                    if t < TRACK_LEN:
                        if first:
                            before += RISK[(p - t) % TRACK_LEN]
                        else:
                            after += RISK[(p - t) % TRACK_LEN]
            q = min(s // QUARTER, 3)
            score += before * (w.risk_before + w.risk_before_steps * st + before_q[q])
            score += after * (w.risk_after + w.risk_after_steps * st + after_q[q])
        sorry = with_start - (1 if in_start[i] else 0)
        score += sorry * (w.sorry_pawns * pawns_on_track + w.sorry_steps * track_steps[i])
        score += w.sorry_left * sorry_share * sorry * track_steps[i]
        switch = with_track - on_track[i]
        score += (w.switch_steps + w.elevens_left * eleven_share) * switch * track_steps[i]
        if in_start[i]:
            score += w.bump_steps * (all_track_steps - track_steps[i])
            if EXIT[c] in own:
                score += w.blocked_exit
        k = in_start[i]
        score += w.start_squared * k * k + w.leavers_left * leave_share * k
        score += w.movable_squared * movable * movable
        score += (w.last_pawn + w.tempo_last[order]) * last
        out.append(score)
    return out


def chances(
    pos: Sequence[int],
    mover: int,
    colours: tuple[int, ...],
    held: Sequence[int],
    w: RaceWeights | None = None,
) -> list[float]:
    """Each seat's chance to win (they add up to 1)."""
    return softmax(scores(pos, mover, colours, held, w or FOUR_PLAYERS))


def odds_for(players: int, partners: bool) -> RaceWeights | None:
    """The weights fitted for this table, or None when none were."""
    return None if partners else WEIGHTS.get(players)
