"""How a player picks a Sorry! board move, choice by choice (engine.picking).

Shared by Sorry! and Sorry My Ass!: a move is picked by its origin (one of the pawns,
or the START circle), then the square it lands on, and for a 7 split the second pawn
(whose landing square picks it too). The labels are what the board shows on each
target ("+5", "out", "SORRY!", "switch").
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from sorry_game.engine.actions import Action
from sorry_game.engine.events import whose
from sorry_game.engine.picking import Choice, Entry
from sorry_game.games.board.board import Board
from sorry_game.games.board.events import pawn_label
from sorry_game.games.board.geometry import BACKWARD, COLOUR_NAMES, EXIT, FORWARD, HOME
from sorry_game.games.board.moves import BoardMove, Leave, Move, SorryBump, Split, Switch

#: a board move → the game's action that makes it (a card played with it …)
Wrap = Callable[[BoardMove], Action]

#: the card's text says whose pawns it bumps: the prompt asks, once
SORRY_PROMPT = "SORRY!: choose a pawn to bump."


def landing(board: Board, colour: int, move: Move) -> int:
    """Where a Move lands (before any slide)."""
    p = board.pos[move.pawn]
    n = move.steps
    return FORWARD[colour][p][n] if n > 0 else BACKWARD[colour][p][-n]


def clash_label(move: Action) -> str:
    """The words on a pop-up choice when one square means two moves."""
    if isinstance(move, Switch):
        return "Switch places"
    if isinstance(move, SorryBump):
        return "SORRY! bump"
    if isinstance(move, Leave):
        return "Move out of START"
    if isinstance(move, Move):
        return f"Move {move.steps:+d}"
    if isinstance(move, Split):
        return f"Split {move.steps}+{move.steps2}"
    return str(move)


def move_picks(
    board: Board,
    colour: int,
    moves: Sequence[BoardMove],
    wrap: Wrap = lambda move: move,
    origin_prompt: str | None = None,
) -> list[Entry]:
    """(choices, wrap(move)) for each board move in `moves` (already legal)."""
    has_start = any(isinstance(m, (Leave, SorryBump)) for m in moves)
    if origin_prompt is None:
        origin_prompt = (
            "Choose a pawn to move, or your START." if has_start else "Choose a pawn to move."
        )
    start = Choice("start", colour, "START", origin_prompt, auto=True)
    all_sorry = has_start and all(
        isinstance(m, SorryBump) for m in moves if isinstance(m, (Leave, SorryBump))
    )
    from_start_prompt = SORRY_PROMPT if all_sorry else "Choose where a pawn from START goes."
    out: list[Entry] = []
    splits: list[Split] = []
    for move in moves:
        if isinstance(move, Split):
            splits.append(move)
            continue
        if isinstance(move, Leave):
            dest = Choice("square", EXIT[colour], "out", from_start_prompt)
            out.append(((start, dest), wrap(move)))
            continue
        if isinstance(move, SorryBump):
            dest = Choice("square", board.pos[move.target], "SORRY!", from_start_prompt)
            out.append(((start, dest), wrap(move)))
            continue
        pawn = move.pawn
        origin = Choice("pawn", pawn, pawn_label(pawn), origin_prompt)
        where = "Choose where this pawn goes."  # (the log names it, the board marks it)
        if isinstance(move, Switch):
            dest = Choice("square", board.pos[move.other], "switch", where)
        else:
            n = move.steps
            label = f"+{n}" if n > 0 else f"−{-n}"
            dest = Choice("square", landing(board, colour, move), label, where)
        out.append(((origin, dest), wrap(move)))
    if splits:
        out.extend(_split_picks(board, colour, splits, wrap, origin_prompt))
    return out


def _split_result(
    board: Board, colour: int, a: int, k: int, b: int
) -> tuple[tuple[int, ...], int, int] | None:
    """The board after pawn a moves k then pawn b moves 7-k, or None if not legal."""
    dest_a = FORWARD[colour][board.pos[a]][k]
    if dest_a < 0 or not board.can_land(colour, dest_a):
        return None
    after = board.copy()
    after.place(a, dest_a, None)
    pb = after.pos[b]
    if pb >= HOME:
        return None
    dest_b = FORWARD[colour][pb][7 - k]
    if dest_b < 0 or not after.can_land(colour, dest_b):
        return None
    after.place(b, dest_b, None)
    return tuple(after.pos), dest_a, dest_b


def _split_picks(
    board: Board, colour: int, splits: list[Split], wrap: Wrap, origin_prompt: str
) -> list[Entry]:
    """Every (first pawn, part, second pawn) that reaches a listed split: the engine
    lists each resulting position once, so the mirrored order picks the same action."""
    by_result: dict[tuple[int, ...], Split] = {}
    for move in splits:
        result = _split_result(board, colour, move.pawn, move.steps, move.pawn2)
        if result is not None:
            by_result[result[0]] = move
    out: list[Entry] = []
    movable = [p for p in range(colour * 4, colour * 4 + 4) if board.pos[p] < HOME]
    for a in movable:
        for k in range(1, 7):
            for b in movable:
                if a == b:
                    continue
                result = _split_result(board, colour, a, k, b)
                if result is None or result[0] not in by_result:
                    continue
                key, dest_a, dest_b = result
                picks = (
                    Choice("pawn", a, pawn_label(a), origin_prompt),
                    Choice("square", dest_a, f"+{k}", "Choose where this pawn goes."),
                    Choice(
                        "pawn",
                        b,
                        f"+{7 - k}",
                        f"Split 7: choose the pawn that moves the other {7 - k}.",
                        also=(("square", dest_b),),
                    ),
                )
                out.append((picks, wrap(by_result[key])))
    return out


def own_pawn(pawn: int) -> str:
    """The mover's own pawn, by its number: 'pawn 2'."""
    return f"pawn {(pawn & 3) + 1}"


