"""The frame every game's state shares: legal actions computed once per position, and
`apply` / `apply_fast` that refuse an illegal action with its reason before the game's
own `_perform` changes anything.

A game's state class subclasses `RulesState` and defines:
    _compute_legal() -> list[Action]          the decider's legal actions now
    _perform(action, events | None) -> None   carry out a legal action (events: None on
                                              the fast path: build nothing)
    explain_illegal(action) -> (reason, rule) why an action is refused: player words and
                                              the rule id (for tests, never shown)
`_legal` (the cached legal actions, None until computed) is this frame's slot: set it
to None in `__init__` and copy it in `clone`.
"""

from __future__ import annotations

from abc import ABC, abstractmethod

from sorry_game.engine.actions import Action
from sorry_game.engine.errors import IllegalAction
from sorry_game.engine.events import Event


class RulesState(ABC):
    __slots__ = ("_legal",)
    _legal: list[Action] | None

    @abstractmethod
    def _compute_legal(self) -> list[Action]:
        """The legal actions of the seat deciding now (empty once the game is over)."""

    @abstractmethod
    def _perform(self, action: Action, events: list[Event] | None) -> None:
        """Carry out a legal action; append its events unless `events` is None."""

    @abstractmethod
    def explain_illegal(self, action: Action) -> tuple[str, str]:
        """Why `action` is refused: (reason in player words, rule id)."""

    def legal_actions(self) -> list[Action]:
        legal = self._legal
        if legal is None:
            legal = self._legal = self._compute_legal()
        return legal[:]

    def take_legal(self, legal: list[Action]) -> None:
        """Take `legal` as the actions of this position, which a search found before
        (its key decides them): they are not computed again."""
        self._legal = legal

    def apply(self, action: Action) -> list[Event]:
        events: list[Event] = []
        self._check(action)
        self._perform(action, events)
        return events

    def apply_fast(self, action: Action) -> None:
        """`apply` without building events: the hot path of search and simulation."""
        self._check(action)
        self._perform(action, None)

    def _check(self, action: Action) -> None:
        legal = self._legal
        if legal is None:
            legal = self._compute_legal()
        for listed in legal:  # the listed object itself (the AI's case): no field comparison
            if listed is action:
                break
        else:
            if action not in legal:
                reason, rule = self.explain_illegal(action)
                raise IllegalAction(action, reason, rule)
        self._legal = None
