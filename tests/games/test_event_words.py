"""What players read of the moves (issue 16): the move log describes Sorry! board moves
the way the board shows them (a colour's side, its slides, START, SAFETY, HOME: the
board numbers no squares), prompts of decisions the table makes by itself ask for no
click, and the hint's few words (`Event.effect`) for the events worth a reason."""

from __future__ import annotations

import random
import re

import pytest
from helpers_classic import B0, B1, G0, R0, R1, R2, Y0, make_state, safety, with_card

from sorry_game.engine import GameConfig
from sorry_game.games.board.cards import SORRY
from sorry_game.games.board.events import (
    CardDrawn,
    CardPlayed,
    GameWon,
    PawnBumped,
    PawnMoved,
    PawnSlid,
    TurnForfeited,
    place,
)
from sorry_game.games.board.geometry import HOME
from sorry_game.games.board.moves import Leave, Move, Pass, SorryBump, Split, Switch
from sorry_game.games.catalogue import get_game
from sorry_game.session import describe_events

NAMES = ["You", "Ana", "Bo", "Cy"]
#: a square number in player text ("square 19", "SAFETY 2"): the board shows none
SQUARE_NUMBER = re.compile(r"\bsquare \d|\bSAFETY \d|\bto \d+\b")


def texts(events) -> list[str]:
    """The log's words for the board's events (not the card played or drawn)."""
    return [e.describe(NAMES) for e in events if e.kind not in ("play", "draw", "shuffle")]


def effects(events) -> list[str]:
    return [e.effect(NAMES) for e in events if e.effect(NAMES)]


# --- C-1: places on the board -------------------------------------------------------------
def test_C1_places_are_named_by_what_the_board_shows():
    """C-1: side k runs 15k..15k+14: slides b+1→b+4 and b+9→b+13, START exit b+4,
    SAFETY entry b+2."""
    assert place(15 + 7) == "onto Blue's side"
    assert place(30 + 1) == "to the start of Yellow's short slide"
    assert place(30 + 4) == "in front of Yellow's START"
    assert place(45 + 9) == "to the start of Green's long slide"
    assert place(45 + 11) == "onto Green's long slide"
    assert place(13) == "to the end of Red's long slide"
    assert place(15 + 2) == "to the entrance of Blue's SAFETY zone"
    assert place(safety(3)) == "into its SAFETY zone"
    assert place(HOME) == "HOME"


# --- C-9, C-7, C-5: moves, slides, bumps -------------------------------------------------
def test_C9_a_forward_move_names_the_count_and_the_side_it_lands_on():
    state = with_card(make_state({"R0": 4}), 8)
    events = state.apply(Move(R0, 8))
    assert texts(events)[-1] == "Red pawn 1 moves 8 squares, onto Red's long slide"
    state = with_card(make_state({"R0": 10}), 11)
    events = state.apply(Move(R0, 11))
    assert texts(events)[-1] == "Red pawn 1 moves 11 squares, onto Blue's side"


def test_C9_a_backward_move_round_the_corner():
    state = with_card(make_state({"R1": 1}), 4)
    events = state.apply(Move(R1, -4))
    assert texts(events)[-1] == "Red pawn 2 moves 4 squares back, onto Green's long slide"
    assert effects(events) == []


def test_C7_landing_on_a_slide_start_slides_to_its_end_and_bumps():
    state = with_card(make_state({"R0": 11, "B0": 17}), 5)
    events = state.apply(Move(R0, 5))  # 16: the start of Blue's short slide
    assert texts(events) == [
        "Red pawn 1 moves 5 squares, to the start of Blue's short slide",
        "Blue pawn 1 is bumped back to START",
        "Red pawn 1 slides to the end of Blue's short slide",
    ]
    assert effects(events) == [
        "bumps Blue back to START",
        "slides to the end of Blue's short slide",
    ]
    line = describe_events(events, NAMES, 0)
    assert line == "You play a 5: Red 1 moves 5 · bumps Blue 1 · slides"


def test_C7_a_slide_that_sweeps_your_own_pawn_says_so():
    state = with_card(make_state({"R0": 21, "R1": 26}), 3)
    events = state.apply(Move(R0, 3))  # 24: Blue's long slide, own pawn on 26
    bumped = [e for e in events if isinstance(e, PawnBumped)]
    assert [e.pawn for e in bumped] == [R1] and bumped[0].by == R0
    assert bumped[0].effect(NAMES) == "sends its own Red pawn 2 back to START"


def test_C5_landing_on_an_opponent_bumps_it():
    state = with_card(make_state({"R0": 20, "Y0": 23}), 3)
    events = state.apply(Move(R0, 3))
    assert texts(events)[-1] == "Yellow pawn 1 is bumped back to START"
    assert effects(events) == ["bumps Yellow back to START"]


