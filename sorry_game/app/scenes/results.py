"""Results: who won and why, every seat's place, colour, level and progress, Rematch,
Watch replay and Menu. A finished game is kept in the history here (once).

Everything comes from the engine contract: `state.outcome()` (wins, a draw, teams, the
reason in player words), `state.view(None)` (colours, progress, turns, notes) and the
game's metadata (`colours`, `progress_label`/`progress_goal`, `rematch_config`,
`rematch_seed`). This screen names no game.

Beside the places, the game's story (`app/story_panel.py`, `sorry_game.story`)."""

from __future__ import annotations

import logging
from copy import deepcopy
from typing import Any

import pygame

from sorry_game.app.draw import wrap
from sorry_game.app.results_page import hug_band, lay_out
from sorry_game.app.review.job import release
from sorry_game.app.review.strip import ReviewStrip
from sorry_game.app.scenes import ShellScene, draw_pawn, ordinal
from sorry_game.app.standings import Headline, Standings
from sorry_game.app.story_panel import StoryPanel
from sorry_game.app.widgets import Button, draw_panel, draw_text, mix
from sorry_game.engine.errors import SaveError
from sorry_game.engine.outcome import break_ties, places
from sorry_game.session import Session, sample_session
from sorry_game.store.finished import file_finished, join_names
from sorry_game.store.paths import autosave_path
from sorry_game.story import Story, story_of

log = logging.getLogger(__name__)


def line_h(font: pygame.font.Font) -> int:
    """The height a line of `font` takes (its descenders' room included)."""
    return max(font.get_linesize(), font.get_height())


def fact_lines(font: pygame.font.Font, who: str, width: int) -> list[str]:
    """Who's facts ('Computer · normal · 2 in reserve') in lines of `width`, as many
    whole facts a line as fit: no line ends on '·' (Sorry, King! broke 'Computer · /
    normal · 2 / in reserve')."""
    lines: list[str] = []
    for fact in who.split(" · "):
        joined = f"{lines[-1]} · {fact}" if lines else fact
        if lines and font.size(joined)[0] <= width:
            lines[-1] = joined
        else:
            lines += wrap(font, fact, width)
    return lines


def rematch_session(session: Any, number: int, save_path=None) -> Any:
    """The n-th rematch: the same game and seats; the game says what else changes
    (`rematch_config`: e.g. the winner plays first) and gives the new seed."""
    game = session.game
    config = game.rematch_config(session.config, session.state.outcome())
    seed = game.rematch_seed(session.seed, number)
    return Session.new(session.game_id, config, seed, deepcopy(session.seats), save_path=save_path)


def headline(outcome: Any, names: list[str]) -> str:
    """'Ann wins!', 'Ann and Bo win!' (a team or a shared win), 'You win!', 'Draw' or
    'Game over'."""
    if outcome is None:
        return "Game over"
    if outcome.is_draw:
        return "Draw"
    won = [names[s] for s in outcome.winners if s < len(names)]
    if not won:
        return "Game over"
    return join_names(won) + (" wins!" if won != ["You"] and len(won) == 1 else " win!")


def rematch_note(game: Any, session: Any, outcome: Any, number: int = 1) -> str:
    """What a rematch keeps and changes, in the same words in every game: the same
    players, a new game, and who plays first in it — the rematch's first player, else
    its own first state's (`rematch_config`, `rematch_seed` for the `number`-th): a
    game whose rematch names no first player says it too (Sorry, King!'s White starts;
    it said only 'a new game' where the others said who plays first)."""
    names = session.names()
    try:
        config = game.rematch_config(session.config, outcome)
        first = config.option("first_player")
        if not isinstance(first, int):  # the game's own first player
            first = game.new_state(config, game.rematch_seed(session.seed, number))
            first = first.current_player()
    except Exception:  # noqa: BLE001 - only a caption
        first = None
    note = "Rematch: the same players, a new game"
    if isinstance(first, int) and 0 <= first < len(names):
        who = names[first]
        return f"{note}, and {'you play' if who == 'You' else who + ' plays'} first."
    return note + "."


