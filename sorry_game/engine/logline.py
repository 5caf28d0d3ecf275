"""The move log's entries, in one grammar for every game (docs/ARCHITECTURE.md, "The
move log").

An entry says one action in one short line where it can: who acted first (the seat's
name; the table's own entries — a round begins, the game is resumed — have none), then
what they played or moved (the head: a card, a piece and its squares, drawn at the table
as small pictures, `Mark`), then what followed, a few words each, joined by " · ". No
semicolons, no stops, no brackets; in words a colon after the head (a " · " after a
head that ends in "!", as "SORRY!" does).

Each event says its part (`Event.log_parts`, else its `describe()` without the seat's
name); `entries(events, names, player)` puts an action's entry together (and the
entries said apart: a round's end, a win); `joined` reads an action that continues the
seat's last one (the move after the card) into that entry. `LogLine.text()` is the
words alone (the phone page, hints, tests); `LogLine.parts()` the words and pictures.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from sorry_game.engine.events import Event, Mark, Part, Parts, Said, who

#: between the facts of an entry
SEPARATOR = " · "
#: events never said in the log: a card drawn (the draw pile's own business), a shuffle
UNSAID = ("draw", "shuffle")
#: the events that end the game (a win, a draw): an entry of their own, `LogLine.ends`
ENDS = ("win", "draw")
#: the log's verbs, as a move's title says them (`LogLine.title`): the seat's (in both
#: persons) and a piece's
_PLAIN_PAST = {
    "play": "played", "draw": "drew", "discard": "discarded", "move": "moved",
    "pass": "passed", "take": "took", "use": "used", "accept": "accepted", "let": "let",
    "bust": "busted", "make": "made", "turn": "turned", "give": "gave",
    "decline": "declined", "lead": "led", "leave": "left", "enter": "entered",
    "switch": "switched", "block": "blocked", "show": "showed", "slide": "slid",
}  # fmt: skip
PAST = {
    **_PLAIN_PAST,
    **{(v + "es" if v.endswith(("ss", "ch")) else v + "s"): p for v, p in _PLAIN_PAST.items()},
    **{"is": "was", "are": "were", "goes": "went", "go": "went"},
}


@dataclass(frozen=True, slots=True)
class LogLine:
    """One entry of the move log: `seat` acted (None: the table), `subject` is their
    name ("" for the table), `head` what they played or moved, `facts` what followed.
    `joins`: the action continues the same seat's entry before it (`joined`). `ends`:
    the entry tells the game's end (who won, and how): the record keeps it (the phone
    page, the text), the window's header says it once, so its move log leaves it out
    (issue 39, "each fact once"). `apart`: an entry said apart after the action's own
    (a trick taken, a round that ends or begins): what follows the move, which the
    table's log shows once the board moves on (`landing.shown_log`). `read_in`: the
    facts as said when the entry is read into the one before (`joined`), where they
    differ (`Said.read_in`)."""

    seat: int | None
    subject: str
    head: Parts = ()
    facts: tuple[Parts, ...] = ()
    joins: bool = False
    ends: bool = False
    apart: bool = False
    read_in: tuple[Parts, ...] = ()

    def parts(self, pictures: bool = True) -> Parts:
        """The entry as words and marks, in reading order: the subject, then `body`.
        In words a colon follows the name of an entry that goes on the seat's entry
        before and opens with a piece's fact ("Cy: Green 1 moves 5"); one that opens
        with the seat's own verb reads on ("You turn the rook on h1 black")."""
        body = self.body(pictures)
        if not self.subject or not body:
            return body or ((self.subject,) if self.subject else ())
        colon = self.joins and not self.head and not self.read_in and not pictures
        return _merged([self.subject, ": " if colon else " ", *body])

    def body(self, pictures: bool = True) -> Parts:
        """What the subject did: the head, then the facts. With `pictures` the head's
        picture is followed by a space (the picture parts it from the facts), words by
        " · "; in words a colon follows the head, and marks side by side are listed
        with commas and "and" (see `text`)."""
        out: list[Part] = list(self.head)
        if self.facts and self.head:
            last = self.head[-1]
            if pictures:
                out.append(" " if isinstance(last, Mark) else SEPARATOR)
            else:  # no colon after an exclamation mark ("plays a SORRY! · steals …")
                said = last.words if isinstance(last, Mark) else last
                out.append(SEPARATOR if said.endswith("!") else ": ")
        for k, fact in enumerate(self.facts):
            if k:
                out.append(SEPARATOR)
            out += fact if pictures else _listed(fact)
        return _merged(out)

    def text(self) -> str:
        """The entry in words alone.

        >>> card, pawn = Mark("card", "5", "plays 5"), Mark("pawn", "2", "Blue 2", colour=1)
        >>> LogLine(0, "Ada", (card,), ((pawn, " moves 5"), ("slides",))).text()
        'Ada plays 5: Blue 2 moves 5 · slides'
        >>> LogLine(None, "", (), (("Round 2",), ("Bo starts",))).text()
        'Round 2 · Bo starts'
        """
        return "".join(p if isinstance(p, str) else p.words for p in self.parts(False))

    def body_text(self) -> str:
        """What the subject did, in words ("plays a 5: Blue 2 moves 5")."""
        return "".join(p if isinstance(p, str) else p.words for p in self.body(False))

    def title(self) -> str:
        """The move's title (the replay's header under the seat's name, the review's
        moment): what the seat did, in the past tense — the move is done — and no more
        (what followed is the log's lit row, said once).

        >>> card, pawn = Mark("card", "5", "plays a 5"), Mark("pawn", "2", "Blue 2", colour=1)
        >>> LogLine(0, "Ada", (card,), ((pawn, " moves 5"), ("slides",))).title()
        'Played a 5'
        >>> LogLine(0, "You", (Mark("card", "5", "play a 5"),)).title()
        'Played a 5'
        >>> LogLine(0, "Cy", (), ((pawn, " moves back 4"),), joins=True).title()
        'Blue 2 moved back 4'
        >>> LogLine(0, "Cy", (), (("no move",),), joins=True).title()
        'No move'
        """
        body = self.body(False)
        words = "".join(p if isinstance(p, str) else p.words for p in body)
        first = re.split(r": | · ", words, maxsplit=1)[0]
        lead = body[0] if body else ""
        subject = isinstance(lead, Mark) and not self.head  # a pawn's, a checker's fact
        skip = len(lead.words) if isinstance(lead, Mark) and subject else 0
        verb, space, rest = first[skip:].lstrip().partition(" ")
        if verb in PAST:
            first = first[:skip] + (" " if skip else "") + PAST[verb] + space + rest
        return first[:1].upper() + first[1:]

    def marks(self) -> list[Mark]:
        """The entry's pictures."""
        return [p for p in self.parts() if isinstance(p, Mark)]

    def how(self) -> str:
        """An end's words after who won ("checkmate" of "Ada wins · checkmate"): the
        header's, beside "Game over"."""
        return SEPARATOR.join(
            "".join(p if isinstance(p, str) else p.words for p in fact) for fact in self.facts[1:]
        )


