"""The `Position` value: a FreeCell game in progress, and the rules that move its cards.

Rules (Microsoft FreeCell): the tableau builds down in alternating colours; the foundations build up by
suit from the ace; a free cell holds one card; a sequence of k cards may move at once when
k ≤ (empty free cells + 1) × 2^(empty columns, not counting the destination) — the cards a player
could move one at a time through the free cells and the empty columns (the FreeCell FAQ's "supermove",
http://solitairelaboratory.com/fcfaq.html; fc-solve's solutions keep to the same limit).

Positions are plain tuples of card indices (cards.py: index = 4·rank + suit) so that they hash, compare
and copy cheaply; the rules use tables precomputed over all 52 × 52 pairs of cards
(:mod:`~freecell_gui.core.rules.card_rules`).
"""

from __future__ import annotations

from dataclasses import dataclass

from freecell_gui.core.deals.cards import DECK_SIZE, card_code
from freecell_gui.core.notation.fcs_text import CASCADE_COUNT, FREE_CELL_COUNT, format_fcs, parse_fcs
from freecell_gui.core.notation.standard import (
    COLUMN_NAMES,
    FREE_CELL_NAMES,
    HOME,
    LOCATION_INDEX,
    UNCOUNTED,
    IllegalMove,
    Move,
)
from freecell_gui.core.rules.card_rules import FITS, TAKES, cannot_go_on, is_sequence, supermove_limit
from freecell_gui.util.text_marks import QT_TRANSLATE_NOOP, Message, counted, message

_FIRST_CELL = CASCADE_COUNT  # location indices: columns 0–7, free cells 8–11, home 12
_HOME = CASCADE_COUNT + FREE_CELL_COUNT
_RANKS_PER_SUIT = 13
_SOLVED = (_RANKS_PER_SUIT,) * 4
_SUIT_PLURALS = (
    QT_TRANSLATE_NOOP("MoveRules", "clubs"),
    QT_TRANSLATE_NOOP("MoveRules", "diamonds"),
    QT_TRANSLATE_NOOP("MoveRules", "hearts"),
    QT_TRANSLATE_NOOP("MoveRules", "spades"),
)


