"""What `bench/layout.py` reads in a frame bites (issue 39): one instance of each kind is
planted — a phrase said in the header and the prompt, a message kept past the next
decision, a break before "·", inside "( … )", a word left alone, a label on two lines
beside one on one, a log row without a verb, a log entry on three lines, board words smaller at 200 % — and the
bench counts it; the same frame without it counts nothing of that kind."""

from __future__ import annotations

import dataclasses

import pygame
import pytest
from bench_scripts import bench_script
from table_helpers import click_at, open_game, step_idle

from sorry_game.app import draw
from sorry_game.app.draw import record
from sorry_game.app.table import status
from sorry_game.session import LogEntry

layout_bench = bench_script("layout")
reading = bench_script("reading")


@pytest.fixture(autouse=True)
def _inline_ai(monkeypatch):
    monkeypatch.setenv("SORRY_GAME_INLINE_AI", "1")


def frame(table, births=None):
    """One bench frame of `table` (recorded as the bench records): its figures."""
    figures = layout_bench.Figures("classic", table.size)
    surface = pygame.Surface(table.size)
    with record.recorded_text() as rec:
        layout_bench.table_frame(table, surface, figures, "test", 100, rec, births)
    return figures


def kinds(figures, kind):
    return [what for _where, k, what in figures.notes if k == kind]


# --- D: said twice -----------------------------------------------------------------------
def test_a_phrase_in_the_header_and_the_prompt_is_said_twice(monkeypatch):
    app, table, _session = open_game()
    before = frame(table)
    assert not [p for p in kinds(before, "said twice") if "two 5s" in p]
    real = status.header

    def header(*args, **kwargs):
        return dataclasses.replace(real(*args, **kwargs), sub="Red · may beat two 5s")

    monkeypatch.setattr(status, "header", header)
    table.error = "Beat two 5s, or pass."
    planted = frame(table)
    assert planted.said == before.said + 1
    assert "'beat two 5s' (header, prompt)" in kinds(planted, "said twice")
    app.close()


# --- T: cut ------------------------------------------------------------------------------
def test_a_header_line_past_its_band_is_cut(monkeypatch):
    """Issue 39: 'Yellow normal computer' ran past the header's band at 200 % and the
    bench counted nothing (the band's stamp clipped it, no ellipsis drawn): a header
    line wider than its band is cut, and counted."""
    from sorry_game.app.table import panel

    app, table, _session = open_game()
    panel.PANEL.clear()
    before = frame(table)
    real = status.header
    long = "Extraordinarilylongwordthatnobandholds" * 3

    def header(*args, **kwargs):
        return dataclasses.replace(real(*args, **kwargs), sub=f"Red · {long}", brief=long)

    monkeypatch.setattr(status, "header", header)
    app.close()
    app, table, _session = open_game()  # (the same table, drawn anew)
    panel.PANEL.clear()
    planted = frame(table)
    assert planted.cut == before.cut + 1
    assert any(long in what for what in kinds(planted, "cut"))
    app.close()


def test_phrases_are_compared_as_a_reader_reads_them():
    said = reading.said_twice(
        {"header": ["Yellow may beat TWO 5s!"], "panel": ["To beat: two 5s by Yellow"]}
    )
    assert [p.text for p in said] == ["beat two 5s"]
    # adjoining shared words are one phrase, however long
    said = reading.said_twice(
        {"log": ["Red moves with two 1s (2 left)"], "box": ["Red moves with two 1s"]}
    )
    assert [(p.text, p.parts) for p in said] == [("red moves with two 1s", ("box", "log"))]
    # two words are no phrase; one part repeating itself is not said twice
    assert reading.said_twice({"header": ["your turn"], "prompt": ["your turn"]}) == []
    assert reading.said_twice({"log": ["Ada wins the trick", "Bo wins the trick"]}) == []


