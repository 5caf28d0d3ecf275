"""Does the table read at a glance? Every registered game's table, played through a
seeded game (you against normal computers, clicking through the real table), drawn
at its moments — the start, mid-game decisions, a forced step, the news of a move, a
tip (F1), the end — and its other screens (the guided game at each of its steps, the
rules, the pause menu, the replay, the results, the game review and a reviewed decision, the title
with the game to continue), at 800x600, 1280x800 and 1920x1080, text size
100 %, 150 % and 200 %. One line per game and size:

    GAME WxH: frames F, covered C, cut T, log lines L, idle panel I %, said twice D, stale S, bad breaks B, entry lines E

C counts frames in which a message on the table (the news, a tip) touches a piece, a
card, a pile, a badge, a label (the plugin's `regions`) or an option to click; T the
texts drawn shorter than their words ("…"); L is the median number of moves the log
shows at text size 100 % (larger text shows fewer, as it should); I the largest share of
the panel's height that holds nothing (between and around its parts, the usual padding
aside). What the frames say (issue 39; `sorry_game/app/draw/record.py` records every
line drawn with the part that drew it, every wrap and the move log's entries, and
`bench/reading.py` judges them):

- D counts, per frame, the phrases of three words or more (case and punctuation aside)
  visible in two parts at once: the header, the prompt, the game's panel lines (its
  part of the side panel and its status line), a message (the news, a tip, the end),
  the board's words (what the game draws on the play area), the log (one part: a phrase
  its own entries repeat does not count). Adjoining shared words are one phrase.
  Two facts too short for that count as well: a number said with its word in two of
  the header, the panel and the prompt ("move 1": King's panel "Checker move: 1" beside the prompt's
  "Choose a checker to move 1 square."), and the news said again by the log's newest
  entry (two fact words in common, plurals and "-ed" aside: "Your rook turns black!"
  over "You turn ♜ h1 black"; `reading.numbers_said_twice`, `reading.news_in_log`).
- S counts frames that draw a message about a turn (the news of a move) after a later
  decision started: the message belongs to the actions played when it first came up
  (N), and the table has since set up a seat's decision after N actions or more (the
  bench wraps the table's `_start_turn`, where it sets up whoever decides, and keeps
  the actions played then: `watch_decisions`; `reading.Births`). The end of the game
  starts no decision.
  Every frame the game draws is checked, and a message still drawn after a later move
  was played is drawn once more as a frame of its own ("stale"), so S counts it.
  S counts too the frames drawn while a move lands that tell the next turn early: as
  each move begins to land a frame is drawn (`watch_moves`: the table's `apply`
  wrapped; it is what a player sees while the pieces move, at every speed). It tells
  the move's moment, the position before the action (`TableScene.moment`), and is
  judged against that moment's own decision: a phrase of its header, panel or prompt
  (a wrapped text whole, a header's line by its " · " phrases) that the next
  decision's first frame tells and that no frame of the decision before the move told
  (its header in every form: the short form leaves the colour to the token) — the
  next seat's name, card or question — makes it stale (`reading.Early`).
- B counts, per frame, the line breaks of the texts drawn that a typesetter would not
  make: inside a parenthesis or a quotation, before a separator (· – — / | :) or
  punctuation (, . ; : ! ? ) …), inside a word, a one-word last line the line above
  had room for (the room the text was given) — and a button's label on two lines in a
  row where another button's label takes one; and in the move log's rows (every log
  drawn: the table's, its end's, the replay's and the review moment's narrow column),
  set by `logrows` rather than wrapped, what `logrows.faults` finds: a verb missing
  ("You [12] / ⬤3 moves 12"), a word alone amid its fact ("play / goes /
  counter-clockwise"), a number left out ("[5] ⬤1 moves").
- E is the mean number of lines a move-log entry takes where it is drawn (the table's
  log and the replay's; where the table's log is the drawer's, 200 % at 800x600, a
  decision's frame is drawn again with the drawer open).
- `guided tip over the board M %`: the largest share of the play area (the board with
  its hand or strips, Revenge's tableau) that the guided game's tip covers at any of
  its steps (0 where every tip is in the panel); the player must see the position the
  tip describes (target M <= 10).

With text size 200 % the line goes on: `text scale X x, smallest board text Y px (at
100 %: Z px), not grown G`: X the median over the table's frames of how much larger the body text
is drawn than in the same frame at 100 % (`draw.text_size_ratio`, as `bench/access.py`
measures S), Y the smallest pixel size of the board's words (pawn numbers, START/HOME,
card keys and card words, coordinates) and the tip's bubble (the F1 tips, the guided
game's) at 200 % on the table and the guided game, Z the same at 100 %; G the lines of
those parts and the table's buttons with a word drawn no larger at 200 % than in the
same frame at 100 % (a label of a fixed size: Y misses it while smaller words grow).

Targets: C = 0, T = 0, D = 0, S = 0, B = 0, M <= 10 everywhere, L >= 4 at 1280x800 and >= 8 at
1920x1080, I <= 15 %, E <= 1.3 at 1280x800 and larger; at 200 %: X >= 1.8 at 1280x800
and >= 1.6 at 800x600, Y >= Z. Then one line per game for its phone page:
`phone GAME: pages P, said twice D` (a seeded game's `state` messages, every seat's, each
page's band, public line, prompt, box and log; target D = 0).

    python bench/layout.py                       # every game, every size and text size
    python bench/layout.py --game king --size 800x600 --scale 150
    python bench/layout.py --scale 200 --details # and each instance, most frequent first
    python bench/layout.py --phones --details    # only the phone pages
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SORRY_GAME_INLINE_AI", "1")
os.environ.setdefault("SORRY_GAME_HOME", tempfile.mkdtemp(prefix="sorry-layout-"))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import pygame  # noqa: E402
from flow import click, options_offered, you_against_computers  # noqa: E402  (bench/flow.py: the same clicks)
from reading import (  # noqa: E402
    BOARD_WORDS,
    NEWS_PARTS,
    Births,
    Early,
    Reading,
    phone_said_twice,
    phrases,
    read_frame,
    told_phrases,
)
from reading import words as words_of  # noqa: E402

from sorry_game.app import draw  # noqa: E402
from sorry_game.app.draw import record  # noqa: E402
from sorry_game.app.table.overlays import covered_share  # noqa: E402
from sorry_game.engine.interface import GameConfig  # noqa: E402
from sorry_game.games.catalogue import all_games, get_game  # noqa: E402
from sorry_game.session import Seat, Session  # noqa: E402

SIZES = ((800, 600), (1280, 800), (1920, 1080))
SCALES = (100, 150, 200)
#: the text size whose frames are compared with the same frames at 100 %
LARGE = 200
#: table frames drawn per game and size (besides the start, the end and the screens)
MID_FRAMES = 6
#: at most this many app steps per game (a game that never ends is a failure)
MAX_STEPS = 60_000
#: the other screens of a game drawn for their words (and the pause menu over its table,
#: the title with the game to continue)
SCREENS = ("tutorial", "rules", "replay", "results", "review", "moment")
#: the other screens that are a table (the guided game): their board's words and tip
#: count in the smallest board text (the replay's and the moment's boards do not)
TABLES = ("tutorial",)
#: a log entry on more lines than this is listed by --details
LONG_ENTRY = 1
#: the moments of the other screens begin with this (they are not the table's frames)
SCREEN = "screen "
#: the parts whose every word must be drawn larger at 200 % than in the same frame at
#: 100 % (G): the board's words, the cards' and the tip's (`reading.BOARD_WORDS`: the
#: number keys, badges, piles' counts, strips' captions and seat tags are drawn there)
#: and the table's buttons (their key hints: "(H)")
GROWING = (*BOARD_WORDS, "options")


@dataclass
class Seen:
    """A frame drawn (the table's, or another screen's: `SCREEN` + its name), for
    comparing the same frame at two text sizes."""

    moment: str
    board_px: int
    sizes: list[tuple[int, str]]
    #: the lines of the `GROWING` parts: (pixel size, words)
    growing: list[tuple[int, str]] = field(default_factory=list)


@dataclass
class Figures:
    game_id: str
    size: tuple[int, int]
    frames: int = 0
    covered: int = 0
    cut: int = 0
    #: moves the log showed, per frame at text size 100 %
    log: list[int] = field(default_factory=list)
    idle: list[float] = field(default_factory=list)
    said: int = 0
    stale: int = 0
    breaks: int = 0
    #: the lines of each log entry drawn, every frame
    entries: list[int] = field(default_factory=list)
    #: what was covered, cut, said twice …: (where, kind, what), for --details
    notes: list[tuple[str, str, str]] = field(default_factory=list)
    #: the table's frames by text size (for the text scale at 200 %)
    seen: dict[int, list[Seen]] = field(default_factory=dict)
    #: the guided game's tip at each step: the share of the play area it covers
    tip_over: list[float] = field(default_factory=list)

    def add(self, other: Figures) -> None:
        self.frames += other.frames
        self.covered += other.covered
        self.cut += other.cut
        self.log += other.log
        self.idle += other.idle
        self.said += other.said
        self.stale += other.stale
        self.breaks += other.breaks
        self.entries += other.entries
        self.notes += other.notes
        self.tip_over += other.tip_over
        for scale, seen in other.seen.items():
            self.seen.setdefault(scale, []).extend(seen)

    def note(self, where: str, kind: str, what: str) -> None:
        self.notes.append((where, kind, what))

    @property
    def log_lines(self) -> float:
        return statistics.median(self.log) if self.log else 0.0

    @property
    def idle_percent(self) -> float:
        return 100 * max(self.idle) if self.idle else 0.0

    @property
    def entry_lines(self) -> float:
        return statistics.fmean(self.entries) if self.entries else 0.0

    def line(self) -> str:
        w, h = self.size
        out = (
            f"{self.game_id} {w}x{h}: frames {self.frames}, covered {self.covered}, "
            f"cut {self.cut}, log lines {self.log_lines:g}, idle panel {self.idle_percent:.0f} %, "
            f"said twice {self.said}, stale {self.stale}, bad breaks {self.breaks}, "
            f"entry lines {self.entry_lines:.2f}"
        )
        if self.tip_over:  # the guided game's steps: the most of the board a tip hides
            out += f", guided tip over the board {100 * max(self.tip_over):.0f} %"
        large = self.large_text()
        if large is not None:
            ratio, small, base = large
            out += (
                f", text scale {ratio:.2f} x, smallest board text {small} px (at 100 %: {base} px)"
                f", not grown G {len(self.not_grown())}"
            )
        return out

    def not_grown(self) -> dict[str, str]:
        """The lines of the board, the cards, the tip and the table's buttons (`GROWING`)
        with a word drawn no larger at 200 % than in the same frame at 100 % — a label
        drawn at a fixed size or the board's scale, blind to the Text size (issue 39
        item 6: the number keys, the "x2" badges, the seat tags' words, "(H)"): line →
        where first seen, its sizes. The smallest board text Y misses them while a
        smaller word grows."""
        large, normal = self.seen.get(LARGE), self.seen.get(100)
        out: dict[str, str] = {}
        for a, b in paired(large or [], normal or []):
            before = word_sizes(b.growing)
            for px, text in a.growing:
                if text in out:
                    continue
                word = next((w for w in words_of(text) if px <= before.get(w, 0)), None)
                if word is not None:
                    at_100 = before[word]
                    out[text] = f"{a.moment}: {px} px at {LARGE} %, '{word}' {at_100} px at 100 %"
        return out

    def large_text(self) -> tuple[float, int, int] | None:
        """(text scale, smallest board text at 200 %, at 100 %) from the same frames at
        both sizes, or None without both."""
        large, normal = self.seen.get(LARGE), self.seen.get(100)
        if not large or not normal:
            return None
        pairs = [(a, b) for a, b in paired(large, normal) if not a.moment.startswith(SCREEN)]
        ratios = [draw.text_size_ratio(a.sizes, b.sizes) for a, b in pairs]
        ratios = [r for r in ratios if r > 0]
        small = min((s.board_px for s in large if s.board_px), default=0)
        base = min((s.board_px for s in normal if s.board_px), default=0)
        return (statistics.median(ratios) if ratios else 0.0), small, base

    def shrunk(self) -> list[str]:
        """The frames whose board words are smaller at 200 % than at 100 %."""
        large, normal = self.seen.get(LARGE), self.seen.get(100)
        if not large or not normal:
            return []
        return [
            f"{a.moment}: {a.board_px} px at {LARGE} %, {b.board_px} px at 100 %"
            for a, b in paired(large, normal)
            if 0 < a.board_px < b.board_px
        ]

    def screen_scales(self) -> list[str]:
        """How much larger each other screen's body text is at 200 % than at 100 %."""
        large, normal = self.seen.get(LARGE), self.seen.get(100)
        if not large or not normal:
            return []
        return [
            f"{a.moment[len(SCREEN) :]} {draw.text_size_ratio(a.sizes, b.sizes):.2f} x"
            for a, b in paired(large, normal)
            if a.moment.startswith(SCREEN)
        ]


