"""The table by keys alone (issue 32): arrows that move across the screen, a focus that
starts on the likeliest option and follows the hint, the key legend (`?`), key hints
that never drop off the buttons, refused keys that say why, and the guided game's Skip
tutorial by key with the focus ring drawn above the tip's."""

from __future__ import annotations

import pygame
import pytest
from table_helpers import click_at, make_app, make_session, open_game, press, step_idle

from sorry_game.app.draw import ellipsize
from sorry_game.app.table.paint import draw_focus, two_lines
from sorry_game.app.table.targets import item_choice
from sorry_game.app.tutorial import open_tutorial
from sorry_game.app.widgets.base import fit_text_font
from sorry_game.app.widgets.buttons import SUBTEXT_MIN_PX


@pytest.fixture(autouse=True)
def _inline_ai(monkeypatch):
    monkeypatch.setenv("SORRY_GAME_INLINE_AI", "1")


def focused_key(table):
    item = table.options.focused()
    assert item is not None, "the ring is hidden"
    choice = item_choice(item)
    return choice.key if choice is not None else item[2][0]


def keys(app, *names, mod=0):
    for name in names:
        app.step([press(getattr(pygame, f"K_{name}"), mod)])


def wait_for_human(app, table, frames: int = 3000) -> None:
    for _ in range(frames):
        if app.top is table and table.human_input() and table.forced_in is None:
            return
        step_idle(app)
    raise AssertionError("the human was never asked")


def tutorial_at_first_choice(app, game_id: str, drawn: bool = True):
    """The guided game of `game_id`, at its first decision for the human (drawn once:
    the tip is placed, its button reached by Tab)."""
    table = open_tutorial(app, game_id)
    wait_for_human(app, table)
    if drawn:
        table.draw(pygame.Surface(app.size))
    return table


# --- 1. arrows across the screen, Tab in reading order ---------------------------------
def test_e2_e4_by_arrows_across_the_chess_board_in_five_keys():
    """Sorry, King!: the focus starts in the middle of the pieces (d2), Right goes to
    e2, Enter takes it, the focus starts next to it (e3) and Up goes on to e4 across
    the board: 5 keys (12 before: Tab stepped through the engine's list)."""
    app, table, session = open_game((1280, 800), game_id="king", seed=3)
    before = len(session.actions)
    keys(app, "RIGHT")  # the first key shows the ring where it starts
    assert focused_key(table) == "d2"
    keys(app, "RIGHT")
    assert focused_key(table) == "e2"
    keys(app, "UP")  # no piece of mine above e2: the focus stays
    assert focused_key(table) == "e2"
    keys(app, "RETURN")
    assert focused_key(table) == "e3"  # nearest the piece just chosen, shown
    keys(app, "UP")
    assert focused_key(table) == "e4"
    keys(app, "RETURN")
    assert session.actions[before] == "e2e4"
    app.close()


def test_arrows_follow_the_screen_on_a_turned_board():
    """F turns the board round: the focus stays on its piece, Tab reads the first rank
    first (now at the top), and the arrows follow the screen: Right runs towards the
    a-file, Up from b2 reaches the knight on b1."""
    app, table, _session = open_game((1280, 800), game_id="king", seed=3)
    keys(app, "f")
    order = [item_choice(item) for item in table.options.focus_order()]
    board = [c.key for c in order if c is not None and c.kind == "square"]
    assert board == ["g1", "b1"] + [f"{f}2" for f in "hgfedcba"]
    keys(app, "RIGHT")
    assert focused_key(table) == "d2"
    keys(app, "RIGHT")  # the files run right to left now
    assert focused_key(table) == "c2"
    keys(app, "RIGHT", "UP")
    assert focused_key(table) == "b1"
    app.close()


def test_tab_follows_reading_order_row_by_row():
    """The chess pieces in reading order: the second rank a2…h2 (nearest the top),
    then the knights b1, g1; then the panel's buttons."""
    app, table, _session = open_game((1280, 800), game_id="king", seed=3)
    order = [item_choice(item) for item in table.options.focus_order()]
    board = [c.key for c in order if c is not None and c.kind == "square"]
    assert board == [f"{f}2" for f in "abcdefgh"] + ["b1", "g1"]
    app.close()


