"""Results tells the right story and uses its screen (issue 39): who won ends on top of
the chart (a Sorry, King! checkmate with fewer tours too), every seat's line stands out
from the chart's background (black on navy included), the places and the story fill the
window between the title and the buttons, and at 200 % text no row's words overlap or
shrink — the rows take three lines and the page scrolls."""

from __future__ import annotations

import pygame
import pytest
from shell_helpers import make_app

from sorry_game.app.draw import contrast_ratio, darken
from sorry_game.app.draw.charts import chart_point, draw_line_chart
from sorry_game.app.scenes import results as results_module
from sorry_game.app.scenes.results import screenshot_scene as results_picture
from sorry_game.app.widgets.base import fit_text_font
from sorry_game.games.catalogue import all_games
from sorry_game.session import sample_session
from sorry_game.story import story_of

GAMES = [g.id for g in all_games() if g.available and g.id != "toy"]
SIZES = [(800, 600), (1280, 800), (1920, 1080)]


def test_a_checkmate_with_fewer_tours_ends_with_the_winner_on_top() -> None:
    """The seeded King game of the screenshots: White mates with 1 tour to Black's 2."""
    session = sample_session("king", 7)
    outcome = session.state.outcome()
    (winner,) = outcome.winners
    assert session.state.view(None).seats[winner].progress < 2  # fewer tours than Black
    story = story_of(session.game, session.record(), session.names())
    last = story.progress[-1]
    assert all(last[winner] > p for seat, p in enumerate(last) if seat != winner)


@pytest.mark.parametrize("game_id", GAMES)
def test_every_game_ends_with_its_winner_on_top(game_id: str) -> None:
    session = sample_session(game_id, 7)
    story = story_of(session.game, session.record(), session.names())
    last = story.progress[-1]
    for winner in session.state.outcome().winners:
        assert last[winner] == max(last)


def test_a_black_line_stands_out_on_navy() -> None:
    """Each line's pixels reach 3:1 (WCAG's contrast for graphics) against the chart's
    background across more than its edges: a black line on navy got a black edge, then a
    thin light one around a line still as dark as the navy (issue 39's King chart)."""
    navy = darken((15, 37, 56), 0.25)
    black, white = (42, 42, 49), (243, 239, 228)
    rect = pygame.Rect(0, 0, 300, 120)
    for colour in (black, white):
        surface = pygame.Surface(rect.size)
        points = [(0, 0.2), (50, 0.5), (100, 0.8)]
        draw_line_chart(surface, rect, [(colour, points)], (60, 70, 80), navy)
        x, y = chart_point(rect.inflate(-20, -20), 50, 0.5, 100)
        column = [tuple(surface.get_at((round(x), yy)))[:3] for yy in range(rect.h)]
        assert sum(contrast_ratio(c, navy) >= 3 for c in column) >= 4, colour


def layout_of(game_id: str, size, scale: int = 100):
    app = make_app(size=size)
    app.set_ui_scale(scale)
    results = results_picture(app, game_id)
    app.push(results)
    app.step([])
    return app, results


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game_id", GAMES)
def test_the_screen_is_used_from_the_title_to_the_buttons(game_id: str, size) -> None:
    """At 100 % the page is the window; the places and the story take at least half of
    its height and nothing is left empty under the buttons' caption but a margin."""
    app, results = layout_of(game_id, size)
    w, h = size
    assert results.size == (w, h)
    boxes = results.panel.union(results.story_rect)
    assert boxes.height >= h * 0.5
    assert h - (results.rematch_button.rect.bottom + results.px(0.07)) <= h * 0.1
    assert not results.panel.colliderect(results.story_rect)
    app.close()


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game_id", GAMES)
def test_the_rows_never_overlap_nor_shrink_at_200(game_id: str, size, monkeypatch) -> None:
    """Issue 39: at 200 % a row's name and its lines were shrunk to 6 px and drawn over
    the progress. Every word of the places is drawn at its size, apart."""
    drawn: list[tuple[str, pygame.Rect, int]] = []
    real = results_module.draw_text

    def record(surface, text, font, colour, pos, *args, **kwargs):
        rect = real(surface, text, font, colour, pos, *args, **kwargs)
        drawn.append((text, rect, font.get_height()))
        return rect

    monkeypatch.setattr(results_module, "draw_text", record)
    heights = {}
    for scale in (100, 200):
        app, results = layout_of(game_id, size, scale)
        drawn.clear()
        surface = pygame.Surface(results.size)
        results.paint(surface)
        inside = [(t, r, fh) for t, r, fh in drawn if results.panel.contains(r)]
        heights[scale] = {t: fh for t, _r, fh in inside}
        rects = [r for _t, r, _fh in inside]
        for i, a in enumerate(rects):
            assert not any(a.colliderect(b) for b in rects[i + 1 :]), inside[i][0]
        app.set_ui_scale(100)
        app.close()
    for text, px in heights[100].items():
        if text in heights[200]:
            assert heights[200][text] >= 1.7 * px, text


