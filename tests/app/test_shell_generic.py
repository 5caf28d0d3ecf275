"""The shell screens are game-agnostic (issue 8 §2): Setup, Results, Rules and the title
work from a game's metadata alone, for every registered game and for a game made up
here (`DuelGame`: White/Black, its own options, progress, rules and rematch)."""

from __future__ import annotations

import re

import pygame
import pytest
from shell_helpers import SOON, DuelGame, click, key, make_app, register_games, type_text

from sorry_game.app.scenes.results import ResultsScene, headline, places, rematch_session
from sorry_game.app.scenes.rules import RulesScene
from sorry_game.app.scenes.setup import SetupScene
from sorry_game.app.scenes.title import TitleScene, describe_session
from sorry_game.engine import GameConfig, Outcome
from sorry_game.games.catalogue import all_games, get_game
from sorry_game.session import Seat, Session
from sorry_game.store.paths import autosave_path

RULE_ID = re.compile(r"\b[A-Z]-\d+[a-z]?\b")


def playable() -> list[str]:
    return [g.id for g in all_games() if g.available]


def open_setup(app, game_id: str, players: int | None = None) -> SetupScene:
    app.settings.last_setup = {"game": game_id, **({"players": players} if players else {})}
    click(app, app.top.buttons["new"])
    setup = app.top
    assert isinstance(setup, SetupScene)
    assert setup.game.id == game_id
    return setup


def finished(game_id: str, seed: int = 3, players: int | None = None, save_path=None):
    game = get_game(game_id)
    n = players or max(game.min_players, min(4, game.max_players))
    colours = game.default_colours(n)
    seats = [Seat(f"P{i}", "computer", "easy", colours[i]) for i in range(n)]
    session = Session.new(game_id, GameConfig(n, {}), seed, seats, save_path)
    for _ in range(20000):
        if session.state.is_over():
            break
        session.apply(session.state.legal_actions()[0])
    assert session.state.is_over()
    return session


# --- setup ------------------------------------------------------------------------------
@pytest.fixture
def duel(monkeypatch):
    game = DuelGame()
    register_games(monkeypatch, game)
    return game


@pytest.mark.parametrize("game_id", [*playable(), "duel"])
def test_setup_builds_seats_colours_options_from_the_game(game_id, duel):
    app = make_app()
    game = get_game(game_id)
    setup = open_setup(app, game_id)
    n = setup.choices.players
    theme = app.theme
    for i, row in enumerate(setup.rows[:n]):
        assert row.colour.choices == [c.name for c in game.colours]
        assert row.colour.swatches == [theme.player_colour(c.key) for c in game.colours]
        assert row.colour.index == setup.choices.seats[i].colour
    assert [s.colour for s in setup.choices.seats[:n]] == list(game.default_colours(n))
    assert setup.hint.text == game.turn_order_text(n)
    shown = [w.text for w in setup.form.widgets if hasattr(w, "text") and isinstance(w.text, str)]
    shown += [line for row in setup.option_rows for line in row.help_lines]
    for spec in game.options():
        assert spec.label in shown
        assert setup.option_cyclers[spec.key].choices == list(spec.labels)
    assert not [text for text in shown if RULE_ID.search(text)], "a rule id is shown"
    app.close()


def test_setup_shows_option_help_and_greys_options_for_other_player_counts(duel):
    app = make_app()
    setup = open_setup(app, "duel")
    rows = {row.spec.key: row for row in setup.option_rows}
    assert " ".join(rows["speed"].help_lines) == "Blitz: a short clock."
    assert rows["cards"].cycler.enabled
    app.close()
    app = make_app()
    setup = open_setup(app, "classic", players=3)
    partners = setup.option_cyclers["partners"]
    assert not partners.enabled and not partners.interactive
    assert "4 players" in " ".join(
        next(r for r in setup.option_rows if r.spec.key == "partners").help_lines
    )
    app.close()


def layout_of(setup: SetupScene) -> dict[str, pygame.Rect]:
    rects = {
        "left": setup.left_panel,
        "right": setup.right_panel,
        "theme": setup.theme_cycler.rect,
        "seed": setup.seed.rect,
        "start": setup.start_button.rect,
        "players": setup.players.rect,
        "hint": setup.hint.rect,
    }
    rects.update({t.name: t.rect for t in setup.tiles})
    rects.update({f"row{r.index}": r.colour.rect for r in setup.rows})
    return {k: pygame.Rect(v) for k, v in rects.items()}


