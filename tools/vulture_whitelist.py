"""What vulture (``make lint``) takes for unused but something outside Python's sight uses: Qt's virtual
methods that Qt calls, a field read through dataclasses.astuple. Written as real references, so that mypy
fails when one of them goes; never imported by the program. Names that are hooks wherever they appear are
pyproject's [tool.vulture] ignore_names."""

from __future__ import annotations

from freecell_gui.app.record.rows import GameState
from freecell_gui.core.search import sweep_kernel
from freecell_gui.ui.board.card_table import CardTableWidget
from freecell_gui.ui.board.card_widget import CardWidget
from freecell_gui.ui.board.highlight import Highlight
from freecell_gui.ui.gallery.view import GalleryView
from freecell_gui.ui.icons import _InkedSvgEngine
from freecell_gui.ui.play.won_moment import WonMoment
from freecell_gui.ui.widgets.deal_spinbox import DealSpinBox
from freecell_gui.ui.widgets.flow_layout import FlowLayout
from freecell_gui.ui.widgets.suit_highlighter import SuitHighlighter

# Qt's virtual methods, called by Qt.
CardTableWidget.paintEvent
CardWidget.moveEvent
Highlight.paintEvent
GalleryView.paintEvent
GalleryView.mousePressEvent
GalleryView.mouseDoubleClickEvent
WonMoment.paintEvent
DealSpinBox.fixup
SuitHighlighter.highlightBlock
_InkedSvgEngine.clone
FlowLayout.itemAt
FlowLayout.takeAt
FlowLayout.expandingDirections
FlowLayout.hasHeightForWidth

# The names of a queue's weights, for the reader of the sweep's weight table.
sweep_kernel.FEATURES

# A column of the record's rows, written through dataclasses.astuple.
GameState("", 0, 0, 0, 0.0, False, updated="").updated
