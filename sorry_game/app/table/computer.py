"""Asking the computer: one job for a computer seat's move and for a hint.

    link = WorkerLink()                          # one per table: its game in the worker
    job = MoveJob(link, session, "normal", seed)  # asked now, in the worker process
    reply = job.poll()                            # each frame: None until it has come

The worker keeps its own copy of the game (`ai/worker.py`); the link remembers the
actions it was sent, so each question carries only the new ones; a game that is not
what the worker has (a move taken back, even when another has been played in its place)
is sent whole, and so is a worker that lost step, once. A reply is checked before anyone sees it: an action that
is not legal here, a failure of the computer, or a reply that does not come in time is
an error — logged, and shown to the player in the reply's `error` — never quietly
replaced by some other move. A reply for a position that has moved on is `stale`.

A job that is not wanted any more (a move taken back, the table left, a new game) is
cancelled: its search in the worker stops at once (`ai_worker.stop`), so the worker is
free for the next question. Nothing here waits for the worker: `poll` reads the reply
only once it has come.
"""

from __future__ import annotations

import logging
import random
import time
import uuid
from collections.abc import Callable
from concurrent.futures import Future
from dataclasses import dataclass, field
from typing import Any

from sorry_game.ai.worker import OutOfStep, Question, answer
from sorry_game.app import ai_worker
from sorry_game.app.settings import DEFAULT_THINK, think_seconds
from sorry_game.engine.actions import Action
from sorry_game.engine.savefile import SaveRecord
from sorry_game.session import Seat, Session

log = logging.getLogger(__name__)

#: a reply not come after this many seconds is late: the worker is stopped and the
#: question answered in this process instead (a hard computer thinks about 2 s)
LATE_AFTER_S = 30.0


@dataclass
class WorkerLink:
    """A table's game as the worker knows it: its key there, and the actions it was
    sent (their number is `sent`)."""

    key: str = field(default_factory=lambda: uuid.uuid4().hex)
    #: the actions the worker's copy of the game has had, in order
    history: list[str] = field(default_factory=list)

    @property
    def sent(self) -> int:
        return len(self.history)

    @sent.setter
    def sent(self, count: int) -> None:
        """Forget all but the first `count` actions (0: the worker knows nothing)."""
        del self.history[max(0, count) :]

    def question(
        self,
        record: SaveRecord,
        level: str,
        seed: int,
        whole: bool = False,
        seconds: float | None = None,
        generation: int = 0,
    ) -> Question:
        """The question for `record`'s position; only the actions since the last one,
        unless the worker needs the `whole` game, or the game it has is not the start
        of this one (a move was taken back, even when another one has been played in
        its place since). `seconds`: how long the level thinks (None: its own time)."""
        sent = self.history
        in_step = not whole and record.actions[: len(sent)] == sent
        base = len(sent) if in_step else 0
        start = SaveRecord(record.game_id, record.config, record.seed, [], {}).dumps()
        self.history = list(record.actions)
        actions = tuple(record.actions[base:])
        return Question(self.key, start, base, actions, level, seed, seconds, generation)


@dataclass(frozen=True)
class Reply:
    """What came back: a legal action, or an error in player words (or `stale`)."""

    action: Action | None = None
    error: str = ""
    stale: bool = False


