"""How a frame reads (issue 39), judged from what `sorry_game.app.draw.record` recorded:
the phrases said in two parts at once, the line breaks a typesetter would not make, the
lines of each move-log entry, the messages kept past their moment; and the same phrase
count over a phone's `state` message. Pure functions: `bench/layout.py` calls them on
every frame it draws, the tests on planted frames.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from sorry_game.engine.view import SEAT_REF

#: the parts whose words count for "said twice", by the part a recorded line was drawn
#: in; the messages (news, tips, the end) are one part, the log is one part
READ_PARTS = {
    "header": "header",
    "prompt": "prompt",
    "panel": "panel",
    "message:news": "message",
    "message:tip": "message",
    "board": "board",
    "log": "log",
}
#: a phrase is this many words or more
PHRASE_WORDS = 3
#: a line that starts with one of these breaks before a separator or punctuation
SEPARATORS = "·–—/|:"
PUNCTUATION = ",.;:!?)]…"
#: the parts whose words count as the board's for the smallest board text at 200 %: the
#: play area's (pawn numbers, START/HOME), the cards' own words (a card's picture,
#: wherever it is drawn: not compared for D, not body text for the text scale) and the
#: tip's bubble on the board
CARD = "card"
BOARD_WORDS = ("board", CARD, "message:tip")
#: the news parts whose lines are "messages about a turn" for S
NEWS_PARTS = ("message:news",)

_WORD = re.compile(r"[a-z0-9]+(?:'[a-z0-9]+)*")


def words(text: str) -> list[str]:
    """`text` as a reader compares it: lower case, punctuation and symbols gone
    ("SORRY!" and "Sorry" are one word, "5s" a word, "Ann's" a word).

    >>> words("Round 1: two 5s by Yellow — to beat!")
    ['round', '1', 'two', '5s', 'by', 'yellow', 'to', 'beat']
    """
    return _WORD.findall(text.lower().replace("’", "'"))


@dataclass(frozen=True)
class Phrase:
    """A phrase said in two parts or more at once."""

    text: str
    parts: tuple[str, ...]


def said_twice(blocks: Mapping[str, Sequence[str]], n: int = PHRASE_WORDS) -> list[Phrase]:
    """The phrases of `n` words or more that two parts say at once. `blocks`: each part's
    texts, each read as one run of words (a wrapped text is one text, not its lines).
    Overlapping and adjoining shared runs of `n` words are one phrase; a phrase repeated
    between texts of one part does not count.

    >>> said_twice({"header": ["Red may beat two 5s"], "prompt": ["Beat two 5s, or pass."]})
    [Phrase(text='beat two 5s', parts=('header', 'prompt'))]
    >>> said_twice({"log": ["Red plays a 5", "Blue plays a 5"]})
    []
    """
    runs: list[tuple[str, list[str]]] = [
        (name, words(text)) for name, texts in blocks.items() for text in texts
    ]
    where: dict[tuple[str, ...], set[str]] = {}
    for name, ws in runs:
        for i in range(len(ws) - n + 1):
            where.setdefault(tuple(ws[i : i + n]), set()).add(name)
    shared = {gram for gram, names in where.items() if len(names) > 1}
    if not shared:
        return []
    parent = {gram: gram for gram in shared}

    def root(gram: tuple[str, ...]) -> tuple[str, ...]:
        while parent[gram] != gram:
            parent[gram] = parent[parent[gram]]
            gram = parent[gram]
        return gram

    def spans(ws: list[str]) -> Iterable[tuple[int, int]]:
        """The maximal runs [i, j] of positions whose n words are shared."""
        i = 0
        while i <= len(ws) - n:
            if tuple(ws[i : i + n]) not in shared:
                i += 1
                continue
            j = i
            while j + 1 <= len(ws) - n and tuple(ws[j + 1 : j + 1 + n]) in shared:
                j += 1
            yield i, j
            i = j + 1

    for _name, ws in runs:  # adjoining shared words are one phrase
        for i, j in spans(ws):
            for k in range(i, j):
                parent[root(tuple(ws[k + 1 : k + 1 + n]))] = root(tuple(ws[i : i + n]))
    longest: dict[tuple[str, ...], list[str]] = {}
    for _name, ws in runs:
        for i, j in spans(ws):
            key = root(tuple(ws[i : i + n]))
            if len(ws[i : j + n]) > len(longest.get(key, [])):
                longest[key] = ws[i : j + n]
    names: dict[tuple[str, ...], set[str]] = {}
    for gram in shared:
        names.setdefault(root(gram), set()).update(where[gram])
    out = [Phrase(" ".join(longest[key]), tuple(sorted(parts))) for key, parts in names.items()]
    return sorted(out, key=lambda p: p.text)


#: the parts whose number facts are compared (who decides, what is on the table, what
#: to do)
NUMBER_PARTS = ("header", "panel", "prompt")


def numbers_said_twice(
    blocks: Mapping[str, Sequence[str]], known: Iterable[Phrase] = ()
) -> list[Phrase]:
    """A number said with its word in two parts at once (two words: "move 1"), where
    no longer phrase already counts it: Sorry, King!'s panel "Checker move: 1" beside
    the prompt's "Choose a checker to move 1 square." told one fact twice in too few
    words for `said_twice`. Read in the parts that tell the moment (`NUMBER_PARTS`: the
    header, the panel, the prompt); the log's "moves 1" is a record, a card's name on
    the board ("Play 2: 1 to go") no number fact.

    >>> numbers_said_twice({"panel": ["Checker move: 1"], "prompt": ["Move 1 square."]})
    [Phrase(text='move 1', parts=('panel', 'prompt'))]
    >>> numbers_said_twice({"panel": ["Round 1"], "log": ["Round 1 · Cy starts"]})
    []
    """
    where: dict[tuple[str, str], set[str]] = {}
    for name, texts in blocks.items():
        if name not in NUMBER_PARTS:
            continue
        for text in texts:
            ws = words(text)
            for a, b in zip(ws, ws[1:], strict=False):
                if (a.isdigit() or b.isdigit()) and not (a.isdigit() and b.isdigit()):
                    if a not in STOP and b not in STOP:
                        where.setdefault((a, b), set()).add(name)
    said = " ".join(p.text for p in known)
    return sorted(
        (
            Phrase(f"{a} {b}", tuple(sorted(names)))
            for (a, b), names in where.items()
            if len(names) > 1 and f"{a} {b}" not in said
        ),
        key=lambda p: p.text,
    )


#: words that carry no fact of their own (a fact's content is the rest)
STOP = frozenset(
    "a an the to of and or with by for in on at from is are be it its you your yours "
    "their them they he she his her i me my we our us no not this that".split()
)


def content(text: str) -> set[str]:
    """The words of `text` that carry its fact, each without a plural's or a verb's
    "s" or "ed" ("turns" and "turn" are one word, "forfeited" is "forfeit").

    >>> sorted(content("Your rook turns black!"))
    ['black', 'rook', 'turn']
    """
    out = set()
    for w in words(text):
        if w in STOP:
            continue
        if len(w) > 4 and w.endswith("ed"):
            w = w[:-2]
        elif len(w) > 3 and w.endswith("s") and not w.endswith("ss"):
            w = w[:-1]
        out.add(w)
    return out


#: a news and the log's newest entry sharing this many fact words say one fact
FACT_WORDS = 2


def news_in_log(news: Sequence[str], newest: Sequence[str]) -> list[Phrase]:
    """The news said again by the move log's newest entry drawn (`newest`: its lines):
    two fact words or more in common (`content`). Sorry, King!'s "Your rook turns
    black!" over the log's "You turn ♜ h1 black", Sorry!'s "Ada cannot move with a
    5 — turn forfeited" over "Ada [5] no move": the news is the move's headline for its
    moment, the log its record after (`landing.shown_log`).

    >>> news_in_log(["Your rook turns black!"], ["You turn", "h1 black"])
    [Phrase(text='black turn', parts=('message', 'newest entry'))]
    >>> news_in_log(["The trick goes to Bo"], ["Ada passes"])
    []
    """
    entry = content(" ".join(newest))
    out = []
    for message in news:
        shared = content(message) & entry
        if len(shared) >= FACT_WORDS:
            out.append(Phrase(" ".join(sorted(shared)), ("message", "newest entry")))
    return out


def blocks_of(
    lines: Iterable[tuple[str, int, str]],
    wraps: Iterable[Any],
    parts: Mapping[str, str] = READ_PARTS,
) -> dict[str, list[str]]:
    """Each read part's texts in a frame (`parts`: the part a line was drawn in → the
    part it is read as), from the recorded lines `(part, px, words)`: consecutive lines
    of one part are one text where a drawn wrap put them one under the other, else
    separate texts (the START label and a pawn's number are not a phrase)."""
    follows = {  # a word split across two lines is one word again
        (w.lines[k], w.lines[k + 1]): "" if w.breaks[k : k + 1] == ("word",) else " "
        for w in wraps
        for k in range(len(w.lines) - 1)
    }
    out: dict[str, list[str]] = {}
    last: tuple[str, str] | None = None
    for part, _px, text in lines:
        name = parts.get(part)
        if name is None:
            last = None
            continue
        texts = out.setdefault(name, [])
        if last is not None and last[0] == name and (last[1], text) in follows:
            texts[-1] += follows[(last[1], text)] + text
        else:
            texts.append(text)
        last = (name, text)
    return out


def drawn_wraps(lines: Sequence[tuple[str, int, str]], wraps: Iterable[Any]) -> list[Any]:
    """The recorded wraps whose every line was drawn this frame (at the wrap's size;
    any size for a button's label): a wrap only measured, or drawn some other way,
    is not the frame's."""
    at = {(px, text) for _part, px, text in lines}
    texts = {text for _part, _px, text in lines}
    out = []
    for w in wraps:
        shown = [line for line in w.lines if line.strip()]
        if not shown:
            continue
        if all(((w.px, line) in at) if w.px else (line in texts) for line in shown):
            out.append(w)
    return out


def _open_quotes(text: str) -> bool:
    """Whether `text` ends inside a quotation: an odd number of straight double
    quotes, more curly openers than closers, or a single quote opened at a word's start
    and not closed."""
    if text.count('"') % 2 or text.count("“") > text.count("”"):
        return True
    if text.count("‘") > text.count("’"):
        return True
    opened = len(re.findall(r"(?:^|[\s(])'(?=\w)", text))
    closed = len(re.findall(r"(?<=[\w.!?])'(?=$|[\s).,;:!?])", text))
    return opened > closed


def bad_breaks(w: Any, measure: Callable[[str], int] | None) -> list[str]:
    """The breaks of one wrap that a typesetter would not make, each in words: inside
    a parenthesis or a quotation, before a separator or punctuation, inside a word, a
    one-word last line that the line above had room for, or a line between two others
    of one short word, half the line or less ("Move one / pawn / forward 12.") as
    `typeset.lone_lines` counts it (`measure`: the width of a line in the wrap's font;
    None skips the last line's test and counts any one word in the middle).

    >>> from types import SimpleNamespace as W
    >>> bad_breaks(W(lines=("lead (all", "of one rank)"), breaks=("space",), width=99), None)
    ["inside ( ): 'lead (all / of one rank)'"]
    >>> bad_breaks(W(lines=("Red", "· may beat"), breaks=("space",), width=99), None)
    ["before '·': 'Red / · may beat'"]
    """
    out: list[str] = []
    lines, breaks = w.lines, w.breaks
    for k, kind in enumerate(breaks):
        if kind == "newline" or k + 1 >= len(lines):
            continue
        before, after = lines[k], lines[k + 1]
        at = f"'{before} / {after}'"
        head = after.lstrip()[:1]
        if kind == "word":
            out.append(f"inside a word: {at}")
        if head and head in SEPARATORS + PUNCTUATION:
            out.append(f"before '{head}': {at}")
        so_far = lines[k]  # the paragraph up to the break, a split word whole again
        j = k
        while j > 0 and breaks[j - 1] != "newline":
            j -= 1
            so_far = lines[j] + ("" if breaks[j] == "word" else " ") + so_far
        if so_far.count("(") > so_far.count(")") or so_far.count("[") > so_far.count("]"):
            out.append(f"inside ( ): {at}")
        if _open_quotes(so_far):
            out.append(f"inside quotes: {at}")
    if measure is not None:
        for j in range(1, len(lines)):
            last_of_para = j == len(lines) - 1 or breaks[j] == "newline"
            if not last_of_para or breaks[j - 1] != "space":
                continue
            alone = lines[j].strip()
            if alone and " " not in alone and measure(f"{lines[j - 1]} {alone}") <= w.width:
                out.append(f"one word left alone: '{lines[j - 1]} / {alone}'")
    out += caption_breaks(w, measure)
    for j in range(1, len(lines) - 1):  # a short word alone between two lines of its own
        alone = lines[j].strip()
        if breaks[j - 1] != "space" or breaks[j] != "space" or not alone or " " in alone:
            continue
        if measure is None or measure(alone) * 2 <= w.width:
            out.append(f"one word alone mid-paragraph: '{lines[j - 1]} / {alone} / {lines[j + 1]}'")
    return out


def caption_breaks(w: Any, measure: Callable[[str], int] | None) -> list[str]:
    """A caption's breaks (a wrap recorded with its phrases, `draw.wrap_caption`) that
    split a phrase ("To / beat: two / SORRY!s"), and its lines of one short word at
    either end too ("To", "by Bo"'s "by": the caption's lines are few, each one read).

    >>> from types import SimpleNamespace as W
    >>> caption_breaks(W(lines=("To", "beat: two", "SORRY!s"), breaks=("space", "space"),
    ...     width=99, phrases=("To beat:", "two SORRY!s")), None)[:2]
    ["inside 'To beat:': 'To / beat: two'", "inside 'two SORRY!s': 'beat: two / SORRY!s'"]
    """
    phrases = getattr(w, "phrases", ())
    if not phrases:
        return []
    ends, n = set(), 0
    for phrase in phrases:
        n += len(phrase.split())
        ends.add(n)
    starts = [0, *sorted(ends)]
    out: list[str] = []
    lines, count = w.lines, 0
    for k in range(len(lines) - 1):
        count += len(lines[k].split())
        if count not in ends:
            inside = next(
                p
                for p, a in zip(phrases, starts[:-1], strict=True)
                if a < count < a + len(p.split())
            )
            out.append(f"inside '{inside}': '{lines[k]} / {lines[k + 1]}'")
    if len(lines) > 1:
        for j in (0, len(lines) - 1):
            alone = lines[j].strip()
            if alone and " " not in alone and (measure is None or measure(alone) * 2 <= w.width):
                out.append(f"one short word alone in a caption: '{' / '.join(lines)}'")
    return out


def split_labels(wraps: Iterable[Any]) -> list[str]:
    """Buttons of one row (the same top and height) whose labels take two lines where
    another button's takes one ("Menu / (Esc)" beside "Undo")."""
    rows: dict[tuple[int, int], list[Any]] = {}
    for w in wraps:
        if w.rect is not None:
            rows.setdefault((w.rect[1], w.rect[3]), []).append(w)
    out = []
    for row in rows.values():
        one = [w for w in row if len(w.lines) == 1]
        if one:
            out += [
                f"label on two lines beside '{one[0].text}': '{' / '.join(w.lines)}'"
                for w in row
                if len(w.lines) > 1
            ]
    return out


@dataclass
class Reading:
    """How one frame reads."""

    said: list[Phrase] = field(default_factory=list)
    breaks: list[str] = field(default_factory=list)
    #: each log entry drawn, as its lines
    entries: list[tuple[str, ...]] = field(default_factory=list)
    #: the news lines drawn (messages about a turn), and the news as whole texts
    news: list[str] = field(default_factory=list)
    messages: list[str] = field(default_factory=list)
    #: the smallest pixel size of the board's words and the tip's (0: none drawn)
    board_px: int = 0
    #: (pixel size, words) of every line drawn
    sizes: list[tuple[int, str]] = field(default_factory=list)


def read_frame(rec: Any, measure: Callable[[str, int, bool], int] | None) -> Reading:
    """Judge the frame `rec` (a `TextRecord`) holds: `measure(text, px, bold)` is the
    width of a text drawn (`draw.px_width`)."""
    lines = list(rec.lines)
    wraps = drawn_wraps(lines, rec.wraps.values())
    breaks: list[str] = []
    for w in wraps:
        if len(w.lines) < 2:
            continue
        fit = None
        if measure is not None and w.px:
            fit = lambda text, w=w: measure(text, w.px, w.bold)  # noqa: E731
        breaks += bad_breaks(w, fit)
    breaks += split_labels(wraps)
    # the move log's rows, set by `logrows` (not a wrap): a verb missing, a word alone
    # amid its fact, a number left out (`logrows.faults`)
    breaks += [f"log: {fault}" for fault in getattr(rec, "faults", ())]
    board = [px for part, px, _t in lines if part in BOARD_WORDS]
    blocks = blocks_of(lines, wraps)
    said = said_twice(blocks)
    said += numbers_said_twice(blocks, said)
    messages = blocks_of(lines, wraps, dict.fromkeys(NEWS_PARTS, "news")).get("news", [])
    logged = [entry for part, entry in rec.entries if part == "log"]
    if logged:  # (the table's log: its newest entry drawn last)
        said += news_in_log(messages, logged[-1])
    return Reading(
        said=said,
        breaks=breaks,
        entries=[entry for _part, entry in rec.entries],
        news=list(dict.fromkeys(t for part, _px, t in lines if part in NEWS_PARTS)),
        messages=messages,
        board_px=min(board, default=0),
        sizes=[(px, t) for part, px, t in lines if part != CARD],
    )


@dataclass
class Births:
    """When each message about a turn came up, and whether it is old now.

    A message about a turn (the news of a move) belongs to the last action played when
    it first comes up: N = `len(session.actions)` at the first frame that draws it. A
    later decision has started once the table has set up a seat's decision after that
    action: the actions played when the table's `_start_turn` last set up whoever
    decides (`bench/layout.py watch_decisions`) are N or more. Drawn then, the message is stale — and
    outlived a whole move when more than N actions have been played. A message gone
    from a frame is forgotten; after a take-back (fewer actions) its moment is the
    earlier one. The end of the game starts no decision: its news is never stale."""

    came: dict[str, int] = field(default_factory=dict)

    def see(self, news: Sequence[str], actions: int, started: int) -> list[tuple[str, int]]:
        """The frame draws `news` with `actions` played and the decision set up after
        `started` actions: the stale messages, each with the actions when it came up."""
        self.came = {m: min(self.came.get(m, actions), actions) for m in news}
        return [(m, at) for m, at in self.came.items() if started >= at]


#: the parts of a frame that tell the moment: who decides or acts, their card or
#: choice, what is asked (the board is the model's, the pieces the animation's)
MOMENT_PARTS = ("header", "panel", "prompt")
#: between the phrases of a header's line (`sorry_game.app.draw.typeset.PHRASE_SEPARATOR`)
PHRASE_SEPARATOR = " · "


def phrases(texts: Iterable[str]) -> set[str]:
    """`texts` as the phrases a reader compares: each broken at " · " (a header's line
    is phrases: "White · your turn" tells "White" and "your turn"), in words (`words`:
    case and punctuation aside), empty ones left out.

    >>> sorted(phrases(["White · your turn", "Move one pawn forward 7."]))
    ['move one pawn forward 7', 'white', 'your turn']
    """
    out = set()
    for text in texts:
        for phrase in text.split(PHRASE_SEPARATOR):
            said = " ".join(words(phrase))
            if said:
                out.add(said)
    return out


def told_phrases(
    lines: Iterable[tuple[str, int, str]],
    wraps: Iterable[Any],
    parts: Sequence[str] = MOMENT_PARTS,
) -> set[str]:
    """The phrases a frame's `parts` tell (`phrases`), each wrapped text whole again:
    lines one under the other where a wrap drawn this frame put them are that wrap's
    own text ("Move one / pawn forward 7" is "move one pawn forward 7", never the
    fragment "move one"; a header's "White / your turn" is "White · your turn")."""
    lines = list(lines)
    drawn = drawn_wraps(lines, wraps)
    whole = {w.lines: w.text for w in drawn}
    follows = {(w.lines[k], w.lines[k + 1]) for w in drawn for k in range(len(w.lines) - 1)}
    texts: list[str] = []
    run: list[str] = []
    last = ""

    def flush() -> None:
        if run:
            texts.append(whole.get(tuple(run), " ".join(run)))
            run.clear()

    for part, _px, text in lines:
        if part not in parts:
            flush()
        elif run and part == last and (run[-1], text) in follows:
            run.append(text)
        else:
            flush()
            run.append(text)
        last = part
    flush()
    return phrases(texts)


@dataclass
class Early:
    """The next turn's facts drawn while a move is still landing (issue 39).

    The frame drawn as a move begins to land (`moved`) should tell that move's moment:
    the position before the action, which the table keeps on its panel while the move
    lands (`TableScene.moment`): the mover, their card or choice. It is judged against
    that moment's own decision, as phrases (`told_phrases`: a wrapped text whole, a
    header's line by its phrases): a phrase of it that the next decision's first frame
    tells and that the decision before the move did not (`frame`: each of its frames'
    phrases added to what it told, its header's in every form: the short form leaves
    the colour to the token) is the next turn's fact told early: the frame is stale. A
    move after which no decision starts (the end) is not judged."""

    #: the decision being told: the actions played when the table set it up
    at: int = -1
    #: the phrases its frames have told
    told: set[str] = field(default_factory=set)
    #: moves landing: (actions played with it, what its decision told, what it told)
    landing: list[tuple[int, frozenset[str], frozenset[str]]] = field(default_factory=list)
    #: the moves judged stale, not yet counted: (the move, the phrases told early)
    found: list[tuple[int, list[str]]] = field(default_factory=list)

    def moved(self, texts: Iterable[str], actions: int) -> None:
        """The frame drawn just as the move that makes `actions` begins to land."""
        self.landing.append((actions, frozenset(self.told), frozenset(texts)))

    def frame(self, texts: Iterable[str], started: int) -> list[tuple[int, list[str]]]:
        """A frame drawn, nothing landing, with the decision set up after `started`
        actions: the moves whose landing frame told this decision's facts early, each
        with those phrases."""
        drawn = set(texts)
        out: list[tuple[int, list[str]]] = []
        if started != self.at:  # the first frame of a decision: the moves before it judged
            self.at, self.told = started, set()
            waiting = []
            for actions, before, mid in self.landing:
                if actions > started:
                    waiting.append((actions, before, mid))
                    continue
                early = sorted((mid & drawn) - before)
                if early:
                    out.append((actions, early))
            self.landing = waiting
        self.told |= drawn
        self.found += out
        return out

    def counted(self) -> list[tuple[int, list[str]]]:
        """The moves judged stale since last asked (`found`, emptied)."""
        found, self.found = self.found, []
        return found


# --- the phone page --------------------------------------------------------------------------
def phone_blocks(
    message: Mapping[str, Any], colour: str = "", title: str = ""
) -> dict[str, list[str]]:
    """The parts of a phone's page for one `state` message (`phones/seatview.py`), as
    `phone.js` fills them: the band (the seat's name, "You play <colour>", the game),
    the public line, the prompt (its first option's prompt, the message's prompt, or
    "Waiting for <name>…"), the box of private lines, the log (one part each)."""
    names = list(message.get("names") or [])
    seat = message.get("seat")
    band = [str(names[seat]) if isinstance(seat, int) and 0 <= seat < len(names) else ""]
    band += [f"You play {colour}" if colour else "", title]
    picks = message.get("picks") or []
    first = picks[0]["steps"][0]["prompt"] if picks and picks[0].get("steps") else ""
    if message.get("over"):
        prompt = message.get("prompt") or "The game is over."
    elif message.get("yours"):
        prompt = first or message.get("prompt") or "Your move."
    else:
        decider = message.get("decider")
        who = names[decider] if isinstance(decider, int) and 0 <= decider < len(names) else ""
        prompt = f"Waiting for {who}…" if who else "Waiting…"
    private = message.get("private") or {}
    over = bool(message.get("over"))

    def said(line: object) -> str:  # a seat_ref as the page writes it: "You", "Bo"
        def name(match: re.Match[str]) -> str:
            s = int(match.group(1))
            return "You" if s == seat else (names[s] if 0 <= s < len(names) else "")

        return SEAT_REF.sub(name, str(line))

    return {
        "band": [t for t in band if t],
        # (at the end the result panel alone: no status box, no box lines)
        "public": [] if over else [str(message.get("public") or "")],
        "prompt": [str(prompt)],
        "box": [] if over else [said(line) for line in private.get("lines") or []],
        "log": [str(line) for line in message.get("log") or []],
    }


def phone_said_twice(message: Mapping[str, Any], colour: str = "", title: str = "") -> list[Phrase]:
    """The phrases a phone's page says twice at once (issue 39: "Red moves with two 1s
    (2 left)" in the public line and again in the box)."""
    return said_twice(phone_blocks(message, colour, title))


__all__ = [
    "Births",
    "Early",
    "MOMENT_PARTS",
    "PHRASE_SEPARATOR",
    "Phrase",
    "Reading",
    "bad_breaks",
    "caption_breaks",
    "blocks_of",
    "content",
    "news_in_log",
    "numbers_said_twice",
    "drawn_wraps",
    "phone_blocks",
    "phone_said_twice",
    "phrases",
    "read_frame",
    "said_twice",
    "split_labels",
    "told_phrases",
    "words",
]
