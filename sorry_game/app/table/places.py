"""Where the side panel's parts and the table's messages go, kept in step with what the
table shows: the prompt line, what the panel's layout depends on (its words, the game's
answers, the messages it holds), and the messages' places (`overlays.py`: the nearest
free place of the table, else the panel, which then makes room above the move log).

The table calls `arrange` every frame: it is cheap while nothing changed (the places
are kept), and lays the panel out again only when what it holds has changed.
"""

from __future__ import annotations

from typing import Any, Protocol

import pygame

from sorry_game.app.scene import Host
from sorry_game.app.table import panel as side
from sorry_game.app.table import status
from sorry_game.app.table.animator import Animator
from sorry_game.app.table.coach import Coach, Coached
from sorry_game.app.table.controller import PickController
from sorry_game.app.table.inputs import TableInput
from sorry_game.app.table.news import News
from sorry_game.app.table.overlays import Message, Overlays, text_size
from sorry_game.app.table.paint import answer_rows
from sorry_game.app.table.phones import TablePhones
from sorry_game.app.table.plugin import TablePlugin
from sorry_game.app.table.targets import UTILITY, ButtonSpot, Targets, answers
from sorry_game.engine.events import Event
from sorry_game.engine.interface import State
from sorry_game.engine.view import View
from sorry_game.session import Session


class Placing(Coached, Protocol):
    """What the places are worked out from (the tip's words too: `Coached`)."""

    app: Host
    plugin: TablePlugin[Any]
    view: View[Any]
    moment: View[Any] | None
    #: the events of the last action (the move landing while `moment` is set)
    last_events: list[Event]
    session: Session
    controller: PickController
    options: Targets
    animator: Animator
    news: News
    coach: Coach
    overlays: Overlays
    lay: side.PanelLayout
    panel_rect: pygame.Rect
    landscape: bool
    #: the two-column panel's unit at large text (`panel.window_plan`), 0 for none
    wide: int
    #: the drawer panel's unit (`panel.window_plan`), 0 for none
    drawer_u: int
    input: TableInput
    size: tuple[int, int]
    humans: list[int]
    phones: TablePhones
    error: str
    hint_text: str
    #: seconds since the game's end was told (Results come up after `status.results_wait`)
    over_time: float
    _panel_for: tuple[Any, ...]

    @property
    def state(self) -> State: ...
    @property
    def told(self) -> View[Any]: ...
    @property
    def landing(self) -> bool: ...
    def human_input(self) -> bool: ...
    def build_targets(self) -> None: ...


def prompt_line(t: Placing) -> tuple[str, str]:
    """The prompt under the header and its palette role (see `status.prompt`)."""
    decider = t.view.decider
    phone = t.phones.prompt(decider)  # a phone seat decides: on its phone, or waited for
    if phone and not (t.error or t.hint_text or t.landing):
        return phone, "muted_text"
    if guided_step_up(t) and not (t.error or t.hint_text):
        return "", "muted_text"  # the guided step's tip says what to choose, said once
    active = t.human_input()
    forced = t.controller.forced if active else None
    if t.state.is_over() and t.moment is None and not t.error:  # on to Results by itself
        left = status.results_wait(t.app.settings.speed_factor) - t.over_time
        return status.results_next(left), "muted_text"
    return status.prompt(
        t.error,
        t.hint_text,
        t.controller.prompt() if active else None,
        t.landing and decider in t.humans,  # a click goes on to a human's decision
        t.session.seats[decider].name if decider in t.humans else None,
        forced=t.state.describe_action(forced) if forced is not None else None,
    )


def guided_column(t: Placing) -> bool:
    """Whether a guided game's script runs in the drawer's one column (200 % text at
    800x600): its tips go in the column, not over the board they teach (there they hid
    a quarter of it), and the header takes a one-column panel's height for them
    (`PanelParts.guided`), the whole script long (no jump between steps)."""
    guide = t.coach.guide
    return bool(t.drawer_u) and guide is not None and guide.running


def guided_step_up(t: Placing) -> bool:
    """Whether a guided game's step tip names the choice now (it points at it): the
    prompt gives way to it at every size, so the step is said once, in the tip ("You
    lead… choose your 2s" under the prompt "Choose cards of one rank to lead" said it
    twice, fresh eyes at 1280x800); in the drawer's one column (200 % text at 800x600)
    the tip then has the room of the prompt, the log and the handle at a size that
    reads."""
    guide = t.coach.guide
    return guide is not None and guide.running and t.coach.words(t)[1] is not None


