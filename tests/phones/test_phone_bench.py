"""bench/phones.py, run small: its line is the issue's format, and a seeded game of the
toy over real sockets has no leak and no unexpected error."""

from __future__ import annotations

import re

from bench_scripts import bench_script

LINE = re.compile(
    r"phones (\w+): games (\d+), decisions (\d+), latency median ([\d.]+) ms p95 ([\d.]+) ms, "
    r"rejoins (\d+), leaks (\d+), errors (\d+)$"
)


def test_the_bench_prints_its_figures_in_the_issues_words() -> None:
    line = bench_script("phones").measure("toy", 2, seed=3)
    found = LINE.match(line)
    assert found, line
    game, games, decisions, _median, _p95, rejoins, leaks, errors = found.groups()
    assert (game, games) == ("toy", "2")
    assert int(decisions) == 24  # two whole games of twelve decisions
    assert (rejoins, leaks, errors) == ("2", "0", "0")


HOSTILE = re.compile(
    r"hostile: attackers (\d+), joins (\d+), join median (\d+) ms p95 (\d+) ms, "
    r"refused (\d+), table fps (\d+)$"
)


def test_the_hostile_bench_prints_its_figures_in_the_issues_words() -> None:
    """Run small (six seconds, a few dozen strangers): the issue's line, no join
    refused, the game's files written all along, the process's file limit restored."""
    import resource

    before = resource.getrlimit(resource.RLIMIT_NOFILE)
    strangers = {"idle": 40, "partial": 10, "silent": 8, "floods": 4}
    line, detail = bench_script("phone_hostile").hostile("toy", 6.0, 3, strangers, 4)
    found = HOSTILE.match(line)
    assert found, line
    attackers, joins, _median, _p95, refused, _fps = map(int, found.groups())
    assert attackers == 62 and joins >= 4 and refused == 0, (line, detail)
    assert re.search(r"writes [1-9]\d*, failed 0,", detail), detail
    assert resource.getrlimit(resource.RLIMIT_NOFILE) == before
