"""The viewer as a user waits for it: a deal switch from a key press until painted, resizing, cold start.

A deal switch is timed as a user makes it: Up pressed in the deal box, then events processed until
everything that changed is painted, in a 1920 × 1080 window with the text pane shown, once the window is
idle (its first verdict found: the search's process has started and loaded). Beside it, in the same run:
the same with a deal catalogue holding the deals switched to (each deal's row looked up and its count
shown in the status bar), and the same in the first seconds after the window's start, while the search's
process loads its kernels beside the window (it starts at the first verdict's pause). A resize is timed
as the longest the GUI thread is busy at once while the window grows in steps, the cards being rendered
in their worker meanwhile; next to it, in the same run, the same steps with every face rendered on the
GUI thread as it is drawn (as before the worker).
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from benchmarks.report import Figure
from benchmarks.timing import longest_stretch, user_environment

SWITCHES = 300
IDLE_WAIT_S = 120.0  # the first verdict: the search's process loads in seconds; a loaded machine, longer
STEPS = 40
WIDE = (1920, 1080)
FRAME = 1 / 60


def _window(folder: str, catalogue: Path | None = None) -> Any:
    """A window on deal 1, its settings in ``folder``, reading ``catalogue`` (None: a path with none)."""
    from PySide6.QtCore import QSettings

    from freecell_gui.ui.settings import ViewerSettings
    from freecell_gui.ui.window.main_window import MainWindow

    settings = ViewerSettings(QSettings(os.path.join(folder, "s.ini"), QSettings.Format.IniFormat))
    settings.set_catalogue_path(catalogue or Path(folder, "none.sqlite"))
    return MainWindow(1, settings=settings)


def _catalogue(folder: str) -> Path:
    """A catalogue of the deals the switches show (1 … SWITCHES + 1). Its rows are made up, counts of
    30 to 59 moves: what the window does with a row does not depend on the count."""
    from freecell_gui.core.catalogue.facts import engine_label
    from freecell_gui.core.catalogue.rows import Row
    from freecell_gui.core.catalogue.store import Catalogue

    path = Path(folder, "catalogue.sqlite")
    with Catalogue.open(path, create=True) as catalogue:
        made_up = engine_label("counts")
        catalogue.write(
            Row(deal, "solved", 30 + deal % 30, 0, 10_000, 45.0, made_up) for deal in range(1, SWITCHES + 2)
        )
    return path


def _settle(app: Any, seconds: float = 0.3) -> None:
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        app.processEvents()
        time.sleep(0.005)


def _shown(app: Any, window: Any) -> None:
    """``window`` shown at the benchmark's size with the text pane, and its first events processed."""
    window.resize(*WIDE)
    window.show()
    pane = window.actionsByName()["textPane"]
    if not pane.isChecked():
        pane.trigger()
    _settle(app)


def _idle(app: Any, window: Any) -> None:
    """Wait until the window's first verdict is in the status bar (its search's process loaded, if it
    needed one), so that the switches timed next have the machine to themselves."""
    label, began = window.statusBar().verdict, time.perf_counter()
    while label.known() is None:
        if time.perf_counter() - began > IDLE_WAIT_S:
            raise RuntimeError(f"no verdict within {IDLE_WAIT_S:g} s: the window never became idle")
        app.processEvents()
        time.sleep(0.01)
    _settle(app)


def _switches(app: Any, window: Any, until: Any = None) -> list[float]:
    """Seconds per key press (Up in the deal box, until painted): :data:`SWITCHES` of them, or fewer
    once ``until()`` holds."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    spin = window.spinBox()
    spin.setFocus()
    times = []
    for _ in range(SWITCHES):
        if until is not None and until():
            break
        started = time.perf_counter()
        QTest.keyClick(spin, Qt.Key.Key_Up)
        app.sendPostedEvents()
        app.processEvents()  # paints every widget that changed
        times.append(time.perf_counter() - started)
    return times


def _switches_while_loading(app: Any, window: Any) -> list[float]:
    """Seconds per key press in a new window from the moment its first verdict's search starts the
    search's process, until that process has loaded its kernels."""
    _shown(app, window)
    process, began = window.solveService().searchProcess(), time.perf_counter()
    while process.pid() is None:  # the pause after the first deal, then its search starts the process
        if time.perf_counter() - began > IDLE_WAIT_S:
            raise RuntimeError("the first verdict's search never started the search's process")
        app.processEvents()
        time.sleep(0.001)
    times = _switches(app, window, until=process.is_ready)
    window.close()
    return times


