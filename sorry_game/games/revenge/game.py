"""The Sorry! Revenge game: metadata, rules page, options, new states (RULES §R)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from sorry_game.engine.actions import Action
from sorry_game.engine.interface import BaseGame, GameConfig, OptionSpec, RuleSection
from sorry_game.games.revenge.actions import parse_revenge_action
from sorry_game.games.revenge.cards import DECK_SIZE
from sorry_game.games.revenge.rules import RevengeRules
from sorry_game.games.revenge.state import RevengeState

RULES: tuple[RuleSection, ...] = (
    RuleSection(
        "R-12",
        "Goal",
        "Be the first to turn all four of your pawn cards from START to HOME, by making "
        "the play pile add up to exactly 21.",
    ),
    RuleSection(
        "R-1",
        "Players",
        "2 to 4 players. Each has four pawn cards of their colour, START side up.",
    ),
    RuleSection(
        "R-2",
        "The cards",
        f"{DECK_SIZE} cards: number cards 0 to 10; Slide to 10, 15 and 21; Take 2, Switch "
        "and Play 2; SORRY! cards that steal a 21 or flip a pawn card back; and "
        "Don't Be SORRY!.",
    ),
    RuleSection(
        "R-3",
        "Dealing",
        "Everyone gets 5 cards, hidden from the others; the rest is the draw pile. When "
        "it runs out, the discarded play piles are shuffled into a new one.",
    ),
    RuleSection(
        "R-4",
        "Your turn",
        "Play one card onto the play pile, then draw back up to 5. Nobody ends a turn "
        "with more than 7 cards. Turns go round in the current direction and simply "
        "move on, round after round.",
    ),
    RuleSection(
        "R-5",
        "The total",
        "Number cards add their value. A Slide sets the total to its number, up or "
        "down. Take 2, Switch and Play 2 leave the total as it is.",
    ),
    RuleSection(
        "R-6",
        "21 and bust",
        "Make exactly 21 with a number card or a Slide and you win the round: flip one "
        "pawn card HOME. Go over 21 and you bust: every other player flips one pawn card "
        "HOME. Either way the play pile is cleared, hands are kept, and the next player "
        "starts a new round.",
    ),
    RuleSection(
        "R-7",
        "Take 2, Switch, Play 2",
        "Take 2: draw two cards (only with 6 cards or fewer in hand). Switch: reverse "
        "the direction of play (with two players the other still plays next). Play 2: "
        "then play two number cards from your hand, one at a time (fewer if you hold "
        "fewer); the round ends as soon as one makes 21 or busts.",
    ),
    RuleSection(
        "R-8",
        "SORRY! flip back",
        "On your turn: choose an opponent with a pawn card HOME; it flips back to START "
        "unless they block it. Then draw back up to 5; the play pile is cleared and the "
        "next player starts a new round.",
    ),
    RuleSection(
        "R-9",
        "SORRY! steal",
        "Right after another player makes 21, the players holding this card are asked "
        "one by one, in the direction of play from the scorer. The first to play it "
        "flips one of their own pawn cards HOME instead of the scorer, unless the scorer "
        "blocks it, and draws back up to 5. Play goes on from the scorer's side.",
    ),
    RuleSection(
        "R-10",
        "Don't Be SORRY!",
        "Play it only when a SORRY! is aimed at you: it cancels the SORRY!. Nothing can "
        "answer it. Draw back up to 5 at once; the play pile is cleared.",
    ),
    RuleSection(
        "R-11",
        "Stuck",
        "If no card in your hand can be played now (only SORRY! steal and Don't Be "
        "SORRY! cards, a flip-back with nobody HOME, a Take 2 with 7 cards), show your "
        "hand, discard one card of your choice and draw.",
    ),
    RuleSection(
        "R-12a",
        "Ties",
        "If a bust brings several players to their goal at once, each lays cards from "
        "their hand to get as close to 21 as possible without going over (numbers add, a "
        "Slide sets the total, in the best order). Closest wins; a remaining tie is "
        "shared.",
    ),
    RuleSection(
        "R-13",
        "Option: longer game",
        "Once all four of your pawn cards are HOME, every further round you win (or "
        "another player's bust) flips one back to START; be the first with all four back "
        "on START. On the way back a SORRY! flip-back undoes one step: a START card "
        "turns HOME again.",
    ),
)


class RevengeGame(BaseGame):
    """Sorry! Revenge, registered as "revenge"."""

    id = "revenge"

    order = 40
    title = "Sorry! Revenge"
    subtitle = "Race to 21 with cards"
    min_players = 2
    max_players = 4
    available = True
    hidden_information = True
    progress_label = "pawn cards HOME"
    progress_goal = 4
    rules = RULES

    def options(self) -> list[OptionSpec]:
        return [
            OptionSpec(
                "longer",
                "Game length",
                (False, True),
                ("Four HOME wins", "Longer game"),
                rule="R-13",
                helps=(
                    "The first with all four pawn cards HOME wins.",
                    "Once all four are HOME, win rounds to turn them back to START.",
                ),
            )
        ]

    def turn_order_text(self, players: int, colours: Sequence[int] | None = None) -> str:
        """R-4a/R-7a: seats play in colour order; a Switch turns it round (with two
        players the other still plays next, so it goes unsaid)."""
        text = super().turn_order_text(players, colours)
        return text if players == 2 else f"{text} A Switch reverses the direction."

    def validate_config(self, config: GameConfig) -> GameConfig:
        self.check_players(config)
        self.check_options(config)
        return config

    def rules_for(self, config: GameConfig) -> RevengeRules:
        return RevengeRules(
            players=config.players,
            colours=self.seat_colours(config),
            longer=bool(config.option("longer", False)),
        )

    def new_state(self, config: GameConfig, seed: int) -> RevengeState:
        self.validate_config(config)
        return RevengeState.new(self.rules_for(config), seed, config.option("first_player"))

    def state_from_dict(self, data: Mapping[str, Any]) -> RevengeState:
        return RevengeState.from_dict(data)

    def parse_action(self, text: str) -> Action:
        return parse_revenge_action(text)
