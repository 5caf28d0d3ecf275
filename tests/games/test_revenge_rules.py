"""Sorry! Revenge rules, hand-built positions per rule id (RULES §R, R-1 … R-13 and the
details R-4a, R-7a, R-9a, R-10a, R-11a, R-11b, R-12a, R-13a)."""

from __future__ import annotations

import pytest
from helpers_revenge import GAME, act, cards_of, hand, legal, make_state, of

from sorry_game.engine import GameConfig, IllegalAction, Picker
from sorry_game.games.revenge.cards import CARDS, DECK_SIZE, NUMBER, SLIDE, SORRY, full_deck
from sorry_game.games.revenge.events import (
    Blocked,
    BlockOffered,
    Busted,
    CardPlayed,
    CardsDrawn,
    DirectionSwitched,
    GameWon,
    MadeTwentyOne,
    PawnFlipped,
    Reshuffled,
    RoundOver,
    StealOffered,
    Stolen,
    StuckHand,
    Tiebreak,
    TotalSlid,
)
from sorry_game.games.revenge.phases import BLOCK_PHASE, PLAY2_PHASE, PLAY_PHASE, STEAL_PHASE
from sorry_game.games.revenge.scoring import best_total
from sorry_game.games.revenge.state import RevengeState
from sorry_game.games.revenge.view import LastRound, Pending

FIVE = ["0", "1", "2", "3", "4"]


# --- R-1 players, R-2 deck, R-3 deal and reshuffle ---------------------------------------
def test_R1_two_to_four_players_each_with_four_pawn_cards_on_start():
    for n in (2, 3, 4):
        state = GAME.new_state(GameConfig(n), 5)
        view = state.view(0)
        assert view.game.pawns == (("START",) * 4,) * n
        assert [s.progress for s in view.seats] == [0] * n
        assert GAME.progress_label == "pawn cards HOME" and GAME.progress_goal == 4
    for bad in (1, 5):
        with pytest.raises(ValueError):
            GAME.validate_config(GameConfig(bad))


def test_R1_seats_play_the_chosen_colours_and_first_player():
    state = GAME.new_state(GameConfig(2, {"colours": [3, 1], "first_player": 1}), 5)
    assert state.view(None).colours == (3, 1)
    assert state.turn_player() == state.current_player() == 1
    firsts = {GAME.new_state(GameConfig(4), seed).turn_player() for seed in range(40)}
    assert firsts == {0, 1, 2, 3}  # otherwise seeded at random


def test_R2_deck_is_93_cards_kept_as_one_table():
    by_group: dict[str, int] = {}
    for card in CARDS:
        by_group[card.group] = by_group.get(card.group, 0) + card.count
        assert card.name and card.text
    assert by_group[NUMBER] == 59
    assert by_group[SLIDE] + by_group["action"] == 26
    assert by_group[SORRY] + by_group["block"] == 8
    counts = {c.code: c.count for c in CARDS}
    assert counts == {
        "0": 5, "1": 6, "2": 6, "3": 6, "4": 6, "5": 5, "6": 5, "7": 5, "8": 5, "9": 5,
        "10": 5, "slide10": 3, "slide15": 3, "slide21": 2, "take2": 6, "switch": 6,
        "play2": 6, "steal": 3, "flipback": 3, "dontbe": 2,
    }  # fmt: skip
    assert DECK_SIZE == len(full_deck()) == 93


def test_R3_deal_five_each_and_the_rest_is_the_draw_pile():
    for n in (2, 3, 4):
        state = GAME.new_state(GameConfig(n), 9)
        assert [len(h) for h in state.hands] == [5] * n
        assert len(state.pile) == 93 - 5 * n
        assert state.view(1).game.draw_pile == 93 - 5 * n


def test_R3_empty_draw_pile_reshuffles_the_discarded_play_piles():
    state = make_state([["5", "6", "7", "8", "9"], FIVE], pile=[])
    discards = len(state.discard)
    events = act(state, "play 5")
    [shuffle] = of(events, Reshuffled)
    assert shuffle.count == discards
    assert state.play == [5]  # the pile in play is not reshuffled
    assert len(state.pile) == discards - 1 and not state.discard
    assert cards_of(state) == cards_of(make_state([FIVE], pile=[]))  # all 93 still here
    twin = make_state([["5", "6", "7", "8", "9"], FIVE], pile=[])
    act(twin, "play 5")
    assert twin.pile == state.pile  # the shuffle comes from the seed


