"""The core's error messages reach the window in the interface language, fields and all, while the command
line (and ``str(error)``) stays English (issue 16).

Each test makes the error the way a user does (a typed move, a pasted layout, a deal number, a file name)
and reads what the window or dialog shows with Japanese or Portuguese installed.
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QSize, Qt, QTranslator
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox

from freecell_gui.core.deals.deal import deal
from freecell_gui.core.deals.doudizhu import deal_doudizhu
from freecell_gui.core.notation.standard import IllegalMove, Move
from freecell_gui.core.rules.position import Position
from freecell_gui.core.rules.replay import replay
from freecell_gui.ui.board.board import BoardWidget
from freecell_gui.ui.board.interaction import BoardInteraction
from freecell_gui.ui.board.pictures import caption_text, export_board, window_caption
from freecell_gui.ui.dialogs.about import about_html
from freecell_gui.ui.dialogs.export.dialog import ExportDialog
from freecell_gui.ui.dialogs.export.request import PictureRequest
from freecell_gui.ui.dialogs.find.dialog import FindDealDialog
from freecell_gui.ui.playback.panel import PlaybackPanel
from freecell_gui.ui.text.core_messages import message_of
from freecell_gui.ui.text.i18n import install_language
from freecell_gui.ui.window.main_window import MainWindow
from freecell_gui.util.text_marks import QT_TRANSLATE_NOOP, message
from tests.helpers.scripted import FailingSearch

OCCUPIED = "move 2 `5a`: free cell a is occupied"


@pytest.fixture
def language(qapp) -> Iterator[Callable[[str], str]]:  # type: ignore[no-untyped-def]
    """Install a language for one test; English (the other tests' language) again afterwards."""
    yield install_language
    install_language("en")


def type_moves(window: MainWindow, text: str) -> None:
    panel = window.findChild(PlaybackPanel)
    assert panel is not None
    QTest.keyClicks(panel.moveField(), text)
    QTest.keyClick(panel.moveField(), Qt.Key.Key_Return)


@pytest.mark.parametrize(
    ("code", "shown"),
    [
        ("ja", "2 手目 `5a`: フリーセル a は使用中です"),
        ("pt_BR", "movimento 2 `5a`: a célula livre a está ocupada"),
    ],
)
def test_an_illegal_typed_move_is_said_in_the_interface_language(  # type: ignore[no-untyped-def]
    language, make_window, code: str, shown: str
) -> None:
    language(code)
    window = make_window(617)
    type_moves(window, "5a 5a 5b")
    assert window.session().move_cursor() == 1  # the first move was made, the second refused
    assert window.statusBar().currentMessage() == shown
    panel = window.findChild(PlaybackPanel)
    assert panel is not None and shown in panel.moveField().toolTip()


def test_a_move_that_is_not_a_move_is_said_in_japanese(language, make_window) -> None:  # type: ignore[no-untyped-def]
    language("ja")
    window = make_window(617)
    type_moves(window, "5a zz")
    assert window.statusBar().currentMessage().startswith("2 手目 `zz`: 標準表記の手ではありません")


def test_a_card_clicked_onto_one_it_does_not_fit_says_why_in_japanese(language, qtbot) -> None:  # type: ignore[no-untyped-def]
    language("ja")
    board = BoardWidget()
    qtbot.addWidget(board)
    board.resize(1000, 760)
    board.show()
    qtbot.waitExposed(board)
    position = Position.deal(617)
    board.setPosition(position, animate=False)
    said: list[str] = []
    interaction = BoardInteraction(board, position.apply, lambda: position)  # refused, or made nowhere
    interaction.message.connect(said.append)
    # Deal 617: column 1's exposed card (JD) does not fit on column 2's (KS), which takes QD or QH.
    card, onto = board.cardWidget(position.cascades[0][-1]), board.cardWidget(position.cascades[1][-1])
    QTest.mouseClick(card, Qt.MouseButton.LeftButton, pos=card.rect().center())
    QTest.mouseClick(onto, Qt.MouseButton.LeftButton, pos=onto.rect().center())
    assert said == ["JD は KS の上に置けません (置けるカード: QD か QH)"]
    with pytest.raises(IllegalMove) as caught:
        position.apply(Move("1", "2"))
    assert str(caught.value) == "`12`: JD cannot go on KS (it takes QD or QH)"  # the core stays English


@pytest.mark.parametrize(
    ("code", "shown"),
    [
        ("ja", "1 行目、4 番目: 'XX' はカードではありません"),
        ("pt_BR", "Linha 1, item 4: 'XX' não é uma carta"),  # shown as a sentence
    ],
)
def test_a_bad_layout_pasted_in_the_find_dialog_is_said_in_the_language(  # type: ignore[no-untyped-def]
    language, qtbot, code: str, shown: str
) -> None:
    language(code)
    dialog = FindDealDialog(search=lambda *args, **kwargs: [])
    qtbot.addWidget(dialog)
    dialog.setLayoutText("JD 2D 9H XX")
    assert dialog._field.feedback.toolTip() == shown


def test_a_duplicate_card_names_both_places_in_japanese(language, qtbot) -> None:  # type: ignore[no-untyped-def]
    language("ja")
    dialog = FindDealDialog(search=lambda *args, **kwargs: [])
    qtbot.addWidget(dialog)
    dialog.setLayoutText("JD 2D\n9H JD")
    assert (
        dialog._field.feedback.toolTip()
        == "2 行目、2 番目: カード JD が重複しています (最初は 1 行目、1 番目)"
    )


def test_a_deal_number_out_of_range_is_refused_in_portuguese_with_grouped_numbers(  # type: ignore[no-untyped-def]
    language, qtbot, make_settings
) -> None:
    language("pt_BR")
    window = MainWindow(9_999_999_999, settings=make_settings())
    qtbot.addWidget(window)
    qtbot.waitUntil(lambda: window.statusBar().currentMessage() != "")  # said once the window is up
    assert window.statusBar().currentMessage() == (
        "a partida 9999999999 está fora do intervalo: as partidas vão de 1 … 8.589.934.591"
    )


def test_a_dou_dizhu_number_out_of_range_is_refused_in_japanese(language, qtbot, make_settings) -> None:  # type: ignore[no-untyped-def]
    language("ja")
    window = MainWindow(5_000_000_000, settings=make_settings(), game="doudizhu")
    qtbot.addWidget(window)
    qtbot.waitUntil(lambda: window.statusBar().currentMessage() != "")  # said once the window is up
    assert window.statusBar().currentMessage() == (
        "闘地主のディール 5000000000 は範囲外です: ディールは 1 … 4,294,967,295 です"
    )


def test_a_bad_file_name_in_the_export_dialog_is_said_in_japanese(  # type: ignore[no-untyped-def]
    language, qtbot, monkeypatch, tmp_path: Path
) -> None:
    language("ja")
    warnings: list[tuple[str, str]] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: warnings.append((title, text)))

    def export(request: PictureRequest) -> Path:
        size = request.size
        return export_board(deal(617), request.path, size.width(), size.height(), request.scale)

    dialog = ExportDialog(tmp_path / "board.jpg", QSize(1000, 720), 1.0, None, export)
    qtbot.addWidget(dialog)
    dialog.accept()
    assert warnings == [
        (
            QCoreApplication.translate("ExportDialog", "Export failed"),
            "'board.jpg' にエクスポートできません: ファイル名は .png か .svg で終わる必要があります",
        )
    ]
    assert not list(tmp_path.iterdir())  # nothing written


