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
from sorry_game.app.review.compare import _clear_line, _leader, shows_better
from sorry_game.app.review.samples import pictured_review
from sorry_game.app.rulebook.diagram import choices_of

CASES = [
    *[(g, (800, 600), 100) for g in ("classic", "president", "king", "revenge")],
    *[(g, (1280, 800), 200) for g in ("classic", "president", "king", "revenge")],
    *[(g, (1920, 1080), 100) for g in ("classic", "president", "king", "revenge")],
    ("classic", (800, 600), 200),
    ("revenge", (1920, 1080), 200),
]


def open_moment(game_id: str, size: tuple[int, int], scale: int, where=None):
    """The replay at the sample game's reviewed decision, drawn once; with `where` (a
    test of the moment's view), at the costliest of the pictured game's decisions with
    a better choice whose view passes it (Sorry My Ass!'s titles and trade come after
    its first round: the pictured decision may be in it)."""
    app = make_app(size=size)
    app.settings.ui_scale = scale
    if where is None:
        app.push(moment.screenshot_scene(app, game_id, 3))
    else:
        app.push(moment_where(app, game_id, where))
    app.step([])
    scene = app.top
    surface = pygame.Surface(size)
    with draw.recorded_cuts() as cuts:
        scene.draw(surface)
    assert cuts == []
    return app, scene, surface


def moment_where(app, game_id: str, where):
    """The replay opened at the costliest decision of the pictured game with a better
    choice to mark whose moment's view passes `where`."""
    record, review = pictured_review(game_id, 3)
    for d in sorted(filter(shows_better, review.decisions), key=lambda d: -d.cost):
        scene = moment.moment_scene_at(app, record, d)
        if where(scene.view):
            return scene
    raise AssertionError(f"no decision of the pictured {game_id} game passes {where}")


def bare_board(scene) -> pygame.Surface:
    compare = scene.compare
    ui = compare._ui(scene.table_ui(), [], [])
    return compare._board(scene.size, scene.view, ui, scene.palette["background"])


def located(scene, action: str) -> pygame.Rect | None:
    """Where the plugin puts the choice's own things (its picks' click boxes)."""
    compare = scene.compare
    picks = choices_of(compare.game, scene.state, action)
    boxes = []
    for i, pick in enumerate(picks):
        compare.plugin.prepare(picks[:i], scene.view)
        target = compare.plugin.locate(pick, scene.view)
        if target is not None and target.kind == "board":
            boxes.append(pygame.Rect(target.ring or target.rect))
    compare.plugin.prepare([], scene.view)
    return boxes[0].unionall(boxes[1:]) if boxes else None


@pytest.mark.parametrize(
    ("game_id", "size", "scale"),
    CASES,
    ids=lambda v: f"{v[0]}x{v[1]}" if isinstance(v, tuple) else str(v),
)
def test_both_choices_are_marked_on_one_large_board_inside_the_screen(game_id, size, scale):
    app, scene, surface = open_moment(game_id, size, scale)
    compare = scene.compare
    assert compare is not None and scene.comparing()
    screen = surface.get_rect()
    area = scene.layout.area
    # one board, most of the play area (two side by side were 255-375 px thumbnails)
    assert min(compare.rect.size) >= max(360, 0.7 * min(area.size)), (compare.rect, area)
    played = compare.marks[0]
    assert played.kind == "played" and played.tag in ("You played", "Ada played")
    # every game's pictured decision has a better choice (Sorry, King!'s seed 3 had
    # none and showed the best alone: its pictures take the next seed that has one)
    assert len(compare.marks) == 2
    for m in compare.marks:
        assert m.changed > 0, m.tag  # its preview drew on the board
        assert compare.rect.contains(m.mark) and screen.contains(m.mark), (m.tag, m.mark)
    # the choice's marks drawn on the one board: where each is, the board drawn (its
    # frames and tags aside) is not the bare board
    drawn = compare._drawn
    assert drawn is not None
    bare = bare_board(scene)
    for m in compare.marks:
        inner = m.mark.inflate(-2, -2)
        differ = sum(
            drawn.get_at((x, y)) != bare.get_at((x, y))
            for x in range(inner.x, inner.right, 2)
            for y in range(inner.y, inner.bottom, 2)
        )
        assert differ >= 10, (m.tag, differ)
    if len(compare.marks) == 2:
        better = compare.marks[1]
        assert better.kind == "better" and better.tag == "Better"
        assert played.preview != better.preview
    app.close()


