"""The game-agnostic engine interface (DESIGN §1): no game rules and no pygame here.

The games themselves are found by `sorry_game.games.catalogue` (`all_games`, `get_game`).
"""

from sorry_game.engine.actions import Action, ActionParseError, parse_action_with
from sorry_game.engine.errors import IllegalAction, PartError, SaveError
from sorry_game.engine.events import Event
from sorry_game.engine.interface import (
    BaseGame,
    Game,
    GameConfig,
    OptionSpec,
    RuleSection,
    SeatColour,
    State,
)
from sorry_game.engine.outcome import DRAW, LOSS, WIN, Outcome
from sorry_game.engine.picking import Choice, Picker, disambiguate
from sorry_game.engine.view import SeatView, View

__all__ = [
    "DRAW",
    "LOSS",
    "WIN",
    "Action",
    "ActionParseError",
    "BaseGame",
    "Choice",
    "Event",
    "Game",
    "GameConfig",
    "IllegalAction",
    "OptionSpec",
    "Outcome",
    "PartError",
    "Picker",
    "RuleSection",
    "SaveError",
    "SeatColour",
    "SeatView",
    "State",
    "View",
    "disambiguate",
    "parse_action_with",
]
