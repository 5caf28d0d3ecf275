"""A Sorry! Revenge position as plain data and back (the save file's "state" part).

The keys and their order are the save format: changing them breaks saved games.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from sorry_game.games.revenge.phases import PHASES
from sorry_game.games.revenge.position import RevengePosition
from sorry_game.games.revenge.rules import RevengeRules


def to_dict(state: RevengePosition) -> dict[str, Any]:
    """Every field of `state` as JSON-ready data."""
    r = state.rules
    return {
        "rules": {"players": r.players, "colours": list(r.colours), "longer": r.longer},
        "seed": state.seed,
        "shuffles": state.shuffles,
        "hands": [list(h) for h in state.hands],
        "pile": list(state.pile),
        "play": list(state.play),
        "total": state.total,
        "discard": list(state.discard),
        "flips": list(state.flips),
        "direction": state.direction,
        "turn": state.turn,
        "phase": PHASES[state.phase],
        "decider": state.decider,
        "left": state.left,
        "scorer": state.scorer,
        "attacker": state.attacker,
        "what": state.what,
        "round": state.round,
        "turns": state.turns,
        "winners": list(state.winners),
        "tiebreak": list(state.tiebreak) if state.tiebreak is not None else None,
        "last": dict(state.last) if state.last is not None else None,
        "known": [list(k) for k in state.known],
        "absent": list(state.absent),
    }


def rules_from_dict(data: Mapping[str, Any]) -> RevengeRules:
    """The rules of a saved state (`to_dict`'s "rules")."""
    r = data["rules"]
    return RevengeRules(int(r["players"]), tuple(r["colours"]), bool(r["longer"]))


def restore(state: RevengePosition, data: Mapping[str, Any]) -> None:
    """Set the fields of a new `state` (made with `rules_from_dict(data)` and the seed)
    from `to_dict`'s data."""
    state.shuffles = int(data["shuffles"])
    state.hands = [list(h) for h in data["hands"]]
    state.pile = list(data["pile"])
    state.play = list(data["play"])
    state.total = int(data["total"])
    state.discard = list(data["discard"])
    state.flips = list(data["flips"])
    state.direction = int(data["direction"])
    state.turn = int(data["turn"])
    state.phase = PHASES.index(data["phase"])
    state.decider = int(data["decider"])
    state.left = int(data["left"])
    state.scorer = int(data["scorer"])
    state.attacker = int(data["attacker"])
    state.what = str(data["what"])
    state.round = int(data["round"])
    state.turns = int(data["turns"])
    state.winners = tuple(data["winners"])
    tiebreak = data.get("tiebreak")
    state.tiebreak = list(tiebreak) if tiebreak is not None else None
    last = data.get("last")
    state.last = dict(last) if last is not None else None
    state.known = [list(k) for k in data["known"]]
    state.absent = list(data["absent"])
