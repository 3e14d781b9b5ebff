"""A solver's solution as text: the moves in standard notation, or fc-solve's detailed form.

fc-solve lists every move, the ones to the foundations included. With ``autoplay="safe"`` the moves that
Microsoft's automatic moves home would make by themselves are left out, so that the list replays in
FreeCell (and in ``freecell replay`` with its default autoplay) exactly as the short solutions of
freecellgamesolutions.com do. Either way the list is replayed by our move engine before it is shown.
"""

from __future__ import annotations

from collections.abc import Sequence

from freecell_gui.core.notation.formats import SOLUTION_FORMATS
from freecell_gui.core.notation.standard import COLUMN_NAMES, FREE_CELL_NAMES, IllegalMove, Move, parse_moves
from freecell_gui.core.rules import replay as reader
from freecell_gui.core.rules.autoplay import safe_autoplay
from freecell_gui.core.rules.move_check import Op, op_of, wins_as_read
from freecell_gui.core.rules.position import Position
from freecell_gui.core.rules.reduction import autoplay_reduction, reduced_texts
from freecell_gui.core.rules.replay import Replay, replay
from freecell_gui.core.solver import SolverBugError

_SEPARATOR = "\n\n\n====================\n\n"


def _moved_cards(position: Position, move: Move) -> tuple[int, ...]:
    if move.source in COLUMN_NAMES:
        return position.cascades[COLUMN_NAMES.index(move.source)][-move.count :]
    card = position.free_cells[FREE_CELL_NAMES.index(move.source)]
    return () if card is None else (card,)


def without_autoplayed(
    start: Position, moves: Sequence[Move], ops: Sequence[Op] | None = None
) -> list[tuple[Move, str]]:
    """``moves`` (every move, counts included; ``ops``, the same prepared, if at hand) less the moves
    home that safe autoplay makes itself, each with its text: fc-solve's ``-snx`` (``v`` and the count
    for a run onto an empty column), plus ``v1`` on a single card moved onto an empty column where the
    bare move would mean more cards, unless the bare text still wins (see :func:`needed_counts`).
    Raises :class:`SolverBugError` unless the moves win with safe autoplay.

    The fast path (:func:`~.reduction.autoplay_reduction`, which checks what is left as
    :func:`~.move_check.check_ops` with autoplay would) is checked against :func:`_reduced_by_apply` in
    the tests; anything it does not take (a bug in a solution) goes the slow way, which says what is wrong.
    """
    try:
        reduced = autoplay_reduction(start, moves, ops if ops is not None else [op_of(m) for m in moves])
    except (IndexError, TypeError):
        reduced = None
    if reduced is None:
        return _reduced_by_apply(start, moves)
    texts = [str(move) for move in reduced.moves]
    for index in reduced.onto_empty:
        texts[index] = reduced.moves[index].written()
    texts = needed_counts(start, texts, reduced.ambiguous)
    return list(zip(reduced.moves, texts, strict=True))


def _reduced_by_apply(start: Position, moves: Sequence[Move]) -> list[tuple[Move, str]]:
    """:func:`without_autoplayed` with :meth:`Position.apply`, which explains a move it refuses.

    Both games are followed side by side: a move whose cards are all home already in the autoplayed
    game is dropped, and a run some of whose cards went home moves the rest (a card goes home only
    from the end of a column, so what is left of a run is still at the end of its column).
    """
    full, played = start, start
    kept: list[tuple[Move, str]] = []
    ambiguous: list[int] = []  # the kept moves of one card to an empty column that a reader takes as more
    try:
        for move in moves:
            cards = _moved_cards(full, move)
            full = full.apply(move)
            home = played.foundations
            left = sum(1 for card in cards if home[card & 3] <= card >> 2)
            if left:
                made = Move(move.source, move.dest, left)
                onto_empty = made.dest in COLUMN_NAMES and not played.cascades[COLUMN_NAMES.index(made.dest)]
                if onto_empty and left == 1 and _reads_as_more(played, made):
                    ambiguous.append(len(kept))
                text = made.written() if onto_empty else str(made)
                played, _ = safe_autoplay(played.apply(made))
                kept.append((made, text))
    except IllegalMove as error:
        raise SolverBugError(f"the solution does not replay with autoplay safe: {error}") from None
    if not played.is_solved():
        raise SolverBugError("the solution does not win the game with autoplay safe")
    texts = needed_counts(start, [text for _, text in kept], ambiguous)
    return [(move, text) for (move, _), text in zip(kept, texts, strict=True)]


def _reads_as_more(position: Position, move: Move) -> bool:
    """Whether ``move``, one card onto an empty column, reads bare as more cards (a longer run may go)."""
    if move.source not in COLUMN_NAMES:
        return False
    source = COLUMN_NAMES.index(move.source)
    return min(position.sequence_length(source), position.supermove_limit(True)) > 1


