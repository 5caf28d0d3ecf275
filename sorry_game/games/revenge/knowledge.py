"""Dealing hidden cards again, consistently with what everybody knows (determinize).

What a seat cannot see is the draw pile and the other hands. What it does know about
another hand comes from the table: cards shown (a stuck hand, R-11), a SORRY! or
Don't Be SORRY! the seat was asked about (only holders are asked, R-9a/R-10), card
kinds it cannot hold (it was passed over when asked, or a Play 2 ended early), and,
while a Play 2 waits for its number card, that the turn player holds a number card.
A redeal keeps every such fact true, so the deciding seat always has its answer.
"""

from __future__ import annotations

import random

from sorry_game.games.revenge.cards import IS_NUMBER

#: shuffles tried before keeping the hands as they are (never needed in practice)
ATTEMPTS = 20


def redeal(
    hands: list[list[int]],
    pile: list[int],
    known: list[list[int]],
    absent: list[int],
    viewer: int,
    need_number: int,
    rng: random.Random,
) -> None:
    """Redeal, in place, every card `viewer` cannot see: each other seat keeps its
    known cards and receives as many unseen cards as before, none of a kind it is known
    to lack (`absent` bit masks); seat `need_number` (or -1) gets a number card; the
    rest becomes the draw pile, in a new order."""
    seats = [s for s in range(len(hands)) if s != viewer]
    pool = pile[:]
    free: dict[int, int] = {}
    for s in seats:
        rest = hands[s][:]
        for card in known[s]:
            rest.remove(card)
        pool.extend(rest)
        free[s] = len(rest)
    pool.sort()  # what is unseen, never where it lies: the deal reads no hidden card
    if need_number >= 0 and any(IS_NUMBER[c] for c in known[need_number]):
        need_number = -1
    # the most constrained seats choose first, so a greedy deal rarely gets stuck
    order = sorted(seats, key=lambda s: (s != need_number, -bin(absent[s]).count("1"), s))
    for _ in range(ATTEMPTS):
        rng.shuffle(pool)
        dealt = _deal(pool, order, free, absent, need_number)
        if dealt is not None:
            new_hands, rest = dealt
            for s in seats:
                hands[s][:] = known[s] + new_hands[s]
            pile[:] = rest
            return
    pile.sort()
    rng.shuffle(pile)  # keep the hands: still consistent, only the pile order is new


def _deal(
    pool: list[int],
    order: list[int],
    free: dict[int, int],
    absent: list[int],
    need_number: int,
) -> tuple[dict[int, list[int]], list[int]] | None:
    remaining = pool
    out: dict[int, list[int]] = {}
    for s in order:
        mask = absent[s]
        need = free[s]
        take: list[int] = []
        rest: list[int] = []
        want_number = s == need_number
        if want_number:
            for i, card in enumerate(remaining):
                if IS_NUMBER[card] and not (mask >> card) & 1:
                    take.append(card)
                    remaining = remaining[:i] + remaining[i + 1 :]
                    need -= 1
                    break
            else:
                return None
        for card in remaining:
            if need and not (mask >> card) & 1:
                take.append(card)
                need -= 1
            else:
                rest.append(card)
        if need:
            return None
        out[s] = take
        remaining = rest
    return out, remaining
