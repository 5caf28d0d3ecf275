"""The move log at the table (issue 39): one short line per move at 1280x800 and
1920x1080 for all four games (E, the drawn lines per entry, at most 1.3), a card and a
pawn drawn as small pictures, the seat's mark on every entry, and rows that wrap as a
typesetter would (never before a " · ", never between pictures side by side)."""

from __future__ import annotations

import dataclasses
import re

import pygame
import pytest
from table_helpers import make_app

from sorry_game.app import draw
from sorry_game.app.draw import Palette
from sorry_game.app.plugins.board.plugin import SorryBoardPlugin
from sorry_game.app.table import logrows, movelog
from sorry_game.engine.events import Mark
from sorry_game.engine.logline import LogLine, joined
from sorry_game.session import LogEntry, sample_session

GAMES = ("classic", "president", "king", "revenge")
#: issue 39's target: drawn lines per log entry at 1280x800 and larger
MOST_LINES_PER_ENTRY = 1.3


@pytest.fixture(autouse=True)
def _inline_ai(monkeypatch):
    monkeypatch.setenv("SORRY_GAME_INLINE_AI", "1")


def drawn_log(
    game_id: str, size: tuple[int, int], seed: int = 7, scale: int = 100, actions: int = 400
) -> tuple[movelog.MoveLog, int]:
    """The table's move log as laid out at `size` and text size `scale` % over a seeded
    game of random moves, and how many entries it holds."""
    session = sample_session(game_id, seed, actions)
    app = make_app(size)
    app.set_ui_scale(scale)
    table = app.open_table(session)
    table.draw(pygame.Surface(app.size))
    log = table.log
    lines = joined([movelog.entry_line(e) for e in session.log])
    entries = sum(1 for line, _n in lines if not line.ends)  # the end: the header's
    app.set_ui_scale(100)
    app.close()
    assert sum(1 for _p, _t, first in log.lines if first) == entries
    return log, entries


def lines_per_entry(game_id: str, size: tuple[int, int], seed: int = 7, scale: int = 100) -> float:
    """The log's drawn lines per entry over a seeded game of random moves, laid out as
    the table lays out its log at `size`."""
    log, entries = drawn_log(game_id, size, seed, scale)
    return len(log.lines) / entries


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
@pytest.mark.parametrize("game_id", GAMES)
def test_most_moves_are_one_drawn_line(game_id, size):
    assert lines_per_entry(game_id, size) <= MOST_LINES_PER_ENTRY


#: a Sorry, King! move as its log row reads (pictures by their labels): the piece and
#: its squares, then the checker's distance ("Ada n b8–c6 · moves 2"; in a narrow
#: column without the name, and the " · " left out where the entry breaks)
KING_MOVE = re.compile(r"^(\w+ )?[pnbrqk] [a-h][1-8]–[a-h][1-8] (· )?moves \d$")


@pytest.mark.parametrize("scale", [150, 200])
@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_a_king_move_is_one_line_at_large_text(size, scale):
    """At 200 % at 1280x800 the two-column panel left the log a quarter of the window:
    "Ada ♞ b8–c6" on one line, "● moves 2" on the next. The stacked panel (RULES K-4,
    K-5: the chess move and the checker it sends) says a typical move in one line, and
    most entries so."""
    log, entries = drawn_log("king", size, scale=scale, actions=60)
    starts = [k for k, (_p, _t, first) in enumerate(log.lines) if first] + [len(log.lines)]
    moves = [
        log.lines[a:b]
        for a, b in zip(starts, starts[1:], strict=False)
        if KING_MOVE.match(" ".join(text for _p, text, _f in log.lines[a:b]))
    ]
    assert moves, [text for _p, text, _f in log.lines]
    assert all(len(rows) == 1 for rows in moves), moves
    assert len(log.lines) / entries <= MOST_LINES_PER_ENTRY


#: a typical card game's move as its log row reads (pictures by their labels): the
#: seat, one card and the pawn it moved (Sorry!, Sorry My Ass!: "Ada 12 1 moves 12";
#: in a narrow column without the name and the count the card's face says), or one
#: card and the total (Revenge: "Ada 7 total 17")
CARD_MOVE = {
    "classic": re.compile(r"^(\w+ )?\d+ \d moves( \d+)?$"),
    "president": re.compile(r"^(\w+ )?\d+ \d moves( \d+)?$"),
    "revenge": re.compile(r"^(\w+ )?\d+ total \d+$"),
}


