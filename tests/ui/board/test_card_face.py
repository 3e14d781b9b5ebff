"""A card face: where the table paints a card, and how much of it (a QPixmap inside: qapp)."""

from __future__ import annotations

from PySide6.QtCore import QRect

from freecell_gui.ui.board.card_face import CardFace


def test_a_place_is_news_only_when_it_differs(qapp) -> None:  # type: ignore[no-untyped-def]
    face = CardFace(QRect(0, 0, 10, 14))
    face.place(QRect(0, 0, 10, 14))
    assert face.following  # the same place: the widget still stands there
    face.place(QRect(5, 6, 10, 14))
    assert not face.following and face.box == (5, 6, 10, 14) and face.rect == QRect(5, 6, 10, 14)
    face.place(QRect(1, 2, 3, 4), (1, 2, 3, 4))
    assert face.box == (1, 2, 3, 4)


def test_showing_more_of_a_card_says_so(qapp) -> None:  # type: ignore[no-untyped-def]
    face = CardFace(QRect(0, 0, 10, 14))
    assert not face.show_height(None)  # all of it showed already
    assert not face.show_height(5)  # less
    assert face.show_height(8)  # more
    assert not face.show_height(8)  # the same
    assert not face.show_height(0)
    assert face.show_height(None)  # all of it
    assert face.shown_height is None
