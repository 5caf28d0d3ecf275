"""Sorry, King! rules, a hand-built position per rule id (RULES §K and its details).

Ring squares as in helpers_king: White's red square 0 and Black's 18 (anticlockwise);
rank r ends at r (right) and 27 - r (left); file f ends at 17 - f (top), 28 + f (bottom).
"""

from __future__ import annotations

import chess
import pytest
from helpers_king import (
    BLACK,
    WHITE,
    file_ends,
    make_state,
    new_game,
    of_type,
    piece,
    play,
    rank_ends,
    texts,
)

from sorry_game.engine import GameConfig, IllegalAction
from sorry_game.games.catalogue import get_game
from sorry_game.games.king.chessboard import change_colour
from sorry_game.games.king.events import (
    Check,
    CheckerCaptured,
    CheckerEntered,
    CheckerMoved,
    CheckerSkipped,
    ChessMoved,
    GameEnded,
    LineControlled,
    PieceChanged,
    TourCompleted,
)
from sorry_game.games.king.ring import CORNERS, LINE_AT, Line, chess_cell, ring_cell
from sorry_game.games.king.rules import QUIET_TURNS

# --- K-1 board and ring ----------------------------------------------------------------


def test_K1_the_ring_is_the_36_frame_squares_around_the_chess_board():
    cells = [ring_cell(i) for i in range(36)]
    assert len(set(cells)) == 36
    assert all(c in (0, 9) or r in (0, 9) for c, r in cells)
    inner = {chess_cell(sq) for sq in chess.SQUARES}
    assert len(inner) == 64 and not inner & set(cells)
    view = new_game().view(None).game
    assert len(view.ring) == 36 and len(view.board) == 32


def test_K1a_ring_numbering_from_the_corner_beside_h1_anticlockwise():
    assert ring_cell(0) == (9, 0) and ring_cell(9) == (9, 9)
    assert ring_cell(18) == (0, 9) and ring_cell(27) == (0, 0)
    assert [LINE_AT[i] for i in (1, 8)] == [Line("rank", 1), Line("rank", 8)]
    assert ring_cell(1) == (9, 1) and ring_cell(8) == (9, 8)
    assert [LINE_AT[i].name for i in (10, 17)] == ["file h", "file a"]
    assert ring_cell(10) == (8, 9) and ring_cell(17) == (1, 9)
    assert [LINE_AT[i].name for i in (19, 26)] == ["rank 8", "rank 1"]
    assert [LINE_AT[i].name for i in (28, 35)] == ["file a", "file h"]
    assert ring_cell(28) == (1, 0) and ring_cell(35) == (8, 0)
    assert all(LINE_AT[c] is None for c in CORNERS)
    assert Line("rank", 5).ends == rank_ends(5) == (5, 22)
    assert Line("file", 4).ends == file_ends("e") == (13, 32)


# --- K-2 players and setup ----------------------------------------------------------------


def test_K2_two_full_chess_sets_and_five_checkers_each_white_first():
    game = get_game("king")
    assert (game.min_players, game.max_players) == (2, 2)
    assert [c.name for c in game.colours] == ["White", "Black"]
    state = new_game()
    assert state.board.fen() == chess.STARTING_FEN
    assert state.current_player() == WHITE == state.turn_player()
    view = state.view(None).game
    assert view.ring.count(WHITE) == 1 and view.ring.count(BLACK) == 1
    assert view.reserve == (4, 4) and view.tours == (0, 0)


def test_K2_white_is_always_the_first_seat():
    game = get_game("king")
    game.validate_config(GameConfig(2, {"colours": [0, 1]}))
    with pytest.raises(ValueError):
        game.validate_config(GameConfig(2, {"colours": [1, 0]}))
    state = game.new_state(GameConfig(2, {"first_player": 1}), 3)
    assert state.current_player() == WHITE  # accepted, ignored: White starts the chess
    again = game.rematch_config(GameConfig(2, {"first_player": 1, "values": "standard"}), None)
    assert again.options == {"values": "standard"}


