"""Sorry, King! on the table (RULES §K): the 10x10 board — chess in the middle, the
checkers' ring around it — drawn from the engine's view, its choices located on it.

- The board is seen from the bottom seat's side: the viewer's (`view.viewer`: the only
  human, or in a game between two humans the one deciding now, so the board turns to
  whoever plays), White when nobody is watching. Black at the bottom flips it.
- Chess: click a piece, then its square (dots on empty squares, rings on captures;
  castling also by the rook); a promotion opens a column of four pieces on the
  promotion square's file (keys 1-4: Queen, Rook, Bishop, Knight).
- Checkers: the ones that can move are ringed with their distance, and where each
  lands is marked (its whole path for the one under the pointer).
- Colour change: the line is banded and its candidate pieces ringed.
- Marks: the last move, the king in check (red), the lines just controlled (both end
  squares and the line across the board), the pieces just changed.
- Each seat's strip beside its side of the board holds its reserve (next to its red
  corner, where checkers enter) and its finished tours; the side panel tells how far
  the checker moves ("Checker moves 4") and the value of each piece.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Sequence
from functools import lru_cache
from typing import Any

import chess
import pygame

from sorry_game.app.draw import (
    aa_circle,
    blit_text,
    darken,
    drop_shadow,
    fit_text,
    font,
    lighten,
    luminance,
    mix,
    pill,
    ring,
    text_width,
)
from sorry_game.app.plugins.king.layout import (
    TALL,
    TOUR_SLOTS,
    KingLayout,
)
from sorry_game.app.plugins.king.pieces import draw_piece, outline_for
from sorry_game.app.plugins.king.steps import build_steps, snapshot
from sorry_game.app.table.animator import Step, along, lift
from sorry_game.app.table.plugin import TablePlugin, TableUI, Target
from sorry_game.engine.picking import Choice
from sorry_game.engine.view import View
from sorry_game.games.king.ring import CORNERS, LINE_AT, OTHER_END, RING_SIZE

#: the promotion pieces, in the order of the popup and of the keys 1-4
PROMOTIONS = ("q", "r", "b", "n")
#: the value legend's order
LEGEND = ("P", "N", "B", "R", "Q", "K")
PIECE_WORDS = {"P": "pawn", "N": "knight", "B": "bishop", "R": "rook", "Q": "queen", "K": "king"}


@lru_cache(maxsize=64)
def _tint_surface(w: int, h: int, colour: tuple[int, int, int], alpha: int) -> pygame.Surface:
    s = pygame.Surface((max(1, w), max(1, h)), pygame.SRCALPHA)
    s.fill((*colour, alpha))
    return s


def tint(surface: pygame.Surface, rect: pygame.Rect, colour, alpha: int) -> None:
    """Lay a translucent colour over a rectangle."""
    surface.blit(_tint_surface(rect.width, rect.height, tuple(colour[:3]), alpha), rect)


class KingPlugin(TablePlugin):
    """The Sorry, King! board, its strips of reserves and tours, and its panel part."""

    def __init__(self, palette, game) -> None:
        super().__init__(palette, game)
        self.flipped = False
        #: F pressed: the board shows the other side at the bottom
        self.turned = False
        self.red: tuple[int, int] = (0, 18)
        self.step_dir = 1
        self.lay = KingLayout(pygame.Rect(0, 0, 100, 120), False, self.red)
        self._static: pygame.Surface | None = None
        self._static_key: tuple | None = None
        #: the snapshot the screen shows once the queued steps are done
        self._model: dict[str, Any] | None = None
        #: the square under the pointer or focus at the last frame, and the promotion
        #: square chosen (where the promotion column goes)
        self._pointed: str | None = None
        self._promo_to: str | None = None

    # --- layout -------------------------------------------------------------------------
    def preferred_aspect(self) -> float:
        return 10 / TALL

    def layout(self, area: pygame.Rect) -> None:
        super().layout(area)
        self._relayout()

    def _relayout(self) -> None:
        self.lay = KingLayout(self.area, self.flipped, self.red)

    def orient(self, view: View) -> KingLayout:
        """Turn the board to the viewer's side (F turns it round); follow the game's red
        squares."""
        flipped = (view.viewer == 1) != self.turned
        game = view.game
        red = tuple(game.get("red_squares", self.red))
        self.step_dir = game.get("step", 1)
        if flipped != self.flipped or red != self.red:
            self.flipped, self.red = flipped, red  # type: ignore[assignment]
            self._relayout()
        return self.lay

    def banner_point(self):
        """Over the top seat's strip: the board stays clear."""
        lay = self.lay
        top = lay.strips[1 - lay.bottom_seat]
        return (lay.board.centerx, top.centery)

    def panel_height(self, width: int, unit: int, view: View) -> int:
        return int(unit * 4.9)

    # --- colours ------------------------------------------------------------------------
    def seat_fill(self, seat: int) -> tuple[int, int, int]:
        return self.palette.player(self.game.colours[seat].key)

    def piece_fill(self, symbol: str) -> tuple[int, int, int]:
        return self.seat_fill(0 if symbol.isupper() else 1)

    def square_colours(self) -> tuple[tuple[int, int, int], tuple[int, int, int]]:
        pal = self.palette
        light = pal["track"]
        return light, mix(light, pal["table"], 0.5)

    def ring_colour(self) -> tuple[int, int, int]:
        pal = self.palette
        return mix(pal["table"], pal["track"], 0.3)

    def red_colour(self) -> tuple[int, int, int]:
        return self.palette.player("red")

    # --- animation ----------------------------------------------------------------------
    def shown(self, view: View) -> tuple[dict[Hashable, Any], dict[str, Any]]:
        snap = snapshot(view)
        self._model = snap
        return {}, dict(snap)

    def steps(self, events, view: View) -> list[Step]:
        after = snapshot(view)
        steps = build_steps(self._model, events, after)
        self._model = after
        return steps

    # --- input --------------------------------------------------------------------------
    def prepare(self, chosen: Sequence[Choice], view: View) -> None:
        """The promotion column goes on the square the pawn was sent to."""
        squares = [c.key for c in chosen if c.kind == "square"]
        self._promo_to = squares[1] if len(squares) >= 2 else None

    def locate(self, choice: Choice, view: View) -> Target | None:
        lay = self.orient(view)
        kind, key = choice.kind, choice.key
        if kind == "square" and isinstance(key, str):
            try:
                r = lay.square_rect(key)
            except ValueError:
                return None
            return Target(choice, r, r.center)
        if kind == "checker" and isinstance(key, int) and 0 <= key < RING_SIZE:
            r = lay.ring_rect(key)
            return Target(choice, r, r.center)
        if kind == "option" and key in PROMOTIONS:
            rects = self.promotion_rects(self._promotion_square(view))
            r = rects[PROMOTIONS.index(key)]
            return Target(choice, pygame.Rect(r), r.center)
        return None

    def key(self, event: pygame.event.Event, view: View) -> bool:
        """F turns the board round (the other side at the bottom)."""
        if event.key == pygame.K_f and not getattr(event, "mod", 0) & (
            pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META
        ):
            self.turned = not self.turned
            self.orient(view)
            return True
        return False

    def hotkey(self, n: int, options: Sequence[Choice], view: View) -> Choice | None:
        """Keys 1-4 pick Queen, Rook, Bishop, Knight when a pawn promotes."""
        if 1 <= n <= len(PROMOTIONS):
            for c in options:
                if c.kind == "option" and c.key == PROMOTIONS[n - 1]:
                    return c
        return None

    def _promotion_square(self, view: View) -> str:
        """Where the promotion column goes when the table asks before a frame has shown
        which square was chosen: the chosen square, else the one under the pointer, else
        the only square a pawn can promote on (`draw` corrects the targets every frame)."""
        squares: list[str] = []
        try:
            board = chess.Board(view.game["fen"])
            squares = [chess.square_name(m.to_square) for m in board.legal_moves if m.promotion]
        except (ValueError, KeyError):
            pass
        for guess in (self._promo_to, self._pointed):
            if guess is not None and (guess in squares or not squares):
                return guess
        return squares[0] if squares else "e8"

    def promotion_rects(self, square: str) -> list[pygame.Rect]:
        """The column of four promotion choices from `square` toward the board's middle."""
        lay = self.lay
        r = lay.square_rect(square)
        sign = 1 if r.centery < lay.board.centery else -1
        c = lay.cell
        return [
            pygame.Rect(r.left, round(r.top + sign * k * c), r.width, r.height) for k in range(4)
        ]

    # --- drawing ------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, view: View, ui: TableUI) -> None:
        self.orient(view)
        props = ui.anim.props or snapshot(view)
        self._track_pointer(ui)
        surface.blit(self._static_surface(), self.area)
        busy = ui.anim.busy
        self._draw_square_marks(surface, view, ui, props, busy)
        self._draw_pieces(surface, props, ui)
        self._draw_checkers(surface, props, ui)
        self._draw_strips(surface, props)
        self._draw_moving(surface, ui)
        if not busy:
            self._draw_last_checker(surface, ui)
        if ui.active:
            self._draw_options(surface, view, ui, props)
            self._draw_hint(surface, ui)

    def _track_pointer(self, ui: TableUI) -> None:
        pointed = ui.hover or ui.focus
        if pointed is not None and pointed.choice.kind == "square":
            self._pointed = pointed.choice.key  # type: ignore[assignment]

    # the board without anything that changes: frame, ring, chess squares, strips
    def _static_surface(self) -> pygame.Surface:
        lay = self.lay
        key = (
            self.area.size,
            self.area.topleft,
            lay.board.topleft,
            self.flipped,
            self.red,
            self.step_dir,
            id(self.palette.theme),
        )
        if self._static is not None and self._static_key == key:
            return self._static
        surf = pygame.Surface(self.area.size, pygame.SRCALPHA)
        offset = (-self.area.left, -self.area.top)
        self._paint_static(surf, offset)
        self._static, self._static_key = surf, key
        return surf

    def _paint_static(self, surf: pygame.Surface, offset: tuple[int, int]) -> None:
        lay = self.lay
        pal = self.palette
        c = lay.cell
        ox, oy = offset
        frame = lay.board.move(ox, oy).inflate(round(c * 0.16), round(c * 0.16))
        pygame.draw.rect(surf, darken(pal["table"], 0.35), frame, border_radius=round(c * 0.18))
        pygame.draw.rect(
            surf, pal["track_edge"], frame, max(1, round(c * 0.04)), border_radius=round(c * 0.18)
        )
        ring_fill = self.ring_colour()
        red = self.red_colour()
        gap = max(1, round(c * 0.03))
        chevron = mix(ring_fill, pal["text"], 0.28)
        for i in range(RING_SIZE):
            r = lay.ring_rect(i).move(ox, oy).inflate(-gap * 2, -gap * 2)
            if i in CORNERS:
                home = i in self.red
                fill = red if home else mix(red, ring_fill, 0.45)
                pygame.draw.rect(surf, fill, r, border_radius=max(2, round(c * 0.1)))
                if home:
                    owner = self.red.index(i)
                    inner = r.inflate(-round(c * 0.12), -round(c * 0.12))
                    pygame.draw.rect(
                        surf,
                        self.seat_fill(owner),
                        inner,
                        max(2, round(c * 0.07)),
                        border_radius=max(2, round(c * 0.08)),
                    )
                continue
            pygame.draw.rect(surf, ring_fill, r, border_radius=max(2, round(c * 0.1)))
            self._chevron(surf, i, offset, chevron)
        light, dark = self.square_colours()
        for f in range(8):
            for rk in range(8):
                r = lay.cell_rect(f + 1, rk + 1).move(ox, oy)
                pygame.draw.rect(surf, dark if (f + rk) % 2 == 0 else light, r)
        pygame.draw.rect(surf, darken(dark, 0.4), lay.chess.move(ox, oy), max(1, round(c * 0.03)))
        # coordinates in the corners of the squares along the bottom row and left column
        size = max(8, c * 0.22)
        files = "abcdefgh"
        bottom_rank = 8 if self.flipped else 1
        left_file = "h" if self.flipped else "a"
        for f in files:
            name = f"{f}{bottom_rank}"
            r = lay.square_rect(name).move(ox, oy)
            colour = light if (files.index(f) + bottom_rank - 1) % 2 == 0 else dark
            blit_text(
                surf,
                f,
                size,
                colour,
                (r.right - c * 0.07, r.bottom - c * 0.04),
                "bottomright",
                bold=True,
            )
        for rk in range(1, 9):
            name = f"{left_file}{rk}"
            r = lay.square_rect(name).move(ox, oy)
            colour = light if (files.index(left_file) + rk - 1) % 2 == 0 else dark
            blit_text(surf, str(rk), size, colour, (r.left + c * 0.07, r.top + c * 0.03), bold=True)
        # the strips: each seat's reserve (by its red corner) and tour slots
        strip_bg = mix(pal["table"], pal["background"], 0.55)
        for seat, strip in lay.strips.items():
            pygame.draw.rect(surf, strip_bg, strip.move(ox, oy), border_radius=strip.height // 3)
            for k in range(TOUR_SLOTS):
                x, y = lay.tour_point(seat, k)
                ring(
                    surf,
                    mix(strip_bg, pal["muted_text"], 0.45),
                    (x + ox, y + oy),
                    lay.checker_radius * 0.92,
                    max(1, round(c * 0.035)),
                )

    def _chevron(self, surf, index: int, offset, colour) -> None:
        """A faint arrow on a ring square: the way the checkers run."""
        lay = self.lay
        a = lay.ring_centre(index)
        b = lay.ring_centre((index + self.step_dir) % RING_SIZE)
        dx, dy = b[0] - a[0], b[1] - a[1]
        n = math.hypot(dx, dy) or 1
        dx, dy = dx / n, dy / n
        s = lay.cell * 0.12
        x, y = a[0] + offset[0] + dx * s * 0.5, a[1] + offset[1] + dy * s * 0.5
        px, py = -dy, dx
        pts = [
            (x - dx * s - px * s, y - dy * s - py * s),
            (x, y),
            (x - dx * s + px * s, y - dy * s + py * s),
        ]
        pygame.draw.lines(surf, colour, False, pts, max(1, round(lay.cell * 0.04)))

    # square marks: last move, check, lines, the colour change's line
    def _draw_square_marks(self, surface, view: View, ui: TableUI, props, busy: bool) -> None:
        lay = self.lay
        pal = self.palette
        c = lay.cell
        last = props.get("last")
        if last:
            for name in last:
                tint(surface, lay.square_rect(name), pal["highlight"], 105)
        for name in props.get("changed") or []:
            r = lay.square_rect(name)
            pygame.draw.rect(surface, pal["accent"], r.inflate(-2, -2), max(2, round(c * 0.06)))
        pending = view.game.get("pending_change") if not busy else None
        shown_lines = {c["line"] for c in props.get("controls") or []}
        if pending and pending["line"] not in shown_lines:
            self._line_band(surface, pending["line"], pal["selected"], 70)
        for control in props.get("controls") or []:
            self._draw_control(surface, control, ui.time)
        check = props.get("check")
        if check:
            r = lay.square_rect(check)
            tint(surface, r, pal["danger"], 150)
            ring(surface, pal["danger"], r.center, c * 0.47, max(2, c * 0.07))
        if ui.active:
            chosen = [ch for ch in ui.chosen if ch.kind == "square"]
            if chosen and view.game.get("phase") == "chess":
                tint(surface, lay.square_rect(chosen[0].key), pal["selected"], 120)

    def _line_band(self, surface, line: str, colour, alpha: int) -> None:
        from sorry_game.app.plugins.king.steps import line_squares

        for name in line_squares(line):
            tint(surface, self.lay.square_rect(name), colour, alpha)

    def _draw_control(self, surface, control: dict, time: float) -> None:
        """A line just controlled: its squares banded, its two ends framed and joined."""
        lay = self.lay
        acc = self.palette["accent"]
        c = lay.cell
        pulse = 0.5 + 0.5 * math.sin(time * 4)
        self._line_band(surface, control["line"], acc, 55 + 5 * round(7 * pulse))
        ends = control["ends"]
        a, b = lay.ring_centre(ends[0]), lay.ring_centre(ends[1])
        pygame.draw.line(surface, acc, a, b, max(2, round(c * 0.07)))
        for e in ends:
            r = lay.ring_rect(e)
            pygame.draw.rect(
                surface,
                acc,
                r.inflate(-1, -1),
                max(2, round(c * 0.09)),
                border_radius=round(c * 0.12),
            )

    # pieces and checkers
    def _draw_pieces(self, surface, props, ui: TableUI) -> None:
        lay = self.lay
        size = int(lay.cell * 0.9)
        for name, symbol in props.get("board", {}).items():
            draw_piece(surface, symbol, lay.square_centre(name), size, self.piece_fill(symbol))

    def draw_checker(self, surface, seat: int, centre, radius: float, alpha: int = 255) -> None:
        """A draughts checker in the seat's colour: a contrasting edge (a white checker
        reads on a light square, a black one on a dark one) and a groove."""
        if alpha < 255:
            size = int(radius * 3)
            layer = pygame.Surface((size, size), pygame.SRCALPHA)
            self.draw_checker(layer, seat, (size / 2, size / 2), radius)
            layer.set_alpha(alpha)
            surface.blit(layer, (centre[0] - size / 2, centre[1] - size / 2))
            return
        fill = self.seat_fill(seat)
        edge = outline_for(fill)
        x, y = centre
        drop_shadow(surface, centre, radius, (0.1, 0.16), 80)
        aa_circle(surface, edge, centre, radius)
        aa_circle(surface, fill, centre, radius * 0.86)
        light = luminance(fill) > 0.5
        groove = darken(fill, 0.22 if light else 0.4)
        ring(surface, groove, centre, radius * 0.6, max(1, radius * 0.1))
        aa_circle(
            surface, lighten(fill, 0.1) if light else darken(fill, 0.15), centre, radius * 0.36
        )

    def _draw_checkers(self, surface, props, ui: TableUI) -> None:
        lay = self.lay
        for i, owner in enumerate(props.get("ring", [])):
            if owner is not None:
                self.draw_checker(surface, owner, lay.ring_centre(i), lay.checker_radius)

    def _draw_strips(self, surface, props) -> None:
        lay = self.lay
        pal = self.palette
        size = max(9, lay.cell * 0.24)
        reserve = props.get("reserve", [0, 0])
        tours = props.get("tours", [0, 0])
        for seat in (0, 1):
            n = reserve[seat]
            for k in range(min(n, 5) - 1, -1, -1):
                self.draw_checker(
                    surface, seat, lay.reserve_point(seat, k), lay.checker_radius * 0.9
                )
            for k in range(min(tours[seat], TOUR_SLOTS)):
                self.draw_checker(surface, seat, lay.tour_point(seat, k), lay.checker_radius * 0.9)
            # the captions share the middle of the strip, half each
            (x, y), anchor = lay.reserve_caption(seat)
            (x2, y2), anchor2 = lay.tour_caption(seat)
            room = int(abs(x2 - x) - lay.cell * 0.2)
            label = fit_text(f"tours {tours[seat]}/{TOUR_SLOTS}", size, room // 2)
            blit_text(surface, label, size, pal["muted_text"], (x2, y2), anchor2)
            room -= text_width(label, size)
            label = "none in reserve" if n == 0 else f"{n} in reserve"
            blit_text(surface, fit_text(label, size, room), size, pal["muted_text"], (x, y), anchor)

    def _draw_moving(self, surface, ui: TableUI) -> None:
        lay = self.lay
        size = lay.cell * 0.9
        for _token, (tween, t) in ui.anim.moving().items():
            kind, _, what = tween.style.partition(":")
            pts = [lay.point(p) for p in tween.path]
            at = along(pts, t)
            if kind == "piece":
                draw_piece(surface, what, at, int(size), self.piece_fill(what), scale=lift(t))
            elif kind == "gone":
                draw_piece(
                    surface,
                    what,
                    at,
                    int(size),
                    self.piece_fill(what),
                    alpha=int(255 * (1 - t)),
                    scale=1 - 0.7 * t,
                )
            elif kind == "flip":
                symbol = what if t < 0.5 else what.swapcase()
                glow = self.palette["accent"]
                ring(surface, glow, at, lay.cell * (0.35 + 0.15 * t), max(2, lay.cell * 0.06))
                squash = abs(math.cos(math.pi * t))
                draw_piece(surface, symbol, at, int(size), self.piece_fill(symbol), squash=squash)
            elif kind == "checker":
                self.draw_checker(surface, int(what), at, lay.checker_radius * lift(t))

    def _draw_last_checker(self, surface, ui: TableUI) -> None:
        """A faint ring where the last checker started, for a player who looked away."""
        lay = self.lay
        for ev in ui.last_events:
            if type(ev).__name__ == "CheckerMoved" and 0 <= ev.src < RING_SIZE:
                colour = mix(self.seat_fill(ev.player), self.ring_colour(), 0.35)
                ring(
                    surface,
                    colour,
                    lay.ring_centre(ev.src),
                    lay.checker_radius * 0.8,
                    max(2, lay.cell * 0.06),
                )

    # the options of the human deciding now
    def _draw_options(self, surface, view: View, ui: TableUI, props) -> None:
        phase = view.game.get("phase")
        if any(t.choice.kind == "option" for t in ui.targets):
            self._draw_promotion(surface, view, ui)
            return
        if phase == "checker":
            self._draw_checker_options(surface, view, ui)
        elif phase == "change":
            self._draw_change_options(surface, view, ui)
        elif phase == "chess":
            self._draw_chess_options(surface, view, ui, props)

    def _draw_chess_options(self, surface, view: View, ui: TableUI, props) -> None:
        lay = self.lay
        pal = self.palette
        c = lay.cell
        hi = pal["highlight"]
        board = props.get("board", {})
        picked = [ch for ch in ui.chosen if ch.kind == "square"]
        if not picked:  # which pieces can move: small corner marks
            for t in ui.targets:
                if t.kind == "board":
                    self._corners(surface, t.rect, hi)
        else:
            dot = mix(hi, (0, 0, 0), 0.15)
            rim = darken(hi, 0.55)
            for t in ui.targets:
                x, y = t.rect.center
                if t.kind == "alias":
                    ring(surface, pal["selected"], (x, y), c * 0.46, max(2, c * 0.08))
                elif t.choice.key in board:
                    ring(surface, rim, (x, y), c * 0.47, max(3, c * 0.1))
                    ring(surface, dot, (x, y), c * 0.45, max(2, c * 0.065))
                else:
                    aa_circle(surface, rim, (x, y), c * 0.17)
                    aa_circle(surface, dot, (x, y), c * 0.14)
            # how far the checker will go: the piece's value by the chosen piece
            label = next((t.choice.label for t in ui.targets if t.choice.label), "")
            if label:
                r = lay.square_rect(picked[0].key)
                pill(
                    surface,
                    pal,
                    label,
                    (r.right - c * 0.12, r.top + c * 0.1),
                    max(9, c * 0.24),
                    lay.board,
                )
        self._draw_hover(surface, ui)

    def _corners(self, surface, rect: pygame.Rect, colour) -> None:
        k = max(3, round(rect.width * 0.16))
        w = max(2, round(rect.width * 0.05))
        r = rect.inflate(-w, -w)
        for (x, y), (sx, sy) in (
            (r.topleft, (1, 1)),
            (r.topright, (-1, 1)),
            (r.bottomleft, (1, -1)),
            (r.bottomright, (-1, -1)),
        ):
            pygame.draw.polygon(surface, colour, [(x, y), (x + sx * k, y), (x, y + sy * k)])

    def _draw_hover(self, surface, ui: TableUI) -> None:
        t = ui.hover
        if t is None or t.kind not in ("board", "alias"):
            return
        pal = self.palette
        w = max(2, round(self.lay.cell * 0.07))
        pygame.draw.rect(surface, pal["selected"], t.rect.inflate(-w // 2, -w // 2), w)

    def _landing(self, view: View, key: int, label: str) -> int | None:
        """Where the checker on ring square `key` lands (None: it completes its tour)."""
        if "tour" in label:
            return None
        d = view.game.get("distance") or 0
        return (key + self.step_dir * d) % RING_SIZE

    def _draw_checker_options(self, surface, view: View, ui: TableUI) -> None:
        lay = self.lay
        pal = self.palette
        c = lay.cell
        hi = pal["highlight"]
        focus = ui.hover or ui.focus
        shown = focus.choice.key if focus is not None and focus.choice.kind == "checker" else None
        d = view.game.get("distance") or 0
        mover = view.decider if view.decider is not None else 0
        for t in ui.targets:
            if t.choice.kind != "checker":
                continue
            key = t.choice.key
            dest = self._landing(view, key, t.choice.label)
            strong = key == shown
            if strong:  # the path, square by square, and a ghost where it lands
                for k in range(1, d + 1):
                    sq = (key + self.step_dir * k) % RING_SIZE
                    aa_circle(surface, darken(hi, 0.3), lay.ring_centre(sq), c * 0.07)
                    if sq == self.red[mover] and dest is None:
                        break
                if dest is None:
                    end = lay.tour_point(mover, view.game["tours"][mover])
                else:
                    end = lay.ring_centre(dest)
                self.draw_checker(surface, mover, end, lay.checker_radius, alpha=150)
                if dest is not None:
                    self._control_preview(surface, view, dest, key)
                ring(surface, hi, end, lay.checker_radius * 1.25, max(2, c * 0.07))
            elif dest is not None:
                ring(
                    surface,
                    mix(hi, self.ring_colour(), 0.35),
                    lay.ring_centre(dest),
                    c * 0.2,
                    max(1, c * 0.05),
                )
            ring(
                surface,
                pal["selected"] if strong else hi,
                t.point,
                lay.checker_radius * 1.3,
                max(2, c * 0.09),
            )
        for t in ui.targets:  # the labels above everything
            if t.choice.kind != "checker":
                continue
            dx, dy = lay.inward(t.choice.key)
            x, y = t.point
            pill(
                surface,
                pal,
                t.choice.label,
                (x + dx * c * 0.5, y + dy * c * 0.5),
                max(9, c * 0.22),
                self.area,
            )

    def _control_preview(self, surface, view: View, dest: int, src: int) -> None:
        """The line a checker landing on `dest` would control: a dashed line across."""
        if LINE_AT[dest] is None:
            return
        other = OTHER_END[dest]
        owners = view.game["ring"]
        if other == src or owners[other] is None:
            return
        lay = self.lay
        a, b = lay.ring_centre(dest), lay.ring_centre(other)
        colour = self.palette["accent"]
        n = 16
        w = max(2, round(lay.cell * 0.06))
        for k in range(0, n, 2):
            p = (a[0] + (b[0] - a[0]) * k / n, a[1] + (b[1] - a[1]) * k / n)
            q = (a[0] + (b[0] - a[0]) * (k + 1) / n, a[1] + (b[1] - a[1]) * (k + 1) / n)
            pygame.draw.line(surface, colour, p, q, w)
        ring(surface, colour, b, lay.checker_radius * 1.25, w)

    def _draw_change_options(self, surface, view: View, ui: TableUI) -> None:
        lay = self.lay
        pal = self.palette
        c = lay.cell
        focus = ui.hover or ui.focus
        for t in ui.targets:
            if t.choice.kind != "square":
                continue
            strong = focus is not None and focus.choice == t.choice
            colour = pal["selected"] if strong else pal["highlight"]
            ring(surface, colour, t.point, c * 0.47, max(2, c * (0.1 if strong else 0.07)))
        if focus is not None and focus.choice.kind == "square" and focus.choice.label:
            x, y = focus.point
            pill(surface, pal, focus.choice.label, (x, y - c * 0.62), max(9, c * 0.26), lay.board)

    def _draw_promotion(self, surface, view: View, ui: TableUI) -> None:
        """The four pieces a pawn may become, in a column on the promotion square's file
        (where `prepare` placed their targets)."""
        lay = self.lay
        pal = self.palette
        c = lay.cell
        square = self._promo_to or self._promotion_square(view)
        rects = self.promotion_rects(square)
        tint(surface, lay.chess, darken(pal["background"], 0.3), 120)
        mover = view.decider if view.decider is not None else 0
        fill = self.seat_fill(mover)
        # white pieces on the panel's dark, black pieces on the board's light
        box = lighten(pal["track"], 0.2) if luminance(fill) < 0.5 else pal["panel"]
        outer = rects[0].union(rects[-1]).inflate(round(c * 0.12), round(c * 0.12))
        pygame.draw.rect(
            surface, darken(pal["panel"], 0.3), outer.move(0, 3), border_radius=round(c * 0.15)
        )
        pygame.draw.rect(surface, box, outer, border_radius=round(c * 0.15))
        pygame.draw.rect(
            surface, pal["highlight"], outer, max(2, round(c * 0.05)), border_radius=round(c * 0.15)
        )
        focus = ui.hover or ui.focus
        size = max(9, c * 0.2)
        for k, r in enumerate(rects):
            letter = PROMOTIONS[k]
            strong = (
                focus is not None and focus.choice.kind == "option" and focus.choice.key == letter
            )
            if strong:
                pygame.draw.rect(
                    surface, pal["selected"], r.inflate(-2, -2), border_radius=round(c * 0.12)
                )
            symbol = letter.upper() if mover == 0 else letter
            draw_piece(surface, symbol, r.center, int(c * 0.86), fill)
            blit_text(
                surface, str(k + 1), size, darken(box, 0.55), (r.left + c * 0.08, r.top + c * 0.04)
            )

    def _draw_hint(self, surface, ui: TableUI) -> None:
        if not ui.hint:
            return
        lay = self.lay
        acc = self.palette["accent"]
        w = max(2, lay.cell * 0.07)
        for choice in ui.hint:
            if choice.kind == "square" and isinstance(choice.key, str):
                ring(surface, acc, lay.square_centre(choice.key), lay.cell * 0.5, w)
            elif choice.kind == "checker":
                ring(surface, acc, lay.ring_centre(choice.key), lay.checker_radius * 1.55, w)

    # --- the side panel's part ----------------------------------------------------------
    def draw_panel(self, surface: pygame.Surface, view: View, ui: TableUI) -> None:
        r = self.panel
        if r.height <= 0:
            return
        pal = self.palette
        u = ui.unit
        game = view.game
        title, detail = self._panel_text(view)
        big = max(11, int(u * 1.15))
        small = max(10, int(u * 0.85))
        y = r.top
        blit_text(
            surface,
            fit_text(title, big, r.width, True),
            big,
            pal["highlight"],
            (r.left, y),
            bold=True,
        )
        y += font(big).get_linesize()
        blit_text(surface, fit_text(detail, small, r.width), small, pal["text"], (r.left, y))
        y += font(small).get_linesize() + u * 0.3
        # the value legend: how far each piece sends a checker
        values = game.get("values", {})
        last = game.get("last_move") or {}
        moved = next((k for k, v in PIECE_WORDS.items() if v == last.get("piece")), None)
        show_moved = game.get("phase") == "checker"
        n = len(LEGEND)
        cell_w = r.width / n
        box_h = min(int(r.bottom - y), int(cell_w * 0.9), int(u * 2.6))
        if box_h < 12:  # a short panel: the words only
            return
        seat = view.turn if view.turn is not None else 0
        fill = self.seat_fill(seat)
        for k, letter in enumerate(LEGEND):
            box = pygame.Rect(round(r.left + k * cell_w), round(y), round(cell_w) - 3, box_h)
            bg = mix(pal["panel"], pal["track"], 0.12)
            edge = (
                pal["highlight"]
                if show_moved and letter == moved
                else mix(bg, pal["panel_edge"], 0.6)
            )
            pygame.draw.rect(surface, bg, box, border_radius=max(3, box_h // 5))
            pygame.draw.rect(
                surface,
                edge,
                box,
                2 if edge == pal["highlight"] else 1,
                border_radius=max(3, box_h // 5),
            )
            glyph = min(box.height * 0.8, box.width * 0.6)
            draw_piece(
                surface,
                letter if seat == 0 else letter.lower(),
                (box.left + glyph * 0.55 + 2, box.centery),
                int(glyph),
                fill,
            )
            num = str(values.get(letter, ""))
            nsize = max(10, int(min(u * 1.05, box.height * 0.42)))
            blit_text(
                surface,
                num,
                nsize,
                pal["text"],
                (box.right - 4, box.centery),
                "midright",
                bold=True,
            )

    def _panel_text(self, view: View) -> tuple[str, str]:
        game = view.game
        phase = game.get("phase")
        last = game.get("last_move")
        names = [c.name for c in self.game.colours]
        if phase == "checker":
            d = game.get("distance")
            how = f"after the {last['piece']} {last['from']}–{last['to']}" if last else ""
            return f"Checker moves {d}", how
        if phase == "change":
            pending = game.get("pending_change") or {}
            line = str(pending.get("line", "a line"))
            owner = pending.get("owner", 0)
            becomes = "black" if owner == 0 else "white"
            return (
                f"{line[0].upper()}{line[1:]} controlled",
                f"{names[owner]} turns a piece {becomes}",
            )
        if phase == "over":
            return "Game over", view.status
        if last:
            who = names[last["player"]]
            return (
                "Chess move",
                f"Last: {who} {last['piece']} {last['from']}–{last['to']}, checker {last['value']}",
            )
        return "Chess move", "Then a checker moves the piece's value:"


__all__ = ["PROMOTIONS", "KingPlugin"]
