"""fc-solve is the tests' oracle and the benchmarks' peer, never part of the program: no module of the package
names its library, and the program's processes — the command line solving and building a catalogue, the
window's search process — run without it mapped, the library installed or not."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "freecell_gui"
_LIBRARY = re.compile(r"freecell[-_]solver|fcs_lib", re.IGNORECASE)

_PROBE = """
import sys, threading
from freecell_gui.cli import main
from freecell_gui.core.rules.position import Position
from freecell_gui.core.search.process import SearchProcess

status = main(["solve", "617", "--preset", "fast"])
status += main(["catalogue", "build", "1..40", "--db", sys.argv[1], "--jobs", "1"])
process = SearchProcess()
found = process.quick(Position.deal(11982), "safe", stop=threading.Event())
maps = [open("/proc/self/maps").read(), open(f"/proc/{process.pid()}/maps").read()]
process.close()
print(status, found.verdict, sum("freecell-solver" in text for text in maps))
"""


def test_no_module_of_the_package_names_fc_solves_library() -> None:
    named = [
        f"{path.relative_to(PACKAGE.parent)}:{number}"
        for path in sorted(PACKAGE.rglob("*.py"))
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1)
        if _LIBRARY.search(line)
    ]
    assert named == []


@pytest.mark.skipif(not Path("/proc/self/maps").exists(), reason="reads the libraries mapped from /proc")
def test_the_programs_processes_never_map_fc_solves_library(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-c", _PROBE, str(tmp_path / "catalogue.sqlite")],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    # Its last line: the commands' statuses, the process's verdict on 11982, the maps naming the library.
    assert done.stdout.splitlines()[-1].split() == ["0", "no", "solution", "0"]


_OPEN_IT = """
import ctypes, ctypes.util
try:
    ctypes.CDLL("libfreecell-solver.so.0")
    print("opened", ctypes.util.find_library("freecell-solver"))
except OSError:
    print("refused", ctypes.util.find_library("freecell-solver"))
"""


def test_make_tests_second_run_really_makes_the_library_unavailable() -> None:
    """`make test` runs the solving tests again with tests/helpers/no_fc_solve_library on PYTHONPATH: there
    the library cannot be opened nor found, while the system's other libraries still load."""
    folder = Path(__file__).parent / "helpers" / "no_fc_solve_library"
    environment = {**os.environ, "PYTHONPATH": str(folder)}
    done = subprocess.run([sys.executable, "-c", _OPEN_IT], capture_output=True, text=True, env=environment)
    assert done.stdout.split() == ["refused", "None"], done.stderr[-2000:]
    open_libc = "import ctypes, ctypes.util; print(ctypes.CDLL(ctypes.util.find_library('c')))"
    libc = subprocess.run(
        [sys.executable, "-c", open_libc],
        capture_output=True,
        text=True,
        env=environment,
    )
    assert libc.returncode == 0 and "libc" in libc.stdout
