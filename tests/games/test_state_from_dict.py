"""`state_from_dict` checks every invariant of a position and names the first one broken
(issue 17, fault 8): hand-made inconsistent positions of every game are refused with a
ValueError whose message says what is wrong; the save loader's `state_from_dict` turns
it into a SaveError. (The position fuzzer, tests/fuzz/test_fuzz_states.py, mutates the
positions of every registered game at random.)"""

from __future__ import annotations

import copy
import random
from collections.abc import Callable

import pytest

from sorry_game.engine import GameConfig, SaveError
from sorry_game.engine.savefile import state_from_dict
from sorry_game.games.catalogue import all_games, get_game


def position(game_id: str, config: GameConfig, actions: int, seed: int = 3) -> dict:
    """The data of a seeded random game after `actions` actions (or at its end)."""
    game = get_game(game_id)
    state = game.new_state(config, seed)
    rng = random.Random(seed)
    for _ in range(actions):
        if state.is_over():
            break
        state.apply(rng.choice(state.legal_actions()))
    return state.to_dict()


def refused(game_id: str, data: dict, change: Callable[[dict], object], *words: str) -> str:
    bad = copy.deepcopy(data)
    change(bad)
    with pytest.raises(ValueError) as info:
        get_game(game_id).state_from_dict(bad)
    message = str(info.value)
    for word in words:
        assert word in message, (word, message)
    assert len(message) < 200 and "Traceback" not in message
    return message


@pytest.mark.parametrize("game_id", [g.id for g in all_games() if g.available])
def test_every_game_takes_its_own_data_back_and_refuses_what_is_not_a_position(game_id):
    game = get_game(game_id)
    data = position(game_id, GameConfig(game.min_players), 12)
    assert game.state_from_dict(data).to_dict() == data
    for broken in (None, [], "state", {}, {**data, "extra": 1}):
        with pytest.raises(ValueError):
            game.state_from_dict(broken)
    missing = dict(data)
    missing.pop(next(iter(missing)))
    with pytest.raises(ValueError, match="missing"):
        game.state_from_dict(missing)


def test_the_save_loader_reports_a_broken_position_as_a_save_error():
    data = position("classic", GameConfig(2), 5)
    data["current"] = 7
    with pytest.raises(SaveError, match="current"):
        state_from_dict(get_game("classic"), data)


# --- Sorry! -----------------------------------------------------------------------------------
CLASSIC = position("classic", GameConfig(2), 40)
CLASSIC_HAND = position("classic", GameConfig(4, {"hand": True}), 30)


def _safety_twins(d: dict) -> None:
    d["pawns"][0] = d["pawns"][1] = 61  # Red's SAFETY square 2


def _won_without_pawns_home(d: dict) -> None:
    d["discard"].append(d["card"])
    d.update(winners=[d["current"]], card=0)


@pytest.mark.parametrize(
    ("data", "change", "words"),
    [
        (CLASSIC, _safety_twins, ("R0 and R1", "SAFETY square 2")),
        (CLASSIC, lambda d: d["pawns"].__setitem__(5, 10), ("B1", "nobody plays")),
        (CLASSIC, lambda d: d["pile"].append(d["discard"][0]), ("too many",)),
        (CLASSIC, lambda d: d["pile"].pop(), ("missing",)),
        (CLASSIC, lambda d: d.update(current=2), ("current",)),
        (CLASSIC, lambda d: d.update(turns="40"), ("turns",)),
        (CLASSIC, lambda d: d.update(card=6), ("card",)),
        (CLASSIC, _won_without_pawns_home, ("winners",)),
        (CLASSIC, lambda d: d.update(hands=[[1], [2]]), ("hands",)),
        (CLASSIC, lambda d: d["rules"].update(partners=True), ("partners",)),
        (CLASSIC, lambda d: d["rules"].update(colours=[0, 0]), ("colours",)),
        (CLASSIC_HAND, lambda d: d["hands"][1].append(d["hands"][0][0]), ("hands[1]",)),
        (CLASSIC_HAND, lambda d: d["hands"][0].__setitem__(0, 6), ("hands[0][0]",)),
    ],
    ids=[
        "two pawns on one SAFETY square",
        "a pawn of a colour nobody plays",
        "a card in two places",
        "a card lost",
        "a seat out of range",
        "a number as text",
        "a card that is not in the deck",
        "a winner without pawns HOME",
        "hands in a game of drawn cards",
        "partners with two players",
        "two seats of one colour",
        "a card in two hands",
        "a 6 in a hand",
    ],
)
def test_classic_positions_that_no_game_reaches_are_refused_by_name(data, change, words):
    refused("classic", data, change, *words)


# --- Sorry My Ass! -----------------------------------------------------------------------------
PRESIDENT = position("president", GameConfig(4), 60)
PRESIDENT_LATER = position("president", GameConfig(4), 260)


def _card_in_two_hands(d: dict) -> None:
    d["hands"][1] = sorted(d["hands"][1] + [d["hands"][0][-1]], key=_rank)


def _rank(card: int) -> int:
    return (3, 4, 5, 7, 8, 10, 11, 12, 13, 1, 2).index(card)


def _out_of_order(d: dict) -> None:
    hand = next(h for h in d["hands"] if len(set(h)) > 1)
    hand.reverse()


def _two_pawns(d: dict) -> None:
    d["pawns"][4] = d["pawns"][5] = 62  # Blue's SAFETY square 3


