"""Events of Sorry! Revenge: what the table animates and announces.

Cards are named by their code ('7', 'slide15', 'steal' … see cards.py), seats by
number; `describe(names)` and `headline(names)` turn them into player words.
"""

from __future__ import annotations

from dataclasses import dataclass

from sorry_game.engine.events import SILENT, Event, Mark, Said, Summary, acts, agree, who, wins_text
from sorry_game.games.revenge.cards import BY_CODE, CARDS, NAME, SORRY, playing, the


def _name(code: str) -> str:
    return NAME[BY_CODE[code]]


def whose(seat: int | None, names: list[str] | None) -> str:
    """'Ana's', but 'your' for a seat named You."""
    name = who(seat, names)
    return "your" if name == "You" else f"{name}'s"


def _mid(seat: int | None, names: list[str] | None) -> str:
    """A seat inside a sentence: 'Ana', 'you'."""
    name = who(seat, names)
    return "you" if name == "You" else name


def card_mark(code: str, words: str) -> Mark:
    """A card in the log: a small face with its label ("7", "Slide 15", "SORRY!": which
    SORRY! the entry's words say, "steals", "at Bo")."""
    kind = CARDS[BY_CODE[code]]
    return Mark("card", "SORRY!" if kind.group == SORRY else kind.label, words)


def seat_mark(seat: int, names: list[str] | None) -> Mark:
    """A seat in the log: its token (a pawn card's colour and shape)."""
    return Mark("seat", "", who(seat, names), seat=seat)


def winner_said(winners: tuple[int, ...], names: list[str] | None) -> Said:
    """The win in an entry of its own: the winner's, or the table's for a shared win
    (why is the header's and Results' to say: the entries before show it)."""
    if len(winners) == 1:
        return Said(facts=((agree(winners[0], names, "wins"),),), apart=True, seat=winners[0])
    shared = wins_text([who(p, names) for p in winners]).rstrip("!")
    return Said(facts=((shared,),), apart=True)


@dataclass(frozen=True, slots=True)
class CardPlayed(Event):
    """A card went onto the play pile; `total` is the pile's total after it.
    `out_of_turn` for a steal or a block; `target` the seat a flip-back aims at."""

    player: int
    card: str
    total: int
    out_of_turn: bool = False
    target: int | None = None
    kind = "play"

    def describe(self, names: list[str] | None = None) -> str:
        verb, what = playing(BY_CODE[self.card])
        text = f"{acts(self.player, names, verb + 's')} {what}"
        if self.target is not None:
            return f"{text} at {_mid(self.target, names)}"
        if BY_CODE[self.card] <= 10:
            return f"{text} (total {self.total})"
        return text

    def log_parts(self, names: list[str] | None = None) -> Said | None:
        """The card, then the total it makes (21 and a bust are said by their own
        events); a SORRY! names whom it aims at."""
        kind = CARDS[BY_CODE[self.card]]
        verb, what = playing(kind.id)
        what = "a SORRY!" if kind.group == SORRY else what
        head: tuple[str | Mark, ...] = (
            card_mark(self.card, f"{agree(self.player, names, verb + 's')} {what}"),
        )
        if self.target is not None:
            return Said(head + (f" at {_mid(self.target, names)}",))
        if kind.id <= 10 and self.total < 21:
            return Said(head, ((f"total {self.total}",),))
        return Said(head)


@dataclass(frozen=True, slots=True)
class TotalSlid(Event):
    """A Slide set the total from `before` to `after` (up or down)."""

    player: int
    before: int
    after: int
    kind = "slide"

    def describe(self, names: list[str] | None = None) -> str:
        if self.after == self.before:
            return f"The total stays at {self.after}"
        way = "up" if self.after > self.before else "down"
        return f"The total slides {way} to {self.after}"

    def log_parts(self, names: list[str] | None = None) -> Said | None:
        if self.after == 21:
            return SILENT  # "makes 21" says it
        if self.after == self.before:
            return Said(facts=((f"total stays {self.after}",),))
        return Said(
            facts=((f"total {'up' if self.after > self.before else 'down'} to {self.after}",),)
        )

    def effect(self, names: list[str] | None = None) -> str | None:
        return None if self.after == self.before else f"sets the total to {self.after}"


