"""Results' headline and its compact rows: the places at large text, one line a seat
(place, pawn, name, who in the first of its shorter forms that fits, progress), so that
every place stands above the band pinned at the window's foot."""

from __future__ import annotations

from typing import Any

import pygame

from sorry_game.app.scenes import draw_heading
from sorry_game.app.widgets import contrast_text, darken, draw_text

#: the Results scene (not imported: it imports this module)
ResultsScene = Any


def title_px(self: ResultsScene) -> int:
    """The headline's size: the title's, the heading's when compact."""
    return int(self.font_px("heading" if self.compact else "title") * 1.15)


def heading_h(self: ResultsScene) -> int:
    """The compact headline's height: its pill, the reason under it and a margin."""
    th = self.app.fonts.get(title_px(self), True).get_height()
    small = self.app.fonts.get(self.font_px("small")).get_height()
    return int(th * 1.25) + self.px(0.035) + small // 2 + self.px(0.03)


def tell(who: str, k: int) -> str:
    """Who's form `k`, longest first: 'Computer · normal · 2 in reserve', 'normal · 2 in
    reserve', 'normal' (the level says it is a computer), 'Computer'; '' from 4 on."""
    facts = who.split(" · ")
    forms = [" · ".join(facts), " · ".join(facts[1:]), facts[1] if facts[1:] else "", facts[0]]
    kept = [f for f in forms if f]
    return kept[min(k, len(kept) - 1)] if k < 4 and kept else ""


def compact_forms(self: ResultsScene, width: int) -> tuple[int, int]:
    """(the progress's form: 0 whole, 1 its amount; who's form) that every row's line
    takes at `width` from the name's column on: the rows alike, the longest that fit,
    who kept before the progress's words."""
    body, detail = self.row_fonts()
    gap = self.px(0.03)
    words = [self.row_words(s) for _place, s in self.rows]
    room = width - max(body.size(name)[0] for name, _w, _p in words) - gap
    for short in (0, 1):
        for k in range(4):
            if all(
                detail.size(tell(who, k))[0]
                + (detail.size(progress.split(" ")[0] if short else progress)[0] + gap)
                <= room
                for _name, who, progress in words
            ):
                return short, k
    return 1, 4


def compact_row(
    self: ResultsScene, surface: pygame.Surface, seat: int, row: pygame.Rect, nx: int
) -> None:
    """A seat's name, who and progress on one line: the name whole at its size, the
    progress (or its amount alone, '3/4'), who in the first of its forms that fits."""
    theme = self.app.theme
    body, detail = self.row_fonts()
    name, who, progress = self.row_words(seat)
    gap = self.px(0.03)
    widest = max(body.size(self.row_words(s)[0])[0] for _place, s in self.rows)
    x = nx + widest + gap  # who in a column of its own, the rows alike
    short, k = compact_forms(self, row.right - nx)
    said = progress.split(" ")[0] if short else progress
    told = tell(who, k)
    y = row.centery
    draw_text(surface, name, body, theme.colour("text"), (nx, y), "left")
    draw_text(surface, told, detail, theme.colour("muted_text"), (x, y), "left")
    draw_text(surface, said, detail, theme.colour("text"), (row.right, y), "right")


def draw_title(self: ResultsScene, surface: pygame.Surface) -> None:
    """Who won on a pill of the winner's colour (a heading for a draw), and why, under it."""
    theme = self.app.theme
    w, _h = self.size
    title = self.title
    font = self.app.fonts.fit(title, int(self.wide.w * 0.85), title_px(self), True)
    tw, th = font.size(title)
    pill = pygame.Rect(0, 0, tw + th * 1.2, int(th * 1.25))
    pill.midtop = (w // 2, self.top)
    if self.winners and self.outcome is not None and not self.outcome.is_draw:
        fill = self.seat_colour(self.winners[0])
        pygame.draw.rect(
            surface,
            darken(fill, 0.5),
            pill.move(0, max(2, th // 12)),
            border_radius=pill.h // 2,
        )
        pygame.draw.rect(surface, fill, pill, border_radius=pill.h // 2)
        pygame.draw.rect(
            surface, (255, 255, 255), pill, max(2, th // 16), border_radius=pill.h // 2
        )
        draw_text(surface, title, font, contrast_text(fill), pill.center, "center")
    else:
        draw_heading(surface, self.app, title, (w // 2, pill.y), font.get_height(), align="center")
    turns = self.view.turns if self.view is not None else None
    parts = [self.reason[:1].upper() + self.reason[1:]] if self.reason else []
    if turns:
        parts.append(f"{turns} turns")
    sub = "  ·  ".join(parts)
    if sub:
        small = self.app.fonts.fit(sub, int(self.wide.w), self.font_px("small"))
        draw_text(
            surface,
            sub,
            small,
            theme.colour("muted_text"),
            (w // 2, pill.bottom + self.px(0.035)),
            "center",
        )


def pin_buttons(self: ResultsScene, row: tuple[Any, ...], y: int) -> None:
    """The page scrolls (large text, a small window): the way on — Rematch and Menu —
    stands in one row in a band at the window's foot, always in sight; Review and
    Watch replay follow the places and the story on the page, then the note (or the
    review's progress), above the band. (All four pinned took two rows, 40 % of an
    800x600 window, and hid the places.)"""
    pad = self.px(0.02)
    gap = self.px(0.03)
    pinned = [b for b in row if b in (self.rematch_button, self.menu_button)]
    rest = [b for b in row if b not in pinned]
    bw, bh = row[0].rect.size
    x = self.window[0] // 2 - (len(rest) * bw + (len(rest) - 1) * gap) // 2
    for i, button in enumerate(rest):
        button.rect = pygame.Rect(x + i * (bw + gap), y, bw, bh)
    y = (rest[-1].rect.bottom + gap // 2) if rest else y
    x = self.window[0] // 2 - (len(pinned) * bw + (len(pinned) - 1) * gap) // 2
    for i, button in enumerate(pinned):
        button.rect = pygame.Rect(x + i * (bw + gap), pad, bw, bh)
    band = bh + 2 * pad
    self.note_rect.y = y
    self.pin_foot(pinned, band, self.note_rect.bottom + self.px(0.04))
