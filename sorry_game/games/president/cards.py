"""The Sorry My Ass! deck and the President ranking of its cards (RULES P-2, P-3), as data.

Hands are kept as counts per *rank index* (0 = the 3 … 10 = the 2), so a play is
(rank, count) and "higher" is a plain integer comparison on the hot path.

>>> RANK_OF[3], RANK_OF[SORRY], RANK_OF[2]      # the 3 is lowest, the 2 highest (P-3)
(0, 8, 10)
>>> RANK_OF[1] > RANK_OF[SORRY] > RANK_OF[12]
True
>>> sum(deck_counts(no_blanks=False)), deck_counts(False)[RANK_OF[SORRY]]   # P-2
(48, 7)
>>> counts_of([10, 3, 10]), cards_in(counts_of([10, 3, 10]))
([1, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0], [3, 10, 10])
>>> cards_text(8, 1), cards_text(10, 2), cards_text(SORRY, 3)
('an 8', 'two 10s', 'three SORRY! cards')
"""

from __future__ import annotations

from sorry_game.games.board.cards import DECK_COUNTS, SORRY, card_label
from sorry_game.games.board.events import with_article

#: P-3: the cards from low to high; a card's rank index is its place here
RANKS: tuple[int, ...] = (3, 4, 5, 7, 8, 10, 11, 12, SORRY, 1, 2)
N_RANKS = len(RANKS)
#: card value -> rank index (values are 1..13, so a list lookup)
RANK_OF: tuple[int, ...] = tuple(RANKS.index(v) if v in RANKS else -1 for v in range(SORRY + 1))

#: P-2: the three blank cards count as SORRY!
BLANKS = 3
PLAYERS = 4


def deck_counts(no_blanks: bool) -> tuple[int, ...]:
    """P-2: cards per rank index: the 45 Sorry! cards plus 3 blank SORRY!s (48, 12 each),
    or with the option "no blank cards" the 45 less one 3 (44, 11 each)."""
    counts = dict(DECK_COUNTS)
    if no_blanks:
        counts[3] -= 1
    else:
        counts[SORRY] += BLANKS
    return tuple(counts[card] for card in RANKS)


def deck_cards(no_blanks: bool) -> list[int]:
    """The deck as card values in a fixed order (shuffled by the caller's RNG)."""
    return [card for card, n in zip(RANKS, deck_counts(no_blanks), strict=True) for _ in range(n)]


def hand_size(no_blanks: bool) -> int:
    return sum(deck_counts(no_blanks)) // PLAYERS


def counts_of(cards: list[int]) -> list[int]:
    """Card values -> counts per rank index."""
    out = [0] * N_RANKS
    for card in cards:
        out[RANK_OF[card]] += 1
    return out


def cards_in(counts: list[int]) -> list[int]:
    """Counts per rank index -> card values, low to high (the order a hand is shown)."""
    return [RANKS[r] for r in range(N_RANKS) for _ in range(counts[r])]


_NUMBERS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")


def number_word(n: int) -> str:
    return _NUMBERS[n] if 0 <= n < len(_NUMBERS) else str(n)


def plural(card: int) -> str:
    """'10s', '1s', 'SORRY! cards'."""
    return "SORRY! cards" if card == SORRY else f"{card_label(card)}s"


def play_text(card: int, count: int) -> str:
    """A play on the table, in words the log's do not repeat: 'a 7', 'two 10s', 'two
    SORRY!s' (the log says 'two SORRY! cards').

    >>> play_text(SORRY, 2), play_text(10, 2), play_text(8, 1)
    ('two SORRY!s', 'two 10s', 'an 8')
    """
    if count == 1:
        return with_article(card_label(card))
    return f"{number_word(count)} {card_label(card)}s"


def cards_text(card: int, count: int) -> str:
    """How a play reads: 'a 7', 'an 8', 'two 10s', 'three SORRY! cards'."""
    if count == 1:
        return with_article(card_label(card))
    return f"{number_word(count)} {plural(card)}"
