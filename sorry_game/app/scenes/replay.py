"""The replay viewer: step through a finished or saved game, drawn by the game's own
table plugin, with its move log in step.

    ReplayScene(app, record, timeline=None, moment=None)      route "replay"

Positions come from `engine.timeline.Timeline` (the record replayed once; a position
rebuilt on demand), so stepping back is exact. Left/Right step, Home/End jump to the
ends, PageUp/PageDown go 10 moves, Space plays and pauses (at the speed setting); a
click on a line of the log jumps there; Esc or Back returns to where it came from.

A finished game offers Review the game (the review screen: the same review Results
started, or the one kept with History's game, computed there if it was not yet).
Opened from the review at a decision (`moment`, a `DecisionReview`), the replay
stands before it and, while it shows that position, draws one board with the choice
played and the better one both marked on it (`app/review/compare.py`). The header, the lit player and the
lit log row tell one move (`lit_step`): the one just shown, or at a reviewed decision
the decision itself, its decider lit.

Hidden cards: a finished game hides nothing, so the hand of whoever decides is shown
(where the seats sit round the viewer, one seat's all through: the seats never move);
a game still running, or a game without hidden cards (whose board would turn to each
decider), shows what its table would (one human: that human's side and hand).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pygame

from sorry_game.app.draw import Palette, blit_text, set_text_scale, text_width
from sorry_game.app.replay import parts
from sorry_game.app.review.compare import LEGEND_SHARE, Compare
from sorry_game.app.scene import Host, Scene
from sorry_game.app.table import movelog, status
from sorry_game.app.table import panel as side
from sorry_game.app.table.animator import Animator
from sorry_game.app.table.bursts import draw_bursts
from sorry_game.app.table.plugin import TableUI, plugin_class
from sorry_game.app.widgets import Button, Form
from sorry_game.engine.interface import State
from sorry_game.engine.logline import entries
from sorry_game.engine.savefile import SaveRecord
from sorry_game.engine.timeline import Timeline
from sorry_game.engine.view import View
from sorry_game.games.catalogue import get_game
from sorry_game.review import DecisionReview
from sorry_game.session import LogEntry, Seat, Session, sample_session
from sorry_game.store.records import seats_or_default

#: seconds between moves when playing, at normal speed ("instant": the shortest)
AUTO_STEP = 1.1
MIN_STEP = 0.12
PAGE = 10


class ReplayScene(Scene):
    overlay = False

    def __init__(
        self,
        app: Host,
        record: SaveRecord,
        timeline: Timeline | None = None,
        moment: DecisionReview | None = None,
    ) -> None:
        super().__init__(app)
        self.record = record
        self.game = get_game(record.game_id)
        #: raises SaveError for a record that is not a legal game (the caller says so)
        self.timeline = timeline if timeline is not None else Timeline(self.game, record)
        self.seats: list[Seat] = seats_or_default(record)
        self.finished = self.timeline.final.is_over()
        state = self.timeline.state_at(0)
        #: the seats and names the panel reads (never saved: no file, no listeners)
        self.match = Session(record.game_id, record.config, record.seed, self.seats, state)
        names = self.match.names()
        said = [entries(list(s.events), names, s.player) for s in self.timeline.steps]
        # the end is the header's ("Ada wins!", "Game over · checkmate"), not the log's
        self.match.log = [LogEntry.of(0, line) for lines in said for line in lines if line.ends]
        #: each move's entries in the log (`engine/logline.py`)
        self.steps = parts.step_lines([[ln for ln in lines if not ln.ends] for lines in said])
        self.actors = [s.player for s in self.timeline.steps]
        self.humans = [i for i, s in enumerate(self.seats) if s.is_human]
        #: the game hides cards: a finished game shows the hand of whoever decides
        self.hides = bool(self.game.hides(record.config))
        self.palette = Palette(app.theme)
        self.plugin = plugin_class(self.game)(self.palette, self.game)
        self.animator = Animator()
        self.step = 0
        self.moments = LitMoment(self.timeline)
        self.playing = False
        self.wait = 0.0
        self.time = 0.0
        #: the first line the log shows when the player scrolled it (None: follow)
        self.log_first: int | None = None
        self.hover: tuple[int, int] = (-1, -1)
        self.form = Form(app)
        names_icons = ("start", "back", "play", "forward", "end")
        actions = (self.to_start, self.step_back, self.toggle_play, self.step_forward, self.to_end)
        self.controls = [
            self.form.add(parts.IconButton(icon, act, name=icon, style="primary" * (i == 2)))
            for i, (icon, act) in enumerate(zip(names_icons, actions, strict=True))
        ]
        self.back_button = self.form.add(Button("Back", self.back, style="quiet", name="back"))
        #: Review the game: a finished game's, not when the review opened this replay
        self.moment = moment
        self.review_button = self.form.add(
            Button(
                "Review the game", self.open_review, style="quiet", name="review", short="Review"
            )
        )
        self.review_button.visible = self.finished and moment is None
        self.compare: Compare | None = None
        if moment is not None:
            name = self.seats[moment.seat].name if moment.seat < len(self.seats) else ""
            self.compare = Compare(self.game, self.palette, moment, name == "You", name)
        self.form.set_focus(self.controls[2], True)  # Play: the likeliest choice, shown
        self.view = self._view()
        self.animator.reset(*self.plugin.shown(self.view))
        self.resize(app.size)
        if moment is not None:  # before the decision: the position it was made in
            self.go_to(moment.number - 1)
            self.form.set_focus(self.back_button, True)

    # --- the position ---------------------------------------------------------------------
    def __len__(self) -> int:
        return len(self.timeline)

    @property
    def state(self) -> State:
        return self.match.state

    def viewer(self) -> int | None:
        """Whose hidden cards are drawn (see the module's docstring). Where the seats
        sit round the viewer (Revenge), one viewer all through: the seats stay where
        they sat (the one human's, the reviewed seat's, else the first seat's hand)."""
        if self.finished and self.hides and self.plugin.seats_round_viewer:
            if len(self.humans) == 1:
                return self.humans[0]
            return self.moment.seat if self.moment is not None else 0
        if self.finished and self.hides:
            decider = self.state.current_player()
            if decider is None and self.step:
                decider = self.actors[self.step - 1]
            return decider
        return self.humans[0] if len(self.humans) == 1 else None

    def _view(self) -> View[Any]:
        return self.state.view(self.viewer())

    def go_to(self, number: int, animate: bool = False) -> None:
        """Show the position after `number` moves (clamped); one move forward is animated
        when `animate` (at the speed setting)."""
        number = max(0, min(len(self), number))
        if number == self.step and not self.animator.busy:
            return
        forward_one = animate and number == self.step + 1
        self.step = number
        self.match.state = self.timeline.state_at(number)
        self.view = self._view()
        self.log_first = None
        self.animator.reset(self.animator.shown, self.animator.props)
        speed = float(getattr(self.app.settings, "speed_factor", 1.0))
        if forward_one and speed > 0:
            events = self.timeline.steps[number - 1].events
            self.animator.add(self.plugin.steps(list(events), self.view), speed)
        if not self.animator.busy:
            self.animator.reset(*self.plugin.shown(self.view))
        self._layout_plugin_panel()
        self.controls[2].icon = "pause" if self.playing else "play"

    def to_start(self) -> None:
        self.playing = False
        self.go_to(0)

    def to_end(self) -> None:
        self.playing = False
        self.go_to(len(self))

    def step_back(self) -> None:
        self.playing = False
        self.go_to(self.step - 1)

    def step_forward(self) -> None:
        self.playing = False
        self.go_to(self.step + 1, animate=True)

    def toggle_play(self) -> None:
        if not self.playing and self.step >= len(self):
            self.go_to(0)  # Play at the end watches again from the start
        self.playing = not self.playing
        self.wait = 0.0
        self.controls[2].icon = "pause" if self.playing else "play"

    def label(self) -> str:
        """'Move 357 of 364': the lit move (at a reviewed decision the decision's own,
        as the review's list and the replay at that move say it: one position was
        'Move 24', 'Before move 24' and 'Before move 24 of 29' by screen and size)."""
        return f"Move {self.lit_step()} of {len(self)}"

    def said_label(self) -> str:
        """The label as drawn: whole, or its short form where the panel is narrow."""
        return fitted_label(self.label(), self.layout.label.w, parts.label_size(self.layout.lay.u))

    # --- scene protocol -------------------------------------------------------------------
    @property
    def busy(self) -> bool:
        return self.playing or self.animator.busy

    @busy.setter
    def busy(self, value: bool) -> None:
        pass

    def resize(self, size: tuple[int, int]) -> None:
        self.size = (int(size[0]), int(size[1]))
        if self.palette.theme is not self.app.theme:
            self.palette = Palette(self.app.theme)
            self.plugin.palette = self.palette
        set_text_scale(getattr(self.app.theme, "font_scale", 1.0))
        view = self.view
        scale = getattr(self.app, "ui_scale", 1.0)
        head = None
        least = 0  # the legend's size at 100 % text: never smaller at large text
        if self.compare is not None:  # the legend in the header's slot, the board the area
            compare, most = self.compare, int(self.size[1] * LEGEND_SHARE)
            sizes: list[int] = []

            def head(width: int, u: int) -> int:
                px = compare.legend_size(width, parts.label_size(u), least, most)
                sizes.append(px)
                return compare.legend_height(width, px)

            if scale > 1.0:
                _replay_layout(self, view, 1.0, head)
                least = sizes[-1]

        self.layout = _replay_layout(self, view, scale, head)
        at_100 = side.split_window(self.size, self.plugin.preferred_aspect())[0]
        self.plugin.set_scales(self.app.ui_scale, self.layout.area, at_100)
        self.plugin.layout(self.layout.area)
        for button, rect in zip(self.controls, self.layout.controls, strict=True):
            button.rect = rect
        self.back_button.rect = self.layout.back
        self.review_button.rect = self.layout.review
        if self.compare is not None:
            self.compare.set_palette(self.palette)
            lay = self.layout.lay
            text_px = parts.label_size(lay.u)
            self.compare.layout(
                self.layout.area, lay.header, text_px, self.app.ui_scale, at_100, least
            )
        self._layout_plugin_panel()

    def _layout_plugin_panel(self) -> None:
        lay = self.layout.lay
        self.plugin.layout_panel(lay.plugin, lay.u, self.view)

    def resume(self) -> None:
        self.resize(self.app.size)

    def update(self, dt: float) -> None:
        self.time += dt
        if self.animator.busy:
            self.animator.update(dt)
            if not self.animator.busy:
                self.animator.reset(*self.plugin.shown(self.view))
            return
        if not self.playing:
            return
        if self.step >= len(self):
            self.playing = False
            self.controls[2].icon = "play"
            return
        self.wait += dt
        speed = float(getattr(self.app.settings, "speed_factor", 1.0))
        if self.wait >= max(MIN_STEP, AUTO_STEP * speed):
            self.wait = 0.0
            self.go_to(self.step + 1, animate=True)

    KEYS = {
        pygame.K_LEFT: -1,
        pygame.K_RIGHT: 1,
        pygame.K_PAGEUP: -PAGE,
        pygame.K_PAGEDOWN: PAGE,
    }

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key in self.KEYS:
                self.playing = False
                delta = self.KEYS[event.key]
                self.go_to(self.step + delta, animate=delta == 1)
                return True
            if event.key == pygame.K_HOME:
                self.to_start()
                return True
            if event.key == pygame.K_END:
                self.to_end()
                return True
            if event.key == pygame.K_SPACE:
                self.toggle_play()
                return True
        if event.type == pygame.MOUSEMOTION:
            self.hover = event.pos
        if event.type == pygame.MOUSEWHEEL:
            rows = self.log_rows()
            self.log_first = rows.first - int(event.y) * 3
            return True
        if self.form.handle(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            row = self.log_row_at(event.pos)
            if row is not None:
                self.playing = False
                self.go_to(row)
                return True
            if self.layout.area.collidepoint(event.pos) and self.animator.busy:
                self.animator.skip()  # a click on the board finishes the move at once
                self.animator.reset(*self.plugin.shown(self.view))
                return True
        return super().handle(event)

    def open_review(self) -> None:
        """The game's review (the one Results is computing, or kept with History's game,
        or started now)."""
        self.playing = False
        self.app.go("review", self.record)

    def comparing(self) -> bool:
        """The position of the decision the review opened: both choices are drawn."""
        return (
            self.compare is not None
            and self.moment is not None
            and (self.step == self.moment.number - 1 and not self.animator.busy)
        )

    def back(self) -> None:
        if len(self.app.scenes) > 1 and self.app.top is self:
            self.app.pop()
        else:
            self.app.go("title", how="reset")

    # --- the log ----------------------------------------------------------------------------
    def lit_step(self) -> int:
        """The move the header tells and the log lights: the one just shown, or, at a
        reviewed decision, the decision itself (the move about to be made)."""
        if self.comparing():
            assert self.moment is not None
            return self.moment.number
        return self.step

    def lit_seat(self) -> int | None:
        """The seat the header names and the player list lights: who made the lit move
        (None at the deal: then whose turn it is)."""
        lit = self.lit_step()
        return self.actors[lit - 1] if lit else None

    def player_rows(self) -> list[side.PlayerRow]:
        """The table's player rows, the lit seat's row lit (not whose turn comes next:
        the header and the log's lit row tell the move just shown)."""
        says, seat = self.plugin.board_says, self.lit_seat()
        rows = status.player_rows(self.view, self.match, self.game, self.seat_rgb, says)
        if seat is None or self.view.outcome is not None:
            return rows
        return [replace(row, current=s == seat, deciding=False) for s, row in enumerate(rows)]

    def log_rows(self) -> parts.LogRows:
        lay = self.layout.lay
        return parts.log_rows(
            lay.log,
            lay.u,
            self.steps,
            self.lit_step(),
            self.log_first,
            self.looks(),
            columns=bool(lay.wide) and not lay.stacked,
        )

    def looks(self) -> movelog.Looks:
        keys = [c.key for c in self.game.colours]
        return movelog.Looks(self.palette, keys, self.view.colours, self.plugin)

    def log_row_at(self, pos: tuple[int, int]) -> int | None:
        """The move whose log line is at `pos`, or None."""
        return next((k for k, rect, _w in self.log_rows().rows if rect.collidepoint(pos)), None)

    # --- drawing ----------------------------------------------------------------------------
    def seat_rgb(self, seat: int) -> tuple[int, int, int]:
        return self.palette.player(self.game.colours[self.view.colours[seat]].key)

    def table_ui(self) -> TableUI:
        return watching_ui(self)

    def header(self) -> status.Header:
        """The lit move (`lit_step`: the one just shown, or the reviewed decision): who
        made it and its title, what they did in the past tense ("Bo / Played a 3",
        `LogLine.title`; what followed is the log's lit row); the winner at the end;
        whose turn it is at the deal. Where the band is narrow (large text: it would
        shrink the words below the log's) the name alone."""
        actor = self.lit_seat()
        if actor is None or self.view.outcome is not None:
            return status.header(
                self.view, self.match, self.game, False, False, self.time, self.seat_rgb
            )
        key = self.game.colours[self.view.colours[actor]].key
        name = self.seats[actor].name
        lines, _goes_on = self.steps[self.lit_step() - 1]
        said = [line.title() for line in lines[:1] if line.seat == actor]
        line = said[0] if said and said[0] else "Passed"
        lay = self.layout.lay
        if lay.header.width < lay.u * 12:  # a narrow band (large text): who moved, no more
            line = ""
        return status.Header(name, line, self.seat_rgb(actor), key)

    def draw(self, surface: pygame.Surface) -> None:
        pal, view, lay = self.palette, self.view, self.layout.lay
        surface.fill(pal["background"])
        ui = self.table_ui()
        if self.comparing():
            assert self.compare is not None
            self.compare.draw(surface, self.state, view, ui, pal)
        else:
            self.plugin.draw(surface, view, ui)
        if self.animator.bursts:  # a HOME or a win replayed is celebrated again
            draw_bursts(
                surface, self.animator.bursts, self.layout.area, self.plugin.burst_point, pal
            )
        side.draw_frame(surface, pal, lay)
        if self.comparing():  # the legend says who decided, what, and the better choice
            assert self.compare is not None
            self.compare.draw_legend(surface, pal)
        else:
            head = self.header()
            colour = head.colour if head.colour is not None else pal["accent"]
            side.draw_header(surface, pal, lay, colour, head.title, head.sub, head.shape)
        if lay.plugin.height > 0:
            self.plugin.draw_panel(surface, view, ui)
        side.draw_players(surface, pal, lay, self.player_rows())
        label = self.layout.label
        size = parts.label_size(lay.u)
        blit_text(surface, self.said_label(), size, pal["text"], label.midleft, "midleft", True)
        hover = self.log_row_at(self.hover)
        looks = self.looks()
        parts.draw_log(
            surface, pal, lay.log, lay.u, self.log_rows(), len(self), looks, self.lit_step(), hover
        )
        self.form.draw(surface)


def fitted_label(said: str, width: int, size: int) -> str:
    """The replay's label whole where it fits `width`, else its short form, the same
    words without its ' of 364' ('Move 358': 800x600, 200 % text)."""
    forms = [said, said.rsplit(" of ", 1)[0]]
    return next((f for f in forms if text_width(f, size, True) <= width), forms[-1])


def watching_ui(scene: ReplayScene) -> TableUI:
    """What the plugin is told: nobody picks; the lit move's moment is told, with that
    move's events (at a reviewed decision, the decision's: the panel shows its card,
    not the move before it)."""
    lit, view = scene.lit_step(), scene.view
    events = scene.timeline.steps[lit - 1].events if lit else ()
    ui = TableUI.watching(
        anim=scene.animator,
        time=scene.time,
        last_events=() if scene.animator.busy else events,
        viewer=view.viewer,
        seat_colours=[scene.seat_rgb(s) for s in range(view.players)],
        unit=scene.layout.lay.u,
        names=scene.match.names(),
        # "You" only for the one human's own seat; another decider goes by name
        you=len(scene.humans) == 1 and view.viewer in scene.humans,
    )
    return replace(ui, told=scene.moments.view(scene.lit_step(), view))


class LitMoment:
    """The lit move's moment (docs/ARCHITECTURE.md, "A move's moment"): the position
    before it, as the table tells a move while it lands, so the board lights the seat
    that made the move the header tells, not the next one. The last one is kept."""

    def __init__(self, timeline: Timeline) -> None:
        self.timeline = timeline
        self.kept: tuple[tuple[int, int | None], View[Any]] | None = None

    def view(self, lit: int, shown: View[Any]) -> View[Any] | None:
        """The moment of move `lit` seen as `shown` is (None at the deal, or the end)."""
        if not lit or shown.outcome is not None:
            return None
        key = (lit, shown.viewer)
        if self.kept is None or self.kept[0] != key:
            self.kept = (key, self.timeline.state_at(lit - 1).view(shown.viewer))
        return self.kept[1]


def _replay_layout(
    scene: ReplayScene, view: View[Any], scale: float, head: Any
) -> parts.ReplayLayout:
    """The replay's layout at text `scale`, `head` the moment's legend in the header's slot."""
    return parts.layout(
        scene.size,
        scene.plugin.preferred_aspect(),
        len(scene.seats),
        lambda width, u: scene.plugin.panel_height(width, u, view),
        scale,
        scene.review_button.visible,
        *parts.stacking(scene.plugin),
        part_first=scene.moment is not None,
        head=head,
    )


def screenshot_scene(app: Host, game_id: str, seed: int = 5, moves: int = 60) -> Scene:
    """A replay for pictures and checks: a short seeded game (random moves; seat 0 a
    human, whose cards the picture shows as the table would), shown mid-way."""
    session = sample_session(game_id, seed, moves)
    scene = ReplayScene(app, session.record())
    scene.go_to(len(session.actions) // 2)
    return scene


__all__ = ["ReplayScene", "screenshot_scene"]
