"""The save format (engine/savefile.py): round trip, and every fault refused with its line."""

from __future__ import annotations

import json
import random

import pytest

from sorry_game.engine import GameConfig, SaveError
from sorry_game.engine.savefile import FORMAT_VERSION, MAGIC, SaveRecord, load, loads
from sorry_game.games.catalogue import get_game
from sorry_game.session import Seat, Session

GAME = get_game("classic")
FIRST_ACTION_LINE = 8


def played(config: GameConfig, seed: int, n: int | None = None):
    """A random game of n actions (or to the end): (record, state)."""
    state = GAME.new_state(config, seed)
    rng = random.Random(seed)
    texts: list[str] = []
    while not state.is_over() and (n is None or len(texts) < n):
        legal = state.legal_actions()
        action = legal[int(rng.random() * len(legal))]
        state.apply(action)
        texts.append(str(action))
    return SaveRecord("classic", config, seed, texts, {"seats": []}), state


def refused_at(text: str, line: int) -> SaveError:
    with pytest.raises(SaveError) as info:
        load(text, get_game)
    err = info.value
    assert err.line == line, (err.line, str(err))
    assert f"line {line}" in str(err), str(err)
    assert err.reason
    return err


def lines_of(text: str) -> list[str]:
    return text.split("\n")[:-1]


def join(lines: list[str]) -> str:
    return "\n".join(lines) + "\n"


# --- round trip ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "config",
    [
        GameConfig(2),
        GameConfig(3, {"hand": True}),
        GameConfig(4, {"partners": True}),
        GameConfig(4, {"partners": True, "hand": True, "first_player": 2}),
    ],
    ids=["2p", "3p-hand", "4p-partners", "4p-partners-hand"],
)
def test_save_round_trip(config):
    record, state = played(config, 21, 60)
    text = record.dumps()
    lines = lines_of(text)
    assert lines[0] == MAGIC
    assert lines[1] == f"format {FORMAT_VERSION}"
    assert lines[2] == "game classic"
    assert lines[3] == "seed 21"
    assert lines[6] == "actions"
    assert lines[FIRST_ACTION_LINE - 1 : -1] == record.actions
    assert lines[-1] == f"end {len(record.actions)}"
    back, loaded = load(text, get_game)
    assert loaded == state
    assert back == record
    assert loads(text) == record
    assert back.dumps() == text


def test_finished_game_round_trip():
    record, state = played(GameConfig(2), 5)
    assert state.is_over()
    _, loaded = load(record.dumps(), get_game)
    assert loaded.is_over() and loaded.winners == state.winners
    assert loaded.ranking() == state.ranking()


def test_empty_game_round_trip():
    record = SaveRecord("classic", GameConfig(4), 8, [], {})
    _, state = load(record.dumps(), get_game)
    assert state == GAME.new_state(GameConfig(4), 8)


def test_replay_upto_rebuilds_earlier_states():
    record, _ = played(GameConfig(4), 9, 30)
    state = GAME.new_state(GameConfig(4), 9)
    for i, text in enumerate(record.actions):
        assert record.replay(GAME, i) == state
        state.apply(GAME.parse_action(text))


def test_session_save_and_load_through_a_file(tmp_path):
    path = tmp_path / "game.sorry"
    seats = [Seat("Ann"), Seat("Bob", "computer", "easy", 2)]
    session = Session.new("classic", GameConfig(2), 33, seats, path)
    rng = random.Random(1)
    for _ in range(25):
        legal = session.state.legal_actions()
        session.apply(legal[int(rng.random() * len(legal))])
    again = Session.load(path)
    assert again.state == session.state
    assert again.actions == session.actions
    assert [s.name for s in again.seats] == ["Ann", "Bob"]
    assert again.seats[1].kind == "computer" and again.seats[1].level == "easy"


# --- refusals, each naming its line ---------------------------------------------------------


