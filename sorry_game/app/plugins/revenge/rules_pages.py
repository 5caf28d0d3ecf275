"""The rules of Sorry! Revenge as pages, each with a real position drawn by its plugin.

Positions are a new four-player game with the hands, the play pile, the total and
the pawn cards HOME set as a page needs them; the cards are taken from the rest of the
deck (which stays whole), and the engine checks the position when it loads it.
"""

from __future__ import annotations

from typing import Any

from sorry_game.app.rulebook.pages import Edit, Position, RulePage
from sorry_game.games.revenge.cards import parse_card


def deal(
    hands: tuple[tuple[str, ...], ...],
    total: int = 0,
    play: tuple[str, ...] = (),
    home: tuple[int, ...] = (0, 0, 0, 0),
) -> Edit:
    """Seat 0 to play with these hands (cards by code: '7', 'slide15', 'steal'…), this
    play pile and total, and `home` pawn cards HOME per seat."""

    def edit(data: dict[str, Any]) -> dict[str, Any]:
        rest = list(data["pile"]) + [c for h in data["hands"] for c in h] + list(data["play"])

        def take(code: str) -> int:
            card = parse_card(code)
            rest.remove(card)
            return card

        dealt = [[take(c) for c in hand] for hand in hands]
        pile = [take(c) for c in play]
        return {
            **data,
            "hands": dealt,
            "play": pile,
            "pile": rest,
            "total": total,
            "flips": list(home),
            "turn": 0,
            "decider": 0,
        }

    return edit


HANDS = (
    ("7", "5", "slide10", "take2", "flipback"),
    ("3", "steal", "9", "play2", "4"),
    ("dontbe", "2", "6", "8", "switch"),
    ("10", "1", "slide15", "take2", "4"),
)
#: 14 on the pile: a 7 makes 21, a 5 makes 19
AT_14 = deal(HANDS, total=14, play=("8", "6"), home=(1, 1, 2, 0))
#: Red has three pawn cards HOME and nobody holds a steal: a 7 makes 21 and wins
TO_WIN = deal(
    (HANDS[0], ("3", "1", "9", "play2", "4"), *HANDS[2:]),
    total=14,
    play=("8", "6"),
    home=(3, 1, 2, 0),
)
#: 18 on the pile: a 5 busts
AT_18 = deal(HANDS, total=18, play=("8", "6", "4"), home=(1, 1, 2, 0))


def page(edit: Edit, show: str | None, moves: tuple[str, ...] = (), viewer: int = 0) -> Position:
    return Position(4, seed=1, edit=edit, moves=moves, show=show, viewer=viewer)


PAGES = (
    RulePage(
        "Your goal",
        (
            "Each player has four pawn cards, START side up (S on a small card). Be the "
            "first to turn all four to HOME (H).",
            "You hold five cards. On your turn play one, then draw back up to five.",
        ),
        page(AT_14, None),
        "Your hand at the bottom, the total in the middle.",
        ("R-1", "R-3", "R-4", "R-12"),
    ),
    RulePage(
        "The running total",
        (
            "Number cards add their value to the total. A Slide sets the total to its "
            "number, up or down.",
            "Take 2 draws two cards, Switch turns the direction of play, Play 2 lets you "
            "play two number cards, one after the other. None of them change the total.",
        ),
        page(AT_14, "play 5"),
        "A 5 takes the total from 14 to 19.",
        ("R-5", "R-7"),
    ),
    RulePage(
        "Exactly 21",
        (
            "Make the total exactly 21 with a number or a Slide and you win the round: "
            "turn one of your pawn cards HOME, unless somebody steals it.",
            "The round ends, the pile is cleared, and you keep your hand.",
        ),
        page(AT_14, "play 7"),
        "A 7 on 14 makes 21.",
        ("R-6",),
    ),
    RulePage(
        "A bust",
        (
            "Go over 21 and you bust: every other player turns one pawn card HOME.",
            "The next player in the direction of play starts the next round.",
        ),
        page(AT_18, "play 5"),
        "A 5 on 18 is 23: a bust, and everyone else gains.",
        ("R-6",),
    ),
    RulePage(
        "A steal",
        (
            "Right after somebody makes 21, any other player holding a SORRY! steal "
            "card may play it, out of turn: they turn their own pawn card HOME instead.",
            "Only one steal per 21.",
        ),
        page(AT_14, None, moves=("play 7",), viewer=1),
        "Red made 21: Blue may steal it.",
        ("R-9",),
    ),
    RulePage(
        "A block",
        (
            "On your turn a SORRY! flip-back turns an opponent's HOME pawn card back to START.",
            "Don't Be SORRY! answers a SORRY! aimed at you and cancels it. Nothing can "
            "answer a Don't Be SORRY!.",
        ),
        page(AT_14, None, moves=("flipback 2",), viewer=2),
        "Red aims a flip-back at Yellow; Yellow blocks it.",
        ("R-8", "R-10"),
    ),
    RulePage(
        "Stuck, and winning",
        (
            "Holding only cards you cannot play now, show your hand, discard one card and draw.",
            "The first to turn four pawn cards HOME wins. If a bust brings several to "
            "four at once, whoever can come closest to 21 from their hand wins.",
        ),
        page(TO_WIN, "play 7"),
        "Red has three pawn cards HOME: a 7 makes 21 and turns the fourth. Red wins.",
        ("R-11", "R-12"),
    ),
)

__all__ = ["AT_14", "AT_18", "PAGES", "TO_WIN", "deal"]
