"""The frame every game's state shares: legal actions computed once per position, and
`apply` / `apply_fast` that refuse an illegal action with its reason before the game's
own `_perform` changes anything.

A game's state class subclasses `RulesState` and defines:
    _compute_legal() -> list[Action]          the decider's legal actions now
    _perform(action, events | None) -> None   carry out a legal action (events: None on
                                              the fast path: build nothing)
    explain_illegal(action) -> (reason, rule) why an action is refused: player words and
                                              the rule id (for tests, never shown)
and a `_legal` slot (None until computed; reset by `apply`).
"""

from __future__ import annotations

from typing import Any

from sorry_game.engine.actions import Action
from sorry_game.engine.errors import IllegalAction
from sorry_game.engine.events import Event


class RulesState:
    __slots__ = ()
    _legal: list[Action] | None

    def legal_actions(self) -> list[Action]:
        legal = self._legal
        if legal is None:
            legal = self._legal = self._compute_legal()  # type: ignore[attr-defined]
        return legal[:]

    def apply(self, action: Action) -> list[Event]:
        events: list[Event] = []
        self._check(action)
        self._perform(action, events)  # type: ignore[attr-defined]
        return events

    def apply_fast(self, action: Action) -> None:
        """`apply` without building events: the hot path of search and simulation."""
        self._check(action)
        self._perform(action, None)  # type: ignore[attr-defined]

    def _check(self, action: Any) -> None:
        legal = self._legal
        if legal is None:
            legal = self._compute_legal()  # type: ignore[attr-defined]
        for listed in legal:  # the listed object itself (the AI's case): no field comparison
            if listed is action:
                break
        else:
            if action not in legal:
                reason, rule = self.explain_illegal(action)  # type: ignore[attr-defined]
                raise IllegalAction(action, reason, rule)
        self._legal = None
