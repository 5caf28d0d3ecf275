"""The games, one package each, found by the catalogue (`catalogue.py`: `all_games()`,
`get_game(id)`): a package that defines `GAME` is a game, one that says `SHARED = True`
is a part games share (`board/`).

Every game package has the same shape (the same job in the same file name):

    __init__.py   GAME = <Name>Game()      the one place the game is declared
    game.py       the Game: id, title, players, menu order, options, the rules page
    rules.py      the setup a state needs (a frozen dataclass) and the game's numbers
    actions.py    the actions, each with a text form that parses back
    events.py     what an action did, in player words
    state.py      the State: one method or function per rule, rule ids in docstrings
    view.py       what a seat may see (a frozen dataclass), how actions are picked, words
    knowledge.py  what a seat knows of hidden cards (determinize), in games that hide cards

A game's computer player is `sorry_game/ai/<id>.py` and its table plugin is
`sorry_game/app/plugins/<id>/` (or the modules its `Game` names in `computer` / `plugin`).
"""
