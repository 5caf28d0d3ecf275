"""Sessions: the only caller of apply; autosave after every action; resume exactly."""

from __future__ import annotations

import pytest

from sorry_game.engine import GameConfig, SaveError
from sorry_game.paths import autosave_path
from sorry_game.session import Seat, Session


def _new(path):
    seats = [Seat("Ann"), Seat("Bob", "computer", "normal", 1)]
    return Session.new("classic", GameConfig(2, {"colours": [0, 2]}), 5, seats, save_path=path)


def test_autosave_after_every_action_and_resume_exactly(tmp_path):
    path = autosave_path()
    session = _new(path)
    for _ in range(25):
        session.apply(session.state.legal_actions()[0])
        assert path.read_text().count("\n") == 8 + len(session.actions)
    resumed = Session.load(path, autosave_to=path)
    assert resumed.actions == session.actions
    assert resumed.state.to_dict() == session.state.to_dict()
    assert [s.name for s in resumed.seats] == ["Ann", "Bob"]
    assert resumed.seats[1].kind == "computer"


def test_log_names_the_players(tmp_path):
    session = _new(tmp_path / "s.sorry")
    while len(session.log) < 3:
        session.apply(session.state.legal_actions()[0])
    assert any("Ann" in e.text or "Bob" in e.text for e in session.log)


def test_corrupt_save_is_refused_and_not_overwritten(tmp_path):
    bad = tmp_path / "mine.sorry"
    bad.write_text("sorry-game save\nformat 1\ngame classic\nseed 1\nconfig {\n")
    before = bad.read_bytes()
    with pytest.raises(SaveError) as exc:
        Session.load(bad, autosave_to=tmp_path / "auto.sorry")
    assert "line 5" in str(exc.value)
    assert bad.read_bytes() == before
    assert not (tmp_path / "auto.sorry").exists()


def test_binary_file_is_refused_with_a_message(tmp_path):
    bad = tmp_path / "photo.sorry"
    bad.write_bytes(b"\x89PNG\r\n\x1a\n\xff\xfe")
    with pytest.raises(SaveError, match="not"):
        Session.load(bad)


def test_save_failure_is_reported_not_raised(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    session = _new(blocker / "cannot" / "save.sorry")
    assert session.save_error and "could not save" in session.save_error


def test_undo_only_ones_own_last_action_in_games_of_humans(tmp_path):
    """Undo takes back one action by replay: only between humans, and only the last
    action of the seat deciding now (never another player's move)."""
    path = tmp_path / "s.sorry"
    humans = Session.new("classic", GameConfig(2), 8, [Seat("Ann"), Seat("Bob")], save_path=path)
    undone = 0
    for _ in range(300):
        if humans.state.is_over():
            break
        before = humans.state.to_dict()
        mover = humans.state.current_player()
        humans.apply(humans.state.legal_actions()[-1])
        own = humans.state.current_player() == mover  # a 2: the same player goes again
        assert humans.can_undo() == own
        if own:
            count = len(humans.actions)
            assert humans.undo()
            assert humans.state.to_dict() == before
            assert len(Session.load(path).actions) == count - 1
            undone += 1
            humans.apply(humans.state.legal_actions()[-1])
        else:
            assert not humans.undo()
    assert undone > 0


def test_takeback_against_computers_removes_the_replies_too(tmp_path):
    """Against computers, Undo takes back the human's last decision and the computers'
    replies after it; the state is exactly the one before that decision (the deck
    stays as dealt: the same cards come again)."""
    from sorry_game.ai import make_agent

    seats = [Seat("Ann"), Seat("C1", "computer"), Seat("C2", "computer")]
    session = Session.new("classic", GameConfig(3), 11, seats, save_path=tmp_path / "t.sorry")
    computer = make_agent("random", "classic", 1)
    checked = 0
    for _ in range(200):
        state = session.state
        if state.is_over():
            break
        if state.current_player() != 0:
            session.apply(computer.choose(state))
            continue
        before, count = state.to_dict(), len(session.actions)
        session.apply(state.legal_actions()[-1])
        while not session.state.is_over() and session.state.current_player() != 0:
            session.apply(computer.choose(session.state))
        taken = session.takeback(0)
        assert taken == len(session.actions) - count
        assert not session.can_undo(by=1)  # a computer never takes back
        assert session.undo(0)
        assert session.state.to_dict() == before and len(session.actions) == count
        session.apply(session.state.legal_actions()[-1])
        checked += 1
    assert checked > 5
