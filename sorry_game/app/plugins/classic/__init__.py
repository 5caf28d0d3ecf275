"""Sorry! (classic) on the table."""

from sorry_game.app.plugins.classic.plugin import ClassicPlugin, SorryBoardPlugin

__all__ = ["ClassicPlugin", "SorryBoardPlugin"]
