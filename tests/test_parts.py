"""A game is one folder per part, found by convention, and a missing part fails loudly.

For every game of the catalogue (the four, and the tests' toy game added by its folders
alone): it has a computer player that plays every level, a table plugin of its own, a
rules page, and every rule id its rules package cites is named by a test. A game whose
part is missing or broken is an error naming the module — at start-up, never later.
"""

from __future__ import annotations

import re
import sys
import textwrap
from pathlib import Path

import pytest
import toy

import sorry_game
import sorry_game.games
from sorry_game import cli
from sorry_game.ai.levels import LEVEL_NAMES, computer_module, computer_of, make_agent
from sorry_game.app.table.plugin import TablePlugin, plugin_class, plugin_module
from sorry_game.engine.errors import PartError
from sorry_game.engine.interface import GameConfig
from sorry_game.games import catalogue
from sorry_game.games.catalogue import all_games, default_game, get_game

TESTS = Path(__file__).resolve().parent
SOURCE = Path(sorry_game.__file__).resolve().parent
RULE_ID = re.compile(r"\b([A-Z])-(\d+[a-z]?)\b")


def playable() -> list[str]:
    return [g.id for g in all_games() if g.available]


def rules_package(game_id: str) -> Path:
    return Path(sys.modules[type(get_game(game_id)).__module__].__file__).resolve().parent


def named(rule: str) -> str:
    """A pattern for a rule id as tests name it: "K-11a" in words, "K11a_" in a name."""
    bare = rule.replace("-", "")
    return rf"(?<![A-Za-z0-9]){rule}(?![0-9a-z])|(?<![A-Za-z0-9]){bare}(?=_)"


def named_in_tests() -> str:
    return "\n".join(
        p.read_text(encoding="utf-8") for p in TESTS.rglob("*.py") if "toy" not in p.parts[-3:-1]
    )


@pytest.mark.parametrize("game_id", playable())
def test_every_game_has_its_parts(game_id):
    game = get_game(game_id)
    computer = computer_of(game)
    assert computer.module == computer_module(game) and callable(computer.evaluate)
    state = game.new_state(GameConfig(game.min_players), 3)
    for level in LEVEL_NAMES:
        assert make_agent(level, game_id, 1).choose(state) in state.legal_actions()
    plugin = plugin_class(game)
    assert issubclass(plugin, TablePlugin) and plugin is not TablePlugin
    assert plugin.__module__.startswith(plugin_module(game))
    assert game.rules and all(s.heading and s.text for s in game.rules)


@pytest.mark.parametrize("game_id", playable())
def test_every_rule_id_of_a_game_is_named_by_a_test(game_id):
    """The rules page cites the game's rule ids (one letter per game), and every id its
    rules package cites — each rule of RULES.md the code implements — has a test
    that names it (`C-10a` or `test_C10a_...`)."""
    game = get_game(game_id)
    letters = {RULE_ID.match(s.rule).group(1) for s in game.rules if RULE_ID.match(s.rule)}
    assert len(letters) == 1 and all(RULE_ID.fullmatch(s.rule) for s in game.rules)
    letter = letters.pop()
    cited = {f"{letter}-{n}" for s in game.rules for _, n in [RULE_ID.match(s.rule).groups()]}
    for path in rules_package(game_id).rglob("*.py"):
        cited |= {f"{a}-{n}" for a, n in RULE_ID.findall(path.read_text(encoding="utf-8"))}
    cited = {rule for rule in cited if rule.startswith(f"{letter}-")}
    tests = named_in_tests()
    missing = [rule for rule in sorted(cited) if not re.search(named(rule), tests)]
    assert not missing, f"{game.title}: rules without a test naming them: {missing}"


def test_the_toy_game_is_added_by_its_folders_alone(capsys):
    """No file of sorry_game names the toy: the catalogue finds its rules package, the
    levels its computer player and the table its plugin, each by the convention."""
    toy_game = get_game("toy")
    assert computer_of(toy_game).module == "sorry_game.ai.toy"
    assert plugin_class(toy_game).__module__ == "sorry_game.app.plugins.toy.plugin"
    assert [g.id for g in all_games()][-1] == "toy" and default_game().id != "toy"
    assert not [p for p in SOURCE.rglob("*.py") if "toy" in p.read_text(encoding="utf-8")]
    assert cli.main(["--simulate", "toy", "--games", "6", "--seats", "normal,random"]) == 0
    assert "toy: 6 games" in capsys.readouterr().out
    toy.uninstall()
    try:
        assert "toy" not in [g.id for g in all_games()]
    finally:
        toy.install()


class Lost(type(get_game("classic"))):  # a game whose parts are not where it says
    id, title = "lost", "Lost"
    computer = "sorry_game.ai.no_such_player"
    plugin = "sorry_game.app.plugins.no_such_plugin"


def test_a_missing_part_is_an_error_naming_its_module(monkeypatch, capsys):
    monkeypatch.setitem(catalogue._GAMES, "lost", Lost())
    with pytest.raises(PartError) as info:
        computer_of(Lost())
    assert info.value.module == "sorry_game.ai.no_such_player" and info.value.part == "computer"
    with pytest.raises(PartError) as info:
        make_agent("normal", "lost", 1)
    with pytest.raises(PartError) as info:
        plugin_class(Lost())
    assert "sorry_game.app.plugins.no_such_plugin" in str(info.value)
    # at start-up: the program says which module and stops (no window, no random computers)
    assert cli.main(["--simulate", "classic", "--games", "1"]) == 1
    err = capsys.readouterr().err
    assert "'lost'" in err and "sorry_game.ai.no_such_player" in err


def test_a_part_that_fails_to_import_is_an_error_too(tmp_path, monkeypatch):
    broken = tmp_path / "parts"
    (broken / "brokenai").mkdir(parents=True)
    (broken / "brokenai" / "__init__.py").write_text("raise RuntimeError('a bug in the player')")
    monkeypatch.syspath_prepend(str(broken))

    class Broken(Lost):
        id = "broken"
        computer = "brokenai"

    with pytest.raises(PartError) as info:
        computer_of(Broken())
    assert "a bug in the player" in str(info.value) and info.value.module == "brokenai"


def test_a_games_folder_that_is_not_a_game_is_an_error(tmp_path, monkeypatch):
    folder = tmp_path / "games"
    (folder / "halfgame").mkdir(parents=True)
    (folder / "halfgame" / "__init__.py").write_text(
        textwrap.dedent('"""A game being written: no GAME yet."""\n')
    )
    monkeypatch.setattr(sorry_game.games, "__path__", [*sorry_game.games.__path__, str(folder)])
    catalogue.reset()
    try:
        with pytest.raises(PartError) as info:
            all_games()
        assert info.value.module == "sorry_game.games.halfgame"
        assert "neither GAME nor SHARED" in str(info.value)
    finally:
        monkeypatch.undo()
        catalogue.reset()
    assert "classic" in [g.id for g in all_games()]