@pytest.mark.parametrize("game_id", ["classic", "revenge", "president", "king"])
def test_down_from_the_play_area_reaches_the_buttons_and_up_comes_back(game_id):
    app, table, _session = open_game((1280, 800), game_id=game_id, seed=3)
    wait_for_human(app, table)
    keys(app, "DOWN")
    start = table.options.focused()
    assert start is not None and start[0] == "target"
    for _ in range(30):
        keys(app, "DOWN")
        if table.options.focused()[0] == "button":
            break
    else:
        raise AssertionError("Down never reached the panel's buttons")
    left = table.options.focus_order()[table.options.left_area]
    keys(app, "UP")
    assert table.options.focused() == left
    app.close()


def test_arrows_pick_the_cards_of_a_hand_left_and_right():
    """Sorry! Revenge: Left and Right step along the hand as drawn."""
    app, table, _session = open_game((1280, 800), game_id="revenge", seed=3)
    wait_for_human(app, table)
    cards = [t for t in table.options.targets if t.choice.kind == "card"]
    xs = sorted(t.rect.centerx for t in cards)
    keys(app, "LEFT")  # shows the ring
    for _ in range(len(cards)):
        keys(app, "LEFT")
    assert table.options.focused()[1].centerx == xs[0]
    seen = [table.options.focused()[1].centerx]
    for _ in range(len(cards) - 1):
        keys(app, "RIGHT")
        seen.append(table.options.focused()[1].centerx)
    assert seen == xs
    app.close()


# --- 2-3. the focus follows the hint; where it starts -----------------------------------
def test_hint_puts_the_focus_on_the_hinted_choice_and_enter_takes_it():
    app, table, session = open_game((1280, 800), game_id="king", seed=3)
    app.step([press(pygame.K_h, text="h")])
    for _ in range(100):
        if table.controller.hint:
            break
        step_idle(app)
    hint = table.controller.hint
    assert hint, "no hint came"
    item = table.options.focused()
    assert item is not None and item_choice(item).ident == hint[0].ident
    action = table.controller.hint_action
    keys(app, "RETURN")
    if table.controller.chosen:
        assert table.controller.chosen[0].ident == hint[0].ident
    else:  # the piece had one square to go: the move is made
        assert session.actions[-1] == str(action)
    app.close()


def test_the_focus_shows_at_once_after_a_key_and_takes_nothing_by_itself():
    """After a key the next decision opens with the ring on its middle option; after a
    click, the ring waits for a key; no frame takes anything by itself."""
    app, table, session = open_game((1280, 800), game_id="king", seed=3)
    keys(app, "RIGHT", "RETURN", "RETURN")  # d2, then its first square by Enter
    assert len(session.actions) >= 1
    wait_for_human(app, table)
    item = table.options.focused()
    assert item is not None and item[0] == "target"  # shown: the last input was a key
    n = len(session.actions)
    for _ in range(30):
        step_idle(app)
    assert len(session.actions) == n  # the ring only points
    # a click elsewhere hides it; the next decision opens without the ring
    app.step(click_at((2, 2)))
    assert table.options.focused() is None
    app.close()


# --- 4. the key legend --------------------------------------------------------------------
@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_question_mark_opens_the_key_legend_and_esc_closes_it(size):
    app, table, _session = open_game(size, game_id="king", seed=3)
    surface = pygame.Surface(size)
    table.draw(surface)
    plain = surface.copy()
    app.step([press(pygame.K_SLASH, pygame.KMOD_SHIFT, "?")])
    assert table.input.legend.open
    table.draw(surface)
    box = table.input.legend.rect
    assert surface.get_rect().contains(box) and box.width > 100
    changed = sum(
        surface.get_at((x, y)) != plain.get_at((x, y))
        for x in range(box.left, box.right, 7)
        for y in range(box.top, box.bottom, 7)
    )
    assert changed > 50
    app.step([press(pygame.K_ESCAPE)])  # closes the legend, not the game
    assert not table.input.legend.open and app.top is table
    app.step([press(pygame.K_SLASH, pygame.KMOD_SHIFT, "?")])
    app.step([press(pygame.K_SLASH, pygame.KMOD_SHIFT, "?")])
    assert not table.input.legend.open
    app.close()


def test_the_legend_lists_the_table_keys_and_the_games_own():
    from sorry_game.app.table.legend import entries_for

    app, table, _session = open_game((1280, 800), game_id="king", seed=3)
    entries = dict(entries_for(table.plugin.key_help(table.view), False))
    for key in ("Tab / Shift+Tab", "Arrows", "Enter / Space", "P", "H", "U / Ctrl+Z", "Esc"):
        assert key in entries
    assert "Ctrl+S" in entries and "?" in entries and "F" in entries
    app.close()


