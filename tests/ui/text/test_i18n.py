"""The interface language: chosen from the system or View → Language, switched at run time, with the
locale's numbers, Qt's own dialog buttons and translated card names."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtWidgets import QDockWidget, QLabel

from freecell_gui import cli
from freecell_gui.core.deals.cards import CARD_CODES
from freecell_gui.core.deals.generator import LAST_DEAL, DealRange
from freecell_gui.core.games import FREECELL, GAMES
from freecell_gui.ui.text import i18n
from freecell_gui.ui.text.card_names import card_display_name
from freecell_gui.ui.text.game_texts import DECK_TITLES, game_title, range_label
from freecell_gui.ui.text.i18n import LanguageMenu, format_number, install_language
from freecell_gui.ui.window.action_table import ACTIONS, MENUS
from freecell_gui.ui.window.main_window import MainWindow
from freecell_gui.util.languages import LANGUAGE_CODES, match_language, parse_language_option
from freecell_gui.util.resources import DECK_NAMES
from tests.helpers.viewer_calls import record_viewer_calls

MakeWindow = Callable[..., MainWindow]
TRANSLATED = [code for code in LANGUAGE_CODES if code != "en"]
TRANSLATIONS = Path(__file__).resolve().parents[3] / "freecell_gui" / "translations"


@pytest.fixture
def language(qapp) -> Iterator[Callable[[str], str]]:  # type: ignore[no-untyped-def]
    """Install a language for one test; English (the other tests' language) again afterwards."""
    yield install_language
    install_language("en")


def menu_titles(window: MainWindow) -> list[str]:
    return [action.text() for action in window.menuBar().actions()]


@pytest.mark.parametrize(
    ("name", "code"),
    [
        ("pt_BR", "pt_BR"),
        ("pt-BR", "pt_BR"),
        ("pt_BR.UTF-8", "pt_BR"),
        ("pt_PT", "pt_BR"),
        ("ja_JP", "ja"),
        ("JA", "ja"),
        ("uk_UA.utf8", "uk"),
        ("zh-Hans-CN", "zh_CN"),
        ("zh_TW", "zh_CN"),
        ("en_GB", "en"),
        ("C", "en"),
        ("de_DE", None),
        ("", None),
    ],
)
def test_locale_names_pick_our_languages(name: str, code: str | None) -> None:
    assert match_language(name) == code


def test_lang_option_refuses_unknown_languages_in_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert parse_language_option("pt-br") == "pt_BR"
    assert cli.gui_main(["--lang", "klingon"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "klingon" in err and "zh_CN" in err and "Traceback" not in err


def test_lang_option_reaches_the_viewer(monkeypatch: pytest.MonkeyPatch) -> None:
    calls = record_viewer_calls(monkeypatch)
    assert cli.gui_main(["617", "--lang", "ja_JP"]) == 0
    assert cli.gui_main(["617"]) == 0
    assert [call["language"] for call in calls] == ["ja", None]


@pytest.mark.parametrize("code", TRANSLATED)
def test_installing_a_language_translates_our_texts_and_qts(
    language: Callable[[str], str], code: str
) -> None:
    assert language(code) == code
    assert i18n.current_language() == code
    ours = QCoreApplication.translate("Actions", "&File")
    assert ours and ours != "&File"
    # qtbase_<code>.qm: the standard dialogs' buttons
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") not in ("", "Cancel")


def test_english_counts_in_the_plural_and_the_singular(language: Callable[[str], str]) -> None:
    language("en")
    plurals = [
        (context.findtext("name") or "", message.findtext("source") or "")
        for context in ET.parse(TRANSLATIONS / "freecell_gui_en.ts").getroot().iter("context")
        for message in context.iter("message")
    ]
    assert plurals
    for context, source in plurals:
        one, many = (QCoreApplication.translate(context, source, "", n) for n in (1, 3))
        assert "1" in one and "3" in many and "(s)" not in one + many, (source, one, many)


def test_a_bad_remembered_choice_follows_the_system(language: Callable[[str], str]) -> None:
    assert language("xx") == i18n.system_language()
    assert i18n.current_choice() == ""


@pytest.mark.parametrize(
    ("code", "expected"),
    [("pt_BR", "8.589.934.591"), ("uk", "8\u00a0589\u00a0934\u00a0591"), ("ja", "8,589,934,591")],
)
def test_numbers_are_grouped_the_languages_way(
    language: Callable[[str], str], code: str, expected: str
) -> None:
    language(code)
    assert format_number(LAST_DEAL) == expected
    assert QLocale().groupSeparator() == expected[1]


@pytest.mark.parametrize(
    ("code", "names"),
    [
        ("en", {"JD": "Jack of Diamonds", "AS": "Ace of Spades", "BJ": "Big Joker"}),
        ("pt_BR", {"JD": "Valete de Ouros", "AS": "Ás de Espadas", "TH": "Dez de Copas"}),
        ("ja", {"JD": "ダイヤのジャック", "QH": "ハートのクイーン", "AS": "スペードのエース"}),
        ("uk", {"JD": "Валет бубон", "KC": "Король треф"}),
        ("zh_CN", {"JD": "方块J", "AH": "红桃A", "SJ": "小王", "BJ": "大王"}),
    ],
)
def test_card_names_in_each_language(
    language: Callable[[str], str], code: str, names: dict[str, str]
) -> None:
    language(code)
    for card, name in names.items():
        assert card_display_name(card) == name
    assert len({card_display_name(card) for card in CARD_CODES}) == 52


def test_texts_shown_through_variables_are_marked() -> None:
    """A text that reaches the screen through a variable (a table, a core constant) is in the sources only
    if it is marked for lupdate: one left unmarked would stay English in every language."""
    sources = {
        (context.findtext("name"), message.findtext("source"))
        for context in ET.parse(TRANSLATIONS / "freecell_gui_ja.ts").getroot().iter("context")
        for message in context.iter("message")
    }
    texts = [("Actions", spec.text) for spec in ACTIONS] + [("Actions", title) for title in MENUS]
    texts += [("Actions", spec.tip) for spec in ACTIONS if spec.tip]
    texts += [("DealRange", deal_range.label) for deal_range in DealRange]
    texts += [("Games", game.title) for game in GAMES.values()]
    texts += [("Decks", DECK_TITLES[name]) for name in DECK_NAMES]
    assert [text for text in texts if text not in sources] == []


@pytest.mark.parametrize("code", TRANSLATED)
def test_the_game_titles_are_translated_where_the_language_has_its_own(
    language: Callable[[str], str], code: str
) -> None:
    language(code)
    titles = [game_title(game) for game in GAMES.values()]
    expected = {
        "pt_BR": ["FreeCell", "Dou Dizhu"],
        "ja": ["フリーセル", "闘地主"],
        "uk": ["FreeCell", "Доу Дічжу"],
    }
    assert titles == expected.get(code, ["空当接龙", "斗地主"])


def test_switching_the_language_retitles_the_window_at_once(
    make_window: MakeWindow, language: Callable[[str], str], qtbot
) -> None:  # type: ignore[no-untyped-def]
    window = make_window(617)
    english = menu_titles(window)
    assert english[0] == "&File"
    menu = window.findChild(LanguageMenu, "languageMenu")
    assert isinstance(menu, LanguageMenu)

    menu.actionFor("ja").trigger()
    assert i18n.current_language() == "ja"
    assert menu_titles(window)[0] == "ファイル(&F)"
    assert window.windowTitle().startswith("フリーセル")
    assert window.actionsByName()["copy"].text() == "ディールをテキストでコピー(&C)"
    status = window.statusBar().findChild(QLabel, "rangeLabel")
    assert isinstance(status, QLabel) and status.text() == range_label(FREECELL, 617) == "Windows 1 … 32,000"
    assert window.board().cardWidget(CARD_CODES.index("JD")).accessibleName() == "ダイヤのジャック"
    assert menu.title() == "言語(&L)" and menu.actionFor("ja").isChecked()
    assert window.handPlay().autoplayActions()[0].text() == "安全(&S): 組札への自動移動"
    assert window.spinBox().accessibleName() == "ディール番号"
    pane = window.findChild(QDockWidget, "textPane")
    assert isinstance(pane, QDockWidget) and pane.windowTitle() == "ディールのテキスト"
    # A dock resets its toggle action's text to its title: the menu entry must keep its own words.
    assert window.actionsByName()["textPane"].text() == "ディールをテキストで表示(&T)"

    menu.actionFor("pt_BR").trigger()
    assert menu_titles(window)[0] == "&Arquivo"
    window.spinBox().setValue(LAST_DEAL)
    assert window.spinBox().text() == "8.589.934.591"

    menu.actionFor("en").trigger()
    assert menu_titles(window) == english
    assert window.board().cardWidget(CARD_CODES.index("JD")).accessibleName() == "Jack of Diamonds"


def test_the_choice_is_remembered(make_window: MakeWindow, language: Callable[[str], str]) -> None:
    window = make_window(1)
    menu = window.findChild(LanguageMenu, "languageMenu")
    assert isinstance(menu, LanguageMenu)
    menu.actionFor("uk").trigger()
    assert window._settings.language() == "uk"
    menu.actionFor("").trigger()  # the system's language
    assert window._settings.language() == ""


def test_the_spin_box_takes_the_languages_grouping_and_plain_digits(
    make_window: MakeWindow, language: Callable[[str], str], qtbot
) -> None:  # type: ignore[no-untyped-def]
    language("pt_BR")
    window = make_window(1)
    box = window.spinBox()
    for typed, expected in (("1.234.567", 1_234_567), ("7654321", 7_654_321)):
        box.lineEdit().setText(typed)
        box.interpretText()
        box.editingFinished.emit()
        assert window.deal() == expected, typed
    assert box.text() == "7.654.321"
    box.lineEdit().setText("1,5")
    box.editingFinished.emit()
    assert window.deal() == 7_654_321  # a comma groups nothing in pt_BR
