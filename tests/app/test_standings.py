"""Results' headline and compact rows (`app/standings.py`) are a class of their own,
drawn from typed values (the words, the winner's colour, the sizes), not from the
Results scene: usable, and testable, without one."""

from __future__ import annotations

import pygame

from sorry_game.app.draw.text import Fonts
from sorry_game.app.standings import Headline, Standings, tell
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
    assert (short, k) != (0, 0) and k <= 4
    assert tell(WORDS[0][1], 1) == "normal · 2 in reserve" and tell(WORDS[0][1], 4) == ""


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
