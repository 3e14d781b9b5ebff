"""The frozen app (``make bundle``, dist/freecell-gui/) run as a user runs it: its commands, its window
with a Solve, its worker processes being itself, numba's cache in the user's folder and kept between
launches. ``make bundle-test`` builds the app and runs these (``-m bundle``; every other run leaves them
out: the build takes minutes). FREECELL_BUNDLE names another build's folder.

Each run of the app has its own environment: private configuration, data and cache folders, no Python
of ours on the PATH and no PYTHONPATH — the app has only what it carries.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from freecell_gui import __version__
from freecell_gui.core.rules.autoplay import Autoplay
from freecell_gui.core.rules.position import Position
from freecell_gui.core.rules.replay import replay
from freecell_gui.util.languages import LANGUAGE_CODES
from freecell_gui.util.resources import DECK_NAMES

pytestmark = pytest.mark.bundle

ROOT = Path(__file__).resolve().parent.parent
BUNDLE = Path(os.environ.get("FREECELL_BUNDLE") or ROOT / "dist" / "freecell-gui")
WINDOW_SCRIPT = ROOT / "tests" / "helpers" / "installed_window.py"
TIMEOUT = 600  # a first search compiles the kernels: a minute on a busy machine


@pytest.fixture(scope="module")
def home(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    assert (BUNDLE / "freecell").is_file() and (BUNDLE / "freecell-gui").is_file(), (
        f"no app in {BUNDLE}: make bundle"
    )
    yield tmp_path_factory.mktemp("home")


def app(home: Path, executable: str, *args: str) -> subprocess.CompletedProcess[str]:
    """``executable ARGS`` of the app, in ``home`` with its own folders."""
    env = {
        "HOME": str(home),
        "PATH": "/usr/bin:/bin",
        "LANG": "C.UTF-8",
        "QT_QPA_PLATFORM": "offscreen",
        **{f"XDG_{kind}_HOME": str(home / kind.lower()) for kind in ("CONFIG", "DATA", "CACHE")},
    }
    return subprocess.run(
        [str(BUNDLE / executable), *args], capture_output=True, text=True, env=env, cwd=home, timeout=TIMEOUT
    )


def cache_files(home: Path, executable: str) -> dict[str, tuple[int, int]]:
    """numba's cache of ``executable``: each file's (modification time in ns, size)."""
    folder = home / "cache" / "freecell-gui" / "numba" / executable
    return {
        str(path): (path.stat().st_mtime_ns, path.stat().st_size)
        for path in folder.rglob("*")
        if path.is_file()
    }


@pytest.mark.parametrize("executable", ["freecell", "freecell-gui"])
def test_version_and_places(home: Path, executable: str) -> None:
    done = app(home, executable, "--version")
    assert (done.returncode, done.stderr) == (0, "")
    assert done.stdout.splitlines() == [
        f"{executable} {__version__}",
        f"Settings: {home / 'config' / 'freecell-gui' / 'freecell-gui.conf'}",
        f"Deal catalogue: {home / 'data' / 'freecell-gui' / 'catalogue.sqlite'}",
        f"Data folder: {home / 'data' / 'freecell-gui'}",
    ]


def test_solve_617_with_our_search_and_its_cache_kept_between_launches(home: Path) -> None:
    done = app(home, "freecell", "solve", "617")
    assert done.returncode == 0, done.stderr
    assert re.fullmatch(r"deal 617: solved in \d+ moves .*\n", done.stderr), (
        done.stderr
    )  # its one report line
    assert replay(Position.deal(617), done.stdout, Autoplay.SAFE).final.is_solved()
    compiled = cache_files(home, "freecell")
    assert any(name.endswith(".nbc") for name in compiled)  # the kernels, in the user's cache folder
    assert not list(BUNDLE.rglob("*.nbi"))  # never inside the app
    again = app(home, "freecell", "solve", "617")
    assert (again.returncode, again.stdout) == (0, done.stdout)
    assert cache_files(home, "freecell") == compiled  # loaded, not compiled again


def test_export_617_draws_what_the_venv_draws(home: Path, tmp_path: Path) -> None:
    done = app(home, "freecell", "export", "617", "x.png")
    assert (done.returncode, done.stderr) == (0, "exported deal 617 to x.png\n")  # its one report line
    venv = subprocess.run(
        [sys.executable, "-m", "freecell_gui", "export", "617", str(tmp_path / "x.png")],
        capture_output=True,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
        check=True,
    )
    assert venv.returncode == 0
    picture = QImage(str(home / "x.png"))
    assert not picture.isNull() and picture.size().width() >= 1000
    assert picture == QImage(str(tmp_path / "x.png"))


def test_the_window_solves_with_the_app_as_its_worker_processes(home: Path) -> None:
    done = app(home, "freecell-gui", "--run-python", str(WINDOW_SCRIPT), "300")
    assert (done.returncode, done.stderr) == (0, "")
    worker, steps, status, sums = done.stdout.splitlines()
    assert worker == f"{BUNDLE / 'freecell-gui'} --search-worker"  # the app itself, never a Python
    assert int(steps) > 0, status
    assert sums == "45 145"  # a spawned pool's workers: the app again, run by freeze_support
    assert cache_files(home, "freecell-gui")  # the windowed executable's own cache


def test_the_app_carries_its_deck_translations_icons_and_menu_entry() -> None:
    package = BUNDLE / "_internal" / "freecell_gui"
    for deck in DECK_NAMES:
        shipped = sorted(p.name for p in (package / "assets" / "decks" / deck).glob("*.svg"))
        assert shipped == sorted(p.name for p in (ROOT / "assets" / "decks" / deck).glob("*.svg"))
    for icon in (ROOT / "assets" / "icons").glob("*.svg"):
        assert (package / "assets" / "icons" / icon.name).read_bytes() == icon.read_bytes()
    for code in LANGUAGE_CODES:
        name = f"translations/freecell_gui_{code}.qm"
        assert (package / name).read_bytes() == (ROOT / "freecell_gui" / name).read_bytes()
    assert (BUNDLE / "freecell-gui.desktop").read_text() == (
        ROOT / "assets" / "freecell-gui.desktop"
    ).read_text()
    assert (BUNDLE / "freecell-gui.svg").is_file()
    assert not [path for path in BUNDLE.rglob("*freecell-solver*")]  # fc-solve's library is the user's
