"""Whether a solution's reader wins the moves kept as they are written, compiled: the first question of
:func:`~freecell_gui.core.solution_text.needed_counts`, and most of its cost in ``freecell solve A..B``.

A move of one card onto an empty column is written bare (``21``), and a reader (``freecell replay``,
FreeCell's "move column or single card?") takes it as the most cards that may go; a solution's reader
tries the other readings, most cards first, when the game is not won. :func:`reads_as_written` follows
:func:`~freecell_gui.core.rules.move_check.wins_as_read` step for step — the same readings in the same order,
the same moves tried counted against the same budget — on :mod:`.shown_kernel`'s rows, and answers
only when it finds the win: then ``needed_counts`` keeps the texts as they are. Otherwise the caller
asks ``needed_counts``. tests/core/search/test_reading_kernel.py holds it to ``wins_as_read``.
"""

from __future__ import annotations

import numpy as np

from freecell_gui.core.rules.move_check import COLUMN_TO_COLUMN
from freecell_gui.core.rules.replay import MAX_TRIES
from freecell_gui.core.search.jit import kernel
from freecell_gui.core.search.shown_kernel import (
    CARDS,
    DEST,
    GAME_SIZE,
    HOME,
    KIND,
    LENGTH,
    ONTO_EMPTY,
    SLOTS,
    SOURCE,
    Cards,
    Rows,
    free_and_empty,
    legal,
    make,
    run_length,
    settle,
    start_game,
)

#: needed_counts' budget for its fast search (half the reader's, for a margin).
BUDGET = MAX_TRIES // 2


@kernel
def wins_written(dealt: Cards, rows: Rows, max_tries: int) -> bool:
    """Whether the reader wins the moves ``rows`` (shown_ops') as written from the deal ``dealt``, safe
    autoplay after each: a move onto a card carries the cards that fit it, a bare move onto an empty
    column the most that may go and then fewer (a depth-first search), a counted one (``v``, a run
    written with its count) its count. False also when ``max_tries`` moves were tried first."""
    n = len(rows)
    saved = np.empty((n + 1, GAME_SIZE), dtype=np.int64)  # the game before each choice still open
    resume_at = np.empty(n + 1, dtype=np.int64)
    next_count = np.empty(n + 1, dtype=np.int64)  # the reading to try next there (most cards first)
    game = start_game(dealt)
    index, forced, open_choices, tries = 0, 0, 0, 0
    while True:
        i, choice = index, 0
        while i < n:
            kind, source, dest = rows[i, KIND], rows[i, SOURCE], rows[i, DEST]
            count = 1
            if kind == COLUMN_TO_COLUMN:
                count = rows[i, CARDS] if rows[i, ONTO_EMPTY] and rows[i, CARDS] > 1 else 0  # as written
                if i == index and forced:
                    count = forced
                elif count == 0:  # uncounted: what fits the target's card, or a choice on an empty column
                    length = game[LENGTH + source]
                    if length == 0:
                        break
                    target = game[LENGTH + dest]
                    if target:
                        count = (game[dest * SLOTS + target - 1] >> 2) - (
                            game[source * SLOTS + length - 1] >> 2
                        )
                        if count < 1:
                            break
                    else:
                        free, empty = free_and_empty(game)
                        count = min(run_length(game, source), (free + 1) << max(empty - 1, 0))
                        if count > 1:
                            choice = count
                            break
            if not legal(kind, source, dest, count, game):
                break
            make(kind, source, dest, count, game)
            settle(game)
            i += 1
        tries += i - index
        if choice:
            saved[open_choices] = game
            resume_at[open_choices], next_count[open_choices] = i, choice
            open_choices += 1
        elif i < n:
            tries += 1  # the move that failed
        elif game[HOME] + game[HOME + 1] + game[HOME + 2] + game[HOME + 3] == 52:
            return True
        while open_choices and next_count[open_choices - 1] == 0:
            open_choices -= 1
        if not open_choices or tries > max_tries:
            return False
        top = open_choices - 1
        game = saved[top].copy()
        index, forced = resume_at[top], next_count[top]
        next_count[top] -= 1


def reads_as_written(dealt: Cards, rows: Rows) -> bool:
    """:func:`wins_written` within needed_counts' budget: True when ``needed_counts`` keeps the texts
    of ``rows`` as they are written (its first question answered yes)."""
    return bool(wins_written(dealt, rows, BUDGET))
