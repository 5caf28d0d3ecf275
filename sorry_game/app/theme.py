"""Themes: colours, board layout and font scale, loaded from `themes/*.yaml` (DESIGN §6).

A theme file is validated against a schema with defaults. Anything broken (bad YAML, an
unknown key, a colour that is not a colour) becomes a warning naming the file, the line
and the key, and the default value is used for that part; a theme never stops the game.

    theme, warnings = load_theme("classic-square")
    theme.colour("accent")        -> (255, 138, 61)
    theme.colour("card.face")     -> RGB of a nested key
    theme.player_colour(2)        -> yellow (colour index 0..3: Red, Blue, Yellow, Green)
    theme.player_colour("white")  -> a seat colour by its key (games name their colours)
    theme.layout                  -> "round" | "square"
"""

from __future__ import annotations

import copy
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from sorry_game.resources import resource_path

RGB = tuple[int, int, int]

DEFAULT_THEME = "classic-round"
LAYOUTS = ("round", "square")
PLAYER_KEYS = ("red", "blue", "yellow", "green")
#: every seat colour a game may use (its `SeatColour.key`), with the Sorry! four first

#: Flat colour keys every theme has (defaults are the classic-round theme).
COLOUR_DEFAULTS: dict[str, str] = {
    "background": "#14304a",
    "table": "#1d4669",
    "track": "#f4efe1",
    "track_edge": "#2a2f36",
    "text": "#f6f3ec",
    "muted_text": "#a8bccd",
    "highlight": "#ffd54a",
    "selected": "#7fe3ff",
    "accent": "#ff8a3d",
    "panel": "#0f2538",
    "panel_edge": "#3a6a90",
    "button": "#275a82",
    "button_hover": "#3677a8",
    "button_text": "#ffffff",
    "disabled": "#34495b",
    "danger": "#e5534b",
}
PLAYER_DEFAULTS: dict[str, str] = {
    "red": "#e0413a",
    "blue": "#2f80e0",
    "yellow": "#f2c230",
    "green": "#35b05a",
    "white": "#f3efe4",
    "black": "#2a2a31",
}
CARD_DEFAULTS: dict[str, str] = {
    "face": "#fbf8f0",
    "back": "#c0392b",
    "text": "#1d1d1d",
    "edge": "#3a3a3a",
}
FONT_DEFAULTS: dict[str, float] = {"scale": 1.0}
FONT_SCALE_RANGE = (0.6, 1.8)

_HEX = re.compile(r"^#?([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$")


def parse_colour(value: Any) -> RGB:
    """'#rrggbb', '#rgb' or [r, g, b] (0-255) → RGB tuple; ValueError with a reason."""
    if isinstance(value, str):
        m = _HEX.match(value.strip())
        if not m:
            raise ValueError(f"{value!r} is not a colour (use '#rrggbb' or [r, g, b])")
        digits = m.group(1)
        if len(digits) == 3:
            digits = "".join(ch * 2 for ch in digits)
        return (int(digits[0:2], 16), int(digits[2:4], 16), int(digits[4:6], 16))
    if isinstance(value, (list, tuple)) and len(value) == 3:
        if all(isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= 255 for v in value):
            return (value[0], value[1], value[2])
    raise ValueError(f"{value!r} is not a colour (use '#rrggbb' or [r, g, b] with 0-255)")


def _defaults() -> dict[str, Any]:
    data: dict[str, Any] = {k: parse_colour(v) for k, v in COLOUR_DEFAULTS.items()}
    data["players"] = {k: parse_colour(v) for k, v in PLAYER_DEFAULTS.items()}
    data["card"] = {k: parse_colour(v) for k, v in CARD_DEFAULTS.items()}
    return data


@dataclass
class Theme:
    """A loaded theme. Colours are RGB tuples; nested groups: players, card."""

    id: str = DEFAULT_THEME
    name: str = "Classic (round)"
    layout: str = "round"
    font_scale: float = 1.0
    colours: dict[str, Any] = field(default_factory=_defaults)

    def colour(self, key: str) -> RGB:
        """A colour by key: 'text', 'accent', 'card.face', 'players.red' …"""
        group, _, sub = key.partition(".")
        value = self.colours.get(group)
        if sub:
            if not isinstance(value, dict) or sub not in value:
                raise KeyError(f"theme has no colour {key!r}")
            return value[sub]
        if value is None or isinstance(value, dict):
            raise KeyError(f"theme has no colour {key!r}")
        return value

    def player_colour(self, colour: int | str) -> RGB:
        """A seat colour: an index 0..3 (Red, Blue, Yellow, Green) or a key ("white")."""
        players = self.colours["players"]
        key = colour if isinstance(colour, str) else PLAYER_KEYS[colour % 4]
        return players.get(key) or parse_colour(PLAYER_DEFAULTS.get(key, "#888888"))

    def __getattr__(self, key: str) -> Any:
        # theme.text, theme.accent … as a shorthand for theme.colour("text")
        colours = self.__dict__.get("colours")
        if colours is not None and key in colours and not isinstance(colours[key], dict):
            return colours[key]
        raise AttributeError(key)


def themes_dir() -> Path:
    return resource_path("themes")


