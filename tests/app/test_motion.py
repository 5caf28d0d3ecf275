"""Motion that explains: a pawn walks its path square by square, a bumped pawn flies
back to START, a switch swaps in an arc, HOME and the win are celebrated and the
celebration ends; "instant" shows no motion at all; a computer's next move waits
until the last one has been shown."""

from __future__ import annotations

import math

import pygame
import pytest
from table_helpers import make_app

from sorry_game.ai import make_agent
from sorry_game.app.plugins.board.layout import BoardLayout
from sorry_game.app.plugins.board.motion import pawn_motion
from sorry_game.app.plugins.board.steps import board_steps
from sorry_game.app.table.animator import Animator, Step, Tween
from sorry_game.app.table.bursts import Burst, Live, draw_burst
from sorry_game.engine.interface import GameConfig
from sorry_game.games.board.events import PawnBumped, PawnMoved, PawnSlid
from sorry_game.games.board.geometry import HOME, SLIDES, START
from sorry_game.session import Seat, Session

AREA = pygame.Rect(0, 0, 800, 800)


def frames(anim: Animator, dt: float) -> list[dict]:
    """Advance `anim` frame by frame until it is done; what moved in each frame."""
    seen = []
    for _ in range(10_000):
        if not anim.busy:
            break
        anim.update(dt)
        seen.append(anim.moving())
    return seen


def distance_to_path(p, pts) -> float:
    best = math.inf
    for (ax, ay), (bx, by) in zip(pts, pts[1:], strict=False):
        dx, dy = bx - ax, by - ay
        k = max(0.0, min(1.0, ((p[0] - ax) * dx + (p[1] - ay) * dy) / (dx * dx + dy * dy)))
        best = min(best, math.dist(p, (ax + dx * k, ay + dy * k)))
    return best


@pytest.mark.parametrize("style", ["round", "square"])
def test_a_pawn_moving_5_squares_walks_through_every_square_between(style):
    lay = BoardLayout(AREA, style)
    anim = Animator()
    anim.reset({0: 8}, {})
    anim.add(board_steps([PawnMoved(0, 8, 13, "move")]))
    centres = [lay.pawn_point(0, sq) for sq in range(8, 14)]
    samples = []
    for moving in frames(anim, 1 / 240):
        if 0 in moving:
            tween, t = moving[0]
            samples.append(pawn_motion(lay, 0, tween, t)[0])
    assert len(samples) > 20
    # every sample lies on the way from square to square (never a shortcut across) …
    assert max(distance_to_path(p, centres) for p in samples) < 1.0
    # … and the pawn passes over the centre of each square between
    for c in centres[1:-1]:
        assert min(math.dist(p, c) for p in samples) < lay.cell * 0.08
    assert anim.shown[0] == 13


def test_a_bumped_pawn_flies_back_to_its_start_in_an_arc():
    lay = BoardLayout(AREA, "round")
    events = [PawnMoved(0, 20, 24, "move"), PawnBumped(5, 24, 0)]
    steps = board_steps(events)
    fly = next(tw for s in steps for tw in s.tweens if tw.token == 5)
    assert fly.style == "fly" and fly.dest == START
    end, size = pawn_motion(lay, 5, fly, 1.0)
    assert math.dist(end, lay.pawn_point(5, START)) < 1e-6 and size == pytest.approx(1.0)
    mid, lifted = pawn_motion(lay, 5, fly, 0.5)
    a, b = lay.pawn_point(5, 24), lay.pawn_point(5, START)
    assert distance_to_path(mid, [a, b]) > lay.cell * 0.5  # off the straight line
    assert lifted > 1.3  # high in the air
    # the mover lands first, then the bumped pawn flies
    anim = Animator()
    anim.reset({0: 20, 5: 24}, {})
    anim.add(steps)
    order = [set(m) for m in frames(anim, 1 / 60) if m]
    assert order[0] == {0} and order[-1] == {5}
    assert anim.shown == {0: 24, 5: START}


def test_a_switch_swaps_the_two_pawns_in_arcs_that_pass_each_other():
    lay = BoardLayout(AREA, "square")
    events = [PawnMoved(0, 10, 40, "switch", 9), PawnMoved(9, 40, 10, "switched")]
    (step,) = [s for s in board_steps(events) if s.tweens]
    one, other = step.tweens
    assert one.style == other.style == "switch" and step.sound == "move"
    a, b = lay.pawn_point(0, 10), lay.pawn_point(0, 40)
    p, _ = pawn_motion(lay, one.token, one, 0.5)
    q, _ = pawn_motion(lay, other.token, other, 0.5)

    def side(x):  # which side of the straight way from a to b
        return (b[0] - a[0]) * (x[1] - a[1]) - (b[1] - a[1]) * (x[0] - a[0])

    assert math.dist(p, q) > lay.cell * 2  # they do not meet in the middle …
    assert side(p) * side(q) < 0  # … they pass each other, one on each side
    assert math.dist(pawn_motion(lay, 0, one, 1.0)[0], b) < 1e-6
    assert math.dist(pawn_motion(lay, 9, other, 1.0)[0], a) < 1e-6


