"""How a move lands at the table (docs/ARCHITECTURE.md, "A move's moment"): its steps,
then its news's beat in the mover's moment, then the steps held for after the news
(`Animator.add(hold=True)`: from the one that begins the next moment: the next seat's
card turning over, the win), whose start ends the news with the moment. The move log keeps step with the board:
what follows the move (the entries said apart: a trick taken, the next round) is
logged once the held steps play."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, TypeVar

E = TypeVar("E")


def shown_log(entries: Sequence[E], held: bool, turn: int, news: bool = False) -> Sequence[E]:
    """The move log's entries the table shows: while the last action's (`turn`) news is
    waiting or up (`news`), none of its entries: the news tells the move for its
    moment, the log records it once that moment is over (King's "Your rook turns
    black!" beside the log's "You turn ♜ h1 black", Sorry!'s "Ada cannot move with
    a 5" beside "Ada [5] no move": each fact said twice). Else, while steps are held
    for after a move's news (`held`), the entries the last action said apart wait with
    them (Revenge's "Round 7 · Cy starts" comes as the pile is swept, not under "You
    make 21!")."""
    if news:
        end = len(entries)
        while end and getattr(entries[end - 1], "turn", None) == turn:
            end -= 1
        return entries[:end]
    if not held:
        return entries
    end = len(entries)
    while end and getattr(entries[end - 1], "turn", None) == turn:
        line = getattr(entries[end - 1], "line", None)
        if line is None or not line.apart:
            break
        end -= 1
    return entries[:end]


def release_held(t: Any) -> bool:
    """After the news's beat: play the steps held for it (True), the news of the move
    now old; False when none wait."""
    if not t.animator.held:
        return False
    t.news.end()
    t.animator.release()
    t._turned()
    t._layout_panel()
    return True


def land_now(t: Any) -> None:
    """Land the last move, its news and the steps held after it at once: the next
    decision (a screenshot, a test)."""
    for _ in range(3):
        t.animator.skip()
        t.settle()
        if t.news_moment:
            t.news.end()
            t.go_on()
        if not t.animator.busy:
            return
