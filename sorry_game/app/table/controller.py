"""The generic pick controller: clicks and keys → exactly one legal action (DESIGN §3).

It wraps the engine's `Picker` over `state.picks()`: the options are only continuations
of legal actions, so a player can never build an illegal one, and no rule is re-derived
here. A click may also take an *alternate*: another option of the step just made (a
different pawn), which steps back first.
"""

from __future__ import annotations

from typing import Any

from sorry_game.engine.picking import Choice, Picker


class PickController:
    def __init__(self) -> None:
        self.picker: Picker | None = None
        #: the choices of the hinted action (drawn as marks), empty without a hint
        self.hint: list[Choice] = []
        self.hint_action: Any = None

    def sync(self, state: Any, active: bool) -> None:
        """Start picking afresh for the state's decider (when `active`: a human decides)."""
        self.picker = Picker(state.picks()) if active and not state.is_over() else None
        self.hint = []
        self.hint_action = None

    @property
    def active(self) -> bool:
        return self.picker is not None

    def options(self) -> list[Choice]:
        return self.picker.options() if self.picker is not None else []

    @property
    def chosen(self) -> list[Choice]:
        return list(self.picker.chosen) if self.picker is not None else []

    def prompt(self) -> str:
        return self.picker.prompt() if self.picker is not None else ""

    def choose(self, choice: Choice) -> Any | None:
        """Take an option (or an alternate); returns the action once it is complete."""
        picker = self.picker
        if picker is None:
            return None
        ident = choice.ident
        if any(c.ident == ident for c in picker.options()):
            return picker.choose(choice)
        if any(c.ident == ident for c in self.alternates()):
            picker.back()
            return picker.choose(choice)
        return None

    def back(self) -> bool:
        """Step back one choice; False when nothing was chosen (Esc then pauses)."""
        return self.picker.back() if self.picker is not None else False

    def alternates(self) -> list[Choice]:
        """The other options of the last step the player made (clicking one re-picks)."""
        if self.picker is None:
            return []
        return [c for c in self.picker.alternatives() if c.kind != "button"]

    def set_hint(self, action: Any) -> None:
        """Show `action` as marks: the first pick that leads to it."""
        self.hint_action = action
        self.hint = []
        if self.picker is None:
            return
        for pick, act in self.picker.entries:
            if act == action:
                self.hint = list(pick)
                return
