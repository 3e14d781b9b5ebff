"""Where the program keeps its files, as Help → About and ``--version`` tell them: the settings (where
Qt keeps them on this system: a file, or the registry on Windows), the deal catalogue the window reads
(the one chosen in the window, else the default) and the user's data folder, where the catalogue and
the game record go by default."""

from __future__ import annotations

from freecell_gui.ui.settings import ViewerSettings
from freecell_gui.util.catalogue_file import data_folder, default_path
from freecell_gui.util.text_marks import QT_TRANSLATE_NOOP

#: The context of the places' labels in the translations.
CONTEXT = "Places"
SETTINGS = QT_TRANSLATE_NOOP("Places", "Settings")
CATALOGUE = QT_TRANSLATE_NOOP("Places", "Deal catalogue")
DATA_FOLDER = QT_TRANSLATE_NOOP("Places", "Data folder")


def places(settings: ViewerSettings | None = None) -> list[tuple[str, str]]:
    """(label, where) of the settings, the catalogue and the data folder; ``settings``: the window's
    (default: the user's own). The labels are English: translate them in :data:`CONTEXT`."""
    settings = settings if settings is not None else ViewerSettings()
    return [
        (SETTINGS, settings.file_name()),
        (CATALOGUE, str(settings.catalogue_path() or default_path())),
        (DATA_FOLDER, str(data_folder())),
    ]
