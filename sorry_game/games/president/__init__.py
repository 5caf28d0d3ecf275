"""Sorry My Ass! (Sorry! meets President): RULES §P."""

from sorry_game.games.president.game import PresidentGame
from sorry_game.games.president.state import PresidentRules, PresidentState

GAME = PresidentGame()

__all__ = ["GAME", "PresidentGame", "PresidentRules", "PresidentState"]
