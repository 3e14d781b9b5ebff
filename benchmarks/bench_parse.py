"""Reading text: every reader of what the program is given (a paste, a file, standard input) on 10 MB of
text, the worst shapes first — a solution followed by 10 MB of line breaks once took minutes. Goal: well
under a second each; a paste as long as the window takes is read within a frame (16 ms).
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from benchmarks.bench_moves import DEAL_1_SOLUTION
from benchmarks.report import Figure
from benchmarks.timing import median_seconds, user_environment
from freecell_gui.core.deals.deal import deal
from freecell_gui.core.notation.fcs_text import PositionTextError, parse_fcs
from freecell_gui.core.notation.formats import LayoutError, format_deal, parse_layout
from freecell_gui.core.notation.layout_texts import split_layouts
from freecell_gui.core.notation.standard import MoveTextError, parse_moves
from freecell_gui.core.notation.text_lines import MAX_PASTE_CHARS
from freecell_gui.core.rules.autoplay import Autoplay
from freecell_gui.core.rules.position import Position
from freecell_gui.core.rules.replay import replay

SIZE = 10_000_000
WELL_UNDER_A_SECOND = 0.5
FRAME = 0.016


def _fc_solve_sam_text() -> str:
    """A solution as fc-solve -p -t -sam prints it: each move, then the board after it."""
    steps = replay(Position.deal(1), DEAL_1_SOLUTION, autoplay=Autoplay.NONE).steps
    return "".join(f"Move: {step.text} \n\n{step.position.to_fcs()}\n\n\n{'=' * 20}\n\n" for step in steps)


def _range_text() -> tuple[str, int]:
    """``freecell deal 1..N`` output of about 10 MB, and N."""
    one = len(f"# deal 1\n{format_deal(deal(1))}\n")
    count = SIZE // one
    return "".join(f"# deal {n}\n{format_deal(deal(n))}\n" for n in range(1, count + 1)), count


def _quietly(read: Callable[[str], object]) -> Callable[[str], object]:
    """``read``, its refusal of the text (what a 10 MB token gets) being part of the work measured."""

    def attempt(text: str) -> object:
        try:
            return read(text)
        except (MoveTextError, LayoutError, PositionTextError) as error:
            return error

    return attempt


def _each_layout(text: str) -> None:
    for piece in split_layouts(text):
        piece.parse()


def _replay_process_seconds(text: str) -> float:
    """`freecell replay 1 FILE --autoplay none` on the text, the whole process (median of 3)."""
    environment = user_environment()
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder, "solution.txt")
        path.write_text(text, encoding="utf-8")
        times = []
        for _ in range(3):
            started = time.perf_counter()
            command = [sys.executable, "-m", "freecell_gui", "replay", "1", str(path), "--autoplay", "none"]
            subprocess.run(command, capture_output=True, check=True, env=environment)
            times.append(time.perf_counter() - started)
    return sorted(times)[1]


def run() -> list[Figure]:
    solution = " ".join(DEAL_1_SOLUTION.split())
    token = "x" * SIZE
    sam = _fc_solve_sam_text()
    layout = format_deal(deal(617))
    position = Position.deal(617).to_fcs()
    ranges, layouts = _range_text()
    paste_moves = ("8a a8 " * MAX_PASTE_CHARS)[:MAX_PASTE_CHARS]
    cases: list[tuple[str, Callable[[str], object], str, float]] = [
        ("moves: a solution, then 10 MB of line breaks", parse_moves, solution + "\n" * SIZE, 0),
        ("moves: a solution, then 10 MB of CR LF", parse_moves, solution + "\r\n" * (SIZE // 2), 0),
        ("moves: 10 MB of one token", _quietly(parse_moves), token, 0),
        ("moves: 10 MB of fc-solve -p -t -sam output", parse_moves, sam * (SIZE // len(sam)), 0),
        ("moves: 10 MB of moves (3.3 million)", parse_moves, "8a a8 " * (SIZE // 6), 1.0),
        ("layout: one in 10 MB of blank lines", parse_layout, "\n" * SIZE + layout, 0),
        ("layout: one in 10 MB of comment lines", parse_layout, "#\n" * (SIZE // 2) + layout, 0),
        ("layout: 10 MB of one token", _quietly(parse_layout), token, 0),
        ("layouts: `freecell find` split of 10 MB of blank lines", split_layouts, "\n" * SIZE + layout, 0),
        (
            "position: after 10 MB of fc-solve's -=-=- lines",
            parse_fcs,
            "-=-=-=\n" * (SIZE // 7) + position,
            0,
        ),
        ("position: 10 MB of one token", _quietly(parse_fcs), token, 0),
        ("window paste at its limit: 200,000 characters of moves", parse_moves, paste_moves, FRAME),
        (
            "window paste at its limit: a layout after 200,000 line breaks",
            parse_layout,
            "\n" * (MAX_PASTE_CHARS - len(layout)) + layout,
            FRAME,
        ),
    ]
    figures = []
    for name, read, text, goal in cases:
        repeat = 3 if len(text) > MAX_PASTE_CHARS else 9
        seconds = median_seconds(lambda read=read, text=text: read(text), repeat=repeat)  # type: ignore[misc]
        figures.append(
            Figure(f"{name} (median of {repeat})", seconds, "s", at_most=goal or WELL_UNDER_A_SECOND)
        )
    whole = median_seconds(lambda: _each_layout(ranges), repeat=3)
    figures.append(
        Figure(
            f"layouts: 10 MB of `freecell deal 1..{layouts:,}` output split and read, per layout "
            f"(whole text {whole:.2f} s; a search of one takes ~0.1 s)",
            whole / layouts,
            "s",
            at_most=1e-4,
        )
    )
    figures.append(
        Figure(
            "`freecell replay` whole process: a solution, then 10 MB of line breaks (median of 3)",
            _replay_process_seconds(DEAL_1_SOLUTION + "\n" * SIZE),
            "s",
            at_most=1.0,
        )
    )
    return figures
