"""Words break like a typesetter would (issue 39): never inside a parenthesis or a quoted
name, never before a separator or punctuation, never after a small word that goes with
the next, never one word alone on the last line when the line above could take it."""

from __future__ import annotations

import functools
import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sorry_game.app import draw
from sorry_game.app.draw.typeset import bad_breaks, groups, lone_lines, split

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
        assert clean(lines, text, width) == [], (width, lines)


def fewest_lone(text: str, width: int, count: int) -> int:
    """The fewest lines in the middle of one short word that any clean breaking of
    `text` into `count` lines of `width` has (every way tried)."""
    words = split(text)
    clean_stops = [k for k in range(1, len(words.words)) if words.cost[k - 1] == 0]
    best = count
    for stops in itertools.combinations(clean_stops, count - 1):
        ends = [0, *stops, len(words.words)]
        lines = [words.text(a, b) for a, b in itertools.pairwise(ends)]
        if all(width_of(line) <= width for line in lines):
            best = min(best, len(lone_lines(lines, width_of, width)))
    return best


def clean(lines: list[str], text: str, width: int) -> list[str]:
    """The bad breaks of `lines`, a short word alone in the middle counted only where a
    clean breaking into as many lines has fewer (at a narrow width none may)."""
    out = bad_breaks(lines, width_of, width)
    lone = [f"'{lines[k]}' alone on a line" for k in lone_lines(lines, width_of, width)]
    if len(lone) <= fewest_lone(text, width, len(lines)):
        out = [b for b in out if b not in lone]
    return out


def test_no_short_word_alone_in_the_middle():
    """Issue 39: "Move one / pawn / forward 12." on a card's words: where other breaks
    into as many lines leave fewer short words alone, those are taken ("or move one /
    pawn / forward 1." becomes "or move / one pawn / forward 1."); where none does, one
    in the middle is counted."""
    text = "Move a pawn from START onto the board, or move one pawn forward 1."
    for wrap in (draw.wrap_text, draw.wrap_balanced):
        for w in range(width_of("forward 1.") + 2, width_of(text), 3):
            lines = wrap(text, SIZE, w)
            assert len(lone_lines(lines, width_of, w)) == fewest_lone(text, w, len(lines)), (
                w,
                lines,
            )
    width = width_of("or move one") + 1
    lines = draw.wrap_text(text, SIZE, width)
    assert lines[-3:] == ["or move", "one pawn", "forward 1."]
    # the column that broke it: three lines, one word alone on one of them in any way;
    # the first rather than the middle (the panel takes the short form, see below)
    narrow = width_of("forward 12.") + 1
    lines = draw.wrap_text("Move one pawn forward 12.", SIZE, narrow)
    assert lines == ["Move", "one pawn", "forward 12."]
    assert bad_breaks(lines, width_of, narrow) == []
    planted = ["Move one", "pawn", "forward 12."]
    assert bad_breaks(planted, width_of, narrow) == ["'pawn' alone on a line"]


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
            assert clean(lines, text, width) == [], lines


def test_buttons_of_a_row_share_one_size_and_one_wrapping():
    """At 800x600 and 200 % 'Menu (Esc)' went on two lines while 'Undo (U)' beside it
    did not, each in a size of its own."""
    import pygame
    from bench_scripts import bench_script
    from table_helpers import make_app, make_session

    from sorry_game.app.draw import record
    from sorry_game.app.table.paint import row_looks

    reading = bench_script("reading")
    for scale in (100, 150, 200):
        app = make_app((800, 600))
        app.set_ui_scale(scale)
        table = app.open_table(make_session("classic", seed=2, humans=(0,)))
        app.step([])
        with record.recorded_text() as rec:
            table.draw(pygame.Surface(app.size))
        wraps = reading.drawn_wraps(rec.lines, rec.wraps.values())
        assert reading.split_labels(wraps) == [], scale
        looks = row_looks(app, table.options.buttons)
        foot = [b for b in table.options.buttons if b.choice is None]
        for top in {b.rect.top for b in foot}:  # a row (the drawer's handle has its own)
            row = [b for b in foot if b.rect.top == top]
            assert len({looks[(b.rect.top, b.rect.height)] for b in row}) == 1, scale
        app.close()


