"""The Qt user interface. Light on purpose: ``from freecell_gui.ui import MainWindow`` loads the window on
first use, so importing one of the ui's modules does not pull in the whole window."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from freecell_gui.ui.window.main_window import MainWindow

__all__ = ["MainWindow"]


def __getattr__(name: str) -> object:
    if name == "MainWindow":
        from freecell_gui.ui.window.main_window import MainWindow

        return MainWindow
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
