"""Sorry My Ass!'s events as animation steps: cards flying from a hand to the trick pile
and from the pile to the trick's winner, the deal, the trade; the board's moves (the
shared `board_steps`); the public props (the trick, the counts in hand, passes, the
safe players, titles, the play being moved) changing as the cards land.

Flying cards are tokens ("fly", n) travelling through flight positions:
("rect", x, y, w, h) a place in the viewer's hand strip, ("pile", i, n) card i of a
play of n on the trick pile, ("seat", seat) a seat tag, ("deck",) the centre.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import Any

import pygame

from sorry_game.app.plugins.board.steps import board_steps
from sorry_game.app.plugins.president.layout import HandGroup, fan_rects
from sorry_game.app.table.animator import Step, Tween
from sorry_game.engine.events import Event
from sorry_game.engine.view import View
from sorry_game.games.president.events import (
    CardGiven,
    CardsPlayed,
    Passed,
    PlayerSafe,
    RoundDealt,
    RoundOver,
    TrickWon,
)
from sorry_game.games.president.view import Moving, PresidentView, Titles, TrickPlay

#: seconds (at normal speed) for a card to travel hand → pile, and the other flights
PLAY_TIME = 0.38
TRADE_TIME = 0.65
CLEAR_TIME = 0.42
DEAL_TIME = 0.22
DEAL_WAVES = 3
PASS_PAUSE = 0.3
LAND_PAUSE = 0.12
#: the board events that `board_steps` animates
BOARD_KINDS = frozenset({"move", "slide", "bump", "win"})

#: a flight position (see the module's docstring)
FlightPos = tuple[Any, ...]
#: (seat, card or None) → where a card of that seat flies from or to
SeatPlace = Callable[[int, "int | None"], FlightPos]


def public_props(view: View[PresidentView]) -> dict[str, Any]:
    """What the table shows of the trick and the seats (public: the same for every
    viewer), kept by the animator so that it changes as the cards land."""
    g = view.game
    return {
        "trick": list(g.trick),
        "sizes": list(g.hand_sizes),
        "passed": list(g.passed),
        "safe": list(g.out),
        "out": list(g.out),
        "titles": g.titles,
        "moving": g.moving,
        #: the strip waits while the cards are dealt, or a traded card travels to it
        "dealing": False,
        "incoming": None,
    }


def hand_pos(groups: Sequence[HandGroup], strip: pygame.Rect, card: int) -> FlightPos:
    """The screen place of a card of the viewer's hand, as the hand was last laid out
    (before the action: a card played may be gone from the new hand)."""
    for g in groups:
        if g.card == card:
            r = g.card_rects()[-1]
            return ("rect", r.x, r.y, r.w, r.h)
    if groups:
        g = groups[len(groups) // 2]
        r = pygame.Rect(0, 0, g.card_w, g.card_h)
    else:
        h = max(10, strip.height - 20)
        r = pygame.Rect(0, 0, round(h / 1.4), h)
    r.center = strip.center
    return ("rect", r.x, r.y, r.w, r.h)


def flight_rect(
    pos: FlightPos,
    pile: pygame.Rect,
    seat_card: Callable[[int], pygame.Rect],
    room: int = 0,
    least: int = 0,
) -> pygame.Rect:
    """The card-sized rectangle of a flight position (`seat_card`: a seat's card place;
    `room`: the pile's width, `layout.pile_room`; `least`: its fan's least step,
    `TrickPainter.least`)."""
    kind = pos[0]
    if kind == "rect":
        return pygame.Rect(pos[1], pos[2], pos[3], pos[4])
    if kind == "pile":
        return fan_rects(pile, pos[2], room=room, least=least)[pos[1]]
    if kind == "seat":
        return seat_card(pos[1])
    return pygame.Rect(pile)  # the deck: dealt from the centre


def card_steps(
    events: Sequence[Event],
    view: View[PresidentView],
    before: dict[str, Any],
    seat_place: SeatPlace,
    token: Callable[[], Hashable],
) -> list[Step]:
    """The steps of one action's events, from the props `before` it (the last ones given
    to the animator) to the view's; the last step sets the view's props."""
    post = public_props(view)
    cur = {k: (list(v) if isinstance(v, list) else v) for k, v in before.items()}
    if not cur:
        cur = dict(post)
    out: list[Step] = []
    board: list[Event] = []

    def flush() -> None:
        if board:
            out.extend(board_steps(board))
            board.clear()

    for ev in events:
        kind = ev.kind
        if kind in BOARD_KINDS:
            if not board and kind != "win":  # this card of the play is being used
                out.append(Step([], 0.0, None, {"moving": post["moving"]}))
            board.append(ev)
            continue
        flush()
        if isinstance(ev, CardsPlayed):
            seat, card, n = ev.player, ev.card, ev.count
            sizes = list(cur["sizes"])
            sizes[seat] = max(0, sizes[seat] - n)
            src = seat_place(seat, card)
            tweens = [Tween(token(), [src, ("pile", i, n)], f"face:{card}") for i in range(n)]
            out.append(Step(tweens, PLAY_TIME, "play", {"sizes": sizes, "passed": []}))
            trick = [*cur["trick"], TrickPlay(seat, card, n)]
            moving = Moving(player=seat, card=card, left=n, total=n)
            out.append(Step([], 0.0, None, {"trick": trick, "moving": moving}, pause=LAND_PAUSE))
            cur.update(sizes=sizes, passed=[], trick=trick, moving=moving)
        elif isinstance(ev, Passed):
            passed = sorted({*cur["passed"], ev.player})
            out.append(Step([], 0.0, "click", {"passed": passed}, pause=PASS_PAUSE))
            cur["passed"] = passed
        elif isinstance(ev, TrickWon):
            top = cur["trick"][-1] if cur["trick"] else TrickPlay(ev.player, ev.card, ev.count)
            n = top.count
            tweens = [
                Tween(token(), [("pile", i, n), ("seat", ev.player)], f"face:{top.card}")
                for i in range(n)
            ]
            # the next trick begins (`Step.turn`): while the news says who took this
            # one ("The trick goes to Bo"), the trick stays on the table; it goes to
            # its taker, and the panel says who leads the new one, after the news
            cleared: dict[str, Any] = {"trick": [], "moving": None}
            out.append(Step(tweens, CLEAR_TIME, "discard", cleared, turn=True))
            out.append(Step([], 0.0, None, {"passed": []}))
            cur.update(trick=[], passed=[], moving=None)
        elif kind == "skip":
            out.append(Step([], 0.0, "forfeit", {"moving": None}, pause=PASS_PAUSE))
            cur["moving"] = None
        elif isinstance(ev, PlayerSafe):
            safe = [*cur["safe"], ev.player] if ev.player not in cur["safe"] else cur["safe"]
            out_order = [*cur["out"], ev.player] if ev.player not in cur["out"] else cur["out"]
            out.append(Step([], 0.0, None, {"safe": safe, "out": out_order}, pause=0.2))
            cur.update(safe=safe, out=out_order)
        elif isinstance(ev, RoundOver):
            titles = Titles(president=ev.president, asshole=ev.asshole)
            out.append(Step([], 0.0, None, {"titles": titles}, pause=0.5))
            cur["titles"] = titles
        elif isinstance(ev, RoundDealt):
            out.extend(_deal_steps(ev, view, seat_place, token))
            cur.update(_new_round(), sizes=[ev.cards_each] * view.players)
        elif isinstance(ev, CardGiven):
            seen = view.viewer is not None and view.viewer in ev.seen_by
            style = f"face:{ev.card}" if seen else "back"
            src = seat_place(ev.giver, ev.card)
            dst = seat_place(ev.receiver, ev.card)
            # the viewer's hand shows the card received once it has landed
            mine = view.viewer is not None and ev.receiver == view.viewer
            landing = {"incoming": ev.card} if mine else {}
            out.append(Step([Tween(token(), [src, dst], style)], TRADE_TIME, "draw", landing))
            out.append(Step([], 0.0, None, {"incoming": None}, pause=LAND_PAUSE))
    flush()
    out.append(Step([], 0.0, None, dict(post)))
    return out


def _new_round() -> dict[str, Any]:
    """The public props of a new round, before its first play."""
    return {"trick": [], "passed": [], "safe": [], "out": [], "moving": None}


def _deal_steps(
    ev: RoundDealt,
    view: View[PresidentView],
    seat_place: SeatPlace,
    token: Callable[[], Hashable],
) -> list[Step]:
    """The new round's deal in waves of backs flying to every seat (the new hands are in
    the view already: the strip waits for the deal)."""
    out = [Step([], 0.0, None, {**_new_round(), "dealing": True, "sizes": [0] * view.players})]
    for wave in range(DEAL_WAVES):
        tweens = [
            Tween(token(), [("deck",), seat_place(s, -1)], "back") for s in range(view.players)
        ]
        share = ev.cards_each * (wave + 1) // DEAL_WAVES
        sizes = [share] * view.players
        sound = "shuffle" if wave == 0 else None
        out.append(Step(tweens, DEAL_TIME, sound, {"sizes": sizes}))
    out.append(Step([], 0.0, None, {"dealing": False}, pause=0.1))
    return out


__all__ = ["card_steps", "flight_rect", "hand_pos", "public_props"]
