"""Marks for Qt's lupdate on core texts the interface shows translated (game titles, messages of errors).

The core stays Qt-free and English (the command line's language): ``QT_TRANSLATE_NOOP`` here returns
its text unchanged (a ``str`` that remembers its context), and only tells lupdate, which knows the name,
to collect the text under ``context``. The interface translates the value with
``QCoreApplication.translate(context, text)`` (freecell_gui/ui/text/game_texts.py, ui/core_messages.py).

An error the window shows carries a :class:`Message` as its one argument: a marked template such as
``"free cell {cell} is occupied"`` and its fields. ``str(error)`` is the English the command line prints;
the interface translates the template and fills in the same fields.
"""

from __future__ import annotations

from collections.abc import Mapping

#: The context of messages marked without one (not expected: every mark names its context).
DEFAULT_CONTEXT = "CoreMessages"


class Marked(str):
    """A text marked for translation; ``context`` is where lupdate files it."""

    context: str

    def __new__(cls, text: str, context: str) -> Marked:
        marked = super().__new__(cls, text)
        marked.context = context
        return marked

    def __reduce__(self) -> tuple[type[Marked], tuple[str, str]]:
        return (Marked, (str(self), self.context))


_MARKED: dict[tuple[str, str], Marked] = {}


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name lupdate looks for
    """``text``, marked for translation in ``context`` (made once: errors are raised in hot loops)."""
    marked = _MARKED.get((context, text))
    if marked is None:
        marked = _MARKED[context, text] = Marked(text, context)
    return marked


class Grouped(int):
    """A number the English message writes with thousands separators (``8,589,934,591``)."""

    def __str__(self) -> str:
        return f"{int(self):,}"


class Message:
    """A marked ``template`` with ``{name}`` fields, and their values; ``str()`` is the English.

    A field's value is text written as the notation writes it (``3a``, ``7H``), an int (a :class:`Grouped`
    int is written grouped) or another Message, translated in its turn. A plain class with slots, not a
    dataclass: the rules raise one for every move they refuse, and a search refuses many.
    """

    __slots__ = ("fields", "template")

    def __init__(self, template: str, fields: Mapping[str, object]) -> None:
        self.template = template
        self.fields = fields

    @property
    def context(self) -> str:
        return getattr(self.template, "context", DEFAULT_CONTEXT)

    def __str__(self) -> str:
        return self.template.format_map({name: str(value) for name, value in self.fields.items()})

    def __repr__(self) -> str:
        return f"Message({str(self)!r})"

    def __reduce__(self) -> tuple[type[Message], tuple[str, dict[str, object]]]:
        return (Message, (self.template, dict(self.fields)))


def message(template: str, **fields: object) -> Message:
    """A :class:`Message`; ``template`` comes from ``QT_TRANSLATE_NOOP`` so that lupdate collects it."""
    return Message(template, fields)


def message_in(error: BaseException) -> Message | None:
    """The message an error was raised with, if it was raised with one."""
    return error.args[0] if len(error.args) == 1 and isinstance(error.args[0], Message) else None
