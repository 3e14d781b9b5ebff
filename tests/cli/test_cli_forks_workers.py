"""The command line forks its worker processes (quick) rather than spawning them (each loading NumPy and
the compiled kernels again): it stays one thread, NumPy and the kernels loaded."""

from __future__ import annotations

import os
import subprocess
import sys

_PROBE = """
import os
import freecell_gui.cli
import numpy
from freecell_gui.core.catalogue.facts import load_engine
from freecell_gui.core.workers import pool_context
load_engine()
print(pool_context().get_start_method(), len(os.listdir("/proc/self/task")))
"""


def _probe(environment: dict[str, str]) -> str:
    done = subprocess.run(
        [sys.executable, "-c", _PROBE], capture_output=True, text=True, check=True, env=environment
    )
    return done.stdout.strip()


def test_the_command_line_forks_its_workers_with_numpy_and_the_kernels_loaded() -> None:
    environment = {k: v for k, v in os.environ.items() if not k.endswith("_NUM_THREADS")}
    assert _probe(environment) == "fork 1"


def test_a_thread_count_the_user_chose_is_kept() -> None:
    # The negative control: BLAS's own pool of two threads makes a second thread, and then the workers
    # must be spawned (pool_context's rule), which the command line's default avoids.
    environment = {k: v for k, v in os.environ.items() if not k.endswith("_NUM_THREADS")}
    assert _probe({**environment, "OPENBLAS_NUM_THREADS": "2"}).startswith("spawn")
