"""The engine contract, checked for every registered game (OpenSpiel-style generic tests).

Parametrized on the registry, so each new game gets these for free: random playouts in
which `legal_actions()` is never empty until the end and every action applies; clones
are independent; save/load and seed + action replay rebuild the same state; `view(p)`
shows nothing `p` cannot see (it is the same in every determinization of `p`'s
knowledge); the outcome agrees with the ranking; picks reach exactly the legal actions;
and every action, event, prompt and label speaks player words without a rule id.
"""

from __future__ import annotations

import random
import re

import pytest
from game_helpers import configs

from sorry_game.engine import Outcome, Picker, State, View
from sorry_game.engine.events import Event
from sorry_game.engine.interface import GameConfig
from sorry_game.engine.picking import is_prefix_free
from sorry_game.engine.savefile import SaveRecord, loads
from sorry_game.games.catalogue import all_games, get_game

RULE_ID = re.compile(r"\b[CPKRT]-\d+[a-z]?\b")


def playable_games():
    return [g.id for g in all_games() if g.available]


def no_rule_id(text: str, what: str) -> None:
    assert isinstance(text, str) and text.strip(), f"{what} is empty"
    assert not RULE_ID.search(text), f"{what} shows a rule id: {text!r}"


def check_events(events: list[Event], names: list[str]) -> None:
    for event in events:
        assert isinstance(event, Event)
        assert isinstance(event.kind, str) and event.kind
        no_rule_id(event.describe(names), f"event {event!r}")
        line = event.headline(names)
        if line is not None:
            no_rule_id(line, f"headline of {event!r}")


def check_picks(state: State, rng: random.Random) -> None:
    entries = state.picks()
    legal = state.legal_actions()
    assert is_prefix_free(entries), "two actions share a pick"
    reached = [a for _, a in entries]
    assert all(a in legal for a in reached), "a pick leads to an illegal action"
    assert all(a in reached for a in legal), "a legal action cannot be picked"
    for pick, _ in entries:
        assert pick, "an empty pick"
        for choice in pick:
            if choice.label:
                assert not RULE_ID.search(choice.label), choice
            if choice.prompt:
                assert not RULE_ID.search(choice.prompt), choice
    picker = Picker(entries)  # a random walk of choices ends in a legal action
    for _ in range(20):
        options = picker.options()
        assert options, "the picker has nothing to offer"
        done = picker.choose(rng.choice(options))
        if done is not None:
            assert done in legal
            break
    else:
        raise AssertionError("a pick never completed")


def check_view(state: State, game, seed: int) -> None:
    players = state.view(None).players
    for p in range(players):
        view = state.view(p)
        assert isinstance(view, View)
        assert view.viewer == p
        assert len(view.seats) == players and len(view.colours) == players
        assert view.decider == state.current_player()
        assert view.turn == state.turn_player()
        for k in range(2):
            other = state.determinize(p, random.Random(seed * 7 + k))
            assert other.view(p) == view, f"view({p}) shows what seat {p} cannot know"
            assert other.legal_actions() or other.is_over()


def playout(game, config: GameConfig, seed: int, check_every: int) -> int:
    rng = random.Random(seed)
    state = game.new_state(config, seed)
    names = [f"P{i}" for i in range(config.players)]
    actions: list[str] = []
    step = 0
    while not state.is_over():
        legal = state.legal_actions()
        assert legal, "no legal action while the game runs"
        decider = state.current_player()
        assert decider is not None and 0 <= decider < config.players
        assert state.turn_player() is not None
        if step % check_every == 0:
            check_picks(state, rng)
            check_view(state, game, seed + step)
            before = state.to_dict()
            twin = state.clone()
            twin.apply_fast(legal[0])
            assert state.to_dict() == before, "a clone shares state with its original"
            assert game.state_from_dict(before).to_dict() == before
        action = rng.choice(legal)
        text = str(action)
        assert game.parse_action(text) == action, f"{text!r} does not parse back"
        no_rule_id(state.describe_action(action), f"description of {text}")
        events = state.apply(action)
        check_events(events, names)
        actions.append(text)
        step += 1
        assert step < 20_000, "the game does not end"
    assert state.legal_actions() == []
    assert state.current_player() is None
    outcome = state.outcome()
    assert isinstance(outcome, Outcome)
    assert len(outcome.results) == config.players
    no_rule_id(outcome.reason or "ended", "outcome reason")
    ranking = state.ranking()
    assert sorted(ranking) == list(range(config.players))
    if outcome.winners:
        assert set(ranking[: len(outcome.winners)]) == set(outcome.winners)
    else:
        assert outcome.is_draw
    final = state.view(None)
    assert final.over and final.outcome == outcome and final.decider is None
    # save -> load and seed + actions rebuild the same state
    record = SaveRecord(game.id, config, seed, actions, {})
    assert loads(record.dumps()).replay(game).to_dict() == state.to_dict()
    return step


@pytest.mark.parametrize("game_id", playable_games())
def test_random_playouts_keep_the_contract(game_id):
    game = get_game(game_id)
    assert game.colours and game.rules and game.progress_goal > 0
    for section in game.rules:
        no_rule_id(section.heading, "rules heading")
        no_rule_id(section.text, "rules text")
    for config in configs(game):
        game.validate_config(config)
        no_rule_id(game.turn_order_text(config.players), "turn order text")
        for seed in range(3):
            playout(game, config, seed, check_every=7)


@pytest.mark.parametrize("game_id", playable_games())
def test_bad_setups_are_refused_with_a_reason(game_id):
    game = get_game(game_id)
    for bad in (
        GameConfig(game.max_players + 1),
        GameConfig(game.min_players, {"no_such_option": True}),
        GameConfig(game.min_players, {"colours": [99] * game.min_players}),
    ):
        with pytest.raises(ValueError) as info:
            game.validate_config(bad)
        no_rule_id(str(info.value), "setup refusal")


@pytest.mark.parametrize("game_id", playable_games())
def test_illegal_action_is_refused_and_changes_nothing(game_id):
    from sorry_game.engine.errors import IllegalAction

    game = get_game(game_id)
    config = configs(game)[0]
    state = game.new_state(config, 1)
    rng = random.Random(2)
    other = game.new_state(config, 99)
    for _ in range(30):
        if state.is_over() or other.is_over():
            break
        legal = state.legal_actions()
        foreign = [a for a in other.legal_actions() if a not in legal]
        if foreign:
            before = state.to_dict()
            with pytest.raises(IllegalAction) as info:
                state.apply(foreign[0])
            assert state.to_dict() == before
            no_rule_id(info.value.reason, "refusal reason")
        state.apply(rng.choice(legal))
        other.apply(rng.choice(other.legal_actions()))
