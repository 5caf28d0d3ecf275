"""One seat's `state` message, built from what that seat may see and nothing else.

The engine's per-seat view (`state.view(seat)`) and, while the seat decides, its picks
(`state.picks()`: the decider's own options) are the only things read: the game's phone
part (`sorry_game.games.<id>.phone`) turns the view into the seat's private part and the
public line. A test deals every card the seat cannot see differently and checks the
message is the same, byte for byte (docs/PHONES.md, "Security model").
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from types import ModuleType
from typing import Any

from sorry_game.engine.errors import PartError
from sorry_game.engine.interface import Game, State
from sorry_game.engine.outcome import Outcome, break_ties, places
from sorry_game.engine.parts import import_part
from sorry_game.engine.view import SEAT_REF
from sorry_game.phones.protocol import LOG_LINE_LEN, LOG_LINES

#: what a game's phone part must define
PHONE_FUNCTIONS = ("private", "public", "target")
#: what it may define: `board(view)`, the table as the page draws it (public data only),
#: `spot(kind, key)`, the place on that board a choice stands for (highlighted, with
#: the choice's label, while the choice is offered), `ending_reason(reason)`, the end's
#: reason in the headline's fewer words, and `WINNER_TITLE`, what puts a winner first
#: beside a row that says as much (`standings`)
PHONE_OPTIONAL = ("board", "spot", "ending_reason", "WINNER_TITLE")


def phone_part(game: Game) -> ModuleType:
    """The game's phone part, found by convention beside its rules (`<rules>.phone`);
    PartError when it is missing or lacks a function."""
    package = type(game).__module__.rsplit(".", 1)[0]
    module = import_part(game.id, "phone", f"{package}.phone")
    for name in PHONE_FUNCTIONS:
        if not callable(getattr(module, name, None)):
            raise PartError(game.id, "phone", module.__name__, f"it defines no {name}()")
    return module


def key_text(key: Any) -> str:
    """A choice's key as text, the same for the same key (tuples of plain values)."""
    if isinstance(key, tuple):
        return "/".join(key_text(k) for k in key)
    return str(key)


#: a keyboard hint at a prompt's end ("Choose a card to play: keys 1-5."): a phone has
#: no keys, it taps
KEY_HINT = re.compile(r"(?::|,| -)? (?:with )?keys? [\w-]+(?= *[.!?]?$)")


def untyped(prompt: str) -> str:
    """The prompt as a phone says it: without the window's keyboard hint."""
    return KEY_HINT.sub("", prompt)


def _optional(part: ModuleType, name: str) -> Any:
    """One of the part's optional functions, or None."""
    function = getattr(part, name, None)
    return function if callable(function) else None


def named(text: str, seat: int, names: Sequence[str]) -> str:
    """`text` with each `seat_ref` as plain words: the player's name, "you" for `seat`
    itself (the public line is one line of words; the page marks its turn's seat)."""

    def name(match: re.Match[str]) -> str:
        s = int(match.group(1))
        if s == seat:
            return "you"
        return names[s] if 0 <= s < len(names) else f"Seat {s + 1}"

    return SEAT_REF.sub(name, text)


def unnamed(prompt: str, card: str) -> str:
    """The prompt without the card it opens with ("The 1: choose a pawn…"): on the
    phone the card is drawn beside the prompt, so it is said once, by its face.

    >>> unnamed("The 1: choose a pawn to move.", "1")
    'Choose a pawn to move.'
    >>> unnamed("The 1 cannot move.", "1")
    'The 1 cannot move.'
    """
    for lead in (f"The {card}: ", f"Playing {card}: "):
        if prompt.startswith(lead) and len(prompt) > len(lead):
            rest = prompt[len(lead) :]
            return rest[:1].upper() + rest[1:]
    return prompt


def picks_of(state: State, part: ModuleType) -> list[dict[str, Any]]:
    """The decider's picks: each a list of steps and the action's text."""
    spot = _optional(part, "spot")
    out = []
    for pick, action in state.picks():
        steps = [
            {
                "id": f"{choice.kind}:{key_text(choice.key)}",
                "label": choice.label,
                "prompt": untyped(choice.prompt),
                "target": part.target(choice.kind, choice.key),
                "spot": spot(choice.kind, choice.key) if spot else None,
            }
            for choice in pick
        ]
        out.append({"steps": steps, "action": str(action)})
    return out


