"""Where a line of words may break, as a typesetter breaks it: between words, but never
inside a parenthesis or a quoted name, never before a separator or punctuation ("·",
"—", ",", ")"), never after a small word that belongs to the next one ("the", "your",
"of"), and never leaving one word alone on the last line when the line above could
take it. Where a group does not fit a line by itself, it breaks inside after all (a
text that must never do so is given a short form to use instead).

The measuring is the caller's (`measure(text) -> pixels`): this module knows no font.

>>> w = lambda t: len(t)
>>> wrap_words("Choose cards to lead (all of one rank), or pass.", w, 27)
['Choose cards to lead', '(all of one rank), or pass.']
>>> wrap_words("Blue · normal computer · may beat two 10s", w, 24)
['Blue · normal computer ·', 'may beat two 10s']
>>> wrap_balanced_words("Choose which of your pieces on rank 6 turns black.", w, 40)
['Choose which of your pieces', 'on rank 6 turns black.']
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

Measure = Callable[[str], int]

#: a word that starts with one of these is said with the word before it
LEADING = frozenset("·•—–:;,.!?)]}”’…/|%")
#: small words said with the word after them (a line never ends on one)
CLINGING = frozenset(
    "a an the your my our their his her its of to in on at by with for from and or "
    "no not as is".split()
)
#: what opens a group a line never breaks inside, and what closes it
_PAIRS = {"(": ")", "[": "]", "“": "”", "‘": "’", '"': '"', "'": "'"}


@dataclass(frozen=True)
class Words:
    """A paragraph as words and the spacing before each (the first's is "")."""

    words: tuple[str, ...]
    gaps: tuple[str, ...]
    #: for each word after the first: may the line break before it?
    breaks: tuple[bool, ...]

    def text(self, start: int, end: int) -> str:
        """Words start..end-1 with their spacing, as one line."""
        out = [self.words[start]]
        for k in range(start + 1, end):
            out += [self.gaps[k], self.words[k]]
        return "".join(out)


def split(paragraph: str) -> Words:
    """The words of `paragraph` and where a line may break between them."""
    parts = re.split(r"( +)", paragraph)
    words = tuple(parts[0::2])
    gaps = ("", *parts[1::2])
    if len(words) > 1 and words[0] == "":  # leading spaces: kept with the first word
        words = (gaps[1] + words[1], *words[2:])
        gaps = ("", *gaps[2:])
    if len(words) > 1 and words[-1] == "":  # trailing spaces: dropped at the line's end
        words, gaps = words[:-1], gaps[:-1]
    breaks = [True] * len(words)
    depth: list[str] = []  # the closers awaited (parentheses and quotes open)
    for k, word in enumerate(words):
        if k and (depth or (word[:1] in LEADING) or words[k - 1].lower() in CLINGING):
            breaks[k] = False
        depth = _groups(word, depth)
    return Words(words, gaps, tuple(breaks[1:]) if words else ())


def _groups(word: str, depth: list[str]) -> list[str]:
    """The groups still open after `word` (parentheses, brackets, quotes), given those
    open before it. An apostrophe inside a word ("Don't", "Ann's") opens nothing."""
    depth = list(depth)
    for i, ch in enumerate(word):
        if depth and ch == depth[-1] and (ch not in "'’" or i == len(word) - 1):
            depth.pop()
        elif ch in _PAIRS and (ch not in "'‘\"“" or i == 0):
            if ch in "'\"" and i == len(word) - 1 and i:
                continue  # a closing mark with nothing open
            depth.append(_PAIRS[ch])
    return depth if len(depth) <= 3 else depth[:3]


def _units(words: Words) -> list[tuple[int, int]]:
    """The runs of words a line never breaks inside: [start, end) pairs."""
    n = len(words.words)
    out: list[tuple[int, int]] = []
    start = 0
    for k in range(1, n):
        if words.breaks[k - 1]:
            out.append((start, k))
            start = k
    if n:
        out.append((start, n))
    return out


def groups(paragraph: str) -> list[str]:
    """The runs of words of `paragraph` a line never breaks inside.

    >>> groups("Lead (all of one rank) · or pass.")
    ['Lead', '(all of one rank) ·', 'or pass.']
    """
    words = split(paragraph)
    return [words.text(a, b) for a, b in _units(words)]


def _greedy(
    words: Words, units: Sequence[tuple[int, int]], measure: Measure, width: int
) -> tuple[list[tuple[int, int]], int]:
    """(lines as word ranges, the number of groups broken inside because they do not
    fit a line by themselves), filling each line as full as it goes."""
    lines: list[tuple[int, int]] = []
    forced = 0
    line: tuple[int, int] | None = None
    for start, end in units:
        if line is not None and measure(words.text(line[0], end)) <= width:
            line = (line[0], end)
            continue
        if line is not None:
            lines.append(line)
        if measure(words.text(start, end)) <= width or end - start == 1:
            line = (start, end)
            continue
        forced += 1  # the group alone is too wide: it breaks between its words
        line = (start, start + 1)
        for k in range(start + 1, end):
            if measure(words.text(line[0], k + 1)) <= width:
                line = (line[0], k + 1)
            else:
                lines.append(line)
                line = (k, k + 1)
    if line is not None:
        lines.append(line)
    return lines, forced


def _no_orphan(
    words: Words, lines: list[tuple[int, int]], measure: Measure, width: int
) -> list[tuple[int, int]]:
    """No last line of one word when the line above can take it: the word goes up, or
    the last group of the line above comes down to it."""
    if len(lines) < 2:
        return lines
    (a0, a1), (b0, b1) = lines[-2], lines[-1]
    if b1 - b0 != 1:
        return lines
    if measure(words.text(a0, b1)) <= width and words.breaks[b0 - 1]:
        return [*lines[:-2], (a0, b1)]  # the line above takes it (a balanced wrap)
    starts = [k for k in range(a0 + 1, a1) if words.breaks[k - 1]]
    if starts and measure(words.text(starts[-1], b1)) <= width:
        return [*lines[:-2], (a0, starts[-1]), (starts[-1], b1)]
    return lines


def _lines(words: Words, measure: Measure, width: int) -> tuple[list[tuple[int, int]], int]:
    units = _units(words)
    lines, forced = _greedy(words, units, measure, width)
    return _no_orphan(words, lines, measure, width), forced


def wrap_words(paragraphs: str, measure: Measure, width: int) -> list[str]:
    """Each paragraph (split at newlines) filled line by line up to `width`; a word
    wider than a line is returned whole (the caller splits it)."""
    out: list[str] = []
    for para in paragraphs.split("\n"):
        words = split(para)
        lines, _forced = _lines(words, measure, width)
        out += [words.text(a, b) for a, b in lines] or [""]
    return out


def wrap_balanced_words(paragraphs: str, measure: Measure, width: int) -> list[str]:
    """As few lines as `wrap_words`, each as even as can be: the narrowest width that
    needs no more lines and breaks no more groups is found by halving."""
    out: list[str] = []
    for para in paragraphs.split("\n"):
        words = split(para)
        lines, forced = _lines(words, measure, width)
        if len(lines) > 1:
            lo, hi = 1, width
            while lo < hi:
                mid = (lo + hi) // 2
                trial, broken = _lines(words, measure, mid)
                if len(trial) <= len(lines) and broken <= forced:
                    hi = mid
                else:
                    lo = mid + 1
            lines = _no_orphan(words, _lines(words, measure, lo)[0], measure, width)
        out += [words.text(a, b) for a, b in lines] or [""]
    return out


def bad_breaks(lines: Sequence[str], measure: Measure | None = None, width: int = 0) -> list[str]:
    """The breaks between `lines` (one paragraph, wrapped) a typesetter would not make:
    inside a parenthesis or quote, before a separator or punctuation, after a small word
    that goes with the next, a last line of one word that the line above had room for
    (given `measure` and `width`). For the tests and the bench.

    >>> bad_breaks(["Choose cards to lead (all", "of one rank), or pass."])
    ["'(all | of' inside a group"]
    >>> bad_breaks(["Blue", "· may beat two 10s"])
    ["'Blue | ·' before a separator"]
    """
    out: list[str] = []
    depth: list[str] = []
    for k, line in enumerate(lines):
        words = split(line)
        if k:
            prev = split(lines[k - 1]).words
            last, first = prev[-1] if prev else "", words.words[0] if words.words else ""
            where = f"'{last} | {first}'"
            if depth:
                out.append(f"{where} inside a group")
            elif first[:1] in LEADING:
                out.append(f"{where} before a separator")
            elif last.lower() in CLINGING:
                out.append(f"{where} after '{last}'")
        for word in words.words:
            depth = _groups(word, depth)
    if measure is not None and len(lines) > 1 and len(split(lines[-1]).words) == 1:
        if measure(f"{lines[-2]} {lines[-1]}") <= width:
            out.append(f"'{lines[-1]}' alone on the last line")
    return out


__all__ = [
    "CLINGING",
    "LEADING",
    "Words",
    "bad_breaks",
    "groups",
    "split",
    "wrap_balanced_words",
    "wrap_words",
]