def growing_lines(lines: list[tuple[str, int, str]]) -> list[tuple[int, str]]:
    """The recorded lines (part, size, words) of the `GROWING` parts: (size, words)."""
    return [(px, text) for part, px, text in lines if part in GROWING]


def word_sizes(lines: list[tuple[int, str]]) -> dict[str, int]:
    """Each word of `lines` and the smallest pixel size it was drawn at."""
    out: dict[str, int] = {}
    for px, text in lines:
        for word in words_of(text):
            out[word] = min(px, out.get(word, px))
    return out


def paired(large: list[Seen], normal: list[Seen]) -> list[tuple[Seen, Seen]]:
    """The frames of one moment at both text sizes, in the order drawn (a seeded game
    plays the same at every size)."""
    waiting: dict[str, list[Seen]] = {}
    for seen in normal:
        waiting.setdefault(seen.moment, []).append(seen)
    out = []
    for seen in large:
        queue = waiting.get(seen.moment)
        if queue:
            out.append((seen, queue.pop(0)))
    return out


def idle_share(lay, log_rows: int = 1) -> float:
    """The largest share of the panel's height that holds nothing: the panel's parts
    (the header, the game's part, the words, the answers, the messages, the log, the
    players, the drawer's handle, the table's buttons) stand out by half the panel's
    padding above and below; what no part reaches is idle (the log's box too, when it
    drew no row: `log_rows`)."""
    parts = [
        lay.header,
        lay.plugin,
        lay.status,
        lay.prompt,
        lay.buttons,
        lay.notice,
        lay.log if log_rows > 0 else lay.log.move(0, 0).inflate(0, -lay.log.height),
        lay.players,
        lay.handle,
        lay.footer,
    ]
    half = lay.pad
    column = lay.panel if lay.log.left < lay.panel.centerx else lay.panel
    spans = sorted((r.top - half, r.bottom + half) for r in parts if r.height > 0 and r.width > 0)
    idle, reach = 0, column.top
    for top, bottom in spans:
        if top > reach:
            idle += top - reach
        reach = max(reach, bottom)
    idle += max(0, column.bottom - reach)
    return idle / max(1, column.height)


