"""Positions for the take-back tests (tests/test_undo.py, tests/app/test_undo_table.py):
a human against computers, what a take-back must restore, and the tester's positions."""

from __future__ import annotations

from sorry_game.ai import make_agent
from sorry_game.engine.interface import GameConfig
from sorry_game.games.catalogue import get_game
from sorry_game.session import Seat, Session


def against_computers(game_id: str, seed: int, players: int | None = None) -> Session:
    """Ann (seat 0, human) against computers, never saved."""
    game = get_game(game_id)
    players = players or max(game.min_players, min(4, game.max_players))
    colours = game.default_colours(players)
    seats = [Seat("Ann", colour=colours[0])]
    seats += [Seat(f"C{i}", "computer", "normal", colours[i]) for i in range(1, players)]
    return Session.new(game_id, GameConfig(players), seed, seats)


def position(session: Session, seat: int = 0) -> tuple:
    """What a take-back must restore: the state, the legal actions, how each is picked
    (the options offered) and what `seat` sees."""
    state = session.state
    legal = [str(a) for a in state.legal_actions()] if not state.is_over() else []
    picks = state.picks() if not state.is_over() else []
    return state.to_dict(), legal, picks, state.view(seat)


def play_on(session: Session, computer, human: int = 0) -> None:
    """Play as the table does until `human` has a real choice (or the game ends): the
    human's steps with one way to go are played for them, computers answer."""
    while not session.state.is_over():
        state = session.state
        legal = state.legal_actions()
        if state.current_player() == human and len(legal) > 1:
            return
        session.apply(legal[0] if state.current_player() == human else computer.choose(state))


def find(game_id: str, players: int, wanted, seeds=range(1, 400)) -> tuple[Session, str]:
    """A seeded game against random computers played to the first position where
    `wanted(state)` names Ann's action (Ann playing her first legal action until then)."""
    for seed in seeds:
        session = against_computers(game_id, seed, players)
        computer = make_agent("random", game_id, seed)
        for _ in range(300):
            state = session.state
            if state.is_over():
                break
            if state.current_player() == 0:
                action = wanted(state)
                if action is not None:
                    return session, action
                session.apply(state.legal_actions()[0])
            else:
                session.apply(computer.choose(state))
    raise AssertionError("no such position")


def single_four_lead(state) -> str | None:
    """Sorry My Ass!: Ann leads a trick and may play a single 4 that moves her only
    pawn out of START (one legal move after it: four back)."""
    legal = [str(a) for a in state.legal_actions()]
    if "play 4x1" not in legal or state.view(0).game.leader != 0:
        return None
    after = state.clone()
    after.apply(get_game("president").parse_action("play 4x1"))
    moves = [str(a) for a in after.legal_actions()]
    if after.current_player() == 0 and len(moves) == 1 and moves[0].startswith("4: move"):
        return "play 4x1"
    return None


def to_a_forfeit(seeds=range(1, 60)) -> tuple[Session, tuple, int]:
    """Sorry! for two: a game played to Ann's forfeit (her only legal action is to give
    up her turn: a card she cannot use) after a real choice of hers; with the position
    before that choice and the number of actions then. The forfeit is not played yet."""
    for seed in seeds:
        session = against_computers("classic", seed, 2)
        computer = make_agent("random", "classic", seed)
        before = None
        for _ in range(400):
            state = session.state
            if state.is_over():
                break
            legal = state.legal_actions()
            if state.current_player() != 0:
                session.apply(computer.choose(state))
            elif len(legal) > 1:
                before, count = position(session), len(session.actions)
                session.apply(legal[-1])
            elif before is not None and str(legal[0]) == "pass":
                return session, before, count
            else:
                session.apply(legal[0])  # a move with one way to go: no choice either
    raise AssertionError("no forfeit after a choice")
