"""What a user downloads and unpacks, and how soon the frozen app shows its window.

The wheel as `make dist` builds it; installed (pip, no dependencies) and with its dependencies as this
venv has them. The frozen app as `make bundle` built it (dist/freecell-gui/; `make bench` builds it
first): its size, and its start to the board's first paint next to the venv's, in the same run, both
running the same script (benchmarks/first_paint.py: the venv's Python runs it, the app with
``--run-python``), alternately, after one warm-up run each (the files read once, as at a second launch).
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from benchmarks.report import Figure
from benchmarks.timing import user_environment
from tests.helpers.distributions import dependencies, top_level_paths, tree_bytes, wheel_requirements

ROOT = Path(__file__).resolve().parent.parent
BUNDLE = ROOT / "dist" / "freecell-gui"
FIRST_PAINT = Path(__file__).with_name("first_paint.py")
STARTS = 5
MB = 1e6


def _wheel(folder: Path) -> Path:
    command = [sys.executable, "-m", "build", "--wheel", "--no-isolation", "--outdir", str(folder), str(ROOT)]
    subprocess.run(command, capture_output=True, check=True, timeout=300)
    (wheel,) = folder.glob("freecell_gui-*.whl")
    return wheel


def _installed_bytes(wheel: Path, folder: Path) -> int:
    target = folder / "site-packages"
    command = [sys.executable, "-m", "pip", "install", "--quiet", "--no-deps", "--no-index", "--target"]
    subprocess.run([*command, str(target), str(wheel)], check=True, timeout=300)
    return tree_bytes(target)


def _start_seconds(command: list[str]) -> float:
    started = time.perf_counter()
    subprocess.run(command, capture_output=True, check=True, env=user_environment(), timeout=300)
    return time.perf_counter() - started


def run() -> list[Figure]:
    if not (BUNDLE / "freecell-gui").is_file():
        raise FileNotFoundError(f"no frozen app in {BUNDLE}: make bundle (make bench builds it first)")
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        wheel = _wheel(folder)
        wheel_bytes = wheel.stat().st_size
        installed = _installed_bytes(wheel, folder)
        libraries = sum(
            tree_bytes(path)
            for distribution in dependencies(wheel_requirements(wheel))
            for path in top_level_paths(distribution)
        )
    venv = [sys.executable, str(FIRST_PAINT)]
    frozen = [str(BUNDLE / "freecell-gui"), "--run-python", str(FIRST_PAINT)]
    _start_seconds(venv), _start_seconds(frozen)  # warm-up
    pairs = [(_start_seconds(venv), _start_seconds(frozen)) for _ in range(STARTS)]
    venv_start = statistics.median(v for v, _ in pairs)
    frozen_start = statistics.median(f for _, f in pairs)
    return [
        Figure("wheel (make dist)", wheel_bytes / MB, "MB"),
        Figure("the wheel installed (pip, its dependencies apart)", installed / MB, "MB"),
        Figure(
            "installed with its dependencies (this venv's PySide6, numba, NumPy …)",
            (installed + libraries) / MB,
            "MB",
        ),
        Figure(
            "frozen app unpacked (make bundle: dist/freecell-gui/)",
            tree_bytes(BUNDLE) / MB,
            "MB",
            at_most=400,
        ),
        Figure(f"start to the board's first paint in the venv (median of {STARTS})", venv_start, "s"),
        Figure(f"the same, frozen app (median of {STARTS}, same run)", frozen_start, "s"),
        Figure("frozen app's start / the venv's", frozen_start / venv_start, "×", at_most=1.5),
    ]
