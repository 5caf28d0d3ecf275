"""The table: one scene that plays every game (DESIGN §4).

    TableScene(app, session)

It runs the turn flow the same way for every game and names none: it asks the engine
who decides now (`current_player()`, possibly out of turn), how each legal action is
picked (`picks()`) and what happened (events, in player words), and leaves everything
particular to a game to that game's UI plugin (`app/table/plugin.py`): the play area,
where a choice is on the screen, the animation of events, the game's part of the panel.

- computers think in the worker process (`app/table/computer.py`: one job for a
  computer's move and for a hint), polled every frame, at a pace a human can follow
  (the speed setting);
- a human picks with clicks or keys through the generic pick controller; only legal
  continuations are offered (`app/table/targets.py` places them), so an illegal action
  cannot be built;
- pass-and-play: in a game with hidden cards and several humans, a curtain comes up
  before a human decides, once the previous move has landed; a hand is only ever drawn
  for the human holding the screen;
- undo takes a human back to their own last real choice (never another's move);
- the end of the game replaces the table with the results.
"""

from __future__ import annotations

from typing import Any

import pygame

from sorry_game.app.draw import Palette, set_text_scale
from sorry_game.app.scene import Host, Scene
from sorry_game.app.table import frame, handover, hints, landing, movelog, places, status
from sorry_game.app.table import panel as side
from sorry_game.app.table.animator import Animator
from sorry_game.app.table.celebrate import win_steps
from sorry_game.app.table.coach import Coach
from sorry_game.app.table.computer import Computers, computer_turn
from sorry_game.app.table.controller import PickController
from sorry_game.app.table.frame import Previews
from sorry_game.app.table.guide import Guide
from sorry_game.app.table.inputs import TableInput
from sorry_game.app.table.news import News
from sorry_game.app.table.overlays import Overlays
from sorry_game.app.table.phones import TablePhones, screen_humans
from sorry_game.app.table.plugin import plugin_class
from sorry_game.app.table.screen import Screen
from sorry_game.app.table.targets import Targets
from sorry_game.app.tutorial import guided_game, play_on
from sorry_game.engine.actions import Action
from sorry_game.engine.errors import IllegalAction
from sorry_game.engine.events import Event, Summary
from sorry_game.engine.interface import State
from sorry_game.engine.picking import Choice
from sorry_game.engine.view import View
from sorry_game.session import Session, TakeBack

#: computer "thinking" pause before its move is shown, seconds at normal speed
THINK_PAUSE = 0.75
#: after a move lands, the mover looks at it this long before the curtain comes up
LANDING_PAUSE = 1.1
#: a decision with one way to go is shown this long before the table plays it
FORCED_BEAT = 0.7
#: a round's summary stays this long when no human plays (at normal speed)
SUMMARY_TIME = 4.0
RGB = tuple[int, int, int]


def speed_factor(app: Host) -> float:
    """Animations and the computers' pauses scale with the speed setting (0: instant)."""
    return float(getattr(getattr(app, "settings", None), "speed_factor", 1.0))


