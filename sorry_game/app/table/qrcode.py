"""The QR codes of the phone seats no phone holds now, in the side panel (issue 33).

    codes = Codes()
    codes.layout(lay, [(seat, caption, link), ...])   # takes the top of the move log's room
    codes.draw(surface, palette, seat_rgb)
    draw_code(surface, link, square, rgb)              # one code: the join screen's too

Each seat's block: a caption ("Scan to play Ana's seat", "Waiting for Ana's phone"),
the code (`phones.qr.matrix`: dark modules on light, with its quiet zone) at a whole
number of pixels per module — at least 3, so a phone's camera reads it, and no more
than `MAX_SIDE` across — and the link to type under it. The blocks go side by side
where the panel is wide and take the room of the move log (a game waiting for phones
has hardly begun); the board is never covered. Where not every block fits, the first
ones are shown and a note names the others where it fits: "Waiting for Bo's phone — code
in Pause" (the join screen, `scenes/phones_join.py`, has room for every code); where no code
fits (large text), the note alone.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache

import pygame

from sorry_game.app.draw import Palette, blit_text, fit_text, font, wrap_balanced, wrap_text
from sorry_game.app.table.panel import PanelLayout

RGB = tuple[int, int, int]
#: pixels per module, largest first (3 is the least a phone reads from across a table)
MODULE_PX = (5, 4, 3)
#: the widest a code is drawn, in pixels (a larger one only takes the log's room)
MAX_SIDE = 230
#: the code's colours: dark on light whatever the theme (a camera needs the contrast)
DARK, LIGHT = (16, 16, 16), (250, 250, 250)
#: lines of the caption and of the link, at most
CAPTION_LINES, LINK_LINES, NOTE_LINES = 2, 4, 4
#: the move log keeps this many units of height below the codes where it can
KEEP_LOG = 6
#: the frame in the seat's colour around the code, in pixels
FRAME = 3


@lru_cache(maxsize=16)
def _rows(link: str) -> tuple[tuple[bool, ...], ...]:
    from sorry_game.phones.qr import matrix  # segno, when a code is first drawn

    return tuple(tuple(row) for row in matrix(link))


def modules(link: str) -> int:
    """How many modules across the code of `link` is, its quiet zone included."""
    return len(_rows(link))


@lru_cache(maxsize=16)
def code_surface(link: str, px: int) -> pygame.Surface:
    """The code of `link`, `px` pixels a module: dark on light, its quiet zone light
    (kept for the few links and sizes on the screen)."""
    rows = _rows(link)
    small = pygame.Surface((len(rows[0]), len(rows)))
    small.fill(LIGHT)
    for y, row in enumerate(rows):
        for x, dark in enumerate(row):
            if dark:
                small.set_at((x, y), DARK)
    return pygame.transform.scale(small, (len(rows[0]) * px, len(rows) * px))


def draw_code(
    surface: pygame.Surface, link: str, square: pygame.Rect, rgb: RGB, frame: int = FRAME
) -> None:
    """The code of `link` filling `square` (whole pixels a module), framed `frame`
    pixels wide in the seat's colour `rgb`: the panel's codes and the join screen's."""
    px = max(1, square.width // modules(link))
    edge = square.inflate(2 * frame, 2 * frame)
    pygame.draw.rect(surface, rgb, edge, border_radius=max(2, frame + 1))
    surface.blit(code_surface(link, px), square)


@dataclass
class Block:
    """One seat's caption, code and link, where the panel shows them."""

    seat: int
    caption: list[str]
    link: list[str]
    square: pygame.Rect
    rect: pygame.Rect


@dataclass
class Codes:
    """The phone seats' codes in the panel (see the module's docstring)."""

    blocks: list[Block] = field(default_factory=list)
    #: the whole area the blocks take (empty when none is shown)
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    caption_size: int = 12
    link_size: int = 11
    _links: dict[int, str] = field(default_factory=dict)
    #: what to type instead of scanning each link (the address and a pairing code)
    typed: dict[str, str] = field(default_factory=dict)
    #: the line(s) for the seats whose codes there is no room for ("Waiting for Bo's
    #: phone — code in Pause"), and where they go (midtop)
    note: list[str] = field(default_factory=list)
    note_at: tuple[int, int] = (0, 0)

    def layout(
        self, lay: PanelLayout, seats: Sequence[tuple[int, str, str]], names: Sequence[str] = ()
    ) -> None:
        """Place a block for each (seat, caption, link) at the top of the move log's
        room, the log keeping what is left below (`names`: the seats' names, for the
        note of those there is no room for: Pause shows their codes)."""
        self.note = []
        self.blocks, self.rect = [], pygame.Rect(lay.log.left, lay.log.top, 0, 0)
        if not seats or lay.log.width <= 0:
            return
        u, gap, room = lay.u, lay.pad, lay.log
        self.caption_size, self.link_size = max(11, int(u * 0.85)), max(11, int(u * 0.75))
        sides = [modules(link) for _seat, _caption, link in seats]
        line = font(self.link_size).get_linesize()
        # the note for all but the first seat is the longest one under a code
        note_h = len(self._note(seats[1:], names, room.width)) * line + gap // 2
        # every code with a few lines of the log kept below, as large as that allows;
        # else as many codes as fit with the note for the others under them
        best: tuple[tuple[bool, bool, int], int, int, int] | None = None
        roomy: tuple[tuple[bool, bool, int], int, int, int] | None = None
        for px in MODULE_PX:
            side = max(sides) * px
            if side > MAX_SIDE and px > MODULE_PX[-1]:
                continue
            for cols in range(1, len(seats) + 1):
                width = (room.width - (cols - 1) * gap) // cols
                if width < side + 2 * FRAME:
                    break
                height = self._height(seats, width, side)
                rows = max(0, (room.height + gap) // (height + gap))
                said = rows * cols >= len(seats)  # every waiting seat is shown or named
                if not said:
                    noted = max(0, (room.height - note_h + gap) // (height + gap))
                    rows, said = (noted, True) if noted else (rows, False)
                shown = min(len(seats), rows * cols)
                key = (shown > 0, said, shown)
                if best is None or key > best[0]:
                    best = (key, px, cols, height)
                used = -(-len(seats) // cols) * (height + gap)
                if roomy is None and shown == len(seats) and room.height - used >= KEEP_LOG * u:
                    roomy = (key, px, cols, height)
        best = roomy or best
        shown, px, cols, height = (best[0][2], *best[1:]) if best else (0, 1, 1, 0)
        width = (room.width - (cols - 1) * gap) // cols
        for i, (seat, caption, link) in enumerate(seats[:shown]):
            row, col = divmod(i, cols)
            rect = pygame.Rect(
                room.left + col * (width + gap), room.top + row * (height + gap), width, height
            )
            side = modules(link) * px
            lines = self._caption(caption, width)
            top = rect.top + len(lines) * font(self.caption_size, True).get_linesize() + 2 * FRAME
            square = pygame.Rect(rect.centerx - side // 2, top, side, side)
            self.blocks.append(Block(seat, lines, self._link(link, width), square, rect))
        rows = -(-shown // cols)
        used = rows * height + (rows - 1) * gap if shown else -gap // 2
        note = self._note(seats[shown:], names, room.width)
        if note and room.height - used >= len(note) * line + gap // 2:
            self.note = note  # their codes: in Pause, and here once these have joined
            self.note_at = (room.centerx, room.top + used + gap // 2)
            used += len(note) * line + gap // 2
        if used <= 0:
            return
        self.rect = pygame.Rect(room.left, room.top, room.width, used)
        lay.log = pygame.Rect(
            room.left, room.top + used + gap, room.width, room.height - used - gap
        )
        if lay.log.height < 2 * u:
            lay.log.height = 0  # no room for the log while the codes are shown
        self._links = {b.seat: link for b, (_s, _c, link) in zip(self.blocks, seats, strict=False)}

    def _note(
        self, seats: Sequence[tuple[int, str, str]], names: Sequence[str], width: int
    ) -> list[str]:
        """The lines that name the waiting seats with no code here, and where theirs are."""
        who = [f"{names[seat]}'s" for seat, _caption, _link in seats if seat < len(names)]
        if not who:
            return []
        many = len(who) > 1
        whose = ", ".join(who[:-1]) + f" and {who[-1]}" if many else who[0]
        plural = "s" if many else ""
        words = f"Waiting for {whose} phone{plural} — code{plural} in Pause"
        return wrap_balanced(words, self.link_size, width, True)[:NOTE_LINES]

    def _caption(self, caption: str, width: int) -> list[str]:
        return wrap_balanced(caption, self.caption_size, width, True)[:CAPTION_LINES]

    def _link(self, link: str, width: int) -> list[str]:
        """What to type instead of scanning `link` (`typed`: the address and a pairing
        code), else the link itself."""
        return wrap_text(self.typed.get(link, link), self.link_size, width)[:LINK_LINES]

    def _height(self, seats: Sequence[tuple[int, str, str]], width: int, side: int) -> int:
        """The tallest block's height at `width` with a code `side` pixels across."""
        cap = font(self.caption_size, True).get_linesize()
        small = font(self.link_size).get_linesize()
        tallest = 0
        for _seat, caption, link in seats:
            words = len(self._caption(caption, width)) * cap
            tallest = max(tallest, words + len(self._link(link, width)) * small)
        return tallest + 2 * FRAME + side + small // 2 + FRAME

    def draw(self, surface: pygame.Surface, pal: Palette, seat_rgb: Callable[[int], RGB]) -> None:
        x, y = self.note_at
        for line in self.note:
            text = fit_text(line, self.link_size, self.rect.width)
            blit_text(surface, text, self.link_size, pal["text"], (x, y), "midtop", bold=True)
            y += font(self.link_size).get_linesize()
        cap = font(self.caption_size, True).get_linesize()
        small = font(self.link_size).get_linesize()
        for block in self.blocks:
            y = block.rect.top
            for line in block.caption:
                blit_text(
                    surface,
                    line,
                    self.caption_size,
                    pal["text"],
                    (block.rect.centerx, y),
                    "midtop",
                    bold=True,
                )
                y += cap
            draw_code(surface, self._links[block.seat], block.square, seat_rgb(block.seat))
            y = block.square.bottom + FRAME + small // 2
            for line in block.link:
                blit_text(
                    surface,
                    line,
                    self.link_size,
                    pal["muted_text"],
                    (block.rect.centerx, y),
                    "midtop",
                )
                y += small


__all__ = ["Codes", "MODULE_PX", "code_surface", "draw_code", "modules"]
