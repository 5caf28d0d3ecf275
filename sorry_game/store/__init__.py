"""The store: every file the game keeps for the player (saves, the autosave, named saves,
finished games, statistics, settings, themes, the log), read within limits and written
atomically, and what went wrong with them, for the window to show.

Import the modules themselves (`sorry_game.store.stats`, …): this package imports
nothing, so that any layer above the engine can use a part of it.
"""
