"""The words round a reviewed decision say one thing one way (issue 42, fresh eyes): the
list's row, the moment's header and the replay at that move number it alike at every
size ("Move 24" beside "Before move 24" and "Before move 9 of 29" read as three facts)."""

from __future__ import annotations

import math
from functools import lru_cache

import pygame
import pytest
from review_helpers import QUICK, played
from shell_helpers import make_app

from sorry_game.app.plugins.president.layout import seat_rects
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
    # (the moment's legend may leave its label the panel's width where the replay's
    # stands beside the game's part: the whole there, the short form here)
    assert replay.said_label() in (f"Move {d.number} of {len(replay)}", said)
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


@pytest.mark.parametrize("scale", [100, 200])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_moments_seat_tags_are_as_large_as_the_tables(size, scale, monkeypatch):
    """Sorry My Ass!'s moment drew its seat tags' words ('Asshole', 'Pres.', 'Pass', the
    names, the counts) at 6-8 px of ink beside the table's larger ones: its board is
    smaller, and the tags, sized by it, were too. They keep the table's size, stood out
    from their corners beside the board, clear of its ring and inside the play area."""
    from test_review_moment import moment_where

    from sorry_game.app.draw.layers import Stamps
    from sorry_game.app.plugins.president import seats

    drawn: dict[str, float] = {}
    real = seats.blit_text

    def record(surface, text, px, *args, **kwargs):
        drawn[text] = min(px, drawn.get(text, px))
        return real(surface, text, px, *args, **kwargs)

    monkeypatch.setattr(seats, "blit_text", record)

    def words(scene) -> dict[str, float]:
        monkeypatch.setattr(seats, "SEATS", Stamps(max_bytes=2 << 20, told=True))
        if scene.compare is not None:
            scene.compare.set_palette(scene.palette)  # (its board drawn again)
        drawn.clear()
        scene.draw(app.screen)
        return dict(drawn)

    app = make_app(size=size)
    app.set_ui_scale(scale)
    # a moment after the first round: the seats' titles stand in their tags
    moment = moment_where(app, "president", lambda view: view.game.titles is not None)
    app.push(moment)
    app.step([])
    at_moment = words(moment)
    table = ReplayScene(app, moment.record)
    app.push(table)
    table.go_to(moment.moment.number - 1)
    app.step([])
    at_table = words(table)
    titles = {"President", "Pres.", "Asshole", "Pass", "Safe", "Safe 1st", "1st"}
    assert titles & set(at_moment), at_moment
    for text, px in at_table.items():
        if text in at_moment:
            assert at_moment[text] >= px - 0.05, (text, at_moment[text], px)
    # off the ring: each corner as far from the board's centre as the corner of the
    # board's own tag nearest it (the room the board leaves its tags)
    plugin = moment.compare.plugin
    centre = plugin.board.centre
    own = seat_rects(plugin.board)
    for colour, rect in plugin.seats.items():
        assert plugin.area.contains(rect), rect
        assert rect.w > own[colour].w and rect.h > own[colour].h
        clear = min(math.dist(c, centre) for c in corners(own[colour]))
        assert min(math.dist(c, centre) for c in corners(rect)) >= clear - 1, rect
    app.set_ui_scale(100)
    app.close()


def corners(rect: pygame.Rect) -> list[tuple[int, int]]:
    return [rect.topleft, rect.topright, rect.bottomleft, rect.bottomright]


@pytest.mark.parametrize("scale", [100, 200])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_tag_on_the_board_stands_on_its_face_not_off_its_rim(size, scale):
    """Sorry!'s moment at 800x600 hung its 'You played' (100 %) or '★ Better' (200 %)
    tag on the bare ground under the round board's rim, by a long line: a tag on the
    board stands inside the play area on the board's own face, never on the ground
    round it; where there is no such room, the legend's tag alone says it."""
    from sorry_game.app.review.moment import screenshot_scene

    app = make_app(size=size)
    app.set_ui_scale(scale)
    moment = screenshot_scene(app, "classic")
    app.push(moment)
    app.step([])
    moment.draw(app.screen)
    compare = moment.compare
    drawn = compare._drawn
    assert compare is not None and drawn is not None
    assert len(compare.legend) == len(compare.marks)  # each tag said in the legend
    ground = app.theme.colour("background")
    for m in compare.marks:
        if not m.tag_rect.w:
            continue
        assert compare.area.contains(m.tag_rect) and compare.rect.contains(m.tag_rect)
        under = drawn.get_at(m.tag_rect.topleft)
        assert max(abs(under[i] - ground[i]) for i in range(3)) > 12, (m.tag, m.tag_rect)
    app.set_ui_scale(100)
    app.close()


@pytest.mark.parametrize("scale", [100, 200])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_moment_says_which_card_was_played(size, scale, monkeypatch):
    """Sorry!'s moment at 800x600 200 % dropped the game's part of the panel, the card
    and '11 forward, or switch', for a few more moves of the log: nothing said which
    card the decision was about. A moment shows the card face up — in the panel's
    game part, or, where the legend in the header's slot leaves the part no room
    (large text), on the board's pile beside the pawns — and the log its lit move."""
    from sorry_game.app.plugins.board import paint as board_paint
    from sorry_game.app.plugins.classic import paint
    from sorry_game.app.review.moment import screenshot_scene
    from sorry_game.games.board.cards import card_label

    app = make_app(size=size)
    app.set_ui_scale(scale)
    moment = screenshot_scene(app, "classic")
    app.push(moment)
    app.step([])
    lay = moment.layout.lay
    assert lay.plugin.h >= 3 * lay.u or lay.plugin.h == 0, lay.plugin  # whole or none
    shown = lay.plugin if lay.plugin.h else moment.layout.area
    cards: list[tuple[pygame.Rect, object]] = []
    real = paint.draw_card

    def record(surface, pal, rect, label=None, *args, **kwargs):
        cards.append((pygame.Rect(rect), label))
        return real(surface, pal, rect, label, *args, **kwargs)

    monkeypatch.setattr(paint, "draw_card", record)
    monkeypatch.setattr(board_paint, "draw_card", record)  # (the board's pile)
    moment.compare.set_palette(moment.palette)  # (its board drawn again)
    moment.draw(app.screen)
    faces = [label for rect, label in cards if shown.contains(rect)]
    card = moment.state.view(moment.moment.seat).game.card  # the card decided on
    assert card is not None and card_label(card) in faces, (shown, card, cards)  # face up
    assert moment.lit_step() in [step for step, _r, _l in moment.log_rows().rows]
    app.set_ui_scale(100)
    app.close()
