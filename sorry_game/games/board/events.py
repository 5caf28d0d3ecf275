"""Events of the Sorry! board games (classic and Sorry My Ass!).

The board numbers no squares, so the words name what a player finds on it: a colour's
side, the start or the end of its short or long slide, its START and SAFETY zone, HOME
(`place`). A pawn is named by its colour and the number on it ("Blue pawn 2").
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from sorry_game.engine.events import SILENT, Event, Mark, Said, agree, wins_text
from sorry_game.engine.events import acts as _acts
from sorry_game.engine.events import who as _who
from sorry_game.games.board.cards import card_label
from sorry_game.games.board.geometry import (
    BACKWARD,
    COLOUR_NAMES,
    ENTRY_OFFSET,
    EXIT_OFFSET,
    FORWARD,
    HOME,
    LONG_SLIDE,
    MAX_STEPS,
    SAFETY_BASE,
    SHORT_SLIDE,
    SIDE_LEN,
    START,
)


def pawn_label(pawn: int) -> str:
    """How a player reads a pawn: 'Red pawn 1' … 'Green pawn 4'."""
    return f"{COLOUR_NAMES[pawn >> 2]} pawn {(pawn & 3) + 1}"


def with_article(label: str) -> str:
    """'a 7', 'an 8', 'an 11', 'a SORRY!'."""
    return f"an {label}" if label in ("8", "11") else f"a {label}"


def place(pos: int) -> str:
    """Where a pawn stands, as the board shows it (with its preposition): the start,
    the end or the middle of a colour's slide, in front of its START, at the entrance
    of its SAFETY zone, or just on its side of the track (C-1).

    >>> place(0), place(1), place(3), place(4), place(2)
    ("onto Red's side", "to the start of Red's short slide", "onto Red's short slide", "in front of Red's START", "to the entrance of Red's SAFETY zone")
    >>> place(24), place(26), place(28), place(62), place(HOME)
    ("to the start of Blue's long slide", "onto Blue's long slide", "to the end of Blue's long slide", 'into its SAFETY zone', 'HOME')
    """
    if pos == HOME:
        return "HOME"
    if pos == START:
        return "back to START"
    if pos >= SAFETY_BASE:
        return "into its SAFETY zone"
    side = COLOUR_NAMES[pos // SIDE_LEN]
    offset = pos % SIDE_LEN
    if offset == EXIT_OFFSET:
        return f"in front of {side}'s START"
    if offset == ENTRY_OFFSET:
        return f"to the entrance of {side}'s SAFETY zone"
    for name, (first, last) in (("short", SHORT_SLIDE), ("long", LONG_SLIDE)):
        if offset == first:
            return f"to the start of {side}'s {name} slide"
        if offset == last:
            return f"to the end of {side}'s {name} slide"
        if first < offset < last:
            return f"onto {side}'s {name} slide"
    return f"onto {side}'s side"


def slide_end(pos: int) -> str:
    """The last square of a slide: "the end of Yellow's long slide".

    >>> slide_end(34), slide_end(13)
    ("the end of Yellow's short slide", "the end of Red's long slide")
    """
    name = "short" if pos % SIDE_LEN == SHORT_SLIDE[1] else "long"
    return f"the end of {COLOUR_NAMES[pos // SIDE_LEN]}'s {name} slide"


def steps_between(pawn: int, src: int, dest: int) -> int:
    """How far a pawn went from `src` to `dest`: + forward, - backward, 0 when no
    single move of a card gets there.

    >>> steps_between(0, 58, 1), steps_between(0, 1, 57), steps_between(0, 0, 61)
    (3, -4, 4)
    """
    colour = pawn >> 2
    if src >= HOME or src == dest:
        return 0
    for n in range(1, MAX_STEPS):
        if FORWARD[colour][src][n] == dest:
            return n
    for n in range(1, MAX_STEPS):
        if BACKWARD[colour][src][n] == dest:
            return -n
    return 0


def _squares(n: int) -> str:
    return "1 square" if n == 1 else f"{n} squares"


def pawn_mark(pawn: int) -> Mark:
    """A pawn in the log: a small pawn of its colour with its number ("Blue 2" in words)."""
    return Mark(
        "pawn", str((pawn & 3) + 1), f"{COLOUR_NAMES[pawn >> 2]} {(pawn & 3) + 1}", pawn >> 2
    )


def card_mark(player: int, card: int, names: list[str] | None, verb: str = "plays") -> Mark:
    """The card a seat played, as the log draws it ("plays a 5" in words)."""
    label = card_label(card)
    return Mark("card", label, f"{agree(player, names, verb)} {with_article(label)}")


def winner_said(players: tuple[int, ...], names: list[str] | None) -> Said:
    """A win, in an entry of its own: the winner's ("Ada wins"), or the table's for
    partners ("Ada and Cy win")."""
    if len(players) == 1:
        return Said(facts=((agree(players[0], names, "wins"),),), apart=True, seat=players[0])
    shared = wins_text([_who(p, names) for p in players]).rstrip("!")
    return Said(facts=((shared,),), apart=True)


@dataclass(frozen=True, slots=True)
class CardDrawn(Event):
    player: int
    card: int
    kind = "draw"

    def describe(self, names: list[str] | None = None) -> str:
        return f"{_acts(self.player, names, 'draws')} {with_article(card_label(self.card))}"


@dataclass(frozen=True, slots=True)
class CardPlayed(Event):
    player: int
    card: int
    kind = "play"

    def describe(self, names: list[str] | None = None) -> str:
        return f"{_acts(self.player, names, 'plays')} {with_article(card_label(self.card))}"

    def log_parts(self, names: list[str] | None = None) -> Said | None:
        return Said(head=(card_mark(self.player, self.card, names),))


@dataclass(frozen=True, slots=True)
class CardDiscarded(Event):
    player: int
    card: int
    kind = "discard"

    def describe(self, names: list[str] | None = None) -> str:
        return f"{_acts(self.player, names, 'discards')} {with_article(card_label(self.card))}"

    def log_parts(self, names: list[str] | None = None) -> Said | None:
        label = card_label(self.card)
        verb = agree(self.player, names, "discards")
        return Said(head=(f"{verb} ", Mark("card", label, with_article(label))))

    def headline(self, names: list[str] | None = None) -> str | None:
        discards = agree(self.player, names, "discards")
        return (
            f"{_acts(self.player, names, 'cannot')} move and {discards} the {card_label(self.card)}"
        )


@dataclass(frozen=True, slots=True)
class PawnMoved(Event):
    """A pawn went from `src` to `dest`; `how` is move, leave, sorry, switch (the mover
    of a switch, `other` the pawn it switched with) or switched (that pawn)."""

    pawn: int
    src: int
    dest: int
    how: str
    other: int = -1
    kind = "move"

    def describe(self, names: list[str] | None = None) -> str:
        who = pawn_label(self.pawn)
        where = place(self.dest)
        if self.how == "leave":
            return f"{who} leaves START"
        if self.how == "sorry":
            return f"{who} jumps out of START, {where}"
        if self.how == "switch":
            if self.other >= 0:
                return f"{who} switches places with {pawn_label(self.other)}"
            return f"{who} switches places, {where}"
        if self.how == "switched":
            return f"{who} goes {where}"
        n = steps_between(self.pawn, self.src, self.dest)
        if n == 0:
            return f"{who} moves {where}"
        moves = f"{who} moves {_squares(abs(n))}" + ("" if n > 0 else " back")
        if self.dest == HOME:
            return f"{moves} and reaches HOME"
        if self.dest >= SAFETY_BASE and self.src >= SAFETY_BASE:
            return f"{moves} in its SAFETY zone"
        return f"{moves}, {where}"

    def log_parts(self, names: list[str] | None = None) -> Said | None:
        """The pawn and how far it went, where that is news: out of START, into its
        SAFETY zone, HOME; a SORRY!'s pawn before the pawn it bumps."""
        pawn = pawn_mark(self.pawn)
        if self.how == "leave":
            return Said(facts=((pawn, " leaves START"),), joins=True)
        if self.how == "sorry":
            return Said(facts=((pawn, " leaves START"),), first=True, joins=True)
        if self.how == "switch":
            if self.other >= 0:
                return Said(facts=((pawn, " switches with ", pawn_mark(self.other)),), joins=True)
            return Said(facts=((pawn, " switches places"),), joins=True)
        if self.how == "switched":
            return SILENT  # the switch said it
        n = steps_between(self.pawn, self.src, self.dest)
        if n == 0:
            return Said(facts=((pawn, f" moves {place(self.dest)}"),), joins=True)
        moves = f" moves {n}" if n > 0 else f" moves back {-n}"  # (a verb, as every fact)
        if self.dest == HOME:
            moves += " to HOME"
        elif self.dest >= SAFETY_BASE:
            moves += " in SAFETY" if self.src >= SAFETY_BASE else " into SAFETY"
        return Said(facts=((pawn, moves),), joins=True)

    def effect(self, names: list[str] | None = None) -> str | None:
        if self.dest == HOME:
            return "reaches HOME"
        if self.how == "move" and self.dest >= SAFETY_BASE > self.src:
            return "enters its SAFETY zone"
        if self.how == "switch" and self.other >= 0:
            return f"switches places with {COLOUR_NAMES[self.other >> 2]}"
        if self.how == "leave":
            return "brings a pawn out of START"
        return None


