"""Running the viewer as a user does — its own start-up (ui/app.py's run_viewer), a real X server — in a
child process, and driving it from inside that process.

tests/conftest.py keeps every other test offscreen. pytest-xvfb starts one Xvfb for the session and sets
DISPLAY; the child gets ``QT_QPA_PLATFORM=xcb`` with that display, so it opens a real window there (offscreen
only when no Xvfb is installed). The child's settings live in a private XDG_CONFIG_HOME, its HOME is a
temporary folder too (the export dialog suggests a path there), and it prints one JSON report on exit.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import Any

SCREEN_WIDTH, SCREEN_HEIGHT = 1366, 768  # pytest-xvfb's screen (pyproject's xvfb_width/xvfb_height)
REPORT_PREFIX = "REAL-WINDOW-REPORT "


def child_env(home: Path, display: str | None, scale: float | None = None) -> dict[str, str]:
    """The environment of a child viewer: xcb on ``display`` (":N") if there is one, else offscreen."""
    env = {
        k: v for k, v in os.environ.items() if not k.startswith(("QT_SCALE", "QT_SCREEN_SCALE", "QT_AUTO"))
    }
    env.update(HOME=str(home), XDG_CONFIG_HOME=str(home / "config"))
    if display is not None:
        env.update(QT_QPA_PLATFORM="xcb", DISPLAY=display)
    else:
        env["QT_QPA_PLATFORM"] = "offscreen"
    if scale is not None:
        env["QT_SCALE_FACTOR"] = str(scale)
    return env


def run_child(module: str, args: list[str], env: dict[str, str], timeout: float) -> dict[str, Any]:
    """Run ``python -m module args`` and return the report it printed; fails with its output if none."""
    result = subprocess.run(
        [sys.executable, "-m", module, *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=timeout,
        cwd=Path(__file__).parents[2],
    )
    lines = [line for line in result.stdout.splitlines() if line.startswith(REPORT_PREFIX)]
    assert lines, f"no report (exit {result.returncode}):\n{result.stdout}\n{result.stderr}"
    report: dict[str, Any] = json.loads(lines[-1].removeprefix(REPORT_PREFIX))
    report["exit_code"] = result.returncode
    report["stderr"] = result.stderr
    return report


# -- in the child ----------------------------------------------------------------------------------------


class Recorder:
    """Qt's warnings and the exceptions raised in slots (PySide prints those and goes on)."""

    def __init__(self) -> None:
        self.warnings: list[str] = []
        self.exceptions: list[str] = []

    def install(self) -> None:
        from PySide6.QtCore import QtMsgType, qInstallMessageHandler

        def handler(kind: QtMsgType, context: object, message: str) -> None:
            if kind in (QtMsgType.QtWarningMsg, QtMsgType.QtCriticalMsg, QtMsgType.QtFatalMsg):
                self.warnings.append(message)
            sys.stderr.write(message + "\n")

        qInstallMessageHandler(handler)

        def hook(kind: type[BaseException], value: BaseException, trace: object) -> None:
            self.exceptions.append("".join(traceback.format_exception(value)))
            sys.__excepthook__(kind, value, trace)  # type: ignore[arg-type]

        sys.excepthook = hook


def rss_kib() -> int:
    """The process's resident memory (VmRSS, KiB)."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def rss_parts_kib() -> dict[str, int]:
    """VmRSS split as the kernel counts it: RssAnon (what the process allocated), RssFile (code and fonts
    mapped from disk, which grow as a font or code path is first used) and RssShmem (the X server's
    shared window buffers), to tell a leak from a first use in the soak's figures."""
    parts: dict[str, int] = {}
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith(("RssAnon:", "RssFile:", "RssShmem:")):
            name, value = line.split()[:2]
            parts[name.removesuffix(":")] = int(value)
    return parts


def run_viewer_with(drive: Callable[[Any, dict[str, Any]], None], deal: int = 617) -> None:
    """Start the viewer by its own start-up and call ``drive(window, report)`` once its window is shown;
    ``drive`` closes the window when done. Prints the report and exits with run_viewer's code.

    run_viewer makes the application itself, after its own set-up (Qt's messages are filtered before Qt
    can warn about the locale): the child only hooks the event loop's start to look for the window."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    import freecell_gui.ui.app as start_up

    recorder = Recorder()
    recorder.install()
    report: dict[str, Any] = {}

    def find_window() -> None:
        from freecell_gui.ui.window.main_window import MainWindow

        windows = [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible()]
        if not windows:
            QTimer.singleShot(20, find_window)
            return
        try:
            drive(windows[0], report)
        except Exception:  # a failure of the driver itself: reported, and the window closed
            recorder.exceptions.append(traceback.format_exc())
            windows[0].close()

    class DrivenApplication(QApplication):
        def exec(self) -> int:  # type: ignore[override]
            report["platform"] = self.platformName()
            QTimer.singleShot(0, find_window)
            return super().exec()

    start_up.QApplication = DrivenApplication  # type: ignore[attr-defined,misc]
    code = start_up.run_viewer(deal)
    report.update(warnings=recorder.warnings, exceptions=recorder.exceptions)
    print(REPORT_PREFIX + json.dumps(report), flush=True)
    sys.exit(code)
