"""What a Page Down and an arriving thumbnail repaint: only what changed (bench_gallery's Page Down stall)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, Qt
from PySide6.QtGui import QImage, QPaintEvent, QRegion
from PySide6.QtWidgets import QApplication, QWidget


class _PaintedWidgets(QObject):
    """The widgets that get a Paint event while installed on the application, and the region each paints."""

    def __init__(self) -> None:
        super().__init__()
        self.widgets: list[QObject] = []
        self.regions: list[QRegion] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if isinstance(event, QPaintEvent):
            self.widgets.append(watched)
            self.regions.append(QRegion(event.region()))
        return False


def test_a_page_down_repaints_the_page_and_its_scroll_bar_not_the_window_under_the_bar(  # type: ignore[no-untyped-def]
    qtbot, gallery_window
) -> None:
    window = gallery_window()
    view = window.gallery().view()
    qtbot.waitUntil(window.gallery().isComplete, timeout=10_000)
    QApplication.processEvents()
    painted = _PaintedWidgets()
    app = QApplication.instance()
    assert app is not None
    app.installEventFilter(painted)
    try:
        qtbot.keyClick(view, Qt.Key.Key_PageDown)
        QApplication.processEvents()
    finally:
        app.removeEventFilter(painted)
    assert view.viewport() in painted.widgets and view.verticalScrollBar() in painted.widgets
    # An ancestor may repaint elsewhere for its own reasons (a late expose, the status bar's verdict on a
    # loaded machine); what must not happen is an ancestor painting the area the page covers.
    under_the_page = [
        w
        for w, region in zip(painted.widgets, painted.regions, strict=True)
        if isinstance(w, QWidget)
        and w.isAncestorOf(view)
        and region.intersects(QRect(view.mapTo(w, QPoint(0, 0)), view.size()))
    ]
    assert under_the_page == []


def _rendered(widget: QWidget, exposed: QRect) -> QImage:
    """What the widget paints when only ``exposed`` needs painting (its paint event gets that rect)."""
    image = QImage(exposed.size(), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.magenta)
    widget.render(image, QPoint(0, 0), QRegion(exposed))
    return image


def test_repainting_part_of_the_page_draws_every_cell_it_touches(qtbot, gallery_window) -> None:  # type: ignore[no-untyped-def]
    window = gallery_window()
    gallery = window.gallery()
    view = gallery.view()
    qtbot.waitUntil(gallery.isComplete, timeout=10_000)
    qtbot.keyClick(view, Qt.Key.Key_Right)  # a selection frame, reaching out of its cell
    viewport = view.viewport()
    whole = _rendered(viewport, viewport.rect())
    deals = gallery.visibleDeals()
    for number in (deals[1], deals[len(deals) // 2], deals[-1]):
        cell = gallery.thumbnailRect(number).translated(-viewport.mapTo(gallery, QPoint(0, 0)))
        for exposed in (
            cell.adjusted(-8, -8, 8, 30),  # the cell, its frame and caption, and its neighbours' edges
            QRect(cell.right() - 3, cell.top() - 6, 30, 12),  # a corner between cells
            QRect(cell.left() + 4, cell.bottom() - 2, 6, 6),  # the caption's edge
        ):
            exposed &= viewport.rect()  # a paint event's rect is within the widget (cells reach its edge)
            assert _rendered(viewport, exposed) == whole.copy(exposed), (number, exposed)
