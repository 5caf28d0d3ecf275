"""Where the choices of Sorry, King! are on the screen (RULES K-4, K-6, K-9).

A chess square or a ring square is its cell on the board (layout.KingLayout); a
promotion piece is one of a column of four on the promotion square's file, toward
the board's middle (keys 1-4: Queen, Rook, Bishop, Knight).
"""

from __future__ import annotations

from collections.abc import Sequence

import chess
import pygame

from sorry_game.app.plugins.king.layout import KingLayout
from sorry_game.app.table.plugin import TableUI, Target
from sorry_game.engine.picking import Choice
from sorry_game.games.king.ring import RING_SIZE
from sorry_game.games.king.view import KingView

#: the promotion pieces, in the order of the popup and of the keys 1-4
PROMOTIONS = ("q", "r", "b", "n")


class KingLocator:
    """Choices → targets, and what it needs to remember between frames: the square
    under the pointer or focus at the last frame, and the promotion square chosen
    (where the promotion column goes)."""

    def __init__(self) -> None:
        self.pointed: str | None = None
        self.promo_to: str | None = None

    def prepare(self, chosen: Sequence[Choice]) -> None:
        """The promotion column goes on the square the pawn was sent to."""
        squares = [str(c.key) for c in chosen if c.kind == "square"]
        self.promo_to = squares[1] if len(squares) >= 2 else None

    def track_pointer(self, ui: TableUI) -> None:
        pointed = ui.hover or ui.focus
        if pointed is not None and pointed.choice.kind == "square":
            self.pointed = str(pointed.choice.key)

    def locate(self, choice: Choice, lay: KingLayout, game: KingView) -> Target | None:
        kind, key = choice.kind, choice.key
        if kind == "square" and isinstance(key, str):
            try:
                r = lay.square_rect(key)
            except ValueError:
                return None
            # the guided game's ring hugs the square from inside (`room`): round it, it
            # covered the pieces beside it
            return Target(choice, r, r.center, room=pygame.Rect(r))
        if kind == "checker" and isinstance(key, int) and 0 <= key < RING_SIZE:
            r = lay.ring_rect(key)
            return Target(choice, r, r.center, room=pygame.Rect(r))
        if kind == "option" and key in PROMOTIONS:
            rects = lay.promotion_rects(self.promotion_square(game))
            r = rects[PROMOTIONS.index(str(key))]
            return Target(choice, pygame.Rect(r), r.center)
        return None

    def hotkey(self, n: int, options: Sequence[Choice]) -> Choice | None:
        """Keys 1-4 pick Queen, Rook, Bishop, Knight when a pawn promotes."""
        if 1 <= n <= len(PROMOTIONS):
            for c in options:
                if c.kind == "option" and c.key == PROMOTIONS[n - 1]:
                    return c
        return None

    def promotion_square(self, game: KingView) -> str:
        """Where the promotion column goes when the table asks before a frame has shown
        which square was chosen: the chosen square, else the one under the pointer, else
        the only square a pawn can promote on (`draw` corrects the targets every frame)."""
        squares: list[str] = []
        try:
            board = chess.Board(game.fen)
            squares = [chess.square_name(m.to_square) for m in board.legal_moves if m.promotion]
        except ValueError:
            pass
        for guess in (self.promo_to, self.pointed):
            if guess is not None and (guess in squares or not squares):
                return guess
        return squares[0] if squares else "e8"

    def promotion_column(self, game: KingView) -> str:
        """The square the drawn promotion column starts from."""
        return self.promo_to or self.promotion_square(game)


__all__ = ["PROMOTIONS", "KingLocator"]
