"""The game-agnostic engine interface (DESIGN §1): no game rules and no pygame here."""

from sorry_game.engine.actions import Action, ActionParseError, parse_action_with
from sorry_game.engine.errors import IllegalAction, SaveError
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
from sorry_game.engine.registry import all_games, get_game, register
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
    "Picker",
    "RuleSection",
    "SaveError",
    "SeatColour",
    "SeatView",
    "State",
    "View",
    "all_games",
    "disambiguate",
    "get_game",
    "parse_action_with",
    "register",
]
