"""The decision points of a Sorry! Revenge game (who decides what, see state.py)."""

#: PLAY: the turn player plays a card (R-4) or, stuck, discards one (R-11);
#: PLAY2: the number cards after a Play 2 (R-7); STEAL: a holder of a steal-21 answers
#: a 21 (R-9); BLOCK: a holder of Don't Be SORRY! answers a SORRY! (R-10)
PLAY_PHASE, PLAY2_PHASE, STEAL_PHASE, BLOCK_PHASE, OVER = range(5)
PHASES = ("play", "play2", "steal", "block", "over")
