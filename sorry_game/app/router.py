"""The scene stack and the routes to every scene: scene routing in one place.

A scene never imports another scene: it names the next one (`app.go("results",
session, how="replace")`) and the router builds it from its table of routes (name →
scene class or factory, given by `app/routes.py`; tests give fake scenes). An unknown
route is an error that names it, never a silent no-op.

    router = Router(host, {"title": TitleScene, "pause": PauseScene})
    router.go("title", how="reset")
    router.go("pause", session)          # on top of the title
    router.pop()                          # the title resumes

The router calls the lifecycle of the scenes it stacks (see `scene.py`): `resize` then
`enter` when a scene is shown, `leave` when it is removed, `resize` then `resume` when
it is on top again.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from sorry_game.app.scene import Host, How, Scene

#: builds a scene: `factory(host, *args, **kwargs)` (a Scene class is one)
SceneFactory = Callable[..., Scene]


class UnknownRoute(KeyError):
    """A scene was asked for by a name no route has."""


class Router:
    """Owns the stack of scenes and the routes to build them by name."""

    def __init__(self, host: Host, routes: Mapping[str, SceneFactory]) -> None:
        self.host = host
        self.routes: dict[str, SceneFactory] = dict(routes)
        self.stack: list[Scene] = []

    # --- by name -------------------------------------------------------------------------
    def build(self, name: str, *args: Any, **kwargs: Any) -> Scene:
        """A new scene for the route `name`; UnknownRoute naming it otherwise."""
        try:
            factory = self.routes[name]
        except KeyError:
            known = ", ".join(sorted(self.routes))
            raise UnknownRoute(f"no scene is routed as {name!r} (routes: {known})") from None
        return factory(self.host, *args, **kwargs)

    def go(self, name: str, *args: Any, how: How = "push", **kwargs: Any) -> Scene:
        """Build the scene `name` and show it: on top (push), instead of the top one
        (replace), or alone (reset)."""
        scene = self.build(name, *args, **kwargs)
        return {"push": self.push, "replace": self.replace, "reset": self.reset}[how](scene)

    # --- the stack -----------------------------------------------------------------------
    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def push(self, scene: Scene) -> Scene:
        scene.resize(self.host.size)
        self.stack.append(scene)
        scene.enter()
        return scene

    def pop(self) -> Scene | None:
        """Remove the top scene (never the last one); the one beneath resumes."""
        if len(self.stack) <= 1:
            return None
        scene = self.stack.pop()
        scene.leave()
        top = self.top
        if top is not None:
            top.resize(self.host.size)
            top.resume()
        return scene

    def replace(self, scene: Scene) -> Scene:
        if self.stack:
            self.stack.pop().leave()
        return self.push(scene)

    def reset(self, scene: Scene) -> Scene:
        """Clear the stack and show `scene` alone (the host saves games first)."""
        self.clear()
        return self.push(scene)

    def clear(self) -> None:
        """Remove every scene, topmost first."""
        while self.stack:
            self.stack.pop().leave()

    def drawn(self) -> list[Scene]:
        """The scenes to draw, bottom first: the top one and the overlays' backgrounds."""
        start = len(self.stack) - 1
        while start > 0 and self.stack[start].overlay:
            start -= 1
        return self.stack[max(start, 0) :]