def test_a_search_that_cannot_run_is_said_in_japanese(qtbot, language, make_window, window_search) -> None:  # type: ignore[no-untyped-def]
    window_search(FailingSearch())
    language("ja")
    window = make_window(617)
    panel = window.findChild(PlaybackPanel)
    window.actionsByName()["solve"].trigger()
    qtbot.waitUntil(lambda: not panel.isSolving(), timeout=10_000)
    said = f"ソルバーが失敗しました: SearchProcessError: {FailingSearch.WHY}"
    assert panel.statusText() == said


def test_the_window_exports_its_caption_in_the_interface_language(  # type: ignore[no-untyped-def]
    language, make_window, monkeypatch, tmp_path: Path
) -> None:
    import freecell_gui.ui.board.pictures as export_module

    language("ja")
    window = make_window(617)
    captions: list[object] = []

    def record(dealt, path, width, height, scale, deck, caption, position):  # type: ignore[no-untyped-def]
        captions.append(caption)
        return Path(path)

    def save(dialog: ExportDialog) -> int:
        dialog.accept()
        return ExportDialog.DialogCode.Accepted

    monkeypatch.setattr(export_module, "export_board", record)
    monkeypatch.setattr(ExportDialog, "exec", save)
    monkeypatch.setattr(Path, "home", lambda: tmp_path)
    window.actionsByName()["export"].trigger()
    assert captions == ["フリーセル ディール 617"]
    assert window_caption(deal_doudizhu(12)) == "闘地主 ディール 12"
    assert window_caption(deal(617), 23) == "フリーセル ディール 617、23 手目の後"  # a position's caption
    assert caption_text(deal(617)) == "FreeCell deal 617"  # the command line's caption stays English


