"""Where things go on the Sorry My Ass! table, from the play area's rectangle.

    +-----------------------------+
    | [seat]                [seat] |   the Sorry! board (round or square), a square at
    |          board               |   the top of the play area; one seat tag per colour
    |          (trick pile         |   at the corner its SAFETY lane points to (round:
    |           in the centre)     |   outside the ring; square: the corners of the free
    | [seat]                [seat] |   centre, around the trick pile)
    +-----------------------------+
    |  the viewer's hand, by rank  |   the hand strip
    +-----------------------------+

Pure geometry (no drawing, no view): the plugin and the tests use the same rectangles.
"""

from __future__ import annotations

import math
from collections.abc import Collection, Sequence
from itertools import groupby

import pygame

from sorry_game.app.draw import font
from sorry_game.app.plugins.board.layout import BoardLayout

#: width / height of the play area: the board plus the hand strip under it
ASPECT = 0.835
#: share of the play area's height for the hand strip (bounded in pixels)
STRIP_SHARE = 0.165
STRIP_SHARE_LARGE = 0.2
STRIP_MIN = 66
STRIP_MAX = 190
#: a still picture's board keeps this share of its area's height at least, where its
#: hand strip grows to the table's cards (`still_strip`)
STILL_BOARD = 0.72
#: the hand: overlap of the cards of one rank and gap between ranks, in card widths
RANK_OVERLAP = 0.34
RANK_OVERLAP_MIN = 0.27
RANK_GAP = 0.16
CARD_RATIO = 1.4
#: the largest card of the hand (wider than this looks like a poster)
HAND_CARD_MAX_W = 112
#: the height of a hand's number key's cap, in lines of its text
KEY_LINE = 1.2


