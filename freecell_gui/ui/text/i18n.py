"""The interface language: which one, its translators, its locale for numbers, and retranslation.

Qt's own tooling does the work: ``QCoreApplication.translate()`` (or ``self.tr()``) in the code, the .ts
sources in freecell_gui/translations/ (``make translations`` refreshes them), the compiled .qm files
shipped in the package and read through importlib.resources, and Qt's ``qtbase_<code>.qm`` for the
standard dialogs' buttons. Installing a language makes Qt send ``QEvent.LanguageChange`` to every widget;
widgets that set texts in code implement ``retranslateUi()`` and call it then (see
:func:`retranslate_on_language_change`), so a switch applies at once, without a restart.

Write ``QCoreApplication.translate("Context", "literal text")``: lupdate reads only literal calls (no
f-strings: "%1" and ``.replace`` instead), and a literal context survives code moving to another class,
where ``self.tr()`` would change context. Plurals are the exception: lupdate takes a count only from
``self.tr(text, "", n)`` in a QObject, so they live in small text classes (ui/playback/texts.py).
Tables and core constants are marked with ``QT_TRANSLATE_NOOP`` (util/text_marks.py) and translated
where shown.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import ExitStack
from importlib.resources import as_file, files

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QLibraryInfo,
    QLocale,
    QObject,
    QTranslator,
    Signal,
    Slot,
)
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu, QWidget

from freecell_gui.util.languages import LANGUAGE_CODES, LANGUAGES, SOURCE_LANGUAGE, match_language

SYSTEM_CHOICE = ""  # the remembered choice that means "follow the system's language"
QM_PREFIX = "freecell_gui_"


class _Installed:
    """The translators in force (kept referenced: Qt does not own them) and what they were chosen from."""

    choice = SYSTEM_CHOICE
    language = SOURCE_LANGUAGE
    translators: list[QTranslator] = []  # noqa: RUF012 - one shared list is the point
    done = False


def system_language() -> str:
    """The first of the system's preferred languages that we have, else English."""
    for name in QLocale.system().uiLanguages():
        code = match_language(name)
        if code is not None:
            return code
    return SOURCE_LANGUAGE


def resolve_language(choice: str) -> str:
    """The language a remembered or requested ``choice`` means: one of ours, or the system's for any
    other value (``""``, or a corrupt setting)."""
    return (match_language(choice) if choice else None) or system_language()


def locale_for(language: str) -> QLocale:
    """The locale numbers are written in: the system's own if it speaks ``language`` (an en_GB or pt_PT
    user keeps their grouping), else that language's usual one (pt_BR groups 8.589.934.591)."""
    system = QLocale.system()
    if match_language(system.name()) == language and system.language() != QLocale.Language.C:
        return system
    return QLocale(language)  # "en" is en_US: unlike C, it groups digits


def format_number(value: int, locale: QLocale | None = None) -> str:
    """``value`` grouped by the locale (default: the interface's), exactly at any size."""
    separator = (locale if locale is not None else QLocale()).groupSeparator() or ","
    return f"{value:,}".replace(",", separator)


def _our_qm(language: str) -> Iterator[str]:
    """Paths of our compiled translation of ``language`` (none if it is not shipped)."""
    resource = files("freecell_gui") / "translations" / f"{QM_PREFIX}{language}.qm"
    if resource.is_file():
        with ExitStack() as stack:
            yield str(stack.enter_context(as_file(resource)))


def _load_translators(language: str) -> list[QTranslator]:
    translators: list[QTranslator] = []
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    qt_base = QTranslator()
    if language != SOURCE_LANGUAGE and qt_base.load(f"qtbase_{language}", qt_dir):
        translators.append(qt_base)  # OK, Cancel, Yes … in the standard dialogs
    for path in _our_qm(language):  # English has one too: its plural forms ("1 deal", "2 deals")
        ours = QTranslator()
        if ours.load(path):
            translators.append(ours)
    return translators


