"""Sorry My Ass! on the table: the shared Sorry! board (`app/plugins/board`), the trick,
the seats and the hand.

Modules:
    plugin   PresidentPlugin: wires the parts below together
    layout   where everything goes: the board square, the hand strip, the seat tags,
             the trick pile, the hand's rank groups, the side panel
    steps    events → animation steps (cards flying, the board's moves), public props
    locate   a card of the hand on the screen, the number keys
    paint    the trick pile in the board's centre, safe shields, cards in flight
    seats    the seat tags
    hand     the viewer's hand in the strip
    panel    the side panel's card and words
"""

from sorry_game.app.plugins.president.plugin import PresidentPlugin

PLUGIN = PresidentPlugin

__all__ = ["PLUGIN", "PresidentPlugin"]
