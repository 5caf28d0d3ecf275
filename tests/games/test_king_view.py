"""What the Sorry, King! table reads: `view.game` (a `KingView`), the picks and the words
(RULES §K).

The UI draws the board from these fields, so they are pinned here."""

from __future__ import annotations

import json
from dataclasses import FrozenInstanceError, asdict, fields

import pytest
from helpers_king import BLACK, WHITE, make_state, new_game, play

from sorry_game.engine import Picker
from sorry_game.games.king.ring import ring_name
from sorry_game.games.king.view import ChangeView, KingView

FIELDS = {
    "fen",
    "board",
    "ring",
    "ring_steps",
    "red_squares",
    "direction",
    "step",
    "values",
    "reserve",
    "tours",
    "phase",
    "to_move",
    "last_move",
    "last_value",
    "distance",
    "movable",
    "controls",
    "controlled",
    "changed",
    "pending_change",
    "check",
    "quiet_turns",
}


def test_the_view_holds_the_whole_position_as_plain_data():
    state = new_game()
    view = state.view(0)
    game = view.game
    assert isinstance(game, KingView) and {f.name for f in fields(game)} == FIELDS
    json.dumps(asdict(game))  # plain data only
    with pytest.raises(FrozenInstanceError):
        game.phase = "over"  # type: ignore[misc]
    board = dict(game.board)
    assert board["e1"] == "K" and board["d8"] == "q"
    assert game.ring[0] == WHITE and game.ring[18] == BLACK
    assert game.ring_steps[0] == 0 and game.ring_steps[18] == 0
    assert dict(game.values) == {"P": 1, "N": 2, "B": 3, "R": 4, "Q": 5, "K": 6}
    assert game.phase == "chess" and game.to_move == WHITE
    assert game.last_move is None and game.distance is None
    assert view.seats[0].progress == 0 and view.turn == view.decider == WHITE
    assert state.view(None).game == state.view(1).game  # nothing is hidden


def test_the_view_after_a_chess_move_shows_the_checker_distance():
    state = new_game(values="standard")
    play(state, "g1f3")
    game = state.view(None).game
    assert game.last_move is not None
    assert game.last_move.uci == "g1f3" and game.last_move.piece == "knight"
    assert (game.last_move.from_square, game.last_move.to_square) == ("g1", "f3")
    assert game.last_value == 3 == game.distance and game.movable == (0,)
    assert game.phase == "checker" and state.view(None).turn_note == "moves 3 with a checker"


def test_the_view_during_a_colour_change_names_line_owner_and_candidates():
    state = make_state("4k3/8/8/1n3b2/8/8/P7/4K3 w - - 0 1", white=(0, 4, 22), black=(18,))
    play(state, "a2a3", "checker 4")
    view = state.view(None)
    assert view.turn == WHITE and view.decider == BLACK
    assert view.game.pending_change == ChangeView(
        line="rank 5", owner=BLACK, becomes=WHITE, candidates=("b5", "f5")
    )
    control = view.game.controls[0]
    assert control.line == "rank 5" and control.ends == (5, 22)
    assert control.owners == (WHITE, WHITE) and control.squares[0] == "a5"
    # the panel names the line, the header who chooses: the status says it no third time
    assert view.status == ""
    play(state, "change b5")
    assert state.view(None).game.changed == ("b5",)


def test_chess_picks_are_from_square_then_to_square_then_the_promotion_piece():
    state = make_state("4k3/1P6/8/8/8/8/8/R3K2R w K - 0 1")
    picker = Picker(state.picks())
    keys = {c.key for c in picker.options()}
    assert {"a1", "b7", "e1", "h1"} == keys
    picker.choose(next(c for c in picker.options() if c.key == "b7"))
    assert [c.key for c in picker.options()] == ["b8"]
    picker.choose(picker.options()[0])
    assert {c.label for c in picker.options()} == {"Queen", "Rook", "Bishop", "Knight"}
    assert str(picker.choose(next(c for c in picker.options() if c.key == "q"))) == "b7b8q"
    castle = Picker(state.picks())
    castle.choose(next(c for c in castle.options() if c.key == "e1"))
    assert castle.find("square", "h1").key == "g1"  # the rook also picks castling
    assert str(castle.choose(castle.find("square", "h1"))) == "e1g1"


def test_checker_and_colour_change_picks():
    state = make_state("4k3/8/8/1n3b2/8/8/P7/4K3 w - - 0 1", white=(0, 4, 22), black=(18,))
    play(state, "a2a3")
    picks = state.picks()
    assert [(p[0].kind, p[0].key, p[0].label) for p, _ in picks] == [
        ("checker", 0, "+1"),
        ("checker", 4, "+1"),
        ("checker", 22, "+1"),
    ]
    assert picks[0][0][0].prompt == "Choose a checker to move 1 square."
    play(state, "checker 4")
    picks = state.picks()
    assert [(p[0].kind, p[0].key) for p, _ in picks] == [("square", "b5"), ("square", "f5")]
    assert picks[0][0][0].prompt == "Choose which of your pieces on rank 5 turns white."


def test_a_checker_about_to_finish_its_tour_is_labelled_so():
    state = make_state(white=(0, 35))
    play(state, "e2e3")
    labels = {p[0].key: p[0].label for p, _ in state.picks()}
    assert labels == {0: "+1", 35: "tour!"}


def test_actions_and_events_in_player_words():
    state = new_game()
    action = state.legal_actions()[0]
    said = state.describe_action(action)  # a prompt's words, never the log's (issue 39)
    assert said.startswith(("pawn ", "knight ")) and "move the" not in said
    events = play(state, "e2e4", "checker 0")
    lines = [e.describe(["You", "Bob"]) for e in events]
    assert lines[0] == "You move the pawn e2–e4: checker moves 1"
    assert lines[1].startswith("You move a checker 1 square, from the corner by h1")
    assert lines[2] == "Your checker enters on its red square"
    assert ring_name(5) == "the square beside h5" and ring_name(13) == "the square above e8"
