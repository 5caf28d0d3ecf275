"""The SORRY! cards of Sorry! Revenge: a 21 and its steal window, flip-backs and blocks
(R-6, R-8, R-9, R-9a, R-10, R-10a), one function per rule.

Each function carries out one step on a `RevengePosition` (its events appended to `ev`
unless it is None, the fast path) and leaves the position waiting for the next
decision: a seat asked to steal or to block, or the next turn.
"""

from __future__ import annotations

from sorry_game.engine.events import Event
from sorry_game.games.revenge.actions import Accept, Block, FlipBack, LetGo, Steal
from sorry_game.games.revenge.cards import CODE, DONTBE, FLIPBACK, STEAL
from sorry_game.games.revenge.events import (
    Blocked,
    BlockOffered,
    CardPlayed,
    MadeTwentyOne,
    SorryAccepted,
    StealDeclined,
    StealOffered,
    Stolen,
)
from sorry_game.games.revenge.phases import BLOCK_PHASE, STEAL_PHASE
from sorry_game.games.revenge.position import RevengePosition
from sorry_game.games.revenge.rules import DONTBE_BIT, STEAL_BIT


def made_21(state: RevengePosition, card: int, ev: list[Event] | None) -> None:
    """R-6/R-9: a 21 opens the steal window before the pawn card flips."""
    seat = state.turn
    state.scorer = seat
    if ev is not None:
        ev.append(MadeTwentyOne(seat, CODE[card]))
    offer_steal(state, seat, ev)


def offer_steal(state: RevengePosition, after: int, ev: list[Event] | None) -> None:
    """R-9a: ask the next seat after `after` (current direction, stopping at the
    scorer) that holds a steal-21; with nobody left, the scorer's 21 stands."""
    n = state.rules.players
    d = state.direction
    scorer = state.scorer
    seat = (after + d) % n
    while seat != scorer:
        if STEAL in state.hands[seat]:
            state.phase = STEAL_PHASE
            state.decider = seat
            state._note_held(seat, STEAL)
            if ev is not None:
                ev.append(StealOffered(seat, scorer))
            return
        state.absent[seat] |= STEAL_BIT
        seat = (seat + d) % n
    state._award(scorer, "21", {"result": "21", "seat": scorer, "by": None}, ev)


def do_steal(state: RevengePosition, action: Steal, ev: list[Event] | None) -> None:
    """R-9: the stealer plays the SORRY! and draws up to 5 (R-10a); the scorer may
    block (R-10). The first steal closes the window (R-9a)."""
    seat = state.decider
    scorer = state.scorer
    state._take(seat, STEAL)
    state.play.append(STEAL)
    if ev is not None:
        ev.append(CardPlayed(seat, CODE[STEAL], state.total, out_of_turn=True))
        ev.append(Stolen(seat, scorer))
    state._draw_up(seat, ev)
    state.attacker = seat
    state.what = "steal"
    if offer_block(state, scorer, ev):
        return
    state._award(seat, "steal", {"result": "stolen", "seat": seat, "by": scorer}, ev)


def do_let_go(state: RevengePosition, action: LetGo, ev: list[Event] | None) -> None:
    """R-9a: a declined steal passes the question on."""
    seat = state.decider
    if ev is not None:
        ev.append(StealDeclined(seat, state.scorer))
    offer_steal(state, seat, ev)


def offer_block(state: RevengePosition, seat: int, ev: list[Event] | None) -> bool:
    """R-10: a SORRY! aimed at a seat holding Don't Be SORRY! waits for its answer."""
    if DONTBE not in state.hands[seat]:
        state.absent[seat] |= DONTBE_BIT
        return False
    state.phase = BLOCK_PHASE
    state.decider = seat
    state._note_held(seat, DONTBE)
    if ev is not None:
        ev.append(BlockOffered(seat, state.attacker, state.what))
    return True


def do_block(state: RevengePosition, action: Block, ev: list[Event] | None) -> None:
    """R-10/R-10a: Don't Be SORRY! cancels the SORRY!; its player draws up to 5; the
    round ends (a blocked steal leaves the 21 with the scorer)."""
    seat = state.decider
    attacker = state.attacker
    state._take(seat, DONTBE)
    state.play.append(DONTBE)
    if ev is not None:
        ev.append(CardPlayed(seat, CODE[DONTBE], state.total, out_of_turn=True))
        ev.append(Blocked(seat, attacker, state.what))
    state._draw_up(seat, ev)
    if state.what == "steal":
        result = {"result": "steal_blocked", "seat": seat, "by": attacker}
        state._award(seat, "21", result, ev)
    else:
        state._finish_round({"result": "flip_blocked", "seat": seat, "by": attacker}, ev)


def do_accept(state: RevengePosition, action: Accept, ev: list[Event] | None) -> None:
    """R-10: an unblocked SORRY! takes effect."""
    seat = state.decider
    attacker = state.attacker
    if ev is not None:
        ev.append(SorryAccepted(seat, attacker, state.what))
    if state.what == "steal":
        state._award(attacker, "steal", {"result": "stolen", "seat": attacker, "by": seat}, ev)
    else:
        state._lose(seat, ev)
        state._finish_round({"result": "flipped_back", "seat": seat, "by": attacker}, ev)


def do_flip_back(state: RevengePosition, action: FlipBack, ev: list[Event] | None) -> None:
    """R-8: a SORRY! flip-back at an opponent with a HOME pawn card; its player draws
    up to 5 at once (R-10a); the target may block (R-10); then the round ends."""
    seat = state.turn
    target = action.target
    state._take(seat, FLIPBACK)
    state.play.append(FLIPBACK)
    if ev is not None:
        ev.append(CardPlayed(seat, CODE[FLIPBACK], state.total, target=target))
    state._draw_up(seat, ev)
    state.attacker = seat
    state.what = "flipback"
    if offer_block(state, target, ev):
        return
    state._lose(target, ev)
    state._finish_round({"result": "flipped_back", "seat": target, "by": seat}, ev)