# --- R-4 turns --------------------------------------------------------------------------
def test_R4_play_exactly_one_card_then_draw_back_up_to_five():
    state = make_state([["3", "4", "5", "6", "7"], FIVE, FIVE], draws=["9"])
    events = act(state, "play 3")
    assert of(events, CardsDrawn)[0].count == 1
    assert hand(state, 0) == ["4", "5", "6", "7", "9"]
    assert state.turn_player() == 1 and state.total == 3
    six = make_state([["3", "4", "5", "6", "7", "8", "take2"], FIVE], turn=0)
    act(six, "play 3")
    assert len(six.hands[0]) == 6  # more than 5: nothing drawn, still at most 7


def test_R4a_turn_order_moves_on_after_a_round_ends():
    state = make_state([FIVE, ["7", "1", "1", "1", "1"], FIVE], turn=1, total=14)
    events = act(state, "play 7")
    assert of(events, RoundOver)[0].next_player == 2
    assert state.turn_player() == 2 and state.round == 2


def test_R4a_after_a_steal_play_goes_on_from_the_scorers_left():
    state = make_state(
        [["7", "1", "1", "1", "1"], FIVE, ["steal", "5", "5", "5", "5"], FIVE], total=14
    )
    act(state, "play 7", "steal")
    assert state.flips == [0, 0, 1, 0]
    assert state.turn_player() == 1  # the scorer's left, not the stealer's


# --- R-5 the total ----------------------------------------------------------------------
def test_R5_numbers_add_and_slides_set_the_total_up_or_down():
    state = make_state([["6", "slide15", "slide10", "1", "2"], FIVE], total=3)
    act(state, "play 6")
    assert state.total == 9
    state.turn = state.decider = 0
    state._legal = None
    events = act(state, "play slide15")
    assert state.total == 15 and of(events, TotalSlid)[0] == TotalSlid(0, 9, 15)
    state.total = 18
    state.turn = state.decider = 0
    state._legal = None
    events = act(state, "play slide10")
    assert state.total == 10 and "down" in of(events, TotalSlid)[0].describe()


@pytest.mark.parametrize("card", ["take2", "switch", "play2"])
def test_R5_action_cards_leave_the_total(card):
    state = make_state([[card, "slide10", "slide10", "slide10", "slide15"], FIVE], total=17)
    act(state, f"play {card}")
    assert state.total == 17


# --- R-6 exactly 21 and bust -------------------------------------------------------------
def test_R6_exactly_21_flips_a_pawn_card_home_and_ends_the_round():
    state = make_state(
        [["7", "1", "1", "1", "1"], ["2", "2", "2", "2", "2"], FIVE], total=14, play=["10", "4"]
    )
    others = [list(state.hands[1]), list(state.hands[2])]
    discards = len(state.discard)
    events = act(state, "play 7")
    assert of(events, MadeTwentyOne) and of(events, PawnFlipped) == [
        PawnFlipped(0, 0, "HOME", 1, "21")
    ]
    assert state.flips == [1, 0, 0]
    assert state.view(0).game.pawns[0] == ("HOME", "START", "START", "START")
    assert state.play == [] and state.total == 0 and len(state.discard) == discards + 3
    assert [state.hands[1], state.hands[2]] == others  # hands are kept
    assert state.turn_player() == 1
    assert state.view(2).game.last_round.result == "21"


def test_R6_slide_to_21_wins_the_round():
    state = make_state([["slide21", "1", "1", "1", "1"], FIVE], total=4)
    act(state, "play slide21")
    assert state.flips == [1, 0]


def test_R6_bust_flips_every_other_player():
    state = make_state([FIVE, ["9", "5", "5", "5", "5"], FIVE, FIVE], turn=1, total=18)
    events = act(state, "play 9")
    assert of(events, Busted) == [Busted(1, 27, ((2, "HOME"), (3, "HOME"), (0, "HOME")))]
    assert state.flips == [1, 0, 1, 1]
    assert {e.seat for e in of(events, PawnFlipped)} == {0, 2, 3}
    assert state.play == [] and state.turn_player() == 2
    assert state.view(0).game.last_round == LastRound("bust", seat=1, by=None, round=1, total=27)


# --- R-7 Take 2, Switch, Play 2 -----------------------------------------------------------
def test_R7_take_2_draws_two_cards():
    state = make_state([["take2", "1", "2", "3", "4"], FIVE], draws=["9", "8"])
    act(state, "play take2")
    assert hand(state, 0) == ["1", "2", "3", "4", "8", "9"]


