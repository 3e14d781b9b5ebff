"""The status bar, one widget per part: where the deal lies in its game's range, and what is known of it.

Each part only touches its label when its text changes, so a deal switch within one range repaints
nothing here.
"""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QStatusBar, QWidget

from freecell_gui.core.games import GameDescription
from freecell_gui.ui.game_texts import range_label, site_note
from freecell_gui.ui.window.verdict_label import VerdictLabel


class RangeLabel(QLabel):
    """ "Windows 1 … 32,000", "FreeCell Pro 1 … 8,589,934,591", "Dou Dizhu 1 … 4,294,967,295"."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rangeLabel")

    def showDeal(self, game: GameDescription, number: int) -> None:
        self.setText(range_label(game, number))  # QLabel ignores an unchanged text


class SiteNoteLabel(QLabel):
    """What is known about the deal: a published solution, none exists, or nothing claimed."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("siteNoteLabel")

    def showDeal(self, game: GameDescription, number: int) -> None:
        self.setText(site_note(game, number))


class StatusBar(QStatusBar):
    """The window's status bar; transient messages (Copied …, refusals) use ``showMessage`` as usual."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.range_label = RangeLabel()
        self.site_note = SiteNoteLabel()
        self.addWidget(self.range_label)
        self.addPermanentWidget(self.site_note)
        self.verdict = VerdictLabel()  # the solver's verdict, found in the background (issue 13)
        self.addPermanentWidget(self.verdict)

    def showDeal(self, game: GameDescription, number: int) -> None:
        self.range_label.showDeal(game, number)
        self.site_note.showDeal(game, number)
        self.verdict.showDeal(game, number)
