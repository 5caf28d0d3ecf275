"""Events of Sorry My Ass! beyond the shared board events (games/board/events.py).

The board's PawnMoved / PawnSlid / PawnBumped / GameWon are reused as they are; a play
is a `CardsPlayed`, a `CardPlayed` that also says how many cards were played.
"""

from __future__ import annotations

from dataclasses import dataclass

from sorry_game.engine.events import SILENT, Event, Mark, Said, Summary, acts, agree, mid, who
from sorry_game.games.board.cards import card_label
from sorry_game.games.board.events import CardPlayed
from sorry_game.games.president.cards import cards_text, number_word, plural


def _mid(text: str) -> str:
    """A name or clause inside a sentence: 'You' becomes 'you'."""
    return "you" + text[3:] if text.startswith("You") else text


@dataclass(frozen=True, slots=True)
class CardsPlayed(CardPlayed):
    """P-5/P-6: `count` cards of value `card` played onto the trick."""

    count: int = 1
    kind = "play"

    def describe(self, names: list[str] | None = None) -> str:
        return f"{acts(self.player, names, 'plays')} {cards_text(self.card, self.count)}"

    def log_parts(self, names: list[str] | None = None) -> Said | None:
        """The cards as a small fan ("plays two 5s" in words); their moves join it."""
        words = f"{agree(self.player, names, 'plays')} {cards_text(self.card, self.count)}"
        return Said(head=(Mark("card", card_label(self.card), words, count=self.count),))


@dataclass(frozen=True, slots=True)
class Passed(Event):
    """P-6: a player passes (`lead`: they had the lead and gave it on)."""

    player: int
    lead: bool = False
    kind = "pass"

    def describe(self, names: list[str] | None = None) -> str:
        if self.lead:
            return f"{acts(self.player, names, 'passes')} the lead"
        return acts(self.player, names, "passes")

    def log_parts(self, names: list[str] | None = None) -> Said | None:
        passes = agree(self.player, names, "passes")
        return Said(facts=((f"{passes} the lead" if self.lead else passes,),))


@dataclass(frozen=True, slots=True)
class LeadForced(Event):
    """P-8: everybody passed the lead round: the leader must now play."""

    player: int
    kind = "forced"

    def describe(self, names: list[str] | None = None) -> str:
        return f"Everybody passed: {_mid(who(self.player, names))} must lead"

    def log_parts(self, names: list[str] | None = None) -> Said | None:
        return Said(facts=(("must lead",), ("everybody passed",)), apart=True, seat=self.player)

    def headline(self, names: list[str] | None = None) -> str | None:
        """What happened, once: who must lead is the header's and the prompt's."""
        return "Everybody passed"


@dataclass(frozen=True, slots=True)
class TrickWon(Event):
    """P-7: the last play was passed by everybody: the pile is cleared; `leader` leads."""

    player: int
    card: int
    count: int
    leader: int
    kind = "trick"

    def describe(self, names: list[str] | None = None) -> str:
        text = (
            f"{acts(self.player, names, 'wins')} the trick with {cards_text(self.card, self.count)}"
        )
        if self.leader != self.player:
            text += f"; {_mid(acts(self.leader, names, 'leads'))}"
        return text

    def log_parts(self, names: list[str] | None = None) -> Said | None:
        """The trick in an entry of the winner's own (the pile is cleared)."""
        facts: tuple[tuple[str], ...] = ((f"{agree(self.player, names, 'takes')} the trick",),)
        if self.leader != self.player:
            facts += ((mid(acts(self.leader, names, "leads")),),)
        return Said(facts=facts, apart=True, seat=self.player)

    def headline(self, names: list[str] | None = None) -> str | None:
        """In words of its own (the log says "wins the trick")."""
        return f"The trick goes to {_mid(who(self.player, names))}"


@dataclass(frozen=True, slots=True)
class MovesSkipped(Event):
    """P-9: `count` cards of the play have no possible move and are skipped."""

    player: int
    card: int
    count: int
    kind = "skip"

    def describe(self, names: list[str] | None = None) -> str:
        what = (
            f"the {card_label(self.card)}"
            if self.count == 1
            else (f"the {number_word(self.count)} {plural(self.card)}")
        )
        return f"{acts(self.player, names, 'has')} no move for {what}"

    def log_parts(self, names: list[str] | None = None) -> Said | None:
        """ "no move" for one card or several, as every game's log says it (the
        cards are the entry's picture)."""
        return Said(facts=(("no move",),), joins=True)


@dataclass(frozen=True, slots=True)
class PlayerSafe(Event):
    """P-11/P-11a: out of cards, the player's pawns cannot be displaced this round."""

    player: int
    kind = "safe"

    def describe(self, names: list[str] | None = None) -> str:
        return (
            f"{acts(self.player, names, 'is')} out of cards: pawns safe for the rest of the round"
        )

    def log_parts(self, names: list[str] | None = None) -> Said | None:
        """Two facts, so a narrow row breaks between them ("out / of cards, pawns safe"
        broke inside the one they were), in the headline's words, a verb and fewer
        ("goes out · pawns safe": "out / of cards" still broke inside its fact at
        800x600 and 200 %, the entry on three rows)."""
        return Said(facts=((f"{agree(self.player, names, 'goes')} out",), ("pawns safe",)))

    def effect(self, names: list[str] | None = None) -> str | None:
        return "goes out: pawns safe this round"


