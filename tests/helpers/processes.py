"""Whether a process still runs, for the tests that no search worker outlives its owner (Linux's /proc,
where a zombie left for init to reap counts as ended)."""

from __future__ import annotations

import os
import signal
import time
from pathlib import Path


def is_running(pid: int) -> bool:
    """Whether process ``pid`` exists and has not ended (a zombie has)."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] != "Z"  # the state follows the command's name


def ends_within(pid: int, seconds: float) -> bool:
    """Whether process ``pid`` has ended, or ends within ``seconds``."""
    deadline = time.monotonic() + seconds
    while is_running(pid):
        if time.monotonic() > deadline:
            return False
        time.sleep(0.02)
    return True


def default_sigint() -> None:
    """For ``preexec_fn``: Ctrl+C's default action in a child that a test interrupts. A shell starts a
    background job (``make test &``, nohup) with SIGINT ignored, and a child inherits that; Python then
    never raises KeyboardInterrupt in it."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def uncovered_environment(**extra: str) -> dict[str, str]:
    """This process's environment with ``extra`` added, minus coverage's start-up variables: a child that
    counts which modules it loaded must not also load coverage's own (json, socket, sqlite3…)."""
    kept = {
        k: v for k, v in os.environ.items() if k not in ("COVERAGE_PROCESS_CONFIG", "COVERAGE_PROCESS_START")
    }
    return {**kept, **extra}
