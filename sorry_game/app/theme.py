"""Themes: colours, board layout and font scale, loaded from `themes/*.yaml` (DESIGN §6).

A theme file is validated against a schema with defaults. Anything broken (bad YAML, an
unknown key, a colour that is not a colour) becomes a warning naming the file, the line
and the key, and the default value is used for that part; a theme never stops the game.
The file is read within limits (`yaml_limits`: size, nesting, values and aliases) and at
most a few problems are reported, so any file loads in a few hundredths of a second.

    theme, warnings = load_theme("classic-square")
    theme.colour("accent")        -> (255, 138, 61)
    theme.colour("card.face")     -> RGB of a nested key
    theme.player_colour(2)        -> yellow (colour index 0..3: Red, Blue, Yellow, Green)
    theme.player_colour("white")  -> a seat colour by its key (games name their colours)
    theme.seat_names              -> {"red": "Orange", ...}: what the theme calls a seat
                                     colour whose hue is not the game's word for it
    theme.layout                  -> "round" | "square"
"""

from __future__ import annotations

import copy
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from sorry_game.resources import resource_path
from sorry_game.store import themes as theme_files
from sorry_game.store.yaml_limits import compose, construct, one_line, short, shown_key, summarise

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
#: a seat colour's name in a theme (`names:`): a short word, letters and spaces
MAX_SEAT_NAME = 12
_SEAT_NAME = re.compile(r"[A-Za-z][A-Za-z ]{0,11}")
FONT_DEFAULTS: dict[str, float] = {"scale": 1.0}
FONT_SCALE_RANGE = (0.6, 1.8)
#: the type scale: one named step per kind of text, as a fraction of the window height
#: (times the font scale); a theme may change any step (`font: steps: {body: 0.034}`)
TYPE_SCALE: dict[str, float] = {
    "display": 0.13,
    "title": 0.065,
    "heading": 0.042,
    "button": 0.036,
    "body": 0.032,
    "small": 0.026,
    "tiny": 0.021,
}
TYPE_STEP_RANGE = (0.012, 0.2)
#: a theme file larger than this is refused unread (real themes are about 1 KB)
MAX_THEME_BYTES = theme_files.MAX_BYTES
#: a theme's name is shown in menus: printable, at most this long
MAX_NAME = 40
#: a theme id is a file name: letters, digits, '_', '-' and '.', at most 64 of them
_THEME_ID = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_.-]{0,63}")

_HEX = re.compile(r"^#?([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$")


def is_theme_id(name: object) -> bool:
    """Whether `name` can be the id of a theme file (`themes/<name>.yaml`).

    >>> is_theme_id("classic-round"), is_theme_id("classic-round\\x00"), is_theme_id("../x")
    (True, False, False)
    """
    return isinstance(name, str) and _THEME_ID.fullmatch(name) is not None and ".." not in name


def clean_title(value: object) -> str | None:
    """A theme's name as menus show it, or None when it is not a short printable text."""
    if not isinstance(value, str):
        return None
    value = value.strip()
    if not value or len(value) > MAX_NAME or not value.isprintable():
        return None
    return value


def parse_colour(value: Any) -> RGB:
    """'#rrggbb', '#rgb' or [r, g, b] (0-255) → RGB tuple; ValueError with a reason."""
    if isinstance(value, str):
        m = _HEX.match(value.strip())
        if not m:
            raise ValueError(f"{short(value)} is not a colour (use '#rrggbb' or [r, g, b])")
        digits = m.group(1)
        if len(digits) == 3:
            digits = "".join(ch * 2 for ch in digits)
        return (int(digits[0:2], 16), int(digits[2:4], 16), int(digits[4:6], 16))
    if isinstance(value, (list, tuple)) and len(value) == 3:
        if all(isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= 255 for v in value):
            return (value[0], value[1], value[2])
    raise ValueError(f"{short(value)} is not a colour (use '#rrggbb' or [r, g, b] with 0-255)")


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
    #: the type scale (TYPE_SCALE with the theme's changes)
    type_scale: dict[str, float] = field(default_factory=lambda: dict(TYPE_SCALE))
    colours: dict[str, Any] = field(default_factory=_defaults)
    #: what the theme calls a seat colour (its key -> a name), where its hue is not the
    #: game's word for it (the Colour-safe theme's vermillion "red" seat is "Orange")
    seat_names: dict[str, str] = field(default_factory=dict)

    def seat_words(self, colours: Iterable[tuple[str, str]]) -> dict[str, str]:
        """The games' colour words as this theme says them, from (name, key) pairs of
        the games' seat colours: {"Red": "Orange"} (only the names that change)."""
        out: dict[str, str] = {}
        for name, key in colours:
            said = self.seat_names.get(key)
            if said and said != name:
                out[name] = said
        return out

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
    """Theme ids (file names without .yaml), the default first; a file whose name
    cannot be a theme id (a space, a character that cannot be shown) is left out."""
    try:
        names = sorted(
            p.stem for p in themes_dir().glob("*.yaml") if is_theme_id(p.stem) and p.is_file()
        )
    except (OSError, FileNotFoundError):
        names = []
    if DEFAULT_THEME in names:
        names.remove(DEFAULT_THEME)
    return [DEFAULT_THEME, *names]


