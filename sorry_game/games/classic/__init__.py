"""Sorry! (classic): RULES §C.

Modules: `actions` (a card played from a hand of five), `state` (the rules in play),
`game` (metadata, options, the rules page); the board, its cards and moves are shared
with Sorry My Ass! in `games/board/`.
"""

from sorry_game.games.classic.game import ClassicGame
from sorry_game.games.classic.state import ClassicRules, ClassicState

GAME = ClassicGame()

__all__ = ["GAME", "ClassicGame", "ClassicRules", "ClassicState"]
