"""Each game's phone part (games/<id>/phone.py): what one seat's phone is sent.

Checked at many seeded positions of every game (every phase a random game reaches):
the message is JSON, every pick a tap can make names an element the page draws, the
decider's picks cover every legal action, the public line is one line without rule
ids, and the message to a seat never depends on what that seat cannot see (the
poisoned state: every hidden card dealt differently, docs/PHONES.md).
"""

from __future__ import annotations

import json
import random
import re
from typing import Any

import pytest

from sorry_game.ai.agents import RandomAgent
from sorry_game.engine.interface import GameConfig
from sorry_game.games.catalogue import get_game
from sorry_game.phones.seatview import phone_part, said_in, state_message

#: (game, players, options): every game, with hands and partners where a game has them
SETUPS = [
    ("classic", 2, {}),
    ("classic", 4, {"hand": True, "partners": True}),
    ("president", 4, {}),
    ("king", 2, {}),
    ("revenge", 2, {}),
    ("revenge", 4, {}),
]
RULE_ID = re.compile(r"\b[A-Z]{1,2}-\d+")


def positions(game_id: str, players: int, options: dict[str, Any], seed: int, every: int = 7):
    """Every `every`-th position of a seeded random game (up to 400 plies)."""
    game = get_game(game_id)
    state = game.new_state(GameConfig(players, options), seed)
    agent = RandomAgent(seed)
    for ply in range(400):
        if state.is_over():
            yield state
            return
        if ply % every == 0:
            yield state
        state.apply_fast(agent.choose(state))


def message(game_id: str, state: Any, seat: int) -> dict[str, Any]:
    game = get_game(game_id)
    names = [f"Seat {i}" for i in range(state.view(seat).players)]
    return state_message(game, state, seat, names, 7, ["a line"])


def element_ids(msg: dict[str, Any]) -> set[str]:
    """What the page draws that a tap can pick: cards, chips, the board's cells, pawns
    and STARTs."""
    private = msg["private"]
    board = msg["board"] or {}
    ids = {card["id"] for card in private.get("cards", [])}
    ids |= {chip["id"] for chip in private.get("chips", [])}
    ids |= {cell["id"] for cell in board.get("cells", [])}
    ids |= {pawn["id"] for pawn in board.get("pawns", [])}
    ids |= {lane["start"] for lane in board.get("lanes", [])}
    return ids


@pytest.mark.parametrize("setup", SETUPS, ids=lambda s: f"{s[0]}-{s[1]}")
def test_every_tap_names_a_drawn_element_and_the_picks_cover_the_legal_actions(
    setup: tuple[str, int, dict[str, Any]],
) -> None:
    game_id, players, options = setup
    seen_targets = 0
    for seed in (1, 2, 3):
        for state in positions(game_id, players, options, seed):
            for seat in range(players):
                msg = message(game_id, state, seat)
                assert json.loads(json.dumps(msg)) == msg
                private = msg["private"]
                assert set(private) <= {"cards", "chips", "lines", "playing"}
                playing = [private["playing"]] if "playing" in private else []
                for item in private["cards"] + private.get("chips", []) + playing:
                    assert set(item) == {"id", "text", "sub", "tone"}
                assert all(isinstance(line, str) and line for line in private["lines"])
                assert "\n" not in msg["public"] and msg["public"]
                assert not RULE_ID.search(msg["public"] + " ".join(private["lines"]))
                board = msg["board"]
                assert board is not None and board["kind"] in ("grid", "track", "pile")
                if board["kind"] == "grid":
                    assert len(board["cells"]) == board["cols"] * board["rows"]
                ids = element_ids(msg)
                for pick in msg["picks"]:
                    for step in pick["steps"]:
                        if step["target"] is not None:
                            assert step["target"] in ids, (step, sorted(ids))
                            seen_targets += 1
                if seat == state.current_player():
                    assert msg["yours"]
                    offered = {pick["action"] for pick in msg["picks"]}  # a split: two ways
                    assert offered == {str(a) for a in state.legal_actions()}
                else:
                    assert not msg["yours"] and msg["picks"] == []
    assert seen_targets > 0


@pytest.mark.parametrize(
    "setup",
    [s for s in SETUPS if get_game(s[0]).hides(GameConfig(s[1], s[2]))],
    ids=lambda s: f"{s[0]}-{s[1]}",
)
def test_a_seats_message_is_the_same_whatever_it_cannot_see(
    setup: tuple[str, int, dict[str, Any]],
) -> None:
    """The poisoned state: the same position with every card the seat cannot see dealt
    differently gives the same message, byte for byte, to the seat deciding and to
    the others."""
    game_id, players, options = setup
    checked = 0
    for seed in (4, 5):
        for state in positions(game_id, players, options, seed, every=11):
            if state.is_over():
                continue
            for seat in range(players):
                honest = json.dumps(message(game_id, state, seat))
                for k in range(3):
                    poisoned = state.determinize(seat, random.Random(seed * 100 + k))
                    assert json.dumps(message(game_id, poisoned, seat)) == honest
                    checked += 1
    assert checked > 20


def test_a_hand_is_the_views_hand_and_king_is_played_by_taps_on_the_board() -> None:
    """The cards a phone draws are the seat's own hand, in order; a chess move is two
    taps on the board (piece, then square) and a checker move one tap on the ring."""
    state = next(iter(positions("revenge", 3, {}, 9)))
    view = state.view(0)
    cards = message("revenge", state, 0)["private"]["cards"]
    assert [c["id"] for c in cards] == [f"card:{code}" for code in view.game.hand]
    king = get_game("king")
    part = phone_part(king)
    kinds: set[str] = set()
    for state in positions("king", 2, {}, 3, every=1):
        seat = state.current_player()
        if seat is None:
            break
        for pick in message("king", state, seat)["picks"]:
            steps = pick["steps"]
            kinds.add(steps[0]["id"].split(":")[0])
            assert steps[0]["target"] is not None
            if steps[0]["id"].startswith("square:") and len(steps) > 1:
                assert steps[1]["target"] is not None  # the square it goes to
        if len(kinds) == 2:
            break
    assert {"square", "checker"} <= kinds
    assert part.target("checker", 5) == "ring:5" and part.target("square", "e4") == "sq:e4"


