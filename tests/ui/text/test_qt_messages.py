"""Qt's own warnings stay off the terminal in normal use (issue 20, item 7): a start in a locale that is
not installed, and Go → Open on freecellgamesolutions.com without a web browser. The real program runs in
a child process, offscreen; its stderr is read. ``python -m tests.ui.text.test_qt_messages`` is the child."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

from tests.helpers.cli_process import run_freecell
from tests.helpers.real_window import child_env, run_child, run_viewer_with

MODULE = "tests.ui.text.test_qt_messages"
MISSING_LOCALE = {"LC_ALL": "tr_TR.UTF-8", "LANG": "tr_TR.UTF-8"}
QT_WORDS = ("Detected locale", "qt.", "Unable to detect a web browser", "This plugin does not support")


def test_the_locale_is_really_missing_here() -> None:
    """The control: a bare QApplication in this environment does warn, so the tests below mean something."""
    env = {**child_env(Path("/nonexistent"), None), **MISSING_LOCALE}
    code = "from PySide6.QtWidgets import QApplication; QApplication([])"
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=60)
    assert 'Detected locale "C"' in result.stderr


def test_the_command_line_says_nothing_of_an_uninstalled_locale(tmp_path: Path) -> None:
    for args in (["export", "617", str(tmp_path / "a.png")], ["deck-sheet", str(tmp_path / "b.png")]):
        result = run_freecell(*args, env=MISSING_LOCALE)
        assert result.returncode == 0, result.stderr
        assert not any(word in result.stderr for word in QT_WORDS), result.stderr


def test_the_window_without_a_browser_says_so_only_in_its_status_bar(tmp_path: Path) -> None:
    env = {**child_env(tmp_path, None), **MISSING_LOCALE, "PATH": str(tmp_path), "BROWSER": ""}
    report = run_child(MODULE, [], env, 60)
    assert report["exit_code"] == 0, report["stderr"]
    assert report["exceptions"] == [] and report["warnings"] == []
    assert "freecellgamesolutions.com" in report["status"]  # "Could not open a browser for …"
    assert not any(word in report["stderr"] for word in QT_WORDS), report["stderr"]


# -- the child --------------------------------------------------------------------------------------------


def _drive(window: Any, report: dict[str, Any]) -> None:
    window.actionsByName()["openSite"].trigger()
    report["status"] = window.statusBar().currentMessage()
    window.close()


if __name__ == "__main__":
    run_viewer_with(_drive)


CHILD = """
import sys
from PySide6.QtCore import qInstallMessageHandler, qWarning
from freecell_gui.ui.text.qt_messages import keep_handled_qt_messages_quiet
if sys.argv[1] == "chained":
    qInstallMessageHandler(lambda kind, context, message: print("earlier handler:", message))
keep_handled_qt_messages_quiet()
keep_handled_qt_messages_quiet()  # once only: a second call changes nothing
qWarning('Detected locale "C" with character encoding "ANSI_X3.4-1968", which is not UTF-8.')
qWarning("a real problem")
"""


def test_only_the_handled_messages_are_kept_quiet() -> None:
    """The filter's other side: any other Qt message still shows, through the handler installed before it
    (the real-window harness's recorder) or, with none, on stderr as Qt writes it."""
    plain = subprocess.run([sys.executable, "-c", CHILD, "plain"], capture_output=True, text=True, timeout=60)
    assert (plain.stdout, plain.stderr) == ("", "a real problem\n")
    chained = subprocess.run(
        [sys.executable, "-c", CHILD, "chained"], capture_output=True, text=True, timeout=60
    )
    assert (chained.stdout, chained.stderr) == ("earlier handler: a real problem\n", "")
