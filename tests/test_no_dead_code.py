"""Every function and class at a module's top level is used by the program: by the package itself, its
tools or its benchmarks, not only by the tests. Code kept for the tests alone (a second host to test a
widget on, a helper nothing calls) is not tested on the path the user takes, and hides that path; a test
drives the real one instead. ``make lint`` runs vulture too, for what nothing at all uses."""

from __future__ import annotations

import ast
from collections.abc import Iterable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PROGRAM = ("freecell_gui", "tools", "benchmarks")


# Used by the tests alone, on purpose: what resets a cache the whole process shares, or states a bound of
# the program's that a test checks. Each with its reason.
TEST_SEAMS = {
    "forget_renderers": "a test changes the deck folder: the shared renderers read it again",
    "shared_deck_images": "tests wait for the shared render workers between tests",
    "memory_bound": "the beam search's memory bound, which search() documents and a test checks",
}


def _sources(root: Path, folders: Iterable[str]) -> list[Path]:
    found = (path for folder in folders for path in (root / folder).rglob("*"))
    return sorted(path for path in found if path.suffix in (".py", ".spec"))


def _registered(node: ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef) -> bool:
    """Decorated by a registration (``@atexit.register``): called by what it is registered with."""
    return any(ast.unparse(decorator).endswith("register") for decorator in node.decorator_list)


def defined(path: Path) -> list[tuple[str, int]]:
    """The functions and classes ``path`` defines at its top level, with their lines (dunders left out)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    kinds = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)
    return [
        (node.name, node.lineno)
        for node in tree.body
        if isinstance(node, kinds)
        and not (node.name.startswith("__") and node.name.endswith("__"))
        and not _registered(node)
    ]


def referenced(paths: Iterable[Path], entry_points: str = "") -> set[str]:
    """Every name ``paths`` use: names, attributes, imported names, and identifiers written as strings (a
    lazy import's table, an entry point, getattr); ``entry_points`` is pyproject's text."""
    names = {word for word in entry_points.replace(":", " ").replace(".", " ").split() if word.isidentifier()}
    for path in paths:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Name):
                names.add(node.id)
            elif isinstance(node, ast.Attribute):
                names.add(node.attr)
            elif isinstance(node, ast.alias):
                names.add(node.name.rpartition(".")[2])
            elif isinstance(node, ast.Constant) and isinstance(node.value, str):
                names.update(word for word in node.value.replace(".", " ").split() if word.isidentifier())
    return names


def unused(root: Path, folders: Iterable[str] = PROGRAM) -> list[str]:
    """``file:line name`` of each top-level function or class of ``root``'s package that the program
    never names."""
    sources = _sources(root, folders)
    pyproject = root / "pyproject.toml"
    used = referenced(sources, pyproject.read_text(encoding="utf-8") if pyproject.exists() else "")
    package = root / PROGRAM[0]
    return [
        f"{path.relative_to(root)}:{line} {name}"
        for path in sources
        if path.is_relative_to(package) and path.suffix == ".py"
        for name, line in defined(path)
        if name not in used and name not in TEST_SEAMS
    ]


def test_every_top_level_function_and_class_is_used_by_the_program() -> None:
    assert unused(ROOT) == []


def test_a_function_only_a_test_calls_is_found(tmp_path: Path) -> None:
    (tmp_path / "freecell_gui").mkdir()
    (tmp_path / "tests").mkdir()
    (tmp_path / "freecell_gui" / "cards.py").write_text(
        "def card_name(card):\n    return str(card)\n\n\ndef rank(card):\n    return card >> 2\n\n\n"
        "class Deck:\n    pass\n\n\n@atexit.register\ndef _close():\n    pass\n\n\n"
        "RANKS = [rank(card) for card in range(52)]\n"
    )
    (tmp_path / "freecell_gui" / "table.py").write_text("LAZY = {'Deck': 'freecell_gui.cards'}\n")
    (tmp_path / "tests" / "test_cards.py").write_text("from freecell_gui.cards import card_name\n")
    assert unused(tmp_path) == ["freecell_gui/cards.py:1 card_name"]
