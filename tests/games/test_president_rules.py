"""Sorry My Ass! rules, one or more hand-built positions per rule id (RULES §P).

Seats 0..3 play Red, Blue, Yellow, Green; the geometry is in helpers_president.
"""

from __future__ import annotations

from collections import Counter

import pytest
from helpers_president import (
    GAME,
    HOME,
    START,
    S,
    act,
    all_home,
    kinds,
    legal_texts,
    make_state,
    pawn,
    positions,
    refused,
    safety,
    set_hands,
    with_trick,
)

from sorry_game.engine import GameConfig
from sorry_game.games.board.board import Board
from sorry_game.games.board.events import GameWon, PawnBumped
from sorry_game.games.president.cards import RANKS, deck_cards
from sorry_game.games.president.events import (
    CardGiven,
    LeadForced,
    MovesSkipped,
    PlayerSafe,
    PresidentCrowned,
    RoundDealt,
    RoundOver,
    TrickWon,
)
from sorry_game.games.president.phases import MOVE, OVER, PLAY, TRADE

RED, BLUE, YELLOW, GREEN = 0, 1, 2, 3


def make_safe(state, seat: int):
    """`seat` ran out of cards earlier this round: safe (P-11)."""
    state.hands[seat] = [0] * len(RANKS)
    state.sizes[seat] = 0
    state.holders &= ~(1 << seat)
    state.board.safe_mask |= 1 << state.rules.colours[seat]
    state.out = (*state.out, seat)
    state._legal = None
    return state


# --- P-1 Players ----------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 5])
def test_P1_exactly_four_players(players):
    with pytest.raises(ValueError, match="4 players"):
        GAME.validate_config(GameConfig(players))
    state = GAME.new_state(GameConfig(4), 1)
    assert state.view(None).players == 4


def test_P1_seats_move_the_colours_chosen_in_setup():
    state = GAME.new_state(GameConfig(4, {"colours": [2, 3, 0, 1], "first_player": 0}), 1)
    set_hands(state, [[1, 3], [4], [4], [4]])
    act(state, "play 1x1")
    assert legal_texts(state) == ["1: start"]
    act(state, "1: start")
    assert state.board.pos[pawn("Y0")] == 34  # seat 0 plays Yellow
    with pytest.raises(ValueError):
        GAME.validate_config(GameConfig(4, {"colours": [0, 0, 1, 2]}))


# --- P-2 Deck ---------------------------------------------------------------------------


def test_P2_deck_is_48_cards_with_three_blank_sorry_cards_12_each():
    deck = Counter(deck_cards(False))
    assert sum(deck.values()) == 48
    assert deck[S] == 7 and deck[1] == 5 and deck[3] == 4
    state = GAME.new_state(GameConfig(4), 5)
    assert state.sizes == [12, 12, 12, 12]
    dealt = Counter(c for h in state.view(None).game.played for c in h)
    assert not dealt
    hands = Counter()
    for seat in range(4):
        hands.update(state.view(seat).game.hand)
    assert hands == deck


def test_P2_option_no_blank_cards_44_cards_one_3_removed_11_each():
    deck = Counter(deck_cards(True))
    assert sum(deck.values()) == 44 and deck[3] == 3 and deck[S] == 4
    state = GAME.new_state(GameConfig(4, {"no_blanks": True}), 5)
    assert state.sizes == [11, 11, 11, 11]
    assert [o.key for o in GAME.options()] == ["no_blanks"]
    assert GAME.options()[0].rule == "P-2"


def test_P2_deal_comes_from_the_seed():
    a = GAME.new_state(GameConfig(4), 8)
    b = GAME.new_state(GameConfig(4), 8)
    c = GAME.new_state(GameConfig(4), 9)
    assert a.hands == b.hands
    assert a.hands != c.hands


# --- P-3 Rank ----------------------------------------------------------------------------


def test_P3_rank_order_low_to_high():
    assert RANKS == (3, 4, 5, 7, 8, 10, 11, 12, S, 1, 2)


@pytest.mark.parametrize(
    "trick,beats,not_beats",
    [(12, [S, 1, 2], [3, 11]), (S, [1, 2], [12, 3]), (1, [2], [S, 12]), (3, [4, 2], [])],
)
def test_P3_higher_rank_beats(trick, beats, not_beats):
    hand = sorted(set(beats + not_beats + [trick]), key=RANKS.index)
    state = with_trick(make_state(hands=[[5], hand, [5], [5]]), 0, trick, 1, turn=1)
    texts = legal_texts(state)
    for card in beats:
        assert f"play {'S' if card == S else card}x1" in texts
    for card in not_beats + [trick]:
        assert f"play {'S' if card == S else card}x1" not in texts


