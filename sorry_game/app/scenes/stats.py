"""Statistics: for one game at a time (a chooser at the top), every player and computer
level with games, wins, win rate (a small bar), current and best streak and the
average length of a game, from `sorry_game.store.stats`. A friendly line when nothing has
been counted yet. More players than the panel holds scroll (wheel, Page Up / Page Down,
Home / End) with a scroll bar beside the rows.

Every line of text is kept in `texts` with the rectangle it must stay in (layout tests).
"""

from __future__ import annotations

from typing import Any

import pygame

from sorry_game.app.draw import PlacedLines, wrap
from sorry_game.app.draw.charts import draw_bar
from sorry_game.app.scenes import ShellScene, draw_heading, draw_pawn
from sorry_game.app.widgets import Button, Cycler, darken, draw_panel, draw_scrollbar, mix
from sorry_game.games.catalogue import all_games, get_game
from sorry_game.store.stats import SeatResult, Stats, Tally, Who, record_game
from sorry_game.store.stats_file import load_stats
from sorry_game.store.stats_ranges import MAX_COUNT
from sorry_game.story import unit_of

#: the columns after the player's name and win-rate bar: (heading, width share)
COLUMNS: tuple[tuple[str, float], ...] = (
    ("Games", 0.11),
    ("Wins", 0.1),
    ("Streak", 0.12),
    ("Best", 0.1),
    ("Average", 0.15),
)
#: shares of the name and the bar (with its percentage); the columns take the rest
NAME_SHARE, BAR_SHARE = 0.24, 0.18
EMPTY_TITLE = "No finished games yet"
#: the keys that scroll a long table (Up and Down move the keyboard focus)
#: as pages (a page: the rows shown less one); Home and End reach either end
SCROLL_KEYS = {pygame.K_PAGEUP: -1, pygame.K_PAGEDOWN: 1, pygame.K_HOME: -999, pygame.K_END: 999}


def percent(rate: float) -> str:
    """'67%' (0..100%, whatever the rate: a table made in code is not checked).

    >>> percent(2 / 3), percent(0), percent(float("nan"))
    ('67%', '0%', '0%')
    """
    rate = rate if 0.0 <= rate <= 1.0 else (1.0 if rate > 1.0 else 0.0)
    return f"{int(rate * 100 + 0.5)}%"


def count_text(value: int) -> str:
    """A count short enough for its column: millions as '2.5M', the top of the
    statistics' range as '1B' (beyond it, in a table made in code: '1B+').

    >>> count_text(12), count_text(2_549_000), count_text(10**9), count_text(10**5000)
    ('12', '2.5M', '1B', '1B+')
    """
    if not isinstance(value, int) or value < 0:
        return "-"
    if value > MAX_COUNT:
        return f"{count_text(MAX_COUNT)}+"
    if value >= 10**9:
        return f"{value // 10**9}B"
    if value >= 10**6:
        return f"{value // 10**5 / 10:.1f}M"
    return str(value)


def average_text(tally: Tally, unit: str) -> str:
    """'31 turns' (the average length, rounded), '-' before any game.

    >>> average_text(Tally(games=2, length_total=61), "turns")
    '31 turns'
    """
    if not tally.games:
        return "-"
    return f"{count_text(int(tally.average_length + 0.5))} {unit}"


def cells(who: Who, tally: Tally, unit: str) -> list[str]:
    """The texts of a row's columns, in COLUMNS order."""
    return [
        count_text(tally.games),
        count_text(tally.wins),
        count_text(tally.streak),
        count_text(tally.best_streak),
        average_text(tally, unit),
    ]


