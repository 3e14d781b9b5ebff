"""Our search in a worker process: the same solutions as in this process, replayed here; stop, time
limit and errors; the worker kept for the next search and never outliving its owner."""

from __future__ import annotations

import io
import json
import os
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterator

import pytest

from freecell_gui.core.rules.autoplay import Autoplay
from freecell_gui.core.rules.position import Position
from freecell_gui.core.rules.replay import replay
from freecell_gui.core.search import SOLVED, search
from freecell_gui.core.search.process import SearchProcess, SearchProcessError
from freecell_gui.core.search.solution import FoundSolution
from freecell_gui.core.search.worker import Channel, serve
from tests.helpers.processes import ends_within, is_running

HARD = Position.deal(94717719)  # seconds of search at the default widths: time to stop it


@pytest.fixture(scope="module")
def shared() -> Iterator[SearchProcess]:
    """One worker for the tests that leave it as they found it (it loads in about a second)."""
    process = SearchProcess()
    yield process
    process.close()


def test_the_worker_finds_what_the_search_finds_here_each_replayed_here(shared: SearchProcess) -> None:
    start = Position.deal(1)
    ours: list[FoundSolution] = []
    result = shared.search(start, Autoplay.SAFE, on_better=ours.append, widths=(64, 512))
    here: list[FoundSolution] = []
    expected = search(start, Autoplay.SAFE, on_better=here.append, widths=(64, 512))
    assert result.verdict == expected.verdict == SOLVED and len(ours) >= 2
    assert [found.texts for found in ours] == [found.texts for found in here]
    assert [found.moves for found in ours] == [found.moves for found in here]  # counts included
    assert result.solution == ours[-1]
    for found in ours:
        assert replay(start, found.text, Autoplay.SAFE).final.is_solved()
    assert shared.pid() not in (None, os.getpid()) and not shared.is_searching()


def test_max_autoplay_and_none_are_searched_as_asked(shared: SearchProcess) -> None:
    for autoplay in (Autoplay.MAX, Autoplay.NONE):
        result = shared.search(Position.deal(3), autoplay, widths=(64,))
        assert result.solution is not None
        assert result.solution == search(Position.deal(3), autoplay, widths=(64,)).solution
        assert replay(Position.deal(3), result.solution.text, autoplay).final.is_solved()


def test_a_stop_ends_the_search_soon_and_the_worker_stays_for_the_next(shared: SearchProcess) -> None:
    stop = threading.Event()
    shared.prepare()
    pid = shared.pid()
    threading.Timer(0.3, stop.set).start()
    began = time.perf_counter()
    result = shared.search(HARD, Autoplay.SAFE, stop=stop)
    assert result.stopped and time.perf_counter() - began < 3
    assert shared.pid() == pid and shared.is_ready()  # no reload for the next search
    assert shared.search(Position.deal(1), Autoplay.SAFE, widths=(64,)).verdict == SOLVED


def test_a_time_limit_is_kept(shared: SearchProcess) -> None:
    shared.prepare()
    began = time.perf_counter()
    result = shared.search(HARD, Autoplay.SAFE, time_limit=0.3)
    assert result.stopped and time.perf_counter() - began < 3


def test_a_search_stopped_before_it_begins_starts_no_worker() -> None:
    process = SearchProcess()
    stop = threading.Event()
    stop.set()
    result = process.search(Position.deal(1), Autoplay.SAFE, stop=stop)
    assert result.stopped and result.solution is None and process.pid() is None


def test_bad_input_is_refused_here_or_raised_from_the_worker(shared: SearchProcess) -> None:
    with pytest.raises(ValueError, match="unknown autoplay mode 'fast'"):
        shared.search(Position.deal(1), "fast")  # type: ignore[arg-type]
    with pytest.raises(SearchProcessError, match="ValueError: beam width 0 is not within"):
        shared.search(Position.deal(1), Autoplay.SAFE, widths=(0,))
    assert shared.search(Position.deal(1), Autoplay.SAFE, widths=(64,)).verdict == SOLVED  # still serving


def test_prepare_with_a_stop_returns_at_once_and_the_worker_loads_on() -> None:
    process = SearchProcess()
    stop = threading.Event()
    stop.set()
    process.prepare(stop)
    try:
        assert process.pid() is not None and not process.is_ready()
        deadline = time.monotonic() + 60
        while not process.is_ready() and time.monotonic() < deadline:
            time.sleep(0.05)
        assert process.is_ready()
    finally:
        process.close()