# --- K-3 red squares and direction -----------------------------------------------------------


def test_K3_anticlockwise_red_squares_and_direction():
    state = new_game()
    assert state.view(None).game.red_squares == (0, 18)
    assert state.checkers.ring[0] == WHITE and state.checkers.ring[18] == BLACK
    play(state, "e2e4", "checker 0", "e7e5", "checker 18")
    assert state.checkers.ring[1] == WHITE and state.checkers.ring[19] == BLACK


def test_K3_clockwise_red_squares_and_direction():
    state = new_game(direction="clockwise")
    assert state.view(None).game.red_squares == (27, 9)
    assert state.checkers.ring[27] == WHITE and state.checkers.ring[9] == BLACK
    play(state, "e2e4", "checker 27", "e7e5", "checker 9")
    assert state.checkers.ring[26] == WHITE and state.checkers.ring[8] == BLACK


# --- K-4 a turn --------------------------------------------------------------------------------


def test_K4_chess_move_then_checker_move_then_the_other_side():
    state = new_game()
    with pytest.raises(IllegalAction) as info:
        play(state, "checker 0")
    assert info.value.rule == "K-4"
    play(state, "g1f3")
    assert state.phase == "checker" and state.current_player() == WHITE
    assert texts(state) == ["checker 0"]
    with pytest.raises(IllegalAction) as info:
        play(state, "e7e5")
    assert info.value.rule == "K-4"
    play(state, "checker 0")
    assert state.phase == "chess" and state.current_player() == BLACK


def test_K4_illegal_chess_moves_are_refused_with_a_reason():
    state = new_game()
    with pytest.raises(IllegalAction) as info:
        play(state, "e2e5")
    assert info.value.rule == "K-4" and "cannot move there" in info.value.reason
    pinned = make_state("4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1")
    with pytest.raises(IllegalAction) as info:
        play(pinned, "e2d3")
    assert "check" in info.value.reason


# --- K-5 distance ------------------------------------------------------------------------------

FEN_ALL = "4k3/1P6/8/8/8/8/2BQ4/RN2K2R w K - 0 1"


@pytest.mark.parametrize(
    ("move", "simple", "standard"),
    [
        ("b7b8q", 1, 1),  # a promotion counts as a Pawn move
        ("b1c3", 2, 3),
        ("c2d3", 3, 3),
        ("h1h2", 4, 5),
        ("d2d4", 5, 9),
        ("e1f1", 6, 10),
        ("e1g1", 6, 10),  # castling counts as a King move
    ],
)
def test_K5_checker_distance_is_the_value_of_the_piece_moved(move, simple, standard):
    for values, expected in (("simple", simple), ("standard", standard)):
        state = make_state(FEN_ALL, values=values)
        events = play(state, move)
        assert of_type(events, ChessMoved)[0].value == expected
        assert state.distance == expected == state.view(None).game.distance
        play(state, "checker 0")
        assert state.checkers.ring[expected] == WHITE


# --- K-6 checkers ------------------------------------------------------------------------------


def test_K6_a_checker_enters_when_the_red_square_is_left():
    state = new_game()
    events = play(state, "e2e4", "checker 0")
    assert state.checkers.ring[1] == WHITE and state.checkers.ring[0] == WHITE
    assert state.checkers.reserve == [3, 4]
    assert [(e.player, e.square) for e in of_type(events, CheckerEntered)] == [(WHITE, 0)]


def test_K6_entry_onto_the_red_square_captures_an_enemy_checker():
    # Black lands on White's red square, capturing; White's entry captures it back.
    state = make_state("4k3/p7/8/8/8/8/8/4K3 b - - 0 1", white=(0, 5), black=(18, 35))
    events = play(state, "a7a6", "checker 35")
    captures = [(e.player, e.owner, e.square, e.entering) for e in of_type(events, CheckerCaptured)]
    assert captures == [(BLACK, WHITE, 0, False), (WHITE, BLACK, 0, True)]
    assert state.checkers.ring[0] == WHITE and state.checkers.ring[35] == -1
    assert state.checkers.reserve == [3, 4]
    assert all(state.checkers.total(s) == 5 for s in (WHITE, BLACK))


