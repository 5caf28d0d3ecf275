"""Games that are announced but not built yet: listed greyed on the setup screen."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from sorry_game.engine.actions import Action
from sorry_game.engine.interface import GameConfig, OptionSpec, State


@dataclass(frozen=True)
class PlannedGame:
    """A registry entry for a game whose engine is not written yet; it cannot start."""

    id: str
    title: str
    subtitle: str
    min_players: int
    max_players: int
    available: bool = False
    rules_summary: tuple[tuple[str, str], ...] = ()

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


COMING_SOON = (
    PlannedGame("president", "Sorry My Ass!", "Sorry! meets President", 4, 4),
    PlannedGame("king", "Sorry, King!", "Chess inside a checker ring", 2, 2),
    PlannedGame("revenge", "Sorry! Revenge", "Race to 21 with cards", 2, 4),
)
