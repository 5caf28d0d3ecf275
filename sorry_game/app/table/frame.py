"""One frame of the table: what the plugin is told (`TableUI`) and the order everything
is drawn in — the play area (the plugin's), the focus ring and pills, the side panel
(header, the plugin's part, status, prompt, buttons, move log, players), the news where
the table placed it (`overlays.py`; the tip is the coach's, drawn after it).

It reads the table through `Shown` (what a frame needs of it) and changes nothing but
the move log's scroll room, which it returns.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any, Protocol

import pygame

from sorry_game.app.draw import Palette, record
from sorry_game.app.scene import Host
from sorry_game.app.table import landing, movelog, paint, status
from sorry_game.app.table import panel as side
from sorry_game.app.table.animator import Animator
from sorry_game.app.table.bursts import draw_bursts
from sorry_game.app.table.coach import Coach
from sorry_game.app.table.computer import Computers
from sorry_game.app.table.controller import PickController
from sorry_game.app.table.drawer import draw_drawer
from sorry_game.app.table.inputs import TableInput
from sorry_game.app.table.legend import entries_for
from sorry_game.app.table.news import News
from sorry_game.app.table.overlays import Overlays
from sorry_game.app.table.phones import TablePhones
from sorry_game.app.table.plugin import TablePlugin, TableUI, Target
from sorry_game.app.table.targets import Targets
from sorry_game.app.widgets.base import draw_focus as draw_button_focus
from sorry_game.engine.actions import Action
from sorry_game.engine.events import Event
from sorry_game.engine.interface import Game, State
from sorry_game.engine.picking import Choice
from sorry_game.engine.view import View
from sorry_game.session import Session

RGB = tuple[int, int, int]


class Shown(Protocol):
    """What a frame reads of the table."""

    app: Host
    palette: Palette
    plugin: TablePlugin[Any]
    view: View[Any]
    moment: View[Any] | None
    moment_chosen: list[Choice]
    options: Targets
    input: TableInput
    lay: side.PanelLayout
    area: pygame.Rect
    session: Session
    game: Game
    computers: Computers
    controller: PickController
    animator: Animator
    news: News
    overlays: Overlays
    coach: Coach
    log: movelog.MoveLog
    humans: list[int]
    time: float
    error: str
    hint_text: str
    last_events: list[Event]
    previews: Previews
    forced_in: float | None
    phones: TablePhones

    @property
    def state(self) -> State: ...
    @property
    def told(self) -> View[Any]: ...
    def seat_rgb(self, seat: int) -> RGB: ...
    def human_input(self) -> bool: ...
    def viewer(self) -> int | None: ...
    def prompt_line(self) -> tuple[str, str]: ...


def table_ui(t: Shown) -> TableUI:
    """What the plugin is told this frame."""
    focus = t.options.focused()
    human = t.human_input()
    hover = t.options.hit(t.input.hover) if human else None
    focused = focus[2] if focus is not None and focus[0] == "target" else None
    return TableUI(
        active=human,
        targets=t.options.targets,
        chosen=t.controller.chosen,
        alternates=t.options.alternates,
        hover=hover,
        focus=focused,
        hint=t.controller.hint if human else [],
        anim=t.animator,
        time=t.time,
        last_events=[] if t.animator.busy else t.last_events,
        viewer=t.viewer(),
        seat_colours=[t.seat_rgb(s) for s in range(t.view.players)],
        unit=t.lay.u,
        names=t.session.names(),
        ground=t.palette["background"],  # draw_table fills the window with it first
        preview=preview(t, hover or focused),
        told=t.moment,
        noted=header_notes(t, human),
        forced=human and t.forced_in is not None,
    )


def header_notes(t: Shown, human: bool) -> bool:
    """Whether the header says what the seat it names does (`status.header`): nobody at
    this screen decides, and no move of this screen's human is landing (its colour
    alone then)."""
    told = t.told
    if human or not told.turn_note or told.outcome is not None or told.decider is None:
        return False
    return not (t.moment is not None and told.decider in t.humans)


def preview(t: Shown, target: Target | None) -> list[Event]:
    """What picking `target` now would do, when it leads to one action."""
    if target is None or not t.human_input() or t.forced_in is not None:
        return []
    actions = t.controller.leads_to(target.choice)
    if len(actions) != 1:
        return []
    key = (len(t.session.actions), tuple(c.ident for c in t.controller.chosen))
    return t.previews.events(t.state, actions[0], key)


def draw_table(surface: pygame.Surface, t: Shown) -> int:
    """Draw the whole table; returns the lines the move log holds (its scroll room)."""
    pal, view, lay = t.palette, t.view, t.lay
    surface.fill(pal["background"])
    ui = table_ui(t)
    focus = t.options.focused()
    with record.part("board"):  # (each part's words tagged while bench/layout.py records)
        t.plugin.draw(surface, view, ui)
        if t.animator.bursts:
            draw_bursts(surface, t.animator.bursts, t.area, t.plugin.burst_point, pal)
    with record.part("options"):
        paint.draw_focus(surface, pal, focus, lay.u)
        paint.draw_pills(surface, pal, t.options.pills, t.input.hover, focus)
    side.draw_frame(surface, pal, lay)
    told = t.told  # the panel tells the moment of a move landing (`TableScene.told`)
    head = status.header(
        told,
        t.session,
        t.game,
        ui.active,
        t.computers.thinking,
        t.time,
        t.seat_rgb,
        acting=t.moment is not None,
        noted=t.plugin.notes_the_act,
    )
    colour = head.colour if head.colour is not None else pal["accent"]
    with record.part("header"):
        side.draw_header(surface, pal, lay, colour, head.title, head.sub, head.shape, head.brief)
    with record.part("panel"):
        if lay.plugin.height > 0:  # (no room left for it: it gave way to the words)
            # a move landing: the game's part shows the mover's card or choice
            told_ui = replace(ui, chosen=t.moment_chosen) if t.moment is not None else ui
            t.plugin.draw_panel(surface, told, told_ui)
        side.draw_lines(surface, lay.status, told.status, side.status_size(lay.u), pal["text"])
    text, tone = t.prompt_line()
    with record.part("prompt"):
        side.draw_lines(surface, lay.prompt, text, side.prompt_size(lay.u), pal[tone], True)
    with record.part("options"):
        guide = t.coach.guide
        asked = guide.pointed(t.options) if guide is not None and guide.running else None
        paint.draw_buttons(
            surface,
            t.app,
            t.options.buttons,
            t.input.hover,
            focus,
            ui.active,
            asked.choice if asked is not None else None,
        )
    draw_drawer(surface, pal, lay)  # the log and the players over the play area, if open
    # the move landed (its news up): the pips count what the board shows
    landed = t.view if t.moment is not None and not t.animator.busy else None
    says = t.plugin.board_says
    rows = status.player_rows(told, t.session, t.game, t.seat_rgb, says, landed)
    with record.part("players"):
        side.draw_players(surface, pal, lay, rows)
    with record.part("log"):
        lines = movelog.draw_log(
            surface,
            pal,
            lay.log,
            lay.u,
            t.log,
            landing.shown_log(
                t.session.log,
                bool(t.animator.held),
                len(t.session.actions),
                news=t.news.banner is not None or t.news.waiting is not None,
            ),
            log_looks(t),
            base_u=lay.base_u,
            drawer=bool(lay.drawer_u),
        )
        if record.recording():  # the lines of each entry shown
            end = len(t.log.lines) - t.log.scroll
            record.note_log(movelog.whole_entries(t.log.lines, end, lines))
            shown = movelog.shown_rows(t.log.lines, end, lines)
            record.note_faults(f for k, _cut in shown for f in t.log.rows[k].faults)
    with record.part("legend"):
        # (by the log's heading, where the log drew its box: never alone in the column)
        t.input.legend.draw_hint(surface, pal, lay.log if lines else pygame.Rect(0, 0, 0, 0), lay.u)
    with record.part("phones"):
        t.phones.draw(surface, pal, t.seat_rgb)  # the QR codes of seats waiting for a phone
    for placed in t.overlays.placed:
        if placed.message.kind in ("news", "toast"):
            with record.part(f"message:{placed.message.kind}"):
                paint.draw_message(surface, pal, placed)
    return lines


def log_looks(t: Shown) -> movelog.Looks:
    """How the move log draws this game's pictures (the seats' colours, the plugin)."""
    keys = [c.key for c in t.game.colours]
    return movelog.Looks(t.palette, keys, t.view.colours, t.plugin)


def draw_top(surface: pygame.Surface, t: Shown) -> None:
    """Over everything (after the coach's tip): the focus ring again where the tip's
    pointer rings something (the focus shows above it), then the key legend (`?`)."""
    focus = t.options.focused()
    extra = focus is not None and focus[0] == "button" and focus[2][0] == "skip"
    if focus is not None and (t.coach.pointed is not None or extra):
        if focus[0] == "target":
            paint.draw_focus(surface, t.palette, focus, t.lay.u)
        else:
            draw_button_focus(surface, t.app, focus[1])
    entries = entries_for(t.plugin.key_help(t.view), t.coach.scripted, bool(t.lay.drawer_u))
    with record.part("legend"):
        t.input.legend.draw(surface, t.palette, t.area, t.lay.u, entries)


def what_it_does(state: State, action: Action) -> list[Event]:
    """The events of `action` applied to a copy of the game dealt from what the decider
    can see (`determinize`: their hidden cards stay, everything else — other hands, the
    order of the draw pile — is dealt at random), so a preview or the reason of a hint
    never tells a card to come."""
    seat = state.current_player()
    copy = state.determinize(seat, random.Random(0)) if seat is not None else state.clone()
    return copy.apply(action)


class Previews:
    """What an option would do (`what_it_does`), kept while the position and the
    choices made stay the same."""

    def __init__(self) -> None:
        self._key: tuple[Any, ...] | None = None
        self._events: list[Event] = []

    def events(self, state: State, action: Action, key: tuple[Any, ...]) -> list[Event]:
        if (key, action) != self._key:
            self._key = (key, action)
            self._events = what_it_does(state, action)
        return self._events
