"""Games that are announced but not built yet: listed greyed on the setup screen."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from sorry_game.engine.actions import Action
from sorry_game.engine.interface import SORRY_COLOURS, GameConfig, OptionSpec, SeatColour, State


@dataclass(frozen=True)
class PlannedGame:
    """A registry entry for a game whose engine is not written yet; it cannot start."""

    id: str
    title: str
    subtitle: str
    min_players: int
    max_players: int
    available: bool = False
    colours: tuple[SeatColour, ...] = SORRY_COLOURS
    hidden_information: bool = False
    progress_label: str = ""
    progress_goal: int = 4
    rules: tuple = ()

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

    def turn_order_text(self, players: int) -> str:
        return ""

    def hides(self, config: GameConfig) -> bool:
        return self.hidden_information
