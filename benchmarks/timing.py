"""Shared timing helpers for the benchmarks: medians of repeated runs, and human-readable figures."""

from __future__ import annotations

import compileall
import functools
import os
import resource
import statistics
import subprocess
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import freecell_gui


def median_seconds(work: Callable[[], object], repeat: int = 5, number: int = 1) -> float:
    """Median wall time of ``number`` calls of ``work``, over ``repeat`` runs, in seconds per call."""
    work()  # warm caches and imports
    times = []
    for _ in range(repeat):
        started = time.perf_counter()
        for _ in range(number):
            work()
        times.append((time.perf_counter() - started) / number)
    return statistics.median(times)


@functools.cache
def _compiled() -> None:
    """The package's bytecode written, as an install leaves it (pip compiles at install; a checkout
    writes it at the first run): a command run here then starts as a user's does, not compiling every
    module it imports (about 40 ms of ``freecell solve``'s start) as it would where the environment
    says ``PYTHONDONTWRITEBYTECODE`` (a sandbox's setting)."""
    compileall.compile_dir(Path(freecell_gui.__file__).parent, quiet=1)


def user_environment() -> dict[str, str]:
    """The environment of a command a benchmark times as a user runs it: the package's bytecode at hand
    (:func:`_compiled`), and none of the sandbox's ``PYTHONDONTWRITEBYTECODE``."""
    _compiled()
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


def command_times(command: list[str], statuses: tuple[int, ...] = (0,)) -> tuple[float, float]:
    """One run's wall time and CPU time (user + system, all its processes), in :func:`user_environment`;
    its output goes to a pipe and is read in full, as a user's redirect would. Raises unless it exits
    with one of ``statuses`` (``freecell solve A..B`` exits 1 when a deal of the range has no solution)."""
    env = {**user_environment(), "FREECELL_SOLVER_QUIET": "1"}
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    done = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env)
    wall = time.perf_counter() - started
    if done.returncode not in statuses:
        raise subprocess.CalledProcessError(done.returncode, command)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime


def seconds_text(seconds: float) -> str:
    if seconds >= 1:
        return f"{seconds:.2f} s"
    if seconds >= 1e-3:
        return f"{seconds * 1e3:.1f} ms"
    return f"{seconds * 1e6:.1f} µs"


def longest_stretch(app: Any, seconds: float, done: Callable[[], bool] = lambda: False) -> float:
    """The longest single ``processEvents`` of ``app`` while events run for ``seconds`` or until ``done()``:
    the longest the GUI thread was busy at once."""
    longest = 0.0
    end = time.perf_counter() + seconds
    while not done() and time.perf_counter() < end:
        started = time.perf_counter()
        app.processEvents()
        longest = max(longest, time.perf_counter() - started)
        time.sleep(0.001)
    return longest


def listed(ratios: list[float]) -> str:
    """Ratios for a figure's name: ``0.61, 0.72, 0.58``."""
    return ", ".join(f"{ratio:.2f}" for ratio in ratios)
