"""Labels that grow with the whole Text size (issue 39 item 6): the piles' counts, the
strips' captions, the "x2" badges, the seat tags' words and the buttons' key hints were
drawn at the board's own scale or a fixed size and stayed as small at 200 % as at
100 % (`TablePlugin.label_scale`). Each is measured at both sizes, as drawn."""

from __future__ import annotations

import re

import pygame
import pytest

from sorry_game.app import draw
from sorry_game.app.app import App
from sorry_game.session import sample_session


@pytest.fixture(autouse=True)
def _inline_ai(monkeypatch):
    monkeypatch.setenv("SORRY_GAME_INLINE_AI", "1")


def sizes(game_id: str, size, scale: int, turns: int = 24) -> dict[str, int]:
    """Each line the table draws (numbers as '#'), at its smallest pixel size."""
    app = App(size=size, audio=False)
    app.settings.speed = "instant"
    app.set_ui_scale(scale)
    table = app.open_table(sample_session(game_id, 3, turns))
    app.step([])
    for _ in range(60):
        if not table.animator.busy:
            break
        app.step([], dt=0.1)
    with draw.recorded_sizes() as drawn:
        table.draw(pygame.Surface(size))
    app.set_ui_scale(100)
    app.close()
    out: dict[str, int] = {}
    for px, words in drawn:
        key = re.sub(r"\d+", "#", words)
        out[key] = min(px, out.get(key, px))
    return out


def grown(game_id: str, size, label: str) -> float:
    normal, large = sizes(game_id, size, 100), sizes(game_id, size, 200)
    assert label in normal and label in large, (sorted(normal), sorted(large))
    return large[label] / normal[label]


@pytest.mark.parametrize("label", ["Draw #", "Discard #"])
def test_revenge_piles_counts_grow_with_the_text(label):
    assert grown("revenge", (800, 600), label) >= 1.5


@pytest.mark.parametrize("label", ["TOTAL", "# cards"])
def test_revenge_board_words_grow_with_the_text(label):
    """The dial's "TOTAL" and the hands' "5 cards" at 800x600 grow as the piles'
    counts do (they stayed at the board's size, ~11 px, beside "Draw 47" grown)."""
    assert grown("revenge", (800, 600), label) >= 1.4


def test_king_strip_captions_grow_with_the_text():
    assert grown("king", (800, 600), "tours #/#") >= 1.3


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_sorry_my_ass_badges_and_seat_tags_grow_with_the_text(size):
    """The "x2" badges on the hand's ranks, the seat tags' names and counts."""
    assert grown("president", size, "x#") >= 1.3
    assert grown("president", size, "Ada") > 1.05


def test_a_buttons_key_hint_grows_with_the_text():
    """ "Hint (H)" at 100 %; at 200 % "Hint" over "(H)": the key no smaller than 1.4
    times its 100 % size (it stayed at its 100 % size)."""
    normal, large = sizes("king", (800, 600), 100), sizes("king", (800, 600), 200)
    assert large["(H)"] >= 1.4 * normal["Hint (H)"]


@pytest.mark.parametrize("title", ["President", "Asshole"])
def test_sorry_my_ass_seat_chip_grows_by_its_short_form(title):
    """A seat tag of 800x600 (its chips' row 66x15) with the title and "Safe 1st": the
    long forms shrank to 9 px at both sizes, then the title was dropped. Now they say
    their short forms ("Pres.", "1st"), larger at 200 % than at 100 %; where the title
    still gives way, "1st" takes the room it leaves (it stayed at its shrunk size)."""
    from sorry_game.app.plugins.president.seats import _draw_chips

    pygame.init()
    row = pygame.Rect(0, 0, 66, 15)
    drawn = {}
    for words in (1.0, 2.0):
        chips = [(title, (200, 160, 40)), ("Safe 1st", (120, 200, 240))]
        with draw.recorded_sizes() as seen:
            _draw_chips(pygame.Surface((80, 20)), chips, row, words)
        drawn[words] = dict((text, px) for px, text in seen)
    assert drawn[2.0].get("1st", 0) > drawn[1.0].get("1st", 0) >= 12, drawn


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_king_piece_values_grow_with_the_text(size, monkeypatch):
    """Sorry, King!'s value legend (RULES K-5) in a narrow panel at 200 %: two rows of
    three, its numbers no smaller than at 100 % (six boxes in a row drew them at
    0.76x at 1280x800)."""
    from sorry_game.app.plugins.king import plugin

    drawn: list[tuple[int, str]] = []
    panel = plugin.draw_panel

    def watched(*args):
        with draw.recorded_sizes() as seen:
            panel(*args)
        drawn.extend(seen)

    monkeypatch.setattr(plugin, "draw_panel", watched)
    values = {}
    for scale in (100, 200):
        drawn.clear()
        sizes("king", size, scale)
        numbers = [px for px, text in drawn if text.isdigit()]
        assert len(numbers) >= 6, drawn
        values[scale] = min(numbers)
    assert values[200] >= values[100], values