@dataclass(frozen=True, slots=True)
class CardsDrawn(Event):
    """`player` drew `count` cards. `cards` (codes) are for that player's eyes only:
    show them to the drawer, never to the others (the log shows the count)."""

    player: int
    count: int
    cards: tuple[str, ...] = ()
    kind = "draw"

    def describe(self, names: list[str] | None = None) -> str:
        what = "a card" if self.count == 1 else f"{self.count} cards"
        return f"{acts(self.player, names, 'draws')} {what}"


@dataclass(frozen=True, slots=True)
class DirectionSwitched(Event):
    """Play now goes the other way: `direction` +1 clockwise (seat order), -1 back."""

    player: int
    direction: int
    kind = "switch"

    def describe(self, names: list[str] | None = None) -> str:
        way = "clockwise" if self.direction > 0 else "counter-clockwise"
        return f"{acts(self.player, names, 'switches')} the direction: play goes {way}"

    def log_parts(self, names: list[str] | None = None) -> Said | None:
        way = "clockwise" if self.direction > 0 else "counter-clockwise"
        return Said(facts=((f"play goes {way}",),))

    def effect(self, names: list[str] | None = None) -> str | None:
        return "reverses the direction of play"


@dataclass(frozen=True, slots=True)
class MadeTwentyOne(Event):
    """`player` made exactly 21 (a steal may still follow)."""

    player: int
    card: str
    kind = "21"

    def describe(self, names: list[str] | None = None) -> str:
        return f"{acts(self.player, names, 'makes')} exactly 21!"

    def log_parts(self, names: list[str] | None = None) -> Said | None:
        return Said(facts=((f"{agree(self.player, names, 'makes')} 21",),))

    def headline(self, names: list[str] | None = None) -> str | None:
        return f"{acts(self.player, names, 'makes')} 21!"

    def effect(self, names: list[str] | None = None) -> str | None:
        return "makes exactly 21"


@dataclass(frozen=True, slots=True)
class StealOffered(Event):
    """`player` holds a SORRY! and is asked whether to steal `scorer`'s 21."""

    player: int
    scorer: int
    kind = "offer"

    def describe(self, names: list[str] | None = None) -> str:
        return f"{acts(self.player, names, 'may')} steal the 21 with a SORRY!"

    def log_parts(self, names: list[str] | None = None) -> Said | None:
        return SILENT  # the next entry says what they did


@dataclass(frozen=True, slots=True)
class StealDeclined(Event):
    player: int
    scorer: int
    kind = "decline"

    def describe(self, names: list[str] | None = None) -> str:
        return f"{acts(self.player, names, 'lets')} the 21 go"

    def log_parts(self, names: list[str] | None = None) -> Said | None:
        return Said(facts=((f"{agree(self.player, names, 'lets')} the 21 go",),))


@dataclass(frozen=True, slots=True)
class Stolen(Event):
    """`player` played a SORRY! to steal `scorer`'s 21 (the scorer may still block)."""

    player: int
    scorer: int
    kind = "steal"

    def describe(self, names: list[str] | None = None) -> str:
        return f"SORRY! {acts(self.player, names, 'steals')} {whose(self.scorer, names)} 21"

    def log_parts(self, names: list[str] | None = None) -> Said | None:
        takes = agree(self.player, names, "takes")  # (the news says "steals")
        return Said(facts=((f"{takes} {whose(self.scorer, names)} 21",),))

    def headline(self, names: list[str] | None = None) -> str | None:
        """In words of its own (the log says the steal)."""
        return f"21 stolen by {_mid(self.player, names)}!"

    def effect(self, names: list[str] | None = None) -> str | None:
        return "steals the 21"