def split_area(
    area: pygame.Rect, labels: float = 1.0, least: int = 0
) -> tuple[pygame.Rect, pygame.Rect]:
    """(board square, hand strip) inside the play area; at a larger Text size (`labels`,
    `TablePlugin.label_scale`) the strip takes a larger share, for the number keys, of
    what a board as wide as the area leaves; `least`: the strip at least this tall (a
    still picture's, `still_strip`)."""
    area = pygame.Rect(area)
    strip_h = max(STRIP_MIN, min(STRIP_MAX, int(area.height * STRIP_SHARE)))
    if labels > 1.0:  # what the board, as wide as the area, leaves (it is no smaller)
        spare = area.height - area.width - max(4, area.height // 120)
        strip_h = max(strip_h, min(STRIP_MAX, int(area.height * STRIP_SHARE_LARGE), spare))
    strip_h = max(strip_h, least)
    gap = max(4, area.height // 120)
    side = max(40, min(area.width, area.height - strip_h - gap))
    board = pygame.Rect(0, 0, side, side)
    board.midtop = (area.centerx, area.top)
    strip = pygame.Rect(area.left, board.bottom + gap, area.width, area.bottom - board.bottom - gap)
    if strip.height > STRIP_MAX:  # a tall area (portrait window): the hand right under
        strip.height = STRIP_MAX
    return board, strip


def colour_corners(lay: BoardLayout) -> dict[int, tuple[int, int]]:
    """colour → (sx, sy) in {-1, 1}²: the board corner its SAFETY lane points to."""
    cx, cy = lay.centre
    out = {}
    for colour in range(4):
        x, y = lay.safety[colour][0].centre
        out[colour] = (1 if x >= cx else -1, 1 if y >= cy else -1)
    return out


def tag_size(side: int) -> tuple[int, int]:
    """A seat tag's size on a round board `side` pixels wide: in its corner outside
    the ring, (0.5 - w)² + (0.5 - h)² ≥ 0.5² with a margin."""
    return round(side * 0.156), round(side * 0.132)


def seat_rects(
    lay: BoardLayout, table: int = 0, room: pygame.Rect | None = None
) -> dict[int, pygame.Rect]:
    """colour → the rectangle of its seat tag (name, cards in hand, title, pass). On a
    round board smaller than the table's (`table`: that board's side, the review's
    moment), each tag keeps the table's size where `room` holds it beside the board:
    moved out from its corner as far as its inner corner clears the ring (at the
    moment's board's size its title was 6-8 px of ink beside the table's 10)."""
    d = lay.rect.width
    corners = colour_corners(lay)
    out: dict[int, pygame.Rect] = {}
    if lay.style == "round":
        w, h = tag_size(d)
        inset = max(2, d // 200)
        box = lay.rect.inflate(-2 * inset, -2 * inset)
        for colour, (sx, sy) in corners.items():
            r = pygame.Rect(0, 0, w, h)
            if sx < 0:
                r.left = box.left
            else:
                r.right = box.right
            if sy < 0:
                r.top = box.top
            else:
                r.bottom = box.bottom
            large = _beside(lay, r, (sx, sy), tag_size(table), room) if table > d else None
            out[colour] = large or r
        return out
    # square: the free centre of the board (between the four HOME circles) holds the
    # trick pile in the middle and the four tags in its corners
    c = d / 16
    lo, hi = lay.rect.left + 4.05 * c, lay.rect.left + 11.95 * c
    top, bottom = lay.rect.top + 4.05 * c, lay.rect.top + 11.95 * c
    w, h = round(3.05 * c), round(2.3 * c)
    for colour, (sx, sy) in corners.items():
        r = pygame.Rect(0, 0, w, h)
        if sx < 0:
            r.left = round(lo)
        else:
            r.right = round(hi)
        if sy < 0:
            r.top = round(top)
        else:
            r.bottom = round(bottom)
        out[colour] = r
    return out


def tag_parts(r: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
    """(name row, cards row, chips row) of the seat tag `r`."""
    pad = max(2, round(r.height * 0.06))
    inner = r.inflate(-2 * pad, -2 * pad)
    name_h = round(inner.height * 0.3)
    chips_h = round(inner.height * 0.27)
    name = pygame.Rect(inner.left, inner.top, inner.width, name_h)
    chips = pygame.Rect(inner.left, inner.bottom - chips_h, inner.width, chips_h)
    cards = pygame.Rect(
        inner.left, name.bottom + 1, inner.width, max(4, chips.top - name.bottom - 2)
    )
    return name, cards, chips


def _beside(
    lay: BoardLayout,
    own: pygame.Rect,
    corner: tuple[int, int],
    size: tuple[int, int],
    room: pygame.Rect | None,
) -> pygame.Rect | None:
    """A tag of `size` at the corner (`corner`: its signs) where the tag `own` stands,
    level with it and moved out sideways until its inner corner clears the ring (with
    the margin `own` keeps from it), inside `room`; None where `room` does not hold it."""
    w, h = size
    if room is None or w <= own.w or h <= own.h:
        return None
    (sx, sy), (cx, cy) = corner, lay.centre
    r = pygame.Rect(0, 0, w, h)
    if sy < 0:
        r.top = own.top
    else:
        r.bottom = own.bottom
    radius = lay.rect.width / 2
    # the margin the corner's own tag keeps from the ring at its inner corner
    inner = (own.right if sx < 0 else own.left, own.bottom if sy < 0 else own.top)
    margin = math.dist(inner, (cx, cy)) - radius
    y = r.bottom if sy < 0 else r.top  # the tag's inner edge's row
    dy = abs(y - cy)
    reach = math.sqrt(max(0.0, (radius + margin) ** 2 - dy * dy))  # the ring's half width there
    if sx < 0:
        r.right = min(own.right, math.floor(cx - reach))
    else:
        r.left = max(own.left, math.ceil(cx + reach))
    return r if room.contains(r) else None


def tag_card(r: pygame.Rect) -> pygame.Rect:
    """Where a card arrives at (or leaves) the seat tag `r`."""
    _n, cards, _c = tag_parts(r)
    h = cards.height
    card = pygame.Rect(0, 0, max(6, round(h / 1.4)), h)
    card.midleft = (cards.left + round(h * 0.2), cards.centery)
    return card


def pile_card(lay: BoardLayout) -> pygame.Rect:
    """The size and place of one card of the trick pile (centred on the board)."""
    d = lay.rect.width
    w = d * 0.112 if lay.style == "round" else d / 16 * 2.15
    r = pygame.Rect(0, 0, round(w), round(w * CARD_RATIO))
    r.center = (round(lay.centre[0]), round(lay.centre[1]))
    return r


def pile_clear(lay: BoardLayout, card: pygame.Rect) -> pygame.Rect:
    """`card` (`pile_card`) clear of the HOME tags above and below it, by a gap one
    sees, its shadow included: at 800x600 200 % text Blue's HOME tag sat a pixel under
    the trick's card and its shadow (read as covered). Up or down where that leaves
    every tag clear, else a little smaller, about its centre."""
    from sorry_game.app.plugins.board.paint import tag_rect  # the tags the board draws

    tags = [tag_rect("home", lay.home[colour], lay) for colour in range(4)]
    gap = max(4, card.width // 8)
    shadow = max(2, card.width // 24)  # (`draw_card`'s, down and right)

    def clear(r: pygame.Rect) -> bool:
        body = pygame.Rect(r.left, r.top, r.width + shadow, r.height + shadow)
        return not any(body.inflate(2 * gap, 2 * gap).colliderect(t) for t in tags)

    if clear(card):
        return card
    for shift in range(1, card.height // 4):
        for moved in (card.move(0, -shift), card.move(0, shift)):
            if clear(moved):
                return moved
    r = pygame.Rect(card)
    ratio = card.height / max(1, card.width)
    while r.width > card.width * 0.7 and not clear(r):
        r = pygame.Rect(0, 0, r.width - 1, round((r.width - 1) * ratio))
        r.center = card.center
    return r


def pile_room(lay: BoardLayout, card: pygame.Rect) -> int:
    """How wide the trick pile may be around `card` without covering a HOME circle's
    tag beside it (a small board's tags come close: Yellow's HOME was covered); 0: no
    limit."""
    from sorry_game.app.plugins.board.paint import tag_rect  # the tags the board draws

    room = 0
    for colour in range(4):
        tag = tag_rect("home", lay.home[colour], lay)
        if tag.bottom <= card.top - 6 or tag.top >= card.bottom + 6:
            continue  # not beside the pile
        gap = card.centerx - tag.right if tag.centerx < card.centerx else tag.left - card.centerx
        width = 2 * (gap - 4)
        room = width if not room else min(room, width)
    return max(card.width, room) if room else 0


def fan_rects(
    base: pygame.Rect, count: int, max_spread: float = 0.55, room: int = 0, least: int = 0
) -> list[pygame.Rect]:
    """`count` cards of one play fanned left to right around `base`'s centre, spreading
    at most `max_spread` card widths in all — or `least` pixels a card where more (each
    card's corner number seen whole: `cardart.index_end`) — and within `room` pixels
    (0: no limit)."""
    count = max(1, count)
    step = 0 if count == 1 else min(base.width * 0.2, base.width * max_spread / (count - 1))
    if count > 1:
        step = max(step, least)
    if room and count > 1:
        step = max(0.0, min(step, (room - base.width) / (count - 1)))
    total = base.width + step * (count - 1)
    x0 = base.centerx - total / 2
    return [
        pygame.Rect(round(x0 + i * step), base.top, base.width, base.height) for i in range(count)
    ]


class HandGroup:
    """The cards of one rank in the viewer's hand: where they are drawn and clicked."""

    __slots__ = (
        "card",
        "count",
        "rect",
        "step",
        "card_w",
        "card_h",
        "words",
        "below",
        "tray",
        "keys_room",
    )

    def __init__(
        self, card: int, count: int, rect: pygame.Rect, step: int, cw: int, ch: int
    ) -> None:
        #: its number key's and badge's scale (`TablePlugin.label_scale`)
        self.words = 1.0
        #: the room under its cards for its number key, in pixels
        self.below = 0
        #: the hand's strip (its tray): the rings round the rank stay inside it
        self.tray = pygame.Rect(rect)
        #: how much taller the cards' room would be without the number keys' grown
        #: room under them (1.0 at 100 % text): what the corner ranks make up for
        self.keys_room = 1.0
        self.card = card
        self.count = count
        self.rect = rect
        self.step = step
        self.card_w = cw
        self.card_h = ch

    def card_rects(self) -> list[pygame.Rect]:
        return [
            pygame.Rect(self.rect.left + i * self.step, self.rect.top, self.card_w, self.card_h)
            for i in range(self.count)
        ]


def card_room(height: int, labels: float = 1.0, framed: int = 0) -> tuple[int, int, float, int]:
    """A hand strip `height` px tall: (the room above its cards for the chosen rank to
    rise, the room below for the number keys and a still picture's frame, how much
    taller the cards would be without the keys' grown room, the cards' height)."""
    rise = max(5, int(height * 0.1))
    below = max(9, int(height * 0.13))
    if labels > 1.0:  # the number keys' grown size (`hand.key_size`) under the cards,
        # not over their lower edge (issue 39: at 800x600 200 % keys 1-4 covered it);
        # a quarter of the strip at most, the cards keep the rest
        key = max(8.0, min(13.0, (height - rise - below) * 0.16)) * labels
        below = max(below, min(round(font(key).get_linesize()) + 3, height // 4))
    keys_room = (height - rise - max(9, int(height * 0.13))) / max(1, height - rise - below)
    below += framed  # (a frame under the keys)
    return rise, below, keys_room, height - rise - below


def still_strip(area: pygame.Rect, table: pygame.Rect, labels: float, framed: int) -> int:
    """The hand strip's height in a still picture of the table (the review's moment, its
    board smaller than the table's, `framed` px round a framed rank) drawn in `area`
    beside the table's own play area `table`: as tall as its cards stand as tall as the
    table's own hand, the board keeping `STILL_BOARD` of the area's height (at 800x600
    200 % the moment's cards shrank to 30 px beside the table's 43)."""
    table_labels = max(1.0, labels * min(area.size) / max(1, min(table.size)))
    want = card_room(split_area(table, table_labels)[1].height, table_labels)[3]
    h = split_area(area, labels)[1].height
    most = max(h, int(area.height * (1 - STILL_BOARD)))
    while h < most and card_room(h, labels, framed)[3] < want:
        h += 1
    return h


def hand_groups(
    strip: pygame.Rect,
    hand: Sequence[int],
    labels: float = 1.0,
    framed: int = 0,
    around: Collection[object] = (),
) -> list[HandGroup]:
    """The hand (card values, low to high) as rank groups in the strip: the cards of a
    rank overlap, ranks stand apart; room above for the chosen rank to rise and below
    for the number keys (`labels`: their scale, `TablePlugin.label_scale`). `framed`:
    the room a still picture's frame takes round each rank in `around`
    (`TablePlugin.frame_room`, `frame_keys`): such a rank stands that much further from
    its neighbours, and an "x2" badge's overhang more on its right, so that its frame
    crosses no other card (the review's moment framed the 5 through the 7)."""
    groups = [(card, len(list(g))) for card, g in groupby(hand)]
    if not groups:
        return []
    rise, below, keys_room, ch = card_room(strip.height, labels, framed)
    cw = min(HAND_CARD_MAX_W, ch / CARD_RATIO)
    g = len(groups)
    # the pixels between ranks besides the share of a card: a frame's room on each side
    # of a framed rank, and its badge's overhang (`chip_size`: a quarter of a card)
    out_right = framed + int(ch * 0.25 * 0.6) + 2
    apart = (
        [
            (out_right if a in around else 0) + (framed if b in around else 0)
            for (a, _n), (b, _m) in zip(groups, groups[1:], strict=False)
        ]
        if framed
        else [0] * (g - 1)
    )
    width = strip.width - 2 * max(6, strip.width // 60) - sum(apart)
    extra = sum(n for _c, n in groups) - g

    def need(card_w: float, overlap: float) -> float:
        return card_w * (g + extra * overlap + (g - 1) * RANK_GAP)

    overlap = RANK_OVERLAP
    if need(cw, overlap) > width and extra:
        overlap = max(RANK_OVERLAP_MIN, (width / cw - g - (g - 1) * RANK_GAP) / extra)
    if need(cw, overlap) > width:
        cw = width / (g + extra * overlap + (g - 1) * RANK_GAP)
    cw_i = max(8, int(cw))
    ch_i = min(int(cw_i * CARD_RATIO), ch)
    step = max(3, int(cw_i * overlap))
    gap = max(3, int(cw_i * RANK_GAP))
    total = sum(cw_i + (n - 1) * step for _c, n in groups) + gap * (g - 1) + sum(apart)
    x = strip.centerx - total // 2
    top = strip.top + rise + max(0, (ch - ch_i) // 2)
    out = []
    for i, (card, n) in enumerate(groups):
        w = cw_i + (n - 1) * step
        group = HandGroup(card, n, pygame.Rect(x, top, w, ch_i), step, cw_i, ch_i)
        group.words = labels
        group.keys_room = keys_room
        group.below = strip.bottom - group.rect.bottom - 1 - framed
        group.tray = pygame.Rect(strip)
        out.append(group)
        x += w + gap + (apart[i] if i < g - 1 else 0)
    return out


def panel_rects(rect: pygame.Rect, unit: int) -> tuple[pygame.Rect, pygame.Rect]:
    """(card, text) of the side panel's part: the card in question and the words beside."""
    cw = min(int(rect.height / 1.4), int(rect.width * 0.24))
    card = pygame.Rect(rect.left, rect.top, cw, int(cw * 1.4))
    text = pygame.Rect(
        rect.left + cw + unit // 2, rect.top, rect.width - cw - unit // 2, rect.height
    )
    return card, text


__all__ = [
    "ASPECT",
    "HandGroup",
    "colour_corners",
    "fan_rects",
    "pile_room",
    "hand_groups",
    "pile_card",
    "seat_rects",
    "panel_rects",
    "split_area",
    "still_strip",
    "tag_card",
    "tag_parts",
]