def test_R7a_take_2_is_capped_at_seven_cards():
    six = make_state([["take2", "1", "2", "3", "4", "5"], FIVE])
    act(six, "play take2")
    assert len(six.hands[0]) == 7
    seven = make_state([["take2", "1", "2", "3", "4", "5", "6"], FIVE])
    assert "play take2" not in legal(seven)
    with pytest.raises(IllegalAction) as info:
        act(seven, "play take2")
    assert info.value.rule == "R-7a"


def test_R7_switch_reverses_the_direction():
    state = make_state([FIVE, ["switch", "6", "6", "6", "6"], FIVE, FIVE], turn=1)
    events = act(state, "play switch")
    assert of(events, DirectionSwitched) == [DirectionSwitched(1, -1)]
    assert state.direction == -1 and state.turn_player() == 0
    act(state, "play 0")
    assert state.turn_player() == 3
    assert state.view(0).game.direction == -1


def test_R7a_switch_with_two_players_the_other_still_plays_next():
    state = make_state([["switch", "1", "1", "1", "1"], FIVE])
    act(state, "play switch")
    assert state.direction == -1 and state.turn_player() == 1
    act(state, "play 0")
    assert state.turn_player() == 0


def test_R7_play_2_then_two_number_cards_as_separate_decisions():
    state = make_state([["play2", "5", "6", "9", "slide10"], FIVE, FIVE], total=4)
    act(state, "play play2")
    assert state.phase == PLAY2_PHASE and state.current_player() == 0
    assert legal(state) == ["play 5", "play 6", "play 9"]  # R-7a: no Slide follows
    act(state, "play 5")
    assert state.total == 9 and state.current_player() == 0
    assert state.view(1).game.pending == Pending("play2", seat=0, left=1)
    act(state, "play 6")
    assert state.total == 15 and state.turn_player() == 1 and state.phase == PLAY_PHASE
    with pytest.raises(IllegalAction) as info:
        other = make_state([["play2", "5", "slide10", "1", "1"], FIVE])
        act(other, "play play2", "play slide10")
    assert info.value.rule == "R-7a"


def test_R7_play_2_ends_the_round_on_its_first_card():
    made = make_state([["play2", "9", "1", "1", "1"], FIVE], total=12)
    act(made, "play play2", "play 9")
    assert made.flips == [1, 0] and made.turn_player() == 1 and made.total == 0
    bust = make_state([["play2", "9", "1", "1", "1"], FIVE], total=15)
    events = act(bust, "play play2", "play 9")
    assert of(events, Busted) and bust.flips == [0, 1] and bust.turn_player() == 1


def test_R7_play_2_with_fewer_number_cards_plays_fewer():
    one = make_state([["play2", "3", "take2", "switch", "switch"], FIVE])
    act(one, "play play2", "play 3")
    assert one.turn_player() == 1 and one.total == 3
    none = make_state([["play2", "take2", "switch", "switch", "slide10"], FIVE], total=6)
    act(none, "play play2")
    assert none.turn_player() == 1 and none.total == 6


# --- R-8 SORRY! flip-back -----------------------------------------------------------------
def test_R8_flip_back_an_opponents_home_pawn_card():
    state = make_state(
        [["flipback", "7", "7", "7", "7"], FIVE, FIVE, FIVE], flips=[1, 2, 0, 1], total=9
    )
    assert "flipback 1" in legal(state) and "flipback 3" in legal(state)
    assert "flipback 2" not in legal(state)  # no pawn card HOME
    events = act(state, "flipback 1")
    assert of(events, CardPlayed)[0].target == 1
    assert of(events, PawnFlipped) == [PawnFlipped(1, 1, "START", 1, "flipback")]
    assert state.flips == [1, 1, 0, 1]
    assert len(state.hands[0]) == 5  # R-10a: drew back up to 5
    assert state.play == [] and state.total == 0 and state.turn_player() == 1


def test_R8_flip_back_is_picked_as_a_card_then_a_seat():
    state = make_state([["flipback", "1", "1", "1", "1"], FIVE, FIVE], flips=[0, 1, 2])
    picker = Picker(state.picks())
    card = picker.find("card", "flipback")
    assert card is not None and picker.choose(card) is None
    seats = picker.options()
    assert [(c.kind, c.key) for c in seats] == [("seat", 1), ("seat", 2)]
    assert "Blue" in seats[0].label
    assert str(picker.choose(seats[1])) == "flipback 2"


