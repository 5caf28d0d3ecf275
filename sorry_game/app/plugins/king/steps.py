"""Sorry, King! events as animation steps (DESIGN §4).

What the screen shows is a *snapshot* (the animator's props): the chess position, the
ring, reserves, tours, the last move, the king in check, the lines just controlled and
the pieces just changed. `snapshot(view)` is the model's; `build_steps(before, events,
after)` replays one action's events from the snapshot shown before it, step by step:

- a chess move: the piece slides to its square (castling slides the rook too), then a
  captured piece shrinks away;
- a checker runs its ring path square by square (a tour ends in the seat's tour slots),
  a captured checker flies back to its owner's reserve, a checker enters from the
  reserve onto its red square;
- a line just controlled lights up square by square ("light:rank 5"); a piece
  changing colour flips over;
- check and the end of the game are sounds with a short pause.

Tweens carry model positions (see layout.py) and their `style` names what is drawn:
"piece:Q" a sliding piece, "gone:n" a captured piece, "flip:b" a changing piece,
"checker:0" a checker of seat 0.
"""

from __future__ import annotations

import copy
from collections.abc import Sequence
from typing import Any

import chess

from sorry_game.app.table.animator import Step, Tween
from sorry_game.app.table.bursts import Burst
from sorry_game.engine.view import View
from sorry_game.games.king.view import KingView

PIECE_BASE = 0.2
PIECE_PER_SQUARE = 0.045
PIECE_MAX = 0.5
GONE_TIME = 0.22
CHECKER_PER_SQUARE = 0.085
CHECKER_MIN = 0.3
CHECKER_MAX = 1.3
FLY_TIME = 0.42
FLIP_TIME = 0.6
CONTROL_PAUSE = 0.7
LIGHT_TIME = 0.5
TOUR_PAUSE = 0.3


def line_squares(name: str) -> list[str]:
    """The chess squares of 'rank 5' or 'file e'."""
    kind, _, which = name.partition(" ")
    if kind == "rank":
        return [f"{f}{which}" for f in "abcdefgh"]
    return [f"{which}{r}" for r in range(1, 9)]


def snapshot(view: View[KingView]) -> dict[str, Any]:
    """What the screen shows of the model now (the animator's props)."""
    game = view.game
    last = game.last_move
    return {
        "board": dict(game.board),
        "ring": list(game.ring),
        "reserve": list(game.reserve),
        "tours": list(game.tours),
        "last": None if last is None else (last.from_square, last.to_square),
        "check": game.check,
        "controls": [
            {"line": c.line, "ends": list(c.ends), "squares": list(c.squares)}
            for c in game.controls
        ],
        "changed": list(game.changed),
    }


#: what the steps know besides the snapshot (not shown, so not in the props)
PRIVATE = frozenset({"seat_colours"})


def _props(cur: dict[str, Any]) -> dict[str, Any]:
    return {k: copy.deepcopy(v) for k, v in cur.items() if k not in PRIVATE}


def _chess_move(cur: dict[str, Any], ev, steps: list[Step], final: dict[str, Any]) -> None:
    board = cur["board"]
    src, dest = ev.uci[:2], ev.uci[2:4]
    symbol = board.get(src)
    if symbol is None:  # the snapshot is not the position the move was made in
        return
    white = symbol.isupper()
    movers = [(symbol, src, dest)]
    special = ev.special or ""
    if special.startswith("castles"):
        rank = src[1]
        rook_src, rook_dest = ("h", "f") if special.endswith("kingside") else ("a", "d")
        rook = board.get(rook_src + rank)
        if rook is not None:
            movers.append((rook, rook_src + rank, rook_dest + rank))
    taken_at = None
    if special == "en passant":
        taken_at = dest[0] + src[1]
    elif ev.captured and dest in board:
        taken_at = dest
    taken = board.get(taken_at) if taken_at else None
    before = dict(board)
    for _sym, s, _d in movers:
        before.pop(s, None)
    dist = max(abs(ord(src[0]) - ord(dest[0])), abs(int(src[1]) - int(dest[1])), 1)
    duration = min(PIECE_MAX, PIECE_BASE + PIECE_PER_SQUARE * dist)
    tweens = [Tween(("piece", s), [("sq", s), ("sq", d)], f"piece:{sym}") for sym, s, d in movers]
    cur["board"] = before
    cur["last"] = None
    cur["check"] = None
    cur["controls"] = []
    cur["changed"] = []
    steps.append(Step(tweens, duration, "move", _props(cur)))
    landed = dict(before)
    if taken_at:
        landed.pop(taken_at, None)
    for sym, _s, d in movers:
        landed[d] = sym
    if len(ev.uci) > 4:  # promotion: the pawn lands as the new piece
        letter = ev.uci[4]
        landed[dest] = letter.upper() if white else letter.lower()
    cur["board"] = landed
    cur["last"] = (src, dest)
    cur["check"] = final["check"]  # the other king, attacked by the move
    if taken:
        gone = Tween(("gone", taken_at), [("sq", taken_at), ("sq", taken_at)], f"gone:{taken}")
        steps.append(Step([gone], GONE_TIME, "bump", _props(cur)))
    else:
        steps.append(Step([], 0.0, None, _props(cur)))


