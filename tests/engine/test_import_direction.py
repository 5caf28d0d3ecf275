"""ARCHITECTURE: imports point one way, `engine` ← `games` ← `ai` ← `app`.

The engine knows no game, the games know no AI and no UI, the AI knows no UI, and the
one table names no game: no module under app/scenes/ (nor app/table/) imports a game
package — game knowledge lives in the games and their UI plugins (app/plugins/)."""

from __future__ import annotations

import ast
from pathlib import Path

import sorry_game

ROOT = Path(sorry_game.__file__).resolve().parent
#: layer of each package, lowest first: a module may import only its own layer or lower
LAYERS = {"engine": 0, "games": 1, "ai": 2, "app": 3}
#: the one upward reference: the registry discovers the games package by name the first
#: time a game is asked for (like a plugin entry point); no engine code uses game code
DISCOVERY = {("engine/registry.py", "sorry_game.games")}


def imports_of(path: Path) -> list[tuple[int, str]]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            out.append((node.lineno, node.module))
        elif (
            isinstance(node, ast.Call)
            and getattr(node.func, "attr", getattr(node.func, "id", "")) == "import_module"
            and node.args
            and isinstance(node.args[0], ast.Constant)
        ):
            out.append((node.lineno, str(node.args[0].value)))
    return out


def layer_of(module: str) -> int | None:
    parts = module.split(".")
    if parts[0] != "sorry_game" or len(parts) < 2:
        return None
    return LAYERS.get(parts[1])


def test_every_layer_imports_only_downwards():
    offenders = []
    for package, level in LAYERS.items():
        for path in sorted((ROOT / package).rglob("*.py")):
            for line, module in imports_of(path):
                target = layer_of(module)
                if (str(path.relative_to(ROOT)), module) in DISCOVERY:
                    continue
                if target is not None and target > level:
                    offenders.append(f"{path.relative_to(ROOT)}:{line} imports {module}")
    assert not offenders, offenders


def test_the_table_and_the_scenes_import_no_game_package():
    offenders = []
    for folder in ("app/scenes", "app/table"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            text = path.read_text(encoding="utf-8")
            for line, module in imports_of(path):
                if module.startswith("sorry_game.games"):
                    offenders.append(f"{path.relative_to(ROOT)}:{line} imports {module}")
            for word in ("classic", "president", "king", "revenge"):
                if path.name == "table.py" and f'"{word}"' in text:
                    offenders.append(f"{path.relative_to(ROOT)} names the game {word!r}")
    assert not offenders, offenders


def test_the_checks_see_real_modules():
    assert (ROOT / "app" / "scenes" / "table.py").exists()
    assert any(layer_of(m) == 0 for _l, m in imports_of(ROOT / "games" / "classic" / "game.py"))
