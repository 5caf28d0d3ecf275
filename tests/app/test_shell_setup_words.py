"""Setup says what is chosen (issue 16): the caption under an option describes the value
chosen now; the seats take the game's colours for the number of players (RULES C-3:
2-player Sorry! sits opposite, Red and Yellow), and the turn-order line, the rules page
and the table agree for 2, 3 and 4 players; one word for computer seats; the game number
in player words."""

from __future__ import annotations

import pytest
from shell_helpers import click, make_app

from sorry_game.app.scenes.setup import SetupScene
from sorry_game.app.scenes.setup.choices import who_choices, who_labels
from sorry_game.games.catalogue import all_games, get_game

#: the four games of the collection (the tests' toy game is added by its folders)
GAMES = ("classic", "president", "king", "revenge")


def open_setup(app, game_id: str, players: int | None = None) -> SetupScene:
    app.settings.last_setup = {"game": game_id, **({"players": players} if players else {})}
    click(app, app.top.buttons["new"])
    setup = app.top
    assert isinstance(setup, SetupScene) and setup.game.id == game_id
    return setup


def counts(game_id: str) -> list[int]:
    game = get_game(game_id)
    return list(range(game.min_players, game.max_players + 1))


# --- captions ------------------------------------------------------------------------
@pytest.mark.parametrize("game_id", GAMES)
def test_every_choice_of_every_option_says_what_it_means(game_id):
    for spec in get_game(game_id).options():
        assert len(spec.helps) == len(spec.choices), spec.key
        assert all(spec.helps) and len(set(spec.helps)) == len(spec.helps), spec.key


@pytest.mark.parametrize("game_id", [g.id for g in all_games() if g.available])
def test_the_caption_under_an_option_matches_the_chosen_value(game_id):
    app = make_app()
    game = get_game(game_id)
    setup = open_setup(app, game_id, players=game.max_players)
    for spec in game.options():
        cycler = setup.option_cyclers[spec.key]
        row = next(r for r in setup.option_rows if r.spec.key == spec.key)
        for index in [*range(len(spec.choices)), 0]:
            cycler.set_index(index)
            app.step([])
            assert setup.choices.option_value(spec) == spec.choices[index]
            assert " ".join(row.help_lines) == spec.help_for(spec.choices[index]), (
                spec.key,
                index,
            )
    app.close()


def test_classic_captions_after_changing_them():
    """The findings of issue 16: "Draw one" was captioned with the Hand of five's text,
    "Every player alone" with the partners' (C-14, C-15)."""
    app = make_app()
    setup = open_setup(app, "classic", players=4)
    rows = {r.spec.key: r for r in setup.option_rows}
    assert " ".join(rows["hand"].help_lines) == "Draw a card each turn and move with it."
    assert " ".join(rows["partners"].help_lines) == "Everyone plays for themselves."
    setup.option_cyclers["hand"].set_index(1)
    setup.option_cyclers["partners"].set_index(1)
    assert "five cards" in " ".join(rows["hand"].help_lines)
    assert "Red and Yellow against Blue and Green" in " ".join(rows["partners"].help_lines)
    setup.set_players(0)  # 2 players: partners does not apply, the caption says so
    rows = {r.spec.key: r for r in setup.option_rows}
    assert " ".join(rows["partners"].help_lines) == "For 4 players only."
    app.close()


def test_a_computer_seat_has_one_word_and_the_game_number_player_words():
    app = make_app()
    setup = open_setup(app, "classic")
    game = setup.game
    for (kind, _), label in zip(who_choices(game), who_labels(game), strict=True):
        assert ("computer" in label.lower()) == (kind == "computer"), label
        assert "CPU" not in label
    assert setup.rows[1].who.choices == who_labels(game)
    assert setup.rows[1].who.short_choices is None  # no second word for it when narrow
    assert setup.seed_label.text == "Game number" and setup.seed.placeholder == "new game"
    assert "same number" in " ".join(setup.seed_help_lines)
    app.close()


