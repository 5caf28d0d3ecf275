"""Sorry! on a phone: the card drawn (or the hand of five), the seat's pawns in words.

Built from the seat's view alone (`View[ClassicView]`), never from the state, so a
phone learns nothing the seat could not see at the table (docs/PHONES.md). The board
stays on the shared screen; the phone says where each pawn is and lets the player tap
the card and the pawn, then choose where it goes with a button.
"""

from __future__ import annotations

from typing import Any

from sorry_game.engine.view import View
from sorry_game.games.board.cards import CARD_SHORT, SORRY, card_label
from sorry_game.games.board.chips import chips, pawn_spot, pawn_target, track
from sorry_game.games.board.events import with_article
from sorry_game.games.board.geometry import COLOUR_NAMES
from sorry_game.games.classic.view import ClassicView


def card_id(card: int) -> str:
    return f"card:{card}"


def _card(card: int) -> dict[str, Any]:
    tone = "red" if card == SORRY else "plain"
    return {
        "id": card_id(card),
        "text": card_label(card),
        "sub": CARD_SHORT.get(card, ""),
        "tone": tone,
    }


def _colour(view: View[ClassicView]) -> int:
    """The colour whose pawns the seat sees on its phone: the colour it moves now (a
    partner's, C-15) while it decides, else its own."""
    own = view.colours[view.viewer] if view.viewer is not None else 0
    moving = view.game.board.moving_colour
    return moving if moving is not None and view.decider == view.viewer else own


def private(view: View[ClassicView]) -> dict[str, Any]:
    game = view.game
    cards = [_card(c) for c in game.hand] if game.hand is not None else []
    colour = _colour(view)
    own = view.colours[view.viewer] if view.viewer is not None else colour
    lines = []  # (the band says the seat's own colour: only a partner's is said here)
    if colour != own:
        lines.append(f"You move your partner's pawns: {COLOUR_NAMES[colour]}.")
    lines.append(f"Cards left to draw: {game.pile}")
    out: dict[str, Any] = {"cards": cards, "chips": chips(game.board, colour), "lines": lines}
    if game.card is not None and _drawn_is_played(view):
        # the card drawn beside the prompt, what it does under it: the decision first,
        # above the board (it sat under the board, and the public line said it again)
        out["playing"] = _card(game.card)
    return out


def _drawn_is_played(view: View[ClassicView]) -> bool:
    """The seat decides how to play the card it drew (no hand of five)."""
    game = view.game
    return game.hand is None and game.card is not None and view.decider == view.viewer


def board(view: View[ClassicView]) -> dict[str, Any]:
    """The board drawn on the page: every pawn in play (the board hides nothing; the
    pawns HOME and on START are counted there, not said again in the box)."""
    return track(view.game.board, view.colours[: view.players])


def spot(kind: str, key: Any) -> str | None:
    return pawn_spot(kind, key)


def public(view: View[ClassicView]) -> str:
    """Whose turn and the card on the table (the box below counts each seat's pawns
    HOME and on START: said once, issue 39)."""
    if view.over or view.turn is None:
        return "Game over"  # (the page's prompt says the rest)
    game = view.game
    mine = view.turn == view.viewer  # the seat's own turn: said once, here (not "Red's")
    words = ["Your turn" if mine else f"{COLOUR_NAMES[view.colours[view.turn]]}'s turn"]
    if game.card is not None and game.hand is None:
        if not _drawn_is_played(view):  # (the seat's own: beside the prompt, said once)
            # as the table says it ("Blue drew a 5"): the page names the player in it,
            # "Bo (Blue) drew a 5" (a bare "card 5" under "is playing…" said nothing)
            drew = f"drew {with_article(card_label(game.card))}"
            if mine:
                words.append(drew)
            else:
                words = [f"{COLOUR_NAMES[view.colours[view.turn]]} {drew}"]
    elif game.discard_top is not None:
        words.append(f"last card {card_label(game.discard_top)}")
    return " · ".join(words)


def target(kind: str, key: Any) -> str | None:
    if kind == "card":
        return card_id(int(key))
    return pawn_target(kind, key)
