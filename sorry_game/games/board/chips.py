"""The Sorry! pawns as a phone shows them (Sorry! and Sorry My Ass! share the board).

A phone has no board to tap, so the pawns of the colour the seat moves are drawn as
chips that say where each pawn is in words; tapping a chip picks that pawn (the
`pawn` and `start` choices of `picks.move_picks`). Read from a `BoardView` only.
"""

from __future__ import annotations

from typing import Any

from sorry_game.games.board.geometry import COLOUR_NAMES, HOME, PROGRESS, START, describe_position
from sorry_game.games.board.view import BoardView

#: the page's tones for the four Sorry! colours (SORRY_COLOURS keys)
TONES = ("red", "blue", "yellow", "green")


def pawn_id(pawn: int) -> str:
    return f"pawn:{pawn}"


def start_id(colour: int) -> str:
    return f"start:{colour}"


def where(colour: int, pos: int) -> str:
    """'START', 'HOME', 'SAFETY 2 · 4 to HOME', 'square 23 · 40 to HOME'."""
    if pos in (START, HOME):
        return describe_position(pos)
    return f"{describe_position(pos)} · {PROGRESS[colour][HOME] - PROGRESS[colour][pos]} to HOME"


def chips(board: BoardView, colour: int) -> list[dict[str, Any]]:
    """One chip per pawn of `colour` off START and HOME, and one START chip for the
    pawns still there (a move out of START is picked by START, not by a pawn)."""
    pawns = range(colour * 4, colour * 4 + 4)
    tone = TONES[colour]
    out = [
        {
            "id": pawn_id(p),
            "text": f"Pawn {p % 4 + 1}",
            "sub": where(colour, board.pawns[p]),
            "tone": tone,
        }
        for p in pawns
        if board.pawns[p] not in (START, HOME)
    ]
    at_start = sum(1 for p in pawns if board.pawns[p] == START)
    at_home = sum(1 for p in pawns if board.pawns[p] == HOME)
    out.insert(
        0, {"id": start_id(colour), "text": "START", "sub": f"{at_start} here", "tone": tone}
    )
    if at_home:
        out.append({"id": f"home:{colour}", "text": "HOME", "sub": f"{at_home} here", "tone": tone})
    return out


def pawn_lines(board: BoardView, colours: tuple[int, ...], players: int) -> list[str]:
    """Every seat's pawns HOME and on START, one short line: 'Blue: 1 HOME, 2 on START'."""
    out = []
    for seat in range(players):
        c = colours[seat]
        pos = board.pawns[c * 4 : c * 4 + 4]
        out.append(
            f"{COLOUR_NAMES[c]}: {sum(p == HOME for p in pos)} HOME, "
            f"{sum(p == START for p in pos)} on START"
        )
    return out


def pawn_target(kind: str, key: Any) -> str | None:
    """The chip a `pawn` or `start` choice stands for."""
    if kind == "pawn":
        return pawn_id(int(key))
    if kind == "start":
        return start_id(int(key))
    return None
