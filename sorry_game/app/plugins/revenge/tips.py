"""Sorry! Revenge's tips: the race to exactly 21 (how close the total is), the
answers out of turn (steal a 21, block a SORRY!) and the rarer decisions."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sorry_game.engine.picking import Choice
from sorry_game.engine.view import View
from sorry_game.games.revenge.view import STUCK_PROMPT

GOAL = 21
#: the answers out of turn, by the key of their buttons
ANSWER_TIPS: dict[frozenset[str], str] = {
    frozenset({"steal", "letgo"}): "Someone made 21: your SORRY! steals it, so your "
    "pawn card goes HOME instead.",
    frozenset({"block", "accept"}): "A SORRY! is aimed at you: Don't Be SORRY! cancels it.",
}
TOTAL_TIPS = {
    "start": "Cards add up: exactly 21 turns your next pawn card HOME.",
    "close": "The total is {total}: a number over {room} busts you. A Slide, Switch, "
    "Take 2 or Play 2 keeps you safe.",
    "win": "The total is {total}: a {room} brings it to 21 and wins the round.",
    "play2": "Each number counts at once: mind the total between the two.",
    "seat": "Flip back the player nearest to winning.",
    "stuck": "Discard the card you can spare: you draw in its place.",
}


def tip(view: View[Any], options: Sequence[Choice], chosen: Sequence[Choice]) -> str:
    game = view.game
    keys = frozenset(str(c.key) for c in options if c.kind == "button")
    if keys in ANSWER_TIPS:
        return ANSWER_TIPS[keys]
    if options and options[0].prompt == STUCK_PROMPT:
        return TOTAL_TIPS["stuck"]
    if any(c.kind == "seat" for c in options):
        return TOTAL_TIPS["seat"]
    if game.pending is not None and game.pending.kind == "play2":
        return TOTAL_TIPS["play2"]
    cards = {str(c.key) for c in options if c.kind == "card"}
    total = int(game.total)
    room = GOAL - total
    if str(room) in cards:
        return TOTAL_TIPS["win"].format(total=total, room=room)
    if total >= 11:
        return TOTAL_TIPS["close"].format(total=total, room=room)
    return TOTAL_TIPS["start"]
