"""The screen changing hands at the table: the curtain before a human decides in
pass-and-play, and a take-back (the one undo path: U, Ctrl+Z, the Undo button, Pause,
the curtain, a phone for its own seat). Both are the table's (`scenes/table.py`); they
live here to keep its class short."""

from __future__ import annotations

from typing import Any

from sorry_game.session import TakeBack

#: why Undo does nothing once another seat's move has ended the game
GAME_OVER = "The game is over: its last move stays."


def push_curtain(t: Any, seat: int) -> None:
    """Up goes the curtain: `seat` takes the screen (or the previous human takes back
    their move)."""
    t.screen.curtain_up = True
    t.screen.curtain_in = 0.0
    if t.phones.host is not None:  # a phone's take-back ends here: say so while it can
        t.phones.host.sync()
    previous = t.screen.last

    def ready() -> None:
        t.screen.take(seat)
        t._start_turn()

    def take_back() -> None:
        t.screen.curtain_up = False
        t.request_undo()

    can_take_back = previous is not None and t.take_back(previous).count > 0
    t.app.go(
        "curtain",
        t.session.seats[seat].name,
        ready,
        colour=t.game.colours[t.view.colours[seat]].key,
        session=t.session,
        on_undo=take_back if can_take_back else None,
        undo_name=t.session.seats[previous].name if can_take_back and previous is not None else "",
    )


def take_back(t: Any, by: int | None = None) -> TakeBack:
    """What Undo would do now (`Screen.take_back`: the session decides). Once the game
    is over nothing is taken back, not even the winner's own last move: "Game over" is
    said, Results follows, and an Undo beside them read as a way out of the end."""
    on = bool(getattr(t.app.settings, "take_backs", True))
    plan: TakeBack = t.screen.take_back(t.session, on, by)
    if plan.count and t.state.is_over():
        return TakeBack(plan.by, 0, GAME_OVER)
    return plan


def request_undo(t: Any, by: int | None = None) -> bool:
    """Back to the requester's last real choice (`t.take_back`: the session decides),
    or why not in a toast (the prompt stays); the take-back itself is the log's last
    line, said nowhere else."""
    plan = t.take_back(by)
    t.error, t.hint_text = "", ""
    if plan.why:  # why not (nothing to take back, a computer deciding)
        t.news.say(plan.why, t.palette["highlight"])
    if plan.by is None or not plan.count:
        return False
    t.computers.stop()
    t.session.undo(by=plan.by)
    if plan.by in t.screen.humans:  # who takes back their move holds the screen
        t.screen.take(plan.by)
    t.view = t._view()
    t._reset_animation()
    t.news.end()
    t.last_events, t.summary, t.over_time = [], None, 0.0
    t.screen.curtain_in = 0.0  # no curtain counting down for the move taken back
    t.news_moment = False
    t._start_turn()
    return True


__all__ = ["GAME_OVER", "push_curtain", "request_undo", "take_back"]
