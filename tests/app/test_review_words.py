"""The review's words (issue 42): a decision's cost against the best choice and the
swing of a chance are two measures, and each says which it is, so that no number on
the screen seems to contradict another; counts say whose decisions they count."""

from __future__ import annotations

import re
from dataclasses import replace

from sorry_game.app.review.compare import captions
from sorry_game.app.review.decisions import verdict
from sorry_game.app.review.parts import accuracy_words, beyond_words
from sorry_game.review import DecisionReview, GameReview, Mark, SeatReview, Swing
from sorry_game.review.marks import THRESHOLDS, mark_of


def decision(mark: Mark, cost: float) -> DecisionReview:
    return DecisionReview(
        3, 0, 3, "a", "b", "pawn g2–g4", "king e1–f2", (0.5,), (0.2,), cost, 1.0, mark, False, 3
    )


def test_a_decisions_verdict_leads_with_its_mark_and_the_loss_the_review_is_sure_of():
    """ "You played two 1s — good, −23.2 ± 21.6 % chance to win" left the player unable to
    tell whether the move was fine or bad, in statistics' words. The list's detail, the
    moment's legend and `--review` say one plain statement: the mark, then the loss the
    review is sure of (the cost less its uncertainty, what the mark is given from), the
    estimate an aside ("most likely"), in the chart's unit (%), never a '±' or "points";
    each figure once (it said the least twice and the loss three ways)."""
    from dataclasses import replace

    from sorry_game.review.words import decision_line

    good = replace(decision(Mark.GOOD, 23.2), error=21.5)
    assert verdict(good) == (
        "Good: lost at least 1.7 % chance to win against the best move (most likely 23.2 %)"
    )
    assert captions(good, True) == [
        "You played: pawn g2–g4 — good, lost 1.7 %, maybe 23.2 %",
        "Better: king e1–f2",
    ]
    seat = SeatReview(0, "Ann", 0.25, 0.0, -1.7, -20.0, -3.3, 98.0, 1)
    review = GameReview("x", 40, 1, 1.0, True, True, (seat,), (good,), ())
    assert decision_line(review, good).endswith(
        "; good: lost at least 1.7 % chance to win against the best move (most likely 23.2 %)"
    )
    for mark, cost in ((Mark.BLUNDER, 43.2), (Mark.INACCURACY, 3.3), (Mark.MISTAKE, 7.4)):
        said = verdict(decision(mark, cost))
        assert said.startswith(f"{mark.value.capitalize()}: lost at least {cost - 1:.1f} %")
        assert f"most likely {cost:.1f} %" in said and "±" not in said and "points" not in said
        assert said.count(f"{cost - 1:.1f}") == 1  # the least said once


def test_every_decision_says_its_estimate_the_same_way():
    """Revenge's moment said "−7.6 %" bare where the others said "± 9.2": the words left
    the uncertainty out where it did not change the mark. Now every marked decision,
    sure or not, says the sure loss and the estimate in one shape."""
    shape = re.compile(r"^You played: .* — \w+, lost \d+\.\d %, maybe \d+\.\d %$")
    for cost, error in ((7.6, 0.2), (7.6, 2.4), (23.2, 21.5), (14.0, 0.0)):
        d = DecisionReview(
            3, 0, 3, "a", "b", "the 7", "the 12", (0.5,), (0.2,), cost, error,
            mark_of(cost, error), False, 3,
        )  # fmt: skip
        assert shape.match(captions(d, True)[0]), captions(d, True)[0]
        assert re.search(
            r"lost at least \d+\.\d % chance to win against the best move "
            r"\(most likely \d+\.\d %\)$",
            verdict(d),
        ), verdict(d)


