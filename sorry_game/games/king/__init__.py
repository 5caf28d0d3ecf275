"""Sorry, King!: not built yet (listed greyed, "coming soon")."""

from sorry_game.games.catalogue import PlannedGame

GAME = PlannedGame("king", "Sorry, King!", "Chess inside a checker ring", 2, 2)
