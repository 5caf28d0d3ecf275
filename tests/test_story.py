"""A game's story (sorry_game/story.py and each game's games/<id>/story.py): progress
stays in 0..1 at every position, the key moments are the record's real events."""

from __future__ import annotations

import random

import pytest

from sorry_game.engine.interface import GameConfig
from sorry_game.engine.savefile import SaveRecord
from sorry_game.engine.timeline import Timeline
from sorry_game.games.catalogue import all_games, get_game
from sorry_game.story import game_length, measure, pick_moments, story_of, story_part

GAMES = [g.id for g in all_games() if g.available]


def random_game(game_id: str, seed: int, limit: int = 4000) -> SaveRecord:
    """A game of random legal moves (to its end, or `limit` actions)."""
    game = get_game(game_id)
    players = max(game.min_players, min(4, game.max_players))
    state = game.new_state(GameConfig(players), seed)
    rng = random.Random(seed)
    actions = []
    while not state.is_over() and len(actions) < limit:
        action = rng.choice(state.legal_actions())
        actions.append(str(action))
        state.apply(action)
    return SaveRecord(game_id, GameConfig(players), seed, actions)


@pytest.mark.parametrize("game_id", GAMES)
def test_progress_is_between_0_and_1_at_every_position_of_a_random_game(game_id):
    game = get_game(game_id)
    part = story_part(game)  # the tests' toy game has none: the shared view's counts
    assert part is not None or game.__module__.startswith("sorry_game.games.toy")
    record = random_game(game_id, 11)
    timeline = Timeline(game, record)
    state = game.new_state(record.config, record.seed)
    seen = set()
    for n in range(len(timeline) + 1):
        if n:
            state.apply(game.parse_action(record.actions[n - 1]))
        values = part.progress(state) if part is not None else measure(game, None, state)
        assert len(values) == record.config.players
        assert all(0.0 <= v <= 1.0 for v in values), (n, values)
        seen.update(values)
    assert len(seen) > 1, "progress never changed over a whole game"
    length, unit = game_length(game, timeline.final)
    assert length > 0 and unit


def test_the_winner_of_a_sorry_race_ends_at_the_top():
    record = random_game("classic", 4)
    story = story_of(get_game("classic"), record, ["Ann", "Bo", "Cy", "Di"])
    final = Timeline(get_game("classic"), record).final
    (winner,) = final.outcome().winners
    assert story.progress[-1][winner] == 1.0
    assert story.numbers[0] == 0 and story.numbers[-1] == len(record.actions)
    assert max(row[winner] for row in story.progress[:1]) == 0.0  # all pawns in START


def test_the_story_of_a_classic_game_lists_its_bumps_and_the_win():
    game = get_game("classic")
    record = random_game("classic", 4)
    timeline = Timeline(game, record)
    bumps = [s.number for s in timeline.steps if any(e.kind == "bump" for e in s.events)]
    assert bumps, "this seed's game has a bump"
    story = story_of(game, record, ["Ann", "Bo", "Cy", "Di"])
    told = [m.number for m in story.moments if m.kind == "bump"]
    assert told == [n for n in bumps for e in timeline.steps[n - 1].events if e.kind == "bump"]
    first = next(m for m in story.moments if m.kind == "bump")
    assert "back to START" in first.text and 1 <= first.when <= story.length
    # C-12: a SORRY! and the pawn it takes the place of are told in one line
    sorry = [m for m in story.moments if m.text.startswith("SORRY! ")]
    assert sorry, "this seed's game has a SORRY!"
    for m in sorry:
        assert " bumps " in m.text
        assert [x.number for x in story.moments].count(m.number) == 1
    assert story.moments[-1].kind == "win" and story.moments[-1].number == len(record.actions)
    assert "wins" in story.moments[-1].text


def test_a_long_game_is_sampled_and_a_few_moments_keep_the_win():
    record = random_game("president", 2)
    story = story_of(get_game("president"), record)
    assert len(story.numbers) <= 61 and story.numbers[-1] == len(record.actions)
    picked = pick_moments(story.moments, 4)
    assert len(picked) == 4 and picked[-1].kind == "win"
    assert [m.number for m in picked] == sorted(m.number for m in picked)


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("seed", [3, 7, 11])
def test_the_charts_lines_end_in_the_order_of_the_places(game_id, seed):
    """Issue 39: Results' chart ended with 2nd place's line below 4th's (Sorry!: steps
    travelled, while the places count pawns HOME first): at the end of a game each
    line stands no lower than the line of any seat ranked below it."""
    game = get_game(game_id)
    record = random_game(game_id, seed)
    timeline = Timeline(game, record)
    assert timeline.final.is_over(), "the seeded game ends within the helper's limit"
    last = story_of(game, record).progress[-1]
    ranking = timeline.final.ranking()
    ends = [last[s] for s in ranking]
    assert ends == sorted(ends, reverse=True), (ranking, ends)