def list_themes() -> list[str]:
    """Theme ids (file names without .yaml), the default first."""
    try:
        names = sorted(p.stem for p in themes_dir().glob("*.yaml"))
    except (OSError, FileNotFoundError):
        names = []
    if DEFAULT_THEME in names:
        names.remove(DEFAULT_THEME)
    return [DEFAULT_THEME, *names]


def theme_title(theme_id: str) -> str:
    """The display name of a theme (its `name:`), or a readable form of its id."""
    try:
        text = (themes_dir() / f"{theme_id}.yaml").read_text(encoding="utf-8")
        data = yaml.safe_load(text)
        if isinstance(data, dict) and isinstance(data.get("name"), str):
            return data["name"]
    except (OSError, yaml.YAMLError, FileNotFoundError):
        pass
    return theme_id.replace("-", " ").capitalize()


def load_theme(name: str | None = None) -> tuple[Theme, list[str]]:
    """Load `themes/<name>.yaml`; returns (theme, warnings). Never raises."""
    name = name or DEFAULT_THEME
    if not re.fullmatch(r"[A-Za-z0-9_.-]+", name):
        return Theme(), [f"theme {name!r}: not a theme name; using the default theme"]
    try:
        path = themes_dir() / f"{name}.yaml"
    except FileNotFoundError as exc:
        return Theme(), [f"themes folder not found ({exc}); using built-in colours"]
    label = f"themes/{name}.yaml"
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return Theme(), [f"{label}: no such theme; using the default theme"]
    except (OSError, UnicodeDecodeError) as exc:
        return Theme(), [f"{label}: cannot read it ({exc}); using the default theme"]
    return parse_theme(text, name, label)


def parse_theme(text: str, theme_id: str, label: str) -> tuple[Theme, list[str]]:
    """Validate theme YAML text against the schema; broken parts fall back to defaults."""
    warnings: list[str] = []
    theme = Theme(id=theme_id, name=theme_id)
    try:
        root = yaml.compose(text, Loader=yaml.SafeLoader)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f" line {mark.line + 1}" if mark is not None else ""
        problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
        return Theme(), [f"{label}{where}: not valid YAML ({problem}); using the default theme"]
    if root is None:
        return theme, [f"{label}: the file is empty; using default colours"]
    if not isinstance(root, yaml.MappingNode):
        line = root.start_mark.line + 1
        return Theme(), [f"{label} line {line}: expected 'key: value' lines; using the default"]

    def warn(node: yaml.Node, key: str, reason: str) -> None:
        warnings.append(f"{label} line {node.start_mark.line + 1}: {key}: {reason}")

    constructor = yaml.SafeLoader("")

    def scalar(node: yaml.Node) -> Any:
        return constructor.construct_object(node, deep=True)

    def colour_group(node: yaml.Node, key: str, defaults: dict[str, str]) -> None:
        if not isinstance(node, yaml.MappingNode):
            warn(node, key, "expected a group of colours; using the defaults")
            return
        group = theme.colours[key]
        for knode, vnode in node.value:
            sub = str(knode.value)
            if sub not in defaults:
                known = ", ".join(defaults)
                warn(knode, f"{key}.{sub}", f"unknown key, ignored (known: {known})")
                continue
            try:
                group[sub] = parse_colour(scalar(vnode))
            except (ValueError, yaml.YAMLError) as exc:
                warn(vnode, f"{key}.{sub}", f"{exc}; using the default")

    seen: set[str] = set()
    for knode, vnode in root.value:
        key = str(knode.value)
        if key in seen:
            warn(knode, key, "appears twice; the later value is used")
        seen.add(key)
        try:
            if key == "name":
                value = scalar(vnode)
                if not isinstance(value, str) or not value.strip():
                    warn(vnode, key, "should be a text; using the file name")
                else:
                    theme.name = value.strip()
            elif key == "layout":
                value = scalar(vnode)
                if value not in LAYOUTS:
                    warn(vnode, key, f"{value!r} is not one of {', '.join(LAYOUTS)}; using round")
                else:
                    theme.layout = value
            elif key in COLOUR_DEFAULTS:
                try:
                    theme.colours[key] = parse_colour(scalar(vnode))
                except ValueError as exc:
                    warn(vnode, key, f"{exc}; using the default")
            elif key == "players":
                colour_group(vnode, key, PLAYER_DEFAULTS)
            elif key == "card":
                colour_group(vnode, key, CARD_DEFAULTS)
            elif key == "font":
                if not isinstance(vnode, yaml.MappingNode):
                    warn(vnode, key, "expected 'scale: <number>'; using the default")
                    continue
                for fk, fv in vnode.value:
                    sub = str(fk.value)
                    if sub != "scale":
                        warn(fk, f"font.{sub}", "unknown key (known: scale)")
                        continue
                    value = scalar(fv)
                    lo, hi = FONT_SCALE_RANGE
                    if (
                        not isinstance(value, (int, float))
                        or isinstance(value, bool)
                        or not lo <= value <= hi
                    ):
                        warn(fv, "font.scale", f"{value!r} is not a number from {lo} to {hi}")
                    else:
                        theme.font_scale = float(value)
            else:
                warn(knode, key, "unknown key, ignored")
        except yaml.YAMLError as exc:
            warn(vnode, key, f"cannot read the value ({exc})")
    return theme, warnings


def default_theme() -> Theme:
    return copy.deepcopy(Theme())
