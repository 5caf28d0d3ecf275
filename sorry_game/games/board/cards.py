"""The Sorry! deck and what each card allows (RULES C-2, C-9 … C-12), as data.

`CARD_FEATURES` maps a card to the kinds of move it offers; each kind has one
generator function in `moves.py`, named for its rule. Classic and Sorry My Ass! both
use them.

>>> len(full_deck()), dict(DECK_COUNTS)[1], dict(DECK_COUNTS)[SORRY]
(45, 5, 4)
>>> CARD_FEATURES[7], CARD_FEATURES[10]
(('forward', 'split'), ('forward', 'backward1'))
>>> [card for card in CARD_VALUES if "leave" in CARD_FEATURES[card]]
[1, 2]
>>> 2 in DRAW_AGAIN, 12 in DRAW_AGAIN
(True, False)
"""

from __future__ import annotations

SORRY = 13  # the SORRY! card; number cards are their face value

#: C-2: the 45-card deck as (card, count)
DECK_COUNTS: tuple[tuple[int, int], ...] = (
    (1, 5),
    (2, 4),
    (3, 4),
    (4, 4),
    (5, 4),
    (7, 4),
    (8, 4),
    (10, 4),
    (11, 4),
    (12, 4),
    (SORRY, 4),
)

CARD_VALUES: tuple[int, ...] = tuple(card for card, _ in DECK_COUNTS)


def full_deck() -> list[int]:
    """The 45 cards of C-2, in a fixed order (shuffled by the caller's RNG)."""
    return [card for card, count in DECK_COUNTS for _ in range(count)]


#: C-9 … C-12: the move kinds each card offers
CARD_FEATURES: dict[int, tuple[str, ...]] = {
    1: ("leave", "forward"),
    2: ("leave", "forward"),
    3: ("forward",),
    4: ("backward",),
    5: ("forward",),
    7: ("forward", "split"),
    8: ("forward",),
    10: ("forward", "backward1"),
    11: ("forward", "switch"),
    12: ("forward",),
    SORRY: ("sorry",),
}

#: C-9: cards after which the same player draws again
DRAW_AGAIN = frozenset({2})

#: what a player is told about each card
CARD_TEXT: dict[int, str] = {
    1: "Move a pawn from START onto the board, or move one pawn forward 1.",
    2: "Move a pawn from START onto the board, or one pawn forward 2. Then draw again.",
    3: "Move one pawn forward 3.",
    4: "Move one pawn backward 4.",
    5: "Move one pawn forward 5.",
    7: "Move one pawn forward 7, or split the 7 between two pawns.",
    8: "Move one pawn forward 8.",
    10: "Move one pawn forward 10, or backward 1.",
    11: "Move one pawn forward 11, or switch places with an opponent's pawn.",
    12: "Move one pawn forward 12.",
    SORRY: "Move a pawn from START onto an opponent's pawn, which goes back to its START.",
}

#: each card's words in short (C-2 … C-12): under the number on a phone, and beside the
#: card where CARD_TEXT has no room at its size (large text): shortened, never cut
CARD_SHORT: dict[int, str] = {
    1: "Out of START, or 1 forward",
    2: "Out of START, or 2 forward; draw again",
    3: "3 forward",
    4: "4 backward",
    5: "5 forward",
    7: "7 forward, or split",
    8: "8 forward",
    10: "10 forward, or 1 back",
    11: "11 forward, or switch",
    12: "12 forward",
    SORRY: "From START, bump a pawn",
}


def card_name(card: int) -> str:
    """Short text form used in action strings: '1' … '12', 'S' for SORRY!.

    >>> card_name(12), card_name(SORRY), parse_card("S"), parse_card("12")
    ('12', 'S', 13, 12)
    """
    return "S" if card == SORRY else str(card)


def card_label(card: int) -> str:
    """What the card face says.

    >>> card_label(7), card_label(SORRY)
    ('7', 'SORRY!')
    """
    return "SORRY!" if card == SORRY else str(card)


def parse_card(text: str) -> int:
    """The card of a text form (`card_name`, `card_label`); ValueError for no card.

    >>> parse_card("sorry!")
    13
    >>> parse_card("6")
    Traceback (most recent call last):
    ...
    ValueError: there is no 6 card
    """
    if text.upper() in ("S", "SORRY", "SORRY!"):
        return SORRY
    value = int(text)
    if value not in CARD_FEATURES:
        raise ValueError(f"there is no {value} card")
    return value