def test_sorry_swoops_from_start_then_the_bumped_pawn_goes_home_to_start():
    events = [PawnBumped(5, 30, 0), PawnMoved(0, START, 30, "sorry")]
    moving = [[(tw.token, tw.style) for tw in s.tweens] for s in board_steps(events) if s.tweens]
    assert moving == [[(0, "swoop")], [(5, "fly")]]


def test_instant_shows_no_motion_and_no_celebration():
    anim = Animator()
    anim.reset({0: 62}, {"card": None})
    anim.add(board_steps([PawnMoved(0, 62, HOME, "move")]), scale=0.0)
    assert anim.shown == {0: HOME} and anim.moving() == {} and not anim.bursts
    assert anim.busy  # it settles on the next frame, like any animation
    assert anim.update(1 / 60) == ["move"]  # its sound still plays
    assert not anim.lively


def test_instant_table_draws_no_frame_in_motion(monkeypatch):
    monkeypatch.setenv("SORRY_GAME_INLINE_AI", "1")
    app = make_app((1280, 800))  # speed "instant"
    seats = [Seat(f"C{i}", "computer", "normal", i) for i in range(4)]
    session = Session.new("classic", GameConfig(4), 5, seats)
    table = app.open_table(session)
    in_motion = 0
    for _ in range(60):
        app.step([], 0.05)
        in_motion += bool(table.animator.moving()) + bool(table.animator.bursts)
    assert len(session.actions) > 10 and in_motion == 0
    app.close()


def test_home_is_celebrated_and_the_celebration_ends_without_holding_the_game():
    anim = Animator()
    anim.reset({0: 62}, {})
    anim.add(board_steps([PawnMoved(0, 62, HOME, "move")]))
    started = None
    t = 0.0
    while anim.busy:
        anim.update(0.02)
        t += 0.02
        if anim.bursts and started is None:
            started = t
            assert anim.bursts[0].burst.at == ("home", 0) and not anim.bursts[0].burst.big
    assert started is not None and anim.lively  # the confetti still flies, the game goes on
    for _ in range(100):
        anim.update(0.02)
    assert not anim.bursts and not anim.lively


def test_a_burst_draws_confetti_in_its_colour_then_nothing():
    surf = pygame.Surface((400, 400))
    colour = (200, 30, 40)
    live = Live(Burst(None, colour, big=True, seed=3))
    counts = []
    for elapsed in (0.3, live.burst.life):
        surf.fill((0, 0, 0))
        live.elapsed = elapsed
        draw_burst(surf, live, (200, 300), surf.get_rect(), colour)
        mask = pygame.mask.from_threshold(surf, colour, (1, 1, 1, 255))
        counts.append(mask.count())
    assert counts[0] > 200 and counts[1] == 0


def near_the_end(seed: int = 12) -> tuple[Session, object]:
    """A classic game of four computers one action from its end, and that action."""
    seats = [Seat(f"C{i}", "computer", "normal", i) for i in range(4)]
    session = Session.new("classic", GameConfig(4), seed, seats)
    agent = make_agent("random", "classic", 3)
    while True:
        action = agent.choose(session.state)
        probe = session.state.clone()
        probe.apply(action)
        if probe.is_over():
            return session, action
        session.apply(action)


def test_the_win_is_celebrated_in_the_winners_colour_over_the_board():
    session, last = near_the_end()
    app = make_app((1280, 800))
    app.settings.speed = "normal"
    table = app.open_table(session)
    table.computers.move = None
    table.apply(last)
    big = []
    for _ in range(200):
        app.step([], 0.02)
        big = [live for live in table.animator.bursts if live.burst.big]
        if big:
            break
    winner = session.state.ranking()[0]
    assert big and big[0].burst.colour == table.seat_rgb(winner)
    app.step([], 0.3)  # mid-celebration: the winner's colour over the board
    shot = app.screen.copy()
    area = shot.subsurface(table.area)
    mask = pygame.mask.from_threshold(area, table.seat_rgb(winner), (1, 1, 1, 255))
    assert mask.count() > 100
    for _ in range(60):
        app.step([], 0.1)
        if type(app.top).__name__ != "TableScene":
            break
    assert not table.animator.bursts or type(app.top).__name__ != "TableScene"
    app.close()


