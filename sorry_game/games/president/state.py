"""A game of Sorry My Ass! in progress: rounds, tricks and the moves of the cards
(RULES §P). The setup is `rules.PresidentRules`; what the players see and how they pick
lives in `view.py`, what a seat knows of the hidden hands in `knowledge.py`, the save
format in `save.py`: this module calls them, they never call back.

The game runs in phases; `current_player()` is who decides in each:
    TRADE  the previous President chooses a card for the previous Asshole (P-4)
    PLAY   the turn player plays cards or passes (P-5 … P-8)
    MOVE   the player who just played moves one card of the play at a time (P-9)
    OVER   somebody won (P-12)
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any, cast

from sorry_game.engine.actions import Action
from sorry_game.engine.events import Event
from sorry_game.engine.outcome import Outcome
from sorry_game.engine.picking import Entry
from sorry_game.engine.rng import derived_rng
from sorry_game.engine.savefile import fields
from sorry_game.engine.state_base import RulesState
from sorry_game.engine.view import View
from sorry_game.games.board.board import Board
from sorry_game.games.board.events import EventRecorder, GameWon
from sorry_game.games.board.geometry import PROGRESS
from sorry_game.games.board.moves import execute
from sorry_game.games.president.actions import (
    GIVES,
    PASS_TURN,
    PLAYS,
    CardMove,
    GiveCard,
    PassTurn,
    PlayCards,
    SkipMoves,
)
from sorry_game.games.president.cards import N_RANKS, PLAYERS, RANK_OF, RANKS, counts_of, deck_cards
from sorry_game.games.president.events import (
    CardGiven,
    CardsPlayed,
    LeadForced,
    MovesSkipped,
    Passed,
    PlayerSafe,
    PresidentCrowned,
    RoundDealt,
    RoundOver,
    TrickWon,
)
from sorry_game.games.president.knowledge import deal_unseen
from sorry_game.games.president.moves import legal_card_moves
from sorry_game.games.president.phases import MOVE, OVER, PLAY, TRADE
from sorry_game.games.president.rules import (
    DEAL_KEY,
    FIRST_PLAYER_KEY,
    NEXT_HOLDER,
    WIN_REASON,
    PresidentRules,
)
from sorry_game.games.president.save import KEYS, load, rules_from_dict, seed_from_dict, to_dict
from sorry_game.games.president.view import PresidentView, build_view
from sorry_game.games.president.view import describe_action as _describe_action
from sorry_game.games.president.view import explain_illegal as _explain_illegal
from sorry_game.games.president.view import picks as _picks


def _tie_break(state: PresidentState, seat: int) -> str:
    """P-14a: what ranks seats with as many pawns HOME, in player words (Results)."""
    return f"{state.progress(seat)} steps"


class PresidentState(RulesState):
    """A Sorry My Ass! game in progress. Only `apply` changes it."""

    __slots__ = (
        "rules",
        "seed",
        "board",
        "hands",
        "sizes",
        "holders",
        "round",
        "phase",
        "turn",
        "leader",
        "trick_player",
        "trick_rank",
        "trick_count",
        "trick",
        "passed",
        "card",
        "left",
        "total",
        "out",
        "titles",
        "trade",
        "played",
        "turns",
        "winner",
    )
    tie_break = _tie_break  # (Results: what parts seats with as many pawns HOME)

    def __init__(self, rules: PresidentRules, seed: int) -> None:
        self.rules = rules
        self.seed = seed
        self.board = Board.initial()
        #: hands[seat][rank index] -> cards held (hidden from the other seats)
        self.hands: list[list[int]] = [[0] * N_RANKS for _ in range(PLAYERS)]
        self.sizes = [0] * PLAYERS
        #: bit s: seat s still holds cards this round (after its last play is moved)
        self.holders = 0
        self.round = 0
        self.phase = PLAY
        #: whose turn it is; in TRADE the President, in MOVE the player moving
        self.turn = 0
        #: who may lead the current trick (P-5, P-7, P-8)
        self.leader = 0
        #: the play to beat: who made it, its rank index and card count (0: none yet)
        self.trick_player = -1
        self.trick_rank = -1
        self.trick_count = 0
        #: every play of the current trick, (seat, card, count), oldest first
        self.trick: tuple[tuple[int, int, int], ...] = ()
        #: bit s: seat s passed since the last play (or since the lead came up)
        self.passed = 0
        #: MOVE: the card value being moved, the cards still to move, the play's size
        self.card = 0
        self.left = 0
        self.total = 0
        #: seats that ran out of cards this round, in order (out[0] is President)
        self.out: tuple[int, ...] = ()
        #: (President, Asshole) of the previous round, (-1, -1) in the first
        self.titles: tuple[int, int] = (-1, -1)
        #: this round's trade (President, Asshole, card given, card returned) or None
        self.trade: tuple[int, int, int, int] | None = None
        #: played[seat][rank index] -> cards that seat played this round (public)
        self.played: list[list[int]] = [[0] * N_RANKS for _ in range(PLAYERS)]
        self.turns = 0
        self.winner = -1
        self._legal: list[Action] | None = None

    # --- setup ----------------------------------------------------------------------
    @classmethod
    def new(
        cls, rules: PresidentRules, seed: int, first_player: int | None = None
    ) -> PresidentState:
        """P-4/P-5: deal round 1; a random player (from the seed) or `first_player` leads."""
        state = cls(rules, seed)
        state._deal()
        if first_player is None:
            first_player = derived_rng(seed, FIRST_PLAYER_KEY).randrange(PLAYERS)
        state._start_trick(first_player)
        return state

    def _deal(self) -> None:
        """P-4: shuffle the whole deck (from the seed and the round number) and deal it."""
        self.round += 1
        deck = deck_cards(self.rules.no_blanks)
        derived_rng(self.seed, DEAL_KEY, self.round).shuffle(deck)
        n = self.rules.hand_size
        self.hands = [counts_of(deck[s * n : (s + 1) * n]) for s in range(PLAYERS)]
        self.sizes = [n] * PLAYERS
        self.holders = (1 << PLAYERS) - 1
        self.played = [[0] * N_RANKS for _ in range(PLAYERS)]
        self.out = ()
        self.trade = None
        self.board.safe_mask = 0  # P-11: safe for the rest of the round only
        self.trick = ()
        self.trick_count = 0
        self.trick_player = -1
        self.trick_rank = -1
        self.passed = 0

    def _start_trick(self, leader: int) -> None:
        self.phase = PLAY
        self.leader = leader
        self.turn = leader
        self.trick = ()
        self.trick_count = 0
        self.trick_player = -1
        self.trick_rank = -1
        self.passed = 0

    # --- the State protocol ---------------------------------------------------------
    def current_player(self) -> int | None:
        return None if self.phase == OVER else self.turn

    def turn_player(self) -> int | None:
        return None if self.phase == OVER else self.turn

    def is_over(self) -> bool:
        return self.phase == OVER

    def outcome(self) -> Outcome | None:
        """P-12/P-14: the President with all four pawns HOME wins; the others lose."""
        if self.phase != OVER:
            return None
        return Outcome.win(PLAYERS, (self.winner,), WIN_REASON)

    def ranking(self) -> list[int]:
        """P-14/P-14a: the winner, then by pawns HOME, distance travelled, lower seat."""
        rest = [s for s in range(PLAYERS) if s != self.winner]
        rest.sort(key=lambda s: (-self.home_count(s), -self.progress(s), s))
        return ([self.winner] if self.winner >= 0 else []) + rest

    def home_count(self, seat: int) -> int:
        return self.board.home_count(self.rules.colours[seat])

    def progress(self, seat: int) -> int:
        """P-14a: the steps each pawn made from START along its path (HOME = 65)."""
        colour = self.rules.colours[seat]
        table = PROGRESS[colour]
        return sum(table[p] for p in self.board.pos[colour * 4 : colour * 4 + 4])

    def forced_lead(self) -> bool:
        """P-8: the lead went round and everybody with cards passed."""
        return self.phase == PLAY and self.trick_count == 0 and self.passed == self.holders

    def _compute_legal(self) -> list[Action]:
        phase = self.phase
        if phase == PLAY:
            return self._legal_plays()
        if phase == MOVE:  # P-9, P-9a, P-9b (moves.py)
            colour = self.rules.colours[self.turn]
            return legal_card_moves(self.board, colour, self.card, self.left)
        if phase == TRADE:
            hand = self.hands[self.turn]
            return [GIVES[r] for r in range(N_RANKS) if hand[r]]
        return []

    def _legal_plays(self) -> list[Action]:
        """P-5/P-6/P-8: a lead is any number of cards of one rank; a beat the same number
        of a higher rank; passing is always allowed except for the forced lead."""
        hand = self.hands[self.turn]
        count = self.trick_count
        if count:
            out: list[Action] = [
                PLAYS[r][count] for r in range(self.trick_rank + 1, N_RANKS) if hand[r] >= count
            ]
            out.append(PASS_TURN)
            return out
        out = [play for r in range(N_RANKS) if hand[r] for play in PLAYS[r][1 : hand[r] + 1]]
        if self.passed != self.holders:
            out.append(PASS_TURN)
        return out

    def explain_illegal(self, action: Action) -> tuple[str, str]:
        """Why `action` is refused: player words and the rule id (view.py)."""
        return _explain_illegal(self, action)

    def _perform(self, action: Action, events: list[Event] | None) -> None:
        # the commonest first (the hot path); isinstance on these exact classes is a
        # type check, and tells the type checker which action it is
        if type(action) is PassTurn:
            self._pass(events)
        elif isinstance(action, PlayCards):
            self._play(action, events)
        elif isinstance(action, CardMove):
            self._move(action, events)
        elif type(action) is SkipMoves:
            self._skip(events)
        else:
            self._give(cast(GiveCard, action), events)

    # --- P-4: the trade -------------------------------------------------------------
    def _give(self, action: GiveCard, events: list[Event] | None) -> None:
        """P-4: the President's card goes to the Asshole, then the Asshole's highest
        card (after receiving) goes to the President, automatically; the Asshole leads."""
        president, asshole = self.titles
        gift = RANK_OF[action.card]
        hands = self.hands
        hands[president][gift] -= 1
        hands[asshole][gift] += 1
        theirs = hands[asshole]
        back = max(r for r in range(N_RANKS) if theirs[r])
        theirs[back] -= 1
        hands[president][back] += 1
        self.trade = (president, asshole, action.card, RANKS[back])
        if events is not None:
            events.append(CardGiven(president, asshole, action.card))
            events.append(CardGiven(asshole, president, RANKS[back], forced=True))
        self._start_trick(asshole)  # P-5: the previous Asshole leads

    # --- P-5 … P-8: the trick ---------------------------------------------------------
    def _play(self, action: PlayCards, events: list[Event] | None) -> None:
        """P-5/P-6: the cards leave the hand for the trick; their moves follow (P-9)."""
        seat = self.turn
        r = RANK_OF[action.card]
        n = action.count
        self.hands[seat][r] -= n
        self.sizes[seat] -= n
        self.played[seat][r] += n
        self.trick_player = seat
        self.trick_rank = r
        self.trick_count = n
        self.trick = (*self.trick, (seat, action.card, n))
        self.passed = 0
        self.turns += 1
        self.phase = MOVE
        self.card = action.card
        self.left = n
        self.total = n
        if events is not None:
            events.append(CardsPlayed(seat, action.card, n))

    def _pass(self, events: list[Event] | None) -> None:
        """P-6/P-7/P-8: a pass; the trick ends when every other player with cards passed
        the last play; a lead passed all the way round becomes compulsory."""
        seat = self.turn
        self.passed |= 1 << seat
        self.turns += 1
        if events is not None:
            events.append(Passed(seat, lead=self.trick_count == 0))
        if self.trick_count == 0:
            self.turn = self._next_holder(seat)
            if self.passed == self.holders and events is not None:
                events.append(LeadForced(self.turn))
            return
        winner = self.trick_player
        others = self.holders & ~(1 << winner)
        if self.passed & others == others:
            self._end_trick(events)
        else:
            self.turn = self._next_holder(seat)

    def _end_trick(self, events: list[Event] | None) -> None:
        """P-7: the pile is cleared; the player who made the last play leads, or if they
        are out of cards the next player to their left who holds cards."""
        winner = self.trick_player
        leader = winner if self.holders >> winner & 1 else self._next_holder(winner)
        if events is not None:
            events.append(TrickWon(winner, RANKS[self.trick_rank], self.trick_count, leader))
        self._start_trick(leader)

    def _next_holder(self, seat: int) -> int:
        """The next seat to the left (clockwise) that still holds cards."""
        return NEXT_HOLDER[self.holders][seat]

    # --- P-9 … P-11: the moves of the cards -------------------------------------------------
    def _move(self, action: CardMove, events: list[Event] | None) -> None:
        """P-9: one card of the play moves (complete with slides and bumps)."""
        colour = self.rules.colours[self.turn]
        sink = EventRecorder(events) if events is not None else None
        execute(self.board, colour, action.move, sink)
        self.left -= 1
        if self.left == 0:
            self._play_moved(events)

    def _skip(self, events: list[Event] | None) -> None:
        """P-9: the remaining cards cannot move (P-13: all pawns HOME) and are skipped."""
        if events is not None:
            events.append(MovesSkipped(self.turn, self.card, self.left))
        self.left = 0
        self._play_moved(events)

    def _play_moved(self, events: list[Event] | None) -> None:
        """The play is fully moved: an empty hand makes the player safe (P-11a), maybe
        President and winner (P-12); else the turn goes left (P-6)."""
        seat = self.turn
        self.phase = PLAY
        self.card = 0
        self.total = 0
        if self.sizes[seat] == 0 and self._out_of_cards(seat, events):
            return
        self.turn = self._next_holder(seat)

    def _out_of_cards(self, seat: int, events: list[Event] | None) -> bool:
        """P-11a/P-12: True when the round or the game ended with it."""
        colour = self.rules.colours[seat]
        self.holders &= ~(1 << seat)
        self.board.safe_mask |= 1 << colour
        self.out = (*self.out, seat)
        if events is not None:
            events.append(PlayerSafe(seat))
        if len(self.out) == 1:
            if events is not None:
                events.append(PresidentCrowned(seat, self.round))
            if self.board.all_home(colour):  # P-12/P-13: President with all pawns HOME
                self.winner = seat
                self.phase = OVER
                self.turn = seat
                if events is not None:
                    events.append(GameWon((seat,)))
                return True
        holders = self.holders
        if holders & (holders - 1) == 0:  # one player left with cards: the Asshole
            self._end_round(events)
            return True
        return False

    # --- P-4 / P-12: rounds ------------------------------------------------------------
    def _end_round(self, events: list[Event] | None) -> None:
        """P-12: the last player holding cards is the Asshole and does not play them;
        the deck is dealt again and the President chooses a card to give (P-4)."""
        asshole = self.holders.bit_length() - 1
        president = self.out[0]
        if events is not None:
            events.append(RoundOver(self.round, president, asshole, self.sizes[asshole], self.out))
        self.titles = (president, asshole)
        self._deal()
        if events is not None:
            events.append(RoundDealt(self.round, self.rules.hand_size))
        self.phase = TRADE
        self.turn = president
        self.leader = asshole

    # --- what players see and know (view.py, knowledge.py) ----------------------------
    def picks(self) -> list[Entry]:
        return _picks(self)

    def describe_action(self, action: Action, names: Sequence[str] | None = None) -> str:
        return _describe_action(self, action, names)

    def view(self, player: int | None) -> View[PresidentView]:
        return build_view(self, player)

    def determinize(self, player: int, rng: random.Random) -> PresidentState:
        """A copy in which the hands `player` cannot see are dealt again (knowledge.py);
        the seed changes so that later deals differ too."""
        new = self.clone()
        new.seed = rng.getrandbits(62)
        new._legal = None
        deal_unseen(new, player, rng)
        return new

    # --- copies and saves -------------------------------------------------------------
    def clone(self) -> PresidentState:
        new = PresidentState.__new__(PresidentState)
        new.rules = self.rules
        new.seed = self.seed
        new.board = self.board.copy()
        new.hands = [h[:] for h in self.hands]
        new.sizes = self.sizes[:]
        new.holders = self.holders
        new.round = self.round
        new.phase = self.phase
        new.turn = self.turn
        new.leader = self.leader
        new.trick_player = self.trick_player
        new.trick_rank = self.trick_rank
        new.trick_count = self.trick_count
        new.trick = self.trick
        new.passed = self.passed
        new.card = self.card
        new.left = self.left
        new.total = self.total
        new.out = self.out
        new.titles = self.titles
        new.trade = self.trade
        new.played = [p[:] for p in self.played]
        new.turns = self.turns
        new.winner = self.winner
        new._legal = self._legal
        return new

    def to_dict(self) -> dict[str, Any]:
        return to_dict(self)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> PresidentState:
        """The position of `to_dict` data; a ValueError names the first invariant the
        data breaks (save.py), so a state made from data is one a game can reach."""
        checked = fields(data, KEYS)
        state = cls(rules_from_dict(checked["rules"]), seed_from_dict(checked))
        load(state, checked)
        return state

    def __eq__(self, other: object) -> bool:
        return isinstance(other, PresidentState) and self.to_dict() == other.to_dict()

    __hash__ = None  # type: ignore[assignment]
