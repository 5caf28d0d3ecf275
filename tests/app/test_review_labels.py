"""The words round a reviewed decision say one thing one way (issue 42, fresh eyes): the
list's row, the moment's header and the replay at that move number it alike at every
size ("Move 24" beside "Before move 24" and "Before move 9 of 29" read as three facts)."""

from __future__ import annotations

from functools import lru_cache

import pygame
import pytest
from review_helpers import QUICK, played
from shell_helpers import make_app

from sorry_game.app.review import job as jobs
from sorry_game.app.scenes.replay import ReplayScene
from sorry_game.app.scenes.review import ReviewScene
from sorry_game.engine.savefile import SaveRecord
from sorry_game.review import GameReview, review_game

SIZES = [(800, 600), (1280, 800)]


@lru_cache(maxsize=2)
def sample(game_id: str) -> tuple[SaveRecord, GameReview]:
    record = played(game_id, 4, 5)
    return record, review_game(record, QUICK)


@pytest.mark.parametrize("scale", [100, 200])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_one_decision_is_one_move_on_the_list_the_moment_and_the_replay(size, scale):
    """The list's row says 'Move 46 · …'; the moment opened from it and the replay
    stepped to that move say 'Move 46 of 1299', or 'Move 46' where narrow: the same
    words, never 'Before move 46'."""
    record, review = sample("president")
    app = make_app(size=size)
    app.set_ui_scale(scale)
    scene = ReviewScene(app, record, seat=0, keep=False, job=jobs.ReviewJob(record, keep=False))
    scene.job.review = review
    app.push(scene)
    app.step([])
    if scene.tab_button.visible:  # one column: the decisions' own tab
        scene.switch_tab()
    scene.draw(app.screen)
    box = scene.decisions
    d = box.items[box.selected]
    row = box.drawn_rows[box.selected][0]
    said = row.split(" · ")[0]
    assert said == f"Move {d.number}", row
    box.key(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN))
    moment = app.top
    assert isinstance(moment, ReplayScene) and moment.comparing()
    moment.draw(app.screen)
    header = moment.said_label()
    assert header in (f"Move {d.number} of {len(moment)}", said), header
    replay = ReplayScene(app, record)
    app.push(replay)
    replay.go_to(d.number)
    replay.draw(app.screen)
    assert replay.said_label() == header
    app.set_ui_scale(100)
    app.close()


@pytest.mark.parametrize(
    ("size", "scale", "said"),
    [((800, 600), 200, ["Review"]), ((1280, 800), 200, ["Review the game"])],
    ids=["800x600-200", "1280x800-200"],
)
def test_the_replays_review_button_says_its_label_on_one_line(size, scale, said, monkeypatch):
    """Revenge's replay at 800x600 broke 'Review / the game' over two lines in its
    button: where the whole does not fit on one line at the size the button's height
    gives, the button says its short form, 'Review', on one line (as Back says its
    one word); where it fits, the whole."""
    from sorry_game.app.scenes.replay import screenshot_scene
    from sorry_game.app.widgets import buttons

    app = make_app(size=size)
    app.set_ui_scale(scale)
    scene = screenshot_scene(app, "revenge")
    app.push(scene)
    app.step([])
    button = scene.review_button
    assert button.visible
    drawn: list[str] = []
    real = buttons.draw_text

    def record(surface, text, *args, **kwargs):
        drawn.append(text)
        return real(surface, text, *args, **kwargs)

    monkeypatch.setattr(buttons, "draw_text", record)
    button.draw(app.screen, scene.form.ui)
    assert drawn == said
    app.set_ui_scale(100)
    app.close()