class StatsScene(ShellScene):
    def __init__(self, app: Any, game_id: str | None = None, stats: Stats | None = None) -> None:
        self.game_id = game_id
        #: given (a picture of the screen): shown as it is, the file is not read
        self.given = stats
        super().__init__(app)

    def create(self) -> None:
        self.lines = PlacedLines()
        #: the first row shown, and how many rows the last draw had room for
        self.first = 0
        self.room = 0
        #: a card per player instead of the table (large text, `_layout`)
        self.cards = False
        self.stats = self.given if self.given is not None else self.read()
        self.games = [g for g in all_games() if getattr(g, "available", True)] or all_games()
        ids = [g.id for g in self.games]
        game_id = self.game_id
        if game_id not in ids:  # the first game that has statistics, else the first
            counted = [g for g in ids if self.stats.rows(g)]
            game_id = counted[0] if counted else ids[0]
        self.game = self.games[ids.index(game_id)]
        self.game_cycler = self.form.add(
            Cycler([g.title for g in self.games], ids.index(game_id), self.set_game, name="game")
        )
        self.back_button = self.form.add(Button("Back", self.back, style="primary", name="back"))
        self.primary = self.back_button

    def read(self) -> Stats:
        """The statistics file; a broken one is moved aside and explained (on the title)."""
        loaded = load_stats()
        if loaded.problem is not None:
            self.app.notify(loaded.problem[0], loaded.problem[1], "error")
        return loaded.stats

    def set_game(self, index: int) -> None:
        self.game = self.games[index]
        self.game_id = self.game.id
        self.first = 0
        self.layout()

    # --- input ----------------------------------------------------------------------------
    def scroll(self, rows: int) -> None:
        """Move the rows shown by `rows` (down when positive), within the table."""
        self.first = max(0, min(self.first + rows, len(self.rows) - max(1, self.room)))

    def handle(self, event: pygame.event.Event) -> bool:
        if self.cards:  # the cards are all on the page: the page scrolls
            return super().handle(event)
        if event.type == pygame.MOUSEWHEEL:
            self.scroll(-int(event.y))
            return True
        if event.type == pygame.KEYDOWN and event.key in SCROLL_KEYS:
            self.scroll(SCROLL_KEYS[event.key] * max(1, self.room - 1))
            return True
        return super().handle(event)

    @property
    def rows(self) -> list[tuple[Who, Tally]]:
        return self.stats.rows(self.game.id)

    # --- layout ---------------------------------------------------------------------------
    def layout(self) -> None:
        # the page as tall as the text size makes it; the players' cards may grow it
        self.size = (self.window[0], max(self.window[1], round(self.window[1] * self.zoom)))
        self._layout()
        self.page_to(self.page_y)

    def _layout(self) -> None:
        w, h = self.size
        m = self.px(0.04)
        pw = int(min(w - 2 * m, self.s * 1.45))
        x0 = (w - pw) // 2
        rh = self.px(0.065)
        heading = self.app.fonts.get(self.font_px("title"), True)
        self.heading_text = "Statistics"
        self.heading_pos = (x0, m + max(0, (rh - heading.get_height()) // 2))
        hw = heading.size(self.heading_text)[0] + self.px(0.04)
        cw = min(pw - hw, self.px(0.6))
        self.game_cycler.rect = pygame.Rect(x0 + pw - cw, m, cw, rh)
        top = m + max(rh, heading.get_linesize()) + self.px(0.03)
        bh = self.px(0.075)
        self.panel = pygame.Rect(x0, top, pw, h - top - m - bh - self.px(0.03))
        self.back_button.rect = pygame.Rect(0, 0, self.px(0.28), bh)
        self.back_button.rect.midbottom = (w // 2, h - m)
        pad = self.px(0.035)
        self.inner = self.panel.inflate(-2 * pad, -2 * pad)
        # large text: a card per player (its numbers in words that wrap) when the
        # table's columns would cut their words; the page grows to hold them all
        self.cards = self.zoom > 1 and bool(self.rows) and not self._table_fits()
        if self.cards:
            more = self.inner.y + self._cards_height() - self.inner.bottom
            if more > 0:
                self.grow_page(self.size[1] + more - self.px(0.04))
                self._layout()

    def _table_fits(self) -> bool:
        """Every heading, name and number of the table fits its column at full size."""
        edges = self.column_edges()
        gap = self.px(0.015)
        head = self.app.fonts.get(self.font_px("tiny"), True)
        body = self.app.fonts.get(self.font_px("body"), True)
        unit = self.stats.unit(self.game.id)
        headings = ["Player", "Win rate"] + [h for h, _s in COLUMNS]
        if any(head.size(t)[0] > b - a - gap for (a, b), t in zip(edges, headings, strict=True)):
            return False
        (l0, r0), (l1, r1) = edges[0], edges[1]
        for who, tally in self.rows:
            values = [who.label, *cells(who, tally, unit)]
            widths = [r0 - l0] + [b - a for a, b in edges[2:]]
            if any(body.size(v)[0] > wd - gap for v, wd in zip(values, widths, strict=True)):
                return False
        summary = self.app.fonts.get(self.font_px("small"))
        return summary.size(self.summary())[0] <= self.inner.w and r1 - l1 > body.size("100%")[0]

    def _card_lines(self, who: Who, tally: Tally) -> tuple[list[str], list[str]]:
        """A player's card: its name's lines and its numbers' lines, at full size."""
        width = self.inner.w
        name = self.app.fonts.get(self.font_px("body"), who.kind == "human")
        body = self.app.fonts.get(self.font_px("body"))
        unit = self.stats.unit(self.game.id)
        numbers = "  ·  ".join(
            f"{h}\u00a0{v}" for (h, _s), v in zip(COLUMNS, cells(who, tally, unit), strict=True)
        )
        return wrap(name, who.label, width), wrap(body, numbers, width)

    def _cards_height(self) -> int:
        """The height the cards and the summary take at full size."""
        lh = self.app.fonts.get(self.font_px("body")).get_linesize()
        small = self.app.fonts.get(self.font_px("small"))
        total = 0
        for who, tally in self.rows:
            names, numbers = self._card_lines(who, tally)
            total += (len(names) + 1 + len(numbers)) * lh + self.px(0.03)
        summary = wrap(small, self.summary(), self.inner.w)
        return total + len(summary) * small.get_linesize()

    def draw_cards(self, surface: pygame.Surface) -> None:
        """Each player as a card: the name, the win-rate bar and its percentage, then
        the numbers in words (Games 5 · Wins 2 …), wrapped; the summary under them."""
        theme = self.app.theme
        inner, gap = self.inner, self.px(0.015)
        body = self.app.fonts.get(self.font_px("body"))
        lh = body.get_linesize()
        muted, colour = theme.colour("muted_text"), theme.colour("text")
        track = mix(darken(theme.colour("panel"), 0.3), muted, 0.22)
        y = inner.y
        for n, (who, tally) in enumerate(self.rows):
            names, numbers = self._card_lines(who, tally)
            name = self.app.fonts.get(self.font_px("body"), who.kind == "human")
            card = pygame.Rect(inner.x, y, inner.w, (len(names) + 1 + len(numbers)) * lh)
            if n % 2:
                pygame.draw.rect(
                    surface, mix(theme.colour("panel"), muted, 0.08), card.inflate(gap, gap)
                )
            for line in names:
                self.lines.draw(surface, line, name, colour, (inner.x, y), inner.w, "left", "top")
                y += lh
            pct = percent(tally.win_rate)
            pw = body.size("100%")[0]
            bar = pygame.Rect(inner.x, 0, max(4, min(inner.w // 2, inner.w - pw - gap)), lh // 3)
            bar.centery = y + lh // 2
            fill = theme.colour("highlight") if who.kind == "human" else theme.colour("accent")
            draw_bar(surface, bar, tally.win_rate, fill, track)
            self.lines.draw(surface, pct, body, colour, (bar.right + gap, y), pw, "left", "top")
            y += lh
            for line in numbers:
                self.lines.draw(surface, line, body, colour, (inner.x, y), inner.w, "left", "top")
                y += lh
            y += self.px(0.03)
        small = self.app.fonts.get(self.font_px("small"))
        for line in wrap(small, self.summary(), inner.w):
            self.lines.draw(surface, line, small, muted, (inner.x, y), inner.w, "left", "top")
            y += small.get_linesize()

    # --- drawing --------------------------------------------------------------------------
    @property
    def texts(self) -> list[tuple[pygame.Rect, pygame.Rect]]:
        return self.lines.texts

    @property
    def words(self) -> list[str]:
        """The lines of the last draw, as given (before any shortening)."""
        return self.lines.words

    def draw_content(self, surface: pygame.Surface) -> None:
        self.lines.start(self.panel)
        room = self.game_cycler.rect.x - self.heading_pos[0] - self.px(0.02)
        font = self.app.fonts.fit(self.heading_text, room, self.font_px("title"), True)
        draw_heading(surface, self.app, self.heading_text, self.heading_pos, font.get_height())
        draw_panel(surface, self.app, self.panel)
        if self.rows and self.cards:
            self.draw_cards(surface)
        elif self.rows:
            self.draw_table(surface)
        else:
            self.draw_empty(surface)

    def draw_empty(self, surface: pygame.Surface) -> None:
        theme = self.app.theme
        inner = self.inner
        big = self.app.fonts.fit(EMPTY_TITLE, inner.w, self.font_px("heading"), True)
        body = self.app.fonts.get(self.font_px("small"))
        y = inner.centery - big.get_linesize() // 2
        # four pawns waiting at the start line: nothing has happened yet
        size = min(self.px(0.11), inner.h // 5)
        for i in range(4):
            x = inner.centerx + (i - 1.5) * size * 0.9
            draw_pawn(surface, theme.player_colour(i), (x, y - size * 0.95), size, i)
        self.lines.draw(
            surface, EMPTY_TITLE, big, theme.colour("text"), (inner.centerx, y), inner.w, "center"
        )
        y += self.px(0.01)
        lines = [
            f"Finish a game of {self.game.title} and it is counted here:",
            "games, wins, streaks and how long your games last.",
        ]
        y += big.get_linesize()
        for line in lines:
            font = self.app.fonts.fit(line, inner.w, self.font_px("small"))
            self.lines.draw(
                surface,
                line,
                font,
                theme.colour("muted_text"),
                (inner.centerx, y),
                inner.w,
                "center",
            )
            y += body.get_linesize()

    def column_edges(self) -> list[tuple[int, int]]:
        """(left, right) of the name, the bar and each column, across the panel's inside."""
        inner = self.inner
        shares = [NAME_SHARE, BAR_SHARE] + [share for _h, share in COLUMNS]
        scale = inner.w / sum(shares)
        edges, x = [], float(inner.x)
        for share in shares:
            edges.append((round(x), round(x + share * scale)))
            x += share * scale
        return edges

    def draw_table(self, surface: pygame.Surface) -> None:
        theme = self.app.theme
        inner = self.inner
        edges = self.column_edges()
        gap = self.px(0.015)
        head_font = self.app.fonts.get(self.font_px("tiny"), True)
        rows = self.rows
        summary_font = self.app.fonts.get(self.font_px("small"))
        room = inner.h - head_font.get_linesize() * 2 - summary_font.get_linesize() * 2
        # rows grow to fill the panel when there are few, up to a comfortable height
        line_h = max(self.px(0.06), int(self.font_px("body") * 1.6))
        line_h = max(line_h, min(self.px(0.1), room // max(1, len(rows))))
        body = self.app.fonts.get(min(self.font_px("body"), int(line_h * 0.55)))
        bold = self.app.fonts.get(min(self.font_px("body"), int(line_h * 0.55)), True)
        muted = theme.colour("muted_text")
        y = inner.y + head_font.get_linesize() // 2
        headings = ["Player", "Win rate"] + [h for h, _s in COLUMNS]
        for i, ((left, right), title) in enumerate(zip(edges, headings, strict=True)):
            if i < 2:
                self.lines.draw(surface, title, head_font, muted, (left, y), right - left - gap)
            else:
                self.lines.draw(
                    surface, title, head_font, muted, (right, y), right - left - gap, "right"
                )
        y += head_font.get_linesize()
        pygame.draw.line(
            surface, mix(theme.colour("panel"), muted, 0.4), (inner.x, y), (inner.right, y)
        )
        unit = self.stats.unit(self.game.id)
        bottom = inner.bottom - summary_font.get_linesize() - gap
        self.room = max(1, (bottom - y) // line_h)
        self.scroll(0)  # the window may have grown since the last scroll
        shown = rows[self.first : self.first + self.room]
        track = mix(darken(theme.colour("panel"), 0.3), muted, 0.22)
        lane = pygame.Rect(inner.right + gap // 2, y, max(3, self.px(0.006)), self.room * line_h)
        for n, (who, tally) in enumerate(shown, self.first):
            row = pygame.Rect(inner.x, y, inner.w, line_h)
            if n % 2:
                pygame.draw.rect(
                    surface, mix(theme.colour("panel"), muted, 0.08), row.inflate(gap, 0)
                )
            cy = row.centery
            (l0, r0), (l1, r1) = edges[0], edges[1]
            colour = theme.colour("text")
            self.lines.draw(
                surface,
                who.label,
                bold if who.kind == "human" else body,
                colour,
                (l0, cy),
                r0 - l0 - gap,
            )
            pct = percent(tally.win_rate)
            pw = body.size("100%")[0]
            bar = pygame.Rect(l1, 0, max(4, r1 - l1 - pw - 2 * gap), max(4, line_h // 3))
            bar.centery = cy
            fill = theme.colour("highlight") if who.kind == "human" else theme.colour("accent")
            draw_bar(surface, bar, tally.win_rate, fill, track)
            self.lines.draw(surface, pct, body, colour, (r1 - gap, cy), pw, "right")
            for (left, right), value in zip(edges[2:], cells(who, tally, unit), strict=True):
                self.lines.draw(
                    surface, value, body, colour, (right, cy), right - left - gap, "right"
                )
            y += line_h
        draw_scrollbar(
            surface,
            lane,
            self.first,
            self.room,
            len(rows),
            (None, theme.colour("panel_edge")),
            self.px(0.04),
        )
        line = self.summary()
        self.lines.draw(
            surface, line, summary_font, muted, (inner.x, inner.bottom), inner.w, "left", "bottom"
        )

    def summary(self) -> str:
        """'5 games of Sorry! counted · best streak: You, 3 wins in a row'."""
        games = self.stats.total_games(self.game.id)
        text = f"{count_text(games)} game{'s' if games != 1 else ''} of {self.game.title} counted"
        best = max(self.rows, key=lambda r: r[1].best_streak, default=None)
        if best is not None and best[1].best_streak > 1:
            who, tally = best
            streak = count_text(tally.best_streak)
            text += f"  ·  best streak: {who.label}, {streak} wins in a row"
        return text


def screenshot_scene(app: Any, game_id: str) -> StatsScene:
    """The Stats screen over a few made-up finished games (for `--screenshot --scene
    stats`); the player's own statistics file is neither read nor written."""
    stats = Stats()
    unit = unit_of(get_game(game_id))
    games = (
        ((True, False, False), 34),
        ((False, True, False), 41),
        ((True, False, False), 29),
        ((True, False, True), 38),
        ((False, False, True), 45),
    )
    for n, (won, length) in enumerate(games):
        seats = [
            SeatResult("You", "human", "", won[0]),
            SeatResult("Ada", "human", "", won[2]),
            SeatResult("", "computer", "normal", won[1]),
            SeatResult("", "computer", "hard", False)
            if n % 2
            else SeatResult("", "computer", "easy", False),
        ]
        record_game(stats, f"picture-{n}", game_id, seats, length, unit)
    return StatsScene(app, game_id, stats)
