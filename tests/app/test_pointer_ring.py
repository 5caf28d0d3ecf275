"""The guided game's ring hugs what it points at (issue 39): it spilled over the hand
tray's edge and crossed the card's "x2" badge and number key. It stays inside its room
(the tray), drawn in from the edge, and passes under the target and the other options
(their keys and badges): not one of their pixels changes."""

from __future__ import annotations

import pygame
import pytest
from table_helpers import make_app

from sorry_game.app.draw import Palette, mix
from sorry_game.app.table import coach as coach_module
from sorry_game.app.table.tips import draw_pointer
from sorry_game.app.tutorial import screenshot_scene

BACK = (20, 30, 40)


def test_the_ring_stays_in_its_room_and_under_what_it_rings():
    """A card at the tray's right edge, a neighbour's badge beside it: the ring is drawn,
    in the highlight, and touches nothing outside the tray, nothing of the card (with its
    key and badge) and nothing of the neighbour's badge."""
    pygame.init()
    app = make_app((400, 300))
    pal = Palette(app.theme)
    surface = pygame.Surface((400, 300))
    surface.fill(BACK)
    tray = pygame.Rect(20, 100, 300, 120)
    target = pygame.Rect(250, 108, 68, 108)  # to the tray's right and lower edges
    badge = pygame.Rect(226, 102, 26, 16)  # the neighbour's "x2", in the gap
    for r, colour in ((tray, (40, 50, 60)), (target, (250, 250, 240)), (badge, (0, 90, 200))):
        surface.fill(colour, r)
    before = surface.copy()
    draw_pointer(
        surface, pal, target, pygame.Rect(0, 0, 10, 10), 0.3, 20, False, False, tray, [badge]
    )
    changed = [
        (x, y)
        for x in range(400)
        for y in range(300)
        if surface.get_at((x, y)) != before.get_at((x, y))
    ]
    assert changed  # a ring is drawn
    assert any(surface.get_at(p)[:3] == pal["highlight"] for p in changed)
    assert all(tray.collidepoint(p) for p in changed)  # not over the tray's edge
    assert not any(target.collidepoint(p) or badge.collidepoint(p) for p in changed)
    app.close()


