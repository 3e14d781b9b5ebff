"""The solution playback panel: a move list with transport controls, paste/copy/export and Solve."""

from __future__ import annotations

from freecell_gui.ui.playback.panel import PlaybackPanel

__all__ = ["PlaybackPanel"]
