"""UI fixtures: windows built on a private settings file, never the user's."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QFileDialog, QMessageBox

from freecell_gui.ui.settings import ViewerSettings
from freecell_gui.ui.solving import service as solve_service
from freecell_gui.ui.solving.searches import Searcher
from tests.helpers.deck_rendering import wait_for_deck_rendering
from tests.helpers.scripted import LocalSearch


class UnstubbedModalDialogError(AssertionError):
    """A test reached a modal file or message dialog that it did not stub: it would wait for ever."""


@pytest.fixture(autouse=True)
def no_modal_dialogs(monkeypatch: pytest.MonkeyPatch) -> None:
    """Fail at once instead of hanging the suite (and CI) on a modal dialog nobody will close.

    A test that means to reach one of these replaces it with its own monkeypatch.
    """

    def refuse(*args: object, **kwargs: object) -> object:
        raise UnstubbedModalDialogError("a test opened a modal dialog; stub it with monkeypatch")

    for name in ("getSaveFileName", "getOpenFileName", "getExistingDirectory"):
        monkeypatch.setattr(QFileDialog, name, refuse)
    for name in ("warning", "critical", "information", "question", "about"):
        monkeypatch.setattr(QMessageBox, name, refuse)


@pytest.fixture(autouse=True)
def deck_rendering_idle() -> Iterator[None]:
    """After each test (its windows closed), every size still asked for is rendered and delivered, so
    that no render job of one test runs, or delivers its faces, during the next (where a spy on the
    render thread would count it, or a patched deck folder would be gone)."""
    yield
    wait_for_deck_rendering()


@pytest.fixture
def settings_file(tmp_path: Path) -> Path:
    return tmp_path / "freecell-gui.ini"


@pytest.fixture
def make_settings(settings_file: Path) -> Callable[[], ViewerSettings]:
    def make() -> ViewerSettings:
        return ViewerSettings(QSettings(str(settings_file), QSettings.Format.IniFormat))

    return make


@pytest.fixture
def make_window(qtbot, make_settings: Callable[[], ViewerSettings]) -> Iterator[Callable[..., object]]:  # type: ignore[no-untyped-def]
    from freecell_gui.ui.window.main_window import MainWindow

    def make(initial_deal: int | None = None) -> MainWindow:
        window = MainWindow(initial_deal, settings=make_settings())
        qtbot.addWidget(window)
        return window

    yield make


@pytest.fixture(autouse=True)
def window_search(monkeypatch: pytest.MonkeyPatch) -> Callable[[Searcher], Searcher]:
    """Solve services made without a searcher (every window's) search in this process, with our real
    search: the window's verdict starts no worker process in every test. Returns a function that makes
    them use another searcher (a scripted one); tests of the worker process take
    :func:`real_search_process`."""

    def use(searcher: Searcher) -> Searcher:
        monkeypatch.setattr(solve_service, "SearchProcess", lambda: searcher)
        return searcher

    monkeypatch.setattr(solve_service, "SearchProcess", LocalSearch)
    return use


@pytest.fixture
def real_search_process(window_search: object, monkeypatch: pytest.MonkeyPatch) -> None:
    """Solve services search in a worker process, as in the application."""
    from freecell_gui.core.search.process import SearchProcess

    monkeypatch.setattr(solve_service, "SearchProcess", SearchProcess)


@pytest.fixture
def interface_language(qapp) -> Iterator[Callable[[str], str]]:  # type: ignore[no-untyped-def]
    """Install a language for one test; English (the other tests' language) again afterwards."""
    from freecell_gui.ui.text.i18n import install_language

    yield install_language
    install_language("en")
