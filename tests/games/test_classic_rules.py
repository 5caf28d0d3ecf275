"""Sorry! (classic) rules, one or more hand-built positions per rule id (RULES §C).

Geometry used throughout (C-1), b = 15 * colour:
    Red    b=0 : slides 1→4, 9→13;   exit 4,  SAFETY entry 2
    Blue   b=15: slides 16→19, 24→28; exit 19, entry 17
    Yellow b=30: slides 31→34, 39→43; exit 34, entry 32
    Green  b=45: slides 46→49, 54→58; exit 49, entry 47
"""

from __future__ import annotations

import random
import re
from collections import Counter

import pytest
from helpers_classic import (
    B0,
    B1,
    BLUE,
    G0,
    R0,
    R1,
    R2,
    R3,
    RED,
    Y0,
    Y3,
    YELLOW,
    cards_of,
    make_state,
    pos_of,
    safety,
    with_card,
)

from sorry_game.engine import GameConfig, IllegalAction
from sorry_game.games.board.board import Board
from sorry_game.games.board.cards import DECK_COUNTS, SORRY, full_deck
from sorry_game.games.board.events import (
    CardDrawn,
    DeckReshuffled,
    GameWon,
    PawnBumped,
    PawnMoved,
    PawnSlid,
    TurnForfeited,
)
from sorry_game.games.board.geometry import (
    BACKWARD,
    ENTRY,
    EXIT,
    FORWARD,
    HOME,
    SAFETY_BASE,
    SLIDES,
    START,
    TRACK_LEN,
)
from sorry_game.games.board.moves import (
    LEAVE,
    PASS,
    Leave,
    Move,
    SorryBump,
    Split,
    Switch,
)
from sorry_game.games.catalogue import get_game
from sorry_game.games.classic.actions import Discard, Play

GAME = get_game("classic")


# --- small helpers -------------------------------------------------------------------


def legal(state) -> list:
    acts = state.legal_actions()
    assert len(acts) == len(set(acts)), f"duplicate legal actions: {acts}"
    return acts


RULE_ID = re.compile(r"\b[CP]-\d+[a-z]?\b")


def refused(state, action) -> str:
    """Apply `action` to a clone, expect IllegalAction; returns its reason (player words,
    no rule id) followed by the rule id it names for the tests ("… [C-4]")."""
    trial = state.clone()
    before = trial.to_dict()
    with pytest.raises(IllegalAction) as info:
        trial.apply(action)
    assert info.value.reason, "an illegal action needs a reason"
    assert not RULE_ID.search(info.value.reason), "players never see rule ids"
    assert trial.to_dict() == before, "a refused action must not change the state"
    return f"{info.value.reason} [{info.value.rule}]"


def kinds(events) -> list[str]:
    return [e.kind for e in events]


def bumped(events) -> set[int]:
    return {e.pawn for e in events if isinstance(e, PawnBumped)}


def forfeit_events(events) -> list[TurnForfeited]:
    return [e for e in events if isinstance(e, TurnForfeited)]


# --- C-1 Board -------------------------------------------------------------------------


def test_C1_slides_exit_and_entry_squares():
    expected = []
    for c in range(4):
        b = 15 * c
        expected += [(c, b + 1, b + 4), (c, b + 9, b + 13)]
    assert sorted(SLIDES) == sorted(expected)
    assert EXIT == (4, 19, 34, 49)
    assert ENTRY == (2, 17, 32, 47)
    assert TRACK_LEN == 60


@pytest.mark.parametrize("colour", range(4))
def test_C1_exit_to_home_is_64_steps(colour):
    """58 track steps to b+2, 5 in SAFETY, 1 into HOME."""
    pos = EXIT[colour]
    path = []
    for _ in range(64):
        pos = FORWARD[colour][pos][1]
        assert pos >= 0
        path.append(pos)
    assert path[-1] == HOME
    assert path[57] == ENTRY[colour]
    assert all(p < TRACK_LEN for p in path[:58])
    assert path[58:63] == [SAFETY_BASE + i for i in range(5)]
    # and the long way in one table look-up agrees where it can (moves of up to 12)
    assert FORWARD[colour][ENTRY[colour]][6] == HOME
    assert FORWARD[colour][ENTRY[colour]][7] == -1


def test_C1_track_is_a_clockwise_loop():
    # Blue (not entering on Red's side) goes 59 -> 0
    assert FORWARD[BLUE][59][1] == 0
    assert FORWARD[BLUE][58][5] == 3
    assert BACKWARD[BLUE][1][4] == 57


# --- C-2 Deck ------------------------------------------------------------------------


def test_C2_deck_has_45_cards_with_the_right_counts():
    deck = full_deck()
    assert len(deck) == 45
    counts = Counter(deck)
    assert counts[1] == 5
    for card in (2, 3, 4, 5, 7, 8, 10, 11, 12, SORRY):
        assert counts[card] == 4, card
    assert 6 not in counts and 9 not in counts
    assert dict(DECK_COUNTS) == dict(counts)


def test_C2_new_game_deck_is_shuffled_from_the_seed():
    s1 = GAME.new_state(GameConfig(4), 11)
    s2 = GAME.new_state(GameConfig(4), 11)
    s3 = GAME.new_state(GameConfig(4), 12)
    assert s1.pile == s2.pile and s1.card == s2.card
    assert s1.pile + [s1.card] != s3.pile + [s3.card]
    assert Counter(s1.pile + [s1.card]) == Counter(full_deck())


@pytest.mark.parametrize("hand", [False, True])
def test_C2_discards_are_reshuffled_when_the_pile_runs_out(hand):
    state = GAME.new_state(GameConfig(4, {"hand": hand}), 5)
    rng = random.Random(5)
    deck = Counter(full_deck())
    reshuffles = 0
    for _ in range(400):
        if state.is_over():
            break
        assert cards_of(state) == deck  # 45 cards, always
        pile_before = len(state.pile)
        discard_before = len(state.discard)
        events = state.apply(rng.choice(legal(state)))
        shuffles = [e for e in events if isinstance(e, DeckReshuffled)]
        if pile_before == 0 and not state.is_over():
            # the discards and the card just used became the new pile; one card drawn
            assert len(shuffles) == 1
            assert shuffles[0].cards == discard_before + 1
            assert state.discard == []
            assert len(state.pile) == shuffles[0].cards - 1
            reshuffles += 1
        else:
            assert not shuffles
    assert reshuffles >= 2
    assert state.shuffles == reshuffles


