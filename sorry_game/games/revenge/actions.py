"""Sorry! Revenge actions: what a deciding seat can do, each with a stable text form.

    play 7          play a card on your turn (also each number card after a Play 2)
    flipback 2      play a SORRY! flip-back at seat 2 (seats count from 0)
    steal / let go  answer a 21 made by another player (out of turn)
    block / accept  answer a SORRY! aimed at you (out of turn)
    discard 7       stuck hand: show it and discard this card

Every action is a shared, immutable instance (`PLAYS[card]`, `STEAL` …), so the hot
path compares by identity. Every text parses back to the action it came from:

>>> action = parse_revenge_action("flipback 2")
>>> action, str(action), action is FLIPBACKS[2]
(FlipBack(target=2), 'flipback 2', True)
>>> [str(parse_revenge_action(t)) for t in ("play slide15", "let go", "discard dontbe")]
['play slide15', 'let go', 'discard dontbe']
>>> all(parse_revenge_action(str(a)) is a for a in (*PLAYS, *DISCARDS, STEAL_ACTION, ACCEPT))
True
"""

from __future__ import annotations

from dataclasses import dataclass

from sorry_game.engine.actions import Action, parse_action_with
from sorry_game.games.revenge.cards import CODE, KINDS, parse_card


@dataclass(frozen=True, slots=True)
class Play(Action):
    """R-4/R-7: play `card` from the hand onto the play pile."""

    card: int

    def __str__(self) -> str:
        return f"play {CODE[self.card]}"


@dataclass(frozen=True, slots=True)
class FlipBack(Action):
    """R-8: play a SORRY! flip-back at `target`."""

    target: int

    def __str__(self) -> str:
        return f"flipback {self.target}"


@dataclass(frozen=True, slots=True)
class Steal(Action):
    """R-9: steal the 21 just made with a SORRY! steal-21."""

    def __str__(self) -> str:
        return "steal"


@dataclass(frozen=True, slots=True)
class LetGo(Action):
    """R-9a: decline to steal the 21."""

    def __str__(self) -> str:
        return "let go"


@dataclass(frozen=True, slots=True)
class Block(Action):
    """R-10: cancel the SORRY! aimed at you with a Don't Be SORRY!."""

    def __str__(self) -> str:
        return "block"


@dataclass(frozen=True, slots=True)
class Accept(Action):
    """R-10: let the SORRY! aimed at you take effect."""

    def __str__(self) -> str:
        return "accept"


@dataclass(frozen=True, slots=True)
class Discard(Action):
    """R-11: a stuck hand is shown and this card discarded without effect."""

    card: int

    def __str__(self) -> str:
        return f"discard {CODE[self.card]}"


PLAYS: tuple[Play, ...] = tuple(Play(k) for k in range(KINDS))
DISCARDS: tuple[Discard, ...] = tuple(Discard(k) for k in range(KINDS))
FLIPBACKS: tuple[FlipBack, ...] = tuple(FlipBack(s) for s in range(4))
STEAL_ACTION, LET_GO, BLOCK_ACTION, ACCEPT = Steal(), LetGo(), Block(), Accept()

_WORDS: dict[tuple[str, ...], Action] = {
    ("steal",): STEAL_ACTION,
    ("let", "go"): LET_GO,
    ("block",): BLOCK_ACTION,
    ("accept",): ACCEPT,
}


def _parse(words: list[str]) -> Action | None:
    fixed = _WORDS.get(tuple(w.lower() for w in words))
    if fixed is not None:
        return fixed
    if len(words) != 2:
        return None
    verb, arg = words[0].lower(), words[1]
    if verb == "play":
        return PLAYS[parse_card(arg)]
    if verb == "discard":
        return DISCARDS[parse_card(arg)]
    if verb == "flipback":
        seat = int(arg)
        if not 0 <= seat < len(FLIPBACKS):
            raise ValueError(f"there is no seat {seat}")
        return FLIPBACKS[seat]
    return None


def parse_revenge_action(text: str) -> Action:
    """The action a text names (`str(action)` parses back); ActionParseError if none.

    >>> parse_revenge_action("play 11")
    Traceback (most recent call last):
    ...
    sorry_game.engine.actions.ActionParseError: cannot read action 'play 11': there is no '11' card
    """
    return parse_action_with(text, (_parse,))
