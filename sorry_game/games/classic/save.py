"""A Sorry! (classic) position as plain data and back, checked (RULES C-1 … C-15).

`load` refuses data that no game can reach, naming the first broken invariant: a field
missing, unknown or of the wrong type; two pawns on one square; a card in two places or
lost (the 45 cards are always all somewhere); a seat out of range; a win that is not
one. This module sets a state's fields through `Saved` and never imports the state.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Protocol

from sorry_game.engine.savefile import fields, flag, items, same_cards, whole, wholes
from sorry_game.games.board.board import Board
from sorry_game.games.board.cards import CARD_VALUES, card_label, full_deck
from sorry_game.games.board.save import board_from_data
from sorry_game.games.classic.rules import HAND_SIZE, ClassicRules

KEYS = (
    "rules",
    "seed",
    "pawns",
    "current",
    "card",
    "hands",
    "pile",
    "discard",
    "shuffles",
    "turns",
    "winners",
)
RULE_KEYS = ("players", "colours", "hand", "partners")
#: a seed is at most 20 digits (savefile.SEED_PATTERN); a count at most this
SEED_LIMIT = 10**20
COUNT_LIMIT = 10**9
#: the cards of C-2 (45)
DECK_SIZE = len(full_deck())


class Saved(Protocol):
    """The fields of a Sorry! position (`ClassicState`)."""

    rules: ClassicRules
    seed: int
    board: Board
    current: int
    card: int
    hands: list[list[int]] | None
    pile: list[int]
    discard: list[int]
    shuffles: int
    turns: int
    winners: tuple[int, ...]


def to_dict(state: Saved) -> dict[str, Any]:
    """The position as JSON-ready data."""
    return {
        "rules": {
            "players": state.rules.players,
            "colours": list(state.rules.colours),
            "hand": state.rules.hand,
            "partners": state.rules.partners,
        },
        "seed": state.seed,
        "pawns": list(state.board.pos),
        "current": state.current,
        "card": state.card,
        "hands": [list(h) for h in state.hands] if state.hands is not None else None,
        "pile": list(state.pile),
        "discard": list(state.discard),
        "shuffles": state.shuffles,
        "turns": state.turns,
        "winners": list(state.winners),
    }


def rules_from_dict(data: object) -> ClassicRules:
    """The setup of a saved position (C-3, C-14, C-15); ValueError when it is none."""
    r = fields(data, RULE_KEYS, "rules")
    players = whole(r["players"], "rules.players", 2, 4)
    colours = tuple(wholes(r["colours"], "rules.colours", 0, 3, players))
    if len(set(colours)) != players:
        raise ValueError("rules.colours: two seats play one colour")
    partners = flag(r["partners"], "rules.partners")
    if partners and players != 4:
        raise ValueError("rules.partners: partners need four players")
    return ClassicRules(players, colours, flag(r["hand"], "rules.hand"), partners)


def _cards(value: object, what: str, length: int | None = None) -> list[int]:
    out = items(value, what, length, DECK_SIZE)
    for i, card in enumerate(out):
        if type(card) is not int or card not in CARD_VALUES:
            raise ValueError(f"{what}[{i}] is not a card of the deck")
    return out


def seed_from_dict(data: Mapping[str, Any]) -> int:
    return whole(data["seed"], "seed", -SEED_LIMIT, SEED_LIMIT)


def load(state: Saved, data: Mapping[str, Any]) -> None:
    """Set every field of `state` (made with the saved rules and seed) from `data`,
    checking each invariant of C-1 … C-15; ValueError names the first broken one."""
    rules = state.rules
    n = rules.players
    state.board = board_from_data(data["pawns"], rules.colours)
    state.current = whole(data["current"], "current", 0, n - 1)
    state.shuffles = whole(data["shuffles"], "shuffles", 0, COUNT_LIMIT)
    state.turns = whole(data["turns"], "turns", 0, COUNT_LIMIT)
    state.winners = tuple(wholes(data["winners"], "winners", 0, n - 1, most=2))
    state.pile = _cards(data["pile"], "pile")
    state.discard = _cards(data["discard"], "discard")
    over = bool(state.winners)
    card = data["card"]
    hands = data["hands"]
    if rules.hand:  # C-14: five cards each; the winner played their last move's card
        if hands is None:
            raise ValueError("hands: a game of hands of five has no hands")
        state.hands = [_cards(h, f"hands[{s}]") for s, h in enumerate(items(hands, "hands", n))]
        for seat, hand in enumerate(state.hands):
            size = HAND_SIZE - 1 if over and seat == state.current else HAND_SIZE
            if len(hand) != size:
                raise ValueError(f"hands[{seat}] holds {len(hand)} cards, not {size}")
        if whole(card, "card", 0, 0) != 0:
            raise ValueError("card: a game of hands of five has no drawn card")
        state.card = 0
    else:  # C-2: the drawn card, shown to all
        if hands is not None:
            raise ValueError("hands: a game of drawn cards has no hands")
        state.hands = None
        if over:
            state.card = whole(card, "card", 0, 0)
        elif type(card) is not int or card not in CARD_VALUES:
            raise ValueError("card: the drawn card is not a card of the deck")
        else:
            state.card = card
    held = [c for h in state.hands or () for c in h] + ([state.card] if state.card else [])
    same_cards(state.pile + state.discard + held, full_deck(), "cards", _card_name)
    _check_winners(state)


def _card_name(card: int) -> str:
    return f"card(s) {card_label(card)}"


def _check_winners(state: Saved) -> None:
    """C-13/C-15: the game is over exactly when a player (a team) has every pawn HOME,
    and the winners are that player (team), the player who moved last among them."""
    rules, board = state.rules, state.board

    def home(seats: tuple[int, ...]) -> bool:
        return all(board.all_home(rules.colours[s]) for s in seats)

    teams = {rules.team(s) for s in range(rules.players)}
    done = [team for team in sorted(teams) if home(team)]
    if len(done) > 1:
        raise ValueError("pawns: more than one player has every pawn HOME")
    if not state.winners:
        if done:
            raise ValueError(f"winners: seat {done[0][0]} has won but the game goes on")
        return
    if set(state.winners) not in [set(team) for team in done]:
        raise ValueError("winners: they do not have all their pawns HOME")
    if state.current not in state.winners:
        raise ValueError("current: the game was won by a seat that did not move last")
    team = rules.team(state.current)
    expected = team if state.current == team[0] else (state.current, rules.partner(state.current))
    if state.winners != expected:
        raise ValueError("winners: not in the order the win names them")
