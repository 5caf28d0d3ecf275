"""The move log's rows: an entry (`engine/logline.py`) as words and small pictures set in
rows as a typesetter sets them (`layout_entry`); `movelog` draws them.

Words wrap at spaces and between facts, where the " · " is left out (no row begins or
ends with one); a picture stays with the word it belongs to (pictures side by side
together); the fewest rows, broken between facts rather than inside one, never after a
small word, with no word or two alone on a last row the row above could take, and as
even as can be; in one grammar at every size: no row of the seat's name and the card
alone without its verb, no word alone amid its fact, no number left out (`faults`).
"""

from __future__ import annotations

import dataclasses
import itertools
import math
import re
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Protocol

from sorry_game.app.draw import font, text_scale, text_width
from sorry_game.app.draw.typeset import CLINGING
from sorry_game.engine.events import Mark
from sorry_game.engine.logline import PAST, LogLine


class Pictures(Protocol):
    """How wide a picture is drawn (`movelog.Looks`)."""

    def width(self, mark: Mark, size: int, height: int) -> int | None: ...


# --- rows ------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Piece:
    """Words or a picture of a row, `x` px from the row's start."""

    x: int
    width: int
    text: str = ""
    mark: Mark | None = None
    bold: bool = False


@dataclass(frozen=True)
class Row:
    """One drawn line of an entry: its pieces, its width, its words (pictures by their
    labels: what the tests and the bench read). `cut`: how the entry breaks after it
    ("fact": between facts, "head": after a head said with its verb, "inside": inside
    a fact, "": its last row); `faults`, on an entry's first row: what its rows break
    or leave out that a reader trips on (`faults`: bench/layout.py counts them)."""

    pieces: tuple[Piece, ...]
    width: int
    text: str
    cut: str = ""
    faults: tuple[str, ...] = ()


@dataclass
class _Token:
    text: str
    width: int
    mark: Mark | None = None
    bold: bool = False
    #: a space before it (else it touches the token before: a picture beside a picture)
    space: bool = True
    #: never begins a row: it stays with what it follows (a picture with the word
    #: before it, a word touching the token before, a colon)
    glue: bool = False
    #: a " · " before it: said between it and what is before on its row, and left out
    #: where a row breaks there (a row never begins nor ends with a separator)
    sep: bool = False
    #: a picture a fact begins with ("⬤1 enters"): the word after it stays with it
    leads: bool = False


def _tokens(line: LogLine, size: int, height: int, looks: Pictures, subject: bool) -> list[_Token]:
    tokens: list[_Token] = []
    space = sep = False
    if subject and line.subject:
        tokens.append(_Token(line.subject, text_width(line.subject, size, True), bold=True))
        space = True
    for part in line.body():
        if isinstance(part, Mark):
            width = looks.width(part, size, height)
            if width is None:  # a picture nobody draws: its words
                part = part.words
            else:
                last = tokens[-1] if tokens else None
                beside = last is not None and last.mark is not None and not space
                # a picture after a word is what the word acts on ("bumps ⬤1", "HOME for
                # ⬤⬤"): it stays with that word; a picture a fact begins with (after a
                # " · " or the head's picture) stays with the word after it; pictures
                # side by side stay together
                # (not the seat's name: a row may break between the name and what
                # they played, never past the panel's edge)
                after_word = last is not None and last.mark is None and not sep and not last.bold
                glue = beside or after_word
                leads = (last.leads if beside and last is not None else False) or not (
                    beside or after_word
                )
                tokens.append(
                    _Token(part.label, width, part, space=space, glue=glue, sep=sep, leads=leads)
                )
                space = sep = False
                continue
        for bit in re.findall(r"\s+|\S+", part):
            if bit.isspace():
                space = True
                continue
            if bit == "·":
                sep, space = True, False
                continue
            last = tokens[-1] if tokens else None
            glue = not sep and (bit == ":" or (last is not None and not space))
            tokens.append(_Token(bit, text_width(bit, size), space=space, glue=glue, sep=sep))
            space = sep = False
    return tokens


