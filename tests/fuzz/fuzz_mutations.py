"""Seeded mutations for the fuzz tests: of a save file's text (bytes) and of a state's
plain data (`to_dict`). Each mutation returns the mutant and a short description of
what was done (shown when a mutant makes a test fail, with the seed to replay it).

Nothing here knows a game: the save mutations work on the save format (engine/savefile),
the data mutations on any JSON-like data, and the "foreign" parts (an action of another
position, a value of another position) come from the caller's samples.
"""

from __future__ import annotations

import copy
import json
import random
import re
from collections.abc import Callable
from typing import Any

#: a rule id (no player-facing text shows one)
RULE_ID = re.compile(r"\b[CPKRT]-\d+[a-z]?\b")
#: text quoted from a file in a message (repr form)
QUOTED = re.compile(r"'(?:[^'\\]|\\.)*'|\"(?:[^\"\\]|\\.)*\"")
#: words of a Python failure that a message for a player never contains
JARGON = (
    "Traceback",
    "Error(",
    "Error:",
    "Exception",
    "<class",
    " object at 0x",
    "NoneType",
    "KeyError",
    "IndexError",
    "TypeError",
    "AttributeError",
    "RecursionError",
    "UnicodeDecodeError",
)
#: the longest line a refusal may be
MAX_MESSAGE = 300


def player_words(message: str) -> str | None:
    """None when `message` reads as player words; else what is wrong with it."""
    if not isinstance(message, str) or not message.strip():
        return "empty message"
    if len(message) > MAX_MESSAGE:
        return f"message of {len(message)} characters"
    if not message.isprintable():
        return "message with control characters"
    if RULE_ID.search(QUOTED.sub("''", message)):  # quoted: the file's own text
        return "message shows a rule id"
    for word in JARGON:
        if word in message:
            return f"message shows {word!r}"
    return None


# --- values of every kind (wrong types, huge numbers, deep nesting) -----------------------------
def odd_value(rng: random.Random) -> Any:
    """A value of a random kind: the wrong type, a huge or negative number, deep nesting."""
    kind = rng.randrange(14)
    if kind == 0:
        return None
    if kind == 1:
        return rng.choice([True, False])
    if kind == 2:
        return rng.choice(["", "x", "human", "7", "\x00", "\u202e", "é" * 50, "a" * 5000])
    if kind == 3:
        return rng.choice([0.5, -1.0, 1e308, 3.0])
    if kind == 4:
        return rng.choice([-1, -(10**6), 10**6, 2**63, 10**30])
    if kind == 5:
        return 10 ** rng.choice([40, 400, 4000])
    if kind == 6:
        return []
    if kind == 7:
        return {}
    if kind == 8:
        return [rng.randrange(-2, 70) for _ in range(rng.randrange(1, 20))]
    if kind == 9:
        return {"x": rng.randrange(10)}
    if kind == 10:
        return nested(rng.choice([20, 200, 1200]))
    if kind == 11:
        return rng.randrange(-3, 100)
    if kind == 12:
        return [None] * rng.randrange(1, 5)
    return list(range(rng.choice([100, 10_000])))


def nested(depth: int) -> Any:
    value: Any = []
    for _ in range(depth - 1):
        value = [value]
    return value


# --- plain data: paths, and mutations at a path --------------------------------------------------
Path = tuple[Any, ...]


def paths(data: Any, prefix: Path = (), out: list[Path] | None = None) -> list[Path]:
    """Every path to a value in JSON-like data (dict keys and list indices)."""
    out = [] if out is None else out
    out.append(prefix)
    if isinstance(data, dict):
        for key, value in data.items():
            paths(value, (*prefix, key), out)
    elif isinstance(data, list):
        for i, value in enumerate(data[:60]):
            paths(value, (*prefix, i), out)
    return out


def get(data: Any, path: Path) -> Any:
    for step in path:
        data = data[step]
    return data


