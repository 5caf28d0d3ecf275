"""Sorry! track geometry as precomputed tables (RULES C-1).

Positions are small ints so the hot path is list indexing:
    0..59   track squares, clockwise; side k (colour k) covers 15k .. 15k+14
    60..64  the moving colour's SAFETY squares 1..5 (SAFETY_BASE + i - 1)
    65      HOME
    66      START
Every table is indexed [colour][position] and shared, never copied, by all states.

Red's side is squares 0..14: its pawns come out of START onto square 4 (`EXIT`), go round
the track to square 2 (`ENTRY`) and turn into SAFETY there, 64 steps from EXIT to HOME:

>>> EXIT[RED], ENTRY[RED]
(4, 2)
>>> FORWARD[RED][EXIT[RED]][5]          # square 4, forward 5
9
>>> FORWARD[RED][58][3]                 # round the corner of the track
1
>>> FORWARD[RED][ENTRY[RED]][1], FORWARD[BLUE][ENTRY[RED]][1]   # only Red turns in
(60, 3)
>>> FORWARD[RED][ENTRY[RED]][6], FORWARD[RED][ENTRY[RED]][7]    # HOME needs the exact count
(65, -1)
>>> FORWARD[RED][START][1]              # from START only a 1, 2 or SORRY! leaves
-1

Backward moves never enter SAFETY, but a pawn in SAFETY may back out of it (C-8):

>>> BACKWARD[RED][5][4], BACKWARD[RED][1][4]
(1, 57)
>>> BACKWARD[RED][60][2]                # SAFETY 1 back 2: past the entry square
1

Slides (C-7) carry every colour but their own from their first square to their last:

>>> SLIDES[:2]                          # Red's short and long slide
((0, 1, 4), (0, 9, 13))
>>> SLIDE_END[BLUE][1], SLIDE_END[RED][1], SLIDE_PATH[1]
(4, -1, (2, 3, 4))
"""

from __future__ import annotations

RED, BLUE, YELLOW, GREEN = 0, 1, 2, 3
COLOURS = (RED, BLUE, YELLOW, GREEN)
COLOUR_NAMES = ("Red", "Blue", "Yellow", "Green")
COLOUR_LETTERS = "RBYG"

TRACK_LEN = 60
SIDE_LEN = 15
SAFETY_LEN = 5
SAFETY_BASE = 60  # position of SAFETY square 1
HOME = 65
START = 66
N_POS = 67
MAX_STEPS = 13  # the longest single move (12), plus one for a clean range

SHORT_SLIDE = (1, 4)  # offsets from the side's base square: first, last (C-1)
LONG_SLIDE = (9, 13)
EXIT_OFFSET = 4  # START exit square b+4
ENTRY_OFFSET = 2  # SAFETY entry square b+2


def side_base(colour: int) -> int:
    return SIDE_LEN * colour


ENTRY = tuple(side_base(c) + ENTRY_OFFSET for c in COLOURS)
EXIT = tuple(side_base(c) + EXIT_OFFSET for c in COLOURS)

#: every slide as (colour, first square, last square)
SLIDES: tuple[tuple[int, int, int], ...] = tuple(
    (c, side_base(c) + first, side_base(c) + last)
    for c in COLOURS
    for first, last in (SHORT_SLIDE, LONG_SLIDE)
)


def pawn_name(pawn: int) -> str:
    """'R0' .. 'G3': the colour letter and the pawn's index within its colour.

    >>> pawn_name(0), pawn_name(5), parse_pawn("B1")
    ('R0', 'B1', 5)
    """
    return f"{COLOUR_LETTERS[pawn >> 2]}{pawn & 3}"


def parse_pawn(text: str) -> int:
    if len(text) != 2 or text[0] not in COLOUR_LETTERS or text[1] not in "0123":
        raise ValueError(f"not a pawn: {text!r} (expected e.g. R0, B3)")
    return COLOUR_LETTERS.index(text[0]) * 4 + int(text[1])