@pytest.mark.parametrize(
    ("game_id", "size", "scale"),
    CASES,
    ids=lambda v: f"{v[0]}x{v[1]}" if isinstance(v, tuple) else str(v),
)
def test_the_marks_frame_the_choice_itself_inside_the_play_area(game_id, size, scale):
    """Each frame goes round the choice's own things (the card in hand, the pawn and
    its square), tight, inside the board and the play area (the "You played" frame
    ran through Cy's 9 and the dial, past the tray and off the window); where the two
    frames meet, the one played is drawn as corners."""
    app, scene, surface = open_moment(game_id, size, scale)
    compare = scene.compare
    room = compare.rect.clip(scene.layout.area)
    for m in compare.marks:
        width = compare.line_width()
        place = located(scene, m.action)
        if place is None:
            # no place on the board (Sorry My Ass!'s pass): its words on a plaque by
            # the deciding seat, framed like the rest (the board showed nothing for it)
            assert m.action == "pass" and m.changed > 0, m
            assert room.contains(m.frame.inflate(2 * width, 2 * width)), (m.tag, m.frame)
            continue
        own = place.clip(compare.rect)
        assert m.mark.contains(own), (m.tag, m.mark, own)
        # tight: no more than the choice's things and the preview drawn on them
        assert m.mark.w * m.mark.h <= 2.5 * own.w * own.h, (m.tag, m.mark, own)
        assert room.contains(m.frame.inflate(2 * width, 2 * width)), (m.tag, m.frame, room)
        assert surface.get_rect().contains(m.frame.inflate(2 * width, 2 * width))
    if len(compare.marks) == 2:
        played, better = compare.marks
        assert played.mark != better.mark
        if played.frame.colliderect(better.frame):
            assert played.corners, (played.frame, better.frame)
    app.close()


