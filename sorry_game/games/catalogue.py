"""The catalogue: every game is found, none is listed.

A game is registered by existing: each package under `sorry_game/games/` whose
`__init__` defines `GAME` (an instance of its `Game` class) is a game; a package that
says `SHARED = True` is a part several games share (`board`). Anything else — a
package with neither, or one that fails to import — is an error that names the
package: never a game that silently goes missing. Games are listed in their declared
menu `order` (then by id); the first one is the default game.

    >>> [game.id for game in all_games()][:1] == [default_game().id]
    True

Tests may add a game for a while (`register`, `forget`) or add a folder to
`sorry_game.games.__path__` and call `reset()`: that is how the tests' small card game shows
that adding a game touches nothing but new folders.
"""

from __future__ import annotations

import ast
import pkgutil
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import sorry_game.games as games_package
from sorry_game.engine.actions import Action
from sorry_game.engine.errors import PartError
from sorry_game.engine.interface import (
    SORRY_COLOURS,
    Game,
    GameConfig,
    OptionSpec,
    RuleSection,
    SeatColour,
    State,
)
from sorry_game.engine.parts import import_part

_GAMES: dict[str, Game] = {}
_found = False


def discover() -> list[Game]:
    """Import every package under `sorry_game/games/` and return its games, in menu order.
    Raises PartError naming a package that is not a game, a shared part, or importable."""
    found: list[Game] = []
    for info in pkgutil.iter_modules(games_package.__path__):
        if not info.ispkg:
            continue
        name = f"{games_package.__name__}.{info.name}"
        package = import_part(info.name, "rules", name)
        game = getattr(package, "GAME", None)
        if game is None:
            if getattr(package, "SHARED", False):
                continue
            raise PartError(info.name, "rules", name, "it defines neither GAME nor SHARED = True")
        if game.id != info.name:
            raise PartError(
                info.name, "rules", name, f"its GAME has the id {game.id!r}, not its folder's name"
            )
        found.append(game)
    found.sort(key=lambda g: (getattr(g, "order", 100), g.id))
    return found


def _ensure() -> None:
    global _found
    if not _found:
        for game in discover():
            _GAMES.setdefault(game.id, game)
        _found = True


def game_count() -> int:
    """How many games there are, for the title's first frame: the packages whose
    `__init__` assigns `GAME`, read from their source without importing them (the
    games are imported after that frame: issue 41). Counted from the games themselves
    once they are imported, or where a source cannot be read (a frozen build)."""
    if _found:
        return len(_GAMES)
    count = 0
    try:
        for info in pkgutil.iter_modules(games_package.__path__):
            if not info.ispkg:
                continue
            spec = info.module_finder.find_spec(info.name, None)
            origin = spec.origin if spec is not None else None
            if not origin or not origin.endswith(".py"):
                return len(all_games())
            with open(origin, encoding="utf-8") as source:
                tree = ast.parse(source.read())
            count += any(
                isinstance(node, ast.Assign)
                and any(isinstance(t, ast.Name) and t.id == "GAME" for t in node.targets)
                for node in tree.body
            )
    except (OSError, SyntaxError, ValueError, AttributeError):
        return len(all_games())
    return count


def all_games() -> list[Game]:
    """Every game, in menu order (the playable ones and any announced for later)."""
    _ensure()
    return sorted(_GAMES.values(), key=lambda g: (getattr(g, "order", 100), g.id))


def get_game(game_id: str) -> Game:
    """The game with this id; KeyError naming the known ids otherwise."""
    _ensure()
    try:
        return _GAMES[game_id]
    except KeyError:
        known = ", ".join(g.id for g in all_games())
        raise KeyError(f"unknown game {game_id!r} (known: {known})") from None


def default_game() -> Game:
    """The first playable game of the menu (the default of every command)."""
    playable = [g for g in all_games() if g.available]
    if not playable:
        raise PartError("", "rules", games_package.__name__, "no playable game was found")
    return playable[0]


def register(game: Game) -> Game:
    """Add (or replace) a game by hand (tests: a game announced for later)."""
    _ensure()
    _GAMES[game.id] = game
    return game


def forget(game_id: str) -> None:
    """Remove a game added by `register` (tests)."""
    _GAMES.pop(game_id, None)


def reset() -> None:
    """Forget every game; the next look-up discovers them again (after a test has added
    a folder to `sorry_game.games.__path__`, or removed it)."""
    global _found
    _GAMES.clear()
    _found = False


@dataclass(frozen=True)
class PlannedGame:
    """A catalogue entry for a game whose engine is not written yet: listed greyed as
    "coming soon"; it cannot start."""

    id: str
    title: str
    subtitle: str
    min_players: int
    max_players: int
    available: bool = False
    order: int = 1000
    colours: tuple[SeatColour, ...] = SORRY_COLOURS
    hidden_information: bool = False
    progress_label: str = ""
    progress_goal: int = 4
    rules: tuple[RuleSection, ...] = ()
    computer: str = ""
    plugin: str = ""

    def options(self) -> list[OptionSpec]:
        return []

    def validate_config(self, config: GameConfig) -> GameConfig:
        raise ValueError(f"{self.title} is coming soon")

    def new_state(self, config: GameConfig, seed: int) -> State:
        raise ValueError(f"{self.title} is coming soon")

    def state_from_dict(self, data: Mapping[str, Any]) -> State:
        raise ValueError(f"{self.title} is coming soon")

    def parse_action(self, text: str) -> Action:
        raise ValueError(f"{self.title} is coming soon")

    def default_colours(self, players: int) -> tuple[int, ...]:
        return tuple(range(players))

    def turn_order_text(self, players: int, colours: Sequence[int] | None = None) -> str:
        return ""

    def hides(self, config: GameConfig) -> bool:
        return self.hidden_information
