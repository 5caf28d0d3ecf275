"""A reviewed decision in the replay: the position it was made in, drawn twice side by
side by the game's own plugin — the choice played at the left, the better choice at
the right — each with the table's own preview of a move (what the table draws for a
hovered option: `TableUI.preview` of the action's events on a copy dealt from what the
decider could see, `frame.what_it_does`; the choices made, `TableUI.chosen`: a card
raised). A caption above each says which it is and what it cost.

A board smaller than `WORDS_ROOM` (800x600) is laid out and drawn as large as its
words need, aside, and scaled down whole: at their least sizes its words covered it.
Where two boards side by side would be smaller than `TWO_BOARDS_LEAST` (800x600, the
taller boards at 1280x800: thumbnails whose pieces cannot be read) and one board under
two tabs is larger by `TABS_GAIN`, they take turns in the whole play area instead: their
captions are the two tabs above it, a click on one (or Up/Down) shows its board.

A decision whose choices all came out equal, or where the best was played, shows the
one board with the choice played and says so.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

from sorry_game.app.draw import Palette, blit_text, mix, wrap_text
from sorry_game.app.rulebook.diagram import choices_of
from sorry_game.app.table.animator import Animator
from sorry_game.app.table.frame import what_it_does
from sorry_game.app.table.plugin import TablePlugin, TableUI, plugin_class
from sorry_game.engine.events import Event
from sorry_game.engine.interface import Game, State
from sorry_game.engine.view import View
from sorry_game.review import DecisionReview, Mark

RGB = tuple[int, int, int]
#: at most this much larger than its own scale a smaller board draws its words
WORDS_KEPT = 1.5
#: … when the board is at least this many pixels high and wide
WORDS_ROOM = 400
#: two boards side by side each this many pixels or more (a Sorry! square 22 px);
#: smaller, they take turns in the whole area (tabs) where that makes them this much
#: larger
TWO_BOARDS_LEAST = 360
TABS_GAIN = 1.25


def cost_words(d: DecisionReview) -> str:
    """'cost 43.2 points against the best move': what the choice lost against the best
    one, said so (the same words in the list and the comparison's caption)."""
    return f"cost {d.cost:.1f} points against the best move"


def captions(d: DecisionReview, you: bool) -> list[str]:
    r"""The caption of each board: the choice played, then the better one (when shown);
    what the choice cost on a line of its own ("\n"). The move is said once, in the
    game's own words, after a label that is no verb ('You played: play the 7' said it
    twice).

    >>> from sorry_game.review.marks import Mark
    >>> d = DecisionReview(3, 0, 2, "a", "b", "move 4", "SORRY! Blue", (0.3,), (0.2,),
    ...     10.4, 1.0, Mark.MISTAKE, False, 3)
    >>> captions(d, True)
    ['Your choice: move 4\nMistake: cost 10.4 points', 'Better: SORRY! Blue']
    """
    who = "Your choice" if you else "The choice made"
    if not two_boards(d):
        said = "All choices equal" if d.equal else "The best choice"
        return [f"{who}: {d.chosen_words}\n{said}"]
    # the list's words less 'against the best move': the best move is the board beside
    # it, and the longer caption took a line from the boards at 800x600
    cost = f"{d.mark.value[:1].upper()}{d.mark.value[1:]}: cost {d.cost:.1f} points"
    return [f"{who}: {d.chosen_words}\n{cost}", f"Better: {d.best_words}"]


def caption_lines(caption: str, px: int, width: int) -> list[str]:
    """A caption's lines: each of its parts wrapped to `width`; a part that takes more
    than a line breaks after its label ("Your choice:") where the move then fits a
    line of its own, as a typesetter would ("Your choice: play / a SORRY!" split the
    move)."""
    out: list[str] = []
    for part in caption.split("\n"):
        lines = wrap_text(part, px, width, True)
        label, colon, move = part.partition(": ")
        if len(lines) > 1 and colon:
            head = wrap_text(f"{label}:", px, width, True)
            rest = wrap_text(move, px, width, True)
            if len(head) == 1 and len(rest) <= len(lines) - 1:
                lines = head + rest
        out += lines
    return out


def two_boards(d: DecisionReview) -> bool:
    """A better choice to draw beside the one played: not where every choice came out
    equal, nor where the choice played is judged best (another may have come out a
    little higher, within the estimate's noise)."""
    return not d.equal and d.best != d.chosen and d.mark is not Mark.BEST


@dataclass
class Board:
    """One of the boards: its plugin (laid out in `rect`), its caption and action."""

    plugin: TablePlugin[Any]
    rect: pygame.Rect
    caption: list[str]
    action: str
    animator: Animator = field(default_factory=Animator)
    caption_rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    #: where the plugin lays the board out and draws it: `rect` itself, or for a board
    #: smaller than `WORDS_ROOM` a larger one (at the origin) drawn aside and scaled
    #: down into `rect`, so that its words keep their room on it
    drawn: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    #: what the board was told at its last draw (the tests read it)
    preview: list[Event] = field(default_factory=list)


class Compare:
    """The decision's boards in the replay's play area (see the module docstring)."""

    def __init__(self, game: Game, palette: Palette, decision: DecisionReview, you: bool) -> None:
        self.game = game
        self.decision = decision
        texts = [decision.chosen] + ([decision.best] if two_boards(decision) else [])
        words = captions(decision, you)
        self.boards = [
            Board(plugin_class(game)(palette, game), pygame.Rect(0, 0, 0, 0), [w], t)
            for w, t in zip(words, texts, strict=True)
        ]
        self.text_px = 14
        self.ui_scale = 1.0
        #: how much larger the play area is at 100 % text (the words keep that size)
        self.shrunk = 1.0
        #: the boards take turns in the whole area (`TWO_BOARDS_LEAST`): the one shown
        self.tabs = False
        self.shown = 0

    def show(self, k: int) -> None:
        """Show board `k` (the tabs' mode)."""
        self.shown = max(0, min(len(self.boards) - 1, k))

    def tab_at(self, pos: tuple[int, int]) -> int | None:
        """The board whose tab (caption) is at `pos`, in the tabs' mode."""
        if not self.tabs:
            return None
        return next(
            (k for k, b in enumerate(self.boards) if b.caption_rect.collidepoint(pos)), None
        )

    def set_palette(self, palette: Palette) -> None:
        for board in self.boards:
            board.plugin.palette = palette

    def layout(
        self, area: pygame.Rect, text_px: int, ui_scale: float, at_100: pygame.Rect | None = None
    ) -> None:
        """Split `area` between the boards (side by side, or one above the other in a
        tall area), each under its caption, wrapped. `at_100`: the play area at 100 %
        text, larger where the panel widened for the text: the boards' words keep the
        size they have there (`TablePlugin.word_floor`)."""
        self.text_px = text_px
        self.ui_scale = ui_scale
        self.shrunk = max(1.0, min(at_100.size) / max(1, min(area.size))) if at_100 else 1.0
        n = len(self.boards)
        gap = max(6, text_px // 2)
        line = int(text_px * 1.3)
        side = area.w >= area.h * 0.8 or n == 1
        self.tabs = n == 2 and self._tabs_larger(area, text_px, gap, line, side)
        if self.tabs:  # the boards take turns in the whole area, their tabs above
            tabs, top = self._tabs(area, text_px, gap, line)
            size = min(area.w, area.h - top)
            box = pygame.Rect(0, 0, area.w, max(8, size))
            box.midtop = (area.centerx, area.y + top + max(0, (area.h - top - size) // 2))
            for board, tab in zip(self.boards, tabs, strict=True):
                board.caption_rect = tab.move(0, box.y - top - area.y)
                self._place(board, box, area)
            return
        if side:
            w = (area.w - gap * (n - 1)) // n
            cells = [pygame.Rect(area.x + i * (w + gap), area.y, w, area.h) for i in range(n)]
        else:
            h = (area.h - gap * (n - 1)) // n
            cells = [pygame.Rect(area.x, area.y + i * (h + gap), area.w, h) for i in range(n)]
        # the captions as tall as the tallest, so that the boards stand level
        most = max(
            len(caption_lines(b.caption[0], text_px, c.w - gap))
            for b, c in zip(self.boards, cells, strict=True)
        )
        top = line * most + gap
        for board, cell in zip(self.boards, cells, strict=True):
            size = min(cell.w, cell.h - top)
            box = pygame.Rect(0, 0, cell.w, max(8, size))
            box.midtop = (cell.centerx, cell.y + top + max(0, (cell.h - top - size) // 2))
            board.caption_rect = pygame.Rect(
                cell.x + gap // 2, box.y - top, cell.w - gap, top - gap
            )
            self._place(board, box, area)

    def _tabs(
        self, area: pygame.Rect, text_px: int, gap: int, line: int
    ) -> tuple[list[pygame.Rect], int]:
        """The two tabs (side by side, or one above the other where that takes fewer
        lines: a narrow area, large text) and the height they take with their gap."""
        inner = gap * 2  # (the words' margin in a tab)

        def lines(width: int) -> list[int]:
            return [len(caption_lines(b.caption[0], text_px, width - inner)) for b in self.boards]

        w = (area.w - gap) // 2
        beside = max(lines(w)) * line + inner
        above = [n * line + inner for n in lines(area.w)]
        if sum(above) + gap < beside:
            first = pygame.Rect(area.x, area.y, area.w, above[0])
            second = pygame.Rect(area.x, first.bottom + gap, area.w, above[1])
            return [first, second], second.bottom + gap - area.y
        tabs = [pygame.Rect(area.x + i * (w + gap), area.y, w, beside) for i in range(2)]
        return tabs, beside + gap

    def _tabs_larger(
        self, area: pygame.Rect, text_px: int, gap: int, line: int, side: bool
    ) -> bool:
        """Whether two boards side by side (or stacked) under their captions would be
        thumbnails that one board under the two tabs outgrows (`TWO_BOARDS_LEAST`,
        `TABS_GAIN`)."""
        n = len(self.boards)
        aspect = max(0.1, self.boards[0].plugin.preferred_aspect())

        def least(w: int, h: int) -> float:
            """The smaller side of the board drawn in a box w x h (its own shape)."""
            bw = min(w, h * aspect)
            return min(bw, bw / aspect)

        if side:
            w = (area.w - gap * (n - 1)) // n
            most = max(len(caption_lines(b.caption[0], text_px, w - gap)) for b in self.boards)
            two = least(w, area.h - line * most - gap)
        else:
            h = (area.h - gap * (n - 1)) // n
            most = max(len(caption_lines(b.caption[0], text_px, area.w - gap)) for b in self.boards)
            two = least(area.w, h - line * most - gap)
        one = least(area.w, area.h - self._tabs(area, text_px, gap, line)[1])
        return two < TWO_BOARDS_LEAST and one >= two * TABS_GAIN

    def _place(self, board: Board, box: pygame.Rect, area: pygame.Rect) -> None:
        """Lay `board` out in `box` (aside and larger when `box` is small)."""
        board.rect = box
        board.drawn = box
        grown = min(max(1.0, min(area.size) / max(1, min(box.size))), WORDS_KEPT)
        if min(box.size) < WORDS_ROOM:
            # a board this small (800x600) has no room for its words: their least
            # sizes covered the board, cut corner names ('A…'), broke 'SORRY!'.
            # It is laid out as large as they need and scaled down whole.
            k = WORDS_ROOM / max(1, min(box.size))
            board.drawn = pygame.Rect(0, 0, round(box.w * k), round(box.h * k))
            grown = 1.0
        at_100 = board.drawn.inflate(  # the board at 100 % text: larger by `shrunk`
            round(board.drawn.w * (self.shrunk - 1)), round(board.drawn.h * (self.shrunk - 1))
        )
        board.plugin.set_scales(self.ui_scale, board.drawn, at_100)
        # a board smaller than the play area keeps most of the play area's word size
        # (START, HOME, counts, names), not words shrunk with the board
        board.plugin.word_scale = max(board.plugin.word_scale, grown)
        board.plugin.layout(board.drawn)

    def draw(
        self,
        surface: pygame.Surface,
        state: State,
        view: View[Any],
        base: TableUI,
        palette: Palette,
    ) -> None:
        """Both boards of the position `state` (as `view` shows it), each with its move's
        preview; `base` is what the replay tells its own plugin (colours, names, time)."""
        for k, board in enumerate(self.boards):
            if self.tabs and k != self.shown:  # its tab alone
                self._caption(surface, palette, k, False)
                continue
            action = self.game.parse_action(board.action)
            board.preview = what_it_does(state, action)
            shown, props = board.plugin.shown(view)
            board.animator.reset(shown, props)
            aside = board.drawn.size != board.rect.size
            shrink = board.drawn.w / max(1, board.rect.w)
            ui = TableUI.watching(
                anim=board.animator,
                time=base.time,
                last_events=[],
                viewer=view.viewer,
                seat_colours=base.seat_colours,
                unit=round(base.unit * shrink) if aside else base.unit,
                names=base.names,
                chosen=choices_of(self.game, state, board.action),
                preview=board.preview,
                you=base.you,
            )
            if aside:  # drawn large, then scaled down whole into its place
                canvas = pygame.Surface(board.drawn.size, pygame.SRCALPHA)  # see-through
                board.plugin.draw(canvas, view, ui)
                surface.blit(pygame.transform.smoothscale(canvas, board.rect.size), board.rect)
            else:
                clip = surface.get_clip()
                surface.set_clip(board.rect if self.tabs else board.rect.union(board.caption_rect))
                board.plugin.draw(surface, view, ui)
                surface.set_clip(clip)
            ink = palette["text"] if k == 0 else palette["highlight"]
            if k == 1 or self.tabs:  # the better choice's frame: the eye finds it at once
                pygame.draw.rect(surface, mix(palette["background"], ink, 0.6), board.rect, 2, 6)
            self._caption(surface, palette, k, True)

    def _caption(self, surface: pygame.Surface, palette: Palette, k: int, lit: bool) -> None:
        """Board `k`'s caption above it; in the tabs' mode a tab, lit while its board
        shows (the other muted, a click away)."""
        board = self.boards[k]
        ink = palette["text"] if k == 0 else palette["highlight"]
        rect = board.caption_rect
        width = rect.w
        if self.tabs:
            # the other tab reads as a button a click away (fresh eyes took a dim one
            # for a caption without its board): its words barely dimmed, its edge drawn
            back = mix(palette["background"], ink, 0.18 if lit else 0.1)
            edge = mix(palette["background"], ink, 0.7 if lit else 0.5)
            pygame.draw.rect(surface, back, rect, border_radius=8)
            pygame.draw.rect(surface, edge, rect, 3 if lit else 2, border_radius=8)
            ink = ink if lit else mix(ink, palette["background"], 0.15)
            width = rect.w - max(6, self.text_px // 2) * 2
        lines = caption_lines(board.caption[0], self.text_px, width)
        line = int(self.text_px * 1.3)
        y0 = rect.bottom - len(lines) * line  # the last line just above its board
        if self.tabs:
            y0 = rect.centery - len(lines) * line // 2
        for i, text in enumerate(lines):
            at = (rect.centerx, y0 + i * line + line // 2)
            blit_text(surface, text, self.text_px, ink, at, "center", True)


__all__ = ["Board", "Compare", "caption_lines", "captions", "two_boards"]
