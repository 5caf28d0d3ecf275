"""The guided first game of every game, played by clicking where its tips point (the
real event handling, the same target rectangles as any click); Skip tutorial; the tips
overlay's words for every kind of decision, fitting their box at 800x600."""

from __future__ import annotations

import random
import re

import pygame
import pytest
from table_helpers import click_at, make_app, make_session, press, step_idle

from sorry_game.app.draw import text_width
from sorry_game.app.table.guide import DONE_TEXT, tutorial_for
from sorry_game.app.table.overlays import Message, in_panel, place, text_size
from sorry_game.app.table.tips import pointer_ring, tip_text
from sorry_game.app.tutorial import open_tutorial, screenshot_scene, tutorial_games
from sorry_game.engine.interface import GameConfig
from sorry_game.engine.picking import Picker
from sorry_game.games.catalogue import all_games, get_game

GUIDED = ("classic", "president", "king", "revenge")
RULE_ID = re.compile(r"\b[CPKR]-\d")


@pytest.fixture(autouse=True)
def _inline_ai(monkeypatch):
    monkeypatch.setenv("SORRY_GAME_INLINE_AI", "1")


def wait_for_tip(app, table, frames: int = 3000) -> None:
    """Step until the human picks, or the script is over."""
    for _ in range(frames):
        if app.top is table and table.human_input() and table.forced_in is None:
            return
        if app.top is not table and type(app.top).__name__ == "SummaryScene":
            app.step([press(pygame.K_RETURN, text="\r")])
        else:
            step_idle(app)
    raise AssertionError("the human was never asked")


def test_every_game_has_a_guided_game_in_player_words():
    assert {g.id for g in tutorial_games()} >= set(GUIDED)
    for game in tutorial_games():
        for step in tutorial_for(game).steps:
            assert step.text and not RULE_ID.search(step.text)


@pytest.mark.parametrize("game_id", GUIDED)
def test_guided_game_runs_to_its_end_by_clicking_the_pointed_targets(game_id):
    app = make_app((800, 600))
    table = open_tutorial(app, game_id)
    guide = table.coach.guide
    steps = len(tutorial_for(get_game(game_id)).steps)
    surface = pygame.Surface(app.size)
    for _ in range(steps):
        wait_for_tip(app, table)
        pointed = guide.pointed(table.options)
        assert pointed is not None, f"step {guide.index} points at nothing: {guide.step}"
        # Enter answered a round's summary: the focus ring shows (drawn over the
        # pointer's ring, test_the_focus_ring_is_drawn_above_the_tips_ring); the
        # pointer is looked at without it
        table.options.focus_visible = False
        table.draw(surface)
        text, shown = table.coach.words(table)
        assert text == guide.step.text and shown is not None
        # the pointer's ring is drawn around the target, in the theme's highlight
        # (inside its room: a hand's tray; under the cards, keys and badges)
        ring = drawn_ring(table, pointed)
        highlight = app.theme.colour("highlight")
        sides = [
            (ring.left + 1, ring.centery),
            (ring.right - 2, ring.centery),
            (ring.centerx, ring.top + 1),
            (ring.centerx, ring.bottom - 2),
        ]
        assert any(surface.get_at(p)[:3] == highlight for p in sides)
        # the tip's box covers no option of the decision
        assert not any(table.coach.box.rect.colliderect(t.rect) for t in table.options.targets)
        before, actions = guide.index, len(table.session.actions)
        app.step(click_at(pointed.rect.center))
        assert guide.index == before + 1
        assert table.controller.chosen or len(table.session.actions) > actions
    assert guide.finished and not guide.running
    for _ in range(5):
        step_idle(app)
    table.draw(surface)
    assert table.coach.words(table)[0] in (DONE_TEXT, "")
    app.close()


