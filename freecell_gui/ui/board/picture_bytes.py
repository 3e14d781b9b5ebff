"""Pictures made in memory, for atomic_file.py to write whole: an SVG drawn by a function, an image encoded
in a format, and a painter that refuses to start rather than flood the terminal. For exports and deck sheets.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QBuffer, QIODevice, QRect, QSize
from PySide6.QtGui import QImage, QPaintDevice, QPainter
from PySide6.QtSvg import QSvgGenerator


def begin_painter(device: QPaintDevice, what: str) -> QPainter:
    """A painter active on ``device``, or OSError: painting on a device that failed to open makes Qt print
    a warning for every single drawing call."""
    painter = QPainter()
    if not painter.begin(device):
        raise OSError(f"cannot draw {what}: the painter could not start")
    return painter


def svg_bytes(size: QSize, title: str, draw: Callable[[QPainter], None]) -> bytes:
    """An SVG document of ``size`` drawn by ``draw``, built in memory."""
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    generator = QSvgGenerator()
    generator.setOutputDevice(buffer)
    generator.setSize(size)
    generator.setViewBox(QRect(0, 0, size.width(), size.height()))
    generator.setTitle(title)
    painter = begin_painter(generator, title)
    try:
        draw(painter)
    finally:
        painter.end()
    return bytes(buffer.data().data())


def image_bytes(image: QImage, image_format: str) -> bytes:
    """``image`` encoded as ``image_format`` (png, jpg, bmp …), in memory."""
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    # The stubs ask for bytes, but PySide6 6.11 accepts only str for the format.
    if not image.save(buffer, image_format.upper()):  # type: ignore[call-overload]
        raise OSError(f"cannot encode the picture as {image_format.upper()}")
    return bytes(buffer.data().data())


def picture_bytes(size: QSize, title: str, draw: Callable[[QPainter], None], picture_format: str) -> bytes:
    """A picture of ``size`` drawn by ``draw``, encoded as ``picture_format``: an SVG document for "svg"
    (``title`` its title), else an opaque image in that format (``title`` names it in an error)."""
    if picture_format == "svg":
        return svg_bytes(size, title, draw)
    image = QImage(size, QImage.Format.Format_RGB32)
    painter = begin_painter(image, title)
    try:
        draw(painter)
    finally:
        painter.end()
    return image_bytes(image, picture_format)
