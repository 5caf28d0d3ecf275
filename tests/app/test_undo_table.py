"""Undo at the real table (issue 30): U takes the human back to their last real choice,
and the table then waits for them — it does not play the same steps again. A refused
undo says why on the prompt line, also while a computer decides (the Undo button is not
offered then, the key still answers)."""

from __future__ import annotations

import pygame
import pytest
from table_helpers import click_at, make_app, open_game, press, settle_forced, step_idle
from undo_helpers import find, position, single_four_lead, to_a_forfeit

from sorry_game.engine.interface import GameConfig
from sorry_game.session import NOTHING_TO_TAKE_BACK, WAIT_FOR_COMPUTER, Seat, Session

U = press(pygame.K_u, text="u")


def toast(table) -> str:
    """The table's toast now (a refusal, a confirmation), "" for none."""
    return table.news.toast[0] if table.news.toast is not None else ""


def prompt_line(table) -> str:
    """The words on the prompt line now (as the frame draws them)."""
    return table.prompt_line()[0]


def to_a_real_choice(app, table, frames: int = 600) -> None:
    """Step until a human has a choice to make (the table plays the forced steps and
    the computers' moves meanwhile)."""
    for _ in range(frames):
        if table.human_input() and table.forced_in is None and not table.animator.busy:
            return
        step_idle(app)
    raise AssertionError("no human choice came")


def choose(table, action) -> None:
    """Pick `action` choice by choice, as clicks would."""
    count = len(table.session.actions)
    pick = next(p for p, a in table.controller.picker.entries if a == action)
    for choice in pick:
        if len(table.session.actions) > count:
            return
        if any(c.ident == choice.ident for c in table.controller.options()):
            table.take(choice)
    assert len(table.session.actions) == count + 1


def stays(app, table, frames: int = 40) -> None:
    """The table plays nothing by itself: the human's choice waits for them."""
    count = len(table.session.actions)
    for _ in range(frames):
        app.step([], dt=0.1)
    assert len(table.session.actions) == count and table.forced_in is None
    assert table.human_input()


def test_president_a_single_four_led_with_one_pawn_out_is_taken_back_at_the_table():
    """The tester's game: Ann leads a single 4 with one pawn out; the table plays the
    pawn's forced move, the computers answer; U on her next turn returns the position
    before the 4, and the same card, move and answers do not replay."""
    session, lead = find("president", 4, single_four_lead)
    app = make_app((1280, 800))
    table = app.open_table(session)
    app.step([])
    settle_forced(app, table)
    before, count = position(session), len(session.actions)
    choose(table, session.game.parse_action(lead))
    assert table.forced_in is not None or table.animator.busy  # the pawn's move comes
    to_a_real_choice(app, table)
    assert len(session.actions) > count + 2  # the forced move and the replies
    app.step([U])
    assert position(session) == before
    # the take-back is the log's; the prompt stays the question (issue 39)
    assert session.log[-1].text.startswith("Ann takes back: ")
    assert prompt_line(table) == table.controller.prompt() and "takes back" not in prompt_line(
        table
    )
    stays(app, table)
    app.close()


def test_classic_two_players_a_forfeited_turn_is_taken_back_with_the_choice_before():
    """Sorry! for two: the table plays Ann's forfeit (a card she cannot use), the
    computer answers; U returns her last real choice, where the table waits."""
    session, before, count = to_a_forfeit()
    app = make_app((1280, 800))
    table = app.open_table(session)
    app.step([])
    forfeit = len(session.actions)
    to_a_real_choice(app, table)
    assert session.actions[forfeit] == "pass" and len(session.actions) > forfeit
    app.step([U])
    assert position(session) == before and len(session.actions) == count
    stays(app, table)
    app.close()


def test_u_while_the_computer_moves_says_to_wait():
    """U during a computer's turn takes nothing back and says why; the Undo button is
    not offered then; the computer's move still comes, and then U takes back."""
    app, table, session = open_game((1280, 800), seed=5, humans=(0,), players=2)
    step_idle(app)
    to_a_real_choice(app, table)
    before, count = position(session), len(session.actions)
    choose(table, session.state.legal_actions()[-1])
    assert session.state.current_player() == 1  # the computer decides now
    app.step([U])
    assert len(session.actions) == count + 1
    assert toast(table) == WAIT_FOR_COMPUTER != prompt_line(table)
    assert not table.can_undo()
    assert "undo" not in [b.name for b in table.options.buttons]
    to_a_real_choice(app, table)
    assert len(session.actions) > count + 1  # the computer was not stopped
    assert "undo" in [b.name for b in table.options.buttons]
    app.step([U])
    assert position(session) == before
    app.close()


def test_refused_undo_says_why_in_a_toast_and_the_prompt_stays():
    """Nothing to take back yet (the first choice of the game); take-backs turned off
    in Settings: a toast says so (the question stays on the prompt line, issue 39), and
    the Pause menu offers no take-back."""
    app, table, session = open_game((1280, 800), seed=5, humans=(0,), players=2)
    to_a_real_choice(app, table)
    count = len(session.actions)
    app.step([U])
    assert toast(table) == NOTHING_TO_TAKE_BACK
    assert prompt_line(table) == table.controller.prompt()
    choose(table, session.state.legal_actions()[0])
    to_a_real_choice(app, table)
    app.settings.take_backs = False
    table.build_targets()
    app.step([U])
    assert len(session.actions) > count
    assert toast(table) == "Take-backs are off (Settings)."
    assert prompt_line(table) == table.controller.prompt()
    assert "undo" not in [b.name for b in table.options.buttons]
    app.step([press(pygame.K_ESCAPE)])
    assert "undo" not in [b.name for b in app.top.buttons]
    app.close()