@pytest.mark.parametrize(
    ("game_id", "size", "scale"),
    CASES,
    ids=lambda v: f"{v[0]}x{v[1]}" if isinstance(v, tuple) else str(v),
)
def test_the_tags_cover_nothing_the_board_draws(game_id, size, scale):
    """A tag on the board stands in free room: the board under it (and round it) is
    one colour, in the bare board and with the marks, and no piece, card or label of
    the plugin's is under it; else it is in the legend only. (Sorry My Ass!'s
    "Better" covered two hand cards, Revenge's "You played" the dial's TOTAL.)"""
    app, scene, surface = open_moment(game_id, size, scale)
    compare = scene.compare
    bare = bare_board(scene)
    regions = compare.plugin.regions(scene.view)
    pal = scene.palette
    for m in compare.marks:
        if not m.tag_rect.w:
            continue
        under = m.tag_rect.inflate(4, 4)
        assert compare.rect.clip(scene.layout.area).contains(under), m.tag
        for board in (bare, compare._drawn):
            part = board.subsurface(under)
            colours = {
                tuple(part.get_at((x, y)))
                for x in range(part.get_width())
                for y in (0, part.get_height() // 2, part.get_height() - 1)
            }
            assert len(colours) == 1, (m.tag, colours)
        assert all(not r.rect.colliderect(under) for r in regions if r.kind != "square")
        for o in compare.marks:
            assert not o.frame.colliderect(m.tag_rect), (m.tag, o.tag)
        # its line to its frame crosses only the ground (it ran through Revenge's dial)
        a, b = _leader(m.tag_rect, m.frame)
        assert _clear_line(compare._drawn, a, b, compare._drawn.get_at(m.tag_rect.topleft))
        # the two tags told apart by their fill, not by colour alone (a ring, a star)
        at = (m.tag_rect.right - m.tag_rect.h // 4, m.tag_rect.centery)
        assert (surface.get_at(at)[:3] == pal["highlight"]) == (m.kind == "better")
    tags = [m.tag_rect for m in compare.marks if m.tag_rect.w]
    assert len(tags) < 2 or not tags[0].colliderect(tags[1])
    app.close()


def test_the_legend_says_the_move_once_and_breaks_between_phrases():
    """ "You played: play the 7" read twice ("You played the 7"); "−4.9 % / chance to
    win" was broken inside what is said as one ("lost 3.9 %," / "maybe 4.9 %" now)."""
    from sorry_game.app.review.compare import caption_lines, captions
    from sorry_game.review import DecisionReview, Mark

    d = DecisionReview(
        3,
        0,
        2,
        "a",
        "b",
        "play the 7",
        "use the Play 2 card",
        (0.3,),
        (0.2,),
        4.9,
        1.0,
        Mark.INACCURACY,
        False,
        3,
    )
    played, better = captions(d, True)
    assert played == "You played: the 7 — inaccuracy, lost 3.9 %, maybe 4.9 %"
    assert better == "Better: use the Play 2 card"
    words = played.partition(": ")[2]
    px = 26
    least = max(draw.text_width(p, px, True) for p in ("inaccuracy,", "lost 3.9 %,", "maybe 4.9 %"))
    for cut in ("the 7", "inaccuracy,", "lost", "3.9 %", "maybe"):
        width = max(least, draw.text_width(words[: words.index(cut) + len(cut)], px, True)) + 2
        lines = caption_lines(words, px, width)
        assert any("lost 3.9 %," in t for t in lines), lines
        assert any("maybe 4.9 %" in t for t in lines), lines
        assert all(draw.text_width(t, px, True) <= width for t in lines), lines


@pytest.mark.parametrize("game_id", ["classic", "president", "revenge", "king"])
def test_the_legend_and_tags_keep_their_size_at_large_text_in_a_small_window(game_id):
    """At 200 % in 800x600 the moment's words were 13-19 px: the legend's and the tags'
    on the board never under their size at 100 % text."""
    app, scene, _surface = open_moment(game_id, (800, 600), 100)
    legend, tag = scene.compare.legend_px, scene.compare.tag_px(True)
    app.close()
    app, scene, _surface = open_moment(game_id, (800, 600), 200)
    assert scene.compare.legend_px >= legend, (scene.compare.legend_px, legend)
    assert scene.compare.tag_px(True) >= tag, (scene.compare.tag_px(True), tag)
    app.close()


@pytest.mark.parametrize("scale", [100, 200])
@pytest.mark.parametrize("size", [(800, 600), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_legends_verdict_keeps_to_two_lines(size, scale):
    """The verdict in the panel ("a 5 — inaccuracy, lost 4.6 %, maybe 13.7 %") keeps
    to two lines at 800x600 and 1280x800, 100 and 200 % text, at the size the legend
    has, for Sorry My Ass!'s reviewed decision and for the longest marks and figures (a
    "± 21.6 % chance to win" with the part beyond doubt took three), and no "±"; to
    three in the panel's narrow column at 200 % text (a phrase a line)."""
    from sorry_game.app.review.compare import captions
    from sorry_game.review import Mark

    app, scene, _surface = open_moment("president", size, scale)
    compare = scene.compare
    d = compare.decision
    px = compare.legend_px
    worst = [
        replace(d, chosen_words="play two 12s", mark=mark, cost=cost, error=error)
        for mark, cost, error in (
            (Mark.INACCURACY, 99.9, 88.8),
            (Mark.BLUNDER, 99.9, 11.1),
            (Mark.GOOD, 23.2, 21.6),
        )
    ]
    for decision in [d, *worst]:
        compare.legend = captions(decision, True)
        compare.layout(
            compare.area, compare.legend_rect, compare.text_px, scale / 100, least=compare.least
        )
        lines, _beside, _h = compare.legend_rows(compare.legend_rect.w)[0]
        assert len(lines) <= (3 if scale == 200 else 2), lines
        assert "±" not in " ".join(lines)
        assert compare.legend_px >= min(compare.least, compare.text_px), (compare.legend_px, px)
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


@pytest.mark.parametrize("scale", [100, 200])
@pytest.mark.parametrize("size", [(800, 600), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game_id", ["classic", "president", "king", "revenge"])
def test_the_moments_board_is_as_large_as_the_tables(game_id, size, scale):
    """The moment gave its legend the top of the play area and the board what was left:
    at 800x600 200 % Sorry, King!'s board was 484x423 where the table's is 484x574 (its
    pieces 18 px), Revenge's 528x346 beside 528x479 (the top seat's pawn cards dots).
    The board takes the table's whole play area; the legend stands in the panel, where
    the header was (it says who decided, and more), clear of the board."""
    from sorry_game.app.replay import parts
    from sorry_game.app.table import panel as side

    app, scene, _surface = open_moment(game_id, size, scale)
    compare, plugin = scene.compare, scene.plugin
    stacked, _fits, widens, tall = parts.stacking(plugin)
    table = side.window_plan(size, plugin.preferred_aspect(), scale / 100, stacked and widens, tall)
    assert compare.rect.w >= table.area.w and compare.rect.h >= table.area.h, (
        compare.rect,
        table.area,
    )
    legend = compare.legend_rect
    assert legend.h > 0 and not legend.colliderect(scene.layout.area), legend
    assert scene.layout.lay.panel.contains(legend), (legend, scene.layout.lay.panel)
    # nothing else of the panel's over it (the label, the controls, the log, the part)
    lay = scene.layout.lay
    for other in (scene.layout.label, lay.log, lay.plugin, lay.players, *scene.layout.controls):
        assert not other.h or not other.colliderect(legend), (other, legend)
    app.close()


@pytest.mark.parametrize("game_id", ["classic", "president", "king", "revenge"])
def test_the_moments_log_keeps_the_decisions_row_at_800x600_200(game_id):
    """With the legend in the panel the narrow column still shows the log's lit row (the
    decision's own move) among its neighbours."""
    app, scene, _surface = open_moment(game_id, (800, 600), 200)
    shown = [k for k, _rect, _lines in scene.log_rows().rows]
    assert scene.lit_step() in shown, (scene.lit_step(), shown)
    assert scene.layout.lay.log.h >= 2 * scene.layout.lay.u
    app.close()
