"""What players see of a Sorry My Ass! game and how they pick their actions: the view,
the picks, the action descriptions and the reasons an action is refused.

All text is player words; rule ids appear only as the second item of
`explain_illegal`'s answer (for `IllegalAction.rule`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from sorry_game.engine.actions import Action
from sorry_game.engine.picking import Choice, Entry, disambiguate
from sorry_game.engine.view import SeatView, View
from sorry_game.games.board.board import Board
from sorry_game.games.board.cards import card_label
from sorry_game.games.board.events import pawn_label
from sorry_game.games.board.geometry import COLOUR_NAMES
from sorry_game.games.board.moves import Leave, SorryBump
from sorry_game.games.board.moves import explain_illegal as board_explain
from sorry_game.games.board.picks import clash_label, describe_move, move_picks
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

if TYPE_CHECKING:
    from sorry_game.games.president.state import PresidentState

GAME_ID = "president"


def _colour_of(state: PresidentState, seat: int) -> str:
    return COLOUR_NAMES[state.rules.colours[seat]]


# --- picks -----------------------------------------------------------------------------


def play_button_label(card: int, count: int) -> str:
    """'Play 10', 'Play two 10s', 'Play SORRY!', 'Play three SORRY! cards'."""
    if count == 1:
        return f"Play {card_label(card)}"
    return f"Play {number_word(count)} {plural(card)}"


def play_prompt(state: PresidentState) -> str:
    """The question of the PLAY phase: lead, forced lead or beat."""
    if state.trick_count == 0:
        if state.forced_lead():
            return "Everybody passed: you must lead. Choose cards to play."
        return "Choose cards to lead (all of one rank), or pass."
    to_beat = cards_text(RANKS[state.trick_rank], state.trick_count)
    return f"Beat {to_beat}: choose higher cards, or pass."


def picks(state: PresidentState) -> list[Entry]:
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
                card = Choice("card", action.card, label, prompt)
                button = Choice(
                    "button",
                    f"play {action.count}",
                    play_button_label(action.card, action.count),
                    f"How many {plural(action.card)}?",
                )
                out.append(((card, button), action))
            else:
                out.append(((Choice("button", "pass", "Pass", prompt),), action))
        return out
    if phase == MOVE:
        card = state.card
        label = card_label(card)
        if len(legal) == 1 and isinstance(legal[0], SkipMoves):
            what = f"this {label}" if state.left == 1 else f"these {plural(card)}"
            button = Choice("button", "skip", "Continue", f"No move for {what}: continue.")
            return [((button,), legal[0])]
        moves = [a.move for a in legal if isinstance(a, CardMove)]
        number = state.total - state.left + 1
        which = f" ({number} of {state.total})" if state.total > 1 else ""
        start = " (or your START)" if any(isinstance(m, (Leave, SorryBump)) for m in moves) else ""
        origin = f"Move with the {label}{which}: choose a pawn{start}."
        colour = state.rules.colours[state.turn]
        entries = move_picks(state.board, colour, moves, lambda m: CardMove(card, m), origin)
        return disambiguate(entries, lambda a: clash_label(a.move))
    return []


# --- words -----------------------------------------------------------------------------


def describe_action(state: PresidentState, action: Action) -> str:
    """'play two 10s', 'pass', 'give the 7 to the Asshole', '10: move Red pawn 1 back 1'."""
    if isinstance(action, PlayCards):
        return f"play {cards_text(action.card, action.count)}"
    if isinstance(action, PassTurn):
        return "pass the lead" if state.trick_count == 0 and state.phase == PLAY else "pass"
    if isinstance(action, GiveCard):
        return f"give the {card_label(action.card)} to the Asshole"
    if isinstance(action, CardMove):
        move = action.move
        if isinstance(move, SorryBump):
            return f"SORRY!: bump {pawn_label(move.target)}"
        return f"{card_label(action.card)}: {describe_move(move)}"
    if isinstance(action, SkipMoves):
        return f"no move for the {card_label(action.card)}: continue"
    return str(action)


def explain_illegal(state: PresidentState, action: Action) -> tuple[str, str]:
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


def _explain_play(state: PresidentState, action: PlayCards) -> tuple[str, str]:
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


def _explain_move(state: PresidentState, action: Action) -> tuple[str, str]:
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


def _status(state: PresidentState) -> tuple[str, str]:
    """(turn note, status line) for the side panel."""
    phase = state.phase
    if phase == OVER:
        return ("", f"{_colour_of(state, state.winner)} wins")
    rnd = f"Round {state.round}"
    if phase == TRADE:
        return ("gives a card to the Asshole", f"{rnd}: the President gives a card")
    if phase == MOVE:
        what = cards_text(state.card, state.total)
        left = f"{state.left} of {state.total} to move" if state.total > 1 else "to move"
        return (f"moves with {what}", f"{rnd}: {what} played, {left}")
    if state.trick_count == 0:
        if state.forced_lead():
            return ("must lead", f"{rnd}: everybody passed, a lead is compulsory")
        return ("may lead", f"{rnd}: a new trick")
    to_beat = cards_text(RANKS[state.trick_rank], state.trick_count)
    by = _colour_of(state, state.trick_player)
    return (f"may beat {to_beat}", f"{rnd}: {to_beat} by {by} to beat")


def _note(state: PresidentState, seat: int) -> str:
    words = []
    president, asshole = state.titles
    if seat == president:
        words.append("President")
    elif seat == asshole:
        words.append("Asshole")
    if seat in state.out:
        words.append("safe")
    return " · ".join(words)


def build_view(state: PresidentState, player: int | None) -> View:
    """What `player` may see: their own hand, the others' card counts, the trick, the
    titles, the safe players, the pawns and the cards still to move."""
    phase = state.phase
    over = phase == OVER
    seen = player if player is not None and 0 <= player < PLAYERS else None
    president, asshole = state.titles
    trick = None
    if state.trick_count:
        trick = {
            "player": state.trick_player,
            "card": RANKS[state.trick_rank],
            "count": state.trick_count,
        }
    moving = None
    if phase == MOVE:
        moving = {
            "player": state.turn,
            "card": state.card,
            "left": state.left,
            "total": state.total,
        }
    trade: dict[str, Any] | None = None
    if president >= 0:
        trade = {"president": president, "asshole": asshole, "done": state.trade is not None}
        if seen is not None:
            trade.update(private_trade(state, seen))
    note, status = _status(state)
    seats = tuple(
        SeatView(progress=state.home_count(s), cards=state.sizes[s], note=_note(state, s))
        for s in range(PLAYERS)
    )
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
        game={
            "phase": PHASE_NAMES[phase],
            "round": state.round,
            "hand": cards_in(state.hands[seen]) if seen is not None else None,
            "hand_sizes": list(state.sizes),
            "trick": trick,
            "trick_plays": [list(p) for p in state.trick],
            "leader": state.leader if phase == PLAY and not state.trick_count else None,
            "forced_lead": state.forced_lead(),
            "passed": [s for s in range(PLAYERS) if state.passed >> s & 1],
            "titles": {"president": president, "asshole": asshole} if president >= 0 else None,
            "trade": trade,
            "out": list(state.out),
            "president": state.out[0] if state.out else None,
            "safe": list(state.out),
            "moving": moving,
            "played": [cards_in(state.played[s]) for s in range(PLAYERS)],
            "pawns": list(state.board.pos),
            "home": [state.home_count(s) for s in range(PLAYERS)],
            "winner": state.winner if over else None,
            "ranks": list(RANKS),
            "hand_size": state.rules.hand_size,
        },
    )
