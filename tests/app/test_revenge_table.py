"""Sorry! Revenge on the one table: its tableau plugin, played by synthetic clicks.

A human against three computers plays to the results by clicks (answering a steal of a
21 on the table's buttons and aiming a SORRY! flip-back at a seat block); two humans
get the pass-and-play curtain and no hand shows through it; pixels: the running total,
the viewer's cards where the plugin locates them, other hands only as backs; every
located target is on screen at 800x600, 1280x800 and 1920x1080."""

from __future__ import annotations

import dataclasses
import random

import pygame
import pytest
from table_helpers import click_at, clickables, make_app, make_session, play, press, step_idle

from sorry_game.app.plugins.revenge import RevengePlugin
from sorry_game.app.plugins.revenge.layout import hand_groups

SIZES = [(800, 600), (1280, 800), (1920, 1080)]


@pytest.fixture(autouse=True)
def _inline_ai(monkeypatch):
    monkeypatch.setenv("SORRY_GAME_INLINE_AI", "1")


def close(a, b, tol=40):
    return sum((int(x) - int(y)) ** 2 for x, y in zip(a[:3], b[:3], strict=False)) <= tol * tol


def share(surface, rect, colour, step=3, tol=40) -> float:
    """The fraction of the sampled pixels of `rect` that are near `colour`."""
    rect = rect.clip(surface.get_rect())
    hits = total = 0
    for x in range(rect.left, rect.right, step):
        for y in range(rect.top, rect.bottom, step):
            total += 1
            hits += close(surface.get_at((x, y)), colour, tol)
    return hits / max(1, total)


def frame(app):
    app.draw()
    return pygame.display.get_surface().copy()


def policy(seed, seen):
    """Click like a player: steal every 21 offered, aim a flip-back when possible,
    otherwise any offered target or button."""
    rng = random.Random(seed)

    def choose(table):
        spots = clickables(table)
        assert spots, "the human decides but nothing is clickable"
        w, h = table.size
        for rect, _choice in spots:
            assert 0 <= rect.centerx < w and 0 <= rect.centery < h
        by_key = {c.key: r for r, c in spots}
        if "steal" in by_key:
            seen["steal"] += 1
            return click_at(by_key["steal"].center)
        seats = [(r, c) for r, c in spots if c.kind == "seat"]
        if seats:
            seen["seat"] += 1
            for rect, choice in seats:  # the whole block of that seat picks it
                assert table.plugin.tableau(table.view).seats[choice.key].rect == rect
            return click_at(rng.choice(seats)[0].center)
        if "flipback" in by_key:
            return click_at(by_key["flipback"].center)
        return click_at(rng.choice(spots)[0].center)

    return choose


def test_plugin_is_registered_for_revenge():
    app = make_app((800, 600))
    table = app.open_table(make_session("revenge", seed=1))
    assert isinstance(table.plugin, RevengePlugin)
    app.close()


def test_complete_game_by_clicks_with_a_steal_answered():
    """Human + 3 computers, clicks only, to the results; the human is asked to steal a
    21 (the table's buttons) and answers, and aims a flip-back at a seat block."""
    seen = {"steal": 0, "seat": 0}
    results = 0
    for seed in (4, 9):
        app = make_app((800, 600))
        session = make_session("revenge", seed=seed)
        table = app.open_table(session)
        human = play(app, table, policy(seed, seen))
        assert session.state.is_over() and human > 0
        assert type(app.top).__name__ == "ResultsScene"
        results += 1
        app.close()
    assert results == 2
    assert seen["steal"] >= 1, "no steal prompt was answered by the human"
    assert seen["seat"] >= 1, "no flip-back seat was chosen on the tableau"


