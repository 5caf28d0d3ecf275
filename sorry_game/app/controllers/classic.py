"""Sorry! (classic) input: clicks and keys → exactly one legal action (DESIGN §3).

The controller only ever offers continuations of actions in `state.legal_actions()`:
1. (hand of five) a card;
2. an origin: one of your pawns, or your START (leave START, SORRY!);
3. a destination: a square (move, leave, first part of a 7 split) or an opponent's
   pawn (11 switch, SORRY!); two meanings on one square open a small choice;
4. (7 split) the second pawn, whose destination is fixed by the remainder.
Buttons: Pass ("Continue" when no move is possible, "Decline" for an 11 switch) and
Discard (hand of five). `targets()` lists everything clickable with its screen rect.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from sorry_game.app.input import Cancel, Command, Confirm, Cycle, Hint, Select
from sorry_game.app.input import Pass as PassCommand
from sorry_game.app.views import text_width
from sorry_game.games.board.board import Board
from sorry_game.games.board.cards import card_label
from sorry_game.games.board.events import pawn_label
from sorry_game.games.board.geometry import (
    BACKWARD,
    EXIT,
    FORWARD,
    HOME,
    START,
    describe_position,
    pawn_name,
)
from sorry_game.games.board.moves import Leave, Move, Pass, SorryBump, Split, Switch
from sorry_game.games.classic.actions import Discard, Play

ORIGIN_START = "S"


@dataclass(frozen=True)
class Entry:
    """One way to reach a legal action by clicking."""

    card: int | None
    origin: int | str  # pawn id or ORIGIN_START
    dest: int  # position the first pawn lands on (first part of a split)
    label: str
    action: object
    second: int | None = None  # split: the second pawn
    second_dest: int | None = None


@dataclass
class Target:
    """Something clickable: a key, its screen point and hit rect, what it does."""

    kind: str  # card | pawn | start | square | second | button | choice
    key: tuple
    point: tuple[float, float]
    rect: pygame.Rect
    label: str = ""


class ClassicController:
    def __init__(self, state, layout=None) -> None:
        self.state = state
        self.layout = layout
        self.card_rects: list[pygame.Rect] = []  # hand of five, set by the table
        self.button_rects: dict[str, pygame.Rect] = {}  # set by the table
        self.enabled = True
        self.hint = None
        self.focus: int | None = None
        self.sync(state)

    # --- model -------------------------------------------------------------------
    def sync(self, state=None) -> None:
        """Rebuild the choices from the state (after every applied action)."""
        if state is not None:
            self.state = state
        st = self.state
        self.card: int | None = None
        self.auto_origin = False
        self.origin: int | str | None = None
        self.dest: int | None = None
        self.choices: list[Entry] = []
        self.focus = None
        self.hint = None
        self.entries: list[Entry] = []
        self.discards: dict[int, object] = {}
        self.pass_action = None
        self.hand: list[int] = []
        if st.is_over():
            self.colour = 0
            return
        self.colour = st.moving_colour()
        self.hand_mode = st.hands is not None
        if self.hand_mode:
            self.hand = list(st.hands[st.current])
        board: Board = st.board
        legal = st.legal_actions()
        split_groups: dict[int | None, list] = {}
        for action in legal:
            card = None
            move = action
            if isinstance(action, Play):
                card, move = action.card, action.move
            elif isinstance(action, Discard):
                self.discards[action.card] = action
                continue
            if isinstance(move, Pass):
                self.pass_action = action
                continue
            if isinstance(move, Split):
                split_groups.setdefault(card, []).append(action)
                continue
            self.entries.append(self._entry(board, card, move, action))
        for card, actions in split_groups.items():
            self.entries.extend(self._split_entries(board, card, actions))
        self._auto_origin()

    def _auto_origin(self) -> None:
        """When every move starts from START (a SORRY!, or only leaving START is legal),
        skip the obvious first click: the targets are shown at once."""
        self.auto_origin = False
        live = self._live() if (not self.hand_mode or self.card is not None) else []
        if live and all(e.origin == ORIGIN_START for e in live):
            self.origin = ORIGIN_START
            self.auto_origin = True

    def _entry(self, board: Board, card, move, action) -> Entry:
        c = self.colour
        pos = board.pos
        if isinstance(move, Move):
            n = move.steps
            dest = FORWARD[c][pos[move.pawn]][n] if n > 0 else BACKWARD[c][pos[move.pawn]][-n]
            label = f"+{n}" if n > 0 else f"−{-n}"
            return Entry(card, move.pawn, dest, label, action)
        if isinstance(move, Leave):
            return Entry(card, ORIGIN_START, EXIT[c], "out", action)
        if isinstance(move, SorryBump):
            return Entry(card, ORIGIN_START, pos[move.target], "SORRY!", action)
        if isinstance(move, Switch):
            return Entry(card, move.pawn, pos[move.other], "switch", action)
        raise TypeError(f"unexpected move {move!r}")

    def _split_entries(self, board: Board, card, actions) -> list[Entry]:
        """Every (first pawn, part, second pawn) path to a listed split. The engine lists
        each resulting position once, so the mirrored order maps to the listed action."""
        c = self.colour
        by_result: dict[tuple[int, ...], object] = {}
        for action in actions:
            move = action.move if isinstance(action, Play) else action
            result = self._split_result(board, c, move.pawn, move.steps, move.pawn2)
            if result is not None:
                by_result[result[0]] = action
        out: list[Entry] = []
        movable = [p for p in range(c * 4, c * 4 + 4) if board.pos[p] < HOME]
        for a in movable:
            for k in range(1, 7):
                for b in movable:
                    if a == b:
                        continue
                    result = self._split_result(board, c, a, k, b)
                    if result is None or result[0] not in by_result:
                        continue
                    key, dest_a, dest_b = result
                    out.append(Entry(card, a, dest_a, f"+{k}", by_result[key], b, dest_b))
        return out

    @staticmethod
    def _split_result(board: Board, c: int, a: int, k: int, b: int):
        dest_a = FORWARD[c][board.pos[a]][k]
        if dest_a < 0 or not board.can_land(c, dest_a):
            return None
        after = board.copy()
        after.place(a, dest_a, None)
        pb = after.pos[b]
        if pb >= HOME:
            return None
        dest_b = FORWARD[c][pb][7 - k]
        if dest_b < 0 or not after.can_land(c, dest_b):
            return None
        after.place(b, dest_b, None)
        return tuple(after.pos), dest_a, dest_b

    # --- stages ------------------------------------------------------------------
    def stage(self) -> str:
        if self.state.is_over():
            return "over"
        if self.choices:
            return "choice"
        if self.hand_mode and self.card is None:
            return "card"
        if self.origin is None:
            return "origin"
        if self.dest is None:
            return "dest"
        return "second"

    def _live(self) -> list[Entry]:
        return [e for e in self.entries if not self.hand_mode or e.card == self.card]

    def buttons(self) -> list[tuple[str, str]]:
        """(name, label) of the action buttons that are legal now."""
        out = []
        if self.pass_action is not None:
            out.append(("pass", "Decline switch" if self.entries else "Continue"))
        if self.hand_mode and self.card is not None and self.card in self.discards:
            out.append(("discard", f"Discard {card_label(self.card)}"))
        return out

    def prompt(self) -> str:
        """What the player should do next, in words."""
        stage = self.stage()
        st = self.state
        if stage == "over":
            return "The game is over."
        if stage == "choice":
            return "This square means two things: choose one."
        if stage == "card":
            if not self.entries:
                return "No card can move: choose a card to discard."
            return "Choose a card to play (keys 1-5)."
        if not self._live():
            if self.hand_mode:
                return f"The {card_label(self.card)} cannot move: discard it or pick another card."
            card = card_label(st.card)
            return f"No move with the {card}: press Continue."
        if stage == "origin":
            if self.hand_mode:
                return f"Playing {card_label(self.card)}: choose a pawn (or START)."
            return "Choose a pawn to move (or your START)."
        if stage == "dest":
            if self.origin == ORIGIN_START and all(
                isinstance(e.action.move if isinstance(e.action, Play) else e.action, SorryBump)
                for e in self._live()
            ):
                return "SORRY!: click the opponent's pawn to bump."
            who = "a pawn from START" if self.origin == ORIGIN_START else pawn_label(self.origin)
            return f"Choose where {who} goes."
        rest = 7 - int(
            next(e for e in self._live() if e.dest == self.dest and e.origin == self.origin).label[
                1:
            ]
        )
        return f"Split 7: choose the pawn that moves the other {rest}."

    # --- targets -------------------------------------------------------------------
    def targets(self) -> list[Target]:
        """Everything that can be clicked now, with screen geometry (needs `layout`)."""
        if not self.enabled or self.layout is None or self.state.is_over():
            return []
        lay = self.layout
        c = self.colour
        pos = self.state.board.pos
        out: list[Target] = []
        stage = self.stage()
        if stage == "choice":
            return self._choice_targets()
        if self.hand_mode:
            playable = {e.card for e in self.entries} | set(self.discards)
            for i, card in enumerate(self.hand):
                if card in playable and i < len(self.card_rects):
                    r = self.card_rects[i]
                    out.append(Target("card", ("card", i), r.center, r, card_label(card)))
        live = self._live()
        if stage in ("origin", "dest", "second"):
            origins: list[int | str] = []
            for e in live:
                if e.origin not in origins:
                    origins.append(e.origin)
            origin_targets = []
            for o in origins:
                if o == ORIGIN_START:
                    r = lay.circle_rect("start", c)
                    origin_targets.append(Target("start", ("start", c), r.center, r, "START"))
                else:
                    pt = lay.pawn_point(o, pos[o])
                    origin_targets.append(
                        Target(
                            "pawn", ("pawn", o), pt, lay.square_rect(pos[o], c, o & 3), pawn_name(o)
                        )
                    )
            if stage == "origin":
                out.extend(origin_targets)
            elif stage == "dest":
                dests: dict[int, list[str]] = {}
                for e in live:
                    if e.origin == self.origin:
                        labels = dests.setdefault(e.dest, [])
                        if e.label not in labels:
                            labels.append(e.label)
                for d, labels in dests.items():
                    out.append(self._square_target("square", d, " / ".join(labels)))
                out.extend(t for t in origin_targets if t.key != self._origin_key())
            else:
                seconds: dict[int, int] = {}
                for e in live:
                    if e.origin == self.origin and e.dest == self.dest and e.second is not None:
                        seconds[e.second] = e.second_dest
                for q, qd in seconds.items():
                    pt = lay.pawn_point(q, pos[q])
                    out.append(
                        Target(
                            "pawn",
                            ("second", q),
                            pt,
                            lay.square_rect(pos[q], c, q & 3),
                            pawn_name(q),
                        )
                    )
                    t = self._square_target("second", qd, f"+{7 - self._part()}")
                    t.key = ("second-dest", q)
                    out.append(t)
        for name, label in self.buttons():
            r = self.button_rects.get(name)
            if r is not None:
                out.append(Target("button", ("button", name), r.center, r, label))
        return out

    def _origin_key(self):
        if self.origin == ORIGIN_START:
            return ("start", self.colour)
        return ("pawn", self.origin)

    def _part(self) -> int:
        for e in self._live():
            if e.origin == self.origin and e.dest == self.dest:
                return int(e.label[1:])
        return 0

    def _square_target(self, kind: str, dest: int, label: str) -> Target:
        lay = self.layout
        c = self.colour
        if dest == HOME:
            r = lay.circle_rect("home", c)
            return Target(kind, (kind, dest), r.center, r, label)
        pt = lay.point(dest, c)
        return Target(kind, (kind, dest), pt, lay.square_rect(dest, c), label)

    def _choice_targets(self) -> list[Target]:
        lay = self.layout
        x, y = (
            lay.point(self.dest, self.colour)
            if self.dest != HOME
            else lay.circle_rect("home", self.colour).center
        )
        size = max(14, int(lay.cell * 0.5))
        h = int(size * 1.7)
        out = []
        labels = [self._choice_label(e) for e in self.choices]
        w = max(text_width(label, size, True) for label in labels) + size * 2
        top = y - lay.cell * 0.7 - h * len(labels) - 4 * (len(labels) - 1)
        if top < lay.rect.top:
            top = y + lay.cell * 0.7
        for i, label in enumerate(labels):
            r = pygame.Rect(0, 0, w, h)
            r.midtop = (round(x), round(top + i * (h + 4)))
            r.clamp_ip(lay.rect)
            out.append(Target("choice", ("choice", i), r.center, r, label))
        return out

    @staticmethod
    def _choice_label(e: Entry) -> str:
        if e.label == "switch":
            return "Switch places"
        if e.label == "SORRY!":
            return "SORRY! bump"
        if e.label == "out":
            return "Move out of START"
        return f"Move {e.label}"

    # --- input ---------------------------------------------------------------------
    def hit(self, point) -> Target | None:
        """The target under a screen point (the nearest centre when several overlap)."""
        best = None
        best_d = None
        for t in self.targets():
            if t.rect.collidepoint(point):
                d = (t.point[0] - point[0]) ** 2 + (t.point[1] - point[1]) ** 2
                if t.kind in ("button", "choice", "card"):
                    d = -1
                if best_d is None or d < best_d:
                    best, best_d = t, d
        return best

    def click(self, point):
        """A mouse click: returns a legal action when the selection completes one."""
        t = self.hit(point)
        if t is None:
            return None
        return self.command(Select(t))

    def activate(self, t: Target):
        kind, key = t.kind, t.key
        self.focus = None
        if kind == "button":
            name = key[1]
            if name == "pass":
                return self.pass_action
            if name == "discard":
                return self.discards.get(self.card)
            return None
        if kind == "choice":
            entry = self.choices[key[1]]
            self.choices = []
            return entry.action
        if kind == "card":
            card = self.hand[key[1]]
            self.card = card
            self.origin = None
            self.dest = None
            self._auto_origin()
            return None
        if kind == "start":
            self.origin = ORIGIN_START
            self.dest = None
            return None
        if kind == "pawn" and key[0] == "pawn":
            self.origin = key[1]
            self.dest = None
            return None
        if kind == "square":
            dest = key[1]
            matches = [e for e in self._live() if e.origin == self.origin and e.dest == dest]
            if any(e.second is not None for e in matches):
                self.dest = dest
                return None
            if len(matches) == 1:
                return matches[0].action
            if matches:
                self.dest = dest
                self.choices = matches
            return None
        if kind in ("pawn", "second"):
            q = key[1]
            for e in self._live():
                if e.origin == self.origin and e.dest == self.dest and e.second == q:
                    return e.action
        return None

    def cancel(self) -> bool:
        """Esc: undo one step of the selection; False when there was nothing to undo."""
        self.focus = None
        if self.choices:
            self.choices = []
            self.dest = None
            return True
        if self.dest is not None:
            self.dest = None
            return True
        if self.origin is not None and not self.auto_origin:
            self.origin = None
            return True
        if self.hand_mode and self.card is not None:
            self.origin = None
            self.card = None
            return True
        return False

    def cycle(self, step: int) -> Target | None:
        targets = self.targets()
        if not targets:
            self.focus = None
            return None
        if self.focus is None:
            self.focus = 0 if step > 0 else len(targets) - 1
        else:
            self.focus = (self.focus + step) % len(targets)
        return targets[self.focus]

    def focused(self) -> Target | None:
        targets = self.targets()
        if self.focus is None or not targets:
            return None
        return targets[self.focus % len(targets)]

    def confirm(self):
        """Enter/Space: activate the focused target (or the only one); with no move at
        all, continue (the forfeit is the only legal action)."""
        t = self.focused()
        if t is None:
            if self.pass_action is not None and not self.entries and not self.discards:
                return self.pass_action
            targets = self.targets()
            if len(targets) != 1:
                return None
            t = targets[0]
        return self.activate(t)

    def pick_card(self, index: int):
        """Number keys in hand mode: select (or switch to) the n-th card."""
        for t in self.targets():
            if t.kind == "card" and t.key == ("card", index):
                return self.activate(t)
        return None

    def command(self, cmd: Command):
        """One input command (DESIGN §3): returns a legal action when the selection
        completes one, "pause" or "hint" for the table, else None."""
        if isinstance(cmd, Select):
            if isinstance(cmd.target, Target):
                return self.activate(cmd.target)
            if isinstance(cmd.target, int):  # number keys pick the n-th card
                return self.pick_card(cmd.target - 1)
            return None
        if isinstance(cmd, Cycle):
            self.cycle(cmd.step)
        elif isinstance(cmd, Confirm):
            return self.confirm()
        elif isinstance(cmd, Cancel):
            if not self.cancel():
                return "pause"
        elif isinstance(cmd, PassCommand):
            return self.pass_action
        elif isinstance(cmd, Hint):
            return "hint"
        return None

    # --- drawing help ------------------------------------------------------------------
    def hint_marks(self) -> list[tuple[int, int | None]]:
        """(pawn or -1 for START, destination) pairs that illustrate the hint action."""
        action = self.hint
        if action is None:
            return []
        move = action.move if isinstance(action, Play) else action
        for e in self.entries:
            if e.action == action:
                o = e.origin if isinstance(e.origin, int) else -1
                marks = [(o, e.dest)]
                if e.second is not None:
                    marks.append((e.second, e.second_dest))
                return marks
        del move
        return []


def describe_action(action, colour: int) -> str:
    """A short English line for an action (hints): 'move Red pawn 2 forward 5'."""
    prefix = ""
    move = action
    if isinstance(action, Play):
        prefix = f"play the {card_label(action.card)}: "
        move = action.move
    if isinstance(action, Discard):
        return f"discard the {card_label(action.card)}"
    if isinstance(move, Pass):
        return "pass"
    if isinstance(move, Leave):
        return prefix + "move a pawn out of START"
    if isinstance(move, Move):
        way = "forward" if move.steps > 0 else "back"
        return prefix + f"move {pawn_label(move.pawn)} {way} {abs(move.steps)}"
    if isinstance(move, Split):
        return prefix + (
            f"split the 7: {pawn_label(move.pawn)} {move.steps}, "
            f"then {pawn_label(move.pawn2)} {move.steps2}"
        )
    if isinstance(move, Switch):
        return prefix + f"switch {pawn_label(move.pawn)} with {pawn_label(move.other)}"
    if isinstance(move, SorryBump):
        return prefix + f"SORRY! {pawn_label(move.target)}"
    return str(action)


__all__ = ["ClassicController", "Target", "Entry", "describe_action", "describe_position", "START"]