@pytest.mark.parametrize("scale", [100, 200])
@pytest.mark.parametrize("size", [(800, 600), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game_id", ["president", "revenge"])
def test_the_guided_games_ring_round_a_hand_card_keeps_to_its_tray(
    game_id, size, scale, monkeypatch
):
    """The guided game's first step points at a card of the hand: its ring is drawn
    inside the hand's room (Sorry My Ass!'s tray, Revenge's tableau) and under every
    option's key and badge."""
    calls: list[tuple] = []
    real = coach_module.draw_pointer

    def spy(surface, pal, target, box, *args):
        before = surface.copy()
        real(surface, pal, target, box, *args)
        calls.append((before, surface.copy(), pygame.Rect(target), args))

    monkeypatch.setattr(coach_module, "draw_pointer", spy)
    app = make_app(size)
    app.set_ui_scale(scale)
    scene = screenshot_scene(app, game_id)
    app.push(scene)
    app.step([])
    calls.clear()
    scene.draw(pygame.Surface(app.size))
    assert calls
    before, after, target, args = calls[-1]
    room, under = args[4], args[5]
    step = scene.coach.guide.step
    card = next(t for t in scene.options.targets if t.kind != "alias" and step.matches(t.choice))
    assert room is not None and card.room is not None and room == card.room
    keep = [target, *under]
    w, h = app.size
    ring = [
        (x, y)
        for x in range(max(0, target.left - 30), min(w, target.right + 30))
        for y in range(max(0, target.top - 30), min(h, target.bottom + 30))
        if after.get_at((x, y)) != before.get_at((x, y))
    ]
    assert ring
    near = [p for p in ring if not scene.coach.box.rect.collidepoint(p)]
    # the tray's bare floor between the options' boxes is the ring's (their boxes
    # touch): nothing drawn there is covered
    floor = before.get_at((target.centerx, (room.top + target.top) // 2))
    held = [p for p in near if before.get_at(p) != floor]
    assert not any(any(r.collidepoint(p) for r in keep) for p in held)
    app.set_ui_scale(100)
    app.close()


@pytest.mark.parametrize("scale", [100, 200])
@pytest.mark.parametrize("size", [(800, 600), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_ring_round_the_2s_has_all_four_sides(size, scale, monkeypatch):
    """Issue 39: Sorry My Ass!'s first guided step rings the 2s, the hand's last rank;
    the ring's left side ran between their box and their neighbour's (which touch) and
    the neighbour drawn back over it erased it: the frame had no left edge. Along a line
    from the target's middle out through each side, the ring's bands are drawn."""
    calls: list[tuple] = []
    real = coach_module.draw_pointer

    def spy(surface, pal, target, box, *args):
        real(surface, pal, target, box, *args)
        calls.append((surface.copy(), pygame.Rect(target), args[4], pal["highlight"]))

    monkeypatch.setattr(coach_module, "draw_pointer", spy)
    app = make_app(size)
    app.set_ui_scale(scale)
    scene = screenshot_scene(app, "president")
    app.push(scene)
    app.step([])
    calls.clear()
    scene.draw(pygame.Surface(app.size))
    after, target, room, ink = calls[-1]
    ink = tuple(ink)[:3]
    cx, cy = target.center
    lines = {
        "left": [(x, cy) for x in range(room.left, target.left)],
        "right": [(x, cy) for x in range(target.right, room.right)],
        "top": [(cx, y) for y in range(room.top, target.top)],
        "bottom": [(cx, y) for y in range(target.bottom, room.bottom)],
    }
    # the ring's dark band (the cards' edges are in the highlight too)
    shade = tuple(mix(ink, (0, 0, 0), 0.65))[:3]
    for side, line in lines.items():
        assert any(after.get_at(p)[:3] == shade for p in line), side
        assert any(after.get_at(p)[:3] == ink for p in line), side
    app.set_ui_scale(100)
    app.close()


@pytest.mark.parametrize("unit", [16, 32])
def test_a_square_that_is_its_own_room_is_ringed_inside_it(unit):
    """King's e2 (its `Target.room` the square itself): the ring is a frame inside the
    square, in the highlight, and not one pixel of the squares beside it (d2, f2, e1:
    their pieces) changes (it stood round the square and covered half of them)."""
    pygame.init()
    app = make_app((400, 300))
    pal = Palette(app.theme)
    surface = pygame.Surface((300, 300))
    square = pygame.Rect(120, 120, 56, 56)
    for dx in (-1, 0, 1):
        for dy in (-1, 0, 1):
            r = square.move(dx * 56, dy * 56)
            surface.fill((240, 235, 220) if (dx + dy) % 2 == 0 else (130, 150, 170), r)
    before = surface.copy()
    draw_pointer(
        surface, pal, square, pygame.Rect(0, 0, 10, 10), 0.3, unit, False, False, square, []
    )
    changed = [
        (x, y)
        for x in range(300)
        for y in range(300)
        if surface.get_at((x, y)) != before.get_at((x, y))
    ]
    assert changed and all(square.collidepoint(p) for p in changed)
    assert any(tuple(surface.get_at(p))[:3] == tuple(pal["highlight"])[:3] for p in changed)
    app.close()


def test_kings_squares_and_ring_cells_are_their_own_room():
    """King's plugin gives each square (and each cell of the checkers' ring) as the
    room of its guided-game ring."""
    app = make_app((1280, 800))
    scene = screenshot_scene(app, "king")
    found = [t for t in scene.options.targets if t.choice.kind in ("square", "checker")]
    assert found and all(t.room == t.rect for t in found)
    app.close()
