"""Events of Sorry, King!: what a decision did, for the log, banners, sounds and animation.

Squares are python-chess squares (a1 = 0) for the chess board and ring indexes (0-35,
see ring.py) for the ring; the words never name a rule.
"""

from __future__ import annotations

from dataclasses import dataclass

import chess

from sorry_game.engine.events import Event, Mark, Said, acts, agree, who
from sorry_game.games.king.ring import ring_name
from sorry_game.games.king.rules import COLOUR_WORDS

#: a piece's letter (python-chess symbols) by its name
LETTERS = {"pawn": "p", "knight": "n", "bishop": "b", "rook": "r", "queen": "q", "king": "k"}


def whose(player: int | None, names: list[str] | None) -> str:
    """'Ann's', but 'Your' for a seat named You."""
    name = who(player, names)
    return "Your" if name == "You" else f"{name}'s"


def squares(n: int) -> str:
    return f"{n} square" if n == 1 else f"{n} squares"


def piece_mark(piece: str, side: int, words: str = "") -> Mark:
    """A chess piece in the log, drawn as its glyph in its side's colour."""
    return Mark("piece", LETTERS.get(piece, "p"), words or piece, side)


def checker_mark(side: int, words: str = "checker") -> Mark:
    """A checker in the log, drawn as a small checker of its side."""
    return Mark("checker", "", words, side)


@dataclass(frozen=True, slots=True)
class ChessMoved(Event):
    """The turn's chess move (K-4) and the distance it gives the checker (K-5)."""

    player: int
    uci: str
    piece: str  # "knight"
    value: int
    captured: str = ""  # the captured piece, "" for none
    special: str = ""  # "castles kingside", "en passant", "promotes to a queen", ""

    @property
    def kind(self) -> str:  # type: ignore[override]
        return "capture" if self.captured else "move"

    def describe(self, names: list[str] | None = None) -> str:
        src, dest = self.uci[:2], self.uci[2:4]
        if self.special.startswith("castles"):
            text = f"{acts(self.player, names, self.special.split()[0])} {self.special.split()[1]}"
        else:
            text = f"{acts(self.player, names, 'moves')} the {self.piece} {src}–{dest}"
            if self.captured:
                text += f", taking the {self.captured}"
            if self.special:
                text += f" ({self.special})"
        return f"{text}: checker moves {self.value}"

    def log_parts(self, names: list[str] | None = None) -> Said | None:
        """The piece and its squares ("You ♞ b1–c3"), what it took, what was special;
        the checker's move joins it."""
        src, dest = self.uci[:2], self.uci[2:4]
        if self.special.startswith("castles"):
            return Said(head=(f"{agree(self.player, names, 'castles')} {self.special.split()[1]}",))
        moves = agree(self.player, names, "moves")
        head = (piece_mark(self.piece, self.player, f"{moves} the {self.piece}"), f" {src}–{dest}")
        facts: tuple[tuple[str | Mark, ...], ...] = ()
        if self.captured:
            taken = piece_mark(self.captured, 1 - self.player, f"the {self.captured}")
            facts += (("takes ", taken, " en passant" if self.special == "en passant" else ""),)
        if self.special.startswith("promotes"):
            new = self.special.split()[-1]
            facts += (("promotes to ", piece_mark(new, self.player, f"a {new}")),)
        return Said(head, tuple(tuple(p for p in fact if p != "") for fact in facts))

    def effect(self, names: list[str] | None = None) -> str | None:
        if self.captured:
            return f"takes the {self.captured}"
        if self.special.startswith("promotes"):
            return self.special
        return None


@dataclass(frozen=True, slots=True)
class CheckerMoved(Event):
    """A checker ran `path` (ring squares passed, for the animation) from `src` to
    `dest`; `dest` is -1 when it completed its tour and left the ring (K-6, K-7)."""

    player: int
    src: int
    dest: int
    path: tuple[int, ...]
    distance: int
    kind = "checker"

    def describe(self, names: list[str] | None = None) -> str:
        start = ring_name(self.src)
        moves = f"{acts(self.player, names, 'moves')} a checker {squares(self.distance)}"
        if self.dest < 0:
            return f"{moves}, from {start} past its red square: its tour is complete"
        return f"{moves}, from {start} to {ring_name(self.dest)}"

    def log_parts(self, names: list[str] | None = None) -> Said | None:
        return Said(facts=((checker_mark(self.player), f" moves {self.distance}"),), joins=True)


