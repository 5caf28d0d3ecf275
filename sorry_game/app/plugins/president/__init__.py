"""Sorry My Ass! on the table (the Sorry! board, the trick, the seats and the hand)."""

from sorry_game.app.plugins.president.plugin import PresidentPlugin

PLUGIN = PresidentPlugin

__all__ = ["PLUGIN", "PresidentPlugin"]