def test_K6a_entries_repeat_until_nothing_changes():
    """K-6a: entries repeat until nothing changes: an entry's capture lets the other
    side enter, whose capture lets the first enter again."""
    # A white checker sits on Black's red square while Black has no reserve; Black's
    # capture lets White enter, whose capture lets Black enter, capturing it in turn.
    state = make_state(
        "4k3/p7/8/8/8/8/8/4K3 b - - 0 1",
        white=(0, 18),
        black=(35, 10, 11, 12, 13),
    )
    assert state.checkers.reserve == [3, 0]
    events = play(state, "a7a6")
    assert texts(state) == ["checker 13", "checker 35"]  # 10-12 would land on their own
    events = play(state, "checker 35")
    assert [type(e).__name__ for e in events[1:]] == [
        "CheckerCaptured",
        "CheckerEntered",
        "CheckerCaptured",
        "CheckerEntered",
        "CheckerCaptured",
    ]
    ring = state.checkers.ring
    assert ring[0] == WHITE and ring[18] == BLACK and ring[35] == -1
    assert state.checkers.reserve == [4, 0]


def test_K6_landing_on_your_own_checker_is_refused():
    state = make_state(white=(0, 1))
    play(state, "e2e3")
    assert texts(state) == ["checker 1"]
    with pytest.raises(IllegalAction) as info:
        play(state, "checker 0")
    assert info.value.rule == "K-6" and "own" in info.value.reason


def test_K6_checkers_jump_over_others_and_capture_where_they_land():
    state = make_state("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", white=(0,), black=(18, 1, 2, 4))
    events = play(state, "a1a5", "checker 0")
    moved = of_type(events, CheckerMoved)[0]
    assert moved.path == (1, 2, 3, 4) and moved.dest == 4
    ring = state.checkers.ring
    assert ring[1] == BLACK and ring[2] == BLACK and ring[4] == WHITE
    assert [(e.player, e.owner, e.square) for e in of_type(events, CheckerCaptured)] == [
        (WHITE, BLACK, 4)
    ]
    assert state.checkers.reserve[BLACK] == 2  # 1 waiting + the captured one


def test_K6_capturing_is_not_forced_and_the_mover_chooses_the_checker():
    state = make_state(white=(0, 3), black=(18, 4))
    play(state, "e2e3")
    assert texts(state) == ["checker 0", "checker 3"]
    play(state, "checker 0")
    assert state.checkers.ring[4] == BLACK and state.checkers.ring[1] == WHITE


def test_K6a_the_checker_move_is_compulsory_when_any_can_move():
    """K-6a: the checker move is compulsory when any checker can move."""
    state = new_game()
    play(state, "e2e4")
    assert state.phase == "checker" and texts(state) == ["checker 0"]  # no way to pass


def test_K6a_the_only_possible_checker_move_must_be_made_even_when_it_hurts():
    """K-6a: one checker cannot move (it would land on its own), the other can, and
    must: the chess move alone does not end the turn, and the forced checker forms
    rank 2 (white + black), so White's own knight there turns black."""
    state = make_state("4k3/8/8/8/8/8/P2N4/4K3 w - - 0 1", white=(0, 1), black=(18, 25))
    play(state, "a2a3")
    assert state.phase == "checker" and state.current_player() == WHITE
    assert texts(state) == ["checker 1"]  # 0 + 1 = 1 holds White's own checker
    with pytest.raises(IllegalAction):
        play(state, "e1d1")  # no going on to the other side without the checker move
    events = play(state, "checker 1")
    assert [(e.line, e.owners) for e in of_type(events, LineControlled)] == [
        ("rank 2", (WHITE, BLACK))
    ]
    assert piece(state, "d2") == "n" and state.current_player() == BLACK


def test_K6_a_checker_move_nobody_can_make_is_skipped_without_a_decision():
    # hand-built: all of White's checkers are out of play, so none can move
    state = make_state(white=(), reserve=(0, 4))
    events = play(state, "e2e4")
    assert [e.distance for e in of_type(events, CheckerSkipped)] == [1]
    assert state.phase == "chess" and state.current_player() == BLACK


