"""The program's icons: the desktop theme's where it has one, else our own SVGs from ``assets/icons``.

Our SVGs are drawn in one ink colour, which is replaced by the palette's text colour (and its disabled
colour for a disabled action), so that they read on a dark theme as on a light one.
"""

from __future__ import annotations

from functools import cache
from importlib.resources import files
from pathlib import Path

from PySide6.QtCore import QByteArray, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QGuiApplication, QIcon, QIconEngine, QPainter, QPalette, QPixmap
from PySide6.QtSvg import QSvgRenderer

from freecell_gui.util.lru import LruCache
from freecell_gui.util.resources import Traversable

#: Our name for each icon → its name in the freedesktop icon naming specification (the Qt theme's names).
THEME_NAMES: dict[str, str] = {
    "previous": "go-previous",
    "next": "go-next",
    "random": "media-playlist-shuffle",
    "copy": "edit-copy",
    "export": "document-save-as",
    "open-site": "internet-web-browser",
    "find": "edit-find",
    "play": "media-playback-start",
    "pause": "media-playback-pause",
    "step-forward": "media-skip-forward",
    "step-back": "media-skip-backward",
    "start": "go-first",
    "end": "go-last",
    "undo": "edit-undo",
    "redo": "edit-redo",
    "hint": "help-hint",
    "solve": "system-run",
}
APP_ICON = "freecell-gui"
INK = b"#1f1f1f"  # the colour our SVGs are drawn in, replaced when painted
PIXMAP_CACHE = 16  # per icon: its few sizes × modes; a tool bar repaint then renders no SVG
_CHECKOUT_ICONS = Path(__file__).resolve().parent.parent.parent / "assets" / "icons"


@cache
def icons_root() -> Traversable:
    """The folder of our SVG icons: in the installed package, or the checkout's ``assets/icons``. Looked
    for once: the window's start asks for a dozen icons."""
    packaged = files("freecell_gui") / "assets" / "icons"  # the wheel's copy (pyproject force-include)
    return packaged if packaged.is_dir() else _CHECKOUT_ICONS


def icon_file(name: str) -> Traversable:
    """Our SVG of icon ``name`` (a key of :data:`THEME_NAMES`, or :data:`APP_ICON`)."""
    if name not in THEME_NAMES and name != APP_ICON:
        raise KeyError(f"unknown icon {name!r} (choose from {', '.join(THEME_NAMES)})")
    return icons_root() / f"{name}.svg"


class _InkedSvgEngine(QIconEngine):
    """Paints an SVG with its ink in the palette's text colour for the icon's mode, crisp at any size."""

    def __init__(self, svg: bytes) -> None:
        super().__init__()
        self._svg = svg
        self._renderers: dict[str, QSvgRenderer] = {}
        self._pixmaps: LruCache[tuple[str, int, int, float], QPixmap] = LruCache(PIXMAP_CACHE)

    @staticmethod
    def _ink(mode: QIcon.Mode) -> str:
        group = QPalette.ColorGroup.Disabled if mode == QIcon.Mode.Disabled else QPalette.ColorGroup.Active
        return QGuiApplication.palette().color(group, QPalette.ColorRole.WindowText).name()

    def _renderer(self, mode: QIcon.Mode) -> QSvgRenderer:
        ink = self._ink(mode)
        renderer = self._renderers.get(ink)
        if renderer is None:
            renderer = QSvgRenderer(QByteArray(self._svg.replace(INK, ink.encode())))
            self._renderers[ink] = renderer
        return renderer

    def paint(self, painter: QPainter, rect: QRect, mode: QIcon.Mode, state: QIcon.State) -> None:
        self._renderer(mode).render(painter, QRectF(rect))

    def pixmap(self, size: QSize, mode: QIcon.Mode, state: QIcon.State) -> QPixmap:
        return self.scaledPixmap(size, mode, state, 1.0)

    def scaledPixmap(self, size: QSize, mode: QIcon.Mode, state: QIcon.State, scale: float) -> QPixmap:
        # Tool buttons ask for their pixmap on every repaint (a window resize repaints them all): keep
        # the last few, keyed by the ink too, so a palette change draws anew.
        key = (self._ink(mode), size.width(), size.height(), scale)
        pixmap = self._pixmaps.get(key)
        if pixmap is not None:
            return pixmap
        pixmap = QPixmap(size * scale)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        self.paint(painter, QRect(0, 0, pixmap.width(), pixmap.height()), mode, state)
        painter.end()
        pixmap.setDevicePixelRatio(scale)
        self._pixmaps.put(key, pixmap)
        return pixmap

    def clone(self) -> QIconEngine:
        return _InkedSvgEngine(self._svg)


@cache
def fallback_icon(name: str) -> QIcon:
    """Our own drawing of icon ``name``, whatever the theme (a null icon if its file cannot be read).
    Its ink is the palette's at the time it is painted."""
    try:
        svg = icon_file(name).read_bytes()
    except OSError:
        return QIcon()
    return QIcon(_InkedSvgEngine(svg))


def icon(name: str) -> QIcon:
    """Icon ``name`` from the desktop theme, or our own SVG where the theme has none (KeyError if unknown)."""
    theme_name = THEME_NAMES.get(name)
    if theme_name is None:
        raise KeyError(f"unknown icon {name!r} (choose from {', '.join(THEME_NAMES)})")
    return QIcon.fromTheme(theme_name, fallback_icon(name))


def app_icon() -> QIcon:
    """The application's icon: two cards on felt (our own SVG, in its own colours)."""
    return fallback_icon(APP_ICON)
