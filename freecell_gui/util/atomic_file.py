"""Write a file all at once or not at all: every picture the program saves goes through here.

The bytes go to a temporary file in the target's own folder, which then replaces the target with
``os.replace`` (atomic on one file system). A failure at any step leaves the old file, or no file, never
half of one; the error is an OSError whose message names the path and the reason in one line. Qt-free.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from pathlib import Path

from freecell_gui.core.text_marks import QT_TRANSLATE_NOOP, Message, message


def _reason(error: OSError) -> str:
    return error.strerror or str(error)


def _cannot_write(target: Path, error: OSError) -> Message:
    return message(
        QT_TRANSLATE_NOOP("Files", "cannot write {path}: {reason}"), path=str(target), reason=_reason(error)
    )


def check_not_a_folder(path: str | Path) -> None:
    """IsADirectoryError when ``path`` is a folder, or is written as one (``out/``: Path() would drop the
    slash and take ``out`` for a file name), so that no other complaint is made about its name."""
    typed = os.fspath(path)
    if Path(typed).is_dir():
        template = QT_TRANSLATE_NOOP("Files", "cannot write {path}: it is a folder")
        raise IsADirectoryError(message(template, path=typed))
    if typed.endswith(tuple(filter(None, (os.sep, os.altsep)))):
        template = QT_TRANSLATE_NOOP("Files", "cannot write {path}: that names a folder, not a file")
        raise IsADirectoryError(message(template, path=typed))


def check_writable(path: str | Path) -> Path:
    """``path`` if a file could be written there; else an OSError saying why, before any work is done."""
    check_not_a_folder(path)
    target = Path(path)
    folder = target.parent
    if not folder.is_dir():
        template = QT_TRANSLATE_NOOP("Files", "cannot write {path}: folder {folder} does not exist")
        raise FileNotFoundError(message(template, path=str(target), folder=str(folder)))
    if target.exists() and not os.access(target, os.W_OK):
        template = QT_TRANSLATE_NOOP("Files", "cannot write {path}: permission denied")
        raise PermissionError(message(template, path=str(target)))
    if not os.access(folder, os.W_OK | os.X_OK):
        template = QT_TRANSLATE_NOOP("Files", "cannot write {path}: folder {folder} is not writable")
        raise PermissionError(message(template, path=str(target), folder=str(folder)))
    return target


def _new_file_mode(target: Path) -> int:
    """The mode the file would get from a plain ``open(…, "w")``: the old file's, else 0666 less umask."""
    try:
        return target.stat().st_mode & 0o7777
    except OSError:
        umask = os.umask(0)
        os.umask(umask)
        return 0o666 & ~umask


def write_atomically(path: str | Path, data: bytes) -> Path:
    """Replace the file ``path`` with ``data`` in one step and return the path.

    Raises OSError (message: ``cannot write PATH: reason``) if the folder is missing or not writable, the
    path is a folder or a read-only file, or the disk is full; the temporary file is removed then.
    """
    target = check_writable(path)
    try:
        handle, temporary = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".part")
    except OSError as error:
        raise type(error)(_cannot_write(target, error)) from None
    try:
        with os.fdopen(handle, "wb") as out:
            out.write(data)
            out.flush()
            os.fsync(out.fileno())
        os.chmod(temporary, _new_file_mode(target))
        os.replace(temporary, target)
    except BaseException as error:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        if isinstance(error, OSError):
            raise type(error)(_cannot_write(target, error)) from None
        raise
    return target
