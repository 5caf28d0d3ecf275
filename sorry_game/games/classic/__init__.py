"""Sorry! (classic): RULES §C.

Modules:
    game      the Game: metadata, options, the rules page
    rules     the setup a state needs (`ClassicRules`), the colours by players, the hand size
    actions   a card played from a hand of five, a discard (text forms)
    state     the rules in play (`ClassicState`)
    view      what a player sees (`ClassicView`), the picks, actions in player words
The board, its cards, moves and events are shared with Sorry My Ass! in `games/board/`.
"""

from sorry_game.games.classic.game import ClassicGame
from sorry_game.games.classic.rules import ClassicRules
from sorry_game.games.classic.state import ClassicState

GAME = ClassicGame()

__all__ = ["GAME", "ClassicGame", "ClassicRules", "ClassicState"]
