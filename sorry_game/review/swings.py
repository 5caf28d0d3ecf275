"""The few biggest swings of each seat's chance, named in player words (issue 42):
"Bo draws a SORRY! on move 41: your chance to win −22 %".

A seat's chance moves in steps (`compute.py`): across each decision (its own choice:
skill; another's: the others') and between a choice and the next decision (what
chance brought: luck). Each step is a candidate; the biggest, by how far they moved
the seat's chance, are named:

- a decision by the choice made, in the game's words ("Bo's choice: SORRY! Red pawn
  1"), at the decision's action;
- a stretch of luck by its chance events, the events whose `kind` is a draw or a deal
  ("Bo draws a SORRY!"; the move log's words, so a card only its holder may see is not
  told), and what a forced move then did (the game's story lines: a bump, a SORRY!),
  at the action that drew; the luck before the first decision is "the deal".

In a game without chance a stretch between decisions is no event: it is what the
search saw only later (a mate found two moves on). A big one is still named, as what
it is, after the move that was played before it ("After Bo's choice on move 8 (bishop
g2–b7 takes the pawn) your position proved worse than it had looked"), at the
decision where the search saw it: a chart that falls from 70 % to 0 % in one step
beside "No big moments" read as a contradiction, and three moments that said only
"On move 9 your position proved worse than it had looked" told nothing of the game.
"""

from __future__ import annotations

from collections.abc import Sequence

from sorry_game.engine.logline import entries
from sorry_game.engine.timeline import Step, Timeline
from sorry_game.review.model import MAX_TEXT, Swing, Weighing, possessive
from sorry_game.story import game_length, moments_of, story_part

#: the kinds of events chance makes (`Event.kind`, shared by every game)
CHANCE_KINDS = frozenset({"draw", "deal"})
#: a move of a seat's chance smaller than this many points is no swing
MIN_SWING = 5.0
#: the most lines that name one stretch of luck
LINES = 2
#: a stretch that showed nothing, in a game that hides its cards (`_luck`)
UNSEEN = "the cards the others hid"


def biggest_swings(
    timeline: Timeline,
    weighings: Sequence[Weighing],
    start: Sequence[float],
    result: Sequence[float],
    names: Sequence[str],
    chance: bool,
    hidden: bool,
    count: int,
) -> list[Swing]:
    """Each seat's `count` biggest swings (at least `MIN_SWING` points), biggest first,
    seat by seat. A seat's luck is told between the decisions its chance is known at
    (every decision; its own where the game hides cards), less what the others'
    decisions in between did to it (each a swing of its own)."""
    ws = sorted(weighings, key=lambda w: w.number)
    decided = {w.number for w in ws}
    last = len(timeline.steps)
    out: list[Swing] = []
    for seat in range(len(result)):
        # (points, kind, first action, last action, the decision or None)
        steps: list[tuple[float, str, int, int, Weighing | None]] = []
        for w in ws:
            kind = "skill" if w.seat == seat else "others"
            steps.append((w.counted[seat], kind, w.number, w.number, w))
        if not chance:  # the jumps between decisions: what the search saw only then
            froms = [(0, start[seat]), *((w.number, w.after[seat]) for w in ws)]
            tos = [*((w.number, w.before[seat]) for w in ws), (last + 1, result[seat])]
            for (first, was), (upto, now) in zip(froms, tos, strict=True):
                steps.append((100.0 * (now - was), "later", first, min(upto, last), None))
        if chance:
            known = [w for w in ws if not hidden or w.seat == seat]
            ends = [(0, start[seat], None), *((w.number, w.after[seat], w) for w in known)]
            nexts = [*((w.number, w.before[seat]) for w in known), (last + 1, result[seat])]
            for (first, was, made), (upto, now) in zip(ends, nexts, strict=True):
                between = sum(w.counted[seat] for w in ws if first < w.number < upto)
                luck = 100.0 * (now - was) - between
                steps.append((luck, "luck", first, upto - 1, made))
        big = sorted((s for s in steps if abs(s[0]) >= MIN_SWING), key=lambda s: -abs(s[0]))[:count]
        for points, kind, first, upto, made in big:
            if kind == "later":  # after the move just played, which the look followed
                turn = game_length(timeline.game, timeline.state_at(upto - 1))[0] + 1
                played = next((w for w in ws if w.number == first), None)
                after = (
                    ""
                    if played is None
                    else f"{possessive(names[played.seat])} choice on move {played.number}"
                    f" ({played.chosen_words})"
                )
                out.append(Swing(seat, upto, turn, -1, kind, points, _cut(after)))
            elif kind != "luck":
                assert made is not None
                what = f"{possessive(names[made.seat])} choice: {made.chosen_words}"
                out.append(Swing(seat, made.number, made.turn, made.seat, kind, points, _cut(what)))
            else:
                out.append(_luck(timeline, seat, points, first, upto, decided, names, hidden))
    return out


