"""Helpers for building hand-made Sorry My Ass! positions in tests.

Positions: track 0..59, SAFETY 60..64 (own colour), HOME 65, START 66.
Pawn id = colour*4 + index; seats 0..3 play Red, Blue, Yellow, Green by default.
Geometry (C-1), b = 15 * colour:
    Red    b=0 : slides 1→4, 9→13;   exit 4,  SAFETY entry 2
    Blue   b=15: slides 16→19, 24→28; exit 19, entry 17
    Yellow b=30: slides 31→34, 39→43; exit 34, entry 32
    Green  b=45: slides 46→49, 54→58; exit 49, entry 47
"""

from __future__ import annotations

import re
from collections import Counter

import pytest

from sorry_game.engine import GameConfig, IllegalAction
from sorry_game.games.board.board import Board
from sorry_game.games.board.cards import SORRY
from sorry_game.games.board.geometry import HOME, SAFETY_BASE, START
from sorry_game.games.catalogue import get_game
from sorry_game.games.president.cards import N_RANKS, RANK_OF, RANKS, cards_in, counts_of
from sorry_game.games.president.state import PresidentState

GAME = get_game("president")
S = SORRY
COLOUR_LETTERS = "RBYG"
RULE_ID = re.compile(r"\b[CP]-\d+[a-z]?\b")


def pawn(name: str) -> int:
    """'R0' -> 0, 'B2' -> 6, ..."""
    return COLOUR_LETTERS.index(name[0]) * 4 + int(name[1])


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


def all_home(colour: int, pos: list[int]) -> list[int]:
    pos = list(pos)
    pos[colour * 4 : colour * 4 + 4] = [HOME] * 4
    return pos


def set_hands(state: PresidentState, hands: list[list[int]]) -> PresidentState:
    """Give each seat exactly these cards (card values; S for SORRY!)."""
    state.hands = [counts_of(list(h)) for h in hands]
    state.sizes = [len(h) for h in hands]
    state.holders = sum(1 << s for s in range(4) if hands[s])
    state._legal = None
    return state


def make_state(
    where: dict[str, int] | list[int] | None = None,
    hands: list[list[int]] | None = None,
    turn: int = 0,
    seed: int = 1,
    options: dict | None = None,
) -> PresidentState:
    """A state at the start of a trick led by `turn`, with the given pawns and hands."""
    state = GAME.new_state(GameConfig(4, dict(options or {})), seed)
    pos = where if isinstance(where, list) else positions(**(where or {}))
    state.board = Board.from_positions(pos)
    if hands is not None:
        set_hands(state, hands)
    state._start_trick(turn)
    state._legal = None
    return state


def with_trick(state: PresidentState, player: int, card: int, count: int, turn: int):
    """The play to beat is `count` × `card` by `player`; `turn` decides."""
    state.trick_player = player
    state.trick_rank = RANK_OF[card]
    state.trick_count = count
    state.trick = ((player, card, count),)
    state.passed = 0
    state.turn = turn
    state._legal = None
    return state


def act(state: PresidentState, *texts: str) -> list:
    """Apply actions given as text; returns all their events."""
    events = []
    for text in texts:
        events += state.apply(GAME.parse_action(text))
    return events


def legal_texts(state: PresidentState) -> list[str]:
    acts = state.legal_actions()
    assert len(acts) == len(set(acts)), f"duplicate legal actions: {acts}"
    return [str(a) for a in acts]


def refused(state: PresidentState, text: str) -> tuple[str, str]:
    """Apply `text` to a clone, expect IllegalAction; returns (reason, rule id)."""
    trial = state.clone()
    before = trial.to_dict()
    with pytest.raises(IllegalAction) as info:
        trial.apply(GAME.parse_action(text))
    assert info.value.reason, "an illegal action needs a reason"
    assert not RULE_ID.search(info.value.reason), "players never see rule ids"
    assert trial.to_dict() == before, "a refused action must not change the state"
    return info.value.reason, info.value.rule


def kinds(events) -> list[str]:
    return [e.kind for e in events]


def all_cards(state: PresidentState) -> Counter:
    """Every card of the round: in hands or played (the trick and cleared tricks)."""
    total = [0] * N_RANKS
    for seat in range(4):
        for r in range(N_RANKS):
            total[r] += state.hands[seat][r] + state.played[seat][r]
    return Counter(cards_in(total))


__all__ = [
    "GAME",
    "HOME",
    "RANKS",
    "START",
    "S",
    "act",
    "all_cards",
    "all_home",
    "kinds",
    "legal_texts",
    "make_state",
    "pawn",
    "positions",
    "refused",
    "safety",
    "set_hands",
    "with_trick",
]