def put(data: Any, path: Path, value: Any) -> Any:
    """`data` with the value at `path` replaced (in place below the root)."""
    if not path:
        return value
    get(data, path[:-1])[path[-1]] = value
    return data


def typo(key: str, rng: random.Random) -> str:
    """A misspelling: two letters swapped, a letter dropped or doubled, a case change."""
    if len(key) < 2:
        return key + "_"
    i = rng.randrange(len(key) - 1)
    how = rng.randrange(4)
    if how == 0:
        out = key[:i] + key[i + 1] + key[i] + key[i + 2 :]
    elif how == 1:
        out = key[:i] + key[i + 1 :]
    elif how == 2:
        out = key[:i] + key[i] + key[i:]
    else:
        out = key[:i] + key[i].swapcase() + key[i + 1 :]
    return out if out != key else key + "s"


def mutate_data(data: Any, rng: random.Random, donors: list[Any]) -> tuple[Any, str]:
    """One random change of JSON-like `data` (a deep copy is changed): a key deleted,
    misspelt or added; a value of the wrong type, huge, nudged by one, copied from the
    same place of a `donors` sample (plausible but inconsistent); a list shortened,
    lengthened, reordered, or an item moved to another list."""
    data = copy.deepcopy(data)
    spots = paths(data)
    path = rng.choice(spots)
    value = get(data, path)
    kind = rng.randrange(12)
    where = "/".join(map(str, path)) or "(root)"
    if kind == 0 and isinstance(value, dict) and value:
        key = rng.choice(list(value))
        del value[key]
        return data, f"delete {where}/{key}"
    if kind == 1 and isinstance(value, dict) and value:
        key = rng.choice(list(value))
        value[typo(str(key), rng)] = value.pop(key)
        return data, f"misspell {where}/{key}"
    if kind == 2 and isinstance(value, dict):
        value[rng.choice(["extra", "x", "Seed", "players "])] = odd_value(rng)
        return data, f"add a field to {where}"
    if kind == 3 and type(value) is int:
        new = value + rng.choice([-1, 1, -2, 2, 4, -value - 1, 13, 60])
        return put(data, path, new), f"{where}: {value} -> {new}"
    if kind == 4 and isinstance(value, list) and len(value) > 1:
        i, j = rng.sample(range(len(value)), 2)
        value[i], value[j] = value[j], value[i]
        return data, f"swap {where}[{i}] and [{j}]"
    if kind == 5 and isinstance(value, list) and value:
        i = rng.randrange(len(value))
        if rng.random() < 0.5:
            del value[i]
            return data, f"delete {where}[{i}]"
        value.insert(i, copy.deepcopy(value[i]))
        return data, f"duplicate {where}[{i}]"
    if kind == 6 and donors:
        donor = rng.choice(donors)
        try:
            other = copy.deepcopy(get(donor, path))
        except (KeyError, IndexError, TypeError):
            other = None
        if other is not None and other != value:
            return put(data, path, other), f"{where} from another position"
    if kind == 7:
        lists = [p for p in spots if isinstance(get(data, p), list) and get(data, p)]
        a, b = rng.sample(lists, 2) if len(lists) > 1 else ((), ())
        if a != b and a[: len(b)] != b and b[: len(a)] != a:  # neither inside the other
            item = get(data, a).pop(rng.randrange(len(get(data, a))))
            get(data, b).append(item)
            return data, "move an item from {} to {}".format(
                "/".join(map(str, a)), "/".join(map(str, b))
            )
    if kind == 8 and isinstance(value, list):
        rng.shuffle(value)
        return data, f"shuffle {where}"
    if kind == 9 and isinstance(value, str):
        new = rng.choice([value.upper(), value + " ", typo(value, rng), ""])
        return put(data, path, new), f"{where}: {value!r} -> {new!r}"
    new = odd_value(rng)
    return put(data, path, new), f"{where} -> a {type(new).__name__}"


# --- save text -------------------------------------------------------------------------------------
def _lines(text: str) -> list[str]:
    return text.split("\n")[:-1]


