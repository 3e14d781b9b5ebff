"""The catalogue's file is a regular file or made as one: a device (our own twin of /dev/null) or a link to
one is refused and left as it was — also by the window's Build catalogue — and a link to a catalogue, or
to a new name, is followed and stays a link. (FIFOs: tests/cli/test_cli_files.py, in a process that a
hang cannot stop.)"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

import pytest

from freecell_gui.core.catalogue.build import build_range
from freecell_gui.core.catalogue.store import Catalogue, CatalogueError
from tests.helpers.catalogue_helpers import catalogue_of, made_up_rows, table
from tests.helpers.special_files import device, kinds, link_to_device

DEVICES: dict[str, Callable[[Path], Path]] = {"device": device, "link to a device": link_to_device}


@pytest.mark.parametrize("make", DEVICES.values(), ids=DEVICES.keys())
@pytest.mark.parametrize("create", [False, True])
def test_a_device_is_never_opened_as_the_catalogue(
    tmp_path: Path, make: Callable[[Path], Path], create: bool
) -> None:
    path = make(tmp_path / "c.sqlite")
    before = kinds(tmp_path)
    with pytest.raises(CatalogueError, match=r"cannot use .*c\.sqlite as the catalogue: it is .*a device"):
        Catalogue.open(path, create=create)
    assert kinds(tmp_path) == before


def test_the_windows_build_refuses_a_device(tmp_path: Path) -> None:
    path = device(tmp_path / "c.sqlite")
    with pytest.raises(CatalogueError, match="not a regular file; it was left unchanged"):
        build_range(path, 1, 10)
    assert kinds(tmp_path) == {"c.sqlite": "device 1,3"}


def test_a_link_to_a_catalogue_is_followed_and_stays_a_link(tmp_path: Path) -> None:
    catalogue_of(tmp_path / "real.sqlite", made_up_rows(3))
    (tmp_path / "c.sqlite").symlink_to("real.sqlite")
    with Catalogue.open(tmp_path / "c.sqlite", create=True) as catalogue:
        catalogue.write(made_up_rows(5)[3:])
    assert os.readlink(tmp_path / "c.sqlite") == "real.sqlite"
    assert [row[0] for row in table(tmp_path / "real.sqlite")] == [1, 2, 3, 4, 5]


def test_a_link_to_a_new_name_makes_the_catalogue_there(tmp_path: Path) -> None:
    (tmp_path / "data").mkdir()
    (tmp_path / "c.sqlite").symlink_to("data/new.sqlite")  # no "No such file or directory"
    catalogue_of(tmp_path / "c.sqlite", made_up_rows(2))
    assert os.readlink(tmp_path / "c.sqlite") == "data/new.sqlite"
    assert len(table(tmp_path / "data" / "new.sqlite")) == 2


def test_a_link_to_an_empty_file_makes_the_catalogue_in_it(tmp_path: Path) -> None:
    (tmp_path / "empty.sqlite").touch()  # was: the link replaced by a new file, its target left empty
    (tmp_path / "c.sqlite").symlink_to("empty.sqlite")
    catalogue_of(tmp_path / "c.sqlite", made_up_rows(2))
    assert os.readlink(tmp_path / "c.sqlite") == "empty.sqlite"
    assert len(table(tmp_path / "empty.sqlite")) == 2


def test_a_link_into_a_missing_folder_is_refused(tmp_path: Path) -> None:
    (tmp_path / "c.sqlite").symlink_to("nowhere/new.sqlite")
    with pytest.raises(CatalogueError, match="whose folder does not exist; it was left unchanged"):
        Catalogue.open(tmp_path / "c.sqlite", create=True)
    assert kinds(tmp_path) == {"c.sqlite": "link -> nowhere/new.sqlite"}


def test_an_empty_name_or_a_folder_is_refused(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    with pytest.raises(CatalogueError, match=r"^the file name is empty: name a file$"):
        Catalogue.open("", create=True)
    with pytest.raises(CatalogueError, match="it is a folder, not a regular file"):
        Catalogue.open(tmp_path, create=True)
    assert kinds(tmp_path) == {}