def test_the_continue_line_takes_a_short_form_rather_than_a_cut():
    """At 800x600 the title's Continue line was cut ('· t..')."""
    from sorry_game.app.scenes.title import first_fitting

    forms = [
        "Sorry!  ·  Annabel, Bartholomew, Cyd +1  ·  turn 21",
        "Sorry!  ·  4 players  ·  turn 21",
        "Sorry!  ·  turn 21",
        "Sorry!",
    ]
    for width in (120, 200, 312, 600):
        shown = first_fitting(forms, width, 47)
        assert shown in forms
        assert draw.px_width(shown, 19) <= width * 0.9 or shown == forms[-1]
    assert first_fitting(forms, 312, 47) != forms[0]  # 800x600: a shorter form
    assert first_fitting(forms, 600, 47) == forms[0]


def test_words_fitted_to_a_box_are_never_split_nor_cut():
    """A card's words at 150 % split 'opponent / 's' to fit a narrow card: a box that
    cannot hold every word whole gets none (its caller leaves them out)."""
    text = "Move one pawn forward 11, or switch places with an opponent's pawn."
    size, lines = draw.fit_wrapped(text, 16, draw.text_width("opponent", 10) - 2, 400, 10)
    assert size < 10 and lines == []
    size, lines = draw.fit_wrapped(text, 16, 200, 400, 10)
    assert size >= 10 and " ".join(lines) == text


#: the header's lines the review found broken after a "·" (800x600 at 200 %)
SUBTITLES = [
    "Red · your turn",
    "Yellow · normal computer",
    "Blue · normal computer · may beat it",
    "White · get ready · make a chess move",
    "Black · normal computer thinking... · makes a chess move",
]


@pytest.mark.parametrize("sub", SUBTITLES)
def test_the_header_breaks_between_its_phrases(sub):
    """At every band width the header's line breaks between its phrases, never inside
    one that fits a line by itself, and no line begins or ends with the "·"."""
    from types import SimpleNamespace

    import pygame
    from table_helpers import make_app

    from sorry_game.app.draw import Palette, record
    from sorry_game.app.table.panel import draw_header

    app = make_app((800, 600))
    pal = Palette(app.theme)
    surface = pygame.Surface((800, 200))
    u = 22
    phrases = sub.split(" · ")
    for width in range(140, 420, 9):
        band = pygame.Rect(0, 0, width, u * 4)
        lay = SimpleNamespace(header=band, u=u)
        with record.recorded_text() as rec:
            draw_header(surface, pal, lay, (200, 40, 40), "Ada", sub, "red")
        lines = [text for _part, _px, text in rec.lines if text != "Ada"]
        size = rec.lines[-1][1]
        for line in lines:
            assert not line.startswith("·") and not line.endswith("·"), (width, lines)
        room = width - u * 3  # (the token's column aside, roughly)
        for phrase in phrases[1:]:  # (the colour may be left out: the token says it)
            if draw.text_width(phrase, size) < room * 0.8 and not lines[-1].endswith("…"):
                assert any(phrase in line for line in lines), (width, phrase, lines)
    app.close()


def test_a_foot_button_label_is_one_line_at_100_percent():
    """At 800x600 and 100 % with Hint, Undo and Menu side by side, "Hint (H)" went on
    two lines ("Hint" over "(H)") in a 13 px word: each label is one line, a size the
    button holds."""
    import pygame
    from table_helpers import make_app

    from sorry_game.app.draw import px_width
    from sorry_game.app.table.paint import row_looks
    from sorry_game.app.table.targets import ButtonSpot

    app = make_app((800, 600))
    spots = [
        ButtonSpot(name, label, pygame.Rect(560 + 74 * k, 548, 70, 30), None)
        for k, (name, label) in enumerate(
            (("hint", "Hint (H)"), ("undo", "Undo (U)"), ("menu", "Menu (Esc)"))
        )
    ]
    split, px = row_looks(app, spots)[(548, 30)]
    assert not split
    assert px >= 12 and all(px_width(s.label, px, True) <= 70 * 0.9 for s in spots)
    app.close()


