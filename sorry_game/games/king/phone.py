"""Sorry, King! on a phone: the board small, played by tapping a piece, then a square.

The phone draws the game's own 10x10 board (ring.py): the chess board inside, the
checkers' ring around it, from the seat's side (Black sees it turned round). A chess
move is two taps, a checker one tap on the ring, a colour change one tap on the piece;
a list of forty moves is not a way to play chess. Built from the view alone
(`View[KingView]`; the game hides nothing, docs/PHONES.md).
"""

from __future__ import annotations

from typing import Any

from sorry_game.engine.view import View, seat_ref
from sorry_game.games.king.ring import CORNERS, RING_SIZE, ring_cell
from sorry_game.games.king.rules import SEAT_NAMES
from sorry_game.games.king.view import KingView

SIZE = 10
#: the pieces as their chess figures (the solid ones: the cell's tone says the side)
GLYPHS = {"k": "♚", "q": "♛", "r": "♜", "b": "♝", "n": "♞", "p": "♟"}
#: the piece's letter for players and screen readers, beside the figure
NAMES = {"k": "king", "q": "queen", "r": "rook", "b": "bishop", "n": "knight", "p": "pawn"}
TONES = ("white", "black")
FILES = "abcdefgh"


def ending_reason(reason: str) -> str:
    """The end's reason in the phone's headline (K-11): "four tours completed", as the
    window's log says "four tours" (the whole "You win: four checker tours completed"
    broke "checker / tours" over a phone's lines)."""
    return reason.replace("checker tours", "tours")


def square_id(name: str) -> str:
    return f"sq:{name}"


def ring_id(square: int) -> str:
    return f"ring:{square}"


def _ring_at() -> dict[tuple[int, int], int]:
    return {ring_cell(s): s for s in range(RING_SIZE)}


RING_AT = _ring_at()


#: the way a checker runs, by the step from one ring square to the next as the page
#: shows it (col, row; row up)
WAYS = {(1, 0): "right", (-1, 0): "left", (0, 1): "up", (0, -1): "down"}


def way(square: int, step: int, turned: bool) -> str | None:
    """The way the checkers run on a ring square (K-3: all in the version's direction),
    as the seat sees the board (Black's turned round); None on a corner."""
    if square in CORNERS:
        return None
    (c0, r0), (c1, r1) = ring_cell(square), ring_cell((square + step) % RING_SIZE)
    sign = -1 if turned else 1
    return WAYS.get((sign * (c1 - c0), sign * (r1 - r0)))


def _cell(
    view: View[KingView], col: int, row: int, pieces: dict[str, str], turned: bool
) -> dict[str, Any]:
    """One cell (col, row as White sees the board): a chess square or a ring square."""
    game = view.game
    ring = RING_AT.get((col, row))
    if ring is not None:
        owner = game.ring[ring]
        red = ring in game.red_squares
        cell: dict[str, Any] = {
            "id": ring_id(ring),
            "text": "●" if owner is not None else "",
            "shade": "red" if red else "ring",
            "tone": TONES[owner] if owner is not None else "plain",
        }
        if owner is not None:
            cell["label"] = f"{SEAT_NAMES[owner]} checker"
        elif (arrow := way(ring, game.step, turned)) is not None:
            cell["way"] = arrow  # a faint chevron, as the window's ring
        return cell
    if not (1 <= col <= 8 and 1 <= row <= 8):
        return {"id": f"edge:{col}:{row}", "text": "", "shade": "ring", "tone": "plain"}
    name = f"{FILES[col - 1]}{row}"
    symbol = pieces.get(name, "")
    cell = {
        "id": square_id(name),
        "text": GLYPHS[symbol.lower()] if symbol else "",
        "shade": "dark" if (col + row) % 2 == 0 else "light",
        "tone": ("white" if symbol.isupper() else "black") if symbol else "plain",
        "label": name
        + (
            f" {'white' if symbol.isupper() else 'black'} {NAMES[symbol.lower()]}" if symbol else ""
        ),
    }
    # the files and ranks along the seat's near edge and left side, as the log names
    # squares ("g8–f6"): the bottom row's letter, the left column's number
    if row == (8 if turned else 1):
        cell["file"] = FILES[col - 1]
    if col == (8 if turned else 1):
        cell["rank"] = str(row)
    last = game.last_move
    if name == game.check:
        cell["mark"] = "check"
    elif last is not None and name in (last.from_square, last.to_square):
        cell["mark"] = "last"
    elif name in game.changed:
        cell["mark"] = "changed"
    return cell


def board(view: View[KingView]) -> dict[str, Any]:
    """The board the page draws (the state message's `board`), row by row from the top as the seat sees it: White from rank 8 down, Black the
    board turned round."""
    pieces = dict(view.game.board)
    black = view.viewer == 1
    rows = range(SIZE) if black else range(SIZE - 1, -1, -1)
    cols = range(SIZE - 1, -1, -1) if black else range(SIZE)
    cells = [_cell(view, c, r, pieces, black) for r in rows for c in cols]
    return {"kind": "grid", "cols": SIZE, "rows": SIZE, "cells": cells}


def private(view: View[KingView]) -> dict[str, Any]:
    """The box: what only it says — the band says whom the seat plays, the public
    line who moves and how far a checker goes, the log the last move."""
    game = view.game
    lines = []
    if game.pending_change is not None:
        change = game.pending_change
        # (a line of the box starts as a sentence; the pieces by their colour, the
        # seats by their players: "a piece of White" named a seat by its colour)
        held = str(change.line)
        colour, other = (SEAT_NAMES[change.owner].lower(), SEAT_NAMES[1 - change.owner].lower())
        lines.append(f"{held[:1].upper()}{held[1:]} is held: a {colour} piece on it turns {other}.")
    for seat in (0, 1):  # (each side named as the page names seats: mark and player)
        lines.append(
            f"{seat_ref(seat)}: {game.tours[seat]} tours, {game.reserve[seat]} checkers in reserve"
        )
    # as the window's legend says it (not "Checker moves", the log's words), with the
    # board's figures, not letters
    figures = "\u00a0".join(
        f"{GLYPHS.get(p.lower(), p)}{v}" for p, v in game.values
    )  # (kept whole)
    lines.append(f"A move sends a checker: {figures}")
    if game.controlled:
        lines.append("Lines held: " + ", ".join(game.controlled))
    return {"cards": [], "lines": lines}


def public(view: View[KingView]) -> str:
    if view.over or view.turn is None:
        return "Game over"  # (the page's prompt says the rest)
    words = [f"{SEAT_NAMES[view.turn]} {view.turn_note or 'to move'}"]  # the last: the log's
    if view.turn == view.viewer == view.decider:  # said once, here: the prompt says what
        words = ["Your turn"]
    if view.game.check is not None:
        words.append("check!")
    return " · ".join(words)


def target(kind: str, key: Any) -> str | None:
    if kind == "square":
        return square_id(str(key))
    if kind == "checker":
        return ring_id(int(key))
    return None
