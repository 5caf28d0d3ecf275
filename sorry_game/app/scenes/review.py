"""The game review (issue 42): for the player chosen at the top, the chance to win of
every player over the game with the big moments marked, how the result came about
(accuracy, marks, and the start, decisions, luck and others' decisions that add up to
it) and the list of the player's decisions; choosing one opens the replay at that
moment with the better choice drawn beside the one played.

    ReviewScene(app, record, seat=None, keep=True)       route "review"

While the review is computed (`app/review/job.py`: in worker processes; the same job
Results started, when it did) the page shows its progress with the time left and a
Cancel button; a review kept with the game's record shows at once.
"""

from __future__ import annotations

import re
from typing import Any

import pygame

from sorry_game.app.draw import PlacedLines, draw_panel, wrap
from sorry_game.app.draw.charts import draw_bar
from sorry_game.app.review import job as jobs
from sorry_game.app.review.chart import RING, draw_chance_chart, draw_small_badge, moments
from sorry_game.app.review.decisions import DecisionList
from sorry_game.app.review.parts import draw_parts, parts_height
from sorry_game.app.scenes import ShellScene, draw_heading
from sorry_game.app.widgets import Button, Cycler, darken
from sorry_game.engine.savefile import SaveRecord
from sorry_game.games.catalogue import get_game
from sorry_game.review import DecisionReview, GameReview
from sorry_game.review.model import SURE_PART
from sorry_game.review.swings import MIN_SWING
from sorry_game.store.records import seats_or_default

TITLE = "Game review"
#: the one-column page's two tabs, and the tab button's words: where it leads
CHART, DECISIONS = "chart", "decisions"
TABS = {CHART: "Decisions", DECISIONS: "Chart"}
#: the most big moments listed under the chart
MAX_MOMENTS = 6


