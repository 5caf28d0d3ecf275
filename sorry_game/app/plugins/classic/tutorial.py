"""Sorry!'s guided first game: you are Red against three computers. The seed deals a
game that shows moving, leaving START, a SORRY! and the 10's step back.

Every first turn of Sorry! is forced (only a 1 or a 2 brings a pawn out, with one way
to do it), so the guided game starts from an opening: a game under way, a few rounds
in, where your first decision is a real choice between two pawns."""

from sorry_game.app.table.guide import Step, Tutorial

#: the first eight rounds of seed 1 (the easy computers' moves, your forced ones)
OPENING = (
    *("pass", "pass", "start", "pass"),
    *("pass", "pass", "move Y0 +11", "start"),
    *("pass", "pass", "move Y0 +8", "move G0 +1"),
    *("pass", "pass", "move Y0 +3", "move G0 +2", "move G0 +1"),
    *("start", "move R0 -4", "pass", "sorry R0", "move G0 +3"),
    *("start", "move R0 -4", "pass", "pass", "move G0 +12"),
    *("sorry G0", "pass", "pass", "pass"),
)

TUTORIAL = Tutorial(
    seed=1,
    players=4,
    opening=OPENING,
    steps=(
        Step(
            "You are Red. An 8: pawn 1 waits by your SAFETY zone, and 8 steps take it HOME. "
            "Choose it: click it, or press Enter on its ring.",
            "pawn",
            0,
            about=("home",),
        ),
        Step("A 1 brings a new pawn out of START. Choose your START.", "start", 0),
        Step("A 12 moves one pawn 12 forward: choose pawn 2 (key 2).", "pawn", 1),
        Step(
            "SORRY!: choose this square. One of your pawns leaves START, takes it and bumps the pawn here.",
            "square",
            19,
            about=("start",),
        ),
        Step("A 3 moves one pawn 3 forward: choose pawn 2 (key 2).", "pawn", 1),
        Step("Two ways to play your card: take the square 10 ahead.", "square", 29),
    ),
)
