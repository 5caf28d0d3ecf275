"""`bench/shots.py` draws the review and the reviewed decision of the game whose Results
it drew (reviewers read the sample game's review beside the table's Results as a
contradiction: another winner, other move counts), reviewing it once for every size."""

from __future__ import annotations

from bench_scripts import bench_script

import sorry_game.review as review_package
from sorry_game.app.review import moment
from sorry_game.app.review.samples import sample_review
from sorry_game.app.scenes import review as review_scene


def test_shots_review_and_moment_are_of_the_tables_own_game(tmp_path, monkeypatch) -> None:
    shots = bench_script("shots")
    record, review = sample_review("king", 3)  # a short game: its review is quick
    reviewed: list = []
    built: list = []

    def review_game(given, settings):
        reviewed.append(given)
        return review

    def spy(real):
        def build(app, given, given_review):
            built.append((given, given_review))
            return real(app, given, given_review)

        return build

    monkeypatch.setattr(review_package, "review_game", review_game)
    monkeypatch.setattr(review_scene, "reviewed_scene", spy(review_scene.reviewed_scene))
    monkeypatch.setattr(moment, "moment_scene", spy(moment.moment_scene))
    monkeypatch.setattr(shots, "_reviews", {})
    paths = shots.review_shots(record, (800, 600), 100, tmp_path)
    paths += shots.review_shots(record, (1280, 800), 100, tmp_path)
    assert [p.name for p in paths] == [
        "king_800x600_100_review.png",
        "king_800x600_100_moment.png",
        "king_1280x800_100_review.png",
        "king_1280x800_100_moment.png",
    ]
    assert all(p.stat().st_size > 0 for p in paths)
    assert reviewed == [record]  # once, for both sizes
    assert len(built) == 4 and all(g is record and r is review for g, r in built)
