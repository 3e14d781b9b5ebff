"""Shared test set-up: Qt runs offscreen unless a platform is chosen explicitly; the user's data folder
is a private one; what a test leaves of Qt is freed on the GUI thread before the next test begins."""

from __future__ import annotations

import gc
import os
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

# An *empty* QT_QPA_PLATFORM aborts Qt, so setdefault is not enough.
os.environ["QT_QPA_PLATFORM"] = os.environ.get("QT_QPA_PLATFORM") or "offscreen"


@pytest.fixture(autouse=True, scope="session")
def private_data_folder(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """The user's data folder (platformdirs: the deal catalogue) is a private one for the whole run:
    no test reads or writes the real one, and a window finds no catalogue unless a test makes one."""
    folder = tmp_path_factory.mktemp("data-home")
    saved = os.environ.get("XDG_DATA_HOME")
    os.environ["XDG_DATA_HOME"] = str(folder)
    yield folder
    if saved is None:
        os.environ.pop("XDG_DATA_HOME", None)
    else:
        os.environ["XDG_DATA_HOME"] = saved


@pytest.fixture(autouse=True)
def free_qt_leftovers_on_the_gui_thread() -> Iterator[None]:
    """The windows, panels and solve services a test made are freed here, on the GUI thread: the
    widgets pytest-qt closed are deleted, then their Python cycles collected. Left to CPython's automatic
    collector, the next test's worker thread (a solve service's, allocating as it searches) could collect
    them, destroying QObjects, their timers and thread pools off the GUI thread: a crash. What survives is
    frozen (gc.freeze), so each of these collections looks only at what the last test made: a few ms."""
    yield
    if "PySide6.QtWidgets" not in sys.modules:
        return
    from PySide6.QtCore import QCoreApplication, QEvent

    if QCoreApplication.instance() is not None:
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        gc.collect()
        gc.freeze()
