"""The join screen: every phone seat's QR code, large, before the game goes on (issue 33).

    PhonesJoinScene(app, table)      route "phones" (pushed by the table, and by Pause)

The side panel has only the move log's room for the codes: at 800x600 one code fits, at
large text none. So when a table starts or resumes with phone seats that no phone
holds, it shows this screen first, as party games do: for each phone seat its name in
its colour (and the colour in words), its code as large as the window allows (whole
pixels a module, at least 3: `table/qrcode.draw_code`, the panel's drawing), the link
to type instead, and whether its phone has joined ("Waiting…", "Joined", live from
`PhoneHost.joined`). The game waits meanwhile anyway (a phone seat's turn waits for
its phone). "Play" (Enter, Esc) goes on: the seats still waiting keep their code in
the panel where it fits, and Pause shows this screen again. "Play … on this screen"
takes the waiting seats back to the screen. Once every phone has joined the screen
closes by itself after a moment.

The codes are laid out in a grid of 1 to 3 a row, the largest that lets the whole
screen fit the window; when even codes of 3 pixels a module do not (large text, many
seats), the page scrolls (a code is never taller than the window) and the buttons go
to the top, where the focus is.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from sorry_game.app.draw import wrap
from sorry_game.app.draw.colour import contrast_text
from sorry_game.app.scenes import ShellScene, draw_backdrop
from sorry_game.app.table.qrcode import draw_code, modules
from sorry_game.app.widgets import Button, draw_panel, draw_text

RGB = tuple[int, int, int]
#: the module sizes tried, largest first (3 is the least a phone reads across a table)
MODULE_PX = tuple(range(14, 2, -1))
#: codes a row at most
MAX_COLUMNS = 3
#: seconds the screen stays once every phone has joined ("Joined" seen), at normal speed
CLOSE_AFTER = 1.5
TITLE = "Join from your phones"
HOW = "Scan a code with a phone on the same Wi-Fi, or open the address under it and type its code."


@dataclass
class Card:
    """One phone seat's card: where it, its name band and its code are on the page."""

    seat: int
    name: str
    colour: str
    rgb: RGB
    link: str
    rect: pygame.Rect
    band: pygame.Rect
    square: pygame.Rect
    link_lines: list[str]
    #: the name band's words: "Ana · Blue", or the name over the colour where narrow
    band_lines: list[str]


