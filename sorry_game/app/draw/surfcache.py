"""Drawn surfaces kept for reuse, bounded by their bytes: the least recently used go first.

Why: a window draws the same pawn figure, card back or line of text every frame, so
each is drawn once and kept. But the keys carry sizes (the window's, a lifted pawn's, a
label tried smaller and smaller) and texts that change every move, so a cache bounded by
a count of entries held whatever that count of 32-bit surfaces came to: at 1920x1080, 20 MB
of text lines and 13 MB of figures after two games, growing with every game played.
A bound in bytes keeps many small surfaces or a few big ones, and what a frame draws
stays in.

    @surface_cache(max_bytes=4 << 20)
    def badge(size: int, colour: Colour) -> pygame.Surface: ...
    badge.cache.bytes, len(badge.cache), badge.cache_clear()
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Generic, ParamSpec

import pygame

P = ParamSpec("P")


def surface_bytes(surface: pygame.Surface) -> int:
    """The bytes a surface's pixels take (rows with their padding)."""
    return surface.get_pitch() * surface.get_height()


class SurfaceCache:
    """Surfaces by key, at most `max_bytes` of pixels (and `max_items` entries); a new
    surface pushes out the least recently used. A surface bigger than the whole bound is
    handed back but not kept.

    >>> cache = SurfaceCache(max_bytes=3 * 400)
    >>> for n in range(5):
    ...     _ = cache.put(n, pygame.Surface((10, 10), pygame.SRCALPHA))
    >>> sorted(cache.keys()), cache.bytes
    ([2, 3, 4], 1200)
    """

    def __init__(self, max_bytes: int, max_items: int = 100_000) -> None:
        self.max_bytes = max_bytes
        self.max_items = max_items
        self.bytes = 0
        self.hits = 0
        self.misses = 0
        self._items: OrderedDict[Hashable, tuple[pygame.Surface, int]] = OrderedDict()

    def __len__(self) -> int:
        return len(self._items)

    def keys(self) -> list[Hashable]:
        """The keys, least recently used first."""
        return list(self._items)

    def get(self, key: Hashable) -> pygame.Surface | None:
        got = self._items.get(key)
        if got is None:
            self.misses += 1
            return None
        self.hits += 1
        self._items.move_to_end(key)
        return got[0]

    def put(self, key: Hashable, surface: pygame.Surface) -> pygame.Surface:
        old = self._items.pop(key, None)
        if old is not None:
            self.bytes -= old[1]
        size = surface_bytes(surface)
        if size > self.max_bytes:
            return surface
        items = self._items
        while items and (self.bytes + size > self.max_bytes or len(items) >= self.max_items):
            _key, (_surface, dropped) = items.popitem(last=False)
            self.bytes -= dropped
        items[key] = (surface, size)
        self.bytes += size
        return surface

    def clear(self) -> None:
        self._items.clear()
        self.bytes = 0


class CachedSurfaces(Generic[P]):
    """A drawing function whose surfaces are kept in a `SurfaceCache` by its arguments
    (which must be hashable); `cache_clear()` as with functools' caches."""

    def __init__(self, fn: Callable[P, pygame.Surface], cache: SurfaceCache) -> None:
        self.fn = fn
        self.cache = cache
        self.__doc__ = fn.__doc__
        self.__name__ = fn.__name__
        self.__wrapped__ = fn

    def __call__(self, *args: P.args, **kwargs: P.kwargs) -> pygame.Surface:
        key: Hashable = (args, tuple(kwargs.items())) if kwargs else args
        got = self.cache.get(key)
        if got is None:
            got = self.cache.put(key, self.fn(*args, **kwargs))
        return got

    def cache_clear(self) -> None:
        self.cache.clear()


def surface_cache(
    max_bytes: int, max_items: int = 100_000
) -> Callable[[Callable[P, pygame.Surface]], CachedSurfaces[P]]:
    """Decorate a function that draws a surface from hashable arguments: each surface is
    drawn once and kept, at most `max_bytes` of them (see `SurfaceCache`)."""

    def wrap(fn: Callable[P, pygame.Surface]) -> CachedSurfaces[P]:
        return CachedSurfaces(fn, SurfaceCache(max_bytes, max_items))

    return wrap


__all__ = ["CachedSurfaces", "SurfaceCache", "surface_bytes", "surface_cache"]
