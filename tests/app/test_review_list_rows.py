"""The review's list of decisions is read at a glance (issue 42): one short line a row
(the move, what was played, the mark and the loss it was given from), two at most
where the window is small or the text large; the whole sentence of the selected
decision (the loss the review is sure of against the best move, the estimate, the
better choice) is said once, under the list."""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache

import pygame
import pytest
from review_helpers import QUICK, played
from shell_helpers import make_app

from sorry_game.app.review import job as jobs
from sorry_game.app.review.decisions import (
    detail_lines,
    row_lines,
    short_verdict,
    shortened,
    verdict,
)
from sorry_game.app.scenes.review import ReviewScene
from sorry_game.review import DecisionReview, Mark, review_game
from sorry_game.review.words import cost_words

#: moves' words of the four games, each as long as the games say them in a review's
#: list (Sorry!'s split, Sorry My Ass!'s card named, Sorry, King!'s checker, Revenge's)
WORDS = (
    "split the 7: pawn 2 forward 1, then pawn 3 forward 6",
    "move pawn 2 forward 10 with the 10",
    "switch pawn 1 with Red's pawn 1",
    "move the checker by d8 2 squares",
    "bishop h3–g4",
    "use the Play 2 card",
)
SIZES = [(800, 600), (1280, 800), (1920, 1080)]


@lru_cache(maxsize=1)
def sample() -> tuple:
    """A classic game's record and its review, its decisions' words those of `WORDS` in
    turn, each decision its costliest mark and three-figure move number."""
    record = played("classic", 4, 5)
    review = review_game(record, QUICK)
    worst = replace(review.decisions[0], mark=Mark.INACCURACY, cost=13.7, error=9.1, equal=False)
    extra = tuple(
        replace(worst, seat=0, number=880 + k, chosen_words=w) for k, w in enumerate(WORDS)
    )
    return record, replace(review, decisions=review.decisions + extra)


def reviewed(size: tuple[int, int], scale: int) -> ReviewScene:
    record, review = sample()
    app = make_app(size=size)
    app.set_ui_scale(scale)
    job = jobs.ReviewJob(record, keep=False)
    job.review = review
    scene = ReviewScene(app, record, seat=0, keep=False, job=job)
    app.push(scene)
    app.step([])
    if scene.tab_button.visible:  # one column: the decisions' own tab
        scene.switch_tab()
    scene.draw(app.screen)
    return scene


@pytest.mark.parametrize("scale", [100, 200])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_each_decision_row_takes_one_line_from_1280x800_at_100_and_two_at_most_else(size, scale):
    """The marked rows took three lines at 1280x800 100 % ("Inaccuracy: −13.7 ± 9.1 %
    chance to win against the best move, −4.6 % of it beyond doubt" under the move and
    "Better: …" under that): a row says the move, what was played and the mark with its
    cost in whole points, on one line from 1280x800 at 100 %, two at most elsewhere;
    every decision's row at the width the list gave, and the rows drawn."""
    scene = reviewed(size, scale)
    most = 1 if scale == 100 and size[0] >= 1280 else 2
    box = scene.decisions
    body, bold = box.fonts  # type: ignore[misc]
    assert box.drawn_rows and box.row_width > 0
    for index, lines in box.drawn_rows.items():
        assert 1 <= len(lines) <= most, (index, lines)
    for d in box.items:
        lines = row_lines(body, bold, d, box.row_width)
        assert len(lines) <= most, lines
        said = " ".join(plain + mark for plain, mark in lines)
        assert said.startswith(f"Move {d.number} · ")
        # the mark and its loss (its unit left out where one line needs the room)
        ends = (short_verdict(d), short_verdict(d, unit=False))
        assert said.endswith(ends) and "±" not in said
    scene.app.set_ui_scale(100)
    scene.app.close()


@pytest.mark.parametrize("scale", [100, 200])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_selected_rows_detail_says_the_whole_sentence_once(size, scale):
    """The whole of what is said of a decision (`cost_words`: the loss the review is sure
    of against the best move, the estimate and its range) stands under the list for the
    selected row only, with the better choice; a row says it short. It follows the
    selection."""
    scene = reviewed(size, scale)
    box = scene.decisions
    for step in (0, 1):
        if step:
            box.key(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_UP))
            scene.draw(scene.app.screen)
        d = box.items[box.selected]
        told = " ".join(box.detail_words)
        assert verdict(d) in told, (told, verdict(d))
        if not d.equal and d.mark is not Mark.BEST:
            assert cost_words(d, doubt=True) in told
        for index, lines in box.drawn_rows.items():  # no row says the whole
            assert cost_words(d, doubt=True) not in " ".join(lines) or d.cost < 0.05, index
    # the costliest choice: its row says the sure loss the detail says, never a ±
    d = max(box.items, key=lambda x: x.cost)
    box.selected = box.items.index(d)
    scene.draw(scene.app.screen)
    told = " ".join(box.detail_words)
    assert verdict(d) in told and "±" not in told + short_verdict(d)
    if d.mark is not Mark.BEST:
        sure = short_verdict(d, unit=False).split(" −")[1]
        assert f"lost at least {sure} %" in told, (short_verdict(d), told)
    scene.app.set_ui_scale(100)
    scene.app.close()


def test_a_row_and_its_detail_never_cut_a_word_in_a_narrow_list():
    """Whatever the width, a row's and the detail's lines keep every word (wrapped,
    never cut): the row the move's head at least and its mark, the detail the whole
    move where the row said its head alone."""
    app = make_app()
    plain, bold = app.fonts.get(16), app.fonts.get(16, True)
    _record, review = sample()
    marked: list[DecisionReview] = [d for d in review.decisions if d.cost >= 0.5][-12:]
    for width in (120, 200, 400, 900):
        for d in marked:
            lines = row_lines(plain, bold, d, width)
            for text, mark in lines:
                used = plain.size(text)[0] + bold.size(mark)[0]
                assert used <= width or " " not in (text + mark).strip()
            said = " ".join(t + m for t, m in lines).split()
            assert said[-len(short_verdict(d).split()) :] == short_verdict(d).split()
            detail = detail_lines(plain, bold, d, width, played=shortened(plain, bold, d, width))
            words = " ".join(m or t for m, t in detail)
            assert verdict(d).split() == " ".join(m for m, _t in detail if m).split()
            if d.chosen_words not in " ".join(t + m for t, m in lines):
                assert f"Played: {d.chosen_words}" in words
    app.close()


def test_a_row_says_the_mark_and_the_loss_it_was_given_from():
    """'Good −23 ± 22' read as "good" beside a big loss (fresh eyes): a row says the
    part of the cost the review is sure of, as the legend's "lost 1.7 %" does."""
    d = sample()[1].decisions[-1]
    assert short_verdict(replace(d, mark=Mark.MISTAKE, cost=17.3, error=9.1)) == "Mistake −8.2 %"
    assert short_verdict(replace(d, mark=Mark.GOOD, cost=23.2, error=21.5)) == "Good −1.7 %"
    assert short_verdict(replace(d, mark=Mark.BLUNDER, cost=14.4, error=0.3)) == "Blunder −14 %"
    assert short_verdict(replace(d, mark=Mark.BEST, cost=1.5, error=2.0)) == "Best"
    assert short_verdict(replace(d, equal=True)) == "All choices equal"
