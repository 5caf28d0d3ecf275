"""High Card on a phone: the seat's hand as cards, the card waiting to be counted."""

from __future__ import annotations

from typing import Any


def private(view: Any) -> dict[str, Any]:
    hand = view.game.hand or ()
    cards = [{"id": f"card:{c}", "text": str(c), "sub": "", "tone": "plain"} for c in hand]
    lines = [f"Points: {view.seats[view.viewer].progress}"] if view.viewer is not None else []
    return {"cards": cards, "lines": lines}


def public(view: Any) -> str:
    if view.over:
        return "The game is over."
    pending = f" · to count: {view.game.pending}" if view.game.pending else ""
    return f"Seat {view.turn + 1} plays{pending}"


def target(kind: str, key: Any) -> str | None:
    return f"card:{key}" if kind == "card" else None
