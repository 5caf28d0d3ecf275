"""The Sorry! table: the board, the HUD, human input and computer seats (DESIGN §4).

    TableScene(app, session)

- draws from `state.view(viewer)` only (a hidden hand is never drawn);
- humans click highlighted targets (or use the keyboard) through the controller;
- computers think in the worker process (`app/ai_worker.py`), polled every frame,
  at a pace a human can follow (the speed setting);
- every applied action's events are animated (`app/animation.py`) and sounded;
- pass-and-play: the pass-the-screen scene comes up before a human's hidden hand;
- the end of the game replaces the table with the results.
"""

from __future__ import annotations

import pygame

from sorry_game.app import ai_worker
from sorry_game.app.animation import BoardAnimator
from sorry_game.app.controllers.classic import ClassicController, describe_action
from sorry_game.app.input import Cancel, Save, Undo, command_for_event
from sorry_game.app.views import (
    Palette,
    aa_circle,
    blit_text,
    draw_card,
    draw_token,
    fit_text,
    font,
    mix,
    readable_on,
    ring,
    set_font_scale,
    text_width,
    wrap_text,
)
from sorry_game.app.views.classic_board import BoardLayout, BoardPainter
from sorry_game.engine.errors import IllegalAction
from sorry_game.games.board.cards import CARD_TEXT, card_label
from sorry_game.games.board.geometry import COLOUR_NAMES, HOME, START

try:  # the shell's scene base; a plain stand-in keeps the table usable without it
    from sorry_game.app.scene import Scene
except ImportError:  # pragma: no cover

    class Scene:  # type: ignore[no-redef]
        overlay = False
        busy = False
        session = None

        def __init__(self, app) -> None:
            self.app = app
            self.size = getattr(app, "size", (1280, 800))


#: computer "thinking" pause before its move is shown, seconds at normal speed
THINK_PAUSE = 0.75
BANNER_TIME = 2.6
RESULTS_DELAY = 1.4


def _speed_factor(app) -> float:
    settings = getattr(app, "settings", None)
    factor = getattr(settings, "speed_factor", None)
    if isinstance(factor, (int, float)):
        return float(factor)
    from sorry_game.app.animation import SPEED_SCALE

    return SPEED_SCALE.get(getattr(settings, "speed", "normal"), 1.0)


def _wins(names: list[str]) -> str:
    """'Ada wins!', 'You win!', 'Ada and Cy win!'."""
    if len(names) == 1 and names[0].lower() != "you":
        return f"{names[0]} wins!"
    return " and ".join(names) + " win!"


class HudButton:
    """A HUD button drawn with the shell's Button look when available."""

    def __init__(self, name: str, label: str, style: str = "normal") -> None:
        self.name = name
        self.label = label
        self.style = style
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.hover = False