def test_lines_of_one_wrap_are_read_as_one_text():
    with record.recorded_text() as rec:
        with record.part("prompt"):
            for line in draw.wrap_px("Choose which of your pawns moves", 20, 130):
                draw.render_text(line, 20, (255, 255, 255))
        with record.part("board"):
            draw.render_text("which of your", 20, (255, 255, 255))  # a label of its own
        with record.part("header"):
            draw.render_text("your pawns moves", 20, (255, 255, 255))
    said = reading.read_frame(rec, draw.px_width).said
    # the prompt's lines join across the break; the board's label is a phrase too
    assert {p.text for p in said} == {"which of your", "your pawns moves"}


def test_a_word_split_across_lines_is_read_whole():
    with record.recorded_text() as rec:
        with record.part("message:news"):
            for line in draw.wrap_px("Ada makes 21!", 20, draw.px_width("make", 20) + 1):
                draw.render_text(line, 20, (255, 255, 255))
    assert reading.read_frame(rec, draw.px_width).messages == ["Ada makes 21!"]


# --- S: stale ----------------------------------------------------------------------------
def test_a_message_kept_past_the_next_decision_is_stale():
    app, table, session = open_game()
    layout_bench.watch_decisions(table)  # (the table has set up the first decision)
    births = reading.Births()
    table.news.clear()  # (the seed's first move may have news)
    assert frame(table, births).stale == 0
    table.news.banner = ("Ada cannot move with a 5 — turn forfeited", (200, 60, 60))
    table.news.time_left = 60.0
    births.came["Ada cannot move with a 5 — turn forfeited"] = table.decision_at
    planted = frame(table, births)
    assert planted.stale == 1
    assert any("turn forfeited" in s for s in kinds(planted, "stale"))
    app.close()


def test_a_message_kept_past_a_whole_move_gets_a_frame_of_its_own(monkeypatch):
    """Every frame the game draws is looked at: a message still up after the next move
    is drawn once more as a bench frame, so S counts it even between the moments."""
    from sorry_game.app.table.news import News

    def never_ends(self):  # the next decision starts, the next move lands: it stays
        self.time_left = 0.0

    monkeypatch.setattr(News, "end", never_ends)
    figures = layout_bench.play("classic", (1280, 800), 100, 2, False, max_actions=12)
    late = [w for w, kind, what in figures.notes if kind == "stale" and "later move" in what]
    assert late and any(where.endswith(" stale") for where in late)
    monkeypatch.undo()
    honest = layout_bench.play("classic", (1280, 800), 100, 2, False, max_actions=12)
    assert not [w for w, k, what in honest.notes if k == "stale" and "later move" in what]


def test_the_bench_sees_the_table_set_up_each_decision():
    app, table, session = open_game()
    layout_bench.watch_decisions(table)
    assert table.decision_at == len(session.actions)
    seen = set()
    for _ in range(3000):  # you and the computers, a few moves
        if table.human_input() and table.forced_in is None and not table.animator.busy:
            rect, _choice = layout_bench.options_offered(table)[0]
            app.step(click_at(rect.center))
        else:
            step_idle(app)
        if not table.landing and table.state.current_player() is not None:
            assert table.decision_at == len(session.actions)
            seen.add(table.decision_at)
        if len(seen) >= 6:
            break
    assert len(seen) >= 6
    app.close()


def test_a_message_is_fresh_until_a_later_decision_is_set_up():
    births = reading.Births()
    # the news of move 5 comes up as the move lands, before the next decision is set up
    assert births.see(["Bust!"], 5, 4) == []
    # the table sets up the next seat's decision: the news is old
    assert births.see(["Bust!"], 5, 5) == [("Bust!", 5)]
    # still up after move 6: old since move 5
    assert births.see(["Bust!"], 6, 6) == [("Bust!", 5)]
    # gone, then the end of the game (no decision set up after it): never stale
    assert births.see([], 6, 6) == []
    assert births.see(["You win!"], 7, 6) == []


def test_the_next_turn_told_while_a_move_lands_is_stale(monkeypatch):
    """Planted: the panel tells the position after the action while the move lands
    (the next seat in the header, its card and question): S counts those moves; the
    table as it is (`TableScene.told`: the mover's moment) counts none."""
    from sorry_game.app.scenes.table import TableScene

    early = "landing told the next turn"
    honest = layout_bench.play("classic", (1280, 800), 100, 2, False, max_actions=12)
    assert not [what for _w, k, what in honest.notes if k == "stale" and early in what]
    monkeypatch.setattr(TableScene, "told", property(lambda self: self.view))
    planted = layout_bench.play("classic", (1280, 800), 100, 2, False, max_actions=12)
    told = [what for _w, k, what in planted.notes if k == "stale" and early in what]
    assert len(told) >= 3 and planted.stale >= len(told)


