"""Sorry! Revenge as the table and the computer see it: the view (hidden cards stay
hidden), determinize (public knowledge is kept: R-9a, R-10, R-11 shown hands, the
Play 2 of R-7), picks, action texts and refusals."""

from __future__ import annotations

import dataclasses
import random
import re

import pytest
from helpers_revenge import GAME, act, legal, make_state

from sorry_game.engine import ActionParseError, GameConfig, IllegalAction
from sorry_game.games.revenge.cards import IS_NUMBER, STEAL
from sorry_game.games.revenge.state import RevengeState

FIVE = ["0", "1", "2", "3", "4"]
RULE_ID = re.compile(r"\b[CPKRT]-\d+[a-z]?\b")

VIEW_KEYS = {
    "hand",
    "hand_sizes",
    "pawns",
    "flips",
    "goal",
    "longer",
    "play_pile",
    "total",
    "discard",
    "draw_pile",
    "direction",
    "round",
    "pending",
    "last_round",
    "tiebreak",
    "winners",
}


def test_view_shows_the_viewers_hand_and_only_counts_of_the_others():
    state = make_state(
        [["7", "slide21", "1", "1", "1"], ["steal", "2", "2", "2", "2", "take2"], FIVE],
        total=6,
        play=["6"],
    )
    view = state.view(0)
    assert {f.name for f in dataclasses.fields(view.game)} == VIEW_KEYS
    assert view.game.hand == ("1", "1", "1", "7", "slide21")
    assert [s.cards for s in view.seats] == [5, 6, 5]
    assert view.game.hand_sizes == (5, 6, 5)
    assert view.game.play_pile == ("6",) and view.game.total == 6
    assert view.game.draw_pile == len(state.pile)
    assert "steal" not in repr(view)  # seat 1's card is nowhere in seat 0's view
    assert state.view(None).game.hand is None
    assert view.status == ""  # the total is the dial's (the table's centre), said once


def test_view_is_a_frozen_dataclass_of_tuples():
    """The game's part of the view is read by attribute and cannot be changed: every
    sequence in it is a tuple, the pending question and the last round are frozen too."""
    state = make_state([["7", "1", "1", "1", "1"], ["steal", "2", "2", "2", "2"]], total=14)
    act(state, "play 7")
    game = state.view(1).game
    assert dataclasses.is_dataclass(game) and game.pending is not None
    with pytest.raises(dataclasses.FrozenInstanceError):
        game.total = 0  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        game.pending.seat = 0  # type: ignore[misc]

    def lists(value):
        if isinstance(value, list | dict | set):
            return True
        if isinstance(value, tuple):
            return any(lists(v) for v in value)
        if dataclasses.is_dataclass(value):
            return any(lists(getattr(value, f.name)) for f in dataclasses.fields(value))
        return False

    assert not lists(game)
    state.apply(state.legal_actions()[1])  # let it go: the 21 stands
    last = state.view(0).game.last_round
    assert last is not None and not lists(last) and last.result == "21"


def test_view_is_the_same_in_every_redeal_of_the_viewers_knowledge():
    state = GAME.new_state(GameConfig(4), 3)
    rng = random.Random(1)
    for _ in range(30):
        for p in range(4):
            world = state.determinize(p, rng)
            assert world.view(p) == state.view(p)
            assert world.seed != state.seed  # future shuffles differ
        state.apply(rng.choice(state.legal_actions()))


def steal_window() -> RevengeState:
    """Seat 0 made 21; seat 1 (no steal) was passed over; seat 2 is asked."""
    state = make_state(
        [["7", "1", "1", "1", "1"], FIVE, ["steal", "5", "5", "5", "5"], ["6", "6", "6", "6", "6"]],
        total=14,
    )
    act(state, "play 7")
    assert state.current_player() == 2
    return state


def test_R9a_determinize_keeps_the_asked_seat_holding_its_sorry():
    state = steal_window()
    rng = random.Random(5)
    for _ in range(40):
        world = state.determinize(3, rng)
        assert STEAL in world.hands[2]
        assert STEAL not in world.hands[1]  # passed over: everybody knows it has none
        assert world.legal_actions() == state.legal_actions()