# --- P-4 Round and trade ----------------------------------------------------------------


def trade_state(president_hand, asshole_hand, president=2, asshole=0):
    hands = [[5, 5], [5, 5], [5, 5], [5, 5]]
    hands[president] = president_hand
    hands[asshole] = asshole_hand
    state = make_state(hands=hands)
    state.titles = (president, asshole)
    state.phase = TRADE
    state.turn = president
    state._legal = None
    return state


def test_P4_president_chooses_a_card_out_of_turn_then_asshole_gives_highest():
    state = trade_state([3, 8, 2], [4, 7, 1])
    assert state.current_player() == 2
    assert legal_texts(state) == ["give 3", "give 8", "give 2"]
    events = act(state, "give 3")
    assert [(e.giver, e.receiver, e.card, e.forced) for e in events] == [
        (2, 0, 3, False),
        (0, 2, 1, True),
    ]
    assert sorted(state.view(2).game.hand) == sorted([8, 2, 1])
    assert sorted(state.view(0).game.hand) == sorted([4, 7, 3])
    # P-5: the previous Asshole leads
    assert state.phase == PLAY and state.current_player() == 0 and state.trick_count == 0


def test_P4_asshole_gives_highest_after_receiving_even_the_gift():
    state = trade_state([2, 3], [4, 7])
    act(state, "give 2")
    assert state.view(2).game.hand == (3, 2)
    assert state.view(0).game.hand == (4, 7)
    assert state.view(2).game.trade.received == 2


def test_P4_trade_texts_name_no_card():
    state = trade_state([3, 8, 2], [4, 7, 1])
    for event in act(state, "give 8"):
        assert isinstance(event, CardGiven)
        assert "8" not in event.describe(["A", "B", "C", "D"])
        assert event.seen_by == (event.giver, event.receiver)


def test_P4_second_round_starts_with_the_trade():
    state = GAME.new_state(GameConfig(4), 3)
    import random

    rng = random.Random(3)
    while state.round == 1:
        legal = state.legal_actions()
        state.apply(legal[int(rng.random() * len(legal))])
    president, asshole = state.titles
    assert state.phase == TRADE and state.current_player() == president
    assert president != asshole and state.sizes == [12] * 4


# --- P-5 Lead ----------------------------------------------------------------------------


def test_P5_first_round_leader_from_the_seed_or_the_option():
    leaders = {GAME.new_state(GameConfig(4), seed).current_player() for seed in range(40)}
    assert leaders == {0, 1, 2, 3}
    assert GAME.new_state(GameConfig(4), 7).current_player() == (
        GAME.new_state(GameConfig(4), 7).current_player()
    )
    for first in range(4):
        state = GAME.new_state(GameConfig(4, {"first_player": first}), 7)
        assert state.current_player() == first and state.leader == first


def test_P5_opening_play_is_one_or_more_cards_of_one_rank():
    state = make_state(hands=[[10, 10, 10, 4, S], [5], [5], [5]])
    assert legal_texts(state) == [
        "play 4x1",
        "play 10x1",
        "play 10x2",
        "play 10x3",
        "play Sx1",
        "pass",
    ]
    assert refused(state, "play 4x2")[1] == "P-6"


# --- P-6 Beat ----------------------------------------------------------------------------


def test_P6_beat_needs_the_same_count_and_a_higher_rank():
    hand = [7, 7, 11, 11, 12, 1, 1, 1]
    state = with_trick(make_state(hands=[[5], hand, [5], [5]]), 0, 10, 2, turn=1)
    assert legal_texts(state) == ["play 11x2", "play 1x2", "pass"]
    assert refused(state, "play 12x1")[1] == "P-6"  # wrong count
    assert refused(state, "play 1x3")[1] == "P-6"
    assert refused(state, "play 7x2")[1] == "P-3"  # not higher
    assert refused(state, "play 3x2")[1] == "P-6"  # not held


