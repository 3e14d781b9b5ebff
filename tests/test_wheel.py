"""The built wheel carries both decks, and importlib.resources finds them there."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from freecell_gui.core.deals.cards import CARD_CODES
from freecell_gui.util.resources import DECK_NAMES

ROOT = Path(__file__).resolve().parent.parent
CODES = (*CARD_CODES, "back", "SJ", "BJ")


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("wheel")
    command = [sys.executable, "-m", "build", "--wheel", "--outdir", str(out), str(ROOT)]
    if importlib.util.find_spec("hatchling") is not None:
        command.insert(4, "--no-isolation")  # the backend is installed: no download needed
    result = subprocess.run(command, capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stdout[-2000:] + result.stderr[-2000:]
    (built,) = out.glob("freecell_gui-*.whl")
    return built


@pytest.mark.slow
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


@pytest.mark.slow
def test_wheel_contains_every_icon_unchanged(wheel: Path) -> None:
    icons = sorted((ROOT / "assets" / "icons").glob("*.svg"))
    assert len(icons) >= 18  # the 17 action icons and the application's
    with zipfile.ZipFile(wheel) as archive:
        for icon in icons:
            assert archive.read(f"freecell_gui/assets/icons/{icon.name}") == icon.read_bytes()


@pytest.mark.slow
def test_installed_wheel_loads_its_own_deck(wheel: Path, tmp_path: Path) -> None:
    with zipfile.ZipFile(wheel) as archive:
        archive.extractall(tmp_path)
    probe = (
        "import freecell_gui.util.resources as r; "
        "print(r.decks_root()); print(len(r.deck_file_bytes('four-color', 'TD')))"
    )
    result = subprocess.run(
        [sys.executable, "-c", probe],
        capture_output=True,
        text=True,
        env={"PYTHONPATH": str(tmp_path), "PATH": ""},
        cwd=tmp_path,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    root, size = result.stdout.split()
    assert Path(root) == tmp_path / "freecell_gui" / "assets" / "decks"
    assert int(size) == (ROOT / "assets" / "decks" / "four-color" / "TD.svg").stat().st_size


@pytest.mark.slow
def test_wheel_ships_every_compiled_translation(wheel: Path) -> None:
    from freecell_gui.util.languages import LANGUAGE_CODES

    with zipfile.ZipFile(wheel) as archive:
        for code in LANGUAGE_CODES:  # English too: its plural forms
            name = f"freecell_gui/translations/freecell_gui_{code}.qm"
            assert archive.read(name) == (ROOT / name).read_bytes(), name
