"""Each fact said once, where the eye looks for it (issue 39): who decides and what they
must do in the header and the prompt, what is on the table on the board and in the
game's part of the panel, what happened in the log and the news. The texts drawn per
part are read as `bench/layout.py` reads them (`draw/record.py`, `bench/reading.py`)."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest
from bench_scripts import bench_script
from table_helpers import human_decision

from sorry_game.app.draw import record
from sorry_game.app.table import status

GAMES = ("classic", "president", "king", "revenge")

layout_bench = bench_script("layout")
reading = bench_script("reading")


@pytest.fixture(autouse=True)
def _inline_ai(monkeypatch):
    monkeypatch.setenv("SORRY_GAME_INLINE_AI", "1")


def said(table) -> list:
    """The phrases the table's frame says in two parts at once (as the bench reads it)."""
    with record.recorded_text() as rec:
        table.draw(pygame.Surface(table.size))
    return reading.said_twice(reading.blocks_of(rec.lines, rec.wraps.values()))


def parts_said(table) -> dict[str, str]:
    """Each part's words this frame, one string per part."""
    with record.recorded_text() as rec:
        table.draw(pygame.Surface(table.size))
    out: dict[str, str] = {}
    for part, _px, text in rec.lines:
        out[part] = f"{out.get(part, '')} {text}".strip()
    return out


@pytest.mark.parametrize("game_id", GAMES)
def test_a_seeded_game_says_no_phrase_twice_at_1280x800(game_id):
    """Through the first 120 moves of a seeded game — the human's decisions, the
    computers' turns, the news, the tips, the end — no phrase of three words is said
    by two of the header, the prompt, the panel, a message and the board at once; no
    message outlives its moment; no line breaks where a typesetter would not."""
    figures = layout_bench.play(game_id, (1280, 800), 100, 3, screens=False, max_actions=120)
    twice = [n for n in figures.notes if n[1] == "said twice" and "log" not in n[2]]
    assert twice == []
    assert figures.stale == 0, [n for n in figures.notes if n[1] == "stale"]
    assert figures.breaks == 0, [n for n in figures.notes if n[1] == "bad break"]


# --- the examples ------------------------------------------------------------------
def beating(table) -> bool:
    game = table.view.game
    return game.phase == "play" and bool(game.trick) and table.view.decider in table.humans


def test_P6_the_play_to_beat_is_said_once_and_its_card_stays_in_view():
    """Sorry My Ass! said 'two 5s to beat' four times at once (the header, the panel's
    title, the status line, the prompt), and the card beside 'To beat' turned into the
    player's own focused card."""
    app, table = human_decision("president", 5, beating)
    top = table.view.game.trick[-1]
    words = parts_said(table)
    assert said(table) == []
    assert "beat" not in words["header"].lower()  # who decides; the panel says the play
    assert "beat" not in words["prompt"].lower()
    assert words["panel"].lower().count("to beat") == 1
    # the player's card under the focus: the panel still shows the card to beat
    table.options.focus_visible = True
    target = next(t for t in table.options.targets if t.choice.kind == "card")
    table.options.focus = table.options.index_of([target.choice.ident])
    from sorry_game.app.plugins.president.panel import panel_words
    from sorry_game.app.table.frame import table_ui

    card, title, lines = panel_words(table.view, table_ui(table), table.session.names())
    assert card == top.card and title.startswith("To beat")
    if target.choice.key != top.card:
        assert any(line.startswith("Your ") for line in lines)
    app.close()


def test_K9_the_colour_change_is_asked_once():
    """Sorry, King!'s colour change gave its instruction twice (the header's 'choose a
    piece to turn black' and the prompt): the header says whose choice it is."""
    app, table = human_decision(
        "king", 3, lambda t: t.view.game.phase == "change", humans=(0, 1), frames=20000
    )
    words = parts_said(table)
    assert "turn" not in words["header"].split("·")[-1]
    assert "choose" in words["prompt"].lower()
    assert said(table) == []
    app.close()


