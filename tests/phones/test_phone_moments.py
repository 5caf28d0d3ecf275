"""What a seat's page says at each moment, from the message alone: its decision (the
Sorry! card drawn beside the prompt, not under the board nor on the public line; Sorry
My Ass!'s own pawn moves without the seat's colour said again) and the end (who won,
from the seat's side, said once in the prompt's place)."""

from __future__ import annotations

import random

from sorry_game.engine.interface import GameConfig
from sorry_game.engine.outcome import Outcome
from sorry_game.games.board.cards import CARD_SHORT, card_label
from sorry_game.games.board.events import with_article
from sorry_game.games.catalogue import get_game
from sorry_game.phones.seatview import ending, state_message, untyped

NAMES = ["Ana", "Bo", "Cy", "Di"]


def played(game_id: str, players: int, seed: int, until, limit: int = 5000):
    """A seeded random game played on until `until(state)` holds."""
    game = get_game(game_id)
    state = game.new_state(GameConfig(players, {}), seed)
    rng = random.Random(seed)
    for _ in range(limit):
        if until(state):
            return game, state
        state.apply(rng.choice(state.legal_actions()))
    raise AssertionError(f"{game_id}: never reached the moment in {limit} plies")


def test_the_end_says_who_won_from_the_seats_side() -> None:
    four = Outcome.win(4, (1,), "all four pawns reached HOME")
    assert ending(four, 0, NAMES) == "Bo wins: all four pawns reached HOME"
    assert ending(four, 1, NAMES) == "You win: all four pawns reached HOME"
    team = Outcome.win(4, (0, 2), "all their pawns reached HOME", ((0, 2), (1, 3)))
    assert ending(team, 2, NAMES) == "You and Ana win: all their pawns reached HOME"
    assert ending(team, 1, NAMES) == "Ana and Cy win: all their pawns reached HOME"
    assert ending(Outcome.draw(2, "stalemate"), 0, NAMES) == "Draw: stalemate"
    assert ending(Outcome.win(2, (0,)), 1, NAMES[:2]) == "Ana wins"
    assert ending(Outcome.win(3, (2,)), 0, NAMES[:2]) == "Seat 3 wins"  # (a name missing)


def test_a_finished_games_message_says_the_result_once_in_the_prompt() -> None:
    game, state = played("revenge", 2, 11, lambda s: s.is_over())
    winners = state.view(0).outcome.winners
    for seat in (0, 1):
        msg = state_message(game, state, seat, NAMES[:2], 3)
        assert msg["over"] and msg["public"] == "Game over"
        head = "You win" if seat in winners else f"{NAMES[winners[0]]} wins"
        assert msg["prompt"].startswith(head + ": "), msg["prompt"]
        assert not msg["picks"]
        # the seats that won, for the end's panel in the winner's colour and mark
        assert msg["winners"] == sorted(winners)
        assert msg["colour_names"] == [game.colours[c].name for c in state.view(seat).colours]


def test_a_waiting_seat_is_named_with_its_colour_and_only_after_the_end_a_winner() -> None:
    """While another seat decides, the page says "Bo (Blue) is playing…": the message
    names every seat's colour as players say it; no seat has won yet."""
    game, state = played("president", 4, 3, lambda s: s.current_player() == 1)
    msg = state_message(game, state, 0, NAMES, 1)
    assert not msg["yours"] and msg["decider"] == 1 and msg["winners"] == []
    names = msg["colour_names"]
    assert names[1] in ("Red", "Blue", "Yellow", "Green") and len(set(names)) == 4
    assert [n.lower() for n in names] == msg["colours"]


def test_sorry_card_drawn_is_played_beside_the_prompt_and_said_once() -> None:
    """Sorry! (no hand of five): while the seat decides, the card drawn is its
    `playing` card with what it does; the hand is empty and the public line does not
    name the card again. Others still read the card on their public line."""
    game, state = played(
        "classic", 4, 7, lambda s: s.current_player() == 0 and len(s.legal_actions()) > 1
    )
    card = state.view(0).game.card
    assert card is not None
    mine = state_message(game, state, 0, NAMES, 1)
    assert mine["private"]["playing"]["text"] == card_label(card)
    assert mine["private"]["playing"]["sub"] == CARD_SHORT[card]
    assert mine["private"]["cards"] == []
    assert mine["public"] == "Your turn"
    other = state_message(game, state, 1, NAMES, 1)
    assert "playing" not in other["private"]
    # as the table says it (the page names the player: "Ana (Red) drew a 5"), not a
    # bare "card 5" under "is playing…"
    assert other["public"] == f"Red drew {with_article(card_label(card))}"


def test_sorry_my_ass_own_pawn_moves_say_what_is_left_not_the_seats_colour() -> None:
    """Sorry My Ass!: on the seat's own pawn moves the public line says how many cards
    are left to move by (the band says its colour, the prompt what to do); the card it
    moves by carries no rank line under the prompt."""
    game, state = played(
        "president", 4, 3, lambda s: s.view(0).game.moving is not None and s.current_player() == 0
    )
    mine = state_message(game, state, 0, NAMES, 1)
    assert "moves pawns" not in mine["public"] and "to go" in mine["public"]
    assert mine["private"]["playing"]["sub"] == ""
    other = state_message(game, state, 1, NAMES, 1)
    assert "Ana moves pawns" in other["public"]  # (named by her player)


def test_sorry_my_ass_play_to_beat_is_yours_in_your_words() -> None:
    """The play to beat, when it is the seat's own, is "by you", not its colour."""
    game, state = played(
        "president",
        4,
        3,
        lambda s: bool(s.view(0).game.trick) and s.view(0).game.moving is None,
    )
    last = state.view(0).game.trick[-1].seat
    line = state_message(game, state, last, NAMES, 1)["public"]
    assert line.endswith("by you"), line
    other = state_message(game, state, (last + 1) % 4, NAMES, 1)["public"]
    assert not other.endswith("by you"), other


def test_king_piece_values_are_said_with_the_boards_figures() -> None:
    """Sorry, King!: the values line says what the window's legend says, with the
    figures the board draws ("♟1 ♞2 …"), not letters to decode ("P1 N2")."""
    game, state = played("king", 2, 1, lambda s: True)
    lines = state_message(game, state, 0, NAMES[:2], 1)["private"]["lines"]
    values = [line for line in lines if line.startswith("A move sends a checker: ")]
    assert [v.replace("\u00a0", " ") for v in values] == [
        "A move sends a checker: ♟1 ♞2 ♝3 ♜4 ♛5 ♚6"
    ]


def test_a_phone_prompt_carries_no_keyboard_hint() -> None:
    """A phone has no keys: the window's "keys 1-5" is left out of its prompts, the rest
    of the words kept."""
    assert untyped("Choose a card to play: keys 1-5.") == "Choose a card to play."
    assert untyped("Choose a card: key 3.") == "Choose a card."
    assert untyped("Choose a pawn to move, or your START.") == (
        "Choose a pawn to move, or your START."
    )
    game = get_game("classic")
    state = game.new_state(GameConfig(4, {"hand": True}), 4)
    msg = state_message(game, state, state.current_player(), NAMES, 1)
    prompts = {step["prompt"] for pick in msg["picks"] for step in pick["steps"]}
    assert "Choose a card to play." in prompts and msg["prompt"] == "Choose a card to play."
    assert not [p for p in prompts if "key" in p.lower()], prompts
