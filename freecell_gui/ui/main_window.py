"""The main window moved to freecell_gui.ui.window.main_window; this name is kept for its importers."""

from freecell_gui.ui.window.main_window import MainWindow

__all__ = ["MainWindow"]
