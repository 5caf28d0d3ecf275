"""How a move lands at the table (docs/ARCHITECTURE.md, "A move's moment"): its steps,
then its news's beat in the mover's moment, then the steps held for after the news
(`Animator.add(hold=True)`: from the one that begins the next moment: the next seat's
card turning over, the win), whose start ends the news with the moment."""

from __future__ import annotations

from typing import Any


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
