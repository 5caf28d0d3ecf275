"""The review sits in its layer (issue 42): it uses the computer players and the engine,
the app uses it; it imports no pygame, no app and no phones, and nothing below it (the
engine, the games, the computer players) imports it."""

from __future__ import annotations

import ast
from pathlib import Path

import sorry_game

ROOT = Path(sorry_game.__file__).resolve().parent


def _imports(path: Path) -> list[str]:
    names: list[str] = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.append(node.module)
    return names


def test_the_review_imports_nothing_above_it():
    above = ("pygame", "sorry_game.app", "sorry_game.phones")
    for path in [*(ROOT / "review").glob("*.py"), ROOT / "store" / "reviews.py"]:
        bad = [name for name in _imports(path) if name.startswith(above)]
        assert not bad, (path.name, bad)


def test_nothing_below_the_review_imports_it():
    for folder in ("engine", "games", "ai"):
        for path in (ROOT / folder).rglob("*.py"):
            bad = [name for name in _imports(path) if name.startswith("sorry_game.review")]
            assert not bad, (path, bad)
