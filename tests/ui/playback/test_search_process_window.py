"""The solve service's default search, which runs in a worker process: the panel's shorter solutions
still replace the one shown, each replayed here; Cancel stops the worker's search; the worker ends with
the window."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from freecell_gui.app.session import ViewerSession
from freecell_gui.core.search.process import SearchProcess
from freecell_gui.ui.playback import PlaybackPanel
from freecell_gui.ui.playback.dock import PlaybackDock
from tests.helpers.processes import ends_within, is_running
from tests.helpers.scripted import Shown, assert_replays

WAIT_MS = 60_000
HARD = 94717719  # seconds of search: time to cancel it


@pytest.fixture
def process() -> SearchProcess:
    return SearchProcess(widths=(64, 512))  # small widths: a Solve of a second or so


def test_solve_searches_in_a_worker_and_its_shorter_solutions_replace_the_one_shown(
    qtbot, make_panel, process: SearchProcess, session: ViewerSession
) -> None:  # type: ignore[no-untyped-def]
    panel = make_panel(process)
    assert process.pid() is None  # nothing started before the first Solve
    shown, said = Shown(session, panel), []
    # Every status said, as it is said: a warm kernel cache makes the worker ready between two polls.
    panel.solver().service().changes().changed.connect(lambda _: said.append(panel.statusText()))
    panel.playbackActions().solve.trigger()
    qtbot.waitUntil(lambda: process.pid() is not None and bool(shown.solutions), timeout=WAIT_MS)
    assert "Preparing the solver…" in said  # said until the worker is ready, then the solution
    assert said.index("Preparing the solver…") < said.index(shown.statuses[0])
    worker = process.pid()
    assert worker not in (None, os.getpid())
    qtbot.waitUntil(lambda: not panel.isSolving(), timeout=WAIT_MS)
    counts = [solution.given_count() for solution in shown.solutions]
    assert len(counts) >= 2 and counts == sorted(set(counts), reverse=True)
    for solution in shown.solutions:
        assert_replays(solution)
    assert "our search, safe autoplay" in shown.statuses[-1]
    assert panel.statusText().endswith(" · the shortest our search found")
    assert process.pid() == worker and is_running(worker)  # kept for the next Solve


def test_cancel_stops_the_workers_search_and_the_next_solve_needs_no_preparing(
    qtbot, make_panel, process: SearchProcess, session: ViewerSession
) -> None:  # type: ignore[no-untyped-def]
    panel: PlaybackPanel = make_panel(process)
    session.set_deal(HARD)
    panel.playbackActions().solve.trigger()
    qtbot.waitUntil(lambda: process.is_ready() and process.is_searching(), timeout=WAIT_MS)
    worker = process.pid()
    assert worker is not None
    panel.cancelSolve()
    assert not panel.isSolving() and panel.statusText() == "Solving cancelled"
    qtbot.waitUntil(lambda: not process.is_searching(), timeout=5000)  # the worker heard the stop
    assert process.pid() == worker and is_running(worker)
    session.set_deal(1)
    panel.playbackActions().solve.trigger()
    qtbot.waitUntil(lambda: not panel.isSolving(), timeout=WAIT_MS)
    assert panel.stepCount() > 0 and "Preparing" not in panel.statusText()
    assert process.pid() == worker


def test_closing_the_window_ends_the_worker(qtbot, make_window, real_search_process) -> None:  # type: ignore[no-untyped-def]
    window = make_window(1)
    window.show()
    panel = window.findChild(PlaybackDock).panel()
    process = window.solveService().searchProcess()
    assert isinstance(process, SearchProcess)
    window.actionsByName()["solve"].trigger()
    qtbot.waitUntil(lambda: process.pid() is not None, timeout=WAIT_MS)
    worker = process.pid()
    assert worker is not None
    window.close()
    assert not panel.isSolving()
    assert ends_within(worker, 5) and process.pid() is None


STARTUP = """
import sys
from PySide6.QtWidgets import QApplication
app = QApplication([])
from freecell_gui.ui.window.main_window import MainWindow
window = MainWindow(617)
window.show()
app.processEvents()
loaded = ("numpy", "numba", "freecell_gui.core.search.pipe", "freecell_gui.core.search.engine")
print(sorted(name for name in loaded if name in sys.modules))
"""


def test_the_windows_start_up_loads_nothing_of_the_search(tmp_path) -> None:  # type: ignore[no-untyped-def]
    environ = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path)}
    done = subprocess.run(
        [sys.executable, "-c", STARTUP], capture_output=True, text=True, env=environ, timeout=120, check=True
    )
    assert done.stdout.strip() == "[]"
