"""What the side panel says, for every game: the header (whose turn it is and what they
are doing) and the players' rows — words from the shared part of the `View` and the
seats, never from a game's own part."""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass
from typing import Any

from sorry_game.app.table.panel import PlayerRow
from sorry_game.engine.events import conjugate, wins_text
from sorry_game.engine.interface import Game
from sorry_game.engine.view import View
from sorry_game.session import Session

RGB = tuple[int, int, int]


@dataclass(frozen=True)
class Header:
    title: str
    sub: str
    colour: RGB | None  # None: the theme's accent
    #: the colour key of the seat it is about (its colour-blind mark), or None
    shape: str | None
    #: `sub`'s short form for a narrow band: no colour (the token shows it), a computer
    #: without its level (the players' rows say it), a thinking one "thinking..." alone;
    #: "": `sub` without its first phrase
    brief: str = ""


def header(
    view: View[Any],
    session: Session,
    game: Game,
    human_input: bool,
    thinking: bool,
    clock: float,
    seat_rgb: Callable[[int], RGB],
    acting: bool = False,
    noted: bool = True,
) -> Header:
    """The winner(s) when the game is over; else the seat the table waits for, in its
    colours: the turn player, or the seat deciding out of turn (the owner choosing a
    piece's colour, a seat that may steal a 21). Who decides is the header's; what they
    must do is the prompt's when the player at the screen decides (`human_input`: the
    header says only "your turn"), else the header's (`view.turn_note`, agreeing with
    the name: "You choose …", "Ann chooses …"), said once either way. While a move
    lands (`acting`: `view` is its moment) it is about the mover, acting: what they
    are (a computer, a phone) and what they do (the screen's human: their colour
    alone), never "get ready" or "thinking"; not `noted` (a game whose note is a
    choice, "may beat it"): the mover alone, what they did is the log's."""
    names = session.names()
    if view.outcome is not None:
        winners = view.outcome.winners
        title = wins_text([names[w] for w in winners]) if winners else "Draw"
        colour = seat_rgb(winners[0]) if winners else None
        shape = game.colours[view.colours[winners[0]]].key if winners else None
        # the end said once (issue 39): who won and how here; the log ends with the last
        # move (`LogLine.ends`), the prompt asks nothing
        return Header(title, " · ".join(["Game over", *_how(session)]), colour, shape)
    turn = view.turn
    assert turn is not None, "a running game has a turn"
    about = view.decider if view.decider is not None else turn
    seat = session.seats[about]
    paint = game.colours[view.colours[about]]
    name = names[about]
    parts = [paint.name]
    task = conjugate(name, view.turn_note) if view.turn_note else ""
    if acting and not noted:
        task = ""
    if acting:  # in the order of its decision (the screen's own move: its colour alone)
        who = (
            ["on the phone"]
            if seat.on_phone
            else []
            if seat.is_human
            else [_computer(seat.level, False, clock)]
        )
        said = [task] if task and who else []
        parts += said + who if about != turn else who + said
    elif human_input and seat.is_human and not seat.on_phone:
        parts.append("your turn" if about == turn else "your choice")  # the prompt asks
    elif about != turn:
        parts.append(task or conjugate(name, "decides"))
        if not seat.is_human:
            parts.append(_computer(seat.level, thinking, clock))
        elif seat.on_phone:
            parts.append("on the phone")
        else:
            parts.append("get ready")
    else:
        if seat.on_phone:
            parts.append("on the phone")
        elif not seat.is_human:
            parts.append(_computer(seat.level, thinking, clock))
        elif not task:  # what they will do says it: "get ready" and the task, one of them
            parts.append("get ready")
        if task:
            parts.append(task)
    level = _computer(seat.level, thinking, clock)
    # short: "computer", or while it thinks only that ("thinking..."): a line of a narrow
    # band at large text holds neither "normal computer" nor "computer thinking..."
    short = level.split(" ", 2)[-1] if thinking else "computer"
    brief = [short if p == level else p for p in parts[1:]]
    return Header(name, " · ".join(parts), seat_rgb(about), paint.key, " · ".join(brief))


def _how(session: Session) -> list[str]:
    """How the game ended, where its end entry says more than who won ("checkmate")."""
    ends = [e.line for e in session.log[-3:] if e.line is not None and e.line.ends]
    return [ends[-1].how()] if ends and ends[-1].how() else []


def _computer(level: str, thinking: bool, clock: float) -> str:
    """'normal computer', with 'thinking' and its dots while it thinks."""
    dots = "." * (1 + int(clock * 3) % 3) if thinking else ""
    return f"{level} computer" + (f" thinking{dots}" if dots else "")


