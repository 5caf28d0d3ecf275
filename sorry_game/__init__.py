"""sorry-game: four Sorry!-family games behind one engine interface."""

__version__ = "0.1.0"