# --- seating -----------------------------------------------------------------------
@pytest.mark.parametrize("game_id", GAMES)
def test_seats_take_the_games_colours_for_each_count_and_everything_agrees(game_id):
    """C-3 and every game: for 2, 3 and 4 players the setup seats the game's default
    colours, its turn-order line says so, and the table plays those colours in that
    order."""
    app = make_app()
    game = get_game(game_id)
    setup = open_setup(app, game_id)
    for n in reversed(counts(game_id)):
        setup.set_players(n - game.min_players)
        colours = [s.colour for s in setup.choices.seats[:n]]
        assert colours == list(game.default_colours(n)), (n, colours)
        assert setup.hint.text == game.turn_order_text(n)
        assert setup.hint.text == game.turn_order_text(n, colours)
        config, seats = setup.choices.config(game)
        state = game.new_state(config, 1)
        view = state.view(None)
        assert list(view.colours) == sorted(colours)  # the table's colours, turn order
    app.close()


def test_two_player_sorry_sits_opposite_from_four_and_after_a_game_change():
    """C-3: going from 4 players to 2 seats Red and Yellow (it kept Red and Blue), and
    so does coming to Sorry! from another game."""
    app = make_app()
    setup = open_setup(app, "classic", players=4)
    setup.set_players(0)
    assert [s.colour for s in setup.choices.seats[:2]] == [0, 2]
    assert setup.hint.text == "Red and Yellow sit opposite and take turns."
    assert [r.colour.value_label for r in setup.rows[:2]] == ["Red", "Yellow"]
    setup.pick_game(get_game("king"))
    setup.pick_game(get_game("classic"))
    assert setup.choices.players == 2
    assert [s.colour for s in setup.choices.seats[:2]] == [0, 2]
    rules = {s.rule: s.text for s in get_game("classic").rules}
    assert "Red and Yellow, opposite" in rules["C-3"]
    assert "three play Red, Blue and Yellow" in rules["C-3"]
    app.close()


def test_the_turn_order_line_follows_the_colours_chosen():
    app = make_app()
    setup = open_setup(app, "classic", players=2)
    setup.rows[1].colour.set_index(1)  # Yellow → Blue: side by side now
    assert [s.colour for s in setup.choices.seats[:2]] == [0, 1]
    assert setup.hint.text == "Red and Blue sit side by side and take turns."
    setup.rows[0].colour.set_index(3)  # Red → Green
    assert setup.hint.text == "Blue and Green sit opposite and take turns."
    setup.rows[0].colour.set_index(2)  # Green → Yellow
    assert setup.hint.text == "Blue and Yellow sit side by side and take turns."
    config, seats = setup.choices.config(setup.game)
    assert config.option("colours") == [1, 2]
    app.close()


def test_three_players_turn_order_names_the_chosen_colours():
    app = make_app()
    setup = open_setup(app, "revenge", players=3)
    assert setup.hint.text == (
        "Turns go clockwise: Red, Blue, Yellow. A Switch reverses the direction."
    )
    setup.rows[2].colour.set_index(3)  # Yellow → Green
    assert setup.hint.text.startswith("Turns go clockwise: Red, Blue, Green.")
    setup.set_players(0)
    assert setup.hint.text == "Red and Blue take turns."
    app.close()


def test_picked_colours_are_remembered_defaults_are_not():
    app = make_app()
    setup = open_setup(app, "classic", players=2)
    setup.rows[1].colour.set_index(1)  # Red and Blue, picked
    setup.remember()
    assert app.settings.last_setup["colours_picked"] is True
    click(app, setup.back_button)
    click(app, app.top.buttons["new"])
    assert [s.colour for s in app.top.choices.seats[:2]] == [0, 1]  # kept
    # a remembered setup from before (no flag) had Red and Blue by mistake: defaults
    click(app, app.top.back_button)
    app.settings.last_setup = {
        "game": "classic",
        "players": 2,
        "seats": [{"colour": 0}, {"colour": 1}],
    }
    click(app, app.top.buttons["new"])
    assert [s.colour for s in app.top.choices.seats[:2]] == [0, 2]
    app.close()


def test_two_players_given_the_same_name_are_told_apart():
    """Two humans both typed "Ann": the game, its log and the statistics get "Ann" and
    "Ann 2"; other names stay as typed."""
    app = make_app()
    game = get_game("classic")
    setup = open_setup(app, "classic", players=4)
    for i, (kind, name) in enumerate([("human", "Ann"), ("human", "ann"), ("computer", "")]):
        setup.choices.seats[i].kind = kind
        setup.choices.seats[i].name = name
    _config, seats = setup.choices.config(game)
    names = [s.name for s in seats]
    assert names[:2] == ["Ann", "ann 2"] and len(set(names)) == 4
    app.close()
