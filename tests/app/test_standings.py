"""Results' headline and compact rows (`app/standings.py`) are a class of their own,
drawn from typed values (the words, the winner's colour, the sizes), not from the
Results scene: usable, and testable, without one."""

from __future__ import annotations

import pygame

from sorry_game.app.draw.text import Fonts
from sorry_game.app.standings import NOTHING, Headline, Standings, tell
from sorry_game.app.theme import Theme

WORDS = [
    ("Ada", "Computer · normal · 2 in reserve", "3/4 pawns HOME"),
    ("You", "Human", "1/4 pawns HOME"),
]


#: a text role's size
SIZES = {"title": 30, "heading": 20, "small": 14}


def standings(compact: bool = True) -> Standings:
    return Standings(Fonts(), Theme(), lambda f: int(800 * f), SIZES.__getitem__, compact)


def test_who_shortens_before_the_progress_and_the_rows_stay_alike():
    board = standings()
    assert board.compact_forms(WORDS, 2000) == (0, 0)  # every word in room
    short, k = board.compact_forms(WORDS, 200)
    assert (short, k) != (0, 0)
    assert tell(WORDS[0][1], 1) == "Computer · normal" and tell(WORDS[0][1], NOTHING) == ""


def test_a_seat_s_kind_is_said_in_one_form_in_every_row():
    """A computer is 'Computer · normal' and a human 'Human' however narrow the row:
    the game's notes give way first (one game said 'normal', another 'Computer ·
    normal'; Sorry, King!'s You row lost 'Human' and kept '2 in reserve')."""
    board = standings()
    words = [
        ("Ada", "Computer · normal · 2 in reserve", "0/4 tours"),
        ("You", "Human · 2 in reserve", "0/4 tours"),
    ]
    detail = board.row_fonts()[1]
    for width in (900, 400, 330, 300):
        short, k = board.compact_forms(words, width)
        said = [tell(who, k) for _name, who, _progress in words]
        assert said[1].split(" · ")[0] == "Human", (width, said)
        assert said[0].startswith("Computer · normal"), (width, said)
    # where nothing but the kind fits, the notes are gone from every row
    kind_w = detail.size("Computer · normal")[0]
    name_w = board.row_fonts()[0].size("Ada")[0]
    tight = name_w + board.px(0.03) * 2 + kind_w + detail.size("0/4 tours")[0] + 2
    assert [tell(w, board.compact_forms(words, tight)[1]) for _n, w, _p in words] == [
        "Computer · normal",
        "Human",
    ]


def test_the_headline_pill_wears_the_winner_s_colour():
    surface = pygame.Surface((800, 600))
    surface.fill((0, 0, 0))
    board = standings(compact=False)
    head = Headline("Ada wins!", "all four pawns reached HOME", 112, (200, 40, 40))
    board.draw_title(surface, head, 20, 700)
    tw, th = board.fonts.get(board.title_px(), True).size("Ada wins!")
    beside = (400 - tw // 2 - th * 3 // 10, 20 + th * 5 // 8)  # in the pill, left of the words
    assert surface.get_at(beside)[:3] == (200, 40, 40)
    assert standings().title_px() < board.title_px()  # compact: a smaller headline