class TableScene(Scene):
    overlay = False
    #: the side panel's parts (`places.layout_panel`, on every resize and change)
    lay: side.PanelLayout

    def __init__(self, app: Host, session: Session, guide: Guide | None = None) -> None:
        super().__init__(app)
        self.session = session
        #: the tips overlay, and the guided first game's script when this is one
        self.coach = Coach(getattr(app, "settings", None), guide)
        self.game = session.game
        self.palette = Palette(app.theme)
        self.plugin = plugin_class(self.game)(self.palette, self.game)
        self.controller = PickController()
        self.animator = Animator()
        self.options = Targets()
        self.news = News()
        #: the seats played from phones; the screen's humans are the others
        self.phones = TablePhones(session)
        self.humans = screen_humans(session)
        #: pass-and-play: who holds the screen (the only human whose hand is drawn)
        self.screen = Screen(self.humans, self.game.hides(session.config))
        #: the game as the computers' worker knows it, and what it is asked now
        self.computers = Computers(session)
        self.hint_text = self.error = ""
        #: the news of the last move has its moment: the next decision waits for it
        self.news_moment = False
        self.last_events: list[Event] = []
        self.over_time = 0.0
        self.finished = False
        self.input = TableInput(self)
        self.previews = Previews()
        #: the summary of a round that just ended, shown once the move has landed
        self.summary: Summary | None = None
        #: seconds until a decision with one way to go plays itself (None: none waits)
        self.forced_in: float | None = None
        self.time = 0.0
        self.log = movelog.MoveLog()
        self.log_lines = 0
        #: the messages over the table (news, tips) and where each goes
        self.overlays = Overlays()
        #: what the panel's layout was made for (its words, buttons and messages)
        self._panel_for: tuple[Any, ...] = ()
        self.view = self._view()
        #: the move landing's moment (`told`), and the screen's human's choices for it
        self.moment: View[Any] | None = None
        self.moment_chosen: list[Choice] = []
        self._reset_animation()
        self.resize(app.size)

    # --- what the table shows -------------------------------------------------------------
    @property
    def state(self) -> State:
        return self.session.state

    def seat_rgb(self, seat: int) -> RGB:
        colour = self.view.colours[seat]
        return self.palette.player(self.game.colours[colour].key)

    def viewer(self) -> int | None:
        """Whose hidden cards may be drawn (see `Screen.viewer`)."""
        return self.screen.viewer()

    def _view(self) -> View[Any]:
        return self.state.view(self.viewer())

    @property
    def told(self) -> View[Any]:
        """The view the panel tells (docs/ARCHITECTURE.md, "A move's moment")."""
        return self.moment if self.moment is not None else self.view

    def human_input(self) -> bool:
        """A human decides now and may pick (nothing animating, no news having its
        moment, no curtain)."""
        if self.state.is_over() or self.landing or self.screen.curtain_up:
            return False
        seat = self.state.current_player()
        if seat is None or seat not in self.humans:
            return False
        return not self.screen.needs_curtain(seat)

    @property
    def landing(self) -> bool:
        """The last move is still landing: its animation, then its news's moment."""
        return self.animator.busy or self.news_moment

    def _reset_animation(self) -> None:
        self.animator.reset(*self.plugin.shown(self.view))

    # --- scene protocol --------------------------------------------------------------------
    @property
    def busy(self) -> bool:
        if self.animator.lively or self.news.banner is not None or self.screen.curtain_in > 0:
            return True
        if self.news.toast is not None or self.news_moment:
            return True
        if self.computers.hint is not None or self.forced_in is not None:
            return True
        if self.state.is_over():
            return not self.finished
        seat = self.state.current_player()
        return seat is not None and seat not in self.humans

    @busy.setter
    def busy(self, value: bool) -> None:  # the base class assigns a default
        pass

    def enter(self) -> None:
        self._refresh_theme()
        self.phones.start(self)  # a server that cannot start: said, seats on the screen
        self.resize(self.app.size)
        self.input.keyed = getattr(self.app, "key_last", False)  # Continue by a key
        self._start_turn()
        self.phones.lobby(self)  # the join screen while a phone seat has no phone

    def resume(self) -> None:
        self._refresh_theme()
        self.resize(self.app.size)
        self.input.shown_again(getattr(self.app, "key_last", False))

    def leave(self) -> None:
        # closing the table mid-think: stop the worker now rather than wait for its answer
        self.computers.close()
        self.phones.stop()

    def _refresh_theme(self) -> None:
        if self.palette.theme is not self.app.theme:
            self.palette = Palette(self.app.theme)
            self.plugin.palette = self.palette

    def resize(self, size: tuple[int, int]) -> None:
        self.size = (int(size[0]), int(size[1]))
        self._refresh_theme()
        set_text_scale(getattr(self.app.theme, "font_scale", 1.0))
        aspect, tall = self.plugin.preferred_aspect(), self.plugin.tall_aspect
        widens = self.plugin.stacked_panel and self.plugin.stacked_widens
        plan = side.window_plan(self.size, aspect, self.app.ui_scale, widens, tall)
        self.area, self.panel_rect, self.landscape, self.wide, self.drawer_u = plan
        self.plugin.set_scales(
            self.app.ui_scale, self.area, side.split_window(self.size, aspect)[0]
        )
        self.plugin.layout(self.area)
        self._layout_panel()

    def _layout_panel(self) -> None:
        places.layout_panel(self)

    def prompt_line(self) -> tuple[str, str]:
        """The prompt under the header and its palette role (`places.prompt_line`)."""
        return places.prompt_line(self)

    def arrange(self) -> None:
        """Give each message its place; the panel's layout follows what it holds."""
        places.arrange(self)

    def covered(self) -> list[pygame.Rect]:
        """What a message must not cover (`places.covered`)."""
        return places.covered(self)

    def build_targets(self) -> None:
        """Place the options of the decision a human is picking (none otherwise)."""
        active = self.human_input() and self.controller.active
        self.options.build(
            self.plugin, self.controller, self.view, self.lay, self.area, active, self.can_undo()
        )

    # --- turn flow ------------------------------------------------------------------------
    def _start_turn(self) -> None:
        """Called when nothing is animating (with `self.view` current): set up input for
        whoever decides now (the move before's moment ends, but before a curtain)."""
        seat = self.state.current_player()
        self.news_moment = False
        if seat is not None or self.state.is_over():  # a decision starts, or the end
            self.news.end()  # shows: the news of the move before is old
        active = self.human_input()
        screen = self.screen
        if active and seat is not None:
            screen.take(seat)
            self.view = self._view()
        elif screen.needs_curtain(seat) and not screen.curtain_up and screen.curtain_in <= 0:
            screen.curtain_in = LANDING_PAUSE * speed_factor(self.app) if self.last_events else 0.0
            if screen.curtain_in <= 0 and seat is not None:
                handover.push_curtain(self, seat)  # `seat` takes the screen
        if screen.curtain_in <= 0 and not screen.curtain_up:
            self.moment = None
        confirm = bool(getattr(self.app.settings, "confirm_forced", False))
        confirm = confirm and not self.coach.scripted  # a guided game plays as written
        self.controller.sync(self.state, active, lone=not confirm)
        self.forced_in = None
        if self.controller.forced is not None:  # one way to go: shown, then played
            self.forced_in = FORCED_BEAT * speed_factor(self.app)
            self.controller.hint = self.controller.chosen
        self._layout_panel()
        self.input.start_focus()  # on the likeliest option; shown after a key

    def take_back(self, by: int | None = None) -> TakeBack:
        """What Undo would do now (`handover.take_back`: the session decides)."""
        return handover.take_back(self, by)

    def can_undo(self) -> bool:
        return self.take_back().count > 0

    def request_undo(self, by: int | None = None) -> bool:
        """The one undo path (U, Ctrl+Z, the Undo button, Pause, the curtain, a phone for
        its seat `by`): back to the requester's last real choice, or why not."""
        return handover.request_undo(self, by)

    def apply(self, action: Action) -> list[Event]:
        """Apply a legal action through the session, then animate its events."""
        player = self.state.current_player()
        before = self.state.clone()  # the mover's moment, told while the move lands
        chosen = self.controller.chosen if self.controller.active else []
        try:
            events = self.session.apply(action)
        except IllegalAction as exc:  # a stale choice: re-read the state
            self.error = exc.reason
            self._start_turn()
            return []
        self.error = ""
        self.hint_text = ""
        self.forced_in = None  # played: no beat waits any more
        self.news.end()  # a message belongs to its moment: the next move ends it
        self.last_events = events
        self.screen.decided(self.state.current_player())  # hide a hand before drawing on
        self.view = self._view()
        self.moment = before.view(self.viewer())  # (the viewer after the hand-over)
        self.moment_chosen = chosen
        steps = self.plugin.steps(events, self.view)
        steps += win_steps(self.view, self.seat_rgb, len(self.session.actions))
        self._announce(player, events)  # news: its beat before the next moment's steps
        self.animator.add(steps, speed_factor(self.app), hold=self.news.waiting is not None)
        self._turned()  # (landed at once, instant: the next moment has begun)
        self.controller.sync(self.state, False)
        self.options.focus = None
        if self.animator.busy:
            self._layout_panel()  # the moment's panel; nothing to pick while it lands
        else:
            self.settle()
        return events

    def settle(self) -> None:
        """The animations are done: the screen shows exactly the model and the news of
        the last action, which has its moment (`news.beat`) before the next decision
        starts (and ends it)."""
        self.news.land(speed_factor(self.app))
        self.view = self._view()
        if not self.animator.held:  # (else the board stays at the mover's moment)
            self._reset_animation()
        if self.news.beat:  # the last move's too: then the end, without it
            self.news_moment = True  # `update` goes on once it is over (or at a click)
            self._layout_panel()
            return
        self.go_on()

    def _turned(self) -> None:
        """The moment ends at a step beginning the next (`Step.turn`) or when all landed."""
        screen = self.screen
        waits = self.landing or self.animator.held or screen.curtain_in > 0 or screen.curtain_up
        if self.moment is not None and (self.animator.turned or not waits):
            self.moment = None
            self._layout_panel()

    def land_now(self) -> None:
        """Land the last move and its news at once; the next decision (a screenshot)."""
        landing.land_now(self)

    def go_on(self) -> None:
        """After a move and its news: the round's summary, if one ended, then the next
        decision; first the steps held for the news (its moment ends as they begin)."""
        self.news_moment = False
        if landing.release_held(self):
            return  # `update` settles once they have landed
        summary, self.summary = self.summary, None
        if summary is not None and not self.state.is_over():
            self.animator.bursts.clear()  # no confetti frozen under the round's summary
            auto = None if self.humans else SUMMARY_TIME * max(0.3, speed_factor(self.app))
            self.app.go("summary", summary, self._start_turn, auto=auto)
            return  # the next decision once the summary is closed
        self._start_turn()

    def _announce(self, player: int | None, events: list[Event]) -> None:
        """The news of the action (the events' headlines), for a banner once it lands."""
        colour = self.seat_rgb(player) if player is not None else self.palette["accent"]
        winners = self.view.outcome.winners if self.view.outcome is not None else ()
        if winners:
            colour = self.seat_rgb(winners[0])
        names = self.session.names()
        self.news.hold(events, names, colour)
        self.summary = next((s for e in events if (s := e.summary(names)) is not None), None)

    def update(self, dt: float) -> None:
        self.time += dt
        self.coach.update(dt, self.position())
        self._poll_hint()
        self.phones.update(self, dt)  # the phones' views out, a phone seat's decision in
        self.news.update(dt)
        self._turned()
        if self.animator.busy:
            for kind in self.animator.update(dt):
                self.sound(kind)
            if not self.animator.busy:
                self.settle()  # (the news's beat, if any, is still the mover's moment)
            self._turned()
            return
        if self.animator.bursts:  # a celebration plays on while the game goes on
            self.animator.update(dt)
        if self.news_moment:
            if not self.news.beat:
                self.go_on()
            return
        if self.state.is_over():
            self.over_time += dt
            wait = status.results_wait(speed_factor(self.app))
            if not self.finished and self.over_time >= wait:
                self.finished = True
                practice = self.coach.practice  # a guided game not skipped is not counted
                self.app.go("results", self.session, how="replace", count=not practice)
            return
        seat = self.state.current_player()
        if seat is None:
            return
        if seat in self.humans:
            if self.forced_in is not None and self.human_input():
                self.forced_in -= dt
                if self.forced_in <= 0:
                    self.play_forced()
                return
            if self.screen.curtain_in > 0:
                self.screen.curtain_in -= dt
                if self.screen.curtain_in <= 0 and not self.screen.curtain_up:
                    handover.push_curtain(self, seat)  # `seat` takes the screen
                return
            if self.human_input() and not self.controller.active:
                self._start_turn()
            return
        if not self.phones.decides(seat):
            pause = THINK_PAUSE * speed_factor(self.app)
            computer_turn(self, self.session.seats[seat], dt, pause)

    def sound(self, kind: str) -> None:
        audio = getattr(self.app, "audio", None)
        if audio is not None:
            try:
                audio.play(kind)
            except Exception:  # noqa: BLE001 - sound never stops the game
                pass

    def play_forced(self) -> None:
        """Play the decision that had one way to go (after its beat, or at a click)."""
        action = self.controller.forced
        self.forced_in = None
        if action is not None and self.human_input():
            self.apply(action)

    # --- input: the verbs the table's input asks for ---------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        return self.coach.handle(event) or self.input.handle(event)

    def take(self, choice: Choice) -> None:
        if not self.human_input() or not self.input.may_take(choice):  # (a tip wants another)
            return
        action = self.controller.choose(choice)
        self.options.focus = None
        if action is not None:
            self.apply(action)
        else:
            self.build_targets()
            self.input.start_focus()

    def position(self) -> tuple[int, int]:
        """(actions played, choices made): where the player is, for the guide."""
        return len(self.session.actions), len(self.controller.chosen)

    def press(self, name: str, choice: Choice | None) -> None:
        """A button of the panel (`TableInput.press`)."""
        self.input.press(name, choice)

    def save_now(self) -> None:
        """Ctrl+S: the autosave, written now, confirmed."""
        ok = self.session.save()
        said = "Game saved." if ok else (self.session.save_error or "Not saved.")
        self.news.say(said, self.palette["highlight" if ok else "danger"])  # the prompt stays

    def open_pause(self) -> None:
        self.app.go("pause", self.session)

    def show_hint(self) -> None:
        """H: the normal computer's move for this player (`hints.py`)."""
        hints.ask(self)

    def _poll_hint(self) -> None:
        hints.poll(self)

    # --- drawing ----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.arrange()
        self.log_lines = frame.draw_table(surface, self)
        tips = [p for p in self.overlays.placed if p.message.kind == "tip"]
        self.coach.draw(surface, self, tips[0] if tips else None)
        frame.draw_top(surface, self)  # the focus ring above the tip's; the key legend


class GuidedTableScene(TableScene):
    """The table playing a game's guided first game (Learn to play): its fixed seed,
    you against computers, its script's tips pointing at what to click. Practice (not
    saved, not counted) until the player skips the script: then a normal game."""

    def __init__(self, app: Host, game_id: str) -> None:
        session, guide = guided_game(game_id)
        super().__init__(app, session, guide=guide)
        self.coach.on_skip = self.play_on

    def play_on(self) -> None:
        """Skip tutorial: autosaved from now on (Continue resumes it), counted and kept
        in History when it ends."""
        said = play_on(self.session)
        if said:
            self.news.say(said, self.palette["highlight"])  # the prompt stays


__all__ = ["GuidedTableScene", "TableScene"]
