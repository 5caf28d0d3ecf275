"""A game of Sorry My Ass! in progress: rounds, tricks and the moves of the cards
(RULES §P). What the players see and how they pick lives in `presentation.py`; what a
seat knows of the hidden hands in `knowledge.py`.

The game runs in phases; `current_player()` is who decides in each:
    TRADE  the previous President chooses a card for the previous Asshole (P-4)
    PLAY   the turn player plays cards or passes (P-5 … P-8)
    MOVE   the player who just played moves one card of the play at a time (P-9)
    OVER   somebody won (P-12)
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
from sorry_game.games.board.board import Board
from sorry_game.games.board.events import EventRecorder, GameWon
from sorry_game.games.board.geometry import PROGRESS
from sorry_game.games.board.moves import execute
from sorry_game.games.president.actions import (
    PASS_TURN,
    CardMove,
    GiveCard,
    PassTurn,
    PlayCards,
    SkipMoves,
)
from sorry_game.games.president.cards import (
    N_RANKS,
    PLAYERS,
    RANK_OF,
    RANKS,
    cards_in,
    counts_of,
    deck_cards,
    hand_size,
)
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
from sorry_game.games.president.moves import best_next_moves, card_moves
from sorry_game.games.president.phases import MOVE, OVER, PHASE_NAMES, PLAY, TRADE

DEAL_KEY = 0xDEA1
FIRST_PLAYER_KEY = 0x5EA7
WIN_REASON = "became President with all four pawns HOME"

#: PLAYS[rank][count]: the play actions, built once and shared (the hot path)
PLAYS: tuple[tuple[PlayCards, ...], ...] = tuple(
    tuple(PlayCards(card, n) for n in range(16)) for card in RANKS
)
GIVES: tuple[GiveCard, ...] = tuple(GiveCard(card) for card in RANKS)
SKIPS: dict[int, SkipMoves] = {card: SkipMoves(card) for card in RANKS}


def _next_holder(holders: int, seat: int) -> int:
    for k in range(1, PLAYERS + 1):
        s = (seat + k) % PLAYERS
        if holders >> s & 1:
            return s
    return seat


#: NEXT_HOLDER[holders bits][seat]: the next seat to the left that holds cards (P-6, P-7)
NEXT_HOLDER = tuple(
    tuple(_next_holder(h, seat) for seat in range(PLAYERS)) for h in range(1 << PLAYERS)
)


@dataclass(frozen=True, slots=True)
class PresidentRules:
    """The setup a state needs (one immutable object shared by every clone)."""

    colours: tuple[int, ...]
    no_blanks: bool = False

    @property
    def players(self) -> int:
        return PLAYERS

    @property
    def hand_size(self) -> int:
        """P-2: 12 cards each, 11 without the blank cards."""
        return hand_size(self.no_blanks)


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
        if phase == MOVE:
            return self._legal_moves()
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

    def _legal_moves(self) -> list[Action]:
        """P-9/P-9a: the next card's moves that keep the most moves reachable; a skip
        only when none of the remaining cards can move."""
        card = self.card
        colour = self.rules.colours[self.turn]
        if self.left == 1:
            moves = card_moves(self.board, colour, card)
        else:
            moves = best_next_moves(self.board, colour, card, self.left)
        if not moves:
            return [SKIPS[card]]
        return [CardMove(card, m) for m in moves]

    def explain_illegal(self, action: Action) -> tuple[str, str]:
        """Why `action` is refused: (player words, the rule id)."""
        from sorry_game.games.president.presentation import explain_illegal

        return explain_illegal(self, action)

    def _perform(self, action: Action, events: list[Event] | None) -> None:
        cls = type(action)
        if cls is CardMove:
            self._move(action, events)  # type: ignore[arg-type]
        elif cls is PassTurn:
            self._pass(events)
        elif cls is PlayCards:
            self._play(action, events)  # type: ignore[arg-type]
        elif cls is SkipMoves:
            self._skip(events)
        else:
            self._give(action, events)  # type: ignore[arg-type]

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
            events.append(RoundOver(self.round, president, asshole, self.sizes[asshole]))
        self.titles = (president, asshole)
        self._deal()
        if events is not None:
            events.append(RoundDealt(self.round, self.rules.hand_size))
        self.phase = TRADE
        self.turn = president
        self.leader = asshole

    # --- presentation, knowledge (other modules) ---------------------------------------
    def picks(self) -> list[Entry]:
        from sorry_game.games.president.presentation import picks

        return picks(self)

    def describe_action(self, action: Action) -> str:
        from sorry_game.games.president.presentation import describe_action

        return describe_action(self, action)

    def view(self, player: int | None) -> View:
        from sorry_game.games.president.presentation import build_view

        return build_view(self, player)

    def determinize(self, player: int, rng: random.Random) -> PresidentState:
        from sorry_game.games.president.knowledge import determinize

        return determinize(self, player, rng)

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
        return {
            "rules": {"colours": list(self.rules.colours), "no_blanks": self.rules.no_blanks},
            "seed": self.seed,
            "pawns": list(self.board.pos),
            "safe_mask": self.board.safe_mask,
            "hands": [cards_in(h) for h in self.hands],
            "holders": self.holders,
            "round": self.round,
            "phase": PHASE_NAMES[self.phase],
            "turn": self.turn,
            "leader": self.leader,
            "trick": [list(p) for p in self.trick],
            "trick_player": self.trick_player,
            "trick_rank": self.trick_rank,
            "trick_count": self.trick_count,
            "passed": self.passed,
            "card": self.card,
            "left": self.left,
            "total": self.total,
            "out": list(self.out),
            "titles": list(self.titles),
            "trade": list(self.trade) if self.trade is not None else None,
            "played": [cards_in(p) for p in self.played],
            "turns": self.turns,
            "winner": self.winner,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> PresidentState:
        r = data["rules"]
        rules = PresidentRules(tuple(int(c) for c in r["colours"]), bool(r["no_blanks"]))
        state = cls(rules, int(data["seed"]))
        state.board = Board.from_positions(list(data["pawns"]), int(data["safe_mask"]))
        state.hands = [counts_of(list(h)) for h in data["hands"]]
        state.sizes = [sum(h) for h in state.hands]
        state.holders = int(data["holders"])
        state.round = int(data["round"])
        state.phase = PHASE_NAMES.index(data["phase"])
        state.turn = int(data["turn"])
        state.leader = int(data["leader"])
        state.trick = tuple((int(s), int(c), int(n)) for s, c, n in data["trick"])
        state.trick_player = int(data["trick_player"])
        state.trick_rank = int(data["trick_rank"])
        state.trick_count = int(data["trick_count"])
        state.passed = int(data["passed"])
        state.card = int(data["card"])
        state.left = int(data["left"])
        state.total = int(data["total"])
        state.out = tuple(int(s) for s in data["out"])
        a, b = data["titles"]
        state.titles = (int(a), int(b))
        trade = data["trade"]
        state.trade = tuple(int(x) for x in trade) if trade is not None else None  # type: ignore[assignment]
        state.played = [counts_of(list(p)) for p in data["played"]]
        state.turns = int(data["turns"])
        state.winner = int(data["winner"])
        return state

    def __eq__(self, other: object) -> bool:
        return isinstance(other, PresidentState) and self.to_dict() == other.to_dict()

    __hash__ = None  # type: ignore[assignment]
