"""Sorry! (classic) on the table: the shared Sorry! board (`app/plugins/board`) and
Sorry!'s cards.

Modules:
    plugin   ClassicPlugin: the board, the pile and card in its centre, the side panel
    layout   the side panel's card, text and hand of five, from its rectangle
    paint    drawing the side panel: the card and what it does, the hand of five
"""

from sorry_game.app.plugins.classic.plugin import ClassicPlugin

PLUGIN = ClassicPlugin

__all__ = ["PLUGIN", "ClassicPlugin"]
