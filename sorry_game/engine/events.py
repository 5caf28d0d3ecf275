"""Events: what an applied action did, for animation, sound and the move log.

Games subclass `Event` with frozen dataclasses. `kind` is a short stable name
(used by the sound table and the log); `describe()` is an English sentence.
"""

from __future__ import annotations


class Event:
    """Base class of every event."""

    __slots__ = ()
    kind: str = "event"

    def describe(self, names: list[str] | None = None) -> str:
        return str(self)
