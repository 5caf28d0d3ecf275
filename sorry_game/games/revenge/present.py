"""What Sorry! Revenge shows and asks: the view of one seat, the picks, action words.

Nothing here changes a state. The view holds only what its viewer may know: the
viewer's own hand, counts of the others' hands and of the piles, and the public table.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from sorry_game.engine.actions import Action
from sorry_game.engine.interface import SORRY_COLOURS
from sorry_game.engine.picking import Choice, Entry
from sorry_game.engine.view import SeatView, View
from sorry_game.games.revenge.actions import Accept, Block, Discard, FlipBack, LetGo, Play, Steal
from sorry_game.games.revenge.cards import CARDS, CODE, FLIPBACK, the
from sorry_game.games.revenge.phases import BLOCK_PHASE, PLAY2_PHASE, STEAL_PHASE
from sorry_game.games.revenge.scoring import PAWNS, faces, home_count

if TYPE_CHECKING:
    from sorry_game.games.revenge.state import RevengeState

PLAY_PROMPT = "Choose a card to play."
PLAY2_PROMPT = "Play 2: choose a number card ({n} to go)."
STUCK_PROMPT = "No card can be played now: show your hand and choose a card to discard."
TARGET_PROMPT = "SORRY!: choose whose pawn card flips back to START."


def colour_name(state: RevengeState, seat: int) -> str:
    return SORRY_COLOURS[state.rules.colours[seat]].name


def card_list(cards: list[int]) -> list[str]:
    """Card codes in deck order (a hand's order tells nothing)."""
    return [CODE[c] for c in sorted(cards)]


def pending(state: RevengeState) -> dict[str, Any] | None:
    """The decision the table waits for, when it is more than an ordinary play."""
    phase = state.phase
    if phase == PLAY2_PHASE:
        return {"kind": "play2", "seat": state.turn, "left": state.left}
    if phase == STEAL_PHASE:
        return {"kind": "steal", "seat": state.decider, "scorer": state.scorer}
    if phase == BLOCK_PHASE:
        return {
            "kind": "block",
            "seat": state.decider,
            "attacker": state.attacker,
            "what": state.what,
        }
    return None


def seat_note(state: RevengeState, seat: int) -> str:
    """R-13: on the way back, say how many cards are back on START."""
    flips = state.flips[seat]
    if state.rules.longer and flips > PAWNS:
        return f"on the way back: {flips - PAWNS} of 4 on START"
    if state.rules.longer and flips == PAWNS:
        return "all HOME: now back to START"
    return ""


def status(state: RevengeState) -> str:
    ask = pending(state)
    total = f"Total {state.total}"
    if ask is None:
        return total
    if ask["kind"] == "play2":
        return f"{total} · Play 2: {ask['left']} to go"
    if ask["kind"] == "steal":
        return f"21! {colour_name(state, ask['seat'])} may steal it"
    return f"{colour_name(state, ask['seat'])} may block the SORRY!"


def view(state: RevengeState, player: int | None) -> View:
    rules = state.rules
    n = rules.players
    over = state.is_over()
    mine = player is not None and 0 <= player < n
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
    game = {
        "hand": card_list(state.hands[player]) if mine else None,
        "hand_sizes": [len(h) for h in state.hands],
        "pawns": [faces(f) for f in state.flips],
        "flips": list(state.flips),
        "goal": rules.goal,
        "longer": rules.longer,
        "play_pile": [CODE[c] for c in state.play],
        "total": state.total,
        "discard": len(state.discard),
        "draw_pile": len(state.pile),
        "direction": state.direction,
        "round": state.round,
        "pending": pending(state),
        "last_round": dict(state.last) if state.last is not None else None,
        "tiebreak": list(state.tiebreak) if state.tiebreak is not None else None,
        "winners": list(state.winners),
    }
    return View(
        players=n,
        viewer=player,
        colours=tuple(rules.colours),
        turn=state.turn_player(),
        decider=state.current_player(),
        seats=seats,
        turns=state.turns,
        turn_note=turn_note,
        status="" if over else status(state),
        outcome=state.outcome(),
        game=game,
    )


def _card_choice(card: int, prompt: str) -> Choice:
    return Choice("card", CODE[card], CARDS[card].label, prompt)


def picks(state: RevengeState) -> list[Entry]:
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
        out.append(((Choice("button", "steal", "Steal the 21 with SORRY!", ask),), legal[0]))
        out.append(((Choice("button", "letgo", "Let it go", ask),), legal[1]))
        return out
    if isinstance(first, (Block, Accept)):
        attacker = colour_name(state, state.attacker)
        if state.what == "steal":
            ask = f"{attacker} steals your 21 with a SORRY!. Block it?"
        else:
            ask = f"{attacker} plays SORRY! to flip back one of your pawn cards. Block it?"
        out.append(((Choice("button", "block", "Block with Don't Be SORRY!", ask),), legal[0]))
        out.append(((Choice("button", "accept", "Accept", ask),), legal[1]))
        return out
    if isinstance(first, Discard):
        return [((_card_choice(a.card, STUCK_PROMPT),), a) for a in legal]  # type: ignore[attr-defined]
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
        else:
            out.append(((_card_choice(action.card, prompt),), action))  # type: ignore[attr-defined]
    return out


def describe_action(state: RevengeState, action: Action) -> str:
    """The action in player words, for hints and the log."""
    if isinstance(action, Play):
        return f"play {the(action.card)}"
    if isinstance(action, FlipBack):
        return f"play SORRY! to flip back a pawn card of {colour_name(state, action.target)}"
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
