"""Where a line of words may break, as a typesetter breaks it: between words, but never
inside a parenthesis or a quoted name, never before a separator or punctuation ("·",
"—", ",", ")"), never after a small word that belongs to the next one ("the", "your",
"of"), never leaving one word alone on the last line when the line above could
take it, nor one short word alone on any line ("Move one / pawn / forward 12.") where
other breaks into as many lines avoid it. Where a group does not fit a line by itself, it breaks inside after all (a
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
#: small words said with the word after them (a line never ends on one): the articles
#: and the possessives, which mean nothing without their noun
CLINGING = frozenset("a an the your my our their his her its no".split())
#: what opens a group a line never breaks inside, and what closes it
_PAIRS = {"(": ")", "[": "]", "“": "”", "‘": "’", '"': '"', "'": "'"}


#: what a break costs, by what it breaks (the lowest is taken where a group must break)
AFTER_SMALL, IN_GROUP, BEFORE_MARK = 1, 2, 3


@dataclass(frozen=True)
class Words:
    """A paragraph as words and the spacing before each (the first's is "")."""

    words: tuple[str, ...]
    gaps: tuple[str, ...]
    #: for each word after the first, what a break before it costs: 0 a clean break,
    #: AFTER_SMALL after a small word, IN_GROUP inside a parenthesis or a quote,
    #: BEFORE_MARK before punctuation or a separator
    cost: tuple[int, ...]

    @property
    def breaks(self) -> tuple[bool, ...]:
        """For each word after the first: may a line break cleanly before it?"""
        return tuple(c == 0 for c in self.cost)

    def text(self, start: int, end: int) -> str:
        """Words start..end-1 with their spacing, as one line."""
        out = [self.words[start]]
        for k in range(start + 1, end):
            out += [self.gaps[k], self.words[k]]
        return "".join(out)


def split(paragraph: str) -> Words:
    """The words of `paragraph` and what a break between them costs."""
    parts = re.split(r"( +)", paragraph)
    words = tuple(parts[0::2])
    gaps = ("", *parts[1::2])
    if len(words) > 1 and words[0] == "":  # leading spaces: kept with the first word
        words = (gaps[1] + words[1], *words[2:])
        gaps = ("", *gaps[2:])
    if len(words) > 1 and words[-1] == "":  # trailing spaces: dropped at the line's end
        words, gaps = words[:-1], gaps[:-1]
    cost = [0] * len(words)
    depth: list[str] = []  # the closers awaited (parentheses and quotes open)
    for k, word in enumerate(words):
        if k:
            small = words[k - 1].lower() in CLINGING
            cost[k] = max(
                BEFORE_MARK if word[:1] in LEADING else 0,
                IN_GROUP if depth else 0,
                AFTER_SMALL if small else 0,
            )
        depth = _groups(word, depth)
    return Words(words, gaps, tuple(cost[1:]) if words else ())


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


def _units(
    words: Words, start: int = 0, end: int | None = None, level: int = 0
) -> list[tuple[int, int]]:
    """The runs of words start..end-1 with no break dearer than `level` inside:
    [start, end) pairs (level 0: the groups a line never breaks inside)."""
    end = len(words.words) if end is None else end
    out: list[tuple[int, int]] = []
    first = start
    for k in range(start + 1, end):
        if words.cost[k - 1] <= level:
            out.append((first, k))
            first = k
    if end > start:
        out.append((first, end))
    return out


def groups(paragraph: str) -> list[str]:
    """The runs of words of `paragraph` a line never breaks inside.

    >>> groups("Lead (all of one rank) · or pass the turn.")
    ['Lead', '(all of one rank) ·', 'or', 'pass', 'the turn.']
    """
    words = split(paragraph)
    return [words.text(a, b) for a, b in _units(words)]


def _greedy(words: Words, measure: Measure, width: int) -> tuple[list[tuple[int, int]], int]:
    """(lines as word ranges, how many groups broke inside because they do not fit a
    line by themselves), filling each line as full as it goes. A group that must
    break breaks at its cheapest breaks first (after a small word before inside a
    parenthesis, that before a mark)."""
    lines: list[tuple[int, int]] = []
    forced = 0
    line: tuple[int, int] | None = None

    def fill(start: int, end: int, level: int) -> None:
        nonlocal line, forced
        for a, b in _units(words, start, end, level):
            if line is not None and measure(words.text(line[0], b)) <= width:
                line = (line[0], b)
                continue
            if measure(words.text(a, b)) <= width or b - a == 1 or level >= BEFORE_MARK:
                if line is not None:
                    lines.append(line)
                line = (a, b)
                continue
            forced += 1  # too wide alone: it breaks at the next dearer breaks
            fill(a, b, level + 1)

    fill(0, len(words.words), 0)
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
    lines, forced = _greedy(words, measure, width)
    return _no_lone(words, _no_orphan(words, lines, measure, width), measure, width), forced


def short_word(word: str, measure: Measure, width: int) -> bool:
    """Whether `word` alone on a line of `width` reads as a stray: it fills no more than
    half of it (a long word that fills its line is no stray)."""
    return measure(word) * 2 <= width


def _lone(words: Words, line: tuple[int, int], measure: Measure, width: int) -> bool:
    return line[1] - line[0] == 1 and short_word(words.words[line[0]], measure, width)


def _stray(
    words: Words, lines: list[tuple[int, int]], measure: Measure, width: int
) -> tuple[int, int]:
    """(lines in the middle of one short word, lines anywhere of one short word)."""
    lone = [_lone(words, line, measure, width) for line in lines]
    return sum(lone[1:-1]), sum(lone)


def _no_lone(
    words: Words, lines: list[tuple[int, int]], measure: Measure, width: int
) -> list[tuple[int, int]]:
    """No line of one short word ("Move one / pawn / forward 12.") where other breaks
    into as many lines avoid it: of the ways to break the paragraph into that many
    lines that fit, breaking no group the lines broke not and paying no more for their
    breaks, the one with the fewest such lines in the middle, then anywhere, then the
    cheapest breaks, then the most even lines (a short dynamic program, run only when
    a line is alone). A last line of one word the line above has room for stays out."""
    count = len(lines)
    was = _stray(words, lines, measure, width)
    if count < 2 or not was[1]:
        return lines
    n = len(words.words)
    dearest = max(words.cost[b - 1] for _a, b in lines[:-1])
    spent = sum(words.cost[b - 1] for _a, b in lines[:-1])
    stops = [0, *(k for k in range(1, n) if words.cost[k - 1] <= dearest), n]
    Key = tuple[int, int, int, int]
    # best[j][k]: (lone in the middle, lone, cost, unevenness) of words 0..stops[k]-1 in
    # j lines, and the stop the line j began at
    best: list[dict[int, tuple[Key, int]]] = [{0: ((0, 0, 0, 0), -1)}]
    for j in range(1, count + 1):
        row: dict[int, tuple[Key, int]] = {}
        for i, (key, _from) in best[j - 1].items():
            a = stops[i]
            for k in range(i + 1, len(stops)):
                b = stops[k]
                if b - a > 1 and measure(words.text(a, b)) > width:
                    break  # (one word wider than the line is a line: the caller splits it)
                if (b == n) != (j == count):
                    continue
                lone = _lone(words, (a, b), measure, width)
                slack = 0 if b == n else width - measure(words.text(a, b))
                got = (
                    key[0] + (lone and 1 < j < count),
                    key[1] + lone,
                    key[2] + (words.cost[b - 1] if b < n else 0),
                    key[3] + slack * slack,
                )
                if k not in row or got < row[k][0]:
                    row[k] = (got, i)
        best.append(row)
    end = len(stops) - 1
    if end not in best[count]:
        return lines
    key, _from = best[count][end]
    if key[:2] >= was or key[2] > spent:
        return lines
    out: list[tuple[int, int]] = []
    k = end
    for j in range(count, 0, -1):
        i = best[j][k][1]
        out.append((stops[i], stops[k]))
        k = i
    out.reverse()
    (a0, _a1), (b0, b1) = out[-2], out[-1]
    if b1 - b0 == 1 and measure(words.text(a0, b1)) <= width:
        return lines  # (the word would be alone on the last line with room above)
    return out


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
    needs no more lines and breaks no more groups is found by halving. Where the text
    is phrases between separators ("Blue · normal computer thinking · may beat it")
    and they fit in as few lines, the lines break between phrases only.

    >>> wrap_balanced_words("Black · normal computer thinking... · makes a chess move",
    ...                     len, 40)
    ['Black · normal computer thinking... ·', 'makes a chess move']
    """
    out: list[str] = []
    for para in paragraphs.split("\n"):
        words = split(para)
        lines, forced = _lines(words, measure, width)
        if len(lines) > 1:
            phrases = _phrases(words)
            if phrases is not None:
                trial, broken = _lines(phrases, measure, width)
                if not broken and len(trial) == len(lines):
                    words, forced = phrases, 0
            lines = _balanced(words, measure, width, len(lines), forced)
        out += [words.text(a, b) for a, b in lines] or [""]
    return out


#: a word that ends with one of these ends a phrase (the header's "·")
PHRASE_ENDS = ("·", "—", "–", ";")


def _phrases(words: Words) -> Words | None:
    """`words` with breaks only between phrases (after a separator), or None when the
    text has no separator."""
    ends = [w.endswith(PHRASE_ENDS) for w in words.words]
    if not any(ends[:-1]):
        return None
    cost = tuple(c if ends[k] else max(c, AFTER_SMALL) for k, c in enumerate(words.cost))
    return Words(words.words, words.gaps, cost)


def _balanced(
    words: Words, measure: Measure, width: int, count: int, forced: int
) -> list[tuple[int, int]]:
    """The lines of the narrowest width that needs no more than `count` lines and
    breaks no more than `forced` groups."""
    lo, hi = 1, width
    while lo < hi:
        mid = (lo + hi) // 2
        trial, broken = _lines(words, measure, mid)
        if len(trial) <= count and broken <= forced:
            hi = mid
        else:
            lo = mid + 1
    lines = _no_orphan(words, _lines(words, measure, lo)[0], measure, width)
    return _no_lone(words, lines, measure, width)


#: between the phrases of a line such as the header's ("Blue · normal computer · your turn")
PHRASE_SEPARATOR = " · "


def wrap_phrases(text: str, measure: Measure, width: int) -> list[str]:
    """`text`, phrases between " · ", in as few lines as can be, broken between phrases
    and never inside one unless a phrase alone is wider than a line (then it wraps
    evenly by itself); where a line breaks the " · " is left out (no line begins or
    ends with one). Of the ways with the fewest lines: the fewest phrases broken, then
    the narrowest (most even) lines.

    >>> wrap_phrases("Red · your turn", len, 12)
    ['Red', 'your turn']
    >>> wrap_phrases("White · get ready · make a chess move", len, 20)
    ['White · get ready', 'make a chess move']
    >>> wrap_phrases("Yellow · normal computer", len, 12)
    ['Yellow', 'normal', 'computer']
    """
    phrases = [p for p in text.split(PHRASE_SEPARATOR) if p.strip()] or [text]
    if measure(text) <= width or len(phrases) > 8:
        return wrap_balanced_words(text, measure, width)
    return pack_phrases(phrases, measure, width, PHRASE_SEPARATOR, strays=False)


def pack_phrases(
    phrases: Sequence[str],
    measure: Measure,
    width: int,
    joiner: str = " ",
    strays: bool = True,
) -> list[str]:
    """`phrases` joined by `joiner`, in as few lines as can be, broken between phrases
    only, never inside one that fits a line (one wider than a line wraps evenly by
    itself). Of the ways with the fewest lines: the fewest phrases broken, then the
    fewest lines of one short word (`strays`), then the narrowest (most even) lines. The panel's
    caption beside a card ("To beat:", "two SORRY!s", "played by Bo") is packed so.

    >>> pack_phrases(["To beat:", "two SORRY!s"], len, 12)
    ['To beat:', 'two SORRY!s']
    >>> pack_phrases(["Bo won with", "two 5s"], len, 20)
    ['Bo won with two 5s']
    """
    phrases = [p for p in phrases if p.strip()]
    text = joiner.join(phrases)
    if not phrases or measure(text) <= width:
        return [text]
    if len(phrases) > 8:
        return wrap_balanced_words(text, measure, width)
    best: tuple[int, int, int, int] | None = None
    out: list[str] = []
    for cuts in range(1 << (len(phrases) - 1)):
        lines: list[str] = []
        broken = 0
        group = [phrases[0]]
        for k, phrase in enumerate(phrases[1:]):
            if cuts >> k & 1:
                lines, broken = _phrase_lines(group, lines, broken, measure, width, joiner)
                group = [phrase]
            else:
                group.append(phrase)
        lines, broken = _phrase_lines(group, lines, broken, measure, width, joiner)
        if broken < 0:
            continue
        lone = len(lone_lines(lines, measure, width, ends=True)) if strays else 0
        key = (len(lines), broken, lone, max(map(measure, lines)))
        if best is None or key < best:
            best, out = key, lines
    return out or wrap_balanced_words(text, measure, width)


def _phrase_lines(
    group: list[str],
    lines: list[str],
    broken: int,
    measure: Measure,
    width: int,
    joiner: str = PHRASE_SEPARATOR,
) -> tuple[list[str], int]:
    """`lines` and the phrases of `group` on a line of their own, or one phrase too
    wide for it wrapped by itself; broken -1: a line of phrases too wide."""
    line = joiner.join(group)
    if broken < 0 or measure(line) <= width:
        return [*lines, line], broken
    if len(group) > 1:
        return lines, -1
    return [*lines, *wrap_balanced_words(line, measure, width)], broken + 1


def whole(lines: Sequence[str], text: str) -> bool:
    """Whether `lines` hold every word of `text` whole (none broken to fit a line).

    >>> whole(["an opponent's", "pawn"], "an opponent's pawn"), whole(["oppo", "nent"], "opponent")
    (True, False)
    """
    return " ".join(lines).split() == text.split()


def bad_breaks(lines: Sequence[str], measure: Measure | None = None, width: int = 0) -> list[str]:
    """The breaks between `lines` (one paragraph, wrapped) a typesetter would not make:
    inside a parenthesis or quote, before a separator or punctuation, after a small word
    that goes with the next, a last line of one word that the line above had room for
    (given `measure` and `width`), a line in the middle of one short word (`lone_lines`).
    For the tests and the bench.

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
    for k in lone_lines(lines, measure, width):
        out.append(f"'{lines[k]}' alone on a line")
    return out


def lone_lines(
    lines: Sequence[str], measure: Measure | None = None, width: int = 0, ends: bool = False
) -> list[int]:
    """The lines of one paragraph, neither its first nor its last (any, with `ends`, of
    two or more), that hold a single short word ("Move one / pawn / forward 12."): one
    word that fills no more than half the line (`short_word`; any one word without
    `measure`).

    >>> lone_lines(["Move one", "pawn", "forward 12."], len, 12)
    [1]
    >>> lone_lines(["Move", "one pawn", "forward 12."], len, 12)
    []
    >>> lone_lines(["Move", "one pawn", "forward 12."], len, 12, ends=True)
    [0]
    """
    inner = range(len(lines)) if ends and len(lines) > 1 else range(1, len(lines) - 1)
    return [
        k
        for k in inner
        if len(split(lines[k].strip()).words) == 1
        and lines[k].strip()
        and (measure is None or short_word(lines[k].strip(), measure, width))
    ]


__all__ = [
    "AFTER_SMALL",
    "BEFORE_MARK",
    "CLINGING",
    "IN_GROUP",
    "LEADING",
    "Words",
    "bad_breaks",
    "groups",
    "lone_lines",
    "pack_phrases",
    "short_word",
    "split",
    "whole",
    "wrap_balanced_words",
    "wrap_phrases",
    "wrap_words",
]
