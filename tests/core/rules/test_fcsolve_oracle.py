"""fc-solve is the oracle of the rules: replaying its solutions (autoplay none) must give the very text it
prints after every move, across all three deal ranges. Its solutions also make the short form the site
publishes: drop the moves home that Microsoft's autoplay makes, and the rest must still solve the deal.

The boards are our own deals fed to fc-solve on standard input (make-microsoft-freecell-board covers the
whole range too, but one process per deal less is faster); fc-solve runs in parallel.
"""

from __future__ import annotations

import os
import random
import shutil
import subprocess
from concurrent.futures import ThreadPoolExecutor
from functools import cache

import pytest

from freecell_gui.core.deals.deal import deal
from freecell_gui.core.notation.formats import format_deal
from freecell_gui.core.notation.standard import IllegalMove
from freecell_gui.core.rules.autoplay import Autoplay
from freecell_gui.core.rules.position import Position
from freecell_gui.core.rules.replay import replay

FC_SOLVE = shutil.which("fc-solve")
RANGES = ((1, 2**31 - 1), (2**31, 2**32 - 1), (2**32, 2**33 - 1))
SEPARATOR = "===================="


@pytest.fixture(autouse=True)
def _fc_solve_is_installed() -> None:
    if FC_SOLVE is None:
        if os.environ.get("CI"):
            pytest.fail("fc-solve is not installed, and CI is set: install the package freecell-solver-bin")
        pytest.skip("fc-solve is not installed (Debian package freecell-solver-bin); under CI this fails")


def sample(per_range: int, seed: int) -> list[int]:
    """``per_range`` deal numbers drawn from each of the three ranges, always the same ones."""
    chooser = random.Random(seed)
    return [chooser.randint(first, last) for first, last in RANGES for _ in range(per_range)]


def _solve(number: int) -> str:
    assert FC_SOLVE is not None
    try:
        return subprocess.run(
            [FC_SOLVE, "-l", "lg", "-p", "-t", "-sam", "-snx", "-"],
            input=format_deal(deal(number), "columns") + "\n",
            capture_output=True,
            text=True,
            timeout=120,
            env={**os.environ, "FREECELL_SOLVER_QUIET": "1"},
        ).stdout
    except subprocess.TimeoutExpired:
        return ""


@cache
def solutions(numbers: tuple[int, ...]) -> dict[int, str]:
    """fc-solve's -sam output for each deal it solves (an unsolvable or stubborn deal is left out)."""
    with ThreadPoolExecutor(max_workers=os.cpu_count() or 4) as pool:
        outputs = dict(zip(numbers, pool.map(_solve, numbers), strict=True))
    return {n: text for n, text in outputs.items() if "This game is solveable." in text}


def _position_text(chunk: str) -> str:
    lines = chunk.splitlines()
    first = next(i for i, line in enumerate(lines) if line.startswith("Foundations:"))
    return "\n".join(lines[first : first + 10])


def fc_solve_steps(output: str) -> tuple[str, list[tuple[str, str]]]:
    """fc-solve's start position, then (move, position after it) for every move, as fc-solve wrote them."""
    chunks = output.split(SEPARATOR)
    steps = []
    for chunk in chunks[1:]:
        lines = chunk.strip("\n").splitlines()
        if lines and lines[0].startswith("Move: "):
            steps.append((lines[0].removeprefix("Move: ").strip(), _position_text(chunk)))
    return _position_text(chunks[0]), steps


def check_against_fc_solve(numbers: list[int]) -> int:
    """Replay fc-solve's solution of each deal; every position must be fc-solve's, to the character."""
    solved = solutions(tuple(numbers))
    assert len(solved) >= 0.9 * len(numbers), f"fc-solve solved only {len(solved)} of {len(numbers)} deals"
    for number, output in solved.items():
        start, expected = fc_solve_steps(output)
        assert Position.deal(number).to_fcs() == start, f"deal {number}: start"
        result = replay(Position.deal(number), output, autoplay=Autoplay.NONE)
        assert len(result.steps) == len(expected), f"deal {number}"
        for i, (step, (move_text, position_text)) in enumerate(zip(result.steps, expected, strict=True), 1):
            assert step.text == move_text, f"deal {number}, move {i}"
            assert step.position.to_fcs() == position_text, f"deal {number}, after move {i} {move_text}"
        assert Position.from_fcs(expected[len(expected) // 2][1]) == result.steps[len(expected) // 2].position
        assert result.final.is_solved(), f"deal {number}"
    return len(solved)


def test_fc_solve_solutions_replay_position_by_position() -> None:
    assert check_against_fc_solve([1, 617, *sample(per_range=6, seed=1)]) >= 18


@pytest.mark.slow
def test_fc_solve_solutions_replay_position_by_position_for_hundreds_of_deals() -> None:
    assert check_against_fc_solve(sample(per_range=100, seed=2)) >= 270


def short_form(number: int, output: str) -> list[str] | None:
    """fc-solve's moves without the moves home that safe autoplay makes, or None if autoplay would take
    a card that fc-solve still moves elsewhere (then no short form of this solution exists)."""
    full = replay(Position.deal(number), output, autoplay=Autoplay.NONE)
    before_full, current = full.start, Position.deal(number)
    kept: list[str] = []
    for step in full.steps:
        move = step.move
        source = "12345678abcd".index(move.source)
        moving: tuple[int | None, ...]
        if source < 8:
            moving = before_full.cascades[source][-move.count :]
            here: tuple[int | None, ...] = current.cascades[source][-move.count :]
        else:
            moving, here = (before_full.free_cells[source - 8],), (current.free_cells[source - 8],)
        card = moving[0]
        if move.dest == "h" and card is not None and current.foundations[card & 3] > card >> 2:
            before_full = step.position  # already home: Microsoft's autoplay took it
            continue
        if here != moving:
            return None
        kept.append(step.text)
        current = replay(current, [move]).final
        before_full = step.position
    return kept


def test_short_solutions_without_autoplayed_moves_replay_with_safe_autoplay() -> None:
    # Most fc-solve solutions later move a card autoplay would already have sent home (a two onto a
    # three, say), so they have no short form: about one deal in six does, hence 60 deals for 6.
    solved = solutions(tuple(sample(per_range=20, seed=3)))
    checked = 0
    for number, output in solved.items():
        kept = short_form(number, output)
        if kept is None:
            continue
        full_length = len(fc_solve_steps(output)[1])
        result = replay(Position.deal(number), " ".join(kept))  # autoplay safe, the default
        assert result.final.is_solved(), f"deal {number}"
        automatic = sum(len(step.auto) for step in result.steps)
        assert automatic == full_length - len(kept) > 0, (
            f"deal {number}: every dropped move is made by autoplay"
        )
        with pytest.raises(IllegalMove, match="needs autoplay none"):
            replay(Position.deal(number), output)  # the full solution needs autoplay none
        checked += 1
    assert checked >= 6, f"only {checked} deals had a short form"
