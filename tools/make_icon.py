"""Draw the game's icon and write it as PNG, ICO (Windows) and ICNS (macOS).

    python tools/make_icon.py            # writes assets/icons/
    python tools/make_icon.py --out DIR

The art is drawn here with pygame's vector primitives (no image editor, no downloaded art):
a round track in the four player colours around a white pawn on a navy tile. It is drawn
once at 2048 px and box-filtered down to every size, so small sizes stay clean. The file
writers are pure Python (zlib + struct), so the output is byte-for-byte reproducible.
"""

from __future__ import annotations

import argparse
import os
import struct
import sys
import zlib
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402  (after the environment tweak above)

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "assets" / "icons"
NAME = "sorry-game"

MASTER = 2048
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS element types holding PNG data, with their pixel size.
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
    (b"ic10", 1024),
    (b"ic11", 32),
    (b"ic12", 64),
    (b"ic13", 256),
    (b"ic14", 512),
)

NAVY = (27, 38, 84)
NAVY_EDGE = (52, 68, 132)
RED = (214, 48, 49)
BLUE = (38, 110, 214)
YELLOW = (245, 196, 38)
GREEN = (39, 166, 90)
PAWN = (250, 246, 236)
SHADOW = (12, 18, 44)


def draw_master(size: int = MASTER) -> pygame.Surface:
    """The icon at `size` px, transparent outside a rounded tile."""
    s = size
    surf = pygame.Surface((s, s), pygame.SRCALPHA, 32)
    surf.fill((*NAVY, 0))  # transparent, but navy: no dark fringe when scaled down

    def px(v: float) -> int:
        return round(v * s)

    # The tile: a rounded square with a lighter rim.
    inset = px(0.035)
    tile = pygame.Rect(inset, inset, s - 2 * inset, s - 2 * inset)
    pygame.draw.rect(surf, NAVY_EDGE, tile, border_radius=px(0.19))
    pygame.draw.rect(surf, NAVY, tile.inflate(-px(0.035), -px(0.035)), border_radius=px(0.175))

    # The track: a ring in four quarters, one per colour, with gaps between them.
    c = (s // 2, s // 2)
    outer, inner = px(0.395), px(0.285)
    pygame.draw.circle(surf, RED, c, outer, draw_top_left=True)
    pygame.draw.circle(surf, BLUE, c, outer, draw_top_right=True)
    pygame.draw.circle(surf, YELLOW, c, outer, draw_bottom_right=True)
    pygame.draw.circle(surf, GREEN, c, outer, draw_bottom_left=True)
    gap = px(0.03)
    pygame.draw.rect(surf, NAVY, (c[0] - gap // 2, c[1] - outer - 2, gap, 2 * outer + 4))
    pygame.draw.rect(surf, NAVY, (c[0] - outer - 2, c[1] - gap // 2, 2 * outer + 4, gap))
    pygame.draw.circle(surf, NAVY, c, inner)
    # Track squares: small notches across the ring.
    for k in range(16):
        if k % 4 == 0:
            continue
        v = pygame.Vector2(0, -1).rotate(k * 22.5)
        a = pygame.Vector2(c) + v * (inner + px(0.012))
        b = pygame.Vector2(c) + v * (outer - px(0.012))
        pygame.draw.line(surf, NAVY, a, b, max(1, px(0.012)))

    # The pawn: head, collar, body, base — with a soft offset shadow.
    def pawn(dx: int, dy: int, colour: tuple[int, int, int]) -> None:
        def p(x: float, y: float) -> tuple[int, int]:
            return (px(x) + dx, px(y) + dy)

        pygame.draw.circle(surf, colour, p(0.5, 0.355), px(0.072))
        collar = pygame.Rect(0, 0, px(0.15), px(0.04))
        collar.center = p(0.5, 0.44)
        pygame.draw.ellipse(surf, colour, collar)
        pygame.draw.polygon(
            surf, colour, [p(0.463, 0.44), p(0.537, 0.44), p(0.595, 0.615), p(0.405, 0.615)]
        )
        base = pygame.Rect(0, 0, px(0.26), px(0.075))
        base.center = p(0.5, 0.628)
        pygame.draw.rect(surf, colour, base, border_radius=px(0.03))

    pawn(px(0.012), px(0.016), SHADOW)
    pawn(0, 0, PAWN)
    return surf


def scaled(master: pygame.Surface, size: int) -> pygame.Surface:
    return pygame.transform.smoothscale(master, (size, size))


def png_bytes(surf: pygame.Surface) -> bytes:
    """A minimal, deterministic RGBA PNG encoder."""
    w, h = surf.get_size()
    raw = pygame.image.tobytes(surf, "RGBA")
    stride = w * 4
    rows = b"".join(b"\x00" + raw[y * stride : (y + 1) * stride] for y in range(h))

    def chunk(kind: bytes, data: bytes) -> bytes:
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    ihdr = struct.pack(">IIBBBBB", w, h, 8, 6, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", ihdr)
        + chunk(b"IDAT", zlib.compress(rows, 9))
        + chunk(b"IEND", b"")
    )


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """ICO with PNG-compressed images (Windows Vista and later; PyInstaller accepts it)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, blobs = b"", b""
    for size in sizes:
        data = pngs[size]
        dim = 0 if size >= 256 else size
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset)
        blobs += data
        offset += len(data)
    return header + entries + blobs


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    body = b"".join(
        kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size] for kind, size in ICNS_TYPES
    )
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def build(out: Path = OUT) -> list[Path]:
    out.mkdir(parents=True, exist_ok=True)
    master = draw_master()
    wanted = set(PNG_SIZES) | set(ICO_SIZES) | {size for _, size in ICNS_TYPES}
    pngs = {size: png_bytes(scaled(master, size)) for size in sorted(wanted)}
    written: list[Path] = []

    def write(name: str, data: bytes) -> None:
        path = out / name
        path.write_bytes(data)
        written.append(path)

    write(f"{NAME}.png", pngs[256])
    for size in PNG_SIZES:
        write(f"{NAME}-{size}.png", pngs[size])
    write(f"{NAME}.ico", ico_bytes({size: pngs[size] for size in ICO_SIZES}))
    write(f"{NAME}.icns", icns_bytes(pngs))
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=OUT, help=f"output folder (default {OUT})")
    args = parser.parse_args(argv)
    for path in build(args.out):
        print(f"{path}  {path.stat().st_size:,} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
