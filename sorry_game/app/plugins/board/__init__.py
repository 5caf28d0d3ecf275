"""The Sorry! board UI shared by Sorry! and Sorry My Ass!: what both games draw and
animate on the board (a shared part, no `PLUGIN`: each game's plugin subclasses
`SorryBoardPlugin`; its rules counterpart is `games/board`).

Modules:
    plugin   SorryBoardPlugin[View]: the board on the table, from the view's `BoardView`
    layout   BoardLayout: every board position → a screen point (round or square board)
    paint    BoardPainter: the static board art (cached), the centre's cards, the pawns
    marks    the choices marked on the board each frame (targets, chosen, hint, hover)
    locate   a pawn, START or square choice → its target on the screen
    steps    the board's events → animation steps (moves, slides, bumps, switches)
    preview  what the hovered option would do (TableUI.preview): ways, ghosts, bumps
"""
