"""Images as NumPy arrays for pixel comparisons (the golden-image tests)."""

from __future__ import annotations

import numpy as np
import numpy.typing as npt
from PySide6.QtGui import QImage


def rgb_array(image: QImage) -> npt.NDArray[np.int16]:
    """``image`` as height × width × 3 signed ints, so that differences do not wrap."""
    image = image.convertToFormat(QImage.Format.Format_RGB888)
    data = np.frombuffer(image.constBits(), dtype=np.uint8, count=image.sizeInBytes())
    rows = data.reshape(image.height(), image.bytesPerLine())[:, : image.width() * 3]
    return rows.reshape(image.height(), image.width(), 3).astype(np.int16)
