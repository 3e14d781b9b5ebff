"""The catalogue build dialog's task: one build on a pool thread, its progress posted to the GUI thread.

The thread drives :func:`~freecell_gui.core.catalogue.build.build_range`, which hands the chunks to local
worker processes and stores each chunk's rows as it arrives; its progress callback and its result cross
to the GUI thread through the mailbox (gui_mailbox.py: a pool thread never emits a signal itself). Setting the
stop event ends the build within a tenth of a second (the processes are terminated, the chunks already
stored stay), so the dialog may wait for the thread when the window closes.
"""

from __future__ import annotations

import threading
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QRunnable, Signal

from freecell_gui.ui.gui_mailbox import GuiMailbox
from freecell_gui.ui.text.core_messages import message_of

if TYPE_CHECKING:
    from freecell_gui.core.catalogue.build import BuildResult


#: :func:`default_build`'s signature: (path, first, last, progress=, stop=, short=) → BuildResult.
BuildFunction = Callable[..., "BuildResult"]


def default_build(
    path: Path,
    first: int,
    last: int,
    progress: Callable[[int, int], None] | None = None,
    stop: threading.Event | None = None,
    *,
    short: bool = False,
) -> BuildResult:
    # Imported on the first build: the solver and the worker pool load then, not with the window.
    from freecell_gui.core.catalogue.build import build_range

    return build_range(path, first, last, progress=progress, stop=stop, short=short)


class BuildSignals(GuiMailbox):
    """One build's signals, made in the GUI thread and emitted there."""

    progressed = Signal(object, object)  # deals stored by this build, deals it computes
    finished = Signal(object)  # the BuildResult; the task's last signal
    failed = Signal(str)  # a one-line message, translated; also a last signal


class BuildTask(QRunnable):
    """Builds ``first`` … ``last`` into the catalogue at ``path`` and reports through ``signals``."""

    def __init__(
        self,
        build: BuildFunction,
        request: tuple[Path, int, int, bool],
        stop: threading.Event,
        signals: BuildSignals,
    ) -> None:
        super().__init__()
        self.setAutoDelete(True)
        self._build, self._request, self._stop, self._signals = build, request, stop, signals

    def run(self) -> None:
        signals = self._signals
        path, first, last, short = self._request

        def progress(done: int, total: int) -> None:
            signals.post(lambda: signals.progressed.emit(done, total))

        try:
            result = self._build(path, first, last, progress=progress, stop=self._stop, short=short)
        except Exception as error:  # said in the dialog, never raised into Qt
            failure = error  # `error` is unbound after the handler; the callback runs later
            if not _is_expected(error):
                traceback.print_exc()
            signals.post(lambda: signals.failed.emit(failure_text(failure)))
        else:
            signals.post(lambda: signals.finished.emit(result))


def catalogue_refusal(path: Path) -> str | None:
    """Why a build could not store a row in the catalogue at ``path`` (another program's file, a damaged
    or newer one), in the interface language; None when it can (a missing file is made by the build)."""
    from freecell_gui.core.catalogue.store import Catalogue, CatalogueError, CatalogueMissingError

    try:
        Catalogue.open(path).close()
    except CatalogueMissingError:
        return None
    except CatalogueError as error:
        return message_of(error)
    return None


def _is_expected(error: Exception) -> bool:
    """Whether a build reports ``error`` to the user (a catalogue, solver or file problem): not a bug."""
    from freecell_gui.core.catalogue.store import CatalogueError

    return isinstance(error, (CatalogueError, ValueError, OSError))


def failure_text(error: Exception) -> str:
    """Why a build failed, on one line in the interface language (GUI thread)."""
    if _is_expected(error):
        return message_of(error)
    text = f"{type(error).__name__}: {error}"
    return QCoreApplication.translate("CatalogueBuildDialog", "the build failed: %1").replace("%1", text)
