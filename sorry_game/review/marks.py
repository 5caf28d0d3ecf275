"""What a decision's cost is called, and a player's accuracy (issue 42): one table of
thresholds, the same for every game.

A decision's *cost* is what the choice made gave away, in points of the deciding
seat's chance to win (percentage points: the best choice's chance less the chosen
one's). Every cost is an estimate and carries its *uncertainty* (`error`, two standard
errors of the judge's world-by-world difference, or how much a search's verdict moved
when it looked one turn deeper). A choice the review cannot tell from the best is
*best*; one shown to be worse is *good*, or marked where its cost exceeds a mark's
threshold by more than its uncertainty (a blunder only where the review is sure the
choice gave away ten points; the words lead with that sure loss, the estimate an aside:
"good, lost 1.7 %, maybe 23.2 %", `words.cost_words`):

    cost less its uncertainty (points)     mark
    the cost is within its uncertainty     best
    below 2                                good
    2 to 5                                 inaccuracy
    5 to 10                                mistake
    10 and more                            blunder

Lichess marks chess moves at 5, 10 and 15 points of Win% (a two-player game whose
chances swing around 50 %). In these games a seat starts at 25 % of four and a single
choice rarely moves more than a few points, so the same names sit lower: a blunder
gives away ten points, two fifths of a four-player seat's starting chance.

Accuracy is Lichess's published move-accuracy curve on the win-chance loss
(`lila`, `AccuracyPercent.fromWinPercents`: 103.1668 · e^(−0.04354 · loss) − 3.1669,
plus 1 for the imperfect analysis, within 0..100), with the loss the cost beyond its
uncertainty (a choice is charged only what the review is sure of), **counted at its
stake** (`staked_loss`): as a share of the chance the seat had, restated at the even
chance of the game's seats (with partners, each seat holds its team's chance).
Lichess's two players share one curve: a chess move that loses 10 points of Win% loses
them from a chance between 0 and 100 either side. Here a seat's chance is one of four
(or two) that add up to 100, and a trailing seat has few
points to lose: at 5 % it cannot lose more than 5 points whatever it does, so by points
alone a weak player, often behind, looked accurate (Sorry My Ass!: the easy level, at
17 % on average, scored above the normal level; issue 42). Counted at its stake, a slip
that gives away a fifth of a seat's chance costs what it would have at the start
(5 points of four seats' 25 %), whether the seat then had 10 % or 60 %; a chance below a
fifth of the even chance counts as that fifth (a seat nearly out is not charged five
times over for a point). The marks stay in points of the chance to win, as said.
A player's accuracy is the plain mean over their decisions whose choices were not all
equal (a decision with nothing to choose tells nothing of the player); Lichess's
weighting by the volatility of a chess game's evaluation has no counterpart in these
games' many small decisions.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from enum import Enum


class Mark(str, Enum):
    """A decision's mark, best to worst (its value is the word saved and shown)."""

    BEST = "best"
    GOOD = "good"
    INACCURACY = "inaccuracy"
    MISTAKE = "mistake"
    BLUNDER = "blunder"

    @property
    def marked(self) -> bool:
        """An inaccuracy, a mistake or a blunder: shown in the list of marked decisions."""
        return self in (Mark.INACCURACY, Mark.MISTAKE, Mark.BLUNDER)


#: the least cost, in points of the chance to win, of each mark worse than good
THRESHOLDS: tuple[tuple[Mark, float], ...] = (
    (Mark.BLUNDER, 10.0),
    (Mark.MISTAKE, 5.0),
    (Mark.INACCURACY, 2.0),
)
BLUNDER_POINTS = dict(THRESHOLDS)[Mark.BLUNDER]
#: a cost below this many points is no cost at all (the estimates' rounding)
NEGLIGIBLE_POINTS = 0.2


def mark_of(cost: float, error: float) -> Mark:
    """The mark of a choice that cost `cost` points, known to within `error` points.

    >>> [mark_of(c, 1.0).value for c in (0.0, 0.9, 1.5, 4.0, 7.0, 12.0)]
    ['best', 'best', 'good', 'inaccuracy', 'mistake', 'blunder']
    >>> mark_of(12.0, 15.0).value, mark_of(10.5, 1.0).value   # not sure enough
    ('best', 'mistake')
    """
    if cost <= max(error, NEGLIGIBLE_POINTS):
        return Mark.BEST
    for mark, least in THRESHOLDS:
        if cost - error >= least:
            return mark
    return Mark.GOOD


def move_accuracy(loss: float) -> float:
    """Lichess's accuracy of a move that lost `loss` points of the chance to win.

    >>> [round(move_accuracy(x), 1) for x in (0.0, 1.0, 5.0, 10.0, 50.0)]
    [100.0, 96.6, 80.8, 64.6, 9.5]
    """
    if loss <= 0:
        return 100.0
    raw = 103.1668100711649 * math.exp(-0.04354415386753951 * loss) - 3.166924740191411
    return max(0.0, min(100.0, raw + 1.0))


def charged(cost: float, error: float) -> float:
    """The loss an accuracy counts: the cost beyond its uncertainty (never below 0)."""
    return max(0.0, cost - error)


#: the least chance a loss is counted against, as a share of the even chance
LEAST_STAKE = 0.2


def staked_loss(loss: float, chance: float, even: float) -> float:
    """A loss of `loss` points counted at its stake: as a share of the seat's `chance`
    (0..1) before it, restated at the game's `even` chance (one seat of four: 0.25; a
    seat of two partnerships of four: 0.5) (module docstring).

    >>> staked_loss(2.0, 0.25, 0.25), staked_loss(2.0, 0.10, 0.25), staked_loss(2.0, 0.50, 0.25)
    (2.0, 5.0, 1.0)
    >>> staked_loss(2.0, 0.0, 0.25), staked_loss(2.0, 0.25, 0.5)   # floored: a fifth of even
    (10.0, 4.0)
    """
    return loss * even / max(chance, LEAST_STAKE * even)


def accuracy(losses: Sequence[float]) -> float | None:
    """A player's accuracy over the losses of their decisions (None without any).

    >>> round(accuracy([0.0, 0.0, 10.0]) or 0, 1), accuracy([])
    (88.2, None)
    """
    if not losses:
        return None
    return sum(move_accuracy(x) for x in losses) / len(losses)
