"""The parent's end of the search's worker process (worker.py): starting it, its pipes, its replies.
Imported on the first search only (subprocess and json stay out of the window's start-up)."""

from __future__ import annotations

import json
import os
import queue
import subprocess
import sys
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import IO, Any

from freecell_gui.core.search.worker import FROZEN_ARGUMENT
from freecell_gui.util.frozen import is_frozen

_PACKAGE_ROOT = Path(__file__).resolve().parents[3]  # the folder holding freecell_gui/


def worker_command() -> list[str]:
    """This interpreter running worker.py; in the frozen app, which has no Python to run a module, the
    app's own executable told to be the worker (freecell_gui/frozen_entry.py)."""
    if is_frozen():
        return [sys.executable, FROZEN_ARGUMENT]
    return [sys.executable, "-m", "freecell_gui.core.search.worker"]


def _worker_environment() -> dict[str, str]:
    """Ours, with the package findable from any folder (a checkout run in place is not installed)."""
    environ = dict(os.environ)
    paths = [str(_PACKAGE_ROOT), *filter(None, environ.get("PYTHONPATH", "").split(os.pathsep))]
    environ["PYTHONPATH"] = os.pathsep.join(paths)
    return environ


class WorkerPipe:
    """One worker process and its replies, read on a thread of their own into :attr:`replies` (None
    once the process has ended)."""

    def __init__(self, command: Sequence[str]) -> None:
        self.popen = subprocess.Popen(
            command,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            encoding="utf-8",
            env=_worker_environment(),
            creationflags=getattr(subprocess, "BELOW_NORMAL_PRIORITY_CLASS", 0),  # Windows: worker.NICENESS
        )
        self.replies: queue.Queue[dict[str, Any] | None] = queue.Queue()
        self.ready, self.ended = threading.Event(), threading.Event()
        self.closed = False  # ended on purpose (SearchProcess.close): a search running returns stopped
        threading.Thread(target=self._read, args=(self.popen.stdout,), daemon=True).start()

    def _read(self, stream: IO[str]) -> None:
        with stream:
            for line in stream:
                reply = json.loads(line)
                if reply.get("event") == "ready":
                    self.ready.set()
                else:
                    self.replies.put(reply)
        self.ended.set()
        self.replies.put(None)

    def send(self, **request: Any) -> None:
        """Write ``request``; a worker that has ended is told by :attr:`replies`, not here."""
        try:
            assert self.popen.stdin is not None
            self.popen.stdin.write(json.dumps(request) + "\n")
            self.popen.stdin.flush()
        except (OSError, ValueError):  # the pipe broke or was closed: the worker has ended
            pass

    def kill(self) -> None:
        if self.popen.poll() is None:
            self.popen.kill()
        self.popen.wait()
        try:
            assert self.popen.stdin is not None
            self.popen.stdin.close()
        except OSError:  # its last line may not have been flushed: nobody reads it now
            pass

    def exit_text(self) -> str:
        return f"exit status {self.popen.poll()}"
