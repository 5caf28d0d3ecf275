"""The table: one scene that plays every game (DESIGN §4).

    TableScene(app, session)

It runs the turn flow the same way for every game and names none: it asks the engine
who decides now (`current_player()`, possibly out of turn), how each legal action is
picked (`picks()`) and what happened (events, in player words), and leaves everything
particular to a game to that game's UI plugin (`app/table/plugin.py`): the play area,
where a choice is on the screen, the animation of events, the game's part of the panel.

- computers think in the worker process (`app/ai_worker.py`), polled every frame, at a
  pace a human can follow (the speed setting);
- a human picks with clicks or keys through the generic pick controller; only legal
  continuations are offered, so an illegal action cannot be built;
- pass-and-play: in a game with hidden cards and several humans, a curtain comes up
  before a human decides, once the previous move has landed; a hand is only ever drawn
  for the human holding the screen;
- undo only between humans, and only for one's own last action;
- the end of the game replaces the table with the results.
"""

from __future__ import annotations

import random

import pygame

from sorry_game.app import ai_worker
from sorry_game.app.draw import Palette, blit_text, fit_text, mix, set_text_scale, text_width
from sorry_game.app.input import (
    Cancel,
    Confirm,
    Cycle,
    Hint,
    Pass,
    Save,
    Select,
    Undo,
    command_for_event,
)
from sorry_game.app.scene import Scene
from sorry_game.app.table import panel as side
from sorry_game.app.table.animator import Animator
from sorry_game.app.table.controller import PickController
from sorry_game.app.table.plugin import TableUI, Target, plugin_class
from sorry_game.engine.errors import IllegalAction
from sorry_game.engine.events import wins_text
from sorry_game.engine.picking import Choice

#: computer "thinking" pause before its move is shown, seconds at normal speed
THINK_PAUSE = 0.75
BANNER_TIME = 2.6
RESULTS_DELAY = 1.4
#: after a move lands, the mover looks at it this long before the curtain comes up
LANDING_PAUSE = 1.1
#: the table's own buttons, after the game's: (name, label, key hint)
UTILITY = (("hint", "Hint", "H"), ("undo", "Undo", "U"), ("menu", "Menu", "Esc"))


def two_lines(label: str, rect: pygame.Rect) -> tuple[str, str]:
    """A button label that would shrink too much on one line, split at the word nearest
    its middle (the second line is drawn under the first)."""
    size = rect.height * 0.44
    if text_width(label, size, True) <= rect.width * 0.9 or " " not in label:
        return label, ""
    words = label.split(" ")
    best = min(
        range(1, len(words)),
        key=lambda k: abs(len(" ".join(words[:k])) - len(" ".join(words[k:]))),
    )
    return " ".join(words[:best]), " ".join(words[best:])


def speed_factor(app) -> float:
    """Animations and the computers' pauses scale with the speed setting (0: instant)."""
    return float(getattr(getattr(app, "settings", None), "speed_factor", 1.0))


