"""The viewer's remembered settings: typed access to QSettings where any corrupt value means the default.

QSettings hands back whatever the file holds — a string where an int was stored, a list, garbage written
by another program — so every getter validates and falls back instead of trusting the type.
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QSettings

from freecell_gui.core.formats import FORMATS
from freecell_gui.core.generator import FIRST_DEAL, validate_deal_number
from freecell_gui.resources import DECK_NAMES

ORGANIZATION = "freecell-gui"
APPLICATION = "freecell-gui"
DEFAULT_TEXT_FORMAT = "unicode"  # like the deal tables on freecellgamesolutions.com
GAMES = ("freecell", "doudizhu")


def _choice(value: object, choices: tuple[str, ...], default: str) -> str:
    return value if isinstance(value, str) and value in choices else default


def _flag(value: object, default: bool) -> bool:
    # INI files give back "true"/"false" strings; native backends give bools.
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and value.lower() in ("true", "false"):
        return value.lower() == "true"
    return default


class ViewerSettings:
    """What the viewer remembers between runs."""

    def __init__(self, settings: QSettings | None = None) -> None:
        self._settings = settings if settings is not None else QSettings(ORGANIZATION, APPLICATION)

    def _deal_number(self, key: str) -> int:
        try:
            return validate_deal_number(self._settings.value(key, FIRST_DEAL))
        except (ValueError, TypeError):
            return FIRST_DEAL

    def last_deal(self) -> int:
        return self._deal_number("deal/last")

    def set_last_deal(self, number: int) -> None:
        self._settings.setValue("deal/last", str(number))  # a string: INI files keep big ints exactly

    def last_doudizhu_deal(self) -> int:
        return self._deal_number("doudizhu/last")

    def set_last_doudizhu_deal(self, number: int) -> None:
        self._settings.setValue("doudizhu/last", str(number))

    def deck(self) -> str:
        return _choice(self._settings.value("view/deck"), DECK_NAMES, DECK_NAMES[0])

    def set_deck(self, name: str) -> None:
        self._settings.setValue("view/deck", name)

    def text_pane_visible(self) -> bool:
        return _flag(self._settings.value("view/textPane"), False)

    def set_text_pane_visible(self, visible: bool) -> None:
        self._settings.setValue("view/textPane", visible)

    def text_format(self) -> str:
        return _choice(self._settings.value("view/textFormat"), FORMATS, DEFAULT_TEXT_FORMAT)

    def set_text_format(self, fmt: str) -> None:
        self._settings.setValue("view/textFormat", fmt)

    def game(self) -> str:
        return _choice(self._settings.value("view/game"), GAMES, GAMES[0])

    def set_game(self, game: str) -> None:
        self._settings.setValue("view/game", game)

    def geometry(self) -> QByteArray | None:
        value = self._settings.value("window/geometry")
        return value if isinstance(value, QByteArray) and not value.isEmpty() else None

    def set_geometry(self, geometry: QByteArray) -> None:
        self._settings.setValue("window/geometry", geometry)

    def sync(self) -> None:
        self._settings.sync()
