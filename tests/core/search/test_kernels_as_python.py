"""The kernels' own source run as plain Python (NUMBA_DISABLE_JIT=1, in a subprocess): the reference
the compiled kernels are held to, and the way coverage sees inside them. The kernel-against-Position
properties, a small search and the sweep's fast pass must hold there too."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

_ROOT = Path(__file__).resolve().parents[3]


def test_the_kernels_interpreted_agree_with_position_and_solve() -> None:
    env = {**os.environ, "NUMBA_DISABLE_JIT": "1"}  # (uint64 hashes wrap on purpose: numpy warns)
    code = (
        "from freecell_gui.core.rules.position import Position\n"
        "from freecell_gui.core.search import SOLVED, search\n"
        "for mode in ('max', 'safe', 'none'):\n"
        "    result = search(Position.deal(3), mode, widths=(64,))\n"
        "    assert result.verdict == SOLVED, (mode, result)\n"
        "from freecell_gui.core.search.sweep import Sweep\n"
        "found = Sweep(capacity=4096).run([1, 2])\n"
        "assert found is not None and [one.verdict for one in found] == [SOLVED] * 2, found\n"
        "print('solved')\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=600)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip() == "solved"
    tests = [
        sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
        str(_ROOT / "tests/core/search/test_rules_kernel.py"), "--hypothesis-seed=1",
        str(_ROOT / "tests/core/search/test_legal_moves_kernel.py"),
        str(_ROOT / "tests/core/search/test_autoplay_kernel.py"),
        str(_ROOT / "tests/core/search/test_hash_kernel.py"),
        # The sweeps' deal against the Python deal; the complete search's keys (made, read back, told
        # apart) and a small search of its own.
        str(_ROOT / "tests/core/search/test_deal_kernel.py"),
        str(_ROOT / "tests/core/search/test_complete.py"), "-k", "key or sorted_out or zero_bound",
    ]  # fmt: skip
    done = subprocess.run(tests, capture_output=True, text=True, env=env, cwd=_ROOT, timeout=600)
    assert done.returncode == 0, done.stdout[-3000:]