@pytest.mark.parametrize(
    "note", ["the kitchen", "the kitchen table, with a long note about things"]
)
def test_long_notes_at_100_press_the_rows_but_never_their_words(note, monkeypatch) -> None:
    """At 100 % rows whose notes take four lines beside the story lose their padding to
    stay in the window; where even their words do not fit, the page scrolls instead of
    drawing one row over the next."""
    real_words = results_module.ResultsScene.row_words

    def long_words(self, seat):
        name, who, progress = real_words(self, seat)
        return name + " the Great", f"{who} · played from {note}", progress

    monkeypatch.setattr(results_module.ResultsScene, "row_words", long_words)
    drawn: list[pygame.Rect] = []
    real = results_module.draw_text

    def record(surface, text, font, colour, pos, *args, **kwargs):
        rect = real(surface, text, font, colour, pos, *args, **kwargs)
        drawn.append(rect)
        return rect

    monkeypatch.setattr(results_module, "draw_text", record)
    app, results = layout_of("classic", (800, 600))
    drawn.clear()
    results.paint(pygame.Surface(results.size))
    rects = [r for r in drawn if results.panel.contains(r)]
    assert len(rects) >= 12
    for i, a in enumerate(rects):
        assert not any(a.colliderect(b) for b in rects[i + 1 :])
    if note == "the kitchen":
        assert results.size == (800, 600)
    app.close()


def band_buttons(results) -> list:
    return [
        results.rematch_button,
        results.review.open_button,
        results.replay_button,
        results.menu_button,
    ]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game_id", GAMES)
def test_at_200_every_button_stays_in_the_window_however_far_it_scrolls(game_id, size) -> None:
    """At 800x600 and 200 % only the headline and two places fitted: the buttons were
    below the bottom edge. The page scrolls under a band at the window's foot that holds
    every button (the way on, Rematch and Menu, in its lower row), from the top of the
    page to its end (where it scrolls: only where its parts do not fit the window), in
    at most a quarter of the window; the screen opens at its top with the first places
    in sight."""
    app, results = layout_of(game_id, size, 200)
    assert results.foot_h > 0 and results.page_y == 0
    pinned = band_buttons(results)
    assert results.rematch_button.rect.y == results.menu_button.rect.y  # one row
    assert results.rematch_button.rect.y >= results.review.open_button.rect.y
    band = results.foot_rect
    assert band.h <= size[1] // 4
    first = results.row_rects[0]
    assert first.centery <= band.top, "the winner's place in sight"
    for y in (0, results.page_room // 2, results.page_room):
        results.page_to(y)
        window = pygame.Rect(0, results.page_y, *size)
        band = results.foot_rect
        assert window.contains(band) and band.bottom == window.bottom
        for button in pinned:
            assert band.contains(button.rect), button.text
    assert max(results.panel.bottom, results.story_rect.bottom) <= band.top
    # Tab moves the focus along the buttons, each in sight
    results.page_to(0)
    for _ in range(4):
        app.step(
            [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="", scancode=0)]
        )
        focus = results.form.focus
        window = pygame.Rect(0, results.page_y, *size)
        assert results.form.focus_visible and window.contains(focus.rect), focus.text
    app.set_ui_scale(100)
    app.close()


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game_id", GAMES)
def test_at_200_review_and_replay_are_in_sight_without_scrolling(game_id, size) -> None:
    """Sorry!'s four places at 800x600 and 1280x800 and 200 % left Review the game and
    Watch replay below the fold, to be scrolled to: they stand in the band with Rematch
    and Menu, in the window on opening, their words at one size as large as a 200 %
    button's (never shrunk to fit a short button)."""
    app, results = layout_of(game_id, size, 200)
    window = pygame.Rect(0, 0, *size)
    assert results.page_y == 0
    assert len(results.rows) == 4 or game_id == "king"
    sizes = set()
    for button in band_buttons(results):
        assert window.contains(button.rect), button.text
        assert results.foot_rect.contains(button.rect), button.text
        assert not button.rect.colliderect(results.panel), button.text
        sizes.add(button.text_px)
    (px,) = sizes
    font = app.fonts.get(px, True)
    assert font.get_height() <= min(b.rect.h for b in band_buttons(results))
    app.set_ui_scale(100)
    app.close()
    app, small = layout_of(game_id, size, 100)
    review = small.review.open_button
    at_100 = fit_text_font(app, review.text, review.rect, 0.44, True)
    assert font.get_height() >= 1.7 * at_100.get_height()
    app.close()


