"""The computer path: the worker keeps its own copy of each game and gets only the new
actions; a worker that lost step gets the whole game once; a computer's reply is
checked, and an illegal, failed or late reply is an error that is logged and shown —
never a silent other move. The computer's move and the hint are one job."""

from __future__ import annotations

import logging

import pytest
from table_helpers import make_app, make_session

from sorry_game.ai import make_agent, worker
from sorry_game.ai.worker import OutOfStep, Question, answer, choose_from_save
from sorry_game.app import ai_worker
from sorry_game.app.table import computer
from sorry_game.app.table.computer import MoveJob, WorkerLink
from sorry_game.engine.interface import GameConfig
from sorry_game.engine.savefile import SaveRecord
from sorry_game.session import Seat, Session


def played(seed: int = 9, moves: int = 25, game_id: str = "classic", **options) -> Session:
    seats = [Seat(f"P{i}", "computer") for i in range(4)]
    session = Session.new(game_id, GameConfig(4, options), seed, seats)
    agent = make_agent("random", game_id, 1)
    for _ in range(moves):
        session.apply(agent.choose(session.state))
    return session


def start_of(session: Session) -> str:
    return SaveRecord(session.game_id, session.config, session.seed, [], {}).dumps()


def test_worker_applies_only_the_new_actions_to_its_copy():
    session = played(moves=20)
    actions = list(session.actions)
    first = Question("g1", start_of(session), 0, tuple(actions[:12]), "normal", 3)
    answer(first)
    # in step: only the 8 actions since then; the answer is the one-shot answer
    second = Question("g1", start_of(session), 12, tuple(actions[12:]), "normal", 3)
    assert answer(second) == choose_from_save(session.record().dumps(), "normal", 3)
    assert worker._copies["g1"].count == 20
    assert worker._copies["g1"].state.to_dict() == session.state.to_dict()
    # out of step (the worker has 20, not 15): it says so instead of guessing
    with pytest.raises(OutOfStep):
        answer(Question("g1", start_of(session), 15, (), "normal", 3))
    with pytest.raises(OutOfStep):
        answer(Question("unknown", start_of(session), 5, (), "normal", 3))


def test_the_link_sends_the_new_actions_and_the_whole_game_after_a_take_back():
    session = played(moves=10)
    link = WorkerLink()
    q = link.question(session.record(), "normal", 1)
    assert (q.base, len(q.actions)) == (0, 10)
    for _ in range(3):
        session.apply(session.state.legal_actions()[0])
    q = link.question(session.record(), "normal", 1)
    assert (q.base, len(q.actions)) == (10, 3)
    record = session.record()
    record.actions.pop()  # a move taken back: fewer actions than were sent
    q = link.question(record, "normal", 1)
    assert (q.base, len(q.actions)) == (0, 12)


def test_move_job_in_the_worker_process_keeps_step_and_recovers_a_lost_one(monkeypatch):
    monkeypatch.delenv("SORRY_GAME_INLINE_AI", raising=False)
    session = played(moves=30)
    link = WorkerLink()
    try:
        for _ in range(3):
            job = MoveJob(link, session, "normal", 5)
            job.future.result(timeout=60)
            reply = job.poll()
            assert reply is not None
            assert reply.action in session.state.legal_actions()
            session.apply(reply.action)
        assert ai_worker.worker_pids(), "the questions went to a worker process"
        ai_worker.shutdown()  # a new worker knows nothing: it is sent the whole game
        job = MoveJob(link, session, "normal", 5)
        while (reply := job.poll()) is None:
            pass
        assert job._resent and reply.action in session.state.legal_actions()
    finally:
        ai_worker.shutdown()


def test_an_illegal_reply_is_an_error_logged_and_shown(monkeypatch, caplog):
    monkeypatch.setenv("SORRY_GAME_INLINE_AI", "1")
    app = make_app()
    session = make_session("classic", seed=4, humans=())
    monkeypatch.setattr(computer, "answer", lambda q: "discard 5")
    monkeypatch.setattr(ai_worker, "answer", lambda q: "discard 5")
    table = app.open_table(session)
    with caplog.at_level(logging.ERROR, logger="sorry_game.app.table.computer"):
        for _ in range(200):
            app.step([], dt=0.1)
            if session.actions:
                break
    assert session.actions, "the game went on with a move"
    assert "not allowed" in table.error and "random move" in table.error
    assert any("not legal" in r.getMessage() for r in caplog.records)


def test_a_failing_computer_is_shown_and_a_late_one_stopped(monkeypatch, caplog):
    monkeypatch.setenv("SORRY_GAME_INLINE_AI", "1")
    session = played(moves=5)

    def broken(question):
        raise RuntimeError("no idea")

    monkeypatch.setattr(ai_worker, "answer", broken)
    reply = MoveJob(WorkerLink(), session, "normal", 1).poll()
    assert reply is not None and reply.action is None and "no idea" in reply.error
    # a reply that does not come in time: the worker is stopped, the error shown
    monkeypatch.setattr(computer, "LATE_AFTER_S", 0.0)
    never = ai_worker.Future()
    monkeypatch.setattr(ai_worker, "ask", lambda question: never)
    with caplog.at_level(logging.ERROR, logger="sorry_game.app.table.computer"):
        reply = MoveJob(WorkerLink(), session, "hard", 1).poll()
    assert reply is not None and reply.action is None and "did not answer" in reply.error
    assert never.cancelled() and any("no reply" in r.getMessage() for r in caplog.records)


def test_a_reply_for_a_position_that_moved_on_is_stale(monkeypatch):
    monkeypatch.setenv("SORRY_GAME_INLINE_AI", "1")
    session = played(moves=5)
    job = MoveJob(WorkerLink(), session, "normal", 1)
    session.apply(session.state.legal_actions()[0])
    reply = job.poll()
    assert reply is not None and reply.stale and reply.action is None
