"""A game's record as a sequence of positions: what the replay viewer steps through and
what the statistics read a finished game's story from.

The record (seed + actions) is replayed once through the rules, which checks it and keeps
each action's events; a position is rebuilt on demand from the nearest kept position, so
stepping back is exact and a long game costs a few clones, not one per action.

>>> from sorry_game.games.catalogue import get_game
>>> from sorry_game.engine.interface import GameConfig
>>> from sorry_game.engine.savefile import SaveRecord
>>> game = get_game("classic")
>>> state = game.new_state(GameConfig(2), 3)
>>> actions = []
>>> for _ in range(5):
...     action = state.legal_actions()[0]
...     actions.append(str(action))
...     _ = state.apply(action)
>>> timeline = Timeline(game, SaveRecord("classic", GameConfig(2), 3, actions))
>>> len(timeline), timeline.state_at(5).to_dict() == state.to_dict()
(5, True)
>>> timeline.steps[0].number, timeline.steps[0].action == actions[0]
(1, True)
"""

from __future__ import annotations

from dataclasses import dataclass

from sorry_game.engine.events import Event
from sorry_game.engine.interface import Game, State
from sorry_game.engine.savefile import SaveRecord

#: a position is kept every this many actions (a replay step is at most this many applies)
KEEP_EVERY = 16


@dataclass(frozen=True)
class Step:
    """One action of the record: its number (1 = the first), who made it, its text and
    what it did."""

    number: int
    player: int | None
    action: str
    events: tuple[Event, ...]


class Timeline:
    """Positions 0..len(self) of a record (0: the deal, n: after the n-th action)."""

    def __init__(self, game: Game, record: SaveRecord) -> None:
        """Replays the record (SaveError if it is not a legal game of `game`)."""
        self.game = game
        self.record = record
        self.steps: list[Step] = []

        def keep(player: int | None, action: object, events: list[Event]) -> None:
            text = record.actions[len(self.steps)]
            self.steps.append(Step(len(self.steps) + 1, player, text, tuple(events)))

        self.final: State = record.replay(game, on_step=keep)
        self._kept: dict[int, State] = {0: game.new_state(record.config, record.seed)}

    def __len__(self) -> int:
        return len(self.steps)

    def state_at(self, number: int) -> State:
        """The position after `number` actions (clamped to 0..len), a fresh copy."""
        number = max(0, min(len(self.steps), number))
        base = max(k for k in self._kept if k <= number)
        state = self._kept[base].clone()
        for i in range(base, number):
            state.apply_fast(self.game.parse_action(self.steps[i].action))
            if (i + 1) % KEEP_EVERY == 0 and (i + 1) not in self._kept:
                self._kept[i + 1] = state.clone()
        return state
