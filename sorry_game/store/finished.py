"""A finished game is filed once: kept in the history (the games to watch again) and
counted in the statistics. Results files it; so does the title at the next start when
the window was closed before Results showed, so that no finished game is lost.
"""

from __future__ import annotations

import logging

from sorry_game.session import Session
from sorry_game.store.history import keep_finished
from sorry_game.store.stats import record_session
from sorry_game.story import game_length

log = logging.getLogger(__name__)

#: what to tell the player when the statistics could not be kept: (title, lines)
Problem = tuple[str, list[str]]


def join_names(names: list[str]) -> str:
    """'Ann', 'Ann and Bo', 'Ann, Bo and Cy'.

    >>> join_names(["Ann"]), join_names(["Ann", "Bo"]), join_names(["Ann", "Bo", "Cy"])
    ('Ann', 'Ann and Bo', 'Ann, Bo and Cy')
    """
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


def file_finished(session: Session) -> Problem | None:
    """Keep a finished `session` in the history and count it in the statistics (each
    once, however often it is filed); what to tell the player when the statistics file
    was broken or could not be saved. A game still going on is not filed."""
    state = session.state
    if not state.is_over():
        return None
    outcome = state.outcome()
    names = session.names()
    winners = [names[w] for w in (outcome.winners if outcome else ()) if w < len(names)]
    keep_finished(session.record(), join_names(winners))
    try:
        length, unit = game_length(session.game, state)
        _counted, problem = record_session(session, length, unit)
    except Exception:  # noqa: BLE001 - statistics never stop the screen that files them
        log.exception("the statistics could not be updated")
        return None
    return problem