def covered(table) -> list[str]:
    """What the messages on the table touch this frame (nothing, as it should be)."""
    things = [(r.rect, r.kind) for r in table.plugin.regions(table.view)]
    opts = table.options
    things += [(t.rect, "target") for t in [*opts.targets, *opts.pills, *opts.alternates]]
    out = []
    for placed in table.overlays.in_panel():
        if not table.lay.notice.contains(placed.rect):
            out.append(
                f"{placed.message.kind} '{placed.message.text[:30]}' out of the panel's slot"
            )
    for placed in table.overlays.on_table():
        for rect, kind in things:
            if placed.rect.colliderect(rect):
                out.append(f"{placed.message.kind} '{placed.message.text[:30]}' on a {kind}")
    return out


def count_reading(figures: Figures, reading: Reading, where: str) -> None:
    """Add what one frame says to the figures (D, B, E)."""
    figures.said += len(reading.said)
    for phrase in reading.said:
        figures.note(where, "said twice", f"'{phrase.text}' ({', '.join(phrase.parts)})")
    figures.breaks += len(reading.breaks)
    for words in reading.breaks:
        figures.note(where, "bad break", words)
    figures.entries += [len(entry) for entry in reading.entries]
    for entry in reading.entries:
        if len(entry) > LONG_ENTRY:
            figures.note(where, f"entry on {len(entry)} lines", " / ".join(entry))