def short_form(line: LogLine, words: Mapping[str, str] | None = None) -> LogLine:
    """`line` as a narrow log says it: the game's shorter `words` for its own
    (`TablePlugin.log_short`, `log_narrow`: "enters" for "leaves START"). A short form
    shortens words, never leaves out a number or a verb: "[5] ⬤1 moves" for "moves 5"
    read as a move without its distance (fresh eyes at 800x600)."""

    def said(part: str) -> str:
        for long, short in (words or {}).items():
            part = part.replace(long, short)
        return part

    facts = tuple(tuple(said(p) if isinstance(p, str) else p for p in fact) for fact in line.facts)
    return dataclasses.replace(line, facts=facts)


def layout_entry(
    line: LogLine,
    size: int,
    width: int,
    looks: Pictures,
    subject: bool = True,
    short: bool = False,
) -> list[Row]:
    """`line` in rows at most `width` px wide (`_layout`), in one grammar at every
    size: where a row would hold the seat's name and what they played as pictures
    alone ("You [12] / ⬤3 moves 12", "You [1]": no verb), the head's verb is said
    before its pictures ("You play [12] / ⬤3 moves 12"), and so in an entry of more
    rows that then breaks after the head in no more rows (after "play [12]" a break
    falls between facts: "Cy plays [9] / busts with 26", not "Cy [9] busts / with
    26"), and so where the rows without it part a number from its word, even in a row
    more ("You [9] bust with / 26 · Cy, Bo and": "You play [9] / bust with 26 / …").
    The first row carries what the rows still break or leave out (`faults`).
    Kept (`_LAID`): the replay lays out the rows it shows at every frame."""
    plugin = getattr(looks, "plugin", None)
    key = (line, size, width, subject, short, text_scale(), type(looks), id(plugin))
    laid = _LAID.get(key)
    if laid is None or laid[0] is not plugin:
        laid = (plugin, _entry_rows(line, size, width, looks, subject, short))
        _LAID[key] = laid
        if len(_LAID) > MOST_LAID:
            del _LAID[next(iter(_LAID))]
    return list(laid[1])


#: the entries laid out, by what their rows depend on (`layout_entry`), at most this many
MOST_LAID = 4096
_LAID: dict[tuple, tuple[object, list[Row]]] = {}


def _entry_rows(
    line: LogLine, size: int, width: int, looks: Pictures, subject: bool, short: bool
) -> list[Row]:
    """`layout_entry`'s rows, laid out."""
    rows = _layout(line, size, width, looks, subject, short)
    said = with_verb(line)
    if said is not line and (len(rows) > 1 or verbless(rows)):
        spoken = _layout(said, size, width, looks, subject, short)
        after_head = any(row.cut == "head" for row in spoken)
        parts = _parts_pair(spoken) and not _parts_pair(rows)  # "with / 26": never
        mends = _parts_pair(rows) and not _parts_pair(spoken)  # (a row more that keeps it)
        if not parts and (verbless(rows) or mends or (after_head and len(spoken) <= len(rows))):
            rows = spoken
    if rows:
        rows[0] = dataclasses.replace(rows[0], faults=tuple(faults(line, rows)))
    return rows


def with_verb(line: LogLine) -> LogLine:
    """`line` with its head's verb said before the card it played ("play [12]"), the
    verb its words begin with ("play a 12"); `line` itself where there is none (or
    the head is no card: Sorry, King!'s "[♞] e4–g3" says the move by its squares)."""
    first = line.head[0] if line.head else None
    if not isinstance(first, Mark) or first.kind != "card":
        return line
    verb = first.words.split(" ", 1)[0]
    if verb not in PAST:
        return line
    return dataclasses.replace(line, head=(f"{verb} ", *line.head))