def test_the_panel_says_where_the_keys_are_and_a_click_there_opens_them():
    app, table, _session = open_game((800, 600), game_id="classic", seed=3)
    table.draw(pygame.Surface(app.size))
    hint = table.input.legend.hint_rect
    assert hint.width > 0 and table.panel_rect.contains(hint)
    app.step(click_at(hint.center))
    assert table.input.legend.open
    app.close()


# --- 5. key hints never drop ----------------------------------------------------------
@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
@pytest.mark.parametrize("scale", [100, 200])
def test_the_footer_buttons_keep_their_keys_whole(size, scale):
    """At 800x600 and 200 % text "Undo" kept no "(U)": now the key goes under the word
    where one line is too narrow, and neither line is cut."""
    app, table, session = open_game(size, game_id="classic", seed=3)
    for _ in range(400):  # one move of the human's own, so that Undo shows
        if table.can_undo() and table.human_input() and table.forced_in is None:
            break
        if table.human_input() and table.forced_in is None:
            app.step([press(pygame.K_RETURN, text="\r")])
        else:
            step_idle(app)
    assert table.can_undo()
    app.set_ui_scale(scale)
    table.resize(size)
    table.draw(pygame.Surface(size))
    spots = [b for b in table.options.buttons if b.name in ("hint", "undo", "menu")]
    assert spots
    for spot in spots:
        key = {"hint": "(H)", "undo": "(U)", "menu": "(Esc)"}[spot.name]
        first, second = two_lines(spot.label, spot.rect)
        assert key in f"{first} {second}", spot.label
        ratio = 0.4 if second else 0.44
        main = fit_text_font(app, first, spot.rect, ratio, True)
        assert ellipsize(main, first, int(spot.rect.w * 0.92)) == first, spot.label
        if second:
            sub_px = min(SUBTEXT_MIN_PX, int(spot.rect.h * 0.5))
            sub = fit_text_font(app, second, spot.rect, 0.3, min_px=sub_px)
            assert ellipsize(sub, second, int(spot.rect.w * 0.92)) == second, spot.label
    app.close()


# --- 6. refused keys say why ----------------------------------------------------------
def banner(table) -> str:
    """The toast a refused key raised (the prompt stays: issue 39)."""
    return table.news.toast[0] if table.news.toast is not None else ""


def test_a_refused_key_says_why_where_it_covers_nothing():
    app, table, _session = open_game((1280, 800), game_id="king", seed=3)
    app.step([press(pygame.K_p, text="p")])
    assert banner(table) == "You cannot pass now: you have a move."
    surface = pygame.Surface(app.size)
    table.draw(surface)
    placed = [p for p in table.overlays.placed if p.message.kind == "toast"]
    assert placed and not any(placed[0].rect.colliderect(r) for r in table.covered())
    app.step([press(pygame.K_7, text="7")])
    assert "promotes" in banner(table)
    app.close()


def test_a_number_with_no_such_pawn_says_so():
    app, table, _session = open_game((1280, 800), game_id="classic", seed=3)
    wait_for_human(app, table)
    app.step([press(pygame.K_9, text="9")])
    assert banner(table) == "Your pawns are numbered 1 to 4."
    app.close()


def test_keys_during_a_computers_turn_say_whose_turn_it_is():
    app = make_app((1280, 800))
    app.settings.speed = "normal"  # the computer pauses before its move
    table = app.open_table(make_session("king", seed=3, humans=(1,)))
    app.step([])
    for key, text in ((pygame.K_RETURN, "\r"), (pygame.K_p, "p"), (pygame.K_h, "h")):
        assert not table.human_input()
        table.news.clear()
        app.step([press(key, text=text)])
        assert banner(table) == "Wait for your turn: P0 is playing."
    app.close()


# --- 7. the guided game by keys ---------------------------------------------------------
def test_in_the_tutorial_a_key_choice_the_tip_does_not_want_says_what_it_wants():
    app = make_app((1280, 800))
    table = tutorial_at_first_choice(app, "king")
    wanted = table.coach.guide.step.key
    keys(app, "RIGHT")  # shows the ring, on the tip's choice
    assert focused_key(table) == wanted
    keys(app, "LEFT", "RETURN")
    assert banner(table) == f"The tip asks for {wanted}."
    assert not table.controller.chosen
    app.close()


