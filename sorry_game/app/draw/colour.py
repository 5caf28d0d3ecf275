"""Colours: mixing, lightening, a readable ink on any background, and the theme's
palette as the drawing code reads it (`palette["accent"]`, `palette.player(0)`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

Colour = tuple[int, int, int]


def mix(a: Sequence[int], b: Sequence[int], t: float) -> Colour:
    """Blend two colours: t=0 → a, t=1 → b."""
    return (
        int(a[0] + (b[0] - a[0]) * t),
        int(a[1] + (b[1] - a[1]) * t),
        int(a[2] + (b[2] - a[2]) * t),
    )


def lighten(c: Sequence[int], t: float) -> Colour:
    return mix(c, (255, 255, 255), t)


def darken(c: Sequence[int], t: float) -> Colour:
    return mix(c, (0, 0, 0), t)


def luminance(c: Sequence[int]) -> float:
    return (0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2]) / 255


def contrast_ratio(a: Sequence[int], b: Sequence[int]) -> float:
    """WCAG's contrast ratio of two colours (1 to 21).

    >>> round(contrast_ratio((0, 0, 0), (255, 255, 255)), 1), contrast_ratio((9, 9, 9), (9, 9, 9))
    (21.0, 1.0)
    """

    def lum(c: Sequence[int]) -> float:
        def one(v: int) -> float:
            x = v / 255
            return x / 12.92 if x <= 0.03928 else ((x + 0.055) / 1.055) ** 2.4

        return 0.2126 * one(c[0]) + 0.7152 * one(c[1]) + 0.0722 * one(c[2])

    hi, lo = sorted((lum(a), lum(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def contrast_text(bg: Sequence[int]) -> Colour:
    """Black or white, whichever reads better on `bg`."""
    return (20, 20, 24) if luminance(bg) > 0.6 else (250, 250, 250)


readable_on = contrast_text


class Palette:
    """The theme's colours for drawing: `palette["accent"]`, `palette["card_face"]`
    (= theme card.face), `palette.player(index_or_key)`. Read from the theme (which
    has a default for every key); cached per key."""

    def __init__(self, theme: Any) -> None:
        self.theme = theme
        self._cache: dict[str, Colour] = {}

    def __getitem__(self, key: str) -> Colour:
        got = self._cache.get(key)
        if got is None:
            name = f"card.{key[5:]}" if key.startswith("card_") else key
            got = self.theme.colour(name)
            self._cache[key] = got
        return got

    def player(self, colour: int | str) -> Colour:
        """A seat colour by Sorry! index (0..3) or theme key ("white")."""
        key = f"player:{colour}"
        got = self._cache.get(key)
        if got is None:
            got = self.theme.player_colour(colour)
            self._cache[key] = got
        return got

    @property
    def layout(self) -> str:
        value = getattr(self.theme, "layout", "round")
        return value if value in ("round", "square") else "round"
