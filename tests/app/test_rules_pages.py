"""The rules as pages (issue 19 §4): every game's pages open and turn to the end and
back, each diagram is a real position drawn by the game's plugin with the explained
move marked, the words fit their column at 800x600, and the pages are reachable from
the title, the setup (for the chosen game) and the pause menu (for the game played)."""

from __future__ import annotations

import importlib.machinery
import re
import sys
import types
from dataclasses import replace

import pygame
import pytest
from shell_helpers import click, key, make_app

from sorry_game.app.draw import Palette, get_font
from sorry_game.app.rulebook.diagram import choices_of, reach, render_position
from sorry_game.app.rulebook.pages import Position, RulePage, pages_module, pages_of
from sorry_game.app.rulebook.text import fit_page
from sorry_game.app.scenes.rules import RulesScene, screenshot_scene
from sorry_game.app.scenes.setup import SetupScene
from sorry_game.engine import GameConfig
from sorry_game.engine.errors import PartError
from sorry_game.games.catalogue import get_game
from sorry_game.session import Seat, Session

RULE_ID = re.compile(r"\b[A-Z]-\d+[a-z]?\b")
#: the games of the collection, each with its own illustrated pages
GAMES = ["classic", "president", "king", "revenge"]


def diagram_pages() -> list[tuple[str, int]]:
    return [
        (g, i) for g in GAMES for i, p in enumerate(pages_of(get_game(g))) if p.diagram is not None
    ]


def colours(surface: pygame.Surface) -> set[tuple[int, int, int, int]]:
    w, h = surface.get_size()
    return {tuple(surface.get_at((x, y))) for x in range(0, w, 3) for y in range(0, h, 3)}


@pytest.mark.parametrize("game_id", GAMES)
def test_the_pages_turn_to_the_end_and_back(game_id):
    app = make_app()
    scene = app.push(RulesScene(app, game_id))
    app.step([])
    count = len(scene.pages)
    assert count >= 5 and sum(p.diagram is not None for p in scene.pages) >= 4
    assert not scene.prev_button.enabled
    for i in range(count - 1):
        assert scene.page == i
        click(app, scene.next_button)
    assert scene.page == count - 1 and not scene.next_button.enabled
    key(app, pygame.K_RIGHT)
    assert scene.page == count - 1
    for i in range(count - 1, 0, -1):
        assert scene.page == i
        key(app, pygame.K_LEFT)
    assert scene.page == 0
    key(app, pygame.K_END)
    assert scene.page == count - 1
    app.step([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1)])
    assert scene.page == count - 2
    app.close()


@pytest.mark.parametrize("game_id", GAMES)
def test_every_page_is_written_for_players_and_names_what_it_explains(game_id):
    for page in pages_of(get_game(game_id)):
        words = " ".join((page.heading, *page.paragraphs, page.caption))
        assert not RULE_ID.search(words), words
        assert page.rules and all(RULE_ID.fullmatch(r) for r in page.rules)
        assert page.diagram is None or page.caption


@pytest.mark.parametrize(("game_id", "index"), diagram_pages())
def test_each_diagram_is_drawn_and_marks_the_move_it_explains(game_id, index):
    app = make_app()
    game = get_game(game_id)
    position = pages_of(game)[index].diagram
    assert position is not None
    palette = Palette(app.theme)
    image = render_position((300, 300), palette, game, position)
    assert image.get_size() == (300, 300)
    assert len(colours(image)) > 60  # a board, pieces and marks, not a blank
    if position.show is not None:  # the move is legal there, picked as a player would
        state, _ = reach(game, position)
        assert position.show in {str(a) for a in state.legal_actions()}
        assert choices_of(game, state, position.show)
    if position.show is not None:  # the explained move is drawn over the position
        bare = render_position((300, 300), palette, game, replace(position, show=None))
        diff = sum(
            image.get_at((x, y)) != bare.get_at((x, y))
            for x in range(0, 300, 2)
            for y in range(0, 300, 2)
        )
        assert diff > 20, f"{game_id} page {index}: the move {position.show!r} is not marked"
    app.close()


