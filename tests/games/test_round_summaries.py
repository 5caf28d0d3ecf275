"""Between rounds (issue 16): the round-ending event's `summary(names)` is what the table
shows before the next round — Sorry My Ass!: the going-out order, the titles, the trade
that comes and the lead; Sorry! Revenge: who made 21 or busted, steals, SORRY!s and
blocks, the pawn cards turned and for whom. A round that ends the game has none (the
results take over). And the hint's few words of the card games' events."""

from __future__ import annotations

from helpers_president import act as p_act
from helpers_president import all_home, positions
from helpers_president import make_state as p_state
from helpers_revenge import act, make_state, of

from sorry_game.engine.events import Summary
from sorry_game.games.president.cards import RANKS
from sorry_game.games.president.events import PlayerSafe, PresidentCrowned, RoundOver
from sorry_game.games.revenge.events import (
    Blocked,
    Busted,
    MadeTwentyOne,
    PawnFlipped,
    Stolen,
    TotalSlid,
)
from sorry_game.games.revenge.events import RoundOver as RevengeRoundOver

NAMES = ["You", "Ana", "Bo", "Cy"]
FIVE = ["0", "1", "2", "3", "4"]
BLUE, YELLOW = 1, 2


def summaries(events, names=NAMES) -> list[Summary]:
    return [s for s in (e.summary(names) for e in events) if s is not None]


# --- Sorry My Ass! -----------------------------------------------------------------------
def out_early(state, seat: int):
    """`seat` ran out of cards earlier this round (P-11: safe)."""
    state.hands[seat] = [0] * len(RANKS)
    state.sizes[seat] = 0
    state.holders &= ~(1 << seat)
    state.board.safe_mask |= 1 << state.rules.colours[seat]
    state.out = (*state.out, seat)
    state._legal = None


def test_P12_P4_P5_the_round_summary_tells_order_titles_trade_and_lead():
    """P-12: Ana went out first (President), then Bo, then you; Cy keeps two cards (the
    Asshole). P-4: Ana gives Cy a card of her choice, Cy gives back the highest.
    P-5: Cy leads the next round."""
    state = p_state(hands=[[5], [], [], [3, 4]], turn=0)
    out_early(state, 1)
    out_early(state, 2)
    events = p_act(state, "play 5x1", "skip 5")
    over = [e for e in events if isinstance(e, RoundOver)][0]
    assert over.order == (1, 2, 0)
    [summary] = summaries(events)
    assert summary.title == "Round 1 is over"
    assert summary.lines == (
        "First out: Ana, the President",
        "Then out: Bo, then you",
        "Last: Cy, the Asshole (2 cards left)",
        "Ana gives Cy a card of their choice.",
        "Then Cy gives Ana their highest card.",
        "Cy leads round 2.",
    )
    assert len(summary.lines) <= 6


def test_P4_the_trade_in_the_summary_speaks_to_you():
    over = RoundOver(3, president=0, asshole=3, cards_left=1, order=(0, 2, 1))
    lines = over.summary(NAMES).lines
    assert "You give Cy a card of your choice." in lines
    assert "Then Cy gives you their highest card." in lines
    over = RoundOver(3, president=1, asshole=0, cards_left=4, order=(1, 2, 3))
    lines = over.summary(NAMES).lines
    assert "Last: You, the Asshole (4 cards left)" in lines
    assert "Ana gives you a card of their choice." in lines
    assert "Then you give Ana your highest card." in lines
    assert "You lead round 4." in lines


def test_P13_all_pawns_home_without_going_out_first_is_a_round_like_any_other():
    """P-13: Ana has all pawns HOME but keeps cards to the end: the Asshole, and the
    round's summary says so (the game goes on)."""
    state = p_state(all_home(BLUE, positions()), hands=[[3], [4, 4], [], []], turn=0)
    out_early(state, 2)
    out_early(state, 3)
    events = p_act(state, "play 3x1", "skip 3")
    assert not state.is_over()
    [summary] = summaries(events)
    assert summary.lines[0] == "First out: Bo, the President"
    assert "Last: Ana, the Asshole (2 cards left)" in summary.lines


def test_P12_a_round_that_ends_the_game_has_no_summary():
    """P-12/P-13: the President with all pawns HOME wins: the results take over."""
    state = p_state(all_home(0, positions()), hands=[[3], [4], [4], [4]])
    events = p_act(state, "play 3x1", "skip 3")
    assert state.is_over() and summaries(events) == []


def test_P11_P12_going_out_is_worth_a_reason():
    assert PlayerSafe(0).effect(NAMES) == "goes out: pawns safe this round"
    assert PresidentCrowned(0, 1).effect(NAMES) == "goes out first: President"
    assert RoundOver(1, 0, 1, 2, (0, 2, 3)).effect(NAMES) is None


