"""Start the viewer: the QApplication, its names (for QSettings) and the main window."""

from __future__ import annotations

import os
import sys
from pathlib import Path

from PySide6.QtWidgets import QApplication

from freecell_gui import __version__
from freecell_gui.ui.display_check import WHAT_TO_DO, display_problem
from freecell_gui.ui.settings import APPLICATION, ORGANIZATION
from freecell_gui.util.log import log_warnings_to_stderr


def run_viewer(
    initial_deal: int | None = None,
    game: str | None = None,
    language: str | None = None,
    record: str | None = None,
) -> int:
    """Open the window at ``initial_deal`` of ``game`` (see MainWindow) and run until it is closed, in
    ``language`` (one of freecell_gui/util/languages.py's codes; by default View → Language's, else the
    system's), recording the games played in ``record`` (by default util/record_file.py's).

    Returns 2 with a one-line message instead of letting Qt abort when there is no display to open.
    """
    log_warnings_to_stderr("freecell-gui")  # a damaged card image is named on stderr, one line each
    problem = display_problem()
    if problem is not None:
        print(f"freecell-gui: error: {problem}; {WHAT_TO_DO}", file=sys.stderr)
        return 2
    if not os.environ.get("QT_QPA_PLATFORM", "").strip():
        os.environ.pop("QT_QPA_PLATFORM", None)  # an empty value aborts Qt
    from freecell_gui.ui.memory_bounds import bound_memory

    bound_memory()  # a long session levels off: see memory_bounds.py
    from freecell_gui.ui.text.qt_messages import keep_handled_qt_messages_quiet

    keep_handled_qt_messages_quiet()  # before the application: it warns about an uninstalled locale
    app = QApplication.instance() or QApplication(sys.argv[:1] or ["freecell-gui"])
    assert isinstance(app, QApplication)
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationName(APPLICATION)
    app.setApplicationVersion(__version__)
    app.setDesktopFileName("freecell-gui")  # assets/freecell-gui.desktop: the desktop pairs window and entry

    from freecell_gui.ui.icons import app_icon

    app.setWindowIcon(app_icon())  # every window's, and the task bar's where no .desktop entry is installed

    from freecell_gui.ui.settings import ViewerSettings
    from freecell_gui.ui.text.i18n import install_language
    from freecell_gui.ui.window.main_window import MainWindow  # after the names, so QSettings finds its file

    settings = ViewerSettings()
    install_language(language if language is not None else settings.language())  # before any text is set
    window = MainWindow(initial_deal, settings, game=game, record=None if record is None else Path(record))
    window.show()
    return app.exec()
