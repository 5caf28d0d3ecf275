"""Results' headline and its compact rows: the places at large text, one line a seat
(place, pawn, name, who — its kind always whole, the game's notes as room allows —,
progress), so that
every place stands above the band pinned at the window's foot.

`Standings` draws them from what the Results scene has worked out — the words, the
winner's colour, the places — at the scene's sizes; it holds no scene (the scene
imports it), only typed values."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from sorry_game.app.draw.text import Fonts
from sorry_game.app.scenes import draw_heading
from sorry_game.app.theme import Theme
from sorry_game.app.widgets import contrast_text, darken, draw_text

RGB = tuple[int, int, int]
#: a row's words: (name, who — 'Computer · normal · 2 in reserve' —, progress)
Words = tuple[str, str, str]


@dataclass(frozen=True)
class Headline:
    """Who won (`title`), why and in how many turns, on a pill of the winner's colour
    (`colour`; None: a draw, said as a heading)."""

    title: str
    reason: str
    turns: int | None
    colour: RGB | None


#: the word that opens a computer's who ('Computer · normal'): its kind is two facts
COMPUTER = "Computer"
#: `tell`'s form that says nothing (the row has no room for who at all)
NOTHING = 99


def kind_and_notes(who: str) -> tuple[str, list[str]]:
    """Who's kind — 'Human', 'Computer · normal' — and the game's notes after it.

    >>> kind_and_notes("Computer · normal · President · safe")
    ('Computer · normal', ['President', 'safe'])
    """
    facts = who.split(" · ")
    size = 2 if facts[0] == COMPUTER and len(facts) > 1 else 1
    return " · ".join(facts[:size]), facts[size:]


def tell(who: str, k: int) -> str:
    """Who's form `k`: the kind ('Human', 'Computer · normal') always whole, the
    game's notes after it less `k` of them from the end; '' from `NOTHING` on. Every
    row and every game says a seat's kind in the same words (a computer said 'normal'
    in one game and 'Computer · normal' in another, a human 'Human' or nothing).

    >>> tell("Computer · normal · 2 in reserve", 1), tell("Human · 2 in reserve", 1)
    ('Computer · normal', 'Human')
    """
    if k >= NOTHING:
        return ""
    kind, notes = kind_and_notes(who)
    return " · ".join([kind, *notes[: max(0, len(notes) - k)]])


@dataclass(frozen=True)
class Standings:
    """The headline and the compact rows at the Results scene's sizes: `px` a fraction
    of the window's scale in pixels, `font_px` a text role's size; `compact`: the
    smaller headline of the compact layout."""

    fonts: Fonts
    theme: Theme
    px: Callable[[float], int]
    font_px: Callable[[str], int]
    compact: bool = False

    def row_fonts(self) -> tuple[pygame.font.Font, pygame.font.Font]:
        """A row's two sizes: the place and name, and the lines under the name."""
        return self.fonts.get(self.font_px("heading"), True), self.fonts.get(self.font_px("small"))

    def title_px(self) -> int:
        """The headline's size: the title's, the heading's when compact."""
        return int(self.font_px("heading" if self.compact else "title") * 1.15)

    def heading_h(self) -> int:
        """The compact headline's height: its pill, the reason under it and a margin."""
        th = self.fonts.get(self.title_px(), True).get_height()
        small = self.fonts.get(self.font_px("small")).get_height()
        return int(th * 1.25) + self.px(0.035) + small // 2 + self.px(0.03)

    def compact_forms(self, words: Sequence[Words], width: int) -> tuple[int, int]:
        """(the progress's form: 0 whole, 1 its amount; who's form) that every row's
        line (`words`, every row's) takes at `width` from the name's column on: the rows
        alike, the longest that fit: the game's notes shortened first, then the progress's
        words, the kind last."""
        body, detail = self.row_fonts()
        gap = self.px(0.03)
        room = width - max(body.size(name)[0] for name, _w, _p in words) - gap
        most = max(len(kind_and_notes(who)[1]) for _n, who, _p in words)
        # the notes go first, then the progress's words; the kind only where no form
        # of the line holds it
        tries = [(short, k) for short in (0, 1) for k in range(most + 1)] + [(1, NOTHING)]
        for short, k in tries:
            if all(
                detail.size(tell(who, k))[0]
                + (detail.size(progress.split(" ")[0] if short else progress)[0] + gap)
                <= room
                for _name, who, progress in words
            ):
                return short, k
        return 1, NOTHING

    def compact_row(
        self,
        surface: pygame.Surface,
        said: Words,
        words: Sequence[Words],
        row: pygame.Rect,
        nx: int,
    ) -> None:
        """A seat's name, who and progress (`said`) on one line from `nx`: the name
        whole at its size, the progress (or its amount alone, '3/4'), who in the first
        of its forms that fits every row (`words`)."""
        body, detail = self.row_fonts()
        name, who, progress = said
        gap = self.px(0.03)
        widest = max(body.size(w[0])[0] for w in words)
        x = nx + widest + gap  # who in a column of its own, the rows alike
        short, k = self.compact_forms(words, row.right - nx)
        y = row.centery
        colour = self.theme.colour
        draw_text(surface, name, body, colour("text"), (nx, y), "left")
        draw_text(surface, tell(who, k), detail, colour("muted_text"), (x, y), "left")
        shown = progress.split(" ")[0] if short else progress
        draw_text(surface, shown, detail, colour("text"), (row.right, y), "right")

    def draw_title(self, surface: pygame.Surface, head: Headline, top: int, wide: int) -> None:
        """Who won on a pill of the winner's colour (a heading for a draw), centred at
        `top`, and why under it; `wide`: the page's width of content."""
        w = surface.get_width()
        title = head.title
        font = self.fonts.fit(title, int(wide * 0.85), self.title_px(), True)
        tw, th = font.size(title)
        pill = pygame.Rect(0, 0, tw + th * 1.2, int(th * 1.25))
        pill.midtop = (w // 2, top)
        if head.colour is not None:
            fill = head.colour
            radius = pill.h // 2
            shadow = pill.move(0, max(2, th // 12))
            pygame.draw.rect(surface, darken(fill, 0.5), shadow, border_radius=radius)
            pygame.draw.rect(surface, fill, pill, border_radius=radius)
            pygame.draw.rect(surface, (255, 255, 255), pill, max(2, th // 16), border_radius=radius)
            draw_text(surface, title, font, contrast_text(fill), pill.center, "center")
        else:
            app = _Host(self.fonts, self.theme)
            draw_heading(surface, app, title, (w // 2, pill.y), font.get_height(), align="center")
        parts = [head.reason[:1].upper() + head.reason[1:]] if head.reason else []
        if head.turns:
            parts.append(f"{head.turns} turns")
        sub = "  ·  ".join(parts)
        if sub:
            small = self.fonts.fit(sub, int(wide), self.font_px("small"))
            at = (w // 2, pill.bottom + self.px(0.035))
            draw_text(surface, sub, small, self.theme.colour("muted_text"), at, "center")

    def pin_buttons(
        self, row: Sequence[Any], pinned: Sequence[Any], y: int, window_w: int, window_h: int = 0
    ) -> tuple[int, int]:
        """The page scrolls (large text, a small window): the way on — `pinned`, Rematch
        and Menu — stands in one row in a band at the window's foot, always in sight; the
        rest of `row` (Review, Watch replay) follows the places and the story on the
        page at `y`, a lower row where the room above the band holds at least
        `SECOND_ROW` of its height (they stay in sight), else past the window's foot,
        `window_h` (never under the band at first sight). Returns (where the note goes under them, the band's height). (All
        four pinned took two rows, 40 % of an 800x600 window, and hid the places.)"""
        pad = self.px(0.02)
        gap = self.px(0.03)
        rest = [b for b in row if b not in pinned]
        bw, bh = row[0].rect.size
        fold = window_h - (bh + 2 * pad)  # the band's top at the page's top
        rest_h = bh
        if window_h and y + bh > fold:  # never under the band at first sight (drawn
            near = y - gap  # over it): a lower row, nearer the places, where the room
            room = fold - pad // 2 - near  # above the band holds one, else past the foot
            if room >= SECOND_ROW * bh:
                y, rest_h = near, min(bh, room)
            else:
                y = max(y, window_h + gap)
        x = window_w // 2 - (len(rest) * bw + (len(rest) - 1) * gap) // 2
        for i, button in enumerate(rest):
            button.rect = pygame.Rect(x + i * (bw + gap), y, bw, rest_h)
        y = (rest[-1].rect.bottom + gap // 2) if rest else y
        x = window_w // 2 - (len(pinned) * bw + (len(pinned) - 1) * gap) // 2
        for i, button in enumerate(pinned):
            button.rect = pygame.Rect(x + i * (bw + gap), pad, bw, bh)
        return y, bh + 2 * pad


#: the least share of a button's height Review and Watch replay keep to stay in sight
#: above the band of Rematch and Menu (their words are fitted to it)
SECOND_ROW = 0.6


@dataclass(frozen=True)
class _Host:
    """The fonts and theme `draw_heading` reads from an app."""

    fonts: Fonts
    theme: Theme