def test_a_fact_of_the_next_decision_drawn_while_a_move_lands_is_early():
    early = reading.Early()
    early.frame(["Ada", "Blue · normal computer thinking.", "5"], 4)  # Ada decides
    early.frame(["Ada", "Blue · normal computer", "5"], 4)
    early.moved(["Ada", "Blue · normal computer", "5"], 5)  # her move lands: her moment
    early.moved(["Bo", "Yellow · normal computer", "11"], 6)  # planted: Bo's, early
    assert early.frame(["Bo", "Yellow · normal computer", "11"], 5) == []  # (honest)
    assert early.counted() == []
    found = early.frame(["Cy", "Green · normal computer", "2"], 6)
    assert found == [] and early.landing == []  # move 6 judged against Cy's: none of it
    early.moved(["Cy", "Green · normal computer", "2", "Bo"], 7)
    assert early.frame(["Bo", "Yellow · normal computer", "7"], 7) == [(7, ["Bo"])]
    assert early.counted() == [(7, ["Bo"])] and early.counted() == []


def told(texts: dict[str, str], width: int, px: int = 20):
    """The phrases a frame tells that draws each part's text wrapped to `width` (the
    header's line between its phrases, as the header breaks it), and its lines."""
    with record.recorded_text() as rec:
        for name, text in texts.items():
            wrap = draw.wrap_phrases if name == "header" else draw.wrap_px
            with record.part(name):
                for line in wrap(text, px, width):
                    draw.render_text(line, px, (255, 255, 255))
    return reading.told_phrases(rec.lines, rec.wraps.values()), [t for _p, _px, t in rec.lines]


def test_a_landing_frame_telling_its_own_moment_is_not_early():
    """The landing frame tells the mover's moment: the mover's card, wrapped, begins
    with the line the next card's begins with ("Move one pawn"), and its header names the
    mover's colour, which the decision's narrow header left to the token ("your
    choice" alone; the same seat decides next, "White · your turn"). Phrases, not
    fragments, and the header in every form: nothing early."""
    card = "Move one pawn forward 7, or split the 7 between two pawns."
    decision, _ = told({"header": "your choice", "panel": card}, 400)
    decision |= reading.phrases(["You", "White · your choice", "your choice"])  # its forms
    width = draw.px_width("Move one pawn", 20) + 4
    landing, drawn = told({"header": "White", "panel": card}, width)
    after, next_drawn = told(
        {"header": "White · your turn", "panel": "Move one pawn forward 12."}, width
    )
    assert "Move one pawn" in drawn and "Move one pawn" in next_drawn  # (a fragment both draw)
    assert "White" in drawn and "White" in next_drawn
    assert {"white", "your turn", "move one pawn forward 12"} <= after
    early = reading.Early()
    early.frame(decision, 4)
    early.moved(landing, 5)
    assert early.frame(after, 5) == [] and early.counted() == []
    # the next seat's card told while the move lands: early
    early.frame(decision, 4)
    early.moved(landing | after, 5)
    assert early.frame(after, 5) == [(5, ["move one pawn forward 12", "your turn"])]


def test_a_landing_frame_at_large_text_tells_its_own_moment():
    """A seeded Sorry, King! game at 200 %: a landing frame after a seat's choice names
    its colour in full where the decision's header had no room for it; not stale."""
    figures = layout_bench.play("king", (1280, 800), 200, 1, False, max_actions=20)
    assert not [what for _w, k, what in figures.notes if k == "stale"]


# --- B: bad breaks -----------------------------------------------------------------------
def wrapped_frame(text: str, width: int, px: int = 20):
    """`text` wrapped to `width` and drawn in the prompt, as the bench reads it."""
    with record.recorded_text() as rec:
        with record.part("prompt"):
            for line in draw.wrap_px(text, px, width):
                draw.render_text(line, px, (255, 255, 255))
    return reading.read_frame(rec, draw.px_width).breaks