@pytest.mark.parametrize("game_id", GUIDED)
def test_the_first_decision_is_the_players_real_choice_pointed_at(game_id):
    """No move is played at the table before the player decides (no computer turn, no
    decision with one way to go played for them): the first thing asked is the player's
    choice among several options, and the first step's tip points at one of them."""
    app = make_app((1280, 800))
    table = open_tutorial(app, game_id)
    script = table.coach.guide.tutorial
    app.step([])
    session = table.session
    assert len(session.actions) == len(script.opening)  # nothing played at the table
    assert table.human_input() and table.forced_in is None
    assert session.state.current_player() in table.humans
    assert len(table.controller.options()) >= 2
    guide = table.coach.guide
    pointed = guide.pointed(table.options)
    assert guide.index == 0 and pointed is not None
    assert table.coach.words(table) == (script.steps[0].text, pointed)
    assert not table.can_undo()  # the opening's moves are nobody's to take back
    app.close()


def test_the_classic_guided_game_starts_from_its_opening():
    """Sorry!'s first turns are all forced: its guided game joins a game under way, and
    the move log starts there."""
    from sorry_game.app.tutorial import OPENING_TEXT

    app = make_app((1280, 800))
    table = open_tutorial(app, "classic")
    assert len(table.session.actions) == len(tutorial_for(get_game("classic")).opening) > 0
    assert [e.text for e in table.session.log] == [OPENING_TEXT]
    app.close()


def test_the_guide_says_watch_the_computers_only_while_they_play():
    """Your own move landing is not "the computers' turns"; theirs are."""
    from sorry_game.app.table.guide import WATCH_TEXT

    app = make_app((1280, 800))
    app.settings.speed = "normal"
    table = open_tutorial(app, "classic")
    wait_for_tip(app, table)
    app.step(click_at(table.coach.guide.pointed(table.options).rect.center))
    assert table.animator.busy and table.session.actors[-1] in table.humans
    assert table.coach.words(table)[0] != WATCH_TEXT
    for _ in range(600):
        step_idle(app)
        if table.session.actors[-1] not in table.humans:
            break
    assert table.session.actors[-1] not in table.humans
    assert table.coach.words(table)[0] == WATCH_TEXT
    app.close()


def test_a_click_elsewhere_does_not_move_the_script_on():
    app = make_app((1280, 800))
    table = open_tutorial(app, "classic")
    guide = table.coach.guide
    wait_for_tip(app, table)
    pointed = guide.pointed(table.options)
    others = [t for t in table.options.targets if t.choice.ident != pointed.choice.ident]
    assert others
    app.step(click_at(others[0].rect.center))
    assert guide.index == 0 and not table.controller.chosen
    app.close()


def test_skip_tutorial_ends_the_script_and_the_game_goes_on():
    app = make_app((1280, 800))
    table = open_tutorial(app, "king")
    guide = table.coach.guide
    wait_for_tip(app, table)
    table.draw(pygame.Surface(app.size))
    skip = table.coach.skip_rect()
    assert skip is not None
    app.step(click_at(skip.center))
    assert guide.skipped and not guide.running and app.top is table
    # any option may be taken now: the game is a normal game
    pointed_before = table.options.targets[-1]
    app.step(click_at(pointed_before.rect.center))
    assert table.controller.chosen or len(table.session.actions) > 0
    table.draw(pygame.Surface(app.size))
    assert table.coach.skip_rect() is None
    app.close()


def test_a_guided_game_never_replaces_the_autosave():
    from sorry_game.store.paths import autosave_path

    app = make_app((800, 600))
    open_tutorial(app, "revenge")
    app.step([])
    assert not autosave_path().exists()
    app.close()


@pytest.mark.parametrize("game_id", GUIDED)
def test_screenshot_scene_shows_the_first_tip(game_id, tmp_path):
    app = make_app((800, 600))
    scene = screenshot_scene(app, game_id)
    app.push(scene)  # as `--screenshot --scene tutorial` shows it
    app.step([])
    surface = pygame.Surface(app.size)
    scene.draw(surface)
    box = scene.coach.box
    assert box is not None and box.lines
    # the tip's box is drawn in the theme's highlight colour (its edge)
    edge = surface.get_at((box.rect.centerx, box.rect.top + 1))[:3]
    assert edge == app.theme.colour("highlight")
    app.close()


