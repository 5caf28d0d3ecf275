"""Each fact said once, and a message ends with its moment (fresh eyes on bench/shots.py's
tables): Sorry, King!'s checker distance said by the panel's title, a framed legend box
and the prompt; Sorry! Revenge's new direction by the panel, the card's face and the
log; the news said again by the log's newest entry; Sorry My Ass!'s "Won by Bo" beside
"The trick goes to Bo"; Sorry!'s "Move one pawn forward 5." beside "turn forfeited"."""

from __future__ import annotations

import pygame
import pytest
from bench_scripts import bench_script
from table_helpers import drawn_parts, human_decision, make_app, make_session, step_idle

from sorry_game.app.draw import record

reading = bench_script("reading")


def frame_said(table) -> list:
    """What the frame says twice, as the bench reads it (`reading.read_frame`)."""
    with record.recorded_text() as rec:
        table.draw(pygame.Surface(table.size))
    return reading.read_frame(rec, None).said


def news_up(game_id: str, found, seed: int = 3, most: int = 12000):
    """A table of computers at normal speed, stepped until the news of a move is up
    and `found(table)`."""
    app = make_app((1280, 800))
    app.settings.speed = "normal"
    table = app.open_table(make_session(game_id, seed=seed, humans=()))
    app.step([])
    for _ in range(most):
        if table.news.banner is not None and table.moment is not None and found(table):
            return app, table
        step_idle(app, 0.05)
    raise AssertionError("no such news came up")


def checker_decision(table) -> bool:
    return table.view.game.phase == "checker"


@pytest.mark.parametrize(("size", "scale"), [((1280, 800), 100), ((800, 600), 200)])
def test_K_the_checkers_distance_is_said_by_the_prompt_alone(size, scale):
    """'Checker move: 1' (the panel), the moved piece's value framed in the legend and
    'Choose a checker to move 1 square.' (the prompt): one fact, said by the prompt."""
    from sorry_game.app.plugins.king.panel import LEGEND

    app, table = human_decision("king", 2, checker_decision, size=size, scale=scale)
    distance = table.view.game.distance
    drawn = drawn_parts(table)
    assert f"move {distance} square" in " ".join(drawn["prompt"]), drawn["prompt"]
    panel = " ".join(drawn.get("panel", []))
    assert "Checker move" not in panel, panel  # (its numbers: the legend's values)
    assert frame_said(table) == []
    # no box of the value legend framed in the highlight (the prompt says the distance)
    surface = pygame.Surface(table.size)
    table.draw(surface)
    highlight = pygame.Color(table.palette["highlight"])
    r = table.lay.plugin
    framed = [
        (x, y)
        for y in range(r.top, r.bottom, 2)
        for x in range(r.left, r.right, 2)
        if surface.get_at((x, y)) == highlight
    ]
    assert len(LEGEND) and framed == [], framed[:5]
    app.close()


def test_the_bench_counts_a_number_said_twice():
    """The fact 'move 1' in the panel and the prompt, two words: the bench's D counts it
    (three-word phrases missed it)."""
    blocks = {
        "panel": ["Checker move: 1", "A move sends a checker:"],
        "prompt": ["Choose a checker to move 1 square."],
        "log": ["You ♙ a2–a3 · moves 1"],
    }
    said = reading.said_twice(blocks)
    assert said == []
    assert [p.text for p in reading.numbers_said_twice(blocks, said)] == ["move 1"]


def test_R_a_switch_played_says_nothing_its_face_and_the_log_say():
    """'Last played by Cy / Cy reverses the direction of play.' beside the face's
    'Reverse the play' and the log's 'Cy [Switch] play goes clockwise': the panel says
    who played it, the log and the arrows the new direction."""
    from sorry_game.app.plugins.revenge.cards import played_text
    from sorry_game.games.revenge.events import CardPlayed

    assert played_text("switch", "Cy") == "" and played_text("switch", "You") == ""
    app = make_app((1280, 800))
    app.settings.speed = "instant"
    table = app.open_table(make_session("revenge", seed=3, humans=()))
    app.step([])
    seen = set()
    for _ in range(4000):
        switched = any(isinstance(e, CardPlayed) and e.card == "switch" for e in table.last_events)
        if switched and not table.animator.busy:
            seen.add("moment" if table.moment is not None else "after")
            panel = " ".join(drawn_parts(table).get("panel", []))
            assert "played by" in panel.lower(), panel
            assert "direction" not in panel and "revers" not in panel, panel
            if "after" in seen:
                break
        step_idle(app, 0.1)
    assert "after" in seen, seen
    app.close()


