"""Solving a range of deals on several processes, one line a deal, handed back in deal order.

The workers are those a catalogue build uses too (:mod:`~freecell_gui.core.workers`: a few chunks
per worker in flight, so a range of billions of deals needs no more memory than a short one; Ctrl+C
reaches the parent, which ends them on any exit, the consumer abandoning the iterator included). The
kernels are loaded in the parent before the workers fork, so that each inherits them. Each deal is
solved by the quick pass (``fast``, a range's default: milliseconds a deal) or the anytime search
(``short``: about a second a deal, the fewest moves it finds), its solution replayed by
:class:`~freecell_gui.core.rules.position.Position` before its line is written.
"""

from __future__ import annotations

import functools
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from freecell_gui.core.rules.autoplay import DEFAULT_AUTOPLAY, Autoplay
from freecell_gui.core.rules.position import Position
from freecell_gui.core.search.bounds import DEFAULT_MAX_POSITIONS
from freecell_gui.core.workers import worker_results

#: Deals per task: enough to amortise the inter-process round trip over deals of milliseconds.
CHUNK = 32
#: The short preset's: one, a deal takes about a second (and a range of a few deals uses every core).
SHORT_CHUNK = 1
PRESETS = ("fast", "short")
#: A line's verdict words, as programs read them (the catalogue's too).
VERDICT_WORDS = {"solved": "solved", "no solution": "no-solution", "gave up": "gave-up"}
#: The word of a deal that only safe autoplay wins, when max autoplay was asked for (deal 1941): its moves
#: replay with safe autoplay.
SOLVED_SAFE = "solved-safe"


@dataclass(frozen=True)
class RangeOptions:
    """What every deal of a range is solved with: ``preset`` "fast" (the quick pass) or "short" (the
    anytime search), the ``autoplay`` its moves are written for, the complete search's bound and a
    time limit a deal."""

    preset: str = "fast"
    autoplay: Autoplay = DEFAULT_AUTOPLAY
    max_positions: int = DEFAULT_MAX_POSITIONS
    time_limit: float | None = None

    @property
    def chunk(self) -> int:
        """Deals per task."""
        return SHORT_CHUNK if self.preset == "short" else CHUNK


def deal_line(number: int, options: RangeOptions) -> str:
    """``N solved 8a 8b …``, ``N no-solution`` or ``N gave-up``, with its newline."""
    from freecell_gui.core.search import quick, search

    start = Position.deal(number)
    solve = quick if options.preset == "fast" else search
    found = solve(start, options.autoplay, time_limit=options.time_limit, max_positions=options.max_positions)
    if found.solution is None:
        return f"{number} {VERDICT_WORDS[found.verdict]}\n"
    word = "solved" if found.solution.autoplay == options.autoplay else SOLVED_SAFE
    moves = found.solution.text
    return f"{number} {word}{' ' if moves else ''}{moves}\n"


def solve_chunk(deals: Sequence[int], options: RangeOptions) -> str:
    """The lines of ``deals``: the task of a worker process."""
    return "".join(deal_line(number, options) for number in deals)


def chunk_count(first: int, last: int, chunk: int = CHUNK) -> int:
    """The chunks of ``chunk`` deals that ``first`` … ``last`` is solved in."""
    return -(-(last - first + 1) // chunk)


def solve_range(first: int, last: int, jobs: int, options: RangeOptions) -> Iterator[tuple[int, str]]:
    """Deals ``first`` … ``last`` solved on ``jobs`` processes: yields (deals done, their lines) in deal
    order."""
    from freecell_gui.core.search import prepare

    if options.preset not in PRESETS:
        raise ValueError(f"unknown preset {options.preset!r}: choose one of {', '.join(PRESETS)}")
    prepare()  # before the workers fork: each inherits the loaded kernels
    if jobs <= 1 or last == first:
        for number in range(first, last + 1):
            yield number - first + 1, deal_line(number, options)
        return
    chunks = (
        range(start, min(start + options.chunk, last + 1)) for start in range(first, last + 1, options.chunk)
    )
    done = 0
    work = functools.partial(solve_chunk, options=options)
    for lines in worker_results(chunks, jobs, work, ordered=True):
        done += lines.count("\n")
        yield done, lines