def planted(lines: list[str], breaks: list[str] | None = None, width: int = 400):
    """`lines` drawn in the prompt as one wrap broken as given (a wrap function that
    breaks badly, planted: the table's own wrap does not)."""
    with record.recorded_text() as rec:
        with record.part("prompt"):
            kinds = breaks or ["space"] * (len(lines) - 1)
            record.note_wrap(" ".join(lines), lines, width, 20, False, kinds)
            for line in lines:
                draw.render_text(line, 20, (255, 255, 255))
    return reading.read_frame(rec, draw.px_width).breaks


def test_a_break_before_a_separator_is_bad():
    assert planted(["Red moves", "· may beat"]) == ["before '·': 'Red moves / · may beat'"]
    width = draw.px_width("Red moves", 20) + 2
    assert wrapped_frame("Red moves · may beat", width) == []  # the wrap keeps it
    assert wrapped_frame("Red moves and may beat", width) == []


def test_a_break_inside_a_parenthesis_or_a_quotation_is_bad():
    assert planted(["Choose cards to lead (all", "of one rank)"]) == [
        "inside ( ): 'Choose cards to lead (all / of one rank)'"
    ]
    assert planted(['Save as "My', 'game" now']) == ["inside quotes: 'Save as \"My / game\" now'"]
    width = draw.px_width("Choose cards to lead (all", 20) + 1
    assert wrapped_frame("Choose cards to lead (all of one rank)", width) == []
    assert wrapped_frame('Save as "My game" now', draw.px_width('Save as "My', 20) + 1) == []
    assert wrapped_frame("Ann's pawn and the knight", draw.px_width("Ann's pawn", 20) + 1) == []


def test_a_break_inside_a_word_is_bad_and_only_that():
    breaks = planted(["opponent", "'s pawn"], ["word"])
    assert breaks == ["inside a word: 'opponent / 's pawn'"]  # and no quotation after it


def test_a_word_left_alone_the_line_above_had_room_for_is_bad():
    lines = ["Choose a card", "first"]
    with record.recorded_text() as rec:
        record.note_wrap(" ".join(lines), lines, 400, 20, False, ["space"])
        for line in lines:
            draw.render_text(line, 20, (255, 255, 255))
    breaks = reading.read_frame(rec, draw.px_width).breaks
    assert breaks == ["one word left alone: 'Choose a card / first'"]
    # a greedy wrap never leaves one: the word did not fit
    assert wrapped_frame("Choose a card first", draw.px_width("Choose a card", 20) + 1) == []


def test_a_short_word_alone_in_the_middle_is_bad():
    """Issue 39: a card's words at 800x600 and 200 % read "Move one / pawn / forward
    12.": a line between two others holding one short word counts; a word that fills
    half its line or more does not, nor one alone on the first line, nor the table's
    own wrap of the same words (it breaks them otherwise)."""
    width = draw.px_width("forward 12.", 20) + 2
    breaks = planted(["Move one", "pawn", "forward 12."], width=width)
    assert breaks == ["one word alone mid-paragraph: 'Move one / pawn / forward 12.'"]
    assert planted(["Move", "one pawn", "forward 12."], width=width) == []
    long = draw.px_width("forward", 20) + 20
    assert planted(["Move one", "forward", "12 squares"], width=long) == []
    assert wrapped_frame("Move one pawn forward 12.", width) == []


def test_the_headers_lines_packed_by_hand_are_read_as_a_wrap():
    """Issue 39: the header packs its line by hand at large text ("computer / makes / a
    chess move" at 800x600 and 200 %): `draw.note_lines` records it, and B counts it."""
    lines = ["computer", "makes", "a chess move"]
    width = draw.text_width("a chess move", 20) + 4
    surface = pygame.Surface((400, 200))
    with record.recorded_text() as rec:
        with record.part("header"):
            draw.note_lines(lines, 20, width)
            for k, line in enumerate(lines):
                draw.blit_text(surface, line, 20, (255, 255, 255), (0, 30 * k))
    breaks = reading.read_frame(rec, draw.px_width).breaks
    assert breaks == ["one word alone mid-paragraph: 'computer / makes / a chess move'"]


