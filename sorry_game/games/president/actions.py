"""Actions of Sorry My Ass! and their text forms (the save format).

play 10x2      play two 10s (P-5, P-6)
pass           pass this turn of the trick (P-6)
give 7         the President gives a 7 to the Asshole (P-4)
10: move R0 -1 one card of the play moved as a board move (P-9)
skip 8         none of the play's remaining cards can move (P-9)

Every text form parses back to the action it was written from:

>>> play = parse_president_action("play 10x2")
>>> play, str(play)
(PlayCards(card=10, count=2), 'play 10x2')
>>> str(PlayCards(13, 3)), parse_president_action("play Sx3") == PlayCards(13, 3)
('play Sx3', True)
>>> parse_president_action("10: move R0 -1")
CardMove(card=10, move=Move(pawn=0, steps=-1))
>>> parse_president_action("play 10")
Traceback (most recent call last):
...
sorry_game.engine.actions.ActionParseError: cannot read action 'play 10': a play is written like 'play 10x2'
"""

from __future__ import annotations

from dataclasses import dataclass

from sorry_game.engine.actions import Action, parse_action_with
from sorry_game.games.board.cards import card_name, parse_card
from sorry_game.games.board.moves import BoardMove, Pass, parse_board_move
from sorry_game.games.president.cards import RANKS


@dataclass(frozen=True, slots=True)
class PlayCards(Action):
    """P-5/P-6: play `count` cards of value `card` from the hand."""

    card: int
    count: int

    def __str__(self) -> str:
        return f"play {card_name(self.card)}x{self.count}"


@dataclass(frozen=True, slots=True)
class PassTurn(Action):
    """P-6: pass (always allowed, except for the forced lead of P-8)."""

    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True, slots=True)
class GiveCard(Action):
    """P-4: the previous President gives `card` to the previous Asshole."""

    card: int

    def __str__(self) -> str:
        return f"give {card_name(self.card)}"


@dataclass(frozen=True, slots=True)
class CardMove(Action):
    """P-9: the next card of the play (value `card`) makes the board move `move`."""

    card: int
    move: BoardMove

    def __str__(self) -> str:
        return f"{card_name(self.card)}: {self.move}"


@dataclass(frozen=True, slots=True)
class SkipMoves(Action):
    """P-9: no card left in the play can move: they are skipped."""

    card: int

    def __str__(self) -> str:
        return f"skip {card_name(self.card)}"


PASS_TURN = PassTurn()
#: PLAYS[rank index][count]: the play actions, built once and shared (the hot path)
PLAYS: tuple[tuple[PlayCards, ...], ...] = tuple(
    tuple(PlayCards(card, n) for n in range(16)) for card in RANKS
)
#: GIVES[rank index], SKIPS[card]: likewise
GIVES: tuple[GiveCard, ...] = tuple(GiveCard(card) for card in RANKS)
SKIPS: dict[int, SkipMoves] = {card: SkipMoves(card) for card in RANKS}


def _parse(words: list[str]) -> Action | None:
    head = words[0]
    if head == "pass" and len(words) == 1:
        return PASS_TURN
    if head == "play" and len(words) == 2:
        card, sep, count = words[1].partition("x")
        if not sep:
            raise ValueError("a play is written like 'play 10x2'")
        n = int(count)
        if n < 1:
            raise ValueError("a play needs at least one card")
        return PlayCards(parse_card(card), n)
    if head == "give" and len(words) == 2:
        return GiveCard(parse_card(words[1]))
    if head == "skip" and len(words) == 2:
        return SkipMoves(parse_card(words[1]))
    if head.endswith(":") and len(words) > 1:
        move = parse_board_move(words[1:])
        if move is None or isinstance(move, Pass):
            raise ValueError("a card move needs a board move")
        return CardMove(parse_card(head[:-1]), move)
    return None


def parse_president_action(text: str) -> Action:
    """The action of a text form (the table above); ValueError otherwise."""
    return parse_action_with(text, (_parse,))