#: each colour's player's name, by colour (`owners`): whose a pawn is, in words
Owners = Mapping[int, str]


def owners(colours: Sequence[int], names: Sequence[str] | None) -> Owners | None:
    """Each seated colour's player's name (`colours`: each seat's colour), None without
    names.

    >>> owners((0, 2), ["You", "Cy"]), owners((0, 2), None)
    ({0: 'You', 2: 'Cy'}, None)
    """
    if names is None:
        return None
    return {c: names[seat] for seat, c in enumerate(colours) if seat < len(names)}


def their_pawn(pawn: int, by: Owners | None = None) -> str:
    """Another colour's pawn: "Blue's pawn 2"; with its player's name (`by`, each
    colour's), its player's: "Cy's pawn 2", "your pawn 2" (a seat named You).

    >>> their_pawn(5), their_pawn(5, {1: "Cy"}), their_pawn(5, {1: "You"})
    ("Blue's pawn 2", "Cy's pawn 2", 'your pawn 2')
    """
    colour = pawn >> 2
    name = (by or {}).get(colour)
    owner = whose(name) if name else f"{COLOUR_NAMES[colour]}'s"
    return f"{owner} pawn {(pawn & 3) + 1}"


def describe_move(move: Action, by: Owners | None = None) -> str:
    """A board move in the words of a prompt or a hint: 'move pawn 2 forward 5' (the
    mover's own pawns by their numbers, another colour's as "Blue's pawn 1", or by its
    player's name with `by`: "Cy's pawn 1" — the log names pawns its own way, 'Red
    pawn 2', and the two are never said alike)."""
    if isinstance(move, Leave):
        return "bring a pawn into play"  # (in words of its own: the card says "from START")
    if isinstance(move, Move):
        way = "forward" if move.steps > 0 else "back"
        return f"move {own_pawn(move.pawn)} {way} {abs(move.steps)}"
    if isinstance(move, Split):
        return (
            f"split the 7: {own_pawn(move.pawn)} forward {move.steps}, "
            f"then {own_pawn(move.pawn2)} forward {move.steps2}"
        )
    if isinstance(move, Switch):
        return f"switch {own_pawn(move.pawn)} with {their_pawn(move.other, by)}"
    if isinstance(move, SorryBump):
        return f"SORRY! on {their_pawn(move.target, by)}"
    return "pass"
