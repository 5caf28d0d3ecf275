"""A message lives for its moment (issue 39): while a move lands, the table tells that
move — the mover in the header, their card or choice in the panel — and the next
turn's facts (the next seat, its card, its question) come when the next decision
starts, or with the step that begins it (`Step.turn`: a card drawn for the next seat,
the win). One mechanism for every game: `TableScene.told`."""

from __future__ import annotations

import pygame
import pytest
from table_helpers import drawn_parts, make_app, make_session, step_idle

from sorry_game.games.catalogue import all_games

GAMES = [g.id for g in all_games()]


def computers_table(game_id: str, speed: str = "normal"):
    """A table of computers only (the screen watches), animations at `speed`."""
    app = make_app((1280, 800))
    app.settings.speed = speed
    table = app.open_table(make_session(game_id, seed=3, humans=()))
    app.step([])
    return app, table


def a_move_to_another_seat(app, table, most: int = 4000):
    """Step until a move by one seat has just been played and begins to land (its
    pieces moving: no step of the next turn begun), the next decision another seat's:
    (the mover, the next decider)."""
    for _ in range(most):
        state = table.state
        mover, played = state.view(None).decider, len(table.session.actions)
        app.step([], 0.05)
        if len(table.session.actions) != played + 1 or table.moment is None:
            continue
        app.step([], 0.02)  # a frame into the move
        if table.moment is None:
            continue
        after = table.state.view(None).decider
        if mover is not None and after is not None and after != mover:
            return mover, after
    raise AssertionError("no move from one seat to another landed")


@pytest.mark.parametrize("game_id", GAMES)
def test_a_frame_mid_move_tells_the_mover_not_the_next_seat(game_id):
    app, table = computers_table(game_id)
    names = table.session.names()
    mover, after = a_move_to_another_seat(app, table)
    assert table.landing, "the move is still landing (its steps or its news)"
    drawn = drawn_parts(table)
    assert drawn["header"][0] == names[mover]
    assert names[after] not in drawn["header"]
    assert "thinking" not in " ".join(drawn["header"])  # the mover acts, nobody thinks
    # once it has landed and the next decision starts, the header is the next seat's
    for _ in range(400):
        if not table.landing and table.moment is None:
            break
        step_idle(app, 0.05)
    assert drawn_parts(table)["header"][0] == names[table.state.view(None).decider]
    app.close()


def test_sorry_shows_the_movers_card_until_the_next_card_is_drawn():
    """Sorry!: the card of the move stays in the panel while its pawn moves; the next
    seat's card turns over as its own beat (`Step.turn`), with that seat's name."""
    from sorry_game.games.board.cards import CARD_TEXT
    from sorry_game.games.board.events import TurnForfeited

    app, table = computers_table("classic")
    names = table.session.names()
    for _ in range(20):  # a move whose card differs from the next seat's
        mover, after = a_move_to_another_seat(app, table)
        card = table.moment.game.card if table.moment is not None else None
        # (a forfeit moved nothing: its card's words give way to the news)
        forfeit = any(isinstance(e, TurnForfeited) for e in table.last_events)
        if card and card != table.view.game.card and not forfeit:
            break
    panel = " ".join(drawn_parts(table).get("panel", []))
    mine = " ".join(CARD_TEXT[card].split()[:3])
    assert mine in panel, (mine, panel)
    for _ in range(400):  # the next card's flip begins the next moment
        if table.animator.turned:
            break
        step_idle(app, 0.02)
    assert table.moment is None
    assert drawn_parts(table)["header"][0] == names[after]
    app.close()


@pytest.mark.parametrize("game_id", GAMES)
def test_instant_speed_never_shows_the_mover_beside_the_next_card(game_id):
    """Animations off: a move lands at once; a step that begins the next moment ends
    the mover's at once too (no frame with the mover's name over the next card)."""
    app, table = computers_table(game_id, "instant")
    for _ in range(300):
        played = len(table.session.actions)
        app.step([], 0.05)
        if len(table.session.actions) > played and table.animator.turned:
            assert table.moment is None
    app.close()


@pytest.mark.parametrize("game_id", ["president", "revenge"])
def test_pass_and_play_the_moment_shows_no_hand_before_the_hand_over(game_id):
    """Two humans share the screen: while one's move lands on the way to the other's
    turn, the moment is told from nobody's seat (no hand), and the next human's hand
    shows only once they have taken the screen behind the curtain."""
    from table_helpers import click_at, clickables

    app = make_app((1280, 800))
    app.settings.speed = "normal"
    table = app.open_table(make_session(game_id, seed=5, humans=(0, 1)))
    app.step([])
    handed = 0
    for _ in range(6000):
        if app.top is not table:  # the curtain (or a round's summary): the next human goes on
            app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r")])
            continue
        if table.moment is not None and table.screen.holder is None:
            assert table.moment.viewer is None  # nobody's hand while it lands
            handed += 1
        if table.human_input() and table.forced_in is None and clickables(table):
            app.step(click_at(clickables(table)[0][0].center))
        else:
            step_idle(app, 0.05)
        if handed > 20:
            break
    assert handed > 20
    app.close()


