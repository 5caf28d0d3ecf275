"""The review's words (issue 42): a decision's cost against the best choice and the
swing of a chance are two measures, and each says which it is, so that no number on
the screen seems to contradict another; counts say whose decisions they count."""

from __future__ import annotations

from sorry_game.app.review.compare import captions
from sorry_game.app.review.decisions import verdict
from sorry_game.app.review.parts import accuracy_words, beyond_words
from sorry_game.review import DecisionReview, GameReview, Mark, SeatReview, Swing


def decision(mark: Mark, cost: float) -> DecisionReview:
    return DecisionReview(
        3, 0, 3, "a", "b", "pawn g2–g4", "king e1–f2", (0.5,), (0.2,), cost, 1.0, mark, False, 3
    )


def test_a_decisions_cost_is_a_cost_against_the_best_move_not_a_signed_swing():
    """'Blunder: −43.2 points' beside 'Your choice …: −30 points' read as one number
    told twice, differently; the list and the comparison's caption say, in the same
    words, 'cost 43.2 points against the best move'."""
    for mark, cost in ((Mark.BLUNDER, 43.2), (Mark.GOOD, 3.3), (Mark.MISTAKE, 10.4)):
        said = verdict(decision(mark, cost))
        assert f"cost {cost:.1f} points against the best move" in said and "−" not in said, said
    # the comparison's caption: the same words, the best move the board beside it
    mine, better = captions(decision(Mark.BLUNDER, 43.2), True)
    assert mine.endswith("\nBlunder: cost 43.2 points") and better.startswith("Better: ")
    assert verdict(decision(Mark.BLUNDER, 43.2)).startswith(mine.split("\n")[1])


def test_a_big_moment_says_whose_chance_moved_and_for_a_decision_which_part_of_its_cost():
    """King's 'your chance −5 points' beside 'Mistake: cost 34.6 points' for one move
    read as a contradiction: a decision's moment says it is the sure part of its cost
    (the cost less its uncertainty), a moment of luck that the chance moved."""
    swing = Swing(0, 7, 3, 0, "skill", -5.2, "Your choice: pawn g2–g4")
    assert swing.text(["You", "Bo"], 0) == (
        "Your choice: pawn g2–g4 on move 7: your chance moved −5 points, the sure part of its cost"
    )
    assert swing.text(["Ann", "Bo"]).endswith(
        ": Ann's chance moved −5 points, the sure part of its cost"
    )
    others = Swing(0, 8, 3, 1, "others", 4.0, "Bo's choice: king e1–f2")
    assert others.text(["You", "Bo"], 0).endswith(
        "your chance moved +4 points, the sure part of its cost"
    )
    luck = Swing(0, 9, 4, 1, "luck", -22.0, "Bo draws a SORRY!")
    assert (
        luck.text(["You", "Bo"], 0) == "Bo draws a SORRY! on move 9: your chance moved −22 points"
    )


def test_a_part_past_100_points_is_said_in_a_plain_line():
    """Many small costs given back by luck: skill −140, luck +130 pass what a chance
    can move, and the screen says why in a line of its own; parts within ±100 say
    nothing."""
    seat = SeatReview(0, "You", 0.25, 0.0, -140.0, 130.0, -15.0, 80.0, 300)
    review = GameReview("x", 900, 1, 1.0, True, True, (seat,), (), ())
    said = beyond_words(review, 0)
    assert said.startswith("Your decisions and luck pass 100 points: many small moves")
    calm = SeatReview(0, "Ann", 0.25, 1.0, -10.0, 70.0, 15.0, 90.0, 30)
    assert beyond_words(GameReview("x", 90, 1, 1.0, True, True, (calm,), (), ()), 0) == ""
    others = SeatReview(0, "Ann", 0.25, 1.0, -10.0, -40.0, 125.0, 90.0, 30)
    said = beyond_words(GameReview("x", 90, 1, 1.0, True, True, (others,), (), ()), 0)
    assert said.startswith("The others' decisions pass 100 points")
    lucky = SeatReview(0, "Ann", 0.25, 1.0, -10.0, 110.0, -25.0, 90.0, 30)
    said = beyond_words(GameReview("x", 90, 1, 1.0, True, True, (lucky,), (), ()), 0)
    assert said.startswith("Luck passes 100 points")


def test_the_accuracy_counts_the_seats_own_decisions():
    """The subtitle counts every seat's decisions; the accuracy says they are yours."""
    you = SeatReview(0, "You", 0.5, 0.0, -30.0, 0.0, -20.0, 63.0, 2)
    assert accuracy_words(you) == "Accuracy 63 % over your 2 decisions"
    bo = SeatReview(1, "Bo", 0.5, 1.0, 0.0, 0.0, 50.0, 91.0, 3)
    assert accuracy_words(bo) == "Accuracy 91 % over Bo's 3 decisions"


def test_a_caption_says_the_move_once_in_the_games_words():
    """'You played: play the 7', 'You played: play two 2s': the label is no verb."""
    d = DecisionReview(
        3,
        0,
        3,
        "a",
        "b",
        "play the 7",
        "play the 12",
        (0.5,),
        (0.2,),
        9.0,
        1.0,
        Mark.MISTAKE,
        False,
        3,
    )
    mine, better = captions(d, True)
    assert mine.startswith("Your choice: play the 7\n") and better == "Better: play the 12"
    assert captions(d, False)[0].startswith("The choice made: play the 7")
    for text in (mine, better, captions(d, False)[0]):
        assert "played: play" not in text.lower()


def test_a_caption_breaks_after_its_label_not_inside_the_move():
    """'Your choice: play / a SORRY!' broke inside the move where a typesetter breaks
    after the label: 'Your choice:' / 'play a SORRY!'."""
    from sorry_game.app.draw import text_width
    from sorry_game.app.review.compare import caption_lines

    px = 16
    for caption in ("Your choice: play a SORRY!", "The choice made: SORRY! on Yellow's pawn 3"):
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
