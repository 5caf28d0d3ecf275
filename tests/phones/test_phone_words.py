"""The phone page's words name things as the rest of the page does (issue 39): seats by
their players (with their marks), a move as one entry with one subject, the card drawn
as the table says it."""

from __future__ import annotations

import random

from sorry_game.engine.interface import GameConfig
from sorry_game.engine.logline import entries
from sorry_game.engine.view import SEAT_REF, seat_ref
from sorry_game.games.catalogue import get_game
from sorry_game.games.king.events import CheckerEntered, CheckerMoved, ChessMoved
from sorry_game.phones.host import read_as_table
from sorry_game.phones.seatview import named, state_message
from sorry_game.session import LogEntry

NAMES = ["Ana", "Bo", "Cy", "Di"]


def test_president_hand_counts_name_each_seat_by_its_player_not_its_colour() -> None:
    """Sorry My Ass!'s "Cards in hand" names every seat as a `seat_ref` (the page draws
    the player's name and the seat's mark), never "Red 8, Blue 12"."""
    game = get_game("president")
    state = game.new_state(GameConfig(4, {}), 3)
    rng = random.Random(3)
    for _ in range(6):
        state.apply(rng.choice(state.legal_actions()))
    msg = state_message(game, state, 0, NAMES, 1)
    counts = next(line for line in msg["private"]["lines"] if line.startswith("Cards in hand"))
    sizes = state.view(0).game.hand_sizes
    assert counts == "Cards in hand: " + ", ".join(
        f"{seat_ref(s)} {n}" for s, n in enumerate(sizes)
    )
    words = " ".join(msg["private"]["lines"])
    assert not any(colour in words for colour in ("Red", "Blue", "Yellow", "Green")), words
    assert not SEAT_REF.search(msg["public"])  # (the public line is said in plain words)


def test_a_seat_ref_in_the_public_line_is_the_players_name_or_you() -> None:
    line = f"To beat: two 5s by {seat_ref(2)} · {seat_ref(0)} moves"
    assert named(line, 0, NAMES) == "To beat: two 5s by Cy · you moves"
    assert named(seat_ref(7), 0, NAMES) == "Seat 8"  # (a name missing: no crash)


def test_king_move_reads_as_one_entry_with_one_subject_on_the_phone() -> None:
    """K-5/K-6: the chess move, the checker's move and a new checker entering are one
    entry, its subject said once, as the table's log reads them ("Bo: checker moves 2 ·
    Bo's new checker enters" said Bo twice, on a line apart from his move)."""
    names = ["Ana", "Bo"]
    lines = entries([ChessMoved(1, "g8f6", "knight", 2)], names, 1)
    lines += entries([CheckerMoved(1, 18, 20, (19, 20), 2), CheckerEntered(1, 18)], names, 1)
    log = [LogEntry.of(n, line) for n, line in enumerate(lines)]
    told = read_as_table([LogEntry(0, None, "Game resumed"), *log])
    assert told == [
        "Game resumed",
        "Bo moves the knight g8–f6: checker moves 2 · new checker enters",
    ]


def test_a_card_drawn_beside_the_prompt_is_not_named_again_in_it() -> None:
    """Sorry My Ass!'s played card moves the seat's pawns: the page draws the card beside
    the prompt, so the prompt says what to do ("Choose a pawn to move…"), not "The 1:
    choose…" (as Sorry!'s page says it)."""
    game = get_game("president")
    state = game.new_state(GameConfig(4, {}), 3)
    rng = random.Random(3)
    for _ in range(3000):
        view = state.view(0)
        if view.decider == 0 and view.game.moving is not None and view.game.phase == "move":
            break
        state.apply(rng.choice(state.legal_actions()))
    else:
        raise AssertionError("seat 0 never moved its pawns")
    msg = state_message(game, state, 0, NAMES, 1)
    card = msg["private"]["playing"]["text"]
    prompts = {step["prompt"] for pick in msg["picks"] for step in pick["steps"]}
    assert prompts and not any(p.startswith(f"The {card}") for p in prompts), prompts
    assert any(p.startswith("Choose a pawn to move") for p in prompts), prompts


def test_revenge_notes_name_the_seat_by_its_player_R_13() -> None:
    """R-13 (longer game): a seat on its way back is named in the box as the page names
    seats (`seat_ref`: its mark and player), not by its colour."""
    game = get_game("revenge")
    state = game.new_state(GameConfig(2, {"longer": True}), 5)
    rng = random.Random(5)
    msg: dict = {}
    for _ in range(6000):
        if state.is_over():
            break
        msg = state_message(game, state, 0, NAMES[:2], 1)
        if any(":" in line and "START" in line for line in msg["private"]["lines"]):
            break
        state.apply(rng.choice(state.legal_actions()))
    notes = [
        line for line in msg["private"]["lines"] if "on the way back" in line or "now back" in line
    ]
    assert notes, msg["private"]["lines"]
    assert all(SEAT_REF.match(line) for line in notes), notes
    assert not any(line.startswith(("Red", "Blue", "You")) for line in notes), notes


def test_king_box_names_each_side_by_its_player_K_7() -> None:
    """K-6/K-7: each side's tours and reserve are said under its player's name and mark,
    as the status line names it ("Bo (Black) makes a chess move"), not "Black: …"."""
    game = get_game("king")
    state = game.new_state(GameConfig(2, {}), 1)
    msg = state_message(game, state, 0, NAMES[:2], 1)
    sides = [line for line in msg["private"]["lines"] if "in reserve" in line]
    assert [SEAT_REF.match(line).group(1) for line in sides] == ["0", "1"], sides  # type: ignore[union-attr]
    assert not any(line.startswith(("White", "Black")) for line in sides), sides
