"""Sorry! Revenge's narrow log (issue 42, fresh eyes): at 800x600 and 200 % the entry
of a bust or a 21 broke inside its last fact, "HOME / for ●●●" (the row is narrower
than "HOME for ●●●" and the entry had no shorter form). Its short form says the seats
after HOME alone, "HOME ●" (`TablePlugin.log_narrow`), on one row; a log with room
keeps "HOME for ●". A bust then read "You [9] bust with 26 HOME ◆▲■" (fresh eyes
again: a riddle); it says what it does in words, by name, at every width: "bust with
26 · Cy, Bo and Ada each flip a pawn card HOME" (R-6)."""

from __future__ import annotations

import re

import pygame
import pytest
from table_helpers import make_app, press
from test_review_moment import open_moment

from sorry_game.app.replay import parts
from sorry_game.app.table.logrows import Row
from sorry_game.session import sample_session


@pytest.fixture(autouse=True)
def _inline_ai(monkeypatch):
    monkeypatch.setenv("SORRY_GAME_INLINE_AI", "1")


def home_facts(rows: list[Row]) -> list[tuple[str, bool]]:
    """Each "HOME" fact's row: its words from HOME on, and whether the seats' tokens
    stand after HOME on that row. A row that begins with "for" parted them."""
    out = []
    for row in rows:
        words = [p.text for p in row.pieces if p.mark is None]
        if words and words[0].split(" ")[0] == "for":
            out.append((row.text, False))
        for k, piece in enumerate(row.pieces):
            if piece.text.endswith("pawn card HOME") or piece.text == "card HOME":
                continue  # a bust's words (`test_a_bust_says_by_name_who_flips_home`)
            if piece.mark is None and "HOME" in piece.text.split(" "):
                after = piece.text[piece.text.rindex("HOME") :]
                seats = any(p.mark is not None and p.mark.kind == "seat" for p in row.pieces[k:])
                out.append((after, seats))
    return out


def table_rows(size: tuple[int, int], scale: int, drawer: bool = False) -> list[Row]:
    app = make_app(size)
    app.set_ui_scale(scale)
    table = app.open_table(sample_session("revenge", 7, 60))
    surface = pygame.Surface(app.size)
    table.draw(surface)
    if drawer:
        app.step([press(pygame.K_l)])
        table.draw(surface)
    rows = list(table.log.rows)
    app.set_ui_scale(100)
    app.close()
    return rows


def test_the_tables_narrow_log_says_home_and_its_seats_on_one_row():
    facts = home_facts(table_rows((800, 600), 200))
    assert facts, "no HOME in the log"
    assert all(seats for _t, seats in facts), facts


def test_a_log_with_room_keeps_home_for():
    facts = home_facts(table_rows((1280, 800), 100))
    assert facts, "no HOME in the log"
    assert all(seats for _t, seats in facts), facts
    assert all(text.startswith("HOME for") for text, _s in facts), facts


def test_the_moments_narrow_log_says_home_and_its_seats_on_one_row():
    """The review moment's log (the replay's, one narrow column without move numbers),
    turned to each move of the sample game in turn."""
    app, scene, _surface = open_moment("revenge", (800, 600), 200)
    lay = scene.layout.lay
    rows = []
    for k in range(len(scene.steps) + 1):
        laid = parts.log_rows(lay.log, lay.u, scene.steps, k, None, scene.looks())
        assert laid.bare  # (the narrow column the reviewers saw)
        rows += [row for _k, _r, lines in laid.rows for _m, row in lines]
    app.close()
    facts = home_facts(rows)
    assert facts, "no HOME in the moment's log"
    assert all(seats for _t, seats in facts), facts
    assert any(text == "HOME" for text, _s in facts), facts


#: a bust's entry as its rows read one after the other (a " · " is left out where a
#: row breaks between facts)
BUST = re.compile(
    r"\b(\w+) (?:plays? \S+ )?(?:\S+ )?busts? with (\d+) (?:· )?(.+?) each flip a pawn card HOME"
)


@pytest.mark.parametrize("scale", [100, 200])
@pytest.mark.parametrize("size", [(1280, 800), (800, 600)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_bust_says_by_name_who_flips_home(size, scale):
    """R-6: a bust makes every other player flip one pawn card HOME. Each bust of the
    sample game (three, four players) says so in the table's log, by the other
    players' names, with its total, at 1280x800 and 800x600, 100 % and 200 %: no row
    of seats' tokens alone ("HOME ◆▲■")."""
    rows = table_rows(size, scale)
    said = " ".join(row.text for row in rows)
    busts = BUST.findall(said)
    assert len(busts) == 3, said
    players = {"You", "Ada", "Bo", "Cy"}
    for who, total, others in busts:
        assert int(total) > 21
        named = set(re.split(r", | and ", others))
        assert named == {n.lower() if n == "You" else n for n in players - {who}}, others
    for row in rows:  # the seats' tokens say a 21's HOME only ("HOME for ●")
        seats = [p for p in row.pieces if p.mark is not None and p.mark.kind == "seat"]
        assert len(seats) <= 1, row.text
