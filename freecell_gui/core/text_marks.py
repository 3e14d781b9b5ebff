"""Marks for Qt's lupdate on core texts the interface shows translated (game titles, range names).

The core stays Qt-free and English (the command line's language): ``QT_TRANSLATE_NOOP`` here returns
its text unchanged, and only tells lupdate, which knows the name, to collect the text under
``context``. The interface translates the value with ``QCoreApplication.translate(context, text)``
(freecell_gui/ui/game_texts.py).
"""

from __future__ import annotations


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name lupdate looks for
    """``text``, marked for translation in ``context``."""
    return text
