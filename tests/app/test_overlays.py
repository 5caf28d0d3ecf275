"""The table reads at a glance: messages never cover the game, the panel gives the move
log the room its other parts leave, and what `bench/layout.py` measures holds in a
small seeded run of every game."""

from __future__ import annotations

import math

import pygame
import pytest
from bench_scripts import bench_script
from table_helpers import make_app, make_session

from sorry_game.app.plugins.board.layout import BoardLayout
from sorry_game.app.table import panel as side
from sorry_game.app.table.overlays import Message, free_spot, place, shapes
from sorry_game.games.catalogue import all_games

GAMES = ("classic", "president", "king", "revenge")

layout_bench = bench_script("layout")


@pytest.fixture(autouse=True)
def _inline_ai(monkeypatch):
    monkeypatch.setenv("SORRY_GAME_INLINE_AI", "1")


# --- the one rule: the nearest free place, else the panel --------------------------------
def test_a_message_takes_the_free_place_nearest_where_it_belongs():
    stage = pygame.Rect(0, 0, 400, 300)
    wall = pygame.Rect(0, 100, 400, 100)  # the middle band is taken
    spot = free_spot((120, 40), stage, [wall], (200, 150), 4)
    assert spot is not None
    rect, _d = spot
    assert not rect.colliderect(wall) and stage.contains(rect)
    assert rect.bottom <= 100 and rect.centerx == pytest.approx(200, abs=4)
    assert free_spot((120, 40), stage, [stage], (200, 150), 4) is None


def test_a_long_message_wraps_into_a_gap_rather_than_cover_anything():
    """One line does not fit between the things on the table; three balanced lines
    do, each word kept."""
    stage = pygame.Rect(0, 0, 600, 400)
    things = [pygame.Rect(0, 0, 600, 150), pygame.Rect(0, 260, 600, 140)]
    things += [pygame.Rect(0, 150, 200, 110), pygame.Rect(400, 150, 200, 110)]
    text = "Ada cannot move with a 10 and her turn is forfeited"
    placed = place(Message("news", text, None, (300, 200)), stage, things, 16, 300)
    assert not placed.in_panel
    assert not any(placed.rect.colliderect(t) for t in things)
    assert len(placed.lines) > 1 and " ".join(placed.lines) == text
    widths = [len(line) for line in placed.lines]
    assert max(widths) - min(widths) < 12  # balanced: no stray last word


def test_a_message_with_no_free_place_goes_to_the_panel():
    stage = pygame.Rect(0, 0, 600, 400)
    placed = place(Message("news", "Red wins!", None, (300, 200)), stage, [stage], 16, 280)
    assert placed.in_panel and placed.rect.width == 280 and placed.lines == ["Red wins!"]


def test_shapes_keep_every_word_and_fit_their_room():
    text = "Choose a pawn to move, or your START, then the square where it goes."
    for shape in shapes(text, 16, 400, "Skip tutorial"):
        assert " ".join(shape.lines) == text
        assert shape.width <= 400


# --- the board keeps its own things apart --------------------------------------------------
@pytest.mark.parametrize("side_px", [420, 560, 784, 1040])
@pytest.mark.parametrize("style", ["round", "square"])
def test_the_card_and_the_draw_pile_clear_the_home_circles(side_px, style):
    """The card in play used to overlap Red's HOME circle at 1280x800."""
    lay = BoardLayout(pygame.Rect(0, 0, side_px, side_px), style)
    for rect in (lay.card_rect, lay.pile_extent()):
        for colour in range(4):
            hx, hy = lay.home[colour]
            nx = min(max(hx, rect.left), rect.right)
            ny = min(max(hy, rect.top), rect.bottom)
            assert math.hypot(nx - hx, ny - hy) > lay.circle_radius, (style, colour)


@pytest.mark.parametrize("game_id", GAMES)
def test_every_game_lists_what_stands_on_its_table(game_id):
    """Each plugin names its pieces, cards, piles, badges and labels (the table's
    messages avoid them): not the whole area, and all inside the play area."""
    app = make_app((1280, 800))
    table = app.open_table(make_session(game_id, seed=5))
    regions = table.plugin.regions(table.view)
    kinds = {r.kind for r in regions}
    assert len(regions) >= 3 and "area" not in kinds
    assert kinds & {"piece", "card", "pile", "square"} and kinds & {"badge", "label"}
    window = pygame.Rect(0, 0, 1280, 800)
    assert all(window.contains(r.rect) for r in regions if r.kind != "frame")
    # (a "frame" strip lies just outside the play area's edge: no message across it)
    area = table.plugin.area
    for r in (r for r in regions if r.kind == "frame"):
        assert not r.rect.colliderect(area) and r.rect.colliderect(area.inflate(80, 80))
    app.close()


