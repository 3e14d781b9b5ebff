"""The panel's Solve through the solve service: the quick pass's solution at once, then the anytime
search's shorter ones as they come; playback that has started keeps its place; Cancel; "Preparing the
solver…"; a proof that no solution exists; a solution found stays with its deal."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QGuiApplication

from freecell_gui.app.known import QUICK, found
from freecell_gui.app.session import ViewerSession
from freecell_gui.core import search as engine
from freecell_gui.core.rules.autoplay import Autoplay
from freecell_gui.core.rules.position import Position
from freecell_gui.core.rules.replay import replay
from freecell_gui.core.search import GAVE_UP
from freecell_gui.ui.playback import PlaybackPanel
from freecell_gui.ui.solving.searches import playback_of
from tests.helpers.scripted import LocalSearch, ScriptedSearch, Shown, assert_replays, engine_solutions

WAIT_MS = 30_000


@pytest.fixture
def scripted() -> ScriptedSearch:
    """Deal 1: the quick pass answers our search's longest solution (46 moves) at once."""
    return ScriptedSearch(first=engine_solutions(1)[-3])


@pytest.fixture
def scripted_panel(make_panel, scripted: ScriptedSearch) -> PlaybackPanel:  # type: ignore[no-untyped-def]
    panel: PlaybackPanel = make_panel(scripted)
    return panel


def _solve(qtbot, panel: PlaybackPanel, shown: Shown, count: int = 1) -> None:  # type: ignore[no-untyped-def]
    panel.playbackActions().solve.trigger()
    qtbot.waitUntil(lambda: len(shown.solutions) >= count, timeout=WAIT_MS)


def test_the_quick_pass_comes_first_then_shorter_ones_each_replaying(
    qtbot, panel: PlaybackPanel, session: ViewerSession
) -> None:
    shown = Shown(session, panel)
    panel.playbackActions().solve.trigger()
    qtbot.waitUntil(lambda: not panel.isSolving(), timeout=WAIT_MS)
    quick = engine.quick(Position.deal(1), Autoplay.SAFE).solution  # the oracle: the quick pass, directly
    assert quick is not None and shown.solutions[0].given_count() == len(quick)
    auto = len(shown.solutions[0].steps) - len(quick)  # the counts add up to the moves listed
    assert shown.statuses[0].startswith(
        f"Solvable in {len(quick)} moves (+ {auto} by autoplay) · our quick search, safe autoplay, "
    )
    counts = [solution.given_count() for solution in shown.solutions]
    assert counts == sorted(set(counts), reverse=True)  # each one shorter than the last
    for solution, status in zip(shown.solutions[1:], shown.statuses[1:], strict=True):
        assert status.startswith(f"Shortened to {solution.given_count()} moves (+ ")
        assert "our search, safe autoplay" in status
    for solution in shown.solutions:
        assert_replays(solution)
    done = "the shortest our search found" if len(counts) > 1 else "our search found none shorter"
    assert panel.statusText().endswith(f" · {done}")
    assert panel.solution() == shown.solutions[-1] and panel.currentIndex() == 0


def test_a_shorter_solution_waits_while_playback_has_started(
    qtbot, scripted_panel: PlaybackPanel, scripted: ScriptedSearch, session: ViewerSession
) -> None:  # type: ignore[no-untyped-def]
    panel, shown = scripted_panel, Shown(session, scripted_panel)
    _, shorter, shortest = engine_solutions(1)[-3:]
    _solve(qtbot, panel, shown)
    first = panel.solution()
    assert first is not None and first.given_count() == 46
    qtbot.waitUntil(lambda: panel.statusText().endswith(" · looking for a shorter one…"), timeout=WAIT_MS)
    actions = panel.playbackActions()
    actions.forward.trigger()
    actions.forward.trigger()
    board = session.shown_position()
    scripted.release(shorter)
    qtbot.waitUntil(lambda: "ready" in panel.statusText(), timeout=WAIT_MS)
    # The player's place is kept: same moves, same step, same position; the status line says why.
    assert panel.solution() == first and panel.currentIndex() == 2 and session.shown_position() == board
    assert panel.statusText().endswith(" · a shorter one (43 moves) is ready: go to the start to see it")
    scripted.release(shortest)
    qtbot.waitUntil(lambda: "(39 moves) is ready" in panel.statusText(), timeout=WAIT_MS)
    assert panel.solution() == first and len(shown.solutions) == 1
    actions.start.trigger()  # back at the start: the shortest one kept back is shown
    assert len(shown.solutions) == 2 and panel.currentIndex() == 0
    assert shown.solutions[-1].given_count() == 39 and panel.statusText().startswith("Shortened to 39 moves")
    assert "ready" not in panel.statusText() and panel.isSolving()
    assert_replays(shown.solutions[-1])


