"""Draw README's pictures again (docs/pictures/), each by the game itself as
`main.py --screenshot` draws it, and the phone's by bench/phone_shot.py:

    python tools/pictures.py            # every picture
    python tools/pictures.py king rules # only these
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "docs" / "pictures"

#: picture name -> the arguments of `main.py --screenshot` (the table: a seeded game
#: after some computer turns, at a decision of the player at the screen)
PICTURES: dict[str, list[str]] = {
    "classic": ["--game", "classic", "--seed", "7", "--turns", "25", "--size", "1280x800"],
    "president": ["--game", "president", "--seed", "3", "--turns", "13", "--size", "1280x800"],
    "king": ["--game", "king", "--seed", "5", "--turns", "13", "--size", "1280x800"],
    "revenge": ["--game", "revenge", "--seed", "11", "--turns", "13", "--size", "1280x800"],
    "rules": ["--scene", "rules", "--game", "classic", "--size", "1024x640"],
    "tutorial": ["--scene", "tutorial", "--game", "classic", "--size", "1024x640"],
    "replay": ["--scene", "replay", "--game", "king", "--size", "1024x640"],
    "results": ["--scene", "results", "--game", "classic", "--size", "1024x640"],
    "review": ["--scene", "review", "--game", "classic", "--size", "1280x800"],
    "moment": ["--scene", "moment", "--game", "classic", "--size", "1280x800"],
}


def main(argv: list[str]) -> int:
    wanted = argv or [*PICTURES, "phone"]
    unknown = [name for name in wanted if name not in PICTURES and name != "phone"]
    if unknown:
        print(f"no such picture: {', '.join(unknown)} (pictures: {', '.join(PICTURES)}, phone)")
        return 2
    # a folder of its own for settings and saves: the pictures show the game as a new
    # player first sees it, never this machine's text size or theme
    home = tempfile.mkdtemp(prefix="sorry-pictures-")
    env = {**os.environ, "SORRY_GAME_HOME": home}
    for name in wanted:
        if name == "phone":
            command = [sys.executable, str(ROOT / "bench" / "phone_shot.py")]
        else:
            path = OUT / f"{name}.png"
            command = [sys.executable, str(ROOT / "main.py"), "--screenshot", str(path)]
            command += PICTURES[name]
        done = subprocess.run(command, cwd=ROOT, env=env, check=False)
        if done.returncode:
            print(f"{name}: failed ({done.returncode})")
            return done.returncode
        print(f"{name}: drawn")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
