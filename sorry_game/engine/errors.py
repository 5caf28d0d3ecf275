"""Errors the engine raises, each carrying a reason a player can read."""

from __future__ import annotations


class IllegalAction(ValueError):
    """An action that the rules do not allow at this point; `reason` says why in player
    words, `rule` names the rule id (for code and tests; never shown to players)."""

    def __init__(self, action: object, reason: str, rule: str = "") -> None:
        super().__init__(f"{action}: {reason}")
        self.action = action
        self.reason = reason
        self.rule = rule


class SaveError(ValueError):
    """A save that cannot be loaded; `line` is the 1-based line at fault (0 = the file)."""

    def __init__(self, line: int, reason: str) -> None:
        where = f"line {line}: " if line else ""
        super().__init__(f"{where}{reason}")
        self.line = line
        self.reason = reason


class PartError(LookupError):
    """A game part that is missing or broken: its rules package, computer player or
    table plugin. Found at start-up, never papered over: `game` is the game's id, `part`
    which part ("rules", "computer", "plugin", "phone", "review"), `module` the module
    looked for, and `reason` what is wrong with it.

    >>> str(PartError("duel", "plugin", "sorry_game.app.plugins.duel", "it does not import"))
    "the game 'duel' has no usable table plugin: sorry_game.app.plugins.duel: it does not import"
    >>> import pickle
    >>> pickle.loads(pickle.dumps(PartError("duel", "rules", "m", "gone"))).reason
    'gone'
    """

    def __init__(self, game: str, part: str, module: str, reason: str) -> None:
        what = {
            "rules": "rules package",
            "computer": "computer player",
            "plugin": "table plugin",
            "phone": "phone part",
            "review": "review judge",
        }
        super().__init__(
            f"the game {game!r} has no usable {what.get(part, part)}: {module}: {reason}"
        )
        self.game = game
        self.part = part
        self.module = module
        self.reason = reason

    def __reduce__(self) -> tuple[type[PartError], tuple[str, str, str, str]]:
        """Rebuilt from its four parts: it crosses from a tournament's worker process
        to the parent as itself, not as a TypeError about its arguments."""
        return (PartError, (self.game, self.part, self.module, self.reason))