def test_a_good_decision_with_a_large_uncertain_cost_never_shows_a_bare_cost_above_its_mark():
    """ "good" beside "−23.2" read as a contradiction. Wherever a decision is said (the
    legend, the list's detail), every figure not said as the estimate ("maybe …", "most
    likely …") is the loss the mark was given from: it gives the same mark by the
    thresholds, so no good decision shows a bare loss of 2 % or more."""
    for cost in (0.5, 1.9, 2.5, 4.0, 6.0, 9.0, 12.0, 23.2, 40.0):
        for error in (0.0, 0.4, 1.0, 3.0, 8.0, 21.5, 38.5):
            d = replace(decision(mark_of(cost, error), cost), error=error)
            for said in (verdict(d), captions(d, True)[0]):
                assert "±" not in said
                bare = re.sub(r"maybe \d+\.\d %|\(.*\)", "", said)
                for figure in re.findall(r"(\d+\.\d) %", bare):
                    assert mark_of(float(figure), 0.0) is d.mark or float(figure) < 0.2, said
                    if d.mark is Mark.GOOD:
                        assert float(figure) < THRESHOLDS[-1][1], said


def test_a_big_moment_says_whose_chance_moved_and_for_a_decision_which_part_of_its_cost():
    """King's 'your chance −5 points' beside 'Mistake: cost 34.6 points' for one move
    read as a contradiction: a decision's moment says it is the part of its cost the
    review is sure of, in the list's words ("at least": the cost less its uncertainty),
    a moment of luck how the chance moved."""
    swing = Swing(0, 7, 3, 0, "skill", -5.2, "Your choice: pawn g2–g4")
    assert swing.text(["You", "Bo"], 0) == (
        "Your choice: pawn g2–g4 on move 7: your chance to win −5 % (at least)"
    )
    assert swing.text(["Ann", "Bo"]).endswith(": Ann's chance to win −5 % (at least)")
    others = Swing(0, 8, 3, 1, "others", 4.0, "Bo's choice: king e1–f2")
    assert others.text(["You", "Bo"], 0).endswith("your chance to win +4 % (at least)")
    luck = Swing(0, 9, 4, 1, "luck", -22.0, "Bo draws a SORRY!")
    assert luck.text(["You", "Bo"], 0) == "Bo draws a SORRY! on move 9: your chance to win −22 %"


def test_the_parts_add_up_as_written_in_the_charts_unit():
    """The waterfall's values are in % as the chart's axis, and their sum is written
    out under them and adds up as written (each part rounded, the rounding given to
    the largest): 25 % − 19 % − 11 % + 5 % = 0 %."""
    from sorry_game.app.review.parts import rows, sum_words

    seat = SeatReview(0, "You", 0.25, 0.0, -18.6, -11.4, 5.0, 80.0, 30)
    review = GameReview("x", 90, 1, 1.0, True, True, (seat,), (), ())
    said = [p.value for p in rows(review, 0)]
    assert said == ["25 %", "−19 %", "−11 %", "+5 %", "0 %"]
    assert sum_words(review, 0) == "25 % − 19 % − 11 % + 5 % = 0 %"
    odd = SeatReview(0, "Ann", 0.25, 1.0, -0.4, 60.4, 15.0, 90.0, 30)  # 0 + 60 + 15 ≠ 75
    assert sum_words(GameReview("x", 90, 1, 1.0, True, True, (odd,), (), ()), 0) == (
        "25 % + 0 % + 60 % + 15 % = 100 %"
    )


def test_a_part_past_100_points_is_said_in_a_plain_line():
    """Many small costs given back by luck: skill −140, luck +130 pass what a chance
    can move, and the screen says why in a line of its own; parts within ±100 say
    nothing."""
    seat = SeatReview(0, "You", 0.25, 0.0, -140.0, 130.0, -15.0, 80.0, 300)
    review = GameReview("x", 900, 1, 1.0, True, True, (seat,), (), ())
    said = beyond_words(review, 0)
    assert said.startswith("Your decisions and luck pass 100 %: each part sums the game's")
    # which part gave back what, by name ("one part gave back most of what another took"
    # could not be understood: fresh eyes)
    assert said.endswith("luck gave back most of what your decisions took")
    calm = SeatReview(0, "Ann", 0.25, 1.0, -10.0, 70.0, 15.0, 90.0, 30)
    assert beyond_words(GameReview("x", 90, 1, 1.0, True, True, (calm,), (), ()), 0) == ""
    others = SeatReview(0, "Ann", 0.25, 1.0, -10.0, -40.0, 125.0, 90.0, 30)
    said = beyond_words(GameReview("x", 90, 1, 1.0, True, True, (others,), (), ()), 0)
    assert said.startswith("The others' decisions pass 100 %")
    lucky = SeatReview(0, "Ann", 0.25, 1.0, -10.0, 110.0, -25.0, 90.0, 30)
    said = beyond_words(GameReview("x", 90, 1, 1.0, True, True, (lucky,), (), ()), 0)
    assert said.startswith("Luck passes 100 %")