#: issue 39: the headers a review found cut or garbled at 1280x800 at 200 %
NARROW_SUBS = [
    ("Yellow · normal computer", "computer", 245),
    ("Green · normal computer", "computer", 245),
    ("Red · your turn", "your turn", 245),
    ("White · make a chess move", "make a chess move", 275),
    ("Black · normal computer · makes a chess move", "computer · makes a chess move", 275),
]


@pytest.mark.parametrize(("sub", "brief", "width"), NARROW_SUBS)
def test_the_narrow_header_at_large_text_cuts_no_word_nor_phrase(sub, brief, width):
    """The two-column band at 1280x800 at 200 %: every line of the header within the
    band (its token aside), every word whole, a phrase broken only before a word that
    leads its group ("make / a chess move", never "a chess / move"), no line a size
    below 0.7 of a unit (a word ran past the band's edge: 'Yellow normal computer');
    never "computer / makes / a chess move" (three lines: "computer" alone then)."""
    from types import SimpleNamespace

    import pygame
    from table_helpers import make_app

    from sorry_game.app.draw import Palette, record
    from sorry_game.app.table.panel import PANEL, draw_header

    app = make_app((1280, 800))
    try:
        pal = Palette(app.theme)
        u = 42  # (200 %: the unit is twice the size)
        band = pygame.Rect(0, 0, width, 185)
        surface = pygame.Surface(band.size)
        lay = SimpleNamespace(header=band, u=u)
        PANEL.clear()
        with record.recorded_text() as rec:
            draw_header(surface, pal, lay, (200, 40, 40), "Ada", sub, "red", brief)
        lines = [(px, text) for _part, px, text in rec.lines if text != "Ada"]
        assert lines
        for px, text in lines:
            assert draw.px_width(text, px) <= band.width - 2.8 * u, (text, lines)
            assert px >= draw.font(int(u * 0.7)).get_height() * 0.8, lines
        shown = [text for _px, text in lines]
        said = " ".join(shown).replace("·", " ").split()
        forms = (sub, brief, brief.split(" · ")[0])  # (the shortest: its first phrase)
        assert said in [form.replace("·", " ").split() for form in forms]
        for k in range(1, len(shown)):
            assert shown[k].split()[0] in {"a", "with", "makes", "make", "your", "computer"}
            assert shown[k - 1].split()[-1] not in {"a", "the", "chess", "your", "normal"}
    finally:
        app.close()


def test_a_header_phrase_that_fits_nowhere_breaks_at_a_word_rather_than_be_cut():
    """Issue 39: Sorry My Ass!'s "moves pawns" in the narrow header at 150 % fitted no
    form and was cut ("moves paw…"); as a last resort any word may begin a line."""
    from sorry_game.app.draw import text_width
    from sorry_game.app.table.panel import _pack

    size = 20
    width = text_width("pawns", size) + 4
    assert _pack(["moves pawns"], size, width) == ["moves pawns"]  # (a typesetter's break)
    lines = _pack(["moves pawns"], size, width, any_word=True)
    assert lines == ["moves", "pawns"]
    assert all(text_width(line, size) <= width for line in lines)


def test_a_cards_words_beside_it_leave_no_short_word_alone():
    """Issue 39: at 800x600 and 200 % Sorry!'s card read "Move one / pawn / forward 12."
    beside the card: at every size and text scale each card's words, as the panel sets
    them, break cleanly with no short word alone on a line (its short form, "12
    forward", where the whole words cannot)."""
    import pygame
    from table_helpers import make_app, make_session

    from sorry_game.app.plugins.classic import paint
    from sorry_game.games.board.cards import CARD_SHORT, CARD_TEXT

    for size in ((800, 600), (1280, 800)):
        for scale in (100, 150, 200):
            app = make_app(size)
            try:
                app.set_ui_scale(scale)
                t = app.open_table(make_session("classic", seed=2, humans=(0,)))
                app.step([])
                t.draw(pygame.Surface(size))
                lay, u = t.plugin.panel_layout, t.lay.u
                beside = 0 if lay.below else lay.card.height
                width = lay.text.width
                for card, words in CARD_TEXT.items():
                    forms = [words, CARD_SHORT[card]]
                    px, lines = paint.card_words(forms, max(11, u), width, lay.text.height, beside)
                    measure = functools.partial(draw.text_width, size=px)
                    assert bad_breaks(lines, measure, width) == [], (size, scale, lines)
                    assert lone_lines(lines, measure, width, ends=True) == [], (size, scale, lines)
                    if (size, scale, card) == ((800, 600), 200, 12):
                        assert lines == ["12 forward"]
            finally:
                app.close()