def verbless(rows: list[Row]) -> bool:
    """Whether the rows up to the first with a picture say no word but the seat's name
    ("You [12]", "You / [2]", "Cy / [Switch] play goes")."""
    if len(rows) > 1 and all(p.bold for p in rows[0].pieces) and rows[1].pieces:
        if rows[1].pieces[0].mark is not None:
            return True
    for row in rows:
        if any(not p.bold and p.mark is None and p.text for p in row.pieces):
            return False
        if any(p.mark is not None for p in row.pieces):
            return True
    return False


#: a number as the log says it (a count, a total, a card's value on its picture)
_DIGITS = re.compile(r"\d+")


def faults(line: LogLine, rows: list[Row]) -> list[str]:
    """What `rows` (`line` laid out) break or leave out that a reader trips on, each in
    words: a verb missing — the seat's name and pictures alone before the rest ("You 12
    / ⬤3 moves 12"); a word alone on a row amid the entry, parted from the rest of
    its fact ("play / goes / counter-clockwise"); a number of the entry left out
    ("[5] ⬤1 moves", not "moves 5"). bench/layout.py counts them with the bad breaks.

    >>> row = lambda text, cut="": Row((Piece(0, 9, text),), 9, text, cut)
    >>> line = LogLine(0, "", (), (("play goes counter-clockwise",),))
    >>> faults(line, [row("play", "inside"), row("goes", "inside"), row("counter-clockwise")])
    ["one word alone inside a fact: 'play / goes / counter-clockwise'"]
    """
    said = " / ".join(r.text for r in rows)
    out = []
    if verbless(rows):
        out.append(f"no verb: '{said}'")
    for above, row, below in zip(rows, rows[1:], rows[2:], strict=False):
        words = [p for p in row.pieces if p.mark is None and p.text]
        lone = len(row.pieces) == 1 and len(words) == 1 and " " not in words[0].text
        if lone and row.cut == "inside":
            out.append(f"one word alone inside a fact: '{above.text} / {row.text} / {below.text}'")
    whole = "".join(p if isinstance(p, str) else (p.label or "") for p in line.parts())
    missing = Counter(_DIGITS.findall(whole)) - Counter(
        _DIGITS.findall(" ".join(r.text for r in rows))
    )
    if missing:
        out.append(f"{' '.join(sorted(missing))} left out: '{said}'")
    return out


