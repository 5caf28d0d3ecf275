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
    """Who won (`title`), why and how long the game was (`length_words`), on a pill of
    the winner's colour (`colour`; None: a draw, said as a heading)."""

    title: str
    reason: str
    turns: int | None
    colour: RGB | None
    #: the game's moves (the replay's and the review's "Move N" count them), 0: unknown
    moves: int = 0


#: the word that opens a computer's who ('Computer · normal'): its kind is two facts
COMPUTER = "Computer"
#: `tell`'s form that says nothing (the row has no room for who at all)
NOTHING = 99


def length_words(turns: int | None, moves: int) -> list[str]:
    """The game's length as Results says it, longest form first: the moves the replay
    steps through and the review numbers ("Move 743"), and the turns beside them where
    a turn holds more than one move (a player read "488 turns" beside "Move 743" as a
    contradiction, issue 42). Every game says its moves.

    >>> length_words(488, 743), length_words(200, 200), length_words(14, 0)
    (['488 turns, 743 moves', '743 moves'], ['200 moves'], ['14 turns'])
    >>> length_words(1, 2), length_words(1, 1)
    (['1 turn, 2 moves', '2 moves'], ['1 move'])
    """
    turns_said = f"{turns} turn" + ("s" if turns != 1 else "")
    if not moves:
        return [turns_said] if turns else []
    said = f"{moves} move" + ("s" if moves != 1 else "")
    return [f"{turns_said}, {said}", said] if turns and turns != moves else [said]


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


def progress_form(progress: str, short: int) -> str:
    """A row's progress in form `short`: 0 whole, 1 without the tie-break's words, 2
    its amount alone.

    >>> [progress_form("1/4 pawns HOME · 135 steps", k) for k in (0, 1, 2)]
    ['1/4 pawns HOME · 135 steps', '1/4 pawns HOME', '1/4']
    """
    return [progress, progress.split(" · ")[0], progress.split(" ")[0]][min(2, max(0, short))]


