"""Start the viewer: the QApplication, its names (for QSettings) and the main window."""

from __future__ import annotations

import os
import sys

from PySide6.QtWidgets import QApplication

from freecell_gui import __version__
from freecell_gui.ui.settings import APPLICATION, ORGANIZATION


def run_viewer(initial_deal: int | None = None) -> int:
    """Open the window at ``initial_deal`` (else the deal viewed last) and run until it is closed.

    Returns 2 with a one-line message instead of letting Qt abort when there is no display to open.
    """
    if not os.environ.get("QT_QPA_PLATFORM"):
        os.environ.pop("QT_QPA_PLATFORM", None)  # an empty value aborts Qt
        if sys.platform.startswith("linux") and not (
            os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")
        ):
            print(
                "freecell-gui: error: no display (DISPLAY is not set); try xvfb-run freecell-gui",
                file=sys.stderr,
            )
            return 2
    app = QApplication.instance() or QApplication(sys.argv[:1] or ["freecell-gui"])
    assert isinstance(app, QApplication)
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationName(APPLICATION)
    app.setApplicationVersion(__version__)
    app.setDesktopFileName("freecell-gui")

    from freecell_gui.ui.main_window import MainWindow  # after the names, so QSettings finds its file

    window = MainWindow(initial_deal)
    window.show()
    return app.exec()
