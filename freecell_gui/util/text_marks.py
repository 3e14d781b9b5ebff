"""Marks for Qt's lupdate on core texts the interface shows translated (game titles, messages of errors).

The core stays Qt-free and English (the command line's language): ``QT_TRANSLATE_NOOP`` here returns
its text unchanged (a ``str`` that remembers its context), and only tells lupdate, which knows the name,
to collect the text under ``context``. The interface translates the value with
``QCoreApplication.translate(context, text)`` (freecell_gui/ui/text/game_texts.py, ui/text/core_messages.py).

An error the window shows carries a :class:`Message` as its one argument: a marked template such as
``"free cell {cell} is occupied"`` and its fields. ``str(error)`` is the English the command line prints;
the interface translates the template and fills in the same fields. A template with a count
(``"column {column} holds only %Ln card(s)"``) has plural forms: :func:`counted` makes its message, in
English "1 card" and "2 cards", in the interface the language's own forms (Qt's ``%n``).
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


def QT_TRANSLATE_NOOP(  # noqa: N802 - the name lupdate looks for
    context: str, text: str, disambiguation: str = "", plural: int = 0
) -> str:
    """``text``, marked for translation in ``context`` (made once: errors are raised in hot loops).

    A text with plural forms is marked ``QT_TRANSLATE_NOOP(context, "%Ln card(s)", "", 1)``: lupdate files
    it with plural forms only when a number is written in that place (the number itself is not used).
    """
    marked = _MARKED.get((context, text))
    if marked is None:
        marked = _MARKED[context, text] = Marked(text, context)
    return marked


class Grouped(int):
    """A number the English message writes with thousands separators (``8,589,934,591``)."""

    def __str__(self) -> str:
        return f"{int(self):,}"


def english_plural(template: str, count: int) -> str:
    """``template``'s English for ``count``: ``%Ln`` and ``%n`` the count (grouped and not), ``(s)`` an s
    unless the count is 1 — what freecell_gui_en.ts says for the plural texts."""
    return (
        template.replace("%Ln", f"{count:,}")
        .replace("%n", str(count))
        .replace("(s)", "" if count == 1 else "s")
    )


class Message:
    """A marked ``template`` with ``{name}`` fields, and their values; ``str()`` is the English.

    A field's value is text written as the notation writes it (``3a``, ``7H``), an int (a :class:`Grouped`
    int is written grouped) or another Message, translated in its turn. ``count``: the number a template
    with plural forms counts (see :func:`counted`). A plain class with slots, not a dataclass: the rules
    raise one for every move they refuse, and a search refuses many.
    """

    __slots__ = ("count", "fields", "template")

    def __init__(self, template: str, fields: Mapping[str, object], count: int | None = None) -> None:
        self.template = template
        self.fields = fields
        self.count = count

    def english(self) -> str:
        """The template in English, its plural form chosen (fields not filled in)."""
        return self.template if self.count is None else english_plural(self.template, self.count)

    @property
    def context(self) -> str:
        return getattr(self.template, "context", DEFAULT_CONTEXT)

    def __str__(self) -> str:
        return self.english().format_map({name: str(value) for name, value in self.fields.items()})

    def __repr__(self) -> str:
        return f"Message({str(self)!r})"

    def __reduce__(self) -> tuple[type[Message], tuple[str, dict[str, object], int | None]]:
        return (Message, (self.template, dict(self.fields), self.count))


def message(template: str, **fields: object) -> Message:
    """A :class:`Message`; ``template`` comes from ``QT_TRANSLATE_NOOP`` so that lupdate collects it."""
    return Message(template, fields)


def counted(template: str, count: int, /, **fields: object) -> Message:
    """A :class:`Message` of a template with plural forms (``"%Ln card(s) missing: {cards}"``, marked as
    :func:`QT_TRANSLATE_NOOP` says) for ``count``."""
    return Message(template, fields, count)


def message_in(error: BaseException) -> Message | None:
    """The message an error was raised with, if it was raised with one."""
    return error.args[0] if len(error.args) == 1 and isinstance(error.args[0], Message) else None


ECHO_LIMIT = 40  # user text quoted in a message is cut to about this many characters


def cut_for_message(text: str, limit: int = ECHO_LIMIT) -> str:
    """``text`` cut to ``limit`` characters with an ellipsis, to be named in a one-line message."""
    return text[: limit - 1] + "…" if len(text) > limit else text


def shorten_for_message(text: str, limit: int = ECHO_LIMIT) -> str:
    """``text`` quoted for a one-line message, cut to ``limit`` characters with an ellipsis."""
    return repr(cut_for_message(text, limit))