def test_s_skips_the_tutorial_and_tab_reaches_its_button():
    app = make_app((1280, 800))
    table = tutorial_at_first_choice(app, "classic")
    order = table.options.focus_order()
    assert order[-1][0] == "button" and order[-1][2][0] == "skip"
    keys(app, "s")
    assert table.coach.guide.skipped and not table.coach.practice
    app.close()


def test_enter_on_the_skip_button_reached_by_tab_skips_the_tutorial():
    app = make_app((1280, 800))
    table = tutorial_at_first_choice(app, "revenge")
    keys(app, "TAB", mod=pygame.KMOD_SHIFT)  # shows the ring
    for _ in range(40):
        item = table.options.focused()
        if item[0] == "button" and item[2][0] == "skip":
            break
        keys(app, "TAB", mod=pygame.KMOD_SHIFT)
    keys(app, "RETURN")
    assert table.coach.guide.skipped
    app.close()


def test_the_focus_ring_is_drawn_above_the_tips_ring():
    """The tip's pointer rings the same target as the focus: every pixel of the focus
    ring's light band shows in the frame (before, the pointer's ring hid it)."""
    app = make_app((1280, 800))
    table = tutorial_at_first_choice(app, "king", drawn=False)
    keys(app, "RIGHT")
    surface = pygame.Surface(app.size)
    table.draw(surface)
    item = table.options.focused()
    assert table.coach.pointed is not None and item[1] == table.coach.pointed.rect
    alone = pygame.Surface(app.size)
    alone.fill((1, 2, 3))
    draw_focus(alone, table.palette, item, table.lay.u)
    ink = table.palette["selected"]
    ring = [
        (x, y)
        for x in range(alone.get_width())
        for y in range(item[1].top - 30, item[1].bottom + 30)
        if 0 <= y < alone.get_height() and alone.get_at((x, y))[:3] == ink
    ]
    assert ring
    hidden = sum(surface.get_at(p)[:3] != ink for p in ring)
    assert hidden == 0, f"{hidden} of {len(ring)} focus ring pixels covered"
    app.close()


# --- 8. words ---------------------------------------------------------------------------
def test_tips_and_tutorial_words_do_not_say_click_where_keys_work():
    from sorry_game.app.plugins.board.tips import STEP_TIPS
    from sorry_game.app.plugins.classic.tips import BUTTON_TIPS
    from sorry_game.app.table.guide import tutorial_for
    from sorry_game.app.tutorial import tutorial_games

    words = [*STEP_TIPS.values(), *BUTTON_TIPS.values()]
    for game in tutorial_games():
        words += [step.text for step in tutorial_for(game).steps]
    for text in words:
        if "click" in text.lower():
            assert "press" in text.lower(), text


# --- the ring at the start of every turn (issue 39) ---------------------------------------
@pytest.mark.parametrize("game_id", ["classic", "president", "king", "revenge"])
def test_a_game_opened_by_a_key_shows_the_ring_at_its_first_turn(game_id):
    """Continue pressed with Enter on the title: the table opened without the ring
    (its own input had seen no key yet)."""
    app = make_app((1280, 800))
    app.step([press(pygame.K_TAB)])  # a key on the title screen
    table = app.open_table(make_session(game_id, seed=3))
    wait_for_human(app, table)
    assert table.options.focused() is not None
    app.close()


def test_back_from_the_pause_menu_by_a_key_shows_the_ring_and_by_a_click_not():
    app, table, _session = open_game((1280, 800), game_id="classic", seed=3)
    wait_for_human(app, table)  # (the first turn may be a forced one, played alone)
    app.step(click_at((2, 2)))  # a click: no ring
    assert table.options.focused() is None
    keys(app, "ESCAPE")  # the pause menu, by a key
    assert app.top is not table
    keys(app, "ESCAPE")  # and back to the table by a key
    assert app.top is table and table.options.focused() is not None
    keys(app, "ESCAPE")  # the pause menu again; back by a click on Resume
    pause = app.top
    resume = next(w for w in pause.form.widgets if getattr(w, "name", "") == "resume")
    app.step(click_at(resume.rect.center))
    app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=resume.rect.center, button=1)])
    assert app.top is table and table.options.focused() is None
    app.close()
