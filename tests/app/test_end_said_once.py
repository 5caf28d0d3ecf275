"""Issue 39, "each fact once", at the end of a game: the header says who won (and how,
where the game's end entry says more: "Game over · checkmate"); the log ends with the
last move, the prompt counts down to Results without saying the end again, and no
message or word on the board names the winner a second time. Once, a King checkmate
said "You win" in the header, the log and the news, and every game's prompt said "The
results come up in a moment"."""

from __future__ import annotations

import re

import pygame
import pytest
from table_helpers import make_app, make_session, press

from sorry_game.ai import make_agent
from sorry_game.app.draw import record
from sorry_game.engine.events import wins_text
from sorry_game.engine.logline import entries

#: words that say the game is won or over
END_WORDS = re.compile(r"\b(wins?|won|winner|game over|checkmate|come up)\b", re.IGNORECASE)
#: the parts of the frame a fact is said in (the move log is checked on its own)
PARTS = ("header", "prompt", "panel", "messages", "board", "card", "news", "tips")


@pytest.fixture(autouse=True)
def _inline_ai(monkeypatch):
    monkeypatch.setenv("SORRY_GAME_INLINE_AI", "1")


def finished_table(game_id: str, seed: int = 7):
    """A table whose game seeded random agents (the same game every run) have played to
    its end, every move landed."""
    app = make_app((1280, 800))
    session = make_session(game_id, seed=seed, humans=(0,))
    table = app.open_table(session)
    agents = [make_agent("random", game_id, seed + i) for i in range(len(session.seats))]
    for _ in range(5000):
        state = session.state
        if state.is_over():
            break
        table.apply(agents[state.current_player()].choose(state))
        table.land_now()
    for _ in range(200):  # the last round's summary, if any, gone on from
        if app.top is table:
            break
        app.step([press(pygame.K_RETURN, text="\r")], dt=0.05)
    app.step([], dt=0.01)
    assert table.state.is_over() and app.top is table
    return app, table


@pytest.mark.parametrize("game_id", ["classic", "president", "king", "revenge"])
def test_the_end_frame_says_the_win_in_the_header_alone(game_id):
    app, table = finished_table(game_id)
    with record.recorded_text() as rec:
        table.draw(pygame.Surface(table.size))
    saying = {part for part, _px, text in rec.lines if part != "log" and END_WORDS.search(text)}
    assert saying == {"header"}, [(p, t) for p, _px, t in rec.lines if END_WORDS.search(t)]
    assert {p for p, _px, _t in rec.lines} - {"log"} <= {*PARTS, "options", "players", "legend"}
    header = [t for p, _px, t in rec.lines if p == "header"]
    names = table.session.names()
    assert header[0] == wins_text([names[w] for w in table.view.outcome.winners])
    assert header[1].startswith("Game over")
    prompt = [t for p, _px, t in rec.lines if p == "prompt"]
    assert prompt and all(re.fullmatch(r"Results in \d s", t) for t in prompt), prompt
    last = " ".join(rec.entries[-1][1])  # the log's newest entry: the winning move
    assert not END_WORDS.search(last), last
    assert table.news.banner is None
    app.close()


def test_a_king_checkmate_says_it_once_in_the_header():
    """'You win · checkmate' was the log's last entry under the header's 'You win!'."""
    app, table = finished_table("king", seed=6)  # White mates (seeded random moves)
    with record.recorded_text() as rec:
        table.draw(pygame.Surface(table.size))
    said = [(p, t) for p, _px, t in rec.lines if "checkmate" in t.lower()]
    assert said == [("header", "Game over · checkmate")], said
    app.close()


def test_the_record_keeps_the_end_entry_apart():
    """The session's log (the phone page, the text) still tells the end, in an entry of
    its own (`LogLine.ends`): a round's end said apart is never read into it."""
    app, table = finished_table("president")
    session = table.session
    ends = [e for e in session.log if e.line is not None and e.line.ends]
    (winner,) = table.view.outcome.winners
    assert [e.text for e in ends] == [f"P{winner} wins"] and ends[0] is session.log[-1]
    crowned = session.log[-2].text  # the round's end, said apart, without the win
    assert crowned.startswith(f"P{winner} is President of round") and "win" not in crowned
    names = session.names()
    assert all(not line.ends for line in entries([], names, 0))
    app.close()


def test_the_replay_ends_with_the_last_move_and_its_header_says_how():
    """The replay's log had the end's entry too; its header said only 'Game over'."""
    app, table = finished_table("king", seed=6)
    replay = app.router.build("replay", table.session.record())
    replay.go_to(len(replay))
    assert replay.header().sub == "Game over · checkmate"
    assert replay.steps and all(not line.ends for lines, _on in replay.steps for line in lines)
    app.close()