@dataclass(frozen=True, slots=True)
class BlockOffered(Event):
    """`player` holds a Don't Be SORRY! and is asked whether to block `attacker`'s SORRY!
    (`what`: "steal" or "flipback")."""

    player: int
    attacker: int
    what: str
    kind = "offer"

    def describe(self, names: list[str] | None = None) -> str:
        return f"{acts(self.player, names, 'may')} block with Don't Be SORRY!"

    def log_parts(self, names: list[str] | None = None) -> Said | None:
        return SILENT  # the next entry says what they did


@dataclass(frozen=True, slots=True)
class Blocked(Event):
    """`player` blocked `attacker`'s SORRY! (`what`: "steal" or "flipback")."""

    player: int
    attacker: int
    what: str
    kind = "block"

    def describe(self, names: list[str] | None = None) -> str:
        attacker = whose(self.attacker, names)
        return f"Don't Be SORRY! {acts(self.player, names, 'blocks')} {attacker} SORRY!"

    def log_parts(self, names: list[str] | None = None) -> Said | None:
        blocks = agree(self.player, names, "blocks")
        return Said(facts=((f"{blocks} {whose(self.attacker, names)} SORRY!",),))

    def headline(self, names: list[str] | None = None) -> str | None:
        """In words of its own (the log says the block)."""
        return f"SORRY! blocked by {_mid(self.player, names)}!"

    def effect(self, names: list[str] | None = None) -> str | None:
        return "blocks the SORRY!"


@dataclass(frozen=True, slots=True)
class SorryAccepted(Event):
    """`player` let `attacker`'s SORRY! take effect (`what`: "steal" or "flipback")."""

    player: int
    attacker: int
    what: str
    kind = "accept"

    def describe(self, names: list[str] | None = None) -> str:
        return f"{acts(self.player, names, 'accepts')} the SORRY!"

    def log_parts(self, names: list[str] | None = None) -> Said | None:
        return Said(facts=((f"{agree(self.player, names, 'accepts')} the SORRY!",),))


def listed(seats: list[int], names: list[str] | None) -> str:
    """Seats inside a sentence, "you" last: "Ada, Bo and you".

    >>> listed([0, 2, 1], ["You", "Ada", "Bo"]), listed([2], ["You", "Ada", "Bo"])
    ('Bo, Ada and you', 'Bo')
    """
    said = sorted((_mid(s, names) for s in seats), key=lambda name: name == "you")
    return " and ".join(filter(None, (", ".join(said[:-1]), said[-1]))) if said else ""


def gains_said(gains: tuple[tuple[int, str], ...], names: list[str] | None) -> list[str]:
    """R-6, R-13a: the pawn cards a bust turns, in words, one clause a face: "Ada, Bo
    and you each flip a pawn card HOME", "Cy flips a pawn card back to START" (after
    a HOME clause: "Cy flips one back to START")."""
    out: list[str] = []
    for face in ("HOME", "START"):
        seats = [seat for seat, to in gains if to == face]
        if not seats:
            continue
        verb = "each flip" if len(seats) > 1 else agree(seats[0], names, "flips")
        what = "one" if out else "a pawn card"  # (said once)
        where = "HOME" if face == "HOME" else "back to START"
        out.append(f"{listed(seats, names)} {verb} {what} {where}")
    return out


@dataclass(frozen=True, slots=True)
class Busted(Event):
    """`player` went over 21 with `total`: every other player flips a pawn card;
    `gains` are the cards that turned, (seat, new face) each, as the `PawnFlipped`
    events after it say them one by one (a seat already at its goal turns none)."""

    player: int
    total: int
    gains: tuple[tuple[int, str], ...] = ()
    kind = "bust"

    def describe(self, names: list[str] | None = None) -> str:
        return f"{acts(self.player, names, 'busts')} with {self.total}!"

    def log_parts(self, names: list[str] | None = None) -> Said | None:
        """The bust and what it does, in words at every width ("busts with 26 · Ada,
        Bo and you each flip a pawn card HOME"): the seats' tokens alone after "HOME
        for" read as a riddle (fresh eyes at 800x600)."""
        facts = [(f"{agree(self.player, names, 'busts')} with {self.total}",)]
        facts += [(clause,) for clause in gains_said(self.gains, names)]
        return Said(facts=tuple(facts))

    def headline(self, names: list[str] | None = None) -> str | None:
        return f"Bust! {acts(self.player, names, 'goes')} over 21 ({self.total})"

    def effect(self, names: list[str] | None = None) -> str | None:
        return f"busts the total ({self.total})"