def watch_decisions(table) -> None:
    """Keep, as `table.decision_at`, the actions played when the table last set up a
    seat's decision: its `_start_turn` (where it sets up whoever decides now: after a
    move lands, a curtain, a summary, a take-back) is wrapped, for this table only."""
    start_turn = table._start_turn  # the table's own, bound
    table.decision_at = (
        len(table.session.actions) if table.state.current_player() is not None else -1
    )

    def watched() -> None:
        if table.state.current_player() is not None:
            table.decision_at = len(table.session.actions)
        start_turn()

    table._start_turn = watched


def watch_moves(table, rec: record.TextRecord, early: Early) -> None:
    """Draw a frame as each move begins to land, its steps queued at normal speed (the
    table's `apply` wrapped, for this table only), and keep its header, panel and
    prompt lines for `early` (the lines the app's own frame records are left as they
    were); then the steps land at once, as at the bench's own speed (instant)."""
    apply = table.apply
    surface = pygame.Surface(table.size)
    settings = table.app.settings

    def told() -> set[str]:
        lines, entries = len(rec.lines), len(rec.entries)
        table.draw(surface)
        drawn = told_phrases(rec.lines[lines:], rec.wraps.values())
        del rec.lines[lines:], rec.entries[entries:]
        return drawn

    def watched(action):
        # the decision as drawn before its move (a computer's at instant speed may be
        # set up and played within one app step, no frame of its own drawn)
        early.frame(told() | header_phrases(table), decision_at(table))
        speed, settings.speed = settings.speed, "normal"
        try:
            events = apply(action)
        finally:
            settings.speed = speed
        animator = table.animator
        if animator.busy:  # (an illegal action lands nothing)
            early.moved(told(), len(table.session.actions))
            animator.skip()  # landed, busy until the next update (as at instant speed)
            animator._landed = animator._landed or []
        return events

    table.apply = watched


