"""Sorry, King!'s guided first game: you are White against the computer; three moves
show a piece's value moving a checker, and a line taken turns a piece's colour."""

from sorry_game.app.table.guide import Step, Tutorial

TUTORIAL = Tutorial(
    seed=1,
    players=2,
    steps=(
        Step(
            "Move a chess piece, then a checker moves its value. Choose the e-pawn.", "square", "e2"
        ),
        Step("A pawn is worth 1: after it moves, your checker moves 1 square.", "square", "e4"),
        Step("A knight is worth 2. Choose your knight.", "square", "g1"),
        Step("Jump to f3; a checker then moves 2 squares on the outer ring.", "square", "f3"),
        Step("Move the checker on your red corner 2 squares along the ring.", "checker", 0),
        Step("The knight again: another 2 for a checker.", "square", "f3"),
        Step("Jump to g5.", "square", "g5"),
        Step("Move this checker to the end of rank 2: both ends now hold checkers.", "checker", 1),
        Step(
            "Give away your cheapest piece there: a pawn.",
            "square",
            "a2",
        ),
    ),
)
