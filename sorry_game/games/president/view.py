"""What players see of a Sorry My Ass! game and how they pick their actions: the view
(`PresidentView`), the picks, the action descriptions and the reasons an action is
refused (RULES §P).

All text is player words; rule ids appear only as the second item of
`explain_illegal`'s answer (for `IllegalAction.rule`). A view holds the viewer's own
hand and only counts of the others; this module reads a state through
`PresidentPosition` and never imports the state.
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
from sorry_game.games.board.moves import Leave, SorryBump, Split
from sorry_game.games.board.moves import explain_illegal as board_explain
from sorry_game.games.board.picks import (
    clash_label,
    describe_move,
    move_picks,
    owners,
    their_pawn,
)
from sorry_game.games.board.view import BoardView, board_view
from sorry_game.games.president.actions import CardMove, GiveCard, PassTurn, PlayCards, SkipMoves
from sorry_game.games.president.cards import (
    PLAYERS,
    RANK_OF,
    RANKS,
    cards_in,
    cards_text,
    number_word,
    plural,
)
from sorry_game.games.president.knowledge import private_trade
from sorry_game.games.president.moves import card_moves
from sorry_game.games.president.phases import MOVE, OVER, PHASE_NAMES, PLAY, TRADE
from sorry_game.games.president.rules import PresidentRules

# --- the view ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class TrickPlay:
    """One play of the current trick (P-5, P-6)."""

    seat: int
    card: int
    count: int


@dataclass(frozen=True, slots=True)
class Moving:
    """P-9: the play whose cards are being moved, one card at a time."""

    player: int
    card: int
    #: cards still to move, the one being moved included
    left: int
    total: int


@dataclass(frozen=True, slots=True)
class Titles:
    """The President and the Asshole of the last round (P-4, P-12); at the end the
    winner's round, which has no Asshole (-1)."""

    president: int
    asshole: int


@dataclass(frozen=True, slots=True)
class Trade:
    """This round's trade (P-4), as the viewer knows it."""

    #: the President has given their card (and got the Asshole's highest back)
    done: bool
    #: the viewer's own side, when the viewer is the President or the Asshole: the card
    #: they gave and the card they received (None for everybody else)
    gave: int | None = None
    received: int | None = None


@dataclass(frozen=True, slots=True)
class PresidentView:
    """The Sorry My Ass! part of a view: the board, the viewer's hand and the public
    cards (counts in hand, the trick, what each seat played this round)."""

    board: BoardView
    #: "trade", "play", "move" or "over" (`phases.PHASE_NAMES`)
    phase: str
    round: int
    #: the viewer's own hand, card values low to high; None for a spectator
    hand: tuple[int, ...] | None
    #: cards in each seat's hand
    hand_sizes: tuple[int, ...]
    #: every play of the current trick, oldest first: the last is the play to beat
    trick: tuple[TrickPlay, ...]
    #: who may lead a new trick (PLAY, no card played yet), else None
    leader: int | None
    #: P-8: everybody with cards passed the lead: it must be played
    forced_lead: bool
    #: seats that passed since the last play
    passed: tuple[int, ...]
    #: the titles of the last round (None in the first round); at the end the winner's,
    #: this round's President (P-12)
    titles: Titles | None
    #: this round's trade (None in the first round)
    trade: Trade | None
    #: seats out of cards this round, in order: out[0] is President; all are safe (P-11a)
    out: tuple[int, ...]
    #: the play being moved (phase "move"), else None
    moving: Moving | None
    #: played[seat]: the cards that seat played this round (public), low to high
    played: tuple[tuple[int, ...], ...]
    #: P-2: cards dealt to each player
    hand_size: int


class PresidentPosition(Protocol):
    """What this module reads of a Sorry My Ass! state (`PresidentPosition`)."""

    @property
    def rules(self) -> PresidentRules: ...
    @property
    def board(self) -> Board: ...
    @property
    def hands(self) -> list[list[int]]: ...
    @property
    def sizes(self) -> list[int]: ...
    @property
    def round(self) -> int: ...
    @property
    def phase(self) -> int: ...
    @property
    def turn(self) -> int: ...
    @property
    def leader(self) -> int: ...
    @property
    def trick_player(self) -> int: ...
    @property
    def trick_rank(self) -> int: ...
    @property
    def trick_count(self) -> int: ...
    @property
    def trick(self) -> tuple[tuple[int, int, int], ...]: ...
    @property
    def passed(self) -> int: ...
    @property
    def card(self) -> int: ...
    @property
    def left(self) -> int: ...
    @property
    def total(self) -> int: ...
    @property
    def out(self) -> tuple[int, ...]: ...
    @property
    def titles(self) -> tuple[int, int]: ...
    @property
    def trade(self) -> tuple[int, int, int, int] | None: ...
    @property
    def played(self) -> list[list[int]]: ...
    @property
    def turns(self) -> int: ...
    @property
    def winner(self) -> int: ...

    def legal_actions(self) -> list[Action]: ...
    def forced_lead(self) -> bool: ...
    def home_count(self, seat: int) -> int: ...
    def turn_player(self) -> int | None: ...
    def current_player(self) -> int | None: ...
    def outcome(self) -> Outcome | None: ...