def test_number_keys_pick_the_hand_cards():
    """Key n plays the n-th card of the hand as drawn (equal cards share one slot)."""
    app = make_app((1280, 800))
    session = make_session("revenge", seed=2)
    table = app.open_table(session)
    for _ in range(200):
        if table.human_input() and table.view.game.pending is None:
            break
        step_idle(app, 0.1)
    assert table.human_input()
    hand = [c for c, _n in hand_groups(table.view.game.hand)]
    options = {c.key for c in table.controller.options()}
    n, code = next((i, c) for i, c in enumerate(hand, 1) if c in options and c != "flipback")
    before = len(session.actions)
    app.step([press(pygame.K_0 + n, text=str(n))])
    assert [str(a) for a in session.actions[before : before + 1]] == [f"play {code}"]
    app.close()


def test_two_humans_get_the_curtain_and_no_hand_shows_through():
    app = make_app((1280, 800))
    session = make_session("revenge", seed=5, humans=(0, 1), players=2)
    table = app.open_table(session)
    face = table.palette["card_face"]
    curtains, hands_seen = 0, 0
    rng = random.Random(5)
    for _ in range(4000):
        top = app.top
        if type(top).__name__ == "PassScreenScene":
            curtains += 1
            shot = frame(app)  # the screen while the curtain is up
            tab = table.plugin.tableau(table.view)
            for seat in (0, 1):  # wherever either hand would be drawn
                rects = tab.hand_rects(max(1, len(set(session.state.hands[seat]))))
                for r in rects:
                    assert share(shot, r, face, tol=12) < 0.05, "a hand shows through"
            app.step([press(pygame.K_RETURN, text="\r")])
            if curtains >= 3:
                break
            continue
        if top is table and table.human_input():
            seat = session.state.current_player()
            assert table.viewer() == seat
            assert table.view.game.hand is not None
            shot = frame(app)
            targets = [t for t in table.options.targets if t.choice.kind == "card"]
            for t in targets:  # the holder's own cards are drawn, face up
                assert share(shot, t.rect, face, tol=12) > 0.2
                hands_seen += 1
            rect, _c = rng.choice(clickables(table))
            app.step(click_at(rect.center))
        else:
            step_idle(app, 0.1)
    assert curtains >= 3
    assert hands_seen > 0
    app.close()


def settled_table(size, seed=3, turns=6, theme=None):
    """A table after some computer moves (the human seat 0 to decide or not)."""
    from sorry_game.ai import make_agent
    from sorry_game.app.app import App

    app = App(size=size, audio=False, theme=theme) if theme else make_app(size)
    app.settings.speed = "instant"
    session = make_session("revenge", seed=seed)
    table = app.open_table(session)
    agent = make_agent("random", "revenge", seed)
    for _ in range(turns):
        if session.state.is_over():
            break
        table.apply(agent.choose(session.state))
        table.land_now()
    table.news.banner = None
    return app, table, session


@pytest.mark.parametrize("size", SIZES)
def test_the_total_is_drawn_in_its_badge(size):
    app, table, _session = settled_table(size)
    plugin = table.plugin
    tab = plugin.tableau(table.view)
    (cx, cy), radius = tab.total_centre, tab.total_radius
    shots = []
    for total in (7, 18):
        game = dataclasses.replace(table.view.game, total=total)
        table.view = dataclasses.replace(table.view, game=game)
        table.animator.reset(*plugin.shown(table.view))
        surface = pygame.Surface(size)
        table.draw(surface)
        shots.append(surface)
    badge = pygame.Rect(0, 0, int(radius * 1.2), int(radius * 0.8))
    badge.center = (round(cx), round(cy + radius * 0.12))
    diff_in = sum(
        shots[0].get_at((x, y)) != shots[1].get_at((x, y))
        for x in range(badge.left, badge.right, 2)
        for y in range(badge.top, badge.bottom, 2)
    )
    assert diff_in > 20, "the number in the badge does not change with the total"
    # the digits of 18 (at least 15: the accent colour) are drawn in the badge
    assert share(shots[1], badge, table.palette["accent"], step=1, tol=30) > 0.03
    # nothing else on the tableau depends on the total's number (the gauge aside)
    outside = [
        (x, y)
        for x in range(table.area.left, table.area.right, 7)
        for y in range(table.area.top, table.area.bottom, 7)
        if (x - cx) ** 2 + (y - cy) ** 2 > (radius * 1.3) ** 2
    ]
    assert all(shots[0].get_at(p) == shots[1].get_at(p) for p in outside)
    app.close()


