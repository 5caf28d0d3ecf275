"""Save as…: the suggested name is selected (typing replaces it), the field edits at a
caret (Ctrl+A, arrows, Home/End, Backspace on a selection), and a character no file
name may hold is refused visibly: a flash and a line under the field, the name kept."""

from __future__ import annotations

import pygame
import pytest
from shell_helpers import click, key, type_text

from sorry_game.app.app import App
from sorry_game.app.scenes.save_as import REFUSED, SaveAsScene, default_name
from sorry_game.app.widgets import TextField
from sorry_game.session import sample_session
from sorry_game.store import saves


@pytest.fixture
def card():
    """The Save as… card over the pause menu of a game in play."""
    app = App(size=(800, 600), audio=False)
    app.step([])
    session = sample_session("classic", 3, actions=12)
    app.go("pause", session)
    click(app, next(b for b in app.top.buttons if b.name == "save_as"))
    scene = app.top
    assert isinstance(scene, SaveAsScene)
    yield scene
    app.close()


def drawn(scene) -> pygame.Surface:
    surface = pygame.Surface(scene.app.size)
    scene.draw(surface)
    return surface


def test_the_suggested_name_is_selected_and_drawn_so(card):
    field = card.field
    assert field.text == default_name(card.game_session) and field.text
    assert field.selection == (0, len(field.text))
    surface = drawn(card)
    # the selection's band lies behind the text, in the theme's selection colour
    left, right = field.stops[0], field.stops[-1]
    rows = range(field.rect.centery - field.rect.h // 6, field.rect.centery + field.rect.h // 6)
    band = card.app.theme.colour("selected")

    def share(xs: range) -> float:
        pixels = [surface.get_at((x, y))[:3] == band for x in xs for y in rows]
        return sum(pixels) / len(pixels)

    assert share(range(left, right)) > 0.4  # the band, between the letters' strokes
    assert share(range(right + 2, field.rect.right - 4)) == 0  # only the text is selected


def test_typing_after_the_card_opens_replaces_the_suggested_name(card):
    type_text(card.app, "Evening")
    assert card.field.text == "Evening" and card.field.selection is None
    key(card.app, pygame.K_RETURN)
    assert card.stage == "done" and (saves.saves_dir() / "Evening.sorry").exists()


def test_ctrl_a_then_typing_replaces_everything(card):
    field = card.field
    key(card.app, pygame.K_END)
    type_text(card.app, "x")
    assert field.text.endswith("x") and len(field.text) > 1  # End kept the name
    key(card.app, pygame.K_a, pygame.KMOD_CTRL)
    assert field.selection == (0, len(field.text))
    type_text(card.app, "Late game")
    assert field.text == "Late game"


def test_arrows_home_end_move_the_caret_and_backspace_deletes_the_selection(card):
    field = card.field
    name = field.text
    key(card.app, pygame.K_HOME)
    assert field.selection is None and field.caret == 0
    type_text(card.app, "My ")
    assert field.text == "My " + name
    key(card.app, pygame.K_RIGHT)
    key(card.app, pygame.K_BACKSPACE)
    assert field.text == "My " + name[1:] and field.caret == 3
    key(card.app, pygame.K_a, pygame.KMOD_CTRL)
    key(card.app, pygame.K_LEFT)  # the selection goes, the caret to its start
    assert field.selection is None and field.caret == 0
    key(card.app, pygame.K_a, pygame.KMOD_CTRL)
    key(card.app, pygame.K_BACKSPACE)
    assert field.text == "" and field.caret == 0


@pytest.mark.parametrize("ch", sorted(REFUSED))
def test_a_character_no_file_name_may_hold_is_refused_and_said(card, ch):
    field = card.field
    key(card.app, pygame.K_END)
    name = field.text
    type_text(card.app, ch)
    assert field.text == name  # the name is unchanged
    assert card.refused == f"“{ch}” can't be in a file name."
    assert field.flashing() and card.busy  # frames run until the flash is over


def test_the_refusal_shows_under_the_field_and_in_its_edge(card):
    field = card.field
    danger = card.app.theme.colour("danger")
    under = pygame.Rect(field.rect.x, field.rect.bottom, field.rect.w // 2, card.px(0.05))

    def reds(surface) -> int:
        return sum(
            surface.get_at((x, y))[:3] == danger
            for x in range(under.left, under.right)
            for y in range(under.top, under.bottom)
        )

    edge = (field.rect.centerx, field.rect.top + 1)
    assert drawn(card).get_at(edge)[:3] != danger and reds(drawn(card)) == 0
    type_text(card.app, "/")
    surface = drawn(card)
    assert surface.get_at(edge)[:3] == danger  # the flash
    assert reds(surface) > 20  # the line under the field
    type_text(card.app, "a")  # a character taken: the line goes
    assert card.refused == "" and reds(drawn(card)) == 0


def test_a_control_character_is_refused_too(card):
    key(card.app, pygame.K_END)
    name = card.field.text
    type_text(card.app, "\x07")
    assert card.field.text == name and card.refused == "That character can't be in a file name."


def test_a_text_field_edits_at_its_caret():
    """The widget alone: insert and delete at the caret, Shift extends a selection, a
    click places the caret, a refused character is told."""
    refused: list[str] = []
    field = TextField("abcd", max_len=6, allowed=str.isalpha, on_refuse=refused.append)
    field.caret = 2
    field.text_input("X")
    assert field.text == "abXcd" and field.caret == 3
    field.key(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DELETE, mod=0, unicode=""))
    assert field.text == "abXd"
    field.key(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_HOME, mod=pygame.KMOD_SHIFT))
    assert field.selection == (0, 3)
    field.text_input("Z")
    assert field.text == "Zd"
    field.text_input("1")
    assert field.text == "Zd" and refused == ["1"] and field.flashing()
    field.text_input("abcdefg")  # no room past max_len
    assert field.text == "Zabcdd" and field.flashing()
    field.stops = [10, 20, 30, 40, 50, 60, 70]
    field.mouse_down((31, 5))
    assert field.caret == 2 and field.selection is None
    field.mouse_drag((58, 5))
    assert field.selection == (2, 5)