@pytest.mark.parametrize(
    ("game_id", "found"),
    [("king", None), ("classic", "forfeit"), ("revenge", None)],
)
def test_the_news_is_not_said_again_by_the_log(game_id, found):
    """King's 'Your rook turns black!' over the log's 'You turn ♜ h1 black' (Sorry!'s
    'Ada cannot move with a 5 — turn forfeited' over 'Ada [5] no move', Revenge's 'You
    make 21!' over 'You [Slide 21] make 21'): while a move's news is up its entries
    wait; the news tells the move for its moment, the log records it after."""

    def up(table) -> bool:
        return found is None or any(e.kind == found for e in table.last_events)

    app, table = news_up(game_id, up)
    turn = len(table.session.actions)
    with record.recorded_text() as rec:
        table.draw(pygame.Surface(table.size))
    logged = [entry for part, entry in rec.entries if part == "log"]
    messages = [t for p, _px, t in rec.lines if p == "message:news"]
    assert messages, "the news is drawn"
    newest = logged[-1] if logged else ()  # (the first move's news: an empty log)
    assert reading.news_in_log(messages, newest) == [], (messages, newest)
    assert all(e.turn < turn for e in table.log._done), "the news's move is not logged yet"
    for _ in range(400):  # the news's moment ends: the move is logged
        if table.news.banner is None:
            break
        step_idle(app, 0.05)
    table.draw(pygame.Surface(table.size))
    assert any(e.turn == turn for e in table.log._done)
    app.close()


def test_the_bench_counts_the_news_said_by_the_logs_newest_entry():
    assert [p.text for p in reading.news_in_log(["Your rook turns black!"], ["You turn h1 black"])]
    forfeit = ["Ada cannot move with a 5 —", "turn forfeited"]
    assert reading.news_in_log([" ".join(forfeit)], ["Ada 5 no move"])
    assert reading.news_in_log(["The trick goes to Bo"], ["Ada passes"]) == []


def test_S_a_forfeited_cards_words_give_way_to_the_news():
    """Sorry!: 'Ada cannot move with a 5 — turn forfeited' beside the panel's 'Move one
    pawn forward 5.': once the turn is forfeited the card's rule is no longer true; the
    card stays, its words go."""
    from sorry_game.games.board.cards import CARD_SHORT, CARD_TEXT

    app, table = news_up("classic", lambda t: any(e.kind == "forfeit" for e in t.last_events))
    card = next(e.card for e in table.last_events if e.kind == "forfeit")
    drawn = drawn_parts(table)
    panel = " ".join(drawn.get("panel", []))
    assert "forfeited" in " ".join(drawn["message:news"])
    assert CARD_TEXT[card][:12] not in panel and CARD_SHORT[card] not in panel, panel
    app.close()


def test_P_the_trick_taken_is_said_by_the_news_alone():
    """Sorry My Ass!: 'Won by Bo: two SORRY!s' (the panel's caption) beside 'The trick
    goes to Bo' (the news), then 'Unbeaten: two SORRY!s': while the news is up the
    game's part says nothing, the news above the line that goes on from it."""
    from sorry_game.games.president.events import TrickWon

    def taken(table) -> bool:
        return any(isinstance(e, TrickWon) for e in table.last_events)

    app, table = news_up("president", taken)
    won = next(e for e in table.last_events if isinstance(e, TrickWon))
    name = table.session.names()[won.player]
    drawn = drawn_parts(table)
    assert name in " ".join(drawn["message:news"])
    # the play that stood ('Unbeaten: a SORRY!') beside the news said it again: the
    # game's part gives the news its room, the one statement of the moment
    assert table.lay.plugin.height == 0
    panel = drawn.get("panel", [])
    assert not any("Unbeaten" in line or name in line.split() for line in panel), panel
    assert table.lay.notice.bottom <= table.lay.prompt.top  # then the line that goes on
    app.close()
