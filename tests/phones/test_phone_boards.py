"""The table as the phone page draws it: the state message's `board` (docs/PHONES.md),
built by each game's phone part from the seat's view alone.

Per game: the board is the view's table (every Sorry! pawn where the view has it, the
King pieces on their squares, the Revenge total and pawn cards), a choice's `spot`
names a place the board draws, and the board never depends on a card the seat cannot
see (every hidden card dealt differently: the same board, byte for byte).
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from test_phone_parts import message, positions

from sorry_game.engine.interface import SORRY_COLOURS, GameConfig
from sorry_game.games.board.geometry import HOME, SAFETY_BASE, TRACK_LEN
from sorry_game.games.catalogue import get_game

BOARD_SETUPS = [
    ("classic", 2, {}),
    ("classic", 4, {"hand": True, "partners": True}),
    ("president", 4, {}),
    ("king", 2, {}),
    ("revenge", 3, {}),
]


def where(pos: int) -> dict[str, Any]:
    """A position as the board message says it."""
    if pos < TRACK_LEN:
        return {"at": "track", "step": pos}
    if pos < HOME:
        return {"at": "safety", "step": pos - SAFETY_BASE + 1}
    return {"at": "home" if pos == HOME else "start", "step": 0}


@pytest.mark.parametrize("game_id,players,options", BOARD_SETUPS[:3])
def test_C1_the_sorry_board_holds_every_pawn_in_play_where_the_view_has_it(
    game_id: str, players: int, options: dict[str, Any]
) -> None:
    moved = 0
    for state in positions(game_id, players, options, 6, every=5):
        for seat in range(players):
            view = state.view(seat)
            board = message(game_id, state, seat)["board"]
            assert board["kind"] == "track" and board["squares"] == TRACK_LEN
            assert [lane["start"] for lane in board["lanes"]] == [f"start:{c}" for c in range(4)]
            playing = sorted(set(view.colours))
            assert [lane["playing"] for lane in board["lanes"]] == [c in playing for c in range(4)]
            expected = [
                {"id": f"pawn:{p}", "lane": c, "n": p % 4 + 1, **where(view.game.board.pawns[p])}
                for c in playing
                for p in range(c * 4, c * 4 + 4)
            ]
            got = [
                {k: pawn[k] for k in ("id", "lane", "n", "at", "step")} for pawn in board["pawns"]
            ]
            assert got == expected
            assert board["moving"] == view.game.board.moving_colour
            moved += sum(1 for pawn in got if pawn["at"] != "start")
    assert moved > 0  # the positions reach pawns out of START


@pytest.mark.parametrize("game_id,players,options", BOARD_SETUPS[:3])
def test_every_spot_of_a_sorry_choice_is_a_place_the_board_draws(
    game_id: str, players: int, options: dict[str, Any]
) -> None:
    """A square choice's spot is a square of the track, the mover's SAFETY or HOME; a
    pawn's or START's spot is a pawn or START the board draws."""
    squares = 0
    for state in positions(game_id, players, options, 7, every=3):
        seat = state.current_player()
        if seat is None:
            continue
        msg = message(game_id, state, seat)
        board = msg["board"]
        places = {pawn["id"] for pawn in board["pawns"]}
        places |= {lane["start"] for lane in board["lanes"]}
        for pick in msg["picks"]:
            for step in pick["steps"]:
                spot = step["spot"]
                kind = step["id"].split(":")[0]
                if kind == "square":
                    assert spot.startswith("sq:") and 0 <= int(spot[3:]) <= HOME
                    assert int(spot[3:]) < TRACK_LEN or board["moving"] is not None
                    squares += 1
                elif kind in ("pawn", "start"):
                    assert spot in places, (step, sorted(places))
    assert squares > 0


def test_the_king_board_is_the_views_pieces_and_checkers() -> None:
    pieces_seen = 0
    for state in positions("king", 2, {}, 3, every=4):
        for seat in (0, 1):
            view = state.view(seat)
            board = message("king", state, seat)["board"]
            assert board["kind"] == "grid" and (board["cols"], board["rows"]) == (10, 10)
            cells = {cell["id"]: cell for cell in board["cells"]}
            for name, symbol in dict(view.game.board).items():
                cell = cells[f"sq:{name}"]
                assert cell["tone"] == ("white" if symbol.isupper() else "black")
                assert cell["text"]
                pieces_seen += 1
            held = [s for s, owner in enumerate(view.game.ring) if owner is not None]
            assert [s for s in range(len(view.game.ring)) if cells[f"ring:{s}"]["text"]] == held
            # the seat's own side at the foot: White's a1 bottom left, Black's h8
            corner = board["cells"][10 * 8 + 1]["id"]
            assert corner == ("sq:a1" if seat == 0 else "sq:h8")
            # the files along the seat's near edge, the ranks up its left side (the log
            # names squares: "g8–f6"), each said once
            rows = [board["cells"][10 * r + 1 : 10 * r + 9] for r in range(1, 9)]
            files = [cell.get("file") for cell in rows[-1]]
            ranks = [row[0].get("rank") for row in rows]
            assert files == (list("abcdefgh") if seat == 0 else list("hgfedcba"))
            assert ranks == (list("87654321") if seat == 0 else list("12345678"))
            marked = [c for c in board["cells"] if "file" in c or "rank" in c]
            assert len(marked) == 15
    assert pieces_seen > 0


def test_R1_R6_the_revenge_board_is_the_total_and_every_seats_pawn_cards() -> None:
    for state in positions("revenge", 3, {}, 8, every=3):
        for seat in range(3):
            view = state.view(seat)
            board = message("revenge", state, seat)["board"]
            assert board["kind"] == "pile" and board["goal"] == 21
            assert board["total"] == view.game.total
            assert [s["pawns"] for s in board["seats"]] == [list(p) for p in view.game.pawns]
            assert [s["hand"] for s in board["seats"]] == list(view.game.hand_sizes)
            assert [s["tone"] for s in board["seats"]] == [
                SORRY_COLOURS[c].key for c in view.colours
            ]
            assert [s["name"] == "You" for s in board["seats"]] == [i == seat for i in range(3)]
            assert [s["turn"] for s in board["seats"]] == [i == view.turn for i in range(3)]
            pile = view.game.play_pile
            assert (board["top"] or {}).get("id") == (f"card:{pile[-1]}" if pile else None)


@pytest.mark.parametrize(
    "game_id,players,options",
    [s for s in BOARD_SETUPS if get_game(s[0]).hides(GameConfig(s[1], s[2]))],
)
def test_the_board_is_the_same_whatever_the_seat_cannot_see(
    game_id: str, players: int, options: dict[str, Any]
) -> None:
    """The board is public: every card the seat cannot see dealt differently, the
    board the page draws is the same, byte for byte (the whole message's test is
    test_phone_parts; this one names the board)."""
    checked = 0
    for seed in (2, 3):
        for state in positions(game_id, players, options, seed, every=9):
            if state.is_over():
                continue
            for seat in range(players):
                honest = json.dumps(message(game_id, state, seat)["board"])
                for k in range(2):
                    poisoned = state.determinize(seat, random.Random(seed * 10 + k))
                    assert json.dumps(message(game_id, poisoned, seat)["board"]) == honest
                    checked += 1
    assert checked > 10


def test_K3_the_king_ring_shows_the_way_the_checkers_run_from_either_side() -> None:
    """Each empty ring square (not a corner) carries the way the checkers run, as the
    seat sees the board: anticlockwise stays anticlockwise on Black's board turned
    round (the right-hand column runs up, the top row left, for a step of +1)."""
    seen = 0
    for state in positions("king", 2, {}, 4, every=6):
        for seat in (0, 1):
            view = state.view(seat)
            cells = message("king", state, seat)["board"]["cells"]
            sense = 1 if view.game.step == 1 else -1
            edges = {  # (column or row of the 10x10 grid as drawn) -> the way it runs
                "right": ([cells[r * 10 + 9] for r in range(1, 9)], "up" if sense > 0 else "down"),
                "top": ([cells[c] for c in range(1, 9)], "left" if sense > 0 else "right"),
                "left": ([cells[r * 10] for r in range(1, 9)], "down" if sense > 0 else "up"),
                "bottom": ([cells[90 + c] for c in range(1, 9)], "right" if sense > 0 else "left"),
            }
            for edge, (row, expected) in edges.items():
                for cell in row:
                    if cell["text"]:
                        assert "way" not in cell  # a checker stands there
                    else:
                        assert cell.get("way") == expected, (seat, edge, cell)
                        seen += 1
            for corner in (0, 9, 90, 99):
                assert "way" not in cells[corner]
    assert seen > 0


def test_a_pawn_chip_says_the_way_left_not_a_square_number_the_board_never_shows() -> None:
    """A chip under the drawn board says how far its pawn has to go ("46 to HOME", "in
    SAFETY · 4 to HOME"): the board's squares carry no numbers, so "square 22" named a
    place nobody could find."""
    from sorry_game.games.board.geometry import PROGRESS

    seen = set()
    for state in positions("classic", 2, {}, 6, every=3):
        view = state.view(0)
        for chip in message("classic", state, 0)["private"]["chips"]:
            if not chip["id"].startswith("pawn:"):
                continue
            pawn = int(chip["id"].split(":")[1])
            pos = view.game.board.pawns[pawn]
            left = f"{PROGRESS[pawn // 4][HOME] - PROGRESS[pawn // 4][pos]} to HOME"
            assert chip["sub"] == (left if pos < TRACK_LEN else f"in SAFETY · {left}")
            assert "square" not in chip["sub"]
            seen.add(pos < TRACK_LEN)
    assert True in seen