def _join(lines: list[str]) -> str:
    return "\n".join(lines) + "\n"


def _json_line(lines: list[str], n: int) -> tuple[str, Any]:
    key, _, rest = lines[n].partition(" ")
    return key, json.loads(rest)


def _action_span(lines: list[str]) -> tuple[int, int]:
    """(first, end) indices of the action lines (0-based, end exclusive)."""
    start = lines.index("actions") + 1
    return start, len(lines) - 1


SaveMutation = Callable[[bytes, random.Random, "SaveSamples"], tuple[bytes, str]]


class SaveSamples:
    """What the save mutations borrow: action texts of other positions and games."""

    def __init__(self, foreign_actions: list[str]) -> None:
        self.foreign_actions = foreign_actions or ["pass"]


def m_truncate(data: bytes, rng: random.Random, s: SaveSamples) -> tuple[bytes, str]:
    at = rng.randrange(len(data))
    return data[:at], f"cut at byte {at}"


def m_truncate_lines(data: bytes, rng: random.Random, s: SaveSamples) -> tuple[bytes, str]:
    lines = data.split(b"\n")
    keep = rng.randrange(len(lines))
    return b"\n".join(lines[:keep]) + b"\n", f"keep {keep} lines"


def m_flip(data: bytes, rng: random.Random, s: SaveSamples) -> tuple[bytes, str]:
    out = bytearray(data)
    spots = []
    for _ in range(rng.randrange(1, 4)):
        i = rng.randrange(len(out))
        out[i] ^= 1 << rng.randrange(8)
        spots.append(i)
    return bytes(out), f"flip bits at {spots}"


def m_bytes(data: bytes, rng: random.Random, s: SaveSamples) -> tuple[bytes, str]:
    i = rng.randrange(len(data))
    junk = rng.choice(
        [b"\x00", b"\xff\xfe", b"\x80", b"\r", b"\t", b"\xc3", b"\x1b[2J", b"\xe2\x80\xae"]
    )
    if rng.random() < 0.5:
        return data[:i] + junk + data[i:], f"insert {junk!r} at {i}"
    j = min(len(data), i + rng.randrange(1, 30))
    return data[:i] + data[j:], f"delete bytes {i}-{j}"


def m_deep(data: bytes, rng: random.Random, s: SaveSamples) -> tuple[bytes, str]:
    lines = _lines(data.decode("utf-8"))
    n = rng.choice([4, 5])
    depth = rng.choice([50, 1000, 5000, 100_000])
    key, rest = lines[n].partition(" ")[0], lines[n].partition(" ")[2]
    bomb = "[" * depth + "]" * depth if rng.random() < 0.7 else '{"a":' * depth + "1" + "}" * depth
    lines[n] = f'{key} {{"x": {bomb}, ' + rest[1:] if rest.startswith("{") else f"{key} {bomb}"
    return _join(lines).encode("utf-8"), f"nest {key} {depth} deep"


def m_huge_number(data: bytes, rng: random.Random, s: SaveSamples) -> tuple[bytes, str]:
    text = data.decode("utf-8")
    numbers = list(re.finditer(r"-?\d+", text))
    if not numbers:
        return data, "no number"
    match = rng.choice(numbers)
    new = rng.choice(
        ["9" * 25, "1" + "0" * 400, "7" * 5000, "-1", "-99999999999", "1e309", "0.5", "00", "٣"]
    )
    text = text[: match.start()] + new + text[match.end() :]
    return text.encode("utf-8"), f"number at {match.start()} -> {new[:12]}…"


def m_json_value(data: bytes, rng: random.Random, s: SaveSamples) -> tuple[bytes, str]:
    lines = _lines(data.decode("utf-8"))
    n = rng.choice([4, 5])
    key, value = _json_line(lines, n)
    new, what = mutate_data(value, rng, [])
    try:
        lines[n] = f"{key} {json.dumps(new)}"
    except (ValueError, RecursionError):
        return data, "no change"
    return _join(lines).encode("utf-8"), f"{key}: {what}"


