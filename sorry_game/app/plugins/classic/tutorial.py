"""Sorry!'s guided first game: you are Red against three computers. The seed deals a
start that shows moving, leaving START, a SORRY! and the 10's step back."""

from sorry_game.app.table.guide import Step, Tutorial

TUTORIAL = Tutorial(
    seed=1,
    players=4,
    steps=(
        Step(
            "An 8: pawn 1 waits by your SAFETY zone, and 8 steps take it HOME. Click it.",
            "pawn",
            0,
        ),
        Step("A 1 brings a new pawn out of START. Click your START.", "start", 0),
        Step("A 12 moves one pawn 12 forward: click pawn 2.", "pawn", 1),
        Step("SORRY!: a pawn leaves START and bumps this one back to its START.", "square", 12),
        Step("A 10 goes 10 forward or 1 back: take the 10 forward.", "square", 25),
    ),
)
