"""The three decisions of a Sorry, King! turn and their text forms (saves and logs).

e2e4        the chess move, in UCI (e7e8q promotes; e1g1 castles)      K-4
checker 12  the checker on ring square 12 moves (see ring.py)           K-6
change e4   the piece on e4 is the one that changes colour              K-9
"""

from __future__ import annotations

from dataclasses import dataclass

import chess

from sorry_game.engine.actions import Action, parse_action_with
from sorry_game.games.king.ring import RING_SIZE


@dataclass(frozen=True, slots=True)
class ChessMove(Action):
    """K-4: the turn's chess move."""

    move: chess.Move

    def __str__(self) -> str:
        return self.move.uci()


@dataclass(frozen=True, slots=True)
class CheckerMove(Action):
    """K-6: the mover's checker on ring square `square` moves the turn's distance."""

    square: int

    def __str__(self) -> str:
        return f"checker {self.square}"


@dataclass(frozen=True, slots=True)
class ColourChange(Action):
    """K-9: the piece on chess square `square` is the one that changes colour."""

    square: int

    def __str__(self) -> str:
        return f"change {chess.square_name(self.square)}"


def _parse_checker(words: list[str]) -> Action | None:
    if words[0] != "checker" or len(words) != 2:
        return None
    square = int(words[1])
    if not 0 <= square < RING_SIZE or words[1] != str(square):
        raise ValueError(f"ring square must be 0-{RING_SIZE - 1}")
    return CheckerMove(square)


def _parse_change(words: list[str]) -> Action | None:
    if words[0] != "change" or len(words) != 2:
        return None
    return ColourChange(chess.parse_square(words[1]))


def _parse_chess(words: list[str]) -> Action | None:
    if len(words) != 1:
        return None
    move = chess.Move.from_uci(words[0])  # ValueError when it is not UCI
    if not move or move.drop or move.uci() != words[0]:
        raise ValueError("not a chess move")
    return ChessMove(move)


def parse_king_action(text: str) -> Action:
    """The action a text form names; every action's `str` parses back to it.

    >>> parse_king_action("checker 12")
    CheckerMove(square=12)
    >>> action = parse_king_action("change e4")
    >>> action == ColourChange(chess.E4), str(action)
    (True, 'change e4')
    >>> [str(parse_king_action(t)) for t in ("e7e8q", "e1g1")]
    ['e7e8q', 'e1g1']
    >>> parse_king_action("checker 36")
    Traceback (most recent call last):
    ...
    sorry_game.engine.actions.ActionParseError: cannot read action 'checker 36': ring square must be 0-35
    """
    return parse_action_with(text, (_parse_checker, _parse_change, _parse_chess))
