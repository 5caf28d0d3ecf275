"""The phone page in headless Chromium keeps what belongs together on one line and apart
what is apart: King's end headline keeps "four tours" whole, Sorry My Ass!'s winner row
with its "President" holds one line, a Sorry! pawn's move in the log is never split
from its place ("moves back 1 / in SAFETY"), and a refused link's reason stands a
paragraph apart from the question under it. Skipped only where Debian's chromium or
chromium-driver is not installed (the reason says what to install)."""

from __future__ import annotations

import random
from typing import Any

import pytest
from phone_browser import Table, browser_paths, missing_reason, phone_browser, wait_for
from test_browser import (
    OVERLAPS,
    STANDING_LINES,
    open_own_turn,
    split_script,
    texts,
)

from sorry_game.phones.host import read_as_table

pytestmark = pytest.mark.skipif(browser_paths() is None, reason=missing_reason())


def play_to_the_end(table: Table, seed: int) -> None:
    """Under the table's lock: the game played to its end by seeded random choices."""
    rng = random.Random(seed)
    with table.lock:
        state = table.session.state
        while not state.is_over():
            table.session.apply(rng.choice(state.legal_actions()))
            state = table.session.state


#: each word of the end's headline with the top of the line it stands on
HEADLINE_WORDS = r"""
const out = [];
const walk = document.createTreeWalker(document.getElementById("prompt"), NodeFilter.SHOW_TEXT);
for (let node = walk.nextNode(); node; node = walk.nextNode()) {
  for (const m of node.data.matchAll(/[^\s\u00a0]+/g)) {
    const range = document.createRange();
    range.setStart(node, m.index);
    range.setEnd(node, m.index + m[0].length);
    out.push([m[0], Math.round(range.getClientRects()[0].top)]);
  }
}
return out;
"""


@pytest.mark.parametrize("width", [320, 390])
def test_king_end_headline_keeps_four_tours_on_one_line_k_11(width: int) -> None:
    """K-11's win by tours: the end's headline ("Bo wins: four tours completed") keeps
    its noun phrase on one line ("four checker / tours completed" split it), in two
    lines at most on a 390 px phone."""
    web = phone_browser((width, 844))
    try:
        with Table("king", 2, [0], seed=3) as table:
            play_to_the_end(table, 3)
            web.get(table.link(0))
            wait_for(lambda: len(texts(web, "#standings li")) == 2, what="the final places")
            words = web.execute_script(HEADLINE_WORDS)
            top = dict(words)
            assert "four" in top and top["four"] == top["tours"], words
            if width >= 390:
                assert len({line for _word, line in words}) <= 2, words
    finally:
        web.quit()


@pytest.mark.parametrize("width", [320, 390])
def test_president_winner_row_with_its_title_holds_one_line_p_13(width: int) -> None:
    """Sorry My Ass!'s end beside another seat with all four pawns HOME: the winner's
    row says "4/4 · President" (what put it first), on one line with its place, mark
    and name, at 320 px as at 390."""
    web = phone_browser((width, 844))
    try:
        with Table("president", 4, [0], seed=1) as table:
            play_to_the_end(table, 1)
            web.get(table.link(0))
            wait_for(lambda: len(texts(web, "#standings li")) == 4, what="the final places")
            rows = web.execute_script(STANDING_LINES)
            assert rows[0][0].endswith("4/4 · President"), rows
            assert all(one for _text, one in rows), rows
            assert web.execute_script(OVERLAPS) == []
    finally:
        web.quit()


#: a Sorry! pawn's move ("moves back 1 in SAFETY", "moves 12 into SAFETY") in the log
#: and the last move at widths a phone gives them: how many were read, and each split
#: over two lines (the width and its words)
MOVES_SPLIT = split_script(
    r"/(?:moves|goes)[ \u00a0](?:back[ \u00a0])?\d+[ \u00a0](?:in|into)[ \u00a0]SAFETY/g",
    220,
    360,
    5,
)


def test_sorry_log_keeps_a_pawns_move_and_its_place_on_one_line(web: Any) -> None:
    """Sorry!'s moves in the log and the last move: the move, its count and its place
    are one fact ("moves back 1 in SAFETY"), never split over two lines at any width a
    phone gives them ("Red 3 moves back 1 / in SAFETY")."""
    rng = random.Random(7)
    with Table("classic", 4, [0], seed=7) as table:
        with table.lock:
            state = table.session.state
            while True:
                table.session.apply(rng.choice(state.legal_actions()))
                state = table.session.state
                told = read_as_table(table.session.log)[-3:]
                back = [line for line in told if "back" in line and "in SAFETY" in line]
                if back and state.current_player() == 0 and len(state.legal_actions()) >= 2:
                    break
        open_own_turn(web, table)
        found, split = web.execute_script(MOVES_SPLIT)
        assert found >= len(back) * 29, (found, told)  # (each width read them)
        assert split == [], split


#: the refused link's reason, the question and the field: each one's top and bottom
PAIR_BOXES = """
const box = (node) => { const r = node.getBoundingClientRect(); return [r.top, r.bottom]; };
return [box(document.getElementById("pair-error")), box(document.querySelector(".pair-label")),
  box(document.getElementById("pair-code")), document.getElementById("pair-error").textContent];
"""


def test_a_refused_links_reason_stands_a_paragraph_above_the_question(web: Any) -> None:
    """A link that opens no seat: its reason, then a paragraph's space (18 px, the
    form's own space above it), then the question and the field that answer it, which
    stand closer together (the reason sat as close to the question as the field)."""
    with Table("classic", 2, [0], seed=7) as table:
        web.get(table.host.address() + "#not-a-seat")
        wait_for(lambda: web.execute_script(PAIR_BOXES)[3], what="why the link opens no seat")
        why, label, field, words = web.execute_script(PAIR_BOXES)
        assert "not a seat" in words
        apart, together = label[0] - why[1], field[0] - label[1]
        assert apart >= 17.5 and apart > together + 4, (apart, together)