def test_R2_the_revenge_panel_does_not_name_the_card_its_face_shows():
    """Revenge's panel repeated the card as a title ('8 / Adds 8 to the total') beside
    the card's face, and a face's words in its text."""
    from sorry_game.app.plugins.revenge.cards import FACES
    from sorry_game.app.plugins.revenge.panel import draw_panel
    from sorry_game.app.table.frame import table_ui
    from sorry_game.games.revenge.cards import CARDS

    app, table = human_decision("revenge", 2, lambda t: True)
    plugin = table.plugin
    names = plugin._names(table.view, table_ui(table))
    for kind in CARDS:
        choice = SimpleNamespace(kind="card", key=kind.code)
        ui = SimpleNamespace(
            hover=SimpleNamespace(choice=choice), chosen=[], last_events=[], unit=table.lay.u
        )
        with record.recorded_text() as rec:
            draw_panel(
                pygame.Surface(table.size),
                table.view,
                ui,
                plugin.palette,
                plugin.painter,
                names,
                plugin.panel_card,
                plugin.panel_text,
            )
        face = FACES.get(kind.code, ("", kind.label, ""))
        lines = [t for _p, _px, t in rec.lines]
        words = [t for t in lines if t not in face and t not in face[2]]  # beside the face
        assert kind.name not in words and kind.label not in words, (kind.code, lines)
        if face[2]:  # the words say what the face does not
            assert reading.said_twice({"face": [face[2]], "panel": words}) == [], lines
    app.close()


def test_the_tip_after_skip_tutorial_does_not_repeat_the_cards_rule():
    """The tip left up after Skip tutorial said the card's rule again, beside the
    panel's card."""
    from sorry_game.app.table.tips import tip_text
    from sorry_game.games.board.cards import CARD_TEXT

    app, table = human_decision("classic", 4, lambda t: t.view.game.card in CARD_TEXT)
    table.coach.on = True
    words = parts_said(table)
    card = table.view.game.card
    tip = tip_text(table.game, table.view, table.controller.options(), [], "")
    assert tip and CARD_TEXT[card].lower()[:20] not in tip.lower()
    assert said(table) == [], words
    app.close()


def test_the_header_says_who_decides_and_the_prompt_what_to_do():
    """A human deciding: the header says 'your turn' and no task (the prompt asks); a
    computer deciding: the header says its task, once."""
    app, table = human_decision("king", 2, lambda t: True)
    view = table.view
    head = status.header(view, table.session, table.game, True, False, 0.0, table.seat_rgb)
    assert view.turn_note and head.sub.endswith("your turn")  # "make a chess move": no
    assert table.prompt_line()[0] == table.controller.prompt()
    table.session.seats[view.decider].kind = "computer"  # a computer: the header says it
    head = status.header(view, table.session, table.game, False, True, 0.0, table.seat_rgb)
    assert head.sub.count(view.turn_note) == 1
    app.close()


def test_a_human_waited_for_is_told_the_task_or_to_get_ready_never_both():
    """Issue 39: 'White · get ready · make a chess move' (the news of a move up, the
    screen's human next) said two things where one does: the task, when there is one;
    'get ready' only without one. Its short form leaves the colour out."""
    app, table = human_decision("king", 2, lambda t: True)
    view = table.view
    head = status.header(view, table.session, table.game, False, False, 0.0, table.seat_rgb)
    assert view.turn_note and "get ready" not in head.sub, head.sub
    assert head.sub.endswith(view.turn_note) and head.brief == view.turn_note
    table.session.seats[view.turn].kind = "computer"
    head = status.header(view, table.session, table.game, False, False, 0.0, table.seat_rgb)
    level = table.session.seats[view.turn].level
    assert f"{level} computer" in head.sub and head.brief.startswith("computer · ")
    app.close()


@pytest.mark.parametrize("game_id", GAMES)
def test_the_phone_page_says_each_fact_once(game_id):
    """Sorry My Ass!'s page said 'Red moves with two 1s (2 left)' in its band and again
    in its box: every seat's page through a seeded game says no phrase twice."""
    pages, said_twice = layout_bench.phone_pages(game_id, max_actions=150)
    assert pages > 50 and said_twice == []


