"""The game-agnostic engine interface (DESIGN §1): no game rules and no pygame here."""

from sorry_game.engine.actions import Action, ActionParseError, parse_action_with
from sorry_game.engine.errors import IllegalAction, SaveError
from sorry_game.engine.events import Event
from sorry_game.engine.interface import Game, GameConfig, OptionSpec, State
from sorry_game.engine.registry import all_games, get_game, register

__all__ = [
    "Action",
    "ActionParseError",
    "Event",
    "Game",
    "GameConfig",
    "IllegalAction",
    "OptionSpec",
    "SaveError",
    "State",
    "all_games",
    "get_game",
    "parse_action_with",
    "register",
]
