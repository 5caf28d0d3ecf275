"""Sorry, King!: chess inside a checker ring (RULES §K) — the game's metadata and setup."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from sorry_game.engine.actions import Action
from sorry_game.engine.interface import (
    BaseGame,
    GameConfig,
    OptionSpec,
    RuleSection,
    SeatColour,
)
from sorry_game.engine.outcome import Outcome
from sorry_game.games.king.actions import parse_king_action
from sorry_game.games.king.rules import DIRECTIONS, VALUE_SETS, KingRules
from sorry_game.games.king.state import KingState

RULES: tuple[RuleSection, ...] = (
    RuleSection(
        "K-11",
        "Goal",
        "Checkmate the other king, make it change colour, or be first to bring four "
        "checkers all the way round the ring.",
    ),
    RuleSection(
        "K-1",
        "The board",
        "A 10x10 board: the middle 8x8 is a chess board, and the 36 squares of its frame "
        "are the ring where the checkers run. Chess pieces never leave the chess board; "
        "checkers never leave the ring.",
    ),
    RuleSection(
        "K-2",
        "Players",
        "Two players, White and Black, each with a full chess set in the usual setup and "
        "five checkers. White moves first.",
    ),
    RuleSection(
        "K-3",
        "Red squares",
        "The four corners of the ring are red squares. White's is the corner beside h1, "
        "Black's the one beside a8, and the checkers run counter-clockwise. In the clockwise "
        "version White's is beside a1 and Black's beside h8.",
    ),
    RuleSection(
        "K-4",
        "Your turn",
        "Make one chess move (normal chess: check, castling, en passant and promotion all "
        "apply), then move one of your checkers.",
    ),
    RuleSection(
        "K-5",
        "How far a checker moves",
        "Exactly the value of the chess piece you just moved: Pawn 1, Knight 2, Bishop 3, "
        "Rook 4, Queen 5, King 6. Castling counts as a King move, a promotion as a Pawn "
        "move. With standard values: 1, 3, 3, 5, 9 and 10.",
    ),
    RuleSection(
        "K-6",
        "Checkers",
        "At the start one checker of each player stands on its red square and four wait "
        "in reserve. Whenever your red square holds none of your checkers, one from your "
        "reserve enters there at once, capturing an enemy checker standing on it. "
        "Checkers jump over others. Landing on an enemy checker captures it (it goes back "
        "to its owner's reserve); you may not land on your own. You choose which checker "
        "to move and must move one if any can; if none can go the distance, you skip it.",
    ),
    RuleSection(
        "K-7",
        "Tours",
        "A checker that goes all the way round the ring and reaches or passes its own red "
        "square again has completed a tour and leaves the ring for good. It captures nothing on the way out.",
    ),
    RuleSection(
        "K-8",
        "Controlling a line",
        "A rank is controlled when both ring squares at its ends hold checkers, a file "
        "when both squares beyond ranks 1 and 8 do, whatever their colours. It counts "
        "only when your moved checker just arrived on one end; a line that stays "
        "controlled does nothing on later turns. Corners end no line.",
    ),
    RuleSection(
        "K-9",
        "Colour change",
        "On a newly controlled line: two white checkers turn one black piece on the line "
        "white; two black checkers turn one white piece black; one of each turns one "
        "white piece black and one black piece white. The owner of the piece that "
        "changes chooses which one it is; the king may be chosen only when it is that "
        "player's only piece on the line. A player with no piece on the line loses "
        "nothing. The mover's side is settled first.",
    ),
    RuleSection(
        "K-10",
        "Changed pieces",
        "A changed piece belongs to its new owner at once: a pawn now moves and promotes "
        "in its new owner's direction (and, standing on its new owner's second rank, may "
        "step two). A changed king or rook can never castle, and an en passant capture "
        "of a changed pawn is no longer possible.",
    ),
    RuleSection(
        "K-11a",
        "End of the game",
        "Checked in this order after each turn: a king changed colour (its former owner "
        "loses at once); the mover's own king is attacked after the colour changes (the "
        "mover loses); the player to move is checkmated (they lose); a player has "
        "completed four tours (they win); the player to move has no legal chess move "
        "and is not in check (a draw); the same whole position (chess, checkers, "
        "reserves, side to move) comes up for the third time, or 150 turns pass with no "
        "capture of a piece or checker, colour change, pawn move or tour (a draw).",
    ),
)


class KingGame(BaseGame):
    """Sorry, King!, registered as "king": two players, White (seat 0) and Black."""

    id = "king"

    order = 30
    title = "Sorry, King!"
    subtitle = "Chess inside a checker ring"
    min_players = 2
    max_players = 2
    available = True
    colours = (SeatColour("White", "white"), SeatColour("Black", "black"))
    hidden_information = False
    progress_label = "tours"
    progress_goal = 4
    #: the checkers waiting in reserve (K-6) are the table's, no part of who won: Results
    #: said "2 in reserve" beside each player, words that meant nothing there
    results_notes = False
    rules = RULES

    def options(self) -> list[OptionSpec]:
        return [
            OptionSpec(
                "direction",
                "Checkers run",
                DIRECTIONS,
                ("Counter-clockwise", "Clockwise"),
                rule="K-3",
                helps=(
                    "White's checkers start in the corner by h1, Black's by a8.",
                    "White's checkers start in the corner by a1, Black's by h8.",
                ),
            ),
            OptionSpec(
                "values",
                "Checker distances",
                VALUE_SETS,
                ("1 to 6", "Standard values"),
                rule="K-5",
                helps=(
                    "Pawn 1, Knight 2, Bishop 3, Rook 4, Queen 5, King 6.",
                    "Pawn 1, Knight 3, Bishop 3, Rook 5, Queen 9, King 10.",
                ),
            ),
        ]

    def default_colours(self, players: int) -> tuple[int, ...]:
        return (0, 1)

    def turn_order_text(self, players: int, colours: Sequence[int] | None = None) -> str:
        return "White moves first; then turns alternate."

    def validate_config(self, config: GameConfig) -> GameConfig:
        """Two players; White is always seat 0 (Setup sorts seats by colour)."""
        self.check_players(config)
        self.check_options(config)
        colours = config.option("colours")
        if colours is not None and tuple(colours) != (0, 1):
            raise ValueError("White must be the first seat and Black the second")
        return config

    def rules_for(self, config: GameConfig) -> KingRules:
        return KingRules(
            direction=config.option("direction", DIRECTIONS[0]),
            values=config.option("values", VALUE_SETS[0]),
        )

    def new_state(self, config: GameConfig, seed: int) -> KingState:
        """A new game; the option `first_player` is accepted and ignored (White starts)."""
        self.validate_config(config)
        return KingState(self.rules_for(config), seed)

    def state_from_dict(self, data: Mapping[str, Any]) -> KingState:
        return KingState.from_dict(data)

    def parse_action(self, text: str) -> Action:
        return parse_king_action(text)

    def rematch_config(self, config: GameConfig, outcome: Outcome | None) -> GameConfig:
        """The same setup: White always starts the chess game, so no first player."""
        options = {k: v for k, v in config.options.items() if k != "first_player"}
        return GameConfig(config.players, options)