def test_a_label_on_two_lines_beside_one_on_one_is_bad():
    with record.recorded_text() as rec:
        record.note_wrap("Hint (H)", ["Hint (H)"], 90, 0, True, [], (10, 500, 90, 40))
        record.note_wrap(
            "Menu (Esc)", ["Menu", "(Esc)"], 90, 0, True, ["space"], (110, 500, 90, 40)
        )
        for line in ("Hint (H)", "Menu", "(Esc)"):
            draw.render_text(line, 16, (255, 255, 255))
    breaks = reading.read_frame(rec, draw.px_width).breaks
    assert breaks == ["label on two lines beside 'Hint (H)': 'Menu / (Esc)'"]


def test_a_wrap_only_measured_is_not_the_frames():
    with record.recorded_text() as rec:
        draw.wrap_px("lead (all of one rank)", 20, draw.px_width("lead (all", 20) + 1)
        draw.render_text("lead (all of one rank)", 20, (255, 255, 255))  # drawn on one line
    assert reading.read_frame(rec, draw.px_width).breaks == []


def test_a_log_row_without_a_verb_is_a_bad_break():
    """The move log's rows are set by `logrows`, not wrapped: the bench read none of
    them and counted 0 while fresh eyes read "You [12] / ⬤3 moves 12". A row of the
    name and a card alone, with no verb to say (planted: the card's words begin with
    none), is counted; the same frame without it counts no log fault."""
    from sorry_game.engine.events import Mark
    from sorry_game.engine.logline import LogLine

    app, table, session = open_game()
    before = frame(table)
    assert not [b for b in kinds(before, "bad break") if b.startswith("log:")]
    line = LogLine(0, "You", (Mark("card", "12", "a 12"),))
    session.log.append(LogEntry.of(len(session.actions), line))
    planted = frame(table)
    assert planted.breaks == before.breaks + 1
    assert "log: no verb: 'You 12'" in kinds(planted, "bad break")
    app.close()


# --- E: entry lines ----------------------------------------------------------------------
def test_a_log_entry_drawn_on_three_lines_counts_three():
    app, table, session = open_game()
    before = frame(table)
    assert before.entries and max(before.entries) <= 2
    long = "You play a 4: Red pawn 1 moves 4 squares back, " * 3
    session.log.append(LogEntry(len(session.actions), 0, long.strip()))
    planted = frame(table)
    assert max(planted.entries) >= 3
    assert layout_bench.statistics.fmean(planted.entries) > layout_bench.statistics.fmean(
        before.entries
    )
    assert any(kind.startswith("entry on") for _w, kind, _t in planted.notes)
    app.close()


# --- the text scale and the smallest board text at 200 % -------------------------------------
def test_board_words_smaller_at_200_percent_are_seen(monkeypatch):
    from sorry_game.app.plugins.classic.plugin import ClassicPlugin

    real = ClassicPlugin.draw

    def draw_with_a_label(self, surface, view, ui):
        real(self, surface, view, ui)
        draw.render_text("HOME", int(20 / self.mark_scale), (255, 255, 255))  # shrinks

    monkeypatch.setattr(ClassicPlugin, "draw", draw_with_a_label)
    figures = layout_bench.Figures("classic", (1280, 800))
    for scale in (100, 200):
        figures.add(layout_bench.play("classic", (1280, 800), scale, 2, False, max_actions=6))
    ratio, small, base = figures.large_text()
    assert ratio > 1.2
    assert small == 10 and base <= 20 and small < base
    assert figures.shrunk()
    assert "smallest board text 10 px" in figures.line()


