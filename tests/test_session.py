"""Sessions: the only caller of apply; autosave after every action; resume exactly."""

from __future__ import annotations

import pytest

from sorry_game.engine import GameConfig, SaveError
from sorry_game.session import Seat, Session
from sorry_game.store.paths import autosave_path


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


# Take-backs (between humans, against computers, in every game): tests/test_undo.py


# --- issue 17, fault 7: who plays is never changed without telling ---------------------------
import json  # noqa: E402


def saved_text(tmp_path) -> str:
    path = tmp_path / "s.sorry"
    seats = [Seat("Ann"), Seat("Bob", "computer", "hard", 2)]
    session = Session.new("classic", GameConfig(2, {"colours": [0, 2]}), 5, seats, path)
    session.apply(session.state.legal_actions()[0])
    return path.read_text(encoding="utf-8")


def with_meta(text: str, change) -> str:
    lines = text.split("\n")
    meta = json.loads(lines[5].partition(" ")[2])
    change(meta)
    lines[5] = "meta " + json.dumps(meta)
    return "\n".join(lines)


def refused(text: str, *words: str) -> SaveError:
    with pytest.raises(SaveError) as info:
        Session.from_text(text)
    err = info.value
    assert err.line == 6, str(err)
    for word in words:
        assert word in err.reason, (word, err.reason)
    return err


def test_the_saved_seats_load_exactly(tmp_path):
    session = Session.from_text(saved_text(tmp_path))
    assert [(s.name, s.kind, s.level, s.colour) for s in session.seats] == [
        ("Ann", "human", "normal", 0),
        ("Bob", "computer", "hard", 2),
    ]


@pytest.mark.parametrize(
    "change",
    [
        lambda meta: meta.pop("seats"),
        lambda meta: meta.update(seats=[]),
        lambda meta: meta.update(seats=None),
    ],
    ids=["missing", "empty", "null"],
)
def test_a_save_without_its_seats_is_refused_not_played_by_humans(tmp_path, change):
    """Fault 7: missing or empty seats loaded as all-human "Player N"."""
    refused(with_meta(saved_text(tmp_path), change), "seats")


def test_a_seat_on_a_phone_is_saved_as_such_and_an_old_save_has_no_where(tmp_path):
    """Issue 33: "where" is written only for a phone seat (a save without phones is what
    it always was) and loads back; a screen seat loads as one."""
    text = saved_text(tmp_path)
    assert '"where"' not in text
    phone = with_meta(text, lambda meta: meta["seats"][0].update(where="phone"))
    session = Session.from_text(phone)
    assert [s.where for s in session.seats] == ["phone", "screen"]
    assert session.seats[0].is_human and session.seats[0].on_phone
    assert session.record().meta["seats"][0]["where"] == "phone"
    assert "where" not in session.record().meta["seats"][1]


@pytest.mark.parametrize(
    ("seat", "where"), [(0, "watch"), (0, 1), (0, None), (1, "phone")], ids=str
)
def test_an_unknown_where_or_a_computer_on_a_phone_is_refused(tmp_path, seat, where):
    text = with_meta(saved_text(tmp_path), lambda meta: meta["seats"][seat].update(where=where))
    refused(text, "where", f"seat {seat + 1}")


@pytest.mark.parametrize(
    ("old", "new"),
    [("kind", "kidn"), ("level", "levle"), ("colour", "color"), ("kind", "Kind")],
)
def test_a_misspelt_seat_field_is_refused_naming_it(tmp_path, old, new):
    """Fault 7: a misspelt `kind` turned a computer into a human, a misspelt `level` a
    hard computer into a normal one."""

    def change(meta):
        seat = meta["seats"][1]
        seat[new] = seat.pop(old)

    err = refused(with_meta(saved_text(tmp_path), change), new)
    assert "seat 2" in err.reason


@pytest.mark.parametrize("field", ["kind", "level", "colour"])
def test_a_missing_seat_field_is_refused_naming_it(tmp_path, field):
    def change(meta):
        del meta["seats"][1][field]

    refused(with_meta(saved_text(tmp_path), change), field, "seat 2")


def test_a_human_seat_may_leave_out_the_level_and_any_seat_its_name(tmp_path):
    def change(meta):
        del meta["seats"][0]["level"]
        del meta["seats"][1]["name"]

    session = Session.from_text(with_meta(saved_text(tmp_path), change))
    assert [(s.name, s.kind, s.level) for s in session.seats] == [
        ("Ann", "human", "normal"),
        ("Player 2", "computer", "hard"),
    ]


@pytest.mark.parametrize(
    ("field", "value"),
    [("kind", "Computer"), ("level", "Hard"), ("level", 3), ("colour", True), ("kind", None)],
)
def test_a_seat_value_that_is_not_exact_is_refused(tmp_path, field, value):
    def change(meta):
        meta["seats"][1][field] = value

    refused(with_meta(saved_text(tmp_path), change), field.replace("kind", "kind"))


@pytest.mark.timeout(10)
def test_a_pipe_or_a_folder_is_refused_without_waiting(tmp_path):
    import os

    if not hasattr(os, "mkfifo"):
        pytest.skip("no named pipes here")
    fifo = tmp_path / "pipe.sorry"
    os.mkfifo(fifo)
    with pytest.raises(SaveError, match="not a regular file"):
        Session.load(fifo)  # opening a pipe would wait for a writer for ever
    with pytest.raises(SaveError, match="folder"):
        Session.load(tmp_path)


# --- issue 18: the levels come from the table of levels (`ai.levels`) ---------------------
@pytest.mark.parametrize("level", ["easy", "normal", "hard", "expert"])
def test_a_save_with_a_computer_of_every_level_loads(tmp_path, level):
    def change(meta):
        meta["seats"][1]["level"] = level

    session = Session.from_text(with_meta(saved_text(tmp_path), change))
    assert (session.seats[1].kind, session.seats[1].level) == ("computer", level)


def test_an_expert_seat_is_saved_and_loads_exactly(tmp_path):
    path = tmp_path / "e.sorry"
    seats = [Seat("Ann"), Seat("Eve", "computer", "expert", 2)]
    session = Session.new("classic", GameConfig(2, {"colours": [0, 2]}), 5, seats, path)
    session.apply(session.state.legal_actions()[0])
    again = Session.load(path)
    assert [(s.kind, s.level) for s in again.seats] == [("human", "normal"), ("computer", "expert")]


def test_an_unknown_level_is_refused_naming_the_levels_of_the_table(tmp_path):
    from sorry_game.ai.levels import LEVEL_NAMES

    def change(meta):
        meta["seats"][1]["level"] = "grandmaster"

    err = refused(with_meta(saved_text(tmp_path), change), "grandmaster", "expert")
    assert ", ".join(LEVEL_NAMES) in err.reason
