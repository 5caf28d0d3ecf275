"""The computer player of each game at each level, found by convention (DESIGN §5).

A game's computer player is the module `sorry_game.ai.<id>` (or the module its `Game`
names in `computer`). It defines

    evaluate(state, seat) -> float            how good a position is for `seat`
and may define
    build_agent(level, seed, budget) -> Agent | None
                                              its own player for a level (None: the default);
                                              asked for "policy" too: the searches' quick
                                              player of later moves (None: normal's)
    win_chances(state) -> list[float] | None  each seat's chance to win from a world
                                              (every hidden card dealt; None: not known
                                              for this table): hard plays rollouts
    SELF_IN_ROLLOUTS: str                     with `win_chances`: how hard plays its own
                                              later moves in a rollout, "chances" (the
                                              best by them, the default) or "normal"
    OFFERED_LEVELS: tuple[str, ...]           the levels Setup offers for the game
                                              (default `OFFERED`: Expert only where it
                                              was measured stronger than Hard)

By default a level is built from `evaluate`: easy = mostly random with some sense,
normal = the one-ply greedy player, hard and expert = the tree search (`search.py`)
— or, for a game with `win_chances`, rollouts in dealt worlds (`rollouts.py`), with the
tree search where the chances say None — with the level's thinking
time (`LEVELS`; the window's setting may change it). A game whose
module is missing, fails to import or defines no `evaluate` is a `PartError` naming the
module — never a game whose computers silently play at random.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

from sorry_game.ai.agents import (
    Agent,
    EasyAgent,
    Evaluator,
    GreedyAgent,
    RandomAgent,
)
from sorry_game.ai.budget import Budget
from sorry_game.ai.rollouts import LeafValues, RolloutAgent
from sorry_game.ai.search import SearchAgent
from sorry_game.engine.errors import PartError
from sorry_game.engine.interface import Game
from sorry_game.engine.parts import import_part
from sorry_game.games.catalogue import get_game


@dataclass(frozen=True)
class Level:
    """A computer level as players meet it: its name in saves and on the command line,
    its label and one line of player words for Setup, and its thinking time."""

    name: str
    label: str
    words: str
    seconds: float = 0.0

    def budget(self, seconds: float | None = None, iterations: int | None = None) -> Budget:
        """This level's budget (`seconds` overrides the level's own time)."""
        return Budget(self.seconds if seconds is None else seconds, iterations)


#: the levels a seat can be given, weakest first ("random" is for tests and tournaments)
LEVELS: tuple[Level, ...] = (
    Level("easy", "Easy", "Easy: plays at once and often misses the best move."),
    Level("normal", "Normal", "Normal: plays at once, the best move for this turn."),
    Level("hard", "Hard", "Hard: plans ahead; thinks up to about a second on a close choice.", 0.8),
    Level(
        "expert",
        "Expert",
        "Expert: looks further ahead than Hard and thinks up to four times as long.",
        3.0,
    ),
)
LEVEL_BY_NAME = {level.name: level for level in LEVELS}
LEVEL_NAMES = ("random", *LEVEL_BY_NAME)
#: the levels Setup offers a game whose computer names none: Expert is offered only by
#: a game where it was measured stronger than Hard (issue 18), so that its name is true
OFFERED = ("easy", "normal", "hard")
#: how hard may play its own later moves in a rollout (`Computer.self_in_rollouts`)
SELF_IN_ROLLOUTS = ("chances", "normal")

AgentBuilder = Callable[[str, "int | None", Budget], "Agent | None"]


@dataclass(frozen=True)
class Computer:
    """A game's computer player: its module, its evaluation, its own agents if any, and
    the scale of its evaluation (what counts as a clear lead: the search's `scale`)."""

    module: str
    evaluate: Evaluator
    build_agent: AgentBuilder | None = None
    scale: float = 20.0
    win_chances: LeafValues | None = None
    #: the levels Setup offers (names of `LEVELS`, weakest first)
    offered: tuple[str, ...] = OFFERED
    #: how the rollouts play the searching seat's later moves: "chances" or "normal"
    self_in_rollouts: str = "chances"

    def own_agent(self, level: str, seed: int | None, budget: Budget) -> Agent | None:
        return None if self.build_agent is None else self.build_agent(level, seed, budget)

    def normal(self, seed: int | None) -> Agent:
        """The normal player: the game's own, else greedy on the evaluation."""
        agent = self.own_agent("normal", seed, Budget(0.0))
        return agent if agent is not None else GreedyAgent(self.evaluate, seed)

    def policy(self, seed: int | None) -> Agent:
        """The searches' quick player of the moves they look ahead through: the game's
        own "policy" agent, else its normal player. Apart from normal so that a game's
        normal level may itself be a small search (Sorry My Ass!, issue 42) without
        searching inside every look-ahead."""
        agent = self.own_agent("policy", seed, Budget(0.0))
        return agent if agent is not None else self.normal(seed)

    def searcher(self, level: str, seed: int | None, budget: Budget) -> Agent:
        """The tree search with the game's policy as its rollout player; with
        `win_chances`, rollouts over the draw in front of it."""
        policy = self.policy(None if seed is None else seed + 7)
        search = SearchAgent(self.evaluate, policy, seed, budget, name=level, scale=self.scale)
        if self.win_chances is None:
            return search
        own = policy if self.self_in_rollouts == "normal" else None
        return RolloutAgent(self.win_chances, policy, search, seed, budget, name=level, own=own)


_DEFAULTS: dict[str, Callable[[Computer, int | None, Budget], Agent]] = {
    "easy": lambda computer, seed, budget: EasyAgent(computer.evaluate, seed),
    "normal": lambda computer, seed, budget: computer.normal(seed),
    "hard": lambda computer, seed, budget: computer.searcher("hard", seed, budget),
    "expert": lambda computer, seed, budget: computer.searcher("expert", seed, budget),
}


def computer_module(game: Game) -> str:
    """Where the game's computer player lives: its `computer`, else `sorry_game.ai.<id>`."""
    return game.computer or f"{__package__}.{game.id}"


@cache
def _computer(module_name: str, game_id: str) -> Computer:
    module = import_part(game_id, "computer", module_name)
    evaluate = getattr(module, "evaluate", None)
    if not callable(evaluate):
        raise PartError(game_id, "computer", module_name, "it defines no evaluate(state, seat)")
    builder = getattr(module, "build_agent", None)
    scale = float(getattr(module, "VALUE_SCALE", 20.0))
    chances = getattr(module, "win_chances", None)
    offered = getattr(module, "OFFERED_LEVELS", OFFERED)
    if (
        not isinstance(offered, tuple)
        or not offered
        or any(name not in LEVEL_BY_NAME for name in offered)
    ):
        names = ", ".join(LEVEL_BY_NAME)
        raise PartError(
            game_id, "computer", module_name, f"its OFFERED_LEVELS are not a tuple of {names}"
        )
    own = getattr(module, "SELF_IN_ROLLOUTS", "chances")
    if own not in SELF_IN_ROLLOUTS:
        raise PartError(
            game_id,
            "computer",
            module_name,
            f"its SELF_IN_ROLLOUTS is not one of {SELF_IN_ROLLOUTS}",
        )
    return Computer(
        module_name,
        evaluate,
        builder if callable(builder) else None,
        scale,
        chances if callable(chances) else None,
        tuple(name for name in LEVEL_BY_NAME if name in offered),
        own,
    )


def computer_of(game: Game) -> Computer:
    """The computer player of `game`; PartError when it is missing or broken."""
    return _computer(computer_module(game), game.id)


def offered_levels(game: Game) -> tuple[Level, ...]:
    """The levels Setup offers for `game`, weakest first; PartError when its computer
    player is missing or broken."""
    return tuple(LEVEL_BY_NAME[name] for name in computer_of(game).offered)


def make_agent(
    level: str, game_id: str, seed: int | None = None, budget: Budget | None = None
) -> Agent:
    """The computer player for `level` (random, easy, normal, hard, expert) in game
    `game_id`, thinking within `budget` (default: the level's own time)."""
    if level not in LEVEL_NAMES:
        raise ValueError(f"unknown computer level {level!r} (choose {', '.join(LEVEL_NAMES)})")
    if level == "random":
        return RandomAgent(seed)
    if budget is None:
        budget = LEVEL_BY_NAME[level].budget()
    computer = computer_of(get_game(game_id))
    agent = computer.own_agent(level, seed, budget)
    return agent if agent is not None else _DEFAULTS[level](computer, seed, budget)
