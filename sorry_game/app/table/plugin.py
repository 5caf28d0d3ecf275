"""The seam between the one table and a game: each game's UI plugin, found by convention.

The table runs every game (turn flow, computer turns, the pass-and-play curtain, undo,
hints, buttons, banners, the move log, results). A plugin adds only what is particular
to its game, from the engine's `View` (never from a state's internals):

- `layout(area)`: place the play area (board or tableau) in the rectangle it is given;
- `panel_height(width, unit, view)` / `layout_panel(rect, unit, view)`: its part of the
  side panel
  (a card face, a hand of cards…), 0 when it has none;
- `shown(view)`: the positions of the things that move (tokens → model positions) and
  props (a face-up card…), which the animator keeps between events;
- `steps(events, view)`: animation steps for the events of one action;
  `burst_point(at)`: where a celebration of those steps goes (a pawn's HOME);
- `prepare(chosen, view)` then `locate(choice, view)`: where a choice
  (engine.picking.Choice) is on the screen — a `Target` — or None (the table then offers
  it as a labelled pill or button);
- `draw(surface, view, ui)` / `draw_panel(surface, view, ui)`: draw from the view,
  the animator's shown state and the table's `TableUI` (options, choices made, hover,
  focus, hint, last events);
- `hotkey(n, options, view)`: the option picked by number key n (a card in a hand), or None,
  and `hotkey_why(n, options, view)`: why key n picks nothing now, in player words;
  `key(event, view)`: any other key the table leaves free (F to flip a board);
  `key_help(view)`: those keys for the table's key legend (`?`).

A game's plugin is the package `sorry_game.app.plugins.<id>` (or the module its `Game`
names in `plugin`), which sets `PLUGIN` to its `TablePlugin` subclass. A plugin is
generic in the game's part of the view (`TablePlugin[KingView]`), so the type checker
knows every field it reads. A missing or broken plugin is a `PartError` naming the
module — never a game drawn without its board.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from types import MappingProxyType
from typing import Any, Generic, TypeVar

import pygame

from sorry_game.app.draw import Palette
from sorry_game.app.table.animator import Animator, Step
from sorry_game.engine.errors import PartError
from sorry_game.engine.events import Event, Mark
from sorry_game.engine.interface import Game
from sorry_game.engine.parts import import_part
from sorry_game.engine.picking import Choice
from sorry_game.engine.view import View

Point = tuple[float, float]
#: the game's own part of the view that a plugin reads
G = TypeVar("G")


@dataclass(frozen=True)
class Region:
    """Something drawn on the play area that a message must never cover: a piece, a
    card, a pile, a seat's badge, a label, a square of the board."""

    rect: pygame.Rect
    #: "piece", "card", "pile", "badge", "label", "square" or "frame" (the play area's
    #: edge: a message is inside it or outside) (what the checks report)
    kind: str


@dataclass(frozen=True)
class SeatLook:
    """How one seat's thing is told apart on the play area, for players who cannot rely
    on colour: a pawn, its START or HOME, a ring that means "yours", a card of its colour.
    `bench/access.py` counts two seats whose looks of one `part` differ by less than 20 %
    in luminance while their shape marks are under 12 px (a greyscale clash)."""

    seat: int
    #: "pawn", "start", "home", "ring", "card", "piece" … (looks are compared per part)
    part: str
    #: the fill colour as drawn (RGB)
    colour: tuple[int, int, int]
    #: the seat's shape drawn on it ("circle", "square", "triangle", "diamond"…), "" none
    shape: str
    #: the height of that shape mark in pixels as drawn now (0 without one)
    mark_px: float


@dataclass
class Target:
    """A choice on the screen: what clicking `rect` picks, and its centre."""

    choice: Choice
    rect: pygame.Rect
    point: Point
    #: "board" (drawn by the plugin), "alias" (another place that picks the same),
    #: "pill" or "button" (drawn by the table)
    kind: str = "board"
    #: what the focus ring goes round, when more than `rect`: the option with what
    #: belongs to it (a card's number key under it, its "x2" badge), so that the ring
    #: covers none of them
    ring: pygame.Rect | None = None
    #: the box the rings round it stay inside (a hand's tray): a ring drawn past it
    #: spilled over the tray's edge (None: the play area holds it)
    room: pygame.Rect | None = None