def test_the_accuracy_counts_the_seats_own_decisions():
    """The subtitle counts every seat's decisions; the accuracy says they are yours."""
    you = SeatReview(0, "You", 0.5, 0.0, -30.0, 0.0, -20.0, 63.0, 2)
    means = " (100 %: the best choice every time)"  # said once, where it is first shown
    assert accuracy_words(you) == "Accuracy 63 % over your 2 decisions" + means
    bo = SeatReview(1, "Bo", 0.5, 1.0, 0.0, 0.0, 50.0, 91.0, 3)
    assert accuracy_words(bo) == "Accuracy 91 % over Bo's 3 decisions" + means


def test_a_caption_says_the_move_once_in_the_games_words():
    """'You played: the 7' (the tag, then the game's words less a 'play' the tag
    says: 'You played play the 7' read twice), 'Ada played' for another seat; where
    the best was played, it says so and nothing is better."""
    d = DecisionReview(
        3, 0, 3, "a", "b", "play the 7", "play the 12", (0.5,), (0.2,), 9.0, 1.0,
        Mark.MISTAKE, False, 3,
    )  # fmt: skip
    mine, better = captions(d, True)
    assert mine.startswith("You played: the 7 — mistake, lost") and better == "Better: play the 12"
    assert captions(d, False, "Ada")[0].startswith("Ada played: the 7")
    best = DecisionReview(3, 0, 3, "a", "a", "play the 7", "play the 7", (0.5,), (0.5,),
                          0.0, 1.0, Mark.BEST, False, 3)  # fmt: skip
    assert captions(best, True) == ["You played: the 7 — the best choice"]


def test_a_caption_breaks_after_its_label_not_inside_the_move():
    """'Your choice: play / a SORRY!' broke inside the move where a typesetter breaks
    after the label: 'Your choice:' / 'play a SORRY!'."""
    from sorry_game.app.draw import text_width
    from sorry_game.app.review.compare import caption_lines

    px = 16
    for caption in ("You played: play a SORRY!", "Ada played: SORRY! on Yellow's pawn 3"):
        label, move = caption.split(": ")
        width = text_width(caption, px, True) - 4  # not the whole on one line
        width = max(width, text_width(move, px, True) + 2)
        assert caption_lines(caption + "\nThe best choice", px, width) == [
            f"{label}:",
            move,
            "The best choice",
        ]
    # what fits one line stays on it
    assert caption_lines("Better: play the 7", px, 400) == ["Better: play the 7"]


def test_a_lost_result_says_who_won():
    """'Result: lost' alone left the winner to be guessed from the chart's top line
    (fresh eyes): a loss names the winner, a win and a draw say no more."""
    from sorry_game.app.review.parts import rows

    you = SeatReview(0, "You", 0.25, 0.0, -10.0, -20.0, 5.0, 90.0, 30)
    bo = SeatReview(1, "Bo", 0.25, 1.0, -2.0, 70.0, 7.7, 99.0, 30)
    review = GameReview("x", 90, 1, 1.0, True, True, (you, bo), (), ())
    assert rows(review, 0)[-1].words == "Result: lost (Bo won)"
    assert rows(review, 0)[-1].short == "Result: lost"
    assert rows(review, 1)[-1].words == "Result: won"
    # one other player: that player's decisions ("the others" beside one opponent)
    assert [p.words for p in rows(review, 0)][1:4] == ["Your decisions", "Luck", "Bo's decisions"]
