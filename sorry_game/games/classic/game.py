"""Sorry! (classic): the game's metadata, options and rules page (RULES §C)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from sorry_game.engine.actions import Action
from sorry_game.engine.interface import BaseGame, GameConfig, OptionSpec, RuleSection
from sorry_game.games.board.geometry import COLOUR_NAMES
from sorry_game.games.classic.actions import parse_classic_action
from sorry_game.games.classic.rules import DEFAULT_COLOURS, ClassicRules
from sorry_game.games.classic.state import ClassicState

RULES: tuple[RuleSection, ...] = (
    RuleSection("C-13", "Goal", "Be the first to bring all four of your pawns from START to HOME."),
    RuleSection(
        "C-1",
        "The board",
        "The track has 60 squares, 15 on each colour's side, with two slides per side. "
        "From your START exit it is 64 steps to HOME: round the board, up your SAFETY "
        "zone, in.",
    ),
    RuleSection(
        "C-2",
        "The cards",
        "45 cards: five 1s, four each of 2, 3, 4, 5, 7, 8, 10, 11, 12 and SORRY!. When "
        "the pile runs out the discards are reshuffled.",
    ),
    RuleSection(
        "C-3",
        "Players",
        "2 to 4 players: two play Red and Yellow, opposite each other; three play Red, "
        "Blue and Yellow. The first player is drawn at random, then turns go clockwise; "
        "the winner starts a rematch.",
    ),
    RuleSection(
        "C-4",
        "Leaving START",
        "Only a 1, a 2 or a SORRY! brings a pawn out of START. With no legal move the "
        "turn is forfeited.",
    ),
    RuleSection(
        "C-5",
        "Jumping and bumping",
        "Pawns jump over others. Landing on an opponent bumps it back to its START; "
        "never land on your own pawn.",
    ),
    RuleSection("C-6", "You must move", "If you can move, you must, even when it hurts."),
    RuleSection(
        "C-7",
        "Slides",
        "Land exactly on the start of another colour's slide: slide to its end, bumping "
        "every pawn on it, yours too.",
    ),
    RuleSection(
        "C-8",
        "SAFETY and HOME",
        "Only your colour enters your SAFETY zone, and only moving forward. HOME needs "
        "the exact count.",
    ),
    RuleSection(
        "C-9",
        "1, 2, 3, 4, 5, 8, 12",
        "1: out of START or forward 1.  2: out or forward 2, then draw again.  "
        "3, 5, 8, 12: forward that many.  4: backward 4.",
    ),
    RuleSection(
        "C-10",
        "7",
        "Forward 7, or split it between two pawns (both parts forward, all seven used).",
    ),
    RuleSection("C-10a", "10", "Forward 10 or backward 1."),
    RuleSection(
        "C-11",
        "11",
        "Forward 11, or switch places with an opponent's pawn on the track. You may "
        "decline a switch when it is your only move.",
    ),
    RuleSection(
        "C-12", "SORRY!", "Take a pawn from START and bump any opponent's pawn on the track."
    ),
    RuleSection(
        "C-14", "Option: hand of five", "Hold five cards; play one of your choice and draw one."
    ),
    RuleSection(
        "C-15",
        "Option: partners",
        "Red and Yellow play against Blue and Green. When all your pawns are HOME you "
        "move your partner's.",
    ),
)


class ClassicGame(BaseGame):
    """Sorry! (classic), registered as "classic"."""

    id = "classic"

    order = 10
    title = "Sorry!"
    subtitle = "The classic race home"
    min_players = 2
    max_players = 4
    available = True
    rules = RULES

    def options(self) -> list[OptionSpec]:
        return [
            OptionSpec(
                "hand",
                "Cards",
                (False, True),
                ("Draw one", "Hand of five"),
                rule="C-14",
                helps=(
                    "Draw a card each turn and move with it.",
                    "Hold five cards and choose which one to play.",
                ),
            ),
            OptionSpec(
                "partners",
                "Teams",
                (False, True),
                ("Every player alone", "Partners"),
                rule="C-15",
                helps=(
                    "Everyone plays for themselves.",
                    "Red and Yellow against Blue and Green; with your pawns HOME you "
                    "move your partner's.",
                ),
                min_players=4,
                max_players=4,
            ),
        ]

    def hides(self, config: GameConfig) -> bool:
        """C-14: only the hand of five hides cards (drawn cards are shown to all)."""
        return bool(config.option("hand", False))

    def default_colours(self, players: int) -> tuple[int, ...]:
        return DEFAULT_COLOURS[players] if players in DEFAULT_COLOURS else tuple(range(players))

    def turn_order_text(self, players: int, colours: Sequence[int] | None = None) -> str:
        """C-3: two players sit opposite by default (Red and Yellow); the line follows
        the colours chosen.

        >>> game = ClassicGame()
        >>> game.turn_order_text(2)
        'Red and Yellow sit opposite and take turns.'
        >>> game.turn_order_text(2, (1, 0))
        'Red and Blue sit side by side and take turns.'
        >>> game.turn_order_text(3)
        'Turns go clockwise: Red, Blue, Yellow.'
        """
        if players == 2:
            a, b = self.default_colours(2) if colours is None else sorted(colours)
            where = "opposite" if b - a == 2 else "side by side"
            return f"{COLOUR_NAMES[a]} and {COLOUR_NAMES[b]} sit {where} and take turns."
        return super().turn_order_text(players, colours)

    def validate_config(self, config: GameConfig) -> GameConfig:
        """Refuse a setup the rules do not allow (C-3, C-15), with a reason."""
        self.check_players(config)
        self.check_options(config)
        if config.option("partners") and config.players != 4:
            raise ValueError("partners needs exactly 4 players")
        return config

    def rules_for(self, config: GameConfig) -> ClassicRules:
        return ClassicRules(
            players=config.players,
            colours=self.seat_colours(config),
            hand=bool(config.option("hand", False)),
            partners=bool(config.option("partners", False)),
        )

    def new_state(self, config: GameConfig, seed: int) -> ClassicState:
        self.validate_config(config)
        return ClassicState.new(self.rules_for(config), seed, config.option("first_player"))

    def state_from_dict(self, data: Mapping[str, Any]) -> ClassicState:
        return ClassicState.from_dict(data)

    def parse_action(self, text: str) -> Action:
        return parse_classic_action(text)