def progress_label(progress: str) -> str:
    """What a row's progress counts: its words after the amount, less the tie-break's.

    >>> progress_label("1/4 pawns HOME · 135 steps"), progress_label("12")
    ('pawns HOME', '')
    """
    return progress.split(" · ")[0].partition(" ")[2]


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
        """The compact headline's height: its pill, the reason under it and a margin
        (2 % of the scale: the band at the foot keeps its margin under the buttons, and
        the places' frame still ends above it at 1280x800)."""
        th = self.fonts.get(self.title_px(), True).get_height()
        small = self.fonts.get(self.font_px("small")).get_height()
        return int(th * 1.25) + self.px(0.035) + small // 2 + self.px(0.02)

    def compact_forms(self, words: Sequence[Words], width: int) -> tuple[int, int]:
        """(the progress's form: `progress_form`'s 0 whole, 1 without the tie-break's
        words, 2 its amount; who's form) that every row's line (`words`, every row's)
        takes at `width` from the name's column on: the rows alike, the longest that
        fit: the game's notes shortened first, then the progress's words (the tie-break's
        first: Sorry!'s rows said a bare '4/4' where Sorry My Ass!'s said '4/4 pawns
        HOME'), the kind last. The amount alone has its words over its column
        (`draw_column_label`)."""
        body, detail = self.row_fonts()
        gap = self.px(0.03)
        room = width - max(body.size(name)[0] for name, _w, _p in words) - gap
        most = max(len(kind_and_notes(who)[1]) for _n, who, _p in words)
        # the notes go first, then the progress's words; the kind only where no form
        # of the line holds it
        tries = [(short, k) for short in (0, 1, 2) for k in range(most + 1)] + [(2, NOTHING)]
        for short, k in tries:
            if all(
                detail.size(tell(who, k))[0]
                + (detail.size(progress_form(progress, short))[0] + gap)
                <= room
                for _name, who, progress in words
            ):
                return short, k
        return 2, NOTHING

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
        shown = progress_form(progress, short)
        draw_text(surface, shown, detail, colour("text"), (row.right, y), "right")

    def draw_column_label(
        self,
        surface: pygame.Surface,
        words: Sequence[Words],
        edge: pygame.Rect,
        lead: int,
        clear: pygame.Rect | None = None,
    ) -> pygame.Rect | None:
        """Where the compact rows say their progress's amount alone ('4/4'), its words
        ('pawns HOME') over their column, on the places' frame (`edge`: its top line, the
        rows' width) at the right: every game's amounts said with what they count, at
        every size (Sorry!'s '4/4' had none at 1280x800 and 800x600, Sorry My Ass!'s
        none at 800x600); just under the line where they would touch `clear` (the
        headline's lines over it). Returns where the words stand (None: none drawn)."""
        short, _k = self.compact_forms(words, edge.w - lead)
        label = next((progress_label(p) for _n, _w, p in words if progress_label(p)), "")
        if short < 2 or not label:
            return None
        _body, detail = self.row_fonts()
        w, h = detail.size(label)
        pad = self.px(0.01)
        box = pygame.Rect(edge.right - w - pad, edge.y - h // 2, w + 2 * pad, h)
        if clear is not None and box.colliderect(clear):
            box.y = edge.y + 1
        surface.fill(self.theme.colour("panel"), box)  # the frame's line broken for it
        at = (edge.right, box.centery)
        draw_text(surface, label, detail, self.theme.colour("muted_text"), at, "right")
        return box

    def sub_lines(self, head: Headline, wide: int) -> list[str]:
        """The lines under the headline: why, and how long the game was, in one wording
        at every size: on one line where it fits `wide` at its size, else why on a line
        and the length on the next ("488 turns, 743 moves" said whole at 800x600 as at
        1280x800, where the narrow window said "743 moves" alone: two wordings of one
        fact); a shorter form of the length (the moves always said) only where even
        its own line does not hold it."""
        reason = [head.reason[:1].upper() + head.reason[1:]] if head.reason else []
        font = self.fonts.get(self.font_px("small"))

        def fits(line: str) -> bool:
            return font.size(line)[0] <= wide

        forms = length_words(head.turns, head.moves)
        if not forms:
            return reason
        for length in forms:
            if fits(one := "  ·  ".join([*reason, length])):
                return [one]
            if all(fits(line) for line in [*reason, length]):
                return [*reason, length]
        return [*reason, forms[-1]]

    def sub_line(self, head: Headline, wide: int) -> str:
        """`sub_lines` as one text (its lines joined by line breaks)."""
        return "\n".join(self.sub_lines(head, wide))

    def title_need(self, head: Headline, wide: int) -> int:
        """The least height of the headline as `draw_title` sets it: its pill, the lines
        under it (`sub_lines`) and the least margin (a second line takes its room from
        the margin under the headline before it makes the headline taller)."""
        th = self.fonts.get(self.title_px(), True).get_height()
        small = self.fonts.get(self.font_px("small"))
        lines = max(1, len(self.sub_lines(head, wide)))
        under = (lines - 1) * small.get_linesize() + small.get_height() // 2
        return int(th * 1.25) + self.px(0.035) + under + self.px(0.005)

    def draw_title(
        self, surface: pygame.Surface, head: Headline, top: int, wide: int
    ) -> pygame.Rect:
        """Who won on a pill of the winner's colour (a heading for a draw), centred at
        `top`, and why under it; `wide`: the page's width of content. Returns where the
        headline stands, the lines under it included."""
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
        subs = self.sub_lines(head, wide)
        small = self.fonts.get(self.font_px("small"))
        drawn = pygame.Rect(pill)
        for k, sub in enumerate(subs):
            font = self.fonts.fit(sub, int(wide), self.font_px("small"))
            at = (w // 2, pill.bottom + self.px(0.035) + k * small.get_linesize())
            drawn.union_ip(
                draw_text(surface, sub, font, self.theme.colour("muted_text"), at, "center")
            )
        return drawn

    def pin_buttons(
        self, row: Sequence[Any], width: int, per_row: int, y: int, window_w: int
    ) -> tuple[int, int]:
        """The page scrolls (large text, a small window): every button of `row` (Rematch,
        Review the game, Watch replay, Menu) stands in a band at the window's foot, always
        in sight — `per_row` in a row (four where their words fit `width`, each button's),
        else two rows of two, the way on (the first and the last of `row`) in the lower one. The
        buttons are as tall as their words need (1.5 lines, not a 100 % button doubled)
        and share one size of words: the size their rect at `width` gives the longest.
        Their rects are laid out from the band's top (y = 0), the last row the foot's
        margin (`FOOT_MARGIN`, the review's band's) above the window's bottom edge.
        Returns (where the note goes on the page, at `y`; the band's height). (Review
        and Watch replay waited below the fold with four places at 200 %: Sorry!'s
        1280x800 and 800x600; the lower row touched the bottom edge.)"""
        pad = self.px(0.01)  # the focus ring's room round a button
        gap = self.px(0.012)
        bh = row[0].rect.h
        px = self.button_px([b.text for b in row], width, bh)
        tall = round(self.fonts.get(px, True).get_height() * BAND_LINES)
        rows = [list(row)] if per_row >= len(row) else [list(row[1:-1]), [row[0], row[-1]]]
        for r, buttons in enumerate(rows):
            x = window_w // 2 - (len(buttons) * width + (len(buttons) - 1) * gap) // 2
            for i, button in enumerate(buttons):
                top = pad + r * (tall + pad)
                button.rect = pygame.Rect(x + i * (width + gap), top, width, tall)
                button.text_px = px
        return y, len(rows) * (tall + pad) + self.px(FOOT_MARGIN)

    def button_px(self, texts: Sequence[str], width: int, height: int) -> int:
        """The one size of words for buttons `width` x `height`: the size a button's rect
        gives its words (`fit_text_font`), down to what the longest fits."""
        px = int(height * 0.44 * 1.25 * self.fonts.scale)
        room = int(width * 0.9)
        while px > Fonts.MIN_PX and any(self.fonts.get(px, True).size(t)[0] > room for t in texts):
            px = max(Fonts.MIN_PX, int(px * 0.92))
        return px


#: a pinned button's height in lines of its words
BAND_LINES = 1.5
#: between the band's last row of buttons and the window's bottom edge, as a fraction
#: of the scale: the game review's band's margin (`ReviewScene.layout`)
FOOT_MARGIN = 0.02


@dataclass(frozen=True)
class _Host:
    """The fonts and theme `draw_heading` reads from an app."""

    fonts: Fonts
    theme: Theme
