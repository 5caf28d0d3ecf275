"""`--screenshot --scene moment`: the replay opened from the review at the sample game's
costliest decision of yours: one board, the choice played and the better one marked."""

from __future__ import annotations

from typing import Any

from sorry_game.app.review.compare import shows_better
from sorry_game.app.review.samples import sample_review


def screenshot_scene(app: Any, game_id: str, seed: int = 3) -> Any:
    record, review = sample_review(game_id, seed)
    shown = [d for d in review.decisions if shows_better(d)] or list(review.decisions)
    mine = [d for d in shown if d.seat == 0] or shown
    decision = max(mine, key=lambda d: d.cost)
    return app.router.build("replay", record, moment=decision)
