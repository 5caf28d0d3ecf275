"""Sorry My Ass!'s guided first game: you are Red against three computers; the deal
shows leading, how many cards to play, beating a play and passing."""

from sorry_game.app.table.guide import Step, Tutorial

TUTORIAL = Tutorial(
    seed=1,
    players=4,
    steps=(
        Step("You lead. 2s are the highest cards: choose your 2s.", "card", 2, about=("you",)),
        Step(
            "Play both 2s: each card is also a move, and a 2 brings a pawn out.",
            "button",
            "play 2",
            about=("start",),
        ),
        Step(
            "Nobody could beat two 2s, so you lead again: get rid of your 3.",
            "card",
            3,
            about=("you",),
        ),
        Step(
            "Beat it with as many cards, all of one higher rank: choose your 10s.",
            "card",
            10,
            about=("trick",),
        ),
        Step("You may pass even when you could play: keep your cards for later.", "button", "pass"),
    ),
)
