"""Files the command line is pointed at that are not regular files — a device node (our own twin of
/dev/null), a FIFO, links to them — and empty names: one line, exit status 2, and nothing replaced. A link
to a regular file or to a new name is followed and stays a link."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from tests.helpers.catalogue_helpers import catalogue_of, made_up_rows
from tests.helpers.cli_process import assert_usage_error, freecell
from tests.helpers.special_files import SPECIAL_FILES, kinds

WRITERS = {
    "export": ("export", "617"),
    "deck-sheet": ("deck-sheet",),
    "gallery": ("gallery", "1..3"),
}


@pytest.mark.parametrize("make", SPECIAL_FILES.values(), ids=SPECIAL_FILES.keys())
@pytest.mark.parametrize("command", WRITERS.values(), ids=WRITERS.keys())
def test_a_picture_is_never_written_over_a_special_file(
    tmp_path: Path, command: tuple[str, ...], make: Callable[[Path], Path]
) -> None:
    target = make(tmp_path / "x.png")
    before = kinds(tmp_path)
    assert_usage_error(
        freecell(*command, str(target)), f"cannot write {target}: it is ", "not a regular file"
    )
    assert kinds(tmp_path) == before


@pytest.mark.parametrize("command", WRITERS.values(), ids=WRITERS.keys())
def test_a_picture_through_a_link_lands_in_its_target(tmp_path: Path, command: tuple[str, ...]) -> None:
    (tmp_path / "pictures").mkdir()
    (tmp_path / "x.png").symlink_to("pictures/real.png")
    result = freecell(*command, str(tmp_path / "x.png"))
    assert result.returncode == 0, result.stderr
    assert kinds(tmp_path) == {"pictures": "folder", "x.png": "link -> pictures/real.png"}
    assert (tmp_path / "pictures" / "real.png").read_bytes().startswith(b"\x89PNG")


@pytest.mark.parametrize("command", WRITERS.values(), ids=WRITERS.keys())
def test_an_empty_file_name_is_a_mistake(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, command: tuple[str, ...]
) -> None:
    monkeypatch.chdir(tmp_path)
    assert_usage_error(freecell(*command, ""), "the file name is empty")
    assert kinds(tmp_path) == {}


@pytest.mark.parametrize("command", [("replay", "617"), ("find",)])
def test_an_empty_input_name_is_a_mistake(command: tuple[str, ...]) -> None:
    assert_usage_error(freecell(*command, ""), "the file name is empty")


@pytest.mark.parametrize("make", SPECIAL_FILES.values(), ids=SPECIAL_FILES.keys())
@pytest.mark.parametrize("action", [("build", "1..10"), ("query",), ("stats",)])
def test_a_catalogue_is_never_a_special_file(
    tmp_path: Path, action: tuple[str, ...], make: Callable[[Path], Path]
) -> None:
    db = make(tmp_path / "c.sqlite")
    before = kinds(tmp_path)
    result = freecell("catalogue", *action, "--db", str(db))  # a FIFO: refused, not read for ever
    assert_usage_error(result, f"cannot use {db} as the catalogue: it is ", "it was left unchanged")
    assert "stored" not in result.stderr
    assert kinds(tmp_path) == before


@pytest.mark.parametrize("action", [("build", "1..10"), ("query",), ("stats",)])
def test_an_empty_catalogue_name_is_a_mistake(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, action: tuple[str, ...]
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))  # not the default catalogue either
    catalogue_of(tmp_path / "data" / "freecell-gui" / "catalogue.sqlite", made_up_rows(3))
    assert_usage_error(freecell("catalogue", *action, "--db", ""), "the file name is empty")


def test_a_catalogue_through_a_link_is_read_from_its_target(tmp_path: Path) -> None:
    catalogue_of(tmp_path / "real.sqlite", made_up_rows(5))
    (tmp_path / "c.sqlite").symlink_to("real.sqlite")
    result = freecell("catalogue", "stats", "--db", str(tmp_path / "c.sqlite"))
    assert result.returncode == 0, result.stderr
    assert "rows: 5\n" in result.stdout
    assert kinds(tmp_path)["c.sqlite"] == "link -> real.sqlite"