class TableScene(Scene):
    overlay = False

    def __init__(self, app, session) -> None:
        super().__init__(app)
        self.session = session
        self.game = session.game
        self.palette = Palette(app.theme)
        self.plugin = plugin_class(self.game)(self.palette, self.game)
        self.controller = PickController()
        self.animator = Animator()
        self.humans = [i for i, s in enumerate(session.seats) if s.is_human]
        #: this setup deals cards a seat may not see: curtain between humans
        self.hidden = self.game.hides(session.config)
        #: the human holding the screen (pass-and-play); the only one whose hand is drawn
        self.at_screen: int | None = self.humans[0] if len(self.humans) == 1 else None
        self.curtain_pending = False
        self.curtain_wait = 0.0
        self.future = None
        self.future_key: int | None = None
        self.future_args: tuple | None = None
        self.think_time = 0.0
        self.banner: tuple[str, tuple[int, int, int]] | None = None
        #: the news of the action being animated: shown once it has landed
        self.news: tuple[str, tuple[int, int, int]] | None = None
        self.banner_time = 0.0
        self.banner_action = 0
        self.hint_text = ""
        self.hint_future = None
        self.hint_key: int | None = None
        self.error = ""
        self.last_events: list = []
        self.over_time = 0.0
        self.finished = False
        self.hover_pos = (-1, -1)
        self.time = 0.0
        self.focus: int | None = None
        self.focus_visible = False
        self.log = side.MoveLog()
        self.log_lines = 0
        self.targets: list[Target] = []
        self.buttons: list[tuple[str, str, pygame.Rect, Choice | None]] = []
        self.pills: list[Target] = []
        self.alternates: list[Target] = []
        self.view = self._view()
        self._reset_animation()
        self.resize(app.size)

    # --- helpers ---------------------------------------------------------------------------
    @property
    def state(self):
        return self.session.state

    def seat_rgb(self, seat: int) -> tuple[int, int, int]:
        colour = self.view.colours[seat]
        return self.palette.player(self.game.colours[colour].key)

    def seat_shape(self, seat: int) -> str:
        """The seat's colour key: the pawn painter draws its colour-blind mark."""
        return self.game.colours[self.view.colours[seat]].key

    def viewer(self) -> int | None:
        """Whose hidden cards may be drawn: the only human, or the human holding the
        screen (None until one has taken it)."""
        if len(self.humans) == 1:
            return self.humans[0]
        return self.at_screen

    def _view(self):
        return self.state.view(self.viewer())

    def needs_curtain(self, seat: int | None) -> bool:
        return (
            seat is not None
            and self.hidden
            and len(self.humans) > 1
            and seat in self.humans
            and seat != self.at_screen
        )

    def human_input(self) -> bool:
        """A human decides now and may pick (nothing animating, no curtain)."""
        if self.state.is_over() or self.animator.busy or self.curtain_pending:
            return False
        seat = self.state.current_player()
        if seat is None or seat not in self.humans:
            return False
        return not self.needs_curtain(seat)

    def _reset_animation(self) -> None:
        shown, props = self.plugin.shown(self.view)
        self.animator.reset(shown, props)

    # --- scene protocol --------------------------------------------------------------------
    @property
    def busy(self) -> bool:  # type: ignore[override]
        if self.animator.busy or self.banner is not None or self.curtain_wait > 0:
            return True
        if self.hint_future is not None:
            return True
        if self.state.is_over():
            return not self.finished
        seat = self.state.current_player()
        return seat is not None and seat not in self.humans

    @busy.setter
    def busy(self, value) -> None:  # the base class assigns a default
        pass

    def enter(self) -> None:
        self._refresh_theme()
        self.resize(self.app.size)
        self._start_turn()

    def resume(self) -> None:
        self._refresh_theme()
        self.resize(self.app.size)

    def leave(self) -> None:
        # closing the table mid-think: stop the worker now rather than wait for its answer
        if self.future is not None and not self.future.done():
            ai_worker.shutdown()
        self._cancel_think()

    def _refresh_theme(self) -> None:
        if self.palette.theme is not self.app.theme:
            self.palette = Palette(self.app.theme)
            self.plugin.palette = self.palette

    def resize(self, size) -> None:
        self.size = (int(size[0]), int(size[1]))
        self._refresh_theme()
        set_text_scale(getattr(self.app.theme, "font_scale", 1.0))
        w, h = self.size
        m = max(6, round(min(w, h) * 0.02))
        self.margin = m
        aspect = self.plugin.preferred_aspect()
        self.landscape = w >= h * 0.95
        if self.landscape:
            panel_w = max(236, min(int(w * 0.36), w - int((h - 2 * m) * aspect) - 3 * m))
            area_w = min(int((h - 2 * m) * aspect), w - panel_w - 3 * m)
            area_h = min(h - 2 * m, int(area_w / aspect))
            left = (w - (area_w + panel_w + m)) // 2
            area = pygame.Rect(left, (h - area_h) // 2, area_w, area_h)
            panel_rect = pygame.Rect(area.right + m, m, panel_w, h - 2 * m)
        else:
            area_h = min(int((w - 2 * m) / aspect), int(h * 0.62))
            area_w = min(w - 2 * m, int(area_h * aspect))
            area = pygame.Rect((w - area_w) // 2, m, area_w, area_h)
            panel_rect = pygame.Rect(m, area.bottom + m, w - 2 * m, h - area.bottom - 2 * m)
        self.plugin.layout(area)
        self.area = area
        self.panel_rect = panel_rect
        self._layout_panel()

    def _layout_panel(self) -> None:
        view = self.view
        self.lay = side.layout_panel(
            self.panel_rect,
            self.landscape,
            lambda width, u: self.plugin.panel_height(width, u, view),
            view.players,
        )
        self.plugin.layout_panel(self.lay.plugin, self.lay.u, view)
        self._build_targets()

    # --- turn flow ------------------------------------------------------------------------
    def _start_turn(self) -> None:
        """Called when nothing is animating (with `self.view` current): set up input for
        whoever decides now."""
        seat = self.state.current_player()
        active = self.human_input()
        if active:
            self.at_screen = seat
            self.view = self._view()
        elif self.needs_curtain(seat) and not self.curtain_pending and self.curtain_wait <= 0:
            self.curtain_wait = LANDING_PAUSE * speed_factor(self.app) if self.last_events else 0.0
            if self.curtain_wait <= 0:
                self._push_curtain(seat)
        self.controller.sync(self.state, active)
        self.focus = None
        self._layout_panel()

    def _push_curtain(self, seat: int) -> None:
        from sorry_game.app.scenes.pass_screen import PassScreenScene

        self.curtain_pending = True
        self.curtain_wait = 0.0
        previous = self.at_screen

        def ready() -> None:
            self.curtain_pending = False
            self.at_screen = seat
            self._start_turn()

        def take_back() -> None:
            self.curtain_pending = False
            self.request_undo()

        can_take_back = previous is not None and self.session.can_undo(by=previous)
        colour = self.game.colours[self.view.colours[seat]].key
        self.app.push(
            PassScreenScene(
                self.app,
                self.session.seats[seat].name,
                ready,
                colour=colour,
                session=self.session,
                on_undo=take_back if can_take_back else None,
                undo_name=self.session.seats[previous].name if can_take_back else "",
            )
        )

    def undo_seat(self) -> int | None:
        """Who may take back a move now: the human holding the screen."""
        if self.hidden and len(self.humans) > 1:
            return self.at_screen
        return self.state.current_player()

    def can_undo(self) -> bool:
        return self.session.can_undo(by=self.undo_seat())

    def request_undo(self) -> bool:
        """The one undo path (U, Ctrl+Z, the Undo button, Pause, the curtain): take back
        the last action if it is the requester's own."""
        if not self.session.undo(by=self.undo_seat()):
            self.hint_text = "Only your own last move can be taken back."
            return False
        self.view = self._view()
        self._reset_animation()
        self.banner = self.news = None
        self.last_events = []
        self.curtain_wait = 0.0
        self.hint_text = "Move taken back."
        self._start_turn()
        return True

    def apply(self, action) -> list:
        """Apply a legal action through the session, then animate its events."""
        player = self.state.current_player()
        try:
            events = self.session.apply(action)
        except IllegalAction as exc:  # a stale choice: re-read the state
            self.error = exc.reason
            self._start_turn()
            return []
        self.error = ""
        self.hint_text = ""
        self.last_events = events
        self.view = self._view()
        self.animator.add(self.plugin.steps(events, self.view), speed_factor(self.app))
        self._announce(player, events)
        self.controller.sync(self.state, False)
        self.focus = None
        if self.animator.busy:
            self._build_targets()  # nothing to pick while the move lands
        else:
            self._settle()
        return events

    def _settle(self) -> None:
        """The animations are done: the screen shows exactly the model and the news of
        the last action; next decision."""
        if self.news is not None:
            self.banner, self.news = self.news, None
            self.banner_action = len(self.session.actions)
            self.banner_time = BANNER_TIME * max(0.6, speed_factor(self.app) or 0.6)
        self.view = self._view()
        self._reset_animation()
        self._start_turn()

    def _announce(self, player: int | None, events) -> None:
        """The news of the action (the events' headlines), for a banner once it lands."""
        names = self.session.names()
        lines = [line for e in events if (line := e.headline(names))]
        if not lines:
            return
        colour = self.seat_rgb(player) if player is not None else self.palette["accent"]
        winners = self.view.outcome.winners if self.view.outcome is not None else ()
        if winners:
            colour = self.seat_rgb(winners[0])
        self.news = (" · ".join(dict.fromkeys(lines)), colour)

    def _cancel_think(self) -> None:
        if self.future is not None:
            self.future.cancel()
        self.future = None
        self.future_key = None

    def update(self, dt: float) -> None:
        self.time += dt
        self._poll_hint()
        if self.banner is not None:
            self.banner_time -= dt
            # a banner is about the last action: a newer one makes it stale
            stale = len(self.session.actions) > self.banner_action + 1
            if self.banner_time <= 0 or (stale and not self.animator.busy):
                self.banner = None
        if self.animator.busy:
            for kind in self.animator.update(dt):
                self._sound(kind)
            if not self.animator.busy:
                self._settle()
            return
        if self.state.is_over():
            self.over_time += dt
            if not self.finished and self.over_time >= RESULTS_DELAY * max(
                0.3, speed_factor(self.app)
            ):
                self._finish()
            return
        seat = self.state.current_player()
        if seat in self.humans:
            if self.curtain_wait > 0:
                self.curtain_wait -= dt
                if self.curtain_wait <= 0 and not self.curtain_pending:
                    self._push_curtain(seat)
                return
            if self.human_input() and not self.controller.active:
                self._start_turn()
            return
        self._computer_turn(seat, self.session.seats[seat], dt)

    def _computer_turn(self, player: int, seat, dt: float) -> None:
        key = len(self.session.actions)
        if self.future is None or self.future_key != key:
            self._cancel_think()
            text = self.session.record().dumps()
            seed = (self.session.seed * 1_000_003 + key * 7919) & 0x7FFFFFFF
            self.future_args = (text, seat.level, seed)
            self.future = ai_worker.submit(text, seat.level, seed)
            self.future_key = key
            self.think_time = 0.0
        self.think_time += dt
        if self.think_time < THINK_PAUSE * speed_factor(self.app) or not self.future.done():
            return
        legal = self.state.legal_actions()
        try:
            text = ai_worker.result_or_inline(self.future, *self.future_args)
            action = self.game.parse_action(text)
        except Exception as exc:  # noqa: BLE001 - a broken agent must not stop the game
            self.error = f"The computer player failed ({exc}); it plays a random move."
            action = random.Random(key).choice(legal)
        self.future = None
        self.future_key = None
        if action not in legal:
            action = legal[0]
        self.apply(action)

    def _finish(self) -> None:
        from sorry_game.app.scenes.results import ResultsScene

        self.finished = True
        self.app.replace(ResultsScene(self.app, self.session))

    def _sound(self, kind: str) -> None:
        audio = getattr(self.app, "audio", None)
        if audio is not None:
            try:
                audio.play(kind)
            except Exception:  # noqa: BLE001 - sound never stops the game
                pass

    # --- targets ----------------------------------------------------------------------------
    def _build_targets(self) -> None:
        """Place every option: on the board (the plugin locates it), as a button (kind
        "button"), or as a pill near the last choice when the plugin cannot place it."""
        view = self.view
        active = self.human_input() and self.controller.active
        options = self.controller.options() if active else []
        self.targets, self.pills, self.alternates = [], [], []
        buttons: list[Choice] = []
        loose: list[Choice] = []
        self.plugin.prepare(self.controller.chosen if active else [], view)
        for choice in options:
            if choice.kind == "button":
                buttons.append(choice)
                spot = self.plugin.locate(choice, view)  # the answer may also be on the board
                if spot is not None:
                    self.targets.append(Target(choice, spot.rect, spot.point, "alias"))
                continue
            target = self.plugin.locate(choice, view)
            if target is None:
                loose.append(choice)
                continue
            self.targets.append(target)
            for kind, key in choice.also:
                alias = self.plugin.locate(Choice(kind, key, choice.label), view)
                if alias is not None:
                    self.targets.append(Target(choice, alias.rect, alias.point, "alias"))
        if active:
            for choice in self.controller.alternates():
                target = self.plugin.locate(choice, view)
                if target is not None:
                    self.alternates.append(target)
        if len(buttons) > 4:  # too many for the button row: offer them as pills
            loose, buttons = loose + buttons, []
        self._layout_pills(loose)
        self._layout_buttons(buttons)

    def _layout_pills(self, choices: list[Choice]) -> None:
        if not choices:
            return
        size = max(14, int(self.lay.u * 1.0))
        h = int(size * 1.9)
        labels = [c.label or str(c.key) for c in choices]
        w = max(text_width(label, size, True) for label in labels) + size * 2
        w = min(w, self.area.width - 8)
        # above (or, with no room, below) the target of the last choice, never over it
        chosen = self.controller.chosen
        last = self.plugin.locate(chosen[-1], self.view) if chosen else None
        box = last.rect if last is not None else pygame.Rect(self.area.center, (0, 0))
        anchor = (box.centerx, box.centery)
        total = len(choices) * (h + 6) - 6
        top = box.top - h * 0.3 - total
        if top < self.area.top:
            top = box.bottom + h * 0.3
        for i, (choice, label) in enumerate(zip(choices, labels, strict=True)):
            r = pygame.Rect(0, 0, w, h)
            r.midtop = (round(anchor[0]), round(top + i * (h + 6)))
            r.clamp_ip(self.area)
            self.pills.append(Target(choice, r, r.center, "pill"))
            del label

    def _layout_buttons(self, choices: list[Choice]) -> None:
        """The game's answers share the row under the prompt (a long label takes two
        lines); Hint, Undo and Menu sit in the panel's footer."""
        out: list[tuple[str, str, pygame.Rect, Choice | None]] = []
        gap = self.lay.pad // 2
        row = self.lay.buttons
        if choices:
            bw = (row.width - gap * (len(choices) - 1)) // len(choices)
            for i, choice in enumerate(choices):
                r = pygame.Rect(row.left + i * (bw + gap), row.top, bw, row.height)
                out.append(("choice", choice.label or str(choice.key), r, choice))
        foot = self.lay.footer
        utility = [(n, label, key) for n, label, key in UTILITY if n != "undo" or self.can_undo()]
        n = len(utility)
        uw = (foot.width - gap * (n - 1)) // n
        for i, (name, label, key) in enumerate(utility):
            r = pygame.Rect(foot.left + i * (uw + gap), foot.top, uw, foot.height)
            if text_width(f"{label} ({key})", max(11, foot.height * 0.4), True) < uw * 0.85:
                label = f"{label} ({key})"
            out.append((name, label, r, None))
        self.buttons = out

    def focus_order(self) -> list[tuple[str, pygame.Rect, object]]:
        """Everything that Tab reaches, in order: board targets, pills, buttons."""
        items: list[tuple[str, pygame.Rect, object]] = []
        items += [("target", t.rect, t) for t in self.targets if t.kind == "board"]
        items += [("target", t.rect, t) for t in self.pills]
        items += [("button", r, (name, choice)) for name, _l, r, choice in self.buttons]
        return items

    # --- input ------------------------------------------------------------------------------
    def handle(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover_pos = event.pos
            return False
        if event.type == pygame.MOUSEWHEEL:
            if self.lay.log.collidepoint(self.hover_pos):
                self.log.scroll_by(event.y * 2, self.log_lines)
                return True
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self.click(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            if self.controller.back():  # a right click steps back, never pauses
                self._build_targets()
            return True
        if event.type == pygame.KEYDOWN:
            return self.key(event)
        return False

    def click(self, pos) -> bool:
        self.focus_visible = False
        if self.animator.busy:
            self.animator.skip()
            return True
        for name, _label, rect, choice in self.buttons:
            if rect.collidepoint(pos):
                self._sound("click")
                self._press(name, choice)
                return True
        target = self._hit(pos)
        if target is None:
            return False
        self._sound("click")
        self._take(target.choice)
        return True

    def _hit(self, pos) -> Target | None:
        """The target under a point: pills first, then the nearest board target."""
        for t in self.pills:
            if t.rect.collidepoint(pos):
                return t
        best, best_d = None, None
        for t in [*self.targets, *self.alternates]:
            if t.rect.collidepoint(pos):
                d = (t.point[0] - pos[0]) ** 2 + (t.point[1] - pos[1]) ** 2
                if t in self.alternates:
                    d += 1e9  # a current option wins over an alternate
                if best_d is None or d < best_d:
                    best, best_d = t, d
        return best

    def _take(self, choice: Choice) -> None:
        if not self.human_input():
            return
        action = self.controller.choose(choice)
        self.focus = None
        if action is not None:
            self.apply(action)
        else:
            self._build_targets()

    def _press(self, name: str, choice: Choice | None) -> None:
        if name == "choice" and choice is not None:
            self._take(choice)
        elif name == "menu":
            self.open_pause()
        elif name == "hint":
            self.show_hint()
        elif name == "undo":
            self.request_undo()

    def key(self, event) -> bool:
        k = event.key
        if self.animator.busy and k in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
            self.animator.skip()
            return True
        command = command_for_event(event)
        if command is None:
            used = self.plugin.key(event, self.view)
            if used:
                self._build_targets()  # the play area may have turned: targets move
            return used
        if isinstance(command, Save):  # Ctrl+S: the autosave, written now, confirmed
            ok = self.session.save()
            self.hint_text = "Game saved." if ok else (self.session.save_error or "Not saved.")
            return True
        if isinstance(command, Undo):
            self.request_undo()
            return True
        if isinstance(command, Cancel):
            if not self.controller.back():
                self.open_pause()
            else:
                self._build_targets()
            return True
        if isinstance(command, Hint):
            self.show_hint()
            return True
        if isinstance(command, Cycle):
            self._cycle(command.step)
            return True
        if isinstance(command, Confirm):
            self._confirm()
            return True
        if not self.human_input():
            return False
        if isinstance(command, Pass):
            choice = next(
                (c for c in self.controller.options() if c.ident == ("button", "pass")), None
            )
            if choice is not None:
                self._take(choice)
            return True
        if isinstance(command, Select) and isinstance(command.target, int):
            choice = self.plugin.hotkey(command.target, self.controller.options(), self.view)
            if choice is not None:
                self._take(choice)
            return True
        return False

    def _cycle(self, step: int) -> None:
        items = self.focus_order()
        if not items:
            self.focus = None
            return
        if self.focus is None or not self.focus_visible:
            self.focus = 0 if step > 0 else len(items) - 1
        else:
            self.focus = (self.focus + step) % len(items)
        self.focus_visible = True

    def focused(self):
        items = self.focus_order()
        if self.focus is None or not self.focus_visible or not items:
            return None
        return items[self.focus % len(items)]

    def _confirm(self) -> None:
        """Enter / Space: activate what has the focus; with nothing focused, take the only
        option there is, or show the focus on the first."""
        item = self.focused()
        if item is None:
            options = [*self.targets, *self.pills]
            board = [t for t in options if t.kind != "alias"]
            choices = [c for _n, _l, _r, c in self.buttons if c is not None]
            if self.human_input() and len(board) + len(choices) == 1:
                self._take(board[0].choice if board else choices[0])
            elif self.focus_order():
                self.focus, self.focus_visible = 0, True
            return
        kind, _rect, what = item
        if kind == "target":
            self._take(what.choice)
        else:
            name, choice = what
            self._press(name, choice)

    def open_pause(self) -> None:
        from sorry_game.app.scenes.pause import PauseScene

        self.app.push(PauseScene(self.app, self.session))

    def show_hint(self) -> None:
        """Ask the normal computer what it would do, from what this player can see (it
        thinks in the worker, like a computer seat; the answer shows when it comes)."""
        if not self.human_input() or self.hint_future is not None:
            return
        key = len(self.session.actions)
        args = (self.session.record().dumps(), "normal", key * 7919 + 17)
        self.hint_future, self.hint_key, self.hint_args = ai_worker.submit(*args), key, args
        self.hint_text = "Thinking of a hint…"
        self._poll_hint()

    def _poll_hint(self) -> None:
        future = self.hint_future
        if future is None or not future.done():
            return
        self.hint_future = None
        if self.hint_key != len(self.session.actions) or not self.human_input():
            self.hint_text = ""
            return
        try:
            action = self.game.parse_action(ai_worker.result_or_inline(future, *self.hint_args))
        except Exception as exc:  # noqa: BLE001 - no hint is no harm
            self.hint_text = f"No hint available ({exc})"
            return
        if action not in self.state.legal_actions():
            self.hint_text = "No hint available."
            return
        self.controller.set_hint(action)
        self.hint_text = "Hint: " + self.state.describe_action(action)

    # --- drawing ----------------------------------------------------------------------------
    def table_ui(self) -> TableUI:
        focus = self.focused()
        hover = self._hit(self.hover_pos) if self.human_input() else None
        return TableUI(
            active=self.human_input(),
            targets=self.targets,
            chosen=self.controller.chosen,
            alternates=self.alternates,
            hover=hover,
            focus=focus[2] if focus is not None and focus[0] == "target" else None,
            hint=self.controller.hint if self.human_input() else [],
            anim=self.animator,
            time=self.time,
            last_events=[] if self.animator.busy else self.last_events,
            viewer=self.viewer(),
            seat_colours=[self.seat_rgb(s) for s in range(self.view.players)],
            unit=self.lay.u,
            names=self.session.names(),
        )

    def draw(self, surface: pygame.Surface) -> None:
        pal = self.palette
        surface.fill(pal["background"])
        view = self.view
        ui = self.table_ui()
        self.plugin.draw(surface, view, ui)
        self._draw_focus(surface)
        self._draw_pills(surface)
        side.draw_frame(surface, pal, self.lay)
        self._draw_header(surface, view)
        self.plugin.draw_panel(surface, view, ui)
        side.draw_lines(
            surface, self.lay.status, view.status, max(11, int(self.lay.u * 0.95)), pal["text"]
        )
        self._draw_prompt(surface, view)
        self._draw_buttons(surface)
        side.draw_players(surface, pal, self.lay, self._player_rows(view))
        self.log_lines = side.draw_log(
            surface,
            pal,
            self.lay,
            self.log,
            self.session.log,
            [self.seat_rgb(s) for s in range(view.players)],
        )
        self._draw_banner(surface)

    def _draw_focus(self, surface) -> None:
        item = self.focused()
        if item is None or item[0] != "target":
            return
        r = item[1].inflate(8, 8)
        pygame.draw.rect(
            surface,
            self.palette["selected"],
            r,
            max(2, self.lay.u // 6),
            border_radius=max(4, min(r.width, r.height) // 4),
        )

    def _draw_pills(self, surface) -> None:
        pal = self.palette
        for t in self.pills:
            r = t.rect
            hover = r.collidepoint(self.hover_pos)
            bg = pal["button_hover"] if hover else pal["button"]
            pygame.draw.rect(
                surface, mix(bg, (0, 0, 0), 0.4), r.move(0, 2), border_radius=r.height // 3
            )
            pygame.draw.rect(surface, bg, r, border_radius=r.height // 3)
            pygame.draw.rect(surface, pal["highlight"], r, 2, border_radius=r.height // 3)
            size = max(12, int(r.height * 0.5))
            label = fit_text(t.choice.label or str(t.choice.key), size, r.width - 8, True)
            blit_text(surface, label, size, pal["button_text"], r.center, "center", bold=True)
        item = self.focused()
        if item is not None and item[0] == "target" and item[2] in self.pills:
            r = item[1].inflate(6, 6)
            pygame.draw.rect(surface, pal["selected"], r, 3, border_radius=r.height // 3)

    def _draw_header(self, surface, view) -> None:
        names = self.session.names()
        turn = view.turn
        if view.outcome is not None:
            winners = view.outcome.winners
            title = wins_text([names[w] for w in winners]) if winners else "Draw"
            colour = self.seat_rgb(winners[0]) if winners else self.palette["accent"]
            sub = view.outcome.reason or "Game over"
            shape = self.seat_shape(winners[0]) if winners else None
        else:
            seat = self.session.seats[turn]
            colour = self.seat_rgb(turn)
            shape = self.seat_shape(turn)
            title = seat.name
            cname = self.game.colours[view.colours[turn]].name
            decider = view.decider
            if decider != turn and decider is not None:
                sub = f"{cname} · waiting for {names[decider]}"
            elif seat.is_human:
                sub = f"{cname} · your turn" if self.human_input() else f"{cname} · get ready"
            else:
                thinking = self.future is not None
                dots = "." * (1 + int(self.time * 3) % 3) if thinking else ""
                sub = f"{cname} · computer ({seat.level})" + (f" thinking{dots}" if dots else "")
            if view.turn_note:
                sub += f" · {view.turn_note}"
        side.draw_header(surface, self.palette, self.lay, colour, title, sub, shape)

    def _draw_prompt(self, surface, view) -> None:
        pal = self.palette
        if self.error:
            text, colour = self.error, pal["danger"]
        elif self.hint_text:
            text, colour = self.hint_text, pal["accent"]
        elif self.human_input():
            text, colour = self.controller.prompt(), pal["highlight"]
        elif self.animator.busy:
            text, colour = "Click to skip the animation.", pal["muted_text"]
        elif view.decider is not None and view.decider in self.humans:
            name = self.session.seats[view.decider].name
            text, colour = f"Waiting for {name}…", pal["muted_text"]
        elif view.decider is not None:
            text, colour = "The computer is playing.", pal["muted_text"]
        else:
            text, colour = "", pal["muted_text"]
        side.draw_lines(
            surface, self.lay.prompt, text, max(11, int(self.lay.u * 1.0)), colour, True
        )

    def _draw_buttons(self, surface) -> None:
        from sorry_game.app.widgets import Button

        item = self.focused()
        for name, label, rect, _choice in self.buttons:
            enabled = name not in ("hint",) or self.human_input()
            style = "primary" if name == "choice" else "quiet"
            first, second = two_lines(label, rect)
            button = Button(first, None, rect, style, subtext=second, enabled=enabled)
            button.hover = rect.collidepoint(self.hover_pos)
            focused = item is not None and item[0] == "button" and item[1] is rect
            button.draw(surface, self.app, focused=focused)

    def _player_rows(self, view) -> list[side.PlayerRow]:
        rows = []
        for s, seat in enumerate(self.session.seats):
            info = view.seats[s]
            parts = [info.note] if info.note else []
            if info.cards is not None:
                parts.append(f"{info.cards} cards" if info.cards != 1 else "1 card")
            rows.append(
                side.PlayerRow(
                    name=seat.name,
                    detail="" if seat.is_human else f" ({seat.level})",
                    colour=self.seat_rgb(s),
                    shape=self.seat_shape(s),
                    progress=info.progress,
                    goal=self.game.progress_goal,
                    extra=" · ".join(parts),
                    current=s == view.turn,
                    deciding=s == view.decider and s != view.turn,
                )
            )
        return rows

    def _draw_banner(self, surface) -> None:
        if self.banner is None:
            return
        text, colour = self.banner
        size = max(13, min(26, int(self.area.width * 0.028)))
        max_w = int(self.area.width * 0.92)
        text = fit_text(text, size, max_w - size * 2, True)
        w = text_width(text, size, True) + size * 2
        h = int(size * 2.0)
        r = pygame.Rect(0, 0, w, h)
        r.center = tuple(round(v) for v in self.plugin.banner_point())
        r.clamp_ip(self.area)
        bg = self.palette["panel"]
        layer = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (*bg, 235), layer.get_rect(), border_radius=h // 3)
        surface.blit(layer, r)
        pygame.draw.rect(surface, colour, r, max(2, size // 8), border_radius=h // 3)
        blit_text(surface, text, size, self.palette["text"], r.center, "center", bold=True)


__all__ = ["TableScene"]