def test_a_game_that_lists_nothing_gets_its_messages_in_the_panel():
    """The default regions are the whole play area (the toy game's plugin names none)."""
    from sorry_game.app.table.plugin import TablePlugin

    plugin = TablePlugin.__new__(TablePlugin)
    plugin.area = pygame.Rect(10, 10, 500, 500)
    assert [r.rect for r in plugin.regions(None)] == [plugin.area]


# --- the panel: every part its room, the log the rest ---------------------------------------
@pytest.mark.parametrize("size", [(800, 600), (1280, 800), (1920, 1080)])
def test_the_move_log_fills_what_the_other_parts_leave(size):
    area, panel, landscape = side.split_window(size, 1.0)
    parts = side.PanelParts(
        plugin_height=lambda w, u: u * 5, prompt="Choose a pawn to move.", buttons=False
    )
    lay = side.layout_panel(panel, landscape, parts, 4)
    assert lay.buttons.height == 0 and lay.status.height == 0  # nothing to hold: no room
    assert lay.log.top == lay.prompt.bottom + lay.pad  # the log follows the prompt …
    assert lay.log.bottom == lay.players.top - lay.pad  # … and reaches the players
    assert lay.players.bottom == lay.footer.top - lay.pad
    assert layout_bench.idle_share(lay) == 0
    # a message in the panel takes its room from the log, nobody else's
    note = side.PanelParts(
        plugin_height=parts.plugin_height, prompt=parts.prompt, notice_height=lambda w, u: 60
    )
    with_note = side.layout_panel(panel, landscape, note, 4)
    assert with_note.notice.height == 60 and with_note.notice.top >= with_note.prompt.bottom
    assert with_note.log.bottom == lay.log.bottom and with_note.log.top > lay.log.top
    assert with_note.players == lay.players


def test_the_log_shows_the_newest_move_in_whole_entries():
    app = make_app((1280, 800))
    table = app.open_table(make_session("classic", seed=3, humans=()))
    surface = pygame.Surface(app.size)
    for _ in range(3000):
        if len(table.session.log) >= 30:
            break
        app.step([], dt=0.1)
    table.log.scroll = 5  # scrolled back …
    table.draw(surface)
    before = len(table.session.log)
    for _ in range(400):
        app.step([], dt=0.1)
        if len(table.session.log) > before:
            break
    table.draw(surface)
    assert table.log.scroll == 0  # … a new move brings the log back to it
    assert table.log.entries_shown >= 4
    shown = [line for _p, line, _f in table.log.lines[-8:]]
    assert not any(line.endswith("…") for line in shown)
    app.close()


# --- the news belongs to its moment ---------------------------------------------------------
def test_the_news_ends_when_the_next_move_is_played():
    app = make_app((1280, 800))
    table = app.open_table(make_session("classic", seed=11, humans=()))
    for _ in range(5000):
        app.step([], dt=0.05)
        if table.news.banner is not None:
            break
    assert table.news.banner is not None, "no news in a whole game"
    actions = len(table.session.actions)
    table.apply(table.state.legal_actions()[0])
    assert len(table.session.actions) == actions + 1 and table.news.banner is None
    app.close()


# --- bench/layout.py, small and seeded ------------------------------------------------------
#: issue 39's targets not met yet, by the games that miss them and the branch fixing them
#: (the lead empties each set as the branch lands): said twice D = 0 and stale S = 0
#: ("words"), bad breaks B = 0 ("words"), entry lines E <= 1.3 ("log")
WAITING_SAID: set[str] = set()  # branch "words": met
WAITING_STALE: set[str] = set()  # branch "words": met
WAITING_BREAKS: set[str] = set()  # branch "words": met
WAITING_ENTRY_LINES: set[str] = set()  # branch "log": met


@pytest.mark.parametrize("game_id", GAMES)
def test_a_seeded_game_reads_at_a_glance_at_1280x800(game_id):
    """Through the first 100 moves of a seeded game at 1280x800: no message covers
    anything, no word is cut, the log shows at least four moves, the panel wastes
    nothing; no phrase said twice, no message past its moment, no bad break, a log
    entry on 1.3 lines at most on average — where a game already meets it (the sets
    above) (`bench/layout.py` plays whole games at every size)."""
    figures = layout_bench.play(game_id, (1280, 800), 100, 2, screens=False, max_actions=100)
    assert figures.frames >= 8
    assert figures.covered == 0, figures.notes
    assert figures.cut == 0, figures.notes
    assert figures.log_lines >= 4
    assert figures.idle_percent <= 15
    assert figures.entries, "no log entry drawn"
    if game_id not in WAITING_SAID:
        assert figures.said == 0, layout_bench.details(figures)
    if game_id not in WAITING_STALE:
        assert figures.stale == 0, layout_bench.details(figures)
    if game_id not in WAITING_BREAKS:
        assert figures.breaks == 0, layout_bench.details(figures)
    if game_id not in WAITING_ENTRY_LINES:
        assert figures.entry_lines <= 1.3, layout_bench.details(figures)


def test_the_bench_knows_every_game():
    assert {g.id for g in all_games()} >= set(GAMES)
