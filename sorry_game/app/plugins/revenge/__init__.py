"""The Sorry! Revenge table plugin: a tableau of cards (see plugin.py)."""

from sorry_game.app.plugins.revenge.plugin import RevengePlugin

PLUGIN = RevengePlugin

__all__ = ["PLUGIN", "RevengePlugin"]
