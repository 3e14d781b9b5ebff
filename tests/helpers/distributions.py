"""The installed distributions a wheel's requirements need (theirs included), as this environment has
them: what a fresh venv borrows offline (tests/test_wheel.py) and what `make bench` counts as the
dependencies' installed size (benchmarks/bench_dist.py)."""

from __future__ import annotations

import importlib.metadata
import zipfile
from collections.abc import Iterable
from pathlib import Path

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name


def wheel_requirements(wheel: Path) -> list[str]:
    """The ``Requires-Dist`` lines of ``wheel``'s metadata."""
    with zipfile.ZipFile(wheel) as archive:
        (name,) = [n for n in archive.namelist() if n.endswith(".dist-info/METADATA")]
        metadata = archive.read(name).decode()
    prefix = "Requires-Dist:"
    return [line.removeprefix(prefix).strip() for line in metadata.splitlines() if line.startswith(prefix)]


def dependencies(requirements: Iterable[str]) -> list[importlib.metadata.Distribution]:
    """The installed distributions ``requirements`` need, theirs included (extras left out)."""
    found: dict[str, importlib.metadata.Distribution] = {}
    todo = list(requirements)
    while todo:
        requirement = Requirement(todo.pop())
        if requirement.marker is not None and not requirement.marker.evaluate({"extra": ""}):
            continue
        name = canonicalize_name(requirement.name)
        if name not in found:
            found[name] = importlib.metadata.distribution(name)
            todo += found[name].requires or []
    return list(found.values())


def top_level_paths(distribution: importlib.metadata.Distribution) -> list[Path]:
    """Where ``distribution``'s top-level files and folders (modules, libraries, metadata) are; its
    scripts, outside site-packages, left out."""
    tops = {Path(str(name)).parts[0] for name in distribution.files or []} - {".."}
    return [Path(str(distribution.locate_file(top))) for top in sorted(tops)]


def tree_bytes(path: Path) -> int:
    """The bytes of the files at or under ``path`` (links not followed)."""
    if not path.is_dir() or path.is_symlink():
        return path.lstat().st_size
    return sum(child.lstat().st_size for child in path.rglob("*") if child.is_file() or child.is_symlink())