# --- K-7 tours --------------------------------------------------------------------------------


@pytest.mark.parametrize("start", [32, 33])  # reaching (32 + 4) or passing (33 + 4)
def test_K7_a_checker_reaching_or_passing_its_red_square_completes_a_tour(start):
    state = make_state("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", white=(0, start))
    events = play(state, "a1a2", f"checker {start}")
    assert state.checkers.finished == [1, 0] and state.checkers.ring[start] == -1
    assert [e.tours for e in of_type(events, TourCompleted)] == [1]
    assert of_type(events, CheckerMoved)[0].dest == -1
    assert state.view(None).seats[WHITE].progress == 1


def test_K7a_a_touring_checker_captures_nothing_and_reaches_no_line_end():
    """K-7a: a checker that completes its tour leaves the ring at once: it captures
    nothing and reaches no line end."""
    # 34 + 3 would be square 1 (end of rank 1, whose other end 26 holds a checker)
    state = make_state("4k3/8/8/8/8/8/2B5/4K3 w - - 0 1", white=(0, 34), black=(18, 1, 26))
    reserves = list(state.checkers.reserve)
    events = play(state, "c2d3", "checker 34")
    assert state.checkers.ring[34] == -1 and state.checkers.ring[1] == BLACK
    assert not of_type(events, CheckerCaptured) and not of_type(events, LineControlled)
    assert state.checkers.finished[WHITE] == 1 and state.checkers.reserve == reserves
    assert piece(state, "d3") == "B" and state.phase == "chess"  # no colour change asked


# --- K-8 control --------------------------------------------------------------------------------


def test_K8_control_forms_when_the_moved_checker_reaches_an_end_and_fires_once():
    state = make_state("4k3/p7/8/8/8/8/P7/4K3 w - - 0 1", white=(0, 4), black=(18, 22))
    events = play(state, "a2a3", "checker 4")
    assert [(e.line, e.owners) for e in of_type(events, LineControlled)] == [
        ("rank 5", (WHITE, BLACK))
    ]
    view = state.view(None).game
    assert [c.line for c in view.controls] == ["rank 5"]
    assert "rank 5" in view.controlled
    # the line stays controlled: nothing fires on later turns
    events = play(state, "a7a6", "checker 18")
    assert not of_type(events, LineControlled)
    assert "rank 5" in state.view(None).game.controlled
    assert state.view(None).game.controls == ()


def test_K8_corners_end_no_line():
    state = make_state("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", white=(0, 5), black=(18, 27))
    events = play(state, "a1a2", "checker 5")  # 5 + 4 = corner 9
    assert state.checkers.ring[9] == WHITE and not of_type(events, LineControlled)


def test_K8a_capturing_on_an_end_also_forms_control_with_the_colours_after_the_move():
    """K-8a: control fires when the moved checker ends on a line end, also by capturing
    there; the colours after the move (not black + black before it) decide K-9."""
    # rank 5 is already held by two black checkers; White captures on one end
    fen = "4k3/8/8/1n6/8/8/P7/4K3 w - - 0 1"
    state = make_state(fen, white=(0, 4), black=(18, 5, 22))
    events = play(state, "a2a3", "checker 4")
    assert [(e.line, e.owners) for e in of_type(events, LineControlled)] == [
        ("rank 5", (WHITE, BLACK))
    ]
    assert of_type(events, CheckerCaptured)[0].square == 5
    assert piece(state, "b5") == "N"  # white + black: Black's only piece there turns white


def test_K8a_a_checker_arriving_at_an_end_whose_other_end_is_empty_forms_nothing():
    """K-8a: a control needs the other end to hold a checker."""
    state = make_state("4k3/8/8/1n6/8/8/P7/4K3 w - - 0 1", white=(0, 4), black=(18,))
    events = play(state, "a2a3", "checker 4")
    assert not of_type(events, LineControlled) and piece(state, "b5") == "n"


