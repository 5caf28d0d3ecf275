"""Sorry, King! on the one table (its UI plugin): a human driven by clicks through a
promotion and a colour change against the computer, every target on screen and
clickable at three window sizes, pixels of the pieces, checkers and red squares, the
flipped board, the animations replaying the engine's events, and two computers
playing to the results scene."""

from __future__ import annotations

import random

import chess
import pygame
import pytest
from table_helpers import click_at, make_app, make_session, play, press, results_type, step_idle

from sorry_game.ai import make_agent
from sorry_game.app.draw import luminance
from sorry_game.app.plugins.king.steps import build_steps, snapshot
from sorry_game.engine.interface import GameConfig
from sorry_game.games.catalogue import get_game
from sorry_game.games.king.rules import KingRules, seat_of
from sorry_game.games.king.state import KingState
from sorry_game.session import Seat, Session

SIZES = [(800, 600), (1280, 800), (1920, 1080)]

#: from the start: White's h-pawn runs to g7 (checkers 0 and 4), Black's checker goes
#: round to the left end of rank 1 (ring square 26). Then White may promote on h8 or
#: f8 (a pawn move: a checker moves 1), and the checker on 0 reaching 1 controls rank 1
#: with a white and a black checker: White chooses which piece on rank 1 turns black.
PREFIX = (
    "h2h4 checker 0 b7b6 checker 18 h4h5 checker 1 c8b7 checker 19 "
    "h5h6 checker 2 b7c8 checker 22 h6g7 checker 3 a7a6 checker 25"
)


@pytest.fixture(autouse=True)
def _inline_ai(monkeypatch):
    monkeypatch.setenv("SORRY_GAME_INLINE_AI", "1")


def prefixed(size=(1280, 800), humans=(0,)):
    """A table where White (a human) can promote and then change a piece's colour."""
    app = make_app(size)
    session = make_session("king", humans=humans, players=2)
    words = PREFIX.split()
    i = 0
    while i < len(words):
        text = words[i] if not words[i] == "checker" else f"checker {words[i + 1]}"
        i += 2 if words[i] == "checker" else 1
        session.apply(session.game.parse_action(text))
    table = app.open_table(session)
    app.step([])
    return app, table, session


def target(table, kind, key):
    for t in table.options.targets:
        if t.choice.kind == kind and t.choice.key == key and t.kind == "board":
            return t
    raise AssertionError(
        f"no target {kind} {key}: {[t.choice.ident for t in table.options.targets]}"
    )


def click(app, table, kind, key) -> None:
    app.step(click_at(target(table, kind, key).point))
    app.step([])  # a frame: the plugin places what the click opened


def until_human(app, table, frames=400) -> None:
    """Step until a human has a real decision (one with one way to go plays itself)."""
    for _ in range(frames):
        if (table.human_input() and table.forced_in is None) or table.state.is_over():
            return
        step_idle(app, 0.1)
    raise AssertionError("the human never got to decide")


def close(a, b, tol=40) -> bool:
    return sum((int(x) - int(y)) ** 2 for x, y in zip(a[:3], b[:3], strict=False)) <= tol * tol


def near(surface, point, test, radius=2) -> bool:
    x0, y0 = round(point[0]), round(point[1])
    w, h = surface.get_size()
    for dx in range(-radius, radius + 1):
        for dy in range(-radius, radius + 1):
            x, y = x0 + dx, y0 + dy
            if 0 <= x < w and 0 <= y < h and test(surface.get_at((x, y))):
                return True
    return False


def piece_drawn(surface, plugin, square: str, symbol: str) -> bool:
    """The glyph's body (its owner's fill) and, below it, its plinth line (the
    contrasting outline) are where the square is."""
    lay = plugin.lay
    x, y = lay.square_centre(square)
    size = int(lay.cell * 0.9)
    fill = plugin.colours.piece_fill(symbol)
    body = near(surface, (x, y + 0.22 * size), lambda c: close(c, fill, 30), 1)
    light = luminance(fill) > 0.5
    line = near(
        surface,
        (x, y + 0.3 * size),
        lambda c: (luminance(c) < 0.35) if light else (luminance(c) > 0.6),
        2,
    )
    return body and line