def _listed(fact: Parts) -> Parts:
    """Marks side by side in words: "Bo, Ada and you".

    >>> a, b, c = (Mark("seat", words=w) for w in ("Bo", "Ada", "You"))
    >>> "".join(p if isinstance(p, str) else p.words for p in _listed(("HOME for ", a, b, c)))
    'HOME for Bo, Ada and you'
    """
    out: list[Part] = []
    k = 0
    while k < len(fact):
        part = fact[k]
        if not isinstance(part, Mark):
            out.append(part)
            k += 1
            continue
        run = [part]
        while k + len(run) < len(fact) and isinstance(fact[k + len(run)], Mark):
            run.append(fact[k + len(run)])  # type: ignore[arg-type]
        for i, mark in enumerate(run):
            if i:
                out.append(" and " if i == len(run) - 1 else ", ")
            if mark.words == "You" and (i or out):  # a name inside a sentence
                mark = Mark(mark.kind, mark.label, "you", mark.colour, mark.seat, mark.count)
            out.append(mark)
        k += len(run)
    return tuple(out)


def _merged(parts: Iterable[Part]) -> Parts:
    """Neighbouring words as one string (a line's words are measured as they read)."""
    out: list[Part] = []
    for part in parts:
        if isinstance(part, str) and out and isinstance(out[-1], str):
            out[-1] += part
        elif part != "":
            out.append(part)
    return tuple(out)


def said_of(event: Event, names: list[str] | None, subject: str) -> Said:
    """What `event` adds to the log: its own `log_parts`, else its `describe()` as one
    fact, without the acting seat's name where it begins with it ("Ann wins the round"
    in Ann's entry says "wins the round")."""
    said = event.log_parts(names)
    if said is not None:
        return said
    text = event.describe(names).strip().rstrip(".;:")
    if subject and text.startswith(subject + " "):
        text = text[len(subject) + 1 :]
    return Said(facts=((text,),)) if text else Said()


