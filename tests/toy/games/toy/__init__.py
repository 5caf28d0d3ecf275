"""High Card: the toy game's rules package (in a release: sorry_game/games/toy/)."""

from sorry_game.games.toy.game import ToyGame

GAME = ToyGame()