def test_a_computers_next_move_waits_until_its_last_has_been_shown(monkeypatch):
    monkeypatch.setenv("SORRY_GAME_INLINE_AI", "1")
    app = make_app((1280, 800))
    app.settings.speed = "normal"
    seats = [Seat(f"C{i}", "computer", "normal", i) for i in range(4)]
    session = Session.new("classic", GameConfig(4), 8, seats)
    table = app.open_table(session)
    checked = 0
    for _ in range(400):
        before = len(session.actions)
        busy = table.animator.busy
        app.step([], 1 / 60)
        if busy and table.animator.busy:
            checked += 1
            assert len(session.actions) == before  # no new move while one is shown
            # the screen never shows a pawn ahead of its motion: on its way, a pawn is
            # still shown where it set out from
            step = table.animator.current
            for tween in step.tweens if step is not None else []:
                if isinstance(tween.token, int):  # a pawn
                    assert table.animator.shown[tween.token] == tween.path[0]
        if len(session.actions) >= 6:
            break
    assert checked > 20
    app.close()


def test_steps_of_one_action_keep_their_order_and_land_on_the_model():
    anim = Animator()
    anim.reset({0: 3}, {})
    anim.add([Step([], 0.0, "play", {"card": 5}, pause=0.1)])
    anim.add(board_steps([PawnMoved(0, 3, 8, "move")]))
    assert anim.update(0.0) == ["play"] and anim.props["card"] == 5
    frames(anim, 1 / 60)
    assert anim.shown == {0: 8}


def test_a_drawn_card_turns_over_on_its_way_from_the_pile():
    from sorry_game.app.draw import Palette
    from sorry_game.app.plugins.board.motion import CardFlight
    from sorry_game.app.plugins.classic.motion import draw_flights
    from sorry_game.app.theme import default_theme
    from sorry_game.games.board.events import CardDrawn

    anim = Animator()
    anim.reset({}, {"card": 7})
    plain = board_steps([CardDrawn(1, 5)])
    assert not [tw for s in plain for tw in s.tweens]  # the board's steps: pawns only
    anim.add(draw_flights(plain))
    anim.update(0.01)
    assert anim.props["card"] is None  # in the air: not yet in its place
    lay = BoardLayout(AREA, "square")
    flight = CardFlight(Palette(default_theme()))
    surf = pygame.Surface(AREA.size)
    covered = []
    for t in (0.1, 0.5, 0.9):
        surf.fill((0, 0, 0))
        (tween, _), *_ = anim.moving().values()
        flight.draw(surf, lay, {("card", "drawn"): (tween, t)})
        empty = pygame.mask.from_threshold(surf, (0, 0, 0), (1, 1, 1, 255)).count()
        covered.append(AREA.width * AREA.height - empty)
    # a card at the start and at the end, (nearly) edge-on half way
    assert covered[0] > 2000 and covered[2] > 2000
    assert covered[1] < covered[0] / 4 and covered[1] < covered[2] / 4
    frames(anim, 1 / 60)
    assert anim.props["card"] == 5


def test_a_newly_controlled_line_lights_up_square_by_square():
    from sorry_game.app.plugins.king.steps import build_steps
    from sorry_game.games.king.events import LineControlled

    before = {"board": {}, "ring": [], "reserve": [0, 0], "tours": [0, 0], "controls": []}
    before |= {"last": None, "check": None, "changed": []}
    steps = build_steps(before, [LineControlled(0, "rank 5", (3, 20), (0, 0))], dict(before))
    (light,) = [tw for s in steps for tw in s.tweens]
    assert light.style == "light:rank 5"
    lit = next(s for s in steps if s.tweens)
    assert lit.duration > 0 and lit.props["controls"][0]["line"] == "rank 5"