def test_P6_passing_is_allowed_with_a_playable_hand_and_play_again_later():
    hands = [[3, 4], [8, 12], [10, 7], [5, 7]]
    state = with_trick(make_state(hands=hands), 0, 5, 1, turn=1)
    assert "play 8x1" in legal_texts(state) and "pass" in legal_texts(state)
    act(state, "pass")  # Blue passes although an 8 would beat the 5
    act(state, "play 10x1")
    act(state, legal_texts(state)[0])  # Yellow's 10 moves (or is skipped)
    act(state, "pass", "pass")  # Green, Red pass
    assert state.current_player() == 1 and state.trick_count == 1
    assert legal_texts(state) == ["play 12x1", "pass"]  # Blue plays again in the trick
    act(state, "play 12x1")
    assert state.phase == MOVE and state.current_player() == 1


# --- P-7 Trick end -----------------------------------------------------------------------


def test_P7_trick_ends_when_all_others_with_cards_pass_winner_leads():
    state = with_trick(make_state(hands=[[3, 4], [8], [10], [5]]), 0, 12, 1, turn=1)
    act(state, "pass", "pass")
    events = act(state, "pass")
    won = [e for e in events if isinstance(e, TrickWon)]
    assert won and won[0].player == 0 and won[0].leader == 0
    assert won[0].headline(["You", "B", "C", "D"]) == "The trick goes to you"
    assert state.trick_count == 0 and state.current_player() == 0
    assert "pass" in legal_texts(state)  # a fresh lead may be passed


def test_P7_trick_winner_without_cards_next_left_with_cards_leads():
    state = make_state(hands=[[3, 4], [8], [10, 10], [5]], turn=1)
    act(state, "play 8x1", "skip 8")  # Blue's last card; no pawn can move 8
    assert state.sizes[1] == 0 and 1 in state.out
    assert state.current_player() == 2
    act(state, "pass", "pass")  # Yellow, Green
    events = act(state, "pass")  # Red: the 8 wins; Blue is out, Yellow leads
    won = [e for e in events if isinstance(e, TrickWon)][0]
    assert (won.player, won.leader) == (1, 2)
    assert state.current_player() == 2 and state.trick_count == 0


def test_P7_players_out_of_cards_are_skipped_in_turn_order():
    state = make_state(hands=[[3], [], [10], [5]], turn=0)
    act(state, "play 3x1", "skip 3")
    assert state.current_player() == 2  # Blue has no cards


# --- P-8 Forced lead -----------------------------------------------------------------------


def test_P8_lead_passed_all_round_must_be_played():
    state = make_state(hands=[[4, 4], [4], [4], [4]], turn=2)
    events = act(state, "pass", "pass", "pass", "pass")
    assert any(isinstance(e, LeadForced) and e.player == 2 for e in events)
    assert state.current_player() == 2 and state.forced_lead()
    assert legal_texts(state) == ["play 4x1"]
    assert refused(state, "pass")[1] == "P-8"
    assert "no passing" in state.picks()[0][0][0].prompt


def test_P8_a_lead_passed_on_may_be_taken_by_the_next_player():
    state = make_state(hands=[[4, 4], [4], [7], [4]], turn=2)
    act(state, "pass")
    assert state.current_player() == 3 and state.trick_count == 0
    act(state, "play 4x1")
    assert state.trick_player == 3


# --- P-9 Moves ---------------------------------------------------------------------------------


def test_P9_each_card_moves_one_after_another_on_any_pawn():
    state = make_state({"R0": 20, "R1": 40}, hands=[[5, 5, 3], [4], [4], [4]])
    act(state, "play 5x2")
    assert state.phase == MOVE and state.left == 2
    assert set(legal_texts(state)) == {"5: move R0 +5", "5: move R1 +5"}
    act(state, "5: move R1 +5")
    assert set(legal_texts(state)) == {"5: move R0 +5", "5: move R1 +5"}
    act(state, "5: move R1 +5")
    assert state.board.pos[pawn("R1")] == 50 and state.phase == PLAY
    assert state.current_player() == 1


def test_P9_faq_two_tens_one_forward_then_the_second_must_go_back_one():
    # the only pawn out is 19 before HOME (square 49): forward 10 leaves it 9 before HOME,
    # where the second 10 can only move it back 1
    state = make_state({"R0": 49}, hands=[[10, 10, 3], [4], [4], [4]])
    act(state, "play 10x2")
    assert set(legal_texts(state)) == {"10: move R0 +10", "10: move R0 -1"}
    act(state, "10: move R0 +10")
    assert legal_texts(state) == ["10: move R0 -1"]
    act(state, "10: move R0 -1")
    assert state.board.pos[pawn("R0")] == 58


