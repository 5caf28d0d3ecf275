"""The review's moment read at 800x600 (issue 42, fresh eyes): Sorry My Ass!'s mini hand
as large as the table's own hand (its cards shrank to 30 px so the frames fit), the
SORRY! card's label whole and readable (it read "SO RRY!" at 8 px), the log's rows
saying who ("5", "8" by tokens alone), Sorry, King!'s frames off the file letters and
rank numbers, and every frame inside the play area."""

from __future__ import annotations

import pytest
from test_review_moment import open_moment

from sorry_game.app.draw import set_text_scale
from sorry_game.app.draw.cardart import LABEL_LEAST
from sorry_game.app.plugins.president.layout import card_room, hand_groups, split_area


def test_moment_hand_cards_as_large_as_the_tables_at_800x600_200():
    """The moment's smaller board kept its hand strip's share: its cards were 30 px
    beside the table's 43. Its strip grows (the board a little smaller) until its cards
    stand as tall as the table's own hand's, or the hand takes the strip's width (the
    frames' room between ranks)."""
    app, scene, _surface = open_moment("president", (800, 600), 200)
    plugin = scene.compare.plugin
    hand = list(scene.view.game.hand or ())
    moment = plugin.groups(scene.view)
    table_area = scene.layout.area
    labels = plugin.label_scale / plugin.word_floor
    strip = split_area(table_area, labels)[1]
    table = hand_groups(strip, hand, labels)
    assert moment and table
    tall = moment[0].card_h >= min(table[0].card_h, card_room(strip.height, labels)[3]) - 2
    # … or as large as the strip's width holds them beside the frames' room
    span = moment[-1].rect.right - moment[0].rect.left
    assert tall or span >= 0.8 * plugin.strip.width, (moment[0].card_h, table[0].card_h, span)
    assert moment[0].card_w >= 36, moment[0].card_w  # (30 px: the cards the reviewers saw)
    # the board keeps most of the room: the hand took only what its cards need
    assert plugin.board_rect.height >= 0.7 * scene.compare.rect.height
    app.close()


@pytest.mark.parametrize("width", [28, 32, 38])
def test_a_narrow_sorry_card_says_its_short_label_large(width):
    """On a card too narrow for "SORRY!" at a size one reads, the label is the card's
    short one, "S!", whole and at least `LABEL_LEAST` px: the word at 8 px ran its
    letters apart ("SO RRY!"), and is never broken."""
    from test_review_moment_hand import sorry_label_ink

    set_text_scale(2.0)
    try:
        card, ink = sorry_label_ink(width)
        assert card.contains(ink), (ink, card)
        # letters as tall as words one reads (the 8 px word's capitals were 6 px)
        assert ink.height >= 0.6 * LABEL_LEAST, ink
    finally:
        set_text_scale(1.0)


def test_the_moments_log_rows_name_their_seat_at_800x600_200():
    """In the narrow column of 200 % text at 800x600 the replay's log told the seats by
    their tokens alone ("5", "moves 1"): each entry's first row begins with its seat's
    name."""
    app, scene, _surface = open_moment("president", (800, 600), 200)
    rows = scene.log_rows()
    names = scene.match.names()
    said = [(mark, row.text) for _k, _r, lines in rows.rows for mark, row in lines]
    seated = [(mark, text) for mark, text in said if isinstance(mark, int)]
    assert seated, said
    for mark, text in seated:
        assert text.split(" ")[0] in (names[mark], "You"), (mark, text, names)
    app.close()


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_king_moment_frames_keep_off_the_files_and_ranks(size):
    """The frames round the squares on the board's edge stayed clear of nothing: their
    corners covered the a-file letters and the rank numbers in their strip."""
    app, scene, _surface = open_moment("king", size, 200)
    compare = scene.compare
    coords = compare.plugin.orient(scene.view).coordinate_rects()
    edge = compare.line_width() // 2 + 2  # (the dark edge round a frame's line)
    for m in compare.marks:
        if not m.changed:
            continue
        drawn = m.frame.inflate(2 * edge, 2 * edge)
        over = [k for k in coords if drawn.colliderect(k)]
        assert not over, (m.kind, m.frame, over)
    app.close()


@pytest.mark.parametrize(
    ("game_id", "size"),
    [(g, s) for g in ("president", "revenge", "king") for s in ((800, 600), (1280, 800))],
)
def test_moment_frames_stay_inside_the_play_area_at_200(game_id, size):
    """A frame round a card at the table's border reached past its edge (Revenge): each
    frame, its dark edge included, inside the play area and the moment's board — as
    drawn, and for a mark moved onto the board's corners (the frames clipped)."""
    app, scene, _surface = open_moment(game_id, size, 200)
    compare = scene.compare
    room = compare.rect.clip(scene.layout.area)
    edge = compare.line_width() // 2 + 2

    def inside() -> None:
        for m in compare.marks:
            if m.changed:
                assert room.contains(m.frame.inflate(2 * edge, 2 * edge)), (m.kind, m.frame, room)

    inside()
    for corner in ("bottomright", "topleft"):
        for m in compare.marks:
            setattr(m.mark, corner, getattr(room, corner))
        compare._frames()
        inside()
    app.close()


@pytest.mark.parametrize("game_id", ["president", "revenge"])
@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_moment_frames_go_round_their_card_whole_at_200(game_id, size):
    """The frame round a card at the table's bottom edge was cut by the edge onto the
    card (Revenge's hand): the card stands clear of the edge by the frame's room in the
    moment, and its frame's line goes round it whole."""
    app, scene, _surface = open_moment(game_id, size, 200)
    compare = scene.compare
    width = compare.line_width()
    for m in compare.marks:
        if m.changed and not m.corners:
            assert m.frame.inflate(-2 * width, -2 * width).contains(m.mark), (m.kind, m)
    app.close()
