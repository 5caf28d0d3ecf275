"""A small real disk for the storage tests: a tmpfs that fills up or is made read-only
(the tests run as root, so file permissions stop nothing). A test that cannot mount one
is skipped with the reason."""

from __future__ import annotations

import errno
import os
import shutil
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest


def mount(folder: Path, *options: str) -> None:
    """`mount` with `options` at `folder` (CalledProcessError when it is refused)."""
    subprocess.run(["mount", *options, str(folder)], check=True, capture_output=True, timeout=20)


@contextmanager
def tmpfs(folder: Path, size: str = "64k") -> Iterator[Path]:
    """A tmpfs of `size` at `folder` while the block runs; skips the test with the
    reason when this machine cannot mount one."""
    folder.mkdir(parents=True, exist_ok=True)
    if shutil.which("mount") is None:
        pytest.skip("no mount command here")
    try:
        mount(folder, "-t", "tmpfs", "-o", f"size={size},mode=0755", "tmpfs")
    except (subprocess.CalledProcessError, OSError, subprocess.TimeoutExpired) as exc:
        pytest.skip(f"a tmpfs cannot be mounted here (not root, or in a container): {exc}")
    try:
        yield folder
    finally:
        subprocess.run(["umount", "-l", str(folder)], capture_output=True, timeout=20)


def fill(disk: Path) -> Path:
    """Write a file until the disk is full; returns it (delete it to free the space)."""
    filler = disk / "filler"
    fd = os.open(filler, os.O_WRONLY | os.O_CREAT, 0o644)
    try:
        while True:
            os.write(fd, b"\0" * 1024)
    except OSError as exc:
        assert exc.errno == errno.ENOSPC
    finally:
        os.close(fd)
    return filler