def m_json_key(data: bytes, rng: random.Random, s: SaveSamples) -> tuple[bytes, str]:
    """A key of config or meta (or of a seat) deleted or misspelt."""
    lines = _lines(data.decode("utf-8"))
    n = rng.choice([4, 5, 5])
    key, value = _json_line(lines, n)
    holders = [p for p in paths(value) if isinstance(get(value, p), dict) and get(value, p)]
    holder = get(value, rng.choice(holders))
    name = rng.choice(list(holder))
    if rng.random() < 0.3:
        del holder[name]
        what = f"delete {key} field {name}"
    else:
        holder[typo(name, rng)] = holder.pop(name)
        what = f"misspell {key} field {name}"
    lines[n] = f"{key} {json.dumps(value)}"
    return _join(lines).encode("utf-8"), what


def m_header(data: bytes, rng: random.Random, s: SaveSamples) -> tuple[bytes, str]:
    lines = _lines(data.decode("utf-8"))
    n = rng.randrange(7)
    how = rng.randrange(5)
    if how == 0:
        del lines[n]
        what = f"delete header line {n + 1}"
    elif how == 1:
        lines.insert(n, lines[n])
        what = f"repeat header line {n + 1}"
    elif how == 2:
        word, sep, rest = lines[n].partition(" ")
        lines[n] = typo(word, rng) + sep + rest
        what = f"misspell header line {n + 1}"
    elif how == 3:
        word, _, rest = lines[n].partition(" ")
        lines[n] = word + " " + rng.choice(["", "classic", "chess", "0", "2", "ü", rest + " x"])
        what = f"change header line {n + 1}"
    else:
        i, j = rng.sample(range(7), 2)
        lines[i], lines[j] = lines[j], lines[i]
        what = f"swap header lines {i + 1} and {j + 1}"
    return _join(lines).encode("utf-8"), what


def m_actions(data: bytes, rng: random.Random, s: SaveSamples) -> tuple[bytes, str]:
    """Reordered, repeated, dropped, illegal, unknown actions (the end count kept or fixed)."""
    lines = _lines(data.decode("utf-8"))
    first, end = _action_span(lines)
    actions = lines[first:end]
    how = rng.randrange(7)
    if how == 0 and len(actions) > 1:
        i = rng.randrange(len(actions) - 1)
        actions[i], actions[i + 1] = actions[i + 1], actions[i]
        what = f"swap actions {i} and {i + 1}"
    elif how == 1 and actions:
        i = rng.randrange(len(actions))
        actions.insert(i, actions[i])
        what = f"repeat action {i}"
    elif how == 2 and actions:
        i = rng.randrange(len(actions))
        del actions[i]
        what = f"drop action {i}"
    elif how == 3:
        i = rng.randrange(len(actions) + 1)
        foreign = rng.choice(s.foreign_actions)
        actions.insert(i, foreign)
        what = f"insert {foreign!r} at {i}"
    elif how == 4 and actions:
        i = rng.randrange(len(actions))
        bad = rng.choice(
            ["fly to the moon", "move", "play 99", "move R0 +99", "play -1", "x " * 60, "0", "é"]
        )
        actions[i] = bad
        what = f"action {i} -> {bad!r}"
    elif how == 5 and actions:
        keep = rng.randrange(len(actions))
        actions = actions[:keep]
        what = f"keep {keep} actions"
    else:
        rng.shuffle(actions)
        what = "shuffle the actions"
    fix = rng.random() < 0.7
    tail = f"end {len(actions)}" if fix else lines[end]
    return _join(lines[:first] + actions + [tail]).encode("utf-8"), what + (
        "" if fix else " (end count kept)"
    )