# --- Sorry! Revenge -----------------------------------------------------------------------
def test_R6_a_21_summary():
    state = make_state([["7", "1", "1", "1", "1"], FIVE, FIVE], total=14, flips=[1, 0, 0])
    events = act(state, "play 7")
    assert [e.effect(NAMES) for e in of(events, MadeTwentyOne)] == ["makes exactly 21"]
    [summary] = summaries(events)
    assert summary == Summary(
        "Round 1 is over",
        (
            "You made exactly 21!",
            "You flip a pawn card HOME (2 of 4 now).",
            "Ana starts round 2.",
        ),
    )


def test_R6_a_bust_summary_names_everybody_who_flips():
    state = make_state([FIVE, ["9", "5", "5", "5", "5"], FIVE, FIVE], turn=1, total=18)
    events = act(state, "play 9")
    assert [e.effect(NAMES) for e in of(events, Busted)] == ["busts the total (27)"]
    [summary] = summaries(events)
    assert summary.lines == (
        "Ana went over 21 with 27: bust!",
        "Bo flips a pawn card HOME (1 of 4 now).",
        "Cy flips a pawn card HOME (1 of 4 now).",
        "You flip a pawn card HOME (1 of 4 now).",
        "Bo starts round 2.",
    )
    assert len(summary.lines) <= 6


def steal_table():
    """You are about to make 21; Ana holds no steal, Bo and Cy do."""
    return make_state(
        [
            ["7", "1", "1", "1", "1"],
            ["2", "2", "2", "2", "2"],
            ["steal", "3", "3", "3", "3"],
            ["steal", "4", "4", "4", "4"],
        ],
        total=14,
    )


def test_R9_a_stolen_21_summary():
    state = steal_table()
    events = act(state, "play 7", "let go", "steal")
    assert [e.effect(NAMES) for e in of(events, Stolen)] == ["steals the 21"]
    [summary] = summaries(events)
    assert summary.lines[:2] == (
        "You made 21, but Cy stole it with a SORRY!",
        "Cy flips a pawn card HOME (1 of 4 now).",
    )


def test_R10_a_blocked_steal_summary():
    state = make_state(
        [["7", "dontbe", "1", "1", "1"], ["steal", "2", "2", "2", "2"], FIVE], total=14
    )
    events = act(state, "play 7", "steal", "block")
    assert [e.effect(NAMES) for e in of(events, Blocked)] == ["blocks the SORRY!"]
    [summary] = summaries(events)
    assert summary.lines[:2] == (
        "You made 21; Ana tried to steal it, but you blocked.",
        "You flip a pawn card HOME (1 of 4 now).",
    )


def test_R8_a_flip_back_summary_and_effect():
    state = make_state([["flipback", "7", "7", "7", "7"], FIVE, FIVE], flips=[1, 2, 0])
    events = act(state, "flipback 1")
    flips = of(events, PawnFlipped)
    assert [e.effect(NAMES) for e in flips] == ["flips Ana's pawn card back"]
    [summary] = summaries(events)
    assert summary.lines == (
        "You played SORRY! at Ana.",
        "Ana's pawn card flips back to START (1 of 4 HOME now).",
        "Ana starts round 2.",
    )


def test_R10_a_blocked_flip_back_summary():
    state = make_state(
        [["flipback", "1", "1", "1", "1"], ["dontbe", "2", "2", "2", "2"], FIVE], flips=[0, 2, 0]
    )
    events = act(state, "flipback 1", "block")
    [summary] = summaries(events)
    assert summary.lines == ("You played SORRY! at Ana, but Ana blocked it.", "Ana starts round 2.")


def test_R13_the_way_back_turns_cards_back_to_start():
    state = make_state(
        [FIVE, ["9", "5", "5", "5", "5"]], turn=1, total=18, flips=[5, 0], longer=True
    )
    events = act(state, "play 9")
    [summary] = summaries(events)
    assert "You flip a pawn card back to START (2 of 4 back on START)." in summary.lines


def test_R12_a_round_that_ends_the_game_has_no_summary():
    state = make_state([["7", "1", "1", "1", "1"], FIVE], total=14, flips=[3, 2])
    events = act(state, "play 7")
    assert state.is_over() and summaries(events) == []
    assert not of(events, RevengeRoundOver)


def test_R5_slides_are_worth_a_reason_plain_numbers_are_not():
    state = make_state([["slide15", "1", "1", "1", "1"], FIVE], total=4)
    events = act(state, "play slide15")
    assert [e.effect(NAMES) for e in of(events, TotalSlid)] == ["sets the total to 15"]
    state = make_state([["5", "1", "1", "1", "1"], FIVE], total=4)
    assert [e.effect(NAMES) for e in act(state, "play 5") if e.effect(NAMES)] == []