def test_P9_a_move_that_hurts_must_be_made():
    state = make_state({"R0": safety(4)}, hands=[[4, 3], [4], [4], [4]])
    act(state, "play 4x1")
    assert legal_texts(state) == ["4: move R0 -4"]
    assert refused(state, "skip 4")[1] == "P-9"


def test_P9b_cards_without_a_move_are_skipped_together_with_one_button():
    """P-9b: when none of a play's remaining cards can move, one skip passes them all
    (the engine offers it as a single Continue button; the table makes it by itself and
    shows the prompt, which asks for no click)."""
    state = make_state(hands=[[8, 8, 3], [4], [4], [4]])
    act(state, "play 8x2")
    assert legal_texts(state) == ["skip 8"]
    [((choice,), _)] = state.picks()
    assert choice.kind == "button" and choice.prompt == "Your two 8s cannot move."
    events = act(state, "skip 8")
    assert [e.count for e in events if isinstance(e, MovesSkipped)] == [2]
    assert state.current_player() == 1


def test_P9b_the_cards_left_after_a_move_are_skipped_together():
    """P-9b: the first 5 takes Red's only pawn out into SAFETY 5; the two 5s left cannot
    move and are skipped in one go."""
    state = make_state({"R0": 2}, hands=[[5, 5, 5, 3], [4], [4], [4]])
    act(state, "play 5x3")
    assert legal_texts(state) == ["5: move R0 +5"]
    act(state, "5: move R0 +5")
    assert state.board.pos[pawn("R0")] == safety(5)
    assert legal_texts(state) == ["skip 5"]
    assert state.picks()[0][0][0].prompt == "Your last two 5s cannot move."
    events = act(state, "skip 5")
    assert [e.count for e in events if isinstance(e, MovesSkipped)] == [2]
    assert state.phase == PLAY and state.current_player() == 1


def test_P9_a_two_does_not_draw_again():
    state = make_state(hands=[[2, 3], [4], [4], [4]])
    act(state, "play 2x1", "2: start")
    assert state.current_player() == 1 and state.board.pos[pawn("R0")] == 4


def test_P9_cards_are_played_even_without_a_move_and_others_cannot_act_mid_play():
    state = make_state({"R0": 20}, hands=[[5, 5, 3], [8], [4], [4]])
    act(state, "play 5x2", "5: move R0 +5")
    assert refused(state, "pass")[1] == "P-9"
    assert refused(state, "play 3x1")[1] == "P-9"


# --- P-9a Most moves ----------------------------------------------------------------------------


def test_P9a_pawn_ten_before_home_with_two_tens_goes_back_one_first():
    state = make_state({"R0": 58}, hands=[[10, 10, 3], [4], [4], [4]])
    act(state, "play 10x2")
    assert legal_texts(state) == ["10: move R0 -1"]
    reason, rule = refused(state, "10: move R0 +10")
    assert rule == "P-9a" and "as many" in reason
    act(state, "10: move R0 -1")
    assert set(legal_texts(state)) == {"10: move R0 +10", "10: move R0 -1"}
    act(state, "10: move R0 +10")
    assert state.board.pos[pawn("R0")] == safety(5)


def test_P9a_most_moves_counts_over_pawn_choices():
    # two SORRY!s, one Red pawn in START: bumping Blue on Yellow's slide start (31)
    # slides Red over its own pawn on 33, back to START, so the second SORRY! can be
    # played too; bumping Green first would leave no pawn for the second card
    where = {"R1": 33, "R2": HOME, "R3": HOME, "B0": 31, "G0": 50}
    state = make_state(where, hands=[[S, S, 3], [4], [4], [4]])
    act(state, "play Sx2")
    assert legal_texts(state) == ["S: sorry B0"]
    assert refused(state, "S: sorry G0")[1] == "P-9a"
    act(state, "S: sorry B0")
    assert state.board.pos[pawn("R1")] == START
    assert legal_texts(state) == ["S: sorry G0"]


# --- P-10 The 11 -------------------------------------------------------------------------------


