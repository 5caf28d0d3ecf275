"""What a frame draws again unchanged, drawn once and blitted: layers and stamps.

Why: a table frame drew its whole board's art, tags and pieces again each frame
(issue 41: START/HOME tags, shape marks, checkers). Two kinds of cache keep the pixels
exactly as drawing again would make them:

- a **layer** (`Layers.blit`): art that was always drawn on a transparent surface of
  its own (a board's static art), kept by a key that names everything the art depends
  on (size, place, theme, text scale, colours …) and blitted. Given its `ground`, the
  one colour under it (the table fills the play area with the background first), it is
  composed on it once and copied whole (twice as fast as blending it each frame);
  otherwise its fully opaque middle is copied and the rest blended, as the whole was.
- a **stamp** (`Stamps.draw`): a small drawing blended onto what lies under it (a tag,
  a checker and its shadow, a card's face). Drawn on a transparent layer it would
  blend differently (gfxdraw's anti-aliased edges leave see-through pixels there), so
  the frame's pixels it leaves are kept instead, by its key, its place *and* the pixels
  that were under it (compared byte for byte): the same drawing on the same ground is
  the same pixels.

Only art that costs more than copying it is worth keeping: a big flat rect (a panel, a
felt) is filled faster than it is copied, a card back is one blit already. Both are
bounded in bytes. `uncached()` turns them all off (the layer is drawn again and blended
whole, the stamp drawn straight on the frame): the test that compares frames with and
without them (tests/app/test_draw_layers.py) uses it.

    layers.blit(surface, ("board", size, colours), rect, lambda s: ..., ground=colour)
    stamps.draw(surface, ("checker", fill, radius, centre), rect, lambda s: ...)
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable, Iterator
from contextlib import contextmanager

import pygame

from sorry_game.app.draw.surfcache import surface_bytes
from sorry_game.app.draw.text import watched

#: False while `uncached()` runs: every layer and stamp is drawn again
_ON = [True]


def caching() -> bool:
    """Whether layers and stamps are kept (False inside `uncached()`)."""
    return _ON[0]


@contextmanager
def uncached() -> Iterator[None]:
    """Draw every layer and stamp again, each time, while the block runs (the frames
    to compare against)."""
    was = _ON[0]
    _ON[0] = False
    try:
        yield
    finally:
        _ON[0] = was


def opaque_core(layer: pygame.Surface) -> pygame.Rect:
    """The largest rect round the layer's middle whose pixels are all opaque (grown
    from the middle a step at a time on the layer's mask; empty when the middle is not
    opaque)."""
    mask = pygame.mask.from_surface(layer, 254)
    w, h = layer.get_size()
    if not w or not h or not mask.get_at((w // 2, h // 2)):
        return pygame.Rect(w // 2, h // 2, 0, 0)

    def full(r: pygame.Rect) -> bool:
        probe = pygame.mask.Mask(r.size, fill=True)
        return mask.overlap_area(probe, r.topleft) == r.w * r.h

    core = pygame.Rect(w // 2, h // 2, 1, 1)
    step = max(1, min(w, h) // 64)
    grown = True
    while grown:
        grown = False
        for dl, dt, dr, db in ((step, 0, 0, 0), (0, step, 0, 0), (0, 0, step, 0), (0, 0, 0, step)):
            trial = pygame.Rect(core.x - dl, core.y - dt, core.w + dl + dr, core.h + dt + db)
            trial = trial.clip(pygame.Rect(0, 0, w, h))
            if trial != core and full(trial):
                core, grown = trial, True
    return core


class _Layer:
    """A drawn layer as pieces: its opaque middle as a plain surface (copied, not
    blended) and the strips round it (blended)."""

    def __init__(self, art: pygame.Surface) -> None:
        self.pieces: list[tuple[pygame.Surface, tuple[int, int]]] = []
        if not art.get_flags() & pygame.SRCALPHA:  # composed on its ground: opaque whole
            self.pieces.append((art, (0, 0)))
            self.bytes = surface_bytes(art)
            return
        core = opaque_core(art)
        w, h = art.get_size()
        if core.w * core.h < 64 * 64:
            self.pieces.append((art, (0, 0)))
        else:
            solid = pygame.Surface(core.size)
            solid.blit(art, (0, 0), core)
            self.pieces.append((solid, core.topleft))
            for r in (
                pygame.Rect(0, 0, w, core.top),
                pygame.Rect(0, core.bottom, w, h - core.bottom),
                pygame.Rect(0, core.top, core.left, core.h),
                pygame.Rect(core.right, core.top, w - core.right, core.h),
            ):
                if r.w > 0 and r.h > 0:
                    self.pieces.append((art.subsurface(r).copy(), r.topleft))
        self.bytes = sum(surface_bytes(s) for s, _ in self.pieces)

    def blit(self, surface: pygame.Surface, at: tuple[int, int]) -> None:
        x, y = at
        for piece, (dx, dy) in self.pieces:
            surface.blit(piece, (x + dx, y + dy))


def _painted(
    size: tuple[int, int],
    paint: Callable[[pygame.Surface], None],
    ground: tuple[int, int, int] | None,
) -> pygame.Surface:
    """The layer's art: `paint` on a transparent surface of `size`, as it always was,
    and, given its `ground`, blended on that colour once (not every frame): then
    opaque, copied whole."""
    art = pygame.Surface((max(1, size[0]), max(1, size[1])), pygame.SRCALPHA)
    paint(art)
    if ground is None:
        return art
    on = pygame.Surface(art.get_size(), 0, 32)  # plain, as the window is
    on.fill(ground)
    on.blit(art, (0, 0))
    return on


class Layers:
    """Layers by key, at most `max_bytes` of them and `max_items` (a board's static art
    keeps one: the window's size and theme now), the least recently used out."""

    def __init__(self, max_bytes: int, max_items: int = 64) -> None:
        self.max_bytes = max_bytes
        self.max_items = max_items
        self.bytes = 0
        self._items: OrderedDict[Hashable, _Layer] = OrderedDict()

    def __len__(self) -> int:
        return len(self._items)

    def get(
        self,
        key: Hashable,
        size: tuple[int, int],
        paint: Callable[[pygame.Surface], None],
        ground: tuple[int, int, int] | None = None,
    ) -> _Layer:
        """The layer of `key` on `ground` (drawn by `paint` when not kept)."""
        place = (key, ground)
        made = self._items.get(place) if caching() else None
        if made is not None:
            self._items.move_to_end(place)
            return made
        made = _Layer(_painted(size, paint, ground))
        if caching() and made.bytes <= self.max_bytes:
            old = self._items.pop(place, None)
            if old is not None:
                self.bytes -= old.bytes
            while self._items and (
                self.bytes + made.bytes > self.max_bytes or len(self._items) >= self.max_items
            ):
                _key, dropped = self._items.popitem(last=False)
                self.bytes -= dropped.bytes
            self._items[place] = made
            self.bytes += made.bytes
        return made

    def blit(
        self,
        surface: pygame.Surface,
        key: Hashable,
        rect: pygame.Rect,
        paint: Callable[[pygame.Surface], None],
        ground: tuple[int, int, int] | None = None,
    ) -> None:
        """Blit the layer of `key` at `rect` (drawn by `paint` in the layer's own
        coordinates when not kept). `ground`: the one colour `rect` holds before (the
        caller vouches for it), the layer then composed on it once and copied.
        Uncached, the art is drawn again and blended whole, as before it had a layer."""
        if not caching():
            surface.blit(_painted(rect.size, paint, None), rect)
            return
        self.get(key, rect.size, paint, ground).blit(surface, rect.topleft)

    def clear(self) -> None:
        self._items.clear()
        self.bytes = 0


class Stamps:
    """Small drawings kept as the pixels they leave on the frame, by their key, their
    place and the pixels under them (see the module's doc): a few grounds per key and
    place (a tag with and without the ring round its START), at most `max_bytes` of
    pixels and grounds, the least recently used out. A ground is compared byte for
    byte (a copy and a compare cost less than hashing it)."""

    #: grounds kept per key and place
    GROUNDS = 4

    def __init__(self, max_bytes: int, told: bool = False) -> None:
        self.max_bytes = max_bytes
        #: drawn again while the text drawn is recorded (`text.watched`): the panel's
        #: and the log's words, which the text size's tests and bench/layout.py read
        self.told = told
        self.bytes = 0
        self._items: OrderedDict[Hashable, list[tuple[bytes, pygame.Surface]]] = OrderedDict()

    def __len__(self) -> int:
        return sum(len(kept) for kept in self._items.values())

    def draw(
        self,
        surface: pygame.Surface,
        key: Hashable,
        rect: pygame.Rect,
        paint: Callable[[pygame.Surface], None],
        corners: int = 0,
    ) -> None:
        """Draw `paint(surface)`, which draws within `rect` only, or blit the pixels it
        left there last time on the same ground. `key` names all the drawing depends on
        but its place (`rect`) and its ground (the pixels under it). `corners` > 0: the
        drawing begins with a flat rounded rect over the whole of `rect` whose corners
        are at most that many pixels across, so the ground shows through those four
        squares only and only they are compared (a big box costs a small compare)."""
        plain = not surface.get_flags() & pygame.SRCALPHA  # kept pixels copy back exactly
        empty = rect.w <= 0 or rect.h <= 0  # a squeezed window's place holds no pixels
        inside = surface.get_rect().contains(rect)
        if not caching() or not plain or empty or not inside or (self.told and watched()):
            paint(surface)  # (a told drawing's words recorded while text is)
            return
        area = surface.subsurface(rect)
        ground = _ground(surface, rect, corners)
        place = (key, rect.x, rect.y, rect.w, rect.h)
        kept = self._items.get(place)
        if kept is not None:
            self._items.move_to_end(place)
            for under, pixels in kept:
                if under == ground:
                    surface.blit(pixels, rect)
                    return
        paint(surface)
        self._keep(place, ground, area.copy())

    def _keep(self, place: Hashable, ground: bytes, pixels: pygame.Surface) -> None:
        size = len(ground) + surface_bytes(pixels)
        if size > self.max_bytes:
            return
        kept = self._items.setdefault(place, [])
        kept.insert(0, (ground, pixels))
        self.bytes += size
        while len(kept) > self.GROUNDS:
            under, old = kept.pop()
            self.bytes -= len(under) + surface_bytes(old)
        while self.bytes > self.max_bytes:
            _place, dropped = self._items.popitem(last=False)
            for under, old in dropped:
                self.bytes -= len(under) + surface_bytes(old)

    def clear(self) -> None:
        self._items.clear()
        self.bytes = 0


def _ground(surface: pygame.Surface, rect: pygame.Rect, corners: int) -> bytes:
    """The pixels under `rect` that can show through a drawing (see `Stamps.draw`)."""
    k = min(corners, rect.w // 2, rect.h // 2)
    if corners <= 0 or k <= 0:
        return pygame.image.tobytes(surface.subsurface(rect), "RGBX")
    return b"".join(
        pygame.image.tobytes(surface.subsurface((x, y, k, k)), "RGBX")
        for x in (rect.left, rect.right - k)
        for y in (rect.top, rect.bottom - k)
    )


__all__ = ["Layers", "Stamps", "caching", "opaque_core", "uncached"]
