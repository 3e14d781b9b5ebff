"""``make dist``'s sdist and wheel (the wheel built from the sdist), named with the version; the wheel
carries both decks, the icons and the translations, and installed in a fresh venv (not editable) it
runs: ``--version``, ``solve 617``, ``export 617``, and the window with a Solve.

The fresh venv gets the wheel from pip and, offline, the wheel's declared dependencies (and theirs) as
this environment's copies: only those, linked into a folder of their own, so that a dependency missing
from the wheel's metadata fails here as it would for a user.
"""

from __future__ import annotations

import importlib.util
import os
import re
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from freecell_gui import __version__
from freecell_gui.core.deals.cards import CARD_CODES
from freecell_gui.core.rules.autoplay import Autoplay
from freecell_gui.core.rules.position import Position
from freecell_gui.core.rules.replay import replay
from freecell_gui.util.resources import DECK_NAMES
from tests.helpers.distributions import dependencies, top_level_paths, wheel_requirements

ROOT = Path(__file__).resolve().parent.parent
CODES = (*CARD_CODES, "back", "SJ", "BJ")
WINDOW_SCRIPT = ROOT / "tests" / "helpers" / "installed_window.py"
TIMEOUT = 600  # a first search compiles the kernels: a minute on a busy machine

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """What ``make dist`` builds: {"sdist": …tar.gz, "wheel": …whl}."""
    out = tmp_path_factory.mktemp("dist")
    command = [sys.executable, "-m", "build", "--outdir", str(out), str(ROOT)]
    if importlib.util.find_spec("hatchling") is not None:
        command.insert(3, "--no-isolation")  # the backend is installed: no download needed
    result = subprocess.run(command, capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stdout[-2000:] + result.stderr[-2000:]
    (sdist,) = out.glob("freecell_gui-*.tar.gz")
    (wheel,) = out.glob("freecell_gui-*.whl")
    return {"sdist": sdist, "wheel": wheel}


@pytest.fixture(scope="module")
def wheel(built: dict[str, Path]) -> Path:
    return built["wheel"]


@pytest.fixture(scope="module")
def venv(wheel: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A fresh venv with the wheel installed by pip, and its dependencies (see the module's docstring)."""
    folder = tmp_path_factory.mktemp("venv")
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(folder)], check=True, timeout=120)
    python = folder / "bin" / "python"
    linked = folder / "dependencies"
    linked.mkdir()
    for distribution in dependencies(wheel_requirements(wheel)):
        for path in top_level_paths(distribution):
            (linked / path.name).symlink_to(path)
    site = Path(
        subprocess.check_output(
            [str(python), "-c", "import site; print(site.getsitepackages()[0])"], text=True
        ).strip()
    )
    (site / "dependencies.pth").write_text(f"{linked}\n", encoding="utf-8")
    pip = [sys.executable, "-m", "pip", "--python", str(python), "--disable-pip-version-check"]
    subprocess.run(
        [*pip, "install", "--quiet", "--no-deps", "--no-index", str(wheel)], check=True, timeout=300
    )
    checked = subprocess.run([*pip, "check"], capture_output=True, text=True, timeout=120)
    assert checked.returncode == 0, checked.stdout  # every requirement of the wheel met
    return folder


def run_installed(venv: Path, home: Path, *command: str) -> subprocess.CompletedProcess[str]:
    """``command`` (a script of the venv's bin/) in ``home``, with its own folders, no checkout in reach."""
    env = {
        "HOME": str(home),
        "PATH": f"{venv / 'bin'}:/usr/bin:/bin",
        "LANG": "C.UTF-8",
        "QT_QPA_PLATFORM": "offscreen",
        **{f"XDG_{kind}_HOME": str(home / kind.lower()) for kind in ("CONFIG", "DATA", "CACHE")},
    }
    return subprocess.run(
        [str(venv / "bin" / command[0]), *command[1:]],
        capture_output=True,
        text=True,
        env=env,
        cwd=home,
        timeout=TIMEOUT,
    )


def test_make_dist_names_both_with_the_version_and_the_sdist_holds_the_sources(
    built: dict[str, Path],
) -> None:
    assert built["sdist"].name == f"freecell_gui-{__version__}.tar.gz"
    assert built["wheel"].name == f"freecell_gui-{__version__}-py3-none-any.whl"
    with tarfile.open(built["sdist"]) as archive:
        names = set(archive.getnames())
    top = f"freecell_gui-{__version__}"
    for name in ("pyproject.toml", "README.md", "freecell_gui/__init__.py", "assets/decks/classic/AC.svg"):
        assert f"{top}/{name}" in names, name


def test_wheel_contains_every_svg_unchanged(wheel: Path) -> None:
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
        for deck in DECK_NAMES:
            for code in CODES:
                name = f"freecell_gui/assets/decks/{deck}/{code}.svg"
                assert name in names, name
                assert archive.read(name) == (ROOT / "assets" / "decks" / deck / f"{code}.svg").read_bytes()
        svgs = [n for n in names if n.startswith("freecell_gui/assets/decks/") and n.endswith(".svg")]
    assert len(svgs) == 2 * len(CODES)


def test_wheel_contains_every_icon_unchanged(wheel: Path) -> None:
    icons = sorted((ROOT / "assets" / "icons").glob("*.svg"))
    assert len(icons) >= 18  # the 17 action icons and the application's
    with zipfile.ZipFile(wheel) as archive:
        for icon in icons:
            assert archive.read(f"freecell_gui/assets/icons/{icon.name}") == icon.read_bytes()


def test_wheel_ships_every_compiled_translation(wheel: Path) -> None:
    from freecell_gui.util.languages import LANGUAGE_CODES

    with zipfile.ZipFile(wheel) as archive:
        for code in LANGUAGE_CODES:  # English too: its plural forms
            name = f"freecell_gui/translations/freecell_gui_{code}.qm"
            assert archive.read(name) == (ROOT / name).read_bytes(), name


def test_the_installed_package_is_the_wheels_and_loads_its_own_deck(venv: Path, tmp_path: Path) -> None:
    probe = (
        "import freecell_gui, freecell_gui.util.resources as r; print(freecell_gui.__file__); "
        "print(r.decks_root()); print(len(r.deck_file_bytes('four-color', 'TD')))"
    )
    done = run_installed(venv, tmp_path, "python", "-c", probe)
    assert done.returncode == 0, done.stderr
    module, root, size = done.stdout.split()
    package = Path(module).parent
    assert package.parent.name == "site-packages" and package.is_relative_to(venv)  # not the checkout
    assert Path(root) == package / "assets" / "decks"
    assert int(size) == (ROOT / "assets" / "decks" / "four-color" / "TD.svg").stat().st_size


def test_installed_version_solve_and_export(venv: Path, tmp_path: Path) -> None:
    version = run_installed(venv, tmp_path, "freecell", "--version")
    assert (version.returncode, version.stderr) == (0, "")
    assert version.stdout.splitlines()[0] == f"freecell {__version__}"
    assert f"Data folder: {tmp_path / 'data' / 'freecell-gui'}" in version.stdout.splitlines()
    solved = run_installed(venv, tmp_path, "freecell", "solve", "617")
    assert solved.returncode == 0, solved.stderr
    assert re.fullmatch(r"deal 617: solved in \d+ moves .*\n", solved.stderr), solved.stderr
    assert replay(Position.deal(617), solved.stdout, Autoplay.SAFE).final.is_solved()
    exported = run_installed(venv, tmp_path, "freecell", "export", "617", "x.png")
    assert (exported.returncode, exported.stderr) == (0, "exported deal 617 to x.png\n")
    here = tmp_path / "here.png"
    subprocess.run(
        [sys.executable, "-m", "freecell_gui", "export", "617", str(here)], capture_output=True, check=True
    )
    picture = QImage(str(tmp_path / "x.png"))
    assert not picture.isNull() and picture == QImage(str(here))


def test_installed_window_solves_in_its_worker_process(venv: Path, tmp_path: Path) -> None:
    assert (venv / "bin" / "freecell-gui").is_file()  # the gui-scripts entry point
    done = run_installed(venv, tmp_path, "python", str(WINDOW_SCRIPT), "300")
    assert (done.returncode, done.stderr) == (0, "")
    worker, steps, status, sums = done.stdout.splitlines()
    assert worker == f"{venv / 'bin' / 'python'} -m freecell_gui.core.search.worker"
    assert int(steps) > 0, status
    assert sums == "45 145"
    assert os.path.isdir(tmp_path / "config" / "freecell-gui")  # its settings, in the private folder
