"""Every kind of file the game keeps for the player, with its limits and what a player
loses when it cannot be written: one table, so that a limit is stated once and the
window's storage banner speaks of every kind the same way.

A kind's `max_bytes` binds both ways: the store never writes more (`guarded.write_text`
refuses it), and the reader refuses more unread. Whatever the store writes, it can read.
"""

from __future__ import annotations

from dataclasses import dataclass

from sorry_game.engine.savefile import MAX_SAVE_BYTES


@dataclass(frozen=True)
class FileKind:
    """One kind of user file."""

    #: short id, used as the key of a fault ("autosave", "stats", …)
    id: str
    #: what it is, in player words ("the autosave")
    label: str
    #: the largest file of this kind that is written or read
    max_bytes: int
    #: what the player loses while it cannot be written (a banner's first words)
    at_risk: str
    #: what to do about it, besides freeing the disk (a banner's last words)
    advice: str = ""
    #: a failure is shown in the window (the log's is only remembered)
    shown: bool = True
    #: what is not lost all the same (said after the advice)
    note: str = ""
    #: a notice, not a fault: shown this many seconds, then gone (0: until it is over)
    lasts: float = 0.0


AUTOSAVE = FileKind(
    "autosave",
    "the autosave",
    MAX_SAVE_BYTES,
    "Your moves are not being saved",
    "Save this game elsewhere with Save as…",
)
SAVE = FileKind(
    "save",
    "a saved game",
    MAX_SAVE_BYTES,
    "This game could not be saved",
    "Choose another folder in Save as…",
)
HISTORY = FileKind(
    "history",
    "a finished game",
    MAX_SAVE_BYTES,
    "Finished games are not being kept in History",
    note="This window holds on to them and keeps them once it can.",
)
STATS = FileKind(
    "stats",
    "the statistics",
    1024 * 1024,
    "Finished games are not being counted in your statistics",
    note="They are counted from History once the file can be written.",
)
SETTINGS = FileKind("settings", "the settings", 64 * 1024, "Your settings are not being saved")
THEME = FileKind("theme", "a theme", 64 * 1024, "A theme could not be read", shown=False)
LOG = FileKind("log", "the log", 256_000, "Errors are not being written to the log", shown=False)
#: a finished game's review (issue 42): computed again when it cannot be kept or read
REVIEW = FileKind(
    "review",
    "a game's review",
    2 * 1024 * 1024,
    "Game reviews are not being kept",
    shown=False,
    note="They are computed again when you ask for one.",
)
#: the folders themselves (data and settings): nothing can be kept until they can be made
FOLDER = FileKind(
    "folder",
    "your folder",
    0,
    "Saving is off, nothing you play is kept",
    "Save this game elsewhere with Save as…",
)

#: locks between windows: a file system without them, or lock files blocked by folders
LOCKS = FileKind(
    "locks",
    "the folder's locks",
    0,
    "Two windows open on this folder are not safe",
    "Play in one window at a time.",
)
#: a window's autosave moved to a file of its own (its lock was lost or taken): a notice
SLOT = FileKind(
    "slot",
    "this window's autosave",
    0,
    "This game is now autosaved in a file of its own",
    note="Another window could have saved over its old file; nothing was lost.",
    lasts=15.0,
)

#: every kind by its id (a kind defined above is in it: adding one is one definition)
KINDS = {kind.id: kind for kind in list(globals().values()) if isinstance(kind, FileKind)}
