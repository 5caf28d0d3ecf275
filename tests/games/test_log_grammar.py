"""The move log's one grammar (issue 39, docs/ARCHITECTURE.md "The move log"), checked
over whole seeded games of all four games — every event kind, "You" at every seat:

- the subject first: a seat's entry opens with its name; the table's own entries (a
  round begins, a shared win, the game resumed) open with a capital and have no seat;
- clean punctuation: facts joined by " · " only; no semicolon, stop, bracket or arrow;
  an exclamation mark only in a card's name ("SORRY!") and never followed by a colon,
  a semicolon or a stop; in words at most one colon, right after the head (or the name of
  an action that goes on the seat's entry before: "Cy: Green 1 moves 5");
- every event kind says its own part (`Event.log_parts`: none falls back to its long
  `describe()` sentence) and every picture has its words;
- one short example per game, as docs/ARCHITECTURE.md shows them.
"""

from __future__ import annotations

import importlib
import inspect
import random
import re

import pytest
from game_helpers import configs

from sorry_game.engine.events import Event, Mark
from sorry_game.engine.interface import GameConfig
from sorry_game.engine.logline import SEPARATOR, UNSAID, LogLine, entries, joined
from sorry_game.games.board.events import (
    CardDiscarded,
    CardPlayed,
    ExtraTurn,
    PawnBumped,
    PawnMoved,
    PawnSlid,
    TurnForfeited,
)
from sorry_game.games.catalogue import get_game
from sorry_game.games.king.events import (
    CheckerEntered,
    CheckerMoved,
    CheckerSkipped,
    ChessMoved,
    PieceChanged,
)
from sorry_game.games.president.events import CardsPlayed, MovesSkipped
from sorry_game.games.revenge.events import (
    Busted,
    PawnFlipped,
    Reshuffled,
    RoundOver,
    SorryAccepted,
    Stolen,
    StuckHand,
    Tiebreak,
)
from sorry_game.games.revenge.events import CardPlayed as RevengeCard
from sorry_game.session import Seat, Session

GAMES = {"classic": "board", "president": "president", "king": "king", "revenge": "revenge"}
OTHERS = ["Ada", "Bo", "Cy"]
#: an exclamation mark that is part of a card's name
CARD_BANG = re.compile(r"SORRY!")
#: events a random game seldom makes, made by hand (with their game's seat count)
BY_HAND: list[tuple[Event, int]] = [
    (CheckerSkipped(0, 3), 2),
    (StuckHand(0, ("steal", "dontbe"), "steal"), 3),
    (Tiebreak((0, 1), (20, 18)), 3),
    (PieceChanged(1, 0, "rook", "file a", True), 2),
    (TurnForfeited(0, 11, "declined the switch", "C-11", declined=True), 2),
    (CardDiscarded(1, 4), 2),
    (SorryAccepted(1, 0, "flipback"), 2),
    (Stolen(1, 0), 3),
    (Reshuffled(40), 2),
]


def name_sets(players: int) -> list[list[str]]:
    """The seats' names with "You" at each seat in turn."""
    return [
        [("You" if s == you else OTHERS[(s - you - 1) % 3]) for s in range(players)]
        for you in range(players)
    ]


def played(game_id: str, seeds=(0, 1)):
    """(player, events, players) of every action of a few seeded random games, every
    option of the game."""
    game = get_game(game_id)
    for config in configs(game):
        for seed in seeds:
            state = game.new_state(config, seed)
            rng = random.Random(seed)
            for _ in range(3000):
                if state.is_over():
                    break
                player = state.current_player()
                yield player, state.apply(rng.choice(state.legal_actions())), config.players


