"""A Sorry! Revenge position: what is where, and the steps every rule is made of.

`RevengePosition` holds the fields of a game (hands, piles, total, pawn cards, whose
turn, what is being answered, public knowledge) and the small moves the rules in
state.py and sorries.py are built from: cards moving between hands and piles (R-3,
R-4, R-10a), pawn cards turning (R-6, R-8, R-13), the end of a turn, a round and the
game (R-4a, R-6, R-12). `RevengeState` (state.py) adds the decisions.
"""

from __future__ import annotations

from typing import Any, TypeVar

from sorry_game.engine.actions import Action
from sorry_game.engine.events import Event
from sorry_game.engine.rng import derived_rng
from sorry_game.engine.state_base import RulesState
from sorry_game.games.revenge.cards import CODE, HAND_SIZE
from sorry_game.games.revenge.events import (
    CardsDrawn,
    GameWon,
    PawnFlipped,
    Reshuffled,
    RoundOver,
    Tiebreak,
)
from sorry_game.games.revenge.phases import OVER, PLAY_PHASE
from sorry_game.games.revenge.rules import SHUFFLE_KEY, RevengeRules
from sorry_game.games.revenge.scoring import best_total, flip_backward, flip_forward, home_count

#: how a round ended: {"result", "seat", "by", "round", "total"} (the view's last round)
Result = dict[str, Any]
P = TypeVar("P", bound="RevengePosition")


