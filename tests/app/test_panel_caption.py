"""The panel's caption beside the card, broken between its phrases only (fresh eyes at
1280x800 200 %): Sorry My Ass!'s panel read "To / beat: two / SORRY!s / played / by Bo"
("To" alone on a line) and "Two / SORRY!s / won / played / by Bo"; Sorry! Revenge's
"You / play it" said nothing the card's face did not. Each caption is drawn as
`bench/layout.py` reads it (`draw/record.py`, `bench/reading.py`)."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest
from bench_scripts import bench_script
from table_helpers import human_decision

from sorry_game.app.draw import caption_lines, px_width, record, wrap_caption
from sorry_game.app.draw.typeset import pack_phrases

reading = bench_script("reading")

SIZES = [(800, 600), (1280, 800)]
SCALES = [100, 200]


@pytest.fixture(autouse=True)
def _inline_ai(monkeypatch):
    monkeypatch.setenv("SORRY_GAME_INLINE_AI", "1")


def panel_captions(draw) -> list:
    """The captions (wraps recorded with their phrases) `draw()` draws in the panel (as
    the bench reads a frame: the wraps drawn, not those only tried)."""
    with record.recorded_text() as rec, record.part("panel"):
        draw()
    drawn = reading.drawn_wraps(rec.lines, rec.wraps.values())
    return [w for w in drawn if w.phrases and w.part == "panel"]


def faults(wraps) -> list[str]:
    """What the bench reads as bad in these captions: a phrase split, a short word
    alone on a line."""
    out = []
    for w in wraps:
        fit = lambda text, w=w: px_width(text, w.px, w.bold)  # noqa: E731
        out += reading.caption_breaks(w, fit) + reading.bad_breaks(w, fit)
    return out


def test_a_caption_breaks_between_its_phrases_and_the_bench_sees_a_split():
    """'two SORRY!s' and 'played by Bo' stay whole where they fit a line; the old wrap
    ("To / beat: two / SORRY!s") is a bad break to the bench, the new one none."""

    def w(t: str) -> int:
        return len(t)

    assert pack_phrases(["To beat:", "two SORRY!s"], w, 12) == ["To beat:", "two SORRY!s"]
    assert pack_phrases(["To beat:", "two 5s", "played by Bo"], w, 16) == [
        "To beat: two 5s",
        "played by Bo",
    ]
    old = record.Wrapped(
        "To beat: two SORRY!s",
        ("To", "beat: two", "SORRY!s"),
        99,
        20,
        True,
        "panel",
        ("space", "space"),
        phrases=("To beat:", "two SORRY!s"),
    )
    said = reading.caption_breaks(old, None)
    assert any("inside 'To beat:'" in f for f in said), said
    assert any("one short word alone" in f for f in said), said
    new = replace(old, lines=("To beat:", "two SORRY!s"), breaks=("space",))
    assert reading.caption_breaks(new, None) == []
    # a phrase wider than the line is told to the caller (it draws smaller)
    lines, whole = wrap_caption(["To beat:", "two SORRY!s"], 20, 60, True)
    assert not whole and len(lines) >= 3
    assert caption_lines("Ada moves the 11", 20, 60, True)[1]  # a sentence: wrapped as one


def beating(table) -> bool:
    game = table.view.game
    return game.phase == "play" and bool(game.trick) and table.view.decider in table.humans


@pytest.mark.parametrize("scale", SCALES)
@pytest.mark.parametrize("size", SIZES)
def test_P7_sorry_my_ass_caption_keeps_to_beat_the_play_and_who_whole(size, scale):
    """'To beat:', the play ('two 5s') and 'played by Bo' each on one line, none a
    lone short word; and as the trick is taken, 'Unbeaten:' and the play likewise (who
    takes it is the news's)."""
    from sorry_game.app.table.frame import table_ui
    from sorry_game.games.president.cards import play_text
    from sorry_game.games.president.events import TrickWon

    app, table = human_decision("president", 5, beating, size=size, scale=scale)
    top = table.view.game.trick[-1]
    play = play_text(top.card, top.count)
    who = table.session.names()[top.seat]
    surface = pygame.Surface(table.size)
    wraps = panel_captions(lambda: table.draw(surface))
    lines = [line for w in wraps for line in w.lines]
    assert faults(wraps) == [], [w.lines for w in wraps]
    assert any(line.startswith("To beat:") for line in lines), lines
    assert any(line.endswith(play) for line in lines), lines
    assert f"played by {who}" in lines, lines
    # the move that takes the trick lands: the play won (its moment)
    plugin = table.plugin
    ui = table_ui(table)
    taken = TrickWon(player=top.seat, card=top.card, count=top.count, leader=top.seat)
    ui = replace(ui, told=table.view, last_events=[taken], hover=None, focus=None)
    wraps = panel_captions(lambda: plugin.draw_panel(surface, table.view, ui))
    lines = [line for w in wraps for line in w.lines]
    assert faults(wraps) == [], [w.lines for w in wraps]
    assert any(line.startswith("Unbeaten:") for line in lines), lines
    assert any(line.endswith(play) for line in lines), lines
    app.close()


def revenge_choice(table) -> bool:
    return table.human_input() and any(t.choice.kind == "card" for t in table.options.targets)


@pytest.mark.parametrize("scale", SCALES)
@pytest.mark.parametrize("size", SIZES)
def test_revenge_you_play_names_the_card_and_keeps_its_phrases(size, scale):
    """As the person at the screen plays a card, the heading beside it names it ('You
    play the 7', 'You play Take 2'), 'You play' and the card's name each whole."""
    from sorry_game.app.plugins.revenge.cards import card_name
    from sorry_game.app.table.frame import table_ui
    from sorry_game.engine.picking import Choice

    app, table = human_decision("revenge", 7, revenge_choice, size=size, scale=scale)
    target = next(t for t in table.options.targets if t.choice.kind == "card")
    code = str(target.choice.key)
    ui = table_ui(table)
    ui = replace(ui, hover=None, focus=None, chosen=[Choice("card", code)], told=table.view)
    surface = pygame.Surface(table.size)
    wraps = panel_captions(lambda: table.plugin.draw_panel(surface, table.view, ui))
    lines = [line for w in wraps for line in w.lines]
    assert faults(wraps) == [], [w.lines for w in wraps]
    name = card_name(code)
    heading = f"You play the {name}" if name.isdigit() else f"You play {name}"
    assert " ".join(lines) == heading, lines
    assert "You play" in lines or any(line.startswith("You play ") for line in lines), lines
    assert any(line.endswith(name) for line in lines), lines
    assert "it" not in " ".join(lines).split()
    app.close()