@dataclass(frozen=True, slots=True)
class Position:
    """Eight ``cascades`` (top card first, the exposed card last), four ``free_cells`` (slots a–d, a card
    or None) and four ``foundations`` (how many cards of each suit C D H S are home)."""

    cascades: tuple[tuple[int, ...], ...]
    free_cells: tuple[int | None, ...]
    foundations: tuple[int, ...]

    @classmethod
    def deal(cls, number: int | str) -> Position:
        """Deal ``number``'s start: its cascades, empty free cells and foundations."""
        from freecell_gui.core.deals.deal import deal

        return cls(deal(number).cascade_indices(), (None,) * FREE_CELL_COUNT, (0,) * 4)

    @classmethod
    def from_fcs(cls, text: str) -> Position:
        """Read fc-solve's board text (with or without its Foundations/Freecells lines).

        Raises :class:`~freecell_gui.core.notation.fcs_text.PositionTextError` (a ValueError) naming the
        problem.
        """
        return cls(*parse_fcs(text))

    def to_fcs(self) -> str:
        """The position exactly as ``fc-solve -p -t`` prints it, without a trailing newline."""
        return format_fcs(self.cascades, self.free_cells, self.foundations)

    def __str__(self) -> str:
        return self.to_fcs()

    def is_solved(self) -> bool:
        return self.foundations == _SOLVED

    def sequence_length(self, column: int) -> int:
        """How many cards at the bottom of column ``column`` (0–7) form one sequence (0 if empty)."""
        cards = self.cascades[column]
        length = 1 if cards else 0
        while length < len(cards) and FITS[cards[-length] * DECK_SIZE + cards[-length - 1]]:
            length += 1
        return length

    def supermove_limit(self, to_empty_column: bool = False) -> int:
        """The most cards that may move at once onto a card (or, if ``to_empty_column``, to an empty one)."""
        empty_columns = sum(1 for column in self.cascades if not column) - to_empty_column
        return supermove_limit(self.free_cells.count(None), empty_columns)

    def apply(self, move: Move) -> Position:
        """The position after ``move``; raises :class:`IllegalMove` saying why it is not allowed here."""
        source = LOCATION_INDEX.get(move.source)
        dest = LOCATION_INDEX.get(move.dest)
        if source is None or dest is None:
            bad = move.source if source is None else move.dest
            template = QT_TRANSLATE_NOOP(
                "MoveRules", "{place} is not a place (columns 1-8, free cells a-d, home h)"
            )
            raise IllegalMove(message(template, place=repr(bad)), move)
        if move.count < 0 or move.count > _RANKS_PER_SUIT:
            template = QT_TRANSLATE_NOOP("MoveRules", "a move carries 1 to {most} cards, not {count}")
            raise IllegalMove(message(template, most=_RANKS_PER_SUIT, count=move.count), move)
        if source == dest:
            raise IllegalMove(
                message(QT_TRANSLATE_NOOP("MoveRules", "the source and the destination are the same")), move
            )
        if source == _HOME:
            raise IllegalMove(
                message(QT_TRANSLATE_NOOP("MoveRules", "cards never leave the foundations")), move
            )
        if source < _FIRST_CELL:
            column = self.cascades[source]
            if not column:
                raise IllegalMove(
                    message(QT_TRANSLATE_NOOP("MoveRules", "column {column} is empty"), column=move.source),
                    move,
                )
            if dest < _FIRST_CELL:
                return self._column_to_column(move, source, dest)
            if move.count > 1:
                if dest == _HOME:
                    template = QT_TRANSLATE_NOOP("MoveRules", "cards go home one at a time, not {count}")
                else:
                    template = QT_TRANSLATE_NOOP("MoveRules", "a free cell holds one card, not {count}")
                raise IllegalMove(message(template, count=move.count), move)
            card = column[-1]
            cascades = (*self.cascades[:source], column[:-1], *self.cascades[source + 1 :])
            if dest == _HOME:
                return Position(cascades, self.free_cells, self._home_with(card, move))
            return Position(cascades, self._cells_with(dest, card, move), self.foundations)
        return self._from_free_cell(move, source - _FIRST_CELL, dest)

    def _cells_with(self, dest: int, card: int, move: Move) -> tuple[int | None, ...]:
        slot = dest - _FIRST_CELL
        if self.free_cells[slot] is not None:
            template = QT_TRANSLATE_NOOP("MoveRules", "free cell {cell} is occupied")
            raise IllegalMove(message(template, cell=FREE_CELL_NAMES[slot]), move)
        return (*self.free_cells[:slot], card, *self.free_cells[slot + 1 :])

    def _home_with(self, card: int, move: Move) -> tuple[int, ...]:
        suit, rank = card & 3, card >> 2
        home = self.foundations[suit]
        if home != rank:
            wanted: Message | str = message(QT_TRANSLATE_NOOP("MoveRules", "nothing more"))
            if home < _RANKS_PER_SUIT:
                wanted = card_code(4 * home + suit)
            template = QT_TRANSLATE_NOOP(
                "MoveRules", "{card} cannot go home: the {suit} foundation takes {wanted} next"
            )
            suit_name = message(_SUIT_PLURALS[suit])
            raise IllegalMove(message(template, card=card_code(card), suit=suit_name, wanted=wanted), move)
        return (*self.foundations[:suit], rank + 1, *self.foundations[suit + 1 :])

    def _from_free_cell(self, move: Move, slot: int, dest: int) -> Position:
        card = self.free_cells[slot]
        if card is None:
            template = QT_TRANSLATE_NOOP("MoveRules", "free cell {cell} is empty")
            raise IllegalMove(message(template, cell=FREE_CELL_NAMES[slot]), move)
        if move.count > 1:
            template = QT_TRANSLATE_NOOP("MoveRules", "a free cell holds one card, not {count}")
            raise IllegalMove(message(template, count=move.count), move)
        cells = (*self.free_cells[:slot], None, *self.free_cells[slot + 1 :])
        if dest == _HOME:
            return Position(self.cascades, cells, self._home_with(card, move))
        if dest >= _FIRST_CELL:
            template = QT_TRANSLATE_NOOP("MoveRules", "a card cannot move from one free cell to another")
            raise IllegalMove(message(template), move)
        column = self.cascades[dest]
        if column and not FITS[card * DECK_SIZE + column[-1]]:
            onto = column[-1]
            raise IllegalMove(cannot_go_on(card, onto), move)
        cascades = (*self.cascades[:dest], (*column, card), *self.cascades[dest + 1 :])
        return Position(cascades, cells, self.foundations)

    def _column_to_column(self, move: Move, source: int, dest: int) -> Position:
        column, target = self.cascades[source], self.cascades[dest]
        count = move.count
        if count == UNCOUNTED:
            if target:
                onto = target[-1]
                count = (onto >> 2) - (column[-1] >> 2)  # the card one rank below `onto` is that deep
                if not (
                    1 <= count <= len(column)
                    and FITS[column[-count] * DECK_SIZE + onto]
                    and is_sequence(column, count)
                ):
                    template = QT_TRANSLATE_NOOP(
                        "MoveRules", "nothing movable in column {column} fits on {onto} (it takes {takes})"
                    )
                    reason = message(template, column=move.source, onto=card_code(onto), takes=TAKES[onto])
                    raise IllegalMove(reason, move)
            else:
                count = min(self.sequence_length(source), self.supermove_limit(True))
        else:
            if count > len(column):
                template = QT_TRANSLATE_NOOP("MoveRules", "column {column} holds only %Ln card(s)", "", 1)
                raise IllegalMove(counted(template, len(column), column=move.source), move)
            if not is_sequence(column, count):
                template = QT_TRANSLATE_NOOP(
                    "MoveRules",
                    "the bottom {count} cards of column {column} are not one sequence in alternating colours",
                )
                raise IllegalMove(message(template, count=count, column=move.source), move)
            if target and not FITS[column[-count] * DECK_SIZE + target[-1]]:
                raise IllegalMove(cannot_go_on(column[-count], target[-1]), move)
        if count > 1 and count > (limit := self.supermove_limit(not target)):
            empty = sum(1 for c in self.cascades if not c) - (not target)
            if target:
                template = QT_TRANSLATE_NOOP(
                    "MoveRules",
                    "{count} cards cannot move at once: (empty free cells + 1) × 2^(empty columns) = "
                    "({cells} + 1) × 2^{columns} = {limit}",
                )
            else:
                template = QT_TRANSLATE_NOOP(
                    "MoveRules",
                    "{count} cards cannot move at once: (empty free cells + 1) × 2^(empty columns, not "
                    "counting the destination) = ({cells} + 1) × 2^{columns} = {limit}",
                )
            cells = self.free_cells.count(None)
            raise IllegalMove(message(template, count=count, cells=cells, columns=empty, limit=limit), move)
        cascades = list(self.cascades)
        cascades[source] = column[:-count]
        cascades[dest] = target + column[-count:]
        return Position(tuple(cascades), self.free_cells, self.foundations)

    def allows(self, move: Move) -> bool:
        """Whether ``move`` may be made here (:meth:`apply` says why not)."""
        try:
            self.apply(move)
        except IllegalMove:
            return False
        return True

    def legal_moves(self) -> list[Move]:
        """Every legal move, with its count: each empty free cell and each empty column is a separate
        destination, and every count that may move to an empty column is a separate move."""
        moves: list[Move] = []
        cascades, cells, home = self.cascades, self.free_cells, self.foundations
        empty_cells = [FREE_CELL_NAMES[i] for i, card in enumerate(cells) if card is None]
        onto_limit = self.supermove_limit(False)
        empty_limit = self.supermove_limit(True)
        for source, column in enumerate(cascades):
            if not column:
                continue
            name, top = COLUMN_NAMES[source], column[-1]
            if home[top & 3] == top >> 2:
                moves.append(Move(name, HOME))
            moves.extend(Move(name, cell) for cell in empty_cells)
            run = self.sequence_length(source)
            for dest, target in enumerate(cascades):
                if dest == source:
                    continue
                if target:
                    count = (target[-1] >> 2) - (top >> 2)
                    if 1 <= count <= min(run, onto_limit) and FITS[column[-count] * DECK_SIZE + target[-1]]:
                        moves.append(Move(name, COLUMN_NAMES[dest], count))
                else:
                    moves.extend(
                        Move(name, COLUMN_NAMES[dest], n) for n in range(min(run, empty_limit), 0, -1)
                    )
        for slot, card in enumerate(cells):
            if card is None:
                continue
            name = FREE_CELL_NAMES[slot]
            if home[card & 3] == card >> 2:
                moves.append(Move(name, HOME))
            moves.extend(
                Move(name, COLUMN_NAMES[dest])
                for dest, target in enumerate(cascades)
                if not target or FITS[card * DECK_SIZE + target[-1]]
            )
        return moves