@pytest.mark.parametrize("size", [(800, 600), (1280, 800), (1920, 1080)])
def test_setup_layout_never_jumps(size, duel):
    """Issue 8: the panel jumped when an option appeared (partners at 4 players)."""
    app = make_app(size=size)
    setup = open_setup(app, "classic", players=4)
    first = layout_of(setup)
    for n in (3, 2, 4, 3):
        setup.set_players_count(n)
        setup.rebuild()
        app.step([])
        assert layout_of(setup) == first, n
    for game in all_games():
        if game.available:
            setup.pick_game(game)
            app.step([])
            assert layout_of(setup) == first, game.id
    app.close()


def test_seats_take_the_games_colours_when_the_number_of_seats_changes():
    """C-3: a new player count seats the game's colours for it (2-player Sorry! sits
    opposite); a colour picked afterwards is kept until the count changes again."""
    app = make_app()
    setup = open_setup(app, "classic", players=4)
    setup.rows[0].colour.set_index(3)  # Red ↔ Green
    assert [s.colour for s in setup.choices.seats[:4]] == [3, 1, 2, 0]
    setup.set_players_count(2)
    setup.rebuild()
    assert [s.colour for s in setup.choices.seats[:2]] == [0, 2]  # Red and Yellow
    setup.rows[1].colour.set_index(1)  # Yellow → Blue, picked
    setup.rebuild()
    assert [s.colour for s in setup.choices.seats[:2]] == [0, 1]  # kept
    setup.set_players_count(3)
    setup.rebuild()
    assert [s.colour for s in setup.choices.seats[:3]] == [0, 1, 2]
    setup.set_players_count(4)
    setup.rebuild()
    got = [s.colour for s in setup.choices.seats[:4]]
    assert got == [0, 1, 2, 3]
    assert [r.colour.index for r in setup.rows[:4]] == got
    app.close()


def test_a_taken_colour_is_replaced_by_a_free_one_in_the_games_order():
    app = make_app()
    app.settings.last_setup = {
        "game": "classic",
        "players": 3,
        "seats": [{"colour": 2}, {"colour": 2}, {"colour": 99}, {"colour": "x"}],
        "colours_picked": True,
    }
    click(app, app.top.buttons["new"])
    colours = [s.colour for s in app.top.choices.seats[:3]]
    assert colours[0] == 2 and len(set(colours)) == 3 and all(0 <= c < 4 for c in colours)
    app.close()


def test_switching_to_a_game_with_other_colours_gives_its_defaults(duel):
    app = make_app()
    setup = open_setup(app, "classic", players=4)
    setup.pick_game(duel)
    assert setup.choices.players == 2
    assert [s.colour for s in setup.choices.seats[:2]] == [0, 1]
    assert setup.rows[0].colour.value_label == "White"
    assert setup.rows[1].name.placeholder in ("Black", "Player 2")
    setup.set_who(1, 2)
    assert setup.rows[1].name.placeholder == "Black"  # a computer is named by its colour
    app.close()


def test_start_sorts_seats_by_colour_and_cleans_names(duel):
    app = make_app()
    setup = open_setup(app, "duel")
    setup.rows[0].colour.set_index(1)  # seat 0 plays Black, seat 1 White (swapped)
    click(app, setup.rows[0].name)
    type_text(app, " Zoë\x00  Ray ")
    setup.set_name(1, "\x1b[31mBob\x00")
    click(app, setup.start_button)
    session = app.top.session
    assert session.game_id == "duel"
    assert [s.colour for s in session.seats] == [0, 1]
    assert session.config.option("colours") == [0, 1]
    assert [s.name for s in session.seats] == ["[31mBob", "Zoë Ray"]
    assert all(ch.isprintable() for s in session.seats for ch in s.name)
    assert session.config.option("speed") == "calm" and session.config.option("cards") == 6
    app.close()