def grammar_faults(line: LogLine, names: list[str]) -> list[str]:
    """What breaks the log's grammar in `line` (empty: nothing)."""
    text = line.text()
    faults = []
    if line.seat is not None:
        name = names[line.seat]
        if line.subject != name or not text.startswith((f"{name} ", f"{name}: ")):
            faults.append("a seat's entry that does not open with its name")
    elif not text[:1].isupper() or line.subject:
        faults.append("a table entry that does not open with a capital")
    if re.search(r"[;.()→\[\]]", text):
        faults.append("a semicolon, stop, bracket or arrow")
    if "!" in CARD_BANG.sub("", text):
        faults.append("an exclamation mark outside a card's name")
    if re.search(r"! ?[:;.]|[:,] ?[:;,.·]", text) or "  " in text or text != text.strip():
        faults.append("punctuation after punctuation, or a double space")
    colon_ok = line.head or line.joins or "takes back" in text  # after the head, or the name
    if text.count(":") > 1 or (":" in text and not colon_ok):
        faults.append("a colon that does not follow the head")
    if text.endswith(SEPARATOR.strip()) or SEPARATOR * 2 in text:
        faults.append("an empty fact")
    if re.search(r".\bYou\b", text):
        faults.append("a 'You' inside the line")
    if any(not fact for fact in line.facts):
        faults.append("an empty fact")
    # a fact after a piece's ("checker moves 2", "Red 2 moves 4") is the piece's too:
    # never the seat's plain form ("· control rank 5" beside "checker moves 2"), and a
    # piece's fact has its verb ("Red 2 back 4" had none)
    if re.search(r"· (control|complete) ", text) or re.search(r"(?<!no move) · go again", text):
        faults.append("a piece's fact in the seat's person")
    if re.search(r"\b(?:Red|Blue|Yellow|Green) \d back \d", text):
        faults.append("a piece's fact without its verb")
    if any(not mark.words for mark in line.marks()):
        faults.append("a picture without words")
    return faults


def event_kinds(module_name: str) -> set[type]:
    module = importlib.import_module(f"sorry_game.games.{module_name}.events")
    return {
        c
        for c in vars(module).values()
        if inspect.isclass(c) and issubclass(c, Event) and c.__module__ == module.__name__
    }


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_entry_of_whole_games_follows_the_one_grammar(game_id):
    """Subject first, the seat's name or the table's capital; clean punctuation; every
    picture with its words — for every action of whole games, You at every seat."""
    seen: set[type] = set()
    cases = [(player, events, n) for player, events, n in played(game_id)]
    cases += [
        (0, [e], n) for e, n in BY_HAND if type(e).__module__.endswith(GAMES[game_id] + ".events")
    ]
    for player, events, players in cases:
        seen |= {type(e) for e in events}
        for names in name_sets(players):
            lines = entries(events, names, player)
            assert lines or all(e.kind in UNSAID for e in events), events
            for line in lines:
                assert not grammar_faults(line, names), (line.text(), grammar_faults(line, names))
            for line, _n in joined(lines):
                assert not grammar_faults(line, names), line.text()
    assert event_kinds(GAMES[game_id]) <= seen  # every event kind of the game was read


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_event_kind_says_its_own_part(game_id):
    """No event falls back to its `describe()` sentence in the log: each kind says
    its few words (`log_parts`), or says nothing where the next entry answers it."""
    samples: dict[type, Event] = {}
    for _p, events, _n in played(game_id):
        for event in events:
            samples.setdefault(type(event), event)
    for event, _n in BY_HAND:
        samples.setdefault(type(event), event)
    for kind in event_kinds(GAMES[game_id]):
        if getattr(kind, "kind", "") in UNSAID:
            continue
        event = samples[kind]
        assert event.log_parts(["You", "Ada", "Bo", "Cy"]) is not None, kind


def said(events: list[Event], names: list[str], player: int) -> list[str]:
    return [line.text() for line in entries(events, names, player)]


