"""New game: the game, the players (human or computer, name, colour), the game's options,
the theme and the seed. The last choices are remembered (Settings.last_setup).

Start: seats are ordered by colour (Red, Blue, Yellow, Green: clockwise turn order),
`Session.new(...)` is saved to the autosave path, and the table replaces this scene.
"""

from __future__ import annotations

from typing import Any

import pygame

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

COLOUR_NAMES = ("Red", "Blue", "Yellow", "Green")
#: C-3: default colours by number of players (2 players sit opposite)
DEFAULT_COLOURS = {1: (0,), 2: (0, 2), 3: (0, 1, 2), 4: (0, 1, 2, 3)}
WHO = (("human", "normal"), ("computer", "easy"), ("computer", "normal"), ("computer", "hard"))
WHO_LABELS = ("Human", "Computer · easy", "Computer · normal", "Computer · hard")
WHO_SHORT = ("Human", "CPU · easy", "CPU · normal", "CPU · hard")
NAME_LEN = 14
SEED_LEN = 10


class GameTile(Widget):
    """One game to choose: title and subtitle; unavailable games are greyed ("coming soon")."""

    def __init__(self, game: Any, on_pick, name: str = "") -> None:
        super().__init__(name=name or game.id)
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
        title_c = theme.colour("text") if self.enabled else theme.colour("muted_text")
        tfont = ui.fonts.fit(
            self.game.title, r.w - 2 * pad, int(r.h * 0.3 * 1.25 * ui.fonts.scale), True
        )
        draw_text(surface, self.game.title, tfont, title_c, (r.x + pad, r.y + pad), "left", "top")
        sub = getattr(self.game, "subtitle", "")
        sfont = ui.fonts.fit(sub, r.w - 2 * pad, int(r.h * 0.2 * 1.25 * ui.fonts.scale))
        players = f"{self.game.min_players}-{self.game.max_players} players"
        if self.game.min_players == self.game.max_players:
            players = f"{self.game.min_players} players"
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
            badge_font = ui.fonts.get(r.h * 0.17 * 1.25 * ui.fonts.scale, True)
            label = "COMING SOON"
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
            pfont = ui.fonts.get(r.h * 0.18 * 1.25 * ui.fonts.scale)
            draw_text(
                surface,
                players,
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
            COLOUR_NAMES,
            0,
            lambda i: scene.set_colour(self.index, i),
            swatches=[scene.app.theme.player_colour(c) for c in range(4)],
            name=f"colour{index}",
        )
        self.name = TextField(
            "", lambda t: scene.set_name(self.index, t), max_len=NAME_LEN, name=f"name{index}"
        )
        self.who = Cycler(WHO_LABELS, 0, lambda i: scene.set_who(self.index, i), name=f"who{index}")
        self.who.short_choices = list(WHO_SHORT)

    def widgets(self) -> list[Widget]:
        return [self.colour, self.name, self.who]


