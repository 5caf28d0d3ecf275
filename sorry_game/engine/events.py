"""Events: what an applied action did, for animation, sound, banners and the move log.

Games subclass `Event` with frozen dataclasses. `kind` is a short stable name (the sound
table and the animations use it); `describe()` is a sentence for the move log;
`headline()` is the few words worth a banner on the table, or None; `summary()` is the
panel the table shows between rounds when the event ends one, or None; `effect()` the
few words a hint gives for it ("bumps Blue"), or None; `log_parts()` what it adds to
the move log's entry, with small pictures (`Mark`: a card, a pawn), or None (its
`describe()` is said; `engine/logline.py` puts an action's entry together). None of
them ever contains a rule id.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Mark:
    """A small picture in a log entry, where it says a thing faster than words: a card's
    face (`kind` "card", `label` its value), a pawn in its colour (`kind` "pawn", `label`
    its number), a seat's token (`kind` "seat"), or a game's own kind its table plugin
    draws ("piece"). `words` is how it reads where no picture is drawn (the text form:
    the phone page, hints, tests). `colour` is one of the game's colours (its index in
    `Game.colours`), `seat` a seat whose colour it takes; -1: neither."""

    kind: str
    label: str = ""
    words: str = ""
    colour: int = -1
    seat: int = -1
    #: cards alike played together (drawn as a small fan)
    count: int = 1


#: a piece of a log entry: words, or a small picture
Part = str | Mark
Parts = tuple[Part, ...]


@dataclass(frozen=True, slots=True)
class Said:
    """What one event adds to its action's entry in the move log (the log's grammar,
    docs/ARCHITECTURE.md): the thing the seat played or moved (`head`: a card, a piece
    and its squares) and the facts that followed (each a few words, the seat or a pawn
    its subject, no punctuation of its own at the end).

    `first`: these facts go before those said so far in the action (a SORRY!'s pawn
    before the pawn it bumps). `apart`: said in an entry of its own after the action's
    (a round ends, a game is won), `seat` its subject (None: the table's). `joins`: an
    action whose first words these are continues the same seat's last entry (the move
    that follows a card played, the checker after the chess move). `read_in`: the
    facts as said when read into that entry, where they differ from the entry these
    open — a seat's choice opens its entry with the seat the subject ("You turn ♜ h1
    black"), but read in after a checker's facts the piece is ("· ♜ h1 turns black")."""

    head: Parts = ()
    facts: tuple[Parts, ...] = ()
    first: bool = False
    apart: bool = False
    seat: int | None = None
    joins: bool = False
    read_in: tuple[Parts, ...] = ()


#: an event that adds nothing to the log (an offer the next entry answers)
SILENT = Said()


@dataclass(frozen=True, slots=True)
class Summary:
    """What happened in a round, shown between rounds until the player goes on: a title
    ("Round 2 is over") and a few short lines in player words."""

    title: str
    lines: tuple[str, ...]


class Event:
    """Base class of every event."""

    __slots__ = ()
    kind: str = "event"

    def describe(self, names: list[str] | None = None) -> str:
        return str(self)

    def headline(self, names: list[str] | None = None) -> str | None:
        """A short line for a banner when this event is news (a forfeit, a win), else None."""
        return None

    def summary(self, names: list[str] | None = None) -> Summary | None:
        """The round's summary when this event ends a round (and the game goes on)."""
        return None

    def effect(self, names: list[str] | None = None) -> str | None:
        """A few words on why this matters, for a hint ("lands on your slide", "bumps
        Blue"), or None when it is not worth saying."""
        return None

    def log_parts(self, names: list[str] | None = None) -> Said | None:
        """What this event adds to the move log's entry (`Said`), or None: its
        `describe()` is said, without the acting seat's name where it begins with it."""
        return None


def who(player: int | None, names: list[str] | None) -> str:
    """A seat's name, or 'Player N' without names."""
    if player is None:
        return "Nobody"
    return names[player] if names and 0 <= player < len(names) else f"Player {player + 1}"


