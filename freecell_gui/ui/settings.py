"""The viewer's remembered settings, declared once: one table of (key, default, reader) read by one store.

QSettings hands back whatever the file holds — a string where an int was stored, a list, garbage written
by another program — so every value goes through its setting's reader, and a value the reader refuses
means the default. A file that cannot be written (a read-only folder or file, a folder in its place) is
found by writing it once just after the window's first paint (:func:`unsaved_settings_note`): QSettings
itself only keeps the values in memory, silently.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Any, Generic, Protocol, TypeVar

from PySide6.QtCore import QByteArray, QCoreApplication, QSettings

from freecell_gui.core.difficulty_bands import BAND_KEYS
from freecell_gui.core.games import DEFAULT_GAME, GAMES
from freecell_gui.core.rules.autoplay import AUTOPLAY_MODES, DEFAULT_AUTOPLAY, Autoplay
from freecell_gui.ui import gallery
from freecell_gui.util.languages import LANGUAGE_CODES
from freecell_gui.util.resources import DECK_NAMES
from freecell_gui.util.text_marks import QT_TRANSLATE_NOOP

ORGANIZATION = "freecell-gui"
APPLICATION = "freecell-gui"
DEFAULT_TEXT_FORMAT = DEFAULT_GAME.default_text_format
GAME_KEYS = tuple(GAMES)
TEXT_FORMATS = tuple(dict.fromkeys(fmt for game in GAMES.values() for fmt in game.text_formats))

#: Offered delays between two moves while playing, in milliseconds, with their menu labels.
#: The labels are marked for lupdate and translated where shown (controls.py).
SPEEDS: tuple[tuple[int, str], ...] = (
    (1000, QT_TRANSLATE_NOOP("PlaybackSpeed", "Slow (1 move/s)")),
    (500, QT_TRANSLATE_NOOP("PlaybackSpeed", "Normal (2 moves/s)")),
    (250, QT_TRANSLATE_NOOP("PlaybackSpeed", "Fast (4 moves/s)")),
    (100, QT_TRANSLATE_NOOP("PlaybackSpeed", "Very fast (10 moves/s)")),
    (30, QT_TRANSLATE_NOOP("PlaybackSpeed", "Fastest")),
)
SPEED_INTERVALS = tuple(interval for interval, _ in SPEEDS)
DEFAULT_INTERVAL_MS = 500

T = TypeVar("T")


@dataclass(frozen=True)
class Setting(Generic[T]):
    """One remembered value: where it is kept, what it is when absent or refused, how a stored value is
    read back (``read`` raises ValueError or TypeError to refuse it) and how a value is stored."""

    key: str
    default: T
    read: Callable[[object], T]
    write: Callable[[T], object] = lambda value: value


def _one_of(choices: tuple[str, ...]) -> Callable[[object], str]:
    def read(value: object) -> str:
        if isinstance(value, str) and value in choices:
            return value
        raise ValueError(value)

    return read


def _flag(value: object) -> bool:
    # INI files give back "true"/"false" strings; native backends give bools.
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and value.lower() in ("true", "false"):
        return value.lower() == "true"
    raise ValueError(value)


def _geometry(value: object) -> QByteArray | None:
    if isinstance(value, QByteArray) and not value.isEmpty():
        return value
    raise ValueError(value)


def _thumbnail_width(value: object) -> int:
    width = int(str(value))
    if gallery.MIN_WIDTH <= width <= gallery.MAX_WIDTH:
        return width
    raise ValueError(value)


def _path(value: object) -> Path | None:
    if isinstance(value, str) and value.strip():
        return Path(value)
    raise ValueError(value)


def _path_text(path: Path | None) -> str:
    return str(path) if path is not None else ""


def _interval(value: object) -> int:
    interval = int(str(value))
    if interval in SPEED_INTERVALS:
        return interval
    raise ValueError(value)


DECK = Setting("view/deck", DECK_NAMES[0], _one_of(DECK_NAMES))
TEXT_PANE_VISIBLE = Setting("view/textPane", False, _flag)
TEXT_FORMAT = Setting("view/textFormat", DEFAULT_TEXT_FORMAT, _one_of(TEXT_FORMATS))
GAME = Setting("view/game", DEFAULT_GAME.key, _one_of(GAME_KEYS))
# The interface language chosen in View → Language, or "" to follow the system's.
LANGUAGE = Setting("view/language", "", _one_of(LANGUAGE_CODES))
GEOMETRY: Setting[QByteArray | None] = Setting("window/geometry", None, _geometry)
PLAYBACK_INTERVAL = Setting("playback/intervalMs", DEFAULT_INTERVAL_MS, _interval, str)
# The solution panel lists each sequence move as the single-card moves it stands for.
SINGLE_CARDS = Setting("playback/singleCards", False, _flag)
# View → Autoplay, for hand play and Solve: an Autoplay's word.
AUTOPLAY = Setting("play/autoplay", DEFAULT_AUTOPLAY.value, _one_of(AUTOPLAY_MODES))
# Game → Celebrate won games: the won moment (ui/play/won_moment.py) after a game won by hand.
WON_MOMENT = Setting("play/wonMoment", True, _flag)
# Game → Still winnable?: each position of a game played by hand judged (ui/play/still_winnable.py). On
# by default, as the status bar's verdict on every deal is: the judgment costs the player nothing (a quick
# pass in the search's process), and a feature off by default is not found; a player who wants no
# spoilers turns it off once.
STILL_WINNABLE = Setting("play/stillWinnable", True, _flag)
# Go → Random deal by difficulty: the band asked for last, and whether deals without a solution may come.
DIFFICULTY = Setting("play/difficulty", BAND_KEYS[0], _one_of(BAND_KEYS))
DIFFICULTY_ANY_VERDICT = Setting("play/difficultyAnyVerdict", False, _flag)
# The deal catalogue the window reads and builds (None: the one in the user's data folder).
CATALOGUE_PATH: Setting[Path | None] = Setting("catalogue/path", None, _path, _path_text)
# View → Gallery's thumbnail width in pixels (Ctrl+wheel, Ctrl+plus/minus change it).
GALLERY_THUMBNAIL_WIDTH = Setting("gallery/thumbnailWidth", gallery.DEFAULT_WIDTH, _thumbnail_width)
# Each game's deal viewed last, checked against that game's own range; a string, so that INI files keep
# big ints exactly.
LAST_DEALS = {key: Setting(game.settings_key, game.first, game.validate, str) for key, game in GAMES.items()}

# Every setting the viewer remembers.
SETTINGS: tuple[Setting[Any], ...] = (
    DECK,
    TEXT_PANE_VISIBLE,
    TEXT_FORMAT,
    GAME,
    LANGUAGE,
    GEOMETRY,
    PLAYBACK_INTERVAL,
    SINGLE_CARDS,
    AUTOPLAY,
    WON_MOMENT,
    STILL_WINNABLE,
    DIFFICULTY,
    DIFFICULTY_ANY_VERDICT,
    CATALOGUE_PATH,
    GALLERY_THUMBNAIL_WIDTH,
    *LAST_DEALS.values(),
)


class SpeedSettings(Protocol):
    """What the playback panel needs from settings: the delay between moves, read and written."""

    def playback_interval(self) -> int: ...

    def set_playback_interval(self, milliseconds: int) -> None: ...


class PanelSettings(SpeedSettings, Protocol):
    """What the playback panel remembers: the speed, and whether it lists single-card steps."""

    def single_cards(self) -> bool: ...

    def set_single_cards(self, on: bool) -> None: ...


class _Read(Generic[T]):
    """A setting's getter, ``settings.name()``, as :meth:`ViewerSettings.value` reads it."""

    def __init__(self, setting: Setting[T]) -> None:
        self._setting = setting

    def __get__(self, settings: ViewerSettings, owner: object = None) -> Callable[[], T]:
        return partial(settings.value, self._setting)


