"""The move log at 800x600, 100 % and 200 % (issue 42, fresh eyes): one grammar at
every size. A row may wrap, but between facts; it never leaves a verb or a word alone
on a row ("play / goes / counter-clockwise"), never the seat's name and the card
played without a verb ("You [12] / ⬤3 moves 12", Sorry My Ass!'s "You [1]"), and a
narrow row shortens its words but never leaves out a number ("Bo [5] ⬤1 moves",
"moves / to HOME" where 1280x800 says "moves 5 to HOME"). `logrows.faults` finds
what a reader trips on; bench/layout.py counts it with the bad breaks."""

from __future__ import annotations

import re

import pygame
import pytest
from table_helpers import make_app
from test_review_moment import open_moment

from sorry_game.app.table import frame, logrows, movelog
from sorry_game.engine.events import Mark
from sorry_game.engine.logline import LogLine
from sorry_game.session import sample_session


def bust_line() -> LogLine:
    """Revenge's entry for your 9 that busts with 26, as the game says it."""
    from sorry_game.engine.logline import entries
    from sorry_game.games.revenge.events import Busted, CardPlayed, PawnFlipped

    gains = ((3, "HOME"), (2, "HOME"), (1, "HOME"))
    flips = [PawnFlipped(seat, 0, "HOME", 1, "bust") for seat, _f in gains]
    events = [CardPlayed(0, "9", 26), Busted(0, 26, gains), *flips]
    line = entries(events, ["You", "Ada", "Bo", "Cy"], 0)[0]
    assert line.text() == "You play the 9: bust with 26 · Cy, Bo and Ada each flip a pawn card HOME"
    return line


PAWN = Mark("pawn", "3", "Red 3", colour=0)
SEATS = tuple(Mark("seat", words=w, seat=k) for k, w in enumerate(("You", "Ada", "Bo", "Cy")))
#: the entries the reviewers quoted, as the games say them (`log_parts`)
QUOTED = {
    # Revenge's Switch (RULES R-?): "You [Switch] play / goes / counter-clockwise"
    "switch": (
        "revenge",
        LogLine(
            0,
            "You",
            (Mark("card", "Switch", "use the Switch card"),),
            (("play goes counter-clockwise",),),
        ),
    ),
    # Sorry!'s 12: "You 12 / ⬤3 moves 12"
    "twelve": (
        "classic",
        LogLine(0, "You", (Mark("card", "12", "play a 12"),), ((PAWN, " moves 12"),)),
    ),
    # Sorry!'s end: "Cy 5 ⬤3 moves / to HOME"
    "home": (
        "classic",
        LogLine(
            3,
            "Cy",
            (Mark("card", "5", "plays a 5"),),
            ((Mark("pawn", "3", "Green 3", colour=3), " moves 5 to HOME"),),
        ),
    ),
    # the narrow column: "Bo 5 ⬤1 moves"
    "count": (
        "classic",
        LogLine(
            2,
            "Bo",
            (Mark("card", "5", "plays a 5"),),
            ((Mark("pawn", "1", "Yellow 1", colour=2), " moves 5"),),
        ),
    ),
    # found the same way at 200 %: "Ada / [Don't Be SORRY!] / blocks / Cy's SORRY!"
    "block": (
        "revenge",
        LogLine(
            1,
            "Ada",
            (Mark("card", "Don't Be SORRY!", "plays the Don't Be SORRY!"),),
            (("blocks Cy's SORRY!",),),
        ),
    ),
    # and "Cy [SORRY!] at / Ada": a row ending on a small word
    "aim": ("revenge", LogLine(3, "Cy", (Mark("card", "SORRY!", "plays a SORRY!"), " at Ada"))),
    # Revenge's bust: "You 9 bust with 26 HOME for ◆▲■", "HOME ◆▲■" at 800x600 (a riddle);
    # now in words, by name, and never "bust with / 26"
    "bust": ("revenge", bust_line()),
    # Sorry My Ass!'s replay rows: "You [1][1]", "Cy [5]"
    "fan": ("president", LogLine(0, "You", (Mark("card", "1", "play two 1s", count=2),))),
    "card": ("president", LogLine(3, "Cy", (Mark("card", "5", "plays a 5"),))),
}


def log_room(game_id: str, scale: int) -> tuple[int, int, bool, movelog.Looks]:
    """The table's log at 800x600 and `scale` %: (its words' width, size, named) as it
    lays out its entries (a log held in the drawer: the column's as Sorry!'s), and how
    it draws pictures."""
    app = make_app((800, 600))
    app.set_ui_scale(scale)
    table = app.open_table(sample_session(game_id, 7, 40))
    table.draw(pygame.Surface(app.size))
    shape, looks = table.log._shape, frame.log_looks(table)
    app.set_ui_scale(100)
    app.close()
    if not shape:  # its log is in the drawer at this size: the panel's as Sorry!'s
        shape = log_room("classic", scale)[:3]
    width, size, named = shape
    return width, size, named, looks


def numbers(line: LogLine) -> list[str]:
    return sorted(
        re.findall(r"\d+", " ".join(p if isinstance(p, str) else p.label for p in line.parts()))
    )


