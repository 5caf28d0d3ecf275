"""The Game and State protocols every game implements (DESIGN §1), and their shared data.

A game is a rules package: a `Game` (metadata, options, new states) and a `State` (one
game in progress). Nothing here knows any particular game. `BaseGame` gives the
metadata defaults a game can override.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable

from sorry_game.engine.actions import Action
from sorry_game.engine.events import Event
from sorry_game.engine.outcome import Outcome
from sorry_game.engine.picking import Entry
from sorry_game.engine.rng import derive_seed
from sorry_game.engine.view import View


@dataclass(frozen=True)
class OptionSpec:
    """One setup-screen option of a game: a named choice with a default (first choice).
    `rule` is the rule id (for code and tests; never shown to players). `helps` says
    what each choice means, one line per choice (the setup shows the chosen one's);
    `help` is the line for every choice that has none of its own.

    >>> spec = OptionSpec("fast", "Speed", (False, True), ("Calm", "Fast"),
    ...                   helps=("Take your time.", "A short clock."))
    >>> spec.help_for(True), OptionSpec("x", "X", (1, 2), ("1", "2"), help="Any.").help_for(2)
    ('A short clock.', 'Any.')
    """

    key: str
    label: str
    choices: tuple[Any, ...]
    labels: tuple[str, ...]
    rule: str = ""
    help: str = ""
    min_players: int = 0
    max_players: int = 99
    helps: tuple[str, ...] = ()

    @property
    def default(self) -> Any:
        return self.choices[0]

    def help_for(self, value: Any) -> str:
        """What choosing `value` means (its own line, else `help`)."""
        if value in self.choices:
            index = self.choices.index(value)
            if index < len(self.helps) and self.helps[index]:
                return self.helps[index]
        return self.help

    def applies_to(self, players: int) -> bool:
        return self.min_players <= players <= self.max_players


@dataclass(frozen=True)
class GameConfig:
    """How a game is set up: the number of players and the game's options."""

    players: int
    options: Mapping[str, Any] = field(default_factory=dict)

    def option(self, key: str, default: Any = None) -> Any:
        return self.options.get(key, default)

    def to_dict(self) -> dict[str, Any]:
        return {"players": self.players, "options": dict(self.options)}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> GameConfig:
        players = data.get("players")
        options = data.get("options", {})
        if not isinstance(players, int) or isinstance(players, bool):
            raise ValueError("config.players must be a whole number")
        if not isinstance(options, Mapping):
            raise ValueError("config.options must be a mapping")
        return cls(players=players, options=dict(options))


@dataclass(frozen=True)
class SeatColour:
    """A colour a seat can play: its name for players and its key in the theme."""

    name: str
    key: str


@dataclass(frozen=True)
class RuleSection:
    """One paragraph of a game's rules page: a heading and its text (`rule` is the id,
    for code and tests only)."""

    rule: str
    heading: str
    text: str


#: the four Sorry! colours, clockwise (RULES C-1)
SORRY_COLOURS = (
    SeatColour("Red", "red"),
    SeatColour("Blue", "blue"),
    SeatColour("Yellow", "yellow"),
    SeatColour("Green", "green"),
)


@runtime_checkable
class State(Protocol):
    """A game in progress. Only `apply` changes it; chance comes from its own seed."""

    def current_player(self) -> int | None:
        """The seat that must decide now (possibly out of turn); None when over."""
        ...

    def turn_player(self) -> int | None:
        """The seat whose turn it is (for the header); None when over."""
        ...

    def legal_actions(self) -> list[Action]:
        """The decider's legal actions; never empty while the game runs."""
        ...

    def apply(self, action: Action) -> list[Event]:
        """Apply a legal action (IllegalAction with a reason otherwise)."""
        ...

    def apply_fast(self, action: Action) -> None:
        """`apply` without building events: the hot path of search and simulation."""
        ...

    def is_over(self) -> bool: ...

    def outcome(self) -> Outcome | None:
        """How the game ended (None while it runs)."""
        ...

    def ranking(self) -> list[int]:
        """Seats from first to last place (winners first)."""
        ...

    def view(self, player: int | None) -> View[Any]:
        """What `player` may see (None: a spectator; no hidden card of anybody)."""
        ...

    def picks(self) -> list[Entry]:
        """How each legal action is picked: (choices, action) pairs, prefix-free,
        covering every legal action (several picks may lead to one action)."""
        ...

    def describe_action(self, action: Action, names: Sequence[str] | None = None) -> str:
        """The action in player words ("move pawn 2 forward 5"), no rule ids: another
        seat's piece by its colour ("Blue's pawn 1"), or with `names` (each seat's)
        by its player, as every other screen names seats ("Cy's pawn 1", "your pawn 1"
        for a seat named You)."""
        ...

    def clone(self) -> State: ...

    def determinize(self, player: int, rng: random.Random) -> State:
        """A copy in which what `player` cannot see is resampled consistently."""
        ...

    def to_dict(self) -> dict[str, Any]: ...


@runtime_checkable
class Game(Protocol):
    """A game kind: its metadata (class attributes, data), setup and new states. Found
    by the catalogue (`sorry_game.games.catalogue`) under its id."""

    id: str
    title: str
    subtitle: str
    min_players: int
    max_players: int
    available: bool
    #: place in the menu (lowest first); the first playable game is the default
    order: int
    #: the module of its computer player and of its table plugin; "" for the
    #: convention: `sorry_game.ai.<id>` and `sorry_game.app.plugins.<id>`
    computer: str
    plugin: str
    #: the colours seats can play (index = colour id)
    colours: tuple[SeatColour, ...]
    #: True when seats hold cards others may not see (pass-and-play curtain, no undo)
    hidden_information: bool
    #: what `SeatView.progress` counts, and its goal ("pawns HOME", 4)
    progress_label: str
    progress_goal: int
    #: whether a seat's note (`SeatView.note`) is part of the result, said on Results
    #: beside its kind (Sorry My Ass!'s "President · safe"), or of the table only
    results_notes: bool
    rules: tuple[RuleSection, ...]

    def options(self) -> list[OptionSpec]: ...
    def validate_config(self, config: GameConfig) -> GameConfig: ...
    def new_state(self, config: GameConfig, seed: int) -> State: ...
    def state_from_dict(self, data: Mapping[str, Any]) -> State: ...
    def parse_action(self, text: str) -> Action: ...
    def default_colours(self, players: int) -> tuple[int, ...]: ...
    def turn_order_text(self, players: int, colours: Sequence[int] | None = None) -> str:
        """Who plays in which order, for the setup screen: `colours` are the seats'
        colours as chosen (None: the game's defaults for this many players)."""
        ...

    def rematch_config(self, config: GameConfig, outcome: Outcome | None) -> GameConfig: ...
    def rematch_seed(self, seed: int, number: int) -> int: ...
    def hides(self, config: GameConfig) -> bool:
        """True when this setup deals cards a seat may not see (an option may decide)."""
        ...


class BaseGame:
    """Defaults for the metadata of a game; a game class overrides what differs."""

    id = ""
    title = ""
    subtitle = ""
    min_players = 2
    max_players = 4
    available = True
    order = 100
    computer = ""
    plugin = ""
    colours: tuple[SeatColour, ...] = SORRY_COLOURS
    hidden_information = False
    progress_label = "pawns HOME"
    progress_goal = 4
    results_notes = True
    rules: tuple[RuleSection, ...] = ()
    #: option keys every game accepts: the seat colours chosen in Setup, the first player
    COMMON_OPTIONS = frozenset({"colours", "first_player"})

    def options(self) -> list[OptionSpec]:
        return []

    def default_colours(self, players: int) -> tuple[int, ...]:
        return tuple(range(players))

    def hides(self, config: GameConfig) -> bool:
        return self.hidden_information

    def turn_order_text(self, players: int, colours: Sequence[int] | None = None) -> str:
        """The turn order of the chosen colours (seats play in colour order).

        >>> game = BaseGame()
        >>> game.turn_order_text(3), game.turn_order_text(2, (2, 0))
        ('Turns go clockwise: Red, Blue, Yellow.', 'Red and Yellow take turns.')
        """
        chosen = self.default_colours(players) if colours is None else sorted(colours)
        names = [self.colours[c].name for c in chosen]  # seats play in colour order
        if players == 2:
            return f"{names[0]} and {names[1]} take turns."
        return "Turns go clockwise: " + ", ".join(names) + "."

    def rematch_config(self, config: GameConfig, outcome: Outcome | None) -> GameConfig:
        """The same setup; the winner plays first (a game may override)."""
        options = dict(config.options)
        if outcome is not None and outcome.winners:
            options["first_player"] = outcome.winners[0]
        return GameConfig(config.players, options)

    def rematch_seed(self, seed: int, number: int) -> int:
        """A new seed for the n-th rematch, derived so a series replays too."""
        return derive_seed(seed, number) & 0x7FFFFFFF

    # --- helpers for validate_config ---------------------------------------------------
    def check_players(self, config: GameConfig) -> None:
        n = config.players
        if not (self.min_players <= n <= self.max_players):
            span = (
                f"{self.min_players}"
                if self.min_players == self.max_players
                else f"{self.min_players} to {self.max_players}"
            )
            raise ValueError(f"{self.title} takes {span} players, not {n}")

    def check_options(self, config: GameConfig) -> None:
        """Unknown keys and values outside an option's choices are refused."""
        specs = {spec.key: spec for spec in self.options()}
        unknown = set(config.options) - set(specs) - self.COMMON_OPTIONS
        if unknown:
            raise ValueError(f"unknown option(s): {', '.join(sorted(unknown))}")
        for key, spec in specs.items():
            if key in config.options and config.options[key] not in spec.choices:
                allowed = ", ".join(str(c).lower() for c in spec.choices)
                raise ValueError(
                    f"option {key} cannot be {config.options[key]!r} (choose {allowed})"
                )
        colours = config.option("colours")
        if colours is not None:
            n = config.players
            if (
                not isinstance(colours, (list, tuple))
                or len(colours) != n
                or len(set(colours)) != n
                or not all(
                    isinstance(c, int) and not isinstance(c, bool) and 0 <= c < len(self.colours)
                    for c in colours
                )
            ):
                raise ValueError(
                    f"colours must be one distinct colour 0-{len(self.colours) - 1} per player"
                )
        first = config.option("first_player")
        if first is not None and not (
            isinstance(first, int) and not isinstance(first, bool) and 0 <= first < config.players
        ):
            raise ValueError("first_player must be a seat number")

    def seat_colours(self, config: GameConfig) -> tuple[int, ...]:
        colours = config.option("colours")
        return tuple(colours) if colours is not None else self.default_colours(config.players)


def colour_names(game: Game, colours: Sequence[int]) -> list[str]:
    return [game.colours[c].name for c in colours]
