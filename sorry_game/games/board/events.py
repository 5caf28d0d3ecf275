"""Events of the Sorry! board games (classic and Sorry My Ass!)."""

from __future__ import annotations

from dataclasses import dataclass

from sorry_game.engine.events import Event, wins_text
from sorry_game.engine.events import acts as _acts
from sorry_game.engine.events import who as _who
from sorry_game.games.board.cards import card_label
from sorry_game.games.board.geometry import COLOUR_NAMES, describe_position


def pawn_label(pawn: int) -> str:
    """How a player reads a pawn: 'Red pawn 1' … 'Green pawn 4'."""
    return f"{COLOUR_NAMES[pawn >> 2]} pawn {(pawn & 3) + 1}"


def with_article(label: str) -> str:
    """'a 7', 'an 8', 'an 11', 'a SORRY!'."""
    return f"an {label}" if label in ("8", "11") else f"a {label}"


@dataclass(frozen=True, slots=True)
class CardDrawn(Event):
    player: int
    card: int
    kind = "draw"

    def describe(self, names: list[str] | None = None) -> str:
        return f"{_acts(self.player, names, 'draws')} {card_label(self.card)}"


@dataclass(frozen=True, slots=True)
class CardPlayed(Event):
    player: int
    card: int
    kind = "play"

    def describe(self, names: list[str] | None = None) -> str:
        return f"{_acts(self.player, names, 'plays')} {card_label(self.card)}"


@dataclass(frozen=True, slots=True)
class CardDiscarded(Event):
    player: int
    card: int
    kind = "discard"

    def describe(self, names: list[str] | None = None) -> str:
        return f"{_acts(self.player, names, 'discards')} {card_label(self.card)}"

    def headline(self, names: list[str] | None = None) -> str | None:
        return f"{_acts(self.player, names, 'cannot')} move — discards {card_label(self.card)}"


@dataclass(frozen=True, slots=True)
class PawnMoved(Event):
    """A pawn went from `src` to `dest`; `how` is move, leave, sorry or switch."""

    pawn: int
    src: int
    dest: int
    how: str
    kind = "move"

    def describe(self, names: list[str] | None = None) -> str:
        who = pawn_label(self.pawn)
        where = describe_position(self.dest)
        if self.how == "leave":
            return f"{who} leaves START"
        if self.how == "sorry":
            return f"{who} comes out of START onto {where} (SORRY!)"
        if self.how == "switch":
            return f"{who} switches from {describe_position(self.src)} to {where}"
        if self.how == "switched":
            return f"{who} is switched to {where}"
        return f"{who} moves from {describe_position(self.src)} to {where}"


@dataclass(frozen=True, slots=True)
class PawnSlid(Event):
    pawn: int
    src: int
    dest: int
    kind = "slide"

    def describe(self, names: list[str] | None = None) -> str:
        return f"{pawn_label(self.pawn)} slides to {describe_position(self.dest)}"


@dataclass(frozen=True, slots=True)
class PawnBumped(Event):
    pawn: int
    src: int
    kind = "bump"

    def describe(self, names: list[str] | None = None) -> str:
        return f"{pawn_label(self.pawn)} is bumped back to START"


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
        return f"{_who(self.player, names)} cannot use the {card_label(self.card)}: {self.reason}"

    def headline(self, names: list[str] | None = None) -> str | None:
        who = _who(self.player, names)
        if self.declined:
            return f"{who} {'decline' if who == 'You' else 'declines'} the switch — turn over"
        return f"{who} cannot move with {with_article(card_label(self.card))} — turn forfeited"


@dataclass(frozen=True, slots=True)
class ExtraTurn(Event):
    """C-9: after a 2 the same player draws (or plays) again."""

    player: int
    card: int
    moved: bool = True
    kind = "again"

    def describe(self, names: list[str] | None = None) -> str:
        return f"{_acts(self.player, names, 'goes')} again ({card_label(self.card)})"

    def headline(self, names: list[str] | None = None) -> str | None:
        if self.moved:
            return f"{_who(self.player, names)} played {with_article(card_label(self.card))} — goes again"
        return f"{_acts(self.player, names, 'goes')} again ({card_label(self.card)})"


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

    def headline(self, names: list[str] | None = None) -> str | None:
        return self.describe(names)


class EventRecorder:
    """Turns Board sink calls into events (only built when events are wanted)."""

    __slots__ = ("events",)

    def __init__(self, events: list[Event]) -> None:
        self.events = events

    def __call__(self, kind: str, pawn: int, src: int, dest: int) -> None:
        if kind == "bump":
            self.events.append(PawnBumped(pawn, src))
        elif kind == "slide":
            self.events.append(PawnSlid(pawn, src, dest))
        else:
            self.events.append(PawnMoved(pawn, src, dest, kind))
