"""View → Gallery driven as a user drives it, offscreen: the first page, both ends of the range, typing a
number, opening a deal and Back, zooming; the thumbnails arrive from the worker without a key waiting."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt

from freecell_gui.core.deals.generator import LAST_DEAL
from freecell_gui.ui.gallery import DEFAULT_WIDTH
from tests.helpers.gallery import WIDE


def press(qtbot, window, key: Qt.Key, modifier=Qt.KeyboardModifier.NoModifier) -> None:  # type: ignore[no-untyped-def]
    qtbot.keyClick(window.gallery().view(), key, modifier)


def test_view_gallery_fills_a_wide_window_with_the_deals_from_the_windows_deal(qtbot, gallery_window) -> None:  # type: ignore[no-untyped-def]
    window = gallery_window(617)
    gallery = window.gallery()
    assert gallery.isVisible() and not window.board().isVisible()
    deals = gallery.visibleDeals()
    assert len(deals) >= 20
    assert deals == list(range(617, 617 + len(deals)))
    assert gallery.firstDeal() == 617 and gallery.selectedDeal() == 617
    qtbot.waitUntil(gallery.isComplete)  # every placeholder replaced by its thumbnail
    rects = [gallery.thumbnailRect(n) for n in deals]
    assert all(gallery.rect().contains(rect) for rect in rects)
    assert rects[0].top() == rects[1].top() and rects[1].left() > rects[0].right()  # left to right


def test_the_shortcut_toggles_between_the_gallery_and_the_board(qtbot, gallery_window) -> None:  # type: ignore[no-untyped-def]
    window = gallery_window(617)
    assert window.actionsByName()["gallery"].shortcut().toString() == "Ctrl+Shift+G"
    ctrl_shift = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    qtbot.keyClick(window, Qt.Key.Key_G, ctrl_shift)
    assert window.board().isVisible() and not window.gallery().isVisible()
    qtbot.keyClick(window, Qt.Key.Key_G, ctrl_shift)
    assert window.gallery().isVisible()


def test_home_end_and_page_keys_reach_both_ends_of_the_range(qtbot, gallery_window) -> None:  # type: ignore[no-untyped-def]
    window = gallery_window(617)
    gallery = window.gallery()
    size = len(gallery.visibleDeals())
    press(qtbot, window, Qt.Key.Key_PageDown)
    assert gallery.firstDeal() == 617 + size
    press(qtbot, window, Qt.Key.Key_End)
    assert gallery.visibleDeals()[-1] == LAST_DEAL == gallery.selectedDeal()
    assert gallery.view().verticalScrollBar().value() == gallery.view().verticalScrollBar().maximum()
    press(qtbot, window, Qt.Key.Key_PageDown)
    assert gallery.visibleDeals()[-1] == LAST_DEAL
    qtbot.waitUntil(gallery.isComplete)  # deals of the extended range draw too
    press(qtbot, window, Qt.Key.Key_Home)
    assert gallery.firstDeal() == 1 == gallery.selectedDeal()
    assert gallery.view().verticalScrollBar().value() == 0


def test_typing_a_number_goes_to_that_deal(qtbot, gallery_window) -> None:  # type: ignore[no-untyped-def]
    window = gallery_window(617)
    gallery = window.gallery()
    qtbot.keyClicks(gallery.view(), "4294967301")
    press(qtbot, window, Qt.Key.Key_Return)
    assert gallery.selectedDeal() == 4_294_967_301 in gallery.visibleDeals()
    assert window.deal() == 617  # the window's deal is untouched until a deal is opened
    bar = gallery.view().verticalScrollBar()
    assert bar.value() == pytest.approx(bar.maximum() / 2, rel=0.01)  # half-way through the range


def test_a_number_outside_the_range_moves_nothing(qtbot, gallery_window) -> None:  # type: ignore[no-untyped-def]
    window = gallery_window(617)
    gallery = window.gallery()
    qtbot.keyClicks(gallery.view(), "9999999999")
    press(qtbot, window, Qt.Key.Key_Return)
    assert gallery.firstDeal() == 617 and gallery.selectedDeal() == 617


def test_arrows_move_the_selection_and_enter_opens_it_then_back_returns(qtbot, gallery_window) -> None:  # type: ignore[no-untyped-def]
    window = gallery_window(617)
    gallery = window.gallery()
    columns = gallery.view().paging.columns
    press(qtbot, window, Qt.Key.Key_PageDown)
    press(qtbot, window, Qt.Key.Key_Right)
    press(qtbot, window, Qt.Key.Key_Down)
    first, chosen = gallery.firstDeal(), gallery.selectedDeal()
    assert chosen == 617 + len(gallery.visibleDeals()) + 1 + columns
    press(qtbot, window, Qt.Key.Key_Return)
    assert window.deal() == chosen and window.board().isVisible() and not gallery.isVisible()
    assert window.actionsByName()["back"].isEnabled()
    qtbot.keyClick(window.board(), Qt.Key.Key_Left, Qt.KeyboardModifier.AltModifier)  # Back
    assert gallery.isVisible()
    assert (gallery.firstDeal(), gallery.selectedDeal()) == (first, chosen)  # where it was


def test_back_from_another_deal_goes_back_in_the_history_first(qtbot, gallery_window) -> None:  # type: ignore[no-untyped-def]
    window = gallery_window(617)
    window.gallery().view().dealActivated.emit(620)
    window.actionsByName()["next"].trigger()
    assert window.deal() == 621
    window.actionsByName()["back"].trigger()
    assert window.deal() == 620 and window.board().isVisible()
    window.actionsByName()["back"].trigger()
    assert window.gallery().isVisible()


def test_a_double_click_opens_the_deal_under_the_mouse(qtbot, gallery_window) -> None:  # type: ignore[no-untyped-def]
    window = gallery_window(617)
    gallery = window.gallery()
    target = gallery.thumbnailRect(623).center()
    viewport = gallery.childAt(target)
    point = viewport.mapFrom(gallery, target)
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=point)
    assert gallery.selectedDeal() == 623
    qtbot.mouseDClick(viewport, Qt.MouseButton.LeftButton, pos=point)
    assert window.deal() == 623 and window.board().isVisible()


def test_the_wheel_scrolls_by_rows_and_ctrl_wheel_zooms_remembered(  # type: ignore[no-untyped-def]
    qtbot, gallery_window, make_settings
) -> None:
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QWheelEvent
    from PySide6.QtWidgets import QApplication

    window = gallery_window(617)
    gallery = window.gallery()
    view = gallery.view()
    columns, count = view.paging.columns, len(gallery.visibleDeals())

    def wheel(notches: int, modifiers: Qt.KeyboardModifier) -> None:
        delta = QPoint(0, 120 * notches)
        event = QWheelEvent(
            QPointF(50, 50),
            QPointF(50, 50),
            QPoint(),
            delta,
            Qt.MouseButton.NoButton,
            modifiers,
            Qt.ScrollPhase.NoScrollPhase,
            False,
        )
        QApplication.sendEvent(view.viewport(), event)

    wheel(-2, Qt.KeyboardModifier.NoModifier)
    assert gallery.firstDeal() == 617 + 2 * columns
    assert view.thumbnailWidth() <= DEFAULT_WIDTH
    wheel(-1, Qt.KeyboardModifier.ControlModifier)
    assert view.thumbnailWidth() < DEFAULT_WIDTH - 20
    assert len(gallery.visibleDeals()) > count
    press(qtbot, window, Qt.Key.Key_Plus, Qt.KeyboardModifier.ControlModifier)
    press(qtbot, window, Qt.Key.Key_Plus, Qt.KeyboardModifier.ControlModifier)
    wider = view.thumbnailWidth()
    assert wider > DEFAULT_WIDTH
    assert make_settings().gallery_thumbnail_width() == wider
    window.close()
    again = gallery_window(9)
    assert again.gallery().view().thumbnailWidth() == wider


def test_the_scroll_bar_drags_anywhere_in_the_range(qtbot, gallery_window) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QAbstractSlider

    window = gallery_window(617)
    gallery = window.gallery()
    bar = gallery.view().verticalScrollBar()
    bar.setSliderPosition(bar.maximum() // 4)
    bar.triggerAction(QAbstractSlider.SliderAction.SliderMove)
    assert gallery.firstDeal() == pytest.approx(LAST_DEAL / 4, rel=0.001)
    first = gallery.firstDeal()
    bar.triggerAction(QAbstractSlider.SliderAction.SliderSingleStepAdd)
    assert gallery.firstDeal() == first + gallery.view().paging.columns
    bar.triggerAction(QAbstractSlider.SliderAction.SliderPageStepSub)
    assert gallery.firstDeal() == first + gallery.view().paging.columns - len(gallery.visibleDeals())
    assert WIDE[0] > 0


@pytest.mark.parametrize("stored", ["garbage", "5000", "12", "", "-300", "9" * 5000])
def test_a_foreign_remembered_width_falls_back_to_the_default(
    settings_file, make_settings, stored: str
) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QSettings

    raw = QSettings(str(settings_file), QSettings.Format.IniFormat)
    raw.setValue("gallery/thumbnailWidth", stored)
    raw.sync()
    assert make_settings().gallery_thumbnail_width() == DEFAULT_WIDTH
    make_settings().set_gallery_thumbnail_width(400)
    assert make_settings().gallery_thumbnail_width() == 400


def test_escape_leaves_the_gallery_unless_a_number_is_being_typed(qtbot, gallery_window) -> None:  # type: ignore[no-untyped-def]
    window = gallery_window(617)
    gallery = window.gallery()
    qtbot.keyClicks(gallery.view(), "12")
    press(qtbot, window, Qt.Key.Key_Escape)  # drops the number typed
    assert gallery.isVisible()
    press(qtbot, window, Qt.Key.Key_Return)
    assert window.board().isVisible() and window.deal() == 617  # Enter opened the selected deal
    window.actionsByName()["gallery"].trigger()
    press(qtbot, window, Qt.Key.Key_Escape)
    assert window.board().isVisible() and not gallery.isVisible()


def test_the_scroll_bar_s_ends_and_its_wheel(qtbot, gallery_window) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QWheelEvent
    from PySide6.QtWidgets import QAbstractSlider, QApplication

    window = gallery_window(617)
    gallery = window.gallery()
    bar = gallery.view().verticalScrollBar()
    bar.triggerAction(QAbstractSlider.SliderAction.SliderToMaximum)
    assert gallery.visibleDeals()[-1] == LAST_DEAL
    bar.triggerAction(QAbstractSlider.SliderAction.SliderToMinimum)
    assert gallery.firstDeal() == 1
    event = QWheelEvent(
        QPointF(5, 5),
        QPointF(5, 5),
        QPoint(),
        QPoint(0, -120),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(bar, event)  # the wheel over the bar scrolls a row, as over the thumbnails
    assert gallery.firstDeal() == 1 + gallery.view().paging.columns


def test_backspace_takes_back_a_digit_typed(qtbot, gallery_window) -> None:  # type: ignore[no-untyped-def]
    window = gallery_window(617)
    gallery = window.gallery()
    qtbot.keyClicks(gallery.view(), "7009")
    press(qtbot, window, Qt.Key.Key_Backspace)
    press(qtbot, window, Qt.Key.Key_Return)
    assert gallery.selectedDeal() == 700 in gallery.visibleDeals()


def test_set_first_deal_starts_the_page_anywhere(qtbot, gallery_window) -> None:  # type: ignore[no-untyped-def]
    window = gallery_window(617)
    gallery = window.gallery()
    gallery.setFirstDeal(LAST_DEAL - 3)
    assert gallery.firstDeal() == LAST_DEAL - 3
    assert gallery.visibleDeals() == [LAST_DEAL - 3, LAST_DEAL - 2, LAST_DEAL - 1, LAST_DEAL]
    assert not gallery.thumbnailRect(LAST_DEAL).isEmpty() and gallery.thumbnailRect(617).isEmpty()
    qtbot.waitUntil(gallery.isComplete)
    gallery.setFirstDeal(2**31)
    assert gallery.visibleDeals()[:2] == [2**31, 2**31 + 1]


def test_back_is_enabled_while_the_gallery_is_there_to_return_to_or_to_leave(qtbot, gallery_window) -> None:  # type: ignore[no-untyped-def]
    window = gallery_window(617)  # a fresh window: no deal to go back to in the history
    back = window.actionsByName()["back"]
    assert window.gallery().isVisible() and back.isEnabled()  # Back leaves the gallery
    back.trigger()
    assert window.board().isVisible() and not back.isEnabled()  # the history is empty
    window.actionsByName()["gallery"].trigger()
    window.gallery().view().dealActivated.emit(617)  # the deal the history starts with: no entry added
    assert window.board().isVisible() and back.isEnabled()  # Back returns to the gallery
    back.trigger()
    assert window.gallery().isVisible() and back.isEnabled()
