"""A review in words: the text `--review FILE` prints for scripts, one fact a line.

    review classic: 4 players, 95 decisions of 280 moves, seed 1
    seat 1 Ann: won; started at 25.0 %; skill −3.2, luck +61.0, others +16.9 points (+75.0 in all); accuracy 97.1 % over 24 decisions; inaccuracies 1, mistakes 0, blunders 0
    swing Ann: Bo draws a SORRY! on move 41: Ann's chance moved −22 points
    decision Ann on move 12: move Red pawn 1 forward 3; best: SORRY! Blue pawn 2; chance 31.2 % → 26.0 %; cost 5.2 ± 1.1 points: mistake

Every line starts with what it is (`review`, `seat`, `swing`, `decision`), so a script
can pick the lines it wants; chances are percentages, parts and costs points; moves are
numbered as the replay numbers them ('Before move 12 of 280'), as the review screens do.
"""

from __future__ import annotations

from sorry_game.review.marks import Mark
from sorry_game.review.model import DecisionReview, GameReview, SeatReview


def points(value: float) -> str:
    """Points with one decimal and a real sign: '+61.0', '−3.2', '0.0'.

    >>> points(61.04), points(-3.24), points(-0.01)
    ('+61.0', '−3.2', '0.0')
    """
    text = f"{abs(value):.1f}"
    if text.strip("0.") == "":
        return "0.0"
    return ("+" if value > 0 else "−") + text


def percent(chance: float) -> str:
    return f"{100 * chance:.1f} %"


def result_words(seat: SeatReview, seats: int) -> str:
    """'won', 'lost', 'shared the win', 'drew'."""
    if seat.result >= 0.999:
        return "won"
    if seat.result <= 0.001:
        return "lost"
    if abs(seat.result - 1 / seats) < 1e-6:
        return "drew"
    return "shared the win"


def seat_line(review: GameReview, seat: SeatReview) -> str:
    counts = review.mark_counts(seat.seat)
    acc = "no accuracy" if seat.accuracy is None else f"accuracy {seat.accuracy:.1f} %"
    parts = f"skill {points(seat.skill)}"
    parts += f", luck {points(seat.luck)}" if review.chance else ", no luck in this game"
    parts += f", others {points(seat.others)} points ({points(seat.gained)} in all)"
    marks = (
        f"inaccuracies {counts[Mark.INACCURACY]}, mistakes {counts[Mark.MISTAKE]}, "
        f"blunders {counts[Mark.BLUNDER]}"
    )
    return (
        f"seat {seat.seat + 1} {seat.name}: {result_words(seat, len(review.seats))}; "
        f"started at {percent(seat.start)}; {parts}; {acc} over {seat.decisions} "
        f"decisions; {marks}"
    )


def decision_line(review: GameReview, d: DecisionReview) -> str:
    name = review.seats[d.seat].name
    head = f"decision {name} on move {d.number}: {d.chosen_words}"
    if d.equal:
        return f"{head}; all choices equal; chance {percent(d.chance_before)}"
    best = "" if d.best == d.chosen else f"; best: {d.best_words}"
    return (
        f"{head}{best}; chance {percent(d.chance_before)} → {percent(d.chance_chosen)}; "
        f"cost {d.cost:.1f} ± {d.error:.1f} points: {d.mark.value}"
    )


def report(review: GameReview) -> str:
    """The whole review as text (see the module docstring)."""
    names = review.names()
    lines = [
        f"review {review.game_id}: {len(review.seats)} players, {len(review.decisions)} "
        f"decisions of {review.length} moves, seed {review.seed}"
    ]
    lines += [seat_line(review, seat) for seat in review.seats]
    lines += [f"swing {names[s.seat]}: {s.text(names)}" for s in review.swings]
    lines += [decision_line(review, d) for d in review.decisions]
    return "\n".join(lines) + "\n"
