"""The hint (H): what the normal computer would do in this player's place, from what
the player can see. It thinks in the worker, like a computer seat; its answer lights
the move's choices, puts the keyboard focus on the first one still to take, and says in the prompt line what it is and why ("Hint: play the 8 —
bumps Blue back to START"), the reason never repeating the move."""

from __future__ import annotations

from typing import Protocol

from sorry_game.app.table import status
from sorry_game.app.table.computer import Computers
from sorry_game.app.table.controller import PickController
from sorry_game.app.table.frame import what_it_does
from sorry_game.app.table.inputs import hint_ahead
from sorry_game.app.table.targets import Targets
from sorry_game.engine.interface import State
from sorry_game.session import Session


class Hinted(Protocol):
    computers: Computers
    controller: PickController
    session: Session
    options: Targets
    hint_text: str

    @property
    def state(self) -> State: ...
    def human_input(self) -> bool: ...


def ask(t: Hinted) -> None:
    """Ask for a hint, when a human is picking (the answer shows when it comes)."""
    if t.human_input() and t.computers.ask_hint():
        t.hint_text = "Thinking of a hint…"
        poll(t)


def poll(t: Hinted) -> None:
    """Show the hint once it has come (nothing while it has not; an answer too late
    for the decision it was asked for is dropped)."""
    reply = t.computers.hint_reply()
    if reply is None:
        return
    if reply.stale or not t.human_input():
        t.hint_text = ""
    elif reply.action is None:
        t.hint_text = f"No hint available: {reply.error}"
    else:
        t.controller.set_hint(reply.action)
        # the focus ring goes to the hinted choice, shown: Enter takes it
        t.options.focus_on([c.ident for c in hint_ahead(t.controller)])
        names = t.session.names()
        why = [w for e in what_it_does(t.state, reply.action) if (w := e.effect(names))]
        t.hint_text = status.hint_line(t.state.describe_action(reply.action, names), why)


__all__ = ["Hinted", "ask", "poll"]
