"""A Sorry! (classic) game in progress: the state and its rules (RULES §C, C-1 … C-15).

The setup is `rules.ClassicRules`; what a player sees and how they pick lives in
`view.py`, which this module calls (it never calls back).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any, cast

import sorry_game.games.classic.save as saves
from sorry_game.engine.actions import Action
from sorry_game.engine.events import Event
from sorry_game.engine.outcome import Outcome
from sorry_game.engine.picking import Entry
from sorry_game.engine.rng import derived_rng
from sorry_game.engine.savefile import fields
from sorry_game.engine.state_base import RulesState
from sorry_game.engine.view import View
from sorry_game.games.board.board import Board
from sorry_game.games.board.cards import DRAW_AGAIN, SORRY, card_label, full_deck
from sorry_game.games.board.events import (
    CardDiscarded,
    CardDrawn,
    CardPlayed,
    DeckReshuffled,
    EventRecorder,
    ExtraTurn,
    GameWon,
    TurnForfeited,
)
from sorry_game.games.board.geometry import PROGRESS
from sorry_game.games.board.moves import (
    PASS,
    Pass,
    Switch,
    execute,
    explain_illegal,
    moves_for_card,
)
from sorry_game.games.classic.actions import Discard, Play
from sorry_game.games.classic.rules import FIRST_PLAYER_KEY, HAND_SIZE, ClassicRules
from sorry_game.games.classic.view import ClassicView, build_view
from sorry_game.games.classic.view import describe_action as _describe_action
from sorry_game.games.classic.view import picks as _picks


class ClassicState(RulesState):
    """A Sorry! game in progress. Only `apply` changes it."""

    __slots__ = (
        "rules",
        "seed",
        "board",
        "current",
        "card",
        "hands",
        "pile",
        "discard",
        "shuffles",
        "turns",
        "winners",
    )

    def __init__(self, rules: ClassicRules, seed: int) -> None:
        self.rules = rules
        self.seed = seed
        self.board = Board.initial()
        self.current = 0
        self.card = 0  # draw mode: the face-up card the current player must use
        self.hands: list[list[int]] | None = None
        self.pile: list[int] = []
        self.discard: list[int] = []
        self.shuffles = 0
        self.turns = 0
        self.winners: tuple[int, ...] = ()
        self._legal: list[Action] | None = None

    # --- setup ------------------------------------------------------------------
    @classmethod
    def new(cls, rules: ClassicRules, seed: int, first_player: int | None = None) -> ClassicState:
        state = cls(rules, seed)
        pile = full_deck()
        derived_rng(seed, 0).shuffle(pile)  # C-2
        state.pile = pile
        if first_player is None:  # C-3: chosen at random from the seed
            first_player = derived_rng(seed, FIRST_PLAYER_KEY).randrange(rules.players)
        state.current = first_player
        if rules.hand:  # C-14: five cards each
            state.hands = [
                [state._draw(None) for _ in range(HAND_SIZE)] for _ in range(rules.players)
            ]
        else:
            state.card = state._draw(None)
        return state

    # --- the State protocol ---------------------------------------------------------
    def current_player(self) -> int | None:
        return None if self.winners else self.current

    def turn_player(self) -> int | None:
        return None if self.winners else self.current

    def outcome(self) -> Outcome | None:
        """C-13/C-15: all pawns (of the team) HOME wins; everybody else loses."""
        if not self.winners:
            return None
        rules = self.rules
        teams = ((0, 2), (1, 3)) if rules.partners else ()
        reason = "all their pawns reached HOME" if rules.partners else "all four pawns reached HOME"
        return Outcome.win(rules.players, self.winners, reason, teams)

    def is_over(self) -> bool:
        return bool(self.winners)

    def moving_colour(self, seat: int | None = None) -> int:
        """C-15: a partner whose pawns are all HOME moves the partner's pawns."""
        seat = self.current if seat is None else seat
        rules = self.rules
        colour = rules.colours[seat]
        if rules.partners and self.board.all_home(colour):
            return rules.colours[rules.partner(seat)]
        return colour

    def _compute_legal(self) -> list[Action]:
        if self.winners:
            return []
        colour = self.moving_colour()
        if self.hands is None:
            moves = cast("list[Action]", moves_for_card(self.board, colour, self.card))
            if not moves:
                return [PASS]  # C-4/C-6: no legal move, the turn is forfeited
            if self.card == 11 and type(moves[0]) is Switch:
                return moves + [PASS]  # C-11: only switches: may decline
            return moves
        hand = self.hands[self.current]
        plays: list[Action] = []
        only_switches = True
        for card in sorted(set(hand)):
            for move in moves_for_card(self.board, colour, card):
                plays.append(Play(card, move))
                if type(move) is not Switch:
                    only_switches = False
        if plays and not only_switches:
            return plays
        return plays + [Discard(card) for card in sorted(set(hand))]  # C-14 / C-11

    def _perform(self, action: Action, events: list[Event] | None) -> None:
        seat = self.current
        colour = self.moving_colour()
        sink = EventRecorder(events) if events is not None else None
        again = False
        if self.hands is None:
            card = self.card
            moved = type(action) is not Pass
            if not moved:
                if events is not None:
                    events.append(self._forfeit_event(seat, card))
            else:
                if events is not None:
                    events.append(CardPlayed(seat, card))
                execute(self.board, colour, action, sink)
            self.discard.append(card)
            again = card in DRAW_AGAIN  # C-9: a 2 draws again, even after a forfeit
        else:
            hand = self.hands[seat]
            if isinstance(action, Play):
                moved = True
                card = action.card
                hand.remove(card)
                if events is not None:
                    events.append(CardPlayed(seat, card))
                execute(self.board, colour, action.move, sink)
                again = card in DRAW_AGAIN
            else:
                moved = False
                card = cast(Discard, action).card
                hand.remove(card)
                if events is not None:
                    events.append(CardDiscarded(seat, card))
            self.discard.append(card)
        self.turns += 1
        if self._check_win(seat, colour):
            if events is not None:
                events.append(GameWon(self.winners))
            return
        if again:
            if events is not None:
                events.append(ExtraTurn(seat, card, moved))
        else:
            self.current = (seat + 1) % self.rules.players
        if self.hands is None:
            self.card = self._draw(events)
            if events is not None:
                events.append(CardDrawn(self.current, self.card))
        else:
            self.hands[seat].append(self._draw(events))

    def _check_win(self, seat: int, colour: int) -> bool:
        """C-13 (and C-15 for a team): all pawns HOME wins."""
        board = self.board
        if not board.all_home(colour):
            return False
        rules = self.rules
        if rules.partners:
            team = rules.team(seat)
            if not all(board.all_home(rules.colours[s]) for s in team):
                return False
            self.winners = team if seat == team[0] else (seat, rules.partner(seat))
        else:
            self.winners = (seat,)
        self.card = 0
        return True

    def _draw(self, events: list[Event] | None) -> int:
        """C-2: draw the top card; an empty pile is replaced by the shuffled discards."""
        if not self.pile:
            self.shuffles += 1
            pile = self.discard
            derived_rng(self.seed, self.shuffles).shuffle(pile)
            self.pile = pile
            self.discard = []
            if events is not None:
                events.append(DeckReshuffled(len(pile)))
        return self.pile.pop()

    def _forfeit_event(self, seat: int, card: int) -> TurnForfeited:
        """Why the turn passed: a declined switch (C-11) or no legal move (C-4, C-6, C-12)."""
        colour = self.moving_colour()
        if moves_for_card(self.board, colour, card):
            return TurnForfeited(seat, card, "declined the switch", "C-11", declined=True)
        if card == SORRY:
            if self.board.in_start(colour) < 0:
                return TurnForfeited(seat, card, "no pawn in START to play it", "C-12")
            return TurnForfeited(seat, card, "no opponent pawn on the track to bump", "C-12")
        return TurnForfeited(seat, card, "no legal move, turn forfeited", "C-6")

    def explain_illegal(self, action: Action) -> tuple[str, str]:
        """(why `action` is not legal, in player words; the rule id)."""
        if self.winners:
            return ("the game is over", "C-13")
        colour = self.moving_colour()
        if self.hands is None:
            if isinstance(action, (Play, Discard)):
                return ("cards are drawn, not chosen, in this game", "C-14")
            return explain_illegal(self.board, colour, self.card, action)
        hand = self.hands[self.current]
        if isinstance(action, (Play, Discard)):
            if action.card not in hand:
                return (f"you do not hold a {card_label(action.card)}", "C-14")
            if isinstance(action, Discard):
                return ("you may only discard when no card can move", "C-14")
            return explain_illegal(self.board, colour, action.card, action.move)
        return ("choose a card from your hand to play", "C-14")

    # --- what players see and how they pick (view.py) ------------------------------------
    def picks(self) -> list[Entry]:
        return _picks(self)

    def describe_action(self, action: Action, names: Sequence[str] | None = None) -> str:
        return _describe_action(self, action, names)

    def view(self, player: int | None) -> View[ClassicView]:
        return build_view(self, player)

    def ranking(self) -> list[int]:
        """C-13: winners first, then by pawns HOME, then by steps travelled."""
        rules = self.rules
        rest = [s for s in range(rules.players) if s not in self.winners]
        rest.sort(key=lambda s: (-self.home_count(s), -self.progress(s), s))
        return list(self.winners) + rest

    def tie_break(self, seat: int) -> str:
        """C-13: what ranks seats with as many pawns HOME, in player words (Results)."""
        return f"{self.progress(seat)} steps"

    def home_count(self, seat: int) -> int:
        return self.board.home_count(self.rules.colours[seat])

    def progress(self, seat: int) -> int:
        """Steps travelled: the sum of each pawn's progress from START (HOME = 65)."""
        colour = self.rules.colours[seat]
        table = PROGRESS[colour]
        return sum(table[p] for p in self.board.pos[colour * 4 : colour * 4 + 4])

    def clone(self) -> ClassicState:
        new = ClassicState.__new__(ClassicState)
        new.rules = self.rules
        new.seed = self.seed
        new.board = self.board.copy()
        new.current = self.current
        new.card = self.card
        new.hands = [h[:] for h in self.hands] if self.hands is not None else None
        new.pile = self.pile[:]
        new.discard = self.discard[:]
        new.shuffles = self.shuffles
        new.turns = self.turns
        new.winners = self.winners
        new._legal = self._legal
        return new

    def determinize(self, player: int, rng: random.Random) -> ClassicState:
        """Resample what `player` cannot see: the pile order, other hands, future shuffles."""
        new = self.clone()
        new.seed = rng.getrandbits(62)
        new._legal = None  # the current player's hand may be resampled: recompute
        if new.hands is None:
            new.pile.sort()  # the order is unseen: the new one never depends on it
            rng.shuffle(new.pile)
        else:
            pool = new.pile[:]
            for seat, hand in enumerate(new.hands):
                if seat != player:
                    pool.extend(hand)
            pool.sort()  # what is unseen, never where it lies
            rng.shuffle(pool)
            for seat, hand in enumerate(new.hands):
                if seat != player:
                    n = len(hand)
                    hand[:] = pool[:n]
                    del pool[:n]
            new.pile = pool
        return new

    def to_dict(self) -> dict[str, Any]:
        return saves.to_dict(self)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> ClassicState:
        """The position of `to_dict` data; a ValueError names the first invariant the
        data breaks (save.py), so a state made from data is one a game can reach."""
        checked = fields(data, saves.KEYS)
        state = cls(saves.rules_from_dict(checked["rules"]), saves.seed_from_dict(checked))
        saves.load(state, checked)
        return state

    def __eq__(self, other: object) -> bool:
        return isinstance(other, ClassicState) and self.to_dict() == other.to_dict()

    __hash__ = None  # type: ignore[assignment]
