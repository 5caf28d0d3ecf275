"""Where a message goes on the table: one rule for every overlay.

The news of a move (a forfeit, a steal, a win, the end of the game) and the tips (the
guided game's and the tips overlay's) never cover what matters on the table: a piece,
a card, a pile, a seat's badge, a label (what the game's plugin lists in `regions`) or
an option to click (the table's targets). The rule, the same for every game:

1. the nearest free place to where the message belongs (the plugin's `banner_point`,
   the thing a tip points at), in the window left of the side panel: the play area's
   free parts and the window's margins beside it;
2. where there is none, the side panel, which makes room for it above the move log;
3. the guided game's tip (`Message.spread`), where the panel would set it smaller than
   its size (the drawer's one column, 200 % text at 800x600): in the column still, in
   the room of the prompt, the log and the drawer's handle (which give way to it), at
   the largest size that fits there, never below `place`'s `least` (1.15 times its
   100 % size, `places.COLUMN_TIP_GROWS`): over the play area it hid a quarter of the
   board it teaches; only where even that does not fit, over the play area in its
   smallest box, covering squares and labels but never a piece, a card, a pile or an
   option where that leaves a place, and never an option nor the thing it points at.

A box is tried on one line and wrapped in two, three or four balanced lines (narrow
boxes fit between things, never so narrow that a word or a group breaks); one more
line costs a little distance, so a message reads in one line wherever one line fits
nearly as well. A message keeps its place while it
is up and what it must not cover stays the same.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import pygame

from sorry_game.app.draw import text_width, wrap_balanced
from sorry_game.app.draw.typeset import bad_breaks

RGB = tuple[int, int, int]
Point = tuple[float, float]

#: the most lines a message may take on the table (more goes to the panel), and a
#: message that may spread over the play area's squares and labels (`Message.spread`)
MAX_LINES = 4
SPREAD_LINES = 7
#: an extra line costs as much as this many text heights of distance
LINE_COST = 3.0


@dataclass(frozen=True)
class Message:
    """A message that wants a place: its words, whom it is about, where it belongs."""

    #: "news" (what a move did) or "tip" (what to do now)
    kind: str
    text: str
    #: its edge: the colour of whom it is about (None: the theme's highlight)
    colour: RGB | None
    #: where it belongs: as near to this as a free place allows
    near: Point
    #: a button inside the box (Skip tutorial), "" for none
    button: str = ""
    #: more that this message must not cover (the thing a tip points at)
    keep_clear: tuple[tuple[int, int, int, int], ...] = ()
    #: where the panel would shrink its words (200 % text at 800x600), it may go over
    #: the play area's squares and labels instead (the guided game's tip: never over
    #: a piece, a card, a pile or an option; `place`'s `loose`)
    spread: bool = False


@dataclass
class Placed:
    """A message with its place: a box on the table, or (in_panel) the panel's slot,
    whose rectangle the panel's layout gives."""

    message: Message
    rect: pygame.Rect
    lines: list[str]
    size: int
    in_panel: bool
    #: the box's button (Skip tutorial), zero-sized without one
    button: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))


def text_size(unit: int) -> int:
    """A message's text size: the panel's body size."""
    return max(12, int(unit * 1.0))