@dataclass(frozen=True, slots=True)
class PawnFlipped(Event):
    """Pawn card `index` (0-3) of `seat` turned to `to` ("HOME" or "START"); `home` is
    how many of the seat's cards show HOME now; `why`: "21", "steal", "bust", "flipback"."""

    seat: int
    index: int
    to: str
    home: int
    why: str
    kind = "flip"

    def describe(self, names: list[str] | None = None) -> str:
        return f"{acts(self.seat, names, 'flips')} a pawn card to {self.to} ({self.home} HOME)"

    def log_parts(self, names: list[str] | None = None) -> Said | None:
        """Whose pawn card turned ("HOME for ●": the seat's token); a SORRY! that
        flips one back aims at one seat, said before; a bust says its cards itself."""
        if self.why == "flipback":
            return Said(facts=((f"card back to {self.to}",),))
        if self.why == "bust":
            return SILENT  # the bust says whose cards turned, by name (`Busted.gains`)
        to = "HOME for " if self.to == "HOME" else "back to START for "
        return Said(facts=((to, seat_mark(self.seat, names)),))

    def effect(self, names: list[str] | None = None) -> str | None:
        if self.why == "flipback":
            return f"flips {whose(self.seat, names)} pawn card back"
        return None


#: how a round ended (RevengePosition.Result "result"), about `seat` and `by`
_ROUND_WORDS = {
    "21": "{seat} made exactly 21!",
    "stolen": "{by} made 21, but {seat} stole it with a SORRY!",
    "steal_blocked": "{seat} made 21; {by} tried to steal it, but {seat} blocked.",
    "bust": "{seat} went over 21 with {total}: bust!",
    "flipped_back": "{by} played SORRY! at {seat}.",
    "flip_blocked": "{by} played SORRY! at {seat}, but {seat} blocked it.",
}


@dataclass(frozen=True, slots=True)
class RoundOver(Event):
    """Round `number` ended (`result` as in view.game["last_round"], about `seat` and
    `by`, with `total` on the play pile); the play pile is discarded and
    `next_player` starts the next round. `flips` are the round's pawn cards turned:
    (seat, new face, that seat's cards HOME after it)."""

    number: int
    result: str
    seat: int
    next_player: int
    by: int | None = None
    total: int = 0
    flips: tuple[tuple[int, str, int], ...] = ()
    kind = "round"

    def describe(self, names: list[str] | None = None) -> str:
        return (
            f"Round {self.number} is over. "
            f"{acts(self.next_player, names, 'starts')} round {self.number + 1}"
        )

    def log_parts(self, names: list[str] | None = None) -> Said | None:
        """The table's entry between rounds: "Round 2 · Bo starts"."""
        starts = _mid(self.next_player, names) + " " + agree(self.next_player, names, "starts")
        return Said(facts=((f"Round {self.number + 1}",), (starts,)), apart=True)

    def summary(self, names: list[str] | None = None) -> Summary | None:
        """R-6, R-8, R-9, R-10: who made 21 or busted, the steal or the SORRY! and
        its block, the pawn cards that turned and for whom, who starts next."""
        words = _ROUND_WORDS.get(self.result, "")
        lines = []
        if words:
            line = words.format(
                seat=_mid(self.seat, names), by=_mid(self.by, names), total=self.total
            )
            lines.append(line[0].upper() + line[1:])
        for seat, face, home in self.flips:
            if self.result == "flipped_back":
                theirs = whose(seat, names)
                lines.append(
                    f"{theirs[0].upper()}{theirs[1:]} pawn card flips back to {face} "
                    f"({home} of 4 HOME now)."
                )
            elif face == "START":  # the longer game's way back
                back = f"({4 - home} of 4 back on START)"
                lines.append(f"{acts(seat, names, 'flips')} a pawn card back to START {back}.")
            else:
                lines.append(f"{acts(seat, names, 'flips')} a pawn card HOME ({home} of 4 now).")
        lines.append(f"{acts(self.next_player, names, 'starts')} round {self.number + 1}.")
        return Summary(f"Round {self.number} is over", tuple(lines))


