"""A whole game of every game by keys alone (issue 32): from the title, set up (the game
chosen, Start), played to the end (Tab or an arrow to an option, Enter), saved (Ctrl+S),
taken back (U) and reviewed (Watch replay, stepped with the arrows) — no mouse event is
ever sent. The player at the keyboard is seat 0 against computers."""

from __future__ import annotations

import random

import pygame
import pytest

from sorry_game.app.app import App
from sorry_game.games.catalogue import all_games

#: at most this many frames per game (a game that never ends is a failure)
MAX_FRAMES = 60_000


def press(app: App, k: int, mod: int = 0) -> None:
    app.step([pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)])


def focus_named(app: App, name: str) -> None:
    """Tab to the control named `name`, or to its group (Setup's game tiles are one Tab
    stop) and then along it with the arrows (or fail)."""
    form = app.top.form
    arrows = [pygame.K_RIGHT] * 6 + [pygame.K_LEFT] * 12
    for _ in range(80):
        focus = form.focus
        if focus is not None and focus.name == name and form.focus_visible:
            return
        group = form.group_of(focus)
        if group is not None and any(m.name == name for m in group.members) and arrows:
            press(app, arrows.pop(0))
        else:
            press(app, pygame.K_TAB)
    names = [w.name for w in form.focusables()]
    raise AssertionError(f"the keys never reached {name!r} on {type(app.top).__name__}: {names}")


def choose(app: App, name: str) -> None:
    focus_named(app, name)
    press(app, pygame.K_RETURN)


def item_key(item) -> tuple:
    kind, rect, what = item
    return (kind, tuple(rect), what.choice.ident if kind == "target" else what[0])


def take_by_keys(app: App, table, rng: random.Random) -> int:
    """Tab to a randomly chosen option of the decision (a target or an answer, never
    Hint, Undo or Menu) and press Enter; returns the keys pressed."""
    items = table.options.focus_order()
    wanted = [
        i for i, (kind, _r, what) in enumerate(items) if kind == "target" or what[0] == "choice"
    ]
    assert wanted, "a decision with nothing to take by keys"
    goal = item_key(items[rng.choice(wanted)])
    keys = 0
    for _ in range(len(items) + 2):
        now = table.options.focused()
        if now is not None and item_key(now) == goal:
            break
        press(app, pygame.K_TAB)
        keys += 1
    else:
        raise AssertionError("Tab never reached the option")
    press(app, pygame.K_RETURN)
    return keys + 1


@pytest.mark.parametrize("game_id", [g.id for g in all_games()])
def test_a_whole_game_set_up_played_saved_taken_back_and_reviewed_by_keys(game_id, tmp_path):
    app = App(size=(1280, 800), audio=False)
    app.settings.speed = "instant"
    app.settings.tips = False
    app.step([])
    rng = random.Random(7)
    try:
        choose(app, "new")
        assert type(app.top).__name__ == "SetupScene"
        choose(app, f"game:{game_id}")
        assert app.top.game.id == game_id
        choose(app, "start")
        table = app.top
        assert type(table).__name__ == "TableScene"
        session = table.session
        decisions = saved = undone = 0
        for _ in range(MAX_FRAMES):
            top = app.top
            name = type(top).__name__
            if name == "ResultsScene":
                break
            if top is not table:  # a round's summary, a curtain: Enter goes on
                press(app, pygame.K_RETURN)
                continue
            if table.human_input() and table.forced_in is None and not table.animator.busy:
                if decisions == 2 and not saved:
                    press(app, pygame.K_s, pygame.KMOD_CTRL)
                    assert table.news.toast is not None and table.news.toast[0] == "Game saved."
                    saved = 1
                if decisions == 3 and not undone:
                    before = len(session.actions)
                    press(app, pygame.K_u)
                    assert len(session.actions) < before, "U took nothing back"
                    undone = 1
                    continue
                take_by_keys(app, table, rng)
                decisions += 1
            else:
                app.step([], dt=0.1)
        else:
            raise AssertionError(f"{game_id}: the game did not finish")
        assert session.state.is_over() and saved and undone
        choose(app, "replay")
        replay = app.top
        assert type(replay).__name__ == "ReplayScene"
        start = replay.step
        press(app, pygame.K_RIGHT)
        press(app, pygame.K_RIGHT)
        assert replay.step != start, "the arrows did not step the replay"
        press(app, pygame.K_ESCAPE)
        assert app.top is not replay
    finally:
        app.close()