class SetupScene(ShellScene):
    def create(self) -> None:
        from sorry_game.engine import all_games

        self.games = all_games()
        self.error = ""
        self.choices = self.initial_choices()
        self.tiles = [GameTile(g, self.pick_game) for g in self.games]
        self.heading_players = Label("Players", colour="text", bold=True, ratio=0.72)
        self.heading_options = Label("Options", colour="text", bold=True, ratio=0.72)
        self.players = Cycler([], 0, self.set_players, name="players", wrap=False)
        self.rows = [SeatRow(self, i) for i in range(4)]
        self.option_labels: dict[str, Label] = {}
        self.option_cyclers: dict[str, Cycler] = {}
        self.theme_ids = list_themes()
        self.theme_label = Label("Theme", colour="muted_text")
        current = self.app.theme.id
        self.theme_cycler = Cycler(
            [theme_title(t) for t in self.theme_ids],
            self.theme_ids.index(current) if current in self.theme_ids else 0,
            self.set_theme,
            name="theme",
        )
        self.seed_label = Label("Seed (blank: random)", colour="muted_text")
        self.seed = TextField(
            "", None, placeholder="random", max_len=SEED_LEN, allowed=str.isdigit, name="seed"
        )
        self.back_button = Button("Back", self.back, style="quiet", name="back")
        self.start_button = Button("Start game", self.start, style="primary", name="start")
        self.hint = Label("", colour="muted_text", align="left")
        self.rebuild()

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
        if not isinstance(players, int) or not game.min_players <= players <= game.max_players:
            players = min(max(4, game.min_players), game.max_players)
        seats = []
        saved = last.get("seats") if isinstance(last.get("seats"), list) else []
        defaults = DEFAULT_COLOURS.get(players, tuple(range(players)))
        for i in range(4):
            data = saved[i] if i < len(saved) and isinstance(saved[i], dict) else {}
            kind = (
                data.get("kind")
                if data.get("kind") in ("human", "computer")
                else ("human" if i == 0 else "computer")
            )
            level = (
                data.get("level") if data.get("level") in ("easy", "normal", "hard") else "normal"
            )
            colour = data.get("colour")
            if not isinstance(colour, int) or not 0 <= colour < 4:
                colour = defaults[i] if i < len(defaults) else i
            name = data.get("name") if isinstance(data.get("name"), str) else ""
            seats.append({"kind": kind, "level": level, "colour": colour, "name": name[:NAME_LEN]})
        seats = self._distinct(seats, players)
        options = last.get("options") if isinstance(last.get("options"), dict) else {}
        return {"game": game_id, "players": players, "seats": seats, "options": dict(options)}

    def _distinct(self, seats: list[dict], players: int) -> list[dict]:
        """Make the first `players` seats' colours distinct (keeping earlier ones)."""
        used: set[int] = set()
        for i, seat in enumerate(seats[:players]):
            if seat["colour"] in used:
                free = [c for c in DEFAULT_COLOURS.get(players, range(4)) if c not in used]
                free += [c for c in range(4) if c not in used and c not in free]
                seat["colour"] = free[0]
            used.add(seat["colour"])
            del i
        return seats

    def option_value(self, spec) -> Any:
        value = self.choices["options"].get(spec.key, spec.default)
        return value if value in spec.choices else spec.default

    # --- changes from the widgets ----------------------------------------------------
    def pick_game(self, game) -> None:
        if not getattr(game, "available", True):
            return
        self.choices["game"] = game.id
        n = self.choices["players"]
        if not game.min_players <= n <= game.max_players:
            self.set_players_count(min(max(n, game.min_players), game.max_players))
        self.rebuild()

    def set_players(self, index: int) -> None:
        self.set_players_count(self.game.min_players + index)
        self.rebuild()

    def set_players_count(self, n: int) -> None:
        if n == self.choices["players"]:
            return
        self.choices["players"] = n
        for seat, colour in zip(
            self.choices["seats"], DEFAULT_COLOURS.get(n, range(n)), strict=False
        ):
            seat["colour"] = colour  # C-3: the usual colours for this many players

    def set_colour(self, seat_index: int, colour: int) -> None:
        seats = self.choices["seats"]
        n = self.choices["players"]
        old = seats[seat_index]["colour"]
        for j in range(n):
            if j != seat_index and seats[j]["colour"] == colour:
                seats[j]["colour"] = old  # swap, so colours stay distinct
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
        spec = next(o for o in self.game.options() if o.key == key)
        self.choices["options"][key] = spec.choices[index]

    def set_theme(self, index: int) -> None:
        self.app.set_theme(self.theme_ids[index])
        for row in self.rows:
            row.colour.swatches = [self.app.theme.player_colour(c) for c in range(4)]

    def sync_placeholders(self) -> None:
        for i, row in enumerate(self.rows):
            seat = self.choices["seats"][i]
            row.name.placeholder = default_name(seat, i)

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
        for i, row in enumerate(self.rows[:n]):
            seat = self.choices["seats"][i]
            row.colour.set_index(seat["colour"], notify=False)
            row.name.text = seat["name"]
            who = (
                0
                if seat["kind"] == "human"
                else 1 + ("easy", "normal", "hard").index(seat["level"])
            )
            row.who.set_index(who, notify=False)
            for w in row.widgets():
                self.form.add(w)
        self.sync_placeholders()
        self.option_labels.clear()
        self.option_cyclers.clear()
        self.form.add(self.heading_options)
        for spec in game.options():
            if not spec.applies_to(n):
                continue
            label = Label(
                spec.label + (f"  ({spec.rule})" if spec.rule else ""), colour="muted_text"
            )
            cycler = Cycler(
                spec.labels,
                spec.choices.index(self.option_value(spec)),
                lambda i, key=spec.key: self.set_option(key, i),
                name=f"option:{spec.key}",
            )
            self.option_labels[spec.key] = label
            self.option_cyclers[spec.key] = cycler
            self.form.add(label)
            self.form.add(cycler)
        for w in (
            self.theme_label,
            self.theme_cycler,
            self.seed_label,
            self.seed,
            self.hint,
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
        self.header_y = m
        y = m + self.px(0.085)
        # game tiles
        th = self.px(0.13)
        gap = self.px(0.018)
        n = len(self.tiles)
        tw = (cw - gap * (n - 1)) // max(1, n)
        for i, tile in enumerate(self.tiles):
            tile.rect = pygame.Rect(x0 + i * (tw + gap), y, tw, th)
        y += th + self.px(0.03)
        rh = self.px(0.06)
        lh = self.px(0.036)
        rgap = self.px(0.016)
        ip = self.px(0.028)  # padding inside the panels
        pgap = self.px(0.025)  # between the two panels
        left_w = int(cw * 0.6)
        self.left_panel = pygame.Rect(x0, y, left_w, 0)
        self.right_panel = pygame.Rect(x0 + left_w + pgap, y, cw - left_w - pgap, 0)
        lx, lw = x0 + ip, left_w - 2 * ip
        right_x, right_w = self.right_panel.x + ip, self.right_panel.w - 2 * ip
        # left panel: players and seats
        ly = y + ip
        pw = min(lw // 2, self.px(0.3))
        self.heading_players.rect = pygame.Rect(lx, ly + (rh - lh) // 2, lw - pw, lh)
        self.players.rect = pygame.Rect(lx + lw - pw, ly, pw, rh)
        ly += rh + rgap + self.px(0.01)
        cgap = self.px(0.014)
        col_w = int(lw * 0.3)
        name_w = int(lw * 0.265)
        who_w = lw - col_w - name_w - 2 * cgap
        for row in self.rows:
            row.colour.rect = pygame.Rect(lx, ly, col_w, rh)
            row.name.rect = pygame.Rect(lx + col_w + cgap, ly, name_w, rh)
            row.who.rect = pygame.Rect(lx + col_w + name_w + 2 * cgap, ly, who_w, rh)
            if row.index < self.choices["players"]:
                ly += rh + rgap
        self.hint.rect = pygame.Rect(lx, ly, lw, lh)
        self.hint.text = "Turns go clockwise: Red, Blue, Yellow, Green."
        left_bottom = self.hint.rect.bottom + ip
        # right panel: options, theme, seed
        ry = y + ip
        self.heading_options.rect = pygame.Rect(right_x, ry + (rh - lh) // 2, right_w, lh)
        ry += rh + rgap + self.px(0.01)
        small = int(lh * 0.92)
        for key, cycler in self.option_cyclers.items():
            self.option_labels[key].rect = pygame.Rect(right_x, ry, right_w, small)
            ry += small + self.px(0.006)
            cycler.rect = pygame.Rect(right_x, ry, right_w, rh)
            ry += rh + rgap
        self.theme_label.rect = pygame.Rect(right_x, ry, right_w, small)
        ry += small + self.px(0.006)
        self.theme_cycler.rect = pygame.Rect(right_x, ry, right_w, rh)
        ry += rh + rgap
        self.seed_label.rect = pygame.Rect(right_x, ry, right_w, small)
        ry += small + self.px(0.006)
        self.seed.rect = pygame.Rect(right_x, ry, min(right_w, self.px(0.3)), rh)
        right_bottom = self.seed.rect.bottom + ip
        bottom = max(left_bottom, right_bottom)
        self.left_panel.h = bottom - y
        self.right_panel.h = bottom - y
        # bottom bar
        bh = self.px(0.075)
        bw = min(self.px(0.3), cw // 3)
        by = max(
            self.left_panel.bottom + self.px(0.04),
            min(h - m - bh, self.left_panel.bottom + self.px(0.09)),
        )
        self.back_button.rect = pygame.Rect(x0, by, bw, bh)
        self.start_button.rect = pygame.Rect(x0 + cw - bw, by, bw, bh)
        self.x0, self.cw = x0, cw
        # centre the whole form vertically when the window is tall
        free = (h - m - (by + bh)) // 2
        if free > 0:
            self.header_y += free
            movable = [*self.form.widgets, *(w for row in self.rows for w in row.widgets())]
            for widget in {id(w): w for w in movable}.values():
                widget.rect = widget.rect.move(0, free)
            self.left_panel.move_ip(0, free)
            self.right_panel.move_ip(0, free)

    # --- start -----------------------------------------------------------------------
    def remember(self) -> None:
        self.app.settings.last_setup = {
            "game": self.choices["game"],
            "players": self.choices["players"],
            "seats": [dict(seat) for seat in self.choices["seats"]],
            "options": {
                k: v
                for k, v in self.choices["options"].items()
                if isinstance(v, (bool, int, str, float))
            },
        }
        self.app.save_settings()

    def seats_in_order(self) -> list:
        """The chosen seats as Session seats, in colour order (clockwise turn order)."""
        from sorry_game.session import Seat

        n = self.choices["players"]
        chosen = []
        for i, seat in enumerate(self.choices["seats"][:n]):
            name = seat["name"].strip() or default_name(seat, i)
            level = seat["level"] if seat["kind"] == "computer" else "normal"
            chosen.append(Seat(name, seat["kind"], level, seat["colour"]))
        chosen.sort(key=lambda s: s.colour)
        return chosen

    def config(self):
        from sorry_game.engine import GameConfig

        n = self.choices["players"]
        options = {
            spec.key: self.option_value(spec) for spec in self.game.options() if spec.applies_to(n)
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
        config, seats = self.config()
        try:
            game.validate_config(config)
        except ValueError as exc:
            self.error = str(exc)
            return
        seed = int(self.seed.text) if self.seed.text.strip() else random_seed()
        self.remember()
        session = Session.new(game.id, config, seed, seats, save_path=autosave_path())
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
        if self.error:
            font = self.app.fonts.get(self.font_px("small"))
            draw_text(
                surface,
                self.error,
                font,
                theme.colour("danger"),
                (self.start_button.rect.left - self.px(0.02), self.start_button.rect.centery),
                "right",
            )


def default_name(seat: dict, index: int) -> str:
    colour = COLOUR_NAMES[seat["colour"] % 4]
    return colour if seat["kind"] == "computer" else f"Player {index + 1}"