def test_the_tip_takes_the_free_place_nearest_its_target():
    """Beside a play area with room under it, the tip covers nothing of the area; of two
    clear places, the one next to the target wins (a short arrow)."""
    stage = pygame.Rect(4, 4, 540, 592)
    area = pygame.Rect(12, 80, 528, 440)
    low = pygame.Rect(100, 440, 60, 70)  # a card at the bottom of the area
    tip = Message("tip", "Play your 1.", None, low.center, "Skip tutorial")
    box = place(tip, stage, [area], 16, 230)
    assert not box.in_panel and not box.rect.colliderect(area) and box.rect.top >= area.bottom
    high = pygame.Rect(100, 90, 60, 70)
    tip = Message("tip", "Play your 1.", None, high.center, "Skip tutorial")
    box = place(tip, stage, [area], 16, 230)
    assert box.rect.bottom <= area.top
    # the button sits inside the box, clear of the words
    assert box.rect.contains(box.button) and box.button.width > 0
    # no room anywhere: the panel
    assert place(tip, stage, [stage], 16, 230).in_panel


@pytest.mark.parametrize("game_id", GUIDED)
@pytest.mark.parametrize("size", [(800, 600), (1280, 800), (1920, 1080)])
def test_the_first_tip_covers_nothing_of_the_table(game_id, size):
    """The first tip of every guided game sits where it covers no piece, card, pile,
    badge, label or option (on the table, else in the panel) — it used to hide Blue's
    START and HOME, the draw pile, the empty HOME circles, the ring's bottom row."""
    app = make_app(size)
    scene = screenshot_scene(app, game_id)
    app.push(scene)
    app.step([])
    scene.draw(pygame.Surface(app.size))
    box = scene.coach.box
    assert box is not None
    if not box.in_panel:
        assert not any(box.rect.colliderect(r) for r in scene.covered())
    else:
        assert scene.lay.notice.contains(box.rect)
    app.close()


def test_f1_turns_the_tips_on_in_any_game():
    app = make_app((800, 600))
    table = app.open_table(make_session("classic", seed=3))
    wait_for_tip(app, table)
    surface = pygame.Surface(app.size)
    table.draw(surface)
    assert table.coach.box is None and not app.settings.tips
    app.step([press(pygame.K_F1)])
    table.draw(surface)
    assert table.coach.box is not None and app.settings.tips
    app.step([press(pygame.K_SLASH, text="?")])  # ? is the key legend's, not the tips'
    table.draw(surface)
    assert table.coach.box is not None and table.input.legend.open
    app.step([press(pygame.K_F1)])
    table.draw(surface)
    assert table.coach.box is None and not app.settings.tips
    app.close()


def decisions(game_id: str, seed: int, count: int, options=None):
    """(view, options, chosen) of every step of every decision of a random game."""
    game = get_game(game_id)
    players = max(game.min_players, min(4, game.max_players))
    state = game.new_state(GameConfig(players, dict(options or {})), seed)
    rng = random.Random(seed)
    for _ in range(count):
        if state.is_over():
            return
        seat = state.current_player()
        picker = Picker(state.picks())
        view = state.view(seat)
        while picker.forced is None:
            options = picker.options()
            if not options:
                break
            yield view, options, picker.chosen
            if picker.choose(rng.choice(options)) is not None:
                break
        state.apply(rng.choice(state.legal_actions()))


