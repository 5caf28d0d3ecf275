"""The rows of the setup screen: a seat (colour, name, who plays it) and an option of
the game (its label, a cycler of its choices, a help line); under the seats, the words
of the computer level being chosen."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from sorry_game.app.scenes.setup.choices import PHONE_NETS, Choices, level_words
from sorry_game.app.widgets import Cycler, Label, TextField, Widget
from sorry_game.engine.interface import OptionSpec
from sorry_game.phones.address import lan_address
from sorry_game.session import NAME_LEN


def needs_text(spec: OptionSpec) -> str:
    """Why an option is greyed: the player counts it is for."""
    lo, hi = spec.min_players, spec.max_players
    if lo == hi:
        return f"For {lo} players only."
    if hi >= 99:
        return f"For {lo} or more players."
    if lo <= 0:
        return f"For up to {hi} players."
    return f"For {lo} to {hi} players."


class SeatRow:
    """The widgets of one seat: colour, name, human/computer level."""

    def __init__(
        self,
        index: int,
        set_colour: Callable[[int, int], None],
        set_name: Callable[[int, str], None],
        set_who: Callable[[int, int], None],
    ) -> None:
        self.index = index
        self.colour = Cycler([], 0, lambda i: set_colour(self.index, i), name=f"colour{index}")
        self.name = TextField(
            "", lambda t: set_name(self.index, t), max_len=NAME_LEN, name=f"name{index}"
        )
        #: its choices are the game's (`choices.who_labels`), set by the scene
        self.who = Cycler(["Human"], 0, lambda i: set_who(self.index, i), name=f"who{index}")

    def widgets(self) -> list[Widget]:
        return [self.colour, self.name, self.who]


class PhonesRow:
    """Where phones join (shown while a seat is on a phone): this machine's address on
    its network (the default), or this computer only (127.0.0.1)."""

    def __init__(self, choices: Choices) -> None:
        self.choices = choices
        self.label = Label("Phones join over", colour="text", ratio=0.46, name="label:phones")
        index = PHONE_NETS.index(choices.phones)
        self.cycler = Cycler(net_labels(lan_address()), index, self.set, name="phones")

    def set(self, index: int) -> None:
        self.choices.phones = PHONE_NETS[index]

    def widgets(self) -> list[Widget]:
        return [self.label, self.cycler] if self.choices.on_phones() else []

    def place(self, x: int, width: int, bottom: int, height: int) -> int:
        """Put the row at `bottom` of the seats' panel; returns where the words above
        it must end (`bottom` itself while no seat is on a phone)."""
        label_w = min(width // 2, int(height * 6.5))
        y = bottom - height
        self.label.rect = pygame.Rect(x, y, label_w, height)
        self.cycler.rect = pygame.Rect(x + label_w, y, width - label_w, height)
        return y - height // 6 if self.choices.on_phones() else bottom


def net_labels(address: str) -> list[str]:
    """The words of `PHONE_NETS`: this machine's network address, this computer only."""
    network = f"Network {address}" if address != "127.0.0.1" else "No network found"
    return [network, "This computer only"]


class OptionRow:
    """One option of the game: its label, a cycler of its choices and its help line."""

    def __init__(
        self, spec: OptionSpec, value: Any, set_option: Callable[[str, int], None]
    ) -> None:
        self.spec = spec
        self.label = Label(spec.label, colour="text", ratio=0.46, name=f"label:{spec.key}")
        key = spec.key
        self.cycler = Cycler(
            spec.labels,
            spec.choices.index(value),
            lambda i: set_option(key, i),
            name=f"option:{spec.key}",
        )
        self.help_lines: list[str] = []
        self.help_rect = pygame.Rect(0, 0, 0, 0)

    def caption(self, value: Any) -> str:
        """The line under the option: what the chosen `value` means, or the player
        counts it is for when it does not apply."""
        if not self.cycler.enabled:
            return needs_text(self.spec)
        return self.spec.help_for(value)


class LevelWords:
    """The line under the seats: what the level of a computer seat does, in player words
    (`ai.levels.LEVELS`) — the seat whose "who" the pointer or the keyboard is on, else
    the one chosen last (`seat`), else the first computer — wrapped to two lines."""

    def __init__(self) -> None:
        self.seat: int | None = None
        self.text = ""
        self.lines: list[str] = []
        self.rect = pygame.Rect(0, 0, 0, 0)

    def shown_seat(self, rows: list[SeatRow], choices: Choices, focus: Any) -> int | None:
        n = choices.players
        pointed = [i for i, row in enumerate(rows[:n]) if row.who.hover]
        focused = [i for i, row in enumerate(rows[:n]) if row.who is focus]
        last = [self.seat] if self.seat is not None else []
        computers = [i for i, seat in enumerate(choices.seats[:n]) if seat.kind == "computer"]
        for i in (*pointed, *focused, *last, *computers):
            if i < n and choices.seats[i].kind == "computer":
                return i
        return None

    def sync(
        self,
        rows: list[SeatRow],
        choices: Choices,
        focus: Any,
        font: pygame.font.Font | None,
        wrap_lines: Callable[[str, int, int], list[str]],
    ) -> None:
        seat = self.shown_seat(rows, choices, focus)
        text = level_words(choices.seats[seat].level) if seat is not None else ""
        if text == self.text and self.lines:
            return
        self.text = text
        if font is None or not self.rect.w:
            self.lines = []
            return
        room = max(1, self.rect.h // max(1, font.get_linesize()))
        self.lines = wrap_lines(text, self.rect.w, min(2, room))
