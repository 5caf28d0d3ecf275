"""The Game and State protocols every game implements (DESIGN §1)."""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable

from sorry_game.engine.actions import Action
from sorry_game.engine.events import Event


@dataclass(frozen=True)
class OptionSpec:
    """One setup-screen option of a game: a named choice with a default (first choice)."""

    key: str
    label: str
    choices: tuple[Any, ...]
    labels: tuple[str, ...]
    rule: str = ""
    help: str = ""
    min_players: int = 0
    max_players: int = 99

    @property
    def default(self) -> Any:
        return self.choices[0]

    def applies_to(self, players: int) -> bool:
        return self.min_players <= players <= self.max_players


@dataclass(frozen=True)
class GameConfig:
    """How a game is set up: the number of players and the game's options."""

    players: int
    options: Mapping[str, Any] = field(default_factory=dict)

    def option(self, key: str, default: Any = None) -> Any:
        return self.options.get(key, default)

    def to_dict(self) -> dict[str, Any]:
        return {"players": self.players, "options": dict(self.options)}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> GameConfig:
        players = data.get("players")
        options = data.get("options", {})
        if not isinstance(players, int) or isinstance(players, bool):
            raise ValueError("config.players must be a whole number")
        if not isinstance(options, Mapping):
            raise ValueError("config.options must be a mapping")
        return cls(players=players, options=dict(options))


@runtime_checkable
class State(Protocol):
    """A game in progress. Only `apply` changes it; chance comes from its own seed."""

    def current_player(self) -> int | None: ...
    def legal_actions(self) -> list[Action]: ...
    def apply(self, action: Action) -> list[Event]: ...
    def is_over(self) -> bool: ...
    def ranking(self) -> list[int]: ...
    def view(self, player: int | None) -> dict[str, Any]: ...
    def clone(self) -> State: ...
    def determinize(self, player: int, rng: random.Random) -> State: ...
    def to_dict(self) -> dict[str, Any]: ...


@runtime_checkable
class Game(Protocol):
    """A game kind, registered by id ("classic", "president", "king", "revenge")."""

    id: str
    title: str
    min_players: int
    max_players: int
    available: bool

    def options(self) -> list[OptionSpec]: ...
    def validate_config(self, config: GameConfig) -> GameConfig: ...
    def new_state(self, config: GameConfig, seed: int) -> State: ...
    def state_from_dict(self, data: Mapping[str, Any]) -> State: ...
    def parse_action(self, text: str) -> Action: ...
