"""Gallery fixtures: a window at 1920 × 1080 whose gallery reads a catalogue made in tmp (or none), never the
user's."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from freecell_gui.app import user_catalogue
from freecell_gui.core.catalogue.store import Catalogue, CatalogueMissingError, Row
from tests.helpers.catalogue_helpers import catalogue_of, made_up_rows
from tests.helpers.gallery import WIDE
from tests.helpers.windows import show_active


@pytest.fixture(autouse=True)
def no_catalogue(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    def missing(path: Path | None) -> Catalogue:
        raise CatalogueMissingError(f"there is no catalogue at {tmp_path}")

    monkeypatch.setattr(user_catalogue, "open_user_catalogue", missing)


@pytest.fixture
def small_catalogue(monkeypatch: pytest.MonkeyPatch, tmp_path: Path, no_catalogue: None) -> list[Row]:
    """Deals 1 … 300 catalogued (tests/catalogue_helpers.py's made-up rows), as the user's catalogue."""
    rows = made_up_rows(300)
    path = catalogue_of(tmp_path / "catalogue.sqlite", rows)
    monkeypatch.setattr(user_catalogue, "open_user_catalogue", lambda _: Catalogue.open(path))
    return rows


@pytest.fixture
def gallery_window(qtbot, make_window) -> Callable[..., object]:  # type: ignore[no-untyped-def]
    """A window at deal ``n`` (617), 1920 × 1080 or ``size``, active, with View → Gallery triggered."""

    def make(number: int = 617, size: tuple[int, int] = WIDE):  # type: ignore[no-untyped-def]
        window = make_window(number)
        window.resize(*size)
        show_active(qtbot, window)
        window.actionsByName()["gallery"].trigger()
        return window

    return make