@pytest.mark.parametrize("scale", [150, 200])
@pytest.mark.parametrize("game_id", sorted(CARD_MOVE))
def test_a_card_move_is_one_line_at_large_text(game_id, scale):
    """At 150 % at 1280x800 the two-column panel's log (half the panel) set "12" and
    "⬤1 moves 12" on two lines (RULES C-5: the card moves a pawn as far as its face
    says), and at 200 % even "12 ⬤1 / moves": the panel stacks, its log across the
    whole panel, so a typical move reads in one line, its seat named."""
    log, entries = drawn_log(game_id, (1280, 800), scale=scale, actions=60)
    starts = [k for k, (_p, _t, first) in enumerate(log.lines) if first] + [len(log.lines)]
    moves = [
        [text for _p, text, _f in log.lines[a:b]]
        for a, b in zip(starts, starts[1:], strict=False)
        if CARD_MOVE[game_id].match(" ".join(text for _p, text, _f in log.lines[a:b]))
    ]
    assert moves, [text for _p, text, _f in log.lines]
    assert all(len(rows) == 1 for rows in moves), moves
    assert len(log.lines) / entries <= MOST_LINES_PER_ENTRY


def test_the_short_form_shortens_words_and_keeps_every_number():
    """The short form says the game's shorter words ("enters", RULES C-4) and never
    leaves out a number: "[5] ⬤1 moves" read as a move without its distance (the
    review moment's narrow column, fresh eyes at 800x600)."""
    pawn = Mark("pawn", "1", "Blue 1", 1)
    card = Mark("card", "12", "plays a 12")
    line = LogLine(0, "Ada", (card,), ((pawn, " moves 12 to HOME"),))
    assert logrows.short_form(line) == line
    # the game's own shorter words (Sorry!'s board: RULES C-4, a pawn out of START)
    sorry = LogLine(
        0, "Ada", (Mark("card", "SORRY!", "plays a SORRY!"),), ((pawn, " leaves START"),)
    )
    words = SorryBoardPlugin.log_short
    assert logrows.short_form(sorry, words).facts == ((pawn, " enters"),)


def looks_for_test(seats=(0,)) -> tuple[Palette, movelog.Looks]:
    app = make_app((1280, 800))
    pal = Palette(app.theme)
    app.close()
    return pal, movelog.Looks(pal, ("red", "blue", "yellow", "green"), list(seats))


def count(surface: pygame.Surface, rect: pygame.Rect, colour, near: int = 0) -> int:
    """Pixels of `rect` within `near` of `colour` in every channel."""
    return sum(
        1
        for x in range(rect.left, rect.right)
        for y in range(rect.top, rect.bottom)
        if max(abs(a - b) for a, b in zip(surface.get_at((x, y))[:3], colour[:3], strict=True))
        <= near
    )


def test_the_card_played_and_the_pawn_moved_are_drawn_as_pictures():
    """A card's face (the theme's card colour) and a pawn of its colour (Blue, a seat
    that is not the actor's: only the pawn's picture can draw it) stand in the row."""
    pal, looks = looks_for_test()
    card = Mark("card", "5", "plays a 5")
    pawn = Mark("pawn", "2", "Blue 2", colour=1)
    line = LogLine(0, "Ada", (card,), ((pawn, " moves 5"),))
    surface = pygame.Surface((420, 200))
    surface.fill((0, 0, 0))
    rect = pygame.Rect(10, 10, 400, 180)
    log = movelog.MoveLog()
    movelog.draw_log(surface, pal, rect, 22, log, [LogEntry.of(1, line)], looks)
    assert [p.mark.kind for p in log.rows[0].pieces if p.mark] == ["card", "pawn"]
    face = count(surface, rect, pal["card_face"])
    height = movelog.picture_height(movelog.log_size(22))
    assert face >= height * height * 0.3  # a card's face, not a letter's worth of pixels
    assert count(surface, rect, pal.player("blue"), 24) >= height * 3  # the pawn's chip
    assert log.rows[0].text.startswith("Ada 5 2 moves 5")


