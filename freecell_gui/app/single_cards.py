"""A move list in single-card steps: each sequence move of a solution listed as the single-card moves it
stands for (core/rules/single_steps.py), each step with its own position and the moves home autoplay
made after it. Qt-free.

The move list's cursor moves between the two forms by the given move it is at (:class:`StepMap`): the end
of a given move and its moves home is the end of its single steps and theirs.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from freecell_gui.app.solution import ListedMove, Part, PlaybackSolution
from freecell_gui.core.rules.replay import Step
from freecell_gui.core.rules.single_steps import expand_step


@dataclass(frozen=True)
class StepMap:
    """Where each given move ends in both lists: ``given[g]`` and ``listed[g]``, the step after move g's
    moves home; ``listed_moves[g]``, the step after the last single-card move of move g."""

    given: tuple[int, ...] = ()
    listed: tuple[int, ...] = ()
    listed_moves: tuple[int, ...] = ()

    def to_listed(self, index: int) -> int:
        """The listed step at the given list's step ``index``: the end of a move's moves home is the end
        of its steps'; a point between the move and the end of its moves home, its last single step."""
        for group, end in enumerate(self.given):
            if 0 < index <= end:
                return self.listed[group] if index == end else self.listed_moves[group]
        return 0 if index <= 0 else (self.listed[-1] if self.listed else index)

    def to_given(self, index: int) -> int:
        """The given list's step at listed step ``index``: the end of a move's steps and their moves home
        is the end of the move's; a point inside, the move made once its last single step is, else the
        step before the move."""
        for group, end in enumerate(self.listed):
            if 0 < index <= end:
                before = self.given[group - 1] if group else 0
                if index == end:
                    return self.given[group]
                return before + 1 if index >= self.listed_moves[group] else before
        return 0 if index <= 0 else (self.given[-1] if self.given else index)


def single_card_solution(solution: PlaybackSolution) -> tuple[PlaybackSolution, StepMap]:
    """``solution`` with each move as its single-card steps, and the map between the two lists."""
    steps: list[ListedMove] = []
    given_ends: list[int] = []
    listed_ends: list[int] = []
    listed_moves: list[int] = []
    before = solution.start
    for group in _given_moves(solution.steps):
        head = group[0]
        autos = tuple(step.move for step in group[1:])
        given = Step(head.move, autos, group[-1].position, head.written, head.by_solver)
        expanded = expand_step(before, given, solution.autoplay)
        count = len(expanded.steps)
        for index, single in enumerate(expanded.steps, start=1):
            part = Part(index, count, head.move.written(), expanded.held) if count > 1 else None
            position = before.apply(single.move)
            steps.append(
                ListedMove(head.number, single.move, False, position, single.text, head.by_solver, part)
            )
            if index == count:
                listed_moves.append(len(steps))
            for auto in single.auto:
                position = position.apply(auto)
                steps.append(ListedMove(head.number, auto, True, position, str(auto), head.by_solver))
            before = position
        given_ends.append((given_ends[-1] if given_ends else 0) + len(group))
        listed_ends.append(len(steps))
    listed = PlaybackSolution(
        solution.start,
        tuple(steps),
        solution.autoplay,
        solution.rejected,
        solution.by_solver,
        single_cards=True,
    )
    return listed, StepMap(tuple(given_ends), tuple(listed_ends), tuple(listed_moves))


def _given_moves(steps: Sequence[ListedMove]) -> list[list[ListedMove]]:
    """The steps in groups: a given move, then the moves home autoplay made after it."""
    groups: list[list[ListedMove]] = []
    for step in steps:
        if step.auto and groups:
            groups[-1].append(step)
        else:
            groups.append([step])
    return groups
