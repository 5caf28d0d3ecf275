"""The game registry: games register themselves by id; the app lists them in order."""

from __future__ import annotations

from sorry_game.engine.interface import Game

_GAMES: dict[str, Game] = {}


def register(game: Game) -> Game:
    """Add (or replace) a game under its id."""
    _GAMES[game.id] = game
    return game


def get_game(game_id: str) -> Game:
    _ensure_loaded()
    try:
        return _GAMES[game_id]
    except KeyError:
        known = ", ".join(_GAMES)
        raise KeyError(f"unknown game {game_id!r} (known: {known})") from None


def all_games() -> list[Game]:
    _ensure_loaded()
    return list(_GAMES.values())


def _ensure_loaded() -> None:
    # Importing the games package registers every game; done lazily so that
    # `engine` never imports `games` at module import time (imports point down).
    if not _GAMES:
        import importlib

        importlib.import_module("sorry_game.games")
