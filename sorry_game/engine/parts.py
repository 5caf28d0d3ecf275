"""Importing a game's part — its rules package, computer player or table plugin — by the
name the convention (or the game's metadata) gives, failing loudly.

>>> import_part("lost", "computer", "sorry_game.ai.no_such_player")
Traceback (most recent call last):
...
sorry_game.engine.errors.PartError: the game 'lost' has no usable computer player: sorry_game.ai.no_such_player: there is no such module
"""

from __future__ import annotations

import importlib
from types import ModuleType

from sorry_game.engine.errors import PartError


def import_part(game_id: str, part: str, module: str) -> ModuleType:
    """The module of a game's part; PartError naming it when it does not exist or does
    not import (never None: a game is not quietly played without a part)."""
    try:
        return importlib.import_module(module)
    except ModuleNotFoundError as exc:
        if exc.name is not None and (module == exc.name or module.startswith(exc.name + ".")):
            raise PartError(game_id, part, module, "there is no such module") from None
        raise PartError(game_id, part, module, f"it does not import: {exc}") from exc
    except Exception as exc:
        raise PartError(game_id, part, module, f"it does not import: {exc!r}") from exc
