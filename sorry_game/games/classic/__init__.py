"""Sorry! (classic): RULES §C."""

from sorry_game.games.classic.game import ClassicGame, ClassicState

GAME = ClassicGame()

__all__ = ["GAME", "ClassicGame", "ClassicState"]
