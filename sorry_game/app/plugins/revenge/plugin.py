"""Sorry! Revenge on the table: a tableau of cards, drawn from the engine's view.

- every seat's four pawn cards (START / HOME) in its colour, around the felt in the
  order of play; the viewer at the bottom with their hand fanned face up (only
  `view.game["hand"]`: another seat's hand is only ever drawn as backs and a count);
- on the felt: the draw pile and the discard (counts), the play pile (its last cards
  face up), a large running total with a gauge to 21, and the direction of play as
  arrowheads running round the felt (shapes: the default font has no arrow glyphs);
- "card" choices are the viewer's hand cards, "seat" choices (a SORRY! flip-back) the
  seats' blocks; out-of-turn questions (steal a 21, block a SORRY!) are the table's
  buttons, and the tableau shows the moment: the 21 and its scorer lit, an arrow from
  the attacker, the card that would answer raised, a callout;
- animations: a card flies to the pile, the total counts up (or slides to its number),
  a 21 rings, a bust flashes, pawn cards flip, drawn cards fly from the draw pile (face
  up only into the viewer's own hand), the pile is swept to the discard;
- the side panel shows the card under the pointer (or the one on the pile) in full.

Card faces: cards.py; where things go: layout.py; events to animation steps: motion.py.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Sequence
from typing import Any

import pygame

from sorry_game.app.draw import (
    aa_circle,
    aa_polygon,
    blit_text,
    contrast_text,
    darken,
    draw_pawn,
    draw_triangle,
    fit_text,
    font,
    lighten,
    mix,
    pill,
    ring,
    text_scale,
    text_width,
    wrap_text,
)
from sorry_game.app.plugins.revenge.cards import CARD_RATIO, CardPainter, card_name, card_text
from sorry_game.app.plugins.revenge.layout import SeatSpot, Tableau
from sorry_game.app.plugins.revenge.motion import build_steps, hand_groups, minus, public
from sorry_game.app.table.animator import Step, lift
from sorry_game.app.table.plugin import TablePlugin, TableUI, Target
from sorry_game.engine.picking import Choice
from sorry_game.engine.view import View

#: what last_round["result"] says, with the seat's and the other's colour names
ROUND_WORDS = {
    "21": "{seat} made 21",
    "stolen": "{seat} stole the 21 of {by}",
    "steal_blocked": "{seat} blocked the steal of {by}",
    "bust": "{seat} went bust with {total}",
    "flip_blocked": "{seat} blocked the SORRY! of {by}",
    "flipped_back": "{by} flipped back a pawn card of {seat}",
}


class RevengePlugin(TablePlugin):
    """The Sorry! Revenge tableau."""

    def __init__(self, palette, game) -> None:
        super().__init__(palette, game)
        self.painter = CardPainter(palette)
        self._tab: Tableau | None = None
        self._tab_key: tuple | None = None
        #: the public table as the last shown()/steps() left it (the "before" of steps)
        self._model: dict[str, Any] = {}
        self.panel_card = pygame.Rect(0, 0, 0, 0)
        self.panel_text = pygame.Rect(0, 0, 0, 0)

    # --- layout -----------------------------------------------------------------------
    def preferred_aspect(self) -> float:
        return 1.1

    def layout(self, area: pygame.Rect) -> None:
        super().layout(area)
        self._tab = None
        self._tab_key = None

    def tableau(self, view: View) -> Tableau:
        bottom = view.viewer if view.viewer is not None else 0
        key = (tuple(self.area), view.players, bottom)
        if self._tab is None or self._tab_key != key:
            self._tab = Tableau(pygame.Rect(self.area), view.players, bottom)
            self._tab_key = key
        return self._tab

    def banner_point(self):
        """The bottom edge of the felt: never over the total, the piles, the hand, or
        the question in the top strip."""
        tab = self._tab
        if tab is None:
            return super().banner_point()
        return (tab.felt.centerx, tab.felt.bottom - tab.strip_h / 2)

    def panel_height(self, width: int, unit: int, view: View) -> int:
        return int(unit * 5.2)

    def layout_panel(self, rect: pygame.Rect, unit: int, view: View) -> None:
        super().layout_panel(rect, unit, view)
        h = rect.height
        w = min(int(h / CARD_RATIO), rect.width // 3)
        h = int(w * CARD_RATIO)
        self.panel_card = pygame.Rect(rect.left, rect.top + (rect.height - h) // 2, w, h)
        left = self.panel_card.right + max(6, unit // 2)
        self.panel_text = pygame.Rect(left, rect.top, rect.right - left, rect.height)

    # --- names ------------------------------------------------------------------------
    def colour_name(self, view: View, seat: int) -> str:
        try:
            return self.game.colours[view.colours[seat]].name
        except (IndexError, AttributeError):
            return f"Seat {seat + 1}"

    def seat_name(self, view: View, seat: int) -> str:
        """A seat's label on the tableau: "You" for the viewer, else the player's name."""
        return "You" if seat == view.viewer else self.who(view, seat)

    def who(self, view: View, seat: int) -> str:
        """A seat in player words: its player's name, else its colour."""
        names = self.names
        return names[seat] if 0 <= seat < len(names) else self.colour_name(view, seat)

    def seat_shape(self, view: View, seat: int) -> int | None:
        colours = getattr(self.game, "colours", ())
        return view.colours[seat] if len(colours) == 4 else None

    # --- animation --------------------------------------------------------------------
    def shown(self, view: View) -> tuple[dict[Hashable, Any], dict[str, Any]]:
        props = public(view)
        self._model = dict(props)
        return {}, props

    def steps(self, events, view: View) -> list[Step]:
        """The events of one action as steps (see motion.py); the public table after
        them is the "before" of the next action."""
        out = build_steps(self._model, events, view)
        self._model = public(view)
        return out

    # --- input ------------------------------------------------------------------------
    def _hand(self, view: View) -> list[str] | None:
        hand = view.game.get("hand")
        return list(hand) if hand is not None else None

    def locate(self, choice: Choice, view: View) -> Target | None:
        tab = self.tableau(view)
        if choice.kind == "card":
            hand = self._hand(view)
            if hand is None:
                return None
            groups = [c for c, _n in hand_groups(hand)]
            if choice.key not in groups:
                return None
            r = tab.hand_rects(len(groups))[groups.index(choice.key)]
            return Target(choice, pygame.Rect(r), r.center)
        if choice.kind == "seat":
            spot = tab.seats.get(choice.key)
            if spot is None:
                return None
            return Target(choice, pygame.Rect(spot.rect), spot.rect.center)
        return None

    def hotkey(self, n: int, options: Sequence[Choice], view: View) -> Choice | None:
        """Number key n picks the n-th card of the hand (as drawn, left to right)."""
        hand = self._hand(view) or []
        groups = [c for c, _n in hand_groups(hand)]
        if 1 <= n <= len(groups):
            return next((c for c in options if c.ident == ("card", groups[n - 1])), None)
        return None

    # --- geometry of model positions ------------------------------------------------------
    def _pos_rect(self, pos, tab: Tableau, view: View) -> pygame.Rect:
        kind = pos[0] if isinstance(pos, tuple) and pos else None
        if kind == "pile":
            return tab.pile_rect
        if kind == "draw":
            return tab.draw_rect
        if kind == "discard":
            return tab.discard_rect
        if kind == "slot":
            _k, i, n = pos
            rects = tab.hand_rects(max(1, n))
            return rects[min(i, len(rects) - 1)]
        if kind == "seat":
            seat, j = pos[1], pos[2] if len(pos) > 2 else 0
            spot = tab.seats.get(seat)
            if spot is None:
                return tab.pile_rect
            if spot.side == "bottom":
                r = pygame.Rect(0, 0, tab.card_w, tab.card_h)
                r.center = tab.hand_box.center
                return r.move(j * tab.card_w // 4, 0)
            fan = spot.fan(7)
            return fan[min(j + 4, len(fan) - 1)] if fan else spot.backs
        return tab.pile_rect

    # --- drawing ----------------------------------------------------------------------
    def _sync_painter(self) -> None:
        if self.painter.palette is not self.palette:
            self.painter = CardPainter(self.palette)

    def draw(self, surface: pygame.Surface, view: View, ui: TableUI) -> None:
        self.names = list(ui.names)
        self._sync_painter()
        tab = self.tableau(view)
        pal = self.palette
        busy = ui.anim.busy
        props = dict(public(view))
        if busy:
            props.update(ui.anim.props)
        moving = ui.anim.moving()
        pygame.draw.rect(
            surface,
            mix(pal["background"], pal["table"], 0.55),
            self.area,
            border_radius=tab.pad * 2,
        )
        self._draw_felt(surface, tab, props, moving)
        for spot in tab.seats.values():
            self._draw_seat(surface, tab, spot, view, ui, props, moving, busy)
        self._draw_piles(surface, tab, view, props, moving)
        self._draw_total(surface, tab, view, props, moving, busy)
        self._draw_hand(surface, tab, view, ui, props, busy)
        if not busy:
            self._draw_moment(surface, tab, view, ui)
        self._draw_moving(surface, tab, view, ui, moving)

    # felt and the direction of play
    def _draw_felt(self, surface, tab: Tableau, props, moving) -> None:
        pal = self.palette
        f = tab.felt
        felt = mix(pal["table"], pal["background"], 0.25)
        pygame.draw.rect(surface, felt, f, border_radius=tab.pad * 3)
        pygame.draw.rect(
            surface,
            mix(felt, pal["text"], 0.18),
            f,
            max(1, tab.pad // 3),
            border_radius=tab.pad * 3,
        )
        # the direction: arrowheads on a track round the felt
        direction = props.get("direction", 1)
        scale = 1.0
        tw = moving.get("direction")
        if tw is not None:
            tween, t = tw
            old, new = tween.path[0], tween.path[-1]
            direction = old if t < 0.5 else new
            scale = abs(1 - 2 * t)
        inset = f.inflate(-tab.pad * 2, -tab.pad * 2)
        track = mix(felt, pal["text"], 0.22)
        pygame.draw.rect(surface, track, inset, max(1, tab.pad // 3), border_radius=tab.pad * 2)
        size = max(8, tab.pad * 2.4) * scale
        if size < 2:
            return
        arrow = mix(felt, pal["text"], 0.7)
        cw = ("right", "down", "left", "up")  # top, right, bottom, left edges, clockwise
        ccw = ("left", "up", "right", "down")
        ways = cw if direction > 0 else ccw
        edges = [
            (ways[0], [(inset.left + inset.width * fx, inset.top) for fx in (0.25, 0.75)]),
            (ways[1], [(inset.right, inset.top + inset.height * fy) for fy in (0.3, 0.7)]),
            (ways[2], [(inset.left + inset.width * fx, inset.bottom) for fx in (0.25, 0.75)]),
            (ways[3], [(inset.left, inset.top + inset.height * fy) for fy in (0.3, 0.7)]),
        ]
        for way, pts in edges:
            for pt in pts:
                draw_triangle(surface, arrow, pt, size, way)

    # seats
    def _draw_seat(self, surface, tab: Tableau, spot: SeatSpot, view, ui, props, moving, busy):
        pal = self.palette
        seat = spot.seat
        colour = ui.seat_colours[seat] if seat < len(ui.seat_colours) else pal["accent"]
        r = spot.rect
        bg = mix(pal["background"], colour, 0.16)
        radius = max(4, tab.pad * 2)
        turn = view.turn == seat
        deciding = view.decider == seat and not turn
        if turn and not busy:
            glow = pygame.Surface(r.inflate(tab.pad * 2, tab.pad * 2).size, pygame.SRCALPHA)
            pygame.draw.rect(glow, (*colour, 70), glow.get_rect(), border_radius=radius + tab.pad)
            surface.blit(glow, r.inflate(tab.pad * 2, tab.pad * 2))
        pygame.draw.rect(surface, bg, r, border_radius=radius)
        if turn:
            edge, width = colour, max(3, tab.pad // 2)
        elif deciding and not busy:
            edge, width = pal["highlight"], max(3, tab.pad // 2)
        else:
            edge, width = mix(bg, colour, 0.5), max(1, tab.pad // 4)
        pygame.draw.rect(surface, edge, r, width, border_radius=radius)
        # name with the seat's token
        nr = spot.name
        tr = nr.height * 0.36
        draw_pawn(surface, colour, (nr.left + tr, nr.centery), tr, "", self.seat_shape(view, seat))
        name_x = nr.left + 2 * tr + tab.pad * 0.6
        size = tab.name_px / text_scale()
        name = fit_text(self.seat_name(view, seat), size, int(nr.right - name_x), True)
        blit_text(surface, name, size, pal["text"], (name_x, nr.centery), "midleft", bold=True)
        # pawn cards
        faces = props["pawns"][seat] if seat < len(props["pawns"]) else ("START",) * 4
        shape = self.seat_shape(view, seat)
        for i, pr in enumerate(spot.pawns):
            mv = moving.get(("pawn", seat, i))
            if mv is not None:
                tween, t = mv
                face = tween.path[0] if t < 0.5 else tween.path[-1]
                squeeze = abs(math.cos(math.pi * t))
                big = pr.inflate(round(pr.width * 0.2 * math.sin(math.pi * t)), 0)
                self.painter.draw_pawn_card(surface, big, colour, face, shape, max(0.04, squeeze))
                continue
            face = faces[i] if i < len(faces) else "START"
            self.painter.draw_pawn_card(surface, pr, colour, face, shape)
        # the hand as others see it: backs and a count
        if spot.side != "bottom":
            n = props["sizes"][seat] if seat < len(props["sizes"]) else 0
            self._draw_backs(surface, tab, spot, n)
        self._draw_seat_target(surface, tab, spot, view, ui)
        if not busy:
            tag = self._seat_tag(view, seat)
            if tag:
                text, colour_tag = tag
                small = tab.small_px / text_scale()
                self._tag(surface, text, small, colour_tag, (r.right - tab.pad, r.top), r, tab)

    def _draw_backs(self, surface, tab: Tableau, spot: SeatSpot, n: int) -> None:
        pal = self.palette
        fan = spot.fan(n)
        for r in fan:
            self.painter.draw_back(surface, r, False)
        if not fan:
            pygame.draw.rect(
                surface, mix(pal["background"], pal["text"], 0.2), spot.backs, 1, border_radius=4
            )
        words = "1 card" if n == 1 else f"{n} cards"
        small = tab.small_px / text_scale()
        pos = spot.count_pos
        if spot.count_anchor == "midleft":  # beside the fan, right after its last card
            right = fan[-1].right if fan else spot.backs.right
            pos = (right + tab.pad, spot.backs.centery)
        blit_text(surface, words, small, pal["muted_text"], pos, spot.count_anchor)

    def _seat_tag(self, view: View, seat: int):
        pal = self.palette
        g = view.game
        if seat in (g.get("winners") or []):
            return "WINS", pal["highlight"]
        tie = g.get("tiebreak")
        if tie and seat < len(tie) and tie[seat] >= 0:
            return f"tie: {tie[seat]}", pal["accent"]
        ask = g.get("pending")
        if ask:
            if ask["kind"] == "steal":
                if seat == ask.get("scorer"):
                    return "21!", pal["highlight"]
                if seat == ask.get("seat"):
                    return "may steal", pal["accent"]
            elif ask["kind"] == "block":
                if seat == ask.get("attacker"):
                    return "SORRY!", pal["danger"]
                if seat == ask.get("seat"):
                    return "may block", pal["accent"]
            elif ask["kind"] == "play2" and seat == ask.get("seat"):
                return f"Play 2: {ask.get('left', 0)} to go", pal["accent"]
        return None

    def _tag(self, surface, text, size, colour, anchor, within, tab) -> pygame.Rect:
        """A small label pill on a block's edge."""
        f = font(size, True)
        w = f.size(text)[0] + tab.pad * 2
        h = f.get_height() + tab.pad // 2
        r = pygame.Rect(0, 0, w, h)
        r.midright = (round(anchor[0]), round(anchor[1]))
        r.clamp_ip(self.area)
        pygame.draw.rect(surface, darken(colour, 0.45), r.inflate(2, 2), border_radius=h // 2)
        pygame.draw.rect(surface, colour, r, border_radius=h // 2)
        blit_text(surface, text, size, contrast_text(colour), r.center, "center", bold=True)
        return r

    def _draw_seat_target(self, surface, tab: Tableau, spot: SeatSpot, view, ui) -> None:
        pal = self.palette
        seat = spot.seat
        r = spot.rect
        radius = max(4, tab.pad * 2)
        width = max(3, tab.pad // 2)
        target = next(
            (t for t in ui.targets if t.choice.kind == "seat" and t.choice.key == seat), None
        )
        hinted = any(c.kind == "seat" and c.key == seat for c in ui.hint)
        if hinted:
            pygame.draw.rect(
                surface,
                pal["accent"],
                r.inflate(width * 4, width * 4),
                width,
                border_radius=radius + width * 2,
            )
        if target is None or not ui.active:
            return
        hover = ui.hover is not None and ui.hover.choice.ident == target.choice.ident
        colour = pal["selected"] if hover else pal["highlight"]
        pygame.draw.rect(
            surface,
            colour,
            r.inflate(width * 2, width * 2),
            width + 1,
            border_radius=radius + width,
        )
        self._mark_flip_back(surface, tab, spot, view, pal["danger"])
        size = tab.small_px / text_scale()
        label = target.choice.label or self.colour_name(view, seat)
        pill(surface, pal, label, (r.centerx, r.bottom), size, self.area)

    # piles
    def _draw_piles(self, surface, tab: Tableau, view, props, moving) -> None:
        pal = self.palette
        small = tab.small_px / text_scale()
        # draw pile
        n = props.get("draw", 0)
        self._stack(surface, tab.draw_rect, n, pal["card_back"], True)
        blit_text(
            surface,
            f"Draw {n}",
            small,
            pal["muted_text"],
            (tab.draw_rect.centerx, tab.draw_rect.bottom + 2),
            "midtop",
        )
        d = props.get("discard", 0)
        faded = mix(pal["card_back"], pal["table"], 0.45)
        self._stack(surface, tab.discard_rect, d, faded, False)
        blit_text(
            surface,
            f"Discard {d}",
            small,
            pal["muted_text"],
            (tab.discard_rect.centerx, tab.discard_rect.bottom + 2),
            "midtop",
        )
        # play pile: its last four cards, the top one whole
        pile = props.get("pile", ())
        flash = self._flash(moving, "bust")
        shake = 0
        if flash is not None:
            shake = round(math.sin(flash * math.pi * 6) * tab.pad * 0.8 * (1 - flash))
        if not pile:
            r = tab.pile_rect
            pygame.draw.rect(
                surface,
                mix(pal["table"], pal["text"], 0.25),
                r,
                max(1, tab.pad // 3),
                border_radius=max(3, r.width // 10),
            )
            lines = ["Play", "pile"]
            y = r.centery - font(small).get_linesize()
            for line in lines:
                blit_text(surface, line, small, pal["muted_text"], (r.centerx, y), "midtop")
                y += font(small).get_linesize()
            last = view.game.get("last_round")
            if last and not view.game.get("winners"):
                self._draw_last_round(surface, tab, view, last)
            return
        shown = pile[-4:]
        for depth, code in zip(range(len(shown) - 1, -1, -1), shown, strict=True):
            r = tab.pile_slot(depth).move(shake, 0)
            self.painter.draw_face(surface, code, r)
            if depth:
                veil = pygame.Surface(r.size, pygame.SRCALPHA)
                pygame.draw.rect(
                    veil,
                    (0, 0, 0, 40 + 15 * depth),
                    veil.get_rect(),
                    border_radius=max(3, r.width // 10),
                )
                surface.blit(veil, r)
        if len(pile) > 4:
            blit_text(
                surface,
                f"{len(pile)} cards",
                small,
                pal["muted_text"],
                (tab.pile_rect.centerx, tab.pile_rect.bottom + 2),
                "midtop",
            )

    def _draw_last_round(self, surface, tab: Tableau, view, last) -> None:
        words = ROUND_WORDS.get(last.get("result", ""))
        if not words:
            return
        seat, by = last.get("seat"), last.get("by")
        text = words.format(
            seat=self.colour_name(view, seat) if isinstance(seat, int) else "",
            by=self.colour_name(view, by) if isinstance(by, int) else "",
            total=last.get("total", ""),
        )
        text = f"Last round: {text}."
        c = tab.content
        size = tab.small_px / text_scale()
        width = int(c.width * 0.9)
        lines = wrap_text(text, size, width)[:2]
        lh = font(size).get_linesize()
        y = c.bottom - lh * len(lines)
        for line in lines:
            blit_text(surface, line, size, self.palette["muted_text"], (c.centerx, y), "midtop")
            y += lh

    def _stack(self, surface, rect: pygame.Rect, n: int, colour, mark: bool) -> None:
        pal = self.palette
        if n <= 0:
            pygame.draw.rect(
                surface,
                mix(pal["table"], pal["text"], 0.25),
                rect,
                1,
                border_radius=max(3, rect.width // 10),
            )
            return
        layers = 1 + min(2, n // 15)
        off = max(1, rect.width // 24)
        for k in range(layers - 1, -1, -1):
            r = rect.move(-off * k, -off * k)
            radius = max(3, r.width // 10)
            pygame.draw.rect(surface, darken(colour, 0.35), r.move(1, 2), border_radius=radius)
            pygame.draw.rect(surface, colour, r, border_radius=radius)
            inner = r.inflate(-r.width * 0.16, -r.width * 0.16)
            pygame.draw.rect(
                surface,
                lighten(colour, 0.3),
                inner,
                max(1, r.width // 30),
                border_radius=radius // 2,
            )
            pygame.draw.rect(surface, pal["card_edge"], r, 1, border_radius=radius)
        if mark and rect.width >= 40:
            blit_text(
                surface,
                "SORRY!",
                max(8, rect.width // 5) / text_scale() * 1.0,
                lighten(colour, 0.75),
                rect.center,
                "center",
                bold=True,
            )

    @staticmethod
    def _flash(moving, style: str) -> float | None:
        for token, (tween, t) in moving.items():
            if isinstance(token, tuple) and token[0] == "flash" and tween.style == style:
                return t
        return None

    # the running total
    def _draw_total(self, surface, tab: Tableau, view, props, moving, busy) -> None:
        pal = self.palette
        cx, cy = tab.total_centre
        R = tab.total_radius
        total = props.get("total", 0)
        mv = moving.get("total")
        style = ""
        t = 1.0
        if mv is not None:
            tween, t = mv
            a, b = tween.path[0], tween.path[-1]
            total = round(a + (b - a) * t)
            style = tween.style
        ask = view.game.get("pending") or {}
        steal = not busy and ask.get("kind") == "steal"
        colour = self._total_colour(total)
        base = mix(pal["background"], pal["table"], 0.35)
        aa_circle(surface, darken(base, 0.3), (cx + 2, cy + 3), R)
        aa_circle(surface, base, (cx, cy), R)
        # the gauge: how far to 21
        frac = min(total, 21) / 21
        thick = max(4, R * 0.14)
        self._arc(surface, mix(base, pal["text"], 0.15), (cx, cy), R - thick / 2 - 2, thick, 1.0)
        if frac > 0:
            self._arc(surface, colour, (cx, cy), R - thick / 2 - 2, thick, frac)
        label = max(11, R * 0.2) / text_scale()
        blit_text(
            surface, "TOTAL", label, pal["muted_text"], (cx, cy - R * 0.42), "center", bold=True
        )
        px = R * (0.95 if total < 100 else 0.7)
        pop = 1.0
        if style in ("count", "slide"):
            pop = 1.0 + 0.18 * math.sin(math.pi * t)
        number_colour = colour if total >= 15 else pal["text"]
        blit_text(
            surface,
            str(total),
            px * pop / text_scale(),
            number_colour,
            (cx, cy + R * 0.12),
            "center",
            bold=True,
        )
        if style == "slide":  # motion marks beside the number while it slides
            up = tween.path[-1] >= tween.path[0]
            for k in range(3):
                y = cy + R * (0.5 - 0.35 * k) * (1 if up else -1) * (1 - t)
                draw_triangle(surface, colour, (cx - R * 0.72, y), R * 0.18, "up" if up else "down")
        flash = self._flash(moving, "21")
        if flash is not None:
            glow = pal["highlight"]
            ring(surface, glow, (cx, cy), R * (1.05 + 0.6 * flash), max(2, R * 0.12 * (1 - flash)))
        if steal or (not busy and total == 21):
            ring(surface, pal["highlight"], (cx, cy), R + thick * 0.6, max(3, thick * 0.6))
        bust = self._flash(moving, "bust")
        if bust is not None:
            layer = pygame.Surface((int(R * 2 + 4), int(R * 2 + 4)), pygame.SRCALPHA)
            aa_circle(layer, (*pal["danger"], int(230 * (1 - bust * 0.6))), (R + 2, R + 2), R)
            surface.blit(layer, (cx - R - 2, cy - R - 2))
            blit_text(
                surface,
                "BUST!",
                R * 0.5 / text_scale(),
                contrast_text(pal["danger"]),
                (cx, cy),
                "center",
                bold=True,
            )
        elif not busy and total > 21:
            blit_text(
                surface, "BUST", label, pal["danger"], (cx, cy + R * 0.62), "center", bold=True
            )
        elif steal:
            blit_text(
                surface, "21!", label, pal["highlight"], (cx, cy + R * 0.62), "center", bold=True
            )
        else:
            blit_text(surface, "of 21", label, pal["muted_text"], (cx, cy + R * 0.62), "center")

    def _total_colour(self, total: int):
        pal = self.palette
        if total > 21:
            return pal["danger"]
        if total == 21:
            return pal["highlight"]
        if total >= 15:
            return pal["accent"]
        return mix(pal["text"], pal["selected"], 0.5)

    @staticmethod
    def _arc(surface, colour, centre, radius: float, thick: float, frac: float) -> None:
        """An antialiased thick arc from the top, clockwise, `frac` of the circle."""
        steps = max(8, int(72 * frac))
        a0 = -math.pi / 2
        a1 = a0 + 2 * math.pi * min(1.0, frac)
        ro, ri = radius + thick / 2, radius - thick / 2
        outer = [
            (
                centre[0] + ro * math.cos(a0 + (a1 - a0) * k / steps),
                centre[1] + ro * math.sin(a0 + (a1 - a0) * k / steps),
            )
            for k in range(steps + 1)
        ]
        inner = [
            (
                centre[0] + ri * math.cos(a0 + (a1 - a0) * k / steps),
                centre[1] + ri * math.sin(a0 + (a1 - a0) * k / steps),
            )
            for k in range(steps, -1, -1)
        ]
        if frac >= 0.999:
            ring(surface, colour, centre, ro, thick)
            return
        aa_polygon(surface, colour, outer + inner)

    # the hand
    def _draw_hand(self, surface, tab: Tableau, view, ui: TableUI, props, busy) -> None:
        pal = self.palette
        hand = self._hand(view)
        bottom = tab.seats.get(tab.bottom)
        if hand is None:  # a spectator: the bottom seat's hand as backs
            n = props["sizes"][tab.bottom] if tab.bottom < len(props["sizes"]) else 0
            rects = tab.hand_rects(n)
            for r in rects:
                self.painter.draw_back(surface, r)
            if bottom is not None:
                small = tab.small_px / text_scale()
                words = "1 card" if n == 1 else f"{n} cards"
                blit_text(
                    surface,
                    words,
                    small,
                    pal["muted_text"],
                    (tab.hand_box.centerx, tab.hand_box.bottom),
                    "midbottom",
                )
            return
        shown = minus(hand, props.get("incoming", ()))
        groups = hand_groups(shown)
        rects = tab.hand_rects(len(groups))
        targets = {
            t.choice.key: t for t in ui.targets if t.choice.kind == "card" and t.kind != "pill"
        }
        alternates = {t.choice.key for t in ui.alternates if t.choice.kind == "card"}
        chosen = next((c.key for c in ui.chosen if c.kind == "card"), None)
        hover = None
        if ui.hover is not None and ui.hover.choice.kind == "card" and ui.hover.kind != "pill":
            hover = ui.hover.choice.key
        hinted = {c.key for c in ui.hint if c.kind == "card"}
        answer = self._answer_card(view) if not busy else None
        picking = ui.active and bool(targets)
        small = tab.small_px / text_scale()
        raised: list[int] = []
        order = list(range(len(groups)))
        for i in order:
            code = groups[i][0]
            if ui.active and (code == chosen or code == hover) or code == answer:
                raised.append(i)
        for i in [*[k for k in order if k not in raised], *raised]:
            code, count = groups[i]
            r = rects[i]
            lift_by = 0
            if ui.active and code == chosen:
                lift_by = tab.raise_h
            elif code == answer:
                lift_by = tab.raise_h
            elif ui.active and code == hover:
                lift_by = round(tab.raise_h * 0.6)
            rr = r.move(0, -lift_by)
            if count > 1:  # equal cards: a small stack
                off = max(2, r.width // 14)
                self.painter.draw_face(surface, code, rr.move(off, -off))
            self.painter.draw_face(surface, code, rr)
            radius = max(3, rr.width // 10)
            if picking and code not in targets and code != chosen and code not in alternates:
                veil = pygame.Surface(rr.size, pygame.SRCALPHA)
                pygame.draw.rect(
                    veil, (*pal["background"], 150), veil.get_rect(), border_radius=radius
                )
                surface.blit(veil, rr)
            edge = None
            width = max(3, rr.width // 18)
            if ui.active and code == chosen:
                edge = pal["selected"]
            elif ui.active and code == hover and code in targets:
                edge = pal["selected"]
            elif ui.active and code in targets:
                edge = pal["highlight"]
            elif ui.active and code in alternates:
                edge, width = mix(pal["highlight"], pal["background"], 0.45), max(2, width - 1)
            elif code == answer:  # the card an answer on the buttons would play
                edge = pal["selected"]
                glow = pygame.Surface(rr.inflate(width * 6, width * 6).size, pygame.SRCALPHA)
                pygame.draw.rect(
                    glow, (*pal["selected"], 90), glow.get_rect(), border_radius=radius + width * 3
                )
                surface.blit(glow, rr.inflate(width * 6, width * 6))
                self.painter.draw_face(surface, code, rr, shadow=False)
            if edge is not None:
                pygame.draw.rect(
                    surface,
                    edge,
                    rr.inflate(width, width),
                    width,
                    border_radius=radius + width // 2,
                )
            if code in hinted and ui.active:
                pygame.draw.rect(
                    surface,
                    pal["accent"],
                    rr.inflate(width * 4, width * 4),
                    max(2, width - 1),
                    border_radius=radius + width * 2,
                )
            if count > 1:  # how many equal cards the slot holds, on its top edge
                self._tag(
                    surface,
                    f"x{count}",
                    small,
                    pal["accent"],
                    (rr.right + tab.pad // 2, rr.top),
                    rr,
                    tab,
                )
            if ui.active and (code in targets or code in alternates):
                blit_text(
                    surface,
                    str(i + 1),
                    small,
                    pal["muted_text"],
                    (r.centerx, r.bottom + 2),
                    "midtop",
                    bold=True,
                )

    def _answer_card(self, view: View) -> str | None:
        """The card the viewer would play to answer an out-of-turn question now."""
        ask = view.game.get("pending") or {}
        if view.viewer is None or ask.get("seat") != view.viewer:
            return None
        if ask.get("kind") == "steal":
            return "steal"
        if ask.get("kind") == "block":
            return "dontbe"
        return None

    # the out-of-turn moment (also while a computer decides)
    def _draw_moment(self, surface, tab: Tableau, view, ui: TableUI) -> None:
        """An out-of-turn question, also while a computer decides: the attacker's arrow
        and the pawn card at stake (a flip-back); for the viewer, a callout in the
        felt's top strip (banners go to the bottom edge)."""
        pal = self.palette
        ask = view.game.get("pending") or {}
        kind = ask.get("kind")
        if kind == "block":
            attacker, target = ask.get("attacker"), ask.get("seat")
            self._arrow(surface, tab, attacker, target, pal["danger"], 1.0, "", 190)
            spot = tab.seats.get(target)
            if ask.get("what") == "flipback" and spot is not None:
                self._mark_flip_back(surface, tab, spot, view, pal["danger"])
        answer = self._answer_card(view)
        if answer is None:
            return
        if kind == "steal":
            scorer = self.who(view, ask.get("scorer", 0))
            text = f"Steal {scorer}'s 21 with your SORRY!? Use the buttons."
        else:
            who = self.who(view, ask.get("attacker", 0))
            text = f"Block {who}'s SORRY!? Use the buttons."
        size = tab.name_px * 0.9 / text_scale()
        f = tab.felt
        room = pygame.Rect(
            f.left + tab.pad * 3, f.top + tab.pad // 2, f.width - tab.pad * 6, tab.strip_h - tab.pad
        )
        # one line, or two, before the type gets smaller
        lines = wrap_text(text, size, room.width - tab.pad * 2, True)
        lh = font(size, True).get_linesize()
        while size > 8 and (len(lines) > 2 or lh * len(lines) > room.height):
            size -= 0.5
            lines = wrap_text(text, size, room.width - tab.pad * 2, True)
            lh = font(size, True).get_linesize()
        lines = lines[:2]
        h = min(room.height, lh * len(lines) + tab.pad // 2)
        w = max(text_width(line, size, True) for line in lines) + tab.pad * 2
        r = pygame.Rect(0, 0, w, h)
        r.center = room.center
        hi = pal["highlight"]
        pygame.draw.rect(surface, darken(hi, 0.5), r.inflate(4, 4), border_radius=h // 3)
        pygame.draw.rect(surface, hi, r, border_radius=h // 3)
        y = r.centery - lh * len(lines) / 2
        for line in lines:
            blit_text(surface, line, size, contrast_text(hi), (r.centerx, y), "midtop", bold=True)
            y += lh

    def _mark_flip_back(self, surface, tab: Tableau, spot: SeatSpot, view, colour) -> None:
        """Frame the pawn card of `spot` that a flip-back would turn."""
        flips = view.game.get("flips") or []
        if spot.seat >= len(flips):
            return
        n = flips[spot.seat]
        index = n - 1 if n <= 4 else n - 5
        if 0 <= index < len(spot.pawns):
            width = max(3, tab.pad // 2)
            r = spot.pawns[index].inflate(width * 2, width * 2)
            pygame.draw.rect(surface, colour, r, width, border_radius=max(3, r.width // 6))

    def _seat_point(self, tab: Tableau, seat) -> tuple[float, float] | None:
        if seat is None:
            return tab.total_centre
        spot = tab.seats.get(seat)
        if spot is None:
            return None
        return spot.rect.center

    def _inside(self, tab: Tableau, end, point) -> bool:
        """Whether `point` is still within the thing an arrow starts or ends at (a seat's
        block, or the total's badge for None)."""
        if end is None:
            cx, cy = tab.total_centre
            return math.hypot(point[0] - cx, point[1] - cy) < tab.total_radius * 1.12
        spot = tab.seats.get(end)
        return spot is not None and spot.rect.inflate(tab.pad, tab.pad).collidepoint(point)

    def _arrow(
        self, surface, tab: Tableau, a, b, colour, t: float, label: str, alpha: int = 255
    ) -> None:
        """A thick arrow from `a` to `b` (a seat's block, or None: the total), bent
        through the felt so that neighbouring blocks get one too; drawn up to `t`. With
        `alpha` < 255 what it crosses shows through."""
        p0 = self._seat_point(tab, a)
        p2 = self._seat_point(tab, b)
        if p0 is None or p2 is None or p0 == p2:
            return
        fc = tab.felt.center
        mid = ((p0[0] + p2[0]) / 2, (p0[1] + p2[1]) / 2)
        c = (mid[0] + (fc[0] - mid[0]) * 0.7, mid[1] + (fc[1] - mid[1]) * 0.7)

        def at(u: float) -> tuple[float, float]:
            v = 1 - u
            return (
                v * v * p0[0] + 2 * v * u * c[0] + u * u * p2[0],
                v * v * p0[1] + 2 * v * u * c[1] + u * u * p2[1],
            )

        n = 48
        pts = [at(k / n) for k in range(n + 1)]
        first = next((k for k, q in enumerate(pts) if not self._inside(tab, a, q)), n)
        last = next((k for k in range(n, -1, -1) if not self._inside(tab, b, pts[k])), 0)
        pts = pts[first : last + 1]
        if len(pts) < 3:
            return
        pts = pts[: max(3, round(len(pts) * min(1.0, t)))]
        width = max(3, tab.pad * 0.8)
        head = width * 3.2
        # the arrowhead along the last stretch of the curve
        e = pts[-1]
        back = next((q for q in reversed(pts) if math.dist(q, e) >= head), pts[0])
        dist = math.dist(back, e)
        if dist < 1:
            return
        ux, uy = (e[0] - back[0]) / dist, (e[1] - back[1]) / dist
        shaft_pts = [q for q in pts if math.dist(q, e) >= head * 0.9]
        if len(shaft_pts) < 2:  # a short arrow: the head and a stub
            shaft_pts = [back, (e[0] - ux * head * 0.9, e[1] - uy * head * 0.9)]
        left, right = [], []
        for k, q in enumerate(shaft_pts):
            nxt = shaft_pts[min(k + 1, len(shaft_pts) - 1)]
            prv = shaft_pts[max(k - 1, 0)]
            dx, dy = nxt[0] - prv[0], nxt[1] - prv[1]
            d = math.hypot(dx, dy) or 1.0
            nx, ny = -dy / d, dx / d
            left.append((q[0] + nx * width / 2, q[1] + ny * width / 2))
            right.append((q[0] - nx * width / 2, q[1] - ny * width / 2))
        base = (e[0] - ux * head, e[1] - uy * head)
        nx, ny = -uy, ux
        shaft = left + right[::-1]
        tip = [
            e,
            (base[0] + nx * head * 0.6, base[1] + ny * head * 0.6),
            (base[0] - nx * head * 0.6, base[1] - ny * head * 0.6),
        ]
        dark = darken(colour, 0.5)
        if alpha < 255:
            every = shaft + tip
            box = pygame.Rect(
                math.floor(min(x for x, _ in every)) - 4,
                math.floor(min(y for _, y in every)) - 4,
                0,
                0,
            )
            box.width = math.ceil(max(x for x, _ in every)) + 8 - box.left
            box.height = math.ceil(max(y for _, y in every)) + 8 - box.top
            key = (255, 0, 255)
            layer = pygame.Surface(box.size)
            layer.fill(key)
            layer.set_colorkey(key)
            for poly, col, (ox, oy) in (
                (shaft, dark, (1, 2)),
                (tip, dark, (1, 2)),
                (shaft, colour, (0, 0)),
                (tip, colour, (0, 0)),
            ):
                pygame.draw.polygon(
                    layer, col, [(x - box.left + ox, y - box.top + oy) for x, y in poly]
                )
            layer.set_alpha(alpha)
            surface.blit(layer, box)
        else:
            aa_polygon(surface, dark, [(x + 1, y + 2) for x, y in shaft])
            aa_polygon(surface, dark, [(x + 1, y + 2) for x, y in tip])
            aa_polygon(surface, colour, shaft)
            aa_polygon(surface, colour, tip)
        if label and t > 0.4:
            mid_pt = shaft_pts[len(shaft_pts) // 2]
            pill(surface, self.palette, label, mid_pt, tab.small_px / text_scale(), self.area)

    # things in flight
    def _draw_moving(self, surface, tab: Tableau, view, ui: TableUI, moving) -> None:
        pal = self.palette
        for token, (tween, t) in moving.items():
            if not isinstance(token, tuple):
                continue
            kind = token[0]
            if kind == "aim":
                colour = {
                    "steal": pal["highlight"],
                    "block": pal["selected"],
                    "flipback": pal["danger"],
                }.get(tween.style, pal["accent"])
                label = {"steal": "SORRY!", "block": "Don't Be SORRY!", "flipback": "SORRY!"}.get(
                    tween.style, ""
                )
                self._arrow(
                    surface, tab, tween.path[0], tween.path[-1], colour, min(1.0, t * 1.4), label
                )
                continue
            if kind not in ("fly", "back", "sweep"):
                continue
            a = self._pos_rect(tween.path[0], tab, view)
            b = self._pos_rect(tween.path[-1], tab, view)
            k = lift(t)
            w = (a.width + (b.width - a.width) * t) * k
            h = (a.height + (b.height - a.height) * t) * k
            cx = a.centerx + (b.centerx - a.centerx) * t
            cy = a.centery + (b.centery - a.centery) * t
            r = pygame.Rect(0, 0, max(4, round(w)), max(4, round(h)))
            r.center = (round(cx), round(cy))
            if tween.style == "face" and kind in ("fly", "sweep"):
                code = token[1]
                ref = tab.pile_rect
                image = self.painter.face(code, ref.width, ref.height)
                if r.size != ref.size:
                    image = pygame.transform.smoothscale(image, r.size)
                self.painter.shadow(surface, r)
                surface.blit(image, r)
            else:
                self.painter.draw_back(surface, r, r.width >= 40)

    # --- the side panel: the card in focus, in full -----------------------------------------
    def draw_panel(self, surface: pygame.Surface, view: View, ui: TableUI) -> None:
        self.names = list(ui.names)
        self._sync_painter()
        pal = self.palette
        u = ui.unit
        if self.panel.height <= 0:
            return
        code, heading = None, ""
        if ui.hover is not None and ui.hover.choice.kind == "card":
            code, heading = str(ui.hover.choice.key), "Your card"
        chosen = next((c.key for c in ui.chosen if c.kind == "card"), None)
        if code is None and chosen is not None:
            code, heading = str(chosen), "Chosen"
        pile = (ui.anim.props if ui.anim.busy else public(view)).get("pile", ())
        if code is None and pile:
            code = pile[-1]
            heading = "On the pile"
            for ev in reversed(ui.last_events):
                if ev.kind == "play" and ev.card == code:
                    heading = f"Played by {self.seat_name(view, ev.player)}"
                    break
        r = self.panel_card
        if code is not None:
            self.painter.draw_face(surface, code, r)
        else:
            pygame.draw.rect(
                surface,
                mix(pal["panel"], pal["text"], 0.2),
                r,
                1,
                border_radius=max(3, r.width // 10),
            )
        tr = self.panel_text
        small = max(11, int(u * 0.8))
        size = max(11, int(u * 0.95))
        y = tr.top
        lines: list[tuple[str, float, Any, bool]] = []
        if code is not None:
            lines.append((heading, small, pal["muted_text"], False))
            lines.append((card_name(code), size, pal["text"], True))
            for line in wrap_text(card_text(code), small, tr.width):
                lines.append((line, small, pal["text"], False))
        else:
            last = view.game.get("last_round")
            lines.append((f"Round {view.game.get('round', 1)}", size, pal["text"], True))
            text = "The play pile is empty: the next card starts the count."
            if last:
                words = ROUND_WORDS.get(last.get("result", ""), "")
                seat, by = last.get("seat"), last.get("by")
                text = (
                    "Last round: "
                    + words.format(
                        seat=self.colour_name(view, seat) if isinstance(seat, int) else "",
                        by=self.colour_name(view, by) if isinstance(by, int) else "",
                        total=last.get("total", ""),
                    )
                    + "."
                )
            for line in wrap_text(text, small, tr.width):
                lines.append((line, small, pal["text"], False))
        for text, sz, colour, bold in lines:
            lh = font(sz, bold).get_linesize()
            if y + lh > tr.bottom:
                break
            blit_text(
                surface, fit_text(text, sz, tr.width, bold), sz, colour, (tr.left, y), bold=bold
            )
            y += lh


__all__ = ["ROUND_WORDS", "RevengePlugin"]