def install_language(choice: str = SYSTEM_CHOICE) -> str:
    """Put the interface in the language ``choice`` means (see :func:`resolve_language`) and return it.

    Replaces the translators in force, makes that language's locale the default one for numbers, and
    lets every widget know: Qt sends ``LanguageChange`` for the translators and we send ``LocaleChange``.
    Needs a QCoreApplication.
    """
    app = QCoreApplication.instance()
    if app is None:
        raise RuntimeError("install_language needs a QApplication")
    language = resolve_language(choice)
    for translator in _Installed.translators:
        QCoreApplication.removeTranslator(translator)
    _Installed.translators = _load_translators(language)
    for translator in _Installed.translators:
        QCoreApplication.installTranslator(translator)
    _Installed.choice = (match_language(choice) or SYSTEM_CHOICE) if choice else SYSTEM_CHOICE
    _Installed.language = language
    _Installed.done = True
    QLocale.setDefault(locale_for(language))
    QCoreApplication.sendEvent(app, QEvent(QEvent.Type.LocaleChange))  # widgets take the new default
    # Qt posts LanguageChange to each window: deliver it now, so the switch is done when this returns.
    QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
    return language


def ensure_language() -> None:
    """Install English if no language was installed yet: widgets made without the application's start-up
    (tests, benchmarks) still get English plural forms ("1 deal", "2 deals") and grouped numbers."""
    if not _Installed.done:
        install_language(SOURCE_LANGUAGE)


def current_language() -> str:
    """The language in force (English until :func:`install_language` is called)."""
    return _Installed.language


def current_choice() -> str:
    """What the language in force was chosen as: one of our codes, or ``""`` for the system's."""
    return _Installed.choice


class _LanguageChangeFilter(QObject):
    def __init__(self, watched: QWidget, callback: Callable[[], None]) -> None:
        super().__init__(watched)
        self._callback = callback

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LanguageChange:
            self._callback()
        return False


def retranslate_on_language_change(widget: QWidget, callback: Callable[[], None] | None = None) -> None:
    """Call ``callback`` (by default ``widget.retranslateUi``) whenever the interface language changes.

    For widgets that would rather not override ``changeEvent``; the filter is the widget's child, so it
    goes with it.
    """
    if callback is None:
        callback = widget.retranslateUi  # type: ignore[attr-defined]
    widget.installEventFilter(_LanguageChangeFilter(widget, callback))


def translate(context: str, text: str, disambiguation: str = "", n: int = -1) -> str:
    """``QCoreApplication.translate`` for texts marked elsewhere with QT_TRANSLATE_NOOP (menu titles,
    action tables): lupdate cannot see a call with a variable text, so the mark is what it reads."""
    return QCoreApplication.translate(context, text, disambiguation or None, n)


class LanguageMenu(QMenu):
    """View → Language: the system's language, then each language by its own name.

    Emits ``languageChosen`` with the choice (a code, or ``""`` for the system's) when the user picks
    one; the window installs it and remembers it.
    """

    languageChosen = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("languageMenu")
        self._group = QActionGroup(self)
        self._system = QAction(self._group, checkable=True)
        self._system.setData(SYSTEM_CHOICE)
        self._system.setObjectName("language-system")
        for language in LANGUAGES:
            action = QAction(language.native_name, self._group, checkable=True)
            action.setData(language.code)
            action.setObjectName(f"language-{language.code}")
        self.addAction(self._system)
        self.addSeparator()
        self.addActions(self._group.actions()[1:])
        self._group.triggered.connect(self._on_group_triggered)
        self.aboutToShow.connect(self.showChoice)
        self.showChoice()
        self.retranslateUi()

    def actionFor(self, choice: str) -> QAction:
        """The entry of ``choice`` (a code, or ``""``); KeyError for others."""
        for action in self._group.actions():
            if action.data() == choice:
                return action
        raise KeyError(choice)

    def showChoice(self) -> None:
        """Check the entry of the language in force (it may have been chosen on the command line)."""
        self.actionFor(current_choice() if current_choice() in LANGUAGE_CODES else SYSTEM_CHOICE).setChecked(
            True
        )

    def retranslateUi(self) -> None:
        self.setTitle(QCoreApplication.translate("LanguageMenu", "&Language"))
        native = next(lang.native_name for lang in LANGUAGES if lang.code == system_language())
        system = QCoreApplication.translate("LanguageMenu", "System language (%1)")
        self._system.setText(system.replace("%1", native))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    @Slot(QAction)
    def _on_group_triggered(self, action: QAction) -> None:
        self.languageChosen.emit(str(action.data()))