# --- K-9 colour change ------------------------------------------------------------------------


def test_K9_white_and_white_turn_a_black_piece_white_chosen_by_black():
    state = make_state("4k3/8/8/1n3b2/8/8/P7/4K3 w - - 0 1", white=(0, 4, 22), black=(18,))
    play(state, "a2a3", "checker 4")
    assert state.phase == "change"
    assert state.current_player() == BLACK and state.turn_player() == WHITE
    assert texts(state) == ["change b5", "change f5"]
    events = play(state, "change f5")
    assert piece(state, "f5") == "B" and piece(state, "b5") == "n"
    assert [(e.owner, e.piece, e.chosen) for e in of_type(events, PieceChanged)] == [
        (BLACK, "bishop", True)
    ]
    assert state.phase == "chess" and state.current_player() == BLACK


def test_K9_black_and_black_turn_a_white_piece_black_chosen_by_white():
    state = make_state("4k3/p7/8/1N3B2/8/8/8/4K3 b - - 0 1", white=(0,), black=(18, 21, 5))
    play(state, "a7a6", "checker 21")
    assert state.current_player() == WHITE and state.turn_player() == BLACK
    assert texts(state) == ["change b5", "change f5"]
    play(state, "change b5")
    assert piece(state, "b5") == "n" and piece(state, "f5") == "B"
    assert state.current_player() == WHITE and state.phase == "chess"


def test_K9_white_and_black_change_one_of_each_the_mover_choosing_first():
    fen = "4k3/8/8/NN3bb1/8/8/P7/4K3 w - - 0 1"
    state = make_state(fen, white=(0, 4), black=(18, 22))
    play(state, "a2a3", "checker 4")
    assert state.current_player() == WHITE and texts(state) == ["change a5", "change b5"]
    play(state, "change a5")
    assert piece(state, "a5") == "n"
    assert state.current_player() == BLACK and texts(state) == ["change f5", "change g5"]
    play(state, "change g5")
    assert [piece(state, s) for s in ("a5", "b5", "f5", "g5")] == ["n", "N", "b", "B"]
    assert state.phase == "chess" and state.current_player() == BLACK


def test_K9a_no_piece_changes_twice_for_one_control():
    """K-9a: the two changes of white + black are simultaneous; the piece White just
    turned black is no choice for Black, so no piece changes twice."""
    # White's changed knight is not among Black's choices; Black's lone bishop changes
    fen = "4k3/8/8/NN3b2/8/8/P7/4K3 w - - 0 1"
    state = make_state(fen, white=(0, 4), black=(18, 22))
    play(state, "a2a3", "checker 4")
    events = play(state, "change b5")
    assert [(e.square, e.chosen) for e in of_type(events, PieceChanged)] == [
        (chess.B5, True),
        (chess.F5, False),
    ]
    assert [piece(state, s) for s in ("a5", "b5", "f5")] == ["N", "n", "B"]


def test_K9a_each_owner_chooses_among_what_they_owned_before_the_changes():
    """K-9a: Black's only piece on rank 5 before the changes is the king, so the king
    changes, although White's knight has just turned black beside it (one after the
    other, the king would have had company and been spared)."""
    state = make_state("8/8/8/1N2k3/8/8/P7/4K3 w - - 0 1", white=(0, 4), black=(18, 22))
    events = play(state, "a2a3", "checker 4")
    assert [(e.owner, e.square) for e in of_type(events, PieceChanged)] == [
        (WHITE, chess.B5),
        (BLACK, chess.E5),
    ]
    assert piece(state, "b5") == "n" and piece(state, "e5") == "K"
    assert state.is_over() and state.outcome().winners == (WHITE,)


def test_K9_a_single_candidate_changes_without_a_decision():
    state = make_state("4k3/8/8/1n6/8/8/P7/4K3 w - - 0 1", white=(0, 4, 22), black=(18,))
    events = play(state, "a2a3", "checker 4")
    assert piece(state, "b5") == "N" and of_type(events, PieceChanged)[0].chosen is False
    assert state.phase == "chess" and state.current_player() == BLACK


