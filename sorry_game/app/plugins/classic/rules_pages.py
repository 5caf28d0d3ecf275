"""The rules of Sorry! as pages, each with a real position drawn by the board plugin.

Positions are a new four-player game with the pawns put where a page needs them and
the face-up card swapped in from the pile (so the deck stays whole and the engine
accepts the position). Pawn numbers: Red 0–3, Blue 4–7, Yellow 8–11, Green 12–15;
squares as in the rules: the track 0–59 (Red's side first), SAFETY 60–64, HOME 65,
START 66.
"""

from __future__ import annotations

from typing import Any

from sorry_game.app.rulebook.pages import Edit, Position, RulePage
from sorry_game.games.board.cards import SORRY
from sorry_game.games.board.geometry import HOME, SAFETY_BASE, START

RED, BLUE, YELLOW, GREEN = 0, 4, 8, 12  # the first pawn of each colour


def board(card: int, **pawns: int) -> Edit:
    """Red to play `card` with the pawns named (`R0=20`: Red's first pawn on square
    20); every other pawn in its START."""

    def edit(data: dict[str, Any]) -> dict[str, Any]:
        spots = [START] * 16
        for name, square in pawns.items():
            spots["RBYG".index(name[0]) * 4 + int(name[1])] = square
        pile = list(data["pile"])
        pile.remove(card)
        pile.append(data["card"])
        return {**data, "pawns": spots, "pile": pile, "card": card, "current": 0}

    return edit


def shows(move: str, card: int, **pawns: int) -> Position:
    """Red's move `move` with `card`, from the position `board` makes."""
    return Position(4, seed=1, edit=board(card, **pawns), show=move)


PAGES = (
    RulePage(
        "Your goal",
        (
            "Be the first to bring all four of your pawns from START to HOME.",
            "On your turn draw a card and move as it says. Only a 1, a 2 or a SORRY! "
            "brings a pawn out of START, onto the square just outside it.",
            "If no move is possible, your turn is over.",
        ),
        shows("start", 1),
        "A 1: Red's pawn leaves START.",
        ("C-13", "C-4", "C-3"),
    ),
    RulePage(
        "Moving and bumping",
        (
            "Pawns count every square and jump over other pawns.",
            "End your move on an opponent's pawn and you bump it back to its START. "
            "You may never end on your own pawn.",
            "If you can move, you must, even when it hurts you.",
        ),
        shows("move R0 +5", 5, R0=20, B0=25),
        "A 5: Red lands on Blue and bumps it home to START.",
        ("C-5", "C-6"),
    ),
    RulePage(
        "Slides",
        (
            "End a move exactly on the first square of another colour's slide and you "
            "slide to its end.",
            "Every pawn on the slide goes back to its START, even your own.",
            "On a slide of your own colour nothing happens.",
        ),
        shows("move R0 +3", 3, R0=13, Y0=18),
        "A 3 onto Blue's slide: Red slides and bumps Yellow.",
        ("C-7",),
    ),
    RulePage(
        "The 7: split it",
        (
            "A 7 moves one pawn forward 7, or splits between two pawns, such as 4 and 3.",
            "Both parts go forward, both pawns must already be out of START, and all "
            "seven must be used. The first part is made, with its slide and bumps, "
            "before the second.",
        ),
        shows("split R0+4 R1+3", 7, R0=5, R1=30),
        "Red splits a 7: one pawn moves 4, the other 3.",
        ("C-10",),
    ),
    RulePage(
        "The 11: switch",
        (
            "An 11 moves one pawn forward 11, or switches one of your pawns with an "
            "opponent's pawn on the track.",
            "If the switch puts your pawn on another colour's slide, you slide.",
            "When a switch is your only move you may decline it and end your turn.",
        ),
        shows("switch R0 B0", 11, R0=10, B0=40),
        "Red's pawn and Blue's pawn change places.",
        ("C-11",),
    ),
    RulePage(
        "SORRY!",
        (
            "Take a pawn from your START and put it on the square of any opponent's "
            "pawn on the track. That pawn goes back to its START.",
            "With no pawn in START, or nobody to bump, the turn is lost.",
        ),
        shows("sorry G0", SORRY, G0=50),
        "SORRY!: Red takes Green's square and sends Green to START.",
        ("C-12",),
    ),
    RulePage(
        "SAFETY and HOME",
        (
            "Only your colour enters your SAFETY zone, and only moving forward. There "
            "nobody can bump or switch your pawns.",
            "HOME needs the exact count: a move past HOME is not allowed. A pawn at "
            "HOME stays there.",
        ),
        shows("move R0 +3", 3, R0=SAFETY_BASE + 2, R1=HOME),
        "An exact 3 takes Red's pawn from SAFETY to HOME.",
        ("C-8",),
    ),
    RulePage(
        "The other cards",
        (
            "1: leave START or forward 1. 2: leave START or forward 2, then draw again. "
            "3, 5, 8 and 12: forward that many.",
            "4: backward 4. 10: forward 10 or backward 1. Going backward from just "
            "outside your START puts a pawn close to your SAFETY zone: a short way HOME.",
        ),
        shows("move R0 -4", 4, R0=4),
        "A 4 takes Red's pawn backward, close to its SAFETY zone.",
        ("C-9", "C-10a"),
    ),
    RulePage(
        "Winning, and options",
        (
            "The first player with all four pawns HOME wins. The others are ranked by "
            "pawns HOME, then by how far their pawns have come.",
            "Hand of five: hold five cards, play one of your choice and draw one.",
            "Partners (four players): Red and Yellow play against Blue and Green. When "
            "all your pawns are HOME you play your cards for your partner.",
        ),
        shows("move R3 +5", 5, R0=HOME, R1=HOME, R2=HOME, R3=SAFETY_BASE),
        "An exact 5 brings Red's last pawn HOME: Red wins.",
        ("C-13", "C-14", "C-15"),
    ),
)

__all__ = ["PAGES", "board", "shows"]