def test_R11_determinize_keeps_a_shown_hand():
    state = make_state(
        [["steal", "steal", "steal", "dontbe", "dontbe"], FIVE], total=3, draws=["9"]
    )
    act(state, "discard steal")
    rng = random.Random(2)
    for _ in range(20):
        world = state.determinize(1, rng)
        held = sorted(world.hands[0])
        assert held.count(STEAL) == 2 and held.count(19) == 2  # the shown cards stay


def test_R7_determinize_keeps_a_number_card_for_a_pending_play_2():
    state = make_state([["play2", "5", "slide10", "take2", "switch"], FIVE])
    act(state, "play play2")
    rng = random.Random(3)
    for _ in range(40):
        world = state.determinize(1, rng)
        assert any(IS_NUMBER[c] for c in world.hands[0])
        assert world.legal_actions()


def test_picks_ask_in_player_words_without_rule_ids():
    state = make_state([["7", "play2", "flipback", "slide21", "take2"], FIVE], flips=[0, 1])
    entries = state.picks()
    assert {str(a) for _, a in entries} == set(legal(state))
    for pick, _ in entries:
        assert pick[0].kind == "card" and pick[0].prompt == "Choose a card to play."
        for choice in pick:
            assert not RULE_ID.search(choice.label + choice.prompt)
    keys = [pick[0].key for pick, _ in entries]
    assert keys == ["7", "slide21", "take2", "play2", "flipback"]


def test_action_texts_parse_back_and_bad_texts_are_refused():
    for text in [
        "play 7",
        "play slide15",
        "play take2",
        "flipback 3",
        "steal",
        "let go",
        "block",
        "accept",
        "discard dontbe",
    ]:
        assert str(GAME.parse_action(text)) == text
    for bad in ["play 11", "flipback 9", "jump", "play", "discard king"]:
        with pytest.raises(ActionParseError):
            GAME.parse_action(bad)


@pytest.mark.parametrize(
    "text, rule",
    [
        ("play steal", "R-9"),
        ("play dontbe", "R-10"),
        ("steal", "R-9"),
        ("block", "R-10"),
        ("play 9", "R-4"),
        ("flipback 0", "R-8"),
    ],
)
def test_illegal_actions_are_refused_with_a_reason_and_change_nothing(text, rule):
    state = make_state([["steal", "dontbe", "flipback", "1", "1"], FIVE], flips=[1, 0])
    before = state.to_dict()
    with pytest.raises(IllegalAction) as info:
        act(state, text)
    assert info.value.rule == rule
    assert not RULE_ID.search(info.value.reason)
    assert state.to_dict() == before


def test_out_of_turn_answers_must_come_first():
    state = steal_window()
    with pytest.raises(IllegalAction) as info:
        act(state, "play 5")
    assert info.value.rule == "R-9a"


def test_rules_page_covers_every_rule_and_the_option():
    ids = {section.rule for section in GAME.rules}
    assert {f"R-{i}" for i in range(1, 14) if i != 12} <= ids and "R-12" in ids
    assert GAME.hidden_information and GAME.title == "Sorry! Revenge"
    assert "Switch" in GAME.turn_order_text(3)


def test_describe_action_and_events_speak_player_words():
    state = make_state([["7", "1", "1", "1", "1"], ["steal", "2", "2", "2", "2"]], total=14)
    assert state.describe_action(GAME.parse_action("play 7")) == "play the 7"
    events = act(state, "play 7", "steal")
    names = ["You", "Bob"]
    lines = [e.describe(names) for e in events]
    assert "You play the 7 (total 21)" in lines
    assert "SORRY! Bob steals your 21" in lines
    headlines = [e.headline(names) for e in events if e.headline(names)]
    assert "You make 21!" in headlines
    drawn = [e for e in events if e.kind == "draw"]
    assert all("card" in e.describe(names) for e in drawn)  # counts, never faces
