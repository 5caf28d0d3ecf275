"""The phases of a Sorry My Ass! game and who decides in each (see state.py)."""

from __future__ import annotations

#: the previous President chooses a card for the previous Asshole (P-4)
TRADE = 0
#: the turn player plays cards or passes (P-5 … P-8)
PLAY = 1
#: the player who just played moves one card of the play at a time (P-9)
MOVE = 2
#: somebody won (P-12)
OVER = 3
PHASE_NAMES = ("trade", "play", "move", "over")
