"""Drawing the Sorry! board: the static art (track, slides, SAFETY lanes, START and HOME
circles), cached per layout; the centre's pile and face-up card; a pawn.

The static art is one layer (`draw.layers`), drawn once per layout, theme, text scale
and seat colours and blitted; each START and HOME tag is a stamp (drawn over the turn
ring, which moves: kept by what lies under it too); pawns are the figures' sprites;
marks are drawn every frame (`marks.py`).
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Mapping

import pygame

from sorry_game.app.draw import (
    SHAPES,
    Palette,
    aa_circle,
    aa_polygon,
    blit_text,
    contrast_text,
    draw_mark,
    draw_shape,
    font,
    mark_extent,
    mix,
    shape_radius,
    smooth_polygons,
    text_width,
)
from sorry_game.app.draw.cardart import draw_card
from sorry_game.app.draw.figures import (
    BASE_H,
    BASE_W,
    BASE_Y,
    draw_pawn,
    mark_colour,
)
from sorry_game.app.draw.layers import Layers, Stamps
from sorry_game.app.draw.text import text_scale
from sorry_game.app.draw.texture import grain_disc, grain_rect
from sorry_game.app.plugins.board.layout import BoardLayout, Point
from sorry_game.app.plugins.board.looks import (
    slide_mark_px,
    tag_mark_px,
    tag_scale,
    tag_text_px,
    tag_width,
)
from sorry_game.app.plugins.board.motion import draw_trail, pawn_motion
from sorry_game.app.table.animator import Tween
from sorry_game.games.board.cards import card_label
from sorry_game.games.board.geometry import HOME, SLIDES, START

#: bytes of the tags' stamps kept (eight tags at 1920x1080 take about 40 KB)
TAGS_BYTES = 1 << 20
#: the static art's bound: one board, up to a 4K window's
STATIC_BYTES = 32 << 20


class BoardPainter:
    """Draws a `BoardLayout`: the static board (cached), the centre cards, pawns."""

    def __init__(self, palette: Palette) -> None:
        self.palette = palette
        #: the static art of the layout now (one: a resize or a new theme replaces it)
        self._static = Layers(max_bytes=STATIC_BYTES, max_items=1)
        #: the START and HOME tags, as stamps: eight per layout, with and without the ring
        self._tags = Stamps(max_bytes=TAGS_BYTES)
        self._tag_rects: dict[tuple[object, ...], pygame.Rect] = {}

    def draw_static(
        self,
        surface: pygame.Surface,
        layout: BoardLayout,
        colours: list[int],
        ground: tuple[int, int, int] | None = None,
    ) -> None:
        """The static art (its layer: the key names all it is drawn from), composed on
        the play area's one colour `ground` when the table knows it (then copied)."""
        key = (
            layout.style,
            layout.rect.topleft,
            layout.rect.size,
            layout.mark_scale,
            tuple(colours),
            id(self.palette),
        )
        self._static.blit(
            surface,
            key,
            layout.rect,
            lambda surf: self._draw_static(surf, layout, colours),
            ground=ground,
        )

    def _draw_static(self, surf: pygame.Surface, layout: BoardLayout, colours: list[int]) -> None:
        pal = self.palette
        off = (-layout.rect.left, -layout.rect.top)

        def sh(p: Point) -> Point:
            return (p[0] + off[0], p[1] + off[1])

        def shp(poly: list[Point]) -> list[Point]:
            return [sh(p) for p in poly]

        track = pal["track"]
        edge = pal["track_edge"]
        board_bg = mix(pal["table"], (255, 255, 255), 0.06)
        cx, cy = sh(layout.centre)
        d = layout.rect.width
        if layout.style == "round":
            aa_circle(surf, mix(board_bg, (0, 0, 0), 0.25), (cx, cy + d * 0.006), d * 0.497)
            aa_circle(surf, board_bg, (cx, cy), d * 0.495)
            aa_circle(
                surf,
                mix(board_bg, (255, 255, 255), 0.05),
                (cx, cy),
                layout.ring_radius - layout.cell * 0.6,
            )
            grain_disc(surf, board_bg, (cx, cy), d * 0.49)
        else:
            frame = pygame.Rect(0, 0, d, d)
            pygame.draw.rect(
                surf,
                mix(board_bg, (0, 0, 0), 0.25),
                frame.move(0, max(1, d // 160)),
                border_radius=d // 60,
            )
            pygame.draw.rect(surf, board_bg, frame, border_radius=d // 60)
            grain_rect(surf, board_bg, frame)
        present = set(colours)
        # track squares: a thin tint of the side's colour on its squares
        for i, tile in enumerate(layout.track):
            side = i // 15
            fill = mix(track, pal.player(side), 0.10)
            aa_polygon(surf, edge, shp(_grow(tile.poly, tile.centre, 1.0)))
            aa_polygon(surf, fill, shp(_grow(tile.poly, tile.centre, 0.86)))
        # slides: arrows along the track in the slide's colour
        for colour, first, last in SLIDES:
            col = pal.player(colour)
            dark = mix(col, (0, 0, 0), 0.35)
            pts = [sh(p) for p in layout.slide_points(first, last)]
            w = layout.cell * 0.30
            # triangle head at the start, pointing along the direction of play
            start = sh(layout.track[first].centre)
            tx, ty = layout.travel[first]
            nx, ny = -ty, tx
            k = layout.cell * 0.36
            tri = [
                (start[0] + tx * k * 1.0, start[1] + ty * k * 1.0),
                (start[0] - tx * k * 0.7 + nx * k, start[1] - ty * k * 0.7 + ny * k),
                (start[0] - tx * k * 0.7 - nx * k, start[1] - ty * k * 0.7 - ny * k),
            ]
            # drawn large and scaled down: clean edges (gfxdraw's were jagged, dashed)
            smooth_polygons(
                surf,
                [
                    (dark, _band(pts, w + max(2, w * 0.3))),
                    (dark, _grow(tri, _centroid(tri), 1.18)),
                    (col, _band(pts, w)),
                    (col, tri),
                ],
            )
            end = pts[-1]
            # the disc at the end carries the colour's shape (told without its colour),
            # dark in a light edge, the other way round from a pawn's mark: a pawn of
            # that colour standing there stands out from it
            mark = slide_mark_px(layout)
            aa_circle(surf, dark, end, layout.cell * 0.26)
            aa_circle(surf, col, end, layout.cell * 0.21)
            ink = mix(col, (0, 0, 0), 0.6)
            draw_mark(surf, SHAPES[colour % 4], ink, mark_colour(col), end, mark)
        # SAFETY lanes, HOME and START circles, per colour
        for c in range(4):
            col = pal.player(c)
            faded = c not in present
            lane_fill = mix(col, track, 0.55 if not faded else 0.8)
            for tile in layout.safety[c]:
                aa_polygon(surf, mix(col, (0, 0, 0), 0.3), shp(_grow(tile.poly, tile.centre, 1.0)))
                aa_polygon(surf, lane_fill, shp(_grow(tile.poly, tile.centre, 0.84)))
            # entry marker: a line from the entry square into the lane
            for kind, centre in (("HOME", layout.home[c]), ("START", layout.start[c])):
                p = sh(centre)
                r = layout.circle_radius
                aa_circle(surf, mix(col, (0, 0, 0), 0.35), p, r)
                fill = mix(col, track, 0.35 if kind == "HOME" else 0.15)
                if faded:
                    fill = mix(fill, board_bg, 0.6)
                aa_circle(surf, fill, p, r * 0.9)
                # a ring inside the rim: the circle reads as a dish the pawns stand in
                aa_circle(surf, mix(fill, (0, 0, 0), 0.12), p, r * 0.78)
                aa_circle(surf, mix(fill, (255, 255, 255), 0.12), (p[0], p[1] + r * 0.02), r * 0.76)
                # the colour's shape, large and faint, in the dish (under the pawns)
                shape = SHAPES[c % 4]
                emboss = mix(fill, (0, 0, 0), 0.22)
                draw_shape(surf, shape, emboss, p, shape_radius(shape, r * 0.95))
                draw_shape(
                    surf,
                    shape,
                    mix(fill, (255, 255, 255), 0.1),
                    p,
                    shape_radius(shape, r * 0.95) - max(2.0, r * 0.06),
                )
                if kind == "HOME":  # (the goal's dish stays calm: no sockets)
                    continue
                # the four places the pawns stand, as sockets in the dish: an empty
                # place in START shows where a pawn goes back to
                pr = layout.pawn_radius
                socket = mix(fill, (0, 0, 0), 0.3)
                lip = mix(fill, (255, 255, 255), 0.3)
                for i in range(4):
                    x, y = sh(layout.point(START, c, i))
                    at = (x, y + pr * BASE_Y)
                    rx, ry = pr * BASE_W, pr * BASE_H
                    smooth_polygons(
                        surf,
                        [
                            (lip, _ellipse(at[0], at[1] + ry * 0.25, rx, ry)),
                            (socket, _ellipse(at[0], at[1], rx, ry)),
                        ],
                    )

    # --- per-frame parts ----------------------------------------------------------------
    def draw_tags(self, surface: pygame.Surface, layout: BoardLayout, colours: list[int]) -> None:
        """START and HOME on their tags, over the ring round the START of the colour
        that moves (drawn each frame after it: the ring hid the tag's top)."""
        pal = self.palette
        present = set(colours)
        for c in range(4):
            ink = mix(pal.player(c), (0, 0, 0), 0.35)
            if c not in present:
                ink = mix(ink, pal["table"], 0.5)
            for kind, centre in (("HOME", layout.home[c]), ("START", layout.start[c])):
                self._draw_tag(surface, kind, centre, layout, ink, SHAPES[c % 4])

    def _draw_tag(
        self,
        surface: pygame.Surface,
        kind: str,
        centre: Point,
        layout: BoardLayout,
        ink: tuple[int, int, int],
        shape: str,
    ) -> None:
        """One tag, as a stamp: drawn once per place, size, text scale, ink, shape and
        what lies under it (the ring round a START comes and goes)."""
        key = (
            kind,
            centre,
            layout.cell,
            layout.circle_radius,
            layout.mark_scale,
            tag_scale(layout),
            text_scale(),
            ink,
            shape,
        )
        rect = self._tag_rects.get(key)
        if rect is None:
            if len(self._tag_rects) > 256:
                self._tag_rects.clear()
            rect = self._tag_rects[key] = tag_extent(kind, centre, layout, shape).inflate(4, 4)
        self._tags.draw(
            surface, key, rect, lambda surf: label_tag(surf, kind, centre, layout, ink, shape)
        )

    def draw_centre(
        self,
        surface: pygame.Surface,
        layout: BoardLayout,
        card: int | None,
        pile: int,
        caption: str = "",
    ) -> None:
        """The draw pile (face down, with its count) and the face-up card."""
        pal = self.palette
        pr = layout.pile_rect
        if pile > 0:
            mark = layout.style != "round"
            for k in range(min(3, 1 + pile // 15), 0, -1):
                step = k * layout.pile_step
                draw_card(surface, pal, pr.move(-step, -step), None, face_up=False, mark=mark)
            draw_card(surface, pal, pr, None, face_up=False, mark=mark)
        # an empty pile is not drawn (an empty outline meant nothing)
        size = max(10, int(layout.cell * 0.42 * layout.word_scale))
        label = pile_label(layout, pile)
        if label is not None:
            said, rect = label
            px = pile_label_px(layout, said)
            blit_text(surface, said, px, pal["text"], rect.midbottom, "midbottom")
        cr = layout.card_rect
        if card:  # what it does is said once, in the side panel (its corner ranks
            # grow with the text: a board made smaller for large text drew them smaller)
            draw_card(surface, pal, cr, card_label(card), index_scale=layout.word_scale)
        if caption:
            blit_text(
                surface, caption, size, pal["muted_text"], (cr.centerx, cr.bottom + 4), "midtop"
            )

    def draw_pawn(
        self,
        surface: pygame.Surface,
        layout: BoardLayout,
        pawn: int,
        point: Point,
        scale: float = 1.0,
    ) -> None:
        colour = pawn >> 2
        draw_pawn(
            surface,
            self.palette.player(colour),
            point,
            layout.pawn_radius * scale,
            str((pawn & 3) + 1),
            colour,
            scale=layout.mark_scale,
        )

    def draw_pawns(
        self,
        surface: pygame.Surface,
        layout: BoardLayout,
        shown: Mapping[int, int],
        moving: Mapping[Hashable, tuple[Tween, float]],
        present: set[int],
    ) -> None:
        """The pawns standing where the animator shows them (of the colours in play),
        then the pawns on their way (along a slide, or square by square, lifted)."""
        for pawn, pos in shown.items():
            if pawn in moving or (pawn >> 2) not in present:
                continue
            self.draw_pawn(surface, layout, pawn, layout.pawn_point(pawn, pos))
        for token, (tween, t) in moving.items():
            if not isinstance(token, int):
                continue
            pal = self.palette
            draw_trail(surface, layout, token, tween, t, pal.player(token >> 2), pal["track"])
            point, size = pawn_motion(layout, token, tween, t)
            self.draw_pawn(surface, layout, token, point, size)


def pile_label(layout: BoardLayout, pile: int) -> tuple[str, pygame.Rect] | None:
    """The draw pile's count ("32 left") and where it stands, over the pile (None when
    it is too wide for the board's middle, or the pile is empty); its size
    `pile_label_px`."""
    if pile <= 0:
        return None
    label = f"{pile} left"
    size = pile_label_px(layout, label)
    if size <= 0:
        return None
    return label, _pile_label_rect(layout, label, size)


def pile_label_px(layout: BoardLayout, label: str) -> int:
    """The count's text size: grown with the Text size (`BoardLayout.label_scale`) as
    far as it stays narrower than the pile's middle and clear of the circles and the
    tags (issue 39: at 200 % in 800x600 it had grown a quarter), else at the board's
    word scale; 0 when even that is too wide. ("00 left": one size whatever the count.)"""
    wide = label[: -len(" left")].rjust(2, "0") + " left" if label.endswith(" left") else label
    least, most = layout.word_scale, layout.label_scale
    sizes = [max(10, int(layout.cell * 0.42 * most * (1 - k / 8))) for k in range(8)]
    sizes = [s for s in sizes if s > max(10, int(layout.cell * 0.42 * least))]
    blocked = [layout.circle_rect(k, c) for k in ("start", "home") for c in range(4)]
    blocked += list(tag_places(layout).values())
    for size in sizes:
        rect = _pile_label_rect(layout, wide, size)
        fits = text_width(wide, size) < layout.pile_rect.width * 1.6
        if fits and rect.collidelist(blocked) < 0 and layout.rect.contains(rect):
            return size
    size = max(10, int(layout.cell * 0.42 * least))
    return size if text_width(label, size) < layout.pile_rect.width * 1.6 else 0


def _pile_label_rect(layout: BoardLayout, label: str, size: int) -> pygame.Rect:
    pr = layout.pile_rect
    rect = pygame.Rect(0, 0, text_width(label, size), font(size).get_linesize())
    rect.midbottom = (pr.centerx - 4, pr.top - 8)
    return rect


def tag_rect(kind: str, centre: Point, layout: BoardLayout) -> pygame.Rect:
    """Where the START or HOME tag of a circle at `centre` is: the colour's shape mark,
    then the word (`looks.tag_width`). At the foot of the circle's rim, below its two
    lower pawns; where a pawn on the track or a lane would stand on it there (the
    circles that lie against the track), the first place round the circle, from the
    side that faces the board's middle, where no pawn, circle, card or other tag is
    (`tag_places`)."""
    places = tag_places(layout)
    got = places.get((kind.lower(), round(centre[0]), round(centre[1])))
    return pygame.Rect(got) if got is not None else _foot_tag(kind, centre, layout, 1.0)


def _foot_tag(kind: str, centre: Point, layout: BoardLayout, scale: float) -> pygame.Rect:
    """The tag at the foot of the circle's rim, its words at `scale`."""
    size = tag_text_px(layout, scale)
    h = max(int(size * 1.5), round(tag_mark_px(layout, scale)) + 4)
    tag = pygame.Rect(0, 0, tag_width(kind, layout, scale), h)
    tag.center = (round(centre[0]), round(centre[1] + layout.circle_radius + h * 0.1))
    return tag


def tag_places(layout: BoardLayout) -> dict[tuple[str, int, int], pygame.Rect]:
    """Every START and HOME tag of the board, by (kind, centre): at the circle's foot
    where nothing stands on it, else moved round its circle (computed once a layout).
    At large text the tags grow with the Text size (`BoardLayout.label_scale`) as far
    as every tag still finds such a place (issue 39: at 200 % in 800x600 they had grown
    a quarter), down to the board's word scale; the scale found is `looks.tag_scale`."""
    got = layout.__dict__.get("_tags")
    if got is not None:
        return got
    least, most = layout.word_scale, layout.label_scale
    grown = [most - (most - least) * k / TAG_STEPS for k in range(TAG_STEPS)]
    scales = grown if most > least else [least] * TAG_STEPS
    # where even the word scale finds no free place (a small picture of the board), a
    # smaller one, rather than a tag on a pawn or against the pile
    scales += [least * (1 - k / TAG_STEPS / 2) for k in range(TAG_STEPS)]
    for k, scale in enumerate(scales):
        # grown words only where they stay against their circle; at the word scale and
        # below a tag may stand a little further out
        tags, placed = _tags_at(layout, scale, far=k >= TAG_STEPS)
        if placed:
            break
    else:
        scale = least
        tags, _placed = _tags_at(layout, scale, far=True)
    layout.__dict__["_tags"] = tags
    layout.__dict__["_tag_scale"] = scale
    return tags


#: the sizes the tags try between the Text size's and the board's word scale
TAG_STEPS = 8


def _tags_at(
    layout: BoardLayout, scale: float, far: bool = True
) -> tuple[dict[tuple[str, int, int], pygame.Rect], bool]:
    """The tags with their words at `scale`, and whether each found a free place (on
    its circle's rim or just outside it; `far`: else further out)."""
    circles = [("start", c) for c in layout.start] + [("home", c) for c in layout.home]
    tags = {
        (k, round(c[0]), round(c[1])): _foot_tag(k.upper(), c, layout, scale) for k, c in circles
    }
    placed = True
    gap = tag_gap(layout)
    for kind, centre in circles:
        key = (kind, round(centre[0]), round(centre[1]))
        tag = tags[key]
        others = [t for k, t in tags.items() if k != key]
        blocked = tag_obstacles(layout, centre) + others
        if tag.inflate(gap * 2, gap * 2).collidelist(blocked) < 0:
            continue
        r, h, (cx, cy) = layout.circle_radius, tag.height, centre
        mx, my = layout.centre
        toward = math.atan2(my - cy, mx - cx)
        turns = [0] + [t * side for t in range(10, 181, 10) for side in (1, -1)]
        # on the rim along `a`, overlapping it as the tag at its foot does; else just
        # outside it, else a little further out
        outs = (-0.4, 0.1, 0.7, 1.3) if far else (-0.4, 0.1)
        places = [(t, out) for out in outs for t in turns]
        for turn, out in places:
            a = toward + math.radians(turn)
            reach = r + h * out + abs(math.cos(a)) * tag.width / 2 + abs(math.sin(a)) * h / 2
            moved = pygame.Rect(tag)
            moved.center = (round(cx + math.cos(a) * reach), round(cy + math.sin(a) * reach))
            clear = moved.inflate(gap * 2, gap * 2).collidelist(blocked) < 0
            if clear and layout.rect.contains(moved):
                tags[key] = moved
                break
        else:
            placed = False
    return tags, placed


def tag_gap(layout: BoardLayout) -> int:
    """The free space a tag keeps round it (from pawns, circles, the pile, the card and
    the other tags): a tag that touched the pile or a pawn's base, or lay against
    another tag, read as one with it (issue 39)."""
    return max(2, round(layout.cell * 0.1))


def pawn_footprint(layout: BoardLayout) -> pygame.Rect:
    """What a standing pawn covers, its point at (0, 0): its drawn pixels (a figure's
    base and shadow are wider than its radius, its numbered head above it; a tag
    cleared of a 2r-wide box still touched a base)."""
    got = layout.__dict__.get("_pawn_foot")
    if got is not None:
        return pygame.Rect(got)
    r = layout.pawn_radius
    half = max(4, round(r * 4))
    surf = pygame.Surface((half * 2, half * 2), pygame.SRCALPHA)
    draw_pawn(surf, (200, 60, 60), (half, half), r, "4", 0, scale=layout.mark_scale)
    foot = surf.get_bounding_rect(min_alpha=1).move(-half, -half)
    foot = foot.union(pygame.Rect(round(-r), round(-r * 2.1), round(2 * r), round(r * 2.6)))
    layout.__dict__["_pawn_foot"] = foot
    return pygame.Rect(foot)


def tag_obstacles(layout: BoardLayout, centre: Point) -> list[pygame.Rect]:
    """What a tag must stay clear of: a pawn standing on any square or lane of the
    track, in any circle (its own too), the other circles, the draw pile and the card
    (`tag_places` keeps `tag_gap` from each)."""
    foot = pawn_footprint(layout)
    out = []
    spots = [t.centre for t in layout.track] + [t.centre for lane in layout.safety for t in lane]
    for colour in range(4):  # the pawns in every circle, its own too
        for pos in (START, HOME):
            spots += [layout.point(pos, colour, i) for i in range(4)]
    for x, y in spots:  # a standing pawn: its head above its point, its base below
        out.append(foot.move(round(x), round(y)))
    cr = layout.circle_radius
    for cx, cy in [*layout.start, *layout.home]:
        if (round(cx), round(cy)) != (round(centre[0]), round(centre[1])):
            out.append(
                pygame.Rect(
                    round(cx - cr * 0.8), round(cy - cr * 0.8), round(cr * 1.6), round(cr * 1.6)
                )
            )
    return out + [layout.pile_extent(), pygame.Rect(layout.card_rect)]


def label_tag(
    surf: pygame.Surface, kind: str, centre: Point, layout: BoardLayout, ink, shape: str
) -> None:
    """The colour's shape and START / HOME on a tag at the bottom of the circle's rim,
    below the two lower pawns: clear of the pawns standing in the circle (they hid a
    centred label); the shape tells whose circle it is without its colour."""
    tag = tag_rect(kind, centre, layout)
    h = tag.height
    size = tag_text_px(layout)
    mark = tag_mark_px(layout)
    edge = mix(ink, (0, 0, 0), 0.35)
    pygame.draw.rect(surf, edge, tag.inflate(2, 2), border_radius=h // 2)
    pygame.draw.rect(surf, ink, tag, border_radius=h // 2)
    draw_mark(surf, shape, contrast_text(ink), edge, _tag_mark_at(tag, layout), mark)
    tx = tag.left + size * 0.5 + mark + size * 0.35
    blit_text(surf, kind, size, contrast_text(ink), (tx, tag.centery), "midleft", bold=True)


def _tag_mark_at(tag: pygame.Rect, layout: BoardLayout) -> Point:
    """The middle of the shape mark at the left of a tag."""
    return (tag.left + tag_text_px(layout) * 0.5 + tag_mark_px(layout) / 2, tag.centery)


def tag_extent(kind: str, centre: Point, layout: BoardLayout, shape: str) -> pygame.Rect:
    """Every pixel `label_tag` draws: the tag, its rim and its mark, whose edged tip
    (a triangle's, a diamond's) stands above the tag (its stamp must hold it all)."""
    tag = tag_rect(kind, centre, layout)
    mark = mark_extent(shape, _tag_mark_at(tag, layout), tag_mark_px(layout))
    return tag.inflate(2, 2).union(mark)


def _band(pts: list[Point], width: float) -> list[Point]:
    """A polygon of constant width around a polyline (smooth slide arrows)."""
    left: list[Point] = []
    right: list[Point] = []
    n = len(pts)
    for i, (x, y) in enumerate(pts):
        ax, ay = pts[max(0, i - 1)]
        bx, by = pts[min(n - 1, i + 1)]
        dx, dy = bx - ax, by - ay
        length = math.hypot(dx, dy) or 1.0
        nx, ny = -dy / length * width / 2, dx / length * width / 2
        left.append((x + nx, y + ny))
        right.append((x - nx, y - ny))
    return left + right[::-1]


def _ellipse(x: float, y: float, rx: float, ry: float, n: int = 32) -> list[Point]:
    """An ellipse's outline as a polygon (for `smooth_polygons`)."""
    return [
        (x + rx * math.cos(2 * math.pi * k / n), y + ry * math.sin(2 * math.pi * k / n))
        for k in range(n)
    ]


def _grow(poly: list[Point], centre: Point, k: float) -> list[Point]:
    cx, cy = centre
    return [(cx + (x - cx) * k, cy + (y - cy) * k) for x, y in poly]


def _centroid(poly: list[Point]) -> Point:
    return (sum(p[0] for p in poly) / len(poly), sum(p[1] for p in poly) / len(poly))


__all__ = ["BoardPainter"]
