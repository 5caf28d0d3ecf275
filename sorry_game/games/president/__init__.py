"""Sorry My Ass! (Sorry! meets President): RULES §P.

Modules:
    game       the Game: metadata, options, the rules page
    rules      the setup a state needs (`PresidentRules`), the seed's keys, turn order
    cards      the deck and the President ranks of its cards
    actions    plays, passes, the trade's card, card moves, skips (text forms)
    events     what happens, in player words
    phases     TRADE, PLAY, MOVE, OVER
    moves      the board moves of a play of several cards (most moves first)
    state      the rules in play (`PresidentState`)
    view       what a player sees (`PresidentView`), the picks, actions in player words
    knowledge  what a seat knows of the hidden hands (determinize)
    save       a position as plain data and back
The board, its cards, moves and events are shared with Sorry! in `games/board/`.
"""

from sorry_game.games.president.game import PresidentGame
from sorry_game.games.president.rules import PresidentRules
from sorry_game.games.president.state import PresidentState

GAME = PresidentGame()

__all__ = ["GAME", "PresidentGame", "PresidentRules", "PresidentState"]