class TableScene(Scene):
    overlay = False

    def __init__(self, app, session) -> None:
        super().__init__(app)
        self.app = app
        self.session = session
        self.state = session.state
        self.palette = Palette(getattr(app, "theme", None))
        self.painter = BoardPainter(self.palette)
        view = self.state.view(None)
        self.colours: list[int] = view["colours"]
        self.animator = BoardAnimator(view["pawns"], view["card"])
        self.controller = ClassicController(self.state)
        self.future = None
        self.future_key = None
        self.think_time = 0.0
        self.banner: tuple[str, tuple[int, int, int]] | None = None
        self.banner_time = 0.0
        self.hint_text = ""
        #: where the last move's pawns came from: (pawn, square), drawn as faint rings
        self.last_from: list[tuple[int, int]] = []
        self.revealed: int | None = None  # the human whose hidden hand may be shown
        self.pass_pending = False
        self.last_player: int | None = None
        self.over_time = 0.0
        self.finished = False
        self.hover_pos = (-1, -1)
        self.time = 0.0
        self.error = ""
        self.buttons: dict[str, HudButton] = {}
        self.layout: BoardLayout | None = None
        self.resize(getattr(app, "size", (1280, 800)))

    # --- scene protocol --------------------------------------------------------------------
    @property
    def busy(self) -> bool:  # type: ignore[override]
        if self.animator.busy or self.banner is not None:
            return True
        if self.state.is_over():
            return not self.finished
        seat = self.session.current_seat()
        return seat is not None and not seat.is_human

    @busy.setter
    def busy(self, value) -> None:  # the base class assigns a default
        pass

    def enter(self) -> None:
        self.palette = Palette(getattr(self.app, "theme", None))
        self.painter = BoardPainter(self.palette)
        self.resize(getattr(self.app, "size", self.size))
        self._start_turn()

    def resume(self) -> None:
        self.palette = Palette(getattr(self.app, "theme", None))
        self.painter = BoardPainter(self.palette)

    def leave(self) -> None:
        # closing the table mid-think: stop the worker now rather than wait for its answer
        if self.future is not None and not self.future.done():
            ai_worker.shutdown()
        self._cancel_think()

    def resize(self, size) -> None:
        self.size = (int(size[0]), int(size[1]))
        theme = getattr(self.app, "theme", None)
        if theme is not self.palette.theme:
            self.palette = Palette(theme)
            self.painter = BoardPainter(self.palette)
        w, h = self.size
        m = max(6, round(min(w, h) * 0.02))
        self.margin = m
        landscape = w >= h * 0.95
        if landscape:
            panel_w = max(236, min(int(w * 0.36), w - (h - 2 * m) - 3 * m))
            side = min(h - 2 * m, w - panel_w - 3 * m)
            total = side + panel_w + m
            left = (w - total) // 2
            board_rect = pygame.Rect(left, (h - side) // 2, side, side)
            self.panel = pygame.Rect(board_rect.right + m, m, panel_w, h - 2 * m)
        else:
            side = min(w - 2 * m, int(h * 0.62))
            board_rect = pygame.Rect((w - side) // 2, m, side, side)
            self.panel = pygame.Rect(
                m, board_rect.bottom + m, w - 2 * m, h - board_rect.bottom - 2 * m
            )
        self.landscape = landscape
        self.layout = BoardLayout(board_rect, self.palette.layout)
        self.controller.layout = self.layout
        self._layout_panel()

    # --- HUD layout --------------------------------------------------------------------------
    def _layout_panel(self) -> None:
        """Landscape: one column beside the board. Otherwise two columns under it: turn,
        card, prompt and buttons on the left; hand, players and the move log on the right."""
        set_font_scale(getattr(getattr(self.app, "fonts", None), "scale", 1.0))
        p = self.panel
        view = self.state.view(None)
        hand_mode = view["hand_mode"]
        if self.landscape:
            u = max(11, min(24, int(min(p.height / 34, p.width / 15))))
        else:
            u = max(11, min(22, int(min(p.height / 19, p.width * 0.55 / 15))))
        self.u = u
        pad = max(6, int(u * 0.7))
        self.pad = pad
        if self.landscape:
            col1 = p
            col2 = None
        else:
            col1 = pygame.Rect(p.left, p.top, int(p.width * 0.52), p.height)
            col2 = pygame.Rect(col1.right - pad, p.top, p.right - col1.right + pad, p.height)
        x, y, w = col1.left + pad, col1.top + pad, col1.width - 2 * pad
        self.header_rect = pygame.Rect(x, y, w, int(u * 3.4))
        y = self.header_rect.bottom + pad
        if self.landscape:
            card_w = min(int(w * 0.34), int(p.height * (0.1 if hand_mode else 0.14)))
        else:
            card_w = min(int(w * 0.3), int(p.height * 0.2))
        card_h = int(card_w * 1.4)
        self.card_rect = pygame.Rect(x, y, card_w, card_h)
        self.card_text_rect = pygame.Rect(x + card_w + pad, y, w - card_w - pad, card_h)
        y += card_h + pad

        def hand_row(x: int, y: int, w: int) -> int:
            self.hand_rects = []
            if not hand_mode:
                return y
            gap = max(4, u // 3)
            hw = min((w - 4 * gap) // 5, int(u * 4.2))
            hh = int(hw * 1.4)
            total = 5 * hw + 4 * gap
            hx = x + (w - total) // 2
            top = y + int(u * 0.6)
            for i in range(5):
                self.hand_rects.append(pygame.Rect(hx + i * (hw + gap), top, hw, hh))
            return top + hh + int(u * 1.3)

        self.hand_rects: list[pygame.Rect] = []
        if col2 is None:
            y = hand_row(x, y, w)
        self.prompt_rect = pygame.Rect(x, y, w, int(u * 2.5))
        y = self.prompt_rect.bottom + pad // 2
        bh = int(u * 2.3)
        self.util_row = pygame.Rect(x, y, w, bh)
        y += bh + pad
        if col2 is not None:
            x, y, w = col2.left + pad, col2.top + pad, col2.width - 2 * pad
            y = hand_row(x, y, w)
        self.controller.card_rects = self.hand_rects
        n = view["players"]
        row_h = int(u * 1.75)
        self.players_rect = pygame.Rect(x, y, w, row_h * n)
        self.player_row_h = row_h
        y = self.players_rect.bottom + pad
        self.log_rect = pygame.Rect(x, y, w, max(0, p.bottom - pad - y))
        self.hand_title_x = x
        self._layout_buttons()

    def _layout_buttons(self) -> None:
        """One row: the legal action buttons (Continue / Decline / Discard) first and
        widest, then Hint and Menu."""
        names = self.controller.buttons() if self._human_input() else []
        row = self.util_row
        gap = self.pad // 2
        new: dict[str, HudButton] = {}
        if names:
            act_w = int(row.width * 0.56)
            bw = (act_w - gap * (len(names) - 1)) // len(names)
            for i, (name, label) in enumerate(names):
                b = HudButton(name, label, "primary")
                b.rect = pygame.Rect(row.left + i * (bw + gap), row.top, bw, row.height)
                new[name] = b
            left = row.left + act_w + gap
            labels = ("Hint", "Menu")
        else:
            left = row.left
            labels = ("Hint (H)", "Menu (Esc)")
        uw = (row.right - left - gap) // 2
        hint = HudButton("hint", labels[0], "quiet")
        hint.rect = pygame.Rect(left, row.top, uw, row.height)
        menu = HudButton("menu", labels[1], "quiet")
        menu.rect = pygame.Rect(left + uw + gap, row.top, row.right - left - uw - gap, row.height)
        new["hint"] = hint
        new["menu"] = menu
        for b in new.values():
            b.hover = b.rect.collidepoint(self.hover_pos)
        self.buttons = new
        self.controller.button_rects = {
            n: b.rect for n, b in new.items() if n in ("pass", "discard")
        }

    # --- turn flow ------------------------------------------------------------------------
    def _viewer(self) -> int | None:
        """Whose hand may be drawn: the current human (once revealed), or the only human."""
        humans = [i for i, s in enumerate(self.session.seats) if s.is_human]
        current = self.state.current_player()
        view_hand = self.state.view(None)["hand_mode"]
        if not view_hand:
            return current
        if current is not None and self.session.seats[current].is_human:
            if len(humans) > 1 and self.revealed != current:
                return None
            return current
        if len(humans) == 1:
            return humans[0]
        return None

    def _needs_pass_screen(self, player: int) -> bool:
        humans = sum(1 for s in self.session.seats if s.is_human)
        return humans > 1 and bool(self.state.view(None)["hand_mode"])

    def _human_input(self) -> bool:
        if self.state.is_over() or self.animator.busy or self.pass_pending:
            return False
        player = self.state.current_player()
        if player is None or not self.session.seats[player].is_human:
            return False
        if self._needs_pass_screen(player) and self.revealed != player:
            return False
        return True

    def _start_turn(self) -> None:
        """Called when nothing is animating: set up input for the player to move."""
        player = self.state.current_player()
        self.controller.sync(self.state)
        if player is None:
            self.controller.enabled = False
            self._layout_buttons()
            return
        if player != self.last_player:
            if self.revealed != player:
                self.revealed = None
        seat = self.session.seats[player]
        if seat.is_human and self._needs_pass_screen(player) and self.revealed != player:
            if self.last_player == player:
                self.revealed = player
            elif not self.pass_pending:
                self._push_pass_screen(player)
        self.last_player = player
        self.controller.enabled = self._human_input()
        self._layout_buttons()

    def _push_pass_screen(self, player: int) -> None:
        name = self.session.seats[player].name
        try:
            from sorry_game.app.scenes.pass_screen import PassScreenScene
        except ImportError:
            self.revealed = player
            return
        self.pass_pending = True

        def ready() -> None:
            self.pass_pending = False
            self.revealed = player
            self.controller.enabled = self._human_input()
            self._layout_buttons()

        try:
            scene = PassScreenScene(
                self.app, name, ready, colour=self.colours[player], session=self.session
            )
        except TypeError:
            scene = PassScreenScene(self.app, name, ready)
        self.app.push(scene)

    def undo(self) -> bool:
        """U / Ctrl+Z in a game of humans only: take back the last move."""
        if not self.session.undo():
            return False
        self.state = self.session.state
        view = self.state.view(None)
        self.animator = BoardAnimator(view["pawns"], view["card"])
        self.banner = None
        self.last_from = []
        self.hint_text = "Move taken back."
        self.controller.sync(self.state)
        self._layout_buttons()
        self._start_turn()
        return True

    def apply(self, action) -> list:
        """Apply a legal action through the session, then animate its events."""
        player = self.state.current_player()
        try:
            events = self.session.apply(action)
        except IllegalAction as exc:  # a stale choice: re-read the state
            self.error = str(exc)
            self.controller.sync(self.state)
            return []
        self.error = ""
        self.hint_text = ""
        self.last_from = [
            (ev.pawn, ev.src)
            for ev in events
            if ev.kind == "move" and ev.src not in (START, HOME) and ev.how != "switched"
        ]
        self.animator.add_events(events, _speed_factor(self.app))
        self._announce(player, events)
        self.controller.sync(self.state)
        self.controller.enabled = False
        self._layout_buttons()
        if not self.animator.busy:
            self._start_turn()
        return events

    def _announce(self, player, events) -> None:
        names = self.session.names()
        who = names[player] if player is not None else "?"
        for ev in events:
            kind = getattr(ev, "kind", "")
            if kind == "forfeit":
                label = card_label(ev.card)
                article = "an" if label in ("8", "11") else "a"
                if "declined" in ev.reason:
                    text = f"{who} declines the switch — turn over"
                elif label == "SORRY!":
                    text = f"{who} cannot use the SORRY! card — turn forfeited"
                else:
                    text = f"{who} cannot move with {article} {label} — turn forfeited"
                self._banner(text, player)
            elif kind == "discard":
                self._banner(f"{who} cannot move — discards {card_label(ev.card)}", player)
            elif kind == "win":
                self._banner(_wins([names[p] for p in ev.players]), ev.players[0])
        if (
            self.state.current_player() == player
            and player is not None
            and not self.state.is_over()
        ):
            if not any(getattr(e, "kind", "") in ("forfeit", "discard") for e in events):
                self._banner(f"{who} played a 2 — draws again", player)
            elif self.banner is not None:
                self.banner = (self.banner[0] + " — draws again (2)", self.banner[1])

    def _banner(self, text: str, player: int | None) -> None:
        colour = (
            self.palette.player(self.colours[player])
            if player is not None
            else self.palette["accent"]
        )
        self.banner = (text, colour)
        self.banner_action = len(self.session.actions)
        self.banner_time = BANNER_TIME * max(0.6, _speed_factor(self.app) or 0.6)

    def _cancel_think(self) -> None:
        if self.future is not None:
            self.future.cancel()
        self.future = None
        self.future_key = None

    def update(self, dt: float) -> None:
        self.time += dt
        if self.banner is not None:
            self.banner_time -= dt
            # a banner is about the last action: a newer one makes it stale
            stale = len(self.session.actions) > getattr(self, "banner_action", 0) + 1
            if self.banner_time <= 0 or (stale and not self.animator.busy):
                self.banner = None
        if self.animator.busy:
            for kind in self.animator.update(dt):
                self._sound(kind)
            if not self.animator.busy:
                self._start_turn()
            return
        if self.state.is_over():
            self.over_time += dt
            if not self.finished and self.over_time >= RESULTS_DELAY * max(
                0.3, _speed_factor(self.app)
            ):
                self._finish()
            return
        player = self.state.current_player()
        seat = self.session.seats[player]
        if seat.is_human:
            if not self.controller.enabled and self._human_input():
                self._start_turn()
            return
        self._computer_turn(player, seat, dt)

    def _computer_turn(self, player: int, seat, dt: float) -> None:
        key = len(self.session.actions)
        if self.future is None or self.future_key != key:
            self._cancel_think()
            text = self.session.record().dumps()
            seed = (self.session.seed * 1_000_003 + key * 7919) & 0x7FFFFFFF
            self.future_text = (text, seat.level, seed)
            self.future = ai_worker.submit(text, seat.level, seed)
            self.future_key = key
            self.think_time = 0.0
        self.think_time += dt
        if self.think_time < THINK_PAUSE * _speed_factor(self.app) or not self.future.done():
            return
        try:
            text = ai_worker.result_or_inline(self.future, *self.future_text)
            action = self.session.game.parse_action(text)
        except Exception as exc:  # noqa: BLE001 - a broken agent must not stop the game
            self.error = f"computer player failed ({exc}); it plays a random move"
            import random

            action = random.Random(key).choice(self.state.legal_actions())
        self.future = None
        self.future_key = None
        if action not in self.state.legal_actions():
            action = self.state.legal_actions()[0]
        self.apply(action)

    def _finish(self) -> None:
        self.finished = True
        try:
            from sorry_game.app.scenes.results import ResultsScene
        except ImportError:
            return
        self.app.replace(ResultsScene(self.app, self.session))

    def _sound(self, kind: str) -> None:
        audio = getattr(self.app, "audio", None)
        if audio is not None:
            try:
                audio.play(kind)
            except Exception:  # noqa: BLE001 - sound never stops the game
                pass

    # --- input ------------------------------------------------------------------------------
    def handle(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover_pos = event.pos
            for b in self.buttons.values():
                b.hover = b.rect.collidepoint(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self.click(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            if self.controller.command(Cancel()) != "pause":  # a right click never pauses
                self._layout_buttons()
            return True
        if event.type == pygame.KEYDOWN:
            return self.key(event)
        return False

    def click(self, pos) -> bool:
        if self.animator.busy:
            self.animator.skip()
            self._start_turn()
            return True
        for name in ("hint", "menu"):
            b = self.buttons.get(name)
            if b is not None and b.rect.collidepoint(pos):
                self._sound("click")
                self._button(name)
                return True
        if not self._human_input():
            return False
        result = self.controller.click(pos)
        if result is not None:
            self._sound("click")
            self.apply(result)
        else:
            self._layout_buttons()
        return True

    def key(self, event) -> bool:
        k = event.key
        if self.animator.busy and k in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
            self.animator.skip()
            self._start_turn()
            return True
        if not self._human_input():
            if k == pygame.K_ESCAPE:
                self._button("menu")
                return True
            return False
        command = command_for_event(event)
        if command is None:
            return False
        if isinstance(command, Undo):
            self.undo()
            return True
        if isinstance(command, Save):  # Ctrl+S: the autosave, written now, confirmed
            ok = self.session.save()
            self.hint_text = "Game saved." if ok else (self.session.save_error or "Not saved.")
            return True
        result = self.controller.command(command)
        if result == "pause":
            self._button("menu")
        elif result == "hint":
            self._button("hint")
        elif result is not None:
            self.apply(result)
        else:
            self._layout_buttons()
        return True

    def _button(self, name: str) -> None:
        if name == "menu":
            try:
                from sorry_game.app.scenes.pause import PauseScene
            except ImportError:
                return
            try:
                scene = PauseScene(self.app, self.session)
            except TypeError:
                scene = PauseScene(self.app)
            self.app.push(scene)
        elif name == "hint":
            self.show_hint()

    def show_hint(self):
        """Ask the normal computer player what it would do (H)."""
        if not self._human_input():
            return None
        from sorry_game.ai import make_agent

        try:
            agent = make_agent("normal", self.session.game_id, len(self.session.actions))
            action = agent.choose(self.state.clone())
        except Exception as exc:  # noqa: BLE001
            self.hint_text = f"No hint available ({exc})"
            return None
        self.controller.hint = action
        self.hint_text = "Hint: " + describe_action(action, self.controller.colour)
        return action

    # --- drawing ----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        pal = self.palette
        surface.fill(pal["background"])
        lay = self.layout
        view = self.state.view(self._viewer())
        surface.blit(self.painter.static(lay, self.colours), lay.rect)
        current = view["current"]
        if current is not None and not self.animator.busy:
            colour = view["moving_colour"]
            ring(
                surface,
                pal.player(colour),
                lay.start[colour],
                lay.circle_radius * 1.1,
                max(2, lay.cell * 0.1),
            )
        card = (
            self.animator.card
            if self.animator.busy
            else (view["card"] or (view["discard_top"] if view["hand_mode"] else None))
        )
        caption = ""
        if view["hand_mode"]:
            caption = "last played" if card else ""
        self.painter.draw_centre(surface, lay, card, view["pile"], caption)
        targets = self.controller.targets() if self._human_input() else []
        self._draw_dest_marks(surface, targets)
        self._draw_last_from(surface)
        self._draw_pawns(surface)
        self._draw_origin_marks(surface, targets)
        self._draw_pills(surface, targets)
        self._draw_hint(surface)
        hover = self.controller.hit(self.hover_pos) if targets else None
        if hover is not None and hover.kind in ("pawn", "start", "square", "second"):
            lay = self.layout
            if hover.kind == "start" or (hover.kind == "square" and hover.key[1] == HOME):
                radius = lay.circle_radius * 1.16
            elif hover.kind == "pawn":
                radius = lay.pawn_radius * 1.55
            else:
                radius = lay.cell * 0.58
            ring(surface, pal["selected"], hover.point, radius, max(2, lay.cell * 0.07))
        focus = self.controller.focused() if targets else None
        if focus is not None:
            r = focus.rect.inflate(8, 8)
            pygame.draw.rect(
                surface, pal["selected"], r, max(2, self.u // 6), border_radius=max(4, r.width // 5)
            )
        self._draw_choices(surface, targets)
        self._draw_panel(surface, view)
        self._draw_banner(surface)

    def _draw_last_from(self, surface) -> None:
        """A faint ring in the mover's colour where the last move started, so a player
        who looked away can see what the computer just did."""
        if self.animator.busy:
            return
        lay = self.layout
        pal = self.palette
        for pawn, src in self.last_from:
            colour = mix(pal.player(pawn >> 2), pal["track"], 0.45)
            ring(
                surface,
                colour,
                lay.point(src, pawn >> 2),
                lay.pawn_radius * 0.8,
                max(2, lay.cell * 0.08),
            )

    def _draw_pawns(self, surface) -> None:
        lay = self.layout
        shown = self.animator.shown
        moving = self.animator.moving(lay)
        for pawn in range(16):
            if pawn in moving or (pawn >> 2) not in self.colours:
                continue
            self.painter.draw_pawn(surface, lay, pawn, lay.pawn_point(pawn, shown[pawn]))
        for pawn, (pt, scale) in moving.items():
            self.painter.draw_pawn(surface, lay, pawn, pt, scale)

    def _draw_dest_marks(self, surface, targets) -> None:
        pal = self.palette
        lay = self.layout
        hi = pal["highlight"]
        pos = self.state.board.pos
        occupied = {p: pawn for pawn, p in enumerate(pos) if p < HOME}
        stage = self.controller.stage()
        if stage == "choice" and self.controller.dest is not None:
            c = self.controller.colour
            d = self.controller.dest
            pt = lay.circle_rect("home", c).center if d == HOME else lay.point(d, c)
            ring(surface, hi, pt, lay.pawn_radius * 1.45, max(3, lay.cell * 0.13))
        if stage == "second" and self.controller.dest is not None:
            origin = self.controller.origin
            pt = lay.point(self.controller.dest, self.controller.colour)
            layer_r = lay.pawn_radius
            ghost = pygame.Surface((int(layer_r * 3), int(layer_r * 3)), pygame.SRCALPHA)
            draw_token(
                ghost,
                pal,
                origin >> 2,
                (layer_r * 1.5, layer_r * 1.5),
                layer_r,
                str((origin & 3) + 1),
            )
            ghost.set_alpha(140)
            surface.blit(ghost, (pt[0] - layer_r * 1.5, pt[1] - layer_r * 1.5))
        for t in targets:
            if t.kind not in ("square", "second") or t.key[0] == "second" and t.kind == "pawn":
                continue
            if t.key[0] == "second":
                continue
            dest = t.key[1]
            x, y = t.point
            if dest == HOME:
                r = lay.circle_radius
                ring(surface, hi, (x, y), r * 1.06, max(3, lay.cell * 0.14))
                self._pill(surface, t.label, (x, y - r - lay.cell * 0.3))
                continue
            r = lay.cell * 0.5
            if dest in occupied:
                ring(surface, hi, (x, y), lay.pawn_radius * 1.45, max(3, lay.cell * 0.13))
                continue
            glow = pygame.Surface((int(r * 2 + 4), int(r * 2 + 4)), pygame.SRCALPHA)
            aa_circle(glow, (*hi, 230), (r + 2, r + 2), r * 0.92)
            surface.blit(glow, (x - r - 2, y - r - 2))
            ring(surface, mix(hi, (0, 0, 0), 0.45), (x, y), r * 0.92, max(1, lay.cell * 0.05))
            size = max(9, int(lay.cell * 0.46))
            label = t.label if text_width(t.label, size, True) < r * 1.9 else t.label.split(" ")[0]
            blit_text(surface, label, size, readable_on(hi), (x, y + 1), "center", bold=True)
        for t in targets:
            if t.kind == "second" and t.key[0] == "second-dest":
                x, y = t.point
                ring(surface, pal["selected"], (x, y), lay.cell * 0.46, max(2, lay.cell * 0.1))

    def _draw_pills(self, surface, targets) -> None:
        """Labels of targets on occupied squares (bump, switch, SORRY!), above the pawns."""
        lay = self.layout
        occupied = {p for p in self.state.board.pos if p < HOME}
        for t in targets:
            if t.kind == "square" and t.key[1] in occupied:
                x, y = t.point
                self._pill(surface, t.label, (x, y - lay.pawn_radius * 1.45 - lay.cell * 0.3))

    def _pill(self, surface, label: str, centre) -> None:
        pal = self.palette
        size = max(10, int(self.layout.cell * 0.42))
        w = text_width(label, size, True) + size
        h = int(size * 1.25)
        r = pygame.Rect(0, 0, w, h)
        r.center = (round(centre[0]), round(centre[1]))
        r.clamp_ip(self.layout.rect)
        hi = pal["highlight"]
        pygame.draw.rect(surface, mix(hi, (0, 0, 0), 0.5), r.inflate(2, 2), border_radius=h // 2)
        pygame.draw.rect(surface, hi, r, border_radius=h // 2)
        blit_text(surface, label, size, readable_on(hi), r.center, "center", bold=True)

    def _draw_origin_marks(self, surface, targets) -> None:
        pal = self.palette
        lay = self.layout
        hi = pal["highlight"]
        sel = pal["selected"]
        c = self.controller
        selected_key = None
        if c.origin is not None:
            selected_key = ("start", c.colour) if c.origin == "S" else ("pawn", c.origin)
        width = max(2, lay.cell * 0.1)
        for t in targets:
            if t.kind == "pawn":
                colour = sel if t.key[0] == "second" else hi
                ring(surface, colour, t.point, lay.pawn_radius * 1.32, width)
            elif t.kind == "start":
                ring(surface, hi, t.point, lay.circle_radius * 1.06, width * 1.2)
        if selected_key is not None:
            if selected_key[0] == "start":
                ring(surface, sel, lay.start[c.colour], lay.circle_radius * 1.12, width * 1.6)
            else:
                pawn = selected_key[1]
                pt = lay.pawn_point(pawn, self.animator.shown[pawn])
                ring(surface, sel, pt, lay.pawn_radius * 1.4, width * 1.6)
                ring(surface, mix(sel, (0, 0, 0), 0.5), pt, lay.pawn_radius * 1.4 + width * 1.6, 1)

    def _draw_hint(self, surface) -> None:
        marks = self.controller.hint_marks() if self._human_input() else []
        if not marks:
            return
        lay = self.layout
        acc = self.palette["accent"]
        pos = self.state.board.pos
        c = self.controller.colour
        for pawn, dest in marks:
            if pawn >= 0:
                ring(
                    surface,
                    acc,
                    lay.pawn_point(pawn, pos[pawn]),
                    lay.pawn_radius * 1.6,
                    max(2, lay.cell * 0.08),
                )
            else:
                ring(surface, acc, lay.start[c], lay.circle_radius * 1.2, max(2, lay.cell * 0.08))
            if dest is not None:
                pt = lay.circle_rect("home", c).center if dest == HOME else lay.point(dest, c)
                ring(surface, acc, pt, lay.cell * 0.62, max(2, lay.cell * 0.08))

    def _draw_choices(self, surface, targets) -> None:
        pal = self.palette
        for t in targets:
            if t.kind != "choice":
                continue
            r = t.rect
            hover = r.collidepoint(self.hover_pos)
            bg = pal["button_hover"] if hover else pal["button"]
            pygame.draw.rect(
                surface, mix(bg, (0, 0, 0), 0.4), r.move(0, 2), border_radius=r.height // 3
            )
            pygame.draw.rect(surface, bg, r, border_radius=r.height // 3)
            pygame.draw.rect(surface, pal["highlight"], r, 2, border_radius=r.height // 3)
            size = max(12, int(r.height * 0.55))
            blit_text(surface, t.label, size, pal["button_text"], r.center, "center", bold=True)

    def _draw_banner(self, surface) -> None:
        if self.banner is None and not self.error:
            return
        text, colour = (
            self.banner if self.banner is not None else (self.error, self.palette["accent"])
        )
        lay = self.layout
        size = max(13, min(28, int(lay.rect.width * 0.03)))
        max_w = int(lay.rect.width * 0.9)
        text = fit_text(text, size, max_w - size * 2, True)
        w = text_width(text, size, True) + size * 2
        h = int(size * 2.0)
        r = pygame.Rect(0, 0, w, h)
        r.center = lay.rect.center  # the middle of the board: only the cards are beneath
        bg = self.palette["panel"]
        layer = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (*bg, 235), layer.get_rect(), border_radius=h // 3)
        surface.blit(layer, r)
        pygame.draw.rect(surface, colour, r, max(2, size // 8), border_radius=h // 3)
        blit_text(surface, text, size, self.palette["text"], r.center, "center", bold=True)

    # --- the panel -------------------------------------------------------------------------
    def _draw_panel(self, surface, view) -> None:
        pal = self.palette
        p = self.panel
        u = self.u
        pygame.draw.rect(
            surface, mix(pal["background"], (0, 0, 0), 0.3), p.move(0, 3), border_radius=u
        )
        pygame.draw.rect(surface, pal["panel"], p, border_radius=u)
        pygame.draw.rect(surface, pal["panel_edge"], p, max(1, u // 10), border_radius=u)
        self._draw_header(surface, view)
        self._draw_card_info(surface, view)
        if view["hand_mode"]:
            self._draw_hand(surface, view)
        self._draw_prompt(surface, view)
        self._draw_buttons(surface)
        self._draw_players(surface, view)
        self._draw_log(surface)

    def _draw_header(self, surface, view) -> None:
        pal = self.palette
        r = self.header_rect
        u = self.u
        current = view["current"]
        if current is None:
            names = self.session.names()
            winners = view["winners"]
            title = _wins([names[w] for w in winners]) if winners else "Game over"
            colour = pal.player(self.colours[winners[0]]) if winners else pal["accent"]
            sub = "Game over"
        else:
            seat = self.session.seats[current]
            colour = pal.player(view["moving_colour"])
            title = seat.name
            cname = COLOUR_NAMES[self.colours[current]]
            if seat.is_human:
                sub = f"{cname} · your turn" if self._human_input() else f"{cname} · get ready"
            else:
                dots = "." * (1 + int(self.time * 3) % 3) if self.future is not None else ""
                sub = f"{cname} · computer ({seat.level}) {'thinking' + dots if dots else ''}".rstrip()
            if view["partners"]:
                partner = (current + 2) % len(self.session.seats)
                sub += f" · partner {self.session.seats[partner].name}"
            if view["moving_colour"] != self.colours[current]:
                sub += f" · moves {COLOUR_NAMES[view['moving_colour']]}"
        band = pygame.Rect(r.left, r.top, r.width, r.height)
        pygame.draw.rect(surface, mix(colour, pal["panel"], 0.55), band, border_radius=u // 2)
        pygame.draw.rect(
            surface,
            colour,
            pygame.Rect(band.left, band.top, max(4, u // 3), band.height),
            border_top_left_radius=u // 2,
            border_bottom_left_radius=u // 2,
        )
        tr = r.height * 0.34
        draw_token(
            surface,
            pal,
            view["moving_colour"]
            if current is not None
            else (self.colours[view["winners"][0]] if view["winners"] else 0),
            (r.left + u * 0.6 + tr + 4, r.centery),
            tr,
        )
        tx = r.left + u * 0.6 + 2 * tr + u * 0.8
        tw = r.right - tx - u * 0.4
        big = int(u * 1.45)
        blit_text(
            surface,
            fit_text(title, big, int(tw), True),
            big,
            pal["text"],
            (tx, r.centery - u * 0.15),
            "bottomleft",
            bold=True,
        )
        small = max(11, int(u * 0.95))
        blit_text(
            surface,
            fit_text(sub, small, int(tw)),
            small,
            mix(pal["text"], colour, 0.2),
            (tx, r.centery + u * 0.2),
            "topleft",
        )

    def _draw_card_info(self, surface, view) -> None:
        pal = self.palette
        u = self.u
        card = self.animator.card if self.animator.busy else view["card"]
        label = None
        if view["hand_mode"]:
            card = (
                self.controller.card
                if self._human_input()
                else (view["discard_top"] if not self.animator.busy else self.animator.card)
            )
        if card:
            label = card_label(card)
            draw_card(surface, pal, self.card_rect, label, "", highlight=None)
            body = CARD_TEXT.get(card, "")
        else:
            draw_card(surface, pal, self.card_rect, None, face_up=False)
            body = (
                "Choose a card from your hand." if view["hand_mode"] and self._human_input() else ""
            )
        tr = self.card_text_rect
        size = max(11, int(u * 1.0))
        lines = wrap_text(body, size, tr.width)
        lh = font(size).get_linesize()
        max_lines = max(1, tr.height // lh)
        if len(lines) > max_lines:
            size = max(11, int(u * 0.85))
            lines = wrap_text(body, size, tr.width)
            lh = font(size).get_linesize()
            max_lines = max(1, tr.height // lh)
        y = tr.top
        if view["hand_mode"] and not self._human_input() and card:
            blit_text(
                surface, "Last played", max(11, int(u * 0.85)), pal["muted_text"], (tr.left, y)
            )
            y += lh
        for line in lines[:max_lines]:
            blit_text(surface, line, size, pal["text"], (tr.left, y))
            y += lh

    def _draw_hand(self, surface, view) -> None:
        pal = self.palette
        u = self.u
        hand = view["hand"]
        if not self.hand_rects:
            return
        first = self.hand_rects[0]
        viewer = self._viewer()
        title = "Your hand" if viewer is not None else "Hand hidden"
        if viewer is not None and viewer != view["current"]:
            title = "Your hand"  # only ever shown to its owner (pass-the-screen)
        blit_text(
            surface,
            title,
            max(11, int(u * 0.85)),
            pal["muted_text"],
            (self.hand_title_x, first.top - int(u * 0.15)),
            "bottomleft",
        )
        playable = (
            {t.key[1] for t in self.controller.targets() if t.kind == "card"}
            if self._human_input()
            else set()
        )
        selected = self.controller.card
        sel_done = False
        for i, r in enumerate(self.hand_rects):
            if hand is None or i >= len(hand):
                draw_card(surface, pal, r, None, face_up=False, mark=False)
                continue
            card = hand[i]
            is_sel = card == selected and not sel_done and self._human_input()
            if is_sel:
                sel_done = True
            rr = r.move(0, -int(u * 0.5)) if is_sel else r
            hl = pal["selected"] if is_sel else (pal["highlight"] if i in playable else None)
            draw_card(surface, pal, rr, card_label(card), "", highlight=hl)
            if self._human_input():
                blit_text(
                    surface,
                    str(i + 1),
                    max(10, int(u * 0.75)),
                    pal["muted_text"],
                    (r.centerx, r.bottom + 2),
                    "midtop",
                )

    def _draw_prompt(self, surface, view) -> None:
        pal = self.palette
        r = self.prompt_rect
        u = self.u
        if self.hint_text:
            text, colour = self.hint_text, pal["accent"]
        elif self._human_input():
            text, colour = self.controller.prompt(), pal["highlight"]
        elif self.animator.busy:
            text, colour = "Click to skip the animation.", pal["muted_text"]
        elif view["current"] is not None and self.session.seats[view["current"]].is_human:
            text, colour = "Waiting for the next player…", pal["muted_text"]
        elif view["current"] is not None:
            text, colour = "The computer is playing.", pal["muted_text"]
        else:
            text, colour = "", pal["muted_text"]
        size = max(11, int(u * 1.0))
        lines = wrap_text(text, size, r.width, True)
        lh = font(size).get_linesize()
        while len(lines) * lh > r.height and size > 11:
            size -= 1
            lines = wrap_text(text, size, r.width, True)
            lh = font(size).get_linesize()
        y = r.top
        for line in lines[: max(1, r.height // lh)]:
            blit_text(surface, line, size, colour, (r.left, y), bold=True)
            y += lh

    def _draw_buttons(self, surface) -> None:
        try:
            from sorry_game.app.widgets import Button
        except ImportError:  # pragma: no cover
            Button = None
        pal = self.palette
        for b in self.buttons.values():
            enabled = b.name != "hint" or self._human_input()
            if Button is not None and hasattr(self.app, "fonts") and hasattr(self.app, "theme"):
                w = Button(b.label, None, b.rect, b.style, enabled=enabled)
                w.hover = b.hover
                w.draw(surface, self.app)
            else:
                bg = pal["button_hover"] if b.hover else pal["button"]
                pygame.draw.rect(surface, bg, b.rect, border_radius=b.rect.height // 4)
                blit_text(
                    surface,
                    b.label,
                    max(11, int(b.rect.height * 0.45)),
                    pal["button_text"],
                    b.rect.center,
                    "center",
                    bold=True,
                )

    def _draw_players(self, surface, view) -> None:
        pal = self.palette
        r = self.players_rect
        u = self.u
        rh = self.player_row_h
        current = view["current"]
        for seat_i, seat in enumerate(self.session.seats):
            row = pygame.Rect(r.left, r.top + seat_i * rh, r.width, rh - 2)
            colour_i = self.colours[seat_i]
            col = pal.player(colour_i)
            if seat_i == current:
                pygame.draw.rect(surface, mix(col, pal["panel"], 0.72), row, border_radius=u // 2)
                pygame.draw.rect(surface, col, row, max(1, u // 8), border_radius=u // 2)
            tr = rh * 0.32
            draw_token(surface, pal, colour_i, (row.left + u * 0.4 + tr, row.centery), tr)
            size = max(11, int(u * 0.95))
            home = view["home"][seat_i]
            pip_r = max(3, int(u * 0.28))
            pips_w = 4 * (pip_r * 2 + 3)
            parts = []
            if view["partners"]:  # C-15: seats 0+2 and 1+3 play together
                parts.append(f"team {seat_i % 2 + 1}")
            if view["hand_sizes"] is not None:
                parts.append(f"{view['hand_sizes'][seat_i]} cards")
            extra = " · ".join(parts)
            extra_w = text_width(extra, max(10, int(u * 0.8))) + u * 0.5 if extra else 0
            name_x = row.left + u * 0.4 + 2 * tr + u * 0.5
            kind = "" if seat.is_human else f" ({seat.level})"
            name_w = int(row.right - name_x - pips_w - extra_w - u * 0.6)
            if text_width(seat.name + kind, size) > name_w:
                kind = ""  # a narrow window: the name matters more than the level
            blit_text(
                surface,
                fit_text(seat.name + kind, size, name_w),
                size,
                pal["text"],
                (name_x, row.centery),
                "midleft",
            )
            px = row.right - u * 0.4 - pips_w
            for k in range(4):
                cx = px + k * (pip_r * 2 + 3) + pip_r
                if k < home:
                    aa_circle(surface, col, (cx, row.centery), pip_r)
                else:
                    ring(surface, pal["muted_text"], (cx, row.centery), pip_r, 1)
            if extra:
                blit_text(
                    surface,
                    extra,
                    max(10, int(u * 0.8)),
                    pal["muted_text"],
                    (px - u * 0.4, row.centery),
                    "midright",
                )

    def _draw_log(self, surface) -> None:
        pal = self.palette
        r = self.log_rect
        u = self.u
        if r.height < u * 2:
            return
        pygame.draw.rect(surface, mix(pal["panel"], (0, 0, 0), 0.25), r, border_radius=u // 2)
        size = max(11, int(u * 0.85))
        lh = font(size).get_linesize() + 1
        blit_text(
            surface,
            "Moves",
            size,
            pal["muted_text"],
            (r.left + u * 0.5, r.top + u * 0.3),
            bold=True,
        )
        top = int(r.top + u * 0.3 + lh + 2)
        n = int((r.bottom - u * 0.3 - top) // lh)
        if n <= 0:
            return
        entries = self.session.log[-n:]
        y = top
        for entry in entries:
            player = entry.player
            x = r.left + u * 0.5
            if player is not None:
                aa_circle(
                    surface,
                    pal.player(self.colours[player]),
                    (x + u * 0.25, y + lh / 2),
                    max(2, u * 0.22),
                )
            x += u * 0.75
            line = entry.text.replace(" → ", " to ").replace("→", "to")
            blit_text(
                surface, fit_text(line, size, int(r.right - x - u * 0.4)), size, pal["text"], (x, y)
            )
            y += lh


__all__ = ["TableScene", "START"]
