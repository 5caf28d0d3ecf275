"""`--screenshot --scene moment`: the replay opened from the review at the pictured sample
game's costliest decision of yours (`samples.pictured_review`): one board, the choice played and the better one marked."""

from __future__ import annotations

from typing import Any

from sorry_game.app.review.compare import shows_better
from sorry_game.app.review.samples import pictured_review
from sorry_game.engine.savefile import SaveRecord
from sorry_game.review import DecisionReview, GameReview


def pictured(review: GameReview) -> DecisionReview:
    """The decision pictured: the costliest of seat 0's (you) with a better choice to
    mark, else anyone's, else the costliest of all."""
    shown = [d for d in review.decisions if shows_better(d)] or list(review.decisions)
    mine = [d for d in shown if d.seat == 0] or shown
    return max(mine, key=lambda d: d.cost)


def moment_scene(app: Any, record: SaveRecord, review: GameReview) -> Any:
    """The replay of `record` opened at its pictured decision (`bench/shots.py`: the
    table's own game)."""
    return moment_scene_at(app, record, pictured(review))


def moment_scene_at(app: Any, record: SaveRecord, decision: DecisionReview) -> Any:
    """The replay of `record` opened at a reviewed `decision` of it."""
    return app.router.build("replay", record, moment=decision)


def screenshot_scene(app: Any, game_id: str, seed: int = 3) -> Any:
    record, review = pictured_review(game_id, seed)
    return moment_scene(app, record, review)