def test_at_200_nothing_scrolled_under_the_band_is_drawn_in_it(monkeypatch) -> None:
    """Content scrolled under the band of buttons was drawn over it (the review's Cancel,
    the note): the band masks the page. Every pixel of the band is the same with the
    page's content and its other controls as without them."""
    app, results = layout_of("classic", (800, 600), 200)
    cancel = results.review.cancel_button
    monkeypatch.setattr(results.review, "update", lambda: False)
    results.page_to(results.page_room // 2)
    band = results.foot_rect
    cancel.rect = pygame.Rect(40, band.y - 10, 300, band.h // 2)  # across the band's top
    cancel.visible = True
    shown = pygame.Surface(results.size)
    results.paint(shown)
    cancel.visible = False
    monkeypatch.setattr(results, "draw_content", lambda surface: surface.fill((255, 0, 255)))
    bare = pygame.Surface(results.size)
    results.paint(bare)
    for x in range(0, band.w, 3):
        for y in range(band.top, band.bottom, 3):
            assert bare.get_at((x, y)) == shown.get_at((x, y)), (x, y)
            assert tuple(bare.get_at((x, y)))[:3] != (255, 0, 255), (x, y)
    app.set_ui_scale(100)
    app.close()


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_at_100_the_buttons_stand_under_the_places_as_before(size) -> None:
    """A page that fits its window pins nothing: the buttons follow the story."""
    app, results = layout_of("classic", size)
    assert results.foot_h == 0 and results.page_room == 0
    bottom = max(results.panel.bottom, results.story_rect.bottom)
    assert results.rematch_button.rect.top > bottom
    app.close()


def test_at_200_the_places_keep_no_empty_band_above_their_first_row() -> None:
    """The panel's margin is the window's, not the text's: at 200 % it was twice as
    deep and left an empty band (y 255-305 at 800x600) above the first place."""
    app, results = layout_of("classic", (800, 600), 200)
    assert results.row_rects[0].top - results.panel.top <= results.px(0.03)
    app.set_ui_scale(100)
    app.close()


def test_lines_that_end_together_show_every_end_dot() -> None:
    """Three seats ending level: their end dots stood on one another (one colour seen);
    each steps back along its own line until it shows whole."""
    red, blue, yellow = (220, 60, 60), (60, 120, 230), (240, 200, 40)
    navy = (15, 30, 45)
    rect = pygame.Rect(0, 0, 400, 160)
    surface = pygame.Surface(rect.size)
    points = [(0, 0.1), (50, 0.5), (100, 0.5)]
    draw_line_chart(surface, rect, [(c, points) for c in (red, blue, yellow)], (60, 70, 80), navy)
    width = max(2, rect.h // 40)
    k = int(width * 1.6 * 0.6)  # a square this far round a pixel: a dot's, not a line's
    grid = [[tuple(surface.get_at((x, y)))[:3] for y in range(rect.h)] for x in range(rect.w)]

    def dot_of(colour) -> bool:
        return any(
            all(
                grid[x + dx][y + dy] == colour for dx in range(-k, k + 1) for dy in range(-k, k + 1)
            )
            for x in range(k, rect.w - k)
            for y in range(k, rect.h - k)
            if grid[x][y] == colour
        )

    for colour in (red, blue, yellow):
        assert dot_of(colour), colour


def test_at_200_a_click_on_the_band_reaches_nothing_under_it(monkeypatch) -> None:
    """What scrolls under the buttons' band is hidden: a click there (on no button)
    takes nothing under it — here the review's Cancel, scrolled behind the band (the
    page scrolls to the review's progress under the places while it is computed)."""
    app, results = layout_of("classic", (800, 600), 200)
    cancel = results.review.cancel_button
    cancel.visible = True
    monkeypatch.setattr(results.review, "computing", lambda: True)
    results.layout()
    monkeypatch.setattr(results.review, "update", lambda: False)  # it stays shown
    pressed: list[str] = []
    monkeypatch.setattr(cancel, "on_click", lambda: pressed.append("cancel"), raising=False)
    band = results.foot_rect.h
    results.page_to(cancel.rect.centery - (600 - band + 6))  # under the band's top edge
    hidden = results.foot_rect.collidepoint(cancel.rect.center)
    assert hidden and not any(
        b.rect.collidepoint(cancel.rect.center)
        for b in (results.rematch_button, results.replay_button, results.menu_button)
    )
    at = (cancel.rect.centerx, cancel.rect.centery - results.page_y)
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        app.step([pygame.event.Event(kind, pos=at, button=1)])
    assert app.top is results and results.review.job.state != "cancelled"
    assert not pressed
    app.set_ui_scale(100)
    app.close()


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game_id", GAMES)
def test_the_charts_legend_names_the_seats_in_place_order(game_id: str, size) -> None:
    """Issue 39: the chart's lines had no legend and ended in another order than the
    places; under the chart, each seat's colour and name in place order (their places'
    numbers where the names do not fit), inside the story's box."""
    app, results = layout_of(game_id, size)
    results.draw(pygame.Surface(app.size))
    panel = results.story_panel
    order = [seat for _place, seat in results.rows]
    names = results.game_session.names()
    said = panel.lines.words
    legend = [names[s] for s in order]
    numbers = [str(i + 1) for i in range(len(order))]
    at = next((i for i in range(len(said)) if said[i : i + len(order)] in (legend, numbers)), None)
    assert at is not None, said
    for rect, bound in panel.texts:
        assert bound.contains(rect), (rect, bound)
    app.close()


def test_seats_with_as_many_pawns_home_say_what_ranks_them() -> None:
    """Issue 39: "3rd You 2/4 pawns HOME" over "4th Bo 2/4 pawns HOME" ranked a tie with
    no reason; the tied rows now say the steps travelled that part them (C-13)."""
    app, results = layout_of("classic", (1280, 800))
    said = {seat: results.row_words(seat)[2] for _place, seat in results.rows}
    base = {seat: words.split(" · ")[0] for seat, words in said.items()}
    tied = [
        (a, b)
        for (pa, a), (pb, b) in zip(results.rows, results.rows[1:], strict=False)
        if pa > 1 and base[a] == base[b]
    ]
    assert tied, "the sample game has a tie on pawns HOME"
    state = results.game_session.state
    for a, b in tied:
        assert said[a].endswith(f"{state.progress(a)} steps"), said[a]
        assert said[b].endswith(f"{state.progress(b)} steps"), said[b]
        assert state.progress(a) > state.progress(b)
    app.close()


@pytest.mark.parametrize("game_id", GAMES)
def test_the_winner_alone_is_first_whatever_the_progress(game_id: str) -> None:
    """Issue 39's fresh eyes: a checkmate's loser with as many tours (0/4 each) was
    shown "1st" beside the winner, and Sorry My Ass!'s runner-up beside Cy: the
    winners' place is the game's verdict, never shared by a tie on progress."""
    app, results = layout_of(game_id, (1280, 800))
    winners = set(results.winners)
    assert winners
    assert {seat for place, seat in results.rows if place == 1} == winners
    app.close()
    words = {0: "0/4 tours", 1: "0/4 tours"}
    assert results_module.break_ties([(1, 1), (2, 0)], words, {}) == ([(1, 1), (2, 0)], {})


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game_id", GAMES)
def test_at_200_every_place_is_in_sight_above_the_band_on_opening(game_id, size) -> None:
    """At 200 % the band of Rematch and Menu hid every place after the first one or two
    (at 800x600 after the winner): the rows take one line each under a smaller
    headline, every one of them whole above the band at the page's top."""
    app, results = layout_of(game_id, size, 200)
    assert results.page_y == 0 and results.foot_h > 0
    window = pygame.Rect(0, 0, *size)
    for rect in results.row_rects:
        assert window.contains(rect) and rect.bottom <= results.foot_rect.top, rect
    app.set_ui_scale(100)
    app.close()


@pytest.mark.parametrize("width", [80, 110, 140, 170])
def test_a_wrapped_who_keeps_one_fact_a_line(width) -> None:
    """Sorry, King!'s rows broke 'Computer · / normal · 2 / in reserve', lines ending
    on '·': a who too long for its line takes one fact a line."""
    app, results = layout_of("king", (800, 600))
    for _place, seat in results.rows:
        under, _where = results.row_text(seat, width + results.row_lead())
        assert all(not line.rstrip().endswith("·") for line in under), under
    app.close()


@pytest.mark.parametrize("scale", [100, 200])
@pytest.mark.parametrize("size", [*SIZES, (1024, 768)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game_id", GAMES)
def test_the_story_stands_whole_above_the_band_or_not_at_all(game_id: str, size, scale) -> None:
    """At the page's top (the first sight) the story panel ends above the band pinned at
    the window's foot, or is left out — never cut by it (Sorry, King!'s "How the game
    went" stood under Rematch and Menu at 1280x800 200 % and at 800x600)."""
    app, results = layout_of(game_id, size, scale)
    band_top = size[1] - results.foot_h
    if results.story_shown:
        assert results.story_rect.h >= results.px(0.32)
        assert results.story_rect.bottom <= band_top, (results.story_rect, band_top)
    else:
        assert results.foot_h and results.story_rect.h == 0
    for button in (results.replay_button, results.review.open_button):  # nor under it
        r = button.rect
        in_band = results.foot_h and results.foot_rect.contains(r)
        assert in_band or r.bottom <= band_top or r.top >= size[1], button.text
    # what is drawn under the band's top is the page's, not the story's
    surface = pygame.Surface(results.size)
    results.draw_content(surface)
    for _text, inside in results.story_panel.texts if results.story_shown else []:
        assert inside.bottom <= band_top
    app.set_ui_scale(100)
    app.close()


@pytest.mark.parametrize("game_id", GAMES)
def test_the_legends_line_samples_are_long_enough_to_show_their_dashes(game_id) -> None:
    """The legend's samples under Results' chart were stubs a few dashes long: each is
    eight of its line widths or more and shows its whole pattern (a dashed seat's
    sample has every dash and gap of its pattern, the reviewed seat's is solid)."""
    from sorry_game.app.draw.charts import dashes_of

    app, results = layout_of(game_id, (1280, 800))
    surface = pygame.Surface(app.size)
    results.draw(surface)
    panel = results.story_panel
    assert panel.samples
    for seat, rect in panel.samples:
        r = rect.h // 2
        assert rect.w >= 8 * r, (seat, rect)
        colour = tuple(surface.get_at((rect.x + 1, rect.centery)))[:3]
        row = [tuple(surface.get_at((x, rect.centery)))[:3] == colour for x in rect_xs(rect)]
        changes = sum(a != b for a, b in zip(row, row[1:], strict=False))
        pattern = dashes_of(seat, panel.solid)
        assert changes >= len(pattern), (seat, pattern, changes)
        assert changes == 0 or pattern, (seat, changes)
    app.close()


def rect_xs(rect: pygame.Rect) -> range:
    return range(rect.x + 1, rect.right - 1)


def test_a_column_of_noughts_says_nothing_and_is_left_out() -> None:
    """Sorry, King!'s checkmates before any tour showed "0/4 tours" on every row, which
    read as noise: where no seat made any progress the rows leave it out; where one
    did, every row says its own (White mates with 1 tour to Black's 2)."""
    from sorry_game.app.scenes.results import ResultsScene

    app = make_app(size=(1280, 800))
    nought = ResultsScene(app, sample_session("king", 5), count=False)
    assert all(s.progress == 0 for s in nought.view.seats)
    assert [nought.row_words(seat)[2] for _place, seat in nought.rows] == ["", ""]
    app.push(nought)
    app.step([])  # laid out and drawn without it
    _app, toured = layout_of("king", (1280, 800))
    said = sorted(toured.row_words(seat)[2] for _place, seat in toured.rows)
    assert said == ["1/4 tours", "2/4 tours"]
    app.close()


@pytest.mark.parametrize("scale", [100, 200])
@pytest.mark.parametrize("size", [(800, 600), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game_id", GAMES)
def test_results_counts_the_moves_the_replay_and_the_review_number(game_id, size, scale) -> None:
    """Issue 42: the review and the replay say "Move 743" (of the record's moves) and
    Results said "488 turns": read as a contradiction. Results says the moves in every
    game, and the turns beside them where a turn holds more than one move — in one
    wording at every size (fresh eyes: "488 turns, 743 moves" at 1280x800 but "743
    moves" at 800x600): where the line is too narrow, the length goes on a line of its
    own under why, every line whole, the places below them."""
    from sorry_game.engine.timeline import Timeline

    app, results = layout_of(game_id, size, scale)
    moves = len(Timeline(results.game, results.record))  # the replay's "of N"
    assert moves == len(results.record.actions)
    turns = results.view.turns
    standings = results.standings()
    lines = standings.sub_lines(results.head(), results.wide.w)
    sub = "\n".join(lines)
    assert f"{moves} moves" in sub, sub
    if turns != moves:
        assert f"{turns} turns, {moves} moves" in sub, sub
    small = app.fonts.get(results.font_px("small"))
    for line in lines:
        assert small.size(line)[0] <= results.wide.w, line
    # as `Standings.draw_title` sets them: under the pill, each line centred on its y
    pill = int(app.fonts.get(standings.title_px(), True).get_height() * 1.25)
    last = results.top + pill + results.px(0.035) + (len(lines) - 1) * small.get_linesize()
    assert last + small.get_height() // 2 <= results.panel.top, (lines, results.panel)
    app.set_ui_scale(100)
    app.close()


@pytest.mark.parametrize("scale", [100, 200])
@pytest.mark.parametrize("size", [(800, 600), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_buttons_keep_the_foots_margin_from_the_bottom_edge(size, scale) -> None:
    """Fresh eyes: at 200 % Results' lower row of buttons touched the window's bottom
    edge (its focus ring 2 px from it). Every button, its focus ring included, stands
    at least the game review's foot margin (`FOOT_MARGIN` of the scale, what its band
    leaves under Back) above the bottom edge, at 800x600 and 1280x800, 100 and 200 %:
    the focus ring (a quarter of it) clear of the edge."""
    from sorry_game.app.standings import FOOT_MARGIN

    app, results = layout_of("president", size, scale)
    margin = results.px(FOOT_MARGIN)
    assert margin >= size[1] // 50
    for button in band_buttons(results):
        bottom = button.rect.bottom - results.page_y  # in the window
        assert size[1] - bottom >= margin, (button.text, bottom)
    app.set_ui_scale(100)
    app.close()
