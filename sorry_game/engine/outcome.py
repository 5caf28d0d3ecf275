"""How a finished game ended, per seat: win, loss or draw, with teams and a reason.

Results, statistics and the computer players read this instead of guessing from a
ranking. A shared win (a team, or tied players in Sorry! Revenge R-12) is several
"win" results; a draw (Sorry, King! K-11e/f) is "draw" for every seat.

>>> o = Outcome.win(4, (1,), "all four pawns reached HOME")
>>> o.winners, o.results[0], o.is_draw
((1,), 'loss', False)
>>> Outcome.draw(2, "stalemate").returns()
(0.0, 0.0)
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

WIN, LOSS, DRAW = "win", "loss", "draw"


@dataclass(frozen=True, slots=True)
class Outcome:
    """The end of a game: `results[seat]` is WIN, LOSS or DRAW; `reason` is player text."""

    results: tuple[str, ...]
    reason: str = ""
    teams: tuple[tuple[int, ...], ...] = ()

    @classmethod
    def win(
        cls,
        players: int,
        winners: Iterable[int],
        reason: str = "",
        teams: tuple[tuple[int, ...], ...] = (),
    ) -> Outcome:
        won = set(winners)
        return cls(tuple(WIN if s in won else LOSS for s in range(players)), reason, teams)

    @classmethod
    def draw(cls, players: int, reason: str = "") -> Outcome:
        return cls((DRAW,) * players, reason)

    @property
    def winners(self) -> tuple[int, ...]:
        return tuple(s for s, r in enumerate(self.results) if r == WIN)

    @property
    def is_draw(self) -> bool:
        return bool(self.results) and all(r == DRAW for r in self.results)

    @property
    def shared(self) -> bool:
        """Several winners who are not one team (a tie that is shared)."""
        won = self.winners
        return len(won) > 1 and not any(set(won) <= set(team) for team in self.teams)

    def returns(self) -> tuple[float, ...]:
        """Per seat: +1 for a win (split when shared), -1 for a loss, 0 for a draw."""
        won = self.winners
        share = 1.0 / len(won) if won and self.shared else 1.0
        return tuple(share if r == WIN else (0.0 if r == DRAW else -1.0) for r in self.results)

    def to_dict(self) -> dict[str, Any]:
        return {"results": list(self.results), "reason": self.reason, "teams": self.teams}
