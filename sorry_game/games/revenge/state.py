"""The Sorry! Revenge state and its rules (RULES §R, R-1 … R-13).

One method or function per rule, named in its docstring. A game is a loop of decisions:
    PLAY   the turn player plays a card (or, stuck, discards one)          R-4, R-11
    PLAY2  after a Play 2, the turn player plays each number card           R-7
    STEAL  after a 21, a seat holding a SORRY! steal-21 steals or lets go   R-9, R-9a
    BLOCK  a seat holding Don't Be SORRY! blocks a SORRY! aimed at it, or not R-10
Only seats that hold the needed card are asked (R-9a), so being asked is public news;
`known` and `absent` keep such news per seat, and `determinize` deals hidden cards
consistently with it (see knowledge.py).

Here: the decisions and the cards played on one's turn (R-4 … R-7, R-11). The fields
and the steps every rule shares are in position.py, the SORRY! cards (R-8 … R-10) in
sorries.py, the view, picks and refusals in view.py, saving in save.py.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import sorry_game.games.revenge.save as saves
import sorry_game.games.revenge.view as views
from sorry_game.engine.actions import Action
from sorry_game.engine.events import Event
from sorry_game.engine.outcome import Outcome
from sorry_game.engine.picking import Entry
from sorry_game.engine.rng import derived_rng
from sorry_game.engine.savefile import fields
from sorry_game.engine.view import View
from sorry_game.games.revenge.actions import (
    ACCEPT,
    BLOCK_ACTION,
    DISCARDS,
    FLIPBACKS,
    LET_GO,
    PLAYS,
    STEAL_ACTION,
    Accept,
    Block,
    Discard,
    FlipBack,
    LetGo,
    Play,
    Steal,
)
from sorry_game.games.revenge.cards import (
    CODE,
    HAND_SIZE,
    IS_NUMBER,
    IS_SLIDE,
    MAX_HAND,
    NUMBER_MASK,
    PLAY2,
    SWITCH,
    TAKE2,
    VALUE,
    full_deck,
)
from sorry_game.games.revenge.events import (
    Busted,
    CardPlayed,
    DirectionSwitched,
    PawnFlipped,
    StuckHand,
    TotalSlid,
)
from sorry_game.games.revenge.knowledge import redeal
from sorry_game.games.revenge.phases import (
    BLOCK_PHASE,
    OVER,
    PLAY2_PHASE,
    PLAY_PHASE,
    STEAL_PHASE,
)
from sorry_game.games.revenge.position import RevengePosition
from sorry_game.games.revenge.rules import (
    ALWAYS,
    DEAL_KEY,
    FIRST_KEY,
    ROOM,
    TARGET,
    WHEN_PLAYABLE,
    RevengeRules,
)
from sorry_game.games.revenge.sorries import (
    do_accept,
    do_block,
    do_flip_back,
    do_let_go,
    do_steal,
    made_21,
)
from sorry_game.games.revenge.view import RevengeView


class RevengeState(RevengePosition):
    """A Sorry! Revenge game in progress. Only `apply` changes it."""

    __slots__ = ()

    # --- setup ----------------------------------------------------------------------
    @classmethod
    def new(cls, rules: RevengeRules, seed: int, first_player: int | None = None) -> RevengeState:
        """R-1/R-3: shuffle, deal five each, the rest is the draw pile."""
        state = cls(rules, seed)
        deck = full_deck()
        derived_rng(seed, DEAL_KEY).shuffle(deck)
        for hand in state.hands:
            for _ in range(HAND_SIZE):
                hand.append(deck.pop())
        state.pile = deck
        if first_player is None:
            first_player = derived_rng(seed, FIRST_KEY).randrange(rules.players)
        state.turn = state.decider = first_player
        return state

    # --- the State protocol -----------------------------------------------------------
    def current_player(self) -> int | None:
        return None if self.phase == OVER else self.decider

    def turn_player(self) -> int | None:
        return None if self.phase == OVER else self.turn

    def is_over(self) -> bool:
        return self.phase == OVER

    def outcome(self) -> Outcome | None:
        if self.phase != OVER:
            return None
        return Outcome.win(self.rules.players, self.winners, self.win_reason())

    def ranking(self) -> list[int]:
        """R-12: winners first, then by progress (ties by seat)."""
        rest = [s for s in range(self.rules.players) if s not in self.winners]
        rest.sort(key=lambda s: (-self.flips[s], s))
        return list(self.winners) + rest

    def _compute_legal(self) -> list[Action]:
        phase = self.phase
        if phase == PLAY_PHASE:
            return self._turn_actions()
        if phase == PLAY2_PHASE:
            return [PLAYS[k] for k in sorted(set(self.hands[self.turn])) if IS_NUMBER[k]]
        if phase == STEAL_PHASE:
            return [STEAL_ACTION, LET_GO]
        if phase == BLOCK_PHASE:
            return [BLOCK_ACTION, ACCEPT]
        return []

    def _turn_actions(self) -> list[Action]:
        """R-4: one card of the hand; R-7a Take 2 needs room; R-8 flip-back needs a
        target; R-11/R-11a: with nothing playable, discard any card."""
        seat = self.turn
        hand = self.hands[seat]
        kinds = sorted(set(hand))
        out: list[Action] = []
        for k in kinds:
            when = WHEN_PLAYABLE[k]
            if when == ALWAYS:
                out.append(PLAYS[k])
            elif when == ROOM:
                if len(hand) < MAX_HAND:
                    out.append(PLAYS[k])
            elif when == TARGET:
                out.extend(FLIPBACKS[s] for s in self.flip_targets(seat))
        if out:
            return out
        return [DISCARDS[k] for k in kinds]

    def flip_targets(self, seat: int) -> list[int]:
        """R-8: the opponents with a pawn card HOME."""
        flips = self.flips
        return [s for s in range(self.rules.players) if s != seat and flips[s] > 0]

    def _perform(self, action: Action, ev: list[Event] | None) -> None:
        _HANDLERS[type(action)](self, action, ev)

    # --- R-4 … R-7: cards played on one's turn -------------------------------------------
    def _do_play(self, action: Play, ev: list[Event] | None) -> None:
        """R-4: the turn player's card goes onto the play pile; its effect follows."""
        seat = self.turn
        card = action.card
        self._take(seat, card)
        self.play.append(card)
        if self.phase == PLAY2_PHASE:
            self.left -= 1
        if IS_NUMBER[card]:
            self.total += card
            if ev is not None:
                ev.append(CardPlayed(seat, CODE[card], self.total))
            self._after_total(card, ev)
        elif IS_SLIDE[card]:
            self._slide(seat, card, ev)
        else:
            _CARD_EFFECTS[card](self, seat, ev)

    def _slide(self, seat: int, card: int, ev: list[Event] | None) -> None:
        """R-5: a Slide sets the total to its number, up or down."""
        before = self.total
        self.total = VALUE[card]
        if ev is not None:
            ev.append(CardPlayed(seat, CODE[card], self.total))
            ev.append(TotalSlid(seat, before, self.total))
        self._after_total(card, ev)

    def _take_two(self, seat: int, ev: list[Event] | None) -> None:
        """R-7/R-7a: Take 2 draws two cards (it was playable only with room for them)."""
        if ev is not None:
            ev.append(CardPlayed(seat, CODE[TAKE2], self.total))
        self._draw(seat, 2, ev)
        self._end_turn(ev)

    def _switch(self, seat: int, ev: list[Event] | None) -> None:
        """R-7/R-7a: Switch reverses the direction of play (with two players the other
        still plays next)."""
        self.direction = -self.direction
        if ev is not None:
            ev.append(CardPlayed(seat, CODE[SWITCH], self.total))
            ev.append(DirectionSwitched(seat, self.direction))
        self._end_turn(ev)

    def _play_two(self, seat: int, ev: list[Event] | None) -> None:
        """R-7/R-7a: Play 2 — then two number cards, one at a time (fewer if fewer held)."""
        if ev is not None:
            ev.append(CardPlayed(seat, CODE[PLAY2], self.total))
        self.left = 2
        self.phase = PLAY2_PHASE
        self._next_of_play_two(ev)

    def _next_of_play_two(self, ev: list[Event] | None) -> None:
        """R-7a: ask for the next number card of a Play 2 while one is owed and held."""
        seat = self.turn
        if self.left > 0:
            if any(IS_NUMBER[c] for c in self.hands[seat]):
                self.phase = PLAY2_PHASE
                self.decider = seat
                return
            self.absent[seat] |= NUMBER_MASK  # everybody sees the Play 2 end early
        self._end_turn(ev)

    def _after_total(self, card: int, ev: list[Event] | None) -> None:
        """R-6: exactly 21 wins the round (unless stolen, sorries.py), over 21 busts;
        otherwise the turn (or the Play 2) goes on."""
        total = self.total
        if total == 21:
            made_21(self, card, ev)
        elif total > 21:
            self._bust(ev)
        elif self.phase == PLAY2_PHASE:
            self._next_of_play_two(ev)
        else:
            self._end_turn(ev)

    def _bust(self, ev: list[Event] | None) -> None:
        """R-6: over 21 — every other player flips one pawn card (R-13a: on the way back,
        to START); R-12: if several reach the goal at once, the tiebreak decides."""
        seat = self.turn
        n = self.rules.players
        d = self.direction
        at = len(ev) if ev is not None else 0
        if ev is not None:
            ev.append(Busted(seat, self.total))
        others = [(seat + d * i) % n for i in range(1, n)]
        for other in others:
            self._gain(other, "bust", ev)
        if ev is not None:  # the bust names the cards it turned (its log entry)
            gains = tuple((e.seat, e.to) for e in ev[at:] if isinstance(e, PawnFlipped))
            ev[at] = Busted(seat, self.total, gains)
        reached = sorted(s for s in others if self.flips[s] >= self.rules.goal)
        if len(reached) == 1:
            self._win(reached, ev)
        elif reached:
            self._tiebreak(reached, ev)
        else:
            self._finish_round({"result": "bust", "seat": seat, "by": None}, ev)

    # --- a stuck hand ---------------------------------------------------------------
    def _do_discard(self, action: Discard, ev: list[Event] | None) -> None:
        """R-11/R-11b: show the hand, discard one card without effect, draw back up to 5
        (a stuck hand of 7 ends with 6)."""
        seat = self.turn
        hand = self.hands[seat]
        shown = tuple(CODE[c] for c in sorted(hand))
        self._take(seat, action.card)
        self.discard.append(action.card)
        self.known[seat] = list(hand)  # everybody saw the rest of the hand
        if ev is not None:
            ev.append(StuckHand(seat, shown, CODE[action.card]))
        self._end_turn(ev)

    # --- refusals, what players see and how they pick (view.py) ----------------------------
    def explain_illegal(self, action: Action) -> tuple[str, str]:
        return views.explain_illegal(self, action)

    def view(self, player: int | None) -> View[RevengeView]:
        return views.build_view(self, player)

    def picks(self) -> list[Entry]:
        return views.picks(self)

    def describe_action(self, action: Action, names: Sequence[str] | None = None) -> str:
        return views.describe_action(self, action, names)

    # --- copies and saves -------------------------------------------------------------------
    def determinize(self, player: int, rng: random.Random) -> RevengeState:
        """Redeal what `player` cannot see (other hands, the draw pile) consistently with
        what everybody knows (knowledge.py); future shuffles get a new seed."""
        new = self.clone()
        new.seed = rng.getrandbits(62)
        new._legal = None
        need_number = new.turn if new.phase == PLAY2_PHASE and new.turn != player else -1
        redeal(new.hands, new.pile, new.known, new.absent, player, need_number, rng)
        return new

    def to_dict(self) -> dict[str, Any]:
        return saves.to_dict(self)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> RevengeState:
        """The position of `to_dict` data; a ValueError names the first invariant the
        data breaks (save.py), so a state made from data is one a game can reach."""
        checked = fields(data, saves.KEYS)
        state = cls(saves.rules_from_dict(checked), saves.seed_from_dict(checked))
        saves.restore(state, checked)
        return state

    def __eq__(self, other: object) -> bool:
        return isinstance(other, RevengeState) and self.to_dict() == other.to_dict()

    __hash__ = None  # type: ignore[assignment]


#: R-7: what each action card does when played on one's turn
_CARD_EFFECTS: dict[int, Callable[[RevengeState, int, list[Event] | None], None]] = {
    TAKE2: RevengeState._take_two,
    SWITCH: RevengeState._switch,
    PLAY2: RevengeState._play_two,
}

#: the rule that carries out each kind of action
_HANDLERS: dict[type[Action], Callable[[RevengeState, Any, list[Event] | None], None]] = {
    Play: RevengeState._do_play,
    FlipBack: do_flip_back,
    Steal: do_steal,
    LetGo: do_let_go,
    Block: do_block,
    Accept: do_accept,
    Discard: RevengeState._do_discard,
}
