"""The Sorry! pawns as a phone shows them (Sorry! and Sorry My Ass! share the board).

A phone has no board to tap, so the pawns of the colour the seat moves are drawn as
chips that say where each pawn is in words; tapping a chip picks that pawn (the
`pawn` and `start` choices of `picks.move_picks`). Read from a `BoardView` only.
"""

from __future__ import annotations

from typing import Any

from sorry_game.games.board.geometry import (
    COLOUR_NAMES,
    COLOURS,
    ENTRY,
    EXIT,
    HOME,
    PROGRESS,
    SAFETY_BASE,
    SAFETY_LEN,
    SLIDES,
    START,
    TRACK_LEN,
    describe_position,
)
from sorry_game.games.board.view import BoardView

#: the page's tones for the four Sorry! colours (SORRY_COLOURS keys)
TONES = ("red", "blue", "yellow", "green")


def pawn_id(pawn: int) -> str:
    return f"pawn:{pawn}"


def start_id(colour: int) -> str:
    return f"start:{colour}"


def where(colour: int, pos: int) -> str:
    """'START', 'HOME', 'in SAFETY · 4 to HOME', '40 to HOME': the way left, as the
    drawn board shows it (its squares carry no numbers, so "square 23" named nothing
    a player could find)."""
    if pos in (START, HOME):
        return describe_position(pos)
    left = f"{PROGRESS[colour][HOME] - PROGRESS[colour][pos]} to HOME"
    return left if pos < TRACK_LEN else f"in SAFETY · {left}"


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


def square_id(pos: int) -> str:
    """A place on the track (0..59), in the moving colour's SAFETY (60..64) or HOME (65)."""
    return f"sq:{pos}"


def _place(pos: int) -> dict[str, Any]:
    """A pawn's place in the page's words: the track's square, the SAFETY step (1..5),
    HOME or START."""
    if pos < TRACK_LEN:
        return {"at": "track", "step": pos}
    if pos < HOME:
        return {"at": "safety", "step": pos - SAFETY_BASE + 1}
    return {"at": "home" if pos == HOME else "start", "step": 0}


def track(board: BoardView, colours: tuple[int, ...]) -> dict[str, Any]:
    """The board as the page draws it (docs/PHONES.md, `board`): the track's squares,
    each colour's lane (where it leaves START and turns into SAFETY), the slides, and
    the pawns of the colours in play, numbered as on the table. All public (C-1)."""
    lanes = [
        {
            "tone": TONES[c],
            "name": COLOUR_NAMES[c],
            "entry": ENTRY[c],
            "exit": EXIT[c],
            "start": start_id(c),
            "home": f"home:{c}",
            "playing": c in colours,
        }
        for c in COLOURS
    ]
    pawns = [
        {"id": pawn_id(p), "lane": c, "tone": TONES[c], "n": p % 4 + 1, **_place(board.pawns[p])}
        for c in sorted(set(colours))
        for p in range(c * 4, c * 4 + 4)
    ]
    return {
        "kind": "track",
        "squares": TRACK_LEN,
        "safety": SAFETY_LEN,
        "lanes": lanes,
        "slides": [{"tone": TONES[c], "first": a, "last": b} for c, a, b in SLIDES],
        "moving": board.moving_colour,
        "pawns": pawns,
    }


def pawn_spot(kind: str, key: Any) -> str | None:
    """The place on the drawn board a choice stands for: a pawn, a START, a square."""
    if kind == "square":
        return square_id(int(key))
    return pawn_target(kind, key)


def pawn_target(kind: str, key: Any) -> str | None:
    """The chip a `pawn` or `start` choice stands for."""
    if kind == "pawn":
        return pawn_id(int(key))
    if kind == "start":
        return start_id(int(key))
    return None
