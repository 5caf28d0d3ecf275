"""The Sorry! Revenge tableau in motion: engine events → animation steps.

The animator keeps the props the screen shows (`public(view)`: the play pile, the
total, the pawn cards, the direction, the pile counts, hand sizes) and tokens in flight.
`build_steps` replays one action's events on the table as it looked before the action
and gives every step the props as they are when it starts, so the pile grows when the
card lands, the total counts up after it, a pawn card turns mid-flip, and a drawn card
joins the viewer's hand only when it arrives. Another seat's drawn cards fly as backs
whatever the event carries: only the viewer's own draw is shown face up.

Model positions of tokens (mapped to the screen by the plugin): ("slot", i, n) the i-th
of n slots of the viewer's hand, ("seat", s, j) the fan of seat s, ("pile",),
("draw",), ("discard",).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sorry_game.app.plugins.revenge.layout import hand_groups
from sorry_game.app.table.animator import Step, Tween
from sorry_game.app.table.bursts import Burst
from sorry_game.engine.events import Event
from sorry_game.engine.view import View
from sorry_game.games.revenge.cards import BY_CODE, VALUE
from sorry_game.games.revenge.view import RevengeView

#: durations in seconds at normal speed (the speed setting scales them)
FLY = 0.32
COUNT = 0.22
COUNT_PER = 0.025
SLIDE = 0.5
DRAW = 0.36
FLIP = 0.42
SWEEP = 0.34
FLASH = 0.55
AIM = 0.5
SWITCH = 0.5
HOME_PAUSE = 0.35  # a moment for the HOME celebration


def minus(codes: Sequence[str], remove: Sequence[str]) -> list[str]:
    """`codes` without one of each of `remove` (a multiset difference)."""
    left = list(codes)
    for c in remove:
        if c in left:
            left.remove(c)
    return left


def public(view: View[RevengeView]) -> dict[str, Any]:
    """What everybody sees of the table, as the animator's props."""
    g = view.game
    return {
        "pile": g.play_pile,
        "total": g.total,
        "pawns": g.pawns,
        "direction": g.direction,
        "draw": g.draw_pile,
        "discard": g.discard,
        "sizes": g.hand_sizes,
        #: the viewer's cards still flying in from the draw pile (hidden in the hand)
        "incoming": (),
    }


def slot_of(codes: Sequence[str], code: str) -> tuple[str, int, int]:
    """The hand slot of `code` in a hand of `codes` (equal cards share a slot)."""
    groups = [c for c, _n in hand_groups(codes)]
    i = groups.index(code) if code in groups else len(groups) // 2
    return ("slot", i, len(groups))


def home_bursts(tokens: Sequence[Any], view: View[RevengeView], serial: int) -> list[Burst]:
    """A celebration on each pawn card (`("pawn", seat, index)`) just turned to HOME,
    in its seat's colour."""
    colours = view.colours
    return [
        Burst(token, colours[token[1]], seed=serial * 8 + token[2])
        for token in tokens
        if 0 <= token[1] < len(colours)
    ]


