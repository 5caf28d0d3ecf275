"""The review's bars and list read without a seat's colour or a guess: a loss in the
waterfall is never drawn in a seat's colour (the Red seat's red read as "you"), and a
list of decisions too long for its box says how many rows are hidden (issue 42)."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest
from shell_helpers import make_app

from sorry_game.app.draw import PlacedLines
from sorry_game.app.review import parts
from sorry_game.app.review.decisions import DecisionList
from sorry_game.app.theme import list_themes, load_theme
from sorry_game.review import DecisionReview, Mark

LOSS = parts.Part("Luck", "−60 %", 80.0, 20.0, "step")


def far(a: tuple[int, int, int], b: tuple[int, int, int]) -> float:
    return sum((x - y) ** 2 for x, y in zip(a, b, strict=True)) ** 0.5


def drawn_part(part: parts.Part, theme, colour, monkeypatch) -> tuple[pygame.Surface, int, int]:
    """The waterfall of `part` alone drawn on a 400x60 panel: (surface, bar x, bar width)."""
    pygame.font.init()
    monkeypatch.setattr(parts, "rows", lambda review, seat: [part])
    monkeypatch.setattr(parts, "accuracy_words", lambda s: "")
    monkeypatch.setattr(parts, "mark_words", lambda review, seat: "")
    monkeypatch.setattr(parts, "beyond_words", lambda review, seat: "")
    surface = pygame.Surface((400, 60))
    surface.fill(theme.colour("panel"))
    font = pygame.font.Font(None, 20)
    review = SimpleNamespace(seats=[None])
    rect = pygame.Rect(0, 0, 400, 60)
    parts.draw_parts(surface, rect, review, 0, colour, theme, font, font, PlacedLines())  # type: ignore[arg-type]
    line = font.get_linesize()
    bar_x = 400 * 9 // 20 + line // 2  # the bar's place in draw_parts
    return surface, bar_x, 400 - bar_x - font.size(part.value)[0] - line // 2


@pytest.mark.parametrize("name", list_themes())
def test_a_loss_bar_is_in_no_seats_colour_in_any_theme(name: str, monkeypatch) -> None:
    theme, _warnings = load_theme(name)
    seats = [theme.player_colour(k) for k in ("red", "blue", "yellow", "green", "white", "black")]
    panel = theme.colour("panel")
    surface, bar_x, bar_w = drawn_part(LOSS, theme, seats[0], monkeypatch)
    inside = range(bar_x + bar_w * 25 // 100, bar_x + bar_w * 75 // 100)  # of 20..80
    drawn = {tuple(surface.get_at((x, y)))[:3] for x in inside for y in range(60)}
    drawn = {c for c in drawn if far(c, panel) > 40}  # the bar's own pixels
    assert drawn  # the loss is drawn …
    for colour in drawn:  # … in none of the seats' colours
        assert min(far(colour, seat) for seat in seats) > 60, (name, colour)


def decisions(n: int) -> list[DecisionReview]:
    return [
        DecisionReview(
            i,
            0,
            4 * i + 2,
            "a",
            "b",
            "play the 7",
            "play the 2",
            (0.5,),
            (0.2,),
            3.0,
            1.0,
            Mark.MISTAKE,
            False,
            4 * i + 2,
        )
        for i in range(n)
    ]


def drawn_list(app, count: int, height: int) -> DecisionList:
    listing = DecisionList(lambda d: None)
    listing.set_items(decisions(count))
    listing.rect = pygame.Rect(10, 10, 320, height)
    listing.draw(pygame.Surface((340, height + 20)), app)
    return listing


def test_a_list_longer_than_its_box_says_how_many_rows_are_hidden_and_where() -> None:
    app = make_app(size=(800, 600))
    listing = drawn_list(app, 12, 260)
    hidden = 12 - len(listing.shown)
    assert 0 < hidden < 12 and listing.cue_rect is not None
    assert f"{hidden} more" in listing.lines.words  # '▼ 9 more' under the rows
    assert listing.shown[-1][1].bottom <= listing.cue_rect.top  # the cue under the last row
    assert listing.cue_rect.bottom <= listing.rect.bottom
    listing.mouse_down(listing.cue_rect.center)  # a click on it selects the next row hidden
    assert listing.selected == listing.shown[-1][0] + 1
    listing.key(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_END))
    listing.draw(pygame.Surface((340, 280)), app)
    above = listing.shown[0][0]
    assert above > 0 and f"{above} above" in listing.lines.words
    assert not any(w.endswith(" more") for w in listing.lines.words)  # none below the last


def test_a_list_that_fits_its_box_has_no_cue() -> None:
    app = make_app(size=(800, 600))
    listing = drawn_list(app, 3, 500)
    assert len(listing.shown) == 3 and listing.cue_rect is None
    assert not any(w.endswith((" more", " above")) for w in listing.lines.words)


@pytest.mark.parametrize("step", [LOSS, parts.Part("Luck", "+60 %", 20.0, 80.0, "step")])
def test_a_step_bar_points_the_way_it_moves_the_chance(step: parts.Part, monkeypatch) -> None:
    """A fresh player read the loss bars as growing the same way as the gains: a step's
    bar ends in a point at the chance it moved to (left for a loss, right for a gain),
    its wings standing out of the bar's band there and nowhere at its other end."""
    theme, _warnings = load_theme(list_themes()[0])
    surface, bar_x, bar_w = drawn_part(step, theme, (200, 0, 0), monkeypatch)
    fill, _ = parts.step_tone(step, theme.colour)
    middle = round(bar_x + (step.start + step.end) / 200 * bar_w)
    band = [y for y in range(60) if far(tuple(surface.get_at((middle, y)))[:3], fill) < 8]
    assert band  # the bar is drawn in its tone
    top = band[0]  # the bar's band's top row

    def wing_at(points: float) -> bool:
        """Whether the bar's own tone stands above its band near `points` (a wing)."""
        x0 = round(bar_x + points / 100 * bar_w)
        return any(
            far(tuple(surface.get_at((x, top - 1)))[:3], fill) < 8
            for x in range(x0 - 12, x0 + 13)
            if bar_x <= x < bar_x + bar_w
        )

    assert wing_at(step.end) and not wing_at(step.start)
