"""Files that are not regular files, made in a test's own folder: a device node with /dev/null's numbers,
a FIFO, links to them. Never the real /dev/null: a test that went wrong would replace the machine's."""

from __future__ import annotations

import os
import stat
from collections.abc import Callable
from pathlib import Path


def device(path: Path) -> Path:
    """A character device at ``path``, a twin of /dev/null (whose numbers alone are read); root only."""
    os.mknod(path, 0o666 | stat.S_IFCHR, os.stat("/dev/null").st_rdev)
    return path


def fifo(path: Path) -> Path:
    os.mkfifo(path)
    return path


def link_to_device(path: Path) -> Path:
    path.symlink_to(device(path.with_name(f"{path.name}.device")))
    return path


def link_to_fifo(path: Path) -> Path:
    path.symlink_to(fifo(path.with_name(f"{path.name}.fifo")))
    return path


#: Each kind of name a file is never written over, by the maker of one at a path.
SPECIAL_FILES: dict[str, Callable[[Path], Path]] = {
    "device": device,
    "fifo": fifo,
    "link to a device": link_to_device,
    "link to a fifo": link_to_fifo,
}


def kinds(folder: Path) -> dict[str, str]:
    """What each name in ``folder`` is (``link -> target``, ``device 1,3``, ``fifo``, ``file``, ``folder``):
    a test compares it before and after to see that nothing was replaced."""
    found = {}
    for path in sorted(folder.iterdir()):
        mode = path.lstat().st_mode
        if stat.S_ISLNK(mode):
            found[path.name] = f"link -> {os.readlink(path)}"
        elif stat.S_ISCHR(mode):
            found[path.name] = f"device {os.major(path.lstat().st_rdev)},{os.minor(path.lstat().st_rdev)}"
        elif stat.S_ISFIFO(mode):
            found[path.name] = "fifo"
        else:
            found[path.name] = "folder" if stat.S_ISDIR(mode) else f"file {path.stat().st_size}"
    return found
