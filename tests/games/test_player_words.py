"""One grammar for what players read of the moves (issue 30): every sentence about a
seat agrees with its name — "You play a 2 and go again", "Ada plays a 2 and goes
again", never "You plays" or "Ada play" — and the move log reads the same way in every
game: the actor and a verb in the present tense first, no past tense, no arrows, no
rule ids.

Whole seeded games of all four games (every option) give every event kind; the few a
random game does not reach are made by hand. Each event is read with "You" at every
seat in turn.
"""

from __future__ import annotations

import importlib
import inspect
import random
import re

import pytest
from game_helpers import configs

from sorry_game.engine.events import Event, acts, conjugate, verb_for
from sorry_game.engine.logline import entries
from sorry_game.games.board.events import CardDiscarded, ExtraTurn, TurnForfeited
from sorry_game.games.catalogue import get_game
from sorry_game.games.king.events import CheckerSkipped, PieceChanged
from sorry_game.games.revenge.events import Blocked, Stolen, StuckHand, Tiebreak

GAMES = {"classic": "board", "president": "president", "king": "king", "revenge": "revenge"}
OTHERS = ["Ada", "Bo", "Cy"]
#: 'You' (or 'you') and the word after it
YOU_VERB = re.compile(r"\b[Yy]ou ([a-z]+)\b")
#: a name opening a sentence or a clause, and the word after it
NAME_VERB = re.compile(r"(?:^|[:;.!] )(?:Ada|Bo|Cy) ([a-z]+)\b")
#: a seat's name and a verb in the past tense
PAST = re.compile(r"\b(?:You|you|Ada|Bo|Cy) (?:[a-z]+ed|made|went|won|stole|took|gave|drew)\b")
RULE_ID = re.compile(r"\b[CPKR]-\d+[a-z]?\b")
#: words after a name that are no 3rd-person verb and need no -s
MODALS = {"cannot", "may", "must", "can", "will", "and"}


def name_sets(players: int) -> list[list[str]]:
    """The seats' names with "You" at each seat in turn."""
    return [
        [("You" if s == you else OTHERS[(s - you - 1) % 3]) for s in range(players)]
        for you in range(players)
    ]


def played(game_id: str, seeds=(0, 1)):
    """(player, events, players) of every action of a few seeded random games."""
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


#: events a random game seldom makes, made by hand (seat 0 and seat 1)
BY_HAND: list[tuple[Event, int]] = [
    (CheckerSkipped(0, 3), 2),
    (StuckHand(0, ("steal", "dontbe"), "steal"), 3),
    (Tiebreak((0, 1), (20, 18)), 3),
    (PieceChanged(1, 0, "rook", "file a", True), 2),
    (TurnForfeited(0, 11, "declined the switch", "C-11", declined=True), 2),
    (CardDiscarded(1, 4), 2),
]


def sentences(event: Event, names: list[str]) -> list[str]:
    said = [event.describe(names), event.headline(names), event.effect(names)]
    return [s for s in said if s]


def agrees(text: str) -> list[str]:
    """What is wrong with the grammar of `text` about seats (empty: nothing)."""
    wrong = []
    for m in YOU_VERB.finditer(text):
        word = m.group(1)
        if word in ("is", "has", "does", "was") or (word.endswith("s") and not word.endswith("ss")):
            wrong.append(f"'you {word}'")
    for m in NAME_VERB.finditer(text):
        word = m.group(1)
        if not (word.endswith("s") or word in MODALS):
            wrong.append(f"a name with '{word}'")
    if PAST.search(text):
        wrong.append("a past tense")
    if "→" in text or RULE_ID.search(text):
        wrong.append("an arrow or a rule id")
    return wrong


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_event_agrees_with_you_and_with_a_name(game_id):
    """describe, headline and effect of every event of whole games, with 'You' at
    every seat: 'You play' and 'Ada plays', never 'You plays' or 'Ada play'."""
    seen: set[type] = set()
    cases = [(events, n) for _p, events, n in played(game_id)]
    cases += [
        ([e], n) for e, n in BY_HAND if type(e).__module__.endswith(GAMES[game_id] + ".events")
    ]
    for events, players in cases:
        for event in events:
            seen.add(type(event))
            for names in name_sets(players):
                for text in sentences(event, names):
                    assert not agrees(text), (text, agrees(text))
    module = importlib.import_module(f"sorry_game.games.{GAMES[game_id]}.events")
    kinds = {
        c
        for c in vars(module).values()
        if inspect.isclass(c) and issubclass(c, Event) and c.__module__ == module.__name__
    }
    assert kinds <= seen, kinds - seen  # every event kind of the game was read


@pytest.mark.parametrize("game_id", list(GAMES))
def test_the_move_log_names_the_actor_first_in_the_present_tense(game_id):
    """Every log entry of whole games opens with the seat it is about ('You play …',
    'Cy: Green 1 moves 5', 'Bo lets the 21 go'; the table's own entries with none), and
    a 'You' inside an entry is 'you' (tests/games/test_log_grammar.py: the rest of the
    log's grammar)."""
    for player, events, players in played(game_id, seeds=(2,)):
        for names in name_sets(players):
            for line in entries(events, names, player):
                text = line.text()
                if line.seat is None:  # the table's own entry: no seat, a capital
                    assert text[:1].isupper() and not line.subject, text
                else:
                    actor = names[line.seat]
                    assert text.startswith((f"{actor} ", f"{actor}: ")), (actor, text)
                assert not agrees(text), (text, agrees(text))
                assert not re.search(r".\bYou ", text), text


def test_the_extra_turn_banner_agrees_with_you():
    """C-9: the banner of a 2 — the tester's 'You played a 2 — goes again'."""
    assert ExtraTurn(0, 2).headline(["You", "Ada"]) == "You play a 2 and go again"
    assert ExtraTurn(1, 2).headline(["You", "Ada"]) == "Ada plays a 2 and goes again"
    assert ExtraTurn(0, 2).describe(["You"]) == "You go again"


def test_R9_R10_steals_and_blocks_name_whose_card():
    """R-9, R-10: 'SORRY! Bo steals your 21', not '… the 21 of You'."""
    names = ["You", "Bo"]
    assert Stolen(1, 0).describe(names) == "SORRY! Bo steals your 21"
    assert Blocked(0, 1, "steal").describe(names) == "Don't Be SORRY! You block Bo's SORRY!"


def test_the_shared_helper_agrees_verbs():
    assert [verb_for("You", v) for v in ("chooses", "misses", "goes", "has", "cannot")] == [
        "choose",
        "miss",
        "go",
        "have",
        "cannot",
    ]
    assert acts(0, ["You"], "flips") == "You flip" and acts(0, ["Ada"], "flips") == "Ada flips"
    assert conjugate("You", "may steal the 21") == "may steal the 21"