def test_K6_reserve_and_tours_are_said_by_the_strips_only():
    """Sorry, King!'s reserves and tours were said in the strips beside the board and
    again in the players' rows ("2 in reserve", the tour pips): the strips say them."""
    app, table = human_decision("king", 7, lambda t: True)
    words = parts_said(table)
    assert "in reserve" in words["board"] and "tours" in words["board"]
    assert "reserve" not in words["players"] and "tours" not in words["players"]
    rows = status.player_rows(
        table.view, table.session, table.game, table.seat_rgb, table.plugin.board_says
    )
    assert [row.goal for row in rows] == [0, 0]  # no tour pips in the rows
    app.close()


def test_P4_each_seats_cards_are_said_by_its_box_only():
    """Sorry My Ass! said each seat's cards in hand in its box round the board ("10
    cards", the backs and their count) and again in the players' rows."""
    app, table = human_decision("president", 7, lambda t: True)
    words = parts_said(table)
    counts = [str(seat.cards) for seat in table.view.seats]
    said = words["board"].split()
    assert all(c in said for c in counts), (counts, said)  # each box: the backs, a count
    assert "card" not in words["players"], words["players"]
    app.close()


def test_R3_the_total_is_said_by_the_dial_only():
    """Revenge said the running total on the dial in the table's centre and again as the
    panel's status line ("Total 10"): the dial says it."""
    app, table = human_decision("revenge", 7, lambda t: t.view.game.total > 0)
    words = parts_said(table)
    assert f"Total {table.view.game.total}" not in words["panel"], words["panel"]
    assert table.view.status == "" and table.lay.status.height == 0  # no empty line left
    assert str(table.view.game.total) in words["board"].split()
    app.close()


def test_P7_a_new_trick_leaves_no_empty_gap_under_its_title():
    """Sorry My Ass!'s panel kept a card's room (5.4 units) under "A new trick" with no
    card in it: the part is its title and one line, which the card the leader points
    at fills in its words (in short where the long ones take two lines), no picture."""
    from sorry_game.app.plugins.president.panel import NEW_TRICK, panel_words
    from sorry_game.app.table.frame import table_ui

    def leads(t) -> bool:
        return t.view.game.phase == "play" and not t.view.game.trick and t.view.turns > 4

    app, table = human_decision("president", 7, leads)
    assert parts_said(table)["panel"].startswith(NEW_TRICK)
    assert table.lay.plugin.height < 2.6 * table.lay.u, (table.lay.plugin, table.lay.u)
    table.options.focus_visible = True
    for target in (t for t in table.options.targets if t.choice.kind == "card"):
        table.options.focus = table.options.index_of([target.choice.ident])
        card, title, lines = panel_words(table.view, table_ui(table), table.session.names())
        assert card is None and title == NEW_TRICK and len(lines) == 1
        with record.recorded_text() as rec:
            table.draw(pygame.Surface(table.size))
        drawn = [t for p, _px, t in rec.lines if p == "panel"]
        assert drawn[0] == NEW_TRICK and drawn[1].startswith("Your "), drawn  # one line each
    app.close()


def test_R4_each_seats_cards_are_said_by_its_box_only():
    """Revenge said each seat's cards in hand by its box ("5 cards") and again in the
    players' rows."""
    app, table = human_decision("revenge", 7, lambda t: True)
    words = parts_said(table)
    counts = [str(seat.cards) for seat in table.view.seats]
    said = words["board"].split()
    assert all(c in said for c in counts), (counts, said)  # each box: the backs, a count
    assert "card" not in words["players"], words["players"]
    app.close()


def test_P4_every_seat_box_counts_its_cards_in_one_format():
    """Issue 39: the seat boxes said "11" beside the backs for the others and "6 cards"
    for You: every box draws the backs and the count, the viewer's too."""
    app, table = human_decision("president", 7, lambda t: True)
    said = parts_said(table)["board"]
    assert "cards" not in said.split(), said
    app.close()
