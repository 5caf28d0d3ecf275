"""Sorry! Revenge's guided first game: you play three computers; the deal shows the
total, avoiding a bust, stealing a 21 and blocking a SORRY!."""

from sorry_game.app.table.guide import Step, Tutorial

TUTORIAL = Tutorial(
    seed=1,
    players=4,
    steps=(
        Step(
            "Cards add to a total; exactly 21 flips a pawn card HOME. Play your 1.",
            "card",
            "1",
            about=("total", "you"),
        ),
        Step(
            "The total is 20: any number busts you. Take 2 draws two and adds nothing.",
            "card",
            "take2",
            about=("total",),
        ),
        Step(
            "Your SORRY! can take Blue's 21: your pawn card goes HOME instead of theirs.",
            "button",
            "steal",
            about=("total", "you"),
        ),
        Step(
            "Your Don't Be SORRY! card stops the attack: choose Block.",
            "button",
            "block",
            about=("you",),
        ),
    ),
)
