"""The table's words (issue 30): a dialog holds its title; a hint never says its move
twice; the header is about the seat the table waits for, in its colours, and says its
task once; a Revenge card on the pile names who played it; a decision with one way to
go says so from the first frame of its beat."""

from __future__ import annotations

import random
import re
from types import SimpleNamespace

import pygame
import pytest
from shell_helpers import make_app as make_shell
from table_helpers import make_app, make_session

from sorry_game.app.plugins.revenge.cards import more_text
from sorry_game.app.plugins.revenge.frame import Names
from sorry_game.app.plugins.revenge.panel import focus_card
from sorry_game.app.scenes.pause import PauseScene
from sorry_game.app.table import frame, status
from sorry_game.app.table import panel as side
from sorry_game.app.table.computer import Reply
from sorry_game.engine.interface import GameConfig
from sorry_game.games.board.moves import Leave
from sorry_game.games.catalogue import get_game
from sorry_game.session import Seat, Session


@pytest.fixture(autouse=True)
def _inline_ai(monkeypatch):
    monkeypatch.setenv("SORRY_GAME_INLINE_AI", "1")


# --- a dialog is sized to its title ------------------------------------------------------
def pause_asking(size, percent, title=None):
    app = make_shell(size=size)
    app.set_ui_scale(percent)
    seats = [Seat(f"P{i}", "human", "normal", i) for i in range(2)]
    pause = app.push(PauseScene(app, Session.new("classic", GameConfig(2, {}), 3, seats)))
    if title is not None:
        pause.title = lambda: title
    pause.ask_restart()
    app.step([])
    return app, pause


@pytest.mark.parametrize("percent", [100, 200])
def test_the_restart_question_fits_its_dialog(percent):
    """The tester's 'Restart from the first move?' was wider than its dialog: at
    800x600, at text size 100 % and 200 %, the title's lines (measured in the title's
    font) lie inside the panel, and so do the buttons."""
    app, pause = pause_asking((800, 600), percent)
    font = app.fonts.get(pause.font_px("title"), True)
    lines = [line for line, _rect in pause.title_lines]
    assert " ".join(lines) == "Restart from the first move?"
    for line, rect in pause.title_lines:
        assert rect.width >= font.size(line)[0]
        assert pause.panel.contains(rect), (rect, pause.panel)
    for button in pause.shown:
        assert pause.panel.contains(button.rect)
    assert pygame.Rect((0, 0), app.size).contains(pause.panel)
    app.close()


def test_a_title_wider_than_the_window_wraps_inside_the_dialog():
    app, pause = pause_asking(
        (800, 600), 200, "Restart this game from the very first move of its deal?"
    )
    assert len(pause.title_lines) > 1
    assert all(pause.panel.contains(rect) for _line, rect in pause.title_lines)
    assert pygame.Rect((0, 0), app.size).contains(pause.panel)
    top = min(b.rect.top for b in pause.shown)
    assert max(rect.bottom for _l, rect in pause.title_lines) <= top  # above the buttons
    app.close()


# --- a hint never repeats its move --------------------------------------------------------
def restated(move: str, reason: str) -> bool:
    """The test's own reading of a repeat: the reason's verb begins like a word of the
    move ('switches' / 'switch', 'takes' / 'taking'), or three of its words are the
    move's ('brings a pawn out of START' after 'move a pawn out of START')."""
    words = [w for w in re.findall(r"[a-z0-9]+", move.lower()) if len(w) >= 3]
    said = [w for w in re.findall(r"[a-z0-9]+", reason.lower()) if len(w) >= 3]
    if said and any(w[:3] == said[0][:3] for w in words):
        return True
    return sum(w in words for w in said) >= 3


def hints(game_id: str, players: int, seed: int, every: int = 9):
    """(move, reasons, hint) for the legal actions of positions of a seeded game: every
    few turns, and every decision made out of turn (a steal, a block, a colour change)."""
    game = get_game(game_id)
    state = game.new_state(GameConfig(players, {}), seed)
    rng = random.Random(seed)
    names = ["You", "Ada", "Bo", "Cy"][:players]
    for turn in range(400):
        if state.is_over():
            return
        legal = state.legal_actions()
        if turn % every == 0 or state.current_player() != state.turn_player():
            for action in legal[:8]:
                move = state.describe_action(action)
                reasons = [w for e in frame.what_it_does(state, action) if (w := e.effect(names))]
                yield move, reasons, status.hint_line(move, reasons)
        state.apply(rng.choice(legal))


@pytest.mark.parametrize(
    "game_id, players", [("classic", 4), ("president", 4), ("king", 2), ("revenge", 4)]
)
def test_a_hint_never_says_its_move_twice(game_id, players):
    seen = 0
    for move, reasons, hint in hints(game_id, players, seed=4):
        assert hint.startswith(f"Hint: {move}")
        said = hint[len(f"Hint: {move}") :].removeprefix(" — ")
        shown = [r for r in dict.fromkeys(reasons) if r in said]
        for reason in shown:
            assert said.count(reason) == 1, hint
            assert not restated(move, reason), hint
        seen += len(shown)
    assert seen > 0  # some hints give a reason