def panel_needs(t: Placing) -> tuple[Any, ...]:
    """What the panel's layout depends on besides the window: the status line, the
    prompt, whether the game's answers are offered, the messages in the panel (above the
    prompt while the move lands), the phone seats' codes."""
    offered = answers(t.controller.options()) if t.human_input() else []
    labels = [c.label or str(c.key) for c in offered]  # none before the first layout
    rows = answer_rows(labels, t.lay.prompt.width, t.lay.u) if labels else 0
    drawer = t.input.drawer.open
    prompt, panel = prompt_line(t)[0], t.overlays.panel_key()
    guided = guided_column(t)
    return (t.told.status, prompt, rows, panel, t.landing, t.phones.key(), guided, drawer)


#: the move log's room (in units) a message across the stacked panel leaves it: its
#: title and three entries
LOG_KEPT = 5.5
#: the guided game's tip in the drawer's column (200 % text at 800x600) takes the
#: largest size that fits there, but at least this much larger than at 100 % (the
#: board's smallest words stay smaller: bench/layout.py's Y); only where even that does
#: not fit does it go over the play area (`overlays.place`)
COLUMN_TIP_GROWS = 1.15


def told_by_news(t: Placing) -> bool:
    """The move landing (its moment) has news that says what the game's part would
    (Sorry My Ass!'s "The trick goes to you" beside "Unbeaten: a SORRY!"): the part
    gives way to it."""
    return t.moment is not None and t.plugin.news_tells(t.last_events)


def layout_panel(t: Placing) -> None:
    """Lay the panel out for what it holds now (the moment of a move landing: `told`),
    then the game's part and the options."""
    view = t.told
    t._panel_for = panel_needs(t)
    # once the last move has landed the game's part has nothing left to say (its last
    # trick, card or total is stale beside "Game over"; the log says how it ended)
    ended = view.outcome is not None and not t.animator.busy
    parts = side.PanelParts(
        plugin_height=lambda width, u: (
            0 if ended or told_by_news(t) else t.plugin.panel_height(width, u, view)
        ),
        status=view.status,
        prompt=t._panel_for[1],
        buttons=t._panel_for[2],
        notice_height=t.overlays.panel_height,
        notice_first=t.landing,  # the news, then the line that goes on from it
        foot=tuple(f"{label} ({key})" for _n, label, key in UTILITY),
        part_fits=t.plugin.stacked_part_fits,
        over=ended,
        guided=t._panel_for[-2],
    )
    scale = getattr(t.app, "ui_scale", 1.0)
    t.lay = side.layout_panel(
        t.panel_rect,
        t.landscape,
        parts,
        view.players,
        scale,
        t.wide,
        t.drawer_u,
        t._panel_for[-1],
        t.plugin.stacked_panel,
    )
    at_100 = side.split_window(t.size, t.plugin.preferred_aspect())[1]
    t.lay.base_u = side.panel_unit(at_100, t.landscape)
    t.phones.layout(t.lay)  # the QR codes of seats waiting for a phone, above the log
    t.overlays.fill(t.lay.notice, t.lay.u)
    t.plugin.layout_panel(t.lay.plugin, t.lay.u, view)
    t.build_targets()


def arrange(t: Placing) -> None:
    """Give each message its place (`overlays.py`) and keep the panel's layout in step
    with what it holds."""
    messages: list[Message] = []
    near = t.plugin.banner_point()
    if t.news.banner is not None:
        line, tint = t.news.banner
        messages.append(Message("news", line, tint, near))
    if t.news.toast is not None:  # a word from the table about now, beside the prompt's
        line, tint = t.news.toast
        messages.append(Message("toast", line, tint, near))
    board = [o for o in t.options.targets if o.kind == "board"]
    tip = t.coach.message(t, board[0].point if board else near)  # by the first option
    if tip is not None:
        messages.append(tip)
    w, h = t.size
    if t.landscape:
        stage = pygame.Rect(4, 4, t.panel_rect.left - 8, h - 8)
    else:
        stage = pygame.Rect(4, 4, w - 8, t.panel_rect.top - 8)
    targets = [*t.options.targets, *t.options.pills, *t.options.alternates]
    key = (id(t.view), tuple(tuple(o.rect) for o in targets), t.animator.busy)
    floor = text_size(t.lay.base_u or t.lay.u)
    least = int(floor * COLUMN_TIP_GROWS)  # a guided tip in the drawer's column (`place`)
    for _ in range(2):  # again when the new layout gives the panel's message a new room
        width, room = used = (message_width(t), notice_room(t))
        t.overlays.arrange(
            messages,
            stage,
            lambda: covered(t),
            t.lay.u,
            width,
            key,
            room,
            floor,  # a message in the panel never smaller than at 100 % text
            lambda: kept_clear(t),
            least,
        )
        if panel_needs(t) == t._panel_for:
            t.overlays.fill(t.lay.notice, t.lay.u)
            break
        layout_panel(t)  # the panel makes room for what it holds now
        if (message_width(t), notice_room(t)) == used:
            break
    tips = [p for p in t.overlays.placed if p.message.kind == "tip" and p.button.width]
    # the tip's button (Skip tutorial) is reached by Tab too (its rect moves with the box)
    t.options.extras = [ButtonSpot("skip", p.message.button, p.button, None) for p in tips]


