"""The setup screen by keys: few Tab stops from the games to Start, and Enter on a
choice starts the game (issue 32).

The game tiles are one Tab stop (the arrows move along them, Enter picks one), so is
each column of the seats (colours, names, who plays: Up/Down go from seat to seat) and
the option choices with the theme. Start has the focus when the screen opens (it is the
primary button), and Shift+Tab from the games wraps to it.
"""

from __future__ import annotations

from typing import Any

import pygame

from sorry_game.app.scenes import ENTER_KEYS
from sorry_game.app.widgets import Cycler


def group_for_keys(scene: Any) -> None:
    """Make the groups of `scene` (a SetupScene) for the seats in play now (where phones
    join is a Tab stop of its own)."""
    form = scene.form
    seats = scene.rows[: scene.choices.players]
    form.group("games", scene.tiles)
    form.group("colours", [row.colour for row in seats])
    form.group("names", [row.name for row in seats])
    form.group("who", [row.who for row in seats])
    form.group("options", [row.cycler for row in scene.option_rows] + [scene.theme_cycler])


def enter_starts(scene: Any, event: pygame.event.Event) -> bool:
    """Enter on a choice (a Cycler: the players, a seat, an option) starts the game, as
    Enter in a form sends it; Left/Right change the choice, Space steps it. True when
    it did."""
    if (
        event.type == pygame.KEYDOWN
        and event.key in ENTER_KEYS
        and isinstance(scene.form.focus, Cycler)
        and scene.focus_shown()
    ):
        scene.form._click()
        scene.start()
        return True
    return False
