"""Tournaments (issue 18): seats rotate, a block of rotations shares its deal, results are
reported per level with Wilson intervals and think times, and any number of jobs gives
the same games. Every check is seeded and uses levels that do not read the clock (or a
fixed number of iterations), so it replays on any machine."""

from __future__ import annotations

import re
from collections import Counter

import pytest
from bench_scripts import bench_script

import sorry_game.simulate as simulate
from sorry_game.ai.budget import Budget
from sorry_game.engine.interface import colour_names
from sorry_game.games.catalogue import all_games, get_game
from sorry_game.simulate import (
    GameRecord,
    TournamentResult,
    budget_for,
    percentile,
    run_tournament,
    wilson,
)

GAMES = [g for g in all_games() if g.available]


def usual_players(game) -> int:
    return max(game.min_players, min(4, game.max_players))


def test_every_level_sits_in_every_seat_equally_often():
    lineup = ["normal", "easy", "random", "random"]
    result = run_tournament("classic", lineup, 6, seed=2)
    assert result.games == 8 and result.asked == 6  # rounded up to whole rotations
    assert "6 asked, rounded up to a multiple of 4" in result.report()
    for position in range(4):
        seats = Counter(r.order.index(position) for r in result.records)
        assert seats == {0: 2, 1: 2, 2: 2, 3: 2}, (position, seats)
    # the levels, pooled: random plays two seats of every game
    assert Counter(lineup[p] for r in result.records for p in r.order) == {
        "normal": 8,
        "easy": 8,
        "random": 16,
    }


def test_in_a_two_player_game_rotation_swaps_the_colours():
    """Sorry, King!: seat 0 is always White, so each level plays White every other game."""
    game = get_game("king")
    assert colour_names(game, game.default_colours(2))[0] == "White"
    result = run_tournament("king", ["easy", "random"], 4, seed=3)
    assert [r.order for r in result.records] == [(0, 1), (1, 0), (0, 1), (1, 0)]
    white = [result.seats[r.order[0]] for r in result.records]
    assert white == ["easy", "random", "easy", "random"]


def test_the_rotations_of_a_block_share_one_deal(monkeypatch):
    game = get_game("classic")
    dealt: list[int] = []
    real = type(game).new_state

    def new_state(self, config, seed):
        dealt.append(seed)
        return real(self, config, seed)

    monkeypatch.setattr(type(game), "new_state", new_state)
    result = run_tournament("classic", ["normal", "random", "random", "random"], 8, seed=5)
    assert dealt[:4] == [dealt[0]] * 4 and dealt[4:] == [dealt[4]] * 4
    assert dealt[0] != dealt[4]
    assert [r.deal_seed for r in result.records] == dealt
    # the same deal, the same start: the luck of the block is paired across positions
    config = simulate.GameConfig(4, {})
    starts = {str(game.new_state(config, seed).to_dict()) for seed in dealt[:4]}
    assert len(starts) == 1


def played(result: TournamentResult) -> list[tuple]:
    """What a tournament's games were, without the clock."""
    return [
        (r.index, r.deal_seed, r.order, r.winners, r.turns, tuple(map(len, r.think)))
        for r in result.records
    ]


@pytest.mark.parametrize(
    ("game_id", "lineup"),
    [("classic", ["hard", "normal", "easy", "random"]), ("toy", ["normal", "random"])],
)
def test_any_number_of_jobs_plays_the_same_games(game_id, lineup):
    """Workers are spawned processes; the toy (a game added by folders) is found there
    too, and the results are aggregated by game, not by who finished first."""
    one = run_tournament(game_id, lineup, 6, seed=11, iterations=2)
    two = run_tournament(game_id, lineup, 6, seed=11, iterations=2, jobs=2)
    assert two.jobs == 2 and one.jobs == 1
    assert played(one) == played(two)
    assert [one.wins(level) for level in one.levels] == [two.wins(level) for level in two.levels]


