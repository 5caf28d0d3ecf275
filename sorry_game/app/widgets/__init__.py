"""Widgets drawn from the theme: Button, Toggle, Cycler, Slider, TextField, Label, panels,
and `Form`, which routes mouse and keyboard to them (DESIGN §4: one small module of our own).

Each widget has a `rect` that the scene sets in its `resize()` from the window size; text
is sized from the widget's height, so everything scales with the window. Keyboard: Tab /
Shift+Tab go from stop to stop (a group is one stop), the arrows move the focus across the
screen (`Form`), Left / Right change a value (a Cycler, Slider, Toggle or text field keeps
them), Enter / Space activate.
Arrows are drawn as triangles (the default font has no arrow glyphs).
"""

from sorry_game.app.draw import (
    contrast_text,
    darken,
    draw_panel,
    draw_scrollbar,
    draw_text,
    draw_triangle,
    lighten,
    luminance,
    mix,
    radius_for,
    rounded_rect,
)
from sorry_game.app.widgets.base import UI, Widget, draw_focus, draw_swatch, fit_text_font
from sorry_game.app.widgets.buttons import Button, Label, Toggle
from sorry_game.app.widgets.choosers import Cycler, Slider, TextField
from sorry_game.app.widgets.form import Form

#: the drawing helpers come from the shared stack (app/draw/); scenes import them here
__all__ = [
    "UI",
    "Button",
    "Cycler",
    "Form",
    "Label",
    "Slider",
    "TextField",
    "Toggle",
    "Widget",
    "contrast_text",
    "darken",
    "draw_focus",
    "draw_scrollbar",
    "draw_panel",
    "draw_swatch",
    "draw_text",
    "draw_triangle",
    "fit_text_font",
    "lighten",
    "luminance",
    "mix",
    "radius_for",
    "rounded_rect",
]
