"""The rules of Sorry My Ass! as pages, each with a real position drawn by its plugin.

Every position is the four-player game of seed 1, reached by always taking the first
legal move (`Position.autoplay`): a real game, the same on every machine.
"""

from __future__ import annotations

from sorry_game.app.rulebook.pages import Position, RulePage


def at(
    moves: int, show: str | None = None, then: tuple[str, ...] = (), viewer: int | None = 0
) -> Position:
    """The game of seed 1 after `moves` first-choice moves and the moves `then`,
    explaining `show`."""
    return Position(4, seed=1, autoplay=moves, moves=then, show=show, viewer=viewer)


PAGES = (
    RulePage(
        "Your goal",
        (
            "Sorry! for four players, with the cards played like President instead of "
            "drawn. All 48 cards are dealt: 12 each.",
            "Bring your four pawns HOME, then be the first to empty your hand. With all "
            "four pawns HOME when your last card goes, you win.",
        ),
        at(0, then=("play 10x2",)),
        "Red leads a pair of 10s.",
        ("P-1", "P-2", "P-12", "P-13"),
    ),
    RulePage(
        "A trick",
        (
            "The leader plays one or more cards of one rank. Each next player plays the "
            "same number of cards of a higher rank, or passes.",
            "Low to high: 3, 4, 5, 7, 8, 10, 11, 12, SORRY!, 1, 2.",
        ),
        at(8, then=("play 10x1",)),
        "Green's 7 is beaten: Red plays a 10.",
        ("P-3", "P-5", "P-6"),
    ),
    RulePage(
        "Passing",
        (
            "You may always pass, even with cards that could beat. If the turn comes "
            "round again in the same trick, you may play then.",
            "When everybody else has passed, the trick is over: whoever made the last "
            "play leads the next one. If the leader passes and everyone else passes too, "
            "the leader must lead.",
        ),
        at(20),
        "Blue and Yellow passed. If Green passes too, Red's 2 wins the trick.",
        ("P-6", "P-7", "P-8"),
    ),
    RulePage(
        "Every card is a move",
        (
            "Each card you play is a Sorry! move for your pawns, made at once, one card "
            "after another in the order you choose, each with its slides and bumps.",
            "You must make as many of the moves as you can, even when they hurt. A card "
            "that cannot move is skipped. A 2 does not let you play again.",
            "An 11 that cannot go forward must switch, when a switch is possible.",
        ),
        at(57, "S: sorry Y0", viewer=1),
        "Blue's SORRY! takes Yellow's square and slides on.",
        ("P-9", "P-9a", "P-9b", "P-10"),
    ),
    RulePage(
        "Safe players",
        (
            "A player with no cards left is safe for the rest of the round: nothing can "
            "bump, slide, switch or SORRY! their pawns.",
            "A move that would touch a safe player's pawn is not allowed; take another, "
            "or the move is skipped.",
        ),
        at(116, "S: sorry Y1", viewer=0),
        "Red's last card bumps Yellow; Red is safe from now on.",
        ("P-11", "P-11a"),
    ),
    RulePage(
        "President and Asshole",
        (
            "The first player to empty their hand is President. Play goes on until only "
            "one player holds cards: the Asshole, who does not play them.",
            "Then a new round is dealt. The Asshole leads it.",
        ),
        at(129),
        "The round is over: a President and an Asshole.",
        ("P-12", "P-5"),
    ),
    RulePage(
        "The trade",
        (
            "From the second round on, the President gives the Asshole any one card, "
            "then the Asshole gives the President their highest card.",
            "The game ends when a President has all four pawns HOME. The others are "
            "ranked by pawns HOME, then by how far their pawns have come.",
        ),
        at(129, "give 3", viewer=3),
        "The President chooses a card to give away.",
        ("P-4", "P-14"),
    ),
)

__all__ = ["PAGES", "at"]
