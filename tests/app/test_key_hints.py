"""The key that presses a button ("(H)" for Hint) at large text (800x600, 200 %): beside
the button's words at their size where the width holds both, else under them at
KEY_HINT_LEAST (0.8) of their size or more, else not written — never the smudge it was
("(L)" at about half the handle's words: the hint took only the height left under the
first line)."""

from __future__ import annotations

import pygame
import pytest

from sorry_game.app import draw
from sorry_game.app.app import App
from sorry_game.app.draw import px_width
from sorry_game.app.widgets import Button
from sorry_game.app.widgets.buttons import KEY_HINT_LEAST

LABELS = [("Hint", "(H)"), ("Undo", "(U)"), ("Menu", "(Esc)"), ("Moves and players", "(L)")]


@pytest.fixture(scope="module")
def app():
    pygame.init()
    host = App(size=(800, 600), audio=False)
    host.set_ui_scale(200)
    yield host
    host.set_ui_scale(100)
    host.close()


def drawn(app, label: str, key: str, rect: pygame.Rect, text_px: int) -> dict[str, int]:
    button = Button(label, None, rect, "quiet", subtext=key)
    button.key_hint = True
    button.text_px = text_px
    with draw.recorded_sizes() as seen:
        button.draw(pygame.Surface((400, 200)), app)
    return {words: px for px, words in seen}


def px_of(label: str) -> int:
    return 26 if len(label) < 6 else 23  # the foot's and the handle's sizes at 200 %


#: (label, key, width, height): buttons wide enough for their words (narrower ones
#: shorten the words themselves)
CASES = [
    (label, key, width, height)
    for label, key in LABELS
    for width in (62, 90, 200)
    for height in (34, 40, 46, 52, 58, 64)
    if px_width(label, px_of(label), True) <= 0.92 * width
]


@pytest.mark.parametrize(("label", "key", "width", "height"), CASES)
def test_a_key_hint_is_the_words_size_or_not_written(app, label, key, width, height):
    px = px_of(label)
    sizes = drawn(app, label, key, pygame.Rect(10, 10, width, height), px)
    beside = f"{label} {key}"
    if beside in sizes:
        assert sizes[beside] == px
        return
    assert sizes.get(label) == px, sizes  # the words never shrink for their key
    if key in sizes:
        assert sizes[key] >= KEY_HINT_LEAST * px, (sizes, px)


def test_a_wide_button_says_its_key_beside_its_words(app):
    sizes = drawn(app, "Menu", "(Esc)", pygame.Rect(0, 0, 236, 52), 26)
    assert sizes == {"Menu (Esc)": 26}


def test_a_rows_key_hints_go_one_way(app):
    """ "Hint (H)" on one line beside "Menu / (Esc)" on two read as a slip (bench B at
    800x600 150 %): the row's hints go beside where all fit so, else under where all
    do, else none."""
    from sorry_game.app.table.paint import key_places

    wide, narrow = pygame.Rect(0, 0, 200, 52), pygame.Rect(210, 0, 70, 52)
    buttons = []
    for label, key, rect in (("Hint", "(H)", wide), ("Menu", "(Esc)", narrow)):
        button = Button(label, None, rect, "quiet", subtext=key)
        button.key_hint, button.text_px = True, 26
        buttons.append(button)
    assert buttons[0].key_mode(app, wide) == "beside"
    assert buttons[1].key_mode(app, narrow) != "beside"
    key_places(app, buttons)
    assert buttons[0].key_place == buttons[1].key_place == buttons[1].key_mode(app, narrow)
