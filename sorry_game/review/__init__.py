"""The review of a finished game (issue 42): every decision weighed, luck told apart
from skill, for every seat. It uses the computer players (`ai`: each game's judge) and
the engine; the window uses it (and runs it in worker processes: `background.py`);
it never imports pygame.

    model.py       GameReview, SeatReview, DecisionReview, Swing: the data, to/from JSON
    marks.py       Mark and its thresholds, Lichess's accuracy curve
    compute.py     the computing: decisions, weighing, assembling; iter_review
    swings.py      each seat's biggest swings, in player words
    background.py  BackgroundReview: computed in worker processes, polled each frame
    words.py       the review as text (`--review FILE`)

The store keeps reviews with History's games: `sorry_game/store/reviews.py`.
"""

from sorry_game.review.background import BackgroundReview
from sorry_game.review.compute import (
    NotReviewable,
    Progress,
    ReviewSettings,
    iter_review,
    review_game,
)
from sorry_game.review.marks import THRESHOLDS, Mark
from sorry_game.review.model import DecisionReview, GameReview, ReviewError, SeatReview, Swing
from sorry_game.review.words import report

__all__ = [
    "THRESHOLDS",
    "BackgroundReview",
    "DecisionReview",
    "GameReview",
    "Mark",
    "NotReviewable",
    "Progress",
    "ReviewError",
    "ReviewSettings",
    "SeatReview",
    "Swing",
    "iter_review",
    "report",
    "review_game",
]
