"""The 64-bit deal spin box: typing, stepping, the ends of the range, refusing bad text."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QLocale, QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication

from freecell_gui.core import LAST_DEAL
from freecell_gui.ui.window.deal_spinbox import PAGE_STEP, DealSpinBox


@pytest.fixture
def spin(qtbot) -> DealSpinBox:  # type: ignore[no-untyped-def]
    box = DealSpinBox()
    box.setLocale(QLocale.c())  # group separator ",": the tests do not depend on the machine's locale
    qtbot.addWidget(box)
    box.show()
    box.setFocus()
    return box


def type_text(qtbot, spin: DealSpinBox, text: str, key: Qt.Key = Qt.Key.Key_Return) -> None:  # type: ignore[no-untyped-def]
    spin.lineEdit().selectAll()
    qtbot.keyClicks(spin.lineEdit(), text)
    qtbot.keyClick(spin.lineEdit(), key)


@pytest.mark.parametrize("number", [2**31 - 1, 2**31, 2**32 - 1, 2**32, LAST_DEAL])
def test_values_beyond_32_bits_round_trip(qtbot, spin: DealSpinBox, number: int) -> None:  # type: ignore[no-untyped-def]
    with qtbot.waitSignal(spin.valueChanged) as blocker:
        spin.setValue(number)
    assert blocker.args == [number] and type(blocker.args[0]) is int
    assert spin.value() == number
    assert spin.text().replace(spin.locale().groupSeparator(), "") == str(number)


@pytest.mark.parametrize("text", ["617", "8,589,934,591", "1,000", "4294967296", "  42  "])
def test_typed_numbers_commit_on_enter(qtbot, spin: DealSpinBox, text: str) -> None:  # type: ignore[no-untyped-def]
    type_text(qtbot, spin, text)
    assert spin.value() == int("".join(c for c in text if c.isdigit()))


@pytest.mark.parametrize("text", ["0", "8589934592", "9999999999", "abc", "", "0000"])
def test_bad_text_is_refused_and_the_last_good_deal_restored(qtbot, spin: DealSpinBox, text: str) -> None:  # type: ignore[no-untyped-def]
    spin.setValue(617)
    with qtbot.assertNotEmitted(spin.valueChanged):
        type_text(qtbot, spin, text)
    assert spin.value() == 617
    assert spin.text() == "617"


@pytest.mark.parametrize("typed", ["1e5", "12a", "-5", "99999999999", "x7", "617 deal"])
def test_text_that_is_not_a_deal_is_kept_red_and_opens_nothing(qtbot, spin: DealSpinBox, typed: str) -> None:  # type: ignore[no-untyped-def]
    """No keystroke is dropped: "1e5" stays "1e5" (it used to become 15 and open deal 15), turns the box
    red as the README says, and Enter restores the last deal (issue 20, item 20)."""
    spin.setValue(617)
    spin.lineEdit().selectAll()
    qtbot.keyClicks(spin.lineEdit(), typed)
    assert spin.lineEdit().text() == typed
    assert spin.isInvalid() and "#ffd6d6" in spin.lineEdit().styleSheet()
    with qtbot.assertNotEmitted(spin.valueChanged):
        qtbot.keyClick(spin.lineEdit(), Qt.Key.Key_Return)
    assert (spin.value(), spin.text(), spin.isInvalid()) == (617, "617", False)


def test_invalid_text_is_marked_while_typing_and_restored_on_focus_out(qtbot, spin: DealSpinBox) -> None:  # type: ignore[no-untyped-def]
    other = DealSpinBox()
    qtbot.addWidget(other)
    other.show()
    spin.setValue(617)
    spin.lineEdit().selectAll()
    qtbot.keyClicks(spin.lineEdit(), "9999999999")
    assert spin.isInvalid()
    assert "8,589,934,591" in spin.toolTip()
    other.setFocus()
    QApplication.processEvents()
    assert spin.value() == 617 and spin.text() == "617" and not spin.isInvalid()


@pytest.mark.parametrize(
    ("key", "start", "expected"),
    [
        (Qt.Key.Key_Up, 617, 618),
        (Qt.Key.Key_Down, 617, 616),
        (Qt.Key.Key_PageUp, 617, 617 + PAGE_STEP),
        (Qt.Key.Key_PageDown, 5000, 5000 - PAGE_STEP),
        (Qt.Key.Key_PageDown, 617, 1),
        (Qt.Key.Key_Home, 617, 1),
        (Qt.Key.Key_End, 617, LAST_DEAL),
        (Qt.Key.Key_Up, LAST_DEAL, LAST_DEAL),
        (Qt.Key.Key_Down, 1, 1),
        (Qt.Key.Key_PageUp, LAST_DEAL - 10, LAST_DEAL),
    ],
)
def test_keys_step_and_stop_at_the_ends(
    qtbot, spin: DealSpinBox, key: Qt.Key, start: int, expected: int
) -> None:  # type: ignore[no-untyped-def]
    spin.setValue(start)
    qtbot.keyClick(spin, key)
    assert spin.value() == expected


def test_step_enabled_flags_at_the_ends(spin: DealSpinBox) -> None:
    flags = DealSpinBox.StepEnabledFlag
    spin.setValue(1)
    assert spin.stepEnabled() == flags.StepUpEnabled
    spin.setValue(LAST_DEAL)
    assert spin.stepEnabled() == flags.StepDownEnabled


def test_wheel_steps_by_one(qtbot, spin: DealSpinBox) -> None:  # type: ignore[no-untyped-def]
    spin.setValue(100)
    event = QWheelEvent(
        QPointF(5, 5), QPointF(spin.mapToGlobal(QPoint(5, 5))), QPoint(0, 0), QPoint(0, 120),
        Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False,
    )  # fmt: skip
    QApplication.sendEvent(spin, event)
    assert spin.value() == 101


def test_no_signal_without_a_change(qtbot, spin: DealSpinBox) -> None:  # type: ignore[no-untyped-def]
    spin.setValue(7)
    with qtbot.assertNotEmitted(spin.valueChanged):
        spin.setValue(7)
        type_text(qtbot, spin, "7")


def test_set_range_for_dou_dizhu(spin: DealSpinBox) -> None:
    spin.setValue(LAST_DEAL)
    spin.setRange(1, 2**32 - 1)
    assert spin.value() == 2**32 - 1
    assert "4,294,967,295" in spin.rangeText()
    assert spin.validate("4294967296", 0)[0] != spin.validate("4294967295", 0)[0]


def test_the_box_is_wide_enough_for_the_largest_deal(spin: DealSpinBox) -> None:
    assert spin.sizeHint().width() > spin.fontMetrics().horizontalAdvance("8,589,934,591")


@pytest.mark.parametrize("text", ["1.5", "1,5", "1.500", "1 000", "4_294_967_296", "12,34,567", ",617"])
def test_only_the_locales_separator_in_groups_of_three_makes_a_deal(
    qtbot, spin: DealSpinBox, text: str
) -> None:  # type: ignore[no-untyped-def]
    spin.setValue(617)
    spin.lineEdit().selectAll()
    qtbot.keyClicks(spin.lineEdit(), text)
    assert spin.lineEdit().text() == text  # shown as typed, not silently turned into another number
    assert spin.isInvalid()
    with qtbot.assertNotEmitted(spin.valueChanged):
        qtbot.keyClick(spin.lineEdit(), Qt.Key.Key_Return)
    assert (spin.value(), spin.text()) == (617, "617")


@pytest.mark.parametrize(
    ("language", "text", "expected"),
    [
        (QLocale.Language.German, "1.500", 1500),
        (QLocale.Language.German, "8.589.934.591", LAST_DEAL),
        (QLocale.Language.French, "1 000 000", 1_000_000),  # the locale's narrow space, or a typed space
        (QLocale.Language.French, "1\u202f000\u202f000", 1_000_000),
    ],
)
def test_a_locales_own_separator_groups_digits(  # type: ignore[no-untyped-def]
    qtbot, spin: DealSpinBox, language: QLocale.Language, text: str, expected: int
) -> None:
    spin.setLocale(QLocale(language))
    spin.lineEdit().selectAll()
    spin.lineEdit().insert(text)  # as pasted: QTest cannot type a narrow no-break space
    qtbot.keyClick(spin.lineEdit(), Qt.Key.Key_Return)
    assert spin.value() == expected
    assert spin.text() == f"{expected:,}".replace(",", QLocale(language).groupSeparator())


@pytest.mark.parametrize("text", ["1.5", "1.50", "1,500"])
def test_in_a_german_locale_a_dot_groups_and_a_comma_does_not(qtbot, spin: DealSpinBox, text: str) -> None:  # type: ignore[no-untyped-def]
    spin.setLocale(QLocale(QLocale.Language.German))
    spin.setValue(617)
    type_text(qtbot, spin, text)
    assert spin.value() == 617


def test_a_pasted_number_of_thousands_of_digits_is_refused(qtbot, spin: DealSpinBox) -> None:  # type: ignore[no-untyped-def]
    spin.setValue(617)
    spin.lineEdit().selectAll()
    spin.lineEdit().insert("9" * 5000)
    qtbot.keyClick(spin.lineEdit(), Qt.Key.Key_Return)
    assert (spin.value(), spin.text()) == (617, "617")
