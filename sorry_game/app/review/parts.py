"""How a seat's result came about, drawn so that it visibly adds up: the chance it
started with, then its own decisions, luck and the others' decisions as steps from
there (a waterfall: each bar starts where the one above ended), and the result it got,
which the last step reaches. Beside each bar its value in the chart's unit (the chance
to win in %, a step ± points of it said as "−19 %"), under them the sum written out
("25 % − 19 % − 11 % + 5 % = 0 %"); above them the seat's accuracy, said once what it
means, and its marks.

    rows(review, seat)  -> [Part(words, value, start, end, kind)]

A step's bar is never in a seat's colour: a gain in the theme's "selected" tone, a loss
in a neutral grey crossed by stripes (the theme's "danger" red is the Red seat's own in
some themes, so a loss read as "you").
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from sorry_game.app.draw import PlacedLines, darken, mix, wrap
from sorry_game.review import GameReview, Mark, SeatReview
from sorry_game.review.model import possessive, signed
from sorry_game.review.words import adds_up, result_words

RGB = tuple[int, int, int]


@dataclass(frozen=True)
class Part:
    """One row of the waterfall: its words, what it shows ("25 %", "−4 %"), and
    where its bar runs on the chance's scale (in points, 0..100 for a chance)."""

    words: str
    value: str
    start: float
    end: float
    #: "chance" (the start, the result) or "step" (a part that moves it)
    kind: str
    #: the words where the long ones would wrap (a narrow window: issue 39)
    short: str = ""

    def label(self, font_: pygame.font.Font, width: int) -> list[str]:
        """The label's lines at `width`: the words on one line, else the short form
        when it fits one ("Chance to win at / the start" read as two labels)."""
        if font_.size(self.words)[0] <= width or not self.short:
            return wrap(font_, self.words, width)
        return wrap(font_, self.short, width)


def step_tone(part: Part, ink: Callable[[str], RGB]) -> tuple[RGB, RGB | None]:
    """(the fill, the stripes' colour or None) of a step's bar: neutral tones that no
    seat has, a loss striped so that it reads without its colour."""
    if part.end >= part.start:
        return mix(ink("selected"), ink("panel"), 0.15), None
    # a light grey cut by stripes of the track's dark: mid greys are the Black seat's
    return mix(ink("muted_text"), ink("panel"), 0.3), darken(ink("panel"), 0.25)


