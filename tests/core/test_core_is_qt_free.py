"""The core never imports Qt: it must run in a plain interpreter, as a library and under the CLI."""

from __future__ import annotations

from tests.helpers.qt_free import qt_modules_loaded


def test_importing_the_core_and_the_cli_leaves_pyside6_unloaded() -> None:
    assert qt_modules_loaded("freecell_gui.core", "freecell_gui.cli") == "[]"