@dataclass(frozen=True, slots=True)
class PresidentCrowned(Event):
    """P-12: the first player out of cards this round is President."""

    player: int
    round: int
    kind = "president"

    def describe(self, names: list[str] | None = None) -> str:
        return f"{acts(self.player, names, 'is')} President of round {self.round}"

    def log_parts(self, names: list[str] | None = None) -> Said | None:
        is_ = agree(self.player, names, "is")
        return Said(
            facts=((f"{is_} President of round {self.round}",),), apart=True, seat=self.player
        )

    def headline(self, names: list[str] | None = None) -> str | None:
        """In words of its own (the log says "is President of round 1")."""
        return f"{acts(self.player, names, 'goes')} out first!"

    def effect(self, names: list[str] | None = None) -> str | None:
        return "goes out first: President"


@dataclass(frozen=True, slots=True)
class RoundOver(Event):
    """P-12: one player still holds cards: the Asshole; the round is over. `order` is
    who ran out of cards, first to last (the President first); the trade of P-4 and the
    Asshole's lead (P-5) come next."""

    round: int
    president: int
    asshole: int
    cards_left: int
    order: tuple[int, ...] = ()
    kind = "round"

    def describe(self, names: list[str] | None = None) -> str:
        left = f"{number_word(self.cards_left)} card{'s' if self.cards_left != 1 else ''}"
        return (
            f"Round {self.round} is over: {_mid(acts(self.president, names, 'is'))} President, "
            f"{_mid(acts(self.asshole, names, 'is'))} the Asshole ({left} left unplayed)"
        )

    def log_parts(self, names: list[str] | None = None) -> Said | None:
        asshole = mid(acts(self.asshole, names, "is"))
        return Said(facts=((f"Round {self.round} over",), (f"{asshole} the Asshole",)), apart=True)

    def headline(self, names: list[str] | None = None) -> str | None:
        """In words of its own (the log says "is the Asshole")."""
        return f"Last out: {mid(who(self.asshole, names))}, the Asshole"  # ("you", mid-line)

    def summary(self, names: list[str] | None = None) -> Summary | None:
        """P-12, P-4, P-5: the going-out order with the titles, the trade that comes
        before the next deal is played, and who leads the next round."""
        president, asshole = who(self.president, names), who(self.asshole, names)
        then = [who(p, names) for p in self.order[1:]]
        left = f"{self.cards_left} card{'s' if self.cards_left != 1 else ''} left"
        theirs = "your" if president == "You" else "their"
        lines = [f"First out: {president}, the President"]
        if then:
            lines.append("Then out: " + ", then ".join(_mid(name) for name in then))
        lines += [
            f"Last: {asshole}, the Asshole ({left})",
            f"{acts(self.president, names, 'gives')} {_mid(asshole)} a card of {theirs} choice.",
            f"Then {_mid(acts(self.asshole, names, 'gives'))} {_mid(president)} "
            f"{'your' if asshole == 'You' else 'their'} highest card.",
            f"{acts(self.asshole, names, 'leads')} round {self.round + 1}.",
        ]
        return Summary(f"Round {self.round} is over", tuple(lines))


@dataclass(frozen=True, slots=True)
class RoundDealt(Event):
    """P-4: the whole deck is shuffled and dealt."""

    round: int
    cards_each: int
    kind = "deal"

    def describe(self, names: list[str] | None = None) -> str:
        return f"Round {self.round}: {self.cards_each} cards dealt to each player"

    def log_parts(self, names: list[str] | None = None) -> Said | None:
        return SILENT  # the round's end said it; the hands show the deal


@dataclass(frozen=True, slots=True)
class CardGiven(Event):
    """P-4: one card handed from `giver` to `receiver` in the trade (`forced`: the
    Asshole's highest card, given automatically). Only the two of them may see
    `card`: the text never names it; a table shows it to `seen_by` only."""

    giver: int
    receiver: int
    card: int
    forced: bool = False
    kind = "trade"

    @property
    def seen_by(self) -> tuple[int, int]:
        return (self.giver, self.receiver)

    def describe(self, names: list[str] | None = None) -> str:
        what = "their highest card" if self.forced else "a card"
        if self.forced and who(self.giver, names) == "You":
            what = "your highest card"
        return f"{acts(self.giver, names, 'gives')} {what} to {_mid(who(self.receiver, names))}"

    def log_parts(self, names: list[str] | None = None) -> Said | None:
        """The President's card in the President's entry ("gives you a card"); the
        Asshole's highest card given back names its giver ("Cy gives you the highest")."""
        receiver = _mid(who(self.receiver, names))
        if not self.forced:
            return Said(facts=((f"{agree(self.giver, names, 'gives')} {receiver} a card",),))
        return Said(facts=((f"{mid(acts(self.giver, names, 'gives'))} {receiver} the highest",),))