def test_playing_counts_as_started_and_replaying_from_the_end_takes_the_shorter_one(
    qtbot, scripted_panel: PlaybackPanel, scripted: ScriptedSearch, session: ViewerSession
) -> None:  # type: ignore[no-untyped-def]
    panel, shown = scripted_panel, Shown(session, scripted_panel)
    _solve(qtbot, panel, shown)
    panel.togglePlaying()
    assert panel.isPlaying() and panel.currentIndex() == 0
    scripted.release(engine_solutions(1)[-2])
    qtbot.waitUntil(lambda: "ready" in panel.statusText(), timeout=WAIT_MS)
    assert len(shown.solutions) == 1
    panel.togglePlaying()
    panel.playbackActions().end.trigger()
    panel.togglePlaying()  # Play at the end plays again from the start: the shorter solution
    assert panel.isPlaying() and len(shown.solutions) == 2 and shown.solutions[-1].given_count() == 43


def test_a_solution_no_shorter_than_the_one_shown_is_not_shown(
    qtbot, scripted_panel: PlaybackPanel, scripted: ScriptedSearch, session: ViewerSession
) -> None:  # type: ignore[no-untyped-def]
    panel, shown = scripted_panel, Shown(session, scripted_panel)
    _solve(qtbot, panel, shown)
    assert scripted.started.wait(5)
    scripted.release(engine_solutions(1)[-3])  # as long as the quick pass's
    scripted.finish()
    qtbot.waitUntil(lambda: not panel.isSolving(), timeout=WAIT_MS)
    assert len(shown.solutions) == 1 and panel.statusText().endswith(" · our search found none shorter")


def test_cancel_stops_the_search_at_once_and_keeps_what_is_shown(
    qtbot, scripted_panel: PlaybackPanel, scripted: ScriptedSearch, session: ViewerSession
) -> None:  # type: ignore[no-untyped-def]
    panel, shown = scripted_panel, Shown(session, scripted_panel)
    _solve(qtbot, panel, shown)
    scripted.release(engine_solutions(1)[-2])
    qtbot.waitUntil(lambda: len(shown.solutions) == 2, timeout=WAIT_MS)
    panel.playbackActions().cancel.trigger()
    assert not panel.isSolving() and not panel.playbackActions().cancel.isEnabled()
    assert panel.statusText().startswith("Shortened to 43 moves") and panel.statusText().endswith(
        " · search cancelled"
    )
    assert scripted.stopped.wait(5)  # the search saw its stop flag
    scripted.release(engine_solutions(1)[-1])
    qtbot.wait(100)
    assert len(shown.solutions) == 2 and panel.solution() == shown.solutions[1]


def test_preparing_the_solver_is_said_while_the_kernels_load(
    qtbot, scripted_panel: PlaybackPanel, scripted: ScriptedSearch, session: ViewerSession
) -> None:  # type: ignore[no-untyped-def]
    scripted.loaded.clear()
    panel = scripted_panel
    panel.playbackActions().solve.trigger()
    qtbot.waitUntil(lambda: panel.statusText() == "Preparing the solver…", timeout=WAIT_MS)
    assert panel.isSolving() and not scripted.quick_started.is_set()
    scripted.loaded.set()
    qtbot.waitUntil(lambda: panel.stepCount() > 0, timeout=WAIT_MS)
    assert panel.statusText().startswith("Solvable in 46 moves (+ ")


def test_a_solution_known_is_shown_at_once_even_while_the_solver_prepares(
    qtbot, scripted_panel: PlaybackPanel, scripted: ScriptedSearch, session: ViewerSession
) -> None:  # type: ignore[no-untyped-def]
    panel = scripted_panel
    start = Position.deal(1)
    known = found(playback_of(start, engine_solutions(1)[-2]), QUICK, 0.05)  # as the status bar's verdict
    panel.solver().service().solving().learn(start, Autoplay.SAFE, known)
    scripted.loaded.clear()
    panel.playbackActions().solve.trigger()
    assert panel.stepCount() > 0 and panel.solution() == known.solution  # before any search
    qtbot.waitUntil(lambda: panel.statusText().endswith(" · Preparing the solver…"), timeout=WAIT_MS)
    assert panel.statusText().startswith("Solvable in 43 moves (+ ")
    scripted.loaded.set()
    qtbot.waitUntil(lambda: panel.statusText().endswith(" · looking for a shorter one…"), timeout=WAIT_MS)
    assert [call[0] for call in scripted.calls] == ["search"]  # no quick pass: its answer is known


