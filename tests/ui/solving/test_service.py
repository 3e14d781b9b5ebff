"""The solve service beyond the panel: Continue from here and judgments of positions in play (still
winnable?, hints) from what is known (no search) or our quick pass; a Solve stops the status bar's verdict
and a judgment, the verdict running again afterwards while still wanted; a search that cannot run is
said."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from freecell_gui.app.known import CATALOGUE, NO_SOLUTION, QUICK, SOLVED, Known, found
from freecell_gui.app.winnable import Judgment
from freecell_gui.core.games import FREECELL
from freecell_gui.core.rules.autoplay import Autoplay
from freecell_gui.core.rules.position import Position
from freecell_gui.core.rules.replay import replay
from freecell_gui.ui.solving.searches import Answer, Searcher, playback_of
from freecell_gui.ui.solving.service import SolveService
from freecell_gui.ui.window.verdict_label import VerdictLabel
from tests.helpers.scripted import FailingSearch, LocalSearch, ScriptedSearch, engine_solutions

WAIT_MS = 30_000
START = Position.deal(1)


@pytest.fixture
def make_service(qtbot) -> Iterator:  # type: ignore[no-untyped-def, type-arg]
    services: list[SolveService] = []

    def make(searcher: Searcher) -> SolveService:
        service = SolveService(process=searcher)
        services.append(service)
        return service

    yield make
    for service in services:
        service.shutdown()


def test_from_a_position_on_a_known_solution_its_rest_comes_at_once(make_service) -> None:  # type: ignore[no-untyped-def]
    search = ScriptedSearch()
    service = make_service(search)
    best = playback_of(START, engine_solutions(1)[-1])
    service.solving().learn(START, "safe", found(best, QUICK))
    moves = best.moves(short=True)
    answers: list[Answer] = []
    assert service.fromPosition(START, answers.append) is None  # nothing to wait for
    after_five = replay(START, moves[:5], Autoplay.SAFE).final
    judged: list[Judgment | None] = []
    assert service.judge(after_five, judged.append, pytest.fail) is None
    assert answers == [Answer(SOLVED, tuple(moves), Autoplay.SAFE)]
    assert [(j.verdict, j.moves, j.rest[0]) for j in judged if j is not None] == [(SOLVED, 34, moves[5])]
    assert search.calls == []


def test_from_elsewhere_the_quick_pass_answers_and_is_known_from_then_on(qtbot, make_service) -> None:  # type: ignore[no-untyped-def]
    search = LocalSearch()
    service = make_service(search)
    position = replay(START, "5a 5b", Autoplay.SAFE).final  # not on any solution known
    answers: list[Answer] = []
    assert service.fromPosition(position, answers.append) is not None
    qtbot.waitUntil(lambda: bool(answers), timeout=WAIT_MS)
    [answer] = answers
    assert answer.verdict == SOLVED and answer.autoplay == "safe"
    assert replay(position, list(answer.moves), Autoplay.SAFE).final.is_solved()
    judged: list[Judgment | None] = []
    assert service.judge(position, judged.append, pytest.fail, urgent=True) is None
    assert [j.rest for j in judged if j is not None] == [answer.moves]
    assert [kind for kind, _, _ in search.calls] == ["quick"]
    assert service.solving().known.get(position, "safe") is None  # a position in play, not a deal's start


def test_from_a_position_without_solution_the_proof_is_the_answer(qtbot, make_service) -> None:  # type: ignore[no-untyped-def]
    service = make_service(LocalSearch())
    judged: list[Judgment | None] = []
    assert service.judge(Position.deal(11982), judged.append, pytest.fail) is not None
    qtbot.waitUntil(lambda: bool(judged), timeout=WAIT_MS)
    assert [(j.verdict, j.rest) for j in judged if j is not None] == [(NO_SOLUTION, ())]


def verdict_running(qtbot, make_service) -> tuple[ScriptedSearch, SolveService]:  # type: ignore[no-untyped-def]
    """A service whose status bar's verdict for deal 1 is searching (every quick pass runs until stopped)."""
    search = ScriptedSearch(slow=True)
    service = make_service(search)
    service.verdicts().setPause(0)
    service.showDeal(FREECELL, 1)
    qtbot.waitUntil(search.quick_started.is_set, timeout=WAIT_MS)
    return search, service


def test_a_judgment_stops_the_verdict_and_a_solve_stops_the_judgment(qtbot, make_service) -> None:  # type: ignore[no-untyped-def]
    search, service = verdict_running(qtbot, make_service)
    position = replay(START, "5a", Autoplay.SAFE).final
    judged: list[Judgment | None] = []
    service.judge(position, judged.append, pytest.fail)
    qtbot.waitUntil(lambda: len(search.calls) == 2, timeout=WAIT_MS)  # the judgment's
    assert search.calls[1][1] == position and search.stopped.is_set()  # the verdict, stopped for it
    service.solve(START, 1, lambda: True)
    qtbot.waitUntil(lambda: judged == [None], timeout=WAIT_MS)  # stopped before it could say: asked again
    search.slow = False
    service.cancelSolve()


def test_a_hint_searches_where_only_the_catalogues_count_is_known(qtbot, make_service) -> None:  # type: ignore[no-untyped-def]
    search = ScriptedSearch(engine_solutions(1)[-1])
    service = make_service(search)
    service.solving().learn(START, "safe", Known(SOLVED, CATALOGUE, moves=39))
    judged: list[Judgment | None] = []
    assert service.judge(START, judged.append, pytest.fail) is None  # still winnable?: the count will do
    assert [(j.moves, j.rest) for j in judged if j is not None] == [(39, ())]
    service.judge(START, judged.append, pytest.fail, urgent=True)  # a hint wants the moves
    qtbot.waitUntil(lambda: len(judged) == 2, timeout=WAIT_MS)
    assert (
        judged[1] is not None and len(judged[1].rest) == 39 and [c for c, _, _ in search.calls] == ["quick"]
    )


def test_a_solve_stops_the_verdict_which_runs_again_while_it_is_wanted(qtbot, make_service) -> None:  # type: ignore[no-untyped-def]
    search, service = verdict_running(qtbot, make_service)
    service.solve(START, 1, lambda: True)
    qtbot.waitUntil(lambda: len(search.calls) == 2, timeout=WAIT_MS)  # the Solve's quick pass
    assert search.stopped.is_set()  # the verdict's, stopped for it
    search.slow, search.first = False, engine_solutions(1)[-1]
    service.cancelSolve()  # nothing found: the verdict is still wanted, and runs again
    qtbot.waitUntil(lambda: service.solving().verdict() is not None, timeout=WAIT_MS)
    assert [kind for kind, _, _ in search.calls] == ["quick", "quick", "quick"]
    assert service.solving().verdict().moves == 39  # type: ignore[union-attr]


def test_a_verdict_that_cannot_run_says_so_and_why(qtbot, make_service) -> None:  # type: ignore[no-untyped-def]
    service = make_service(FailingSearch())
    label = VerdictLabel(service)
    qtbot.addWidget(label)
    service.verdicts().setPause(0)
    service.showDeal(FREECELL, 1)
    qtbot.waitUntil(lambda: label.text() == "The solver failed", timeout=WAIT_MS)
    assert label.toolTip() == f"SearchProcessError: {FailingSearch.WHY}"
