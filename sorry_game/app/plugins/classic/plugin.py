"""Sorry! (classic) on the table: the round or square board, the card in play and the
hand of five, drawn from the engine's view; choices located on the board.

The Sorry! board part (`SorryBoardPlugin`) is shared with Sorry My Ass!, which plays on
the same board with other cards.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any

import pygame

from sorry_game.app.draw import (
    aa_circle,
    blit_text,
    draw_card,
    draw_pawn,
    font,
    mix,
    pill,
    readable_on,
    ring,
    text_width,
    wrap_text,
)
from sorry_game.app.plugins.classic.board import BoardLayout, BoardPainter
from sorry_game.app.table.animator import Step, Tween, along, lift
from sorry_game.app.table.plugin import TablePlugin, TableUI, Target
from sorry_game.engine.picking import Choice
from sorry_game.engine.view import View
from sorry_game.games.board.cards import CARD_TEXT, card_label
from sorry_game.games.board.geometry import (
    BACKWARD,
    FORWARD,
    HOME,
    MAX_STEPS,
    START,
    TRACK_LEN,
    backward_path,
    forward_path,
)

STEP_TIME = 0.11  # seconds per square of a move
MIN_MOVE = 0.28
MAX_MOVE = 1.2
SLIDE_TIME = 0.45
BUMP_TIME = 0.45
JUMP_TIME = 0.40  # leave START, SORRY!, switch


def move_path(pawn: int, src: int, dest: int) -> list[int]:
    """The squares a pawn passes moving from src to dest (forward or backward)."""
    colour = pawn >> 2
    if src < START and src != dest:
        fwd = FORWARD[colour][src]
        for n in range(1, MAX_STEPS):
            if fwd[n] == dest:
                return [src, *forward_path(colour, src, n)]
        back = BACKWARD[colour][src]
        for n in range(1, MAX_STEPS):
            if back[n] == dest:
                return [src, *backward_path(colour, src, n)]
    return [src, dest]


def board_steps(events: Sequence[Any]) -> list[Step]:
    """Animation steps for the Sorry! board events of one action: moves along their
    path, slides along the slide, bumps back to START, a switch as one exchange."""
    steps: list[Step] = []
    bumps: list[Tween] = []

    def flush() -> None:
        if bumps:
            steps.append(Step(list(bumps), BUMP_TIME, "bump"))
            bumps.clear()

    events = list(events)
    for i, ev in enumerate(events):
        kind = ev.kind
        if kind == "move":
            how = ev.how
            if how == "switched":
                continue  # animated with its switch
            if how == "sorry":
                steps.append(
                    Step([*bumps, Tween(ev.pawn, [ev.src, ev.dest])], JUMP_TIME * 1.2, "bump")
                )
                bumps.clear()
                continue
            flush()
            if how == "switch":
                tweens = [Tween(ev.pawn, [ev.src, ev.dest])]
                other = next(
                    (e for e in events[i + 1 :] if e.kind == "move" and e.how == "switched"), None
                )
                if other is not None:
                    tweens.append(Tween(other.pawn, [other.src, other.dest]))
                steps.append(Step(tweens, JUMP_TIME * 1.3, "move"))
            elif how == "leave":
                steps.append(Step([Tween(ev.pawn, [ev.src, ev.dest])], JUMP_TIME, "move"))
            else:
                path = move_path(ev.pawn, ev.src, ev.dest)
                dur = min(MAX_MOVE, max(MIN_MOVE, STEP_TIME * (len(path) - 1)))
                steps.append(Step([Tween(ev.pawn, path)], dur, "move"))
        elif kind == "bump":
            bumps.append(Tween(ev.pawn, [ev.src, START]))
        elif kind == "slide":
            steps.append(
                Step([Tween(ev.pawn, [ev.src, ev.dest], "slide"), *bumps], SLIDE_TIME, "slide")
            )
            bumps.clear()
        elif kind == "play":
            flush()
            steps.append(Step([], 0.0, "play", {"card": ev.card}, pause=0.15))
        elif kind == "draw":
            flush()
            steps.append(Step([], 0.0, "draw", {"card": ev.card}))
        elif kind in ("forfeit", "discard", "shuffle", "win"):
            flush()
            props = {"card": ev.card} if kind == "discard" else {}
            steps.append(Step([], 0.0, kind, props))
    flush()
    return steps


class SorryBoardPlugin(TablePlugin):
    """The Sorry! board: pawns, START/HOME, slides; pawn, START and square choices."""

    def __init__(self, palette, game) -> None:
        super().__init__(palette, game)
        self.painter = BoardPainter(palette)
        self.board: BoardLayout | None = None

    def layout(self, area: pygame.Rect) -> None:
        super().layout(area)
        if self.painter.palette is not self.palette:
            self.painter = BoardPainter(self.palette)
        self.board = BoardLayout(area, self.palette.layout)

    def banner_point(self):
        lay = self.board
        cx, cy = lay.centre
        return (cx, cy - lay.rect.height * 0.22)

    # --- animation ----------------------------------------------------------------------
    def shown(self, view: View) -> tuple[dict[Hashable, Any], dict[str, Any]]:
        game = view.game
        pawns = {pawn: pos for pawn, pos in enumerate(game["pawns"])}
        return pawns, {"card": self.face_up(view)}

    def face_up(self, view: View) -> int | None:
        return view.game.get("card")

    def steps(self, events, view: View) -> list[Step]:
        return board_steps(events)

    # --- input --------------------------------------------------------------------------
    def moving_colour(self, view: View) -> int:
        colour = view.game.get("moving_colour")
        return colour if colour is not None else 0

    def locate(self, choice: Choice, view: View) -> Target | None:
        lay = self.board
        kind, key = choice.kind, choice.key
        if kind == "pawn":
            pos = view.game["pawns"][key]
            pt = lay.pawn_point(key, pos)
            return Target(choice, lay.square_rect(pos, key >> 2, key & 3), pt)
        if kind == "start":
            r = lay.circle_rect("start", key)
            return Target(choice, r, r.center)
        if kind == "square":
            c = self.moving_colour(view)
            if key == HOME:
                r = lay.circle_rect("home", c)
                return Target(choice, r, r.center)
            return Target(choice, lay.square_rect(key, c), lay.point(key, c))
        return None

    # --- drawing ------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, view: View, ui: TableUI) -> None:
        lay = self.board
        pal = self.palette
        surface.blit(self.painter.static(lay, list(view.colours)), lay.rect)
        if view.turn is not None and not ui.anim.busy:
            colour = self.moving_colour(view)
            ring(
                surface,
                pal.player(colour),
                lay.start[colour],
                lay.circle_radius * 1.1,
                max(2, lay.cell * 0.1),
            )
        self.draw_centre(surface, view, ui)
        if ui.active:
            self._draw_dest_marks(surface, view, ui)
        self._draw_last_from(surface, ui)
        self._draw_pawns(surface, view, ui)
        if ui.active:
            self._draw_origin_marks(surface, view, ui)
            self._draw_labels(surface, view, ui)
            self._draw_hint(surface, view, ui)
            self._draw_hover(surface, ui)

    def draw_centre(self, surface, view: View, ui: TableUI) -> None:
        """The board's middle: the draw pile and the card in play (a game on this board
        may draw something else there: override this)."""
        card = ui.anim.props.get("card")
        self.painter.draw_centre(surface, self.board, card, view.game.get("pile", 0), "")

    @staticmethod
    def _pawns(ui: TableUI) -> dict[int, int]:
        """The pawns among the animator's tokens (a plugin may also animate cards)."""
        return {t: p for t, p in ui.anim.shown.items() if isinstance(t, int)}

    def _occupied(self, ui: TableUI) -> set[int]:
        return {p for p in self._pawns(ui).values() if p < HOME}

    def _draw_pawns(self, surface, view: View, ui: TableUI) -> None:
        lay = self.board
        moving = ui.anim.moving()
        present = set(view.colours) | {self.moving_colour(view)}
        for pawn, pos in self._pawns(ui).items():
            if pawn in moving or (pawn >> 2) not in present:
                continue
            self.painter.draw_pawn(surface, lay, pawn, lay.pawn_point(pawn, pos))
        for pawn, (tween, t) in moving.items():
            if not isinstance(pawn, int):
                continue
            if tween.style == "slide" and tween.path[0] < TRACK_LEN:
                pts = lay.slide_points(tween.path[0], tween.path[-1])
            else:
                pts = [lay.pawn_point(pawn, p) for p in tween.path]
            self.painter.draw_pawn(surface, lay, pawn, along(pts, t), lift(t))

    def _draw_last_from(self, surface, ui: TableUI) -> None:
        """A faint ring where the last move's pawns started, for a player who looked away."""
        lay = self.board
        for ev in ui.last_events:
            if ev.kind == "move" and ev.src not in (START, HOME) and ev.how != "switched":
                colour = mix(self.palette.player(ev.pawn >> 2), self.palette["track"], 0.45)
                ring(
                    surface,
                    colour,
                    lay.point(ev.src, ev.pawn >> 2),
                    lay.pawn_radius * 0.8,
                    max(2, lay.cell * 0.08),
                )

    def _draw_dest_marks(self, surface, view: View, ui: TableUI) -> None:
        pal = self.palette
        lay = self.board
        hi = pal["highlight"]
        occupied = self._occupied(ui)
        c = self.moving_colour(view)
        chosen = ui.chosen
        # the first part of a 7 split, chosen: a ghost of the pawn where it will stand
        if len(chosen) >= 2 and chosen[-1].kind == "square" and chosen[-2].kind == "pawn":
            origin, dest = chosen[-2].key, chosen[-1].key
            if any(t.choice.kind == "pawn" for t in ui.targets):
                pt = lay.point(dest, c)
                r = lay.pawn_radius
                ghost = pygame.Surface((int(r * 3), int(r * 3)), pygame.SRCALPHA)
                draw_pawn(
                    ghost,
                    pal.player(origin >> 2),
                    (r * 1.5, r * 1.5),
                    r,
                    str((origin & 3) + 1),
                    origin >> 2,
                )
                ghost.set_alpha(140)
                surface.blit(ghost, (pt[0] - r * 1.5, pt[1] - r * 1.5))
            else:
                pt = lay.circle_rect("home", c).center if dest == HOME else lay.point(dest, c)
                ring(surface, hi, pt, lay.pawn_radius * 1.45, max(3, lay.cell * 0.13))
        for t in ui.targets:
            if t.kind == "alias":
                ring(surface, pal["selected"], t.point, lay.cell * 0.46, max(2, lay.cell * 0.1))
                continue
            if t.choice.kind != "square":
                continue
            dest = t.choice.key
            x, y = t.point
            if dest == HOME:
                r = lay.circle_radius
                ring(surface, hi, (x, y), r * 1.06, max(3, lay.cell * 0.14))
                continue
            r = lay.cell * 0.5
            if dest in occupied:
                ring(surface, hi, (x, y), lay.pawn_radius * 1.45, max(3, lay.cell * 0.13))
                continue
            glow = pygame.Surface((int(r * 2 + 4), int(r * 2 + 4)), pygame.SRCALPHA)
            aa_circle(glow, (*hi, 230), (r + 2, r + 2), r * 0.92)
            surface.blit(glow, (x - r - 2, y - r - 2))
            ring(surface, mix(hi, (0, 0, 0), 0.45), (x, y), r * 0.92, max(1, lay.cell * 0.05))
            size = max(9, int(lay.cell * 0.46))
            label = t.choice.label
            if text_width(label, size, True) >= r * 1.9:
                label = label.split(" ")[0]
            blit_text(surface, label, size, readable_on(hi), (x, y + 1), "center", bold=True)

    def _draw_labels(self, surface, view: View, ui: TableUI) -> None:
        """Labels of targets on occupied squares and HOME (bump, switch, SORRY!), above
        the pawns."""
        lay = self.board
        occupied = self._occupied(ui)
        size = max(10, int(lay.cell * 0.42))
        for t in ui.targets:
            if t.kind != "board" or t.choice.kind != "square":
                continue
            x, y = t.point
            if t.choice.key == HOME:
                pill(
                    surface,
                    self.palette,
                    t.choice.label,
                    (x, y - lay.circle_radius - lay.cell * 0.3),
                    size,
                    lay.rect,
                )
            elif t.choice.key in occupied:
                pill(
                    surface,
                    self.palette,
                    t.choice.label,
                    (x, y - lay.pawn_radius * 1.45 - lay.cell * 0.3),
                    size,
                    lay.rect,
                )

    def _draw_origin_marks(self, surface, view: View, ui: TableUI) -> None:
        pal = self.palette
        lay = self.board
        hi, sel = pal["highlight"], pal["selected"]
        width = max(2, lay.cell * 0.1)
        second = any(c.kind == "square" for c in ui.chosen)
        for t in ui.alternates:
            if t.choice.kind == "pawn":
                ring(
                    surface,
                    mix(hi, pal["track"], 0.5),
                    t.point,
                    lay.pawn_radius * 1.25,
                    max(1, width * 0.6),
                )
            elif t.choice.kind == "start":
                ring(
                    surface,
                    mix(hi, pal["track"], 0.5),
                    t.point,
                    lay.circle_radius * 1.04,
                    max(1, width * 0.6),
                )
        for t in ui.targets:
            if t.kind != "board":
                continue
            if t.choice.kind == "pawn":
                ring(surface, sel if second else hi, t.point, lay.pawn_radius * 1.32, width)
            elif t.choice.kind == "start":
                ring(surface, hi, t.point, lay.circle_radius * 1.06, width * 1.2)
        origin = next((c for c in ui.chosen if c.kind in ("pawn", "start")), None)
        if origin is None or origin.auto:
            return
        if origin.kind == "start":
            ring(surface, sel, lay.start[origin.key], lay.circle_radius * 1.12, width * 1.6)
            return
        pt = lay.pawn_point(origin.key, ui.anim.shown.get(origin.key, START))
        ring(surface, sel, pt, lay.pawn_radius * 1.4, width * 1.6)
        ring(surface, mix(sel, (0, 0, 0), 0.5), pt, lay.pawn_radius * 1.4 + width * 1.6, 1)

    def _draw_hint(self, surface, view: View, ui: TableUI) -> None:
        if not ui.hint:
            return
        lay = self.board
        acc = self.palette["accent"]
        c = self.moving_colour(view)
        for choice in ui.hint:
            if choice.kind == "pawn":
                pt = lay.pawn_point(choice.key, ui.anim.shown.get(choice.key, START))
                ring(surface, acc, pt, lay.pawn_radius * 1.6, max(2, lay.cell * 0.08))
            elif choice.kind == "start":
                ring(
                    surface,
                    acc,
                    lay.start[choice.key],
                    lay.circle_radius * 1.2,
                    max(2, lay.cell * 0.08),
                )
            elif choice.kind == "square":
                key = choice.key
                pt = lay.circle_rect("home", c).center if key == HOME else lay.point(key, c)
                ring(surface, acc, pt, lay.cell * 0.62, max(2, lay.cell * 0.08))

    def _draw_hover(self, surface, ui: TableUI) -> None:
        t = ui.hover
        if t is None or t.kind == "pill":
            return
        lay = self.board
        kind = t.choice.kind
        if kind == "start" or (kind == "square" and t.choice.key == HOME and t.kind == "board"):
            radius = lay.circle_radius * 1.16
        elif kind == "pawn":
            radius = lay.pawn_radius * 1.55
        elif kind == "square":
            radius = lay.cell * 0.58
        else:
            return
        ring(surface, self.palette["selected"], t.point, radius, max(2, lay.cell * 0.07))


