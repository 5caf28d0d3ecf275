"""`--review FILE` prints a finished game's review as text for scripts (issue 42); a
file that is no finished game gets usage and one clear line (exit 2)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from review_helpers import played

from sorry_game.cli import main

ROOT = Path(__file__).resolve().parents[2]


def test_review_prints_every_seat_swing_and_decision(tmp_path, capsys):
    record = played("toy", 2, 1)
    path = tmp_path / "game.sorry"
    path.write_text(record.dumps(), encoding="utf-8")
    assert main(["--review", str(path), "--seed", "4"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("review toy: 2 players, ") and lines[0].endswith("seed 4")
    seats = [line for line in lines if line.startswith("seat ")]
    assert [line.split(":")[0] for line in seats] == ["seat 1 P1", "seat 2 P2"]
    # the screens' words and unit: the parts in % of the chance to win, written out
    # adding up, the accuracy said once what it means
    assert all(
        "own decisions " in line and " luck " in line and " = " in line and "points" not in line
        for line in seats
    )
    assert all("(100 %: the best choice every time)" in line for line in seats)
    decisions = [line for line in lines if line.startswith("decision ")]
    assert decisions and all(" on move " in line and " turn " not in line for line in decisions)
    assert all("points" not in line and "chance to win" in line for line in decisions)
    assert all(
        line.split(":")[0] in ("review toy", "seat 1 P1", "seat 2 P2")
        or line.startswith(("swing ", "decision "))
        for line in lines
    )
    # the same seed, the same text
    assert main(["--review", str(path), "--seed", "4"]) == 0
    assert capsys.readouterr().out.splitlines() == lines


@pytest.mark.parametrize(
    "content,says",
    [
        (None, "no such file"),
        ("not a save\n", "line 1"),
        ("unfinished", "has not ended"),
    ],
)
def test_review_of_what_is_no_finished_game_prints_one_line_and_exits_2(
    tmp_path, capsys, content, says
):
    path = tmp_path / "game.sorry"
    if content == "unfinished":
        content = played("revenge", 4, 5, upto=6).dumps()
    if content is not None:
        path.write_text(content, encoding="utf-8")
    with pytest.raises(SystemExit) as exc:
        main(["--review", str(path)])
    assert exc.value.code == 2
    err = capsys.readouterr().err
    assert "usage:" in err and "--review" in err and says in err


def test_review_does_not_import_pygame_and_uses_worker_processes(tmp_path):
    """In worker processes, which find a game added by its folders (the toy) too."""
    path = tmp_path / "game.sorry"
    path.write_text(played("toy", 2, 5).dumps(), encoding="utf-8")
    code = (
        "import sys; sys.path.insert(0, 'tests'); import toy; toy.install(); "
        "from sorry_game.cli import main; "
        f"main(['--review', {str(path)!r}, '--jobs', '2']); "
        "assert 'pygame' not in sys.modules, 'pygame imported'"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=600
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("review toy: 2 players")


def test_review_text_keeps_each_decisions_whole_sentence():
    """The review screen's list says a decision short ('Mistake −8.2 %'); the text
    for scripts keeps the whole, as the list's detail says it: the mark, the loss the
    review is sure of against the best move ("at least", also where the uncertainty made
    the mark milder than the estimate's), and the likely estimate."""
    from review_helpers import QUICK

    from sorry_game.review import review_game
    from sorry_game.review.marks import charged, mark_of
    from sorry_game.review.words import cost_words, report

    review = review_game(played("classic", 4, 5), QUICK)
    lines = [line for line in report(review).splitlines() if line.startswith("decision ")]
    assert len(lines) == len(review.decisions)
    milder = 0
    for d, line in zip(review.decisions, lines, strict=True):
        if d.equal:
            assert "all choices equal" in line
            continue
        if d.best == d.chosen:
            assert line.endswith("; best: the choice judged best"), line
            continue
        assert line.endswith(f"; {d.mark.value}: {cost_words(d, doubt=True)}"), line
        assert "±" not in line and "against the best move" in line
        if d.mark is not mark_of(d.cost, 0.0):
            milder += 1
            sure = charged(d.cost, d.error)
            if sure >= 0.05:
                assert f"at least {sure:.1f} %" in line, line
            else:  # no sure loss: what it may have cost, said as a maybe
                assert f"may have lost {d.cost:.1f} %" in line and "or nothing" in line, line
    assert milder  # (the game has marks the ± made milder)