def test_C2_reshuffle_is_exact_in_draw_mode():
    """Empty the pile by hand: the next draw shuffles exactly the discards into a new pile."""
    state = make_state({"R0": 20}, card=5)
    discards = full_deck()
    discards.remove(5)
    state.pile = []
    state.discard = discards
    events = state.apply(Move(R0, 5))
    assert [e.cards for e in events if isinstance(e, DeckReshuffled)] == [45]
    assert state.discard == []
    assert len(state.pile) == 44
    assert Counter(state.pile + [state.card]) == Counter(full_deck())
    assert state.shuffles == 1
    assert kinds(events).index("shuffle") < kinds(events).index("draw")


# --- C-3 Players ---------------------------------------------------------------------


def test_C3_two_players_take_red_and_yellow():
    state = GAME.new_state(GameConfig(2), 3)
    assert state.rules.colours == (RED, YELLOW)
    assert state.view(0).colours == (RED, YELLOW)
    assert GAME.new_state(GameConfig(3), 3).rules.colours == (0, 1, 2)
    assert GAME.new_state(GameConfig(4), 3).rules.colours == (0, 1, 2, 3)


@pytest.mark.parametrize("players", [1, 5])
def test_C3_player_count_is_2_to_4(players):
    with pytest.raises(ValueError):
        GAME.new_state(GameConfig(players), 1)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_C3_first_player_comes_from_the_seed(players):
    firsts = [GAME.new_state(GameConfig(players), seed).current for seed in range(60)]
    assert set(firsts) == set(range(players))
    again = [GAME.new_state(GameConfig(players), seed).current for seed in range(60)]
    assert firsts == again


def test_C3_rematch_winner_goes_first():
    for seat in range(4):
        state = GAME.new_state(GameConfig(4, {"first_player": seat}), 99)
        assert state.current_player() == seat


def test_C3_turns_go_clockwise():
    state = make_state({}, card=3, current=2, players=3)
    state.apply(PASS)
    assert state.current == 0
    state = with_card(state, 5)
    state.apply(PASS)
    assert state.current == 1


# --- C-4 Leaving START --------------------------------------------------------------------


@pytest.mark.parametrize("card", [1, 2])
def test_C4_one_or_two_leaves_start_once_not_per_pawn(card):
    state = make_state({}, card=card)
    assert legal(state) == [LEAVE]
    state.apply(LEAVE)
    assert pos_of(state, "R0") == EXIT[RED]
    assert [pos_of(state, n) for n in ("R1", "R2", "R3")] == [START] * 3


@pytest.mark.parametrize("card", [3, 4, 5, 7, 8, 10, 11, 12])
def test_C4_other_cards_never_leave_start(card):
    state = make_state({"B0": 20}, card=card)
    assert legal(state) == [PASS]
    assert "C-4" in refused(state, LEAVE)


def test_C4_first_turn_without_one_or_two_is_forfeited():
    state = GAME.new_state(GameConfig(4, {"first_player": 0}), 7)
    state = with_card(state, 8, 0)
    assert legal(state) == [PASS]
    events = state.apply(PASS)
    assert forfeit_events(events)
    assert state.current == 1


def test_C4_leaving_bumps_an_opponent_on_the_exit_square():
    state = make_state({"B0": 4}, card=1)
    events = state.apply(LEAVE)
    assert pos_of(state, "R0") == 4
    assert pos_of(state, "B0") == START
    assert bumped(events) == {B0}


def test_C4_cannot_leave_onto_own_pawn():
    state = make_state({"R2": 4}, card=1)
    assert legal(state) == [Move(R2, 1)]
    assert "C-4" in refused(state, LEAVE)


def test_C4_lowest_start_pawn_leaves():
    state = make_state({"R0": 30, "R1": 40}, card=2)
    state.apply(LEAVE)
    assert pos_of(state, "R2") == 4
    assert pos_of(state, "R3") == START


# --- C-5 Jumping and bumping --------------------------------------------------------------


def test_C5_jump_over_pawns_vs_bump_on_landing():
    # jump: an opponent on the path is untouched
    state = make_state({"R0": 20, "B0": 22, "R1": 23}, card=5)
    events = state.apply(Move(R0, 5))
    assert pos_of(state, "R0") == 25
    assert pos_of(state, "B0") == 22 and pos_of(state, "R1") == 23
    assert not bumped(events)
    # bump: an opponent on the landing square goes to START
    state = make_state({"R0": 20, "B0": 25}, card=5)
    events = state.apply(Move(R0, 5))
    assert pos_of(state, "R0") == 25
    assert pos_of(state, "B0") == START
    assert bumped(events) == {B0}


def test_C5_never_end_on_own_pawn():
    state = make_state({"R0": 20, "R1": 25}, card=5)
    acts = legal(state)
    assert Move(R0, 5) not in acts
    assert Move(R1, 5) in acts
    assert "C-5" in refused(state, Move(R0, 5))


def test_C5_backward_move_bumps_too():
    state = make_state({"R0": 30, "Y0": 26}, card=4)
    events = state.apply(Move(R0, -4))
    assert pos_of(state, "R0") == 26 and pos_of(state, "Y0") == START
    assert bumped(events) == {Y0}


# --- C-6 Must move -----------------------------------------------------------------------


def test_C6_must_move_even_to_own_disadvantage():
    # the only move takes R0 backward out of SAFETY: still compulsory
    state = make_state({"R0": safety(3)}, card=4)
    assert legal(state) == [Move(R0, -4)]
    assert "C-6" in refused(state, PASS)
    state.apply(Move(R0, -4))
    assert pos_of(state, "R0") == 1  # 2 back in SAFETY, entry 2, then square 1


def test_C6_pass_only_when_nothing_moves():
    state = make_state({"R0": safety(5)}, card=3)
    assert legal(state) == [PASS]


