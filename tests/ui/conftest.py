"""UI fixtures: windows built on a private settings file, never the user's."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from freecell_gui.ui.settings import ViewerSettings
from tests.helpers.render_workers import wait_for_render_workers


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
def render_workers_idle() -> Iterator[None]:
    """After each test (its windows closed), every size still asked for is rendered and delivered, so
    that no render job of one test runs, or delivers its faces, during the next (where a spy on the
    worker would count it, or a patched deck folder would be gone)."""
    yield
    wait_for_render_workers()


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


def show_active(qtbot, window: QWidget) -> None:  # type: ignore[no-untyped-def]
    """Show ``window`` and wait until it is the active window, so that its shortcuts work."""
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)


def type_in_deal_box(qtbot, window, text: str) -> None:  # type: ignore[no-untyped-def]
    """Type ``text`` over the deal box's number and press Enter, as a user does."""
    spin = window.spinBox()
    spin.setFocus()
    spin.lineEdit().selectAll()
    qtbot.keyClicks(spin.lineEdit(), text)
    qtbot.keyClick(spin.lineEdit(), Qt.Key.Key_Return)


@pytest.fixture
def solver_library() -> None:
    """libfreecell-solver, loaded; a test that needs it is skipped without it (failed under CI)."""
    import os

    from freecell_gui.core import fcs_lib

    try:
        fcs_lib.load_library()
    except fcs_lib.SolverNotInstalledError as error:
        if os.environ.get("CI"):
            pytest.fail(f"the solver library is required under CI: {error}")
        pytest.skip(str(error))


@pytest.fixture
def interface_language(qapp) -> Iterator[Callable[[str], str]]:  # type: ignore[no-untyped-def]
    """Install a language for one test; English (the other tests' language) again afterwards."""
    from freecell_gui.ui.text.i18n import install_language

    yield install_language
    install_language("en")


def choose_language(window: QWidget, code: str) -> None:
    """View → Language → ``code``, as a user picks it from the window's menu."""
    from freecell_gui.ui.text.i18n import LanguageMenu

    menu = window.findChild(LanguageMenu, "languageMenu")
    assert isinstance(menu, LanguageMenu)
    menu.actionFor(code).trigger()


def laptop_window(qtbot, window: QWidget, *docks: str) -> QWidget:  # type: ignore[no-untyped-def]
    """``window`` at 1366×768 (a laptop's screen), active, with ``docks`` shown ("textPane", …)."""
    window.resize(1366, 768)
    show_active(qtbot, window)
    for name in docks:
        show_dock(window, name)
    return window


def show_dock(window: QWidget, name: str) -> None:
    """Show the dock ``name`` ("playbackPane", "textPane") through its View menu entry, as a user does."""
    actions = window.actionsByName()  # type: ignore[attr-defined]
    if not actions[name].isChecked():
        actions[name].trigger()