def _colour_of(state: PresidentPosition, seat: int) -> str:
    return COLOUR_NAMES[state.rules.colours[seat]]


# --- picks -----------------------------------------------------------------------------


def play_button_label(card: int, count: int) -> str:
    """'Play 10', 'Play two 10s', 'Play SORRY!', 'Play three SORRY! cards'."""
    if count == 1:
        return f"Play {card_label(card)}"
    return f"Play {number_word(count)} {plural(card)}"


def play_prompt(state: PresidentPosition) -> str:
    """The question of the PLAY phase: lead, forced lead or beat (the play to beat is
    the panel's: not said again)."""
    if state.trick_count == 0:
        if state.forced_lead():
            return "Choose cards of one rank to lead: no passing now."
        return "Choose cards of one rank to lead, or pass."
    count = state.trick_count
    higher = "a higher card" if count == 1 else f"{number_word(count)} higher cards"
    return f"Choose {higher}, or pass."


def picks(state: PresidentPosition) -> list[Entry]:
    """PLAY: a card of the hand, then one button per legal count, or Pass; TRADE: the
    card to give; MOVE: the board move of the next card (games/board/picks.py), or a
    Continue button when none of the cards can move."""
    legal = state.legal_actions()
    phase = state.phase
    out: list[Entry] = []
    if phase == TRADE:
        asshole = _colour_of(state, state.titles[1])
        prompt = f"Choose a card to give to {asshole}, the Asshole."
        for action in legal:
            assert isinstance(action, GiveCard)
            label = card_label(action.card)
            out.append(((Choice("card", action.card, label, prompt),), action))
        return out
    if phase == PLAY:
        prompt = play_prompt(state)
        for action in legal:
            if isinstance(action, PlayCards):
                label = card_label(action.card)
                pick_card = Choice("card", action.card, label, prompt)
                button = Choice(
                    "button",
                    f"play {action.count}",
                    play_button_label(action.card, action.count),
                    f"How many {plural(action.card)}?",
                )
                out.append(((pick_card, button), action))
            else:
                out.append(((Choice("button", "pass", "Pass", prompt),), action))
        return out
    if phase == MOVE:
        card = state.card
        label = card_label(card)
        if len(legal) == 1 and isinstance(legal[0], SkipMoves):
            last = "last " if state.left < state.total else ""
            many = label if state.left == 1 else f"{number_word(state.left)} {plural(card)}"
            button = Choice("button", "skip", "Continue", f"Your {last}{many} cannot move.")
            return [((button,), legal[0])]
        moves = [a.move for a in legal if isinstance(a, CardMove)]
        # which card of the play this is: the board's ("1 of 2" under the pile)
        start = ", or your START" if any(isinstance(m, (Leave, SorryBump)) for m in moves) else ""
        origin = f"The {label}: choose a pawn to move{start}."
        colour = state.rules.colours[state.turn]
        entries = move_picks(state.board, colour, moves, lambda m: CardMove(card, m), origin)
        return disambiguate(entries, lambda a: clash_label(a.move))
    return []


# --- words -----------------------------------------------------------------------------


def describe_action(
    state: PresidentPosition, action: Action, names: Sequence[str] | None = None
) -> str:
    """'play two 10s', 'pass', 'give the 7 to the Asshole', 'move pawn 1 back 1 with
    the 10', 'bump Blue's pawn 2 with the SORRY!' (by its player's name with `names`:
    "bump Cy's pawn 2 …")."""
    by = owners(state.rules.colours, names)
    if isinstance(action, PlayCards):
        return f"play {cards_text(action.card, action.count)}"
    if isinstance(action, PassTurn):
        return "pass the lead" if state.trick_count == 0 and state.phase == PLAY else "pass"
    if isinstance(action, GiveCard):
        return f"give the {card_label(action.card)} to the Asshole"
    if isinstance(action, CardMove):
        move = action.move
        if isinstance(move, SorryBump):
            return f"bump {their_pawn(move.target, by)} with the SORRY!"
        if isinstance(move, Split):  # 'split the 7: …' names its card
            return describe_move(move, by)
        return f"{describe_move(move, by)} with the {card_label(action.card)}"
    if isinstance(action, SkipMoves):  # (the log says "no move for the 10")
        return f"the {card_label(action.card)} cannot move"
    return str(action)


def explain_illegal(state: PresidentPosition, action: Action) -> tuple[str, str]:
    """(why `action` is not legal now, in player words; the rule id)."""
    phase = state.phase
    if phase == OVER:
        return ("the game is over", "P-14")
    if phase == TRADE:
        if not isinstance(action, GiveCard):
            return ("first the President gives a card to the Asshole", "P-4")
        return (f"you do not hold {cards_text(action.card, 1)}", "P-4")
    if phase == MOVE:
        return _explain_move(state, action)
    if isinstance(action, PassTurn):
        return ("everybody passed: you must lead now", "P-8")
    if isinstance(action, PlayCards):
        return _explain_play(state, action)
    return ("play cards or pass", "P-6")


