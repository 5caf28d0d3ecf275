"""Pixel tests of the rendered table: the board is drawn, every pawn's colour is where
its square is, and highlighted legal targets are where the engine says they are —
at 800x600, 1280x800 and 1920x1080, in both board layouts."""

from __future__ import annotations

import pygame
import pytest

from sorry_game.engine.interface import GameConfig
from sorry_game.games.board.geometry import BACKWARD, FORWARD, HOME, SAFETY_BASE, START
from sorry_game.games.board.moves import Move
from sorry_game.session import Seat, Session

SIZES = [(800, 600), (1280, 800), (1920, 1080)]


@pytest.fixture(autouse=True)
def _inline_ai(monkeypatch):
    monkeypatch.setenv("SORRY_GAME_INLINE_AI", "1")


def close(a, b, tol=60):
    return sum((int(x) - int(y)) ** 2 for x, y in zip(a[:3], b[:3], strict=False)) <= tol * tol


def near(surface, point, colour, radius=2, tol=60):
    x0, y0 = round(point[0]), round(point[1])
    w, h = surface.get_size()
    for dx in range(-radius, radius + 1):
        for dy in range(-radius, radius + 1):
            x, y = x0 + dx, y0 + dy
            if 0 <= x < w and 0 <= y < h and close(surface.get_at((x, y)), colour, tol):
                return True
    return False


def table_for(size, theme, seed=3, turns=30, humans=(0,), level="random"):
    from sorry_game.ai import make_agent
    from sorry_game.app.app import App

    app = App(size=size, theme=theme, audio=False)
    app.settings.speed = "instant"
    seats = [Seat(f"P{i}", "human" if i in humans else "computer", "normal", i) for i in range(4)]
    session = Session.new("classic", GameConfig(4), seed, seats)
    table = app.open_table(session)
    agent = make_agent(level, "classic", seed)
    for _ in range(turns):
        table.apply(agent.choose(session.state))
        table.animator.skip()
    table.land_now()
    table.news.banner = None
    return app, table


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("theme", ["classic-round", "classic-square"])
def test_pawns_drawn_at_their_squares(size, theme):
    """Every pawn is drawn where its square is: on the track, in SAFETY, and also in
    START and HOME, whose circles are already the pawn's colour. So each pawn's figure
    is found by what it adds: the table drawn without that one pawn differs from the
    table drawn with it over much of the figure, and its head is in its colour."""
    app, table = table_for(size, theme, turns=58, level="normal")
    surface = pygame.Surface(size)
    table.draw(surface)
    lay = table.plugin.board
    pal = table.palette
    # the board is drawn: track squares carry the track colour
    track_hits = sum(
        near(surface, (t.centre[0], t.centre[1] + lay.cell * 0.3), pal["track"], 1, 50)
        for t in lay.track
    )
    assert track_hits >= 30
    pos = table.state.view(None).game.board.pawns
    kinds = {"start" if p == START else "home" if p == HOME else "track" for p in pos}
    assert kinds == {"start", "home", "track"} and any(SAFETY_BASE <= p < HOME for p in pos)
    painter = table.plugin.painter
    draw_pawn = painter.draw_pawn
    r = lay.pawn_radius
    for pawn, p in enumerate(pos):
        x, y = lay.pawn_point(pawn, p)
        # the figure's head in its colour (left of its number)
        head = (x - r * 0.3, y - r * 0.62)
        assert near(surface, head, pal.player(pawn >> 2), 2, 70), (pawn, p, size)
        painter.draw_pawn = lambda s, layout, k, *rest, skip=pawn: (
            None if k == skip else draw_pawn(s, layout, k, *rest)
        )
        without = pygame.Surface(size)
        table.draw(without)
        del painter.draw_pawn
        # the head and body (a box of the pawn's own width, from its head to its base)
        box = pygame.Rect(round(x - 0.5 * r), round(y - r), round(r), round(1.5 * r))
        changed = sum(
            surface.get_at((i, j)) != without.get_at((i, j))
            for i in range(box.left, box.right)
            for j in range(box.top, box.bottom)
        )
        assert changed >= 0.7 * box.width * box.height, (pawn, p, size, changed)
    app.close()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("theme", ["classic-round", "classic-square"])
def test_highlighted_destinations_match_engine(size, theme):
    from sorry_game.ai import make_agent

    app, table = table_for(size, theme, seed=8, turns=0)
    session = table.session
    agent = make_agent("random", "classic", 1)
    # play until the human has ordinary moves on the track for two pawns, one of them
    # with two squares to go to (a pawn with one square moves at the first click)
    for _ in range(2000):
        state = session.state
        moves = [a for a in state.legal_actions() if type(a) is Move]
        pawns = [a.pawn for a in moves]
        if state.current_player() == 0 and len(set(pawns)) >= 2 and len(pawns) > len(set(pawns)):
            break
        table.apply(agent.choose(state))
        table.animator.skip()
    else:
        pytest.fail("seed 8 should give the human such a choice within 2000 actions")
    table.land_now()
    table.news.banner = None
    assert table.human_input()
    state = session.state
    move = next(a for a in moves if pawns.count(a.pawn) > 1)
    c = state.moving_colour()
    table.take(
        next(t.choice for t in table.options.targets if t.choice.ident == ("pawn", move.pawn))
    )
    surface = pygame.Surface(size)
    table.draw(surface)
    lay = table.plugin.board
    hi = table.palette["highlight"]
    src = state.board.pos[move.pawn]
    expected = set()
    for a in moves:
        if a.pawn == move.pawn:
            table_ = FORWARD if a.steps > 0 else BACKWARD
            expected.add(table_[c][src][abs(a.steps)])
    shown = {t.choice.key for t in table.options.targets if t.choice.kind == "square"}
    assert expected <= shown
    for dest in expected:
        if dest == HOME:
            x, y = lay.circle_rect("home", c).center
            assert near(surface, (x + lay.circle_radius * 1.06 - 2, y), hi, 3)
            continue
        x, y = lay.point(dest, c)
        occupied = dest in state.board.pos
        if occupied:
            assert near(surface, (x + lay.pawn_radius * 1.45 - 1, y), hi, 3)
        else:
            assert near(surface, (x, y + lay.cell * 0.36), hi, 2), (dest, size)
    app.close()


def test_square_and_round_layouts_map_every_position():
    from sorry_game.app.plugins.board.layout import BoardLayout

    for style in ("round", "square"):
        for size in SIZES:
            rect = pygame.Rect(0, 0, *size)
            lay = BoardLayout(rect, style)
            points = set()
            for c in range(4):
                for p in list(range(60)) + [60, 61, 62, 63, 64]:
                    pt = lay.point(p, c)
                    assert rect.collidepoint(pt)
                    points.add((round(pt[0]), round(pt[1]), p if p < 60 else (c, p)))
                for i in range(4):
                    for where in (START, HOME):
                        assert lay.board_contains(lay.point(where, c, i))
            # all 60 + 20 squares are distinct points
            assert len({(x, y) for x, y, _ in points}) == 80
