"""The application state never imports Qt: the session and what the board shows run in a plain interpreter."""

from __future__ import annotations

from tests.helpers.qt_free import qt_modules_loaded


def test_importing_every_module_of_app_leaves_pyside6_unloaded() -> None:
    assert qt_modules_loaded("freecell_gui.app") == "[]"
