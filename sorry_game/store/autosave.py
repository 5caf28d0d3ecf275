"""The autosave of each window: two windows open on one user folder must not write
their games over each other, so each window claims a slot for the life of its process
(`autosave.sorry`, then `autosave-2.sorry` …) by holding the slot's lock file.

A slot whose window has closed is free again: the next window to start takes the
lowest free slot, and Load game lists the other free slots that still hold a game
(`left_behind`), so that a game autosaved by a second window is never out of reach.

The claim degrades, it never stops a start nor lets two windows share a slot:
- a folder (or anything but a lock file) in a slot's lock file's place: the slot's next
  lock name is used (every window makes the same choice);
- every claim also makes the slot's owner file, naming this process (made only when
  absent; one whose process is gone is taken over): on a file system without locks it
  alone keeps the slot, and `health` says that two windows on the folder are not safe;
- before every write (`still_mine`) the claim is checked: a lock file removed or
  replaced under the window (the data folder deleted, another window's start took it)
  is noticed, the slot claimed again, or, when another window has it now, the game
  moves to a free slot of its own and the window says so (kinds.SLOT).
"""

from __future__ import annotations

import contextlib
import os
from dataclasses import dataclass
from pathlib import Path

from sorry_game.store import health, kinds, locks

#: slots a window claims at its start; beyond this the last one is shared (more windows
#: than this on one folder is not a way anyone plays)
SLOTS = 8
#: a game moving to a file of its own (its slot taken) may go this far: never over a
#: game another window left behind
MOVE_SLOTS = 2 * SLOTS


@dataclass
class Claim:
    """This window's hold on a slot: its lock file open and locked (`how` "lock") and
    its owner file naming this process, the owner file alone ("pid": no locks here), or
    nothing ("none": nothing can be made in the folder, so nothing can be written)."""

    path: Path
    how: str
    fd: int | None = None
    #: the lock file held
    held: Path | None = None


#: the folder → this process's claim in it
_claimed: dict[Path, Claim] = {}


def slot_path(folder: Path, n: int) -> Path:
    """Slot `n` (from 1) of `folder`.

    >>> slot_path(Path("d"), 1).name, slot_path(Path("d"), 2).name
    ('autosave.sorry', 'autosave-2.sorry')
    """
    return folder / ("autosave.sorry" if n == 1 else f"autosave-{n}.sorry")


def owner_file(path: Path) -> Path:
    """The slot's owner file: the first of its names that is not a folder (every window
    makes the same choice; a folder may block one)."""
    names = locks.lock_names(path, "owner")
    return next((p for p in names if p.is_symlink() or not p.is_dir()), names[-1])


#: what this process writes in the owner files it makes: its id and its start (a pid
#: used again by another process is then not taken for the window that is gone)
ME = f"{os.getpid()} {locks.process_start(os.getpid())}".strip()


def _try_claim(path: Path) -> Claim | None:
    """A claim of slot `path`, or None when another window holds it."""
    for name in locks.lock_names(path, "window"):
        try:
            fd = locks.open_lock(name)
        except locks.Blocked:
            continue  # a folder in its place: every window takes the next name
        except OSError:
            return Claim(path, "none")  # no lock can be made here: nothing can be written
        try:
            got = locks.try_lock(fd)
        except locks.NoLocks as exc:
            os.close(fd)
            locks.unlocked(exc, path.parent)
            return _own(Claim(path, "pid"))
        if got and locks.same_file(fd, name):
            mine = _own(Claim(path, "lock", fd, name))
            if mine is not None:
                return mine
        if got:
            locks.unlock(fd)
        os.close(fd)
        return None
    return Claim(path, "none")


def _own(claim: Claim) -> Claim | None:
    """`claim` made good by its slot's owner file, made new with this process's name or
    taken over from a process that is gone (a window without locks sees a window with
    them, and the other way round). None when a live process owns the slot."""
    owner = owner_file(claim.path)
    for _ in range(2):
        try:
            fd = os.open(owner, os.O_WRONLY | os.O_CREAT | os.O_EXCL | locks.NOFOLLOW, 0o644)
        except FileExistsError:
            text = owner_text(owner)
            if text == ME:
                return claim
            if text and locks.alive(text):
                return None
            with contextlib.suppress(OSError):
                owner.unlink()  # its process is gone (or it is no owner file)
            continue
        except OSError:
            return Claim(claim.path, "none") if claim.how == "pid" else claim
        with os.fdopen(fd, "w", encoding="ascii") as fh:
            fh.write(ME + "\n")
        return claim if owner_text(owner) == ME else None
    return None


