"""A broken autosave at the title (issue 17, fault 1): it is reported once, moved aside
byte for byte (never deleted or rewritten), and the title opens and works."""

from __future__ import annotations

import pygame
import pytest
from shell_helpers import click, key, make_app

from sorry_game.app.scenes.setup import SetupScene
from sorry_game.engine import GameConfig
from sorry_game.session import Seat, Session
from sorry_game.store.paths import autosave_path


def autosave_in_progress() -> bytes:
    seats = [Seat("Ann", "human", "normal", 0), Seat("Bob", "computer", "hard", 2)]
    session = Session.new(
        "classic", GameConfig(2, {"colours": [0, 2]}), 9, seats, save_path=autosave_path()
    )
    session.apply(session.state.legal_actions()[0])
    return autosave_path().read_bytes()


def deep(text: str, where: str) -> str:
    bomb = "[" * 1000 + "]" * 1000
    return text.replace(f"{where} {{", f'{where} {{"x": {bomb}, ', 1)


@pytest.mark.parametrize("where", ["meta", "config"])
def test_a_deeply_nested_autosave_is_moved_aside_once_and_the_title_opens(where):
    broken = deep(autosave_in_progress().decode("utf-8"), where).encode("utf-8")
    path = autosave_path()
    path.write_bytes(broken)
    app = make_app()
    assert not app.top.buttons["continue"].visible
    assert not path.exists()
    aside = list(path.parent.glob("autosave.corrupt-*.sorry"))
    assert len(aside) == 1 and aside[0].read_bytes() == broken  # kept, byte for byte
    assert len(app.notices) == 1 and "could not be loaded" in app.notices[0].title
    text = " ".join(app.notices[0].lines)
    assert "line 5" in text or "line 6" in text
    assert "Recursion" not in text and "Traceback" not in text
    key(app, pygame.K_RETURN)
    assert not app.notices
    click(app, app.top.buttons["new"])
    assert isinstance(app.top, SetupScene)
    app.close()
    again = make_app()  # reported once: the next start finds no broken autosave
    assert not again.notices and not again.top.buttons["continue"].visible
    assert list(path.parent.glob("autosave.corrupt-*.sorry")) == aside
    again.close()


def test_an_unexpected_failure_while_loading_still_opens_the_title(monkeypatch):
    """Defence in depth: whatever goes wrong in loading, the title opens and the file
    is kept aside with a notice."""
    original = autosave_in_progress()

    def broken(*args, **kwargs):
        raise RecursionError("maximum recursion depth exceeded")

    monkeypatch.setattr(Session, "from_text", classmethod(lambda cls, *a, **k: broken()))
    app = make_app()
    path = autosave_path()
    assert not path.exists()
    aside = list(path.parent.glob("autosave.corrupt-*.sorry"))
    assert len(aside) == 1 and aside[0].read_bytes() == original
    assert app.notices and "could not be loaded" in app.notices[0].title
    assert "Recursion" not in " ".join(app.notices[0].lines)
    app.close()


def test_a_seat_changed_by_hand_is_refused_at_the_title_with_the_field_named():
    """Fault 7 at the title: a misspelt `kind` does not turn the computer into a human."""
    text = (
        autosave_in_progress().decode("utf-8").replace('"kind": "computer"', '"kidn": "computer"')
    )
    autosave_path().write_text(text, encoding="utf-8")
    app = make_app()
    assert not app.top.buttons["continue"].visible
    assert app.notices and "kidn" in " ".join(app.notices[0].lines)
    app.close()
