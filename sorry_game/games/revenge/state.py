"""The Sorry! Revenge state and its rules (RULES §R, R-1 … R-13).

One method per rule, named in its docstring. A game is a loop of decisions:
    PLAY   the turn player plays a card (or, stuck, discards one)          R-4, R-11
    PLAY2  after a Play 2, the turn player plays each number card           R-7
    STEAL  after a 21, a seat holding a SORRY! steal-21 steals or lets go   R-9, R-9a
    BLOCK  a seat holding Don't Be SORRY! blocks a SORRY! aimed at it, or not R-10
Only seats that hold the needed card are asked (R-9a), so being asked is public news;
`known` and `absent` keep such news per seat, and `determinize` deals hidden cards
consistently with it (see knowledge.py).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from sorry_game.engine.actions import Action
from sorry_game.engine.events import Event
from sorry_game.engine.outcome import Outcome
from sorry_game.engine.picking import Entry
from sorry_game.engine.rng import derived_rng
from sorry_game.engine.state_base import RulesState
from sorry_game.engine.view import View
from sorry_game.games.revenge import present
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
    DONTBE,
    FLIPBACK,
    HAND_SIZE,
    IS_NUMBER,
    IS_SLIDE,
    MAX_HAND,
    NUMBER_MASK,
    PLAY2,
    STEAL,
    SWITCH,
    TAKE2,
    VALUE,
    full_deck,
    the,
)
from sorry_game.games.revenge.events import (
    Blocked,
    BlockOffered,
    Busted,
    CardPlayed,
    CardsDrawn,
    DirectionSwitched,
    GameWon,
    MadeTwentyOne,
    PawnFlipped,
    Reshuffled,
    RoundOver,
    SorryAccepted,
    StealDeclined,
    StealOffered,
    Stolen,
    StuckHand,
    Tiebreak,
    TotalSlid,
)
from sorry_game.games.revenge.knowledge import redeal
from sorry_game.games.revenge.phases import (
    BLOCK_PHASE,
    OVER,
    PHASES,
    PLAY2_PHASE,
    PLAY_PHASE,
    STEAL_PHASE,
)
from sorry_game.games.revenge.scoring import (
    best_total,
    flip_backward,
    flip_forward,
    goal,
    home_count,
)

#: chance keys: every random event derives its own RNG from the seed (engine/rng.py)
DEAL_KEY, FIRST_KEY, SHUFFLE_KEY = 0x5EA1, 0x5EA7, 0x5EA5

#: when a card may be played on one's own turn: always (R-4), with room for two more
#: cards (Take 2, R-7a), with a target (flip-back, R-8), never (steal R-9, block R-10)
ALWAYS, ROOM, TARGET, NEVER = range(4)
_WHEN = {TAKE2: ROOM, FLIPBACK: TARGET, STEAL: NEVER, DONTBE: NEVER}
WHEN_PLAYABLE: tuple[int, ...] = tuple(_WHEN.get(k, ALWAYS) for k in range(len(CODE)))

STEAL_BIT, DONTBE_BIT = 1 << STEAL, 1 << DONTBE
Result = dict[str, Any]


@dataclass(frozen=True, slots=True)
class RevengeRules:
    """The parts of the setup a state needs; one shared, immutable object per game."""

    players: int
    colours: tuple[int, ...]
    longer: bool = False

    @property
    def goal(self) -> int:
        return goal(self.longer)


class RevengeState(RulesState):
    """A Sorry! Revenge game in progress. Only `apply` changes it."""

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

    def win_reason(self) -> str:
        if self.tiebreak is not None:
            return (
                "tied closest to 21" if len(self.winners) > 1 else "closest to 21 in the tiebreak"
            )
        if self.rules.longer:
            return "all four pawn cards HOME and back to START"
        return "all four pawn cards HOME"

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
        """R-6: exactly 21 wins the round (unless stolen), over 21 busts; otherwise the
        turn (or the Play 2) goes on."""
        total = self.total
        if total == 21:
            self._made_21(card, ev)
        elif total > 21:
            self._bust(ev)
        elif self.phase == PLAY2_PHASE:
            self._next_of_play_two(ev)
        else:
            self._end_turn(ev)

    # --- 21, steals and blocks --------------------------------------------
    def _made_21(self, card: int, ev: list[Event] | None) -> None:
        """R-6/R-9: a 21 opens the steal window before the pawn card flips."""
        seat = self.turn
        self.scorer = seat
        if ev is not None:
            ev.append(MadeTwentyOne(seat, CODE[card]))
        self._offer_steal(seat, ev)

    def _offer_steal(self, after: int, ev: list[Event] | None) -> None:
        """R-9a: ask the next seat after `after` (current direction, stopping at the
        scorer) that holds a steal-21; with nobody left, the scorer's 21 stands."""
        n = self.rules.players
        d = self.direction
        scorer = self.scorer
        seat = (after + d) % n
        while seat != scorer:
            if STEAL in self.hands[seat]:
                self.phase = STEAL_PHASE
                self.decider = seat
                self._note_held(seat, STEAL)
                if ev is not None:
                    ev.append(StealOffered(seat, scorer))
                return
            self.absent[seat] |= STEAL_BIT
            seat = (seat + d) % n
        self._award(scorer, "21", {"result": "21", "seat": scorer, "by": None}, ev)

    def _do_steal(self, action: Steal, ev: list[Event] | None) -> None:
        """R-9: the stealer plays the SORRY! and draws up to 5 (R-10a); the scorer may
        block (R-10). The first steal closes the window (R-9a)."""
        seat = self.decider
        scorer = self.scorer
        self._take(seat, STEAL)
        self.play.append(STEAL)
        if ev is not None:
            ev.append(CardPlayed(seat, CODE[STEAL], self.total, out_of_turn=True))
            ev.append(Stolen(seat, scorer))
        self._draw_up(seat, ev)
        self.attacker = seat
        self.what = "steal"
        if self._offer_block(scorer, ev):
            return
        self._award(seat, "steal", {"result": "stolen", "seat": seat, "by": scorer}, ev)

    def _do_let_go(self, action: LetGo, ev: list[Event] | None) -> None:
        """R-9a: a declined steal passes the question on."""
        seat = self.decider
        if ev is not None:
            ev.append(StealDeclined(seat, self.scorer))
        self._offer_steal(seat, ev)

    def _offer_block(self, seat: int, ev: list[Event] | None) -> bool:
        """R-10: a SORRY! aimed at a seat holding Don't Be SORRY! waits for its answer."""
        if DONTBE not in self.hands[seat]:
            self.absent[seat] |= DONTBE_BIT
            return False
        self.phase = BLOCK_PHASE
        self.decider = seat
        self._note_held(seat, DONTBE)
        if ev is not None:
            ev.append(BlockOffered(seat, self.attacker, self.what))
        return True

    def _do_block(self, action: Block, ev: list[Event] | None) -> None:
        """R-10/R-10a: Don't Be SORRY! cancels the SORRY!; its player draws up to 5; the
        round ends (a blocked steal leaves the 21 with the scorer)."""
        seat = self.decider
        attacker = self.attacker
        self._take(seat, DONTBE)
        self.play.append(DONTBE)
        if ev is not None:
            ev.append(CardPlayed(seat, CODE[DONTBE], self.total, out_of_turn=True))
            ev.append(Blocked(seat, attacker, self.what))
        self._draw_up(seat, ev)
        if self.what == "steal":
            result = {"result": "steal_blocked", "seat": seat, "by": attacker}
            self._award(seat, "21", result, ev)
        else:
            self._finish_round({"result": "flip_blocked", "seat": seat, "by": attacker}, ev)

    def _do_accept(self, action: Accept, ev: list[Event] | None) -> None:
        """R-10: an unblocked SORRY! takes effect."""
        seat = self.decider
        attacker = self.attacker
        if ev is not None:
            ev.append(SorryAccepted(seat, attacker, self.what))
        if self.what == "steal":
            self._award(attacker, "steal", {"result": "stolen", "seat": attacker, "by": seat}, ev)
        else:
            self._lose(seat, ev)
            self._finish_round({"result": "flipped_back", "seat": seat, "by": attacker}, ev)

    def _do_flip_back(self, action: FlipBack, ev: list[Event] | None) -> None:
        """R-8: a SORRY! flip-back at an opponent with a HOME pawn card; its player draws
        up to 5 at once (R-10a); the target may block (R-10); then the round ends."""
        seat = self.turn
        target = action.target
        self._take(seat, FLIPBACK)
        self.play.append(FLIPBACK)
        if ev is not None:
            ev.append(CardPlayed(seat, CODE[FLIPBACK], self.total, target=target))
        self._draw_up(seat, ev)
        self.attacker = seat
        self.what = "flipback"
        if self._offer_block(target, ev):
            return
        self._lose(target, ev)
        self._finish_round({"result": "flipped_back", "seat": target, "by": seat}, ev)

    def _bust(self, ev: list[Event] | None) -> None:
        """R-6: over 21 — every other player flips one pawn card; R-12: if several reach
        the goal at once, the tiebreak decides."""
        seat = self.turn
        n = self.rules.players
        d = self.direction
        if ev is not None:
            ev.append(Busted(seat, self.total))
        others = [(seat + d * i) % n for i in range(1, n)]
        for other in others:
            self._gain(other, "bust", ev)
        reached = sorted(s for s in others if self.flips[s] >= self.rules.goal)
        if len(reached) == 1:
            self._win(reached, ev)
        elif reached:
            self._tiebreak(reached, ev)
        else:
            self._finish_round({"result": "bust", "seat": seat, "by": None}, ev)

    def _award(self, seat: int, why: str, result: Result, ev: list[Event] | None) -> None:
        """R-6/R-9: the round's winner flips a pawn card; R-12: four wins the game."""
        self._gain(seat, why, ev)
        if self.flips[seat] >= self.rules.goal:
            self._win([seat], ev)
        else:
            self._finish_round(result, ev)

    def _gain(self, seat: int, why: str, ev: list[Event] | None) -> None:
        """R-6/R-13: one pawn card turns the seat's way (HOME, or back to START)."""
        flips = self.flips[seat]
        if flips >= self.rules.goal:
            return
        self.flips[seat] = flips + 1
        if ev is not None:
            index, face = flip_forward(flips)
            ev.append(PawnFlipped(seat, index, face, home_count(flips + 1), why))

    def _lose(self, seat: int, ev: list[Event] | None) -> None:
        """R-8/R-13: a flip-back undoes one flip of the seat's progress."""
        flips = self.flips[seat]
        if flips <= 0:
            return
        self.flips[seat] = flips - 1
        if ev is not None:
            index, face = flip_backward(flips)
            ev.append(PawnFlipped(seat, index, face, home_count(flips - 1), "flipback"))

    def _finish_round(self, result: Result, ev: list[Event] | None) -> None:
        """R-6/R-10: the play pile is discarded, hands are kept, the turn player's turn
        ends and the next player in the current direction starts the next round."""
        result["round"] = self.round
        result["total"] = self.total
        self.last = result
        if ev is not None:
            nxt = (self.turn + self.direction) % self.rules.players
            ev.append(RoundOver(self.round, result["result"], result["seat"], nxt))
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

    # --- a stuck hand ---------------------------------------------------------------
    def _do_discard(self, action: Discard, ev: list[Event] | None) -> None:
        """R-11: show the hand, discard one card without effect, draw."""
        seat = self.turn
        hand = self.hands[seat]
        shown = tuple(CODE[c] for c in sorted(hand))
        self._take(seat, action.card)
        self.discard.append(action.card)
        self.known[seat] = list(hand)  # everybody saw the rest of the hand
        if ev is not None:
            ev.append(StuckHand(seat, shown, CODE[action.card]))
        self._end_turn(ev)

    # --- the end ---------------------------------------------------------------------
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
        """R-4/R-10a: draw back up to 5."""
        need = HAND_SIZE - len(self.hands[seat])
        if need > 0:
            self._draw(seat, need, ev)

    def _draw(self, seat: int, count: int, ev: list[Event] | None) -> None:
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

    # --- refusals ----------------------------------------------------------------------
    def explain_illegal(self, action: Action) -> tuple[str, str]:
        """(why `action` is not legal now, in player words; the rule id)."""
        phase = self.phase
        if phase == OVER:
            return ("the game is over", "R-12")
        if phase == STEAL_PHASE:
            return ("answer the 21 first: steal it or let it go", "R-9a")
        if phase == BLOCK_PHASE:
            return ("answer the SORRY! first: block it or accept it", "R-10")
        hand = self.hands[self.turn]
        if isinstance(action, (Steal, LetGo)):
            return ("there is no 21 to steal now", "R-9")
        if isinstance(action, (Block, Accept)):
            return ("no SORRY! is aimed at you", "R-10")
        card = getattr(action, "card", FLIPBACK if isinstance(action, FlipBack) else -1)
        if card not in hand:
            return (f"you do not hold {the(card)}" if card >= 0 else "not a move now", "R-4")
        if phase == PLAY2_PHASE:
            return ("only number cards follow a Play 2", "R-7a")
        if isinstance(action, Discard):
            return ("you may only discard when no card can be played", "R-11")
        if card == STEAL:
            return ("a SORRY! steal is played only when another player makes 21", "R-9")
        if card == DONTBE:
            return ("Don't Be SORRY! only answers a SORRY! aimed at you", "R-10")
        if card == TAKE2:
            return ("Take 2 would leave you more than 7 cards", "R-7a")
        if isinstance(action, FlipBack):
            if action.target == self.turn:
                return ("choose an opponent", "R-8")
            if action.target >= self.rules.players:
                return ("there is no such player", "R-8")
            return ("that player has no pawn card HOME", "R-8")
        if card == FLIPBACK:
            return ("choose whose pawn card flips back", "R-8")
        return ("not a move now", "R-4")

    # --- what players see, and how they pick ------------------------------------------------
    def view(self, player: int | None) -> View:
        return present.view(self, player)

    def picks(self) -> list[Entry]:
        return present.picks(self)

    def describe_action(self, action: Action) -> str:
        return present.describe_action(self, action)

    # --- copies -------------------------------------------------------------------------
    def clone(self) -> RevengeState:
        new = RevengeState.__new__(RevengeState)
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
        r = self.rules
        return {
            "rules": {"players": r.players, "colours": list(r.colours), "longer": r.longer},
            "seed": self.seed,
            "shuffles": self.shuffles,
            "hands": [list(h) for h in self.hands],
            "pile": list(self.pile),
            "play": list(self.play),
            "total": self.total,
            "discard": list(self.discard),
            "flips": list(self.flips),
            "direction": self.direction,
            "turn": self.turn,
            "phase": PHASES[self.phase],
            "decider": self.decider,
            "left": self.left,
            "scorer": self.scorer,
            "attacker": self.attacker,
            "what": self.what,
            "round": self.round,
            "turns": self.turns,
            "winners": list(self.winners),
            "tiebreak": list(self.tiebreak) if self.tiebreak is not None else None,
            "last": dict(self.last) if self.last is not None else None,
            "known": [list(k) for k in self.known],
            "absent": list(self.absent),
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> RevengeState:
        r = data["rules"]
        rules = RevengeRules(int(r["players"]), tuple(r["colours"]), bool(r["longer"]))
        state = cls(rules, int(data["seed"]))
        state.shuffles = int(data["shuffles"])
        state.hands = [list(h) for h in data["hands"]]
        state.pile = list(data["pile"])
        state.play = list(data["play"])
        state.total = int(data["total"])
        state.discard = list(data["discard"])
        state.flips = list(data["flips"])
        state.direction = int(data["direction"])
        state.turn = int(data["turn"])
        state.phase = PHASES.index(data["phase"])
        state.decider = int(data["decider"])
        state.left = int(data["left"])
        state.scorer = int(data["scorer"])
        state.attacker = int(data["attacker"])
        state.what = str(data["what"])
        state.round = int(data["round"])
        state.turns = int(data["turns"])
        state.winners = tuple(data["winners"])
        tiebreak = data.get("tiebreak")
        state.tiebreak = list(tiebreak) if tiebreak is not None else None
        last = data.get("last")
        state.last = dict(last) if last is not None else None
        state.known = [list(k) for k in data["known"]]
        state.absent = list(data["absent"])
        return state

    def __eq__(self, other: object) -> bool:
        return isinstance(other, RevengeState) and self.to_dict() == other.to_dict()

    __hash__ = None  # type: ignore[assignment]


#: R-7: what each action card does when played on one's turn
_CARD_EFFECTS = {
    TAKE2: RevengeState._take_two,
    SWITCH: RevengeState._switch,
    PLAY2: RevengeState._play_two,
}

_HANDLERS = {
    Play: RevengeState._do_play,
    FlipBack: RevengeState._do_flip_back,
    Steal: RevengeState._do_steal,
    LetGo: RevengeState._do_let_go,
    Block: RevengeState._do_block,
    Accept: RevengeState._do_accept,
    Discard: RevengeState._do_discard,
}
