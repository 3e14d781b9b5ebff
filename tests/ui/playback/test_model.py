"""The move list's model as a game is played: a move adds its rows to the list, a move after an undo
replaces the rows undone, and neither lays the whole list out again (no reset); a solution shown resets it."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex

from freecell_gui.app.session import ViewerSession
from freecell_gui.app.solution import load_solution
from freecell_gui.core.rules.position import Position
from freecell_gui.ui.playback import PlaybackPanel
from tests.helpers.fc_solve import fc_solve_moves, fc_solve_short_moves


class Heard:
    """The model's structural signals, in order."""

    def __init__(self, panel: PlaybackPanel) -> None:
        self.signals: list[tuple[str, int, int]] = []
        model = panel.moveList().model()
        model.modelReset.connect(lambda: self.signals.append(("reset", 0, 0)))
        model.rowsInserted.connect(lambda parent, first, last: self.signals.append(("inserted", first, last)))
        model.rowsRemoved.connect(lambda parent, first, last: self.signals.append(("removed", first, last)))


def rows(panel: PlaybackPanel) -> list[str]:
    model = panel.moveList().model()
    return [str(model.index(row, 0, QModelIndex()).data()) for row in range(model.rowCount())]


def test_a_move_inserts_its_rows_and_a_move_after_an_undo_replaces_the_rows_undone(
    panel: PlaybackPanel, session: ViewerSession
) -> None:
    moves = fc_solve_short_moves(1)
    session.play(moves[0])
    heard = Heard(panel)
    session.play(moves[1])
    assert heard.signals[-1][0] == "inserted" and ("reset", 0, 0) not in heard.signals
    assert len(rows(panel)) == 1 + session.playback().step_count()
    session.undo()
    session.play(moves[2] if moves[2] != moves[1] else moves[3])  # another move where the undone one was
    assert [kind for kind, _, _ in heard.signals[-2:]] == ["removed", "inserted"]
    assert ("reset", 0, 0) not in heard.signals
    solution = session.playback().solution
    assert solution is not None
    expected = [f"   {step.text}" if step.auto else f"{step.number}. {step.text}" for step in solution.steps]
    assert rows(panel)[1:] == expected
    session.show_solution(load_solution(Position.deal(1), fc_solve_moves(1)))  # not the game's rows: anew
    assert heard.signals[-1] == ("reset", 0, 0) and len(rows(panel)) == 1 + session.playback().step_count()
