"""The real window, opened by the program's own start-up on a real X server (Xvfb, 1366×768): it fits the
screen on a first start, at pixel ratio 1 and 2, and comes back onto the screen from a remembered place
off it. ``python -m tests.ui.window.test_real_window SHOT [--move X Y]`` is the child process (see
tests/helpers/real_window.py).
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.helpers.real_window import SCREEN_HEIGHT, SCREEN_WIDTH, child_env, run_child, run_viewer_with

MODULE = "tests.ui.window.test_real_window"
TIMEOUT = 60


def display_of(xvfb: Any) -> str | None:
    return f":{xvfb.display}" if xvfb is not None and xvfb.display is not None else None


def check_clean(report: dict[str, Any]) -> None:
    assert report["exit_code"] == 0, report["stderr"]
    assert report["exceptions"] == []
    assert report["warnings"] == []


def frame_fits(report: dict[str, Any]) -> None:
    left, top, width, height = report["frame"]
    s_left, s_top, s_width, s_height = report["available"]
    assert s_left <= left and left + width <= s_left + s_width, report
    assert s_top <= top and top + height <= s_top + s_height, report


@pytest.fixture
def display(xvfb: Any) -> str | None:
    """pytest-xvfb's display, or None (offscreen) when Xvfb is not installed."""
    return display_of(xvfb)


def test_first_start_fits_the_screen(display: str | None, tmp_path: Path) -> None:
    shot = tmp_path / "screen.png"
    report = run_child(MODULE, [str(shot)], child_env(tmp_path, display), TIMEOUT)
    check_clean(report)
    assert report["platform"] == ("xcb" if display else "offscreen")
    if display is not None:
        assert report["available"][2:] == [SCREEN_WIDTH, SCREEN_HEIGHT]
    frame_fits(report)
    assert report["width"] >= 600 and report["height"] >= 450  # fitted, not shrunk to nothing
    from PySide6.QtGui import QColor, QImage

    image = QImage(str(shot))
    assert (image.width(), image.height()) == tuple(report["shot_size"])
    left, top, _, height = report["board"]  # the board's felt is on the screen, painted
    felt = QColor(image.pixel(left + 8, top + height // 2))  # inside the focus frame, left of the cards
    assert felt.green() > felt.red() + 30 and felt.green() > felt.blue() + 30, felt.name()


@pytest.mark.skipif(shutil.which("Xvfb") is None, reason="needs Xvfb for a screen of its own size")
def test_first_start_fits_at_pixel_ratio_2(tmp_path: Path) -> None:
    from pyvirtualdisplay.display import Display

    with Display(size=(2 * SCREEN_WIDTH, 2 * SCREEN_HEIGHT), color_depth=24) as screen:
        env = child_env(tmp_path, f":{screen.display}", scale=2)
        report = run_child(MODULE, [str(tmp_path / "screen.png")], env, TIMEOUT)
    check_clean(report)
    assert report["ratio"] == 2
    assert report["available"][2:] == [SCREEN_WIDTH, SCREEN_HEIGHT]  # logical pixels
    frame_fits(report)


def test_a_place_off_every_screen_is_corrected(display: str | None, tmp_path: Path) -> None:
    env = child_env(tmp_path, display)
    away = run_child(MODULE, [str(tmp_path / "1.png"), "--move", "4000", "3000"], env, TIMEOUT)
    check_clean(away)
    assert away["moved_to"][0] >= 4000  # it really was remembered off the screen
    back = run_child(MODULE, [str(tmp_path / "2.png")], env, TIMEOUT)
    check_clean(back)
    frame_fits(back)


# -- the child --------------------------------------------------------------------------------------------


def _drive(window: Any, report: dict[str, Any], shot: Path, move: tuple[int, int] | None) -> None:
    from PySide6.QtCore import QPoint, QTimer

    board = window.board()

    def done() -> None:
        if not board.isCrisp():
            QTimer.singleShot(20, done)
            return
        screen = window.screen()
        available = screen.availableGeometry()
        frame = window.frameGeometry()
        origin = board.mapToGlobal(QPoint(0, 0)) - screen.geometry().topLeft()
        report.update(
            frame=[frame.x(), frame.y(), frame.width(), frame.height()],
            available=[available.x(), available.y(), available.width(), available.height()],
            width=window.width(),
            height=window.height(),
            ratio=window.devicePixelRatioF(),
            board=[
                round(v * window.devicePixelRatioF())
                for v in (origin.x(), origin.y(), board.width(), board.height())
            ],
        )
        picture = screen.grabWindow(0)
        picture.save(str(shot))
        report["shot_size"] = [picture.width(), picture.height()]
        if move is not None:
            window.move(*move)
            report["moved_to"] = [window.x(), window.y()]
        window.close()

    QTimer.singleShot(300, done)  # let the window manager-less X server map it and the first paint land


def main(argv: list[str]) -> None:
    shot = Path(argv[0])
    move = (int(argv[2]), int(argv[3])) if len(argv) >= 4 and argv[1] == "--move" else None
    run_viewer_with(lambda window, report: _drive(window, report, shot, move))


if __name__ == "__main__":
    main(sys.argv[1:])