def test_close_ends_the_worker_and_the_next_search_starts_another() -> None:
    process = SearchProcess()
    process.search(Position.deal(1), Autoplay.SAFE, widths=(64,))
    pid = process.pid()
    assert pid is not None and is_running(pid)
    process.close()
    assert not is_running(pid) and process.pid() is None
    try:
        assert process.search(Position.deal(1), Autoplay.SAFE, widths=(64,)).verdict == SOLVED
        assert process.pid() not in (None, pid)
    finally:
        process.close()


def test_a_worker_that_dies_mid_search_is_an_error_and_the_next_search_starts_another() -> None:
    process = SearchProcess()
    process.prepare()
    pid = process.pid()
    assert pid is not None
    threading.Timer(0.3, os.kill, (pid, signal.SIGKILL)).start()
    try:
        with pytest.raises(SearchProcessError, match="the search's process ended"):
            process.search(HARD, Autoplay.SAFE)
        assert process.search(Position.deal(1), Autoplay.SAFE, widths=(64,)).verdict == SOLVED
        assert process.pid() != pid
    finally:
        process.close()


def test_a_worker_deaf_to_the_stop_is_killed_after_the_grace() -> None:
    deaf = [sys.executable, "-c", 'import time; print(\'{"event": "ready"}\', flush=True); time.sleep(60)']
    process = SearchProcess(stop_grace=0.2, command=deaf)
    process.prepare()
    pid = process.pid()
    assert pid is not None
    stop = threading.Event()
    threading.Timer(0.1, stop.set).start()
    began = time.perf_counter()
    result = process.search(Position.deal(1), Autoplay.SAFE, stop=stop)
    assert result.stopped and time.perf_counter() - began < 5
    assert ends_within(pid, 5)
    process.close()


PARENT = """
import sys, time
from freecell_gui.core.search.process import SearchProcess
process = SearchProcess()
process.prepare()
print(process.pid(), flush=True)
time.sleep(120)
"""


def test_the_worker_ends_when_its_parent_is_killed() -> None:
    parent = subprocess.Popen([sys.executable, "-c", PARENT], stdout=subprocess.PIPE, text=True)
    try:
        assert parent.stdout is not None
        worker = int(parent.stdout.readline())
        assert is_running(worker)
    finally:
        parent.kill()
        parent.wait()
    assert ends_within(worker, 10)  # its input closed with the parent: no orphan searches on


def test_the_worker_answers_each_search_in_turn_and_a_stop_for_its_own_search_only() -> None:
    deal_1, deal_3 = Position.deal(1).to_fcs(), Position.deal(3).to_fcs()
    lines = [
        {"search": 1, "position": deal_1, "autoplay": "safe", "widths": [64]},
        {"stop": 7},  # not the search running: ignored
        {"search": 2, "position": deal_3, "autoplay": "max", "widths": [64]},
        {"search": 3, "position": HARD.to_fcs(), "autoplay": "safe"},
        {"stop": 3},  # heard while it searches
    ]
    out = io.StringIO()
    last = serve(io.StringIO("".join(json.dumps(line) + "\n" for line in lines)), Channel(out))
    assert last is not None
    last.join(60)
    assert not last.is_alive()
    replies = [json.loads(line) for line in out.getvalue().splitlines()]
    assert replies[0] == {"event": "ready"}
    ends = [reply for reply in replies if reply["event"] == "end"]
    assert [(end["id"], end["stopped"]) for end in ends] == [(1, False), (2, False), (3, True)]
    assert ends[0]["verdict"] == ends[1]["verdict"] == SOLVED
    for ident, start, autoplay in ((1, Position.deal(1), Autoplay.SAFE), (2, Position.deal(3), Autoplay.MAX)):
        better = [reply["texts"] for reply in replies if reply["event"] == "better" and reply["id"] == ident]
        expected = search(start, autoplay, widths=(64,))
        assert better and better[-1] == list(expected.solution.texts)  # type: ignore[union-attr]


def test_a_position_in_play_reaches_the_worker_exactly(shared: SearchProcess) -> None:
    dealt = replay(Position.deal(1), "1a 2b", Autoplay.NONE).final
    played = Position(
        dealt.cascades, (None, dealt.free_cells[0], None, dealt.free_cells[1]), dealt.foundations
    )
    ours = shared.search(
        played, Autoplay.SAFE, widths=(64, 512)
    )  # free cells with gaps, as a player leaves them
    here = search(played, Autoplay.SAFE, widths=(64, 512))
    assert ours.solution is not None and ours.solution == here.solution
    assert replay(played, ours.solution.text, Autoplay.SAFE).final.is_solved()