def test_a_revenge_pawn_card_turned_home_is_celebrated_on_that_card(monkeypatch):
    monkeypatch.setenv("SORRY_GAME_INLINE_AI", "1")
    colours = (0, 1, 2, 3)
    seats = [Seat(f"C{i}", "computer", "normal", colours[i]) for i in range(4)]
    session = Session.new("revenge", GameConfig(4), 12, seats)
    agent = make_agent("random", "revenge", 3)
    for _ in range(500):  # on to the first action that turns a pawn card to HOME
        action = agent.choose(session.state)
        probe = session.state.clone()
        if any(e.kind == "flip" and e.to == "HOME" for e in probe.apply(action)):
            break
        session.apply(action)
    else:
        pytest.fail("no pawn card went HOME")
    app = make_app((1280, 800))
    app.settings.speed = "normal"
    table = app.open_table(session)
    table.computers.move = None
    events = table.apply(action)
    flip = next(e for e in events if e.kind == "flip" and e.to == "HOME")
    for _ in range(300):
        if table.animator.bursts:
            break
        table.animator.update(0.02)
    (live,) = table.animator.bursts
    assert live.burst.at == ("pawn", flip.seat, flip.index)
    assert live.burst.colour == session.state.view(None).colours[flip.seat]
    spot = table.plugin.tableau(table.view).seats[flip.seat]
    assert table.plugin.burst_point(live.burst.at) == spot.pawns[flip.index].center
    if any(e.kind == "round" for e in events):  # the round's summary: no frozen confetti
        for _ in range(300):
            app.step([], 0.02)
            if type(app.top).__name__ == "SummaryScene":
                break
        assert type(app.top).__name__ == "SummaryScene" and not table.animator.bursts
    app.close()


def test_a_card_played_from_the_hand_flies_to_the_board_face_up():
    from sorry_game.app.plugins.classic.motion import play_flights
    from sorry_game.games.board.events import CardPlayed

    events = [CardPlayed(0, 4), PawnMoved(0, 10, 6, "move")]
    box = (600, 100, 50, 70)
    steps = play_flights(board_steps(events), events, 11, lambda ev: box)
    flight, landing = steps[0], steps[1]
    (tween,) = flight.tweens
    assert tween.style == "play:4" and tween.path[0] == box
    assert flight.props == {"card": 11} and flight.duration > 0  # the old card stays
    assert landing.props == {"card": 4}  # until the new one lands
    assert [tw.token for s in steps[2:] for tw in s.tweens] == [0]  # then the pawn moves


def test_only_a_game_with_a_winner_ends_in_confetti():
    from types import SimpleNamespace

    from sorry_game.app.table.celebrate import win_steps
    from sorry_game.engine.outcome import Outcome

    def rgb(seat):
        return ((200, 0, 0), (0, 0, 200))[seat]

    won = SimpleNamespace(outcome=Outcome.win(2, (1,)))
    drawn = SimpleNamespace(outcome=Outcome.draw(2))
    (step,) = win_steps(won, rgb, 3)
    (burst,) = step.bursts
    assert burst.big and burst.colour == (0, 0, 200) and burst.at is None
    assert win_steps(drawn, rgb, 3) == [] and win_steps(SimpleNamespace(outcome=None), rgb, 3) == []


def test_a_slide_leaves_a_streak_behind_the_pawn_and_a_walk_does_not():
    from sorry_game.app.plugins.board.motion import draw_trail

    lay = BoardLayout(AREA, "square")
    colour, track = (230, 40, 40), (240, 230, 210)
    _colour, first, last = SLIDES[2]  # a slide of another colour than the pawn's
    slide = next(tw for s in board_steps([PawnSlid(0, first, last)]) for tw in s.tweens)
    walk = Tween(0, list(range(first, last + 1)))
    surf = pygame.Surface(AREA.size)
    counts = []
    for tween in (slide, walk):
        surf.fill((0, 0, 0))
        draw_trail(surf, lay, 0, tween, 0.8, colour, track)
        counts.append(
            AREA.width * AREA.height
            - pygame.mask.from_threshold(surf, (0, 0, 0), (1, 1, 1, 255)).count()
        )
    assert counts[0] > 100 and counts[1] == 0


def test_a_king_checker_walks_the_ring_and_a_tour_is_celebrated_on_its_slot():
    from sorry_game.app.plugins.king.steps import build_steps
    from sorry_game.games.king.events import CheckerMoved

    ring = [None] * 28
    ring[24] = 1
    before = {"board": {}, "ring": ring, "reserve": [0, 0], "tours": [0, 2], "controls": []}
    before |= {"last": None, "check": None, "changed": []}
    event = CheckerMoved(1, 24, -1, (25, 26, 27), 4)
    steps = build_steps(before, [event], dict(before), ("white", "black"))
    (walk,) = [tw for s in steps for tw in s.tweens]
    assert walk.path == [("ring", 24), ("ring", 25), ("ring", 26), ("ring", 27), ("tour", 1, 2)]
    (burst,) = [b for s in steps for b in s.bursts]
    assert burst.at == ("tour", 1, 2) and burst.colour == "black"
    assert all("seat_colours" not in s.props for s in steps)  # not shown: not a prop