def test_P10_switch_is_compulsory_when_no_forward_eleven():
    # the FAQ: the only pawn out is 8 before HOME (square 0)
    state = make_state({"R0": 0, "B0": 20}, hands=[[11, 3], [4], [4], [4]])
    act(state, "play 11x1")
    assert legal_texts(state) == ["11: switch R0 B0"]
    assert refused(state, "skip 11")[1] == "P-9"
    act(state, "11: switch R0 B0")
    assert state.board.pos[pawn("R0")] == 20 and state.board.pos[pawn("B0")] == 0


def test_P10_forward_eleven_or_switch_when_both_possible():
    state = make_state({"R0": 20, "B0": 40}, hands=[[11, 3], [4], [4], [4]])
    act(state, "play 11x1")
    assert set(legal_texts(state)) == {"11: move R0 +11", "11: switch R0 B0"}


# --- P-11 Safe players ---------------------------------------------------------------------------


def test_P11_move_onto_a_safe_players_pawn_is_refused_and_another_chosen():
    state = make_state({"R0": 15, "R1": 30, "B0": 20}, hands=[[5, 3], [], [4], [4]])
    make_safe(state, BLUE)
    act(state, "play 5x1")
    assert legal_texts(state) == ["5: move R1 +5"]
    reason, rule = refused(state, "5: move R0 +5")
    assert rule == "P-11" and "safe" in reason


def test_P11_safe_pawns_cannot_be_slid_sorried_or_switched():
    # a slide over a safe pawn: Red landing on Yellow's slide start 31 with Blue on 33
    state = make_state({"R0": 26, "B0": 33}, hands=[[5, 3], [], [4], [4]])
    make_safe(state, BLUE)
    act(state, "play 5x1")
    assert legal_texts(state) == ["skip 5"]
    # SORRY! and the 11 switch offer only the unsafe opponents
    state = make_state({"R0": 10, "B0": 20, "Y0": 40}, hands=[[S, 11, 3], [], [4], [4]])
    make_safe(state, BLUE)
    act(state, "play Sx1")
    assert legal_texts(state) == ["S: sorry Y0"]
    assert refused(state, "S: sorry B0")[1] == "P-11"
    state = make_state({"R0": 10, "B0": 20, "Y0": 40}, hands=[[S, 11, 3], [], [4], [4]])
    make_safe(state, BLUE)
    act(state, "play 11x1")
    assert set(legal_texts(state)) == {"11: move R0 +11", "11: switch R0 Y0"}


def test_P11_no_other_move_the_card_is_skipped():
    state = make_state({"R0": 15, "B0": 20}, hands=[[5, 3], [], [4], [4]])
    make_safe(state, BLUE)
    act(state, "play 5x1")
    assert legal_texts(state) == ["skip 5"]


def test_P11_safe_only_for_the_round():
    state = make_state({"R0": 15, "B0": 20}, hands=[[5], [], [], [4, 4]])
    make_safe(state, BLUE)
    make_safe(state, YELLOW)
    act(state, "play 5x1", "skip 5")  # Red out: Green is the Asshole, new round
    assert state.round == 2 and state.board.safe_mask == 0


# --- P-11a Becoming safe -----------------------------------------------------------------------


def test_P11a_safe_only_after_the_last_play_is_fully_moved_own_slide_allowed():
    # Red's last two cards: the first 5 lands on Yellow's slide start (31) and slides,
    # bumping Red's own pawn on 33; Red is not safe yet
    state = make_state({"R0": 26, "R1": 33}, hands=[[5, 5], [4], [4], [4]])
    act(state, "play 5x2")
    events = act(state, "5: move R0 +5")
    assert any(isinstance(e, PawnBumped) and e.pawn == pawn("R1") for e in events)
    assert state.board.safe_mask == 0 and not state.out
    events = act(state, legal_texts(state)[0])
    assert any(isinstance(e, PlayerSafe) and e.player == 0 for e in events)
    assert state.board.safe_mask == 1 << RED and state.out == (0,)


# --- P-12 President and Asshole -----------------------------------------------------------------


def test_P12_first_out_is_president_and_wins_with_all_pawns_home():
    state = make_state(all_home(RED, positions()), hands=[[3], [4], [4], [4]])
    events = act(state, "play 3x1", "skip 3")
    assert any(isinstance(e, PresidentCrowned) for e in events)
    assert isinstance(events[-1], GameWon) and events[-1].players == (0,)
    assert state.is_over() and state.phase == OVER
    assert state.outcome().winners == (0,) and state.legal_actions() == []
    assert state.current_player() is None and state.turn_player() is None