# --- a game by clicks ----------------------------------------------------------------------
def test_human_clicks_through_a_promotion_and_a_colour_change_against_the_computer():
    app, table, session = prefixed((1280, 800))
    plugin = table.plugin
    assert not plugin.flipped
    click(app, table, "square", "g7")
    # the pawn's squares: h8 and f8 are captures (rings), nothing else
    assert {t.choice.key for t in table.options.targets} == {"h8", "f8"}
    click(app, table, "square", "h8")
    # the promotion column of four pieces stands on the h-file, from h8 down
    options = [t for t in table.options.targets if t.choice.kind == "option"]
    assert [t.choice.key for t in sorted(options, key=lambda t: t.rect.top)] == list("qrbn")
    h8 = plugin.lay.square_rect("h8")
    assert all(t.rect.centerx == h8.centerx for t in options) and not table.options.pills
    assert sorted(options, key=lambda t: t.rect.top)[0].rect == h8
    click(app, table, "option", "q")
    assert session.state.phase == "checker"
    assert {t.choice.key for t in table.options.targets} == {0, 4}
    click(app, table, "checker", 0)
    # rank 1 is controlled by a white and a black checker: White picks a piece
    state = session.state
    assert state.phase == "change" and state.current_player() == 0
    assert table.view.game.controls[0].line == "rank 1"  # marked on the board
    assert table.animator.props["controls"][0]["line"] == "rank 1"
    picks = {t.choice.key for t in table.options.targets}
    assert picks == {"a1", "b1", "c1", "d1", "f1", "g1", "h1"}  # the king is not offered
    click(app, table, "square", "c1")
    until_human(app, table)  # the computer's reply depends on its thinking time: the
    board = dict(session.state.view(0).game.board)  # log tells what the human did
    log = " ".join(e.text for e in session.log)
    assert "promotes to a queen" in log and "P0 turns the bishop on c1 black" in log
    surface = pygame.display.get_surface()
    app.step([])
    for square, symbol in board.items():
        assert piece_drawn(surface, table.plugin, square, symbol), (square, symbol)
    app.close()


def test_promotion_by_number_key_and_back_with_escape():
    app, table, session = prefixed((800, 600))
    click(app, table, "square", "g7")
    click(app, table, "square", "f8")
    f8 = table.plugin.lay.square_rect("f8")
    assert all(t.rect.centerx == f8.centerx for t in table.options.targets)
    app.step([press(pygame.K_ESCAPE)])  # one step back: the pawn's squares again
    assert {t.choice.key for t in table.options.targets} == {"h8", "f8"}
    click(app, table, "square", "f8")
    app.step([press(pygame.K_4, text="4")])  # 1-4: Queen, Rook, Bishop, Knight
    assert session.state.board.piece_at(61).symbol() == "N"
    app.close()


# --- targets on screen ---------------------------------------------------------------------
def check_targets(app, table) -> int:
    """Every option is placed on the board, on screen, and a click at its centre takes it."""
    w, h = app.size
    assert table.options.targets and not table.options.pills
    for t in table.options.targets:
        assert 0 <= t.rect.left and t.rect.right <= w and 0 <= t.rect.top and t.rect.bottom <= h
        assert table.area.contains(t.rect), (t.choice, t.rect, table.area)
        hit = table.options.hit(t.point)
        assert hit is not None and hit.choice.ident == t.choice.ident, (t.choice, hit)
    return len(table.options.targets)


@pytest.mark.parametrize("size", SIZES)
def test_every_target_is_on_screen_and_a_click_at_its_centre_takes_it(size):
    app, table, session = prefixed(size)
    n = check_targets(app, table)  # the pieces that can move
    click(app, table, "square", "g1")  # a knight: its squares
    n += check_targets(app, table)
    app.step(click_at(table.plugin.lay.square_centre("g7")))  # another piece instead
    app.step([])
    n += check_targets(app, table)  # the squares of the pawn
    click(app, table, "square", "h8")
    n += check_targets(app, table)  # the promotion column
    click(app, table, "option", "r")
    n += check_targets(app, table)  # the checkers that can move
    click(app, table, "checker", 0)
    n += check_targets(app, table)  # the pieces that may change colour
    assert n >= 20
    app.close()


@pytest.mark.parametrize("size", SIZES)
def test_targets_on_the_flipped_board_during_a_game(size):
    """Black at the bottom, random clicks on the offered targets for a few turns."""
    app = make_app(size)
    seats = [Seat("C", "computer", "easy", 0), Seat("You", "human", "normal", 1)]
    session = Session.new("king", GameConfig(2, {}), 3, seats)
    table = app.open_table(session)
    app.step([])
    rng = random.Random(size[0])
    for _ in range(20):
        until_human(app, table)
        if session.state.is_over():
            break
        check_targets(app, table)
        t = rng.choice([t for t in table.options.targets if t.kind == "board"])
        app.step(click_at(t.point))
        app.step([])
    assert table.plugin.flipped
    app.close()