def header_phrases(table) -> set[str]:
    """The phrases of the header the table draws now, in every form (`status.header`:
    its name, its line below and that line's short form): what the header tells, though
    a narrow band draws only the short form (the colour left to the token)."""
    from sorry_game.app.table import status

    acting = table.moment is not None
    head = status.header(
        table.told,
        table.session,
        table.game,
        table.human_input(),
        table.computers.thinking,
        table.time,
        table.seat_rgb,
        acting=acting,
        noted=table.plugin.notes_the_act,
    )
    return phrases([head.title, head.sub, head.brief])


def decision_at(table) -> int:
    """The actions played when the table last set up a seat's decision
    (`watch_decisions`; a table not watched: one less than the actions played)."""
    return getattr(table, "decision_at", len(table.session.actions) - 1)


def read(rec: record.TextRecord) -> Reading:
    return read_frame(rec, draw.px_width)


def press_l() -> pygame.event.Event:
    """The key that opens and closes the drawer (`table/drawer.py`)."""
    return pygame.event.Event(pygame.KEYDOWN, key=pygame.K_l, mod=0, unicode="l")


def table_frame(
    table,
    surface: pygame.Surface,
    figures: Figures,
    moment: str,
    scale: int = 100,
    rec: record.TextRecord | None = None,
    births: Births | None = None,
) -> None:
    """Draw the table now and count what the frame shows (and says, while `rec`
    records)."""
    where = f"{scale} % {moment}"
    if rec is not None:
        rec.clear_frame()
    with draw.recorded_cuts() as cuts:
        table.draw(surface)
    figures.frames += 1
    hits = covered(table)
    if hits:
        figures.covered += 1
        for h in hits[:2]:
            figures.note(where, "covered", h)
    figures.cut += len(cuts)
    for words, width in cuts[:3]:
        figures.note(where, "cut", f"'{words}' to {width}px")
    if scale == 100:
        figures.log.append(table.log.entries_shown)
    if not table.lay.drawer.width:  # (the drawer open over the board: not the panel)
        figures.idle.append(idle_share(table.lay, getattr(table, "log_lines", 1)))
    if rec is None:
        return
    reading = read(rec)
    lines = list(rec.lines)
    rec.clear_frame()
    count_reading(figures, reading, where)
    now = len(table.session.actions)
    stale = births.see(reading.news, now, decision_at(table)) if births is not None else []
    if stale:
        figures.stale += 1
        for message in reading.messages:
            at = min((a for text, a in stale if text in message), default=None)
            if at is not None:
                later = "a later move played" if now > at else "the next decision set up"
                figures.note(where, "stale", f"'{message}' (about move {at}; {later})")
    seen = Seen(moment, reading.board_px, reading.sizes, growing_lines(lines))
    figures.seen.setdefault(scale, []).append(seen)


