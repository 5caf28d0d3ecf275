"""High Card, the tests' toy game: a new game added to sorry-game by folders alone.

    games/toy/     its rules package      (in a release: sorry_game/games/toy/)
    ai/toy.py      its computer player    (sorry_game/ai/toy.py)
    plugins/toy/   its table plugin       (sorry_game/app/plugins/toy/)

`install()` puts the three folders where the conventions look — it adds them to the
`__path__` of `sorry_game.games`, `sorry_game.ai` and `sorry_game.app.plugins`, as
copying them into the source tree would — and no file of the game's names it: the
catalogue finds the game, the levels its computer player, the table its plugin.
`uninstall()` takes them out again. The tests run with the toy installed (conftest).
"""

from __future__ import annotations

from pathlib import Path

import sorry_game.ai
import sorry_game.app.plugins
import sorry_game.games
from sorry_game.games import catalogue

HERE = Path(__file__).resolve().parent
#: package whose __path__ gets each folder of the toy
FOLDERS = (
    (sorry_game.games, HERE / "games"),
    (sorry_game.ai, HERE / "ai"),
    (sorry_game.app.plugins, HERE / "plugins"),
)


def install() -> None:
    """Add the toy's folders to the packages the conventions search (idempotent)."""
    for package, folder in FOLDERS:
        if str(folder) not in package.__path__:
            package.__path__.append(str(folder))
    catalogue.reset()


def uninstall() -> None:
    """Take the toy's folders out again (the catalogue forgets the toy)."""
    for package, folder in FOLDERS:
        if str(folder) in package.__path__:
            package.__path__.remove(str(folder))
    catalogue.reset()
