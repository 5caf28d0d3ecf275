"""Player settings, persisted in `config_dir()/settings.yaml` (DESIGN §6).

`Settings.load()` never raises, never hangs and never writes: a missing file gives
defaults; a broken file gives defaults plus a message naming the problem (shown on the
title screen). The file is read within limits (`yaml_limits`: size, nesting, values and
aliases) and every value is checked (type, range, characters, length): a bad one is
named and its default used; at most a few problems are shown.

A file that was read with problems is kept: the first save moves it aside (to
`settings.corrupt-<time>.yaml`, beside it) before writing the new one.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from sorry_game.ai.levels import LEVEL_BY_NAME
from sorry_game.app.theme import is_theme_id
from sorry_game.store import settings_file
from sorry_game.store.paths import StorageOff, config_dir
from sorry_game.store.yaml_limits import compose, construct, one_line, short, summarise

#: what a settings file read with problems becomes at the next save (`paths.corrupt_name`)
KEPT_AS = "settings.corrupt-<date>.yaml"

SPEEDS = ("slow", "normal", "fast", "instant")
#: multiply animation durations and computer "thinking" pauses by this
SPEED_FACTORS = {"slow": 1.7, "normal": 1.0, "fast": 0.45, "instant": 0.0}
#: how long a Hard computer may think, seconds (the Settings screen offers these)
THINK_SECONDS = (0.5, 0.8, 1.5, 3.0)
DEFAULT_THINK = 0.8
#: the UI scale, in percent of the window-fitted size of text and controls (Settings offers these)
UI_SCALES = (75, 90, 100, 110, 125, 150, 175, 200)
DEFAULT_UI_SCALE = 100
DEFAULT_SIZE = (1280, 800)
#: the smallest window every screen fits (the window refuses to shrink below it)
MIN_SIZE = (800, 600)
#: no window is larger (the app also keeps it within the desktop: `App.largest_window`)
MAX_SIZE = (16384, 16384)
#: a settings file larger than this is refused unread (real ones are a few hundred bytes)
MAX_SETTINGS_BYTES = settings_file.MAX_BYTES

#: what `last_setup` may hold (the setup screen checks the meaning of each choice)
MAX_SEATS = 16
MAX_OPTIONS = 32
MAX_TEXT = 64
_WORD = re.compile(r"[A-Za-z_][A-Za-z0-9_-]{0,39}")


def fit_size(size: tuple[int, int], largest: tuple[int, int] = MAX_SIZE) -> tuple[int, int]:
    """`size` raised to the minimum window size and capped at `largest` (the minimum
    wins over a desktop smaller than it).

    >>> fit_size((500, 400)), fit_size((16384, 16384), (1920, 1080))
    ((800, 600), (1920, 1080))
    """
    w, h = int(size[0]), int(size[1])
    return (
        max(MIN_SIZE[0], min(largest[0], MAX_SIZE[0], w)),
        max(MIN_SIZE[1], min(largest[1], MAX_SIZE[1], h)),
    )


def ui_scale_of(percent: object) -> float:
    """The UI scale as a factor; a value Settings does not offer counts as 100 %.

    >>> ui_scale_of(150), ui_scale_of(7), ui_scale_of("200")
    (1.5, 1.0, 1.0)
    """
    if isinstance(percent, int) and not isinstance(percent, bool) and percent in UI_SCALES:
        return percent / 100
    return DEFAULT_UI_SCALE / 100


def think_seconds(level: str, hard: float) -> float | None:
    """How long a `level` computer thinks when Hard thinks `hard` seconds: every level
    that thinks keeps its share of the table of levels (`ai.levels.LEVELS`: Expert
    3 s to Hard's 0.8 s, so 3.75 times as long); None for a level that plays at once.

    >>> think_seconds("hard", 1.5), think_seconds("expert", 0.8), think_seconds("easy", 3.0)
    (1.5, 3.0, None)
    """
    level_of = LEVEL_BY_NAME.get(level)
    base = LEVEL_BY_NAME["hard"].seconds
    if level_of is None or level_of.seconds <= 0 or base <= 0:
        return None
    return round(level_of.seconds * hard / base, 3)


def seconds_text(seconds: float) -> str:
    """'0.8 s', '3 s', '1.9 s': a thinking time in player words.

    >>> [seconds_text(s) for s in (0.5, 3.0, 1.875)]
    ['0.5 s', '3 s', '1.9 s']
    """
    return f"{seconds:.1f}".removesuffix(".0") + " s"


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _is_text(value: Any, limit: int = MAX_TEXT) -> bool:
    return isinstance(value, str) and len(value) <= limit and value.isprintable()


class _Checker:
    """Collects the problems of one file, each naming its setting."""

    def __init__(self) -> None:
        self.problems: list[str] = []

    def bad(self, key: str, value: Any, why: str = "is not valid", then: str = "") -> None:
        then = then or "using the default"
        self.problems.append(f"settings: {key} {short(value)} {why}; {then}")


def _clean_seat(seat: Any, where: str, check: _Checker) -> dict[str, Any]:
    if not isinstance(seat, dict):
        check.bad(where, seat)
        return {}
    out: dict[str, Any] = {}
    for key, value in seat.items():
        name = f"{where}.{key}" if _is_text(key, 40) else where
        if key == "name":
            ok = _is_text(value)
        elif key in ("kind", "level"):
            ok = isinstance(value, str) and _WORD.fullmatch(value) is not None
        elif key == "colour":
            ok = value is None or (_is_int(value) and 0 <= value < 64)
        else:
            check.bad(where, key, "is not a seat setting", "ignored")
            continue
        if ok:
            out[key] = value
        else:
            check.bad(name, value)
    return out


def _option_value_ok(value: Any) -> bool:
    if isinstance(value, bool) or value is None:
        return True
    if _is_int(value):
        return abs(value) < 2**31
    if isinstance(value, float):
        return math.isfinite(value)
    if isinstance(value, list):  # e.g. a list of colours
        return len(value) <= MAX_SEATS and all(
            _is_int(v) and abs(v) < 2**31 and not isinstance(v, bool) for v in value
        )
    return _is_text(value)


def clean_last_setup(value: Any, check: _Checker | None = None) -> dict[str, Any]:
    """`last_setup` reduced to the plain, bounded values the setup screen reads (game,
    players, seats, options, colours_picked); anything else is named in `check`.
    The setup screen then checks what each value means for the game chosen.

    >>> clean_last_setup({"game": "x", "players": 10**400, "seats": [{"name": "Ann"}]})
    {'game': 'x', 'seats': [{'name': 'Ann'}]}
    """
    check = check or _Checker()
    if not isinstance(value, dict):
        check.bad("last_setup", value)
        return {}
    out: dict[str, Any] = {}
    for key, item in value.items():
        where = f"last_setup.{key}" if _is_text(key, 40) else "last_setup"
        if key == "game":
            if isinstance(item, str) and _WORD.fullmatch(item):
                out[key] = item
            else:
                check.bad(where, item)
        elif key == "players":
            if _is_int(item) and 1 <= item <= MAX_SEATS:
                out[key] = item
            else:
                check.bad(where, item)
        elif key == "phones":
            if item in ("lan", "local"):
                out[key] = item
            else:
                check.bad(where, item)
        elif key == "colours_picked":
            if isinstance(item, bool):
                out[key] = item
            else:
                check.bad(where, item)
        elif key == "seats":
            if isinstance(item, list) and len(item) <= MAX_SEATS:
                out[key] = [_clean_seat(s, f"{where}[{i}]", check) for i, s in enumerate(item)]
            else:
                check.bad(where, item)
        elif key == "options":
            if isinstance(item, dict) and len(item) <= MAX_OPTIONS:
                options = {}
                for k, v in item.items():
                    if not (isinstance(k, str) and _WORD.fullmatch(k)):
                        check.bad(where, k, "is not an option name", "ignored")
                    elif not _option_value_ok(v):
                        check.bad(f"{where}.{k}", v)
                    else:
                        options[k] = list(v) if isinstance(v, list) else v
                out[key] = options
            else:
                check.bad(where, item)
        else:
            check.bad("last_setup", key, "is not a setup setting", "ignored")
    return out


@dataclass
class Settings:
    speed: str = "normal"  # computer speed / animation speed: see SPEEDS
    volume: float = 0.7  # 0.0 … 1.0
    muted: bool = False
    theme: str = "classic-round"
    fullscreen: bool = False
    #: ask for a click even when a decision has one way to go (off: the table plays it)
    confirm_forced: bool = False
    #: Undo may take back a move (against computers too: with their replies)
    take_backs: bool = True
    #: the tips overlay explains each decision (F1 or ? at the table)
    tips: bool = False
    #: seconds a Hard computer thinks (one of THINK_SECONDS); Expert thinks in proportion
    hard_seconds: float = DEFAULT_THINK
    window_size: tuple[int, int] = DEFAULT_SIZE
    #: text and controls at this percent of their window-fitted size (one of UI_SCALES)
    ui_scale: int = DEFAULT_UI_SCALE
    #: the last New-game choices: game, players, seats [{name, kind, level, colour}], options
    last_setup: dict[str, Any] = field(default_factory=dict)
    #: the file these settings were read from had problems: kept (moved aside) at the
    #: first save. Not a setting: never saved.
    keep_file: Path | None = field(default=None, repr=False, compare=False)
    #: False: a tool's settings (`--screenshot`, a bench, README's pictures), never
    #: written: a tool neither reads nor changes the player's file. Not a setting.
    kept: bool = field(default=True, repr=False, compare=False)

    @property
    def speed_factor(self) -> float:
        return SPEED_FACTORS.get(self.speed, 1.0)

    # --- persistence -----------------------------------------------------------------
    @staticmethod
    def path() -> Path:
        return config_dir() / "settings.yaml"

    @classmethod
    def load(cls, path: Path | None = None) -> tuple[Settings, list[str]]:
        """Read the settings file; returns (settings, warnings). Never raises, never
        writes; a file with problems is kept aside by the first `save`. A settings
        folder that cannot be made gives the defaults (its fault is in `store.health`)."""
        settings = cls()
        if path is None:
            try:
                path = cls.path()
            except StorageOff:
                return settings, []  # the storage banner says why nothing is kept
        warnings = summarise(settings._read(path))
        if warnings:
            settings.keep_file = path
            if path.is_file():
                warnings.append(f"your file will be kept beside the new one as {KEPT_AS}")
        return settings, warnings

    @classmethod
    def for_tool(cls, path: Path | None = None) -> tuple[Settings, list[str]]:
        """A tool's settings: the defaults, or those of the file `path` (read, never
        written; its problems as `load` says them). Never the player's file."""
        settings, warnings = cls.load(path) if path is not None else (cls(), [])
        settings.kept, settings.keep_file = False, None
        return settings, [w for w in warnings if KEPT_AS not in w]  # nothing is moved

    def _read(self, path: Path) -> list[str]:
        """Fill in the settings from `path`; returns the problems found."""
        raw, problem = settings_file.read(path)
        if raw is None:
            return [f"settings file {path} {problem}; using defaults"] if problem else []
        try:
            text = raw.decode("utf-8-sig")
        except UnicodeDecodeError as exc:
            line = raw[: exc.start].count(b"\n") + 1
            return [f"settings file {path} line {line} is not UTF-8 text; using defaults"]
        try:
            root = compose(text) if text.strip() else None
        except yaml.YAMLError as exc:
            mark = getattr(exc, "problem_mark", None)
            where = f" line {mark.line + 1}" if mark is not None else ""
            return [f"settings file {path}{where} is broken ({one_line(exc)}); using defaults"]
        if root is None:
            return []
        try:
            data = construct(root)
        except ValueError as exc:  # `!!int abc`, a bad date, a list as a key …
            line = root.start_mark.line + 1
            return [f"settings file {path} line {line}: {one_line(exc)}; using defaults"]
        if not isinstance(data, dict):
            return [f"settings file {path} is not a list of settings; using defaults"]
        return self._take(data)

    def _take(self, data: dict[Any, Any]) -> list[str]:
        """Take every valid value of `data`; returns the problems (one per bad value)."""
        check = _Checker()
        bad = check.bad
        for key, value in data.items():
            if key == "speed":
                if isinstance(value, str) and value in SPEEDS:
                    self.speed = value
                else:
                    bad(key, value)
            elif key == "volume":
                if (isinstance(value, float) or _is_int(value)) and 0 <= value <= 1:
                    self.volume = float(value)
                else:
                    bad(key, value, "is not a number from 0 to 1")
            elif key in ("muted", "fullscreen", "confirm_forced", "take_backs", "tips"):
                if isinstance(value, bool):
                    setattr(self, key, value)
                else:
                    bad(key, value, "is not true or false")
            elif key == "hard_seconds":
                if (isinstance(value, float) or _is_int(value)) and value in THINK_SECONDS:
                    self.hard_seconds = float(value)
                else:
                    choices = ", ".join(f"{s:g}" for s in THINK_SECONDS)
                    bad(key, value, f"is not one of {choices} (seconds)")
            elif key == "ui_scale":
                if _is_int(value) and value in UI_SCALES:
                    self.ui_scale = value
                else:
                    choices = ", ".join(str(n) for n in UI_SCALES)
                    bad(key, value, f"is not one of {choices} (percent)")
            elif key == "theme":
                if is_theme_id(value):
                    self.theme = value
                else:
                    bad(key, value, "is not a theme name")
            elif key == "window_size":
                if (
                    isinstance(value, list)
                    and len(value) == 2
                    and all(_is_int(n) for n in value)
                    and 0 < value[0] <= MAX_SIZE[0]
                    and 0 < value[1] <= MAX_SIZE[1]
                ):
                    # a window saved smaller than the screens need opens at the minimum
                    self.window_size = fit_size((value[0], value[1]))
                else:
                    bad(key, value, f"is not [width, height] up to {MAX_SIZE[0]}")
            elif key == "last_setup":
                self.last_setup = clean_last_setup(value, check)
            else:
                bad("setting", key, "is unknown", "ignored")
        return check.problems

    def to_dict(self) -> dict[str, Any]:
        """The settings as plain, bounded data (what `save` writes)."""
        return {
            "speed": self.speed if self.speed in SPEEDS else "normal",
            "volume": min(1.0, max(0.0, float(self.volume))),
            "muted": bool(self.muted),
            "theme": self.theme if is_theme_id(self.theme) else Settings.theme,
            "fullscreen": bool(self.fullscreen),
            "confirm_forced": bool(self.confirm_forced),
            "take_backs": bool(self.take_backs),
            "tips": bool(self.tips),
            "hard_seconds": self.hard_seconds
            if self.hard_seconds in THINK_SECONDS
            else DEFAULT_THINK,
            "window_size": list(fit_size(self.window_size)),
            "ui_scale": self.ui_scale if self.ui_scale in UI_SCALES else DEFAULT_UI_SCALE,
            "last_setup": clean_last_setup(self.last_setup),
        }

    def save(self, path: Path | None = None) -> str | None:
        """Write the settings; returns an error message instead of raising. A file that
        was read with problems is first moved aside (never lost). A tool's settings
        (not `kept`) are never written."""
        if not self.kept:
            return None
        try:
            path = path or self.path()
            text = "# sorry-game settings\n" + yaml.safe_dump(self.to_dict(), sort_keys=True)
            keep_old = self.keep_file is not None and self.keep_file == path
            settings_file.write(path, text, keep_old)
            if keep_old:
                self.keep_file = None
        except (OSError, ValueError, yaml.YAMLError) as exc:
            return f"could not save the settings to {path or 'their folder'}: {one_line(exc)}"
        return None