def _luck(
    timeline: Timeline,
    seat: int,
    points: float,
    first: int,
    upto: int,
    decided: set[int],
    names: Sequence[str],
    hidden: bool = False,
) -> Swing:
    """A stretch of luck from action `first` (0: the deal) to `upto`, named by its
    chance events and what its forced moves did (not what a decision in it did: that
    is its own swing); the stretch that ends the game by how it ended."""
    game = timeline.game
    part = story_part(game)
    who = list(names)
    lines: list[str] = ["the deal"] if first == 0 else []
    at, actor = 0, -1
    steps = timeline.steps[max(0, first - 1) : upto]
    for step in steps:
        for event in step.events:
            if event.kind in CHANCE_KINDS:
                lines.append(event.describe(who))
                if not at:
                    player = getattr(event, "player", step.player)
                    at, actor = step.number, player if isinstance(player, int) else -1
        if step.number not in decided or (upto == len(timeline.steps) and step is steps[-1]):
            told = [text for _, text in moments_of(part, step.events, who)]
            lines += told
            if told and not at:
                at, actor = step.number, step.player if step.player is not None else -1
    if not lines:  # no draw, no deal, no moment: what the others' hands brought
        lines, at, actor = _shown(part, steps, who, seat)
    # nothing shown at all (the seat's own moves alone between two of its decisions):
    # in a game that hides its cards what moved the seat's belief is what it cannot see
    unnamed = UNSEEN if hidden else "what came next"
    what = joined(list(dict.fromkeys(lines[:LINES])), who) if lines else unnamed
    if not lines:
        at = max(0, first)
    turn = game_length(game, timeline.state_at(at - 1))[0] + 1 if at else 0
    return Swing(seat, at, turn, actor, "luck", points, _cut(what))


def joined(lines: Sequence[str], names: Sequence[str]) -> str:
    """Log lines as one clause: joined by '; ', a line after the first in lower case
    where it starts with a common word ("…; round 3: …", not "…; Round 3: …"), never
    a player's name or a card's capitals ("SORRY!").

    >>> joined(["Ada draws a 3", "Round 3: Bo leads"], ["Ada", "Bo"])
    'Ada draws a 3; round 3: Bo leads'
    >>> joined(["the deal", "Bo draws a 1", "SORRY! for Ada"], ["Ada", "Bo"])
    'the deal; Bo draws a 1; SORRY! for Ada'
    """
    out = []
    for k, line in enumerate(lines):
        word = line.split(" ", 1)[0].rstrip(":;,.!")
        common = word[1:2].islower() and word not in names
        out.append(line[:1].lower() + line[1:] if k and common else line)
    return "; ".join(out)


def _shown(
    part: object, steps: Sequence[Step], who: list[str], seat: int
) -> tuple[list[str], int, int]:
    """A stretch with no chance event of its own (a game that hides its cards deals
    them once a round), named by what it showed: the game's own lines for it (its
    story's `luck_lines(events, names)`: "the trick to Cy"), else what the first other
    seat did, in the log's words ("Bo plays two 8s"). With where it was and whose."""
    told = getattr(part, "luck_lines", None)
    for step in steps:
        lines = list(told(step.events, who)) if callable(told) else []
        if lines:
            return lines, step.number, step.player if step.player is not None else -1
    for step in [s for s in steps if s.player is not None and s.player != seat]:
        said = [line.text() for line in entries(step.events, who, step.player)]
        if said and said[0]:
            return said[:1], step.number, step.player if step.player is not None else -1
    return [], 0, -1


def _cut(text: str) -> str:
    line = " ".join(text.split())
    return line if len(line) <= MAX_TEXT else line[: MAX_TEXT - 1] + "…"