# --- C-7 Slides ----------------------------------------------------------------------------


def test_C7_slide_of_other_colour_bumps_own_pawn():
    state = make_state({"R0": 14, "B0": 17, "R1": 18, "Y0": 20}, card=2)
    events = state.apply(Move(R0, 2))  # lands on 16, Blue's short slide
    assert pos_of(state, "R0") == 19
    assert pos_of(state, "B0") == START
    assert pos_of(state, "R1") == START  # own pawn on the slide is bumped too
    assert pos_of(state, "Y0") == 20  # beyond the slide: untouched
    assert bumped(events) == {B0, R1}
    slides = [e for e in events if isinstance(e, PawnSlid)]
    assert slides == [PawnSlid(R0, 16, 19)]


def test_C7_slide_end_occupied_by_own_pawn_is_bumped():
    state = make_state({"R0": 21, "R1": 28}, card=3)
    assert Move(R0, 3) in legal(state)
    state.apply(Move(R0, 3))  # 24: Blue's long slide -> 28
    assert pos_of(state, "R0") == 28
    assert pos_of(state, "R1") == START


def test_C7_own_colour_slide_does_not_slide():
    state = make_state({"B0": 14, "R0": 17, "Y0": 19}, card=2, current=1)
    events = state.apply(Move(B0, 2))  # 16 is Blue's own slide start
    assert pos_of(state, "B0") == 16
    assert pos_of(state, "R0") == 17 and pos_of(state, "Y0") == 19
    assert "slide" not in kinds(events)
    # Red on Red's long slide start stays put too
    state = make_state({"R0": 6, "B0": 11}, card=3)
    state.apply(Move(R0, 3))
    assert pos_of(state, "R0") == 9 and pos_of(state, "B0") == 11


def test_C7_landing_on_occupied_slide_start_bumps_then_slides():
    state = make_state({"R0": 21, "Y0": 24, "G0": 27}, card=3)
    events = state.apply(Move(R0, 3))
    assert pos_of(state, "R0") == 28
    assert pos_of(state, "Y0") == START and pos_of(state, "G0") == START
    assert bumped(events) == {Y0, G0}


def test_C7_pawn_inside_slide_moving_back_onto_its_start_slides_without_bumping_itself():
    """R0 stands on 28, the end of Blue's long slide 24→28; backward 4 lands on 24:
    it slides back to 28, bumping every other pawn on 25..28, not itself."""
    state = make_state({"R0": 28, "B0": 25, "R1": 26, "Y0": 27}, card=4)
    events = state.apply(Move(R0, -4))
    assert pos_of(state, "R0") == 28
    assert pos_of(state, "B0") == START
    assert pos_of(state, "R1") == START
    assert pos_of(state, "Y0") == START
    assert R0 not in bumped(events)
    assert bumped(events) == {B0, R1, Y0}
    state.board.check()


def test_C7_pawn_inside_slide_backward_one_onto_its_start():
    """R0 on 17 (inside Blue's short slide 16→19), a 10 backward 1 lands on 16: slide."""
    state = make_state({"R0": 17, "R1": 18, "B1": 19}, card=10)
    assert Move(R0, -1) in legal(state)
    events = state.apply(Move(R0, -1))
    assert pos_of(state, "R0") == 19
    assert pos_of(state, "R1") == START and pos_of(state, "B1") == START
    assert R0 not in bumped(events)
    state.board.check()


def test_C7_backward_onto_slide_start_slides():
    state = make_state({"R0": 35, "G0": 32}, card=4)
    state.apply(Move(R0, -4))  # 31: Yellow's short slide -> 34
    assert pos_of(state, "R0") == 34
    assert pos_of(state, "G0") == START


# --- C-8 Safety and HOME ----------------------------------------------------------------------


def test_C8_only_own_colour_enters_safety():
    state = make_state({"R0": 0}, card=5)
    state.apply(Move(R0, 5))
    assert pos_of(state, "R0") == safety(3)
    state = make_state({"B0": 0}, card=5, current=1)
    state.apply(Move(B0, 5))
    assert pos_of(state, "B0") == 5  # Blue passes Red's entry on the track


def test_C8_forward_move_passing_entry_goes_into_safety():
    state = make_state({"R0": 58}, card=5)
    state.apply(Move(R0, 5))  # 59, 0, 1, 2, then SAFETY 1
    assert pos_of(state, "R0") == safety(1)


def test_C8_backward_four_from_exit_then_into_safety_without_a_lap():
    state = make_state({"R0": EXIT[RED]}, card=4)
    state.apply(Move(R0, -4))
    assert pos_of(state, "R0") == 0
    with_card(state, 5, 0)
    assert Move(R0, 5) in legal(state)
    state.apply(Move(R0, 5))  # 1, 2, SAFETY 1, 2, 3
    assert pos_of(state, "R0") == safety(3)


@pytest.mark.parametrize("colour", range(4))
def test_C8_backward_four_from_exit_then_exact_home(colour):
    # every colour: after backing up from the exit, 8 steps reach HOME (2 + 5 + 1)
    b = 15 * colour
    back = BACKWARD[colour][EXIT[colour]][4]
    assert back == b
    assert FORWARD[colour][back][8] == HOME
    assert FORWARD[colour][back][3] == SAFETY_BASE


def test_C8_backward_out_of_safety():
    state = make_state({"R0": safety(1)}, card=4)
    state.apply(Move(R0, -4))  # entry 2, 1, 0, 59
    assert pos_of(state, "R0") == 59
    state = make_state({"R0": safety(4)}, card=4)
    state.apply(Move(R0, -4))  # SAFETY 3, 2, 1, entry square 2
    assert pos_of(state, "R0") == 2
    state = make_state({"R0": safety(1)}, card=10)
    assert set(legal(state)) == {Move(R0, -1)}
    state.apply(Move(R0, -1))
    assert pos_of(state, "R0") == ENTRY[RED]


def test_C8_backward_out_of_safety_bumps_on_the_track():
    state = make_state({"R0": safety(2), "G0": 59}, card=4)
    state.apply(Move(R0, -4))  # SAFETY 1, entry 2, 1, 0
    assert pos_of(state, "R0") == 0
    state = make_state({"R0": safety(1), "G0": 59}, card=4)
    state.apply(Move(R0, -4))
    assert pos_of(state, "R0") == 59 and pos_of(state, "G0") == START