def _layout(
    line: LogLine,
    size: int,
    width: int,
    looks: Pictures,
    subject: bool = True,
    short: bool = False,
) -> list[Row]:
    """`line` (`short`, or where that saves a row: in its `short_form`) in rows at most
    `width` px wide (a lone word wider than that overflows;
    no such word is said), as a typesetter sets them: words wrap at spaces and between
    facts, where the " · " is left out (no row begins or ends with one); a picture stays
    with the word it belongs to (pictures side by side together); and the rows are
    balanced — the narrowest width that needs no more rows — so that no word is left
    alone on a last row the row above could take."""
    height = picture_height(size)
    space_w = text_width(" ", size)
    dot_w = text_width("·", size)
    sep_w = 2 * space_w + dot_w
    gap = max(3, height // 5)
    # the game's own shorter words in every row (one form in the log)
    plugin = getattr(looks, "plugin", None)
    said = dict(getattr(plugin, "log_short", None) or {})
    if short:  # (and its narrow words: "HOME ⬤⬤" where "HOME for ⬤⬤" broke)
        said.update(getattr(plugin, "log_narrow", None) or {})
    line = short_form(line, said) if said else line
    # the narrow words say it otherwise (else the short form is the entry itself)
    narrow = dict(getattr(plugin, "log_narrow", None) or {})
    other = not short and short_form(line, narrow) != line
    tokens = _tokens(line, size, height, looks, subject)
    chunks: list[list[_Token]] = []
    for token in tokens:
        if token.glue and chunks:
            chunks[-1].append(token)
        else:
            chunks.append([token])

    def lead(token: _Token, before: _Token | None = None) -> int:
        if token.sep:
            return sep_w
        if token.space:
            return space_w
        if token.mark is None:
            return 0
        if before is not None and _token_kind(before) and _token_kind(token):
            return -int(height * TOKENS_OVERLAP)  # seats' tokens side by side: a little stack
        return gap

    widths = [
        sum(t.width for t in c) + sum(lead(t, b) for b, t in itertools.pairwise(c)) for c in chunks
    ]

    def rows_at(limit: int) -> list[list[int]]:
        rows: list[list[int]] = [[]]
        x = 0
        for k, need in enumerate(widths):
            first = lead(chunks[k][0]) if rows[-1] else 0
            if rows[-1] and x + first + need > limit:
                rows.append([])
                x, first = 0, 0
            rows[-1].append(k)
            x += first + need
        return rows

    leads = [lead(c[0]) for c in chunks]
    # after a head said with its verb ("You play [12] / ⬤3 moves 12") a row breaks
    # between facts
    head_cut = -1
    if line.head and isinstance(line.head[0], str):
        told = len(_tokens(dataclasses.replace(line, facts=()), size, height, looks, subject))
        head_cut = next(k + 1 for k, c in enumerate(chunks) if (told := told - len(c)) <= 0)
    greedy = rows_at(width)
    rows, cost = _set_rows(chunks, widths, leads, width, greedy, head_cut=head_cut)
    if cost >= PAIR:  # a pair parted: the short form, else a row more
        shorter = _layout(line, size, width, looks, subject, short=True) if other else []
        if shorter and len(shorter) <= len(greedy) and not _parts_pair(shorter):
            return shorter
        more, more_cost = _set_rows(chunks, widths, leads, width, greedy, 1, head_cut)
        if more_cost < PAIR:
            rows = more
    out = []
    for j, row in enumerate(rows):
        placed: list[tuple[int, _Token]] = []
        x = 0
        for n, k in enumerate(row):
            for i, token in enumerate(chunks[k]):
                if n or i:
                    if token.sep:
                        placed.append((x + space_w, _Token("·", dot_w)))
                    x += lead(token, chunks[k][i - 1] if i else None)
                placed.append((x, token))
                x += token.width
        after = rows[j + 1][0] if j + 1 < len(rows) else 0
        cut = "" if not after else "fact" if _fact_starts(chunks, after, head_cut) else "inside"
        cut = "head" if after == head_cut else cut
        out.append(dataclasses.replace(_row(placed, space_w), cut=cut))
    if other and len(out) > 1:  # the short form where it saves a row, in any log
        shorter = _layout(line, size, width, looks, subject, short=True)
        if len(shorter) < len(out) and (_parts_pair(out) or not _parts_pair(shorter)):
            return shorter
    return out


#: seats' tokens side by side ("HOME for ⬤⬤⬤") overlap by this share of their height
TOKENS_OVERLAP = 0.2


def _token_kind(token: _Token) -> bool:
    """Whether `token` is a seat's token (drawn as a disc: they may overlap)."""
    return token.mark is not None and token.mark.kind == "seat"


#: what a break costs (`_set_rows`): inside a fact ("moves / 12") or after a small word
#: ("no / pawn", once more), and a last row of a word or two the row above could take
INSIDE_FACT, SHORT_LAST = 3, 2
#: a picture a fact begins with parted from its word ("⬤1 / moves"): only where the
#: fewest rows need it (a narrow column), never in as few rows another way
PICTURE_SPLIT = 20
#: the most ways to break an entry weighed (more: the fewest rows, balanced)
MOST_WAYS = 4000
#: a break inside a no-break pair, a number parted from the word it goes with ("goes
#: bust with / 26 · HOME for"): never where the fewest rows avoid it; where they
#: cannot, the entry's short form, or one row more, where that keeps the pair
PAIR = 8
#: a word alone on a row, parted from the rest of its fact ("play / goes /
#: counter-clockwise", "[card] / blocks / Cy's SORRY!"): below a pair's cost, above a
#: break inside a fact
LONE = 6
#: the small words a row never ends on where a row more avoids it (`LONE` each)
SMALL_END = CLINGING | frozenset({"for", "to", "at", "of", "with", "in", "into"})
#: a break between the seat's name and its verb ("Ada / 7 busts"), on top of its cost
#: as a break inside a fact: still cheaper than parting a number from its word
SUBJECT = 2


def _set_rows(
    chunks: list[list[_Token]],
    widths: list[int],
    leads: list[int],
    width: int,
    greedy: list[list[int]],
    more: int = 0,
    head_cut: int = -1,
) -> tuple[list[list[int]], int]:
    """The rows (chunk indexes) a typesetter takes, in as few rows as `greedy` (the
    fullest first; `more` rows more where asked): breaks between facts (at a " · ",
    before the picture a fact begins with) rather than inside one, never inside a
    no-break pair (`PAIR`: a number and its word) where another way holds, no short
    word or two alone on the last row, then the narrowest (most even) rows; and what
    its breaks cost."""
    n, count = len(chunks), len(greedy) + more
    if count < 2 or count > n:
        return greedy, 0

    def span(a: int, b: int) -> int:
        return widths[a] + sum(leads[k] + widths[k] for k in range(a + 1, b))

    def fact_starts(k: int) -> bool:
        return _fact_starts(chunks, k, head_cut)

    # the subject's verb: the first word after the seat's name and what they played
    verb = next((k for k in range(1, n) if chunks[k][0].mark is None), 0)
    verb = verb if chunks[0][0].bold else 0

    def cost_of(cuts: tuple[int, ...]) -> int:
        cost = sum(INSIDE_FACT for k in cuts if not fact_starts(k))
        cost += sum(SUBJECT for k in cuts if k <= verb)
        cost += sum(PICTURE_SPLIT for k in cuts if _held(chunks[k - 1], chunks[k]))
        cost += sum(INSIDE_FACT for k in cuts if chunks[k - 1][-1].text.lower() in CLINGING)
        # a row that ends on a small word ("out of / cards", "no / pawn in START")
        cost += sum(LONE for k in cuts if chunks[k - 1][-1].text.lower() in SMALL_END)
        cost += sum(PAIR for k in cuts if _paired(chunks[k - 1], chunks[k]))
        cost += sum(PAIR for k in cuts if _linked(chunks[k]))
        for a, b in itertools.pairwise(cuts):  # "play / goes / counter-clockwise"
            if b - a == 1 and _lone(chunks[a]) and not fact_starts(b):
                cost += LONE
        last = [t for k in range(cuts[-1], n) for t in chunks[k] if t.mark is None]
        above = (0, *cuts)[-2]
        if len(last) <= 2 and span(above, n) <= width:  # the row above could take it
            cost += SHORT_LAST
        return cost

    greedy_cuts = tuple(itertools.accumulate(len(row) for row in greedy[:-1]))
    if math.comb(n - 1, count - 1) > MOST_WAYS:
        return (greedy, cost_of(greedy_cuts)) if not more else (greedy, PAIR)
    best: tuple[int, int] | None = None
    rows = greedy
    for cuts in itertools.combinations(range(1, n), count - 1):
        bounds = (0, *cuts, n)
        pairs = list(itertools.pairwise(bounds))
        spans = [span(a, b) for a, b in pairs]
        if any(w > width and b - a > 1 for w, (a, b) in zip(spans, pairs, strict=True)):
            continue  # (a lone chunk wider than the row overflows, as in `greedy`)
        cost = cost_of(cuts)
        if best is None or (cost, max(spans)) < best:
            best = (cost, max(spans))
            rows = [list(range(a, b)) for a, b in pairs]
    if best is None:
        return greedy, cost_of(greedy_cuts) if not more else PAIR
    return rows, best[0]


def _fact_starts(chunks: list[list[_Token]], k: int, head_cut: int = -1) -> bool:
    """Whether a row break before chunk `k` falls between facts: at a " · ", before
    the picture a fact begins with (not right after the seat's name: "Ada / 12" is
    dear, as a break inside a fact), or after a head said with its verb (`head_cut`)."""
    if k == head_cut:
        return True
    first = chunks[k][0]
    after_name = chunks[k - 1][-1].bold
    return first.sep or (first.mark is not None and first.leads and not after_name)


def _lone(chunk: list[_Token]) -> bool:
    """Whether `chunk` is one word and nothing else."""
    return len(chunk) == 1 and chunk[0].mark is None and not chunk[0].bold


#: a number said as a word ("24", "0/4", "26,")
_NUMBER = re.compile(r"[+−-]?\d+(/\d+)?[.,;:!?]?")


#: small words that link a fact's word to the pictures after them ("HOME for ⬤⬤")
LINKING = frozenset({"for", "to", "at", "of"})


def _linked(after: list[_Token]) -> bool:
    """Whether a row would begin with a small linking word and its pictures ("HOME /
    for ⬤⬤⬤"): the word they follow parted from them, a no-break pair as `_paired`'s
    (the entry's short form says them without it: `TablePlugin.log_narrow`)."""
    first = after[0]
    return (
        not first.sep
        and first.mark is None
        and first.text.lower() in LINKING
        and any(t.mark is not None for t in after[1:])
    )


def _paired(before: list[_Token], after: list[_Token]) -> bool:
    """Whether a row break between these chunks parts a no-break pair inside a fact: a
    number and the word before it ("with / 26", "total / 9", "moves / 12")."""
    last, first = before[-1], after[0]
    return (
        not first.sep
        and first.mark is None
        and last.mark is None
        and not last.bold
        and _NUMBER.fullmatch(first.text) is not None
    )


def _parts_pair(rows: list[Row]) -> bool:
    """Whether a row of `rows` begins with a number its row above's last word goes with."""
    return any(
        _NUMBER.fullmatch(row.text.split(" ")[0]) is not None
        and above.pieces
        and above.pieces[-1].mark is None
        and not above.pieces[-1].bold
        and row.pieces
        and row.pieces[0].mark is None
        for above, row in itertools.pairwise(rows)
    )


def _held(before: list[_Token], after: list[_Token]) -> bool:
    """Whether a row break between these chunks parts a fact's picture from its word."""
    last, first = before[-1], after[0]
    return last.mark is not None and last.leads and first.mark is None and not first.sep


def _row(placed: list[tuple[int, _Token]], space_w: int) -> Row:
    """Pieces of a row, neighbouring words of one weight as one piece (one text drawn)."""
    pieces: list[Piece] = []
    words = ""
    for x, token in placed:
        if token.text:  # (a picture without a label, a seat's token, says nothing here)
            words += (" " if token.space and words else "") + token.text
        last = pieces[-1] if pieces else None
        if (
            token.mark is None
            and last is not None
            and last.mark is None
            and last.bold == token.bold
        ):
            joiner = " " if token.space else ""
            text = last.text + joiner + token.text
            pieces[-1] = Piece(last.x, x + token.width - last.x, text, None, last.bold)
            continue
        pieces.append(Piece(x, token.width, token.text, token.mark, token.bold))
    end = placed[-1][0] + placed[-1][1].width
    return Row(tuple(pieces), end, words)


def picture_height(size: int) -> int:
    """How tall a picture stands in a row of words of `size`."""
    return max(10, font(size).get_linesize())


def row_height(size: int) -> int:
    return max(font(size).get_linesize() + 1, picture_height(size) + 3)