def _switch_times(app: Any, window: Any) -> tuple[list[float], list[float]]:
    """Seconds per key press in the idle window, and per board-only switch + repaint."""
    from freecell_gui.core.rules.position import Position

    _shown(app, window)
    _idle(app, window)
    times = _switches(app, window)
    board = window.board()
    board_times = []
    for number in range(5000, 5000 + SWITCHES):
        position = Position.deal(number)
        started = time.perf_counter()
        board.setPosition(position)
        board.repaint()
        board_times.append(time.perf_counter() - started)
    return times, board_times


def _grow(app: Any, window: Any, first: int) -> list[float]:
    """The longest single stretch of GUI-thread work in each step of the window growing 24 px at a time
    from ``first`` px wide, with a frame's time between steps (when the worker's faces arrive)."""
    window.resize(first, 700)
    _settle(app)
    stalls = []
    for step in range(1, STEPS + 1):
        started = time.perf_counter()
        window.resize(first + 24 * step, 700 + 8 * step)
        app.sendPostedEvents()
        app.processEvents()
        longest = time.perf_counter() - started
        stalls.append(max(longest, longest_stretch(app, FRAME)))
    return stalls


def _resize_stalls(app: Any, window: Any) -> tuple[list[float], list[float]]:
    """Resize stalls with the render worker, and — like for like, in the same run, over sizes not seen
    before — with every face rendered on the GUI thread the moment it is drawn, as before the worker."""
    from freecell_gui.ui.board.deck_rendering import DeckImages

    with_worker: list[float] = []
    on_gui_thread: list[float] = []
    original = DeckImages.pixmap

    def at_once(images: DeckImages, code: str, width: int, dpr: float) -> tuple[Any, bool]:
        return images.renderer().pixmap(code, width, dpr), True

    for round_ in range(2):  # alternate, so that a busy spell of the machine hits both alike
        with_worker += _grow(app, window, 1000 + 3 * round_)
        DeckImages.pixmap = at_once  # type: ignore[method-assign, assignment]
        try:
            on_gui_thread += _grow(app, window, 1001 + 3 * round_)
        finally:
            DeckImages.pixmap = original  # type: ignore[method-assign]
    return with_worker, on_gui_thread


def _arrival_stalls(app: Any, window: Any) -> list[float]:
    """The longest stretch of GUI-thread work once a resize pauses, until the board is crisp again: the new
    faces arriving from the worker, the felt painted at the new size. One value per pause."""
    board = window.board()
    longest = []
    for round_ in range(6):
        for step in range(1, 6):
            window.resize(1200 + 40 * round_ + 8 * step, 760 + 4 * step)
            app.sendPostedEvents()
            app.processEvents()
        longest.append(longest_stretch(app, 2.0, board.isCrisp))
    return longest


def _worker_pauses(via_svg_renderer: bool) -> float:
    """The longest the GUI thread waits to run Python while the worker renders the deck at a new size (a
    busy loop on the GUI thread, as when keys are pressed meanwhile); ``via_svg_renderer``: the worker
    calls QSvgRenderer.render, as before it read the SVGs through QImageReader."""
    from PySide6.QtSvg import QSvgRenderer

    from freecell_gui.ui.board import deck_rendering
    from freecell_gui.ui.board.deck import card_image, card_renderer

    original = deck_rendering.render_card_image

    def via_renderer(path: str | None, code: str, width: int, dpr: float) -> Any:
        return card_image(None if path is None else QSvgRenderer(path), code, width, dpr)

    images = deck_rendering.DeckImages(card_renderer("classic"))
    images.pixmap("AC", 150, 1.0)
    worst = 0.0
    if via_svg_renderer:
        deck_rendering.render_card_image = via_renderer  # type: ignore[assignment]
    try:
        for width in range(180, 200, 4):  # ~ the cards of a 1920 × 1080 window
            images.request(width, 1.0)
            images.waitForDone(0)  # starts the render now
            last = time.perf_counter()
            while not images.waitForDone(0):
                now = time.perf_counter()
                worst = max(worst, now - last)
                last = now
    finally:
        deck_rendering.render_card_image = original  # type: ignore[assignment]
    return worst


