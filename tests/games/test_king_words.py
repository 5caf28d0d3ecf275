"""Sorry, King!'s hint words (issue 16): `Event.effect` gives the few words a hint says
for the events worth a reason — a capture, a check, a line controlled, a colour
change, a tour, the end — and nothing for the rest. The move log names chess squares
(the board shows files and ranks) and ring squares by the chess square beside them."""

from __future__ import annotations

from helpers_king import WHITE, make_state, of_type, play

from sorry_game.games.king.events import (
    Check,
    CheckerCaptured,
    CheckerMoved,
    ChessMoved,
    GameEnded,
    LineControlled,
    PieceChanged,
    TourCompleted,
)

NAMES = ["You", "Bob"]


def effects(events) -> list[str]:
    return [e.effect(NAMES) for e in events if e.effect(NAMES)]


def test_K4_a_capture_is_worth_a_reason_a_quiet_move_is_not():
    state = make_state("4k3/8/8/n7/8/8/8/R3K3 w - - 0 1")
    events = play(state, "a1a5")
    assert [e.effect(NAMES) for e in of_type(events, ChessMoved)] == ["takes the knight"]
    state = make_state("4k3/8/8/8/8/8/8/R3K3 w - - 0 1")
    events = play(state, "a1a2")
    assert effects(events) == []


def test_K11_check_and_checkmate():
    state = make_state("4k3/8/8/8/8/8/8/R3K3 w - - 0 1")
    events = play(state, "a1a7", "checker 0")
    assert effects(events) == []
    state = make_state("4k3/8/8/8/8/8/8/R3K3 w - - 0 1")
    events = play(state, "a1a8", "checker 0")
    assert of_type(events, Check) and "gives check" in effects(events)
    assert GameEnded(WHITE, "checkmate").effect(NAMES) == "gives checkmate"
    assert GameEnded(None, "stalemate").effect(NAMES) == "draws the game (stalemate)"
    assert GameEnded(WHITE, "four checker tours completed").effect(NAMES) == (
        "ends the game: you win"
    )


def test_K8_K9_control_and_the_colour_change():
    state = make_state("4k3/p7/8/8/8/8/P7/4K3 w - - 0 1", white=(0, 4), black=(18, 22))
    events = play(state, "a2a3", "checker 4")
    assert [e.effect(NAMES) for e in of_type(events, LineControlled)] == ["controls rank 5"]
    state = make_state("4k3/8/8/1n6/8/8/P7/4K3 w - - 0 1", white=(0, 4, 22), black=(18,))
    events = play(state, "a2a3", "checker 4")
    assert [e.effect(NAMES) for e in of_type(events, PieceChanged)] == ["turns Bob's knight white"]


def test_K6_K7_checker_captures_and_tours():
    state = make_state("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", white=(0,), black=(18, 1, 2, 4))
    events = play(state, "a1a5", "checker 0")
    assert [e.effect(NAMES) for e in of_type(events, CheckerCaptured)] == ["captures a checker"]
    moved = of_type(events, CheckerMoved)[0]
    assert moved.effect(NAMES) is None
    assert moved.describe(NAMES) == (
        "You move a checker 4 squares, from the corner by h1 to the square beside h4"
    )
    state = make_state("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", white=(0, 33))
    events = play(state, "a1a2", "checker 33")
    assert [e.effect(NAMES) for e in of_type(events, TourCompleted)] == [
        "completes a tour (1 of 4)"
    ]
