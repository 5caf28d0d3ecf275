"""A session's phone seats: the server, each seat's link, decisions in and views out.

    host = PhoneHost(session, seats=[1, 2], address=lan_address())
    host.start()              # PhoneServerError: said in the window, the seats stay on screen
    each frame:
        host.sync()           # a new position: every phone seat gets its own view
        for seat, action in host.take():
            table.apply(action)   # checked by the engine here, on the game's thread

The pygame loop calls `sync` and `take` once a frame; neither waits on the network.
Every phone seat gets a new token when the host starts, so a resumed game offers new
links, and `release` revokes a seat's token when it goes back to the screen.
"""

from __future__ import annotations

import queue
from collections.abc import Callable, Sequence
from typing import Any

from sorry_game.engine.actions import Action, ActionParseError
from sorry_game.engine.interface import State
from sorry_game.engine.logline import LogLine, join, joined
from sorry_game.phones.protocol import LOG_LINES
from sorry_game.phones.seatview import phone_part, state_message
from sorry_game.phones.server import PhoneServer
from sorry_game.session import LogEntry, Session, TakeBack

RGB = tuple[int, int, int]


class PhoneHost:
    """The phone seats of one session (see the module's docstring)."""

    def __init__(
        self,
        session: Session,
        seats: Sequence[int],
        address: str = "127.0.0.1",
        rgb: Callable[[int], RGB] | None = None,
        port: int = 0,
    ) -> None:
        self.session = session
        self.part = phone_part(session.game)  # a game without one fails here, loudly
        self.seats = sorted(set(seats))
        self.server = PhoneServer(address, port)
        self.rgb = rgb
        #: one number for every position published (never reused, even after a take-back)
        self.version = 0
        self._shown: list[str] | None = None
        self.started = False
        #: the last message each seat was sent (the bench's leak check reads it)
        self.last: dict[int, dict[str, Any]] = {}
        #: what Undo would take back for a seat now (the table's rule: its settings and
        #: the session); None: the session alone decides
        self.plan: Callable[[int], TakeBack] | None = None
        #: whether a human seat deciding now has begun to (the table's rule: a screen
        #: seat that must take the screen first has not, until its curtain comes up);
        #: None: every seat deciding has
        self.begun: Callable[[int], bool] | None = None
        self._take_backs: list[int] = []
        self._undo: dict[int, bool] = {}

    # --- links and joins ---------------------------------------------------------------
    def start(self) -> None:
        """Listen, and give every phone seat a new token (PhoneServerError if the
        address cannot be used)."""
        self.server.start()
        self.started = True
        for seat in self.seats:
            self.server.add_seat(seat, self._welcome(seat))
        self.sync(force=True)

    def stop(self) -> None:
        self.server.stop()
        self.started = False

    def link(self, seat: int) -> str:
        return self.server.link(seat)

    def code(self, seat: int) -> str:
        """The seat's pairing code, to type at `address()` instead of scanning: good for
        ten minutes until its seat joins by any route; none ("") while a phone holds the
        seat, a new one when it waits again."""
        return self.server.code(seat)

    def address(self) -> str:
        """The page's address without a token (where a pairing code is typed)."""
        return self.server.url

    def joined(self, seat: int) -> bool:
        return self.server.joined(seat)

    def waiting(self) -> list[int]:
        """The phone seats with no phone joined now."""
        return [seat for seat in self.seats if not self.server.joined(seat)]

    def release(self, seat: int, words: str) -> None:
        """`seat` leaves its phone (back to the screen, or to a computer): its link stops
        working and its phone is told `words`."""
        if seat in self.seats:
            self.seats.remove(seat)
            self.server.revoke(seat, words)

    def _welcome(self, seat: int) -> dict[str, Any]:
        game = self.session.game
        colour = game.colours[self.session.state.view(seat).colours[seat]]
        shade: dict[str, Any] = {"name": colour.name, "key": colour.key}
        if self.rgb is not None:
            shade["rgb"] = "#{:02x}{:02x}{:02x}".format(*self.rgb(seat))
        return {"name": self.session.seats[seat].name, "colour": shade, "game": game.title}

    # --- each frame ----------------------------------------------------------------------
    def sync(self, force: bool = False) -> bool:
        """Publish each phone seat's view when the position changed (or `force`): True
        when it did."""
        actions = self.session.actions
        if not self.started:
            return False
        undo = {seat: self.take_back(seat).count > 0 for seat in self.seats}
        if not force and actions == self._shown and undo == self._undo:
            return False
        self.version += 1
        self._shown, self._undo = list(actions), undo
        for seat in self.seats:
            message = self.message(seat, self.session.state)
            offered = frozenset(pick["action"] for pick in message["picks"])
            self.server.publish(seat, message, offered)
            self.last[seat] = message
        return True

    def message(self, seat: int, state: State) -> dict[str, Any]:
        """`seat`'s message for `state` at this version (`state` may be a copy with what
        the seat cannot see dealt anew: the leak checks)."""
        session = self.session
        # (the end's own entry is left out, as the window's logs do: the page's end
        # panel says who won, once)
        told = [entry for entry in session.log if not (entry.line and entry.line.ends)]
        log = read_as_table(told)[-LOG_LINES:]
        names = session.names()
        message = state_message(session.game, state, seat, names, self.version, log, self.part)
        message["undo"] = self.take_back(seat).count > 0
        return message

    def take_back(self, seat: int) -> TakeBack:
        """What a take-back asked from `seat`'s phone does now: Undo's plan for that
        seat (`Session.take_back`, through the table's rule), refused as well once
        another human has begun to decide after it (the table's Undo goes to the human
        deciding then, never back past them): the phone offers it, and the host plays
        it, only while this says a count."""
        plan = self.plan(seat) if self.plan is not None else self.session.take_back(seat)
        deciding = self.session.state.current_player()
        if not plan.count or deciding is None or deciding == seat:
            return plan
        human = 0 <= deciding < len(self.session.seats) and self.session.seats[deciding].is_human
        if human and (self.begun is None or self.begun(deciding)):
            name = self.session.seats[deciding].name
            return TakeBack(seat, 0, f"{name} is deciding now: your last move stays.")
        return plan

    def refuse_take_back(self, seat: int, why: str) -> None:
        """Tell `seat`'s phone why its take-back was not played (its page offers it
        again only when a position says so)."""
        self.server.tell(seat, "no-undo", why)

    def take_backs(self) -> list[int]:
        """The seats whose phones asked to take back their last move (read after
        `take`; the table takes it back as for Undo on the screen, if it still may)."""
        out, self._take_backs = self._take_backs, []
        return out

    def take(self) -> list[tuple[int, Action]]:
        """The phones' decisions since the last call, checked by the engine: the seat
        decides now, for this position, with a legal action. A refused one is told to
        its phone (and the phone gets the position as it is)."""
        out: list[tuple[int, Action]] = []
        state, game = self.session.state, self.session.game
        while True:
            try:
                seat, version, what, text = self.server.inbox.get_nowait()
            except queue.Empty:
                return out
            if seat not in self.seats or version != self.version or out or self._take_backs:
                self.server.tell(seat, "stale")
                continue
            if what == "undo":
                self._take_backs.append(seat)
                continue
            if state.current_player() != seat:
                self.server.tell(seat, "not-your-turn")
                continue
            try:
                action = game.parse_action(text)
            except ActionParseError:
                action = None
            if action is None or action not in state.legal_actions():
                self.server.tell(seat, "illegal")
                continue
            out.append((seat, action))


def read_as_table(entries: Sequence[LogEntry]) -> list[str]:
    """The log's entries in words as the table's log reads them: an action that goes on
    the same seat's entry before it is read into that entry ("Bo moves the knight
    g8–f6: checker moves 2 · new checker enters"), so one move is one line with one
    subject (`engine.logline.joined`); entries in words alone stay as they are."""
    out: list[tuple[LogLine | None, str]] = []
    for entry in entries:
        line = entry.line
        if line is not None and out:
            prev = out[-1][0]
            if prev is not None and len(joined([prev, line])) == 1:
                both = join(prev, line)
                out[-1] = (both, both.text())
                continue
        out.append((line, entry.text))
    return [text for _line, text in out]
