"""Text that grows with the Text size everywhere a reviewer found it did not (mission
item 1, eyes7): Sorry! Revenge's card words in the side panel at 800x600 (shrunk back
to their 100 % size to fit three lines), the rules' pictures (a tableau's seat names
and counts kept at their 100 % size beside 200 % words), and Sorry, King!'s panel,
which said "Rank 1 controlled" as a heading at 800x600 only (one screen, one set of
words at every size)."""

from __future__ import annotations

import pygame
import pytest
from table_helpers import make_app, make_session

from sorry_game.app.app import App
from sorry_game.app.draw import record
from sorry_game.app.plugins.revenge import panel as revenge_panel
from sorry_game.app.plugins.revenge.cards import FACES, more_text
from sorry_game.app.plugins.revenge.rules_pages import PAGES
from sorry_game.app.scenes import rules
from sorry_game.app.settings import Settings
from sorry_game.session import sample_session


@pytest.fixture(autouse=True)
def _inline_ai(monkeypatch):
    monkeypatch.setenv("SORRY_GAME_INLINE_AI", "1")


def _card_words_px(monkeypatch, size: tuple[int, int], scale: int, code: str) -> list[int]:
    """The sizes of the lines Revenge's panel draws for `code` pointed at in the hand."""
    monkeypatch.setattr(
        revenge_panel, "focus_card", lambda *_a: (code, "Your card", more_text(code))
    )
    app = App(size=size, audio=False)
    app.set_ui_scale(scale)
    table = app.open_table(sample_session("revenge", 3, 41))
    app.step([])
    with record.recorded_text() as said:
        table.draw(pygame.Surface(size))
    words = more_text(code)
    app.set_ui_scale(100)
    app.close()
    # (the heading is larger: its own line)
    return [px for part, px, line in said.lines if part == "panel" and line.strip() in words]


@pytest.mark.parametrize(("size", "grows"), [((800, 600), 1.6), ((1280, 800), 1.45)])
def test_the_revenge_cards_words_grow_with_the_text_size(monkeypatch, size, grows) -> None:
    """At 200 % in 800x600 "Play it to win the round, unless a SORRY! steals the 21."
    shrank to 21 px, 1.4 times its 100 % size, to fit the part's three lines (the rest
    of the panel about 1.6): the card's face gives the room now, not its words. (At
    1280x800 the SORRY!'s six lines still take a little of their size: 1.5 times.)"""
    for code in ["7", *FACES]:
        at_100 = _card_words_px(monkeypatch, size, 100, code)
        at_200 = _card_words_px(monkeypatch, size, 200, code)
        assert at_100 and at_200, code
        assert min(at_200) >= grows * max(at_100), (code, at_100, at_200)


def _diagram_px(game_id: str, size: tuple[int, int], scale: int) -> list[int]:
    """The sizes of the words the rules' first picture draws at `scale` %."""
    app = App(size=size, audio=False, settings=Settings.for_tool()[0])
    app.settings.ui_scale = scale
    scene = rules.screenshot_scene(app, game_id)
    app.push(scene)
    app.step([])
    if not scene.pages or scene.pages[scene.page].diagram is None:  # (no picture)
        app.close()
        return []
    scene.diagrams.clear()
    with record.recorded_text() as said:
        scene.diagram(scene.page, scene.diagram_rect.size)
    app.close()
    return [px for _part, px, line in said.lines if line.strip()]


#: the pictures whose every word grows (Sorry!'s and President's squares' START / HOME
#: and numbers keep the board's size: RULES' board words, bench/layout.py's Y)
GROWN_PICTURES = ("revenge", "king")


@pytest.mark.parametrize("game_id", GROWN_PICTURES)
def test_the_rules_pictures_words_grow_with_the_text_size(game_id: str) -> None:
    """At 200 % Revenge's picture kept "Yellow", "5 cards" and its pawn cards' letters
    at their 100 % size (9 to 12 px under 60 px words): its smallest words are now
    larger than at 100 %."""
    for size in ((800, 600), (1280, 800)):
        at_100, at_200 = _diagram_px(game_id, size, 100), _diagram_px(game_id, size, 200)
        if not at_100:  # (a picture without words)
            continue
        assert min(at_200) >= 1.2 * min(at_100), (size, min(at_100), min(at_200))


def test_the_revenge_rules_say_what_the_pawn_cards_letters_mean() -> None:
    """A pawn card too small for START / HOME (800x600: about 31 px wide, "START" needs
    about 27 inside its frame at its least size) says S / H: the rules' first page says
    which is which."""
    goal = " ".join(PAGES[0].paragraphs)
    assert "(S" in goal and "(H)" in goal


#: White's h-pawn promotes and a checker controls rank 1 with a black one: White (here
#: a computer) chooses which piece on rank 1 turns black (test_king_table's PREFIX)
KING_MOVES = (
    "h2h4 checker 0 b7b6 checker 18 h4h5 checker 1 c8b7 checker 19 "
    "h5h6 checker 2 b7c8 checker 22 h6g7 checker 3 a7a6 checker 25 g7h8q checker 0"
)


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
@pytest.mark.parametrize("scale", [100, 200])
def test_king_says_a_line_controlled_once(size, scale) -> None:
    """While a computer chooses the piece a controlled rank turns (the log says
    "controls rank 1", the board lights the line), the panel's part said "Rank 1
    controlled" again as a yellow heading, like an instruction, at 800x600 only (the
    stacked panel at 1280x800 had no room for it): no size says it now."""
    app = make_app(size)
    app.set_ui_scale(scale)
    session = make_session("king", humans=(1,), players=2)
    words = KING_MOVES.split()
    i = 0
    while i < len(words):
        text = f"checker {words[i + 1]}" if words[i] == "checker" else words[i]
        i += 2 if words[i] == "checker" else 1
        session.apply(session.game.parse_action(text))
    assert session.state.phase == "change" and session.state.current_player() == 0
    table = app.open_table(session)
    with record.recorded_text() as said:
        table.draw(pygame.Surface(size))
    app.set_ui_scale(100)
    app.close()
    panel = [line for part, _px, line in said.lines if part == "panel"]
    assert not any("controlled" in line or "both its ends" in line for line in panel), panel


def test_the_empty_piles_sentence_reads_as_large_as_the_guided_tip() -> None:
    """At 200 % in 800x600 the guided game's "The play pile is empty: the next card
    starts the count." read at about half the size of the tip beside it (25 px against
    30, in a lighter face): the part holds it at its heading's size."""
    from sorry_game.app import tutorial

    app = App(size=(800, 600), audio=False, settings=Settings.for_tool()[0])
    app.settings.ui_scale = 200
    app.push(tutorial.screenshot_scene(app, "revenge"))
    app.step([])
    with record.recorded_text() as said:
        for scene in app.router.drawn():
            scene.draw(pygame.Surface(app.size))
    app.close()
    pile = [px for part, px, line in said.lines if part == "panel" and line.strip() in EMPTY]
    tip = [px for part, px, line in said.lines if part == "message:tip" and "HOME" in line]
    assert pile and tip, said.lines
    assert min(pile) >= 0.95 * max(tip), (pile, tip)


EMPTY = revenge_panel.EMPTY_PILE