@pytest.mark.parametrize("scale", [100, 200])
@pytest.mark.parametrize("case", sorted(QUOTED))
def test_the_quoted_rows_read_in_one_grammar_at_800x600(case, scale):
    """Each quoted entry, in the table's log and in a narrow column (its short form) at
    800x600: no fault, every number of the entry drawn, the verb said where the rows
    would hold the seat's name and the card alone, no row a lone word amid its fact,
    and none ending on a small word."""
    game_id, line = QUOTED[case]
    width, size, named, looks = log_room(game_id, scale)
    for short, room in ((False, width), (True, width), (True, int(width * 0.9))):
        rows = movelog.layout_entry(line, size, room, looks, named, short)
        said = [r.text for r in rows]
        assert logrows.faults(line, rows) == [], (room, short, said)
        assert rows[0].faults == (), said
        drawn = sorted(re.findall(r"\d+", " ".join(said)))
        assert drawn == numbers(line), (room, short, said)
        assert not logrows.verbless(rows), said
        for row in rows[1:-1]:
            assert " " in row.text or row.pieces[0].mark is not None, (room, said)
        for row in rows[:-1]:  # "out of / cards", "at / Ada"
            assert row.text.split(" ")[-1].lower() not in logrows.SMALL_END, (room, said)


def test_the_faults_see_each_quoted_case():
    """The judge itself: the rows the reviewers read are faults."""

    def row(text: str, cut: str = "", marks: int = 0) -> logrows.Row:
        pieces = [logrows.Piece(0, 9, "You", bold=True)] if text.startswith("You") else []
        pieces += [logrows.Piece(9, 9, mark=Mark("card", str(k))) for k in range(marks)]
        rest = text.removeprefix("You").strip()
        if rest and not marks:
            pieces.append(logrows.Piece(20, 9, rest))
        return logrows.Row(tuple(pieces), 30, text, cut)

    switch = QUOTED["switch"][1]
    rows = [row("You Switch play", "inside"), row("goes", "inside"), row("counter-clockwise")]
    assert any("alone" in f for f in logrows.faults(switch, rows))
    twelve = QUOTED["twelve"][1]
    rows = [row("You 12", "fact", marks=1), row("3 moves 12")]
    assert any("no verb" in f for f in logrows.faults(twelve, rows))
    count = QUOTED["count"][1]
    assert any("left out" in f for f in logrows.faults(count, [row("Bo 5 1 moves")]))
    fan = QUOTED["fan"][1]
    assert any("no verb" in f for f in logrows.faults(fan, [row("You 1", marks=1)]))


@pytest.mark.parametrize("scale", [100, 200])
@pytest.mark.parametrize("game_id", ["classic", "president"])
def test_the_moments_narrow_column_keeps_numbers_and_verbs(game_id, scale):
    """The review moment's log at 800x600 (a narrow column at 200 %): every entry shown
    keeps every number ("Bo 5 ⬤1 moves" left out the 5) and says a verb (Sorry My
    Ass!'s "You [1]", "Cy [5]"), no row breaks as `logrows.faults` finds."""
    app, scene, _surface = open_moment(game_id, (800, 600), scale)
    rows = scene.log_rows()
    lines = [line for k, _r, _l in rows.rows if k for line in scene.steps[k - 1][0]]
    drawn = [row for k, _r, words in rows.rows if k for _m, row in words]
    assert lines and drawn
    assert [f for row in drawn for f in row.faults] == [], [r.text for r in drawn]
    for row in drawn:
        if row.pieces and row.pieces[0].bold:  # an entry's first row: a verb with its card
            assert not logrows.verbless([row]) or len(row.pieces) == 1, row.text
    said = " ".join(r.text for r in drawn)
    for line in lines:
        for number in numbers(line):
            assert number in said.split(), (number, line.text(), said)
    app.close()


@pytest.mark.parametrize("scale", [100, 200])
def test_going_out_breaks_between_whole_facts_at_800x600(scale):
    """Sorry My Ass!'s end at 800x600 and 200 %: "Ada plays [10] / no move · out / of
    cards · pawns safe" broke inside a fact. A player who goes out is said in the
    headline's words, a verb and fewer ("goes out · pawns safe", "you go out"), and
    the entry breaks between its facts only in the end's column (the table's, 30 px
    narrower, needs a break inside one of them for its fewest rows)."""
    from sorry_game.games.president.events import PlayerSafe

    said = PlayerSafe(1).log_parts(["You", "Ada"])
    assert said is not None and said.facts == (("goes out",), ("pawns safe",))
    mine = PlayerSafe(0).log_parts(["You", "Ada"])
    assert mine is not None and mine.facts[0] == ("go out",)
    line = LogLine(1, "Ada", (Mark("card", "10", "plays a 10"),), (("no move",), *said.facts))
    width, size, named, looks = log_room("president", scale)
    for room in range(width + 30, width + 80, 4):  # (the end's column: ~190 px at 200 %)
        rows = movelog.layout_entry(line, size, room, looks, named)
        assert all(r.cut in ("", "fact", "head") for r in rows), (room, [r.text for r in rows])
