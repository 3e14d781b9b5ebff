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

from freecell_gui.app.play_state import GamePlay
from freecell_gui.core.notation.standard import Move
from freecell_gui.core.rules.autoplay import Autoplay
from freecell_gui.core.rules.position import Position
from freecell_gui.core.rules.replay import replay

_MOVE_LINE = re.compile(r"^Move: (\S+)", re.MULTILINE)
_BOARD = re.compile(r"^Foundations:.*?(?=\n\n\n|\n\n=|\Z)", re.MULTILINE | re.DOTALL)


def require_fc_solve() -> None:
    if shutil.which("fc-solve") and shutil.which("make-microsoft-freecell-board"):
        return
    if os.environ.get("CI"):
        pytest.fail("fc-solve is required under CI (apt-get install freecell-solver-bin)")
    pytest.skip("fc-solve is not installed (apt-get install freecell-solver-bin)")


@cache
def fc_solve_output(number: int, *display: str, preset: str | None = "lg") -> str:
    """fc-solve's whole output for deal ``number`` with its moves counted (-snx): the start, then each move
    and the board after it, or what the ``display`` options ask for instead of ``-p -t -sam`` (``-m``;
    search options such as ``-sp r:tf``). ``preset`` is fc-solve's ``-l`` (None: fc-solve's default)."""
    require_fc_solve()
    board = subprocess.run(
        ["make-microsoft-freecell-board", "-t", str(number)], capture_output=True, text=True, check=True
    ).stdout
    return subprocess.run(
        ["fc-solve", *(("-l", preset) if preset else ()), *(display or ("-p", "-t", "-sam")), "-snx"],
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


def fc_solve_short_moves(number: int) -> list[Move]:
    """fc-solve's solution without the moves home that safe autoplay has made already (the site's short
    form): a full replay tells which card each move carries; skip it when that card is home already."""
    full = replay(Position.deal(number), fc_solve_moves(number), autoplay=Autoplay.NONE)
    game, short = GamePlay(Position.deal(number)), []
    for before, step in zip([full.start, *(s.position for s in full.steps)], full.steps, strict=False):
        source = step.move.source
        column = "12345678".find(source)
        card = (
            before.cascades[column][-step.move.count]
            if column >= 0
            else before.free_cells["abcd".index(source)]
        )
        assert card is not None
        if game.position().foundations[card & 3] > card >> 2:
            continue  # autoplay took it home
        short.append(game.play(step.move).move)
    assert game.is_won()
    return short
