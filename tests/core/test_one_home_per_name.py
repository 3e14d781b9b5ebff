"""The notation's names are imported from notation.py, where they are defined (issue 22: ``Move`` came
from both notation.py and moves.py): no module of the package or its tests takes a name from moves.py
that moves.py itself imported (the public face is ``freecell_gui.core``)."""

from __future__ import annotations

import ast
from pathlib import Path

from freecell_gui.core.rules import replay as moves

ROOT = Path(__file__).resolve().parents[2]


def borrowed_from_moves(paths: list[Path]) -> list[str]:
    """Every ``from freecell_gui.core.rules.replay import name`` of a name moves.py does not define itself."""
    found = []
    for path in paths:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module == "freecell_gui.core.rules.replay":
                for alias in node.names:
                    home = getattr(getattr(moves, alias.name, None), "__module__", moves.__name__)
                    if home != moves.__name__:
                        found.append(f"{path.name}:{node.lineno} {alias.name} from {home}")
    return found


def test_the_notations_names_come_from_notation() -> None:
    paths = sorted([*(ROOT / "freecell_gui").rglob("*.py"), *(ROOT / "tests").rglob("*.py")])
    assert borrowed_from_moves(paths) == []


def test_a_borrowed_name_is_seen(tmp_path: Path) -> None:
    (tmp_path / "borrower.py").write_text("from freecell_gui.core.rules.replay import Move, replay\n")
    assert borrowed_from_moves([tmp_path / "borrower.py"]) == [
        "borrower.py:1 Move from freecell_gui.core.notation.standard"
    ]
