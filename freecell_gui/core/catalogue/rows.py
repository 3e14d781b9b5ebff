"""A catalogue row: what the catalogue knows of one deal, and what a sound row holds, checked as it is read.

The file is SQLite's, and SQLite keeps whatever another program writes in a column — text in ``moves``,
a difficulty of 1e308, a deal beyond the last — so every row read is checked field by field
(:func:`checked_row`) before the program counts, sorts or draws with it; a damaged one is refused with
its deal and field named (:class:`DamagedRowError`), never shown as if it were true.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from freecell_gui.core.deals.generator import FIRST_DEAL, LAST_DEAL
from freecell_gui.util.text_marks import (
    QT_TRANSLATE_NOOP,
    Grouped,
    Message,
    cut_for_message,
    message,
    shorten_for_message,
)

#: Why a row is damaged: {field} is the column's name (moves, difficulty …), {value} as it is stored.
DAMAGED_FIELD = QT_TRANSLATE_NOOP("Catalogue", "deal {deal}: {field} {value}")
NOT_A_DEAL = QT_TRANSLATE_NOOP("Catalogue", "a row of deal {deal}, which is not a deal number")

VERDICTS = ("solved", "no-solution", "gave-up")
#: A bound no solution comes near: a longer count is damage, not a deal.
MOST_MOVES = 10_000
#: The difficulty of :data:`MOST_MOVES` moves found by the longest search SQLite can count, and then some.
MOST_DIFFICULTY = 10_000.0


class Row(NamedTuple):
    """What the catalogue knows of one deal. ``moves`` (solved deals only): the moves a player makes
    with Microsoft's safe autoplay, as freecellgamesolutions.com counts them; ``iterations`` and
    ``positions``: the search effort; ``difficulty``: see :func:`~.facts.difficulty`; ``engine``: the
    solver and version that made the row; ``short_moves``/``short_engine``: the short engine's count."""

    deal: int
    verdict: str
    moves: int | None
    iterations: int
    positions: int
    difficulty: float | None
    engine: str
    short_moves: int | None = None
    short_engine: str | None = None


#: The tables a :class:`Row` is read from: the engines' names joined in (a row whose engine is missing
#: from its table is read with no name, and refused as damaged, rather than left out unseen).
ROW_TABLES = (
    "deals AS d LEFT JOIN engines AS e ON e.id = d.engine LEFT JOIN engines AS s ON s.id = d.short_engine"
)
#: The columns of a :class:`Row`, in its order.
ROW_COLUMNS = (
    "d.deal, d.verdict, d.moves, d.iterations, d.positions, d.difficulty, e.name, d.short_moves, s.name"
)


def _unsound_field(values: Sequence[object]) -> str | None:
    """The first field of ``values`` that no sound row holds (None: a sound row). The one statement of
    what a sound row holds, made of plain comparisons: it runs for every row a query prints.

    Types are compared exactly: SQLite hands over int, float, str, bytes or None, and a float is no count.
    A difficulty that is not a number fails its comparisons (NaN), and infinity exceeds the bound."""
    deal, verdict, moves, iterations, positions, difficulty, engine, short_moves, short_engine = values
    if type(deal) is not int or not FIRST_DEAL <= deal <= LAST_DEAL:
        return "deal"
    if type(verdict) is not str or verdict not in VERDICTS:
        return "verdict"
    if moves is not None and (type(moves) is not int or not 0 <= moves <= MOST_MOVES):
        return "moves"
    if type(iterations) is not int or iterations < 0:
        return "iterations"
    if type(positions) is not int or positions < 0:
        return "positions"
    if difficulty is not None and (
        type(difficulty) not in (float, int) or not 0 <= difficulty <= MOST_DIFFICULTY  # type: ignore[operator]
    ):
        return "difficulty"
    if type(engine) is not str:
        return "engine"
    if short_moves is not None and (type(short_moves) is not int or not 0 <= short_moves <= MOST_MOVES):
        return "short_moves"
    if short_engine is not None and type(short_engine) is not str:
        return "short_engine"
    return None


#: A sound row, to try one value in (:func:`is_sound`).
_SOUND_ROW: tuple[object, ...] = (FIRST_DEAL, VERDICTS[0], None, 0, 0, None, "", None, None)


class DamagedRowError(ValueError):
    """A row that no sound catalogue holds; its one argument is a :class:`~.text_marks.Message` naming
    the deal and the first damaged field (``deal 5: moves 'abc'``)."""


def checked_row(values: Sequence[object]) -> Row:
    """``values`` (as :data:`ROW_COLUMNS` selects them) as a :class:`Row`; raises
    :class:`DamagedRowError` unless every field is sound."""
    field = _unsound_field(values)
    if field is not None:
        raise DamagedRowError(_damage(values, field))
    return Row(*values)  # type: ignore[arg-type]


def is_sound(field: str, value: object) -> bool:
    """Whether ``value`` may stand in ``field`` of a sound row (for values SQL gathered: a minimum, a key)."""
    values = list(_SOUND_ROW)
    values[Row._fields.index(field)] = value
    return _unsound_field(values) is None


def _damage(values: Sequence[object], field: str) -> Message:
    if field == "deal":
        return message(NOT_A_DEAL, deal=_shown(values[0]))
    value = values[Row._fields.index(field)]
    return message(DAMAGED_FIELD, deal=_shown(values[0]), field=field, value=_shown(value))


def _shown(value: object) -> object:
    """A stored value as a message quotes it: a deal number grouped, text quoted and cut, NULL by name."""
    if value is None:
        return "NULL"
    if type(value) is int:
        return Grouped(value)
    if isinstance(value, str):
        return shorten_for_message(value)
    return cut_for_message(repr(value))  # 1e+308, inf, b'\x00'