@pytest.mark.parametrize(
    ("game_id", "config"), [*((g, {}) for g in GUIDED), ("classic", {"hand": True})]
)
def test_tips_explain_every_decision_and_fit_their_box_at_800x600(game_id, config):
    app = make_app((800, 600))
    table = app.open_table(make_session(game_id, seed=4, options=config))
    area, spare, unit = table.area, table.lay.log, table.lay.u
    game = get_game(game_id)
    kinds: set[tuple[str, ...]] = set()
    for view, options, chosen in decisions(game_id, 9, 160, config):
        text = tip_text(game, view, options, chosen, "")
        kind = tuple(sorted({c.kind for c in options}))
        assert text, f"no tip for {kind} after {[c.ident for c in chosen]}"
        assert not RULE_ID.search(text)
        kinds.add(kind)
        size = text_size(unit)
        pad = max(6, size // 2)
        stage = pygame.Rect(4, 4, table.panel_rect.left - 8, 592)
        for button in ("", "Skip tutorial"):
            message = Message("tip", text, None, area.center, button)
            on_table = place(message, stage, [], unit, spare.width)
            for box in (on_table, in_panel(message, size, spare.width)):
                assert " ".join(box.lines) == " ".join(text.split()), f"cut: {text}"
                assert pygame.Rect(0, 0, 800, 600).contains(box.rect) or box.in_panel
                for line in box.lines:
                    assert text_width(line, size) <= box.rect.width - 2 * pad
                assert not box.button.width or box.rect.contains(box.button)
    assert len(kinds) >= 2
    app.close()


def test_a_game_without_tips_shows_its_question():
    """A game whose plugin has no tips module (the toy game) still gets the overlay."""
    toy = next(g for g in all_games() if g.id not in GUIDED)
    assert tip_text(toy, None, [], [], "Pick a card.") == "Pick a card."


def test_learn_to_play_from_the_title_opens_a_guided_game():
    app = make_app((800, 600))
    app.go("title", how="reset")
    title = app.top
    learn_button = title.buttons["learn"]
    app.step(click_at(learn_button.rect.center))
    learn = app.top
    assert type(learn).__name__ == "LearnScene"
    titles = [b.text for b in learn.buttons]
    assert titles == [g.title for g in tutorial_games()]
    app.step(click_at(learn.buttons[-1].rect.center))
    table = app.top
    assert table.coach.guide is not None and table.coach.on
    assert table.session.game_id == tutorial_games()[-1].id
    app.close()


def test_a_step_taken_back_is_shown_again():
    """A right click steps back a choice (and Undo a move): the script shows that step
    again and points at the same target."""
    app = make_app((1280, 800))
    table = open_tutorial(app, "king")
    guide = table.coach.guide
    wait_for_tip(app, table)
    first = guide.pointed(table.options)
    app.step(click_at(first.rect.center))  # the e-pawn: a choice, no move yet
    assert guide.index == 1 and table.controller.chosen
    right = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=3)
    app.step([right])
    assert not table.controller.chosen and guide.index == 0
    assert guide.pointed(table.options).choice.ident == first.choice.ident
    app.close()


def test_confirming_forced_moves_is_left_for_after_the_script():
    """ "Confirm forced moves" would ask clicks the script does not name: the guided
    game plays as written, and asks them once the script is done."""
    app = make_app((800, 600))
    app.settings.confirm_forced = True
    table = open_tutorial(app, "classic")
    guide = table.coach.guide
    for _ in range(len(guide.tutorial.steps)):
        wait_for_tip(app, table)
        pointed = guide.pointed(table.options)
        assert pointed is not None, guide.step
        app.step(click_at(pointed.rect.center))
    assert guide.finished and not table.coach.scripted
    app.close()


def test_a_game_far_off_its_script_ends_the_script():
    from sorry_game.app.table.guide import MAX_STRAYS, Guide

    app = make_app((800, 600))
    table = app.open_table(make_session("classic", seed=3))
    guide = Guide(tutorial_for(get_game("president")))  # a script for another game
    wait_for_tip(app, table)
    for _ in range(MAX_STRAYS + 1):
        assert guide.running and guide.pointed(table.options) is None
        assert guide.allows(table.controller.options()[0], table.options)
    assert guide.skipped and not guide.running
    app.close()


