"""The search in a process of its own: ``python -m freecell_gui.core.search.worker`` (in the frozen app,
its own executable with :data:`FROZEN_ARGUMENT`), started and spoken to by
:class:`~freecell_gui.core.search.process.SearchProcess`.

Why a process: loading NumPy and numba (imports, dynamic libraries, the kernels' disk cache) and the
search's Python between two kernel calls hold the interpreter's lock, in pieces of up to tens of
milliseconds on a busy machine; a window searching on a thread of its own process stalls that long
(benchmarks/bench_search_window.py). Here they hold this process's lock only.

One JSON object a line. In: ``{"search": id, "position": fc-solve text, "autoplay", "time_limit",
"widths", "quick"}`` (``quick``: the quick pass, else the anytime search) and ``{"stop": id}``. Out:
``{"event": "ready"}`` once the kernels are loaded, then per search ``{"event": "better", "id", "texts",
"autoplay"}`` for each shorter solution (the autoplay its texts replay with) and one ``{"event": "end",
"id", "verdict", "expanded", "seconds", "stopped"}`` (or ``{"event": "error", "id", "message"}``).
The end of the input (the parent closed it, or died) ends the process at once: no orphan searches on.
"""

from __future__ import annotations

import json
import os
import sys
import threading
import traceback
from typing import IO, Any, NoReturn


class Channel:
    """The replies, one JSON line each, written whole from any thread."""

    def __init__(self, stream: IO[str]) -> None:
        self._stream = stream
        self._lock = threading.Lock()

    def send(self, **message: Any) -> None:
        line = json.dumps(message) + "\n"
        with self._lock:
            self._stream.write(line)
            self._stream.flush()


def _search(channel: Channel, request: dict[str, Any], stop: threading.Event) -> None:
    from freecell_gui.core.rules.position import Position
    from freecell_gui.core.search import quick, search
    from freecell_gui.core.search.solution import FoundSolution

    ident = request["search"]

    def better(found: FoundSolution) -> None:
        channel.send(event="better", id=ident, texts=list(found.texts), autoplay=found.autoplay)

    try:
        start = Position.from_fcs(request["position"])
        if request.get("quick"):
            result = quick(start, request["autoplay"], time_limit=request.get("time_limit"), stop=stop)
            if result.solution is not None:
                better(result.solution)
        else:
            result = search(
                start,
                request["autoplay"],
                time_limit=request.get("time_limit"),
                stop=stop,
                on_better=better,
                widths=request.get("widths"),
            )
    except Exception as error:  # told to the parent, which raises it in the caller's thread
        channel.send(event="error", id=ident, message=f"{type(error).__name__}: {error}")
        return
    channel.send(
        event="end",
        id=ident,
        verdict=result.verdict,
        expanded=result.expanded,
        seconds=result.seconds,
        stopped=result.stopped,
    )


def serve(requests: IO[str], channel: Channel) -> threading.Thread | None:
    """Answer ``requests`` until they end; one search at a time, on a thread so that a stop is heard.
    Returns the last search's thread, maybe still running (main() ends the process without it)."""
    from freecell_gui.core.search import prepare

    prepare()
    channel.send(event="ready")
    running: tuple[int, threading.Event, threading.Thread] | None = None
    for line in requests:
        request = json.loads(line)
        if "stop" in request:
            if running is not None and running[0] == request["stop"]:
                running[1].set()
            continue
        if running is not None:
            running[2].join()  # the parent asks for the next search only after the last one ended
        stop = threading.Event()
        thread = threading.Thread(target=_search, args=(channel, request, stop), daemon=True)
        running = (request["search"], stop, thread)
        thread.start()
    return None if running is None else running[2]


#: The argument that makes the frozen app's executable this worker (freecell_gui/frozen_entry.py).
FROZEN_ARGUMENT = "--search-worker"

#: The worker's niceness (POSIX; below-normal priority on Windows, set by the parent): on a busy
#: machine the window's threads get the processor before the search's.
NICENESS = 5


def main() -> NoReturn:
    if hasattr(os, "nice"):
        os.nice(NICENESS)
    # The replies get their own copy of stdout; anything else printed (a library's note) goes to stderr.
    channel = Channel(os.fdopen(os.dup(sys.stdout.fileno()), "w", encoding="utf-8"))
    os.dup2(sys.stderr.fileno(), sys.stdout.fileno())
    status = 0
    try:
        serve(sys.stdin, channel)
    except Exception:
        traceback.print_exc()
        status = 1
    os._exit(status)  # a search thread running in a kernel ends with the process, not after


if __name__ == "__main__":
    main()
