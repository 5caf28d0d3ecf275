"""Sorry My Ass!: not built yet (listed greyed, "coming soon")."""

from sorry_game.games.catalogue import PlannedGame

GAME = PlannedGame("president", "Sorry My Ass!", "Sorry! meets President", 4, 4)