def test_screenshot_scene_tutorial_draws_the_guided_game():
    """`--screenshot --scene tutorial` (render_scene): the guided table at its first tip,
    shown once on the stack."""
    from sorry_game.app.screenshot import SCENE_NAMES, render_scene

    assert "tutorial" in SCENE_NAMES
    surface = render_scene("tutorial", "king", size=(800, 600))
    assert surface.get_size() == (800, 600)
    colours = {surface.get_at((x, y))[:3] for x in range(0, 800, 40) for y in range(0, 600, 40)}
    assert len(colours) > 5  # a drawn table, not an empty window


def play_to_results(app, table) -> None:
    """Play the guided game to its end with random moves (the script is not asked: the
    moves go to the table directly), until Results show."""
    from sorry_game.ai import make_agent

    session = table.session
    agents = [make_agent("random", session.game_id, i) for i in range(len(session.seats))]
    for _ in range(5000):
        if session.state.is_over():
            break
        player = session.state.current_player()
        table.apply(agents[player].choose(session.state))
        table.land_now()
    assert session.state.is_over()
    for _ in range(200):
        step_idle(app)
        if type(app.top).__name__ == "ResultsScene":
            break
    assert type(app.top).__name__ == "ResultsScene"


def test_a_finished_guided_game_is_neither_counted_nor_kept():
    """Practice is not a record: its Results show, but no statistics or history file,
    and it was never autosaved."""
    from sorry_game.store.paths import autosave_path, data_dir

    app = make_app((1280, 800))
    table = open_tutorial(app, "revenge")
    play_to_results(app, table)
    assert not app.top.count
    assert not (data_dir() / "stats.json").exists()
    assert not list(data_dir().glob("history/*"))
    assert not autosave_path().exists()
    app.close()


def skip_tutorial(app, table) -> None:
    """Click the tip's Skip tutorial button."""
    table.draw(pygame.Surface(app.size))
    skip = table.coach.skip_rect()
    assert skip is not None
    app.step(click_at(skip.center))
    assert table.coach.guide.skipped


def test_a_skipped_guided_game_is_a_normal_game_saved_counted_and_kept():
    """Skip tutorial: the game is autosaved from then on (Continue resumes it), and once
    it ends it is counted in the statistics and kept in History."""
    from sorry_game.session import Session
    from sorry_game.store.paths import autosave_path, data_dir

    app = make_app((1280, 800))
    table = open_tutorial(app, "classic")
    wait_for_tip(app, table)
    assert not autosave_path().exists()
    skip_tutorial(app, table)
    assert table.session.save_path == autosave_path()
    saved = Session.load(autosave_path())
    assert saved.game_id == "classic" and saved.actions == table.session.actions
    play_to_results(app, table)
    assert app.top.count
    assert Session.load(autosave_path()).actions == table.session.actions  # every move saved
    assert (data_dir() / "stats.json").exists()
    assert len(list(data_dir().glob("history/*.sorry"))) == 1
    app.close()


def test_continue_resumes_a_skipped_guided_game():
    app = make_app((1280, 800))
    table = open_tutorial(app, "president")
    wait_for_tip(app, table)
    app.step(click_at(table.coach.guide.pointed(table.options).rect.center))
    skip_tutorial(app, table)
    wait_for_tip(app, table)
    actions = list(table.session.actions)
    app.go("title", how="reset")  # the player leaves for the title
    title = app.top
    assert title.saved is not None and title.buttons["continue"].visible
    app.step(click_at(title.buttons["continue"].rect.center))
    resumed = app.top
    assert resumed.session.game_id == "president"
    assert resumed.session.actions[: len(actions)] == actions
    assert resumed.coach.guide is None  # a normal table now
    app.close()


