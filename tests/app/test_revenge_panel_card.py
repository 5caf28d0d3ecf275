"""Sorry! Revenge's panel card tells the frame's moment (issue 39): while another seat
decides, the pile's top is captioned as the last card played, not as the decider's
move; at a reviewed decision the panel shows the decision's own card."""

from __future__ import annotations

import random
from types import SimpleNamespace

from test_review_moment import open_moment

from sorry_game.app.plugins.revenge.frame import Names
from sorry_game.app.plugins.revenge.panel import focus_card
from sorry_game.engine.interface import GameConfig
from sorry_game.games.catalogue import get_game
from sorry_game.games.revenge.events import CardPlayed

NAMES = ["You", "Ada", "Bo"]


def fake_ui(events, told=None) -> SimpleNamespace:
    return SimpleNamespace(
        hover=None,
        chosen=[],
        anim=SimpleNamespace(busy=False, held=[]),
        last_events=events,
        told=told,
        tells=lambda view: told if told is not None else view,
    )


def played_then_another_decides():
    """A seeded game just after seat 0 played a card that stays on the pile's top, with
    another seat to decide; and that play's events."""
    game = get_game("revenge")
    for seed in range(100):
        state = game.new_state(GameConfig(3, {}), seed)
        rng = random.Random(seed)
        for _ in range(300):
            if state.is_over():
                break
            player = state.current_player()
            events = state.apply(rng.choice(state.legal_actions()))
            view = state.view(0)
            played = [e for e in events if isinstance(e, CardPlayed) and e.kind == "play"]
            if (
                player == 0
                and played
                and view.game.play_pile[-1:] == (played[-1].card,)
                and view.decider not in (None, 0)
            ):
                return game, state, events, played[-1].card
    raise AssertionError("no such moment")


def test_R6_the_pile_top_under_another_seats_turn_is_the_last_card_played():
    """Under Cy's header the panel said 'Played by you — You reverse the direction of
    play.', read as Cy's choice. While another seat decides, the pile's top is 'Last
    played by you'; at the player's own decision it stays 'Played by you'."""
    game, state, events, card = played_then_another_decides()
    view = state.view(0)
    code, heading, _text = focus_card(view, fake_ui(events), Names(game, view, NAMES))
    assert (code, heading) == (card, "Last played by you")
    # the move's own moment (it landing: the mover decides in it) names the mover
    before = SimpleNamespace(decider=0)
    code, heading, _text = focus_card(view, fake_ui(events, before), Names(game, view, NAMES))
    assert (code, heading) == (card, "Played by you")


def test_R6_a_reviewed_decision_shows_its_own_card_in_the_panel():
    """The review's moment showed 'Play the 7: total 16' in the header beside 'Played
    by Cy, 9' (the card before the decision). The panel shows the decision's card."""
    app, scene, _surface = open_moment("revenge", (1280, 800), 100)
    assert scene.comparing()
    lit = scene.lit_step()
    played = [
        e
        for e in scene.timeline.steps[lit - 1].events
        if isinstance(e, CardPlayed) and e.kind == "play"
    ]
    assert played, "the sample's reviewed decision plays a card"
    view = scene.view
    ui = scene.table_ui()
    names = Names(scene.plugin.game, view, scene.match.names(), you=ui.you)
    code, heading, _text = focus_card(view, ui, names)
    assert code == played[-1].card
    assert heading.startswith("Played by")
    # (the sample's pile shows the card before the decision: the old caption's)
    assert view.game.play_pile[-1:] != (code,)
    app.close()
