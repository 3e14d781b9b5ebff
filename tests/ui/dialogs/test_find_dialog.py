"""The find dialog: searches off the UI thread, shows matches as found, cancels, refuses bad text."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Sequence

import pytest
import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QPoint, QRect, QSize, Qt, QTimer
from PySide6.QtGui import QGuiApplication, QTextCursor
from PySide6.QtWidgets import QDialogButtonBox

from freecell_gui.core import LAST_DEAL, deal
from freecell_gui.core.deals.cards import card_code
from freecell_gui.core.finder import find_deals
from freecell_gui.core.notation.formats import LayoutError, format_deal, parse_layout
from freecell_gui.ui.dialogs.find.dialog import EARLIER_LAYOUT, FindDealDialog
from freecell_gui.ui.dialogs.find.layout_field import LayoutField
from freecell_gui.ui.dialogs.find.texts import LISTED_MATCHES
from freecell_gui.ui.dialogs.placement import place_beside
from freecell_gui.ui.text.wording import sentence
from freecell_gui.ui.widgets.wrapped_label import ZERO_WIDTH_SPACE, WrappedLabel
from tests.helpers.oracle import oracle_cascades

BIG_NUMBERS = [5, 2**31 + 7, 2**32 + 1, LAST_DEAL]  # three past Signal(int)'s 2,147,483,647


class FakeFinder:
    """A scripted finder: reports ``matches`` one per step (``step_seconds`` each), honours should_stop.

    With ``gate`` it stops after the first match until the gate opens. It records the thread it ran on,
    whether it saw the stop flag, and sets ``exited`` when it returns.
    """

    def __init__(
        self,
        matches: Sequence[int] = (),
        steps: int = 40,
        step_seconds: float = 0.01,
        gate: threading.Event | None = None,
    ) -> None:
        self.matches, self.steps, self.step_seconds, self.gate = list(matches), steps, step_seconds, gate
        self.calls = 0
        self.thread: int | None = None
        self.saw_stop = False
        self.exited = threading.Event()

    def __call__(self, cards, progress, should_stop, on_match) -> list[int]:  # type: ignore[no-untyped-def]
        self.calls += 1
        self.thread = threading.get_ident()
        found: list[int] = []
        try:
            for step in range(max(self.steps, len(self.matches))):
                if should_stop():
                    self.saw_stop = True
                    return found
                time.sleep(self.step_seconds)
                if step < len(self.matches):
                    found.append(self.matches[step])
                    on_match(self.matches[step])
                progress((step + 1) / self.steps)
                while self.gate is not None and not self.gate.wait(0.005):
                    if should_stop():
                        self.saw_stop = True
                        return found
            return found
        finally:
            self.exited.set()


@pytest.fixture
def make_dialog(qtbot) -> Callable[..., FindDealDialog]:  # type: ignore[no-untyped-def]
    def make(search: Callable[..., list[int]] | None = None) -> FindDealDialog:
        dialog = FindDealDialog(search=search)
        qtbot.addWidget(dialog)
        dialog.show()
        return dialog

    return make


def run_search(qtbot, dialog: FindDealDialog, timeout: int = 5000) -> None:  # type: ignore[no-untyped-def]
    with qtbot.waitSignal(dialog.searchFinished, timeout=timeout):
        dialog.startSearch()
    assert not dialog.isSearching()


def listed(dialog: FindDealDialog) -> list[str]:
    """The deal numbers as the list shows them (its first column)."""
    return [dialog.resultList().rowTexts(row)[0] for row in range(dialog.resultList().count())]


def test_matches_are_listed_as_they_are_found(qtbot, make_dialog) -> None:  # type: ignore[no-untyped-def]
    gate = threading.Event()
    finder = FakeFinder(BIG_NUMBERS, steps=4, gate=gate)
    dialog = make_dialog(finder)
    dialog.setLayoutText("JD 2D 9H")
    dialog.startSearch()
    qtbot.waitUntil(lambda: dialog.resultList().count() == 1)
    assert dialog.isSearching()  # the finder waits at its gate: the first match is shown before the end
    assert dialog.matches() == [5]
    assert "1 deal found" in dialog.statusLabel().text()
    qtbot.waitUntil(lambda: dialog.progressBar().maximum() == 100 and dialog.progressBar().value() == 25)
    with qtbot.waitSignal(dialog.searchFinished, timeout=5000):
        gate.set()
    assert finder.thread != threading.get_ident()
    assert dialog.matches() == BIG_NUMBERS
    assert listed(dialog) == [f"{n:,}" for n in BIG_NUMBERS]
    assert dialog.statusLabel().text() == "4 deals match"
    assert not dialog.progressBar().isVisible()


def test_each_match_is_shown_by_double_click_enter_or_the_show_button(qtbot, make_dialog) -> None:  # type: ignore[no-untyped-def]
    finder = FakeFinder(BIG_NUMBERS, steps=4, step_seconds=0)
    dialog = make_dialog(finder)
    dialog.setLayoutText("JD 2D 9H")
    run_search(qtbot, dialog)
    results = dialog.resultList()
    for row, number in enumerate(BIG_NUMBERS):
        results.setCurrentItem(results.topLevelItem(row))
        center = results.visualItemRect(results.topLevelItem(row)).center()
        with qtbot.waitSignal(dialog.dealActivated) as double_clicked:
            qtbot.mouseClick(results.viewport(), Qt.MouseButton.LeftButton, pos=center)  # a press comes first
            qtbot.mouseDClick(results.viewport(), Qt.MouseButton.LeftButton, pos=center)
        with qtbot.waitSignal(dialog.dealActivated) as entered:
            qtbot.keyClick(results, Qt.Key.Key_Return)
        with qtbot.waitSignal(dialog.dealActivated) as clicked:
            qtbot.mouseClick(dialog.showButton(), Qt.MouseButton.LeftButton)
        for blocker in (double_clicked, entered, clicked):
            assert blocker.args == [number]
            assert type(blocker.args[0]) is int
    # Enter in the list goes no further: the dialog's default button (Find) did not search again.
    assert finder.calls == 1
    assert not dialog.isSearching()
    assert dialog.matches() == BIG_NUMBERS


def test_the_ui_thread_keeps_running_during_a_search(qtbot, make_dialog) -> None:  # type: ignore[no-untyped-def]
    dialog = make_dialog(FakeFinder([1], steps=40))  # ~0.4 s
    ticks_while_searching: list[bool] = []
    timer = QTimer(interval=5)
    timer.timeout.connect(lambda: ticks_while_searching.append(dialog.isSearching()))
    timer.start()
    dialog.setLayoutText("JD 2D 9H")
    run_search(qtbot, dialog)
    timer.stop()
    assert ticks_while_searching.count(True) >= 10


def test_cancel_stops_the_search_at_once(qtbot, make_dialog) -> None:  # type: ignore[no-untyped-def]
    finder = FakeFinder([1], steps=500)  # ~5 s unless stopped
    dialog = make_dialog(finder)
    dialog.setLayoutText("JD 2D")
    dialog.startSearch()
    assert dialog.cancelButton().isEnabled() and not dialog.findButton().isEnabled()
    qtbot.waitUntil(lambda: dialog.matches() == [1])
    with qtbot.waitSignal(dialog.searchFinished, timeout=1000):
        qtbot.mouseClick(dialog.cancelButton(), Qt.MouseButton.LeftButton)
    assert not dialog.isSearching()
    assert dialog.statusLabel().text() == "Search cancelled (1 deal found so far)"
    assert dialog.findButton().isEnabled() and not dialog.cancelButton().isEnabled()
    qtbot.waitUntil(finder.exited.is_set, timeout=1000)
    assert finder.saw_stop
    assert dialog.matches() == [1]


def test_a_cancelled_search_is_ignored_by_the_next_one(qtbot, make_dialog) -> None:  # type: ignore[no-untyped-def]
    first_match_sent = threading.Event()

    def search(cards, progress, should_stop, on_match) -> list[int]:  # type: ignore[no-untyped-def]
        if not first_match_sent.is_set():  # the first search: sends a match, then one more after the stop
            on_match(111)
            first_match_sent.set()
            while not should_stop():
                time.sleep(0.005)
            on_match(666)
            progress(1.0)
            return [111, 666]
        on_match(42)
        return [42]

    dialog = make_dialog(search)
    dialog.setLayoutText("JD 2D")
    dialog.startSearch()
    qtbot.waitUntil(lambda: dialog.matches() == [111])
    dialog.cancelSearch()
    run_search(qtbot, dialog)
    qtbot.wait(50)
    assert dialog.matches() == [42]
    assert listed(dialog) == ["42"]
    assert dialog.statusLabel().text() == "1 deal matches"


def test_closing_during_a_search_stops_and_waits_for_the_worker(qtbot, make_dialog) -> None:  # type: ignore[no-untyped-def]
    finder = FakeFinder([1], steps=500)
    dialog = make_dialog(finder)
    dialog.setLayoutText("JD 2D")
    dialog.startSearch()
    qtbot.waitUntil(lambda: dialog.matches() == [1])
    close = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Close)
    qtbot.mouseClick(close, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible()
    assert finder.exited.is_set()  # waited for, not merely told to stop
    assert finder.saw_stop
    assert not dialog.isSearching()
    qtbot.wait(50)  # late queued signals are ignored without error or warning


def test_deleting_a_searching_dialog_stops_the_worker(qtbot) -> None:  # type: ignore[no-untyped-def]
    finder = FakeFinder([1], steps=500)  # ~5 s unless stopped
    dialog = FindDealDialog(search=finder)
    dialog.setLayoutText("JD 2D")
    dialog.startSearch()
    qtbot.waitUntil(lambda: dialog.matches() == [1])
    dialog.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
    assert not shiboken6.isValid(dialog)
    assert finder.exited.is_set()
    assert finder.saw_stop
    qtbot.wait(50)


def parser_message(text: str) -> str:
    with pytest.raises(LayoutError) as caught:
        parse_layout(text)
    return str(caught.value)


def shows_whole(label: WrappedLabel, message: str) -> bool:
    """``label`` shows ``message`` whole as a sentence, wrapped over as many lines as it takes, each given
    room; whole in its tooltip too."""
    shown = sentence(message)
    text = label.text().replace(ZERO_WIDTH_SPACE, "")
    room = label.heightForWidth(label.width()) <= label.height()
    return text == shown and room and label.toolTip() == shown and label.width() <= label.window().width()


def uneven_columns() -> str:
    """Deal 5 in columns with one card moved from the fourth cascade to the sixth (both then have 7)."""
    columns = [line.split() for line in format_deal(deal(5), "columns").splitlines()]
    columns[5].append(columns[3].pop())
    return "\n".join(" ".join(column) for column in columns)


@pytest.mark.parametrize("text", ["JD XX", "JD JD", uneven_columns(), "[1, 2", "x" * 300])
def test_bad_text_shows_the_parser_message_in_red_and_disables_find(make_dialog, text: str) -> None:  # type: ignore[no-untyped-def]
    finder = FakeFinder()
    dialog = make_dialog(finder)
    dialog.setLayoutText(text)
    assert shows_whole(dialog.layoutField().feedback, parser_message(text))
    image = dialog.layoutField().feedback.grab().toImage()
    red = [
        (x, y)
        for x in range(image.width())
        for y in range(image.height())
        if (c := image.pixelColor(x, y)).red() > 120 and c.green() < 80 and c.blue() < 80
    ]
    assert red  # the message is drawn in red
    assert not dialog.findButton().isEnabled()
    dialog.startSearch()
    assert not dialog.isSearching()
    assert finder.calls == 0


@pytest.mark.parametrize(("text", "message"), [("JD", "give at least 2 cards"), ("  \n", "at least two")])
def test_too_few_cards_are_refused(make_dialog, text: str, message: str) -> None:  # type: ignore[no-untyped-def]
    dialog = make_dialog(FakeFinder())
    dialog.setLayoutText(text)
    assert message in dialog.layoutField().feedback.toolTip()
    assert not dialog.findButton().isEnabled()


def test_a_paste_too_long_to_read_within_a_frame_is_refused(qtbot) -> None:  # type: ignore[no-untyped-def]
    field = LayoutField()
    qtbot.addWidget(field)
    field.setText("7D AD")
    QGuiApplication.clipboard().setText("5C 3S" + "\n" * 10_000_000)
    field.editor.paste()
    assert field.editor.toPlainText() == "7D AD"
    assert field.feedback.message().startswith("the text is too long to paste: 10,000,005 characters")
    QGuiApplication.clipboard().setText(" 5C 3S")
    field.editor.moveCursor(QTextCursor.MoveOperation.End)
    field.editor.paste()
    assert field.editor.toPlainText() == "7D AD 5C 3S"


def test_typing_is_validated_after_a_pause(qtbot, make_dialog) -> None:  # type: ignore[no-untyped-def]
    dialog = make_dialog(FakeFinder())
    qtbot.keyClicks(dialog.layoutField().editor, "7D AD 5C 3S 5S 8C 2D AH")
    qtbot.waitUntil(lambda: dialog.layoutField().feedback.text() == "8 cards — the top row")
    assert dialog.findButton().isEnabled()
    qtbot.keyClicks(dialog.layoutField().editor, " QQ")
    qtbot.waitUntil(lambda: not dialog.findButton().isEnabled())
    assert shows_whole(dialog.layoutField().feedback, parser_message("7D AD 5C 3S 5S 8C 2D AH QQ"))


@pytest.mark.parametrize(
    ("text", "feedback"),
    [
        (format_deal(deal(617), "columns"), "52 cards — a whole deal"),
        (format_deal(deal(617), "rows"), "52 cards — a whole deal"),
        ("7D AD 5C 3S 5S 8C 2D AH", "8 cards — the top row"),
        ("7D AD 5C 3S 5S 8C 2D AH TD 7S QD AC 6D 8H AS KH", "16 cards — the top 2 rows"),
        ("7D AD 5C", "3 cards — the first cards dealt (about 64,781 deals will match)"),
    ],
)
def test_valid_text_says_what_it_holds(make_dialog, text: str, feedback: str) -> None:  # type: ignore[no-untyped-def]
    dialog = make_dialog(FakeFinder())
    dialog.setLayoutText(text)
    assert dialog.layoutField().feedback.text() == feedback
    assert dialog.findButton().isEnabled()


def test_a_finder_error_is_shown_in_the_status_line(qtbot, make_dialog) -> None:  # type: ignore[no-untyped-def]
    def failing(cards, **_callbacks):  # type: ignore[no-untyped-def]
        raise ValueError("something is wrong with this layout")

    dialog = make_dialog(failing)
    dialog.setLayoutText("JD 2D")
    run_search(qtbot, dialog)
    assert dialog.statusLabel().text() == "Something is wrong with this layout"
    assert dialog.findButton().isEnabled()


def test_a_finder_bug_does_not_leave_the_dialog_searching(qtbot, make_dialog) -> None:  # type: ignore[no-untyped-def]
    def broken(cards, **_callbacks):  # type: ignore[no-untyped-def]
        raise RuntimeError("boom")

    dialog = make_dialog(broken)
    dialog.setLayoutText("JD 2D")
    run_search(qtbot, dialog)
    assert dialog.statusLabel().text() == "Search failed: RuntimeError: boom"


# -- with the real finder -----------------------------------------------------------------------------


@pytest.mark.parametrize("number", [617, 2**32 + 12345])
def test_the_real_finder_finds_a_pasted_layout(qtbot, make_dialog, number: int) -> None:  # type: ignore[no-untyped-def]
    dialog = make_dialog()
    dialog.setLayoutText(format_deal(deal(number), "columns"))
    run_search(qtbot, dialog, timeout=20_000)
    assert dialog.matches() == [number]
    assert dialog.statusLabel().text() == "1 deal matches"
    with qtbot.waitSignal(dialog.dealActivated) as blocker:
        qtbot.keyClick(dialog.resultList(), Qt.Key.Key_Return)  # the list has the focus and the first match
    assert blocker.args == [number]


@pytest.mark.parametrize("number", [3_000_000_000, LAST_DEAL])
def test_the_real_finder_finds_the_oracles_layout(qtbot, make_dialog, number: int) -> None:  # type: ignore[no-untyped-def]
    dialog = make_dialog()
    dialog.setLayoutText("\n".join(" ".join(cascade) for cascade in oracle_cascades(number)))
    run_search(qtbot, dialog, timeout=20_000)
    assert dialog.matches() == [number]


def test_the_real_finder_says_when_nothing_matches(qtbot, make_dialog) -> None:  # type: ignore[no-untyped-def]
    # The first 50 cards of deal 617 belong to it alone, and it deals the last two the other way round.
    cards = list(deal(617).order)
    cards[50], cards[51] = cards[51], cards[50]
    dialog = make_dialog()
    dialog.setLayoutText(" ".join(card_code(card) for card in cards))
    run_search(qtbot, dialog, timeout=20_000)
    assert dialog.matches() == []
    assert dialog.statusLabel().text() == "No deal matches"
    assert not dialog.showButton().isEnabled()


def test_the_window_shows_a_found_deal(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window(1)
    window.actionsByName()["find"].trigger()
    dialog = window.findDialog()
    dialog.setLayoutText("7D AD 5C 3S 5S 8C 2D AH")
    run_search(qtbot, dialog, timeout=20_000)
    dialog.showButton().click()
    assert window.deal() == 617
    dialog.close()


def test_millions_of_matches_arrive_in_batches_and_the_list_stays_bounded(qtbot, make_dialog) -> None:  # type: ignore[no-untyped-def]
    dialog = make_dialog()
    dialog.setLayoutText("JD 2D")
    announcements: list[int] = []
    with qtbot.waitSignal(dialog.searchFinished, timeout=60_000):
        dialog.startSearch()
        assert dialog.searchSignals() is not None
        dialog.searchSignals().matchesReady.connect(lambda: announcements.append(1))
    expected = find_deals(parse_layout("JD 2D"))
    assert len(expected) > 3_000_000
    assert dialog.matches() == expected
    assert listed(dialog) == [f"{n:,}" for n in expected[:LISTED_MATCHES]]
    assert len(announcements) < 3000  # not one queued signal per match
    assert dialog.resultList().count() == LISTED_MATCHES
    assert "give more cards" in dialog.statusLabel().text()


# -- Enter, stale matches, progress, what each match says -----------------------------------------------


def test_enter_in_the_editor_searches_and_shift_enter_starts_a_new_line(qtbot, make_dialog) -> None:  # type: ignore[no-untyped-def]
    finder = FakeFinder([617], steps=1, step_seconds=0)
    dialog = make_dialog(finder)
    dialog.layoutField().editor.setFocus()
    qtbot.keyClicks(dialog.layoutField().editor, "7D AD 5C 3S")
    qtbot.keyClick(dialog.layoutField().editor, Qt.Key.Key_Return, Qt.KeyboardModifier.ShiftModifier)
    qtbot.keyClicks(dialog.layoutField().editor, "5S 8C 2D AH")
    assert dialog.layoutField().editor.toPlainText() == "7D AD 5C 3S\n5S 8C 2D AH"
    assert finder.calls == 0
    with qtbot.waitSignal(dialog.searchFinished, timeout=5000):
        qtbot.keyClick(
            dialog.layoutField().editor, Qt.Key.Key_Return
        )  # validated at once, not after the pause
    assert finder.calls == 1
    assert dialog.layoutField().editor.toPlainText() == "7D AD 5C 3S\n5S 8C 2D AH"  # Enter added no line
    assert dialog.matches() == [617]


def test_enter_on_an_invalid_layout_does_not_search(qtbot, make_dialog) -> None:  # type: ignore[no-untyped-def]
    finder = FakeFinder([617], steps=1, step_seconds=0)
    dialog = make_dialog(finder)
    qtbot.keyClicks(dialog.layoutField().editor, "7D QQ")
    qtbot.keyClick(dialog.layoutField().editor, Qt.Key.Key_Enter)
    qtbot.wait(20)
    assert finder.calls == 0
    assert "'QQ' is not a card" in dialog.layoutField().feedback.toolTip()


def test_matches_of_an_earlier_layout_go_when_the_layout_becomes_invalid(qtbot, make_dialog) -> None:  # type: ignore[no-untyped-def]
    dialog = make_dialog(FakeFinder([617, 2**32 + 1], steps=2, step_seconds=0))
    dialog.setLayoutText("7D AD 5C")
    run_search(qtbot, dialog)
    assert dialog.resultList().count() == 2
    dialog.setLayoutText("7D AD 5C 3S")  # another valid layout: the matches stay, said to be stale
    assert dialog.resultList().count() == 2
    assert dialog.statusLabel().message() == EARLIER_LAYOUT
    dialog.setLayoutText("7D AD 5C")  # back to the searched layout: no longer stale
    assert dialog.statusLabel().message() == "2 deals match"
    qtbot.keyClicks(dialog.layoutField().editor, " ZZ")  # typed: cleared after the validation pause
    qtbot.waitUntil(lambda: dialog.resultList().count() == 0)
    assert dialog.matches() == []
    assert dialog.statusLabel().message() == ""
    assert not dialog.showButton().isEnabled()


def test_a_running_search_stops_when_the_layout_becomes_invalid(qtbot, make_dialog) -> None:  # type: ignore[no-untyped-def]
    finder = FakeFinder([1], steps=500)
    dialog = make_dialog(finder)
    dialog.setLayoutText("JD 2D")
    dialog.startSearch()
    qtbot.waitUntil(lambda: dialog.matches() == [1])
    with qtbot.waitSignal(dialog.searchFinished, timeout=1000):
        dialog.setLayoutText("JD JD")
    assert not dialog.isSearching() and not dialog.progressBar().isVisible()
    assert dialog.resultList().count() == 0
    qtbot.waitUntil(finder.exited.is_set, timeout=1000)
    assert finder.saw_stop


def test_the_progress_bar_moves_during_a_real_search(qtbot, make_dialog) -> None:  # type: ignore[no-untyped-def]
    dialog = make_dialog()
    seen: list[tuple[int, bool]] = []
    dialog.progressBar().valueChanged.connect(lambda value: seen.append((value, dialog.isSearching())))
    dialog.setLayoutText("JD 2D 9H")
    run_search(qtbot, dialog, timeout=20_000)
    values = [value for value, searching in seen if searching and dialog.progressBar().minimum() == 0]
    assert values == sorted(values)
    assert len({value for value in values if 0 < value < 100}) >= 10  # it moved, not only 0 then 100
    assert all(searching for _, searching in seen)  # never after the end of the search


RANGE_AND_SOLUTION = [
    (617, "Windows 1 … 32,000", "published solution"),
    (11982, "Windows 1 … 32,000", "no solution exists"),
    (781948, "Microsoft 1 … 1,000,000", "no solution exists"),
    (1_000_000, "Microsoft 1 … 1,000,000", "published solution"),
    (1_000_001, "FreeCell Pro 1 … 8,589,934,591", "not published"),
    (2**31, "FreeCell Pro 1 … 8,589,934,591", "not published"),
    (LAST_DEAL, "FreeCell Pro 1 … 8,589,934,591", "not published"),
]


def test_each_match_says_its_range_and_what_is_known_of_its_solution(qtbot, make_dialog) -> None:  # type: ignore[no-untyped-def]
    numbers = [number for number, _, _ in RANGE_AND_SOLUTION]
    dialog = make_dialog(FakeFinder(numbers, steps=len(numbers), step_seconds=0))
    dialog.setLayoutText("JD 2D")
    run_search(qtbot, dialog)
    rows = [dialog.resultList().rowTexts(row) for row in range(dialog.resultList().count())]
    assert rows == [(f"{number:,}", label, known) for number, label, known in RANGE_AND_SOLUTION]


def test_the_real_finder_says_deal_11982_has_no_solution(qtbot, make_dialog) -> None:  # type: ignore[no-untyped-def]
    dialog = make_dialog()
    dialog.setLayoutText("\n".join(" ".join(cascade) for cascade in oracle_cascades(11982)))
    run_search(qtbot, dialog, timeout=20_000)
    assert dialog.resultList().rowTexts(0) == ("11,982", "Windows 1 … 32,000", "no solution exists")


# -- placement: the dialog does not cover the board -----------------------------------------------------


@pytest.mark.parametrize(
    ("window", "screen", "expected"),
    [
        (QRect(100, 50, 1000, 700), QRect(0, 0, 2560, 1440), QRect(1108, 50, 560, 520)),  # on the right
        (QRect(600, 50, 1000, 700), QRect(0, 0, 1920, 1080), QRect(32, 50, 560, 520)),  # else on the left
        (QRect(600, -30, 1000, 700), QRect(0, 0, 1920, 1080), QRect(32, 0, 560, 520)),  # kept on screen
        (QRect(2020, 50, 1000, 700), QRect(1920, 0, 2560, 1440), QRect(3028, 50, 560, 520)),  # 2nd screen
    ],
)
def test_the_dialog_goes_beside_the_window_when_the_screen_has_room(
    window: QRect, screen: QRect, expected: QRect
) -> None:
    spot = place_beside(window, QSize(560, 520), screen)
    assert spot == expected
    assert not spot.intersects(window)
    assert screen.contains(spot)


def test_without_room_beside_it_the_dialog_covers_the_windows_right_side_below_the_toolbar() -> None:
    screen = QRect(0, 0, 1366, 768)
    window = QRect(0, 0, 1366, 740)
    spot = place_beside(window, QSize(560, 520), screen, content_top=60)
    assert spot == QRect(1366 - 560, 60, 560, 520)
    tall = place_beside(window, QSize(560, 900), screen, content_top=60)
    assert screen.contains(tall) and tall.height() == 768  # shrunk to the screen, never off it
    # Some room on one side: pushed against the screen's edge there, over as little of the window as can be.
    assert place_beside(QRect(0, 0, 1000, 700), QSize(560, 520), screen, 60) == QRect(806, 60, 560, 520)
    assert place_beside(QRect(300, 0, 1066, 700), QSize(560, 520), screen, 60) == QRect(0, 60, 560, 520)


def test_the_window_opens_the_find_dialog_beside_itself(qtbot, make_window, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(FindDealDialog, "_available_geometry", lambda self: QRect(0, 0, 2560, 1440))
    window = make_window(1)
    window.setGeometry(40, 40, 1000, 700)
    window.show()
    window.actionsByName()["find"].trigger()
    dialog = window.findDialog()
    qtbot.waitUntil(dialog.isVisible)
    assert not dialog.frameGeometry().intersects(window.frameGeometry())
    assert dialog.frameGeometry().left() > window.frameGeometry().right()
    dialog.close()


def test_on_a_small_screen_the_find_dialog_keeps_off_the_menu_and_the_board_side(
    qtbot, make_window, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    screen = QRect(0, 0, 1366, 768)
    monkeypatch.setattr(FindDealDialog, "_available_geometry", lambda self: screen)
    window = make_window(1)
    window.setGeometry(screen)
    window.show()
    window.actionsByName()["find"].trigger()
    dialog = window.findDialog()
    qtbot.waitUntil(dialog.isVisible)
    frame = dialog.frameGeometry()
    central_top = window.centralWidget().mapToGlobal(QPoint(0, 0)).y()
    assert screen.contains(frame)
    assert frame.top() >= central_top  # the menu bar and the toolbar stay in view
    assert frame.right() == min(window.frameGeometry().right(), screen.right())  # over the text pane's side
    dialog.close()
