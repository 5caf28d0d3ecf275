"""How good a Sorry! board is for one colour or team: the judgement the computer players
of Sorry! and Sorry My Ass! share (like `games/board`, it belongs to neither game).

Terms, each a line of the rule book a good player keeps in mind:
progress towards HOME; SAFETY and HOME are out of reach of bumps; a pawn standing
where an opponent's likely card lands is at risk; your own pawn on your START exit
square blocks the next pawn leaving; an opponent pushed back is worth as much as
your own progress, most of all when that opponent is leading.
"""

from __future__ import annotations

from sorry_game.games.board.cards import DECK_COUNTS
from sorry_game.games.board.geometry import EXIT, HOME, PROGRESS, SAFETY_BASE, START, TRACK_LEN

_DECK = sum(n for _, n in DECK_COUNTS)
_COUNT = dict(DECK_COUNTS)

#: THREAT[d]: chance an opponent d squares behind can land on you with the next card
THREAT = [0.0] * TRACK_LEN
for _d in range(1, 13):
    _p = _COUNT.get(_d, 0) / _DECK
    if _d < 7:
        _p += 0.5 * _COUNT[7] / _DECK  # part of a 7 split
    THREAT[_d] = _p
#: backward threats: an opponent 4 or 1 squares ahead with a 4 or a 10
THREAT_AHEAD = {4: _COUNT[4] / _DECK, 1: _COUNT[10] / _DECK}

SAFE_BONUS = 6.0  # in SAFETY: cannot be bumped any more
HOME_BONUS = 10.0
RISK_WEIGHT = 1.0
BLOCKED_EXIT = 4.0
START_PENALTY = 2.0


#: RISK[(p - t) % TRACK_LEN]: the chance an opponent pawn on track square t lands on a
#: pawn on p with the next card (from behind, or backwards with a 4 or a 10)
RISK = [THREAT[d] + THREAT_AHEAD.get((-d) % TRACK_LEN, 0.0) for d in range(TRACK_LEN)]


def colour_value(pos: list[int], colour: int, live: tuple[int, ...]) -> float:
    """Value of `colour`'s four pawns given every live colour's pawns (higher is better)."""
    return _colour_value(pos, colour, _track_pawns(pos, live))


def _track_pawns(pos: list[int], live: tuple[int, ...]) -> dict[int, list[int]]:
    """Each live colour's pawns on the track (the ones that threaten)."""
    return {c: [t for t in pos[c * 4 : c * 4 + 4] if t < TRACK_LEN] for c in live}


def _colour_value(pos: list[int], colour: int, tracks: dict[int, list[int]]) -> float:
    prog = PROGRESS[colour]
    threats = [t for c, ts in tracks.items() if c != colour for t in ts]
    value = 0.0
    base = colour * 4
    in_start = 0
    for pawn in range(base, base + 4):
        p = pos[pawn]
        if p == START:
            in_start += 1
            value -= START_PENALTY
            continue
        steps = prog[p]
        if p == HOME:
            value += steps + HOME_BONUS + SAFE_BONUS
            continue
        if p >= SAFETY_BASE:
            value += steps + SAFE_BONUS
            continue
        value += steps
        risk = 0.0
        for t in threats:
            risk += RISK[(p - t) % TRACK_LEN]
        value -= RISK_WEIGHT * risk * (steps + 4)
    if in_start:
        exit_sq = EXIT[colour]
        if exit_sq in pos[base : base + 4]:
            value -= BLOCKED_EXIT
    return value


def board_score(pos: list[int], team: tuple[int, ...], live: tuple[int, ...]) -> float:
    """Score for the team owning `team` colours: own value minus the opponents',
    weighted towards the leading opponent (bumping the leader is worth most)."""
    tracks = _track_pawns(pos, live)
    own = sum(_colour_value(pos, c, tracks) for c in team)
    opps = [_colour_value(pos, c, tracks) for c in live if c not in team]
    if not opps:
        return own
    return own - (0.5 * max(opps) + 0.5 * sum(opps) / len(opps)) * len(team)
