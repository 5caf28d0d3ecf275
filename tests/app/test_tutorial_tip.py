"""The guided game's tip at every step, in every game, at 800x600 and 1280x800, text
100 % and 200 %: it never covers what its step is about (the choice it points at, the
places its words explain: Revenge's total, your seat's tag), and its words are said
once (no phrase of the tip drawn by another part of the screen at the same time)."""

from __future__ import annotations

import pygame
import pytest
from bench_scripts import bench_script
from table_helpers import click_at, make_app, step_idle

from sorry_game.app.draw import record
from sorry_game.app.table import panel, places
from sorry_game.app.table.guide import tutorial_for
from sorry_game.app.table.overlays import covered_share, free_spot, text_size
from sorry_game.app.tutorial import open_tutorial
from sorry_game.games.catalogue import get_game

GUIDED = ("classic", "president", "king", "revenge")
reading = bench_script("reading")


@pytest.fixture(autouse=True)
def _inline_ai(monkeypatch):
    monkeypatch.setenv("SORRY_GAME_INLINE_AI", "1")


def each_step(game_id: str, size: tuple[int, int], scale: int):
    """(table, frame's recorded text) at each step of the guided game, the step's
    choice then clicked (the real table, at `size` and text `scale` %)."""
    app = make_app(size)
    app.settings.ui_scale = scale
    table = open_tutorial(app, game_id)
    guide = table.coach.guide
    surface = pygame.Surface(app.size)
    for _ in range(len(guide.tutorial.steps)):
        for _frame in range(3000):
            if app.top is table and table.human_input() and table.forced_in is None:
                break
            step_idle(app)
        table.options.focus_visible = False
        app.step([], dt=0.01)
        with record.recorded_text() as rec:
            table.draw(surface)
        yield table, rec
        pointed = guide.pointed(table.options)
        assert pointed is not None, f"step {guide.index} points at nothing"
        app.step(click_at(pointed.rect.center))
    app.close()


@pytest.mark.parametrize("game_id", GUIDED)
@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
@pytest.mark.parametrize("scale", [100, 200])
def test_the_tip_never_covers_what_its_step_is_about(game_id, size, scale):
    """The tip's box touches neither its step's choice nor the places the step explains
    (Revenge's TOTAL dial while it teaches the total, your own seat's tag while it
    says you lead), at every step."""
    script = tutorial_for(get_game(game_id))
    abouts = {name for step in script.steps for name in step.about}
    for n, (table, _rec) in enumerate(each_step(game_id, size, scale)):
        step = script.steps[n]
        box = table.coach.box
        assert box is not None and table.coach.pointed is not None
        spots = table.plugin.spots(table.view)
        assert set(step.about) <= set(spots), f"{step.about} not among {sorted(spots)}"
        targets = table.coach.targets(table)
        assert len(targets) == 1 + len(step.about)
        for target in targets:
            assert not box.rect.colliderect(target), (n, step.text, box.rect, target)
        if not box.in_panel:  # beside the panel (never over its words), else in it
            assert box.rect.right < table.panel_rect.left or box.rect.bottom < table.panel_rect.top
    # the places named exist in the game's plugin (a misspelt name protects nothing)
    assert abouts <= set(spots)


def test_a_free_place_stays_on_its_stage():
    """A thing to keep clear beyond the stage's edge (the tip's target, a button of the
    side panel) ends the free run at the stage's edge: the box never lands past it (the
    guided game's tip went over the panel's words at 1280x800 200 %)."""
    stage = pygame.Rect(4, 4, 616, 792)
    button = pygame.Rect(1045, 378, 103, 116)  # in the panel, right of the stage
    rect, _dist = free_spot((360, 358), stage, [button], button.center, 14)
    assert stage.contains(rect)


@pytest.mark.parametrize("game_id", GUIDED)
@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_the_tips_words_are_said_once(game_id, size):
    """A step's instruction is said by the tip alone: no phrase of three words of it is
    drawn at the same time by the header, the prompt, the panel or the board."""
    for n, (table, rec) in enumerate(each_step(game_id, size, 200)):
        blocks = reading.blocks_of(rec.lines, rec.wraps.values())
        tip = table.coach.guide.tutorial.steps[n].text
        assert any(tip.split()[0] in " ".join(texts) for texts in blocks.values())
        twice = reading.said_twice(blocks)
        assert twice == [], (n, tip, twice)


