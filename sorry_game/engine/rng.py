"""Deterministic chance: every random event derives its own RNG from the game seed.

A state keeps only its seed and a counter, so `clone()` copies two ints instead of a
Mersenne-Twister state, and the same seed plus the same actions replays exactly.
"""

from __future__ import annotations

import random

_MASK = (1 << 64) - 1


def derive_seed(seed: int, *keys: int) -> int:
    """Mix a seed with integer keys into a new 64-bit seed (splitmix64 steps)."""
    x = seed & _MASK
    for key in keys:
        x = (x ^ (key & _MASK)) + 0x9E3779B97F4A7C15 & _MASK
        x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9 & _MASK
        x = (x ^ (x >> 27)) * 0x94D049BB133111EB & _MASK
        x ^= x >> 31
    return x


def derived_rng(seed: int, *keys: int) -> random.Random:
    """A `random.Random` for one chance event (e.g. the n-th shuffle) of a seeded game:
    the same seed and keys deal the same cards, another key deals others.

    >>> deck = list(range(10))
    >>> first, again, second = deck[:], deck[:], deck[:]
    >>> derived_rng(42, 1).shuffle(first); derived_rng(42, 1).shuffle(again)
    >>> derived_rng(42, 2).shuffle(second)
    >>> first == again, first == second
    (True, False)
    """
    return random.Random(derive_seed(seed, *keys))


def random_seed() -> int:
    """A fresh seed for a new game when the player leaves the seed blank."""
    return random.SystemRandom().randrange(1, 2**31)
