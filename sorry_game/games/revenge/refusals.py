"""Why Sorry! Revenge refuses an action: the reason in player words and the rule id.

`explain_illegal` is asked only about an action that is not legal now (the engine's
`IllegalAction` carries both parts; tests read the rule, players the reason).
"""

from __future__ import annotations

from sorry_game.engine.actions import Action
from sorry_game.games.revenge.actions import Accept, Block, Discard, FlipBack, LetGo, Steal
from sorry_game.games.revenge.cards import DONTBE, FLIPBACK, STEAL, TAKE2, the
from sorry_game.games.revenge.phases import BLOCK_PHASE, OVER, PLAY2_PHASE, STEAL_PHASE
from sorry_game.games.revenge.position import RevengePosition


def explain_illegal(state: RevengePosition, action: Action) -> tuple[str, str]:
    """(why `action` is not legal now, in player words; the rule id)."""
    phase = state.phase
    if phase == OVER:
        return ("the game is over", "R-12")
    if phase == STEAL_PHASE:
        return ("answer the 21 first: steal it or let it go", "R-9a")
    if phase == BLOCK_PHASE:
        return ("answer the SORRY! first: block it or accept it", "R-10")
    hand = state.hands[state.turn]
    if isinstance(action, (Steal, LetGo)):
        return ("there is no 21 to steal now", "R-9")
    if isinstance(action, (Block, Accept)):
        return ("no SORRY! is aimed at you", "R-10")
    card = getattr(action, "card", FLIPBACK if isinstance(action, FlipBack) else -1)
    if card not in hand:
        return (f"you do not hold {the(card)}" if card >= 0 else "not a move now", "R-4")
    if phase == PLAY2_PHASE:
        return ("only number cards follow a Play 2", "R-7a")
    if isinstance(action, Discard):
        return ("you may only discard when no card can be played", "R-11")
    if card == STEAL:
        return ("a SORRY! steal is played only when another player makes 21", "R-9")
    if card == DONTBE:
        return ("Don't Be SORRY! only answers a SORRY! aimed at you", "R-10")
    if card == TAKE2:
        return ("Take 2 would leave you more than 7 cards", "R-7a")
    if isinstance(action, FlipBack):
        if action.target == state.turn:
            return ("choose an opponent", "R-8")
        if action.target >= state.rules.players:
            return ("there is no such player", "R-8")
        return ("that player has no pawn card HOME", "R-8")
    if card == FLIPBACK:
        return ("choose whose pawn card flips back", "R-8")
    return ("not a move now", "R-4")