def test_R8_flip_back_needs_an_opponent_with_a_home_pawn_card():
    state = make_state([["flipback", "1", "1", "1", "1"], FIVE], flips=[3, 0])
    assert not [a for a in legal(state) if a.startswith("flipback")]
    with pytest.raises(IllegalAction) as info:
        act(state, "flipback 1")
    assert info.value.rule == "R-8"


# --- R-9 SORRY! steal-21 -------------------------------------------------------------------
def steal_table(direction: int = 1) -> RevengeState:
    """Seat 0 is about to make 21; seat 1 has no steal, seats 2 and 3 do."""
    return make_state(
        [
            ["7", "1", "1", "1", "1"],
            ["2", "2", "2", "2", "2"],
            ["steal", "3", "3", "3", "3"],
            ["steal", "4", "4", "4", "4"],
        ],
        total=14,
        direction=direction,
    )


def test_R9_steal_asks_holders_in_order_after_the_scorer():
    state = steal_table()
    events = act(state, "play 7")
    assert of(events, StealOffered) == [StealOffered(2, 0)]
    assert state.phase == STEAL_PHASE
    assert state.current_player() == 2 and state.turn_player() == 0
    assert state.view(1).game.pending == Pending("steal", seat=2, scorer=0)
    events = act(state, "let go")
    assert of(events, StealOffered) == [StealOffered(3, 0)]
    events = act(state, "steal")
    assert of(events, Stolen) == [Stolen(3, 0)]
    assert state.flips == [0, 0, 0, 1]  # the stealer flips instead of the scorer
    assert state.view(0).game.last_round.result == "stolen"


def test_R9_steal_order_follows_the_current_direction():
    state = steal_table(direction=-1)
    act(state, "play 7")
    assert state.current_player() == 3
    act(state, "let go")
    assert state.current_player() == 2
    act(state, "let go")
    assert state.flips == [1, 0, 0, 0] and state.turn_player() == 3


def test_R9a_only_holders_are_asked():
    state = make_state([["7", "1", "1", "1", "1"], FIVE, FIVE], total=14)
    events = act(state, "play 7")
    assert not of(events, StealOffered)
    assert state.flips == [1, 0, 0] and state.current_player() == 1


def test_R9_steal_with_two_players():
    state = make_state([["slide21", "1", "1", "1", "1"], ["steal", "2", "2", "2", "2"]])
    act(state, "play slide21")
    assert state.current_player() == 1 and state.turn_player() == 0
    act(state, "steal")
    assert state.flips == [0, 1] and state.turn_player() == 1


def test_R9_steal_picks_are_buttons():
    state = steal_table()
    act(state, "play 7")
    labels = {c[0].key: c[0].label for c, _ in state.picks()}
    assert labels == {"steal": "Steal the 21", "letgo": "Let it go"}
    assert all(c[0].kind == "button" for c, _ in state.picks())


# --- R-10 Don't Be SORRY! -------------------------------------------------------------------
def test_R10_scorer_blocks_the_steal_and_the_exchange_ends():
    state = make_state(
        [
            ["7", "dontbe", "1", "1", "1"],
            ["steal", "2", "2", "2", "2"],
            ["steal", "3", "3", "3", "3"],
        ],
        total=14,
    )
    act(state, "play 7", "steal")
    assert state.phase == BLOCK_PHASE and state.current_player() == 0
    assert len(state.hands[1]) == 5  # R-10a: the stealer drew back up at once
    assert state.view(2).game.pending == Pending("block", seat=0, attacker=1, what="steal")
    events = act(state, "block")
    assert of(events, Blocked) == [Blocked(0, 1, "steal")]
    assert state.flips == [1, 0, 0]  # the 21 stays with the scorer
    assert not of(events, StealOffered)  # R-9a: the first steal closed the window
    assert state.phase == PLAY_PHASE and state.turn_player() == 1
    assert len(state.hands[0]) == 5 and state.play == []


def test_R10_accepting_the_steal_lets_it_stand():
    state = make_state([["7", "dontbe", "1", "1", "1"], ["steal", "2", "2", "2", "2"]], total=14)
    act(state, "play 7", "steal", "accept")
    assert state.flips == [0, 1]