def state_message(
    game: Game,
    state: State,
    seat: int,
    names: Sequence[str],
    version: int,
    log: Sequence[str] = (),
    part: ModuleType | None = None,
) -> dict[str, Any]:
    """The `state` message for `seat` (docs/PHONES.md)."""
    part = part or phone_part(game)
    view = state.view(seat)
    yours = view.decider == seat and not view.over
    private = part.private(view)
    picks = picks_of(state, part) if yours else []
    playing = private.get("playing") if isinstance(private, dict) else None
    if isinstance(playing, dict) and playing.get("text"):
        for pick in picks:
            for step in pick["steps"]:
                step["prompt"] = unnamed(step["prompt"], str(playing["text"]))
    prompt = ""
    if yours and picks:
        prompt = picks[0]["steps"][0]["prompt"] if picks[0]["steps"] else ""
    return {
        "type": "state",
        "version": version,
        "seat": seat,
        "names": list(names),
        "colours": [game.colours[c].key for c in view.colours],
        # each seat's colour as players name it ("Bo (Blue) is playing…")
        "colour_names": [game.colours[c].name for c in view.colours],
        "turn": view.turn,
        "decider": view.decider,
        "yours": yours,
        "over": view.over,
        "public": named(part.public(view), seat, names),
        # (its lines keep the seats as `seat_ref`s: the page writes each name with its
        # seat's mark)
        "private": private,
        "board": board(view) if (board := _optional(part, "board")) else None,
        "prompt": prompt
        or (
            ending(view.outcome, seat, names, _optional(part, "ending_reason"))
            if view.outcome
            else ""
        )
        or (view.turn_note if not yours else ""),
        "picks": picks,
        "undo": False,
        # who won (seats), for the end's panel in the winner's colour and mark
        "winners": sorted(view.outcome.winners) if view.outcome else [],
        # every seat's place at the end, for the end's panel (empty until then)
        "standings": (
            standings(game, state, view.outcome, getattr(part, "WINNER_TITLE", ""))
            if view.outcome
            else []
        ),
        "log": [line[:LOG_LINE_LEN] for line in list(log)[-LOG_LINES:]],
    }


def standings(game: Game, state: State, outcome: Outcome, title: str = "") -> list[dict[str, Any]]:
    """Every seat's place at the end, first to last, as the table's Results gives them
    (`engine.outcome.places`, ties told apart by the game's `tie_break` words): each a
    `place`, a `seat` and its `progress` ("2/4 tours"), so the phone has a finished end
    of its own. What the counts count is said once: where the end's headline names it
    ("You win: all four pawn cards HOME"), the rows give the totals alone ("3/4").
    A winner whose row says as much as a row below it says what put it first: the
    game's `title` (its phone part's `WINNER_TITLE`: "4/4 · President")."""
    players = len(outcome.results)
    try:
        ranking = list(state.ranking())
    except Exception:  # noqa: BLE001 - the places follow the seats' order then
        ranking = []
    public = state.view(None)
    label = getattr(game, "progress_label", "")
    if said_in(label, outcome.reason):
        label = ""
    goal = getattr(game, "progress_goal", 0)
    said: dict[int, str] = {}
    for s in range(min(players, len(public.seats))):
        amount = public.seats[s].progress
        said[s] = (f"{amount}/{goal}" if goal else f"{amount}") + (f" {label}" if label else "")
    tie_break = getattr(state, "tie_break", None)
    ties = {s: str(tie_break(s)) for s in said} if callable(tie_break) else {}
    rows, extra = break_ties(places(outcome, ranking, players), said, ties)
    won = set(outcome.winners)
    for s in won if title else ():
        if s in said and any(said.get(o) == said[s] for o in said if o not in won):
            extra[s] = title
    out = []
    for place, s in rows:
        progress = said.get(s, "") + (f" · {extra[s]}" if s in extra else "")
        out.append({"place": place, "seat": s, "progress": progress})
    return out


def said_in(label: str, reason: str) -> bool:
    """Whether the end's `reason` already says every word of a count's `label` (the
    row's "pawns HOME" in "all four pawns reached HOME"; "tours" not in "checkmate").

    >>> said_in("pawn cards HOME", "all four pawn cards HOME")
    True
    >>> said_in("tours", "checkmate")
    False
    """
    words = set(re.findall(r"[\w']+", reason))
    return bool(label.split()) and all(word in words for word in label.split())


def ending(
    outcome: Outcome,
    seat: int,
    names: Sequence[str],
    short: Callable[[str], str] | None = None,
) -> str:
    """The end as the seat's page says it, in its prompt's place: who won, from this
    seat's side, and why ("You win: all four pawns reached HOME", "You and Cy win: …",
    "Bo wins: checkmate", "Draw: stalemate", as the log says it). The public line says
    only "Game over": the result is said once, here. `short` is the game's phone part's
    `ending_reason`: the reason in fewer words where the whole broke a noun phrase over
    a phone's lines ("four checker / tours")."""

    def name(s: int) -> str:
        return "You" if s == seat else (names[s] if 0 <= s < len(names) else f"Seat {s + 1}")

    won = sorted(outcome.winners, key=lambda s: s != seat)  # the seat first: "You and Cy"
    if outcome.is_draw or not won:
        head = "Draw"
    else:
        who = [name(s) for s in won]
        joined = who[0] if len(who) == 1 else ", ".join(who[:-1]) + " and " + who[-1]
        head = joined + (" wins" if len(who) == 1 and won[0] != seat else " win")
    reason = outcome.reason.strip()
    if short is not None and reason:
        reason = str(short(reason)).strip() or reason
    return f"{head}: {reason}" if reason else head
