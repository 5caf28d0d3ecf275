"""The routes: every scene of the program by name, in one table (the only module that
imports the scenes). Each scene's module is imported when the scene is first shown:
the window's start imports the title's alone (issue 41). Scenes ask for each other by these names (`app.go("pause",
session)`); tests give the router fake scenes instead.

    title     the collection's menu                    TitleScene(app)
    setup     choose a game, seats and options         SetupScene(app)
    settings  sound, speed, theme, window              SettingsScene(app)
    rules     the rules pages                          RulesScene(app, game_id=None)
    table     play a game (any game)                   TableScene(app, session)
    pause     the menu over a game                     PauseScene(app, session)
    curtain   pass the screen to the next player       PassScreenScene(app, name, on_reveal, …)
    results   who won, rematch                         ResultsScene(app, session)
    summary   a round's summary between rounds         SummaryScene(app, summary, on_close, auto)
    learn     Learn to play: choose a guided game      LearnScene(app)
    tutorial  a game's guided first game (the table)   GuidedTableScene(app, game_id)
    replay    step through a finished or saved game    ReplayScene(app, record, timeline=None, moment=None)
    review    a finished game's review                 ReviewScene(app, record, seat=None, keep=True)
    history   the finished games, to watch again       HistoryScene(app)
    load      the named saves, to resume or delete     LoadScene(app)
    save_as   save the game in play under a name       SaveAsScene(app, session)
    stats     games, wins and streaks per player       StatsScene(app, game_id=None)
    phones    the phone seats' codes, to join          PhonesJoinScene(app, table)
"""

from __future__ import annotations

import importlib
from typing import Any

from sorry_game.app.router import SceneFactory
from sorry_game.app.scene import Host, Scene
from sorry_game.app.scenes.title import TitleScene


class Route:
    """A scene by its module and class, imported when first built."""

    def __init__(self, module: str, name: str) -> None:
        self.module = module
        self.name = name

    def scene_class(self) -> type[Scene]:
        cls: type[Scene] = getattr(importlib.import_module(self.module), self.name)
        return cls

    def __call__(self, host: Host, *args: Any, **kwargs: Any) -> Scene:
        return self.scene_class()(host, *args, **kwargs)

    def __repr__(self) -> str:
        return f"Route({self.module}.{self.name})"


def _scene(module: str, name: str) -> Route:
    return Route(f"sorry_game.app.scenes.{module}", name)


ROUTES: dict[str, SceneFactory] = {
    "title": TitleScene,
    "setup": _scene("setup", "SetupScene"),
    "settings": _scene("settings", "SettingsScene"),
    "rules": _scene("rules", "RulesScene"),
    "table": _scene("table", "TableScene"),
    "pause": _scene("pause", "PauseScene"),
    "curtain": _scene("pass_screen", "PassScreenScene"),
    "results": _scene("results", "ResultsScene"),
    "summary": _scene("summary", "SummaryScene"),
    "learn": _scene("learn", "LearnScene"),
    "tutorial": _scene("table", "GuidedTableScene"),
    "replay": _scene("replay", "ReplayScene"),
    "review": _scene("review", "ReviewScene"),
    "history": _scene("records", "HistoryScene"),
    "load": _scene("records", "LoadScene"),
    "save_as": _scene("save_as", "SaveAsScene"),
    "stats": _scene("stats", "StatsScene"),
    "phones": _scene("phones_join", "PhonesJoinScene"),
}