def test_a_bump_is_marked_where_the_bumped_pawn_stands():
    """Classic's "Moving and bumping" page: the square of Blue's pawn, bumped by Red's 5,
    is drawn in the theme's colour for danger over the pawn (the plugin's bump mark)."""
    app = make_app()
    game = get_game("classic")
    page = next(p for p in pages_of(game) if p.heading == "Moving and bumping")
    assert page.diagram is not None
    palette = Palette(app.theme)
    image = render_position((400, 400), palette, game, page.diagram)
    bare = render_position((400, 400), palette, game, Position(4, 1, page.diagram.edit))
    changed = [
        (x, y)
        for x in range(400)
        for y in range(400)
        if image.get_at((x, y))[:3] != bare.get_at((x, y))[:3]
    ]
    assert changed
    # the marks sit on the left of the board (squares 20 to 25 are on Blue's side)
    xs = sorted(x for x, _ in changed)
    assert xs[len(xs) // 2] < 200
    app.close()


@pytest.mark.parametrize("game_id", GAMES)
def test_the_words_fit_their_column_at_800x600(game_id):
    app = make_app(size=(800, 600))
    scene = app.push(RulesScene(app, game_id))
    app.step([])
    for i in range(len(scene.pages)):
        scene.open_page(i)
        app.step([])
        assert scene.panel.contains(scene.text_rect) and scene.text.complete
        assert not scene.text_rect.colliderect(scene.diagram_rect)
        if scene.diagram_rect.w:
            assert scene.panel.contains(scene.diagram_rect)
            small = get_font(scene.caption_px)
            assert 1 <= len(scene.caption) <= 2
            assert all(small.size(words)[0] <= scene.diagram_rect.w for words in scene.caption)
            bottom = scene.diagram_rect.bottom + len(scene.caption) * small.get_linesize()
            assert bottom <= scene.inner.bottom + scene.px(0.01)
        for line in scene.text.lines:
            font = get_font(scene.text.head_px if line.heading else scene.text.px, line.heading)
            w, h = font.size(line.text)
            assert w <= scene.text_rect.w, line.text
            assert line.y + h <= scene.text_rect.h, line.text
    app.close()


def test_a_diagram_is_drawn_at_the_size_it_is_shown():
    sizes = []
    for size in ((800, 600), (1920, 1080)):
        app = make_app(size=size)
        scene = app.push(RulesScene(app, "king"))
        scene.open_page(1)
        app.step([])
        image = scene.diagram(1, scene.diagram_rect.size)
        assert image.get_size() == scene.diagram_rect.size
        sizes.append(scene.diagram_rect.w)
        app.close()
    assert sizes[1] > sizes[0] * 1.5


def test_the_contents_list_jumps_to_a_page():
    app = make_app()
    scene = app.push(RulesScene(app, "revenge"))
    app.step([])
    click(app, scene.contents_button)
    assert scene.contents and all(e.visible for e in scene.entries)
    click(app, scene.entries[3])
    assert scene.page == 3 and not scene.contents
    assert not any(e.visible for e in scene.entries)
    key(app, pygame.K_c)
    assert scene.contents
    key(app, pygame.K_ESCAPE)  # Esc closes the list first, then leaves
    assert not scene.contents and app.top is scene
    key(app, pygame.K_ESCAPE)
    assert app.top is not scene
    app.close()


def test_rules_open_from_the_title():
    app = make_app()
    click(app, app.top.buttons["rules"])
    assert isinstance(app.top, RulesScene) and app.top.pages
    app.close()


@pytest.mark.parametrize("game_id", ["king", "revenge"])
def test_rules_open_from_the_setup_for_the_chosen_game(game_id):
    app = make_app()
    app.settings.last_setup = {"game": game_id}
    click(app, app.top.buttons["new"])
    setup = app.top
    assert isinstance(setup, SetupScene)
    click(app, setup.rules_button)
    assert isinstance(app.top, RulesScene) and app.top.game.id == game_id
    key(app, pygame.K_ESCAPE)
    assert app.top is setup
    app.close()


def test_rules_open_from_the_pause_menu_for_the_game_played():
    app = make_app()
    game = get_game("president")
    seats = [Seat(f"P{i}", "human", "normal", i) for i in range(4)]
    app.open_table(Session.new("president", GameConfig(4, {}), 5, seats, None))
    key(app, pygame.K_ESCAPE)
    pause = app.top
    click(app, {b.name: b for b in pause.buttons}["rules"])
    assert isinstance(app.top, RulesScene) and app.top.game is game
    app.close()


def test_the_screenshot_scene_shows_a_page_with_a_diagram():
    app = make_app(size=(1280, 800))
    scene = screenshot_scene(app, "classic")
    app.push(scene)
    app.step([])
    assert scene.pages[scene.page].diagram is not None
    surface = pygame.Surface((1280, 800))
    scene.draw(surface)
    assert len(colours(scene.diagram(scene.page, scene.diagram_rect.size))) > 60
    app.close()


def test_a_broken_pages_module_is_an_error_that_names_it(monkeypatch):
    game = get_game("classic")
    name = pages_module(game)
    broken = types.ModuleType(name)
    broken.__spec__ = importlib.machinery.ModuleSpec(name, None)
    broken.PAGES = [RulePage("A list, not a tuple", ("words",))]  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, name, broken)
    with pytest.raises(PartError, match="rules_pages"):
        pages_of(game)


