"""Sorry! Revenge: not built yet (listed greyed, "coming soon")."""

from sorry_game.games.catalogue import PlannedGame

GAME = PlannedGame("revenge", "Sorry! Revenge", "Race to 21 with cards", 2, 4)
