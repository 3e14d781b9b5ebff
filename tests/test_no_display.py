"""The viewer on a machine without a usable display (none, a dead one, a misnamed one, a platform that
cannot start): one line saying what is wrong and what to do, exit status 2 — not Qt's abort (134) with a
message about xcb-cursor0."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from freecell_gui.ui.display_check import display_problem, is_x_display_name, x_display_answers


def dead_display() -> str:
    """``:99``, or the first display number after it that no X server answers."""
    for number in range(99, 200):
        if not Path(f"/tmp/.X11-unix/X{number}").exists() and not x_display_answers(f":{number}"):
            return f":{number}"
    raise AssertionError("every X display from :99 to :199 answers")


def viewer(env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [
            sys.executable,
            "-c",
            "import sys; from freecell_gui.cli import gui_main; sys.exit(gui_main())",
            *args,
        ],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
    )


def base_environment() -> dict[str, str]:
    unset = ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "XDG_SESSION_TYPE")
    return {k: v for k, v in os.environ.items() if k not in unset}


def assert_says_what_to_do(result: subprocess.CompletedProcess[str], *fragments: str) -> None:
    assert result.returncode == 2, result.stderr
    assert result.stderr.count("\n") == 1, result.stderr
    line = result.stderr
    assert line.startswith("freecell-gui: error: ")
    for fragment in ("QT_QPA_PLATFORM=offscreen", "xvfb-run freecell-gui", "README", *fragments):
        assert fragment in line
    assert "xcb-cursor0" not in line or "missing" in line


@pytest.mark.parametrize("platform", [None, ""])  # unset, and set but empty (which aborts Qt too)
def test_no_display_variable_at_all(platform: str | None) -> None:
    env = base_environment()
    if platform is not None:
        env["QT_QPA_PLATFORM"] = platform
    assert_says_what_to_do(viewer(env, "617"), "no display found", "DISPLAY")


def test_a_dead_x_display() -> None:
    display = dead_display()
    result = viewer({**base_environment(), "DISPLAY": display})
    assert_says_what_to_do(result, "no display found", repr(display))


@pytest.mark.parametrize(
    ("setting", "fragments"),
    [
        ({"DISPLAY": "garbage"}, ("no display found", "'garbage'", "not an X display name")),
        ({"QT_QPA_PLATFORM": "xcb"}, ("no display found", "QT_QPA_PLATFORM=xcb", "DISPLAY is not set")),
        ({"QT_QPA_PLATFORM": "wayland"}, ("no display found", "WAYLAND_DISPLAY is not set")),
        ({"QT_QPA_PLATFORM": "wayland;xcb"}, ("no display found",)),  # each platform in turn fails
        ({"QT_QPA_PLATFORM": "xcb", "DISPLAY": "unix/:0:x"}, ("no display found", "'unix/:0:x'")),
        ({"QT_QPA_PLATFORM": "garbage"}, ("no platform 'garbage'", "offscreen", "xcb")),
    ],
)
def test_a_misnamed_display_or_platform_is_said_not_aborted_on(
    setting: dict[str, str], fragments: tuple[str, ...]
) -> None:
    """Qt aborts (SIGABRT) on each of these; the viewer says what is wrong in one line instead."""
    assert_says_what_to_do(viewer({**base_environment(), **setting}), *fragments)


def test_display_names_are_read_as_libxcb_reads_them() -> None:
    for name in (":0", ":0.1", "unix:1", "localhost:10.0", "tcp/localhost:0", "[::1]:0", "::1:0"):
        assert is_x_display_name(name), name
    for name in ("garbage", "", ":", ":x", "host:0.", ":0.x", "0"):
        assert not is_x_display_name(name), name


def test_a_dead_wayland_display(tmp_path: Path) -> None:
    env = {**base_environment(), "WAYLAND_DISPLAY": "wayland-77", "XDG_RUNTIME_DIR": str(tmp_path)}
    assert_says_what_to_do(viewer(env), "no display found", "wayland-77")


@pytest.fixture
def listening_tcp_display() -> Iterator[str]:
    """A TCP port 6000 + N that accepts connections, standing for a remote X server ``127.0.0.1:N``."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as server:
        for number in range(60, 200):
            try:
                server.bind(("127.0.0.1", 6000 + number))
            except OSError:
                continue
            server.listen()
            yield f"127.0.0.1:{number}"
            return
    raise AssertionError("no free port in 6060 … 6199")


def test_a_live_display_passes_and_the_missing_cursor_library_is_named(listening_tcp_display: str) -> None:
    env = {"DISPLAY": listening_tcp_display}
    assert display_problem(env, "linux", lambda name: f"lib{name}.so.0") is None
    missing = display_problem(env, "linux", lambda name: None)
    assert missing is not None and "libxcb-cursor" in missing and "missing" in missing
    host, _, number = listening_tcp_display.partition(":")
    assert display_problem({"DISPLAY": f"{host}:{int(number) + 1}"}, "linux", lambda n: "x") is not None


def test_an_explicit_platform_or_another_system_is_not_second_guessed() -> None:
    assert display_problem({"QT_QPA_PLATFORM": "offscreen"}, "linux") is None
    assert display_problem({}, "darwin") is None
    assert display_problem({}, "win32") is None
    assert display_problem({}, "linux") is not None
