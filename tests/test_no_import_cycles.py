"""No module of the package imports itself back, however far round: through imports inside functions too
(the settings' old cycle hid in one) and through imports under ``if TYPE_CHECKING:``, which never run but
say that a module knows the one that uses it (a helper typed with the whole window, to call back into it).
import-linter's acyclic_siblings contract (``make lint``) sees cycles between the siblings of a package at
run time; this sees every cycle of modules, package ``__init__`` files included."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "freecell_gui"


def module_names(root: Path) -> dict[str, Path]:
    """Every module under the package folder ``root`` by dotted name (a package by its own name)."""
    names = {}
    for path in root.rglob("*.py"):
        parts = [root.name, *path.relative_to(root).with_suffix("").parts]
        if parts[-1] == "__init__":
            parts.pop()
        names[".".join(parts)] = path
    return names


def imports_of(name: str, path: Path, modules: dict[str, Path]) -> set[str]:
    """The package's modules that module ``name`` imports, for its run or for its types."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    imported: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            imported |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = package.rsplit(".", node.level - 1)[0] if node.level else ""
            source = ".".join(part for part in (base, node.module or "") if part)
            # ``from pkg import module`` imports the module; ``from pkg import name``, the package.
            for alias in node.names:
                imported.add(f"{source}.{alias.name}" if f"{source}.{alias.name}" in modules else source)
    return {module for module in imported if module in modules and module != name}


def cycles(root: Path) -> list[list[str]]:
    """The groups of modules under ``root`` that import one another round (Tarjan's strong components)."""
    modules = module_names(root)
    edges = {name: sorted(imports_of(name, path, modules)) for name, path in modules.items()}
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(name: str) -> None:
        index[name] = low[name] = len(index)
        stack.append(name)
        for other in edges[name]:
            if other not in index:
                visit(other)
                low[name] = min(low[name], low[other])
            elif other in stack:
                low[name] = min(low[name], index[other])
        if low[name] == index[name]:
            group: list[str] = []
            while not group or group[-1] != name:
                group.append(stack.pop())
            if len(group) > 1:
                found.append(sorted(group))

    for name in sorted(modules):
        if name not in index:
            visit(name)
    return found


def test_no_module_imports_itself_back() -> None:
    assert cycles(PACKAGE) == []


def test_a_cycle_through_an_import_inside_a_function_or_for_types_is_found(tmp_path: Path) -> None:
    package = tmp_path / "pkg"
    (package / "ui").mkdir(parents=True)
    (package / "__init__.py").write_text("")
    (package / "ui" / "__init__.py").write_text("")
    (package / "ui" / "settings.py").write_text("def speed():\n    from pkg.ui.speeds import SPEED\n")
    (package / "ui" / "speeds.py").write_text("from . import settings\nSPEED = 1\n")
    (package / "ui" / "typed.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from pkg.ui import speeds\n"
    )
    (package / "ui" / "other.py").write_text("from pkg.ui import typed\n")
    (package / "ui" / "window.py").write_text("from pkg.ui import helper\n")
    (package / "ui" / "helper.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from pkg.ui.window import Window\n"
    )
    assert cycles(package) == [["pkg.ui.helper", "pkg.ui.window"], ["pkg.ui.settings", "pkg.ui.speeds"]]