def test_a_board_label_of_a_fixed_size_is_seen_not_grown(monkeypatch):
    """A label drawn at one size whatever the Text size (the number keys, the "x2"
    badges, a seat tag's words were): the smallest board text Y does not see it (the
    pawn numbers, smaller, grow), G counts it; without it G counts none of its kind."""
    from sorry_game.app.plugins.classic.plugin import ClassicPlugin

    real = ClassicPlugin.draw

    def draw_with_a_label(self, surface, view, ui):
        real(self, surface, view, ui)
        draw.render_text("Safe 1st", 30, (255, 255, 255))  # 30 px at every Text size

    def measured():
        figures = layout_bench.Figures("classic", (1280, 800))
        for scale in (100, 200):
            figures.add(layout_bench.play("classic", (1280, 800), scale, 2, False, max_actions=6))
        return figures

    clean = measured()
    monkeypatch.setattr(ClassicPlugin, "draw", draw_with_a_label)
    planted = measured()
    _ratio, small, base = planted.large_text()
    assert small >= base  # Y >= Z: the smallest board text misses it
    assert "Safe 1st" in planted.not_grown() and "Safe 1st" not in clean.not_grown()
    assert len(planted.not_grown()) == len(clean.not_grown()) + 1
    assert f"not grown G {len(planted.not_grown())}" in planted.line()


# --- the phone page ------------------------------------------------------------------------
def test_the_phone_page_saying_a_line_twice_is_counted():
    message = {
        "seat": 0,
        "names": ["You", "Ada"],
        "yours": False,
        "decider": 1,
        "public": "Red moves with two 1s (2 left)",
        "private": {"lines": ["Red moves with two 1s (2 left)", "Cards in hand: Red 5, Blue 6"]},
        "log": [],
        "picks": [],
    }
    said = reading.phone_said_twice(message, "Red", "Sorry My Ass!")
    assert [(p.text, p.parts) for p in said] == [
        ("red moves with two 1s 2 left", ("box", "public"))
    ]
    message["public"] = "Red is moving"
    assert reading.phone_said_twice(message, "Red", "Sorry My Ass!") == []


def test_every_games_phone_pages_are_read():
    for game_id in ("classic", "president", "king", "revenge"):
        pages, _said = layout_bench.phone_pages(game_id, 1, max_actions=5)
        assert pages >= 6


def test_the_tips_bubble_counts_as_board_text():
    """The tip's bubble on the board (the guided game's, F1's) counts in the smallest
    board text: a bubble drawn at 10 px is seen."""
    with record.recorded_text() as rec:
        with record.part("board"):
            record.note_line(20, "HOME")
        with record.part("message:tip"):
            record.note_line(10, "You are Red.")
    assert reading.read_frame(rec, draw.px_width).board_px == 10


def test_a_kept_card_face_still_tells_its_words():
    """Sorry! Revenge's card words are painted once and kept: drawn again while the
    bench records, the face tells its words (the smallest board text counts them)."""
    from sorry_game.app.plugins.revenge.cards import CardPainter
    from sorry_game.app.theme import default_theme

    painter = CardPainter(draw.Palette(default_theme()))
    painter.face("take2", 60, 84)  # kept
    with record.recorded_text() as rec:
        with record.part("board"):
            painter.face("take2", 60, 84)
    words = [t for part, _px, t in rec.lines if part == record.CARD]
    assert any("two" in t.lower() or "draw" in t.lower() for t in words), words
    assert reading.read_frame(rec, draw.px_width).board_px > 0


def test_a_log_that_drew_no_row_is_idle_and_the_drawers_handle_is_not():
    """I (idle panel): the drawer's handle is a part of the panel; a move log's box that
    drew no row (its newest entry did not fit) holds nothing."""
    from sorry_game.app.table import columns

    # (a game's part under the header: the players' rows do not fit above the handle,
    # the column shows the log's newest entries there)
    parts = columns.PanelParts(lambda _w, _u: 80, prompt="Choose a pawn to move.")
    lay = columns.layout_panel(pygame.Rect(0, 0, 236, 576), True, parts, 4, drawer=26)
    assert lay.handle.height > 0 and lay.log.height > 0 and lay.players.height == 0
    shown = layout_bench.idle_share(lay, 3)
    empty = layout_bench.idle_share(lay, 0)
    assert empty >= shown + lay.log.height / 576 - 0.05
    lay.handle.height = 0  # without the handle, its room is idle
    assert layout_bench.idle_share(lay, 3) > shown
