"""This machine's address on its local network, where phones join.

Apart from the server (`server.py`, which imports aiohttp): Setup names the address on
its "Phones join over" row and the table before any server starts, and the window's
start imports neither aiohttp nor segno (issue 41).
"""

from __future__ import annotations

import socket


def lan_address() -> str:
    """This machine's address on its local network (127.0.0.1 when it has none). No
    packet is sent: connecting a UDP socket only picks the outgoing interface."""
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(("10.255.255.255", 1))
            address = str(probe.getsockname()[0])
    except OSError:
        return "127.0.0.1"
    return address if not address.startswith("0.") else "127.0.0.1"


__all__ = ["lan_address"]
