"""Help → About: the version, how deals are made (each game's own paragraph from core/games.py), links,
the licence, the Qt and Python versions the program runs on (what a bug report needs), and where the
settings, the deal catalogue and the user's data live (ui/places.py)."""

from __future__ import annotations

import platform
from html import escape

import PySide6
from PySide6.QtCore import QCoreApplication, QSize, Qt, qVersion
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from freecell_gui import __version__
from freecell_gui.core.games import FREECELL, GAMES
from freecell_gui.ui.icons import app_icon
from freecell_gui.ui.places import CONTEXT, places
from freecell_gui.ui.settings import APPLICATION, ViewerSettings
from freecell_gui.ui.text.core_messages import translated
from freecell_gui.ui.text.game_texts import game_title

LICENCE = "MIT"
FC_SOLVE_URL = "https://fc-solve.shlomifish.org/"


def _link(url: str, text: str) -> str:
    return f'<a href="{escape(url)}">{escape(text)}</a>'


def versions_text() -> str:
    """``Qt 6.8.1 (PySide6 6.8.1), Python 3.11.2``: the versions in use, not those required."""
    return f"Qt {qVersion()} (PySide6 {PySide6.__version__}), Python {platform.python_version()}"


def places_html(settings: ViewerSettings | None = None) -> str:
    """One line per place, ``Settings: /home/…/freecell-gui.conf``, the labels translated."""
    lines = [
        f"{escape(QCoreApplication.translate(CONTEXT, label))}: {escape(where)}"
        for label, where in places(settings)
    ]
    return f"<p>{'<br>'.join(lines)}</p>"


def about_html(settings: ViewerSettings | None = None) -> str:
    """The About box's text (rich text, links included); ``settings``: the window's (their file and its
    catalogue are told), else the user's."""
    site = FREECELL.site
    links = [_link(FC_SOLVE_URL, "Freecell Solver (fc-solve)")]
    if site is not None:
        links.insert(0, _link(f"https://{site.name}/", site.name))
    deals = [
        QCoreApplication.translate("AboutDialog", "%1 deals", "%1: a game's title").replace(
            "%1", game_title(game)
        )
        for game in GAMES.values()
    ]
    joined = QCoreApplication.translate("AboutDialog", " and ", "between the games' deals").join(deals)
    viewer = QCoreApplication.translate("AboutDialog", "A desktop viewer of %1.").replace("%1", joined)
    links_word = QCoreApplication.translate("AboutDialog", "Links:")
    licence = QCoreApplication.translate("AboutDialog", "Licence: %1.").replace("%1", LICENCE)
    # The games' own paragraphs (how deals are made), core/games.py's marked HTML, with numbers grouped.
    return (
        f"<h3>{APPLICATION} {escape(__version__)}</h3>"
        f"<p>{escape(viewer)}</p>"
        + "".join(translated(game.about) for game in GAMES.values())
        + f"<p>{escape(links_word)} {' · '.join(links)}</p>"
        f"<p>{escape(licence)}<br>{escape(versions_text())}</p>" + places_html(settings)
    )


class AboutDialog(QDialog):
    """The About box: the application icon beside :func:`about_html`; links open in the browser."""

    def __init__(self, parent: QWidget | None = None, settings: ViewerSettings | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(QCoreApplication.translate("AboutDialog", "About %1").replace("%1", APPLICATION))
        picture = QLabel()
        picture.setPixmap(app_icon().pixmap(QSize(64, 64)))
        picture.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.text = QLabel(about_html(settings))
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setOpenExternalLinks(True)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
        self.text.setMinimumWidth(420)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        row = QHBoxLayout()
        row.addWidget(picture)
        row.addWidget(self.text, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addWidget(buttons)


def show_about(parent: QWidget | None = None, settings: ViewerSettings | None = None) -> None:
    """Show the About box modally (Help → About); ``settings``: the window's."""
    AboutDialog(parent, settings).exec()
