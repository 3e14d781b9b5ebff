"""The core's error messages in the interface language.

The core raises its errors in English (the command line's language) with a marked template and its
fields (util/text_marks.py: ``Message``); this is the one place the interface turns them into text. The
template is translated in its context (in the plural form of its count, if it has one), each field that
is itself a message in turn ("move 17 `3a`: " and the reason), numbers the core groups are grouped by the
locale, and the rest (``3a``, ``7H``) is left as the notation writes it. An error raised without a message
reads as ``str(error)``.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from freecell_gui.ui.text.i18n import format_number
from freecell_gui.util.text_marks import Grouped, Message, message_in


def translated(message: Message) -> str:
    """``message`` in the interface language, in the plural form its count takes (its English if the
    translation does not fit its fields)."""
    fields = {name: _field_text(value) for name, value in message.fields.items()}
    count = -1 if message.count is None else message.count
    text = QCoreApplication.translate(message.context, message.template, None, count)
    if message.count is not None and "(s)" in text:  # no plural forms installed: the English rule
        text = message.english()
    try:
        return text.format_map(fields)
    except (KeyError, ValueError, IndexError):  # a translation that lost or broke a field
        return message.english().format_map(fields)


def message_of(error: BaseException | Message | str) -> str:
    """What to show the user for ``error``: its message translated, else its text as it is."""
    if isinstance(error, Message):
        return translated(error)
    if isinstance(error, str):
        return error
    found = message_in(error)
    return translated(found) if found is not None else str(error)


def _field_text(value: object) -> str:
    if isinstance(value, Message):
        return translated(value)
    if isinstance(value, Grouped):
        return format_number(int(value))
    return str(value)