def test_skipping_keeps_a_game_in_progress_as_a_named_save():
    """The autosave of another game still going on is not thrown away by a skipped
    guided game: it is kept in Load game, and the player is told."""
    from sorry_game.session import Session
    from sorry_game.store import saves
    from sorry_game.store.paths import autosave_path

    earlier = make_session("king", seed=5)
    earlier.save_path = autosave_path()
    earlier.apply(earlier.state.legal_actions()[0])
    assert autosave_path().exists()
    app = make_app((1280, 800))
    table = open_tutorial(app, "revenge")
    wait_for_tip(app, table)
    assert Session.load(autosave_path()).game_id == "king"  # practice never replaces it
    skip_tutorial(app, table)
    assert Session.load(autosave_path()).game_id == "revenge"
    kept = saves.named_saves()
    assert len(kept) == 1 and kept[0].path is not None
    assert Session.load(kept[0].path).actions == earlier.actions
    assert table.news.toast is not None and kept[0].path.stem in table.news.toast[0]
    app.close()


def drawn_ring(table, pointed) -> pygame.Rect:
    """Where the pointer's ring is drawn (`tips.pointer_ring`): round what the target's
    ring goes round, drawn in from its room's edge (inside a board's square)."""
    room = pointed.room
    if room is None and table.plugin.area.contains(pointed.rect):
        room = table.plugin.area
    return pointer_ring(pointed.around, table.time, table.lay.u, room)[0]