def test_the_hint_to_leave_start_says_it_once():
    """The tester's 'Hint: move a pawn out of START — brings a pawn out of START'."""
    app = make_app((1280, 800))
    table = app.open_table(make_session("classic", seed=2, humans=(0, 1, 2, 3)))
    app.step([])
    for _ in range(400):
        if table.human_input() and Leave() in table.state.legal_actions():
            break
        table.apply(random.Random(len(table.session.actions)).choice(table.state.legal_actions()))
        table.land_now()
    table.computers.hint_reply = lambda: Reply(Leave())
    table._poll_hint()
    assert table.hint_text.startswith("Hint: bring a pawn into play")
    assert "START" not in table.hint_text[len("Hint: bring a pawn into play") :]
    app.close()


# --- the header is about the seat the table waits for ------------------------------------
def reach(game_id: str, players: int, found) -> Session:
    """A session at the first position of seeded random play where `found(state)`."""
    game = get_game(game_id)
    for seed in range(40):
        state = game.new_state(GameConfig(players, {}), seed)
        rng = random.Random(seed)
        for _ in range(1500):
            if state.is_over():
                break
            if found(state):
                seats = [
                    Seat(n, "human" if i == 0 else "computer", "normal", i)
                    for i, n in enumerate(["Ann", "Bob", "Cyd", "Dee"][:players])
                ]
                return Session(game_id, GameConfig(players, {}), seed, seats, state)
            state.apply(rng.choice(state.legal_actions()))
    raise AssertionError(f"{game_id}: no such position")


def header_of(session: Session, viewer: int | None = None) -> status.Header:
    view = session.state.view(viewer)
    rgb = {s: (40 * s, 200 - 40 * s, 90) for s in range(view.players)}
    return status.header(view, session, session.game, viewer == view.decider, False, 0.0, rgb.get)


def out_of_turn(state) -> bool:
    return state.current_player() != state.turn_player()


def test_K9_the_colour_change_header_names_the_chooser_in_its_colours():
    """K-9: the owner of the line's piece chooses which piece changes, out of turn. The
    header is the chooser's — name, colour, mark — and says the task once; the tester
    saw the mover's, 'waiting for Player 1 · waits for a colour change'."""
    session = reach("king", 2, lambda s: s.view(None).game.phase == "change" and out_of_turn(s))
    view = session.state.view(None)
    chooser, mover = view.decider, view.turn
    head = header_of(session)
    names = session.names()
    assert head.title == names[chooser]
    assert head.colour == (40 * chooser, 200 - 40 * chooser, 90)
    assert head.shape == session.game.colours[view.colours[chooser]].key
    said = f"{head.title} · {head.sub}"
    assert said.count("chooses a piece to turn") == 1 and "wait" not in said
    assert said.count(names[mover]) <= 1
    # the chooser at the screen is told in the second person
    session.seats[chooser].name = "You"
    assert "choose a piece to turn" in header_of(session, chooser).sub


def test_R9_the_steal_header_names_the_seat_that_may_steal():
    session = reach(
        "revenge",
        4,
        lambda s: (
            s.view(None).game.pending is not None
            and s.view(None).game.pending.kind == "steal"
            and out_of_turn(s)
        ),
    )
    view = session.state.view(None)
    head = header_of(session)
    assert head.title == session.names()[view.decider]
    assert head.colour == (40 * view.decider, 200 - 40 * view.decider, 90)
    assert f"{head.title} · {head.sub}".count("the 21") == 1


def test_P4_the_president_gives_a_card_in_the_header():
    session = reach("president", 4, lambda s: s.view(None).game.phase == "trade")
    view = session.state.view(None)
    head = header_of(session)
    assert head.title == session.names()[view.decider] == session.names()[view.turn]
    assert head.sub.count("gives a card to the Asshole") == 1


# --- a Revenge card on the pile names who played it --------------------------------------
def slide_to_21_on_the_pile():
    """A seeded Sorry! Revenge game just after a Slide to 21 that stays on the pile (a
    steal is offered), and the events of that play."""
    game = get_game("revenge")
    for seed in range(200):
        state = game.new_state(GameConfig(3, {}), seed)
        rng = random.Random(seed)
        for _ in range(400):
            if state.is_over():
                break
            player = state.current_player()
            events = state.apply(rng.choice(state.legal_actions()))
            played = [e for e in events if e.kind == "play" and e.card == "slide21"]
            if played and state.view(None).game.play_pile[-1:] == ("slide21",):
                return game, state, events, player
    raise AssertionError("no Slide to 21 stayed on the pile")