class PhonesJoinScene(ShellScene):
    """The join screen (see the module's docstring)."""

    def __init__(self, app: Any, table: Any) -> None:
        self.table = table
        self.phones = table.phones
        super().__init__(app)

    # --- what it shows ---------------------------------------------------------------------
    def create(self) -> None:
        self.busy = True  # the joins come from the network: looked at every frame
        self.play_button = Button("Play", self.close, style="primary", name="play")
        self.screen_button = Button("", self.to_screen, name="screen")
        self.primary = self.play_button
        #: seconds since every phone joined (None: one still waits)
        self.all_in: float | None = None
        self.cards: list[Card] = []
        self._waiting: tuple[tuple[int, ...], tuple[str, ...]] | None = None
        self.refresh()

    def seats(self) -> list[int]:
        """The seats on phones now (joined or not)."""
        return list(self.phones.seats) if self.phones.host is not None else []

    def waiting(self) -> list[int]:
        return [seat for seat in self.phones.waiting() if seat in self.seats()]

    def joined(self, seat: int) -> bool:
        host = self.phones.host
        return host is not None and host.joined(seat)

    def refresh(self) -> None:
        """The buttons for who waits now ("Play Ana on this screen" only while one does)."""
        waiting = tuple(self.waiting())
        typed = tuple(self.phones.typed(seat) for seat in waiting)  # a code used or expired
        if (waiting, typed) == self._waiting:
            return
        self._waiting = (waiting, typed)
        names = [self.table.session.seats[seat].name for seat in waiting]
        if len(names) > 2:
            self.screen_button.text = "Play them on this screen"
        elif names:
            self.screen_button.text = f"Play {' and '.join(names)} on this screen"
        focus = self.form.focus
        self.form.clear()
        self.form.add(self.play_button)
        if waiting:
            self.form.add(self.screen_button)
        self.form.set_focus(focus if focus in self.form.widgets else None)
        self.layout()

    def first_focus(self) -> Any:
        """Play, when the window shows it; on a page taller than the window (large
        text) none: the page opens at its top, on the codes — Enter is still Play, and
        Tab shows the buttons at the bottom."""
        if self.page_room and self.play_button.rect.bottom > self.window[1]:
            return None
        return super().first_focus()

    # --- what it does ------------------------------------------------------------------------
    def close(self) -> None:
        """Play: back to the table (the seats still waiting keep their panel code)."""
        if self.app.top is self:
            self.app.pop()

    def back(self) -> None:
        self.close()

    def to_screen(self) -> None:
        """The seats still waiting for a phone are played on this screen (their links
        stop working), and the game goes on."""
        for seat in self.waiting():
            self.phones.to_screen(self.table, seat)
        self.close()

    def update(self, dt: float) -> None:
        self.refresh()
        seats = self.seats()
        if not seats or self.waiting():
            self.all_in = None
            return
        self.all_in = (self.all_in or 0.0) + dt
        speed = float(getattr(self.app.settings, "speed_factor", 1.0))
        if self.all_in >= CLOSE_AFTER * max(0.3, speed):
            self.close()

    # --- layout ------------------------------------------------------------------------------
    def layout(self) -> None:
        w, h = self.window
        self.margin, self.gap = self.px(0.04), self.px(0.03)
        inner = w - 2 * self.margin
        title = self.app.fonts.get(self.font_px("heading"), True)
        body = self.app.fonts.get(self.font_px("body"))
        self.title_lines = wrap(title, TITLE, inner)
        self.how_lines = wrap(body, HOW, inner)
        header = (
            self.margin
            + len(self.title_lines) * title.get_linesize()
            + len(self.how_lines) * body.get_linesize()
            + self.gap
        )
        buttons = self._buttons_height(inner)
        seats = self.seats()
        room = h - header - buttons - self.gap - self.margin
        fit = self._grid(seats, room, h - header - self.margin, inner)
        cols, px, card_h = fit
        rows = -(-len(seats) // cols) if seats else 0
        grid_h = rows * card_h + max(0, rows - 1) * self.gap
        total = header + grid_h + self.gap + buttons + self.margin
        self.cards = self._cards(seats, cols, px, card_h, header, inner)
        self._place_buttons(header + grid_h + self.gap, inner)
        self.size = (w, max(h, total))
        self.page_y = max(0, min(self.page_y, self.page_room))

    def _fonts(self) -> tuple[Any, Any, Any]:
        """(the name band's, the link's, the state's) fonts."""
        fonts = self.app.fonts
        return (
            fonts.get(self.font_px("body"), True),
            fonts.get(self.font_px("small")),
            fonts.get(self.font_px("body"), True),
        )

    def _card_height(self, seats: list[int], width: int, side: int) -> int:
        """The tallest card's height at `width` with codes `side` pixels across."""
        name, small, state = self._fonts()
        pad = self.px(0.02)
        links = max((len(self._link_lines(seat, width - 2 * pad)) for seat in seats), default=1)
        band = self._band_height(seats, width)
        return (
            pad + band + pad + side + 2 * self.frame + pad
            + links * small.get_linesize() + pad // 2 + state.get_linesize() + pad
        )  # fmt: skip

    def _band_lines(self, seat: int, width: int) -> list[str]:
        table = self.table
        name = table.session.seats[seat].name
        colour = table.game.colours[table.view.colours[seat]].name
        font = self._fonts()[0]
        words = f"{name} · {colour}"
        return [words] if font.size(words)[0] <= width - self.px(0.03) else [name, colour]

    def _band_height(self, seats: list[int], width: int) -> int:
        """The name bands' height: one line, or two where a name and colour do not fit."""
        band = width - 2 * self.px(0.02)
        lines = max((len(self._band_lines(seat, band)) for seat in seats), default=1)
        return lines * self._fonts()[0].get_linesize() + self.px(0.02)

    @property
    def frame(self) -> int:
        return max(3, self.px(0.008))

    def link(self, seat: int) -> str:
        host = self.phones.host
        return host.link(seat) if host is not None else ""

    def _link_lines(self, seat: int, width: int) -> list[str]:
        """What to type instead of scanning: the address and the seat's pairing code."""
        return wrap(self._fonts()[1], self.phones.typed(seat), max(1, width))

    def _grid(self, seats: list[int], room: int, row_room: int, inner: int) -> tuple[int, int, int]:
        """(columns, pixels a module, card height): the largest codes with which every
        card fits `room` pixels of height; else (the page scrolls) as many a row as fit
        with codes of 3 pixels a module or more, as large as lets the first row's codes
        show at open (above `row_room`: the window under the title), else as lets a
        card fit the window."""
        if not seats:
            return 1, MODULE_PX[-1], 0
        side = max(modules(self.link(seat)) for seat in seats)
        pad = self.px(0.02)
        fallback: tuple[tuple[int, int], int, int] | None = None
        for px in MODULE_PX:
            for cols in range(1, min(MAX_COLUMNS, len(seats)) + 1):
                width = self._card_width(inner, cols, side * px)
                if width < side * px + 2 * self.frame + 2 * pad:
                    break
                card_h = self._card_height(seats, width, side * px)
                rows = -(-len(seats) // cols)
                if rows * card_h + (rows - 1) * self.gap <= room:
                    return cols, px, card_h
                band = self._band_height(seats, width)
                code_bottom = 3 * pad + band + 2 * self.frame + side * px
                fits = 2 if code_bottom <= row_room else 1 if card_h <= self.window[1] else 0
                if fits and (fallback is None or (fits, cols) > fallback[0]):
                    fallback = ((fits, cols), px, card_h)
        if fallback is not None:
            return fallback[0][1], fallback[1], fallback[2]
        width = self._card_width(inner, 1, side * MODULE_PX[-1])
        return 1, MODULE_PX[-1], self._card_height(seats, width, side * MODULE_PX[-1])

    def _card_width(self, inner: int, cols: int, side: int) -> int:
        """A card's width: its share of the row, no wider than its code needs (with
        room each side) or than a comfortable line of text."""
        share = (inner - (cols - 1) * self.gap) // cols
        return min(share, max(side + 2 * self.frame + 2 * self.gap, self.px(0.8)))

    def _cards(
        self, seats: list[int], cols: int, px: int, card_h: int, top: int, inner: int
    ) -> list[Card]:
        session, table = self.table.session, self.table
        pad = self.px(0.02)
        width = self._card_width(inner, cols, max(modules(self.link(s)) for s in seats) * px)
        band_h = self._band_height(seats, width)
        cards = []
        for i, seat in enumerate(seats):
            row, col = divmod(i, cols)
            in_row = min(cols, len(seats) - row * cols)  # a short last row is centred
            left = (self.window[0] - in_row * width - (in_row - 1) * self.gap) // 2
            rect = pygame.Rect(
                left + col * (width + self.gap), top + row * (card_h + self.gap), width, card_h
            )
            band = pygame.Rect(rect.x + pad, rect.y + pad, width - 2 * pad, band_h)
            link = self.link(seat)
            side = modules(link) * px
            square = pygame.Rect(0, 0, side, side)
            square.midtop = (rect.centerx, band.bottom + pad + self.frame)
            colour = table.game.colours[table.view.colours[seat]]
            cards.append(
                Card(
                    seat,
                    session.seats[seat].name,
                    colour.name,
                    table.seat_rgb(seat),
                    link,
                    rect,
                    band,
                    square,
                    self._link_lines(seat, width - 2 * pad),
                    self._band_lines(seat, width - 2 * pad),
                )
            )
        return cards

    def buttons(self) -> list[Button]:
        """The buttons shown: Play, and while a seat waits, the screen's."""
        return [b for b in (self.play_button, self.screen_button) if b in self.form.widgets]

    def _buttons_height(self, inner: int) -> int:
        """The buttons' row (or two rows, where they do not fit side by side)."""
        bh = self.px(0.075)
        self._stacked = self._buttons_width() > inner
        shown = len(self.buttons()) or 1
        return bh * shown + self.gap * (shown - 1) if self._stacked else bh

    def _buttons_width(self) -> int:
        font = self.app.fonts.get(self.font_px("button"), True)
        widths = [font.size(b.text)[0] + 2 * self.px(0.05) for b in self.buttons()]
        self._widths = [max(self.px(0.25), w) for w in widths]
        return sum(self._widths) + self.gap * (len(widths) - 1)

    def _place_buttons(self, y: int, inner: int) -> None:
        bh = self.px(0.075)
        widgets = self.buttons()
        if self._stacked:
            for i, b in enumerate(widgets):
                b.rect = pygame.Rect(0, 0, min(inner, self._widths[i]), bh)
                b.rect.midtop = (self.window[0] // 2, y + i * (bh + self.gap))
            return
        x = (self.window[0] - self._buttons_width()) // 2
        for b, width in zip(widgets, self._widths, strict=True):
            b.rect = pygame.Rect(x, y, width, bh)
            x += width + self.gap

    # --- drawing -----------------------------------------------------------------------------
    def paint(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface, self.app, quiet=True)  # the whole window: the game waits
        theme = self.app.theme
        title = self.app.fonts.get(self.font_px("heading"), True)
        body = self.app.fonts.get(self.font_px("body"))
        y = self.margin
        cx = self.window[0] // 2
        for line in self.title_lines:
            draw_text(surface, line, title, theme.colour("text"), (cx, y), "center", "top")
            y += title.get_linesize()
        for line in self.how_lines:
            draw_text(surface, line, body, theme.colour("muted_text"), (cx, y), "center", "top")
            y += body.get_linesize()
        for card in self.cards:
            self._paint_card(surface, card)
        self.form.draw(surface)

    def _paint_card(self, surface: pygame.Surface, card: Card) -> None:
        theme = self.app.theme
        name_font, small, state_font = self._fonts()
        draw_panel(surface, self.app, card.rect)
        pygame.draw.rect(surface, card.rgb, card.band, border_radius=self.px(0.012))
        line_h = name_font.get_linesize()
        y = card.band.centery - len(card.band_lines) * line_h // 2
        for words in card.band_lines:
            at = (card.band.centerx, y)
            room = card.band.width - self.px(0.02)
            ink = contrast_text(card.rgb)
            draw_text(surface, words, name_font, ink, at, "center", "top", room=room)
            y += line_h
        joined = self.joined(card.seat)
        if joined:  # the code is not needed any more: a tick in its place
            edge = card.square.inflate(2 * self.frame, 2 * self.frame)
            pygame.draw.rect(surface, card.rgb, edge, self.frame, border_radius=self.frame + 1)
            self._tick(surface, card.square, theme.colour("text"))
        else:
            draw_code(surface, card.link, card.square, card.rgb, self.frame)
        y = card.square.bottom + self.frame + self.px(0.02)
        for line in card.link_lines:
            draw_text(
                surface, line, small, theme.colour("muted_text"), (card.rect.centerx, y),
                "center", "top",
            )  # fmt: skip
            y += small.get_linesize()
        y += self.px(0.02) // 2
        state = "Joined" if joined else "Waiting…"
        tone = theme.colour("text" if joined else "muted_text")
        draw_text(surface, state, state_font, tone, (card.rect.centerx, y), "center", "top")

    def _tick(self, surface: pygame.Surface, square: pygame.Rect, rgb: RGB) -> None:
        """A large tick where the code was (drawn: the font has no ✓)."""
        s = square.width
        points = [
            (square.x + s * 0.25, square.y + s * 0.52),
            (square.x + s * 0.43, square.y + s * 0.70),
            (square.x + s * 0.76, square.y + s * 0.32),
        ]
        pygame.draw.lines(surface, rgb, False, points, max(4, s // 12))


def screenshot_scene(app: Any, game_id: str, seed: int = 3) -> PhonesJoinScene:
    """The join screen of a seeded game with seats on phones (`--screenshot --scene
    phones`): its table is opened first (on 127.0.0.1), the screen built over it."""
    from sorry_game.engine.interface import GameConfig
    from sorry_game.games.catalogue import get_game
    from sorry_game.session import Seat, Session

    game = get_game(game_id)
    players = max(game.min_players, min(4, game.max_players))
    colours = game.default_colours(players)
    names = ["You", "Ana", "Bo", "Cy"]
    seats = [
        Seat(
            names[i],
            "human" if i < 3 else "computer",
            "normal",
            colours[i],
            "phone" if i in (1, 2) else "screen",
        )
        for i in range(players)
    ]
    session = Session.new(game_id, GameConfig(players), seed, seats, save_path=None)
    app.settings.last_setup = {"phones": "local"}  # in memory only: the picture's
    table = app.open_table(session)
    while app.top is not table:
        app.pop()
    return PhonesJoinScene(app, table)


__all__ = ["CLOSE_AFTER", "HOW", "TITLE", "PhonesJoinScene", "screenshot_scene"]
