"""A Qt application object for code paths that render without a window (CLI exports, contact sheets)."""

from __future__ import annotations

import os
import sys

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication

from freecell_gui.ui.text.qt_messages import keep_handled_qt_messages_quiet


def ensure_gui_application() -> QGuiApplication:
    """The running application, or a new offscreen QApplication (pixmaps need one before any painting).

    Exports draw no window, so unless a platform is chosen explicitly they use Qt's ``offscreen`` plugin and
    work on a machine without a display. An *empty* QT_QPA_PLATFORM aborts Qt, hence the ``or``.
    """
    existing = QGuiApplication.instance()
    if isinstance(existing, QGuiApplication):
        return existing
    os.environ["QT_QPA_PLATFORM"] = os.environ.get("QT_QPA_PLATFORM") or "offscreen"
    keep_handled_qt_messages_quiet()  # an uninstalled locale: Qt copes, the terminal need not hear of it
    return QApplication(sys.argv[:1] or ["freecell-gui"])
