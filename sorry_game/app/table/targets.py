"""Where the options of a decision are on the table, and what Tab and a click reach.

Every option the pick controller offers is placed once per settled move:
- on the play area, where the game's plugin locates it (`Target`, kind "board"), with
  aliases where the same choice may also be clicked (kind "alias");
- as a button in the row under the prompt (kind "button" choices: Pass, Continue …);
- as a pill near the last choice, when the plugin cannot place it (a game without a
  plugin is still playable this way).
The table's own buttons (Hint, Undo, Menu) close the panel's footer.

The keyboard focus runs over all of them: Tab in reading order (the play area's row by
row, then the pills, then the buttons), the arrows to the nearest one on the screen in
their direction (any game: a chess board, the Sorry! track, a hand of cards), Down off
the play area into the panel's buttons and Up back to where the focus left it.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any, NamedTuple

import pygame

from sorry_game.app.draw import text_width
from sorry_game.app.table.controller import PickController
from sorry_game.app.table.drawer import CLOSE_WORDS, OPEN_WORDS
from sorry_game.app.table.panel import PanelLayout
from sorry_game.app.table.plugin import TablePlugin, Target
from sorry_game.engine.picking import Choice
from sorry_game.engine.view import View

#: the table's own buttons, after the game's: (name, label, key hint)
UTILITY = (("hint", "Hint", "H"), ("undo", "Undo", "U"), ("menu", "Menu", "Esc"))
#: the answer the P key takes (`inputs.Pass`); shown as "Pass (P)" where it is Pass
PASS = ("button", "pass")
#: more answers than this do not fit the button row: they become pills
MAX_BUTTONS = 4
#: options this much (pixels) further from where the focus starts count as as near:
#: whole-pixel rects round a symmetric middle (d2 and e2 of a chess rank with 61.5 px
#: squares) to one side by a pixel, so the first in reading order takes the tie
NEAR_TIE_PX = 2.0


class ButtonSpot(NamedTuple):
    """A button of the panel: "choice" (one of the game's answers) or a utility."""

    name: str
    label: str
    rect: pygame.Rect
    choice: Choice | None


#: what Tab reaches: ("target", rect, Target) or ("button", rect, (name, choice))
FocusItem = tuple[str, pygame.Rect, Any]
Ident = tuple[str, Hashable]
Point = tuple[float, float]


class Targets:
    """The clickable places of the decision being picked (empty while nobody picks),
    and the keyboard focus among them (shown once Tab or an arrow was pressed)."""

    def __init__(self) -> None:
        self.targets: list[Target] = []
        self.pills: list[Target] = []
        self.alternates: list[Target] = []
        self.buttons: list[ButtonSpot] = []
        #: index into `focus_order()`, and whether the focus ring shows
        self.focus: int | None = None
        self.focus_visible = False
        #: where the focus left the play area for the panel (Up comes back to it)
        self.left_area: int | None = None
        #: buttons of the messages over the table (the tip's Skip tutorial), last in
        #: the focus order (set where the messages are placed, `places.arrange`)
        self.extras: list[ButtonSpot] = []

    def build(
        self,
        plugin: TablePlugin[Any],
        controller: PickController,
        view: View[Any],
        lay: PanelLayout,
        area: pygame.Rect,
        active: bool,
        can_undo: bool,
    ) -> None:
        """Place every option (when `active`: a human picks now) and the utilities."""
        options = controller.options() if active else []
        self.targets, self.pills, self.alternates = [], [], []
        buttons: list[Choice] = []
        loose: list[Choice] = []
        plugin.prepare(controller.chosen if active else [], view)
        for choice in options:
            if choice.kind == "button":
                buttons.append(choice)
                spot = plugin.locate(choice, view)  # the answer may also be on the board
                if spot is not None:
                    self.targets.append(Target(choice, spot.rect, spot.point, "alias"))
                continue
            target = plugin.locate(choice, view)
            if target is None:
                loose.append(choice)
                continue
            self.targets.append(target)
            for kind, key in choice.also:
                alias = plugin.locate(Choice(kind, key, choice.label), view)
                if alias is not None:
                    self.targets.append(Target(choice, alias.rect, alias.point, "alias"))
        if active:
            for choice in controller.alternates():
                target = plugin.locate(choice, view)
                if target is not None:
                    self.alternates.append(target)
        if not answers(buttons):
            loose, buttons = loose + buttons, []
        last = plugin.locate(controller.chosen[-1], view) if controller.chosen else None
        self.pills = place_pills(loose, last.rect if last is not None else None, lay, area)
        over = getattr(view, "outcome", None) is not None
        self.buttons = place_buttons(buttons, lay, can_undo, over)

    def hit(self, pos: tuple[int, int]) -> Target | None:
        """The target under a point: pills first, then the nearest board target (an
        option of this step wins over an alternate of the step before)."""
        for t in self.pills:
            if t.rect.collidepoint(pos):
                return t
        best, best_d = None, 0.0
        for t in [*self.targets, *self.alternates]:
            if t.rect.collidepoint(pos):
                d = (t.point[0] - pos[0]) ** 2 + (t.point[1] - pos[1]) ** 2
                if t in self.alternates:
                    d += 1e9
                if best is None or d < best_d:
                    best, best_d = t, d
        return best

    def button_at(self, pos: tuple[int, int]) -> ButtonSpot | None:
        return next((b for b in self.buttons if b.rect.collidepoint(pos)), None)

    def focus_order(self) -> list[FocusItem]:
        """Everything that Tab reaches, in order: board targets (in reading order: row
        by row from the top, each row from the left), pills, buttons, the messages'
        buttons."""
        board = reading_order([t for t in self.targets if t.kind == "board"])
        items: list[FocusItem] = [("target", t.rect, t) for t in board]
        items += [("target", t.rect, t) for t in self.pills]
        items += [("button", b.rect, (b.name, b.choice)) for b in [*self.buttons, *self.extras]]
        return items

    def cycle(self, step: int) -> None:
        """Tab / Shift+Tab: move the focus in reading order (the first press shows it
        where it starts)."""
        items = self.focus_order()
        if not items:
            self.focus = None
            return
        if self.focus is None or not self.focus_visible:
            self.focus = self.focus % len(items) if self.focus is not None else 0
        else:
            self.focus = (self.focus + step) % len(items)
        self.focus_visible = True

    def move(self, dx: int, dy: int) -> bool:
        """An arrow: the focus goes to the nearest option on the screen in direction
        (dx, dy) (the first press shows it where it starts). Off the play area Down or
        Right goes to the panel's buttons, and Up or Left from them comes back to where
        the focus left the play area (the first answer or utility, in the panel's
        order). False when nothing lies that way."""
        items = self.focus_order()
        if not items:
            self.focus = None
            return False
        if self.focus is None or not self.focus_visible:
            self.cycle(1)
            return True
        here = self.focus % len(items)
        panel = items[here][0] == "button"
        same = [i for i, it in enumerate(items) if (it[0] == "button") == panel]
        best = nearest(items, here, same, dx, dy)
        if best is None and not panel and (dx > 0 or dy > 0):
            buttons = [i for i, it in enumerate(items) if it[0] == "button"]
            if buttons:  # the game's answers first, then the table's own
                best, self.left_area = buttons[0], here
        elif best is None and panel and (dx < 0 or dy < 0):
            area = [i for i, it in enumerate(items) if it[0] != "button"]
            back = self.left_area
            best = back if back in area else (area[0] if area else None)
        if best is None:
            return False
        self.focus = best
        return True

    def start(self, prefer: Sequence[Ident], near: Point | None, visible: bool) -> None:
        """Where the focus starts when a decision (or its next step) opens: on the first
        of `prefer` on offer (the tip's choice, the hint's), else on the option nearest
        `near` (the last thing chosen), else the middle one (the fewest keys from it to
        any other; of two as near within NEAR_TIE_PX the first in reading order), else
        the first button; the ring shows when `visible`
        (the last input was a key). It only points: nothing is taken."""
        self.focus_visible = visible
        items = self.focus_order()
        if not items:
            self.focus = None
            return
        found = self.index_of(prefer)
        area = [i for i, it in enumerate(items) if it[0] == "target"]
        if found is None and area:
            if near is None:  # the middle option: the fewest keys to any other
                centres = [items[i][1].center for i in area]
                near = (
                    sum(x for x, _y in centres) / len(centres),
                    sum(y for _x, y in centres) / len(centres),
                )
            at = near
            dist = {i: _dist2(items[i][1].center, at) ** 0.5 for i in area}
            nearest = min(dist.values())
            found = next(i for i in area if dist[i] <= nearest + NEAR_TIE_PX)
        self.focus = found if found is not None else 0

    def focus_on(self, idents: Sequence[Ident]) -> bool:
        """Put the focus, shown, on the first of `idents` on offer (the hinted choice,
        so that Enter takes it); False when none is."""
        found = self.index_of(idents)
        if found is None:
            return False
        self.focus, self.focus_visible = found, True
        return True

    def index_of(self, idents: Sequence[Ident]) -> int | None:
        """The focus index of the first of `idents` that is on offer, or None."""
        items = self.focus_order()
        for ident in idents:
            for i, item in enumerate(items):
                choice = item_choice(item)
                if choice is not None and choice.ident == ident:
                    return i
        return None

    def at_focus(self) -> FocusItem | None:
        """The item the focus is on, shown or not (None without one)."""
        items = self.focus_order()
        return items[self.focus % len(items)] if self.focus is not None and items else None

    def focused(self) -> FocusItem | None:
        """What has the keyboard focus (None while the ring is hidden)."""
        items = self.focus_order()
        if self.focus is None or not self.focus_visible or not items:
            return None
        return items[self.focus % len(items)]

    def only_option(self) -> Choice | None:
        """The one thing to take when there is exactly one option (Enter takes it)."""
        board = [t.choice for t in [*self.targets, *self.pills] if t.kind != "alias"]
        answers = [b.choice for b in self.buttons if b.choice is not None]
        options = board + answers
        return options[0] if len(options) == 1 else None


def item_choice(item: FocusItem) -> Choice | None:
    """The choice a focus item takes (None for the table's own buttons)."""
    kind, _rect, what = item
    return what.choice if kind == "target" else what[1]


def reading_order(targets: list[Target]) -> list[Target]:
    """`targets` row by row from the top, each row from the left: a row is the targets
    whose centres lie within half a target's height of the row's first."""
    rows: list[list[Target]] = []
    for t in sorted(targets, key=lambda t: t.rect.centery):
        first = rows[-1][0] if rows else None
        if first is not None and abs(t.rect.centery - first.rect.centery) <= max(
            2, min(t.rect.height, first.rect.height) / 2
        ):
            rows[-1].append(t)
        else:
            rows.append([t])
    return [t for row in rows for t in sorted(row, key=lambda t: t.rect.centerx)]


def nearest(
    items: Sequence[FocusItem], here: int, among: Sequence[int], dx: int, dy: int
) -> int | None:
    """The item of `among` nearest to item `here` in direction (dx, dy): its centre
    must lie that way; those within 45 degrees of the direction come first, then the
    least distance along it plus twice the distance across."""
    hx, hy = items[here][1].center
    size = items[here][1].width if dx else items[here][1].height
    best: tuple[tuple[int, float], int] | None = None
    for i in among:
        if i == here:
            continue
        cx, cy = items[i][1].center
        along = (cx - hx) * dx + (cy - hy) * dy
        across = abs((cx - hx) * dy - (cy - hy) * dx)
        if along <= max(1.0, size * 0.1):
            continue
        score = (0 if across <= along else 1, along + 2 * across)
        if best is None or score < best[0]:
            best = (score, i)
    return best[1] if best is not None else None


def _dist2(a: Point, b: Point) -> float:
    return (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2


def answers(options: list[Choice]) -> list[Choice]:
    """The options that are the game's answers in the row of buttons under the prompt
    (Pass, Continue …): none when there are more than the row holds (they are pills)."""
    buttons = [c for c in options if c.kind == "button"]
    return buttons if len(buttons) <= MAX_BUTTONS else []


def place_pills(
    choices: list[Choice], near: pygame.Rect | None, lay: PanelLayout, area: pygame.Rect
) -> list[Target]:
    """Pills for choices no plugin placed: above (or, with no room, below) the target of
    the last choice, never over it; in the middle of the play area when there is none."""
    if not choices:
        return []
    size = max(14, int(lay.u * 1.0))
    h = int(size * 1.9)
    labels = [c.label or str(c.key) for c in choices]
    w = min(max(text_width(label, size, True) for label in labels) + size * 2, area.width - 8)
    box = near if near is not None else pygame.Rect(area.center, (0, 0))
    total = len(choices) * (h + 6) - 6
    top = box.top - h * 0.3 - total
    if top < area.top:
        top = box.bottom + h * 0.3
    out = []
    for i, choice in enumerate(choices):
        r = pygame.Rect(0, 0, w, h)
        r.midtop = (round(box.centerx), round(top + i * (h + 6)))
        r.clamp_ip(area)
        out.append(Target(choice, r, r.center, "pill"))
    return out


def place_buttons(
    choices: list[Choice], lay: PanelLayout, can_undo: bool, over: bool = False
) -> list[ButtonSpot]:
    """The game's answers share the row under the prompt (a long label takes two lines);
    Hint, Undo (when there is a move to take back) and Menu sit in the panel's footer."""
    out: list[ButtonSpot] = []
    gap = lay.pad // 2
    row = lay.buttons
    if choices:
        rows = max(1, lay.button_rows)
        per_row = -(-len(choices) // rows)
        bw = (row.width - gap * (per_row - 1)) // per_row
        bh = (row.height - gap * (rows - 1)) // rows
        for i, choice in enumerate(choices):
            col, line = i % per_row, i // per_row
            r = pygame.Rect(row.left + col * (bw + gap), row.top + line * (bh + gap), bw, bh)
            label = choice.label or str(choice.key)
            if choice.ident == PASS and label == "Pass":
                label = "Pass (P)"  # the key that takes it (under the word where narrow)
            out.append(ButtonSpot("choice", label, r, choice))
    if lay.handle.height > 0:  # the drawer's handle (a small window at large text)
        words = CLOSE_WORDS if lay.drawer.width else OPEN_WORDS
        out.append(ButtonSpot("moves", words, lay.handle, None))
    foot = lay.footer
    # once the game is over there is no move to hint at, nor one to take back: Hint
    # and Undo go (Menu, then Results)
    utility = [
        (n, label, key)
        for n, label, key in UTILITY
        if (n != "undo" or (can_undo and not over)) and (n != "hint" or not over)
    ]
    rows = max(1, lay.footer_rows)
    rh = (foot.height - gap * (rows - 1)) // rows
    per_row = -(-len(utility) // rows)
    for i, (name, label, key) in enumerate(utility):
        line, col = divmod(i, per_row)
        here = min(per_row, len(utility) - line * per_row)  # the last row's buttons share it
        uw = (foot.width - gap * (here - 1)) // here
        r = pygame.Rect(foot.left + col * (uw + gap), foot.top + line * (rh + gap), uw, rh)
        # the key never drops: where "Undo (U)" is too wide, "(U)" goes under "Undo"
        out.append(ButtonSpot(name, f"{label} ({key})", r, None))
    return out
