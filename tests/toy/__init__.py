"""A toy game for the tests: proof that the engine contract and the table need no change
for a new game (hidden hands, an out-of-turn decision, a draw)."""
