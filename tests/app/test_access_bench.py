"""`bench/access.py` run small (issue 32): every control reached by keys, the focus ring
at 3:1, no two seats told apart by colour alone, text twice as tall at 200 % — and the
bench catches each of these when it is broken."""

from __future__ import annotations

import pygame
import pytest

from sorry_game.app.table.plugin import SeatLook
from sorry_game.games.catalogue import all_games
from tests.bench_scripts import bench_script

access = bench_script("access")
GAMES = [g.id for g in all_games() if g.id != "toy"]


def test_a_small_run_meets_every_target():
    """One game's whole walk at 1280x800 (every screen, 100 % and 200 %, default theme)."""
    figures = access.run("classic", quick=True)
    assert figures.controls > 100
    assert figures.unreachable == 0, figures.notes
    assert figures.contrast >= 3, figures.notes
    assert not figures.clashes, figures.notes
    assert figures.text_scale >= 1.8, figures.notes


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("theme", ["classic-round", "high-contrast", "colour-safe"])
def test_every_table_is_reached_by_keys_and_tells_seats_apart(game_id, theme):
    figures = access.Access(game_id)
    access.table(game_id, (800, 600), 100, theme, figures, seed=2)
    assert figures.controls > 0
    assert figures.unreachable == 0, figures.notes
    assert figures.contrast >= 3, figures.notes
    assert not figures.clashes, figures.notes


def test_the_walk_counts_controls_no_key_reaches(monkeypatch):
    """With Tab and the arrows going nowhere, the title's buttons are unreachable (all
    but the one a key shows the focus on first: the likeliest choice)."""
    from sorry_game.app.widgets.form import Form

    monkeypatch.setattr(Form, "tab_target", lambda self, focus, delta: None)
    monkeypatch.setattr(Form, "arrow_target", lambda self, focus, dx, dy: None)
    figures = access.Access("classic")
    app = access.new_app((1280, 800), 100, "classic-round")
    try:
        app.go("title")
        app.step([])
        app.top.form.set_focus(None, visible=False)  # nothing shown at open either
        access.measure(app, figures, "title")
    finally:
        app.close()
    assert figures.controls >= 5
    assert figures.unreachable >= figures.controls - 1


def test_a_faint_ring_and_alike_seats_are_caught():
    """A one-tone ring close to what it surrounds is under 3:1; two seats of one grey with
    small or equal marks clash, and differ once their marks are 12 px and distinct."""
    shown, hidden = pygame.Surface((200, 120)), pygame.Surface((200, 120))
    rect = pygame.Rect(50, 40, 100, 40)
    for surface in (shown, hidden):
        surface.fill((40, 60, 90))
    pygame.draw.rect(shown, (60, 80, 110), rect.inflate(8, 8), 3)
    assert access.ring_contrast(shown, hidden, rect) < 3
    pygame.draw.rect(shown, (250, 250, 250), rect.inflate(8, 8), 4)
    assert access.ring_contrast(shown, hidden, rect) >= 3

    red, green = (200, 40, 40), (40, 130, 40)  # 0.38 and 0.38 in grey
    alike = [SeatLook(0, "pawn", red, "circle", 8), SeatLook(1, "pawn", green, "square", 8)]
    assert access.clashes(alike) == {("pawn", 0, 1)}
    marked = [SeatLook(0, "pawn", red, "circle", 12), SeatLook(1, "pawn", green, "square", 12)]
    assert access.clashes(marked) == set()
    same = [SeatLook(0, "pawn", red, "circle", 20), SeatLook(1, "pawn", green, "circle", 20)]
    assert access.clashes(same) == {("pawn", 0, 1)}