def _checker_move(cur: dict[str, Any], ev, steps: list[Step], after: dict[str, Any]) -> None:
    ring = cur["ring"]
    seat = ev.player
    if not (0 <= ev.src < len(ring)) or ring[ev.src] != seat:
        return
    ring[ev.src] = None
    path: list[Any] = [("ring", ev.src), *(("ring", p) for p in ev.path)]
    if ev.dest < 0:  # a tour: on to the seat's tour slots
        path.append(("tour", seat, cur["tours"][seat]))
    n = len(ev.path)
    duration = max(CHECKER_MIN, min(CHECKER_MAX, CHECKER_PER_SQUARE * n))
    if ev.dest < 0:
        duration += FLY_TIME * 0.6
    token = ("checker", seat, "move", ev.src)
    steps.append(Step([Tween(token, path, f"checker:{seat}")], duration, "move", _props(cur)))
    bursts = []
    if ev.dest < 0:  # a tour made: a little confetti on its slot
        colours = cur.get("seat_colours") or ()
        colour = colours[seat] if seat < len(colours) else seat
        bursts.append(Burst(("tour", seat, cur["tours"][seat]), colour, seed=ev.src * 31 + seat))
        cur["tours"][seat] += 1
    else:
        ring[ev.dest] = seat
    sound = "slide" if ev.dest < 0 else None
    steps.append(Step([], 0.0, sound, _props(cur), pause=TOUR_PAUSE if bursts else 0.0))
    steps[-1].bursts = bursts


def _captured(cur: dict[str, Any], ev, steps: list[Step], after: dict[str, Any]) -> None:
    owner = ev.owner
    slot = cur["reserve"][owner]
    token = ("checker", owner, "captured", ev.square)
    path = [("ring", ev.square), ("res", owner, slot)]
    steps.append(Step([Tween(token, path, f"checker:{owner}")], FLY_TIME, "bump", _props(cur)))
    cur["reserve"][owner] += 1
    steps.append(Step([], 0.0, None, _props(cur)))


def _entered(cur: dict[str, Any], ev, steps: list[Step], after: dict[str, Any]) -> None:
    seat = ev.player
    cur["reserve"][seat] = max(0, cur["reserve"][seat] - 1)
    slot = cur["reserve"][seat]
    token = ("checker", seat, "enter", ev.square)
    path = [("res", seat, slot), ("ring", ev.square)]
    steps.append(Step([Tween(token, path, f"checker:{seat}")], FLY_TIME, "move", _props(cur)))
    cur["ring"][ev.square] = seat
    steps.append(Step([], 0.0, None, _props(cur)))


def _controlled(cur: dict[str, Any], ev, steps: list[Step], after: dict[str, Any]) -> None:
    cur["controls"] = [
        *cur["controls"],
        {"line": ev.line, "ends": list(ev.ends), "squares": line_squares(ev.line)},
    ]
    # the line lights up square by square from one end checker to the other
    light = Tween(("light", ev.line), [0, 1], f"light:{ev.line}")
    steps.append(Step([light], LIGHT_TIME, "slide", _props(cur), pause=CONTROL_PAUSE))


def _changed(cur: dict[str, Any], ev, steps: list[Step], after: dict[str, Any]) -> None:
    name = chess.square_name(ev.square)
    board = cur["board"]
    symbol = board.get(name)
    if symbol is None:
        return
    board.pop(name)
    token = ("flip", name)
    tween = Tween(token, [("sq", name), ("sq", name)], f"flip:{symbol}")
    steps.append(Step([tween], FLIP_TIME, "play", _props(cur)))
    board[name] = symbol.swapcase()
    cur["changed"] = [*cur["changed"], name]
    steps.append(Step([], 0.0, None, _props(cur), pause=0.15))


def _check(cur: dict[str, Any], ev, steps: list[Step], after: dict[str, Any]) -> None:
    king = "K" if ev.player == 0 else "k"
    square = next((s for s, p in cur["board"].items() if p == king), None)
    cur["check"] = square
    steps.append(Step([], 0.0, "forfeit", _props(cur), pause=0.25))


HANDLERS = {
    "ChessMoved": _chess_move,
    "CheckerMoved": _checker_move,
    "CheckerCaptured": _captured,
    "CheckerEntered": _entered,
    "LineControlled": _controlled,
    "PieceChanged": _changed,
    "Check": _check,
}


def build_steps(
    before: dict[str, Any] | None,
    events: Sequence[Any],
    after: dict[str, Any],
    seat_colours: Sequence[str] = (),
) -> list[Step]:
    """The steps of one action's events, from the snapshot `before` (None: unknown, then
    the screen simply shows `after`) to `after`, which the last step always restores;
    `seat_colours` (theme keys) colour the celebration of a tour."""
    steps: list[Step] = []
    if before is not None:
        cur = copy.deepcopy(before)
        cur["seat_colours"] = tuple(seat_colours)
        for ev in events:
            name = type(ev).__name__
            handler = HANDLERS.get(name)
            if handler is not None:
                handler(cur, ev, steps, after)
            elif name == "CheckerSkipped":
                steps.append(Step([], 0.0, None, {}, pause=0.35))
            elif name == "GameEnded":
                sound = "win" if ev.kind == "win" else "forfeit"
                steps.append(Step([], 0.0, sound, {}, pause=0.3))
    steps.append(Step([], 0.0, None, _props(after)))
    return steps


__all__ = ["build_steps", "line_squares", "snapshot"]