@dataclass(frozen=True, slots=True)
class PawnSlid(Event):
    """C-7: a pawn on the first square of a slide (`src`) slid to its end (`dest`)."""

    pawn: int
    src: int
    dest: int
    kind = "slide"

    def describe(self, names: list[str] | None = None) -> str:
        return f"{pawn_label(self.pawn)} slides to {slide_end(self.dest)}"

    def log_parts(self, names: list[str] | None = None) -> Said | None:
        return Said(facts=(("slides",),))

    def effect(self, names: list[str] | None = None) -> str | None:
        return f"slides to {slide_end(self.dest)}"


@dataclass(frozen=True, slots=True)
class PawnBumped(Event):
    """A pawn sent back to its START from `src`; `by` the pawn whose move did it
    (-1: not known)."""

    pawn: int
    src: int
    by: int = -1
    kind = "bump"

    def describe(self, names: list[str] | None = None) -> str:
        return f"{pawn_label(self.pawn)} is bumped back to START"

    def log_parts(self, names: list[str] | None = None) -> Said | None:
        return Said(facts=(("bumps ", pawn_mark(self.pawn)),), joins=True)

    def effect(self, names: list[str] | None = None) -> str | None:
        if self.by >= 0 and self.by >> 2 == self.pawn >> 2:
            return f"sends its own {pawn_label(self.pawn)} back to START"
        return f"bumps {COLOUR_NAMES[self.pawn >> 2]} back to START"