def test_the_about_box_explains_the_dealing_in_portuguese(language) -> None:  # type: ignore[no-untyped-def]
    language("pt_BR")
    html = about_html()
    assert "Partidas do FreeCell da Microsoft por número, 1 … 8.589.934.591." in html
    assert "214013·estado + 2531011" in html and "Partidas de Dou Dizhu por número, 1 … 4.294.967.295" in html
    assert "Microsoft FreeCell deals by number" not in html


def test_str_of_an_error_stays_english_with_a_translator_installed(language) -> None:  # type: ignore[no-untyped-def]
    language("ja")
    with pytest.raises(IllegalMove) as caught:
        replay(Position.deal(617), "5a 5a")
    assert str(caught.value) == OCCUPIED
    assert message_of(caught.value) == "2 手目 `5a`: フリーセル a は使用中です"


class _BrokenTranslator(QTranslator):
    """A translation that lost its field: the helper must not crash, and falls back to English."""

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
        return "フリーセル {cell_name} は使用中です" if source == "free cell {cell} is occupied" else ""


def test_a_translation_that_breaks_its_fields_falls_back_to_english(qapp) -> None:  # type: ignore[no-untyped-def]
    broken = _BrokenTranslator()
    QCoreApplication.installTranslator(broken)
    try:
        reason = message(QT_TRANSLATE_NOOP("MoveRules", "free cell {cell} is occupied"), cell="b")
        assert message_of(reason) == "free cell b is occupied"
        assert message_of(ValueError("plain text")) == "plain text"
    finally:
        QCoreApplication.removeTranslator(broken)


def test_the_command_line_stays_english_on_a_japanese_system() -> None:
    env = {**os.environ, "PYTHONIOENCODING": "utf-8", "LANG": "ja_JP.UTF-8", "LC_ALL": "ja_JP.UTF-8"}
    result = subprocess.run(
        [sys.executable, "-m", "freecell_gui", "replay", "617"],
        input="5a 5a",
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
    )
    assert result.returncode == 2
    assert result.stderr == f"freecell replay: error: {OCCUPIED}\n"


@pytest.mark.parametrize(
    ("code", "shown"),
    [
        ("en", ["column 1 holds only 1 card", "column 1 holds only 2 cards", "column 1 holds only 5 cards"]),
        ("pt_BR", ["a coluna 1 tem só 1 carta", "a coluna 1 tem só 2 cartas", "a coluna 1 tem só 5 cartas"]),
        ("uk", ["у стовпці 1 лише 1 карта", "у стовпці 1 лише 2 карти", "у стовпці 1 лише 5 карт"]),
        ("ja", [f"列 1 には {n} 枚しかありません" for n in (1, 2, 5)]),
    ],
)
def test_a_count_in_a_refusal_takes_the_languages_plural_form(
    language: Callable[[str], str], code: str, shown: list[str]
) -> None:
    """A move of more cards than the column holds: "1 card", "2 cards" in each language's own forms (three
    in Ukrainian), and in English on the command line too."""
    language(code)
    for cards, words in zip((1, 2, 5), shown, strict=True):
        column = Position.deal(617).cascades[0][:cards]
        position = Position((column, (), (), (), (), (), (), ()), (None,) * 4, (0,) * 4)
        with pytest.raises(IllegalMove) as refused:
            position.apply(Move("1", "2", cards + 1))
        assert message_of(refused.value.reason_message) == words
        assert refused.value.reason == f"column 1 holds only {cards} card{'s' if cards > 1 else ''}"
