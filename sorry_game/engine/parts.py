"""Importing a game's part — its rules package, computer player or table plugin — by the
name the convention (or the game's metadata) gives, failing loudly.

>>> import_part("lost", "computer", "sorry_game.ai.no_such_player")
Traceback (most recent call last):
...
sorry_game.engine.errors.PartError: the game 'lost' has no usable computer player: sorry_game.ai.no_such_player: there is no such module
"""

from __future__ import annotations

import importlib
import importlib.util
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


def optional_part(game_id: str, part: str, module: str) -> ModuleType | None:
    """A part a game may leave out (its tips, guided game, rules pages, story): None
    when there is no such module, PartError when there is one and it is broken (a
    broken part is a bug to see, not a reason to play on without it).

    >>> optional_part("lost", "tips", "sorry_game.app.plugins.no_such_game.tips") is None
    True
    """
    try:
        found = importlib.util.find_spec(module)
    except (ImportError, ValueError):
        found = None
    if found is None:
        return None
    return import_part(game_id, part, module)