def test_C8_no_backward_entry_into_safety():
    # backward across the entry square stays on the track
    state = make_state({"R0": 5}, card=4)
    state.apply(Move(R0, -4))  # 4, 3, 2, 1 (Red's own slide: no slide)
    assert pos_of(state, "R0") == 1
    state = make_state({"R0": 3}, card=10)
    state.apply(Move(R0, -1))
    assert pos_of(state, "R0") == 2
    with_card(state, 10, 0)
    state.apply(Move(R0, -1))
    assert pos_of(state, "R0") == 1
    # exhaustively: no backward move from the track lands in SAFETY
    for c in range(4):
        for p in range(TRACK_LEN):
            for n in (1, 4):
                assert 0 <= BACKWARD[c][p][n] < TRACK_LEN


def test_C8_pawn_on_its_own_entry_square_goes_into_safety_next():
    """Reading of C-8: the SAFETY fork is right after b+2, so a pawn standing on b+2
    (e.g. after a backward move out of SAFETY) enters SAFETY on its next forward move."""
    state = make_state({"R0": safety(1)}, card=10)
    state.apply(Move(R0, -1))
    assert pos_of(state, "R0") == ENTRY[RED]
    with_card(state, 1, 0)
    state.apply(Move(R0, 1))
    assert pos_of(state, "R0") == safety(1)
    state = make_state({"R0": ENTRY[RED]}, card=5)
    state.apply(Move(R0, 5))
    assert pos_of(state, "R0") == safety(5)
    assert FORWARD[RED][ENTRY[RED]][6] == HOME
    # and one square further back (b+1) the same: no second lap
    state = make_state({"R0": 1}, card=7)
    assert Move(R0, 7) in legal(state)
    state.apply(Move(R0, 7))
    assert pos_of(state, "R0") == HOME


def test_C8_home_needs_the_exact_count():
    state = make_state({"R0": safety(4)}, card=3)
    assert legal(state) == [PASS]
    assert "exact" in refused(state, Move(R0, 3))
    state = make_state({"R0": safety(4)}, card=2)
    state.apply(Move(R0, 2))
    assert pos_of(state, "R0") == HOME
    state = make_state({"R0": 0}, card=8)
    state.apply(Move(R0, 8))  # 2 on the track, 5 SAFETY, HOME
    assert pos_of(state, "R0") == HOME
    state = make_state({"R0": 0}, card=10)
    assert legal(state) == [Move(R0, -1)]  # 10 forward overshoots HOME


def test_C8_home_pawn_never_moves_again():
    for card in (1, 2, 3, 4, 5, 7, 8, 10, 11, 12, SORRY):
        state = make_state({"R0": HOME, "R1": HOME, "R2": HOME, "R3": safety(5), "B0": 20})
        with_card(state, card, 0)
        for action in legal(state):
            if isinstance(action, (Move, Split)):
                assert action.pawn != R0 and getattr(action, "pawn2", None) not in (R0, R1, R2)
            assert not isinstance(action, Switch)
    state = make_state({"R0": HOME, "B0": 20}, card=4)
    assert legal(state) == [PASS]
    assert "HOME" in refused(state, Move(R0, -4))


def test_C8_safety_is_per_colour_and_never_bumped():
    # Red moving to its SAFETY 2 does not touch Blue's pawn on Blue's SAFETY 2
    state = make_state({"R0": safety(1), "B0": safety(2)}, card=1)
    events = state.apply(Move(R0, 1))
    assert pos_of(state, "R0") == safety(2) and pos_of(state, "B0") == safety(2)
    assert not bumped(events)
    state.board.check()
    # but two Red pawns never share a SAFETY square
    state = make_state({"R0": safety(1), "R1": safety(2)}, card=1)
    assert Move(R0, 1) not in legal(state)
    assert "C-5" in refused(state, Move(R0, 1))


def test_C8_pawns_in_safety_are_not_switched_or_sorried():
    state = make_state({"R0": 20, "B0": safety(2), "Y0": HOME}, card=11)
    assert not [a for a in legal(state) if isinstance(a, Switch)]
    state = make_state({"B0": safety(2), "Y0": HOME, "G0": START}, card=SORRY)
    assert legal(state) == [PASS]


# --- C-9 the 1, 2, 3, 4, 5, 8, 12 -----------------------------------------------------------


def test_C9_one_leaves_or_moves_forward_one():
    state = make_state({"R0": 20}, card=1)
    assert set(legal(state)) == {LEAVE, Move(R0, 1)}


@pytest.mark.parametrize("card", [3, 5, 8, 12])
def test_C9_plain_forward_cards(card):
    state = make_state({"R0": 5, "B0": 20}, card=card)
    assert legal(state) == [Move(R0, card)]
    state.apply(Move(R0, card))
    assert pos_of(state, "R0") == 5 + card
    assert "C-9" in refused(with_card(make_state({"R0": 5}), card), Move(R0, -card))


def test_C9_four_moves_backward_only():
    state = make_state({"R0": 20}, card=4)
    assert legal(state) == [Move(R0, -4)]
    assert "C-9" in refused(state, Move(R0, 4))


def test_C9_two_draws_again():
    state = make_state({"R0": 20}, card=2)
    turns = state.turns
    events = state.apply(Move(R0, 2))
    assert state.current == 0
    assert state.turns == turns + 1
    draws = [e for e in events if isinstance(e, CardDrawn)]
    assert draws and draws[-1].player == 0


def test_C9_a_two_that_cannot_move_still_draws_again():
    state = make_state({"R0": safety(5), "R1": HOME, "R2": HOME, "R3": HOME}, card=2)
    assert legal(state) == [PASS]
    events = state.apply(PASS)
    assert forfeit_events(events)
    assert state.current == 0  # same player keeps the turn
    draws = [e for e in events if isinstance(e, CardDrawn)]
    assert draws and draws[-1].player == 0
    assert state.discard[-1] == 2


# --- C-10 the 7 -----------------------------------------------------------------------------


