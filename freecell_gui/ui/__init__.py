"""The Qt user interface. Light on purpose: ``from freecell_gui.ui import MainWindow`` (or ``run_viewer``)
loads the window on first use, so importing one of the ui's modules does not pull in the whole window."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from freecell_gui.ui.app import run_viewer
    from freecell_gui.ui.window.main_window import MainWindow

__all__ = ["MainWindow", "run_viewer"]


def __getattr__(name: str) -> object:
    if name == "MainWindow":
        from freecell_gui.ui.window.main_window import MainWindow

        return MainWindow
    if name == "run_viewer":
        from freecell_gui.ui.app import run_viewer

        return run_viewer
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
