"""The frozen app's entry, run here by this interpreter as the bundle's executables run it: a worker
argument makes it the search's worker or runs a Python file; anything else is the command line's or the
viewer's. (tests/test_bundle.py runs the frozen app itself.)"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from freecell_gui import __version__
from freecell_gui.core.rules.autoplay import Autoplay
from freecell_gui.core.rules.position import Position
from freecell_gui.core.rules.replay import replay
from freecell_gui.core.search.pipe import worker_command
from freecell_gui.core.search.process import SearchProcess
from freecell_gui.core.search.worker import FROZEN_ARGUMENT
from freecell_gui.frozen_entry import RUN_PYTHON_ARGUMENT


def entry(gui: bool = False) -> list[str]:
    """This interpreter running the entry as the executable ``freecell`` (or ``freecell-gui``) does."""
    code = f"import sys; from freecell_gui.frozen_entry import run; sys.exit(run(gui={gui}))"
    return [sys.executable, "-c", code]


def run(*args: str, gui: bool = False, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([*entry(gui), *args], capture_output=True, text=True, timeout=120, cwd=cwd)


def test_the_frozen_app_starts_itself_as_the_search_worker(monkeypatch: pytest.MonkeyPatch) -> None:
    assert worker_command() == [sys.executable, "-m", "freecell_gui.core.search.worker"]
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    assert worker_command() == [sys.executable, FROZEN_ARGUMENT]  # no Python to run -m with


def test_the_worker_argument_makes_the_entry_the_search_worker() -> None:
    process = SearchProcess(command=[*entry(gui=True), FROZEN_ARGUMENT])
    try:
        result = process.search(Position.deal(1), Autoplay.SAFE, widths=(64,))
        assert process.pid() not in (None, os.getpid())
    finally:
        process.close()
    assert result.solution is not None
    assert replay(Position.deal(1), result.solution.text, Autoplay.SAFE).final.is_solved()


def test_the_worker_starts_without_a_standard_error_as_a_windowed_executable_may() -> None:
    worker = subprocess.run(
        [*entry(gui=True), FROZEN_ARGUMENT],
        input="",  # no search asked: ready, then the end of the input ends it
        capture_output=True,
        text=True,
        timeout=120,
        preexec_fn=lambda: os.close(2),  # Python starts with sys.stderr None
    )
    assert (worker.returncode, worker.stdout) == (0, '{"event": "ready"}\n')


SCRIPT = """
import sys
print(__name__, sys.argv[1:], sys.path[0] == {folder!r})
raise SystemExit(7)
"""


def test_run_python_runs_a_file_as_python_does(tmp_path: Path) -> None:
    script = tmp_path / "probe.py"
    script.write_text(SCRIPT.format(folder=str(tmp_path)), encoding="utf-8")
    done = run(RUN_PYTHON_ARGUMENT, str(script), "a", "--b", cwd=Path("/"))
    assert (done.returncode, done.stdout, done.stderr) == (7, "__main__ ['a', '--b'] True\n", "")


@pytest.mark.parametrize("args", [(), ("no-such-file.py",)])
def test_run_python_without_a_file_is_one_line_and_status_2(args: tuple[str, ...], tmp_path: Path) -> None:
    done = run(RUN_PYTHON_ARGUMENT, *args, cwd=tmp_path)
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.startswith(f"{RUN_PYTHON_ARGUMENT}: error: ") and done.stderr.count("\n") == 1


def test_anything_else_is_the_command_line_or_the_viewer() -> None:
    deal = run("deal", "617")
    expected = subprocess.run(
        [sys.executable, "-m", "freecell_gui", "deal", "617"], capture_output=True, text=True
    )
    assert (deal.returncode, deal.stdout) == (0, expected.stdout) and deal.stdout
    assert run("--version", gui=True).stdout.startswith(f"freecell-gui {__version__}\n")
    assert run("--version").stdout.startswith(f"freecell {__version__}\n")