def _p95(values: list[float]) -> float:
    return sorted(values)[int(len(values) * 0.95)]


def _cold_start() -> tuple[float, float, int]:
    """Seconds from launching ``freecell-gui 617`` (benchmarks/first_paint.py) to the board's first paint,
    and to the end of the process (it quits at that paint), and its peak resident memory in KiB, as the
    child reports them. The child's paint is stamped on the system-wide monotonic clock, read here too."""
    environment = user_environment()
    started = time.monotonic()
    child = subprocess.run(
        [sys.executable, "-m", "benchmarks.first_paint"],
        capture_output=True,
        text=True,
        check=True,
        env=environment,
    )
    ended = time.monotonic()
    if child.stderr.strip():
        print(child.stderr.strip(), file=sys.stderr)
    painted, peak = child.stdout.split()[-2:]
    return float(painted) - started, ended - started, int(peak)


def run() -> list[Figure]:
    from freecell_gui.ui.board.offscreen import ensure_gui_application

    app = ensure_gui_application()
    with tempfile.TemporaryDirectory() as folder:
        window = _window(folder)
        times, board_times = _switch_times(app, window)
        stalls, before = _resize_stalls(app, window)
        arrivals = _arrival_stalls(app, window)
        window.close()
        window = _window(folder, _catalogue(folder))
        _shown(app, window)
        _idle(app, window)  # deal 1's row: no search, no process
        catalogued = _switches(app, window)
        window.close()
        loading = _switches_while_loading(app, _window(folder))
    pauses = [(_worker_pauses(False), _worker_pauses(True)) for _ in range(3)]
    starts = [_cold_start() for _ in range(5)]
    size = "×".join(map(str, WIDE))
    return [
        Figure(
            f"deal switch: Up in the deal box until painted, {size}, text pane shown, median of {SWITCHES}",
            statistics.median(times),
            "s",
            at_most=0.003,
        ),
        Figure("deal switch, 95th percentile", sorted(times)[int(len(times) * 0.95)], "s"),
        Figure(
            f"deal switch with a catalogue of the deals shown (each one's count in the status bar), median of"
            f" {len(catalogued)}",
            statistics.median(catalogued),
            "s",
            at_most=0.003,
        ),
        Figure(
            f"deal switch while the search's process loads (the first seconds), median of {len(loading)}",
            statistics.median(loading) if loading else float("nan"),
            "s",
        ),
        Figure(
            f"board alone: setPosition + repaint, median of {SWITCHES}", statistics.median(board_times), "s"
        ),
        Figure(
            f"resize step: longest GUI-thread stall, {len(stalls)} steps", max(stalls), "s", at_most=FRAME
        ),
        Figure("resize step: 95th percentile of the stalls", _p95(stalls), "s"),
        Figure("resize step: median stall", statistics.median(stalls), "s"),
        Figure("resize step rendering on the GUI thread (as before), same run: longest", max(before), "s"),
        Figure("resize step rendering on the GUI thread (as before): 95th percentile", _p95(before), "s"),
        Figure("resize step rendering on the GUI thread (as before): median", statistics.median(before), "s"),
        Figure(
            f"resize paused: longest GUI stall until the board is crisp again, worst of {len(arrivals)}",
            max(arrivals),
            "s",
            at_most=FRAME,
        ),
        Figure(
            "GUI thread's longest wait for Python while the worker renders the deck (median of 3)",
            statistics.median(p for p, _ in pauses),
            "s",
            at_most=FRAME,
        ),
        Figure(
            "the same with the worker calling QSvgRenderer.render (as before), same run",
            statistics.median(p for _, p in pauses),
            "s",
        ),
        Figure(
            "cold start: freecell-gui 617 launched until its board is painted (median of 5)",
            statistics.median(painted for painted, _, _ in starts),
            "s",
            at_most=0.3,
        ),
        Figure(
            "cold start, whole process: launched until exited after that paint (median of 5)",
            statistics.median(whole for _, whole, _ in starts),
            "s",
        ),
        Figure(
            "peak memory of the process with a deal shown (VmHWM)", max(p for _, _, p in starts) / 1024, "MiB"
        ),
    ]
