"""A monkey on the real window: random user actions with a fixed seed — keys, clicks, drags, the wheel,
resizes, game and deck switches, find, export to a temporary folder, the solution panel's and hand play's
actions — with no exception, no Qt warning, and memory after the run within 10 % of what it was after
the first 1,000 actions.

Memory (issue 15): the Python heap stays flat (tracemalloc: +1.3 MB, bounded caches warming up); what grew
was Qt's QPixmapCache and glibc's per-thread arenas, both bounded at start-up (ui/memory_bounds.py). The
report splits RSS into anonymous, file and shared pages: a CJK font first used after the checkpoint (a
language switch) adds ~4.5 MB of file pages that are no leak.

``make test`` runs a short monkey (MONKEY_ACTIONS, 1,500 by default); ``make soak`` the full 10,000.
``python -m tests.ui.window.test_monkey ACTIONS SEED CHECKPOINT`` is the child process (see real_window.py).
"""

from __future__ import annotations

import contextlib
import ctypes
import gc
import os
import random
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from tests.helpers.real_window import child_env, rss_kib, rss_parts_kib, run_child, run_viewer_with

MODULE = "tests.ui.window.test_monkey"
SEED = 20261123
TRACE = bool(os.environ.get("MONKEY_TRACE"))  # each action on stderr, to find the one that fails
GROWTH_LIMIT = 1.10  # RSS at the end / RSS after the checkpoint's actions
# Actions the monkey may trigger by name; left out: Quit (ends the run), Open on the web (a browser).
ACTION_NAMES = (
    "previous", "next", "back", "forward", "random", "randomAny", "goTo", "copy", "textPane",
    "playbackPane", "solve", "cancelSolve", "playPause", "stepBack", "stepForward", "playbackStart",
    "playbackEnd", "copySolution", "copySolutionFull", "pasteSolution", "exportSolution", "undo", "redo",
    "restart", "hint", "continueHere", "shortcuts", "about", "find", "export",
)  # fmt: skip


