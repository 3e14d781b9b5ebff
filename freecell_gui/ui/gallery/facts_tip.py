"""A thumbnail's tooltip: the catalogue's facts of the deal in words (verdict, moves, difficulty and the
engine), since the caption has room for a coloured badge only.

The difficulty's word is its band's (core/difficulty_bands.py, as Go → Random deal by difficulty names
them), the band whose colour the badge shows (facts.py), so the tooltip and the legend (legend.py) name
what the colour shows. A difficulty on another engine's scale gets no band, and the tooltip says so.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QObject, QPoint
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QToolTip

from freecell_gui.core.catalogue.store import Row
from freecell_gui.core.difficulty_bands import Band, band_of
from freecell_gui.ui.gallery.facts import on_our_scale
from freecell_gui.ui.text.i18n import format_number

if TYPE_CHECKING:
    from freecell_gui.ui.gallery.view import GalleryView


def band_name(band: Band) -> str:
    """ "easy", "very hard" …: the band's word in the interface language, as the Go menu says it."""
    return QCoreApplication.translate("Difficulty", band.name)


def _number(value: object) -> float | None:
    """A count or a score as the row holds it, or None for anything else (a damaged row's text)."""
    if isinstance(value, bool) or not isinstance(value, int | float) or value != value:
        return None
    return value


class FactsTexts(QObject):
    """The tooltip's and the legend's words, in the interface language (``tr``: lupdate sees plural forms
    of ``tr`` only)."""

    def no_solution(self) -> str:
        return self.tr("No solution: the solver tried every position")

    def gave_up(self) -> str:
        return self.tr("The solver gave up")

    def gave_up_short(self) -> str:
        return self.tr("solver gave up")

    def legend_title(self) -> str:
        return self.tr("Badge: the moves of the solution found, coloured by difficulty:")

    def legend_tip(self) -> str:
        return self.tr(
            "A thumbnail's badge shows the moves of the solution the catalogue found (with safe autoplay). "
            "Its colour is the deal's difficulty band, from the solver's effort and the solution's length, "
            "whatever the number of moves: the bands of Go → Random deal by difficulty. A count made by "
            "another engine, whose difficulty is on another scale, stays grey. Point at a thumbnail for its "
            "facts."
        )

    def tip(self, number: int, row: Row | None) -> str:
        """The tooltip of deal ``number``'s thumbnail, one fact a line."""
        lines = [self.tr("Deal %1").replace("%1", format_number(number))]
        if row is None:
            return "\n".join([*lines, self.tr("Not in the catalogue")])
        moves, short, difficulty = _number(row.moves), _number(row.short_moves), _number(row.difficulty)
        if row.verdict == "solved":
            solved = self.tr("Solved in %n move(s) (with safe autoplay)", "", int(moves)) if moves else ""
            lines.append(solved or self.tr("Solved"))
            if short and short != moves:
                lines.append(self.tr("Shortest solution found: %n move(s)", "", int(short)))
            if difficulty is not None:
                score = QLocale().toString(float(difficulty), "f", 1)
                if on_our_scale(row):
                    band = band_name(band_of(difficulty))
                    lines.append(self.tr("Difficulty: %1 (%2)").replace("%1", score).replace("%2", band))
                else:
                    said = self.tr("Difficulty: %1, on another engine's scale (no colour)")
                    lines.append(said.replace("%1", score))
        elif row.verdict == "no-solution":
            lines.append(self.no_solution())
        else:
            lines.append(self.gave_up())
        lines.append(self.tr("Engine: %1").replace("%1", str(row.engine)))
        if row.short_engine and short:
            lines.append(self.tr("Shortest by: %1").replace("%1", str(row.short_engine)))
        return "\n".join(lines)


class ThumbnailTips(QObject):
    """Answers the tooltip events of ``view``'s viewport with the facts of the deal under the mouse, read by
    ``facts`` (the page's rows, as the captions read them)."""

    def __init__(self, view: GalleryView, facts: Callable[[list[int]], Mapping[int, Row]]) -> None:
        super().__init__(view)
        self._view, self._facts = view, facts
        view.viewport().installEventFilter(self)

    def tipAt(self, point: QPoint) -> str:
        """The tooltip at ``point`` of the viewport ("" off the thumbnails)."""
        number = self._view.dealAt(point)
        if number is None:
            return ""
        return FactsTexts().tip(number, self._facts(self._view.paging.deals()).get(number))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.ToolTip or not isinstance(event, QHelpEvent):
            return False
        text = self.tipAt(event.pos())
        if text:
            QToolTip.showText(event.globalPos(), text, self._view.viewport())
        else:
            QToolTip.hideText()
        return True