@pytest.mark.parametrize("game", ["classic", "president", "king", "revenge"])
def test_the_computers_turn_header_is_two_lines_at_most_at_800x600(game):
    """Issue 39: at 800x600 and 200 % Sorry, King!'s computer header read "computer /
    makes / a chess move": at 100, 150 and 200 % the header of a computer's turn
    (waiting, thinking, its move landing) takes two lines at most, and a line of one
    short word is a phrase of its own (the colour, "computer"), never a word of a longer
    one; the shorter wording is taken where the longer does not fit so."""
    import pygame
    from table_helpers import make_app, make_session

    from sorry_game.app.draw import record
    from sorry_game.app.table import panel, status

    for scale in (100, 150, 200):
        app = make_app((800, 600))
        try:
            app.set_ui_scale(scale)
            t = app.open_table(make_session(game, seed=2, humans=()))
            app.step([])
            for thinking, acting in ((False, False), (True, False), (False, True)):
                head = status.header(
                    t.told, t.session, t.game, False, thinking, 0.0, t.seat_rgb, acting=acting
                )
                assert "computer" in head.sub
                panel.PANEL.clear()
                with record.recorded_text() as rec:
                    panel.draw_header(
                        pygame.Surface(app.size),
                        t.palette,
                        t.lay,
                        (200, 40, 40),
                        head.title,
                        head.sub,
                        head.shape,
                        head.brief,
                    )
                shown = [(px, text) for _part, px, text in rec.lines if text != head.title]
                lines = [text for _px, text in shown]
                assert 1 <= len(lines) <= 2, (scale, head, lines)
                phrases = {*head.sub.split(" · "), *head.brief.split(" · ")}
                measure = functools.partial(draw.px_width, px=shown[0][0])
                for k in lone_lines(lines, measure, t.lay.header.width, ends=True):
                    assert lines[k] in phrases, (scale, lines)
        finally:
            app.close()


def test_a_panel_line_shrinks_a_little_rather_than_leave_a_word_alone() -> None:
    """Issue 39 (bad breaks, B): "SORRY!: / choose / a pawn / to bump." in a narrow
    prompt at 1920x1080 200 % — where its own size leaves one short word alone between
    two lines, the prompt is drawn a size or two smaller (never below 0.85 of it) in
    lines without a stray word."""
    import pygame

    from sorry_game.app.draw import text_width
    from sorry_game.app.draw.text import _px, recorded_sizes
    from sorry_game.app.draw.typeset import lone_lines, wrap_balanced_words
    from sorry_game.app.table.panel import draw_lines

    pygame.init()
    text, size, width = "SORRY!: choose a pawn to bump.", 36, 228

    def at(px: int):
        return lambda t: text_width(t, px, True)

    own = wrap_balanced_words(text, at(size), width)
    assert lone_lines(own, at(size), width), own  # the case: a stray word at its own size
    surface = pygame.Surface((400, 600))
    with recorded_sizes() as sizes:
        draw_lines(surface, pygame.Rect(0, 0, width, 600), text, size, (255, 255, 255), True)
    lines = [words for _px, words in sizes]
    drawn = {px for px, _words in sizes}
    assert len(drawn) == 1 and 0.85 * _px(size) - 1 <= min(drawn) < _px(size)
    assert " ".join(lines) == text
    assert not lone_lines(lines), lines
