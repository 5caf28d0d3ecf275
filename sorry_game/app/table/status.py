"""What the side panel says, for every game: the header (whose turn it is and what they
are doing) and the players' rows — words from the shared part of the `View` and the
seats, never from a game's own part."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from sorry_game.app.table.panel import PlayerRow
from sorry_game.engine.events import wins_text
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


def header(
    view: View[Any],
    session: Session,
    game: Game,
    human_input: bool,
    thinking: bool,
    clock: float,
    seat_rgb: Callable[[int], RGB],
) -> Header:
    """The winner(s) when the game is over; else whose turn, and who decides now."""
    names = session.names()
    if view.outcome is not None:
        winners = view.outcome.winners
        title = wins_text([names[w] for w in winners]) if winners else "Draw"
        colour = seat_rgb(winners[0]) if winners else None
        shape = game.colours[view.colours[winners[0]]].key if winners else None
        return Header(title, view.outcome.reason or "Game over", colour, shape)
    turn = view.turn
    assert turn is not None, "a running game has a turn"
    seat = session.seats[turn]
    cname = game.colours[view.colours[turn]].name
    decider = view.decider
    if decider != turn and decider is not None:
        sub = f"{cname} · waiting for {names[decider]}"
    elif seat.is_human:
        sub = f"{cname} · your turn" if human_input else f"{cname} · get ready"
    else:
        dots = "." * (1 + int(clock * 3) % 3) if thinking else ""
        sub = f"{cname} · {seat.level} computer" + (f" thinking{dots}" if dots else "")
    if view.turn_note:
        sub += f" · {view.turn_note}"
    return Header(seat.name, sub, seat_rgb(turn), game.colours[view.colours[turn]].key)


def player_rows(
    view: View[Any], session: Session, game: Game, seat_rgb: Callable[[int], RGB]
) -> list[PlayerRow]:
    """One row per seat: name, level, progress pips, cards in hand and notes."""
    rows = []
    for s, seat in enumerate(session.seats):
        info = view.seats[s]
        parts = [info.note] if info.note else []
        if info.cards is not None:
            parts.append(f"{info.cards} cards" if info.cards != 1 else "1 card")
        rows.append(
            PlayerRow(
                name=seat.name,
                detail="" if seat.is_human else f" ({seat.level})",
                colour=seat_rgb(s),
                shape=game.colours[view.colours[s]].key,
                progress=info.progress,
                goal=game.progress_goal,
                extra=" · ".join(parts),
                current=s == view.turn,
                deciding=s == view.decider and s != view.turn,
            )
        )
    return rows


def prompt(
    error: str,
    hint: str,
    question: str | None,
    animating: bool,
    waiting_for: str | None,
    running: bool,
) -> tuple[str, str]:
    """The line under the header and its palette role: an error, the hint, the question
    being picked (`question`, None when no human picks), or what the table waits for
    (`waiting_for`: the name of the human who decides; None: a computer)."""
    if error:
        return error, "danger"
    if hint:
        return hint, "accent"
    if question is not None:
        return question, "highlight"
    if animating:
        return "Click to skip the animation.", "muted_text"
    if waiting_for is not None:
        return f"Waiting for {waiting_for}…", "muted_text"
    if running:
        return "The computer is playing.", "muted_text"
    return "", "muted_text"