def test_P12_the_winner_is_shown_as_this_rounds_president_not_the_last_rounds():
    """The log says the winner is President of the round: the seats' titles, their
    notes (the player list, Results) and the phone say the same, with no Asshole."""
    state = make_state(all_home(RED, positions()), hands=[[3], [4], [4], [4]])
    state.titles = (1, 3)  # Blue was President of the round before, Green the Asshole
    act(state, "play 3x1", "skip 3")
    view = state.view(None)
    assert view.game.titles is not None and view.game.titles.president == 0
    assert view.game.titles.asshole == -1
    assert [seat.note for seat in view.seats] == ["President · safe", "", "", ""]


def test_P12_last_card_bringing_the_last_pawn_home_wins():
    pos = all_home(RED, positions())
    pos[pawn("R3")] = safety(4)
    state = make_state(pos, hands=[[2], [4], [4], [4]])
    events = act(state, "play 2x1", "2: move R3 +2")
    assert state.board.pos[pawn("R3")] == HOME
    assert state.is_over() and state.outcome().winners == (0,)
    assert "wins" in events[-1].headline(["Ann", "B", "C", "D"])


def test_P12_president_without_all_pawns_home_does_not_win():
    state = make_state({"R0": 20}, hands=[[3], [4], [4], [4]])
    act(state, "play 3x1", "3: move R0 +3")
    assert not state.is_over() and state.out == (0,)
    assert state.current_player() == 1


def test_P12_asshole_does_not_play_out_and_a_new_round_starts():
    state = make_state(hands=[[5], [], [], [3, 4]], turn=0)
    make_safe(state, BLUE)
    make_safe(state, YELLOW)
    events = act(state, "play 5x1", "skip 5")
    over = [e for e in events if isinstance(e, RoundOver)][0]
    assert (over.president, over.asshole, over.cards_left) == (1, 3, 2)
    assert "Asshole" in over.headline(["A", "B", "C", "D"])
    assert any(isinstance(e, RoundDealt) for e in events)
    assert state.round == 2 and state.titles == (1, 3)
    assert state.phase == TRADE and state.current_player() == 1
    assert state.sizes == [12] * 4 and state.out == ()
    assert state.view(None).seats[1].note == "President"
    assert state.view(None).seats[3].note == "Asshole"


def test_P12_only_the_first_out_is_president():
    state = make_state({"R0": 20}, hands=[[3], [4, 4], [5], [7, 7]], turn=0)
    act(state, "play 3x1", "3: move R0 +3")
    events = act(state, "play 4x1", "skip 4", "play 5x1", "skip 5")
    assert not any(isinstance(e, PresidentCrowned) for e in events)
    assert state.out == (0, 2)


# --- P-13 Home -----------------------------------------------------------------------------------


def test_P13_all_pawns_home_keeps_playing_moves_skipped():
    state = make_state(all_home(RED, positions()), hands=[[S, 1, 3], [4], [4], [4]])
    assert "play Sx1" in legal_texts(state)
    act(state, "play 1x1")
    assert legal_texts(state) == ["skip 1"]
    act(state, "skip 1")
    assert not state.is_over() and state.current_player() == 1


def test_P13_all_home_but_not_president_plays_on_next_round():
    state = make_state(all_home(BLUE, positions()), hands=[[3], [4, 4], [], []], turn=0)
    make_safe(state, YELLOW)
    make_safe(state, GREEN)
    act(state, "play 3x1", "skip 3")  # Red out second: Blue is the Asshole
    assert not state.is_over() and state.round == 2 and state.titles == (2, 1)


# --- P-14 End and ranking --------------------------------------------------------------------------


def test_P14_ranking_winner_then_home_then_distance():
    pos = all_home(GREEN, positions(R0=HOME, R1=20, B0=HOME, B1=40, Y0=30))
    state = make_state(pos, hands=[[4], [4], [4], [3]], turn=3)
    act(state, "play 3x1", "skip 3")
    assert state.outcome().winners == (3,)
    # Red and Blue have one pawn HOME each; Blue's second pawn went further
    assert state.ranking() == [3, 1, 0, 2]
    assert state.outcome().reason and "HOME" in state.outcome().reason


