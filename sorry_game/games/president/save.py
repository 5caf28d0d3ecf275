"""A Sorry My Ass! position as plain data and back (the save file's "state", RULES §P).

Hands and the cards played are written as card values, low to high; the phase by name.
This module reads and sets a state's fields through `Saved` and never imports the state;
`load` refuses data that no game can reach, naming the first broken invariant (`check`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Protocol

from sorry_game.engine.savefile import fields, flag, items, whole, wholes, word
from sorry_game.games.board.board import Board
from sorry_game.games.board.cards import SORRY, card_label
from sorry_game.games.board.save import board_from_data
from sorry_game.games.president.cards import (
    N_RANKS,
    PLAYERS,
    RANK_OF,
    RANKS,
    cards_in,
    counts_of,
    deck_counts,
)
from sorry_game.games.president.phases import MOVE, OVER, PHASE_NAMES, PLAY, TRADE
from sorry_game.games.president.rules import PresidentRules

KEYS = (
    "rules",
    "seed",
    "pawns",
    "safe_mask",
    "hands",
    "holders",
    "round",
    "phase",
    "turn",
    "leader",
    "trick",
    "trick_player",
    "trick_rank",
    "trick_count",
    "passed",
    "card",
    "left",
    "total",
    "out",
    "titles",
    "trade",
    "played",
    "turns",
    "winner",
)
RULE_KEYS = ("colours", "no_blanks")
#: a seed is at most 20 digits (savefile.SEED_PATTERN); a count at most this
SEED_LIMIT = 10**20
COUNT_LIMIT = 10**9
#: the most cards a hand (or a play) can list: the whole deck
DECK_MOST = 48
ALL_SEATS = (1 << PLAYERS) - 1


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


def rules_from_dict(data: object) -> PresidentRules:
    """The setup of a saved position (`to_dict(...)["rules"]`); ValueError if none."""
    r = fields(data, RULE_KEYS, "rules")
    colours = tuple(wholes(r["colours"], "rules.colours", 0, PLAYERS - 1, PLAYERS))
    if len(set(colours)) != PLAYERS:
        raise ValueError("rules.colours: two seats play one colour")
    return PresidentRules(colours, flag(r["no_blanks"], "rules.no_blanks"))


def seed_from_dict(data: Mapping[str, Any]) -> int:
    return whole(data["seed"], "seed", -SEED_LIMIT, SEED_LIMIT)


def _cards(value: object, what: str) -> list[int]:
    """Card values, low to high (as `to_dict` writes them) -> counts per rank index."""
    cards = items(value, what, most=DECK_MOST)
    for i, card in enumerate(cards):
        if type(card) is not int or card not in RANKS:
            raise ValueError(f"{what}[{i}] is not a card of the deck")
    counts = counts_of(cards)
    if cards != cards_in(counts):
        raise ValueError(f"{what}: the cards are not listed from low to high")
    return counts


def _play(value: object, what: str) -> tuple[int, int, int]:
    seat, card, count = items(value, what, 3)
    if type(card) is not int or card not in RANKS:
        raise ValueError(f"{what}: the card is not a card of the deck")
    return (whole(seat, what, 0, PLAYERS - 1), card, whole(count, what, 1, DECK_MOST))


def load(state: Saved, data: Mapping[str, Any]) -> None:
    """Set every field of `state` (made with the saved rules and seed) from `data`,
    checking each invariant of RULES §P (`check`); ValueError names the first broken."""
    state.board = board_from_data(data["pawns"], range(PLAYERS), data["safe_mask"])
    hands = items(data["hands"], "hands", PLAYERS)
    state.hands = [_cards(h, f"hands[{s}]") for s, h in enumerate(hands)]
    state.sizes = [sum(h) for h in state.hands]
    played = items(data["played"], "played", PLAYERS)
    state.played = [_cards(p, f"played[{s}]") for s, p in enumerate(played)]
    state.holders = whole(data["holders"], "holders", 0, ALL_SEATS)
    state.round = whole(data["round"], "round", 1, COUNT_LIMIT)
    state.phase = PHASE_NAMES.index(word(data["phase"], "phase", PHASE_NAMES))
    state.turn = whole(data["turn"], "turn", 0, PLAYERS - 1)
    state.leader = whole(data["leader"], "leader", 0, PLAYERS - 1)
    trick = items(data["trick"], "trick", most=N_RANKS)
    state.trick = tuple(_play(p, f"trick[{i}]") for i, p in enumerate(trick))
    state.trick_player = whole(data["trick_player"], "trick_player", -1, PLAYERS - 1)
    state.trick_rank = whole(data["trick_rank"], "trick_rank", -1, N_RANKS - 1)
    state.trick_count = whole(data["trick_count"], "trick_count", 0, DECK_MOST)
    state.passed = whole(data["passed"], "passed", 0, ALL_SEATS)
    state.card = whole(data["card"], "card", 0, SORRY)
    state.left = whole(data["left"], "left", 0, DECK_MOST)
    state.total = whole(data["total"], "total", 0, DECK_MOST)
    state.out = tuple(wholes(data["out"], "out", 0, PLAYERS - 1, most=PLAYERS))
    a, b = wholes(data["titles"], "titles", -1, PLAYERS - 1, 2)
    state.titles = (a, b)
    trade = data["trade"]
    if trade is not None:
        giver, taker, gift, back = wholes(trade, "trade", 0, SORRY, 4)
        state.trade = (giver, taker, gift, back)
    else:
        state.trade = None
    state.turns = whole(data["turns"], "turns", 0, COUNT_LIMIT)
    state.winner = whole(data["winner"], "winner", -1, PLAYERS - 1)
    check(state)


# --- the invariants of a position (RULES §P) -------------------------------------------------
def check(state: Saved) -> None:
    """Raise ValueError naming the first invariant of a reachable position `state`
    breaks: every card in a hand or played this round (P-2, P-4), who still holds
    cards (P-6, P-11a), the trick (P-5 … P-8), the phase and its decider, the trade and
    what it tells (P-4), the win (P-12)."""
    _check_cards(state)
    _check_holders(state)
    _check_trick(state)
    _check_phase(state)
    _check_trade(state)


def _check_cards(state: Saved) -> None:
    """P-2/P-4: this round's deal is all in the hands or played (a card is never in two
    places, never lost)."""
    deck = deck_counts(state.rules.no_blanks)
    for r in range(N_RANKS):
        n = sum(state.hands[s][r] + state.played[s][r] for s in range(PLAYERS))
        if n > deck[r]:
            raise ValueError(f"cards: {n - deck[r]} {card_label(RANKS[r])} too many")
        if n < deck[r]:
            raise ValueError(f"cards: {deck[r] - n} {card_label(RANKS[r])} missing")


def _check_holders(state: Saved) -> None:
    """P-6/P-11a/P-12: the seats out of cards are `out` (in order) and no longer holders;
    only the player moving their last play still counts as a holder with no cards;
    two or more hold cards while the game goes on; the safe colours are those out."""
    out = state.out
    if len(set(out)) != len(out):
        raise ValueError("out: a seat is out twice")
    for seat in range(PLAYERS):
        holds = bool(state.holders >> seat & 1)
        if holds == (seat in out):
            words = "holds cards and is out" if holds else "neither holds cards nor is out"
            raise ValueError(f"holders: seat {seat} {words}")
        if not holds and state.sizes[seat]:
            raise ValueError(f"hands[{seat}]: a seat out of cards holds cards")
        if holds and not state.sizes[seat] and not (state.phase == MOVE and seat == state.turn):
            raise ValueError(f"hands[{seat}]: a seat holding cards has none")
    if state.phase != OVER and bin(state.holders).count("1") < 2:
        raise ValueError("holders: the round should have ended")
    safe = sum(1 << state.rules.colours[s] for s in out)
    if state.board.safe_mask != safe:
        raise ValueError("safe_mask: the safe colours are not those of the seats out of cards")


def _check_trick(state: Saved) -> None:
    """P-5 … P-8: the last play of the trick is the one to beat; each beats the one
    before with as many cards of a higher rank; every card of it was played by its seat;
    nobody who passed since has run out, and the trick would have ended once every
    other holder passed."""
    trick = state.trick
    if not trick:
        if (state.trick_player, state.trick_rank, state.trick_count) != (-1, -1, 0):
            raise ValueError("trick: a play to beat but no cards in the trick")
    else:
        seat, card, count = trick[-1]
        if (state.trick_player, state.trick_rank, state.trick_count) != (
            seat,
            RANK_OF[card],
            count,
        ):
            raise ValueError("trick: the play to beat is not the last play of the trick")
        ranks = [RANK_OF[c] for _, c, _ in trick]
        if any(n != count for _, _, n in trick) or ranks != sorted(set(ranks)):
            raise ValueError("trick: a play does not beat the one before it")
        for s, c, n in trick:
            if state.played[s][RANK_OF[c]] < n:
                raise ValueError(f"trick: seat {s} did not play the cards the trick shows")
    if state.passed & ~state.holders:
        raise ValueError("passed: a seat out of cards passed")
    if state.trick_count:
        others = state.holders & ~(1 << state.trick_player)
        if state.passed >> state.trick_player & 1 or (
            state.phase == PLAY and state.passed & others == others
        ):
            raise ValueError("passed: the trick should have ended")


def _check_phase(state: Saved) -> None:
    """Who decides in each phase, and what the phase carries (see state.py)."""
    phase, turn = state.phase, state.turn
    moving = (state.card, state.left, state.total)
    if phase == MOVE:
        if not state.trick or turn != state.trick_player:
            raise ValueError("turn: the seat moving cards did not play them")
        if state.passed:
            raise ValueError("passed: nobody passes while a play is moved")
        if state.card != state.trick[-1][1] or not 1 <= state.left <= state.total:
            raise ValueError("card: the cards being moved are not the last play")
        if state.total != state.trick_count:
            raise ValueError("total: the cards being moved are not the last play")
    elif moving != (0, 0, 0):
        raise ValueError("card: cards are moved only right after they are played")
    if phase == PLAY and not state.sizes[turn]:
        raise ValueError("turn: the seat to play holds no cards")
    if phase == TRADE:
        if state.round < 2 or turn != state.titles[0] or state.leader != state.titles[1]:
            raise ValueError("phase: only the last round's President gives a card")
        if state.out or state.trick or state.passed or any(map(any, state.played)):
            raise ValueError("phase: the cards are given before anybody plays")
    colour_home = [state.board.all_home(c) for c in state.rules.colours]
    if phase == OVER:
        if state.winner < 0 or state.out != (state.winner,) or turn != state.winner:
            raise ValueError("winner: the game is over, but not won by the President")
        if not colour_home[state.winner]:
            raise ValueError("winner: the winner has not every pawn HOME")
    else:
        if state.winner != -1:
            raise ValueError("winner: the game goes on but has a winner")
        if state.out and colour_home[state.out[0]]:
            raise ValueError("out: the President has every pawn HOME but has not won")


def _check_trade(state: Saved) -> None:
    """P-4/P-12: the previous round's President and Asshole; this round's trade, made
    before the first play: the Asshole gave back their highest card, so holds nothing
    higher; the cards traded are held until played."""
    titles, trade = state.titles, state.trade
    if state.round == 1:
        if titles != (-1, -1) or trade is not None:
            raise ValueError("titles: the first round has no President yet")
        return
    president, asshole = titles
    if president < 0 or asshole < 0 or president == asshole:
        raise ValueError("titles: a later round needs last round's President and Asshole")
    if state.phase == TRADE:
        if trade is not None:
            raise ValueError("trade: the card is given after the trade")
        return
    if trade is None:
        raise ValueError("trade: a later round starts with the trade")
    giver, taker, gift, back = trade
    if (giver, taker) != titles or gift not in RANKS or back not in RANKS:
        raise ValueError("trade: not made between last round's President and Asshole")
    rg, rb = RANK_OF[gift], RANK_OF[back]
    if rb < rg or any(state.hands[asshole][rb + 1 :]):
        raise ValueError("trade: the Asshole did not give back their highest card")
    if not state.played[president][rb] and not state.hands[president][rb]:
        raise ValueError("trade: the President lost the card given back")
    if gift != back and not state.played[asshole][rg] and not state.hands[asshole][rg]:
        raise ValueError("trade: the Asshole lost the card given")