@pytest.mark.parametrize(
    ("wins", "games", "expected"),
    [
        (5, 10, (0.2366, 0.7634)),
        (0, 10, (0.0, 0.2775)),
        (10, 10, (0.7225, 1.0)),
        (2.5, 10, (0.0809, 0.5578)),  # split wins count as fractions
        (206, 500, (0.3697, 0.4557)),
        (0, 0, (0.0, 1.0)),  # no games: nothing is known
    ],
)
def test_wilson_interval(wins, games, expected):
    assert [round(x, 4) for x in wilson(wins, games)] == list(expected)


def test_percentiles_by_nearest_rank():
    values = [float(v) for v in range(1, 101)]
    assert percentile(values, 0.95) == 95.0 and percentile(values, 0.5) == 50.0
    assert percentile([3.0], 0.95) == 3.0 and percentile([], 0.95) == 0.0


def test_results_are_pooled_per_level_with_split_wins_and_draws():
    records = [
        GameRecord(0, 1, (0, 1, 2, 3), (1,), 10, ((0.1, 0.3), (0.2,), (), ())),
        GameRecord(1, 1, (1, 2, 3, 0), (), 20, ((0.5,), (), (), ())),  # a draw
        GameRecord(2, 1, (2, 3, 0, 1), (0, 3), 30, ((), (), (), ())),  # a shared win
        GameRecord(3, 1, (3, 0, 1, 2), (0,), 40, ((0.7,), (), (), ())),
    ]
    result = TournamentResult("x", ["hard", "normal", "normal", "normal"], 4, records, 2.0)
    assert result.levels == ["hard", "normal"]
    assert result.wins("hard") == 1.5 and result.wins("normal") == 1.5
    assert result.win_rate("hard") == 1.5 / 4 and result.win_rate("normal") == 1.5 / 12
    assert result.win_rate(0) == result.win_rate("hard")  # by lineup position too
    assert result.draws == 1 and result.decided == 3
    assert result.decided_rate("hard") == 0.5
    assert result.decided_interval("hard") == wilson(1.5, 3)
    assert result.think_times("hard") == [0.1, 0.3, 0.5, 0.7]
    assert result.think_ms("hard") == pytest.approx((400.0, 700.0, 4))
    report = result.report()
    assert "draws: 1 (25.0 %); decided games: 3 (75.0 %)" in report
    assert "hard   wins  50.0 % of decided games" in report
    assert "hard   (1 seat): 1.5 wins, 37.5 % (95 % CI" in report
    assert "normal (3 seats): 1.5 wins, 12.5 %" in report
    assert "think median 400 ms p95 700 ms over 4 decisions" in report
    assert "average turns per game: 25.0" in report and "games per second: 2.0" in report


def test_the_report_names_each_level_once_with_its_think_time():
    result = run_tournament("classic", ["hard", "normal", "normal", "normal"], 4, iterations=2)
    lines = result.report().splitlines()
    assert lines[0] == "classic: 4 games, seats hard,normal,normal,normal, seed 1"
    assert [line.split()[0] for line in lines if "wins," in line] == ["hard", "normal"]
    for line in (line for line in lines if "wins," in line):
        assert "think median" in line and " ms p95 " in line and "decisions" in line
    assert any("forced moves are instant" in line for line in lines)
    assert any(line.startswith("  average turns per game:") for line in lines)


def test_only_real_decisions_are_timed(monkeypatch):
    """A forced move (one legal action) is played at once and never timed."""
    seen: list[int] = []
    real = simulate.decide

    def decide(agent, state, hides, rng):
        seen.append(len(state.legal_actions()))
        return real(agent, state, hides, rng)

    monkeypatch.setattr(simulate, "decide", decide)
    result = run_tournament("classic", ["normal", "random"], 2, seed=4)
    assert seen and min(seen) >= 2
    assert sum(len(times) for r in result.records for times in r.think) == len(seen)


def test_a_budget_only_for_the_levels_that_search(monkeypatch):
    assert budget_for("hard", None, 50) == Budget(seconds=0.0, iterations=50)
    assert budget_for("expert", 2.0, None) == Budget(seconds=2.0, iterations=None)
    assert budget_for("hard", 0.5, 7) == Budget(seconds=0.5, iterations=7)
    assert budget_for("hard", None, None) is None  # its own
    assert all(budget_for(level, 1.0, 5) is None for level in ("random", "easy", "normal"))
    given: list[tuple[str, Budget | None]] = []
    real = simulate.make_agent

    def make_agent(level, game_id, seed=None, budget=None):
        given.append((level, budget))
        return real(level, game_id, seed, budget)

    monkeypatch.setattr(simulate, "make_agent", make_agent)
    run_tournament("classic", ["hard", "normal"], 2, iterations=3)
    assert sorted(set(given), key=str) == [
        ("hard", Budget(seconds=0.0, iterations=3)),
        ("normal", None),
    ]


