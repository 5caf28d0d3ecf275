"""Sorry My Ass! (Sorry! + President): the game's metadata, options and rules page
(RULES §P)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from sorry_game.engine.actions import Action
from sorry_game.engine.interface import BaseGame, GameConfig, OptionSpec, RuleSection
from sorry_game.games.president.actions import parse_president_action
from sorry_game.games.president.cards import PLAYERS
from sorry_game.games.president.rules import PresidentRules
from sorry_game.games.president.state import PresidentState

RULES: tuple[RuleSection, ...] = (
    RuleSection(
        "P-12",
        "Goal",
        "Become President, the first player to run out of cards in a round, while all "
        "four of your pawns are HOME.",
    ),
    RuleSection(
        "P-1",
        "Players",
        "Exactly four. Pawns move by the rules of Sorry!, but the cards are played as in "
        "President: nobody draws.",
    ),
    RuleSection(
        "P-2",
        "The cards",
        "The 45 Sorry! cards plus three blank cards that count as SORRY!: 48 cards, "
        "12 for each player.",
    ),
    RuleSection("P-3", "Card ranks", "From low to high: 3, 4, 5, 7, 8, 10, 11, 12, SORRY!, 1, 2."),
    RuleSection(
        "P-4",
        "Rounds and the trade",
        "Each round the whole deck is shuffled and dealt. From the second round, the "
        "last President gives one card of their choice to the last Asshole, who then "
        "gives back their highest card.",
    ),
    RuleSection(
        "P-5",
        "Leading",
        "The last Asshole leads (in the first round, a random player). A lead is one "
        "or more cards, all of one rank.",
    ),
    RuleSection(
        "P-6",
        "Beating",
        "The next player may beat the last play with the same number of cards of a "
        "higher rank, or pass. You may always pass, even with a good hand, and you may "
        "still play when the turn comes round again in the same trick.",
    ),
    RuleSection(
        "P-7",
        "End of a trick",
        "When everybody else who still holds cards has passed on a play, the pile is "
        "cleared and whoever made that play leads. If they are out of cards, the next "
        "player to their left who holds cards leads.",
    ),
    RuleSection(
        "P-8",
        "Forced lead",
        "If the lead goes all the way round with everybody passing, the player who had "
        "the lead must play.",
    ),
    RuleSection(
        "P-9",
        "Moving",
        "Every card you play is a Sorry! move for your pawns, made at once, one card "
        "after another, each on any pawn, slides and bumps included. You must make as "
        "many of the moves as you can over the whole play, even when they hurt; a card "
        "that cannot move is skipped. A 2 does not let you go again.",
    ),
    RuleSection(
        "P-10",
        "The 11",
        "If no pawn can go forward 11, you must switch places with an opponent when a "
        "switch is possible.",
    ),
    RuleSection(
        "P-11",
        "Safe players",
        "A player with no cards left is safe for the rest of the round: no move may "
        "bump, slide, switch or SORRY! their pawns. Choose another move; if there is "
        "none, the card is skipped. You become safe once the moves of your last cards "
        "are made.",
    ),
    RuleSection(
        "P-12",
        "President and Asshole",
        "The first player out of cards is President; with all four pawns HOME at that "
        "moment (even thanks to the last card) they win at once. Otherwise the round "
        "goes on until one player still holds cards: the Asshole, who does not play "
        "them.",
    ),
    RuleSection(
        "P-13",
        "All pawns HOME",
        "With all your pawns HOME you keep playing cards (they move nothing); you win "
        "by becoming President.",
    ),
    RuleSection(
        "P-14",
        "Ranking",
        "After the winner: the most pawns HOME, then the longest distance travelled "
        "(ties go to the earlier seat).",
    ),
    RuleSection(
        "P-2",
        "Option: no blank cards",
        "Play without the three blank cards and with one 3 taken out: 44 cards, 11 for "
        "each player.",
    ),
)


class PresidentGame(BaseGame):
    """Sorry My Ass!, registered as "president"."""

    id = "president"

    order = 20
    title = "Sorry My Ass!"
    subtitle = "Sorry! meets President"
    min_players = PLAYERS
    max_players = PLAYERS
    available = True
    hidden_information = True
    progress_label = "pawns HOME"
    progress_goal = 4
    rules = RULES

    def options(self) -> list[OptionSpec]:
        return [
            OptionSpec(
                "no_blanks",
                "Deck",
                (False, True),
                ("48 cards, 12 each", "No blank cards: 44 cards, 11 each"),
                rule="P-2",
                helps=(
                    "The 45 Sorry! cards and three blank cards that count as SORRY!.",
                    "Without the three blank cards, and with one 3 taken out.",
                ),
            )
        ]

    def validate_config(self, config: GameConfig) -> GameConfig:
        """P-1: exactly four players; the options and common options must be valid."""
        self.check_players(config)
        self.check_options(config)
        return config

    def rules_for(self, config: GameConfig) -> PresidentRules:
        return PresidentRules(self.seat_colours(config), bool(config.option("no_blanks", False)))

    def new_state(self, config: GameConfig, seed: int) -> PresidentState:
        self.validate_config(config)
        return PresidentState.new(self.rules_for(config), seed, config.option("first_player"))

    def state_from_dict(self, data: Mapping[str, Any]) -> PresidentState:
        return PresidentState.from_dict(data)

    def parse_action(self, text: str) -> Action:
        return parse_president_action(text)