@dataclass
class TableUI:
    """What the table tells a plugin each frame."""

    #: a human is picking now: options are highlighted and clickable
    active: bool
    #: the options on the board/tableau (kind "board" and "alias")
    targets: list[Target]
    #: the choices made so far for the action being picked
    chosen: list[Choice]
    #: options of the step before, which a click may take instead (a different pawn)
    alternates: list[Target]
    hover: Target | None
    focus: Target | None
    #: the hint: the choices of the suggested action
    hint: list[Choice]
    anim: Animator
    time: float
    #: the events of the last applied action (e.g. where the last move started)
    last_events: list[Event]
    viewer: int | None
    #: seat → RGB of its colour
    seat_colours: list[tuple[int, int, int]]
    unit: int = 16
    #: seat → the player's name ("You" for a seat so named)
    names: list[str] = field(default_factory=list)
    #: what the hovered (or focused) option would do, when it leads to one action: the
    #: events of that action applied to a copy of the game (draw where pawns end, what
    #: they bump, a new total); empty otherwise
    preview: list[Event] = field(default_factory=list)
    #: the viewer's seat is the person at the screen ("You", "Your hand"); False when
    #: watching someone else's seat (a replay shows each decider's hand by name)
    you: bool = True
    #: the one colour the play area holds before the plugin draws (the table and the
    #: replay fill it with the background), None where it is not known (a rules
    #: page's diagram): art drawn over it may be kept composed on it (`draw.layers`)
    ground: tuple[int, int, int] | None = None
    #: the position the panel tells (the mover's while their move lands: `TableScene.
    #: told`), None: the view drawn; the board lights whose turn it tells (`tells`)
    told: View[Any] | None = None
    #: a still picture of one move (the review's moment): the one colour its marks are
    #: drawn in (where the move ends, the pawn or square it leaves), its legend's ("You
    #: played", "Better"); None: the table's own (the highlight where a move ends, the
    #: selection's colour round what is chosen)
    mark: tuple[int, int, int] | None = None
    #: the header says what the deciding seat does (its `View.turn_note`, "makes a
    #: chess move": nobody at this screen decides); a panel part need not say it again
    noted: bool = False
    #: a decision with one way to go, shown for its beat: the prompt says the move in
    #: full ("No choice: move pawn 1 forward 2."), so a panel part need not say the
    #: card's rule beside it
    forced: bool = False
    #: a log beside tells every move (a replay, `watching`): the panel leaves out what
    #: it says (Sorry My Ass!'s "Trade: you gave 2, got 3" under "Cy gives you a card")
    log_tells: bool = False

    def tells(self, view: View[Any]) -> View[Any]:
        """Whose turn the frame tells, and who decides: one moment for the whole frame
        (the seat the header names is the seat lit on the board)."""
        return self.told if self.told is not None else view

    def hand_title(self, viewer: int | None) -> str:
        """ "Your hand" at the screen; in a replay the watched player's: "Ada's hand"."""
        names = self.names
        if self.you or viewer is None or not 0 <= viewer < len(names) or names[viewer] == "You":
            return "Your hand"
        return f"{names[viewer]}'s hand"

    @classmethod
    def watching(
        cls,
        anim: Animator,
        time: float,
        last_events: Sequence[Event],
        viewer: int | None,
        seat_colours: list[tuple[int, int, int]],
        unit: int,
        names: list[str],
        chosen: Sequence[Choice] = (),
        preview: Sequence[Event] = (),
        you: bool = True,
    ) -> TableUI:
        """A table nobody picks on (a replay, a rules diagram): no options, hover or
        hint; `chosen` and `preview` may still show the move being explained; `you`
        False when the viewer's seat is not the person watching (a replay)."""
        return cls(
            active=bool(preview),
            targets=[],
            chosen=list(chosen),
            alternates=[],
            hover=None,
            focus=None,
            hint=[],
            anim=anim,
            time=time,
            last_events=list(last_events),
            viewer=viewer,
            seat_colours=seat_colours,
            unit=unit,
            names=names,
            preview=list(preview),
            you=you,
            log_tells=True,
        )


#: the play area's words grow this share of the Text size beyond 100 % (a quarter
#: larger at 200 %): as far as a board's places hold them
WORDS_GROW = 0.25


