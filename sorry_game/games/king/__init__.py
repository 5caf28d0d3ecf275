"""Sorry, King! (RULES §K): chess inside a checker ring, for two players.

Modules: `game` (the Game: metadata, options, the rules page), `rules` (the setup a
state needs, `KingRules`, and the numbers), `ring` (ring geometry), `checkers` (checker
moves, entries, tours), `control` (line control and colour changes), `chessboard` (the
python-chess bridge), `actions` (decisions and their text), `events` (player words),
`state` (a turn as decisions), `view` (`KingView`, picks and words for the table).
"""

from sorry_game.games.king.game import KingGame

GAME = KingGame()

__all__ = ["GAME", "KingGame"]