def test_words_that_cannot_fit_are_left_off_by_whole_lines():
    """A column too short for a page never gets half a line (a stray glyph fragment)."""
    paragraphs = ("word " * 60, "more words " * 30)
    page = fit_page("A heading", paragraphs, 200, 90, 18, 11)
    assert not page.complete and page.px == 11 and page.lines
    for line in page.lines:
        font = get_font(page.head_px if line.heading else page.px, line.heading)
        assert line.y + font.get_linesize() <= 90
        assert font.size(line.text)[0] <= 200
    roomy = fit_page("A heading", paragraphs, 600, 2000, 18, 11)
    assert roomy.complete and roomy.px == 18  # room enough: the size asked


@pytest.mark.parametrize("game_id", GAMES)
def test_the_words_fit_at_800x600_with_text_at_twice_the_size(game_id):
    app = make_app(size=(800, 600))
    app.fonts.scale = 2.0
    scene = app.push(RulesScene(app, game_id))
    for i in range(len(scene.pages)):
        scene.open_page(i)
        app.step([])
        assert scene.panel.contains(scene.text_rect) and scene.text.lines
        for line in scene.text.lines:
            font = get_font(scene.text.head_px if line.heading else scene.text.px, line.heading)
            w, h = font.size(line.text)
            assert w <= scene.text_rect.w and line.y + h <= scene.text_rect.h, line.text
    app.close()


def test_king_says_what_a_tour_is_where_the_word_first_appears():
    """Issue 39: "tours" stood unexplained in Sorry, King!'s texts (the board's "tours
    0/4", the log); the first rules page that says it tells a new player what it is."""
    pages = pages_of(get_game("king"))
    first = next(p for p in pages if any("tour" in t.lower() for t in p.paragraphs))
    sentence = next(s for t in first.paragraphs for s in t.split(". ") if "tour" in s.lower())
    assert "all the way round the ring" in sentence, sentence


@pytest.mark.parametrize("game_id", GAMES)
def test_words_beside_a_diagram_keep_a_readable_measure_at_twice_the_size(game_id):
    """At 200 % in 1280x800 Revenge's rules set its words in a column of two or three
    words ("START side / up. Be") beside the diagram: beside it the words get 12 ems
    of their size, else the diagram goes under them."""
    from sorry_game.app.scenes.rules import MEASURE_EMS

    app = make_app(size=(1280, 800))
    app.set_ui_scale(200)
    scene = app.push(RulesScene(app, game_id))
    for i in range(len(scene.pages)):
        scene.open_page(i)
        app.step([])
        if scene.diagram_rect.w and scene.diagram_rect.top < scene.text_rect.bottom:
            assert scene.text_rect.w >= MEASURE_EMS * scene.text.px, (i, scene.text_rect)
    app.close()