def test_R10_target_blocks_a_flip_back():
    state = make_state(
        [["flipback", "1", "1", "1", "1"], ["dontbe", "2", "2", "2", "2"], FIVE],
        flips=[0, 2, 0],
        total=5,
    )
    events = act(state, "flipback 1")
    assert of(events, BlockOffered) == [BlockOffered(1, 0, "flipback")]
    assert state.current_player() == 1 and state.turn_player() == 0
    buttons = [c[0].label for c, _ in state.picks()]
    assert buttons == ["Block", "Accept"]
    act(state, "block")
    assert state.flips == [0, 2, 0]
    assert len(state.hands[0]) == len(state.hands[1]) == 5  # R-10a
    assert state.play == [] and state.turn_player() == 1  # the next player in turn


def test_R10_accepting_a_flip_back():
    state = make_state(
        [["flipback", "1", "1", "1", "1"], ["dontbe", "2", "2", "2", "2"]], flips=[0, 2]
    )
    act(state, "flipback 1", "accept")
    assert state.flips == [0, 1] and state.turn_player() == 1


def test_R10_a_seat_without_dont_be_sorry_is_not_asked():
    state = make_state([["flipback", "1", "1", "1", "1"], FIVE], flips=[0, 2])
    events = act(state, "flipback 1")
    assert not of(events, BlockOffered) and state.flips == [0, 1]


def test_R10a_whoever_plays_a_sorry_draws_back_up_to_five():
    state = make_state([["7", "1", "1", "1", "1"], ["steal", "2", "2", "2", "2"]], total=14)
    events = act(state, "play 7", "steal")
    draws = of(events, CardsDrawn)
    assert draws[0].player == 1 and draws[0].count == 1


# --- R-11 stuck hand ------------------------------------------------------------------------
def test_R11_stuck_hand_shows_and_discards_a_card_of_choice():
    state = make_state(
        [["steal", "steal", "steal", "dontbe", "dontbe"], FIVE], total=12, draws=["6"]
    )
    assert legal(state) == ["discard steal", "discard dontbe"]
    picks = state.picks()
    assert all("discard" in c[0].prompt for c, _ in picks)
    discards = len(state.discard)
    events = act(state, "discard dontbe")
    [stuck] = of(events, StuckHand)
    assert stuck.hand == ("steal", "steal", "steal", "dontbe", "dontbe")
    assert stuck.card == "dontbe"
    assert len(state.discard) == discards + 1 and state.total == 12  # no effect
    assert hand(state, 0) == ["6", "dontbe", "steal", "steal", "steal"]
    assert state.turn_player() == 1
    with pytest.raises(IllegalAction) as info:
        act(make_state([FIVE, FIVE]), "discard 0")
    assert info.value.rule == "R-11"


def test_R11a_flip_back_without_target_and_take_2_with_seven_are_stuck():
    """R-11a, and R-11b for a hand of 7: the discard leaves 6, nothing is drawn."""
    state = make_state(
        [["take2", "take2", "take2", "take2", "take2", "take2", "flipback"], FIVE],
        flips=[2, 0],
    )
    assert legal(state) == ["discard take2", "discard flipback"]
    events = act(state, "discard take2")
    assert len(state.hands[0]) == 6  # the turn ends as usual: drawn back up to 5 only
    assert not of(events, CardsDrawn)


@pytest.mark.parametrize("extra, after, drawn", [(0, 5, 1), (1, 5, 0), (2, 6, 0)])
def test_R11b_a_stuck_hand_discards_one_card_then_draws_back_up_to_five(extra, after, drawn):
    """R-11b: one card is discarded, then the hand is drawn back up to 5 (never more):
    a stuck hand of 5 draws one, of 6 draws none, of 7 ends with 6."""
    stuck = ["steal", "steal", "dontbe", "dontbe", "steal"] + ["flipback"] * extra
    state = make_state([stuck, FIVE], draws=["6", "7"])
    events = act(state, "discard dontbe")
    assert len(state.hands[0]) == after
    assert sum(e.count for e in of(events, CardsDrawn) if e.player == 0) == drawn
    assert state.turn_player() == 1


# --- R-12 win and tiebreak --------------------------------------------------------------------
def test_R12_four_pawn_cards_home_wins():
    state = make_state([["7", "1", "1", "1", "1"], FIVE], total=14, flips=[3, 2])
    events = act(state, "play 7")
    assert state.is_over() and state.current_player() is None and state.turn_player() is None
    assert of(events, GameWon)[0].headline(["Ann", "Bob"]) == "Ann wins!"
    outcome = state.outcome()
    assert outcome.winners == (0,) and "HOME" in outcome.reason
    assert state.ranking() == [0, 1]


