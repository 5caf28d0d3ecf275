"""The monkey (issue 17): thousands of random events on every scene of every game.

For each registered game and each scene it reaches (title, setup, rules, settings,
table, pause, curtain, summary, results), at least `EVENTS_PER_SCENE` random clicks,
drags, keys, text and wheel turns are sent while that scene is on top. The monkey may
wander off (a button opens another scene, Esc goes back); after a few frames away it is
brought back. Events are sent many to a frame (every frame is drawn), at the normal
speed, so they arrive while moves animate, computers think (inline), the pass-and-play
curtain is up, a round's summary is shown and a forced decision waits out its beat.
Nothing raises, a game on the stack is always exactly the replay of its record, and no
error is logged (a computer that chose an illegal move had lost track of the game).
"""

from __future__ import annotations

import logging
import random
from collections import Counter

import pytest
from monkey_input import SCENES, random_events, reach

from sorry_game.ai import worker
from sorry_game.ai.agents import RandomAgent
from sorry_game.app.app import App
from sorry_game.games.catalogue import all_games

GAMES = {game.id: game for game in all_games()}
EVENTS_PER_SCENE = 5000
EVENTS_PER_FRAME = 40
#: frames the monkey may spend on other scenes before it is brought back
AWAY_FRAMES = 6
#: a game on the stack is checked against its replay every this many frames
CHECK_EVERY = 40
#: loop turns allowed for all scenes (events, frames and the way back to a scene); a
#: hang is pytest-timeout's to catch, never the machine's speed
MAX_STEPS = 40 * EVENTS_PER_SCENE


@pytest.fixture(autouse=True)
def _inline_random_ai(monkeypatch):
    """Computers think inline and play at random: the monkey tries the screens, not the
    computer players (which have tests of their own), so a move costs nothing."""
    monkeypatch.setenv("SORRY_GAME_INLINE_AI", "1")
    monkeypatch.setattr(
        worker, "make_agent", lambda level, game_id, seed, budget=None: RandomAgent(seed)
    )


def new_app() -> App:
    app = App(size=(800, 600), audio=False)
    app.step([])
    return app


def check_replay(app: App) -> None:
    for session in app.sessions():
        assert session.record().replay(session.game).to_dict() == session.state.to_dict()


def moment(app: App) -> str | None:
    """What a table on the stack is doing now (for the record of what was covered)."""
    table = next((s for s in app.scenes if type(s).__name__ == "TableScene"), None)
    if table is None:
        return None
    top = type(app.top).__name__
    if top == "PassScreenScene":
        return "curtain"
    if top == "SummaryScene":
        return "summary"
    if app.top is not table:
        return None
    if table.animator.busy:
        return "animation"
    if table.forced_in is not None:
        return "forced"
    seat = table.state.current_player()
    if seat is not None and seat not in table.humans:
        return "thinking"
    return "human" if seat is not None else None


def bring_back(app: App, target) -> bool:
    """Go back to `target` (as Esc would) when it is still on the stack under scenes
    that may simply be closed; False when it must be shown afresh."""
    if target not in app.scenes:
        return False
    above = app.scenes[app.scenes.index(target) + 1 :]
    if any(type(scene).__name__ in ("PassScreenScene", "SummaryScene") for scene in above):
        return False  # the table waits for these: closing them by hand would stall it
    while app.top is not target:
        app.pop()
    return True


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_monkey_never_breaks_a_scene(game_id, caplog):
    game = GAMES[game_id]
    rng = random.Random(f"monkey {game_id}")
    steps = 0  # a monkey stuck where no event counts would loop: it fails instead
    app = new_app()
    app.settings.speed = "fast"
    on: Counter[str] = Counter()
    moments: Counter[str] = Counter()
    shown: Counter[str] = Counter()
    frames = 0
    caplog.set_level(logging.ERROR, logger="sorry_game")
    try:
        for name in SCENES:
            target = reach(app, name, game, rng)
            if target is None:  # a game without rounds has no summary
                continue
            shown[name] += 1
            away = 0
            while on[name] < EVENTS_PER_SCENE:
                steps += 1
                assert steps < MAX_STEPS, f"the monkey is stuck: {dict(on)}"
                if not app.running:  # the monkey found Quit: start again
                    app.close()
                    app = new_app()
                    app.settings.speed = "fast"
                if away > AWAY_FRAMES or target not in app.scenes:
                    if not bring_back(app, target):
                        target = reach(app, name, game, rng)
                        shown[name] += 1
                    away = 0
                events = random_events(rng, app.window_pixels, EVENTS_PER_FRAME)
                if app.top is target:
                    on[name] += len(events)
                    away = 0
                else:
                    away += 1
                what = moment(app)
                if what is not None:
                    moments[what] += len(events)
                app.step(events, dt=rng.choice((1 / 60, 1 / 30, 0.1)))
                frames += 1
                if frames % CHECK_EVERY == 0:
                    check_replay(app)
            check_replay(app)
    finally:
        app.close()
    print(game_id, dict(on), dict(moments), dict(shown), frames)
    assert all(on[name] >= EVENTS_PER_SCENE for name in on)
    # the (random) computers always knew the game: none chose a move that is not legal
    assert not [r.getMessage() for r in caplog.records if r.levelno >= logging.ERROR]
    assert moments["animation"] and moments["thinking"] and moments["curtain"], moments
    assert moments["summary"] or "summary" not in shown, moments