# --- pixels --------------------------------------------------------------------------------
def test_pixels_pieces_checkers_and_red_squares():
    app = make_app((1280, 800))
    session = make_session("king", humans=(0,), players=2, seed=2)
    table = app.open_table(session)
    agent = make_agent("random", "king", 4)
    for _ in range(16):
        table.apply(agent.choose(session.state))
        table.animator.skip()
    table.news.banner = None
    table.land_now()
    surface = pygame.Surface(app.size)
    table.draw(surface)
    plugin = table.plugin
    lay = plugin.lay
    game = table.view.game
    board = dict(game.board)
    whites = [s for s, p in board.items() if p.isupper()]
    blacks = [s for s, p in board.items() if p.islower()]
    assert len(whites) >= 8 and len(blacks) >= 8
    for square, symbol in board.items():
        assert piece_drawn(surface, plugin, square, symbol), (square, symbol)
    empty = [f"{f}{r}" for f in "abcdefgh" for r in range(3, 7)]
    empty = [s for s in empty if s not in board]
    for square in empty:  # an empty square shows no piece
        assert not piece_drawn(surface, plugin, square, "P"), square
        assert not piece_drawn(surface, plugin, square, "p"), square
    # checkers on the ring in their owner's colour
    for i, owner in enumerate(game.ring):
        if owner is not None:
            x, y = lay.ring_centre(i)
            fill = plugin.colours.seat_fill(owner)
            r = lay.checker_radius
            assert near(surface, (x + r * 0.78, y), lambda c, f=fill: close(c, f, 40), 2), i
    # the four corners are red squares; the seats' own are the reddest
    for i in (0, 9, 18, 27):
        cell = lay.ring_rect(i)
        px = surface.get_at((cell.centerx, round(cell.top + lay.cell * 0.06)))
        assert px.r > px.g + 60 and px.r > px.b + 60, (i, px)
    app.close()


def test_black_at_the_bottom_flips_the_board():
    app = make_app((1280, 800))
    session = make_session("king", humans=(1,), players=2, seed=2)
    table = app.open_table(session)
    until_human(app, table)
    plugin = table.plugin
    lay = plugin.lay
    board = lay.board
    assert plugin.flipped
    e1, e8 = lay.square_centre("e1"), lay.square_centre("e8")
    assert e1[1] < board.centery < e8[1]  # White's king at the top
    a1 = lay.square_centre("a1")
    assert a1[0] > board.centerx and a1[1] < board.centery  # a1 top-right
    surface = pygame.display.get_surface()
    app.step([])
    assert piece_drawn(surface, plugin, "e1", "K") and piece_drawn(surface, plugin, "e8", "k")
    # Black's reserve strip is at the bottom, beside Black's red corner (a8, bottom-right)
    assert lay.strips[1].top > board.bottom and lay.strips[0].bottom < board.top
    red = lay.ring_centre(game_red(table)[1])
    assert red[0] > board.centerx and red[1] > board.centery
    app.close()


def game_red(table):
    return table.view.game.red_squares


def test_two_humans_see_the_board_from_the_side_that_decides():
    app = make_app((1280, 800))
    session = make_session("king", humans=(0, 1), players=2, seed=2)
    table = app.open_table(session)
    until_human(app, table)
    assert not table.plugin.flipped
    click(app, table, "square", "e2")
    click(app, table, "square", "e4")
    until_human(app, table)  # one checker can move: it moves by itself
    assert session.actions[-1] == "checker 0"
    assert session.state.current_player() == 1 and table.plugin.flipped
    app.close()


# --- animations ----------------------------------------------------------------------------
def test_steps_replay_the_engine_events_to_the_model():
    """Applied step by step from the screen before, the steps' props end where the model
    is (the king in check may change with a colour change; the last step restores it)."""
    game = get_game("king")
    kinds = set()
    for options, seed in (({}, 3), ({"direction": "clockwise", "values": "standard"}, 5)):
        state = game.new_state(GameConfig(2, options), seed)
        agent = make_agent("random", "king", seed)
        while not state.is_over():
            before = snapshot(state.view(None))
            events = state.apply(agent.choose(state))
            after = snapshot(state.view(None))
            kinds |= {type(e).__name__ for e in events}
            steps = build_steps(before, events, after)
            shown = dict(before)
            for step in steps[:-1]:
                shown.update(step.props)
            shown["check"] = after["check"]
            assert shown == after, events
            assert steps[-1].props == after
    assert {"ChessMoved", "CheckerMoved", "CheckerCaptured", "CheckerEntered"} <= kinds