def _splits(acts):
    return [a for a in acts if isinstance(a, Split)]


def test_C10_seven_forward_or_split():
    state = make_state({"R0": 5, "R1": safety(1)}, card=7)
    acts = legal(state)
    assert Move(R0, 7) in acts
    assert Move(R1, 7) not in acts  # overshoots HOME
    # R1 can take 1..5 (5 reaches HOME exactly), R0 the rest: five distinct results
    splits = _splits(acts)
    assert len(splits) == 5
    results = set()
    for s in splits:
        child = state.clone()
        child.apply(s)
        results.add(tuple(child.board.pos))
    assert len(results) == 5
    expected = {(5 + 7 - k, SAFETY_BASE + k if k < 5 else HOME) for k in range(1, 6)}
    got = {r[:2] for r in results}
    assert got == {(a, b) for a, b in expected}


def test_C10_split_listed_once_per_distinct_result():
    state = make_state({"R0": 5, "R1": 20, "R2": 40}, card=7)
    splits = _splits(legal(state))
    results = []
    for s in splits:
        child = state.clone()
        child.apply(s)
        results.append(tuple(child.board.pos))
    assert len(results) == len(set(results))
    # both orders give the same result here: only one of them is listed
    a = Split(R0, 3, R1, 4)
    b = Split(R1, 4, R0, 3)
    assert (a in splits) != (b in splits)


def test_C10_split_only_with_pawns_out_of_start():
    state = make_state({"R0": 20}, card=7)
    assert legal(state) == [Move(R0, 7)]
    assert "C-10" in refused(state, Split(R0, 3, R1, 4))
    state = make_state({"R0": 20, "R1": HOME}, card=7)
    assert legal(state) == [Move(R0, 7)]


def test_C10_split_into_home_with_the_remainder_exact():
    state = make_state({"R0": safety(4), "R1": 5}, card=7)
    acts = legal(state)
    results = {}
    for s in _splits(acts):
        child = state.clone()
        child.apply(s)
        results[s] = (pos_of(child, "R0"), pos_of(child, "R1"))
    assert (HOME, 10) in results.values()  # 2 to HOME, 5 for R1
    assert (safety(5), 11) in results.values()  # 1 + 6
    assert len(results) == 2  # R0 cannot take 3..6 (past HOME)
    # both pawns need exactly the remainder: 4 + 3 puts both HOME
    state = make_state({"R0": safety(2), "R1": safety(3)}, card=7)
    acts = legal(state)
    assert len(_splits(acts)) == 1
    state.apply(_splits(acts)[0])
    assert pos_of(state, "R0") == HOME and pos_of(state, "R1") == HOME
    # all seven must be used: needs 2 + 3 = 5 only -> no move at all
    state = make_state({"R0": safety(4), "R1": safety(3)}, card=7)
    assert legal(state) == [PASS]


def test_C10_split_first_part_with_its_slide_is_complete_before_the_second():
    # R0 +2 lands on 16 and slides to 19, bumping R1 on 18: R1 cannot then take 5
    state = make_state({"R0": 14, "R1": 18, "B0": 17}, card=7)
    acts = legal(state)
    assert Split(R0, 2, R1, 5) not in acts
    refused(state, Split(R0, 2, R1, 5))
    # the other order is fine: R1 moves off the slide first
    assert Split(R1, 5, R0, 2) in acts
    events = state.apply(Split(R1, 5, R0, 2))
    assert pos_of(state, "R1") == 23 and pos_of(state, "R0") == 19
    assert pos_of(state, "B0") == START
    assert bumped(events) == {B0}


def test_C10_split_events_first_part_before_second():
    state = make_state({"R0": 14, "R1": 18, "B0": 17, "Y0": 25}, card=7)
    events = state.apply(Split(R1, 7 - 2, R0, 2))
    order = [(e.kind, e.pawn) for e in events if e.kind in ("move", "slide", "bump")]
    # R1 18 -> 23 first; then R0 14 -> 16, bumps B0 on the slide, slides to 19
    assert order[0] == ("move", R1)
    assert order.index(("move", R0)) > 0
    assert order.index(("bump", B0)) > order.index(("move", R0))
    assert order[-1] == ("slide", R0)
    assert pos_of(state, "Y0") == 25


def test_C10_split_second_part_may_land_where_the_first_part_left():
    state = make_state({"R0": 8, "R1": 5}, card=7)
    acts = legal(state)
    assert Split(R0, 4, R1, 3) in acts  # R0 leaves 8 first, R1 lands on it
    assert Split(R1, 3, R0, 4) not in acts  # R1 would land on R0
    state.apply(Split(R0, 4, R1, 3))
    assert pos_of(state, "R0") == 12 and pos_of(state, "R1") == 8


def test_C10_split_first_part_bumps_then_second_lands_on_the_slide():
    # R0 +1 onto 24 slides to 28 bumping B0 on 26; then R1 +6 from 20 lands on 26
    state = make_state({"R0": 23, "R1": 20, "B0": 26}, card=7)
    acts = legal(state)
    assert Split(R0, 1, R1, 6) in acts
    events = state.apply(Split(R0, 1, R1, 6))
    assert pos_of(state, "R0") == 28 and pos_of(state, "R1") == 26
    assert pos_of(state, "B0") == START
    assert bumped(events) == {B0}
    state.board.check()


def test_C10_the_two_halves_never_end_on_one_square():
    state = make_state({"R0": 5, "R1": 8}, card=7)
    acts = legal(state)
    # 5 + 5 and 8 + 2 both make 10
    assert Split(R0, 5, R1, 2) not in acts and Split(R1, 2, R0, 5) not in acts
    refused(state, Split(R0, 5, R1, 2))
    refused(state, Split(R1, 2, R0, 5))
    for s in _splits(acts):
        child = state.clone()
        child.apply(s)
        a, b = pos_of(child, "R0"), pos_of(child, "R1")
        assert a != b
    # in SAFETY too: from S1 and S2, 4 + 3 would put both on S5
    state = make_state({"R0": safety(1), "R1": safety(2)}, card=7)
    splits = _splits(legal(state))
    assert Split(R0, 4, R1, 3) not in splits and Split(R1, 3, R0, 4) not in splits
    refused(state, Split(R0, 4, R1, 3))
    assert len(splits) == 2  # 3 + 4 (R1 HOME) and 5 + 2 (R0 HOME)
    for s in splits:
        child = state.clone()
        child.apply(s)
        a, b = pos_of(child, "R0"), pos_of(child, "R1")
        assert a != b or a == HOME