@pytest.mark.parametrize("size", SIZES)
def test_viewer_cards_are_at_their_located_rects_and_other_hands_are_backs(size):
    app, table, session = settled_table(size, seed=2, turns=4)
    view = table.view
    assert view.viewer == 0 and view.game.hand is not None
    pal = table.palette
    surface = pygame.Surface(size)
    table.draw(surface)
    plugin = table.plugin
    tab = plugin.tableau(view)
    groups = hand_groups(view.game.hand)
    rects = tab.hand_rects(len(groups))
    for (code, _n), rect in zip(groups, rects, strict=True):
        from sorry_game.engine.picking import Choice

        target = plugin.locate(Choice("card", code), view)
        assert target is not None and target.rect == rect
        assert surface.get_rect().contains(rect)
        # the card's face is drawn there (face colour, or its group's band)
        assert share(surface, rect, pal["card_face"], tol=12) > 0.2, (code, rect)
    for seat, spot in tab.seats.items():
        if seat == view.viewer:
            continue
        n = view.game.hand_sizes[seat]
        assert n > 0
        fan = spot.fan(n)[0].unionall(spot.fan(n))
        # backs only: the card back's colour, never a face
        assert share(surface, fan, pal["card_back"], tol=30) > 0.3
        assert share(surface, fan, pal["card_face"], tol=12) == 0
    app.close()


def test_other_seats_draws_never_carry_faces():
    """A seat's drawn cards fly face up only into the viewer's own hand."""
    app, table, session = settled_table((1280, 800), seed=2, turns=0)
    plugin = table.plugin
    from sorry_game.games.revenge.events import CardsDrawn

    view = table.view
    mine = view.viewer
    other = (mine + 1) % view.players
    hand = view.game.hand
    plugin.shown(view)
    steps = plugin.steps([CardsDrawn(other, 2, ("steal", "dontbe"))], view)
    flying = [tw for st in steps for tw in st.tweens]
    assert flying and all(tw.style == "back" for tw in flying)
    assert all("steal" not in tw.token and "dontbe" not in tw.token for tw in flying)
    plugin.shown(view)
    steps = plugin.steps([CardsDrawn(mine, 1, (hand[0],))], view)
    flying = [tw for st in steps for tw in st.tweens]
    assert [tw.style for tw in flying] == ["face"] and flying[0].token[1] == hand[0]
    # while it flies, that card is not yet in the hand; afterwards it is
    assert steps[0].props["incoming"] == (hand[0],)
    assert steps[-1].props["incoming"] == ()
    app.close()


@pytest.mark.parametrize("size", SIZES)
def test_every_located_target_is_on_screen(size):
    """Cards and seat blocks, at each size, all inside the play area (and the window)."""
    seen = {"steal": 0, "seat": 0}
    app = make_app(size)
    session = make_session("revenge", seed=5)  # a deal in which a card asks for a seat
    table = app.open_table(session)
    choose = policy(4, seen)
    kinds = set()

    def check(t):
        for target in t.options.targets:
            kinds.add(target.choice.kind)
            assert t.area.contains(target.rect), (target.choice, target.rect, t.area)
        return choose(t)

    play(app, table, check)
    assert {"card", "seat"} <= kinds
    app.close()


@pytest.mark.parametrize("theme", ["high-contrast", "classic-square"])
def test_draws_in_every_theme_and_while_animating(theme):
    """Every kind of event's animation draws mid-flight at normal speed, and the props
    end where the model is."""
    from sorry_game.ai import make_agent

    app, table, session = settled_table((800, 600), seed=4, turns=0, theme=theme)
    app.settings.speed = "normal"
    assert app.settings.speed_factor > 0
    agent = make_agent("random", "revenge", 4)
    styles = set()
    surface = pygame.Surface(app.size)
    for _ in range(45):
        if session.state.is_over():
            break
        table.apply(agent.choose(session.state))
        while table.animator.busy or table.animator.held:
            if not table.animator.busy:  # the news's moment over: the next round
                table.animator.release()
            table.animator.update(0.12)
            for tween, _t in table.animator.moving().values():
                styles.add(tween.style)
            table.draw(surface)
        assert table.animator.props == table.plugin.shown(table.view)[1]
        table.land_now()
    assert {"face", "back", "count", "flip"} <= styles
    app.close()


