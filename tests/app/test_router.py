"""Scene routing in one place: the router builds scenes by name and runs their
lifecycle; scenes never import scenes. Tested with fake scenes and no window."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import sorry_game.app.scenes as scenes_package
from sorry_game.app.router import Router, UnknownRoute
from sorry_game.app.routes import ROUTES, Route
from sorry_game.app.scene import Scene


class Host:
    size = (800, 600)

    def __init__(self) -> None:
        self.router: Router | None = None

    @property
    def scenes(self):
        return self.router.stack

    @property
    def top(self):
        return self.router.top

    def go(self, name, *args, how="push", **kwargs):
        return self.router.go(name, *args, how=how, **kwargs)

    def pop(self):
        return self.router.pop()


class Fake:
    """Records its lifecycle calls in a shared journal."""

    overlay = False
    journal: list[str] = []

    def __init__(self, app, label: str = "", overlay: bool = False) -> None:
        self.app, self.label, self.overlay = app, label, overlay

    def resize(self, size) -> None:
        self.journal.append(f"{self.label}.resize")

    def enter(self) -> None:
        self.journal.append(f"{self.label}.enter")

    def resume(self) -> None:
        self.journal.append(f"{self.label}.resume")

    def leave(self) -> None:
        self.journal.append(f"{self.label}.leave")


def router() -> Router:
    host = Host()
    host.router = Router(host, {"menu": Fake, "pause": Fake})
    Fake.journal = []
    return host.router


def test_scenes_are_built_by_name_with_their_arguments_and_lifecycle():
    r = router()
    menu = r.go("menu", "menu", how="reset")
    pause = r.go("pause", "pause", overlay=True)
    assert r.stack == [menu, pause] and pause.overlay and pause.app is r.host
    assert r.drawn() == [menu, pause]  # an overlay is drawn over the scene below
    r.pop()
    assert r.stack == [menu]
    assert r.pop() is None and r.stack == [menu]  # the last scene stays
    r.go("pause", "again", how="replace")
    assert [s.label for s in r.stack] == ["again"]
    assert Fake.journal == [
        "menu.resize",
        "menu.enter",
        "pause.resize",
        "pause.enter",
        "pause.leave",
        "menu.resize",
        "menu.resume",
        "menu.leave",
        "again.resize",
        "again.enter",
    ]


def test_an_unknown_route_is_an_error_that_names_it():
    r = router()
    with pytest.raises(UnknownRoute, match="'lobby'.*menu, pause"):
        r.go("lobby")
    assert r.stack == []


def test_the_routes_cover_every_scene_and_no_scene_imports_another():
    folder = Path(scenes_package.__file__).parent
    scene_modules = {
        f"sorry_game.app.scenes.{p.stem}" for p in folder.glob("*.py") if p.stem != "__init__"
    } | {"sorry_game.app.scenes.setup"}
    classes = [r.scene_class() if isinstance(r, Route) else r for r in ROUTES.values()]
    assert all(isinstance(cls, type) and issubclass(cls, Scene) for cls in classes)
    routed = {cls.__module__.removesuffix(".scene") for cls in classes}
    assert routed == scene_modules
    for path in folder.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        own = "sorry_game.app.scenes.setup" if "setup" in path.parts else None
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module:
                other = node.module.startswith("sorry_game.app.scenes.")
                assert not other or (own and node.module.startswith(own)), (path, node.module)