def owner_text(owner: Path) -> str:
    """What an owner file says ("" when absent, a link or unreadable)."""
    try:
        if owner.is_symlink():
            return ""
        return owner.read_text(encoding="ascii", errors="replace")[:64].strip()
    except OSError:
        return ""


def _intact(claim: Claim) -> bool:
    """Whether `claim` still holds its slot: its owner file still names this process,
    and its lock file (where there are locks) is still the one locked."""
    if claim.how == "none":
        return False  # tried again at each write, in case the folder works now
    if owner_text(owner_file(claim.path)) != ME:
        return False
    if claim.how == "lock":
        assert claim.fd is not None and claim.held is not None
        return locks.same_file(claim.fd, claim.held)
    return True


def _release(claim: Claim) -> None:
    if claim.fd is not None:
        locks.unlock(claim.fd)
        with contextlib.suppress(OSError):
            os.close(claim.fd)
        claim.fd = None
    owner = owner_file(claim.path)
    if claim.how != "none" and owner_text(owner) == ME:
        with contextlib.suppress(OSError):
            owner.unlink()


def _key(folder: Path) -> Path:
    try:
        return folder.resolve() if folder.exists() else folder
    except OSError:
        return folder


def claim(folder: Path) -> Path:
    """This window's autosave in `folder` (claimed at the first call, kept after): the
    lowest slot no other window holds."""
    key = _key(folder)
    if key in _claimed:
        return _claimed[key].path
    got = _first_free(folder, empty=False)
    _claimed[key] = got
    return got.path


def _first_free(folder: Path, empty: bool) -> Claim:
    """The claim of the lowest free slot (`empty`: one that holds no game, looked for up
    to MOVE_SLOTS, else any free one of the SLOTS); the last slot, unclaimed, when all
    are held."""
    spare: Claim | None = None
    for n in range(1, (MOVE_SLOTS if empty else SLOTS) + 1):
        path = slot_path(folder, n)
        got = _try_claim(path)
        if got is None:
            continue
        if not empty or got.how == "none" or not (path.exists() or path.is_symlink()):
            if spare is not None:
                _release(spare)
            return got
        if spare is None:
            spare = got  # free but holds a game left behind: only when nothing else is
        else:
            _release(got)
    return spare if spare is not None else Claim(slot_path(folder, SLOTS), "none")


def still_mine(path: Path) -> Path:
    """Where this window autosaves now: `path` while its claim holds, else (the lock
    file removed or replaced, another window in the slot) `path` claimed again or, when
    another window has it, a free slot that holds no game, said to `health`. A path that
    is no claimed slot is given back as it is. Cheap: a stat or two per write."""
    folder = Path(path).parent
    mine = _claimed.get(_key(folder))
    if mine is None or mine.path != Path(path) or _intact(mine):
        return Path(path)
    _release(mine)
    with contextlib.suppress(OSError):
        folder.mkdir(parents=True, exist_ok=True)  # the folder removed under the window
    again = _try_claim(mine.path)
    if again is None:  # another window holds it now
        again = _first_free(folder, empty=True)
    _claimed[_key(folder)] = again
    if again.path != mine.path:
        health.failed(kinds.SLOT, again.path.name)  # (a notice: no file to check)
    return again.path


def left_behind(folder: Path) -> list[Path]:
    """The other slots of `folder` that hold a file and whose window is gone."""
    mine = claim(folder)
    out: list[Path] = []
    for n in range(1, MOVE_SLOTS + 1):
        path = slot_path(folder, n)
        if path == mine or not path.is_file():
            continue
        got = _try_claim(path)
        if got is None:
            continue  # another window is playing it
        _release(got)
        out.append(path)
    return out


def release_all() -> None:
    """Give up every slot of this process (tests; a window's end does it by exiting)."""
    for got in _claimed.values():
        _release(got)
    _claimed.clear()
