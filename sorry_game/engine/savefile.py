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
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

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

#: called after each replayed action: (seat that acted, action, its events)
StepHook = Callable[[int | None, Action, list[Event]], None]
#: finds a game by its id (KeyError when there is none): `games.catalogue.get_game`
GameFinder = Callable[[str], Game]


def _short(text: str, limit: int = 40) -> str:
    """A piece of file text safe to show in a message (cut, control characters escaped)."""
    cut = text[:limit] + ("…" if len(text) > limit else "")
    return repr(cut)


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
        raise SaveError(line, f"{what} is not readable: {str(exc)[:80]}") from None
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
            raise SaveError(5, f"config is not valid: {exc}") from None
        first_line = 8  # the line number of the first action in dumps()
        for i, text in enumerate(self.actions[:upto]):
            line = first_line + i
            try:
                action: Action = game.parse_action(text)
            except (ActionParseError, ValueError) as exc:
                raise SaveError(line, f"cannot read action {_short(text)}: {exc}") from None
            if state.is_over():
                raise SaveError(line, f"{_short(text)} comes after the game is over")
            player = state.current_player()
            if action not in state.legal_actions():
                try:
                    state.apply(action)  # raises IllegalAction with the reason
                except IllegalAction as exc:
                    raise SaveError(
                        line, f"{_short(text)} is not legal here: {exc.reason}"
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
            2, f"save format {version!r} is not supported (this game reads {FORMAT_VERSION})"
        )
    game_id = field_line(3, "game")
    if not game_id.isidentifier():
        raise SaveError(3, f"unknown game {_short(game_id)}")
    seed_text = field_line(4, "seed")
    if not SEED_PATTERN.fullmatch(seed_text):
        raise SaveError(4, "seed is not a whole number (at most 20 digits 0-9)")
    seed = int(seed_text)
    raw_config = read_json_object(field_line(5, "config"), 5, "config")
    unknown = [key for key in raw_config if key not in CONFIG_FIELDS]
    if unknown:
        raise SaveError(5, f"config has an unknown field {_short(unknown[0], 20)}")
    try:
        config = GameConfig.from_dict(raw_config)
    except (ValueError, TypeError, AttributeError) as exc:
        raise SaveError(5, f"config is not valid: {exc}") from None
    meta = read_json_object(field_line(6, "meta"), 6, "meta")
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
                        n, f"end line says {count.strip()!r} actions, found {len(actions)}"
                    )
                if n != len(lines):
                    raise SaveError(n + 1, "unexpected text after the end line")
                break
        if not line:
            raise SaveError(n, "empty action line")
        if len(line) > MAX_LINE or not line.isprintable():
            raise SaveError(n, f"not an action: {_short(line)}")
        actions.append(line)
        n += 1
    return SaveRecord(game_id=game_id, config=config, seed=seed, actions=actions, meta=meta)


def load(text: str, games: GameFinder, on_step: StepHook | None = None) -> tuple[SaveRecord, State]:
    """Parse and replay a save, finding its game with `games` (the catalogue's
    `get_game`); returns the record and the rebuilt state, or raises SaveError."""
    record = loads(text)
    game = find_game(record, games)
    try:
        game.validate_config(record.config)
    except (ValueError, TypeError) as exc:
        raise SaveError(5, f"config is not valid: {exc}") from None
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
