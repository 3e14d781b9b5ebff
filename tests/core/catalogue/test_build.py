"""Building the catalogue locally: the facts of a deal, chunks stored whole, resumed with no deal twice."""

from __future__ import annotations

import subprocess
import threading
from dataclasses import replace
from pathlib import Path

import pytest

from freecell_gui import __version__
from freecell_gui.core.catalogue import build
from freecell_gui.core.catalogue.build import (
    BuildResult,
    ShortEngineUnavailableError,
    build_range,
    load_short_engine,
    plan_build,
    run_build,
    short_moves,
)
from freecell_gui.core.catalogue.facts import (
    ShortEngine,
    deal_row,
    difficulty,
    engine_label,
    moves_shown,
    solve_chunk,
)
from freecell_gui.core.catalogue.processes import run_on_processes
from freecell_gui.core.catalogue.store import Catalogue, Row
from freecell_gui.core.deals.known_deals import UNSOLVABLE_DEALS
from freecell_gui.core.rules.position import Position
from freecell_gui.core.rules.replay import replay
from freecell_gui.core.search import search
from freecell_gui.core.solution_text import shown_texts
from freecell_gui.core.solver import Solver, SolverBugError, Verdict, solve
from freecell_gui.core.workers import pool_context
from tests.helpers.catalogue_helpers import STAND_IN_SHORT, failing_chunk, stand_in_short_moves, table
from tests.helpers.cli_process import freecell
from tests.helpers.fc_solve import require_fc_solve


@pytest.fixture(autouse=True)
def _fc_solve() -> None:
    require_fc_solve()


def _built(path: Path, first: int, last: int, jobs: int, chunk: int = 10, **options: object) -> Path:
    with Catalogue.open(path, create=True) as catalogue:
        plan = plan_build(catalogue, first, last, chunk)
        run_build(catalogue, plan, jobs, **options)  # type: ignore[arg-type]
    return path


@pytest.mark.parametrize("number", [1, 617, 5731])
def test_a_row_counts_the_moves_freecell_solve_prints_and_they_win(number: int) -> None:
    with Solver() as solver:
        row = deal_row(solver, number)
    printed = freecell("solve", str(number), "--preset", "fast").stdout.split()
    assert row.moves == len(printed)
    assert replay(Position.deal(number), " ".join(printed), autoplay="safe", solution=True).final.is_solved()
    searched = solve(number)
    assert (row.verdict, row.iterations, row.positions) == ("solved", searched.iterations, searched.positions)
    assert row.difficulty == difficulty(row.iterations, len(printed)) > 0
    library = subprocess.run(["fc-solve", "--version"], capture_output=True, text=True).stdout.split()[-1]
    assert row.engine == engine_label() == f"fc-solve {library} fast, freecell-gui {__version__}"


def test_the_count_is_the_length_of_what_freecell_solve_prints() -> None:
    with Solver() as solver:
        results = [solver.solve(Position.deal(number)) for number in range(1, 301)]
    for result in results:
        assert moves_shown(result) == len(
            shown_texts(result.start, result.moves, result.texts, "safe", result.ops)
        )
    broken = replace(results[0], moves=results[0].moves[:-20], ops=results[0].ops[:-20])
    with pytest.raises(SolverBugError, match="does not win"):  # the slow path explains
        moves_shown(broken)


def test_difficulty_grows_with_effort_and_length() -> None:
    assert difficulty(100, 60) == 32.0
    assert difficulty(1000, 60) - difficulty(100, 60) == 10.0
    assert difficulty(100, 65) - difficulty(100, 60) == 1.0


def test_local_processes_and_one_process_make_the_same_rows(tmp_path: Path) -> None:
    here = _built(tmp_path / "one.sqlite", 1, 45, jobs=1)
    pooled = _built(tmp_path / "two.sqlite", 1, 45, jobs=2)
    rows = table(here)
    assert rows == table(pooled)
    assert [row[0] for row in rows] == list(range(1, 46))


def test_no_solution_deals_found_are_the_known_ones(tmp_path: Path) -> None:
    rows = table(_built(tmp_path / "c.sqlite", 11_950, 12_000, jobs=2, chunk=20))
    found = {row[0] for row in rows if row[1] == "no-solution"}
    assert found == {deal for deal in UNSOLVABLE_DEALS if 11_950 <= deal <= 12_000} == {11982}
    assert {row[1] for row in rows if row[0] != 11982} == {"solved"}


def test_a_build_resumes_skipping_what_is_done_and_force_recomputes(tmp_path: Path) -> None:
    path = _built(tmp_path / "c.sqlite", 5, 24, jobs=1)
    with Catalogue.open(path) as catalogue:
        tampered = catalogue.lookup(12)
        assert tampered is not None
        catalogue.write([tampered._replace(moves=999)])
        plan = plan_build(catalogue, 1, 40, chunk=10)
        assert (plan.todo, plan.done, plan.chunks) == (20, 20, 3)  # 1–4, 25–30 and 31–40
        assert [list(chunk) for chunk in plan.chunks_to_solve(catalogue)] == [
            [1, 2, 3, 4],
            list(range(25, 31)),
            list(range(31, 41)),
        ]
        assert run_build(catalogue, plan, 2).computed == 20
        assert catalogue.lookup(12) == tampered._replace(moves=999)  # skipped, not recomputed
        forced = plan_build(catalogue, 11, 20, chunk=10, force=True)
        assert (forced.todo, forced.chunks) == (10, 1)
        run_build(catalogue, forced, 1)
        assert catalogue.lookup(12) == tampered
    assert [row[0] for row in table(path)] == list(range(1, 41))