def screen_frames(game_id: str, size, scale: int, figures: Figures) -> None:
    """The game's other screens and the pause menu over its table, drawn once each:
    their words (cut, said twice, broken badly) and the replay's log entries."""
    import importlib

    from sorry_game.app.app import App
    from sorry_game.app.screenshot import SCENES
    from sorry_game.app.settings import Settings
    from sorry_game.session import sample_session

    surface = pygame.Surface(size)
    for name in (*SCREENS, "pause", "title"):
        if name == "title":  # with a game of this one to continue
            from sorry_game.store.paths import autosave_path

            saved = sample_session(game_id, 3, 40)
            saved.save_path = autosave_path()
            saved.save()
        app = App(size=size, audio=False, settings=Settings.for_tool()[0])
        app.settings.ui_scale = scale
        if name == "title":
            pass
        elif name == "pause":
            session = sample_session(game_id, 3, 40)
            app.open_table(session)
            app.go("pause", session)
        else:
            app.push(importlib.import_module(SCENES[name]).screenshot_scene(app, game_id))
        app.step([])
        with record.recorded_text() as rec, draw.recorded_cuts() as cuts:
            app.top.draw(surface)
        figures.frames += 1
        figures.cut += len(cuts)
        where = f"{scale} % {name}"
        for words, width in cuts[:3]:
            figures.note(where, "cut", f"'{words}' to {width}px")
        reading = read(rec)
        count_reading(figures, reading, where)
        if name == "tutorial":
            figures.tip_over.append(tip_over(app.top))
            guided_steps(app, surface, figures, where)
        board_px = reading.board_px if name in TABLES else 0  # (a table's board words)
        grow = growing_lines(rec.lines) if name in TABLES else []
        seen = Seen(f"{SCREEN}{name}", board_px, reading.sizes, grow)
        figures.seen.setdefault(scale, []).append(seen)
        app.close()


