"""Sorry, King! on the table: the 10x10 board (chess inside the checkers' ring)."""

from sorry_game.app.plugins.king.plugin import KingPlugin

PLUGIN = KingPlugin

__all__ = ["PLUGIN", "KingPlugin"]
