"""Drawing the options of the Sorry, King! player deciding now, and the hint
(RULES K-4, K-6, K-8, K-9).

- Chess: corner marks on the pieces that can move; once one is chosen, dots on the
  empty squares it can reach and rings on its captures, its checker distance beside it;
  a promotion opens a column of four pieces (locate.py places it).
- Checkers: the ones that can move are ringed with their distance, and where each
  lands is marked (its whole path, and the line it would control, for the one under
  the pointer).
- Colour change: the candidate pieces ringed, the one under the pointer labelled.
"""

from __future__ import annotations

from typing import cast

import pygame

from sorry_game.app.draw import (
    Colour,
    aa_circle,
    blit_text,
    contrast_text,
    darken,
    lighten,
    luminance,
    mix,
    pill,
    ring,
)
from sorry_game.app.plugins.king.badges import (
    BadgePlacer,
    Shape,
    around,
    circle,
    clear_place,
    landing,
    piece_boxes,
    size_steps,
)
from sorry_game.app.plugins.king.layout import KingLayout
from sorry_game.app.plugins.king.locate import PROMOTIONS, KingLocator
from sorry_game.app.plugins.king.paint import KingColours, Props, tint
from sorry_game.app.plugins.king.pieces import draw_piece
from sorry_game.app.table.plugin import TableUI
from sorry_game.engine.view import View
from sorry_game.games.king.events import CheckerMoved
from sorry_game.games.king.ring import LINE_AT, OTHER_END, RING_SIZE
from sorry_game.games.king.view import KingView


def draw_options(
    surface: pygame.Surface,
    lay: KingLayout,
    colours: KingColours,
    view: View[KingView],
    ui: TableUI,
    props: Props,
    locator: KingLocator,
    badges: BadgePlacer,
) -> None:
    """The options on the board for the phase of the turn (a promotion's column where
    `locator` placed it, the checkers' badges where `badges` finds them room)."""
    phase = view.game.phase
    if any(t.choice.kind == "option" for t in ui.targets):
        square = locator.promotion_column(view.game)
        _draw_promotion(surface, lay, colours, view, ui, square)
        return
    if phase == "checker":
        _draw_checker_options(surface, lay, colours, view, ui)
        _draw_badges(surface, lay, colours, view, ui, props, badges)
    elif phase == "change":
        _draw_change_options(surface, lay, colours, ui, props)
    elif phase == "chess":
        _draw_chess_options(surface, lay, colours, ui, props)


def _draw_chess_options(
    surface: pygame.Surface, lay: KingLayout, colours: KingColours, ui: TableUI, props: Props
) -> None:
    pal = colours.palette
    c = lay.cell
    hi = pal["highlight"]
    board = props.get("board", {})
    picked = [ch for ch in ui.chosen if ch.kind == "square"]
    if not picked:  # which pieces can move: small corner marks
        for t in ui.targets:
            if t.kind == "board":  # (the coordinates stand outside the 8x8)
                corner_marks(surface, t.rect, hi)
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
            _value_pill(surface, lay, colours, ui, board, str(picked[0].key), label)
    _draw_hover(surface, lay, colours, ui)


def _value_pill(
    surface: pygame.Surface,
    lay: KingLayout,
    colours: KingColours,
    ui: TableUI,
    board: dict[str, str],
    square: str,
    label: str,
) -> None:
    """How far the checker goes ("+2") at a top corner of the chosen piece, else where
    it covers no other piece, target or coordinate; as large as the checkers' badges."""
    c = lay.cell
    r = lay.square_rect(square)
    blocked = piece_boxes(lay, [name for name in board if name != square])
    for t in ui.targets:  # the dots and the capture rings
        blocked.append(circle(t.rect.center, c * (0.5 if t.choice.key in board else 0.2)))
    blocked += _coordinates(lay)
    corners = [(0.38, -0.4), (-0.38, -0.4), (0.38, 0.42), (-0.38, 0.42)]
    tries = around(lay, r.center, corners)
    sizes = size_steps(lay)  # as large as the checkers' badges
    for size in sizes:
        at = clear_place(label, size, tries, blocked, lay.board)
        if at is not None:
            pill(surface, colours.palette, label, at.center, size)
            return
    pill(
        surface, colours.palette, label, (r.right - c * 0.12, r.top + c * 0.1), sizes[-1], lay.board
    )


def _coordinates(lay: KingLayout) -> list[Shape]:
    return [(box, None, 0.0) for box in lay.coordinate_rects()]