class MoveJob:
    """One question to the computer about the session's position now: the move a
    `level` computer would make (a computer seat's move, or a hint), thinking `seconds`
    (None: the level's own time)."""

    def __init__(
        self,
        link: WorkerLink,
        session: Session,
        level: str,
        seed: int,
        seconds: float | None = None,
    ) -> None:
        self.link = link
        self.session = session
        self.level = level
        self.seed = seed
        self.seconds = seconds
        #: the number of the last question asked (`ai_worker.stop` stops it)
        self.generation = 0
        #: the position asked about: the number of actions played then
        self.at = len(session.actions)
        self.started = time.monotonic()
        self.reply: Reply | None = None
        self._resent = False
        self.future: Future[str] = ai_worker.ask(self._question())

    def _question(self, whole: bool = False) -> Question:
        self.generation = ai_worker.next_generation()
        record = self.session.record()
        return self.link.question(
            record, self.level, self.seed, whole, self.seconds, self.generation
        )

    @property
    def done(self) -> bool:
        return self.reply is not None or self.future.done()

    def cancel(self) -> None:
        """Not wanted any more (the table closed, a move was taken back): a question not
        yet sent is dropped, a search under way stops at once."""
        if self.reply is None:
            self.future.cancel()
            ai_worker.stop(self.generation)

    def poll(self) -> Reply | None:
        """The reply once it has come (checked), else None."""
        if self.reply is not None:
            return self.reply
        if not self.future.done():
            if time.monotonic() - self.started > LATE_AFTER_S:
                self.reply = self._late()
            return self.reply
        try:
            text = ai_worker.result(self.future, lambda: answer(self._question(whole=True)))
        except OutOfStep:
            if self._resent:  # a worker that cannot keep step twice: answer here
                self.reply = self._check(lambda: answer(self._question(whole=True)))
                return self.reply
            self._resent = True
            self.future = ai_worker.ask(self._question(whole=True))
            return None
        except Exception as exc:  # noqa: BLE001 - a failing computer must not stop the game
            self.reply = self._failed(exc)
            return self.reply
        self.reply = self._check(lambda: text)
        return self.reply

    def _check(self, produce: Callable[[], str]) -> Reply:
        """Parse and check the reply against the position now."""
        if len(self.session.actions) != self.at:
            log.info("a %s computer's reply came after the position changed", self.level)
            return Reply(stale=True)
        try:
            text = produce()
            action = self.session.game.parse_action(text)
        except Exception as exc:  # noqa: BLE001
            return self._failed(exc)
        if action not in self.session.state.legal_actions():
            log.error("the %s computer chose %r, which is not legal here", self.level, text)
            return Reply(error=f"The computer chose a move that is not allowed here ({text}).")
        return Reply(action=action)

    def _failed(self, exc: BaseException) -> Reply:
        log.error("the %s computer failed: %r", self.level, exc)
        return Reply(error=f"The computer player failed ({exc}).")

    def _late(self) -> Reply:
        """No reply in time: the worker may be stuck; stop it (the next question starts
        a new one, sent the whole game)."""
        log.error("the %s computer gave no reply in %.0f s", self.level, LATE_AFTER_S)
        self.future.cancel()
        ai_worker.shutdown()
        self.link.sent = 0
        return Reply(error=f"The computer did not answer in {LATE_AFTER_S:.0f} seconds.")


class Computers:
    """A table's questions to the computer: the move of the computer seat deciding now
    (asked once per position, shown after a pause a human can follow) and a hint for
    the human deciding now (what the normal computer would do, from their seat)."""

    def __init__(self, session: Session) -> None:
        self.session = session
        self.link = WorkerLink()
        self.move: MoveJob | None = None
        self.hint: MoveJob | None = None
        #: seconds the computer has been thinking about this position
        self.thought = 0.0

    @property
    def thinking(self) -> bool:
        return self.move is not None

    def play(
        self, level: str, dt: float, pause: float, seconds: float | None = None
    ) -> Reply | None:
        """The reply of the `level` computer deciding now (thinking `seconds`, None: the
        level's own time), once it has come and at least `pause` seconds have passed;
        None until then."""
        key = len(self.session.actions)
        if self.move is None or self.move.at != key:
            self.stop()
            seed = (self.session.seed * 1_000_003 + key * 7919) & 0x7FFFFFFF
            self.move = MoveJob(self.link, self.session, level, seed, seconds)
            self.thought = 0.0
        self.thought += dt
        if self.thought < pause or not self.move.done:
            return None
        reply = self.move.poll()
        if reply is not None:
            self.move = None
        return reply

    def ask_hint(self) -> bool:
        """Ask for a hint (False when one is already coming): the normal computer's
        move, which plays at once whatever the thinking time."""
        if self.hint is not None:
            return False
        seed = len(self.session.actions) * 7919 + 17
        self.hint = MoveJob(self.link, self.session, "normal", seed)
        return True

    def hint_reply(self) -> Reply | None:
        """The hint once it has come (None until then, and when none was asked)."""
        reply = self.hint.poll() if self.hint is not None else None
        if reply is not None:
            self.hint = None
        return reply

    def stop(self) -> None:
        """Not waiting for the computer's move any more (a move taken back, the table
        left): its search stops at once, and the worker is free for the next question."""
        if self.move is not None:
            self.move.cancel()
        self.move = None

    def close(self) -> None:
        """The table closes: nothing it asked is wanted any more. The worker stays,
        ready for the next table (quitting the program stops it: `ai_worker.shutdown`)."""
        if self.hint is not None:
            self.hint.cancel()
        self.hint = None
        self.stop()


def computer_turn(t: Any, seat: Seat, dt: float, pause: float) -> None:
    """Play the computer's move at the table `t` once it has come (after `pause`). A
    failed or illegal reply is shown (and logged) and a random move is played instead."""
    hard = getattr(getattr(t.app, "settings", None), "hard_seconds", DEFAULT_THINK)
    reply = t.computers.play(seat.level, dt, pause, think_seconds(seat.level, hard))
    if reply is None or reply.stale:
        return
    if reply.action is not None:
        t.apply(reply.action)
        return
    t.apply(random.Random(len(t.session.actions)).choice(t.state.legal_actions()))
    t.error = f"{reply.error} It played a random move instead."
