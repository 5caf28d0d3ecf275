"""bench/ui.py --against REV (issue 41): REV is checked out in a temporary worktree,
measured with this tree, and each figure printed for both with their ratio; the
worktree is gone afterwards; a figure a tree cannot give is n/a."""

from __future__ import annotations

import subprocess

import pytest

from tests.bench_scripts import bench_script

ui = bench_script("ui")


def _worktrees() -> set[str]:
    """The benches' temporary worktrees (another bench may be running meanwhile)."""
    out = subprocess.run(
        ["git", "worktree", "list"], cwd=ui.ROOT, capture_output=True, text=True, check=True
    ).stdout
    return {line.split()[0] for line in out.splitlines() if "sorry-against-" in line}


def test_the_start_side_by_side_prints_both_figures_and_their_ratio(
    capsys: pytest.CaptureFixture[str],
) -> None:
    before = _worktrees()
    assert ui.main(["--against", "HEAD", "--rounds", "1", "--only", "start-up"]) == 0
    out = capsys.readouterr().out
    line = next(x for x in out.splitlines() if x.startswith(ui.STARTUP))
    # "python main.py -> first title frame: HEAD 0.52 s, HEAD 0.50 s, ratio 0.96"
    _name, figures = line.split(": ", 1)
    rev, head, ratio = figures.split(", ")
    assert rev.startswith("HEAD ") and rev.endswith(" s") and head.endswith(" s")
    assert 0.0 < float(ratio.removeprefix("ratio ")) < 10.0
    assert "load " in out and "cores" in out  # how busy the machine was
    assert _worktrees() <= before  # the temporary worktree is removed


def test_a_figure_one_tree_lacks_is_n_a() -> None:
    assert (
        ui._line("x", "abc", [2.0, 4.0, 3.0], [1.5], "ms")
        == "x: abc 3.00 ms, HEAD 1.50 ms, ratio 0.50"
    )
    assert ui._line("x", "abc", [], [1.5], "ms") == "x: abc n/a, HEAD 1.50 ms, ratio n/a"


def test_unknown_revisions_and_probes_are_said_plainly(capsys: pytest.CaptureFixture[str]) -> None:
    assert ui.main(["--against", "no-such-rev-41"]) == 2
    assert "not a commit" in capsys.readouterr().out
    assert ui.main(["--against", "HEAD", "--only", "nothing-like-this"]) == 2
    assert "no probe" in capsys.readouterr().out


def test_every_background_has_a_figure_and_the_review_hook_is_one_entry() -> None:
    probes = {p.name for p in ui.probes(["all"])}
    assert {f"background {key}" for key in ui.BACKGROUNDS} <= probes
    review = ui.Background("a review", setup="busy = lambda: False", needs="no_such_module")
    ui.BACKGROUNDS["review"] = review
    try:
        probe = ui._background_probe("review")
        assert "'no_such_module'" in probe.code and "busy = lambda: False" in probe.code
        assert set(probe.units) == {f"frame while a review, {w}" for w in ("median", "p95", "fps")}
    finally:
        del ui.BACKGROUNDS["review"]
