"""Can Qt open a window here? Asked before the QApplication exists, because Qt aborts the process (exit
134, a message about xcb-cursor0 that does not say what to do) when the display is dead or missing.

Linux only, and only when QT_QPA_PLATFORM does not choose a platform: the viewer needs a Wayland socket
or an X server that accepts a connection, and for X, the xcb-cursor library that Qt's xcb plugin loads.
"""

from __future__ import annotations

import ctypes.util
import os
import re
import socket
import sys
from collections.abc import Callable, Mapping

WHAT_TO_DO = (
    "to run without a screen use QT_QPA_PLATFORM=offscreen freecell-gui or xvfb-run freecell-gui; "
    "the README lists the system libraries the viewer needs"
)
TIMEOUT = 0.5  # seconds for a TCP display to answer
_X_DISPLAY = re.compile(r"^(?P<host>[^:]*):(?P<number>\d+)(\.\d+)?$")


def _accepts(family: int, address: str | bytes | tuple[str, int]) -> bool:
    try:
        with socket.socket(family, socket.SOCK_STREAM) as probe:
            probe.settimeout(TIMEOUT)
            probe.connect(address)
    except OSError:
        return False
    return True


def x_display_answers(display: str) -> bool | None:
    """Whether the X server of ``display`` (``:0``, ``unix:1.0``, ``host:10``) accepts a connection;
    None if ``display`` is not in that form (then Qt is left to judge)."""
    match = _X_DISPLAY.match(display)
    if match is None:
        return None
    host, number = match["host"], int(match["number"])
    if host in ("", "unix"):
        path = f"/tmp/.X11-unix/X{number}"
        # Servers listen on the file and on the same name in Linux's abstract namespace.
        return _accepts(socket.AF_UNIX, path) or _accepts(socket.AF_UNIX, b"\0" + path.encode())
    return _accepts(socket.AF_INET, (host, 6000 + number))


def _wayland_answers(environ: Mapping[str, str], name: str) -> bool:
    path = name if name.startswith("/") else os.path.join(environ.get("XDG_RUNTIME_DIR", ""), name)
    return _accepts(socket.AF_UNIX, path)


def display_problem(
    environ: Mapping[str, str] | None = None,
    platform: str | None = None,
    find_library: Callable[[str], str | None] = ctypes.util.find_library,
) -> str | None:
    """Why the viewer cannot open a window, in a few words, or None when it can (or we cannot tell)."""
    environ = os.environ if environ is None else environ
    platform = sys.platform if platform is None else platform
    if not platform.startswith("linux") or environ.get("QT_QPA_PLATFORM"):
        return None
    wayland, x_display = environ.get("WAYLAND_DISPLAY"), environ.get("DISPLAY")
    if not wayland and not x_display:
        return "no display found (neither DISPLAY nor WAYLAND_DISPLAY is set)"
    if wayland and (environ.get("XDG_SESSION_TYPE") == "wayland" or not x_display):
        if _wayland_answers(environ, wayland):
            return None
        if not x_display:
            return f"no display found (nothing answers on Wayland display {wayland!r})"
    assert x_display
    if x_display_answers(x_display) is False:
        return f"no display found (nothing answers on X display {x_display!r})"
    if find_library("xcb-cursor") is None:
        return "the system library libxcb-cursor (Debian/Ubuntu package libxcb-cursor0) is missing"
    return None
