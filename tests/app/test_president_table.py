"""Sorry My Ass! on the one table: the board, the trick pile, a tag per seat, the viewer's
hand under the board. Played by synthetic clicks to the results scene; the curtain
between two humans hides every card; only the viewer's own hand is ever drawn face up;
every target is on screen at the three usual window sizes; the trade animates a card
that only the two seats concerned see face up."""

from __future__ import annotations

import random
from collections import Counter

import pygame
import pytest
from table_helpers import (
    click_at,
    clickables,
    make_app,
    make_session,
    open_game,
    play,
    press,
    step_idle,
)

from sorry_game.app.plugins.president import PresidentPlugin, paint, panel, seats
from sorry_game.app.plugins.president import hand as hand_strip
from sorry_game.app.plugins.president.steps import public_props
from sorry_game.games.board.cards import card_label
from sorry_game.games.president.events import CardGiven, CardsPlayed, Passed, TrickWon

SIZES = [(800, 600), (1280, 800), (1920, 1080)]


@pytest.fixture(autouse=True)
def _inline_ai(monkeypatch):
    monkeypatch.setenv("SORRY_GAME_INLINE_AI", "1")


def until_human(app, table, frames=4000):
    """Step until the human has a real decision (computers play at instant speed; a
    decision with one way to go plays itself)."""
    for _ in range(frames):
        if picking(table) and app.top is table:
            return True
        step_idle(app, 0.1)
    return False


def picking(table) -> bool:
    """A human has a choice to make now (not a decision that plays itself)."""
    return table.human_input() and table.forced_in is None


def assert_on_screen(app, table):
    w, h = app.size
    screen = pygame.Rect(0, 0, w, h)
    for t in [*table.options.targets, *table.options.pills, *table.options.alternates]:
        assert screen.contains(t.rect), f"{t.choice} at {t.rect} is off a {w}x{h} screen"
    for _name, _label, rect, _choice in table.options.buttons:
        assert screen.contains(rect)


class FaceRecorder:
    """Records every card the plugin draws: (rect, label, face up)."""

    #: the plugin's modules that draw cards
    MODULES = (hand_strip, paint, panel, seats)

    def __init__(self, monkeypatch):
        self.calls: list[tuple[pygame.Rect, str | None, bool]] = []
        real = paint.draw_card

        def record(surface, palette, rect, label, *args, face_up=True, **kwargs):
            self.calls.append((pygame.Rect(rect), label, face_up))
            return real(surface, palette, rect, label, *args, face_up=face_up, **kwargs)

        for module in self.MODULES:
            monkeypatch.setattr(module, "draw_card", record)

    def clear(self):
        self.calls.clear()


def test_plugin_is_registered_for_the_game():
    app, table, _session = open_game((800, 600), game_id="president", seed=3)
    assert isinstance(table.plugin, PresidentPlugin)
    app.close()


@pytest.mark.slow
def test_human_against_three_computers_by_mouse_clicks_to_the_results():
    app = make_app((800, 600))
    session = make_session("president", seed=8)
    table = app.open_table(session)
    rng = random.Random(5)
    kinds: Counter[str] = Counter()

    def choose(t):
        spots = clickables(t)
        assert spots, "the human decides but nothing is clickable"
        assert_on_screen(app, t)
        rect, choice = rng.choice(spots)
        kinds[choice.kind] += 1
        return click_at(rect.center)

    human = play(app, table, choose, max_frames=200000)
    assert session.state.is_over() and human > 0
    # cards chosen in the hand, count and pass buttons, pawns and squares on the board
    assert kinds["card"] and kinds["button"] and (kinds["pawn"] or kinds["start"])
    app.close()