# --- C-8: SAFETY and HOME ------------------------------------------------------------------
def test_C8_entering_safety_moving_in_it_and_reaching_home():
    state = with_card(make_state({"R0": 0}), 5)
    events = state.apply(Move(R0, 5))  # 1, 2, then SAFETY 1, 2, 3
    assert texts(events)[-1] == "Red pawn 1 moves 5 squares, into its SAFETY zone"
    assert effects(events) == ["enters its SAFETY zone"]
    state = with_card(make_state({"R0": safety(1)}), 2)
    events = state.apply(Move(R0, 2))
    assert "Red pawn 1 moves 2 squares in its SAFETY zone" in texts(events)
    assert effects(events) == []
    state = with_card(make_state({"R0": safety(3)}), 3)
    events = state.apply(Move(R0, 3))
    assert "Red pawn 1 moves 3 squares and reaches HOME" in texts(events)
    assert effects(events) == ["reaches HOME"]


# --- C-4, C-10, C-11, C-12 ------------------------------------------------------------------
def test_C4_leaving_start():
    state = with_card(make_state(), 1)
    events = state.apply(Leave())
    assert "Red pawn 1 leaves START" in texts(events)
    assert effects(events) == ["brings a pawn out of START"]


def test_C10_a_split_seven_tells_both_parts():
    state = with_card(make_state({"R0": 20, "R1": 44}), 7)
    events = state.apply(Split(R0, 2, R1, 5))
    moved = [t for t in texts(events) if "moves" in t]
    assert moved == [
        "Red pawn 1 moves 2 squares, onto Blue's side",
        "Red pawn 2 moves 5 squares, in front of Green's START",
    ]


def test_C11_a_switch_names_both_pawns():
    state = with_card(make_state({"R0": 20, "B1": 5}), 11)
    events = state.apply(Switch(R0, B1))
    assert texts(events) == [
        "Red pawn 1 switches places with Blue pawn 2",
        "Blue pawn 2 goes onto Blue's side",
    ]
    assert effects(events) == ["switches places with Blue"]
    switch = [e for e in events if isinstance(e, PawnMoved)][0]
    assert switch.other == B1


def test_C12_sorry_bumps_and_jumps_out_of_start():
    state = with_card(make_state({"G0": 37}), SORRY)
    events = state.apply(SorryBump(G0))
    assert texts(events) == [
        "Green pawn 1 is bumped back to START",
        "Red pawn 1 jumps out of START, onto Yellow's side",
    ]
    assert effects(events) == ["bumps Green back to START"]


def test_C6_a_forced_pass_asks_for_no_click():
    """C-6: no move with the card. The table makes the decision itself after a beat,
    showing the prompt: it must not ask to press anything (the button stays, for
    players who confirm forced moves)."""
    state = with_card(make_state(), 10)
    [((button,), action)] = state.picks()
    assert action == Pass() and button.label == "Continue"
    assert button.prompt == "No move with the 10."
    events = state.apply(Pass())
    forfeit = [e for e in events if isinstance(e, TurnForfeited)][0]
    assert forfeit.effect(NAMES) is None


def test_C12_the_sorry_prompt_asks_to_choose_not_to_click():
    state = with_card(make_state({"B0": 20}), SORRY)
    prompts = {c.prompt for choices, _ in state.picks() for c in choices}
    assert not [p for p in prompts if "click" in p.lower() or "press" in p.lower()]
    assert "SORRY!: choose an opponent's pawn to bump." in prompts


def test_C13_a_win_is_worth_a_reason_and_cards_are_not():
    assert GameWon((0,)).effect(NAMES) == "wins the game"
    assert CardPlayed(0, 5).effect(NAMES) is None and CardDrawn(0, 5).effect(NAMES) is None
    assert PawnSlid(B0, 1, 4).effect(NAMES) == "slides to the end of Red's short slide"
    assert PawnBumped(B1, 20, R2).effect(NAMES) == "bumps Blue back to START"
    assert PawnMoved(Y0, 30, 34, "leave").describe() == "Yellow pawn 1 leaves START"


@pytest.mark.parametrize("game_id, players", [("classic", 2), ("classic", 4), ("president", 4)])
def test_C1_no_log_line_names_a_square_number(game_id, players):
    """Whole seeded games: every move line speaks of places on the board, never of
    square numbers (the board numbers none), and stays one line without rule ids."""
    game = get_game(game_id)
    for seed in (1, 2):
        state = game.new_state(GameConfig(players, {}), seed)
        rng = random.Random(seed)
        for _ in range(600):
            if state.is_over():
                break
            events = state.apply(rng.choice(state.legal_actions()))
            for event in events:
                text = event.describe(NAMES)
                assert not SQUARE_NUMBER.search(text), text
                assert "\n" not in text
                if isinstance(event, (PawnMoved, PawnSlid)):
                    words = ("side", "slide", "START", "SAFETY", "HOME", "switches places")
                    assert any(w in text for w in words), text
                    assert len(text) <= 80, text
