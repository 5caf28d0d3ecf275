"""The checkers: where they stand on the ring, how they move, enter and finish tours
(RULES K-6, K-6a, K-7, K-7a).

A checker's progress is never stored: it runs one way from its own red square, so the
square it stands on tells how many steps it has travelled.
"""

from __future__ import annotations

from dataclasses import dataclass

from sorry_game.games.king.ring import RING_SIZE, walk
from sorry_game.games.king.rules import CHECKERS_EACH, KingRules

EMPTY = -1


@dataclass(slots=True)
class Checkers:
    """The ring (owner seat per square, EMPTY when free), reserves and finished tours."""

    ring: list[int]
    reserve: list[int]
    finished: list[int]

    @classmethod
    def initial(cls, rules: KingRules) -> Checkers:
        """K-6: one checker of each player on its red square, four in reserve."""
        ring = [EMPTY] * RING_SIZE
        for seat, red in enumerate(rules.red):
            ring[red] = seat
        return cls(ring, [CHECKERS_EACH - 1] * 2, [0, 0])

    def copy(self) -> Checkers:
        return Checkers(self.ring[:], self.reserve[:], self.finished[:])

    def on_ring(self, seat: int) -> list[int]:
        """The squares holding `seat`'s checkers, in ring order."""
        return [i for i, owner in enumerate(self.ring) if owner == seat]

    def total(self, seat: int) -> int:
        """Checkers of `seat` anywhere: ring, reserve and finished (always five)."""
        return self.ring.count(seat) + self.reserve[seat] + self.finished[seat]


def steps_travelled(rules: KingRules, seat: int, square: int) -> int:
    """How far a checker of `seat` on `square` has come from its red square (0-35)."""
    return (square - rules.red[seat]) * rules.step % RING_SIZE


@dataclass(frozen=True, slots=True)
class CheckerStep:
    """What one checker move did: from `src` over `path`; `dest` is -1 when it toured."""

    seat: int
    src: int
    dest: int
    path: tuple[int, ...]
    captured: int  # the captured checker's owner, or EMPTY
    toured: bool


def movable(checkers: Checkers, rules: KingRules, seat: int, distance: int) -> list[int]:
    """K-6/K-7: the squares of `seat`'s checkers that can move exactly `distance`.
    A checker that would reach or pass its red square tours (always possible);
    any other may not land on one of its owner's checkers."""
    ring = checkers.ring
    red, step = rules.red[seat], rules.step
    out = []
    for square, owner in enumerate(ring):
        if owner != seat:
            continue
        travelled = (square - red) * step % RING_SIZE
        if travelled + distance >= RING_SIZE:
            out.append(square)
        elif ring[(square + step * distance) % RING_SIZE] != seat:
            out.append(square)
    return out


def move_checker(
    checkers: Checkers, rules: KingRules, seat: int, src: int, distance: int
) -> CheckerStep:
    """K-6, K-7, K-7a: move the checker on `src`; it jumps over others, captures an
    enemy checker it lands on (back to the owner's reserve), or, reaching its red
    square again, leaves the ring for good without capturing or reaching a line end."""
    ring = checkers.ring
    step = rules.step
    travelled = steps_travelled(rules, seat, src)
    ring[src] = EMPTY
    if travelled + distance >= RING_SIZE:
        checkers.finished[seat] += 1
        path = walk(src, step, RING_SIZE - travelled)
        return CheckerStep(seat, src, EMPTY, path, EMPTY, True)
    dest = (src + step * distance) % RING_SIZE
    captured = ring[dest]
    if captured != EMPTY:
        checkers.reserve[captured] += 1
    ring[dest] = seat
    return CheckerStep(seat, src, dest, walk(src, step, distance), captured, False)


@dataclass(frozen=True, slots=True)
class Entry:
    """A checker of `seat` entered on its red square, capturing `captured`'s checker
    there (EMPTY: nothing captured)."""

    seat: int
    square: int
    captured: int


def enter_checkers(checkers: Checkers, rules: KingRules, first: int) -> list[Entry]:
    """K-6, K-6a: whenever a player's red square holds none of their checkers and they
    have one in reserve, one enters there at once, capturing an enemy checker on it;
    entries repeat until nothing changes (a capture can let the other side enter)."""
    ring, reserve = checkers.ring, checkers.reserve
    out: list[Entry] = []
    changed = True
    while changed:
        changed = False
        for seat in (first, 1 - first):
            red = rules.red[seat]
            if ring[red] != seat and reserve[seat] > 0:
                captured = ring[red]
                if captured != EMPTY:
                    reserve[captured] += 1
                reserve[seat] -= 1
                ring[red] = seat
                out.append(Entry(seat, red, captured))
                changed = True
    return out
