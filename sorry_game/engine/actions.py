"""Actions: immutable values with a stable text form that parses back.

Every game defines its own action classes (frozen, slotted dataclasses); each has
`__str__` giving the canonical text used in saves and logs, and the game provides a
`parse_action(text)` that inverts it. This module holds the shared base and helpers.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable


class ActionParseError(ValueError):
    """Text that is not the form of any action of the game."""


class Action:
    """Marker base class for all actions. Subclasses are frozen dataclasses."""

    __slots__ = ()

    def text(self) -> str:
        return str(self)


def parse_action_with(text: str, parsers: Iterable[Callable[[list[str]], Action | None]]) -> Action:
    """Try each word-list parser in turn; the first that recognises the text wins.

    >>> class Pass(Action):
    ...     def __str__(self) -> str:
    ...         return "pass"
    >>> str(parse_action_with("pass", [lambda w: Pass() if w == ["pass"] else None]))
    'pass'
    >>> parse_action_with("fly", [lambda w: None])
    Traceback (most recent call last):
    ...
    sorry_game.engine.actions.ActionParseError: unknown action 'fly'
    """
    words = text.split()
    if not words:
        raise ActionParseError("empty action")
    for parser in parsers:
        try:
            action = parser(words)
        except (ValueError, IndexError, KeyError) as exc:
            raise ActionParseError(f"cannot read action {text!r}: {exc}") from None
        if action is not None:
            return action
    raise ActionParseError(f"unknown action {text!r}")
