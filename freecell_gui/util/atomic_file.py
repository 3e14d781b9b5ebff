"""Write a file all at once or not at all: every file the program writes goes through here.

The bytes go to a temporary file in the target's own folder, which then replaces the target with
``os.replace`` (atomic on one file system). A failure at any step leaves the old file, or no file, never
half of one; the error is an OSError whose message names the path and the reason in one line. Qt-free.

Only a regular file or a missing name is ever replaced or made. A device, a FIFO, a socket or a folder is
refused before any work (replacing ``/dev/null`` with a regular file would break the whole machine), and a
symbolic link is followed: the file it leads to is written and the link stays a link. The catalogue's
store opens its file by the same rule (:func:`regular_destination`).
"""

from __future__ import annotations

import contextlib
import os
import stat
import tempfile
from pathlib import Path

from freecell_gui.util.text_marks import QT_TRANSLATE_NOOP, Message, message

EMPTY_NAME = QT_TRANSLATE_NOOP("Files", "the file name is empty: name a file")
_CANNOT_WRITE = QT_TRANSLATE_NOOP("Files", "cannot write {path}: {reason}")
_NOT_REGULAR = QT_TRANSLATE_NOOP("Files", "it is {kind}, not a regular file")
_LINK_NOT_REGULAR = QT_TRANSLATE_NOOP("Files", "it is a link to {target}, {kind}, not a regular file")
_LINK_NO_FOLDER = QT_TRANSLATE_NOOP("Files", "it is a link to {target}, whose folder does not exist")
_LINK_BROKEN = QT_TRANSLATE_NOOP("Files", "it is a link that cannot be followed: {reason}")
_KINDS = {
    stat.S_IFDIR: QT_TRANSLATE_NOOP("Files", "a folder"),
    stat.S_IFCHR: QT_TRANSLATE_NOOP("Files", "a device"),
    stat.S_IFBLK: QT_TRANSLATE_NOOP("Files", "a device"),
    stat.S_IFIFO: QT_TRANSLATE_NOOP("Files", "a FIFO (named pipe)"),
    stat.S_IFSOCK: QT_TRANSLATE_NOOP("Files", "a socket"),
}
_OTHER_KIND = QT_TRANSLATE_NOOP("Files", "a special file")


class UnsuitableFileError(OSError):
    """A name the program never writes to: empty, or not a regular file (the message says which)."""


def _reason(error: OSError) -> Message | str:
    if len(error.args) == 1 and isinstance(error.args[0], Message):
        return error.args[0]
    return error.strerror or str(error)


def _cannot_write(target: str | Path, error: OSError) -> Message:
    return message(_CANNOT_WRITE, path=str(target), reason=_reason(error))


def check_file_name(path: str | os.PathLike[str]) -> str:
    """``path`` as text; UnsuitableFileError when it is empty (``Path("")`` would quietly be the current
    folder)."""
    typed = os.fspath(path)
    if not typed:
        raise UnsuitableFileError(message(EMPTY_NAME))
    return typed


def regular_destination(path: Path) -> Path:
    """The file that writing ``path`` changes: ``path``, or the file its symbolic links lead to.

    It is a regular file or a missing name (a link's target must be in a folder that exists). Anything
    else raises UnsuitableFileError whose message is the reason alone (``it is a device, not a regular
    file``), for the caller to put after the path.
    """
    linked = path.is_symlink()
    target = Path(os.path.realpath(path)) if linked else path
    try:
        mode = os.stat(target).st_mode
    except FileNotFoundError:
        if linked and not target.parent.is_dir():
            raise UnsuitableFileError(message(_LINK_NO_FOLDER, target=str(target))) from None
        return target
    except OSError as error:  # a loop of links, a folder on the way that is not one
        if linked:
            raise UnsuitableFileError(message(_LINK_BROKEN, reason=_reason(error))) from None
        return target  # the usual checks word it (a folder that does not exist …)
    if stat.S_ISREG(mode):
        return target
    kind = message(_KINDS.get(stat.S_IFMT(mode), _OTHER_KIND))
    if linked:
        raise UnsuitableFileError(message(_LINK_NOT_REGULAR, target=str(target), kind=kind))
    raise UnsuitableFileError(message(_NOT_REGULAR, kind=kind))


def check_not_a_folder(path: str | os.PathLike[str]) -> None:
    """IsADirectoryError when ``path`` is a folder, or is written as one (``out/``: Path() would drop the
    slash and take ``out`` for a file name), so that no other complaint is made about its name;
    UnsuitableFileError when it is empty."""
    typed = check_file_name(path)
    if Path(typed).is_dir():
        template = QT_TRANSLATE_NOOP("Files", "cannot write {path}: it is a folder")
        raise IsADirectoryError(message(template, path=typed))
    if typed.endswith(tuple(filter(None, (os.sep, os.altsep)))):
        template = QT_TRANSLATE_NOOP("Files", "cannot write {path}: that names a folder, not a file")
        raise IsADirectoryError(message(template, path=typed))


def _destination(path: str | os.PathLike[str]) -> Path:
    """The regular file (or missing name) that writing ``path`` replaces, checked as :func:`check_writable`
    says."""
    check_not_a_folder(path)
    typed = os.fspath(path)
    try:
        target = regular_destination(Path(typed))
    except UnsuitableFileError as error:
        raise UnsuitableFileError(_cannot_write(typed, error)) from None
    folder = target.parent
    if not folder.is_dir():
        template = QT_TRANSLATE_NOOP("Files", "cannot write {path}: folder {folder} does not exist")
        raise FileNotFoundError(message(template, path=typed, folder=str(folder)))
    if target.exists() and not os.access(target, os.W_OK):
        template = QT_TRANSLATE_NOOP("Files", "cannot write {path}: permission denied")
        raise PermissionError(message(template, path=typed))
    if not os.access(folder, os.W_OK | os.X_OK):
        template = QT_TRANSLATE_NOOP("Files", "cannot write {path}: folder {folder} is not writable")
        raise PermissionError(message(template, path=typed, folder=str(folder)))
    return target


def check_writable(path: str | os.PathLike[str]) -> Path:
    """``path`` if a file could be written there; else an OSError saying why, before any work is done:
    an empty name, a folder, a device, a FIFO, a socket (or a link to one), a missing or read-only folder,
    a read-only file."""
    _destination(path)
    return Path(path)


def _new_file_mode(target: Path) -> int:
    """The permissions the file gets: the old file's (a regular one: see :func:`regular_destination`),
    else a new file's, 0666 less the umask."""
    try:
        return target.stat().st_mode & 0o777
    except OSError:
        umask = os.umask(0)
        os.umask(umask)
        return 0o666 & ~umask


def write_atomically(path: str | os.PathLike[str], data: bytes) -> Path:
    """Replace the file ``path`` (or the file its link leads to) with ``data`` in one step; returns
    ``path``.

    Raises OSError (message: ``cannot write PATH: reason``) for what :func:`check_writable` refuses and
    for a full disk; the temporary file is removed then.
    """
    target = _destination(path)
    try:
        handle, temporary = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".part")
    except OSError as error:
        raise type(error)(_cannot_write(os.fspath(path), error)) from None
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
            raise type(error)(_cannot_write(os.fspath(path), error)) from None
        raise
    return Path(path)
