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

from collections.abc import Iterable, Mapping, Sequence
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


def places(outcome: Outcome | None, ranking: Sequence[int], players: int) -> list[tuple[int, int]]:
    """(place, seat) from first to last: winners (a team, a shared win) and a draw share
    first place; the others follow in the game's ranking, after all who rank before
    (the Results screen's rows, and a phone's at the end)."""
    order = [s for s in ranking if 0 <= s < players]
    order += [s for s in range(players) if s not in order]
    if outcome is None:
        return [(i + 1, s) for i, s in enumerate(order)]
    results = outcome.results
    first = [s for s in order if s < len(results) and results[s] in (WIN, DRAW)]
    rest = [s for s in order if s not in first]
    rows = [(1, s) for s in first]
    rows += [(len(first) + i + 1, s) for i, s in enumerate(rest)]
    return rows


def break_ties(
    rows: list[tuple[int, int]], said: Mapping[int, str], tie: Mapping[int, str]
) -> tuple[list[tuple[int, int]], dict[int, str]]:
    """Seats ranked apart whose rows say the same (`said`: "2/4 pawns HOME") show why:
    the game's tie-break words (`tie`: "130 steps", `State.tie_break`) where these tell
    them apart, else they share the place ("3rd" twice). The winners' first place is
    the game's verdict, never shared by progress: a checkmate's loser with as many
    tours is 2nd. Returns the rows' places and the words added to a tied seat's row.

    >>> break_ties([(1, 2), (2, 0), (3, 1)], {0: "2", 1: "2", 2: "4"}, {0: "9 steps", 1: "5 steps"})
    ([(1, 2), (2, 0), (3, 1)], {0: '9 steps', 1: '5 steps'})
    >>> break_ties([(1, 2), (2, 0), (3, 1)], {0: "2", 1: "2", 2: "4"}, {})
    ([(1, 2), (2, 0), (2, 1)], {})
    >>> break_ties([(1, 1), (2, 0)], {0: "0/4 tours", 1: "0/4 tours"}, {})
    ([(1, 1), (2, 0)], {})
    """
    out = list(rows)
    extra: dict[int, str] = {}
    for i in range(1, len(out)):
        (place, seat), (before, prev) = out[i], out[i - 1]
        if place == 1 or before == 1 or said.get(seat) != said.get(prev):
            continue
        a, b = tie.get(prev, ""), tie.get(seat, "")
        if a and b and a != b:
            extra[prev], extra[seat] = a, b
        else:
            out[i] = (before, seat)  # nothing tells them apart: an equal place
    return out, extra