@dataclass(frozen=True, slots=True)
class CheckerSkipped(Event):
    """No checker of the mover can move the distance: the checker move is skipped (K-6)."""

    player: int
    distance: int
    kind = "pass"

    def describe(self, names: list[str] | None = None) -> str:
        return (
            f"{acts(self.player, names, 'has')} no checker that can move {squares(self.distance)}"
        )

    def log_parts(self, names: list[str] | None = None) -> Said | None:
        return Said(facts=((f"no checker can move {self.distance}",),), joins=True)


@dataclass(frozen=True, slots=True)
class CheckerCaptured(Event):
    """`player`'s checker captured `owner`'s on ring square `square`; it goes back to
    the owner's reserve (K-6). `entering`: the capturer was just entering."""

    player: int
    owner: int
    square: int
    entering: bool = False
    kind = "bump"

    def describe(self, names: list[str] | None = None) -> str:
        how = "entering checker" if self.entering else "checker"
        return (
            f"{whose(self.player, names)} {how} captures "
            f"{whose(self.owner, names).replace('Your', 'your')} checker on {ring_name(self.square)}"
        )

    def log_parts(self, names: list[str] | None = None) -> Said | None:
        """ "takes ●" after the checker that moved; an entering checker that captures
        names itself ("○ enters · takes ●" is said by the entry before it)."""
        taken = checker_mark(
            self.owner, f"{whose(self.owner, names).replace('Your', 'your')} checker"
        )
        return Said(facts=(("takes ", taken),), joins=True)

    def headline(self, names: list[str] | None = None) -> str | None:
        return f"{acts(self.player, names, 'captures')} a checker!"

    def effect(self, names: list[str] | None = None) -> str | None:
        return "captures a checker"


@dataclass(frozen=True, slots=True)
class CheckerEntered(Event):
    """A checker of `player` entered on their red square from the reserve (K-6)."""

    player: int
    square: int
    kind = "enter"

    def describe(self, names: list[str] | None = None) -> str:
        return f"{whose(self.player, names)} checker enters on its red square"

    def log_parts(self, names: list[str] | None = None) -> Said | None:
        # (the entry's subject is the seat: "Bo … · new checker enters", not "Bo's")
        return Said(facts=((checker_mark(self.player, "new checker"), " enters"),), joins=True)


@dataclass(frozen=True, slots=True)
class TourCompleted(Event):
    """A checker of `player` went all round and left the ring (K-7); `tours` so far."""

    player: int
    tours: int
    kind = "tour"

    def describe(self, names: list[str] | None = None) -> str:
        return f"{acts(self.player, names, 'completes')} a tour ({self.tours} of 4)"

    def log_parts(self, names: list[str] | None = None) -> Said | None:
        # the checker's fact, as the "checker moves 2" before it: "completes" for You too
        return Said(facts=((f"completes tour {self.tours} of 4",),))

    def headline(self, names: list[str] | None = None) -> str | None:
        return f"{acts(self.player, names, 'completes')} tour {self.tours}!"

    def effect(self, names: list[str] | None = None) -> str | None:
        return f"completes a tour ({self.tours} of 4)"


@dataclass(frozen=True, slots=True)
class LineControlled(Event):
    """A line just became controlled (K-8): its name and the owners of the checkers
    at its ends (the moved checker's end first)."""

    player: int
    line: str  # "rank 5", "file e"
    ends: tuple[int, int]
    owners: tuple[int, int]
    kind = "control"

    def describe(self, names: list[str] | None = None) -> str:
        a, b = (COLOUR_WORDS[o] for o in self.owners)
        pair = f"two {a} checkers" if a == b else "a white and a black checker"
        return f"{self.line[0].upper()}{self.line[1:]} is controlled by {pair}"

    def log_parts(self, names: list[str] | None = None) -> Said | None:
        # the moved checker's fact ("checker moves 2 · controls rank 5"), for You too:
        # "checker moves 2 · control rank 5" read as two grammars in one entry
        return Said(facts=((f"controls {self.line}",),))

    def effect(self, names: list[str] | None = None) -> str | None:
        return f"controls {self.line}"