def corner_marks(
    surface: pygame.Surface,
    rect: pygame.Rect,
    colour: Colour,
    skip: set[str] | frozenset = frozenset(),
) -> None:
    """A triangle in each corner of a piece that can move: the highlight inside a dark
    edge, so that it reads on the light squares (where the highlight alone vanished)
    and on the dark ones alike; none in the corners `skip` names (a coordinate's).
    Small enough to stay clear of the glyph (a third larger, they met a pawn's base
    and the queen's crown, and ten marked pieces read as clutter)."""
    k = max(4, round(rect.width * 0.11))
    w = max(2, round(rect.width * 0.03))
    e = max(1, round(rect.width * 0.03))
    edge = darken(colour, 0.7)
    r = rect.inflate(-w, -w)
    for name, (x, y), (sx, sy) in (
        ("topleft", r.topleft, (1, 1)),
        ("topright", r.topright, (-1, 1)),
        ("bottomleft", r.bottomleft, (1, -1)),
        ("bottomright", r.bottomright, (-1, -1)),
    ):
        if name in skip:
            continue
        outer = k + round(e * 2.4)
        pygame.draw.polygon(surface, edge, [(x, y), (x + sx * outer, y), (x, y + sy * outer)])
        x0, y0 = x + sx * e, y + sy * e
        pygame.draw.polygon(surface, colour, [(x0, y0), (x0 + sx * k, y0), (x0, y0 + sy * k)])