@pytest.fixture
def good() -> str:
    record, _ = played(GameConfig(4), 17, 40)
    return record.dumps()


def test_truncated_save_missing_end_line(good):
    lines = lines_of(good)
    err = refused_at(join(lines[:-1]), len(lines))
    assert "truncated" in err.reason


def test_truncated_save_cut_in_the_middle(good):
    lines = lines_of(good)
    cut = join(lines[:20])
    refused_at(cut, 21)
    # cut mid-line (no newline at the end): refused too, with a line number
    with pytest.raises(SaveError) as info:
        load(good[: len(good) // 2], get_game)
    assert info.value.line >= FIRST_ACTION_LINE
    assert f"line {info.value.line}" in str(info.value)


@pytest.mark.parametrize("keep", [1, 2, 3, 4, 5, 6])
def test_truncated_save_in_the_header(good, keep):
    lines = lines_of(good)
    err = refused_at(join(lines[:keep]), keep + 1)
    assert "ends early" in err.reason
    assert str(err).count("line ") == 1, str(err)  # named once, not wrapped twice


@pytest.mark.parametrize("n,key", [(4, "seed"), (5, "config"), (6, "meta")])
def test_misnamed_header_line_says_what_was_expected(good, n, key):
    # a wrongly named line is reported as such, not as a bad value
    lines = lines_of(good)
    lines[n - 1] = "x" + lines[n - 1]
    err = refused_at(join(lines), n)
    assert f"expected '{key} ...'" in err.reason


def test_empty_file_is_refused():
    refused_at("", 1)


def test_wrong_format_version(good):
    lines = lines_of(good)
    lines[1] = f"format {FORMAT_VERSION + 1}"
    err = refused_at(join(lines), 2)
    assert str(FORMAT_VERSION + 1) in err.reason
    lines[1] = "format one"
    refused_at(join(lines), 2)


@pytest.mark.parametrize(
    "first", ["hello world", "", "sorry-game sav", "\x00\x01garbage", '{"json": true}']
)
def test_garbage_first_line(good, first):
    lines = lines_of(good)
    lines[0] = first
    refused_at(join(lines), 1)


def test_binary_garbage():
    refused_at("\x89PNG\r\n\x1a\n" + "x" * 100, 1)


@pytest.mark.parametrize(
    "config",
    [
        "{not json",
        "[4]",
        "null",
        '{"players": "four", "options": {}}',
        '{"players": 7, "options": {}}',
        '{"players": 1, "options": {}}',
        '{"players": 4, "options": []}',
        '{"players": 4, "options": {"speed": 3}}',
        '{"players": 3, "options": {"partners": true}}',
        '{"players": 4, "options": {"colours": [0, 0, 1, 2]}}',
        '{"players": 4, "options": {"first_player": 4}}',
    ],
)
def test_bad_config(good, config):
    lines = lines_of(good)
    lines[4] = "config " + config
    err = refused_at(join(lines), 5)
    assert "config" in err.reason


@pytest.mark.parametrize(
    "index, text, line",
    [
        (2, "game chess", 3),
        (3, "seed twelve", 4),
        (5, "meta {oops", 6),
        (5, "meta [1, 2]", 6),
        (6, "action", 7),
    ],
)
def test_unknown_game_and_bad_seed_and_meta(good, index, text, line):
    bad = lines_of(good)
    bad[index] = text
    refused_at(join(bad), line)


def test_illegal_action_names_its_line():
    record, _ = played(GameConfig(4), 17, 40)
    for k in (0, 7, 39):
        # find an action that is not legal at step k
        state = record.replay(GAME, k)
        legal = {str(a) for a in state.legal_actions()}
        candidates = [
            "move R0 +5",
            "move B3 -4",
            "sorry G2",
            "split R0+3 R1+4",
            "switch Y0 G0",
            "start",
            "pass",
        ]
        bad = next(c for c in candidates if c not in legal)
        actions = list(record.actions)
        actions[k] = bad
        text = SaveRecord("classic", record.config, record.seed, actions, {}).dumps()
        err = refused_at(text, FIRST_ACTION_LINE + k)
        assert "not legal" in err.reason
        assert bad in err.reason


def test_unreadable_action_names_its_line(good):
    lines = lines_of(good)
    lines[FIRST_ACTION_LINE + 3 - 1] = "fly R0 to the moon"
    refused_at(join(lines), FIRST_ACTION_LINE + 3)
    lines = lines_of(good)
    lines[FIRST_ACTION_LINE - 1] = "move R9 +3"
    refused_at(join(lines), FIRST_ACTION_LINE)
    lines = lines_of(good)
    lines[FIRST_ACTION_LINE] = ""
    refused_at(join(lines), FIRST_ACTION_LINE + 1)


def test_action_after_the_end_of_the_game():
    record, state = played(GameConfig(2), 5)
    assert state.is_over()
    actions = record.actions + ["pass"]
    text = SaveRecord("classic", record.config, record.seed, actions, {}).dumps()
    err = refused_at(text, FIRST_ACTION_LINE + len(actions) - 1)
    assert "over" in err.reason


def test_end_count_mismatch_and_trailing_text(good):
    lines = lines_of(good)
    n = len(lines)
    bad = lines[:-1] + [f"end {n}"]
    refused_at(join(bad), n)
    refused_at(join(lines + ["move R0 +1"]), n + 1)


# --- nothing half-loaded ------------------------------------------------------------------------


def test_failed_load_leaves_nothing_behind(tmp_path, good):
    lines = lines_of(good)
    lines[FIRST_ACTION_LINE + 10 - 1] = "sorry Y3" if "sorry Y3" not in good else "sorry G3"
    broken = tmp_path / "broken.sorry"
    broken.write_text(join(lines), encoding="utf-8")
    autosave = tmp_path / "autosave.sorry"
    before = broken.read_bytes()
    with pytest.raises(SaveError) as info:
        Session.load(broken, autosave_to=autosave)
    assert f"line {info.value.line}" in str(info.value)
    assert not autosave.exists(), "a refused save must not write an autosave"
    assert broken.read_bytes() == before, "a refused save must not be changed"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["broken.sorry"]
    # loading still works afterwards: no state was left over from the failed attempt
    _, state = load(good, get_game)
    record = loads(good)
    assert state == record.replay(GAME)


def test_unreadable_file_is_a_save_error(tmp_path):
    path = tmp_path / "bin.sorry"
    path.write_bytes(b"\xff\xfe\x00garbage\x80")
    with pytest.raises(SaveError):
        Session.load(path)
    with pytest.raises(SaveError) as info:
        Session.load(tmp_path / "missing.sorry")
    assert info.value.line == 0


def test_bad_seats_in_meta(good):
    lines = lines_of(good)
    lines[5] = "meta " + json.dumps({"seats": [{"name": "A", "kind": "robot"}] * 4})
    with pytest.raises(SaveError) as info:
        Session.from_text(join(lines))
    assert info.value.line == 6 and "line 6" in str(info.value)
    lines[5] = "meta " + json.dumps({"seats": [{"name": "A"}]})
    with pytest.raises(SaveError) as info:
        Session.from_text(join(lines))
    assert info.value.line == 6


def test_save_error_without_a_line():
    err = SaveError(0, "cannot read")
    assert str(err) == "cannot read"


def test_crlf_line_endings_load():
    """A save edited on Windows (CRLF line endings) still loads."""
    from sorry_game.engine import GameConfig
    from sorry_game.engine.savefile import SaveRecord, load

    text = SaveRecord("classic", GameConfig(2), 4, []).dumps()
    record, state = load(text.replace("\n", "\r\n"), get_game)
    assert record.game_id == "classic" and not state.is_over()


def test_save_of_a_game_not_yet_playable_names_line_3(monkeypatch):
    from sorry_game.engine import SaveError
    from sorry_game.engine.savefile import load
    from sorry_game.games import catalogue
    from sorry_game.games.catalogue import PlannedGame

    catalogue.all_games()
    monkeypatch.setitem(catalogue._GAMES, "future", PlannedGame("future", "Future", "", 2, 2))
    text = 'sorry-game save\nformat 1\ngame future\nseed 1\nconfig {"players": 2}\nmeta {}\nactions\nend 0\n'
    with pytest.raises(SaveError) as exc:
        load(text, get_game)
    assert exc.value.line == 3 and "not playable" in exc.value.reason


# --- issue 17: deep nesting and misspelt fields in the JSON lines ------------------------------


def nested(depth: int) -> str:
    return "[" * depth + "]" * depth


@pytest.mark.parametrize("depth", [1_000, 100_000])
@pytest.mark.parametrize("line", [5, 6])
def test_deeply_nested_json_is_refused_naming_its_line(good, line, depth):
    """Fault 1: ~1,000 levels of nesting in `config` or `meta` raised RecursionError."""
    lines = lines_of(good)
    key = lines[line - 1].partition(" ")[0]
    lines[line - 1] = f'{key} {{"x": {nested(depth)}, ' + lines[line - 1].partition("{")[2]
    err = refused_at(join(lines), line)
    assert "nested" in err.reason or "too long" in err.reason
    with pytest.raises(SaveError):
        Session.from_text(join(lines))


def test_json_lines_that_are_too_long_or_not_json_are_refused_in_words(good):
    lines = lines_of(good)
    lines[5] = "meta " + json.dumps({"note": "x" * 100_000})
    err = refused_at(join(lines), 6)
    assert "too long" in err.reason
    lines[5] = 'meta {"a": NaN}'
    refused_at(join(lines), 6)
    lines[5] = 'meta {"a": 1, "a": 2}'
    err = refused_at(join(lines), 6)
    assert "'a'" in err.reason
    lines[5] = "meta {oops"
    err = refused_at(join(lines), 6)
    assert "column" not in err.reason  # no JSON parser jargon


def test_a_misspelt_config_field_is_refused_not_dropped(good):
    """New fault (fuzzer): `optoins` for `options` loaded the game with default options."""
    lines = lines_of(good)
    lines[4] = lines[4].replace('"options"', '"optoins"')
    err = refused_at(join(lines), 5)
    assert "optoins" in err.reason


@pytest.mark.parametrize("seed", ["1_7", "\u0661\u0667", "+17", " 17x", "1" * 30])
def test_a_seed_is_plain_digits(good, seed):
    lines = lines_of(good)
    lines[3] = f"seed {seed}"
    refused_at(join(lines), 4)


@pytest.mark.parametrize(
    ("line", "text"),
    [
        (2, "format " + "1" * 400),
        (5, 'config {"options": {}, "players": ' + "1" * 400 + "}"),
        (None, "end " + "7" * 5000),
    ],
    ids=["format", "players", "end count"],
)
def test_a_huge_number_is_never_echoed_whole(good, line, text):
    """New fault (save fuzzer): a 400-digit number in the format, the players or the end
    line was quoted whole in the message (up to 5,000 characters on one line)."""
    lines = lines_of(good)
    lines[(line or len(lines)) - 1] = text
    with pytest.raises(SaveError) as info:
        load(join(lines), get_game)
    assert len(str(info.value)) < 300, str(info.value)


def test_an_unreadable_action_is_explained_once(good):
    lines = lines_of(good)
    lines[FIRST_ACTION_LINE - 1] = "move R-1 +5"
    err = refused_at(join(lines), FIRST_ACTION_LINE)
    assert err.reason.count("cannot read action") == 1, err.reason


def test_an_invisible_character_from_the_file_is_shown_escaped(good):
    """New fault (save fuzzer): a right-to-left mark in an option's name was copied into
    the message as it is (it turns the rest of the line round)."""
    lines = lines_of(good)
    lines[4] = 'config {"options": {"l\u202eonger": true}, "players": 4}'
    err = refused_at(join(lines), 5)
    assert err.reason.isprintable() and "\\u202e" in err.reason


# --- every number in range (issue 31) -------------------------------------------------------
@pytest.mark.parametrize(
    ("line", "text", "words"),
    [
        (5, 'config {"options": {}, "players": 100000000}', "number of players"),
        (5, 'config {"options": {}, "players": 0}', "number of players"),
        (5, 'config {"options": {}, "players": -3}', "number of players"),
        (4, f"seed {2**64}", "seed"),
        (4, f"seed {-(2**63) - 1}", "seed"),
        (6, 'meta {"seats": [], "finished": 1e20}', "when it finished"),
        (6, 'meta {"seats": [], "finished": 1764000000.5}', "when it finished"),
        (6, 'meta {"seats": [], "finished": true}', "when it finished"),
        (6, 'meta {"seats": [], "saved": 100000000000000000000}', "when it was saved"),
        (6, 'meta {"seats": [], "saved": "1764000000"}', "when it was saved"),
        (6, 'meta {"seats": [], "saved": 5}', "when it was saved"),
        (6, 'meta {"seats": [], "started": -1}', "when it began"),
        (6, 'meta {"seats": [], "started": 7258118400}', "when it began"),
    ],
)
def test_a_number_out_of_range_is_refused_naming_its_field(good, line, text, words):
    """Issue 31: a record's players of 100,000,000 and a finished time of 1e20 were
    used as they were (History ran out of memory, then crashed)."""
    lines = lines_of(good)
    lines[line - 1] = text
    with pytest.raises(SaveError) as info:
        loads(join(lines))
    assert info.value.line == line and words in info.value.reason, str(info.value)
    assert len(str(info.value)) < 150


@pytest.mark.parametrize(
    "meta",
    [
        '{"seats": [], "started": 0}',  # a save from before start times were kept
        '{"seats": [], "saved": 946684800, "finished": 7258118399}',
        '{"seats": []}',
    ],
)
def test_times_in_range_are_read(good, meta):
    lines = lines_of(good)
    lines[5] = f"meta {meta}"
    assert loads(join(lines)).meta == json.loads(meta)


def test_seeds_of_64_bits_and_the_most_players_are_read(good):
    lines = lines_of(good)
    for seed in (2**64 - 1, -(2**63), 0):
        lines[3] = f"seed {seed}"
        assert loads(join(lines)).seed == seed
    lines[4] = 'config {"options": {}, "players": 8}'
    assert loads(join(lines)).config.players == 8


def test_more_moves_than_any_game_are_refused(monkeypatch):
    import sorry_game.engine.savefile as savefile

    monkeypatch.setattr(savefile, "MAX_ACTIONS", 5)
    text = SaveRecord("classic", GameConfig(2), 1, ["pass"] * 6, {}).dumps()
    with pytest.raises(SaveError) as info:
        loads(text)
    assert info.value.line == FIRST_ACTION_LINE + 5 and "more than 5 moves" in str(info.value)
    assert len(loads(SaveRecord("classic", GameConfig(2), 1, ["pass"] * 5, {}).dumps()).actions)


def test_a_session_never_writes_a_time_it_could_not_read(monkeypatch):
    """A clock set to 1970 (or far ahead) leaves the time out of the save rather than
    write a file the lists would refuse."""
    import sorry_game.session as session_module

    seats = [Seat("Ann", colour=0), Seat("Bo", colour=1)]
    session = Session.new("classic", GameConfig(2), 3, seats)
    monkeypatch.setattr(session_module.time, "time", lambda: 86_400.0)
    session.started = 86_400
    meta = loads(session.record().dumps()).meta
    assert "saved" not in meta and meta["started"] == 0