def m_action_words(data: bytes, rng: random.Random, s: SaveSamples) -> tuple[bytes, str]:
    """An action line made of the words of real actions, recombined and bent: numbers
    out of range, words swapped, cut or doubled (the games' parsers and refusals)."""
    lines = _lines(data.decode("utf-8"))
    first, end = _action_span(lines)
    words = rng.choice(s.foreign_actions).split()
    for _ in range(rng.randrange(1, 4)):
        how = rng.randrange(6)
        i = rng.randrange(len(words)) if words else 0
        if how == 0 and words:
            words[i] = re.sub(r"\d+", lambda m: rng.choice(["-1", "0", "99", "1" * 30]), words[i])
        elif how == 1 and words:
            words.insert(i, words[i])
        elif how == 2 and words:
            del words[i]
        elif how == 3:
            words.insert(i, rng.choice(s.foreign_actions).split()[0])
        elif how == 4 and words:
            words[i] = words[i][: rng.randrange(len(words[i]) + 1)]
        else:
            rng.shuffle(words)
    text = " ".join(w for w in words if w) or "x"
    at = rng.randrange(first, end + 1)
    lines.insert(at, text)
    lines[-1] = f"end {len(lines) - first - 1}"
    return _join(lines).encode("utf-8"), f"insert {text!r} at line {at + 1}"


def m_line_endings(data: bytes, rng: random.Random, s: SaveSamples) -> tuple[bytes, str]:
    how = rng.randrange(5)
    if how == 0:
        return data.replace(b"\n", b"\r\n"), "CRLF"
    if how == 1:
        return b"\xef\xbb\xbf" + data, "BOM"
    if how == 2:
        return b"\xef\xbb\xbf" + data.replace(b"\n", b"\r\n"), "BOM and CRLF"
    if how == 3:
        return data.replace(b"\n", b"\r"), "CR only"
    return data.rstrip(b"\n"), "no final newline"


def m_encoding(data: bytes, rng: random.Random, s: SaveSamples) -> tuple[bytes, str]:
    how = rng.randrange(3)
    if how == 0:
        return data.decode("utf-8").encode("utf-16"), "UTF-16"
    if how == 1:
        return data.replace(b"\n", b"\n\xff", 1), "a byte that is not UTF-8"
    return "é".encode("latin-1") + data, "Latin-1 first"


def m_seed(data: bytes, rng: random.Random, s: SaveSamples) -> tuple[bytes, str]:
    lines = _lines(data.decode("utf-8"))
    seed = int(lines[3].split()[1])
    new = rng.choice([str(seed + 1), f" {seed}", f"{seed} ", f"+{seed}", f"{seed}.0", "", "-0"])
    lines[3] = f"seed {new}"
    return _join(lines).encode("utf-8"), f"seed -> {new!r}"


def m_whitespace(data: bytes, rng: random.Random, s: SaveSamples) -> tuple[bytes, str]:
    lines = _lines(data.decode("utf-8"))
    n = rng.randrange(len(lines))
    lines[n] = rng.choice([" ", "\t", "  "]) + lines[n] + rng.choice(["", " ", "\t"])
    return _join(lines).encode("utf-8"), f"whitespace around line {n + 1}"


SAVE_MUTATIONS: tuple[SaveMutation, ...] = (
    m_truncate,
    m_truncate_lines,
    m_flip,
    m_bytes,
    m_deep,
    m_huge_number,
    m_json_value,
    m_json_key,
    m_json_key,
    m_header,
    m_actions,
    m_actions,
    m_actions,
    m_action_words,
    m_action_words,
    m_line_endings,
    m_encoding,
    m_seed,
    m_whitespace,
)


def mutate_save(data: bytes, rng: random.Random, samples: SaveSamples) -> tuple[bytes, str]:
    """One to three save mutations in a row (after the first, a mutation that cannot
    read the text any more leaves it as it is)."""
    whats = []
    for k in range(1 if rng.random() < 0.7 else rng.randrange(2, 4)):
        mutation = rng.choice(SAVE_MUTATIONS)
        try:
            data, what = mutation(data, rng, samples)
        except (UnicodeDecodeError, ValueError, IndexError, KeyError, RecursionError):
            if k == 0:
                raise
            continue
        whats.append(what)
    return data, "; ".join(whats)
