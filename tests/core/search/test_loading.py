"""numba is loaded only when a search runs, and its cache goes where it can be written."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from freecell_gui.core.search.cache_dir import configure_cache, frozen_cache_dir, user_cache_dir, writable


def _run(code: str) -> str:
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=300
    )
    return done.stdout.strip()


def test_importing_the_search_loads_neither_numba_nor_the_kernels() -> None:
    code = (
        "import sys, freecell_gui.core, freecell_gui.core.search as s\n"
        "print('numba' in sys.modules, 'freecell_gui.core.search.engine' in sys.modules, s.is_compiled())\n"
        "from freecell_gui.core.rules.position import Position\n"
        "s.search(Position.deal(3), 'max', widths=(64,))\n"
        "print('numba' in sys.modules, s.is_compiled())"
    )
    assert _run(code).splitlines() == ["False False False", "True True"]


def test_the_cache_goes_to_the_user_folder_when_the_package_folder_is_read_only() -> None:
    environ: dict[str, str] = {}
    configure_cache(environ, Path("/proc/freecell-gui"))  # nobody, root included, creates files in /proc
    assert environ == {"NUMBA_CACHE_DIR": user_cache_dir()}
    assert user_cache_dir().endswith(str(Path("freecell-gui") / "numba"))


def test_the_cache_stays_by_the_package_when_writable_and_a_chosen_folder_stands(tmp_path: Path) -> None:
    assert writable(tmp_path / "package" / "__pycache__")
    environ: dict[str, str] = {}
    configure_cache(environ, tmp_path / "package")
    assert environ == {}
    chosen = {"NUMBA_CACHE_DIR": str(tmp_path / "mine")}
    configure_cache(chosen, Path("/proc/freecell-gui"))
    assert chosen == {"NUMBA_CACHE_DIR": str(tmp_path / "mine")}


def test_the_frozen_app_caches_in_the_user_folder_one_folder_per_executable(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys, "executable", str(tmp_path / "app" / "freecell-gui"))
    environ: dict[str, str] = {}
    configure_cache(environ, tmp_path / "package", frozen=True)  # never inside the app, writable or not
    assert environ == {"NUMBA_CACHE_DIR": str(Path(user_cache_dir()) / "freecell-gui")}
    assert frozen_cache_dir() == environ["NUMBA_CACHE_DIR"]
    monkeypatch.setattr(sys, "executable", str(tmp_path / "app" / "freecell.exe"))
    assert frozen_cache_dir() == str(Path(user_cache_dir()) / "freecell")  # the console executable's own
    chosen = {"NUMBA_CACHE_DIR": str(tmp_path / "mine")}
    configure_cache(chosen, tmp_path / "package", frozen=True)
    assert chosen == {"NUMBA_CACHE_DIR": str(tmp_path / "mine")}


def test_a_frozen_process_is_told_by_sys_frozen(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    environ: dict[str, str] = {}
    configure_cache(environ, tmp_path / "package")
    assert environ == {}  # a venv: by the package, which is writable here
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    configure_cache(environ, tmp_path / "package")
    assert environ == {"NUMBA_CACHE_DIR": frozen_cache_dir()}
