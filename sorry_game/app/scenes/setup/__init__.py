"""New game: choose the game, the players and the game's options (see `scene.py`)."""

from sorry_game.app.scenes.setup.scene import SetupScene

__all__ = ["SetupScene"]
