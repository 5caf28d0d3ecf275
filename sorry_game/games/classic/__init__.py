"""Sorry! (classic): RULES §C."""

from sorry_game.games.classic.game import ClassicGame, ClassicState

__all__ = ["ClassicGame", "ClassicState"]
