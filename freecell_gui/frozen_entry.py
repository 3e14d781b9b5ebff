"""The frozen app's entry (``make bundle``, tools/bundle/): its two executables, ``freecell`` (the command
line, a console program) and ``freecell-gui`` (the viewer, windowed), each call :func:`run`.

A frozen app has no Python beside it, so every process the program starts is one of these executables
again, with an argument :func:`run` recognises before the program loads:

* multiprocessing's spawned pool workers and its resource tracker (``--multiprocessing-fork …``,
  ``-c "from multiprocessing…"``): ``multiprocessing.freeze_support()``, which PyInstaller makes work on
  every system, runs them and exits (a forked worker starts nothing: it is a copy of its parent);
* the search's worker process (``--search-worker``, core/search/worker.py);
* ``--run-python FILE [ARG …]``: FILE run by the app's interpreter with the app's modules, as ``python
  FILE`` runs it in a venv (the bundle's smoke test opens the window with it, `make bench` times it).

Anything else is the command line's (``freecell …``) or the viewer's (``freecell-gui …``).
"""

from __future__ import annotations

import multiprocessing
import os
import runpy
import sys
from collections.abc import Sequence

RUN_PYTHON_ARGUMENT = "--run-python"


def run(gui: bool, argv: Sequence[str] | None = None) -> int:
    """The executable's work for ``argv`` (default: its own arguments): a worker's, or the viewer's
    (``gui``) or the command line's; its exit status."""
    multiprocessing.freeze_support()  # first: a pool's worker or the resource tracker runs here and exits
    arguments = list(sys.argv[1:] if argv is None else argv)
    from freecell_gui.core.search import worker

    if arguments[:1] == [worker.FROZEN_ARGUMENT]:
        if sys.stderr is None:  # a windowed executable started without one: the worker writes notes there
            sys.stderr = open(os.devnull, "w", encoding="utf-8")  # noqa: SIM115 (the process's for good)
        worker.main()
    if arguments[:1] == [RUN_PYTHON_ARGUMENT]:
        return run_python(arguments[1:])
    from freecell_gui.cli import gui_main, main

    return (gui_main if gui else main)(arguments)


def run_python(arguments: Sequence[str]) -> int:
    """Run the Python file ``arguments[0]`` as ``__main__`` with ``arguments`` as its ``sys.argv`` and its
    folder first on the path, as ``python FILE ARG …`` does; its ``SystemExit`` ends the process."""
    if not arguments:
        print(f"{RUN_PYTHON_ARGUMENT}: error: name a Python file to run", file=sys.stderr)
        return 2
    path = arguments[0]
    if not os.path.isfile(path):
        print(f"{RUN_PYTHON_ARGUMENT}: error: {path}: no such file", file=sys.stderr)
        return 2
    sys.argv = list(arguments)
    sys.path.insert(0, os.path.dirname(os.path.abspath(path)))
    runpy.run_path(path, run_name="__main__")
    return 0