def _draw_hover(
    surface: pygame.Surface, lay: KingLayout, colours: KingColours, ui: TableUI
) -> None:
    t = ui.hover
    if t is None or t.kind not in ("board", "alias"):
        return
    w = max(2, round(lay.cell * 0.07))
    pygame.draw.rect(surface, colours.palette["selected"], t.rect.inflate(-w // 2, -w // 2), w)


def _landing(game: KingView, key: int, label: str) -> int | None:
    """Where the checker on ring square `key` lands (None: it completes its tour)."""
    return landing(key, label, game.distance or 0, game.step)


def _draw_checker_options(
    surface: pygame.Surface,
    lay: KingLayout,
    colours: KingColours,
    view: View[KingView],
    ui: TableUI,
) -> None:
    game = view.game
    pal = colours.palette
    c = lay.cell
    hi = pal["highlight"]
    step = game.step
    focus = ui.hover or ui.focus
    shown = focus.choice.key if focus is not None and focus.choice.kind == "checker" else None
    d = game.distance or 0
    mover = view.decider if view.decider is not None else 0
    previewed = any(isinstance(e, CheckerMoved) for e in ui.preview)
    for t in ui.targets:
        if t.choice.kind != "checker":
            continue
        key = cast(int, t.choice.key)
        dest = _landing(game, key, t.choice.label)
        strong = key == shown
        if strong:  # the path, square by square, and a ghost where it lands
            for k in range(1, d + 1):
                sq = (key + step * k) % RING_SIZE
                aa_circle(surface, darken(hi, 0.3), lay.ring_centre(sq), c * 0.07)
                if sq == lay.red[mover] and dest is None:
                    break
        if strong and not previewed:  # (a preview draws where it lands, from its events)
            if dest is None:
                end = lay.tour_point(mover, game.tours[mover])
            else:
                end = lay.ring_centre(dest)
            colours.draw_checker(surface, mover, end, lay.checker_radius, alpha=150)
            if dest is not None:
                _control_preview(surface, lay, colours, game, dest, key)
            ring(surface, hi, end, lay.checker_radius * 1.25, max(2, c * 0.07))
        elif not strong and dest is not None:
            ring(
                surface,
                mix(hi, colours.ring_colour(), 0.35),
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


def _draw_badges(
    surface: pygame.Surface,
    lay: KingLayout,
    colours: KingColours,
    view: View[KingView],
    ui: TableUI,
    props: Props,
    placer: BadgePlacer,
) -> None:
    """Each movable checker's "+4" or "tour!" above everything, where it covers
    nothing (badges.py)."""
    game = view.game
    movable = [
        (cast(int, t.choice.key), t.choice.label)
        for t in ui.targets
        if t.choice.kind == "checker" and t.choice.label
    ]
    mover = view.decider if view.decider is not None else 0
    found = placer.badges(
        lay,
        props.get("board", {}),
        props.get("ring", []),
        movable,
        game.distance or 0,
        game.step,
        mover,
    )
    for badge in found:
        pill(surface, colours.palette, badge.label, badge.rect.center, badge.size)


def _control_preview(
    surface: pygame.Surface,
    lay: KingLayout,
    colours: KingColours,
    game: KingView,
    dest: int,
    src: int,
) -> None:
    """The line a checker landing on `dest` would control: a dashed line across."""
    if LINE_AT[dest] is None:
        return
    other = OTHER_END[dest]
    owners = game.ring
    if other == src or owners[other] is None:
        return
    a, b = lay.ring_centre(dest), lay.ring_centre(other)
    colour = colours.palette["accent"]
    n = 16
    w = max(2, round(lay.cell * 0.06))
    for k in range(0, n, 2):
        p = (a[0] + (b[0] - a[0]) * k / n, a[1] + (b[1] - a[1]) * k / n)
        q = (a[0] + (b[0] - a[0]) * (k + 1) / n, a[1] + (b[1] - a[1]) * (k + 1) / n)
        pygame.draw.line(surface, colour, p, q, w)
    ring(surface, colour, b, lay.checker_radius * 1.25, w)


def _draw_change_options(
    surface: pygame.Surface, lay: KingLayout, colours: KingColours, ui: TableUI, props: Props
) -> None:
    pal = colours.palette
    c = lay.cell
    focus = ui.hover or ui.focus
    for t in ui.targets:
        if t.choice.kind != "square":
            continue
        strong = focus is not None and focus.choice == t.choice
        colour = pal["selected"] if strong else pal["highlight"]
        ring(surface, colour, t.point, c * 0.47, max(2, c * (0.1 if strong else 0.07)))
    if focus is not None and focus.choice.kind == "square" and focus.choice.label:
        # what a click does ("turns black") beside the piece, over no other piece, as
        # large as the Text size where that room holds it
        x, y = focus.point
        label, least = focus.choice.label, max(9, c * 0.26 * lay.word_scale)
        blocked = piece_boxes(lay, props.get("board", {})) + _coordinates(lay)
        tries = around(lay, (x, y), [(0, -0.62), (0, 0.62)])
        largest = max(least, c * 0.26 * lay.label_scale)
        for size in (largest, (largest + least) / 2, least):
            at = clear_place(label, size, tries, blocked, lay.board)
            if at is not None:
                pill(surface, pal, label, at.center, size)
                return
        pill(surface, pal, label, (x, y - c * 0.62), least, lay.board)


def _draw_promotion(
    surface: pygame.Surface,
    lay: KingLayout,
    colours: KingColours,
    view: View[KingView],
    ui: TableUI,
    square: str,
) -> None:
    """The four pieces a pawn may become, in a column on the promotion square's file
    (where locate.py placed their targets)."""
    pal = colours.palette
    c = lay.cell
    rects = lay.promotion_rects(square)
    tint(surface, lay.chess, darken(pal["background"], 0.3), 120)
    mover = view.decider if view.decider is not None else 0
    fill = colours.body_fill(mover)
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
    # the keys 1-4 in a corner: as large as the Text size while the corner holds them,
    # in the box's muted words (darkened, the dark box's digits vanished)
    size = max(9, c * 0.2 * lay.word_scale, min(c * 0.2 * lay.label_scale, c * 0.3))
    key_colour = mix(box, pal["text"] if luminance(box) < 0.5 else (0, 0, 0), 0.6)
    for k, r in enumerate(rects):
        letter = PROMOTIONS[k]
        strong = focus is not None and focus.choice.kind == "option" and focus.choice.key == letter
        if strong:
            pygame.draw.rect(
                surface, pal["selected"], r.inflate(-2, -2), border_radius=round(c * 0.12)
            )
        symbol = letter.upper() if mover == 0 else letter
        draw_piece(surface, symbol, r.center, int(c * 0.86), fill)
        ink = contrast_text(pal["selected"]) if strong else key_colour
        blit_text(surface, str(k + 1), size, ink, (r.left + c * 0.08, r.top + c * 0.04))


def draw_hint(surface: pygame.Surface, lay: KingLayout, colours: KingColours, ui: TableUI) -> None:
    """The suggested action's squares and checker, ringed."""
    if not ui.hint:
        return
    acc = colours.palette["accent"]
    w = max(2, lay.cell * 0.07)
    for choice in ui.hint:
        if choice.kind == "square" and isinstance(choice.key, str):
            ring(surface, acc, lay.square_centre(choice.key), lay.cell * 0.5, w)
        elif choice.kind == "checker":
            ring(surface, acc, lay.ring_centre(cast(int, choice.key)), lay.checker_radius * 1.55, w)


__all__ = ["draw_hint", "draw_options"]
