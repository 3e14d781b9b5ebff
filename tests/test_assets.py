"""The committed SVG decks: complete, valid, font-free, small, and exactly what the generator writes."""

from __future__ import annotations

import xml.etree.ElementTree as ElementTree
from pathlib import Path

import pytest

from freecell_gui.core.deals.cards import CARD_CODES
from freecell_gui.util.resources import DECK_NAMES, deck_file, deck_file_bytes
from tools.make_deck import write_decks

DECKS = Path(__file__).resolve().parent.parent / "assets" / "decks"
NAMES = {f"{code}.svg" for code in (*CARD_CODES, "back", "SJ", "BJ")}
SIZE_LIMIT = 6 * 1024
XLINK = "{http://www.w3.org/1999/xlink}href"


def _all_files() -> list[Path]:
    return sorted(DECKS.glob("*/*.svg"))


def _local(tag: str) -> str:
    return tag.rpartition("}")[2]


def test_every_deck_has_exactly_its_55_files() -> None:
    assert len(NAMES) == 55
    for deck in DECK_NAMES:
        assert {p.name for p in (DECKS / deck).iterdir()} == NAMES, deck
    assert sorted(p.name for p in DECKS.iterdir()) == sorted(DECK_NAMES)


@pytest.mark.parametrize("path", _all_files(), ids=lambda p: f"{p.parent.name}/{p.name}")
def test_file_is_small_valid_svg_without_text(path: Path) -> None:
    data = path.read_bytes()
    assert len(data) <= SIZE_LIMIT
    root = ElementTree.fromstring(data)
    assert _local(root.tag) == "svg"
    assert root.get("viewBox") == "0 0 250 350"
    tags = {_local(element.tag) for element in root.iter()}
    assert not tags & {"text", "tspan", "textPath", "font", "image", "foreignObject", "style"}
    assert b"font" not in data
    # Every <use> points at a definition in the same file (QSvgRenderer would warn otherwise).
    ids = {element.get("id") for element in root.iter()} - {None}
    refs = {element.get(XLINK, "")[1:] for element in root.iter() if _local(element.tag) == "use"}
    assert refs <= ids


def test_generator_reproduces_the_committed_files_byte_for_byte(tmp_path: Path) -> None:
    written = write_decks(tmp_path)
    assert len(written) == 2 * 55
    for fresh in written:
        committed = DECKS / fresh.relative_to(tmp_path)
        assert committed.read_bytes() == fresh.read_bytes(), f"{committed} is stale: run `make assets`"
    # And a second run writes the same bytes again.
    again = tmp_path / "again"
    write_decks(again)
    assert all((again / p.relative_to(tmp_path)).read_bytes() == p.read_bytes() for p in written)


def test_resources_find_the_deck_in_the_checkout() -> None:
    assert deck_file_bytes("classic", "AS") == (DECKS / "classic" / "AS.svg").read_bytes()
    assert deck_file("four-color", "BJ").is_file()
    assert not deck_file("classic", "XX").is_file()
    with pytest.raises(ValueError, match="unknown deck"):
        deck_file("../classic", "AS")


def test_every_file_renders_in_qt_without_warnings(qapp) -> None:
    # qt_log_level_fail turns any Qt warning during parsing or painting into a failure.
    from PySide6.QtCore import QByteArray, QRectF, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    for path in _all_files():
        svg = QSvgRenderer(QByteArray(path.read_bytes()))
        assert svg.isValid(), path
        assert svg.viewBoxF() == QRectF(0, 0, 250, 350)
        image = QImage(50, 70, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        svg.render(painter, QRectF(0, 0, 50, 70))
        painter.end()
        assert image.pixelColor(25, 35).alpha() == 255, path
        assert image.pixelColor(0, 0).alpha() < 40, path  # rounded corner
