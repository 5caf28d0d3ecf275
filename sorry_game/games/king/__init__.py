"""Sorry, King! (RULES §K): chess inside a checker ring, for two players.

Modules: `rules` (options and numbers), `ring` (ring geometry), `checkers` (checker
moves, entries, tours), `control` (line control and colour changes), `chessboard` (the
python-chess bridge), `actions`, `events`, `state` (a turn as decisions), `game`.
"""

from sorry_game.games.king.game import KingGame

GAME = KingGame()

__all__ = ["GAME", "KingGame"]
