"""The progress bar draws only on a terminal, and erases itself."""

from __future__ import annotations

import io

from freecell_gui.util.progress import ProgressBar


class FakeTerminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_draws_on_a_terminal_and_erases_itself() -> None:
    terminal = FakeTerminal()
    bar = ProgressBar(1000, stream=terminal)
    bar.update(1000)
    drawn = terminal.getvalue()
    assert drawn.startswith("\r[" + "#" * ProgressBar.WIDTH + "]") and "100%" in drawn
    bar.close()
    assert terminal.getvalue().endswith("\r") and terminal.getvalue().count("\n") == 0


def test_silent_when_redirected() -> None:
    stream = io.StringIO()
    bar = ProgressBar(10, stream=stream)
    bar.update(5)
    bar.close()
    assert stream.getvalue() == ""


def test_throttled_to_ten_redraws_a_second() -> None:
    terminal = FakeTerminal()
    bar = ProgressBar(10**6, stream=terminal)
    for done in range(0, 10**6, 10**4):
        bar.update(done)
    assert terminal.getvalue().count("\r[") <= 2