def guided_steps(app, surface: pygame.Surface, figures: Figures, where: str) -> None:
    """The guided game's later steps (the screen's frame is its first), each drawn at
    its tip after a click on the step before's target: their words, cut, said twice
    (a tip that says the header's, the prompt's or the panel's phrase) or broken
    badly. (Its text sizes are the first step's: X, Y and Z stay one frame's.)"""
    table = app.top
    guide = getattr(getattr(table, "coach", None), "guide", None)
    if guide is None:
        return
    app.settings.speed = "instant"
    enter = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r")
    for n in range(1, len(guide.tutorial.steps)):
        pointed = guide.pointed(table.options)
        if pointed is None:
            return
        app.step(click(pointed.rect.center))
        for _ in range(MAX_STEPS // 20):
            if app.top is table and table.human_input() and table.forced_in is None:
                break
            app.step([enter] if app.top is not table else [], dt=0.1)
        else:
            return
        app.step([])
        with record.recorded_text() as rec, draw.recorded_cuts() as cuts:
            table.draw(surface)
        figures.frames += 1
        figures.cut += len(cuts)
        for words, width in cuts[:3]:
            figures.note(f"{where} step {n + 1}", "cut", f"'{words}' to {width}px")
        count_reading(figures, read(rec), f"{where} step {n + 1}")
        figures.tip_over.append(tip_over(table))


def tip_over(table) -> float:
    """The share of the play area (the board, its hand or strips, Revenge's tableau)
    that the guided game's tip covers in the frame drawn last (0 in the panel)."""
    tips = [p.rect for p in table.overlays.placed if p.message.kind == "tip"]
    return max((covered_share(r, table.plugin.area) for r in tips), default=0.0)


def play(
    game_id: str,
    size: tuple[int, int],
    scale: int,
    seed: int,
    screens: bool,
    max_actions: int | None = None,
) -> Figures:
    """One seeded game through the real table at `size` and text size `scale` % (to its
    end, or its first `max_actions` moves)."""
    with record.recorded_text() as rec:
        figures = _play(game_id, size, scale, seed, rec, max_actions)
    if screens:
        screen_frames(game_id, size, scale, figures)
    return figures


def _play(
    game_id: str,
    size: tuple[int, int],
    scale: int,
    seed: int,
    rec: record.TextRecord,
    max_actions: int | None,
) -> Figures:
    figures = Figures(game_id, size)
    app, table = you_against_computers(game_id, size, scale, seed)
    session = table.session
    watch_decisions(table)
    surface = pygame.Surface(size)
    rng = random.Random(seed)
    decisions = forced = news = 0
    births = Births()
    early = Early()
    watch_moves(table, rec, early)
    framed: set[tuple[str, int]] = set()

    def frame(moment: str) -> None:
        table_frame(table, surface, figures, moment, scale, rec, births)

    def step(events: list[pygame.event.Event], dt: float = 1 / 60) -> None:
        """One app step (it draws the top scene): a message kept past its moment is
        looked for in every frame, and the first frame it is stale in is counted."""
        rec.clear_frame()
        app.step(events, dt)
        if app.top is table:
            told = told_phrases(rec.lines, rec.wraps.values()) | header_phrases(table)
            early.frame(told, decision_at(table))
            for at, facts in early.counted():
                figures.stale += 1  # the next turn's facts while move `at` landed
                figures.note(
                    f"{scale} % landing",
                    "stale",
                    f"move {at} landing told the next turn: " + " / ".join(f"'{t}'" for t in facts),
                )
            shown = list(dict.fromkeys(t for part, _px, t in rec.lines if part in NEWS_PARTS))
            now = len(session.actions)
            stale = births.see(shown, now, decision_at(table))
            late = [item for item in stale if now > item[1] and item not in framed]
            if late:  # kept past a whole move: drawn once more, so S counts it
                framed.update(late)
                frame("stale")
        rec.clear_frame()

    frame("start")
    last_news = None
    for _ in range(MAX_STEPS):
        top = app.top
        if top is not table:
            name = type(top).__name__
            if name == "ResultsScene":
                break
            step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r")])
            continue
        done = max_actions is not None and len(session.actions) >= max_actions
        if (table.state.is_over() or done) and not table.animator.busy:
            frame("end")
            break
        banner = table.news.banner
        if banner is not None and banner is not last_news and not table.animator.busy:
            last_news = banner
            if news < MID_FRAMES // 2 or rng.random() < 0.1:
                news += 1
                frame("news")
        if table.human_input() and table.forced_in is not None and forced < 2:
            forced += 1
            frame("forced")
        if table.human_input() and table.forced_in is None:
            decisions += 1
            if decisions % 3 == 1 and decisions // 3 < MID_FRAMES:
                frame(f"decision {decisions}")
                if table.lay.drawer_u:  # where the log is the drawer's (L): open
                    table.handle(press_l())
                    frame(f"drawer {decisions}")
                    table.handle(press_l())
            if decisions % 5 == 2 and decisions // 5 < MID_FRAMES // 2:
                table.coach.on = True  # the tips overlay (F1) for this frame
                frame(f"tip {decisions}")
                table.coach.on = False
            rect, _choice = rng.choice(options_offered(table))
            step(click(rect.center))
        else:
            step([], dt=0.1)
    app.close()
    return figures


def measure(game_id: str, size: tuple[int, int], scales=SCALES, seed: int = 1) -> Figures:
    """Every text size of `scales` added up; at 200 % the same game is played at 100 %
    too (for the text scale) when 100 is not among them."""
    total = Figures(game_id, size)
    for scale in scales:
        total.add(play(game_id, size, scale, seed, screens=True))
    if LARGE in scales and 100 not in scales:
        normal = play(game_id, size, 100, seed, screens=True)
        total.seen[100] = normal.seen.get(100, [])
        total.log += normal.log  # L is measured at 100 %
    return total


def phone_pages(game_id: str, seed: int = 1, max_actions: int = 400) -> tuple[int, list[str]]:
    """(pages, phrases said twice): every seat's phone page (`phones/seatview.py`'s
    `state` message, with the session's log as `phones/host.py` sends it) after each
    action of a seeded game of random moves."""
    from sorry_game.phones.protocol import LOG_LINES
    from sorry_game.phones.seatview import phone_part, state_message

    game = get_game(game_id)
    players = max(game.min_players, min(4, game.max_players))
    colours = game.default_colours(players)
    names = ["You", "Ada", "Bo", "Cy"]
    seats = [Seat(names[i], "human", "normal", colours[i]) for i in range(players)]
    session = Session.new(game_id, GameConfig(players), seed, seats)
    part = phone_part(game)
    rng = random.Random(seed)
    pages, said = 0, []
    for n in range(max_actions + 1):
        state = session.state
        log = [entry.text for entry in session.log[-LOG_LINES:]]
        for seat in range(players):
            message = state_message(game, state, seat, session.names(), n, log, part)
            colour = game.colours[state.view(seat).colours[seat]].name
            pages += 1
            for phrase in phone_said_twice(message, colour, game.title):
                said.append(f"move {n}, seat {seat}: '{phrase.text}' ({', '.join(phrase.parts)})")
        if state.is_over():
            break
        session.apply(rng.choice(state.legal_actions()))
    return pages, said


def details(figures: Figures, most: int = 8) -> list[str]:
    """Each kind of instance, the most frequent first: how many frames, the first one."""
    out = []
    order = ["covered", "cut", "said twice", "stale", "bad break"]
    kinds = sorted(
        dict.fromkeys(kind for _w, kind, _t in figures.notes),
        key=lambda k: (order.index(k) if k in order else len(order), len(k), k),
    )
    for kind in kinds:
        counts = Counter(text for _w, k, text in figures.notes if k == kind)
        first = {}
        for where, k, text in figures.notes:
            if k == kind:
                first.setdefault(text, where)
        out.append(f"  {kind}: {len(counts)} different, {sum(counts.values())} in all")
        for text, n in counts.most_common(most or None):
            out.append(f"    x{n} {text}  [{first[text]}]")
    still = figures.not_grown()
    if still:
        out.append(f"  not grown at {LARGE} %: {len(still)} lines")
        out += [f"    '{w}' {where}" for w, where in list(still.items())[: most or None]]
    shrunk = figures.shrunk()
    if shrunk:
        out.append(f"  board text smaller at {LARGE} %: {len(shrunk)} frames")
        out += [f"    {line}" for line in shrunk[: most or None]]
    scales = figures.screen_scales()
    if scales:
        out.append(f"  other screens' text scale at {LARGE} %: " + ", ".join(scales))
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", help="one game id (default: every game)")
    parser.add_argument("--size", help="one size, e.g. 1280x800 (default: all three)")
    parser.add_argument("--scale", type=int, help="one text size in %% (default: 100, 150 and 200)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--details", action="store_true", help="each instance, by kind")
    parser.add_argument(
        "--most", type=int, default=8, help="instances listed per kind (0: every one)"
    )
    parser.add_argument("--no-phones", action="store_true", help="skip the phone pages")
    parser.add_argument("--phones", action="store_true", help="only the phone pages")
    args = parser.parse_args(argv)
    games = [args.game] if args.game else [g.id for g in all_games()]
    sizes = [tuple(int(v) for v in args.size.split("x"))] if args.size else list(SIZES)
    scales = (args.scale,) if args.scale else SCALES
    for game_id in games if not args.phones else ():
        for size in sizes:
            figures = measure(game_id, size, scales, args.seed)
            print(figures.line(), flush=True)
            if args.details:
                print("\n".join(details(figures, args.most)), flush=True)
    if not args.no_phones:
        for game_id in games:
            pages, said = phone_pages(game_id, args.seed)
            print(f"phone {game_id}: pages {pages}, said twice {len(said)}", flush=True)
            if args.details:
                counts = Counter(line.split(": ", 1)[1] for line in said)
                for text, n in counts.most_common(args.most or None):
                    print(f"    x{n} {text}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