def _forward(colour: int, pos: int, n: int) -> int:
    if pos >= HOME:  # HOME or START: no forward move
        return -1
    if pos >= SAFETY_BASE:
        i = pos - SAFETY_BASE + 1 + n
        return SAFETY_BASE + i - 1 if i <= SAFETY_LEN else (HOME if i == SAFETY_LEN + 1 else -1)
    to_entry = (ENTRY[colour] - pos) % TRACK_LEN
    if n <= to_entry:
        return (pos + n) % TRACK_LEN
    k = n - to_entry  # steps beyond the entry square (C-8: path passes b+2)
    if k <= SAFETY_LEN:
        return SAFETY_BASE + k - 1
    return HOME if k == SAFETY_LEN + 1 else -1


def _backward(colour: int, pos: int, n: int) -> int:
    if pos >= HOME:
        return -1
    if pos >= SAFETY_BASE:
        i = pos - SAFETY_BASE + 1
        if n < i:
            return pos - n
        return (ENTRY[colour] - (n - i)) % TRACK_LEN  # backward out of SAFETY (C-8)
    return (pos - n) % TRACK_LEN  # never enters SAFETY backward (C-8)


def _progress(colour: int, pos: int) -> int:
    """Steps advanced along the colour's path: START 0, exit square 1, HOME 65."""
    if pos == START:
        return 0
    if pos == HOME:
        return 65
    if pos >= SAFETY_BASE:
        return 59 + pos - SAFETY_BASE + 1
    return 65 - ((ENTRY[colour] - pos) % TRACK_LEN + SAFETY_LEN + 1)


#: FORWARD[c][pos][n] -> landing position or -1 when n steps forward is impossible
FORWARD = tuple(
    tuple(tuple(_forward(c, p, n) for n in range(MAX_STEPS)) for p in range(N_POS)) for c in COLOURS
)
#: BACKWARD[c][pos][n] -> landing position or -1
BACKWARD = tuple(
    tuple(tuple(_backward(c, p, n) for n in range(MAX_STEPS)) for p in range(N_POS))
    for c in COLOURS
)
#: PROGRESS[c][pos] -> steps advanced towards HOME (ranking, C-13; AI)
PROGRESS = tuple(tuple(_progress(c, p) for p in range(N_POS)) for c in COLOURS)


def ranked_progress(home: int, steps: int) -> float:
    """A seat's progress 0..1 for the story's chart, in the order its place is ranked by
    (C-13, P-14: pawns HOME, then steps travelled): each pawn HOME is a quarter, the
    others' steps share less than one more (a chart whose lines ended in another order
    than the places contradicted them).

    >>> ranked_progress(3, 3 * 65), ranked_progress(2, 2 * 65 + 120) < 0.75, ranked_progress(4, 260)
    (0.75, True, 1.0)
    """
    path = PROGRESS[0][HOME]
    rest = max(0, steps - home * path) / (4 * path)
    return min(1.0, (home + rest) / 4)


def _slide_end(colour: int, square: int) -> int:
    for owner, first, last in SLIDES:
        if first == square and owner != colour:
            return last
    return -1


#: SLIDE_END[c][pos] -> last square of a slide starting at pos that colour c slides on, else -1
SLIDE_END = tuple(
    tuple(_slide_end(c, p) if p < TRACK_LEN else -1 for p in range(N_POS)) for c in COLOURS
)
#: SLIDE_PATH[first] -> the squares after the first square of the slide, up to its last (C-7)
SLIDE_PATH: dict[int, tuple[int, ...]] = {
    first: tuple(range(first + 1, last + 1)) for _, first, last in SLIDES
}


def forward_path(colour: int, pos: int, n: int) -> list[int]:
    """The squares a pawn passes through moving n forward (for animation).

    >>> forward_path(RED, 0, 4)             # past the entry square into SAFETY
    [1, 2, 60, 61]
    """
    return [FORWARD[colour][pos][k] for k in range(1, n + 1)]


def backward_path(colour: int, pos: int, n: int) -> list[int]:
    """The squares a pawn passes through moving n backward.

    >>> backward_path(RED, 1, 4)
    [0, 59, 58, 57]
    """
    return [BACKWARD[colour][pos][k] for k in range(1, n + 1)]


def describe_position(pos: int) -> str:
    """A position in player words.

    >>> describe_position(7), describe_position(61), describe_position(HOME)
    ('square 7', 'SAFETY 2', 'HOME')
    """
    if pos == START:
        return "START"
    if pos == HOME:
        return "HOME"
    if pos >= SAFETY_BASE:
        return f"SAFETY {pos - SAFETY_BASE + 1}"
    return f"square {pos}"