def read_theme_text(path: Path, label: str, report: bool = False) -> tuple[str | None, str]:
    """The text of a theme file, or (None, the reason in a warning). Never raises and
    never hangs: only regular files are read (`store/themes.py`), at most
    MAX_THEME_BYTES, as UTF-8. `report`: the theme in use (its failure is remembered)."""
    data, problem = theme_files.read(path, report)
    if data is None:
        return None, f"{label}: {problem}; using the default theme"
    try:
        return data.decode("utf-8-sig"), ""
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        return None, (
            f"{label} line {line}: not UTF-8 text (byte 0x{data[exc.start]:02x}); "
            "using the default theme"
        )


def theme_title(theme_id: str) -> str:
    """The display name of a theme (its `name:`), or a readable form of its id.
    A broken theme file gives the readable id (its problems show when it is chosen)."""
    fallback = theme_id.replace("-", " ").capitalize()
    try:
        path = themes_dir() / f"{theme_id}.yaml"
    except (OSError, FileNotFoundError):
        return fallback
    text, _problem = read_theme_text(path, theme_id)
    if text is None:
        return fallback
    try:
        root = compose(text)
        if isinstance(root, yaml.MappingNode):
            for knode, vnode in root.value:
                if getattr(knode, "value", None) == "name" and isinstance(vnode, yaml.ScalarNode):
                    return clean_title(construct(vnode)) or fallback
    except Exception:  # noqa: BLE001 - a title never breaks a menu
        pass
    return fallback


def load_theme(name: str | None = None) -> tuple[Theme, list[str]]:
    """Load `themes/<name>.yaml`; returns (theme, warnings). Never raises."""
    name = name or DEFAULT_THEME
    if not is_theme_id(name):
        return Theme(), [f"theme {short(name)}: not a theme name; using the default theme"]
    try:
        path = themes_dir() / f"{name}.yaml"
    except FileNotFoundError as exc:
        return Theme(), [f"themes folder not found ({exc}); using built-in colours"]
    label = f"themes/{name}.yaml"
    text, problem = read_theme_text(path, label, report=True)
    if text is None:
        return Theme(), [problem]
    try:
        theme, warnings = parse_theme(text, name, label)
    except Exception as exc:  # noqa: BLE001 - a theme never stops the game
        return Theme(), [f"{label}: cannot read it ({one_line(exc)}); using the default theme"]
    return theme, summarise(warnings)