def test_every_entry_begins_with_a_mark_the_seats_or_the_tables():
    """A seat's entry begins with its token in its colour (Blue: blue ink where the
    entry begins); the table's own entry (a resumed game) with the table's mark, in the
    muted ink, and no seat's colour."""
    pal, looks = looks_for_test(seats=(1,))
    rect = pygame.Rect(10, 10, 400, 120)
    u = 22
    where = pygame.Rect(rect.left + int(u * 0.4), rect.top + 20, int(u * 0.8), 40)

    def drawn(seat: int | None) -> pygame.Surface:
        surface = pygame.Surface((420, 140))
        surface.fill((0, 0, 0))
        line = LogLine(seat, "Ada" if seat is not None else "", (), (("Game resumed",),))
        movelog.draw_log(surface, pal, rect, u, movelog.MoveLog(), [LogEntry.of(1, line)], looks)
        return surface

    def bluish(surface: pygame.Surface) -> int:
        return sum(
            1
            for x in range(where.left, where.right)
            for y in range(where.top, where.bottom)
            if (c := surface.get_at((x, y))).b - c.r > 60
        )

    assert bluish(drawn(0)) >= 8
    table = drawn(None)
    assert bluish(table) == 0 and count(table, where, pal["muted_text"], 16) >= 8


def test_rows_never_begin_with_a_separator_nor_part_pictures_side_by_side():
    """Narrow rows: a " · " is left out where a row breaks; seats' tokens listed together
    ("HOME for ●●●") stay on one row."""
    _pal, looks = looks_for_test(seats=(0, 1, 2, 3))
    seats = tuple(Mark("seat", words=w, seat=k) for k, w in enumerate(("You", "Ada", "Bo", "Cy")))
    card = Mark("card", "7", "plays the 7")
    line = LogLine(3, "Cy", (card,), (("busts with 24",), ("HOME for ", *seats[:3])))
    size = movelog.log_size(22)
    for width in range(60, 400, 7):
        rows = movelog.layout_entry(line, size, width, looks)
        for row in rows:
            assert not row.pieces[0].text.startswith("·"), [r.text for r in rows]
            assert not row.text.endswith("·"), (width, [r.text for r in rows])
        holding = [sum(1 for p in row.pieces if p.mark and p.mark.kind == "seat") for row in rows]
        assert 3 in holding, (width, [r.text for r in rows])


def _ada_moves_12(looks) -> LogLine:
    card = Mark("card", "12", "plays a 12")
    pawn = Mark("pawn", "1", "Red 1", colour=0)
    bumped = Mark("pawn", "2", "Blue 2", colour=1)
    return LogLine(0, "Ada", (card,), ((pawn, " moves 12"), ("bumps ", bumped), ("slides",)))


def test_rows_break_between_facts_as_a_typesetter_would():
    """At every width the rows of an entry break as a typesetter breaks them: no row
    ends or begins with the " · " (left out at a break), a pawn a fact begins with
    stays with its verb ("⬤1 moves") where the fewest rows allow it, a pawn a verb
    acts on with the verb ("bumps ⬤2"), no short word alone on the last row when the rows can be balanced, and never
    more rows than the fullest filling needs."""
    _pal, looks = looks_for_test(seats=(0, 1))
    line = _ada_moves_12(looks)
    size = movelog.log_size(22)
    whole = movelog.layout_entry(line, size, 2000, looks)[0].width
    widest = max(r.width for r in movelog.layout_entry(line, size, 1, looks))  # "⬤1 moves"
    pawn = line.facts[0][0]
    fact = movelog.layout_entry(LogLine(0, "", (), ((pawn, " moves 12"),)), size, 2000, looks)
    fact = fact[0].width  # "⬤1 moves 12" on a row of its own
    for width in range(widest, whole, 3):
        rows = movelog.layout_entry(line, size, width, looks)
        said = [r.text for r in rows]
        for row in rows:
            assert not row.text.endswith("·") and not row.text.startswith("·"), (width, said)
            last = row.pieces[-1]
            if width >= fact:  # ⬤1 | moves: only where the fewest rows need it
                assert not (last.mark and last.mark.label == "1"), (width, said)
            assert not row.text.startswith("2"), (width, said)  # bumps | ⬤2
        if len(rows) > 1 and rows[-1].text == "slides":  # alone: the row above was full
            room = rows[-2].width + sum(draw.text_width(t, size) for t in (" ", "·", " ", "slides"))
            assert room > width, (width, said)
            assert all(r.width <= width for r in rows), (width, said)


def test_a_separator_between_facts_on_one_row_is_drawn():
    """Facts on one row keep their " · " between them."""
    _pal, looks = looks_for_test(seats=(0, 1))
    rows = movelog.layout_entry(_ada_moves_12(looks), movelog.log_size(22), 2000, looks)
    assert rows[0].text == "Ada 12 1 moves 12 · bumps 2 · slides"


