"""New game: the game, the players (human or computer, name, colour), the game's options,
the theme and the seed. The last choices are remembered (Settings.last_setup).

Everything about a game comes from its metadata (`Game.colours`, `default_colours`,
`turn_order_text`, `options()`); this screen names no game. The layout is fixed for the
window size: room is reserved for the most seats and options any game has, so nothing
moves when the number of players changes or an option appears.

Start: seats are ordered by colour (the game's colour order is its turn order),
`Session.new(...)` is saved to the autosave path, and the table replaces this scene.
"""

from __future__ import annotations

from typing import Any

import pygame

from sorry_game.app.fonts import wrap
from sorry_game.app.scenes import ShellScene, draw_heading
from sorry_game.app.theme import list_themes, theme_title
from sorry_game.app.widgets import (
    Button,
    Cycler,
    Label,
    TextField,
    Widget,
    contrast_text,
    darken,
    draw_focus,
    draw_panel,
    draw_text,
    mix,
)
from sorry_game.session import NAME_LEN, clean_name

WHO = (("human", "normal"), ("computer", "easy"), ("computer", "normal"), ("computer", "hard"))
WHO_LABELS = ("Human", "Computer · easy", "Computer · normal", "Computer · hard")
WHO_SHORT = ("Human", "CPU · easy", "CPU · normal", "CPU · hard")
LEVELS = ("easy", "normal", "hard")
SEED_LEN = 10


def players_text(game: Any) -> str:
    if game.min_players == game.max_players:
        return f"{game.min_players} players"
    return f"{game.min_players}-{game.max_players} players"


def needs_text(spec: Any) -> str:
    """Why an option is greyed: the player counts it is for."""
    lo, hi = spec.min_players, spec.max_players
    if lo == hi:
        return f"For {lo} players only."
    if hi >= 99:
        return f"For {lo} or more players."
    if lo <= 0:
        return f"For up to {hi} players."
    return f"For {lo} to {hi} players."


