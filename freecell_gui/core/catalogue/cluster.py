"""Chunks of deals solved on a Dask distributed cluster; the client (this process) writes the rows.

Start a scheduler and workers (``dask scheduler``; ``dask worker tcp://HOST:8786 --nworkers auto
--nthreads 1`` on each machine, where freecell-gui and fc-solve's library are installed), then
``freecell catalogue build A..B --scheduler tcp://HOST:8786``. Each chunk is one task, a few per worker
thread in flight; when a worker is lost the scheduler runs its chunks again elsewhere, and a task that
fails is retried :data:`RETRIES` times before the build stops with its error. Dask is an optional
dependency: ``pip install 'freecell-gui[cluster]'``.
"""

from __future__ import annotations

import threading
from collections.abc import Iterable, Sequence
from typing import Any

from freecell_gui.core.catalogue.processes import RowsHandler, Work
from freecell_gui.core.catalogue.store import CatalogueError

RETRIES = 2
CONNECT_SECONDS = 10.0
IN_FLIGHT_PER_THREAD = 3
_POLL_SECONDS = 0.2
INSTALL_HINT = "pip install 'freecell-gui[cluster]'"


def _distributed() -> Any:
    try:
        import distributed
    except ImportError:
        raise CatalogueError(f"a build on a cluster needs Dask's distributed: {INSTALL_HINT}") from None
    return distributed


def run_on_cluster(
    address: str,
    chunks: Iterable[Sequence[int]],
    work: Work,
    on_rows: RowsHandler,
    stop: threading.Event | None,
    connect_seconds: float = CONNECT_SECONDS,
) -> bool:
    """``work`` (a picklable function of a chunk) on the cluster whose scheduler is at ``address``,
    ``on_rows`` called in this thread as each chunk's rows arrive. False when ``stop`` ended the work
    (the chunks in flight are cancelled and lost)."""
    distributed = _distributed()
    check_address(address)
    try:
        client = distributed.Client(address, timeout=connect_seconds, set_as_default=False)
    except (OSError, TimeoutError, ValueError) as error:
        raise CatalogueError(f"cannot reach the Dask scheduler at {address}: {error}") from None
    run = _Run(distributed, client, on_rows, stop)
    try:
        with client.as_current():  # where distributed.wait finds its client
            for chunk in chunks:
                while len(run.pending) >= max(4, IN_FLIGHT_PER_THREAD * sum(client.nthreads().values())):
                    if not run.take_finished():
                        return False
                run.pending.add(client.submit(work, chunk, pure=False, retries=RETRIES))
            while run.pending:
                if not run.take_finished():
                    return False
        return True
    finally:
        client.cancel(list(run.pending))
        client.close()


def check_address(address: str) -> None:
    """Raise :class:`CatalogueError` unless ``address`` is a scheduler's address Dask can connect to
    (``tcp://HOST:PORT``): a client given a malformed one waits a minute before it fails."""
    _distributed()
    from distributed.comm.addressing import parse_address, parse_host_port
    from distributed.comm.registry import backends

    try:
        scheme, location = parse_address(address)
        if scheme not in backends:
            raise ValueError(f"unknown protocol {scheme!r}")
        if scheme != "inproc" and not parse_host_port(location)[0]:
            raise ValueError("no host")
    except ValueError as error:
        raise CatalogueError(
            f"{address!r} is not a Dask scheduler's address like tcp://HOST:8786 ({error})"
        ) from None


class _Run:
    """The chunks in flight on the cluster, and what to do with their rows."""

    def __init__(self, distributed: Any, client: Any, on_rows: RowsHandler, stop: threading.Event | None):
        self._distributed = distributed
        self._on_rows = on_rows
        self._stop = stop
        self.pending: set[Any] = set()

    def take_finished(self) -> bool:
        """Wait for one chunk or more to finish, hand their rows over and forget them; False when
        ``stop`` is set first. A chunk whose task failed (after its retries) raises its error here."""
        while True:
            if self._stop is not None and self._stop.is_set():
                return False
            try:
                waited = self._distributed.wait(
                    list(self.pending), timeout=_POLL_SECONDS, return_when="FIRST_COMPLETED"
                )
            except TimeoutError:
                continue
            for future in waited.done:
                rows = future.result()
                self.pending.discard(future)
                if rows is not None:
                    self._on_rows(rows)
            return True