def glyph_height(px: int, words: str) -> int:
    """The ink height of `words` set bold at `px` (what the eye reads as its size)."""
    return draw.font(px, True).render(words, True, (255, 255, 255)).get_bounding_rect().height


def board_at(game_id: str, scale: int):
    app = App(size=(800, 600), audio=False)
    app.set_ui_scale(scale)
    table = app.open_table(sample_session(game_id, 3, 24))
    app.step([])
    return app, table.plugin.board


@pytest.mark.parametrize("game_id", ["classic", "president"])
def test_the_boards_start_home_and_pile_words_grow_at_800x600_200(game_id):
    """Issue 39: at 200 % text in 800x600 (the board keeps its size) the START and
    HOME tags and the pile's count ("16 left") grew a quarter; they grow with the Text
    size as far as the board's free places hold them: at least 1.3 times the glyph
    height of 100 %, each tag and the count clear of every pawn's place, circle, the
    pile, the card and each other."""
    from sorry_game.app.plugins.board.looks import tag_text_px
    from sorry_game.app.plugins.board.paint import (
        pile_label,
        pile_label_px,
        tag_obstacles,
        tag_places,
    )

    heights = {}
    for scale in (100, 200):
        app, lay = board_at(game_id, scale)
        tag = tag_text_px(lay)
        heights[scale] = [glyph_height(tag, "START"), glyph_height(tag, "HOME")]
        heights[scale].append(glyph_height(pile_label_px(lay, "16 left"), "16 left"))
        app.set_ui_scale(100)
        app.close()
    for normal, large in zip(heights[100], heights[200], strict=True):
        assert large >= 1.3 * normal, heights
    app, lay = board_at(game_id, 200)
    tags = tag_places(lay)
    centres = {(k, round(c[0]), round(c[1])): c for k in ("start", "home") for c in getattr(lay, k)}
    for key, rect in tags.items():
        others = [r for k, r in tags.items() if k != key]
        assert rect.collidelist(tag_obstacles(lay, centres[key]) + others) < 0, key
        assert lay.rect.contains(rect)
    label = pile_label(lay, 16)
    assert label is not None
    circles = [lay.circle_rect(k, c) for k in ("start", "home") for c in range(4)]
    assert label[1].collidelist([*circles, *tags.values(), lay.pile_extent()]) < 0
    app.set_ui_scale(100)
    app.close()


def test_sorry_my_ass_seat_chip_says_president_where_the_tag_holds_it():
    """Fresh eyes: a seat tag said "Pres." beside "1st" where it held "President" beside
    "1st". A chip takes its short form only while the row does not fit, one at a time
    ("Safe 1st" first): a row with room for "President" and "1st" says them."""
    from sorry_game.app.draw import text_width
    from sorry_game.app.plugins.president.seats import _draw_chips

    pygame.init()
    height = 15
    size = max(7.5, height * 0.7)
    gap = max(2, height // 5)
    room = int(sum(text_width(t, size, True) + size * 0.8 for t in ("President", "1st")) + gap)
    chips = [("President", (200, 160, 40)), ("Safe 1st", (120, 200, 240))]
    with draw.recorded_sizes() as seen:
        _draw_chips(pygame.Surface((room + 10, 20)), chips, pygame.Rect(0, 0, room + 1, height))
    said = {text for _px, text in seen}
    assert said == {"President", "1st"}, seen
