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
