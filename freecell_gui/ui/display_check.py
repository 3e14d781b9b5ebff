"""Can Qt open a window here? Asked before the QApplication exists, because Qt aborts the process (exit
134, a message about xcb-cursor0 that does not say what to do) when the display is dead, missing or
misnamed, or the platform asked for does not exist.

Linux only. The platforms QT_QPA_PLATFORM names (``xcb``, ``wayland;xcb`` …) are checked, one of them must
work; without it, the platform Qt would choose: a Wayland socket or an X server that accepts a connection,
and for X, the xcb-cursor library that Qt's xcb plugin loads.
"""

from __future__ import annotations

import ctypes.util
import os
import re
import socket
import sys
from collections.abc import Callable, Collection, Mapping
from pathlib import Path
from typing import Any

WHAT_TO_DO = (
    "to run without a screen use QT_QPA_PLATFORM=offscreen freecell-gui or xvfb-run freecell-gui; "
    "the README lists the system libraries the viewer needs"
)
TIMEOUT = 0.5  # seconds for a TCP display to answer
# As libxcb reads DISPLAY: an optional protocol before the last slash, the host before the last colon,
# the display number, an optional screen number.
_X_DISPLAY = re.compile(r"^(?:.*/)?(?P<host>.*):(?P<number>\d+)(?:\.\d+)?$")


def _accepts(path: str | bytes) -> bool:
    try:
        with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as probe:
            probe.settimeout(TIMEOUT)
            probe.connect(path)
    except OSError:
        return False
    return True


def _tcp_accepts(host: str, port: int) -> bool:
    try:
        with socket.create_connection((host, port), timeout=TIMEOUT):
            return True
    except (OSError, UnicodeError):  # no such host, refused, unreachable; a name too long for IDNA
        return False


def is_x_display_name(display: str) -> bool:
    """Whether ``display`` has the form libxcb reads (``:0``, ``unix:1.0``, ``host:10``, ``tcp/host:0``)."""
    return _X_DISPLAY.match(display) is not None


def x_display_answers(display: str) -> bool | None:
    """Whether the X server of ``display`` accepts a connection; None for a name that is not a display's."""
    match = _X_DISPLAY.match(display)
    if match is None:
        return None
    host, number = match["host"], int(match["number"])
    if host in ("", "unix"):
        path = f"/tmp/.X11-unix/X{number}"
        # Servers listen on the file and on the same name in Linux's abstract namespace.
        return _accepts(path) or _accepts(b"\0" + path.encode())
    if host.startswith("[") and host.endswith("]"):  # an IPv6 address as libxcb reads it
        host = host[1:-1]
    return _tcp_accepts(host, 6000 + number)


def _wayland_answers(environ: Mapping[str, str], name: str) -> bool:
    path = name if name.startswith("/") else os.path.join(environ.get("XDG_RUNTIME_DIR", ""), name)
    return _accepts(path)


def _x_problem(environ: Mapping[str, str], find_library: Callable[[str], str | None], why: str) -> str | None:
    """What stops Qt's xcb platform (chosen ``why``), or None."""
    display = environ.get("DISPLAY")
    if not display:
        return f"no display found ({why}, and DISPLAY is not set)"
    if not is_x_display_name(display):
        return f"no display found (DISPLAY={display!r} is not an X display name such as :0)"
    if x_display_answers(display) is False:
        return f"no display found (nothing answers on X display {display!r})"
    if find_library("xcb-cursor") is None:
        return "the system library libxcb-cursor (Debian/Ubuntu package libxcb-cursor0) is missing"
    return None


def _wayland_problem(environ: Mapping[str, str], why: str) -> str | None:
    wayland = environ.get("WAYLAND_DISPLAY")
    if not wayland:
        return f"no display found ({why}, and WAYLAND_DISPLAY is not set)"
    if not _wayland_answers(environ, wayland):
        return f"no display found (nothing answers on Wayland display {wayland!r})"
    return None


def _automatic_problem(environ: Mapping[str, str], find_library: Callable[[str], str | None]) -> str | None:
    """What stops the platform Qt picks by itself: Wayland in a Wayland session, else X."""
    wayland, x_display = environ.get("WAYLAND_DISPLAY"), environ.get("DISPLAY")
    if not wayland and not x_display:
        return "no display found (neither DISPLAY nor WAYLAND_DISPLAY is set)"
    if wayland and (environ.get("XDG_SESSION_TYPE") == "wayland" or not x_display):
        if _wayland_answers(environ, wayland):
            return None
        if not x_display:
            return f"no display found (nothing answers on Wayland display {wayland!r})"
    return _x_problem(environ, find_library, "X")


def platform_plugins(environ: Mapping[str, str]) -> set[str]:
    """The platforms Qt's plugins provide (``xcb``, ``wayland-egl``, ``offscreen`` …), read from the plugins'
    metadata without loading them: Qt's own folder, QT_PLUGIN_PATH's and QT_QPA_PLATFORM_PLUGIN_PATH's."""
    from PySide6.QtCore import QLibraryInfo, QPluginLoader

    folders = [Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath)) / "platforms"]
    folders += [Path(p) / "platforms" for p in environ.get("QT_PLUGIN_PATH", "").split(os.pathsep) if p]
    folders += [Path(p) for p in environ.get("QT_QPA_PLATFORM_PLUGIN_PATH", "").split(os.pathsep) if p]
    names: set[str] = set()
    for folder in folders:
        try:
            files = sorted(folder.iterdir())
        except OSError:
            continue
        for file in files:
            metadata: dict[str, Any] = QPluginLoader(str(file)).metaData()
            names.update(str(key).lower() for key in metadata.get("MetaData", {}).get("Keys", []))
    return names


def _chosen_problem(
    chosen: str,
    environ: Mapping[str, str],
    find_library: Callable[[str], str | None],
    plugins: Callable[[Mapping[str, str]], Collection[str]],
) -> str | None:
    """What stops every platform QT_QPA_PLATFORM names (Qt tries them in turn), or None if one can start."""
    why = f"QT_QPA_PLATFORM={chosen}"
    problems = []
    for name in (part.split(":", 1)[0].strip().lower() for part in chosen.split(";")):
        if name == "xcb":
            problem = _x_problem(environ, find_library, why)
        elif name.startswith("wayland"):
            problem = _wayland_problem(environ, why)
        elif name and (known := plugins(environ)) and name not in known:
            problem = f"Qt has no platform {name!r} ({why}; it has {', '.join(sorted(known))})"
        else:
            problem = None  # offscreen, vnc, eglfs …: nothing more to check
        if problem is None:
            return None
        problems.append(problem)
    return problems[0]


def display_problem(
    environ: Mapping[str, str] | None = None,
    platform: str | None = None,
    find_library: Callable[[str], str | None] = ctypes.util.find_library,
    plugins: Callable[[Mapping[str, str]], Collection[str]] = platform_plugins,
) -> str | None:
    """Why the viewer cannot open a window, in a few words, or None when it can (or we cannot tell)."""
    environ = os.environ if environ is None else environ
    platform = sys.platform if platform is None else platform
    if not platform.startswith("linux"):
        return None
    chosen = environ.get("QT_QPA_PLATFORM", "")
    if not chosen.strip():
        return _automatic_problem(environ, find_library)
    return _chosen_problem(chosen, environ, find_library, plugins)
