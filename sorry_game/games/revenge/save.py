"""A Sorry! Revenge position as plain data and back (the save file's "state" part).

The keys and their order are the save format: changing them breaks saved games.
`restore` refuses data that no game can reach, naming the first broken invariant.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from sorry_game.engine.savefile import fields, flag, items, same_cards, whole, wholes, word
from sorry_game.games.revenge.cards import (
    DECK_SIZE,
    DONTBE,
    IS_NUMBER,
    KINDS,
    MAX_HAND,
    NAME,
    STEAL,
    full_deck,
)
from sorry_game.games.revenge.phases import (
    BLOCK_PHASE,
    OVER,
    PHASES,
    PLAY2_PHASE,
    PLAY_PHASE,
    STEAL_PHASE,
)
from sorry_game.games.revenge.position import Result, RevengePosition
from sorry_game.games.revenge.rules import RevengeRules

#: a save holds exactly the position's fields, named as in the class
KEYS = tuple(RevengePosition.__slots__)
RULE_KEYS = ("players", "colours", "longer")
#: how a round can end (the view's last round)
RESULTS = ("21", "bust", "stolen", "steal_blocked", "flip_blocked", "flipped_back")
#: a seed is at most 20 digits (savefile.SEED_PATTERN); a count at most this
SEED_LIMIT = 10**20
COUNT_LIMIT = 10**9
#: the highest total: 20, then a 10 (a bust)
MAX_TOTAL = 30


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
    """The rules of a saved state (`to_dict`'s "rules"); ValueError when they are none."""
    r = fields(data["rules"], RULE_KEYS, "rules")
    players = whole(r["players"], "rules.players", 2, 4)
    colours = tuple(wholes(r["colours"], "rules.colours", 0, 3, players))
    if len(set(colours)) != players:
        raise ValueError("rules.colours: two seats play one colour")
    return RevengeRules(players, colours, flag(r["longer"], "rules.longer"))


def seed_from_dict(data: Mapping[str, Any]) -> int:
    return whole(data["seed"], "seed", -SEED_LIMIT, SEED_LIMIT)


def _cards(value: object, what: str, most: int = DECK_SIZE) -> list[int]:
    return wholes(value, what, 0, KINDS - 1, most=most)


def _last(value: object, n: int) -> Result | None:
    if value is None:
        return None
    last = fields(value, ("result", "seat", "by", "round", "total"), "last")
    by = last["by"]
    return {
        "result": word(last["result"], "last.result", RESULTS),
        "seat": whole(last["seat"], "last.seat", 0, n - 1),
        "by": None if by is None else whole(by, "last.by", 0, n - 1),
        "round": whole(last["round"], "last.round", 1, COUNT_LIMIT),
        "total": whole(last["total"], "last.total", 0, MAX_TOTAL),
    }


def restore(state: RevengePosition, data: Mapping[str, Any]) -> None:
    """Set the fields of a new `state` (made with `rules_from_dict(data)` and the seed)
    from `to_dict`'s data, checking each invariant of RULES §R (`check`); ValueError
    names the first broken one."""
    n = state.rules.players
    last_seat = n - 1
    state.shuffles = whole(data["shuffles"], "shuffles", 0, COUNT_LIMIT)
    hands = items(data["hands"], "hands", n)
    state.hands = [_cards(h, f"hands[{s}]", MAX_HAND) for s, h in enumerate(hands)]
    state.pile = _cards(data["pile"], "pile")
    state.play = _cards(data["play"], "play")
    state.total = whole(data["total"], "total", 0, MAX_TOTAL)
    state.discard = _cards(data["discard"], "discard")
    state.flips = wholes(data["flips"], "flips", 0, state.rules.goal, n)
    direction = whole(data["direction"], "direction", -1, 1)
    if direction == 0:
        raise ValueError("direction must be 1 or -1")
    state.direction = direction
    state.turn = whole(data["turn"], "turn", 0, last_seat)
    state.phase = PHASES.index(word(data["phase"], "phase", PHASES))
    state.decider = whole(data["decider"], "decider", -1, last_seat)
    state.left = whole(data["left"], "left", 0, 2)
    state.scorer = whole(data["scorer"], "scorer", -1, last_seat)
    state.attacker = whole(data["attacker"], "attacker", -1, last_seat)
    state.what = word(data["what"], "what", ("", "steal", "flipback"))
    state.round = whole(data["round"], "round", 1, COUNT_LIMIT)
    state.turns = whole(data["turns"], "turns", 0, COUNT_LIMIT)
    state.winners = tuple(wholes(data["winners"], "winners", 0, last_seat, most=n))
    tiebreak = data["tiebreak"]
    state.tiebreak = None if tiebreak is None else wholes(tiebreak, "tiebreak", -1, 21, n)
    state.last = _last(data["last"], n)
    known = items(data["known"], "known", n)
    state.known = [_cards(k, f"known[{s}]", MAX_HAND) for s, k in enumerate(known)]
    state.absent = wholes(data["absent"], "absent", 0, (1 << KINDS) - 1, n)
    check(state)


# --- the invariants of a position (RULES §R) -------------------------------------------------
def check(state: RevengePosition) -> None:
    """Raise ValueError naming the first invariant of a reachable position `state`
    breaks: every card somewhere once (R-2, R-3), hands of at most 7 (R-4), what
    everybody knows of a hand is true of it, the decider and what they answer in each
    phase (R-4, R-7, R-9, R-10), the last round, the end (R-12)."""
    _check_cards(state)
    _check_phase(state)
    _check_end(state)


def _check_cards(state: RevengePosition) -> None:
    same_cards(
        [c for h in state.hands for c in h] + state.pile + state.play + state.discard,
        full_deck(),
        "cards",
        lambda card: f"{NAME[card]} card(s)",
    )
    for seat, hand in enumerate(state.hands):
        rest = hand[:]
        for card in state.known[seat]:
            if card not in rest:
                raise ValueError(f"known[{seat}]: everybody knows of a card the hand lacks")
            rest.remove(card)
        if any(state.absent[seat] >> card & 1 for card in hand):
            raise ValueError(f"absent[{seat}]: the hand holds a card everybody knows it lacks")


def _check_phase(state: RevengePosition) -> None:
    """Who decides in each phase, and what the phase carries (see state.py)."""
    phase, turn, decider = state.phase, state.turn, state.decider
    hands = state.hands
    if phase in (PLAY_PHASE, PLAY2_PHASE):
        if decider != turn or state.scorer != -1 or state.attacker != -1 or state.what:
            raise ValueError("decider: on a turn the turn player decides, nothing is answered")
        if state.total > 20:
            raise ValueError("total: the round should have ended")
        if phase == PLAY_PHASE and (state.left or not hands[turn]):
            raise ValueError("hands: the turn player has no card to play")
        if phase == PLAY2_PHASE and (not state.left or not any(IS_NUMBER[c] for c in hands[turn])):
            raise ValueError("left: a Play 2 waits without a number card to play")
    elif phase == STEAL_PHASE:
        if state.total != 21 or state.scorer != turn or state.what or state.attacker != -1:
            raise ValueError("phase: a steal is asked for only right after a 21")
        if decider in (-1, turn) or STEAL not in hands[decider]:
            raise ValueError("decider: asked to steal without a steal-21")
    elif phase == BLOCK_PHASE:
        if decider < 0 or DONTBE not in hands[decider]:
            raise ValueError("decider: asked to block without Don't Be SORRY!")
        if state.what == "steal":
            if state.total != 21 or not decider == state.scorer == turn:
                raise ValueError("decider: only the scorer blocks a steal of their 21")
            if state.attacker in (-1, turn):
                raise ValueError("attacker: a steal needs a stealer")
        elif state.what == "flipback":
            if state.attacker != turn or decider == turn or state.scorer != -1:
                raise ValueError("decider: only the target blocks a flip-back")
            if not state.flips[decider] or state.total > 20:
                raise ValueError("decider: the target of a flip-back has no pawn card HOME")
        else:
            raise ValueError("what: a block answers a steal or a flip-back")


def _check_end(state: RevengePosition) -> None:
    """R-6/R-12: the last round's result; the game is over exactly when somebody
    reached the goal; the winners reached it (a tiebreak among them)."""
    goal = state.rules.goal
    if (state.last is None) != (state.round == 1):
        raise ValueError("last: every round but the first follows a finished one")
    if state.last is not None and state.last["round"] != state.round - 1:
        raise ValueError("last: not the round before this one")
    reached = [s for s, f in enumerate(state.flips) if f >= goal]
    if state.phase != OVER:
        if state.winners or state.tiebreak is not None or state.decider < 0:
            raise ValueError("winners: the game goes on but has winners")
        if reached:
            raise ValueError(f"flips: seat {reached[0]} reached the goal but the game goes on")
        return
    if state.decider != -1:
        raise ValueError("decider: nobody decides after the end")
    winners = state.winners
    if not winners or len(set(winners)) != len(winners) or not set(winners) <= set(reached):
        raise ValueError("winners: the winners did not reach the goal")
    if len(winners) > 1 and state.tiebreak is None:
        raise ValueError("winners: only a tiebreak is shared")
