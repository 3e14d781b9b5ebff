"""The one writer of files: a device, a FIFO or a link to one is refused and left as it was, a link to a
regular file (or to a new name in a folder that exists) is followed and stays a link, an empty name is a
mistake, and the file's permissions are a regular file's."""

from __future__ import annotations

import os
import stat
from collections.abc import Callable
from pathlib import Path

import pytest

from freecell_gui.util.atomic_file import UnsuitableFileError, check_writable, write_atomically
from tests.helpers.special_files import SPECIAL_FILES, kinds


@pytest.mark.parametrize("make", SPECIAL_FILES.values(), ids=SPECIAL_FILES.keys())
def test_a_special_file_is_refused_and_left_as_it_was(tmp_path: Path, make: Callable[[Path], Path]) -> None:
    target = make(tmp_path / "out.png")
    before = kinds(tmp_path)
    for attempt in (check_writable, lambda path: write_atomically(path, b"picture")):
        with pytest.raises(
            UnsuitableFileError, match=r"^cannot write .*out\.png: it is .*not a regular file$"
        ):
            attempt(target)
    assert kinds(tmp_path) == before


def test_a_link_to_a_device_names_its_target(tmp_path: Path) -> None:
    target = SPECIAL_FILES["link to a device"](tmp_path / "x.png")
    with pytest.raises(OSError) as raised:
        write_atomically(target, b"picture")
    assert (
        str(raised.value)
        == f"cannot write {target}: it is a link to {target}.device, a device, not a regular file"
    )


def test_a_link_to_a_file_is_followed_and_stays_a_link(tmp_path: Path) -> None:
    (tmp_path / "real.txt").write_text("old")
    os.chmod(tmp_path / "real.txt", 0o640)
    (tmp_path / "link.txt").symlink_to("real.txt")
    assert write_atomically(tmp_path / "link.txt", b"new") == tmp_path / "link.txt"
    assert kinds(tmp_path) == {"link.txt": "link -> real.txt", "real.txt": "file 3"}
    assert (tmp_path / "real.txt").read_text() == "new"
    assert stat.S_IMODE((tmp_path / "real.txt").stat().st_mode) == 0o640  # the old file's permissions


def test_a_link_to_a_new_name_makes_the_file_it_names(tmp_path: Path) -> None:
    (tmp_path / "sub").mkdir()
    (tmp_path / "link.txt").symlink_to("sub/new.txt")
    write_atomically(tmp_path / "link.txt", b"new")
    assert os.readlink(tmp_path / "link.txt") == "sub/new.txt"
    assert (tmp_path / "sub" / "new.txt").read_bytes() == b"new"


def test_a_link_into_a_missing_folder_is_refused(tmp_path: Path) -> None:
    (tmp_path / "link.txt").symlink_to("nowhere/new.txt")
    with pytest.raises(OSError, match=r"it is a link to .*nowhere/new\.txt, whose folder does not exist"):
        write_atomically(tmp_path / "link.txt", b"new")
    assert kinds(tmp_path) == {"link.txt": "link -> nowhere/new.txt"}


def test_a_loop_of_links_is_refused(tmp_path: Path) -> None:
    (tmp_path / "a").symlink_to("b")
    (tmp_path / "b").symlink_to("a")
    with pytest.raises(OSError, match=r"cannot write .*a: it is a link that cannot be followed"):
        write_atomically(tmp_path / "a", b"new")
    assert kinds(tmp_path) == {"a": "link -> b", "b": "link -> a"}


def test_an_empty_name_is_a_mistake(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)  # Path("") would be this folder
    for attempt in (check_writable, lambda path: write_atomically(path, b"x")):
        with pytest.raises(OSError, match=r"^the file name is empty: name a file$"):
            attempt("")
    assert kinds(tmp_path) == {}


def test_a_new_file_gets_the_umasks_permissions(tmp_path: Path) -> None:
    old = os.umask(0o027)
    try:
        write_atomically(tmp_path / "new.txt", b"x")
    finally:
        os.umask(old)
    assert stat.S_IMODE((tmp_path / "new.txt").stat().st_mode) == 0o640