def test_K9_a_player_with_no_piece_on_the_line_loses_nothing():
    state = make_state("4k3/8/8/1N6/8/8/P7/4K3 w - - 0 1", white=(0, 4, 22), black=(18,))
    events = play(state, "a2a3", "checker 4")
    assert of_type(events, LineControlled) and not of_type(events, PieceChanged)
    assert piece(state, "b5") == "N"


def test_K9_the_king_is_no_candidate_beside_other_pieces_of_its_owner():
    state = make_state("8/8/8/1n2kb2/8/8/P7/4K3 w - - 0 1", white=(0, 4, 22), black=(18,))
    play(state, "a2a3", "checker 4")
    assert texts(state) == ["change b5", "change f5"]
    with pytest.raises(IllegalAction) as info:
        play(state, "change e5")
    assert info.value.rule == "K-9" and "king" in info.value.reason


def test_K9_K11a_a_king_alone_on_the_line_changes_and_its_owner_loses():
    state = make_state("8/8/8/4k3/8/8/P7/4K3 w - - 0 1", white=(0, 4, 22), black=(18,))
    events = play(state, "a2a3", "checker 4")
    assert piece(state, "e5") == "K"
    assert state.is_over() and state.outcome().winners == (WHITE,)
    assert "king changed colour" in state.outcome().reason
    assert of_type(events, GameEnded)[0].winner == WHITE


def test_K11a_a_king_change_ends_the_game_at_once_skipping_the_other_change():
    # white + black: White's lone king must change first; Black's bishop is spared
    state = make_state("4k3/8/8/4Kb2/8/8/P7/8 w - - 0 1", white=(0, 4), black=(18, 22))
    play(state, "a2a3", "checker 4")
    assert state.outcome().winners == (BLACK,)
    assert piece(state, "e5") == "k" and piece(state, "f5") == "b"


# --- K-10 changed pieces ------------------------------------------------------------------------


def test_K10_a_changed_pawn_moves_in_its_new_owners_direction():
    state = make_state("4k3/8/8/4p3/8/8/P7/4K3 w - - 0 1", white=(0, 4, 22), black=(18,))
    play(state, "a2a3", "checker 4")
    assert piece(state, "e5") == "P"
    play(state, "e8d7", "checker 18")
    assert "e5e6" in texts(state) and "e5e4" not in texts(state)


def test_K10_a_changed_pawn_promotes_on_its_new_owners_last_rank():
    state = make_state("4k3/p7/8/8/8/8/1P6/4K3 b - - 0 1", white=(0,), black=(18, 24, 2))
    play(state, "a7a6", "checker 24")  # black + black on rank 2: the b2 pawn turns black
    assert piece(state, "b2") == "p"
    play(state, "e1e2", "checker 0")
    assert {"b2b1q", "b2b1n"} <= set(texts(state))
    events = play(state, "b2b1q")
    assert piece(state, "b1") == "q" and of_type(events, ChessMoved)[0].value == 1


def test_K10b_a_changed_pawn_on_its_new_owners_second_rank_may_step_two():
    """K-10b: a pawn that changed colour and stands on its new owner's second rank may
    make the two-square first step (as python-chess allows)."""
    state = make_state("4k3/4P3/8/8/8/8/P7/K7 w - - 0 1", white=(0, 6), black=(18, 20))
    play(state, "a2a3", "checker 6")  # white + black on rank 7: the e7 pawn turns black
    assert piece(state, "e7") == "p"
    assert {"e7e6", "e7e5"} <= set(texts(state))
    events = play(state, "e7e5")
    assert piece(state, "e7") is None and piece(state, "e5") == "p"
    assert of_type(events, ChessMoved)[0].value == 1  # a pawn move: a checker moves 1


