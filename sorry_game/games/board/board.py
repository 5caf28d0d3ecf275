"""Pawn positions on the Sorry! board and the primitive move (RULES C-4, C-5, C-7, C-8).

`Board` is deliberately plain: two int lists, copied with slicing. It knows where
pawns are and how a single move resolves (bump, slide); which moves a card allows
lives in `cards.py`.
"""

from __future__ import annotations

from collections.abc import Callable

from sorry_game.games.board.geometry import (
    HOME,
    SAFETY_BASE,
    SLIDE_END,
    SLIDE_PATH,
    START,
    TRACK_LEN,
)

#: event sink: (kind, pawn, from, to); kind: move, leave, sorry, switch, switched, bump, slide
EventSink = Callable[[str, int, int, int], None]


class Board:
    """16 pawn positions (pawn id = colour*4 + index) and the track's occupancy."""

    __slots__ = ("pos", "track", "safe_mask")

    def __init__(self, pos: list[int], track: list[int], safe_mask: int = 0) -> None:
        self.pos = pos
        self.track = track
        #: bit c set: colour c's pawns cannot be displaced (Sorry My Ass! P-11)
        self.safe_mask = safe_mask

    @classmethod
    def initial(cls) -> Board:
        return cls([START] * 16, [-1] * TRACK_LEN)

    @classmethod
    def from_positions(cls, pos: list[int], safe_mask: int = 0) -> Board:
        track = [-1] * TRACK_LEN
        for pawn, p in enumerate(pos):
            if p < TRACK_LEN:
                if track[p] >= 0:
                    raise ValueError(f"two pawns on square {p}")
                track[p] = pawn
        return cls(list(pos), track, safe_mask)

    def copy(self) -> Board:
        return Board(self.pos[:], self.track[:], self.safe_mask)

    # --- queries ---------------------------------------------------------------
    def own_at(self, colour: int, dest: int) -> bool:
        """True when a pawn of `colour` already stands on `dest` (HOME holds any number)."""
        if dest < TRACK_LEN:
            occ = self.track[dest]
            return occ >= 0 and occ >> 2 == colour
        if dest == HOME:
            return False
        pos = self.pos
        b = colour * 4
        return pos[b] == dest or pos[b + 1] == dest or pos[b + 2] == dest or pos[b + 3] == dest

    def can_land(self, colour: int, dest: int) -> bool:
        """C-5 landing check: not on an own pawn; a safe player's pawn cannot be bumped
        (P-11), and neither can one on the slide that the landing would trigger."""
        if dest < TRACK_LEN:
            track = self.track
            occ = track[dest]
            if occ >= 0 and occ >> 2 == colour:
                return False
            if self.safe_mask:
                if occ >= 0 and self.safe_mask >> (occ >> 2) & 1:
                    return False
                if SLIDE_END[colour][dest] >= 0:
                    for sq in SLIDE_PATH[dest]:
                        o = track[sq]
                        if o >= 0 and self.safe_mask >> (o >> 2) & 1:
                            return False
            return True
        return not self.own_at(colour, dest)

    def in_start(self, colour: int) -> int:
        """The lowest-numbered pawn of `colour` in START, or -1."""
        pos = self.pos
        b = colour * 4
        for pawn in range(b, b + 4):
            if pos[pawn] == START:
                return pawn
        return -1

    def home_count(self, colour: int) -> int:
        b = colour * 4
        return self.pos[b : b + 4].count(HOME)

    def all_home(self, colour: int) -> bool:
        b = colour * 4
        pos = self.pos
        return pos[b] == HOME and pos[b + 1] == HOME and pos[b + 2] == HOME and pos[b + 3] == HOME

    # --- the primitive move --------------------------------------------------
    def bump(self, pawn: int, sink: EventSink | None) -> None:
        """Send a pawn back to its START (C-5, C-7)."""
        p = self.pos[pawn]
        if p < TRACK_LEN:
            self.track[p] = -1
        self.pos[pawn] = START
        if sink is not None:
            sink("bump", pawn, p, START)

    def place(self, pawn: int, dest: int, sink: EventSink | None, kind: str = "move") -> None:
        """Put `pawn` on `dest`: bump an opponent there, then slide (C-5, C-7).

        The caller has checked legality (`can_land`)."""
        pos = self.pos
        track = self.track
        src = pos[pawn]
        if src < TRACK_LEN and track[src] == pawn:
            track[src] = -1
        if sink is not None:
            sink(kind, pawn, src, dest)
        if dest >= TRACK_LEN:
            pos[pawn] = dest
            return
        occ = track[dest]
        if occ >= 0 and occ != pawn:
            self.bump(occ, sink)
        track[dest] = pawn
        pos[pawn] = dest
        if SLIDE_END[pawn >> 2][dest] >= 0:
            self._slide(pawn, dest, sink)

    def _slide(self, pawn: int, first: int, sink: EventSink | None) -> None:
        """C-7: from a slide's first square to its last, bumping every pawn on it."""
        track = self.track
        for sq in SLIDE_PATH[first]:
            occ = track[sq]
            if occ >= 0:
                self.bump(occ, sink)
        end = SLIDE_END[pawn >> 2][first]
        track[first] = -1
        track[end] = pawn
        self.pos[pawn] = end
        if sink is not None:
            sink("slide", pawn, first, end)

    def swap(self, pawn: int, other: int, sink: EventSink | None) -> None:
        """C-11 switch: exchange two track pawns; the mover then slides if it landed on a
        slide start of another colour (the switched opponent pawn does not slide)."""
        pos = self.pos
        track = self.track
        a, b = pos[pawn], pos[other]
        if sink is not None:
            sink("switch", pawn, a, b)
            sink("switched", other, b, a)
        track[a] = other
        pos[other] = a
        track[b] = pawn
        pos[pawn] = b
        if SLIDE_END[pawn >> 2][b] >= 0:
            self._slide(pawn, b, sink)

    def check(self) -> None:
        """Raise AssertionError if the occupancy disagrees with the positions (tests)."""
        for sq, pawn in enumerate(self.track):
            if pawn >= 0:
                assert self.pos[pawn] == sq, (sq, pawn, self.pos[pawn])
        for pawn, p in enumerate(self.pos):
            assert 0 <= p <= START, (pawn, p)
            if p < TRACK_LEN:
                assert self.track[p] == pawn, (pawn, p)
            if SAFETY_BASE <= p < HOME:
                c = pawn >> 2
                others = [q for q in range(c * 4, c * 4 + 4) if q != pawn and self.pos[q] == p]
                assert not others, (pawn, p, others)
