"""The move log keeps step with the board (issue 39, "a message lives for its moment"):
while a move's news is up and the steps after it are held (Revenge's pile still
showing the 21, Sorry My Ass!'s trick still on the table), the news tells the move and
the log ends with the move before it (the news said the log's newest fact again:
"You make 21!" over "You [Slide 21] make 21"); the move and what follows it (the next
round, the trick taken) are logged as the board moves on."""

from __future__ import annotations

import pygame
import pytest
from table_helpers import drawn_parts, make_app, make_session, step_idle

from sorry_game.app.draw import record
from sorry_game.app.table.landing import shown_log
from sorry_game.engine.logline import LogLine, table_line
from sorry_game.session import LogEntry


def log_words(table) -> list[str]:
    """The move log's rows drawn in one frame."""
    surface = pygame.Surface(table.size)
    with record.recorded_text() as rec:
        table.draw(surface)
    return [text for part, _px, text in rec.lines if part == "log"]


def held_news(game_id: str, words: str):
    """A table of computers at normal speed, stepped until news with `words` is up
    while steps wait for after it and the action said an entry apart."""
    app = make_app((1280, 800))
    app.settings.speed = "normal"
    table = app.open_table(make_session(game_id, seed=3, humans=()))
    app.step([])
    for _ in range(8000):
        banner = table.news.banner
        turn = len(table.session.actions)
        apart = [e for e in table.session.log if e.turn == turn and e.line and e.line.apart]
        if banner is not None and words in banner[0] and table.animator.held and apart:
            return app, table, apart
        step_idle(app, 0.1)
    raise AssertionError(f"no news with {words!r} came up")


@pytest.mark.parametrize(("game_id", "words"), [("revenge", "21"), ("president", "trick goes to")])
def test_while_the_news_is_up_the_log_ends_with_the_move_before(game_id, words):
    app, table, apart = held_news(game_id, words)
    turn = len(table.session.actions)
    own = [e for e in table.session.log if e.turn == turn and not e.line.apart]
    before = [e for e in table.session.log if e.turn < turn]
    drawn = " ".join(log_words(table))
    assert table.log._done[-1] is before[-1]  # the news tells the move, not the log
    assert own[-1] not in table.log._done
    assert drawn.endswith(table.log.lines[-1][1]), drawn  # and drawn last
    held_words = {"revenge": "Round 2", "president": "takes the trick"}[game_id]
    assert held_words not in drawn, drawn  # ("Round 2 · P2 starts", "P0 takes the trick")
    # the board moves on (the held steps play): the entries said apart are logged
    for _ in range(400):
        if not table.animator.held:
            break
        step_idle(app, 0.05)
    assert not table.animator.held
    drawn = " ".join(log_words(table))
    assert held_words in drawn, drawn
    assert table.log._done[-1] is apart[-1]
    assert own[-1] in table.log._done  # the move, logged once its news is over
    app.close()


def test_shown_log_holds_only_the_last_actions_entries_said_apart():
    move = LogEntry.of(4, LogLine(1, "Bo", (), (("makes 21",),)))
    round_ = LogEntry.of(4, LogLine(None, "", (), (("Round 2",),), apart=True))
    older = LogEntry.of(3, LogLine(None, "", (), (("Round 1",),), apart=True))
    log = [older, move, round_]
    assert list(shown_log(log, True, 4)) == [older, move]
    assert list(shown_log(log, False, 4)) == log
    assert list(shown_log([older], True, 4)) == [older]  # an older action's: said
    resumed = LogEntry.of(4, table_line("Game resumed"))
    assert list(shown_log([*log, resumed], True, 4)) == [*log, resumed]


def test_P7_the_tricks_news_says_who_passed_once():
    """Sorry My Ass!, "The trick goes to Bo" up: the pass that gave the trick away is
    said by the seats' "Pass" chips (the log logs it once the news is over), not again
    by the header ("Ada · passes") or the panel ("Passed: You, Ada, Cy")."""
    app, table, _apart = held_news("president", "trick goes to")
    mover = table.session.names()[table.moment.decider]
    drawn = drawn_parts(table)
    head = " ".join(drawn["header"])
    assert head.startswith(mover), head
    assert "pass" not in head and "may beat" not in head, head
    panel = " ".join(drawn["panel"])
    assert "Passed" not in panel and "Unbeaten" not in panel, panel  # the news says it
    assert table.log._done[-1].turn < len(table.session.actions)  # the news's moment
    assert "Pass" in drawn["board"], drawn["board"]  # the seats' chips
    app.close()
