"""What one seat knows of the hidden hands, and a world resampled from that knowledge.

Public: every card played (by whom), the number of cards in each hand. Private, from
the trade (P-4): the President knows the Asshole received their card (until the
Asshole has played that many cards of its rank) and that the Asshole held nothing
higher than the card given back; the Asshole knows the President holds the card
given back (until the President has played that many of its rank).

This module reads a state through `Dealt` and never imports the state.
"""

from __future__ import annotations

import random
from typing import Protocol

from sorry_game.games.president.cards import N_RANKS, PLAYERS, RANK_OF


class Dealt(Protocol):
    """What this module reads (and, to deal again, changes) of a Sorry My Ass! state."""

    @property
    def hands(self) -> list[list[int]]:
        """hands[seat][rank index] -> cards held"""

    @property
    def sizes(self) -> list[int]: ...
    @property
    def trade(self) -> tuple[int, int, int, int] | None:
        """this round's trade: (President, Asshole, card given, card returned)"""

    @property
    def played(self) -> list[list[int]]:
        """played[seat][rank index] -> cards that seat played this round"""


def private_trade(state: Dealt, seat: int) -> tuple[int, int] | None:
    """The viewer's own side of this round's trade: (the card they gave, the card they
    received); None for a seat that took no part in it (or before the trade)."""
    if state.trade is None:
        return None
    president, asshole, gift, back = state.trade
    if seat == president:
        return (gift, back)
    if seat == asshole:
        return (back, gift)
    return None


def known_cards(state: Dealt, viewer: int) -> tuple[dict[int, list[int]], dict[int, int]]:
    """({seat: cards `viewer` knows that seat holds}, {seat: highest rank index it can
    hold}) from the trade of this round (P-4)."""
    fixed: dict[int, list[int]] = {}
    caps: dict[int, int] = {}
    if state.trade is None:
        return fixed, caps
    president, asshole, gift, back = state.trade
    if viewer == president:
        r = RANK_OF[gift]
        if gift != back and state.played[asshole][r] == 0:
            fixed[asshole] = [gift]
        caps[asshole] = RANK_OF[back]
    elif viewer == asshole:
        r = RANK_OF[back]
        if state.played[president][r] == 0:
            fixed[president] = [back]
    return fixed, caps


def deal_unseen(new: Dealt, player: int, rng: random.Random) -> None:
    """Deal again, in `new` (a copy of the position), the hands `player` cannot see, at
    random from the unseen cards, keeping every hand's size and what `player` knows from
    the trade (the state's `determinize`)."""
    others = [s for s in range(PLAYERS) if s != player and new.sizes[s]]
    if not others:
        return
    pool: list[int] = []
    for s in others:
        hand = new.hands[s]
        pool.extend(r for r in range(N_RANKS) for _ in range(hand[r]))
    pool.sort()  # what is unseen, never where it lies: the deal reads no hidden card
    fixed, caps = known_cards(new, player)
    dealt: dict[int, list[int]] = {s: [] for s in others}
    for s, cards in fixed.items():
        for card in cards:
            r = RANK_OF[card]
            if s in dealt and r in pool and len(dealt[s]) < new.sizes[s]:
                pool.remove(r)
                dealt[s].append(r)
    for s, cap in caps.items():
        if s not in dealt:
            continue
        need = new.sizes[s] - len(dealt[s])
        eligible = [i for i, r in enumerate(pool) if r <= cap]
        if len(eligible) < need:
            continue  # not consistent any more (a world resampled by someone else)
        chosen = set(rng.sample(eligible, need))
        dealt[s].extend(pool[i] for i in chosen)
        pool = [r for i, r in enumerate(pool) if i not in chosen]
    rng.shuffle(pool)
    for s in others:
        need = new.sizes[s] - len(dealt[s])
        dealt[s].extend(pool[:need])
        del pool[:need]
        hand = [0] * N_RANKS
        for r in dealt[s]:
            hand[r] += 1
        new.hands[s] = hand