def test_R6_a_slide_to_21_names_who_played_it():
    """R-6: the Slide to 21 on the pile said 'you win the round!' when a computer had
    played it; it names the player, 'you' only for the person at the screen."""
    game, state, events, player = slide_to_21_on_the_pile()
    names = ["Ann", "Ada", "Bo"]
    ui = SimpleNamespace(
        hover=None,
        chosen=[],
        anim=SimpleNamespace(busy=False, held=[]),
        last_events=events,
        told=None,
        tells=lambda view: view,
    )
    other = (player + 1) % 3
    view = state.view(other)  # someone else at the screen
    code, heading, text = focus_card(view, ui, Names(game, view, names))
    # (a steal may come: another seat decides, so the card is the last one played)
    assert (code, heading) == ("slide21", f"Last played by {names[player]}")
    assert text.startswith(f"{names[player]} makes 21") and "you" not in text.lower()
    assert "The total becomes" not in text  # the card's face says it (issue 39)
    view = state.view(player)  # the player at the screen
    _code, heading, text = focus_card(view, ui, Names(game, view, names))
    assert heading == "Last played by you"
    assert text == "You make 21: the round is yours unless a SORRY! steals it."


# --- a forced decision says so from its first frame ---------------------------------------
def forced_beat(seed: int, moving: bool):
    """A classic table (all humans) at the first frame of a forced beat: a pass with no
    move, or (`moving`) one pawn with one move."""
    app = make_app((1280, 800))
    table = app.open_table(make_session("classic", seed=seed, humans=(0, 1, 2, 3)))
    app.step([])
    for _ in range(600):
        forced = table.controller.forced
        if table.forced_in is not None and (str(forced) != "pass") == moving:
            return app, table
        table.apply(random.Random(len(table.session.actions)).choice(table.state.legal_actions()))
        table.land_now()
    raise AssertionError("no forced beat")


@pytest.mark.parametrize("moving", [True, False])
def test_C6_a_forced_decision_says_no_choice_on_its_first_frame(monkeypatch, moving):
    """C-6: the tester saw 'Choose a pawn to move.' for the whole beat before the move
    played itself. From the first frame the prompt says what happens, asking nothing."""
    app, table = forced_beat(2, moving)
    said = []
    draw = side.draw_lines

    def spy(surface, rect, text, *args, **kwargs):
        if rect == table.lay.prompt:
            said.append(text)
        return draw(surface, rect, text, *args, **kwargs)

    monkeypatch.setattr(side, "draw_lines", spy)
    table.draw(pygame.Surface(app.size))
    what = table.state.describe_action(table.controller.forced)
    assert said == [f"No choice: {what}."]
    assert "choose" not in said[0].lower()
    if not moving:
        assert said[0].startswith("No choice: pass — the ") and "has no move" in said[0]
    app.close()


def test_R6_R9_a_slide_to_21_says_the_round_is_won_only_once_it_is():
    """'Your card — You win the round!' beside the hand's Slide to 21 read as if the
    round were over while the player still had to choose; on the pile during the steal
    window (R-9) 'Ada wins the round!' too. The hand's card says what playing it does;
    the pile's, while a steal may come, that the round is not settled yet."""
    from sorry_game.app.plugins.revenge.cards import more_text

    hand = more_text("slide21")
    assert "win the round!" not in hand and hand.startswith("Play it")
    game, state, events, player = slide_to_21_on_the_pile()
    names = ["Ann", "Ada", "Bo"]
    ui = SimpleNamespace(
        hover=None,
        chosen=[],
        anim=SimpleNamespace(busy=False, held=[]),
        last_events=events,
        told=None,
        tells=lambda view: view,
    )
    other = (player + 1) % 3
    view = state.view(other)
    assert view.game.pending is not None and view.game.pending.kind == "steal"
    _code, heading, text = focus_card(view, ui, Names(game, view, names))
    assert heading == f"Last played by {names[player]}"
    assert "wins the round" not in text and "unless a SORRY! steals it" in text, text


def test_R6_a_played_slide_to_21_drops_its_advice_in_its_moment():
    """The news moment after 'You make 21!' still said 'Chosen — Play it to win the
    round, unless a SORRY! steals the 21.' beside a total of 0: advice about a choice
    ends once the choice is made. In the move's moment (`told`) the chosen card is the
    one being played; what it did is the news's and the log's."""
    from sorry_game.engine.picking import Choice

    game, state, events, player = slide_to_21_on_the_pile()
    names = ["Ann", "Ada", "Bo"]
    view = state.view(player)
    ui = SimpleNamespace(
        hover=None,
        chosen=[Choice("card", "slide21")],
        anim=SimpleNamespace(busy=False, held=[]),
        last_events=events,
        told=None,  # still choosing: the card's advice
    )
    assert focus_card(view, ui, Names(game, view, names))[1:] == ("Chosen", more_text("slide21"))
    ui.told = view  # the move landing: its moment
    code, heading, text = focus_card(view, ui, Names(game, view, names))
    assert (code, heading, text) == ("slide21", "You play Slide to 21", "")
    ui.chosen = [Choice("card", "take2")]  # a rule, not advice, stays
    assert focus_card(view, ui, Names(game, view, names))[2] == more_text("take2")
