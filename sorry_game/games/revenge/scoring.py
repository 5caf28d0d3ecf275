"""Pawn cards and the tiebreak: how far a seat is, and who wins a tie (R-12, R-12a, R-13).

A seat's progress is one number, `flips`: each round won (or another player's bust)
adds one, a SORRY! flip-back takes one away. Up to 4 it counts pawn cards turned
HOME; in the longer game (R-13) flips 5-8 count the cards turned back to START.
So the four faces, which card turns next and the goal all follow from `flips`.

>>> faces(2), home_count(2)
(['HOME', 'HOME', 'START', 'START'], 2)
>>> faces(6), home_count(6)  # longer game: two cards back on START
(['START', 'START', 'HOME', 'HOME'], 2)
>>> flip_forward(4), flip_backward(5)  # the way back starts, and is undone
((0, 'START'), (0, 'HOME'))
"""

from __future__ import annotations

from collections.abc import Iterable

from sorry_game.games.revenge.cards import IS_NUMBER, IS_SLIDE, VALUE

PAWNS = 4
HOME, START = "HOME", "START"


def goal(longer: bool) -> int:
    """R-12: four HOME; R-13: and all four back on START."""
    return 2 * PAWNS if longer else PAWNS


def home_count(flips: int) -> int:
    """How many pawn cards show HOME."""
    return flips if flips <= PAWNS else 2 * PAWNS - flips


def faces(flips: int) -> list[str]:
    """The four pawn cards, left to right: HOME fills from the left; on the way back
    (R-13) START fills from the left again."""
    if flips <= PAWNS:
        return [HOME if i < flips else START for i in range(PAWNS)]
    back = flips - PAWNS
    return [START if i < back else HOME for i in range(PAWNS)]


def flip_forward(flips: int) -> tuple[int, str]:
    """(card index, new face) of the card that turns when a seat gains one flip."""
    return (flips, HOME) if flips < PAWNS else (flips - PAWNS, START)


def flip_backward(flips: int) -> tuple[int, str]:
    """(card index, new face) of the card that turns when a seat loses one flip."""
    return (flips - 1, START) if flips <= PAWNS else (flips - PAWNS - 1, HOME)


def best_total(hand: Iterable[int]) -> int:
    """R-12a: the best total of at most 21 a hand can lay, cards counting as in play
    (numbers add, a Slide sets the total), in the best order. The last Slide laid is
    the base (or 0 without one); the numbers laid after it add.

    >>> from sorry_game.games.revenge.cards import parse_card
    >>> best_total([parse_card(c) for c in ("9", "8", "5")])  # 9 + 8: all three bust
    17
    >>> best_total([parse_card(c) for c in ("slide15", "9", "6")])  # Slide to 15, then 6
    21
    >>> best_total([parse_card(c) for c in ("take2", "steal")])  # nothing to lay
    0
    """
    numbers = [VALUE[c] for c in hand if IS_NUMBER[c]]
    bases = {0} | {VALUE[c] for c in hand if IS_SLIDE[c]}
    sums = 1  # bit i set: some subset of the numbers sums to i
    for v in numbers:
        sums |= sums << v
    best = 0
    for base in bases:
        room = 21 - base
        reach = sums & ((1 << (room + 1)) - 1)
        best = max(best, base + reach.bit_length() - 1)
    return best
