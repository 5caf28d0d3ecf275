"""Card words that hold at large text (issue 39 item 6): at 200 % Sorry! Revenge's card
faces drew their words no larger than at 100 % (at 1280x800 smaller: "Take 2" 31 → 22
px, the tableau shrank beside the widened panel), and Sorry My Ass!'s hand cards their
corner ranks. Each is measured on the real table at both text sizes, as drawn."""

from __future__ import annotations

import pygame
import pytest

from sorry_game.app.app import App
from sorry_game.app.draw import record
from sorry_game.app.draw.cardart import CARDS
from sorry_game.app.scenes.table import TableScene
from sorry_game.session import sample_session

SIZES = [(800, 600), (1280, 800), (1920, 1080)]


@pytest.fixture(autouse=True)
def _inline_ai(monkeypatch):
    monkeypatch.setenv("SORRY_GAME_INLINE_AI", "1")


def drawn(game_id: str, size, scale: int, part: str, turns: int = 24):
    """The table of a seeded game (`turns` computer turns in) drawn once: each line of
    `part` as (its words, its pixel size), and the table."""
    app = App(size=size, audio=False)
    app.settings.speed = "instant"
    app.set_ui_scale(scale)
    table = app.open_table(sample_session(game_id, 3, turns))
    assert isinstance(table, TableScene)
    app.step([])
    for _ in range(60):
        if not table.animator.busy:
            break
        app.step([], dt=0.1)
    CARDS.clear()  # (a kept card is a stamp: drawn again, its words are not told)
    with record.recorded_text() as rec:
        table.draw(pygame.Surface(size))
    lines = [(text, px) for where, px, text in rec.lines if where == part]
    app.set_ui_scale(100)
    app.close()
    return lines


def smallest(lines) -> dict[str, int]:
    out: dict[str, int] = {}
    for text, px in lines:
        out[text] = min(px, out.get(text, px))
    return out


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_revenge_card_faces_are_larger_at_200_than_at_100(size):
    """Every line a card face draws at both text sizes (the hand's, the pile's, the
    panel's: band, title, numbers) is larger at 200 % than at 100 %: the tableau takes
    the height beside a widened panel (1280x800), and a card shows its short form, its
    words taking more of it (the short text is the side panel's)."""
    normal = smallest(drawn("revenge", size, 100, record.CARD))
    large = smallest(drawn("revenge", size, 200, record.CARD))
    both = sorted(set(normal) & set(large))
    assert len(both) >= 4, (normal, large)
    shrunk = {t: (normal[t], large[t]) for t in both if large[t] <= normal[t]}
    assert not shrunk, shrunk


def test_revenge_hand_is_whole_and_apart_in_the_tall_tableau():
    """At 200 % in 1280x800 the tableau is taller than wide: the viewer's pawn cards in
    a row over the hand, the hand across the width, its cards inside the play area and
    no card over another (six distinct cards side by side)."""
    from sorry_game.app.plugins.revenge.layout import Tableau

    tab = Tableau(pygame.Rect(16, 16, 592, 768), 4, 0, word_scale=1.6, label_scale=2.6, more=1.25)
    assert tab.tall
    rects = tab.hand_rects(6)
    assert all(tab.area.contains(r) for r in rects)
    assert all(a.right <= b.left for a, b in zip(rects, rects[1:], strict=False))
    you = tab.seats[0]
    assert you.rect.bottom <= tab.hand_box.top and you.rect.top >= tab.felt.bottom
    assert tab.card_w >= 86  # 81 beside the viewer's block in the square tableau
    # the play pile above the dial, both on the felt
    x, y = tab.total_centre
    dial = pygame.Rect(0, 0, 2 * tab.total_radius, 2 * tab.total_radius)
    dial.center = (round(x), round(y))
    assert tab.felt.contains(dial) and not dial.colliderect(tab.pile_rect)


def test_sorry_my_ass_hand_ranks_are_larger_at_200_than_at_100():
    """The hand's ranks (the top card's corner indices, a covered card's rank in its
    strip) at 800x600, where the hand's cards keep their size: larger at 200 %."""
    from sorry_game.app.draw import Palette
    from sorry_game.app.draw.cardart import CARDS, draw_card
    from sorry_game.app.plugins.president.hand import _corner_index, index_scale
    from sorry_game.app.plugins.president.layout import hand_groups
    from sorry_game.app.theme import default_theme

    pal = Palette(default_theme())
    strip = pygame.Rect(0, 0, 460, 91)
    hand = [3, 3, 4, 10, 10, 12]
    surface = pygame.Surface((480, 120))

    def ranks(labels: float) -> dict[str, int]:
        CARDS.clear()
        with record.recorded_text() as rec:
            for g in hand_groups(strip, hand, labels):
                rects = g.card_rects()
                for r in rects[:-1]:
                    _corner_index(surface, pal, r, g.card, g.step, index_scale(g))
                draw_card(surface, pal, rects[-1], str(g.card), "", index_scale=index_scale(g))
        return smallest([(t, px) for _w, px, t in rec.lines])

    normal, large = ranks(1.0), ranks(2.0)
    for rank in ("3", "4", "10", "12"):
        assert large[rank] > normal[rank], (rank, normal, large)


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_sorry_board_card_ranks_are_larger_at_200_than_at_100(size):
    """Sorry!'s face-up card on the board (a 7, 24 turns in): its corner ranks grew
    smaller at 200 % where the board shrinks beside the widened panel (1280x800: 25 →
    20 px); now they grow with the board's words (`draw_card`'s `index_scale`)."""
    normal = smallest(drawn("classic", size, 100, "board"))
    large = smallest(drawn("classic", size, 200, "board"))
    assert "7" in normal and "7" in large, (normal, large)
    assert large["7"] > normal["7"], (normal["7"], large["7"])