def test_C10_split_parts_must_add_to_seven_and_be_forward():
    state = make_state({"R0": 5, "R1": 20}, card=7)
    refused(state, Split(R0, 3, R1, 3))
    refused(state, Split(R0, 7, R1, 0))
    refused(state, Split(R0, -1, R1, 8))
    refused(state, Split(R0, 3, R0, 4))


def _all_split_results(state) -> set[tuple[int, ...]]:
    """Brute force: every (a, k, b) split applied part by part on board copies."""
    colour = state.moving_colour()
    out = set()
    for a in range(colour * 4, colour * 4 + 4):
        for b in range(colour * 4, colour * 4 + 4):
            if a == b:
                continue
            for k in range(1, 7):
                board = state.board.copy()
                if board.pos[a] >= HOME or board.pos[b] >= HOME:
                    continue
                d = FORWARD[colour][board.pos[a]][k]
                if d < 0 or not board.can_land(colour, d):
                    continue
                board.place(a, d, None)
                if board.pos[b] >= HOME:
                    continue
                d2 = FORWARD[colour][board.pos[b]][7 - k]
                if d2 < 0 or not board.can_land(colour, d2):
                    continue
                board.place(b, d2, None)
                out.add(tuple(board.pos))
    return out


@pytest.mark.parametrize("seed", range(40))
def test_C10_every_split_result_is_offered_exactly_once(seed):
    rng = random.Random(seed)
    squares = rng.sample(range(60), 8) + [safety(i) for i in rng.sample(range(1, 6), 2)]
    where = {}
    names = ["R0", "R1", "R2", "B0", "Y0", "G0", "B1", "Y1"]
    for name, sq in zip(names, squares[:8], strict=True):
        where[name] = sq
    where["R3"] = squares[8]
    state = make_state(where, card=7)  # the squares are distinct by construction
    splits = _splits(legal(state))
    results = []
    for s in splits:
        child = state.clone()
        child.apply(s)
        child.board.check()
        results.append(tuple(child.board.pos))
    assert len(results) == len(set(results))
    assert set(results) == _all_split_results(state)


# --- C-10a the 10 ----------------------------------------------------------------------------


def test_C10a_ten_forward_or_backward_one():
    state = make_state({"R0": 20}, card=10)
    assert set(legal(state)) == {Move(R0, 10), Move(R0, -1)}
    state.apply(Move(R0, -1))
    assert pos_of(state, "R0") == 19


def test_C10a_backward_one_from_exit_and_from_safety():
    state = make_state({"R0": EXIT[RED]}, card=10)
    assert set(legal(state)) == {Move(R0, 10), Move(R0, -1)}
    state.apply(Move(R0, -1))
    assert pos_of(state, "R0") == 3
    state = make_state({"R0": safety(5)}, card=10)
    assert legal(state) == [Move(R0, -1)]
    state.apply(Move(R0, -1))
    assert pos_of(state, "R0") == safety(4)


def test_C10a_backward_one_bumps():
    state = make_state({"R0": 21, "B0": 20}, card=10)
    state.apply(Move(R0, -1))
    assert pos_of(state, "R0") == 20 and pos_of(state, "B0") == START


# --- C-11 the 11 -------------------------------------------------------------------------------


def test_C11_forward_or_switch_with_any_opponent_track_pawn():
    state = make_state({"R0": 20, "B0": 30, "Y0": 45, "G0": safety(1), "R1": safety(2)}, card=11)
    acts = legal(state)
    assert set(acts) == {Move(R0, 11), Switch(R0, B0), Switch(R0, Y0)}
    assert PASS not in acts


def test_C11_switch_exchanges_places():
    state = make_state({"R0": 20, "B0": 30}, card=11)
    events = state.apply(Switch(R0, B0))
    assert pos_of(state, "R0") == 30 and pos_of(state, "B0") == 20
    state.board.check()
    moved = {(e.pawn, e.src, e.dest) for e in events if isinstance(e, PawnMoved)}
    assert moved == {(R0, 20, 30), (B0, 30, 20)}


def test_C11_switch_onto_a_slide_start_slides():
    state = make_state({"R0": 20, "Y0": 24, "B0": 26, "R1": 27}, card=11)
    events = state.apply(Switch(R0, Y0))
    assert pos_of(state, "R0") == 28
    assert pos_of(state, "Y0") == 20
    assert pos_of(state, "B0") == START and pos_of(state, "R1") == START
    assert bumped(events) == {B0, R1}
    assert "slide" in kinds(events)
    state.board.check()


def test_C11_switch_from_inside_the_slide_bumps_the_switched_pawn():
    # R0 on 26 (inside Blue's long slide) switches with Y0 on its start 24:
    # R0 slides 24 -> 28 and Y0, now on 26, is on the slide and is bumped
    state = make_state({"R0": 26, "Y0": 24}, card=11)
    events = state.apply(Switch(R0, Y0))
    assert pos_of(state, "R0") == 28
    assert pos_of(state, "Y0") == START
    assert R0 not in bumped(events)
    state.board.check()


def test_C11_switch_onto_own_slide_start_does_not_slide():
    state = make_state({"R0": 20, "B0": 9, "Y0": 10}, card=11)
    state.apply(Switch(R0, B0))
    assert pos_of(state, "R0") == 9 and pos_of(state, "Y0") == 10


def test_C11_switched_opponent_does_not_slide():
    """Reading of C-7/C-11: only the player's own (moving) pawn slides after a switch."""
    state = make_state({"R0": 31, "B0": 20, "G0": 33}, card=11)
    state.apply(Switch(R0, B0))
    assert pos_of(state, "B0") == 31 and pos_of(state, "G0") == 33


