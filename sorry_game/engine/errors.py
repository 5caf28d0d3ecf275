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
