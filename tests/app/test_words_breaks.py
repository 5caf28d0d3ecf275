"""Words break like a typesetter would (issue 39): never inside a parenthesis or a quoted
name, never before a separator or punctuation, never after a small word that goes with
the next, never one word alone on the last line when the line above could take it."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sorry_game.app import draw
from sorry_game.app.draw.typeset import bad_breaks, groups

SIZE = 14


def width_of(text: str) -> int:
    return draw.text_width(text, SIZE)


#: the issue's examples, at widths where the old balanced wrap split them badly
EXAMPLES = [
    "Choose cards to lead (all of one rank), or pass.",
    "Choose which of your pieces on the h-file turns black.",
    "Blue · normal computer thinking... · may beat two 10s",
    "Red · your turn · make a chess move",
    "Your game of Sorry! with Ann and Bo (turn 12) will be lost.",
    'Saved as "Sunday night game" in your saves folder.',
    "Hint: play the 8 — bumps Blue back to START",
]


@pytest.mark.parametrize("text", EXAMPLES)
@pytest.mark.parametrize("wrap", [draw.wrap_balanced, draw.wrap_text])
def test_examples_break_where_a_reader_would(text, wrap):
    """At every width from its widest group to the whole of the text, each break is
    clean."""
    whole = width_of(text)
    for width in range(max(map(width_of, groups(text))), whole + 10, 5):
        lines = wrap(text, SIZE, width)
        assert " ".join(" ".join(lines).split()) == " ".join(text.split()), lines
        assert bad_breaks(lines, width_of, width) == [], (width, lines)


def test_no_word_alone_on_the_last_line():
    """'may beat a / 2' reads as 'may beat / a 2'; a greedy wrap gives a word down too."""
    text = "Move one pawn forward 10, or backward 1 with this card"
    for wrap in (draw.wrap_balanced, draw.wrap_text):
        for width in range(width_of("forward 10,") + 5, width_of(text), 3):
            lines = wrap(text, SIZE, width)
            if len(lines) > 1:
                assert len(lines[-1].split()) > 1 or width_of(f"{lines[-2]} {lines[-1]}") > width


def test_a_group_wider_than_the_line_still_breaks():
    """Nothing is lost when a parenthesis cannot fit a line: it breaks inside (and the
    check says so: such a text needs its short form)."""
    text = "Lead (any number of cards of one rank)"
    lines = draw.wrap_text(text, SIZE, width_of("Lead (any number"))
    assert " ".join(lines) == text
    assert bad_breaks(lines)


WORDS = st.sampled_from(
    "the a your of Red Blue pawn moves (all one rank) · — , cards 10s: START HOME "
    "\"Ann's game\" 21! SORRY! Don't".split()
)


@settings(max_examples=150, deadline=None)
@given(st.lists(WORDS, min_size=1, max_size=14), st.integers(min_value=60, max_value=400))
def test_every_break_is_clean_when_every_group_fits(words, width):
    """Any text whose groups each fit a line breaks cleanly at any width."""
    text = " ".join(words)
    if all(width_of(group) <= width for group in groups(text)):
        for wrap in (draw.wrap_balanced, draw.wrap_text):
            lines = wrap(text, SIZE, width)
            assert bad_breaks(lines, width_of, width) == [], lines