@pytest.mark.parametrize("game_id", ["president", "revenge"])
@pytest.mark.parametrize("size", [(800, 600), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_pointer_rings_a_card_round_its_key_and_badge(game_id, size, monkeypatch):
    """The guided game's ring went round the card alone and covered its number key and
    its "x2" badge (Sorry My Ass!'s 2s, Revenge's hand): it goes round what the card's
    focus ring goes round (`Target.ring`), over none of them."""
    from sorry_game.app.table import coach as coach_module

    drawn: list[pygame.Rect] = []
    real = coach_module.draw_pointer

    def spy(surface, pal, target, box, *args, **kwargs):
        drawn.append(pygame.Rect(target))
        return real(surface, pal, target, box, *args, **kwargs)

    monkeypatch.setattr(coach_module, "draw_pointer", spy)
    app = make_app(size)
    scene = screenshot_scene(app, game_id)
    app.push(scene)
    app.step([])
    drawn.clear()
    scene.draw(pygame.Surface(app.size))
    step = scene.coach.guide.step
    cards = [t for t in scene.options.targets if t.kind != "alias" and step.matches(t.choice)]
    assert cards and cards[0].ring is not None and drawn
    assert drawn[-1].contains(cards[0].ring), (drawn[-1], cards[0].ring)
    assert drawn[-1].contains(cards[0].rect)
    app.close()


@pytest.mark.parametrize("game_id", GUIDED)
@pytest.mark.parametrize(
    "size,scale", [((800, 600), 200), ((1280, 800), 100)], ids=["800x600-200", "1280x800-100"]
)
def test_the_pointers_arrow_crosses_no_card_nor_word(game_id, size, scale, monkeypatch):
    """Revenge's first tip at 200 % stood in the panel and its arrow ran across the
    faces of four hand cards to the fifth. An arrow crosses no card, piece, pile or
    badge on the table but its target's, nor the panel's words; where none would, the
    ring alone shows the target."""
    from sorry_game.app.table import coach as coach_module

    lines: list[tuple] = []
    real_pointer, real_line = coach_module.draw_pointer, pygame.draw.line

    def spy(*args, **kwargs):
        def line(surface, colour, start, end, *rest, **kw):
            lines.append((start, end))
            return real_line(surface, colour, start, end, *rest, **kw)

        monkeypatch.setattr(pygame.draw, "line", line)
        try:
            return real_pointer(*args, **kwargs)
        finally:
            monkeypatch.setattr(pygame.draw, "line", real_line)

    monkeypatch.setattr(coach_module, "draw_pointer", spy)
    app = make_app(size)
    app.set_ui_scale(scale)
    scene = screenshot_scene(app, game_id)
    app.push(scene)
    app.step([])
    lines.clear()
    scene.draw(pygame.Surface(app.size))
    target = scene.coach.pointed.around
    things = [r.rect for r in scene.plugin.regions(scene.view) if r.kind != "square"]
    things += [t.rect for t in scene.options.targets]
    lay = scene.lay
    words = [lay.header, lay.plugin, lay.status, lay.prompt, lay.buttons, lay.players]
    things += [w.inflate(-lay.pad, -lay.pad) for w in words if w.w > lay.pad and w.h > lay.pad]
    for (x0, y0), (x1, y1) in lines:
        line = (round(x0), round(y0), round(x1), round(y1))
        crossed = [r for r in things if not r.colliderect(target) and r.clipline(line)]
        assert not crossed, (line, crossed)
    app.set_ui_scale(100)
    app.close()


@pytest.mark.parametrize(
    "size,scale",
    [
        ((800, 600), 200),
        ((800, 600), 100),
        ((1280, 800), 100),
        ((1280, 800), 150),
        ((1280, 800), 200),
    ],
    ids=["800x600-200", "800x600-100", "1280x800-100", "1280x800-150", "1280x800-200"],
)
def test_sorry_king_shows_its_piece_values_at_every_text_size(size, scale, monkeypatch):
    """RULES K-5: at 200 % the panel's legend (how far each piece sends a checker) was
    dropped and its caption 'How far each piece sends a checker:' ended on a colon.
    The legend's six values always show, with their caption ("A move sends a checker:",
    short where narrow) above them or, where a line above would shrink them, beside
    them: without it they read as dice."""
    from sorry_game.app.plugins.king import panel as panel_module

    pieces: list[str] = []
    words: list[str] = []
    real_piece, real_text = panel_module.draw_piece, panel_module.blit_text

    def piece(surface, letter, *args, **kwargs):
        pieces.append(letter)
        return real_piece(surface, letter, *args, **kwargs)

    def text(surface, line, *args, **kwargs):
        words.append(line)
        return real_text(surface, line, *args, **kwargs)

    monkeypatch.setattr(panel_module, "draw_piece", piece)
    monkeypatch.setattr(panel_module, "blit_text", text)
    app = make_app(size)
    app.set_ui_scale(scale)
    scene = screenshot_scene(app, "king")
    app.push(scene)
    app.step([])
    pieces.clear()
    words.clear()
    scene.draw(pygame.Surface(app.size))
    assert sorted(set(pieces)) == sorted(panel_module.LEGEND), pieces
    assert [str(n) for n in range(1, 7)] == [w for w in words if w.isdigit()][:6]
    said = " ".join(words[: words.index("1")])  # above the values, or beside them
    captions = panel_module.CAPTIONS + tuple(" ".join(c) for c in panel_module.SIDE_CAPTIONS)
    assert any(c in said for c in captions), words
    app.set_ui_scale(100)
    app.close()


def test_the_step_s_choice_is_the_loud_one_not_pass():
    """Issue 39: at Sorry My Ass!'s "choose your 2s" step the Pass button was drawn loud
    (the accent, as the game's answer) though the step asks for the 2s: an answer the
    step does not want is a plain button while the script runs, the accent gone."""
    app = make_app((1280, 800))
    table = open_tutorial(app, "president")
    app.step([])
    wait_for_tip(app, table)
    pointed = table.coach.guide.pointed(table.options)
    assert pointed is not None and pointed.choice.kind != "button"
    spots = [b for b in table.options.buttons if b.name == "choice"]
    assert spots, "Pass is offered"
    surface = pygame.Surface(app.size)
    table.draw(surface)
    accent = tuple(table.palette["accent"])[:3]
    for spot in spots:
        r = spot.rect
        inside = [
            surface.get_at((r.left + 6, r.centery))[:3],
            surface.get_at((r.right - 6, r.top + 6))[:3],
        ]
        assert accent not in inside, (spot.label, inside)
    app.close()