@pytest.mark.parametrize("game_id", GUIDED)
def test_the_guided_games_computers_are_named_as_a_new_game_names_them(game_id):
    """The guided game's computers take the names a new game gives its computers at the
    same colours (Setup's default: the colour as the theme names it), so the guided
    game reads like every game the player sets up."""
    from sorry_game.app.draw import uifont
    from sorry_game.app.scenes.setup.choices import Choices, SeatChoice
    from sorry_game.app.tutorial import tutorial_session

    game = get_game(game_id)
    script = tutorial_for(game)
    colours = game.default_colours(script.players)
    kinds = ["human" if i == script.seat else "computer" for i in range(script.players)]
    seats = [SeatChoice(kind, "easy", colours[i], "") for i, kind in enumerate(kinds)]
    previous = dict(uifont._SEAT_WORDS)
    uifont.set_seat_words({"Green": "Teal", "Blue": "Navy", "Black": "Ink"})
    try:
        new_game = Choices(game_id, script.players, seats).seats_in_order(game)
        named = {s.colour: s.name for s in new_game if s.kind == "computer"}
        guided = tutorial_session(game, script).seats
    finally:
        uifont.set_seat_words(previous)
    assert {s.colour: s.name for s in guided if s.kind == "computer"} == named
    assert [s.name for s in guided if s.kind == "human"] == ["You"]


def test_the_layout_bench_reads_every_step_of_the_guided_game(monkeypatch):
    """`bench/layout.py` reads the guided game at each of its steps (not its first tip
    alone): a tip that says the panel's phrase again counts as said twice."""
    import dataclasses

    from sorry_game.app.plugins.classic import tutorial as script

    layout = bench_script("layout")
    monkeypatch.setattr(layout, "SCREENS", ("tutorial",))
    steps = script.TUTORIAL.steps
    figures = layout.Figures("classic", (800, 600))
    layout.screen_frames("classic", (800, 600), 200, figures)
    assert figures.frames == len(steps) + 2  # and the pause menu, the title
    assert figures.said == 0, figures.notes
    # and how much of the board each step's tip hides (every tip in the panel: none)
    assert len(figures.tip_over) == len(steps) and max(figures.tip_over) <= 0.10
    assert "guided tip over the board 0 %" in figures.line()
    # the last step's tip as it was: "10 forward or 1 back", which the panel says
    said = dataclasses.replace(steps[-1], text="A 10 goes 10 forward or 1 back: take the 10.")
    monkeypatch.setattr(
        script, "TUTORIAL", dataclasses.replace(script.TUTORIAL, steps=(*steps[:-1], said))
    )
    figures = layout.Figures("classic", (800, 600))
    layout.screen_frames("classic", (800, 600), 200, figures)
    assert figures.said == 1 and "step 6" in str(figures.notes)


@pytest.mark.parametrize("game_id", GUIDED)
@pytest.mark.parametrize("scale", [100, 200])
def test_the_tip_leaves_the_board_it_teaches_in_view_at_800x600(game_id, scale):
    """Fresh eyes rated every 800x600 guided game 5 of 10: at 200 % text its tip lay over
    a quarter of the board (Sorry!'s draw pile and Blue's START, King's ranks 3-6,
    Revenge's Blue seat and pile), so the player could not see the position it
    describes. At every step the tip's box covers at most a tenth of the play area (the
    board with its hand or strips, Revenge's tableau), never the step's choice, and
    its words are never smaller than at 100 % (at 200 %: than the drawer column's
    least, `places.COLUMN_TIP_GROWS` times that)."""
    for n, (table, _rec) in enumerate(each_step(game_id, (800, 600), scale), 1):
        box, pointed = table.coach.box, table.coach.pointed
        assert box is not None and pointed is not None
        share = covered_share(box.rect, table.plugin.area)
        assert share <= 0.10, (game_id, scale, n, box.rect, f"{share:.0%}")
        assert not box.rect.colliderect(pointed.around), (n, box.rect)
        least = text_size(table.lay.base_u or table.lay.u)
        least = int(least * places.COLUMN_TIP_GROWS) if scale > 100 else least
        assert box.size >= least, (n, box.size, least)


@pytest.mark.parametrize("game_id", GUIDED)
@pytest.mark.parametrize("scale", [100, 200])
def test_the_headers_words_keep_inside_its_band_at_every_step_at_800x600(
    game_id, scale, monkeypatch
):
    """The header's name and its line below lie inside the band, its margin kept above
    and below, at every step (at 200 % the drawer's short header had "You" pressed
    against the band's top: the first thing a new player sees)."""
    drawn: list[tuple[str, pygame.Rect]] = []
    blit = panel.blit_text

    def spy(surface, content, *args, **kwargs):
        rect = blit(surface, content, *args, **kwargs)
        if record.current_part() == "header":
            drawn.append((content, rect))
        return rect

    monkeypatch.setattr(panel, "blit_text", spy)
    steps = 0
    for table, _rec in each_step(game_id, (800, 600), scale):
        band = table.lay.header
        margin = panel.header_margin(table.lay.u)
        inside = band.inflate(-2 * margin, -2 * margin)
        assert len(drawn) >= 2, drawn  # (the name and a line below)
        for content, rect in drawn:
            assert inside.contains(rect), (steps, content, rect, inside)
        drawn.clear()
        steps += 1
    script = tutorial_for(get_game(game_id))
    assert script is not None and steps == len(script.steps)
