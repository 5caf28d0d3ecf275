"""Undo takes a human back to their last real choice (issue 30): the last position where
they had more than one legal action, with everything after it — their forced steps
(one legal action, played by the table itself) and the computers' replies. Going back
to a forced step would only see it played again, and the seeded computers answer the
same way: undo would do nothing visible."""

from __future__ import annotations

import random

import pytest
from undo_helpers import (
    against_computers,
    find,
    play_on,
    position,
    single_four_lead,
    to_a_forfeit,
)

from sorry_game.ai import make_agent
from sorry_game.engine.interface import GameConfig
from sorry_game.games.catalogue import get_game
from sorry_game.session import NOTHING_TO_TAKE_BACK, WAIT_FOR_COMPUTER, Seat, Session

#: every game of the catalogue and the tests' toy
GAMES = ("classic", "president", "king", "revenge", "toy")


@pytest.mark.parametrize("game_id", GAMES)
def test_undo_returns_to_the_last_real_choice_in_every_game(game_id):
    """After Ann's real choice, her forced steps and the computers' replies, Undo
    returns exactly the position before that choice: state, legal actions, offered
    options and her view — also for a game resumed from its save (the record knows
    which steps were forced)."""
    checked = with_forced = 0
    for seed in range(21, 41):  # until a take-back went over a forced step (rare in some)
        if with_forced and checked >= 5:
            break
        session = against_computers(game_id, seed)
        computer = make_agent("random", game_id, seed)
        rng = random.Random(seed)
        play_on(session, computer)
        while not session.state.is_over() and not (with_forced and checked >= 5):
            before, count = position(session), len(session.actions)
            session.apply(rng.choice(session.state.legal_actions()))
            play_on(session, computer)
            after = zip(session.actors[count + 1 :], session.decisions()[count + 1 :], strict=True)
            with_forced += any(actor == 0 and not real for actor, real in after)
            resumed = Session.from_text(session.record().dumps())
            assert resumed.takeback(0) == session.takeback(0) == len(session.actions) - count
            assert session.undo(0)
            assert position(session) == before and len(session.actions) == count
            assert len(session.state.legal_actions()) > 1  # a choice: the table plays nothing
            checked += 1
            session.apply(rng.choice(session.state.legal_actions()))  # choose again, go on
            play_on(session, computer)
    assert checked >= 5
    assert with_forced, "no take-back went over a forced step"


def test_undo_at_the_end_goes_back_to_the_last_real_choice():
    """A finished game: Undo takes back the human's last real choice too. High Card's
    last card is played without a choice: Ann (second to play) last chose how her
    opponent's fifth card counts, before her own forced last card."""
    seats = [Seat("Cy", "computer", "normal", 0), Seat("Ann", colour=1)]
    session = Session.new("toy", GameConfig(2), 4, seats)
    computer = make_agent("random", "toy", 1)
    positions = {}
    while not session.state.is_over():
        state = session.state
        if state.current_player() == 1 and len(state.legal_actions()) > 1:
            positions[len(session.actions)] = position(session, 1)
        play = state.legal_actions()[-1] if state.current_player() == 1 else None
        session.apply(play or computer.choose(state))
    last = max(positions)
    assert session.actors[-2:] == [1, 0] and not session.decisions()[-2]  # her forced card
    assert session.undo(1)
    assert len(session.actions) == last and position(session, 1) == positions[last]


def test_president_single_four_with_one_pawn_out_is_taken_back_whole():
    """The tester's game: a single 4 led with one pawn out; the pawn's move is forced,
    the computers answer; on Ann's next turn Undo goes back before the 4 (not only
    before the forced pawn move, which the table would play again at once)."""
    session, lead = find("president", 4, single_four_lead)
    game = get_game("president")
    before, count = position(session), len(session.actions)
    session.apply(game.parse_action(lead))
    assert len(session.state.legal_actions()) == 1  # the pawn's move: one way to go
    play_on(session, make_agent("random", "president", 9))
    assert not session.state.is_over() and len(session.actions) > count + 2
    assert session.undo(0)
    assert position(session) == before
    assert lead in [str(a) for a in session.state.legal_actions()]
    assert session.log[-1].text.startswith("Ann takes back: ")
    assert " and the " in session.log[-1].text and "moves after it" in session.log[-1].text
    assert " · and " not in session.log[-1].text  # one fact, not a fact that begins "and"
    assert session.log[-1].player == 0  # the entry carries the mark of who took it back


def test_classic_two_players_a_forfeited_turn_is_no_choice():
    """Sorry! for two: after a forfeited turn (the only legal action was to pass) Undo
    takes back Ann's last real choice before it, with the forfeit and the replies."""
    session, before, count = to_a_forfeit()
    session.apply(session.state.legal_actions()[0])  # the forfeit
    said = session.log[-1].text  # the forfeit: the card drawn, and why it moved nothing
    assert said.startswith("Ann draws a") and (": no " in said or "! · no " in said)
    play_on(session, make_agent("random", "classic", 1))
    assert session.undo(0)
    assert position(session) == before and len(session.actions) == count
    assert len(session.state.legal_actions()) > 1


def test_refused_undo_says_why():
    """Refusals come with words for the prompt line: nothing to take back yet, a
    computer deciding now, a computer never takes back, another human moved since."""
    session = against_computers("toy", seed=2)
    assert session.take_back(0).why == NOTHING_TO_TAKE_BACK
    session.apply(session.state.legal_actions()[0])  # Ann plays a card; C1 counts it
    assert session.state.current_player() == 1
    assert session.take_back(0).why == WAIT_FOR_COMPUTER
    assert not session.undo(0) and len(session.actions) == 1
    assert session.take_back(1).why == WAIT_FOR_COMPUTER and not session.can_undo(by=1)

    humans = Session.new("toy", GameConfig(2), 2, [Seat("Ann"), Seat("Bob", colour=1)])
    humans.apply(humans.state.legal_actions()[0])  # Ann plays, Bob decides how it counts
    assert humans.can_undo(by=0)  # Bob has not decided yet
    humans.apply(humans.state.legal_actions()[0])
    refusal = humans.take_back(0)
    assert refusal.count == 0 and refusal.why == "Bob has moved since: your last move stays."
    assert humans.can_undo(by=1)


def test_between_humans_undo_never_takes_back_another_humans_choice(tmp_path):
    """Two humans: the one deciding takes back their own last real choice (and the
    forced steps after it, theirs or the other's), never the other's choice; the
    position is the one before it, also in the save."""
    path = tmp_path / "s.sorry"
    humans = Session.new("classic", GameConfig(2), 8, [Seat("Ann"), Seat("Bob")], save_path=path)
    #: (actions before, the position, who chose) at each real choice
    choices: list[tuple[int, tuple, int]] = []
    rng = random.Random(3)
    undone = 0
    for _ in range(300):
        state = humans.state
        if state.is_over() or undone > 8:
            break
        mover, legal = state.current_player(), state.legal_actions()
        if len(legal) > 1:
            choices.append((len(humans.actions), position(humans, mover), mover))
        humans.apply(rng.choice(legal))
        deciding = humans.state.current_player()
        own = bool(choices) and choices[-1][2] == deciding
        assert humans.can_undo() == own
        if own and rng.random() < 0.5:
            count, before, _who = choices.pop()
            assert humans.undo()
            assert len(humans.actions) == count and position(humans, deciding) == before
            assert len(Session.load(path).actions) == count
            undone += 1
    assert undone > 5
