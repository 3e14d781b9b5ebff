"""The game registry: each game described once, and named nowhere else in the program."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from freecell_gui.core.deals.deal import deal
from freecell_gui.core.deals.doudizhu import deal_doudizhu, format_doudizhu
from freecell_gui.core.games import DEFAULT_GAME, DOUDIZHU, FREECELL, GAMES
from freecell_gui.core.notation.formats import format_deal
from freecell_gui.core.rules.position import Position

PACKAGE = Path(__file__).resolve().parents[2] / "freecell_gui"
# The modules allowed to name a game: the registry and the ui's board factories.
REGISTRY = {PACKAGE / "core" / "games.py", PACKAGE / "ui" / "board" / "registry.py"}


def test_ranges_validation_and_dealers() -> None:
    assert (FREECELL.first, FREECELL.last) == (1, 8_589_934_591)
    assert (DOUDIZHU.first, DOUDIZHU.last) == (1, 4_294_967_295)
    assert FREECELL.range_text == "1 … 8,589,934,591"
    assert FREECELL.validate("1,000") == 1000
    with pytest.raises(ValueError, match="8,589,934,591"):
        FREECELL.validate(0)
    with pytest.raises(ValueError, match="4,294,967,295"):
        DOUDIZHU.validate(2**32)
    assert FREECELL.dealer(617) == deal(617)
    assert DOUDIZHU.dealer(42) == deal_doudizhu(42)
    assert FREECELL.start_position is not None and FREECELL.start_position(617) == Position.deal(617)
    assert DOUDIZHU.start_position is None


def test_text_formats_fall_back_to_the_games_default() -> None:
    assert FREECELL.text(deal(1), "json") == format_deal(deal(1), "json")
    assert FREECELL.text(deal(1), "no such format") == format_deal(deal(1), "unicode")
    assert DOUDIZHU.text(deal_doudizhu(3), "json") == format_doudizhu(deal_doudizhu(3), "json")
    assert DOUDIZHU.text(deal_doudizhu(3), "rows") == format_doudizhu(deal_doudizhu(3), "text")
    for game in GAMES.values():
        assert game.default_text_format in game.text_formats


@pytest.mark.parametrize(
    ("number", "label", "note"),
    [
        (617, "Windows 1 … 32,000", "Solution on freecellgamesolutions.com"),
        (11982, "Windows 1 … 32,000", "No solution exists for this deal"),
        (1_000_000, "Microsoft 1 … 1,000,000", "Solution on freecellgamesolutions.com"),
        (1_000_001, "FreeCell Pro 1 … 8,589,934,591", "Published solutions cover 1 … 1,000,000"),
        (2**32, "FreeCell Pro 1 … 8,589,934,591", "Published solutions cover 1 … 1,000,000"),
    ],
)
def test_status_texts_and_site_links(number: int, label: str, note: str) -> None:
    assert FREECELL.range_label(number) == label
    assert FREECELL.site_note(number) == note
    assert FREECELL.has_site_page(number) is (number <= 1_000_000)
    assert FREECELL.site is not None
    assert FREECELL.site.url_for(number) == f"https://freecellgamesolutions.com/fcs/?game={number}"


def test_dou_dizhu_has_no_site_and_one_range() -> None:
    assert not DOUDIZHU.has_site_page(1) and DOUDIZHU.site_note(1) == ""
    assert DOUDIZHU.range_label(7) == "Dou Dizhu 1 … 4,294,967,295"


def test_lookup_by_key() -> None:
    assert GAMES["doudizhu"] is DOUDIZHU
    assert DEFAULT_GAME is FREECELL and next(iter(GAMES)) == FREECELL.key
    assert len({game.settings_key for game in GAMES.values()}) == len(GAMES)


def _string_constants(path: Path) -> list[tuple[int, str]]:
    """The string literals of a module that are not docstrings (docstrings may talk about games)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docstrings = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                docstrings.add(id(body[0].value))
    return [
        (node.lineno, node.value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings
    ]


def _namings(path: Path, root: Path = PACKAGE.parent) -> list[str]:
    """``file:line: 'FreeCell'`` for each literal naming a game by its title or being its key."""
    found = []
    for line, text in _string_constants(path):
        names = [game.title for game in GAMES.values() if game.title in text]
        names += [game.key for game in GAMES.values() if text == game.key]
        found += [f"{path.relative_to(root)}:{line}: {name!r}" for name in names]
    return found


def test_the_ui_never_names_a_game_outside_the_registry() -> None:
    modules = [*sorted((PACKAGE / "ui").rglob("*.py")), PACKAGE / "app" / "session.py"]
    offenders = [hit for path in modules if path not in REGISTRY for hit in _namings(path)]
    assert offenders == []


def test_the_naming_check_can_fail(tmp_path: Path) -> None:
    module = tmp_path / "window.py"
    module.write_text('"""A FreeCell window."""\nTITLE = "Dou Dizhu board"\nKEY = "freecell"\n', "utf-8")
    assert _namings(module, tmp_path) == ["window.py:2: 'Dou Dizhu'", "window.py:3: 'freecell'"]
