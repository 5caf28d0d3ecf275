"""A Sorry My Ass! position as plain data and back (the save file's "state", RULES §P).

Hands and the cards played are written as card values, low to high; the phase by name.
This module reads and sets a state's fields through `Saved` and never imports the state.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Protocol

from sorry_game.games.board.board import Board
from sorry_game.games.president.cards import cards_in, counts_of
from sorry_game.games.president.phases import PHASE_NAMES
from sorry_game.games.president.rules import PresidentRules


class Saved(Protocol):
    """The fields of a Sorry My Ass! position (`PresidentState`)."""

    rules: PresidentRules
    seed: int
    board: Board
    hands: list[list[int]]
    sizes: list[int]
    holders: int
    round: int
    phase: int
    turn: int
    leader: int
    trick_player: int
    trick_rank: int
    trick_count: int
    trick: tuple[tuple[int, int, int], ...]
    passed: int
    card: int
    left: int
    total: int
    out: tuple[int, ...]
    titles: tuple[int, int]
    trade: tuple[int, int, int, int] | None
    played: list[list[int]]
    turns: int
    winner: int


def to_dict(state: Saved) -> dict[str, Any]:
    """The position as JSON-ready data."""
    return {
        "rules": {"colours": list(state.rules.colours), "no_blanks": state.rules.no_blanks},
        "seed": state.seed,
        "pawns": list(state.board.pos),
        "safe_mask": state.board.safe_mask,
        "hands": [cards_in(h) for h in state.hands],
        "holders": state.holders,
        "round": state.round,
        "phase": PHASE_NAMES[state.phase],
        "turn": state.turn,
        "leader": state.leader,
        "trick": [list(p) for p in state.trick],
        "trick_player": state.trick_player,
        "trick_rank": state.trick_rank,
        "trick_count": state.trick_count,
        "passed": state.passed,
        "card": state.card,
        "left": state.left,
        "total": state.total,
        "out": list(state.out),
        "titles": list(state.titles),
        "trade": list(state.trade) if state.trade is not None else None,
        "played": [cards_in(p) for p in state.played],
        "turns": state.turns,
        "winner": state.winner,
    }


def rules_from_dict(data: Mapping[str, Any]) -> PresidentRules:
    """The setup of a saved position (`to_dict(...)["rules"]`)."""
    return PresidentRules(tuple(int(c) for c in data["colours"]), bool(data["no_blanks"]))


def load(state: Saved, data: Mapping[str, Any]) -> None:
    """Set every field of `state` (made with the saved rules and seed) from `data`."""
    state.board = Board.from_positions(list(data["pawns"]), int(data["safe_mask"]))
    state.hands = [counts_of(list(h)) for h in data["hands"]]
    state.sizes = [sum(h) for h in state.hands]
    state.holders = int(data["holders"])
    state.round = int(data["round"])
    state.phase = PHASE_NAMES.index(data["phase"])
    state.turn = int(data["turn"])
    state.leader = int(data["leader"])
    state.trick = tuple((int(s), int(c), int(n)) for s, c, n in data["trick"])
    state.trick_player = int(data["trick_player"])
    state.trick_rank = int(data["trick_rank"])
    state.trick_count = int(data["trick_count"])
    state.passed = int(data["passed"])
    state.card = int(data["card"])
    state.left = int(data["left"])
    state.total = int(data["total"])
    state.out = tuple(int(s) for s in data["out"])
    a, b = data["titles"]
    state.titles = (int(a), int(b))
    trade = data["trade"]
    if trade is not None:
        giver, taker, gift, back = (int(x) for x in trade)
        state.trade = (giver, taker, gift, back)
    else:
        state.trade = None
    state.played = [counts_of(list(p)) for p in data["played"]]
    state.turns = int(data["turns"])
    state.winner = int(data["winner"])