class ClassicPlugin(SorryBoardPlugin):
    """Sorry!: the board plus the card in play (draw mode) or the hand of five."""

    def __init__(self, palette, game) -> None:
        super().__init__(palette, game)
        self.card_rect = pygame.Rect(0, 0, 0, 0)
        self.text_rect = pygame.Rect(0, 0, 0, 0)
        self.hand_rects: list[pygame.Rect] = []
        self.hand_title_y = 0

    def face_up(self, view: View) -> int | None:
        game = view.game
        return game.get("card") or (game.get("discard_top") if game.get("hand_mode") else None)

    def _hand_size(self, width: int, unit: int) -> tuple[int, int, int]:
        """(card width, card height, gap) of the hand of five."""
        gap = max(4, unit // 3)
        hw = min((width - 4 * gap) // 5, int(unit * 4.2))
        return hw, int(hw * 1.4), gap

    def panel_height(self, width: int, unit: int, view: View) -> int:
        hand = view.game.get("hand_mode")
        card_w = min(int(width * 0.3), int(unit * (4.6 if hand else 6.4)))
        h = int(card_w * 1.4)
        if hand:
            _hw, hh, _gap = self._hand_size(width, unit)
            h += int(unit * 0.6) + hh + int(unit * 1.3) + unit // 2
        return h

    def layout_panel(self, rect: pygame.Rect, unit: int, view: View) -> None:
        super().layout_panel(rect, unit, view)
        u = unit
        hand_h = 0
        self.hand_rects = []
        hw, hh, gap = self._hand_size(rect.width, u)
        card_h = rect.height
        if view.game.get("hand_mode"):  # the hand of five under the card
            hand_h = int(u * 0.6) + hh + int(u * 1.3)
            card_h = rect.height - hand_h - u // 2
        card_w = min(int(rect.width * 0.3), int(card_h / 1.4))
        card_h = int(card_w * 1.4)
        self.card_rect = pygame.Rect(rect.left, rect.top, card_w, card_h)
        self.text_rect = pygame.Rect(
            rect.left + card_w + u // 2, rect.top, rect.width - card_w - u // 2, card_h
        )
        if hand_h:
            top = rect.bottom - hh - int(u * 1.3)
            total = 5 * hw + 4 * gap
            hx = rect.left + (rect.width - total) // 2
            self.hand_rects = [pygame.Rect(hx + i * (hw + gap), top, hw, hh) for i in range(5)]
            self.hand_title_y = top - int(u * 0.15)

    def locate(self, choice: Choice, view: View) -> Target | None:
        if choice.kind == "card":
            hand = view.game.get("hand") or []
            for i, card in enumerate(hand):
                if card == choice.key and i < len(self.hand_rects):
                    r = self.hand_rects[i]
                    return Target(choice, r, r.center)
            return None
        return super().locate(choice, view)

    def hotkey(self, n: int, options: Sequence[Choice], view: View) -> Choice | None:
        """Number keys pick the n-th card of the hand."""
        hand = view.game.get("hand") or []
        if 1 <= n <= len(hand):
            for c in options:
                if c.ident == ("card", hand[n - 1]):
                    return c
        return None

    def draw_panel(self, surface: pygame.Surface, view: View, ui: TableUI) -> None:
        pal = self.palette
        u = ui.unit
        game = view.game
        hand_mode = game.get("hand_mode")
        picked = next((c.key for c in ui.chosen if c.kind == "card"), None)
        card = picked if picked is not None else ui.anim.props.get("card")
        if card:
            draw_card(surface, pal, self.card_rect, card_label(card), "")
            body = CARD_TEXT.get(card, "")
        else:
            draw_card(surface, pal, self.card_rect, None, face_up=False)
            body = "Choose a card from your hand." if hand_mode and ui.active else ""
        tr = self.text_rect
        y = tr.top
        size = max(11, int(u * 1.0))
        if hand_mode and card and picked is None:
            small = max(11, int(u * 0.85))
            blit_text(surface, "Last played", small, pal["muted_text"], (tr.left, y))
            y += font(small).get_linesize()
        lines = wrap_text(body, size, tr.width)
        lh = font(size).get_linesize()
        if len(lines) * lh > tr.bottom - y:
            size = max(11, int(u * 0.85))
            lines = wrap_text(body, size, tr.width)
            lh = font(size).get_linesize()
        for line in lines[: max(1, (tr.bottom - y) // lh)]:
            blit_text(surface, line, size, pal["text"], (tr.left, y))
            y += lh
        if hand_mode and self.hand_rects:
            self._draw_hand(surface, view, ui)

    def _draw_hand(self, surface, view: View, ui: TableUI) -> None:
        pal = self.palette
        u = ui.unit
        hand = view.game.get("hand")
        title = "Your hand" if hand is not None else "Hand hidden"
        blit_text(
            surface,
            title,
            max(11, int(u * 0.85)),
            pal["muted_text"],
            (self.panel.left, self.hand_title_y),
            "bottomleft",
        )
        playable = {t.choice.key for t in ui.targets if t.choice.kind == "card"}
        picked = next((c.key for c in ui.chosen if c.kind == "card"), None)
        marked = False
        for i, r in enumerate(self.hand_rects):
            if hand is None or i >= len(hand):
                draw_card(surface, pal, r, None, face_up=False, mark=False)
                continue
            card = hand[i]
            selected = ui.active and card == picked and not marked
            marked = marked or selected
            rr = r.move(0, -int(u * 0.5)) if selected else r
            hl = (
                pal["selected"]
                if selected
                else (pal["highlight"] if card in playable and ui.active else None)
            )
            draw_card(surface, pal, rr, card_label(card), "", highlight=hl)
            if ui.active:
                blit_text(
                    surface,
                    str(i + 1),
                    max(10, int(u * 0.75)),
                    pal["muted_text"],
                    (r.centerx, r.bottom + 2),
                    "midtop",
                )
        for t in ui.targets:
            if t.choice.kind == "card" and ui.hover is t:
                pygame.draw.rect(
                    surface,
                    pal["selected"],
                    t.rect.inflate(6, 6),
                    2,
                    border_radius=max(3, t.rect.width // 10),
                )
