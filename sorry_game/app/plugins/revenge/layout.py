"""Where everything of the Sorry! Revenge tableau goes, from the play area's size.

    Tableau(area, players, bottom)

The seat at the bottom (the viewer, or seat 0 for a spectator) has its hand fanned
along the bottom edge and its name and pawn cards in the bottom-left corner; the other
seats sit around the felt in the order of play, clockwise on the screen (seat order,
direction +1): with four players left, top, right; with three left and right; with two
at the top. The felt in the middle holds the draw pile, the play pile, the running total
and the discard; a strip at its top is kept free for the table's banners.

Every size derives from the area, so the tableau reads the same at 800x600 and at
1920x1080; nothing here draws. Also here: the viewer's hand as slots (`hand_groups`),
model positions of tokens in flight as rects (`Tableau.pos_rect`), and the side
panel's card and text (`panel_rects`).
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import pygame

from sorry_game.app.draw import font, text_scale, text_width, wrap_balanced
from sorry_game.app.plugins.revenge.cards import CARD_RATIO, PAWN_RATIO
from sorry_game.engine.view import View
from sorry_game.games.revenge.cards import BY_CODE
from sorry_game.games.revenge.view import RevengeView

#: the hand's cards are made at most this much smaller to stand apart (`hand_rects`)
HAND_SHRINK = 0.85
#: a fanned card shows at least this share of its width (the moment's framed cards
#: standing apart leave the others that much, else all are a little smaller)
FAN_LEAST = 0.3

#: where the seats after the bottom one sit, by player count (clockwise on screen)
SIDES: dict[int, tuple[str, ...]] = {
    2: ("bottom", "top"),
    3: ("bottom", "left", "right"),
    4: ("bottom", "left", "top", "right"),
}

#: how far the total's dial's rings reach, in its radius (its highlight ring, a mark's
#: ring: `centre.py` keeps cards 1.2 radii clear of it)
DIAL_RING = 1.2


def ring(radius: int) -> int:
    """The dial's reach from its centre: its radius and its rings (`DIAL_RING`)."""
    return math.ceil(radius * DIAL_RING)


@dataclass
class SeatSpot:
    """One seat's block: name line, four pawn cards, the backs of its hand."""

    seat: int
    side: str
    rect: pygame.Rect
    name: pygame.Rect
    pawns: list[pygame.Rect]
    #: the centre and card size of the fan of backs (the hand as others see it)
    backs: pygame.Rect
    back_w: int
    #: where the hand-count words go (midleft or midtop anchor, see `count_anchor`)
    count_pos: tuple[int, int]
    count_anchor: str

    def fan(self, n: int) -> list[pygame.Rect]:
        """The rects of a fan of `n` backs (at most 7 drawn): centred under a side
        seat's pawn cards, from the left beside the top seat's."""
        shown = max(0, min(n, 7))
        dx = round(self.back_w * 0.3)
        b = self.backs
        x0 = b.left
        if self.side != "top":
            x0 = b.centerx - (b.width + dx * max(0, shown - 1)) // 2
        return [pygame.Rect(x0 + j * dx, b.top, b.width, b.height) for j in range(shown)]


#: a number key's cap, in lines of its text (`draw_keycap`)
KEY_LINE = 1.2
#: the cards a tall tableau's hand holds side by side (more overlap a little): six
#: distinct cards as large as the width allows (a hand holds 7 at most)
TALL_SLOTS = 6
#: the share of their height the draw pile and the discard give to larger counts (the
#: hand's cards give none: their faces' words would be smaller than at 100 %)
CARD_GIVES = 0.1


