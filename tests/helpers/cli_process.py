"""The command line run as a user runs it, in a subprocess, with changes to its environment."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from collections.abc import Mapping

from freecell_gui.core.notation.standard import parse_moves


def run_freecell(
    *args: str, env: Mapping[str, str | None] | None = None, stdin: str | None = None
) -> subprocess.CompletedProcess[str]:
    """``freecell ARGS`` with ``env``'s variables set (a None value removes one) and ``stdin`` as its
    input; stdout in UTF-8."""
    environment = {**os.environ, "PYTHONIOENCODING": "utf-8"}
    for name, value in (env or {}).items():
        if value is None:
            environment.pop(name, None)
        else:
            environment[name] = value
    return subprocess.run(
        [sys.executable, "-m", "freecell_gui", *args],
        input=stdin,
        capture_output=True,
        text=True,
        env=environment,
        timeout=120,
    )


def freecell(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    """``freecell ARGS`` in the test run's environment."""
    return run_freecell(*args, stdin=stdin)


def assert_usage_error(result: subprocess.CompletedProcess[str], *fragments: str) -> None:
    """A mistake of the user: exit status 2, nothing on stdout, one line on stderr with ``fragments``."""
    assert result.returncode == 2
    assert result.stdout == ""
    assert result.stderr.count("\n") == 1, result.stderr  # exactly one line
    assert "Traceback" not in result.stderr
    for fragment in fragments:
        assert fragment in result.stderr


def command_line_count(number: int) -> tuple[int, int, list[str]]:
    """``freecell solve N --preset fast`` (our quick pass, as the status bar's): the moves it counts, the
    automatic ones, and the moves it prints."""
    result = freecell("solve", str(number), "--preset", "fast")
    assert result.returncode == 0, result.stderr
    found = re.search(r"solved in (\d+) moves \(and (\d+) automatic moves home\)", result.stderr)
    assert found is not None, result.stderr
    return int(found[1]), int(found[2]), [str(move) for move in parse_moves(result.stdout)]
