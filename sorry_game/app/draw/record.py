"""What a screen said, recorded for `bench/layout.py` (issue 39): every line of text drawn
with the part of the screen that drew it, every text broken into lines, and how many
lines each move-log entry took.

Off unless a `recorded_text()` block runs: the game's drawing code only opens `part(name)`
blocks and calls the `note_*` functions, which do nothing (one truth test) while nobody
records. The parts of a table frame (`frame.draw_table`): "board" (what the game's
plugin draws on the play area), "options" (pills and answer buttons), "header",
"panel" (the game's part of the side panel and its status line), "prompt", "players",
"log", "legend", "phones", and the messages, "message:news" (the news of a move, the
end, a refused key) and "message:tip".
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

#: wraps kept by a record (the oldest dropped first): a whole game wraps a few thousand
MAX_WRAPS = 20_000


@dataclass(frozen=True)
class Wrapped:
    """A text broken into lines: by `wrap_px` / `wrap_balanced`, or a button's label
    split in two (`table/paint.py two_lines`)."""

    text: str
    lines: tuple[str, ...]
    #: the room it was given, in pixels (a balanced wrap: the room, not its narrower try)
    width: int
    #: the pixel size of its lines; 0 when they differ (a label's second line is smaller)
    px: int
    bold: bool
    #: the part drawing when it was wrapped ("" outside any)
    part: str
    #: each break (between line k and k+1): "space" where the wrap chose a space, "word"
    #: inside a word too long for a line, "newline" at a line break of the text itself
    breaks: tuple[str, ...]
    #: a label's button (x, y, w, h), None for other texts
    rect: tuple[int, int, int, int] | None = None
    #: the phrases of a caption broken between phrases only (`text.wrap_caption`): a
    #: break inside one is a bad break; () for other texts
    phrases: tuple[str, ...] = ()


@dataclass
class TextRecord:
    """What was drawn while the block ran. `lines` and `entries` grow with every frame
    (the bench clears them per frame); `wraps` keeps each distinct wrap once, the latest
    last, because a wrap is often made once and drawn for many frames (the move log)."""

    #: (part, pixel size, words) of every line drawn
    lines: list[tuple[str, int, str]] = field(default_factory=list)
    wraps: dict[tuple[int, bool, tuple[str, ...]], Wrapped] = field(default_factory=dict)
    #: (part, its lines) of every move-log entry drawn
    entries: list[tuple[str, tuple[str, ...]]] = field(default_factory=list)
    #: what the move-log entries drawn break or leave out (`logrows.faults`)
    faults: list[str] = field(default_factory=list)

    def clear_frame(self) -> None:
        """Start a new frame: forget the lines and entries drawn so far."""
        self.lines.clear()
        self.entries.clear()
        self.faults.clear()


_RECORDS: list[TextRecord] = []
_PART: list[str] = [""]


@contextmanager
def recorded_text() -> Iterator[TextRecord]:
    """Record what is drawn while the block runs."""
    record = TextRecord()
    _RECORDS.append(record)
    try:
        yield record
    finally:
        _RECORDS.remove(record)


def recording() -> bool:
    return bool(_RECORDS)


#: the part of a card's own words (its face, a picture wherever it is drawn)
CARD = "card"


@contextmanager
def part(name: str) -> Iterator[None]:
    """Tag the text drawn in the block with the part of the screen that draws it."""
    if not _RECORDS:
        yield
        return
    _PART.append(name)
    try:
        yield
    finally:
        _PART.pop()


def current_part() -> str:
    return _PART[-1]


def note_line(px: int, content: str) -> None:
    """A line drawn (`render_text`, `draw_text`)."""
    if content.strip():
        for record in _RECORDS:
            record.lines.append((_PART[-1], px, content))


def note_wrap(
    content: str,
    lines: Iterable[str],
    width: int,
    px: int,
    bold: bool,
    breaks: Iterable[str],
    rect: tuple[int, int, int, int] | None = None,
    phrases: tuple[str, ...] = (),
) -> None:
    """A text broken into `lines` for a room `width` pixels wide (`phrases`: a caption's,
    never to be broken inside)."""
    if not _RECORDS:
        return
    shown = tuple(lines)
    wrapped = Wrapped(content, shown, int(width), px, bold, _PART[-1], tuple(breaks), rect, phrases)
    key = (px, bold, shown)
    for record in _RECORDS:
        record.wraps.pop(key, None)  # the latest last
        record.wraps[key] = wrapped
        if len(record.wraps) > MAX_WRAPS:
            del record.wraps[next(iter(record.wraps))]


def note_entries(entries: Iterable[Iterable[str]]) -> None:
    """The move-log entries drawn, each as the lines it took."""
    if _RECORDS:
        drawn = [(_PART[-1], tuple(lines)) for lines in entries]
        for record in _RECORDS:
            record.entries += drawn


def note_faults(faults: Iterable[str]) -> None:
    """What the move-log entries drawn break or leave out, each in words."""
    if _RECORDS:
        said = list(faults)
        for record in _RECORDS:
            record.faults += said


def note_log(lines: Iterable[tuple[Any, str, bool]]) -> None:
    """The move log's lines drawn, (seat, words, first line of an entry): its entries."""
    if _RECORDS:
        entries: list[list[str]] = []
        for _seat, words, first in lines:
            if first or not entries:
                entries.append([])
            entries[-1].append(words)
        note_entries(entries)


__all__ = [
    "MAX_WRAPS",
    "TextRecord",
    "Wrapped",
    "current_part",
    "note_entries",
    "note_faults",
    "CARD",
    "note_line",
    "note_log",
    "note_wrap",
    "part",
    "recorded_text",
    "recording",
]