def test_P14a_distance_then_lower_seat_breaks_ties():
    """P-14a: ties after pawns Home go to distance travelled, then the lower seat."""
    state = make_state(positions(R0=10, B0=25, Y0=40, G0=55))  # each 6 past its exit
    assert [state.progress(s) for s in range(4)] == [7, 7, 7, 7]
    assert state.ranking() == [0, 1, 2, 3]
    state.board = Board.from_positions(positions(R0=10, B0=26, Y0=40, G0=HOME))
    assert state.ranking() == [3, 1, 0, 2]
    assert state.progress(3) == 65 and state.progress(0) == 7


def test_P14a_a_won_game_ranks_home_ties_by_distance_then_lower_seat():
    """P-14a: Green wins; Red, Blue and Yellow each have one pawn HOME. Distance is the
    steps from START along the path (0 in START, 65 at HOME, 64 on SAFETY 5): Yellow's
    two pawns out on the track beat the others' SAFETY 5 pawn, and Red and Blue, level
    on both, go in seat order."""
    pos = positions(R0=HOME, R1=safety(5), B0=HOME, B1=safety(5), Y0=HOME, Y1=20, Y2=30)
    state = make_state(all_home(GREEN, pos), hands=[[4], [4], [4], [3]], turn=3)
    act(state, "play 3x1", "skip 3")
    assert state.outcome().winners == (GREEN,)
    assert [state.home_count(s) for s in (RED, BLUE, YELLOW)] == [1, 1, 1]
    # Yellow exits on 34 and turns in at 32: 20 is 47 steps along, 30 is 57
    assert [state.progress(s) for s in range(4)] == [65 + 64, 65 + 64, 65 + 47 + 57, 4 * 65]
    assert state.ranking() == [GREEN, YELLOW, RED, BLUE]


# --- hidden hands ------------------------------------------------------------------------------------


def test_view_shows_own_hand_and_only_counts_of_others():
    state = make_state(hands=[[3, 4], [8, 12, 12], [10], [5]])
    view = state.view(1)
    assert view.game.hand == (8, 12, 12)
    assert [s.cards for s in view.seats] == [2, 3, 1, 1]
    assert state.view(None).game.hand is None
    assert not hasattr(view.game, "hands")


def test_determinize_keeps_what_the_trade_told_the_two_players():
    import random

    state = trade_state([3, 8, 2] + [5] * 9, [4, 7, 12] + [5] * 8 + [3], president=2, asshole=0)
    act(state, "give 8")  # the Asshole's highest after receiving is the 12
    for k in range(30):
        world = state.determinize(2, random.Random(k))
        hand = world.view(0).game.hand
        assert 8 in hand  # the President knows the Asshole holds the 8
        assert max(RANKS.index(c) for c in hand) <= RANKS.index(12)
        assert world.hands[2] == state.hands[2]
        world = state.determinize(0, random.Random(k))
        assert 12 in world.view(2).game.hand  # the Asshole knows the President has it
    assert state.determinize(1, random.Random(1)).seed != state.seed


def test_picks_card_then_count_button_or_pass():
    state = make_state(hands=[[10, 10, 4], [5], [5], [5]])
    entries = state.picks()
    by_action = {str(a): pick for pick, a in entries}
    pick = by_action["play 10x2"]
    assert [(c.kind, c.key) for c in pick] == [("card", 10), ("button", "play 2")]
    assert pick[1].label == "Play two 10s"
    assert [c.kind for c in by_action["pass"]] == ["button"]
    assert by_action["play 4x1"][1].label == "Play 4"


def test_picks_for_moves_use_the_board_choices():
    state = make_state({"R0": 20}, hands=[[1, 3], [5], [5], [5]])
    act(state, "play 1x1")
    entries = state.picks()
    kinds_of = {str(a): [c.kind for c in pick] for pick, a in entries}
    assert kinds_of == {"1: start": ["start", "square"], "1: move R0 +1": ["pawn", "square"]}


def test_events_say_who_plays_in_player_words():
    state = make_state(hands=[[10, 10, 4], [5], [5], [5]])
    events = act(state, "play 10x2")
    assert kinds(events) == ["play"]
    assert events[0].describe(["You", "B", "C", "D"]) == "You play two 10s"
    assert events[0].describe(["Ann", "B", "C", "D"]) == "Ann plays two 10s"
    assert state.describe_action(GAME.parse_action("pass")) == "pass"