def test_one_line_per_move_in_each_game_as_the_docs_show():
    """The examples of docs/ARCHITECTURE.md ("The move log"), one per game."""
    names = ["You", "Ada", "Bo", "Cy"]
    blue2, yellow1 = 5, 8  # Blue pawn 2, Yellow pawn 1 (pawn = colour * 4 + number - 1)
    classic = [
        CardPlayed(1, 5),
        PawnMoved(blue2, 20, 25, "move"),
        PawnBumped(yellow1, 25, blue2),
        PawnSlid(blue2, 25, 28),
    ]
    assert said(classic, names, 1) == ["Ada plays a 5: Blue 2 moves 5 · bumps Yellow 1 · slides"]
    play = said([CardsPlayed(3, 5, count=2)], names, 3)
    moves = entries([PawnMoved(12, 48, 53, "move"), PawnSlid(12, 54, 58)], names, 3)
    first = entries([CardsPlayed(3, 5, count=2)], names, 3)
    assert play == ["Cy plays two 5s"] and moves[0].joins
    assert [line.text() for line, _n in joined(first + moves)] == [
        "Cy plays two 5s: Green 1 moves 5 · slides"
    ]
    king = entries([ChessMoved(1, "g8f6", "knight", 2)], names, 1)
    king += entries([CheckerMoved(1, 18, 20, (19, 20), 2), CheckerEntered(1, 18)], names, 1)
    assert [line.text() for line, _n in joined(king)] == [
        "Ada moves the knight g8–f6: checker moves 2 · new checker enters"
    ]
    revenge = [
        RevengeCard(3, "7", 24),
        Busted(3, 24, ((2, "HOME"), (1, "HOME"), (0, "HOME"))),
        PawnFlipped(2, 0, "HOME", 1, "bust"),
        PawnFlipped(1, 0, "HOME", 1, "bust"),
        PawnFlipped(0, 0, "HOME", 1, "bust"),
        RoundOver(1, "bust", 3, 2),
    ]
    assert said(revenge, names, 3) == [
        "Cy plays the 7: busts with 24 · Bo, Ada and you each flip a pawn card HOME",
        "Round 2 · Bo starts",
    ]
    seats = [line.seat for line in entries(revenge, names, 3)]
    assert seats == [3, None]  # the round's start is the table's own entry


def test_K10_the_owners_choice_of_a_piece_to_turn_says_the_owner_turns_it():
    """K-10: the owner's choice was drawn "You ♜ h4 turns black", read as "You … turns
    black" (issue 39: the subject is what acts, its verb agrees): the owner's entry says
    the owner turns the piece ("You turn ♜ h4 black", "Ada turns ♝ c4 white"); part of
    a move the piece leads its fact after the checker's ("♝ c4 turns white"), and so
    does a choice read into the owner's own move's entry."""
    names = ["You", "Ada"]
    chosen = entries([PieceChanged(0, 31, "rook", "file h", True)], names, 0)[0]  # h4
    theirs = entries([PieceChanged(1, 26, "bishop", "rank 4", True)], names, 1)[0]  # c4
    forced = entries([PieceChanged(1, 26, "bishop", "rank 4", False)], names, 0)[0]
    drawn = [
        " ".join(p.label if isinstance(p, Mark) else p.strip() for p in line.body())
        for line in (chosen, theirs, forced)
    ]
    assert drawn == ["turn r h4 black", "turns b c4 white", "b c4 turns white"]
    assert chosen.subject == "You" and chosen.text() == "You turn the rook on h4 black"
    assert theirs.text() == "Ada turns the bishop on c4 white"
    assert forced.text() == "You: Ada's bishop on c4 turns white"
    move = entries([CheckerMoved(0, 30, 33, (), 3)], names, 0)
    [(read, n)] = joined(move + [chosen])
    assert n == 2 and read.text() == "You: checker moves 3 · your rook on h4 turns black"


def test_C9_goes_again_agrees_with_the_pawn_just_named():
    """C-9: after a 2 the seat goes again. Its fact follows the pawn's, so its verb
    agrees with the pawn, as every fact after a piece's does (issue 39: "You [2] ⬤1
    enters · go again"); after the card alone, with the seat ("You [2] no move · go
    again")."""
    names = ["You", "Ada"]
    red1 = 0
    moved = [CardPlayed(0, 2), PawnMoved(red1, -1, 4, "leave"), ExtraTurn(0, 2, True)]
    none = [TurnForfeited(0, 2, "no legal move, turn forfeited"), ExtraTurn(0, 2, False)]
    assert said(moved, names, 0) == ["You play a 2: Red 1 leaves START · goes again"]
    assert said(none, names, 0) == ["You draw a 2: no move · go again"]
    assert said(none, ["Bo", "You"], 0) == ["Bo draws a 2: no move · goes again"]