def test_two_humans_the_curtain_hides_every_card():
    app = make_app((1024, 700))
    session = make_session("president", seed=5, humans=(0, 2))
    table = app.open_table(session)
    rng = random.Random(4)
    shots = []
    decisions = 0

    def card_faces(surface) -> int:
        face = table.palette["card_face"]
        w, h = surface.get_size()
        return sum(
            1 for x in range(0, w, 4) for y in range(0, h, 4) if surface.get_at((x, y))[:3] == face
        )

    for _ in range(20000):
        top = app.top
        if top is not table and type(top).__name__ == "PassScreenScene":
            surface = pygame.Surface(app.size)
            app.draw()
            surface.blit(pygame.display.get_surface(), (0, 0))
            shots.append(card_faces(surface))
            app.step(click_at(top.reveal.rect.center))
            continue
        if picking(table):
            seat = session.state.current_player()
            assert table.viewer() == seat  # only the decider's hand
            hand = session.state.view(seat).game.hand
            assert tuple(card for card, _r in table.plugin.drawn_hand) == hand
            decisions += 1
            if len(shots) >= 4 and decisions > 30:
                break
            rect, _choice = rng.choice(clickables(table))
            app.step(click_at(rect.center))
        else:
            step_idle(app, 0.1)
    assert len(shots) >= 4, "two humans with hidden hands never saw the curtain"
    assert max(shots) == 0, "a card face shows while the curtain is up"
    # the table itself does show card faces (the hand, the pile): the test can see them
    app.draw()
    assert card_faces(pygame.display.get_surface()) > 0
    app.close()


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_hand_drawn_at_the_located_rects_and_every_target_on_screen(size, monkeypatch):
    faces = FaceRecorder(monkeypatch)
    app, table, session = open_game(size, game_id="president", seed=3)
    plugin = table.plugin
    rng = random.Random(size[0])
    checked_hand = checked_board = 0
    for _ in range(40):
        assert until_human(app, table)
        assert_on_screen(app, table)
        faces.clear()
        app.step([])
        view = table.view
        hand = view.game.hand
        assert hand == session.state.view(0).game.hand
        strip = plugin.strip
        in_strip = [(label, up) for rect, label, up in faces.calls if strip.colliderect(rect)]
        assert len(in_strip) == len(hand) and all(up for _label, up in in_strip)
        assert {label for label, _up in in_strip} - {None} <= {card_label(c) for c in hand}
        assert tuple(card for card, _r in plugin.drawn_hand) == hand
        drawn = {}
        for card, rect in plugin.drawn_hand:
            drawn.setdefault(card, []).append(rect)
        for t in table.options.targets:
            if t.choice.kind == "card":
                rects = drawn[t.choice.key]
                box = rects[0].unionall(rects[1:])
                assert box == t.rect, (t.choice, box, t.rect)
                # a pixel of the card face where the target is
                x, y = t.rect.centerx, t.rect.bottom - t.rect.height // 6
                assert pygame.display.get_surface().get_at((x, y))[:3] == table.palette["card_face"]
                checked_hand += 1
            elif t.choice.kind in ("pawn", "start", "square"):
                assert plugin.board.rect.inflate(4, 4).contains(t.rect)
                checked_board += 1
        spots = clickables(table)
        rect, _choice = rng.choice(spots)
        app.step(click_at(rect.center))
    assert checked_hand and checked_board
    app.close()


def test_other_hands_are_never_drawn_face_up(monkeypatch):
    """Face-up cards are the viewer's hand (in the strip), the public trick, the panel's
    card and a traded card only its two seats see; the seat tags show backs only."""
    faces = FaceRecorder(monkeypatch)
    app, table, session = open_game((1280, 800), game_id="president", seed=4)
    app.settings.speed = "fast"
    plugin = table.plugin
    rng = random.Random(2)
    frames = settled = 0
    for _ in range(6000):
        state = session.state
        if state.is_over() or (state.trade is not None and not table.animator.busy):
            break
        faces.clear()
        if picking(table):
            rect, _choice = rng.choice(clickables(table))
            app.step(click_at(rect.center), dt=0.08)
        else:
            step_idle(app, 0.08)
        frames += 1
        if table.animator.busy:
            continue  # cards in flight: a play (public) or a trade (test below)
        settled += 1
        tags = [plugin.seat_rect(table.view, s) for s in range(4)]
        own = session.state.view(0).game.hand
        assert tuple(card for card, _r in plugin.drawn_hand) == own
        labels = {card_label(c) for c in own}
        in_strip = 0
        for rect, label, up in faces.calls:
            if up:
                assert not any(tag.colliderect(rect) for tag in tags), "a face up in a seat tag"
            if plugin.strip.colliderect(rect):
                assert up and (label is None or label in labels)
                in_strip += 1
        assert in_strip == len(own)
    assert session.state.round >= 2, "no trade was seen"
    assert frames > 100 and settled > 50
    app.close()


def counted(table) -> set:
    """The ranks of the hand that may be played in more than one count (their count is
    a choice: asked with buttons)."""
    counts: dict = {}
    for pick, _action in table.controller.picker.entries:
        if pick[0].kind == "card" and len(pick) > 1:
            counts.setdefault(pick[0].key, set()).add(pick[1].ident)
    return {card for card, options in counts.items() if len(options) > 1}


def test_number_keys_pick_the_ranks_of_the_hand():
    app, table, session = open_game((1280, 800), game_id="president", seed=3)
    rng = random.Random(1)
    for _ in range(200):
        assert until_human(app, table)
        if session.state.phase == 1 and counted(table):
            break
        rect, _choice = rng.choice(clickables(table))
        app.step(click_at(rect.center))
    groups = table.plugin.groups(table.view)
    playable = counted(table)
    n = next(i for i, g in enumerate(groups, 1) if g.card in playable)
    app.step([press(pygame.K_0 + n, text=str(n))])
    assert table.controller.chosen[0].ident == ("card", groups[n - 1].card)
    # the count buttons come from the engine: "Play two 10s"
    labels = [label for name, label, _r, _c in table.options.buttons if name == "choice"]
    labels += [t.choice.label for t in table.options.pills]
    counts = [label for label in labels if not label.startswith("Pass")]
    assert len(counts) > 1 and all(label.startswith("Play") for label in counts)
    assert "Pass (P)" in labels  # Pass stays on offer while it is legal, with its key
    # another number re-picks another rank
    other = next((i for i, g in enumerate(groups, 1) if g.card in playable and i != n), None)
    if other is not None:
        app.step([press(pygame.K_0 + other, text=str(other))])
        assert table.controller.chosen[0].ident == ("card", groups[other - 1].card)
    app.close()