@pytest.mark.parametrize(
    ("data", "change", "words"),
    [
        (PRESIDENT, _two_pawns, ("B0 and B1",)),
        (PRESIDENT, _card_in_two_hands, ("too many",)),
        (PRESIDENT, lambda d: d["hands"][2].pop(), ("missing",)),
        (PRESIDENT, _out_of_order, ("low to high",)),
        (PRESIDENT, lambda d: d.update(turn=4), ("turn",)),
        (PRESIDENT, lambda d: d.update(holders=0b0111), ("holders",)),
        (PRESIDENT, lambda d: d.update(phase="move"), ()),
        (PRESIDENT, lambda d: d.update(phase="over"), ("winner",)),
        (PRESIDENT, lambda d: d.update(winner=2), ("winner",)),
        (PRESIDENT, lambda d: d.update(safe_mask=15), ("safe",)),
        (PRESIDENT, lambda d: d.update(titles=[0, 1]), ("titles",)),
        (PRESIDENT_LATER, lambda d: d.update(trade=None), ("trade",)),
        (PRESIDENT, lambda d: d.update(round=0), ("round",)),
    ],
    ids=[
        "two pawns on one SAFETY square",
        "a card in two hands",
        "a card lost",
        "a hand out of order",
        "a seat out of range",
        "a holder left out",
        "moving cards nobody played",
        "over without a winner",
        "a winner while the game goes on",
        "safe colours nobody earned",
        "titles in the first round",
        "a later round without its trade",
        "round 0",
    ],
)
def test_president_positions_that_no_game_reaches_are_refused_by_name(data, change, words):
    """Fault 8: `state_from_dict` accepted two pawns on one square, a card in two hands."""
    refused("president", data, change, *words)


# --- Sorry, King! -----------------------------------------------------------------------------
KING = position("king", GameConfig(2), 0)
KING_LATER = position("king", GameConfig(2), 30)


@pytest.mark.parametrize(
    ("data", "change", "words"),
    [
        (
            KING,
            lambda d: d["board"].update(pieces="rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQQBNR"),
            ("no king",),
        ),
        (
            KING,
            lambda d: d["board"].update(pieces="rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKKBNR"),
            ("two kings",),
        ),
        (KING, lambda d: d["board"].update(pieces="not a board"), ("pieces",)),
        (KING, lambda d: d["board"].update(pieces=d["board"]["pieces"] + " "), ("pieces",)),
        (KING, lambda d: d["board"].update(turn="b"), ("turn",)),
        (KING, lambda d: d["board"].update(castling=2), ("castling",)),
        (KING, lambda d: d.update(reserve=[4, 5]), ("checkers",)),
        (
            KING,
            lambda d: (d.update(phase="checker"), d["board"].update(turn="b")),
            ("distance",),
        ),
        (KING, lambda d: d.update(winner=1), ("winner",)),
        (KING, lambda d: d.update(phase="over"), ("reason",)),
        (KING, lambda d: d.update(quiet=150), ("quiet",)),
        (KING, lambda d: d.update(finished=[4, 0], reserve=[0, 4]), ()),
        (KING, lambda d: d.update(mover=2), ("mover",)),
        (KING_LATER, lambda d: d["history"].pop(), ()),
        (KING, lambda d: d["ring"].__setitem__(5, 2), ("ring",)),
    ],
    ids=[
        "no white king",
        "two white kings",
        "no chess board",
        "a board with a space after it",
        "the wrong side to move",
        "castling rights without a rook",
        "six checkers",
        "a checker move without a distance",
        "a winner while the game goes on",
        "over without a reason",
        "150 quiet turns and no draw",
        "four tours and no win",
        "a third seat",
        "a turn start left out of the history",
        "a checker of nobody",
    ],
)
def test_king_positions_that_no_game_reaches_are_refused_by_name(data, change, words):
    refused("king", data, change, *words)


# --- Sorry! Revenge ----------------------------------------------------------------------------
REVENGE = position("revenge", GameConfig(3), 8)


def _steal_without_the_card(d: dict) -> None:
    d.update(phase="steal", total=21, scorer=d["turn"], decider=(d["turn"] + 1) % 3)
    for hand in d["hands"]:
        while 17 in hand:
            hand.remove(17)
            d["pile"].append(17)


@pytest.mark.parametrize(
    ("data", "change", "words"),
    [
        (REVENGE, lambda d: d["hands"][1].append(d["hands"][0][0]), ("too many",)),
        (REVENGE, lambda d: d["pile"].pop(), ("missing",)),
        (REVENGE, lambda d: d.update(decider=5), ("decider",)),
        (REVENGE, lambda d: d.update(decider=(d["turn"] + 1) % 3), ("decider",)),
        (REVENGE, lambda d: d.update(total=25), ("total",)),
        (REVENGE, lambda d: d.update(direction=0), ("direction",)),
        (REVENGE, _steal_without_the_card, ("steal",)),
        (REVENGE, lambda d: d["known"][2].append(99), ("known[2]",)),
        (REVENGE, lambda d: d.update(flips=[4, 0, 0]), ("goal",)),
        (REVENGE, lambda d: d.update(phase="over"), ()),
        (REVENGE, lambda d: d.update(last=None), ("last",)),
        (REVENGE, lambda d: d["hands"][0].extend([0] * 8), ("hands[0]",)),
    ],
    ids=[
        "a card in two hands",
        "a card lost",
        "a decider out of range",
        "another seat deciding on a turn",
        "a total over 21 that did not bust",
        "no direction",
        "asked to steal without a steal-21",
        "a known card the hand lacks",
        "the goal reached and no end",
        "over without winners",
        "no record of the last round",
        "a hand of 13",
    ],
)
def test_revenge_positions_that_no_game_reaches_are_refused_by_name(data, change, words):
    refused("revenge", data, change, *words)