def test_P9_no_move_is_said_alike_for_one_card_or_several():
    """P-9: cards with no possible move are skipped: the log says "no move" for one
    card or several (issue 39: "no moves" in one entry, "no move" in another)."""
    names = ["You", "Ada"]
    one = entries([MovesSkipped(1, 7, 1)], names, 1)[0]
    two = entries([MovesSkipped(1, 7, 2)], names, 1)[0]
    assert one.text() == two.text() == "Ada: no move"


def test_the_pictures_of_an_entry_are_its_card_and_pawns():
    """The card played and the pawns moved and bumped are pictures (a card's face, a
    pawn of its colour with its number), their words kept for the text."""
    names = ["You", "Ada"]
    line = entries([CardPlayed(1, 11), PawnMoved(5, 20, 25, "switch", other=8)], names, 1)[0]
    marks = line.marks()
    assert [(m.kind, m.label) for m in marks] == [("card", "11"), ("pawn", "2"), ("pawn", "1")]
    assert [m.colour for m in marks[1:]] == [1, 2]  # Blue, Yellow
    assert line.text() == "Ada plays an 11: Blue 2 switches with Yellow 1"


def test_every_entry_of_a_session_has_a_seat_mark_or_the_tables():
    """Take-backs carry the mark of who took back, a resumed game the table's; every
    entry has its line of words and pictures."""
    seats = [Seat("Ann"), Seat("Bo", "computer", "normal", 1)]
    session = Session.new("classic", GameConfig(2), 4, seats)
    rng = random.Random(4)
    while len(session.actions) < 40:
        session.apply(rng.choice(session.state.legal_actions()))
    while session.state.current_player() != 0 or not session.can_undo(0):
        session.apply(rng.choice(session.state.legal_actions()))
    assert session.undo(0)
    back = session.log[-1]
    assert back.player == 0 and back.line is not None and back.text.startswith("Ann takes back: ")
    resumed = Session.from_text(session.record().dumps())
    assert resumed.log[-1].player is None and resumed.log[-1].text == "Game resumed"
    for entry in resumed.log + session.log:
        assert entry.line is not None and entry.line.seat == entry.player
        assert entry.player is None or 0 <= entry.player < 2
        assert not grammar_faults(entry.line, session.names()), entry.text


@pytest.mark.parametrize("game_id", list(GAMES))
def test_the_news_says_you_in_lower_case_inside_a_line(game_id):
    """The news of a move, as the log: "Last out: you, the Asshole", never a "You"
    inside its line (issue 39: "Last out: You, the Asshole")."""
    said = 0
    for _player, events, players in played(game_id):
        for names in name_sets(players):
            for event in events:
                line = event.headline(names)
                if line:
                    said += 1
                    assert not re.search(r"[^.!?]\s+You\b", line), line  # (a new sentence may)
    assert said


def test_R6_R13a_a_bust_names_who_flips_and_which_way():
    """R-6: a bust makes every other player flip a pawn card HOME; R-13a: a player on
    the longer game's way back flips one to START instead; a seat at its goal flips
    none. The entry names them, each face once ("each" for several)."""
    names = ["You", "Ada", "Bo", "Cy"]
    played = RevengeCard(2, "9", 26)
    mixed = Busted(2, 26, ((3, "HOME"), (0, "START"), (1, "HOME")))
    assert said([played, mixed], names, 2) == [
        "Bo plays the 9: busts with 26 · Cy and Ada each flip a pawn card HOME"
        " · you flip one back to START"
    ]
    alone = Busted(0, 23, ((1, "HOME"),))  # (Bo and Cy at their goal)
    assert said([RevengeCard(0, "9", 23), alone], names, 0) == [
        "You play the 9: bust with 23 · Ada flips a pawn card HOME"
    ]
