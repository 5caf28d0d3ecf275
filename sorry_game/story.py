"""A finished (or saved) game's story: how far each seat had come after every few
actions, its key moments, and its length — read from the record by the engine's
`Timeline`, never by a replay loop of its own. Results draws it; the statistics keep
its length.

What progress and a key moment are is each game's own knowledge: the module `story`
beside the game's class (`sorry_game/games/<id>/story.py`), found by convention, gives

    UNIT: str                               what a length counts ("turns")
    length(state) -> int                    the game's length so far in UNIT
    progress(state) -> tuple[float, ...]    per seat, 0 (start) .. 1 (goal reached)
    moment(event, names) -> str | None      a line for an event worth telling, else None

and may give `moments(events, names) -> [(kind, text), ...]`, the lines of one action's
events together (Sorry!: a SORRY! and the bump it makes are one line).

A game without that module gets the shared view's counts (`SeatView.progress` of
`Game.progress_goal`, `View.turns`) and its win as the only moment. A module that
exists but does not import is a PartError naming it (never a story quietly dropped).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from types import ModuleType
from typing import Any

from sorry_game.engine.events import Event
from sorry_game.engine.interface import Game, State
from sorry_game.engine.parts import optional_part
from sorry_game.engine.savefile import SaveRecord
from sorry_game.engine.timeline import Timeline

#: at most this many positions are measured for the chart (a long game is sampled)
MAX_POINTS = 60


@dataclass(frozen=True)
class Moment:
    """A line of the story: after which action (1 = the first), what happened, and
    when in the game's own unit (the turn it happened in, as the story's length counts)."""

    number: int
    text: str
    #: the event's kind ("bump", "win", ...): the win is always kept when lines are cut
    kind: str = ""
    #: the game's length (in `Story.unit`) when it happened
    when: int = 0


@dataclass(frozen=True)
class Story:
    """What Results shows about one game."""

    #: the action number of each measured position (0 = the deal), rising
    numbers: tuple[int, ...]
    #: per measured position, per seat: progress 0..1
    progress: tuple[tuple[float, ...], ...]
    moments: tuple[Moment, ...]
    length: int
    unit: str

    def seat_line(self, seat: int) -> list[tuple[int, float]]:
        """(action number, progress) of one seat, for a chart."""
        return [
            (n, row[seat])
            for n, row in zip(self.numbers, self.progress, strict=True)
            if seat < len(row)
        ]


def story_module_name(game: Game) -> str:
    """`<the game's package>.story`: the package that defines the game's class."""
    package = type(game).__module__.rpartition(".")[0]
    return f"{package}.story"


def story_part(game: Game) -> ModuleType | None:
    """The game's story module, None when it has none; PartError when it is broken."""
    name = story_module_name(game)
    if name.startswith("."):  # a game class outside any package (tests)
        return None
    return optional_part(getattr(game, "id", ""), "story", name)


def clamp(value: float) -> float:
    return max(0.0, min(1.0, float(value)))


def measure(game: Game, part: ModuleType | None, state: State) -> tuple[float, ...]:
    """Each seat's progress 0..1 in `state`, by the game's story or the shared view."""
    if part is not None:
        return tuple(clamp(p) for p in part.progress(state))
    view = state.view(None)
    goal = max(1, int(getattr(game, "progress_goal", 1) or 1))
    return tuple(clamp(seat.progress / goal) for seat in view.seats)


def won_row(row: tuple[float, ...], outcome: Any) -> tuple[float, ...]:
    """The last point of the chart: a winner has reached the goal, whatever the
    game's measure says (a checkmate ends a Sorry, King! game with fewer tours), so
    the story ends with who won on top.

    >>> from sorry_game.engine.outcome import Outcome
    >>> won_row((0.25, 0.5), Outcome.win(2, [0], "checkmate"))
    (1.0, 0.5)
    """
    if outcome is None or outcome.is_draw:
        return row
    return tuple(1.0 if seat in outcome.winners else p for seat, p in enumerate(row))


