"""The four games, one package each. Importing this package registers every game with
the engine, in menu order; each package exposes its `Game` as `GAME`."""

import importlib

from sorry_game.engine.registry import register

GAME_PACKAGES = ("classic", "president", "king", "revenge")

for _name in GAME_PACKAGES:
    register(importlib.import_module(f"sorry_game.games.{_name}").GAME)