def build_steps(
    model: dict[str, Any], events: Sequence[Event], view: View[RevengeView]
) -> list[Step]:
    """The steps of one action's `events` (read by their `kind`), from `model` (the public table before the
    action, as `public` gives it) to `view` (after it)."""
    viewer = view.viewer
    after = public(view)
    m = dict(model) if model else dict(after)
    m["pile"] = tuple(m.get("pile", ()))
    m["pawns"] = [list(p) for p in m.get("pawns", after["pawns"])]
    m["sizes"] = list(m.get("sizes", after["sizes"]))
    hand_after = list(view.game.hand or ()) if viewer is not None else []
    evs: list[Any] = list(events)  # each read by its kind (games.revenge.events)
    mine = [c for e in evs if e.kind == "draw" and e.player == viewer for c in e.cards]
    m["incoming"] = tuple(mine)
    out: list[Step] = []
    serial = 0

    def snapshot() -> dict[str, Any]:
        snap = dict(m)
        snap["pawns"] = tuple(tuple(p) for p in m["pawns"])
        snap["sizes"] = tuple(m["sizes"])
        return snap

    def add(tweens, duration, sound=None, pause=0.0, bursts=(), turn=False) -> None:
        out.append(Step(list(tweens), duration, sound, snapshot(), pause, list(bursts), turn))

    def shown_hand() -> list[str]:
        return minus(hand_after, m["incoming"])

    def size_change(seat: int, delta: int) -> None:
        if 0 <= seat < len(m["sizes"]):
            m["sizes"][seat] = max(0, m["sizes"][seat] + delta)

    i = 0
    while i < len(evs):
        e = evs[i]
        kind = e.kind
        serial += 1
        if kind == "play":
            if viewer is not None and e.player == viewer:
                src = slot_of([*shown_hand(), e.card], e.card)
            else:
                src = ("seat", e.player, 0)
            size_change(e.player, -1)
            add([Tween(("fly", e.card, serial), [src, ("pile",)], "face")], FLY, "play")
            m["pile"] = (*m["pile"], e.card)
            if BY_CODE[e.card] <= 10:
                before = e.total - VALUE[BY_CODE[e.card]]
                m["total"] = e.total
                dur = min(0.5, COUNT + COUNT_PER * abs(e.total - before))
                add([Tween("total", [before, e.total], "count")], dur)
            if e.target is not None:
                add([Tween(("aim", serial), [e.player, e.target], "flipback")], AIM, "bump")
        elif kind == "slide":
            m["total"] = e.after
            add([Tween("total", [e.before, e.after], "slide")], SLIDE, "slide")
        elif kind == "draw":
            m["draw"] = max(0, m["draw"] - e.count)
            tweens = []
            own = viewer is not None and e.player == viewer
            for j in range(e.count):
                if own and j < len(e.cards):
                    dest = slot_of(hand_after, e.cards[j])
                    tweens.append(Tween(("fly", e.cards[j], serial, j), [("draw",), dest], "face"))
                else:  # another seat's cards: backs only, whatever the event carries
                    dest = ("seat", e.player, j)
                    tweens.append(Tween(("back", serial, j), [("draw",), dest], "back"))
            add(tweens, DRAW, "draw")
            size_change(e.player, e.count)
            if own:
                m["incoming"] = tuple(minus(m["incoming"], e.cards))
        elif kind == "switch":
            old = m["direction"]
            m["direction"] = e.direction
            add([Tween("direction", [old, e.direction], "switch")], SWITCH, "slide")
        elif kind == "21":
            add([Tween(("flash", serial), [0, 1], "21")], FLASH, "win")
        elif kind == "steal":
            # the 21 goes from the total to the stealer
            add([Tween(("aim", serial), [None, e.player], "steal")], AIM, "bump")
        elif kind == "block":
            add([Tween(("aim", serial), [e.player, e.attacker], "block")], AIM, "bump")
        elif kind == "bust":
            add([Tween(("flash", serial), [0, 1], "bust")], FLASH, "forfeit")
        elif kind == "flip":
            tweens = []
            while i < len(evs) and evs[i].kind == "flip":
                f = evs[i]
                if 0 <= f.seat < len(m["pawns"]) and 0 <= f.index < len(m["pawns"][f.seat]):
                    old = m["pawns"][f.seat][f.index]
                    m["pawns"][f.seat][f.index] = f.to
                    tweens.append(Tween(("pawn", f.seat, f.index), [old, f.to], "flip"))
                i += 1
            i -= 1
            sound = "bump" if any(t.path[-1] == "START" for t in tweens) else "move"
            add(tweens, FLIP, sound, pause=0.1)
            homes = [t.token for t in tweens if t.path[-1] == "HOME"]
            if homes:  # a pawn card turned to HOME: a little confetti where it lies
                add([], 0.0, pause=HOME_PAUSE, bursts=home_bursts(homes, view, serial))
        elif kind == "round":
            # the next round begins (`Step.turn`): while the news of how this one ended
            # is up ("You make 21!"), the dial still reads its total and the pile
            # holds its cards; the sweep, the new total and the draws follow it
            cards = m["pile"]
            m["pile"] = ()
            m["total"] = 0
            sweep = [Tween(("sweep", cards[-1], serial), [("pile",), ("discard",)], "face")]
            add(
                sweep if cards else [],
                SWEEP if cards else 0.0,
                "discard" if cards else None,
                turn=True,
            )
            m["discard"] += len(cards)
        elif kind == "shuffle":
            m["discard"] = 0
            m["draw"] = e.count
            add(
                [Tween(("back", serial, 0), [("discard",), ("draw",)], "back")],
                SWEEP,
                "shuffle",
            )
        elif kind == "stuck":
            src = ("seat", e.player, 0)
            if viewer is not None and e.player == viewer:
                src = slot_of([*shown_hand(), e.card], e.card)
            size_change(e.player, -1)
            add([Tween(("fly", e.card, serial), [src, ("discard",)], "face")], FLY, "discard")
            m["discard"] += 1
        elif kind == "tiebreak":
            add([], 0.0, None, pause=0.4)
        elif kind == "win":
            add([], 0.0, "win", pause=0.2)
        i += 1
    m.update(after)
    m["pawns"] = [list(p) for p in after["pawns"]]
    m["sizes"] = list(after["sizes"])
    add([], 0.0)
    return out


__all__ = ["build_steps", "home_bursts", "minus", "public", "slot_of"]
