"""The QR codes of the phone seats no phone holds now, in the side panel (issue 33).

    codes = Codes()
    codes.layout(lay, [(seat, caption, link), ...])   # takes the top of the move log's room
    codes.draw(surface, palette, seat_rgb)

Each seat's block: a caption ("Scan to play Ana's seat", "Waiting for Ana's phone"),
the code (`phones.qr.matrix`: dark modules on light, with its quiet zone) at a whole
number of pixels per module — at least 3, so a phone's camera reads it, and no more
than `MAX_SIDE` across — and the link to type under it. The blocks go side by side
where the panel is wide and take the room of the move log (a game waiting for phones
has hardly begun); the board is never covered. Where not every block fits, the first
ones are shown (the others once those phones have joined).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import pygame

from sorry_game.app.draw import Palette, blit_text, fit_text, font, wrap_balanced, wrap_text
from sorry_game.app.table.panel import PanelLayout
from sorry_game.phones.qr import matrix

RGB = tuple[int, int, int]
#: pixels per module, largest first (3 is the least a phone reads from across a table)
MODULE_PX = (5, 4, 3)
#: the widest a code is drawn, in pixels (a larger one only takes the log's room)
MAX_SIDE = 230
#: the code's colours: dark on light whatever the theme (a camera needs the contrast)
DARK, LIGHT = (16, 16, 16), (250, 250, 250)
#: lines of the caption and of the link, at most
CAPTION_LINES, LINK_LINES = 2, 4
#: the move log keeps this many units of height below the codes where it can
KEEP_LOG = 6
#: the frame in the seat's colour around the code, in pixels
FRAME = 3


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
    _surfaces: dict[tuple[str, int], pygame.Surface] = field(default_factory=dict)
    _links: dict[int, str] = field(default_factory=dict)
    #: the seats whose codes there is no room for yet ("Then: Bo, Cy"), and where
    more: str = ""
    more_at: tuple[int, int] = (0, 0)

    def layout(
        self, lay: PanelLayout, seats: Sequence[tuple[int, str, str]], names: Sequence[str] = ()
    ) -> None:
        """Place a block for each (seat, caption, link) at the top of the move log's
        room, the log keeping what is left below (`names`: the seats' names, for the
        line of those there is no room for yet)."""
        self.more = ""
        self.blocks, self.rect = [], pygame.Rect(lay.log.left, lay.log.top, 0, 0)
        if not seats or lay.log.width <= 0:
            return
        u, gap, room = lay.u, lay.pad, lay.log
        self.caption_size, self.link_size = max(11, int(u * 0.85)), max(11, int(u * 0.75))
        sides = [len(matrix(link)) for _seat, _caption, link in seats]
        line = font(self.link_size).get_linesize()
        # every code with a few lines of the log kept below, as large as that allows;
        # else as many codes as fit
        best: tuple[int, int, int, int] | None = None  # (shown, module px, columns, height)
        roomy: tuple[int, int, int, int] | None = None
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
                if 0 < rows and rows * cols < len(seats):  # a line for the others' names
                    rows = max(1, (room.height - line - gap // 2 + gap) // (height + gap))
                shown = min(len(seats), rows * cols)
                if best is None or shown > best[0]:
                    best = (shown, px, cols, height)
                used = -(-len(seats) // cols) * (height + gap)
                if roomy is None and shown == len(seats) and room.height - used >= KEEP_LOG * u:
                    roomy = (shown, px, cols, height)
        best = roomy or best
        if best is None or best[0] == 0:
            return
        shown, px, cols, height = best
        width = (room.width - (cols - 1) * gap) // cols
        for i, (seat, caption, link) in enumerate(seats[:shown]):
            row, col = divmod(i, cols)
            rect = pygame.Rect(
                room.left + col * (width + gap), room.top + row * (height + gap), width, height
            )
            side = len(matrix(link)) * px
            lines = self._caption(caption, width)
            top = rect.top + len(lines) * font(self.caption_size, True).get_linesize() + 2 * FRAME
            square = pygame.Rect(rect.centerx - side // 2, top, side, side)
            self.blocks.append(Block(seat, lines, self._link(link, width), square, rect))
        rows = -(-shown // cols)
        used = rows * height + (rows - 1) * gap
        self.more = ""
        if shown < len(seats) and room.height - used >= line + gap // 2:
            later = [names[seat] for seat, _caption, _link in seats[shown:] if seat < len(names)]
            self.more = f"Then: {', '.join(later)}"  # their codes once these have joined
            self.more_at = (room.centerx, room.top + used + gap // 2)
            used += line + gap // 2
        self.rect = pygame.Rect(room.left, room.top, room.width, used)
        lay.log = pygame.Rect(
            room.left, room.top + used + gap, room.width, room.height - used - gap
        )
        if lay.log.height < 2 * u:
            lay.log.height = 0  # no room for the log while the codes are shown
        self._links = {b.seat: link for b, (_s, _c, link) in zip(self.blocks, seats, strict=False)}

    def _caption(self, caption: str, width: int) -> list[str]:
        return wrap_balanced(caption, self.caption_size, width, True)[:CAPTION_LINES]

    def _link(self, link: str, width: int) -> list[str]:
        return wrap_text(link, self.link_size, width)[:LINK_LINES]

    def _height(self, seats: Sequence[tuple[int, str, str]], width: int, side: int) -> int:
        """The tallest block's height at `width` with a code `side` pixels across."""
        cap = font(self.caption_size, True).get_linesize()
        small = font(self.link_size).get_linesize()
        tallest = 0
        for _seat, caption, link in seats:
            words = len(self._caption(caption, width)) * cap
            tallest = max(tallest, words + len(self._link(link, width)) * small)
        return tallest + 2 * FRAME + side + small // 2 + FRAME

    def surface(self, link: str, px: int) -> pygame.Surface:
        """The code of `link`, `px` pixels a module (kept while it is shown)."""
        key = (link, px)
        if key not in self._surfaces:
            rows = matrix(link)
            small = pygame.Surface((len(rows[0]), len(rows)))
            small.fill(LIGHT)
            for y, row in enumerate(rows):
                for x, dark in enumerate(row):
                    if dark:
                        small.set_at((x, y), DARK)
            self._surfaces = {
                k: v for k, v in self._surfaces.items() if k[0] in self._links.values()
            }
            self._surfaces[key] = pygame.transform.scale(small, (len(rows[0]) * px, len(rows) * px))
        return self._surfaces[key]

    def draw(self, surface: pygame.Surface, pal: Palette, seat_rgb: Callable[[int], RGB]) -> None:
        if self.more:
            width = self.rect.width
            text = fit_text(self.more, self.link_size, width)
            blit_text(surface, text, self.link_size, pal["muted_text"], self.more_at, "midtop")
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
            link = self._links[block.seat]
            px = max(1, block.square.width // max(1, len(matrix(link))))
            code = self.surface(link, px)
            edge = block.square.inflate(2 * FRAME, 2 * FRAME)
            pygame.draw.rect(surface, seat_rgb(block.seat), edge, border_radius=4)
            surface.blit(code, block.square)
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


__all__ = ["Codes", "MODULE_PX"]
