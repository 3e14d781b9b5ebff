"""Building the catalogue on a Dask cluster: the same rows as a local build, a lost worker's chunks run
again, and an address that is wrong or unreachable told in one line."""

from __future__ import annotations

import threading
import time
from pathlib import Path

import pytest
from distributed import LocalCluster

from freecell_gui.core.catalogue.build import plan_build, run_build
from freecell_gui.core.catalogue.cluster import check_address, run_on_cluster
from freecell_gui.core.catalogue.store import Catalogue, CatalogueError, Row
from tests.helpers.catalogue_helpers import table
from tests.helpers.fc_solve import require_fc_solve


@pytest.fixture(autouse=True)
def _fc_solve() -> None:
    require_fc_solve()


def _build(path: Path, first: int, last: int, scheduler: str | None, chunk: int = 10) -> Path:
    with Catalogue.open(path, create=True) as catalogue:
        run_build(catalogue, plan_build(catalogue, first, last, chunk), 2, scheduler)
    return path


def test_a_cluster_makes_the_rows_a_local_build_makes(tmp_path: Path) -> None:
    local = table(_build(tmp_path / "local.sqlite", 11_970, 12_010, None))
    with LocalCluster(n_workers=2, threads_per_worker=1, processes=False, dashboard_address=None) as cluster:
        clustered = table(_build(tmp_path / "cluster.sqlite", 11_970, 12_010, cluster.scheduler_address))
    assert clustered == local
    assert [row[0] for row in local] == list(range(11_970, 12_011)) and local[12][1] == "no-solution"


@pytest.mark.slow
def test_the_chunks_of_a_lost_worker_are_run_again(tmp_path: Path) -> None:
    path = tmp_path / "c.sqlite"
    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None) as cluster:
        killed = threading.Event()

        def kill_a_worker(done: int, total: int) -> None:
            if not killed.is_set():  # after the first chunk: the others are in flight on both workers
                killed.set()
                nanny = next(iter(cluster.workers.values()))
                nanny.process.process.kill()  # SIGKILL: it dies with its chunks; its nanny restarts it

        with Catalogue.open(path, create=True) as catalogue:
            plan = plan_build(catalogue, 1, 600, 20)
            result = run_build(catalogue, plan, scheduler=cluster.scheduler_address, progress=kill_a_worker)
    assert killed.is_set() and not result.stopped and result.computed == 600
    assert [row[0] for row in table(path)] == list(range(1, 601))


def test_a_stop_cancels_the_chunks_in_flight(tmp_path: Path) -> None:
    stop = threading.Event()
    stop.set()
    with LocalCluster(n_workers=1, threads_per_worker=1, processes=False, dashboard_address=None) as cluster:
        stored: list[object] = []
        finished = run_on_cluster(cluster.scheduler_address, [range(1, 11)], _solve, stored.append, stop)
    assert not finished and stored == []


def _solve(deals: range) -> list[Row]:
    return []


@pytest.mark.parametrize(
    ("address", "reason"),
    [("nonsense", "missing port"), ("tcp://:8786", "no host"), ("gopher://host:70", "unknown protocol")],
)
def test_a_malformed_address_is_refused_at_once(address: str, reason: str) -> None:
    with pytest.raises(CatalogueError, match=reason):
        check_address(address)


def test_an_unreachable_scheduler_is_one_line(tmp_path: Path) -> None:
    began = time.monotonic()
    with pytest.raises(
        CatalogueError, match=r"cannot reach the Dask scheduler at tcp://127\.0\.0\.1:9"
    ) as raised:
        run_on_cluster("tcp://127.0.0.1:9", [range(1, 3)], _solve, print, None, connect_seconds=0.5)
    assert "\n" not in str(raised.value) and time.monotonic() - began < 10