def box_metrics(size: int) -> tuple[int, int]:
    """(padding, line height) of a message box whose text is `size`."""
    return max(6, size // 2), int(size * 1.35)


def button_width(label: str, size: int) -> int:
    pad, _lh = box_metrics(size)
    return text_width(label, size * 0.85, True) + pad * 2 if label else 0


@dataclass(frozen=True)
class Shape:
    """One way to lay out a message's words: its lines and the box they need."""

    lines: tuple[str, ...]
    width: int
    height: int
    #: the button's width (0: none), beside the words (True) or under them
    button: int = 0
    beside: bool = False


def shapes(text: str, size: int, room: int, button: str = "", most: int = MAX_LINES) -> list[Shape]:
    """The ways `text` fits a box at most `room` wide: one line, then balanced wraps
    in more lines (each line count once, the button beside or under the words), up to
    `most` lines."""
    pad, _line_h = box_metrics(size)
    bw = button_width(button, size)
    out: list[Shape] = []
    seen: set[tuple[int, bool]] = set()
    one = max(text_width(part, size) for part in text.split("\n"))  # headlines: a line each
    for n in range(1, most + 1):
        for beside in (True, False) if bw else (False,):
            text_room = room - pad * 2 - (bw + pad if beside else 0)
            if text_room < size * 3:
                continue
            lines = wrap_balanced(text, size, min(text_room, math.ceil(one / n) + size * 2))
            used = max(text_width(line, size) for line in lines)
            if len(lines) > most or (len(lines), beside) in seen or used > text_room:
                continue
            if not clean(text, lines):
                continue  # a box so narrow that it breaks a word or a group: not a shape
            seen.add((len(lines), beside))
            width = max(used + pad * 2 + (bw + pad if beside else 0), bw + pad * 2)
            out.append(boxed(lines, width, size, bw, beside))
    return out


def clean(text: str, lines: Sequence[str]) -> bool:
    """Whether `lines` break `text` only where a typesetter would: no word split, no
    group (a parenthesis, a quote) broken, nothing before punctuation."""
    if " ".join(lines).split() != text.split():
        return False
    rest = list(lines)
    for para in text.split("\n"):  # (a headline a paragraph: its lines follow each other)
        words, mine = len(para.split()), list[str]()
        while rest and sum(len(line.split()) for line in mine) < words:
            mine.append(rest.pop(0))
        if bad_breaks(mine):
            return False
    return True


def boxed(lines: list[str], width: int, size: int, button: int, beside: bool) -> Shape:
    """The box of `lines` `width` wide: the lines and the padding, and the button
    (`button` px wide, 0 for none) beside the words or under them."""
    pad, line_h = box_metrics(size)
    height = len(lines) * line_h + pad * 2
    if button:
        button_h = int(size * 1.7)
        height = max(height, button_h + pad * 2) if beside else height + button_h + pad
    return Shape(tuple(lines), width, height, button, beside)


def free_spot(
    size: tuple[int, int],
    stage: pygame.Rect,
    blocked: Sequence[pygame.Rect],
    near: Point,
    step: int,
) -> tuple[pygame.Rect, float] | None:
    """The place for a box of `size` inside `stage` that touches none of `blocked`,
    nearest to `near` (its centre's distance); None when there is none.

    Rows are tried every `step` pixels, nearest first; in a row the free runs between
    the blocked rectangles are exact, and the box goes as near `near` as its run
    allows. A row farther than the best place found so far ends the search."""
    w, h = size
    if w > stage.width or h > stage.height:
        return None
    nx, ny = near
    top, bottom = stage.top, stage.bottom - h
    ys = {*range(top, bottom + 1, step), bottom, min(max(round(ny - h / 2), top), bottom)}
    rows = sorted(ys, key=lambda y: abs(y + h / 2 - ny))
    spans = [(r.top, r.bottom, r.left, r.right) for r in blocked]
    best: tuple[float, int, int] | None = None
    for y in rows:
        dy = abs(y + h / 2 - ny)
        if best is not None and dy >= best[0]:
            break
        cuts = sorted((left, right) for t, b, left, right in spans if t < y + h and b > y)
        x = stage.left
        for left, right in [*cuts, (stage.right, stage.right)]:
            left = min(left, stage.right)  # (a thing beyond the stage: the run ends at its edge)
            if left - x >= w:
                bx = round(min(max(nx - w / 2, x), left - w))
                d = math.hypot(bx + w / 2 - nx, dy)
                if best is None or d < best[0]:
                    best = (d, bx, y)
            x = max(x, right)
    if best is None:
        return None
    d, bx, by = best
    return pygame.Rect(bx, by, w, h), d


def place(
    message: Message,
    stage: pygame.Rect,
    blocked: Sequence[pygame.Rect],
    unit: int,
    panel_width: int,
    panel_room: int = 0,
    floor: int = 0,
    loose: Sequence[Sequence[pygame.Rect]] = (),
    least: int = 0,
) -> Placed:
    """Where `message` goes: the nearest free place on `stage` (the window left of, or
    above, the side panel) that touches nothing in `blocked`, in the shape that is
    nearest counting a little for each extra line; else the panel (at most
    `panel_room` tall there, when given, its text never below `floor`). A message that
    may `spread`, which the panel would set smaller than its size, stays in the panel
    where it fits there at `least` or larger (the guided game's tip at 200 % text in
    800x600: over the play area it covered a quarter of the board it teaches); else
    it goes at its size where it touches nothing of the first of `loose` that leaves
    it a place (the pieces, cards, piles and options; then the options alone) rather
    than shrink below `least` (issue 39)."""
    size = text_size(unit)
    placed = on_stage(message, stage, blocked, unit, size)
    if placed is not None:
        return placed
    placed = in_panel(message, size, panel_width, panel_room, floor)
    if message.spread and placed.size < size:
        column = largest_in_panel(message, size, panel_width, panel_room, max(floor, least))
        if column is not None:
            return column
        for kept in loose:
            spot = smallest_on_stage(message, stage, kept, unit, size, max(floor, least))
            if spot is not None:
                return spot
    return placed


def smallest_on_stage(
    message: Message,
    stage: pygame.Rect,
    blocked: Sequence[pygame.Rect],
    unit: int,
    size: int,
    least: int,
) -> Placed | None:
    """`message` over the play area where the panel has no room for it: the smallest
    box (its size from `size` down to `least`, in at most SPREAD_LINES lines) that finds
    a place touching nothing in `blocked`, so that it hides as little of the table as
    it can; None where none does."""
    best: Placed | None = None
    for px in sorted({size, *range(least, size, 2)}, reverse=True):
        spot = on_stage(message, stage, blocked, unit, px, SPREAD_LINES, smallest=True)
        if spot is not None and (best is None or area(spot.rect) < area(best.rect)):
            best = spot
    return best


def area(rect: pygame.Rect) -> int:
    return rect.width * rect.height


def on_stage(
    message: Message,
    stage: pygame.Rect,
    blocked: Sequence[pygame.Rect],
    unit: int,
    size: int,
    most: int = MAX_LINES,
    smallest: bool = False,
) -> Placed | None:
    """`message` at `size` in the nearest free place on `stage` that touches nothing
    in `blocked` (nor its `keep_clear`), in at most `most` lines (`smallest`: in the
    shape of the smallest box that finds one), or None where there is none."""
    gap = max(3, unit // 3)
    clear = [r.inflate(gap * 2, gap * 2) for r in blocked]
    clear += [pygame.Rect(r).inflate(gap * 2, gap * 2) for r in message.keep_clear]
    room = min(stage.width, max(unit * 30, int(stage.width * 0.8)))
    best: tuple[float, pygame.Rect, Shape] | None = None
    step = max(4, unit // 3)
    for shape in shapes(message.text, size, room, message.button, most):
        spot = free_spot((shape.width, shape.height), stage, clear, message.near, step)
        if spot is None:
            continue
        rect, dist = spot
        score = dist + LINE_COST * size * (len(shape.lines) - 1)
        if smallest:
            score = float(area(rect)) + dist / 1000
        if best is None or score < best[0]:
            best = (score, rect, shape)
    if best is None:
        return None
    _score, rect, shape = best
    return Placed(message, rect, list(shape.lines), size, False, _button(rect, shape, size))


#: the smallest text a message in the panel takes to fit its room (pixels)
MIN_PANEL_SIZE = 12


def in_panel(message: Message, size: int, width: int, room: int = 0, floor: int = 0) -> Placed:
    """`message` in the side panel's slot (`width` wide): its lines and height there;
    the panel's layout gives its place (`Placed.rect`'s position). A box taller than
    `room` (a long tip at 200 % text in a narrow column) takes a smaller size, down to
    `floor` (its size at 100 % text: never smaller than there) or MIN_PANEL_SIZE,
    rather than push the panel's other parts out of the window."""
    placed = _in_panel(message, size, width)
    floor = min(size, floor or MIN_PANEL_SIZE)
    while room and placed.rect.height > room and size > floor:
        size = max(floor, int(size * 0.9))
        placed = _in_panel(message, size, width)
    return placed


def largest_in_panel(
    message: Message, size: int, width: int, room: int, least: int
) -> Placed | None:
    """`message` in the panel's slot at the largest size from `size` down to `least`
    whose box is at most `room` tall (a pixel at a time: the guided tip in the drawer's
    column, where a tenth less was often a line too many); None where none is."""
    for px in range(size, least - 1, -1):
        placed = _in_panel(message, px, width)
        if not room or placed.rect.height <= room:
            return placed
    return None


def _in_panel(message: Message, size: int, width: int) -> Placed:
    pad, _line_h = box_metrics(size)
    bw = button_width(message.button, size)
    beside = bool(bw) and width - bw - pad * 3 >= size * 12
    text_room = max(40, width - pad * 2 - (bw + pad if beside else 0))
    shape = boxed(wrap_balanced(message.text, size, text_room), width, size, bw, beside)
    rect = pygame.Rect(0, 0, width, shape.height)
    return Placed(message, rect, list(shape.lines), size, True, _button(rect, shape, size))


def _button(rect: pygame.Rect, shape: Shape, size: int) -> pygame.Rect:
    """The button's rectangle in a box at `rect`: at the right, beside the words or
    under them (zero-sized without a button)."""
    if not shape.button:
        return pygame.Rect(0, 0, 0, 0)
    pad, _lh = box_metrics(size)
    hit = pygame.Rect(0, 0, shape.button, int(size * 1.7))
    if shape.beside:
        hit.midright = (rect.right - pad, rect.centery)
    else:
        hit.bottomright = (rect.right - pad, rect.bottom - pad)
    return hit


class Overlays:
    """The messages over the table and their places, kept while nothing they depend on
    changes (the box never wanders while it is up)."""

    def __init__(self) -> None:
        self.placed: list[Placed] = []
        self._key: tuple[object, ...] | None = None

    def arrange(
        self,
        messages: Sequence[Message],
        stage: pygame.Rect,
        blocked: Callable[[], list[pygame.Rect]],
        unit: int,
        panel_width: int,
        key: tuple[object, ...],
        panel_room: int = 0,
        floor: int = 0,
        loose: Callable[[], list[list[pygame.Rect]]] | None = None,
        least: int = 0,
    ) -> None:
        """Place `messages` (each avoiding the ones placed before it); `blocked` (and
        `loose`, what a message that may `spread` must still not cover) is asked only
        when something changed (`key`: what the places depend on besides the
        messages); `least`: the smallest such a message takes in the panel."""
        full = (tuple(messages), tuple(stage), unit, panel_width, key, panel_room, floor, least)
        if full == self._key:
            return
        self._key = full
        taken = blocked() if messages else []
        spread = loose() if loose is not None and any(m.spread for m in messages) else []
        self.placed = []
        for message in messages:
            spot = place(message, stage, taken, unit, panel_width, panel_room, floor, spread, least)
            self.placed.append(spot)
            if not spot.in_panel:
                taken = [*taken, spot.rect]
                spread = [[*kept, spot.rect] for kept in spread]

    def panel_key(self) -> tuple[tuple[str, int], ...]:
        return tuple((p.message.text, p.rect.height) for p in self.placed if p.in_panel)

    def in_panel(self) -> list[Placed]:
        return [p for p in self.placed if p.in_panel]

    def on_table(self) -> list[Placed]:
        return [p for p in self.placed if not p.in_panel]

    def panel_height(self, width: int, unit: int) -> int:
        """The room the panel's messages take (their boxes and the gaps between)."""
        boxes = self.in_panel()
        gap = max(4, unit // 3)
        return sum(p.rect.height for p in boxes) + gap * max(0, len(boxes) - 1)

    def fill(self, slot: pygame.Rect, unit: int) -> None:
        """Stack the panel's messages in the panel's `slot`, top down."""
        y = slot.top
        for p in self.in_panel():
            move_to(p, (slot.left, y))
            p.rect.width = slot.width
            y = p.rect.bottom + max(4, unit // 3)


def covered_share(box: pygame.Rect, area: pygame.Rect) -> float:
    """The share of `area` (0..1) that a message's `box` covers: how much of the board
    the guided game's tip hides (`bench/layout.py`; its test keeps it under a tenth)."""
    if area.width <= 0 or area.height <= 0:
        return 0.0
    over = box.clip(area)
    return over.width * over.height / (area.width * area.height)


def move_to(placed: Placed, topleft: tuple[int, int]) -> None:
    """Put a panel message at `topleft` (its button moves with it)."""
    dx, dy = topleft[0] - placed.rect.left, topleft[1] - placed.rect.top
    placed.rect.move_ip(dx, dy)
    placed.button.move_ip(dx, dy)


__all__ = [
    "MAX_LINES",
    "Message",
    "Overlays",
    "Placed",
    "Shape",
    "covered_share",
    "free_spot",
    "in_panel",
    "largest_in_panel",
    "move_to",
    "place",
    "shapes",
    "text_size",
]
