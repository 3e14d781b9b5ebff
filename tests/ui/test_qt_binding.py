"""Guards against a broken Qt binding: PySide6-Essentials 6.12.0 on Python 3.11 dropped a reference to
None on every void call, so a long session freed None and crashed (hence the pin in pyproject.toml)."""

from __future__ import annotations

import sys

from PySide6.QtWidgets import QLineEdit


def test_void_calls_keep_none_alive(qtbot) -> None:  # type: ignore[no-untyped-def]
    line_edit = QLineEdit()
    qtbot.addWidget(line_edit)
    before = sys.getrefcount(None)
    for i in range(2000):
        line_edit.setText(str(i))
    assert sys.getrefcount(None) - before > -100  # a broken binding loses exactly 2000