def test_K10_a_changed_rook_loses_its_castling_rights():
    # white + black on rank 1: White picks the h1 rook, which turns black
    fen = "4k3/8/8/8/8/8/P7/R3KB1R w KQ - 0 1"
    state = make_state(fen, white=(0,), black=(18, 26))
    play(state, "a2a3", "checker 0")
    assert state.current_player() == WHITE and texts(state) == [
        "change a1",
        "change f1",
        "change h1",
    ]
    play(state, "change h1")
    assert piece(state, "h1") == "r"
    assert not state.board.has_kingside_castling_rights(chess.WHITE)
    assert state.board.has_queenside_castling_rights(chess.WHITE)


def test_K10a_changed_rook_castling_rights_stay_lost_after_changing_back():
    """K-10a: a rook that changed colour has lost its castling rights for good (the
    board-level bridge, change_colour)."""
    board = chess.Board("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1")
    change_colour(board, chess.H1)
    change_colour(board, chess.H1)
    assert board.piece_at(chess.H1) == chess.Piece(chess.ROOK, chess.WHITE)
    assert not board.has_kingside_castling_rights(chess.WHITE)
    assert board.has_queenside_castling_rights(chess.WHITE)
    assert chess.Move.from_uci("e1g1") not in board.legal_moves
    assert chess.Move.from_uci("e1c1") in board.legal_moves


def test_K10a_a_rook_changed_and_changed_back_in_play_never_castles_again():
    """K-10a: in play, White's h1 rook turns black (rank 1, white + black), then white
    again (file h, white + white); king and rook stand unmoved, yet only the a1 rook
    may still castle."""
    fen = "4k3/p7/8/8/8/8/P7/R3KB1R w KQ - 0 1"
    state = make_state(fen, white=(0, 9, 35), black=(18, 26))
    play(state, "a2a3", "checker 0", "change h1")  # the f1 bishop shields e1 from h1
    assert piece(state, "h1") == "r"
    play(state, "a7a6", "checker 26")
    events = play(state, "a3a4", "checker 9")  # 9 + 1 = 10: file h, with 35
    assert [(e.owner, e.square) for e in of_type(events, PieceChanged)] == [(BLACK, chess.H1)]
    assert piece(state, "h1") == "R" and piece(state, "e1") == "K"
    play(state, "a6a5", "checker 18", "f1d3", "checker 0", "e8d8", "checker 19")
    assert state.current_player() == WHITE and state.phase == "chess"
    assert "e1c1" in texts(state) and "e1g1" not in texts(state)


def test_K10a_a_king_that_changed_colour_keeps_no_castling_rights():
    """K-10a: White's king, alone on file e, turns black (black + black); the game ends
    and the final position gives castling to nobody, though both rooks are unmoved."""
    state = make_state("3k4/p7/8/8/8/8/8/R3K2R b KQ - 0 1", white=(0,), black=(18, 13, 31))
    play(state, "a7a6", "checker 31")  # 31 + 1 = 32: file e, with 13
    assert piece(state, "e1") == "k" and state.outcome().winners == (BLACK,)
    assert state.board.castling_rights == 0


def test_K10_an_en_passant_chance_on_a_changed_pawn_lapses():
    # e2e4 (en passant chance on e3); white + black on rank 4: the e4 pawn turns
    # black (White's only piece there), Black turns d4 white; f4 may not take on e3
    fen = "4k3/8/8/8/3p1p2/8/4P3/4K3 w - - 0 1"
    state = make_state(fen, white=(0, 3), black=(18, 23))
    play(state, "e2e4", "checker 3")
    assert piece(state, "e4") == "p" and state.current_player() == BLACK
    play(state, "change d4")
    assert piece(state, "d4") == "P"
    assert state.board.ep_square is None
    assert "f4e3" not in texts(state)


def test_K10_en_passant_on_an_unchanged_pawn_is_still_possible():
    fen = "4k3/8/8/8/5p2/8/4P3/4K3 w - - 0 1"
    state = make_state(fen)
    play(state, "e2e4", "checker 0")
    assert "f4e3" in texts(state)


# --- K-11 end of turn -----------------------------------------------------------------------


