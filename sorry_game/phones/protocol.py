"""The phone protocol's messages and limits (docs/PHONES.md, version 1).

What a phone sends is read here and nowhere else: every message is checked for size,
JSON, version, type and the type and size of each field before anything acts on it.
A message that fails gets a `Refusal` with a code and plain words for the player.

>>> read('{"v": 1, "type": "play", "version": 3, "action": "play 7"}')
Message(type='play', token='', version=3, action='play 7', code='')
>>> read('{"v": 1, "type": "play"}').code
'bad-message'
>>> read("x" * 3000).code
'too-big'
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

VERSION = 1
#: a message from a phone, in bytes (over: refused with `too-big`)
MAX_MESSAGE = 2048
#: a frame larger than this closes the socket (aiohttp's own limit)
MAX_FRAME = 64 * 1024
#: an action's text, a token's text
MAX_ACTION = 200
MAX_TOKEN = 100
#: messages per second per socket, and the burst allowed
RATE = 20.0
BURST = 40.0
#: connections that are not a seat's socket yet (page requests, sockets before their
#: hello), in all and from one address: over, the oldest of the address with the most
#: makes room (`door.py`); a seat's socket is never counted or closed for room
MAX_WAITING = 64
MAX_WAITING_PER_ADDRESS = 12
#: the waiting connections kept below the process's open-file limit by this factor
#: (1,024 files: 64 connections; 256: 16), leaving the game's own files room
FILES_PER_WAITING = 16
#: seconds a waiting connection lives, whatever it does (idle, a partial request, a
#: page it never reads); a WebSocket has `HELLO_WITHIN` from its upgrade for the whole
#: hello (reading it and writing the welcome), then `CLOSE_WITHIN` to be told why
WAITING_SECONDS = 5.0
HELLO_WITHIN = 4.0
#: seconds for one message to a phone and for closing a socket; past them the
#: connection is cut (a phone that stops reading holds nothing)
SEND_WITHIN = 5.0
CLOSE_WITHIN = 1.0
#: wrong tokens from one address in a minute before its hellos are refused for a minute
#: (and the addresses remembered for it)
MAX_WRONG_TOKENS = 10
WRONG_TOKEN_WINDOW = 60.0
WRONG_ADDRESSES = 1024
#: a pairing code: its letters (no 0/O, 1/I/L: read aloud and typed on a phone), its
#: length (40 bits) and how long it works; each is good for one join
CODE_LETTERS = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"
CODE_LENGTH = 8
CODE_SECONDS = 600.0
#: log lines in a state message, and their length
LOG_LINES = 3
LOG_LINE_LEN = 200

#: the player's words for each refusal
WORDS = {
    "bad-json": "That message was not understood (not JSON).",
    "too-big": "That message was too long.",
    "bad-message": "That message was not understood.",
    # (said above the form that asks for the code: what went wrong, not its words again)
    "bad-token": "This link is not a seat of the game on the table: scan the seat's code again.",
    "bad-code": "That code is not right, or it has expired.",
    "too-many-tries": "Too many wrong links from this device: wait a minute.",
    "no-hello": "The page did not say which seat it is.",
    "not-your-turn": "It is not your turn.",
    "stale": "The table has moved on: here is the game as it is now.",
    "illegal": "That move is not allowed now.",
    "slow-down": "Too many messages: slow down.",
    "bad-origin": "This page was not opened from the game's own address.",
    "no-undo": "There is no move of yours to take back now.",
}


@dataclass(frozen=True)
class Message:
    """A phone's message, checked: `type` is hello, play, undo or ping."""

    type: str
    token: str = ""
    version: int = 0
    action: str = ""
    #: a pairing code typed on the phone (instead of a token), as `plain_code` gives it
    code: str = ""


@dataclass(frozen=True)
class Refusal:
    """Why a message was refused: a code (docs/PHONES.md) and the player's words."""

    code: str

    @property
    def message(self) -> str:
        return WORDS[self.code]


def error(code: str, detail: str = "") -> str:
    """The error message for `code` (with `detail`, our own words, if given)."""
    words = detail or WORDS[code]
    return dumps({"type": "error", "code": code, "message": words})


def plain_code(text: str) -> str:
    """A typed pairing code as compared: capitals, no spaces or dashes.

    >>> plain_code(" k7qm-2p4x ")
    'K7QM2P4X'
    """
    return "".join(ch for ch in text.upper() if ch.isalnum())


def shown_code(code: str) -> str:
    """A pairing code as shown, in two groups of four.

    >>> shown_code("K7QM2P4X")
    'K7QM-2P4X'
    """
    return f"{code[:4]}-{code[4:]}"


def code_of(text: str) -> str:
    """The code of an error message made by `error` ("" for any other message).

    >>> code_of(error("stale")), code_of(dumps({"type": "pong"}))
    ('stale', '')
    """
    data = json.loads(text)
    return str(data.get("code", "")) if data.get("type") == "error" else ""


def dumps(message: dict[str, Any]) -> str:
    """One message as compact JSON, with the protocol version."""
    return json.dumps({"v": VERSION, **message}, separators=(",", ":"), ensure_ascii=False)


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < 2**53


def _text(value: Any, limit: int) -> bool:
    return isinstance(value, str) and 0 < len(value) <= limit and value.isprintable()


def read(raw: str | bytes) -> Message | Refusal:
    """Check one message from a phone (see the module's doctest)."""
    if len(raw) > MAX_MESSAGE or (isinstance(raw, str) and len(raw.encode()) > MAX_MESSAGE):
        return Refusal("too-big")
    try:
        data = json.loads(raw, parse_constant=lambda _c: None)
    except (ValueError, RecursionError):
        return Refusal("bad-json")
    if not isinstance(data, dict) or data.get("v") != VERSION:
        return Refusal("bad-message")
    kind = data.get("type")
    if kind == "hello" and _text(data.get("token"), MAX_TOKEN) and len(data) == 3:
        return Message("hello", token=data["token"])
    if kind == "hello" and _text(data.get("code"), MAX_TOKEN) and len(data) == 3:
        return Message("hello", code=plain_code(data["code"]))
    if kind == "play" and len(data) == 4:
        version, action = data.get("version"), data.get("action")
        if isinstance(version, int) and _whole(version) and isinstance(action, str):
            if _text(action, MAX_ACTION):
                return Message("play", version=version, action=action)
    if kind == "undo" and len(data) == 3:
        version = data.get("version")
        if isinstance(version, int) and _whole(version):
            return Message("undo", version=version)
    if kind == "ping" and len(data) == 2:
        return Message("ping")
    return Refusal("bad-message")