def test_monkey(xvfb: Any, tmp_path: Path) -> None:
    actions = int(os.environ.get("MONKEY_ACTIONS", "1500"))
    checkpoint = min(1000, actions // 2)
    display = f":{xvfb.display}" if xvfb is not None and xvfb.display is not None else None
    env = child_env(tmp_path, display)
    report = run_child(MODULE, [str(actions), str(SEED), str(checkpoint)], env, timeout=120 + actions * 0.2)
    print({k: v for k, v in report.items() if k != "stderr"})  # the figures, for make soak's log
    assert report["exit_code"] == 0, report["stderr"][-3000:]
    assert report["exceptions"] == []
    assert report["warnings"] == []
    assert report["done"] == actions
    assert report["platform"] == ("xcb" if display else "offscreen")
    assert report["rss_end_kib"] <= GROWTH_LIMIT * report["rss_checkpoint_kib"], report


# -- the child --------------------------------------------------------------------------------------------


class Monkey:
    """Plays ``count`` random actions on ``window``, one per event-loop turn, then closes it."""

    def __init__(self, window: Any, report: dict[str, Any], count: int, seed: int, checkpoint: int) -> None:
        from PySide6.QtGui import QAction

        self.window = window
        self.report = report
        self.count = count
        self.checkpoint = checkpoint
        self.rng = random.Random(seed)
        self.done = 0
        self.home = Path.home()
        named = window.actionsByName()
        self.actions = {name: named[name] for name in ACTION_NAMES if name in named}
        self.choices = [a for a in window.findChildren(QAction) if a.isCheckable() and a.data()]
        self.kinds: list[tuple[int, Callable[[], None]]] = [
            (12, self.board_key),
            (6, self.wheel),
            (10, self.click),
            (4, self.double_click),
            (4, self.drag),
            (3, self.type_deal),
            (14, self.trigger),
            (3, self.resize),
            (2, self.choose),
            (2, self.shortcut),
        ]
        skip = os.environ.get("MONKEY_SKIP", "").split(",")  # to corner a failure: MONKEY_SKIP=resize,find
        self.kinds = [(weight, act) for weight, act in self.kinds if act.__name__ not in skip]
        self.actions = {name: action for name, action in self.actions.items() if name not in skip}
        self.total = sum(weight for weight, _ in self.kinds)
        report["actions_found"] = sorted(self.actions)

    # -- the actions ----------------------------------------------------------------------------------------

    def board(self) -> Any:
        return self.window.boardOf(self.window.game())

    def point(self) -> Any:
        from PySide6.QtCore import QPoint

        board = self.board()
        return QPoint(self.rng.randrange(max(1, board.width())), self.rng.randrange(max(1, board.height())))

    def board_key(self) -> None:
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest

        keys = [Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_PageUp, Qt.Key.Key_PageDown, Qt.Key.Key_Tab,
                Qt.Key.Key_Backtab, Qt.Key.Key_Return, Qt.Key.Key_Space, Qt.Key.Key_Escape]  # fmt: skip
        board = self.board()
        board.setFocus()
        QTest.keyClick(board, self.rng.choice(keys))

    def wheel(self) -> None:
        from PySide6.QtCore import QPoint, QPointF, Qt
        from PySide6.QtGui import QWheelEvent
        from PySide6.QtWidgets import QApplication

        board, at = self.board(), QPointF(self.point())
        delta = self.rng.choice([120, -120, 60, -60, 240])
        event = QWheelEvent(at, QPointF(board.mapToGlobal(at.toPoint())), QPoint(0, 0), QPoint(0, delta),
                            Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier,
                            Qt.ScrollPhase.NoScrollPhase, False)  # fmt: skip
        QApplication.sendEvent(board, event)

    def click(self) -> None:
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest

        QTest.mouseClick(self.board(), Qt.MouseButton.LeftButton, pos=self.point())

    def double_click(self) -> None:
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest

        QTest.mouseDClick(self.board(), Qt.MouseButton.LeftButton, pos=self.point())

    def drag(self) -> None:
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest

        board = self.board()
        QTest.mousePress(board, Qt.MouseButton.LeftButton, pos=self.point())
        for _ in range(3):
            QTest.mouseMove(board, self.point())
        QTest.mouseRelease(board, Qt.MouseButton.LeftButton, pos=self.point())

    def type_deal(self) -> None:
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest

        spin = self.window.spinBox()
        spin.setFocus()
        spin.lineEdit().selectAll()
        text = self.rng.choice([str(self.rng.randint(1, 40000)), str(self.rng.randint(1, 2**33)), "x12", "0"])
        QTest.keyClicks(spin.lineEdit(), text)
        QTest.keyClick(spin.lineEdit(), Qt.Key.Key_Return)

    def trigger(self) -> None:
        name = self.rng.choice(sorted(self.actions))
        action = self.actions[name]
        if name == "find":
            self.find()
        elif action.isEnabled() and action.isVisible():
            self.close_dialogs_soon()
            action.trigger()

    def find(self) -> None:
        dialog = self.window.findDialog()
        if dialog.isVisible() and self.rng.random() < 0.5:
            dialog.cancelSearch()
            dialog.hide()
            return
        dialog.show()
        dealt = self.window.session().dealt()
        text = self.window.textPaneText() if self.rng.random() < 0.1 else ""
        if not text and hasattr(dealt, "cascades"):
            cards = [card for column in dealt.cascades() for card in column[:1]]
            text = " ".join(cards[: self.rng.randint(3, 8)])  # two cards: millions of matches, see the report
        dialog.setLayoutText(text)
        if not dialog.isSearching():
            dialog.startSearch()

    def resize(self) -> None:
        screen = self.window.screen().availableGeometry()
        self.window.resize(self.rng.randint(500, screen.width()), self.rng.randint(420, screen.height()))

    def choose(self) -> None:
        """A game, deck, autoplay or language choice."""
        action = self.rng.choice(self.choices)
        if action.isEnabled() and action.isVisible():
            action.trigger()

    def shortcut(self) -> None:
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest

        ctrl = Qt.KeyboardModifier.ControlModifier
        keys = (Qt.Key.Key_C, Qt.Key.Key_Z, Qt.Key.Key_Right, Qt.Key.Key_Left, Qt.Key.Key_T, Qt.Key.Key_5)
        key, modifiers = self.rng.choice(keys), ctrl
        self.close_dialogs_soon()
        QTest.keyClick(self.window, key, modifiers)

    def close_dialogs_soon(self) -> None:
        """A modal dialog blocks the trigger until it closes: save an export into the temporary home,
        close any other (its own message boxes first)."""
        from PySide6.QtCore import QTimer
        from PySide6.QtWidgets import QApplication, QDialog, QLineEdit

        def close() -> None:
            modal = QApplication.activeModalWidget()
            if modal is None:
                return
            fields = [f for f in modal.findChildren(QLineEdit) if f.accessibleName() == "File"]
            if (
                fields
                and isinstance(modal, QDialog)
                and type(modal).__name__ == "ExportDialog"
                and self.rng.random() < 0.7
            ):
                suffix = self.rng.choice(["png", "svg"])
                fields[0].setText(str(self.home / "exports" / f"deal-{self.done}.{suffix}"))
                (self.home / "exports").mkdir(exist_ok=True)
                modal.accept()
            elif isinstance(modal, QDialog):
                modal.reject()
            else:
                modal.close()
            QTimer.singleShot(30, close)  # a message box over it, or the dialog it stayed in

        QTimer.singleShot(30, close)

    # -- the run --------------------------------------------------------------------------------------------

    def start(self) -> None:
        from PySide6.QtCore import QTimer

        self.timer = QTimer(self.window, interval=0)
        self.timer.timeout.connect(self.step)
        self.timer.start()

    def step(self) -> None:
        if self.done == self.count:
            self.timer.stop()
            self.report["rss_end_kib"] = self.measure()
            self.report["rss_end_parts_kib"] = rss_parts_kib()
            self.report["done"] = self.done
            exports = self.home / "exports"
            self.report["exports"] = len(list(exports.glob("*"))) if exports.exists() else 0
            self.window.close()
            return
        pick = self.rng.uniform(0, self.total)
        for weight, act in self.kinds:
            pick -= weight
            if pick <= 0:
                if TRACE:
                    print(self.done, act.__name__, file=sys.stderr, flush=True)
                act()
                break
        self.done += 1
        if self.done % 500 == 0:  # unsettled, so a rough curve: does it level off or keep climbing?
            self.report.setdefault("rss_every_500_kib", []).append(rss_kib())
        if self.done == self.checkpoint:
            self.report["rss_checkpoint_kib"] = self.measure()
            self.report["rss_checkpoint_parts_kib"] = rss_parts_kib()

    def measure(self) -> int:
        """RSS with the same things at rest both times: no search or solver running, the window at one
        size, no deferred deletion pending, garbage collected, and the C allocator's free memory handed
        back to the system (worker threads leave freed arenas behind that would otherwise count as growth)."""
        from PySide6.QtCore import QCoreApplication, QDeadlineTimer, QEvent, QEventLoop, QThreadPool

        dialog = self.window.findDialog()
        dialog.cancelSearch()
        dialog.setLayoutText("")  # a search's matches (millions for two cards) are kept until the next one
        dialog.hide()
        cancel = self.window.actionsByName().get("cancelSolve")
        if cancel is not None and cancel.isEnabled():
            cancel.trigger()
        app = QCoreApplication.instance()
        assert app is not None
        pools = [
            QThreadPool.globalInstance(),
            *app.findChildren(QThreadPool),
            *self.window.findChildren(QThreadPool),
        ]
        deadline = QDeadlineTimer(30_000)  # the solver (a hard deal) and the finder wind down
        while any(pool.activeThreadCount() for pool in pools) and not deadline.hasExpired():
            QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
        self.window.resize(1000, 700)  # the window's buffers and the felt at one size, both times
        for _ in range(20):
            QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 10)
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        gc.collect()
        with contextlib.suppress(OSError, AttributeError):
            ctypes.CDLL("libc.so.6").malloc_trim(0)
        return rss_kib()


def main(argv: list[str]) -> None:
    count, seed, checkpoint = (int(arg) for arg in argv[:3])

    def drive(window: Any, report: dict[str, Any]) -> None:
        monkey = Monkey(window, report, count, seed, checkpoint)
        window.setProperty("monkey", id(monkey))
        drive.monkey = monkey  # type: ignore[attr-defined]  # kept alive until the window closes
        monkey.start()

    run_viewer_with(drive)


if __name__ == "__main__":
    main(sys.argv[1:])