def test_R12_a_bust_that_brings_several_home_is_decided_by_the_tiebreak():
    state = make_state(
        [
            ["slide15", "4", "2", "9", "9"],
            ["10", "1", "1", "1", "1"],
            ["10", "10", "0", "0", "0"],
        ],
        turn=1,
        total=15,
        flips=[3, 1, 3],
    )
    events = act(state, "play 10")
    [tie] = of(events, Tiebreak)
    assert tie == Tiebreak((0, 2), (21, 20))
    assert state.outcome().winners == (0,)
    assert state.view(1).game.tiebreak == (21, -1, 20)


def test_R12_a_remaining_tie_is_shared():
    state = make_state(
        [["10", "10", "1", "0", "0"], ["10", "1", "1", "1", "1"], ["slide21", "5", "5", "5", "5"]],
        turn=1,
        total=15,
        flips=[3, 1, 3],
    )
    act(state, "play 10")
    outcome = state.outcome()
    assert outcome.winners == (0, 2) and outcome.shared
    assert set(state.ranking()[:2]) == {0, 2}


@pytest.mark.parametrize(
    "cards, best",
    [
        ([], 0),
        (["10", "10", "5"], 20),
        (["9", "9", "9"], 18),
        (["slide15", "5"], 20),
        (["slide15", "3", "3"], 21),
        (["slide21", "10"], 21),
        (["slide10", "slide15", "6"], 21),
        (["take2", "steal", "0"], 0),
        (["slide10", "9", "9"], 19),
    ],
)
def test_R12a_tiebreak_total_is_the_best_order_of_the_hand(cards, best):
    from sorry_game.games.revenge.cards import parse_card

    assert best_total([parse_card(c) for c in cards]) == best


# --- R-13 longer game -----------------------------------------------------------------------
def test_R13_longer_game_flips_back_to_start_after_all_four_home():
    state = make_state([["7", "1", "1", "1", "1"], FIVE], total=14, flips=[4, 0], longer=True)
    events = act(state, "play 7")
    assert not state.is_over()
    assert of(events, PawnFlipped) == [PawnFlipped(0, 0, "START", 3, "21")]
    view = state.view(1)
    assert view.game.pawns[0] == ("START", "HOME", "HOME", "HOME")
    assert view.seats[0].progress == 3 and "way back" in view.seats[0].note
    final = make_state([["7", "1", "1", "1", "1"], FIVE], total=14, flips=[7, 0], longer=True)
    act(final, "play 7")
    assert final.outcome().winners == (0,) and "START" in final.outcome().reason


def test_R13_is_an_option_and_four_home_wins_without_it():
    [spec] = GAME.options()
    assert spec.rule == "R-13" and spec.default is False
    state = GAME.new_state(GameConfig(3, {"longer": True}), 1)
    assert state.view(0).game.goal == 8
    short = make_state([["7", "1", "1", "1", "1"], FIVE], total=14, flips=[3, 0])
    act(short, "play 7")
    assert short.is_over()


def test_R13a_on_the_way_back_a_bust_turns_a_home_card_to_start():
    """R-13a: once on the way back (and once all four are HOME), another player's bust
    is a gain like a round won: one HOME card turns to START."""
    # seat 0: one card back on START already; seat 2: all four HOME
    state = make_state(
        [FIVE, ["9", "5", "5", "5", "5"], FIVE], turn=1, total=18, flips=[5, 0, 4], longer=True
    )
    events = act(state, "play 9")
    assert of(events, PawnFlipped) == [
        PawnFlipped(2, 0, "START", 3, "bust"),
        PawnFlipped(0, 1, "START", 2, "bust"),
    ]
    assert state.flips == [6, 0, 5]
    assert state.view(1).game.pawns[0] == ("START", "START", "HOME", "HOME")


def test_R13a_flip_back_on_the_way_back_turns_a_start_card_home_again():
    """R-13a: a SORRY! flip-back aimed at a seat on the way back undoes one step: one of
    its START cards turns HOME again."""
    state = make_state([["flipback", "1", "1", "1", "1"], FIVE], flips=[0, 6], longer=True)
    events = act(state, "flipback 1")
    assert of(events, PawnFlipped) == [PawnFlipped(1, 1, "HOME", 3, "flipback")]
    assert state.flips == [0, 5]