def parse_theme(text: str, theme_id: str, label: str) -> tuple[Theme, list[str]]:
    """Validate theme YAML text against the schema; broken parts fall back to defaults.
    Returns every problem (`load_theme` shows the first few)."""
    warnings: list[str] = []
    theme = Theme(id=theme_id, name=theme_id)
    try:
        root = compose(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f" line {mark.line + 1}" if mark is not None else ""
        problem = one_line(exc)
        return Theme(), [f"{label}{where}: not valid YAML ({problem}); using the default theme"]
    if root is None:
        return theme, [f"{label}: the file is empty; using default colours"]
    if not isinstance(root, yaml.MappingNode):
        line = root.start_mark.line + 1
        return Theme(), [f"{label} line {line}: expected 'key: value' lines; using the default"]

    def warn(node: yaml.Node, key: str, reason: str) -> None:
        warnings.append(f"{label} line {node.start_mark.line + 1}: {key}: {reason}")

    def scalar(node: yaml.Node) -> Any:
        """The value of a node; any failure (`!!int abc`, a bad date) is a ValueError
        with a one-line reason."""
        return construct(node)

    def known_entries(
        node: yaml.MappingNode, key: str, known: Iterable[str], what: str
    ) -> Iterator[tuple[str, yaml.Node]]:
        """The entries of a group whose names are `known`; any other is named and ignored."""
        names = list(known)
        for knode, vnode in node.value:
            sub = shown_key(knode)
            if sub in names:
                yield sub, vnode
            else:
                warn(knode, f"{key}.{sub}", f"unknown {what}, ignored (known: {', '.join(names)})")

    def colour_group(node: yaml.Node, key: str, defaults: dict[str, str]) -> None:
        if not isinstance(node, yaml.MappingNode):
            warn(node, key, "expected a group of colours; using the defaults")
            return
        group = theme.colours[key]
        for sub, vnode in known_entries(node, key, defaults, "key"):
            try:
                group[sub] = parse_colour(scalar(vnode))
            except (ValueError, yaml.YAMLError) as exc:
                warn(vnode, f"{key}.{sub}", f"{one_line(exc)}; using the default")

    def type_steps(node: yaml.Node) -> None:
        """`font: steps:` — named steps of the type scale, each a fraction of the
        window height; a bad one is named and keeps its default."""
        if not isinstance(node, yaml.MappingNode):
            warn(node, "font.steps", "expected 'body: <number>' lines; using the defaults")
            return
        lo, hi = TYPE_STEP_RANGE
        for name, sv in known_entries(node, "font.steps", TYPE_SCALE, "step"):
            try:
                value = scalar(sv)
            except ValueError as exc:
                warn(sv, f"font.steps.{name}", f"{one_line(exc)}; using the default")
                continue
            if (
                not isinstance(value, (int, float))
                or isinstance(value, bool)
                or not lo <= value <= hi
            ):
                warn(sv, f"font.steps.{name}", f"{short(value)} is not a number from {lo} to {hi}")
            else:
                theme.type_scale[name] = float(value)

    def seat_names(node: yaml.Node) -> None:
        """`names:` — what the theme calls each seat colour (`red: Orange`); a name that
        is not a short word is named and the game's own word kept."""
        if not isinstance(node, yaml.MappingNode):
            warn(node, "names", "expected 'red: Orange' lines; using the games' names")
            return
        for sub, vnode in known_entries(node, "names", PLAYER_DEFAULTS, "seat colour"):
            try:
                value = scalar(vnode)
            except ValueError as exc:
                warn(vnode, f"names.{sub}", f"{one_line(exc)}; using the game's name")
                continue
            if not isinstance(value, str) or not _SEAT_NAME.fullmatch(value.strip()):
                warn(
                    vnode,
                    f"names.{sub}",
                    f"{short(value)} is not a name of 1 to {MAX_SEAT_NAME} letters; "
                    "using the game's name",
                )
            else:
                theme.seat_names[sub] = value.strip()

    seen: set[str] = set()
    for knode, vnode in root.value:
        key = shown_key(knode)
        if key in seen:
            warn(knode, key, "appears twice; the later value is used")
        seen.add(key)
        try:
            if key == "name":
                title = clean_title(scalar(vnode))
                if title is None:
                    warn(
                        vnode,
                        key,
                        f"should be a text of 1 to {MAX_NAME} letters; using the file name",
                    )
                else:
                    theme.name = title
            elif key == "layout":
                value = scalar(vnode)
                if value not in LAYOUTS:
                    warn(
                        vnode,
                        key,
                        f"{short(value)} is not one of {', '.join(LAYOUTS)}; using round",
                    )
                else:
                    theme.layout = value
            elif key in COLOUR_DEFAULTS:
                try:
                    theme.colours[key] = parse_colour(scalar(vnode))
                except ValueError as exc:
                    warn(vnode, key, f"{one_line(exc)}; using the default")
            elif key == "players":
                colour_group(vnode, key, PLAYER_DEFAULTS)
            elif key == "card":
                colour_group(vnode, key, CARD_DEFAULTS)
            elif key == "names":
                seat_names(vnode)
            elif key == "font":
                if not isinstance(vnode, yaml.MappingNode):
                    warn(vnode, key, "expected 'scale: <number>'; using the default")
                    continue
                for fk, fv in vnode.value:
                    sub = shown_key(fk)
                    if sub == "steps":
                        type_steps(fv)
                        continue
                    if sub != "scale":
                        warn(fk, f"font.{sub}", "unknown key (known: scale, steps)")
                        continue
                    try:
                        value = scalar(fv)
                    except ValueError as exc:
                        warn(fv, "font.scale", f"{one_line(exc)}; using the default")
                        continue
                    lo, hi = FONT_SCALE_RANGE
                    if (
                        not isinstance(value, (int, float))
                        or isinstance(value, bool)
                        or not lo <= value <= hi
                    ):
                        warn(fv, "font.scale", f"{short(value)} is not a number from {lo} to {hi}")
                    else:
                        theme.font_scale = float(value)
            else:
                warn(knode, key, "unknown key, ignored")
        except ValueError as exc:
            warn(vnode, key, f"{one_line(exc)}; using the default")
        except Exception as exc:  # noqa: BLE001 - a theme never stops the game
            warn(vnode, key, f"cannot read the value ({one_line(exc)}); using the default")
    return theme, warnings


def default_theme() -> Theme:
    return copy.deepcopy(Theme())
