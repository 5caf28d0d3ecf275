"""The rules of Sorry, King! as pages, each with a real position drawn by its plugin.

Positions start from the new game; a page that needs checkers elsewhere on the ring
puts them there (`ring`) and the engine checks the position when it loads it. Ring
squares are numbered as in the rules: 0 is White's red corner beside h1, 1–8 are
right of ranks 1–8, 18 is Black's red corner, 19–26 are left of ranks 8…1.
"""

from __future__ import annotations

from typing import Any

from sorry_game.app.rulebook.pages import Edit, Position, RulePage

WHITE, BLACK, EMPTY = 0, 1, -1


def ring(white: tuple[int, ...], black: tuple[int, ...]) -> Edit:
    """Checkers on these ring squares (the rest of each player's five in reserve)."""

    def edit(data: dict[str, Any]) -> dict[str, Any]:
        squares = [EMPTY] * 36
        for seat, where in ((WHITE, white), (BLACK, black)):
            for square in where:
                squares[square] = seat
        reserve = [5 - len(white), 5 - len(black)]
        start = data["history"][-1]
        history = [[start[0], squares, reserve, start[3]]]
        return {**data, "ring": squares, "reserve": reserve, "history": history}

    return edit


#: two white checkers near the ends of rank 7, where Black's pawns stand
RANK_7 = ring(white=(0, 5, 20), black=(18,))

#: the quickest checkmate, a checker move (1: a pawn moved) after each chess move
FOOLS_MATE = ("f2f3", "checker 0", "e7e5", "checker 18", "g2g4", "checker 1")

PAGES = (
    RulePage(
        "The board",
        (
            "A chess board in the middle, and around it a ring of 36 squares for the "
            "checkers. Chess pieces never leave the middle; checkers never leave the ring.",
            "White and Black each have a full chess set and five checkers. One checker "
            "starts on your red corner; four wait in reserve. A checker taken all the way "
            "round the ring, back to your red corner, makes a tour: four tours win.",
        ),
        Position(2),
        "White's red corner is beside h1, Black's beside a8.",
        ("K-1", "K-2", "K-3"),
    ),
    RulePage(
        "A turn",
        (
            "Make one chess move, then move one of your checkers round the ring by the "
            "value of the piece you moved.",
            "Pawn 1, Knight 2, Bishop 3, Rook 4, Queen 5, King 6. Castling counts as a "
            "King move, a promotion as a Pawn move.",
        ),
        Position(2, moves=("g1f3",), show="checker 0"),
        "The knight moved, so White's checker moves 2.",
        ("K-4", "K-5"),
    ),
    RulePage(
        "Checkers",
        (
            "Checkers jump over others. Land on an enemy checker to capture it: it goes "
            "back to its owner's reserve. You may not land on your own.",
            "When your red corner is empty, a checker from your reserve enters there at "
            "once. A checker that reaches or passes its red corner again has finished "
            "its tour and leaves the ring.",
        ),
        Position(2, edit=ring(white=(0, 14), black=(16, 18)), moves=("g1f3",), show="checker 14"),
        "White's checker lands on Black's and captures it.",
        ("K-6", "K-7"),
    ),
    RulePage(
        "Line control",
        (
            "A rank or file is controlled when checkers stand on both its ends, beside the board.",
            "It counts only at the moment it forms, when the checker you move reaches "
            "one end while the other end is taken. Corners end no line.",
        ),
        Position(2, edit=RANK_7, moves=("g1f3",), show="checker 5"),
        "White's checker reaches rank 7; the other end is White's too.",
        ("K-8",),
    ),
    RulePage(
        "A colour change",
        (
            "Two white checkers on a line: one black piece on it turns white. Two "
            "black: one white piece turns black. One of each: one piece of each colour "
            "changes.",
            "The owner of the piece that changes chooses which one. A king may only be "
            "chosen when it is that player's only piece on the line.",
        ),
        Position(2, edit=RANK_7, moves=("g1f3", "checker 5"), show="change e7", viewer=None),
        "Black chooses which pawn on rank 7 turns white.",
        ("K-9", "K-10"),
    ),
    RulePage(
        "Winning",
        (
            "Checkmate wins, as in chess. A king that changes colour loses the game for "
            "its old owner, and a player who leaves their own king attacked after the "
            "changes loses.",
            "Four finished tours also win. No legal move without check, a position seen "
            "three times, or 150 turns with no capture, colour change, pawn move or "
            "finished tour is a draw.",
        ),
        Position(2, moves=(*FOOLS_MATE, "d8h4")),
        "Black's queen gives checkmate: Black wins.",
        ("K-11",),
    ),
)

__all__ = ["FOOLS_MATE", "PAGES", "RANK_7", "ring"]
