"""The routes: every scene of the program by name, in one table (the only module that
imports the scenes). Scenes ask for each other by these names (`app.go("pause",
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

from sorry_game.app.router import SceneFactory
from sorry_game.app.scenes.learn import LearnScene
from sorry_game.app.scenes.pass_screen import PassScreenScene
from sorry_game.app.scenes.pause import PauseScene
from sorry_game.app.scenes.phones_join import PhonesJoinScene
from sorry_game.app.scenes.records import HistoryScene, LoadScene
from sorry_game.app.scenes.replay import ReplayScene
from sorry_game.app.scenes.results import ResultsScene
from sorry_game.app.scenes.review import ReviewScene
from sorry_game.app.scenes.rules import RulesScene
from sorry_game.app.scenes.save_as import SaveAsScene
from sorry_game.app.scenes.settings import SettingsScene
from sorry_game.app.scenes.setup import SetupScene
from sorry_game.app.scenes.stats import StatsScene
from sorry_game.app.scenes.summary import SummaryScene
from sorry_game.app.scenes.table import GuidedTableScene, TableScene
from sorry_game.app.scenes.title import TitleScene

ROUTES: dict[str, SceneFactory] = {
    "title": TitleScene,
    "setup": SetupScene,
    "settings": SettingsScene,
    "rules": RulesScene,
    "table": TableScene,
    "pause": PauseScene,
    "curtain": PassScreenScene,
    "results": ResultsScene,
    "summary": SummaryScene,
    "learn": LearnScene,
    "tutorial": GuidedTableScene,
    "replay": ReplayScene,
    "review": ReviewScene,
    "history": HistoryScene,
    "load": LoadScene,
    "save_as": SaveAsScene,
    "stats": StatsScene,
    "phones": PhonesJoinScene,
}
