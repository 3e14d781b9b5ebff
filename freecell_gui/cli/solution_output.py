"""A solution printed by ``freecell solve``: read back and replayed first, as ``freecell replay`` would
read it (a solution that does not win raises :class:`SolverBugError` before a byte is written), then
written in one of :data:`~freecell_gui.core.notation.formats.SOLUTION_FORMATS`."""

from __future__ import annotations

from collections.abc import Sequence

from freecell_gui.core.notation.formats import SOLUTION_FORMATS
from freecell_gui.core.rules.autoplay import DEFAULT_AUTOPLAY, Autoplay
from freecell_gui.core.rules.position import Position
from freecell_gui.core.rules.replay import Replay, replay
from freecell_gui.core.search.solution import SolverBugError

_SEPARATOR = "\n\n\n====================\n\n"


def replay_solution(start: Position, texts: Sequence[str], autoplay: Autoplay = DEFAULT_AUTOPLAY) -> Replay:
    """The printed moves ``texts`` read back and replayed by our engine with ``autoplay``, as
    ``freecell replay`` would; raises :class:`SolverBugError` unless they win the game."""
    try:
        result = replay(start, " ".join(texts), autoplay=autoplay, solution=True)
    except ValueError as error:  # IllegalMove, or text the move parser does not read (MoveTextError)
        raise SolverBugError(f"the solution does not replay with autoplay {autoplay}: {error}") from None
    if not result.final.is_solved():
        raise SolverBugError(f"the solution does not win the game with autoplay {autoplay}")
    return result


def formatted_solution(result: Replay, texts: Sequence[str], fmt: str = "line") -> str:
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