def test_card_words_grow_with_the_text_size_where_the_card_holds_them():
    """Issue 39: at 200 % text a card's words start larger and shrink only to fit the
    card, never below their 100 % size."""
    from sorry_game.app.draw import Palette, record
    from sorry_game.app.plugins.revenge.cards import CardPainter
    from sorry_game.app.theme import default_theme

    def sizes(grow: float) -> dict[str, int]:
        painter = CardPainter(Palette(default_theme()))
        painter.grow = grow
        with record.recorded_text() as rec:
            painter.face("take2", 70, 100)
        return {t: px for _part, px, t in rec.lines}

    normal, large = sizes(1.0), sizes(2.0)
    assert all(large[t] >= px for t, px in normal.items() if t in large)
    assert sum(large.values()) > sum(normal.values())


def test_the_news_of_a_round_won_shows_its_21_until_the_next_round_begins():
    """R-6: "You make 21!" is up over the round's end (the dial at 21, the play pile
    full, the pips counting the pawn card just turned HOME as the seat shows it); the
    next round (total 0, the pile swept) comes once the news's moment is over."""
    from sorry_game.ai import make_agent
    from sorry_game.app.table import status
    from sorry_game.engine.interface import GameConfig
    from sorry_game.session import Seat, Session

    seats = [Seat(f"C{i}", "computer", "normal", i) for i in range(4)]
    session = Session.new("revenge", GameConfig(4), 12, seats)
    agent = make_agent("random", "revenge", 3)
    for _ in range(500):  # on to the first action that makes 21 and turns a card HOME
        action = agent.choose(session.state)
        events = session.state.clone().apply(action)
        if any(e.kind == "21" for e in events) and any(e.kind == "flip" for e in events):
            break
        session.apply(action)
    else:
        pytest.fail("no 21 was made")
    app = make_app((1280, 800))
    app.settings.speed = "normal"
    table = app.open_table(session)
    table.computers.move = None
    events = table.apply(action)
    for _ in range(400):  # the move lands; its news comes up
        app.step([], 0.02)
        if table.news_moment:
            break
    assert table.news_moment and table.news.banner is not None
    assert table.animator.held  # the next round waits for the news
    props = table.animator.props
    assert props["total"] == 21 and props["pile"]
    rows = status.player_rows(table.told, session, table.game, table.seat_rgb, (), table.view)
    for seat, row in enumerate(rows):  # the pips agree with the seat's pawn cards
        assert row.progress == list(props["pawns"][seat]).count("HOME")
    frame(app)  # drawn as it is
    table.news.end()
    table.go_on()
    assert not table.animator.held
    for _ in range(400):
        if not table.animator.busy:
            break
        table.animator.update(0.02)
    assert table.animator.props["total"] == 0 and not table.animator.props["pile"]
    app.close()


@pytest.mark.parametrize("width", [290, 420, 700])
def test_the_panel_words_keep_a_readable_measure_beside_or_under_the_card(width):
    """The words beside the panel's card had a column of 150 px at 200 % text (a word
    a line): they get 12 ems of their font beside the card, else go under it."""
    from sorry_game.app.plugins.revenge.layout import MEASURE_EMS, panel_em, panel_rects

    unit = 30
    rect = pygame.Rect(650, 240, width, int(unit * 5.2))
    card, beside, words = panel_rects(rect, unit)
    assert words.width >= min(rect.width, MEASURE_EMS * panel_em(unit))
    assert rect.contains(card) and rect.contains(words) and rect.contains(beside)
    assert not card.colliderect(beside) and not card.colliderect(words)
    if words != beside:  # under the card, the heading beside it
        assert words.top >= card.bottom and words.width == rect.width
