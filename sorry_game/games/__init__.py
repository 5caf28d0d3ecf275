"""The four games. Importing this package registers every game with the engine."""

from sorry_game.engine.registry import register
from sorry_game.games.catalogue import COMING_SOON
from sorry_game.games.classic import ClassicGame

register(ClassicGame())
for _game in COMING_SOON:
    register(_game)
