"""The viewer's remembered settings: typed access to QSettings where any corrupt value means the default.

QSettings hands back whatever the file holds — a string where an int was stored, a list, garbage written
by another program — so every getter validates and falls back instead of trusting the type. A file that
cannot be written (a read-only folder or file, a folder in its place) is found at start-up by writing it
once (:func:`unsaved_settings_note`): QSettings itself only keeps the values in memory, silently.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QByteArray, QCoreApplication, QSettings

from freecell_gui.core.autoplay import AUTOPLAY_MODES
from freecell_gui.core.games import DEFAULT_GAME, GAMES
from freecell_gui.ui import gallery
from freecell_gui.util.languages import LANGUAGE_CODES
from freecell_gui.util.resources import DECK_NAMES

ORGANIZATION = "freecell-gui"
APPLICATION = "freecell-gui"
DEFAULT_TEXT_FORMAT = DEFAULT_GAME.default_text_format
GAME_KEYS = tuple(GAMES)
TEXT_FORMATS = tuple(dict.fromkeys(fmt for game in GAMES.values() for fmt in game.text_formats))


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

    def last_deal(self, game: str = DEFAULT_GAME.key) -> int:
        """The deal of ``game`` viewed last, checked against that game's own range (else its first deal)."""
        description = GAMES[game]
        try:
            return description.validate(self._settings.value(description.settings_key, description.first))
        except (ValueError, TypeError):
            return description.first

    def set_last_deal(self, number: int, game: str = DEFAULT_GAME.key) -> None:
        # A string: INI files keep big ints exactly.
        self._settings.setValue(GAMES[game].settings_key, str(number))

    def deck(self) -> str:
        return _choice(self._settings.value("view/deck"), DECK_NAMES, DECK_NAMES[0])

    def set_deck(self, name: str) -> None:
        self._settings.setValue("view/deck", name)

    def text_pane_visible(self) -> bool:
        return _flag(self._settings.value("view/textPane"), False)

    def set_text_pane_visible(self, visible: bool) -> None:
        self._settings.setValue("view/textPane", visible)

    def text_format(self) -> str:
        return _choice(self._settings.value("view/textFormat"), TEXT_FORMATS, DEFAULT_TEXT_FORMAT)

    def set_text_format(self, fmt: str) -> None:
        self._settings.setValue("view/textFormat", fmt)

    def game(self) -> str:
        return _choice(self._settings.value("view/game"), GAME_KEYS, DEFAULT_GAME.key)

    def set_game(self, game: str) -> None:
        self._settings.setValue("view/game", game)

    def language(self) -> str:
        """The interface language chosen in View → Language, or "" to follow the system's."""
        return _choice(self._settings.value("view/language"), LANGUAGE_CODES, "")

    def set_language(self, code: str) -> None:
        self._settings.setValue("view/language", code)

    def geometry(self) -> QByteArray | None:
        value = self._settings.value("window/geometry")
        return value if isinstance(value, QByteArray) and not value.isEmpty() else None

    def set_geometry(self, geometry: QByteArray) -> None:
        self._settings.setValue("window/geometry", geometry)

    def playback_interval(self) -> int:
        """The solution panel's delay between moves (validated by ui/playback/settings.py)."""
        from freecell_gui.ui.playback.settings import PlaybackSettings

        return PlaybackSettings(self._settings).playback_interval()

    def set_playback_interval(self, milliseconds: int) -> None:
        from freecell_gui.ui.playback.settings import PlaybackSettings

        PlaybackSettings(self._settings).set_playback_interval(milliseconds)

    def autoplay(self) -> str:
        """View → Autoplay, for hand play and Solve: "safe" (Microsoft's moves home, the default), "max"
        (every card that may go home) or "none"."""
        return _choice(self._settings.value("play/autoplay"), AUTOPLAY_MODES, AUTOPLAY_MODES[0])

    def set_autoplay(self, mode: str) -> None:
        self._settings.setValue("play/autoplay", mode)

    def gallery_thumbnail_width(self) -> int:
        """View → Gallery's thumbnail width in pixels (Ctrl+wheel, Ctrl+plus/minus change it)."""
        value = self._settings.value("gallery/thumbnailWidth")
        try:
            width = int(str(value))
        except ValueError:
            return gallery.DEFAULT_WIDTH
        return width if gallery.MIN_WIDTH <= width <= gallery.MAX_WIDTH else gallery.DEFAULT_WIDTH

    def set_gallery_thumbnail_width(self, width: int) -> None:
        self._settings.setValue("gallery/thumbnailWidth", width)

    def catalogue_path(self) -> Path | None:
        """The deal catalogue the window reads and builds (None: the one in the user's data folder)."""
        value = self._settings.value("catalogue/path")
        return Path(value) if isinstance(value, str) and value.strip() else None

    def set_catalogue_path(self, path: Path | None) -> None:
        self._settings.setValue("catalogue/path", str(path) if path is not None else "")

    def sync(self) -> None:
        self._settings.sync()

    def save_now(self) -> bool:
        """Write what is pending at once; False when the file cannot be written, so that the settings
        last this session only."""
        self._settings.sync()
        return self._settings.status() != QSettings.Status.AccessError

    def file_name(self) -> str:
        return self._settings.fileName()


def unsaved_settings_note(settings: ViewerSettings) -> str:
    """What the status bar says when ``settings`` cannot be saved (written now to find out), else ""."""
    if settings.save_now():
        return ""
    text = QCoreApplication.translate("Settings", "Settings will not be remembered: %1 cannot be written")
    return text.replace("%1", settings.file_name())
