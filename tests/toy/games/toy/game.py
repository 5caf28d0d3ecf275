"""High Card, a toy game of the engine contract, in a few dozen lines: its rules package.

Two players each hold three hidden cards (of 1-8; two stay in the box). On a turn the player plays a card;
then the *other* player decides, out of turn, whether it counts single or double. When
both hands are empty the higher total wins; equal totals are a draw.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from sorry_game.engine import (
    Action,
    BaseGame,
    Choice,
    Event,
    GameConfig,
    IllegalAction,
    Outcome,
    RuleSection,
    SeatView,
    View,
    parse_action_with,
)
from sorry_game.engine.events import acts
from sorry_game.engine.rng import derived_rng
from sorry_game.engine.savefile import fields, items, whole, wholes


@dataclass(frozen=True, slots=True)
class ToyView:
    """The toy's part of a view: the viewer's own hand (None for a spectator) and the
    card waiting to be counted (0: none)."""

    hand: tuple[int, ...] | None
    pending: int


@dataclass(frozen=True, slots=True)
class PlayCard(Action):
    card: int

    def __str__(self) -> str:
        return f"play {self.card}"


@dataclass(frozen=True, slots=True)
class Count(Action):
    double: bool

    def __str__(self) -> str:
        return "double" if self.double else "single"


@dataclass(frozen=True, slots=True)
class Played(Event):
    player: int
    card: int
    kind = "play"

    def describe(self, names=None) -> str:
        return f"{acts(self.player, names, 'plays')} a {self.card}"


@dataclass(frozen=True, slots=True)
class Counted(Event):
    player: int
    points: int
    kind = "move"

    def describe(self, names=None) -> str:
        return f"{acts(self.player, names, 'scores')} {self.points}"

    def headline(self, names=None) -> str | None:
        return self.describe(names) if self.points > 6 else None


class ToyState:
    def __init__(self, seed: int, hands: list[list[int]]) -> None:
        self.seed, self.hands, self.scores, self.played = seed, hands, [0, 0], []
        self.turn, self.pending, self.turns = 0, 0, 0  # pending: the card to count

    def current_player(self):
        return None if self.is_over() else (1 - self.turn if self.pending else self.turn)

    def turn_player(self):
        return None if self.is_over() else self.turn

    def is_over(self) -> bool:
        return not self.pending and not any(self.hands)

    def legal_actions(self) -> list[Action]:
        if self.is_over():
            return []
        if self.pending:
            return [Count(False), Count(True)]
        return [PlayCard(c) for c in sorted(set(self.hands[self.turn]))]

    def apply(self, action: Action) -> list[Event]:
        if action not in self.legal_actions():
            raise IllegalAction(action, "not a move now")
        if isinstance(action, PlayCard):
            self.hands[self.turn].remove(action.card)
            self.played.append(action.card)
            self.pending = action.card
            return [Played(self.turn, action.card)]
        points = self.pending * (2 if action.double else 1)
        self.scores[self.turn] += points
        event = Counted(self.turn, points)
        self.pending, self.turn, self.turns = 0, 1 - self.turn, self.turns + 1
        return [event]

    def apply_fast(self, action: Action) -> None:
        self.apply(action)

    def outcome(self):
        if not self.is_over():
            return None
        a, b = self.scores
        if a == b:
            return Outcome.draw(2, "equal totals")
        return Outcome.win(2, (0 if a > b else 1,), "the higher total")

    def ranking(self) -> list[int]:
        return sorted((0, 1), key=lambda s: -self.scores[s])

    def view(self, player):
        hand = tuple(self.hands[player]) if player in (0, 1) else None
        seats = tuple(SeatView(progress=self.scores[s], cards=len(self.hands[s])) for s in (0, 1))
        return View(
            players=2,
            viewer=player,
            colours=(0, 1),
            turn=self.turn_player(),
            decider=self.current_player(),
            seats=seats,
            turns=self.turns,
            status=f"Card to count: {self.pending}" if self.pending else "",
            outcome=self.outcome(),
            game=ToyView(hand=hand, pending=self.pending),
        )

    def picks(self):
        if self.pending:
            ask = f"Does the {self.pending} count single or double?"
            return [
                ((Choice("button", str(a), str(a).capitalize(), ask),), a)
                for a in self.legal_actions()
            ]
        return [
            ((Choice("card", a.card, str(a.card), "Choose a card to play."),), a)
            for a in self.legal_actions()
        ]

    def describe_action(self, action, names=None) -> str:
        return str(action)

    def clone(self):
        new = ToyState(self.seed, [h[:] for h in self.hands])
        new.scores, new.turn, new.pending, new.turns = (
            self.scores[:],
            self.turn,
            self.pending,
            self.turns,
        )
        new.played = self.played[:]
        return new

    def determinize(self, player: int, rng: random.Random):
        new = self.clone()
        other = 1 - player
        seen = set(new.hands[player]) | set(new.played)
        unseen = [c for c in range(1, 9) if c not in seen]
        rng.shuffle(unseen)
        new.hands[other] = sorted(unseen[: len(new.hands[other])])
        return new

    def to_dict(self) -> dict[str, Any]:
        return {
            "seed": self.seed,
            "hands": [h[:] for h in self.hands],
            "scores": self.scores[:],
            "played": self.played[:],
            "turn": self.turn,
            "pending": self.pending,
            "turns": self.turns,
        }


class ToyGame(BaseGame):
    id, title, subtitle = "toy", "High Card", "A toy game of the tests"
    order = 90
    min_players = max_players = 2
    hidden_information = True
    progress_label, progress_goal = "points", 30
    rules = (RuleSection("T-1", "Goal", "Score the higher total."),)

    def validate_config(self, config: GameConfig) -> GameConfig:
        self.check_players(config)
        self.check_options(config)
        return config

    def new_state(self, config: GameConfig, seed: int) -> ToyState:
        self.validate_config(config)
        deck = [1, 2, 3, 4, 5, 6, 7, 8]
        derived_rng(seed, 0).shuffle(deck)
        return ToyState(seed, [sorted(deck[:3]), sorted(deck[3:6])])

    def state_from_dict(self, data: Mapping[str, Any]) -> ToyState:
        """A position of `to_dict` data; ValueError names the first broken invariant:
        six different cards of 1-8 dealt, three each, played in turn from seat 0; the
        card to count is the last one played."""
        d = fields(data, ("seed", "hands", "scores", "played", "turn", "pending", "turns"))
        hands = [
            wholes(h, f"hands[{s}]", 1, 8, most=3)
            for s, h in enumerate(items(d["hands"], "hands", 2))
        ]
        played = wholes(d["played"], "played", 1, 8, most=6)
        cards = hands[0] + hands[1] + played
        if len(cards) != 6 or len(set(cards)) != 6:
            raise ValueError("cards: not six different cards dealt")
        for seat in (0, 1):
            if len(hands[seat]) != 3 - len(played[seat::2]):
                raise ValueError(f"hands[{seat}]: not the cards left of three")
        state = ToyState(whole(d["seed"], "seed", -(10**20), 10**20), hands)
        state.scores = wholes(d["scores"], "scores", 0, 48, 2)
        state.played = played
        state.turns = whole(d["turns"], "turns", 0, 6)
        state.pending = whole(d["pending"], "pending", 0, 8)
        state.turn = whole(d["turn"], "turn", 0, 1)
        if state.pending and (not played or state.pending != played[-1]):
            raise ValueError("pending: not the last card played")
        if len(played) != state.turns + bool(state.pending) or state.turn != state.turns % 2:
            raise ValueError("turns: not one per card counted, in turn")
        return state

    def parse_action(self, text: str) -> Action:
        def parse(words):
            if words == ["single"] or words == ["double"]:
                return Count(words[0] == "double")
            if words[0] == "play" and len(words) == 2:
                return PlayCard(int(words[1]))
            return None

        return parse_action_with(text, (parse,))
