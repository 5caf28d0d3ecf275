"""The table's phone seats (docs/PHONES.md): a human seat played from a phone's browser.

    phones = TablePhones(session)        # the seats on phones; the others are the screen's
    phones.start(table)                  # on enter: the server, or a message and the screen
    phones.lobby(table)                  # then the join screen while a seat waits for a phone
    phones.update(table, dt)             # each frame: views out; a phone's decision played
    phones.to_screen(table, seat)        # Pause: the seat comes back to the screen
    phones.to_computer(table, seat)      # Pause: a computer of normal level plays it
    phones.stop()                        # on leave: every phone is told the game closed

A phone seat is a human (`Seat.kind` "human", `where` "phone") that is not one of the
screen's humans (`Screen.humans`): no curtain comes up for it and its hand is never
drawn (the view drawn is the screen human's or a spectator's). While it decides the
table waits — the frames run, as while a computer thinks — and plays its decision,
checked by the engine, through `TableScene.apply`, the path of a click. A decision with
one way to go plays itself after the beat, as on the screen. When the table starts
(or resumes a save) the join screen shows every phone seat's code, large
(`scenes/phones_join.py`, also from Pause); after it the QR codes of the seats no phone
holds now are drawn in the side panel where they fit (`table/qrcode.py`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from sorry_game.app.draw import Palette
from sorry_game.app.table.panel import PanelLayout
from sorry_game.app.table.qrcode import Codes
from sorry_game.app.table.screen import Screen
from sorry_game.engine.errors import PartError
from sorry_game.engine.picking import Picker
from sorry_game.phones.address import lan_address
from sorry_game.phones.protocol import shown_code
from sorry_game.session import Session

if TYPE_CHECKING:  # the server (aiohttp) is imported when a table has phone seats
    from sorry_game.phones.host import PhoneHost

#: a phone seat's decision with one way to go is shown this long (at normal speed)
FORCED_BEAT = 0.7
#: what a phone is told when its seat leaves it
BACK_TO_SCREEN = "Your seat is back on the table's screen."
TO_COMPUTER = "A computer plays your seat now."


def address_of(settings: Any) -> str:
    """Where phones join, as Setup chose it ("Phones join over"): this machine's
    network address, or this computer only."""
    last = getattr(settings, "last_setup", None)
    chosen = last.get("phones") if isinstance(last, dict) else None
    return "127.0.0.1" if chosen == "local" else lan_address()


def screen_humans(session: Session) -> list[int]:
    """The humans who play at the table's screen (pass-and-play)."""
    return [i for i, seat in enumerate(session.seats) if seat.is_human and not seat.on_phone]


