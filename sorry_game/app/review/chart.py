"""The review's chart: each seat's chance to win over the game, one line per seat in
its colour (the reviewed seat's thicker, drawn last but for the winner's, which ends
on top), each line's end marked by its seat's shape, the reviewed seat's big moments marked by
numbered badges on its line where they happened (`GameReview.swings`; one another would
hide is set beside it, or above or below, on a stem), a key under the plot saying what
the numbers are ("Big moments", listed under the chart by the same numbers), each line's
name at its end (leaders that never cross), and the chance's scale at the left (0, 50,
100 %).

Every line of text it draws is kept in `lines.texts` with the rectangle it must stay
in (the layout tests read them).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field

import pygame

from sorry_game.app.draw import (
    PlacedLines,
    aa_circle,
    contrast_text,
    darken,
    mix,
)
from sorry_game.app.draw.charts import chart_point, dashes_of, draw_dashed, line_looks
from sorry_game.app.draw.figures import draw_pawn
from sorry_game.engine.errors import SaveError
from sorry_game.engine.savefile import SaveRecord
from sorry_game.games.catalogue import get_game
from sorry_game.review import GameReview, Swing

RGB = tuple[int, int, int]
Segment = tuple[tuple[float, float], tuple[float, float]]


def chance_at(line: Sequence[tuple[int, float]], x: float) -> float:
    """The line's chance at position `x` (straight between its points).

    >>> chance_at([(0, 0.25), (10, 0.75)], 4)
    0.45
    """
    if not line:
        return 0.0
    if x <= line[0][0]:
        return line[0][1]
    for (x0, y0), (x1, y1) in zip(line, line[1:], strict=False):
        if x0 <= x <= x1:
            return y0 if x1 == x0 else y0 + (y1 - y0) * (x - x0) / (x1 - x0)
    return line[-1][1]


def moments(review: GameReview, seat: int) -> list[Swing]:
    """The seat's big moments in the order they happened (the badges' numbers)."""
    return sorted(review.swings_of(seat), key=lambda s: (s.number, -abs(s.points)))


def drawing_order(review: GameReview, seat: int) -> list[int]:
    """The seats' lines from first drawn to last: the others, the reviewed seat, and
    the winners last of all (their lines end on top and stay in sight there)."""
    count = len(review.seats)
    winners = [s for s in range(count) if review.seats[s].result >= 0.5]
    rest = [s for s in range(count) if s != seat and s not in winners]
    return rest + ([seat] if seat not in winners else []) + winners


@dataclass
class ChartPlot:
    """Where the last draw put things: the plot's rectangle and each badge's centre."""

    plot: pygame.Rect
    badges: list[tuple[int, tuple[float, float]]]
    #: each badge's point on its line (where its stem starts when it is set off)
    anchors: list[tuple[float, float]] = field(default_factory=list)
    badge_r: float = 0.0
    #: each seat's line's end mark: (seat, centre), and its radius
    ends: list[tuple[int, tuple[float, float]]] = field(default_factory=list)
    end_r: float = 0.0
    #: each seat's name at its line's end: (seat, the name's rectangle)
    labels: list[tuple[int, pygame.Rect]] = field(default_factory=list)
    #: the leaders from the lines' ends to their names: (start, end)
    leaders: list[Segment] = field(default_factory=list)
    #: the key saying what the numbered badges are (empty: no badges)
    caption: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))


def draw_chance_chart(
    surface: pygame.Surface,
    rect: pygame.Rect,
    review: GameReview,
    seat: int,
    colours: Sequence[RGB],
    theme: object,
    small: pygame.font.Font,
    lines: PlacedLines,
    turns: int = 0,
    badges: bool = True,
    shapes: Sequence[int | str | None] = (),
) -> ChartPlot:
    """Draw the chart into `rect` (see the module docstring). Its axis ends at the last
    move, numbered as the replay and the decisions' list number moves; Results gives
    `turns`, the game's length as it says it (its story's moments are numbered by turn
    too), and the axis ends at 'Turn N' there; without `badges` the big moments are
    not marked (Results lists its own); `shapes`: each seat's shape (its colour's
    key), marked at its line's end."""
    colour = theme.colour  # type: ignore[attr-defined]
    panel = colour("panel")
    background = darken(panel, 0.25)
    grid = mix(panel, colour("muted_text"), 0.3)
    pygame.draw.rect(surface, background, rect, border_radius=max(2, small.get_height() // 4))
    label_w = small.size("100 %")[0] + small.get_height() // 2
    pad = max(4, small.get_height() // 2)
    badge_r = max(small.get_height() * 0.62, 8)
    # the lines' end marks (a seat's shape on its colour: large enough to read) stand
    # clear of the turns under the plot
    end_r = max(max(2, rect.h // 70) * 3.2, small.get_height() * 0.45)
    dot = int(end_r) + 3
    names = [review.seats[s].name for s in range(len(review.seats))]
    # a column at the right for each line's name (where the plot keeps most of the width)
    column = max(small.size(n)[0] for n in names) + int(max(end_r, badge_r)) + pad
    column = column if column <= rect.w // 3 else 0
    above = int(max(badge_r, end_r + 1.5))  # a badge or an end mark at 100 % stays whole
    plot = pygame.Rect(
        rect.x + label_w + pad,
        rect.y + pad + above,
        rect.w - label_w - 2 * pad - (column or above),
        rect.h - pad - max(pad, dot) - above - small.get_linesize(),
    )
    if plot.w < 8 or plot.h < 8:
        return ChartPlot(plot, [], [], badge_r, [], end_r)
    for q, words in ((0, "0 %"), (2, "50 %"), (4, "100 %")):
        y = plot.bottom - 1 - q * (plot.h - 1) // 4
        lines.draw(surface, words, small, colour("muted_text"), (plot.x - pad, y), label_w, "right")
    for q in range(5):
        y = plot.bottom - 1 - q * (plot.h - 1) // 4
        pygame.draw.line(surface, grid, (plot.x, y), (plot.right - 1, y), 1)
    last = review.length
    below = plot.bottom + max(pad // 2, dot)
    start = lines.draw(
        surface, "Start", small, colour("muted_text"), (plot.x, below), plot.w, "left", "top"
    )
    width = max(2, plot.h // 70)
    drawn: list[tuple[int, RGB, RGB, list[tuple[float, float]]]] = []
    for s in drawing_order(review, seat):
        ink = colours[s] if s < len(colours) else colour("text")
        thick = width * 2 if s == seat else width
        pts = [chart_point(plot, x, y, last) for x, y in review.chart(s)]
        ink, edge, outline = line_looks(ink, background, thick)
        # each seat's own dashes (on its edge too): lines told apart without colour; long
        # dashes, calm on a line that zigzags
        unit = max(4.0, width * 3.0)
        draw_dashed(surface, edge, pts, outline, dashes_of(s, seat), unit)
        draw_dashed(surface, ink, pts, thick, dashes_of(s, seat), unit)
        drawn.append((s, ink, edge, pts))
    ends = place_ends(drawn, end_r, plot)
    finish = pygame.Rect(plot.right, below, 0, 0)
    if turns or last:
        end = f"Turn {turns}" if turns else f"Move {last}"
        # the axis' end stands left of the lines' end marks that sit at its height (at
        # 0 %: the losers'), where their names' leaders run to the right
        low = [c[0] for _s, c in ends if c[1] >= plot.bottom - 2 * end_r - 2]
        right = min([plot.right, *(round(x - end_r - 1.5) - pad // 2 for x in low)])
        finish = lines.draw(
            surface, end, small, colour("muted_text"), (right, below), plot.w, "right", "top"
        )
    labels: list[tuple[int, pygame.Rect]] = []
    leaders: list[Segment] = []
    if column:
        x = plot.right + int(max(end_r, badge_r)) + pad // 2
        labels, leaders = draw_labels(
            surface, drawn, ends, names, small, x, rect, theme, lines, end_r
        )
    draw_end_marks(surface, drawn, ends, shapes, end_r)
    ink = colours[seat] if seat < len(colours) else colour("text")
    caption = pygame.Rect(0, 0, 0, 0)
    if badges and moments(review, seat):
        room = pygame.Rect(start.right, below, finish.left - start.right, small.get_linesize())
        caption = draw_caption(surface, room, darken(ink, 0.35), theme, small, lines)
    placed: list[tuple[int, tuple[float, float]]] = []
    anchors: list[tuple[float, float]] = []
    for i, swing in enumerate(moments(review, seat) if badges else [], start=1):
        at = chart_point(plot, swing.number, chance_at(review.chart(seat), swing.number), last)
        taken = [c for _i, c in placed] + [c for _s, c in ends]  # nor over a line's end
        reach = [badge_r] * len(placed) + [end_r + 1.5] * len(ends)
        placed.append((i, badge_place(at, taken, badge_r, plot, reach, leaders, len(placed))))
        anchors.append(at)
    # the stems first, then the badges: a stem from a point under another badge (two
    # moments of one move) ran over that badge's number (King's '2' under '3''s stem)
    for (_i, centre), at in zip(placed, anchors, strict=True):
        if centre != at:  # set off its line by another badge: a stem holds it to its point
            pygame.draw.line(surface, colour("text"), at, centre, max(1, width // 2))
            aa_circle(surface, colour("text"), at, max(2.0, width * 0.9))
    for i, centre in placed:
        aa_circle(surface, colour("text"), centre, badge_r + RING)
        aa_circle(surface, darken(ink, 0.35), centre, badge_r)
        text = str(i)
        # the digit's own middle (not its line's, which has room below for descenders)
        image = small.render(text, True, (255, 255, 255))
        lift = image.get_height() / 2 - image.get_bounding_rect().centery
        fill = contrast_text(darken(ink, 0.35))
        lines.draw(
            surface, text, small, fill, (centre[0], centre[1] + lift), plot.w, "center", "center"
        )
    return ChartPlot(plot, placed, anchors, badge_r, ends, end_r, labels, leaders, caption)


#: what the numbered badges are, said under the chart (the longest that fits first);
#: the list under the chart is headed "Big moments" and numbered as the badges
CAPTIONS = ("Big moments, listed below", "Big moments", "Moments")


def draw_caption(
    surface: pygame.Surface,
    room: pygame.Rect,
    fill: RGB,
    theme: object,
    font: pygame.font.Font,
    lines: PlacedLines,
) -> pygame.Rect:
    """The badges' key in `room` (the axis' row between "Start" and its last move): a
    small badge and what the numbers are, centred; the words alone where the badge
    leaves no room. Returns the rectangle it covers (empty: no room at all)."""
    colour = theme.colour  # type: ignore[attr-defined]
    gap = font.get_height() // 2
    r = max(4.0, room.h / 2 - RING)
    disc = int(2 * (r + RING)) + gap
    for badge, words in [(b, c) for b in (True, False) for c in CAPTIONS]:
        w = font.size(words)[0]
        whole = w + (disc if badge else 0)
        if whole + 2 * gap > room.w:
            continue
        x = room.centerx - whole // 2
        # the words' own middle (the line's has room below for descenders)
        cy = room.y + font.render(words, True, (255, 255, 255)).get_bounding_rect().centery
        if badge:
            draw_small_badge(surface, (x + r + RING, cy), r, fill, "1", font, colour("text"))
        text = lines.draw(
            surface, words, font, colour("muted_text"), (x + whole, room.y), w, "right", "top"
        )
        return pygame.Rect(x, room.y, whole, room.h).union(text)
    return pygame.Rect(room.x, room.y, 0, 0)


def draw_small_badge(
    surface: pygame.Surface,
    centre: tuple[float, float],
    r: float,
    fill: RGB,
    number: str,
    font: pygame.font.Font,
    ring: RGB,
) -> None:
    """A badge `r` in radius as the chart's (a light ring, the seat's dark fill) with
    `number`'s own pixels made small enough for the disc (the words' size cut the '1'
    at the disc's edge): the caption's key and the big moments' list, numbered as the
    chart's badges and in their colours (the list's yellow numbers beside red badges
    did not read as the same marks: fresh eyes)."""
    aa_circle(surface, ring, centre, r + RING)
    aa_circle(surface, fill, centre, r)
    image = font.render(number, True, contrast_text(fill))
    image = image.subsurface(image.get_bounding_rect())
    fit = min(1.0, 1.3 * r / max(1, image.get_height()), 1.6 * r / max(1, image.get_width()))
    image = pygame.transform.smoothscale_by(image, fit)
    surface.blit(image, image.get_rect(center=(round(centre[0]), round(centre[1]))))


#: the light ring round a badge, px
RING = 2
#: the least gap between two badges' rings, px (two badges 3 px apart read as one)
SPACE = 6

#: the names' least distance, centre to centre, in lines where the chart has room
LABEL_PITCH = 1.3


def stack(wanted: Sequence[float], h: float, top: float, bottom: float) -> list[float]:
    """Centres for labels `h` tall as near their `wanted` heights as they go without
    overlapping, all between `top` and `bottom` (each keeps its order by height).

    >>> stack([50, 52, 200], 10, 0, 100)
    [50.0, 60.0, 95.0]
    """
    order = sorted(range(len(wanted)), key=lambda i: wanted[i])
    ys = [min(bottom - h / 2, max(top + h / 2, float(wanted[i]))) for i in order]
    for k in range(1, len(ys)):
        ys[k] = max(ys[k], ys[k - 1] + h)
    if ys:
        ys[-1] = min(ys[-1], bottom - h / 2)
    for k in range(len(ys) - 2, -1, -1):
        ys[k] = min(ys[k], ys[k + 1] - h)
    centres = [0.0] * len(ys)
    for k, i in enumerate(order):
        centres[i] = ys[k]
    return centres


def draw_labels(
    surface: pygame.Surface,
    drawn: Sequence[tuple[int, RGB, RGB, list[tuple[float, float]]]],
    ends: Sequence[tuple[int, tuple[float, float]]],
    names: Sequence[str],
    font: pygame.font.Font,
    x: int,
    rect: pygame.Rect,
    theme: object,
    lines: PlacedLines,
    r: float = 0.0,
) -> tuple[list[tuple[int, pygame.Rect]], list[Segment]]:
    """Each line's seat name in the column right of the plot, at its end's height and
    stacked apart where ends meet (`LABEL_PITCH` lines from centre to centre; marks side
    by side fan out: `fanned`), a leader in the line's colour from its end to its name
    where the two stand apart. Returns (seat, the name's rectangle) and the
    leaders (the badges keep off them). `r`: the end marks' radius (a leader that
    runs over a mark passes clear of it)."""
    colour = theme.colour  # type: ignore[attr-defined]
    at = dict(ends)
    inks = {s: (ink, edge) for s, ink, edge, _pts in drawn}
    seats = [s for s, _ink, _edge, _pts in drawn]
    h = font.get_linesize()
    # names whose ends meet stand a third of a line apart (four seats ending near one
    # chance read as one crowded block), less where the chart has no room for it
    room = rect.h - 4
    pitch = max(h, min(h * LABEL_PITCH, room / max(1, len(seats))))
    margin = 2 - (pitch - h) / 2  # a name's own height, not its pitch, stays in the chart
    starts = [at[s] for s in seats]
    wanted = fanned(starts, max(pitch, r + 4), rect.y + margin + pitch / 2)
    ys = stack(wanted, pitch, rect.y + margin, rect.bottom - margin)
    ys = uncrossed(starts, ys, x - 3)
    out: list[tuple[int, pygame.Rect]] = []
    leaders: list[Segment] = []
    for s, y in zip(seats, ys, strict=True):
        end = at[s]
        ink, edge = inks[s]
        if abs(y - end[1]) > 1 or x - end[0] > h:
            hidden = any(abs(e[1] - end[1]) < 1 and e[0] > end[0] for e in starts)
            leader = elbowed([(end[0], end[1]), (x - 3, y)], hidden)
            pygame.draw.lines(surface, edge, False, leader, 3)
            pygame.draw.lines(surface, ink, False, leader, 1)
            leaders.extend(zip(leader, leader[1:], strict=False))
        name = names[s] if s < len(names) else ""
        room = rect.right - x
        out.append(
            (s, lines.draw(surface, name, font, colour("text"), (x, y), room, "left", "center"))
        )
    return out, leaders


def fanned(starts: Sequence[tuple[float, float]], pitch: float, top: float) -> list[float]:
    """The heights the names want: each line's end's own, but ends side by side at one
    height (`place_ends` steps a hidden end back beside another) fan out, the rightmost
    mark's name at its height and each mark further left one `pitch` further up (down
    where there is no room above `top`): the names read down in the order the marks read
    from the right, and each leader runs up from its mark and over the marks right of
    it, clear of them (three losers' marks at 0 % had names in another order, a leader
    under the others' marks: fresh eyes).

    >>> fanned([(90, 100), (50, 100), (70, 100), (60, 40)], 10, 0)
    [100, 80, 90, 40]
    >>> fanned([(90, 15), (50, 15)], 10, 10)
    [15, 25]
    """
    out = [float(y) for _x, y in starts]
    for i, (_x, y) in enumerate(starts):
        row = sorted(
            (j for j, (_x2, y2) in enumerate(starts) if abs(y2 - y) < 1),
            key=lambda j: -starts[j][0],
        )
        k = row.index(i)
        up = y - (len(row) - 1) * pitch >= top
        out[i] = y - k * pitch if up else y + k * pitch
    return out


def elbowed(leader: list[tuple[float, float]], hidden: bool) -> list[tuple[float, float]]:
    """A leader from a mark that stands beside another (`hidden`) goes straight up (or
    down) to its name's height first, then across: clear of the marks right of it."""
    if not hidden:
        return leader
    (x0, _y0), (x1, y1) = leader
    return [leader[0], (x0, y1), (x1, y1)]


def uncrossed(starts: Sequence[tuple[float, float]], ys: Sequence[float], x: float) -> list[float]:
    """The names' heights `ys` swapped between lines until no two leaders (each from its
    line's end in `starts` to its name at (`x`, y)) cross: names stacked by their ends'
    heights crossed where an end stepped back along its line (Sorry! Revenge's two ends
    at 0 %). Each swap shortens the leaders in all, so it ends.

    >>> uncrossed([(10, 50), (90, 40)], [40, 50], 100)
    [50, 40]
    """
    out = list(ys)
    for _ in range(len(out) ** 2 + 1):
        swapped = False
        for i in range(len(out)):
            for j in range(i + 1, len(out)):
                if crosses(starts[i], (x, out[i]), starts[j], (x, out[j])):
                    out[i], out[j] = out[j], out[i]
                    swapped = True
        if not swapped:
            break
    return out


def crosses(
    a: tuple[float, float], b: tuple[float, float], c: tuple[float, float], d: tuple[float, float]
) -> bool:
    """Whether the segments a-b and c-d cross or touch (other than end to end at one x).

    >>> crosses((0, 0), (10, 10), (0, 10), (10, 0)), crosses((0, 0), (10, 0), (0, 5), (10, 5))
    (True, False)
    """

    def side(p: tuple[float, float], q: tuple[float, float], r: tuple[float, float]) -> float:
        return (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0])

    d1, d2 = side(c, d, a), side(c, d, b)
    d3, d4 = side(a, b, c), side(a, b, d)
    if d1 * d2 < 0 and d3 * d4 < 0:
        return True
    # one leader's end on the other (collinear ends at one height): touching reads as crossing
    return any(
        abs(v) < 1e-9 and seg_distance(p, *seg) < 0.5
        for v, p, seg in ((d1, a, (c, d)), (d2, b, (c, d)), (d3, c, (a, b)), (d4, d, (a, b)))
    )


def place_ends(
    drawn: Sequence[tuple[int, RGB, RGB, list[tuple[float, float]]]],
    r: float,
    plot: pygame.Rect,
) -> list[tuple[int, tuple[float, float]]]:
    """Each line's end marked by its seat's shape on a disc of its colour (as the table
    marks seats: the lines are not told apart by colour alone); an end another one would
    hide steps back beside it at the same height, the seat's result (stepped back along
    its own line, three losers' marks stood at the chances they had before the last
    drop, 12-22 %, and read as chances left against a result of 0 %). Returns (seat,
    centre) of each end; the marks are drawn by `draw_end_marks`, after the names'
    leaders."""
    ends: list[tuple[int, tuple[float, float]]] = []
    for s, _ink, _edge, pts in drawn:
        end = pts[-1]
        while any(
            abs(end[0] - x) < 2 * r + 2 and abs(end[1] - y) < 2 * r + 2 for _s, (x, y) in ends
        ):
            x = end[0] - (2 * r + 3)
            if x < plot.left:
                break
            end = (x, end[1])
        ends.append((s, end))
    return ends


def draw_end_marks(
    surface: pygame.Surface,
    drawn: Sequence[tuple[int, RGB, RGB, list[tuple[float, float]]]],
    ends: Sequence[tuple[int, tuple[float, float]]],
    shapes: Sequence[int | str | None],
    r: float,
) -> None:
    """The ends' marks (`place_ends`), drawn over the names' leaders that start there (a
    leader ran across its own end's shape and another's)."""
    inks = {s: (ink, edge) for s, ink, edge, _pts in drawn}
    for s, end in ends:
        ink, edge = inks[s]
        aa_circle(surface, edge, end, r + 1.5)
        if s < len(shapes):
            draw_pawn(surface, ink, end, r, "", shapes[s])
        else:  # no shapes told (Results' small chart): a plain dot
            aa_circle(surface, ink, end, r)


def badge_place(
    at: tuple[float, float],
    others: Sequence[tuple[float, float]],
    r: float,
    plot: pygame.Rect,
    reach: Sequence[float] = (),
    leaders: Sequence[Segment] = (),
    badges: int = 0,
) -> tuple[float, float]:
    """Where a badge stands: on its point of the line, or where it hides no other badge
    nor a name's leader (which ran under a badge) and stands on no other badge's head
    (the first `badges` of `others` are badges): beside it, later moments to the right
    (two moments a move apart, one just above the other, read as one marker: Sorry My
    Ass!'s '1' and '2'), else above or below it (kept in the plot).

    >>> badge_place((50, 50), [], 8, pygame.Rect(0, 0, 100, 100))
    (50, 50)
    >>> badge_place((52, 50), [(50, 50)], 8, pygame.Rect(0, 0, 100, 100))
    (78, 50)
    >>> badge_place((92, 50), [(90, 50)], 8, pygame.Rect(0, 0, 100, 100))
    (92, 24)
    >>> badge_place((51, 80), [(50, 50)], 8, pygame.Rect(0, 0, 100, 100), badges=1)
    (76.5, 80)
    """
    step = 2 * (r + RING) + SPACE
    # how near each other may come: its own radius (`reach`; a badge's by default) and
    # the badges' light rings (they touched: '3' stood on '2''s ring)
    near = [r + (reach[i] if i < len(reach) else r) + 2 * RING + SPACE for i in range(len(others))]

    def free(c: tuple[float, float]) -> bool:
        clear = all(seg_distance(c, a, b) >= r + 3 for a, b in leaders)
        return clear and all(
            abs(c[0] - x) >= d or abs(c[1] - y) >= d for (x, y), d in zip(others, near, strict=True)
        )

    def beside(c: tuple[float, float]) -> bool:
        """Free, and on no badge's head nor under its feet."""
        return free(c) and all(
            abs(c[0] - x) >= d or abs(c[1] - y) >= 2 * d
            for (x, y), d in zip(others[:badges], near, strict=False)
        )

    top, bottom = plot.y + r, plot.bottom - r
    centre = (at[0], min(bottom, max(top, at[1])))
    if beside(centre) and centre == at:
        return at
    # beside it at its line's height, a stem back to its point: a step to the right or
    # left, or next to a badge in the way (three moments a move apart stand in a row),
    # the nearest first, the right first (no farther: its time would no longer read)
    xs = [at[0] + step, at[0] - step]
    xs += [x + sign * (step + 0.5) for x, _y in others[:badges] for sign in (1, -1)]
    xs = sorted((x for x in xs if abs(x - at[0]) <= 2 * step), key=lambda x: (abs(x - at[0]), -x))
    for x in xs:
        if plot.x + r <= x <= plot.right - r and top <= at[1] <= bottom and beside((x, at[1])):
            return (x, at[1])
    if free(centre) and centre == at:
        return at
    for k in range(1, 2 * len(others) + 2):
        for sign in (-1, 1):
            y = at[1] + sign * k * step
            if top <= y <= bottom and free((at[0], y)):
                return (at[0], y)
    return centre


def seg_distance(p: tuple[float, float], a: tuple[float, float], b: tuple[float, float]) -> float:
    """How far point `p` is from the segment a-b.

    >>> seg_distance((5, 3), (0, 0), (10, 0)), seg_distance((13, 4), (0, 0), (10, 0))
    (3.0, 5.0)
    """
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = dx * dx + dy * dy
    t = (
        0.0
        if not length
        else max(0.0, min(1.0, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length))
    )
    return math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy)


def game_turns(record: SaveRecord) -> int:
    """The game's length in turns as Results says it (`View.turns` at the end), so the
    chart's last turn and Results' "N turns" agree; 0 when the record does not replay."""
    try:
        return record.replay(get_game(record.game_id)).view(None).turns
    except SaveError:  # a record that does not replay has no review either
        return 0


__all__ = [
    "ChartPlot",
    "chance_at",
    "draw_chance_chart",
    "drawing_order",
    "game_turns",
    "moments",
]
