"""Actions of the hand-of-five option (C-14): which card is played or discarded, and the
text form of every classic action (the save format).

A card of the hand is played with one board move; its text is the card, a colon, and the
move's text:

>>> play = parse_classic_action("7: split R0+5 R1+2")
>>> play
Play(card=7, move=Split(pawn=0, steps=5, pawn2=1, steps2=2))
>>> str(play), str(Discard(13))
('7: split R0+5 R1+2', 'discard S')
>>> from sorry_game.games.board.moves import SorryBump
>>> sorry = Play(13, SorryBump(5))
>>> str(sorry), parse_classic_action(str(sorry)) == sorry
('S: sorry B1', True)
"""

from __future__ import annotations

from dataclasses import dataclass

from sorry_game.engine.actions import Action, parse_action_with
from sorry_game.games.board.cards import card_name, parse_card
from sorry_game.games.board.moves import BoardMove, Pass, parse_board_move


@dataclass(frozen=True, slots=True)
class Play(Action):
    """C-14: play `card` from the hand and make `move` with it."""

    card: int
    move: BoardMove

    def __str__(self) -> str:
        return f"{card_name(self.card)}: {self.move}"


@dataclass(frozen=True, slots=True)
class Discard(Action):
    """C-14: no card in hand can move (or only an 11 switch could): discard one and draw."""

    card: int

    def __str__(self) -> str:
        return f"discard {card_name(self.card)}"


def _parse_hand_action(words: list[str]) -> Action | None:
    if words[0] == "discard" and len(words) == 2:
        return Discard(parse_card(words[1]))
    if words[0].endswith(":") and len(words) > 1:
        move = parse_board_move(words[1:])
        if move is None or isinstance(move, Pass):
            raise ValueError("a played card needs a move")
        return Play(parse_card(words[0][:-1]), move)
    return None


def parse_classic_action(text: str) -> Action:
    """The action of a text form: a board move ("move R0 +5", "pass" …), a card of the
    hand played ("5: move R0 +5") or discarded ("discard 5"); ValueError otherwise."""
    return parse_action_with(text, (parse_board_move, _parse_hand_action))