@dataclass(frozen=True, slots=True)
class PieceChanged(Event):
    """The `piece` on chess square `square` changed from `owner` to the other side
    (K-9, K-10). `chosen`: its owner chose it among several."""

    owner: int
    square: int
    piece: str
    line: str
    chosen: bool
    kind = "convert"

    def describe(self, names: list[str] | None = None) -> str:
        """The change; one its owner chose is their decision's line in the log, so it
        names them first ("You turn your rook on a1 black (file a)")."""
        where = chess.square_name(self.square)
        now = COLOUR_WORDS[1 - self.owner]
        if self.chosen:
            theirs = "your" if who(self.owner, names) == "You" else "their"
            turns = acts(self.owner, names, "turns")
            return f"{turns} {theirs} {self.piece} on {where} {now} ({self.line})"
        return f"{whose(self.owner, names)} {self.piece} on {where} turns {now} ({self.line})"

    def log_parts(self, names: list[str] | None = None) -> Said | None:
        """The piece, drawn in its old colour, its square and the colour it turns. Part
        of the move that controlled the line, the piece is the subject as in every
        fact after a checker's ("· ♜ a1 turns black"; in words "Ada's rook on a1 turns
        black"). Its owner's choice opens the owner's entry with the owner's verb, so
        the seat is what acts ("You turn ♜ a1 black", not "You ♜ a1 turns black",
        read as "You … turns black"); read into the owner's own move's entry it is
        said as part of the move."""
        where = chess.square_name(self.square)
        now = COLOUR_WORDS[1 - self.owner]
        owner = whose(self.owner, names).replace("Your", "your")
        piece = piece_mark(self.piece, self.owner, f"{owner} {self.piece} on")
        part_of_move = ((piece, f" {where} turns {now}"),)
        if not self.chosen:
            return Said(facts=part_of_move, joins=True)
        mine = piece_mark(self.piece, self.owner, f"the {self.piece} on")
        choice = ((f"{agree(self.owner, names, 'turns')} ", mine, f" {where} {now}"),)
        return Said(facts=choice, joins=True, read_in=part_of_move)

    def headline(self, names: list[str] | None = None) -> str | None:
        now = COLOUR_WORDS[1 - self.owner]
        return f"{whose(self.owner, names)} {self.piece} turns {now}!"

    def effect(self, names: list[str] | None = None) -> str | None:
        owner = whose(self.owner, names).replace("Your", "your")
        return f"turns {owner} {self.piece} {COLOUR_WORDS[1 - self.owner]}"


@dataclass(frozen=True, slots=True)
class Check(Event):
    """`player`'s king is in check at the start of their turn."""

    player: int
    kind = "check"

    def describe(self, names: list[str] | None = None) -> str:
        return f"{acts(self.player, names, 'is')} in check"

    def log_parts(self, names: list[str] | None = None) -> Said | None:
        return Said(facts=(("check",),))

    def headline(self, names: list[str] | None = None) -> str | None:
        """One word (the log says who is in check, the status line whose king)."""
        return "Check!"

    def effect(self, names: list[str] | None = None) -> str | None:
        return "gives check"


#: why a game ended, as the log says it beside the header's whole sentence (a king that
#: changed colour: the entry before says so)
LOG_REASONS = (
    ("checkmate", "checkmate"),
    ("stalemate", "stalemate"),
    ("own king was left in check", "own king in check"),
    ("checker tours completed", "four tours"),
    ("third time", "repetition"),
    ("turns without", "no progress"),
)


@dataclass(frozen=True, slots=True)
class GameEnded(Event):
    """The game is over (K-11): `winner` (None for a draw) and why."""

    winner: int | None
    reason: str

    @property
    def kind(self) -> str:  # type: ignore[override]
        return "draw" if self.winner is None else "win"

    def describe(self, names: list[str] | None = None) -> str:
        if self.winner is None:
            return f"Draw: {self.reason}"
        return f"{acts(self.winner, names, 'wins')}: {self.reason}"

    def log_parts(self, names: list[str] | None = None) -> Said | None:
        """The end in an entry of the winner's own ("Ada wins · checkmate"), or the
        table's for a draw."""
        short = next((s for words, s in LOG_REASONS if words in self.reason), "")
        reason = ((short,),) if short else ()
        if self.winner is None:
            return Said(facts=(("Draw",), *reason), apart=True)
        wins = agree(self.winner, names, "wins")
        return Said(facts=((wins,), *reason), apart=True, seat=self.winner)

    def headline(self, names: list[str] | None = None) -> str | None:
        if self.winner is None:
            return f"Draw: {self.reason}"
        return f"{acts(self.winner, names, 'wins')}! ({self.reason})"

    def effect(self, names: list[str] | None = None) -> str | None:
        if self.winner is None:
            return f"draws the game ({self.reason})"
        if self.reason == "checkmate":
            return "gives checkmate"
        wins = acts(self.winner, names, "wins")
        return f"ends the game: {'you' + wins[3:] if wins.startswith('You') else wins}"
