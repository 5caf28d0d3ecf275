"""ARCHITECTURE: nothing under sorry_game/engine, sorry_game/games, sorry_game/ai imports pygame."""

from __future__ import annotations

import ast
import os
import subprocess
import sys
from pathlib import Path

import sorry_game

PACKAGE_ROOT = Path(sorry_game.__file__).resolve().parent
HEADLESS_DIRS = ("engine", "games", "ai")


def headless_modules() -> list[str]:
    """Dotted names of every module under the pygame-free packages."""
    names = []
    for sub in HEADLESS_DIRS:
        for path in sorted((PACKAGE_ROOT / sub).rglob("*.py")):
            rel = path.relative_to(PACKAGE_ROOT.parent).with_suffix("")
            parts = list(rel.parts)
            if parts[-1] == "__init__":
                parts.pop()
            names.append(".".join(parts))
    return names


def test_there_are_modules_to_check():
    mods = headless_modules()
    assert "sorry_game.engine" in mods
    assert "sorry_game.games.classic.game" in mods
    assert "sorry_game.games.board.moves" in mods


def test_no_pygame_import_in_source():
    offenders = []
    for sub in HEADLESS_DIRS:
        for path in sorted((PACKAGE_ROOT / sub).rglob("*.py")):
            tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
            for node in ast.walk(tree):
                names: list[str] = []
                if isinstance(node, ast.Import):
                    names = [alias.name for alias in node.names]
                elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                    names = [node.module]
                elif isinstance(node, ast.Call) and getattr(node.func, "id", "") == "__import__":
                    names = [a.value for a in node.args if isinstance(a, ast.Constant)]
                elif (
                    isinstance(node, ast.Call)
                    and getattr(node.func, "attr", "") == "import_module"
                    and node.args
                    and isinstance(node.args[0], ast.Constant)
                ):
                    names = [str(node.args[0].value)]
                for name in names:
                    if name == "pygame" or str(name).startswith("pygame."):
                        offenders.append(f"{path.relative_to(PACKAGE_ROOT)}:{node.lineno}")
            # plain text too (catches imports built in strings the AST walk misses)
            for lineno, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                stripped = line.strip()
                if stripped.startswith(("import pygame", "from pygame")):
                    offenders.append(f"{path.relative_to(PACKAGE_ROOT)}:{lineno}")
    assert not offenders, f"pygame imported in headless code: {sorted(set(offenders))}"


SCRIPT = r"""
import importlib, random, sys
mods = sys.argv[1:]
for name in mods:
    importlib.import_module(name)
importlib.import_module("sorry_game.session")
from sorry_game.engine import GameConfig
from sorry_game.games.catalogue import get_game
from sorry_game.session import Seat, Session
for options in ({}, {"hand": True}, {"partners": True}):
    seats = [Seat(f"P{i}") for i in range(4)]
    session = Session.new("classic", GameConfig(4, options), 3, seats, None)
    rng = random.Random(3)
    while not session.state.is_over():
        legal = session.state.legal_actions()
        session.apply(legal[int(rng.random() * len(legal))])
    session.state.view(0)
    session.record().dumps()
bad = sorted(m for m in sys.modules if m == "pygame" or m.startswith("pygame."))
assert not bad, bad
print("ok", len(mods))
"""


def test_no_pygame_at_run_time(tmp_path):
    mods = headless_modules()
    env = dict(os.environ)
    env["SORRY_GAME_HOME"] = str(tmp_path)
    env.pop("PYTHONSTARTUP", None)
    # the checkout under test, not whichever copy the interpreter has installed
    env["PYTHONPATH"] = os.pathsep.join(
        filter(None, [str(PACKAGE_ROOT.parent), env.get("PYTHONPATH")])
    )
    proc = subprocess.run(
        [sys.executable, "-c", SCRIPT, *mods],
        capture_output=True,
        text=True,
        env=env,
        cwd=str(tmp_path),
        timeout=120,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert proc.stdout.strip() == f"ok {len(mods)}"