def read_story(session: Any) -> Story | None:
    """The game's story from its record; None (and the screen as before) when the
    record cannot be told (never a crash on Results)."""
    try:
        return story_of(session.game, session.record(), session.names())
    except Exception:  # noqa: BLE001 - the results show without the story
        log.exception("the story of the game could not be read")
        return None


def story_fits(scene: Any) -> int | None:
    """None where Results' story stands whole above the band at the window's foot (or
    is not drawn); else the room it gets there: its chart and a few moments pressed
    above the band, or 0, left out (Sorry, King!'s story stood cut by the band at 200 %
    text and at 800x600)."""
    if not scene.story_shown or not scene.foot_h:
        return None
    top = scene.window[1] - scene.foot_h - scene.px(0.02)
    if scene.story_rect.bottom <= top:
        return None
    room = top - scene.story_rect.y
    return room if scene.stacked and scene.story_room is None and room >= scene.px(0.32) else 0


class ResultsScene(ShellScene):
    #: laid out compact: one line a seat under a smaller headline (`layout`)
    compact = False
    #: the buttons are pinned in a band at the window's foot (large text): Rematch's
    #: note is not said (`draw_note`)
    note_pinned = False
    #: where the compact rows' progress words stand over their column, as last drawn
    #: (None: the rows say them)
    column_label: pygame.Rect | None = None
    # laid out by `results_page.lay_out`: the page's top, the places' frame and rows,
    # the frame with the story beside it, the story's box and the note's
    top: int
    panel: pygame.Rect
    row_rects: list[pygame.Rect]
    wide: pygame.Rect
    story_rect: pygame.Rect
    note_rect: pygame.Rect

    def __init__(self, app, session: Any, count: bool = True) -> None:
        self.game_session = session
        #: count the game in the statistics and keep it in the history (not for a
        #: picture of the screen)
        self.count = count
        super().__init__(app)

    def create(self) -> None:
        self.rematch_button = self.form.add(
            Button("Rematch", self.rematch, style="primary", name="rematch")
        )
        # Review the game: computed in the background from the start (a real game)
        self.review = ReviewStrip(self, self.form, self.game_session, self.count)
        self.replay_button = self.form.add(Button("Watch replay", self.watch, name="replay"))
        self.menu_button = self.form.add(Button("Menu", self.menu, name="menu"))
        self.primary = self.rematch_button
        session = self.game_session
        state = session.state
        self.record = session.record()
        self.game = session.game
        self.outcome = state.outcome()
        try:
            self.view = state.view(None)
        except Exception:  # noqa: BLE001 - results still show without the view
            self.view = None
        if self.outcome is None and self.view is not None:
            self.outcome = self.view.outcome
        names = session.names()
        self.title = headline(self.outcome, names)
        self.reason = self.outcome.reason if self.outcome is not None else ""
        try:
            ranking = list(state.ranking())
        except Exception:  # noqa: BLE001
            ranking = []
        self.rows = places(self.outcome, ranking, len(session.seats))
        said = {seat: self.progress_text(seat) for _place, seat in self.rows}
        tie_break = getattr(state, "tie_break", None)
        ties = {s: tie_break(s) for s in said} if callable(tie_break) else {}
        #: the tie-break words a row adds where its progress is another's (issue 39)
        self.ties: dict[int, str] = {}
        self.rows, self.ties = break_ties(self.rows, said, ties)
        self.winners = list(self.outcome.winners) if self.outcome is not None else []
        number = int(getattr(self.app, "rematches", 0) or 0) + 1  # the one Rematch starts
        self.note = rematch_note(self.game, session, self.outcome, number)
        self.story_panel: StoryPanel | None = None
        story = read_story(session)
        if story is not None:
            self.story_panel = StoryPanel(self.app, story)
            self.story_panel.order = [seat for _place, seat in self.rows]
            self.story_panel.names = names
            self.story_panel.solid = self.review.seat  # the reviewed seat's line solid
        if self.count:  # kept and counted once, however often the results are shown
            self.file_game()

    def update(self, dt: float) -> None:
        if self.review.update():
            self.layout()

    def leave(self) -> None:
        release(self)  # Rematch, Menu, the window closed: the review stops

    def file_game(self) -> None:
        """Keep the game in the history and count it in the statistics, once (Results
        shown again never counts it twice); a broken statistics file is explained."""
        problem = file_finished(self.game_session)
        if problem is not None:
            self.app.notify(problem[0], problem[1], "error")

    def seat_key(self, seat: int) -> str | None:
        """The theme key of a seat's colour (its pawn's colour-blind mark)."""
        colours = self.view.colours if self.view is not None else ()
        index = colours[seat] if seat < len(colours) else self.game_session.seats[seat].colour
        game_colours = self.game.colours
        known = isinstance(index, int) and 0 <= index < len(game_colours)
        return game_colours[index].key if known else None

    def seat_colour(self, seat: int) -> tuple[int, int, int]:
        """The theme colour of a seat's colour (by the game's colour key)."""
        key = self.seat_key(seat)
        return self.app.theme.player_colour(key) if key else self.app.theme.colour("muted_text")

    def progress_text(self, seat: int) -> str:
        """'2/4 pawns HOME' (seat's progress, game's goal, label); none if all are 0 ('0/4 tours')."""
        if self.view is None or seat >= len(self.view.seats):
            return ""
        progress = self.view.seats[seat].progress
        if not any(s.progress for s in self.view.seats):
            return ""
        label = getattr(self.game, "progress_label", "")
        goal = getattr(self.game, "progress_goal", 0)
        amount = f"{progress}/{goal}" if goal else f"{progress}"
        tie = getattr(self, "ties", {}).get(seat, "")
        return f"{amount} {label}".strip() + (f" · {tie}" if tie else "")

    def rematch(self) -> None:
        self.app.rematches += 1
        number = self.app.rematches
        session = rematch_session(self.game_session, number, save_path=autosave_path())
        self.app.go("title", how="reset")
        self.app.rematches = number
        self.app.open_table(session)

    def watch(self) -> None:
        """The replay viewer on this game; Back returns here."""
        try:
            self.app.go("replay", self.record)
        except SaveError as exc:  # the game just played always replays; kept as a guard
            self.app.notify("The replay could not be opened", [str(exc)], "error")

    def menu(self) -> None:
        self.app.go("title", how="reset")

    back = menu

    def row_words(self, seat_index: int) -> tuple[str, str, str]:
        """(name, who — human or computer, level, the game's note —, progress) of a row."""
        seat = self.game_session.seats[seat_index]
        who = "Human" if seat.is_human else f"Computer · {seat.level}"
        who += " (phone)" if getattr(seat, "on_phone", False) else ""
        told = getattr(self.game, "results_notes", True)  # (Sorry, King!'s reserve: not)
        if told and self.view is not None and seat_index < len(self.view.seats):
            note = self.view.seats[seat_index].note
            who += f" · {note}" if note else ""
        return seat.name, who, self.progress_text(seat_index)

    def every_words(self) -> list[tuple[str, str, str]]:
        """Every row's words, in place order."""
        return [self.row_words(s) for _place, s in self.rows]

    def standings(self) -> Standings:
        """The headline and the compact rows, at this layout's sizes."""
        return Standings(self.app.fonts, self.app.theme, self.px, self.font_px, self.compact)

    def row_text(self, seat_index: int, width: int, where: str = "") -> tuple[list[str], str]:
        """A row's lines under its name at `width` and where its progress stands:
        "centre" (at the right, beside both lines), "name" (at the right of the name,
        who under both), "below" (a line of its own); `where` asks for one, else the
        first that fits. Who wraps rather than shrink."""
        body, detail = self.standings().row_fonts()
        name, who, progress = self.row_words(seat_index)
        room = max(1, width - self.row_lead())
        gap = detail.size(progress)[0] + self.px(0.04) if progress else 0
        fits = {
            "centre": max(body.size(name)[0], detail.size(who)[0]) + gap <= room,
            "name": body.size(name)[0] + gap <= room and detail.size(who)[0] <= room,
        }
        if not progress:
            where = "centre"
        elif not where:
            where = next((w for w in ("centre", "name") if fits[w]), "below")
        return fact_lines(detail, who, room), where

    def row_lead(self) -> int:
        """The room the place and the pawn take at the left of a row."""
        body, _detail = self.standings().row_fonts()
        return body.size("10th")[0] + self.px(0.03) + self.px(0.05)

    def progress_place(self, width: int) -> str:
        """Where every row's progress stands at `width` (the rows alike)."""
        places = {self.row_text(seat, width)[1] for _place, seat in self.rows}
        return next((w for w in ("below", "name", "centre") if w in places), "centre")

    def row_lines(self, width: int) -> int:
        """The most lines a row needs at `width`: its name, who (wrapped), and the
        progress when it stands on a line of its own. Two is a row as it always was; one
        when compact."""
        if self.compact:
            return 1
        where = self.progress_place(width)
        most = 2
        for _place, seat in self.rows:
            under, _where = self.row_text(seat, width, where)
            most = max(most, 1 + len(under) + (1 if where == "below" else 0))
        return most

    def words_height(self, lines: int) -> int:
        """The height a row's words take: its name and `lines` - 1 lines under it."""
        body, detail = self.standings().row_fonts()
        return line_h(body) + (lines - 1) * line_h(detail)

    def row_height(self, lines: int) -> int:
        if self.compact:
            return self.words_height(1) + self.px(0.01)
        return max(self.px(0.085), self.words_height(lines) + self.px(0.025))

    def panel_pad(self) -> int:
        """The places panel's margin: the window's, not the text's (at 200 % a margin
        twice as deep left an empty band above the first row)."""
        return self.px(0.04 / max(1.0, self.zoom))

    def layout(self) -> None:
        """Laid out as always; where the page scrolls and a place would stand under the
        band at the window's foot (200 % text), again compact: a smaller headline and one
        line per seat, every place in sight above the band, the story below them (whole
        above the band, or left out: `story_fits`)."""
        self.story_room: int | None = None
        while True:
            self.compact = False
            self.lay_out()
            under = self.foot_h and self.row_rects[-1].bottom > self.window[1] - self.foot_h
            if under:
                self.compact = True
                self.lay_out()
            if (room := story_fits(self)) is None:
                return
            self.story_room = room

    @property
    def story_shown(self) -> bool:  # (left out where it would stand cut)
        return self.story_panel is not None and self.story_room != 0

    def lay_out(self) -> None:
        lay_out(self)

    def hug_band(self, bottom: int, top: int) -> int:
        return hug_band(self, bottom, top)

    def head(self) -> Headline:
        """Who won, why, and how long: the turns and moves (`standings.length_words`)."""
        colour = self.seat_colour(self.winners[0]) if self.winners else None  # a draw: none
        turns = self.view.turns if self.view is not None else None
        return Headline(self.title, self.reason, turns, colour, len(self.record.actions))

    def draw_content(self, surface: pygame.Surface) -> None:
        title = self.standings().draw_title(surface, self.head(), self.top, self.wide.w)
        self.draw_note(surface)
        draw_panel(surface, self.app, self.panel)
        for (place, seat), rect in zip(self.rows, self.row_rects, strict=True):
            self.draw_row(surface, place, seat, rect)
        self.column_label = None
        if self.compact and self.row_rects:
            rect = self.row_rects[0]
            edge = pygame.Rect(rect.x, self.panel.y, rect.w, 0)
            self.column_label = self.standings().draw_column_label(
                surface, self.every_words(), edge, self.row_lead(), title
            )
        if self.story_panel is not None and self.story_shown:
            colours = [self.seat_colour(s) for s in range(len(self.game_session.seats))]
            sizes = (self.font_px("small"), self.font_px("tiny"))
            self.story_panel.draw(surface, self.story_rect, colours, sizes, self.px(0.025))

    def draw_note(self, surface: pygame.Surface) -> None:
        """Under the buttons: the review's progress, else Rematch's note (none where the
        buttons stand in a band at the foot)."""
        tiny = self.app.fonts.get(self.font_px("tiny"))
        if self.review.draw(surface, self.app, tiny) or self.note_pinned:
            return
        w = self.size[0]
        tiny = self.app.fonts.fit(self.note, w - 2 * self.px(0.04), self.font_px("tiny"))
        at = (w // 2, self.note_rect.y + self.px(0.025))
        draw_text(surface, self.note, tiny, self.app.theme.colour("muted_text"), at, "center")

    def draw_row(
        self, surface: pygame.Surface, place: int, seat_index: int, row: pygame.Rect
    ) -> None:
        """One seat's place, pawn, name and what it was (its words at their size: the
        layout gave the row the lines they need)."""
        theme = self.app.theme
        pad = self.panel_pad()
        if seat_index in self.winners:
            pygame.draw.rect(
                surface,
                mix(theme.colour("panel"), theme.colour("highlight"), 0.16),
                row.inflate(pad, -self.px(0.01)),
                border_radius=self.px(0.02),
            )
        body, detail = self.standings().row_fonts()
        draw_text(
            surface,
            ordinal(place),
            body,
            theme.colour("highlight") if place == 1 else theme.colour("muted_text"),
            (row.x, row.centery),
        )
        px = row.x + body.size("10th")[0] + self.px(0.03)
        pawn_h = min(row.h * 0.7, body.get_height() * 1.6)
        draw_pawn(
            surface,
            self.seat_colour(seat_index),
            (px, row.centery),
            pawn_h,
            self.seat_key(seat_index),
        )
        nx = row.x + self.row_lead()
        if self.compact:
            every = self.every_words()
            return self.standings().compact_row(surface, self.row_words(seat_index), every, row, nx)
        name, _who, progress = self.row_words(seat_index)
        under, where = self.row_text(seat_index, row.w, self.progress_place(row.w))
        lines = under + ([progress] if where == "below" else [])
        right = detail.size(progress)[0] + self.px(0.04) if where in ("centre", "name") else 0
        name_font = self.app.fonts.fit(name, row.right - nx - right, self.font_px("heading"), True)
        stack = line_h(name_font) + line_h(detail) * len(lines)
        y = row.centery - stack // 2
        draw_text(surface, name, name_font, theme.colour("text"), (nx, y), "left", "top")
        if where == "name":
            at = (row.right, y + line_h(name_font) // 2)
            draw_text(surface, progress, detail, theme.colour("text"), at, "right")
        elif where == "centre" and progress:
            at = (row.right, row.centery)
            draw_text(surface, progress, detail, theme.colour("text"), at, "right")
        y += line_h(name_font)
        for i, line in enumerate(lines):
            below = where == "below" and i == len(lines) - 1
            ink = theme.colour("text") if below else theme.colour("muted_text")
            draw_text(surface, line, detail, ink, (nx, y), "left", "top")
            y += line_h(detail)


def screenshot_scene(app: Any, game_id: str, seed: int = 7) -> ResultsScene:
    """Results of a seeded computers' game (`--screenshot --scene results`), neither
    counted in the statistics nor kept in the history."""
    return ResultsScene(app, sample_session(game_id, seed), count=False)