def test_a_row_breaks_after_the_name_before_a_picture_goes_past_the_edge():
    """A narrow column (the replay's at large text): "You play ⬤⬤" wider than the row
    puts the cards played on a row of their own, with their verb ("You / 2" read
    without one), rather than past the panel's edge; with the room, the name and the
    cards stay together."""
    _pal, looks = looks_for_test(seats=(0,))
    card = Mark("card", "2", "play two 2s", count=2)
    line = LogLine(0, "You", (card,), ())
    size = movelog.log_size(22)
    whole = movelog.layout_entry(line, size, 2000, looks)[0].width
    rows = movelog.layout_entry(line, size, whole - 4, looks)
    assert [r.text for r in rows] == ["You", "play 2"]
    assert all(r.width <= whole - 4 for r in rows)
    assert len(movelog.layout_entry(line, size, whole, looks)) == 1


def test_a_wide_log_says_an_entry_short_where_that_saves_a_row():
    """ "You SORRY! / ⬤1 leaves START · bumps ⬤1" took two rows in a named log at 150 %:
    the game's short words ("enters", RULES C-4) in every row (one form in the log);
    the count the card's face says (RULES C-5) is never left out, even where that
    would save a row: the head's verb is said and the row breaks after it ("moves 12"
    read as "moves", fresh eyes at 800x600)."""
    _pal, looks = looks_for_test()
    looks.plugin = SorryBoardPlugin.__new__(SorryBoardPlugin)  # (its log_short only)
    pawn, other = Mark("pawn", "1", "Red 1", 0), Mark("pawn", "1", "Green 1", 3)
    sorry = LogLine(
        0,
        "You",
        (Mark("card", "SORRY!", "plays a SORRY!"),),
        ((pawn, " leaves START"), ("bumps ", other)),
    )
    rows = logrows.layout_entry(sorry, 20, 2000, looks)
    assert [row.text for row in rows] == ["You SORRY! 1 enters · bumps 1"]
    twelve = LogLine(0, "You", (Mark("card", "12", "play a 12"),), ((pawn, " moves 12"),))
    twelve = dataclasses.replace(twelve, facts=(*twelve.facts, ("slides",)))
    full = logrows.layout_entry(twelve, 20, 2000, looks)
    assert [row.text for row in full] == ["You 12 1 moves 12 · slides"]
    width = max(row.width for row in full) - 10
    rows = logrows.layout_entry(twelve, 20, width, looks)
    assert [row.text for row in rows] == ["You play 12", "1 moves 12 · slides"]


def test_a_row_never_parts_a_number_from_its_word():
    """800x600: "goes bust with / 26 · HOME for ●●●" parted the total from its word;
    the typesetter's no-break pair keeps them ("bust with 26"), a row more where the
    fewest rows cannot (and the short form where that keeps it in as few)."""
    _pal, looks = looks_for_test(seats=(0, 1, 2, 3))
    seats = tuple(Mark("seat", words=w, seat=k) for k, w in enumerate(("You", "Ada", "Bo", "Cy")))
    line = LogLine(
        3,
        "Cy",
        (Mark("card", "7", "plays the 7"),),
        (("goes bust with 26",), ("HOME for ", *seats[:3])),
    )
    size = movelog.log_size(22)
    fact = draw.text_width("bust with 26", size)
    checked = 0
    for width in range(fact + 4, 400, 3):
        rows = [r.text for r in movelog.layout_entry(line, size, width, looks)]
        for row in rows[1:]:
            assert not re.match(r"\d", row), (width, rows)
        checked += len(rows) > 1
    assert checked > 10


def test_a_row_keeps_the_subject_with_its_verb():
    """ "Ada / 7 busts with 24 / HOME for ●●●" left the name alone on its row where
    "Ada 7 busts / with 24 / HOME for ●●●" takes as many."""
    _pal, looks = looks_for_test(seats=(0, 1, 2, 3))
    seats = tuple(Mark("seat", words=w, seat=k) for k, w in enumerate(("You", "Ada", "Bo", "Cy")))
    line = LogLine(
        1,
        "Ada",
        (Mark("card", "7", "plays the 7"),),
        (("busts with 24",), ("HOME for ", *seats[1:])),
    )
    size = movelog.log_size(26)
    start = draw.text_width("HOME for", size) + 3 * size
    checked = 0
    for width in range(start, 400, 3):
        rows = [r.text for r in movelog.layout_entry(line, size, width, looks)]
        if len(rows) > 1:
            assert rows[0] != "Ada", (width, rows)
            checked += 1
    assert checked > 5