@dataclass
class Tableau:
    area: pygame.Rect
    players: int
    bottom: int
    seats: dict[int, SeatSpot] = field(default_factory=dict)
    #: the words this much larger than the area's own scale (`TablePlugin.word_scale`):
    #: a play area made smaller for large text keeps them at their 100 % size
    word_scale: float = 1.0
    #: the labels (piles' counts, number keys, "x2" tags) this much larger than the
    #: area's own scale (`TablePlugin.label_scale`): the whole Text size
    label_scale: float = 1.0
    #: how much larger than at 100 % text the words are drawn (`word_scale` over the
    #: part that only keeps their 100 % size): the total's dial grows as far as the
    #: felt holds it
    more: float = 1.0
    #: the room a still picture's frame takes round a card (`TablePlugin.frame_room`):
    #: the hand, as large, stands that much clear of the table's bottom edge (the
    #: review moment's frame round a card there was cut by the edge, onto the card)
    framed: int = 0
    #: the cards (codes) such a picture frames (`TablePlugin.frame_keys`): they stand
    #: `framed` further from their neighbours (`hand_rects`)
    framed_codes: frozenset[str] = frozenset()

    def __post_init__(self) -> None:
        a = self.area
        W, H = a.width, a.height
        k = min(W, H * 1.15)
        self.k = k
        self.pad = pad = max(4, round(k * 0.014))
        self.gap = max(3, round(k * 0.011))
        sides = SIDES.get(self.players, SIDES[4])
        self.sides = {(self.bottom + i) % self.players: side for i, side in enumerate(sides)}
        used = set(sides)
        col_w = round(W * 0.19)
        top_h = round(H * 0.2)
        bot_h = round(H * 0.31)
        #: pawn cards and text
        self.name_px = max(13, round(k * 0.03 * self.word_scale))
        self.small_px = max(11, round(k * 0.023 * self.word_scale))
        self.name_h = round(self.name_px * 1.35)
        # larger with the text (their words grow), as far as the viewer's block in the
        # corner holds its name over two rows of them
        pw = max(16, round(k * 0.058))
        held = (bot_h - 5 * pad - self.name_h - max(2, round(pw * 0.12))) / 2 / PAWN_RATIO
        self.pw = pw = max(pw, min(round(k * 0.058 * min(self.more, 1.25)), int(held)))
        self.ph = round(pw * PAWN_RATIO)
        self.pgap = max(2, round(pw * 0.12))
        #: the labels' size: the piles' counts, the hand's number keys and "x2" tags
        self.label_px = max(self.small_px, round(k * 0.023 * self.label_scale))
        #: a play area much taller than wide (large text beside a widened panel:
        #: `RevengePlugin.tall_aspect`): the viewer's block is a row over the hand, and
        #: the hand takes the whole width, its cards (and their words) as large as at
        #: 100 % text
        self.tall = H > W * 1.15
        self.you_h = 0
        if self.tall:
            back_h = round(max(12, round(pw * 0.8)) * CARD_RATIO)
            top_h = min(top_h, pad * 4 + self.name_h + pad // 2 + max(self.ph, back_h))
            self.you_h = pad * 2 + max(self.name_h, self.ph)
            hand_w = W - 2 * pad
            slot = (hand_w - (TALL_SLOTS - 1) * self.gap * 1.5) / TALL_SLOTS
            hand_h = min(round(slot * CARD_RATIO * (1 + 0.12 + 0.05 + 0.15)), round(H * 0.3))
            bot_h = hand_h + 2 * pad + self.you_h
        # (a still picture's hand as large, `framed` higher: the felt gives the room)
        hand_h, bot_h = bot_h, bot_h + self.framed
        self.col_w, self.top_h, self.bot_h = col_w, top_h, bot_h
        mid_top = a.top + top_h
        mid_bot = a.bottom - bot_h
        # --- the hand along the bottom -------------------------------------------------
        self.hand_box = pygame.Rect(
            a.left + col_w, mid_bot + pad, W - col_w - pad, hand_h - 2 * pad
        )
        if self.tall:
            self.hand_box = pygame.Rect(
                a.left + pad, mid_bot + pad + self.you_h, W - 2 * pad, hand_h - 2 * pad - self.you_h
            )
        hb = self.hand_box
        ch = hb.height / (1 + 0.12 + 0.05 + 0.15)
        slots = TALL_SLOTS if self.tall else 5.15
        cw = min(ch / CARD_RATIO, (hb.width - (slots - 1) * self.gap * 1.5) / slots)
        self.card_w = cw = max(24, int(cw))
        self.card_h = ch = int(cw * CARD_RATIO)
        self.raise_h = max(3, round(ch * 0.12))
        self.arc_h = round(ch * 0.05)
        self.card_top = hb.top + self.raise_h
        self.key_h = hb.bottom - (self.card_top + self.card_h)
        # --- the felt --------------------------------------------------------------------
        left = a.left + col_w if "left" in used else a.left + pad
        right = a.right - col_w if "right" in used else a.right - pad
        top = mid_top if "top" in used else a.top + pad
        self.felt = pygame.Rect(left, top, right - left, mid_bot - pad - top)
        banner = 2 * max(13, min(26, int(W * 0.028)))  # the table's banner height
        self.strip_h = banner + pad
        f = self.felt
        self.content = pygame.Rect(
            f.left + pad * 2, f.top + self.strip_h, f.width - pad * 4, f.bottom - pad * 2
        )
        self.content.height = f.bottom - pad * 2 - self.content.top
        self._place_centre()
        # --- the seats -------------------------------------------------------------------
        for seat, side in self.sides.items():
            self.seats[seat] = self._seat(seat, side, mid_top, mid_bot)

    def key_px(self) -> float:
        """The size of the hand's number keys and "x2" tags: the labels' size, as far
        as the room under the cards holds the keys."""
        return max(float(self.small_px), min(self.label_px, (self.key_h - 2) / KEY_LINE))

    # --- the direction of play round the felt --------------------------------------------
    @property
    def arrow_size(self) -> float:
        return max(8, self.pad * 2.4)

    def arrow_points(self) -> list[tuple[int, tuple[float, float]]]:
        """The arrowheads on the track round the felt: (edge, centre), the edges top,
        right, bottom, left, two heads on each."""
        inset = self.felt.inflate(-self.pad * 2, -self.pad * 2)
        return [
            *((0, (inset.left + inset.width * fx, inset.top)) for fx in (0.25, 0.75)),
            *((1, (inset.right, inset.top + inset.height * fy)) for fy in (0.3, 0.7)),
            *((2, (inset.left + inset.width * fx, inset.bottom)) for fx in (0.25, 0.75)),
            *((3, (inset.left, inset.top + inset.height * fy)) for fy in (0.3, 0.7)),
        ]

    # --- the centre: draw pile and discard, play pile, total ---------------------------------
    def _place_centre(self) -> None:
        c = self.content
        g = self.gap
        pile_h = min(self.card_h, int(c.height * 0.86))
        pile_w = int(pile_h / CARD_RATIO)
        self.pile_dx = max(3, round(pile_w * 0.17))
        sw = max(18, round(pile_w * 0.55))
        sh = round(sw * CARD_RATIO)
        label = round(self.small_px * 1.3)
        while 2 * (sh + label) + g > c.height and sw > 18:
            sw -= 1
            sh = round(sw * CARD_RATIO)
        # the piles' counts at the labels' size: room taken from the two piles (a tenth
        # of their height at most), then as large as the rest holds and the column's
        # width holds "Discard 88"
        least = round(sh * (1 - CARD_GIVES))
        want = round(self.label_px * 1.3)
        while 2 * (sh + want) + g > c.height and sh > least:
            sh -= 1
        sw = min(sw, round(sh / CARD_RATIO))
        label = max(label, min(want, (c.height - g) // 2 - sh))
        col_w = max(sw, round(self.small_px * 4.6))
        wide = text_width("Discard 88", self.label_px / text_scale())
        self.pile_label_px = max(
            float(self.small_px), min(label / 1.3, self.label_px * col_w / wide)
        )
        if self.tall:
            self._place_tall_centre(col_w, pile_w, pile_h, sw, sh, label)
            return
        radius = int(min(c.height * 0.36, c.width * 0.15))
        pile_span = 3 * self.pile_dx + pile_w
        # the dial's rings (a mark's, the highlight's) reach past its radius
        # (`DIAL_RING`): its room is counted to them, so they stay off the track
        spare = c.width - (col_w + pile_span + 2 * ring(radius))
        if self.more > 1.0:  # larger text: the dial takes of the room to spare
            grown = min(radius * self.more, radius + spare * 0.3 / DIAL_RING, c.height * 0.4)
            radius = max(radius, int(grown))
            spare = c.width - (col_w + pile_span + 2 * ring(radius))
        if spare < 0:  # (never wider than the felt's content)
            radius = max(12, int((c.width - col_w - pile_span) / (2 * DIAL_RING)))
            spare = c.width - (col_w + pile_span + 2 * ring(radius))
        sep = max(g, spare // 4)
        if 2 * sep > spare:
            sep = max(0, spare // 2)
        x = c.left + max(0, (spare - 2 * sep) // 2)
        cy = c.centery
        # draw pile above the discard, in one column
        col = pygame.Rect(x, c.top, col_w, c.height)
        block = 2 * (sh + label) + g * 2
        y0 = cy - block // 2
        self.draw_rect = pygame.Rect(0, y0, sw, sh)
        self.draw_rect.centerx = col.centerx
        self.discard_rect = pygame.Rect(0, y0 + sh + label + g * 2, sw, sh)
        self.discard_rect.centerx = col.centerx
        self.label_h = label
        x = col.right + sep
        self.pile_rect = pygame.Rect(x + 3 * self.pile_dx, cy - pile_h // 2, pile_w, pile_h)
        x = self.pile_rect.right + sep
        self.total_centre = (x + ring(radius), cy)
        self.total_radius = radius

    def _place_tall_centre(
        self, col_w: int, pile_w: int, pile_h: int, sw: int, sh: int, label: int
    ) -> None:
        """The felt of a tall tableau: the draw pile over the discard on the left, the
        play pile over the total's dial on the right (the dial as large as the room
        under the pile holds it)."""
        c, g = self.content, self.gap
        lift = 3 * round(self.pile_dx * 0.25)  # the pile's lower cards step up
        right = pygame.Rect(c.left + col_w + 2 * g, c.top, c.width - col_w - 2 * g, c.height)
        room = min((c.height - pile_h - lift - 3 * g) / 2, right.width / 2 - g)
        radius = max(int(room / DIAL_RING), 12)  # (its rings too: `DIAL_RING`)
        block = lift + pile_h + g * 2 + 2 * ring(radius)
        top = c.top + max(0, (c.height - block) // 2)
        self.pile_rect = pygame.Rect(0, top + lift, pile_w, pile_h)
        self.pile_rect.centerx = right.centerx + 3 * self.pile_dx // 2
        self.total_centre = (right.centerx, self.pile_rect.bottom + g * 2 + ring(radius))
        self.total_radius = radius
        col = pygame.Rect(c.left, c.top, col_w, c.height)
        stack = 2 * (sh + label) + g * 2
        y0 = c.centery - stack // 2
        self.draw_rect = pygame.Rect(0, y0, sw, sh)
        self.draw_rect.centerx = col.centerx
        self.discard_rect = pygame.Rect(0, y0 + sh + label + g * 2, sw, sh)
        self.discard_rect.centerx = col.centerx
        self.label_h = label

    # --- seats -------------------------------------------------------------------------------
    def _seat(self, seat: int, side: str, mid_top: int, mid_bot: int) -> SeatSpot:
        a, pad, pw, ph, pg = self.area, self.pad, self.pw, self.ph, self.pgap
        ip = pad
        back_w = max(12, round(pw * 0.8))
        back_h = round(back_w * CARD_RATIO)
        if side == "bottom" and self.tall:
            return self._you_row(seat, mid_bot)
        if side in ("left", "right", "bottom"):
            x = a.left + pad if side != "right" else a.right - self.col_w + pad
            w = self.col_w - 2 * pad
            if side == "bottom":
                rect = pygame.Rect(x, mid_bot + pad, w, self.bot_h - 2 * pad)
            else:
                rect = pygame.Rect(x, mid_top + pad, w, mid_bot - mid_top - 2 * pad)
            name = pygame.Rect(rect.left + ip, rect.top + ip, rect.width - 2 * ip, self.name_h)
            grid_w = 2 * pw + pg
            gx = rect.centerx - grid_w // 2
            gy = name.bottom + ip // 2
            pawns = [
                pygame.Rect(gx + (i % 2) * (pw + pg), gy + (i // 2) * (self.ph + pg), pw, ph)
                for i in range(4)
            ]
            grid_bottom = gy + 2 * ph + pg
            backs = pygame.Rect(0, 0, back_w, back_h)
            room = rect.bottom - ip - grid_bottom
            count_h = round(self.small_px * 1.3)
            backs.midtop = (
                rect.centerx,
                grid_bottom + max(ip // 2, (room - back_h - count_h) // 2),
            )
            count = (rect.centerx, backs.bottom + 2)
            return SeatSpot(seat, side, rect, name, pawns, backs, back_w, count, "midtop")
        # the top seat: name above a row of four pawn cards and the fan of backs, both
        # smaller where the block's height does not hold them (the review moment's
        # smaller board at 800x600: they ran out of the block onto the track)
        held = self.top_h - 2 * pad - (ip * 2 + self.name_h + ip // 2)
        if 0 < held < max(ph, back_h):
            shrink = held / max(ph, back_h)
            pw, ph = max(6, int(pw * shrink)), max(8, int(ph * shrink))
            back_w, back_h = max(6, int(back_w * shrink)), max(8, int(back_h * shrink))
        row_w = 4 * pw + 3 * pg
        fan_w = back_w + round(6 * back_w * 0.3)
        count_w = round(self.small_px * 4.2)
        w = ip * 2 + row_w + ip * 2 + fan_w + ip + count_w
        h = ip * 2 + self.name_h + ip // 2 + max(ph, back_h)
        rect = pygame.Rect(0, 0, w, min(h, self.top_h - 2 * pad))
        rect.midtop = (self.felt.centerx, a.top + pad)
        rect.clamp_ip(a)
        name = pygame.Rect(rect.left + ip, rect.top + ip, rect.width - 2 * ip, self.name_h)
        gx = rect.left + ip * 2
        gy = name.bottom + ip // 2
        pawns = [pygame.Rect(gx + i * (pw + pg), gy, pw, ph) for i in range(4)]
        backs = pygame.Rect(0, 0, back_w, back_h)
        backs.topleft = (gx + row_w + ip * 2, gy + max(0, (ph - back_h) // 2))
        count = (backs.left + fan_w + ip, backs.centery)
        return SeatSpot(seat, "top", rect, name, pawns, backs, back_w, count, "midleft")

    def _you_row(self, seat: int, mid_bot: int) -> SeatSpot:
        """The viewer's block in a tall tableau: a row over the hand, the name and then
        the four pawn cards (the hand itself is the cards below it)."""
        a, pad, pw, ph, pg = self.area, self.pad, self.pw, self.ph, self.pgap
        row_w = 4 * pw + 3 * pg
        name_w = max(round(self.name_px * 4.5), round(a.width * 0.22))
        h = self.you_h - pad // 2
        rect = pygame.Rect(a.left + pad, mid_bot + pad, pad * 4 + name_w + row_w, h)
        name = pygame.Rect(rect.left + pad, rect.centery - self.name_h // 2, name_w, self.name_h)
        gx = name.right + pad
        gy = rect.centery - ph // 2
        pawns = [pygame.Rect(gx + i * (pw + pg), gy, pw, ph) for i in range(4)]
        backs = pygame.Rect(pawns[-1])
        count = backs.midbottom
        return SeatSpot(seat, "bottom", rect, name, pawns, backs, pw, count, "midtop")

    # --- the hand ----------------------------------------------------------------------------
    def hand_slots(self, codes: Sequence[str]) -> list[pygame.Rect]:
        """The slots of a hand of these distinct cards (`hand_rects`), those a still
        picture frames (`framed_codes`) standing apart."""
        return self.hand_rects(
            len(codes), [i for i, c in enumerate(codes) if c in self.framed_codes]
        )

    def hand_rects(self, n: int, framed: Sequence[int] = ()) -> list[pygame.Rect]:
        """Slots of a hand of `n` (distinct) cards: a gentle arc, side by side with a
        gap between their frames; where they would not fit, the cards a little smaller
        (down to `HAND_SHRINK`) rather than their frames crossing by a few pixels (the
        lit frames of six cards met at 1280x800), and only past that a fan
        (`hand.draw_hand` shades each card's left edge over the one under it). The
        cards stand on one line: a smaller card keeps its foot (the number keys).

        A still picture's `framed` slots (`framed` px of room: the review's moment)
        stand clear of their neighbours and the hand's ends by that room on each
        side, and their "x2" tag's overhang on the right, so that each frame goes
        round its card alone (the moment's frames of two neighbours met, the one
        played stepped out over the other card)."""
        if n <= 0:
            return []
        hb, cw, ch, g = self.hand_box, self.card_w, self.card_h, self.gap * 1.5
        at = set(framed) if self.framed else set()
        apart = [
            (self.framed + self.pad // 2 if i in at else 0) + (self.framed if i + 1 in at else 0)
            for i in range(n - 1)
        ]
        # (and from the hand's ends: the seat's block, the play area's edge)
        ends = (self.framed if 0 in at else 0, self.framed + self.pad // 2 if n - 1 in at else 0)
        hb = pygame.Rect(hb.left + ends[0], hb.top, hb.width - sum(ends), hb.height)
        steps = [cw + g + a for a in apart]
        if n > 1 and cw + sum(steps) > hb.width:
            least = max(self.gap, cw // 18 + 2)  # clear of a lit frame (`hand.draw_hand`)
            room = hb.width - (n - 1) * least - sum(apart)
            k = max(HAND_SHRINK, min(1.0, room / (n * cw)))
            cw, ch = int(cw * k), int(ch * k)
            fixed = [cw + least + a for a in apart if a]
            loose = n - 1 - len(fixed)
            step = (hb.width - cw - sum(fixed)) / loose if loose else 0.0
            short = (loose and step < cw * FAN_LEAST) or (not loose and cw + sum(fixed) > hb.width)
            if fixed and short:
                # (framed cards apart leave the others too little: all a little smaller)
                width = hb.width - sum(least + a for a in apart if a)
                cw = int(width / (1 + len(fixed) + loose * FAN_LEAST))
                ch = int(cw * CARD_RATIO)
                step = cw * FAN_LEAST
            steps = [cw + least + a if a else step for a in apart]
        span = cw + sum(steps)
        x = hb.left + (hb.width - span) / 2
        out = []
        for i in range(n):
            rel = 0.0 if n == 1 else (2 * i / (n - 1) - 1)
            y = self.card_top + self.card_h - ch + self.arc_h * rel * rel
            out.append(pygame.Rect(round(x), round(y), cw, ch))
            x += steps[i] if i < n - 1 else 0
        return out

    def pile_slot(self, depth: int) -> pygame.Rect:
        """The rect of the play pile's card `depth` below the top (0: the top card)."""
        r = self.pile_rect
        return r.move(-self.pile_dx * depth, -round(self.pile_dx * 0.25) * depth)

    # --- tokens in flight ---------------------------------------------------------------------
    def pos_rect(self, pos: Any) -> pygame.Rect:
        """The rect of a model position (steps.py): ("slot", i, n) the i-th of n slots
        of the viewer's hand, ("seat", s, j) the fan of seat s, ("pile",), ("draw",),
        ("discard",); anything else: the play pile."""
        kind = pos[0] if isinstance(pos, tuple) and pos else None
        if kind == "pile":
            return self.pile_rect
        if kind == "draw":
            return self.draw_rect
        if kind == "discard":
            return self.discard_rect
        if kind == "slot":
            _k, i, n = pos
            rects = self.hand_rects(max(1, n))
            return rects[min(i, len(rects) - 1)]
        if kind == "seat":
            seat, j = pos[1], pos[2] if len(pos) > 2 else 0
            spot = self.seats.get(seat)
            if spot is None:
                return self.pile_rect
            if spot.side == "bottom":
                r = pygame.Rect(0, 0, self.card_w, self.card_h)
                r.center = self.hand_box.center
                return r.move(j * self.card_w // 4, 0)
            fan = spot.fan(7)
            return fan[min(j + 4, len(fan) - 1)] if fan else spot.backs
        return self.pile_rect


def hand_of(view: View[RevengeView]) -> list[str] | None:
    """The viewer's own hand (card codes), or None for a spectator."""
    hand = view.game.hand
    return list(hand) if hand is not None else None


def hand_groups(codes: Sequence[str]) -> list[tuple[str, int]]:
    """A hand as its distinct cards in deck order, with how many of each: equal cards
    are one slot (a small stack), so each card choice has one place on the screen.

    >>> hand_groups(["slide15", "7", "0", "7"])
    [('0', 1), ('7', 2), ('slide15', 1)]
    """
    counts = Counter(codes)
    return [(code, counts[code]) for code in sorted(counts, key=BY_CODE.__getitem__)]


#: the narrowest measure the panel's words get beside the card, in ems of their font:
#: narrower, they would break a line a word ("Cy reverses / the / direction")
MEASURE_EMS = 12


def panel_em(unit: int) -> int:
    """The panel's words' size (`panel.draw_panel`'s smaller size): its em."""
    return max(11, int(unit * 0.8))


#: the panel part's height beside the card, in units
PART_UNITS = 5.2


def _card_width(width: int, unit: int) -> int:
    """The panel card's width in a part `width` wide: its height fills the part."""
    return min(int(unit * PART_UNITS / CARD_RATIO), width // 3)


def _under(width: int, unit: int) -> bool:
    """The card's words go under it: beside it, even a smaller card (at least 1.8
    units wide) would leave them less than `MEASURE_EMS` of their font."""
    gap = max(6, unit // 2)
    least = int(unit * 1.8)
    return width - min(_card_width(width, unit), least) - gap < MEASURE_EMS * panel_em(unit)


def panel_part_height(width: int, unit: int, words: Sequence[str] = ()) -> int:
    """The panel part's height: the card's beside it, or (the words under the card)
    the card's and three lines of words (two where three would pass 5.8 units), or as
    many as the longest of `words` (what the part may say now: `panel.said_now`) takes
    at its full size across the part: large text in a narrow panel (800x600 at 200 %)
    shrank "Play it to win the round, unless…" to the size of its 100 % words."""
    if not _under(width, unit):
        return int(unit * PART_UNITS)
    card_h = int(_card_width(width, unit) * CARD_RATIO)
    em = panel_em(unit)
    line = font(em).get_linesize()
    top = card_h + max(6, unit // 2) // 2
    # three lines within 5.8 units, else two (more shrink a little): a small window's
    # panel keeps its room for the tips
    lines = 3 if top + 3 * line <= unit * 5.8 else 2
    said = max((len(wrap_balanced(w, em, width)) for w in words if w), default=0)
    return top + max(lines, said) * line


def panel_rects(rect: pygame.Rect, unit: int) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
    """(the card, the heading beside it, the words) in the side panel's `rect`. The
    words stay beside the card while that leaves them `MEASURE_EMS` of their font
    (the card a little smaller if need be); in a narrower part (large text) the card
    keeps its size, its heading beside it, the words under both across the whole
    width (`panel_part_height` makes the part that much taller)."""
    gap = max(6, unit // 2)
    measure = MEASURE_EMS * panel_em(unit)
    w = min(int(rect.height / CARD_RATIO), rect.width // 3)
    if not _under(rect.width, unit):
        w = min(w, rect.width - gap - measure)  # a smaller card leaves the words room
        h = int(w * CARD_RATIO)
        card = pygame.Rect(rect.left, rect.top + (rect.height - h) // 2, w, h)
        left = card.right + gap
        beside = pygame.Rect(left, rect.top, rect.right - left, rect.height)
        return card, beside, beside
    w = min(_card_width(rect.width, unit), int(rect.height * 0.6 / CARD_RATIO))
    h = int(w * CARD_RATIO)
    card = pygame.Rect(rect.left, rect.top, w, h)
    left = card.right + gap
    beside = pygame.Rect(left, rect.top, rect.right - left, h)
    top = card.bottom + gap // 2
    under = pygame.Rect(rect.left, top, rect.width, rect.bottom - top)
    return card, beside, under


__all__ = [
    "SIDES",
    "SeatSpot",
    "Tableau",
    "hand_groups",
    "hand_of",
    "panel_em",
    "panel_part_height",
    "panel_rects",
]
