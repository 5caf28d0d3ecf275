"""Start sorry-game: `python main.py` opens the window; `--help` lists the other commands."""

import multiprocessing
import os
import sys

if __name__ == "__main__":
    multiprocessing.freeze_support()  # computer players think in spawned worker processes
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from sorry_game.cli import main

    sys.exit(main())