def test_the_phone_page_wears_the_windows_theme() -> None:
    """Issue 39: the page's grey cards and plain lists looked unfinished beside the
    window: its colours are the default theme's (table, panels, their edge, the card
    face) and a card that cannot be played keeps its face (no greying opacity)."""
    import re
    from pathlib import Path

    from sorry_game.app.theme import load_theme

    css = (Path(__file__).parents[2] / "sorry_game/phones/static/phone.css").read_text()
    theme, _warnings = load_theme("classic-round")

    def hex_of(key: str) -> str:
        r, g, b = tuple(theme.colour(key))[:3]
        return f"#{r:02x}{g:02x}{b:02x}"

    for var, key in (
        ("bg", "background"),
        ("panel", "panel"),
        ("panel-edge", "panel_edge"),
        ("table", "table"),
        ("track", "track"),
    ):
        assert re.search(rf"--{var}: {hex_of(key)};", css), (var, key)
    # the seats' colours on the board and the chips are the window's
    for key in ("red", "blue", "yellow", "green"):
        r, g, b = tuple(theme.player_colour(key))[:3]
        assert re.search(rf"--{key}: #{r:02x}{g:02x}{b:02x};", css), key
    disabled = re.search(r"\.card:disabled \{([^}]*)\}", css)
    assert disabled is not None
    opacity = re.search(r"opacity: ([.\d]+)", disabled.group(1))
    assert opacity is None or float(opacity.group(1)) == 1


@pytest.mark.parametrize("game_id", ["classic", "president", "king", "revenge"])
def test_the_end_gives_every_seats_place_as_results_does(game_id: str) -> None:
    """The phone's end is finished on its own: the `state` message lists every seat
    once, first to last as the table's Results places them (`engine.outcome.places`,
    winners first), each with its progress in words; nothing while the game runs."""
    game = get_game(game_id)
    players = max(game.min_players, min(3, game.max_players))
    config = game.validate_config(GameConfig(players))
    state = game.new_state(config, 4)
    rng = random.Random(4)
    names = [f"P{i + 1}" for i in range(players)]
    assert state_message(game, state, 0, names, 1)["standings"] == []
    while not state.is_over():
        state.apply(rng.choice(state.legal_actions()))
    rows = state_message(game, state, 0, names, 2)["standings"]
    outcome = state.outcome()
    assert outcome is not None
    assert sorted(row["seat"] for row in rows) == list(range(players))
    assert [row["place"] for row in rows] == sorted(row["place"] for row in rows)
    winners = {row["seat"] for row in rows if row["place"] == 1}
    assert winners == set(outcome.winners or range(players))  # a draw: all first
    order = [s for s in state.ranking() if s not in winners]
    assert [row["seat"] for row in rows if row["seat"] not in winners] == order
    # what the counts count said once: by the headline where its reason names it
    label = "" if said_in(game.progress_label, outcome.reason) else f" {game.progress_label}"
    for row in rows:
        progress = state.view(None).seats[row["seat"]].progress
        assert row["progress"].startswith(f"{progress}/{game.progress_goal}{label}")


@pytest.mark.parametrize("game_id", ["classic", "president", "revenge"])
def test_the_end_says_home_once_in_the_headline_not_in_every_row(game_id: str) -> None:
    """A race to HOME won (Sorry! Revenge's "all four pawn cards HOME"): the headline
    says HOME once; the rows give each seat's place and total ("3/4"), not "HOME"
    again in every row."""
    game = get_game(game_id)
    players = max(2, game.min_players)
    state = game.new_state(game.validate_config(GameConfig(players)), 11)
    rng = random.Random(11)
    while not state.is_over():
        state.apply(rng.choice(state.legal_actions()))
    message = state_message(game, state, 0, ["Ana", "Bo", "Cy", "Di"][:players], 2)
    assert "HOME" in message["prompt"], message["prompt"]
    rows = [row["progress"] for row in message["standings"]]
    assert len(rows) == players and all(re.fullmatch(r"[0-4]/4( · .*)?", row) for row in rows), rows


@pytest.mark.parametrize("game_id", ["classic", "president", "king", "revenge"])
def test_every_fact_of_the_box_starts_as_a_line_does(game_id: str) -> None:
    """The box's lines stand one under another on a phone, a fact to a line where they
    do not fit side by side: each fact starts with a capital, a number or a seat, as
    its neighbours do (Revenge's "play goes counter-clockwise" stood lower-case under
    "Round 1")."""
    game = get_game(game_id)
    players = max(2, game.min_players)
    state = game.new_state(game.validate_config(GameConfig(players)), 5)
    part = phone_part(game)
    rng = random.Random(5)
    facts: set[str] = set()
    for _ in range(60):
        if state.is_over():
            break
        for line in part.private(state.view(0)).get("lines", []):
            facts.update(fact for fact in line.split(" · ") if fact)
        state.apply(rng.choice(state.legal_actions()))
    assert facts
    lower = sorted(fact for fact in facts if not re.match(r"[A-Z0-9\ue000♟♞♝♜♛♚]", fact))
    assert lower == [], lower