def _explain_play(state: PresidentPosition, action: PlayCards) -> tuple[str, str]:
    r = RANK_OF[action.card] if 0 < action.card < len(RANK_OF) else -1
    if r < 0:
        return ("there is no such card in this game", "P-2")
    held = state.hands[state.turn][r]
    if action.count > held:
        have = "no" if held == 0 else f"only {number_word(held)}"
        return (f"you hold {have} {plural(action.card)}", "P-6")
    if state.trick_count:
        to_beat = cards_text(RANKS[state.trick_rank], state.trick_count)
        if action.count != state.trick_count:
            return (f"to beat {to_beat} play exactly {number_word(state.trick_count)}", "P-6")
        return (f"to beat {to_beat} play a higher rank", "P-3")
    return ("a play is one or more cards of one rank", "P-5")


def _explain_move(state: PresidentPosition, action: Action) -> tuple[str, str]:
    card = state.card
    if isinstance(action, (PlayCards, PassTurn, GiveCard)):
        return (f"first move the {plural(card)} you played", "P-9")
    colour = state.rules.colours[state.turn]
    board = state.board
    if isinstance(action, SkipMoves):
        return (f"you must move with the {card_label(card)} when you can", "P-9")
    if not isinstance(action, CardMove):
        return ("not a move of this game", "")
    if action.card != card:
        return (f"you are moving with the {card_label(card)}", "P-9")
    move = action.move
    if move in card_moves(board, colour, card):
        return ("you must make as many of your card moves as possible", "P-9a")
    if board.safe_mask:
        unsafe = Board(board.pos, board.track, 0)
        if move in card_moves(unsafe, colour, card):
            return ("that move would displace a safe player's pawn", "P-11")
    return board_explain(board, colour, card, move)


# --- the view ----------------------------------------------------------------------------


def _status(state: PresidentPosition) -> tuple[str, str]:
    """(turn note, status line) for the side panel. The play on the table (the card to
    beat, the card moving, the trade) is the game's panel part's; the note says what
    the seat deciding does without saying it again ("may beat it", not "may beat two
    5s"), and the status line the round."""
    phase = state.phase
    if phase == OVER:
        return ("", "")
    rnd = f"Round {state.round}"
    if phase == TRADE:
        return ("gives a card to the Asshole", rnd)
    if phase == MOVE:
        return ("moves pawns", rnd)  # with the play the log and the board show
    if state.trick_count == 0:
        return ("must lead" if state.forced_lead() else "may lead", rnd)
    return ("may beat it", rnd)


def shown_titles(state: PresidentPosition) -> tuple[int, int]:
    """(President, Asshole) as the players know them: the last round's, but once the
    game is over the winner went out first and is this round's President (P-12),
    whose round ended with no Asshole (-1)."""
    if state.phase == OVER:
        return (state.winner, -1)
    return state.titles


def _note(state: PresidentPosition, seat: int) -> str:
    words = []
    president, asshole = shown_titles(state)
    if seat == president:
        words.append("President")
    elif seat == asshole:
        words.append("Asshole")
    if seat in state.out:
        words.append("safe")
    return " · ".join(words)


def build_view(state: PresidentPosition, player: int | None) -> View[PresidentView]:
    """What `player` may see: their own hand, the others' card counts, the trick, the
    titles, the safe players, the pawns and the cards still to move."""
    phase = state.phase
    seen = player if player is not None and 0 <= player < PLAYERS else None
    president = state.titles[0]
    titles = shown_titles(state)
    moving = None
    if phase == MOVE:
        moving = Moving(player=state.turn, card=state.card, left=state.left, total=state.total)
    trade = None
    if president >= 0:
        own = private_trade(state, seen) if seen is not None else None
        gave, received = own if own is not None else (None, None)
        trade = Trade(done=state.trade is not None, gave=gave, received=received)
    note, status = _status(state)
    seats = tuple(
        SeatView(progress=state.home_count(s), cards=state.sizes[s], note=_note(state, s))
        for s in range(PLAYERS)
    )
    over = phase == OVER
    return View(
        players=PLAYERS,
        viewer=player,
        colours=tuple(state.rules.colours),
        turn=state.turn_player(),
        decider=state.current_player(),
        seats=seats,
        turns=state.turns,
        turn_note=note,
        status=status,
        outcome=state.outcome(),
        game=PresidentView(
            board=board_view(state.board, None if over else state.rules.colours[state.turn]),
            phase=PHASE_NAMES[phase],
            round=state.round,
            hand=tuple(cards_in(state.hands[seen])) if seen is not None else None,
            hand_sizes=tuple(state.sizes),
            trick=tuple(TrickPlay(seat, card, count) for seat, card, count in state.trick),
            leader=state.leader if phase == PLAY and not state.trick_count else None,
            forced_lead=state.forced_lead(),
            passed=tuple(s for s in range(PLAYERS) if state.passed >> s & 1),
            titles=Titles(*titles) if titles[0] >= 0 else None,
            trade=trade,
            out=state.out,
            moving=moving,
            played=tuple(tuple(cards_in(state.played[s])) for s in range(PLAYERS)),
            hand_size=state.rules.hand_size,
        ),
    )
