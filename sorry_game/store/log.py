"""The program's log file (errors of the computer players, a file that could not be
read, …): what a player can send with a bug report when the window has no console.
Two files of at most `kinds.LOG.max_bytes` each."""

from __future__ import annotations

import logging
import logging.handlers

from sorry_game.store.paths import log_path


def start_log() -> None:
    """Log warnings and errors to the player's data folder (and, as before, stderr)."""
    try:
        handler = logging.handlers.RotatingFileHandler(
            log_path(), maxBytes=256_000, backupCount=1, encoding="utf-8"
        )
    except OSError:
        return  # no log file is no reason not to play
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    logging.basicConfig(level=logging.WARNING, handlers=[handler, logging.StreamHandler()])