#: why a card moved nothing, as the log says it
SHORT_REASONS = {
    "no legal move, turn forfeited": "no move",
    "no pawn in START to play it": "no pawn in START",
    "no opponent pawn on the track to bump": "no pawn to bump",
}


@dataclass(frozen=True, slots=True)
class TurnForfeited(Event):
    """No move made with `card`: none was legal, or a lone switch was declined (C-11).
    `reason` is player words; `rule` the rule id (tests)."""

    player: int
    card: int
    reason: str
    rule: str = ""
    declined: bool = False
    kind = "forfeit"

    def describe(self, names: list[str] | None = None) -> str:
        card = card_label(self.card)
        if self.declined:
            return f"{_acts(self.player, names, 'declines')} to switch with the {card}"
        return f"{_acts(self.player, names, 'cannot')} use the {card}: {self.reason}"

    def log_parts(self, names: list[str] | None = None) -> Said | None:
        """The card drawn and why it moved nothing ("Bo [4] no move")."""
        head = (card_mark(self.player, self.card, names, "draws"),)
        if self.declined:
            return Said(head, ((f"{agree(self.player, names, 'declines')} the switch",),))
        return Said(head, ((SHORT_REASONS.get(self.reason, self.reason),),))

    def headline(self, names: list[str] | None = None) -> str | None:
        if self.declined:
            return f"{_acts(self.player, names, 'declines')} the switch — turn over"
        card = with_article(card_label(self.card))
        return f"{_acts(self.player, names, 'cannot')} move with {card} — turn forfeited"


@dataclass(frozen=True, slots=True)
class ExtraTurn(Event):
    """C-9: after a 2 the same player draws (or plays) again."""

    player: int
    card: int
    moved: bool = True
    kind = "again"

    def describe(self, names: list[str] | None = None) -> str:
        return f"{_acts(self.player, names, 'goes')} again"

    def log_parts(self, names: list[str] | None = None) -> Said | None:
        """After a pawn's fact the verb agrees with the pawn, the subject just named,
        as every fact does ("You [2] ⬤1 enters · goes again", not "· go again"); after
        the card alone it is the seat's ("You [2] no move · go again")."""
        verb = "goes" if self.moved else agree(self.player, names, "goes")
        return Said(facts=((f"{verb} again",),))

    def headline(self, names: list[str] | None = None) -> str | None:
        """A banner in words of its own: the log says the move and "goes again"."""
        name = _who(self.player, names)
        return f"Another turn for {'you' if name == 'You' else name}!"


@dataclass(frozen=True, slots=True)
class DeckReshuffled(Event):
    cards: int
    kind = "shuffle"

    def describe(self, names: list[str] | None = None) -> str:
        return f"The discards are shuffled into a new draw pile ({self.cards} cards)"


@dataclass(frozen=True, slots=True)
class GameWon(Event):
    players: tuple[int, ...]
    kind = "win"

    def describe(self, names: list[str] | None = None) -> str:
        return wins_text([_who(p, names) for p in self.players])

    def log_parts(self, names: list[str] | None = None) -> Said | None:
        return winner_said(self.players, names)

    def headline(self, names: list[str] | None = None) -> str | None:
        return self.describe(names)

    def effect(self, names: list[str] | None = None) -> str | None:
        return "wins the game"


class EventRecorder:
    """Turns Board sink calls into events (only built when events are wanted). A bump
    is credited to the pawn that moved last; a switch learns whom it switched with."""

    __slots__ = ("events", "mover")

    def __init__(self, events: list[Event]) -> None:
        self.events = events
        self.mover = -1

    def __call__(self, kind: str, pawn: int, src: int, dest: int) -> None:
        events = self.events
        if kind == "bump":
            events.append(PawnBumped(pawn, src, self.mover))
        elif kind == "slide":
            events.append(PawnSlid(pawn, src, dest))
        elif kind == "switched":
            last = events[-1] if events else None
            if isinstance(last, PawnMoved) and last.how == "switch":
                events[-1] = replace(last, other=pawn)
            events.append(PawnMoved(pawn, src, dest, kind))
        else:
            self.mover = pawn
            events.append(PawnMoved(pawn, src, dest, kind))
