"""Reading a player's YAML file (settings, a theme) within limits, and showing what was
wrong with it in a few short lines.

A file a player edits (or one that was damaged) must never hang or crash the game:

- `compose(text)` builds the node tree of at most `MAX_NODES` nodes, counting an alias
  as everything it names ("billion laughs" is refused at once, not expanded) and an
  alias that names itself as an error; nesting deeper than `MAX_DEPTH` is refused before
  Python's recursion gives out. Every refusal is a `yaml.YAMLError` with a line.
- `construct(node)` turns a node into Python values; any failure is a `ValueError`.
- `short(value)`, `shown_key(node)` and `one_line(exc)` show a value, a key or an error
  in one printable line of a few dozen characters (never the expanded value).
- `summarise(lines)` keeps the first few problems and says how many more there were.

    >>> compose("a: &x [1, 2]\\nb: *x").value[1][1].value[0].value
    '1'
    >>> print(short("x" * 100), short(["a", ["b"], 3, 4, 5]), printable("a\\x00b"))
    'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx... ['a', [...], 3, 4, ...] a\\x00b
    >>> summarise(["one", "two", "three", "four", "five"], 3)
    ['one', 'two', 'three', '... and 2 more problems']
"""

from __future__ import annotations

import re
from typing import Any

import yaml

#: nodes in a document, an alias counting as all it names (real files have < 200)
MAX_NODES = 1000
#: nesting of mappings and lists (real files nest 3 deep)
MAX_DEPTH = 40
#: brackets ([ {) nested deeper than this times MAX_DEPTH are refused before parsing
FLOW_FACTOR = 5
#: problems shown of a file; the rest are counted
MAX_SHOWN = 3
#: a value shown in a message is cut to this many characters
SHORT = 40


_BRACKETS = re.compile(r"[\[\]{}\n]")


def flow_depth(text: str, limit: int) -> int | None:
    """The line (from 0) where `[` and `{` nest deeper than `limit`, or None. Every
    bracket counts (also in quotes: `limit` is far above what a real file has).
    PyYAML's scanner slows down with the square of such nesting (5,000 `[` take half
    a second), before the composer sees the first node.

    >>> flow_depth("a: [[1]]\\nb: [[[1]]]", 2)
    1
    """
    depth = 0
    line = 0
    for m in _BRACKETS.finditer(text):
        ch = m.group()
        if ch == "\n":
            line += 1
        elif ch in "[{":
            depth += 1
            if depth > limit:
                return line
        else:
            depth = max(0, depth - 1)
    return None


class _BoundedLoader(yaml.SafeLoader):
    """A SafeLoader whose composer counts what it builds and refuses too much."""

    def __init__(self, text: str, max_nodes: int, max_depth: int) -> None:
        super().__init__(text)
        self.max_nodes = max_nodes
        self.max_depth = max_depth
        self.total = 0  # nodes composed so far, aliases counted as what they name
        self.depth = 0
        self.sizes: dict[int, int] = {}  # id(node) -> nodes it stands for, once composed

    def _too_much(self, problem: str) -> yaml.MarkedYAMLError:
        return yaml.MarkedYAMLError(problem=problem, problem_mark=self.peek_event().start_mark)

    def _count(self, n: int) -> None:
        self.total += n
        if self.total > self.max_nodes:
            raise self._too_much(f"more than {self.max_nodes} values, counting what aliases repeat")

    def compose_node(self, parent: yaml.Node | None, index: Any) -> yaml.Node | None:
        if self.check_event(yaml.AliasEvent):
            target = self.anchors.get(self.peek_event().anchor)
            if target is not None:
                size = self.sizes.get(id(target))
                if size is None:  # `&a [*a]`: a value that contains itself
                    raise self._too_much("an alias refers to the value that contains it")
                self._count(size)
            return super().compose_node(parent, index)
        self.depth += 1
        if self.depth > self.max_depth:
            raise self._too_much(f"nested more than {self.max_depth} levels deep")
        before = self.total
        self._count(1)
        node = super().compose_node(parent, index)
        self.depth -= 1
        self.sizes[id(node)] = self.total - before
        return node


def compose(text: str, max_nodes: int = MAX_NODES, max_depth: int = MAX_DEPTH) -> yaml.Node | None:
    """YAML text to a node tree (None for an empty document), within the limits;
    raises yaml.YAMLError with a line for bad YAML and for too much of it."""
    line = flow_depth(text, FLOW_FACTOR * max_depth)
    if line is not None:
        raise yaml.MarkedYAMLError(
            problem=f"nested more than {max_depth} levels deep",
            problem_mark=yaml.Mark("", 0, line, 0, "", 0),
        )
    loader = _BoundedLoader(text, max_nodes, max_depth)
    try:
        return loader.get_single_node()
    except RecursionError:  # pragma: no cover - MAX_DEPTH stops nesting long before
        raise yaml.YAMLError("nested too deeply") from None
    finally:
        loader.dispose()


def construct(node: yaml.Node) -> Any:
    """The Python value of a node (bounded by `compose`); ValueError with a one-line
    reason for anything a constructor refuses (`!!int abc`, a bad date, a list as key)."""
    try:
        return yaml.SafeLoader("").construct_document(node)
    except Exception as exc:  # noqa: BLE001 - YAML constructors raise many kinds
        raise ValueError(f"cannot read the value ({one_line(exc)})") from None


def printable(text: str) -> str:
    """`text` with every character that cannot be shown (NUL, a control character, a
    lone surrogate …) written as an escape."""
    if text.isprintable():
        return text
    return "".join(ch if ch.isprintable() else repr(ch)[1:-1] for ch in text)


def cut(text: str, limit: int = SHORT) -> str:
    return text if len(text) <= limit else text[: limit - 3] + "..."


def short(value: Any, _depth: int = 0) -> str:
    """A value from a file, shown in a message: its repr, printable, cut to a few dozen
    characters. A container is shown by its first items only (never expanded whole)."""
    if isinstance(value, (list, tuple, dict, set)):
        ends = "{}" if isinstance(value, (dict, set)) else "[]"
        if _depth > 0:
            return f"{ends[0]}...{ends[1]}" if value else ends
        items = list(value.items())[:4] if isinstance(value, dict) else list(value)[:4]
        inner = ", ".join(short(i, _depth + 1) for i in items)
        more = ", ..." if len(value) > 4 else ""
        return cut(printable(f"{ends[0]}{inner}{more}{ends[1]}"))
    if isinstance(value, str) and len(value) > 4 * SHORT:
        value = value[: 4 * SHORT]
    elif isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 128:
        return "a very long number"
    return cut(printable(repr(value)))


def shown_key(node: yaml.Node) -> str:
    """A mapping key as a message names it: as written when it is a short plain word,
    else shortened."""
    if isinstance(node, yaml.ScalarNode):
        text = str(node.value)
        if len(text) <= SHORT and text.isprintable() and text.strip() == text and text:
            return text
        return short(text)
    return "(a key that is not a word)"


def one_line(exc: BaseException) -> str:
    """An error as one short printable line (YAML errors carry a code excerpt)."""
    text = getattr(exc, "problem", None) or str(exc)[:1000] or type(exc).__name__
    return cut(printable(" ".join(str(text).split())), 160)


def summarise(lines: list[str], limit: int = MAX_SHOWN) -> list[str]:
    """The first `limit` problems, and how many more there were."""
    if len(lines) <= limit:
        return lines
    more = len(lines) - limit
    return [*lines[:limit], f"... and {more} more problem{'s' if more > 1 else ''}"]
