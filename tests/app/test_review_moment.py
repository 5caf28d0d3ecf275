"""The reviewed decision's moment (issue 42): ONE board, as large as the play area
allows, with the choice played and the better one both marked on it by the table's
own preview, each with a tag told apart by shape and words ("You played": a dark tag
with a ring and a dashed frame; "Better": a filled tag with a star and a solid frame),
inside the screen at 800x600, 1280x800 and 1920x1080 and at 200 % text."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest
from shell_helpers import make_app

from sorry_game.app import draw
from sorry_game.app.review import moment

CASES = [
    *[(g, (800, 600), 100) for g in ("classic", "president", "king", "revenge")],
    *[(g, (1280, 800), 200) for g in ("classic", "president", "king", "revenge")],
    *[(g, (1920, 1080), 100) for g in ("classic", "president", "king", "revenge")],
    ("classic", (800, 600), 200),
    ("revenge", (1920, 1080), 200),
]


@pytest.mark.parametrize(
    ("game_id", "size", "scale"),
    CASES,
    ids=lambda v: f"{v[0]}x{v[1]}" if isinstance(v, tuple) else str(v),
)
def test_both_choices_are_marked_on_one_large_board_inside_the_screen(game_id, size, scale):
    app = make_app(size=size)
    app.settings.ui_scale = scale
    app.push(moment.screenshot_scene(app, game_id, 3))
    app.step([])
    scene = app.top
    compare = scene.compare
    assert compare is not None and scene.comparing()
    surface = pygame.Surface(size)
    with draw.recorded_cuts() as cuts:
        scene.draw(surface)
    assert cuts == []
    screen = surface.get_rect()
    area = scene.layout.area
    # one board, most of the play area (two side by side were 255-375 px thumbnails)
    assert min(compare.rect.size) >= max(360, 0.7 * min(area.size)), (compare.rect, area)
    played, better = compare.marks
    assert (played.kind, better.kind) == ("played", "better")
    assert played.tag in ("You played", "Ada played") and better.tag == "Better"
    for m in compare.marks:
        assert m.changed > 0, m.tag  # its preview drew on the board
        assert compare.rect.contains(m.mark) and screen.contains(m.mark), (m.tag, m.mark)
        assert compare.rect.contains(m.tag_rect), (m.tag, m.tag_rect, compare.rect)
    assert played.preview != better.preview
    # both choices' marks drawn on the one board: where each is, the board drawn (its
    # frames and tags aside) is not the bare board
    drawn = compare._drawn
    assert drawn is not None
    bare = compare._board(
        size, scene.view, compare._ui(scene.table_ui(), [], []), scene.palette["background"]
    )
    for m in compare.marks:
        inner = m.mark.inflate(-2, -2)
        differ = sum(
            drawn.get_at((x, y)) != bare.get_at((x, y))
            for x in range(inner.x, inner.right, 2)
            for y in range(inner.y, inner.bottom, 2)
        )
        assert differ >= 10, (m.tag, differ)
    assert not played.tag_rect.colliderect(better.tag_rect)
    # the two tags drawn apart by their fill, not by colour alone: their words and
    # shapes differ too (a ring, a star)
    pal = scene.palette
    at = (better.tag_rect.right - 4, better.tag_rect.centery)
    assert surface.get_at(at)[:3] == pal["highlight"]
    at = (played.tag_rect.right - 4, played.tag_rect.centery)
    assert surface.get_at(at)[:3] != pal["highlight"]
    app.close()


def test_where_the_best_was_played_one_choice_is_marked_and_said_so():
    app = make_app(size=(1280, 800))
    app.push(moment.screenshot_scene(app, "classic", 3))
    app.step([])
    replay = app.top
    from sorry_game.app.review.compare import Compare
    from sorry_game.review import Mark

    d = replay.compare.decision
    same = replace(d, best=d.chosen, mark=Mark.BEST, cost=0.0)
    compare = Compare(replay.game, replay.palette, same, True)
    assert [m.kind for m in compare.marks] == ["played"]
    assert compare.legend[0].endswith("— the best choice")
    app.close()
