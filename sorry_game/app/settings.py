"""Player settings, persisted in `config_dir()/settings.yaml` (DESIGN §6).

`Settings.load()` never raises: a missing file gives defaults; a broken file gives
defaults plus a message naming the problem (shown on the title screen).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

import yaml

from sorry_game.app.theme import compose, short
from sorry_game.paths import atomic_write_text, config_dir

SPEEDS = ("slow", "normal", "fast", "instant")
#: multiply animation durations and computer "thinking" pauses by this
SPEED_FACTORS = {"slow": 1.7, "normal": 1.0, "fast": 0.45, "instant": 0.0}
DEFAULT_SIZE = (1280, 800)
#: the smallest window every screen fits (the window refuses to shrink below it)
MIN_SIZE = (800, 600)
MAX_SIZE = (16384, 16384)
#: a settings file larger than this is refused unread (real ones are a few hundred bytes)
MAX_SETTINGS_BYTES = 1024 * 1024


def fit_size(size: tuple[int, int]) -> tuple[int, int]:
    """`size` raised to the minimum window size (and capped at an absurd maximum)."""
    w, h = int(size[0]), int(size[1])
    return (
        min(MAX_SIZE[0], max(MIN_SIZE[0], w)),
        min(MAX_SIZE[1], max(MIN_SIZE[1], h)),
    )


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
    window_size: tuple[int, int] = DEFAULT_SIZE
    #: the last New-game choices: game, players, seats [{name, kind, level, colour}], options
    last_setup: dict[str, Any] = field(default_factory=dict)

    @property
    def speed_factor(self) -> float:
        return SPEED_FACTORS.get(self.speed, 1.0)

    # --- persistence -----------------------------------------------------------------
    @staticmethod
    def path() -> Path:
        return config_dir() / "settings.yaml"

    @classmethod
    def load(cls, path: Path | None = None) -> tuple[Settings, list[str]]:
        """Read the settings file; returns (settings, warnings). Never raises."""
        path = path or cls.path()
        settings = cls()
        try:
            if not path.exists():
                return settings, []
            if not path.is_file():
                return settings, [f"settings file {path} is not a regular file; using defaults"]
            with open(path, "rb") as fh:
                raw = fh.read(MAX_SETTINGS_BYTES + 1)
        except OSError as exc:
            reason = exc.strerror or exc
            return settings, [f"settings file {path} could not be read ({reason}); using defaults"]
        if len(raw) > MAX_SETTINGS_BYTES:
            return settings, [f"settings file {path} is too large; using defaults"]
        try:
            text = raw.decode("utf-8-sig")
        except UnicodeDecodeError as exc:
            line = raw[: exc.start].count(b"\n") + 1
            return settings, [f"settings file {path} line {line} is not UTF-8 text; using defaults"]
        try:
            data = yaml.SafeLoader("").construct_document(compose(text)) if text.strip() else None
        except yaml.YAMLError as exc:
            mark = getattr(exc, "problem_mark", None)
            where = f" line {mark.line + 1}" if mark is not None else ""
            return settings, [f"settings file {path}{where} is broken; using defaults"]
        except Exception:  # noqa: BLE001 - `!!int abc`, a bad date …: never a crash
            return settings, [
                f"settings file {path} has a value that cannot be read; using defaults"
            ]
        if data is None:
            return settings, []
        if not isinstance(data, dict):
            return settings, [f"settings file {path} is not a list of settings; using defaults"]
        warnings: list[str] = []

        def bad(key: str, value: Any) -> None:
            warnings.append(f"settings: {key} {short(value)} is not valid; using the default")

        if "speed" in data:
            if data["speed"] in SPEEDS:
                settings.speed = data["speed"]
            else:
                bad("speed", data["speed"])
        if "volume" in data:
            v = data["volume"]
            if isinstance(v, (int, float)) and not isinstance(v, bool) and 0 <= v <= 1:
                settings.volume = float(v)
            else:
                bad("volume", v)
        for key in ("muted", "fullscreen", "confirm_forced", "take_backs"):
            if key in data:
                if isinstance(data[key], bool):
                    setattr(settings, key, data[key])
                else:
                    bad(key, data[key])
        if "theme" in data:
            if isinstance(data["theme"], str) and data["theme"]:
                settings.theme = data["theme"]
            else:
                bad("theme", data["theme"])
        if "window_size" in data:
            size = data["window_size"]
            if (
                isinstance(size, (list, tuple))
                and len(size) == 2
                and all(isinstance(n, int) and not isinstance(n, bool) for n in size)
                and 0 < size[0] <= MAX_SIZE[0]
                and 0 < size[1] <= MAX_SIZE[1]
            ):
                # a window saved smaller than the screens need opens at the minimum
                settings.window_size = fit_size((size[0], size[1]))
            else:
                bad("window_size", size)
        if "last_setup" in data:
            if isinstance(data["last_setup"], dict):
                settings.last_setup = data["last_setup"]
            else:
                bad("last_setup", data["last_setup"])
        return settings, warnings

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["window_size"] = list(fit_size(self.window_size))
        return data

    def save(self, path: Path | None = None) -> str | None:
        """Write the settings; returns an error message instead of raising."""
        path = path or self.path()
        try:
            text = "# sorry-game settings\n" + yaml.safe_dump(self.to_dict(), sort_keys=True)
            atomic_write_text(path, text)
        except (OSError, yaml.YAMLError) as exc:
            return f"could not save settings to {path}: {exc}"
        return None
