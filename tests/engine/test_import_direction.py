"""ARCHITECTURE: imports point one way, `engine` ← `games` ← `ai` ← `phones` ← `app`; a
game is one folder per part; no import circle; small rooms.

- the engine knows no game, the games know no AI and no UI, the AI knows no UI, the
  phones' server knows no UI (no pygame: it runs headless, in the bench and the tests);
- the shell (app/ outside plugins/) imports no game package and no game's plugin: it
  reaches the games only through the catalogue (`sorry_game.games.catalogue`);
- a game's plugin imports no other game's plugin, and a game's rules no other game's
  rules (shared parts are packages of their own: `games/board`, `app/plugins/board`);
- no game id is written outside that game's own folders (its rules package, its
  computer player `ai/<id>.py`, its plugin `app/plugins/<id>/`);
- no import circle, counting every import (also inside functions and under
  TYPE_CHECKING);
- modules of at most 600 lines, classes of at most 400.
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

import sorry_game
from sorry_game.games.catalogue import all_games

ROOT = Path(sorry_game.__file__).resolve().parent
#: layer of each package, lowest first: a module may import only its own layer or lower
LAYERS = {"engine": 0, "games": 1, "ai": 2, "phones": 3, "app": 4}
MAX_MODULE_LINES, MAX_CLASS_LINES = 600, 400
#: the games of this checkout (the toy of the tests lives outside sorry_game/)
GAME_IDS = sorted(g.id for g in all_games() if (ROOT / "games" / g.id).is_dir())


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


MODULES = {module_name(p): p for p in sorted(ROOT.rglob("*.py"))}


def imports_of(path: Path) -> list[tuple[int, str]]:
    """Every module an import statement (or import_module("…")) of `path` names, with
    its line; relative imports resolved."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    here = module_name(path).split(".")
    package = here if path.name == "__init__.py" else here[:-1]
    out: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                up = package[: len(package) - (node.level - 1)]
                base = ".".join(up + ([base] if base else []))
            out.append((node.lineno, base))
            out += [(node.lineno, f"{base}.{alias.name}") for alias in node.names]
        elif (
            isinstance(node, ast.Call)
            and getattr(node.func, "attr", getattr(node.func, "id", "")) == "import_module"
            and node.args
            and isinstance(node.args[0], ast.Constant)
        ):
            out.append((node.lineno, str(node.args[0].value)))
    return out


def known_module(name: str) -> str | None:
    """The sorry_game module an imported name belongs to (a module or its attribute)."""
    while name and name not in MODULES:
        name = name.rpartition(".")[0]
    return name or None


def layer_of(module: str) -> int | None:
    parts = module.split(".")
    if parts[0] != "sorry_game" or len(parts) < 2:
        return None
    return LAYERS.get(parts[1])


def owner(module: str) -> str | None:
    """The game a module belongs to (its rules, computer or plugin), or None."""
    parts = module.split(".")
    for prefix in (["sorry_game", "games"], ["sorry_game", "ai"], ["sorry_game", "app", "plugins"]):
        if parts[: len(prefix)] == prefix and len(parts) > len(prefix):
            name = parts[len(prefix)]
            return name if name in GAME_IDS else None
    return None


def test_every_layer_imports_only_downwards():
    offenders = []
    for module, path in MODULES.items():
        level = layer_of(module)
        for line, name in imports_of(path):
            target = layer_of(name)
            if level is not None and target is not None and target > level:
                offenders.append(f"{module}:{line} imports {name}")
            if level is not None and level < LAYERS["app"] and name.split(".")[0] == "pygame":
                offenders.append(f"{module}:{line} imports pygame")
    assert not offenders, offenders


def test_the_shell_reaches_the_games_only_through_the_catalogue():
    offenders = []
    for module, path in MODULES.items():
        if not module.startswith("sorry_game.app.") or module.startswith("sorry_game.app.plugins"):
            continue
        for line, name in imports_of(path):
            if owner(name) is not None:
                offenders.append(f"{module}:{line} imports {name}")
    assert not offenders, offenders


def test_no_game_part_imports_another_game():
    offenders = []
    for module, path in MODULES.items():
        mine = owner(module)
        for line, name in imports_of(path):
            theirs = owner(name)
            if theirs is not None and mine is not None and theirs != mine:
                offenders.append(f"{module}:{line} imports {name}")
    assert not offenders, offenders


def _docstrings(tree: ast.AST) -> set[int]:
    out = set()
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if (
            isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef))
            and body
            and isinstance(body[0], ast.Expr)
            and isinstance(body[0].value, ast.Constant)
        ):
            out.add(id(body[0].value))
    return out


def test_no_game_id_is_written_outside_its_folders():
    """Adding a game must not mean editing id tables elsewhere (docstrings may name it)."""
    assert GAME_IDS, "no game found"
    offenders = []
    for module, path in MODULES.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        docs = _docstrings(tree)
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Constant)
                and isinstance(node.value, str)
                and node.value in GAME_IDS
                and id(node) not in docs
                and owner(module) != node.value
            ):
                offenders.append(f"{module}:{node.lineno} {node.value!r}")
    assert not offenders, offenders


def import_circles() -> list[list[str]]:
    """Strongly connected groups of sorry_game modules (Tarjan), every import counted."""
    graph: dict[str, set[str]] = {}
    for module, path in MODULES.items():
        for _line, name in imports_of(path):
            target = known_module(name)
            if target is not None and target != module:
                graph.setdefault(module, set()).add(target)
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    out: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in sorted(graph.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                out.append(sorted(group))

    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(max(limit, 10_000))
    try:
        for v in sorted(graph):
            if v not in index:
                visit(v)
    finally:
        sys.setrecursionlimit(limit)
    return out


def test_no_import_circle():
    assert import_circles() == []


@pytest.mark.parametrize("module", sorted(MODULES))
def test_rooms_are_small(module):
    """A module has one job: at most 600 lines, and no class over 400."""
    path = MODULES[module]
    text = path.read_text(encoding="utf-8")
    lines = text.count("\n") + 1
    assert lines <= MAX_MODULE_LINES, f"{module} has {lines} lines"
    for node in ast.walk(ast.parse(text)):
        if isinstance(node, ast.ClassDef):
            span = (node.end_lineno or node.lineno) - node.lineno + 1
            assert span <= MAX_CLASS_LINES, f"{module}: class {node.name} has {span} lines"


def test_the_checks_see_real_modules():
    """The checks above would catch a break: they see the layers, the games and an edge."""
    assert "sorry_game.app.scenes.table" in MODULES
    assert {"classic", "president", "king", "revenge"} <= set(GAME_IDS)
    assert owner("sorry_game.app.plugins.king.plugin") == "king"
    assert owner("sorry_game.ai.king") == "king" and owner("sorry_game.ai.agents") is None
    edges = {n for _l, n in imports_of(ROOT / "games" / "classic" / "game.py")}
    assert any(layer_of(n) == 0 for n in edges)
    assert import_circles.__doc__ and _docstrings(ast.parse('"""x"""'))
