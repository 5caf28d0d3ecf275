"""Kills (issue 17): SIGKILL at random moments while computers play, for every game.

The real program (the app, the real table, computers of every seat thinking in the
worker process, at "fast" or "instant" speed so that a kill lands while a move is
thought about, animated or saved) is started headless for each registered game and
killed with SIGKILL after a seeded random delay, three times per game. Then:
- the autosave loads, with the game's seed, set-up and seats;
- its actions are a prefix of the actions the program played (each is written to a
  side file just before it is applied): at most the move in flight is lost;
- no process of the run (the worker, multiprocessing's resource tracker) survives.

The toy game is installed in the program and in its worker (the script installs it
when it is imported, which a spawned worker does too). Processes of a run are found
by a marker in their environment (Linux /proc), as in tests/test_faults_process.py.
"""

from __future__ import annotations

import os
import random
import signal
import textwrap
import time
import uuid

import pytest
from test_faults_process import PROC, ROOT, run_processes, start, survivors, wait_until

from sorry_game.engine.interface import GameConfig
from sorry_game.games.catalogue import all_games
from sorry_game.session import Seat, Session

pytestmark = pytest.mark.skipif(
    not (PROC / "self" / "environ").exists() or not hasattr(signal, "SIGKILL"),
    reason="finds the processes of a run through /proc (Linux)",
)

GAMES = {game.id: game for game in all_games()}
#: the speed setting of each kill: "fast" kills land while a move is thought about or
#: animated, "instant" ones mostly while the autosave is written
SPEEDS = ("fast", "instant", "fast")
#: the kill comes this long (seeded, seconds) after the first computer move was played
KILL_AFTER = (0.0, 2.5)

#: the program, with the toy game installed (here and in the spawned worker) and every
#: action written to a side file just before the session applies (and saves) it
PLAYING_APP = textwrap.dedent(
    """
    import sys
    sys.path.insert(0, {tests!r})
    import toy

    toy.install()  # also when a spawned worker imports this file


    def main(game_id, seed, played, speed):
        from sorry_game.app.app import App
        from sorry_game.engine.interface import GameConfig
        from sorry_game.games.catalogue import get_game
        from sorry_game.store.paths import autosave_path
        from sorry_game.session import Seat, Session

        game = get_game(game_id)
        players = max(game.min_players, min(4, game.max_players))
        colours = game.default_colours(players)
        seats = [Seat(f"C{{i}}", "computer", "normal", colours[i]) for i in range(players)]
        side = open(played, "a", encoding="utf-8")
        apply = Session.apply

        def logged_apply(self, action):
            side.write(str(action) + "\\n")
            side.flush()
            return apply(self, action)

        Session.apply = logged_apply
        config = GameConfig(players)
        session = Session.new(game_id, config, seed, seats, save_path=autosave_path())
        app = App(size=(800, 600), audio=False)
        app.settings.speed = speed
        app.open_table(session)
        return app.run()


    if __name__ == "__main__":
        sys.exit(main(sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4]))
    """
)


def config_of(game_id: str) -> GameConfig:
    """The set-up the script plays: as many players as the game likes best, up to 4."""
    game = GAMES[game_id]
    return GameConfig(max(game.min_players, min(4, game.max_players)))


def seats_of(game_id: str) -> list[Seat]:
    """The script's seats: every seat a normal computer, in the game's default colours."""
    game = GAMES[game_id]
    players = config_of(game_id).players
    colours = game.default_colours(players)
    return [Seat(f"C{i}", "computer", "normal", colours[i]) for i in range(players)]


def worker_running(marker: str) -> bool:
    return any("spawn_main" in command for _, command in run_processes(marker))


@pytest.mark.timeout(120)
@pytest.mark.parametrize("kill", range(len(SPEEDS)))
@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_sigkill_during_computer_play_loses_at_most_the_move_in_flight(game_id, kill, tmp_path):
    rng = random.Random(f"kill {game_id} {kill}")
    seed = rng.randrange(1, 100_000)
    home = tmp_path / "home"
    script = tmp_path / "playing_app.py"
    script.write_text(PLAYING_APP.format(tests=str(ROOT / "tests")), "utf-8")
    played = tmp_path / "played.txt"
    marker = uuid.uuid4().hex
    proc = start(home, marker, [str(script), game_id, str(seed), str(played), SPEEDS[kill]])
    try:
        playing = wait_until(
            lambda: worker_running(marker) and played.exists() and played.stat().st_size > 0,
            60,
        )
        assert playing, (
            "the computers never played",
            proc.poll(),
            proc.stderr.read().decode()[-2000:] if proc.poll() is not None else "",
        )
        time.sleep(rng.uniform(*KILL_AFTER))
        assert proc.poll() is None, "the program ended by itself"
        proc.send_signal(signal.SIGKILL)
        proc.wait(30)
        print("ERR", proc.stderr.read().decode()[-3000:])
        assert survivors(marker, 15) == [], "a process of the killed program lives on"
    finally:
        for pid, _ in run_processes(marker):
            os.kill(pid, signal.SIGKILL)
        if proc.poll() is None:
            proc.kill()
        proc.stderr.close()

    loaded = Session.load(home / "data" / "autosave.sorry")
    assert (loaded.game_id, loaded.seed, loaded.config) == (game_id, seed, config_of(game_id))
    assert loaded.seats == seats_of(game_id)
    actions = played.read_text(encoding="utf-8").splitlines()
    assert actions, "no move was played before the kill"
    assert loaded.actions == actions[: len(loaded.actions)], "the autosave is not the game played"
    assert len(actions) - len(loaded.actions) <= 1, "more than the move in flight was lost"
    print("DBG", game_id, len(actions), len(loaded.actions), loaded.state.is_over())