def test_setup_remembers_options_per_key_and_refuses_stale_values(duel):
    app = make_app()
    app.settings.last_setup = {"game": "duel", "options": {"speed": "warp", "cards": 8}}
    click(app, app.top.buttons["new"])
    setup = app.top
    assert setup.option_cyclers["speed"].value_label == "Calm"  # warp is not a choice
    assert setup.option_cyclers["cards"].value_label == "Eight"
    app.close()


# --- results ----------------------------------------------------------------------------
def test_headline_and_places():
    names = ["Ann", "Bo", "Cy", "Di"]
    solo = Outcome.win(4, (2,), "all four pawns reached HOME")
    team = Outcome.win(4, (0, 2), "their pawns are HOME", teams=((0, 2), (1, 3)))
    shared = Outcome.win(3, (0, 1), "a tie at 21")
    draw = Outcome.draw(2, "stalemate")
    assert headline(solo, names) == "Cy wins!"
    assert headline(team, names) == "Ann and Cy win!"
    assert headline(shared, names) == "Ann and Bo win!"
    assert headline(draw, names) == "Draw"
    assert places(solo, [2, 0, 1, 3], 4) == [(1, 2), (2, 0), (3, 1), (4, 3)]
    assert places(team, [0, 2, 1, 3], 4) == [(1, 0), (1, 2), (3, 1), (4, 3)]
    assert places(shared, [1, 0, 2], 3) == [(1, 1), (1, 0), (3, 2)]
    assert places(draw, [0, 1], 2) == [(1, 0), (1, 1)]


@pytest.mark.parametrize("game_id", playable())
def test_results_of_every_game_come_from_outcome_and_view(game_id):
    app = make_app()
    session = finished(game_id)
    scene = app.push(ResultsScene(app, session))
    app.step([])
    outcome = session.state.outcome()
    view = session.state.view(None)
    game = session.game
    assert scene.title == headline(outcome, session.names())
    assert scene.reason == outcome.reason
    assert {seat for _, seat in scene.rows} == set(range(len(session.seats)))
    for seat in range(len(session.seats)):
        text = scene.progress_text(seat)
        said = f"{view.seats[seat].progress}/{game.progress_goal} {game.progress_label}"
        tie = scene.ties.get(seat)  # what parts seats with as much progress (issue 39)
        assert text == (f"{said} · {tie}" if tie else said)
        key_ = game.colours[view.colours[seat]].key
        assert scene.seat_colour(seat) == app.theme.player_colour(key_)
    app.close()


def test_results_team_shared_and_draw_screens(duel):
    app = make_app()
    session = finished("duel", seed=5)
    for outcome, title, first in (
        (Outcome.win(2, (1,), "the higher total"), "P1 wins!", [1]),
        (Outcome.win(2, (0, 1), "equal totals, shared"), "P0 and P1 win!", [0, 1]),
        (Outcome.draw(2, "equal totals"), "Draw", [0, 1]),
    ):
        session.state.outcome = lambda o=outcome: o
        scene = app.push(ResultsScene(app, session))
        app.step([])
        assert scene.title == title
        assert sorted(s for place, s in scene.rows if place == 1) == first
        assert scene.reason == outcome.reason
        assert "points" in scene.progress_text(0) and "/30" in scene.progress_text(0)
        app.pop()
    app.close()


def test_rematch_uses_the_games_rematch_config_and_seed(duel):
    app = make_app()
    session = finished("duel", seed=11, save_path=autosave_path())
    session.state.outcome = lambda: Outcome.win(2, (0,), "the higher total")
    scene = app.push(ResultsScene(app, session))
    app.step([])
    assert "P1 plays first" in scene.note  # DuelGame: the loser starts
    click(app, scene.rematch_button)
    new = app.top.session
    assert new.game_id == "duel"
    assert new.seed == 11 + 1000
    assert new.config.option("first_player") == 1
    assert [(s.name, s.colour) for s in new.seats] == [(s.name, s.colour) for s in session.seats]
    again = rematch_session(new, 2)  # the n-th rematch of a series
    assert again.seed == new.seed + 2000
    app.close()