def test_C11_no_switch_with_start_safety_or_home_pawns():
    state = make_state({"R0": safety(1), "B0": 20, "Y0": HOME}, card=11)
    assert legal(state) == [PASS]  # R0 is not on the track; nothing else moves
    state = make_state({"R0": 20, "B0": safety(1), "Y0": HOME}, card=11)
    assert legal(state) == [Move(R0, 11)]
    assert "C-11" in refused(state, Switch(R0, Y0))


def test_C11_declining_a_switch_only_when_it_is_the_only_move():
    # R1 on 58 cannot go forward 11 (past HOME); R0 in SAFETY cannot move 11 or switch
    state = make_state({"R0": safety(1), "R1": 58, "B0": 20}, card=11)
    acts = legal(state)
    assert set(acts) == {Switch(R1, B0), PASS}
    events = state.apply(PASS)
    assert forfeit_events(events)
    assert forfeit_events(events)[0].rule == "C-11"
    assert pos_of(state, "R1") == 58 and pos_of(state, "B0") == 20
    # with a forward 11 possible the switch cannot be declined
    state = make_state({"R0": 20, "B0": 30}, card=11)
    assert PASS not in legal(state)
    assert "C-6" in refused(state, PASS)


def test_C11_switch_is_never_with_own_pawns():
    state = make_state({"R0": 20, "R1": 30, "R2": 40}, card=11)
    assert not _switches(legal(state))
    refused(state, Switch(R0, R1))


def _switches(acts):
    return [a for a in acts if isinstance(a, Switch)]


# --- C-12 SORRY! ---------------------------------------------------------------------------


def test_C12_sorry_bumps_an_opponent_from_start():
    state = make_state({"B0": 20, "Y0": 45, "G0": safety(2), "R1": 30}, card=SORRY)
    acts = legal(state)
    assert set(acts) == {SorryBump(B0), SorryBump(Y0)}
    events = state.apply(SorryBump(B0))
    assert pos_of(state, "R0") == 20 and pos_of(state, "B0") == START
    assert bumped(events) == {B0}


def test_C12_start_pawns_not_listed_once_per_pawn():
    state = make_state({"B0": 20}, card=SORRY)
    assert legal(state) == [SorryBump(B0)]


def test_C12_sorry_onto_a_slide_start_slides():
    state = make_state({"Y0": 24, "B0": 26, "R1": 27}, card=SORRY)
    events = state.apply(SorryBump(Y0))
    assert pos_of(state, "R0") == 28
    assert {pos_of(state, n) for n in ("Y0", "B0", "R1")} == {START}
    assert bumped(events) == {Y0, B0, R1}
    state.board.check()


def test_C12_sorry_onto_own_slide_start_does_not_slide():
    state = make_state({"B0": 1, "Y0": 2}, card=SORRY)
    state.apply(SorryBump(B0))
    assert pos_of(state, "R0") == 1 and pos_of(state, "Y0") == 2


def test_C12_sorry_with_no_target_forfeits():
    state = make_state({"B0": safety(1), "Y0": HOME, "R1": 20}, card=SORRY)
    assert legal(state) == [PASS]
    events = state.apply(PASS)
    assert forfeit_events(events)[0].rule == "C-12"
    assert state.current == 1


def test_C12_sorry_with_no_pawn_in_start_forfeits():
    state = make_state({"R0": 5, "R1": 6, "R2": 7, "R3": HOME, "B0": 20}, card=SORRY)
    assert legal(state) == [PASS]
    assert "C-12" in refused(state, SorryBump(B0))
    events = state.apply(PASS)
    assert forfeit_events(events)[0].rule == "C-12"


def test_C12_sorry_cannot_target_own_pawn():
    state = make_state({"R1": 20, "B0": 30}, card=SORRY)
    assert legal(state) == [SorryBump(B0)]
    refused(state, SorryBump(R1))


# --- C-13 Win and ranking ----------------------------------------------------------------------


def test_C13_all_four_home_wins_and_ranking():
    where = {
        # Yellow (seat 2) is about to win
        "Y0": HOME,
        "Y1": HOME,
        "Y2": HOME,
        "Y3": safety(5),
        # Green (seat 3): three HOME
        "G0": HOME,
        "G1": HOME,
        "G2": HOME,
        # Red and Blue: two HOME each, Red further along
        "R0": HOME,
        "R1": HOME,
        "R2": safety(3),
        "B0": HOME,
        "B1": HOME,
        "B2": 20,
    }
    state = make_state(where, card=1, current=2)
    events = state.apply(Move(Y3, 1))
    assert state.is_over()
    assert state.winners == (2,)
    assert [e for e in events if isinstance(e, GameWon)] == [GameWon((2,))]
    assert state.current_player() is None
    assert state.legal_actions() == []
    assert state.ranking() == [2, 3, 0, 1]
    assert "over" in refused(state, PASS)
    view = state.view(None)
    assert view.over and view.outcome.winners == (2,)


def test_C13_ranking_by_home_then_steps():
    state = make_state({"R0": 30, "B0": HOME, "Y0": 40, "G0": 10}, card=5)
    # Blue has a pawn HOME; Red (30: 26 steps), Yellow (40: 10 steps), Green (10: 25 steps)
    assert state.ranking() == [1, 0, 3, 2]
    assert state.home_count(1) == 1
    assert state.progress(0) > state.progress(3) > state.progress(2)


def test_C13_two_player_ranking():
    state = make_state({"Y0": HOME, "R0": safety(5)}, players=2, card=5)
    assert state.ranking() == [1, 0]


# --- C-14 Hand of five -------------------------------------------------------------------------


def test_C14_hands_of_five_dealt():
    state = GAME.new_state(GameConfig(4, {"hand": True}), 3)
    assert [len(h) for h in state.hands] == [5] * 4
    assert len(state.pile) == 45 - 20
    assert state.view(0).game.card is None
    assert state.view(0).game.hand == tuple(state.hands[0])
    assert [seat.cards for seat in state.view(0).seats] == [5] * 4
    assert Counter(state.pile + sum(state.hands, [])) == Counter(full_deck())