def test_a_solution_found_stays_with_its_deal(qtbot, make_panel, session: ViewerSession) -> None:
    search = LocalSearch()
    panel = make_panel(search)
    shown = Shown(session, panel)
    panel.playbackActions().solve.trigger()
    qtbot.waitUntil(lambda: not panel.isSolving(), timeout=WAIT_MS)
    best = panel.solution()
    assert best is not None
    session.set_deal(2)  # another deal, and back
    session.set_deal(1)
    assert panel.solution() is None
    search.calls.clear()
    panel.playbackActions().solve.trigger()
    assert panel.solution() == best  # at once: the shortest found before
    assert len(shown.solutions) >= 2 and shown.solutions[-1] == best
    qtbot.waitUntil(lambda: not panel.isSolving(), timeout=WAIT_MS)
    assert [call[0] for call in search.calls] == ["search"] and panel.solution() == best


def test_an_exhausted_search_proves_there_is_no_solution(
    qtbot, panel: PlaybackPanel, session: ViewerSession
) -> None:
    session.set_deal(11982)
    panel.playbackActions().solve.trigger()
    qtbot.waitUntil(lambda: not panel.isSolving(), timeout=WAIT_MS)
    assert panel.statusText() == "No solution: our search tried every position" and panel.stepCount() == 0


def test_a_search_that_gives_up_says_so(qtbot, make_panel) -> None:  # type: ignore[no-untyped-def]
    panel = make_panel(ScriptedSearch(quick_verdict=GAVE_UP))
    panel.playbackActions().solve.trigger()
    qtbot.waitUntil(lambda: not panel.isSolving(), timeout=WAIT_MS)
    assert panel.statusText() == "Gave up: our search found no solution in 0.01 s" and panel.stepCount() == 0


def test_a_max_autoplay_solution_is_copied_and_exported_in_its_own_short_form(
    qtbot, make_panel, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    from freecell_gui.ui.playback import transfer

    found_max = engine_solutions(1, "max")[-1]  # our search's, with max autoplay
    scripted = ScriptedSearch(first=found_max)
    panel = make_panel(scripted)
    panel.solver().service().setAutoplaySource(lambda: "max")
    panel.playbackActions().solve.trigger()
    assert scripted.started.wait(5) and [(kind, autoplay) for kind, _, autoplay in scripted.calls] == [
        ("quick", "max"),
        ("search", "max"),
    ]
    scripted.finish()
    qtbot.waitUntil(lambda: not panel.isSolving(), timeout=WAIT_MS)
    assert "our quick search, max autoplay" in panel.statusText()
    panel.playbackActions().copy.trigger()
    assert QGuiApplication.clipboard().text() == found_max.text  # the moves as our search writes them
    target = tmp_path / "deal-1.txt"
    monkeypatch.setattr(transfer, "ask_export_path", lambda parent, number: str(target))
    panel.playbackActions().export.trigger()
    header, *lines = target.read_text().splitlines()
    assert header == f"# deal 1, max autoplay, {len(found_max.texts)} moves"
    assert " ".join(lines).split() == list(found_max.texts)
    assert replay(Position.deal(1), target.read_text(), Autoplay.MAX).final.is_solved()


def test_a_search_ending_with_a_solution_waiting_says_only_that_it_waits(
    qtbot, scripted_panel: PlaybackPanel, scripted: ScriptedSearch, session: ViewerSession
) -> None:  # type: ignore[no-untyped-def]
    panel, shown = scripted_panel, Shown(session, scripted_panel)
    _solve(qtbot, panel, shown)
    panel.playbackActions().forward.trigger()
    scripted.release(engine_solutions(1)[-1])
    scripted.finish()
    qtbot.waitUntil(lambda: not panel.isSolving(), timeout=WAIT_MS)
    status = panel.statusText()
    assert status.endswith(", 0.01 s · a shorter one (39 moves) is ready: go to the start to see it")
    panel.playbackActions().start.trigger()
    assert panel.statusText().endswith(" · the shortest our search found") and len(shown.solutions) == 2
