"""The NumPy array types the kernels take, named once: a position, rows of positions, hashes, and the
integer arrays of the stores and queues (their element types are the kernels' contract with the Python
side that makes them)."""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

#: One position (layout.py's offsets), and a 2-D array of them, a row each.
State = npt.NDArray[np.uint8]
States = npt.NDArray[np.uint8]
#: 64-bit hashes: one position's (a 0-d or 1-element array), and many.
Key = npt.NDArray[np.uint64]
Keys = npt.NDArray[np.uint64]
Ints = npt.NDArray[np.int32]
Stamps = npt.NDArray[np.int32]
Slots = npt.NDArray[np.int32]
Shorts = npt.NDArray[np.int16]
Links = npt.NDArray[np.uint32]
Longs = npt.NDArray[np.int64]