def acts(player: int | None, names: list[str] | None, verb: str) -> str:
    """'Ann plays', but 'You play' for a seat named You (verb given in the 3rd person).

    >>> acts(0, ["Ann", "You"], "plays"), acts(1, ["Ann", "You"], "passes")
    ('Ann plays', 'You pass')
    >>> acts(1, None, "has")
    'Player 2 has'
    """
    name = who(player, names)
    return f"{name} {verb_for(name, verb)}"


def whose(name: str) -> str:
    """A seat's player's, inside a sentence: "Cy's", and "your" for a seat named You
    ("switch pawn 1 with your pawn 2").

    >>> whose("Cy"), whose("You"), whose("Ross")
    ("Cy's", 'your', "Ross's")
    """
    return "your" if name == "You" else f"{name}'s"


def agree(player: int | None, names: list[str] | None, verb: str) -> str:
    """The verb alone, agreeing with the seat: for a second verb of the same subject
    ("You play a 2 and *go* again").

    >>> agree(0, ["You"], "goes"), agree(0, ["Ann"], "goes")
    ('go', 'goes')
    """
    return verb_for(who(player, names), verb)


def verb_for(name: str, verb: str) -> str:
    """`verb` (3rd person singular) as it agrees with `name`: 'You' takes the plain form.

    >>> verb_for("You", "chooses"), verb_for("You", "passes"), verb_for("You", "is")
    ('choose', 'pass', 'are')
    >>> verb_for("Ann", "chooses")
    'chooses'
    """
    if name != "You":
        return verb
    return _IRREGULAR.get(verb) or _plain(verb)


def conjugate(name: str, phrase: str) -> str:
    """A 3rd-person phrase ('moves Blue's pawns') as said of `name`: its first word
    agrees ('move Blue's pawns' for You); a phrase with no verb first stays.

    >>> conjugate("You", "chooses a piece to turn black"), conjugate("Bo", "waits")
    ('choose a piece to turn black', 'waits')
    """
    verb, space, rest = phrase.partition(" ")
    return verb_for(name, verb) + space + rest


def mid(text: str) -> str:
    """A clause inside a sentence (after a colon or a semicolon): a leading 'You',
    'Your' or 'The' in lower case; names stay as they are.

    >>> mid("You go again"), mid("Your checker enters"), mid("Ann wins")
    ('you go again', 'your checker enters', 'Ann wins')
    """
    first, space, rest = text.partition(" ")
    if first in ("You", "Your", "The"):
        return first.lower() + space + rest
    return text


_IRREGULAR = {"has": "have", "is": "are", "was": "were", "does": "do", "cannot": "cannot"}


def _plain(verb: str) -> str:
    """The plain form of a 3rd-person verb: plays → play, passes → pass, goes → go,
    chooses → choose, reaches → reach.

    >>> [_plain(v) for v in ("plays", "passes", "goes", "chooses", "uses", "reaches", "may")]
    ['play', 'pass', 'go', 'choose', 'use', 'reach', 'may']
    """
    if verb.endswith("es"):
        stem = verb[:-2]
        if stem.endswith(("ss", "sh", "ch", "x", "zz", "o")):
            return stem
    if verb.endswith("s") and not verb.endswith("ss"):
        return verb[:-1]
    return verb


def wins_text(names: list[str]) -> str:
    """Who won, in a line for the header and the results.

    >>> wins_text(["Ada"]), wins_text(["You"]), wins_text(["Ada", "Cy"])
    ('Ada wins!', 'You win!', 'Ada and Cy win!')
    >>> wins_text(["Ada", "You"])
    'Ada and you win!'
    """
    if len(names) == 1 and names[0] != "You":
        return f"{names[0]} wins!"
    return " and ".join(names[:1] + ["you" if n == "You" else n for n in names[1:]]) + " win!"