class RevengePosition(RulesState):
    """The fields of a Sorry! Revenge game and the moves its rules share."""

    __slots__ = (
        "rules",
        "seed",
        "shuffles",
        "hands",
        "pile",
        "play",
        "total",
        "discard",
        "flips",
        "direction",
        "turn",
        "phase",
        "decider",
        "left",
        "scorer",
        "attacker",
        "what",
        "round",
        "turns",
        "winners",
        "tiebreak",
        "last",
        "known",
        "absent",
    )

    def __init__(self, rules: RevengeRules, seed: int) -> None:
        n = rules.players
        self.rules = rules
        self.seed = seed
        self.shuffles = 0
        self.hands: list[list[int]] = [[] for _ in range(n)]
        self.pile: list[int] = []  # the draw pile, top card last
        self.play: list[int] = []  # the play pile of this round, top card last
        self.total = 0
        self.discard: list[int] = []  # discarded play piles and stuck discards
        self.flips = [0] * n  # progress per seat (scoring.py)
        self.direction = 1  # +1: seat order (clockwise), -1: reversed
        self.turn = 0
        self.phase = PLAY_PHASE
        self.decider = 0
        self.left = 0  # number cards still to play after a Play 2
        self.scorer = -1  # who made the 21 being answered
        self.attacker = -1  # who played the SORRY! being answered
        self.what = ""  # the SORRY! being answered: "steal" or "flipback"
        self.round = 1
        self.turns = 0
        self.winners: tuple[int, ...] = ()
        self.tiebreak: list[int] | None = None  # best totals per seat, after a tiebreak
        self.last: Result | None = None  # how the last round ended
        #: public knowledge of hidden hands: cards known to be held (a shown stuck
        #: hand, a SORRY! one was asked about) and card kinds known absent (bit mask)
        self.known: list[list[int]] = [[] for _ in range(n)]
        self.absent = [0] * n
        self._legal: list[Action] | None = None

    def clone(self: P) -> P:
        cls = self.__class__
        new = cls.__new__(cls)
        new.rules = self.rules
        new.seed = self.seed
        new.shuffles = self.shuffles
        new.hands = [h[:] for h in self.hands]
        new.pile = self.pile[:]
        new.play = self.play[:]
        new.total = self.total
        new.discard = self.discard[:]
        new.flips = self.flips[:]
        new.direction = self.direction
        new.turn = self.turn
        new.phase = self.phase
        new.decider = self.decider
        new.left = self.left
        new.scorer = self.scorer
        new.attacker = self.attacker
        new.what = self.what
        new.round = self.round
        new.turns = self.turns
        new.winners = self.winners
        new.tiebreak = self.tiebreak
        new.last = self.last
        new.known = [k[:] for k in self.known]
        new.absent = self.absent[:]
        new._legal = self._legal
        return new

    def win_reason(self) -> str:
        """R-12/R-12a/R-13: why the winners won, in player words."""
        if self.tiebreak is not None:
            return (
                "tied closest to 21" if len(self.winners) > 1 else "closest to 21 in the tiebreak"
            )
        if self.rules.longer:
            return "all four pawn cards HOME and back to START"
        return "all four pawn cards HOME"

    # --- pawn cards turning ------------------------------------------------
    def _award(self, seat: int, why: str, result: Result, ev: list[Event] | None) -> None:
        """R-6/R-9: the round's winner flips a pawn card; R-12: four wins the game."""
        self._gain(seat, why, ev)
        if self.flips[seat] >= self.rules.goal:
            self._win([seat], ev)
        else:
            self._finish_round(result, ev)

    def _gain(self, seat: int, why: str, ev: list[Event] | None) -> None:
        """R-6/R-13/R-13a: one pawn card turns the seat's way (HOME, or back to START on
        the way back of the longer game)."""
        flips = self.flips[seat]
        if flips >= self.rules.goal:
            return
        self.flips[seat] = flips + 1
        if ev is not None:
            index, face = flip_forward(flips)
            ev.append(PawnFlipped(seat, index, face, home_count(flips + 1), why))

    def _lose(self, seat: int, ev: list[Event] | None) -> None:
        """R-8/R-13a: a flip-back undoes one flip of the seat's progress (on the way back
        a START card turns HOME again)."""
        flips = self.flips[seat]
        if flips <= 0:
            return
        self.flips[seat] = flips - 1
        if ev is not None:
            index, face = flip_backward(flips)
            ev.append(PawnFlipped(seat, index, face, home_count(flips - 1), "flipback"))

    # --- the end of a turn, a round, the game --------------------------------
    def _finish_round(self, result: Result, ev: list[Event] | None) -> None:
        """R-6/R-10: the play pile is discarded, hands are kept, the turn player's turn
        ends and the next player in the current direction starts the next round."""
        result["round"] = self.round
        result["total"] = self.total
        self.last = result
        if ev is not None:
            nxt = (self.turn + self.direction) % self.rules.players
            flips = tuple((e.seat, e.to, e.home) for e in ev if isinstance(e, PawnFlipped))
            ev.append(
                RoundOver(
                    self.round,
                    result["result"],
                    result["seat"],
                    nxt,
                    result["by"],
                    self.total,
                    flips,
                )
            )
        self.discard.extend(self.play)
        self.play.clear()
        self.total = 0
        self.round += 1
        self._end_turn(ev)

    def _end_turn(self, ev: list[Event] | None) -> None:
        """R-4/R-4a: draw back up to 5, then the next seat in the current direction plays."""
        seat = self.turn
        self._draw_up(seat, ev)
        self.turns += 1
        self.turn = (seat + self.direction) % self.rules.players
        self.phase = PLAY_PHASE
        self.decider = self.turn
        self.left = 0
        self.scorer = self.attacker = -1
        self.what = ""

    def _tiebreak(self, tied: list[int], ev: list[Event] | None) -> None:
        """R-12/R-12a: the tied seats' best totals of 21 or less from their hands;
        closest to 21 wins, a remaining tie is shared."""
        totals = [best_total(self.hands[s]) if s in tied else -1 for s in range(self.rules.players)]
        self.tiebreak = totals
        best = max(totals)
        winners = [s for s in tied if totals[s] == best]
        if ev is not None:
            ev.append(Tiebreak(tuple(tied), tuple(totals[s] for s in tied)))
        self._win(winners, ev)

    def _win(self, winners: list[int], ev: list[Event] | None) -> None:
        """R-12: the game is over; `winners` share it."""
        self.winners = tuple(winners)
        self.phase = OVER
        self.decider = -1
        if ev is not None:
            ev.append(GameWon(self.winners, self.win_reason()))

    # --- cards moving between hands and piles -------------------------------------
    def _take(self, seat: int, card: int) -> None:
        """A card leaves a hand (and the public knowledge of that hand)."""
        self.hands[seat].remove(card)
        known = self.known[seat]
        if known and card in known:
            known.remove(card)

    def _note_held(self, seat: int, card: int) -> None:
        """Everybody now knows `seat` holds `card` (it was asked about it)."""
        if card not in self.known[seat]:
            self.known[seat].append(card)

    def _draw_up(self, seat: int, ev: list[Event] | None) -> None:
        """R-4/R-10a/R-11b: draw back up to 5."""
        need = HAND_SIZE - len(self.hands[seat])
        if need > 0:
            self._draw(seat, need, ev)

    def _draw(self, seat: int, count: int, ev: list[Event] | None) -> None:
        """R-3/R-4: draw `count` cards from the draw pile (fewer if no card is left)."""
        hand = self.hands[seat]
        got: list[int] = []
        for _ in range(count):
            if not self.pile and not self._reshuffle(ev):
                break
            card = self.pile.pop()
            hand.append(card)
            got.append(card)
        if got:
            self.absent[seat] = 0  # a new card may be of any kind
            if ev is not None:
                ev.append(CardsDrawn(seat, len(got), tuple(CODE[c] for c in got)))

    def _reshuffle(self, ev: list[Event] | None) -> bool:
        """R-3: an empty draw pile is replaced by the shuffled discards."""
        if not self.discard:
            return False
        self.shuffles += 1
        pile = self.discard
        derived_rng(self.seed, SHUFFLE_KEY, self.shuffles).shuffle(pile)
        self.pile = pile
        self.discard = []
        if ev is not None:
            ev.append(Reshuffled(len(pile)))
        return True