class GameTile(Widget):
    """One game to choose: title and subtitle; unavailable games are greyed ("coming soon")."""

    def __init__(self, game: Any, on_pick, name: str = "") -> None:
        super().__init__(name=name or f"game:{game.id}")
        self.game = game
        self.on_pick = on_pick
        self.selected = False
        self.enabled = bool(getattr(game, "available", True))

    def mouse_down(self, pos: tuple[int, int]) -> bool:
        return self.activate()

    def key(self, event: pygame.event.Event) -> bool:
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            return self.activate()
        return False

    def activate(self) -> bool:
        if self.enabled:
            self.on_pick(self.game)
        return True

    def draw(self, surface: pygame.Surface, ui, focused: bool = False) -> None:
        theme = ui.theme
        r = self.rect
        radius = max(6, r.h // 6)
        if self.selected:
            bg = mix(theme.colour("panel"), theme.colour("accent"), 0.22)
            edge = theme.colour("accent")
        elif self.enabled:
            bg = mix(theme.colour("panel"), theme.colour("button"), 0.5 if self.hover else 0.25)
            edge = theme.colour("panel_edge")
        else:
            bg = mix(theme.colour("panel"), theme.colour("disabled"), 0.5)
            edge = mix(theme.colour("panel_edge"), theme.colour("panel"), 0.5)
        pygame.draw.rect(
            surface,
            darken(theme.colour("background"), 0.4),
            r.move(0, max(2, r.h // 24)),
            border_radius=radius,
        )
        pygame.draw.rect(surface, bg, r, border_radius=radius)
        pygame.draw.rect(
            surface, edge, r, max(2, r.h // 28) + (1 if self.selected else 0), border_radius=radius
        )
        if focused:
            draw_focus(surface, ui, r)
        pad = max(6, r.h // 8)
        tick_room = max(5, r.h // 9) * 2 + pad // 2 if self.selected else 0
        title_c = theme.colour("text") if self.enabled else theme.colour("muted_text")
        tfont = ui.fonts.fit(
            self.game.title,
            r.w - 2 * pad - tick_room,
            int(r.h * 0.3 * 1.25 * ui.fonts.scale),
            True,
        )
        draw_text(surface, self.game.title, tfont, title_c, (r.x + pad, r.y + pad), "left", "top")
        sub = getattr(self.game, "subtitle", "")
        sfont = ui.fonts.fit(sub, r.w - 2 * pad, int(r.h * 0.2 * 1.25 * ui.fonts.scale))
        draw_text(
            surface,
            sub,
            sfont,
            theme.colour("muted_text"),
            (r.x + pad, r.y + pad + tfont.get_linesize()),
            "left",
            "top",
        )
        if not self.enabled:
            label = "COMING SOON"
            badge_font = ui.fonts.fit(
                label, r.w - 3 * pad, int(r.h * 0.17 * 1.25 * ui.fonts.scale), True
            )
            bw, bh = badge_font.size(label)
            badge = pygame.Rect(0, 0, bw + bh, int(bh * 1.35))
            badge.bottomleft = (r.x + pad, r.bottom - pad * 0.8)
            if badge.right > r.right - pad:
                badge.w = r.w - 2 * pad
            pygame.draw.rect(surface, theme.colour("disabled"), badge, border_radius=badge.h // 2)
            draw_text(
                surface, label, badge_font, theme.colour("muted_text"), badge.center, "center"
            )
        else:
            text = players_text(self.game)
            pfont = ui.fonts.fit(text, r.w - 2 * pad, int(r.h * 0.18 * 1.25 * ui.fonts.scale))
            draw_text(
                surface,
                text,
                pfont,
                theme.colour("highlight") if self.selected else theme.colour("muted_text"),
                (r.x + pad, r.bottom - pad),
                "left",
                "bottom",
            )
        if self.selected:
            cr = max(5, r.h // 9)
            c = (r.right - pad - cr, r.y + pad + cr)
            pygame.draw.circle(surface, theme.colour("accent"), c, cr)
            tick = contrast_text(theme.colour("accent"))
            pygame.draw.lines(
                surface,
                tick,
                False,
                [
                    (c[0] - cr * 0.5, c[1]),
                    (c[0] - cr * 0.1, c[1] + cr * 0.4),
                    (c[0] + cr * 0.5, c[1] - cr * 0.4),
                ],
                max(2, cr // 3),
            )


class SeatRow:
    """The widgets of one seat: colour, name, human/computer level."""

    def __init__(self, scene: SetupScene, index: int) -> None:
        self.scene = scene
        self.index = index
        self.colour = Cycler(
            [], 0, lambda i: scene.set_colour(self.index, i), name=f"colour{index}"
        )
        self.name = TextField(
            "", lambda t: scene.set_name(self.index, t), max_len=NAME_LEN, name=f"name{index}"
        )
        self.who = Cycler(WHO_LABELS, 0, lambda i: scene.set_who(self.index, i), name=f"who{index}")
        self.who.short_choices = list(WHO_SHORT)

    def widgets(self) -> list[Widget]:
        return [self.colour, self.name, self.who]


class OptionRow:
    """One option of the game: its label, a cycler of its choices and its help line."""

    def __init__(self, scene: SetupScene, spec: Any) -> None:
        self.spec = spec
        self.label = Label(spec.label, colour="text", ratio=0.46, name=f"label:{spec.key}")
        self.cycler = Cycler(
            spec.labels,
            spec.choices.index(scene.option_value(spec)),
            lambda i, key=spec.key: scene.set_option(key, i),
            name=f"option:{spec.key}",
        )
        self.help_lines: list[str] = []
        self.help_rect = pygame.Rect(0, 0, 0, 0)


class SetupScene(ShellScene):
    def create(self) -> None:
        from sorry_game.games.catalogue import all_games

        self.games = all_games()
        self.error = ""
        self.max_seats = max([4, *(g.max_players for g in self.games)])
        #: option slots reserved: the most options any game has, so the panel never jumps
        self.option_slots = max([0, *(len(self._options_of(g)) for g in self.games)])
        self.all_option_labels = [o.label for g in self.games for o in self._options_of(g)]
        self.choices = self.initial_choices()
        self.tiles = [GameTile(g, self.pick_game) for g in self.games]
        self.heading_players = Label("Players", colour="text", bold=True, ratio=0.72)
        self.heading_options = Label("Options", colour="text", bold=True, ratio=0.72)
        self.players = Cycler([], 0, self.set_players, name="players", wrap=False)
        self.rows = [SeatRow(self, i) for i in range(self.max_seats)]
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
        self.seed_label = Label("Seed", colour="text", ratio=0.46)
        self.seed = TextField(
            "", None, placeholder="random", max_len=SEED_LEN, allowed=str.isdigit, name="seed"
        )
        self.back_button = Button("Back", self.back, style="quiet", name="back")
        self.start_button = Button("Start game", self.start, style="primary", name="start")
        self.primary = self.start_button
        self.hint = Label("", colour="muted_text", align="left", name="turn-order")
        self.rebuild()

    @staticmethod
    def _options_of(game: Any) -> list:
        try:
            return list(game.options())
        except Exception:  # noqa: BLE001 - a game being written must not break the menu
            return []

    # --- choices ---------------------------------------------------------------------
    @property
    def game(self):
        for g in self.games:
            if g.id == self.choices["game"]:
                return g
        return self.games[0]

    def initial_choices(self) -> dict[str, Any]:
        last = self.app.settings.last_setup or {}
        available = [g for g in self.games if getattr(g, "available", True)]
        ids = [g.id for g in available]
        game_id = (
            last.get("game") if last.get("game") in ids else (ids[0] if ids else self.games[0].id)
        )
        game = next(g for g in self.games if g.id == game_id)
        players = last.get("players")
        if (
            not isinstance(players, int)
            or isinstance(players, bool)
            or not game.min_players <= players <= game.max_players
        ):
            players = min(max(4, game.min_players), game.max_players)
        seats = []
        saved = last.get("seats") if isinstance(last.get("seats"), list) else []
        for i in range(self.max_seats):
            data = saved[i] if i < len(saved) and isinstance(saved[i], dict) else {}
            kind = (
                data.get("kind")
                if data.get("kind") in ("human", "computer")
                else ("human" if i == 0 else "computer")
            )
            level = data.get("level") if data.get("level") in LEVELS else "normal"
            colour = data.get("colour")
            if not isinstance(colour, int) or isinstance(colour, bool):
                colour = None
            name = clean_name(data.get("name"), "")
            seats.append({"kind": kind, "level": level, "colour": colour, "name": name})
        options = last.get("options") if isinstance(last.get("options"), dict) else {}
        choices = {"game": game_id, "players": players, "seats": seats, "options": dict(options)}
        self.choices = choices
        self.fix_colours(game, players)
        return choices

    def fix_colours(self, game: Any, players: int) -> None:
        """Give the first `players` seats distinct colours of `game`: each seat keeps its
        colour when it is still a colour of the game and nobody before it has it; the
        others take the free colours, the game's defaults for this many players first."""
        ncol = len(game.colours)
        seats = self.choices["seats"]
        used: set[int] = set()
        needy: list[dict] = []
        for seat in seats[:players]:
            c = seat["colour"]
            if isinstance(c, int) and 0 <= c < ncol and c not in used:
                used.add(c)
            else:
                needy.append(seat)
        try:
            defaults = [c for c in game.default_colours(players) if 0 <= c < ncol]
        except Exception:  # noqa: BLE001 - a placeholder game may not know its colours
            defaults = []
        free = [c for c in defaults if c not in used]
        free += [c for c in range(ncol) if c not in used and c not in free]
        for seat in needy:
            seat["colour"] = free.pop(0) if free else None

    @property
    def option_cyclers(self) -> dict[str, Cycler]:
        """The cycler of each option of the game (greyed when it is not for this many
        players)."""
        return {row.spec.key: row.cycler for row in self.option_rows}

    def option_value(self, spec) -> Any:
        value = self.choices["options"].get(spec.key, spec.default)
        return value if value in spec.choices else spec.default

    # --- changes from the widgets ----------------------------------------------------
    def pick_game(self, game) -> None:
        if not getattr(game, "available", True):
            return
        old = self.game
        self.choices["game"] = game.id
        self.error = ""
        if [c.key for c in old.colours] != [c.key for c in game.colours]:
            for seat in self.choices["seats"]:  # another set of colours: start from its defaults
                seat["colour"] = None
        n = self.choices["players"]
        if not game.min_players <= n <= game.max_players:
            n = min(max(n, game.min_players), game.max_players)
            self.choices["players"] = n
        self.fix_colours(game, n)
        self.rebuild()

    def set_players(self, index: int) -> None:
        self.set_players_count(self.game.min_players + index)
        self.rebuild()

    def set_players_count(self, n: int) -> None:
        if n == self.choices["players"]:
            return
        self.choices["players"] = n
        self.error = ""
        self.fix_colours(self.game, n)

    def set_colour(self, seat_index: int, colour: int) -> None:
        seats = self.choices["seats"]
        n = self.choices["players"]
        old = seats[seat_index]["colour"]
        for j in range(n):
            if j != seat_index and seats[j]["colour"] == colour:
                seats[j]["colour"] = old  # swap, so colours stay distinct
                if old is not None:
                    self.rows[j].colour.set_index(old, notify=False)
        seats[seat_index]["colour"] = colour
        self.sync_placeholders()

    def set_name(self, seat_index: int, text: str) -> None:
        self.choices["seats"][seat_index]["name"] = text

    def set_who(self, seat_index: int, index: int) -> None:
        kind, level = WHO[index]
        seat = self.choices["seats"][seat_index]
        seat["kind"] = kind
        if kind == "computer":
            seat["level"] = level
        self.sync_placeholders()

    def set_option(self, key: str, index: int) -> None:
        spec = next(o for o in self._options_of(self.game) if o.key == key)
        self.choices["options"][key] = spec.choices[index]
        self.error = ""

    def set_theme(self, index: int) -> None:
        self.app.set_theme(self.theme_ids[index])
        self.sync_swatches()

    def sync_swatches(self) -> None:
        swatches = [self.app.theme.player_colour(c.key) for c in self.game.colours]
        for row in self.rows:
            row.colour.swatches = list(swatches)

    def sync_placeholders(self) -> None:
        for i, row in enumerate(self.rows):
            row.name.placeholder = self.default_name(i)

    def default_name(self, index: int) -> str:
        """A computer is called by its colour; a human is Player n."""
        seat = self.choices["seats"][index]
        colours = self.game.colours
        c = seat["colour"]
        if seat["kind"] == "computer" and isinstance(c, int) and 0 <= c < len(colours):
            return colours[c].name
        return f"Player {index + 1}"

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
        self.players.index = (
            counts.index(self.choices["players"]) if self.choices["players"] in counts else 0
        )
        self.players.enabled = len(counts) > 1
        self.form.add(self.heading_players)
        self.form.add(self.players)
        n = self.choices["players"]
        names = [c.name for c in game.colours]
        for i, row in enumerate(self.rows):
            row.colour.choices = list(names)
            seat = self.choices["seats"][i]
            if isinstance(seat["colour"], int) and 0 <= seat["colour"] < len(names):
                row.colour.index = seat["colour"]
            row.name.text = seat["name"]
            who = 0 if seat["kind"] == "human" else 1 + LEVELS.index(seat["level"])
            row.who.set_index(who, notify=False)
            if i < n:
                for w in row.widgets():
                    self.form.add(w)
        self.sync_swatches()
        self.sync_placeholders()
        try:
            self.hint.text = game.turn_order_text(n)
        except Exception:  # noqa: BLE001 - only a caption
            self.hint.text = ""
        self.form.add(self.hint)
        self.form.add(self.heading_options)
        self.option_rows = []
        for spec in self._options_of(game):
            row = OptionRow(self, spec)
            row.cycler.enabled = spec.applies_to(n)
            self.option_rows.append(row)
            self.form.add(row.label)
            self.form.add(row.cycler)
        for w in (
            self.theme_label,
            self.theme_cycler,
            self.seed_label,
            self.seed,
            self.back_button,
            self.start_button,
        ):
            self.form.add(w)
        self.start_button.enabled = bool(getattr(game, "available", True))
        if focus_name:
            for w in self.form.widgets:
                if w.name == focus_name and w.interactive:
                    self.form.set_focus(w, visible)
        self.layout()

    def layout(self) -> None:
        if not hasattr(self, "start_button"):
            return
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
        self.error_rect = pygame.Rect(
            x0 + bw + self.px(0.03), by, cw - 2 * bw - 2 * self.px(0.03), bh
        )
        # the two panels fill the space between: their size never depends on the game
        ptop = y + th + self.px(0.03)
        pbottom = by - self.px(0.035)
        pgap = self.px(0.025)
        left_w = int(cw * 0.57)
        self.left_panel = pygame.Rect(x0, ptop, left_w, pbottom - ptop)
        self.right_panel = pygame.Rect(x0 + left_w + pgap, ptop, cw - left_w - pgap, pbottom - ptop)
        self.layout_seats()
        self.layout_options()
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
        cgap = self.px(0.014)
        col_w = int(lw * 0.35)
        name_w = int(lw * 0.25)
        who_w = lw - col_w - name_w - 2 * cgap
        for row in self.rows:
            ry = rows_top + row.index * pitch
            row.colour.rect = pygame.Rect(lx, ry, col_w, row_h)
            row.name.rect = pygame.Rect(lx + col_w + cgap, ry, name_w, row_h)
            row.who.rect = pygame.Rect(lx + col_w + name_w + 2 * cgap, ry, who_w, row_h)

    def layout_options(self) -> None:
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
        # theme and seed at the bottom of the panel
        self.seed.rect = pygame.Rect(cx, panel.bottom - ip - rh, min(cw, self.px(0.3)), rh)
        self.seed_label.rect = pygame.Rect(rx, self.seed.rect.y, label_w, rh)
        self.theme_cycler.rect = pygame.Rect(cx, self.seed.rect.y - rgap - rh, cw, rh)
        self.theme_label.rect = pygame.Rect(rx, self.theme_cycler.rect.y, label_w, rh)
        # the options between, each with room for its help text when the window has it
        top = ry + rh + self.px(0.024)
        area = self.theme_cycler.rect.y - self.px(0.03) - top
        self.help_font = self.app.fonts.get(self.font_px("tiny"))
        line = self.help_font.get_linesize()
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
            text = row.spec.help if row.cycler.enabled else needs_text(row.spec)
            row.help_lines = self.help_lines_for(text, rw, help_lines)

    def help_lines_for(self, text: str, width: int, room: int) -> list[str]:
        """`text` wrapped to `width`, or nothing when it needs more than `room` lines."""
        if not text or room <= 0:
            return []
        lines = wrap(self.help_font, text, width)
        return lines if len(lines) <= room else []

    # --- start -----------------------------------------------------------------------
    def remember(self) -> None:
        self.app.settings.last_setup = {
            "game": self.choices["game"],
            "players": self.choices["players"],
            "seats": [
                {**seat, "name": clean_name(seat["name"], "")} for seat in self.choices["seats"]
            ],
            "options": {
                k: v
                for k, v in self.choices["options"].items()
                if isinstance(v, (bool, int, str, float))
            },
        }
        self.app.save_settings()

    def seats_in_order(self) -> list:
        """The chosen seats as Session seats, in colour order (the game's turn order)."""
        from sorry_game.session import Seat

        n = self.choices["players"]
        chosen = []
        for i, seat in enumerate(self.choices["seats"][:n]):
            name = clean_name(seat["name"], self.default_name(i))
            level = seat["level"] if seat["kind"] == "computer" else "normal"
            chosen.append(Seat(name, seat["kind"], level, seat["colour"]))
        chosen.sort(key=lambda s: s.colour)
        return chosen

    def config(self):
        from sorry_game.engine import GameConfig

        n = self.choices["players"]
        options = {
            spec.key: self.option_value(spec)
            for spec in self._options_of(self.game)
            if spec.applies_to(n)
        }
        seats = self.seats_in_order()
        options["colours"] = [seat.colour for seat in seats]
        return GameConfig(n, options), seats

    def start(self) -> None:
        from sorry_game.engine.rng import random_seed
        from sorry_game.paths import autosave_path
        from sorry_game.session import Session

        game = self.game
        if not getattr(game, "available", True):
            self.error = f"{game.title} is coming soon."
            return
        self.fix_colours(game, self.choices["players"])
        config, seats = self.config()
        try:
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
        for row in self.option_rows:
            for i, text in enumerate(row.help_lines):
                draw_text(
                    surface,
                    text,
                    font,
                    theme.colour("muted_text"),
                    (row.help_rect.x, row.help_rect.y + i * line),
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
