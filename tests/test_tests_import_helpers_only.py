"""Tests share code through tests/helpers/ only: no test imports another test module or a conftest (whose
fixtures pytest hands out by itself), and no relative import hides such a link."""

from __future__ import annotations

import ast
from pathlib import Path

TESTS = Path(__file__).resolve().parent


def _imports(path: Path) -> list[tuple[str, int]]:
    """The modules ``path`` imports (a relative import as its dots and name) with their line numbers."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found += [(alias.name, node.lineno) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            found.append(("." * node.level + (node.module or ""), node.lineno))
    return found


def bad_imports(root: Path) -> list[str]:
    """Every import under ``root`` of a test module, a conftest or a relative module (``file:line name``)."""
    bad = []
    for path in sorted(root.rglob("*.py")):
        for name, line in _imports(path):
            last = name.rsplit(".", 1)[-1]
            if name.startswith(".") or (
                name.startswith("tests.") and (last.startswith("test_") or last == "conftest")
            ):
                bad.append(f"{path.relative_to(root)}:{line} {name}")
    return bad


def test_no_test_imports_another_test_module() -> None:
    assert bad_imports(TESTS) == []


def test_the_check_sees_each_kind_of_link(tmp_path: Path) -> None:
    (tmp_path / "test_a.py").write_text(
        "from tests.core.test_position import make\nfrom tests.ui.conftest import show_active\n"
        "from .scripted import gives_up\nimport tests.cli.test_cli\n"
        "from tests.helpers.positions import make\n"
    )
    assert bad_imports(tmp_path) == [
        "test_a.py:1 tests.core.test_position",
        "test_a.py:2 tests.ui.conftest",
        "test_a.py:3 .scripted",
        "test_a.py:4 tests.cli.test_cli",
    ]