def test_a_configuration_the_game_refuses_is_a_value_error_before_any_game():
    with pytest.raises(ValueError):
        run_tournament("classic", ["normal"] * 7, 10)


# --- the strength check, small and seeded (bench/ai.py measures the real table) -------------
STRONG = [pytest.param(g.id, "normal") for g in GAMES] + [pytest.param("king", "easy")]


@pytest.mark.parametrize(("game_id", "level"), STRONG)
def test_a_computer_beats_random_players_beyond_chance(game_id, level):
    """normal vs random (King: easy vs random) with a fixed seed: the lower end of the
    95 % interval of its win rate is above chance."""
    game = get_game(game_id)
    players = usual_players(game)
    games = 8 if game_id == "king" else 80
    result = run_tournament(game_id, [level] + ["random"] * (players - 1), games, seed=3)
    low, _ = result.decided_interval(level)
    assert low > 1 / players, result.report()


# --- bench/ai.py: the strength table's matches, one line each ----------------------------------
bench_ai = bench_script("ai")

LINE = re.compile(
    r"(?P<game>\w+): (?P<label>\w+ vs (\d+ )?\w+): \d+\.\d % \[\d+\.\d-\d+\.\d\] over (?P<n>\d+) "
    r"games \(target (?P<target>\d+) %\), think median [\d.]+ ms p95 [\d.]+ ms"
)


def test_the_strength_table_has_every_game_s_matches():
    matches = bench_ai.table()
    for game in GAMES:
        labels = {m.label: m for m in matches if m.game_id == game.id}
        others = usual_players(game) - 1
        vs = f"vs {others} " if others > 1 else "vs "
        assert {f"normal {vs}easy", f"easy {vs}random"} <= set(labels)
        assert labels[f"easy {vs}random"].goal == 1 / (others + 1)
        # expert vs hard only where Setup offers Expert (measured stronger: King)
        assert (f"expert {vs}hard" in labels) == (game.id == "king"), game.id
    hard = {m.game_id: (m.label, m.goal) for m in matches if m.level == "hard"}
    assert hard == {
        "classic": ("hard vs 3 normal", 0.40),
        "president": ("hard vs 3 normal", 0.50),
        "revenge": ("hard vs 3 normal", 0.35),
        "king": ("hard vs normal", 0.80),
    }
    chance = bench_ai.Match("x", "easy", "random", 4)
    assert chance.reached(0.26) and not chance.reached(0.25)  # above chance
    target = bench_ai.Match("x", "hard", "normal", 4, 0.4)
    assert target.reached(0.40) and not target.reached(0.399)
    assert sorted(m.label for m in matches if m.wanted(["hard"])) == [
        "hard vs 3 normal",
        "hard vs 3 normal",
        "hard vs 3 normal",
        "hard vs normal",
    ]
    assert {m.label for m in matches if m.wanted(["vs 3 easy"])} == {"normal vs 3 easy"}


def test_the_bench_prints_one_line_per_match(capsys):
    args = ["--games", "2", "--iterations", "2", "--game", "toy,classic", "--match", "easy"]
    assert bench_ai.main(args) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 4, lines  # classic: 4 seats, toy: 2 (the games rounded up)
    first, verdict, second, _ = lines
    m = LINE.fullmatch(first)
    assert m and m["game"] == "classic" and m["label"] == "easy vs 3 random", first
    assert m["n"] == "4" and m["target"] == "25"
    assert verdict in ("  reached", "  NOT reached (lower bound 0.0 % < 25 %)") or (
        verdict.startswith("  NOT reached (lower bound ") and verdict.endswith(" % < 25 %)")
    )
    m = LINE.fullmatch(second)
    assert m and m["game"] == "toy" and m["label"] == "easy vs random" and m["target"] == "50"
