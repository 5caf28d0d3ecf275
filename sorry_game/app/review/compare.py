"""A reviewed decision in the replay: ONE board, in the table's whole play area (as
large as the table's own), with the choice played and the better choice both marked
on it, and a legend in the panel, where the header stands (who decided is its first
words), that says which is which and what the choice cost. (Above the board it took a
third of the board's height at 800x600 200 %: Sorry, King!'s pieces 18 px.)

Each choice is marked by the table's own preview of a move (what the table draws for
a hovered option: `TableUI.preview` of the action's events, `frame.what_it_does`; the
choices made, `TableUI.chosen`: a card raised). The game's plugin draws the position
three times off screen — bare, with the choice played, with the better one — and the
pixels each preview changed are laid over the bare board (the better's last), so that
the game's own marks stand on one board, whatever the game draws. Each choice is
framed where the plugin puts its own things (`TablePlugin.locate` of its picks), and
told apart in shapes as well as words (colour-safe):

- the choice played: a dark tag with a light edge and a ring, "You played", and a
  dashed frame round its mark (corners only where it meets the better's), the tag's
  ring on a corner of the frame;
- the better choice: a tag filled in the highlight with dark words and a star,
  "Better", and a solid frame round its mark, the tag's star on a corner.

A sign stands only on a corner clear of the plugin's things (`signs.place_badges`).
A still picture's card stays in its place in the hand (a raised one's frame ran over
the pawn cards above it).

A tag stands on the board only in free room near its frame, else in the legend only:
it never covers a card, a pawn, a label or a number.

A choice with no place on the board (Sorry My Ass!'s pass: the table shows it as a
button) is drawn as its words on a plaque in its mark's colour beside the deciding
seat's badge, framed and signed like the rest (`signs.plaque`: "Better: pass" had
nothing on the board to show it).

A decision whose choices all came out equal, or where the best was played, marks the
one choice played and says so.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any

import pygame

from sorry_game.app.draw import Palette, blit_text, text_width, wrap_balanced
from sorry_game.app.draw.record import note_wrap
from sorry_game.app.review import signs
from sorry_game.app.review.shapes import short_of
from sorry_game.app.review.signs import (
    CHANGED,
    _around,
    _clear_line,
    _leader,
    _near,
    _plain,
)
from sorry_game.app.rulebook.diagram import choices_of
from sorry_game.app.table.animator import Animator
from sorry_game.app.table.frame import what_it_does
from sorry_game.app.table.plugin import Region, TablePlugin, TableUI, plugin_class
from sorry_game.engine.events import Event
from sorry_game.engine.interface import Game, State
from sorry_game.engine.view import View
from sorry_game.review import DecisionReview, Mark
from sorry_game.review.words import cost_words

RGB = tuple[int, int, int]
Point = tuple[int, int]
#: the legend (in the panel) takes at most this share of the window's height …
LEGEND_SHARE = 0.36
#: … its words no smaller than this for it
LEGEND_LEAST = 15
#: a tag on the board has words no larger than its side over this
TAG_SHARE = 30
#: a part of a mark smaller than this many pixels is not what its tag points at
LEAST_PART = 40


def shows_better(d: DecisionReview) -> bool:
    """A better choice to mark beside the one played on the board: not where every choice came out
    equal, nor where the choice played is judged best (another may have come out a
    little higher, within the estimate's noise)."""
    return not d.equal and d.best != d.chosen and d.mark is not Mark.BEST


def tag_words(you: bool, name: str = "") -> tuple[str, str]:
    """The two tags' words: the choice played, the better one.

    >>> tag_words(True), tag_words(False, "Ada")
    (('You played', 'Better'), ('Ada played', 'Better'))
    """
    return ("You played" if you else f"{name or 'They'} played", "Better")


def captions(d: DecisionReview, you: bool, name: str = "") -> list[str]:
    """The legend's lines: the choice played (with what it cost, or why nothing is
    marked better), then the better one when there is one; each after its tag's words.

    >>> from sorry_game.review.marks import Mark
    >>> d = DecisionReview(3, 0, 2, "a", "b", "move 4", "SORRY! Blue", (0.3,), (0.2,),
    ...     7.4, 1.0, Mark.MISTAKE, False, 3)
    >>> captions(d, True)
    ['You played: move 4 — mistake, lost 6.4 %, maybe 7.4 %', 'Better: SORRY! Blue']
    """
    played, better = tag_words(you, name)
    move = _after_played(d.chosen_words)
    if not shows_better(d):
        said = "all choices equal" if d.equal else "the best choice"
        return [f"{played}: {move} — {said}"]
    # the list's words without the estimate's range and "at least" (two lines at most)
    cost = f"{d.mark.value}, {cost_words(d, against=False)}"
    return [f"{played}: {move} — {cost}", f"{better}: {d.best_words}"]


def _after_played(words: str) -> str:
    """A move's words after a "… played" tag: "play the 7" said "played play the 7"
    ("You played the 7")."""
    return words[5:] if words.startswith("play ") else words


#: where a caption's phrases end: a line breaks after one of these before anywhere else
PHRASE_ENDS = re.compile(r"(?<=:) |(?<=,) |(?<=—) ")


def caption_lines(caption: str, px: int, width: int) -> list[str]:
    """A caption's lines: its phrases ("You played:", "move pawn 3 back 4 —",
    "mistake,", "lost 6.4 %,", "maybe 7.4 %") put on lines as they fit, a line broken inside
    a phrase only where the phrase is wider than a line (then balanced: no word left
    alone). A typesetter's breaks: "−10.9 % / chance to win" or "back / 4" split what
    is said as one."""
    out: list[str] = []
    for part in caption.split("\n"):
        phrases = [p for p in PHRASE_ENDS.split(part) if p]
        lines: list[str] = []
        for phrase in phrases:
            if lines and text_width(f"{lines[-1]} {phrase}", px, True) <= width:
                lines[-1] = f"{lines[-1]} {phrase}"
            elif text_width(phrase, px, True) <= width:
                lines.append(phrase)
            else:
                lines += wrap_balanced(phrase, px, width, True)
        note_wrap(part, lines, width, px, True, ["space"] * (len(lines) - 1))
        out += lines
    return out


@dataclass
class Marked:
    """One choice marked on the board: its action, its tag, and where its marks are."""

    action: str
    tag: str
    #: "played" or "better": how its tag and frame are drawn
    kind: str
    #: what the board was told (the tests read it)
    preview: list[Event] = field(default_factory=list)
    #: the box round its largest mark (what its tag points at), and its tag's box
    mark: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    tag_rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    #: the frame drawn round its mark (inside the board), and whether as corners only
    frame: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    corners: bool = False
    #: how many pixels its preview changed
    changed: int = 0
    #: each pick's own frame (`TablePlugin.frames_apart`: inside its square), else
    #: `frame` alone
    frames: list[pygame.Rect] = field(default_factory=list)
    #: where the plugin puts each of its picks (its squares), in the board
    parts: list[pygame.Rect] = field(default_factory=list)
    #: where its frames' signs stand (`signs.place_badges`): none where a sign
    #: would cover a thing, a tag or the other's frame
    badges: list[tuple[int, int]] = field(default_factory=list)


class Compare:
    """The decision's one board in the replay's play area (see the module docstring)."""

    def __init__(
        self, game: Game, palette: Palette, decision: DecisionReview, you: bool, name: str = ""
    ) -> None:
        self.game = game
        self.decision = decision
        self.plugin: TablePlugin[Any] = plugin_class(game)(palette, game)
        self.animator = Animator()
        played, better = tag_words(you, name)
        self.marks = [Marked(decision.chosen, played, "played")]
        if shows_better(decision):
            self.marks.append(Marked(decision.best, better, "better"))
        self.legend = captions(decision, you, name)
        self.text_px = 14
        self.legend_px = 14
        #: the legend's size at 100 % text (`layout`'s `least`)
        self.least = LEGEND_LEAST
        #: the tags' word size on the board at 100 % text (never smaller at large text)
        self.tag_least = 12
        self.area = pygame.Rect(0, 0, 0, 0)
        #: the board's rect (the play area less the legend above it), the legend's
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.legend_rect = pygame.Rect(0, 0, 0, 0)
        #: the board with both choices' marks, drawn once per layout, on this ground
        self._drawn: pygame.Surface | None = None
        self.ground: RGB = (0, 0, 0)
        #: the plugin's things on the board (not its squares), as `compose` found them
        self._things: list[pygame.Rect] = []

    def set_palette(self, palette: Palette) -> None:
        self.plugin.palette = palette
        self._drawn = None

    def legend_rows(self, width: int, px: int = 0) -> list[tuple[list[str], bool, int]]:
        """Each legend entry at `px` (its size: the legend's): its words' lines,
        whether they stand beside its tag (else under it, the whole width: at large
        text beside a tag they took a line a word), and its height."""
        px = px or self.legend_px
        gap = self.gap()
        line = int(px * 1.3)
        out = []
        for text, m in zip(self.legend, self.marks, strict=False):
            w, h = self.tag_size(m.tag, px=px)
            words = text.partition(": ")[2]
            beside = caption_lines(words, px, width - w - gap)
            under = caption_lines(words, px, width)
            # beside its tag where that takes no more lines than under it (a verdict
            # three lines beside the tag was two under it)
            if len(beside) == 1 or (width - w - gap >= width // 2 and len(beside) <= len(under)):
                out.append((beside, True, max(h, len(beside) * line)))
                continue
            out.append((under, False, h + gap // 2 + len(under) * line))
        return out

    def legend_height(self, width: int, px: int = 0) -> int:
        """The legend's height at `width` (its top and foot flush with the panel's
        header slot it stands in)."""
        rows = self.legend_rows(width, px)
        return sum(h for _l, _b, h in rows) + self.gap() * (len(rows) - 1)

    def legend_size(self, width: int, text_px: int, least: int, most: int) -> int:
        """The legend's word size in the panel (`width` wide): the panel's label's
        (`text_px`), smaller only where the legend would be taller than `most` (large
        text in a small window), never under `least` (its size at 100 % text)."""
        px = text_px
        least = min(text_px, max(LEGEND_LEAST, least))
        while px > least and self.legend_height(width, px) > most:
            px = max(least, int(px * 0.9))
        return px

    def gap(self) -> int:
        return max(6, self.text_px // 2)

    def tag_px(self, on_board: bool) -> int:
        """The tags' word size: the legend's; on the board no more than a share of its
        side (at 800x600 and 200 % the legend's size covered a third of the board), and
        never under their size at 100 % text (`tag_least`)."""
        if not on_board:
            return self.legend_px
        return max(self.tag_least, min(self.text_px, min(self.rect.size) // TAG_SHARE))

    def tag_size(self, words: str, on_board: bool = False, px: int = 0) -> tuple[int, int]:
        """A tag's size: its shape, its words, its margins."""
        px = px or self.tag_px(on_board)
        h = int(px * 1.6)
        return text_width(words, px, True) + h + px, h

    def layout(
        self,
        area: pygame.Rect,
        legend: pygame.Rect,
        text_px: int,
        ui_scale: float,
        at_100: pygame.Rect | None = None,
        least: int = LEGEND_LEAST,
    ) -> None:
        """The board in the whole of `area`, laid out by the game's plugin as the table
        lays out its own (as large as the table's: the legend above it left the board
        two thirds of the table's at 800x600 200 %); the legend in the panel's header
        slot `legend` (the decision's seat, its move and the better one: what the
        header says, and more). `text_px`: the panel's label's size; `at_100`: the play
        area at 100 % text (the board's words keep the size they have there); `least`:
        the legend's size at 100 % text (never smaller at large text)."""
        self.text_px = text_px
        self.area = pygame.Rect(area)
        self.legend_rect = pygame.Rect(legend)
        self.least = least
        self.legend_px = self.legend_size(legend.w, text_px, least, max(legend.h, 1))
        self.rect = pygame.Rect(area)
        # the board's words as large as the table's at 100 % text, at least
        base = at_100 if at_100 is not None else area
        self.plugin.set_scales(ui_scale, self.rect, base)
        # (at 100 % text too: `set_scales` grows them on a smaller board only past it)
        p, floor = self.plugin, max(1.0, min(base.size) / max(1, min(self.rect.size)))
        grow = floor / p.word_floor
        p.word_floor, p.word_scale, p.label_scale = floor, p.word_scale * grow, p.label_scale * grow
        # a tag on the board as large as it is at 100 % text, at least
        self.tag_least = max(12, min(text_px, min(base.size) // TAG_SHARE))
        # the frames' room known to the layout (a hand's cards keep the table's size)
        self.plugin.frame_room = self.frame_room()
        self.plugin.table_area = pygame.Rect(area)
        self.plugin.layout(self.rect)
        self._drawn = None

    def ink(self, kind: str) -> RGB:
        """A choice's marks' colour on the board: its legend's, the words' for the one
        played, the highlight for the better. (The table's own, the highlight where a
        move ends, put a "Better" yellow in the frame of the move played.)"""
        pal = self.plugin.palette
        return pal["highlight"] if kind == "better" else pal["text"]

    def _ui(
        self,
        base: TableUI,
        chosen: list[Any],
        preview: list[Event],
        mark: RGB | None = None,
    ) -> TableUI:
        """What the plugin is told: the replay's colours and names, one choice's marks
        (in `mark`, its legend's colour); the bare board too as while a choice is shown
        (`active`), so that only the choice's own marks differ from it."""
        ui = TableUI.watching(
            anim=self.animator,
            time=base.time,
            last_events=[],
            viewer=base.viewer,
            seat_colours=base.seat_colours,
            unit=base.unit,
            names=base.names,
            chosen=chosen,
            preview=preview,
            you=base.you,
        )
        return replace(ui, active=True, mark=mark)

    def _board(
        self, size: tuple[int, int], view: View[Any], ui: TableUI, ground: RGB
    ) -> pygame.Surface:
        # drawn opaque as the table draws on the window, then given an alpha channel (as
        # `Mask.to_surface` wants): drawn straight on an alpha canvas, a smooth shape's
        # edge pixels kept their part alpha, and the dial's dashes came out hatched
        opaque = pygame.Surface(size)
        opaque.fill(ground)
        self.plugin.draw(opaque, view, ui)
        canvas = pygame.Surface(size, pygame.SRCALPHA)
        canvas.blit(opaque, (0, 0))
        return canvas

    def compose(
        self, size: tuple[int, int], state: State, view: View[Any], base: TableUI, ground: RGB
    ) -> pygame.Surface:
        """The board with every choice's marks over it (see the module docstring); each
        choice's `mark` set to the box round its marks (those the other choice does not
        share, where there are such)."""
        self.ground = ground
        self.animator.reset(*self.plugin.shown(view))
        # what the frames go round stands apart by their room (`_frames`)
        self.plugin.frame_room = self.frame_room()
        picks = [choices_of(self.game, state, m.action) for m in self.marks]
        self.plugin.frame_keys = [c.key for p in picks for c in p]
        bare = self._board(size, view, self._ui(base, [], []), ground)
        out = bare.copy()
        clip = self.area.clip(bare.get_rect())
        inside = pygame.mask.Mask(size)  # the play area only
        inside.draw(pygame.mask.Mask(clip.size, fill=True), clip.topleft)
        masks: list[pygame.mask.Mask] = []
        for m in self.marks:
            action = self.game.parse_action(m.action)
            m.preview = what_it_does(state, action)
            chosen = choices_of(self.game, state, m.action)
            ui = self._ui(base, chosen, m.preview, self.ink(m.kind))
            drawn = self._board(size, view, ui, ground)
            # the pixels within CHANGED of the bare board's, turned: what the preview drew
            mask = pygame.mask.from_threshold(
                drawn, (0, 0, 0), (CHANGED, CHANGED, CHANGED, 255), bare
            )
            mask.invert()
            mask = mask.overlap_mask(inside, (0, 0))
            m.changed = mask.count()
            if not m.changed:
                # a choice with no place on the board (Sorry My Ass!'s pass): its words on
                # a plaque by the deciding seat, so the board shows it as the legend says
                mask = signs.plaque(self, drawn, view, m, clip)
                m.changed = mask.count()
            masks.append(mask)
            if m.changed:
                out.blit(mask.to_surface(setsurface=drawn, unsetcolor=None), (0, 0))
        for k, m in enumerate(self.marks):
            if not m.changed:
                continue
            m.parts = self._parts(state, view, m.action)
            located = m.parts[0].unionall(m.parts[1:]) if m.parts else None
            if located is not None:
                # with what its preview drew on that place (a card raised out of the
                # hand), not what it drew elsewhere (the pile, the dial)
                near = [
                    r
                    for r in masks[k].get_bounding_rects()
                    if r.colliderect(located) and r.w * r.h <= 3 * located.w * located.h
                ]
                m.mark = located.unionall(near).clip(self.rect)
                continue
            # no place the plugin knows: the box round what it alone changed, where the
            # other's marks share some (two moves along one track)
            own = masks[k].copy()
            for other in masks[:k] + masks[k + 1 :]:
                own.erase(other, (0, 0))
            mask = own if own.count() >= LEAST_PART else masks[k]
            parts = [r for r in mask.get_bounding_rects() if r.w * r.h >= LEAST_PART]
            m.mark = parts[0].unionall(parts[1:]) if parts else mask.get_bounding_rects()[0]
        things = [r.rect for r in self.plugin.regions(view) if r.kind != "square"]
        self._things = things
        self._frames(self.plugin.frame_clear(view), things)
        return out

    def _parts(self, state: State, view: View[Any], action: str) -> list[pygame.Rect]:
        """The boxes of the choice's own things, where the plugin puts them (what a
        click on each of its picks would hit: the card in hand, the pawn and the square
        it goes to), in the board; none where the plugin places none. (The pixels a
        preview changed took in the pile and the dial too: Revenge's "You played"
        framed Cy's 9.)"""
        picks = choices_of(self.game, state, action)
        boxes = []
        for i, pick in enumerate(picks):
            self.plugin.prepare(picks[:i], view)
            target = self.plugin.locate(pick, view)
            if target is not None and target.kind == "board":
                boxes.append(pygame.Rect(target.ring or target.rect))
        self.plugin.prepare([], view)
        return [b.clip(self.rect) for b in boxes if b.colliderect(self.rect)]

    def _frames(
        self, clear: Sequence[pygame.Rect] = (), things: Sequence[pygame.Rect] = ()
    ) -> None:
        """Each choice's frame: its mark with a little room, inside the board and the
        play area, short of what the plugin keeps `clear` (`TablePlugin.frame_clear`);
        where the two would overlap, the one played is drawn as corners
        (`Marked.corners`) a step further out, so that neither runs through the other."""
        room = self.rect.clip(self.area)
        width = self.line_width()
        inside = room.inflate(-2 * width, -2 * width)

        for m in self.marks:
            box = m.mark.inflate(self.gap(), self.gap())
            m.frame = short_of(box.clip(inside), m.mark, clear, width)
            m.corners = False
            m.frames = [m.frame]
        shown = [m for m in self.marks if m.changed]
        step = 2 * width + 2
        if self.plugin.frames_apart:
            self._frames_apart(shown, width, step, inside, clear, things)
            return
        if len(shown) == 2 and shown[0].frame.colliderect(shown[1].frame):
            played = shown[0]
            box = played.mark.inflate(self.gap() + 2 * step, self.gap() + 2 * step)
            played.frame = short_of(box.clip(inside), played.mark, clear, width)
            played.frames = [played.frame]
            played.corners = True

    def _frames_apart(
        self,
        shown: list[Marked],
        width: int,
        step: int,
        room: pygame.Rect,
        clear: Sequence[pygame.Rect],
        things: Sequence[pygame.Rect] = (),
    ) -> None:
        """Each pick framed apart (`TablePlugin.frames_apart`): "inside" its own square,
        its dark edge too, so that no frame crosses a piece of the squares beside it,
        else round it; where the two choices' frames meet, the one played as corners a
        step further in (inside a square) or out, short of the plugin's `things` beside
        it (its pieces and labels: a pawn's corner bracket crossed the next pawn)."""
        edge = width + 4  # (the line and the dark edge round it)
        into = self.plugin.frames_apart == "inside"

        def framed(part: pygame.Rect, out: int) -> pygame.Rect:
            if into:
                return part.inflate(-edge - 2 * out, -edge - 2 * out)
            box = part.inflate(self.gap() + 2 * out, self.gap() + 2 * out)
            beside = [t for t in things if not t.colliderect(part)]
            return short_of(box.clip(room), part, [*clear, *beside], width)

        for m in shown:
            m.frames = [framed(p, 0) for p in m.parts] or [m.frame]
        if len(shown) == 2:
            played, better = shown
            if any(f.colliderect(b) for f in played.frames for b in better.frames):
                played.frames = [framed(p, step) for p in played.parts] or played.frames
                played.corners = True
        for m in shown:
            m.frame = m.frames[0].unionall(m.frames[1:])

    def frame_room(self) -> int:
        """The room a frame takes round what it frames (`TablePlugin.frame_room`)."""
        return self.gap() // 2 + self.line_width() + 1

    def line_width(self) -> int:
        return max(2, self.text_px // 6)

    def draw(
        self,
        surface: pygame.Surface,
        state: State,
        view: View[Any],
        base: TableUI,
        palette: Palette,
    ) -> None:
        """The board of the position `state` (as `view` shows it) with both choices
        marked, the legend above; `base` is what the replay tells its own plugin."""
        if self._drawn is None or self._drawn.get_size() != surface.get_size():
            self._drawn = self.compose(surface.get_size(), state, view, base, palette["background"])
            self._place_tags(self._drawn, self.plugin.regions(view))
            signs.place_badges(self)
        surface.blit(self._drawn, self.area, self.area)
        for m in self.marks:
            if m.changed:
                signs.frame(self, surface, palette, m)
        for m in self.marks:
            if m.changed and m.tag_rect.w:
                signs.tag(self, surface, palette, m, m.tag_rect, self.tag_px(True))

    def _place_tags(self, drawn: pygame.Surface, regions: list[Region]) -> None:
        """Each tag in free room near its frame: where the board under it (and a little
        round it) is one plain colour and no piece, card or label of the plugin's
        regions lies, clear of both frames and the other tag; the nearest such place
        within a few tags' heights, tied to its frame by a short line. On the board's
        own face only, never on the bare ground round it (`ground`): off a round
        board's rim a tag dangled from a long line. Where there is none, no tag on the
        board: the legend's tag and the frame's shape (dashed or solid) say which is
        which. (Tags beside their marks covered hand cards, the dial's TOTAL and a
        seat's "5 cards".)"""
        taken: list[pygame.Rect] = []
        pad = self.gap()
        room = self.rect.clip(self.area).clip(drawn.get_rect())
        busy = [r.rect for r in regions if r.kind != "square"]
        frames = [o.frame.inflate(4, 4) for o in self.marks if o.changed]
        for m in self.marks:
            m.tag_rect = pygame.Rect(0, 0, 0, 0)
            if not m.changed:
                continue
            w, h = self.tag_size(m.tag, True)
            for place in _around(m.frame, w, h, pad, 5 * h, room):
                if not room.contains(place.inflate(pad, pad)):
                    continue
                if place.collidelist(taken + frames + busy) != -1:
                    continue
                if not _plain(drawn, place.inflate(pad, pad)):
                    continue
                if _near(drawn.get_at(place.topleft), self.ground):
                    continue  # the ground round the board, not the board
                if not _clear_line(drawn, *_leader(place, m.frame), drawn.get_at(place.topleft)):
                    continue  # its line would cross what the board draws (the dial)
                m.tag_rect = place
                taken.append(place.inflate(pad, pad))
                break

    def badge_radius(self) -> int:
        return max(6, round(self.text_px * 0.36))

    def draw_legend(self, surface: pygame.Surface, palette: Palette) -> None:
        """In the panel's header slot (`legend_rect`): each choice's tag, then its
        words."""
        gap, px, box = self.gap(), self.legend_px, self.legend_rect
        line = int(px * 1.3)
        y = box.y
        for (lines, beside, height), m in zip(self.legend_rows(box.w), self.marks, strict=False):
            w, h = self.tag_size(m.tag)
            tag = pygame.Rect(box.x, y, w, h)
            signs.tag(self, surface, palette, m, tag, px)
            x, top = tag.right + gap, y + max(0, (h - len(lines) * line) // 2)
            if not beside:
                x, top = box.x, tag.bottom + gap // 2
            for i, text in enumerate(lines):
                at = (x, top + i * line + line // 2)
                blit_text(surface, text, px, palette["text"], at, "midleft", True)
            y += height + gap


__all__ = ["Compare", "Marked", "caption_lines", "captions", "cost_words", "shows_better"]
