"""Sorry! (classic) on the table."""

from sorry_game.app.plugins.classic.plugin import ClassicPlugin, SorryBoardPlugin

PLUGIN = ClassicPlugin

__all__ = ["PLUGIN", "ClassicPlugin", "SorryBoardPlugin"]
