"""What a Sorry! (classic) player sees and how they pick: the view, the picks and the
actions in player words (RULES §C).

Only the viewer's own hand is in a view (hand of five, C-14); the pile's order never
is. This module reads a state through `ClassicPosition` and never imports the state.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from sorry_game.engine.actions import Action
from sorry_game.engine.outcome import Outcome
from sorry_game.engine.picking import Choice, Entry, disambiguate
from sorry_game.engine.view import SeatView, View
from sorry_game.games.board.board import Board
from sorry_game.games.board.cards import card_label
from sorry_game.games.board.geometry import COLOUR_NAMES
from sorry_game.games.board.moves import PASS, BoardMove, Leave, Pass, SorryBump, moves_for_card
from sorry_game.games.board.picks import Wrap, clash_label, describe_move, move_picks, owners
from sorry_game.games.board.view import BoardView, board_view
from sorry_game.games.classic.actions import Discard, Play
from sorry_game.games.classic.rules import ClassicRules


@dataclass(frozen=True, slots=True)
class ClassicView:
    """The Sorry! part of a view: the board, the cards in sight, the viewer's hand."""

    board: BoardView
    #: the face-up card the current player must use (drawing a card each turn), else None
    card: int | None
    #: C-14: the hand-of-five option is on
    hand_mode: bool
    #: C-15: the partners option is on
    partners: bool
    #: the viewer's own hand (hand of five), None for a spectator or without hands
    hand: tuple[int, ...] | None
    #: cards left in the draw pile
    pile: int
    #: the card on top of the discards, None when there are none
    discard_top: int | None


class ClassicPosition(Protocol):
    """What this module reads of a Sorry! state (`ClassicState`)."""

    @property
    def rules(self) -> ClassicRules: ...
    @property
    def board(self) -> Board: ...
    @property
    def current(self) -> int: ...
    @property
    def card(self) -> int: ...
    @property
    def hands(self) -> list[list[int]] | None: ...
    @property
    def pile(self) -> list[int]: ...
    @property
    def discard(self) -> list[int]: ...
    @property
    def winners(self) -> tuple[int, ...]: ...
    @property
    def turns(self) -> int: ...

    def moving_colour(self, seat: int | None = None) -> int: ...
    def legal_actions(self) -> list[Action]: ...
    def home_count(self, seat: int) -> int: ...
    def turn_player(self) -> int | None: ...
    def current_player(self) -> int | None: ...
    def outcome(self) -> Outcome | None: ...


def build_view(state: ClassicPosition, player: int | None) -> View[ClassicView]:
    """What `player` may see: everything but the pile order and other hands."""
    rules = state.rules
    hands = state.hands
    n = rules.players
    moving = state.moving_colour() if not state.winners else None
    turn = state.turn_player()
    turn_note = ""
    if turn is not None and moving is not None and moving != rules.colours[turn]:
        turn_note = f"moves {COLOUR_NAMES[moving]}"  # C-15: the partner's pawns
    seats = tuple(
        SeatView(
            progress=state.home_count(s),
            cards=len(hands[s]) if hands is not None else None,
            note=f"team {s % 2 + 1}" if rules.partners else "",
        )
        for s in range(n)
    )
    hand = None  # only the viewer's own (C-14)
    if hands is not None and player is not None and 0 <= player < n:
        hand = tuple(hands[player])
    return View(
        players=n,
        viewer=player,
        colours=tuple(rules.colours),
        turn=turn,
        decider=state.current_player(),
        seats=seats,
        turns=state.turns,
        turn_note=turn_note,
        teams=((0, 2), (1, 3)) if rules.partners else (),
        outcome=state.outcome(),
        game=ClassicView(
            board=board_view(state.board, moving),
            card=state.card or None,
            hand_mode=rules.hand,
            partners=rules.partners,
            hand=hand,
            pile=len(state.pile),
            discard_top=state.discard[-1] if state.discard else None,
        ),
    )


def picks(state: ClassicPosition) -> list[Entry]:
    """Card (hand of five), origin, destination, second pawn of a split; buttons
    for passing (Continue / Decline switch) and discarding."""
    if state.winners:
        return []
    colour = state.moving_colour()
    legal = state.legal_actions()
    if state.hands is None:
        return _draw_picks(state, colour, legal)
    plays: dict[int, list[BoardMove]] = {}
    discards: dict[int, Discard] = {}
    for action in legal:
        if isinstance(action, Play):
            plays.setdefault(action.card, []).append(action.move)
        elif isinstance(action, Discard):
            discards[action.card] = action
    prompt = (
        "Choose a card to play: keys 1-5."
        if plays
        else "No card can move: choose a card to discard."
    )
    out: list[Entry] = []
    for card in sorted(set(plays) | set(discards)):
        label = card_label(card)
        pick_card = Choice("card", card, label, prompt)
        moves = plays.get(card, [])
        if moves:
            origin = f"Playing {label}: choose a pawn to move" + (
                ", or START." if any(isinstance(m, (Leave, SorryBump)) for m in moves) else "."
            )
            for pick, play in move_picks(state.board, colour, moves, _play_with(card), origin):
                out.append(((pick_card, *pick), play))
        if card in discards:
            why = f"The {label} cannot move: discard it or pick another card." if not moves else ""
            button = Choice("button", "discard", f"Discard {label}", why)
            out.append(((pick_card, button), discards[card]))
    return disambiguate(out, lambda a: clash_label(a.move if type(a) is Play else a))


def _draw_picks(state: ClassicPosition, colour: int, legal: list[Action]) -> list[Entry]:
    """A card drawn each turn: its moves, or a button to pass (Continue when there is no
    move, C-6; Decline switch when only switches are, C-11)."""
    moves = [a for a in legal if isinstance(a, BoardMove)]
    out = move_picks(state.board, colour, moves)
    if PASS in legal:
        label = card_label(state.card)
        if moves:
            button = Choice("button", "pass", "Decline switch", "")
        else:
            button = Choice("button", "pass", "Continue", f"No move with the {label}.")
        out.append(((button,), PASS))
    return disambiguate(out, clash_label)


def _play_with(card: int) -> Wrap:
    """The action that makes a board move with `card` from the hand."""
    return lambda move: Play(card, move)


def describe_action(
    state: ClassicPosition, action: Action, names: Sequence[str] | None = None
) -> str:
    """'play the 7: move pawn 2 forward 5', 'discard the 4', 'decline the switch',
    'pass — the 10 has no move' (C-6); another colour's pawn by its player's name
    with `names` ("switch pawn 1 with Cy's pawn 2")."""
    by = owners(state.rules.colours, names)
    if isinstance(action, Discard):
        return f"discard the {card_label(action.card)}"
    if isinstance(action, Play):
        return f"play the {card_label(action.card)}: {describe_move(action.move, by)}"
    if isinstance(action, Pass):
        if state.hands is not None or not state.card:
            return "pass"
        if moves_for_card(state.board, state.moving_colour(), state.card):
            return "decline the switch"
        return f"pass — the {card_label(state.card)} has no move"
    return describe_move(action, by)