def entries(events: Sequence[Event], names: list[str] | None, player: int | None) -> list[LogLine]:
    """The log's entries for one action by `player` (None: the table): the seat's own
    entry (what they played and what followed), then the entries said apart (a round
    that ends, a win), those of one subject in one action as one entry. An action that
    says nothing (a shuffle alone) has none.

    >>> from sorry_game.engine.events import Event
    >>> class Won(Event):
    ...     kind = "win"
    ...     def describe(self, names=None):
    ...         return "Bo wins the round"
    >>> [line.text() for line in entries([Won()], ["Ann", "Bo"], 1)]
    ['Bo wins the round']
    """
    subject = who(player, names) if player is not None else ""
    head: list[Part] = []
    facts: list[Parts] = []
    apart: list[LogLine] = []
    read_in: list[Parts] = []
    joins: bool | None = None
    for event in events:
        if event.kind in UNSAID:
            continue
        said = said_of(event, names, subject)
        if not (said.head or said.facts):
            continue
        if said.apart:
            seat = said.seat
            name = who(seat, names) if seat is not None else ""
            facts_apart = tuple(said.facts)
            if event.kind in ENDS:  # never read into another entry: the header's alone
                apart.append(LogLine(seat, name, said.head, facts_apart, ends=True, apart=True))
            elif apart and apart[-1].seat == seat and not apart[-1].ends:
                last = apart[-1]
                head_apart, facts_apart = last.head + said.head, last.facts + facts_apart
                apart[-1] = LogLine(seat, name, head_apart, facts_apart, apart=True)
            else:
                apart.append(LogLine(seat, name, said.head, facts_apart, apart=True))
            continue
        if joins is None:
            joins = said.joins
        if said.head:
            head += [" ", *said.head] if head else list(said.head)
        inside = said.read_in or said.facts
        if said.first:
            facts[0:0] = list(said.facts)
            read_in[0:0] = list(inside)
        else:
            facts += said.facts
            read_in += inside
    lines = []
    if head or facts:
        other = alike(read_in) if read_in != facts else ()
        line = LogLine(player, subject, _merged(head), alike(facts), bool(joins), read_in=other)
        lines.append(line)
    return lines + apart


def alike(facts: Sequence[Parts]) -> tuple[Parts, ...]:
    """Neighbouring facts that differ only in the picture they end with, as one fact
    with all of them ("HOME for ●", "HOME for ●" → "HOME for ●●").

    >>> a, b = Mark("seat", seat=0), Mark("seat", seat=1)
    >>> alike([("HOME for ", a), ("HOME for ", b), ("wins",)]) == (("HOME for ", a, b), ("wins",))
    True
    """
    out: list[Parts] = []
    for fact in facts:
        last = fact[-1] if fact else None
        if out and isinstance(last, Mark):
            prev = out[-1]
            k = len(prev)
            while k > 0 and isinstance(prev[k - 1], Mark):
                k -= 1
            ends = prev[-1] if k < len(prev) else None
            if isinstance(ends, Mark) and prev[:k] == fact[:-1] and ends.kind == last.kind:
                out[-1] = prev + (last,)
                continue
        out.append(tuple(fact))
    return tuple(out)


def joined(lines: Sequence[LogLine]) -> list[tuple[LogLine, int]]:
    """The entries as read: an action that continues the same seat's entry just before
    it (`joins`) is read into that entry. Each with how many of `lines` it holds.

    >>> a = LogLine(0, "Cy", (Mark("card", "5", "plays 5"),))
    >>> b = LogLine(0, "Cy", (), (("slides",),), joins=True)
    >>> [(line.text(), n) for line, n in joined([a, b])]
    [('Cy plays 5: slides', 2)]
    """
    out: list[tuple[LogLine, int]] = []
    for line in lines:
        if out and line.joins and line.seat is not None:
            prev, n = out[-1]
            if prev.seat == line.seat and prev.subject:
                out[-1] = (join(prev, line), n + 1)
                continue
        out.append((line, 1))
    return out


def join(first: LogLine, then: LogLine) -> LogLine:
    """`then` read into `first`: one head, the facts one after the other (`then`'s as
    said read in)."""
    head = first.head + ((" ",) if first.head and then.head else ()) + then.head
    inside = then.read_in or then.facts
    facts = alike(first.facts + inside)
    read_in = alike(first.read_in + inside) if first.read_in else ()
    return LogLine(first.seat, first.subject, _merged(head), facts, first.joins, read_in=read_in)


def table_line(*facts: str) -> LogLine:
    """An entry of the table's own ("Game resumed", "Round 2 · Bo starts")."""
    return LogLine(None, "", (), tuple((f,) for f in facts))


def seat_line(seat: int, names: list[str] | None, *facts: str) -> LogLine:
    """An entry of a seat's own words ("Ann takes back: play a 7")."""
    return LogLine(seat, who(seat, names), (), tuple((f,) for f in facts))