class TablePhones:
    """The phone seats of one table (see the module's docstring)."""

    def __init__(self, session: Session) -> None:
        self.session = session
        self.seats = [i for i, seat in enumerate(session.seats) if seat.on_phone]
        self.host: PhoneHost | None = None
        #: why the phones are off, in player words ("" when they are not)
        self.problem = ""
        #: seconds until a phone seat's decision with one way to go plays itself
        self.forced_in: float | None = None
        self._forced_at = -1
        self._forced_action: Any = None
        #: the seats changed (Pause): the table starts the turn again when it is back
        self.changed = False
        #: the QR codes of the seats waiting for a phone, in the panel
        self.codes = Codes()

    # --- the server ----------------------------------------------------------------------
    def start(self, t: Any) -> None:
        """Start the server for the phone seats; when it cannot start (or the game has
        no phone part) say why on the prompt line and play those seats on the screen."""
        if not self.seats or self.host is not None:
            return
        from sorry_game.phones.host import PhoneHost
        from sorry_game.phones.server import PhoneServerError

        try:
            host = PhoneHost(self.session, self.seats, address_of(t.app.settings), t.seat_rgb)
            #: a phone offers "Take back" when Undo on the screen would take its seat's
            #: move and no other human has begun to decide since: a screen seat that
            #: must take the screen first has not, until its curtain comes up (the
            #: table serves no phone while the curtain's screen is up)
            host.plan = t.take_back
            host.begun = lambda seat: t.screen.curtain_up or not t.screen.needs_curtain(seat)
            host.start()
        except (PhoneServerError, PartError, OSError) as exc:
            names = " and ".join(self.session.seats[s].name for s in self.seats)
            why = exc.reason if isinstance(exc, PartError) else str(exc)
            self.problem = f"Phones cannot join ({why}). {names} play on this screen."
            for seat in list(self.seats):
                self._leave(t, seat, "screen")
            t.error = self.problem
            return
        self.host = host

    def lobby(self, t: Any) -> None:
        """The join screen over the table, while a phone seat has no phone (at the
        start, after any curtain: the phones join first)."""
        if self.waiting():
            t.app.go("phones", t)

    def stop(self) -> None:
        """Close the server (the table is left): every phone is told the game closed."""
        if self.host is not None:
            self.host.stop()
            self.host = None

    # --- each frame ----------------------------------------------------------------------
    def decides(self, seat: int | None) -> bool:
        """`seat` is a phone seat (the table waits for its phone)."""
        return seat is not None and seat in self.seats

    def update(self, t: Any, dt: float) -> None:
        """Send the phones the position when it changed; when the table may take a phone
        seat's decision (nothing landing, it decides now), play it."""
        if self.changed and not t.landing:
            self.changed = False
            t.view = t._view()  # whose hand may be drawn has changed
            t._reset_animation()
            t._start_turn()
        host = self.host
        if host is None:
            return
        host.sync()
        state = self.session.state
        seat = state.current_player()
        if t.landing or state.is_over():  # a move (and its news) still landing
            self.forced_in = None
            return
        decisions = host.take()  # refused there unless the seat decides now
        for by in host.take_backs():  # as Undo on the screen, for the phone's own seat
            plan = host.take_back(by)  # the host judges: refused, its phone is told why
            if not plan.count:
                host.refuse_take_back(by, plan.why)
            elif by in self.seats and t.request_undo(by):
                self.forced_in, self._forced_at = None, -1
                return
        if not self.decides(seat):
            self.forced_in = None
            return
        for decider, action in decisions:
            if decider == seat:
                self.forced_in = None
                t.apply(action)
                return
        self._forced(t, dt)

    def _forced(self, t: Any, dt: float) -> None:
        """A decision with one way to go plays itself after the beat (unless the
        setting "Confirm forced moves" asks the player to confirm it on the phone)."""
        moves = len(self.session.actions)
        if self._forced_at != moves:
            self._forced_at = moves
            confirm = bool(getattr(t.app.settings, "confirm_forced", False))
            forced = None if confirm else Picker(self.session.state.picks(), lone=True).forced
            speed = float(getattr(t.app.settings, "speed_factor", 1.0))
            self.forced_in = None if forced is None else FORCED_BEAT * speed
            self._forced_action = forced
        if self.forced_in is None:
            return
        self.forced_in -= dt
        if self.forced_in <= 0:
            self.forced_in = None
            t.apply(self._forced_action)

    # --- words ---------------------------------------------------------------------------
    def waiting(self) -> list[int]:
        """The phone seats no phone holds now (their QR codes are shown)."""
        return self.host.waiting() if self.host is not None else []

    def rejoining(self, seat: int) -> bool:
        """A phone held `seat` and has dropped (the QR again, "Waiting for …")."""
        return self.host is not None and self.host.server.joins(seat) > 0

    def prompt(self, seat: int | None) -> str:
        """The prompt line while a phone seat decides ("" otherwise)."""
        if not self.decides(seat) or self.host is None or seat is None:
            return ""
        name = self.session.seats[seat].name
        if self.forced_in is not None:
            return f"{name} has one move: it plays itself."
        if not self.host.joined(seat):
            return f"Waiting for {name}'s phone…"
        return f"{name} decides on the phone…"

    def shown(self) -> tuple[tuple[int, str, str], ...]:
        """(seat, caption, link) of each seat whose code the panel shows now: the
        panel is laid out again when this changes."""
        if self.host is None:
            return ()
        out = []
        for seat in self.waiting():
            name = self.session.seats[seat].name
            caption = (
                f"Waiting for {name}'s phone"
                if self.rejoining(seat)
                else f"Scan to play {name}'s seat"
            )
            out.append((seat, caption, self.host.link(seat)))
        return tuple(out)

    def typed(self, seat: int) -> str:
        """What to type instead of scanning: the page's address and the seat's pairing
        code (one join, ten minutes: a new one is shown after); nothing while a phone
        holds the seat (its code died when it joined)."""
        code = self.host.code(seat) if self.host is not None else ""
        if self.host is None or not code:
            return ""
        where = self.host.address().removeprefix("http://").rstrip("/")
        return f"Or open {where} and type {shown_code(code)}"

    def key(self) -> tuple[Any, ...]:
        """What the panel's codes show now (laid out again when it changes: a seat
        joined, a code was used or expired)."""
        shown = self.shown()
        return shown, tuple(self.typed(seat) for seat, _caption, _link in shown)

    def layout(self, lay: PanelLayout) -> None:
        """The codes take the top of the move log's room (`qrcode.Codes`), with what to
        type under each instead of its long link."""
        shown = self.shown()
        self.codes.typed = {link: self.typed(seat) for seat, _caption, link in shown}
        self.codes.layout(lay, shown, self.session.names())

    def draw(self, surface: Any, pal: Palette, seat_rgb: Any) -> None:
        self.codes.draw(surface, pal, seat_rgb)

    # --- Pause: the seat leaves its phone ------------------------------------------------
    def to_screen(self, t: Any, seat: int) -> None:
        """Pause, "Play Ana on this screen": the seat's link stops working and it is a
        screen human from now on (in the save too)."""
        if self.host is not None:
            self.host.release(seat, BACK_TO_SCREEN)
        self._leave(t, seat, "screen")

    def to_computer(self, t: Any, seat: int) -> None:
        """Pause, "Give Ana to the computer": a computer of normal level plays it."""
        if self.host is not None:
            self.host.release(seat, TO_COMPUTER)
        self._leave(t, seat, "computer")

    def _leave(self, t: Any, seat: int, to: str) -> None:
        if seat in self.seats:
            self.seats.remove(seat)
        who = self.session.seats[seat]
        who.where = "screen"
        if to == "computer":
            who.kind, who.level = "computer", "normal"
        seat_humans(t, screen_humans(self.session))
        self.changed = True
        self.forced_in = None
        self._forced_at = -1
        if not self.seats:
            self.stop()  # the server listens only while a seat is on a phone
        self.session.save()


def seat_humans(t: Any, humans: list[int]) -> None:
    """The screen's humans are `humans` now: pass-and-play starts again with them, its
    holder kept when still one of them."""
    old: Screen = t.screen
    screen = Screen(humans, old.hidden)
    if old.holder in humans:
        screen.holder = old.holder
    if old.last in humans:
        screen.last = old.last
    t.humans, t.screen = humans, screen


__all__ = ["TablePhones", "address_of", "screen_humans"]
