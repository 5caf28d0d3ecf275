"""Opening a guided first game: the game's script (`plugins/<id>/tutorial.py`) played
at the table from its fixed seed, you against computers, with the tips on.

    open_tutorial(app, "classic")        # Learn to play → a game
    screenshot_scene(app, "classic")     # the same table, shown at its first tip

A guided game is practice: not autosaved (it does not replace the game kept for
Continue) and not counted. *Skip tutorial* makes it a normal game from then on
(`play_on`): autosaved, so Continue resumes it, and counted and kept when it ends.
"""

from __future__ import annotations

import logging
import time

from sorry_game.app.scene import Host, Scene
from sorry_game.app.scenes.setup.choices import computer_name
from sorry_game.app.table.guide import Guide, Tutorial, tutorial_for
from sorry_game.engine.interface import Game, GameConfig
from sorry_game.engine.logline import table_line
from sorry_game.games.catalogue import all_games, get_game
from sorry_game.session import LogEntry, Seat, Session
from sorry_game.store import saves
from sorry_game.store.paths import autosave_path

log = logging.getLogger(__name__)

#: seconds a screenshot waits at most for the first tip
SCREENSHOT_SECONDS = 20.0
#: the move log's first line when the guided game starts from an opening
OPENING_TEXT = "You join a game under way"


def tutorial_games() -> list[Game]:
    """The games that have a guided first game, in menu order."""
    return [g for g in all_games() if getattr(g, "available", True) and tutorial_for(g)]


def tutorial_session(game: Game, script: Tutorial) -> Session:
    """The guided game's session: you at the script's seat, computers elsewhere named
    as a new game names them (`computer_name`), its opening played. The opening's moves
    are nobody's to take back, and the move log starts where you sit down."""
    colours = game.default_colours(script.players)
    seats = [
        Seat("You", "human", "normal", colours[i])
        if i == script.seat
        else Seat(computer_name(game, colours[i]), "computer", script.level, colours[i])
        for i in range(script.players)
    ]
    config = GameConfig(script.players, dict(script.options))
    session = Session.new(game.id, config, script.seed, seats, save_path=None)
    for text in script.opening:
        session.apply(game.parse_action(text))
    if script.opening:
        session.actors = [None] * len(session.actions)
        session.log = [LogEntry.of(len(session.actions), table_line(OPENING_TEXT))]
    return session


def play_on(session: Session) -> str:
    """Skip tutorial: the practice game becomes a normal game, saved to the autosave
    path from now on (Continue resumes it). A game in progress that the autosave holds
    is not lost: it is kept as a named save first (Load game). Returns what to tell the
    player ("" when all went as it should)."""
    path = autosave_path()
    words = ""
    try:
        earlier = Session.load(path) if path.exists() else None
    except Exception:  # noqa: BLE001 - a file the title cannot read either: it moves it aside
        log.exception("the autosave %s could not be read before a skipped tutorial", path)
        earlier = None
    if earlier is not None and not earlier.state.is_over():
        try:
            name = saves.save_as(earlier, kept_name(earlier)).stem
        except (OSError, ValueError) as exc:
            return f"Not saved: your game in progress could not be kept aside ({exc})."
        words = f"Your game in progress is kept in Load game as {name}."
    session.save_path = path
    if not session.save():
        return f"Not saved: {session.save_error}"
    return words


def kept_name(session: Session) -> str:
    """A free name for a game kept aside: 'Sorry! 25 Nov 19-40' (then '… 2', '… 3')."""
    stamp = saves.safe_name(f"{session.game.title} {time.strftime('%d %b %H-%M')}")
    base = stamp[: saves.NAME_LEN - 4].strip()  # room for the number
    name, n = base, 1
    while saves.exists(name) and n < 999:
        n += 1
        name = f"{base} {n}"
    return name


def guided_game(game_id: str) -> tuple[Session, Guide]:
    """The session and the script of `game_id`'s guided game; LookupError without one."""
    game = get_game(game_id)
    script = tutorial_for(game)
    if script is None:
        raise LookupError(f"{game.title} has no guided first game.")
    return tutorial_session(game, script), Guide(script)


def open_tutorial(app: Host, game_id: str) -> Scene | None:
    """Show the guided first game of `game_id` (the route "tutorial"); a game without
    one is a notice, never a crash."""
    try:
        return app.go("tutorial", game_id)
    except LookupError as exc:
        app.notify("No guided game", [str(exc)], "info")
        return None


def screenshot_scene(app: Host, game_id: str) -> Scene:
    """The guided game of `game_id` at its first tip (for `--screenshot --scene
    tutorial`): stepped until the player is asked (waiting at most SCREENSHOT_SECONDS,
    should a computer think in its worker process first). Like every
    `screenshot_scene`, it returns the scene off the stack, for the caller to show."""
    speed = app.settings.speed
    app.settings.speed = "instant"
    try:
        scene = open_tutorial(app, game_id)
        if scene is None:
            raise LookupError(f"{game_id} has no guided first game")
        step = getattr(app, "step", None)
        until = time.monotonic() + SCREENSHOT_SECONDS
        while time.monotonic() < until:
            if app.top is scene and scene.human_input() and scene.forced_in is None:  # type: ignore[attr-defined]
                break
            if step is None:
                scene.update(0.1)
            else:
                step([], dt=0.1)
            time.sleep(0.002)  # a computer thinking in the worker: let it
    finally:
        app.settings.speed = speed
    if app.top is scene and len(app.scenes) > 1:
        app.pop()
    return scene


__all__ = [
    "OPENING_TEXT",
    "guided_game",
    "kept_name",
    "open_tutorial",
    "play_on",
    "screenshot_scene",
    "tutorial_games",
    "tutorial_session",
]