@dataclass(frozen=True, slots=True)
class Reshuffled(Event):
    """The discarded play piles were shuffled into a new draw pile of `count` cards."""

    count: int
    kind = "shuffle"

    def describe(self, names: list[str] | None = None) -> str:
        return f"The discards are shuffled into a new draw pile ({self.count} cards)"


@dataclass(frozen=True, slots=True)
class StuckHand(Event):
    """`player` could play nothing: showed `hand` (codes) and discarded `card`."""

    player: int
    hand: tuple[str, ...]
    card: str
    kind = "stuck"

    def describe(self, names: list[str] | None = None) -> str:
        shown = ", ".join(_name(c) for c in self.hand)
        shows = agree(self.player, names, "shows")
        discards = agree(self.player, names, "discards")
        return (
            f"{acts(self.player, names, 'cannot')} play, {shows} the hand ({shown}) "
            f"and {discards} {the(BY_CODE[self.card])}"
        )

    def log_parts(self, names: list[str] | None = None) -> Said | None:
        """Stuck: the hand shown as cards, and the card let go."""
        shows = agree(self.player, names, "shows")
        hand = tuple(card_mark(c, CARDS[BY_CODE[c]].label) for c in self.hand)
        discards = agree(self.player, names, "discards")
        card = card_mark(self.card, f"the {CARDS[BY_CODE[self.card]].label}")
        is_ = agree(self.player, names, "is")
        return Said(facts=((f"{is_} stuck",), (f"{shows} ", *hand), (f"{discards} ", card)))

    def headline(self, names: list[str] | None = None) -> str | None:
        """In words of its own (the log says the hand and the card discarded)."""
        return f"{acts(self.player, names, 'is')} stuck!"


@dataclass(frozen=True, slots=True)
class Tiebreak(Event):
    """Several seats reached the goal at once; `totals[i]` is the best total of 21 or
    less that `players[i]` can lay from their hand."""

    players: tuple[int, ...]
    totals: tuple[int, ...]
    kind = "tiebreak"

    def describe(self, names: list[str] | None = None) -> str:
        parts = ", ".join(
            f"{who(p, names)} {t}" for p, t in zip(self.players, self.totals, strict=True)
        )
        return f"Tiebreak, closest to 21 from the hand: {parts}"

    def log_parts(self, names: list[str] | None = None) -> Said | None:
        totals = ", ".join(
            f"{_mid(p, names)} {t}" for p, t in zip(self.players, self.totals, strict=True)
        )
        return Said(facts=(("Tiebreak",), (totals,)), apart=True)

    def headline(self, names: list[str] | None = None) -> str | None:
        return "Tiebreak!"


@dataclass(frozen=True, slots=True)
class GameWon(Event):
    winners: tuple[int, ...]
    reason: str
    kind = "win"

    def describe(self, names: list[str] | None = None) -> str:
        why = self.reason[:1].upper() + self.reason[1:]  # a sentence, not a parenthesis
        return f"{wins_text([who(p, names) for p in self.winners])} {why}."

    def log_parts(self, names: list[str] | None = None) -> Said | None:
        return winner_said(self.winners, names)

    def headline(self, names: list[str] | None = None) -> str | None:
        return wins_text([who(p, names) for p in self.winners])

    def effect(self, names: list[str] | None = None) -> str | None:
        return "wins the game"
