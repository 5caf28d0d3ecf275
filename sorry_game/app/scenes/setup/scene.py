"""New game: the game, the players (human or computer, name, colour), the game's options,
the theme and the game number (the seed: the same number plays the same game again).
The last choices are remembered (Settings.last_setup).

Everything about a game comes from its metadata (`Game.colours`, `default_colours`,
`turn_order_text`, `options()`); this screen names no game. The layout is fixed for the
window size: room is reserved for the most seats and options any game has, so nothing
moves when the number of players changes or an option appears.

Keys: Start has the focus when the screen opens; Tab goes by groups (the games, the
players, each column of the seats, the options, the game number, Back, Rules, Start),
the arrows move inside a group and across the screen, Left/Right change a choice, and
Enter on a choice starts the game.

Start: seats are ordered by colour (the game's colour order is its turn order),
`Session.new(...)` is saved to the autosave path, and the table replaces this scene.
"""

from __future__ import annotations

import pygame

from sorry_game.app.draw.fonts import wrap
from sorry_game.app.scenes import ShellScene, draw_heading
from sorry_game.app.scenes.setup.choices import Choices, options_of, who_labels
from sorry_game.app.scenes.setup.keys import enter_starts, group_for_keys
from sorry_game.app.scenes.setup.rows import LevelWords, OptionRow, PhonesRow, SeatRow
from sorry_game.app.scenes.setup.stacked import layout_stacked
from sorry_game.app.scenes.setup.tiles import GameTile
from sorry_game.app.theme import list_themes, theme_title
from sorry_game.app.widgets import Button, Cycler, Label, TextField, draw_panel, draw_text
from sorry_game.engine.interface import Game
from sorry_game.engine.rng import random_seed
from sorry_game.games.catalogue import all_games
from sorry_game.session import Session
from sorry_game.store.paths import autosave_path

SEED_LEN = 10
#: the game number: the seed of the game's chance (deals, draws, who starts)
SEED_HELP = "The same number plays the same game again."


