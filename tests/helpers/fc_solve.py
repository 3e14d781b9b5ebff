"""fc-solve as the oracle for moves and positions: its solution of a Microsoft deal, every move and the
board after each, as ``make-microsoft-freecell-board -t N | fc-solve -l lg -p -t -sam -snx`` prints them.

Missing fc-solve skips the test on a developer's machine and fails it under CI (.ci/run installs it).
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from functools import cache

import pytest

_MOVE_LINE = re.compile(r"^Move: (\S+)", re.MULTILINE)
_BOARD = re.compile(r"^Foundations:.*?(?=\n\n\n|\n\n=|\Z)", re.MULTILINE | re.DOTALL)


def require_fc_solve() -> None:
    if shutil.which("fc-solve") and shutil.which("make-microsoft-freecell-board"):
        return
    if os.environ.get("CI"):
        pytest.fail("fc-solve is required under CI (apt-get install freecell-solver-bin)")
    pytest.skip("fc-solve is not installed (apt-get install freecell-solver-bin)")


@cache
def fc_solve_output(number: int, *display: str) -> str:
    """fc-solve's whole output for deal ``number``: the start, then each move and the board after it (or
    what the ``display`` options, such as ``-m``, ask for instead of ``-p -t -sam``)."""
    require_fc_solve()
    board = subprocess.run(
        ["make-microsoft-freecell-board", "-t", str(number)], capture_output=True, text=True, check=True
    ).stdout
    return subprocess.run(
        ["fc-solve", "-l", "lg", *(display or ("-p", "-t", "-sam")), "-snx"],
        input=board,
        capture_output=True,
        text=True,
        check=True,
        env={**os.environ, "FREECELL_SOLVER_QUIET": "1"},
    ).stdout


def normalized_board(text: str) -> str:
    """fc-solve pads its lines with spaces; compare boards without them."""
    return "\n".join(line.rstrip() for line in text.strip().splitlines())


def fc_solve_moves(number: int) -> str:
    """fc-solve's solution of deal ``number``: every move (home too), -snx counts, space-separated."""
    return " ".join(_MOVE_LINE.findall(fc_solve_output(number)))


def fc_solve_boards(number: int) -> list[str]:
    """The boards fc-solve prints: the start, then after each move (trailing spaces stripped)."""
    return [normalized_board(board) for board in _BOARD.findall(fc_solve_output(number))]
