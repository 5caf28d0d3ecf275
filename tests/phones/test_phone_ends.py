"""The phone's words at a game's end and on Revenge's pile, said once and whole: King's
headline in few enough words to keep its noun phrase on a line, Sorry My Ass!'s winner
row saying what put it first, Revenge's slide on the pile without the total the big
figure says."""

from __future__ import annotations

import random
from typing import Any

from sorry_game.engine.interface import GameConfig
from sorry_game.games.catalogue import get_game
from sorry_game.games.revenge import phone as revenge_phone
from sorry_game.phones.seatview import ending, state_message

NAMES = ["Ana", "Bo", "Cy", "Di"]


def finished(game_id: str, players: int, seed: int) -> tuple[Any, Any]:
    """The game and a state played to its end by seeded random choices."""
    game = get_game(game_id)
    state = game.new_state(GameConfig(players, {}), seed)
    rng = random.Random(seed)
    while not state.is_over():
        state.apply(rng.choice(state.legal_actions()))
    return game, state


def test_king_end_by_tours_says_four_tours_completed_k_11() -> None:
    """K-11: a game won by four tours: the phone's headline "Bo wins: four tours
    completed" (the whole "four checker tours completed" broke "checker / tours" over
    a phone's lines); the places' rows still give the totals alone."""
    game, state = finished("king", 2, 3)
    outcome = state.view(0).outcome
    assert outcome.reason == "four checker tours completed"
    msg = state_message(game, state, 0, NAMES[:2], 1)
    won = outcome.winners[0]
    assert msg["prompt"] == ("You win" if won == 0 else "Bo wins") + ": four tours completed"
    assert all("tours" not in row["progress"] for row in msg["standings"]), msg["standings"]
    # (another game's reason is said whole: no part of its own shortens it)
    assert ending(outcome, 0, NAMES[:2]).endswith(": four checker tours completed")


def test_president_winner_beside_as_many_pawns_home_says_president_p_13() -> None:
    """P-13/P-14: a seat with all pawns HOME wins only by becoming President, so the
    winner's row beside another "4/4" says why it is first ("4/4 · President", it read
    "1st Di 4/4, 2nd You 4/4" with nothing saying why); a winner alone at 4/4 says the
    count alone."""
    tied = alone = 0
    for seed in range(1, 8):
        game, state = finished("president", 4, seed)
        rows = state_message(game, state, 0, NAMES, 1)["standings"]
        first, rest = rows[0], rows[1:]
        assert first["place"] == 1 and first["seat"] in state.view(0).outcome.winners
        if any(row["progress"] == "4/4" for row in rest):
            assert first["progress"] == "4/4 · President", rows
            tied += 1
        else:
            assert first["progress"] == "4/4", rows
            alone += 1
        assert not any("President" in row["progress"] for row in rest), rows
    assert tied and alone  # (both were seen)


def test_revenges_slide_on_the_pile_says_its_total_once_r_5() -> None:
    """R-5: a Slide sets the total: with one on the pile its card shows "Slide 10" alone
    beside the big "10" ("total = 10" said it twice); a number on the pile keeps its
    "+5", which the total does not say."""
    game = get_game("revenge")
    seen: set[str] = set()
    for seed in range(1, 12):
        state = game.new_state(GameConfig(2, {}), seed)
        rng = random.Random(seed)
        for _ in range(60):
            if state.is_over():
                break
            view = state.view(0)
            pile = view.game.play_pile
            top = revenge_phone.board(view)["top"]
            if pile and top is not None:
                code = pile[-1]
                if code.startswith("slide"):
                    assert top["sub"] == "", (code, top)
                    assert view.game.total == int(code.removeprefix("slide"))
                    seen.add("slide")
                elif revenge_phone.SUBS.get(code, "+").startswith("+"):
                    assert top["sub"].startswith("+"), (code, top)
                    seen.add("number")
            state.apply(rng.choice(state.legal_actions()))
    assert seen == {"slide", "number"}, seen