def test_trade_card_face_only_for_the_two_seats_and_steps_end_on_the_model():
    app, table, session = open_game((1280, 800), game_id="president", seed=3)
    plugin = table.plugin
    state = session.state
    events = [CardGiven(0, 1, 10), CardGiven(1, 0, 2, forced=True)]
    for viewer, sees in ((0, True), (1, True), (2, False), (None, False)):
        view = state.view(viewer)
        plugin.shown(view)
        steps = plugin.steps(events, view)
        flights = [tw for step in steps for tw in step.tweens]
        assert len(flights) == 2
        styles = [tw.style for tw in flights]
        if sees:
            assert styles == ["face:10", "face:2"]
        else:
            assert styles == ["back", "back"]
        assert steps[-1].props == public_props(view)
    # a play flies to the pile; a trick won clears it; props end on the model
    view = state.view(0)
    plugin.shown(view)
    steps = plugin.steps([CardsPlayed(1, 7, 2), Passed(2), TrickWon(1, 7, 2, 1)], view)
    assert [len(s.tweens) for s in steps if s.tweens] == [2, 2]
    assert any("passed" in s.props and 2 in s.props["passed"] for s in steps)
    assert steps[-1].props == public_props(view)
    app.close()


@pytest.mark.parametrize("theme", ["classic-square", "high-contrast"])
def test_other_themes_lay_out_the_tags_and_the_pile(theme):
    from sorry_game.app.theme import load_theme

    app = make_app((800, 600))
    app.theme, _warnings = load_theme(theme)
    table = app.open_table(make_session("president", seed=3))
    app.step([])
    plugin = table.plugin
    rects = [plugin.seats[c] for c in range(4)]
    for i, a in enumerate(rects):
        assert plugin.board.rect.contains(a)
        assert not a.colliderect(plugin.pile)
        assert not any(a.colliderect(b) for b in rects[i + 1 :])
    assert until_human(app, table)
    assert_on_screen(app, table)
    app.close()


def test_a_narrow_player_list_keeps_the_cards_in_hand_before_the_title(monkeypatch):
    """At 800x600 "Asshole · 7 cards" does not fit beside a name: the title gives way
    (the seat's tag shows it) and the number of cards stays."""
    from types import SimpleNamespace

    from sorry_game.app import draw
    from sorry_game.app.table import panel
    from sorry_game.app.theme import Theme

    drawn: list[str] = []
    real = panel.blit_text
    monkeypatch.setattr(
        panel, "blit_text", lambda s, text, *a, **k: drawn.append(text) or real(s, text, *a, **k)
    )
    surface = pygame.Surface((800, 600))

    def row(extra: str) -> panel.PlayerRow:
        return panel.PlayerRow("Ada", " (easy)", (40, 90, 200), 1, 1, 4, extra, False, False)

    def shown(width: int, extra: str) -> list[str]:
        drawn.clear()
        lay = SimpleNamespace(players=pygame.Rect(0, 0, width, 40), u=14, row_h=40)
        panel.draw_players(surface, draw.Palette(Theme()), lay, [row(extra)])
        return list(drawn)

    assert shown(600, "Asshole · 7 cards") == ["Ada (easy)", "Asshole · 7 cards"]
    narrow = shown(200, "Asshole · 7 cards")
    assert "7 cards" in narrow and not any("Asshole" in t for t in narrow)
    assert shown(140, "Asshole · 7 cards") == ["Ada"]  # only the name is left


def test_pass_is_a_plain_button_not_the_loud_one():
    """Pass is an ordinary (secondary) button on a human's decision: the cards that can
    be played are the call to action, not giving up the turn (it was the accent colour,
    the loudest control on the screen)."""
    app, table, session = open_game((1280, 800), game_id="president", seed=3)
    rng = random.Random(1)
    spot = None
    for _ in range(200):
        assert until_human(app, table)
        spot = next((b for b in table.options.buttons if b.label.startswith("Pass")), None)
        if spot is not None and counted(table):
            break
        rect, _choice = rng.choice(clickables(table))
        app.step(click_at(rect.center))
    assert spot is not None
    table.input.hover = (-1, -1)
    surface = pygame.Surface(app.size)
    table.draw(surface)
    theme = app.theme
    r = spot.rect
    fill = surface.get_at((r.left + r.w // 12, r.top + r.h // 4))[:3]
    assert tuple(fill) == tuple(theme.colour("button")), (fill, theme.colour("accent"))
    app.close()
