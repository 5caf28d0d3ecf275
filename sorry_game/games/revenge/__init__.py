"""Sorry! Revenge (RULES §R): a card game, a race to make the play pile exactly 21.

Modules: `cards` (the deck as data), `actions`, `events`, `scoring` (pawn cards,
tiebreak), `phases`, `state` (the rules), `knowledge` (determinize), `present` (view,
picks, words), `game` (metadata, options).
"""

from sorry_game.games.revenge.game import RevengeGame

GAME = RevengeGame()
