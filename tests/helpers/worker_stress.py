"""``python -m tests.helpers.worker_stress SECONDS``: the render worker and the solve service's thread at
work, posting to the GUI thread, while the GUI thread destroys views of Python-made models, the pattern
that deadlocked the test suite (gui_mailbox.py).
Prints ``ok`` and the faces delivered; a deadlock never returns (the test kills it on a timeout)."""

from __future__ import annotations

import sys
import time

from PySide6.QtCore import QEventLoop, QStringListModel, QTimer
from PySide6.QtWidgets import QApplication, QListView

from freecell_gui.ui.board.deck import card_renderer
from freecell_gui.ui.board.deck_rendering import DeckImages
from freecell_gui.ui.gui_mailbox import GuiMailbox
from freecell_gui.ui.solving.jobs import Job, JobQueue


def main(seconds: float) -> int:
    app = QApplication([])
    images = DeckImages(card_renderer("classic"))
    rendered = 0
    images.pixmap("AS", 30, 1.0)  # a first size, so later sizes go to the worker
    jobs, mailbox = JobQueue(), GuiMailbox()
    solved: list[object] = []

    def work(stop: object) -> None:
        total = sum(range(20_000))
        mailbox.post(lambda: solved.append(total))

    width, end = 31, time.monotonic() + seconds
    while time.monotonic() < end:
        images.request(width, 1.0)
        images.waitForDone(0)  # start the size at once, without waiting for the worker
        width = 31 + (width - 30) % 60
        jobs.submit(Job("stress", 0, work))
        for _ in range(40):
            view = QListView()
            view.setModel(QStringListModel(["a", "b"], view))
            view.deleteLater()
        loop = QEventLoop()
        QTimer.singleShot(2, loop.quit)
        loop.exec()
        rendered += not images.isPending()
    jobs.shutdown()
    images.shutdown()
    print("ok", rendered, len(solved))
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main(float(sys.argv[1])))