class _Write(Generic[T]):
    """A setting's setter, ``settings.set_name(value)``, as :meth:`ViewerSettings.set_value` stores it."""

    def __init__(self, setting: Setting[T]) -> None:
        self._setting = setting

    def __get__(self, settings: ViewerSettings, owner: object = None) -> Callable[[T], None]:
        return partial(settings.set_value, self._setting)


class ViewerSettings:
    """What the viewer remembers between runs: the one store of :data:`SETTINGS`, with a getter and a
    setter for each setting that the rest of the program reads and writes as it is stored."""

    deck, set_deck = _Read(DECK), _Write(DECK)
    text_pane_visible, set_text_pane_visible = _Read(TEXT_PANE_VISIBLE), _Write(TEXT_PANE_VISIBLE)
    text_format, set_text_format = _Read(TEXT_FORMAT), _Write(TEXT_FORMAT)
    language, set_language = _Read(LANGUAGE), _Write(LANGUAGE)
    geometry, set_geometry = _Read(GEOMETRY), _Write(GEOMETRY)
    playback_interval, set_playback_interval = _Read(PLAYBACK_INTERVAL), _Write(PLAYBACK_INTERVAL)
    single_cards, set_single_cards = _Read(SINGLE_CARDS), _Write(SINGLE_CARDS)
    won_moment, set_won_moment = _Read(WON_MOMENT), _Write(WON_MOMENT)
    still_winnable, set_still_winnable = _Read(STILL_WINNABLE), _Write(STILL_WINNABLE)
    gallery_thumbnail_width = _Read(GALLERY_THUMBNAIL_WIDTH)
    set_gallery_thumbnail_width = _Write(GALLERY_THUMBNAIL_WIDTH)
    catalogue_path, set_catalogue_path = _Read(CATALOGUE_PATH), _Write(CATALOGUE_PATH)

    def __init__(self, settings: QSettings | None = None) -> None:
        self._settings = settings if settings is not None else QSettings(ORGANIZATION, APPLICATION)

    def value(self, setting: Setting[T]) -> T:
        """``setting``'s stored value as its reader reads it, or its default when absent or refused."""
        stored = self._settings.value(setting.key)
        if stored is None:
            return setting.default
        try:
            return setting.read(stored)
        except (ValueError, TypeError):
            return setting.default

    def set_value(self, setting: Setting[T], value: T) -> None:
        self._settings.setValue(setting.key, setting.write(value))

    def last_deal(self, game: str = DEFAULT_GAME.key) -> int:
        return self.value(LAST_DEALS[game])

    def set_last_deal(self, number: int, game: str = DEFAULT_GAME.key) -> None:
        self.set_value(LAST_DEALS[game], number)

    def game(self) -> str:
        return self.value(GAME)

    def set_game(self, game: str) -> None:
        # The game is set at every start: unchanged, it is not written, so that QSettings does not rewrite
        # its file (with an fsync) before the window is painted.
        if game != self.game():
            self.set_value(GAME, game)

    def autoplay(self) -> Autoplay:
        return Autoplay(self.value(AUTOPLAY))

    def set_autoplay(self, mode: str) -> None:
        self.set_value(AUTOPLAY, Autoplay(mode).value)

    def sync(self) -> None:
        self._settings.sync()

    def save_now(self) -> bool:
        """Write the settings at once (the game at least, so that there is something to write); False when
        the file cannot be written, so that the settings last this session only."""
        self.set_value(GAME, self.game())
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
