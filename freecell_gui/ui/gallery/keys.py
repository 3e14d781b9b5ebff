"""The gallery's keys and scroll bar, which are not plain Qt: the arrows, Page Up/Down and Home/End move
the selection over the whole range (paging.py), the bar's actions move the page, and digits typed then
Enter go to a deal."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QAbstractSlider

from freecell_gui.core.deals.generator import validate_deal_number
from freecell_gui.ui.gallery.paging import Paging
from freecell_gui.ui.text.core_messages import message_of
from freecell_gui.util.text_marks import QT_TRANSLATE_NOOP

GO_TO = QT_TRANSLATE_NOOP("Gallery", "Go to deal %1")
Slider = QAbstractSlider.SliderAction
_BAR_STEPS = {Slider.SliderSingleStepAdd: 1, Slider.SliderSingleStepSub: -1}


def move_by_key(paging: Paging, key: Qt.Key) -> bool:
    """Move the selection (and the page with it) as ``key`` asks; False for a key that moves nothing."""
    steps = {Qt.Key.Key_Left: -1, Qt.Key.Key_Right: 1, Qt.Key.Key_Up: -paging.columns}
    steps[Qt.Key.Key_Down] = paging.columns
    if key in steps:
        paging.move_selection(steps[key])
    elif key in (Qt.Key.Key_PageUp, Qt.Key.Key_PageDown):
        paging.page_selection(-1 if key == Qt.Key.Key_PageUp else 1)
    elif key == Qt.Key.Key_Home:
        paging.home()
        paging.select(paging.first)
    elif key == Qt.Key.Key_End:
        paging.end()
        deals = paging.deals()
        paging.select(deals[-1] if deals else None)
    else:
        return False
    return True


def move_by_bar(paging: Paging, action: QAbstractSlider.SliderAction, slider_position: int) -> None:
    """Move the page as the scroll bar's ``action`` asks (a drag: to ``slider_position``)."""
    if action in _BAR_STEPS:
        paging.step_rows(_BAR_STEPS[action])
    elif action == Slider.SliderPageStepAdd:
        paging.step_rows(paging.rows)
    elif action == Slider.SliderPageStepSub:
        paging.step_rows(-paging.rows)
    elif action == Slider.SliderToMinimum:
        paging.home()
    elif action == Slider.SliderToMaximum:
        paging.end()
    elif action == Slider.SliderMove:
        paging.scroll_to(slider_position)


class TypedNumber:
    """The digits typed so far, or why the last number entered was refused (shown until the next key)."""

    def __init__(self) -> None:
        self.typed = ""
        self.note = ""

    def shown(self) -> str:
        """What the view shows at its foot: the note, "Go to deal N" while typing, else nothing."""
        if self.note:
            return self.note
        return QCoreApplication.translate("Gallery", GO_TO).replace("%1", self.typed) if self.typed else ""

    def set(self, typed: str) -> None:
        self.typed, self.note = typed, ""

    def enter(self) -> int | None:
        """The deal typed, and the typing ended; None (and the note says why) for a number out of range."""
        try:
            number = validate_deal_number(self.typed)
        except (ValueError, TypeError) as error:
            self.typed, self.note = "", message_of(error)
            return None
        self.set("")
        return number