class TablePlugin(Generic[G]):
    """Defaults for a game's UI plugin; a game overrides what it needs."""

    #: the Text size setting (1.0 = 100 %), set by the table before `layout`: the
    #: seats' shape marks and numbers on the play area grow with it
    mark_scale: float = 1.0
    #: while a move lands the header says the mover's decision's note as their act
    #: ("makes a chess move"); False for a game whose note is a choice ("may beat it"
    #: beside a pass that gave the trick away): the header names the mover alone, and
    #: what they did is the log's last entry's ("Ada passes"), said once
    notes_the_act: bool = True
    #: how much larger than the play area's own scale its words are drawn (1 or more):
    #: the play area at 100 % text over its size now, so that a play area made smaller
    #: for large text (the panel widened) keeps its words at their 100 % size, and a
    #: little more with the Text size (`WORDS_GROW`)
    word_scale: float = 1.0
    #: the part of `word_scale` that keeps the words at their 100 % size (the play
    #: area at 100 % over its size now): what a word never gives back to fit its place
    word_floor: float = 1.0
    #: how much larger than the play area's own scale its labels are drawn: the number
    #: keys under the cards, the "x2" badges, the piles' counts, the strips' captions,
    #: the seats' tags — words that read as the player's text, not the board's, so
    #: they grow with the whole Text size as the panel's text does (issue 39 item 6:
    #: at 200 % they stayed at a quarter larger and read as not grown), each as far as
    #: its room holds it
    label_scale: float = 1.0
    #: the seats sit round the viewer (the viewer's seat at the bottom): a replay then
    #: keeps one viewer, so that the seats stay where they sat (issue 39)
    seats_round_viewer: bool = False
    #: at large text the two-column panel stacks (`columns.stacked_layout`): the
    #: players' rows, one line each, and the game's part beside the header, the words
    #: and the move log across the whole width — for a game whose log entries need the
    #: width more than its players' rows do
    stacked_panel: bool = False
    #: a still picture frames each of a choice's picks apart (one frame round a piece
    #: and the square it goes to crossed the pieces and labels between them):
    #: "inside" its own square (a board of squares), "round" it; "" one frame round all
    frames_apart: str = ""
    #: the stacked panel takes the width the play area does not need, for its log
    #: (`columns.STACKED_UNITS`); else it keeps the two columns' width (the play area
    #: as large as the two-column panel leaves it: its cards and words keep their size)
    stacked_widens: bool = True
    #: where the panel widens for large text (`columns.window_plan`), the play area
    #: takes the window's height beside it, down to this width / height: a tableau
    #: whose cards would shrink there keeps them (and their words) as large (0: the
    #: play area keeps its `preferred_aspect`)
    tall_aspect: float = 0.0
    #: the stacked panel fits the game's part beside the header, under the players (its
    #: words give way); else the part goes whole under the header (`columns.stacked_band`)
    stacked_part_fits: bool = False
    #: words of the game's log entries the move log says shorter, in every row (one
    #: form: `logrows.short_form`), in its facts: {" leaves START": …}
    log_short: Mapping[str, str] = MappingProxyType({})
    #: words a narrow log says shorter still, in the short form only (where it saves a
    #: row: `logrows.layout_entry`): {"HOME for ": "HOME "}
    log_narrow: Mapping[str, str] = MappingProxyType({})
    #: what the play area already says of every seat, so the players' rows do not say
    #: it again ("Each fact said once"): "progress" (the pips), "cards" (in hand),
    #: "note" (the seat's note: King's reserve)
    board_says: frozenset[str] = frozenset()

    def set_scales(self, text: float, area: pygame.Rect, at_100: pygame.Rect) -> None:
        """The Text size `text` and the play area now (`area`) and at 100 % (`at_100`):
        `mark_scale` and `word_scale`, before `layout`."""
        self.mark_scale = text
        now = max(1, min(area.size))
        grow = 1.0 + max(0.0, text - 1.0) * WORDS_GROW
        self.word_floor = max(1.0, min(at_100.size) / now) if text > 1.0 else 1.0
        self.word_scale = self.word_floor * grow
        self.label_scale = self.word_floor * max(1.0, text)

    def __init__(self, palette: Palette, game: Game) -> None:
        self.palette = palette
        self.game = game
        #: the room, in pixels, a still picture's frames take round a thing (set by the
        #: review's moment): things a player picks among stand that much further apart,
        #: so that a frame round one crosses no other (0: the table's own spacing)
        self.frame_room = 0
        #: the keys of the picks such a picture frames (`Choice.key`: a card's)
        self.frame_keys: list[object] = []
        #: the table's own play area where such a picture draws the board smaller in
        #: part of it (its hand as large as the table's where room allows)
        self.table_area = pygame.Rect(0, 0, 0, 0)
        self.area = pygame.Rect(0, 0, 0, 0)
        self.panel = pygame.Rect(0, 0, 0, 0)
        #: the players' names, from the last frame's TableUI (labels on the play area)
        self.names: list[str] = []

    # --- layout -------------------------------------------------------------------------
    def preferred_aspect(self) -> float:
        """Width / height the play area looks best at (a square board: 1.0)."""
        return 1.0

    def layout(self, area: pygame.Rect) -> None:
        self.area = pygame.Rect(area)

    def panel_height(self, width: int, unit: int, view: View[G]) -> int:
        return 0

    def news_tells(self, events: Sequence[Event]) -> bool:
        """Whether the news of a move (`events`, the move landing) says what the game's
        part would say: the part gives way while the move lands (its room to the news,
        the one statement of the moment)."""
        return False

    def layout_panel(self, rect: pygame.Rect, unit: int, view: View[G]) -> None:
        self.panel = pygame.Rect(rect)

    def banner_point(self) -> Point:
        """Where a message about the play belongs (the table places it as near as it can
        without covering anything: `regions`)."""
        return (self.area.centerx, self.area.top + self.area.height * 0.08)

    def regions(self, view: View[G]) -> list[Region]:
        """What is drawn on the play area now that a message must not cover (pieces,
        cards, piles, badges, labels, squares), as the model has it. The default, the
        whole play area, sends every message to the side panel: a game that lists its
        things lets messages use the free parts of its table."""
        return [Region(pygame.Rect(self.area), "area")]

    def spots(self, view: View[G]) -> dict[str, pygame.Rect]:
        """Named places of the play area that a guided game's step can be about ("you":
        the viewer's seat, "total", "trick"): the step's tip keeps clear of what it
        explains (`guide.Step.about`). A game without any gives none."""
        return {}

    def frame_clear(self, view: View[G]) -> list[pygame.Rect]:
        """What a still picture's frames keep off besides the play area's edge (a
        board's file letters and rank numbers): a frame round a thing beside one stops
        short of it."""
        return []

    def seat_looks(self, view: View[G]) -> list[SeatLook]:
        """Each seat's things as drawn at the current layout (colour, shape mark and its
        size), so that a check can prove no seat is told by colour alone. A game whose
        seats have nothing of their own on the play area returns []."""
        return []

    # --- animation -----------------------------------------------------------------------
    def shown(self, view: View[G]) -> tuple[dict[Hashable, Any], dict[str, Any]]:
        """(positions of moving things, props) as the model has them now."""
        return {}, {}

    def steps(self, events: Sequence[Event], view: View[G]) -> list[Step]:
        return []

    def burst_point(self, at: Hashable) -> Point | None:
        """Where a celebration at model position `at` (a `Burst`'s) is on the screen;
        None: the middle of the play area."""
        return None

    # --- input ---------------------------------------------------------------------------
    def prepare(self, chosen: Sequence[Choice], view: View[G]) -> None:
        """Called before the table locates the options, with the choices made so far
        (where a choice goes may depend on them: a promotion next to its square)."""

    def locate(self, choice: Choice, view: View[G]) -> Target | None:
        return None

    def hotkey(self, n: int, options: Sequence[Choice], view: View[G]) -> Choice | None:
        return None

    def hotkey_why(self, n: int, options: Sequence[Choice], view: View[G]) -> str:
        """Why number key `n` picks nothing now ("Pawn 3 cannot move now"), said when the
        key is refused; "" leaves it to the table's own words."""
        return ""

    def key(self, event: pygame.event.Event, view: View[G]) -> bool:
        """A key the table does not use (e.g. F to flip a board); True when used."""
        return False

    def key_help(self, view: View[G]) -> list[tuple[str, str]]:
        """The game's own keys for the key legend: (keys, what they do), e.g.
        ("1-4", "the pawn with that number")."""
        return []

    # --- drawing -------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, view: View[G], ui: TableUI) -> None:
        pass

    def draw_panel(self, surface: pygame.Surface, view: View[G], ui: TableUI) -> None:
        pass

    # --- the move log's pictures ------------------------------------------------------------
    def mark_width(self, mark: Mark, height: int) -> int | None:
        """The width of a picture of the move log (`Mark`) this game draws itself at
        `height` px (a chess piece), or None: the table draws it (a card, a pawn, a
        seat's token) or says its words."""
        return None

    def draw_mark(self, surface: pygame.Surface, mark: Mark, rect: pygame.Rect, size: int) -> bool:
        """Draw a picture of the move log in `rect` (`mark_width` wide) beside words of
        `size` (nominal); False: the table draws it."""
        return False


def plugin_module(game: Game) -> str:
    """Where the game's plugin lives: its `plugin`, else `sorry_game.app.plugins.<id>`."""
    return game.plugin or f"sorry_game.app.plugins.{game.id}"


def plugin_class(game: Game) -> type[TablePlugin[Any]]:
    """The plugin class of `game`; PartError when it is missing or broken."""
    return _plugin_class(plugin_module(game), game.id)


@cache
def _plugin_class(module_name: str, game_id: str) -> type[TablePlugin[Any]]:
    module = import_part(game_id, "plugin", module_name)
    cls = getattr(module, "PLUGIN", None)
    if not (isinstance(cls, type) and issubclass(cls, TablePlugin)):
        raise PartError(game_id, "plugin", module_name, "its PLUGIN is not a TablePlugin class")
    return cls


__all__ = [
    "Point",
    "Region",
    "TablePlugin",
    "TableUI",
    "Target",
    "plugin_class",
    "plugin_module",
]
