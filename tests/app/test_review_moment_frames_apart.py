"""A frame in the review's moment goes round a piece or a square, never across another
piece or a label (fresh eyes, bench/shots.py): Sorry, King!'s "Better" frame round a
king's move crossed the e1 king and the e2 pawn, the corners of "You played" hid a2;
Sorry!'s frame round a pawn's move along the track cut green HOME's label to "HOM".
Each pick (the piece, the square it goes to) is framed apart: inside its square on
the chess board, round it on Sorry!'s."""

from __future__ import annotations

import pytest
from test_review_moment import open_moment

SIZES = [((800, 600), 200), ((1280, 800), 200), ((800, 600), 100), ((1280, 800), 100)]


@pytest.mark.parametrize(("size", "scale"), SIZES, ids=lambda v: str(v))
def test_king_frames_stand_inside_their_own_squares(size, scale):
    app, scene, _surface = open_moment("king", size, scale)
    compare = scene.compare
    edge = compare.line_width() // 2 + 2  # (the dark edge round a frame's line)
    for m in compare.marks:
        if not m.changed:
            continue
        assert m.parts and len(m.frames) == len(m.parts), (m.kind, m.frames, m.parts)
        for frame in m.frames:
            drawn = frame.inflate(2 * edge, 2 * edge)
            assert any(part.contains(drawn) for part in m.parts), (m.kind, drawn, m.parts)
    app.close()


@pytest.mark.parametrize(("size", "scale"), SIZES, ids=lambda v: str(v))
def test_sorry_frames_cross_no_label_or_pawn(size, scale):
    """No frame's line runs over a label, a pawn, a START or HOME circle: each such
    thing is clear of the frame, or whole inside it (what it goes round)."""
    app, scene, _surface = open_moment("classic", size, scale)
    compare = scene.compare
    edge = compare.line_width() // 2 + 2
    things = [r.rect for r in compare.plugin.regions(scene.view) if r.kind != "square"]
    for m in compare.marks:
        if not m.changed:
            continue
        for frame in m.frames:
            outer, inner = frame.inflate(2 * edge, 2 * edge), frame.inflate(-2 * edge, -2 * edge)
            crossed = [t for t in things if t.colliderect(outer) and not inner.contains(t)]
            assert not crossed, (m.kind, frame, crossed)
    app.close()