def test_pass_and_play_the_curtain_takes_back_to_the_last_real_choice():
    """Two humans at High Card (hidden hands): Ann counts Bob's card, then plays her
    last card (no choice); the curtain before Bob's turn offers Ann a take-back, which
    returns her count — with her forced card — and she holds the screen again."""
    seats = [Seat("Ann"), Seat("Bob", colour=1)]
    app = make_app((1280, 800))
    table = app.open_table(Session.new("toy", GameConfig(2), 3, seats))
    session = table.session
    before = None
    for _ in range(2000):
        top = app.top
        if top is not table:  # a curtain: the next human takes the screen
            if before is not None and session.actors[-1] == 0 and not session.decisions()[-1]:
                break
            app.step([press(pygame.K_RETURN, text="\r")])
        elif table.human_input() and table.forced_in is None and not table.animator.busy:
            mover = session.state.current_player()
            if mover == 0 and len(session.state.hands[0]) == 1 and session.state.pending:
                before, count = position(session), len(session.actions)
            choose(table, session.state.legal_actions()[0])
        else:
            step_idle(app)
    curtain = app.top
    assert type(curtain).__name__ == "PassScreenScene" and curtain.take_back is not None
    assert curtain.take_back.text.startswith("Ann")
    app.step(click_at(curtain.take_back.rect.center))
    assert app.top is table
    assert position(session) == before and len(session.actions) == count
    assert table.screen.holder == 0
    stays(app, table)
    app.close()


def test_pass_and_play_another_humans_choice_is_never_taken_back():
    """Two humans at High Card: once Ann has chosen since Bob's last choice, Bob's U
    (he holds the screen) takes nothing back and says who moved since."""
    seats = [Seat("Ann"), Seat("Bob", colour=1)]
    app = make_app((1280, 800))
    table = app.open_table(Session.new("toy", GameConfig(2), 3, seats))
    session = table.session
    for _ in range(2000):
        if app.top is not table:
            app.step([press(pygame.K_RETURN, text="\r")])  # the next human takes the screen
        elif table.human_input() and table.forced_in is None and not table.animator.busy:
            if session.state.current_player() == 1 and session.actors[-2:] == [0, 0]:
                break  # Ann counted Bob's card and played hers: Bob to count it
            choose(table, session.state.legal_actions()[0])
        else:
            step_idle(app)
    assert table.screen.holder == 1 and session.decisions()[-2:] == [True, True]
    count = len(session.actions)
    app.step([U])
    assert len(session.actions) == count
    assert toast(table) == "Ann has moved since: your last move stays."
    app.close()


def _finished(last_by_human: bool):
    """A two-seat Sorry! game played to its end (you, seat 0, against a computer),
    ended by your move or by the computer's."""
    from table_helpers import make_app

    from sorry_game.engine.interface import GameConfig
    from sorry_game.session import Seat, Session

    for seed in range(1, 60):
        seats = [Seat("You", "human", "normal", 0), Seat("Cy", "computer", "easy", 2)]
        session = Session.new("classic", GameConfig(2, {"colours": [0, 2]}), seed, seats)
        while not session.state.is_over():
            session.apply(session.state.legal_actions()[0])
        if (session.actors[-1] == 0) == last_by_human and session.decisions()[-1]:
            app = make_app((1280, 800))
            return app, app.open_table(session)
    raise AssertionError("no such game")


def test_undo_is_not_offered_once_a_computers_move_has_ended_the_game():
    app, table = _finished(last_by_human=False)
    assert table.state.is_over()
    assert not table.can_undo()
    assert "undo" not in [b.name for b in table.options.buttons]
    # nor a hint: there is no move left to hint at (a greyed Hint stayed on the end)
    assert [b.name for b in table.options.buttons] == ["menu"]
    assert not table.request_undo()  # U: refused, and why
    assert table.state.is_over() and "game is over" in table.news.toast[0]
    app.close()


def _ended_by_you(game_id: str):
    """A game of `game_id` played to its end by seeded random moves, the last of them
    yours (seat 0, a human, against computers), open at the table."""
    import random

    from table_helpers import make_app

    from sorry_game.games.catalogue import get_game

    game = get_game(game_id)
    players = max(2, game.min_players)
    for seed in range(1, 80):
        seats = [Seat("You", "human", "normal", 0)] + [
            Seat(f"C{i}", "computer", "easy", i) for i in range(1, players)
        ]
        session = Session.new(game_id, GameConfig(players, {}), seed, seats)
        pick = random.Random(seed)
        for _ in range(4000):
            if session.state.is_over():
                break
            session.apply(pick.choice(session.state.legal_actions()))
        if session.state.is_over() and session.actors[-1] == 0:
            app = make_app((1280, 800))
            return app, app.open_table(session)
    raise AssertionError(f"no {game_id} game ended by your move")


@pytest.mark.parametrize("game_id", ["classic", "president", "king", "revenge"])
def test_nothing_is_taken_back_once_the_game_is_over_not_even_your_winning_move(game_id):
    """At the end only Menu stays under the panel (Results follows "Game over"): the
    winner's own last move is not offered back, U says why, and the game stays over
    (Revenge's end offered Undo)."""
    app, table = _ended_by_you(game_id)
    assert table.state.is_over()
    assert not table.can_undo()
    assert [b.name for b in table.options.buttons] == ["menu"]
    assert not table.request_undo()
    assert table.state.is_over() and "game is over" in table.news.toast[0]
    app.close()