def test_C14_play_a_chosen_card_then_draw_one():
    state = make_state({"B0": 20}, hand=True, hands=[[1, 3, 5, 12, SORRY]] + [[3] * 5] * 3)
    acts = legal(state)
    assert set(acts) == {Play(1, LEAVE), Play(SORRY, SorryBump(B0))}
    pile = len(state.pile)
    state.apply(Play(SORRY, SorryBump(B0)))
    assert pos_of(state, "R0") == 20 and pos_of(state, "B0") == START
    assert len(state.hands[0]) == 5 and SORRY not in state.hands[0][:4]
    assert state.hands[0][:4] == [1, 3, 5, 12]
    assert len(state.pile) == pile - 1
    assert state.discard[-1] == SORRY
    assert state.current == 1


def test_C14_discard_when_nothing_moves():
    state = make_state({}, hand=True, hands=[[3, 4, 5, 8, 8]] + [[3] * 5] * 3)
    acts = legal(state)
    assert acts == [Discard(3), Discard(4), Discard(5), Discard(8)]
    state.apply(Discard(8))
    assert sorted(state.hands[0][:4]) == [3, 4, 5, 8]
    assert len(state.hands[0]) == 5
    assert state.discard[-1] == 8
    assert state.current == 1


def test_C14_cannot_discard_when_a_card_moves():
    state = make_state({"R0": 20}, hand=True, hands=[[3, 4, 5, 8, 8]] + [[3] * 5] * 3)
    assert all(isinstance(a, Play) for a in legal(state))
    assert "C-14" in refused(state, Discard(8))


def test_C14_a_two_plays_again():
    state = make_state({}, hand=True, hands=[[2, 3, 4, 5, 8]] + [[3] * 5] * 3)
    assert legal(state) == [Play(2, LEAVE)]
    state.apply(Play(2, LEAVE))
    assert state.current == 0
    assert len(state.hands[0]) == 5
    assert pos_of(state, "R0") == 4


def test_C14_only_switches_may_be_declined_by_discarding():
    hands = [[11, 11, 12, SORRY, 12]] + [[3] * 5] * 3
    state = make_state(
        {"R0": 58, "R1": HOME, "R2": HOME, "R3": HOME, "B0": 20}, hand=True, hands=hands
    )
    acts = legal(state)
    assert Play(11, Switch(R0, B0)) in acts
    assert {a for a in acts if isinstance(a, Discard)} == {
        Discard(11),
        Discard(12),
        Discard(SORRY),
    }


def test_C14_wrong_kind_of_action_is_refused():
    state = make_state({"R0": 20}, hand=True, hands=[[3, 4, 5, 8, 8]] + [[3] * 5] * 3)
    assert "hold" in refused(state, Play(12, Move(R0, 12)))
    assert refused(state, Move(R0, 3))
    assert refused(state, PASS)
    draw = make_state({"R0": 20}, card=3)
    assert refused(draw, Play(3, Move(R0, 3)))
    assert refused(draw, Discard(3))


# --- C-15 Partners ---------------------------------------------------------------------------


def test_C15_partners_need_four_players():
    with pytest.raises(ValueError):
        GAME.new_state(GameConfig(2, {"partners": True}), 1)
    state = GAME.new_state(GameConfig(4, {"partners": True}), 1)
    assert state.rules.partner(0) == 2 and state.rules.partner(1) == 3


def test_C15_player_with_all_pawns_home_moves_partners_pawns():
    where = {"R0": HOME, "R1": HOME, "R2": HOME, "R3": HOME, "Y0": 40, "B0": 20}
    state = make_state(where, card=5, current=0, partners=True)
    assert state.moving_colour() == YELLOW
    assert state.view(0).game.board.moving_colour == YELLOW
    assert legal(state) == [Move(Y0, 5)]
    state.apply(Move(Y0, 5))
    assert pos_of(state, "Y0") == 45
    assert state.current == 1


def test_C15_team_wins_with_all_eight_home():
    where = {"R0": HOME, "R1": HOME, "R2": HOME, "R3": HOME}
    where.update({"Y0": HOME, "Y1": HOME, "Y2": HOME, "Y3": safety(5), "B0": 20})
    state = make_state(where, card=1, current=0, partners=True)
    events = state.apply(Move(Y3, 1))
    assert state.is_over()
    assert set(state.winners) == {0, 2}
    assert set(state.ranking()[:2]) == {0, 2}
    assert [e for e in events if isinstance(e, GameWon)]


def test_C15_own_four_home_is_not_yet_a_win():
    where = {"Y0": HOME, "Y1": HOME, "Y2": HOME, "Y3": safety(5), "R0": 20}
    state = make_state(where, card=1, current=2, partners=True)
    state.apply(Move(Y3, 1))
    assert not state.is_over()
    assert state.current == 3
    # Yellow's seat now moves Red's pawns
    with_card(state, 5, 2)
    assert state.moving_colour() == RED
    assert legal(state) == [Move(R0, 5)]


def test_C15_without_partners_a_finished_player_does_not_move_others():
    where = {"R0": HOME, "R1": HOME, "R2": HOME, "R3": safety(5), "Y0": 40}
    state = make_state(where, card=1, current=0)
    state.apply(Move(R3, 1))
    assert state.winners == (0,)


# --- legal action lists ----------------------------------------------------------------------


@pytest.mark.parametrize("card", [1, 2, 3, 4, 5, 7, 8, 10, 11, 12, SORRY])
def test_legal_actions_have_no_duplicates(card):
    where = {"R0": 14, "R1": 20, "R2": safety(2), "B0": 24, "Y0": 4, "G0": 30, "B1": 16}
    state = make_state(where, card=card)
    acts = legal(state)
    assert acts
    assert sum(isinstance(a, Leave) for a in acts) <= 1
    for a in acts:
        assert GAME.parse_action(str(a)) == a
        child = state.clone()
        child.apply(a)
        child.board.check()


def test_legal_actions_returns_a_copy():
    state = make_state({"R0": 20}, card=5)
    acts = state.legal_actions()
    acts.append(PASS)
    assert PASS not in state.legal_actions()


def test_board_refuses_two_pawns_on_one_square():
    pos = [START] * 16
    pos[R0] = pos[B1] = 20
    with pytest.raises(ValueError):
        Board.from_positions(pos)
