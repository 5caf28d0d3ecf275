"""Sorry! Revenge (RULES §R): a card game, a race to make the play pile exactly 21.

Modules: `game` (metadata, options, the rules page), `rules` (RevengeRules and the
game's numbers), `cards` (the deck as data), `actions`, `events`, `scoring` (pawn
cards, tiebreak), `phases`, `position` (the fields and the steps every rule shares),
`state` (RevengeState: the decisions and the cards played on one's turn), `sorries`
(the SORRY! cards: steal, flip-back, block), `save` (to and from plain data),
`knowledge` (determinize), `view` (RevengeView, picks, words, why an action is
refused).
"""

from sorry_game.games.revenge.game import RevengeGame

GAME = RevengeGame()
