"""Two windows on one user folder each autosave to their own slot, so neither writes
its game over the other's; a slot whose window has closed is found again."""

from __future__ import annotations

import multiprocessing
import os

from sorry_game.store import autosave
from sorry_game.store.paths import autosave_path, data_dir


def _hold_a_slot(home: str, ready, done, out) -> None:
    os.environ["SORRY_GAME_HOME"] = home
    out.put(autosave_path().name)
    autosave_path().write_text("the other window's game", encoding="utf-8")
    ready.set()
    done.wait(30)


def test_a_second_window_autosaves_to_its_own_slot_and_a_closed_ones_is_listed():
    ctx = multiprocessing.get_context("spawn")
    ready, done, out = ctx.Event(), ctx.Event(), ctx.Queue()
    other = ctx.Process(target=_hold_a_slot, args=(os.environ["SORRY_GAME_HOME"], ready, done, out))
    other.start()
    try:
        assert ready.wait(60)
        assert out.get(timeout=5) == "autosave.sorry"  # the first window takes the first slot
        mine = autosave_path()
        assert mine.name == "autosave-2.sorry"  # this window: the next
        assert autosave.left_behind(data_dir()) == []  # the other window is still playing
    finally:
        done.set()
        other.join(30)
    # its window closed: the game it left is listed, never taken over silently
    assert autosave.left_behind(data_dir()) == [data_dir() / "autosave.sorry"]
    assert autosave_path() == mine  # a window keeps its slot while it runs


def test_alone_a_window_uses_the_usual_autosave():
    assert autosave_path().name == "autosave.sorry"
    autosave.release_all()
    assert autosave_path().name == "autosave.sorry"