def test_K11b_the_movers_own_king_attacked_after_the_changes_loses():
    # white + black on rank 5: White's only piece there, the e5 rook, turns black
    state = make_state("k7/8/8/4R3/8/8/P7/4K3 w - - 0 1", white=(0, 4), black=(18, 22))
    play(state, "a2a3", "checker 4")
    assert piece(state, "e5") == "r"
    assert state.outcome().winners == (BLACK,)
    assert "White's own king" in state.outcome().reason


def test_K11c_checkmate_loses():
    state = make_state("k7/8/1K6/8/8/8/8/7R w - - 0 1")
    events = play(state, "h1h8", "checker 0")
    assert state.outcome().winners == (WHITE,) and state.outcome().reason == "checkmate"
    assert state.current_player() is None and state.legal_actions() == []
    assert of_type(events, GameEnded)[0].headline(["Ann", "Bob"]).startswith("Ann wins")


def test_K11c_check_is_news_and_must_be_answered():
    state = make_state("k7/8/8/8/8/8/8/4K2R w - - 0 1")
    events = play(state, "h1h8", "checker 0")
    assert [e.player for e in of_type(events, Check)] == [BLACK]
    assert of_type(events, Check)[0].headline(None)
    assert texts(state) == ["a8a7", "a8b7"]
    assert state.view(None).game.check == "a8"


def test_K11d_four_tours_win():
    state = make_state(white=(0, 34), finished=(3, 0), reserve=(0, 4))
    play(state, "g1f3", "checker 34")
    assert state.checkers.finished[WHITE] == 4
    assert state.outcome().winners == (WHITE,) and "tours" in state.outcome().reason


def test_K11e_stalemate_is_a_draw():
    state = make_state("7k/4Q3/6K1/8/8/8/8/8 w - - 0 1")
    play(state, "e7f7", "checker 0")
    outcome = state.outcome()
    assert outcome.is_draw and outcome.reason == "stalemate"


def test_K11a_the_checks_run_in_order_tours_before_stalemate():
    state = make_state("7k/4Q3/6K1/8/8/8/8/8 w - - 0 1", white=(0, 31), finished=(3, 0))
    play(state, "e7f7", "checker 31")
    assert state.outcome().winners == (WHITE,) and "tours" in state.outcome().reason


def test_K11a_the_checks_run_in_order_checkmate_before_tours():
    state = make_state("k7/8/1K6/8/8/8/8/7R w - - 0 1", white=(0, 32), finished=(3, 0))
    play(state, "h1h8", "checker 32")
    assert state.checkers.finished[WHITE] == 4
    assert state.outcome().reason == "checkmate"


def test_K11f_threefold_repetition_counts_the_initial_position():
    # hand-built: no checkers in play, so only the knights move
    state = make_state(white=(), black=(), reserve=(0, 0))
    shuffle = ("g1f3", "g8f6", "f3g1", "f6g8")
    play(state, *shuffle)
    assert not state.is_over()  # the initial position, a second time
    play(state, *shuffle[:3])
    assert not state.is_over()
    play(state, shuffle[3])
    assert state.outcome().is_draw and "third time" in state.outcome().reason
    assert state.turns == 8


def test_K11f_the_whole_position_counts_checkers_too():
    state = new_game()
    for _ in range(3):
        for move in ("g1f3", "g8f6", "f3g1", "f6g8"):
            events = play(state, move)
            events += play(state, texts(state)[0])
            assert not of_type(events, LineControlled)
    assert state.board.board_fen() == chess.Board().board_fen()
    assert not state.is_over()  # the checkers moved on, so no whole position repeated


def test_K11f_150_quiet_turns_draw():
    state = new_game()
    state.quiet = QUIET_TURNS - 1
    play(state, "g1f3", "checker 0")
    assert state.outcome().is_draw and "150 turns" in state.outcome().reason


def test_K11f_a_pawn_move_capture_or_conversion_restarts_the_count():
    state = new_game()
    state.quiet = QUIET_TURNS - 1
    play(state, "e2e4", "checker 0")
    assert not state.is_over() and state.quiet == 0
    state.quiet = 10
    play(state, "g8f6", "checker 18")
    assert state.quiet == 11
