"""Sorry My Ass! on a phone: the seat's hand as cards, the trick to beat, the trade.

Built from the seat's view alone (`View[PresidentView]`): the hand is the viewer's
own, the others are counts (docs/PHONES.md). The phone holds the hand so the shared
screen needs no curtain; tapping a card picks its rank, a button says how many.
While the played cards are moved on the board, the pawns are chips to tap.
"""

from __future__ import annotations

from typing import Any

from sorry_game.engine.view import View, seat_ref
from sorry_game.games.board.cards import SORRY, card_label
from sorry_game.games.board.chips import chips, pawn_spot, pawn_target, track
from sorry_game.games.board.geometry import COLOUR_NAMES
from sorry_game.games.president.cards import RANK_OF, RANKS, play_text
from sorry_game.games.president.view import PresidentView

#: what puts the winner first beside a row with as many pawns HOME (P-13: all pawns
#: HOME, a seat wins by becoming President): "1st ◆ Di 4/4 · President"
WINNER_TITLE = "President"


def card_id(card: int) -> str:
    """Every card of one rank has the same id: tapping any of them picks the rank."""
    return f"card:{card}"


def _tone(card: int) -> str:
    """SORRY! cards and the two top ranks (1, 2) red, the rest black: the strong cards
    stand out in a hand."""
    return "red" if RANK_OF[card] >= RANK_OF[SORRY] else "black"


def _card(card: int) -> dict[str, Any]:
    rank = RANK_OF[card] + 1
    sub = "highest" if rank == len(RANKS) else ("lowest" if rank == 1 else f"rank {rank}")
    return {"id": card_id(card), "text": card_label(card), "sub": sub, "tone": _tone(card)}


def _name(view: View[PresidentView], seat: int) -> str:
    """The seat as the page names it: its player, with its mark (`seat_ref`)."""
    return seat_ref(seat)


def _colour(view: View[PresidentView], seat: int) -> str:
    """The seat's colour: only in the turn's fact, which the page turns into "Bo (Blue)
    is playing…"."""
    return COLOUR_NAMES[view.colours[seat]]


def _trade_line(view: View[PresidentView]) -> str | None:
    game = view.game
    if game.titles is None or game.trade is None or game.titles.asshole < 0:
        return None  # the first round, or the game is over (the winner's round has no Asshole)
    president, asshole = _name(view, game.titles.president), _name(view, game.titles.asshole)
    line = f"President {president}, Asshole {asshole}"
    trade = game.trade
    if trade.gave is not None and trade.received is not None:
        line += f" · you gave {card_label(trade.gave)}, got {card_label(trade.received)}"
    elif not trade.done:
        line += " · the President gives a card"
    return line


def _trick(view: View[PresidentView]) -> str:
    game = view.game
    if game.moving is not None:
        m = game.moving
        to_go = f"{m.left} card{'s' if m.left != 1 else ''} to go"
        if m.player == view.viewer:  # (the band says the seat's colour, the prompt what to do)
            return to_go
        return f"{_name(view, m.player)} moves pawns ({to_go})"  # (the play: the log's)
    if not game.trick:
        return "New trick" + (": a lead is compulsory" if game.forced_lead else "")
    last = game.trick[-1]
    by = "you" if last.seat == view.viewer else _name(view, last.seat)  # (not "by Red" to Red)
    return f"To beat: {play_text(last.card, last.count)} by {by}"


def private(view: View[PresidentView]) -> dict[str, Any]:
    """The seat's hand and what only the box says (the play to beat is the public
    line's: not said again here)."""
    game = view.game
    cards = [_card(c) for c in game.hand or ()]
    lines = []
    trade = _trade_line(view)
    if trade:
        lines.append(trade)
    counts = ", ".join(f"{_name(view, s)} {n}" for s, n in enumerate(game.hand_sizes))
    lines.append(f"Cards in hand: {counts}")
    if game.out:
        lines.append("Safe, no cards left: " + ", ".join(_name(view, s) for s in game.out))
    out: dict[str, Any] = {"cards": cards, "lines": lines}
    if game.phase == "move" and view.decider == view.viewer and view.viewer is not None:
        out["chips"] = chips(game.board, view.colours[view.viewer])
    if game.moving is not None:  # the card played, on the table for all to see
        # (its rank says nothing while pawns move: no line under the prompt)
        out["playing"] = {**_card(game.moving.card), "sub": ""}
    return out


def board(view: View[PresidentView]) -> dict[str, Any]:
    """The board drawn on the page: every pawn in play (the board hides nothing; the
    pawns HOME and on START are counted there, not said again in the box)."""
    return track(view.game.board, view.colours[: view.players])


def spot(kind: str, key: Any) -> str | None:
    return pawn_spot(kind, key)


def public(view: View[PresidentView]) -> str:
    if view.over or view.turn is None:
        return "Game over"  # (the page's prompt says the rest)
    who = "Your turn" if view.turn == view.viewer else f"{_colour(view, view.turn)}'s turn"
    return f"{who} · Round {view.game.round} · {_trick(view)}"


def target(kind: str, key: Any) -> str | None:
    if kind == "card":
        return card_id(int(key))
    return pawn_target(kind, key)