class SetupScene(ShellScene):
    def create(self) -> None:
        self.games = all_games()
        self.error = ""
        self.max_seats = max([4, *(g.max_players for g in self.games)])
        #: option slots reserved: the most options any game has, so the panel never jumps
        self.option_slots = max([0, *(len(options_of(g)) for g in self.games)])
        self.all_option_labels = [o.label for g in self.games for o in options_of(g)]
        self.choices = Choices.from_last(self.app.settings.last_setup, self.games, self.max_seats)
        self.tiles = [GameTile(g, self.pick_game) for g in self.games]
        self.heading_players = Label("Players", colour="text", bold=True, ratio=0.72)
        self.heading_options = Label("Options", colour="text", bold=True, ratio=0.72)
        self.players = Cycler([], 0, self.set_players, name="players", wrap=False)
        self.rows = [
            SeatRow(i, self.set_colour, self.set_name, self.set_who) for i in range(self.max_seats)
        ]
        self.option_rows: list[OptionRow] = []
        self.theme_ids = list_themes()
        self.theme_label = Label("Theme", colour="text", ratio=0.46)
        current = self.app.theme.id
        self.theme_cycler = Cycler(
            [theme_title(t) for t in self.theme_ids],
            self.theme_ids.index(current) if current in self.theme_ids else 0,
            self.set_theme,
            name="theme",
        )
        self.seed_label = Label("Game number", colour="text", ratio=0.46)
        self.seed = TextField(
            "", None, placeholder="new game", max_len=SEED_LEN, allowed=str.isdigit, name="seed"
        )
        self.back_button = Button("Back", self.back, style="quiet", name="back")
        self.start_button = Button("Start game", self.start, style="primary", name="start")
        #: the rules of the chosen game (the setup stays as it is underneath)
        self.rules_button = Button(
            "Rules", lambda: self.app.go("rules", self.game.id), style="quiet", name="rules"
        )
        self.primary = self.start_button
        self.hint = Label("", colour="muted_text", align="left", name="turn-order")
        #: the chosen level's words, under the seats
        self.level_words = LevelWords()
        self.phones = PhonesRow(self.choices)  # where phones join, while a seat is on one
        self.rebuild()

    # --- choices ---------------------------------------------------------------------
    @property
    def game(self) -> Game:
        return next((g for g in self.games if g.id == self.choices.game), self.games[0])

    @property
    def option_cyclers(self) -> dict[str, Cycler]:
        """The cycler of each option of the game (greyed when it is not for this many
        players)."""
        return {row.spec.key: row.cycler for row in self.option_rows}

    # --- changes from the widgets ----------------------------------------------------
    def pick_game(self, game: Game) -> None:
        if not getattr(game, "available", True):
            return
        self.choices.pick_game(game)
        self.error = ""
        self.rebuild()

    def set_players(self, index: int) -> None:
        self.set_players_count(self.game.min_players + index)
        self.rebuild()

    def set_players_count(self, n: int) -> None:
        if n == self.choices.players:
            return
        self.choices.players = n
        self.error = ""
        self.choices.default_seating(self.game)  # the game's colours for this many

    def set_colour(self, seat_index: int, colour: int) -> None:
        swapped = self.choices.set_colour(seat_index, colour)
        now = self.choices.seats[swapped].colour if swapped is not None else None
        if swapped is not None and now is not None:  # the other seat shows its new colour
            self.rows[swapped].colour.set_index(now, notify=False)
        self.sync_placeholders()
        self.sync_turn_order()

    def set_name(self, seat_index: int, text: str) -> None:
        self.choices.seats[seat_index].name = text

    def set_who(self, seat_index: int, index: int) -> None:
        phones = self.choices.on_phones()
        self.choices.set_who(seat_index, index, self.game)
        self.level_words.seat = seat_index
        self.sync_placeholders()
        self.sync_level_words()
        if self.choices.on_phones() != phones:
            self.rebuild()  # "Phones join over" comes or goes

    def sync_level_words(self) -> None:
        font = getattr(self, "help_font", None)
        self.level_words.sync(self.rows, self.choices, self.form.focus, font, self.help_lines_for)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.sync_level_words()

    def set_option(self, key: str, index: int) -> None:
        spec = next(o for o in options_of(self.game) if o.key == key)
        self.choices.options[key] = spec.choices[index]
        self.error = ""
        self.layout_options()  # the caption tells what the chosen value means

    def set_theme(self, index: int) -> None:
        self.app.set_theme(self.theme_ids[index])
        self.sync_swatches()

    def sync_swatches(self) -> None:
        swatches = [self.app.theme.player_colour(c.key) for c in self.game.colours]
        for row in self.rows:
            row.colour.swatches = list(swatches)

    def sync_turn_order(self) -> None:
        """The line under the seats: the turn order of the colours chosen now."""
        colours = self.choices.colours_in_play()
        n = self.choices.players
        try:
            self.hint.text = self.game.turn_order_text(n, colours if len(colours) == n else None)
        except Exception:  # noqa: BLE001 - only a caption
            self.hint.text = ""

    def sync_placeholders(self) -> None:
        for i, row in enumerate(self.rows):
            row.name.placeholder = self.choices.default_name(i, self.game)

    # --- widgets ---------------------------------------------------------------------
    def rebuild(self) -> None:
        """Recreate the form for the current game and player count, keeping the focus."""
        focus_name = self.form.focus.name if self.form.focus is not None else None
        visible = self.form.focus_visible
        self.form.clear()
        game = self.game
        for tile in self.tiles:
            tile.selected = tile.game.id == game.id
            self.form.add(tile)
        counts = list(range(game.min_players, game.max_players + 1))
        self.players.choices = [f"{n} players" for n in counts]
        n = self.choices.players
        self.players.index = counts.index(n) if n in counts else 0
        self.players.enabled = len(counts) > 1
        self.form.add(self.heading_players)
        self.form.add(self.players)
        names = [c.name for c in game.colours]
        for i, row in enumerate(self.rows):
            row.colour.choices = list(names)
            row.who.choices = who_labels(game)
            seat = self.choices.seats[i]
            if isinstance(seat.colour, int) and 0 <= seat.colour < len(names):
                row.colour.index = seat.colour
            row.name.text = seat.name
            row.who.set_index(seat.who(game), notify=False)
            if i < n:
                for w in row.widgets():
                    self.form.add(w)
        self.sync_swatches()
        self.sync_placeholders()
        self.sync_turn_order()
        for w in (self.hint, *self.phones.widgets(), self.heading_options):
            self.form.add(w)
        self.option_rows = []
        for spec in options_of(game):
            option = OptionRow(spec, self.choices.option_value(spec), self.set_option)
            option.cycler.enabled = spec.applies_to(n)
            self.option_rows.append(option)
            self.form.add(option.label)
            self.form.add(option.cycler)
        for w in (
            self.theme_label,
            self.theme_cycler,
            self.seed_label,
            self.seed,
            self.back_button,
            self.rules_button,
            self.start_button,
        ):
            self.form.add(w)
        self.start_button.enabled = bool(getattr(game, "available", True))
        group_for_keys(self)
        if focus_name:
            for w in self.form.widgets:
                if w.name == focus_name and w.interactive:
                    self.form.set_focus(w, visible)
        self.layout()

    def layout(self) -> None:
        if not hasattr(self, "start_button"):
            return
        if self.zoom > 1:  # large text: one column on a page that grows and scrolls
            return layout_stacked(self, SEED_HELP)
        w, h = self.size
        s = self.s
        m = self.px(0.04)
        cw = int(min(w - 2 * m, s * 1.75))
        x0 = (w - cw) // 2
        top = max(0, (h - int(s)) // 2)  # a tall window: the whole form is centred
        self.header_y = top + m
        # game tiles
        y = self.header_y + self.px(0.085)
        th = self.px(0.13)
        gap = self.px(0.018)
        n = len(self.tiles)
        tw = (cw - gap * (n - 1)) // max(1, n)
        for i, tile in enumerate(self.tiles):
            tile.rect = pygame.Rect(x0 + i * (tw + gap), y, tw, th)
        # bottom bar
        bh = self.px(0.075)
        bw = min(self.px(0.3), cw // 3)
        by = top + int(s) - m - bh
        self.back_button.rect = pygame.Rect(x0, by, bw, bh)
        self.start_button.rect = pygame.Rect(x0 + cw - bw, by, bw, bh)
        rw = min(self.px(0.2), bw)
        self.rules_button.rect = pygame.Rect(x0 + bw + self.px(0.02), by, rw, bh)
        ex = self.rules_button.rect.right + self.px(0.03)
        self.error_rect = pygame.Rect(ex, by, x0 + cw - bw - self.px(0.03) - ex, bh)
        # the two panels fill the space between: their size never depends on the game
        ptop = y + th + self.px(0.03)
        pbottom = by - self.px(0.035)
        pgap = self.px(0.025)
        left_w = int(cw * 0.57)
        self.left_panel = pygame.Rect(x0, ptop, left_w, pbottom - ptop)
        self.right_panel = pygame.Rect(x0 + left_w + pgap, ptop, cw - left_w - pgap, pbottom - ptop)
        self.layout_options()
        self.layout_seats()
        self.level_words.text = ""  # wrapped again for the new size
        self.sync_level_words()
        self.x0, self.cw = x0, cw

    def layout_seats(self) -> None:
        panel = self.left_panel
        ip = self.px(0.028)
        rh = self.px(0.06)
        lh = self.px(0.036)
        lx, lw = panel.x + ip, panel.w - 2 * ip
        ly = panel.y + ip
        pw = min(lw // 2, self.px(0.3))
        self.heading_players.rect = pygame.Rect(lx, ly + (rh - lh) // 2, lw - pw, lh)
        self.players.rect = pygame.Rect(lx + lw - pw, ly, pw, rh)
        rows_top = ly + rh + self.px(0.024)
        hint_h = self.px(0.036)
        # room for the most seats any game has; the turn order below them, fixed too
        area = panel.bottom - ip - hint_h - self.px(0.012) - rows_top
        rgap = self.px(0.014)
        pitch = min(rh + rgap, area // max(1, self.max_seats))
        row_h = max(self.px(0.03), pitch - rgap)
        hint_y = rows_top + self.max_seats * pitch - rgap + self.px(0.012)
        self.hint.rect = pygame.Rect(lx, hint_y, lw, hint_h)
        # the chosen level's words below the turn order, in the rest of the panel
        level_y = self.hint.rect.bottom + self.px(0.012)
        bottom = self.phones.place(lx, lw, panel.bottom - ip // 2, min(row_h, self.px(0.05)))
        self.level_words.rect = pygame.Rect(lx, level_y, lw, max(0, bottom - level_y))
        cgap = self.px(0.014)
        col_w = int(lw * 0.33)
        name_w = int(lw * 0.2)
        who_w = lw - col_w - name_w - 2 * cgap
        for row in self.rows:
            ry = rows_top + row.index * pitch
            row.colour.rect = pygame.Rect(lx, ry, col_w, row_h)
            row.name.rect = pygame.Rect(lx + col_w + cgap, ry, name_w, row_h)
            row.who.rect = pygame.Rect(lx + col_w + name_w + 2 * cgap, ry, who_w, row_h)

    def layout_options(self) -> None:
        if self.zoom > 1:  # the captions' lines change the page's column
            return self.layout()
        panel = self.right_panel
        ip = self.px(0.028)
        rh = self.px(0.06)
        lh = self.px(0.036)
        rgap = self.px(0.014)
        rx, rw = panel.x + ip, panel.w - 2 * ip
        ry = panel.y + ip
        self.heading_options.rect = pygame.Rect(rx, ry + (rh - lh) // 2, rw, lh)
        # the label column is as wide as the longest label of any game needs (within
        # limits): every label is drawn at one size, and the column stays put
        labels = [self.theme_label.text, self.seed_label.text, *self.all_option_labels]
        font = self.app.fonts.get(rh * self.theme_label.ratio * 1.25 * self.app.fonts.scale)
        widest = max(font.size(text)[0] for text in labels) + self.px(0.01)
        label_w = max(int(rw * 0.28), min(int(rw * 0.45), widest))
        cx, cw = rx + label_w + self.px(0.012), rw - label_w - self.px(0.012)
        # theme and game number at the bottom of the panel, with the number's caption
        self.help_font = self.app.fonts.get(self.font_px("tiny"))
        line = self.help_font.get_linesize()
        seed_y = panel.bottom - ip - rh - line - self.px(0.006)
        self.seed.rect = pygame.Rect(cx, seed_y, min(cw, self.px(0.3)), rh)
        self.seed_label.rect = pygame.Rect(rx, self.seed.rect.y, label_w, rh)
        self.seed_help_rect = pygame.Rect(rx, self.seed.rect.bottom + self.px(0.006), rw, line)
        self.seed_help_lines = self.help_lines_for(SEED_HELP, rw, 1)
        self.theme_cycler.rect = pygame.Rect(cx, self.seed.rect.y - rgap - rh, cw, rh)
        self.theme_label.rect = pygame.Rect(rx, self.theme_cycler.rect.y, label_w, rh)
        # the options between, each with room for its help text when the window has it
        top = ry + rh + self.px(0.024)
        area = self.theme_cycler.rect.y - self.px(0.03) - top
        slots = max(1, self.option_slots)
        help_lines = 0
        for lines in (2, 1):
            if slots * (rh + lines * line + rgap + self.px(0.006)) <= area:
                help_lines = lines
                break
        pitch = min(rh + help_lines * line + rgap + self.px(0.006), area // slots)
        row_h = min(rh, max(self.px(0.03), pitch - rgap - help_lines * line))
        self.options_rect = pygame.Rect(rx, top, rw, area)
        for i, row in enumerate(self.option_rows):
            y = top + i * pitch
            row.label.rect = pygame.Rect(rx, y, label_w, row_h)
            row.cycler.rect = pygame.Rect(cx, y, cw, row_h)
            row.help_rect = pygame.Rect(rx, y + row_h + self.px(0.006), rw, help_lines * line)
            caption = row.caption(self.choices.option_value(row.spec))
            row.help_lines = self.help_lines_for(caption, rw, help_lines)

    def help_lines_for(self, text: str, width: int, room: int) -> list[str]:
        """`text` wrapped to `width`, or nothing when it needs more than `room` lines."""
        if not text or room <= 0:
            return []
        lines = wrap(self.help_font, text, width)
        return lines if len(lines) <= room else []

    # --- start -----------------------------------------------------------------------
    def remember(self) -> None:
        self.app.settings.last_setup = self.choices.remembered()
        self.app.save_settings()

    def start(self) -> None:
        game = self.game
        if not getattr(game, "available", True):
            self.error = f"{game.title} is coming soon."
            return
        self.choices.fix_colours(game)
        try:  # (a seat on a phone in a game that has no phone part: ValueError too)
            config, seats = self.choices.config(game)
            game.validate_config(config)
        except ValueError as exc:
            self.error = str(exc)
            return
        seed = int(self.seed.text) if self.seed.text.strip() else random_seed()
        self.remember()
        try:
            session = Session.new(game.id, config, seed, seats, save_path=autosave_path())
        except ValueError as exc:
            self.error = str(exc)
            return
        self.app.rematches = 0
        self.app.open_table(session, replace=True)

    def handle(self, event: pygame.event.Event) -> bool:
        return enter_starts(self, event) or super().handle(event)

    def back(self) -> None:
        self.remember()
        super().back()

    # --- drawing ---------------------------------------------------------------------
    def draw_content(self, surface: pygame.Surface) -> None:
        theme = self.app.theme
        draw_heading(surface, self.app, "New game", (self.x0, self.header_y), self.font_px("title"))
        draw_panel(surface, self.app, self.left_panel)
        draw_panel(surface, self.app, self.right_panel)
        font = self.help_font
        line = font.get_linesize()
        captions = [(row.help_rect, row.help_lines) for row in self.option_rows]
        captions.append((self.seed_help_rect, self.seed_help_lines))
        captions.append((self.level_words.rect, self.level_words.lines))
        for rect, lines in captions:
            for i, text in enumerate(lines):
                draw_text(
                    surface,
                    text,
                    font,
                    theme.colour("muted_text"),
                    (rect.x, rect.y + i * line),
                    "left",
                    "top",
                )
        if not self.option_rows:
            draw_text(
                surface,
                "This game has no options.",
                self.app.fonts.fit(
                    "This game has no options.", self.options_rect.w, self.font_px("small")
                ),
                theme.colour("muted_text"),
                (self.options_rect.x, self.options_rect.y),
                "left",
                "top",
            )
        if self.error:
            r = self.error_rect
            font = self.app.fonts.fit(self.error, r.w, self.font_px("small"))
            lines = wrap(font, self.error, r.w)[:2]
            y = r.centery - len(lines) * font.get_linesize() // 2
            for text in lines:
                draw_text(
                    surface, text, font, theme.colour("danger"), (r.centerx, y), "center", "top"
                )
                y += font.get_linesize()