def needed_counts(start: Position, texts: list[str], ambiguous: list[int]) -> list[str]:
    """``texts`` with ``v1`` added to those of the ``ambiguous`` moves that need it to win.

    A reader (``freecell replay``, FreeCell's "move column or single card?") takes a bare move to an
    empty column as the most cards that may go, and a solution's reader (:func:`replay` with
    ``solution=True``) tries the other readings when that does not win; with safe autoplay a wrong
    reading need not fail, so the bare text is kept only where the reader still wins with it. First all
    bare; else ``v1`` everywhere, then taken off again move by move where the game is still won.
    """
    if not ambiguous:
        return texts

    def wins(bare: set[int]) -> bool:
        shown = " ".join(
            text if i in bare or i not in counted else text + "v1" for i, text in enumerate(texts)
        )
        # The fast search first, with half the reader's budget for a margin; the reader decides otherwise.
        if wins_as_read(start, parse_moves(shown), reader.MAX_TRIES // 2):
            return True
        try:
            return replay(start, shown, "safe", solution=True).final.is_solved()
        except ValueError:
            return False

    counted = set(ambiguous)
    if wins(counted):
        return texts
    bare: set[int] = set()
    for index in ambiguous:
        if wins(bare | {index}):
            bare.add(index)
    return [text if i in bare or i not in counted else text + "v1" for i, text in enumerate(texts)]


def shown_texts(
    start: Position,
    moves: Sequence[Move],
    texts: Sequence[str],
    autoplay: str,
    ops: Sequence[Op] | None = None,
) -> list[str]:
    """The moves as printed with ``autoplay``: every move (``texts``), or those autoplay does not make
    (``ops``: the moves prepared for :mod:`~.move_check`, if at hand)."""
    if autoplay == "none":
        return list(texts)
    return [text for _, text in without_autoplayed(start, moves, ops or None)]


def shown_texts_of_ops(start: Position, ops: Sequence[Op]) -> list[str] | None:
    """:func:`shown_texts` with safe autoplay of a solution given as ``ops`` only, none of its moves made
    (the hot path of ``freecell solve A..B``); None when the fast reduction does not take the solution
    (:func:`shown_texts` then says what is wrong with it)."""
    try:
        reduced = reduced_texts(start, ops)
    except (IndexError, TypeError):
        return None
    if reduced is None:
        return None
    texts, ambiguous = reduced
    return needed_counts(start, texts, ambiguous)


def replay_solution(start: Position, texts: Sequence[str], autoplay: str = "safe") -> Replay:
    """The printed moves ``texts`` read back and replayed by our engine with ``autoplay``, as
    ``freecell replay`` would; raises :class:`SolverBugError` unless they win the game."""
    try:
        result = replay(start, " ".join(texts), autoplay=autoplay, solution=True)
    except ValueError as error:  # IllegalMove, or text the move parser does not read (MoveTextError)
        raise SolverBugError(f"the solution does not replay with autoplay {autoplay}: {error}") from None
    if not result.final.is_solved():
        raise SolverBugError(f"the solution does not win the game with autoplay {autoplay}")
    return result


def site_replay(start: Position, moves: Sequence[Move], ops: Sequence[Op] | None = None) -> Replay:
    """A solver's complete solution (every move) as freecellgamesolutions.com writes and counts it, and as
    ``freecell solve`` prints it: the moves a player makes, replayed with safe autoplay, whose moves home
    are each step's ``auto``. Raises :class:`SolverBugError` unless it wins."""
    return replay_solution(start, shown_texts(start, moves, (), "safe", ops), "safe")


def solution_text(result: Replay, texts: Sequence[str], fmt: str = "line") -> str:
    """The moves ``texts`` of the replay ``result``. ``line``: on one line; ``lines``: one a line;
    ``detailed``: fc-solve's ``-p -t -sam -snx`` output (each position, then ``Move: …`` and the position
    after it, automatic moves included)."""
    if fmt == "line":
        return " ".join(texts) + "\n"
    if fmt == "lines":
        return "".join(text + "\n" for text in texts)
    if fmt == "detailed":
        blocks = ["-=-=-=-=-=-=-=-=-=-=-=-\n\n" + result.start.to_fcs()]
        for step, text in zip(result.steps, texts, strict=True):
            blocks.append(f"Move: {text} \n\n{step.position.to_fcs()}")
        return _SEPARATOR.join(blocks) + _SEPARATOR
    raise ValueError(f"unknown solution format {fmt!r}: choose one of {', '.join(SOLUTION_FORMATS)}")


def _fcs_position(position: Position) -> str:
    return position.to_fcs()
