"""The command line, ``freecell`` and ``freecell-gui``: the parser and main in main.py, the commands in
commands/. ``main`` and ``gui_main`` are the entry points named in pyproject.toml."""

from __future__ import annotations

import os

# NumPy's BLAS starts a pool of idle threads at import (one a core), and a process with threads must spawn
# its workers, each loading NumPy and the compiled kernels again (about 1 s of CPU each: a catalogue
# build of 10,000 deals took 2.8 s instead of 2.1). Nothing here does linear algebra: no pool, so the
# command line stays one thread and forks its workers (core/workers.pool_context). Set before any import
# of NumPy; a value the user chose is kept.
for _variable in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_variable, "1")

# Imported eagerly, and after the submodule: the function ``main`` then shadows the module main.py as the
# package's attribute, which is what ``freecell_gui.cli:main`` needs.
from freecell_gui.cli.main import gui_main, main  # noqa: E402 (after the variables above)

__all__ = ["gui_main", "main"]
