"""The save format: config + seed + the action list, as readable, versioned text.

    sorry-game save
    format 1
    game classic
    seed 1234
    config {"players": 4, "options": {}}
    meta {"seats": [...]}
    actions
    start R
    move R0 +2
    end 2

Loading replays every action through the rules, so a save is also a proof that the
game was legal. Any fault is reported with its line number and nothing is half-loaded.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, TypeGuard

from sorry_game.engine.actions import Action, ActionParseError
from sorry_game.engine.errors import IllegalAction, SaveError
from sorry_game.engine.events import Event
from sorry_game.engine.interface import Game, GameConfig, State

MAGIC = "sorry-game save"
FORMAT_VERSION = 1
#: a save larger than this is refused unread (real saves are a few kilobytes)
MAX_SAVE_BYTES = 4 * 1024 * 1024
#: one action line longer than this is not an action
MAX_LINE = 200
#: the config and meta lines are small JSON objects (a few hundred characters): a longer
#: or deeper one is refused before it is parsed (1,000 levels of brackets once raised
#: RecursionError in the parser and broke the title at every start)
MAX_JSON_CHARS = 20_000
MAX_JSON_DEPTH = 16
#: the fields of the config line (GameConfig.to_dict); "options" may be left out
CONFIG_FIELDS = ("players", "options")
#: a seed is plain ASCII digits, at most 20 of them (a game number fits in 64 bits)
SEED_PATTERN = re.compile(r"-?[0-9]{1,20}")
#: the seeds the engine's rng tells apart (`rng.derive_seed` keeps 64 bits): a seed
#: outside them would be another game's seed in disguise
SEED_MIN, SEED_MAX = -(2**63), 2**64 - 1
#: the most players any game seats (the games seat at most 4): a record of 100,000,000
#: players once made the History list run out of memory
MAX_PLAYERS = 8
#: the most actions a record may hold (a long game has a few thousand)
MAX_ACTIONS = 100_000
#: the meta line's times, in player words: whole seconds since 1970, between
#: 2000-01-01 and 2200-01-01 (1e20 once crashed History: "timestamp out of range")
META_TIMES = {
    "saved": "when it was saved",
    "finished": "when it finished",
    "started": "when it began",
}
TIME_MIN, TIME_MAX = 946_684_800, 7_258_118_400

#: called after each replayed action: (seat that acted, action, its events)
StepHook = Callable[[int | None, Action, list[Event]], None]
#: finds a game by its id (KeyError when there is none): `games.catalogue.get_game`
GameFinder = Callable[[str], Game]


def _short(text: str, limit: int = 40) -> str:
    """A piece of file text safe to show in a message (cut, control characters escaped)."""
    cut = text[:limit] + ("…" if len(text) > limit else "")
    return repr(cut)


def _why(exc: BaseException | str, limit: int = 150) -> str:
    """An error's reason for a message: cut (it may quote a huge value from the file),
    invisible and control characters escaped (a right-to-left mark from the file would
    turn the line round).

    >>> print(_why(ValueError("unknown option(s): l" + chr(0x202E) + "onger")))
    unknown option(s): l\\u202eonger
    """
    text = " ".join(str(exc).split())
    text = "".join(ch if ch.isprintable() else ascii(ch)[1:-1] for ch in text)
    return text[:limit] + ("…" if len(text) > limit else "")


_JSON_STRING = re.compile(r'"(?:[^"\\]|\\.)*"', re.DOTALL)
_BRACKET = re.compile(r"[\[\]{}]")


def json_depth(text: str) -> int:
    """How deeply the brackets of JSON text nest (outside strings), without parsing it.

    >>> json_depth('{"seats": [{"name": "[[["}]}'), json_depth("[]" * 5), json_depth("7")
    (3, 1, 0)
    """
    depth = deepest = 0
    for match in _BRACKET.finditer(_JSON_STRING.sub('""', text)):
        if match.group() in "[{":
            depth += 1
            deepest = max(deepest, depth)
        else:
            depth -= 1
    return deepest


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number")


def _unique_pairs(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise ValueError(f"the field {_short(key, 20)} is written twice")
        out[key] = value
    return out


def read_json_object(text: str, line: int, what: str) -> dict[str, Any]:
    """The JSON object of a header line (`config`, `meta`), read with limits: too long,
    too deeply nested, not JSON, NaN, a field written twice or not an object is a
    SaveError naming the line, in words (never the parser's own jargon).

    >>> read_json_object('{"players": 2}', 5, "config")
    {'players': 2}
    >>> read_json_object("[" * 1000 + "]" * 1000, 6, "meta")
    Traceback (most recent call last):
    sorry_game.engine.errors.SaveError: line 6: meta is nested too deeply to be part of a saved game
    """
    if len(text) > MAX_JSON_CHARS:
        raise SaveError(line, f"{what} is too long to be part of a saved game")
    if json_depth(text) > MAX_JSON_DEPTH:
        raise SaveError(line, f"{what} is nested too deeply to be part of a saved game")
    try:
        value = json.loads(text, parse_constant=_no_constant, object_pairs_hook=_unique_pairs)
    except json.JSONDecodeError as exc:
        raise SaveError(
            line, f"{what} is not readable (broken near character {exc.pos + 1})"
        ) from None
    except RecursionError:  # the depth limit makes this unreachable; kept as a guard
        raise SaveError(line, f"{what} is nested too deeply to be part of a saved game") from None
    except ValueError as exc:  # NaN, a field written twice, a number of thousands of digits
        raise SaveError(line, f"{what} is not readable: {_why(exc, 80)}") from None
    if not isinstance(value, dict):
        raise SaveError(line, f"{what} must be a JSON object {{...}}")
    return value


@dataclass
class SaveRecord:
    """Everything needed to rebuild a game: which game, its setup, its seed, its actions.
    Its text (`dumps`) reads back to the same record (`loads`).

    >>> record = SaveRecord("classic", GameConfig(2), 7, ["start R", "pass"])
    >>> print(record.dumps(), end="")
    sorry-game save
    format 1
    game classic
    seed 7
    config {"options": {}, "players": 2}
    meta {}
    actions
    start R
    pass
    end 2
    >>> loads(record.dumps()) == record
    True
    """

    game_id: str
    config: GameConfig
    seed: int
    actions: list[str] = field(default_factory=list)
    meta: dict[str, Any] = field(default_factory=dict)

    def dumps(self) -> str:
        lines = [
            MAGIC,
            f"format {FORMAT_VERSION}",
            f"game {self.game_id}",
            f"seed {self.seed}",
            "config " + json.dumps(self.config.to_dict(), sort_keys=True),
            "meta " + json.dumps(self.meta, sort_keys=True),
            "actions",
            *self.actions,
            f"end {len(self.actions)}",
        ]
        return "\n".join(lines) + "\n"

    def replay(self, game: Game, upto: int | None = None, on_step: StepHook | None = None) -> State:
        """Rebuild the state of `game` (the record's) by replaying the actions; raises
        SaveError naming the line. With `on_step`, every action is applied with its
        events and reported (the move log is rebuilt this way); without, the fast path
        is used."""
        try:
            state = game.new_state(self.config, self.seed)
        except ValueError as exc:
            raise SaveError(5, f"config is not valid: {_why(exc)}") from None
        first_line = 8  # the line number of the first action in dumps()
        for i, text in enumerate(self.actions[:upto]):
            line = first_line + i
            try:
                action: Action = game.parse_action(text)
            except (ActionParseError, ValueError) as exc:
                why = str(exc).removeprefix(f"cannot read action {text!r}: ")
                raise SaveError(line, f"cannot read action {_short(text)}: {_why(why)}") from None
            if state.is_over():
                raise SaveError(line, f"{_short(text)} comes after the game is over")
            player = state.current_player()
            if action not in state.legal_actions():
                try:
                    state.apply(action)  # raises IllegalAction with the reason
                except IllegalAction as exc:
                    raise SaveError(
                        line, f"{_short(text)} is not legal here: {_why(exc.reason)}"
                    ) from None
            if on_step is None:
                state.apply_fast(action)
            else:
                on_step(player, action, state.apply(action))
        return state


def loads(text: str) -> SaveRecord:
    """Parse save text into a record (without replaying). Raises SaveError."""
    if len(text) > MAX_SAVE_BYTES:
        raise SaveError(0, "the file is too large to be a saved game")
    text = text.removeprefix("\ufeff")  # a byte-order mark from a Windows editor
    lines = text.replace("\r\n", "\n").split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    if not lines or lines[0].strip() != MAGIC:
        raise SaveError(1, "not a sorry-game save (first line should be 'sorry-game save')")

    def field_line(n: int, key: str) -> str:
        if n > len(lines):
            raise SaveError(n, f"file ends early: expected '{key} ...'")
        line = lines[n - 1]
        word, _, rest = line.partition(" ")
        if word != key:
            raise SaveError(n, f"expected '{key} ...', found {_short(line)}")
        return rest.strip()

    version = field_line(2, "format")
    if version != str(FORMAT_VERSION):
        raise SaveError(
            2, f"save format {_short(version)} is not supported (this game reads {FORMAT_VERSION})"
        )
    game_id = field_line(3, "game")
    if not game_id.isidentifier():
        raise SaveError(3, f"unknown game {_short(game_id)}")
    seed_text = field_line(4, "seed")
    if not SEED_PATTERN.fullmatch(seed_text):
        raise SaveError(4, "seed is not a whole number (at most 20 digits 0-9)")
    seed = int(seed_text)
    if not SEED_MIN <= seed <= SEED_MAX:
        raise SaveError(4, "seed is out of range: a game number fits in 64 bits")
    raw_config = read_json_object(field_line(5, "config"), 5, "config")
    unknown = [key for key in raw_config if key not in CONFIG_FIELDS]
    if unknown:
        raise SaveError(5, f"config has an unknown field {_short(unknown[0], 20)}")
    try:
        config = GameConfig.from_dict(raw_config)
    except (ValueError, TypeError, AttributeError) as exc:
        raise SaveError(5, f"config is not valid: {_why(exc)}") from None
    check_players(config.players)
    meta = read_json_object(field_line(6, "meta"), 6, "meta")
    check_meta(meta)
    if field_line(7, "actions") != "":
        raise SaveError(7, "expected the line 'actions'")
    actions: list[str] = []
    n = 8
    while True:
        if n > len(lines):
            raise SaveError(n, "file is truncated: the closing 'end N' line is missing")
        line = lines[n - 1].strip()
        if line.startswith("end"):
            word, _, count = line.partition(" ")
            if word == "end":
                if count.strip() != str(len(actions)):
                    raise SaveError(
                        n, f"end line says {_short(count.strip())} actions, found {len(actions)}"
                    )
                if n != len(lines):
                    raise SaveError(n + 1, "unexpected text after the end line")
                break
        if not line:
            raise SaveError(n, "empty action line")
        if len(line) > MAX_LINE or not line.isprintable():
            raise SaveError(n, f"not an action: {_short(line)}")
        if len(actions) >= MAX_ACTIONS:
            raise SaveError(n, f"more than {MAX_ACTIONS:,} moves: longer than any game")
        actions.append(line)
        n += 1
    return SaveRecord(game_id=game_id, config=config, seed=seed, actions=actions, meta=meta)


def time_ok(value: object) -> TypeGuard[int]:
    """A meta time this version reads: a whole number of seconds from 2000 to 2199.

    >>> time_ok(1_764_000_000), time_ok(1e20), time_ok(1_764_000_000.5), time_ok(True)
    (True, False, False, False)
    """
    return type(value) is int and TIME_MIN <= value < TIME_MAX


def check_players(players: int) -> None:
    """The number of players is one any game could seat (line 5): a list never makes
    room for 100,000,000 of them."""
    if not 1 <= players <= MAX_PLAYERS:
        raise SaveError(
            5, f"the number of players must be from 1 to {MAX_PLAYERS}, not {shown(players)}"
        )


def check_meta(meta: Mapping[str, Any]) -> None:
    """The meta line's numbers are in range (line 6), so that a list can show and sort
    them: each time is a date from 2000 to 2199 in whole seconds ("started" may be 0:
    not known, a save from before start times were kept)."""
    for key, words in META_TIMES.items():
        if key not in meta:
            continue
        value = meta[key]
        if key == "started" and type(value) is int and value == 0:
            continue
        if not time_ok(value):
            raise SaveError(
                6, f"the time {words} must be a date from 2000 to 2199, not {shown(value)}"
            )


def load(text: str, games: GameFinder, on_step: StepHook | None = None) -> tuple[SaveRecord, State]:
    """Parse and replay a save, finding its game with `games` (the catalogue's
    `get_game`); returns the record and the rebuilt state, or raises SaveError."""
    record = loads(text)
    game = find_game(record, games)
    try:
        game.validate_config(record.config)
    except (ValueError, TypeError) as exc:
        raise SaveError(5, f"config is not valid: {_why(exc)}") from None
    return record, record.replay(game, on_step=on_step)


def find_game(record: SaveRecord, games: GameFinder) -> Game:
    """The record's game, if this version can play it; SaveError (line 3) otherwise."""
    try:
        game = games(record.game_id)
    except KeyError:
        raise SaveError(3, f"unknown game {_short(record.game_id)}") from None
    if not game.available:
        raise SaveError(3, f"{game.title} is not playable in this version yet")
    return game


def state_from_dict(game: Game, data: Any) -> State:
    """`game.state_from_dict(data)`, with a broken position (the ValueError naming its
    first broken invariant) reported as a SaveError."""
    try:
        return game.state_from_dict(data)
    except ValueError as exc:
        raise SaveError(0, f"the position is not valid: {_why(exc)}") from None


# --- reading a state's plain data strictly (each game's `from_dict`) ---------------------------
#: a list in a state's data longer than this is refused (the longest real one, a game's
#: history of positions, holds a few thousand)
MAX_ITEMS = 100_000


def shown(value: object) -> str:
    """A value as a message may show it: short whatever it is (never its whole repr: a
    huge or deeply nested value is described, not printed)."""
    if isinstance(value, str):
        return _short(value, 30)
    if value is None or isinstance(value, bool):
        return str(value)
    if isinstance(value, int):
        if abs(value) < 10**15:
            return str(value)
        return f"a number of about {value.bit_length() * 3 // 10 + 1} digits"
    if isinstance(value, float):
        return repr(value)[:30]
    if isinstance(value, (list, tuple)):
        return f"a list of {len(value)} items"
    if isinstance(value, Mapping):
        return "a mapping"
    return f"a {type(value).__name__}"[:40]


def fields(data: object, keys: tuple[str, ...], what: str = "the state") -> dict[str, Any]:
    """`data` as a mapping that has exactly `keys`; a missing or unknown field is a
    ValueError naming it.

    >>> fields({"a": 1, "b": 2}, ("a", "b"))
    {'a': 1, 'b': 2}
    >>> fields({"a": 1, "c": 2}, ("a", "b"), "rules")
    Traceback (most recent call last):
    ValueError: rules: field 'b' is missing
    """
    if not isinstance(data, Mapping):
        raise ValueError(f"{what} must be a mapping of fields, not {shown(data)}")
    for key in keys:
        if key not in data:
            raise ValueError(f"{what}: field {key!r} is missing")
    for key in data:
        if key not in keys:
            raise ValueError(f"{what}: unknown field {shown(key)}")
    return dict(data)


def whole(value: object, what: str, lo: int, hi: int) -> int:
    """An int (not a bool, not a float) from `lo` to `hi`.

    >>> whole(3, "turn", 0, 3)
    3
    >>> whole(True, "turn", 0, 3)
    Traceback (most recent call last):
    ValueError: turn must be a whole number from 0 to 3, not True
    """
    if type(value) is not int or not lo <= value <= hi:
        raise ValueError(f"{what} must be a whole number from {lo} to {hi}, not {shown(value)}")
    return value


def flag(value: object, what: str) -> bool:
    """True or False exactly."""
    if type(value) is not bool:
        raise ValueError(f"{what} must be true or false, not {shown(value)}")
    return value


def word(value: object, what: str, choices: tuple[str, ...]) -> str:
    """One of `choices` exactly."""
    if type(value) is not str or value not in choices:
        raise ValueError(
            f"{what} must be one of {', '.join(map(repr, choices))}, not {shown(value)}"
        )
    return value


def items(value: object, what: str, length: int | None = None, most: int = MAX_ITEMS) -> list[Any]:
    """A list (or tuple) of `length` items, or of at most `most`."""
    if not isinstance(value, (list, tuple)):
        raise ValueError(f"{what} must be a list, not {shown(value)}")
    if length is not None and len(value) != length:
        raise ValueError(f"{what} must hold {length} items, not {len(value)}")
    if len(value) > most:
        raise ValueError(f"{what} must hold at most {most} items, not {len(value)}")
    return list(value)


def wholes(
    value: object,
    what: str,
    lo: int,
    hi: int,
    length: int | None = None,
    most: int = MAX_ITEMS,
) -> list[int]:
    """A list of ints from `lo` to `hi` (`length` of them, or at most `most`).

    >>> wholes([1, 2], "hand", 1, 13)
    [1, 2]
    >>> wholes([1, 99], "hand", 1, 13)
    Traceback (most recent call last):
    ValueError: hand[1] must be a whole number from 1 to 13, not 99
    """
    out = items(value, what, length, most)
    for i, item in enumerate(out):
        whole(item, f"{what}[{i}]", lo, hi)
    return out


def same_cards(
    found: list[int], expected: list[int], what: str, name: Callable[[int], str]
) -> None:
    """`found` and `expected` hold the same cards (as multisets): the first card missing
    or extra is a ValueError (a card in two hands, a card lost)."""
    have: dict[int, int] = {}
    for card in found:
        have[card] = have.get(card, 0) + 1
    for card in expected:
        have[card] = have.get(card, 0) - 1
    for card, n in sorted(have.items()):
        if n > 0:
            raise ValueError(f"{what}: {n} {name(card)} too many (a card in two places)")
        if n < 0:
            raise ValueError(f"{what}: {-n} {name(card)} missing")
