"""A game's rules as pages: a heading, a few short paragraphs in player language, and
a diagram of a real position (built by the game's engine, drawn by its own plugin).

A game's pages live with its UI plugin: the module `<plugin module>.rules_pages` sets
`PAGES`, a tuple of `RulePage`. A game without that module gets one text page per
section of its `Game.rules` (so a new game has readable rules before it has pictures);
a module that exists but is broken is a `PartError` naming it, never a quiet fallback.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from sorry_game.app.table.plugin import plugin_module
from sorry_game.engine.errors import PartError
from sorry_game.engine.interface import Game, GameConfig, State
from sorry_game.engine.parts import optional_part

#: edits a new game's saved position (its `to_dict`) into the one a page shows; the
#: result is loaded back with `state_from_dict`, so the engine checks it is a real one
Edit = Callable[[dict[str, Any]], dict[str, Any]]


@dataclass(frozen=True)
class Position:
    """A position of the game for a diagram, and the move it shows."""

    #: seats at the table
    players: int
    #: the seed of the new game the position starts from
    seed: int = 1
    #: changes to the new game's saved position (None: the new game as dealt)
    edit: Edit | None = None
    #: moves made first by always taking the first legal move: a short way to a later
    #: point of a real game (the seed decides the rest)
    autoplay: int = 0
    #: moves played next, as action text; the last one is drawn as "the last move"
    moves: tuple[str, ...] = ()
    #: the move the diagram explains (its way, where it ends, what it bumps), as text
    show: str | None = None
    #: whose hidden cards are drawn (None: nobody's)
    viewer: int | None = 0
    #: the game's setup options
    options: Mapping[str, Any] = field(default_factory=dict)

    def state(self, game: Game) -> State:
        """The position, built and checked by the game's engine."""
        state = game.new_state(GameConfig(self.players, dict(self.options)), self.seed)
        if self.edit is not None:
            state = game.state_from_dict(self.edit(state.to_dict()))
        return state


@dataclass(frozen=True)
class RulePage:
    """One page of a game's rules."""

    heading: str
    #: short paragraphs, each a sentence or three
    paragraphs: tuple[str, ...]
    diagram: Position | None = None
    #: one line under the diagram saying what it shows
    caption: str = ""
    #: the rule ids the page explains (for tests; never shown)
    rules: tuple[str, ...] = ()


def pages_module(game: Game) -> str:
    """Where a game's pages live: beside its plugin."""
    return f"{plugin_module(game)}.rules_pages"


def pages_of(game: Game) -> tuple[RulePage, ...]:
    """The game's pages; text pages from `game.rules` when it has no pages module."""
    name = pages_module(game)
    module = optional_part(game.id, "rules pages", name)
    if module is None:
        return text_pages(game)
    pages = getattr(module, "PAGES", None)
    if not (isinstance(pages, tuple) and pages and all(isinstance(p, RulePage) for p in pages)):
        raise PartError(game.id, "rules pages", name, "its PAGES is not a tuple of RulePage")
    return pages


def text_pages(game: Game) -> tuple[RulePage, ...]:
    """One page per section of the game's written rules (headings and text only)."""
    pages = []
    for section in getattr(game, "rules", ()) or ():
        heading = str(getattr(section, "heading", "")).strip()
        text = str(getattr(section, "text", "")).strip()
        if heading or text:
            rule = str(getattr(section, "rule", ""))
            pages.append(RulePage(heading, (text,) if text else (), rules=(rule,)))
    return tuple(pages)


__all__ = ["Edit", "Position", "RulePage", "pages_module", "pages_of", "text_pages"]