def test_moves_slide_and_checkers_run_at_normal_speed():
    app = make_app((1280, 800))
    app.settings.speed = "normal"
    session = make_session("king", humans=(0,), players=2, seed=2)
    table = app.open_table(session)
    until_human(app, table)
    click(app, table, "square", "g1")
    app.step(click_at(target(table, "square", "f3").point), dt=0.0)
    seen = {}
    for _ in range(20):
        step_idle(app, 0.04)
        for tween, t in table.animator.moving().values():
            seen.setdefault(tween.style, []).append((tween.path, t))
            if tween.style == "piece:N":  # in flight: neither on g1 nor on f3
                assert "g1" not in table.animator.props["board"]
                assert "f3" not in table.animator.props["board"]
    assert seen["piece:N"][0][0] == [("sq", "g1"), ("sq", "f3")]
    # one checker can move the knight's 2: after a short beat it moves by itself
    for _ in range(80):
        step_idle(app, 0.04)
        for tween, _t in table.animator.moving().values():
            seen.setdefault(tween.style, []).append((tween.path, _t))
        if "checker:0" in seen and not table.animator.busy:
            break
    paths = [p for p, _t in seen["checker:0"]]
    assert [("ring", 0), ("ring", 1), ("ring", 2)] in paths  # the run, square by square
    assert [("res", 0, 3), ("ring", 0)] in paths  # and the next one entering
    until_human(app, table)
    assert table.animator.props == snapshot(table.view)
    app.close()


# --- computers -----------------------------------------------------------------------------
def test_two_computers_play_to_the_results_scene():
    app = make_app((800, 600))
    seats = [Seat(f"C{i}", "computer", "easy", i) for i in range(2)]
    session = Session.new("king", GameConfig(2, {}), 4, seats)
    table = app.open_table(session)
    play(app, table, lambda t: [], max_frames=3000)
    assert isinstance(app.top, results_type()) and session.state.is_over()
    app.close()


def position(fen: str) -> KingState:
    """A game at the start of a turn from a chess position (as tests/games/helpers_king)."""
    state = KingState(KingRules(), 1)
    state.board = chess.Board(fen)
    state.mover = seat_of(state.board.turn)
    state.history = [state.position_key()]
    state._legal = None
    return state


def test_castling_moves_the_rook_too_and_en_passant_takes_the_pawn_beside():
    for fen, move, slides, gone in (
        ("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1g1", {"e1": "g1", "h1": "f1"}, None),
        ("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", "e8c8", {"e8": "c8", "a8": "d8"}, None),
        ("4k3/8/8/3Pp3/8/8/8/4K3 w - e6 0 1", "d5e6", {"d5": "e6"}, "e5"),
        ("4k1r1/5P2/8/8/8/8/8/4K3 w - - 0 1", "f7g8n", {"f7": "g8"}, "g8"),
    ):
        state = position(fen)
        before = snapshot(state.view(None))
        events = state.apply(get_game("king").parse_action(move))
        steps = build_steps(before, events, snapshot(state.view(None)))
        tweens = {tw.path[0][1]: tw.path[-1][1] for tw in steps[0].tweens}
        assert tweens == slides
        landed = steps[1].props["board"]
        assert all(landed.get(dest) for dest in slides.values())
        if gone:
            assert steps[1].tweens[0].path[0] == ("sq", gone)  # the taken piece goes
            assert steps[1].tweens[0].style in ("gone:p", "gone:r")
            assert gone in slides.values() or gone not in landed
    assert landed["g8"] == "N"


def test_f_turns_the_board_round_and_the_targets_follow():
    """The board can be flipped by hand (F), also in a game between two people."""
    app = make_app((1280, 800))
    session = make_session("king", humans=(0, 1), players=2, seed=2)
    table = app.open_table(session)
    until_human(app, table)
    lay = table.plugin.lay
    assert lay.square_centre("e1")[1] > lay.board.centery  # White at the bottom
    before = {t.choice.key: t.point for t in table.options.targets}
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_f, mod=0, unicode="f", scancode=0)])
    lay = table.plugin.lay
    assert lay.square_centre("e1")[1] < lay.board.centery  # turned round
    after = {t.choice.key: t.point for t in table.options.targets}
    assert before.keys() == after.keys() and before != after
    for t in table.options.targets:
        assert table.options.hit(t.point).choice.ident == t.choice.ident
    app.close()
