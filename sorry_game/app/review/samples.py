"""A seeded game and its review for pictures and checks (`--screenshot --scene review`,
the benches): computers at play (you at the easy level, the others at the normal),
reviewed here with a small effort, once per process. The pictures' game is the first
from the seed asked whose review has a decision with a better choice to mark
(`pictured_review`): the moment's screen shows both choices, not the best alone."""

from __future__ import annotations

from functools import lru_cache

from sorry_game.ai import make_agent
from sorry_game.app.review.compare import shows_better
from sorry_game.engine.interface import GameConfig
from sorry_game.engine.savefile import SaveRecord
from sorry_game.games.catalogue import get_game
from sorry_game.review import GameReview, ReviewSettings, review_game
from sorry_game.session import Seat, Session

#: the review's effort for pictures: a tenth of a second a decision or less
EFFORT = 0.1
NAMES = ("You", "Ada", "Bo", "Cy")


def sample_game(game_id: str, seed: int) -> Session:
    """A finished game between computers, seat 0 a human called You (played by the
    easy computer)."""
    game = get_game(game_id)
    players = max(game.min_players, min(game.max_players, 4))
    colours = game.default_colours(players)
    seats = [
        Seat(NAMES[i], "human" if i == 0 else "computer", "normal", colours[i])
        for i in range(players)
    ]
    session = Session.new(game_id, GameConfig(players), seed, seats, save_path=None)
    agents = [make_agent("easy" if i == 0 else "normal", game_id, seed + i) for i in range(players)]
    for _ in range(20_000):
        player = session.state.current_player()
        if player is None:
            break
        session.apply(agents[player].choose(session.state))
    return session


@lru_cache(maxsize=8)
def sample_review(game_id: str, seed: int) -> tuple[SaveRecord, GameReview]:
    """The record of `sample_game` and its review."""
    record = sample_game(game_id, seed).record()
    return record, review_game(record, ReviewSettings(effort=EFFORT))


#: the seeds after the one asked that `pictured_review` tries (Sorry, King!'s seed 3
#: is a short mate whose five decisions were all the best)
TRIES = 4


def pictured_review(game_id: str, seed: int) -> tuple[SaveRecord, GameReview]:
    """The sample game and its review for the review's and the moment's pictures: the
    first of `seed`, `seed` + 1, ... (`TRIES` more) whose review has a decision with a
    better choice to mark, else `seed`'s."""
    for tried in range(seed, seed + TRIES + 1):
        record, review = sample_review(game_id, tried)
        if any(shows_better(d) for d in review.decisions):
            return record, review
    return sample_review(game_id, seed)
