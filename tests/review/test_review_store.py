"""Reviews kept with History's games (issue 42): computed once, read back whole; a
stored review that is damaged, too large, of another version or of another game is
refused by name and computed again."""

from __future__ import annotations

import dataclasses
import json

import pytest
from review_helpers import QUICK, played

from sorry_game.review import GameReview, ReviewError, review_game
from sorry_game.store import health, kinds, reviews


@pytest.fixture
def kept():
    record = played("toy", 2, 1)
    review = review_game(record, QUICK)
    assert reviews.save_review(record, review) == ""
    return record, review


def test_a_kept_review_is_read_back_as_it_was(kept):
    record, review = kept
    path = reviews.review_path(record)
    assert path.parent == reviews.reviews_dir() and path.is_file()
    stored = reviews.load_review(record)
    assert stored.problem == "" and stored.review is not None
    back = stored.review
    assert back.decisions == tuple(
        dataclasses.replace(
            d,
            before=tuple(round(x, 4) for x in d.before),
            after=tuple(round(x, 4) for x in d.after),
            cost=round(d.cost, 2),
            error=round(d.error, 2),
        )
        for d in review.decisions
    )
    assert [s.name for s in back.seats] == [s.name for s in review.seats]
    # another game has no review yet: nothing to refuse
    assert reviews.load_review(played("toy", 2, 2)) == reviews.Stored(None, "")


def _recomputed(record) -> None:
    """What the window does with a refused review: compute it again and keep it."""
    review = review_game(record, QUICK)
    assert reviews.save_review(record, review) == ""
    assert reviews.load_review(record).review is not None


def test_a_damaged_review_is_refused_by_name_and_computed_again(kept):
    record, _ = kept
    path = reviews.review_path(record)
    path.write_text('{"format": "sorry-game review", "digest": "x", "revi', encoding="utf-8")
    stored = reviews.load_review(record)
    assert stored.review is None
    assert path.name in stored.problem and "damaged" in stored.problem
    _recomputed(record)


def test_a_review_with_a_field_out_of_range_is_refused_naming_the_field(kept):
    record, _ = kept
    path = reviews.review_path(record)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["review"]["decisions"][0][9] = 250.0  # a cost of 250 points
    path.write_text(json.dumps(data), encoding="utf-8")
    stored = reviews.load_review(record)
    assert stored.review is None and "decisions[0].cost" in stored.problem
    data["review"]["decisions"][0][9] = 1.0
    data["review"]["seats"][0]["luck"] += 30  # the parts no longer add up
    path.write_text(json.dumps(data), encoding="utf-8")
    assert "seats[0]: its parts do not add up" in reviews.load_review(record).problem
    _recomputed(record)


def test_a_review_too_large_is_refused_unread_and_computed_again(kept):
    record, _ = kept
    path = reviews.review_path(record)
    path.write_bytes(b" " * (kinds.REVIEW.max_bytes + 1))
    stored = reviews.load_review(record)
    assert stored.review is None and "too large" in stored.problem and path.name in stored.problem
    _recomputed(record)


def test_a_review_of_another_version_or_another_game_is_refused(kept):
    record, review = kept
    path = reviews.review_path(record)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["review"]["version"] = 999
    path.write_text(json.dumps(data), encoding="utf-8")
    assert "another version" in reviews.load_review(record).problem
    reviews.save_review(record, review)
    other = played("toy", 2, 2)
    reviews.review_path(other).write_bytes(path.read_bytes())  # a file under another name
    assert "another game" in reviews.load_review(other).problem


def test_the_store_never_writes_a_review_it_would_refuse_and_keeps_at_most_keep(kept, monkeypatch):
    record, review = kept
    with monkeypatch.context() as small:
        small.setattr(kinds, "REVIEW", dataclasses.replace(kinds.REVIEW, max_bytes=100))
        assert reviews.save_review(record, review) == "it is too large to keep"
    folder = reviews.reviews_dir()
    for i in range(5):
        (folder / f"{i:016x}.json").write_text("{}", encoding="utf-8")
    dropped = reviews.prune(folder, keep=3, spare=reviews.review_path(record))
    assert len(dropped) == 3 and reviews.review_path(record).exists()


def test_a_review_that_cannot_be_written_is_reported_not_raised(kept, monkeypatch):
    record, review = kept
    from sorry_game.store import guarded

    monkeypatch.setattr(guarded, "fault_hook", lambda path: OSError(28, "No space left"))
    problem = reviews.save_review(record, review)
    assert problem and any(f.kind.id == "review" for f in health.faults(shown=False))


def test_from_dict_refuses_what_is_not_a_review():
    with pytest.raises(ReviewError, match="review: is not an object"):
        GameReview.from_dict([])
    with pytest.raises(ReviewError, match="review.version: is missing"):
        GameReview.from_dict({})


def test_a_review_stored_before_the_chances_were_calibrated_is_computed_again(kept):
    """Version 2 stored the chances as the judges gave them; since version 3 each judge's
    chances are calibrated on many games (`ai.judging.sharpened`): an old review's chances
    are not today's, so it is refused and computed again."""
    record, _ = kept
    path = reviews.review_path(record)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["review"]["version"] = 2
    path.write_text(json.dumps(data), encoding="utf-8")
    stored = reviews.load_review(record)
    assert stored.review is None and "another version" in stored.problem
    _recomputed(record)