# --- rules ------------------------------------------------------------------------------
@pytest.mark.parametrize("game_id", [*playable(), "duel"])
def test_rules_show_headings_and_paragraphs_without_rule_ids(game_id, duel):
    app = make_app()
    scene = app.push(RulesScene(app, game_id))
    app.step([])
    assert scene.pages and not scene.missing
    words = []
    for i in range(len(scene.pages)):
        assert scene.page == i
        heads = " ".join(line.text for line in scene.text.lines if line.heading)
        body = " ".join(line.text for line in scene.text.lines if not line.heading)
        page = scene.pages[i]
        assert " ".join(page.heading.split()) == heads
        assert page.paragraphs[0].split()[0] in body
        words.append(heads + " " + body + " " + page.caption)
        key(app, pygame.K_RIGHT)
    assert scene.page == len(scene.pages) - 1  # the last page stays the last
    assert not RULE_ID.search(" ".join(words))
    key(app, pygame.K_HOME)
    assert scene.page == 0
    app.close()


def test_a_game_without_rules_pages_shows_its_written_rules_one_section_a_page(duel):
    app = make_app()
    scene = app.push(RulesScene(app, "duel"))
    app.step([])
    assert [p.heading for p in scene.pages] == [s.heading for s in duel.rules]
    assert all(p.diagram is None for p in scene.pages)
    app.close()


def test_rules_of_a_game_without_rules_say_so_and_the_game_can_be_switched(monkeypatch):
    register_games(monkeypatch, SOON)
    app = make_app()
    scene = app.push(RulesScene(app, "soon"))
    app.step([])
    assert "coming soon" in scene.missing and "Coming Later" in scene.missing
    assert not scene.pages and not scene.next_button.visible
    scene.form.set_focus(scene.game_cycler, True)
    key(app, pygame.K_RIGHT)  # the next game of the collection
    assert scene.game.id != "soon" and scene.pages and not scene.missing
    app.close()


# --- title ------------------------------------------------------------------------------
def test_title_is_for_the_whole_collection():
    app = make_app()
    title = app.top
    assert "classic" not in title.subtitle.lower()
    assert title.subtitle.startswith(("Four", "Five", "Three", "Six"))
    app.close()


def test_describe_session_reads_the_typed_view(duel):
    session = finished("duel")
    view = session.state.view(None)
    assert describe_session(session) == f"Duel  ·  P0, P1  ·  turn {view.turns + 1}"
    session.state.view = lambda player: view.__class__(**{**_fields(view), "turns": 41})
    assert describe_session(session).endswith("turn 42")


def _fields(view) -> dict:
    return {name: getattr(view, name) for name in view.__slots__}


def new_game_in_progress() -> Session:
    seats = [Seat("Ann", "human", "normal", 0), Seat("Bob", "human", "normal", 2)]
    session = Session.new(
        "classic", GameConfig(2, {"colours": [0, 2]}), 77, seats, save_path=autosave_path()
    )
    for _ in range(3):
        session.apply(session.state.legal_actions()[0])
    return session


def test_new_game_asks_before_the_game_in_progress_is_lost():
    session = new_game_in_progress()
    app = make_app()
    title = app.top
    assert title.buttons["continue"].visible
    click(app, title.buttons["new"])
    assert isinstance(app.top, TitleScene) and title.confirming
    card = title.card()
    assert card[0] == "Start a new game?"
    assert card[1][0] == "Your game of Sorry! with Ann and Bob (turn 4) will be lost."
    key(app, pygame.K_RETURN)  # the default keeps the game
    assert not title.confirming and isinstance(app.top, TitleScene)
    key(app, pygame.K_RETURN)  # Enter on the menu is still Continue
    assert app.top.session.actions == session.actions
    app.close()  # saves the game again (with the time it was saved)

    saved = autosave_path().read_text(encoding="utf-8")
    app = make_app()
    title = app.top
    click(app, title.buttons["new"])
    key(app, pygame.K_ESCAPE)  # Esc keeps it too
    assert not title.confirming
    click(app, title.buttons["new"])
    click(app, title.discard_button)
    assert isinstance(app.top, SetupScene)
    assert autosave_path().read_text(encoding="utf-8") == saved  # nothing lost yet
    key(app, pygame.K_ESCAPE)  # back from Setup: the game can still be continued
    assert isinstance(app.top, TitleScene) and app.top.buttons["continue"].visible
    app.close()


def test_new_game_without_a_game_in_progress_does_not_ask():
    app = make_app()
    click(app, app.top.buttons["new"])
    assert isinstance(app.top, SetupScene)
    app.close()