def test_a_stop_keeps_whole_chunks_only(tmp_path: Path) -> None:
    stop = threading.Event()
    seen: list[tuple[int, int]] = []

    def progress(done: int, total: int) -> None:
        seen.append((done, total))
        stop.set()

    result = build_range(tmp_path / "c.sqlite", 1, 400, progress, stop, jobs=2, chunk=10)
    assert result.stopped and seen[0] == (result.computed, 400) and result.computed < 400
    deals = [row[0] for row in table(tmp_path / "c.sqlite")]
    whole_chunks = {(deal - 1) // 10 for deal in deals}
    assert len(deals) == result.computed == 10 * len(whole_chunks)  # chunks finish in any order


def test_a_stop_in_one_process_ends_the_deal_under_way(tmp_path: Path) -> None:
    stop = threading.Event()
    stop.set()
    result = build_range(tmp_path / "c.sqlite", 1, 30, stop=stop, jobs=1, chunk=10)
    assert result.stopped and result.computed == 0 and table(tmp_path / "c.sqlite") == []


def test_short_counts_our_searchs_solution_as_the_site_does() -> None:
    engine = load_short_engine()
    assert engine.label.startswith("freecell-gui search ")
    start = Position.deal(3)
    counted = engine.moves_of(start, None)
    found = search(start, "safe").solution
    assert found is not None and counted == len(found)
    assert replay(start, found.text, "safe", solution=True).final.is_solved()


def test_short_without_numba_is_one_line(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    def missing() -> None:
        raise ImportError("No module named 'numba'")

    monkeypatch.setattr("freecell_gui.core.search.prepare", missing)
    with pytest.raises(
        ShortEngineUnavailableError, match="short engine cannot run: No module named"
    ) as raised:
        load_short_engine()
    assert "\n" not in str(raised.value)


def test_the_short_slot_fills_short_moves_and_resumes_on_them(tmp_path: Path, monkeypatch) -> None:
    path = _built(tmp_path / "c.sqlite", 1, 20, jobs=1)
    monkeypatch.setattr(build, "load_short_engine", lambda: STAND_IN_SHORT)
    with Catalogue.open(path) as catalogue:
        plan = plan_build(catalogue, 1, 20, chunk=10, short=True)
        assert plan.todo == 20  # done, but without the short count
        run_build(catalogue, plan, 2)
        row = catalogue.lookup(7)
        assert row is not None and row.short_engine == "stand-in 1.0"
        assert row.short_moves == stand_in_short_moves(Position.deal(7))
        assert plan_build(catalogue, 1, 20, chunk=10, short=True).todo == 0


def test_a_cancel_ends_the_short_search_under_way() -> None:
    stop = threading.Event()
    answers: list[int | None] = []

    def cancelled_meanwhile(start: Position, stop_event: threading.Event | None) -> int | None:
        stop.set()  # the user's Cancel, while the deal's short search runs
        answers.append(short_moves(start, stop_event))
        return answers[-1]

    assert solve_chunk([1], short=ShortEngine("search", cancelled_meanwhile), stop=stop) is None
    assert answers == [None]  # the search saw the stop: it ended rather than search for up to 30 s
    assert short_moves(Position.deal(1)) is not None  # the control: unstopped, it finds one


def test_a_deal_that_gives_up_is_stored_as_such(tmp_path: Path) -> None:
    path = _built(tmp_path / "c.sqlite", 617, 617, jobs=1, max_iterations=50)
    assert (
        table(path)[0][1:4] == ("gave-up", None, 50)
        and solve(617, max_iterations=50).verdict is Verdict.GAVE_UP
    )


def test_a_build_on_a_worker_thread_starts_its_processes_safely(tmp_path: Path) -> None:
    """A window calls build_range on a worker thread; forking a process with threads can deadlock, so
    the workers are spawned, and make the same rows."""
    results: list[BuildResult] = []
    methods: list[str] = []

    def build_here() -> None:
        methods.append(pool_context().get_start_method())
        results.append(build_range(tmp_path / "t.sqlite", 1, 24, jobs=2, chunk=6))

    thread = threading.Thread(target=build_here)
    thread.start()
    thread.join(timeout=120)
    assert methods == ["spawn"] and results and results[0].computed == 24
    assert table(tmp_path / "t.sqlite") == table(_built(tmp_path / "main.sqlite", 1, 24, jobs=1))


def test_a_workers_error_ends_the_build_with_it() -> None:
    stored: list[list[Row]] = []
    with pytest.raises(RuntimeError, match=r"chunk [13] failed"):  # whichever worker fails first
        run_on_processes([range(1, 3), range(3, 5)], 2, failing_chunk, stored.append, None)
    assert stored == []