def arrow_head(part: Part, fill: pygame.Rect) -> tuple[pygame.Rect, list[tuple[int, int]]] | None:
    """(the bar short of its point, the point's corners) of a step's bar, pointing the
    way the step moves the chance: a loss to the left, a gain to the right (read as
    "from here to there", not as two bars growing alike); a short bar is a small
    point. None where the bar is too short to hold even that.

    >>> arrow_head(Part("Luck", "−60 %", 80.0, 20.0, "step"), pygame.Rect(20, 0, 60, 10))
    (Rect(30, 0, 50, 10), [(20, 5), (30, -2), (30, 12)])
    """
    size = min(fill.h, fill.w // 2)  # (a short step: a small point, still its way)
    if size < 3:
        return None
    mid, wing = fill.centery, max(2, fill.h // 4)
    if part.end < part.start:
        tip, base = fill.x, fill.x + size
        rest = pygame.Rect(base, fill.y, fill.right - base, fill.h)
    else:
        tip, base = fill.right, fill.right - size
        rest = pygame.Rect(fill.x, fill.y, base - fill.x, fill.h)
    return rest, [(tip, mid), (base, fill.y - wing), (base, fill.bottom + wing)]


def draw_stripes(surface: pygame.Surface, rect: pygame.Rect, colour: RGB) -> None:
    """Diagonal stripes across `rect` (a loss's pattern)."""
    step = max(4, rect.h // 2 + 2)
    clip = surface.get_clip()
    surface.set_clip(rect.clip(clip) if clip else rect)
    for x in range(rect.x - rect.h, rect.right + step, step):
        pygame.draw.line(surface, colour, (x, rect.bottom), (x + rect.h, rect.y), 2)
    surface.set_clip(clip)


def decisions_words(name: str) -> str:
    """'Your decisions', "Ada's decisions".

    >>> decisions_words("You"), decisions_words("Ada")
    ('Your decisions', "Ada's decisions")
    """
    return f"{possessive(name)} decisions"


def others_words(review: GameReview, seat: int) -> tuple[str, str]:
    """The other seats' part, named: "The others' decisions" ("Others"), and with one
    other player that player's ("Ada's decisions", "Ada's"): "the others" beside one
    opponent read as a mistake (fresh eyes)."""
    rest = [w.name for w in review.seats if w.seat != seat]
    if len(rest) == 1:
        return decisions_words(rest[0]), possessive(rest[0])
    return "The others' decisions", "Others"


def rows(review: GameReview, seat: int) -> list[Part]:
    """The waterfall of `seat`: start, skill, luck (a game with chance), others, result."""
    s = review.seats[seat]
    at = 100.0 * s.start
    out = [Part("Chance to win at the start", f"{at:.0f} %", 0.0, at, "chance", "At the start")]
    yours = "Yours" if s.name == "You" else possessive(s.name)
    steps = [(decisions_words(s.name), s.skill, yours)]
    if review.chance:
        steps.append(("Luck", s.luck, ""))
    others, others_short = others_words(review, seat)
    steps.append((others, s.others, others_short))
    shown = adds_up(round(at), [p for _w, p, _s in steps], round(100.0 * s.result))
    for (words, points, short), said in zip(steps, shown, strict=True):
        out.append(Part(words, f"{signed(said)} %", at, at + points, "step", short))
        at += points
    won = result_words(s, len(review.seats))
    end = 100.0 * s.result
    winner = next((w.name for w in review.seats if w.result >= 0.999), "")
    # who won, said where a loss is (nothing said it but the top line's end: fresh eyes)
    result = f"Result: {won}" + (f" ({winner} won)" if won == "lost" and winner else "")
    out.append(Part(result, f"{end:.0f} %", 0.0, end, "chance", f"Result: {won}"))
    return out


def sum_words(review: GameReview, seat: int) -> str:
    """The waterfall's sum written out, so that it visibly adds up: each part as its
    bar says it ('25 % − 19 % − 11 % + 5 % = 0 %').

    >>> signs(["25 %", "−19 %", "+5 %", "0 %"], "0 %")
    '25 % − 19 % + 5 % + 0 % = 0 %'
    """
    parts = rows(review, seat)
    if len(parts) < 3:  # nothing to add up
        return ""
    return signs([p.value for p in parts[:-1]], parts[-1].value)


def signs(values: list[str], result: str) -> str:
    """The values joined by their signs (see `sum_words`)."""
    said = values[0]
    for v in values[1:]:
        sign, rest = (v[0], v[1:]) if v[:1] in "+−" else ("+", v)
        said += f" {sign} {rest}"
    return f"{said} = {result}"


#: a part beyond this many points is more than a chance can move: said under the bars
PART_LIMIT = 100.0


def beyond_words(review: GameReview, seat: int) -> str:
    """A plain line where a part passes ±100 % (more than a chance can move: many
    small costs given back by another part), else "". The bars then run off the 0-100 %
    scale and would read as a mistake.

    >>> from sorry_game.review import SeatReview
    >>> many = [("Luck", 130.0), ("Your decisions", -140.0)]
    >>> past(many)
    "Your decisions and luck pass 100 %: each part sums the game's swings, and luck gave back most of what your decisions took"
    >>> past([("Ada's decisions", -130.0), ("Luck", 40.0), ("The others' decisions", 95.0)])
    "Ada's decisions pass 100 %: each part sums the game's swings, and the others' decisions gave back most of what Ada's decisions took"
    >>> past([("Luck", 99.0)])
    ''
    """
    s = review.seats[seat]
    steps = [(decisions_words(s.name), s.skill), (others_words(review, seat)[0], s.others)]
    if review.chance:
        steps.insert(1, ("Luck", s.luck))
    return past(steps)


def past(steps: list[tuple[str, float]]) -> str:
    """The line `beyond_words` says of the (words, points) parts, biggest first, and
    which part gave back what another took (the parts add up to the result less the
    start, so a part past −100 % has one above 0 beside it, and one past 100 % one
    below: "a part adds up its moves of the chance over the whole game, and one part
    gave back most of what another took" could not be understood: fresh eyes)."""
    over = sorted((w for w, p in steps if abs(p) > PART_LIMIT), key=lambda w: -abs(dict(steps)[w]))
    if not over:
        return ""

    def inside(words: str) -> str:  # a part's name inside a sentence
        return (
            words.replace("Luck", "luck")
            .replace("The others", "the others")
            .replace("Your ", "your ")
        )

    named = over[0] if len(over) == 1 else ", ".join(over[:-1]) + " and " + over[-1]
    named = named[:1].upper() + inside(named[1:])
    verb = "passes" if over == ["Luck"] else "pass"  # (decisions are many)
    gave = max(steps, key=lambda step: step[1])[0]
    took = min(steps, key=lambda step: step[1])[0]
    return (
        f"{named} {verb} {PART_LIMIT:.0f} %: each part sums the game's swings, and"
        f" {inside(gave)} gave back most of what {inside(took)} took"
    )


def mark_words(review: GameReview, seat: int) -> str:
    """'2 blunders, 1 mistake, 4 inaccuracies', or 'No inaccuracies'.

    >>> from sorry_game.review.marks import Mark
    >>> plural(1, "mistake"), plural(3, "inaccuracy")
    ('1 mistake', '3 inaccuracies')
    """
    counts = review.mark_counts(seat)
    said = [
        plural(counts[m], m.value)
        for m in (Mark.BLUNDER, Mark.MISTAKE, Mark.INACCURACY)
        if counts[m]
    ]
    return ", ".join(said) if said else "No inaccuracies, mistakes or blunders"


def plural(n: int, word: str) -> str:
    if n == 1:
        return f"1 {word}"
    return f"{n} {word[:-1]}ies" if word.endswith("y") else f"{n} {word}s"


def accuracy_words(seat: SeatReview) -> str:
    """'Accuracy 94 % over your 31 decisions (100 %: the best choice every time)':
    the seat's own (the subtitle counts every seat's), said once what it means (it is
    not a chance to win), or why there is none.

    >>> from sorry_game.review import SeatReview
    >>> accuracy_words(SeatReview(1, "Bo", 0.5, 1.0, 20.0, 0.0, 30.0, 80.0, 1))
    "Accuracy 80 % over Bo's 1 decision (100 %: the best choice every time)"
    """
    if seat.accuracy is None:
        return "No decision to weigh"
    many = "decision" if seat.decisions == 1 else "decisions"
    whose = possessive(seat.name)
    whose = whose[:1].lower() + whose[1:] if whose == "Your" else whose
    return f"Accuracy {seat.accuracy:.0f} % over {whose} {seat.decisions} {many} ({ACCURACY_MEANS})"


#: what an accuracy means, said once where it is first shown
ACCURACY_MEANS = "100 %: the best choice every time"


def label_font(
    part: Part, body: pygame.font.Font, bold: pygame.font.Font | None
) -> pygame.font.Font:
    """The start's and the result's labels are bold, the steps' plain."""
    return bold if bold is not None and part.kind == "chance" else body


def parts_height(
    review: GameReview,
    seat: int,
    body: pygame.font.Font,
    width: int,
    bold: pygame.font.Font | None = None,
) -> int:
    """The height the parts take at `width`: the accuracy, the marks, the waterfall (its
    start and result labels in `bold`)."""
    s = review.seats[seat]
    line = body.get_linesize()
    label_w = width * 9 // 20
    words = sum(len(p.label(label_font(p, body, bold), label_w)) for p in rows(review, seat))
    head = len(wrap(body, accuracy_words(s), width)) + len(
        wrap(body, mark_words(review, seat), width)
    )
    beyond = beyond_words(review, seat)
    below = len(wrap(body, beyond, width)) if beyond else 0
    total = sum_words(review, seat)
    below += len(wrap(body, total, width)) if total else 0
    return (head + words + below) * line + line // 2 * len(rows(review, seat)) + line // 2


def draw_parts(
    surface: pygame.Surface,
    rect: pygame.Rect,
    review: GameReview,
    seat: int,
    colour: RGB,
    theme: object,
    body: pygame.font.Font,
    bold: pygame.font.Font,
    lines: PlacedLines,
) -> None:
    """The accuracy and the marks, then the waterfall (see the module docstring)."""
    ink = theme.colour  # type: ignore[attr-defined]
    s = review.seats[seat]
    y = rect.y
    line = body.get_linesize()
    for words, font_ in ((accuracy_words(s), bold), (mark_words(review, seat), body)):
        for text in wrap(font_, words, rect.w):
            lines.draw(surface, text, font_, ink("text"), (rect.x, y), rect.w, "left", "top")
            y += line
    y += line // 2
    parts = rows(review, seat)
    low = min(0.0, *(min(p.start, p.end) for p in parts))
    high = max(100.0, *(max(p.start, p.end) for p in parts))
    label_w = rect.w * 9 // 20
    value_w = max(body.size(p.value)[0] for p in parts)
    bar_x = rect.x + label_w + line // 2
    bar_w = max(4, rect.right - bar_x - value_w - line // 2)
    track = darken(ink("panel"), 0.25)

    def x_of(points: float) -> float:
        return bar_x + (points - low) / (high - low) * bar_w

    for part in parts:
        font_ = label_font(part, body, bold)  # (measured in the font it is drawn in: the
        said = part.label(font_, label_w)  # bold "Result: lost (Ada won)" was cut)
        h = len(said) * line
        for i, text in enumerate(said):
            lines.draw(
                surface, text, font_, ink("text"), (rect.x, y + i * line), label_w, "left", "top"
            )
        bar = pygame.Rect(bar_x, y + line // 6, bar_w, max(4, line * 2 // 3))
        pygame.draw.rect(surface, track, bar, border_radius=bar.h // 3)
        a, b = sorted((x_of(part.start), x_of(part.end)))
        for edge in (0.0, 100.0):  # where a chance ends: 0 and 100 %
            x = round(x_of(edge))
            pygame.draw.line(
                surface, mix(track, ink("muted_text"), 0.5), (x, bar.y), (x, bar.bottom - 1), 1
            )
        fill = pygame.Rect(round(a), bar.y, max(2, round(b - a)), bar.h)
        shade, stripes = (colour, None) if part.kind == "chance" else step_tone(part, ink)
        if b - a >= 1:
            head = arrow_head(part, fill) if part.kind == "step" else None
            if head is not None:  # the step's way: its bar ends in a point
                fill, point = head
                pygame.draw.polygon(surface, shade, point)
            pygame.draw.rect(surface, shade, fill, border_radius=bar.h // 3)
            if stripes is not None:
                draw_stripes(surface, fill, stripes)
        if part.kind == "step":  # where it starts: the end of the bar above
            start = round(x_of(part.start))
            pygame.draw.line(
                surface, ink("text"), (start, bar.y - line // 3), (start, bar.bottom), 1
            )
        lines.draw(surface, part.value, body, ink("text"), (rect.right, y), value_w, "right", "top")
        y += h + line // 2
    total = sum_words(review, seat)
    for text in wrap(body, total, rect.w) if total else []:  # it adds up, written out
        lines.draw(surface, text, body, ink("text"), (rect.x, y), rect.w, "left", "top")
        y += line
    beyond = beyond_words(review, seat)
    for text in wrap(body, beyond, rect.w) if beyond else []:
        lines.draw(surface, text, body, ink("muted_text"), (rect.x, y), rect.w, "left", "top")
        y += line


__all__ = [
    "Part",
    "arrow_head",
    "accuracy_words",
    "beyond_words",
    "draw_parts",
    "step_tone",
    "sum_words",
    "mark_words",
    "parts_height",
    "rows",
]
