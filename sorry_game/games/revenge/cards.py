"""The Sorry! Revenge deck (RULES R-2), as data in one place.

Each card kind is one row of `CARDS`: its id (the int the engine uses; number cards are
their own value), its code (the word in action texts, saves, view keys and pick keys),
its name and label for players, the text printed on its face, how many the deck holds
and its group. Changing the deck means changing this table only.

>>> slide = CARDS[SLIDE15]
>>> slide.code, slide.name, slide.value, slide.count, slide.group
('slide15', 'Slide to 15', 15, 3, 'slide')
>>> DECK_SIZE, sum(c.count for c in CARDS if c.group == NUMBER)
(93, 59)
"""

from __future__ import annotations

from dataclasses import dataclass

NUMBER, SLIDE, ACTION, SORRY, BLOCKER = "number", "slide", "action", "sorry", "block"


@dataclass(frozen=True, slots=True)
class CardKind:
    """One kind of card: `id` for the engine, `code` for texts, words for players."""

    id: int
    code: str
    name: str
    label: str
    text: str
    count: int
    group: str
    #: a number card's value, or the total a Slide sets; 0 for other cards
    value: int = 0


def _number(value: int, count: int) -> CardKind:
    return CardKind(
        value,
        str(value),
        str(value),
        str(value),
        f"Adds {value} to the total." if value else "Adds nothing: the total stays.",
        count,
        NUMBER,
        value,
    )


#: R-2: number cards 0-10 (59 cards) and their counts
NUMBER_COUNTS: tuple[tuple[int, int], ...] = (
    (0, 5),
    (1, 6),
    (2, 6),
    (3, 6),
    (4, 6),
    (5, 5),
    (6, 5),
    (7, 5),
    (8, 5),
    (9, 5),
    (10, 5),
)

SLIDE10, SLIDE15, SLIDE21, TAKE2, SWITCH, PLAY2, STEAL, FLIPBACK, DONTBE = range(11, 20)

#: R-2: the 93-card deck, one row per kind (ids 0-19, in this order)
CARDS: tuple[CardKind, ...] = (
    *(_number(v, n) for v, n in NUMBER_COUNTS),
    CardKind(SLIDE10, "slide10", "Slide to 10", "Slide 10", "The total becomes 10.", 3, SLIDE, 10),
    CardKind(SLIDE15, "slide15", "Slide to 15", "Slide 15", "The total becomes 15.", 3, SLIDE, 15),
    CardKind(
        SLIDE21,
        "slide21",
        "Slide to 21",
        "Slide 21",
        "The total becomes 21: you win the round!",
        2,
        SLIDE,
        21,
    ),
    CardKind(
        TAKE2,
        "take2",
        "Take 2",
        "Take 2",
        "Draw two cards (not if you would hold more than 7).",
        6,
        ACTION,
    ),
    CardKind(SWITCH, "switch", "Switch", "Switch", "Reverse the direction of play.", 6, ACTION),
    CardKind(
        PLAY2,
        "play2",
        "Play 2",
        "Play 2",
        "Then play two number cards from your hand, one at a time.",
        6,
        ACTION,
    ),
    CardKind(
        STEAL,
        "steal",
        "SORRY! (steal 21)",
        "SORRY! steal",
        "When another player makes 21: flip one of your pawn cards HOME instead of them.",
        3,
        SORRY,
    ),
    CardKind(
        FLIPBACK,
        "flipback",
        "SORRY! (flip back)",
        "SORRY! flip back",
        "On your turn: flip one of an opponent's HOME pawn cards back to START.",
        3,
        SORRY,
    ),
    CardKind(
        DONTBE,
        "dontbe",
        "Don't Be SORRY!",
        "Don't Be SORRY!",
        "Block a SORRY! played against you. Nothing can answer it.",
        2,
        BLOCKER,
    ),
)

assert [c.id for c in CARDS] == list(range(len(CARDS))), "card ids must be 0..n-1 in order"

KINDS = len(CARDS)
BY_CODE: dict[str, int] = {c.code: c.id for c in CARDS}
CODE: tuple[str, ...] = tuple(c.code for c in CARDS)
NAME: tuple[str, ...] = tuple(c.name for c in CARDS)
GROUP: tuple[str, ...] = tuple(c.group for c in CARDS)
VALUE: tuple[int, ...] = tuple(c.value for c in CARDS)
IS_NUMBER: tuple[bool, ...] = tuple(c.group == NUMBER for c in CARDS)
IS_SLIDE: tuple[bool, ...] = tuple(c.group == SLIDE for c in CARDS)
#: bit mask of every number card kind (for "holds no number card" knowledge)
NUMBER_MASK = sum(1 << c.id for c in CARDS if c.group == NUMBER)
DECK_SIZE = sum(c.count for c in CARDS)
HAND_SIZE = 5
MAX_HAND = 7


def full_deck() -> list[int]:
    """R-2: every card of the deck, in a fixed order (shuffled by the caller)."""
    return [c.id for c in CARDS for _ in range(c.count)]


def parse_card(text: str) -> int:
    """A card code ('7', 'slide15', 'take2' …) to its id.

    >>> parse_card("7"), parse_card("Take2") == TAKE2, CODE[parse_card("dontbe")]
    (7, True, 'dontbe')
    """
    try:
        return BY_CODE[text.lower()]
    except KeyError:
        raise ValueError(f"there is no {text!r} card") from None


def the(card: int) -> str:
    """'the 7', 'the Slide to 15', "the Don't Be SORRY!" — a card in a sentence.

    >>> the(7), the(DONTBE)
    ('the 7', "the Don't Be SORRY!")
    """
    return f"the {NAME[card]}"


def playing(card: int) -> tuple[str, str]:
    """(verb, object) of playing `card`: ("play", "the 7"); an action card, whose name
    is itself a verb, is used ("use", "the Play 2 card"): "play the Play 2" said its
    verb twice.

    >>> playing(7), playing(PLAY2)
    (('play', 'the 7'), ('use', 'the Play 2 card'))
    """
    if CARDS[card].group == ACTION:
        return "use", f"the {NAME[card]} card"
    return "play", the(card)
