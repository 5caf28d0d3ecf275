"""A review in words: the text `--review FILE` prints for scripts, one fact a line.

    review classic: 4 players, 95 decisions of 280 moves, seed 1
    seat 1 Ann: won; chance to win 25.0 % at the start; own decisions −3.2 %, luck +61.0 %, others' decisions +16.9 %: 25.0 % − 3.2 % + 61.0 % + 16.9 % = 100.0 %; accuracy 97.1 % over 24 decisions (100 %: the best choice every time); inaccuracies 1, mistakes 0, blunders 0
    swing Ann: Bo draws a SORRY! on move 41: Ann's chance to win −22 %
    decision Ann on move 12: move Red pawn 1 forward 3; best: SORRY! Blue pawn 2; chance to win 31.2 % → 23.8 %; mistake: lost at least 6.3 % chance to win against the best move (most likely 7.4 %)
    decision Ann on move 30: play the 4; best: play the 8; chance to win 40.1 % → 16.9 %; good: lost at least 1.7 % chance to win against the best move (most likely 23.2 %)

Every line starts with what it is (`review`, `seat`, `swing`, `decision`), so a script
can pick the lines it wants. One unit, as the review screens and their chart say it:
the chance to win in %, and a part or a cost as points of it with a sign ('−3.2 %');
the parts of a seat add up from its start to its result, written out. A decision's
mark is given from its cost less the estimate's uncertainty, the part the review is
sure of: the words lead with the mark and that part, the estimate and its range an
aside (`cost_words`, the list's and the moment's words too). Moves are
numbered as the replay numbers them ('Move 12 of 280'), as the screens do.
"""

from __future__ import annotations

from sorry_game.review.marks import Mark, charged
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


def adds_up(start: float, steps: list[float], end: float, digits: int = 0) -> list[float]:
    """The steps rounded to `digits` so that, written out, they add up from the start
    to the end as both are rounded (the rounding's difference given to the largest):
    '25 − 19 − 11 + 5 = 0' must add up as written.

    >>> adds_up(25, [-18.6, -11.4, 4.6], 0), adds_up(25, [-0.4, 74.4], 100)
    ([-19, -11, 5], [0, 75])
    >>> adds_up(25.0, [-7.25, -17.25, -0.5], 0.0, 1)
    [-7.2, -17.3, -0.5]
    """
    unit = 10**digits
    whole = [round(p * unit) for p in steps]
    if whole:
        big = max(range(len(whole)), key=lambda k: abs(steps[k]))
        whole[big] += round(end * unit) - round(start * unit) - sum(whole)
    return [w / unit if digits else w for w in whole]


def cost_words(d: DecisionReview, against: bool = True, doubt: bool = False) -> str:
    """What a choice cost against the best one, as one plain statement the list's
    detail, the moment's legend and `--review` say after the mark: the part of the cost
    the review is sure of first (the cost less its uncertainty, what the mark is given
    from: `marks.mark_of`), the estimate an aside after it, never a '±'. "Good, −23.2 ±
    21.6 % chance to win" read as "good" beside a big loss, in statistics' words (issue
    42). Every decision says it the same way. `against`: the unit and what it is against
    (the moment's legend has the better choice on its next line and keeps to two lines
    at 800x600 200 %); `doubt`: the estimate in brackets, each figure said once ("lost
    at least 7.2 %, maybe 17.3 % (unsure: 7.2 to 27.5 %)" said one loss three ways; the
    range's far end and "the mark goes by the least" read as jargon to fresh eyes).

    >>> d = DecisionReview(3, 0, 2, "a", "b", "move 4", "SORRY! Blue", (0.3,), (0.2,),
    ...     23.2, 21.5, Mark.GOOD, False, 3)
    >>> cost_words(d, against=False)
    'lost 1.7 %, maybe 23.2 %'
    >>> cost_words(d, doubt=True)
    'lost at least 1.7 % chance to win against the best move (most likely 23.2 %)'
    >>> from dataclasses import replace
    >>> cost_words(replace(d, cost=3.0, error=4.0, mark=Mark.GOOD), doubt=True)
    'may have lost 3.0 % chance to win against the best move, or nothing'
    """
    sure = charged(d.cost, d.error)
    if doubt and sure < 0.05 and d.cost >= 0.05:  # ("Good: no sure loss against the best
        # move (most likely 3.0 %)" read as a contradiction: fresh eyes)
        unit = " chance to win against the best move" if against else ""
        return f"may have lost {d.cost:.1f} %{unit}, or nothing"
    if d.mark is Mark.BEST or (doubt and sure < 0.05):
        said = "no sure loss" + (" against the best move" if against else "")
    else:
        least = "at least " if against else ""  # (the legend: two lines, its words short)
        said = f"lost {least}{sure:.1f} %" if sure >= 0.05 else "lost under 0.1 %"
        said += " chance to win against the best move" if against else ""
    if doubt:
        return f"{said} (most likely {d.cost:.1f} %)"
    return said + f", maybe {d.cost:.1f} %"


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
    steps = [("own decisions", seat.skill)]
    steps += [("luck", seat.luck)] if review.chance else []
    steps += [("others' decisions", seat.others)]
    shown = adds_up(100 * seat.start, [v for _w, v in steps], 100 * seat.result, 1)
    steps = [(w, v) for (w, _v), v in zip(steps, shown, strict=True)]
    parts = ", ".join(f"{w} {points(v)} %" for w, v in steps)
    parts += "" if review.chance else ", no luck in this game"
    written = percent(seat.start).replace(" %", "")
    for _w, v in steps:
        said = points(v)
        sign, rest = (said[0], said[1:]) if said[:1] in "+−" else ("+", said)
        written += f" % {sign} {rest}"
    parts += f": {written} % = {100 * seat.result:.1f} %"
    marks = (
        f"inaccuracies {counts[Mark.INACCURACY]}, mistakes {counts[Mark.MISTAKE]}, "
        f"blunders {counts[Mark.BLUNDER]}"
    )
    return (
        f"seat {seat.seat + 1} {seat.name}: {result_words(seat, len(review.seats))}; "
        f"chance to win {percent(seat.start)} at the start; {parts}; {acc} over "
        f"{seat.decisions} decisions (100 %: the best choice every time); {marks}"
    )


def decision_line(review: GameReview, d: DecisionReview) -> str:
    name = review.seats[d.seat].name
    head = f"decision {name} on move {d.number}: {d.chosen_words}"
    if d.equal:
        return f"{head}; all choices equal; chance to win {percent(d.chance_before)}"
    if d.best == d.chosen:
        return f"{head}; chance to win {percent(d.chance_before)}; best: the choice judged best"
    best = f"; best: {d.best_words}"
    return (
        f"{head}{best}; chance to win {percent(d.chance_before)} → "
        f"{percent(d.chance_chosen)}; {d.mark.value}: {cost_words(d, doubt=True)}"
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
