"""Helpers for hand-built Sorry! Revenge positions (cards named by code: '7', 'slide15',
'take2', 'switch', 'play2', 'steal', 'flipback', 'dontbe')."""

from __future__ import annotations

from collections import Counter

from sorry_game.engine.events import Event
from sorry_game.games.catalogue import get_game
from sorry_game.games.revenge.cards import CODE, full_deck, parse_card
from sorry_game.games.revenge.rules import RevengeRules
from sorry_game.games.revenge.state import RevengeState

GAME = get_game("revenge")
DECK = Counter(full_deck())


def make_state(
    hands: list[list[str]],
    *,
    turn: int = 0,
    total: int = 0,
    play: list[str] | None = None,
    flips: list[int] | None = None,
    direction: int = 1,
    longer: bool = False,
    draws: list[str] | None = None,
    pile: list[str] | None = None,
    discard: list[str] | None = None,
    seed: int = 1,
) -> RevengeState:
    """A position with these hands (seat order), play pile and total, pawn progress
    (`flips`: pawn cards HOME, more than 4 on the way back in the longer game) and
    direction. `draws` are the next cards drawn, in order. With `pile` the draw pile
    is exactly that (top card last) and every other card is in the discard pile;
    otherwise the rest of the deck is the draw pile and `discard` the discards. All 93
    cards are always somewhere."""
    players = len(hands)
    state = RevengeState.new(RevengeRules(players, tuple(range(players)), longer), seed, turn)
    pool = full_deck()

    def take(code: str) -> int:
        card = parse_card(code)
        if card not in pool:
            raise ValueError(f"the deck has no more {code!r} cards for this position")
        pool.remove(card)
        return card

    state.hands = [[take(c) for c in hand] for hand in hands]
    state.play = [take(c) for c in play or []]
    state.total = total
    if pile is not None:
        state.pile = [take(c) for c in pile]
        state.discard = [take(c) for c in discard or []] + pool
    else:
        state.discard = [take(c) for c in discard or []]
        top = [take(c) for c in draws or []]
        state.pile = pool + list(reversed(top))
    state.flips = list(flips) if flips is not None else [0] * players
    state.direction = direction
    state.turn = state.decider = turn
    state._legal = None
    return state


def act(state: RevengeState, *texts: str) -> list[Event]:
    """Apply actions given as text; returns all their events."""
    events: list[Event] = []
    for text in texts:
        events += state.apply(GAME.parse_action(text))
    return events


def of(events: list[Event], cls: type) -> list:
    return [e for e in events if isinstance(e, cls)]


def hand(state: RevengeState, seat: int) -> list[str]:
    return sorted(CODE[c] for c in state.hands[seat])


def legal(state: RevengeState) -> list[str]:
    return [str(a) for a in state.legal_actions()]


def cards_of(state: RevengeState) -> Counter:
    """Every card of the game wherever it is: hands, draw pile, play pile, discards."""
    cards = Counter(state.pile) + Counter(state.play) + Counter(state.discard)
    for h in state.hands:
        cards += Counter(h)
    return cards