def message_width(t: Placing) -> int:
    """How wide a message in the panel is set: the prompt's width, or in the two-column
    panel the second column's, where it goes above the move log (the wider column)."""
    lay = t.lay
    if lay.drawer_u:  # (a guided game's: as wide as the log's box, `columns`)
        return lay.notice.width or lay.prompt.width
    if lay.wide and not lay.stacked and not lay.drawer_u:
        return lay.log.width
    if lay.stacked and lay.prompt.left > lay.header.right:
        if t.landing:  # the news: across the panel, above the move log (`columns`)
            return lay.footer.width
        # the words beside a card game's part: a tip under both or under the part
        return lay.notice.width or lay.header.width
    return lay.prompt.width


def notice_room(t: Placing) -> int:
    """How tall a message in the two-column panel may be (0: as tall as it needs): the
    room above the move log in the second column, the players and two lines of the
    log kept, so that a tip at large text takes a smaller size before it pushes the
    players out of the window."""
    lay = t.lay
    if lay.drawer_u:  # one column, the drawer's handle giving way (L still opens the
        # drawer): what the words and the game's part (its legend, RULES K-5) leave, so
        # that a tip grows with the text size as far as the column holds it
        # (each gap as `columns.layout_panel` leaves it: the tip has all the room to
        # the buttons, the log's and the handle's, before its words shrink)
        pad = lay.pad
        words = lay.prompt.height + (lay.status.height + pad // 3 if lay.status.height else 0)
        words += lay.buttons.height + pad // 2 if lay.buttons.height else 0
        need = int(t.plugin.panel_height(lay.prompt.width, lay.u, t.view))
        words += need + pad if need else 0
        # (a guided game's tip: the handle goes before the part is squeezed,
        # `PanelParts.guided`, so the tip has one pad more; else a pad is kept for it)
        end = lay.footer.top - pad
        kept = 0 if guided_column(t) else pad
        return max(lay.u * 3, end - lay.header.bottom - pad - kept - words - pad // 2)
    if lay.stacked and lay.prompt.left > lay.header.right and not t.landing:
        # the words beside a card game's part: a tip across the panel under the part
        # and those words, in the log's room (the log gives way while the tip is up)
        top = lay.notice.top if lay.notice.width else lay.plugin.bottom + lay.pad
        return max(lay.u * 3, lay.footer.top - top - lay.pad)
    if lay.stacked and lay.prompt.left > lay.header.right:
        # the news across the panel above the log (`columns.stacked_layout`): what the
        # log's room leaves, a few of its lines kept in their place
        top = lay.notice.top if lay.notice.height else lay.log.top
        return max(lay.u * 2, lay.footer.top - top - 2 * lay.pad - int(LOG_KEPT * lay.u))
    if lay.stacked:  # across the panel: what the words leave, a few lines of the log kept
        words = lay.prompt.height + lay.status.height + lay.buttons.height + 3 * lay.pad
        return max(lay.u * 3, lay.footer.top - lay.header.bottom - words - 2 * lay.u)
    if not lay.wide:
        return 0
    top = lay.notice.top if lay.notice.height else lay.log.top
    return max(lay.u * 3, lay.players.top - top - 2 * lay.pad - 2 * lay.u)


#: what a message that may `spread` over the play area still never covers
KEPT_CLEAR = ("piece", "card", "pile", "badge")


def kept_clear(t: Placing) -> list[list[pygame.Rect]]:
    """What a message that may spread over the play area (the guided game's tip at 200 %
    text in 800x600) must still not cover, the first that leaves it a place: the
    pieces, cards, piles and seats' badges, and every option a click may take; else
    those but a seat's badge (the pile and the total in the middle of a card game
    matter more than a seat's corner); else the options alone (never a legal move,
    nor the tip's own target: `keep_clear`); and never across the play area's edge
    (its "frame" strips: wholly over the play area or wholly off it)."""
    targets = [*t.options.targets, *t.options.pills, *t.options.alternates]
    regions = t.plugin.regions(t.view)
    options = [o.rect for o in targets] + [r.rect for r in regions if r.kind == "frame"]
    things = [r.rect for r in regions if r.kind in KEPT_CLEAR]
    play = [r.rect for r in regions if r.kind in KEPT_CLEAR and r.kind != "badge"]
    return [things + options, play + options, options]


def covered(t: Placing) -> list[pygame.Rect]:
    """What a message must not cover: the play area's things (the plugin's `regions`)
    and every option a click may take."""
    rects = [r.rect for r in t.plugin.regions(t.view)]
    targets = [*t.options.targets, *t.options.pills, *t.options.alternates]
    return rects + [o.rect for o in targets]


__all__ = ["Placing", "arrange", "covered", "layout_panel", "panel_needs", "prompt_line"]