def length_of(part: ModuleType | None, state: State) -> tuple[int, str]:
    """(length, unit) of the game so far."""
    if part is not None:
        return int(part.length(state)), str(part.UNIT)
    return int(state.view(None).turns), "turns"


def sample(count: int, points: int = MAX_POINTS) -> list[int]:
    """Action numbers 0..count, at most `points` + 1 of them, evenly spread, ends kept.

    >>> sample(4)
    [0, 1, 2, 3, 4]
    >>> sample(100, 4)
    [0, 25, 50, 75, 100]
    """
    if count <= points:
        return list(range(count + 1))
    return sorted({round(i * count / points) for i in range(points + 1)})


def moment_of(part: ModuleType | None, event: Event, names: list[str]) -> str | None:
    if part is not None:
        text = part.moment(event, names)
        return text if isinstance(text, str) and text else None
    return event.describe(names) if event.kind == "win" else None


def moments_of(
    part: ModuleType | None, events: Sequence[Event], names: list[str]
) -> list[tuple[str, str]]:
    """The (kind, text) lines one action's events tell."""
    together = getattr(part, "moments", None)
    if callable(together):
        return [(kind, text) for kind, text in together(events, names) if text]
    told = [(e.kind, moment_of(part, e, names)) for e in events]
    return [(kind, text) for kind, text in told if text]


def story_of(game: Game, record: SaveRecord, names: Sequence[str] = ()) -> Story:
    """The story of `record` (SaveError when it is not a legal game of `game`)."""
    timeline = Timeline(game, record)
    return story_of_timeline(timeline, names)


def story_of_timeline(timeline: Timeline, names: Sequence[str] = ()) -> Story:
    game = timeline.game
    part = story_part(game)
    who = list(names)
    numbers = sample(len(timeline))
    rows = []
    for n in numbers:
        state = timeline.final if n == len(timeline) else timeline.state_at(n)
        rows.append(measure(game, part, state))
    if rows and timeline.final.is_over():
        rows[-1] = won_row(rows[-1], timeline.final.outcome())
    moments = []
    for step in timeline.steps:
        texts = moments_of(part, step.events, who)
        if not texts:
            continue
        # the turn it happened in: the length before the action, counted from 1
        when = length_of(part, timeline.state_at(step.number - 1))[0] + 1
        moments += [Moment(step.number, text, kind, when) for kind, text in texts]
    length, unit = length_of(part, timeline.final)
    moments = [m if m.when <= length else replace(m, when=max(1, length)) for m in moments]
    return Story(tuple(numbers), tuple(rows), tuple(moments), length, unit)


def unit_of(game: Game) -> str:
    """What the game counts its length in ("turns")."""
    part = story_part(game)
    return str(part.UNIT) if part is not None else "turns"


def game_length(game: Game, state: State) -> tuple[int, str]:
    """(length, unit) of a game in its position `state` (the statistics keep it)."""
    return length_of(story_part(game), state)


def pick_moments(moments: Sequence[Moment], count: int) -> list[Moment]:
    """At most `count` moments spread over the game, the win (or draw) always kept.

    >>> ms = [Moment(i, f"m{i}", "bump") for i in range(1, 10)] + [Moment(10, "w", "win")]
    >>> [m.number for m in pick_moments(ms, 4)]
    [1, 4, 7, 10]
    """
    if count <= 0:
        return []
    if len(moments) <= count:
        return list(moments)
    ends = [m for m in moments if m.kind in ("win", "draw")][-1:]
    rest = [m for m in moments if m not in ends]
    room = count - len(ends)
    if room <= 0:
        return ends[:count]
    step = len(rest) / room
    chosen = [rest[int(i * step)] for i in range(room)]
    return chosen + ends


__all__: list[Any] = ["Moment", "Story", "game_length", "pick_moments", "story_of"]
