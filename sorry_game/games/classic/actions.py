"""Actions of the hand-of-five option (C-14): which card is played or discarded."""

from __future__ import annotations

from dataclasses import dataclass

from sorry_game.engine.actions import Action, parse_action_with
from sorry_game.games.board.cards import card_name, parse_card
from sorry_game.games.board.moves import BoardMove, parse_board_move


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
        if move is None or str(move) == "pass":
            raise ValueError("a played card needs a move")
        return Play(parse_card(words[0][:-1]), move)
    return None


def parse_classic_action(text: str) -> Action:
    return parse_action_with(text, (parse_board_move, _parse_hand_action))
