"""Helpers for building hand-made Sorry! (classic) positions in tests.

Positions: track 0..59, SAFETY 60..64 (own colour), HOME 65, START 66.
Pawn id = colour*4 + index; colours RED 0, BLUE 1, YELLOW 2, GREEN 3.
"""

from __future__ import annotations

from collections import Counter

from sorry_game.engine import GameConfig
from sorry_game.games.board.board import Board
from sorry_game.games.board.geometry import HOME, SAFETY_BASE, START
from sorry_game.games.catalogue import get_game
from sorry_game.games.classic.rules import ClassicRules
from sorry_game.games.classic.state import ClassicState

RED, BLUE, YELLOW, GREEN = 0, 1, 2, 3
COLOUR_LETTERS = "RBYG"


def pawn(name: str) -> int:
    """'R0' -> 0, 'B2' -> 6, ..."""
    return COLOUR_LETTERS.index(name[0]) * 4 + int(name[1])


R0, R1, R2, R3 = (pawn(f"R{i}") for i in range(4))
B0, B1, B2, B3 = (pawn(f"B{i}") for i in range(4))
Y0, Y1, Y2, Y3 = (pawn(f"Y{i}") for i in range(4))
G0, G1, G2, G3 = (pawn(f"G{i}") for i in range(4))


def safety(i: int) -> int:
    """SAFETY square i (1..5) of the pawn's own colour."""
    assert 1 <= i <= 5
    return SAFETY_BASE + i - 1


def positions(**where: int) -> list[int]:
    """16 positions, all START except those named: positions(R0=4, B1=20)."""
    pos = [START] * 16
    for name, square in where.items():
        pos[pawn(name)] = square
    return pos


def make_state(
    where: dict[str, int] | list[int] | None = None,
    card: int = 1,
    current: int = 0,
    players: int = 4,
    hand: bool = False,
    partners: bool = False,
    hands: list[list[int]] | None = None,
    seed: int = 1,
) -> ClassicState:
    """A classic state with the given pawns, face-up card (draw mode) or hands, and seat."""
    game = get_game("classic")
    options = {"hand": hand, "partners": partners}
    rules: ClassicRules = game.rules_for(GameConfig(players, options))
    state = ClassicState.new(rules, seed)
    pos = where if isinstance(where, list) else positions(**(where or {}))
    state.board = Board.from_positions(pos)
    state.current = current
    if hand:
        assert hands is not None or state.hands is not None
        if hands is not None:
            # keep the 45-card total: put the replaced hand cards back on the pile
            # and take the requested ones out of it (as far as it has them)
            pool = state.pile + [c for h in state.hands for c in h]
            new_hands = [list(h) for h in hands]
            for h in new_hands:
                for c in h:
                    if c in pool:
                        pool.remove(c)
            state.pile = pool
            state.hands = new_hands
        state.card = 0
    else:
        state.card = card
    state._legal = None
    return state


def with_card(state: ClassicState, card: int, current: int | None = None) -> ClassicState:
    state.card = card
    if current is not None:
        state.current = current
    state._legal = None
    return state


def pos_of(state: ClassicState, name: str) -> int:
    return state.board.pos[pawn(name)]


__all__ = [
    "BLUE",
    "GREEN",
    "HOME",
    "RED",
    "START",
    "YELLOW",
    "make_state",
    "pawn",
    "pos_of",
    "positions",
    "safety",
    "with_card",
]


def cards_of(state: ClassicState) -> Counter:
    """Every card of the game wherever it is: pile, discards, hands or the face-up card."""
    cards = list(state.pile) + list(state.discard)
    if state.hands is not None:
        for hand in state.hands:
            cards += hand
    elif state.card:
        cards.append(state.card)
    return Counter(cards)
