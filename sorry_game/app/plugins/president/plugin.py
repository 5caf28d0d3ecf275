"""Sorry My Ass! on the table: the Sorry! board (shared with classic), the trick pile in
its centre, a tag per seat at its colour's corner (cards in hand, title, pass, safe),
the viewer's hand of up to 12 cards under the board, and the trade, plays, trick ends
and deals animated as cards travelling between them.

Only `view.game["hand"]` is ever drawn face up in the hand strip: the view holds the
viewer's own hand and nobody else's. A traded card (`CardGiven`) shows its face only
when the viewer is one of the two seats that may see it (`seen_by`).
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import replace
from typing import Any

import pygame

from sorry_game.app.draw import (
    blit_text,
    draw_card,
    draw_pawn,
    fit_text,
    font,
    mix,
    readable_on,
    text_width,
    wrap_text,
)
from sorry_game.app.plugins.classic.board import BoardLayout
from sorry_game.app.plugins.classic.plugin import SorryBoardPlugin, board_steps
from sorry_game.app.plugins.president.layout import (
    ASPECT,
    HandGroup,
    fan_rects,
    hand_groups,
    pile_card,
    seat_rects,
    split_area,
)
from sorry_game.app.table.animator import Step, Tween, along, lift
from sorry_game.app.table.plugin import TableUI, Target
from sorry_game.engine.picking import Choice
from sorry_game.engine.view import View
from sorry_game.games.board.cards import CARD_TEXT, card_label
from sorry_game.games.board.geometry import COLOUR_NAMES, HOME
from sorry_game.games.president.cards import cards_text

#: seconds (at normal speed) for a card to travel hand → pile, and the other flights
PLAY_TIME = 0.38
TRADE_TIME = 0.65
CLEAR_TIME = 0.42
DEAL_TIME = 0.22
DEAL_WAVES = 3
PASS_PAUSE = 0.3
LAND_PAUSE = 0.12
#: the board events that `board_steps` animates
BOARD_KINDS = frozenset({"move", "slide", "bump", "win"})


def card_text(card: int) -> str:
    """What a card does on the board here (no "draw again": there is no draw pile)."""
    return CARD_TEXT.get(card, "").replace(" Then draw again.", "")


def public_props(view: View) -> dict[str, Any]:
    """What the table shows of the trick and the seats (public: the same for every
    viewer), kept by the animator so that it changes as the cards land."""
    g = view.game
    titles = g.get("titles")
    moving = g.get("moving")
    return {
        "trick": [tuple(p) for p in g.get("trick_plays") or []],
        "sizes": list(g.get("hand_sizes") or [0] * view.players),
        "passed": list(g.get("passed") or []),
        "safe": list(g.get("safe") or []),
        "out": list(g.get("out") or []),
        "titles": dict(titles) if titles else None,
        "moving": dict(moving) if moving else None,
        #: the strip waits while the cards are dealt, or a traded card travels to it
        "dealing": False,
        "incoming": None,
    }


class _PawnsOnly:
    """The animator as the Sorry! board sees it: only the pawns (int tokens), not the
    cards this plugin sends flying."""

    def __init__(self, anim) -> None:
        self._anim = anim
        self.shown = {k: v for k, v in anim.shown.items() if isinstance(k, int)}
        self._moving = {k: v for k, v in anim.moving().items() if isinstance(k, int)}
        self.props = anim.props

    @property
    def busy(self) -> bool:
        return self._anim.busy

    def moving(self):
        return self._moving


class PresidentPlugin(SorryBoardPlugin):
    """Sorry My Ass!: the board, the trick, the seats, the hand, the trade."""

    def __init__(self, palette, game) -> None:
        super().__init__(palette, game)
        self.board_rect = pygame.Rect(0, 0, 0, 0)
        self.strip = pygame.Rect(0, 0, 0, 0)
        self.seats: dict[int, pygame.Rect] = {}
        self.pile = pygame.Rect(0, 0, 0, 0)
        self._hand_key: tuple | None = None
        self._groups: list[HandGroup] = []
        #: the public props last given to the animator (the state before an action)
        self._props: dict[str, Any] = {}
        self._tokens = 0
        self._turned: dict[tuple, pygame.Surface] = {}
        #: what the last frame drew face up in the hand strip: [(card, rect)] (tests)
        self.drawn_hand: list[tuple[int, pygame.Rect]] = []
        self.panel_card = pygame.Rect(0, 0, 0, 0)
        self.panel_text = pygame.Rect(0, 0, 0, 0)

    # --- layout ----------------------------------------------------------------------
    def preferred_aspect(self) -> float:
        return ASPECT

    def layout(self, area: pygame.Rect) -> None:
        area = pygame.Rect(area)
        board, strip = split_area(area)
        super().layout(board)
        self.area = area
        self.board_rect = board
        self.strip = strip
        self.seats = seat_rects(self.board)
        self.pile = pile_card(self.board)
        self._hand_key = None
        self._turned.clear()

    def groups(self, view: View, hand: list[int] | None = None) -> list[HandGroup]:
        """The viewer's hand as rank groups in the strip (cached per hand and layout)."""
        if hand is None:
            hand = view.game.get("hand") or []
        key = (tuple(hand), tuple(self.strip))
        if key != self._hand_key:
            self._hand_key = key
            self._groups = hand_groups(self.strip, list(hand))
        return self._groups

    def seat_rect(self, view: View, seat: int) -> pygame.Rect:
        return self.seats[view.colours[seat] % 4]

    # --- the parts of a seat tag -------------------------------------------------------
    def _tag_parts(self, r: pygame.Rect):
        """(name row, cards row, chips row) of a seat tag."""
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

    def _tag_card(self, view: View, seat: int) -> pygame.Rect:
        """Where a card arrives at (or leaves) a seat tag."""
        _n, cards, _c = self._tag_parts(self.seat_rect(view, seat))
        h = cards.height
        r = pygame.Rect(0, 0, max(6, round(h / 1.4)), h)
        r.midleft = (cards.left + round(h * 0.2), cards.centery)
        return r

    # --- animation ---------------------------------------------------------------------
    def shown(self, view: View) -> tuple[dict[Hashable, Any], dict[str, Any]]:
        pawns = {pawn: pos for pawn, pos in enumerate(view.game["pawns"])}
        props = public_props(view)
        self._props = props
        return pawns, dict(props)

    def _token(self) -> tuple[str, int]:
        self._tokens += 1
        return ("fly", self._tokens)

    def _hand_pos(self, card: int) -> tuple:
        """The screen place of a card of the viewer's hand, as the hand was last laid out
        (before the action: a card played may be gone from the new hand)."""
        for g in self._groups:
            if g.card == card:
                r = g.card_rects()[-1]
                return ("rect", r.x, r.y, r.w, r.h)
        if self._groups:
            g = self._groups[len(self._groups) // 2]
            r = pygame.Rect(0, 0, g.card_w, g.card_h)
        else:
            h = max(10, self.strip.height - 20)
            r = pygame.Rect(0, 0, round(h / 1.4), h)
        r.center = self.strip.center
        return ("rect", r.x, r.y, r.w, r.h)

    def _seat_pos(self, view: View, seat: int, card: int | None = None) -> tuple:
        if view.viewer is not None and seat == view.viewer and card is not None:
            return self._hand_pos(card)
        return ("seat", seat)

    def steps(self, events, view: View) -> list[Step]:
        post = public_props(view)
        cur = {k: (list(v) if isinstance(v, list) else v) for k, v in self._props.items()}
        if not cur:
            cur = dict(post)
        out: list[Step] = []
        board: list[Any] = []

        def flush() -> None:
            if board:
                out.extend(board_steps(board))
                board.clear()

        for ev in events:
            kind = ev.kind
            if kind in BOARD_KINDS:
                if not board and kind != "win":  # this card of the play is being used
                    out.append(Step([], 0.0, None, {"moving": post["moving"]}))
                board.append(ev)
                continue
            flush()
            if kind == "play":
                seat, card, n = ev.player, ev.card, getattr(ev, "count", 1)
                sizes = list(cur["sizes"])
                sizes[seat] = max(0, sizes[seat] - n)
                src = self._seat_pos(view, seat, card)
                tweens = [
                    Tween(self._token(), [src, ("pile", i, n)], f"face:{card}") for i in range(n)
                ]
                out.append(Step(tweens, PLAY_TIME, "play", {"sizes": sizes, "passed": []}))
                trick = [*cur["trick"], (seat, card, n)]
                moving = {"player": seat, "card": card, "left": n, "total": n}
                props = {"trick": trick, "moving": moving}
                out.append(Step([], 0.0, None, props, pause=LAND_PAUSE))
                cur.update(sizes=sizes, passed=[], trick=trick, moving=moving)
            elif kind == "pass":
                passed = sorted({*cur["passed"], ev.player})
                out.append(Step([], 0.0, "click", {"passed": passed}, pause=PASS_PAUSE))
                cur["passed"] = passed
            elif kind == "trick":
                top = cur["trick"][-1] if cur["trick"] else (ev.player, ev.card, ev.count)
                n = top[2]
                tweens = [
                    Tween(self._token(), [("pile", i, n), ("seat", ev.player)], f"face:{top[1]}")
                    for i in range(n)
                ]
                out.append(Step(tweens, CLEAR_TIME, "discard", {"trick": [], "moving": None}))
                out.append(Step([], 0.0, None, {"passed": []}))
                cur.update(trick=[], passed=[], moving=None)
            elif kind == "skip":
                out.append(Step([], 0.0, "forfeit", {"moving": None}, pause=PASS_PAUSE))
                cur["moving"] = None
            elif kind == "safe":
                safe = [*cur["safe"], ev.player] if ev.player not in cur["safe"] else cur["safe"]
                out_order = [*cur["out"], ev.player] if ev.player not in cur["out"] else cur["out"]
                out.append(Step([], 0.0, None, {"safe": safe, "out": out_order}, pause=0.2))
                cur.update(safe=safe, out=out_order)
            elif kind == "round":
                titles = {"president": ev.president, "asshole": ev.asshole}
                out.append(Step([], 0.0, None, {"titles": titles}, pause=0.5))
                cur["titles"] = titles
            elif kind == "deal":
                # the new hands are in the view already: the strip waits for the deal
                props = {"trick": [], "passed": [], "safe": [], "out": [], "moving": None}
                out.append(
                    Step([], 0.0, None, {**props, "dealing": True, "sizes": [0] * view.players})
                )
                for wave in range(DEAL_WAVES):
                    tweens = [
                        Tween(self._token(), [("deck",), self._seat_pos(view, s, -1)], "back")
                        for s in range(view.players)
                    ]
                    share = ev.cards_each * (wave + 1) // DEAL_WAVES
                    sizes = [share] * view.players
                    sound = "shuffle" if wave == 0 else None
                    out.append(Step(tweens, DEAL_TIME, sound, {"sizes": sizes}))
                out.append(Step([], 0.0, None, {"dealing": False}, pause=0.1))
                cur.update(props, sizes=[ev.cards_each] * view.players)
            elif kind == "trade":
                seen = view.viewer is not None and view.viewer in ev.seen_by
                style = f"face:{ev.card}" if seen else "back"
                src = self._seat_pos(view, ev.giver, ev.card)
                dst = self._seat_pos(view, ev.receiver, ev.card)
                # the viewer's hand shows the card received once it has landed
                mine = view.viewer is not None and ev.receiver == view.viewer
                props = {"incoming": ev.card} if mine else {}
                out.append(
                    Step([Tween(self._token(), [src, dst], style)], TRADE_TIME, "draw", props)
                )
                out.append(Step([], 0.0, None, {"incoming": None}, pause=LAND_PAUSE))
        flush()
        out.append(Step([], 0.0, None, dict(post)))
        self._props = post
        return out

    def _pos_rect(self, view: View, pos: Any) -> pygame.Rect:
        """The card-sized rectangle of a flight position."""
        kind = pos[0]
        if kind == "rect":
            return pygame.Rect(pos[1], pos[2], pos[3], pos[4])
        if kind == "pile":
            return fan_rects(self.pile, pos[2])[pos[1]]
        if kind == "seat":
            return self._tag_card(view, pos[1])
        return pygame.Rect(self.pile)  # the deck: dealt from the centre

    # --- input -------------------------------------------------------------------------
    def moving_colour(self, view: View) -> int:
        moving = view.game.get("moving")
        seat = moving["player"] if moving else view.turn
        if seat is None:
            return 0
        return view.colours[seat]

    def locate(self, choice: Choice, view: View) -> Target | None:
        if choice.kind == "card":
            for g in self.groups(view):
                if g.card == choice.key:
                    # the point (where pills for the count go) at the top of the cards
                    return Target(choice, pygame.Rect(g.rect), (g.rect.centerx, g.rect.top))
            return None
        return super().locate(choice, view)

    def hotkey(self, n: int, options: Sequence[Choice], view: View) -> Choice | None:
        """Number key n: the n-th rank of the hand (from the left); with a rank already
        chosen, another rank (the table steps back to take it)."""
        ranks = [g.card for g in self.groups(view)]
        if not 1 <= n <= len(ranks):
            return None
        card = ranks[n - 1]
        for c in options:
            if c.ident == ("card", card):
                return c
        if any(c.kind == "button" and str(c.key).startswith("play") for c in options):
            return Choice("card", card, card_label(card))
        return None

    # --- drawing -------------------------------------------------------------------------
    def who(self, view: View, seat: int) -> str:
        """A seat in player words: its player's name, else its colour."""
        names = self.names
        return names[seat] if 0 <= seat < len(names) else COLOUR_NAMES[view.colours[seat] % 4]

    def draw(self, surface: pygame.Surface, view: View, ui: TableUI) -> None:
        self.names = list(ui.names)
        board_ui = replace(ui, anim=_PawnsOnly(ui.anim))
        super().draw(surface, view, board_ui)
        self._draw_safe_pawns(surface, view, board_ui)
        for seat in range(view.players):
            self._draw_seat(surface, view, ui, seat)
        self._draw_hand(surface, view, ui)
        self._draw_flights(surface, view, ui)

    # the centre of the board: the trick pile instead of classic's draw pile
    def draw_centre(self, surface, view: View, ui: TableUI) -> None:
        pal = self.palette
        props = ui.anim.props
        trick = props.get("trick") or []
        moving = props.get("moving")
        base = self.pile
        lay = self.board
        small = max(9, int(base.width * 0.17))
        if not trick:
            outline = mix(pal["table"], pal["text"], 0.25)
            pygame.draw.rect(surface, outline, base, max(1, base.width // 40), border_radius=6)
            phase = view.game.get("phase")
            leader = view.game.get("leader")
            if phase == "trade":
                words = ["Trade"]
            elif leader is not None and view.turn is not None:
                lead = "must lead" if view.game.get("forced_lead") else "leads"
                words = [self.who(view, leader), lead]
            else:
                words = []
            lh = font(small).get_linesize()
            y = base.centery - lh * len(words) / 2
            for word in words:
                blit_text(
                    surface,
                    fit_text(word, small, base.width - 4, True),
                    small,
                    mix(pal["text"], pal["table"], 0.25),
                    (base.centerx, y),
                    "midtop",
                    bold=True,
                )
                y += lh
            return
        # earlier plays of this trick, turned a little under the play to beat
        for k, (seat, card, n) in enumerate(trick[-3:-1][::-1]):
            angle = (-13, 11)[k % 2] * (1 + k * 0.4)
            img = self._turned_play(view, seat, card, n, angle)
            rect = img.get_rect(center=(base.centerx - (k + 1) * 3, base.centery - (k + 1) * 3))
            surface.blit(img, rect)
        seat, card, n = trick[-1]
        rgb = self._seat_rgb(view, seat)
        rects = fan_rects(base, n)
        done = -1
        if moving and moving.get("player") == seat and moving.get("card") == card:
            done = moving["total"] - moving["left"]
        for i, r in enumerate(rects):
            edge = rgb
            if done >= 0 and i == done:
                edge = pal["selected"]
            draw_card(surface, pal, r, card_label(card), "", highlight=edge)
            if done >= 0 and i < done:  # this card's move is made
                shade = pygame.Surface(r.size, pygame.SRCALPHA)
                pygame.draw.rect(
                    shade, (0, 0, 0, 120), shade.get_rect(), border_radius=max(3, r.width // 10)
                )
                surface.blit(shade, r)
        # who played it: their pawn colour (with its shape) at the fan's corner
        right = rects[-1]
        pr = max(5, base.width * 0.16)
        draw_pawn(
            surface,
            rgb,
            (right.right - pr * 1.15, right.bottom - pr * 1.15),
            pr,
            "",
            view.colours[seat],
        )
        if done >= 0 and moving["total"] > 1:
            label = f"{min(done + 1, moving['total'])} of {moving['total']}"
            self._chip(
                surface,
                label,
                (base.centerx, rects[0].bottom + small * 0.9),
                small,
                pal["selected"],
                lay.rect,
            )

    def _turned_play(self, view: View, seat: int, card: int, n: int, angle: float):
        base = self.pile
        key = (seat, view.colours[seat], card, n, angle, base.size, id(self.palette))
        img = self._turned.get(key)
        if img is None:
            rects = fan_rects(pygame.Rect(0, 0, base.width, base.height), n)
            w = rects[-1].right + 6
            surf = pygame.Surface((w, base.height + 6), pygame.SRCALPHA)
            rgb = mix(self._seat_rgb(view, seat), self.palette["card_edge"], 0.3)
            for r in rects:
                draw_card(surf, self.palette, r, card_label(card), "", highlight=rgb)
            shade = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
            shade.fill((0, 0, 0, 70))
            surf.blit(shade, (0, 0), special_flags=pygame.BLEND_RGBA_SUB)
            img = pygame.transform.rotozoom(surf, angle, 1.0)
            if len(self._turned) > 64:
                self._turned.clear()
            self._turned[key] = img
        return img

    def _seat_rgb(self, view: View, seat: int):
        return self.palette.player(self.game.colours[view.colours[seat]].key)

    def _chip(self, surface, text, centre, size, bg, clamp=None) -> pygame.Rect:
        w = text_width(text, size, True) + size
        h = int(font(size, True).get_linesize() * 1.05)
        r = pygame.Rect(0, 0, w, h)
        r.center = (round(centre[0]), round(centre[1]))
        if clamp is not None:
            r.clamp_ip(clamp)
        pygame.draw.rect(surface, mix(bg, (0, 0, 0), 0.5), r.inflate(2, 2), border_radius=h // 2)
        pygame.draw.rect(surface, bg, r, border_radius=h // 2)
        blit_text(surface, text, size, readable_on(bg), r.center, "center", bold=True)
        return r

    def _draw_safe_pawns(self, surface, view: View, ui) -> None:
        """A safe player's pawns cannot be displaced: a small shield on each one on the
        track (RULES P-11)."""
        safe = ui.anim.props.get("safe") or []
        if not safe:
            return
        lay: BoardLayout = self.board
        colours = {view.colours[s] for s in safe}
        moving = ui.anim.moving()
        r = lay.pawn_radius
        for pawn, pos in ui.anim.shown.items():
            if pawn in moving or (pawn >> 2) not in colours or pos >= HOME:
                continue
            x, y = lay.pawn_point(pawn, pos)
            self._shield(surface, (x + r * 0.78, y - r * 0.72), max(4, r * 0.58))

    def _shield(self, surface, centre, s: float) -> None:
        x, y = centre
        pts = [
            (x - s, y - s * 0.8),
            (x + s, y - s * 0.8),
            (x + s * 0.9, y + s * 0.2),
            (x, y + s * 1.1),
            (x - s * 0.9, y + s * 0.2),
        ]
        pal = self.palette
        pygame.draw.polygon(surface, (0, 0, 0), [(px + 1, py + 1) for px, py in pts])
        pygame.draw.polygon(surface, pal["panel"], pts)
        pygame.draw.polygon(surface, pal["text"], pts, max(1, round(s / 4)))

    # --- the seat tags --------------------------------------------------------------------
    def _draw_seat(self, surface, view: View, ui: TableUI, seat: int) -> None:
        pal = self.palette
        props = ui.anim.props
        r = self.seat_rect(view, seat)
        rgb = self._seat_rgb(view, seat)
        you = view.viewer is not None and seat == view.viewer
        turn = view.turn == seat and view.outcome is None
        radius = max(4, r.height // 6)
        pygame.draw.rect(
            surface, mix(pal["background"], (0, 0, 0), 0.3), r.move(0, 2), border_radius=radius
        )
        pygame.draw.rect(surface, mix(rgb, pal["panel"], 0.72), r, border_radius=radius)
        edge_w = max(2, r.height // 18) if turn else max(1, r.height // 40)
        pygame.draw.rect(
            surface, rgb if turn else mix(rgb, pal["panel"], 0.3), r, edge_w, border_radius=radius
        )
        name_r, cards_r, chips_r = self._tag_parts(r)
        # name row: the colour's pawn mark and name
        pr = name_r.height * 0.42
        draw_pawn(surface, rgb, (name_r.left + pr + 1, name_r.centery), pr, "", view.colours[seat])
        size = max(8, name_r.height * 0.74)
        name = "You" if you else self.who(view, seat)
        tx = name_r.left + 2 * pr + max(3, pr * 0.5)
        tw = name_r.right - tx
        blit_text(
            surface,
            fit_text(name, size, int(tw), True),
            size,
            pal["text"],
            (tx, name_r.centery),
            "midleft",
            bold=True,
        )
        # cards row: backs fanned (not for the viewer, whose hand is below) and the count
        sizes = props.get("sizes") or []
        n = sizes[seat] if seat < len(sizes) else 0
        h = cards_r.height
        cw = max(6, round(h / 1.4))
        count_size = max(9, h * 0.6)
        label = str(n)
        count_w = text_width(label, count_size, True)
        if not you and n:
            room = cards_r.width - count_w - h * 0.5 - cw
            k = min(n, 12)
            step = 0 if k == 1 else min(cw * 0.42, max(1.0, room / (k - 1)))
            for i in range(k):
                cr = pygame.Rect(round(cards_r.left + h * 0.2 + i * step), cards_r.top, cw, h)
                draw_card(surface, pal, cr, None, face_up=False, mark=False)
            x = cards_r.left + h * 0.2 + (k - 1) * step + cw + h * 0.25
            blit_text(
                surface, label, count_size, pal["text"], (x, cards_r.centery), "midleft", bold=True
            )
        else:
            words = f"{n} card{'s' if n != 1 else ''}" if n or you else "no cards"
            small = max(8, h * 0.5)
            blit_text(
                surface,
                fit_text(words, small, cards_r.width - 4),
                small,
                pal["text"],
                (cards_r.left + h * 0.2, cards_r.centery),
                "midleft",
            )
        # chips: the title from the last round, out of cards (safe), passed this trick
        chips: list[tuple[str, Any]] = []
        titles = props.get("titles") or {}
        if titles.get("president") == seat:
            chips.append(("President", pal["accent"]))
        elif titles.get("asshole") == seat:
            chips.append(("Asshole", mix(pal["danger"], pal["panel"], 0.2)))
        out_order = props.get("out") or []
        if seat in (props.get("safe") or []):
            chips.append(("Safe 1st" if out_order[:1] == [seat] else "Safe", pal["selected"]))
        elif seat in (props.get("passed") or []):
            chips.append(("Pass", mix(pal["muted_text"], pal["panel"], 0.2)))
        self._draw_chips(surface, chips, chips_r)

    def _draw_chips(self, surface, chips, rect: pygame.Rect) -> None:
        if not chips:
            return
        size = max(7.5, rect.height * 0.7)
        gap = max(2, rect.height // 5)
        texts = [t for t, _c in chips]
        widths = [text_width(t, size, True) + size * 0.8 for t in texts]
        while sum(widths) + gap * (len(widths) - 1) > rect.width and size > 7.5:
            size -= 0.5
            widths = [text_width(t, size, True) + size * 0.8 for t in texts]
        x = rect.left
        h = rect.height
        for (text, bg), w in zip(chips, widths, strict=True):
            w = min(w, rect.right - x)
            if w < size * 2:
                break
            r = pygame.Rect(round(x), rect.top, round(w), h)
            pygame.draw.rect(surface, bg, r, border_radius=h // 2)
            blit_text(
                surface,
                fit_text(text, size, r.width - 2, True),
                size,
                readable_on(bg),
                r.center,
                "center",
                bold=True,
            )
            x += w + gap

    # --- the viewer's hand ------------------------------------------------------------------
    def _draw_hand(self, surface, view: View, ui: TableUI) -> None:
        pal = self.palette
        strip = self.strip
        self.drawn_hand = []
        pygame.draw.rect(
            surface,
            mix(pal["table"], pal["background"], 0.55),
            strip,
            border_radius=max(6, strip.height // 8),
        )
        hand = view.game.get("hand")
        size = max(10, min(16, strip.height * 0.16))
        if hand is None:
            text = "Hands are hidden" if view.viewer is None else ""
            blit_text(surface, text, size, pal["muted_text"], strip.center, "center")
            return
        props = ui.anim.props
        if props.get("dealing") and ui.anim.busy:
            return
        incoming = props.get("incoming") if ui.anim.busy else None
        if incoming is not None and incoming in hand:
            hand = list(hand)
            hand.remove(incoming)
        if not hand:
            blit_text(
                surface,
                fit_text("No cards left: your pawns are safe this round.", size, strip.width - 10),
                size,
                pal["muted_text"],
                strip.center,
                "center",
            )
            return
        targets = {t.choice.key: t for t in ui.targets if t.choice.kind == "card"}
        alternates = {t.choice.key: t for t in ui.alternates if t.choice.kind == "card"}
        picked = next((c.key for c in ui.chosen if c.kind == "card"), None)
        hinted = {c.key for c in ui.hint if c.kind == "card"}
        picking = ui.active and view.game.get("phase") in ("play", "trade")
        rise = max(4, int(strip.height * 0.09))
        for idx, g in enumerate(self.groups(view, hand)):
            chosen = ui.active and g.card == picked
            live = g.card in targets or g.card in alternates
            dy = -rise if chosen else 0
            if chosen:
                edge = pal["selected"]
            elif g.card in targets and ui.active:
                edge = pal["highlight"]
            else:
                edge = None
            rects = [r.move(0, dy) for r in g.card_rects()]
            for i, r in enumerate(rects):
                top = i == len(rects) - 1
                draw_card(surface, pal, r, card_label(g.card) if top else None, "", highlight=edge)
                if i and edge is None:  # where one card covers the next (any card edge colour)
                    ink = mix(pal["card_face"], pal["card_text"], 0.45)
                    inset = max(3, r.width // 10)
                    pygame.draw.line(
                        surface, ink, (r.left, r.top + inset), (r.left, r.bottom - inset), 1
                    )
                if not top:
                    self._corner_index(surface, r, g.card, g.step)
                self.drawn_hand.append((g.card, r))
            if picking and not chosen and not live:  # not playable now: dimmed
                box = rects[0].union(rects[-1])
                shade = pygame.Surface(box.size, pygame.SRCALPHA)
                pygame.draw.rect(
                    shade,
                    (*pal["background"], 150),
                    shade.get_rect(),
                    border_radius=max(3, g.card_w // 10),
                )
                surface.blit(shade, box)
            box = rects[0].union(rects[-1])
            if g.count > 1:
                csize = max(9, min(14, g.card_h * 0.17))
                self._chip(
                    surface,
                    f"x{g.count}",
                    (box.right - csize * 0.6, box.top + csize * 0.2),
                    csize,
                    pal["panel_edge"],
                )
            if g.card in hinted:
                pygame.draw.rect(
                    surface,
                    pal["accent"],
                    box.inflate(8, 8),
                    3,
                    border_radius=max(4, g.card_w // 8),
                )
            hover = ui.hover
            if hover is not None and hover.choice.kind == "card" and hover.choice.key == g.card:
                pygame.draw.rect(
                    surface,
                    pal["selected"],
                    box.inflate(6, 6),
                    2,
                    border_radius=max(4, g.card_w // 8),
                )
            if ui.active and idx < 9 and (live or chosen):
                nsize = max(8, min(13, g.card_h * 0.16))
                blit_text(
                    surface,
                    str(idx + 1),
                    nsize,
                    pal["muted_text"],
                    (box.centerx, g.rect.bottom + 1 + (0 if not chosen else 0)),
                    "midtop",
                )

    def _corner_index(self, surface, r: pygame.Rect, card: int, step: int) -> None:
        """The rank in the visible strip of a card covered by the next one."""
        label = card_label(card)
        if label.startswith("SORRY"):
            label = "S"
        size = max(7, min(r.height * 0.17, step * 0.7))
        px = r.left + max(1, step * 0.5)
        colour = self.palette.player(0) if label == "S" else self.palette["card_text"]
        blit_text(surface, label, size, colour, (px, r.top + r.height * 0.08), "midtop", bold=True)

    # --- cards in flight ------------------------------------------------------------------
    def _draw_flights(self, surface, view: View, ui: TableUI) -> None:
        for token, (tween, t) in ui.anim.moving().items():
            if isinstance(token, int):
                continue
            rects = [self._pos_rect(view, p) for p in tween.path]
            pts = [r.center for r in rects]
            x, y = along(pts, t)
            a, b = rects[0], rects[-1]
            k = lift(t)
            w = (a.width + (b.width - a.width) * t) * k
            h = (a.height + (b.height - a.height) * t) * k
            r = pygame.Rect(0, 0, max(4, round(w)), max(6, round(h)))
            r.center = (round(x), round(y))
            style = tween.style
            if style.startswith("face:"):
                card = int(style[5:])
                draw_card(surface, self.palette, r, card_label(card), "")
            else:
                draw_card(surface, self.palette, r, None, face_up=False, mark=r.width >= 40)

    # --- the side panel ---------------------------------------------------------------------
    def panel_height(self, width: int, unit: int, view: View) -> int:
        return int(unit * 5.4)

    def layout_panel(self, rect: pygame.Rect, unit: int, view: View) -> None:
        super().layout_panel(rect, unit, view)
        cw = min(int(rect.height / 1.4), int(rect.width * 0.24))
        self.panel_card = pygame.Rect(rect.left, rect.top, cw, int(cw * 1.4))
        self.panel_text = pygame.Rect(
            rect.left + cw + unit // 2, rect.top, rect.width - cw - unit // 2, rect.height
        )

    def draw_panel(self, surface: pygame.Surface, view: View, ui: TableUI) -> None:
        self.names = list(ui.names)
        if self.panel.height <= 0:
            return
        pal = self.palette
        u = ui.unit
        props = ui.anim.props
        trick = props.get("trick") or []
        moving = props.get("moving")
        picked = next((c.key for c in ui.chosen if c.kind == "card"), None)
        hover = (
            ui.hover.choice.key if ui.hover is not None and ui.hover.choice.kind == "card" else None
        )
        title, lines = "", []
        card = None
        if moving:
            card = moving["card"]
            total, left = moving["total"], moving["left"]
            who = COLOUR_NAMES[view.colours[moving["player"]] % 4]
            title = f"{who} moves the {card_label(card)}"
            if total > 1:
                number = min(total, total - left + 1)
                after = "the last one" if left <= 1 else f"{left - 1} more after this"
                lines.append(f"card {number} of {total}, {after}")
            lines.append(card_text(card))
        elif trick:
            seat, card, n = trick[-1]
            title = f"To beat: {cards_text(card, n)}"
            lines.append(f"played by {self.who(view, seat)}")
        elif view.game.get("phase") == "trade":
            trade = view.game.get("trade") or {}
            pres, ass = trade.get("president"), trade.get("asshole")
            title = "The trade"
            if pres is not None and ass is not None:
                lines.append(
                    f"{self.who(view, pres)} (President) gives a card to "
                    f"{self.who(view, ass)} (Asshole), who gives back "
                    "their highest."
                )
        elif view.outcome is None:
            title = "A new trick"
            if view.game.get("forced_lead"):
                lines.append("Everybody passed: the lead must be played.")
            else:
                lines.append("Lead any number of cards of one rank.")
        passed = props.get("passed") or []
        if passed and not moving:
            names = ", ".join(self.who(view, s) for s in passed)
            lines.append(f"Passed: {names}")
        shown = picked if picked is not None else hover
        if shown is not None and ui.active and not moving:
            card = shown
            lines = [f"Your {card_label(shown)}: {card_text(shown)}"]
            title = title or "Your card"
        trade = view.game.get("trade") or {}
        if "gave" in trade and not moving and shown is None:
            lines.append(
                f"Trade: you gave {card_label(trade['gave'])}, got {card_label(trade['received'])}"
            )
        cr = self.panel_card
        if card is not None:
            draw_card(surface, pal, cr, card_label(card), "")
        else:
            pygame.draw.rect(
                surface,
                mix(pal["panel"], pal["text"], 0.2),
                cr,
                max(1, cr.width // 30),
                border_radius=max(3, cr.width // 10),
            )
        tr = self.panel_text
        big = max(11, int(u * 1.05))
        y = tr.top
        if title:
            blit_text(
                surface,
                fit_text(title, big, tr.width, True),
                big,
                pal["text"],
                (tr.left, y),
                bold=True,
            )
            y += font(big, True).get_linesize()
        size = max(10, int(u * 0.9))
        lh = font(size).get_linesize()
        for text in lines:
            for line in wrap_text(text, size, tr.width):
                if y + lh > tr.bottom:
                    return
                blit_text(surface, line, size, pal["muted_text"], (tr.left, y))
                y += lh