def player_rows(
    view: View[Any],
    session: Session,
    game: Game,
    seat_rgb: Callable[[int], RGB],
    board_says: Collection[str] = (),
    landed: View[Any] | None = None,
) -> list[PlayerRow]:
    """One row per seat: name, level, progress pips, cards in hand and notes — less
    what the play area already says by the seat (`TablePlugin.board_says`; goal 0:
    no pips). `landed`: the position the board shows once a move has landed while its
    moment is still told (`view`): the pips count what the board shows."""
    shown = landed if landed is not None else view
    rows = []
    for s, seat in enumerate(session.seats):
        info = view.seats[s]
        parts = [info.note] if info.note and "note" not in board_says else []
        if info.cards is not None and "cards" not in board_says:
            parts.append(f"{info.cards} cards" if info.cards != 1 else "1 card")
        rows.append(
            PlayerRow(
                name=seat.name,
                detail=" (phone)" if seat.on_phone else "" if seat.is_human else f" ({seat.level})",
                colour=seat_rgb(s),
                shape=game.colours[view.colours[s]].key,
                progress=shown.seats[s].progress,
                goal=0 if "progress" in board_says else game.progress_goal,
                extra=" · ".join(parts),
                current=s == view.turn,
                deciding=s == view.decider and s != view.turn,
            )
        )
    return rows


#: seconds the finished table stays before Results come up by themselves, at normal
#: speed (`TableScene.update`; a click or a key does not hurry it)
RESULTS_DELAY = 1.4


def results_wait(speed: float) -> float:
    """How long the finished table stays, at the speed setting's factor."""
    return RESULTS_DELAY * max(0.3, speed)


def results_next(left: float) -> str:
    """The prompt once the game is over: a quiet countdown to Results, no sentence that
    says the end again (the header says who won, issue 39).

    >>> results_next(1.4), results_next(0.2)
    ('Results in 2 s', 'Results in 1 s')
    """
    return f"Results in {max(1, math.ceil(left))} s"


def prompt(
    error: str,
    hint: str,
    question: str | None,
    animating: bool,
    waiting_for: str | None,
    forced: str | None = None,
) -> tuple[str, str]:
    """The line under the header and its palette role: an error, the hint, what a
    decision with one way to go does (`forced`: the action in player words, from the
    first frame of its beat: nobody is asked anything), the question being picked
    (`question`, None when no human picks), that the last move is landing before a
    human's decision (`animating`: its animation, or its news having its moment; a
    click or Space goes on — never said on the way to a computer's), or what the table
    waits for (`waiting_for`: the name of the human who decides). A computer's turn
    leaves it empty: the header names the seat, that it is a computer and what it does
    (issue 39: "The computer is playing." said it a second or third time).

    >>> prompt("", "", "Choose a pawn to move.", False, "Ann", forced="move Red pawn 2 forward 7")
    ('No choice: move Red pawn 2 forward 7.', 'highlight')
    >>> prompt("", "", None, True, "Ann")
    ('Click or press Space to go on.', 'text')
    >>> prompt("", "", None, False, None)
    ('', 'muted_text')
    """
    if error:
        return error, "danger"
    if hint:
        return hint, "accent"
    if forced:
        return f"No choice: {forced.rstrip('.')}.", "highlight"
    if question is not None:
        return question, "highlight"
    if animating:  # live, the one thing to do: not greyed as if it were disabled
        return "Click or press Space to go on.", "text"
    if waiting_for is not None:
        return f"Waiting for {waiting_for}…", "muted_text"
    return "", "muted_text"


def hint_line(move: str, reasons: Sequence[str]) -> str:
    """'Hint: <the move> — <why>': the move in player words and at most two reasons
    (the events' `effect`), each said once, none that says again what the move says
    ("move a pawn out of START" needs no "brings a pawn out of START").

    >>> hint_line("move a pawn out of START", ["brings a pawn out of START"])
    'Hint: move a pawn out of START'
    >>> hint_line("play the 8", ["bumps Blue back to START", "bumps Blue back to START"])
    'Hint: play the 8 — bumps Blue back to START'
    """
    why = [r for r in dict.fromkeys(reasons) if r and not repeats(move, r)]
    return f"Hint: {move}" + (" — " + " and ".join(why[:2]) if why else "")


def repeats(move: str, reason: str) -> bool:
    """Whether `reason` says what `move` already says: its verb is one of the move's
    ("switches places with Red" after "switch Red pawn 1 with …", "takes the knight"
    after "…, taking the knight") or most of its words are the move's.

    >>> repeats("turn the rook on a1 black", "turns your rook black")
    True
    >>> repeats("move Red pawn 1 forward 5", "bumps Blue back to START")
    False
    """
    said = set(_stems(move))
    words = _stems(reason)
    if not words or words[0] in said:
        return True
    return sum(w in said for w in words) * 2 > len(words)


#: words that say nothing of a move by themselves
_SMALL = frozenset("a an the to of on in into at by with its your their and for it".split())


def _stems(text: str) -> list[str]:
    """The words of `text` that carry meaning, crudely stemmed ('taking', 'takes' and
    'take' are one word; 'Blue's' is 'blue').

    >>> _stems("Takes the knight, taking Blue's pawns")
    ['tak', 'knight', 'tak', 'blu', 'pawn']
    """
    out = []
    for word in re.findall(r"[a-z0-9]+(?:'[a-z]+)?", text.lower()):
        word = word.split("'")[0]
        if word in _SMALL:
            continue
        for ending in ("ing", "es", "ed", "s"):
            if word.endswith(ending) and not word.endswith("ss") and len(word) > len(ending) + 2:
                word = word[: -len(ending)]
                break
        out.append(word.rstrip("e") or word)
    return out
