"""The Sorry! board shared by Sorry! (classic) and Sorry My Ass! (DESIGN §2): a shared
part (`SHARED = True`), not a game; its UI counterpart is `app/plugins/board`.

Modules:
    geometry  positions and the precomputed move tables (FORWARD, BACKWARD, slides)
    board     `Board`: the pawns' positions and the primitive move (bump, slide, swap)
    cards     the Sorry! deck and what each card allows, as data
    moves     board moves as actions: generation per card, execution, reasons refused
    picks     how a board move is picked, choice by choice; moves in player words
    events    what happens on the board, in player words
    view      `BoardView`: the board part of both games' views
"""

SHARED = True