def test_a_click_that_skips_the_move_ends_its_moment():
    """Skipping the animation (a click, as today) lands the move: the computer's turn
    that follows is told at once, not under the skipped move's header."""
    from table_helpers import click_at

    app, table = computers_table("king")  # (no step of its moves begins the next turn)
    names = table.session.names()
    _mover, after = a_move_to_another_seat(app, table)
    app.step(click_at((5, 5)))
    assert not table.animator.busy and table.moment is None
    assert drawn_parts(table)["header"][0] == names[after]
    app.close()


def header_of(table) -> str:
    return drawn_parts(table)["header"][0]


@pytest.mark.parametrize(
    ("game_id", "speed"),
    [(g, "normal") for g in GAMES] + [("classic", "instant"), ("revenge", "instant")],
)
def test_the_news_is_told_in_the_movers_moment(game_id, speed):
    """Issue 39: the news of a move (Ada's forfeit, 'You make 21!', a bust) is up only
    in its mover's moment — the header names the mover, never the seat whose card has
    turned over or whose round has begun; the card drawn for the next seat waits for
    the news's beat (`Animator.add(hold=True)`), and the end's header replaces the last
    move's news."""
    app, table = computers_table(game_id, speed)
    names = table.session.names()
    seen = 0
    for _ in range(6000):
        if app.top is not table:
            if type(app.top).__name__ == "ResultsScene":
                break
            step_idle(app, 0.05)
            continue
        if table.news.banner is not None and app.top is table:
            assert table.moment is not None, (table.news.banner, header_of(table))
            mover = table.moment.decider
            if mover is not None:
                assert header_of(table) == names[mover], (table.news.banner, header_of(table))
            seen += 1
            if speed == "normal" and seen > 40:
                break  # a few moves' news seen (the end: at instant speed)
        if table.state.is_over() and not table.landing:
            assert table.news.banner is None, table.news.banner  # the end's header says it
        step_idle(app, 0.05)
    assert seen, "no news came up"
    app.close()


def test_the_board_lights_the_seat_the_panel_tells():
    """Issue 39: one moment for the whole frame. Sorry My Ass!, a move landing on the
    way to the next seat: the header names the mover, and the board's seat tag lit (its
    edge drawn in the seat's colour, wide) is the mover's, not the next seat's."""
    from sorry_game.app.plugins.president.plugin import seat_rgb

    app, table = computers_table("president")
    names = table.session.names()
    for _ in range(40):
        mover, after = a_move_to_another_seat(app, table)
        if table.moment is not None and table.moment.turn == mover and table.view.turn == after:
            break
    surface = pygame.Surface(table.size)
    table.draw(surface)
    assert header_of(table) == names[mover]
    plugin, view = table.plugin, table.view

    def edge(seat: int) -> tuple[int, int, int]:
        r = plugin.seat_rect(view, seat)
        return tuple(surface.get_at((r.left + 1, r.centery)))[:3]

    def rgb(seat: int) -> tuple[int, int, int]:
        return tuple(seat_rgb(plugin.palette, plugin.game, view, seat))[:3]

    assert edge(mover) == rgb(mover), "the mover's tag is lit"
    assert edge(after) != rgb(after), "the next seat's tag waits for its moment"
    app.close()


def test_P7_a_taken_trick_s_moment_agrees_in_header_panel_and_news():
    """P-7: as a trick was taken the header said 'Ada — computer may beat it', the panel
    'A new trick' and the news 'The trick goes to Bo': three statements that disagreed.
    In the moment of the move that took it the header says what the mover did (the
    log's words, 'passes'), the news who took it, and the panel nothing of the play
    that stood (no 'To beat'; 'Won by Bo', then 'Unbeaten: two 5s', beside the news's
    'The trick goes to Bo' said it twice); 'A new trick' and who leads it come after
    the news (one fact a place)."""
    from sorry_game.games.president.events import TrickWon

    app, table = computers_table("president")
    names = table.session.names()
    for _ in range(6000):
        banner = table.news.banner
        if banner is not None and "trick goes to" in str(banner) and table.moment is not None:
            break
        step_idle(app, 0.05)
    else:
        raise AssertionError("no trick was taken")
    won = next(ev for ev in table.last_events if isinstance(ev, TrickWon))
    drawn = drawn_parts(table)
    head = " ".join(drawn["header"])
    assert "may beat it" not in head and "may lead" not in head, head
    assert drawn["header"][0] == names[table.moment.decider]
    panel = drawn["panel"]
    assert "A new trick" not in panel and f"{names[won.leader]} leads" not in panel, panel
    # the play on the table won: nothing is left "to beat" (fresh eyes read it as stale)
    assert not any("to beat" in line.lower() for line in panel), panel
    assert not any("Unbeaten" in line for line in panel), panel  # the news says it
    assert not any(names[won.player] in line for line in panel), panel  # the news names
    assert table.animator.held  # the trick goes to its taker after the news
    prompt = " ".join(drawn.get("prompt", []))
    assert "The computer is playing" not in prompt, prompt
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(5, 5))])
    for _ in range(40):
        if not table.animator.busy:
            break
        step_idle(app, 0.05)
    assert not table.animator.props["trick"]
    app.close()
