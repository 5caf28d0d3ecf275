"""What Sorry! Revenge shows and asks: the view of one seat, the picks, action words.

Nothing here changes a state. The view holds only what its viewer may know: the
viewer's own hand, counts of the others' hands and of the piles, and the public table
(`RevengeView`, the game's part of the engine's `View`). This module reads a state only
through `Seen`, the few things it looks at, so it never imports state.py.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from sorry_game.engine.actions import Action
from sorry_game.engine.interface import SORRY_COLOURS
from sorry_game.engine.outcome import Outcome
from sorry_game.engine.picking import Choice, Entry
from sorry_game.engine.view import SeatView, View
from sorry_game.games.revenge.actions import Accept, Block, Discard, FlipBack, LetGo, Play, Steal
from sorry_game.games.revenge.cards import (
    CARDS,
    CODE,
    DONTBE,
    FLIPBACK,
    STEAL,
    TAKE2,
    playing,
    the,
)
from sorry_game.games.revenge.phases import BLOCK_PHASE, OVER, PLAY2_PHASE, STEAL_PHASE
from sorry_game.games.revenge.rules import RevengeRules
from sorry_game.games.revenge.scoring import PAWNS, faces, home_count

PLAY_PROMPT = "Choose a card to play."
#: (how many are still to play: the board's, by the seat)
PLAY2_PROMPT = "Play 2: choose a number card."
STUCK_PROMPT = "No card can be played now: show your hand and choose a card to discard."
TARGET_PROMPT = "SORRY!: choose whose pawn card to turn over."


@dataclass(frozen=True, slots=True)
class Pending:
    """The decision the table waits for, when it is more than an ordinary play."""

    #: "play2" (the number cards after a Play 2), "steal" (a 21 may be stolen) or
    #: "block" (a SORRY! may be blocked)
    kind: str
    #: who decides
    seat: int
    #: play2: number cards still to play
    left: int = 0
    #: steal: who made the 21
    scorer: int = -1
    #: block: who played the SORRY!, and which one ("steal" or "flipback")
    attacker: int = -1
    what: str = ""


@dataclass(frozen=True, slots=True)
class LastRound:
    """How the last round ended (R-6, R-8, R-9, R-10)."""

    #: "21", "stolen", "steal_blocked", "bust", "flip_blocked" or "flipped_back"
    result: str
    #: the seat the result is about (the scorer, the stealer, the buster, the target…)
    seat: int
    #: the other seat involved (the robbed scorer, the attacker…), or None
    by: int | None
    round: int
    #: the total on the play pile when the round ended
    total: int


@dataclass(frozen=True, slots=True)
class RevengeView:
    """The game's part of one seat's view: only what that seat may know."""

    #: the viewer's own hand, as card codes in deck order; None for a spectator
    hand: tuple[str, ...] | None
    #: how many cards each seat holds
    hand_sizes: tuple[int, ...]
    #: each seat's four pawn cards, "HOME" or "START", left to right
    pawns: tuple[tuple[str, ...], ...]
    #: each seat's progress (scoring.py: flips)
    flips: tuple[int, ...]
    goal: int
    longer: bool
    #: the play pile of this round, bottom card first
    play_pile: tuple[str, ...]
    total: int
    #: how many cards the discard pile and the draw pile hold
    discard: int
    draw_pile: int
    #: +1 seat order (clockwise), -1 reversed
    direction: int
    round: int
    pending: Pending | None
    last_round: LastRound | None
    #: best totals per seat after a tiebreak (-1: not in it), else None
    tiebreak: tuple[int, ...] | None
    winners: tuple[int, ...]


class Seen(Protocol):
    """What this module reads of a Sorry! Revenge state (state.RevengeState)."""

    @property
    def rules(self) -> RevengeRules: ...
    @property
    def hands(self) -> Sequence[Sequence[int]]: ...
    @property
    def flips(self) -> Sequence[int]: ...
    @property
    def play(self) -> Sequence[int]: ...
    @property
    def pile(self) -> Sequence[int]: ...
    @property
    def discard(self) -> Sequence[int]: ...
    @property
    def total(self) -> int: ...
    @property
    def direction(self) -> int: ...
    @property
    def round(self) -> int: ...
    @property
    def turns(self) -> int: ...
    @property
    def phase(self) -> int: ...
    @property
    def turn(self) -> int: ...
    @property
    def decider(self) -> int: ...
    @property
    def left(self) -> int: ...
    @property
    def scorer(self) -> int: ...
    @property
    def attacker(self) -> int: ...
    @property
    def what(self) -> str: ...
    @property
    def last(self) -> dict[str, Any] | None: ...
    @property
    def tiebreak(self) -> Sequence[int] | None: ...
    @property
    def winners(self) -> tuple[int, ...]: ...

    def is_over(self) -> bool: ...
    def turn_player(self) -> int | None: ...
    def current_player(self) -> int | None: ...
    def outcome(self) -> Outcome | None: ...
    def legal_actions(self) -> list[Action]: ...


def colour_name(state: Seen, seat: int) -> str:
    return SORRY_COLOURS[state.rules.colours[seat]].name


def card_list(cards: Sequence[int]) -> tuple[str, ...]:
    """Card codes in deck order (a hand's order tells nothing).

    >>> from sorry_game.games.revenge.cards import parse_card
    >>> card_list([parse_card(c) for c in ("dontbe", "7", "slide15", "0")])
    ('0', '7', 'slide15', 'dontbe')
    """
    return tuple(CODE[c] for c in sorted(cards))


def pending(state: Seen) -> Pending | None:
    """The decision the table waits for, when it is more than an ordinary play."""
    phase = state.phase
    if phase == PLAY2_PHASE:
        return Pending("play2", state.turn, left=state.left)
    if phase == STEAL_PHASE:
        return Pending("steal", state.decider, scorer=state.scorer)
    if phase == BLOCK_PHASE:
        return Pending("block", state.decider, attacker=state.attacker, what=state.what)
    return None


def last_round(last: dict[str, Any] | None) -> LastRound | None:
    """The state's record of the last round (position.Result) for the view."""
    if last is None:
        return None
    return LastRound(
        result=str(last["result"]),
        seat=int(last["seat"]),
        by=None if last["by"] is None else int(last["by"]),
        round=int(last["round"]),
        total=int(last["total"]),
    )


def seat_note(state: Seen, seat: int) -> str:
    """R-13: on the way back, say how many cards are back on START."""
    flips = state.flips[seat]
    if state.rules.longer and flips > PAWNS:
        return f"on the way back: {flips - PAWNS} of 4 on START"
    if state.rules.longer and flips == PAWNS:
        return "all HOME: now back to START"
    return ""


def build_view(state: Seen, player: int | None) -> View[RevengeView]:
    """What seat `player` (None: a spectator) may see of `state`."""
    rules = state.rules
    n = rules.players
    hand = None
    if player is not None and 0 <= player < n:
        hand = card_list(state.hands[player])
    seats = tuple(
        SeatView(
            progress=home_count(state.flips[s]),
            cards=len(state.hands[s]),
            note=seat_note(state, s),
        )
        for s in range(n)
    )
    turn_note = ""
    if state.phase == PLAY2_PHASE:
        turn_note = "plays number cards after a Play 2"
    elif state.phase == STEAL_PHASE:  # the seat that may steal decides, out of turn
        turn_note = "may take the 21"  # (the log says "may steal the 21 with a SORRY!")
    elif state.phase == BLOCK_PHASE:
        turn_note = "may block the SORRY!"
    game = RevengeView(
        hand=hand,
        hand_sizes=tuple(len(h) for h in state.hands),
        pawns=tuple(tuple(faces(f)) for f in state.flips),
        flips=tuple(state.flips),
        goal=rules.goal,
        longer=rules.longer,
        play_pile=tuple(CODE[c] for c in state.play),
        total=state.total,
        discard=len(state.discard),
        draw_pile=len(state.pile),
        direction=state.direction,
        round=state.round,
        pending=pending(state),
        last_round=last_round(state.last),
        tiebreak=tuple(state.tiebreak) if state.tiebreak is not None else None,
        winners=tuple(state.winners),
    )
    return View(
        players=n,
        viewer=player,
        colours=tuple(rules.colours),
        turn=state.turn_player(),
        decider=state.current_player(),
        seats=seats,
        turns=state.turns,
        turn_note=turn_note,
        # no status line: the total is on the dial in the table's centre (said once),
        # who may steal or block is the header's, a Play 2's count by the seat
        outcome=state.outcome(),
        game=game,
    )


def _card_choice(card: int, prompt: str) -> Choice:
    return Choice("card", CODE[card], CARDS[card].label, prompt)


def picks(state: Seen) -> list[Entry]:
    """Cards are picked by their code; a flip-back then asks for a seat; answers out of
    turn are buttons."""
    legal = state.legal_actions()
    if not legal:
        return []
    first = legal[0]
    out: list[Entry] = []
    if isinstance(first, (Steal, LetGo)):
        scorer = colour_name(state, state.scorer)
        ask = f"{scorer} made 21. Steal it with your SORRY!?"
        out.append(((Choice("button", "steal", "Steal the 21", ask),), legal[0]))
        out.append(((Choice("button", "letgo", "Let it go", ask),), legal[1]))
        return out
    if isinstance(first, (Block, Accept)):
        attacker = colour_name(state, state.attacker)
        if state.what == "steal":
            ask = f"{attacker}'s SORRY! takes your 21. Block it?"
        else:
            ask = f"{attacker}'s SORRY! targets you. Block it?"  # the board shows the card
        out.append(((Choice("button", "block", "Block", ask),), legal[0]))
        out.append(((Choice("button", "accept", "Accept", ask),), legal[1]))
        return out
    if isinstance(first, Discard):
        return [((_card_choice(a.card, STUCK_PROMPT),), a) for a in legal if isinstance(a, Discard)]
    prompt = PLAY2_PROMPT.format(n=state.left) if state.phase == PLAY2_PHASE else PLAY_PROMPT
    for action in legal:
        if isinstance(action, FlipBack):
            t = action.target
            seat = Choice(
                "seat",
                t,
                f"{colour_name(state, t)} ({home_count(state.flips[t])} HOME)",
                TARGET_PROMPT,
            )
            out.append(((_card_choice(FLIPBACK, prompt), seat), action))
        elif isinstance(action, Play):
            out.append(((_card_choice(action.card, prompt),), action))
    return out


def describe_action(state: Seen, action: Action, names: Sequence[str] | None = None) -> str:
    """The action in player words, for hints and the review: another seat by its
    colour, or by its player's name with `names` ("flip back a pawn card of Cy")."""
    if isinstance(action, Play):
        return " ".join(playing(action.card))
    if isinstance(action, FlipBack):
        t = action.target
        target = names[t] if names and 0 <= t < len(names) else colour_name(state, t)
        return f"play SORRY! to flip back a pawn card of {'you' if target == 'You' else target}"
    if isinstance(action, Steal):
        return "steal the 21 with SORRY!"
    if isinstance(action, LetGo):
        return "let the 21 go"
    if isinstance(action, Block):
        return "block with Don't Be SORRY!"
    if isinstance(action, Accept):
        return "accept the SORRY!"
    if isinstance(action, Discard):
        return f"show your hand and discard {the(action.card)}"
    return str(action)


# --- refusals ------------------------------------------------------------------------
def explain_illegal(state: Seen, action: Action) -> tuple[str, str]:
    """(why `action` is not legal now, in player words; the rule id)."""
    phase = state.phase
    if phase == OVER:
        return ("the game is over", "R-12")
    if phase == STEAL_PHASE:
        return ("answer the 21 first: steal it or let it go", "R-9a")
    if phase == BLOCK_PHASE:
        return ("answer the SORRY! first: block it or accept it", "R-10")
    hand = state.hands[state.turn]
    if isinstance(action, (Steal, LetGo)):
        return ("there is no 21 to steal now", "R-9")
    if isinstance(action, (Block, Accept)):
        return ("no SORRY! is aimed at you", "R-10")
    card = getattr(action, "card", FLIPBACK if isinstance(action, FlipBack) else -1)
    if card not in hand:
        return (f"you do not hold {the(card)}" if card >= 0 else "not a move now", "R-4")
    if phase == PLAY2_PHASE:
        return ("only number cards follow a Play 2", "R-7a")
    if isinstance(action, Discard):
        return ("you may only discard when no card can be played", "R-11")
    if card == STEAL:
        return ("a SORRY! steal is played only when another player makes 21", "R-9")
    if card == DONTBE:
        return ("Don't Be SORRY! only answers a SORRY! aimed at you", "R-10")
    if card == TAKE2:
        return ("Take 2 would leave you more than 7 cards", "R-7a")
    if isinstance(action, FlipBack):
        if action.target == state.turn:
            return ("choose an opponent", "R-8")
        if action.target >= state.rules.players:
            return ("there is no such player", "R-8")
        return ("that player has no pawn card HOME", "R-8")
    if card == FLIPBACK:
        return ("choose whose pawn card flips back", "R-8")
    return ("not a move now", "R-4")