class ReviewScene(ShellScene):
    def __init__(
        self,
        app: Any,
        record: SaveRecord,
        seat: int | None = None,
        keep: bool = True,
        job: jobs.ReviewJob | None = None,
    ) -> None:
        self.record = record
        self.given = job
        self.keep = keep
        self.game = get_game(record.game_id)
        self.seats = seats_or_default(record)
        self.seat = jobs.reviewed_seat(self.seats) if seat is None else seat
        self.lines = PlacedLines(valign="top")
        #: one column: the chart's page or the decisions', by the band's tab
        self.tab = CHART
        super().__init__(app)

    # --- building -------------------------------------------------------------------------
    def create(self) -> None:
        self.job = self.given or jobs.job_for(self.record, owner=self, keep=self.keep)
        names = [s.name for s in self.seats]
        self.player = self.form.add(
            Cycler(names, self.seat, self.choose_seat, swatches=self.colours(), name="player")
        )
        self.decisions = self.form.add(DecisionList(self.open_decision))
        self.action_button = self.form.add(Button("Cancel", self.act, name="action"))
        self.tab_button = self.form.add(Button(TABS[CHART], self.switch_tab, name="tab"))
        self.back_button = self.form.add(Button("Back", self.back, style="primary", name="back"))
        self.primary = self.back_button
        self.shown_state = ""
        self.refresh()

    def colours(self) -> list[tuple[int, int, int]]:
        out = []
        for s in self.seats:
            index = s.colour if 0 <= s.colour < len(self.game.colours) else 0
            out.append(self.app.theme.player_colour(self.game.colours[index].key))
        return out

    def shapes(self) -> list[str]:
        """Each seat's shape: its colour's key (the table's marks)."""
        keys = [c.key for c in self.game.colours]
        return [keys[s.colour] if 0 <= s.colour < len(keys) else keys[0] for s in self.seats]

    @property
    def review(self) -> GameReview | None:
        return self.job.review

    def refresh(self) -> None:
        """Show what the job has now (the controls follow its state)."""
        state = self.job.state
        self.shown_state = state
        ready = self.review is not None
        self.player.visible = ready and len(self.seats) > 1
        self.decisions.visible = ready
        if ready:
            assert self.review is not None
            self.seat = max(0, min(self.seat, len(self.review.seats) - 1))
            items = self.review.of_seat(self.seat)
            self.decisions.set_items(items)
            if items and self.decisions.fresh:  # the list opens at the costliest choice
                self.decisions.selected = max(range(len(items)), key=lambda i: items[i].cost)
                self.decisions.fresh = False
            self.decisions.heading = f"{self.possessive()} decisions"
        words = {
            jobs.COMPUTING: "Cancel",
            jobs.STOPPED: "Review the game",
            jobs.FAILED: "Try again",
        }
        self.action_button.visible = state in words
        self.tab_button.visible = False  # (the layout shows it in one column)
        self.action_button.text = words.get(state, "")
        if self.form.focus is not None and not self.form.focus.interactive:
            self.form.set_focus(self.first_focus())
        self.layout()

    def possessive(self) -> str:
        name = self.seats[self.seat].name if self.seat < len(self.seats) else "Player"
        return "Your" if name == "You" else f"{name}'s"

    # --- verbs ----------------------------------------------------------------------------
    def choose_seat(self, index: int) -> None:
        self.seat = index
        self.decisions.fresh = True
        self.refresh()

    def switch_tab(self) -> None:
        """One column: the chart and its story, or the reviewed seat's decisions."""
        self.tab = DECISIONS if self.tab == CHART else CHART
        self.tab_button.text = TABS[self.tab]
        self.page_to(0)
        self.layout()

    @property
    def listing(self) -> bool:
        """The page shows the decisions alone (one column, its tab chosen)."""
        return self.tab == DECISIONS and self.tab_button.visible

    def act(self) -> None:
        """Cancel while computing; start again once stopped or failed."""
        if self.job.state == jobs.COMPUTING:
            self.job.cancel()
        else:
            self.job.start()
        self.refresh()

    def open_decision(self, decision: DecisionReview) -> None:
        """The replay at the moment the decision was made, its better choice beside."""
        self.app.go("replay", self.record, moment=decision)

    def back(self) -> None:
        if len(self.app.scenes) > 1:
            self.app.pop()
        else:
            self.app.go("title", how="reset")

    def leave(self) -> None:
        jobs.release(self)

    def update(self, dt: float) -> None:
        self.job.poll()
        if self.job.state != self.shown_state:
            self.refresh()

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL and self.decisions.visible:
            pos = pygame.mouse.get_pos()
            if self.decisions.rect.collidepoint((pos[0], pos[1] + self.page_y)):
                self.decisions.scroll(-int(event.y) * 2)
                return True
        return super().handle(event)

    # --- layout ---------------------------------------------------------------------------
    def fonts3(self) -> tuple[pygame.font.Font, pygame.font.Font, pygame.font.Font]:
        fonts = self.app.fonts
        body = fonts.get(self.font_px("small"))
        return (
            body,
            fonts.get(self.font_px("small"), True),
            fonts.get(self.font_px("heading"), True),
        )

    def layout(self) -> None:
        if not hasattr(self, "decisions"):
            return
        w, h = self.size
        m = self.px(0.04)
        gap = self.px(0.03)
        full = w - 2 * m
        body, _bold, head = self.fonts3()
        line = body.get_linesize()
        self.title_y = m
        y = m + int(self.font_px("title") * 1.3) + line
        self.player.rect = pygame.Rect(0, 0, min(full, self.px(0.75)), self.px(0.075))
        self.player.rect.midtop = (w // 2, y)
        if self.player.visible:
            y = self.player.rect.bottom + gap
        bh = self.px(0.075)
        bw = min(self.px(0.32), (full - gap) // 2)
        self.body = pygame.Rect(m, y, full, max(self.px(0.3), h - y - bh - 2 * m))
        self.columns = full >= self.s * 1.15
        self.tab_button.visible = review_ready = self.review is not None and not self.columns
        if review_ready and self.listing:
            layout_listing(self, y, m, full, bh, gap)
            return
        buttons_in_left = False
        review = self.review
        if review is None:
            self.body.h = self.px(0.3)
            bottom = self.body.bottom
        elif self.columns:
            # the buttons under the left column, the right one to the window's foot: the
            # list of decisions has the room of the buttons' row
            buttons_in_left = True
            left_w = full // 2
            self.body.h = max(self.px(0.3), h - y - m)
            self.left = pygame.Rect(m, y, left_w, self.body.h - bh - gap)
            self.right = pygame.Rect(m + left_w + gap, y, full - left_w - gap, self.body.h)
            ph = parts_height(review, self.seat, body, self.right.w - 2 * gap, _bold)
            self.parts_rect = pygame.Rect(self.right.x, y, self.right.w, ph + 2 * gap)
            room = max(6 * line, self.right.bottom - self.parts_rect.bottom - gap)
            wanted = max(6 * line, self.decisions.content_height((body, _bold), self.right.w))
            top = self.parts_rect.bottom + gap  # (a short list's box ends under its words)
            self.decisions.rect = pygame.Rect(self.right.x, top, self.right.w, min(room, wanted))
            told = self.moment_lines(body, left_w - 2 * gap)
            chart_h = max(
                self.px(0.25), self.left.h - len(told) * line - head.get_linesize() - 3 * gap
            )
            self.chart_rect = pygame.Rect(self.left.x, y, left_w, chart_h)
            self.moments_rect = pygame.Rect(
                self.left.x,
                self.chart_rect.bottom + gap,
                left_w,
                self.left.bottom - self.chart_rect.bottom - gap,
            )
            bottom = max(self.decisions.rect.bottom, self.moments_rect.bottom)
        else:  # one column: the player, the parts, the chart, the moments, the decisions
            # (the page scrolls). The player and the sum of the game first: at 200 % text
            # a chart first filled the window, and the words that say who is reviewed and
            # what decided the result were below the fold (fresh eyes, 2026-11-30)
            under = self.player.rect.bottom + gap if self.player.visible else self.player.rect.y
            ph = parts_height(review, self.seat, body, full - 2 * gap, _bold)
            self.parts_rect = pygame.Rect(m, under, full, ph + 2 * gap)
            tall = max(self.window[1] // 4, min(self.px(0.45), self.window[1] // 2))
            self.chart_rect = pygame.Rect(m, self.parts_rect.bottom + gap, full, tall)
            told = self.moment_lines(body, full - 2 * gap)
            self.moments_rect = pygame.Rect(
                m,
                self.chart_rect.bottom + gap,
                full,
                head.get_linesize() + len(told) * line + gap // 2,
            )
            self.decisions.rect = pygame.Rect(
                m,
                self.moments_rect.bottom + gap,
                full,
                max(12 * line, self.window[1] - 2 * m - bh - gap),
            )
            bottom = self.decisions.rect.bottom
        self.decisions.fonts = (body, self.fonts3()[1])
        by = bottom + gap
        centre = w // 2
        if buttons_in_left:
            by = self.left.bottom + gap
            centre = self.left.centerx
            bw = min(bw, (self.left.w - gap) // 2)
            bottom = max(bottom, by + bh)
        self.place_buttons(centre, by, bw, bh, gap)
        self.pin_foot([], 0)
        if by + bh + m > self.window[1]:  # the page scrolls: Back stays at the window's foot
            pad = self.px(0.02)
            buttons = [self.action_button, self.tab_button, self.back_button]
            for button in buttons:
                button.rect.y = pad
            self.pin_foot(buttons, bh + 2 * pad, bottom + m)
        else:
            self.grow_page(max(by + bh, bottom))

    def place_buttons(self, centre: int, by: int, bw: int, bh: int, gap: int) -> None:
        """Back, and before it Cancel (while computing) or the tab (one column)."""
        other = self.action_button if self.action_button.visible else self.tab_button
        if other.visible:
            other.rect = pygame.Rect(centre - gap // 2 - bw, by, bw, bh)
            self.back_button.rect = pygame.Rect(centre + gap // 2, by, bw, bh)
        else:
            self.back_button.rect = pygame.Rect(centre - bw // 2, by, bw, bh)

    def moment_lines(self, body: pygame.font.Font, width: int) -> list[tuple[int, str]]:
        """The big moments' lines: (badge number or 0 for a line that goes on, words)."""
        review = self.review
        if review is None:
            return []
        names = review.names()
        you = self.seat if names[self.seat] == "You" else None
        out: list[tuple[int, str]] = []
        number_w = number_room(body)
        for i, swing in enumerate(moments(review, self.seat)[:MAX_MOMENTS], start=1):
            said = at_its_clause(body, swing.text(names, you), width - number_w)
            for k, text in enumerate(said):
                out.append((0 if k else i, text))
        if not out:  # (under the heading, as the moments would be: issue 39)
            none = no_moments(review.chance)
            out = [(0, text) for text in wrap(body, none, width - number_w)]
        return out

    # --- drawing --------------------------------------------------------------------------
    def draw_content(self, surface: pygame.Surface) -> None:
        theme = self.app.theme
        w, _h = self.size
        self.lines.start(pygame.Rect(0, 0, *self.size))
        title = self.app.fonts.fit(TITLE, w - 2 * self.px(0.04), self.font_px("title"), True)
        draw_heading(surface, self.app, TITLE, (w // 2, self.title_y), title.get_height(), "center")
        body, bold, head = self.fonts3()
        sub = self.subtitle()
        if sub and not self.listing:
            font_ = self.app.fonts.fit(sub, w - 2 * self.px(0.04), self.font_px("small"))
            at = (w // 2, self.title_y + int(title.get_linesize() * 1.05))
            self.lines.draw(surface, sub, font_, theme.colour("muted_text"), at, w, "center", "top")
        review = self.review
        if review is None:
            self.draw_progress(surface, body)
            return
        if self.listing:
            return
        gap = self.px(0.03)
        colours = self.colours()
        self.lines.start(self.chart_rect)
        draw_chance_chart(
            surface,
            self.chart_rect,
            review,
            self.seat,
            colours,
            theme,
            body,
            self.lines,
            shapes=self.shapes(),
        )
        self.draw_moments(surface, review, body, head, gap)
        draw_panel(surface, self.app, self.parts_rect)
        self.lines.start(self.parts_rect)
        draw_parts(
            surface,
            self.parts_rect.inflate(-2 * gap, -2 * gap),
            review,
            self.seat,
            colours[self.seat],
            theme,
            body,
            bold,
            self.lines,
        )

    def subtitle(self) -> str:
        review = self.review
        if review is None:
            return self.game.title
        # every player's decisions, in a player's words (not "of all players weighed"; "all
        # 126 decisions in this game checked" read as this player's beside "your 38"; "(126)"
        # after the words said no unit)
        seats = len(review.seats)
        whose = "both players" if seats == 2 else f"all {seats} players"
        return f"{self.game.title} · {len(review.decisions)} decisions of {whose} checked"

    def draw_moments(self, surface, review: GameReview, body, head, gap: int) -> None:
        theme = self.app.theme
        rect = self.moments_rect
        self.lines.start(rect)
        inner = rect.inflate(-2 * gap, 0)
        told = self.moment_lines(body, inner.w)
        # the heading always, one line; the words under it (a review found "No big
        # moments: …" wrapped in two lines drawn at one height, over each other)
        self.lines.draw(
            surface,
            "Big moments",
            head,
            theme.colour("text"),
            (inner.x, rect.y),
            inner.w,
            "left",
            "top",
        )
        y = rect.y + head.get_linesize()
        number_w = number_room(body)
        line = body.get_linesize()
        fill = darken(self.colours()[self.seat], 0.35)
        for number, text in told:
            if y + line > rect.bottom + 1:
                break
            if number:  # the chart's badge, small
                r = max(4.0, line / 2 - RING)
                at = (inner.x + r + RING, y + line / 2)
                draw_small_badge(surface, at, r, fill, str(number), body, theme.colour("text"))
            self.lines.draw(
                surface,
                text,
                body,
                theme.colour("text"),
                (inner.x + number_w, y),
                inner.w - number_w,
                "left",
                "top",
            )
            y += line

    def draw_progress(self, surface: pygame.Surface, body: pygame.font.Font) -> None:
        """The review being computed: its words and a bar (or why it stopped)."""
        theme = self.app.theme
        rect = self.body
        draw_panel(surface, self.app, rect)
        self.lines.start(rect)
        pad = self.px(0.04)
        inner = rect.inflate(-2 * pad, -2 * pad)
        y = inner.y
        for text in wrap(body, self.job.words(), inner.w):
            self.lines.draw(
                surface, text, body, theme.colour("text"), (inner.x, y), inner.w, "left", "top"
            )
            y += body.get_linesize()
        bar = pygame.Rect(inner.x, y + pad // 2, inner.w, max(8, self.px(0.03)))
        draw_bar(
            surface,
            bar,
            self.job.fraction,
            theme.colour("highlight"),
            darken(theme.colour("panel"), 0.3),
        )


def layout_listing(self: ReviewScene, y: int, m: int, full: int, bh: int, gap: int) -> None:
    """One column, the decisions' tab: the player's strip under the title and the
    list down to the band at the window's foot, its first rows in sight at once."""
    w = self.size[0]
    pad = self.px(0.02)
    foot = self.window[1] - bh - 2 * pad
    # the subtitle's line is the player's strip's (the list's heading names the seat)
    line = self.fonts3()[0].get_linesize()
    self.player.rect.h = min(self.player.rect.h, 2 * line)
    self.player.rect.top = self.title_y + int(self.font_px("title") * 0.9)
    top = self.player.rect.bottom + gap // 2 if self.player.visible else y
    self.decisions.rect = pygame.Rect(m, top, full, max(4 * gap, foot - gap // 2 - top))
    self.decisions.fonts = (self.fonts3()[0], self.fonts3()[1])
    nothing = pygame.Rect(m, top, 0, 0)
    self.chart_rect = self.moments_rect = self.parts_rect = nothing
    bw = min(self.px(0.32), (full - gap) // 2)
    self.place_buttons(w // 2, pad, bw, bh, gap)
    self.pin_foot([self.action_button, self.tab_button, self.back_button], bh + 2 * pad)


#: a line that is a figure alone ("−11 %", "+13 %,")
_LONE = re.compile(r"^[−+-]?\d+(?:\.\d+)? ?%[,.;:]?$")


def number_room(body: pygame.font.Font) -> int:
    """The room of a big moment's badge before its words (the chart's badge, small)."""
    return int(body.get_linesize() * 1.4)


def at_its_clause(font_: pygame.font.Font, text: str, width: int) -> list[str]:
    """A big moment wrapped where a reader would break it: what happened, then how the
    chance moved ("your chance to win +11 %") on a line of its own or after the event's
    last words, never cut ("your chance to / win +11 %" read badly: fresh eyes); where
    even that clause is wider than a line, `with_its_words`."""
    lines = wrap(font_, text, width)
    head, colon, tail = text.rpartition(": ")
    if len(lines) < 2 or not colon or font_.size(tail)[0] > width:
        return with_its_words(lines)
    first = wrap(font_, head + ":", width)
    joined = f"{first[-1]} {tail}"
    if font_.size(joined)[0] <= width:
        return [*first[:-1], joined]
    return [*first, tail]


def with_its_words(lines: list[str]) -> list[str]:
    """Wrapped lines where a figure alone on a line takes the word before it along
    (a big moment left "−11 %" alone: the figure goes with its words).

    >>> with_its_words(["Bo draws a 1: your chance to win", "−11 %"])
    ['Bo draws a 1: your chance to', 'win −11 %']

    A decision's "(at least)" alone takes its figure along:

    >>> with_its_words(["Your choice: pawn g4 on move 5: your chance to win −6 %", "(at least)"])
    ['Your choice: pawn g4 on move 5: your chance to win', '−6 % (at least)']
    """
    out = list(lines)
    for k in range(1, len(out)):
        words = out[k - 1].split(" ")
        alone = out[k].strip()
        take = 1 if _LONE.match(alone) else 0
        if alone == SURE_PART:  # the figure it qualifies goes with it, with its unit
            take = 2 if words[-1] == "%" else 1
        if take and len(words) > take:
            out[k - 1], out[k] = " ".join(words[:-take]), f"{' '.join(words[-take:])} {out[k]}"
    return out


#: what the moments' place says when the chances never swung far
def no_moments(chance: bool) -> str:
    """What the big moments say when none is big enough (`MIN_SWING`): no single draw or
    decision moved the chances that far. Without chance a jump in the line is no moment:
    it is what the search saw only later (`review/swings.py`), and it is said so rather
    than "the chances moved little", which a chart with a jump belies.

    >>> no_moments(True)
    'No big moments: no single draw or decision moved the chances 5 points or more.'
    >>> no_moments(False).split(";")[1]
    ' a jump in the line is what a longer look saw only later.'
    """
    if chance:
        return f"No big moments: no single draw or decision moved the chances {MIN_SWING:.0f} points or more."
    return (
        f"No big moments: no single decision moved the chances {MIN_SWING:.0f} points or more;"
        " a jump in the line is what a longer look saw only later."
    )


def screenshot_scene(app: Any, game_id: str, seed: int = 3) -> ReviewScene:
    """The review of a seeded game between computers (you at the easy level), computed
    here with a small effort, for `--screenshot --scene review` and the benches; kept
    nowhere. The moment's picture is of the same game (`samples.pictured_review`)."""
    from sorry_game.app.review.samples import pictured_review

    return reviewed_scene(app, *pictured_review(game_id, seed))


def reviewed_scene(app: Any, record: SaveRecord, review: Any) -> ReviewScene:
    """The review screen of `record` with its `review` already computed, kept nowhere
    (`bench/shots.py`: the table's own game)."""
    job = jobs.ReviewJob(record, keep=False)
    job.review = review
    return ReviewScene(app, record, keep=False, job=job)


__all__ = ["ReviewScene", "no_moments", "with_its_words", "reviewed_scene", "screenshot_scene"]
