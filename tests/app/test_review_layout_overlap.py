"""The review screen's texts never overlap, in every game, with big moments and
without (issue 39: Sorry! Revenge's 'No big moments: …' wrapped in two lines drawn at
one height, over each other, and the 'Big moments' heading left out)."""

from __future__ import annotations

import pytest
from review_helpers import QUICK, played
from shell_helpers import make_app

from sorry_game.app.review import job as jobs
from sorry_game.app.scenes import review as review_scene
from sorry_game.app.scenes.review import ReviewScene, no_moments
from sorry_game.review import review_game

#: every game, with its players
GAMES = [("classic", 4), ("president", 4), ("king", 2), ("revenge", 4)]


@pytest.fixture(autouse=True)
def _quick(monkeypatch):
    monkeypatch.setattr(jobs, "WORKERS", 0)
    monkeypatch.setattr(jobs, "SETTINGS", QUICK)
    yield
    jobs._live.clear()


@pytest.mark.parametrize("swings", [True, False])
@pytest.mark.parametrize(("game_id", "players"), GAMES)
def test_the_reviews_texts_never_overlap(game_id, players, swings, monkeypatch):
    if not swings:
        monkeypatch.setattr(review_scene, "moments", lambda review, seat: [])
    app = make_app(size=(1280, 800))
    record = played(game_id, players, 5)
    job = jobs.ReviewJob(record, keep=False)
    job.review = review_game(record, QUICK)
    scene = ReviewScene(app, record, seat=0, keep=False, job=job)
    app.push(scene)
    app.step([])
    drawn: list[tuple[object, str]] = []  # (every part's lines: each part starts anew)
    draw = scene.lines.draw

    def kept(surface, content, *args, **kw):
        rect = draw(surface, content, *args, **kw)
        drawn.append((rect, content))
        return rect

    monkeypatch.setattr(scene.lines, "draw", kept)
    scene.dirty = True
    app.step([])
    placed = [(rect, words) for rect, words in drawn if rect.w and rect.h]
    said = [words for _rect, words in drawn]
    assert "Big moments" in said
    if not swings:
        expected = no_moments(job.review.chance)
        said = " ".join(w for w in said if w in expected)
        assert said.split() == expected.split()
    for k, (a, one) in enumerate(placed):
        for b, other in placed[k + 1 :]:
            assert not a.colliderect(b), (one, a, other, b)
    app.close()
